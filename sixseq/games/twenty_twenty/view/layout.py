"""Where everything of the 20/20 scene goes, for one window size.

The play area (left) holds the menu button and the status line, the 4 × 5 piles (TT-1), a line
for messages and the "left in play" strip; the panel (right) holds the deal, the clock, the
statistics, the removed cards and the buttons. Height is the scarce dimension (four rows of
cards plus their stacked edges), so the card width is the largest that lets the four rows fit,
and the piles spread out across the width. Everything — the panel, the buttons and their text —
grows with the window, so nothing is tiny at 2560×1440 or cut at 1024×600.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from sixseq.decks.sixsuit import N_RANKS, N_SUITS, SUIT_GLYPHS
from sixseq.games.twenty_twenty.rules import COLUMNS, PILE_HEIGHT, ROWS, pile_place
from sixseq.ui import fonts, text
from sixseq.ui.cardart import MIN_RENDER_WIDTH, card_size
from sixseq.ui.i18n import tr
from sixseq.ui.table.geometry import Scaled
from sixseq.ui.table.words import message_room

MAX_CARD_W = 170
STATS_LINES = 5  # the statistics under the deal number (see panel.stats_forms)
CAPTION_LINE = 1.25  # the strip caption's lines apart, in its letters' size
EDGE_STEP = 0.03  # the offset of each card under the top one, as a fraction of the card width
BADGE_PX = 13  # a pile's count's figure, at 1280×800
BADGE_GAP = 6  # between a pile and its count, at 1280×800

# Buttons of the panel, bottom up in rows; a row of two shares the width.
BUTTON_ROWS: tuple[tuple[str, ...], ...] = (
    ("winnable_only",),
    ("deal_entry", "play_deal"),
    ("restart",),
    ("new_deal",),
    ("gap",),
    ("back_to_winnable",),
    ("undo", "redo"),
    ("hint", "demo"),
)


@dataclass(frozen=True)
class PatienceLayout(Scaled):
    size: tuple[int, int]
    scale: float
    margin: int
    play: pygame.Rect  # status line, piles and strip
    status: pygame.Rect  # the status line's row (the menu button at its left)
    menu: pygame.Rect  # the on-screen menu button
    grid: pygame.Rect
    piles: tuple[pygame.Rect, ...]  # each pile's top card; the cards under it peek out below
    card_w: int
    step: int
    strip_caption: pygame.Rect  # the "left in play" strip's caption, its cells just below
    legend: tuple[str, ...]  # the caption's legend, line by line (right of the title)
    message: pygame.Rect  # a line of its own between the piles and the strip, covering nothing
    cells: tuple[pygame.Rect, ...]
    panel: pygame.Rect
    info: pygame.Rect  # deal, moves, clock, statistics
    removed: pygame.Rect  # the removed cards' pile (a card)
    buttons: dict[str, pygame.Rect]
    button_px: int  # the buttons' text size (a long label is fitted to its button)

    def stack_rect(self, pile: int) -> pygame.Rect:
        """The area a full pile covers (its top card and the edges of the cards under it)."""
        reach = self.step * (PILE_HEIGHT - 1)
        top = self.piles[pile]
        return pygame.Rect(top.left, top.top, top.width + reach, top.height + reach)

    def badge(self, pile: int) -> pygame.Rect:
        """The round count of how many cards ``pile`` holds, just right of its top corner."""
        size = badge_size(self.scale)
        stack = self.stack_rect(pile)
        return pygame.Rect(stack.right + self.px(BADGE_GAP), stack.top, size, size)


def strip_glyphs(cell_w: int, px: int) -> tuple[int, int]:
    """The size of the suit signs in a strip cell ``cell_w`` wide, up to ``px``, and how many
    stand abreast: three where three fit apart, else two (in three rows, the cell taller) —
    never smaller than a player reads, nor run together."""
    size = max(text.MIN_PX, min(px, round(cell_w / 3.4)))
    wide = max(fonts.font(size, True).size(glyph)[0] for glyph in SUIT_GLYPHS)
    return size, 3 if 3 * wide + 4 <= cell_w else 2  # a pixel or two between them


def badge_size(scale: float) -> int:
    """A pile's count's diameter: it grows with its figure's size."""
    return max(round(max(text.MIN_PX, round(BADGE_PX * scale)) * 1.55), 16)


def compute(size: tuple[int, int]) -> PatienceLayout:
    width, height = size
    scale = min(width / 1280, height / 800)

    def px(n: float) -> int:
        return max(1, round(n * scale))

    def font(n: float) -> int:
        return max(text.MIN_PX, round(n * scale))

    m = max(8, px(16))
    button_px = max(12, round(15 * scale))
    button_h = max(28, round(button_px * 2.2))
    panel_w = max(px(290), min(300, round(width * 0.3)))  # room for the French lines
    panel = pygame.Rect(width - m - panel_w, m, panel_w, height - 2 * m)
    play = pygame.Rect(m, m, panel.left - 2 * m, height - 2 * m)

    status = pygame.Rect(play.left, play.top, play.width, max(button_h, round(font(22) * 1.9)))
    menu = pygame.Rect(0, 0, max(96, round(button_px * 7)), button_h)
    menu.midleft = (play.left, status.centery)
    cell_gap = max(2, px(4))
    cell_w = (play.width - (N_RANKS - 1) * cell_gap) / N_RANKS
    glyph_px, abreast = strip_glyphs(round(cell_w), font(12))
    glyph_rows = -(-N_SUITS // abreast)
    # the rank, the signs' rows and the count, and the room above, between and under them
    cell_h = round(font(17) * 1.25 + glyph_px * 1.2 * glyph_rows + font(12) * 1.3) + px(12)
    strip = pygame.Rect(play.left, play.bottom - cell_h, play.width, cell_h)
    legend = legend_lines(play.width, font(13), px(2) + m)
    caption_h = round(font(13) * (1.5 + CAPTION_LINE * (len(legend) - 1)))
    strip_caption = pygame.Rect(play.left, strip.top - caption_h, play.width, caption_h)
    message_h = message_room(font(17), 1)  # a one-line pill whole (never below legible)
    message = pygame.Rect(play.left, strip_caption.top - m // 4 - message_h, play.width,
                          message_h)
    grid = pygame.Rect(play.left, status.bottom + m // 2, play.width,
                       message.top - m // 4 - status.bottom - m // 2)

    # Rows: the card, the edges of five cards under it, a gap; columns likewise.
    gap = 0.16
    by_height = grid.height / (ROWS * (1.5 + EDGE_STEP * (PILE_HEIGHT - 1)) + (ROWS - 1) * gap)
    by_width = grid.width / (COLUMNS * (1 + EDGE_STEP * (PILE_HEIGHT - 1)) + (COLUMNS - 1) * gap)
    # Each pile's count stands right of it, in the space between the columns (and right of the
    # last): in a tall window that space, not the gap above, is what limits the cards.
    badge_room = px(BADGE_GAP) + badge_size(scale) + px(BADGE_GAP) // 2
    by_badges = (grid.width - (COLUMNS + 1) * badge_room) / (
        COLUMNS * (1 + EDGE_STEP * (PILE_HEIGHT - 1)))
    card_w = max(MIN_RENDER_WIDTH,
                 min(MAX_CARD_W, int(min(by_height, by_width, by_badges))))
    card_h = card_size(card_w)[1]
    step = max(2, round(card_w * EDGE_STEP))
    reach = step * (PILE_HEIGHT - 1)
    col_gap = (grid.width - COLUMNS * (card_w + reach)) / (COLUMNS + 1)
    row_gap = (grid.height - ROWS * (card_h + reach)) / (ROWS + 1)
    piles = []
    for pile in range(ROWS * COLUMNS):
        row, column = pile_place(pile)
        x = grid.left + col_gap + column * (card_w + reach + col_gap)
        y = grid.top + row_gap + row * (card_h + reach + row_gap)
        piles.append(pygame.Rect(round(x), round(y), card_w, card_h))

    cells = []
    for rank in range(N_RANKS):
        cells.append(pygame.Rect(round(strip.left + rank * (cell_w + cell_gap)), strip.top,
                                 round(cell_w), strip.height))

    row_gap_px = max(4, px(7))
    buttons: dict[str, pygame.Rect] = {}
    y = panel.bottom
    for names in BUTTON_ROWS:
        h = row_gap_px * 2 if names == ("gap",) else button_h
        y -= h
        if names != ("gap",):
            if names == ("deal_entry", "play_deal"):
                split = round(panel.width * 0.42)
                buttons["deal_entry"] = pygame.Rect(panel.left, y, split, h)
                buttons["play_deal"] = pygame.Rect(panel.left + split + row_gap_px, y,
                                                   panel.width - split - row_gap_px, h)
            elif len(names) == 2:
                half = (panel.width - row_gap_px) // 2
                buttons[names[0]] = pygame.Rect(panel.left, y, half, h)
                buttons[names[1]] = pygame.Rect(panel.right - half, y, half, h)
            else:
                buttons[names[0]] = pygame.Rect(panel.left, y, panel.width, h)
        y -= row_gap_px
    info_h = round(font(24) * 1.4 + font(16) * 1.5 + font(13) * 1.45 * STATS_LINES) + px(12)
    info = pygame.Rect(panel.left, panel.top, panel.width, info_h)
    room = y - m - (info.bottom + m) - round(font(13) * 1.6)
    removed_w = max(MIN_RENDER_WIDTH, min(card_w, int(room / 1.5)))
    removed = pygame.Rect(0, 0, *card_size(removed_w))
    removed.midtop = (panel.centerx - removed_w // 4, info.bottom + m)
    return PatienceLayout(size, scale, m, play, status, menu, grid, tuple(piles), card_w, step,
                          strip_caption, legend, message, tuple(cells), panel, info, removed,
                          buttons,
                          button_px)


def caption_centre(caption: pygame.Rect, px: int, line: int) -> int:
    """Where the strip caption's ``line`` (0: the title's) is centred, at ``px``."""
    return caption.top + round(px * 1.5) // 2 + line * round(px * CAPTION_LINE)


def legend_lines(width: int, px: int, gap: int) -> tuple[str, ...]:
    """The strip's legend as it fits beside its title in a caption ``width`` wide at ``px``
    (``gap`` between them): on the title's line, else broken at its `` · `` over as many lines
    as it needs (the language decides: the French one is longer)."""
    legend = tr("sixseq.patience.strip.legend")
    room = width - fonts.font(px, True).size(tr("sixseq.patience.strip.title"))[0] - gap

    def fits(words: str) -> bool:
        return fonts.font(px).size(words)[0] <= room

    if fits(legend):
        return (legend,)
    lines: list[str] = []
    for piece in legend.split(" · "):
        if lines and fits(lines[-1] + " · " + piece):
            lines[-1] += " · " + piece
        else:
            lines += text.wrap(piece, px, room) if not fits(piece) else [piece]
    return tuple(lines)
