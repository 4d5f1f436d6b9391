"""Rami as the engine sees it (:class:`~sixseq.engine.game.RulesGame`): how a round is dealt,
its computer players, who won, its invariants — for ``sixseq arena|selfplay|bench core
--game rami``. Points are bad (RA-SCORE-4): a round is won by the fewest points."""

from __future__ import annotations

import argparse
from collections.abc import Hashable, Mapping
from typing import TYPE_CHECKING, Any

from sixseq.engine.game import RoundResult
from sixseq.games.rami.bots.base import Bot, make_bot, safe_action
from sixseq.games.rami.rules.actions import Action
from sixseq.games.rami.rules.bench import mid_round_positions
from sixseq.games.rami.rules.invariants import check_invariants
from sixseq.games.rami.rules.observation import Observation
from sixseq.games.rami.rules.state import GameState
from sixseq.games.rami.rules.table import DEFAULT_SEATS, MAX_SEATS, MIN_SEATS, TableConfig

if TYPE_CHECKING:
    from sixseq.engine.arena import ArenaSpec


class Rami:
    id = "rami"
    seat_counts = tuple(range(MIN_SEATS, MAX_SEATS + 1))
    default_seats = DEFAULT_SEATS
    bench_seats = (2, 4)
    levels = ("random", "easy", "medium", "hard")
    points_are_bad = True

    @staticmethod
    def config(seats: int, options: Mapping[str, Any]) -> TableConfig:
        return TableConfig(seats, bool(options.get("open51", False)))

    def add_arguments(self, command: str, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--open51", action="store_true",
                            help="rami: a player's first laying must be worth 51 points")

    def options(self, args: argparse.Namespace) -> dict[str, Any]:
        return {"open51": bool(getattr(args, "open51", False))}

    def deal(self, seats: int, seed: int, first: int, options: Mapping[str, Any]) -> GameState:
        return GameState(self.config(seats, options), seed, first)

    def make_bot(self, level: str, seed: int = 0, **options: Any) -> Bot:
        return make_bot(level, seed, **options)

    def safe_action(self, obs: Observation) -> Action:
        return safe_action(obs)

    def result(self, state: GameState) -> RoundResult:
        """Each seat's points (RA-SCORE); the fewest points win the round, ties split it."""
        score = state.outcome()
        assert score is not None
        best = score.lowest()
        credit = tuple(1 / len(best) if seat in best else 0.0
                       for seat in range(state.config.seats))
        return RoundResult(tuple(float(p) for p in score.points), credit)

    def invariants(self, state: GameState) -> list[str]:
        return check_invariants(state)

    def turn_of(self, obs: Observation) -> Hashable:
        return obs.turn

    def bench_positions(self, seats: int, count: int, seed: int,
                        options: Mapping[str, Any]) -> list[GameState]:
        return mid_round_positions(self.config(seats, options), count, seed)

    def whole_games(self, spec: ArenaSpec) -> dict[str, Any] | None:
        return None  # the arena counts rounds only


RULES = Rami()
