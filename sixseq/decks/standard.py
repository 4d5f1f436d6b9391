"""Cards of the standard deck — 52 cards in four suits, and the joker — as small integers.

A card is ``suit * 13 + rank - 1`` with ranks 1 (the ace) to 13 (the king), and the joker is
52. Games played with two decks (Rami, Le Carré) hold the same int twice: the two copies of a
card are equal in every rule (RA-DECK-1, CA-DECK-1). Which rank is high (the ace, in Sixte)
is each game's own rule; the card itself only knows its rank.

The text form is language-independent and parses back: ``Ah 10s Qd Kc`` (``Th`` is read as
``10h``; glyphs ``A♥ 10♠`` are read too) and ``jk`` for a joker. What the player sees — ``R D
V`` in French, ``K Q J`` in English — is the view's business (:func:`rank_label`).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence

from sixseq.engine.rng import stable_shuffle

Card = int

N_SUITS = 4
N_RANKS = 13
JOKER: Card = 52
ACE, JACK, QUEEN, KING = 1, 11, 12, 13

# Suits in the order of the rules' texts (RA-DECK-1, SX-DECK-1): ♠ ♥ ♦ ♣.
SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
SUIT_GLYPHS = ("♠", "♥", "♦", "♣")
SUIT_LETTERS = ("s", "h", "d", "c")

RANK_TEXT = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
# What the player reads on the card and in sentences, by language.
RANK_LABELS = {
    "en": RANK_TEXT,
    "fr": ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R"),
}
JOKER_TEXT = "jk"

DECK: tuple[Card, ...] = tuple(range(N_SUITS * N_RANKS))

_BY_TEXT: dict[str, Card] = {JOKER_TEXT: JOKER, "joker": JOKER, "*": JOKER}
for _card in DECK:
    _suit, _index = divmod(_card, N_RANKS)
    _rank = _index + 1
    for _s in (SUIT_LETTERS[_suit], SUIT_GLYPHS[_suit]):
        _BY_TEXT[(RANK_TEXT[_rank] + _s).lower()] = _card
        if _rank == 10:
            _BY_TEXT[("T" + _s).lower()] = _card


def make_card(suit: int, rank: int) -> Card:
    if not (0 <= suit < N_SUITS and 1 <= rank <= N_RANKS):
        raise ValueError(f"no card of suit {suit} and rank {rank}")
    return suit * N_RANKS + rank - 1


def is_joker(card: Card) -> bool:
    return card == JOKER


def suit_of(card: Card) -> int:
    """The card's suit (0..3); a joker has none."""
    if card == JOKER:
        raise ValueError("a joker has no suit")
    return card // N_RANKS


def rank_of(card: Card) -> int:
    """1 (ace) .. 13 (king); a joker has none."""
    if card == JOKER:
        raise ValueError("a joker has no rank")
    return card % N_RANKS + 1


def card_str(card: Card, ascii: bool = True) -> str:
    """``10h`` (``10♥`` without ``ascii``); ``jk`` for a joker."""
    if card == JOKER:
        return JOKER_TEXT
    suit, index = divmod(card, N_RANKS)
    return RANK_TEXT[index + 1] + (SUIT_LETTERS if ascii else SUIT_GLYPHS)[suit]


def card_glyph(card: Card) -> str:
    """A card as sentences and refusals show it: ``10♥``, ``jk``."""
    return card_str(card, ascii=False)


def rank_label(rank: int, locale: str = "en") -> str:
    """The rank as the player's language prints it (``R`` for a king in French)."""
    return RANK_LABELS.get(locale, RANK_TEXT)[rank]


def card_label(card: Card, locale: str = "en") -> str:
    """The card for a sentence in the player's language: ``R♥``, ``10♠``; ``Joker``."""
    if card == JOKER:
        return "Joker"
    return rank_label(rank_of(card), locale) + SUIT_GLYPHS[suit_of(card)]


_CARD_IN_TEXT = re.compile(r"(?<!\w)(10|[2-9AJQK])([♠♥♦♣])")


def localized_cards(text: str, locale: str) -> str:
    """``text`` with every card written as ``K♥`` named in the player's language (``R♥``):
    for sentences built from the rules' and computer players' words, which are English."""
    labels = RANK_LABELS.get(locale, RANK_TEXT)
    if labels == RANK_TEXT:
        return text
    return _CARD_IN_TEXT.sub(lambda m: labels[RANK_TEXT.index(m.group(1))] + m.group(2), text)


def parse_card(text: str) -> Card:
    """Either text form of a card; ``ValueError`` naming the bad text."""
    card = _BY_TEXT.get(text.strip().lower())
    if card is None:
        raise ValueError(f"not a card: {text!r} (expected e.g. Ah, 10s, Td, Qc, K♥, jk)")
    return card


def parse_cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def cards_text(cards: Iterable[Card], ascii: bool = True) -> str:
    return " ".join(card_str(c, ascii) for c in cards)


def deck(copies: int = 1, jokers: int = 0, ranks: Iterable[int] | None = None
         ) -> list[Card]:
    """``copies`` of every card (of the given ranks only, if given) and ``jokers`` jokers, in
    a fixed order: a game shuffles it with :func:`shuffled`."""
    wanted = set(range(1, N_RANKS + 1) if ranks is None else ranks)
    cards = [c for c in DECK if c % N_RANKS + 1 in wanted]
    return [c for c in cards for _ in range(copies)] + [JOKER] * jokers


def shuffled(cards: Sequence[Card], rng: random.Random) -> list[Card]:
    out = list(cards)
    stable_shuffle(out, rng)
    return out


def sort_cards(cards: Iterable[Card], by: str = "suit", ace_high: bool = False) -> list[Card]:
    """Cards by suit then rank (``by="suit"``) or rank then suit (``by="rank"``); jokers
    last; the ace after the king with ``ace_high``."""
    def rank_key(card: Card) -> int:
        rank = card % N_RANKS + 1
        return 14 if ace_high and rank == ACE else rank

    def key(card: Card) -> tuple[int, int, int]:
        if card == JOKER:
            return (1, 0, 0)
        if by == "rank":
            return (0, rank_key(card), card // N_RANKS)
        return (0, card // N_RANKS, rank_key(card))

    return sorted(cards, key=key)
