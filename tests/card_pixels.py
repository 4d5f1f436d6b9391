"""Reading rendered cards back, for the card art tests of every deck: shares of pixels by
colour, ink shapes in the corner index, and shape signatures free of size."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable

import pygame

from sixseq.ui.cardart import FACE_COLOUR, index_box
from tests.colour_metrics import RGB

Pixel = tuple[int, int, int, int]


def pixels(surface: pygame.Surface) -> list[Pixel]:
    raw = pygame.image.tobytes(surface, "RGBA")
    return [(raw[i], raw[i + 1], raw[i + 2], raw[i + 3]) for i in range(0, len(raw), 4)]


def fraction(surface: pygame.Surface, test: Callable[[RGB], bool]) -> float:
    """The share of the card's opaque pixels whose colour passes ``test`` (each colour tested
    once: a card holds far fewer colours than pixels)."""
    opaque = Counter((r, g, b) for r, g, b, a in pixels(surface) if a == 255)
    return sum(n for colour, n in opaque.items() if test(colour)) / opaque.total()


def distance(a: RGB, b: RGB) -> float:
    return math.dist(a, b)


def is_pale_tint(colour: RGB) -> Callable[[RGB], bool]:
    """Pixels 6–30 % of the way from the face colour to ``colour``: a tinted panel."""
    d = [s - f for s, f in zip(colour, FACE_COLOUR, strict=True)]
    dd = sum(x * x for x in d)

    def test(p: RGB) -> bool:
        v = [x - f for x, f in zip(p, FACE_COLOUR, strict=True)]
        t = sum(x * y for x, y in zip(v, d, strict=True)) / dd
        off_line = sum((x - t * y) ** 2 for x, y in zip(v, d, strict=True)) ** 0.5
        return 0.06 <= t <= 0.3 and off_line < 20
    return test


def is_near(colour: RGB, limit: float = 60) -> Callable[[RGB], bool]:
    return lambda p: distance(p, colour) < limit


def is_face(p: RGB) -> bool:
    return distance(p, FACE_COLOUR) < 10


def index_corner(face: pygame.Surface) -> pygame.Surface:
    """The box of a face's top-left corner index."""
    return face.subsurface(index_box(face.get_width())).copy()


def coverage(surface: pygame.Surface, ink: RGB, ground: RGB) -> list[float]:
    """How far each pixel is from the ground colour towards the ink colour (0..1), counting
    only pixels of that hue: the ink's shape, whatever its colour."""
    d = [i - g for i, g in zip(ink, ground, strict=True)]
    dd = sum(x * x for x in d)
    shares = []
    for r, g, b, a in pixels(surface):
        v = [r - ground[0], g - ground[1], b - ground[2]]
        t = sum(x * y for x, y in zip(v, d, strict=True)) / dd
        off_line = sum((x - t * y) ** 2 for x, y in zip(v, d, strict=True)) ** 0.5
        shares.append(min(1.0, max(0.0, t)) if a == 255 and off_line < 40 else 0.0)
    return shares


def ink_mask(surface: pygame.Surface, ink: RGB, ground: RGB) -> list[bool]:
    return [share >= 0.5 for share in coverage(surface, ink, ground)]


def ink_runs(mask: list[bool], width: int) -> list[int]:
    """Heights of the vertical runs of rows holding ink: one per stacked text line."""
    runs: list[int] = []
    previous = -2
    for y in range(len(mask) // width):
        if any(mask[y * width:(y + 1) * width]):
            if y == previous + 1:
                runs[-1] += 1
            else:
                runs.append(1)
            previous = y
    return runs


def normalised_shape(alpha: pygame.Surface, n: int = 12) -> list[float]:
    """Ink cropped to its box and area-resampled to n×n: a shape signature free of size."""
    box = alpha.get_bounding_rect(min_alpha=40)
    shape = pygame.transform.smoothscale(alpha.subsurface(box), (4 * n, 4 * n))
    shape = pygame.transform.smoothscale(shape, (n, n))
    return [shape.get_at((i, j)).a / 255 for j in range(n) for i in range(n)]


def index_parts(face: pygame.Surface, ink: RGB, ground: RGB = FACE_COLOUR,
                glyph_top: int | None = None) -> tuple[pygame.Surface, pygame.Surface]:
    """The rank and the suit glyph of a face's corner index, each as an alpha-only sprite of
    the ink's coverage: the glyph from row ``glyph_top`` of the index box down, the rank
    above it. Without ``glyph_top``, the rank is the first run of inked rows (a J whose tail
    reaches the glyph's first rows needs ``glyph_top``, measured on a card without one)."""
    box = index_corner(face)
    width = box.get_width()
    shares = coverage(box, ink, ground)
    if glyph_top is None:
        first_ink_row = next(y for y in range(len(shares) // width)
                             if max(shares[y * width:(y + 1) * width]) >= 0.5)
        glyph_top = first_ink_row + ink_runs([s >= 0.5 for s in shares], width)[0] + 1
    rank = pygame.Surface(box.get_size(), pygame.SRCALPHA)
    glyph = pygame.Surface(box.get_size(), pygame.SRCALPHA)
    for i, share in enumerate(shares):
        x, y = i % width, i // width
        (glyph if y >= glyph_top else rank).set_at((x, y), (0, 0, 0, round(share * 255)))
    return rank, glyph


def share_differing(a: pygame.Surface, b: pygame.Surface) -> float:
    """The share of pixels that clearly differ between two same-sized cards."""
    pa, pb = pixels(a), pixels(b)
    return sum(distance(x[:3], y[:3]) > 60 for x, y in zip(pa, pb, strict=True)) / len(pa)
