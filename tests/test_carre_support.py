"""Helpers shared by Le Carré's tests (no tests here): positions written out, a full
fingerprint of a game, refusals checked with the state left unchanged."""

from __future__ import annotations

import random

import pytest

from sixseq.engine.refusal import IllegalAction
from sixseq.games.carre.rules.actions import Action, parse_action
from sixseq.games.carre.rules.observation import Phase
from sixseq.games.carre.rules.state import CarreState

# A square of 16 piles where nothing moves (2s take nothing in the base game, kings go
# nowhere without a queen above them): positions add what they test on top of it.
QUIET = {"a1": "2s", "b1": "2s", "c1": "2d", "d1": "2d", "a2": "2c", "b2": "2c", "c2": "2h",
         "d2": "2h", "a3": "Ks", "b3": "Ks", "c3": "Kd", "d3": "Kd", "a4": "Kc", "b4": "Kc",
         "c4": "Kh", "d4": "Kh"}


def position(piles: dict[str, str], hands: tuple[str, str] = ("", ""), stock: str = "",
             variant: bool = False, quiet: bool = True, to_move: int = 0,
             phase: Phase | None = None) -> CarreState:
    """A position over the quiet square (unless ``quiet`` is False), ``piles`` replacing
    its places; an empty text empties a place."""
    layout = {**(QUIET if quiet else {}), **piles}
    return CarreState.from_position({k: v for k, v in layout.items() if v}, hands, stock,
                                    to_move=to_move, variant=variant, phase=phase)


def act(text: str) -> Action:
    return parse_action(text)


def fingerprint(state: CarreState) -> object:
    """Everything a game holds, to compare before and after a refused action."""
    return (tuple(map(tuple, state.table.piles)), tuple(state.table.finished),
            tuple(map(tuple, state.hands)), tuple(state.stock), state.to_move, state.turn,
            state.phase, state.moved, state.under_way, state.square_run, state.idle_turns,
            state.winner, state.outcome(), tuple(state.actions), state.undo_depth,
            tuple(state.legal_actions()))


def refused(state: CarreState, action: Action | str, rule: str) -> IllegalAction:
    """``action`` is refused naming ``rule``, and the game is left exactly as it was."""
    before = fingerprint(state)
    if isinstance(action, str):
        action = act(action)
    assert not state.is_legal(action)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.rule == rule, str(info.value)
    assert fingerprint(state) == before
    return info.value


def play_random(state: CarreState, rng: random.Random, stop_turn: int | None = None) -> None:
    """Random legal play to the end (or to the play phase of turn ``stop_turn``)."""
    while not state.is_over():
        if stop_turn is not None and state.turn >= stop_turn and state.phase == Phase.PLAY:
            return
        state.apply(rng.choice(state.legal_actions()))
