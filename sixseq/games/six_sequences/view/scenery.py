"""The Six Séquences table drawn from what the person's seat observes: every card's spot.

:func:`build` turns the observation (plus the person's hand order and selection) into sprites
for this window's layout and the list of :class:`~sixseq.ui.table.stage.Spot` the stage flies
cards between. Cards the person may not see (other hands, the stock) are backs in their fan or
pile: nothing drawn ever tells them apart, and the view never knows them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

import pygame

from sixseq.decks.sixsuit import Card, cards_in
from sixseq.games.six_sequences.rules.melds import Sequence as Seq
from sixseq.games.six_sequences.rules.melds import Series
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.view.layout import Layout
from sixseq.ui.table.geometry import card_height, flow, hand_positions
from sixseq.ui.table.stage import Spot

# --- what the mouse can take ------------------------------------------------------------------


@dataclass(frozen=True)
class HandCard:
    card: Card


@dataclass(frozen=True)
class SeriesCard:
    """A card of one of the person's side's series (raided into a sequence, or laid anew)."""

    card: Card
    combo: int


@dataclass(frozen=True)
class StockPile:
    pass


@dataclass(frozen=True)
class DiscardTop:
    card: Card


Item = HandCard | SeriesCard | StockPile | DiscardTop


@dataclass
class Sprite:
    """One card drawn on the table, and its spot on the stage."""

    card: Card
    rect: pygame.Rect
    spot: int
    item: Item | None = None
    lifted: bool = False  # selected: raised and outlined


@dataclass
class ComboBox:
    """A laid combination on screen: its cards left to right (with their positions)."""

    combo: int
    side: int
    rect: pygame.Rect
    positions: list[int]
    cards: list[Card]
    rects: list[pygame.Rect]
    spots: list[int]


@dataclass
class Fan:
    """Another player's hand: its backs, where, and the cards the table saw it take."""

    seat: int
    backs: list[tuple[pygame.Rect, int]]  # (rect, spot)
    known: list[tuple[Card, pygame.Rect, int]]
    rotated: bool
    area: pygame.Rect  # union of the cards, for the shadow and the count badge

    @property
    def count(self) -> int:
        return len(self.backs) + len(self.known)


@dataclass
class Scenery:
    layout: Layout
    meld_widths: dict[int, int]  # the card width of each side's zone
    hand: list[Sprite] = field(default_factory=list)
    fans: dict[int, Fan] = field(default_factory=dict)
    combos: dict[int, ComboBox] = field(default_factory=dict)
    new_slot: pygame.Rect | None = None
    spots: list[Spot] = field(default_factory=list)
    series_cards: list[Sprite] = field(default_factory=list)  # grabbable, on top of combos
    discard: list[int] = field(default_factory=list)  # spots, bottom first
    stock: list[int] = field(default_factory=list)

    def add(self, spot: Spot) -> int:
        self.spots.append(spot)
        return len(self.spots) - 1

    def hit(self, pos: tuple[int, int]) -> Sprite | None:
        """The grabbable card under ``pos`` (the top one where cards overlap)."""
        for sprite in reversed(self.hand):
            if sprite.rect.collidepoint(pos):
                return sprite
        for sprite in reversed(self.series_cards):
            if sprite.rect.collidepoint(pos):
                return sprite
        layout = self.layout
        if layout.stock.collidepoint(pos) and self.stock:
            return Sprite(-1, layout.stock.copy(), self.stock[-1], StockPile())
        if layout.discard.collidepoint(pos) and self.discard:
            top = self.discard[-1]
            card = self.spots[top].card
            assert isinstance(card, int)
            return Sprite(card, layout.discard.copy(), top, DiscardTop(card))
        return None

    def spot_of(self, card: Card) -> int | None:
        """The spot of a card the person sees (in hand, on the table, on the discard pile)."""
        for sprite in (*self.hand, *self.series_cards):
            if sprite.card == card:
                return sprite.spot
        for box in self.combos.values():
            if card in box.cards:
                return box.spots[box.cards.index(card)]
        return None


def _fan(area: pygame.Rect, count: int, width: int, rotated: bool) -> list[pygame.Rect]:
    """Backs of another hand, overlapped along the area (across it for East and West)."""
    height = card_height(width)
    if count == 0:
        return []
    length = area.height if rotated else area.width
    step = round(width * 0.34)
    if count > 1:
        step = max(3, min(step, (length - width) // (count - 1)))
    total = width + step * (count - 1)
    rects = []
    for i in range(count):
        if rotated:
            top = area.centery - total // 2 + i * step
            rects.append(pygame.Rect(area.centerx - height // 2, top, height, width))
        else:
            left = area.centerx - total // 2 + i * step
            rects.append(pygame.Rect(left, area.top, width, height))
    return rects


def _portrait(centre: tuple[int, int], width: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, width, card_height(width))
    rect.center = centre
    return rect


def combo_cards(combo: Seq | Series) -> tuple[list[int], list[Card]]:
    """A combination's cards left to right: a sequence by position, a series by suit."""
    if isinstance(combo, Seq):
        placements = combo.placements()
        return [p for p, _ in placements], [c for _, c in placements]
    cards = combo.cards()
    return [combo.rank] * len(cards), cards


def side_items(obs: Observation, side: int) -> list[Seq | Series]:
    """A side's combinations in the order they are shown: sequences, then series, each in
    the order they were laid (so things stay where the player last saw them)."""
    combos = [c for c in obs.combinations if c.side == side]
    return ([c for c in combos if isinstance(c, Seq)]
            + [c for c in combos if isinstance(c, Series)])


def build(layout: Layout, obs: Observation, hand_order: Sequence[Card],
          selection: Iterable[Card], new_slot: bool,
          width_caps: Mapping[int, int] | None = None) -> Scenery:
    """Every card's spot for this observation (see the module docstring). Each zone's cards
    get the largest width that fits, up to its cap in ``width_caps`` (the view passes the
    widths it last used, so that a zone's cards only ever shrink during a round and one zone
    filling up never moves the cards of another)."""
    selected = set(selection)
    config = obs.config
    human = obs.seat
    human_side = config.side_of(human)
    m = layout.margin

    # Combinations: each zone at the largest card width where all of its own fit.
    contents: dict[int, list[Seq | Series]] = {}
    counts: dict[int, list[int]] = {}
    for side in layout.zones:
        contents[side] = side_items(obs, side)
        counts[side] = [len(c) for c in contents[side]]
        if side == human_side and new_slot:
            counts[side].append(1)
    areas = {side: pygame.Rect(zone.left + m, layout.zone_cards_top(zone), zone.width - 2 * m,
                               zone.bottom - m - layout.zone_cards_top(zone))
             for side, zone in layout.zones.items()}
    caps = width_caps or {}
    scenery = Scenery(layout, {})

    for side, area in areas.items():
        placed = flow(area, counts[side], min(caps.get(side, layout.meld_max_w),
                                              layout.meld_max_w))
        scenery.meld_widths[side] = placed.width
        for combo, origin in zip(contents[side], placed.origins, strict=False):
            positions, cards = combo_cards(combo)
            rects = [pygame.Rect(origin[0] + i * placed.step, origin[1], placed.width,
                                 placed.height) for i in range(len(cards))]
            spots = [scenery.add(Spot(card, ("combo", combo.id), rect, True))
                     for card, rect in zip(cards, rects, strict=True)]
            scenery.combos[combo.id] = ComboBox(combo.id, side, rects[0].unionall(rects),
                                                positions, cards, rects, spots)
            if side == human_side and isinstance(combo, Series):
                for card, rect, spot in zip(cards, rects, spots, strict=True):
                    scenery.series_cards.append(Sprite(card, rect, spot,
                                                       SeriesCard(card, combo.id),
                                                       lifted=card in selected))
        if side == human_side and new_slot and len(placed.origins) > len(contents[side]):
            x, y = placed.origins[len(contents[side])]
            scenery.new_slot = pygame.Rect(x, y, placed.width, placed.height)

    # The person's hand, in the order they keep it.
    held = set(obs.hand)
    hand = [c for c in hand_order if c in held]
    lifted = [c in selected for c in hand]
    for card, rect, up in zip(hand, hand_positions(layout.hand, len(hand), layout.hand_w,
                                                   layout.lift, lifted), lifted, strict=True):
        spot = scenery.add(Spot(card, ("hand", human), rect, True))
        scenery.hand.append(Sprite(card, rect, spot, HandCard(card), lifted=up))

    # Other hands: the cards the table saw them take face up first, then backs.
    for seat, place in layout.seats.items():
        if seat == human:
            continue
        rotated = place.compass in ("E", "W")
        known = list(cards_in(obs.known[seat]))
        rects = _fan(place.fan, obs.hand_sizes[seat], layout.back_w, rotated)
        known_cards = []
        backs = []
        for i, rect in enumerate(rects):
            portrait = _portrait(rect.center, layout.back_w)
            if i < len(known):
                spot = scenery.add(Spot(known[i], ("hand", seat), portrait, True, rotated))
                known_cards.append((known[i], rect, spot))
            else:
                spot = scenery.add(Spot(None, ("hand", seat), portrait, False, rotated))
                backs.append((rect, spot))
        scenery.fans[seat] = Fan(seat, backs, known_cards, rotated,
                                 rects[0].unionall(rects) if rects
                                 else pygame.Rect(place.fan.center, (0, 0)))

    scenery.stock = [scenery.add(Spot(None, "stock", layout.stock.copy(), False))
                     for _ in range(obs.stock_count)]
    scenery.discard = [scenery.add(Spot(card, "discard", layout.discard.copy(), True))
                       for card in obs.discard]
    return scenery
