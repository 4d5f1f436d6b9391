"""Sixte as the engine sees it (:class:`~sixseq.engine.game.RulesGame`): a round of the arena
and of self-play is one hand (the arena's win credit is the hand's point); the table options
``--must-trump``, ``--must-overtake`` and ``--deck52`` (SX-PLAY-3, SX-DEAL-3)."""

from __future__ import annotations

import argparse
import random
from collections.abc import Hashable, Mapping
from typing import TYPE_CHECKING, Any

from sixseq.engine.game import RoundResult, Rules
from sixseq.games.sixte.bots.base import Bot, make_bot, safe_action
from sixseq.games.sixte.rules.actions import Action
from sixseq.games.sixte.rules.cards import SEATS, Options
from sixseq.games.sixte.rules.hand import HandState
from sixseq.games.sixte.rules.invariants import check_invariants
from sixseq.games.sixte.rules.observation import Observation

if TYPE_CHECKING:
    from sixseq.engine.arena import ArenaSpec


class Sixte:
    id = "sixte"
    seat_counts: tuple[int, ...] = (SEATS,)
    default_seats = SEATS
    bench_seats: tuple[int, ...] = (SEATS,)
    levels: tuple[str, ...] = ("random", "easy", "medium", "hard")
    points_are_bad = False

    def add_arguments(self, command: str, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--must-trump", action="store_true",
                            help="sixte: a player void in the suit led must trump, and "
                                 "over-trump when able (SX-PLAY-3)")
        parser.add_argument("--must-overtake", action="store_true",
                            help="sixte: a player following suit must beat the best card of "
                                 "the suit led when able (SX-PLAY-3)")
        parser.add_argument("--deck52", action="store_true",
                            help="sixte: the 52-card variant, the stock's top card turned up "
                                 "for trumps (SX-DEAL-3)")

    def options(self, args: argparse.Namespace) -> dict[str, Any]:
        return Options(bool(getattr(args, "must_trump", False)),
                       bool(getattr(args, "must_overtake", False)),
                       bool(getattr(args, "deck52", False))).as_dict()

    def deal(self, seats: int, seed: int, first: int, options: Mapping[str, Any]
             ) -> HandState:
        """A hand dealt from ``seed`` by the seat on the right of ``first``, who leads
        (SX-PLAY-1)."""
        if seats != SEATS:
            raise ValueError(f"sixte is played by {SEATS} players, not {seats}")
        return HandState(seed, (first - 1) % SEATS, Options.from_mapping(options))

    def make_bot(self, level: str, seed: int = 0, **options: Any) -> Bot:
        return make_bot(level, seed, **options)

    def safe_action(self, obs: Observation) -> Action:
        return safe_action(obs)

    def result(self, state: HandState) -> RoundResult:
        """The hand's point (SX-SCORE-2) is both its points and its win."""
        score = state.outcome()
        assert score is not None
        points = tuple(float(p) for p in score.points)
        return RoundResult(points, points)

    def invariants(self, state: HandState) -> list[str]:
        return check_invariants(state)

    def turn_of(self, obs: Observation) -> Hashable:
        """Every card played is a turn of its own."""
        return len(obs.played())

    def bench_positions(self, seats: int, count: int, seed: int,
                        options: Mapping[str, Any]) -> list[Rules[Any, Any]]:
        """Positions after 0 to 30 random cards, where a choice is often constrained."""
        positions: list[Rules[Any, Any]] = []
        rng = random.Random(seed)
        for i in range(count):
            state = self.deal(seats, seed + i, i % seats, options)
            for _ in range(rng.randrange(31)):
                state.apply(rng.choice(state.legal_actions()))
            positions.append(state)
        return positions

    def whole_games(self, spec: ArenaSpec) -> dict[str, Any]:
        """Games to 6 points (SX-SCORE-3), the bots rotating round the table from game to
        game (``games.py``)."""
        from sixseq.games.sixte.games import run_games, summary  # its pool, only when asked

        records, seconds = run_games(spec)
        return summary(spec, records, seconds)


RULES = Sixte()
