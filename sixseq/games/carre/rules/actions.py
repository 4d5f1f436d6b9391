"""Le Carré's actions as immutable values with a short text notation that parses back.

Notation (ASCII in records; the card glyphs ``5♥`` are read too)::

    draw            draw the top card of the stock (CA-TURN-1)
    Ah h>l1         an ace from hand put out: it starts a pile on the free column place l1
                    (CA-TURN-2; in the variant a king too, on the right column: CA-VAR-2)
    5h h>b2         the 5♥ from hand onto the square pile at b2 (CA-SQUARE-2, CA-SQUARE-4)
    5h b2>l1        the 5♥ on top of b2 onto the column pile at l1 (CA-SQUARE-3)
    Kc a1>c3        the K♣ on top of a1 onto the square pile (or empty place) at c3
    end             end the turn (CA-TURN-4)

The two copies of a card are equal in every rule (CA-DECK-1), so an action names the card,
never which copy.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TypeAlias

from sixseq.decks.standard import Card, card_str, parse_card
from sixseq.games.carre.rules.places import (
    HAND,
    Place,
    is_column,
    is_square,
    parse_place,
    place_str,
)

MAX_TEXT = 40  # no action's text is longer; longer text is refused before it is read


@dataclass(frozen=True, slots=True)
class Draw:
    def text(self, ascii: bool = True) -> str:
        return "draw"

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class EndTurn:
    def text(self, ascii: bool = True) -> str:
        return "end"

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class Move:
    """One card from hand or from the top of a square pile to a square or column place."""

    card: Card
    source: Place
    target: Place

    def __post_init__(self) -> None:
        if not (self.source == HAND or is_square(self.source)):
            raise ValueError(f"a card moves from the hand or the square, "
                             f"not from {place_str(self.source)}")
        if not (is_square(self.target) or is_column(self.target)):
            raise ValueError(f"a card moves to the square or a column, "
                             f"not to {place_str(self.target)}")

    @property
    def from_hand(self) -> bool:
        return self.source == HAND

    def text(self, ascii: bool = True) -> str:
        return f"{card_str(self.card, ascii)} {place_str(self.source)}>{place_str(self.target)}"

    def __str__(self) -> str:
        return self.text()


Action: TypeAlias = Draw | Move | EndTurn

_MOVE = re.compile(r"(\S+)\s+(\S+)\s*>\s*(\S+)")


def parse_action(text: str) -> Action:
    """The action a notation names (either card form); ``ValueError`` naming the text."""
    if not isinstance(text, str):
        raise ValueError(f"an action is text, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise ValueError(f"not an action: {text[:MAX_TEXT]!r}… is too long")
    words = text.strip()
    lowered = words.lower()
    if lowered == "draw":
        return Draw()
    if lowered == "end":
        return EndTurn()
    found = _MOVE.fullmatch(words)
    if found:
        try:
            return Move(parse_card(found[1]), parse_place(found[2]), parse_place(found[3]))
        except ValueError as error:
            raise ValueError(f"not an action: {text!r}: {error}") from None
    raise ValueError(f"not an action: {text!r} (expected e.g. draw, Ah h>l1, 5h h>b2, "
                     f"5h b2>l1, end)")
