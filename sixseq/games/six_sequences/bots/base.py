"""The bot interface, the random bot, and the guard that keeps a game going whatever a bot does.

A bot receives an :class:`~.rules.observation.Observation` (never the game state), so it
cannot see another hand or the stock order. ``decide()`` wraps every call: a bot that raises or
returns an illegal action is logged and replaced by a safe legal action.
"""

from __future__ import annotations

import logging
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sixseq.games.six_sequences.bots.reasons import Reason, because
from sixseq.games.six_sequences.rules.actions import Action, Discard, DrawStock, Pass, Stop
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.scoring import card_penalty

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Suggestion:
    """An action for the seat to move and a one-line reason a person can read."""

    action: Action
    reason: Reason


class Bot(ABC):
    """A computer player. ``choose`` is called only when ``obs.is_my_turn()``."""

    level = "bot"

    @abstractmethod
    def choose(self, obs: Observation) -> Action:
        """One action among ``obs.legal``."""

    def begin_round(self, totals: Sequence[int], rounds_after: int) -> None:  # noqa: B027
        """The match so far, told before each round: every side's points (SS-SCORE-4) and
        how many rounds follow this one. Public facts; a level that plays for the match (Hard)
        uses them, the others play each round alike."""

    def suggest(self, obs: Observation) -> Suggestion:
        """The action this bot would play, with a reason (the table's hint button)."""
        action = self.choose(obs)
        return Suggestion(action, because("random" if self.level == "random" else "plain"))


class RandomBot(Bot):
    """Uniformly random legal play: the floor every other level must beat."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, obs: Observation) -> Action:
        return self._rng.choice(obs.legal)


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


def decide(bot: Bot, obs: Observation) -> Action:
    """The bot's choice if it is legal; otherwise (an exception, an illegal answer) a logged
    safe action, so a game never stops because of a bot."""
    return guarded_choice(bot, obs)[0]


def guarded_choice(bot: Bot, obs: Observation) -> tuple[Action, bool]:
    """``decide`` that also says whether the bot's own answer was used (False: the guard
    stepped in), so the arena can count failures."""
    try:
        action = bot.choose(obs)
    except Exception:
        log.exception("%s bot failed at turn %d; playing a safe action", bot.level, obs.turn)
        return safe_action(obs), False
    if action in obs.legal:
        return action, True
    log.error("%s bot chose an illegal action %s at turn %d; playing a safe action",
              bot.level, action, obs.turn)
    return safe_action(obs), False


# Bot factories by level name: ``make_bot("random", seed)``. Each level registers itself here
# when its module is imported; ``make_bot`` imports them all.
BOT_FACTORIES: dict[str, Callable[..., Bot]] = {"random": RandomBot}


def make_bot(level: str, seed: int = 0, **options: Any) -> Bot:
    """A bot of ``level`` ("random", "easy", "medium", "hard"). Options go to the level that
    takes them (Hard: ``budget_ms``, ``iterations``, ``workers``) and are ignored by the
    others, so one call site can make any level."""
    import sixseq.games.six_sequences.bots.levels  # noqa: F401  (registers every level)

    if level not in BOT_FACTORIES:
        raise ValueError(f"no bot level {level!r} (levels: {', '.join(BOT_FACTORIES)})")
    factory = BOT_FACTORIES[level]
    accepted = getattr(factory, "OPTIONS", ())
    return factory(seed, **{k: v for k, v in options.items() if k in accepted})
