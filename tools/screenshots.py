"""Screenshots of every game's table mid-play, in French and English, at 1024×600, 1920×1080
and 2560×1440 — to look at as a player would before calling a table done.

Run under a real (virtual) display, so the pictures are what a player sees:

    xvfb-run -a -s "-screen 0 2560x1440x24" .venv/bin/python tools/screenshots.py [OUT]

Writes ``OUT/<game>-<language>-<width>x<height>.png`` (default ``out/shots``) from each game's
showcase position (``GameUI.showcase``), and with ``--docs`` one English 1920×1080 picture per
game into ``docs/`` (``docs/<game>.png``) for the README.
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

ROOT = Path(__file__).resolve().parent.parent
SIZES = ((1024, 600), (1920, 1080), (2560, 1440))
LANGUAGES = ("en", "fr")


def shoot(game_id: str, language: str, size: tuple[int, int], out: Path) -> Path:
    folder = Path(tempfile.mkdtemp(prefix="sixseq-shot-"))
    app = App(size, Settings(language=language, sound=False, animation_speed="instant"),
              Paths(folder, folder, folder))
    ui = next(ui for info, ui in playable() if info.id == game_id)
    app.switch(ui.showcase(app))
    for _ in range(4):
        app.step()
    path = out / f"{game_id}-{language}-{size[0]}x{size[1]}.png"
    app.screenshot(path)
    if app.scene is not None:
        app.scene.leave()
    pygame.display.quit()
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", type=Path, default=ROOT / "out" / "shots")
    parser.add_argument("--docs", action="store_true", help="also write docs/<game>.png")
    parser.add_argument("--game", help="only this game")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for info, _ in playable():
        if args.game and info.id != args.game:
            continue
        for size in SIZES:
            for language in LANGUAGES:
                path = shoot(info.id, language, size, args.out)
                print(path)
                if args.docs and language == "en" and size == (1920, 1080):
                    shutil.copy(path, ROOT / "docs" / f"{info.id}.png")


if __name__ == "__main__":
    main()
