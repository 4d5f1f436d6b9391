"""Shared helpers for the rules tests: positions in notation, and state fingerprints."""

from __future__ import annotations

from sixseq.decks.sixsuit import parse_card
from sixseq.games.six_sequences.rules.actions import Action, parse_action
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
