"""A modal window of choices — the New game dialog of any game, the settings — drawn the same way.

Each row is a label and its choices as buttons, the chosen one shown selected (gold); one
click each, no drop-down to open. Every label is a catalogue key, so the whole window relabels
the moment the language changes. The window is sized for the screen: its text grows with a
big window and everything shrinks to stay whole and centred in a small one (a *Done* button
cut off by the screen's edge was a complaint).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIWindow

from sixseq.games import registry
from sixseq.ui import widgets
from sixseq.ui.fonts import font
from sixseq.ui.games import OptionRow
from sixseq.ui.i18n import current_locale, tr
from sixseq.ui.theme import TEXT_SIZES, button_id, dialog_id, title_bar_height

if TYPE_CHECKING:
    from sixseq.ui.app import App

ROW_H = 42
LABEL_W = 190
CHOICE_MIN_W = 96
MARGIN = 40  # kept free around the window
MIN_PX = TEXT_SIZES.start  # the smallest text the theme has for a control


class ChoiceDialog:
    """Rows of choices and a row of action buttons (*Start*, *Cancel*, *Done*…).

    ``on_choose(name, value)`` when a choice is clicked (the owner calls :meth:`show` with
    the new rows and values), ``actions`` (label key → callback) for the bottom buttons,
    ``on_close`` when the window is closed by its box or Esc. ``title_params`` fills the
    title's placeholders, asked each time the window is laid out (the language may have
    changed)."""

    def __init__(self, app: App, title_key: str, rows: Sequence[OptionRow],
                 values: Mapping[str, Any], on_choose: Callable[[str, Any], None],
                 actions: Sequence[tuple[str, Callable[[], None]]],
                 on_close: Callable[[], None],
                 title_params: Callable[[], dict[str, str]] | None = None) -> None:
        self.app = app
        self.title_key = title_key
        self.title_params = title_params
        self.on_choose = on_choose
        self.actions = list(actions)
        self.on_close = on_close
        self.window: UIWindow | None = None
        self.choices: list[tuple[UIButton, str, Any]] = []
        self.action_buttons: dict[UIButton, Callable[[], None]] = {}
        self.rows: list[OptionRow] = []
        self.values: dict[str, Any] = {}
        self.show(rows, values)

    def show(self, rows: Sequence[OptionRow], values: Mapping[str, Any]) -> None:
        """Lay the window out for these rows (made again when the rows change)."""
        rows, values = list(rows), dict(values)
        if rows != self.rows or self.window is None:
            self.rows = rows
            self._build()
        self.values = values
        for button, name, value in self.choices:
            widgets.set_selected(button, values.get(name) == value)

    def _build(self) -> None:
        if self.window is not None:
            widgets.remove(self.window)
        screen = self.app.screen.get_size()
        s = widgets.dialog_scale(screen)
        px = max(MIN_PX, round(15 * s))
        while True:  # a small window: everything smaller until it is whole, the text measured
            choices_w = self._choices_width(px, s)
            label_w = max(round(LABEL_W * s), self._longest_label(px) + round(16 * s))
            width = label_w + choices_w + round(48 * s)
            height = (len(self.rows) + 1) * round(ROW_H * s) + round(40 * s) + \
                title_bar_height(px)
            fit = min((screen[0] - MARGIN) / width, (screen[1] - MARGIN) / height)
            if fit >= 1.0 or px <= MIN_PX:
                break
            s *= fit
            px = max(MIN_PX, min(px - 1, round(15 * s)))
        row_h = round(ROW_H * s)
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (screen[0] // 2, screen[1] // 2)
        self.window = UIWindow(rect, self.app.ui, self.title_key, always_on_top=True,
                               object_id=dialog_id(px))
        self.window.set_blocking(True)
        if self.title_params is not None and self.window.title_bar is not None:
            self.window.title_bar.set_text(self.title_key, text_kwargs=self.title_params())
        self.choices = []
        pad = round(12 * s)
        for i, row in enumerate(self.rows):
            y = pad + i * row_h
            UILabel(pygame.Rect(pad, y, label_w, row_h - 6), row.key, self.app.ui,
                    container=self.window, object_id=button_id(px),
                    text_kwargs=dict(row.params) or None)
            choice_w = choices_w // max(1, len(row.choices))  # a row's choices share its width
            for j, choice in enumerate(row.choices):
                cell = pygame.Rect(pad + label_w + j * choice_w, y, choice_w - 6, row_h - 6)
                button = UIButton(cell, choice.key, self.app.ui, container=self.window,
                                  object_id=button_id(px),
                                  text_kwargs=dict(choice.params) or None)
                self.choices.append((button, row.name, choice.value))
        self.action_buttons = {}
        action_w = max(round(140 * s), max((font(px).size(tr(k))[0] for k, _ in self.actions),
                                           default=0) + round(28 * s))
        inner_w = self.window.get_container().get_size()[0]
        x = inner_w - pad
        y = pad + len(self.rows) * row_h + round(8 * s)
        for key, callback in reversed(self.actions):
            x -= action_w
            button = UIButton(pygame.Rect(x, y, action_w, row_h - 4), key, self.app.ui,
                              container=self.window, object_id=button_id(px))
            self.action_buttons[button] = callback
            x -= round(8 * s)

    def _choices_width(self, px: int, s: float) -> int:
        """The width the rows' choices take: the row that needs most, each of its buttons as
        wide as its longest words."""
        def needs(row: OptionRow) -> int:
            longest = max((font(px).size(tr(c.key, **dict(c.params)))[0] for c in row.choices),
                          default=0)
            padded = longest + max(round(22 * s), 18) + 6  # the button's own padding and gap
            return len(row.choices) * max(round(CHOICE_MIN_W * s), padded)
        return max((needs(r) for r in self.rows), default=round(CHOICE_MIN_W * s))

    def _longest_label(self, px: int) -> int:
        return max((font(px).size(tr(r.key, **dict(r.params)))[0] for r in self.rows),
                   default=0)

    def relayout(self) -> None:
        """The screen or the language changed: lay the window out again."""
        self._build()
        self.show(self.rows, self.values)

    def buttons(self) -> list[UIButton]:
        return [button for button, _, _ in self.choices] + list(self.action_buttons)

    def close(self) -> None:
        """Cancel (Esc, the window's close box)."""
        self.remove()
        self.on_close()

    def remove(self) -> None:
        if self.window is not None:
            widgets.remove(self.window)
            self.window = None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window:
            self.window = None
            self.on_close()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        element = event.ui_element
        action = self.action_buttons.get(element)
        if action is not None:
            action()
            return
        for button, name, value in self.choices:
            if element is button:
                self.on_choose(name, value)
                return


class NewGameDialog:
    """A game's New game dialog, titled with the game's name (the registry's, in the
    player's language): its option rows, *Start* and *Cancel*. The options chosen are
    remembered in the settings for that game's next new game."""

    def __init__(self, app: App, game: Any, on_start: Callable[[dict[str, Any]], None],
                 on_close: Callable[[], None]) -> None:
        self.app = app
        self.game = game
        self.options: dict[str, Any] = game.clean_options(app.settings.options(game.id))
        self.on_start = on_start
        self.dialog = ChoiceDialog(app, "sixseq.table.new_game.title_of",
                                   game.option_rows(self.options), self._values(), self._choose,
                                   [("sixseq.table.new_game.start", self._start),
                                    ("sixseq.table.new_game.cancel", self.close)], on_close,
                                   lambda: {"game": registry.game(game.id).name(current_locale())})

    def _values(self) -> dict[str, Any]:
        """Row values: a ``name.i`` row shows item i of the list option ``name``."""
        values: dict[str, Any] = {}
        for name, value in self.options.items():
            if isinstance(value, list):
                values.update({f"{name}.{i}": v for i, v in enumerate(value)})
            else:
                values[name] = value
        return values

    def _choose(self, name: str, value: Any) -> None:
        base, _, index = name.partition(".")
        if index:
            items = list(self.options.get(base, []))
            while len(items) <= int(index):
                items.append(value)
            items[int(index)] = value
            self.options[base] = items
        else:
            self.options[name] = value
        self.options = self.game.clean_options(self.options)
        self.dialog.show(self.game.option_rows(self.options), self._values())

    def _start(self) -> None:
        self.dialog.remove()
        self.app.change_settings(self.app.settings.with_options(self.game.id, self.options))
        self.on_start(self.options)

    def handle(self, event: pygame.event.Event) -> None:
        self.dialog.handle(event)

    def buttons(self) -> list[UIButton]:
        return self.dialog.buttons()

    def close(self) -> None:
        self.dialog.close()

    def relayout(self) -> None:
        self.dialog.relayout()
