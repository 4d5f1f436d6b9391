"""The frame of every game's picture: what a table draws, kept apart from its gestures."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol

import pygame

from sixseq.ui import drawing, text
from sixseq.ui.cardart import Highlight
from sixseq.ui.fonts import font
from sixseq.ui.palette import DIM_INK, INK, SHADOW
from sixseq.ui.table.movelog import as_rows
from sixseq.ui.table.painter import Painter
from sixseq.ui.table.scene import CardTable

CORNER_PX = text.MIN_PX  # the corner's lines go on over more lines rather than below this


class HandSprite(Protocol):
    """A card of the person's hand as a game's scenery places it."""

    @property
    def card(self) -> int: ...
    @property
    def rect(self) -> pygame.Rect: ...
    @property
    def spot(self) -> int: ...
    @property
    def lifted(self) -> bool: ...


class Picture:
    """A table's two layers (``still`` and ``top``), painted from what the table holds; it
    reads the table and decides nothing. A game's picture names its own table's type."""

    table: CardTable[Any]

    def __init__(self, table: CardTable[Any]) -> None:
        self.table = table

    @property
    def painter(self) -> Painter:
        return self.table.painter

    def draw_hand_cards(self, layer: pygame.Surface, hand: Iterable[HandSprite],
                        flying: frozenset[int]) -> None:
        """The person's cards face up with their shadows, the picked ones outlined, as is one
        held by the keyboard (Space) waiting for a place (those in flight are the stage's to
        draw)."""
        held = frozenset(self.table.picked.spots) if self.table.picked is not None \
            else frozenset()
        for sprite in hand:
            if sprite.spot in flying:
                continue
            drawing.blit_shadow(layer, sprite.rect, alpha=70)
            layer.blit(self.painter.image(sprite.card, sprite.rect.width, True), sprite.rect)
            if sprite.lifted or sprite.spot in held:
                self.painter.overlay(layer, sprite.rect, Highlight.SELECTED)

    def draw_corner_lines(self, screen: pygame.Surface, lines: Sequence[str],
                          box: pygame.Rect, at: tuple[int, int], px: int) -> int:
        """A corner's lines in bold from ``at`` down, as :func:`corner_rows` lays them out.
        Returns the height under the last line."""
        x, y = at
        for part, size in corner_rows(lines, px, box.right - x):
            text.draw(screen, part, size, INK, "topleft", (x, y), bold=True, shadow=SHADOW)
            y += corner_step(size)
        return y

    def draw_latest_moves(self, screen: pygame.Surface, box: pygame.Rect,
                          at: tuple[int, int], step: int, px: int) -> None:
        """Under a corner's lines from ``at``, the last moves as far as ``box`` holds them
        whole, one row every ``step`` pixels (none while the whole log is open): a move too
        long for the corner at a legible size goes on over the next rows."""
        x, y = at
        room = max(0, (box.bottom - y) // step)
        if self.table.log_open or room == 0:
            return
        width = box.right - x
        indent = max(4, px // 2)
        shown: list[tuple[int, list[str]]] = []  # newest last: (size, rows)
        for said in reversed(self.table.movelog.latest(room)):
            size, rows = as_rows(said, px, width, CORNER_PX, indent)
            if sum(len(r) for _, r in shown) + len(rows) > room:
                if not shown:  # the newest alone is too long: its start, cut, rather than none
                    last = width - (indent if room > 1 else 0)
                    cut = text.ellipsize(rows[room - 1] + " …", size, last)
                    shown.append((size, [*rows[:room - 1], cut]))
                break
            shown.insert(0, (size, rows))
        for size, rows in shown:
            for i, row in enumerate(rows):
                text.draw(screen, row, size, DIM_INK, "topleft", (x + (indent if i else 0), y),
                          shadow=SHADOW)
                y += step


def corner_rows(lines: Sequence[str], px: int, room: int,
                bold: bool = True) -> list[tuple[str, int]]:
    """A corner's lines as drawn ``room`` pixels wide (in bold, unless not ``bold``), each
    row with its size: a line at ``px`` or as much smaller as its room needs but not below
    ``CORNER_PX``; one still too long goes on over the next rows, broken at its `` · ``
    (else between words)."""
    rows: list[tuple[str, int]] = []
    for line in lines:
        size = text.fit(line, px, room, minimum=CORNER_PX, bold=bold)
        rows += [(part, size) for part in broken(line, size, room, bold)]
    return rows


def corner_step(px: int) -> int:
    """How far apart a corner's rows at ``px`` stand."""
    return round(px * 1.45)


def broken(line: str, px: int, width: int, bold: bool = True) -> list[str]:
    """``line`` as it fits ``width`` at ``px`` (in bold, unless not ``bold``): whole, else in
    pieces at its `` · `` put back together as far as they go on one line, a piece still too
    long broken between its words."""
    def fits(words: str) -> bool:
        return font(px, bold).size(words)[0] <= width

    if fits(line):
        return [line]
    out: list[str] = []
    for piece in line.split(" · "):
        if out and fits(out[-1] + " · " + piece):
            out[-1] += " · " + piece
        elif fits(piece):
            out.append(piece)
        else:
            out += text.wrap(piece, px, width, bold=bold)
    return out
