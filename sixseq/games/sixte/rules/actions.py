"""Sixte's one action, playing a card (SX-PLAY), as an immutable value whose text is the card.

Notation: the card in the standard deck's text, ``10h``, ``Qs``, ``Ad`` (glyphs such as
``10♥`` are read too). The options add no decision of their own: "must trump" and "must
overtake" only narrow which cards may be played, and the 52-card variant's turned-up card is
dealt, not chosen.
"""

from __future__ import annotations

from dataclasses import dataclass

from sixseq.decks.standard import JOKER, Card, card_str, parse_card

MAX_TEXT = 12  # longer text is refused before it is read


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card`` from the hand of the seat to move."""

    card: Card

    def text(self, ascii: bool = True) -> str:
        return card_str(self.card, ascii)

    def __str__(self) -> str:
        return self.text()


Action = Play


def parse_action(text: str) -> Action:
    """An action from its notation; ``ValueError`` naming the text otherwise."""
    if not isinstance(text, str):
        raise ValueError(f"an action is text, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise ValueError(f"not a Sixte action: {text[:MAX_TEXT]!r}… ({len(text)} characters)")
    try:
        card = parse_card(text)
    except ValueError:
        raise ValueError(f"not a Sixte action: {text!r} (expected a card, e.g. 10h, Qs)") \
            from None
    if card == JOKER:
        raise ValueError(f"not a Sixte action: {text!r} (Sixte has no joker)")
    return Play(card)
