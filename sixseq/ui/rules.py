"""The rules of every game, in the player's language, with the examples shown as cards.

Each game gives its part of the page (:meth:`~sixseq.ui.games.GameUI.rules`: headings with
the rule ids a refusal at the table cites, paragraphs, card examples in its notation) and the
art its cards are drawn with; the words live in the catalogs, written for players in our own
words, in English and French. A tab per game jumps to its part.
"""

from __future__ import annotations

from typing import Any

import pygame

from sixseq.ui import text
from sixseq.ui.cardart import card_size
from sixseq.ui.games import GameUI, playable
from sixseq.ui.i18n import current_locale, tr
from sixseq.ui.page import Block, Page, paragraph, part_title
from sixseq.ui.palette import DIM_INK, GOLD, INK

TAG = (160, 186, 170)
SIGNS = ("+", "→")


class RulesPage(Page):
    title_key = "sixseq.rules.title"

    def sections(self) -> list[tuple[str, str]]:
        locale = current_locale()
        return [(info.name(locale), info.id) for info, _ in playable()]

    def blocks(self, width: int, scale: float) -> list[Block]:
        result = []
        for info, ui in playable():
            result += self.game_blocks(info.id, ui, width, scale)
        return result

    def game_blocks(self, game_id: str, ui: GameUI, width: int, scale: float) -> list[Block]:
        px = max(14, round(18 * scale))
        card_w = max(48, round(56 * scale))
        art = ui.card_art()
        result = []
        for kind, what, extra in ui.rules():
            if kind == "part":
                result.append(Block(part_title(tr(what), width, round(34 * scale)), game_id,
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
                result.append(Block(self._cards(ui, art, what, tr(extra), card_w, px, width,
                                                self.app.settings.four_colour),
                                    gap=round(12 * scale)))
        return result

    @staticmethod
    def _heading(title: str, tag: str, width: int, px: int) -> pygame.Surface:
        surface = pygame.Surface((width, round(px * 1.45)), pygame.SRCALPHA)
        surface.fill((0, 0, 0, 0))
        box = text.draw(surface, title, text.fit(title, px, width * 3 // 4), GOLD, "topleft",
                        (0, 0), bold=True)
        if tag:
            text.draw(surface, tag, max(text.MIN_PX, round(px * 0.6)), TAG, "bottomright",
                      (width, box.bottom))
        return surface

    @staticmethod
    def _cards(ui: GameUI, art: Any, notation: str, caption: str, card_w: int, px: int,
               width: int, four_colour: bool) -> pygame.Surface:
        """A row of card groups (overlapped like a meld on the table), signs between them,
        the caption beside it, or under it when the row leaves too little room; standard
        cards in the colours the table shows them in (``four_colour``)."""
        card_h = card_size(card_w)[1]
        step = round(card_w * 0.6)
        sign_w = round(card_w * 0.7)  # a sign's room between two cards
        items: list[tuple[str, int]] = []  # ("card", x) / (sign, x)
        x = 0
        for group in notation.split("|"):
            after_card = False
            for token in group.split():
                if token in SIGNS:
                    if after_card:  # the card before the sign is whole, not overlapped
                        x += card_w - step
                    items.append((token, x))
                    x += sign_w
                    after_card = False
                else:
                    items.append((token, x))
                    x += step
                    after_card = True
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
                text.draw(surface, token, round(card_w * 0.5), GOLD, "center",
                          (left + sign_w // 2, card_h // 2), bold=True)
            else:
                card = ui.parse_cards(token)[0]
                surface.blit(art.face(card, card_w, current_locale(), four_colour), (left, 0))
        if beside:
            y = (card_h - len(lines) * line_h) // 2
            x0 = row_w + 24
        else:
            y, x0 = card_h + 10, 0
        for line in lines:
            text.draw(surface, line, px, DIM_INK, "topleft", (x0, y))
            y += line_h
        return surface

