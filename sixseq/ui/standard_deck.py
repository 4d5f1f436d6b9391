"""What the games played with the standard deck (Rami, Sixte, Le Carré) give the shell alike:
their cards typed in the standard notation (``K♥``, ``10s``) and drawn with the standard art."""

from __future__ import annotations

from sixseq.decks.standard import parse_cards
from sixseq.ui.cardart import CardArt
from sixseq.ui.deckart import STANDARD


class StandardDeckUI:
    """The card half of a standard-deck game's ``ui`` entry (:class:`~sixseq.ui.games.GameUI`)."""

    def parse_cards(self, text: str) -> list[int]:
        return parse_cards(text)

    def card_art(self) -> CardArt:
        return CardArt(max_widths=2, deck=STANDARD)
