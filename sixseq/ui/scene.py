"""A scene is one screen of the app (menu, card table, patience): it draws state, turns input
into requests to the rules, and says when it is animating.

A scene may be entered again after it was left: the shell leaves a game for its in-game menu
or the rules and comes back to the same scene object, so ``enter``/``resize`` must rebuild
whatever ``leave`` dropped (pygame-gui elements, background workers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from sixseq.ui.app import App


class Scene:
    """Base scene: override what you need. ``app.invalidate()`` after any visible change."""

    # Whether the arrows and Space move over ``menu_buttons`` (a page scrolls with them).
    menu_arrows = True

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Build pygame-gui elements (the manager was just cleared)."""

    def leave(self) -> None:
        """Stop background work; the manager is cleared after this."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """An input event pygame-gui did not consume, or one of pygame-gui's own events."""

    def menu_buttons(self) -> list[UIButton]:
        """The buttons the keyboard moves over (Tab, the arrows) and presses (Enter): a menu's
        all, a table's too (by Tab only: the arrows move over its cards)."""
        return []

    def buttons_focused(self) -> None:
        """The keyboard's focus went to ``menu_buttons``: drop any focus of the scene's own."""

    def update(self, dt: float) -> None:
        """Advance animations and poll background work by ``dt`` seconds."""

    def draw(self, screen: pygame.Surface) -> None:
        """Draw everything but pygame-gui's elements (drawn on top afterwards)."""

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out for a new window size (card art is re-rendered for the real pixel size)."""

    def is_animating(self) -> bool:
        """True while something moves: the loop then runs at the frame rate."""
        return False

    def escape(self) -> bool:
        """Esc was pressed: close what the scene has open and return True; return False when
        there is nothing to close (in a game, the shell then opens its in-game menu)."""
        return False

    def on_settings_changed(self) -> None:
        """``app.settings`` changed (saved already): redraw what depends on them."""

    def on_locale_changed(self) -> None:
        """Re-make texts drawn by the scene itself (pygame-gui relabels its own elements)."""

    def on_quit(self) -> bool:
        """The window's close button: return True to let the program end (save first)."""
        return True
