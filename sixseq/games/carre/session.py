"""A match of Le Carré as the person at the table lives it (pure: no pygame).

On the engine's :class:`~sixseq.engine.session.Session`, it adds what this game's table
needs: the person at seat 0 against one computer player, the match's games as the session's
rounds, and the turn's forced start played for the person — the draw (CA-TURN-1) and the
aces (the variant's kings) put out (CA-TURN-2): there is no choice in either (every free place
of a column is as good as another), so the table does them, the cards flying, and the person's
undo stops after them (the draw shows a hidden card; the put-outs are forced).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from sixseq.engine.rng import new_seed
from sixseq.engine.session import Played, Session
from sixseq.games.carre.bots.base import Bot, make_bot, safe_action
from sixseq.games.carre.bots.levels import LEVELS
from sixseq.games.carre.rules.actions import Action, Draw, EndTurn
from sixseq.games.carre.rules.match import Match
from sixseq.games.carre.rules.observation import Observation, Phase
from sixseq.games.carre.rules.state import CarreState

PERSON = 0
COMPUTER = 1
HINT_LEVEL = "medium"  # fast (well under a second), and says why in a sentence


def _seated(levels: Sequence[str], seed: int) -> Bot:
    """The computer player (:meth:`~sixseq.engine.bots.Levels.seat`)."""
    return LEVELS.seat(levels, (COMPUTER,), seed)[COMPUTER]


class Games:
    """The match seen as the session's rounds: its games one after the other."""

    def __init__(self, match: Match) -> None:
        self.match = match

    @property
    def round(self) -> CarreState:
        return self.match.game

    def is_over(self) -> bool:
        return self.match.is_over()

    def next_round(self) -> CarreState:
        return self.match.next_game()

    def record(self) -> dict[str, Any]:
        return self.match.record()

    @property
    def seed(self) -> int:
        return self.match.seed


class CarreSession(Session[Action]):
    """One match at the table: the person at seat 0, the computer player at seat 1."""

    def __init__(self, match: Match, bot: Bot, hint_bot: Bot | None = None) -> None:
        self.carre = match
        super().__init__(Games(match), 2, PERSON, {COMPUTER: bot}, safe_action,
                         hint_bot=hint_bot if hint_bot is not None
                         else make_bot(HINT_LEVEL, match.seed ^ 0x5EED))

    @classmethod
    def new(cls, games: int, level: str, variant: bool,
            seed: int | None = None) -> CarreSession:
        seed = new_seed() if seed is None else seed
        return cls(Match(games, seed, variant), _seated((level,), seed))

    @classmethod
    def resumed(cls, match: Match, levels: tuple[str, ...]) -> CarreSession:
        return cls(match, _seated(levels, match.seed))

    @property
    def round(self) -> CarreState:
        return self.carre.game

    @property
    def level(self) -> str:
        return self.bots[COMPUTER].level

    @property
    def levels(self) -> tuple[str, ...]:
        """The computer player's level (what a save needs to seat it again)."""
        return (self.level,)

    def observation(self) -> Observation:
        obs: Observation = super().observation()
        return obs

    def turn_key(self) -> Hashable:
        return self.round.turn

    def pace_for(self, action: Action) -> float:
        """The end of the computer's turn shows at once: nothing to watch."""
        if isinstance(action, EndTurn):
            return 0.0
        return super().pace_for(action)

    def forced(self) -> Action | None:
        """The person's next action when the rules leave no choice worth asking for: the draw,
        and the aces (kings) put out at the start of the turn."""
        if not self.my_turn():
            return None
        state = self.round
        if state.phase == Phase.DRAW:
            return Draw()
        if state.phase == Phase.START:
            legal = state.legal_actions()
            return legal[0] if legal else None
        return None

    def chosen(self, played: Played[Action]) -> bool:
        """The turn's forced start (see :meth:`forced`) is the table's, not a choice."""
        return super().chosen(played) and played.before.phase not in (Phase.DRAW, Phase.START)
