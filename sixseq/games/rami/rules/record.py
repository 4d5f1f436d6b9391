"""Records of Rami rounds on the engine's format (:mod:`sixseq.engine.record`): JSON with a
version, the deal's seed, the table and the actions in notation, replaying exactly."""

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
from sixseq.games.rami.rules.actions import parse_action
from sixseq.games.rami.rules.state import GameState
from sixseq.games.rami.rules.table import MAX_SEATS, MIN_SEATS, TableConfig

ROUND_KIND = "rami-round"


def round_record(state: GameState) -> dict[str, Any]:
    return header(ROUND_KIND, state.seed, seats=state.config.seats,
                  open51=state.config.open51, first=state.first,
                  actions=[str(a) for a in state.actions])


def table_config(record: dict[str, Any]) -> TableConfig:
    """The table a record was played at (RA-SEAT-1, RA-OPEN-2), checked."""
    return TableConfig(bounded(record, "seats", MIN_SEATS, MAX_SEATS),
                       field(record, "open51", bool))


def replay_round(data: object) -> GameState:
    """Rebuild a round from its record (see :func:`round_record`)."""
    record = check_header(data, ROUND_KIND)
    config = table_config(record)
    state = GameState(config, seed_field(record),
                      bounded(record, "first", 0, config.seats - 1))
    replay_actions(state, record.get("actions"), parse_action)
    return state


__all__ = ["ROUND_KIND", "RecordError", "replay_round", "round_record", "table_config"]
