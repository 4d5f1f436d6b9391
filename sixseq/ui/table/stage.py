"""Every card drawn on a table, and how cards fly when the position changes — for every game.

A view describes the whole table after each change as a list of :class:`Spot`: one per card
drawn, with its face (``card``) when the person may see it, or none for a back, the pile or
hand it lies in (``group``), and its rectangle. The stage compares that with the previous
list and flies every card that moved from where it was to where it now is:

* a card the person saw before and sees now is matched by its face (two copies of a card, as in
  the two-deck games, are matched to their nearest places, so they never swap needlessly);
* a card that appears face up came from a pile or hand that shrank (a card drawn, a card
  played from another hand), and one that disappears into a hand went there;
* backs in a pile or a fan keep their order, so a fan closing up slides rather than shuffles.

So the view never tracks identities of hidden cards (it cannot: it draws an observation, not
the state), and the same code animates the deal, a bot's move, the person's drop, undo and a
refused drop flying home. A card the person saw, flying to where it is hidden (a trick
gathered to its winner's pile, a discard taken into a computer's hand), shows the face it left
with until it turns over on the way. Cards in flight are drawn on top by
:meth:`Stage.draw_flights`; the view leaves them out of its still layer (:meth:`Stage.flying`).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

import pygame

from sixseq.ui.tween import FLIGHT_SECONDS, Animator, Flight

SHORT_SLIDE = 2.0  # a move shorter than this many card widths is a slide within a row
# A frame moves the cards at most this many seconds of their flight. A long frame (the first
# after a table was loaded, the loop waking from rest to a click, a slow machine) would
# otherwise show a card already most of its way (the flights ease out: the start is fast) or
# skip the deal; a slow machine shows slower flights instead.
LONGEST_STEP = 1 / 30


@dataclass(frozen=True)
class Spot:
    """One card drawn on the table (portrait rectangle: a flight never turns a card sideways;
    ``rotated`` says the card lies across where it lands)."""

    card: Hashable | None  # its face, when the person may see it
    group: Hashable  # the pile, hand or row it lies in
    rect: pygame.Rect
    face_up: bool
    rotated: bool = False


def _distance(a: pygame.Rect, b: pygame.Rect) -> int:
    return abs(a.centerx - b.centerx) + abs(a.centery - b.centery)


def match_spots(before: Sequence[Spot], after: Sequence[Spot]) -> dict[int, int]:
    """For each card of ``after`` (by index) the card of ``before`` it was (by index), where
    one can be told; cards appearing from nowhere (a new deal) have none."""
    matched: dict[int, int] = {}
    used: set[int] = set()
    # 1. Faces seen before and after: the same place first, then the nearest.
    old_faces: dict[Hashable, list[int]] = defaultdict(list)
    for i, spot in enumerate(before):
        if spot.card is not None:
            old_faces[spot.card].append(i)
    new_faces: dict[Hashable, list[int]] = defaultdict(list)
    for j, spot in enumerate(after):
        if spot.card is not None:
            new_faces[spot.card].append(j)
    for card, news in new_faces.items():
        olds = old_faces.get(card, [])
        pairs = sorted((_distance(before[i].rect, after[j].rect), i, j)
                       for i in olds for j in news)
        for _, i, j in pairs:
            if i not in used and j not in matched:
                matched[j] = i
                used.add(i)
    # 2. Backs within their own pile or hand, in order.
    old_backs: dict[Hashable, list[int]] = defaultdict(list)
    for i, spot in enumerate(before):
        if spot.card is None:
            old_backs[spot.group].append(i)
    for j, spot in enumerate(after):
        if spot.card is None and old_backs.get(spot.group):
            i = old_backs[spot.group].pop(0)
            matched[j] = i
            used.add(i)
    # 3. Whatever is left appeared from, or vanished into, a pile or hand: pair the leftovers
    #    nearest first (a drawn card comes from the stock, a played card from a hand).
    left_old = [i for i in range(len(before)) if i not in used]
    left_new = [j for j in range(len(after)) if j not in matched]
    pairs = sorted((_distance(before[i].rect, after[j].rect), i, j)
                   for i in left_old for j in left_new)
    for _, i, j in pairs:
        if i not in used and j not in matched:
            matched[j] = i
            used.add(i)
    return matched


class Stage:
    """The spots of the table now, and the flights bringing cards to them."""

    def __init__(self, duration: Callable[[], float] = lambda: FLIGHT_SECONDS["normal"]) -> None:
        self.spots: list[Spot] = []
        self.animator: Animator[int] = Animator()
        self.duration = duration  # seconds a card takes to cross the table (the settings')
        # The faces cards in flight to a hidden place took off with, by spot: the spot itself
        # has none to show (a gathered trick drawn as backs from the moment it left).
        self._faces: dict[int, Hashable] = {}

    # --- reading ------------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self.animator.busy

    def flying(self) -> frozenset[int]:
        """Indices of the spots whose card is in flight (not drawn where it stands)."""
        return frozenset(self.animator.keys())

    def landed(self, spots: Iterable[int]) -> int:
        """How many of ``spots`` have their card standing there: a hand's count while it is
        dealt rises as its cards arrive."""
        flying = self.flying()
        return sum(1 for spot in spots if spot not in flying)

    def in_flight(self, flight: Flight[int]) -> Spot:
        """The spot ``flight`` carries a card to, with the face it shows now: the one it
        took off with while that side is up, though it lands where it is hidden."""
        spot = self.spots[flight.key]
        face = self._faces.get(flight.key) if flight.face_up() else None
        return spot if face is None else replace(spot, card=face)

    def snapshot(self, dragged: Mapping[int, pygame.Rect] | None = None) -> list[Spot]:
        """The table as it looks this instant: cards in flight where they are now, dragged
        cards under the pointer (by spot index)."""
        shown = []
        for i, spot in enumerate(self.spots):
            flight = self.animator.get(i)
            if dragged and i in dragged:
                shown.append(Spot(spot.card, spot.group, dragged[i], True))
            elif flight is not None:
                rect = flight.start if flight.waiting else flight.rect()
                shown.append(Spot(self.in_flight(flight).card, spot.group, rect,
                                  flight.face_up()))
            else:
                shown.append(spot)
        return shown

    # --- changes ------------------------------------------------------------------------------

    def show(self, spots: Sequence[Spot], before: Sequence[Spot] | None = None,
             stagger: float = 0.06, animate: bool = True) -> None:
        """The table is now ``spots``; fly every card that moved since ``before`` (default:
        the table as it looks now)."""
        old = list(self.snapshot() if before is None else before)
        self.spots = list(spots)
        self.animator.finish()
        self._faces = {}
        duration = self.duration()
        if not animate or duration <= 0:
            return
        stagger *= duration / FLIGHT_SECONDS["normal"]  # a faster table deals faster too
        moved = 0
        for j, i in sorted(match_spots(old, self.spots).items()):
            start, end = old[i], self.spots[j]
            if start.rect == end.rect and start.face_up == end.face_up:
                continue
            short = _distance(start.rect, end.rect) < end.rect.width * SHORT_SLIDE \
                and start.face_up == end.face_up
            self.animator.launch(Flight(j, start.rect.copy(), end.rect.copy(),
                                        duration * (0.6 if short else 1.0),
                                        delay=0.0 if short else stagger * moved,
                                        start_up=start.face_up, end_up=end.face_up))
            moved += 0 if short else 1
            if end.card is None and start.card is not None and start.face_up:
                self._faces[j] = start.card

    def deal_from(self, source: pygame.Rect, stagger: float = 0.035,
                  keep: Callable[[Spot], bool] = lambda spot: False) -> None:
        """The round begins: every card flies from ``source`` (face down) to its place, but
        those ``keep`` says stay put (the stock itself)."""
        before = [spot if keep(spot) else Spot(None, "deal", source.copy(), False)
                  for spot in self.spots]
        spots, self.spots = self.spots, []
        self.show(spots, before, stagger=stagger)

    def fly_home(self, dragged: Mapping[int, pygame.Rect]) -> None:
        """Dragged cards go back where they stand (a refused or pointless drop)."""
        if dragged:
            self.show(self.spots, self.snapshot(dragged), stagger=0.0)

    def update(self, dt: float) -> bool:
        """Advance the flights by ``dt`` (at most ``LONGEST_STEP``); True when one landed (the
        table must be drawn at once)."""
        return bool(self.animator.update(min(dt, LONGEST_STEP)))

    def finish(self) -> None:
        self.animator.finish()

    # --- drawing ------------------------------------------------------------------------------

    def draw_flights(self, screen: pygame.Surface,
                     image: Callable[[Spot, int, bool], pygame.Surface],
                     shadow: Callable[[pygame.Surface, pygame.Rect], None]) -> None:
        """Cards on their way, on top: drawn from art at the larger end's width (only ever
        scaled down), squashed sideways while they turn over. Cards still waiting to leave
        the same place (a deck being dealt) are one pile there: drawn once, one shadow."""
        waiting: set[tuple[int, ...]] = set()
        for flight in self.animator:
            spot = self.in_flight(flight)
            if flight.waiting:
                if tuple(flight.start) in waiting:
                    continue
                waiting.add(tuple(flight.start))
            rect = flight.start if flight.waiting else flight.rect()
            native = max(flight.start.width, flight.end.width)
            face_up = flight.face_up()
            picture = image(spot, native, face_up)
            size = (max(1, round(rect.width * flight.squash())), rect.height)
            if size != picture.get_size():
                picture = pygame.transform.smoothscale(picture, size)
            shadow(screen, picture.get_rect(center=rect.center))
            screen.blit(picture, picture.get_rect(center=rect.center))


def dragged_rects(origin: tuple[int, int], count: int, width: int) -> list[pygame.Rect]:
    """Where ``count`` dragged cards are drawn: the first under the pointer, the others fanned
    behind it."""
    step = round(width * 0.3)
    height = round(width * 1.5)
    return [pygame.Rect(origin[0] + i * step, origin[1], width, height) for i in range(count)]
