"""The refusals of Les Six Séquences: every illegal action, naming the rule it breaks.

Every refusal has a stable key and parameters, and its English text lives here, once; the
table shows it in the player's language by looking the key up in its catalogs
(``sixseq.refusal.<key>``; see :mod:`sixseq.engine.refusal`), so a French player reads a
French reason.
"""

from __future__ import annotations

from sixseq.engine.refusal import IllegalAction, Refusals

__all__ = ["REFUSALS", "REFUSE", "IllegalAction"]

# key -> (rule id, English text with {placeholders})
REFUSALS: dict[str, tuple[str, str]] = {
    "not_possible": ("SS-TURN-2", "{action} is not possible now"),
    "no_such_card": ("SS-DECK-1", "{card} is not a card of the deck"),
    "not_a_number": ("SS-DECK-3", "{value} is not a position or combination number"),
    "no_cards": ("SS-TURN-2", "a play needs at least one card"),
    "claimed_play": ("SS-DISCARD-4", "the claimed {card} goes into the play you claimed: "
                                     "{play}"),
    "round_over": ("SS-END-2", "the round is over"),
    "no_draw_final": ("SS-END-2", "no one draws once the stock is out"),
    "draw_at_start": ("SS-TURN-1", "you draw only at the start of your turn"),
    "nothing_to_stop": ("SS-TURN-4", "there is no lay-down or completing to stop"),
    "pass_when": ("SS-END-2", "passing is for claims and the final phase"),
    "discard_at_end": ("SS-TURN-5", "you discard at the end of your turn"),
    "joker_discard": ("SS-DISCARD-2", "a joker is never discarded"),
    "plays_when": ("SS-TURN-2", "plays are made after drawing, before discarding"),
    "discard_spoiled": ("SS-DISCARD-3", "that would leave the taken discard impossible to use"),
    "not_in_hand": ("SS-TURN-2", "{card} is not in your hand"),
    "use_taken_first": ("SS-DISCARD-3", "the taken {card} must be used first"),
    "take_at_start": ("SS-END-2", "the discard is taken at the start of the turn"),
    "take_instead_of_draw": ("SS-TURN-1", "the discard is taken instead of drawing"),
    "claim_only": ("SS-DISCARD-4", "with 3 or 4 players the discard is claimed"),
    "discard_empty": ("SS-DISCARD-1", "the discard pile is empty"),
    "take_unusable": ("SS-DISCARD-3", "{card} may be taken only to use it at once: in a new "
                                      "combination, or added to a sequence with a card from hand"),
    "no_claim_now": ("SS-DISCARD-4", "there is no discard to claim now"),
    "claim_must_use": ("SS-DISCARD-3", "a claim must use {card}"),
    "taken_no_swap": ("SS-DISCARD-3", "a taken discard may not be used for a swap"),
    "not_a_sequence": ("SS-JOKER-1", "#{combo} is not a laid sequence"),
    "no_new_completing": ("SS-TURN-4", "no new combination while completing"),
    "card_twice": ("SS-MELD-2", "a card appears twice"),
    "series_cards_to_sequences": ("SS-MELD-5", "series cards move only into sequences"),
    "raid_earlier_only": ("SS-MELD-5", "only series laid on earlier turns can be raided"),
    "too_many_series": ("SS-MELD-3", "a side may not lay more series than sequences "
                                     "(series: {series}, sequences: {sequences})"),
    "no_combination": ("SS-MELD-4", "there is no combination #{combo}"),
    "not_your_combination": ("SS-MELD-4", "no one adds cards to another side's combinations"),
    "raid_with_raid": ("SS-MELD-5", "move series cards with a raid"),
    "taken_not_series": ("SS-DISCARD-3", "a taken discard may not join a series"),
    "taken_with_hand_card": ("SS-DISCARD-3",
                             "a taken discard joins a sequence with a card from hand"),
    "one_at_a_time": ("SS-MELD-4", "add one card at a time"),
    "series_other_rank": ("SS-MELD-1", "#{combo} is a series of another rank"),
    "series_suit_twice": ("SS-MELD-1", "a series has each suit at most once"),
    "not_in_series": ("SS-MELD-5", "{card} is in none of your series"),
    "raid_own_sequences": ("SS-MELD-5", "raided cards go into your own sequences"),
    "swap_wrong_suit": ("SS-JOKER-1", "{card} is not of the sequence's suit"),
    "not_joker_card": ("SS-JOKER-1", "{card} is not the card the joker stands for"),
    "ace_swap_only": ("SS-ACE-1", "only an A at position 1 (for the 1) or a 1 at position 19 "
                                  "(for the A) can be swapped"),
    "position_outside": ("SS-DECK-3", "position {position} is outside 1..19"),
    "cannot_stand_at": ("SS-DECK-3", "{card} cannot stand at position {position}"),
    "joker_other_suit": ("SS-MELD-2", "{card}: a joker of another suit is never allowed"),
    "one_suit": ("SS-MELD-2", "{card}: a sequence is all of one suit"),
    "sequence_three": ("SS-MELD-2", "a sequence needs at least 3 cards"),
    "sequence_gap": ("SS-MELD-2", "a sequence is on consecutive positions, with no gap"),
    "join_at_ends": ("SS-MELD-2", "cards join a sequence at its ends, with no gap"),
    "series_three": ("SS-MELD-1", "a series needs at least 3 cards"),
    "no_joker_series": ("SS-MELD-1", "a joker never goes in a series"),
    "series_one_rank": ("SS-MELD-1", "a series is one rank (the 1 and the A differ)"),
    "series_no_position": ("SS-MELD-1", "series cards take no position"),
}

REFUSE = Refusals("sixseq", REFUSALS)
