"""The move log: every player's every action of the round, in order, in words, scrollable.

Lines are kept with the round's action count when they were said, so undo drops the lines of
the actions it took back, and in every language the program speaks (a line is worded when its
action is played, from what the table showed then), so switching the language relabels the
whole log at once. The panel is drawn by the view where it wants it; while it is open the
wheel scrolls it by lines, Page Up and Page Down by pages that skip no line, however many
rows each line takes, and back no further than a panel full of its first lines.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from sixseq.ui import drawing, text
from sixseq.ui.fonts import font
from sixseq.ui.i18n import Said, in_current_language
from sixseq.ui.palette import AMBER, DIM_INK, INK, PANEL

LEGIBLE = text.MIN_PX  # the smallest a line is drawn


@dataclass
class MoveLog:
    lines: list[tuple[int, Said]] = field(default_factory=list)  # (actions when said, line)
    scroll: int = 0  # lines scrolled back from the newest
    rows: int = 0  # how many rows the panel held when last drawn
    # how its lines were measured then: (text size, width, smallest size, indent)
    measure: tuple[int, int, int, int] = (0, 0, 0, 0)
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    def add(self, count: int, said: Said) -> None:
        self.lines.append((count, said))
        self.scroll = 0

    def texts(self) -> list[str]:
        """Every line, in the current language."""
        return self.latest(len(self.lines))

    def latest(self, count: int) -> list[str]:
        """The last ``count`` lines, in the current language."""
        return [in_current_language(said) for _, said in self.lines[-count:]] if count else []

    def undo_to(self, count: int) -> None:
        self.lines = [(n, line) for n, line in self.lines if n <= count]

    def clear(self) -> None:
        self.lines.clear()
        self.scroll = 0

    def wheel(self, steps: int) -> None:
        """Scroll back (positive) or forward (negative) by ``steps`` lines, no further back
        than the first lines filling the panel."""
        self.scroll = max(0, min(self._deepest(), self.scroll + steps))

    def _deepest(self) -> int:
        """How far back the log scrolls: until its first line heads a full panel (drawing
        the panel brings the scroll back within it, after an undo or in a resized window)."""
        px, width, smallest, indent = self.measure
        rows = first_page = 0
        for _, said in self.lines:
            rows += len(as_rows(in_current_language(said), px, width, smallest, indent)[1])
            if rows > self.rows:
                break
            first_page += 1
        return max(0, len(self.lines) - max(1, first_page))

    def page(self, pages: int) -> None:
        """Scroll back (positive) or forward (negative) by ``pages`` pages as the panel was
        last drawn: back, the oldest line shown becomes the newest; forward, as far as keeps
        the newest line shown in view. A line of the page left stays in view and none is
        skipped."""
        for _ in range(abs(pages)):
            self.wheel(self._page_back() if pages > 0 else -self._page_forward())

    def _page_back(self) -> int:
        return max(1, self._fit(len(self.lines) - self.scroll)[1] - 1)

    def _page_forward(self) -> int:
        newest = len(self.lines) - self.scroll - 1  # the newest line shown now
        end = newest + 1
        while end < len(self.lines) and self._fit(end + 1)[1] >= end + 1 - newest:
            end += 1
        return max(1, end - newest - 1)

    def _fit(self, end: int) -> tuple[list[tuple[str, int, bool, int]], int]:
        """The rows of the lines before ``end`` that the panel shows, newest last, and how
        many lines they are: each line as rows, shrunk a little if that makes it fit, else
        at a legible size going on over the next rows (indented), never smaller than that."""
        px, width, smallest, pad = self.measure
        shown: list[tuple[str, int, bool, int]] = []  # (row, size, newest, indent)
        count = 0
        for index in range(end - 1, -1, -1):
            line = in_current_language(self.lines[index][1])
            latest = self.scroll == 0 and index == len(self.lines) - 1
            size, parts = as_rows(line, px, width, smallest, pad)
            if shown and len(shown) + len(parts) > self.rows:
                break
            shown[:0] = [(part, size, latest, pad if i else 0)
                         for i, part in enumerate(parts)]
            count += 1
            if len(shown) >= self.rows:
                break
        return shown, count

    def draw(self, screen: pygame.Surface, rect: pygame.Rect, px: int, title: str,
             radius: int) -> None:
        """The panel in ``rect``: a title, then as many of the latest lines as fit."""
        self.rect = rect
        screen.blit(drawing.panel(rect.size, radius, (*PANEL, 225), (255, 255, 255, 70), 1),
                    rect)
        pad, line_h = _pad(px), _line_h(px)
        text.draw(screen, title, px, AMBER, "topleft", (rect.left + pad, rect.top + pad),
                  bold=True)
        top = rect.top + pad + line_h + pad // 2
        room = rect.bottom - pad - top
        rows = self.rows = max(1, room // line_h)
        width = rect.width - 2 * pad
        self.measure = (px, width, min(px, max(LEGIBLE, px - 4)), pad)
        if self.scroll:  # scrolled back: a taller panel holds more of the first lines
            self.wheel(0)
        shown, _ = self._fit(len(self.lines) - self.scroll)
        if len(shown) > rows:  # the newest line alone is longer: its rows closer together
            line_h = max(font(shown[0][1]).get_linesize(), room // len(shown))
            rows = max(1, room // line_h)
        y = top
        for i, (part, size, latest, indent) in enumerate(shown[:rows]):
            if i == rows - 1 and len(shown) > rows:  # still longer than the whole panel
                part += "…"
            part = text.ellipsize(part, size, width - indent)
            text.draw(screen, part, size, INK if latest else DIM_INK, "topleft",
                      (rect.left + pad + indent, y))
            y += line_h
        if self.scroll:
            text.draw(screen, f"↓ {self.scroll}", max(LEGIBLE, px - 3), DIM_INK, "bottomright",
                      (rect.right - pad, rect.bottom - pad // 2))


def panel_height(rows: int, px: int) -> int:
    """How tall a panel drawn at ``px`` is to show ``rows`` rows under its title."""
    pad, line_h = _pad(px), _line_h(px)
    return pad + line_h + pad // 2 + rows * line_h + pad


def _pad(px: int) -> int:
    return max(6, px // 2)


def _line_h(px: int) -> int:
    return round(px * 1.35)


def as_rows(line: str, px: int, width: int, smallest: int, indent: int) -> tuple[int, list[str]]:
    """``line`` as it is shown ``width`` wide: at ``px`` or as much smaller as makes it fit
    but not below ``smallest``, else at that size going on over the next rows (indented by
    ``indent``). Returns the size and the rows."""
    size = text.fit(line, px, width, minimum=smallest)
    if font(size).size(line)[0] <= width:
        return size, [line]
    return size, _wrapped(line, size, width, indent)


def _wrapped(line: str, px: int, width: int, indent: int) -> list[str]:
    """``line`` broken into rows of ``width`` at ``px``, the rows after the first ``indent``
    narrower (they are drawn indented)."""
    first, *rest = text.wrap(line, px, width)
    if not rest:
        return [first]
    return [first, *text.wrap(" ".join(rest), px, width - indent)]
