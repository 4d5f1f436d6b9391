"""Why Sixte's computer players play a card: keys and values the table words in the player's
language (``sixte.reason.<name>`` in ``i18n/``)."""

from __future__ import annotations

from sixseq.engine.reasons import COMMON, Reasons

__all__ = ["BECAUSE", "COMMON"]

BECAUSE = Reasons("sixte", {
    "lead_high": "leads {card}, its highest card outside trumps",
    "lead_trump": "holds only trumps: leads its lowest, {card}",
    "win_cheap": "takes the trick for now with {card}, the cheapest card that does",
    "follow_low": "follows {suit} with its lowest card, {card}",
    "discard_low": "has no {suit}: throws its lowest card, {card}",
    "take_first": "takes the first trick with {card} ({chance}% sure to hold): the first "
                  "trick won breaks ties",
    "take": "takes the trick with {card} ({chance}% sure to hold)",
    "stop": "stops the player on {tricks} tricks with {card} ({chance}% sure to hold)",
    "leave_stop": "keeps {card}: a later player will likely stop the player on {tricks} tricks",
    "lead_winner": "leads {card}, {chance}% sure to take the trick",
    "lead_try": "leads {card}, its best chance to take the trick ({chance}%)",
    "duck": "the trick is lost whatever it plays: keeps its strong cards and plays {card}",
    "searched": "plays {card}: it did best on the deals of the unseen cards it tried",
    "out_of_it": "can no longer score the point: plays {card}, the card worth least",
})
