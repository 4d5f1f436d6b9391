"""A screen's buttons by name: made at their places, relabelled, shown, enabled, selected —
all in the program's one style, their text sized for the window (:mod:`sixseq.ui.theme`).

pygame-gui relabels its elements when the language changes (they are given catalogue keys),
and a rounded button's text is laid out once, so the bar makes a button again when its place
or text size changes rather than resizing it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from sixseq.ui import text, widgets
from sixseq.ui.fonts import font
from sixseq.ui.i18n import tr
from sixseq.ui.theme import TEXT_SIZES, button_id

BUTTON_AIR = 2  # a button's border, each side, before its label's own air (px // 10)


@dataclass(frozen=True)
class ButtonSpec:
    rect: pygame.Rect
    key: str  # catalogue key of its label
    px: int  # text size
    params: tuple[tuple[str, str], ...] = ()
    tip: str | None = None  # catalogue key of its tool tip
    drawn_px: int = 0  # the text size drawn: ``px``, or smaller where the label needs it


class ButtonBar:
    """Named buttons of one screen."""

    def __init__(self, manager: pygame_gui.UIManager,
                 remade: Callable[[UIButton, UIButton | None], None] | None = None) -> None:
        """``remade(old, new)`` is told when a button is made again, ``remade(old, None)``
        when one is taken away (the keyboard's focus follows it, or goes with it)."""
        self.manager = manager
        self.remade = remade
        self.buttons: dict[str, UIButton] = {}
        self.specs: dict[str, ButtonSpec] = {}

    def place(self, name: str, rect: pygame.Rect, key: str, px: int,
              params: Mapping[str, str] | None = None, tip: str | None = None) -> UIButton:
        """The button ``name`` at ``rect`` with label ``key`` (made again only if changed),
        its text made smaller if the label, in the language now spoken, would not fit whole
        (French runs longer, and a button's width does not grow as fast as its text)."""
        label = tr(key, **(params or {}))
        drawn = text.fit(label, px, label_room(rect.width, px), minimum=TEXT_SIZES.start)
        spec = ButtonSpec(pygame.Rect(rect), key, px, tuple((params or {}).items()), tip,
                          drawn)
        button = self.buttons.get(name)
        if button is not None and self.specs.get(name) == spec:
            return button
        if button is not None:
            widgets.remove(button)
        made = UIButton(spec.rect, key, self.manager, object_id=button_id(drawn),
                        text_kwargs=dict(spec.params) or None, tool_tip_text=tip)
        self.buttons[name] = made
        self.specs[name] = spec
        if button is not None and self.remade is not None:
            self.remade(button, made)
        return made

    def relabel(self, name: str, key: str, params: Mapping[str, str] | None = None) -> None:
        spec = self.specs.get(name)
        if spec is None:
            return
        if spec.key != key or dict(spec.params) != dict(params or {}):
            self.place(name, spec.rect, key, spec.px, params, spec.tip)

    def state(self, name: str, visible: bool, enabled: bool = True,
              selected: bool | None = None) -> None:
        button = self.buttons.get(name)
        if button is None:
            return
        widgets.set_state(button, visible, enabled)
        if selected is not None:
            widgets.set_selected(button, selected)

    def name_of(self, event: pygame.event.Event) -> str | None:
        """The name of the button this pygame-gui event pressed, if it is one of ours."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return None
        return next((n for n, b in self.buttons.items() if b is event.ui_element), None)

    def remove(self, name: str) -> None:
        button = self.buttons.pop(name, None)
        self.specs.pop(name, None)
        if button is not None:
            widgets.remove(button)
            if self.remade is not None:
                self.remade(button, None)

    def clear(self) -> None:
        """Forget every button (the manager was cleared, or the screen is rebuilt)."""
        for button in self.buttons.values():
            widgets.remove(button)
        self.buttons.clear()
        self.specs.clear()

    def forget(self) -> None:
        """The manager was cleared under us: drop the references without killing."""
        self.buttons.clear()
        self.specs.clear()


def stacked(left: int, width: int, bottom: int, height: int, gap: int,
            names: list[tuple[str, str]]) -> dict[str, tuple[pygame.Rect, str]]:
    """Buttons (name, label key) one above the other, the last one's foot at ``bottom``: the
    panels of buttons in a table's lower corners."""
    y = bottom - len(names) * (height + gap) + gap
    places = {}
    for name, key in names:
        places[name] = (pygame.Rect(left, y, width, height), key)
        y += height + gap
    return places


def label_room(width: int, px: int) -> int:
    """What a button ``width`` wide leaves its label at ``px``: its border and a little air
    off each side."""
    return width - 2 * BUTTON_AIR - 2 * (px // 10)


def label_width(key: str, px: int) -> int:
    """The width a button needs to show its label ``key`` whole at text size ``px``, in the
    language now spoken (a table places its buttons again when the language changes): the
    text, and on each side the border and some air."""
    return font(px).size(tr(key))[0] + 2 * (4 + px // 2)
