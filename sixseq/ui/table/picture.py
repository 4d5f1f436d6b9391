"""The frame of every game's picture: what a table draws, kept apart from its gestures."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

import pygame

from sixseq.ui import drawing, text
from sixseq.ui.cardart import Highlight
from sixseq.ui.table.painter import Painter
from sixseq.ui.table.scene import CardTable
from sixseq.ui.table.words import DIM_INK, SHADOW


class HandSprite(Protocol):
    """A card of the person's hand as a game's scenery places it."""

    @property
    def card(self) -> int: ...
    @property
    def rect(self) -> pygame.Rect: ...
    @property
    def spot(self) -> int: ...
    @property
    def lifted(self) -> bool: ...


class Picture:
    """A table's two layers (``still`` and ``top``), painted from what the table holds; it
    reads the table and decides nothing. A game's picture names its own table's type."""

    table: CardTable[Any]

    def __init__(self, table: CardTable[Any]) -> None:
        self.table = table

    @property
    def painter(self) -> Painter:
        return self.table.painter

    def draw_hand_cards(self, layer: pygame.Surface, hand: Iterable[HandSprite],
                        flying: frozenset[int]) -> None:
        """The person's cards face up with their shadows, the picked ones outlined (those in
        flight are the stage's to draw)."""
        for sprite in hand:
            if sprite.spot in flying:
                continue
            drawing.blit_shadow(layer, sprite.rect, alpha=70)
            layer.blit(self.painter.image(sprite.card, sprite.rect.width, True), sprite.rect)
            if sprite.lifted:
                self.painter.overlay(layer, sprite.rect, Highlight.SELECTED)

    def draw_latest_moves(self, screen: pygame.Surface, box: pygame.Rect,
                          at: tuple[int, int], step: int, px: int) -> None:
        """Under a corner's lines from ``at``, the last moves as far as ``box`` holds them,
        one every ``step`` pixels (none while the whole log is open)."""
        x, y = at
        room = max(0, (box.bottom - y) // step)
        if self.table.log_open or room == 0:
            return
        for said in self.table.movelog.latest(room):
            text.draw(screen, said, text.fit(said, px, box.width), DIM_INK, "topleft", (x, y),
                      shadow=SHADOW)
            y += step
