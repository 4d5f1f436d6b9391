"""What the solver knows about the 20/20 game on screen, worked out in the background.

Two kinds of question run off the UI thread:

* the engine's :class:`~.rules.LiveSolver` is asked about every position the player
  reaches, so a hint (a move on a winning line, or the move keeping the most cards removable once
  no win is left) is ready before it is asked for;
* bare verdicts (``solve``, no hint) for the status line once the current position is lost: a
  binary search over the positions of the game for the move that lost it. The current position's
  own verdict comes with its hint, so the two never solve the same position side by side (Python
  threads share one core's worth of interpreter).

Winnability is monotone along a game: every position before a winnable one is winnable, every
position after a lost one is lost. So one known verdict settles many positions, the search needs
a handful of solves, and after the move that loses a game every later status is known at once.
"""

from __future__ import annotations

import logging
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

from sixseq.games.twenty_twenty.rules import (
    Game,
    Hint,
    LiveSolver,
    Position,
    Solution,
    Verdict,
    solve,
)
from sixseq.games.twenty_twenty.rules.solver import DEFAULT_MAX_NODES

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Report:
    """The status of the current position. ``verdict`` is ``None`` while unknown. When it is
    UNWINNABLE, ``lost_by`` is the number of the move that lost the game (0: the deal itself
    is not winnable), or ``None`` while the search for it runs or when it could not be found."""

    verdict: Verdict | None
    lost_by: int | None = None


def positions_of(game: Game) -> list[Position]:
    """The positions of ``game`` from the deal (index 0) to now (index ``len(moves)``)."""
    line = [game.start]
    for move in game.moves:
        line.append(line[-1].play(move))
    return line


class Oracle:
    """Follows one game; :meth:`follow` after every change of position, :meth:`poll` often."""

    def __init__(self, max_nodes: int = DEFAULT_MAX_NODES) -> None:
        self._max_nodes = max_nodes
        self.live = LiveSolver(max_nodes=max_nodes)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sixseq-20/20-verdict")
        self._job: tuple[Position, Future[Solution], threading.Event] | None = None
        self._known: dict[Position, Verdict] = {}
        self._undecided: set[Position] = set()  # the node budget ran out on these
        self._line: list[Position] = []
        self._hint: Hint | None = None
        self._failed = False

    # --- questions ------------------------------------------------------------------------

    def follow(self, game: Game) -> None:
        """The game's position changed (a move, undo, redo, a new game)."""
        self._line = positions_of(game)
        self._hint = None
        self.live.ask(game.position)
        self._collect_hint()
        self._schedule()

    def poll(self) -> bool:
        """Collect whatever answers arrived; True when something shown may have changed."""
        changed = self._collect_hint()
        job = self._job
        if job is not None and job[1].done():
            self._job = None
            position, future, _ = job
            try:
                solution = future.result()
            except Exception:  # a solver bug must not take the window down
                log.exception("20/20 verdict failed")
                self._failed = True
            else:
                self._learn(position, solution.verdict)
            changed = True
        if changed:  # a verdict arrived: it may start (or steer) the search for the losing move
            self._schedule()
        return changed

    @property
    def busy(self) -> bool:
        """Something is still being worked out (the scene keeps a timer running meanwhile)."""
        return self._job is not None or (self._hint is None and not self._failed
                                         and bool(self._line))

    def hint(self) -> Hint | None:
        """The engine's hint for the current position, once it is ready."""
        return self._hint

    def report(self) -> Report:
        if not self._line:
            return Report(None)
        last = len(self._line) - 1
        winnable, lost = self._bounds()
        if winnable == last:
            return Report(Verdict.WINNABLE)
        if lost is None:
            current = self._line[-1]
            return Report(Verdict.UNKNOWN if current in self._undecided else None)
        return Report(Verdict.UNWINNABLE, lost if winnable == lost - 1 else None)

    def close(self) -> None:
        """Stop all work (the scene is leaving)."""
        self.live.cancel()
        self._cancel_job()
        self._pool.shutdown(wait=False, cancel_futures=True)

    # --- bookkeeping ------------------------------------------------------------------------

    def _collect_hint(self) -> bool:
        if self._hint is not None or not self._line:
            return False
        try:
            answer = self.live.poll()
        except Exception:
            log.exception("20/20 hint failed")
            self._failed = True
            return True
        if answer is None or answer.cancelled:
            return False
        self._hint = answer
        self._learn(self._line[-1], answer.verdict)
        if answer.verdict is Verdict.WINNABLE:
            position = self._line[-1]
            for move in answer.line:  # every position along a winning line is winnable
                position = position.play(move)
                self._known[position] = Verdict.WINNABLE
        return True

    def _learn(self, position: Position, verdict: Verdict) -> None:
        if verdict is Verdict.UNKNOWN:
            self._undecided.add(position)
        else:
            self._known[position] = verdict

    def _bounds(self) -> tuple[int, int | None]:
        """The last position of the game known winnable (-1: none) and the first known lost."""
        winnable, lost = -1, None
        for index, position in enumerate(self._line):
            verdict = self._known.get(position)
            if verdict is Verdict.WINNABLE:
                winnable = index
            elif verdict is Verdict.UNWINNABLE and lost is None:
                lost = index
        return winnable, lost

    def _schedule(self) -> None:
        """Start the next verdict worth having: the search for the move that lost the game."""
        target = self._next_question()
        if self._job is not None and self._job[0] == target:
            return
        self._cancel_job()
        if target is None:
            return
        cancel = threading.Event()
        future = self._pool.submit(solve, target, max_nodes=self._max_nodes, cancel=cancel)
        self._job = (target, future, cancel)

    def _next_question(self) -> Position | None:
        if not self._line or self._failed:
            return None
        winnable, lost = self._bounds()
        if lost is None or winnable == lost - 1:  # nothing lost yet, or the losing move found
            return None
        middle = self._line[(winnable + lost) // 2]
        return None if middle in self._undecided else middle

    def _cancel_job(self) -> None:
        if self._job is not None:
            self._job[2].set()
            self._job[1].cancel()
            self._job = None
