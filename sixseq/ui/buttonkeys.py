"""The keyboard over a screen's buttons — the main menu, the in-game menu, the pages, every
dialog — so that none of them needs a mouse, as the tables do not.

Tab and Shift+Tab step through all the buttons in reading order, round and round; the arrows
move as in most desktop dialogs: Up and Down to the nearest button above or below, Left and
Right along the focused button's row, each stopping at the edge rather than wrapping (so
Right at the end of a row of choices never lands on another setting). Enter or Space presses
the focused one. The first key shows the focus on the first button; the app draws it as the
tables draw theirs. A press is posted as pygame-gui's own button event, so it reaches the
same handler as a click.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from sixseq.ui import widgets
from sixseq.ui.focus import nearest_towards

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class ButtonKeys:
    """Which of a screen's buttons the keyboard is on (none until a key is used)."""

    def __init__(self) -> None:
        self.button: UIButton | None = None
        self.index: int | None = None  # its place, for when a new layout makes new buttons

    def clear(self) -> None:
        self.button, self.index = None, None

    def put(self, button: UIButton, buttons: Sequence[UIButton]) -> None:
        """The focus on ``button`` among ``buttons`` (a screen come back to: where the player
        left it); nowhere when it cannot be used."""
        order = _reading_order(buttons)
        if button in order:
            self._focus(order, order.index(button))
        else:
            self.clear()

    def first(self, buttons: Sequence[UIButton]) -> None:
        """The focus on the first of ``buttons`` in reading order, where the first Tab puts
        it: a dialog opened by a key shows where the keyboard is at once."""
        order = _reading_order(buttons)
        if order:
            self._focus(order, 0)
        else:
            self.clear()

    def follow(self, old: UIButton, new: UIButton | None) -> None:
        """``old`` was made anew as ``new`` (a table's *Look at the table* becomes *Back to
        the scores*, and moves): the focus on it goes with it, rather than to whatever button
        now stands at its place in the reading order (the table's *Menu*). ``new`` None:
        ``old`` was taken away for good (a round sheet's *Next*, once pressed), and the focus
        goes with it too, rather than to its neighbour (the table's *Moves*)."""
        if self.button is old:
            if new is None:
                self.clear()
            else:
                self.button = new

    def key(self, event: pygame.event.Event, buttons: Sequence[UIButton],
            arrows: bool = True) -> bool:
        """Move the focus or press the focused button; False when the key is not one of
        ours (without ``arrows``, only Tab and Enter are: a page scrolls with the others)."""
        order = _reading_order(buttons)
        if not order:
            return False
        here = self._current(order)
        which = event.key
        if which == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self._focus(order, self._stepped(here, step, len(order)))
        elif arrows and which in ARROWS:
            dx, dy = ARROWS[which]
            if here is None:  # the first arrow shows the focus: Left from the end
                self._focus(order, len(order) - 1 if dx < 0 else 0)
            else:
                found = nearest_towards([b.rect for b in order], here, dx, dy,
                                        in_line_only=bool(dx))
                self._focus(order, here if found is None else found)
        elif which in PRESS_KEYS or (arrows and which == pygame.K_SPACE):
            if here is None:
                return False
            pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED,
                                                 ui_element=order[here],
                                                 ui_object_id=order[here].most_specific_combined_id,
                                                 mouse_button=1))
        else:
            return False
        return True

    def rect(self, buttons: Sequence[UIButton]) -> pygame.Rect | None:
        """Where the focus is drawn among ``buttons`` (None: the keyboard is not in use
        here); on a screen made anew (the language changed) it stays at its place."""
        if self.index is None:  # the keyboard is not in use: nothing to sort, every frame
            return None
        order = _reading_order(buttons)
        here = self._place(order)
        return None if here is None else pygame.Rect(order[here].rect)

    def _place(self, order: list[UIButton]) -> int | None:
        """Where the focus is in ``order``, asked without moving it: on its button; at the
        same place when the screen was made anew (its button gone); nowhere when its button
        is still there but hidden or greyed (a table's *Play it* once played), rather than on
        whatever button took its place."""
        if self.button in order:
            return order.index(self.button)
        if self.index is None or not order:
            return None
        if self.button is not None and self.button.alive():  # type: ignore[no-untyped-call]
            return None
        return min(self.index, len(order) - 1)

    def _current(self, order: list[UIButton]) -> int | None:
        """As :meth:`_place`, and the focus kept there (or let go) for the key to move it."""
        here = self._place(order)
        if here is None:
            self.clear()
        else:
            self._focus(order, here)
        return here

    @staticmethod
    def _stepped(here: int | None, step: int, count: int) -> int:
        if here is None:
            return 0 if step > 0 else count - 1
        return (here + step) % count

    def _focus(self, order: list[UIButton], index: int) -> None:
        self.button, self.index = order[index], index


def _reading_order(buttons: Sequence[UIButton]) -> list[UIButton]:
    """The usable ``buttons``, top to bottom and left to right."""
    return sorted((b for b in buttons if widgets.usable(b)),
                  key=lambda b: (b.rect.centery, b.rect.centerx))
