"""Records of Les Six Séquences rounds, on the engine's record format (:mod:`sixseq.engine.record`):
JSON with a version, the deal's seed and the actions, replaying exactly through the rules."""

from __future__ import annotations

from typing import Any

from sixseq.engine.record import (
    RECORD_VERSION,
    RecordError,
    check_header,
    field,
    header,
    replay_actions,
    seed_field,
)
from sixseq.games.six_sequences.rules.actions import parse_action
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.table import TableConfig

__all__ = ["RECORD_VERSION", "ROUND_KIND", "RecordError", "explicit_stops", "replay_round",
           "round_record", "stops_field", "table_config"]

ROUND_KIND = "six-sequences-round"


def stops_field(explicit: bool) -> str:
    """How phases end in a record: ``explicit`` (the player ends a phase after their own play,
    every round since) or ``auto`` (rounds saved before that, which replay as they were)."""
    return "explicit" if explicit else "auto"


def explicit_stops(record: dict[str, Any]) -> bool:
    """A record without the field was saved before explicit stops: it replays with ``auto``."""
    value = record.get("stops", "auto")
    if value not in ("explicit", "auto"):
        raise RecordError(f"'stops' should be 'explicit' or 'auto', not {value!r}")
    return bool(value == "explicit")


def round_record(state: GameState) -> dict[str, Any]:
    return header(ROUND_KIND, state.seed, seats=state.config.seats, teams=state.config.teams,
                  first=state.first, stops=stops_field(state.explicit_stops),
                  actions=[str(a) for a in state.actions])


def table_config(record: dict[str, Any]) -> TableConfig:
    """The table a record was played at (SS-SEAT-1), checked."""
    try:
        return TableConfig(field(record, "seats", int), field(record, "teams", bool))
    except ValueError as error:
        raise RecordError(str(error)) from None


def replay_round(data: object) -> GameState:
    """Rebuild a round from its record (see :func:`round_record`)."""
    record = check_header(data, ROUND_KIND)
    config = table_config(record)
    try:
        state = GameState(config, seed_field(record), field(record, "first", int),
                          explicit_stops=explicit_stops(record))
    except ValueError as error:
        raise RecordError(str(error)) from None
    replay_actions(state, record.get("actions"), parse_action)
    return state
