"""Whole games of Sixte to six points between computer players: the share of games each wins
(the arena counts hands unless told ``--whole-games``).

    sixseq arena --game sixte --whole-games --bots hard,medium,medium,medium,medium,medium \\
        --games 60 --seed 1 [--budget-ms MS] [--iterations N] [--jobs J] [--json]
        [--must-trump] [--must-overtake] [--deck52]

``python -m sixseq.games.sixte.games ARGS`` is the same command, 60 games unless told (the
earlier batches were run under that name).

Game ``g`` is dealt from its own seed with the bots seated by rotation ``g mod 6`` (as the
arena seats them), so every bot sits in every seat equally often over six games; the first
dealer is drawn by lot (SX-SEAT-2). Every decision goes through the engine's guard, which
counts the answers it had to replace.
"""

from __future__ import annotations

import multiprocessing
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from sixseq.engine.arena import ArenaSpec, check_spec, percentile, wilson
from sixseq.engine.bots import guarded_choice
from sixseq.engine.rng import derived_seeds
from sixseq.engine.search import search_cores
from sixseq.games.sixte.bots.base import make_bot, safe_action
from sixseq.games.sixte.rules.cards import Options
from sixseq.games.sixte.rules.match import Match


@dataclass
class GameRecord:
    """One game: the winner's bot, the points and hands each bot took, thinking times."""

    winner: int  # bot index
    points: list[int]  # per bot index
    hands: int
    decision_ms: list[list[float]]  # per bot index
    failures: list[int]  # per bot index


def play_game(spec: ArenaSpec, index: int, workers: int) -> GameRecord:
    seating = spec.seatings()[index % len(spec.seatings())]
    seed = derived_seeds(spec.seed, index + 1)[index]
    bots = [make_bot(spec.bots[b], seed=seed % 1_000_003 + seat, **spec.bot_options(workers))
            for seat, b in enumerate(seating)]
    match = Match(seed, Options.from_mapping(dict(spec.options)))
    n = len(spec.bots)
    decision_ms: list[list[float]] = [[] for _ in range(n)]
    failures = [0] * n
    while True:
        hand = match.hand
        for bot in bots:
            bot.begin_round(match.scores(), 0)
        while not hand.is_over():
            seat = hand.to_move
            start = time.perf_counter()
            action, own = guarded_choice(bots[seat], hand.observation(seat), safe_action)
            decision_ms[seating[seat]].append((time.perf_counter() - start) * 1000)
            failures[seating[seat]] += not own
            hand.apply(action)
        if match.is_over():
            break
        match.next_hand()
    winner = match.winner()
    assert winner is not None
    points = [0] * n
    for seat, score in enumerate(match.scores()):
        points[seating[seat]] += score
    return GameRecord(seating[winner], points, match.hand_number, decision_ms, failures)


def _play_chunk(spec: ArenaSpec, indices: list[int]) -> list[GameRecord]:
    return [play_game(spec, i, 1) for i in indices]


def run_games(spec: ArenaSpec) -> tuple[list[GameRecord], float]:
    """``spec.games`` games, in ``spec.jobs`` processes (a searching bot then uses one core)."""
    check_spec(spec)
    start = time.perf_counter()
    indices = list(range(spec.games))
    if spec.jobs <= 1:
        workers = search_cores()
        records = [play_game(spec, i, workers) for i in indices]
    else:
        chunks = [indices[k::spec.jobs] for k in range(spec.jobs)]
        with ProcessPoolExecutor(spec.jobs, mp_context=multiprocessing.get_context("spawn")
                                 ) as pool:
            records = [r for part in pool.map(_play_chunk, [spec] * len(chunks), chunks)
                       for r in part]
    return records, time.perf_counter() - start


def summary(spec: ArenaSpec, records: Sequence[GameRecord], seconds: float) -> dict[str, Any]:
    labels = spec.labels()
    n = len(records)
    hands = sum(r.hands for r in records)
    wins = [sum(r.winner == b for r in records) for b in range(len(labels))]
    points = [sum(r.points[b] for r in records) for b in range(len(labels))]
    times = [[ms for r in records for ms in r.decision_ms[b]] for b in range(len(labels))]
    return {
        "game": "sixte", "games": n, "hands": hands, "bots": list(labels), **dict(spec.options),
        "seed": spec.seed, "budget_ms": spec.budget(), "iterations": spec.iterations,
        "win_rule": "a game is won by the first to 6 points (one point a hand); the bots "
                    "rotate round the table from game to game",
        "game_win_rate": {lab: round(wins[b] / n, 4) for b, lab in enumerate(labels)},
        "game_ci95": {lab: [round(x, 4) for x in wilson(wins[b], n)]
                      for b, lab in enumerate(labels)},
        "point_share": {lab: round(points[b] / hands, 4) for b, lab in enumerate(labels)},
        "point_ci95": {lab: [round(x, 4) for x in wilson(points[b], hands)]
                       for b, lab in enumerate(labels)},
        "hands_per_game": round(hands / n, 2),
        "decision_ms_p50": {lab: round(percentile(times[b], 0.5), 1)
                            for b, lab in enumerate(labels)},
        "decision_ms_p95": {lab: round(percentile(times[b], 0.95), 1)
                            for b, lab in enumerate(labels)},
        "illegal": sum(sum(r.failures) for r in records),
        "seconds": round(seconds, 1),
    }


def main(argv: Sequence[str] | None = None) -> int:
    """``sixseq arena --game sixte --whole-games`` under the name the earlier batches of
    docs/sixte.md were run with (60 games unless told)."""
    from sixseq.cli import main as cli

    return cli(["arena", "--game", "sixte", "--whole-games", "--games", "60",
                *(sys.argv[1:] if argv is None else argv)])


if __name__ == "__main__":
    sys.exit(main())
