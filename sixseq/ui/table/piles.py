"""The captions under the stock and the discard pile, in every game that has the pair: one size
for both, and room between the piles for the captions to read as two words."""

from __future__ import annotations

import math

import pygame

from sixseq.ui import text
from sixseq.ui.fonts import font
from sixseq.ui.i18n import tr
from sixseq.ui.table.words import INK, SHADOW

CAPTIONS = ("sixseq.table.stock_name", "sixseq.table.discard")
CAPTION_PX = 15  # at the 1920×1080 design's scale


def caption_px(pile_w: int, px: int) -> int:
    """The size both captions are written at: ``px``, or smaller for each to fit its pile's
    width, not below the legible minimum."""
    return min(text.fit(tr(key), px, pile_w, minimum=text.MIN_PX) for key in CAPTIONS)


def room_between(pile_w: int, px: int, margin: int) -> int:
    """Room between the stock and the discard: a margin, or more where the captions, each
    centred under its pile and wider than it, would come within an em of each other ("Talon
    Défausse" read as one phrase at 800×560)."""
    size = caption_px(pile_w, px)
    overflow = sum(max(0, font(size).size(tr(key))[0] - pile_w) for key in CAPTIONS) / 2
    return max(margin, math.ceil(overflow) + size)


def draw_captions(screen: pygame.Surface, stock: pygame.Rect, discard: pygame.Rect, top: int,
                  px: int) -> None:
    size = caption_px(stock.width, px)
    for spot, key in zip((stock, discard), CAPTIONS, strict=True):
        text.draw(screen, tr(key), size, INK, "midtop", (spot.centerx, top), shadow=SHADOW)
