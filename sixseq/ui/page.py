"""A page to read on the felt (the rules, the statistics): a title bar with Back, a row of
section tabs under it (one per game: five do not fit beside the title), and a scrolling column
of blocks.

Subclasses render their content as blocks (surfaces) for a column width; the page stacks
them, scrolls (wheel, arrow and page keys, Home/End, dragging the scroll bar) and re-renders on
a resize, a new language or new settings. Only the blocks in view are blitted.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton

from sixseq.ui import drawing, text, widgets
from sixseq.ui.dragdrop import left_button_up
from sixseq.ui.fonts import font
from sixseq.ui.i18n import tr
from sixseq.ui.menu import scale_for
from sixseq.ui.palette import GOLD, INK, SHADOW
from sixseq.ui.scene import Scene
from sixseq.ui.theme import TEXT_SIZES, button_id

if TYPE_CHECKING:
    from sixseq.ui.app import App

LINE_STEP = 48  # pixels per wheel notch or arrow key
COLUMN_W = 900  # the reading column at scale 1


@dataclass
class Block:
    surface: pygame.Surface
    anchor: str | None = None  # a section a tab jumps to
    gap: int = 0  # space above the block


class Page(Scene):
    title_key = ""
    menu_arrows = False  # the arrows, Space and the page keys scroll; Tab goes to Back, the tabs

    def __init__(self, app: App, back: Callable[[], None], start: str | None = None) -> None:
        """``start``: the section (a tab's anchor) the page opens at."""
        super().__init__(app)
        self.back = back
        self.start = start
        self.actions: dict[UIButton, Callable[[], None]] = {}
        self.tabs: dict[str, UIButton] = {}  # by the anchor each jumps to
        self.placed: list[tuple[int, pygame.Surface]] = []
        self.anchors: dict[str, int] = {}
        self.offset = 0
        self.content_h = 0
        self.view = pygame.Rect(0, 0, 0, 0)
        self.column = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)
        self.dragging_bar = False
        self.size = app.screen.get_size()
        self.title_h = 0

    # --- what subclasses give -----------------------------------------------------------------

    def sections(self) -> list[tuple[str, str]]:
        """Tabs in the title bar: (label key, anchor of the block it jumps to)."""
        return []

    def blocks(self, width: int, scale: float) -> list[Block]:
        raise NotImplementedError

    # --- layout -------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        for button in self.actions:
            widgets.remove(button)
        self.actions.clear()
        self.tabs.clear()
        s = scale_for(size)
        m = round(16 * s)
        self.title_h = round(70 * s)
        h = round(40 * s)
        back = UIButton(pygame.Rect(m, (self.title_h - h) // 2, round(150 * s), h),
                        "sixseq.page.back", self.app.ui, object_id=button_id(round(16 * s)))
        self.actions[back] = self.back
        head = self.title_h
        if self.sections():
            self._place_tabs(size[0] - 2 * m, head, h, s)
            head += h + round(10 * s)
        self.view = pygame.Rect(0, head, size[0], size[1] - head)
        width = min(round(COLUMN_W * s), size[0] - 2 * m - round(28 * s))
        self.column = pygame.Rect((size[0] - width) // 2, head, width, self.view.height)
        self.track = pygame.Rect(self.column.right + round(10 * s), head + m, round(8 * s),
                                 self.view.height - 2 * m)
        self._render()

    def _place_tabs(self, room: int, top: int, h: int, s: float) -> None:
        """A row of tabs under the title, each as wide as its words, centred; the text shrinks
        (to the theme's smallest) until every game's tab fits the window."""
        sections = self.sections()
        labels = [tr(key) for key, _ in sections]
        gap, pad = round(8 * s), round(18 * s)
        px = max(TEXT_SIZES.start, round(16 * s))

        def widths(px: int) -> list[int]:
            return [font(px).size(label)[0] + 2 * pad for label in labels]

        while px > TEXT_SIZES.start and sum(widths(px)) + gap * (len(labels) - 1) > room:
            px -= 1
        row = widths(px)
        x = (self.size[0] - sum(row) - gap * (len(row) - 1)) // 2
        for (key, anchor), w in zip(sections, row, strict=True):
            tab = UIButton(pygame.Rect(x, top, w, h), key, self.app.ui,
                           object_id=button_id(px))
            self.actions[tab] = partial(self.jump, anchor)
            self.tabs[anchor] = tab
            x += w + gap

    def _render(self) -> None:
        s = scale_for(self.size)
        pad = round(28 * s)
        inner = self.column.width - 2 * pad
        y = round(20 * s)
        self.placed, self.anchors = [], {}
        for block in self.blocks(inner, s):
            y += block.gap
            if block.anchor is not None:
                self.anchors[block.anchor] = y - round(14 * s)
            self.placed.append((y, block.surface))
            y += block.surface.get_height()
        self.content_h = y + round(40 * s)
        opening, self.start = self.start, None
        if opening is not None:  # the first layout opens there; later ones keep the place
            self.offset = self.anchors.get(opening, 0)
        self.scroll_to(self.offset, opening)

    def on_locale_changed(self) -> None:
        self.resize(self.size)  # the tabs' labels change too

    def on_settings_changed(self) -> None:
        self._render()

    # --- scrolling ----------------------------------------------------------------------------

    @property
    def max_offset(self) -> int:
        return max(0, self.content_h - self.view.height)

    def scroll_to(self, offset: float, anchor: str | None = None) -> None:
        """Scroll, lighting ``anchor``'s tab, or else the tab of the part in view."""
        self.offset = round(max(0, min(self.max_offset, offset)))
        shown = anchor or self._part_in_view()
        for name, tab in self.tabs.items():
            widgets.set_selected(tab, name == shown)
        self.app.invalidate()

    def _part_in_view(self) -> str | None:
        """The part being read at the view's top: the last whose title is above its top
        eighth (the last part's tab lights at the page's end, which it may not scroll to;
        short parts, such as empty statistics, would light a later tab at the page's top)."""
        if self.tabs and self.offset >= self.max_offset > 0:
            return next(reversed(self.tabs))
        line = self.offset + self.view.height // 8
        above = [(y, name) for name, y in self.anchors.items() if y <= line]
        return max(above)[1] if above else next(iter(self.tabs), None)

    def jump(self, anchor: str) -> None:
        self.scroll_to(self.anchors.get(anchor, 0), anchor)

    def handle_event(self, event: pygame.event.Event) -> None:
        if widgets.pressed(event, self.actions):
            return
        page = self.view.height * 0.9
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.offset - event.y * LINE_STEP)
        elif event.type == pygame.KEYDOWN:
            steps = {pygame.K_UP: -LINE_STEP, pygame.K_DOWN: LINE_STEP,
                     pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page, pygame.K_SPACE: page,
                     pygame.K_HOME: -self.content_h, pygame.K_END: self.content_h}
            if event.key in steps:
                self.scroll_to(self.offset + steps[event.key])
            elif event.key == pygame.K_BACKSPACE:
                self.back()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.track.inflate(16, 0).collidepoint(event.pos):
            self.dragging_bar = True
            self._bar_to(event.pos[1])
        elif event.type == pygame.MOUSEMOTION and self.dragging_bar:
            if left_button_up(event):
                self.dragging_bar = False
            else:
                self._bar_to(event.pos[1])
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging_bar = False

    def _bar_to(self, y: int) -> None:
        thumb = self._thumb()
        room = self.track.height - thumb.height
        if room > 0:
            self.scroll_to((y - self.track.top - thumb.height / 2) / room * self.max_offset)

    def _thumb(self) -> pygame.Rect:
        share = min(1.0, self.view.height / max(1, self.content_h))
        height = max(round(self.track.height * share), 24)
        room = self.track.height - height
        top = self.track.top + (round(room * self.offset / self.max_offset)
                                if self.max_offset else 0)
        return pygame.Rect(self.track.left, top, self.track.width, height)

    def menu_buttons(self) -> list[UIButton]:
        return list(self.actions)

    def escape(self) -> bool:
        self.back()
        return True

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, screen: pygame.Surface) -> None:
        size = screen.get_size()
        s = scale_for(size)
        screen.blit(drawing.felt(size, self.app.settings.table_colour), (0, 0))
        column = self.column
        screen.blit(drawing.panel((column.width, size[1]), 0, (8, 20, 14, 150)), column.topleft)
        screen.set_clip(self.view)
        pad = round(28 * s)
        for y, surface in self.placed:
            top = self.view.top + y - self.offset
            if top > size[1] or top + surface.get_height() < self.view.top:
                continue
            screen.blit(surface, (column.left + pad, top))
        screen.set_clip(None)
        if self.max_offset:
            screen.blit(drawing.panel(self.track.size, self.track.width // 2,
                                      (255, 255, 255, 30)), self.track)
            thumb = self._thumb()
            screen.blit(drawing.panel(thumb.size, thumb.width // 2, (*GOLD, 200)),
                        thumb)
        head = pygame.Rect(0, 0, size[0], self.view.top)
        screen.blit(drawing.panel(head.size, 0, (6, 16, 11, 215)), head)
        pygame.draw.line(screen, GOLD, (0, head.bottom - 1),
                         (size[0], head.bottom - 1), 1)
        title = tr(self.title_key)
        text.draw(screen, title, round(30 * s), INK, "center",
                  (size[0] // 2, self.title_h // 2), bold=True, shadow=SHADOW)


def part_title(title: str, width: int, px: int) -> pygame.Surface:
    """A part of a page (a game's rules, its statistics): large, gold, underlined."""
    ink = text.render(title, text.fit(title, px, width), GOLD, bold=True, shadow=SHADOW)
    surface = pygame.Surface((width, ink.get_height() + 10), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    surface.blit(ink, (0, 0))
    pygame.draw.line(surface, (*GOLD, 160), (0, surface.get_height() - 2),
                     (width, surface.get_height() - 2), 2)
    return surface


def paragraph(words: str, px: int, width: int, colour: tuple[int, int, int],
              bullet: str = "") -> pygame.Surface:
    """Wrapped text; with a ``bullet``, hung in the margin like a list item."""
    indent = round(px * 1.4) if bullet else 0
    lines = text.wrap(words, px, width - indent)
    line_h = round(px * 1.45)
    surface = pygame.Surface((width, max(1, len(lines)) * line_h), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    if bullet:
        text.draw(surface, bullet, px, GOLD, "topleft", (round(px * 0.3), 0), bold=True)
    for i, line in enumerate(lines):
        text.draw(surface, line, px, colour, "topleft", (indent, i * line_h))
    return surface
