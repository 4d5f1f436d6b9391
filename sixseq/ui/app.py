"""The window and its loop: one pygame-ce window, one pygame-gui manager, one scene at a time.

The loop sleeps in ``pygame.event.wait`` when nothing moves (a card table at rest must not burn
CPU) and runs at the display rate only while a scene animates. Tests drive the real app by
posting events and calling :meth:`App.step`.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from sixseq.settings import Settings
from sixseq.storage import Paths
from sixseq.ui import i18n
from sixseq.ui.fonts import font_path
from sixseq.ui.scene import Scene
from sixseq.ui.sound import Sounds

FRAME_RATE = 60
IDLE_WAIT_MS = 250  # at rest, wake at least this often (pygame-gui's cursor blink, timers)
# pygame-ce's event.wait polls the queue every millisecond (≈3–4% of a core doing nothing);
# napping 10 ms between polls keeps a table at rest near 1% and still answers within a frame.
IDLE_NAP_S = 0.010
MIN_SIZE = (800, 560)
DEFAULT_SIZE = (1280, 800)


# pygame-gui reads only colours from the theme's "defaults": fonts and shapes must be given
# per element type, or its own Noto Sans (no suit glyphs) is used.
THEMED_ELEMENTS = ("button", "label", "text_box", "text_entry_line", "drop_down_menu",
                   "selection_list", "tool_tip", "window", "panel")


def ui_theme() -> dict[str, Any]:
    """pygame-gui's theme: DejaVu Sans everywhere (its own font lacks the suit glyphs)."""
    font = {"name": "dejavusans", "size": "15", "regular_path": str(font_path()),
            "bold_path": str(font_path(bold=True))}
    theme: dict[str, Any] = {
        "defaults": {
            "colours": {
                "normal_bg": "#2d3b35", "hovered_bg": "#3e5149", "active_bg": "#24302b",
                "selected_bg": "#4b6358", "dark_bg": "#1c2622", "normal_text": "#f2efe6",
                "hovered_text": "#ffffff", "selected_text": "#ffffff",
                "disabled_bg": "#27302c", "disabled_text": "#8a948f",
                "normal_border": "#6f8a7d", "hovered_border": "#d8c36a",
                "text_shadow": "#00000080",
            },
        },
    }
    for element in THEMED_ELEMENTS:
        theme[element] = {"font": dict(font)}
    theme["button"]["misc"] = {"shape": "rounded_rectangle", "shape_corner_radius": "6"}
    return theme


class App:
    """The running program: window, UI manager, settings, current scene."""

    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, settings: Settings | None = None,
                 paths: Paths | None = None) -> None:
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")  # real pixels
        pygame.init()
        self.settings = settings or Settings()
        self.paths = paths or Paths.default()
        flags = pygame.RESIZABLE | (pygame.FULLSCREEN if self.settings.fullscreen else 0)
        self.screen = pygame.display.set_mode(size, flags)
        pygame.display.set_caption("sixseq")
        locale = self.settings.language or i18n.system_locale()
        i18n.configure(locale)
        self.ui = pygame_gui.UIManager(size, ui_theme(), starting_language=i18n.current_locale(),
                                       translation_directory_paths=[i18n.catalog_folder()])
        self.sounds = Sounds(self.settings.sound)
        self.clock = pygame.time.Clock()
        self.scene: Scene | None = None
        self.running = True
        self.frames = 0
        self._dirty = True

    # --- scenes -------------------------------------------------------------------------------

    def switch(self, scene: Scene) -> None:
        if self.scene is not None:
            self.scene.leave()
        self.ui.clear_and_reset()  # type: ignore[no-untyped-call]
        self.scene = scene
        scene.enter()
        scene.resize(self.screen.get_size())
        self._dirty = True

    def set_locale(self, locale: str) -> None:
        """Switch language live: pygame-gui relabels its elements, scenes redraw their text."""
        i18n.configure(locale)
        self.ui.set_locale(i18n.current_locale())
        if self.scene is not None:
            self.scene.on_locale_changed()
        self._dirty = True

    def invalidate(self) -> None:
        """Ask for a redraw on the next frame (scenes call this when their state changed)."""
        self._dirty = True

    # --- the loop -----------------------------------------------------------------------------

    def run(self, max_frames: int | None = None) -> int:
        """The loop until the window closes (or, for smoke tests, ``max_frames`` are drawn)."""
        while self.running and (max_frames is None or self.frames < max_frames):
            self.step(block=True)
        return 0

    def step(self, block: bool = False) -> None:
        """One frame: events, update, draw. With ``block``, sleep until an event when idle."""
        animating = self.scene is not None and self.scene.is_animating()
        events = []
        if block and not animating and not self._dirty:
            events = self._wait(IDLE_WAIT_MS)
        events += pygame.event.get()
        for event in events:
            self._handle(event)
        dt = self.clock.tick(FRAME_RATE if (animating or events) and block else 0) / 1000.0
        self.ui.update(dt)
        if self.scene is not None:
            self.scene.update(dt)
            animating = self.scene.is_animating()
        if self._dirty or animating or events:
            self._draw()

    @staticmethod
    def _wait(timeout_ms: int) -> list[pygame.event.Event]:
        """Events as soon as any arrive (within a nap), or none after ``timeout_ms``."""
        deadline = time.perf_counter() + timeout_ms / 1000
        while True:
            events = pygame.event.get()
            if events or time.perf_counter() >= deadline:
                return events
            time.sleep(IDLE_NAP_S)

    def _handle(self, event: pygame.event.Event) -> None:
        self._dirty = True
        if event.type == pygame.QUIT:
            if self.scene is None or self.scene.on_quit():
                self.running = False
            return
        if event.type == pygame.VIDEORESIZE or event.type == pygame.WINDOWSIZECHANGED:
            self._resize(self.screen.get_size())
        consumed = self.ui.process_events(event)
        if self.scene is not None and not consumed:
            self.scene.handle_event(event)  # input, and pygame-gui's own events (a button …)

    def _resize(self, size: tuple[int, int]) -> None:
        size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
        self.ui.set_window_resolution(size)
        if self.scene is not None:
            self.scene.resize(size)

    def _draw(self) -> None:
        if self.scene is not None:
            self.scene.draw(self.screen)
        self.ui.draw_ui(self.screen)
        pygame.display.flip()
        self.frames += 1
        self._dirty = False

    def screenshot(self, path: Path) -> None:
        self._draw()
        pygame.image.save(self.screen, str(path))
