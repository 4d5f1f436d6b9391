"""Why a suggested Rami move is good: the reasons its computer players give, as keys and
values (:mod:`sixseq.engine.reasons`); the table words them from ``rami.reason.<name>``."""

from __future__ import annotations

from sixseq.engine.reasons import COMMON, Reason, Reasons

__all__ = ["COMMON", "REASONS", "Reason", "because"]

REASONS: dict[str, str] = {
    "goes_out": "goes out: no cards left to count",
    "take_use": "{card} goes on the table at once",
    "draw": "the discard would not help",
    "lay": "lays {cards}: {points} points out of your hand",
    "lay_joker": "lays {cards}, the joker standing for {standin}",
    "add": "adds {cards} to the table: {points} points out of your hand",
    "swap": "takes the joker back with {card} and lays it again",
    "discard_loose": "{card} is the card least connected to the rest of your hand",
    "discard_safe": "{card} fits nothing your neighbour is collecting",
    "discard_searched": "discarding {card} did best when the round was played out on "
                        "sampled deals",
    "draw_searched": "drawing did better than taking the discard when the round was played "
                     "out on sampled deals",
    "use_owed": "{card} must go on the table this turn",
}

because = Reasons("rami", REASONS)
