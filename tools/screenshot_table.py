"""Make ``docs/table.png``: a 4-seat table in mid-round, played by real mouse events.

Run under a real (virtual) display so the picture is what a player sees:

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tools/screenshot_table.py

South swaps a joker, lays a series, then is caught dragging 8♦ towards its sequence with the
legal place lit up.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pygame

from sixseq.decks.sixsuit import parse_card
from sixseq.games.six_sequences.view.setups import PositionMatch, showcase
from sixseq.games.six_sequences.view.table import TableScene
from sixseq.settings import Settings
from sixseq.storage import Paths
from sixseq.ui.app import App
from sixseq.ui.players import seat_bots

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1920, 1080)


def post(kind: int, **fields: object) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def frames(app: App, count: int = 3) -> None:
    for _ in range(count):
        app.step()


def main(out: Path) -> None:
    folder = Path(tempfile.mkdtemp(prefix="sixseq-shot-"))
    settings = Settings(language="en", sound=False, animation_speed="instant")
    app = App(SIZE, settings, Paths(folder, folder, folder))
    state = showcase()
    scene = TableScene(app, PositionMatch(state, rounds=3), 2,
                       seat_bots(state.config, 2, ("medium", "hard", "easy"), seed=3))
    app.switch(scene)
    frames(app)

    def spot(card: str) -> tuple[int, int]:
        assert scene.scenery is not None
        rect = scene.scenery.places[parse_card(card)].rect
        return rect.x + 10, rect.y + rect.height // 3

    def drag(card: str, to: tuple[int, int], drop: bool = True) -> None:
        start = spot(card)
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        frames(app, 1)
        for i in range(1, 7):
            pos = (start[0] + (to[0] - start[0]) * i // 6, start[1] + (to[1] - start[1]) * i // 6)
            post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
            frames(app, 1)
        if drop:
            post(pygame.MOUSEBUTTONUP, pos=to, button=1)
            frames(app)

    joker = scene.scenery.places[parse_card("0c")].rect if scene.scenery else None
    assert joker is not None
    drag("3c", (joker.x + 6, joker.centery))  # the real 3♣ for East's joker
    for card in ("Rs", "Rh"):
        post(pygame.MOUSEBUTTONDOWN, pos=spot(card), button=1)
        frames(app, 1)
        post(pygame.MOUSEBUTTONUP, pos=spot(card), button=1)
        frames(app, 1)
    assert scene.scenery is not None and scene.scenery.new_slot is not None
    drag("Rd", scene.scenery.new_slot.center)  # with the two picked: a series of R
    target = scene.scenery.combos[7].rects[-1]
    drag("8d", (target.right + 30, target.top - 40), drop=False)
    app.screenshot(out)
    print(f"wrote {out}: {[str(a) for a in scene.state.actions]}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "table.png")
