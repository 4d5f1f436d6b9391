"""End-of-round scoring (SS-SCORE) with a breakdown the table can show line by line."""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Sequence as Seq
from dataclasses import dataclass

from sixseq.decks.sixsuit import ACE, JOKER, N_RANKS, SUIT_GLYPHS, Card, cards_str
from sixseq.games.six_sequences.rules.melds import Sequence
from sixseq.games.six_sequences.rules.table import TableConfig


def card_penalty(card: Card) -> int:
    """SS-SCORE-3: what a card left in hand costs: figure 2, A 5, joker 5, others 0."""
    rank = card % N_RANKS
    if rank in (ACE, JOKER):
        return 5
    return 2 if 13 <= rank <= 18 else 0


def dominance_key(seq: Sequence) -> tuple[int, int]:
    """SS-SCORE-1: the longest sequence dominates its suit; on equal length, the highest."""
    return (len(seq), seq.high)


@dataclass(frozen=True, slots=True)
class SuitScore:
    """One suit's result: who dominates it, which sequence that side keeps, and its points."""

    suit: int
    side: int | None  # None when no sequence of the suit was laid
    dominant: Sequence | None  # the sequence that made the side dominant
    kept: Sequence | None  # the side's best-scoring sequence of the suit (SS-SCORE-1)
    points: int
    rival: Sequence | None = None  # the best sequence of another side in the suit

    def why(self) -> str:
        """Why the dominant sequence won its suit (SS-SCORE-1): ``alone`` in it, ``longer``
        than the best rival, or as long and ``higher``; empty for a suit nobody laid."""
        if self.dominant is None:
            return ""
        if self.rival is None:
            return "alone"
        return "longer" if len(self.dominant) > len(self.rival) else "higher"

    def text(self, config: TableConfig) -> str:
        glyph = SUIT_GLYPHS[self.suit]
        if self.side is None or self.kept is None or self.dominant is None:
            return f"{glyph}: no sequence"
        who = config.side_name(self.side)
        line = f"{glyph}: {who} dominates with {self.kept.text(ascii=False)} = {self.points}"
        if self.kept is not self.dominant:
            line += (f" (dominant by {self.dominant.text(ascii=False)}, "
                     f"{len(self.dominant)} long; this one scores more)")
        return line


@dataclass(frozen=True, slots=True)
class Penalty:
    """SS-SCORE-3: the cards a seat still holds and what they cost."""

    seat: int
    cards: tuple[Card, ...]
    points: int

    def text(self, config: TableConfig) -> str:
        held = cards_str(self.cards) if self.cards else "no cards"
        return f"{config.seat_name(self.seat)} holds {held}: −{self.points}"


@dataclass(frozen=True, slots=True)
class RoundScore:
    """The round's score per side (SS-SCORE-4: may be negative) with its reasons."""

    config: TableConfig
    suits: tuple[SuitScore, ...]
    penalties: tuple[Penalty, ...]
    totals: tuple[int, ...]  # per side

    def kept_points(self, side: int) -> int:
        return sum(s.points for s in self.suits if s.side == side)

    def penalty_points(self, side: int) -> int:
        return sum(p.points for p in self.penalties if self.config.side_of(p.seat) == side)

    def winners(self) -> tuple[int, ...]:
        best = max(self.totals)
        return tuple(side for side, total in enumerate(self.totals) if total == best)

    def lines(self) -> list[str]:
        lines = [s.text(self.config) for s in self.suits]
        lines += [p.text(self.config) for p in self.penalties if p.points]
        lines += [f"{self.config.side_name(side)}: {self.kept_points(side)} − "
                  f"{self.penalty_points(side)} = {total}"
                  for side, total in enumerate(self.totals)]
        return lines


def score_round(config: TableConfig, sequences: Iterable[Sequence],
                hands: Seq[Iterable[Card]]) -> RoundScore:
    """Score a finished round from the laid sequences and the cards left in each seat's hand."""
    by_suit: dict[int, list[Sequence]] = {}
    for seq in sequences:
        by_suit.setdefault(seq.suit, []).append(seq)
    suits = []
    for suit in range(6):
        candidates = by_suit.get(suit, [])
        if not candidates:
            suits.append(SuitScore(suit, None, None, None, 0))
            continue
        dominant = max(candidates, key=dominance_key)
        own = [s for s in candidates if s.side == dominant.side]
        kept = max(own, key=lambda s: (s.points(), dominance_key(s)))
        others = [s for s in candidates if s.side != dominant.side]
        rival = max(others, key=dominance_key) if others else None
        suits.append(SuitScore(suit, dominant.side, dominant, kept, kept.points(), rival))
    penalties = []
    for seat, hand in enumerate(hands):
        cards = tuple(sorted(hand))
        penalties.append(Penalty(seat, cards, sum(card_penalty(c) for c in cards)))
    totals = [0] * config.sides
    for s in suits:
        if s.side is not None:
            totals[s.side] += s.points
    for p in penalties:
        totals[config.side_of(p.seat)] -= p.points
    return RoundScore(config, tuple(suits), tuple(penalties), tuple(totals))
