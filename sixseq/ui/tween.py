"""Motion over time for card scenes: easing curves and card flights.

A flight carries one card (by key) from a start rectangle to an end rectangle, optionally
turning it over on the way. Scenes launch flights when cards change place, draw them on top,
and skip the cards in flight where they would otherwise stand. Shared by the card table and
the patience scene, so every card in the program moves the same way.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterator
from dataclasses import dataclass, field
from typing import Generic, TypeVar

import pygame

K = TypeVar("K", bound=Hashable)

# Seconds a card takes to cross the table, per ``Settings.animation_speed``.
FLIGHT_SECONDS = {"slow": 0.6, "normal": 0.38, "fast": 0.2, "instant": 0.0}


def ease_out_cubic(t: float) -> float:
    """Fast start, soft landing: how a card thrown onto the table moves."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    return pygame.Rect(round(lerp(a.x, b.x, t)), round(lerp(a.y, b.y, t)),
                       max(1, round(lerp(a.width, b.width, t))),
                       max(1, round(lerp(a.height, b.height, t))))


@dataclass
class Flight(Generic[K]):
    """One card on its way. ``start_up``/``end_up`` say which side shows at each end: a card
    whose side changes turns over at mid-flight."""

    key: K
    start: pygame.Rect
    end: pygame.Rect
    duration: float
    delay: float = 0.0
    start_up: bool = True
    end_up: bool = True
    elapsed: float = 0.0

    @property
    def progress(self) -> float:
        """0 before take-off, 1 on landing (linear time, before easing)."""
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def waiting(self) -> bool:
        """Still on the ground (a staggered deal): draw it at its start."""
        return self.elapsed < self.delay

    def rect(self) -> pygame.Rect:
        """Where the card is now, rising a little at mid-flight as if lifted."""
        t = ease_out_cubic(self.progress)
        rect = lerp_rect(self.start, self.end, t)
        if self.start.topleft != self.end.topleft:
            rect.y -= round(math.sin(math.pi * t) * rect.height * 0.08)
        return rect

    def face_up(self) -> bool:
        return self.start_up if self.progress < 0.5 else self.end_up

    def squash(self) -> float:
        """Horizontal scale of a card turning over (1 when it does not turn)."""
        if self.start_up == self.end_up:
            return 1.0
        return max(0.08, abs(math.cos(math.pi * self.progress)))


@dataclass
class Animator(Generic[K]):
    """The flights in progress, in launch order (later ones are drawn on top)."""

    speed: float = 1.0  # >1 hurries every flight (the "faster" button)
    _flights: dict[K, Flight[K]] = field(default_factory=dict)

    def launch(self, flight: Flight[K]) -> None:
        """Start (or redirect) the flight of ``flight.key``."""
        self._flights.pop(flight.key, None)
        if flight.duration <= 0 and flight.delay <= 0:
            return
        self._flights[flight.key] = flight

    def update(self, dt: float) -> list[Flight[K]]:
        """Advance every flight; return those that landed."""
        landed = []
        for key, flight in list(self._flights.items()):
            flight.elapsed += dt * self.speed
            if flight.done:
                landed.append(flight)
                del self._flights[key]
        return landed

    def finish(self) -> None:
        """Land every card at once."""
        self._flights.clear()

    def get(self, key: K) -> Flight[K] | None:
        return self._flights.get(key)

    def keys(self) -> list[K]:
        """The cards in flight (not to be drawn where they stand)."""
        return list(self._flights)

    def __iter__(self) -> Iterator[Flight[K]]:
        return iter(list(self._flights.values()))

    @property
    def busy(self) -> bool:
        return bool(self._flights)
