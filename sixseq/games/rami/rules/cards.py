"""Rami's view of the standard deck (RA-DECK): 108 cards, sequence positions, card values,
and the tokens a combination is written with.

A card is the standard deck's int (``suit * 13 + rank - 1``, joker 52); the two copies of a
card are the same int (RA-DECK-1). In a sequence a card stands at a *position* 1..14: the
ranks 2..K at their own number, the ace at 1 (low, before a 2) or at 14 (high, after a K)
(RA-DECK-2, RA-MELD-4). A combination is written as *tokens*: a real card is its int, and a
joker standing for card ``c`` (RA-JOKER-1) is ``JOKER_AS + c``, written ``jk=7d``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sixseq.decks.standard import (
    ACE,
    JOKER,
    KING,
    N_RANKS,
    N_SUITS,
    Card,
    card_glyph,
    card_label,
    card_str,
    deck,
    parse_card,
)

__all__ = [
    "ACE", "HIGH", "JOKER", "JOKER_AS", "KING", "LOW", "N_KINDS", "N_RANKS",
    "N_SUITS", "Card", "Counts", "Token", "card_at", "card_glyph", "card_label", "card_str",
    "counts_of", "full_deck", "hand_points", "joker_as", "parse_card",
    "parse_token", "position_rank", "position_value", "positions_of", "rank_value", "standin",
    "token_card", "token_str", "tokens_str",
]

Token = int
Counts = list[int]  # how many of each card a hand holds, indexed by card (52: jokers)

N_KINDS = 53  # 52 cards and the joker
JOKER_AS = 53  # a joker token is JOKER_AS + the card it stands for
LOW, HIGH = 1, 14  # the ace's two positions in a sequence


def full_deck() -> list[Card]:
    """RA-DECK-1: each of the 52 cards twice and four jokers, in a fixed order."""
    return deck(copies=2, jokers=4)


def position_rank(position: int) -> int:
    """The rank standing at a sequence position (1 and 14 are both the ace)."""
    return ACE if position in (LOW, HIGH) else position


def card_at(suit: int, position: int) -> Card:
    return suit * N_RANKS + position_rank(position) - 1


def positions_of(card: Card) -> tuple[int, ...]:
    """Where a real card may stand in a sequence: the ace at 1 or 14, others at their rank."""
    rank = card % N_RANKS + 1
    return (LOW, HIGH) if rank == ACE else (rank,)


def position_value(position: int) -> int:
    """RA-DECK-3 on the table: an ace 1 before a 2 and 11 after a K; J Q K 10."""
    if position == LOW:
        return 1
    if position == HIGH:
        return 11
    return min(position, 10)


def rank_value(rank: int) -> int:
    """RA-DECK-3 in a series (an ace 11) and RA-SCORE-1 in hand."""
    return 11 if rank == ACE else min(rank, 10)


def hand_points(cards: Iterable[Card]) -> int:
    """RA-SCORE-1: 2..10 face value, J Q K 10, ace 11, joker 20."""
    return sum(20 if c == JOKER else rank_value(c % N_RANKS + 1) for c in cards)


def counts_of(cards: Iterable[Card]) -> Counts:
    counts = [0] * N_KINDS
    for card in cards:
        counts[card] += 1
    return counts


def joker_as(card: Card) -> Token:
    return JOKER_AS + card


def standin(token: Token) -> Card:
    """The card a token shows: the card itself, or the one its joker stands for."""
    return token - JOKER_AS if token >= JOKER_AS else token


def token_card(token: Token) -> Card:
    """The card a token takes from hand: the joker for a joker token."""
    return JOKER if token >= JOKER_AS else token


def token_str(token: Token, ascii: bool = True) -> str:
    if token >= JOKER_AS:
        return "jk=" + card_str(token - JOKER_AS, ascii)
    return card_str(token, ascii)


def tokens_str(tokens: Sequence[Token], ascii: bool = True) -> str:
    return " ".join(token_str(t, ascii) for t in tokens)


def parse_token(text: str) -> Token:
    """``7d`` or ``jk=7d``; a bare joker in a combination is refused: it must say which card
    it stands for (RA-JOKER-1)."""
    head, sep, tail = text.partition("=")
    if sep:
        if parse_card(head) != JOKER:
            raise ValueError(f"only a joker stands for another card: {text!r}")
        card = parse_card(tail)
        if card == JOKER:
            raise ValueError(f"a joker stands for a real card: {text!r}")
        return JOKER_AS + card
    card = parse_card(text)
    if card == JOKER:
        raise ValueError(f"a joker in a combination says which card it stands for, "
                         f"e.g. jk=7d, not {text!r}")
    return card

