"""The monkey: the whole program driven by a long seeded stream of random input.

Clicks (on buttons and anywhere), drags, key presses, wheel turns, window resizes and the
window's close button are posted as real pygame events to a real :class:`App` with its shell,
exactly as a restless person would send them. Closing the window starts the program again on
the same folders (so saves are read back, often mid-turn). After every event the game in play
is checked against the rules' invariants (:func:`~.selfplay.check_invariants`: 120
cards, every one somewhere once; for the 20/20, :func:`check_patience`). Any exception or
broken invariant is an error; there must be none. ``sixseq bench monkey`` prints the figures.
"""

from __future__ import annotations

import logging
import random
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame
from pygame_gui.elements import UIButton

from sixseq.decks.sixsuit import DECK_SIZE, rank_of
from sixseq.games.six_sequences.rules.selfplay import check_invariants
from sixseq.games.six_sequences.view.table import TableScene
from sixseq.games.twenty_twenty.rules.game import Game
from sixseq.games.twenty_twenty.view.scene import PatienceScene
from sixseq.games.twenty_twenty.view.sprites import removed_cards
from sixseq.settings import Settings
from sixseq.storage import Paths
from sixseq.ui.app import App
from sixseq.ui.scene import Scene
from sixseq.ui.shell import Shell

log = logging.getLogger(__name__)

KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_BACKSPACE,
        pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME,
        pygame.K_END, pygame.K_TAB, pygame.K_a, pygame.K_f, pygame.K_h, pygame.K_s,
        pygame.K_u, pygame.K_z, pygame.K_1)
# What a person does, and how often (out of the sum).
GESTURES = {"button": 34, "click": 20, "drag": 16, "key": 12, "escape": 6, "wheel": 5,
            "resize": 5, "double_click": 3, "close": 1}
MAX_ERRORS_KEPT = 20


@dataclass
class MonkeyReport:
    events: int = 0
    gestures: Counter[str] = field(default_factory=Counter)
    scenes: Counter[str] = field(default_factory=Counter)
    checks: int = 0  # positions checked against the invariants
    restarts: int = 0
    errors: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def summary(self) -> dict[str, object]:
        return {"events": self.events, "errors": len(self.errors), "checks": self.checks,
                "restarts": self.restarts, "seconds": round(self.seconds, 1),
                "gestures": dict(sorted(self.gestures.items())),
                "scenes": dict(sorted(self.scenes.items()))}


def check_patience(scene: PatienceScene) -> None:
    """The 20/20 on screen: the piles and the removed cards are the dealt 120, each removed
    pair of one rank (TT-2), and the game replays from its deal to what is shown."""
    game = scene.game
    start = game.start
    dealt = sorted(card for pile in start.piles for card in pile)
    position = game.position
    shown = [card for i in range(len(position.piles)) for card in position.pile(i)]
    gone = removed_cards(start, game.moves)
    if sorted(shown + gone) != dealt or len(dealt) != DECK_SIZE:
        raise AssertionError("20/20: the piles and the removed cards are not the 120 dealt")
    if any(rank_of(a) != rank_of(b) for a, b in zip(gone[::2], gone[1::2], strict=True)):
        raise AssertionError("20/20: a removed pair is not of one rank (TT-2)")
    replay = Game(game.deal)
    for move in game.moves:
        replay.apply(move)
    if replay.position != position:
        raise AssertionError("20/20: the moves do not lead to the position shown")


class Monkey:
    """One seeded run over one home folder."""

    def __init__(self, home: Path, seed: int, settings: Settings | None = None) -> None:
        self.paths = Paths(home / "config", home / "data", home / "logs")
        self.rng = random.Random(seed)
        self.settings = settings or Settings(bot_pace="instant", animation_speed="fast",
                                             levels=("easy", "medium", "easy"))
        self.report = MonkeyReport()
        self.app = self._open()

    def _open(self) -> App:
        """The program as ``sixseq`` starts it (its saved settings, else the monkey's)."""
        from sixseq.settings import load_settings, settings_path

        settings = load_settings(self.paths)[0] if settings_path(self.paths).exists() \
            else self.settings
        app = App(settings=settings, paths=self.paths)
        Shell(app).start()
        app.step()
        return app

    # --- the run ------------------------------------------------------------------------------

    def run(self, events: int) -> MonkeyReport:
        start = time.perf_counter()
        gestures = list(GESTURES)
        weights = list(GESTURES.values())
        do: dict[str, Callable[[], None]] = {
            "button": self.press_button, "click": self.click_anywhere, "drag": self.drag,
            "key": self.key, "escape": lambda: self.key(pygame.K_ESCAPE), "wheel": self.wheel,
            "resize": self.resize, "double_click": self.double_click, "close": self.close}
        while self.report.events < events:
            gesture = self.rng.choices(gestures, weights)[0]
            self.report.gestures[gesture] += 1
            self._guarded(do[gesture])
            self._guarded(self.check)
            if not self.app.running:
                self.report.restarts += 1
                self.app = self._open()
        self.report.seconds = time.perf_counter() - start
        self.app.quit()
        return self.report

    def _guarded(self, step: Callable[[], None]) -> None:
        """Run one step; an exception is an error, and the program goes on as after a crash
        (the apology)."""
        try:
            step()
        except Exception as error:
            where = traceback.extract_tb(error.__traceback__)[-1]
            line = (f"event {self.report.events}: {type(error).__name__}: {error} "
                    f"({Path(where.filename).name}:{where.lineno})")
            log.exception("monkey: %s", line)
            if len(self.report.errors) < MAX_ERRORS_KEPT:
                self.report.errors.append(line)
            else:
                self.report.errors.append("…")
            self.app.recover()
            if not self.app.running:
                self.app = self._open()

    def check(self) -> None:
        """The game on screen (or paused under a menu) must be a position the rules allow."""
        scene = self.app.scene
        self.report.scenes[type(scene).__name__] += 1
        shell = self.app.host
        games: list[Scene | None] = [scene, getattr(shell, "paused", None)]
        for game in games:
            if isinstance(game, TableScene):
                self.report.checks += 1
                problems = check_invariants(game.state)
                if problems:
                    raise AssertionError("; ".join(problems))
            elif isinstance(game, PatienceScene):
                self.report.checks += 1
                check_patience(game)

    # --- gestures -----------------------------------------------------------------------------

    def _post(self, kind: int, **fields: Any) -> None:
        pygame.event.post(pygame.event.Event(kind, **fields))
        self.report.events += 1

    def _point(self) -> tuple[int, int]:
        """Anywhere in the window."""
        width, height = self.app.screen.get_size()
        return self.rng.randrange(width), self.rng.randrange(height)

    def _click_at(self, pos: tuple[int, int]) -> None:
        self._post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.app.step()
        self._post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.app.step()
        self.app.step()  # a pygame-gui button's own event reaches the scene

    def press_button(self) -> None:
        found = [b for b in self.app.ui.get_sprite_group().sprites()
                 if isinstance(b, UIButton) and b.visible and b.is_enabled]
        if not found:
            self.click_anywhere()
            return
        button = self.rng.choice(found)
        rect = button.rect
        self._click_at((rect.centerx + self.rng.randint(-rect.width // 3, rect.width // 3),
                        rect.centery + self.rng.randint(-rect.height // 4, rect.height // 4)))

    def click_anywhere(self) -> None:
        self._click_at(self._point())

    def double_click(self) -> None:
        pos = self._point()
        self._click_at(pos)
        self._click_at(pos)

    def drag(self) -> None:
        """Mostly from the bottom of the window (a hand of cards) to anywhere."""
        width, height = self.app.screen.get_size()
        start = (self.rng.randrange(width), self.rng.randrange(height * 2 // 3, height))
        end = self._point()
        self._post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.app.step()
        last = start
        steps = self.rng.randint(2, 6)
        for i in range(1, steps + 1):
            pos = (start[0] + (end[0] - start[0]) * i // steps,
                   start[1] + (end[1] - start[1]) * i // steps)
            self._post(pygame.MOUSEMOTION, pos=pos, rel=(pos[0] - last[0], pos[1] - last[1]),
                       buttons=(1, 0, 0))
            self.app.step()
            last = pos
        self._post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.app.step()

    def key(self, key: int | None = None) -> None:
        key = self.rng.choice(KEYS) if key is None else key
        name = pygame.key.name(key)
        self._post(pygame.KEYDOWN, key=key, mod=0, unicode=name if len(name) == 1 else "",
                   scancode=0)
        self._post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
        self.app.step()
        self.app.step()

    def wheel(self) -> None:
        pos = self._point()
        self._post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self._post(pygame.MOUSEWHEEL, x=0, y=self.rng.choice((-3, -1, 1, 3)), flipped=False,
                   precise_x=0.0, precise_y=0.0)
        self.app.step()

    def resize(self) -> None:
        """The window dragged to a new size, now and then smaller than the smallest layout."""
        if self.app.settings.fullscreen:  # a full screen has no edges to drag
            self.key()
            return
        size = (self.rng.randint(640, 1920), self.rng.randint(480, 1080))
        pygame.display.set_mode(size, pygame.RESIZABLE)
        self._post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        self.app.step()

    def close(self) -> None:
        """The window's close button: the program saves and ends (and is started again)."""
        self._post(pygame.QUIT)
        self.app.step()


def run_monkey(events: int, seed: int, home: Path) -> MonkeyReport:
    return Monkey(home, seed).run(events)
