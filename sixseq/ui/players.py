"""Computer players at the table: which bot sits where, and the thread they think on.

Bots think on one background thread so the window never freezes: the scene submits
``decide(bot, observation)`` and polls for the answer each frame. A finished job posts a wake-up
event, so a table waiting for a bot sleeps instead of spinning. The bot only ever receives an
observation (immutable), never the game state the render thread is drawing.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Hashable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pygame

from sixseq.games.six_sequences.bots.base import Bot, make_bot
from sixseq.games.six_sequences.rules.table import TableConfig

log = logging.getLogger(__name__)

# A finished job wakes the loop with this event (the scene ignores it; the poll does the work).
WAKE_EVENT = pygame.event.custom_type()

# Seconds a computer player's move waits before it shows, per ``Settings.bot_pace``: enough
# for a person to follow what happens.
BOT_PACE_SECONDS = {"slow": 1.3, "normal": 0.65, "fast": 0.25, "instant": 0.0}
FALLBACK_LEVEL = "random"
PREFERRED_LEVELS = ("hard", "medium", "easy", FALLBACK_LEVEL)


def bot_for(level: str, seed: int) -> Bot:
    """The bot of ``level``; a level not (yet) installed plays as the random bot (logged), so a
    settings file naming a level this build lacks still gives a playable table. (Levels may
    register themselves when ``make_bot`` first runs, so it is asked, not the registry.)"""
    try:
        return make_bot(level, seed)
    except ValueError:
        log.warning("no bot level %r here; %s plays instead", level, FALLBACK_LEVEL)
        return make_bot(FALLBACK_LEVEL, seed)


def strongest_bot(seed: int) -> Bot:
    """The best level available, for the suggestion button."""
    for level in PREFERRED_LEVELS:
        try:
            return make_bot(level, seed)
        except ValueError:
            continue
    raise AssertionError("the random bot is always there")


def computer_seats(config: TableConfig, human: int) -> list[int]:
    """The seats the computer plays, in play order (every seat but the person's)."""
    return [seat for seat in range(config.seats) if seat != human]


def seat_bots(config: TableConfig, human: int, levels: Sequence[str], seed: int
              ) -> dict[int, Bot]:
    """A bot for every computer seat, levels taken in seat order (``Settings.levels``), each
    seeded differently so that equal levels still play differently."""
    bots = {}
    for index, seat in enumerate(computer_seats(config, human)):
        level = levels[min(index, len(levels) - 1)] if levels else FALLBACK_LEVEL
        bots[seat] = bot_for(level, seed * 31 + seat)
    return bots


def _wake(_: Future[Any]) -> None:
    with contextlib.suppress(pygame.error):  # the display closed while a bot thought
        pygame.event.post(pygame.event.Event(WAKE_EVENT))


class Worker:
    """One background thread; each job has a tag so its answer can be matched (or ignored
    once stale)."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sixseq-bot")
        self._jobs: list[tuple[Hashable, Future[Any]]] = []
        self.closed = False

    def submit(self, tag: Hashable, job: Callable[..., Any], *args: Any) -> None:
        future = self._pool.submit(job, *args)
        future.add_done_callback(_wake)
        self._jobs.append((tag, future))

    def poll(self) -> list[tuple[Hashable, Any]]:
        """Answers of finished jobs, in submission order. A job that raised answers with its
        exception (the scene decides what a failed suggestion means)."""
        done = []
        while self._jobs and self._jobs[0][1].done():
            tag, future = self._jobs.pop(0)
            if future.cancelled():
                continue
            error = future.exception()
            done.append((tag, error if error is not None else future.result()))
        return done

    def busy(self, tag: Hashable | None = None) -> bool:
        return any(tag is None or t == tag for t, _ in self._jobs)

    def forget(self) -> None:
        """Drop every pending answer (a new game, an undo): late answers are not wanted."""
        for _, future in self._jobs:
            future.cancel()
        self._jobs.clear()

    def close(self) -> None:
        self.forget()
        self._pool.shutdown(wait=False, cancel_futures=True)
        self.closed = True
