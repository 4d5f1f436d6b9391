"""Where everything goes on Sixte's table for a window size: six seats round an oval, the
person at the bottom and the others clockwise from their left (SX-SEAT-1), the trick in the
middle with each card toward its player, the person's hand along the bottom edge between their
plate and the buttons.

Everything scales with the window from a 1920×1080 design; cards never get smaller than the
art draws legibly, and the seats are pushed inside the window whatever its shape.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from sixseq.decks.standard import Card
from sixseq.games.sixte.rules.cards import SEATS, TRICKS
from sixseq.games.sixte.session import PERSON
from sixseq.ui import text
from sixseq.ui.fonts import font as typeface
from sixseq.ui.table.geometry import Scaled, card_height
from sixseq.ui.table.picture import corner_step

DESIGN = (1920, 1080)
MIN_TEXT_PX = text.MIN_PX
BUTTON_MIN_H = 32  # pygame-gui's button text does not scale down
# Where each seat sits, counted clockwise from the person's (at the bottom), as an angle on the
# oval (degrees, y downwards): the player on the person's left sits bottom left, and so on.
SEAT_ANGLES = (90.0, 150.0, 210.0, 270.0, 330.0, 30.0)
# Where each seat's card lies in the trick, from the trick's centre, in card widths and heights.
TRICK_OFFSETS = ((0.0, 0.8), (-1.1, 0.53), (-1.1, -0.53), (0.0, -0.8), (1.1, -0.53),
                 (1.1, 0.53))
TRICK_SPAN = (3.4, 2.75)  # the trick's place, in card widths and heights



@dataclass(frozen=True)
class HandCard:
    """A card of the person's hand (the item a gesture takes)."""

    card: Card


def offset(seat: int) -> int:
    """Where a seat sits, counted clockwise from the person's."""
    return (seat - PERSON) % SEATS

@dataclass(frozen=True)
class SeatPlace:
    """One seat's places: its plate (name, level, points, tricks), its hand (backs for a
    computer seat), the pile of tricks it won, the place of the trump card when it deals, its
    card in the trick."""

    plate: pygame.Rect
    hand: pygame.Rect
    won: pygame.Rect
    trump: pygame.Rect
    trick: pygame.Rect
    left_side: bool  # on the left half of the table (its side places face right)


@dataclass(frozen=True)
class Layout(Scaled):
    size: tuple[int, int]
    scale: float
    margin: int
    hand_w: int  # the person's cards
    back_w: int  # the computer players' cards, tricks won, the trump card by the dealer
    trick_w: int
    button_h: int
    panel_w: int  # the side panels of the bottom strip (the person's plate, the buttons)
    oval: pygame.Rect
    trick_area: pygame.Rect  # where a card is dropped to play it
    status: pygame.Rect
    corner: pygame.Rect  # top left: the hand's number, trumps, the dealer
    seats: tuple[SeatPlace, ...]  # by offset from the person's seat (0: the person)

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        """The person's cards, left to right, centred in the bottom strip: apart when there is
        room, overlapping evenly when not."""
        hand = self.seats[0].hand
        if count <= 0:
            return []
        w = self.hand_w
        step = w + self.margin // 2
        if count > 1:
            step = min(step, (hand.width - w) // (count - 1))
        total = w + step * (count - 1)
        left = hand.centerx - total // 2
        return [pygame.Rect(left + i * step, hand.top, w, card_height(w)) for i in range(count)]

    def fan_rects(self, seat_offset: int, count: int) -> list[pygame.Rect]:
        """A computer seat's backs, overlapping, centred on its hand place."""
        area = self.seats[seat_offset].hand
        step = max(4, round(self.back_w * 0.3))
        total = self.back_w + step * max(0, count - 1)
        left = area.centerx - total // 2
        return [pygame.Rect(left + i * step, area.top, self.back_w, card_height(self.back_w))
                for i in range(count)]

    def stock_rect(self, seat_offset: int) -> pygame.Rect:
        """What the dealer's trump card or stock covers: the card's place, the turned-up trump
        lying across it (SX-DEAL-3) and the pile's edges stepping down-left."""
        place = self.seats[seat_offset].trump
        across = pygame.Rect(0, 0, place.height, place.width)
        across.center = place.center
        return place.union(across).union(place.move(-6, 6))

    def dealer_chip(self, seat_offset: int) -> pygame.Rect:
        """The dealer's chip, on the top right corner of the plate; a seat on the right has
        its trump card and stock just right of the plate, so its chip moves in to clear them."""
        plate = self.seats[seat_offset].plate
        size = max(self.font(15) + 8, self.px(30))
        chip = pygame.Rect(0, 0, size, size)
        chip.center = (plate.right - self.px(4), plate.top + self.px(4))
        stock = self.stock_rect(seat_offset)
        if chip.colliderect(stock):
            chip.right = stock.left - self.px(6)
        return chip

    def middle(self) -> pygame.Rect:
        """The table's middle clear of the other seats (the hand's sheet goes there): between
        the plates, dealer's chips and piles of tricks of the seats on either side (the piles
        as long as a hand's six tricks make them), from under the top seat's plate and pile to
        the window's bottom edge (the person's plate and pile lie left of it)."""
        m = self.margin
        last = TRICKS - 1
        left = max(max(self.seats[o].plate.right, self.won_rect(o, last).right,
                       self.dealer_chip(o).right) for o in (1, 2)) + m
        right = min(min(self.seats[o].plate.left, self.won_rect(o, last).left,
                        self.dealer_chip(o).left) for o in (4, 5)) - m
        top_seat = self.seats[3]
        top = max(top_seat.plate.bottom, self.won_rect(3, last).bottom) + m
        return pygame.Rect(left, top, max(0, right - left), self.size[1] - top)

    def won_rect(self, seat_offset: int, trick_number: int) -> pygame.Rect:
        """The ``trick_number``-th trick (0-based) a seat won: a pile growing sideways."""
        base = self.seats[seat_offset].won
        step = max(2, self.back_w // 7)
        shift = step * trick_number * (1 if self.seats[seat_offset].left_side else -1)
        return base.move(shift, 0)


def compute(size: tuple[int, int]) -> Layout:
    width, height = size
    scale = min(width / DESIGN[0], height / DESIGN[1])

    def px(design: float) -> int:
        return max(1, round(design * scale))

    def text_px(design: float) -> int:
        return max(MIN_TEXT_PX, px(design))

    m = max(6, px(16))
    back_w = max(30, px(58))
    button_h = max(BUTTON_MIN_H, px(44))
    panel_w = max(230, px(330))
    # The hand: a fifth of the window's height, but six cards side by side between the panels.
    strip_w = width - 2 * (panel_w + 2 * m)
    hand_w = max(40, min(round(height * 0.2 / 1.5), (strip_w - 5 * (m // 2)) // 6))
    hand_h = card_height(hand_w)

    # The bottom strip: the person's plate, their hand, the buttons; the status line above.
    hand_top = height - m - hand_h
    hand = pygame.Rect(panel_w + 2 * m, hand_top, strip_w, hand_h)
    status_h = max(round(MIN_TEXT_PX * 2.2), px(44))
    # Between the status line and the hand, room for the caption over the turned-up trump
    # when the person deals (SX-DEAL-2): it ran into the status line in a small window.
    caption_h = typeface(max(MIN_TEXT_PX, px(14)), True).get_linesize() + 2
    status = pygame.Rect(panel_w + 2 * m, hand_top - max(m, caption_h) - status_h, hand.width,
                         status_h)
    person_plate = pygame.Rect(m, hand_top + (hand_h - plate_height(scale)) // 2,
                               panel_w - back_w - 2 * m, plate_height(scale))
    person_won = pygame.Rect(person_plate.right + m, person_plate.centery
                             - card_height(back_w) // 2, back_w, card_height(back_w))

    # The oval above it, and the trick in its middle.
    oval = pygame.Rect(m, m, width - 2 * m, status.top - 2 * m)
    box_w = plate_width(scale) + 2 * (back_w + m)
    box_h = card_height(back_w) + m // 2 + plate_height(scale)
    # The trick fills the room between the top seat and the status line, never under a plate.
    room_top = oval.top + box_h + m
    half = (status.top - m - room_top) // 2
    centre = (oval.centerx, room_top + half)
    trick_w = max(40, min(round(hand_w * 0.72), round(2 * half / (TRICK_SPAN[1] * 1.5))))
    trick_h = card_height(trick_w)
    trick_area = pygame.Rect(0, 0, round(trick_w * TRICK_SPAN[0]),
                             round(trick_h * TRICK_SPAN[1]))
    trick_area.center = centre

    person_trump = pygame.Rect(0, 0, back_w, card_height(back_w))  # the 52 cards' stock
    person_trump.midbottom = (person_plate.centerx, person_plate.top - m - MIN_TEXT_PX - 4)
    seats = [SeatPlace(person_plate, hand, person_won, person_trump,
                       _trick_rect(centre, trick_w, 0), True)]
    rx = max(0, oval.width // 2 - box_w // 2)
    ry = max(0, oval.height // 2 - box_h // 2)
    for offset in range(1, SEATS):
        angle = math.radians(SEAT_ANGLES[offset])
        x = round(oval.centerx + rx * math.cos(angle))
        y = round(oval.centery + ry * math.sin(angle))
        box = pygame.Rect(0, 0, box_w, box_h)
        box.center = (x, y)
        box.clamp_ip(oval)
        left_side = offset in (1, 2, 3)
        plate = pygame.Rect(0, 0, plate_width(scale), plate_height(scale))
        plate.midbottom = box.midbottom
        fan = pygame.Rect(0, 0, plate.width, card_height(back_w))
        fan.midbottom = (plate.centerx, plate.top - m // 2)
        side_h = card_height(back_w)
        inner = pygame.Rect(0, 0, back_w, side_h)
        outer = pygame.Rect(0, 0, back_w, side_h)
        if left_side:
            inner.midleft = (plate.right + m, plate.centery - m)
            outer.midright = (plate.left - m, plate.centery - m)
        else:
            inner.midright = (plate.left - m, plate.centery - m)
            outer.midleft = (plate.right + m, plate.centery - m)
        seats.append(SeatPlace(plate, fan, inner, outer, _trick_rect(centre, trick_w, offset),
                               left_side))
    # The corner: the hand's number, trumps, then the options in play, on two rows when the
    # corner is too narrow for one at a legible size.
    corner_h = m // 4 + corner_step(text_px(17)) + round(text_px(24) * 1.4) \
        + 2 * corner_step(text_px(14))
    corner = pygame.Rect(m, m // 2, max(200, px(380)), corner_h)
    return Layout(size, scale, m, hand_w, back_w, trick_w, button_h, panel_w, oval,
                  trick_area, status, corner, tuple(seats))


def plate_width(scale: float) -> int:
    return max(150, round(250 * scale))


def plate_height(scale: float) -> int:
    """A name, then the points, then the tricks: three lines never under the smallest text."""
    return max(3 * MIN_TEXT_PX + 24, round(100 * scale))


def _trick_rect(centre: tuple[int, int], trick_w: int, offset: int) -> pygame.Rect:
    dx, dy = TRICK_OFFSETS[offset]
    trick_h = card_height(trick_w)
    rect = pygame.Rect(0, 0, trick_w, trick_h)
    rect.center = (round(centre[0] + dx * trick_w), round(centre[1] + dy * trick_h))
    return rect
