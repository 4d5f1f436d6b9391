"""Rami's combinations on the table: series and sequences (RA-MELD), at most one joker each,
standing for a declared card it keeps (RA-JOKER).

Both are small immutable values: a :class:`Sequence` is its suit, its lowest and highest
positions (1..14, RA-DECK-2) and where its joker stands; a :class:`Series` is its rank, the
suits of its real cards and the suit its joker stands for. Their cards follow from that, so
no combination can hold a card twice or an ace in the wrong place. The functions below build
and change them, refusing anything RA-MELD or RA-JOKER forbids with the rule's id.
"""

from __future__ import annotations

from collections.abc import Sequence as Seq
from dataclasses import dataclass

from sixseq.games.rami.rules.cards import (
    HIGH,
    JOKER,
    JOKER_AS,
    LOW,
    N_RANKS,
    Card,
    Token,
    card_at,
    card_str,
    position_value,
    rank_value,
    standin,
    tokens_str,
)
from sixseq.games.rami.rules.refusals import REFUSE

MAX_SERIES = 4  # RA-MELD-2
MIN_SIZE = 3  # RA-MELD-1
FULL_LENGTH = HIGH - LOW + 1  # RA-MELD-3: A 2 … K A


@dataclass(frozen=True, slots=True)
class Sequence:
    """Consecutive cards of one suit from position ``low`` to ``high``; ``joker`` is the
    position the joker stands at (0: none)."""

    id: int
    owner: int
    suit: int
    low: int
    high: int
    joker: int = 0

    def __len__(self) -> int:
        return self.high - self.low + 1

    def tokens(self) -> tuple[Token, ...]:
        base = self.suit
        return tuple(JOKER_AS + card_at(base, p) if p == self.joker else card_at(base, p)
                     for p in range(self.low, self.high + 1))

    def cards(self) -> list[Card]:
        """The cards it is made of, a joker as the joker."""
        return [JOKER if p == self.joker else card_at(self.suit, p)
                for p in range(self.low, self.high + 1)]

    def value(self) -> int:
        """RA-DECK-3: its worth on the table, the joker counted as the card it stands for."""
        return sum(position_value(p) for p in range(self.low, self.high + 1))

    def standin(self) -> Card | None:
        return card_at(self.suit, self.joker) if self.joker else None

    def takes_joker(self) -> bool:
        """Whether a joker could still be added (no joker yet, room at an end)."""
        return not self.joker and len(self) < FULL_LENGTH

    def text(self, ascii: bool = True) -> str:
        return tokens_str(self.tokens(), ascii)


@dataclass(frozen=True, slots=True)
class Series:
    """Cards of one rank, all suits different: ``suits`` is the mask of its real cards'
    suits, ``joker`` the suit its joker stands for (-1: none)."""

    id: int
    owner: int
    rank: int
    suits: int
    joker: int = -1

    def __len__(self) -> int:
        return self.suits.bit_count() + (self.joker >= 0)

    def suit_mask(self) -> int:
        """The suits it shows, the joker's included."""
        return self.suits | (1 << self.joker if self.joker >= 0 else 0)

    def tokens(self) -> tuple[Token, ...]:
        out = []
        for suit in range(4):
            card = suit * N_RANKS + self.rank - 1
            if self.suits >> suit & 1:
                out.append(card)
            elif suit == self.joker:
                out.append(JOKER_AS + card)
        return tuple(out)

    def cards(self) -> list[Card]:
        return [JOKER if t >= JOKER_AS else t for t in self.tokens()]

    def value(self) -> int:
        """RA-DECK-3: each card its rank's worth (an ace 11 in a series)."""
        return len(self) * rank_value(self.rank)

    def standin(self) -> Card | None:
        return (self.joker * N_RANKS + self.rank - 1) if self.joker >= 0 else None

    def takes_joker(self) -> bool:
        return self.joker < 0 and len(self) < MAX_SERIES

    def text(self, ascii: bool = True) -> str:
        return tokens_str(self.tokens(), ascii)


Combination = Sequence | Series


def _rank(card: Card) -> int:
    return card % N_RANKS + 1


_Shape = tuple[bool, int, int, int, int]  # (sequence?, suit or rank, low or suits, high, joker)
_SHAPES: dict[tuple[Token, ...], _Shape] = {}
_SHAPES_LIMIT = 100_000


def meld_of(tokens: Seq[Token], combo_id: int = 0, owner: int = -1) -> Combination:
    """The combination ``tokens`` make (a sequence written in order, low to high), or the
    refusal naming the rule they break (RA-MELD, RA-JOKER-2, RA-DECK-2)."""
    key = tokens if isinstance(tokens, tuple) else tuple(tokens)
    shape = _SHAPES.get(key)
    if shape is None:
        shape = _shape(key)
        if len(_SHAPES) >= _SHAPES_LIMIT:
            _SHAPES.clear()
        _SHAPES[key] = shape
    sequence, a, b, c, d = shape
    if sequence:
        return Sequence(combo_id, owner, a, b, c, d)
    return Series(combo_id, owner, a, b, d)


def _shape(tokens: tuple[Token, ...]) -> _Shape:
    if len(tokens) < MIN_SIZE:
        raise REFUSE("too_few")
    if sum(t >= JOKER_AS for t in tokens) > 1:
        raise REFUSE("one_joker")
    shown = [standin(t) for t in tokens]
    suits = [c // N_RANKS for c in shown]
    ranks = [_rank(c) for c in shown]
    if len(set(ranks)) == 1:
        if len(tokens) > MAX_SERIES:
            raise REFUSE("series_size")
        if len(set(suits)) != len(suits):
            raise REFUSE("series_suits")
        mask, joker = 0, -1
        for token, suit in zip(tokens, suits, strict=True):
            if token >= JOKER_AS:
                joker = suit
            else:
                mask |= 1 << suit
        return (False, ranks[0], mask, 0, joker)
    if len(set(suits)) != 1:
        raise REFUSE("series_rank" if len(set(suits)) == len(suits) else "sequence_suit")
    last = len(tokens) - 1
    positions = []
    for i, rank in enumerate(ranks):
        if rank == 1:
            if 0 < i < last:
                raise REFUSE("wrap")
            positions.append(LOW if i == 0 else HIGH)
        else:
            positions.append(rank)
    low = positions[0]
    if any(p != low + i for i, p in enumerate(positions)):
        raise REFUSE("sequence_order")
    joker = next((p for p, t in zip(positions, tokens, strict=True) if t >= JOKER_AS), 0)
    return (True, suits[0], low, positions[-1], joker)


def extended(seq: Sequence, below: Seq[Token], above: Seq[Token]) -> Sequence:
    """``seq`` with ``below`` added under its lowest card and ``above`` over its highest, each
    in order (RA-MELD-3, RA-MELD-4, RA-JOKER-2)."""
    if not below and not above:
        raise REFUSE("nothing_added")
    if below and seq.low == LOW:
        raise REFUSE("ace_stays_low", combo=seq.id)
    if above and seq.high == HIGH:
        raise REFUSE("ace_stays_high", combo=seq.id)
    added = (*below, *above)
    if (seq.joker != 0) + sum(t >= JOKER_AS for t in added) > 1:
        raise REFUSE("one_joker")
    low, high = seq.low - len(below), seq.high + len(above)
    if low < LOW or high > HIGH:
        raise REFUSE("wrap")
    joker = seq.joker
    for position, token in (*zip(range(low, seq.low), below, strict=True),
                            *zip(range(seq.high + 1, high + 1), above, strict=True)):
        shown = standin(token)
        if shown // N_RANKS != seq.suit:
            raise REFUSE("sequence_suit")
        if shown != card_at(seq.suit, position):
            raise REFUSE("sequence_order")
        if token >= JOKER_AS:
            joker = position
    return Sequence(seq.id, seq.owner, seq.suit, low, high, joker)


def grown(series: Series, tokens: Seq[Token]) -> Series:
    """``series`` with ``tokens`` added (RA-MELD-2, RA-JOKER-2)."""
    if not tokens:
        raise REFUSE("nothing_added")
    if len(series) + len(tokens) > MAX_SERIES:
        raise REFUSE("series_size")
    if (series.joker >= 0) + sum(t >= JOKER_AS for t in tokens) > 1:
        raise REFUSE("one_joker")
    shown_mask = series.suit_mask()
    suits, joker = series.suits, series.joker
    for token in tokens:
        shown = standin(token)
        if _rank(shown) != series.rank:
            raise REFUSE("series_rank")
        suit = shown // N_RANKS
        if shown_mask >> suit & 1:
            raise REFUSE("series_suits")
        shown_mask |= 1 << suit
        if token >= JOKER_AS:
            joker = suit
        else:
            suits |= 1 << suit
    return Series(series.id, series.owner, series.rank, suits, joker)


def grows_into(small: Combination, big: Combination) -> bool:
    """Whether additions to ``small`` can make it ``big`` (or it is ``big`` already): the same
    cards with more at a sequence's ends or more suits in a series, its joker where it was."""
    if isinstance(small, Sequence):
        if not isinstance(big, Sequence) or big.suit != small.suit \
                or big.low > small.low or big.high < small.high:
            return False
        if small.joker:
            return big.joker == small.joker
        return not small.low <= big.joker <= small.high
    if not isinstance(big, Series) or big.rank != small.rank or small.suits & ~big.suits:
        return False
    return small.joker < 0 or big.joker == small.joker


def swapped(combo: Combination, card: Card) -> Combination:
    """``combo`` once ``card`` replaces its joker (RA-JOKER-3: the card the joker stands for;
    in a series, any card of its rank whose suit the series lacks)."""
    held = combo.standin()
    if held is None:
        raise REFUSE("no_joker", combo=combo.id)
    if isinstance(combo, Sequence):
        if card != held:
            raise REFUSE("swap_card", card=card_str(card, False), combo=combo.id,
                         standin=card_str(held, False))
        return Sequence(combo.id, combo.owner, combo.suit, combo.low, combo.high, 0)
    if card == JOKER or _rank(card) != combo.rank or combo.suits >> (card // N_RANKS) & 1:
        raise REFUSE("swap_card", card=card_str(card, False), combo=combo.id,
                     standin=card_str(held, False))
    return Series(combo.id, combo.owner, combo.rank, combo.suits | 1 << (card // N_RANKS), -1)


def swap_cards(combo: Combination) -> tuple[Card, ...]:
    """The real cards that may replace ``combo``'s joker (none without a joker)."""
    held = combo.standin()
    if held is None:
        return ()
    if isinstance(combo, Sequence):
        return (held,)
    return tuple(s * N_RANKS + combo.rank - 1 for s in range(4) if not combo.suits >> s & 1)

