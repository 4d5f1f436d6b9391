"""Uniformly random legal play with invariant checks, for any game: the rules' stress test
and benchmark (``sixseq selfplay --game ID``)."""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sixseq.engine.game import Rules, RulesGame


@dataclass
class SelfplayReport:
    rounds: int = 0
    actions: int = 0
    seconds: float = 0.0  # CPU time spent choosing and applying actions (checks excluded)
    violations: list[str] = field(default_factory=list)

    @property
    def rounds_per_s(self) -> float:
        return self.rounds / self.seconds if self.seconds else 0.0

    @property
    def actions_per_s(self) -> float:
        return self.actions / self.seconds if self.seconds else 0.0


def play_random(state: Rules[Any, Any], rng: random.Random, report: SelfplayReport,
                game: RulesGame | None = None) -> None:
    """Play ``state`` to its end choosing uniformly among legal actions; with ``game``, check
    its invariants after every action."""
    clock = time.process_time  # CPU time of this process: fair on a shared machine
    while not state.is_over():
        start = clock()
        state.apply(rng.choice(state.legal_actions()))
        report.seconds += clock() - start
        report.actions += 1
        if game is not None:
            report.violations += [f"round seed {state.seed}, action {len(state.actions)}: {p}"
                                  for p in game.invariants(state)]
    report.rounds += 1


def run_selfplay(game: RulesGame, seats: int, rounds: int, seed: int,
                 options: Mapping[str, Any], check: bool = True) -> SelfplayReport:
    """``rounds`` random rounds; round i is dealt from ``seed + i``, seat ``i % seats`` first."""
    report = SelfplayReport()
    for i in range(rounds):
        state = game.deal(seats, seed + i, i % seats, options)
        play_random(state, random.Random(seed + i), report, game if check else None)
    return report


def selfplay_summary(game: RulesGame, seats: int, options: Mapping[str, Any],
                     report: SelfplayReport) -> dict[str, Any]:
    return {
        "game": game.id, "seats": seats, **options, "rounds": report.rounds,
        "actions": report.actions, "seconds": round(report.seconds, 3),
        "rounds_per_s": round(report.rounds_per_s, 1),
        "actions_per_s": round(report.actions_per_s),
        "violations": len(report.violations),
    }
