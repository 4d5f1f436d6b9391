"""A hand's point (SX-SCORE): at most one, to the player with the most tricks; among players
tied for most, to the one who won a trick first in the hand. Cards carry no points."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from sixseq.games.sixte.rules.cards import SEATS, TRICKS


class Why(Enum):
    """Why the point went where it did (the score sheet's line; ``sixte.score.<value>``)."""

    MOST = "most"  # more tricks than anyone
    TIE_BREAK = "tie_break"  # tied for most, won a trick first
    VOLE = "vole"  # all six tricks


@dataclass(frozen=True, slots=True)
class HandScore:
    """A finished hand's score sheet."""

    tricks: tuple[int, ...]  # tricks won, per seat
    first_wins: tuple[int | None, ...]  # per seat: the number (1..6) of its first trick won
    scorer: int
    why: Why
    tied: tuple[int, ...]  # the seats with the most tricks (the scorer among them)

    @property
    def points(self) -> tuple[int, ...]:
        """SX-SCORE-1: one point, to one player."""
        return tuple(int(seat == self.scorer) for seat in range(len(self.tricks)))

    @property
    def vole(self) -> bool:
        return self.why is Why.VOLE


def first_wins(winners: Sequence[int], seats: int = SEATS) -> tuple[int | None, ...]:
    """Per seat, the number (1-based) of the first trick it won, None if none yet."""
    found: list[int | None] = [None] * seats
    for number, seat in enumerate(winners, start=1):
        if found[seat] is None:
            found[seat] = number
    return tuple(found)


def score_hand(winners: Sequence[int], seats: int = SEATS) -> HandScore:
    """SX-SCORE-2 from the winners of the hand's tricks, in order."""
    if len(winners) != TRICKS:
        raise ValueError(f"a hand is scored after its {TRICKS} tricks, not {len(winners)}")
    tricks = tuple(sum(1 for w in winners if w == seat) for seat in range(seats))
    most = max(tricks)
    tied = tuple(seat for seat in range(seats) if tricks[seat] == most)
    firsts = first_wins(winners, seats)
    scorer = min(tied, key=lambda seat: firsts[seat] or TRICKS + 1)
    why = Why.VOLE if most == TRICKS else Why.MOST if len(tied) == 1 else Why.TIE_BREAK
    return HandScore(tricks, firsts, scorer, why, tied)
