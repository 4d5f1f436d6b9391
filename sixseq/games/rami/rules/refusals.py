"""Every refusal of Rami, naming the rule it enforces (RA-… ids of shared/rules/rami.md).

The English lives here once; the table words a refusal in the player's language from the
catalogs ``rami.refusal.<name>`` (``sixseq/games/rami/i18n``).
"""

from __future__ import annotations

from sixseq.engine.refusal import IllegalAction, Refusals

__all__ = ["REFUSALS", "REFUSE", "IllegalAction"]

# name -> (rule id, English text with {placeholders})
REFUSALS: dict[str, tuple[str, str]] = {
    "round_over": ("RA-SCORE-1", "the round is over"),
    "draw_first": ("RA-TURN-1", "a turn starts by drawing from the stock or taking the discard"),
    "drawn_already": ("RA-TURN-1", "you have already drawn this turn"),
    "take_unusable": ("RA-TURN-1", "{card} may be taken only if you can use it on the table "
                                   "this turn"),
    "discard_empty": ("RA-TURN-1", "the discard pile is empty"),
    "not_in_hand": ("RA-TURN-2", "{card} is not in your hand"),
    "use_taken": ("RA-TURN-1", "the {card} you took must go on the table before your turn ends"),
    "use_taken_joker": ("RA-TURN-1", "the joker you took must go on the table before your turn "
                                     "ends"),
    "lay_joker": ("RA-JOKER-3", "the joker you took back must go on the table before your turn "
                                "ends"),
    "open_short": ("RA-OPEN-2", "your first laying must be worth at least 51 points "
                                "({points} so far)"),
    "open_unreachable": ("RA-OPEN-2", "your first laying could not reach 51 points this turn"),
    "strands_taken": ("RA-TURN-1", "that would leave the {card} you took impossible to use "
                                   "this turn"),
    "strands_taken_joker": ("RA-TURN-1", "that would leave the joker you took impossible to lay "
                                         "this turn"),
    "strands_joker": ("RA-JOKER-3", "that would leave the joker you took back impossible to lay "
                                    "this turn"),
    "not_laid": ("RA-TURN-4", "you may add to combinations or swap jokers only once you have "
                              "laid a combination"),
    "not_opened": ("RA-OPEN-2", "until you have opened with 51 points you may add only to the "
                                "combinations you laid this turn, and swap no joker"),
    "no_combination": ("RA-TURN-2", "there is no combination #{combo}"),
    "too_few": ("RA-MELD-1", "a combination has at least 3 cards"),
    "series_rank": ("RA-MELD-2", "a series is made of cards of one rank"),
    "series_suits": ("RA-MELD-2", "the cards of a series are all of different suits"),
    "series_size": ("RA-MELD-2", "a series holds at most 4 cards"),
    "sequence_suit": ("RA-MELD-3", "a sequence is all of one suit"),
    "sequence_order": ("RA-MELD-3", "a sequence is written in order, each card following the "
                                    "one before"),
    "wrap": ("RA-DECK-2", "the ace is low (before 2) or high (after K), never both ways: "
                          "K A 2 is not a sequence"),
    "ace_stays_low": ("RA-MELD-4", "the ace of #{combo} was laid low and stays there: nothing "
                                   "goes below it"),
    "ace_stays_high": ("RA-MELD-4", "the ace of #{combo} was laid high and stays there: nothing "
                                    "goes above it"),
    "one_joker": ("RA-JOKER-2", "a combination holds at most one joker"),
    "which_side": ("RA-TURN-2", "cards added to a sequence say where they go (.. marks the "
                                "sequence), and cards added to a series do not"),
    "no_joker": ("RA-JOKER-3", "#{combo} holds no joker"),
    "swap_card": ("RA-JOKER-3", "{card} cannot replace the joker of #{combo}, which stands "
                                "for {standin}"),
    "swap_unusable": ("RA-JOKER-3", "you could not lay that joker again this turn"),
    "joker_back": ("RA-JOKER-3", "the joker taken from #{combo} cannot go back to it this "
                                 "turn"),
    "nothing_added": ("RA-TURN-2", "name at least one card to add"),
}

REFUSE = Refusals("rami", REFUSALS)
