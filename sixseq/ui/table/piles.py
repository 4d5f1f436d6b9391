"""The stock and the discard pile beside it, in every game that has the pair: the cards peeking
out under the discard's top one, the captions under both (one size for both, and room between
the piles for them to read as two words), the stock's count. Each game gives its own numbers
(how many cards peek out and how far, the count's size); the drawing is the same."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Protocol

import pygame

from sixseq.ui import drawing, text
from sixseq.ui.fonts import font
from sixseq.ui.i18n import tr
from sixseq.ui.palette import INK, SHADOW
from sixseq.ui.table import panels
from sixseq.ui.table.geometry import PILE_SKIRT
from sixseq.ui.table.painter import Painter
from sixseq.ui.table.stage import Spot

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


@dataclass(frozen=True)
class Peek:
    """The cards peeking out under the discard pile's top one: how many, and how far (px)
    each shows left of and below the card over it."""

    cards: int
    left: int
    down: int

    @classmethod
    def at_scale(cls, cards: int, step: tuple[int, int], scale: float) -> Peek:
        """``cards`` peeking out ``step`` design px (left, down) each, at a window's scale."""
        return cls(cards, max(1, round(step[0] * scale)), max(1, round(step[1] * scale)))

    def under(self, discard: pygame.Rect, depth: int) -> pygame.Rect:
        """Where the card ``depth`` under the discard pile's top one is drawn."""
        return discard.move(-self.left * depth, self.down * depth)

    def drawn(self, discard: pygame.Rect) -> pygame.Rect:
        """All the discard pile draws: its top card and the cards peeking out under it."""
        return discard.union(self.under(discard, self.cards))

    def skirt(self) -> int:
        """How far below their places the piles draw: a tall stock's edges, the cards
        peeking out under the discard (the captions go below that)."""
        return max(PILE_SKIRT, self.cards * self.down)


class PilePlaces(Protocol):
    """Where a table's layout puts the pair of piles and their captions."""

    stock: pygame.Rect
    discard: pygame.Rect
    peek: Peek
    captions_top: int


@dataclass(frozen=True)
class StockCount:
    """The badge counting the stock's cards: its font size, its diameter, and how far in from
    the stock's corner it sits (px)."""

    font_px: int
    size: int
    inset: int


class PileCards(Protocol):
    """Where a table's scenery keeps the piles' cards: indices into its ``spots``."""

    @property
    def spots(self) -> list[Spot]: ...
    @property
    def stock(self) -> list[int]: ...
    @property
    def discard(self) -> list[int]: ...


def draw_pair(screen: pygame.Surface, painter: Painter, places: PilePlaces, cards: PileCards,
              flying: frozenset[int], caption_px: int, badge: StockCount) -> bool:
    """The stock and the discard pile as they stand, less the cards in ``flying``: the
    discard's top card over those peeking out under it, or its empty place; both captions;
    the stock's count on its corner, clear of the discard pile. Returns whether the discard
    pile shows a card."""
    stock, discard, peek = places.stock, places.discard, places.peek
    painter.stock(screen, stock, sum(1 for s in cards.stock if s not in flying))
    pile = [_face(cards.spots[s]) for s in cards.discard if s not in flying]
    if pile:
        drawing.blit_shadow(screen, discard)
        *under, top = pile[-1 - peek.cards:]
        for depth, card in enumerate(reversed(under), start=1):
            screen.blit(painter.image(card, discard.width, True), peek.under(discard, depth))
        screen.blit(painter.image(top, discard.width, True), discard)
    else:
        painter.slot(screen, discard)
    draw_captions(screen, stock, discard, places.captions_top, caption_px)
    count = len(cards.stock)
    centre = panels.stock_badge_centre(stock, peek.drawn(discard), count, badge.font_px,
                                       badge.size, badge.inset)
    panels.count_badge(screen, centre, count, badge.font_px, badge.size)
    return bool(pile)


def _face(spot: Spot) -> int:
    card = spot.card
    assert isinstance(card, int)  # the discard pile lies face up
    return card
