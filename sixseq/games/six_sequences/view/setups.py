"""Tables set up at a given position: the render benchmark, the README's screenshot, tests.

The core's :class:`~.match.Match` deals its rounds from its seed; these start its
first round from a position written in card notation instead (``GameState.from_position``).
"""

from __future__ import annotations

from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.match import Match
from sixseq.games.six_sequences.rules.table import Phase, TableConfig


class PositionMatch(Match):
    """A match whose first round is ``state``; later rounds are dealt as usual."""

    def __init__(self, state: GameState, rounds: int = 1) -> None:
        self._start = state
        super().__init__(state.config, rounds, state.seed)

    def _deal(self, index: int) -> GameState:
        return self._start if index == 0 else super()._deal(index)


def showcase() -> GameState:
    """A 4-seat round half played: every side has sequences and a series, a joker stands in
    two sequences, South (the person) has drawn and is laying down — about 100 cards in view."""
    table = (
        (0, "4h 5h 6h 7h 8h 9h 10h"), (0, "Jt Ct Bt Rt"), (0, "7s 7c 7o"),
        (1, "1c 2c 0c@3 4c 5c 6c"), (1, "9s 10s 11s 12s Js"), (1, "Kd Kh Kt"),
        (2, "3d 4d 5d 6d 7d"), (2, "5o 6o 0o@7 8o"), (2, "Qs Qc Qh"),
        (3, "2t 3t 4t 5t 6t 7t 8t"), (3, "Jc Cc Bc Rc"), (3, "11h 11c 11o"),
    )
    hands = ("2h 10o 8s Bd Ro 12o Ah 1s", "9c 10c Qt 1h 2s 12t 0s Cd",
             "8d 9d 9o Rs Rh Rd 1t 3c 0t", "3s 4s 5s Jh Ch 9t 10t Ks")
    return GameState.from_position(TableConfig(4), hands, table=table,
                                   discard="3h Bs 12c 2d Ao", stock_size=22, to_move=2,
                                   phase=Phase.LAY, turn=31, seed=11)
