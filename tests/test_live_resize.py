"""The window resized while the player is at play (a window dragged to another shape, a
screen rotated): what the player holds follows the table laid out anew."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from patience_harness import open_patience, patience_app
from patience_harness import settle as settle_patience
from table_harness import make_app, post, resize
from test_carre_table import c, grip, hand_spot, open_carre, p, settle

from sixseq.ui.app import App

SHAPES = [((1280, 800), (800, 1000)), ((1280, 800), (2560, 1080)), ((1024, 768), (900, 900))]
ids = [f"{a[0]}x{a[1]}-to-{b[0]}x{b[1]}" for a, b in SHAPES]


@pytest.fixture
def app(tmp_path: Path) -> App:
    return make_app(tmp_path)


def press_and_move(app: App, start: tuple[int, int], rise: int) -> tuple[int, int]:
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step()
    pos = start
    for _ in range(3):
        pos = (pos[0], pos[1] - rise // 3)
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, -rise // 3), buttons=(1, 0, 0))
        app.step()
    return pos


@pytest.mark.parametrize(("first", "then"), SHAPES, ids=ids)
def test_a_card_dragged_while_the_window_changes_shape_follows_the_new_table(
        app: App, first: tuple[int, int], then: tuple[int, int]) -> None:
    """Le Carré, the 10♥ dragged from the hand, then the window resized: the lit legal place
    stayed where J♥'s pile was in the old window (a gold frame on empty felt) while the pile
    itself, moved, was not lit, and the card under the pointer kept the old window's size.
    Now the pile is lit where it is, the card is the new size with the same point of it under
    the pointer, and dropped on the pile it is played there (CA-SQUARE-1)."""
    resize(app, first)
    table = open_carre(app)
    start = grip(hand_spot(table, c("10h")))
    old = hand_spot(table, c("10h"))
    pointer = press_and_move(app, start, 120)
    resize(app, then)
    assert [t.rect for t in table.targets] == [table.place_rect(p("a1"))]
    dragged = next(iter(table.pointer.dragged().values()))
    assert dragged.width == hand_spot(table, c("10h")).width
    assert dragged.collidepoint(pointer)
    ratio = dragged.width / old.width  # the same point of the card, to a pixel and a half
    assert abs((pointer[0] - dragged.x) - (start[0] - old.x) * ratio) <= 1.5
    assert abs((pointer[1] - dragged.y) - (start[1] - old.y) * ratio) <= 1.5
    end = table.place_rect(p("a1")).center
    post(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))
    app.step()
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.step()
    settle(app, table)
    assert table.carre.round.table.piles[p("a1")][-1] == c("10h")


@pytest.mark.parametrize(("source", "card", "lit"), [("hand", "10h", "a1"), ("a2", "5h", "l1")],
                         ids=["a hand card", "a square top"])
def test_a_card_picked_by_a_click_keeps_its_lit_places_where_they_are_after_a_resize(
        app: App, source: str, card: str, lit: str) -> None:
    """A click picks the second of two 10♥ (two decks) and lights J♥'s pile (or picks the 5♥
    on top of a2 and lights the column up to 4♥); after a resize that same card is still
    held where it now stands, the light is on the pile where it now is, and a click there
    plays the card."""
    table = open_carre(app, hand="10h 10s 5d 5h 7c 10h")
    assert table.scenery is not None
    spot = [s.rect for s in table.scenery.hand if s.item.card == c(card)][-1] \
        if source == "hand" else table.place_rect(p(source))
    post(pygame.MOUSEBUTTONDOWN, pos=grip(spot), button=1)
    app.step()
    post(pygame.MOUSEBUTTONUP, pos=grip(spot), button=1)
    app.step()
    held = table.picked
    assert held is not None
    resize(app, (800, 1000))
    assert [t.rect for t in table.targets] == [table.place_rect(p(lit))]
    assert table.picked is not None and table.picked.item == held.item
    assert table.picked.spots, "the card held stands on the new table"
    post(pygame.MOUSEBUTTONDOWN, pos=table.place_rect(p(lit)).center, button=1)
    app.step()
    post(pygame.MOUSEBUTTONUP, pos=table.place_rect(p(lit)).center, button=1)
    app.step()
    settle(app, table)
    assert table.carre.round.table.piles[p(lit)][-1] == c(card)


def test_a_20_20_card_dragged_while_the_window_shrinks_stays_under_the_pointer(
        tmp_path: Path) -> None:
    """The 20/20 at 2560×1440, a card taken near its lower right corner and dragged, then the
    window made 800×1000: the card shrank to the new size but kept the old distance from the
    pointer, so it hung up and left of the pointer with the pointer off it. It now keeps the
    same point of it under the pointer."""
    app = patience_app(tmp_path)
    resize(app, (2560, 1440))
    scene = open_patience(app, 7)
    settle_patience(app, scene)
    assert scene.layout is not None
    top = scene.layout.piles[0]
    start = (top.right - top.width // 5, top.bottom - top.height // 5)
    pointer = press_and_move(app, start, 90)
    resize(app, (800, 1000))
    dragged = next(iter(scene.gestures.dragged().values()))
    assert dragged.size == scene.layout.piles[0].size
    assert dragged.collidepoint(pointer)
    assert abs((pointer[0] - dragged.x) / dragged.width - 0.8) < 0.05
