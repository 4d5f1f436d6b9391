"""Where everything of Le Carré's table goes for a window size, worked out once per size.

Top to bottom: the computer player's hand (backs) with its plate; the square's four rows with
an outer column on each side; a band for a message (a refusal's reason, the hint), two lines
high, so it never covers the square; the status line, across the window; the person's hand.
The button panels stand at the bottom corners beside the hand, the stock in the left panel's
upper part. Cards are as big
as the height allows (the square's four rows decide), never wider than the width allows; in
Carré libre each square place is wider, so its pile fans sideways and every card shows
(CA-VAR-4).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from sixseq.games.carre.rules.places import COLUMNS, LEFT, SQUARE, SQUARE_SIZE
from sixseq.ui import text
from sixseq.ui.cardart import ASPECT
from sixseq.ui.table.geometry import Scaled, overlap_step
from sixseq.ui.table.words import message_room

DESIGN = (1920, 1080)
BASE_CELL = 1.22  # a square place's width, in card widths (the base game shows tops only)
FAN_CELL = 2.1  # Carré libre: room for a fanned pile
ZONE_PAD = 14  # the panel under the square and the columns reaches this far past them
MESSAGE_LINES = 2  # the message band's height, in lines (the longest refusal's, in French)
# The top left corner's least width beside the computer's plate: its game line whole at the
# smallest corner size ('Le Carré · partie 1 sur 3'); narrower, it goes under the plate.
CORNER_W = 160


@dataclass
class Layout(Scaled):
    size: tuple[int, int]
    variant: bool
    scale: float
    margin: int
    card_w: int  # the square's and the columns' cards
    hand_w: int  # the person's hand cards (fitted to the hand's count in ``hand_rects``)
    back_w: int  # the computer's hand
    places: dict[int, pygame.Rect]  # every square and column place, by place number
    cells: dict[int, pygame.Rect]  # every square place's whole cell (its fan's room)
    stock: pygame.Rect
    hand: pygame.Rect  # the person's hand's area
    other: pygame.Rect  # the computer's hand's area
    plate: pygame.Rect  # the computer's name plate
    status: pygame.Rect
    message: pygame.Rect  # a refusal's reason or the hint: between the square and the status
    play_hint_w: int  # the hint's *Play it*, right of its sentence
    left_panel: pygame.Rect
    right_panel: pygame.Rect
    top_left: pygame.Rect  # the game, the match score, the last moves
    top_right: pygame.Rect  # faster and menu
    button_h: int
    lift: int  # how far a hand card rises under the pointer / focus

    @property
    def card_h(self) -> int:
        return round(self.card_w * ASPECT)

    @property
    def zone_pad(self) -> int:
        return self.px(ZONE_PAD)

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        """The person's ``count`` cards in a row, centred, spread as far as the area allows,
        never so close their indices hide; the cards shrink only when the row cannot fit."""
        area = self.hand
        width = self.hand_w
        gap = self.margin // 3
        while count > 1 and width > 24 and \
                width + (count - 1) * overlap_step(width) > area.width:
            width -= 2
        step = width + gap if count <= 1 else \
            min(width + gap, (area.width - width) // (count - 1))
        step = max(step, 1)
        total = width + step * max(0, count - 1)
        left = area.centerx - total // 2
        top = area.bottom - round(width * ASPECT)
        return [pygame.Rect(left + i * step, top, width, round(width * ASPECT))
                for i in range(count)]

    def fan_step(self, count: int, width: int | None = None) -> int:
        """How far apart a square pile's cards stand (Carré libre's fans; 0 in the base
        game, whose piles show their top only)."""
        width = width or self.card_w
        if not self.variant or count <= 1:
            return 0
        room = self.cells[SQUARE[0]].width - width
        return max(2, min(overlap_step(width), room // (count - 1)))

    def fan_rects(self, place: int, count: int) -> list[pygame.Rect]:
        """A square pile's cards, bottom first (all at the place in the base game)."""
        base = self.places[place]
        step = self.fan_step(count)
        return [base.move(i * step, 0) for i in range(count)]


def compute(size: tuple[int, int], variant: bool) -> Layout:
    w, h = size
    scale = min(w / DESIGN[0], h / DESIGN[1])

    def px(design: float) -> int:
        return max(1, round(design * scale))

    margin = max(6, px(16))
    button_h = max(30, px(52))
    panel_w = max(150, px(290))
    back_w = max(28, px(68))
    back_h = round(back_w * ASPECT)
    status_h = max(24, px(44))
    top_band = back_h + 2 * margin
    hand_w0 = max(44, px(112))
    lift = max(6, px(18))
    bottom_band = round(hand_w0 * ASPECT) + margin + lift
    gap = max(4, px(14))
    caption = px(24)  # the columns' captions over them
    pad = px(ZONE_PAD)
    message_h = message_room(max(text.MIN_PX, px(19)), MESSAGE_LINES)
    middle = h - top_band - bottom_band - status_h - 2 * margin - caption - 2 * pad \
        - message_h - margin // 2
    from_height = (middle - 3 * gap) / (SQUARE_SIZE * ASPECT)
    cell = FAN_CELL if variant else BASE_CELL
    column_gap = max(2 * margin, px(64))
    from_width = (w - 2 * panel_w - 2 * column_gap - 2 * margin - 3 * gap) / (2 + 4 * cell)
    card_w = max(30, int(min(from_height, from_width)))
    card_h = round(card_w * ASPECT)
    cell_w = round(card_w * cell)

    square_w = SQUARE_SIZE * cell_w + (SQUARE_SIZE - 1) * gap
    square_h = SQUARE_SIZE * card_h + (SQUARE_SIZE - 1) * gap
    square = pygame.Rect(0, 0, square_w, square_h)
    square.center = (w // 2, top_band + caption + pad + middle // 2)
    places: dict[int, pygame.Rect] = {}
    cells: dict[int, pygame.Rect] = {}
    for place in SQUARE:
        row, file = divmod(place, SQUARE_SIZE)
        x = square.left + file * (cell_w + gap)
        y = square.top + row * (card_h + gap)
        cells[place] = pygame.Rect(x, y, cell_w, card_h)
        extra = 0 if variant else (cell_w - card_w) // 2
        places[place] = pygame.Rect(x + extra, y, card_w, card_h)
    for place in COLUMNS:
        index = place - (LEFT[0] if place in LEFT else LEFT[-1] + 1)
        x = square.left - column_gap - card_w if place in LEFT else square.right + column_gap
        places[place] = pygame.Rect(x, square.top + index * (card_h + gap), card_w, card_h)

    left_panel = pygame.Rect(margin, h - bottom_band - status_h, panel_w,
                             bottom_band + status_h - margin)
    right_panel = pygame.Rect(w - margin - panel_w, left_panel.top, panel_w, left_panel.height)
    hand = pygame.Rect(left_panel.right + margin, h - margin - round(hand_w0 * ASPECT),
                       right_panel.left - left_panel.right - 2 * margin,
                       round(hand_w0 * ASPECT))
    # The status line runs over the panels too (their buttons stand lower, beside the hand):
    # a long one reads on one line. The message band above it leaves room for *Play it* on
    # either side of a sentence centred in it.
    status = pygame.Rect(margin, hand.top - lift - status_h, w - 2 * margin, status_h)
    play_hint_w = max(px(150), 110)
    message = pygame.Rect(0, 0, w - 2 * (2 * margin + play_hint_w), message_h)
    message.midbottom = (w // 2, status.top - px(4))
    other = pygame.Rect(0, margin, min(w // 2, back_w * 8), back_h)
    other.centerx = w // 2
    plate = pygame.Rect(0, 0, max(px(220), 140), max(px(74), 46))
    plate.midright = (other.left - margin, other.centery)
    top_w = max(panel_w, px(360), 240)
    top_right = pygame.Rect(w - margin - top_w, margin, top_w, button_h + margin)
    stock_w = max(36, min(card_w, panel_w // 2))
    stock = pygame.Rect(0, 0, stock_w, round(stock_w * ASPECT))
    stock.center = (margin + panel_w // 2, square.centery)
    column_zone = min(places[q].left for q in LEFT) - pad  # its lines never run over it
    top = margin
    right = min(plate.left, column_zone) - margin
    if right - margin < CORNER_W:  # too narrow beside the plate (800×560): under it
        top, right = plate.bottom + margin // 2, column_zone - margin
    top_left = pygame.Rect(margin, top, max(0, right - margin),
                           max(0, stock.top - margin - px(30) - top))
    return Layout(size, variant, scale, margin, card_w, hand_w0, back_w, places, cells, stock,
                  hand, other, plate, status, message, play_hint_w, left_panel, right_panel,
                  top_left, top_right, button_h, lift)
