"""The in-game menu (Esc or the on-screen menu button in any game): resume, new game, settings,
rules, save and quit to the menu.

The game stops underneath: it is left (its computer players do not play) and shown as a
blurred, darkened picture of itself, so the menu reads clearly and the player still sees where
they were. Resuming enters the very same game scene again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton

from sixseq.ui import drawing, text, widgets
from sixseq.ui.i18n import tr
from sixseq.ui.menu import button_width, menu_px, scale_for
from sixseq.ui.palette import GOLD, INK, PANEL, SHADOW
from sixseq.ui.scene import Scene
from sixseq.ui.settings_dialog import SettingsDialog
from sixseq.ui.theme import menu_button_id

if TYPE_CHECKING:
    from sixseq.ui.app import App
    from sixseq.ui.shell import Shell


def still_of(scene: Scene, size: tuple[int, int]) -> pygame.Surface:
    """The scene drawn once off screen, blurred and darkened: the backdrop of a pause."""
    picture = pygame.Surface(size)
    scene.draw(picture)
    small = pygame.transform.smoothscale(picture, (max(1, size[0] // 4), max(1, size[1] // 4)))
    small = pygame.transform.box_blur(small, 3)
    veil = pygame.Surface(small.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, 120))
    small.blit(veil, (0, 0))
    return small


class PauseMenu(Scene):
    def __init__(self, app: App, shell: Shell, game: Scene) -> None:
        super().__init__(app)
        self.shell = shell
        self.game = game
        self.game_size = app.screen.get_size()  # the size the game was laid out for
        self.still = still_of(game, self.game_size)
        self.actions: dict[UIButton, Callable[[], None]] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)

    def resize(self, size: tuple[int, int]) -> None:
        for button in self.actions:
            widgets.remove(button)
        self.actions.clear()
        s = scale_for(size)
        entries: list[tuple[str, Callable[[], None]]] = [
            ("sixseq.pause.resume", lambda: self.shell.resume(self.game)),
            ("sixseq.pause.new_game", self.new_game),
            ("sixseq.menu.settings", self.open_settings),
            ("sixseq.menu.rules", lambda: self.shell.open_rules(self.game)),
            ("sixseq.pause.save_quit", lambda: self.shell.quit_to_menu(self.game)),
        ]
        w = button_width(size, round(340 * s), [tr(key) for key, _ in entries])
        h, gap = round(46 * s), round(11 * s)
        head = round(76 * s)
        self.panel = pygame.Rect(0, 0, w + round(64 * s),
                                 head + len(entries) * (h + gap) + round(22 * s))
        self.panel.center = (size[0] // 2, size[1] // 2)
        y = self.panel.top + head
        for key, action in entries:
            button = UIButton(pygame.Rect(self.panel.centerx - w // 2, y, w, h), key,
                              self.app.ui, object_id=menu_button_id(menu_px(size)))
            self.actions[button] = action
            y += h + gap

    def handle_event(self, event: pygame.event.Event) -> None:
        widgets.pressed(event, self.actions)

    def menu_buttons(self) -> list[UIButton]:
        return list(self.actions)

    def monkey_points(self) -> list[pygame.Rect]:
        """What a player mostly does here: go back to the game."""
        return [b.rect for b in self.actions if b.text == "sixseq.pause.resume"]

    def escape(self) -> bool:
        """Esc goes back to the game (as Esc opened this; an open dialog closes first)."""
        self.shell.resume(self.game)
        return True

    def new_game(self) -> None:
        """The game's New game dialog, after asking whether to abandon the one in play."""
        self.shell.new_game(self.game)

    def open_settings(self) -> None:
        self.app.open_dialog(lambda close: SettingsDialog(self.app, close))

    def on_locale_changed(self) -> None:
        """The menu's own buttons relabel. The game is not told: it would put its buttons back
        over this menu (it relays them in the new language when it is resumed), and the
        picture behind is drawn again in :meth:`on_settings_changed`."""
        self.resize(self.app.screen.get_size())

    def on_settings_changed(self) -> None:
        """Show the game as it will look (a new table colour, card back, language)."""
        self.game.on_settings_changed()
        self.still = still_of(self.game, self.game_size)

    def draw(self, screen: pygame.Surface) -> None:
        size = screen.get_size()
        s = scale_for(size)
        screen.blit(pygame.transform.smoothscale(self.still, size), (0, 0))
        drawing.blit_shadow(screen, self.panel, lift=2.0, alpha=140)
        screen.blit(drawing.panel(self.panel.size, round(18 * s), (*PANEL, 232),
                                  (*GOLD, 190), 2), self.panel)
        title = tr("sixseq.pause.title")
        text.draw(screen, title, text.fit(title, round(30 * s), self.panel.width - 30), INK,
                  "midtop", (self.panel.centerx, self.panel.top + round(20 * s)), bold=True,
                  shadow=SHADOW)
