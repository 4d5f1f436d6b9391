"""The mouse on a table: a press becomes a click or a drag; while it drags, the taken cards
follow the pointer and the places they may legally go are lit; a drop is handed to the view to
read, a drag let go with Esc (or whose release the window never heard) flies home.

The table owns one :class:`Pointer` and keeps the hooks a view overrides (``press``,
``motion``, ``grab_at``, ``drop_targets``, ``click``, ``drop``); the pointer holds what the
mouse holds between those calls.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from sixseq.ui import drawing
from sixseq.ui.dragdrop import Click, DragTracker, Drop
from sixseq.ui.table.stage import dragged_rects

if TYPE_CHECKING:
    from sixseq.ui.table.hooks import Grab
    from sixseq.ui.table.scene import CardTable


class Pointer:
    """What the mouse holds on ``table``: the press-or-drag tracker, the grab being dragged,
    and where its cards were let go (a refused drop flies home from there)."""

    def __init__(self, table: CardTable[Any]) -> None:
        self.table = table
        self.drag: DragTracker[Grab] = DragTracker()
        self.dragging: Grab | None = None
        self.released: dict[int, pygame.Rect] = {}

    def press(self, pos: tuple[int, int]) -> None:
        found = self.table.grab_at(pos)
        if found is not None:
            grab, rect = found
            self.drag.press(grab, pos, (pos[0] - rect.x, pos[1] - rect.y))

    def motion(self, pos: tuple[int, int]) -> None:
        """Follow the mouse; the moment a press becomes a drag, light the legal places."""
        table = self.table
        was = self.drag.dragging
        if not self.drag.motion(pos):
            return
        if not was and self.drag.item is not None:
            self.dragging = self.drag.item
            table.targets = table.drop_targets(self.drag.item) if table.session.my_turn() else []
            table.message = None
            table.forget_still_layer()
        table.app.invalidate()

    def release(self, pos: tuple[int, int]) -> None:
        """End the gesture: the view's click, or its drop of what was dragged."""
        table = self.table
        self.released = self.dragged()  # a refused drop flies home from there
        result = self.drag.release(pos)
        grab = self.dragging
        self.dragging, table.targets = None, []
        if isinstance(result, Click):
            table.click(result.item, result.double)
        elif isinstance(result, Drop) and grab is not None:
            table.drop(grab, pos)
        table.forget_still_layer()

    def dragged(self) -> dict[int, pygame.Rect]:
        """Where the dragged cards are drawn now (by spot index)."""
        grab = self.dragging
        if grab is None or not self.drag.dragging or not grab.spots:
            return {}
        width = grab.width or self.table.stage.spots[grab.spots[0]].rect.width
        rects = dragged_rects(self.drag.origin, len(grab.spots), width)
        return dict(zip(grab.spots, rects, strict=True))

    def cancel(self) -> None:
        """Let go of the drag: its cards fly home."""
        table = self.table
        dragged = self.dragged()
        self.let_go()
        table.targets = []
        table.stage.fly_home(dragged)
        table.forget_still_layer()

    def let_go(self) -> None:
        """Forget the gesture without a flight (the table is left)."""
        self.drag.cancel()
        self.dragging = None

    def follow_rebuild(self) -> None:
        """The table was laid out anew: the dragged grab names its cards' new spots."""
        if self.dragging is not None:
            self.dragging = self.table.regrab(self.dragging)

    def held_width(self) -> int:
        """The width of the dragged cards' own place on the table (0: nothing is dragged)."""
        grab = self.dragging
        if grab is None or not self.drag.dragging or not grab.spots:
            return 0
        return self.table.stage.spots[grab.spots[0]].rect.width

    def follow_resize(self, before: int) -> None:
        """The table was laid out for another window size (the dragged cards' place ``before``
        wide): the dragged cards grow or shrink as their place did, the same point of them
        still under the pointer (a drop is read where the pointer is, as ever)."""
        self.follow_rebuild()
        grab = self.dragging
        if grab is None or not before or not grab.spots:
            return
        ratio = self.table.stage.spots[grab.spots[0]].rect.width / before
        if grab.width:
            self.dragging = replace(grab, width=max(1, round(grab.width * ratio)))
        self.drag.scale_grab(ratio)

    def draw(self, screen: pygame.Surface) -> None:
        """The dragged cards under the pointer, each with its lifted shadow."""
        table = self.table
        for index, rect in reversed(list(self.dragged().items())):
            spot = table.stage.spots[index]
            drawing.blit_shadow(screen, rect, lift=2.5, alpha=80)
            screen.blit(table.flight_image(spot, rect.width, True), rect)
