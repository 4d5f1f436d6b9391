"""The computer player's protocol, the random player, and the guard that keeps a game going
whatever a bot does.

A bot receives an observation (never the game state), so it cannot see another hand or the
stock order. :func:`guarded_choice` wraps every call: a bot that raises (``SystemExit``
included), returns something that is not one of the legal actions, or whose answer cannot even
be compared, is logged and replaced by the game's safe action.
"""

from __future__ import annotations

import logging
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from sixseq.engine.game import Observation
from sixseq.engine.reasons import COMMON, Reason

log = logging.getLogger(__name__)

A = TypeVar("A")
Obs = TypeVar("Obs", bound=Observation[Any])

DEFAULT_TIME_LIMIT_S = 3.0  # a decision of Easy or Medium takes milliseconds
DEADLINE_MARGIN_S = 1.0  # a searching bot may overrun its budget by this much


@dataclass(frozen=True)
class Suggestion(Generic[A]):
    """An action for the seat to move and a one-line reason a person can read. (No slots:
    a parametrized ``Suggestion[Action](…)`` sets ``__orig_class__`` on the instance.)"""

    action: A
    reason: Reason


class Bot(ABC, Generic[Obs, A]):
    """A computer player. ``choose`` is called only when the observed seat is to move."""

    level = "bot"

    @abstractmethod
    def choose(self, obs: Obs) -> A:
        """One action among ``obs.legal``."""

    def suggest(self, obs: Obs) -> Suggestion[A]:
        """The action this bot would play, with a reason (the table's hint button)."""
        return Suggestion(self.choose(obs), COMMON("plain"))

    def begin_round(self, totals: Sequence[int], rounds_after: int) -> None:
        """The match so far, told before each round: every side's points and how many rounds
        follow this one. Public facts; a level that plays for the match uses them."""

    def time_limit(self) -> float:
        """Seconds a decision may take before the runner plays a safe action instead."""
        return DEFAULT_TIME_LIMIT_S

    def think_seconds(self) -> float:
        """How long this level usually thinks over a decision (its budget when it searches on
        a clock; 0 for levels that answer at once). A table where timing must tell nothing —
        a claim window — shows every answer of this bot after this long."""
        return 0.0


class RandomBot(Bot[Obs, A]):
    """Uniformly random legal play: the floor every other level must beat."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, obs: Obs) -> A:
        legal: Sequence[A] = obs.legal
        return self._rng.choice(legal)

    def suggest(self, obs: Obs) -> Suggestion[A]:
        return Suggestion(self.choose(obs), COMMON("random"))


def is_among(action: object, legal: Sequence[object]) -> bool:
    """``action in legal``, False when comparing the answer raises."""
    try:
        return any(action == other for other in legal)
    except Exception:
        return False


def guarded_choice(bot: Bot[Obs, A], obs: Obs, safe: Callable[[Obs], A]) -> tuple[A, bool]:
    """The bot's legal choice and True, or (an exception, ``SystemExit``, an illegal or
    unreadable answer) a logged safe action and False, so a game never stops for a bot."""
    try:
        action: object = bot.choose(obs)
    except (Exception, SystemExit):
        log.exception("%s bot failed for seat %d; playing a safe action", bot.level, obs.seat)
        return safe(obs), False
    legal: Sequence[A] = obs.legal
    if is_among(action, legal):
        return next(a for a in legal if a == action), True
    try:
        shown = repr(action)
    except Exception:
        shown = f"an unprintable {type(action).__name__}"
    log.error("%s bot answered an illegal action %s for seat %d; playing a safe action",
              bot.level, shown[:200], obs.seat)
    return safe(obs), False


BotFactory = Callable[..., Bot[Any, Any]]


class Levels:
    """A game's computer levels by name: ``make("hard", seed, budget_ms=500)``. Options go to
    the levels that accept them (their factory's ``OPTIONS``) and are ignored by the others,
    so one call site can make any level."""

    def __init__(self, factories: dict[str, BotFactory]) -> None:
        self.factories = {"random": RandomBot, **factories}

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self.factories)

    def make(self, level: str, seed: int = 0, **options: Any) -> Bot[Any, Any]:
        if level not in self.factories:
            raise ValueError(f"no bot level {level!r} (levels: {', '.join(self.factories)})")
        factory = self.factories[level]
        accepted = getattr(factory, "OPTIONS", ())
        return factory(seed, **{k: v for k, v in options.items() if k in accepted})

    def seat(self, levels: Sequence[str], seats: Iterable[int], seed: int
             ) -> dict[int, Bot[Any, Any]]:
        """A bot for each of ``seats``, ``levels`` taken in seat order (the last repeated if
        fewer are given), each seeded by its seat so that equal levels still play differently.
        A level this build lacks, or none at all, plays as the random bot: a save or a
        settings file naming it still seats a player."""
        bots = {}
        for index, seat in enumerate(seats):
            level = levels[min(index, len(levels) - 1)] if levels else "random"
            bots[seat] = self.make(level if level in self.factories else "random",
                                   seed * 31 + seat)
        return bots
