"""The new-game dialog: how many seats (or two teams), each computer player's level, rounds.

Choices are rows of buttons (the chosen one stays selected): one click each, no drop-down to
open, and every label is a catalog key so the dialog relabels when the language changes. The
person always sits South; every other seat is a computer player.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIWindow

from sixseq.games.six_sequences.rules.match import MAX_ROUNDS
from sixseq.games.six_sequences.rules.table import TableConfig
from sixseq.settings import LEVELS, Settings
from sixseq.ui import widgets
from sixseq.ui.describe import LEVEL_KEYS
from sixseq.ui.players import computer_seats

# (seats, teams) per choice, and its label.
TABLES = (((2, False), "sixseq.table.new_game.two"), ((3, False), "sixseq.table.new_game.three"),
          ((4, False), "sixseq.table.new_game.four"), ((4, True), "sixseq.table.new_game.teams"))
SEAT_KEYS = {"North": "sixseq.table.seat.north", "East": "sixseq.table.seat.east",
             "West": "sixseq.table.seat.west"}

ROW_H = 40
LABEL_W = 150
CHOICE_W = 118


class NewGameDialog:
    """A modal window; ``on_start(settings)`` with the chosen table, ``on_close()`` if
    cancelled. The scene forwards pygame-gui events to :meth:`handle`."""

    def __init__(self, manager: pygame_gui.UIManager, screen_size: tuple[int, int],
                 settings: Settings, on_start: Callable[[Settings], None],
                 on_close: Callable[[], None], *,
                 start_key: str = "sixseq.table.new_game.start") -> None:
        self.manager = manager
        self.on_start, self.on_close = on_start, on_close
        self.table = (settings.seats, settings.teams)
        self.levels = list(settings.levels) + ["medium"] * (3 - len(settings.levels))
        self.rounds = settings.rounds
        self.base = settings
        width = LABEL_W + 4 * CHOICE_W + 60
        height = ROW_H * 7 + 64  # six rows of choices and a title bar
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (screen_size[0] // 2, screen_size[1] // 2)
        self.window = UIWindow(rect, manager, "sixseq.table.new_game.title",
                               always_on_top=True)
        self.table_buttons: list[tuple[UIButton, tuple[int, bool]]] = []
        self.level_buttons: list[tuple[UIButton, int, str]] = []
        self.seat_elements: list[UILabel | UIButton] = []
        self._row_label(0, "sixseq.table.new_game.players")
        for i, (choice, key) in enumerate(TABLES):
            button = UIButton(self._cell(0, i), key, manager, container=self.window)
            self.table_buttons.append((button, choice))
        self._row_label(4, "sixseq.table.new_game.rounds")
        self.fewer = UIButton(self._cell(4, 0, 0.5), "−", manager, container=self.window)
        self.rounds_label = UILabel(self._cell(4, 0.5, 1), str(self.rounds), manager,
                                    container=self.window)
        self.more = UIButton(self._cell(4, 1.5, 0.5), "+", manager, container=self.window)
        self.start = UIButton(self._cell(6, 2), start_key, manager, container=self.window)
        self.cancel = UIButton(self._cell(6, 3), "sixseq.table.new_game.cancel", manager,
                               container=self.window)
        self._seat_rows()
        self._mark()

    def _cell(self, row: float, column: float, span: float = 1.0) -> pygame.Rect:
        return pygame.Rect(16 + LABEL_W + column * CHOICE_W, 12 + row * ROW_H,
                           round(CHOICE_W * span) - 6, ROW_H - 6)

    def _row_label(self, row: float, key: str) -> UILabel:
        return UILabel(pygame.Rect(12, 12 + row * ROW_H, LABEL_W, ROW_H - 6), key,
                       self.manager, container=self.window)

    def _seat_rows(self) -> None:
        """One row per computer seat with its three levels (rebuilt when the table changes)."""
        for element in self.seat_elements:
            widgets.remove(element)
        self.seat_elements, self.level_buttons = [], []
        config = TableConfig(*self.table)
        human = next(s for s in range(config.seats) if config.seat_name(s) == "South")
        for index, seat in enumerate(computer_seats(config, human)):
            row = 1 + index
            self.seat_elements.append(self._row_label(row, SEAT_KEYS[config.seat_name(seat)]))
            for column, level in enumerate(LEVELS):
                button = UIButton(self._cell(row, column), LEVEL_KEYS[level], self.manager,
                                  container=self.window)
                self.seat_elements.append(button)
                self.level_buttons.append((button, index, level))

    def _mark(self) -> None:
        for button, choice in self.table_buttons:
            widgets.set_selected(button, choice == self.table)
        for button, index, level in self.level_buttons:
            widgets.set_selected(button, self.levels[index] == level)
        self.rounds_label.set_text(str(self.rounds))

    def settings(self) -> Settings:
        seats, teams = self.table
        return replace(self.base, seats=seats, teams=teams, levels=tuple(self.levels[:3]),
                       rounds=self.rounds)

    def close(self) -> None:
        """Cancel (Esc, the cancel button, the window's close box)."""
        widgets.remove(self.window)
        self.on_close()

    def handle(self, event: pygame.event.Event) -> None:
        """React to a pygame-gui event (the table sends every event here while the dialog is
        open)."""
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window:
            self.on_close()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        element = event.ui_element
        for button, choice in self.table_buttons:
            if element is button:
                self.table = choice
                self._seat_rows()
        for button, index, level in self.level_buttons:
            if element is button:
                self.levels[index] = level
        if element is self.fewer:
            self.rounds = max(1, self.rounds - 1)
        elif element is self.more:
            self.rounds = min(MAX_ROUNDS, self.rounds + 1)
        elif element is self.start:
            chosen = self.settings()
            widgets.remove(self.window)
            self.on_start(chosen)
            return
        elif element is self.cancel:
            self.close()
            return
        self._mark()
