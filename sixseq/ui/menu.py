"""The main menu, the About box, and the apology shown after an error.

The menu is the first thing a player sees: the felt of their chosen colour, a fan of the six
aces (one per suit: the deck's signature), the title, and one column of large buttons. Any
notice about a file set aside shows above it (see :meth:`sixseq.ui.app.App.notify`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox, UIWindow

from sixseq import __version__, crash, saves
from sixseq.decks.sixsuit import ACE, N_RANKS
from sixseq.ui import drawing, text, widgets
from sixseq.ui.app import MENU_BUTTON, MENU_BUTTON_PX
from sixseq.ui.cardart import CardArt, card_size
from sixseq.ui.dialogs import NewGameDialog
from sixseq.ui.fonts import font
from sixseq.ui.i18n import tr
from sixseq.ui.scene import Scene
from sixseq.ui.settings_dialog import SettingsDialog

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from sixseq.ui.app import App
    from sixseq.ui.shell import Shell

INK = (246, 240, 220)
GOLD = (236, 200, 110)
SOFT = (200, 214, 202)
SHADOW = (0, 0, 0, 160)


class Dialog(Protocol):
    """A modal window of a menu: it gets every event while open; Esc closes it."""

    def handle(self, event: pygame.event.Event) -> None: ...

    def close(self) -> None: ...


def scale_for(size: tuple[int, int]) -> float:
    """How big the menus' furniture is drawn: 1 at 1280×800, never below 0.7."""
    return max(0.7, min(size[0] / 1280, size[1] / 800, 1.8))


def button_width(size: tuple[int, int], least: int, labels: list[str]) -> int:
    """A menu column at least ``least`` wide and wide enough for its longest label (French
    runs longer), within the window."""
    widest = max(font(MENU_BUTTON_PX, True).size(label)[0] for label in labels)
    return min(size[0] - 40, max(least, widest + 56))


def aces_fan(art: CardArt, width: int) -> pygame.Surface:
    """The six aces fanned like a hand held up: the deck's six suits at a glance."""
    cards = [suit * N_RANKS + ACE for suit in range(6)]
    card_w, card_h = card_size(width)
    spread = 9.0  # degrees between cards
    radius = card_h * 2.2
    pad = card_h
    size = (round(radius * 0.9 + card_w * 2 + pad), round(card_h * 1.5 + pad // 2))
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    pivot = pygame.math.Vector2(size[0] / 2, radius + card_h * 0.55)
    for i, card in enumerate(cards):
        angle = (i - (len(cards) - 1) / 2) * spread
        face = art.face(card, width)
        framed = pygame.Surface((card_w + 16, card_h + 16), pygame.SRCALPHA)
        framed.fill((0, 0, 0, 0))
        drawing.blit_shadow(framed, pygame.Rect(8, 8, card_w, card_h), lift=1.6, alpha=110)
        framed.blit(face, (8, 8))
        turned = pygame.transform.rotozoom(framed, -angle, 1.0)
        centre = pivot + pygame.math.Vector2(0, -radius).rotate(angle)
        surface.blit(turned, turned.get_rect(center=(round(centre.x), round(centre.y))))
    return surface.subsurface(surface.get_bounding_rect()).copy()


class MainMenu(Scene):
    """Continue · New game · 20/20 · Statistics · Settings · Rules · Quit, and About."""

    def __init__(self, app: App, shell: Shell) -> None:
        super().__init__(app)
        self.shell = shell
        self.art = CardArt(max_widths=2)
        self.actions: dict[UIButton, Callable[[], None]] = {}
        self.buttons: dict[str, UIButton] = {}
        self.dialog: Dialog | None = None
        self.fan: pygame.Surface | None = None
        self.title_box = pygame.Rect(0, 0, 0, 0)
        self.size = app.screen.get_size()

    def entries(self) -> list[tuple[str, str, dict[str, str], Callable[[], None]]]:
        """(name, label key, label parameters, action) for each button, top to bottom."""
        shell = self.shell
        items: list[tuple[str, str, dict[str, str], Callable[[], None]]] = []
        last = saves.last_played(self.app.paths)
        if last == saves.PATIENCE:
            items.append(("continue", "sixseq.menu.continue_patience", {},
                          shell.continue_game))
        elif last == saves.SIXSEQ and shell.saved is not None:
            match = shell.saved.match
            items.append(("continue", "sixseq.menu.continue_sixseq",
                          {"round": str(match.round_number), "rounds": str(match.rounds)},
                          shell.continue_game))
        items += [
            ("new_game", "sixseq.menu.new_game", {}, self.open_new_game),
            ("patience", "sixseq.menu.patience", {}, shell.open_patience),
            ("stats", "sixseq.menu.stats", {}, shell.open_stats),
            ("settings", "sixseq.menu.settings", {}, self.open_settings),
            ("rules", "sixseq.menu.rules", {}, shell.open_rules),
            ("quit", "sixseq.menu.quit", {}, self.app.quit),
        ]
        return items

    # --- scene life ---------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the menu out for the window: fan, title, then the buttons, all scaled."""
        self.size = size
        for button in self.buttons.values():
            widgets.remove(button)
        self.actions.clear()
        s = scale_for(size)
        entries = self.entries()
        labels = [tr(key, **params) for _, key, params, _ in entries]
        button_w = button_width(size, round(380 * s), labels)
        button_h, gap = round(46 * s), round(11 * s)
        column_h = len(entries) * (button_h + gap) - gap
        card_w = max(48, round(76 * s))
        self.fan = aces_fan(self.art, card_w)
        title_h = round(64 * s) + round(34 * s)
        free = size[1] - column_h - title_h - round(48 * s)
        if self.fan.get_height() > free * 0.85:  # a short window: a smaller fan
            card_w = max(40, round(card_w * free * 0.85 / self.fan.get_height()))
            self.fan = aces_fan(self.art, card_w)
        total = self.fan.get_height() + title_h + round(28 * s) + column_h
        top = max(round(12 * s), (size[1] - total) // 2 - round(8 * s))
        self.title_box = pygame.Rect(0, top + self.fan.get_height(), size[0], title_h)
        y = self.title_box.bottom + round(28 * s)
        for name, key, params, action in entries:
            rect = pygame.Rect((size[0] - button_w) // 2, y, button_w, button_h)
            button = UIButton(rect, key, self.app.ui, object_id=MENU_BUTTON, text_kwargs=params)
            self.buttons[name] = button
            self.actions[button] = action
            y += button_h + gap
        small_w, small_h = round(150 * s), round(34 * s)
        about = UIButton(pygame.Rect(size[0] - small_w - round(16 * s),
                                     size[1] - small_h - round(14 * s), small_w, small_h),
                         "sixseq.menu.about", self.app.ui)
        self.buttons["about"] = about
        self.actions[about] = self.open_about

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.dialog is not None:
            self.dialog.handle(event)
            return
        widgets.pressed(event, self.actions)

    def escape(self) -> bool:
        if self.dialog is not None:
            self.dialog.close()
        return True  # Esc on the menu closes a dialog, never the program

    def on_settings_changed(self) -> None:
        self.app.invalidate()

    def on_locale_changed(self) -> None:
        """Labels change length with the language: lay the column out again."""
        self.resize(self.size)

    # --- dialogs ------------------------------------------------------------------------------

    def _dialog_closed(self) -> None:
        self.dialog = None

    def open_new_game(self) -> None:
        self.dialog = NewGameDialog(self.app.ui, self.size, self.app.settings,
                                    self.shell.new_sixseq, self._dialog_closed)

    def open_settings(self) -> None:
        self.dialog = SettingsDialog(self.app, self._dialog_closed)

    def open_about(self) -> None:
        self.dialog = AboutDialog(self.app, self.shell, self._dialog_closed)

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, screen: pygame.Surface) -> None:
        size = screen.get_size()
        screen.blit(drawing.felt(size, self.app.settings.table_colour), (0, 0))
        s = scale_for(size)
        if self.fan is not None:
            screen.blit(self.fan, self.fan.get_rect(midbottom=(size[0] // 2,
                                                                self.title_box.top)))
        box = self.title_box
        text.draw(screen, "Six Séquences", round(60 * s), INK, "midtop",
                  (box.centerx, box.top + round(4 * s)), bold=True, shadow=SHADOW)
        subtitle = tr("sixseq.menu.subtitle")
        px = text.fit(subtitle, round(20 * s), size[0] - 40)
        text.draw(screen, subtitle, px, GOLD, "midbottom", (box.centerx, box.bottom),
                  shadow=SHADOW)
        version = f"sixseq {__version__}"
        text.draw(screen, version, round(14 * s), SOFT, "bottomleft",
                  (round(16 * s), size[1] - round(16 * s)), shadow=SHADOW)


class AboutDialog:
    """Version, what the program is, and where its files live (to back them up or report)."""

    def __init__(self, app: App, shell: Shell, on_close: Callable[[], None]) -> None:
        self.on_close = on_close
        paths = app.paths
        width, height = 640, 360
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (app.screen.get_width() // 2, app.screen.get_height() // 2)
        self.window = UIWindow(rect, app.ui, "sixseq.about.title", always_on_top=True)
        self.window.set_blocking(True)
        inner = self.window.get_container().get_size()
        body = UITextBox("sixseq.about.body", pygame.Rect(12, 10, inner[0] - 24, inner[1] - 70),
                         app.ui, container=self.window, text_kwargs={
                             "version": __version__, "config": str(paths.config),
                             "data": str(paths.data), "logs": str(shell.log_file)})
        self.body = body
        self.ok = UIButton(pygame.Rect(inner[0] - 152, inner[1] - 50, 140, 38),
                           "sixseq.about.close", app.ui, container=self.window)

    def close(self) -> None:
        widgets.remove(self.window)
        self.on_close()

    def handle(self, event: pygame.event.Event) -> None:
        closing = event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window
        if closing:
            self.on_close()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok:
            self.close()


class Apology(Scene):
    """After an uncaught error: sorry, the way on (the saves are as they were after the last
    turn, so Continue resumes from there), and a report to copy into a message: the versions,
    the system, the error and where the log is (:func:`sixseq.crash.report`)."""

    def __init__(self, app: App, shell: Shell) -> None:
        super().__init__(app)
        self.shell = shell
        self.actions: dict[UIButton, Callable[[], None]] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.report = crash.report(shell.log_file, app.error)
        log.error("crash report:\n%s", self.report)

    def copy_report(self) -> None:
        """Put the report on the clipboard, ready to paste into a message."""
        try:
            pygame.scrap.put_text(self.report)
        except pygame.error as error:
            log.warning("the report could not be copied: %s", error)
            self.app.notify(tr("sixseq.apology.not_copied", path=str(self.shell.log_file)))
            return
        self.app.notify(tr("sixseq.apology.copied"))

    def _paragraphs(self) -> list[str]:
        return [tr("sixseq.apology.body"),
                tr("sixseq.apology.log", path=str(self.shell.log_file))]

    def resize(self, size: tuple[int, int]) -> None:
        """The panel is as tall as what it says (the report box as tall as the report)."""
        for button in list(self.actions):
            widgets.remove(button)
        self.actions.clear()
        s = scale_for(size)
        choices = (("sixseq.apology.copy", self.copy_report),
                   ("sixseq.apology.menu", self.shell.main_menu),
                   ("sixseq.apology.quit", self.app.quit))
        w = button_width(size, round(230 * s), [tr(key) for key, _ in choices])
        h, gap = round(44 * s), round(14 * s)
        row = len(choices) * w + (len(choices) - 1) * gap
        width = min(size[0] - 40, max(round(780 * s), row + round(40 * s)))
        inner = width - round(60 * s)
        said = sum(len(text.wrap(p, round(16 * s), inner)) for p in self._paragraphs())
        report_px = max(11, round(14 * s))
        rows = sum(len(text.wrap(line, report_px, inner - round(24 * s)))
                   for line in self.report.splitlines())
        height = (round(76 * s) + said * round(23 * s) + round(12 * s)  # title, paragraphs
                  + rows * round(report_px * 1.35) + round(26 * s)  # the report box
                  + round(88 * s))  # the buttons
        self.panel = pygame.Rect(0, 0, width, min(size[1] - 20, height))
        self.panel.center = (size[0] // 2, size[1] // 2)
        y = self.panel.bottom - h - round(22 * s)
        left = self.panel.centerx - row // 2
        for i, (key, action) in enumerate(choices):
            rect = pygame.Rect(left + i * (w + gap), y, w, h)
            self.actions[UIButton(rect, key, self.app.ui, object_id=MENU_BUTTON)] = action

    def handle_event(self, event: pygame.event.Event) -> None:
        widgets.pressed(event, self.actions)

    def escape(self) -> bool:
        return True

    def draw(self, screen: pygame.Surface) -> None:
        size = screen.get_size()
        s = scale_for(size)
        screen.blit(drawing.felt(size, self.app.settings.table_colour), (0, 0))
        panel = self.panel
        screen.blit(drawing.panel(panel.size, round(16 * s), (14, 26, 20, 235),
                                  (*GOLD, 200), 2), panel)
        y = panel.top + round(24 * s)
        title = tr("sixseq.apology.title")
        text.draw(screen, title, text.fit(title, round(28 * s), panel.width - 40), GOLD,
                  "midtop", (panel.centerx, y), bold=True)
        y += round(52 * s)
        width = panel.width - round(60 * s)
        px = round(16 * s)
        for line in self._paragraphs():
            for part in text.wrap(line, px, width):
                text.draw(screen, part, px, INK, "midtop", (panel.centerx, y))
                y += round(23 * s)
            y += round(6 * s)
        self._draw_report(screen, pygame.Rect(panel.left + round(30 * s), y + round(4 * s),
                                              width, panel.bottom - y - round(86 * s)), s)

    def _draw_report(self, screen: pygame.Surface, box: pygame.Rect, s: float) -> None:
        """The report as it will be pasted, in an inset box (lines too wide are wrapped)."""
        screen.blit(drawing.panel(box.size, round(8 * s), (4, 10, 8, 220), (*SOFT, 90), 1), box)
        px = max(11, round(14 * s))
        y = box.top + round(10 * s)
        for line in self.report.splitlines():
            for part in text.wrap(line, px, box.width - round(24 * s)):
                if y + px > box.bottom - round(6 * s):
                    return
                text.draw(screen, part, px, SOFT, "topleft", (box.left + round(12 * s), y))
                y += round(px * 1.35)
