"""Where an arrow key takes the keyboard's focus among rectangles on screen: one rule for the
tables' cards and piles (:mod:`sixseq.ui.table.keyboard`) and the menus' and dialogs' buttons
(:mod:`sixseq.ui.buttonkeys`) alike."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

SIDEWAYS_COST = 2.5  # a step across the arrow's way counts this much more than one along it


def nearest_towards(rects: Sequence[pygame.Rect], here: int, dx: int, dy: int,
                    in_line_only: bool = False) -> int | None:
    """Where an arrow key takes the keyboard's focus from ``rects[here]``: among the rects
    ahead in the direction (dx, dy), those in line with it (their extent across the arrow's
    way overlaps its own: the buttons of the row under it, the pile under a card), the
    nearest; when none is in line, the nearest with a step sideways costing
    ``SIDEWAYS_COST`` times a step ahead, so the focus keeps to its row or column — or, with
    ``in_line_only``, none (Left and Right in a dialog stop at the end of the row). None when
    nothing lies that way.

    Weighing alone, a short wide button (*Done*) reached the row two above it through a
    narrow button nearly over its centre, past the wide one overlapping it just above."""
    start = rects[here]
    centre = start.center
    best: tuple[bool, float, float, int] | None = None
    for i, rect in enumerate(rects):
        vx, vy = rect.centerx - centre[0], rect.centery - centre[1]
        along = vx * dx + vy * dy
        if i == here or along <= 0:
            continue
        aside = abs(vx * dy) + abs(vy * dx)
        in_line = _in_line(start, rect, dx)
        if in_line_only and not in_line:
            continue
        score = (not in_line, along if in_line else along + SIDEWAYS_COST * aside, aside, i)
        if best is None or score < best:
            best = score
    return None if best is None else best[3]


def _in_line(here: pygame.Rect, there: pygame.Rect, dx: int) -> bool:
    """Whether ``there`` overlaps ``here`` across the arrow's way: in x for up and down, in y
    for left and right."""
    if dx:
        return there.top < here.bottom and here.top < there.bottom
    return there.left < here.right and here.left < there.right
