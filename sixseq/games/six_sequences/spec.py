"""Les Six Séquences as the engine sees it (:class:`~sixseq.engine.game.RulesGame`): how a
round is dealt, its computer players, who won, its invariants — for the arena, self-play and
the core benchmark (``sixseq arena``, ``selfplay``, ``bench core``; the default game)."""

from __future__ import annotations

import argparse
from collections.abc import Hashable, Mapping
from typing import TYPE_CHECKING, Any

from sixseq.engine.game import RoundResult
from sixseq.games.six_sequences.bots.base import Bot, make_bot, safe_action
from sixseq.games.six_sequences.rules.actions import Action
from sixseq.games.six_sequences.rules.bench import mid_round_positions
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.selfplay import check_invariants
from sixseq.games.six_sequences.rules.table import TableConfig

if TYPE_CHECKING:
    from sixseq.engine.arena import ArenaSpec


class SixSequences:
    id = "six-sequences"
    seat_counts = (2, 3, 4)
    default_seats = 2
    bench_seats = (2, 4)
    levels = ("random", "easy", "medium", "hard")
    points_are_bad = False

    @staticmethod
    def config(seats: int, options: Mapping[str, Any]) -> TableConfig:
        return TableConfig(seats, bool(options.get("teams", False)))

    def add_arguments(self, command: str, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--teams", action="store_true",
                            help="six-sequences: two teams of two (needs --seats 4)")

    def options(self, args: argparse.Namespace) -> dict[str, Any]:
        return {"teams": bool(getattr(args, "teams", False))}

    def deal(self, seats: int, seed: int, first: int, options: Mapping[str, Any]) -> GameState:
        return GameState(self.config(seats, options), seed, first)

    def make_bot(self, level: str, seed: int = 0, **options: Any) -> Bot:
        return make_bot(level, seed, **options)

    def safe_action(self, obs: Observation) -> Action:
        return safe_action(obs)

    def result(self, state: GameState) -> RoundResult:
        """Each seat gets its side's points; the top sides split the win, each side's share
        split between its seats (SS-SCORE-4)."""
        score = state.outcome()
        assert score is not None
        config = state.config
        winners = score.winners()
        points = tuple(float(score.totals[config.side_of(s)]) for s in range(config.seats))
        credit = [0.0] * config.seats
        for side in winners:
            seats = config.seats_of(side)
            for seat in seats:
                credit[seat] += 1 / len(winners) / len(seats)
        return RoundResult(points, tuple(credit))

    def invariants(self, state: GameState) -> list[str]:
        return check_invariants(state)

    def turn_of(self, obs: Observation) -> Hashable:
        return obs.turn

    def bench_positions(self, seats: int, count: int, seed: int,
                        options: Mapping[str, Any]) -> list[GameState]:
        return mid_round_positions(self.config(seats, options), count, seed)

    def whole_games(self, spec: ArenaSpec) -> dict[str, Any] | None:
        return None  # the arena counts rounds only


RULES = SixSequences()
