"""The person's hand as they arranged it, for the rummy tables: the order of its cards, the sort
that places the cards they draw, and the cards they picked for a combination.

What a pick is belongs to the game: a card where every card is single (Les Six Séquences), one
copy of a card where the deck holds two (Rami). Each game's subclass says which picks survive a
change of the hand; the order, the sort and a card dragged to a new place are the same for all.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

import pygame

from sixseq.ui.table.geometry import insertion_index, kept_order

Pick = TypeVar("Pick")
Sort = Callable[[list[int], str], list[int]]


class ArrangedHand(Generic[Pick]):
    """The order the person gave their hand, the sort mode (None after a manual reorder) and
    what is picked; new cards go where the sort puts them."""

    def __init__(self, sort: Sort) -> None:
        self.sort_cards = sort
        self.order: list[int] = []
        self.sort_mode: str | None = "suit"
        self.selection: list[Pick] = []

    def reset(self) -> None:
        """A new round: nothing arranged, nothing picked, sorted by suit."""
        self.order, self.selection, self.sort_mode = [], [], "suit"

    def arrange(self, hand: Sequence[int]) -> None:
        """Keep the person's order of ``hand``: cards gone are dropped, new ones go where the
        chosen sort puts them (or at the right end after a manual reorder)."""
        self.order = kept_order(self.order, hand, self.sort_cards, self.sort_mode)

    def sort(self, mode: str) -> None:
        self.sort_mode = mode
        self.order = self.sort_cards(self.order, mode)

    def toggle(self, pick: Pick, allowed: bool = True) -> None:
        """Unpick ``pick`` if it is picked, else pick it if ``allowed``."""
        if pick in self.selection:
            self.selection.remove(pick)
        elif allowed:
            self.selection.append(pick)

    def move(self, index: int, area: pygame.Rect, width: int, x: int) -> bool:
        """The card at ``index`` dragged to ``x`` over the hand laid in ``area`` (cards
        ``width`` wide) takes its place there: a manual order. True when the order changed."""
        card = self.order[index]
        others = self.order[:index] + self.order[index + 1:]
        at = insertion_index(area, len(others), width, x)
        order = [*others[:at], card, *others[at:]]
        if order == self.order:
            return False
        self.order = order
        self.sort_mode = None
        return True
