"""Sixte's refusals, each naming the rule it enforces (the table words them through
``sixte.refusal.<name>`` in ``i18n/``)."""

from __future__ import annotations

from sixseq.engine.refusal import Refusals

REFUSALS: dict[str, tuple[str, str]] = {
    "not_a_move": ("SX-PLAY-1", "{action} is not a move of Sixte"),
    "hand_over": ("SX-PLAY-1", "the hand is over: its six tricks are played"),
    "not_in_hand": ("SX-PLAY-1", "{card} is not in your hand"),
    "follow_suit": ("SX-PLAY-2", "you must follow {suit}"),
    "must_trump": ("SX-PLAY-3", "you have no {led}: you must trump with a {trump}"),
    "must_overtrump": ("SX-PLAY-3",
                       "you must play a {trump} higher than the best trump in the trick"),
    "must_overtake": ("SX-PLAY-3", "you must play a {suit} higher than the best one played"),
}

REFUSE = Refusals("sixte", REFUSALS)
