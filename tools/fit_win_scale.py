"""Fit Les Six Séquences Hard's cut-off scale: how many points of a cut-off reading make a
round about 76 % won (tanh 1), by the cards left in the stock.

Rounds are played to the end by Hard's playout policy (its side on Hard's weights, the rivals
on Medium's); at every turn start of a Hard seat the reading ``leaf_value`` and the stock are
noted, and at the end whether its side won. Each stock band's scale is the one that makes
(1 + tanh(v / s)) / 2 the likeliest account of those wins (ties count half).

    python tools/fit_win_scale.py --seats 4 --teams --rounds 400 --seed 1
"""

from __future__ import annotations

import argparse
import json
import math
import random
from collections.abc import Iterator

from sixseq.games.six_sequences.bots.hard import _WIN_SCALE, lead, leaf_value
from sixseq.games.six_sequences.bots.knowledge import DEFAULT_WEIGHTS, HARD_WEIGHTS, Reading
from sixseq.games.six_sequences.bots.medium import rank_actions
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.table import TableConfig

Sample = tuple[int, float, float]  # stock, reading, result (1 won, 0.5 tie, 0 lost)


def play_round(config: TableConfig, seed: int, hard_side: int) -> Iterator[Sample]:
    """One round by the playout policy; a sample per turn start of a seat of ``hard_side``."""
    state = GameState(config, seed, first=seed % config.seats)
    policy = [HARD_WEIGHTS if config.side_of(s) == hard_side else DEFAULT_WEIGHTS
              for s in range(config.seats)]
    readings: list[tuple[int, float]] = []
    last_turn = -1
    while not state.is_over():
        seat = state.turn_seat
        if config.side_of(seat) == hard_side and state.turn != last_turn:
            last_turn = state.turn
            readings.append((state.stock_count, leaf_value(state, seat, HARD_WEIGHTS)))
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
            continue
        mover = state.to_move
        obs = state.observation(mover)
        state.apply(rank_actions(obs, Reading(obs, policy[mover]))[0][1])
    score = state.outcome()
    assert score is not None
    margin = lead(score.totals, hard_side)
    result = 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
    for stock, value in readings:
        yield stock, value, result


def band_of(stock: int) -> int:
    """The least stock of the band of ``_WIN_SCALE`` the stock falls in."""
    return next(least for least, _ in _WIN_SCALE if stock >= least)


def likelihood(samples: list[tuple[float, float]], scale: float) -> float:
    total = 0.0
    for value, result in samples:
        p = min(max((1 + math.tanh(value / scale)) / 2, 1e-9), 1 - 1e-9)
        total += result * math.log(p) + (1 - result) * math.log(1 - p)
    return total


def fit(samples: list[tuple[float, float]]) -> float:
    """The scale (0.5-point steps from 2 to 150) that best explains the results."""
    return max((s / 2 for s in range(4, 301)), key=lambda s: likelihood(samples, s))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--teams", action="store_true")
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    config = TableConfig(args.seats, args.teams)
    bands: dict[int, list[tuple[float, float]]] = {least: [] for least, _ in _WIN_SCALE}
    rng = random.Random(args.seed)
    for n in range(args.rounds):
        for stock, value, result in play_round(config, rng.randrange(2**31), n % config.sides):
            bands[band_of(stock)].append((value, result))
    fitted = {least: {"samples": len(rows), "scale": fit(rows) if rows else None,
                      "current": dict(_WIN_SCALE)[least]}
              for least, rows in bands.items()}
    print(json.dumps({"seats": args.seats, "teams": args.teams, "rounds": args.rounds,
                      "seed": args.seed, "bands": fitted}, indent=1))


if __name__ == "__main__":
    main()
