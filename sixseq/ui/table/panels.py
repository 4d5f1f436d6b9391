"""Panels a table opens over the felt, centred, with a title: the discard pile's history, a
chooser between ways of playing; the round badge that counts a pile's or a hand's cards; and
the tip over what the pointer rests on. One frame for every game, so they all look alike."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from sixseq.ui import deckart, drawing, text
from sixseq.ui.cardart import FACE_COLOUR
from sixseq.ui.palette import AMBER, INK, PANEL
from sixseq.ui.table.painter import Painter

FILL = (*PANEL, 235)


def titled_panel(screen: pygame.Surface, title: str, title_px: int, inner: tuple[int, int],
                 margin: int, radius: int, border: tuple[int, int, int, int]
                 ) -> tuple[pygame.Rect, int]:
    """A panel centred in the window holding ``inner`` (width, height) under ``title``,
    never taller than the window; returns it and the top of its content."""
    size = screen.get_size()
    m = margin
    width = max(inner[0], text.render(title, title_px, INK, True).get_width())
    panel = pygame.Rect(0, 0, width + 4 * m, min(inner[1] + 3 * m + title_px, size[1] - 2 * m))
    panel.center = (size[0] // 2, size[1] // 2)
    screen.blit(drawing.panel(panel.size, radius, FILL, border, 2), panel)
    text.draw(screen, title, title_px, INK, "midtop", (panel.centerx, panel.top + m), bold=True)
    return panel, panel.top + 2 * m + title_px


def discard_history(screen: pygame.Surface, painter: Painter, pile: Sequence[int], title: str,
                    title_px: int, width: int, step: int, margin: int, radius: int) -> None:
    """The whole discard pile, oldest first, in rows of overlapped cards (it is public in every
    game that has one); rows that do not fit the window are left out."""
    size = screen.get_size()
    m = margin
    per_row = max(1, (size[0] * 2 // 3 - width) // step + 1)
    rows = [pile[i:i + per_row] for i in range(0, len(pile), per_row)] or [()]
    height = round(width * 1.5)
    inner = (width + (min(per_row, max(1, len(pile))) - 1) * step, len(rows) * (height + m))
    panel, y = titled_panel(screen, title, title_px, inner, m, radius, (255, 255, 255, 90))
    for row in rows:
        if y + height > panel.bottom:
            break
        for i, card in enumerate(row):
            screen.blit(painter.image(card, width, True), (panel.left + 2 * m + i * step, y))
        y += height + m


def badge_size(least: int, font_px: int) -> int:
    """The diameter of a count badge: room for two digits at ``font_px``, never under
    ``least``."""
    return max(least, round(font_px * 1.7))


def badge_box(centre: tuple[int, int], count: int, font_px: int, size: int) -> pygame.Rect:
    """Where :func:`count_badge` draws: round, ``size`` across, stretched to a pill for a
    number too wide for it (Les Six Séquences' stock holds over a hundred)."""
    ink = text.render(str(count), font_px, deckart.INK, bold=True)
    badge = pygame.Rect(0, 0, max(size, ink.get_width() + size // 2), size)
    badge.center = centre
    return badge


def stock_badge_centre(stock: pygame.Rect, discard: pygame.Rect, count: int, font_px: int,
                       size: int, inset: int) -> tuple[int, int]:
    """Where the stock's count goes: on its top right corner, ``inset`` in, and further in
    over the stock as far as it takes to stay clear of the discard pile beside it
    (``discard``: all the pile draws, the cards peeking out under its top one included)."""
    badge = badge_box((stock.right - inset, stock.top + inset), count, font_px, size)
    badge.right = min(badge.right, discard.left - max(2, size // 8))
    return badge.center


def count_badge(screen: pygame.Surface, centre: tuple[int, int], count: int, font_px: int,
                size: int) -> None:
    """A round badge of ``size`` with a number of cards (a hand, the stock, a pile); a number
    too wide for it stretches it to a pill."""
    ink = text.render(str(count), font_px, deckart.INK, bold=True)
    badge = badge_box(centre, count, font_px, size)
    screen.blit(drawing.panel(badge.size, size // 2, (*FACE_COLOUR, 235), (0, 0, 0, 80), 1),
                badge)
    screen.blit(ink, ink.get_rect(center=badge.center))


def foot_tag(screen: pygame.Surface, card: pygame.Rect, ink: pygame.Surface, px: int,
             fill: tuple[int, int, int, int], border: tuple[int, int, int, int],
             within: pygame.Rect | None = None) -> pygame.Rect:
    """A small rounded tag on a card's foot (a laid joker's ``=7♦``), holding ``ink``; a tag
    wider than the card reaches over its neighbours' feet but stays ``within`` the row of
    cards it belongs to. Returns the tag's box."""
    tag = ink.get_rect().inflate(px // 3, px // 5)
    tag.bottomleft = (card.left + 1, card.bottom - max(2, card.width // 16))
    if within is not None:
        tag.clamp_ip(within.inflate(-2, 0))
    screen.blit(drawing.panel(tag.size, tag.height // 2, fill, border, 1), tag)
    screen.blit(ink, ink.get_rect(center=tag.center))
    return tag


def standin_tag(screen: pygame.Surface, card: pygame.Rect, label: str,
                colour: tuple[int, int, int], fill: tuple[int, int, int, int],
                border: tuple[int, int, int, int], row: pygame.Rect) -> pygame.Rect:
    """A laid joker's stand-in tag (``=9♦`` in Rami, ``=7`` in Les Six Séquences) on its foot,
    in bold ``colour``: a quarter of the card's width, never under :data:`text.MIN_PX`; on a
    narrow card it reaches over its neighbours' feet in ``row`` (its combination's cards), so
    it is drawn once every card of the row is. Returns the tag's box."""
    px = text.fit(label, max(text.MIN_PX, card.width // 4), card.width, minimum=text.MIN_PX,
                  bold=True)
    ink = text.render(label, px, colour, bold=True)
    return foot_tag(screen, card, ink, px, fill, border, row)


def tip(screen: pygame.Surface, words: str, px: int, over: pygame.Rect, gap: int, radius: int,
        bounds: tuple[int, int]) -> None:
    """``words`` in a small panel ``gap`` above ``over`` (a laid combination the pointer rests
    on), kept inside a window of ``bounds``."""
    ink = text.render(words, px, INK)
    box = ink.get_rect().inflate(px, px // 2)
    box.midbottom = (over.centerx, over.top - gap)
    box.clamp_ip(pygame.Rect((0, 0), bounds))
    screen.blit(drawing.panel(box.size, radius, (12, 20, 16, 230), (*AMBER, 150), 1), box)
    screen.blit(ink, ink.get_rect(center=box.center))
