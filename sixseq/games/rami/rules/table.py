"""A Rami table: how many play, the table's options, and the phases of a turn."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

MIN_SEATS, MAX_SEATS = 2, 6  # RA-SEAT-1
DEFAULT_SEATS = 4
HAND_DEALT = 13  # RA-SEAT-2
STOCK_RUNS_TO_END = 3  # RA-STOCK-2


class Phase(IntEnum):
    DRAW = 0  # the turn starts: draw from the stock or take the discard (RA-TURN-1)
    PLAY = 1  # lay, add, swap, then discard (RA-TURN-2, RA-TURN-3)
    OVER = 2  # someone went out, or the stock ran out for the third time


@dataclass(frozen=True, slots=True)
class TableConfig:
    """``seats`` players (RA-SEAT-1) and the "51 to open" option (RA-OPEN-2)."""

    seats: int = DEFAULT_SEATS
    open51: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.seats, bool) or not isinstance(self.seats, int) \
                or not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise ValueError(f"RA-SEAT-1: Rami is played by {MIN_SEATS} to {MAX_SEATS} "
                             f"players, not {self.seats!r}")
        if not isinstance(self.open51, bool):
            raise ValueError("the '51 to open' option is true or false")
