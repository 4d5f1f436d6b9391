"""The settings that change how the program feels, as a player meets them: the sounds a table
plays and when, full screen and back, and the words on every table colour."""

from __future__ import annotations

import os
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from colour_metrics import contrast_ratio
from shell_harness import open_app
from table_harness import make_app, post, run_until

from sixseq.games.carre import session as carre
from sixseq.games.carre.bots.base import safe_action as carre_safe
from sixseq.games.carre.rules.match import Match as CarreMatch
from sixseq.games.carre.view.table import CarreTable
from sixseq.games.rami import session as rami
from sixseq.games.rami.rules.match import Match as RamiMatch
from sixseq.games.rami.rules.table import TableConfig as RamiConfig
from sixseq.games.rami.view.table import RamiTable
from sixseq.games.six_sequences import session as six
from sixseq.games.six_sequences.bots.base import safe_action as six_safe
from sixseq.games.six_sequences.rules.match import Match as SixMatch
from sixseq.games.six_sequences.rules.table import TableConfig as SixConfig
from sixseq.games.six_sequences.view.table import SixSeqTable
from sixseq.games.sixte import session as sixte
from sixseq.games.sixte.rules.match import Match as SixteMatch
from sixseq.games.sixte.view.table import SixteTable
from sixseq.settings import TABLE_COLOURS, Settings, load_settings
from sixseq.storage import Paths
from sixseq.ui import drawing, text
from sixseq.ui.app import App, on_a_screen, screen_of, within_the_screens
from sixseq.ui.games import playable
from sixseq.ui.scene import Scene
from sixseq.ui.settings_dialog import SettingsDialog
from sixseq.ui.shell import Shell
from sixseq.ui.table.scene import CardTable

Player = Callable[[Any], Any]


def play_out(rounds: Callable[[], Any], next_round: Callable[[], Any],
             over: Callable[[], bool], players: dict[int, Player]) -> None:
    """Every round of a match to its end, each seat's moves chosen by ``players``."""
    while True:
        state = rounds()
        while not state.is_over():
            seat = state.to_move
            state.apply(players[seat](state.observation(seat)))
        if over():
            return
        next_round()


def stronger(person: int, other: int, won: bool, easy: Player, safe: Player
             ) -> dict[int, Player]:
    """The person plays the easy computer player's moves against the safe moves (never a
    card laid that could be kept) when they are to win, the other way round to lose."""
    return {person: easy, other: safe} if won else {person: safe, other: easy}


def six_sequences_over(app: App, won: bool) -> Scene:
    match = SixMatch(SixConfig(2), rounds=1, seed=3)
    person = six.south_seat(match.config)
    play_out(lambda: match.round, match.next_round, match.is_over,
             stronger(person, 1 - person, won, six.make_bot("easy", 1).choose, six_safe))
    assert (match.config.side_of(person) in match.winners()) == won
    return SixSeqTable(app, six.SixSeqSession(match, {1 - person: six.make_bot("easy", 2)}))


def rami_over(app: App, won: bool) -> Scene:
    match = RamiMatch(RamiConfig(2), seed=3)
    play_out(lambda: match.round, match.next_round, match.is_over,
             stronger(rami.PERSON, 1, won, rami.make_bot("easy", 1).choose, rami.safe_action))
    assert (rami.PERSON in match.winners()) == won
    return RamiTable(app, rami.RamiSession(match, {1: rami.make_bot("easy", 2)}))


def sixte_over(app: App, won: bool) -> Scene:
    match = SixteMatch(2 if won else 0)  # safe cards all round: the person wins on seed 2
    play_out(lambda: match.hand, match.next_hand, match.is_over,
             dict.fromkeys(range(6), sixte.safe_action))
    assert (match.winner() == sixte.PERSON) == won
    return SixteTable(app, sixte.SixteSession(
        match, {seat: sixte.make_bot("easy", seat) for seat in sixte.COMPUTERS}))


def carre_over(app: App, won: bool) -> Scene:
    match = CarreMatch(1, 3)
    play_out(lambda: match.game, match.next_game, match.is_over,
             stronger(carre.PERSON, carre.COMPUTER, won, carre.make_bot("easy", 1).choose,
                      carre_safe))
    assert (carre.PERSON in match.winners()) == won
    return CarreTable(app, carre.CarreSession(match, carre.make_bot("easy", 2)))


FINISHED: dict[str, Callable[[App, bool], Scene]] = {
    "six-sequences": six_sequences_over, "rami": rami_over, "sixte": sixte_over,
    "carre": carre_over,
}


@pytest.mark.parametrize("won", [True, False], ids=["won", "lost"])
@pytest.mark.parametrize("game_id", list(FINISHED))
def test_the_win_sound_cheers_a_match_the_person_won_and_never_one_they_lost(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str, won: bool) -> None:
    """The fanfare played whenever a match ended: a player beaten to six points in Sixte,
    or out-scored in Rami and Les Six Séquences, heard the same cheer as a winner."""
    app = make_app(tmp_path)
    played: list[str] = []
    monkeypatch.setattr(app.sounds, "play", played.append)
    scene: Any = FINISHED[game_id](app, won)
    app.switch(scene)
    run_until(app, lambda: scene.sheet_open)
    assert ("win" in played) == won, played


# --- words on the felt -----------------------------------------------------------------------

def written_on_felt(app: App, colour: str, monkeypatch: pytest.MonkeyPatch
                    ) -> dict[str, tuple[float, bool]]:
    """Every word the screen writes straight on the felt in one frame: its WCAG contrast
    against the felt under it (the felt's mean colour there, its grain's specks averaged as
    the eye sees them), and whether it is large text (bold from 14 pt, else from 18 pt)."""
    felt = drawing.felt(app.screen.get_size(), colour)
    found: dict[str, tuple[float, bool]] = {}
    draw = text.draw

    def spy(screen: pygame.Surface, words: str, px: int, ink: tuple[int, ...], anchor: str,
            pos: tuple[int, int], bold: bool = False, shadow: Any = None) -> pygame.Rect:
        under = screen.copy()
        box = draw(screen, words, px, ink, anchor, pos, bold, shadow)  # type: ignore[arg-type]
        box = box.clip(under.get_rect())
        if screen.get_size() != felt.get_size() or not box.width or not box.height:
            return box
        points = [(x, y) for x in range(box.left, box.right) for y in range(box.top, box.bottom)]
        ground = [tuple(under.get_at(p))[:3] for p in points]
        bare = sum(max(abs(a - b) for a, b in zip(g, tuple(felt.get_at(p))[:3], strict=True))
                   <= 3 for g, p in zip(ground, points, strict=True))
        if bare < 0.9 * len(points):  # on a panel, a card, a plate: not the felt
            return box
        mean = tuple(round(sum(g[i] for g in ground) / len(ground)) for i in range(3))
        alpha = ink[3] / 255 if len(ink) == 4 else 1.0
        seen = tuple(round(ink[i] * alpha + mean[i] * (1 - alpha)) for i in range(3))
        large = px >= (19 if bold else 24)
        ratio = contrast_ratio(seen, mean)  # type: ignore[arg-type]
        found[words] = min(ratio, found.get(words, (ratio, large))[0]), large
        return box

    with monkeypatch.context() as patch:
        patch.setattr(text, "draw", spy)
        forget = getattr(app.scene, "forget_still_layer", None)
        if forget is not None:
            forget()
        app.invalidate()
        app.step()
    return found


def open_on_felt(app: App, name: str) -> Scene:
    """A screen on the felt: a game's table at its showcase position, or the main menu (a
    game saved, so Continue shows)."""
    if name != "menu":
        scene = next(ui for info, ui in playable() if info.id == name).showcase(app)
        app.switch(scene)
        return scene
    first = playable()[0][1]
    first.save(app.paths, first.new_table(app, first.default_options()))
    Shell(app).main_menu()
    assert app.scene is not None
    return app.scene


@pytest.mark.parametrize("colour", TABLE_COLOURS)
@pytest.mark.parametrize("screen", ["menu"] + [info.id for info, _ in playable()])
def test_every_word_written_on_the_felt_reads_on_every_table_colour(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, screen: str, colour: str) -> None:
    """WCAG contrast of every word drawn straight on the felt, against the felt under it: at
    least 4.5:1 (3:1 for large text), the status line's among them. Le Carré's square named
    its files a–d and rows 1–4 (the move log's 'b3') in a faint ink: 2.6:1 on the green
    felt, 3.6:1 at best on the red; the main menu's gold subtitle read at 4.3:1 on the
    green."""
    app = make_app(tmp_path, table_colour=colour)
    scene = open_on_felt(app, screen)
    for _ in range(3):
        app.step()
    found = written_on_felt(app, colour, monkeypatch)
    assert found
    if isinstance(scene, CardTable):
        assert scene.status_text() in found, sorted(found)
    poor = [(words, round(ratio, 2)) for words, (ratio, large) in found.items()
            if ratio < (3.0 if large else 4.5)]
    assert not poor


# --- full screen -----------------------------------------------------------------------------

def test_f11_switches_to_full_screen_and_back_to_the_window_as_it_was(tmp_path: Path) -> None:
    """F11, the key every desktop program takes for full screen, did nothing: a player in
    full screen had to find Settings to get their window back. It switches the setting (saved,
    and shown by the Settings window if it is open) and back to the window's own size."""
    app, _ = open_app(tmp_path, size=(1000, 700))
    app.open_dialog(lambda close: SettingsDialog(app, close))
    dialog = app.dialog
    assert isinstance(dialog, SettingsDialog)

    def shown() -> Any:
        return next(value for button, name, value in dialog.dialog.choices
                    if name == "fullscreen" and button.is_selected)

    f11 = {"key": pygame.K_F11, "mod": 0, "unicode": "", "scancode": 0}
    post(pygame.KEYDOWN, **f11)
    app.step()
    assert app.settings.fullscreen and load_settings(app.paths)[0].fullscreen
    assert app.screen.get_size() == pygame.display.get_desktop_sizes()[0]
    assert shown() is True and app.dialog is dialog
    post(pygame.KEYDOWN, **f11)
    app.step()
    assert not app.settings.fullscreen and not load_settings(app.paths)[0].fullscreen
    assert app.screen.get_size() == (1000, 700) and shown() is False


LAPTOP, MONITOR = (1920, 1080), (2560, 1440)


@pytest.mark.parametrize(("place", "sizes", "screen"), [
    ((100, 100), [LAPTOP], 0),
    ((100, 100), [LAPTOP, MONITOR], 0),
    ((2200, 300), [LAPTOP, MONITOR], 1),  # the monitor on the laptop's right
    ((-2000, 300), [LAPTOP, MONITOR], 1),  # … or on its left
    ((300, -1200), [LAPTOP, MONITOR], 1),  # … or above it
    ((1500, 300), [LAPTOP, MONITOR], 1),  # more of the window on the monitor than not
    ((1200, 300), [LAPTOP, MONITOR], 0),
    ((100, 800), [LAPTOP, MONITOR], 1),  # more of it below the laptop than on it
    # The window is 1000×700: its centre is at place + (500, 350). Each edge, both sides.
    ((-500, 300), [LAPTOP, MONITOR], 0), ((-501, 300), [LAPTOP, MONITOR], 1),
    ((1419, 300), [LAPTOP, MONITOR], 0), ((1420, 300), [LAPTOP, MONITOR], 1),
    ((100, -350), [LAPTOP, MONITOR], 0), ((100, -351), [LAPTOP, MONITOR], 1),
    ((100, 729), [LAPTOP, MONITOR], 0), ((100, 730), [LAPTOP, MONITOR], 1),
    ((3979, 300), [LAPTOP, MONITOR, LAPTOP], 1), ((3980, 300), [LAPTOP, MONITOR, LAPTOP], 2),
    ((-3060, 300), [LAPTOP, MONITOR, LAPTOP], 1), ((-3061, 300), [LAPTOP, MONITOR, LAPTOP], 2),
    ((100, 2169), [LAPTOP, MONITOR, LAPTOP], 1), ((100, 2170), [LAPTOP, MONITOR, LAPTOP], 2),
    ((100, -1790), [LAPTOP, MONITOR, LAPTOP], 1), ((100, -1791), [LAPTOP, MONITOR, LAPTOP], 2),
    ((1500, 300), [LAPTOP, MONITOR, LAPTOP], 1),
    ((100, 1150), [LAPTOP, MONITOR, LAPTOP], 1),
    ((-500, 2230), [LAPTOP, MONITOR, LAPTOP], 2),  # below, its centre over the first's edge
    ((1420, 2230), [LAPTOP, MONITOR, LAPTOP], 1),  # right of the first: its row, not below
    ((4020, 300), [LAPTOP, MONITOR, LAPTOP, MONITOR], 2),
    ((4080, 300), [LAPTOP, MONITOR], 1),  # beyond every screen: the last
    ((4600, 300), [LAPTOP, MONITOR, LAPTOP], 2),  # three in a row
])
def test_the_screen_a_window_is_on_is_the_one_under_its_centre(
        place: tuple[int, int], sizes: list[tuple[int, int]], screen: int) -> None:
    """SDL tells the screens' sizes, not where they stand: the first is at (0, 0), the
    others beside it in their order, on whichever side the window is."""
    assert screen_of(place, (1000, 700), sizes) == screen


@pytest.mark.parametrize(("place", "sizes", "seen"), [
    ((1920 - 64, 0), [LAPTOP], True),  # a grip's width on the screen: it can be dragged back
    ((1920 - 63, 0), [LAPTOP], False),
    ((-1000 + 64, 0), [LAPTOP], True),
    ((-1000 + 63, 0), [LAPTOP], False),
    ((0, 1080 - 32), [LAPTOP], True),  # a grip's height
    ((0, 1080 - 31), [LAPTOP], False),
    ((0, -700 + 32), [LAPTOP], True),
    ((0, -700 + 31), [LAPTOP], False),
    ((2200, 300), [LAPTOP, MONITOR], True),  # on the monitor, right of the laptop …
    ((-2000, 300), [LAPTOP, MONITOR], True),  # … or left of it: SDL does not say which
    ((1920 + 2560 - 63, 300), [LAPTOP, MONITOR], False),  # past both
    ((-2560 - 1000 + 63, 300), [LAPTOP, MONITOR], False),
    ((300, 1080 + 1440 - 31), [LAPTOP, MONITOR], False),
    ((5000, 3000), [], True),  # no screen said: believed
])
def test_a_window_is_believed_on_a_screen_when_a_grip_of_it_shows(
        place: tuple[int, int], sizes: list[tuple[int, int]], seen: bool,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A window left where no screen is now (a second screen unplugged) would open out of
    sight: it must show at least ``GRIP`` of itself to be dragged back."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: sizes)
    assert on_a_screen(place, (1000, 700)) is seen


def test_a_window_s_size_is_kept_when_no_screen_is_said(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [])
    assert within_the_screens((5000, 3000)) == (5000, 3000)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [LAPTOP, MONITOR])
    assert within_the_screens((5000, 3000)) == MONITOR


def test_full_screen_fills_the_screen_the_window_is_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """F11 with the window on a second screen filled the first, at the first's size (the
    window jumped to the laptop from the monitor it was on); so did starting in full screen
    with the window left on the monitor. Both fill the screen the window is on."""
    asked: list[tuple[tuple[int, int], int]] = []
    set_mode = pygame.display.set_mode

    def one_screen_here(size: tuple[int, int], flags: int = 0,
                        display: int = 0) -> pygame.Surface:
        if flags & pygame.FULLSCREEN:
            asked.append((tuple(size), display))
        return set_mode(size, flags)  # the dummy driver has a single screen

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [LAPTOP, MONITOR])
    monkeypatch.setattr(pygame.display, "set_mode", one_screen_here)
    app, _ = open_app(tmp_path, size=(1000, 700))
    try:
        pygame.display.set_window_position((2200, 300))  # dragged onto the monitor
        post(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
        app.step()
        assert asked == [(MONITOR, 1)]
        app.quit()
        paths = Paths(tmp_path, tmp_path, tmp_path)
        App(settings=Settings(language="en", sound=False, fullscreen=True,
                              window=(1000, 700, 2200, 300)), paths=paths)
        assert asked[1:] == [(MONITOR, 1)]
    finally:  # the next test's window opens where the system puts it
        os.environ.pop("SDL_VIDEO_WINDOW_POS", None)
        pygame.display.quit()


def test_a_window_left_on_a_screen_unplugged_since_opens_where_it_can_be_seen(
        tmp_path: Path) -> None:
    """The window's place comes back at the next start; one left on a second screen, gone
    since (a laptop off its dock), opened the window off the only screen, out of sight. It
    opens where the system puts it, its size kept, and forgets the place."""
    paths = Paths(tmp_path, tmp_path, tmp_path)
    app = App(settings=Settings(language="en", sound=False, window=(1000, 700, 5000, 3000)),
              paths=paths)
    with warnings.catch_warnings():  # only the window's place is read through pygame.Window
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    screen = pygame.Rect((0, 0), pygame.display.get_desktop_sizes()[0])
    seen = pygame.Rect(window.position, window.size).clip(screen)
    assert seen.width >= 64 and seen.height >= 32, window.position
    assert app.screen.get_size() == (1000, 700)
    app.quit()
    assert load_settings(paths)[0].window == (1000, 700)


def test_a_window_left_larger_than_the_screen_there_is_opens_within_it(tmp_path: Path) -> None:
    """A window left at 2560×1440 on a large screen, gone since, opened at that size on a
    smaller one: its bottom — the hand, the buttons — below the screen's edge. It opens no
    larger than the largest screen."""
    paths = Paths(tmp_path, tmp_path, tmp_path)
    app = App(settings=Settings(language="en", sound=False, window=(2560, 1440)), paths=paths)
    largest = max(pygame.display.get_desktop_sizes())
    assert app.screen.get_width() <= largest[0] and app.screen.get_height() <= largest[1]
    assert app.windowed_size == app.screen.get_size()
