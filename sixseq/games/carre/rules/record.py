"""Records of Le Carré games on the engine's format (:mod:`sixseq.engine.record`): JSON with
a version, the deal's seed, who played first, the variant and the actions, replaying exactly
through the rules."""

from __future__ import annotations

from typing import Any

from sixseq.engine.record import (
    RecordError,
    bounded,
    check_header,
    field,
    header,
    replay_actions,
    seed_field,
)
from sixseq.games.carre.rules.actions import parse_action
from sixseq.games.carre.rules.state import CarreState

__all__ = ["GAME_KIND", "RecordError", "game_record", "replay_game"]

GAME_KIND = "carre-round"


def game_record(state: CarreState) -> dict[str, Any]:
    return header(GAME_KIND, state.seed, first=state.first, variant=state.variant,
                  actions=[str(a) for a in state.actions])


def replay_game(data: object) -> CarreState:
    """Rebuild a game from its record (see :func:`game_record`)."""
    record = check_header(data, GAME_KIND)
    state = CarreState(seed_field(record), bounded(record, "first", 0, 1),
                       field(record, "variant", bool))
    replay_actions(state, record.get("actions"), parse_action)
    return state
