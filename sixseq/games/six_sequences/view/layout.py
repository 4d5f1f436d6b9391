"""Where everything goes on the card table, for any window size and number of seats.

Sizes follow the window (one scale factor from a 1920×1080 design), so cards are drawn at the
exact pixel size they occupy. The person sits at the bottom; North is drawn at the top, East
right, West left. Each side's combinations get a zone near its seat (with teams: the person's
side at the bottom, the other side at the top); the stock and the discard pile sit in the
middle.

Zones are filled by :func:`sixseq.ui.table.geometry.flow`: combinations in rows, overlapping
their cards as much as the corner index allows, at the largest card width where all fit.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from sixseq.games.six_sequences.rules.table import TableConfig
from sixseq.ui import fonts, text
from sixseq.ui.cardart import MIN_RENDER_WIDTH
from sixseq.ui.table.geometry import Scaled, card_height
from sixseq.ui.table.piles import CAPTION_PX, Peek, room_between

COMPASS = ("N", "E", "S", "W")
_COMPASS_OF_NAME = {"North": 0, "East": 1, "South": 2, "West": 3}
DESIGN = (1920, 1080)
MIN_TEXT_PX = text.MIN_PX
BUTTON_MIN_H = 32  # pygame-gui's button text does not scale down
HELPER_BUTTONS = 4  # stacked in the bottom-left panel
MIN_PLATE_W = 76  # a seat's name plate: room for "Ouest" over "difficile" at a legible size
UNDER_CARDS = 1  # discards peeking out under the top one
UNDER_STEP = (4, 3)  # design px it peeks out (left, down)


def compass(config: TableConfig, seat: int, human: int) -> str:
    """Where ``seat`` is drawn, turning the table so that ``human`` is at the bottom."""
    turn = _COMPASS_OF_NAME[config.seat_name(human)] - 2
    return COMPASS[(_COMPASS_OF_NAME[config.seat_name(seat)] - turn) % 4]


def side_compass(config: TableConfig, side: int, human: int) -> str:
    """Where a side's zone is: with teams the person's side at the bottom, else its seat's."""
    if config.teams:
        return "S" if side == config.side_of(human) else "N"
    return compass(config, side, human)


@dataclass
class SeatPlace:
    seat: int
    compass: str
    fan: pygame.Rect  # the area its hand is drawn in
    plate: pygame.Rect  # its name plate


@dataclass
class Layout(Scaled):
    size: tuple[int, int]
    scale: float
    margin: int
    hand_w: int  # the person's hand
    back_w: int  # other players' hands
    pile_w: int  # stock and discard
    meld_max_w: int  # the largest width combinations are drawn at
    hand: pygame.Rect  # the person's cards (a selected card rises above it)
    lift: int  # how far a selected card rises
    button_h: int
    status: pygame.Rect  # the line saying whose turn it is and what to do
    left_panel: pygame.Rect  # helper buttons (undo, suggest, sort)
    right_panel: pygame.Rect  # the phase buttons (lay, stop)
    top_left: pygame.Rect  # round, scores and the last moves
    top_right: pygame.Rect  # new game, faster
    stock: pygame.Rect
    discard: pygame.Rect
    history: pygame.Rect  # the button that shows the whole discard pile
    peek: Peek  # the discard peeking out under the top one
    captions_top: int  # where "Stock" and "Discard" are written, clear of both piles
    piles: pygame.Rect  # the block holding both piles and their captions
    seats: dict[int, SeatPlace] = field(default_factory=dict)
    zones: dict[int, pygame.Rect] = field(default_factory=dict)  # by side

    def zone_label_top(self, zone: pygame.Rect) -> int:
        """Where a zone's name is written (at :meth:`zone_label_px`, or smaller to fit)."""
        return zone.top + self.margin // 2 + 2

    def zone_label_px(self) -> int:
        return self.font(17)

    def zone_cards_top(self, zone: pygame.Rect) -> int:
        """Where a zone's combinations start: below its name, the name's foot left whole."""
        return max(zone.top + self.margin + self.px(24),
                   self.zone_label_top(zone) + fonts.font(self.zone_label_px(), True).get_height()
                   + 1)


def compute(size: tuple[int, int], config: TableConfig, human: int) -> Layout:
    width, height = size
    scale = min(width / DESIGN[0], height / DESIGN[1])
    m = max(6, round(14 * scale))
    hand_w = max(MIN_RENDER_WIDTH * 3, round(112 * scale))
    back_w = max(MIN_RENDER_WIDTH + 8, round(44 * scale))
    pile_w = max(40, round(84 * scale))
    meld_max_w = max(40, round(88 * scale))
    hand_h = card_height(hand_w)
    back_h = card_height(back_w)
    lift = round(hand_h * 0.16)
    status_h = round(42 * scale)
    plate_h = max(2 * MIN_TEXT_PX + 12, round(44 * scale))  # a name over a level
    button_h = max(BUTTON_MIN_H, round(40 * scale))
    compasses = {seat: compass(config, seat, human) for seat in range(config.seats)}
    has = set(compasses.values())

    # The bottom strip: status line, then the hand between two button panels.
    panel_w = max(230, round(250 * scale))  # room for the longest button label
    hand_top = height - m - hand_h
    hand = pygame.Rect(m * 2 + panel_w, hand_top, width - 2 * (panel_w + 2 * m), hand_h)
    buttons_top = height - m - HELPER_BUTTONS * (button_h + m // 2)
    status = pygame.Rect(m + panel_w, min(hand_top - lift - status_h, buttons_top),
                         width - 2 * (m + panel_w), status_h)
    left_panel = pygame.Rect(m, status.top, panel_w, height - m - status.top)
    right_panel = pygame.Rect(width - m - panel_w, status.top, panel_w, height - m - status.top)
    bottom = status.top - m // 2

    # The top strip: North's hand and plate, with room for the corner panels.
    top_h = back_h + 2 * m
    corner_w = max(260, round(330 * scale))
    top_left = pygame.Rect(m, m // 2, corner_w, top_h - m // 2)
    top_right = pygame.Rect(width - m - corner_w, m // 2, corner_w, top_h - m // 2)

    seats: dict[int, SeatPlace] = {}
    # East's and West's columns: their cards, and above them their name plates, never narrower
    # than a plate's words need; a column narrower than its plate let the plate reach into
    # the zone beside it, over its cards.
    side_w = max(back_h + 2 * m, MIN_PLATE_W + m // 2)
    plate_w = max(MIN_PLATE_W, round(150 * scale))
    side_plate_w = max(back_h + 2 * m, MIN_PLATE_W)
    for seat, where in compasses.items():
        if where == "S":
            seats[seat] = SeatPlace(seat, where, hand.copy(),
                                    pygame.Rect(status.left, status.top, 0, status_h))
        elif where == "N":
            fan_w = round(width * 0.3)
            fan = pygame.Rect((width - fan_w) // 2, m, fan_w, back_h)
            plate = pygame.Rect(fan.left - plate_w - m, m + (back_h - plate_h) // 2,
                                plate_w, plate_h)
            seats[seat] = SeatPlace(seat, where, fan, plate)
        else:
            x = m if where == "W" else width - m - back_h
            fan_h = round((bottom - top_h) * 0.5)
            fan = pygame.Rect(x, top_h + plate_h + m + (bottom - top_h - plate_h - fan_h) // 3,
                              back_h, fan_h)
            plate = pygame.Rect(0, top_h + m // 2, side_plate_w, plate_h)
            if where == "W":
                plate.left = m // 2
            else:
                plate.right = width - m // 2
            seats[seat] = SeatPlace(seat, where, fan, plate)

    # The centre: a row of zones at the top and bottom, the piles (and East/West zones) between.
    left = m + (side_w if "W" in has else 0)
    right = width - m - (side_w if "E" in has else 0)
    centre = pygame.Rect(left, top_h, right - left, bottom - top_h)
    pile_h = card_height(pile_w)
    # "Stock" and "Discard" under what the piles draw below their places.
    peek = Peek.at_scale(UNDER_CARDS, UNDER_STEP, scale)
    skirt = peek.skirt()
    caption_h = max(MIN_TEXT_PX, round(16 * scale)) + m + skirt
    history_h = max(BUTTON_MIN_H - 4, round(30 * scale))  # the history button under that
    between = room_between(pile_w, max(MIN_TEXT_PX, round(CAPTION_PX * scale)), m)
    piles_w = 2 * pile_w + between + 2 * m
    piles_h = pile_h + caption_h + history_h + m
    sides = {side_compass(config, side, human) for side in range(config.sides)}
    if sides <= {"N", "S"}:
        middle_h = piles_h + m
        row_h = (centre.height - middle_h) // 2
    else:
        middle_h = max(round(centre.height * 0.4), piles_h + m)
        row_h = (centre.height - middle_h) // 2
    top_zone = pygame.Rect(centre.left, centre.top, centre.width, row_h - m // 2)
    bottom_zone = pygame.Rect(centre.left, centre.bottom - row_h + m // 2, centre.width,
                              row_h - m // 2)
    middle = pygame.Rect(centre.left, centre.top + row_h, centre.width, middle_h)
    if "W" in sides:
        piles_x = middle.centerx - piles_w // 2
    else:  # no West zone: the piles take the left end of the middle row
        piles_x = middle.left + (m if "E" in sides else (middle.width - piles_w) // 2)
    piles = pygame.Rect(piles_x, middle.centery - piles_h // 2, piles_w, piles_h)
    stock = pygame.Rect(piles.left + m, piles.top, pile_w, pile_h)
    discard = pygame.Rect(stock.right + between, piles.top, pile_w, pile_h)
    history_w = max(pile_w + 2 * m, 90)
    history = pygame.Rect(piles.centerx - history_w // 2, stock.bottom + caption_h, history_w,
                          history_h)
    zones: dict[int, pygame.Rect] = {}
    for side in range(config.sides):
        where = side_compass(config, side, human)
        if where == "N":
            zones[side] = top_zone
        elif where == "S":
            zones[side] = bottom_zone
        elif where == "W":
            zones[side] = pygame.Rect(middle.left, middle.top + m // 2,
                                      piles.left - m - middle.left, middle.height - m)
        else:
            zones[side] = pygame.Rect(piles.right + m, middle.top + m // 2,
                                      middle.right - piles.right - m, middle.height - m)
    return Layout(size=size, scale=scale, margin=m, hand_w=hand_w, back_w=back_w,
                  pile_w=pile_w, meld_max_w=meld_max_w, hand=hand, lift=lift,
                  button_h=button_h, status=status,
                  left_panel=left_panel, right_panel=right_panel, top_left=top_left,
                  top_right=top_right, stock=stock, discard=discard, history=history,
                  peek=peek, captions_top=stock.bottom + skirt + m // 2,
                  piles=piles, seats=seats,
                  zones=zones)
