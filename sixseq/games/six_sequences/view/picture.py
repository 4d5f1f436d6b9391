"""What the Six Séquences table draws: the felt, the zones and their combinations, the stock
and the discard, the other hands' fans, the person's hand, the lit marks; over them the seats'
plates, the corner's scores and last moves, the tip over a combination, the chooser, the
discard history, the claim prompt and the round sheet.

It reads the table (the observation, the layout and scenery worked out from it, the person's
picks and what is open) and decides nothing: gestures and buttons stay with
:class:`~.table.SixSeqTable`, which hands it the two layers to paint.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sixseq.decks.sixsuit import JOKER, N_RANKS, RANK_SYMBOLS, SUIT_GLYPHS, card_str
from sixseq.games.six_sequences.rules.actions import DrawStock, Lay, TakeDiscard
from sixseq.games.six_sequences.rules.melds import Sequence, Series
from sixseq.games.six_sequences.rules.table import TableConfig
from sixseq.games.six_sequences.session import CLAIM_SECONDS
from sixseq.games.six_sequences.view import describe, gestures
from sixseq.games.six_sequences.view.layout import Layout
from sixseq.games.six_sequences.view.scenery import Fan, Scenery
from sixseq.games.six_sequences.view.scoreboard import draw_scores
from sixseq.ui import drawing, text
from sixseq.ui.cardart import Highlight
from sixseq.ui.fonts import font
from sixseq.ui.i18n import level_name, signed, tr
from sixseq.ui.palette import AMBER, DIM_INK, INK, PANEL, SHEET_INK
from sixseq.ui.table import panels, piles
from sixseq.ui.table.picture import Picture
from sixseq.ui.table.scene import seat_detail

if TYPE_CHECKING:
    from sixseq.games.six_sequences.view.table import SixSeqTable

PARTNER = (150, 210, 255)


class TablePicture(Picture):
    """The SixSeqTable's two layers."""

    table: SixSeqTable

    @property
    def config(self) -> TableConfig:
        return self.table.config

    def still(self, layer: pygame.Surface, flying: frozenset[int]) -> None:
        lay, scenery = self.table.lay, self.table.scenery
        if lay is None or scenery is None:
            return
        layer.blit(drawing.felt(lay.size, self.table.app.settings.table_colour), (0, 0))
        self.draw_zones(layer, lay, scenery, flying)
        self.draw_piles(layer, lay, scenery, flying)
        self.draw_fans(layer, lay, scenery, flying)
        self.draw_hand_cards(layer, scenery.hand, flying)
        for rect, kind in self.marks(lay, scenery):
            self.painter.overlay(layer, rect, kind)

    def marks(self, lay: Layout, scenery: Scenery) -> list[tuple[pygame.Rect, Highlight]]:
        """A hint's cards and places, and the piles when drawing is what to do."""
        marks: list[tuple[pygame.Rect, Highlight]] = []
        hint = self.table.session.hint.action if self.table.session.hint is not None else None
        obs = self.table.obs
        if hint is not None:
            cards = gestures.moved_cards(hint)
            for sprite in [*scenery.hand, *scenery.series_cards]:
                if sprite.card in cards:
                    marks.append((sprite.rect, Highlight.SELECTED))
            for spot in gestures.spots([hint], cards, obs):
                rect = self.table.spot_rect(spot)
                if rect is not None:
                    marks.append((rect, Highlight.TARGET))
            if isinstance(hint, DrawStock):
                marks.append((lay.stock, Highlight.TARGET))
            if isinstance(hint, TakeDiscard):
                marks.append((lay.discard, Highlight.TARGET))
        table = self.table
        if table.pointer.dragging is None and table.my_turn() and not table.six.claim_open():
            if any(isinstance(a, DrawStock) for a in obs.legal):
                marks.append((lay.stock, Highlight.TARGET))
            if any(isinstance(a, TakeDiscard) for a in obs.legal):
                marks.append((lay.discard, Highlight.TARGET))
        return marks

    def zone_label(self, side: int) -> str:
        config = self.config
        label = describe.side_name(config, side)
        own = config.side_of(self.table.session.person)
        if side == own:
            return tr("sixseq.table.yours", side=label)
        return label

    def draw_zones(self, screen: pygame.Surface, lay: Layout, scenery: Scenery,
                   flying: frozenset[int]) -> None:
        own = self.config.side_of(self.table.session.person)
        radius = lay.px(14)
        obs = self.table.obs
        turn_side = self.config.side_of(obs.turn_seat)
        for side, zone in lay.zones.items():
            border = (255, 255, 255, 60) if side == own else (255, 255, 255, 26)
            screen.blit(drawing.panel(zone.size, radius, (0, 0, 0, 46), border, 2), zone)
            label = self.zone_label(side)
            colour = AMBER if side == turn_side and not self.table.session.is_over() else DIM_INK
            left = zone.left + lay.margin
            px = text.fit(label, lay.zone_label_px(), zone.width - 2 * lay.margin, bold=True)
            width = text.render(label, px, colour, bold=True).get_width()
            for seat, fan in scenery.fans.items():  # a side seat's plate may reach in
                plate = self.plate_rect(lay, seat, self.hand_area(lay, fan))
                if plate.colliderect(pygame.Rect(left, zone.top, width, lay.px(30))):
                    left = plate.right + lay.margin // 2
            text.draw(screen, label, px, colour, "topleft", (left, lay.zone_label_top(zone)),
                      bold=True)
        for box in scenery.combos.values():
            landed = [r for s, r in zip(box.spots, box.rects, strict=True) if s not in flying]
            if landed:  # one shadow under the row, as far as its cards have landed
                drawing.blit_shadow(screen, landed[0].unionall(landed))
            shown = [(card, rect, position) for card, rect, spot, position
                     in zip(box.cards, box.rects, box.spots, box.positions, strict=True)
                     if spot not in flying]
            for card, rect, _ in shown:
                screen.blit(self.painter.image(card, rect.width, True), rect)
            for card, rect, position in shown:  # over the next card: the joker shows a strip
                if card % N_RANKS == JOKER:
                    self.draw_standin(screen, rect, position, box.rect)
        for sprite in scenery.series_cards:
            if sprite.lifted and sprite.spot not in flying:
                self.painter.overlay(screen, sprite.rect, Highlight.SELECTED)
        slot = scenery.new_slot
        if slot is not None:
            self.painter.slot(screen, slot)
            text.draw(screen, "+", lay.font(40), (255, 255, 255, 150), "center", slot.center)
            self.draw_slot_caption(screen, lay, slot, lay.zones[own])

    @staticmethod
    def draw_slot_caption(screen: pygame.Surface, lay: Layout, slot: pygame.Rect,
                          zone: pygame.Rect) -> None:
        """'New combination', a word to read: never under the legible size, and never over
        a card: under the place (the last of its row, so the felt under its row is free),
        or beside it when the rows fill the area down to its foot, or not at all (the ``+``
        says it too)."""
        room = zone.inflate(-2 * lay.margin, -lay.margin)
        caption, px = text.first_fitting([tr("sixseq.table.new_combination")], lay.font(14),
                                         room.width)
        box = text.render(caption, px, DIM_INK).get_rect(midtop=(slot.centerx, slot.bottom + 2))
        box.clamp_ip(room)
        if box.top <= slot.bottom:
            box.midleft = (slot.right + lay.margin, slot.centery)
            if not room.contains(box):
                return
        text.draw(screen, caption, px, DIM_INK, "topleft", box.topleft)

    def draw_standin(self, screen: pygame.Surface, rect: pygame.Rect, position: int,
                     row: pygame.Rect) -> None:
        """A joker on the table shows what it stands for: a small ``=7`` tag on its foot, never
        below a legible size: on a narrow card it reaches over the feet of its neighbours in
        ``row`` (the combination's cards)."""
        panels.standin_tag(screen, rect, "=" + RANK_SYMBOLS[position], INK,
                           (*SHEET_INK, 225), (255, 255, 255, 90), row)

    def draw_piles(self, screen: pygame.Surface, lay: Layout, scenery: Scenery,
                   flying: frozenset[int]) -> None:
        piles.draw_pair(screen, self.painter, lay, scenery, flying, lay.font(piles.CAPTION_PX),
                        piles.StockCount(lay.font(16), self.badge_size(lay), lay.px(6)))

    def draw_fans(self, screen: pygame.Surface, lay: Layout, scenery: Scenery,
                  flying: frozenset[int]) -> None:
        for fan in scenery.fans.values():
            shown = [(r, s) for r, s in fan.backs if s not in flying]
            if fan.count:
                drawing.blit_shadow(screen, fan.area)
            for card, rect, spot in fan.known:
                if spot not in flying:
                    screen.blit(self.painter.image(card, lay.back_w, True, fan.rotated), rect)
            for rect, _ in shown:
                screen.blit(self.painter.image(None, lay.back_w, False, fan.rotated), rect)
            size = self.badge_size(lay)
            if not fan.count:  # the count where the cards were
                centre = self.hand_area(lay, fan).center
            elif fan.rotated:
                centre = (fan.area.centerx, fan.area.bottom + lay.px(4) + size // 2)
            else:
                centre = (fan.area.right + lay.px(6) + size // 2, fan.area.centery)
            self.draw_badge(screen, lay, centre, len(shown) + len(fan.known))

    @staticmethod
    def badge_size(lay: Layout) -> int:
        return panels.badge_size(lay.px(30), lay.font(16))

    def hand_area(self, lay: Layout, fan: Fan) -> pygame.Rect:
        """Where another seat's hand is shown: its cards, or once none is left its count,
        which then stands where they were, its plate beside it as beside the cards (not
        across empty felt from it)."""
        if fan.count:
            return fan.area
        size = self.badge_size(lay)
        return pygame.Rect(0, 0, size, size).move(fan.area.centerx - size // 2,
                                                  fan.area.centery - size // 2)

    def draw_badge(self, screen: pygame.Surface, lay: Layout, centre: tuple[int, int],
                   count: int) -> None:
        panels.count_badge(screen, centre, count, lay.font(16), self.badge_size(lay))

    def top(self, screen: pygame.Surface) -> None:
        lay, scenery = self.table.lay, self.table.scenery
        if lay is None or scenery is None:
            return
        sheet = self.table.sheet_shown()
        for seat, fan in scenery.fans.items():
            self.draw_plate(screen, lay, seat, self.hand_area(lay, fan))
        if not sheet:
            self.draw_corner(screen, lay)
            self.draw_hover(screen, lay, scenery)
        if self.table.chooser:
            self.draw_chooser(screen, lay)
        if self.table.history:
            self.draw_history(screen, lay)
        if self.table.six.claim_open():
            self.draw_claim(screen, lay)
        if sheet:
            draw_scores(screen, lay, self.table.six.six)

    def draw_plate(self, screen: pygame.Surface, lay: Layout, seat: int,
                   area: pygame.Rect) -> None:
        """A seat's name and level beside its cards (above them at East and West); in a team
        game the partner's plate says so, in the partner's colour (the whole words where the
        plate has room for them at a legible size, else a short form, else the name alone)."""
        plate = self.plate_rect(lay, seat, area)
        obs = self.table.obs
        active = obs.turn_seat == seat and not self.table.session.is_over()
        partner = self.is_partner(seat)
        border = (*AMBER, 230) if active else (*PARTNER, 200) if partner else (255, 255, 255, 40)
        screen.blit(drawing.panel(plate.size, lay.px(10), (0, 0, 0, 110), border,
                                  3 if active or partner else 1), plate)
        name, px = text.first_fitting(self.plate_names(seat), lay.font(18),
                                      plate.width - lay.margin, bold=True)
        text.draw(screen, name, px, AMBER if active else PARTNER if partner else INK, "midtop",
                  (plate.centerx, plate.top + lay.px(4)), bold=True)
        detail = seat_detail(level_name(self.table.session.bots[seat].level),
                             self.table.session.thinking() == seat, self.table.clock)
        px = text.fit(detail, lay.font(14), plate.width - lay.margin // 2)
        text.draw(screen, detail, px, DIM_INK, "midbottom",
                  (plate.centerx, plate.bottom - lay.px(5)))

    def is_partner(self, seat: int) -> bool:
        return self.config.teams and \
            self.config.side_of(seat) == self.config.side_of(self.table.session.person)

    def plate_names(self, seat: int) -> list[str]:
        """What a seat's plate may say, longest first."""
        name = describe.seat_name(self.config, seat)
        if not self.is_partner(seat):
            return [name]
        return [tr("sixseq.table.partner", who=name),
                tr("sixseq.table.partner_short", who=name), name]

    def plate_rect(self, lay: Layout, seat: int, area: pygame.Rect) -> pygame.Rect:
        """Where a seat's plate is drawn: left of North's cards, above East's and West's.
        North's plate widens to the left for its whole words (the partner's are long), as far
        as the corner's panel leaves room."""
        place = lay.seats[seat]
        plate = place.plate.copy()
        if place.compass == "N":
            words = self.plate_names(seat)[0]
            wanted = font(lay.font(18), True).size(words)[0] + lay.margin
            room = area.left - lay.margin - (lay.top_left.right + lay.margin // 2)
            if wanted > plate.width and room > plate.width:
                plate.width = min(wanted, room)
            plate.midright = (area.left - lay.margin, area.centery)
        else:
            plate.midbottom = (area.centerx, area.top - lay.margin)
        plate.clamp_ip(pygame.Rect((0, 0), lay.size).inflate(-lay.margin // 2,
                                                              -lay.margin // 2))
        return plate

    def draw_corner(self, screen: pygame.Surface, lay: Layout) -> None:
        """Top left: the round and the match scores, then the last moves as far as they fit
        (the whole log is one button away)."""
        box = lay.top_left
        x, y = box.left + lay.margin // 2, box.top + lay.margin // 2
        px = lay.font(15)
        match = self.table.six.six
        head = tr("sixseq.table.round", round=match.round_number, rounds=match.rounds)
        totals = match.totals()
        scores = "  ".join(f"{describe.side_name(self.config, s)} {signed(totals[s])}"
                           for s in range(self.config.sides))
        line = f"{head} · {scores}"  # on two lines rather than shrunk to fit one
        lines = [line] if font(px, True).size(line)[0] <= box.right - x else [head, scores]
        y = self.draw_corner_lines(screen, lines, box, (x, y), px)
        self.draw_latest_moves(screen, box, (x, y), round(px * 1.35), lay.font(14))

    def draw_hover(self, screen: pygame.Surface, lay: Layout, scenery: Scenery) -> None:
        """Pointing at a laid combination says what it is."""
        if self.table.hover is None or self.table.pointer.dragging is not None:
            return
        box = scenery.combos.get(self.table.hover)
        combo = self.table.obs.combination(self.table.hover)
        if box is None or combo is None:
            return
        owner = describe.side_name(self.config, combo.side)
        if isinstance(combo, Sequence):
            words = tr("sixseq.table.hover.sequence", suit=SUIT_GLYPHS[combo.suit],
                       cards=describe.sequence_text(combo), count=len(combo), who=owner)
        else:
            assert isinstance(combo, Series)
            words = tr("sixseq.table.hover.series", rank=RANK_SYMBOLS[combo.rank],
                       count=len(combo.cards()), who=owner)
        px = lay.font(15)
        panels.tip(screen, words, px, box.rect, lay.px(4), lay.px(8), lay.size)

    def draw_chooser(self, screen: pygame.Surface, lay: Layout) -> None:
        """The variants of a new combination (where the joker, the A or the 1 stands)."""
        width = max(lay.meld_max_w, 40)
        step = max(round(width * 0.42), 20)
        rows = [sorted(a.placements) for a in self.table.chooser if isinstance(a, Lay)]

        def draw_row(i: int, rect: pygame.Rect) -> None:
            cards = [(position, card,
                      pygame.Rect(rect.left + k * step, rect.top, width, rect.height))
                     for k, (position, card) in enumerate(rows[i])]
            for _, card, at in cards:
                screen.blit(self.painter.image(card, width, True), at)
            for position, card, at in cards:
                if card % N_RANKS == JOKER:
                    self.draw_standin(screen, at, position, rect)

        self.table.chooser.draw(screen, tr("sixseq.table.choose_variant"), lay.font(20),
                                [len(r) for r in rows], width, step, lay.margin, lay.px(14),
                                draw_row)

    def draw_history(self, screen: pygame.Surface, lay: Layout) -> None:
        """The whole discard pile, oldest first (SS-DISCARD-1: it stays visible to all)."""
        width = max(40, lay.px(64))
        panels.discard_history(screen, self.painter, self.table.obs.discard,
                               tr("sixseq.table.history"), lay.font(20), width,
                               max(round(width * 0.45), 20), lay.margin, lay.px(14))

    def draw_claim(self, screen: pygame.Surface, lay: Layout) -> None:
        """The claim prompt's card and countdown (its buttons are pygame-gui's)."""
        obs = self.table.obs
        if not self.table.claims.actions or not obs.discard:
            return
        left = self.table.six.claim_left(self.table.clock)
        line = tr("sixseq.table.claim_prompt", card=card_str(obs.discard[-1]),
                  seconds=int(left + 0.999))
        area = self.table.claims.area
        screen.blit(drawing.panel(area.size, lay.px(12), (*PANEL, 230), (*AMBER, 200), 2),
                    area)
        text.draw(screen, line, text.fit(line, lay.font(19), area.width - lay.margin), AMBER,
                  "midtop", (area.centerx, area.top + lay.margin // 2), bold=True)
        bar = pygame.Rect(area.left + lay.margin, area.top + lay.font(19) + 10,
                          round((area.width - 2 * lay.margin) * left / CLAIM_SECONDS), 3)
        pygame.draw.rect(screen, AMBER, bar)
