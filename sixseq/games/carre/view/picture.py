"""What the Carré table draws: the felt, the square and its two outer columns with their
captions, the stock, the hands, the lit marks; over them the plates, the corner's words and
the game sheet.

It reads the table (the observation, the layout and scenery worked out from it, the card picked
with the keyboard, the hint) and decides nothing: gestures and buttons stay with
:class:`~.table.CarreTable`, which hands it the two layers to paint.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sixseq.games.carre.rules.actions import Move
from sixseq.games.carre.rules.places import (
    COLUMNS,
    HAND,
    LEFT,
    SQUARE,
    SQUARE_SIZE,
)
from sixseq.games.carre.session import COMPUTER, PERSON
from sixseq.games.carre.view import describe
from sixseq.games.carre.view.describe import T
from sixseq.games.carre.view.layout import Layout
from sixseq.games.carre.view.scenery import PileTop, Scenery
from sixseq.games.carre.view.sheet import draw_sheet
from sixseq.ui import drawing, text
from sixseq.ui.cardart import Highlight
from sixseq.ui.i18n import level_name, tr
from sixseq.ui.palette import AMBER, DIM_INK, INK, SHADOW
from sixseq.ui.table import panels
from sixseq.ui.table.geometry import PILE_SKIRT
from sixseq.ui.table.painter import piles_depth
from sixseq.ui.table.picture import Picture
from sixseq.ui.table.scene import seat_detail

if TYPE_CHECKING:
    from sixseq.games.carre.view.table import CarreTable


class TablePicture(Picture):
    """The CarreTable's two layers."""

    table: CarreTable

    def still(self, layer: pygame.Surface, flying: frozenset[int]) -> None:
        lay, scenery = self.table.lay, self.table.scenery
        if lay is None or scenery is None:
            return
        layer.blit(drawing.felt(lay.size, self.table.app.settings.table_colour), (0, 0))
        self.draw_zones(layer, lay)
        counts = self.draw_places(layer, lay, scenery, flying)
        self.draw_stock(layer, lay, scenery, flying)
        for rect, spot in zip(scenery.other, scenery.other_spots, strict=True):
            if spot not in flying:
                layer.blit(self.painter.image(None, rect.width, False), rect)
        for sprite in scenery.hand:
            if sprite.spot in flying:
                continue
            drawing.blit_shadow(layer, sprite.rect, alpha=70)
            layer.blit(self.painter.image(sprite.item.card, sprite.rect.width, True),
                       sprite.rect)
        for rect, kind in self.marks(lay, scenery):
            self.painter.overlay(layer, rect, kind)
        for centre, count in counts:  # over the marks: a hint's outline crosses the corner
            self.draw_badge(layer, lay, centre, count, small=True)

    @staticmethod
    def draw_zones(layer: pygame.Surface, lay: Layout) -> None:
        """A faint panel under the square and under each column, so the columns read apart
        from the square."""
        pad = lay.zone_pad
        square = lay.cells[SQUARE[0]].unionall([lay.cells[p] for p in SQUARE])
        zones = [square]
        for first in (LEFT[0], COLUMNS[-4]):
            zones.append(lay.places[first].unionall([lay.places[p] for p in
                                                     range(first, first + 4)]))
        for zone in zones:
            box = zone.inflate(2 * pad, 2 * pad)
            layer.blit(drawing.panel(box.size, lay.px(18), (0, 0, 0, 38),
                                     (255, 255, 255, 28), 1), box)

    def draw_places(self, layer: pygame.Surface, lay: Layout, scenery: Scenery,
                    flying: frozenset[int]) -> list[tuple[tuple[int, int], int]]:
        """The square's and the columns' places: a slot where empty, a pile where not (its
        top with edges under it; Carré libre's square piles fanned). Returns where each
        stacked pile's count goes and the count, drawn once the marks are."""
        obs = self.table.obs
        counts: list[tuple[tuple[int, int], int]] = []
        for place in (*SQUARE, *COLUMNS):
            spots = [i for i in scenery.piles.get(place, []) if i not in flying]
            base = lay.places[place]
            if not spots:
                self.painter.slot(layer, base)
                continue
            if lay.variant and place in SQUARE:
                drawing.blit_shadow(layer, scenery.pile_area(place), alpha=70)
                for i in spots:
                    spot = scenery.spots[i]
                    if not isinstance(spot.card, int):
                        continue
                    layer.blit(self.painter.image(spot.card, spot.rect.width, True), spot.rect)
                continue
            # The cards under the top were laid face up: their edges show as faces.
            depth = min(piles_depth(len(spots)) + (len(spots) > 1), len(spots) - 1, 3)
            step = max(2, lay.px(3))
            drawing.blit_shadow(layer, base.move(-depth * step, depth * step))
            for k in range(depth, 0, -1):
                under = scenery.spots[spots[-1 - k]].card
                if isinstance(under, int):
                    layer.blit(self.painter.image(under, base.width, True),
                               base.move(-k * step, k * step))
            top = scenery.spots[spots[-1]].card
            if isinstance(top, int):
                layer.blit(self.painter.image(top, base.width, True), base)
            if len(spots) > 1:
                counts.append(((base.right - lay.px(4), base.bottom - lay.px(4)),
                               len(obs.piles[place])))
        self.draw_captions(layer, lay)
        return counts

    def draw_captions(self, layer: pygame.Surface, lay: Layout) -> None:
        """Over each column, which way it builds: A → K (and K → A on Carré libre's right);
        the square's files a–d over it and rows 1–4 beside it, as the move log names its
        places (``b3``): small, in the table's ink (a fainter one could not be read near the
        felt's light middle)."""
        px = lay.font(15)
        for first in (LEFT[0], COLUMNS[-4]):
            rect = lay.places[first]
            down = lay.variant and first not in LEFT
            caption = tr(T + ("column_down" if down else "column_up"))
            size = text.fit(caption, px, rect.width + 2 * lay.margin)
            text.draw(layer, caption, size, DIM_INK, "midbottom",
                      (rect.centerx, rect.top - lay.px(18)), shadow=SHADOW)
        for place in SQUARE[:SQUARE_SIZE]:
            cell = lay.cells[place]
            text.draw(layer, "abcd"[place], px, INK, "midbottom",
                      (cell.centerx, cell.top - lay.px(18)), shadow=SHADOW)
        for row in range(SQUARE_SIZE):
            cell = lay.cells[row * SQUARE_SIZE]
            text.draw(layer, str(row + 1), px, INK, "midright",
                      (cell.left - lay.zone_pad - lay.px(6), cell.centery), shadow=SHADOW)

    def draw_stock(self, layer: pygame.Surface, lay: Layout, scenery: Scenery,
                   flying: frozenset[int]) -> None:
        stock = lay.stock
        self.painter.stock(layer, stock, sum(1 for s in scenery.stock if s not in flying))
        caption = tr(T + "stock")
        under = stock.bottom + PILE_SKIRT + lay.margin // 2  # a tall pile's edges reach down
        box = text.draw(layer, caption, text.fit(caption, lay.font(15), stock.width * 2), INK,
                        "midtop", (stock.centerx, under), shadow=SHADOW)
        done = len(self.table.obs.finished)
        if done:  # Carré libre's complete piles, taken off the table (CA-VAR-2)
            caption = tr(T + "finished", n=done)
            text.draw(layer, caption, text.fit(caption, lay.font(15), lay.left_panel.width),
                      DIM_INK, "midtop", (stock.centerx, box.bottom + lay.margin // 2),
                      shadow=SHADOW)
        self.draw_badge(layer, lay, (stock.right - lay.px(6), stock.top + lay.px(6)),
                        len(scenery.stock))

    def marks(self, lay: Layout, scenery: Scenery) -> list[tuple[pygame.Rect, Highlight]]:
        """The picked card, and a hint's card and place."""
        marks: list[tuple[pygame.Rect, Highlight]] = []
        if self.table.picked is not None:
            rect = self.item_rect(self.table.picked.item)
            if rect is not None:
                marks.append((rect, Highlight.SELECTED))
        hint = self.table.session.hint.action if self.table.session.hint is not None else None
        if isinstance(hint, Move):
            source = next((s.rect for s in scenery.hand if s.item.card == hint.card), None) \
                if hint.source == HAND else self.item_rect(PileTop(hint.source, hint.card))
            if source is not None:
                marks.append((source, Highlight.SELECTED))
            marks.append((self.table.place_rect(hint.target), Highlight.TARGET))
        return marks

    def item_rect(self, item: object) -> pygame.Rect | None:
        scenery = self.table.scenery
        if scenery is None:
            return None
        sprites = [*scenery.hand, *scenery.tops.values()]
        return next((s.rect for s in sprites if s.item == item), None)

    @staticmethod
    def badge_size(lay: Layout, small: bool = False) -> int:
        return panels.badge_size(lay.px(24 if small else 30), lay.font(13 if small else 16))

    def draw_badge(self, screen: pygame.Surface, lay: Layout, centre: tuple[int, int],
                   count: int, small: bool = False) -> None:
        panels.count_badge(screen, centre, count, lay.font(13 if small else 16),
                           self.badge_size(lay, small))

    def top(self, screen: pygame.Surface) -> None:
        lay, scenery = self.table.lay, self.table.scenery
        if lay is None or scenery is None:
            return
        self.draw_plate(screen, lay, scenery)
        if not self.table.sheet_shown():
            self.draw_corner(screen, lay)
        if self.table.sheet_shown():
            state = self.table.carre.round
            hands = tuple(tuple(h) for h in state.hands)
            draw_sheet(screen, lay, self.table.carre.carre, self.table.names(), hands,
                       self.table.app.settings.four_colour)

    def draw_plate(self, screen: pygame.Surface, lay: Layout, scenery: Scenery) -> None:
        """The computer's name, level (or that it is thinking) and the cards in its hand."""
        plate = lay.plate
        obs = self.table.obs
        active = obs.to_move == COMPUTER and not self.table.session.is_over()
        border = (*AMBER, 230) if active else (255, 255, 255, 40)
        screen.blit(drawing.panel(plate.size, lay.px(10), (0, 0, 0, 110), border,
                                  3 if active else 1), plate)
        name = describe.seat_name(COMPUTER, PERSON)
        px = text.fit(name, lay.font(18), plate.width - lay.margin, bold=True)
        text.draw(screen, name, px, AMBER if active else INK, "midtop",
                  (plate.centerx, plate.top + lay.px(4)), bold=True)
        thinking = self.table.session.thinking() == COMPUTER
        detail = seat_detail(level_name(self.table.carre.level), thinking, self.table.clock)
        px = text.fit(detail, lay.font(14), plate.width - lay.margin // 2)
        text.draw(screen, detail, px, DIM_INK, "midbottom",
                  (plate.centerx, plate.bottom - lay.px(5)))
        if scenery.other:  # right of the backs
            backs = scenery.other[-1].union(scenery.other[0])
            centre = (backs.right + lay.margin // 2 + self.badge_size(lay) // 2, backs.centery)
        else:  # the hand emptied: where its backs stood (the far end of their place is afar)
            centre = lay.other.center
        self.draw_badge(screen, lay, centre, self.table.stage.landed(scenery.other_spots))

    def draw_corner(self, screen: pygame.Surface, lay: Layout) -> None:
        """Top left: the game, the variant, the match's games won, then the last moves as far
        as they fit (the whole log is one button away)."""
        box = lay.top_left
        if box.width < 40:
            return
        x, y = box.left, box.top
        px = lay.font(15)
        y = self.draw_corner_lines(screen, self.corner_lines(), box, (x, y), px)
        self.draw_latest_moves(screen, box, (x, y), round(px * 1.35), lay.font(14))

    def corner_lines(self) -> list[str]:
        """The corner's own lines: the game and variant, the match's games won."""
        match = self.table.carre.carre
        wins = match.wins()
        names = self.table.names()
        variant = tr("carre.variant." + ("libre" if match.variant else "base"))
        head = tr(T + "corner", variant=variant, game=match.game_number, games=match.games)
        score = tr(T + "corner_score", you=names[0], mine=wins[0], computer=names[1],
                   theirs=wins[1])
        return [head, score]
