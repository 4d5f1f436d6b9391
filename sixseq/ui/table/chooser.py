"""The chooser: a small window over the table listing the ways one gesture can be played (what
a joker stands for, which end of a sequence it takes, where an A or a 1 stands), one row of
cards each. It is chosen by a click, by the arrows and Enter or Space, or by 1–9; Esc closes
it. Every rummy table uses this one; the table says what each row shows and plays the choice.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Generic, TypeVar

import pygame

from sixseq.ui import drawing
from sixseq.ui.palette import AMBER, FOCUS
from sixseq.ui.table import panels

A = TypeVar("A")

NEXT_KEYS = (pygame.K_DOWN, pygame.K_RIGHT)
PREVIOUS_KEYS = (pygame.K_UP, pygame.K_LEFT)
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
FOCUS_FILL = (255, 255, 255, 30)
FOCUS_BORDER = (*FOCUS, 220)


class Chooser(Generic[A]):
    """The ways on offer, the rows they were last drawn in (for the mouse) and the keyboard's
    row. Empty when closed, so ``if table.chooser`` reads as "is it open"."""

    def __init__(self) -> None:
        self.options: list[A] = []
        self.rows: list[pygame.Rect] = []
        self.focus = 0

    def __bool__(self) -> bool:
        return bool(self.options)

    def __len__(self) -> int:
        return len(self.options)

    def __iter__(self) -> Iterator[A]:
        return iter(self.options)

    def __getitem__(self, index: int) -> A:
        return self.options[index]

    def index(self, option: A) -> int:
        return self.options.index(option)

    def open(self, options: Sequence[A]) -> None:
        self.options, self.rows, self.focus = list(options), [], 0

    def close(self) -> None:
        self.options, self.rows, self.focus = [], [], 0

    def at(self, pos: tuple[int, int]) -> A | None:
        """The way whose row is under ``pos``, if any."""
        return next((a for a, r in zip(self.options, self.rows, strict=False)
                     if r.collidepoint(pos)), None)

    def key(self, key: int, choose: Callable[[A], None]) -> None:
        """Move the keyboard's row, or ``choose`` the way a key picks (Enter, Space, 1–9)."""
        count = len(self.options)
        if key in PREVIOUS_KEYS:
            self.focus = (self.focus - 1) % count
        elif key in NEXT_KEYS:
            self.focus = (self.focus + 1) % count
        elif key in CHOOSE_KEYS:
            choose(self.options[self.focus])
        elif pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < count:
            choose(self.options[key - pygame.K_1])

    def draw(self, screen: pygame.Surface, title: str, title_px: int, lengths: Sequence[int],
             card_w: int, step: int, margin: int, radius: int,
             draw_row: Callable[[int, pygame.Rect], None]) -> None:
        """The window in the middle of the screen: under ``title``, one row of ``lengths[i]``
        overlapped cards per way (``draw_row(i, rect)`` draws its cards in ``rect``), the
        keyboard's row framed. Remembers where each row is, for :meth:`at`."""
        height = round(card_w * 1.5)
        m = margin
        inner = (max(card_w + (n - 1) * step for n in lengths), len(lengths) * (height + m))
        panel, y = panels.titled_panel(screen, title, title_px, inner, m, radius,
                                       (*AMBER, 200))
        self.rows = []
        for i, length in enumerate(lengths):
            rect = pygame.Rect(0, y, card_w + (length - 1) * step, height)
            rect.centerx = panel.centerx
            hit = rect.inflate(m, m // 2)
            self.rows.append(hit)
            if i == self.focus:
                screen.blit(drawing.panel(hit.size, radius // 2 + 1, FOCUS_FILL, FOCUS_BORDER,
                                          2), hit)
            drawing.blit_shadow(screen, rect)
            draw_row(i, rect)
            y += height + m
