"""A yes/no question in a small window (abandon a game in progress? replace a saved game?),
in the program's one style, sized for the screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox, UIWindow

from sixseq.ui import widgets
from sixseq.ui.fonts import font
from sixseq.ui.i18n import tr
from sixseq.ui.theme import button_id, dialog_id

if TYPE_CHECKING:
    from sixseq.ui.app import App


class Confirm:
    """``yes()`` after *Yes*; *No*, Esc or the close box just close it."""

    def __init__(self, app: App, key: str, params: dict[str, str], yes: Callable[[], None],
                 on_close: Callable[[], None]) -> None:
        self.app, self.key, self.params = app, key, params
        self.yes, self.on_close = yes, on_close
        self.window: UIWindow | None = None
        self.answers: dict[UIButton, bool] = {}
        self.relayout()

    def relayout(self) -> None:
        """The question whole, then the answers: a question longer than the dialog's usual
        height holds (French at 800×560 and 1024×600) makes it taller, as far as the window
        allows, rather than hiding its end under a scroll bar."""
        widgets.grow_to_fit(self.app.screen.get_size(), 220, self._build)

    def _build(self, s: float, height: int) -> UITextBox:
        """The dialog at scale ``s``, ``height`` tall; returns the question's box."""
        if self.window is not None:
            widgets.remove(self.window)
        screen = self.app.screen.get_size()
        px = round(16 * s)
        pad = round(12 * s)
        answers = (("sixseq.confirm.no", False), ("sixseq.confirm.yes", True))
        w = max(round(150 * s),  # each answer as wide as its words (French runs longer)
                max(font(px).size(tr(label))[0] for label, _ in answers) + round(28 * s))
        width = min(screen[0] - 40, max(round(520 * s), 2 * w + 4 * pad))
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (screen[0] // 2, screen[1] // 2)
        self.window = UIWindow(rect, self.app.ui, "sixseq.confirm.title", always_on_top=True,
                               object_id=dialog_id(px))
        self.window.set_blocking(True)
        inner_w, inner_h = self.window.get_container().get_size()
        button_h = round(40 * s)
        question = UITextBox(self.key, pygame.Rect(pad, pad, inner_w - 2 * pad,
                                                   inner_h - 3 * pad - button_h),
                             self.app.ui, container=self.window, object_id=button_id(px),
                             text_kwargs=self.params or None)
        self.answers = {}
        for i, (label, answer) in enumerate(answers):
            at = pygame.Rect(inner_w - pad - (2 - i) * (w + pad) + pad, inner_h - pad - button_h,
                             w, button_h)
            self.answers[UIButton(at, label, self.app.ui, container=self.window,
                                  object_id=button_id(px))] = answer
        return question

    def buttons(self) -> list[UIButton]:
        return list(self.answers)

    def close(self) -> None:
        if self.window is not None:
            widgets.remove(self.window)
            self.window = None
        self.on_close()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window:
            self.window = None
            self.on_close()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.answers:
            answer = self.answers[event.ui_element]
            self.close()
            if answer:
                self.yes()
