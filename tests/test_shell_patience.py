"""The shell around the 20/20 patience: the menu opens it, Esc opens the in-game menu over it,
Continue resumes it."""

from __future__ import annotations

import json
from pathlib import Path

from patience_harness import click_pair, settle
from shell_harness import buttons, escape, label_of, menu_button, open_app, press
from table_harness import any_pixel_near, click

from sixseq import saves
from sixseq.games.twenty_twenty.rules import Game
from sixseq.games.twenty_twenty.ui import GAME as TWENTY_TWENTY
from sixseq.games.twenty_twenty.view.scene import PatienceScene
from sixseq.stats import load_patience_stats
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


def test_the_menu_button_opens_the_in_game_menu_and_play_goes_on(tmp_path: Path) -> None:
    """Issue 22: no way out but Esc no more. The on-screen button, drawn in the one style at
    the table's top left, opens the in-game menu (settings, rules, save and quit, new game);
    back at the table the solver answers again and pairs still play and save."""
    app, _ = open_app(tmp_path)
    app.switch(TWENTY_TWENTY.open_deal(app, 7))
    scene = app.scene
    assert isinstance(scene, PatienceScene) and scene.layout is not None
    settle(app, scene)
    menu = scene.buttons.buttons["menu"]
    assert menu.visible and menu.is_enabled and menu.rect == scene.layout.menu
    assert label_of(menu) == "☰ Menu"
    assert any_pixel_near(app, menu.rect, (246, 240, 220), 30)  # its label, on screen
    assert not menu.rect.colliderect(scene.layout.grid)
    click(app, menu.rect.center)
    assert isinstance(app.scene, PauseMenu)
    assert {"sixseq.pause.resume", "sixseq.pause.save_quit", "sixseq.pause.new_game",
            "sixseq.menu.settings", "sixseq.menu.rules"} <= set(buttons(app))
    press(app, "sixseq.pause.resume")
    assert app.scene is scene
    settle(app, scene)
    assert scene.status_line()[0] == "Winnable"
    move = scene.session.game.legal_moves()[0]
    click_pair(app, scene, move)
    assert scene.session.game.moves == (move,)
    assert Game.from_record(json.loads(saves.patience_path(app.paths).read_text())["game"]
                            ).moves == (move,)


def test_a_new_game_from_the_menu_asks_before_abandoning_the_patience(tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    app.switch(TWENTY_TWENTY.open_deal(app, 7))
    scene = app.scene
    assert isinstance(scene, PatienceScene)
    settle(app, scene)
    click_pair(app, scene, scene.session.game.legal_moves()[0])
    click(app, scene.buttons.buttons["menu"].rect.center)
    press(app, "sixseq.pause.new_game")
    press(app, "sixseq.confirm.no")
    assert load_patience_stats(app.paths)[0].played == 0
    press(app, "sixseq.pause.new_game")
    press(app, "sixseq.confirm.yes")
    press(app, "sixseq.table.new_game.start")
    assert isinstance(app.scene, PatienceScene) and app.scene is not scene
    assert [(g.deal, g.abandoned) for g in load_patience_stats(app.paths)[0].games] == \
        [(7, True)]
