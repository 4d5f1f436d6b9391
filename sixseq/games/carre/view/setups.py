"""Tables set up at a given position: the showcase (screenshots, the render benchmark) and
tests. The position is reached by play — two Easy players from a fixed deal — so it is one the
rules lead to: the square's piles built, aces and runs on the columns, the person to move."""

from __future__ import annotations

from sixseq.games.carre.bots.base import make_bot
from sixseq.games.carre.rules.match import Match
from sixseq.games.carre.rules.observation import Phase
from sixseq.games.carre.rules.state import CarreState
from sixseq.games.carre.session import COMPUTER, PERSON, CarreSession

# (deal, turn) of the showcase, for the base game and Carré libre (whose games are shorter)
SHOWCASE = {False: (6, 14), True: (9, 4)}


class PositionMatch(Match):
    """A match whose first game is ``state``; later games are dealt as usual."""

    def __init__(self, state: CarreState, games: int = 1) -> None:
        self._start = state
        super().__init__(games, state.seed, state.variant)

    def _deal(self, index: int) -> CarreState:
        return self._start if index == 0 else super()._deal(index)


def played_to(seed: int, turn: int, variant: bool = False) -> CarreState:
    """The game of ``seed`` played by two Easy players until the person (seat 0) is to make
    the moves of their ``turn``-th turn or later (or the game is over)."""
    state = CarreState(seed, PERSON, variant)
    bots = {seat: make_bot("easy", seed + seat) for seat in (PERSON, COMPUTER)}
    while not state.is_over() and not (state.turn >= turn and state.to_move == PERSON
                                       and state.phase == Phase.PLAY):
        state.push(bots[state.to_move].choose(state.observation(state.to_move)))
    return state


def showcase_session(variant: bool = False) -> CarreSession:
    """A game half played, the person to move: for screenshots and the render bench."""
    state = played_to(*SHOWCASE[variant], variant)
    return CarreSession(PositionMatch(state, 3), make_bot("medium", 1))
