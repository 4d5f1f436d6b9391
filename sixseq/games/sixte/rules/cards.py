"""Sixte's cards (SX-DECK): the standard deck's ints, ace high, 6 to ace (36 cards) or the
whole 52 in the variant (SX-DEAL-3), and the table's size and counts."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from sixseq.decks.standard import N_RANKS, SUIT_GLYPHS, Card, card_label, deck
from sixseq.engine.tricks import CardOrder, Obligations

SEATS = 6  # SX-SEAT-1
HAND_SIZE = 6  # SX-DEAL-1: three rounds of two
TRICKS = 6  # SX-PLAY-1
GAME_POINTS = 6  # SX-SCORE-3
# SX-SCORE-1: one point a hand, so a game lasts at most 5 points for each seat, plus one.
MAX_HANDS = SEATS * (GAME_POINTS - 1) + 1
SIXTE_RANKS = (1, 6, 7, 8, 9, 10, 11, 12, 13)  # SX-DECK-1: 6 … 10, J, Q, K, A


def suit(card: Card) -> int:
    return card // N_RANKS


def strength(card: Card) -> int:
    """SX-DECK-2: 0 for a 2 … 11 for a king, 12 for the ace (the same in trumps)."""
    return (card % N_RANKS - 1) % N_RANKS


ORDER: CardOrder[Card] = CardOrder(suit, strength)


def sort_hand(cards: Iterable[Card]) -> tuple[Card, ...]:
    """By suit (♠ ♥ ♦ ♣), then from low to high: the order a hand is shown and listed in."""
    return tuple(sorted(cards, key=lambda c: (suit(c), strength(c))))


def label(card: Card) -> str:
    """A card in a sentence (English ranks, suit glyph): ``K♥``."""
    return card_label(card, "en")


def glyph(suit_index: int) -> str:
    return SUIT_GLYPHS[suit_index]


@dataclass(frozen=True, slots=True)
class Options:
    """The table options (SX-PLAY-3, SX-DEAL-3), all off by default."""

    must_trump: bool = False  # void in the suit led: trump, and over-trump when able
    must_overtake: bool = False  # following suit: beat the best card of the suit led
    deck52: bool = False  # the 52-card variant: a stock of 16, its top card turned up

    @property
    def obligations(self) -> Obligations:
        return Obligations(trump_when_void=self.must_trump, overtake=self.must_overtake)

    def deck(self) -> list[Card]:
        """The cards in play, in a fixed order (shuffled by the deal)."""
        return deck() if self.deck52 else deck(ranks=SIXTE_RANKS)

    def as_dict(self) -> dict[str, bool]:
        return {"must_trump": self.must_trump, "must_overtake": self.must_overtake,
                "deck52": self.deck52}

    @classmethod
    def from_mapping(cls, values: Mapping[str, Any]) -> Options:
        """Options from JSON-like values (unknown names are ignored; a value must be a bool)."""
        found = {}
        for name in ("must_trump", "must_overtake", "deck52"):
            value = values.get(name, False)
            if not isinstance(value, bool):
                raise ValueError(f"option {name!r} should be true or false, not {value!r}")
            found[name] = value
        return cls(**found)
