"""Small typed wrappers around pygame-gui element calls (its methods are not annotated), so
scenes stay type-checked and every screen toggles buttons the same way."""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UIButton, UITextBox


def set_state(button: UIButton, visible: bool, enabled: bool) -> None:
    """Show or hide, enable or disable, touching the element only when something changes
    (pygame-gui rebuilds its images on every call)."""
    if visible and not button.visible:
        button.show()  # type: ignore[no-untyped-call]
    elif not visible and button.visible:
        button.hide()  # type: ignore[no-untyped-call]
    if enabled and not button.is_enabled:
        button.enable()  # type: ignore[no-untyped-call]
    elif not enabled and button.is_enabled:
        button.disable()  # type: ignore[no-untyped-call]


def set_selected(button: UIButton, selected: bool) -> None:
    """Mark a button as the chosen one of its row (or not). A chosen button is marked again
    even when it already is: pygame-gui draws a button plain once a click on it is released,
    whether it is chosen or not, so the choice clicked again looked unchosen."""
    if selected:
        button.select()  # type: ignore[no-untyped-call]
    elif not selected and button.is_selected:
        button.unselect()  # type: ignore[no-untyped-call]


def usable(button: UIButton) -> bool:
    """Still on screen (not removed by a new layout), shown and enabled."""
    alive: bool = button.alive()  # type: ignore[no-untyped-call]
    return alive and button.visible and button.is_enabled


def remove(element: UIElement) -> None:
    element.kill()  # type: ignore[no-untyped-call]


def dialog_scale(screen: tuple[int, int]) -> float:
    """How much larger than at 1280×800 every dialog is drawn on this screen."""
    return max(0.75, min(screen[0] / 1280, screen[1] / 800, 1.8))


def grow_to_fit(screen: tuple[int, int], usual: int,
                build: Callable[[float, int], UITextBox]) -> None:
    """``build`` the dialog at its scale for ``screen`` and ``usual`` (at 1280×800) tall; if
    the text box it returns hides some of its words, build it again taller by as much, as far
    as the screen allows."""
    s = dialog_scale(screen)
    tallest = screen[1] - 40
    height = min(tallest, round(usual * s))
    unseen = unseen_height(build(s, height))
    if unseen and height < tallest:
        build(s, min(tallest, height + unseen))


def unseen_height(box: UITextBox) -> int:
    """How much taller than its box a text box's words are (0 when they all show): what a
    dialog grows by, rather than hiding the end of its words under a scroll bar."""
    laid = box.text_box_layout
    if box.scroll_bar is None or laid is None:
        return 0
    return int(laid.layout_rect.height - box.text_wrap_rect.height)


def pressed(event: pygame.event.Event, actions: Mapping[UIButton, Callable[[], None]]) -> bool:
    """Run the action of the button this event pressed, if it is one of ``actions`` (a press
    arrives as an event on the next frame, so a screen switch never happens mid-dispatch)."""
    if event.type != pygame_gui.UI_BUTTON_PRESSED:
        return False
    action = actions.get(event.ui_element)
    if action is None:
        return False
    action()
    return True
