"""A player who does not see colours as we do (red–green or blue–yellow colour blindness, a
dimmed screen): what the tables tell with colour is told as well by a shape or a difference in
lightness, measured on pixels seen in grey (luminance alone) or as each kind of colour
blindness sees them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from colour_metrics import CVD_MATRICES, RGB, contrast_ratio, simulate
from table_harness import make_app

from sixseq.decks.sixsuit import parse_cards, rank_of
from sixseq.games.twenty_twenty.rules.position import Position
from sixseq.games.twenty_twenty.view.layout import compute
from sixseq.games.twenty_twenty.view.sprites import draw_strip
from sixseq.ui.cardart import FACE_COLOUR, CardArt, Highlight, overlay_margin
from sixseq.ui.drawing import FELT, TABLE_TOP
from sixseq.ui.games import playable
from sixseq.ui.table.scene import CardTable

VISIONS = ("normal", *CVD_MATRICES)


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
    five = rank_of(parse_cards("5h")[0])
    assert Position.from_piles([parse_cards("5h 5s")]).unpairable_ranks() == {five}
    frame = compute(size).px(3) + 1  # the frame's width, and a pixel for its smoothing
    inside = cell.inflate(-2 * frame, -2 * frame)
    assert share_told_apart(paired, stuck, inside) >= 0.04


# --- lit places, picked cards, the focus ------------------------------------------------------

# What a mark may lie on: a card's face (the Carré's square, a row of laid cards, a hand), the
# felt of every table colour at its light middle and its dark edge, Sixte's table top.
GROUNDS: dict[str, RGB] = {
    "card face": FACE_COLOUR,
    **{f"{name} felt": middle for name, (middle, _) in FELT.items()},
    **{f"{name} felt's edge": edge for name, (_, edge) in FELT.items()},
    **{f"{name} table top": top for name, top in TABLE_TOP.items()},
}


def seen(colour: RGB, vision: str) -> RGB:
    return colour if vision == "normal" else simulate(colour, vision)


def strongest_edge(draw: Callable[[pygame.Surface], object], ground: RGB, card: pygame.Rect,
                   on_card: bool, vision: str) -> float:
    """How well a mark stands out by lightness: the highest contrast, along a line crossing
    its top edge from outside its glow to a quarter down the card, between each pixel and
    what was there before the mark (``ground``, and a card's face at ``card`` if
    ``on_card``)."""
    surface = pygame.Surface((card.right + card.x, card.bottom + card.y))
    surface.fill(ground)
    if on_card:
        surface.fill(FACE_COLOUR, card)
    before = surface.copy()
    draw(surface)
    return max(contrast_ratio(seen(colour_at(surface, (card.centerx, y)), vision),
                              seen(colour_at(before, (card.centerx, y)), vision))
               for y in range(0, card.top + card.height // 4))


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> CardTable[Any]:
    app = make_app(Path(tmp_path_factory.mktemp("table")))
    scene = next(ui for info, ui in playable() if info.id == "carre").showcase(app)
    assert isinstance(scene, CardTable)
    return scene


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("width", [48, 120])
def test_every_mark_stands_out_by_lightness_on_a_card_as_on_the_felt(
        table: CardTable[Any], width: int, vision: str) -> None:
    """A place lit during a drag, the keyboard's focus, a picked card, a hint's or Sixte's
    best card: gold or blue edges, bright on the dark felt but as light as a card's face
    (1.4 to 1.8:1 on it). On Le Carré's square of cards, where lit cards touch their
    neighbours, a tritanope saw a pale pink line on a cream card, and a dim screen nothing.
    Every mark has a part that differs by 3:1 (WCAG's non-text contrast) from whatever it
    lies on, for every kind of colour vision."""
    art = CardArt()
    card = pygame.Rect(30, 30, width, round(width * 1.5))
    m = overlay_margin(width)
    marks = {  # name: (how it is drawn, what it is drawn on: an empty place, a card)
        **{f"place lit as {kind}": ((lambda s, k=kind: table.draw_mark(s, card, k)),
                                    (False, True)) for kind in ("target", "focus")},
        **{f"card lit as {kind.value}": (
            (lambda s, k=kind: s.blit(art.overlay(width, k), card.move(-m, -m))), (True,))
           for kind in Highlight},
    }
    poor = [(name, where, on_card, round(ratio, 2))
            for name, (draw, on) in marks.items() for on_card in on
            for where, ground in GROUNDS.items()
            if (ratio := strongest_edge(draw, ground, card, on_card, vision)) < 3.0]
    assert not poor
