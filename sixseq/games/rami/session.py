"""A match of Rami as the person at the table lives it (pure: no pygame).

On the engine's :class:`~sixseq.engine.session.Session`, it adds only what is Rami's own: the
person sits at seat 0 (the bottom of the table; seats are numbered clockwise, RA-SEAT-1), a
computer player at every other seat with its level, and the turn number as what changes when
a turn passes. Undo goes back through the person's plays of the turn, and stops at a card drawn
from the stock (the rules' ``reveals``).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence

from sixseq.engine.rng import new_seed
from sixseq.engine.session import Session
from sixseq.games.rami.bots.base import Bot, make_bot, safe_action
from sixseq.games.rami.bots.levels import LEVELS
from sixseq.games.rami.rules.actions import Action, Draw, Take
from sixseq.games.rami.rules.match import Match
from sixseq.games.rami.rules.state import GameState
from sixseq.games.rami.rules.table import TableConfig

PERSON = 0  # the person's seat: the bottom of the table
HINT_LEVEL = "hard"


def seat_bots(seats: int, levels: Sequence[str], seed: int) -> dict[int, Bot]:
    """A bot for every computer seat (1, 2 … clockwise from the person), levels in seat order
    (:meth:`~sixseq.engine.bots.Levels.seat`)."""
    return LEVELS.seat(levels, range(1, seats), seed)


class RamiSession(Session[Action]):
    """One match at the table, the person at seat 0."""

    def __init__(self, match: Match, bots: Mapping[int, Bot],
                 hint_bot: Bot | None = None) -> None:
        self.rami: Match = match
        super().__init__(match, match.config.seats, PERSON, bots, safe_action,
                         hint_bot=hint_bot if hint_bot is not None
                         else make_bot(HINT_LEVEL, match.seed ^ 0x5EED))

    @classmethod
    def new(cls, seats: int, levels: Sequence[str], open51: bool = False, limit: int = 500,
            seed: int | None = None) -> RamiSession:
        """A new match with the computer players of ``levels`` (in seat order)."""
        seed = new_seed() if seed is None else seed
        match = Match(TableConfig(seats, open51), limit, seed)
        return cls(match, seat_bots(seats, levels, seed))

    @classmethod
    def resumed(cls, match: Match, levels: Sequence[str]) -> RamiSession:
        return cls(match, seat_bots(match.config.seats, levels, match.seed))

    @property
    def round(self) -> GameState:
        return self.rami.round

    @property
    def config(self) -> TableConfig:
        return self.rami.config

    @property
    def levels(self) -> tuple[str, ...]:
        """The computer players' levels, in seat order (what a save needs to seat them)."""
        return tuple(self.bots[s].level for s in range(1, self.config.seats))

    def turn_key(self) -> Hashable:
        return self.round.turn

    def pace_for(self, action: Action) -> float:
        """A computer player's draw shows quickly: the turn's plays are what to watch."""
        if isinstance(action, Draw | Take):
            return super().pace_for(action) * 0.6
        return super().pace_for(action)
