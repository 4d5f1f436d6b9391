"""Driving the whole application headless: the shell on a real App, buttons found by label."""

from __future__ import annotations

from pathlib import Path

from pygame_gui.elements import UIButton
from table_harness import click

from sixseq.settings import Settings
from sixseq.storage import Paths
from sixseq.ui.app import App
from sixseq.ui.shell import Shell

SIZE = (1280, 800)


def home(tmp_path: Path) -> Paths:
    return Paths(tmp_path / "config", tmp_path / "data", tmp_path / "logs")


def open_app(tmp_path: Path, **settings: object) -> tuple[App, Shell]:
    """The app on its main menu, as ``sixseq`` opens it (files in ``tmp_path``)."""
    chosen: dict[str, object] = {"language": "en", "sound": False, "bot_pace": "instant",
                                 "animation_speed": "instant"}
    chosen.update(settings)
    app = App(SIZE, Settings(**chosen), home(tmp_path))  # type: ignore[arg-type]
    shell = Shell(app)
    shell.start()
    app.step()
    return app, shell


def buttons(app: App) -> dict[str, UIButton]:
    """Every visible button by its label's catalog key."""
    found = {}
    for element in app.ui.get_sprite_group():
        if isinstance(element, UIButton) and element.visible:
            found[element.text] = element
    return found


def press(app: App, key: str) -> None:
    """Click the button labelled ``key`` (it must be on screen)."""
    click(app, buttons(app)[key].rect.center)
