"""Speed figures for the rules core (benchmarks print figures; tests never time anything)."""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.selfplay import run_selfplay
from sixseq.games.six_sequences.rules.table import Phase, TableConfig


def mid_round_positions(config: TableConfig, count: int, seed: int) -> list[GameState]:
    """Lay-down positions (a turn's richest choice) of random rounds, between the 20th and
    the 60th turn."""
    rng = random.Random(seed)
    positions: list[GameState] = []
    while len(positions) < count:
        state = GameState(config, rng.getrandbits(32))
        stop_turn = rng.randint(20, 60)
        while not state.is_over() and (state.turn < stop_turn or state.phase != Phase.LAY):
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over():
            positions.append(state)
    return positions


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def bench_core(positions: int = 500, rounds: int = 200, seed: int = 0) -> dict[str, Any]:
    """legal_actions() from a cold cache on mid-round positions, and random-round speed."""
    result: dict[str, Any] = {}
    for config in (TableConfig(2), TableConfig(4)):
        timings = []
        sizes = []
        for state in mid_round_positions(config, positions, seed):
            fresh = state.copy()
            start = time.process_time()
            legal = fresh.legal_actions()
            timings.append((time.process_time() - start) * 1e6)
            sizes.append(len(legal))
        key = f"{config.seats}p"
        result[f"legal_us_p50_{key}"] = round(statistics.median(timings), 1)
        result[f"legal_us_p95_{key}"] = round(_percentile(timings, 0.95), 1)
        result[f"legal_us_max_{key}"] = round(max(timings), 1)
        result[f"legal_actions_mean_{key}"] = round(statistics.mean(sizes), 1)
    report = run_selfplay(TableConfig(2), rounds, seed, check=False)
    result["rounds_per_s_2p"] = round(report.rounds_per_s, 1)
    result["actions_per_round_2p"] = round(report.actions / report.rounds, 1)
    return result
