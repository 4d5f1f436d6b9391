"""What the Sixte table draws: the felt and the oval table, the trick in play with its best
card lit, the hands, the person's cards to play; over them the six plates with their points
and tricks, the corner's trumps and options, and the hand's sheet.

It reads the table (the observation, the layout worked out from it, the trick's moment) and
decides nothing: gestures and buttons stay with :class:`~.table.SixteTable`, which hands it the
two layers to paint.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sixseq.decks.standard import SUIT_GLYPHS
from sixseq.games.sixte.rules.cards import GAME_POINTS, ORDER, SEATS
from sixseq.games.sixte.rules.observation import Observation
from sixseq.games.sixte.session import PERSON
from sixseq.games.sixte.view import describe
from sixseq.games.sixte.view.describe import T
from sixseq.games.sixte.view.layout import HandCard, Layout, offset
from sixseq.games.sixte.view.sheet import draw_sheet
from sixseq.ui import drawing, text
from sixseq.ui.cardart import FACE_COLOUR, Highlight
from sixseq.ui.i18n import level_name, tr
from sixseq.ui.palette import AMBER, DIM_INK, INK, SHADOW
from sixseq.ui.table.picture import Picture, corner_rows, corner_step
from sixseq.ui.table.scene import seat_detail

if TYPE_CHECKING:
    from sixseq.games.sixte.view.table import SixteTable

RIM = (92, 58, 30)


class TablePicture(Picture):
    """The SixteTable's two layers."""

    table: SixteTable

    def still(self, layer: pygame.Surface, flying: frozenset[int]) -> None:
        lay = self.table.lay
        if lay is None:
            return
        obs = self.table.obs
        layer.blit(drawing.felt(lay.size, self.table.app.settings.table_colour), (0, 0))
        self.draw_oval(layer, lay)
        if self.table.session.my_turn() and not self.table.collecting():
            self.painter.slot(layer, lay.seats[0].trick)  # where the person's card goes
        spots = self.table.stage.spots
        drawn: set[tuple[int, int]] = set()
        for index, spot in enumerate(spots):
            if index in flying or spot.group == "hand":
                continue
            if isinstance(spot.group, tuple) and spot.group[0] == "won":
                corner = (spot.rect.x, spot.rect.y)
                if corner in drawn:  # a trick's six cards: one pile
                    continue
                drawn.add(corner)
            if spot.group == "stock" and spot.card is None:
                self.painter.stock(layer, spot.rect, max(1, obs.stock_size - 1))
                continue
            card = spot.card if isinstance(spot.card, int) else None
            image = self.painter.image(card, spot.rect.width, spot.face_up, spot.rotated)
            at = image.get_rect(center=spot.rect.center)  # SX-DEAL-3: across the stock
            drawing.blit_shadow(layer, at, alpha=70)
            layer.blit(image, at)
        self.draw_trick_marks(layer, lay, obs, flying)
        self.draw_hand(layer, lay, obs, flying)

    def draw_oval(self, layer: pygame.Surface, lay: Layout) -> None:
        """The table's oval, a rim round it; the trick's place in its middle."""
        oval = lay.oval.inflate(-lay.px(150), -lay.px(40))
        rim = max(3, lay.px(10))
        pygame.draw.ellipse(layer, RIM, oval)
        top = drawing.TABLE_TOP.get(self.table.app.settings.table_colour,
                                    drawing.TABLE_TOP["green"])
        pygame.draw.ellipse(layer, top, oval.inflate(-2 * rim, -2 * rim))
        shade = drawing.panel(lay.trick_area.size, lay.px(30), (0, 0, 0, 28),
                              (255, 255, 255, 30), 1)
        layer.blit(shade, lay.trick_area)

    def draw_trick_marks(self, layer: pygame.Surface, lay: Layout, obs: Observation,
                         flying: frozenset[int]) -> None:
        """The card taking the trick so far is lit; the trump card by the dealer is named."""
        shown = self.table.shown_trick(obs)
        if shown.cards and not self.table.stage.busy:
            best = shown.seat_of(shown.winning_index(obs.trump, ORDER))
            rect = lay.seats[offset(best)].trick
            self.painter.overlay(layer, rect, Highlight.TARGET)
        for index, spot in enumerate(self.table.stage.spots):
            if spot.card == obs.trump_card and spot.group in ("trump", "stock") \
                    and index not in flying:
                caption = tr(T + "trump_card")
                px = text.fit(caption, lay.font(14), spot.rect.width * 2, bold=True)
                text.draw(layer, caption, px, AMBER, "midtop",
                          (spot.rect.centerx, spot.rect.bottom + 2), bold=True, shadow=SHADOW)

    def draw_hand(self, layer: pygame.Surface, lay: Layout, obs: Observation,
                  flying: frozenset[int]) -> None:
        """The person's cards; those that may not be played now are dimmed, the hint's and the
        one picked with the keyboard are outlined, the turned-up trump card (when the person
        deals) is named."""
        mine = self.table.session.my_turn() and not self.table.collecting()
        playable = set(obs.playable)
        hint = self.table.session.hint.action.card if self.table.session.hint is not None else None
        picked = self.table.picked.item.card if self.table.picked is not None \
            and isinstance(self.table.picked.item, HandCard) else None
        for card, index in self.table.hand_spots:
            if index in flying:
                continue
            rect = self.table.stage.spots[index].rect
            drawing.blit_shadow(layer, rect, alpha=70)
            layer.blit(self.painter.image(card, rect.width, True), rect)
            if mine and card not in playable:
                radius = max(3, rect.width // 14)
                layer.blit(drawing.panel(rect.size, radius, (10, 16, 12, 120)), rect)
            if card in (hint, picked):
                self.painter.overlay(layer, rect, Highlight.SELECTED)
            if card == obs.trump_card and obs.trump_holder == PERSON:
                caption = tr(T + "trump_card")
                px = text.fit(caption, lay.font(14), rect.width, bold=True)
                text.draw(layer, caption, px, AMBER, "midbottom", (rect.centerx, rect.top - 2),
                          bold=True, shadow=SHADOW)

    def top(self, screen: pygame.Surface) -> None:
        lay = self.table.lay
        if lay is None:
            return
        obs = self.table.obs
        for seat in range(SEATS):
            self.draw_plate(screen, lay, obs, seat)
        sheet = self.table.sheet_shown()
        if not sheet:
            self.draw_corner(screen, lay, obs)
        if sheet:
            draw_sheet(screen, lay, self.table.sixte.game)

    def draw_plate(self, screen: pygame.Surface, lay: Layout, obs: Observation,
                   seat: int) -> None:
        """A seat's name and level (or *thinking*), its points towards six as pips, its tricks
        this hand; the dealer's chip, and a star for the first trick's winner (it breaks
        ties, SX-SCORE-2)."""
        plate = lay.seats[offset(seat)].plate
        active = obs.to_move == seat and not self.table.collecting()
        border = (*AMBER, 230) if active else (255, 255, 255, 50)
        screen.blit(drawing.panel(plate.size, lay.px(12), (0, 0, 0, 125), border,
                                  3 if active else 1), plate)
        inner = plate.inflate(-lay.margin, -lay.px(8))
        line_h = inner.height // 3
        name = describe.seat_name(seat)
        if seat != PERSON:
            detail = seat_detail(level_name(self.table.session.bots[seat].level),
                                 self.table.session.thinking() == seat, self.table.clock)
            name = f"{name} · {detail}"
        px = text.fit(name, lay.font(18), inner.width, bold=True)
        text.draw(screen, name, px, AMBER if active else INK, "midleft",
                  (inner.left, inner.top + line_h // 2), bold=True)
        self.draw_pips(screen, lay, obs.scores[seat] + self.points_this_hand(obs, seat),
                       pygame.Rect(inner.left, inner.top + line_h, inner.width, line_h))
        shown = self.table.shown_trick(obs)
        complete = len(obs.tricks) - (shown is not obs.trick)
        won = sum(1 for w in obs.winners[:complete] if w == seat)
        tricks = tr(T + "tricks", count=won)
        if obs.winners[:complete] and obs.winners[0] == seat:
            tricks = f"{tricks}  ★ " + tr(T + "first_trick")
        px = text.fit(tricks, lay.font(15), inner.width)
        text.draw(screen, tricks, px, DIM_INK, "midleft",
                  (inner.left, inner.top + 2 * line_h + line_h // 2))
        if seat == obs.dealer:
            chip = lay.dealer_chip(offset(seat))
            pygame.draw.circle(screen, FACE_COLOUR, chip.center, chip.width // 2)
            pygame.draw.circle(screen, (120, 90, 30), chip.center, chip.width // 2, 2)
            text.draw(screen, tr(T + "dealer_chip"), lay.font(14), (40, 30, 20), "center",
                      chip.center, bold=True)

    def points_this_hand(self, obs: Observation, seat: int) -> int:
        """The hand's point shows on the plates once the hand is over and its last trick
        gathered: with the trick that decides it counted by the winner's plate."""
        score = None if self.table.collecting() else obs.score()
        return score.points[seat] if score is not None else 0

    def draw_pips(self, screen: pygame.Surface, lay: Layout, points: int,
                  area: pygame.Rect) -> None:
        """Points towards the six of a game (SX-SCORE-3): filled pips, empty ones, ``2/6``."""
        radius = max(4, min(area.height // 3, lay.px(9)))
        step = 2 * radius + lay.px(5)
        x = area.left + radius
        for i in range(GAME_POINTS):
            centre = (x + i * step, area.centery)
            if i < points:
                pygame.draw.circle(screen, AMBER, centre, radius)
            else:
                pygame.draw.circle(screen, (255, 255, 255), centre, radius, 1)
        label = f"{points}/{GAME_POINTS}"
        left = x + GAME_POINTS * step - radius + lay.px(4)
        text.draw(screen, label, text.fit(label, lay.font(15), area.right - left), DIM_INK,
                  "midleft", (left, area.centery), bold=True)

    def draw_corner(self, screen: pygame.Surface, lay: Layout, obs: Observation) -> None:
        """Top left: the hand's number, trumps, and the options the game is played with (over
        as many rows as the corner needs to show them at a legible size)."""
        box = lay.corner
        x, y = box.left + lay.margin // 2, box.top + lay.margin // 4
        head = tr(T + "hand", hand=self.table.sixte.game.hand_number, points=GAME_POINTS)
        y = self.draw_corner_lines(screen, [head], box, (x, y), lay.font(17))
        trumps = tr(T + "trumps", suit=SUIT_GLYPHS[obs.trump])
        big = lay.font(24)
        text.draw(screen, trumps, text.fit(trumps, big, box.width, bold=True), AMBER, "topleft",
                  (x, y), bold=True, shadow=SHADOW)
        y += round(big * 1.4)
        options = [tr(T + "option." + name) for name, on in obs.options.as_dict().items()
                   if on]
        if options:
            for row, px in corner_rows([" · ".join(options)], lay.font(14), box.right - x,
                                       bold=False):
                text.draw(screen, row, px, DIM_INK, "topleft", (x, y), shadow=SHADOW)
                y += corner_step(px)
