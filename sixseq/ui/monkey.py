"""The monkey: the whole program driven by a long seeded stream of random input.

Clicks (on buttons and anywhere, with every mouse button), drags (some broken off on the way),
key presses (with modifiers, some repeated), wheel turns, window resizes, the player leaving
the window and coming back (another window in front, the window minimised: the events
:data:`~sixseq.ui.app.WINDOW_STATES` follows) and the window's close button are posted as real
pygame events to a real :class:`App` with its shell, exactly as a restless person would send
them. Closing the window starts the program again on the same folders (so saves are read back,
often mid-turn). After every event the game in play is checked against its rules' invariants
(each game's ``GameUI.check``: every card somewhere once, every combination or pile as the
rules build it). Any exception, broken invariant or computer player replaced by a safe move is
an error; there must be none. ``sixseq bench monkey`` prints the figures.
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

from sixseq.engine.bots import guarded_choice
from sixseq.engine.session import Session
from sixseq.settings import Settings
from sixseq.storage import Paths
from sixseq.ui.app import App
from sixseq.ui.games import owner_of
from sixseq.ui.scene import Scene
from sixseq.ui.shell import Shell
from sixseq.ui.table.buttons import ButtonBar

log = logging.getLogger(__name__)

KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_BACKSPACE,
        pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP,
        pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_TAB, pygame.K_F11,
        pygame.K_a, pygame.K_f, pygame.K_h, pygame.K_s, pygame.K_u, pygame.K_z, pygame.K_q,
        pygame.K_1, pygame.K_2, pygame.K_9, pygame.K_DELETE)
# Keys are mostly pressed alone; now and then with Shift (Shift+Tab), Ctrl (Ctrl+Z), Alt or
# the Command key.
MODIFIERS = (0, 0, 0, 0, pygame.KMOD_LSHIFT, pygame.KMOD_LCTRL, pygame.KMOD_LALT,
             pygame.KMOD_LMETA)
# What a person does, and how often (out of the sum).
GESTURES = {"play": 30, "button": 26, "click": 12, "drag": 10, "key": 12, "escape": 4,
            "wheel": 3, "resize": 3, "double_click": 3, "away": 2, "other_button": 2,
            "broken_drag": 2, "close": 1}
# How a drag ends other than by its release over the window.
BROKEN_DRAG = ("right_click", "left_window", "escape", "focus_lost", "release_unheard",
               "released_outside")
# How a player leaves the window, and how the window manager says they are back.
AWAY = (
    ((pygame.WINDOWFOCUSLOST,), (pygame.WINDOWFOCUSGAINED,)),  # another window in front
    ((pygame.WINDOWMINIMIZED, pygame.WINDOWFOCUSLOST),
     (pygame.WINDOWRESTORED, pygame.WINDOWFOCUSGAINED)),
    ((pygame.WINDOWMINIMIZED,), (pygame.WINDOWRESTORED,)),  # no word of the keyboard
)
MAX_ERRORS_KEPT = 20
FRAME_SECONDS = 0.05
TURN_WAIT = 3.0  # real seconds a player waits for the computer players before acting anyway
START_KEYS = ("sixseq.table.new_game.start", "sixseq.confirm.yes")


@dataclass
class MonkeyReport:
    events: int = 0
    gestures: Counter[str] = field(default_factory=Counter)
    scenes: Counter[str] = field(default_factory=Counter)
    checks: int = 0  # positions checked against the invariants
    restarts: int = 0
    errors: list[str] = field(default_factory=list)
    seconds: float = 0.0
    actions: Counter[str] = field(default_factory=Counter)  # game id -> the person's actions

    def add_error(self, line: str) -> None:
        if len(self.errors) < MAX_ERRORS_KEPT:
            self.errors.append(line)
        else:
            self.errors.append("…")

    def summary(self) -> dict[str, object]:
        return {"events": self.events, "errors": len(self.errors),
                "error_lines": self.errors[:MAX_ERRORS_KEPT], "checks": self.checks,
                "restarts": self.restarts, "seconds": round(self.seconds, 1),
                "actions": dict(sorted(self.actions.items())),
                "gestures": dict(sorted(self.gestures.items())),
                "scenes": dict(sorted(self.scenes.items()))}


class BotFailures(logging.Handler):
    """The guard's word that a computer player failed (:func:`guarded_choice`): a safe move
    replaced its answer and the game went on, so nothing on screen shows it."""

    def __init__(self, report: MonkeyReport) -> None:
        super().__init__(logging.ERROR)
        self.report = report

    def emit(self, record: logging.LogRecord) -> None:
        error = record.exc_info[1] if record.exc_info else None
        cause = f" ({type(error).__name__}: {error})" if error is not None else ""
        self.report.add_error(f"event {self.report.events}: a computer player failed: "
                              f"{record.getMessage()}{cause}")


class Monkey:
    """One seeded run over one home folder."""

    def __init__(self, home: Path, seed: int, settings: Settings | None = None) -> None:
        self.paths = Paths(home / "config", home / "data", home / "logs")
        self.rng = random.Random(seed)
        self.settings = settings or Settings(
            bot_pace="instant", animation_speed="fast",
            games={"six-sequences": {"levels": ["easy", "medium", "easy"]}})
        self.report = MonkeyReport()
        self.counted: dict[int, tuple[str, int]] = {}  # scene id -> (game, moves counted)
        self.time = 0.0  # the program's clock (seconds)
        self.app = self._open()

    def _open(self) -> App:
        """The program as ``sixseq`` starts it (its saved settings, else the monkey's)."""
        from sixseq.settings import load_settings, settings_path

        settings = load_settings(self.paths)[0] if settings_path(self.paths).exists() \
            else self.settings
        app = App(settings=settings, paths=self.paths, now=lambda: self.time)
        Shell(app).start()
        app.step()
        return app

    def step(self) -> None:
        """One frame, a frame's time later on the program's clock (``FRAME_SECONDS``),
        however fast the machine runs the monkey."""
        self.time += FRAME_SECONDS
        self.app.step()

    # --- the run ------------------------------------------------------------------------------

    def run(self, events: int) -> MonkeyReport:
        start = time.perf_counter()
        self.send(events)
        self.report.seconds = time.perf_counter() - start
        self.app.quit()
        return self.report

    def send(self, events: int, gestures: dict[str, int] = GESTURES) -> None:
        """Send gestures (drawn with ``gestures``' weights) until ``events`` events in all
        have been sent; the program is left running."""
        names, weights = list(gestures), list(gestures.values())
        do: dict[str, Callable[[], None]] = {
            "play": self.play, "button": self.press_button, "click": self.click_anywhere,
            "drag": self.drag,
            "key": self.key, "escape": lambda: self.key(pygame.K_ESCAPE), "wheel": self.wheel,
            "resize": self.resize, "double_click": self.double_click, "away": self.away,
            "other_button": self.other_button, "broken_drag": self.broken_drag,
            "close": self.close}
        failures = BotFailures(self.report)
        guard = logging.getLogger(guarded_choice.__module__)
        guard.addHandler(failures)
        try:
            while self.report.events < events:
                gesture = self.rng.choices(names, weights)[0]
                self.report.gestures[gesture] += 1
                self._guarded(do[gesture])
                self._guarded(self.check)
                if not self.app.running:
                    self.report.restarts += 1
                    self.app = self._open()
        finally:
            guard.removeHandler(failures)

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
            self.report.add_error(line)
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
            found = owner_of(game) if game is not None else None
            if found is not None and game is not None:
                self.report.checks += 1
                self.count_moves(found[0].id, game)
                problems = found[1].check(game)
                if problems:
                    raise AssertionError("; ".join(problems))

    def count_moves(self, game_id: str, scene: Scene) -> None:
        """The person's actions played on ``scene`` since it was last looked at."""
        moves = getattr(scene, "person_moves", 0)
        _, counted = self.counted.get(id(scene), (game_id, 0))
        if moves > counted:
            self.report.actions[game_id] += moves - counted
            self.counted[id(scene)] = (game_id, moves)

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
        self.step()
        self._post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.step()
        self.step()  # a pygame-gui button's own event reaches the scene

    def play(self) -> None:
        """What a player does most: take a card (or a pile) and put it somewhere it may go
        now, now and then somewhere it may not; a click where nothing can be dragged."""
        scene = self.app.scene
        points = getattr(scene, "monkey_points", None)
        menu = getattr(scene, "buttons", None)
        if self.app.dialog is None and isinstance(menu, dict) \
                and any(name.startswith("play:") for name in menu):
            self.open_a_game(menu)  # the main menu
            return
        if self.app.dialog is not None or points is None:
            self.press_button()
            return
        self.wait_for_my_turn(scene)
        sources = points()
        if not sources:
            self.click_anywhere()
            return
        targets_of = getattr(scene, "monkey_targets", None)
        moves = [(s, ts) for s in sources if targets_of and (ts := targets_of(s))]
        if not moves and self.rng.random() < 0.5 and self.table_button(scene):
            return  # nothing to drag: a player presses the turn's own button (Done, Lay…)
        if moves and self.rng.random() < 0.85:  # mostly what may be done now
            source, targets = self.rng.choice(moves)
        else:
            source, targets = self.rng.choice(sources), []
        start = (source.left + min(8, source.width // 3), source.top + source.height // 3)
        if not targets:
            self._click_at(start)
            return
        self._drag(start, self.rng.choice(targets).center)

    def wait_for_my_turn(self, scene: Scene | None) -> None:
        """A player about to play waits while the computer players move (their answers come
        on threads, in real time): frames pass, no event is sent, for up to ``TURN_WAIT``
        seconds."""
        session = getattr(scene, "session", None)
        if not isinstance(session, Session):  # a patience has no one else to wait for
            return
        give_up = time.perf_counter() + TURN_WAIT
        while (self.app.scene is scene and not session.my_turn() and not session.is_over()
               and time.perf_counter() < give_up):
            self.step()
            time.sleep(0.002)

    def table_button(self, scene: Scene | None) -> bool:
        """On the person's turn, press one of the table's enabled buttons other than the menu
        (whether pressing it is legal now is the table's business); False if there is none."""
        session = getattr(scene, "session", None)
        bar = getattr(scene, "buttons", None)
        if not isinstance(session, Session) or bar is None or not session.my_turn():
            return False
        found = [b for name, b in bar.buttons.items()
                 if name != "menu" and b.visible and b.is_enabled]
        if not found:
            return False
        self._click_at(self.rng.choice(found).rect.center)
        return True

    def open_a_game(self, menu: dict[str, UIButton]) -> None:
        """On the main menu, a player goes to a game: the one played least so far (continued
        where there is a save), so that every game of the registry gets played."""
        games = sorted({name.split(":", 1)[1] for name in menu
                        if name.startswith(("play:", "continue:"))})
        if not games:
            self.press_button()
            return
        least = min(self.report.actions[game] for game in games)
        game = self.rng.choice([g for g in games if self.report.actions[g] == least])
        button = menu.get(f"continue:{game}") or menu[f"play:{game}"]
        self._click_at(button.rect.center)

    def press_button(self) -> None:
        dialog = getattr(self.app.dialog, "window", None) or getattr(
            getattr(self.app.dialog, "dialog", None), "window", None)
        found = [b for b in self.app.ui.get_sprite_group().sprites()
                 if isinstance(b, UIButton) and b.visible and b.is_enabled
                 and (dialog is None or dialog.get_container().get_rect().contains(b.rect))]
        bar = getattr(self.app.scene, "buttons", None)
        menu = bar.buttons.get("menu") if isinstance(bar, ButtonBar) else None
        if dialog is None and menu in found and len(found) > 1 and self.rng.random() < 0.8:
            found.remove(menu)  # a player at a table seldom opens the menu
        start = [b for b in found if b.text in START_KEYS]
        if dialog is not None and start and self.rng.random() < 0.4:
            found = start  # a player opens a dialog mostly to go ahead
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
        self._drag(start, self._point())

    def _drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self._post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.step()
        last = start
        steps = self.rng.randint(2, 6)
        for i in range(1, steps + 1):
            pos = (start[0] + (end[0] - start[0]) * i // steps,
                   start[1] + (end[1] - start[1]) * i // steps)
            self._post(pygame.MOUSEMOTION, pos=pos, rel=(pos[0] - last[0], pos[1] - last[1]),
                       buttons=(1, 0, 0))
            self.step()
            last = pos
        self._post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.step()

    def key(self, key: int | None = None) -> None:
        """A key (with a modifier now and then), its text typed as the system types it, and
        now and then several presses before its release, as a system's key repeat sends them
        (the program asks for none, so this is more than a player can send)."""
        mod = self.rng.choice(MODIFIERS) if key is None else 0
        key = self.rng.choice(KEYS) if key is None else key
        name = pygame.key.name(key)
        typed = name if len(name) == 1 and not mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT
                                                      | pygame.KMOD_META) else ""
        typed = typed.upper() if mod & pygame.KMOD_SHIFT else typed
        repeats = self.rng.randint(1, 4) if self.rng.random() < 0.15 else 0
        for _ in range(1 + repeats):
            self._post(pygame.KEYDOWN, key=key, mod=mod, unicode=typed, scancode=0)
            if typed:
                self._post(pygame.TEXTINPUT, text=typed)
            self.step()
        self._post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
        self.step()

    def other_button(self) -> None:
        """The right or middle button, or a mouse's side buttons; now and then a release
        whose press was outside the window."""
        pos = self._point()
        button = self.rng.choice((2, 3, 3, 4, 5))
        self._post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        if self.rng.random() < 0.8:
            self._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
            self.step()
        self._post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.step()

    def broken_drag(self) -> None:
        """A drag that does not end with its release over the window (:data:`BROKEN_DRAG`):
        a right click on the way, the pointer leaving the window, Esc, another window taking
        the keyboard, the release never heard (the next motion says the button is up), or
        the button let go outside the window."""
        width, height = self.app.screen.get_size()
        start = (self.rng.randrange(width), self.rng.randrange(height * 2 // 3, height))
        middle = self._point()
        self._post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.step()
        self._post(pygame.MOUSEMOTION, pos=middle,
                   rel=(middle[0] - start[0], middle[1] - start[1]), buttons=(1, 0, 0))
        self.step()
        how = self.rng.choice(BROKEN_DRAG)
        if how == "right_click":
            self._post(pygame.MOUSEBUTTONDOWN, pos=middle, button=3)
            self._post(pygame.MOUSEBUTTONUP, pos=middle, button=3)
        elif how == "left_window":
            self._post(pygame.WINDOWLEAVE)
        elif how == "escape":
            self.key(pygame.K_ESCAPE)
        elif how == "focus_lost":
            self._post(pygame.WINDOWFOCUSLOST)
            self.step()
            self._post(pygame.WINDOWFOCUSGAINED)
        elif how == "release_unheard":
            self._post(pygame.MOUSEMOTION, pos=self._point(), rel=(0, 0), buttons=(0, 0, 0))
            self.step()
            return
        self.step()
        end = (-20, middle[1]) if how == "released_outside" else middle
        self._post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.step()

    def wheel(self) -> None:
        pos = self._point()
        self._post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self._post(pygame.MOUSEWHEEL, x=0, y=self.rng.choice((-3, -1, 1, 3)), flipped=False,
                   precise_x=0.0, precise_y=0.0)
        self.step()

    def resize(self) -> None:
        """The window dragged to a new size, now and then smaller than the smallest layout."""
        if self.app.settings.fullscreen:  # a full screen has no edges to drag
            self.key()
            return
        size = (self.rng.randint(640, 1920), self.rng.randint(480, 1080))
        pygame.display.set_mode(size, pygame.RESIZABLE)
        self._post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        self.step()

    def away(self) -> None:
        """The player leaves the window for a few frames (another window in front, or the
        window minimised) and mostly comes back as the window manager says it; now and then
        the window stays left, and what comes next (a click or a key in the window, or this
        gesture again) brings the player back."""
        leave, back = self.rng.choice(AWAY)
        if not self.app.away:
            for kind in leave:
                self._post(kind)
            for _ in range(self.rng.randint(1, 20)):
                self.step()
            if self.rng.random() < 0.3:
                return
        for kind in back:
            self._post(kind)
        self.step()

    def close(self) -> None:
        """The window's close button: the program saves and ends (and is started again)."""
        self._post(pygame.QUIT)
        self.step()


def run_monkey(events: int, seed: int, home: Path) -> MonkeyReport:
    return Monkey(home, seed).run(events)
