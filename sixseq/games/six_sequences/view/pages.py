"""Les Six Séquences' part of the rules page.

The rules' words live in the catalogs (``sixseq.rules.ss.*``, written for players in our own
words, in English and French); here is only their order and the card examples, in card
notation, so both languages show the very same examples. Headings carry the rule ids a
refusal at the table cites (``SS-MELD``), so a player can look a refusal up.
"""

from __future__ import annotations

from sixseq.ui.games import RulesRow

R = "sixseq.rules."
RULES: tuple[RulesRow, ...] = (
    ("part", R + "ss.title", ""),
    ("p", R + "ss.intro", ""),
    ("h", R + "ss.deck", "SS-DECK"),
    ("p", R + "ss.deck_text", ""),
    ("cards", "As Ac Ah Ad At Ao", R + "ss.deck_aces"),
    ("cards", "12h Jh Ch Bh Rh Qh Kh Ah", R + "ss.deck_top"),
    ("p", R + "ss.deck_ends", ""),
    ("cards", "As 2s 3s | Qs Ks 1s", R + "ss.deck_ends_cards"),
    ("h", R + "ss.seats", "SS-SEAT"),
    ("p", R + "ss.seats_text", ""),
    ("h", R + "ss.melds", "SS-MELD"),
    ("p", R + "ss.sequence", ""),
    ("cards", "5d 6d 7d | 9c 0c 11c", R + "ss.sequence_cards"),
    ("p", R + "ss.series", ""),
    ("cards", "11d 11h 11s", R + "ss.series_cards"),
    ("p", R + "ss.golden", ""),
    ("p", R + "ss.own", ""),
    ("h", R + "ss.turn", "SS-TURN"),
    ("p", R + "ss.turn_deal", ""),
    ("li", R + "ss.turn_draw", ""),
    ("li", R + "ss.turn_lay", ""),
    ("li", R + "ss.turn_refill", ""),
    ("li", R + "ss.turn_complete", ""),
    ("li", R + "ss.turn_discard", ""),
    ("h", R + "ss.discard", "SS-DISCARD"),
    ("p", R + "ss.discard_text", ""),
    ("cards", "4d 5d 6d 7d + 8d 9d", R + "ss.discard_yes"),
    ("cards", "4s 5s 6s 7s + 8s", R + "ss.discard_no"),
    ("p", R + "ss.claims", ""),
    ("h", R + "ss.raid", "SS-MELD-5"),
    ("p", R + "ss.raid_text", ""),
    ("cards", "4h 4s 4t | 8h 8d 8c | 10c 11c 12c", R + "ss.raid_before"),
    ("cards", "2h 3h 4h | 8c 9c 10c 11c 12c | 4s 4t | 8h 8d", R + "ss.raid_after"),
    ("h", R + "ss.swaps", "SS-JOKER · SS-ACE"),
    ("p", R + "ss.joker", ""),
    ("cards", "5o 6o 0o 8o + 7o → 0o", R + "ss.joker_cards"),
    ("p", R + "ss.ace", ""),
    ("cards", "Ah 2h 3h + 1h → Ah", R + "ss.ace_cards"),
    ("h", R + "ss.end", "SS-END"),
    ("p", R + "ss.end_text", ""),
    ("h", R + "ss.score", "SS-SCORE"),
    ("p", R + "ss.score_text", ""),
    ("p", R + "ss.score_values", ""),
    ("cards", "Qh Kh Ah", R + "ss.score_high"),
    ("cards", "Ah 2h 3h", R + "ss.score_low"),
    ("cards", "Qh Kh 1h", R + "ss.score_one"),
    ("p", R + "ss.penalties", ""),
    ("cards", "Jt Ad 0h 7c", R + "ss.penalty_cards"),
    ("h", R + "ss.mouse", ""),
    ("p", R + "ss.mouse_text", ""),
    ("p", R + "ss.keys_text", ""),
)
