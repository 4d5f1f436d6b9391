"""Le Carré's part of the rules page.

The words live in the game's catalogs (``carre.rules.*``, written for players in our own
words, in English and French); here is only their order and the card examples, in card
notation, so both languages show the very same examples. Headings carry the rule ids a
refusal at the table cites (``CA-SQUARE``), so a player can look a refusal up.
"""

from __future__ import annotations

from sixseq.ui.games import RulesRow

R = "carre.rules."
RULES: tuple[RulesRow, ...] = (
    ("part", R + "title", ""),
    ("p", R + "intro", ""),
    ("h", R + "deck", "CA-DECK · CA-DEAL"),
    ("p", R + "deck_text", ""),
    ("cards", "Qs Qs | 7h 7h", R + "deck_twice"),
    ("p", R + "deal_text", ""),
    ("h", R + "turn", "CA-TURN"),
    ("li", R + "turn_draw", ""),
    ("li", R + "turn_aces", ""),
    ("li", R + "turn_moves", ""),
    ("li", R + "turn_end", ""),
    ("h", R + "square", "CA-SQUARE"),
    ("p", R + "square_text", ""),
    ("cards", "Qh Jh + 10h", R + "square_yes"),
    ("cards", "Jh + 10s | Jh + Qh", R + "square_no"),
    ("p", R + "square_empty", ""),
    ("h", R + "columns", "CA-COL"),
    ("p", R + "columns_text", ""),
    ("cards", "Ah 2h 3h 4h + 5h", R + "columns_yes"),
    ("p", R + "columns_hand", ""),
    ("h", R + "end", "CA-END"),
    ("p", R + "end_text", ""),
    ("p", R + "end_block", ""),
    ("p", R + "end_match", ""),
    ("h", R + "libre", "CA-VAR"),
    ("p", R + "libre_text", ""),
    ("cards", "7s + 6s | 7s + 8s", R + "libre_square"),
    ("cards", "Kc Qc Jc + 10c", R + "libre_down"),
    ("p", R + "libre_full", ""),
    ("h", R + "table", ""),
    ("p", R + "table_text", ""),
)
