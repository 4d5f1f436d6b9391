"""Sixte's computer players on the engine's protocol (:mod:`sixseq.engine.bots`): the bot
type, the safe card the guard plays for a bot that failed, and the levels by name."""

from __future__ import annotations

from typing import Any, TypeAlias

from sixseq.engine import bots as engine
from sixseq.games.sixte.bots.policy import lowest
from sixseq.games.sixte.rules.actions import Action, Play
from sixseq.games.sixte.rules.observation import Observation

Bot: TypeAlias = engine.Bot[Observation, Action]
Suggestion: TypeAlias = engine.Suggestion[Action]


def safe_action(obs: Observation) -> Action:
    """A legal card that never hurts much: the cheapest one."""
    return Play(lowest(obs.playable, obs.trump))


def make_bot(level: str, seed: int = 0, **options: Any) -> Bot:
    """A bot of ``level`` ("random", "easy", "medium", "hard"); Hard takes ``budget_ms``,
    ``iterations`` and ``workers``."""
    from sixseq.games.sixte.bots.levels import LEVELS

    bot: Bot = LEVELS.make(level, seed, **options)
    return bot
