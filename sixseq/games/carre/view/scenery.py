"""What is drawn where on Le Carré's table, from the person's observation only: one
:class:`~sixseq.ui.table.stage.Spot` per card (so every card that moves flies), and the items a
pointer or the keyboard can take (a hand card, the top of a square pile).

Every card of a pile has a spot at its place — in the base game they stand on each other and
only the top shows; in Carré libre the square's piles fan sideways (CA-VAR-4) — so when the
top leaves, the card under it is already there.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from sixseq.decks.standard import N_RANKS, Card
from sixseq.games.carre.rules.observation import Observation
from sixseq.games.carre.rules.places import COLUMNS, SQUARE, Place
from sixseq.games.carre.view.layout import Layout
from sixseq.ui.table.stage import Spot

STOCK, OTHER, HAND_GROUP = "stock", "other", "hand"
SUIT_PLACE = (0, 1, 3, 2)  # the hand by suit, colours alternating: ♠ ♥ ♣ ♦


def hand_order(hand: tuple[Card, ...]) -> list[Card]:
    """The person's cards as the hand shows them: by suit, black and red in turn, each suit
    from the ace up (a suit builds on the square one rank at a time)."""
    return sorted(hand, key=lambda card: (SUIT_PLACE[card // N_RANKS], card % N_RANKS))


@dataclass(frozen=True)
class HandCard:
    """The ``index``-th card of the person's hand (two copies of a card may be held)."""

    index: int
    card: Card


@dataclass(frozen=True)
class PileTop:
    """The top card of a square pile."""

    place: Place
    card: Card


Item = HandCard | PileTop


@dataclass
class Sprite:
    item: Item
    rect: pygame.Rect
    spot: int


@dataclass
class Scenery:
    layout: Layout
    spots: list[Spot] = field(default_factory=list)
    hand: list[Sprite] = field(default_factory=list)
    tops: dict[Place, Sprite] = field(default_factory=dict)  # square piles' top cards
    piles: dict[Place, list[int]] = field(default_factory=dict)  # spot indices, bottom first
    stock: list[int] = field(default_factory=list)
    other: list[pygame.Rect] = field(default_factory=list)  # the computer's cards
    other_spots: list[int] = field(default_factory=list)

    def add(self, spot: Spot) -> int:
        self.spots.append(spot)
        return len(self.spots) - 1

    def hit(self, pos: tuple[int, int]) -> Sprite | None:
        """The hand card (topmost first) or square pile under ``pos``: a fanned pile is
        taken by its top card wherever it is pointed at."""
        for sprite in reversed(self.hand):
            if sprite.rect.collidepoint(pos):
                return sprite
        for place, sprite in self.tops.items():
            if self.pile_area(place).collidepoint(pos):
                return sprite
        return None

    def pile_area(self, place: Place) -> pygame.Rect:
        """Where a square pile's cards are drawn (its top card's place and the fan under it)."""
        spots = self.piles.get(place, [])
        base = self.layout.places[place]
        if not spots:
            return base
        return base.unionall([self.spots[i].rect for i in spots])



def build(lay: Layout, obs: Observation, raised: int | None = None) -> Scenery:
    """The table for ``obs``; ``raised``: the hand card shown lifted (picked or focused)."""
    scenery = Scenery(lay)
    for _ in range(obs.stock_count):
        scenery.stock.append(scenery.add(Spot(None, STOCK, lay.stock.copy(), False)))
    count = obs.hand_sizes[obs.opponent]
    for rect in other_rects(lay, count):
        scenery.other.append(rect)
        scenery.other_spots.append(scenery.add(Spot(None, OTHER, rect, False)))
    for place in (*SQUARE, *COLUMNS):
        pile = obs.piles[place]
        rects = lay.fan_rects(place, len(pile)) if place in SQUARE else \
            [lay.places[place]] * len(pile)
        indices = [scenery.add(Spot(card, ("pile", place), rect.copy(), True))
                   for card, rect in zip(pile, rects, strict=True)]
        scenery.piles[place] = indices
        if pile and place in SQUARE:
            scenery.tops[place] = Sprite(PileTop(place, pile[-1]), rects[-1].copy(),
                                         indices[-1])
    for index, (card, rect) in enumerate(zip(hand_order(obs.hand),
                                             lay.hand_rects(len(obs.hand)), strict=True)):
        if index == raised:
            rect = rect.move(0, -lay.lift)
        spot = scenery.add(Spot(card, HAND_GROUP, rect, True))
        scenery.hand.append(Sprite(HandCard(index, card), rect, spot))
    return scenery


def other_rects(lay: Layout, count: int) -> list[pygame.Rect]:
    """The computer's cards, face down, overlapped in a row in their area."""
    area = lay.other
    width = lay.back_w
    if count <= 0:
        return []
    step = min(round(width * 0.42), (area.width - width) // max(1, count - 1))
    step = max(2, step)
    total = width + step * (count - 1)
    left = area.centerx - total // 2
    return [pygame.Rect(left + i * step, area.top, width, area.height) for i in range(count)]
