"""End of a round (RA-SCORE): each seat's points with the reason a score sheet shows."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sixseq.games.rami.rules.cards import Card, hand_points

NOT_LAID = 100  # RA-SCORE-2
RAMI_SEC = 200  # RA-SCORE-3

# Why a seat scores what it scores.
OUT = "out"  # went out (RA-TURN-5): 0
HAND = "hand"  # counts its hand (RA-SCORE-1)
NOT_LAID_REASON = "not_laid"  # never laid: 100 (RA-SCORE-2)
RAMI_SEC_REASON = "rami_sec"  # the winner went out while no one else had laid: 200


@dataclass(frozen=True, slots=True)
class SeatScore:
    seat: int
    points: int
    reason: str  # OUT, HAND, NOT_LAID_REASON or RAMI_SEC_REASON
    hand: tuple[Card, ...]
    hand_points: int  # what the hand counts (shown even when 100 or 200 replaces it)


@dataclass(frozen=True, slots=True)
class RoundScore:
    """``winner`` is None when the stock ran out for the third time (RA-STOCK-2)."""

    winner: int | None
    seats: tuple[SeatScore, ...]

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(s.points for s in self.seats)

    @property
    def rami_sec(self) -> bool:
        return any(s.reason == RAMI_SEC_REASON for s in self.seats)

    def lowest(self) -> tuple[int, ...]:
        """The seats with the fewest points (RA-SCORE-4: points are bad)."""
        best = min(self.points)
        return tuple(s.seat for s in self.seats if s.points == best)


def score_round(hands: Sequence[Sequence[Card]], laid: Sequence[bool], winner: int | None
                ) -> RoundScore:
    """RA-SCORE-1..3: the winner 0; a seat that never laid 100, or 200 for all when the
    winner went out while no one else had laid (*Rami sec*); anyone else their hand."""
    rami_sec = winner is not None and not any(laid[s] for s in range(len(hands))
                                              if s != winner)
    seats = []
    for seat, hand in enumerate(hands):
        cards = tuple(sorted(hand))
        counted = hand_points(cards)
        if seat == winner:
            seats.append(SeatScore(seat, 0, OUT, cards, counted))
        elif rami_sec:
            seats.append(SeatScore(seat, RAMI_SEC, RAMI_SEC_REASON, cards, counted))
        elif not laid[seat]:
            seats.append(SeatScore(seat, NOT_LAID, NOT_LAID_REASON, cards, counted))
        else:
            seats.append(SeatScore(seat, counted, HAND, cards, counted))
    return RoundScore(winner, tuple(seats))
