"""The main menu as a player sees it, at every window size: the six aces fanned over the
title, one row a game (its *Play*, and its *Continue* beside it when it has a save), the
tools' row under them, *About* in the corner; every label whole, nothing over anything else.
And the notice a second window shows in its place.

Most tests open the menu at 1280×800, where its scale is 1, so a size computed wrongly from
the scale showed nowhere (a mutation run of ``ui/menu.py``)."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path
from typing import Any

import pygame
import pytest
from shell_harness import label_of, label_whole, open_app, visible_buttons
from table_harness import click, key, legible_and_apart, make_app

from sixseq.settings import Settings
from sixseq.ui import drawing
from sixseq.ui.cardart import FACE_COLOUR
from sixseq.ui.games import playable
from sixseq.ui.i18n import tr
from sixseq.ui.menu import AlreadyOpen, MainMenu

SIZES = [(800, 560), (1024, 600), (1280, 800), (1920, 1080), (2560, 1440)]
TOOLS = ["sixseq.menu.stats", "sixseq.menu.rules", "sixseq.menu.settings", "sixseq.menu.quit"]


def menu_with_every_game_saved(tmp_path: Path, size: tuple[int, int],
                               language: str) -> MainMenu:
    app, shell = open_app(tmp_path, size, language=language)
    for _, ui in playable():
        scene = ui.new_table(app, ui.default_options())
        ui.save(app.paths, scene)
        scene.leave()
    shell.main_menu()
    app.step()
    assert isinstance(app.scene, MainMenu)
    return app.scene


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_menu_button_is_whole_apart_and_in_its_row(
        tmp_path: Path, size: tuple[int, int], language: str) -> None:
    """Each game's *Play* in the registry's order, its *Continue* to its right on the same
    row; the four tools in one row under the games, in order; *About* in the bottom right
    corner; each inside the window, over no other, its label whole."""
    menu = menu_with_every_game_saved(tmp_path, size, language)
    games = [info.id for info, _ in playable()]
    names = [f"play:{g}" for g in games] + [f"continue:{g}" for g in games] + TOOLS + ["about"]
    assert sorted(menu.buttons) == sorted(names)
    window = pygame.Rect((0, 0), size)
    rects = {name: menu.buttons[name].rect for name in names}
    for name, rect in rects.items():
        assert window.contains(rect), (name, rect)
        assert label_whole(menu.buttons[name]), (name, label_of(menu.buttons[name]), rect)
    for (one, a), (other, b) in combinations(rects.items(), 2):
        assert not a.colliderect(b), (one, a, other, b)
    plays = [rects[f"play:{g}"] for g in games]
    assert [r.top for r in plays] == sorted(r.top for r in plays)
    for g in games:
        play, resume = rects[f"play:{g}"], rects[f"continue:{g}"]
        assert resume.top == play.top and resume.left > play.right, g
    tools = [rects[key] for key in TOOLS]
    assert len({r.top for r in tools}) == 1 and tools[0].top > plays[-1].bottom
    assert [r.left for r in tools] == sorted(r.left for r in tools)
    about = rects["about"]
    assert about.right > size[0] * 0.8 and about.bottom > size[1] * 0.9


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_aces_and_the_title_stand_over_the_games_and_the_version_in_the_corner(
        tmp_path: Path, drawn: list[tuple[str, int, Any]], size: tuple[int, int]) -> None:
    """The felt; the fan of aces (card faces, spread wider than tall) under the window's top
    and over the title; the title and its line over the first game's row; the version
    bottom left, clear of every button."""
    menu = menu_with_every_game_saved(tmp_path, size, "en")
    screen = pygame.Surface(size)
    drawn.clear()
    menu.draw(screen)
    assert menu.fan is not None
    fan = menu.fan.get_rect(midbottom=(size[0] // 2, menu.title_box.top))
    assert fan.top >= 0 and fan.height >= 40 and fan.width >= 1.6 * fan.height, fan  # spread
    felt = drawing.felt(size, menu.app.settings.table_colour)
    corner = (size[0] // 2, 2)
    assert screen.get_at(corner) == felt.get_at(corner)
    faces = sum(1 for x in range(fan.left, fan.right, 3) for y in range(fan.top, fan.bottom, 3)
                if screen.get_at((x, y))[:3] == FACE_COLOUR)
    assert faces * 9 >= fan.width * fan.height // 10, (faces, fan)  # a tenth of it, at least
    first_row = min(button.rect.top for button in menu.buttons.values())
    words = {w: rect for w, _, rect in drawn}
    title, version = words["sixseq"], next(r for w, r in words.items() if w.startswith("sixseq "))
    assert fan.bottom <= title.top and title.bottom <= first_row, (fan, title, first_row)
    subtitle = words[tr("sixseq.menu.subtitle")]
    assert title.bottom <= subtitle.top and subtitle.bottom <= first_row, (title, subtitle)
    assert version.left < size[0] * 0.1 and version.bottom > size[1] * 0.9, version
    for button in menu.buttons.values():
        assert not version.colliderect(button.rect), (version, button.rect)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(800, 560), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_second_window_says_the_games_are_open_elsewhere_and_its_one_button_quits(
        tmp_path: Path, drawn: list[tuple[str, int, Any]], size: tuple[int, int],
        language: str) -> None:
    """Launched while another window has the games: its title and sentence legible, inside
    the panel and apart, *Quit* under them in the panel, its label whole; a new language
    rewrites the button; the button, clicked or reached by Tab and pressed with Enter,
    closes the window."""
    app = make_app(tmp_path, size, language=language)
    notice = AlreadyOpen(app)
    app.switch(notice)
    app.step()
    drawn.clear()
    notice.draw(pygame.Surface(size))
    words = [d for d in drawn if d[0]]
    said = {w for w, _, _ in words}
    assert tr("sixseq.already_open.title") in said and len(words) >= 2
    legible_and_apart(words, notice.panel)
    button = notice.quit_button
    assert button is not None and notice.panel.contains(button.rect)
    assert all(rect.bottom <= button.rect.top for _, _, rect in words)
    label = label_of(button)
    assert label_whole(button), label
    app.change_settings(Settings(language="fr" if language == "en" else "en", sound=False))
    app.step()
    button = notice.quit_button
    assert button is not None and label_of(button) != label and label_whole(button)
    assert visible_buttons(app) == [button]
    if language == "en":  # by keys: Tab reaches it, Enter presses it
        key(app, pygame.K_TAB)
        assert app.focus_rect() == button.rect
        key(app, pygame.K_RETURN)
    else:
        click(app, button.rect.center)
    assert not app.running


def test_esc_on_the_main_menu_changes_nothing(tmp_path: Path) -> None:
    """Esc closes what is open; on the bare menu there is nothing to close, and the program
    stays (no game's menu opens over it either)."""
    app, _ = open_app(tmp_path)
    menu = app.scene
    key(app, pygame.K_ESCAPE)
    assert app.scene is menu and app.running and app.dialog is None
