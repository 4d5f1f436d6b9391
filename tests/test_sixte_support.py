"""Positions for the Sixte tests, written in card notation, and a full snapshot of a state (so
a refused action can be shown to change nothing)."""

from __future__ import annotations

from typing import Any

import pytest

from sixseq.decks.standard import parse_card, parse_cards
from sixseq.games.sixte.rules.actions import Play
from sixseq.games.sixte.rules.cards import SEATS, Options
from sixseq.games.sixte.rules.hand import HandState

# A deal of the 36 cards, dealer 5 (so seat 0 leads), trump ♥ by the dealer's 6♥.
DEAL = ("Ah 10h 9s 7s Kd 6c",
        "Jh 8h Ks Qd 9d 7c",
        "Qh 7h As 10s Jd Ac",
        "9h Js 8s 7d Kc Qc",
        "Kh Qs Ad 10d 8d Jc",
        "6h 6s 6d 10c 9c 8c")


def c(text: str) -> int:
    return parse_card(text)


def p(text: str) -> Play:
    return Play(parse_card(text))


def position(hands: tuple[str, ...] = DEAL, dealer: int = 5, trump: str = "6h",
             options: Options | None = None, plays: str = "", stock: str = "") -> HandState:
    """A hand from its deal in notation, then ``plays`` (cards, in order) applied."""
    state = HandState.from_position([parse_cards(h) for h in hands], dealer, c(trump),
                                    options, parse_cards(stock))
    for card in plays.split():
        state.apply(p(card))
    return state


def snapshot(state: HandState) -> dict[str, Any]:
    """Everything that defines a position."""
    return {"seed": state.seed, "dealer": state.dealer, "options": state.options,
            "scores": state.scores, "trump_card": state.trump_card, "stock": state.stock,
            "hands": tuple(state.hand(s) for s in range(SEATS)), "trick": state.trick,
            "tricks": state.tricks, "winners": state.winners, "actions": tuple(state.actions),
            "to_move": state.to_move, "legal": state.legal_actions(),
            "observations": tuple(state.observation(s) for s in range(SEATS))}


def test_positions_check_their_deal() -> None:
    """A chosen deal must be the deck, six by six, the trump card with the dealer."""
    assert position().hand(5) == tuple(sorted(parse_cards(DEAL[5]),
                                              key=lambda x: (x // 13, (x % 13 - 1) % 13)))
    with pytest.raises(ValueError, match="every card"):
        position(hands=(*DEAL[:5], "6h 6s 6d 10c 9c Ah"))
    with pytest.raises(ValueError, match="trump card"):
        position(trump="Ah")
    with pytest.raises(ValueError, match="hands of"):
        position(hands=DEAL[:5])


def test_a_chosen_deal_takes_any_dealer_seat_and_the_variants_stock_top() -> None:
    """SX-SEAT-2: the dealer is any of the six seats, 0 to 5, and no other; SX-DEAL-2: the
    turned-up card is the dealer's; SX-DEAL-3: in the 52-card variant it is the stock's top."""
    assert position(dealer=0, trump="Ah").trick.leader == 1  # seat 0 holds A♥
    assert position(dealer=5).trick.leader == 0
    for dealer in (-1, 6):
        with pytest.raises(ValueError, match="dealer"):
            position(dealer=dealer)
    wide = Options(deck52=True)
    cards = wide.deck()
    hands = [cards[6 * s:6 * s + 6] for s in range(SEATS)]
    stock = cards[36:]
    state = HandState.from_position(hands, 5, stock[0], wide, stock)
    assert state.trump_card == state.stock[0] == stock[0] and state.trump_holder() is None
    for dealer in (-1, 6):
        with pytest.raises(ValueError, match="dealer"):
            HandState.from_position(hands, dealer, stock[0], wide, stock)
    for turned in (stock[1], hands[5][0]):  # not the stock's top, even the dealer's card
        with pytest.raises(ValueError, match="trump card"):
            HandState.from_position(hands, 5, turned, wide, stock)
