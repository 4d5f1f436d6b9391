"""The bundled DejaVu Sans, the one font here with every suit glyph (♠ ♣ ♥ ♦ ★ ●).

pygame's default font and pygame-gui's Noto Sans lack the suit glyphs, so all text on the
table goes through these fonts. A font holds its file open: only the most recently used
sizes are kept (a window dragged through many sizes asks for many), so the program's open
files stay few all evening.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from sixseq.ui.assets import asset_path
from sixseq.ui.recent import Recent

REGULAR_FILE = "DejaVuSans.ttf"
BOLD_FILE = "DejaVuSans-Bold.ttf"
FONTS_KEPT = 48  # more than one screen uses, with text.fit's sizes tried on the way down

_fonts: Recent[pygame.font.Font] = Recent(FONTS_KEPT)


def font_path(bold: bool = False) -> Path:
    """The TTF file of the regular or bold face (pygame-gui themes need the path too)."""
    return asset_path("fonts", BOLD_FILE if bold else REGULAR_FILE)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """A cached font of ``size`` pixels per em; initialises pygame.font on first use and
    forgets fonts made before a ``pygame.font.quit()``, which invalidates them."""
    if not pygame.font.get_init():
        pygame.font.init()
        _fonts.clear()
    key = (max(1, size), bold)
    cached = _fonts.get(key)
    if cached is None:
        cached = _fonts.put(key, pygame.font.Font(font_path(bold), key[0]))
    return cached
