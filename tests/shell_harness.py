"""Driving the whole application headless: the shell on a real App, buttons found by label."""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame
import pytest
from pygame_gui.elements import UIButton, UILabel
from table_harness import FrameClock, click, post, settle

from sixseq.games.six_sequences.view.table import SixSeqTable
from sixseq.settings import Settings
from sixseq.storage import Paths
from sixseq.ui import text
from sixseq.ui.app import App
from sixseq.ui.shell import Shell

SIZE = (1280, 800)
QUICK = {"language": "en", "sound": False, "bot_pace": "instant",
         "animation_speed": "instant",
         "games": {"six-sequences": {"levels": ["easy", "easy", "easy"]}}}


def home(tmp_path: Path) -> Paths:
    return Paths(tmp_path / "config", tmp_path / "data", tmp_path / "logs")


def fail_writes(monkeypatch: pytest.MonkeyPatch, *paths: Path) -> None:
    """Writing ``paths`` fails as a full disk fails it: the last step of the atomic write (the
    rename over the file) is refused, and the file keeps what it held."""
    real_replace = os.replace

    def full(source: object, target: object) -> None:
        if Path(str(target)) in paths:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_replace(source, target)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "replace", full)


def open_app(tmp_path: Path, size: tuple[int, int] = SIZE,
             **settings: object) -> tuple[App, Shell]:
    """The app on its main menu, as ``sixseq`` opens it (files in ``tmp_path``)."""
    chosen = dict(QUICK, **settings)
    app = App(size, Settings(**chosen), home(tmp_path),  # type: ignore[arg-type]
              now=FrameClock())
    shell = Shell(app)
    shell.start()
    app.step()
    return app, shell


def visible_buttons(app: App) -> list[UIButton]:
    """Every button on screen, in the order they were made."""
    return [element for element in app.ui.get_sprite_group().sprites()
            if isinstance(element, UIButton) and element.visible]


def buttons(app: App) -> dict[str, UIButton]:
    """Every visible button by its label's catalog key."""
    return {button.text: button for button in visible_buttons(app)}


def label_of(element: UIButton | UILabel) -> str:
    """The words a button or label shows (pygame-gui translates its key as it draws)."""
    return str(element.drawable_shape.theming["text"])


def label_whole(button: UIButton) -> bool:
    """Whether the button's words fit inside it, as its own font draws them (pygame-gui cuts
    what does not)."""
    return bool(button.drawable_shape.theming["font"].size(label_of(button))[0]
                <= button.rect.width - 4)


def press(app: App, key: str) -> None:
    """Click the button labelled ``key`` (it must be on screen)."""
    click(app, buttons(app)[key].rect.center)


def escape(app: App) -> None:
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)
    app.step()
    app.step()


def menu_button(app: App, name: str) -> UIButton:
    """A main-menu button by its name (``play:<game>``, ``continue:<game>``, a tool's key)."""
    scene = app.scene
    assert scene is not None and hasattr(scene, "buttons")
    found: UIButton = scene.buttons[name]
    return found


def start_game(app: App, game: str) -> None:
    """Menu → a game's New game (and *Yes* if it replaces a saved game) → Start."""
    click(app, menu_button(app, f"play:{game}").rect.center)
    if "sixseq.confirm.yes" in buttons(app):
        press(app, "sixseq.confirm.yes")
    press(app, "sixseq.table.new_game.start")


def start_sixseq(app: App) -> SixSeqTable:
    """Menu → Les Six Séquences → Start, then wait until the person is to move."""
    start_game(app, "six-sequences")
    scene = app.scene
    assert isinstance(scene, SixSeqTable)
    settle(app, scene)
    return scene


@contextmanager
def drawn_words(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every string the scenes draw themselves while the block runs (pygame-gui's own
    elements excepted)."""
    seen: list[str] = []
    render = text.render

    def spy(words: str, *args: object, **kwargs: object) -> pygame.Surface:
        seen.append(words)
        return render(words, *args, **kwargs)  # type: ignore[arg-type]

    with monkeypatch.context() as patch:
        patch.setattr(text, "render", spy)
        yield seen
