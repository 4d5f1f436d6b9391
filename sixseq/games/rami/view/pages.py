"""Rami's part of the rules page.

The rules' words live in the catalogs (``rami.rules.*``, written for players in our own words,
in English and French); here is only their order and the card examples, in card notation, so
both languages show the very same examples. Headings carry the rule ids a refusal at the
table cites (``RA-MELD``), so a player can look a refusal up.
"""

from __future__ import annotations

from sixseq.ui.games import RulesRow

R = "rami.rules."
RULES: tuple[RulesRow, ...] = (
    ("part", R + "title", ""),
    ("p", R + "intro", ""),
    ("h", R + "deck", "RA-DECK"),
    ("p", R + "deck_text", ""),
    ("cards", "Qh Qh | 7s 7s | jk jk", R + "deck_cards"),
    ("h", R + "seats", "RA-SEAT"),
    ("p", R + "seats_text", ""),
    ("h", R + "melds", "RA-MELD"),
    ("p", R + "series", ""),
    ("cards", "7s 7h 7d 7c | 9s 9h 9c", R + "series_cards"),
    ("p", R + "sequence", ""),
    ("cards", "5d 6d 7d 8d | Qh Kh Ah | Ah 2h 3h", R + "sequence_cards"),
    ("p", R + "ace", ""),
    ("cards", "Kh Ah 2h", R + "ace_cards"),
    ("h", R + "jokers", "RA-JOKER"),
    ("p", R + "joker", ""),
    ("cards", "5d jk 7d | 9s 9h jk", R + "joker_cards"),
    ("p", R + "swap", ""),
    ("cards", "5d jk 7d + 6d → jk", R + "swap_cards"),
    ("h", R + "turn", "RA-TURN"),
    ("p", R + "turn_text", ""),
    ("li", R + "turn_draw", ""),
    ("li", R + "turn_take", ""),
    ("li", R + "turn_play", ""),
    ("li", R + "turn_discard", ""),
    ("p", R + "turn_out", ""),
    ("h", R + "opening", "RA-OPEN"),
    ("p", R + "opening_text", ""),
    ("cards", "10s Js Qs Ks | 9h 9d 9c", R + "opening_cards"),
    ("h", R + "stock", "RA-STOCK"),
    ("p", R + "stock_text", ""),
    ("h", R + "score", "RA-SCORE"),
    ("p", R + "score_text", ""),
    ("cards", "Kc Qd 10s | jk 5h | 7c Js 3d Ah", R + "score_cards"),
    ("p", R + "not_laid", ""),
    ("p", R + "rami_sec", ""),
    ("p", R + "match", ""),
    ("h", R + "mouse", ""),
    ("p", R + "mouse_text", ""),
    ("p", R + "keys_text", ""),
)
