"""The settings dialog: one row per setting, one click per choice, saved and applied at once.

Like the new-game dialog, choices are rows of buttons (the chosen one stays selected) labelled
with catalog keys, so the whole dialog relabels the moment the language changes. The default
table for new games (seats, levels, rounds) is the new-game dialog itself, opened to save
rather than to deal.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIWindow

from sixseq.games.six_sequences.rules.table import TableConfig
from sixseq.games.six_sequences.view.table import south_seat
from sixseq.settings import Settings
from sixseq.ui import widgets
from sixseq.ui.describe import level_name
from sixseq.ui.dialogs import TABLES, NewGameDialog
from sixseq.ui.i18n import tr
from sixseq.ui.players import computer_seats

if TYPE_CHECKING:
    from sixseq.ui.app import App

SPEED_KEYS = (("slow", "sixseq.settings.speed.slow"), ("normal", "sixseq.settings.speed.normal"),
              ("fast", "sixseq.settings.speed.fast"),
              ("instant", "sixseq.settings.speed.instant"))
# (field, label key, choices as (value, label key)), top to bottom.
ROWS: tuple[tuple[str, str, tuple[tuple[object, str], ...]], ...] = (
    ("language", "sixseq.settings.language", (("", "sixseq.settings.language_system"),
                                              ("en", "sixseq.app.language_en"),
                                              ("fr", "sixseq.app.language_fr"))),
    ("card_back", "sixseq.settings.card_back", (("blue", "sixseq.settings.colour.blue"),
                                                ("red", "sixseq.settings.colour.red"))),
    ("table_colour", "sixseq.settings.table_colour", (
        ("green", "sixseq.settings.colour.green"), ("blue", "sixseq.settings.colour.blue"),
        ("red", "sixseq.settings.colour.red"), ("grey", "sixseq.settings.colour.grey"))),
    ("animation_speed", "sixseq.settings.animation_speed", SPEED_KEYS),
    ("bot_pace", "sixseq.settings.bot_pace", SPEED_KEYS),
    ("sound", "sixseq.settings.sound", ((True, "sixseq.settings.on"),
                                        (False, "sixseq.settings.off"))),
    ("fullscreen", "sixseq.settings.display", ((False, "sixseq.settings.window"),
                                               (True, "sixseq.settings.fullscreen"))),
    ("winnable_only", "sixseq.settings.deals", ((False, "sixseq.settings.any_deal"),
                                                (True, "sixseq.settings.winnable_only"))),
)
ROW_H = 40
LABEL_W = 210
CHOICES_W = 520  # every row's choices share this width


def defaults_summary(settings: Settings) -> str:
    """The default table in words: ``3 players · medium, hard · 3 rounds``."""
    table = next(key for choice, key in TABLES if choice == (settings.seats, settings.teams))
    config = TableConfig(settings.seats, settings.teams)
    count = len(computer_seats(config, south_seat(config)))
    levels = ", ".join(level_name(level) for level in settings.levels[:count])
    return tr("sixseq.settings.defaults_summary", table=tr(table), levels=levels,
              rounds=settings.rounds)


class SettingsDialog:
    """A modal window; every click changes ``app.settings`` through ``app.change_settings``."""

    def __init__(self, app: App, on_close: Callable[[], None]) -> None:
        self.app = app
        self.on_close = on_close
        self.sub: NewGameDialog | None = None
        width = LABEL_W + CHOICES_W + 48
        height = ROW_H * (len(ROWS) + 2) + 60
        rect = pygame.Rect(0, 0, width, height)
        screen = app.screen.get_size()
        rect.center = (screen[0] // 2, screen[1] // 2)
        self.window = UIWindow(rect, app.ui, "sixseq.settings.title", always_on_top=True)
        self.window.set_blocking(True)
        self.choices: list[tuple[UIButton, str, object]] = []
        for row, (name, label, options) in enumerate(ROWS):
            self._label(row, label)
            span = CHOICES_W / len(options)
            for i, (value, key) in enumerate(options):
                cell = pygame.Rect(round(16 + LABEL_W + i * span), 10 + row * ROW_H,
                                   round(span) - 6, ROW_H - 6)
                button = UIButton(cell, key, app.ui, container=self.window)
                self.choices.append((button, name, value))
        row = len(ROWS)
        self._label(row, "sixseq.settings.new_games")
        self.summary = UILabel(pygame.Rect(16 + LABEL_W, 10 + row * ROW_H, CHOICES_W - 150,
                                           ROW_H - 6), defaults_summary(app.settings), app.ui,
                               container=self.window)
        self.change = UIButton(pygame.Rect(16 + LABEL_W + CHOICES_W - 144, 10 + row * ROW_H,
                                           138, ROW_H - 6), "sixseq.settings.change", app.ui,
                               container=self.window)
        self.done = UIButton(pygame.Rect(16 + LABEL_W + CHOICES_W - 144,
                                         10 + (row + 1) * ROW_H + 6, 138, ROW_H - 4),
                             "sixseq.settings.done", app.ui, container=self.window)
        self._mark()

    def _label(self, row: int, key: str) -> None:
        UILabel(pygame.Rect(10, 10 + row * ROW_H, LABEL_W, ROW_H - 6), key, self.app.ui,
                container=self.window)

    def _mark(self) -> None:
        settings = self.app.settings
        for button, name, value in self.choices:
            widgets.set_selected(button, getattr(settings, name) == value)
        self.summary.set_text(defaults_summary(settings))

    def close(self) -> None:
        if self.sub is not None:
            self.sub.close()
            return
        widgets.remove(self.window)
        self.on_close()

    def _sub_closed(self) -> None:
        self.sub = None

    def _save_defaults(self, chosen: Settings) -> None:
        self.sub = None
        self.app.change_settings(chosen)
        self._mark()

    def handle(self, event: pygame.event.Event) -> None:
        if self.sub is not None:
            self.sub.handle(event)
            return
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window:
            self.on_close()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        element = event.ui_element
        if element is self.done:
            self.close()
        elif element is self.change:
            self.sub = NewGameDialog(self.app.ui, self.app.screen.get_size(), self.app.settings,
                                     self._save_defaults, self._sub_closed,
                                     start_key="sixseq.settings.save")
        for button, name, value in self.choices:
            if element is button and getattr(self.app.settings, name) != value:
                changes: dict[str, Any] = {name: value}
                self.app.change_settings(replace(self.app.settings, **changes))
                self._mark()
