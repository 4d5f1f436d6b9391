"""The person's Six Séquences hand as they arranged it. Every card is single, so a pick is the
card itself; besides the hand's cards, the person may pick their side's series cards that the
rules let them raid (SS-MELD-5)."""

from __future__ import annotations

import pygame

from sixseq.decks.sixsuit import Card
from sixseq.decks.sixsuit import sort_cards as sorted_cards
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.ui.table.hand import ArrangedHand


class SixSeqHand(ArrangedHand[Card]):
    """The order, sort and picked cards of the person's hand."""

    def __init__(self) -> None:
        super().__init__(sorted_cards)

    def sync(self, obs: Observation) -> None:
        """Follow the hand after a change; picks the person may no longer make go."""
        self.arrange(obs.hand)
        self.selection = [c for c in self.selection if self.selectable(c, obs)]

    @staticmethod
    def selectable(card: Card, obs: Observation) -> bool:
        """Cards the person may pick for a new combination: their hand, and their side's
        series cards the rules let them raid (SS-MELD-5)."""
        return card in obs.hand or bool(obs.raidable() >> card & 1)

    def pick(self, card: Card, obs: Observation) -> None:
        """Unpick ``card``, or pick it if the person may."""
        self.toggle(card, self.selectable(card, obs))

    def drag(self, card: Card, area: pygame.Rect, width: int, x: int) -> bool:
        """``card`` dragged to ``x`` over the hand (see :meth:`move`)."""
        return card in self.order and self.move(self.order.index(card), area, width, x)
