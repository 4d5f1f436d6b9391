"""Game records, the same for every game: JSON with a header (``version``, ``kind``), the seed,
the options, and the actions in their text notation, replaying exactly through the rules.

A record is what saves, bug reports and tests share. Loading checks every field, bounds every
number before anything is built from it, and replays every action through the rules, so a
malformed or tampered record is refused with a :class:`RecordError` naming the first bad
action instead of producing a position the rules never allowed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol, TypeVar

from sixseq.engine.refusal import IllegalAction

RECORD_VERSION = 1
MAX_ACTION_TEXT = 400  # no action of any game is longer; longer text is refused unparsed
MAX_ACTIONS = 100_000  # far more than any round or match holds
MAX_SEED = 2**63 - 1

A_contra = TypeVar("A_contra", contravariant=True)
A = TypeVar("A")


class RecordError(ValueError):
    """A record that cannot be loaded; the message says what is wrong and where."""


class Replayable(Protocol[A_contra]):
    def apply(self, action: A_contra, /) -> None: ...

    def push(self, action: A_contra, /) -> None: ...


def header(kind: str, seed: int, **fields: Any) -> dict[str, Any]:
    """The start of a record: version, kind, seed, then the game's own fields."""
    return {"version": RECORD_VERSION, "kind": kind, "seed": seed, **fields}


def field(data: Mapping[str, Any], name: str, kind: type) -> Any:
    """A required record field of the given type (a bool is not an int)."""
    if name not in data:
        raise RecordError(f"the record has no {name!r}")
    value = data[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"{name!r} should be {kind.__name__}, not {type(value).__name__}")
    return value


def bounded(data: Mapping[str, Any], name: str, low: int, high: int) -> int:
    """A required whole-number field within ``low..high`` (checked before it is used)."""
    value: int = field(data, name, int)
    if not low <= value <= high:
        raise RecordError(f"{name!r} is {value}, outside {low}..{high}")
    return value


def seed_field(data: Mapping[str, Any], name: str = "seed") -> int:
    return bounded(data, name, 0, MAX_SEED)


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


def action_texts(actions: object, where: str = "") -> list[str]:
    """The recorded actions as a list of short strings (checked, not yet parsed)."""
    if not isinstance(actions, list):
        raise RecordError(f"{where}'actions' should be a list")
    if len(actions) > MAX_ACTIONS:
        raise RecordError(f"{where}{len(actions)} actions is more than any game holds")
    for number, text in enumerate(actions, start=1):
        if not isinstance(text, str):
            raise RecordError(f"{where}action {number} is not text: {text!r}")
        if len(text) > MAX_ACTION_TEXT:
            raise RecordError(f"{where}action {number} is {len(text)} characters long")
    return actions


def replay_actions(state: Replayable[A], actions: object, parse: Callable[[str], A],
                   where: str = "", undoable: bool = False) -> None:
    """Apply recorded action texts to ``state``, refusing the first that is malformed or
    illegal (the rules leave ``state`` as it was before that action). ``undoable`` keeps
    each one on the undo stack: the round in play of a resumed match, whose person may take
    back the moves of the turn they were in."""
    play = state.push if undoable else state.apply
    for number, text in enumerate(action_texts(actions, where), start=1):
        try:
            play(parse(text))
        except IllegalAction as error:
            raise RecordError(f"{where}action {number} {text!r} is illegal: {error}") from None
        except (ValueError, IndexError, RecursionError) as error:
            raise RecordError(f"{where}action {number}: {error}") from None
