"""The 20/20 patience in mid-game, played by real mouse clicks, into OUT (``docs/twenty-twenty.png``
itself is the game's showcase, written by ``tools/screenshots.py --docs``) — and, with
``--all FOLDER``, the same table in French and English at 1024×600, 1920×1080 and
2560×1440, plus the moments a player meets: a refused drop, a hint, a lost game, a won one, the
demo's cleared deal.

Run under a real (virtual) display so the pictures are what a player sees:

    xvfb-run -a -s "-screen 0 2560x1440x24" .venv/bin/python tools/screenshot_patience.py \
        out/patience.png
    xvfb-run -a -s "-screen 0 2560x1440x24" .venv/bin/python tools/screenshot_patience.py \
        --all out/shots

Deal 7: nine pairs of the solver's winning line are clicked away, then the player picks the
next card and its legal partners light up while the solver's status says the deal is winnable.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import pygame

from sixseq.decks.sixsuit import rank_of
from sixseq.games.twenty_twenty.rules import solve
from sixseq.games.twenty_twenty.ui import GAME
from sixseq.games.twenty_twenty.view.scene import PatienceScene
from sixseq.settings import Settings
from sixseq.storage import Paths
from sixseq.ui.app import App

DOC_SIZE = (1280, 800)
SIZES = ((1024, 600), (1920, 1080), (2560, 1440))
DEAL = 7
LOSABLE = 0
PAIRS_PLAYED = 9


def post(kind: int, **fields: object) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        post(kind, pos=pos, button=1)
        app.step()
    app.step()  # a button's own event reaches the scene


def settle(app: App, scene: PatienceScene) -> None:
    """Until no card moves and the solver has answered."""
    deadline = time.monotonic() + 30
    while (scene.is_animating() or scene.session.busy) and time.monotonic() < deadline:
        app.step()
        time.sleep(0.005)
    app.step()


def table(size: tuple[int, int], language: str, deal: int) -> tuple[App, PatienceScene]:
    folder = Path(tempfile.mkdtemp(prefix="sixseq-shot-"))
    settings = Settings(language=language, sound=False, animation_speed="instant")
    app = App(size, settings, Paths(folder, folder, folder))
    scene = GAME.open_deal(app, deal)
    assert isinstance(scene, PatienceScene)
    app.switch(scene)
    settle(app, scene)
    return app, scene


def centre(scene: PatienceScene, pile: int) -> tuple[int, int]:
    assert scene.layout is not None
    return scene.layout.piles[pile].center


def mid_game(size: tuple[int, int], language: str, out: Path) -> None:
    """Nine pairs played by clicks, the next card picked up: its partners lit."""
    app, scene = table(size, language, DEAL)
    line = solve(scene.session.position).line
    for move in line[:PAIRS_PLAYED]:
        click(app, centre(scene, move.a))
        click(app, centre(scene, move.b))
    click(app, centre(scene, line[PAIRS_PLAYED].a))
    settle(app, scene)
    app.screenshot(out)
    scene.leave()
    print(f"wrote {out}: deal {DEAL}, moves {[str(m) for m in scene.session.game.moves]}")


def moments(size: tuple[int, int], language: str, folder: Path) -> None:
    """A refused drop and a hint; a lost game; a game won; a deal the demo cleared."""
    tag = f"{language}-{size[0]}x{size[1]}"
    app, scene = table(size, language, DEAL)
    position = scene.session.position
    a = position.legal_moves()[0].a
    top = position.top(a)
    other = next(p for p, card in enumerate(position.tops())
                 if card is not None and top is not None and rank_of(card) != rank_of(top))
    start, end = centre(scene, a), centre(scene, other)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step()
    for i in range(1, 7):
        pos = (start[0] + (end[0] - start[0]) * i // 6, start[1] + (end[1] - start[1]) * i // 6)
        post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
        app.step()
    app.screenshot(folder / f"{tag}-dragging.png")
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    settle(app, scene)
    app.screenshot(folder / f"{tag}-refused.png")
    click(app, scene.buttons.buttons["hint"].rect.center)
    settle(app, scene)
    app.screenshot(folder / f"{tag}-hint.png")
    for move in solve(scene.session.position).line:
        scene.gestures.pick(move.a)
        scene.gestures.pick(move.b)
    settle(app, scene)
    app.screenshot(folder / f"{tag}-won.png")
    scene.leave()

    app, scene = table(size, language, LOSABLE)
    while scene.session.game.legal_moves():
        move = scene.session.game.legal_moves()[0]
        scene.gestures.pick(move.a)
        scene.gestures.pick(move.b)
    settle(app, scene)
    app.screenshot(folder / f"{tag}-lost.png")
    scene.leave()

    app, scene = table(size, language, DEAL)
    click(app, scene.buttons.buttons["demo"].rect.center)
    deadline = time.monotonic() + 60
    while not scene.session.won and time.monotonic() < deadline:
        app.step()
        time.sleep(0.002)
    settle(app, scene)
    app.screenshot(folder / f"{tag}-demo-won.png")
    scene.leave()
    print(f"wrote {folder}/{tag}-*.png")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", type=Path, default=Path("out/patience.png"))
    parser.add_argument("--all", type=Path, metavar="FOLDER",
                        help="every size and language, and the moments, into FOLDER")
    args = parser.parse_args()
    if args.all is None:
        mid_game(DOC_SIZE, "en", args.out)
        return
    args.all.mkdir(parents=True, exist_ok=True)
    for language in ("en", "fr"):
        for size in SIZES:
            mid_game(size, language, args.all / f"{language}-{size[0]}x{size[1]}.png")
            moments(size, language, args.all)


if __name__ == "__main__":
    main()
