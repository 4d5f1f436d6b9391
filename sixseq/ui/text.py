"""Text drawn by scenes (not pygame-gui): cached renders in DejaVu Sans, with a soft shadow so
light text stays readable on felt, and shrunk to fit a width when a translation runs long.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import pygame

from sixseq.ui.fonts import font
from sixseq.ui.recent import Recent

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]
_BREAKABLE = re.compile(r"[ \t\n\r\f\v]+")  # the spaces a line may break at: not U+00A0, U+202F
MIN_PX = 11  # the smallest text drawn for a player to read (a sentence: words.LEGIBLE_PX)

_CACHE_SIZE = 512
_cache: Recent[pygame.Surface] = Recent(_CACHE_SIZE)


def render(text: str, px: int, colour: RGB | RGBA, bold: bool = False,
           shadow: RGBA | None = None) -> pygame.Surface:
    """``text`` at ``px`` pixels per em; with ``shadow``, a soft dark copy below it."""
    key = ("text", text, px, colour, bold, shadow)
    found = _cache.get(key)
    if found is not None:
        return found
    face = font(px, bold).render(text, True, colour[:3])
    if len(colour) == 4:
        face.set_alpha(colour[3])
    if shadow is None:
        return _cache.put(key, face)
    offset = max(1, px // 14)
    blur = max(1, px // 10)
    pad = blur * 2 + offset
    surface = pygame.Surface((face.get_width() + 2 * pad, face.get_height() + 2 * pad),
                             pygame.SRCALPHA)
    dark = font(px, bold).render(text, True, shadow[:3])
    dark.set_alpha(shadow[3])
    surface.blit(dark, (pad + offset, pad + offset))
    surface = pygame.transform.gaussian_blur(surface, blur)
    surface.blit(face, (pad, pad))
    return _cache.put(key, surface)


def padding(px: int, shadowed: bool) -> int:
    """How far a shadowed render extends past the text on each side (for exact placement)."""
    if not shadowed:
        return 0
    return max(1, px // 10) * 2 + max(1, px // 14)


def fit(text: str, px: int, width: int, minimum: int = 9, bold: bool = False) -> int:
    """The largest size ≤ ``px`` at which ``text`` fits in ``width`` pixels (not below
    ``minimum``)."""
    size = px
    while size > minimum and font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def draw(screen: pygame.Surface, text: str, px: int, colour: RGB | RGBA,
         anchor: str, pos: tuple[int, int], bold: bool = False,
         shadow: RGBA | None = None) -> pygame.Rect:
    """Draw ``text`` with the point ``anchor`` (a pygame.Rect attribute such as ``midtop``) of
    its ink box at ``pos``; returns the ink box."""
    surface = render(text, px, colour, bold, shadow)
    pad = padding(px, shadow is not None)
    box = pygame.Rect(0, 0, surface.get_width() - 2 * pad, surface.get_height() - 2 * pad)
    setattr(box, anchor, pos)
    screen.blit(surface, (box.x - pad, box.y - pad))
    return box


def ellipsize(label: str, px: int, width: int, bold: bool = False) -> str:
    """``label`` cut short with an ellipsis to fit ``width`` at ``px`` (a long name)."""
    if font(px, bold).size(label)[0] <= width:
        return label
    while label and font(px, bold).size(label + "…")[0] > width:
        label = label[:-1]
    return label + "…"


def first_fitting(forms: Sequence[str], px: int, width: int, minimum: int = MIN_PX,
                  bold: bool = False) -> tuple[str, int]:
    """The first of ``forms`` (longest first) that fits ``width`` at ``px`` or smaller, not
    below ``minimum``, and its size; else the last, cut short with an ellipsis at ``minimum``
    (a shorter form rather than letters too small to read)."""
    for form in forms:
        size = fit(form, px, width, minimum, bold)
        if font(size, bold).size(form)[0] <= width:
            return form, size
    return ellipsize(forms[-1], minimum, width, bold), minimum


def wrap(paragraph: str, px: int, width: int, bold: bool = False) -> list[str]:
    """``paragraph`` broken into lines no wider than ``width`` at ``px`` (at spaces; a word
    longer than the width gets a line of its own). Never at a no-break space: French holds
    ``:`` ``;`` ``?`` ``!`` ``»`` to their word with one (``str.split()`` would break there)."""
    face = font(px, bold)
    lines: list[str] = []
    line = ""
    for word in filter(None, _BREAKABLE.split(paragraph)):
        candidate = f"{line} {word}" if line else word
        if line and face.size(candidate)[0] > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines
