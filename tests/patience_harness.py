"""Driving the 20/20 table headless: open a deal, wait for the solver, click piles and buttons."""

from __future__ import annotations

from pathlib import Path

import pygame
from table_harness import SIZE, click, post, run_until

from sixseq.decks.sixsuit import Card
from sixseq.games.twenty_twenty.oracle import Oracle
from sixseq.games.twenty_twenty.rules import Hint, LiveSolver, Move
from sixseq.games.twenty_twenty.ui import GAME
from sixseq.games.twenty_twenty.view.scene import PatienceScene
from sixseq.settings import Settings
from sixseq.storage import Paths
from sixseq.ui.app import App
from sixseq.ui.confirm import Confirm


def open_patience(app: App, deal: int | None = None) -> PatienceScene:
    """The table as the program opens it (deal ``deal``, else the saved game or a new deal),
    saving and counting into the app's folder."""
    scene = GAME.open_deal(app, deal)
    assert isinstance(scene, PatienceScene)
    app.switch(scene)
    settle(app, scene)
    return scene


def settle(app: App, scene: PatienceScene, timeout: float = 10.0) -> None:
    """Step until no card moves and the solver has answered about the position on screen."""
    run_until(app, lambda: not scene.is_animating() and not scene.session.busy, timeout)
    app.step()


def pile_point(scene: PatienceScene, pile: int) -> tuple[int, int]:
    """The middle of a pile's face-up card, where a player clicks."""
    assert scene.layout is not None
    return scene.layout.piles[pile].center


def click_pile(app: App, scene: PatienceScene, pile: int) -> None:
    click(app, pile_point(scene, pile))


def click_pair(app: App, scene: PatienceScene, move: Move) -> None:
    click_pile(app, scene, move.a)
    click_pile(app, scene, move.b)


def press_button(app: App, scene: PatienceScene, name: str) -> None:
    click(app, scene.buttons.buttons[name].rect.center)


def type_text(app: App, text: str) -> None:
    """Type into the focused text field, one character at a time, as SDL reports typing."""
    for char in text:
        post(pygame.TEXTINPUT, text=char)
        app.step()


def key(app: App, code: int, mod: int = 0) -> None:
    """A key pressed and released."""
    post(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0)
    app.step()
    app.step()  # a text field's own event reaches the scene on the next frame


def shows_face(app: App, scene: PatienceScene, card: Card, rect: pygame.Rect) -> bool:
    """Whether the screen shows ``card``'s face at ``rect``: its index corner matches the art
    pixel for pixel, inside the outline a highlight draws."""
    face = scene.painter.image(card, rect.width, True)
    for dx in range(6, rect.width // 3, 3):
        for dy in range(6, rect.height // 4, 3):
            if app.screen.get_at((rect.x + dx, rect.y + dy)) != face.get_at((dx, dy)):
                return False
    return True


class Frames:
    """The app's clock in tests: every frame lasts ``seconds``, however loaded the machine
    (``App(now=…)``), so flights and the demo's pace advance by frames, not by wall time."""

    def __init__(self, seconds: float = 1 / 60) -> None:
        self.seconds = seconds
        self.now = 0.0

    def __call__(self) -> float:
        self.now += self.seconds
        return self.now


def patience_app(tmp_path: Path, frame: float = 1 / 60, **settings: object) -> App:
    """A headless app for the 20/20 (files in ``tmp_path``), its frames timed by ``Frames``."""
    chosen: dict[str, object] = {"language": "en", "sound": False,
                                 "animation_speed": "instant"}
    chosen.update(settings)
    return App(SIZE, Settings(**chosen),  # type: ignore[arg-type]
               Paths(tmp_path, tmp_path, tmp_path), now=Frames(frame))


def answer(app: App, yes: bool) -> None:
    """Answer the question on screen (abandon the game in progress?)."""
    dialog = app.dialog
    assert isinstance(dialog, Confirm), "no question was asked"
    button = next(b for b, answer in dialog.answers.items() if answer is yes)
    click(app, button.rect.center)


class HeldSolver(LiveSolver):
    """The engine's live solver with its answer kept from the table until ``held`` is cleared:
    a slow answer. The search runs as usual; ``wait`` waits for it without handing it over."""

    def __init__(self) -> None:
        super().__init__()
        self.held = True

    def poll(self) -> Hint | None:
        return None if self.held else super().poll()

    def wait(self, timeout: float | None = None) -> Hint | None:
        held, self.held = self.held, False
        try:
            return super().wait(timeout)
        finally:
            self.held = held


class HeldOracle(Oracle):
    """The table's oracle whose answer arrives when the test clears ``held``. It is held at
    the one door every answer comes through (the live solver's ``poll``, asked by ``follow``
    as well as by ``poll``), so an answer the engine finished early cannot slip in unseen and
    be reported as nothing new on release."""

    def __init__(self) -> None:
        super().__init__()
        self.live: HeldSolver = HeldSolver()
        self.closed = False

    def close(self) -> None:
        self.closed = True
        super().close()

    @property
    def held(self) -> bool:
        return self.live.held

    @held.setter
    def held(self, value: bool) -> None:
        self.live.held = value


class HeldOracles:
    """The oracles a session makes (one again after each pause), every one held: the solver
    is slow on this position. ``release`` lets the one at work answer."""

    def __init__(self) -> None:
        self.made: list[HeldOracle] = []

    def __call__(self) -> Oracle:
        self.made.append(HeldOracle())
        return self.made[-1]

    def release(self) -> None:
        self.made[-1].held = False
