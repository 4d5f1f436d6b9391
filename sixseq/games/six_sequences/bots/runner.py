"""Running a bot off the caller's thread, with a deadline: what the table needs.

The UI must keep drawing while a bot thinks, so ``Thinker.start(obs)`` hands the decision to a
background thread and ``poll()`` (called once a frame) returns the answer when it is ready. A
bot that raises or answers illegally is replaced by a safe action (``guarded_choice``); a bot
that is still thinking after its deadline is answered for with a safe action too, logged, so a
game never hangs on a bot. Hard does its heavy work in worker processes, so the thread mostly
waits and the UI keeps the interpreter.
"""

from __future__ import annotations

import logging
import time
from concurrent.futures import Future, ThreadPoolExecutor

from sixseq.games.six_sequences.bots.base import Bot, guarded_choice, safe_action
from sixseq.games.six_sequences.rules.actions import Action
from sixseq.games.six_sequences.rules.observation import Observation

log = logging.getLogger(__name__)


class Thinker:
    """One bot's decisions, one at a time, on a thread of its own."""

    def __init__(self, bot: Bot, deadline_s: float = 5.0) -> None:
        """``deadline_s``: how long a decision may take before a safe action is played."""
        self.bot = bot
        self.deadline_s = deadline_s
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sixseq-bot")
        self._future: Future[tuple[Action, bool]] | None = None
        self._obs: Observation | None = None
        self._started = 0.0

    def start(self, obs: Observation) -> None:
        """Begin deciding for ``obs`` (the seat to move is the bot's)."""
        self._obs = obs
        self._started = time.monotonic()
        self._future = self._executor.submit(guarded_choice, self.bot, obs)

    @property
    def busy(self) -> bool:
        return self._future is not None

    def poll(self) -> Action | None:
        """The decision once made (or, past the deadline, a logged safe action), else None."""
        if self._future is None or self._obs is None:
            return None
        if self._future.done():
            action, _ = self._future.result()
            self._future = None
            return action
        if time.monotonic() - self._started < self.deadline_s:
            return None
        log.error("%s bot took more than %.1f s at turn %d; playing a safe action",
                  self.bot.level, self.deadline_s, self._obs.turn)
        self._future.cancel()
        self._future = None
        return safe_action(self._obs)

    def wait(self) -> Action:
        """Block until the decision (or the deadline): for scripts and tests."""
        while True:
            action = self.poll()
            if action is not None:
                return action
            time.sleep(0.002)

    def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)
