"""The most a hand's new combinations can be worth (RA-DECK-3): the bound and the test behind
every "51 to open" judgement (RA-OPEN-2), asked for each play a player who has not opened
might make, so it must be fast.

A hand is packed into one int, a byte a card: seven bits for the count and a guard bit set
in every field, so that taking a combination's cards away is one subtraction and a hand that
lacks one of them shows as a guard bit cleared. The search lays or leaves out the hand's
lowest card, memoized by the packed hand; the sequences holding a card depend only on its
suit's row and the series on its rank's column, each also on whether a joker is at hand, and
are memoized by those apart (rows and columns recur far more often than the two together).
"""

from __future__ import annotations

from typing import TypeVar

from sixseq.games.rami.rules.cards import (
    JOKER,
    JOKER_AS,
    N_KINDS,
    N_RANKS,
    Card,
    Token,
    token_card,
)
from sixseq.games.rami.rules.gen import Counts, all_lays, sequence_lays, series_lays
from sixseq.games.rami.rules.melds import meld_of

_BITS = 8
_COUNT = 0x7F  # the count's bits in a field
_GUARD = int.from_bytes(bytes([0x80] * N_KINDS), "little")
_REAL = (1 << (_BITS * JOKER)) - 1  # the fields of the 52 real cards
_LIMIT = 200_000  # memo entries kept before starting afresh


def _fields(cards: set[Card]) -> int:
    return sum(0xFF << (_BITS * card) for card in cards)


# The fields the sequences holding a card depend on (its suit's) and the series (its rank's).
_ROW = [_fields(set(range(card - card % N_RANKS, card - card % N_RANKS + N_RANKS)))
        for card in range(JOKER)]
_COLUMN = [_fields(set(range(card % N_RANKS, JOKER, N_RANKS))) for card in range(JOKER)]
_JOKERS = _COUNT << (_BITS * JOKER)
_ONE_JOKER = 1 << (_BITS * JOKER)
_CARD = _BITS * N_KINDS  # where a memo key tells the card apart

_Found = TypeVar("_Found")
_WORTH: dict[int, int] = {}
_COSTS: dict[tuple[Token, ...], tuple[int, int]] = {}  # a few thousand combinations at most
_RUNS: dict[int, list[tuple[int, int]]] = {}
_SERIES: dict[int, list[tuple[int, int]]] = {}


def packed(hand: Counts) -> int:
    """``hand`` as one int (see the module's note)."""
    return int.from_bytes(bytes(hand), "little") | _GUARD


def best_worth(hand: Counts) -> int:
    """The most a family of new combinations from ``hand`` is worth."""
    return _worth(packed(hand))


def best_worth_with(hand: Counts, card: Card) -> int:
    """The most a family of new combinations holding ``card`` is worth (-1: none holds it)."""
    return _best_with(packed(hand), card)


def best_worth_holding(whole: int, tokens: tuple[Token, ...], card: Card = -1) -> int:
    """The most a family of new combinations from the packed hand ``whole`` that holds the
    combination ``tokens`` and, unless -1, ``card`` is worth (-1: none)."""
    used, worth = _cost(tokens)
    rest = whole - used
    if rest & _GUARD != _GUARD:
        return -1
    if card < 0 or card in tokens or (card == JOKER and any(t >= JOKER_AS for t in tokens)):
        return worth + _worth(rest)
    with_card = _best_with(rest, card)
    return worth + with_card if with_card >= 0 else -1


def _best_with(whole: int, card: Card) -> int:
    if card == JOKER:
        ways = [_cost(tokens) for tokens in lays_holding(_unpacked(whole), JOKER)]
    else:
        ways = _holding(whole, card)
    best = -1
    for used, worth in ways:
        rest = whole - used
        if rest & _GUARD == _GUARD:
            best = max(best, worth + _worth(rest))
    return best


def lays_holding(hand: Counts, card: Card) -> list[tuple[Token, ...]]:
    """Every combination the hand can lay that holds ``card`` (a real card, or JOKER for
    any combination with a joker)."""
    if card == JOKER:
        return [t for t in all_lays(hand) if any(x >= JOKER_AS for x in t)]
    suit, index = divmod(card, N_RANKS)
    return sequence_lays(hand, suit, card) + series_lays(hand, index + 1, card)


def _worth(whole: int) -> int:
    """The best worth of the packed hand ``whole``, from the memo when it is there."""
    found = _WORTH.get(whole)
    return _best(whole) if found is None else found


def _best(whole: int) -> int:
    """The best worth of ``whole``, not in the memo yet: the hottest loop of "51 to open",
    which reads the memo before each call rather than in it."""
    real = (whole ^ _GUARD) & _REAL
    best = 0
    if real:
        first = ((real & -real).bit_length() - 1) // _BITS
        rest = whole & ~(_COUNT << (_BITS * first))  # every copy of it left out
        found = _WORTH.get(rest)
        best = _best(rest) if found is None else found
        for used, worth in _holding(whole, first):
            rest = whole - used
            if rest & _GUARD == _GUARD:
                found = _WORTH.get(rest)
                value = worth + (_best(rest) if found is None else found)
                if value > best:
                    best = value
    return _remember(_WORTH, whole, best)


def _holding(whole: int, card: Card) -> list[tuple[int, int]]:
    """The combinations holding the real ``card`` that the packed hand ``whole`` can lay,
    each as (its cards packed, its worth)."""
    joker = _ONE_JOKER if whole & _JOKERS else 0
    tag = card << _CARD
    row = whole & _ROW[card] | joker
    runs = _RUNS.get(row | tag)
    if runs is None:
        lays = sequence_lays(_unpacked(row), card // N_RANKS, card)
        runs = _remember(_RUNS, row | tag, [_cost(tokens) for tokens in lays])
    column = whole & _COLUMN[card] | joker
    series = _SERIES.get(column | tag)
    if series is None:
        lays = series_lays(_unpacked(column), card % N_RANKS + 1, card)
        series = _remember(_SERIES, column | tag, [_cost(tokens) for tokens in lays])
    return runs + series if series else runs


def _remember(memo: dict[int, _Found], key: int, found: _Found) -> _Found:
    """Keep ``found`` under ``key``, the memo started afresh when it is full."""
    if len(memo) >= _LIMIT:
        memo.clear()
    memo[key] = found
    return found


def _unpacked(whole: int) -> bytes:
    """The counts of the packed hand ``whole``, a byte a card."""
    return (whole & ~_GUARD).to_bytes(N_KINDS, "little")


def _cost(tokens: tuple[Token, ...]) -> tuple[int, int]:
    """A combination's cards packed (no guard bits), and its worth."""
    found = _COSTS.get(tokens)
    if found is None:
        used = 0
        for token in tokens:
            used += 1 << (_BITS * token_card(token))
        found = _COSTS[tokens] = (used, meld_of(tokens).value())
    return found
