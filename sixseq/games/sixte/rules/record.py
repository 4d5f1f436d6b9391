"""Records of Sixte hands on the engine's format (:mod:`sixseq.engine.record`): the deal's
seed, the dealer, the options, the game's score before the hand, and the cards played, in
order; replaying exactly through the rules."""

from __future__ import annotations

from collections.abc import Mapping
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
from sixseq.games.sixte.rules.actions import parse_action
from sixseq.games.sixte.rules.cards import GAME_POINTS, SEATS, Options
from sixseq.games.sixte.rules.hand import HandState

ROUND_KIND = "sixte-round"
OPTION_NAMES = ("must_trump", "must_overtake", "deck52")


def round_record(state: HandState) -> dict[str, Any]:
    return header(ROUND_KIND, state.seed, dealer=state.dealer, **state.options.as_dict(),
                  scores=list(state.scores), actions=[str(a) for a in state.actions])


def record_options(record: Mapping[str, Any]) -> Options:
    """The table options a record was played with, each a required true/false."""
    return Options(**{name: field(record, name, bool) for name in OPTION_NAMES})


def record_scores(record: Mapping[str, Any], name: str = "scores") -> tuple[int, ...]:
    """Six game points 0..5, each checked before use."""
    scores = record.get(name)
    if not isinstance(scores, list) or len(scores) != SEATS:
        raise RecordError(f"{name!r} should be a list of {SEATS} numbers")
    return tuple(bounded({name: p}, name, 0, GAME_POINTS - 1) for p in scores)


def replay_round(data: object) -> HandState:
    """Rebuild a hand from its record (see :func:`round_record`), refusing anything
    malformed or illegal with a RecordError."""
    record = check_header(data, ROUND_KIND)
    state = HandState(seed_field(record), bounded(record, "dealer", 0, SEATS - 1),
                      record_options(record), record_scores(record))
    replay_actions(state, record.get("actions"), parse_action)
    return state
