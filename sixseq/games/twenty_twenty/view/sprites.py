"""Drawing the 20/20 table: every card as a :class:`~sixseq.ui.table.stage.Spot`, the piles, the
removed cards, the "left in play" strip and the win display.

The table is described as spots after every change (:func:`build`), and the shared
:class:`~sixseq.ui.table.stage.Stage` flies every card that moved: removed pairs to the removed
pile, the card under each one turning over, undo bringing them back, a deal coming out of the
deck, a won game gathering into the whole deck. A face-down card is a spot without a face
(``card=None``): the player must not know it, and neither does the drawing.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

import pygame

from sixseq.decks.sixsuit import N_RANKS, N_SUITS, RANK_SYMBOLS, SUIT_GLYPHS, Card, rank_of, suit_of
from sixseq.games.twenty_twenty.rules import Position
from sixseq.games.twenty_twenty.view.layout import (
    BADGE_PX,
    PatienceLayout,
    caption_centre,
    strip_glyphs,
)
from sixseq.ui import deckart, drawing, text
from sixseq.ui.cardart import EDGE_COLOUR, FACE_COLOUR, HIGHLIGHT_COLOURS, SUIT_COLOURS, Highlight
from sixseq.ui.i18n import tr
from sixseq.ui.palette import DIM_INK, INK, PANEL, SHADOW
from sixseq.ui.table.painter import Painter, piles_depth
from sixseq.ui.table.stage import Spot

BLOCKED = (226, 70, 60)
REMOVED = "removed"


def pile_group(pile: int) -> tuple[str, int]:
    return ("pile", pile)


@dataclass(frozen=True)
class Scenery:
    """The table as spots: each pile's spots bottom to top, the removed cards' spots in the
    order they went (a won game's lie in the trophy, in card order)."""

    spots: list[Spot]
    piles: tuple[tuple[int, ...], ...]
    removed: tuple[int, ...]
    trophy: bool


def build(layout: PatienceLayout, position: Position, removed: Sequence[Card],
          won: bool) -> Scenery:
    """Where each card stands: the top of a pile face up, the cards under it face down and
    peeking out below; removed cards on the removed pile — or, once the game is won, the whole
    deck laid out by suit and rank. Piles are listed as TT-1 deals them, round after round, so
    a deal flies out in that order."""
    spots: list[Spot] = []
    if won:
        for card, rect in sorted(trophy_places(layout).items()):
            spots.append(Spot(card, REMOVED, rect, True))
        return Scenery(spots, tuple(() for _ in layout.piles), tuple(range(len(spots))), True)
    piles: list[list[int]] = [[] for _ in layout.piles]
    step = layout.step
    for level in range(max(position.heights, default=0)):
        for i, top in enumerate(layout.piles):
            pile = position.pile(i)
            if level >= len(pile):
                continue
            depth = len(pile) - 1 - level
            face_up = depth == 0
            piles[i].append(len(spots))
            spots.append(Spot(pile[level] if face_up else None, pile_group(i),
                              top.move(depth * step, depth * step), face_up))
    gone = []
    for index, card in enumerate(removed):
        gone.append(len(spots))
        spots.append(Spot(card, REMOVED, removed_place(layout, index, len(removed)), True))
    return Scenery(spots, tuple(tuple(p) for p in piles), tuple(gone), False)


def removed_place(layout: PatienceLayout, index: int, count: int) -> pygame.Rect:
    """The last pair removed lies fanned on top of the removed pile; the rest lie under it."""
    rect = layout.removed.copy()
    if count >= 2 and index == count - 1:
        rect.x += rect.width // 2
    return rect


def trophy_places(layout: PatienceLayout) -> dict[Card, pygame.Rect]:
    """The whole deck laid out by suit and rank over the piles' area: what a won game shows."""
    grid = layout.grid
    width = max(24, min(layout.card_w, round(grid.height / 6 / 1.5 * 1.6)))
    height = round(width * 1.5)
    step_x = min(round(width * 0.62), (grid.width - width) // (N_RANKS - 1))
    step_y = min(round(height * 0.62), (grid.height - height) // (N_SUITS - 1))
    left = grid.centerx - (width + step_x * (N_RANKS - 1)) // 2
    top = grid.centery - (height + step_y * (N_SUITS - 1)) // 2
    return {suit * N_RANKS + rank: pygame.Rect(left + rank * step_x, top + suit * step_y,
                                               width, height)
            for suit in range(N_SUITS) for rank in range(N_RANKS)}


def draw_spot(screen: pygame.Surface, painter: Painter, spot: Spot) -> None:
    card = spot.card if isinstance(spot.card, int) else None
    screen.blit(painter.image(card, spot.rect.width, spot.face_up), spot.rect)


def draw_piles(screen: pygame.Surface, painter: Painter, layout: PatienceLayout,
               scenery: Scenery, flying: Collection[int]) -> None:
    """Each pile: the edges of the face-down cards under the top one, the top card, and a badge
    with how many cards the pile holds (an empty pile shows its place). Spots in ``flying``
    (in flight, dragged) are drawn elsewhere."""
    for pile, indices in enumerate(scenery.piles):
        rect = layout.piles[pile]
        if not indices:
            if not scenery.trophy:
                painter.slot(screen, rect)
            continue
        shown = [i for i in indices if i not in flying]
        if not shown:
            continue  # its cards are on their way (a deal)
        drawing.blit_shadow(screen, scenery.spots[shown[0]].rect)
        for i in shown:
            draw_spot(screen, painter, scenery.spots[i])
        draw_badge(screen, layout, pile, len(indices))


def draw_badge(screen: pygame.Surface, layout: PatienceLayout, pile: int, count: int) -> None:
    """A small round count just right of a pile's top corner, clear of the card and of its
    highlights."""
    px = layout.font(BADGE_PX)
    badge = layout.badge(pile)
    size = badge.width
    screen.blit(drawing.panel(badge.size, size // 2, (*PANEL, 230), (*INK, 150), 1), badge)
    text.draw(screen, str(count), px, INK, "center", badge.center, bold=True)


def draw_removed(screen: pygame.Surface, painter: Painter, layout: PatienceLayout,
                 scenery: Scenery, flying: Collection[int]) -> None:
    """The removed cards: a pile with the last pair fanned on top, and its count (a won game's
    cards are in the trophy, drawn as they stand)."""
    removed = scenery.removed
    if scenery.trophy:
        for i in removed:
            if i not in flying:
                draw_spot(screen, painter, scenery.spots[i])
    rect = layout.removed
    shown = [i for i in removed if i not in flying]
    if scenery.trophy or not shown:
        painter.slot(screen, rect)
    else:
        under = [i for i in removed[:-1] if i not in flying] if len(removed) >= 2 else shown
        depth = piles_depth(len(under))
        for i in range(depth, 0, -1):
            screen.blit(painter.image(None, rect.width, False), rect.move(-i * 2, i * 2))
        drawing.blit_shadow(screen, rect)
        if under:
            draw_spot(screen, painter, scenery.spots[under[-1]])
        if len(removed) >= 2 and removed[-1] not in flying:
            fanned = scenery.spots[removed[-1]]
            drawing.blit_shadow(screen, fanned.rect, alpha=70)
            draw_spot(screen, painter, fanned)
    caption = tr("sixseq.patience.removed", count=len(removed))
    px = text.fit(caption, layout.font(14), layout.panel.width)
    text.draw(screen, caption, px, DIM_INK, "midtop",
              (layout.panel.centerx, rect.bottom + layout.px(8)), shadow=SHADOW)


def draw_strip(screen: pygame.Surface, layout: PatienceLayout, position: Position) -> None:
    """The "left in play" strip: per rank, which suits remain (those face up underlined in
    gold), how many; gold frame when a pair of it is face up now, red and struck through when
    it can never be cleared, faded once cleared."""
    cap = layout.strip_caption
    title = tr("sixseq.patience.strip.title")
    px = layout.font(13)
    text.draw(screen, title, px, INK, "midleft",
              (cap.left + layout.px(2), caption_centre(cap, px, 0)), bold=True, shadow=SHADOW)
    for line, legend in enumerate(layout.legend):  # fitted beside the title by the layout
        text.draw(screen, legend, px, DIM_INK, "midright",
                  (cap.right, caption_centre(cap, px, line)), shadow=SHADOW)
    left: dict[int, list[int]] = {}
    for card in position.remaining_cards():
        left.setdefault(rank_of(card), []).append(suit_of(card))
    up: dict[int, set[int]] = {}
    for top in position.tops():
        if top is not None:
            up.setdefault(rank_of(top), set()).add(suit_of(top))
    stuck = position.unpairable_ranks()
    for rank, cell in enumerate(layout.cells):
        _draw_cell(screen, layout, cell, rank, set(left.get(rank, ())), up.get(rank, set()),
                   rank in stuck)


def _draw_cell(screen: pygame.Surface, layout: PatienceLayout, cell: pygame.Rect, rank: int,
               suits: set[int], face_up: set[int], stuck: bool) -> None:
    radius = max(3, layout.px(7))
    label_px = layout.font(17) if cell.width >= 34 else max(text.MIN_PX, round(cell.width * 0.45))
    if not suits:
        screen.blit(drawing.panel(cell.size, radius, (255, 255, 255, 22), (*INK, 40), 1), cell)
        text.draw(screen, RANK_SYMBOLS[rank], label_px, (*DIM_INK, 120), "midtop",
                  (cell.centerx, cell.top + layout.px(4)), bold=True)
        text.draw(screen, "✓", layout.font(15), (*DIM_INK, 150), "center",
                  (cell.centerx, cell.top + round(cell.height * 0.62)))
        return
    pair = len(face_up) >= 2
    border: tuple[int, int, int, int] = (0, 0, 0, 70)
    width = 1
    if stuck:
        border, width = (*BLOCKED, 255), max(2, layout.px(3))
    elif pair:
        border, width = (*HIGHLIGHT_COLOURS[Highlight.TARGET], 255), max(2, layout.px(3))
    fill = (253, 232, 226, 240) if stuck else (*FACE_COLOUR, 240)
    screen.blit(drawing.panel(cell.size, radius, fill, border, width), cell)
    if stuck:  # struck through: a shape, for a player who cannot tell its red from the gold
        inset = width + radius // 2
        pygame.draw.line(screen, BLOCKED, (cell.left + inset, cell.bottom - inset),
                         (cell.right - inset, cell.top + inset), width)
    top = cell.top + layout.px(4)
    label = text.draw(screen, RANK_SYMBOLS[rank], label_px, deckart.INK, "midtop",
                      (cell.centerx, top), bold=True)
    glyph_px, abreast = strip_glyphs(cell.width, layout.font(12))
    column = (cell.width - 2) / abreast
    row_h = round(glyph_px * 1.2)
    first = label.bottom + layout.px(5)
    for suit in range(N_SUITS):
        row, col = divmod(suit, abreast)
        centre = (round(cell.centerx + (col - (abreast - 1) / 2) * column),
                  first + row * row_h + row_h // 2)
        here = suit in suits
        colour = SUIT_COLOURS[suit] if here else EDGE_COLOUR
        text.draw(screen, SUIT_GLYPHS[suit], glyph_px, colour if here else (*colour, 90),
                  "center", centre, bold=here)
        if suit in face_up:
            mark = pygame.Rect(0, 0, max(4, round(column * 0.7)), max(2, layout.px(3)))
            mark.midtop = (centre[0], centre[1] + row_h // 2 - 1)
            pygame.draw.rect(screen, (222, 150, 0), mark, border_radius=1)
    count_px = layout.font(12)
    text.draw(screen, f"×{len(suits)}", count_px, (90, 90, 90), "midbottom",
              (cell.centerx, cell.bottom - layout.px(3)))
