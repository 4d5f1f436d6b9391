"""The main menu, the About box, and the apology shown after an error.

The menu is the first thing a player sees: the felt of their chosen colour, a fan of the six
aces (one per suit: the deck's signature), the title, and one column of large buttons. Any
notice about a file set aside shows above it (see :meth:`sixseq.ui.app.App.notify`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox, UIWindow

from sixseq import __version__, crash
from sixseq.decks.sixsuit import ACE, N_RANKS
from sixseq.ui import drawing, i18n, text, widgets
from sixseq.ui.cardart import CardArt, card_size
from sixseq.ui.fonts import font
from sixseq.ui.games import playable
from sixseq.ui.i18n import tr
from sixseq.ui.palette import DIM_INK, GOLD, INK, PANEL, SHADOW
from sixseq.ui.scene import Scene
from sixseq.ui.settings_dialog import SettingsDialog
from sixseq.ui.theme import MENU_BUTTON_PX, button_id, dialog_id, menu_button_id

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from sixseq.ui.app import App
    from sixseq.ui.shell import Shell



def scale_for(size: tuple[int, int]) -> float:
    """How big the menus' furniture is drawn: 1 at 1280×800, never below 0.7."""
    return max(0.7, min(size[0] / 1280, size[1] / 800, 1.8))


def menu_px(size: tuple[int, int]) -> int:
    """The menus' button text size for this window (it grows with the window)."""
    return round(MENU_BUTTON_PX * scale_for(size))


def button_width(size: tuple[int, int], least: int, labels: list[str]) -> int:
    """A menu column at least ``least`` wide and wide enough for its longest label (French
    runs longer), within the window."""
    px = menu_px(size)
    widest = max(font(px, True).size(label)[0] for label in labels)
    return min(size[0] - 40, max(least, widest + round(3 * px)))


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


Entry = tuple[str, dict[str, str], Callable[[], None]]  # a button's label key, values, action


class MainMenu(Scene):
    """Every game of the registry — its New game, and its Continue when it has a save — then
    Statistics · Rules · Settings · Quit, and About."""

    def __init__(self, app: App, shell: Shell) -> None:
        super().__init__(app)
        self.shell = shell
        self.art = CardArt(max_widths=2)
        self.actions: dict[UIButton, Callable[[], None]] = {}
        self.buttons: dict[str, UIButton] = {}
        self.fan: pygame.Surface | None = None
        self.title_box = pygame.Rect(0, 0, 0, 0)
        self.size = app.screen.get_size()
        self.come_back_to: str | None = None  # the button to focus once laid out

    def game_rows(self) -> list[tuple[str, Entry, Entry | None]]:
        """(game id, its New game button, its Continue button or None), in registry order."""
        rows: list[tuple[str, Entry, Entry | None]] = []
        locale = i18n.current_locale()
        for info, ui in playable():
            new = ("sixseq.menu.play", {"game": info.name(locale)},
                   partial(self.shell.new_game_of, info.id))
            saved = self.shell.saved.get(info.id)
            resume: Entry | None = None
            if saved is not None:
                key, params = ui.continue_label(saved)
                resume = (key, params, partial(self.shell.continue_game, info.id))
            rows.append((info.id, new, resume))
        return rows

    def tools(self) -> list[tuple[str, Callable[[], None]]]:
        return [("sixseq.menu.stats", self.shell.open_stats),
                ("sixseq.menu.rules", self.shell.open_rules),
                ("sixseq.menu.settings", self.open_settings),
                ("sixseq.menu.quit", self.app.quit)]

    # --- scene life ---------------------------------------------------------------------------

    def enter(self) -> None:
        """Back on the menu by keys (from Rules, Statistics, a game), the focus is on the
        button the player left it from, as a desktop program's is; a player on the mouse
        sees none."""
        if self.app.on_keys:
            self.come_back_to = self.shell.menu_focus

    def leave(self) -> None:
        """Remember the button the keyboard is on, if it is (a click lets it go)."""
        focused = self.app.scene_keys.button
        self.shell.menu_focus = next(
            (name for name, button in self.buttons.items() if button is focused), None)

    def _focus_come_back(self) -> None:
        """The focus on :attr:`come_back_to`, once: a game's *Continue* gone (its game is
        over), on its *Play*."""
        name, self.come_back_to = self.come_back_to, None
        if name is not None and name not in self.buttons and name.startswith("continue:"):
            name = "play:" + name.removeprefix("continue:")
        if name in self.buttons:
            self.app.scene_keys.put(self.buttons[name], self.menu_buttons())

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the menu out for the window: fan, title, the games, the tools, all scaled."""
        self.size = size
        for button in self.buttons.values():
            widgets.remove(button)
        self.buttons.clear()
        self.actions.clear()
        s = scale_for(size)
        px = menu_px(size)
        rows = self.game_rows()
        tools = self.tools()
        play_w = button_width(size, round(330 * s), [tr(k, **p) for _, (k, p, _), _ in rows])
        resumes = [tr(r[0], **r[1]) for _, _, r in rows if r is not None]
        resume_w = button_width(size, round(250 * s), resumes) if resumes else 0
        gap = round(11 * s)
        needed = play_w + (gap + resume_w if resume_w else 0)
        total_w = min(size[0] - 40, needed)
        if total_w < needed:  # a narrow window: the columns share the width
            if resume_w:
                play_w = resume_w = (total_w - gap) // 2
            else:
                play_w = total_w
        button_h = round(46 * s)
        tool_h = round(40 * s)
        column_h = len(rows) * (button_h + gap) + round(14 * s) + tool_h
        card_w = max(48, round(76 * s))
        self.fan = aces_fan(self.art, card_w)
        title_h = round(64 * s) + round(40 * s)  # the title, and its line clear of its q
        free = size[1] - column_h - title_h - round(48 * s)
        if self.fan.get_height() > free * 0.85:  # a short window: a smaller fan
            card_w = max(32, round(card_w * max(0.2, free * 0.85) / self.fan.get_height()))
            self.fan = aces_fan(self.art, card_w)
        total = self.fan.get_height() + title_h + round(28 * s) + column_h
        top = max(round(12 * s), (size[1] - total) // 2 - round(8 * s))
        self.title_box = pygame.Rect(0, top + self.fan.get_height(), size[0], title_h)
        y = self.title_box.bottom + round(28 * s)
        left = (size[0] - (play_w + (gap + resume_w if resume_w else 0))) // 2
        for game_id, (key, params, action), resume in rows:
            self._button(f"play:{game_id}", pygame.Rect(left, y, play_w, button_h), key, params,
                         action, menu_button_id(px))
            if resume is not None:
                rkey, rparams, raction = resume
                self._button(f"continue:{game_id}", pygame.Rect(left + play_w + gap, y,
                                                                resume_w, button_h),
                             rkey, rparams, raction, menu_button_id(px))
            y += button_h + gap
        y += round(14 * s)
        labels = [tr(k) for k, _ in tools]
        tool_px = round(px * 0.85)
        tool_w = max(round(150 * s), max(font(tool_px, True).size(t)[0] for t in labels) +
                     round(30 * s))
        row_w = len(tools) * tool_w + (len(tools) - 1) * gap
        if row_w > size[0] - 40:
            tool_w = (size[0] - 40 - (len(tools) - 1) * gap) // len(tools)
            row_w = len(tools) * tool_w + (len(tools) - 1) * gap
        x = (size[0] - row_w) // 2
        for key, action in tools:
            self._button(key, pygame.Rect(x, y, tool_w, tool_h), key, {}, action,
                         menu_button_id(tool_px))
            x += tool_w + gap
        small_w, small_h = round(150 * s), round(34 * s)
        self._button("about", pygame.Rect(size[0] - small_w - round(16 * s),
                                          size[1] - small_h - round(14 * s), small_w, small_h),
                     "sixseq.menu.about", {}, self.open_about, button_id(round(16 * s)))
        self._focus_come_back()

    def _button(self, name: str, rect: pygame.Rect, key: str, params: dict[str, str],
                action: Callable[[], None], object_id: Any) -> None:
        button = UIButton(rect, key, self.app.ui, object_id=object_id,
                          text_kwargs=params or None)
        self.buttons[name] = button
        self.actions[button] = action

    def handle_event(self, event: pygame.event.Event) -> None:
        widgets.pressed(event, self.actions)

    def menu_buttons(self) -> list[UIButton]:
        return list(self.buttons.values())

    def monkey_points(self) -> list[pygame.Rect]:
        """What a player comes here for: a game to play or to continue."""
        return [b.rect for name, b in self.buttons.items()
                if name.startswith(("play:", "continue:"))]

    def on_settings_changed(self) -> None:
        self.app.invalidate()

    def on_locale_changed(self) -> None:
        """Labels change length with the language: lay the menu out again."""
        self.resize(self.size)

    # --- dialogs ------------------------------------------------------------------------------

    def open_settings(self) -> None:
        self.app.open_dialog(lambda close: SettingsDialog(self.app, close))

    def open_about(self) -> None:
        self.app.open_dialog(lambda close: AboutDialog(self.app, self.shell, close))

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, screen: pygame.Surface) -> None:
        size = screen.get_size()
        screen.blit(drawing.felt(size, self.app.settings.table_colour), (0, 0))
        s = scale_for(size)
        if self.fan is not None:
            screen.blit(self.fan, self.fan.get_rect(midbottom=(size[0] // 2,
                                                                self.title_box.top)))
        box = self.title_box
        text.draw(screen, "sixseq", round(60 * s), INK, "midtop",
                  (box.centerx, box.top + round(4 * s)), bold=True, shadow=SHADOW)
        subtitle = tr("sixseq.menu.subtitle")
        px = text.fit(subtitle, round(20 * s), size[0] - 40)
        text.draw(screen, subtitle, px, GOLD, "midbottom", (box.centerx, box.bottom),
                  shadow=SHADOW)
        version = f"sixseq {__version__}"
        text.draw(screen, version, max(text.MIN_PX, round(14 * s)), DIM_INK, "bottomleft",
                  (round(16 * s), size[1] - round(16 * s)), shadow=SHADOW)


class AboutDialog:
    """Version, what the program is, and where its files live (to back them up or report)."""

    def __init__(self, app: App, shell: Shell, on_close: Callable[[], None]) -> None:
        self.app, self.on_close = app, on_close
        self.words = {"version": __version__, "games": self.games(),
                      "config": str(app.paths.config), "data": str(app.paths.data),
                      "logs": str(shell.log_file)}
        self.window: UIWindow | None = None
        self.relayout()

    def relayout(self) -> None:
        """Laid out for the screen; words longer than the usual height holds make the window
        taller, as far as the screen allows (as :class:`~sixseq.ui.confirm.Confirm` does),
        rather than hiding their end under a scroll bar."""
        widgets.grow_to_fit(self.app.screen.get_size(), 360, self._build)

    def _build(self, s: float, height: int) -> UITextBox:
        """The window at scale ``s``, ``height`` tall, centred; returns the words' box."""
        if self.window is not None:
            widgets.remove(self.window)
        screen = self.app.screen.get_size()
        px, pad = round(15 * s), round(12 * s)
        button_w, button_h = round(140 * s), round(38 * s)
        rect = pygame.Rect(0, 0, min(screen[0] - 40, round(640 * s)), height)
        rect.center = (screen[0] // 2, screen[1] // 2)
        self.window = UIWindow(rect, self.app.ui, "sixseq.about.title", always_on_top=True,
                               object_id=dialog_id(px))
        self.window.set_blocking(True)
        inner = self.window.get_container().get_size()
        self.body = UITextBox("sixseq.about.body",
                              pygame.Rect(pad, pad, inner[0] - 2 * pad,
                                          inner[1] - 3 * pad - button_h),
                              self.app.ui, container=self.window, object_id=button_id(px),
                              text_kwargs=self.words)
        self.ok = UIButton(pygame.Rect(inner[0] - pad - button_w, inner[1] - pad - button_h,
                                       button_w, button_h),
                           "sixseq.about.close", self.app.ui, container=self.window,
                           object_id=button_id(px))
        return self.body

    @staticmethod
    def games() -> str:
        """The registry's games, by their names in the language spoken."""
        locale = i18n.current_locale()
        return ", ".join(info.name(locale) for info, _ in playable())

    def close(self) -> None:
        if self.window is not None:
            widgets.remove(self.window)
            self.window = None
        self.on_close()

    def buttons(self) -> list[UIButton]:
        return [self.ok]

    def handle(self, event: pygame.event.Event) -> None:
        closing = event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window
        if closing:
            self.on_close()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok:
            self.close()


def notice_height(paragraphs: list[str], width: int, s: float) -> int:
    """The height :func:`draw_notice` takes for its title and ``paragraphs`` in a panel
    ``width`` wide."""
    said = sum(len(text.wrap(p, round(16 * s), width - round(60 * s))) for p in paragraphs)
    return round(76 * s) + said * round(23 * s) + len(paragraphs) * round(6 * s)


def draw_notice(screen: pygame.Surface, app: App, panel: pygame.Rect, title: str,
                paragraphs: list[str]) -> int:
    """The felt, and on it a panel with ``title`` and ``paragraphs`` (a screen that only
    tells something: the apology, another window open); returns the height below them."""
    size = screen.get_size()
    s = scale_for(size)
    screen.blit(drawing.felt(size, app.settings.table_colour), (0, 0))
    screen.blit(drawing.panel(panel.size, round(16 * s), (*PANEL, 235), (*GOLD, 200), 2), panel)
    y = panel.top + round(24 * s)
    text.draw(screen, title, text.fit(title, round(28 * s), panel.width - 40), GOLD,
              "midtop", (panel.centerx, y), bold=True)
    y += round(52 * s)
    px = round(16 * s)
    for line in paragraphs:
        for part in text.wrap(line, px, panel.width - round(60 * s)):
            text.draw(screen, part, px, INK, "midtop", (panel.centerx, y))
            y += round(23 * s)
        y += round(6 * s)
    return y


class AlreadyOpen(Scene):
    """Another sixseq window plays these games (:class:`~sixseq.storage.DataLock`): this one
    says so and offers only to quit. It writes nothing (``App.read_only``), so the two windows
    never save over each other."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.quit_button: UIButton | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)

    def _paragraphs(self) -> list[str]:
        return [tr("sixseq.already_open.body")]

    def resize(self, size: tuple[int, int]) -> None:
        if self.quit_button is not None:
            widgets.remove(self.quit_button)
        s = scale_for(size)
        w = button_width(size, round(200 * s), [tr("sixseq.apology.quit")])
        h = round(44 * s)
        width = min(size[0] - 40, round(640 * s))
        height = notice_height(self._paragraphs(), width, s) + h + round(44 * s)
        self.panel = pygame.Rect(0, 0, width, min(size[1] - 20, height))
        self.panel.center = (size[0] // 2, size[1] // 2)
        rect = pygame.Rect(0, 0, w, h)
        rect.midbottom = (self.panel.centerx, self.panel.bottom - round(22 * s))
        self.quit_button = UIButton(rect, "sixseq.apology.quit", self.app.ui,
                                    object_id=menu_button_id(menu_px(size)))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.quit_button is not None:
            widgets.pressed(event, {self.quit_button: self.app.quit})

    def menu_buttons(self) -> list[UIButton]:
        return [self.quit_button] if self.quit_button is not None else []

    def escape(self) -> bool:
        self.app.quit()
        return True

    def on_locale_changed(self) -> None:
        self.resize(self.app.screen.get_size())

    def draw(self, screen: pygame.Surface) -> None:
        draw_notice(screen, self.app, self.panel, tr("sixseq.already_open.title"),
                    self._paragraphs())


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
            self.app.notify("sixseq.apology.not_copied", path=str(self.shell.log_file))
            return
        self.app.notify("sixseq.apology.copied")

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
        report_px = max(text.MIN_PX, round(14 * s))
        rows = sum(len(text.wrap(line, report_px, inner - round(24 * s)))
                   for line in self.report.splitlines())
        height = (notice_height(self._paragraphs(), width, s)
                  + rows * round(report_px * 1.35) + round(26 * s)  # the report box
                  + round(88 * s))  # the buttons
        self.panel = pygame.Rect(0, 0, width, min(size[1] - 20, height))
        self.panel.center = (size[0] // 2, size[1] // 2)
        y = self.panel.bottom - h - round(22 * s)
        left = self.panel.centerx - row // 2
        for i, (key, action) in enumerate(choices):
            rect = pygame.Rect(left + i * (w + gap), y, w, h)
            self.actions[UIButton(rect, key, self.app.ui,
                                  object_id=menu_button_id(menu_px(size)))] = action

    def handle_event(self, event: pygame.event.Event) -> None:
        widgets.pressed(event, self.actions)

    def menu_buttons(self) -> list[UIButton]:
        return list(self.actions)

    def draw(self, screen: pygame.Surface) -> None:
        s = scale_for(screen.get_size())
        panel = self.panel
        y = draw_notice(screen, self.app, panel, tr("sixseq.apology.title"),
                        self._paragraphs())
        width = panel.width - round(60 * s)
        self._draw_report(screen, pygame.Rect(panel.left + round(30 * s), y + round(4 * s),
                                              width, panel.bottom - y - round(86 * s)), s)

    def _draw_report(self, screen: pygame.Surface, box: pygame.Rect, s: float) -> None:
        """The report as it will be pasted, in an inset box (lines too wide are wrapped)."""
        screen.blit(drawing.panel(box.size, round(8 * s), (4, 10, 8, 220), (*DIM_INK, 90), 1), box)
        px = max(text.MIN_PX, round(14 * s))
        y = box.top + round(10 * s)
        for line in self.report.splitlines():
            for part in text.wrap(line, px, box.width - round(24 * s)):
                if y + px > box.bottom - round(6 * s):
                    return
                text.draw(screen, part, px, DIM_INK, "topleft", (box.left + round(12 * s), y))
                y += round(px * 1.35)
