"""The New game dialog as a player uses it: the options chosen are shown selected, a click
moves the selection and the rows follow it (a seat fewer, a level row fewer), the title
names the game, and the text is as large as the window allows."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pygame_gui.elements import UILabel, UIWindow
from shell_harness import escape, label_of, menu_button, open_app, visible_buttons
from table_harness import click

from sixseq.ui.app import App
from sixseq.ui.choices import NewGameDialog
from sixseq.ui.theme import TEXT_SIZES, dialog_id


def open_new_game(app: App, game: str) -> NewGameDialog:
    click(app, menu_button(app, f"play:{game}").rect.center)
    dialog = app.dialog
    assert isinstance(dialog, NewGameDialog)
    return dialog


def selected(app: App) -> list[str]:
    return [label_of(button) for button in visible_buttons(app) if button.is_selected]


def rows(app: App) -> list[str]:
    """The rows' labels: what each row chooses (a computer player's level by its name)."""
    return [label_of(label) for label in app.ui.get_sprite_group().sprites()
            if isinstance(label, UILabel) and label.visible]


def choose(app: App, words: str, nth: int = 0) -> None:
    """Click the ``nth`` choice that reads ``words``."""
    click(app, [b for b in visible_buttons(app) if label_of(b) == words][nth].rect.center)


def test_the_options_chosen_are_shown_selected_and_a_click_moves_the_selection(
        tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    open_new_game(app, "rami")
    assert selected(app) == ["4", "medium", "medium", "medium", "No minimum", "500 points"]
    assert rows(app) == ["Players", "Alice", "Bruno", "Chloé", "First laying", "Match to"]
    choose(app, "hard", nth=1)  # the second computer player
    assert selected(app) == ["4", "medium", "hard", "medium", "No minimum", "500 points"]
    choose(app, "2")  # two players: one computer player, one level row
    assert selected(app) == ["2", "medium", "No minimum", "500 points"]
    assert rows(app) == ["Players", "Alice", "First laying", "Match to"]
    assert [label_of(b) for b in visible_buttons(app)].count("easy") == 1
    choose(app, "51 to open")
    assert selected(app) == ["2", "medium", "51 to open", "500 points"]


def test_the_title_names_the_game(tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    dialog = open_new_game(app, "sixte")
    assert dialog.dialog.window is not None and dialog.dialog.window.title_bar is not None
    assert label_of(dialog.dialog.window.title_bar) == "New game — Sixte"  # type: ignore[arg-type]


def test_in_a_large_window_the_text_is_not_shrunk_to_the_smallest(tmp_path: Path) -> None:
    """Only a window too small for the dialog shrinks its text."""
    app, _ = open_app(tmp_path, size=(1920, 1080))
    dialog = open_new_game(app, "rami")
    assert dialog.dialog.window is not None
    size = dialog.dialog.window.get_object_ids()[-1]
    assert size != dialog_id(TEXT_SIZES.start).object_id
    assert dialog.dialog.window.rect.width <= 1920 - 40


def test_start_closes_the_dialog_and_remembers_the_options_for_the_next_game(
        tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    open_new_game(app, "rami")
    choose(app, "2")
    choose(app, "51 to open")
    click(app, next(b for b in visible_buttons(app) if label_of(b) == "Deal").rect.center)
    assert app.dialog is None and not any(isinstance(e, UIWindow) and e.visible
                                          for e in app.ui.get_sprite_group().sprites())
    remembered = app.settings.options("rami")
    assert remembered["seats"] == 2 and remembered["open51"] is True


@pytest.mark.parametrize("how", ["Esc", "Cancel", "the close box"])
def test_the_dialog_closes_without_starting_anything(tmp_path: Path, how: str) -> None:
    app, _ = open_app(tmp_path)
    menu = app.scene
    dialog = open_new_game(app, "rami")
    if how == "Esc":
        escape(app)
    elif how == "Cancel":
        click(app, next(b for b in visible_buttons(app) if label_of(b) == "Cancel").rect.center)
    else:
        window = dialog.dialog.window
        assert window is not None and window.close_window_button is not None
        click(app, window.close_window_button.rect.center)
        app.step()  # the window's close event, posted by the click
    assert app.dialog is None and app.scene is menu


def test_a_new_language_keeps_the_selection(tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    open_new_game(app, "rami")
    choose(app, "2")
    app.change_settings(replace(app.settings, language="fr"))
    app.step()
    assert selected(app) == ["2", "moyen", "Sans minimum", "500 points"]
