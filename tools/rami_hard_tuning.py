"""Rami Hard against Medium with Hard's search settings changed: the tuning runs of docs/rami.md.

Deals and seatings are the arena's (``sixseq arena --game rami --bots hard,medium,… --seats S
--games S*N --seed SEED --iterations K`` deals the same cards): each deal once from every
seat for Hard, the others Medium. Hard searches a fixed number of deals per decision
(``--iterations``), so a run replays exactly whatever the machine's load; each round is played
with the tuned settings and with the base settings on the same deal and Hard seed, and the
paired difference of Hard's round results is printed with its 95 % interval. Rounds run over
``--jobs`` processes (one search process each). With ``--iterations 0`` Hard plays on the
clock instead (``--budget-ms`` a turn over ``--workers`` processes, one round at a time), to
measure its turn times and how many deals it searches per decision; run it alone on the
machine (``flock /work/arena.lock``).

    python tools/rami_hard_tuning.py --seeds 3101 --deals 100 --iterations 40 --jobs 2 \\
        --base hold=0 every_pass=0
"""

from __future__ import annotations

import argparse
import json
import math
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, fields, replace

from sixseq.engine.arena import percentile, wilson
from sixseq.engine.rng import derived_seeds
from sixseq.engine.search import DEFAULT_BUDGET_MS
from sixseq.games.rami.bots.base import Bot
from sixseq.games.rami.bots.hard import HardBot, SearchSettings
from sixseq.games.rami.bots.medium import MediumBot
from sixseq.games.rami.rules.table import Phase
from sixseq.games.rami.spec import RULES


def settings_from(pairs: list[str]) -> SearchSettings:
    """``name=value`` for fields of SearchSettings (a flag: 1 or 0)."""
    settings = SearchSettings()
    kinds = {f.name: type(getattr(settings, f.name)) for f in fields(settings)}
    for pair in pairs:
        name, _, text = pair.partition("=")
        value = text.lower() in ("1", "true", "yes") if kinds[name] is bool \
            else kinds[name](text)
        settings = replace(settings, **{name: value})
    return settings


@dataclass(frozen=True)
class Task:
    settings: SearchSettings
    seed: int
    deal: int
    hard_seat: int
    seats: int
    iterations: int | None  # None: on the clock, budget_ms a turn over `workers` processes
    budget_ms: int
    workers: int


@dataclass
class Round:
    credit: float  # Hard's share of the win
    points: float  # Hard's
    others: float  # the Mediums' mean
    samples: dict[str, list[int]]  # per searched decision, by phase
    turn_ms: list[float]  # Hard's turns


def play(task: Task) -> Round:
    """One round, Hard at ``hard_seat`` and Medium everywhere else."""
    hard = HardBot(seed=task.seed * 7919 + task.deal * 31 + task.hard_seat,
                   budget_ms=task.budget_ms, iterations=task.iterations,
                   workers=task.workers, settings=task.settings)
    bots: list[Bot] = [MediumBot() for _ in range(task.seats)]
    bots[task.hard_seat] = hard
    state = RULES.deal(task.seats, derived_seeds(task.seed, task.deal + 1)[task.deal],
                       task.deal % task.seats, {})
    samples: dict[str, list[int]] = {"draw": [], "play": []}
    turns: dict[int, float] = {}
    while not state.is_over():
        seat = state.to_move
        phase = "draw" if state.phase == Phase.DRAW else "play"
        turn = state.turn
        start = time.perf_counter()
        action = bots[seat].choose(state.observation(seat))
        if seat == task.hard_seat:
            turns[turn] = turns.get(turn, 0.0) + (time.perf_counter() - start) * 1000
            if hard.last_samples:
                samples[phase].append(hard.last_samples)
        state.apply(action)
    result = RULES.result(state)
    others = [result.points[s] for s in range(task.seats) if s != task.hard_seat]
    return Round(result.credit[task.hard_seat], result.points[task.hard_seat],
                 sum(others) / len(others), samples, list(turns.values()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", required=True)
    parser.add_argument("--deals", type=int, default=50, help="per seed (rounds: seats times)")
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--iterations", type=int, default=40,
                        help="deals per decision; 0: on the clock (--budget-ms, --workers)")
    parser.add_argument("--budget-ms", type=int, default=DEFAULT_BUDGET_MS)
    parser.add_argument("--workers", type=int, default=2, help="search processes on the clock")
    parser.add_argument("--jobs", type=int, default=1, help="rounds at once (with iterations)")
    parser.add_argument("--base", nargs="*", default=None,
                        help="the settings compared against (name=value; none: defaults)")
    parser.add_argument("settings", nargs="*", help="name=value of SearchSettings")
    args = parser.parse_args()
    tuned = settings_from(args.settings)
    base = settings_from(args.base) if args.base is not None else None
    iterations = args.iterations or None
    workers = 1 if iterations else args.workers
    rounds = [(s, d, seat) for s in args.seeds for d in range(args.deals)
              for seat in range(args.seats)]
    tasks = [Task(settings, s, d, seat, args.seats, iterations, args.budget_ms, workers)
             for settings in (tuned, *([base] if base else [])) for s, d, seat in rounds]
    start = time.perf_counter()
    if iterations:
        with ProcessPoolExecutor(args.jobs) as pool:
            out = list(pool.map(play, tasks, chunksize=1))
    else:  # one round at a time: its search has the workers
        out = [play(task) for task in tasks]
    n = len(rounds)
    mine, theirs = out[:n], out[n:]
    wins = sum(r.credit for r in mine)
    turns = [ms for r in mine for ms in r.turn_ms]
    report: dict[str, object] = {
        "settings": args.settings, "base": args.base, "seeds": args.seeds,
        "seats": args.seats, "rounds": n, "iterations": iterations,
        "budget_ms": None if iterations else args.budget_ms,
        "win_rate": round(wins / n, 4), "ci95": [round(x, 4) for x in wilson(wins, n)],
        "mean_points": {"hard": round(sum(r.points for r in mine) / n, 1),
                        "medium": round(sum(r.others for r in mine) / n, 1)},
        "samples_per_search": {
            phase: {"mean": round(sum(v) / max(1, len(v)), 1),
                    "p10": percentile(v, 0.1), "p50": percentile(v, 0.5)}
            for phase in ("draw", "play")
            for v in [[x for r in mine for x in r.samples[phase]]]},
        "turn_ms": {"p50": round(percentile(turns, 0.5)), "p95": round(percentile(turns, 0.95)),
                    "max": round(max(turns, default=0.0))},
        "seconds": round(time.perf_counter() - start, 1)}
    if theirs:
        diff = [x.credit - y.credit for x, y in zip(mine, theirs, strict=True)]
        mean = sum(diff) / n
        sd = math.sqrt(sum((d - mean) ** 2 for d in diff) / max(1, n - 1))
        report["base_win_rate"] = round(sum(r.credit for r in theirs) / n, 4)
        report["base_mean_points"] = round(sum(r.points for r in theirs) / n, 1)
        report["paired_difference"] = [round(mean, 4), round(1.96 * sd / math.sqrt(n), 4)]
        report["rounds_changed"] = sum(d != 0 for d in diff)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
