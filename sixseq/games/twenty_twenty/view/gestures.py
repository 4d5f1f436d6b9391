"""What the player's hands do on the 20/20's piles: a press, a drag, a release, a key, and
what they hold meanwhile — the selected pile, the dragged card, the keyboard's focus.

A click (or Space/Enter on the focus) selects a pile's card and, on a partner of the selected
card, plays the pair; a card dropped on another pile's card is a pair for the rules to judge;
dropped anywhere else it flies home. The arrows move the focus over the grid of piles (the
first only shows where it is); Ctrl+Z/Backspace undo, Ctrl+Y/Ctrl+Shift+Z redo, H a hint;
Tab moves over the buttons instead (the app's, as in a menu), Enter then presses one.
The scene plays, undoes and draws; this says what a gesture means.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sixseq.games.twenty_twenty.rules import COLUMNS, N_PILES
from sixseq.ui.dragdrop import Click, DragTracker, Drop

if TYPE_CHECKING:
    from sixseq.games.twenty_twenty.view.scene import PatienceScene

ARROWS = {pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1), pygame.K_UP: (-1, 0),
          pygame.K_DOWN: (1, 0)}


class PileGestures:
    """The pointer and the keyboard on ``scene``'s piles: ``selected`` (the pile whose card
    is picked), ``focus`` (the keyboard's pile), ``keyboard`` (whether its ring shows)."""

    def __init__(self, scene: PatienceScene) -> None:
        self.scene = scene
        self.drag: DragTracker[int] = DragTracker()  # the pile whose top card is taken
        self.selected: int | None = None
        self.focus = 0
        self.keyboard = False  # the focus ring shows once the keyboard is used

    def key(self, event: pygame.event.Event) -> None:
        scene = self.scene
        command = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if command and event.key == pygame.K_z:
            scene.redo() if event.mod & pygame.KMOD_SHIFT else scene.undo()
        elif command and event.key == pygame.K_y:
            scene.redo()
        elif event.key == pygame.K_BACKSPACE:
            scene.undo()
        elif event.key == pygame.K_h:
            scene.ask_hint()
        elif event.key in ARROWS:
            scene.app.scene_keys.clear()  # back from the buttons: Enter is the piles' again
            if self.keyboard:
                row, column = divmod(self.focus, COLUMNS)
                d_row, d_column = ARROWS[event.key]
                row = min(max(row + d_row, 0), N_PILES // COLUMNS - 1)
                column = min(max(column + d_column, 0), COLUMNS - 1)
                self.focus = row * COLUMNS + column
            self.keyboard = True  # the first arrow only shows where the focus is
            scene.forget_still_layer()
        elif event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.keyboard = True
            self.pick(self.focus)

    def escape(self) -> bool:
        """Esc lets go of what is held — a drag, the selected card, the keyboard focus — and
        with nothing held, the in-game menu opens."""
        if self.let_go():
            return True
        if self.selected is not None:
            self.selected = None
        elif self.keyboard:
            self.keyboard = False
        else:
            return False
        self.scene.forget_still_layer()
        return True

    def let_go(self) -> bool:
        """Let go of a press or drag held by the mouse: its card flies home. False if the
        mouse held nothing."""
        if self.drag.item is None:
            return False
        dragged = self.dragged()
        self.drag.cancel()
        self.scene.stage.fly_home(dragged)
        self.scene.forget_still_layer()
        return True

    def press(self, pos: tuple[int, int]) -> None:
        scene = self.scene
        if scene.session.demo:  # a click stops the demo: the player takes the cards back
            scene.toggle_demo()
            return
        pile = self.pile_at(pos)
        if pile is None or scene.top_spot(pile) is None or scene.layout is None:
            self.deselect()
            return
        top = scene.layout.piles[pile]
        self.drag.press(pile, pos, (pos[0] - top.x, pos[1] - top.y))

    def motion(self, pos: tuple[int, int]) -> None:
        if self.drag.motion(pos):
            if self.selected != self.drag.item:  # its partners light up while it is dragged
                self.selected = self.drag.item
                self.scene.forget_still_layer()
            self.scene.app.invalidate()

    def release(self, pos: tuple[int, int]) -> None:
        dragged = self.dragged()
        result = self.drag.release(pos)
        if isinstance(result, Click):
            self.keyboard = False
            self.pick(result.item)
        elif isinstance(result, Drop):
            self.drop(result, dragged)
        self.scene.forget_still_layer()

    def follow_resize(self, ratio: float) -> None:
        """The cards grew or shrank by ``ratio`` with the window: the point of the dragged
        card under the pointer stays the same."""
        self.drag.scale_grab(ratio)

    def pick(self, pile: int) -> None:
        """A click (or Space) on a pile: select its card, play the pair if it is the selected
        card's partner, let it go if it is the selected card itself."""
        scene = self.scene
        if scene.session.demo:
            scene.toggle_demo()
        self.focus = pile
        if scene.top_spot(pile) is None or not scene.session.playing:
            self.deselect()
        elif self.selected is None or self.selected == pile:
            self.selected = None if self.selected == pile else pile
        elif pile in scene.session.partners(self.selected):
            scene.play_pair(self.selected, pile)
        else:
            self.selected = pile
        scene.forget_still_layer()

    def drop(self, drop: Drop[int], dragged: dict[int, pygame.Rect]) -> None:
        """A card dropped on another pile's card is a pair for the rules to judge; dropped
        anywhere else it goes home."""
        scene = self.scene
        pile = drop.item
        target = self.pile_at(drop.pos, reach=True)
        self.selected = None
        if target is None or target == pile or scene.top_spot(target) is None:
            scene.stage.fly_home(dragged)
            return
        scene.play_pair(pile, target, dragged)

    def deselect(self) -> None:
        if self.selected is not None:
            self.selected = None
            self.scene.forget_still_layer()

    def pile_at(self, pos: tuple[int, int], reach: bool = False) -> int | None:
        """The pile under ``pos`` (with ``reach``, a drop a little beside it counts)."""
        layout = self.scene.layout
        if layout is None:
            return None
        grow = layout.margin if reach else 0
        for pile in range(N_PILES):
            if layout.stack_rect(pile).inflate(grow, grow).collidepoint(pos):
                return pile
        return None

    def dragged(self) -> dict[int, pygame.Rect]:
        """The dragged card under the pointer (by spot index)."""
        pile, layout = self.drag.item, self.scene.layout
        if not self.drag.dragging or pile is None or layout is None:
            return {}
        top = self.scene.top_spot(pile)
        if top is None:
            return {}
        return {top: pygame.Rect(self.drag.origin, layout.piles[pile].size)}
