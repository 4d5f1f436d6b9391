"""Game records: JSON with a version, the deal's seed and the actions, replaying exactly.

A record is what saves, bug reports and tests share. Loading checks every field and replays
every action through the rules, so a malformed or tampered record is refused with an error
naming the first bad action instead of producing a position the rules never allowed.
"""

from __future__ import annotations

from typing import Any

from sixseq.games.six_sequences.rules.actions import parse_action
from sixseq.games.six_sequences.rules.errors import IllegalAction
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.table import TableConfig

RECORD_VERSION = 1
ROUND_KIND = "six-sequences-round"


class RecordError(ValueError):
    """A record that cannot be loaded; the message says what is wrong and where."""


def round_record(state: GameState) -> dict[str, Any]:
    return {
        "version": RECORD_VERSION,
        "kind": ROUND_KIND,
        "seats": state.config.seats,
        "teams": state.config.teams,
        "seed": state.seed,
        "first": state.first,
        "actions": [str(a) for a in state.actions],
    }


def field(data: dict[str, Any], name: str, kind: type) -> Any:
    """A required record field of the given type."""
    if name not in data:
        raise RecordError(f"the record has no {name!r}")
    value = data[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"{name!r} should be {kind.__name__}, not {type(value).__name__}")
    return value


def check_header(data: object, kind: str) -> dict[str, Any]:
    """The record as a dict whose version and kind this program reads."""
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    version = field(data, "version", int)
    if version != RECORD_VERSION:
        raise RecordError(f"record version {version} is not one this program reads "
                          f"(it reads version {RECORD_VERSION})")
    if data.get("kind") != kind:
        raise RecordError(f"expected a record of kind {kind!r}, got {data.get('kind')!r}")
    return data


def replay_actions(state: GameState, actions: object, where: str = "") -> GameState:
    """Apply recorded action texts to ``state``, refusing the first that is malformed or
    illegal."""
    if not isinstance(actions, list):
        raise RecordError(f"{where}'actions' should be a list")
    for number, text in enumerate(actions, start=1):
        if not isinstance(text, str):
            raise RecordError(f"{where}action {number} is not text: {text!r}")
        try:
            state.apply(parse_action(text))
        except IllegalAction as error:
            raise RecordError(f"{where}action {number} {text!r} is illegal: {error}") from None
        except ValueError as error:
            raise RecordError(f"{where}action {number}: {error}") from None
    return state


def replay_round(data: object) -> GameState:
    """Rebuild a round from its record (see :func:`round_record`)."""
    record = check_header(data, ROUND_KIND)
    try:
        config = TableConfig(field(record, "seats", int), field(record, "teams", bool))
        state = GameState(config, field(record, "seed", int), field(record, "first", int))
    except ValueError as error:
        raise RecordError(str(error)) from None
    return replay_actions(state, record.get("actions"))
