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

from sixseq.ai.knowledge import DEFAULT_WEIGHTS, HARD_WEIGHTS, Weights
from sixseq.ai.medium import MediumBot
from sixseq.core.game import GameState
from sixseq.core.match import round_seeds
from sixseq.core.table import TableConfig

TWO = TableConfig(2, False)


def play_deals(weights: Weights, seed: int, deals: int) -> tuple[float, int, int]:
    """Rounds won (ties split), total score margin and rounds played by the tuned side."""
    credit, margin = 0.0, 0
    seeds = round_seeds(seed, deals)
    for deal in range(deals):
        for tuned_seat in (0, 1):
            bots = [MediumBot(), MediumBot()]
            bots[tuned_seat] = MediumBot(weights=weights)
            state = GameState(TWO, seeds[deal], first=deal % 2)
            while not state.is_over():
                seat = state.to_move
                state.apply(bots[seat].choose(state.observation(seat)))
            score = state.outcome()
            assert score is not None
            winners = score.winners()
            credit += 1 / len(winners) if tuned_seat in winners else 0.0
            margin += score.totals[tuned_seat] - score.totals[1 - tuned_seat]
    return credit, margin, 2 * deals


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
