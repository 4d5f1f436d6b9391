"""Tables set up at a given position: the render benchmark, the screenshots, tests.

The core's :class:`~sixseq.games.rami.rules.match.Match` deals its rounds from its seed; these
start its first round from a position written in card notation instead
(``GameState.from_position``).
"""

from __future__ import annotations

from sixseq.games.rami.rules.match import DEFAULT_LIMIT, Match
from sixseq.games.rami.rules.state import GameState
from sixseq.games.rami.rules.table import Phase, TableConfig


class PositionMatch(Match):
    """A match whose first round is ``state``; later rounds are dealt as usual."""

    def __init__(self, state: GameState, limit: int = DEFAULT_LIMIT) -> None:
        self._start = state
        super().__init__(state.config, limit, state.seed)

    def _deal(self, index: int) -> GameState:
        return self._start if index == 0 else super()._deal(index)


def showcase() -> GameState:
    """Four players half way through a round: three have laid (jokers standing in a series
    and a sequence), one has not; the person has drawn and holds cards that add to others'
    combinations, take a joker back, or lay a combination of their own."""
    table = ((0, "5d 6d 7d 8d"), (1, "Qh Kh Ah"), (1, "9s 9h jk=9d"),
             (2, "3c 4c jk=5c 6c 7c"), (2, "Kc Kd Ks"))
    hands = ("4d 9c 5c Jh 2s 3s 4s 7h 7c jk 10c Ac Qs",
             "2h 3h 10s Js 6s 8c 8h",
             "Ad 2d 9d 10d Qd",
             "4h 5h 6h 7s 8s Jd Jc Qc 2c 3d 6h 10h")
    return GameState.from_position(TableConfig(4), hands, table=table,
                                   discard="Kd 3h Jc 8d", stock_size=30, to_move=0,
                                   phase=Phase.PLAY, seed=7)
