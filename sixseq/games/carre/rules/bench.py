"""Mid-game positions for timing (``sixseq bench core --game carre``) and for the bots'
benchmarks: positions reached by random play, at the start of a turn's moves."""

from __future__ import annotations

import random

from sixseq.games.carre.rules.observation import Phase
from sixseq.games.carre.rules.state import CarreState


def mid_game_positions(count: int, seed: int, variant: bool) -> list[CarreState]:
    """Positions where a player is to move in the play phase, between its 4th and 40th
    turn of games played at random."""
    rng = random.Random(seed)
    positions: list[CarreState] = []
    while len(positions) < count:
        state = CarreState(rng.getrandbits(32), rng.randrange(2), variant)
        stop_turn = rng.randint(4, 40)
        while not state.is_over() and (state.turn < stop_turn or state.phase != Phase.PLAY):
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over():
            positions.append(state)
    return positions
