"""``sixseq solve``: decide one deal, or survey a range of deals and time the solver.

Each deal is timed inside the process that solves it, so with ``jobs`` workers (one per core)
the times stay those of one deal on one core.
"""

from __future__ import annotations

import json
import math
import multiprocessing
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, TextIO

from sixseq.decks.sixsuit import card_str
from sixseq.games.twenty_twenty.rules.position import IllegalMove, Position
from sixseq.games.twenty_twenty.rules.solver import DEFAULT_MAX_NODES, Solution, Verdict, solve


@dataclass(frozen=True)
class DealResult:
    deal: int
    verdict: Verdict
    seconds: float
    nodes: int


@dataclass
class Survey:
    """Verdict counts and solve times over a range of deals."""

    results: list[DealResult] = field(default_factory=list)

    def count(self, verdict: Verdict) -> int:
        return sum(1 for r in self.results if r.verdict is verdict)

    def percentile_ms(self, percent: float) -> float:
        """Nearest-rank percentile of the solve times, in milliseconds."""
        times = sorted(r.seconds for r in self.results)
        if not times:
            return 0.0
        rank = max(1, math.ceil(percent / 100 * len(times)))
        return times[rank - 1] * 1000

    def summary(self) -> dict[str, Any]:
        deals = len(self.results)
        winnable = self.count(Verdict.WINNABLE)
        slowest = sorted(self.results, key=lambda r: r.seconds, reverse=True)[:5]
        return {
            "deals": deals,
            "first_deal": min((r.deal for r in self.results), default=None),
            "winnable": winnable,
            "unwinnable": self.count(Verdict.UNWINNABLE),
            "unknown": self.count(Verdict.UNKNOWN),
            "winnable_fraction": winnable / deals if deals else None,
            "p50_ms": round(self.percentile_ms(50), 3),
            "p99_ms": round(self.percentile_ms(99), 3),
            "max_ms": round(self.percentile_ms(100), 3),
            "slowest_deal": slowest[0].deal if slowest else None,
            "slowest": [[r.deal, round(r.seconds * 1000, 3)] for r in slowest],
            "unknown_deals": [r.deal for r in self.results if r.verdict is Verdict.UNKNOWN],
        }


def solve_deal(deal: int, max_nodes: int = DEFAULT_MAX_NODES) -> tuple[DealResult, Solution]:
    """Solve one deal, timing the solver alone, then replay any winning line through the rules
    (after the clock stops), so that a survey also proves every "winnable" it counts."""
    position = Position.deal(deal)
    start = time.perf_counter()
    solution = solve(position, max_nodes=max_nodes)
    seconds = time.perf_counter() - start
    if solution.verdict is Verdict.WINNABLE:
        try:
            for move in solution.line:
                position = position.play(move)
        except IllegalMove as error:
            message = f"solver bug: deal {deal}'s winning line breaks a rule: {error}"
            raise RuntimeError(message) from None
        if position.remaining:
            raise RuntimeError(f"solver bug: deal {deal}'s winning line leaves cards")
    return DealResult(deal, solution.verdict, seconds, solution.nodes), solution


def _survey_one(job: tuple[int, int]) -> DealResult:
    return solve_deal(*job)[0]


def survey(deals: Iterable[int], *, jobs: int = 1,
           max_nodes: int = DEFAULT_MAX_NODES) -> Iterator[DealResult]:
    """Solve every deal, in ``jobs`` processes; results come in deal order."""
    work = [(deal, max_nodes) for deal in deals]
    if jobs <= 1:
        yield from map(_survey_one, work)
        return
    # "spawn": forking a process that runs threads (the app's, a test suite's) can deadlock.
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(_survey_one, work, chunksize=4)


def solve_command(*, deal: int | None, deals: int | None, seed: int, jobs: int,
                  max_nodes: int, as_json: bool, out: TextIO) -> int:
    """The ``sixseq solve`` command; returns the exit status (1 if any deal stayed unknown)."""
    if deal is not None:
        return _one_deal(deal, max_nodes, as_json, out)
    assert deals is not None
    result = Survey(list(survey(range(seed, seed + deals), jobs=jobs, max_nodes=max_nodes)))
    summary = result.summary()
    if as_json:
        out.write(json.dumps({**summary, "seed": seed, "jobs": jobs, "max_nodes": max_nodes})
                  + "\n")
    else:
        fraction = summary["winnable_fraction"]
        out.write(
            f"deals {seed}…{seed + deals - 1}: {summary['deals']} solved with {jobs} job(s)\n"
            f"  winnable      {summary['winnable']} ({fraction:.2%})\n"
            f"  not winnable  {summary['unwinnable']}\n"
            f"  unknown       {summary['unknown']}\n"
            f"  solve time    p50 {summary['p50_ms']:.1f} ms, p99 {summary['p99_ms']:.1f} ms, "
            f"max {summary['max_ms']:.1f} ms (deal {summary['slowest_deal']})\n")
    return 1 if summary["unknown"] else 0


def _one_deal(deal: int, max_nodes: int, as_json: bool, out: TextIO) -> int:
    result, solution = solve_deal(deal, max_nodes)
    piles = Position.deal(deal).piles
    if as_json:
        record: dict[str, Any] = {
            "deal": deal,
            "piles": [[card_str(c) for c in pile] for pile in piles],
            "verdict": solution.verdict.value,
            "ms": round(result.seconds * 1000, 3),
            "nodes": solution.nodes,
        }
        if solution.verdict is Verdict.WINNABLE:
            record["solution"] = [[m.a, m.b] for m in solution.line]
        out.write(json.dumps(record, ensure_ascii=False) + "\n")
    else:
        out.write(f"deal {deal} (piles bottom to top, row by row):\n")
        for i, pile in enumerate(piles):
            out.write(f"  {i:2d}: {' '.join(f'{card_str(c):>3}' for c in pile)}\n")
        out.write(f"{solution.verdict.value} ({result.seconds * 1000:.1f} ms, "
                  f"{solution.nodes} nodes)\n")
        if solution.verdict is Verdict.WINNABLE:
            out.write("solution: " + " ".join(str(m) for m in solution.line) + "\n")
    return 1 if solution.verdict is Verdict.UNKNOWN else 0
