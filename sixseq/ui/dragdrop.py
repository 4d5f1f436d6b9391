"""Mouse gestures on cards: press, then either a click (single or double) or a drag and a drop.

The tracker knows nothing of cards or rules: a scene hit-tests its own sprites, hands the
tracker whatever was pressed, and gets back what the gesture was. A press only becomes a drag
once the mouse moves a few pixels, so a slightly shaky click is still a click.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

T = TypeVar("T")

DRAG_THRESHOLD = 6  # pixels the mouse must travel before a press becomes a drag
DOUBLE_CLICK_MS = 400


@dataclass(frozen=True)
class Click(Generic[T]):
    item: T
    double: bool


@dataclass(frozen=True)
class Drop(Generic[T]):
    item: T
    pos: tuple[int, int]


class DragTracker(Generic[T]):
    """One gesture at a time. ``grab`` is where, inside the pressed thing, the mouse took it,
    so the dragged card keeps that point under the pointer."""

    def __init__(self, threshold: int = DRAG_THRESHOLD,
                 double_click_ms: int = DOUBLE_CLICK_MS) -> None:
        self.threshold = threshold
        self.double_click_ms = double_click_ms
        self.item: T | None = None
        self.dragging = False
        self.pos = (0, 0)
        self.grab = (0, 0)
        self._start = (0, 0)
        self._last_click: tuple[T, int] | None = None

    def press(self, item: T, pos: tuple[int, int], grab: tuple[int, int]) -> None:
        self.item, self.dragging = item, False
        self.pos = self._start = pos
        self.grab = grab

    def motion(self, pos: tuple[int, int]) -> bool:
        """Follow the mouse; True when a drag is under way (the scene should redraw)."""
        if self.item is None:
            return False
        self.pos = pos
        if not self.dragging:
            dx, dy = pos[0] - self._start[0], pos[1] - self._start[1]
            self.dragging = dx * dx + dy * dy >= self.threshold * self.threshold
        return self.dragging

    def release(self, pos: tuple[int, int],
                now_ms: int | None = None) -> Click[T] | Drop[T] | None:
        """End the gesture: a click (``double`` when the same thing was clicked just before)
        or a drop at ``pos``. ``now_ms``: when, on a steady clock (by default, now: pygame's
        ticks count only after ``pygame.init()``, which the program does not call)."""
        if now_ms is None:
            now_ms = round(time.monotonic() * 1000)
        item = self.item
        if item is None:
            return None
        self.motion(pos)
        dragging = self.dragging
        self.cancel()
        if dragging:
            self._last_click = None
            return Drop(item, pos)
        last = self._last_click
        double = last is not None and last[0] == item and now_ms - last[1] <= self.double_click_ms
        self._last_click = None if double else (item, now_ms)
        return Click(item, double)

    def cancel(self) -> None:
        self.item, self.dragging = None, False

    def scale_grab(self, ratio: float) -> None:
        """The pressed thing grew or shrank by ``ratio`` (the window was resized): the same
        point of it stays under the mouse."""
        self.grab = (round(self.grab[0] * ratio), round(self.grab[1] * ratio))

    @property
    def origin(self) -> tuple[int, int]:
        """Where the pressed thing's top-left corner would be now, following the mouse."""
        return self.pos[0] - self.grab[0], self.pos[1] - self.grab[1]


def left_button_up(motion: Any) -> bool:
    """A mouse motion that says the left button is up. With a press still held, its release
    went where the program never heard it (another window or the window manager took the
    pointer on the way), so what the press holds must be let go, not left following a
    pointer with no button down. A motion posted without its buttons says nothing."""
    buttons = getattr(motion, "buttons", None)
    return buttons is not None and not buttons[0]


class StalePress:
    """The second click of a double-click on a button that changed the screen (Resume,
    Continue, a dialog's button) lands on the screen that replaced it, where it was never
    aimed: it picked a 20/20 card, or pressed whatever a dialog had there. A press within the
    double-click time of the last one, at its spot, once what is on screen changed, is
    dropped with its release."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock  # a steady clock, as for double-clicks (tests move one by hand)
        self._last: tuple[tuple[int, int], float, tuple[object, ...]] | None = None
        self._dropping = False

    def drops(self, pos: tuple[int, int], screen: tuple[object, ...], pressed: bool) -> bool:
        """Whether the left button's press (``pressed``) or release at ``pos`` is to be
        dropped; ``screen`` is what is on screen (compared by identity)."""
        if not pressed:
            dropping, self._dropping = self._dropping, False
            return dropping
        now = self.clock()
        last, self._last = self._last, (pos, now, screen)
        self._dropping = (
            last is not None and second_click(last[:2], pos, now)
            and any(a is not b for a, b in zip(last[2], screen, strict=True)))
        return self._dropping


def second_click(first: tuple[tuple[int, int], float] | None, pos: tuple[int, int],
                 now: float) -> bool:
    """Whether a press at ``pos`` at ``now`` (seconds, a steady clock) is the second click of
    a double-click whose first press was ``first`` (where, when)."""
    return first is not None and now - first[1] <= DOUBLE_CLICK_MS / 1000 \
        and abs(pos[0] - first[0][0]) <= DRAG_THRESHOLD \
        and abs(pos[1] - first[0][1]) <= DRAG_THRESHOLD
