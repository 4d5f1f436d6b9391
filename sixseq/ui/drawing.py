"""Table furniture drawn by code: the felt, soft shadows under cards, translucent panels.

Everything here is cached by size, so a frame only blits: the felt is made once per window
size and colour, a shadow once per card (or card row) size. The cache is bounded by pixels as
well as by renders: a felt is a whole window, and the felts of the sizes a window was dragged
through are not kept.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable

import pygame

from sixseq.ui.recent import Recent, pixels

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

# Felt colours (centre, edge) per ``Settings.table_colour``.
FELT: dict[str, tuple[RGB, RGB]] = {
    "green": ((30, 112, 70), (12, 58, 36)),
    "blue": ((32, 84, 128), (13, 38, 66)),
    "red": ((128, 36, 44), (62, 14, 20)),
    "grey": ((86, 92, 96), (38, 41, 44)),
}

# A table laid on each felt (Sixte's oval): a shade darker than the felt's light middle.
TABLE_TOP: dict[str, RGB] = {
    "green": (18, 78, 46),
    "blue": (20, 54, 88),
    "red": (85, 22, 28),
    "grey": (55, 59, 62),
}


_CACHE_SIZE = 96
# Pixels kept, in windows of the present size: a frame uses at most the felt and a veil over
# the whole window, besides smaller pieces. At least a 1920×1080 window's worth.
_CACHE_WINDOWS = 4
_LEAST_WINDOW = 1920 * 1080


def _pixel_budget() -> int:
    screen = pygame.display.get_surface()
    window = pixels(screen) if screen is not None else 0
    return _CACHE_WINDOWS * max(window, _LEAST_WINDOW)


_cache: Recent[pygame.Surface] = Recent(_CACHE_SIZE, pixels, _pixel_budget)


def _cached(key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    found = _cache.get(key)
    if found is None:
        found = make()
        if pygame.display.get_surface() is not None:
            found = found.convert_alpha() if found.get_flags() & pygame.SRCALPHA \
                else found.convert()
        _cache.put(key, found)
    return found


def felt(size: tuple[int, int], colour: str = "green") -> pygame.Surface:
    """The table: a radial light in the middle fading to dark edges, with a fine grain so the
    large areas do not look flat. Unknown colour names fall back to green."""
    centre, edge = FELT.get(colour, FELT["green"])

    def make() -> pygame.Surface:
        small = pygame.Surface((64, 36))
        small.fill(edge)
        steps = 24
        for i in range(steps):  # concentric ellipses from the edge inwards
            t = i / (steps - 1)
            shade = tuple(round(edge[k] + (centre[k] - edge[k]) * t ** 0.8) for k in range(3))
            w, h = 64 * 1.5 * (1 - t) + 10, 36 * 1.5 * (1 - t) + 6
            pygame.draw.ellipse(small, shade, pygame.Rect(32 - w / 2, 18 - h / 2, w, h))
        small = pygame.transform.gaussian_blur(small, 3)
        surface = pygame.transform.smoothscale(small, size)
        tile = _grain()
        for y in range(0, size[1], tile.get_height()):
            for x in range(0, size[0], tile.get_width()):
                surface.blit(tile, (x, y))
        return surface
    return _cached(("felt", size, colour), make)


def _grain() -> pygame.Surface:
    """A tile of faint light and dark specks (seeded: the felt looks the same every run)."""
    def make() -> pygame.Surface:
        rng = random.Random(7)
        tile = pygame.Surface((96, 96), pygame.SRCALPHA)
        tile.fill((0, 0, 0, 0))
        for y in range(96):
            for x in range(96):
                v = rng.random()
                if v < 0.12:
                    tile.set_at((x, y), (0, 0, 0, 14))
                elif v > 0.9:
                    tile.set_at((x, y), (255, 255, 255, 9))
        return tile
    return _cached("grain", make)


def shadow(size: tuple[int, int], radius: int, blur: int | None = None,
           alpha: int = 90) -> pygame.Surface:
    """A soft shadow for a rounded rectangle of ``size``; larger than it by ``margin(blur)``
    on each side: blit at ``(x - m + dx, y - m + dy)``."""
    blur = blur if blur is not None else max(2, size[0] // 14)

    def make() -> pygame.Surface:
        m = shadow_margin(blur)
        surface = pygame.Surface((size[0] + 2 * m, size[1] + 2 * m), pygame.SRCALPHA)
        surface.fill((0, 0, 0, 0))
        pygame.draw.rect(surface, (0, 0, 0, alpha), pygame.Rect(m, m, *size),
                         border_radius=radius)
        return pygame.transform.gaussian_blur(surface, blur)
    return _cached(("shadow", size, radius, blur, alpha), make)


def shadow_margin(blur: int) -> int:
    return blur * 2


def blit_shadow(screen: pygame.Surface, rect: pygame.Rect, lift: float = 1.0,
                alpha: int = 90) -> None:
    """A shadow under ``rect`` (a card or a row of cards), offset down-right; ``lift`` > 1 for
    a card held above the table (bigger, softer, further)."""
    blur = max(2, round(rect.width / 14 * lift)) if rect.width < rect.height \
        else max(2, round(rect.height / 21 * lift))
    radius = max(3, round(min(rect.width, rect.height * 2 / 3) * 0.07))
    surface = shadow(rect.size, radius, blur, alpha)
    m = shadow_margin(blur)
    dx = max(1, round(blur * 0.5 * lift))
    screen.blit(surface, (rect.x - m + dx, rect.y - m + round(dx * 1.4)))


def panel(size: tuple[int, int], radius: int, fill: RGBA,
          border: RGBA | None = None, width: int = 1) -> pygame.Surface:
    """A translucent rounded rectangle: zones on the table, prompts, the score sheet."""
    def make() -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        surface.fill((0, 0, 0, 0))
        pygame.draw.rect(surface, fill, surface.get_rect(), border_radius=radius)
        if border is not None:
            pygame.draw.rect(surface, border, surface.get_rect(), width=width,
                             border_radius=radius)
        return surface
    return _cached(("panel", size, radius, fill, border, width), make)


def keyline(colour: RGB) -> RGBA:
    """The dark line a lit edge has just inside it. Gold or blue is bright on the dark felt
    but as light as a card's face: on a card, it differs from the face by hue alone, which a
    colour-blind player or a dim screen loses; a dark line beside it differs in lightness."""
    return colour[0] // 5, colour[1] // 5, colour[2] // 5, 230


def glow(size: tuple[int, int], radius: int, colour: RGB, spread: int) -> pygame.Surface:
    """A soft halo around a rounded rectangle of ``size`` (a drop area lighting up), its edge
    firm and, inside it, a dark :func:`keyline`; larger by ``spread`` on every side."""
    def make() -> pygame.Surface:
        surface = pygame.Surface((size[0] + 2 * spread, size[1] + 2 * spread), pygame.SRCALPHA)
        surface.fill((*colour, 0))
        pygame.draw.rect(surface, (*colour, 170), pygame.Rect(spread // 2, spread // 2,
                                                              size[0] + spread,
                                                              size[1] + spread),
                         width=max(2, spread // 2), border_radius=radius + spread // 2)
        surface = pygame.transform.gaussian_blur(surface, max(1, spread // 3))
        edge = pygame.Rect(spread, spread, *size)
        line = max(2, spread // 3)
        pygame.draw.rect(surface, (*colour, 255), edge, width=line, border_radius=radius)
        pygame.draw.rect(surface, keyline(colour), edge.inflate(-2 * line, -2 * line),
                         width=max(1, line // 2), border_radius=max(1, radius - line))
        return surface
    return _cached(("glow", size, radius, colour, spread), make)
