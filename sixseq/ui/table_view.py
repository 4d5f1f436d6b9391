"""The card table drawn from the game state: every card's place, in drawing order.

:func:`build` turns the state (plus the person's hand order and selection) into sprites for
this window's layout, and records where every one of the 120 cards stands, so that when the
state changes the scene can fly each card that moved from its old place to its new one. Cards
the person may not see (other hands, the stock) all stand at their pile or fan: nothing drawn
ever tells them apart.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

import pygame

from sixseq.decks.sixsuit import DECK_SIZE, Card, cards_in
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.melds import Sequence as Seq
from sixseq.games.six_sequences.rules.melds import Series
from sixseq.games.six_sequences.view.layout import Layout, card_height, flow
from sixseq.ui import drawing
from sixseq.ui.cardart import CardArt, Highlight, overlay_margin

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


Grab = HandCard | SeriesCard | StockPile | DiscardTop


@dataclass
class Sprite:
    """One card drawn on the table. ``card`` is None for a card shown face down whose identity
    the person may not know."""

    card: Card | None
    rect: pygame.Rect
    face_up: bool
    rotated: bool = False  # lying across (East and West hands)
    grab: Grab | None = None
    lifted: bool = False  # selected: raised and outlined

    @property
    def width(self) -> int:
        return self.rect.height if self.rotated else self.rect.width


@dataclass
class Place:
    """Where a card stands, portrait, for flights (a flight never turns a card sideways)."""

    rect: pygame.Rect
    face_up: bool


@dataclass
class ComboBox:
    """A laid combination on screen: its cards left to right (with their positions)."""

    combo: int
    side: int
    rect: pygame.Rect
    positions: list[int]
    cards: list[Card]
    rects: list[pygame.Rect]


@dataclass
class Fan:
    """Another player's hand: how many backs, where, and their known cards face up."""

    seat: int
    backs: list[pygame.Rect]
    known: list[tuple[Card, pygame.Rect]]
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
    places: dict[Card, Place] = field(default_factory=dict)
    series_cards: list[Sprite] = field(default_factory=list)  # grabbable, on top of combos
    discard_top: Card | None = None

    def hit(self, pos: tuple[int, int], skip: Iterable[Card] = ()) -> Sprite | None:
        """The grabbable card under ``pos`` (the top one where cards overlap)."""
        skipped = set(skip)
        for sprite in reversed(self.hand):
            if sprite.rect.collidepoint(pos) and sprite.card not in skipped:
                return sprite
        for sprite in reversed(self.series_cards):
            if sprite.rect.collidepoint(pos) and sprite.card not in skipped:
                return sprite
        layout = self.layout
        if layout.stock.collidepoint(pos):
            return Sprite(None, layout.stock.copy(), False, grab=StockPile())
        if layout.discard.collidepoint(pos) and self.discard_top is not None:
            return Sprite(self.discard_top, layout.discard.copy(), True,
                          grab=DiscardTop(self.discard_top))
        return None


def hand_positions(area: pygame.Rect, count: int, width: int, lift: int,
                   lifted: Sequence[bool]) -> list[pygame.Rect]:
    """The person's hand: one overlapped row, centred, curving down a little at both ends like
    a held fan (cards stay upright, so they stay sharp)."""
    height = card_height(width)
    if count == 0:
        return []
    widest = round(width * 0.62)
    step = widest if count == 1 else min(widest, (area.width - width) // (count - 1))
    step = max(step, 4)
    total = width + step * (count - 1)
    left = area.centerx - total // 2
    arc = round(height * 0.05)
    mid = (count - 1) / 2
    rects = []
    for i in range(count):
        bend = ((i - mid) / mid) ** 2 if mid else 0.0
        y = area.top + round(arc * bend) - (lift if lifted[i] else 0)
        rects.append(pygame.Rect(left + i * step, y, width, height))
    return rects


def insertion_index(area: pygame.Rect, count: int, width: int, x: int) -> int:
    """Where a card dropped at ``x`` goes among ``count`` other cards of the hand."""
    rects = hand_positions(area, count, width, 0, [False] * count)
    step = rects[1].left - rects[0].left if count > 1 else width
    return next((i for i, rect in enumerate(rects) if x < rect.left + step // 2), count)


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


def side_items(state: GameState, side: int) -> list[Seq | Series]:
    """A side's combinations in the order they are shown: sequences, then series, each in
    the order they were laid (so things stay where the player last saw them)."""
    combos = state.side_combinations(side)
    return ([c for c in combos if isinstance(c, Seq)]
            + [c for c in combos if isinstance(c, Series)])


def build(layout: Layout, state: GameState, human: int, hand_order: Sequence[Card],
          selection: Iterable[Card], new_slot: bool,
          width_caps: Mapping[int, int] | None = None) -> Scenery:
    """Every card's place for this state (see the module docstring). Each zone's cards get
    the largest width that fits, up to its cap in ``width_caps`` (the scene passes the
    widths it last used, so that a zone's cards only ever shrink during a round and one
    zone filling up never moves the cards of another)."""
    selected = set(selection)
    config = state.config
    human_side = config.side_of(human)
    m = layout.margin
    label_h = layout.px(24)

    # Combinations: each zone at the largest card width where all of its own fit.
    contents: dict[int, list[Seq | Series]] = {}
    counts: dict[int, list[int]] = {}
    for side in layout.zones:
        contents[side] = side_items(state, side)
        counts[side] = [len(c) for c in contents[side]]
        if side == human_side and new_slot:
            counts[side].append(1)
    areas = {side: pygame.Rect(zone.left + m, zone.top + m + label_h, zone.width - 2 * m,
                               zone.height - 2 * m - label_h)
             for side, zone in layout.zones.items()}
    caps = width_caps or {}
    scenery = Scenery(layout, {})
    places = scenery.places

    for side, area in areas.items():
        placed = flow(area, counts[side], min(caps.get(side, layout.meld_max_w),
                                              layout.meld_max_w))
        scenery.meld_widths[side] = placed.width
        for combo, origin in zip(contents[side], placed.origins, strict=False):
            positions, cards = combo_cards(combo)
            rects = [pygame.Rect(origin[0] + i * placed.step, origin[1], placed.width,
                                 placed.height) for i in range(len(cards))]
            box = ComboBox(combo.id, side, rects[0].unionall(rects), positions, cards, rects)
            scenery.combos[combo.id] = box
            for card, rect in zip(cards, rects, strict=True):
                places[card] = Place(rect, True)
                if side == human_side and isinstance(combo, Series):
                    scenery.series_cards.append(Sprite(card, rect, True,
                                                       grab=SeriesCard(card, combo.id),
                                                       lifted=card in selected))
        if side == human_side and new_slot and len(placed.origins) > len(contents[side]):
            x, y = placed.origins[len(contents[side])]
            scenery.new_slot = pygame.Rect(x, y, placed.width, placed.height)

    # The person's hand.
    hand = [c for c in hand_order if state.hand_mask(human) >> c & 1]
    lifted = [c in selected for c in hand]
    for card, rect, up in zip(hand, hand_positions(layout.hand, len(hand), layout.hand_w,
                                                   layout.lift, lifted), lifted, strict=True):
        scenery.hand.append(Sprite(card, rect, True, grab=HandCard(card), lifted=up))
        places[card] = Place(rect, True)

    # Other hands: known cards face up first, then backs.
    for seat, place in layout.seats.items():
        if seat == human:
            continue
        rotated = place.compass in ("E", "W")
        known = list(cards_in(state.known_mask(seat)))
        total = state.hand_size(seat)
        rects = _fan(place.fan, total, layout.back_w, rotated)
        fan = Fan(seat, rects[len(known):], list(zip(known, rects, strict=False)), rotated,
                  rects[0].unionall(rects) if rects else pygame.Rect(place.fan.center, (0, 0)))
        scenery.fans[seat] = fan
        centre = _portrait(place.fan.center, layout.back_w)
        for card in cards_in(state.hand_mask(seat)):
            places[card] = Place(centre, False)
        for card, rect in fan.known:
            places[card] = Place(_portrait(rect.center, layout.back_w), True)

    for card in state.stock():
        places[card] = Place(layout.stock.copy(), False)
    for card in state.discard_pile:
        places[card] = Place(layout.discard.copy(), True)
    scenery.discard_top = state.discard_pile[-1] if state.discard_pile else None
    assert len(places) == DECK_SIZE
    return scenery


# --- drawing ----------------------------------------------------------------------------------


class Painter:
    """Draws sprites with the card art at their exact size; sideways cards are turned by a
    quarter turn, which moves pixels without resampling, so they stay as sharp."""

    def __init__(self, art: CardArt, back_style: str) -> None:
        self.art = art
        self.back_style = back_style
        self._turned: dict[tuple[Card | None, int, bool], pygame.Surface] = {}

    def image(self, card: Card | None, width: int, face_up: bool,
              rotated: bool = False) -> pygame.Surface:
        surface = self.art.face(card, width) if face_up and card is not None \
            else self.art.back(width, self.back_style)
        if not rotated:
            return surface
        key = (card if face_up else None, width, face_up)
        turned = self._turned.get(key)
        if turned is None:
            if len(self._turned) > 64:
                self._turned.clear()
            turned = self._turned[key] = pygame.transform.rotate(surface, 90)
        return turned

    def sprite(self, screen: pygame.Surface, sprite: Sprite) -> None:
        screen.blit(self.image(sprite.card, sprite.width, sprite.face_up, sprite.rotated),
                    sprite.rect)
        if sprite.lifted:
            self.overlay(screen, sprite.rect, Highlight.SELECTED)

    def overlay(self, screen: pygame.Surface, rect: pygame.Rect, kind: Highlight) -> None:
        width = min(rect.width, rect.height)
        m = overlay_margin(width)
        surface = self.art.overlay(width, kind)
        if rect.width > rect.height:
            surface = pygame.transform.rotate(surface, 90)
        screen.blit(surface, (rect.x - m, rect.y - m))

    def slot(self, screen: pygame.Surface, rect: pygame.Rect) -> None:
        screen.blit(self.art.slot(rect.width), rect)

    def in_flight(self, screen: pygame.Surface, card: Card, rect: pygame.Rect,
                  face_up: bool, squash: float, native: int) -> None:
        """A card on its way: drawn from art at ``native`` width (the larger end of the
        flight) and only ever scaled down, squashed sideways while it turns over."""
        image = self.image(card, native, face_up)
        size = (max(1, round(rect.width * squash)), rect.height)
        if size != image.get_size():
            image = pygame.transform.smoothscale(image, size)
        # The shadow keeps the card's native size: a blurred shadow per in-between size would
        # cost a blur on every frame of the flight.
        drawing.blit_shadow(screen, image.get_rect(size=(native, card_height(native)),
                                                   center=rect.center), lift=2.2, alpha=70)
        screen.blit(image, image.get_rect(center=rect.center))


def piles_depth(count: int) -> int:
    """How many edges a pile shows under its top card (a taller pile looks taller)."""
    return 0 if count <= 1 else 1 if count < 12 else 2 if count < 40 else 3
