"""Solving in the background (TT-7), so the table can ask after every move without freezing.

The search runs in a daemon thread and checks a cancel flag at every node, so dropping a question
(the player moved again) frees the CPU within a fraction of a millisecond. Pure Python threads
share one interpreter, so the UI thread keeps running at the interpreter's switch interval.
"""

from __future__ import annotations

import threading
from concurrent.futures import Future

from sixseq.games.twenty_twenty.rules.hints import Hint, hint
from sixseq.games.twenty_twenty.rules.position import Position
from sixseq.games.twenty_twenty.rules.solver import DEFAULT_MAX_NODES


class SolverTask:
    """One position's ``hint`` (verdict, winning line or best move) computed in a thread.

    ``future`` is a ``concurrent.futures.Future``: poll ``done()``, or wait with ``result()``.
    """

    def __init__(self, position: Position, *, max_nodes: int = DEFAULT_MAX_NODES) -> None:
        self.position = position
        self.future: Future[Hint] = Future()
        self._max_nodes = max_nodes
        self._cancel = threading.Event()
        self._thread = threading.Thread(target=self._run, name="sixseq-20/20-solver",
                                        daemon=True)

    def start(self) -> SolverTask:
        self.future.set_running_or_notify_cancel()
        self._thread.start()
        return self

    def _run(self) -> None:
        try:
            result = hint(self.position, max_nodes=self._max_nodes, cancel=self._cancel)
        except BaseException as error:  # handed to whoever waits on the future
            self.future.set_exception(error)
        else:
            self.future.set_result(result)

    def cancel(self) -> None:
        """Ask the search to stop; its result is then a cancelled, UNKNOWN hint."""
        self._cancel.set()

    def done(self) -> bool:
        return self.future.done()

    def poll(self) -> Hint | None:
        """The result if it is ready, else ``None``; never blocks."""
        return self.future.result() if self.future.done() else None

    def result(self, timeout: float | None = None) -> Hint:
        return self.future.result(timeout)


class LiveSolver:
    """The table's solver: always about the position in front of the player.

    ``ask`` after every move, undo and redo; a question no longer relevant is cancelled. Answers
    are remembered, so going back and forth answers at once.
    """

    CACHE_SIZE = 512

    def __init__(self, *, max_nodes: int = DEFAULT_MAX_NODES) -> None:
        self._max_nodes = max_nodes
        self._position: Position | None = None
        self._task: SolverTask | None = None
        self._answers: dict[Position, Hint] = {}

    def ask(self, position: Position) -> None:
        if position == self._position:
            return
        self.cancel()
        self._position = position
        if position not in self._answers:
            self._task = SolverTask(position, max_nodes=self._max_nodes).start()

    def poll(self) -> Hint | None:
        """The answer about the last position asked, or ``None`` while it is being worked out."""
        if self._position is None:
            return None
        known = self._answers.get(self._position)
        if known is not None or self._task is None:
            return known
        return self._collect(self._task.poll())

    def wait(self, timeout: float | None = None) -> Hint | None:
        """Like ``poll`` but waits up to ``timeout`` seconds for the answer."""
        if self._task is None or self._position in self._answers:
            return self.poll()
        try:
            return self._collect(self._task.result(timeout))
        except TimeoutError:
            return None

    def cancel(self) -> None:
        """Stop working on the current question and forget it."""
        if self._task is not None:
            self._task.cancel()
            self._task = None
        self._position = None

    def _collect(self, answer: Hint | None) -> Hint | None:
        if answer is None or self._position is None:
            return answer
        self._task = None
        if not answer.cancelled:
            if len(self._answers) >= self.CACHE_SIZE:
                del self._answers[next(iter(self._answers))]
            self._answers[self._position] = answer
        return answer
