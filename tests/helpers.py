"""Shared helpers for the rules tests: positions in notation, and state fingerprints."""

from __future__ import annotations

import pytest

from sixseq.decks.sixsuit import parse_card
from sixseq.games.six_sequences.rules.actions import Action, parse_action
from sixseq.games.six_sequences.rules.errors import IllegalAction
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.table import Phase, TableConfig

TWO = TableConfig(2)
THREE = TableConfig(3)
FOUR = TableConfig(4)
TEAMS = TableConfig(4, teams=True)


def a(text: str) -> Action:
    """An action from its notation."""
    return parse_action(text)


def c(text: str) -> int:
    return parse_card(text)


def position(config: TableConfig = TWO, hands: tuple[str, ...] = ("", ""),
             **kwargs: object) -> GameState:
    hands = tuple(hands) + ("",) * (config.seats - len(hands))
    return GameState.from_position(config, hands, **kwargs)  # type: ignore[arg-type]


def lay_position(hand: str, table: tuple[tuple[int, str], ...] = (), **kwargs: object
                 ) -> GameState:
    """North to move in the lay-down phase of a two-player game."""
    kwargs.setdefault("phase", Phase.LAY)
    return position(TWO, (hand, ""), table=table, **kwargs)


def fingerprint(state: GameState) -> tuple[object, ...]:
    """Everything about a position that an action could change."""
    return (
        tuple(state.hand(s) for s in range(state.config.seats)),
        state.stock(), state.discard_pile, state.combinations(), state.phase, state.to_move,
        state.turn_seat, state.turn, state.pending_discard, state.claimed_play, state.claims(),
        state.claim_queue,
        state.passes, state.played_this_turn, state.actions,
        tuple(state.known_mask(s) for s in range(state.config.seats)),
    )


def texts(state: GameState) -> set[str]:
    """The legal actions as notation, for readable assertions."""
    return {str(x) for x in state.legal_actions()}


def refused(state: GameState, action: str | object, rule: str) -> IllegalAction:
    """``action`` (notation, or an action object) is refused naming ``rule``; nothing changes."""
    act = a(action) if isinstance(action, str) else action
    before = fingerprint(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(act)  # type: ignore[arg-type]
    assert info.value.rule == rule, str(info.value)
    assert fingerprint(state) == before
    assert not state.is_legal(act)  # type: ignore[arg-type]
    return info.value


def refused_saying(state: GameState, cases: list[tuple[str | object, str, str]]) -> None:
    """Each (action, rule, words): the action is refused naming the rule, its reason ending
    with the words."""
    for action, rule, words in cases:
        assert str(refused(state, action, rule)).endswith(words), action


def assert_check_accepts_legal(state: GameState) -> None:
    """``check`` refuses none of the legal actions (the table asks it about any gesture)."""
    for action in state.legal_actions():
        state.check(action)
