"""Work off the caller's thread, each job with a deadline: how a table runs its bots.

The table must keep drawing while a bot thinks, so a job (a bot's move, a hint) runs on a
daemon thread of its own and :meth:`Runner.poll`, called once a frame, returns the answers that
are ready. A job still running past its deadline is answered for by its fallback (a safe legal
action), logged, and forgotten: a hanging bot cannot freeze the table, and since its thread is
a daemon it cannot keep the program from closing either. Pure: the table passes a ``wake``
callback (it posts a window event) so a table waiting for a bot sleeps instead of spinning.

A deadline passes on two clocks: the real one (a bot hanging), and the program's own
(``frames``: the time of its frames, which skips a machine asleep, each frame counting a
second at most), so a bot whose thinking a suspend interrupted is not late when the machine
wakes, however far the real clock jumped, and plays its own move.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from sixseq.engine.bots import DEADLINE_MARGIN_S, Bot, guarded_choice

log = logging.getLogger(__name__)

A = TypeVar("A")


@dataclass
class _Job:
    tag: Hashable
    deadline: float | None  # on the real clock
    frames_deadline: float | None  # on the program's own
    fallback: Callable[[], Any] | None
    done: threading.Event = field(default_factory=threading.Event)
    answer: Any = None
    cancelled: bool = False


class Runner:
    """Jobs on daemon threads; each answer is matched to its job by a tag (or dropped once
    stale, see :meth:`forget`)."""

    def __init__(self, wake: Callable[[], None] | None = None,
                 clock: Callable[[], float] = time.monotonic,
                 frames: Callable[[], float] | None = None) -> None:
        """``clock``: the real clock (tests move one by hand); ``frames``: the program's own
        (see the module docstring), if it has one."""
        self._wake = wake
        self.clock = clock
        self._frames = frames
        self._jobs: list[_Job] = []
        self.closed = False
        self.late = 0  # jobs answered by their fallback after their deadline

    def submit(self, tag: Hashable, job: Callable[..., Any], *args: Any,
               deadline_s: float | None = None,
               fallback: Callable[[], Any] | None = None) -> None:
        """Run ``job(*args)``; past ``deadline_s`` seconds its answer is ``fallback()``."""
        deadline = frames_deadline = None
        if deadline_s is not None:
            deadline = self.clock() + deadline_s
            frames_deadline = None if self._frames is None else self._frames() + deadline_s
        entry = _Job(tag, deadline, frames_deadline, fallback)
        self._jobs.append(entry)

        def run() -> None:
            try:
                entry.answer = job(*args)
            except BaseException as error:  # the caller decides what a failed job means
                entry.answer = error
            entry.done.set()
            if self._wake is not None and not entry.cancelled:
                try:
                    self._wake()
                except Exception:
                    log.debug("could not wake the table", exc_info=True)

        threading.Thread(target=run, name=f"sixseq-job-{tag!r}"[:60], daemon=True).start()

    def poll(self) -> list[tuple[Hashable, Any]]:
        """Answers of finished jobs, in submission order (a job that raised answers with its
        exception; a job past its deadline with its fallback's answer)."""
        answers = []
        now = self.clock()
        frames = None if self._frames is None else self._frames()
        while self._jobs:
            head = self._jobs[0]
            if head.done.is_set():
                answers.append((head.tag, head.answer))
            elif head.deadline is not None and now >= head.deadline and (
                    frames is None or head.frames_deadline is None
                    or frames >= head.frames_deadline):
                head.cancelled = True
                self.late += 1
                log.error("job %r ran past its deadline; answering with its fallback", head.tag)
                answers.append((head.tag, head.fallback() if head.fallback else None))
            else:
                break
            self._jobs.pop(0)
        return answers

    def busy(self, tag: Hashable | None = None) -> bool:
        return any(tag is None or job.tag == tag for job in self._jobs)

    def forget(self) -> None:
        """Drop every pending answer (a new game, an undo): late answers are not wanted."""
        for job in self._jobs:
            job.cancelled = True
        self._jobs.clear()

    def close(self) -> None:
        self.forget()
        self.closed = True


def bot_deadline(bot: Bot[Any, Any]) -> float:
    """How long the runner waits for ``bot``: its own limit plus a margin."""
    return bot.time_limit() + DEADLINE_MARGIN_S


def decide(runner: Runner, tag: Hashable, bot: Bot[Any, A], obs: Any,
           safe: Callable[[Any], A]) -> None:
    """Ask ``bot`` to move on ``runner``: its answer is guarded (a failure or an illegal action
    becomes ``safe(obs)``), and so is its lateness."""
    runner.submit(tag, lambda: guarded_choice(bot, obs, safe)[0],
                  deadline_s=bot_deadline(bot), fallback=lambda: safe(obs))
