"""Cards drawn at their exact size from a deck's art (:class:`~sixseq.ui.cardart.CardArt`):
faces, backs in the player's chosen style, empty places, highlights. Sideways cards (East and
West hands) are turned by a quarter turn, which moves pixels without resampling, so they stay
as sharp."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Protocol

import pygame

from sixseq.settings import Settings
from sixseq.ui import drawing
from sixseq.ui.cardart import Highlight, overlay_margin
from sixseq.ui.i18n import current_locale
from sixseq.ui.table.geometry import PILE_EDGE_STEP, PILE_MAX_EDGES


class Art(Protocol):
    """What a painter needs of a deck's art."""

    def face(self, card: int, width: int, locale: str = "en",
             four_colour: bool = False) -> pygame.Surface: ...

    def back(self, width: int, style: str = "blue") -> pygame.Surface: ...

    def slot(self, width: int) -> pygame.Surface: ...

    def overlay(self, width: int, kind: Highlight) -> pygame.Surface: ...


class Painter:
    """Faces in the player's language (a standard deck's ``R D V``) and colour scheme, backs
    in their chosen style: ``follow`` the settings whenever they change."""

    def __init__(self, art: Art, settings: Settings) -> None:
        self.art = art
        self.back_style = settings.card_back
        self.four_colour = settings.four_colour
        self._turned: dict[tuple[Hashable, ...], pygame.Surface] = {}

    def follow(self, settings: Settings) -> None:
        self.back_style = settings.card_back
        self.four_colour = settings.four_colour

    def image(self, card: int | None, width: int, face_up: bool,
              rotated: bool = False) -> pygame.Surface:
        locale = current_locale()
        surface = self.art.face(card, width, locale, self.four_colour) \
            if face_up and card is not None else self.art.back(width, self.back_style)
        if not rotated:
            return surface
        key = (card if face_up else None, width, face_up, self.back_style, locale,
               self.four_colour)
        turned = self._turned.get(key)
        if turned is None:
            if len(self._turned) > 64:
                self._turned.clear()
            turned = self._turned[key] = pygame.transform.rotate(surface, 90)
        return turned

    def overlay(self, screen: pygame.Surface, rect: pygame.Rect, kind: Highlight) -> None:
        width = min(rect.width, rect.height)
        m = overlay_margin(width)
        surface = self.art.overlay(width, kind)
        if rect.width > rect.height:
            surface = pygame.transform.rotate(surface, 90)
        screen.blit(surface, (rect.x - m, rect.y - m))

    def slot(self, screen: pygame.Surface, rect: pygame.Rect) -> None:
        screen.blit(self.art.slot(rect.width), rect)

    def stock(self, screen: pygame.Surface, rect: pygame.Rect, count: int) -> None:
        """A face-down pile of ``count`` cards at ``rect`` (its edges stepping down-left, a
        taller pile showing more), or the empty place."""
        if not count:
            self.slot(screen, rect)
            return
        depth = piles_depth(count)
        for i in range(depth, -1, -1):
            edge = rect.move(-i * PILE_EDGE_STEP, i * PILE_EDGE_STEP)
            if i == depth:
                drawing.blit_shadow(screen, edge)
            screen.blit(self.image(None, rect.width, False), edge)

def piles_depth(count: int) -> int:
    """How many edges a pile shows under its top card (a taller pile looks taller)."""
    return 0 if count <= 1 else 1 if count < 12 else 2 if count < 40 else PILE_MAX_EDGES
