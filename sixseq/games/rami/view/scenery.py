"""The Rami table drawn from what the person's seat observes: every card's spot.

:func:`build` turns the observation (plus the person's hand order and picked cards) into
sprites for this window's layout and the list of :class:`~sixseq.ui.table.stage.Spot` the
stage flies cards between. The other hands and the stock are backs: nothing drawn tells them
apart, and the view never knows them — but a card everyone saw a player take (the discard, a
joker taken back) shows face up in that hand until it goes on the table.

The two copies of a card (RA-DECK-1) are told apart in the hand by their place only
(:class:`HandCard` ``copy``), which is all a player needs to pick one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import pygame

from sixseq.games.rami.rules.cards import JOKER_AS, Card, token_card
from sixseq.games.rami.rules.melds import Combination
from sixseq.games.rami.rules.observation import Observation
from sixseq.games.rami.view.layout import Layout
from sixseq.ui.table.geometry import card_height, flow, hand_positions
from sixseq.ui.table.stage import Spot

# The smallest laid card before a zone's cards overlap past their index: small enough that a
# crowded zone of the 6-seat table at 1024×600 (101 px high) takes two rows of cards whose
# every index shows, rather than one row where ``K K K`` reads as ``| | K``.
MELD_MIN_W = 30

# --- what the mouse can take ------------------------------------------------------------------


@dataclass(frozen=True)
class HandCard:
    """A card of the person's hand; ``copy`` tells the two copies of a card apart."""

    card: Card
    copy: int = 0


@dataclass(frozen=True)
class StockPile:
    pass


@dataclass(frozen=True)
class DiscardTop:
    card: Card


@dataclass(frozen=True)
class ComboItem:
    """A laid combination, as the keyboard focus reaches it."""

    combo: int


Item = HandCard | StockPile | DiscardTop | ComboItem


@dataclass
class Sprite:
    card: Card
    rect: pygame.Rect
    spot: int
    item: HandCard
    lifted: bool = False


@dataclass
class ComboBox:
    """A laid combination on screen: its tokens left to right, where each is drawn."""

    combo: Combination
    rect: pygame.Rect
    tokens: tuple[int, ...]
    rects: list[pygame.Rect]
    spots: list[int]

    def joker_rect(self) -> pygame.Rect | None:
        return next((r for t, r in zip(self.tokens, self.rects, strict=True) if t >= JOKER_AS),
                    None)


@dataclass
class Fan:
    """Another player's hand: backs, and the cards the table saw it take."""

    seat: int
    cards: list[tuple[Card | None, pygame.Rect, int]]  # (face or None, rect, spot)
    area: pygame.Rect


@dataclass
class Scenery:
    layout: Layout
    meld_widths: dict[int, int]  # the card width of each zone
    hand: list[Sprite] = field(default_factory=list)
    fans: dict[int, Fan] = field(default_factory=dict)
    combos: dict[int, ComboBox] = field(default_factory=dict)
    new_slot: pygame.Rect | None = None
    spots: list[Spot] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)  # spots, bottom first
    stock: list[int] = field(default_factory=list)

    def add(self, spot: Spot) -> int:
        self.spots.append(spot)
        return len(self.spots) - 1

    def hand_at(self, pos: tuple[int, int]) -> Sprite | None:
        """The hand card under ``pos`` (the top one where cards overlap)."""
        return next((s for s in reversed(self.hand) if s.rect.collidepoint(pos)), None)

    def sprite(self, item: HandCard) -> Sprite | None:
        return next((s for s in self.hand if s.item == item), None)

    def combo_at(self, pos: tuple[int, int], reach: int = 0) -> ComboBox | None:
        return next((b for b in self.combos.values()
                     if b.rect.inflate(reach * 2, reach).collidepoint(pos)), None)


def hand_items(order: Sequence[Card]) -> list[HandCard]:
    """The hand's cards in the person's order, the second copy of a card told apart."""
    seen: dict[Card, int] = {}
    items = []
    for card in order:
        items.append(HandCard(card, seen.get(card, 0)))
        seen[card] = seen.get(card, 0) + 1
    return items


def build(layout: Layout, obs: Observation, hand_order: Sequence[Card],
          picked: Sequence[HandCard], new_slot: bool,
          width_caps: Mapping[int, int] | None = None) -> Scenery:
    """Every card's spot for this observation (see the module docstring). Each zone's cards
    get the largest width that fits, up to its cap in ``width_caps`` (the widths last used,
    so that a zone's cards only shrink during a round and never jump back and forth)."""
    person = obs.seat
    scenery = Scenery(layout, {})
    caps = width_caps or {}
    gap = max(6, layout.margin)
    for seat, zone in layout.zones.items():
        combos = [c for c in obs.combinations if c.owner == seat]
        counts = [len(c) for c in combos]
        if seat == person and new_slot:
            counts.append(1)
        cap = min(caps.get(seat, layout.meld_max_w), layout.meld_max_w)
        placed = flow(zone.melds, counts, cap, min_w=min(MELD_MIN_W, cap), gap=gap)
        scenery.meld_widths[seat] = placed.width
        for combo, origin in zip(combos, placed.origins, strict=False):
            tokens = combo.tokens()
            rects = [pygame.Rect(origin[0] + i * placed.step, origin[1], placed.width,
                                 placed.height) for i in range(len(tokens))]
            spots = [scenery.add(Spot(token_card(t), ("combo", combo.id), r, True))
                     for t, r in zip(tokens, rects, strict=True)]
            scenery.combos[combo.id] = ComboBox(combo, rects[0].unionall(rects), tokens,
                                                rects, spots)
        if seat == person and new_slot and len(placed.origins) > len(combos):
            x, y = placed.origins[len(combos)]
            scenery.new_slot = pygame.Rect(x, y, placed.width, placed.height)

    # The person's hand, in the order they keep it.
    items = hand_items(hand_order)
    lifted = [item in picked for item in items]
    rects = hand_positions(layout.hand, len(items), layout.hand_w, layout.lift, lifted)
    for item, rect, up in zip(items, rects, lifted, strict=True):
        spot = scenery.add(Spot(item.card, ("hand", person), rect, True))
        scenery.hand.append(Sprite(item.card, rect, spot, item, up))

    # The other hands: what the table saw them take face up first, then backs.
    for seat, zone in layout.zones.items():
        if seat == person:
            continue
        known = list(obs.known(seat))
        count = obs.hand_sizes[seat]
        fan_rects = _fan(zone.fan, count, layout.back_w)
        cards: list[tuple[Card | None, pygame.Rect, int]] = []
        for i, rect in enumerate(fan_rects):
            face = known[i] if i < len(known) else None
            cards.append((face, rect, scenery.add(Spot(face, ("hand", seat), rect,
                                                       face is not None))))
        # No backs (a hand played out): where the last would be, at the head's right.
        area = fan_rects[0].unionall(fan_rects) if fan_rects else \
            pygame.Rect(zone.fan.midright, (0, 0))
        scenery.fans[seat] = Fan(seat, cards, area)

    scenery.stock = [scenery.add(Spot(None, "stock", layout.stock.copy(), False))
                     for _ in range(obs.stock_count)]
    scenery.discard = [scenery.add(Spot(card, "discard", layout.discard.copy(), True))
                       for card in obs.discard]
    return scenery


def _fan(area: pygame.Rect, count: int, width: int) -> list[pygame.Rect]:
    """Backs of another hand, overlapped along its place (right-aligned, tighter when many)."""
    if count == 0:
        return []
    height = card_height(width)
    step = max(2, round(width * 0.3))
    if count > 1:
        step = max(2, min(step, (area.width - width) // (count - 1)))
    total = width + step * (count - 1)
    left = area.right - total
    return [pygame.Rect(left + i * step, area.top, width, height) for i in range(count)]

