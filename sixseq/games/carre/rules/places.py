"""The 24 places of the table and the hand, as small integers with a short text.

The square's 16 places are ``a1`` … ``d4`` (letter: column from the left, digit: row from the
top), numbered 0..15 row by row. The outer columns' places are ``l1`` … ``l4`` (left, 16..19)
and ``r1`` … ``r4`` (right, 20..23), 24 places in all (CA-DEAL-3). A card coming from a hand
comes from ``h``. In the variant the left column builds up from the aces and the right one
down from the kings (CA-VAR-2); in the base game both build up.
"""

from __future__ import annotations

Place = int

SQUARE_SIZE = 4
SQUARE: tuple[Place, ...] = tuple(range(16))
LEFT: tuple[Place, ...] = tuple(range(16, 20))
RIGHT: tuple[Place, ...] = tuple(range(20, 24))
COLUMNS: tuple[Place, ...] = LEFT + RIGHT
HAND: Place = 24

_FILES = "abcd"


def is_square(place: Place) -> bool:
    return 0 <= place < 16


def is_column(place: Place) -> bool:
    return 16 <= place < 24


def place_str(place: Place) -> str:
    """``b3``, ``l2``, ``r4`` or ``h``."""
    if is_square(place):
        row, file = divmod(place, SQUARE_SIZE)
        return f"{_FILES[file]}{row + 1}"
    if place in LEFT:
        return f"l{place - LEFT[0] + 1}"
    if place in RIGHT:
        return f"r{place - RIGHT[0] + 1}"
    if place == HAND:
        return "h"
    raise ValueError(f"no place {place}")


_BY_TEXT = {place_str(p): p for p in (*SQUARE, *COLUMNS, HAND)}


def parse_place(text: str) -> Place:
    """The place a text names (``ValueError`` naming the text otherwise)."""
    place = _BY_TEXT.get(text.strip().lower())
    if place is None:
        raise ValueError(f"not a place: {text!r} (expected a1..d4, l1..l4, r1..r4 or h)")
    return place
