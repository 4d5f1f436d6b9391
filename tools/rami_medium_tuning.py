"""Rami Medium with its tactics changed, against Easy or Medium: the tuning runs of docs/rami.md.

Each deal is played once from every seat (with two seats these are the arena's rounds:
``sixseq arena --game rami --bots medium,easy --seats 2 --games 2N --seed S`` plays them with
the default tactics), the changed Medium in that seat and the rivals (``--rivals``, default
Easy) in the others. Every bot is deterministic, so two tactics met on the same seeds differ
only where a decision differs; the paired difference of their round results is printed with
its 95 % interval (against Medium rivals, the default's round is the one in which all are
alike).

    python tools/rami_medium_tuning.py --seeds 101 102 103 104 --deals 400 hold=0 weights.near=0.45
    python tools/rami_medium_tuning.py --seats 4 --rivals medium --seeds 4101 --deals 200 \
        unplanned_take=-1
"""

from __future__ import annotations

import argparse
import json
import math
import time
from dataclasses import fields, replace

from sixseq.engine.arena import percentile, wilson
from sixseq.engine.rng import derived_seeds
from sixseq.games.rami.bots.base import Bot
from sixseq.games.rami.bots.easy import EasyBot
from sixseq.games.rami.bots.medium import DEFAULT_TACTICS, MediumBot, Tactics
from sixseq.games.rami.spec import RULES


def tactics_from(settings: list[str]) -> Tactics:
    """``name=value`` for a field of Tactics, ``weights.name=value`` for one of its planner
    Weights (``danger`` is a field of both: Medium sets the planner's from its own)."""
    tactics = DEFAULT_TACTICS
    weight_names = {f.name for f in fields(tactics.weights)}
    tactic_names = {f.name for f in fields(tactics)} - {"weights"}
    for setting in settings:
        name, _, text = setting.partition("=")
        weight = name.removeprefix("weights.")
        if name.startswith("weights.") and weight in weight_names:
            tactics = replace(tactics, weights=replace(tactics.weights, **{weight: float(text)}))
        elif name in tactic_names:
            kind = type(getattr(tactics, name))
            tactics = replace(tactics, **{name: kind(text)})
        else:
            raise SystemExit(f"no such setting: {name} (Tactics: {sorted(tactic_names)}; "
                             f"weights.NAME for {sorted(weight_names)})")
    return tactics


def play(tactics: Tactics, seed: int, deals: int, seats: int = 2, rivals: str = "easy",
         ) -> tuple[list[float], list[float], list[float]]:
    """Medium's share of each round (deal by deal, Medium in seat 0, 1, …), its points and
    its rivals' mean points as sums, and Medium's decision times in ms."""
    results: list[float] = []
    points = [0.0, 0.0]
    times: list[float] = []
    for deal in range(deals):
        deal_seed = derived_seeds(seed, deal + 1)[deal]
        for medium_seat in range(seats):
            bots: list[Bot] = [EasyBot() if rivals == "easy" else MediumBot()
                               for _ in range(seats)]
            bots[medium_seat] = MediumBot(tactics=tactics)
            state = RULES.deal(seats, deal_seed, deal % seats, {})
            while not state.is_over():
                seat = state.to_move
                start = time.perf_counter()
                action = bots[seat].choose(state.observation(seat))
                if seat == medium_seat:
                    times.append((time.perf_counter() - start) * 1000)
                state.apply(action)
            result = RULES.result(state)
            results.append(result.credit[medium_seat])
            points[0] += result.points[medium_seat]
            points[1] += (sum(result.points) - result.points[medium_seat]) / (seats - 1)
    return results, points, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", required=True)
    parser.add_argument("--deals", type=int, default=400,
                        help="per seed (rounds: this many times the seats)")
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--rivals", choices=("easy", "medium"), default="easy")
    parser.add_argument("settings", nargs="*", help="name=value, e.g. hold=0 weights.near=0.45")
    args = parser.parse_args()
    tuned = tactics_from(args.settings)
    mine: list[float] = []
    base: list[float] = []
    points = [0.0, 0.0]
    times: list[float] = []
    for seed in args.seeds:
        results, pts, ms = play(tuned, seed, args.deals, args.seats, args.rivals)
        mine += results
        points = [points[0] + pts[0], points[1] + pts[1]]
        times += ms
        if args.settings:
            base += play(DEFAULT_TACTICS, seed, args.deals, args.seats, args.rivals)[0]
    n = len(mine)
    out = {"settings": args.settings, "seeds": args.seeds, "seats": args.seats,
           "rivals": args.rivals, "rounds": n,
           "win_rate": round(sum(mine) / n, 4),
           "ci95": [round(x, 4) for x in wilson(sum(mine), n)],
           "mean_points": {"medium": round(points[0] / n, 1),
                           "rivals": round(points[1] / n, 1)},
           "decision_ms_p95": round(percentile(times, 0.95), 2)}
    if base:
        diff = [x - y for x, y in zip(mine, base, strict=True)]
        mean = sum(diff) / n
        sd = math.sqrt(sum((d - mean) ** 2 for d in diff) / max(1, n - 1))
        out["default_win_rate"] = round(sum(base) / n, 4)
        out["paired_difference"] = [round(mean, 4), round(1.96 * sd / math.sqrt(n), 4)]
    print(json.dumps(out))


if __name__ == "__main__":
    main()
