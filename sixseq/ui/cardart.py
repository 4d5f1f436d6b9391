"""Card faces, backs and table overlays, drawn by code at the exact on-screen pixel size.

One painter draws every deck: it paints the faces a deck's description gives
(``sixseq.ui.deckart``: the six-suit deck, the standard deck in each language and colour
scheme), so both decks share their layout, figures, aces, jokers, backs and overlays.

Drawing at the real size (never scaling a bitmap up) keeps cards sharp on any window and any
HiDPI factor, and is cheap enough to redo on every resize. Shapes are drawn supersampled and
shrunk with ``smoothscale`` for anti-aliased edges; text and suit glyphs come from the bundled
DejaVu Sans at the final size, so FreeType hints them for the pixel grid.

Sizes: a card ``width`` px wide is ``card_size(width)`` = ``(width, round(width * 1.5))`` (2:3).
Below ``COMPACT_BELOW`` px the faces switch to a compact layout (one big index, one big glyph),
because pips between two index columns do not fit; ``MIN_LEGIBLE_WIDTH`` is the smallest width
whose corner index is designed to stay readable.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from enum import Enum

import pygame

from sixseq.ui.deckart import RGB, SIX_SUIT, DeckArt, DeckDesign, Face, FaceKind
from sixseq.ui.deckart import SUIT_COLOURS as SUIT_COLOURS
from sixseq.ui.drawing import keyline
from sixseq.ui.fonts import font
from sixseq.ui.recent import Recent

Card = int

ASPECT = 1.5  # card height / width
MIN_RENDER_WIDTH = 16
MIN_LEGIBLE_WIDTH = 48
COMPACT_BELOW = 96

FACE_COLOUR: RGB = (252, 250, 243)
EDGE_COLOUR: RGB = (158, 152, 140)

# Glyphs differ in how much of their box they fill; these make them look equally big.
_GLYPH_OPTICAL_SCALE = {"♠": 1.0, "♣": 1.0, "♥": 0.94, "♦": 1.06, "★": 1.02, "●": 0.86}
_CAP_HEIGHT_EM = 1493 / 2048  # DejaVu Sans (Bold) capital and digit height


@dataclass(frozen=True)
class BackStyle:
    """A card back: field colour, pattern colour and pattern kind."""

    field: RGB
    pattern: RGB
    motif: str  # "lattice" or "dots"


BACK_STYLES: dict[str, BackStyle] = {
    "blue": BackStyle(field=(28, 58, 120), pattern=(70, 110, 180), motif="lattice"),
    "red": BackStyle(field=(142, 24, 38), pattern=(196, 72, 80), motif="dots"),
}


class Highlight(Enum):
    """Overlays the table draws over a card (see ``CardArt.overlay``)."""

    TARGET = "target"      # a legal drop target while dragging: a soft gold glow
    SELECTED = "selected"  # a picked card: a firm blue outline with a glow


# Gold and blue stay apart for every kind of colour blindness (blue–yellow survives red–green
# loss; tritanopes still see the lightness step), and SELECTED is also drawn thicker.
HIGHLIGHT_COLOURS: dict[Highlight, RGB] = {
    Highlight.TARGET: (255, 190, 20),
    Highlight.SELECTED: (40, 150, 255),
}


def card_size(width: int) -> tuple[int, int]:
    """The pixel size of a card ``width`` px wide."""
    return width, round(width * ASPECT)


def overlay_margin(width: int) -> int:
    """How far an overlay reaches outside the card: blit it at ``(x - m, y - m)``."""
    return max(4, round(width * 0.07))


def index_box(width: int) -> pygame.Rect:
    """Where the top-left corner index (rank over suit) stands on a card ``width`` px wide;
    the bottom-right one, in the full layout, is this box turned half a turn."""
    painter = _Painter(width)  # lays out only; nothing is drawn
    return pygame.Rect(painter.index_x, painter.index_y, painter.index_col,
                       painter.index_bottom - painter.index_y)


def index_reach(width: int) -> int:
    """How many pixels from a card's left edge its corner index needs: cards overlapped in a
    row must show at least this much of each covered card to stay readable."""
    return index_box(width).right


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    """``a`` moved a fraction ``t`` of the way to ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def _supersampled(size: tuple[int, int], clear: RGB,
                  paint: Callable[[pygame.Surface, int], None]) -> pygame.Surface:
    """Paint ``s``× larger and shrink, for anti-aliased shapes. ``clear`` is the colour of the
    transparent background, so edges do not fringe towards black when averaged.

    4× up to a 160×240 card, 2× beyond, where edges are already smooth and 4× would cost four
    times more. Powers of two only: smoothscale by 3 biases every channel down by ~1%."""
    s = 4 if size[0] * size[1] <= 160 * 240 else 2
    big = pygame.Surface((size[0] * s, size[1] * s), pygame.SRCALPHA)
    big.fill((*clear, 0))
    paint(big, s)
    return pygame.transform.smoothscale(big, size)


def _blit_centred(target: pygame.Surface, sprite: pygame.Surface, x: float, y: float) -> None:
    target.blit(sprite, sprite.get_rect(center=(round(x), round(y))))


def _ink(text: str, cap: float, colour: RGB, bold: bool = True) -> pygame.Surface:
    """``text`` whose capitals and digits are ``cap`` px tall, cropped to its ink."""
    rendered = font(round(cap / _CAP_HEIGHT_EM), bold).render(text, True, colour)
    return rendered.subsurface(rendered.get_bounding_rect()).copy()


def _glyph(glyph: str, height: float, colour: RGB) -> pygame.Surface:
    """A suit glyph cropped to its ink and sized so that suits look equally big."""
    target = max(3.0, height * _GLYPH_OPTICAL_SCALE.get(glyph, 1.0))
    size = max(4, round(target / 0.75))
    for _ in range(2):  # glyph boxes differ: measure once, correct once
        rendered = font(size, False).render(glyph, True, colour)
        box = rendered.get_bounding_rect()
        size = max(4, round(size * target / max(1, box.height)))
    rendered = font(size, False).render(glyph, True, colour)
    return rendered.subsurface(rendered.get_bounding_rect()).copy()


def _turned(sprite: pygame.Surface) -> pygame.Surface:
    """The sprite rotated half a turn, as the lower half of a card is printed."""
    return pygame.transform.flip(sprite, True, True)


# Pip positions for 1..12 pips: (column 0/1/2, height 0..1 within the pip band); 2..10 are the
# classic arrangements of the standard deck. No layout puts three pips side by side, so the
# columns can stand close together.
_SIDE4 = ((0, 0.0), (0, 1 / 3), (0, 2 / 3), (0, 1.0), (2, 0.0), (2, 1 / 3), (2, 2 / 3), (2, 1.0))
_SIDE5 = tuple((column, row / 4) for column in (0, 2) for row in range(5))
_PIPS: dict[int, tuple[tuple[int, float], ...]] = {
    1: ((1, 0.5),),
    2: ((1, 0.0), (1, 1.0)),
    3: ((1, 0.0), (1, 0.5), (1, 1.0)),
    4: ((0, 0.0), (2, 0.0), (0, 1.0), (2, 1.0)),
    5: ((0, 0.0), (2, 0.0), (1, 0.5), (0, 1.0), (2, 1.0)),
    6: ((0, 0.0), (2, 0.0), (0, 0.5), (2, 0.5), (0, 1.0), (2, 1.0)),
    7: ((0, 0.0), (2, 0.0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1.0), (2, 1.0)),
    8: ((0, 0.0), (2, 0.0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1.0), (2, 1.0)),
    9: (*_SIDE4, (1, 0.5)),
    10: (*_SIDE4, (1, 1 / 6), (1, 5 / 6)),
    11: (*_SIDE4, (1, 1 / 6), (1, 0.5), (1, 5 / 6)),
    12: (*_SIDE5, (1, 3 / 8), (1, 5 / 8)),
}


class _Painter:
    """Everything drawn at one card width: the layout, reusable pieces and finished cards."""

    def __init__(self, width: int) -> None:
        self.w, self.h = card_size(width)
        w, h = self.w, self.h
        self.compact = w < COMPACT_BELOW
        self.radius = max(3, round(w * 0.07))
        self.edge = max(1, round(w / 120))
        # Corner index: rank above suit, in a column at the top left (and turned, bottom right).
        # Below MIN_LEGIBLE_WIDTH the index shrinks with the card so the card still has a centre.
        self.index_cap = max(3, min(round(0.075 * w + (8.5 if self.compact else 6)), w // 4))
        self.index_glyph = self.index_cap
        self.index_gap = max(1, round(self.index_cap * 0.3))  # room for the tail of J and Q
        self.index_x = max(2, round(w * 0.04))
        self.index_y = max(2, round(w * 0.05))
        self.index_col = round(self.index_cap * 1.4)
        self.index_bottom = (self.index_y + self.index_cap + self.index_gap
                             + self.index_glyph)
        pad = max(2, round(w * 0.025))
        if self.compact:
            left = self.index_x + self.index_col + pad
            top = self.index_bottom + pad
            self.centre = pygame.Rect(left, top, max(1, w - left - self.index_x),
                                      max(1, h - top - self.index_y - pad // 2))
            # The figures' panel spans the width, so it still shows beside an overlapping card.
            self.panel = pygame.Rect(self.index_x, top, w - 2 * self.index_x,
                                     self.centre.height)
        else:
            side = self.index_x + self.index_col + pad
            vert = max(self.index_y, round(h * 0.07))
            self.centre = self.panel = pygame.Rect(side, vert, w - 2 * side, h - 2 * vert)
        self.cards: dict[Hashable, pygame.Surface] = {}
        self._pieces: dict[Hashable, pygame.Surface] = {}

    # --- shared pieces -----------------------------------------------------------------------

    def _piece(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        found = self._pieces.get(key)
        if found is None:
            found = self._pieces[key] = make()
        return found

    def _blank(self, fill: RGB, edge: RGB) -> pygame.Surface:
        """A rounded card with an edge line, transparent outside the corners."""
        def paint(big: pygame.Surface, s: int) -> None:
            rect = big.get_rect()
            pygame.draw.rect(big, (*edge, 255), rect, border_radius=self.radius * s)
            inner = rect.inflate(-2 * self.edge * s, -2 * self.edge * s)
            pygame.draw.rect(big, (*fill, 255), inner,
                             border_radius=max(1, (self.radius - self.edge) * s))
        return _supersampled((self.w, self.h), edge, paint)

    def _index(self, label: str, glyph: str, colour: RGB) -> pygame.Surface:
        """The corner index (rank over suit) on a transparent sprite one column wide; with no
        rank, the glyph alone, as large as the column allows."""
        def make() -> pygame.Surface:
            sprite = pygame.Surface((self.index_col, self.index_bottom - self.index_y),
                                    pygame.SRCALPHA)
            mid = round(self.index_col / 2)
            if not label:
                alone = _glyph(glyph, min(self.index_col * 0.95, sprite.get_height()), colour)
                sprite.blit(alone, alone.get_rect(midtop=(mid, 0)))
                return sprite
            text = _rank_ink(label, self.index_cap, colour, self.index_col)
            mark = _glyph(glyph, self.index_glyph, colour)
            sprite.blit(text, text.get_rect(midtop=(mid, 0)))
            sprite.blit(mark, mark.get_rect(midtop=(mid, self.index_cap + self.index_gap)))
            return sprite
        return self._piece(("index", label, glyph, colour), make)

    def _put_indices(self, card_surface: pygame.Surface, index: pygame.Surface) -> None:
        card_surface.blit(index, (self.index_x, self.index_y))
        if not self.compact:
            turned = _turned(index)
            card_surface.blit(turned, turned.get_rect(
                bottomright=(self.w - self.index_x, self.h - self.index_y)))

    # --- faces -------------------------------------------------------------------------------

    def face(self, face: Face) -> pygame.Surface:
        if face.kind is FaceKind.JOKER:
            return self._joker(face)
        surface = self._piece("blank", lambda: self._blank(FACE_COLOUR, EDGE_COLOUR)).copy()
        if face.kind is FaceKind.PIPS:
            self._pips(surface, face)
        else:
            surface.blit(self._panel(face.colour), self.panel)
            if face.kind is FaceKind.ACE:
                self._ace_centre(surface, face)
            else:
                self._figure_centre(surface, face)
        self._put_indices(surface, self._index(face.label, face.glyph, face.colour))
        return surface

    def _pips(self, surface: pygame.Surface, face: Face) -> None:
        glyph, colour, count = face.glyph, face.colour, face.pips
        c = self.centre
        if self.compact:
            size = min(c.width, c.height) * (0.62 if count == 1 else 0.78)
            _blit_centred(surface, _glyph(glyph, size, colour), c.centerx, c.centery)
            return
        pip = min(c.width / 3.0, c.height / 7.0) * (0.88 if count >= 10 else 1.0)
        if count == 1:
            _blit_centred(surface, _glyph(glyph, pip * 1.8, colour), c.centerx, c.centery)
            return
        upright = self._piece(("pip", glyph, colour, pip), lambda: _glyph(glyph, pip, colour))
        turned = self._piece(("pip-turned", glyph, colour, pip), lambda: _turned(upright))
        dx = (c.width - pip) / 2
        top, bottom = c.top + pip * 0.6, c.bottom - pip * 0.6
        for column, height in _PIPS[count]:
            x = c.centerx + (column - 1) * dx
            y = top + (bottom - top) * height
            _blit_centred(surface, turned if height > 0.5 else upright, x, y)

    def _panel(self, colour: RGB) -> pygame.Surface:
        """The framed, tinted centre panel shared by the figures and the A."""
        def make() -> pygame.Surface:
            c = self.panel
            radius = max(2, round(self.w * 0.035))
            line = max(1, round(self.w / 70))

            def paint(big: pygame.Surface, s: int) -> None:
                rect = big.get_rect()
                pygame.draw.rect(big, (*colour, 255), rect, border_radius=radius * s)
                inner = rect.inflate(-2 * line * s, -2 * line * s)
                pygame.draw.rect(big, (*_mix(FACE_COLOUR, colour, 0.13), 255), inner,
                                 border_radius=max(1, (radius - line) * s))
                if not self.compact:
                    fine = inner.inflate(-4 * line * s, -4 * line * s)
                    pygame.draw.rect(big, (*_mix(FACE_COLOUR, colour, 0.55), 255), fine,
                                     width=max(1, s * line // 2),
                                     border_radius=max(1, (radius - 2 * line) * s))
            return _supersampled(c.size, colour, paint)
        return self._piece(("panel", colour), make)

    def _figure_centre(self, surface: pygame.Surface, face: Face) -> None:
        colour = face.colour
        c = self.panel
        if self.compact:  # the letter where numbers have their glyph; the panel shows left of it
            c = self.centre
            letter = _ink(face.label, min(c.width, c.height) * 0.55, colour)
            _blit_centred(surface, letter, c.centerx, c.centery)
            return
        letter = _ink(face.label, c.width * 0.45, colour)
        glyph = _glyph(face.glyph, c.width * 0.28, colour)
        half = pygame.Surface((c.width, c.height // 2), pygame.SRCALPHA)
        # Fixed cap line and glyph centre, so the tails of J and Q do not shift the layout.
        half.blit(letter, letter.get_rect(midtop=(c.width // 2, round(half.get_height() * 0.14))))
        _blit_centred(half, glyph, c.width / 2, half.get_height() * 0.78)
        surface.blit(half, c.topleft)
        surface.blit(_turned(half), (c.left, c.bottom - half.get_height()))
        # A rule between the two heads, as on double-headed court cards.
        margin = round(c.width * 0.18)
        pygame.draw.line(surface, _mix(FACE_COLOUR, colour, 0.55),
                         (c.left + margin, c.centery), (c.right - margin - 1, c.centery),
                         max(1, round(self.w / 110)))

    def _ace_centre(self, surface: pygame.Surface, face: Face) -> None:
        colour = face.colour
        c = self.panel
        diameter = min(c.width, c.height) * 0.86
        ring = max(1, round(self.w / 60))

        def paint(big: pygame.Surface, s: int) -> None:
            centre = (big.get_width() / 2, big.get_height() / 2)
            pygame.draw.circle(big, (*colour, 255), centre, diameter * s / 2)
            pygame.draw.circle(big, (*FACE_COLOUR, 255), centre, diameter * s / 2 - ring * s,
                               max(1, s * ring // 2))
        medal = self._piece(("medal", colour), lambda: _supersampled(
            (math.ceil(diameter) + 2, math.ceil(diameter) + 2), colour, paint))
        _blit_centred(surface, medal, c.centerx, c.centery)
        _blit_centred(surface, _glyph(face.glyph, diameter * 0.52, FACE_COLOUR),
                      c.centerx, c.centery)
        if not self.compact:
            letter = _ink(face.label, c.width * 0.3, colour)
            gap = (c.height - diameter) / 4
            _blit_centred(surface, letter, c.centerx, c.top + gap)
            _blit_centred(surface, _turned(letter), c.centerx, c.bottom - gap)

    def _joker(self, face: Face) -> pygame.Surface:
        """A joker: the only face printed in its colour (its suit's, if it has one), with a
        burst around its emblem."""
        colour = face.colour
        ink = FACE_COLOUR
        light = _mix(colour, (255, 255, 255), 0.16)
        c = self.centre
        cx, cy = c.center
        reach = math.hypot(self.w, self.h)
        disc = min(c.width, c.height) * (0.36 if self.compact else 0.34)

        def paint(big: pygame.Surface, s: int) -> None:
            rect = big.get_rect()
            pygame.draw.rect(big, (*_mix(colour, (0, 0, 0), 0.35), 255), rect,
                             border_radius=self.radius * s)
            pygame.draw.rect(big, (*colour, 255), rect.inflate(-2 * self.edge * s,
                                                              -2 * self.edge * s),
                             border_radius=max(1, (self.radius - self.edge) * s))
            rays = 24
            for i in range(0, rays, 2):
                a0 = 2 * math.pi * i / rays
                a1 = 2 * math.pi * (i + 1) / rays
                pygame.draw.polygon(big, (*light, 255), [
                    (cx * s, cy * s),
                    ((cx + reach * math.cos(a0)) * s, (cy + reach * math.sin(a0)) * s),
                    ((cx + reach * math.cos(a1)) * s, (cy + reach * math.sin(a1)) * s)])
            # Re-draw the rounded corners the rays painted over.
            mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=self.radius * s)
            big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            pygame.draw.rect(big, (*_mix(colour, (0, 0, 0), 0.35), 255), rect,
                             width=self.edge * s, border_radius=self.radius * s)
            if not self.compact:
                frame = pygame.Rect(c.x * s, c.y * s, c.width * s, c.height * s)
                pygame.draw.rect(big, (*ink, 255), frame, width=max(1, s * self.edge),
                                 border_radius=round(self.w * 0.03) * s)
            pygame.draw.circle(big, (*ink, 255), (cx * s, cy * s), disc * s)
            pygame.draw.circle(big, (*colour, 255), (cx * s, cy * s), disc * s * 0.86,
                               max(1, round(s * self.w / 120)))

        surface = _supersampled((self.w, self.h), colour, paint)
        _blit_centred(surface, _glyph(face.glyph, disc * 1.05, colour), cx, cy)
        if not self.compact:
            word = _ink("JOKER", c.width * 0.16, ink)
            gap = (c.height / 2 - disc) / 2
            _blit_centred(surface, word, cx, c.top + gap)
            _blit_centred(surface, _turned(word), cx, c.bottom - gap)
        self._put_indices(surface, self._index(face.label, face.glyph, ink))
        return surface

    # --- backs, slot and overlays --------------------------------------------------------------

    def back(self, style: BackStyle, glyphs: tuple[str, ...]) -> pygame.Surface:
        border = max(2, round(self.w * 0.055))

        def paint(big: pygame.Surface, s: int) -> None:
            rect = big.get_rect()
            pygame.draw.rect(big, (*EDGE_COLOUR, 255), rect, border_radius=self.radius * s)
            pygame.draw.rect(big, (*FACE_COLOUR, 255),
                             rect.inflate(-2 * self.edge * s, -2 * self.edge * s),
                             border_radius=max(1, (self.radius - self.edge) * s))
            field = rect.inflate(-2 * border * s, -2 * border * s)
            field_radius = max(1, (self.radius - border // 2) * s)
            pattern = pygame.Surface(field.size, pygame.SRCALPHA)
            pattern.fill((*style.field, 255))
            _paint_motif(pattern, style, self.w * s)
            clip = pygame.Surface(field.size, pygame.SRCALPHA)
            pygame.draw.rect(clip, (255, 255, 255, 255), clip.get_rect(),
                             border_radius=field_radius)
            pattern.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            big.blit(pattern, field)
            frame = field.inflate(-2 * border * s * 0.6, -2 * border * s * 0.6)
            pygame.draw.rect(big, (*_mix(style.pattern, FACE_COLOUR, 0.5), 255), frame,
                             width=max(1, round(s * self.w / 100)),
                             border_radius=field_radius)
            _paint_medallion(big, style, s, self.w)

        surface = _supersampled((self.w, self.h), EDGE_COLOUR, paint)
        if not self.compact:  # smaller, the glyphs would be specks
            self._medallion_glyphs(surface, style, glyphs)
        return surface

    def _medallion_glyphs(self, surface: pygame.Surface, style: BackStyle,
                          glyphs: tuple[str, ...]) -> None:
        """The deck's suit glyphs in a ring on the back's medallion: its signature."""
        cx, cy = self.w / 2, self.h / 2
        ring = self.w * 0.2
        ink = _mix(style.pattern, FACE_COLOUR, 0.75)
        for i, glyph in enumerate(glyphs):
            angle = -math.pi / 2 + 2 * math.pi * i / len(glyphs)
            _blit_centred(surface, _glyph(glyph, self.w * 0.085, ink),
                          cx + ring * math.cos(angle), cy + ring * math.sin(angle))

    def slot(self) -> pygame.Surface:
        line = max(1, round(self.w / 60))

        def paint(big: pygame.Surface, s: int) -> None:
            rect = big.get_rect()
            pygame.draw.rect(big, (255, 255, 255, 110), rect, border_radius=self.radius * s)
            pygame.draw.rect(big, (0, 0, 0, 50), rect.inflate(-2 * line * s, -2 * line * s),
                             border_radius=max(1, (self.radius - line) * s))
        return _supersampled((self.w, self.h), (255, 255, 255), paint)

    def overlay(self, kind: Highlight) -> pygame.Surface:
        colour = HIGHLIGHT_COLOURS[kind]
        m = overlay_margin(self.w)
        size = (self.w + 2 * m, self.h + 2 * m)
        card = pygame.Rect(m, m, self.w, self.h)
        glow = pygame.Surface(size, pygame.SRCALPHA)
        glow.fill((*colour, 0))
        halo = card.inflate(m, m)
        pygame.draw.rect(glow, (*colour, 200), halo, width=max(2, m // 2),
                         border_radius=self.radius + m // 2)
        glow = pygame.transform.gaussian_blur(glow, max(1, m // 3))
        line = max(2, round(self.w / (30 if kind is Highlight.SELECTED else 60)))

        def paint(big: pygame.Surface, s: int) -> None:
            ring = pygame.Rect(card.x * s, card.y * s, card.width * s, card.height * s)
            pygame.draw.rect(big, (*colour, 255), ring.inflate(line * s, line * s),
                             width=line * s, border_radius=(self.radius + line // 2) * s)
            inner = line // 2 * s  # where the ring ends on the face: its keyline from there
            pygame.draw.rect(big, keyline(colour), ring.inflate(-2 * inner, -2 * inner),
                             width=max(1, line // 2) * s,
                             border_radius=max(1, self.radius - line // 2) * s)
        glow.blit(_supersampled(size, colour, paint), (0, 0))
        return glow


def _rank_ink(text: str, cap: int, colour: RGB, column: int) -> pygame.Surface:
    """A corner rank; two-digit ranks are set tight and, if still too wide, narrowed to fit."""
    if len(text) == 1:
        return _ink(text, cap, colour)
    chars = [_ink(ch, cap, colour) for ch in text]
    gap = max(0, round(cap * 0.06))
    width = sum(ch.get_width() for ch in chars) + gap * (len(chars) - 1)
    sprite = pygame.Surface((width, max(ch.get_height() for ch in chars)), pygame.SRCALPHA)
    x = 0
    for ch in chars:
        sprite.blit(ch, (x, sprite.get_height() - ch.get_height()))
        x += ch.get_width() + gap
    if width > column:
        sprite = pygame.transform.smoothscale(sprite, (column, sprite.get_height()))
    return sprite


def _paint_motif(pattern: pygame.Surface, style: BackStyle, card_width: float) -> None:
    """Fill a back's field with its repeating motif (coordinates are supersampled pixels)."""
    w, h = pattern.get_size()
    step = card_width / 7
    line = max(1, round(card_width / 90))
    colour = (*style.pattern, 255)
    if style.motif == "lattice":
        n = math.ceil((w + h) / step) + 1
        for i in range(-n, n + 1):
            x = i * step
            pygame.draw.line(pattern, colour, (x, 0), (x + h, h), line)
            pygame.draw.line(pattern, colour, (x, 0), (x - h, h), line)
        for i in range(-n, n + 1):
            for j in range(math.ceil(h / step) + 1):
                x = i * step + (j % 2) * step / 2
                pygame.draw.circle(pattern, colour, (x, j * step / 2), line * 1.6)
    else:
        radius = step * 0.16
        rows = math.ceil(h / (step / 2)) + 1
        for j in range(rows):
            for i in range(-1, math.ceil(w / step) + 1):
                x = i * step + (j % 2) * step / 2
                y = j * step / 2
                pygame.draw.circle(pattern, colour, (x, y), radius)
                pygame.draw.circle(pattern, colour, (x, y), radius * 2.2, line)


def _paint_medallion(big: pygame.Surface, style: BackStyle, s: int, card_width: int) -> None:
    """The round cartouche at the centre of a back (supersampled pixels)."""
    centre = (big.get_width() / 2, big.get_height() / 2)
    outer = card_width * 0.3 * s
    pygame.draw.circle(big, (*style.field, 255), centre, outer)
    pygame.draw.circle(big, (*_mix(style.pattern, FACE_COLOUR, 0.5), 255), centre, outer,
                       max(1, round(s * card_width / 80)))
    pygame.draw.circle(big, (*_mix(style.pattern, FACE_COLOUR, 0.3), 255), centre,
                       outer * 0.86, max(1, round(s * card_width / 160)))
    pygame.draw.circle(big, (*_mix(style.pattern, FACE_COLOUR, 0.75), 255), centre,
                       outer * 0.12)


class CardArt:
    """One deck's card images at exact pixel sizes, cached by (what, width).

    ``deck`` is the deck drawn: ``deckart.SIX_SUIT`` (the default) or ``deckart.STANDARD``.
    Keeps the ``max_widths`` most recently used widths (a table uses a few at once: hand,
    melds, opponents) so a stream of window resizes does not pile up old renders.
    Surfaces are ``convert_alpha()``-ed when a display exists, for fast blits.
    """

    def __init__(self, max_widths: int = 6, deck: DeckArt = SIX_SUIT) -> None:
        self._deck = deck
        self._painters: Recent[_Painter] = Recent(max_widths)

    def _painter(self, width: int) -> _Painter:
        if width < MIN_RENDER_WIDTH:
            raise ValueError(f"card width {width} px is below the minimum {MIN_RENDER_WIDTH}")
        painter = self._painters.get(width)
        if painter is None:
            painter = self._painters.put(width, _Painter(width))
        return painter

    def _cached(self, width: int, key: Hashable,
                make: Callable[[_Painter], pygame.Surface]) -> pygame.Surface:
        painter = self._painter(width)
        found = painter.cards.get(key)
        if found is None:
            found = make(painter)
            if pygame.display.get_surface() is not None:
                found = found.convert_alpha()
            painter.cards[key] = found
        return found

    def design(self, locale: str = "en", four_colour: bool = False) -> DeckDesign:
        """What this deck prints in ``locale`` and colour scheme (see ``face``)."""
        return self._deck.design(locale, four_colour)

    def face(self, card: Card, width: int, locale: str = "en",
             four_colour: bool = False) -> pygame.Surface:
        """The face of ``card``, ``card_size(width)`` pixels, its indices in ``locale``'s
        letters (``V D R`` in French) and its suits in two colours or, with ``four_colour``,
        four. A deck that prints the same in every language or has one scheme (the six-suit
        deck) ignores them."""
        design = self._deck.design(locale, four_colour)
        if not 0 <= card < len(design.faces):
            raise ValueError(f"not a card: {card}")
        return self._cached(width, ("face", design.key, card),
                            lambda p: p.face(design.faces[card]))

    def back(self, width: int, style: str = "blue") -> pygame.Surface:
        """A card back in one of ``BACK_STYLES``, with the deck's suit glyphs."""
        if style not in BACK_STYLES:
            raise ValueError(f"unknown back style {style!r}; known: {', '.join(BACK_STYLES)}")
        glyphs = self._deck.back_glyphs
        return self._cached(width, ("back", style),
                            lambda p: p.back(BACK_STYLES[style], glyphs))

    def slot(self, width: int) -> pygame.Surface:
        """The outline of an empty pile or a place a card may go, card-sized."""
        return self._cached(width, "slot", lambda p: p.slot())

    def overlay(self, width: int, kind: Highlight) -> pygame.Surface:
        """A highlight drawn over a card; larger than the card by ``overlay_margin(width)`` on
        every side and transparent inside, so the face stays readable."""
        return self._cached(width, kind, lambda p: p.overlay(kind))

    def clear(self) -> None:
        """Forget every render (e.g. after a theme change or to free memory)."""
        self._painters.clear()
