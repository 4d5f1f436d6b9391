"""Speed figures of a game's rules core (benchmarks print figures; tests never time anything):
``legal_actions()`` from a cold start on mid-round positions, and random play's speed."""

from __future__ import annotations

import statistics
import time
from collections.abc import Mapping
from typing import Any

from sixseq.engine.arena import percentile
from sixseq.engine.game import RulesGame
from sixseq.engine.selfplay import run_selfplay


def bench_core(game: RulesGame, seat_counts: tuple[int, ...], positions: int, rounds: int,
               seed: int, options: Mapping[str, Any]) -> dict[str, Any]:
    """Per table size: ``legal_actions()`` times (µs, CPU) on fresh copies of mid-round
    positions and how many actions they list; then random rounds and actions per second."""
    result: dict[str, Any] = {"game": game.id}
    for seats in seat_counts:
        timings = []
        sizes = []
        for state in game.bench_positions(seats, positions, seed, options):
            fresh = state.copy()
            start = time.process_time()
            legal = fresh.legal_actions()
            timings.append((time.process_time() - start) * 1e6)
            sizes.append(len(legal))
        key = f"{seats}p"
        result[f"legal_us_p50_{key}"] = round(statistics.median(timings), 1)
        result[f"legal_us_p95_{key}"] = round(percentile(timings, 0.95), 1)
        result[f"legal_us_max_{key}"] = round(max(timings), 1)
        result[f"legal_actions_mean_{key}"] = round(statistics.mean(sizes), 1)
    seats = seat_counts[0]
    report = run_selfplay(game, seats, rounds, seed, options, check=False)
    key = f"{seats}p"
    result[f"rounds_per_s_{key}"] = round(report.rounds_per_s, 1)
    result[f"actions_per_round_{key}"] = round(report.actions / max(1, report.rounds), 1)
    result[f"actions_per_s_{key}"] = round(report.actions_per_s)
    return result
