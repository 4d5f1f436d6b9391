"""Time when the player is not looking: a machine suspended between two frames, a slow frame,
the window minimised or in the background. The game's clocks (the 20/20's time, the claim
window of Les Six Séquences) count only time at the table, the computer players do not play
on unseen, and cards never jump."""

from __future__ import annotations

import errno
from pathlib import Path

import pygame
import pytest
from helpers import FOUR, THREE, TWO, c, position
from patience_harness import Frames, HeldOracles, open_patience, patience_app, press_button
from shell_harness import escape, press
from table_harness import (
    FrameClock,
    Script,
    grip,
    hand_rect,
    make_app,
    open_table,
    post,
    press_and_hold,
    run_until,
)

from sixseq.engine.session import BOT_PACE_SECONDS
from sixseq.games.six_sequences.rules.table import Phase
from sixseq.games.six_sequences.session import CLAIM_SECONDS, SixSeqSession
from sixseq.games.six_sequences.view.setups import PositionMatch
from sixseq.games.six_sequences.view.table import SixSeqTable
from sixseq.games.twenty_twenty.files import SavedGame
from sixseq.games.twenty_twenty.rules import Game
from sixseq.games.twenty_twenty.session import PatienceSession
from sixseq.games.twenty_twenty.view.scene import PatienceScene
from sixseq.ui.app import LONGEST_FRAME, NOTICE_SECONDS, SAVE_FAILED, App
from sixseq.ui.pause import PauseMenu
from sixseq.ui.shell import Shell


def clock_of(app: App) -> FrameClock:
    """The clock a test app is timed by (a test moves it on by hand to fake a gap)."""
    assert isinstance(app.now, FrameClock)
    return app.now


def claim_offered(app: App) -> SixSeqTable:
    """A three-player table where North discards a card South may claim: the claim window
    is open (SS-DISCARD-4)."""
    state = position(THREE, ("7h Ko Qo", "2s 3c Kd", "8h 9h Kc"), phase=Phase.DISCARD,
                     stock="2c 3s 5d 6o 8t 10o 11s 12d")
    scene = open_table(app, state, 2, {0: Script("discard 7h")})
    run_until(app, lambda: scene.six.claim_open())
    return scene


def leave_the_window(app: App) -> None:
    """Another window takes the keyboard (an alt-tab), and a frame passes."""
    post(pygame.WINDOWFOCUSLOST)
    app.step()


def come_back(app: App) -> None:
    """The window has the keyboard again, and a frame passes."""
    post(pygame.WINDOWFOCUSGAINED)
    app.step()


# --- a machine suspended between two frames ---------------------------------------------------

def test_a_suspended_machine_does_not_run_out_the_claim_window(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    clock = clock_of(app)
    scene = claim_offered(app)
    left = scene.six.claim_left(scene.clock)
    clock.now += 3600.0  # the lid closed for an hour between two frames
    app.step()
    assert scene.six.claim_open() and scene.session.round.phase == Phase.CLAIM
    assert scene.six.claim_left(scene.clock) >= left - LONGEST_FRAME - 2 * FrameClock.FRAME


def test_a_suspended_machine_is_not_playing_time_on_the_20_20_clock(tmp_path: Path) -> None:
    app = patience_app(tmp_path)
    frames = app.now
    assert isinstance(frames, Frames)
    scene = open_patience(app, 7)
    before = scene.session.saved.seconds
    frames.now += 3600.0
    app.step()
    assert scene.session.saved.seconds - before <= LONGEST_FRAME + 2 * frames.seconds


# --- a long frame -----------------------------------------------------------------------------

def test_the_long_first_frame_after_loading_a_table_does_not_skip_the_deal(
        tmp_path: Path) -> None:
    """Loading a table (its card art, its layout) takes a while: the first frame after it is
    long, and the deal's cards must still leave the stock, not land or jump most of the way."""
    app = make_app(tmp_path, animation_speed="normal")
    clock = clock_of(app)
    state = position(THREE, ("7h Ko Qo", "2s 3c Kd", "8h 9h Kc"), stock="2c 3s 5d 6o")
    scene = SixSeqTable(app, SixSeqSession(PositionMatch(state, 1), {0: Script(), 1: Script()}))
    app.switch(scene)
    flights = list(scene.stage.animator)
    assert flights and all(f.elapsed == 0.0 for f in flights)
    clock.now += 0.4  # the time it took to load, counted by the first frame
    app.step()
    assert all(f.elapsed <= 2 / 60 for f in flights)  # two frames' worth, at most
    assert scene.stage.busy


def test_a_pair_played_after_the_20_20_rested_does_not_show_most_of_its_way_at_once(
        tmp_path: Path) -> None:
    app = patience_app(tmp_path, animation_speed="normal")
    frames = app.now
    assert isinstance(frames, Frames)
    scene = open_patience(app, 7)
    move = scene.session.game.legal_moves()[0]
    scene.play_pair(move.a, move.b)
    flights = list(scene.stage.animator)
    assert flights
    frames.now += 0.25  # the loop was asleep at rest when the pair was played
    app.step()
    assert all(f.elapsed <= 2 / 60 for f in flights)  # two frames' worth, at most


# --- the window minimised, or in the background -----------------------------------------------

def seconds_pass(app: App, clock: FrameClock, seconds: float) -> None:
    """Frames for ``seconds``, half a second each (a table at rest wakes about as often)."""
    clock.FRAME = 0.5
    for _ in range(round(seconds / clock.FRAME)):
        app.step()
    clock.FRAME = FrameClock.FRAME


@pytest.mark.parametrize(("leave", "back"), [
    ((pygame.WINDOWMINIMIZED, pygame.WINDOWFOCUSLOST),
     (pygame.WINDOWRESTORED, pygame.WINDOWFOCUSGAINED)),
    ((pygame.WINDOWMINIMIZED,), (pygame.WINDOWRESTORED,)),
    ((pygame.WINDOWFOCUSLOST,), (pygame.WINDOWFOCUSGAINED,)),
], ids=["minimised", "minimised, no focus events", "another window in front"])
def test_the_claim_window_waits_while_the_player_is_away(
        tmp_path: Path, leave: tuple[int, ...], back: tuple[int, ...]) -> None:
    """SS-DISCARD-4's ten seconds are the person's: away from the window (minimised, or
    another window has the keyboard: an alt-tab to read something) they do not run, and the
    game waits under its menu, veiled; back, it goes on by itself where it was."""
    app = make_app(tmp_path)
    clock = clock_of(app)
    Shell(app)
    scene = claim_offered(app)
    left = scene.six.claim_left(scene.clock)
    for kind in leave:
        post(kind)
    app.step()
    seconds_pass(app, clock, 2 * CLAIM_SECONDS)
    assert scene.six.claim_open() and scene.session.round.phase == Phase.CLAIM
    assert isinstance(app.scene, PauseMenu) and app.scene.game is scene
    for kind in back:
        post(kind)
    app.step()
    assert app.scene is scene
    assert scene.six.claim_open() and scene.session.round.phase == Phase.CLAIM
    assert scene.six.claim_left(scene.clock) == pytest.approx(left, abs=0.1)
    seconds_pass(app, clock, CLAIM_SECONDS)
    assert not scene.six.claim_open() and scene.session.round.phase != Phase.CLAIM


def computers_before_the_person(tmp_path: Path) -> tuple[App, FrameClock, SixSeqTable]:
    """Four players at the normal pace, the three computer players to play first (West
    first), in the program's shell: the app, its clock and the table, just shown."""
    app = make_app(tmp_path, bot_pace="normal")
    Shell(app)
    state = position(FOUR, ("2s 3s Ko", "2c 3c Kc", "4h 5h Kh", "6d 7d Kd"),
                     stock="2d 3d 5d 6o 8t 10o 11s 12d 9c 9s 9h 9d", to_move=0)
    scene = SixSeqTable(app, SixSeqSession(PositionMatch(state, 1),
                                           {seat: Script() for seat in (0, 1, 3)}))
    app.switch(scene)
    return app, clock_of(app), scene


def test_the_computer_players_do_not_play_on_unseen_while_the_window_is_minimised(
        tmp_path: Path) -> None:
    """Three computer players before the person's turn: minimised, none plays (the one
    thinking may finish, its move waits); back, the person sees every move played."""
    app, clock, scene = computers_before_the_person(tmp_path)
    app.step()
    played = len(scene.session.round.actions)
    post(pygame.WINDOWMINIMIZED)
    app.step()
    seconds_pass(app, clock, 30.0)
    assert len(scene.session.round.actions) == played
    post(pygame.WINDOWRESTORED)
    app.step()
    assert app.scene is scene
    run_until(app, lambda: len(scene.session.round.actions) > played)


def test_back_from_the_in_game_menu_the_table_is_still_a_pace_before_a_computer_plays(
        tmp_path: Path) -> None:
    """A computer player's move waiting its pace when the player opens the in-game menu: none
    is played under the menu, however long it stays, and back at the table the player sees it
    still for a whole pace before the move shows (it showed at once: the pace had run out
    under the menu)."""
    app, clock, scene = computers_before_the_person(tmp_path)
    run_until(app, lambda: scene.session.held is not None)  # West's move waits its pace
    escape(app)
    assert isinstance(app.scene, PauseMenu)
    seconds_pass(app, clock, 5.0)
    assert scene.session.round.actions == ()
    escape(app)
    assert app.scene is scene
    for _ in range(round(BOT_PACE_SECONDS["normal"] / FrameClock.FRAME) - 2):
        app.step()
        assert scene.session.round.actions == ()
    run_until(app, lambda: len(scene.session.round.actions) > 0)


def test_a_card_held_as_the_window_is_left_is_let_go_and_nothing_is_played(
        tmp_path: Path) -> None:
    """The person is dragging K♣ over the discard pile when another window takes the keyboard
    (the game's menu shows): back at the table, nothing is held, nothing is lit, K♣ is in its
    place in the hand, and the release the window never heard plays nothing."""
    app = make_app(tmp_path)
    Shell(app)
    state = position(TWO, ("Qd 9s", "8h Kc"), to_move=1, phase=Phase.DISCARD,
                     stock="2s 3s 4s 5s")
    scene = open_table(app, state, 1)
    assert scene.lay is not None
    home = hand_rect(scene, c("Kc"))
    press_and_hold(app, grip(home), scene.lay.discard.center)
    assert scene.pointer.dragging is not None and scene.targets
    leave_the_window(app)
    assert isinstance(app.scene, PauseMenu)
    come_back(app)
    assert app.scene is scene  # play goes on by itself
    assert scene.pointer.dragging is None and scene.drag.item is None and not scene.targets
    post(pygame.MOUSEBUTTONUP, pos=scene.lay.discard.center, button=1)
    app.step()
    assert scene.session.round.actions == () and hand_rect(scene, c("Kc")) == home


def test_the_20_20_clock_stops_while_another_window_has_the_keyboard(tmp_path: Path) -> None:
    app = patience_app(tmp_path)
    Shell(app)
    frames = app.now
    assert isinstance(frames, Frames)
    scene = open_patience(app, 7)
    leave_the_window(app)
    stopped = scene.session.saved.seconds
    for _ in range(40):
        frames.now += 0.5
        app.step()
    assert scene.session.saved.seconds == stopped
    assert isinstance(app.scene, PauseMenu)  # the cards are veiled: no free look at them
    come_back(app)
    assert app.scene is scene
    for _ in range(4):
        frames.now += 0.5
        app.step()
    assert scene.session.saved.seconds == pytest.approx(stopped + 2.0, abs=0.6)


def test_a_click_or_a_key_in_the_window_is_the_player_back_though_no_focus_was_said(
        tmp_path: Path) -> None:
    """A window manager that never says the window has the keyboard again must not leave the
    game paused for good: a click or a key in the window is the player, back. That first
    press only brings the game back (it may have been aimed at the veiled menu's buttons)."""
    app = make_app(tmp_path)
    Shell(app)
    scene = claim_offered(app)
    for press_back in (
            lambda: post(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1),
            lambda: post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                         scancode=40)):
        leave_the_window(app)
        assert isinstance(app.scene, PauseMenu)
        press_back()
        app.step()
        assert app.scene is scene and not app.away
        assert scene.six.claim_open() and scene.session.round.phase == Phase.CLAIM


def test_a_question_open_over_the_table_is_still_there_when_the_player_comes_back(
        tmp_path: Path) -> None:
    """Leaving the window with a question open over a game (the 20/20's "abandon this
    game?") swapped the in-game menu in and threw the question away: it stays, to be
    answered on return (under a question, no computer player plays)."""
    from sixseq.ui.confirm import Confirm

    app = patience_app(tmp_path)
    Shell(app)
    scene = open_patience(app, 7)
    move = scene.session.game.legal_moves()[0]
    scene.session.play(move.a, move.b)
    scene.leaving(lambda: None)
    question = app.dialog
    assert isinstance(question, Confirm)
    leave_the_window(app)
    come_back(app)
    assert app.scene is scene and app.dialog is question


def test_the_in_game_menu_the_player_opened_stays_when_they_come_back(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    Shell(app)
    scene = claim_offered(app)
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)
    app.step()
    menu = app.scene
    assert isinstance(menu, PauseMenu)
    leave_the_window(app)
    come_back(app)
    assert app.scene is menu and scene.six.claim_open()


def test_the_claim_window_waits_under_the_in_game_menu_its_settings_and_the_rules(
        tmp_path: Path) -> None:
    app = make_app(tmp_path)
    clock = clock_of(app)
    Shell(app)
    scene = claim_offered(app)
    left = scene.six.claim_left(scene.clock)
    escape(app)
    press(app, "sixseq.menu.settings")
    seconds_pass(app, clock, CLAIM_SECONDS)
    escape(app)  # the settings close
    press(app, "sixseq.menu.rules")
    seconds_pass(app, clock, CLAIM_SECONDS)
    press(app, "sixseq.page.back")
    assert app.scene is scene and scene.six.claim_open()
    assert scene.six.claim_left(scene.clock) == pytest.approx(left, abs=0.1)


# --- a notice -----------------------------------------------------------------------------------

def test_a_notice_waits_for_the_player_to_be_back_at_the_window(tmp_path: Path) -> None:
    """A notice (a save set aside as the program starts) shows for a while: it must not have
    gone while the window was minimised or another window had the keyboard."""
    app = make_app(tmp_path)
    clock = clock_of(app)
    app.notify(SAVE_FAILED)
    post(pygame.WINDOWFOCUSLOST)
    seconds_pass(app, clock, 2 * NOTICE_SECONDS)
    assert [n.key for n in app.notices] == [SAVE_FAILED]
    post(pygame.WINDOWFOCUSGAINED)
    seconds_pass(app, clock, NOTICE_SECONDS / 2)
    assert [n.key for n in app.notices] == [SAVE_FAILED]
    seconds_pass(app, clock, NOTICE_SECONDS / 2 + 1.0)
    assert not app.notices


def test_a_save_failing_again_after_its_notice_has_gone_is_logged_not_told_again(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A disk that refuses once refuses every turn: told once, the player is not nagged at
    each turn's end once the notice has gone; every failure is in the log."""
    app = make_app(tmp_path)
    Shell(app)
    clock = clock_of(app)

    def refused() -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    app.write(refused)
    assert [n.key for n in app.notices] == [SAVE_FAILED]
    seconds_pass(app, clock, NOTICE_SECONDS + 1.0)
    assert not app.notices
    app.write(refused)
    app.step()
    assert not app.notices
    assert [r.getMessage() for r in caplog.records if r.levelname == "ERROR"] == \
        ["could not save: [Errno 28] No space left on device"] * 2


# --- help asked for as the player leaves --------------------------------------------------------

def test_a_20_20_hint_asked_as_the_window_is_left_is_shown_and_counted_when_back(
        tmp_path: Path) -> None:
    """The hint asked for, the solver still at work, and another window takes the keyboard:
    the statistics count no hint the player has not seen (it was counted, then lost, and a
    new one asked for was counted again); back, the hint shows and is counted once."""
    app = patience_app(tmp_path)
    Shell(app)
    solvers = HeldOracles()
    scene = PatienceScene(app, PatienceSession(SavedGame(Game(7)), oracle=solvers))
    app.switch(scene)
    run_until(app, lambda: not scene.is_animating())
    press_button(app, scene, "hint")
    assert scene.session.hint is None and scene.session.game.hints == 0
    leave_the_window(app)
    assert isinstance(app.scene, PauseMenu)
    come_back(app)
    assert app.scene is scene
    solvers.release()
    run_until(app, lambda: scene.session.hint is not None)
    assert scene.session.game.hints == 1 and scene.buttons.buttons["play_hint"].visible
