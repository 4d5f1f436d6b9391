"""A cache of the most recently used values, bounded in number and, where values have a size,
in total size: what the screens cache (fonts, text renders, card art at each width, the felt,
shadows) is made again for every window size and every string, so over an evening of play and
resizing a cache bounded by nothing — or by a number of entries alone, when one entry is a
whole window of pixels — held hundreds of megabytes and an open file per font size.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

import pygame

V = TypeVar("V")


def pixels(surface: pygame.Surface) -> int:
    """A surface's size as a cache counts it."""
    return surface.get_width() * surface.get_height()


class Recent(Generic[V]):
    """At most ``count`` values and, with ``weight``, at most ``budget()`` of their summed
    weights; the least recently used go first, never the value just put (a value larger than
    the whole budget is kept alone)."""

    def __init__(self, count: int, weight: Callable[[V], int] | None = None,
                 budget: Callable[[], int] | None = None) -> None:
        self.count = count
        self._weight = weight
        self._budget = budget
        self._values: OrderedDict[Hashable, V] = OrderedDict()
        self.total = 0  # the summed weights of the values kept

    def __len__(self) -> int:
        return len(self._values)

    def get(self, key: Hashable) -> V | None:
        found = self._values.get(key)
        if found is not None:
            self._values.move_to_end(key)
        return found

    def put(self, key: Hashable, value: V) -> V:
        old = self._values.pop(key, None)
        if old is not None:
            self.total -= self._weigh(old)
        self._values[key] = value
        self.total += self._weigh(value)
        budget = self._budget() if self._budget is not None else None
        while len(self._values) > 1 and (
                len(self._values) > self.count or (budget is not None and self.total > budget)):
            _, dropped = self._values.popitem(last=False)
            self.total -= self._weigh(dropped)
        return value

    def clear(self) -> None:
        self._values.clear()
        self.total = 0

    def _weigh(self, value: V) -> int:
        return self._weight(value) if self._weight is not None else 0
