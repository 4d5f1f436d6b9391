"""What the Rami table draws: the felt, each seat's zone and its combinations, the stock and
the discard, the person's hand, the hint's marks; over them the seats' heads with their hands
face down, the scores box and last moves, the tip over a combination, the joker chooser, the
discard history and the round sheet.

It reads the table (the observation, the layout and scenery worked out from it, the person's
picks and what is open) and decides nothing: gestures and buttons stay with
:class:`~.table.RamiTable`, which hands it the two layers to paint.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from sixseq.games.rami.rules.actions import Discard, Draw, Lay, Take
from sixseq.games.rami.rules.cards import JOKER, JOKER_AS, Card
from sixseq.games.rami.rules.table import Phase
from sixseq.games.rami.view import describe, gestures
from sixseq.games.rami.view.describe import T
from sixseq.games.rami.view.layout import Layout
from sixseq.games.rami.view.scenery import Scenery
from sixseq.games.rami.view.scoreboard import card_colour, draw_scores
from sixseq.ui import drawing, text
from sixseq.ui.cardart import FACE_COLOUR, Highlight
from sixseq.ui.i18n import level_name, tr
from sixseq.ui.palette import AMBER, DIM_INK, INK, SHADOW
from sixseq.ui.table import panels, piles
from sixseq.ui.table.geometry import overlap_step
from sixseq.ui.table.picture import Picture
from sixseq.ui.table.scene import seat_detail

if TYPE_CHECKING:
    from sixseq.games.rami.view.table import RamiTable


class TablePicture(Picture):
    """The RamiTable's two layers."""

    table: RamiTable

    def still(self, layer: pygame.Surface, flying: frozenset[int]) -> None:
        lay, scenery = self.table.lay, self.table.scenery
        if lay is None or scenery is None:
            return
        layer.blit(drawing.felt(lay.size, self.table.app.settings.table_colour), (0, 0))
        self.draw_zones(layer, lay, scenery, flying)
        self.draw_piles(layer, lay, scenery, flying)
        self.draw_hand_cards(layer, scenery.hand, flying)
        for rect in self.hint_marks(scenery):
            self.painter.overlay(layer, rect, Highlight.SELECTED)

    def hint_marks(self, scenery: Scenery) -> list[pygame.Rect]:
        """The hint's cards in hand, and the pile or combination it plays to."""
        hint = self.table.session.hint.action if self.table.session.hint is not None else None
        if hint is None or self.table.lay is None:
            return []
        marks = []
        cards = gestures.moved_cards(hint)
        left = list(cards)
        for sprite in scenery.hand:
            if sprite.card in left:
                left.remove(sprite.card)
                marks.append(sprite.rect)
        if isinstance(hint, Draw):
            marks.append(self.table.lay.stock)
        elif isinstance(hint, Take | Discard):
            marks.append(self.table.lay.discard)
        elif not isinstance(hint, Lay):
            box = scenery.combos.get(hint.combo)
            if box is not None:
                marks.append(box.rect)
        return marks

    def draw_zones(self, screen: pygame.Surface, lay: Layout, scenery: Scenery,
                   flying: frozenset[int]) -> None:
        obs = self.table.obs
        for seat, zone in lay.zones.items():
            active = obs.to_move == seat and not self.table.session.is_over()
            border = (*AMBER, 220) if active else (255, 255, 255, 45)
            screen.blit(drawing.panel(zone.rect.size, lay.px(12), (0, 0, 0, 55), border,
                                      3 if active else 1), zone.rect)
        for box in scenery.combos.values():
            shown = [(t, r, s) for t, r, s in zip(box.tokens, box.rects, box.spots, strict=True)
                     if s not in flying]
            if not shown:
                continue
            drawing.blit_shadow(screen, box.rect, alpha=60)
            for token, rect, _ in shown:
                card = JOKER if token >= JOKER_AS else token
                screen.blit(self.painter.image(card, rect.width, True), rect)
            for token, rect, _ in shown:  # over the next card: the joker shows only a strip
                if token >= JOKER_AS:
                    self.draw_standin(screen, rect, token - JOKER_AS, box.rect)
        if scenery.new_slot is not None:
            slot = scenery.new_slot
            self.painter.slot(screen, slot)
            text.draw(screen, "+", lay.font(40), (255, 255, 255, 150), "center", slot.center)
        for fan in scenery.fans.values():
            if fan.cards:
                drawing.blit_shadow(screen, fan.area, alpha=60)
            for face, rect, spot in fan.cards:
                if spot not in flying:
                    screen.blit(self.painter.image(face, rect.width, face is not None), rect)

    def draw_standin(self, screen: pygame.Surface, rect: pygame.Rect, card: Card,
                     row: pygame.Rect) -> None:
        """A joker on the table shows what it stands for: a small ``=7♦`` tag on its foot,
        in the suit's colour, never below a legible size: on a narrow card it reaches over
        the feet of its neighbours in ``row`` (the combination's cards)."""
        panels.standin_tag(screen, rect, "=" + describe.card_text(card),
                           card_colour(card, self.painter.four_colour), (*FACE_COLOUR, 240),
                           (0, 0, 0, 120), row)

    def draw_piles(self, screen: pygame.Surface, lay: Layout, scenery: Scenery,
                   flying: frozenset[int]) -> None:
        shown = piles.draw_pair(screen, self.painter, lay, scenery, flying,
                                lay.font(piles.CAPTION_PX),
                                piles.StockCount(lay.font(15), self.badge_size(lay), lay.px(6)))
        obs = self.table.obs
        if shown and self.table.my_turn() and obs.phase == Phase.DRAW and not obs.can_take():
            shade = pygame.Surface(lay.discard.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 70))
            screen.blit(shade, lay.discard)

    @staticmethod
    def badge_size(lay: Layout) -> int:
        return panels.badge_size(lay.px(30), lay.font(15))

    def draw_badge(self, screen: pygame.Surface, lay: Layout, centre: tuple[int, int],
                   count: int) -> None:
        panels.count_badge(screen, centre, count, lay.font(15), self.badge_size(lay))

    def top(self, screen: pygame.Surface) -> None:
        lay, scenery = self.table.lay, self.table.scenery
        if lay is None or scenery is None:
            return
        sheet = self.table.sheet_shown()
        for seat in lay.zones:
            self.draw_head(screen, lay, scenery, seat)
        self.draw_scores_box(screen, lay)
        if not sheet:
            self.draw_hover(screen, lay, scenery)
        if self.table.chooser:
            self.draw_chooser(screen, lay)
        if self.table.history:
            self.draw_history(screen, lay)
        if sheet:
            draw_scores(screen, lay, self.table.rami.rami, self.painter.four_colour)

    def draw_head(self, screen: pygame.Surface, lay: Layout, scenery: Scenery,
                  seat: int) -> None:
        """A zone's head: the player's name, level (or that they think) and what they have
        laid; another player's hand count beside their backs."""
        zone = lay.zones[seat]
        obs = self.table.obs
        person = seat == self.table.session.person
        active = obs.to_move == seat and not self.table.session.is_over()
        name = describe.seat_name(seat, self.table.session.person)
        x = zone.rect.left + lay.margin
        room = (scenery.fans[seat].area.left if seat in scenery.fans else zone.rect.right) \
            - x - lay.margin
        if seat in scenery.fans:
            room -= self.badge_size(lay)
        px = lay.font(18)
        if person:  # "You have laid": the person's name is in the sentence
            line = describe.laid_words(obs, seat)
            px = text.fit(line, px, max(40, room), bold=True)
            text.draw(screen, line, px, AMBER if active else INK, "midleft",
                      (x, zone.head.centery), bold=True, shadow=SHADOW)
            return
        px = text.fit(name, px, max(40, room), bold=True)
        name = text.ellipsize(name, px, max(40, room), bold=True)
        text.draw(screen, name, px, AMBER if active else INK, "topleft",
                  (x, zone.head.top + lay.px(4)), bold=True, shadow=SHADOW)
        session = self.table.session
        thinking = session.thinking() == seat
        detail = seat_detail(level_name(session.bots[seat].level), thinking, self.table.clock)
        state = describe.laid_words(obs, seat)
        # Level and whether it has laid; where both do not fit at a legible size, the level
        # goes first (it does not change), unless the seat is thinking.
        choices = [f"{detail} · {state}", detail if thinking else state,
                   describe.laid_words(obs, seat, short=True)] if state else [detail]
        # Never under the hand's count: the last form is cut short if even it does not fit.
        detail, small = text.first_fitting(choices, lay.font(14), max(40, room))
        text.draw(screen, detail, small, DIM_INK, "topleft",
                  (x, zone.head.top + lay.px(4) + round(px * 1.25)), shadow=SHADOW)
        fan = scenery.fans[seat]
        self.draw_badge(screen, lay, (fan.area.left - self.badge_size(lay) // 2 - lay.px(4),
                                      fan.area.centery),
                        self.table.stage.landed(spot for *_, spot in fan.cards))

    def draw_scores_box(self, screen: pygame.Surface, lay: Layout) -> None:
        """The left column: the round, the match's limit, "51 to open" when that option is on
        (RA-OPEN-2: a player who has not laid yet must know), and every player's total."""
        box = lay.scores
        match = self.table.rami.rami
        x, y = box.left + lay.margin // 2, box.top + lay.margin // 2
        px = lay.font(16)
        open51 = self.table.config.open51
        step = max(px + 4, min(round(px * 1.45), (box.height - lay.margin) //
                               (self.table.config.seats + 1 + open51)))
        head = tr(T + "round", round=match.round_number, limit=match.limit)
        text.draw(screen, head, text.fit(head, px, box.width - lay.margin, bold=True), AMBER,
                  "topleft", (x, y), bold=True, shadow=SHADOW)
        y += step
        if open51:
            rule = tr(T + "open51_rule")
            text.draw(screen, rule, text.fit(rule, px, box.width - lay.margin), AMBER,
                      "topleft", (x, y), shadow=SHADOW)
            y += step
        totals = match.totals()
        for seat in range(self.table.config.seats):
            if y + px > box.bottom:
                break
            name = describe.seat_name(seat, self.table.session.person)
            name = text.ellipsize(name, px, box.width * 2 // 3)
            text.draw(screen, name, px, INK, "topleft", (x, y), shadow=SHADOW)
            text.draw(screen, str(totals[seat]), px, INK, "topright",
                      (box.right - lay.margin // 2, y), bold=True, shadow=SHADOW)
            y += step
        bottom = box.bottom - self.badge_size(lay) // 2  # the stock's count sits just below
        self.draw_last_moves(screen, lay, pygame.Rect(x, y + step // 2, box.width - lay.margin,
                                                      bottom - y - step // 2))

    def draw_last_moves(self, screen: pygame.Surface, lay: Layout, area: pygame.Rect) -> None:
        """The last moves, as many as fit under the scores (the whole log is a button away)."""
        px = lay.font(14)
        step = round(px * 1.4)
        room = max(0, area.height // step)
        if self.table.log_open or room == 0:
            return
        y = area.top
        for said in self.table.movelog.latest(room):
            size = text.fit(said, px, area.width, minimum=text.MIN_PX)
            text.draw(screen, text.ellipsize(said, size, area.width), size, DIM_INK, "topleft",
                      (area.left, y), shadow=SHADOW)
            y += step

    def draw_hover(self, screen: pygame.Surface, lay: Layout, scenery: Scenery) -> None:
        """Pointing at a laid combination says what it is."""
        table = self.table
        if table.hover is None or table.pointer.dragging is not None or table.chooser:
            return
        box = scenery.combos.get(table.hover)
        if box is None:
            return
        words = describe.combo_words(box.combo, table.session.person)
        px = lay.font(15)
        px = text.fit(words, px, lay.size[0] - 2 * lay.margin)
        panels.tip(screen, words, px, box.rect, lay.px(4), lay.px(8), lay.size)

    def draw_cards_row(self, screen: pygame.Surface, tokens: Sequence[int], left: int,
                       top: int, width: int, step: int) -> None:
        rects = [pygame.Rect(left + i * step, top, width, round(width * 1.5))
                 for i in range(len(tokens))]
        for token, at in zip(tokens, rects, strict=True):
            screen.blit(self.painter.image(JOKER if token >= JOKER_AS else token, width, True),
                        at)
        row = rects[0].unionall(rects[1:]) if rects else pygame.Rect(left, top, 0, 0)
        for token, at in zip(tokens, rects, strict=True):
            if token >= JOKER_AS:
                self.draw_standin(screen, at, token - JOKER_AS, row)

    def draw_chooser(self, screen: pygame.Surface, lay: Layout) -> None:
        """The ways to play the cards (what the joker stands for, which end it goes to)."""
        width = max(lay.meld_max_w, 40)
        step = max(overlap_step(width), round(width * 0.5))
        obs = self.table.obs
        rows = [gestures.result_of(obs, action) for action in self.table.chooser]

        def draw_row(i: int, rect: pygame.Rect) -> None:
            self.draw_cards_row(screen, rows[i], rect.left, rect.top, width, step)

        self.table.chooser.draw(screen, tr(T + "choose"), lay.font(20), [len(r) for r in rows],
                                width, step, lay.margin, lay.px(14), draw_row)

    def draw_history(self, screen: pygame.Surface, lay: Layout) -> None:
        """The whole discard pile, oldest first (it is public: RA-TURN-3)."""
        width = max(40, lay.px(64))
        panels.discard_history(screen, self.painter, self.table.obs.discard,
                               tr("sixseq.table.history"), lay.font(20), width,
                               max(overlap_step(width), 20), lay.margin, lay.px(14))
