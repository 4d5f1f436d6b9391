"""A game of Sixte as the person at the table lives it (pure: no pygame).

On the engine's :class:`~sixseq.engine.session.Session`: the person is seat 0, drawn at the
bottom of the table; the five other seats are computer players, each of its own level; the
hint is Medium's (its reasons are a club player's, and it answers at once). Every card played
is a turn of its own (``spec.turn_of``), so the game is saved after every card, and nothing is
left to undo once a card is on the table (the undo floor rises with the turn).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from sixseq.engine.rng import new_seed
from sixseq.engine.session import Session
from sixseq.games.sixte.bots.base import Bot, make_bot, safe_action
from sixseq.games.sixte.bots.levels import LEVELS
from sixseq.games.sixte.rules.actions import Action
from sixseq.games.sixte.rules.cards import SEATS, Options
from sixseq.games.sixte.rules.hand import HandState
from sixseq.games.sixte.rules.match import Match

PERSON = 0  # the person's seat: the table turns so that it is at the bottom
COMPUTERS = tuple(range(1, SEATS))  # the computer seats, in play order (clockwise)
HINT_LEVEL = "medium"


class TableMatch:
    """A :class:`Match` in the words the session speaks: a round is a hand."""

    def __init__(self, game: Match) -> None:
        self.game = game

    @property
    def round(self) -> HandState:
        return self.game.hand

    def is_over(self) -> bool:
        return self.game.is_over()

    def next_round(self) -> HandState:
        return self.game.next_hand()

    def record(self) -> dict[str, Any]:
        return self.game.record()

    @property
    def seed(self) -> int:
        return self.game.seed


def seat_bots(levels: Sequence[str], seed: int) -> dict[int, Bot]:
    """A bot for every computer seat, levels in seat order
    (:meth:`~sixseq.engine.bots.Levels.seat`)."""
    return LEVELS.seat(levels, COMPUTERS, seed)


class SixteSession(Session[Action]):
    """One game of Sixte at the table, the person at seat 0."""

    def __init__(self, game: Match, bots: Mapping[int, Bot],
                 hint_bot: Bot | None = None) -> None:
        self.game = game
        super().__init__(TableMatch(game), SEATS, PERSON, bots, safe_action,
                         hint_bot=hint_bot if hint_bot is not None
                         else make_bot(HINT_LEVEL, game.seed ^ 0x5EED))

    @classmethod
    def new(cls, levels: Sequence[str], options: Options | None = None,
            seed: int | None = None) -> SixteSession:
        seed = new_seed() if seed is None else seed
        return cls(Match(seed, options), seat_bots(levels, seed))

    @classmethod
    def resumed(cls, game: Match, levels: Sequence[str]) -> SixteSession:
        return cls(game, seat_bots(levels, game.seed))

    @property
    def hand(self) -> HandState:
        return self.game.hand

    @property
    def levels(self) -> tuple[str, ...]:
        """The computer players' levels, in seat order (what a save needs to seat them)."""
        return tuple(self.bots[seat].level for seat in COMPUTERS)

    def turn_key(self) -> Hashable:
        """Every card is a turn of its own: the seat to move does not always change (the last
        player of a trick who takes it leads the next), yet the card must be saved and stays
        played."""
        return len(self.hand.actions)
