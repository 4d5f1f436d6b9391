"""Positions for timing ``legal_actions()`` (``sixseq bench core --game rami``)."""

from __future__ import annotations

import random

from sixseq.games.rami.rules.cards import JOKER
from sixseq.games.rami.rules.state import GameState
from sixseq.games.rami.rules.table import HAND_DEALT, Phase, TableConfig

_TRIES = 10_000


def mid_round_positions(config: TableConfig, count: int, seed: int) -> list[GameState]:
    """Mid-round choices of the richest kind the issue names: after drawing, with 13 cards
    or more in hand, a joker among them and a joker on the table. Rounds are played by a
    random player that lays a combination only one time in four, so hands stay full."""
    rng = random.Random(seed)
    positions: list[GameState] = []
    for _ in range(_TRIES):
        if len(positions) >= count:
            break
        state = GameState(config, rng.getrandbits(32), rng.randrange(config.seats))
        stop = rng.randint(2 * config.seats, 8 * config.seats)
        while not state.is_over() and state.turn < stop:
            legal = state.legal_actions()
            quiet = [a for a in legal if type(a).__name__ in ("Draw", "Discard")]
            state.apply(rng.choice(quiet if quiet and rng.random() < 0.75 else legal))
        if state.is_over():
            continue
        while not state.is_over() and state.phase != Phase.PLAY:
            state.apply(rng.choice(state.legal_actions()))
        seat = state.to_move
        if state.is_over() or state.hand_size(seat) < HAND_DEALT:
            continue
        if state.hand_counts(seat)[JOKER] and any(
                JOKER in combo.cards() for combo in state.combinations()):
            positions.append(state)
    return positions
