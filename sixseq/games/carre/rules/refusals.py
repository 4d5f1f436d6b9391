"""Le Carré's refusals: every illegal action, naming the rule it breaks (CA-…).

The English text lives here once, beside its rule id; the table words a refusal in the
player's language from ``i18n/carre.<locale>.json`` (``carre.refusal.<name>``).
"""

from __future__ import annotations

from sixseq.engine.refusal import IllegalAction, Refusals

__all__ = ["REFUSALS", "REFUSE", "IllegalAction"]

# name -> (rule id, English text with {placeholders})
REFUSALS: dict[str, tuple[str, str]] = {
    "game_over": ("CA-END-1", "the game is over"),
    "draw_first": ("CA-TURN-1", "a turn starts by drawing a card"),
    "drawn_already": ("CA-TURN-1", "you draw only at the start of your turn"),
    "put_out_first": ("CA-TURN-2", "put your aces out first"),
    "put_out_first_libre": ("CA-VAR-2", "put your aces and kings out first"),
    "not_in_hand": ("CA-SQUARE-2", "{card} is not in your hand"),
    "no_card_there": ("CA-SQUARE-3", "there is no card on {place}"),
    "not_on_top": ("CA-SQUARE-3", "{card} is not the top card of {place}"),
    "same_place": ("CA-SQUARE-3", "{card} is on {place} already"),
    "changes_nothing": ("CA-SQUARE-4", "moving the only card of a pile to an empty place "
                                       "changes nothing"),
    "square_rule": ("CA-SQUARE-1", "the square takes the next rank down, same suit: "
                                   "{card} does not go on {top}"),
    "square_rule_libre": ("CA-VAR-3", "the square takes the next rank up or down, same suit: "
                                      "{card} does not go on {top}"),
    "ace_not_on_square": ("CA-COL-1", "an ace never goes on the square: it belongs to the "
                                      "columns"),
    "column_rule": ("CA-COL-1", "a column takes the next rank up, same suit: "
                                "{card} does not go on {top}"),
    "column_rule_down": ("CA-VAR-2", "this column takes the next rank down, same suit: "
                                     "{card} does not go on {top}"),
    "column_complete": ("CA-COL-1", "the pile on {place} is complete"),
    "column_from_square": ("CA-COL-2", "cards reach the columns only from the square"),
    "starts_with_ace": ("CA-COL-1", "an empty column place takes only an ace"),
    "starts_with_king": ("CA-VAR-2", "an empty place of this column takes only a king"),
    "square_run": ("CA-TURN-4", "{limit} moves within the square in a row: play a card from "
                                "your hand or to a column, or end your turn"),
}

REFUSE = Refusals("carre", REFUSALS)
