"""The bundled font is found from a checkout and from a frozen bundle, and draws every suit."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from sixseq.decks.sixsuit import SUIT_GLYPHS
from sixseq.ui import assets
from sixseq.ui.fonts import font, font_path

ROOT = Path(__file__).resolve().parent.parent


def test_assets_travel_inside_the_package() -> None:
    assert assets.assets_root() == ROOT / "sixseq" / "assets"
    assert font_path() == ROOT / "sixseq" / "assets" / "fonts" / "DejaVuSans.ttf"
    assert font_path(bold=True).name == "DejaVuSans-Bold.ttf"
    licence = ROOT / "sixseq" / "assets" / "fonts" / "LICENSE-DejaVu.txt"
    assert licence.read_text().count("Bitstream") > 3


def test_a_missing_asset_names_its_path() -> None:
    with pytest.raises(FileNotFoundError, match=r"no-such-file\.png"):
        assets.asset_path("cards", "no-such-file.png")


def _ink(text: str, bold: bool) -> bytes:
    surface = font(40, bold).render(text, True, (0, 0, 0), (255, 255, 255))
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("bold", [False, True])
def test_every_suit_glyph_is_drawn_not_a_missing_glyph_box(bold: bool) -> None:
    missing = _ink("\ue000", bold)  # a private-use code point: the font's "missing" box
    drawn = {glyph: _ink(glyph, bold) for glyph in SUIT_GLYPHS}
    for glyph, pixels in drawn.items():
        assert pixels != missing, f"{glyph} renders as a missing-glyph box"
    assert len(set(drawn.values())) == len(SUIT_GLYPHS)


@pytest.mark.parametrize("bold", [False, True])
def test_the_no_break_spaces_of_french_are_blank_not_missing_glyph_boxes(bold: bool) -> None:
    """French holds ``:`` and ``»`` to their word with U+00A0 and ``;`` ``?`` ``!`` with the
    narrow U+202F: the first draws exactly as a space, the second as a narrower blank."""
    assert _ink("Gagné\u00a0: oui", bold) == _ink("Gagné : oui", bold)
    narrow = font(40, bold).render("\u202f", True, (0, 0, 0), (255, 255, 255))
    assert set(pygame.image.tobytes(narrow, "RGB")) == {255}  # no ink, unlike the missing box
    assert set(_ink("\ue000", bold)) != {255}
    assert 0 < narrow.get_width() < font(40, bold).size(" ")[0]


def test_fonts_are_cached_and_survive_a_font_module_restart() -> None:
    assert font(17) is font(17)
    assert font(17) is not font(17, bold=True)
    pygame.font.quit()
    assert font(17).render("♠", True, (0, 0, 0)).get_width() > 0
