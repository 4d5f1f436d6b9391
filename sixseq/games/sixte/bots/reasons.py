"""Why Sixte's computer players play a card: keys and values the table words in the player's
language (``sixte.reason.<name>`` in ``i18n/``)."""

from __future__ import annotations

from sixseq.engine.reasons import COMMON, Reasons

__all__ = ["BECAUSE", "COMMON"]

BECAUSE = Reasons("sixte", {
    "lead_high": "leads {card}, your highest card outside trumps",
    "lead_trump": "only trumps in hand: leads the lowest, {card}",
    "win_cheap": "takes the trick for now with {card}, the cheapest card that does",
    "follow_low": "follows {suit} with your lowest card, {card}",
    "discard_low": "no {suit} in hand: throws your lowest card, {card}",
    "discard_plain": "no {suit} in hand: throws your lowest card outside trumps, {card}",
    "ruff_low": "no {suit} in hand: trumps with your lowest trump, {card}",
    "take_first": "takes the first trick with {card} ({chance}% sure to hold): the first "
                  "trick won breaks ties",
    "take": "takes the trick with {card} ({chance}% sure to hold)",
    "stop": "stops the rival on {tricks} tricks with {card} ({chance}% sure to hold)",
    "leave_stop": "keeps {card}: a later player will likely stop the rival on {tricks} tricks",
    "lead_winner": "leads {card}, {chance}% sure to take the trick",
    "lead_try": "no card is likely to take the trick: leads your highest card outside "
                "trumps, {card} ({chance}%)",
    "duck": "the trick is lost whatever you play: {card} spares your strong cards",
    "searched": "plays {card}: it did best on the sampled deals of the unseen cards",
    "out_of_it": "you can no longer score the point: {card} is the card worth least",
})
