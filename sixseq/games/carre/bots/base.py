"""Le Carré's computer players on the engine's protocol (:mod:`sixseq.engine.bots`): the bot
type, the safe action played for a bot that failed, and the levels by name."""

from __future__ import annotations

from typing import Any, TypeAlias

from sixseq.engine import bots as engine
from sixseq.games.carre.rules.actions import Action, Draw, EndTurn
from sixseq.games.carre.rules.observation import Observation

Bot: TypeAlias = engine.Bot[Observation, Action]
Suggestion: TypeAlias = engine.Suggestion[Action]


def safe_action(obs: Observation) -> Action:
    """A legal action that never hurts much: the draw, the end of the turn, or (when only
    aces are to go out) the first of them."""
    for action in obs.legal:
        if isinstance(action, Draw | EndTurn):
            return action
    return obs.legal[0]


def make_bot(level: str, seed: int = 0, **options: Any) -> Bot:
    """A bot of ``level`` ("random", "easy", "medium", "hard"); Hard takes ``budget_ms``,
    ``iterations`` and ``workers``."""
    from sixseq.games.carre.bots.levels import LEVELS

    bot: Bot = LEVELS.make(level, seed, **options)
    return bot
