"""The settings dialog: one row per setting, one click per choice, saved and applied at once.

The same window as every game's New game dialog (:class:`~sixseq.ui.choices.ChoiceDialog`),
so it relabels the moment the language changes and stays whole in a small window. A game's
table options are not here: its New game dialog remembers the last ones chosen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.elements import UIButton

from sixseq.ui.choices import ChoiceDialog
from sixseq.ui.games import Choice, OptionRow

if TYPE_CHECKING:
    from sixseq.ui.app import App

SPEEDS = (Choice("slow", "sixseq.settings.speed.slow"),
          Choice("normal", "sixseq.settings.speed.normal"),
          Choice("fast", "sixseq.settings.speed.fast"),
          Choice("instant", "sixseq.settings.speed.instant"))
ROWS: tuple[OptionRow, ...] = (
    OptionRow("language", "sixseq.settings.language", (
        Choice("", "sixseq.settings.language_system"), Choice("en", "sixseq.app.language_en"),
        Choice("fr", "sixseq.app.language_fr"))),
    OptionRow("card_back", "sixseq.settings.card_back", (
        Choice("blue", "sixseq.settings.colour.blue"),
        Choice("red", "sixseq.settings.colour.red"))),
    OptionRow("four_colour", "sixseq.settings.standard_deck", (
        Choice(False, "sixseq.settings.two_colours"),
        Choice(True, "sixseq.settings.four_colours"))),
    OptionRow("table_colour", "sixseq.settings.table_colour", (
        Choice("green", "sixseq.settings.colour.green"),
        Choice("blue", "sixseq.settings.colour.blue"),
        Choice("red", "sixseq.settings.colour.red"),
        Choice("grey", "sixseq.settings.colour.grey"))),
    OptionRow("animation_speed", "sixseq.settings.animation_speed", SPEEDS),
    OptionRow("bot_pace", "sixseq.settings.bot_pace", SPEEDS),
    OptionRow("sound", "sixseq.settings.sound", (
        Choice(True, "sixseq.settings.on"), Choice(False, "sixseq.settings.off"))),
    OptionRow("fullscreen", "sixseq.settings.display", (
        Choice(False, "sixseq.settings.window"), Choice(True, "sixseq.settings.fullscreen"))),
)


def rows(sound_available: bool) -> tuple[OptionRow, ...]:
    """The rows; without an audio device the sound row says so instead of offering *On*."""
    if sound_available:
        return ROWS
    return tuple(OptionRow(r.name, r.key, (Choice(False, "sixseq.settings.unavailable"),))
                 if r.name == "sound" else r for r in ROWS)


class SettingsDialog:
    """A modal window; every click changes ``app.settings`` through ``app.change_settings``."""

    def __init__(self, app: App, on_close: Callable[[], None]) -> None:
        self.app = app
        self.dialog = ChoiceDialog(app, "sixseq.settings.title", self._rows(), self._values(),
                                   self._choose, [("sixseq.settings.done", self.close)],
                                   on_close)

    def _rows(self) -> tuple[OptionRow, ...]:
        return rows(self.app.sounds.available)

    def _values(self) -> dict[str, Any]:
        settings = self.app.settings
        values = {row.name: getattr(settings, row.name) for row in ROWS}
        if not self.app.sounds.available:
            values["sound"] = False
        return values

    def _choose(self, name: str, value: Any) -> None:
        if getattr(self.app.settings, name) != value:
            changes: dict[str, Any] = {name: value}
            self.app.change_settings(replace(self.app.settings, **changes))
        self.dialog.show(self._rows(), self._values())

    def handle(self, event: pygame.event.Event) -> None:
        self.dialog.handle(event)

    def buttons(self) -> list[UIButton]:
        return self.dialog.buttons()

    def close(self) -> None:
        self.dialog.close()

    def relayout(self) -> None:
        """Laid out again for a new screen, showing the settings as they are now (F11 changed
        the display under it)."""
        self.dialog.relayout()
        self.dialog.show(self._rows(), self._values())
