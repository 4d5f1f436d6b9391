"""Le Carré as the engine sees it (:class:`~sixseq.engine.game.RulesGame`): the deal, the
computer players, who won, the invariants — for ``sixseq arena|selfplay|bench core --game
carre`` (``--variant libre`` for Carré libre)."""

from __future__ import annotations

import argparse
from collections.abc import Hashable, Mapping
from typing import TYPE_CHECKING, Any

from sixseq.engine.game import RoundResult
from sixseq.games.carre.bots.base import Bot, make_bot, safe_action
from sixseq.games.carre.rules.actions import Action
from sixseq.games.carre.rules.bench import mid_game_positions
from sixseq.games.carre.rules.observation import Observation
from sixseq.games.carre.rules.state import CarreState

if TYPE_CHECKING:
    from sixseq.engine.arena import ArenaSpec

VARIANTS = ("base", "libre")


class Carre:
    id = "carre"
    seat_counts = (2,)
    default_seats = 2
    bench_seats = (2,)
    levels = ("random", "easy", "medium", "hard")
    points_are_bad = True  # a seat's points are the cards left in its hand

    def add_arguments(self, command: str, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--variant", choices=VARIANTS, default="base",
                            help="carre: the base game or Carré libre (CA-VAR)")

    def options(self, args: argparse.Namespace) -> dict[str, Any]:
        return {"variant": getattr(args, "variant", "base")}

    @staticmethod
    def is_libre(options: Mapping[str, Any]) -> bool:
        variant = str(options.get("variant", "base"))
        if variant not in VARIANTS:
            raise ValueError(f"no variant {variant!r} (variants: {', '.join(VARIANTS)})")
        return variant == "libre"

    def deal(self, seats: int, seed: int, first: int, options: Mapping[str, Any]
             ) -> CarreState:
        if seats != 2:
            raise ValueError(f"Le Carré is played by 2 players, not {seats}")
        return CarreState(seed, first % 2, self.is_libre(options))

    def make_bot(self, level: str, seed: int = 0, **options: Any) -> Bot:
        return make_bot(level, seed, **options)

    def safe_action(self, obs: Observation) -> Action:
        return safe_action(obs)

    def result(self, state: CarreState) -> RoundResult:
        """Points: the cards left in each hand; the winner takes the game, a draw splits it."""
        outcome = state.outcome()
        assert outcome is not None
        return RoundResult(tuple(float(s.cards_left) for s in outcome.seats),
                           tuple(s.share for s in outcome.seats))

    def invariants(self, state: CarreState) -> list[str]:
        return state.problems()

    def turn_of(self, obs: Observation) -> Hashable:
        return obs.turn

    def bench_positions(self, seats: int, count: int, seed: int,
                        options: Mapping[str, Any]) -> list[CarreState]:
        return mid_game_positions(count, seed, self.is_libre(options))

    def whole_games(self, spec: ArenaSpec) -> dict[str, Any] | None:
        return None  # the arena counts rounds only


RULES = Carre()
