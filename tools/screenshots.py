"""Screenshots of the main menu and of every game's table mid-play, in French and English, at
1024×600, 1920×1080 and 2560×1440 — to look at as a player would before calling a table done.

Run under a real (virtual) display, so the pictures are what a player sees:

    xvfb-run -a -s "-screen 0 2560x1440x24" .venv/bin/python tools/screenshots.py [OUT]

Writes ``OUT/<game>-<language>-<width>x<height>.png`` (default ``out/shots``) from each game's
showcase position (``GameUI.showcase``), ``OUT/menu-…`` (a game saved, so Continue shows), and
with ``--docs`` one English 1920×1080 picture of each into ``docs/`` (``docs/<game>.png``,
``docs/menu.png``) for the README.
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
from pathlib import Path

import pygame

from sixseq.settings import Settings
from sixseq.storage import Paths
from sixseq.ui.app import App
from sixseq.ui.games import playable
from sixseq.ui.shell import Shell

ROOT = Path(__file__).resolve().parent.parent
SIZES = ((1024, 600), (1920, 1080), (2560, 1440))
LANGUAGES = ("en", "fr")
MENU = "menu"


def shoot(name: str, language: str, size: tuple[int, int], out: Path) -> Path:
    """``name``: a game's id (its showcase) or ``menu``."""
    folder = Path(tempfile.mkdtemp(prefix="sixseq-shot-"))
    app = App(size, Settings(language=language, sound=False, animation_speed="instant"),
              Paths(folder, folder, folder))
    if name == MENU:
        ui = playable()[0][1]
        shell = Shell(app)
        ui.save(app.paths, ui.new_table(app, ui.default_options()))
        shell.main_menu()
    else:
        ui = next(ui for info, ui in playable() if info.id == name)
        app.switch(ui.showcase(app))
    for _ in range(4):
        app.step()
    path = out / f"{name}-{language}-{size[0]}x{size[1]}.png"
    app.screenshot(path)
    if app.scene is not None:
        app.scene.leave()
    pygame.display.quit()
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", type=Path, default=ROOT / "out" / "shots")
    parser.add_argument("--docs", action="store_true", help="also write docs/<name>.png")
    parser.add_argument("--game", help="only this game (or 'menu')")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for name in [MENU] + [info.id for info, _ in playable()]:
        if args.game and name != args.game:
            continue
        for size in SIZES:
            for language in LANGUAGES:
                path = shoot(name, language, size, args.out)
                print(path)
                if args.docs and language == "en" and size == (1920, 1080):
                    shutil.copy(path, ROOT / "docs" / f"{name}.png")


if __name__ == "__main__":
    main()
