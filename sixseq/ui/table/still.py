"""The still part of a table in one layer: the felt, the zones and every card standing still
are drawn into a surface the size of the screen, and drawn again only when what they depend on
changes, so a frame with a card in flight costs a blit and the card."""

from __future__ import annotations

from collections.abc import Callable

import pygame


class StillLayer:
    """The layer and what it was drawn for: the key it was drawn with and a version that
    :meth:`forget` bumps when something the key does not say has changed."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.key: tuple[object, ...] = ()
        self.version = 0

    def forget(self) -> None:
        """Draw it anew on the next frame."""
        self.version += 1

    def blit(self, screen: pygame.Surface, key: tuple[object, ...],
             paint: Callable[[pygame.Surface], None]) -> None:
        """Put the layer on ``screen``, first letting ``paint`` draw it again when ``key``
        (or the version, or the screen's size) is not what it was drawn for."""
        key = (self.version, *key)
        if key != self.key or self.surface is None \
                or self.surface.get_size() != screen.get_size():
            self.key = key
            layer = self.surface
            if layer is None or layer.get_size() != screen.get_size():
                layer = pygame.Surface(screen.get_size())
                if pygame.display.get_surface() is not None:
                    layer = layer.convert()
            paint(layer)
            self.surface = layer
        screen.blit(self.surface, (0, 0))
