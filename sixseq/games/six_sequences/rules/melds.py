"""Combinations (SS-MELD): series and sequences as small immutable values.

A sequence is fully described by its suit, its span of positions, where its joker stands and
which of the 1/A sits at each end, so laid combinations are cheap to copy and compare. Every
check raises :class:`IllegalAction` naming the rule that refuses it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sixseq.decks.sixsuit import (
    ACE,
    HIGH_POSITION,
    JOKER,
    LOW_POSITION,
    N_RANKS,
    ONE,
    Card,
    card_str,
    positions_for_rank,
)
from sixseq.games.six_sequences.rules.errors import REFUSE

# A card placed in a combination: (position, card). Positions are 1..19 in a sequence; a series
# card carries its rank's own position (the A 19, the 1 1), which a series ignores.
Placement = tuple[int, Card]


def default_position(card: Card) -> int:
    """The position written for a card when none is given (jokers have none)."""
    return card % N_RANKS


def placement_str(placement: Placement, ascii: bool = False) -> str:
    """``7h``, or ``0h@7`` / ``Ah@1`` / ``1h@19`` when the position is not the card's own. A
    joker always says its position (it has none of its own), so every text parses back."""
    position, card = placement
    text = card_str(card, ascii)
    if position == default_position(card) and card % N_RANKS != JOKER:
        return text
    return f"{text}@{position}"


def position_value(position: int, card: Card) -> int:
    """SS-SCORE-2: A at 19 (or a joker there) = 5, a figure or figure position = 2, else 1."""
    rank = card % N_RANKS
    if rank == JOKER:
        return 5 if position == HIGH_POSITION else 2 if 13 <= position <= 18 else 1
    if rank == ACE:
        return 5 if position == HIGH_POSITION else 1
    return 2 if 13 <= rank <= 18 else 1


@dataclass(frozen=True, slots=True)
class Sequence:
    """A laid sequence (SS-MELD-2): one suit on positions ``low..high``."""

    id: int
    side: int
    suit: int
    low: int
    high: int
    joker: int = 0  # position of the suit's joker, 0 when the sequence holds none
    ace_low: bool = False  # the A stands at position 1 (instead of the 1)
    one_high: bool = False  # the 1 stands at position 19 (instead of the A)

    def __len__(self) -> int:
        return self.high - self.low + 1

    def card_at(self, position: int) -> Card:
        base = self.suit * N_RANKS
        if position == self.joker:
            return base + JOKER
        if position == LOW_POSITION:
            return base + (ACE if self.ace_low else ONE)
        if position == HIGH_POSITION:
            return base + (ONE if self.one_high else ACE)
        return base + position

    def placements(self) -> tuple[Placement, ...]:
        return tuple((p, self.card_at(p)) for p in range(self.low, self.high + 1))

    def cards(self) -> list[Card]:
        return [self.card_at(p) for p in range(self.low, self.high + 1)]

    def mask(self) -> int:
        mask = 0
        for p in range(self.low, self.high + 1):
            mask |= 1 << self.card_at(p)
        return mask

    def points(self) -> int:
        """SS-SCORE-2: what this sequence scores if its side keeps it."""
        return sum(position_value(p, self.card_at(p)) for p in range(self.low, self.high + 1))

    def text(self, ascii: bool = False) -> str:
        return " ".join(placement_str(pl, ascii) for pl in self.placements())


@dataclass(frozen=True, slots=True)
class Series:
    """A laid series (SS-MELD-1): one rank in different suits; ``turn`` it was laid (SS-MELD-5)."""

    id: int
    side: int
    rank: int
    suits: int  # bit mask of the suits present
    turn: int

    def __len__(self) -> int:
        return self.suits.bit_count()

    def cards(self) -> list[Card]:
        return [s * N_RANKS + self.rank for s in range(6) if self.suits >> s & 1]

    def mask(self) -> int:
        mask = 0
        for card in self.cards():
            mask |= 1 << card
        return mask

    def text(self, ascii: bool = False) -> str:
        return " ".join(card_str(c, ascii) for c in self.cards())


Combination = Sequence | Series


def _check_card_at(position: int, card: Card) -> None:
    rank = card % N_RANKS
    if not LOW_POSITION <= position <= HIGH_POSITION:
        raise REFUSE("position_outside", position=position)
    if rank != JOKER and position not in positions_for_rank(rank):
        raise REFUSE("cannot_stand_at", card=card_str(card), position=position)


def _check_one_suit(placements: Iterable[Placement], suit: int) -> None:
    for _, card in placements:
        if card // N_RANKS != suit:
            key = "joker_other_suit" if card % N_RANKS == JOKER else "one_suit"
            raise REFUSE(key, card=card_str(card))


def new_sequence(placements: tuple[Placement, ...], id: int, side: int) -> Sequence:
    """Validate a new sequence (SS-MELD-2, SS-DECK-3) and build it."""
    if len(placements) < 3:
        raise REFUSE("sequence_three")
    suit = placements[0][1] // N_RANKS
    _check_one_suit(placements, suit)
    positions = sorted(p for p, _ in placements)
    low, high = positions[0], positions[-1]
    if len(set(positions)) != len(positions) or high - low + 1 != len(positions):
        raise REFUSE("sequence_gap")
    return _build(Sequence(id, side, suit, low, high), placements)


def _build(seq: Sequence, placements: Iterable[Placement]) -> Sequence:
    joker, ace_low, one_high = seq.joker, seq.ace_low, seq.one_high
    for position, card in placements:
        _check_card_at(position, card)
        rank = card % N_RANKS
        if rank == JOKER:
            joker = position
        elif position == LOW_POSITION:
            ace_low = rank == ACE
        elif position == HIGH_POSITION:
            one_high = rank == ONE
    return Sequence(seq.id, seq.side, seq.suit, seq.low, seq.high, joker, ace_low, one_high)


def extend_sequence(seq: Sequence, placements: tuple[Placement, ...]) -> Sequence:
    """Add cards at the ends of a laid sequence (no gap, at most 19 long: SS-MELD-2)."""
    _check_one_suit(placements, seq.suit)
    positions = sorted(p for p, _ in placements)
    low, high = min(positions[0], seq.low), max(positions[-1], seq.high)
    if (len(set(positions)) != len(positions)
            or any(seq.low <= p <= seq.high for p in positions)
            or high - low + 1 != len(seq) + len(positions)):
        raise REFUSE("join_at_ends")
    grown = Sequence(seq.id, seq.side, seq.suit, low, high, seq.joker, seq.ace_low, seq.one_high)
    return _build(grown, placements)


def series_rank(placements: tuple[Placement, ...], minimum: int = 3) -> int:
    """Validate cards forming (or joining) a series (SS-MELD-1); returns their rank."""
    if len(placements) < minimum:
        raise REFUSE("series_three")
    rank = placements[0][1] % N_RANKS
    suits = 0
    for position, card in placements:
        if card % N_RANKS == JOKER:
            raise REFUSE("no_joker_series")
        if card % N_RANKS != rank:
            raise REFUSE("series_one_rank")
        if position != default_position(card):
            raise REFUSE("series_no_position")
        bit = 1 << (card // N_RANKS)
        if suits & bit:
            raise REFUSE("series_suit_twice")
        suits |= bit
    return rank


def raidable(combinations: Iterable[Combination], side: int, turn: int) -> int:
    """SS-MELD-5: the cards (a mask) of ``side``'s series laid before ``turn``, which may move
    into its sequences or new combinations; a series laid this turn may not be raided."""
    mask = 0
    for combo in combinations:
        if isinstance(combo, Series) and combo.side == side and combo.turn < turn:
            mask |= combo.mask()
    return mask
