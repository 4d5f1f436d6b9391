"""Medium with other weights against Medium: how ``HARD_WEIGHTS`` was found and is checked.

    .venv/bin/python tools/weights_match.py '{"commit": 1.0}' --deals 2000 --seed 4
    .venv/bin/python tools/weights_match.py hard --deals 2000 --seed 5

Two seats; every deal is played twice, the tuned Medium in each seat, so the cards even out and
identical weights give exactly 0.5. Prints the tuned side's share of rounds won (ties split) and
its mean score margin. Medium decides in well under a millisecond, so 4000 rounds take about a
minute on two cores; rounds are spread over processes.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import time
from concurrent.futures import ProcessPoolExecutor

from sixseq.games.six_sequences.bots.knowledge import DEFAULT_WEIGHTS, HARD_WEIGHTS, Weights
from sixseq.games.six_sequences.bots.tuning import weights_match
from sixseq.games.six_sequences.rules.match import round_seeds


def play_deals(weights: Weights, seed: int, deals: int) -> tuple[float, int, int]:
    """One process's share: ``deals`` deals drawn from ``seed``."""
    return weights_match(weights, round_seeds(seed, deals))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("weights", help='"hard" or JSON overrides of Medium\'s weights')
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    if args.weights == "hard":
        weights = HARD_WEIGHTS
    else:
        weights = dataclasses.replace(DEFAULT_WEIGHTS, **json.loads(args.weights))
    chunks = args.jobs * 4
    start = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        parts = list(pool.map(play_deals, [weights] * chunks,
                              [args.seed * 1000 + k for k in range(chunks)],
                              [args.deals // chunks] * chunks))
    credit = sum(p[0] for p in parts)
    margin = sum(p[1] for p in parts)
    rounds = sum(p[2] for p in parts)
    print(f"{weights}\nwin rate {credit / rounds:.4f} over {rounds} rounds, "
          f"mean margin {margin / rounds:+.2f} points, {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
