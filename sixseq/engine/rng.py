"""The one place for seeded shuffles and seeds, so that every deal of every game replays.

The shuffle draws only through ``getrandbits`` (rejection sampling), never through library
internals that may change between Python versions: a deal number stays the same deal.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")


def below(rng: random.Random, n: int) -> int:
    """A uniform whole number in ``0..n-1`` from ``getrandbits`` alone."""
    if n <= 0:
        raise ValueError("below() needs n >= 1")
    bits = n.bit_length()
    while True:
        r = rng.getrandbits(bits)
        if r < n:
            return r


def stable_shuffle(items: MutableSequence[T], rng: random.Random) -> None:
    """Fisher–Yates in place, drawing only with :func:`below`."""
    for i in range(len(items) - 1, 0, -1):
        j = below(rng, i + 1)
        items[i], items[j] = items[j], items[i]


def shuffled(items: Sequence[T], rng: random.Random) -> list[T]:
    """A shuffled copy of ``items``."""
    out = list(items)
    stable_shuffle(out, rng)
    return out


def derived_seeds(seed: int, count: int) -> list[int]:
    """``count`` seeds drawn from ``seed`` (the rounds of a match, the deals of an arena)."""
    rng = random.Random(seed)
    return [rng.getrandbits(63) for _ in range(count)]


FRESH: random.Random = random.SystemRandom()
"""Where fresh seeds come from: the system's randomness (tests put a seeded ``Random`` here,
so that the games they start from the menu deal the same cards on every run)."""


def new_seed() -> int:
    """A fresh seed (a new game); recorded so the game still replays."""
    return FRESH.getrandbits(31)
