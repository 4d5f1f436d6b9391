"""The person's Rami hand as they arranged it. The deck holds every card twice, so a pick is
one copy of a card (:class:`~.scenery.HandCard`), told apart by its place among the copies:
whatever changes the places of the copies lets their picks go."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pygame

from sixseq.decks.standard import sort_cards
from sixseq.games.rami.rules.cards import Card
from sixseq.games.rami.view.scenery import HandCard, hand_items
from sixseq.ui.table.hand import ArrangedHand


class RamiHand(ArrangedHand[HandCard]):
    """The order, sort and picked copies of the person's Rami hand."""

    def __init__(self) -> None:
        super().__init__(sort_cards)

    def items(self) -> list[HandCard]:
        return hand_items(self.order)

    def picked_cards(self) -> list[Card]:
        return [item.card for item in self.selection]

    def sync(self, hand: Sequence[Card]) -> None:
        """Follow ``hand`` after a change; picks of copies no longer held go, and so do the
        picks of a card whose copies came or went (the copies changed places: a pick of the
        first of two A♠, once one is laid, would pick the other, which the player never
        picked)."""
        before = Counter(self.order)
        self.arrange(hand)
        after = Counter(self.order)
        held = set(self.items())
        self.selection = [item for item in self.selection
                          if item in held and before[item.card] == after[item.card]]

    def sort(self, mode: str) -> None:
        super().sort(mode)
        self.selection = []  # the copies changed places

    def drag(self, item: HandCard, area: pygame.Rect, width: int, x: int) -> bool:
        """``item`` dragged to ``x`` over the hand (see :meth:`move`)."""
        items = self.items()
        if item not in items or not self.move(items.index(item), area, width, x):
            return False
        # A card held twice is told apart by its place, which just changed: its picks go.
        self.selection = [i for i in self.selection if self.order.count(i.card) == 1]
        return True
