"""Rami Hard against Medium with Hard's search settings changed: the tuning runs of docs/rami.md.

Deals and seatings are the arena's (``sixseq arena --game rami --bots hard,medium,… --seats S
--games S*N --seed SEED --iterations K`` deals the same rounds): each deal once from every
seat for Hard, the others Medium. Hard searches a fixed number of deals per decision
(``--iterations``), so a run replays exactly whatever the machine's load; each round is played
with the tuned settings and with the base settings on the same deal and Hard seed, and the
paired difference of Hard's round results is printed with its 95 % interval. Rounds run over
``--jobs`` processes (one search process each).

    python tools/rami_hard_tuning.py --seeds 3101 --deals 100 --iterations 40 --jobs 2 \\
        --base hold=0 every_pass=0
"""

from __future__ import annotations

import argparse
import json
import math
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import fields, replace

from sixseq.engine.arena import wilson
from sixseq.engine.rng import derived_seeds
from sixseq.games.rami.bots.base import Bot
from sixseq.games.rami.bots.hard import HardBot, SearchSettings
from sixseq.games.rami.bots.medium import MediumBot
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


Task = tuple[SearchSettings, int, int, int, int, int]  # settings, seed, deal, seat, seats, K


def play(task: Task) -> tuple[float, float, float, int, int]:
    """One round: Hard's share of the win, its points, the Mediums' mean points, Hard's
    searched decisions and samples."""
    settings, seed, deal, hard_seat, seats, iterations = task
    hard = HardBot(seed=seed * 7919 + deal * 31 + hard_seat, iterations=iterations,
                   workers=1, settings=settings)
    bots: list[Bot] = [MediumBot() for _ in range(seats)]
    bots[hard_seat] = hard
    state = RULES.deal(seats, derived_seeds(seed, deal + 1)[deal], deal % seats, {})
    searched = samples = 0
    while not state.is_over():
        seat = state.to_move
        action = bots[seat].choose(state.observation(seat))
        if seat == hard_seat and hard.last_samples:
            searched += 1
            samples += hard.last_samples
        state.apply(action)
    result = RULES.result(state)
    others = [result.points[s] for s in range(seats) if s != hard_seat]
    return (result.credit[hard_seat], result.points[hard_seat], sum(others) / len(others),
            searched, samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", required=True)
    parser.add_argument("--deals", type=int, default=50, help="per seed (rounds: seats times)")
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--iterations", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--base", nargs="*", default=None,
                        help="the settings compared against (name=value; none: defaults)")
    parser.add_argument("settings", nargs="*", help="name=value of SearchSettings")
    args = parser.parse_args()
    tuned = settings_from(args.settings)
    base = settings_from(args.base) if args.base is not None else None
    rounds = [(s, d, seat) for s in args.seeds for d in range(args.deals)
              for seat in range(args.seats)]
    tasks: list[Task] = [(tuned, s, d, seat, args.seats, args.iterations)
                         for s, d, seat in rounds]
    if base is not None:
        tasks += [(base, s, d, seat, args.seats, args.iterations) for s, d, seat in rounds]
    start = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        out = list(pool.map(play, tasks, chunksize=1))
    n = len(rounds)
    mine, theirs = out[:n], out[n:]
    wins = sum(r[0] for r in mine)
    report = {"settings": args.settings, "base": args.base, "seeds": args.seeds,
              "seats": args.seats, "rounds": n, "iterations": args.iterations,
              "win_rate": round(wins / n, 4),
              "ci95": [round(x, 4) for x in wilson(wins, n)],
              "mean_points": {"hard": round(sum(r[1] for r in mine) / n, 1),
                              "medium": round(sum(r[2] for r in mine) / n, 1)},
              "samples_per_search": round(sum(r[4] for r in mine)
                                          / max(1, sum(r[3] for r in mine)), 1),
              "seconds": round(time.perf_counter() - start, 1)}
    if theirs:
        diff = [x[0] - y[0] for x, y in zip(mine, theirs, strict=True)]
        mean = sum(diff) / n
        sd = math.sqrt(sum((d - mean) ** 2 for d in diff) / max(1, n - 1))
        report["base_win_rate"] = round(sum(r[0] for r in theirs) / n, 4)
        report["base_mean_points"] = round(sum(r[1] for r in theirs) / n, 1)
        report["paired_difference"] = [round(mean, 4), round(1.96 * sd / math.sqrt(n), 4)]
        report["rounds_changed"] = sum(d != 0 for d in diff)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
