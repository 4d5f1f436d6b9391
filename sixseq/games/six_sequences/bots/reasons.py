"""Why a suggested move of Les Six Séquences is good: the reasons its computer players give.

A reason is a key and values (:mod:`sixseq.engine.reasons`); the table words it in the
player's language (catalog ``sixseq.reason.<key>``), ``str()`` gives the English below. The
reasons every game's bots share (``plain``, ``random``, a search's check) are the engine's
``COMMON`` ones.
"""

from __future__ import annotations

from sixseq.engine.reasons import COMMON, Reason, Reasons

__all__ = ["COMMON", "REASONS", "Reason", "because"]

# The English of every reason; the catalogs hold the same keys with %{value} placeholders.
REASONS: dict[str, str] = {
    # Easy's rules of thumb
    "fewest_neighbours": "the card with the fewest neighbours in hand",
    "shed_costly": "the stock runs low: shed what costs most if kept",
    "use_at_once": "{card} can be used at once",
    "longest_sequence": "the longest sequence",
    "a_series": "lays a series out of your hand",
    "fits": "a card that fits a combination",
    "joker_worth": "a joker is worth having",
    "nothing_more": "nothing more to lay",
    # What a play does on the table
    "series_raidable": "a series, whose cards can later be raided into your sequences",
    "into_series": "out of your hand, still there to raid into a sequence",
    "starts": "starts a {suit} sequence",
    "grows": "your {suit} sequence grows to {length} cards",
    "worth": "{effect}, worth {points}",
    "keeps_lead": "{effect} and keeps the lead",
    "takes_lead": "{effect} and takes the lead",
    "rival_leads": "{effect}; an opponent still leads {suit} with {length} cards",
    # Swaps, discards, taking, stopping
    "joker_anywhere": "the joker can stand anywhere in a {suit} sequence of yours",
    "one_to_top": "the 1 is worth as much at the top and no longer risks −5 in hand",
    "ace_scores": "the A scores 5 at the top of a sequence",
    "hardly_usable": "no opponent can easily use it",
    "costs_if_held": "it costs {penalty} if still held at the end",
    "needed_least": "it is the card your hand needs least",
    "both": "{first} and {second}",
    "take_at_once": "it goes into a combination at once",
    "draw_not_enough": "{card} would not help enough",
    "stop_lay": "nothing else is worth laying now",
    "stop_complete": "no card is worth adding now",
    "let_go": "no claim is worth it",
    "nothing_worth": "nothing is worth playing",
}

because = Reasons("sixseq", REASONS)
