"""The keyboard on a table: its shortcuts, and a focus the arrows move over the view's targets
(hand cards, combinations, piles…); Space picks the focused card up and drops it on a lit
place, Enter clicks it — so that every gesture of the mouse has a way without one. Tab moves
over the table's buttons instead (the app's :class:`~sixseq.ui.buttonkeys.ButtonKeys`, as in a
menu), and Enter then presses the button; an arrow comes back to the cards.

The table owns one :class:`KeyboardFocus` and keeps the hooks a view overrides (``key``,
``focus_targets``, ``picked_targets``, ``grab_focused``, ``activate_focus``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from sixseq.ui.focus import nearest_towards

if TYPE_CHECKING:
    from sixseq.ui.table.hooks import Grab, Target
    from sixseq.ui.table.scene import CardTable


class KeyboardFocus:
    """Where the keyboard is on ``table``: the focused target (an index into what the focus
    moves over now) and what Space picked up, waiting to be dropped."""

    def __init__(self, table: CardTable[Any]) -> None:
        self.table = table
        self.focus: int | None = None
        self.picked: Grab | None = None

    def key(self, event: pygame.event.Event) -> None:
        """The table's keys: undo (Ctrl+Z, Backspace), hint (H), faster (F), Space to hurry a
        computer's move; the arrows move the focus, Space and Enter act on it."""
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
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
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
        below. The first press shows the focus on the first target."""
        targets = self.targets()
        if not targets:
            return
        table = self.table
        if self.focus is None or self.focus >= len(targets):
            self.focus = 0
            table.forget_still_layer()
            return
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if key == pygame.K_RIGHT else -1
            self.focus = (self.focus + step) % len(targets)
            table.forget_still_layer()
            return
        dx, dy = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}[key]
        found = nearest_towards([t.rect for t in targets], self.focus, dx, dy)
        if found is not None:
            self.focus = found
        table.forget_still_layer()

    def activate(self, key: int) -> None:
        """With something picked, Space or Enter drops it on the focused place. Otherwise
        Space picks the focused card up (its legal places light up; the focus moves over
        them) and Enter clicks it (picks it for a combination, draws from a pile)."""
        table = self.table
        if self.picked is not None:
            targets = table.targets
            picked, self.picked, table.targets = self.picked, None, []
            if self.focus is not None and self.focus < len(targets):
                table.drop(picked, targets[self.focus].rect.center)
            self.focus = None
            table.forget_still_layer()
            return
        targets = self.targets()
        if self.focus is None or self.focus >= len(targets):
            if targets:
                self.focus = 0
            return
        target = targets[self.focus]
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
        if self.focus is None or self.focus >= len(targets):
            return None
        return targets[self.focus].rect
