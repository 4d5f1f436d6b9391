"""A player who does not see colours as we do (red–green or blue–yellow colour blindness, a
dimmed screen): what the tables tell with colour is told as well by a shape or a difference in
lightness, measured on pixels seen in grey (luminance alone) or as each kind of colour
blindness sees them."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from colour_metrics import RGB, contrast_ratio

from sixseq.decks.sixsuit import parse_cards, rank_of
from sixseq.games.twenty_twenty.rules.position import Position
from sixseq.games.twenty_twenty.view.layout import compute
from sixseq.games.twenty_twenty.view.sprites import draw_strip, unpairable


def colour_at(surface: pygame.Surface, point: tuple[int, int]) -> RGB:
    r, g, b, _ = surface.get_at(point)
    return r, g, b


def share_told_apart(a: pygame.Surface, b: pygame.Surface, area: pygame.Rect,
                     ratio: float = 1.5) -> float:
    """The share of ``area``'s pixels whose lightness differs between ``a`` and ``b`` by at
    least ``ratio`` (WCAG contrast): what stays of a difference once hue is taken away."""
    points = [(x, y) for x in range(area.left, area.right) for y in range(area.top, area.bottom)]
    differing = sum(contrast_ratio(colour_at(a, p), colour_at(b, p)) >= ratio for p in points)
    return differing / len(points)


# --- the 20/20's "left in play" strip ---------------------------------------------------------

def strip_of(piles: str, size: tuple[int, int]) -> tuple[pygame.Surface, pygame.Rect]:
    """The strip drawn for a position of these piles (``|`` between piles, bottom to top),
    and the cell of their rank."""
    position = Position.from_piles([parse_cards(pile) for pile in piles.split("|")])
    layout = compute(size)
    surface = pygame.Surface(size)
    draw_strip(surface, layout, position)
    rank = rank_of(position.pile(0)[0])
    return surface, layout.cells[rank]


@pytest.mark.parametrize("size", [(800, 560), (1920, 1080)])
def test_a_rank_that_can_never_be_cleared_is_marked_by_more_than_its_frame_s_hue(
        size: tuple[int, int]) -> None:
    """The strip framed a rank with a pair face up in gold, and one that can never be cleared
    in red, of the same width: to a red–green colour-blind player both were a dull yellow
    frame, and the legend's "red" named a colour they cannot see. Seen in grey, the stuck
    rank's cell differs from the paired one across its inside, not only at its edge."""
    paired, cell = strip_of("5s|5h", size)
    stuck, same = strip_of("5h 5s", size)
    assert cell == same
    assert unpairable(Position.from_piles([parse_cards("5h 5s")])) == {rank_of(parse_cards("5h")[0])}
    frame = max(2, round(3 * min(size[0] / 1280, size[1] / 800))) + 1
    inside = cell.inflate(-2 * frame, -2 * frame)
    assert share_told_apart(paired, stuck, inside) >= 0.04
