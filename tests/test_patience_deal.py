"""TT-1 and TT-5: deal numbers give the same 20 piles of 6 everywhere, forever."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sixseq.decks.sixsuit import DECK, card_str, parse_cards
from sixseq.games.twenty_twenty.rules.deal import (
    N_PILES,
    PILE_HEIGHT,
    check_deal_number,
    deal_piles,
    pile_place,
)
from sixseq.games.twenty_twenty.rules.position import Position

# Deal 0, card by card, bottom to top, piles row by row. Changing the shuffle breaks every
# shared deal number, so this must never change.
DEAL_0 = [
    "Qh 3o At 3s 11o Ah", "Jd 2c 10c 5c 7h 9d", "3c 7d Bd Rs 5t 9c", "2s Rd 8s 7o 3h 4t",
    "Kt 4h 6h Bo 0t Qc", "10s 4c 8h 10h 4o Jt", "Js 12h 1c 12o 12d 11t", "Bc As 6s 2o Bt 0c",
    "Ko Co 8c Cc Ch 8t", "Ct Bs Cs 9o Kh 3t", "4s 1t 2t 1h 11c 6t", "3d 0s 10o 11s 1s 12t",
    "7s Ro 6d Rh Ao 10d", "6c Kd 0h Bh 5o 9t", "11d 0d 2h 7t 9s Qo", "Ac Ks Qd 10t 8d 12c",
    "Ad 12s Rt 1o Rc Qs", "4d 7c Cd 5h 1d Kc", "6o 0o 11h 2d 5d Jc", "5s Jh Jo Qt 9h 8o",
]
PINNED = {
    1: {0: "Ao 1t 0c 10t 8d 1h", 7: "Qo 5c 11h 11c Kt Ah", 19: "8s Qt 2o 8o 12d Qs"},
    2025: {0: "10c 2s 7s Jh Qt Bh", 12: "Ad 4s 11c 2o 6c 5c", 19: "2c 1d 7o 2t 10s 11d"},
    10**12: {3: "Cs Co Rd Qt 8s 1t", 19: "11t Rt Ko 5t 5o 1d"},
}


def test_tt5_deal_0_is_pinned_card_by_card() -> None:
    assert [list(p) for p in deal_piles(0)] == [parse_cards(t) for t in DEAL_0]


@pytest.mark.parametrize("deal", sorted(PINNED))
def test_tt5_other_deals_are_pinned(deal: int) -> None:
    piles = deal_piles(deal)
    for index, text in PINNED[deal].items():
        assert " ".join(card_str(c, ascii=True) for c in piles[index]) == text


def _documented_shuffle(number: int) -> list[list[int]]:
    """The recipe of the ``sixseq.patience.deal`` docstring, written out independently."""
    rng = random.Random(number)
    deck = list(range(120))
    for i in range(119, 0, -1):
        bits = (i + 1).bit_length()
        j = rng.getrandbits(bits)
        while j > i:
            j = rng.getrandbits(bits)
        deck[i], deck[j] = deck[j], deck[i]
    return [deck[6 * k:6 * k + 6] for k in range(20)]


@given(st.integers(min_value=0, max_value=2**70))
def test_tt5_deals_follow_the_documented_recipe(deal: int) -> None:
    assert [list(p) for p in deal_piles(deal)] == _documented_shuffle(deal)


@given(st.integers(min_value=0, max_value=10**9))
def test_tt1_twenty_piles_of_six_hold_the_whole_deck(deal: int) -> None:
    piles = deal_piles(deal)
    assert len(piles) == N_PILES and all(len(p) == PILE_HEIGHT for p in piles)
    assert sorted(c for p in piles for c in p) == list(DECK)
    start = Position.deal(deal)
    assert start.heights == (6,) * 20
    assert start.tops() == tuple(p[-1] for p in piles)  # TT-1: every top card turned up


def test_tt1_piles_are_numbered_row_by_row() -> None:
    assert [pile_place(k) for k in (0, 4, 5, 19)] == [(0, 0), (0, 4), (1, 0), (3, 4)]


@pytest.mark.parametrize("bad", [-1, True, 1.5, "3", None])
def test_tt5_deal_numbers_are_whole_numbers_from_zero(bad: object) -> None:
    with pytest.raises(ValueError, match="TT-5"):
        check_deal_number(bad)
