"""The rules page against what it shows and what the program does: its card pictures drawn
as the text reads them, and the rulings a refusal at the table cites stated on the page."""

from __future__ import annotations

import pygame
import pytest

from sixseq.games.carre.rules.state import MAX_SQUARE_RUN
from sixseq.ui import i18n
from sixseq.ui.cardart import card_size
from sixseq.ui.games import game_ui
from sixseq.ui.page import HEAD
from sixseq.ui.rules import RulesPage


def _head_columns(surface: pygame.Surface) -> set[int]:
    """The columns where a sign (drawn in the headings' colour) left a pixel."""
    found = set()
    for x in range(surface.get_width()):
        for y in range(surface.get_height()):
            r, g, b, a = surface.get_at((x, y))
            if a > 200 and abs(r - HEAD[0]) < 12 and abs(g - HEAD[1]) < 12 \
                    and abs(b - HEAD[2]) < 12:
                found.add(x)
                break
    return found


@pytest.mark.parametrize("card_w", [48, 56, 84])
def test_a_sign_between_two_cards_is_drawn_in_the_gap_between_them(card_w: int) -> None:
    """Le Carré's "Q♥ J♥ + 10♥" drew its + half over the J♥ (so did every "+" and "→" of
    the page: 8♦ 9♦ added to a sequence, the joker swapped out): the sign was placed from
    where the card before it began to overlap, not from where it ended."""
    pygame.init()
    ui = game_ui("carre")
    surface = RulesPage._cards(ui, ui.card_art(), "Jh + 10s", "", card_w, 16, 900, False)
    signs = _head_columns(surface)
    assert signs, "no sign drawn"
    assert min(signs) >= card_w  # clear of the J♥
    second = [x for x in range(surface.get_width())
              if surface.get_at((x, card_size(card_w)[1] // 2)).a > 200 and x > max(signs)]
    assert second and min(second) > max(signs)  # and of the 10♠ after it


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_carre_rules_page_states_the_limit_on_moves_within_the_square_CA_TURN_4(
        language: str) -> None:
    """The table refuses a 21st move in a row within the square ("CA-TURN-4: 20 moves within
    the square in a row…"), yet the page's CA-TURN part said "as many moves as you like"."""
    rows = list(game_ui("carre").rules())
    start = next(i for i, (kind, _, ids) in enumerate(rows) if kind == "h" and ids == "CA-TURN")
    end = next(i for i in range(start + 1, len(rows)) if rows[i][0] == "h")
    i18n.configure(language)
    try:
        section = " ".join(i18n.tr(key) for kind, key, _ in rows[start + 1:end]
                           if kind != "cards")
    finally:
        i18n.configure("en")
    assert str(MAX_SQUARE_RUN) in section
