"""Rami's computer players on the engine's protocol (:mod:`sixseq.engine.bots`): the bot type,
the safe action the guard plays for a failed bot, and the levels by name."""

from __future__ import annotations

from typing import Any, TypeAlias

from sixseq.engine import bots as engine
from sixseq.games.rami.rules.actions import Action, Discard, Draw, Lay
from sixseq.games.rami.rules.cards import JOKER, hand_points
from sixseq.games.rami.rules.observation import Observation

Bot: TypeAlias = engine.Bot[Observation, Action]
Suggestion: TypeAlias = engine.Suggestion[Action]


def safe_action(obs: Observation) -> Action:
    """A legal action that never hurts much: draw; lay or add what must go on the table
    (the taken card, a joker owed); discard the card that would cost most if kept."""
    legal = obs.legal
    for action in legal:
        if isinstance(action, Draw):
            return action
    discards = [a for a in legal if isinstance(a, Discard)]
    if discards:
        return max(discards, key=lambda a: (hand_points([a.card]), a.card))
    owed = {obs.pending} if obs.pending is not None else set()
    if obs.owed_jokers:
        owed.add(JOKER)
    for action in legal:
        if isinstance(action, Lay) and owed & set(action.cards()):
            return action
    for action in legal:
        if not isinstance(action, Discard) and owed & set(getattr(action, "cards", list)()):
            return action
    return legal[0]


def make_bot(level: str, seed: int = 0, **options: Any) -> Bot:
    """A bot of ``level`` ("random", "easy", "medium", "hard"); options go to the level
    that takes them (Hard: ``budget_ms``, ``iterations``, ``workers``)."""
    from sixseq.games.rami.bots.levels import LEVELS

    bot: Bot = LEVELS.make(level, seed, **options)
    return bot
