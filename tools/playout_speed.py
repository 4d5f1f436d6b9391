"""Print the CPU time of one of Hard's playouts (``simulate``) from mid-round positions, for 2
and 4 seats: the cost that bounds how many samples Hard searches per second.

    .venv/bin/python tools/playout_speed.py [--positions 40] [--repeat 3]
"""

from __future__ import annotations

import argparse
import random
import time

from sixseq.games.six_sequences.bots.hard import SearchSettings, simulate
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.table import TableConfig


def positions(seats: int, count: int) -> list[GameState]:
    """Random play from ``count`` deals to a random point of the round."""
    rng = random.Random(1)
    found = []
    for seed in range(count):
        state = GameState(TableConfig(seats), seed)
        for _ in range(rng.randrange(10, 120)):
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over():
            found.append(state)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    for seats in (2, 4):
        states = positions(seats, args.positions)
        start = time.process_time()
        for state in states:
            for _ in range(args.repeat):
                simulate(state.copy(), state.to_move, SearchSettings(), state.turn)
        per = (time.process_time() - start) / (args.repeat * len(states)) * 1000
        print(f"{seats} seats: {per:.2f} ms of CPU per playout ({len(states)} positions)")


if __name__ == "__main__":
    main()
