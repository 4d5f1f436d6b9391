"""Bots against bots: win rates with confidence intervals, scores, thinking times, failures.

Every deal is played once per seating (the bots rotate round the table), so no bot gets the
better cards more often. A round is won by the side with the top score (SS-SCORE-4); the win
goes to the bot(s) playing that side, and a tie splits it between the tied sides (a bot playing
two tied sides keeps both halves). Win rates over all bots add up to 1.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from sixseq.games.six_sequences.bots.base import Bot, guarded_choice, make_bot
from sixseq.games.six_sequences.bots.knowledge import Weights
from sixseq.games.six_sequences.bots.medium import MediumBot
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.match import round_seeds
from sixseq.games.six_sequences.rules.table import TableConfig

WIN_RULE = ("a round is won by the side with the top score; ties split the win; "
            "every deal is played with the bots rotated round the table")


@dataclass(frozen=True, slots=True)
class ArenaSpec:
    bots: tuple[str, ...]
    seats: int = 2
    teams: bool = False
    games: int = 100
    seed: int = 0
    budget_ms: int | None = None
    iterations: int | None = None
    jobs: int = 1

    def config(self) -> TableConfig:
        return TableConfig(self.seats, self.teams)

    def labels(self) -> tuple[str, ...]:
        """Bot names, numbered when a level plays against itself ("medium", "medium#2")."""
        labels = []
        for i, name in enumerate(self.bots):
            count = self.bots[:i].count(name)
            labels.append(name if count == 0 else f"{name}#{count + 1}")
        return tuple(labels)

    def seatings(self) -> list[tuple[int, ...]]:
        """The distinct ways to seat the bots: seat i gets bot (i + r) mod n, r = 0, 1, …"""
        n = len(self.bots)
        seatings: list[tuple[int, ...]] = []
        for r in range(max(n, self.seats)):
            seating = tuple((i + r) % n for i in range(self.seats))
            if seating not in seatings:
                seatings.append(seating)
        return seatings


@dataclass
class GameReport:
    """One round: who sat where, the score per side, and each bot's thinking."""

    seating: tuple[int, ...]
    totals: tuple[int, ...]
    credit: list[float]  # per bot index
    decision_ms: list[list[float]]  # per bot index
    turn_ms: list[list[float]]  # per bot index: a turn's decisions together
    failures: list[int]  # per bot index: answers the guard had to replace


@dataclass
class ArenaReport:
    spec: ArenaSpec
    games: list[GameReport] = field(default_factory=list)
    seconds: float = 0.0

    def summary(self) -> dict[str, Any]:
        """The JSON view: one key per measure, each a map from bot label."""
        spec = self.spec
        labels = spec.labels()
        n = len(self.games)
        config = spec.config()
        wins = {lab: 0.0 for lab in labels}
        scores: dict[str, list[int]] = {lab: [] for lab in labels}
        decisions: dict[str, list[float]] = {lab: [] for lab in labels}
        turns: dict[str, list[float]] = {lab: [] for lab in labels}
        failures = {lab: 0 for lab in labels}
        for game in self.games:
            for b, lab in enumerate(labels):
                wins[lab] += game.credit[b]
                decisions[lab] += game.decision_ms[b]
                turns[lab] += game.turn_ms[b]
                failures[lab] += game.failures[b]
            for seat, b in enumerate(game.seating):
                scores[labels[b]].append(game.totals[config.side_of(seat)])
        return {
            "games": n, "bots": list(labels), "seats": spec.seats, "teams": spec.teams,
            "seed": spec.seed, "budget_ms": spec.budget_ms, "iterations": spec.iterations,
            "win_rule": WIN_RULE,
            "win_rate": {lab: _round(wins[lab] / n) if n else 0.0 for lab in labels},
            "ci95": {lab: [_round(x) for x in wilson(wins[lab], n)] for lab in labels},
            "mean_score": {lab: _round(statistics.mean(v)) if v else 0.0
                           for lab, v in scores.items()},
            "decision_ms_p50": {lab: _round(percentile(v, 0.5)) for lab, v in decisions.items()},
            "decision_ms_p95": {lab: _round(percentile(v, 0.95)) for lab, v in decisions.items()},
            "turn_ms_p50": {lab: _round(percentile(v, 0.5)) for lab, v in turns.items()},
            "turn_ms_p95": {lab: _round(percentile(v, 0.95)) for lab, v in turns.items()},
            "turn_ms_max": {lab: _round(max(v, default=0.0)) for lab, v in turns.items()},
            "illegal": sum(failures.values()),
            "illegal_by_bot": failures,
            "seconds": round(self.seconds, 1),
        }


def _round(x: float) -> float:
    return round(x, 4) if x < 10 else round(x, 1)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson 95% interval of a rate (ties count as half wins)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def play_game(spec: ArenaSpec, index: int, workers: int) -> GameReport:
    """Round ``index``: deal ``index // seatings`` with seating ``index % seatings``."""
    seatings = spec.seatings()
    deal, rotation = divmod(index, len(seatings))
    seating = seatings[rotation]
    config = spec.config()
    options: dict[str, Any] = {"workers": workers}
    if spec.budget_ms is not None:
        options["budget_ms"] = spec.budget_ms
    if spec.iterations is not None:
        options["iterations"] = spec.iterations
    bots: list[Bot] = [make_bot(spec.bots[b], seed=spec.seed * 7919 + index * 31 + seat,
                                **options) for seat, b in enumerate(seating)]
    state = GameState(config, round_seeds(spec.seed, deal + 1)[deal], first=deal % spec.seats)
    n = len(spec.bots)
    decision_ms: list[list[float]] = [[] for _ in range(n)]
    turn_ms: list[list[float]] = [[] for _ in range(n)]
    failures = [0] * n
    current: dict[int, tuple[tuple[int, int], float]] = {}  # bot -> (turn key, ms so far)
    while not state.is_over():
        seat = state.to_move
        b = seating[seat]
        obs = state.observation(seat)
        start = time.perf_counter()
        action, own = guarded_choice(bots[seat], obs)
        ms = (time.perf_counter() - start) * 1000
        decision_ms[b].append(ms)
        failures[b] += not own
        key = (obs.turn, seat)
        if b in current and current[b][0] == key:
            current[b] = (key, current[b][1] + ms)
        else:
            if b in current:
                turn_ms[b].append(current[b][1])
            current[b] = (key, ms)
        state.apply(action)
    for b, (_, ms) in current.items():
        turn_ms[b].append(ms)
    score = state.outcome()
    assert score is not None
    winners = score.winners()
    credit = [0.0] * n
    for side in winners:
        seats = config.seats_of(side)
        for seat in seats:
            credit[seating[seat]] += 1 / len(winners) / len(seats)
    return GameReport(seating, score.totals, credit, decision_ms, turn_ms, failures)


def _play_chunk(spec: ArenaSpec, indices: list[int], workers: int) -> list[GameReport]:
    return [play_game(spec, i, workers) for i in indices]


def run_arena(spec: ArenaSpec, progress: Callable[[int, int], None] | None = None
              ) -> ArenaReport:
    """Play ``spec.games`` rounds. With ``jobs`` > 1 rounds run in that many processes and Hard
    searches in its own process only, so no two searches share a core; with one job Hard may
    spread its samples over the machine's cores."""
    for name in spec.bots:
        make_bot(name)  # an unknown level fails here, before any process starts
    report = ArenaReport(spec)
    start = time.perf_counter()
    indices = list(range(spec.games))
    if spec.jobs <= 1:
        workers = min(2, os.cpu_count() or 1)
        for i in indices:
            report.games.append(play_game(spec, i, workers))
            if progress:
                progress(len(report.games), spec.games)
    else:
        chunks = [indices[k::spec.jobs * 4] for k in range(spec.jobs * 4)]
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(spec.jobs, mp_context=context) as pool:
            futures = [pool.submit(_play_chunk, spec, chunk, 1) for chunk in chunks if chunk]
            for future in futures:
                report.games.extend(future.result())
                if progress:
                    progress(len(report.games), spec.games)
    report.seconds = time.perf_counter() - start
    return report


def weights_match(weights: Weights, deal_seeds: Sequence[int]) -> tuple[float, int, int]:
    """Medium with ``weights`` against Medium on two seats, every deal played with the tuned side
    in each seat (so identical weights give exactly half): the tuned side's rounds won (ties
    split), total score margin and rounds played. How Hard's weights were found."""
    two = TableConfig(2, False)
    credit, margin = 0.0, 0
    for index, deal_seed in enumerate(deal_seeds):
        for tuned_seat in (0, 1):
            bots = [MediumBot(), MediumBot()]
            bots[tuned_seat] = MediumBot(weights=weights)
            state = GameState(two, deal_seed, first=index % 2)
            while not state.is_over():
                seat = state.to_move
                state.apply(bots[seat].choose(state.observation(seat)))
            score = state.outcome()
            assert score is not None
            winners = score.winners()
            credit += 1 / len(winners) if tuned_seat in winners else 0.0
            margin += score.totals[tuned_seat] - score.totals[1 - tuned_seat]
    return credit, margin, 2 * len(deal_seeds)


def format_summary(summary: dict[str, Any]) -> str:
    """The report as lines a person reads."""
    config = TableConfig(summary["seats"], summary["teams"])
    budget = (f"{summary['iterations']} samples per decision" if summary["iterations"]
              else f"{summary['budget_ms'] or 1000} ms per turn for hard")
    lines = [f"{summary['games']} rounds, {config.label()}, seed {summary['seed']}, {budget}",
             f"({WIN_RULE})", ""]
    lines.append(f"{'bot':10} {'win rate':>9} {'95% CI':>15} {'mean score':>11} "
                 f"{'decision p50/p95 ms':>20} {'turn p50/p95 ms':>17}")
    for lab in summary["bots"]:
        lo, hi = summary["ci95"][lab]
        lines.append(
            f"{lab:10} {summary['win_rate'][lab]:9.3f} {f'[{lo:.3f}, {hi:.3f}]':>15} "
            f"{summary['mean_score'][lab]:11.2f} "
            f"{summary['decision_ms_p50'][lab]:>9.1f} / {summary['decision_ms_p95'][lab]:<8.1f} "
            f"{summary['turn_ms_p50'][lab]:>7.1f} / {summary['turn_ms_p95'][lab]:<7.1f}")
    lines.append("")
    lines.append(f"illegal or failed answers replaced by the guard: {summary['illegal']}")
    lines.append(f"{summary['seconds']} s")
    return "\n".join(lines)


def print_progress(done: int, total: int) -> None:
    if total >= 20 and (done % max(1, total // 20) == 0 or done == total):
        print(f"arena: {done}/{total} rounds", file=sys.stderr, flush=True)
