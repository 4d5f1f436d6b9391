"""Seats, sides and teams (SS-SEAT), and the phases of a turn (SS-TURN)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

# SS-SEAT-1: play order is clockwise North, East, South, West; seats are numbered in that order.
SEAT_NAMES: dict[int, tuple[str, ...]] = {
    2: ("North", "South"),
    3: ("North", "East", "South"),
    4: ("North", "East", "South", "West"),
}
TEAM_NAMES = ("North–South", "East–West")

HAND_DEALT = 8  # SS-TURN-6
HAND_FULL = 9  # SS-TURN-3


class Phase(IntEnum):
    DRAW = 0  # SS-TURN-1: draw from the stock or take the discard
    LAY = 1  # SS-TURN-2: lay down, add, raid, swap
    COMPLETE = 2  # SS-TURN-4: add, raid, swap (no new combination), refilling to 9
    DISCARD = 3  # SS-TURN-5
    CLAIM = 4  # SS-DISCARD-4: the seat to move claims the discard or passes
    FINAL = 5  # SS-END-2: a turn of the final phase
    OVER = 6  # the round is over; see ``outcome()``


PLAY_PHASES = (Phase.LAY, Phase.COMPLETE, Phase.FINAL)  # SS-TURN-2/4, SS-END-2
NEW_COMBINATION_PHASES = (Phase.LAY, Phase.FINAL)  # SS-TURN-4: no new combination completing


@dataclass(frozen=True, slots=True)
class TableConfig:
    """How many seats play, and whether four of them play as two teams (SS-SEAT-1)."""

    seats: int = 2
    teams: bool = False

    def __post_init__(self) -> None:
        if self.seats not in SEAT_NAMES:
            raise ValueError("SS-SEAT-1: 2, 3 or 4 players")
        if self.teams and self.seats != 4:
            raise ValueError("SS-SEAT-1: teams need 4 players")

    @property
    def sides(self) -> int:
        return 2 if self.teams else self.seats

    def side_of(self, seat: int) -> int:
        """SS-SEAT-2: partners (North+South, East+West) share one side."""
        return seat % 2 if self.teams else seat

    def seats_of(self, side: int) -> tuple[int, ...]:
        return tuple(s for s in range(self.seats) if self.side_of(s) == side)

    def seat_name(self, seat: int) -> str:
        return SEAT_NAMES[self.seats][seat]

    def side_name(self, side: int) -> str:
        return TEAM_NAMES[side] if self.teams else self.seat_name(side)

    def label(self) -> str:
        return "2v2 teams" if self.teams else f"{self.seats} players"
