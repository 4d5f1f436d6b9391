"""The move log: every player's every action of the round, in order, in words, scrollable.

Lines are kept with the round's action count when they were said, so undo drops the lines of
the actions it took back. The panel is drawn by the view where it wants it; the wheel (or the
arrow keys while it is open) scrolls it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from sixseq.ui import drawing, text

INK = (246, 242, 228)
DIM_INK = (196, 214, 200)
GOLD = (255, 204, 64)


@dataclass
class MoveLog:
    lines: list[tuple[int, str]] = field(default_factory=list)  # (actions when said, line)
    scroll: int = 0  # lines scrolled back from the newest
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    def add(self, count: int, line: str) -> None:
        self.lines.append((count, line))
        self.scroll = 0

    def undo_to(self, count: int) -> None:
        self.lines = [(n, line) for n, line in self.lines if n <= count]
        self.scroll = min(self.scroll, max(0, len(self.lines) - 1))

    def clear(self) -> None:
        self.lines.clear()
        self.scroll = 0

    def wheel(self, steps: int) -> None:
        """Scroll back (positive) or forward (negative) by ``steps`` lines."""
        self.scroll = max(0, min(len(self.lines) - 1, self.scroll + steps))

    def draw(self, screen: pygame.Surface, rect: pygame.Rect, px: int, title: str,
             radius: int) -> None:
        """The panel in ``rect``: a title, then as many of the latest lines as fit."""
        self.rect = rect
        screen.blit(drawing.panel(rect.size, radius, (10, 24, 17, 225), (255, 255, 255, 70), 1),
                    rect)
        pad = max(6, px // 2)
        text.draw(screen, title, px, GOLD, "topleft", (rect.left + pad, rect.top + pad),
                  bold=True)
        line_h = round(px * 1.35)
        top = rect.top + pad + line_h + pad // 2
        rows = max(1, (rect.bottom - pad - top) // line_h)
        end = len(self.lines) - self.scroll
        shown = self.lines[max(0, end - rows):end]
        y = top
        for i, (_, line) in enumerate(shown):
            latest = self.scroll == 0 and i == len(shown) - 1
            size = text.fit(line, px, rect.width - 2 * pad, minimum=max(9, px - 4))
            text.draw(screen, line, size, INK if latest else DIM_INK, "topleft",
                      (rect.left + pad, y))
            y += line_h
        if self.scroll:
            text.draw(screen, f"↓ {self.scroll}", max(9, px - 3), DIM_INK, "bottomright",
                      (rect.right - pad, rect.bottom - pad // 2))
