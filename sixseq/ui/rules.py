"""The rules of both games, in the player's language, with the examples shown as cards.

The words live in the catalogs (``sixseq.rules.*``, written for players in our own words, in
English and French); this module holds only the order of the page and its card examples, in
card notation, so both languages show the very same examples. Headings carry the rule ids a
refusal at the table cites (``SS-MELD``), so a player can look a refusal up.
"""

from __future__ import annotations

import pygame

from sixseq.decks.sixsuit import parse_card
from sixseq.ui import text
from sixseq.ui.cardart import CardArt, card_size
from sixseq.ui.i18n import tr
from sixseq.ui.page import CAPTION, HEAD, INK, Block, Page, paragraph, part_title

TAG = (160, 186, 170)

R = "sixseq.rules."
# The page, top to bottom: (kind, catalog key or cards, extra). Kinds: "part" (a game's title,
# extra = its anchor), "h" (a heading, extra = rule ids), "p" (a paragraph), "li" (a step),
# "cards" (groups of cards split by "|", "+" and "→" drawn as signs; extra = caption key).
PAGE: tuple[tuple[str, str, str], ...] = (
    ("part", R + "ss.title", "ss"),
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
    ("part", R + "tt.title", "tt"),
    ("p", R + "tt.intro", ""),
    ("h", R + "tt.deal", "TT-1"),
    ("p", R + "tt.deal_text", ""),
    ("h", R + "tt.move", "TT-2"),
    ("p", R + "tt.move_text", ""),
    ("cards", "6t 6s | 0c 0s | Jt Js", R + "tt.pairs"),
    ("cards", "1h Ah", R + "tt.not_pair"),
    ("h", R + "tt.end", "TT-3"),
    ("p", R + "tt.end_text", ""),
    ("h", R + "tt.choice", "TT-4"),
    ("p", R + "tt.choice_text", ""),
    ("cards", "6t 6s 6h", R + "tt.choice_cards"),
    ("h", R + "tt.help", "TT-5 · TT-6 · TT-7"),
    ("p", R + "tt.help_text", ""),
)
SIGNS = ("+", "→")


class RulesPage(Page):
    title_key = "sixseq.rules.title"

    def __init__(self, app, back) -> None:  # type: ignore[no-untyped-def]
        self.art = CardArt(max_widths=2)
        super().__init__(app, back)

    def sections(self) -> list[tuple[str, str]]:
        return [(R + "ss.tab", "ss"), (R + "tt.tab", "tt")]

    def blocks(self, width: int, scale: float) -> list[Block]:
        px = max(14, round(18 * scale))
        card_w = max(48, round(56 * scale))
        result = []
        for kind, what, extra in PAGE:
            if kind == "part":
                result.append(Block(part_title(tr(what), width, round(34 * scale)), extra,
                                    gap=round(26 * scale)))
            elif kind == "h":
                result.append(Block(self._heading(tr(what), extra, width, round(23 * scale)),
                                    gap=round(24 * scale)))
            elif kind == "p":
                result.append(Block(paragraph(tr(what), px, width, INK), gap=round(8 * scale)))
            elif kind == "li":
                result.append(Block(paragraph(tr(what), px, width, INK, bullet="•"),
                                    gap=round(4 * scale)))
            else:
                result.append(Block(self._cards(what, tr(extra), card_w, px, width),
                                    gap=round(12 * scale)))
        return result

    @staticmethod
    def _heading(title: str, tag: str, width: int, px: int) -> pygame.Surface:
        surface = pygame.Surface((width, round(px * 1.45)), pygame.SRCALPHA)
        surface.fill((0, 0, 0, 0))
        box = text.draw(surface, title, text.fit(title, px, width * 3 // 4), HEAD, "topleft",
                        (0, 0), bold=True)
        if tag:
            text.draw(surface, tag, max(11, round(px * 0.6)), TAG, "bottomright",
                      (width, box.bottom))
        return surface

    def _cards(self, notation: str, caption: str, card_w: int, px: int,
               width: int) -> pygame.Surface:
        """A row of card groups (overlapped like a meld on the table), signs between them,
        the caption beside it, or under it when the row leaves too little room."""
        card_h = card_size(card_w)[1]
        step = round(card_w * 0.6)
        items: list[tuple[str, int]] = []  # ("card", x) / (sign, x)
        x = 0
        for group in notation.split("|"):
            for token in group.split():
                if token in SIGNS:
                    x += round(card_w * 0.15)
                    items.append((token, x))
                    x += round(card_w * 0.55)
                else:
                    items.append((token, x))
                    x += step
            x += card_w - step + round(card_w * 0.35)
        row_w = x - round(card_w * 0.35)
        lines = text.wrap(caption, px, width - row_w - 24)
        beside = len(lines) <= 3 and width - row_w >= 220
        if not beside:
            lines = text.wrap(caption, px, width)
        line_h = round(px * 1.35)
        height = card_h + 6 if beside else card_h + 10 + len(lines) * line_h
        height = max(height, len(lines) * line_h + 6)
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        surface.fill((0, 0, 0, 0))
        for token, left in items:
            if token in SIGNS:
                text.draw(surface, token, round(card_w * 0.5), HEAD, "center",
                          (left + round(card_w * 0.27), card_h // 2), bold=True)
            else:
                surface.blit(self.art.face(parse_card(token), card_w), (left, 0))
        if beside:
            y = (card_h - len(lines) * line_h) // 2
            x0 = row_w + 24
        else:
            y, x0 = card_h + 10, 0
        for line in lines:
            text.draw(surface, line, px, CAPTION, "topleft", (x0, y))
            y += line_h
        return surface

