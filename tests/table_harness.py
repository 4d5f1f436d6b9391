"""Driving the card table headless: real mouse events, scripted computer players, pixels."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pygame
from helpers import a
from pygame_gui.elements import UIButton

from sixseq.games.six_sequences.bots.base import Bot, safe_action
from sixseq.games.six_sequences.rules.actions import Action
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.match import Match
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.session import SixSeqSession, south_seat
from sixseq.games.six_sequences.view.setups import PositionMatch
from sixseq.games.six_sequences.view.table import SixSeqTable
from sixseq.settings import Settings
from sixseq.storage import Paths
from sixseq.ui import text
from sixseq.ui.app import App

SIZE = (1280, 800)


class Script(Bot):
    """Plays the given moves when they are legal, else a safe move; remembers the threads it
    was asked on."""

    level = "easy"

    def __init__(self, *moves: str) -> None:
        self.moves: list[Action] = [a(m) for m in moves]
        self.threads: list[str] = []

    def choose(self, obs: Observation) -> Action:
        self.threads.append(threading.current_thread().name)
        for move in self.moves:
            if move in obs.legal:
                self.moves.remove(move)
                return move
        return safe_action(obs)


class FrameClock:
    """The program's clock in tests: each frame is exactly ``FRAME`` seconds after the last,
    however loaded the machine, so what a test sees never depends on its speed."""

    FRAME = 1 / 60

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += self.FRAME
        return self.now


def make_app(tmp_path: Path, size: tuple[int, int] = SIZE, **settings: object) -> App:
    """The program's window at ``size``, its files in ``tmp_path``, on the tests' clock."""
    chosen: dict[str, object] = {"language": "en", "sound": False, "bot_pace": "instant",
                                 "animation_speed": "instant"}
    chosen.update(settings)
    return App(size, Settings(**chosen),  # type: ignore[arg-type]
               Paths(tmp_path, tmp_path, tmp_path), now=FrameClock())


def open_table(app: App, state: GameState, human: int,
               bots: Mapping[int, Bot] | None = None, rounds: int = 1) -> SixSeqTable:
    assert human == south_seat(state.config), "the person sits South"
    chosen = dict(bots or {})
    for seat in range(state.config.seats):
        if seat != human and seat not in chosen:
            chosen[seat] = Script()
    scene = SixSeqTable(app, SixSeqSession(PositionMatch(state, rounds), chosen))
    app.switch(scene)
    settle(app, scene)
    return scene


def run_until(app: App, done: Callable[[], bool], timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            raise AssertionError("the table did not get there in time")
        app.step()
        time.sleep(0.002)


def settle(app: App, scene: SixSeqTable) -> None:
    """Step until the person is to move (or the round is over) and nothing moves."""
    session = scene.session
    run_until(app, lambda: not scene.is_animating() and not session.runner.busy()
              and (session.my_turn() or session.is_over()))
    app.step()


def post(kind: int, **fields: object) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def resize(app: App, size: tuple[int, int]) -> None:
    """The window made ``size``, as the window manager does it, and the frame that follows."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    app.step()
    assert app.screen.get_size() == size


def key(app: App, code: int, mod: int = 0) -> None:
    """A key pressed; one more frame lets pygame-gui's own event (a focused button's press)
    reach the scene, as a click's does."""
    post(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)
    app.step()
    app.step()


def tab_to(app: App, button: pygame.Rect, limit: int = 40) -> None:
    """Tab until the keyboard's focus is on ``button``."""
    for _ in range(limit):
        if app.focus_rect() == button:
            return
        key(app, pygame.K_TAB)
    assert app.focus_rect() == button, "Tab never reached it"


def click(app: App, pos: tuple[int, int]) -> None:
    """A click; one more frame lets a pygame-gui button's own event reach the scene."""
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    app.step()
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.step()
    app.step()


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 4) -> None:
    """Press at ``start``, move in a few steps with the button held, release at ``end``."""
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step()
    last = start
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps,
               start[1] + (end[1] - start[1]) * i // steps)
        post(pygame.MOUSEMOTION, pos=pos, rel=(pos[0] - last[0], pos[1] - last[1]),
             buttons=(1, 0, 0))
        app.step()
        last = pos
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.step()


def press_and_hold(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    """A drag that has not been dropped yet (to look at what lights up)."""
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step()
    for i in range(1, 4):
        pos = (start[0] + (end[0] - start[0]) * i // 3, start[1] + (end[1] - start[1]) * i // 3)
        post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
        app.step()


def grip(rect: pygame.Rect) -> tuple[int, int]:
    """A point on the part of a card that overlapping neighbours leave visible (its left
    edge and corner index)."""
    return rect.x + 8, rect.y + rect.height // 3


def hand_rect(scene: SixSeqTable, card: int) -> pygame.Rect:
    assert scene.scenery is not None
    return next(s.rect for s in scene.scenery.hand if s.card == card)


def place(scene: SixSeqTable, card: int) -> pygame.Rect:
    """Where ``card`` stands (a card the person sees: in hand, on the table, discarded)."""
    return next(s.rect for s in scene.stage.spots if s.card == card)


def shows_face(app: App, scene: SixSeqTable, card: int, rect: pygame.Rect) -> bool:
    """Whether the screen shows ``card``'s face at ``rect`` (checked on the visible strip at
    the card's left, where its index is), exactly as the card art draws it."""
    face = scene.art.face(card, rect.width)
    screen = app.screen
    strip = max(6, rect.width // 5)
    for dx in range(3, strip, 2):
        for dy in range(rect.height // 10, rect.height // 2, 3):
            if screen.get_at((rect.x + dx, rect.y + dy)) != face.get_at((dx, dy)):
                return False
    return True


def near(colour: pygame.Color | tuple[int, ...], wanted: tuple[int, int, int],
         tolerance: int = 60) -> bool:
    return all(abs(colour[i] - wanted[i]) <= tolerance for i in range(3))


def any_pixel_near(app: App, area: pygame.Rect, wanted: tuple[int, int, int],
                   tolerance: int = 40) -> bool:
    area = area.clip(app.screen.get_rect())
    for x in range(area.left, area.right, 2):
        for y in range(area.top, area.bottom, 2):
            if near(app.screen.get_at((x, y)), wanted, tolerance):
                return True
    return False


def button(scene: SixSeqTable, name: str) -> UIButton:
    return scene.buttons.buttons[name]


def spot_index(scene: SixSeqTable, card: int) -> int:
    """The stage's spot of a card the person sees (its flights are keyed by it)."""
    return next(i for i, s in enumerate(scene.stage.spots) if s.card == card)


def claim_buttons(scene: SixSeqTable) -> list[tuple[UIButton, Action]]:
    return [(scene.buttons.buttons[name], action) for name, action in scene.claims.actions.items()]


def table_of(app: App, match: Match, bots: Mapping[int, Bot]) -> SixSeqTable:
    """A table for ``match`` (the person at South), not yet shown."""
    return SixSeqTable(app, SixSeqSession(match, bots))


def message_text(scene: SixSeqTable) -> str:
    return scene.message.text if scene.message is not None else ""


SMALL_SIZES = [(800, 560), (1024, 600)]  # the smallest window the program allows, and a small one


def legible_and_apart(drawn: list[tuple[str, int, pygame.Rect]], within: pygame.Rect) -> None:
    """Every word drawn (as the ``drawn`` fixture records them) at text.MIN_PX at least,
    inside ``within``, and clear of every other."""
    for words, px, rect in drawn:
        assert px >= text.MIN_PX, (words, px)
        assert within.contains(rect), (words, rect, within)
    for i, (words, _, rect) in enumerate(drawn):
        for other, _, there in drawn[i + 1:]:
            assert not rect.colliderect(there), (words, rect, other, there)


def look_under_the_sheet(app: App, table: Any) -> None:
    """*View table* on a round's sheet: its two buttons, left on the table, then cover no
    card (the hand, the table's, the piles'), neither another button nor the status line,
    and stay inside the window."""
    bar = table.buttons
    click(app, bar.buttons["view"].rect.center)
    assert table.sheet_hidden
    window = pygame.Rect((0, 0), app.screen.get_size())
    status = table.status_area()
    assert status is not None
    for mine in ("view", "next"):
        rect = bar.buttons[mine].rect
        assert bar.buttons[mine].visible and window.contains(rect), mine
        for name, button in bar.buttons.items():
            if name not in ("view", "next") and button.visible:
                assert not rect.colliderect(button.rect), (mine, name)
        assert not rect.colliderect(status), (mine, status)
        for spot in table.stage.spots:
            assert not rect.colliderect(spot.rect), (mine, spot.group, spot.rect)


def captions_on_felt(app: App, scene: Any, captions: tuple[str, ...],
                     monkeypatch: Any) -> None:
    """The piles' captions are written on the felt, clear of the piles: every pixel a caption
    changes (its shadow too) showed felt without it — never a card's edge under the stock or
    an earlier discard peeking out."""
    scene.forget_still_layer()
    app.step()
    shown = app.screen.copy()
    draw = text.draw

    def without(screen: pygame.Surface, words: str, *args: Any, **kwargs: Any) -> Any:
        return None if words in captions else draw(screen, words, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(text, "draw", without)
        scene.forget_still_layer()
        app.step()
        bare = app.screen.copy()
    scene.forget_still_layer()
    app.step()
    changed = 0
    lay = scene.lay
    piles = lay.stock.union(lay.discard).inflate(lay.margin * 4, 0).clip(shown.get_rect())
    for x in range(piles.left, piles.right):
        for y in range(lay.stock.top, lay.history.top):
            if shown.get_at((x, y)) != bare.get_at((x, y)):
                changed += 1
                r, g, b, _ = bare.get_at((x, y))
                assert g >= r + 15 and g >= b, ("a caption over a card", (x, y), (r, g, b))
    assert changed, "no caption drawn"


KeptLog = list[tuple[int, dict[str, str]]]


def kept_log(scene: Any) -> KeptLog:
    """The move log as kept: each line in every language, with the action count it belongs
    to (undo drops lines by it)."""
    return [(count, dict(said)) for count, said in scene.movelog.lines]


class SameLogAfterContinue:
    """A check, made as often as a test likes (``count`` says how often): the game saved,
    loaded and continued (save and quit, then Continue), the kept log of the table it is
    resumed on is the live one, line for line, in every language. With ``settle_with``, that
    table is put on screen and settled too, and still shows the same lines."""

    def __init__(self, app: App, game: Any, scene: Any) -> None:
        self.app, self.game, self.scene = app, game, scene
        self.count = 0

    def __call__(self, settle_with: Callable[[App, Any], None] | None = None) -> None:
        app, game, scene = self.app, self.game, self.scene
        game.save(app.paths, scene)
        saved, _ = game.load(app.paths)
        assert saved is not None
        again = game.resume(app, saved)
        assert type(again) is type(scene)
        assert kept_log(again) == kept_log(scene), scene.movelog.texts()
        if settle_with is not None:
            app.switch(again)
            settle_with(app, again)
            assert again.movelog.texts() == scene.movelog.texts()
        self.count += 1


def play_checking(app: App, scene: Any, person_moves: Callable[[], object],
                  check: Callable[[], object], done: Callable[[], bool]) -> None:
    """Play on until ``done()``: the person's move (``person_moves``) whenever it is their
    turn and nothing moves, the computer players' as the frames go by; ``check()`` after
    every one (an undo of the person's is a move)."""
    session = scene.session
    while not done():
        if session.my_turn() and not scene.is_animating():
            person_moves()
            check()
            continue
        played = len(session.state.actions)
        app.step()
        if len(session.state.actions) != played:
            check()
        elif session.runner.busy():
            time.sleep(0.001)
