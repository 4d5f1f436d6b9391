"""Pinned legal-action counts (like chess perft files): fixed positions reached by a seeded
random walk, with the number of legal actions by kind and the number of action sequences two
and three deep. A generator and a validator that went wrong together would still agree with
each other; they would not agree with these numbers."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.table import Phase, TableConfig


def walk(config: TableConfig, seed: int, steps: int) -> GameState:
    state = GameState(config, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    return state


def perft(state: GameState, depth: int) -> int:
    """Action sequences ``depth`` long from ``state`` (through push/pop: undo is checked too)."""
    if depth == 0 or state.is_over():
        return 1
    total = 0
    for action in state.legal_actions():
        state.push(action)
        total += perft(state, depth - 1)
        state.pop()
    return total


CASES = [
    # (table, seed, steps, phase, legal actions by kind, perft 2, perft 3)
    (TableConfig(2), 1, 60, Phase.DISCARD, {"Discard": 9}, 9, 81),
    (TableConfig(2), 19, 104, Phase.LAY, {"Lay": 36, "Stop": 1}, 111, 333),
    (TableConfig(3), 3, 90, Phase.LAY, {"Stop": 1, "SwapJoker": 1}, 3, 18),
    (TableConfig(3), 35, 210, Phase.LAY, {"Lay": 16, "Stop": 1}, 50, 103),
    (TableConfig(4), 32, 16, Phase.LAY, {"Lay": 6, "Stop": 1}, 18, 38),
    (TableConfig(4, teams=True), 13, 171, Phase.LAY, {"Lay": 19, "Stop": 1}, 51, 126),
]


@pytest.mark.parametrize(("config", "seed", "steps", "phase", "kinds", "two", "three"), CASES,
                         ids=[f"{c[0].label()}-{c[1]}-{c[2]}" for c in CASES])
def test_legal_action_counts_are_pinned(config: TableConfig, seed: int, steps: int,
                                        phase: Phase, kinds: dict[str, int], two: int,
                                        three: int) -> None:
    state = walk(config, seed, steps)
    before = (state.actions, state.phase, state.to_move)
    assert state.phase == phase
    assert dict(Counter(type(a).__name__ for a in state.legal_actions())) == kinds
    assert perft(state, 2) == two
    assert perft(state, 3) == three
    assert (state.actions, state.phase, state.to_move) == before  # push/pop left it whole
