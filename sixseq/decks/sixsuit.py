"""Cards of the six-suit, 120-card deck (SS-DECK) as small integers.

A card is ``suit * 20 + rank``: ints keep hands, masks and search fast, and every
card has a text form that parses back (``10♥`` or ``10h``, ``J★`` or ``Jt``, ``0●`` or ``0o``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from typing import TypeVar

from sixseq.engine.rng import stable_shuffle

Card = int

N_SUITS = 6
N_RANKS = 20
DECK_SIZE = N_SUITS * N_RANKS  # SS-DECK-1

# SS-DECK-1: suits in their fixed order: spades, clubs, hearts, diamonds, stars and the ruled
# "orbs" (●).
SUIT_GLYPHS = ("♠", "♣", "♥", "♦", "★", "●")
SUIT_LETTERS = ("s", "c", "h", "d", "t", "o")

# SS-DECK-2: ranks in ascending order; rank 0 is the suit's joker.
RANK_SYMBOLS = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12",
                "J", "C", "B", "R", "Q", "K", "A")
JOKER = 0
ONE = 1
ACE = 19

# SS-DECK-3: sequence positions 1..19; position 1 holds the 1 or the A, position 19 the A or the 1.
LOW_POSITION = 1
HIGH_POSITION = 19

DECK: tuple[Card, ...] = tuple(range(DECK_SIZE))

_BY_TEXT: dict[str, Card] = {}
for _c in DECK:
    _suit, _rank = divmod(_c, N_RANKS)
    for _s in (SUIT_GLYPHS[_suit], SUIT_LETTERS[_suit]):
        _BY_TEXT[RANK_SYMBOLS[_rank] + _s] = _c
        _BY_TEXT[(RANK_SYMBOLS[_rank] + _s).lower()] = _c


def make_card(suit: int, rank: int) -> Card:
    if not (0 <= suit < N_SUITS and 0 <= rank < N_RANKS):
        raise ValueError(f"no card with suit {suit} and rank {rank}")
    return suit * N_RANKS + rank


def suit_of(card: Card) -> int:
    return card // N_RANKS


def rank_of(card: Card) -> int:
    return card % N_RANKS


def is_joker(card: Card) -> bool:
    return card % N_RANKS == JOKER


def is_figure(card: Card) -> bool:
    return 13 <= card % N_RANKS <= 18


def card_str(card: Card, ascii: bool = False) -> str:
    """The card's short text, e.g. ``10♥`` (or ``10h`` with ``ascii``); ``ValueError`` for a
    number that is no card."""
    if not 0 <= card < DECK_SIZE:
        raise ValueError(f"no card number {card}")
    suit, rank = divmod(card, N_RANKS)
    return RANK_SYMBOLS[rank] + (SUIT_LETTERS if ascii else SUIT_GLYPHS)[suit]


def parse_card(text: str) -> Card:
    """Parse either text form of a card; raises ``ValueError`` naming the bad text."""
    key = text.strip()
    card = _BY_TEXT.get(key, _BY_TEXT.get(key.lower()))
    if card is None:
        raise ValueError(f"not a card: {text!r} (expected e.g. 10♥, 10h, J★, Jt, 0●, 0o)")
    return card


def cards_str(cards: Iterable[Card], ascii: bool = False) -> str:
    return " ".join(card_str(c, ascii) for c in cards)


def parse_cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def positions_for_rank(rank: int) -> tuple[int, ...]:
    """Every sequence position a rank may occupy (SS-DECK-3, SS-ACE)."""
    if rank in (ONE, ACE):
        return (LOW_POSITION, HIGH_POSITION)
    return (rank,)


def ranks_for_position(position: int) -> tuple[int, ...]:
    """The real ranks that may stand at a sequence position (the joker may stand anywhere)."""
    if position in (LOW_POSITION, HIGH_POSITION):
        return (ONE, ACE)
    return (position,)


# --- sets of cards as bit masks --------------------------------------------------------------

def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def cards_in(mask: int) -> Iterator[Card]:
    """The cards of a mask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


# --- seeded, version-stable shuffling ----------------------------------------------------------

T = TypeVar("T")


def shuffled_deck(rng: random.Random) -> list[Card]:
    deck = list(DECK)
    stable_shuffle(deck, rng)
    return deck


def sort_cards(cards: Sequence[Card], by: str = "suit") -> list[Card]:
    """Cards sorted by suit then rank (``by="suit"``) or by rank then suit (``by="rank"``)."""
    if by == "rank":
        return sorted(cards, key=lambda c: (c % N_RANKS, c // N_RANKS))
    return sorted(cards)
