"""Make ``docs/patience.png``: the 20/20 patience in mid-game, played by real mouse clicks.

Run under a real (virtual) display so the picture is what a player sees:

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python tools/screenshot_patience.py

Deal 7: nine pairs of the solver's winning line are clicked away, then the player picks the
next card and its legal partners light up while the solver's status says the deal is winnable.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import pygame

from sixseq.games.twenty_twenty.rules import solve
from sixseq.games.twenty_twenty.view.scene import PatienceScene
from sixseq.settings import Settings
from sixseq.storage import Paths
from sixseq.ui.app import App

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1280, 800)
DEAL = 7
PAIRS_PLAYED = 9


def click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        app.step()


def settle(app: App, scene: PatienceScene) -> None:
    """Until no card moves and the solver has answered."""
    deadline = time.monotonic() + 30
    while (scene.is_animating() or scene.oracle.busy) and time.monotonic() < deadline:
        app.step()
        time.sleep(0.005)
    app.step()


def main(out: Path) -> None:
    folder = Path(tempfile.mkdtemp(prefix="sixseq-shot-"))
    settings = Settings(language="en", sound=False, animation_speed="instant")
    app = App(SIZE, settings, Paths(folder, folder, folder))
    scene = PatienceScene(app, deal=DEAL)
    app.switch(scene)
    settle(app, scene)
    assert scene.layout is not None
    piles = scene.layout.piles
    line = solve(scene.game.position).line
    for move in line[:PAIRS_PLAYED]:
        click(app, piles[move.a].center)
        click(app, piles[move.b].center)
    click(app, piles[line[PAIRS_PLAYED].a].center)
    settle(app, scene)
    app.screenshot(out)
    print(f"wrote {out}: deal {DEAL}, moves {[str(m) for m in scene.game.moves]}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "patience.png")
