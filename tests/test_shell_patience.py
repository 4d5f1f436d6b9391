"""The shell around the 20/20 patience: the menu opens it, Esc opens the in-game menu over it,
Continue resumes it."""

from __future__ import annotations

from pathlib import Path

from shell_harness import buttons, escape, menu_button, open_app, press
from table_harness import click

from sixseq import saves
from sixseq.games.twenty_twenty.ui import GAME as TWENTY_TWENTY
from sixseq.games.twenty_twenty.view.scene import PatienceScene
from sixseq.ui.menu import MainMenu
from sixseq.ui.pause import PauseMenu


def test_the_menu_opens_the_patience_and_esc_pauses_it(tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    click(app, menu_button(app, "play:twenty-twenty").rect.center)
    press(app, "sixseq.table.new_game.start")
    game = app.scene
    assert isinstance(game, PatienceScene)
    escape(app)
    assert isinstance(app.scene, PauseMenu)
    press(app, "sixseq.pause.resume")
    assert app.scene is game


def test_save_and_quit_then_continue_resumes_the_patience(tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    app.switch(TWENTY_TWENTY.open_deal(app, 5))
    app.step()
    escape(app)
    press(app, "sixseq.pause.save_quit")
    assert isinstance(app.scene, MainMenu)
    assert saves.patience_path(app.paths).exists()
    click(app, menu_button(app, "continue:twenty-twenty").rect.center)
    assert isinstance(app.scene, PatienceScene) and app.scene.session.game.deal == 5


def test_new_game_from_the_in_game_menu_deals_a_new_patience(tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    app.switch(TWENTY_TWENTY.open_deal(app, 5))
    first = app.scene
    escape(app)
    press(app, "sixseq.pause.new_game")
    press(app, "sixseq.table.new_game.start")
    assert isinstance(app.scene, PatienceScene) and app.scene is not first
    assert "sixseq.pause.resume" not in buttons(app)
