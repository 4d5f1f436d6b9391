"""The rules page against what it shows and what the program does: its card pictures drawn
as the text reads them, and the rulings a refusal at the table cites stated on the page."""

from __future__ import annotations

import pygame
import pytest

from sixseq.engine.refusal import IllegalAction
from sixseq.games.carre.rules.state import MAX_SQUARE_RUN
from sixseq.games.rami.rules.cards import hand_points, joker_as
from sixseq.games.rami.rules.melds import meld_of
from sixseq.games.six_sequences.rules.melds import default_position, new_sequence, series_rank
from sixseq.games.six_sequences.rules.scoring import card_penalty
from sixseq.ui import i18n
from sixseq.ui.cardart import card_size
from sixseq.ui.games import game_ui
from sixseq.ui.palette import GOLD
from sixseq.ui.rules import RulesPage


def _head_columns(surface: pygame.Surface) -> set[int]:
    """The columns where a sign (drawn in the headings' colour) left a pixel."""
    found = set()
    for x in range(surface.get_width()):
        for y in range(surface.get_height()):
            r, g, b, a = surface.get_at((x, y))
            if a > 200 and abs(r - GOLD[0]) < 12 and abs(g - GOLD[1]) < 12 \
                    and abs(b - GOLD[2]) < 12:
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


def _row(rows: list[tuple[str, str, str]], caption: str) -> list[str]:
    """The card groups of the picture captioned ``caption``, as text (signs left out)."""
    notation = next(what for kind, what, extra in rows if kind == "cards" and extra == caption)
    return [" ".join(t for t in group.split() if t not in ("+", "→"))
            for group in notation.split("|")]


def test_the_six_sequences_pictures_show_what_their_captions_say() -> None:
    """Each sequence drawn is one the rules core accepts, and the counts printed under the
    kept sequences and the hand left at the end are the core's (SS-MELD, SS-SCORE)."""
    ui = game_ui("six-sequences")
    rows = list(ui.rules())
    r = "sixseq.rules.ss."

    def sequence(text: str, low: int | None = None) -> int:
        cards = ui.parse_cards(text)
        start = default_position(cards[0]) if low is None else low
        placements = tuple((start + i, card) for i, card in enumerate(cards))
        return new_sequence(placements, 0, 0).points()

    ends = _row(rows, r + "deck_ends_cards")
    assert sequence(ends[0], 1) == 3 and sequence(ends[1]) == 5  # A low; 1 high
    assert sequence(_row(rows, r + "deck_top")[0])
    sequence(_row(rows, r + "sequence_cards")[0])
    sequence(_row(rows, r + "sequence_cards")[1], 9)  # 9♣ 0♣(10) 11♣
    series_rank(tuple((default_position(c), c)
                      for c in ui.parse_cards(_row(rows, r + "series_cards")[0])))
    assert sequence(_row(rows, r + "score_high")[0]) == 9
    assert sequence(_row(rows, r + "score_low")[0], 1) == 3
    assert sequence(_row(rows, r + "score_one")[0], 17) == 5
    assert sum(card_penalty(c) for c in ui.parse_cards(_row(rows, r + "penalty_cards")[0])) \
        == 12


def test_the_rami_pictures_show_what_their_captions_say() -> None:
    """Every combination drawn as one is one the rules core accepts, "K A 2" is refused, and
    the sums printed (67 to open, hands of 30, 25 and 31) are the core's (RA-MELD, RA-SCORE)."""
    ui = game_ui("rami")
    rows = list(ui.rules())
    r = "rami.rules."

    def meld(text: str, joker_for: str = "") -> object:
        cards = ui.parse_cards(text)
        stand = ui.parse_cards(joker_for)[0] if joker_for else None
        return meld_of([joker_as(stand) if stand is not None and c == ui.parse_cards("jk")[0]
                        else c for c in cards])

    for group in _row(rows, r + "series_cards") + _row(rows, r + "sequence_cards"):
        meld(group)
    seq, series = _row(rows, r + "joker_cards")
    meld(seq, "6d")
    meld(series, "9d")
    with pytest.raises(IllegalAction):
        meld(_row(rows, r + "ace_cards")[0])
    value = sum(meld_of(ui.parse_cards(g)).value() for g in _row(rows, r + "opening_cards"))
    assert value == 67
    hands = [hand_points(ui.parse_cards(g)) for g in _row(rows, r + "score_cards")]
    assert hands == [30, 25, 31]
