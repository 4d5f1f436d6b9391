"""The keyboard on a table: its shortcuts, and a focus the arrows move over the view's targets
(hand cards, combinations, piles…); Space picks the focused card up and drops it on a lit
place, Enter clicks it — so that every gesture of the mouse has a way without one. Tab moves
over the table's buttons instead (the app's :class:`~sixseq.ui.buttonkeys.ButtonKeys`, as in a
menu), and Enter then presses the button; an arrow comes back to the cards — except once the
round is over, when its cards take no focus and the arrows go over the buttons too (see
:meth:`~sixseq.ui.table.roundsheet.RoundSheet.sheet_arrow`).

The focus keeps to what it is on, not to a place in the list: when a play changes the
targets (a card drawn into the hand, a card played from it) it stays on its card or pile, and
when its card left it goes to the card that took its place among its kind, its neighbour. A
card played by Space (or by Enter, in Sixte, where a click plays it) lets the focus go (Enter
is the table's own move again, as after any drop), and the next arrow shows it back there: on
the played card's neighbour, not on the hand's first card — in every game alike.

The table owns one :class:`KeyboardFocus` and keeps the hooks a view overrides (``key``,
``focus_targets``, ``picked_targets``, ``grab_focused``, ``activate_focus``).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from sixseq.ui.focus import nearest_towards

if TYPE_CHECKING:
    from sixseq.ui.table.hooks import Grab, Target
    from sixseq.ui.table.scene import CardTable


# Page Up and Page Down scroll the open move log back and forth a page at a time.
PAGE_KEYS = {pygame.K_PAGEUP: 1, pygame.K_PAGEDOWN: -1}


@dataclass(frozen=True)
class Anchor:
    """What the focus is on: the target's item, and its rank among the targets of its kind
    (the 3rd hand card), for when the item is gone."""

    item: Hashable
    rank: int

    @staticmethod
    def of(targets: Sequence[Target], index: int) -> Anchor:
        item = targets[index].item
        return Anchor(item, sum(1 for t in targets[:index] if type(t.item) is type(item)))

    def find(self, targets: Sequence[Target]) -> int | None:
        """Its item's index in ``targets``; if it is gone, the target of its kind now at its
        rank (the last one when it was the last), so a played card's neighbour; None when
        none of its kind is left."""
        kind = [i for i, t in enumerate(targets) if type(t.item) is type(self.item)]
        found = next((i for i in kind if targets[i].item == self.item), None)
        if found is not None or not kind:
            return found
        return kind[min(self.rank, len(kind) - 1)]


class KeyboardFocus:
    """Where the keyboard is on ``table``: the focused target (an index into what the focus
    moves over now, following its item when they change) and what Space picked up, waiting
    to be dropped."""

    def __init__(self, table: CardTable[Any]) -> None:
        self.table = table
        self._index: int | None = None
        self._anchor: Anchor | None = None  # what _index was on when last looked at
        self.origin: Anchor | None = None  # the target the keyboard last picked up or clicked
        self.resume: Anchor | None = None  # where the next arrow shows the focus, if not hidden
        self.picked: Grab | None = None

    @property
    def focus(self) -> int | None:
        """The focused target's index in :meth:`targets`, on the item it was on (or its
        neighbour, see :class:`Anchor`) when they changed since."""
        index, anchor = self._index, self._anchor
        if index is None:
            return None
        targets = self.targets()
        if not targets:  # the sheet hides the table, or nothing is laid out yet
            return index
        if anchor is not None and (index >= len(targets) or targets[index].item != anchor.item):
            index = anchor.find(targets)
        if index is not None and index >= len(targets):
            index = None
        self._index = index
        self._anchor = None if index is None else Anchor.of(targets, index)
        return index

    @focus.setter
    def focus(self, index: int | None) -> None:
        self._index, self._anchor = index, None

    def forget(self) -> None:
        """The mouse is in use: no focus, and none to come back to."""
        self._index = self._anchor = self.origin = self.resume = None

    def back_to_origin(self) -> None:
        """After a drop, or a pick let go as the position changed: no focus shows, and the next
        arrow shows it on the target last picked up or clicked, or on its neighbour once it
        was played."""
        self._index, self._anchor, self.resume = None, None, self.origin

    def back_on_origin(self) -> None:
        """A card picked by keys let go (Esc): the focus shows on it again, where the player
        was, so the next Enter acts on it rather than being the table's own move (in Le
        Carré, ending the turn). A card picked by a click has no origin: no focus shows."""
        origin = self.origin
        index = None if origin is None else origin.find(self.targets())
        self._index, self._anchor, self.resume = index, None, None

    def key(self, event: pygame.event.Event) -> None:
        """The table's keys: undo (Ctrl+Z, Backspace), hint (H), faster (F), Space to hurry a
        computer's move, Page Up and Page Down over the open move log; the arrows move the
        focus, Space and Enter act on it."""
        table = self.table
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is None \
                and self.picked is None and table.default_action():
            return
        if event.key == pygame.K_BACKSPACE or (event.key == pygame.K_z and ctrl):
            table.undo()
        elif event.key == pygame.K_h:
            table.ask_hint()
        elif event.key == pygame.K_f:
            table.toggle_hurry()
        elif event.key == pygame.K_SPACE and not table.session.my_turn() and self.picked is None \
                and self.focus is None:
            table.stage.finish()  # hurry this move along: land, and play the waiting move
            table.session.hurry_now()
        elif event.key in PAGE_KEYS and table.log_open:
            table.movelog.page(PAGE_KEYS[event.key])
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            if table.sheet_open:  # the round is over: no card takes the focus, its buttons do
                table.sheet_arrow(event)
                return
            table.app.scene_keys.clear()  # back from the buttons: Enter is the table's again
            self.move(event.key)
        elif event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            table.activate_focus(event.key)

    def targets(self) -> list[Target]:
        """What the focus moves over now: the picked grab's legal places, or the view's
        targets — none once the round is over (its sheet up, or set aside)."""
        table = self.table
        if table.sheet_shown() or not table.round_on():
            return []
        return table.picked_targets() if self.picked is not None else table.focus_targets()

    def move(self, key: int) -> None:
        """Left and right step through the targets in the view's order (a hand card by
        card, round to the piles and back); up and down jump to the nearest target above or
        below. The first press shows the focus: where a play left it (:meth:`back_to_origin`),
        else on the first target."""
        targets = self.targets()
        if not targets:
            return
        table = self.table
        focus = self.focus
        if focus is None or focus >= len(targets):
            back = None if self.resume is None or self.picked is not None \
                else self.resume.find(targets)
            self.focus, self.resume = (0 if back is None else back), None
            table.forget_still_layer()
            return
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if key == pygame.K_RIGHT else -1
            self.focus = (focus + step) % len(targets)
            table.forget_still_layer()
            return
        dx, dy = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}[key]
        found = nearest_towards([t.rect for t in targets], focus, dx, dy)
        if found is not None:
            self.focus = found
        table.forget_still_layer()

    def activate(self, key: int) -> None:
        """With something picked, Space or Enter drops it on the focused place. Otherwise
        Space picks the focused card up (its legal places light up; the focus moves over
        them) and Enter clicks it (picks it for a combination, draws from a pile)."""
        table = self.table
        if self.picked is not None:
            targets, focus = table.targets, self.focus
            picked, self.picked, table.targets = self.picked, None, []
            if focus is not None and focus < len(targets):
                table.drop(picked, targets[focus].rect.center)
            self.back_to_origin()  # on the card, or its neighbour once it is played
            table.forget_still_layer()
            return
        targets = self.targets()
        focus = self.focus
        if focus is None or focus >= len(targets):
            if targets:
                self.focus = 0
            return
        target = targets[focus]
        self.origin = Anchor.of(targets, focus)
        grab = table.grab_focused(target) if key == pygame.K_SPACE else None
        lit = table.drop_targets(grab) if grab is not None and table.session.my_turn() else []
        if grab is not None and lit:
            self.picked, table.targets, self.focus = grab, lit, 0
        else:
            found = table.grab_at(target.rect.center)
            if found is not None:
                table.click(found[0], False)
        table.forget_still_layer()

    def rect(self) -> pygame.Rect | None:
        """Where the focus is drawn (None: the keyboard is not in use)."""
        targets = self.targets()
        focus = self.focus
        if focus is None or focus >= len(targets):
            return None
        return targets[focus].rect
