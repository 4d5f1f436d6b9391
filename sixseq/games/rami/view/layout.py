"""Where everything goes on the Rami table, for any window and 2 to 6 seats.

Sizes follow the window (one scale factor from a 1920×1080 design), so cards are drawn at the
exact pixel size they occupy. The person's hand runs along the bottom between two button
panels, under the status line. A column on the left holds the menu buttons, the round's
scores and the two piles. The rest of the table is one zone per player: the other players'
zones in one or two rows at the top (in turn order, clockwise from the person), each with the
player's name, level and hand of backs in its head; the person's own zone below them, where
new combinations are laid. Combinations fill a zone in rows (:func:`flow`), overlapping as
much as the corner index allows, at the largest width that fits.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from sixseq.ui import text
from sixseq.ui.cardart import MIN_RENDER_WIDTH
from sixseq.ui.table.geometry import Scaled, card_height
from sixseq.ui.table.piles import CAPTION_PX, Peek, room_between

DESIGN = (1920, 1080)
MIN_TEXT_PX = text.MIN_PX
BUTTON_MIN_H = 32  # pygame-gui's button text does not scale down
SIDE_BUTTONS = 4  # stacked in each bottom panel
UNDER_CARDS = 2  # discards peeking out under the top one
UNDER_STEP = (5, 3)  # design px each of them peeks out (left, down)


@dataclass
class Zone:
    """A player's part of the table: its frame, its head (name, level, hand of backs) and
    where its combinations go."""

    seat: int
    rect: pygame.Rect
    head: pygame.Rect
    melds: pygame.Rect
    fan: pygame.Rect  # the player's hand of backs (empty for the person)


@dataclass
class Layout(Scaled):
    size: tuple[int, int]
    scale: float
    margin: int
    hand_w: int  # the person's hand
    back_w: int  # other players' hands
    pile_w: int  # stock and discard
    meld_max_w: int  # the largest width combinations are drawn at
    hand: pygame.Rect
    lift: int  # how far a selected card rises
    button_h: int
    status: pygame.Rect
    left_panel: pygame.Rect  # helper buttons (hint, undo, sorting)
    right_panel: pygame.Rect  # the turn's buttons (lay, moves, history)
    top_buttons: pygame.Rect  # faster and the menu
    scores: pygame.Rect  # the round and every player's total
    stock: pygame.Rect
    discard: pygame.Rect
    history: pygame.Rect  # the button that shows the whole discard pile
    peek: Peek  # the discards peeking out under the top one
    captions_top: int  # where "Stock" and "Discard" are written, clear of both piles
    zones: dict[int, Zone] = field(default_factory=dict)


def zone_grid(others: int) -> list[int]:
    """How many of the other players' zones go in each row (one or two rows)."""
    if others <= 3:
        return [others]
    top = (others + 1) // 2
    return [top, others - top]


def compute(size: tuple[int, int], seats: int, person: int = 0) -> Layout:
    width, height = size
    scale = min(width / DESIGN[0], height / DESIGN[1])
    m = max(6, round(14 * scale))
    hand_w = max(MIN_RENDER_WIDTH * 3, round(108 * scale))
    back_w = max(MIN_RENDER_WIDTH + 4, round(30 * scale))
    pile_w = max(40, round(84 * scale))
    meld_max_w = max(40, round(96 * scale))
    hand_h = card_height(hand_w)
    lift = round(hand_h * 0.16)
    status_h = max(MIN_TEXT_PX + 8, round(42 * scale))
    button_h = max(BUTTON_MIN_H, round(40 * scale))

    # The bottom strip: the status line, then the hand between the two button panels.
    panel_w = max(200, round(250 * scale))
    hand_top = height - m - hand_h
    hand = pygame.Rect(2 * m + panel_w, hand_top, width - 2 * (panel_w + 2 * m), hand_h)
    buttons_top = height - m - SIDE_BUTTONS * (button_h + m // 2)
    status = pygame.Rect(m + panel_w, min(hand_top - lift - status_h, buttons_top),
                         width - 2 * (m + panel_w), status_h)
    left_panel = pygame.Rect(m, buttons_top, panel_w, height - m - buttons_top)
    right_panel = pygame.Rect(width - m - panel_w, buttons_top, panel_w,
                              height - m - buttons_top)

    # The left column: the menu buttons, the scores, the piles.
    pile_h = card_height(pile_w)
    between = room_between(pile_w, max(MIN_TEXT_PX, round(CAPTION_PX * scale)), m)
    column_w = max(panel_w, 2 * pile_w + between + 2 * m)
    top_buttons = pygame.Rect(m, m // 2, column_w, button_h)
    # The captions go under what the piles draw below their places.
    peek = Peek.at_scale(UNDER_CARDS, UNDER_STEP, scale)
    skirt = peek.skirt()
    caption_h = max(MIN_TEXT_PX, round(16 * scale)) + m // 2 + skirt
    history_h = max(BUTTON_MIN_H - 4, round(32 * scale))
    piles_h = pile_h + caption_h + history_h + m
    bottom = min(status.top, left_panel.top) - m
    piles_top = max(top_buttons.bottom + m + (seats + 2) * max(MIN_TEXT_PX + 4,
                                                                 round(24 * scale)),
                    bottom - piles_h)
    scores = pygame.Rect(m, top_buttons.bottom + m // 2, column_w,
                         piles_top - top_buttons.bottom - m)
    piles_left = m + (column_w - (2 * pile_w + between)) // 2
    stock = pygame.Rect(piles_left, piles_top, pile_w, pile_h)
    discard = pygame.Rect(stock.right + between, piles_top, pile_w, pile_h)
    history_w = 2 * pile_w + between
    history = pygame.Rect(piles_left, stock.bottom + caption_h, history_w, history_h)

    # The zones: the other players' in one or two rows, the person's below.
    area = pygame.Rect(m + column_w + m, m // 2, width - column_w - 3 * m,
                       status.top - m // 2 - m // 2)
    head_h = max(round(card_height(back_w) + m // 2), 2 * MIN_TEXT_PX + 10, round(46 * scale))
    rows = zone_grid(seats - 1)
    others_h = round(area.height * (0.5 if len(rows) == 1 else 0.62))
    zones: dict[int, Zone] = {}
    order = [(person + i) % seats for i in range(1, seats)]
    y = area.top
    row_h = (others_h - m // 2 * (len(rows) - 1)) // len(rows)
    for count in rows:
        cell_w = (area.width - m // 2 * (count - 1)) // count
        for i in range(count):
            seat = order.pop(0)
            rect = pygame.Rect(area.left + i * (cell_w + m // 2), y, cell_w, row_h)
            zones[seat] = _zone(seat, rect, head_h, m, back_w)
        y += row_h + m // 2
    own = pygame.Rect(area.left, area.top + others_h + m // 2, area.width,
                      area.bottom - area.top - others_h - m // 2)
    own_head = max(MIN_TEXT_PX + 10, round(30 * scale))
    zones[person] = Zone(person, own, pygame.Rect(own.left, own.top, own.width, own_head),
                         pygame.Rect(own.left + m // 2, own.top + own_head, own.width - m,
                                     own.height - own_head - m // 2),
                         pygame.Rect(own.right, own.top, 0, 0))
    return Layout(size=size, scale=scale, margin=m, hand_w=hand_w, back_w=back_w,
                  pile_w=pile_w, meld_max_w=meld_max_w, hand=hand, lift=lift,
                  button_h=button_h, status=status, left_panel=left_panel,
                  right_panel=right_panel, top_buttons=top_buttons, scores=scores,
                  stock=stock, discard=discard, history=history, peek=peek,
                  captions_top=stock.bottom + skirt + m // 4, zones=zones)


def _zone(seat: int, rect: pygame.Rect, head_h: int, m: int, back_w: int) -> Zone:
    """Another player's zone: the head holds the name plate (left) and the hand (right)."""
    head = pygame.Rect(rect.left, rect.top, rect.width, head_h)
    fan_w = min(round(rect.width * 0.5), back_w * 5)
    fan = pygame.Rect(head.right - m // 2 - fan_w, head.top + m // 4, fan_w,
                      card_height(back_w))
    melds = pygame.Rect(rect.left + m // 2, head.bottom, rect.width - m,
                        rect.bottom - head.bottom - m // 2)
    return Zone(seat, rect, head, melds, fan)
