"""Drawing the 20/20 table: where each card stands, the piles, the removed cards, the "left in
play" strip and the win display.

Every card has a place computed from the position (:func:`places`), so that when the position
changes the scene flies each card that moved from where it was drawn to where it now stands:
removed pairs to the removed pile, the card under each one turning over, undo bringing them
back, a deal coming out of the deck.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass

import pygame

from sixseq.decks.sixsuit import N_RANKS, N_SUITS, RANK_SYMBOLS, SUIT_GLYPHS, Card, rank_of, suit_of
from sixseq.games.twenty_twenty.rules import PILE_HEIGHT, Move, Position
from sixseq.games.twenty_twenty.view.layout import PatienceLayout
from sixseq.ui import drawing, text
from sixseq.ui.cardart import EDGE_COLOUR, HIGHLIGHT_COLOURS, SUIT_COLOURS, Highlight
from sixseq.ui.i18n import tr
from sixseq.ui.table.painter import Painter, piles_depth

INK = (246, 242, 228)
DIM_INK = (196, 214, 200)
DARK_INK = (34, 34, 38)
GOLD = HIGHLIGHT_COLOURS[Highlight.TARGET]
BLOCKED = (226, 70, 60)
SHADOW = (0, 0, 0, 150)
CREAM = (250, 246, 232)


@dataclass
class Place:
    """Where a card stands, for flights (a flight never turns a card sideways)."""

    rect: pygame.Rect
    face_up: bool


def removed_cards(start: Position, moves: Sequence[Move]) -> list[Card]:
    """The cards taken off so far, in the order they went (each move's two, lower pile first)."""
    heights = list(start.heights)
    gone: list[Card] = []
    for move in moves:
        for pile in (move.a, move.b):
            heights[pile] -= 1
            gone.append(start.piles[pile][heights[pile]])
    return gone


def removed_place(layout: PatienceLayout, index: int, count: int) -> pygame.Rect:
    """The last pair removed lies fanned on top of the removed pile; the rest lie under it."""
    rect = layout.removed.copy()
    if count >= 2 and index == count - 1:
        rect.x += rect.width // 2
    return rect


def places(layout: PatienceLayout, position: Position, removed: Sequence[Card],
           trophy: dict[Card, pygame.Rect] | None = None) -> dict[Card, Place]:
    """Where each of the cards stands: the top of a pile face up with the cards under it
    peeking out below, face down; removed cards on the removed pile (or, once the game is won,
    in the trophy)."""
    found: dict[Card, Place] = {}
    step = layout.step
    for i, top in enumerate(layout.piles):
        pile = position.pile(i)
        for level, card in enumerate(pile):
            depth = len(pile) - 1 - level
            found[card] = Place(top.move(depth * step, depth * step), depth == 0)
    for index, card in enumerate(removed):
        rect = trophy[card] if trophy else removed_place(layout, index, len(removed))
        found[card] = Place(rect, True)
    return found


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


def draw_pile(screen: pygame.Surface, painter: Painter, layout: PatienceLayout,
              position: Position, pile: int, hidden: Collection[Card]) -> None:
    """One pile: the edges of the face-down cards under the top one, the top card, and a badge
    with how many cards the pile holds. Cards in ``hidden`` (in flight, dragged) are skipped."""
    rect = layout.piles[pile]
    cards = position.pile(pile)
    if not cards:
        painter.slot(screen, rect)
        return
    step = layout.step
    shown = [c for c in cards if c not in hidden]
    if shown:
        depth = len(cards) - 1 - cards.index(shown[0])
        drawing.blit_shadow(screen, rect.move(depth * step, depth * step))
    for level, card in enumerate(cards):
        if card in hidden:
            continue
        depth = len(cards) - 1 - level
        screen.blit(painter.image(card, rect.width, depth == 0),
                    rect.move(depth * step, depth * step))
    draw_badge(screen, layout, rect, len(cards))


def draw_badge(screen: pygame.Surface, layout: PatienceLayout, rect: pygame.Rect,
               count: int) -> None:
    """A small round count just right of a pile's top corner, clear of the card and of its
    highlights."""
    px = layout.font(13)
    size = max(round(px * 1.55), 16)
    badge = pygame.Rect(0, 0, size, size)
    badge.topleft = (rect.right + layout.step * (PILE_HEIGHT - 1) + layout.px(6), rect.top)
    screen.blit(drawing.panel(badge.size, size // 2, (18, 34, 26, 230), (*INK, 150), 1), badge)
    text.draw(screen, str(count), px, INK, "center", badge.center, bold=True)


def draw_removed(screen: pygame.Surface, painter: Painter, layout: PatienceLayout,
                 removed: Sequence[Card], hidden: Collection[Card]) -> None:
    """The removed cards: a pile with the last pair fanned on top, and its count."""
    rect = layout.removed
    shown = [c for c in removed if c not in hidden]
    if not shown:
        painter.slot(screen, rect)
    else:
        under = [c for c in removed[:-1] if c not in hidden] if len(removed) >= 2 else shown
        depth = piles_depth(len(under))
        for i in range(depth, 0, -1):
            screen.blit(painter.image(None, rect.width, False), rect.move(-i * 2, i * 2))
        drawing.blit_shadow(screen, rect)
        if under:
            screen.blit(painter.image(under[-1], rect.width, True), rect)
        if len(removed) >= 2 and removed[-1] not in hidden:
            fanned = removed_place(layout, len(removed) - 1, len(removed))
            drawing.blit_shadow(screen, fanned, alpha=70)
            screen.blit(painter.image(removed[-1], rect.width, True), fanned)
    caption = tr("sixseq.patience.removed", count=len(removed))
    px = text.fit(caption, layout.font(14), layout.panel.width)
    text.draw(screen, caption, px, DIM_INK, "midtop",
              (layout.panel.centerx, rect.bottom + layout.px(8)), shadow=SHADOW)


def unpairable(position: Position) -> set[int]:
    """Ranks that can never be cleared any more: each pair needs two different piles, so a rank
    one pile holds more than half of is stuck (TT-7's classic: the last two cards of a rank one
    above the other)."""
    by_rank: dict[int, Counter[int]] = {}
    for pile in range(len(position.piles)):
        for card in position.pile(pile):
            by_rank.setdefault(rank_of(card), Counter())[pile] += 1
    return {rank for rank, piles in by_rank.items()
            if 2 * max(piles.values()) > sum(piles.values())}


def draw_strip(screen: pygame.Surface, layout: PatienceLayout, position: Position) -> None:
    """The "left in play" strip: per rank, which suits remain (those face up underlined in
    gold), how many; gold frame when a pair of it is face up now, red when it can never be
    cleared, faded once cleared."""
    cap = layout.strip_caption
    title = tr("sixseq.patience.strip.title")
    legend = tr("sixseq.patience.strip.legend")
    px = layout.font(13)
    box = text.draw(screen, title, px, INK, "midleft", (cap.left + layout.px(2), cap.centery),
                    bold=True, shadow=SHADOW)
    room = cap.right - box.right - layout.margin
    text.draw(screen, legend, text.fit(legend, px, room), DIM_INK, "midright",
              (cap.right, cap.centery), shadow=SHADOW)
    left: dict[int, list[int]] = {}
    for card in position.remaining_cards():
        left.setdefault(rank_of(card), []).append(suit_of(card))
    up: dict[int, set[int]] = {}
    for top in position.tops():
        if top is not None:
            up.setdefault(rank_of(top), set()).add(suit_of(top))
    stuck = unpairable(position)
    for rank, cell in enumerate(layout.cells):
        _draw_cell(screen, layout, cell, rank, set(left.get(rank, ())), up.get(rank, set()),
                   rank in stuck)


def _draw_cell(screen: pygame.Surface, layout: PatienceLayout, cell: pygame.Rect, rank: int,
               suits: set[int], face_up: set[int], stuck: bool) -> None:
    radius = max(3, layout.px(7))
    label_px = layout.font(17) if cell.width >= 34 else max(11, round(cell.width * 0.45))
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
        border, width = (*GOLD, 255), max(2, layout.px(3))
    fill = (253, 232, 226, 240) if stuck else (*CREAM, 240)
    screen.blit(drawing.panel(cell.size, radius, fill, border, width), cell)
    top = cell.top + layout.px(4)
    label = text.draw(screen, RANK_SYMBOLS[rank], label_px, DARK_INK, "midtop",
                      (cell.centerx, top), bold=True)
    glyph_px = max(10, min(layout.font(12), round(cell.width / 3.4)))
    column = cell.width // 3.3
    row_h = round(glyph_px * 1.2)
    first = label.bottom + layout.px(5)
    for suit in range(N_SUITS):
        row, col = divmod(suit, 3)
        centre = (round(cell.centerx + (col - 1) * column), first + row * row_h + row_h // 2)
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
