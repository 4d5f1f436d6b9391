"""Sixte's part of the rules page.

The rules' words live in the game's catalogs (``sixte.rules.*``, written for players in our own
words, in English and French); here are only their order and the card examples in card
notation, so both languages show the very same cards. Headings carry the rule ids a refusal at
the table cites (``SX-PLAY``), so a player can look a refusal up.
"""

from __future__ import annotations

from sixseq.ui.games import RulesRow

R = "sixte.rules."
RULES: tuple[RulesRow, ...] = (
    ("part", R + "title", ""),
    ("p", R + "intro", ""),
    ("h", R + "deck", "SX-DECK"),
    ("p", R + "deck_text", ""),
    ("cards", "As Ks Qs Js 10s 9s 8s 7s 6s", R + "deck_cards"),
    ("h", R + "deal", "SX-SEAT · SX-DEAL"),
    ("p", R + "deal_text", ""),
    ("p", R + "trump_text", ""),
    ("cards", "9h", R + "trump_cards"),
    ("h", R + "play", "SX-PLAY"),
    ("li", R + "play_lead", ""),
    ("li", R + "play_follow", ""),
    ("li", R + "play_void", ""),
    ("cards", "10h → 9h | Kc", R + "follow_cards"),
    ("p", R + "play_win", ""),
    ("cards", "10h Ah 7s Qh 6s Ks", R + "win_trump"),
    ("cards", "10h Ah 7d Qh 6c Kc", R + "win_plain"),
    ("h", R + "options", "SX-PLAY-3 · SX-DEAL-3"),
    ("p", R + "options_text", ""),
    ("li", R + "must_trump", ""),
    ("li", R + "must_overtake", ""),
    ("li", R + "deck52", ""),
    ("h", R + "score", "SX-SCORE"),
    ("p", R + "score_text", ""),
    ("li", R + "score_a", ""),
    ("li", R + "score_b", ""),
    ("li", R + "score_c", ""),
    ("li", R + "score_d", ""),
    ("li", R + "score_e", ""),
    ("h", R + "end", "SX-SCORE-3"),
    ("p", R + "end_text", ""),
    ("h", R + "mouse", ""),
    ("p", R + "mouse_text", ""),
)
