"""Bots against bots, for any game of the registry: win rates with confidence intervals,
points, thinking times, failures.

Every deal is played once per seating (the bots rotate round the table), so no bot gets the
better cards more often. The game says who won a round and what each seat scored
(:meth:`~sixseq.engine.game.RulesGame.result`); a tie splits the win. Win rates over all bots
add up to 1. Every decision goes through the guard, which counts the answers it had to
replace.
"""

from __future__ import annotations

import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Callable, Hashable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from sixseq.engine.bots import Bot, guarded_choice
from sixseq.engine.game import RulesGame
from sixseq.engine.rng import derived_seeds
from sixseq.engine.search import DEFAULT_BUDGET_MS, search_cores

WIN_RULE = ("a round is won by the top-scoring side; ties split the win; every deal is "
            "played with the bots rotated round the table")
# For a game whose points are bad (Rami): the fewest points win.
WIN_RULE_POINTS_BAD = WIN_RULE.replace("top-scoring", "lowest-scoring")


def win_rule(game_id: str) -> str:
    """How the arena counts a round of ``game_id`` won, as its report says it."""
    return WIN_RULE_POINTS_BAD if rules_game(game_id).points_are_bad else WIN_RULE


def rules_game(game_id: str) -> RulesGame:
    from sixseq.games.registry import rules_of

    found: RulesGame = rules_of(game_id)
    return found


@dataclass(frozen=True)
class ArenaSpec:
    game: str
    bots: tuple[str, ...]
    seats: int = 2
    games: int = 100
    seed: int = 0
    budget_ms: int | None = None
    iterations: int | None = None
    jobs: int = 1
    options: tuple[tuple[str, Any], ...] = ()  # the game's table options, as (name, value)

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

    def budget(self) -> int | None:
        """Hard's thinking time per turn in this run (None when it counts samples instead)."""
        if self.iterations is not None:
            return None
        return DEFAULT_BUDGET_MS if self.budget_ms is None else self.budget_ms

    def bot_options(self, workers: int) -> dict[str, Any]:
        options: dict[str, Any] = {"workers": workers}
        if self.budget_ms is not None:
            options["budget_ms"] = self.budget_ms
        if self.iterations is not None:
            options["iterations"] = self.iterations
        return options


@dataclass
class GameReport:
    """One round: who sat where, the points per seat, and each bot's thinking."""

    seating: tuple[int, ...]
    points: tuple[float, ...]  # per seat
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
        wins = {lab: 0.0 for lab in labels}
        scores: dict[str, list[float]] = {lab: [] for lab in labels}
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
                scores[labels[b]].append(game.points[seat])
        return {
            "game": spec.game, "games": n, "bots": list(labels), "seats": spec.seats,
            **dict(spec.options),
            "seed": spec.seed, "budget_ms": spec.budget(), "iterations": spec.iterations,
            "win_rule": win_rule(spec.game),
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
    return round(x, 4) if abs(x) < 10 else round(x, 1)


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
    game = rules_game(spec.game)
    seatings = spec.seatings()
    deal, rotation = divmod(index, len(seatings))
    seating = seatings[rotation]
    bots: list[Bot[Any, Any]] = [
        game.make_bot(spec.bots[b], seed=spec.seed * 7919 + index * 31 + seat,
                      **spec.bot_options(workers)) for seat, b in enumerate(seating)]
    state = game.deal(spec.seats, derived_seeds(spec.seed, deal + 1)[deal], deal % spec.seats,
                      dict(spec.options))
    n = len(spec.bots)
    decision_ms: list[list[float]] = [[] for _ in range(n)]
    turn_ms: list[list[float]] = [[] for _ in range(n)]
    failures = [0] * n
    current: dict[int, tuple[Hashable, float]] = {}  # bot -> (turn key, ms so far)
    while not state.is_over():
        seat = state.to_move
        b = seating[seat]
        obs = state.observation(seat)
        start = time.perf_counter()
        action, own = guarded_choice(bots[seat], obs, game.safe_action)
        ms = (time.perf_counter() - start) * 1000
        decision_ms[b].append(ms)
        failures[b] += not own
        key = (game.turn_of(obs), seat)
        if b in current and current[b][0] == key:
            current[b] = (key, current[b][1] + ms)
        else:
            if b in current:
                turn_ms[b].append(current[b][1])
            current[b] = (key, ms)
        state.apply(action)
    for b, (_, ms) in current.items():
        turn_ms[b].append(ms)
    result = game.result(state)
    credit = [0.0] * n
    for seat, share in enumerate(result.credit):
        credit[seating[seat]] += share
    return GameReport(seating, result.points, credit, decision_ms, turn_ms, failures)


def _play_chunk(spec: ArenaSpec, indices: list[int], workers: int) -> list[GameReport]:
    return [play_game(spec, i, workers) for i in indices]


def check_spec(spec: ArenaSpec) -> None:
    """``ValueError`` for a table the game is not played at or an unknown level, before any
    game (or process) starts."""
    game = rules_game(spec.game)
    if spec.seats not in game.seat_counts:
        raise ValueError(f"{spec.game} is played by {', '.join(map(str, game.seat_counts))} "
                         f"players, not {spec.seats}")
    for name in spec.bots:
        game.make_bot(name)


def run_arena(spec: ArenaSpec, progress: Callable[[int, int], None] | None = None
              ) -> ArenaReport:
    """Play ``spec.games`` rounds. With ``jobs`` > 1 rounds run in that many processes and a
    searching bot uses its own process only, so no two searches share a core; with one job it
    may spread its samples over the machine's cores."""
    check_spec(spec)
    report = ArenaReport(spec)
    start = time.perf_counter()
    indices = list(range(spec.games))
    if spec.jobs <= 1:
        workers = search_cores()
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


def format_summary(summary: dict[str, Any]) -> str:
    """The report as lines a person reads."""
    budget = (f"{summary['iterations']} samples per decision" if summary["iterations"]
              else f"{summary['budget_ms']} ms per turn for hard")
    shown = {"game", "games", "bots", "seats", "seed", "budget_ms", "iterations", "win_rule",
             "win_rate", "ci95", "mean_score", "decision_ms_p50", "decision_ms_p95",
             "turn_ms_p50", "turn_ms_p95", "turn_ms_max", "illegal", "illegal_by_bot",
             "seconds"}
    options = ", ".join(f"{k} {v}" for k, v in summary.items() if k not in shown)
    lines = [f"{summary['game']}: {summary['games']} rounds, {summary['seats']} seats"
             + (f" ({options})" if options else "") + f", seed {summary['seed']}, {budget}",
             f"({summary['win_rule']})", ""]
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


def format_games(summary: dict[str, Any]) -> str:
    """A whole-games report (``RulesGame.whole_games``) as lines a person reads."""
    lines = [f"{summary['game']}: {summary['games']} games ({summary['hands']} hands), "
             f"seed {summary['seed']}", f"({summary['win_rule']})"]
    for lab in summary["bots"]:
        lo, hi = summary["game_ci95"][lab]
        lines.append(f"{lab:10} games {summary['game_win_rate'][lab]:.3f} [{lo:.3f}, {hi:.3f}]"
                     f"  points {summary['point_share'][lab]:.3f}"
                     f"  decision p95 {summary['decision_ms_p95'][lab]} ms")
    lines.append(f"illegal or failed answers replaced by the guard: {summary['illegal']}")
    lines.append(f"{summary['seconds']} s")
    return "\n".join(lines)


def print_progress(done: int, total: int) -> None:
    if total >= 20 and (done % max(1, total // 20) == 0 or done == total):
        print(f"arena: {done}/{total} rounds", file=sys.stderr, flush=True)
