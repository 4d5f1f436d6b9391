"""Where an arrow key takes the keyboard's focus among rectangles on screen: one rule for the
tables' cards and piles (:mod:`sixseq.ui.table.keyboard`) and the menus' and dialogs' buttons
(:mod:`sixseq.ui.buttonkeys`) alike."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

SIDEWAYS_COST = 2.5  # a step across the arrow's way counts this much more than one along it


def nearest_towards(rects: Sequence[pygame.Rect], here: int, dx: int, dy: int) -> int | None:
    """Where an arrow key takes the keyboard's focus from ``rects[here]``: the nearest rect
    ahead in the direction (dx, dy), a step sideways costing ``SIDEWAYS_COST`` times a step
    ahead, so the focus keeps to its row or column; None when nothing lies that way."""
    centre = rects[here].center
    best: tuple[float, int] | None = None
    for i, rect in enumerate(rects):
        vx, vy = rect.centerx - centre[0], rect.centery - centre[1]
        along = vx * dx + vy * dy
        if i == here or along <= 0:
            continue
        score = along + SIDEWAYS_COST * (abs(vx * dy) + abs(vy * dx))
        if best is None or score < best[0]:
            best = (score, i)
    return None if best is None else best[1]
