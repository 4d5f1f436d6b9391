"""The shape every game's rules take, as the engine, the arena and the table see them.

A game's package (``sixseq.games.<game>``) writes its rules in this shape, modelled on
python-chess: immutable actions whose ``str()`` is a short notation that the game's
``parse_action`` reads back; a state with ``legal_actions()``, ``apply()`` refusing anything
else with an :class:`~sixseq.engine.refusal.IllegalAction` and leaving the state unchanged,
``push``/``pop`` for cheap undo, ``observation(seat)`` holding what that seat may know and no
more, and a record that replays. :class:`RulesGame` is what the game gives the engine: how to
deal a round, its computer players, a safe move, who won, and its invariants.
"""

from __future__ import annotations

import argparse
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    from sixseq.engine.arena import ArenaSpec
    from sixseq.engine.bots import Bot

A = TypeVar("A")
A_co = TypeVar("A_co", covariant=True)
O_co = TypeVar("O_co", covariant=True)


class Observation(Protocol[A_co]):
    """What one seat may know. ``legal`` holds the seat's legal actions when it is to move
    (empty otherwise): a computer player chooses among them and sees nothing else."""

    @property
    def seat(self) -> int: ...

    @property
    def legal(self) -> Sequence[A_co]: ...


class Rules(Protocol[A, O_co]):
    """A round (or a game) in play."""

    @property
    def seed(self) -> int: ...

    @property
    def to_move(self) -> int: ...

    @property
    def actions(self) -> Sequence[A]: ...

    def legal_actions(self) -> list[A]: ...

    def is_legal(self, action: A) -> bool: ...

    def check(self, action: A) -> None:
        """Raise the ``IllegalAction`` that explains why ``action`` is refused (or nothing)."""

    def apply(self, action: A) -> None: ...

    def push(self, action: A) -> None: ...

    def pop(self) -> A: ...

    def observation(self, seat: int) -> O_co: ...

    def is_over(self) -> bool: ...

    def copy(self) -> Rules[A, O_co]:
        """An independent copy of the position (its undo stack left behind)."""


@dataclass(frozen=True, slots=True)
class RoundResult:
    """A finished round as the arena counts it, per seat: the points the game gives the seat
    (its side's, in a team game; for a game where points are bad, as they are given), and its
    share of the win (the winners split 1; a team's seats split their side's share)."""

    points: tuple[float, ...]
    credit: tuple[float, ...]


class RulesGame(Protocol):
    """What a game's package gives the engine (the arena, self-play, the core benchmark, the
    command line). ``options`` are the game's own table options (teams, a variant …) as plain
    JSON values; the game fills in its defaults."""

    id: str
    seat_counts: tuple[int, ...]  # the table sizes it can be played at
    default_seats: int
    levels: tuple[str, ...]  # computer players, weakest first ("random" first)
    points_are_bad: bool  # Rami: the lowest total wins
    bench_seats: tuple[int, ...]  # the table sizes ``bench core`` times, first for speed

    def options(self, args: argparse.Namespace) -> dict[str, Any]:
        """The table options asked for on the command line (see ``add_arguments``)."""

    def add_arguments(self, command: str, parser: argparse.ArgumentParser) -> None:
        """The game's own options for ``selfplay``, ``arena`` and ``bench core``."""

    def deal(self, seats: int, seed: int, first: int, options: Mapping[str, Any]
             ) -> Rules[Any, Any]:
        """A new round at a table of ``seats``, dealt from ``seed``, ``first`` to play."""

    def make_bot(self, level: str, seed: int = 0, **options: Any) -> Bot[Any, Any]:
        """A computer player (``budget_ms``, ``iterations``, ``workers`` go to Hard)."""

    def safe_action(self, obs: Any) -> Any:
        """A legal action that never hurts much, played for a bot that failed."""

    def result(self, state: Any) -> RoundResult:
        """The finished round, for the arena."""

    def invariants(self, state: Any) -> list[str]:
        """What is wrong with a position (empty for a sound one): self-play checks this after
        every action."""

    def turn_of(self, obs: Any) -> Hashable:
        """Which turn a decision belongs to (a turn's decisions share Hard's budget)."""

    def bench_positions(self, seats: int, count: int, seed: int,
                        options: Mapping[str, Any]) -> list[Rules[Any, Any]]:
        """Mid-round positions with a rich choice, for timing ``legal_actions()``."""

    def whole_games(self, spec: ArenaSpec) -> dict[str, Any] | None:
        """``spec.games`` whole games (a match played to its end) between the bots, summed
        up for ``sixseq arena --whole-games``; None when the arena counts rounds only."""
