"""Card geometry every table shares: a layout's scaled lengths and text sizes (:class:`Scaled`),
a card's height, how far overlapped cards stand, rows of combinations filling a zone
(:func:`flow`), and the person's hand as a held fan.

Sizes are in pixels for one card width, so each game's layout picks the width and everything
else follows; cards stay upright and are drawn at the exact size they occupy.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from sixseq.ui import text
from sixseq.ui.cardart import ASPECT, index_reach

PILE_EDGE_STEP = 2  # pixels each edge under a pile's top card steps down (and left)
PILE_MAX_EDGES = 3  # the most edges a pile shows, however tall
PILE_SKIRT = PILE_EDGE_STEP * PILE_MAX_EDGES  # how far under its place a tall pile reaches


class Scaled:
    """A game's layout, laid out from its design size at one ``scale`` for the window: its
    lengths and text sizes given at the design size, as this window draws them."""

    scale: float

    def px(self, design: float) -> int:
        """A length of the design, at this window's scale (a pixel at least)."""
        return max(1, round(design * self.scale))

    def font(self, design: float) -> int:
        """A text size of the design, at this window's scale but never below what stays
        readable."""
        return max(text.MIN_PX, self.px(design))


@dataclass(frozen=True)
class Sheet(Scaled):
    """A sheet over the table (a round's or a game's end): its place and its own scale, from
    :func:`sheet_scale`."""

    scale: float
    rect: pygame.Rect


def sheet_scale(table_scale: float, design: tuple[int, int], smallest: float,
                room: tuple[int, int]) -> float:
    """The scale a sheet of ``design`` size (at the 1920×1080 design) is drawn at: the
    table's, raised in a small window towards the one its ``smallest`` words (design px) read
    at text.MIN_PX, as far as ``room`` holds it — so that it does not shrink with the table
    to words at their least size, its lines cut short, while room is left around it."""
    return max(table_scale, min(text.MIN_PX / smallest, room[0] / design[0],
                                room[1] / design[1]))


def card_height(width: int) -> int:
    return round(width * ASPECT)


def overlap_step(width: int) -> int:
    """How far apart overlapped cards stand so each shows its corner index with a margin."""
    return index_reach(width) + max(2, round(width * 0.05))


@dataclass
class Flow:
    """Combinations placed in a zone: one card width for all, the first card's place of each
    item, and the step between overlapped cards."""

    width: int
    step: int
    origins: list[tuple[int, int]]

    @property
    def height(self) -> int:
        return card_height(self.width)


def flow(area: pygame.Rect, counts: Sequence[int], max_w: int, min_w: int = 34,
         gap: int = 12) -> Flow:
    """Lay items of ``counts`` cards each in rows inside ``area`` at the largest card width
    (down to ``min_w``) where they fit; below that, overlap more than the index allows; and
    when the rows still do not fit one under the other, each row overlaps the foot of the row
    above, no more than it must (so the corner indexes above stay in sight while they can)."""
    best = max(min_w, max_w)
    for width in range(best, min_w - 1, -2):
        placed = _rows(area, counts, width, overlap_step(width), gap)
        if placed is not None:
            return Flow(width, overlap_step(width), placed)
    for step in range(overlap_step(min_w) - 1, max(4, min_w // 5) - 1, -1):
        placed = _rows(area, counts, min_w, step, gap)
        if placed is not None:
            return Flow(min_w, step, placed)
    step = max(4, min_w // 5)
    for pitch in range(card_height(min_w) + _row_gap(gap) - 1, 0, -1):
        placed = _rows(area, counts, min_w, step, gap, pitch=pitch)
        if placed is not None:
            return Flow(min_w, step, placed)
    # An area too small for even one row: let the rows run past it rather than lose cards.
    return Flow(min_w, step, _rows(area, counts, min_w, step, gap, force=True) or [])


def item_width(count: int, width: int, step: int) -> int:
    return width + max(0, count - 1) * step


def _row_gap(gap: int) -> int:
    return max(4, gap // 2)


def _rows(area: pygame.Rect, counts: Sequence[int], width: int, step: int, gap: int,
          force: bool = False, pitch: int | None = None) -> list[tuple[int, int]] | None:
    """Where each item starts, rows ``pitch`` apart (by default a row gap under each other)."""
    height = card_height(width)
    if pitch is None:
        pitch = height + _row_gap(gap)
    x, y = area.left, area.top
    origins = []
    for count in counts:
        w = item_width(count, width, step)
        if w > area.width and not force:
            return None
        if x > area.left and x + w > area.right:
            x, y = area.left, y + pitch
        if y + height > area.bottom and not force:
            return None
        origins.append((x, y))
        x += w + gap
    return origins


# --- the person's hand -----------------------------------------------------------------------


def hand_positions(area: pygame.Rect, count: int, width: int, lift: int,
                   lifted: Sequence[bool]) -> list[pygame.Rect]:
    """The person's hand: one overlapped row, centred, curving down a little at both ends like
    a held fan (cards stay upright, so they stay sharp)."""
    height = card_height(width)
    if count == 0:
        return []
    widest = round(width * 0.86)  # spread out as far as the room allows
    step = widest if count == 1 else min(widest, (area.width - width) // (count - 1))
    step = max(step, 4)
    total = width + step * (count - 1)
    left = area.centerx - total // 2
    arc = round(height * 0.05)
    mid = (count - 1) / 2
    rects = []
    for i in range(count):
        bend = ((i - mid) / mid) ** 2 if mid else 0.0
        y = area.top + round(arc * bend) - (lift if lifted[i] else 0)
        rects.append(pygame.Rect(left + i * step, y, width, height))
    return rects


def insertion_index(area: pygame.Rect, count: int, width: int, x: int) -> int:
    """Where a card dropped at ``x`` goes among ``count`` other cards of the hand."""
    rects = hand_positions(area, count, width, 0, [False] * count)
    step = rects[1].left - rects[0].left if count > 1 else width
    return next((i for i, rect in enumerate(rects) if x < rect.left + step // 2), count)


def kept_order(order: Sequence[int], hand: Sequence[int],
               sort: Callable[[list[int], str], list[int]], mode: str | None) -> list[int]:
    """The person's order of their hand after it changed: cards gone are dropped (one copy at
    a time, for two-deck games), new ones go where the chosen sort puts them, or at the right
    end, by suit, after a manual reorder."""
    left = list(hand)
    kept = []
    for card in order:
        if card in left:
            left.remove(card)
            kept.append(card)
    if mode is not None:
        return sort(kept + left, mode)
    return kept + sort(left, "suit")
