"""Les Six Séquences' computer players on the engine's protocol (:mod:`sixseq.engine.bots`):
the bot type, the safe action the guard plays for a failed bot, and the levels by name.

A bot receives an :class:`~.rules.observation.Observation` (never the game state), so it
cannot see another hand or the stock order. ``decide()`` wraps every call: a bot that raises
or returns an illegal action is logged and replaced by :func:`safe_action`.
"""

from __future__ import annotations

from typing import Any, TypeAlias

from sixseq.engine import bots as engine
from sixseq.engine.bots import RandomBot
from sixseq.games.six_sequences.rules.actions import Action, Discard, DrawStock, Pass, Stop
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.scoring import card_penalty

__all__ = ["Bot", "RandomBot", "Suggestion", "decide", "guarded_choice", "make_bot",
           "safe_action"]


Bot: TypeAlias = engine.Bot[Observation, Action]  # a computer player of Les Six Séquences
Suggestion: TypeAlias = engine.Suggestion[Action]


def safe_action(obs: Observation) -> Action:
    """A legal action that never hurts much: draw, stop, pass, or discard the card whose
    penalty (SS-SCORE-3) is highest."""
    for action in obs.legal:
        if isinstance(action, DrawStock | Stop | Pass):
            return action
    discards = [a for a in obs.legal if isinstance(a, Discard)]
    if discards:
        return max(discards, key=lambda a: (card_penalty(a.card), a.card))
    return obs.legal[0]


def guarded_choice(bot: Bot, obs: Observation
                   ) -> tuple[Action, bool]:
    """The bot's legal choice and True, or a logged safe action and False."""
    return engine.guarded_choice(bot, obs, safe_action)


def decide(bot: Bot, obs: Observation) -> Action:
    """The bot's choice if it is legal; otherwise a logged safe action."""
    return guarded_choice(bot, obs)[0]


def make_bot(level: str, seed: int = 0, **options: Any) -> Bot:
    """A bot of ``level`` ("random", "easy", "medium", "hard"). Options go to the level that
    takes them (Hard: ``budget_ms``, ``iterations``, ``workers``)."""
    from sixseq.games.six_sequences.bots.levels import LEVELS

    bot: Bot = LEVELS.make(level, seed, **options)
    return bot
