"""The 20/20 scene driven by real mouse and keyboard events, headless: game state, files and
pixels. Verdicts are checked against the exact solver (TT-7), never taken from the scene."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from patience_harness import (
    click_pair,
    click_pile,
    key,
    open_patience,
    pile_point,
    press_button,
    settle,
    shows_face,
    type_text,
)
from table_harness import any_pixel_near, click, drag, make_app, post, run_until

from sixseq import cli
from sixseq.decks.sixsuit import rank_of
from sixseq.games.twenty_twenty.options import winnable_only
from sixseq.games.twenty_twenty.rules import Game, Position, Status, Verdict, solve
from sixseq.games.twenty_twenty.view.scene import PatienceScene
from sixseq.games.twenty_twenty.view.sprites import removed_cards
from sixseq.saves import patience_path
from sixseq.settings import load_settings
from sixseq.stats import load_patience_stats
from sixseq.ui.app import App
from sixseq.ui.cardart import HIGHLIGHT_COLOURS, Highlight

GOLD = HIGHLIGHT_COLOURS[Highlight.TARGET]
BLUE = HIGHLIGHT_COLOURS[Highlight.SELECTED]
DEAL = 7  # winnable (the tests check it with the solver where it matters)


@pytest.fixture
def app(tmp_path: Path) -> App:
    return make_app(tmp_path)


def winnable(position: Position) -> bool:
    return solve(position).verdict is Verdict.WINNABLE


def lit(app: App, scene: PatienceScene, pile: int, colour: tuple[int, int, int]) -> bool:
    """A highlight of ``colour`` on the top edge of the pile's face-up card (an outline)."""
    assert scene.layout is not None
    card = scene.layout.piles[pile]
    band = pygame.Rect(card.left + card.width // 4, card.top - 1, card.width // 2, 2)
    return any_pixel_near(app, band, colour, 30)


def consistent(scene: PatienceScene) -> None:
    """Every card is in one pile or among the removed, and the removed are the moves' pairs."""
    position = scene.game.position
    assert scene.removed == removed_cards(scene.game.start, scene.game.moves)
    assert sorted(position.remaining_cards() + scene.removed) == list(range(120))


# --- pairs by click, drag and keyboard (TT-2) --------------------------------------------------

def test_click_then_partner_removes_the_pair_and_only_partners_light_up(app: App) -> None:
    scene = open_patience(app, DEAL)
    start = scene.game.position
    move = start.legal_moves()[0]
    partners = {m.b if m.a == move.a else m.a for m in start.legal_moves() if move.a in (m.a, m.b)}
    click_pile(app, scene, move.a)
    assert scene.selected == move.a
    assert lit(app, scene, move.a, BLUE)
    for pile in range(20):
        if pile != move.a:
            assert lit(app, scene, pile, GOLD) == (pile in partners), pile
    click_pile(app, scene, move.b)
    assert scene.game.moves == (move,)
    assert scene.game.position == start.play(move)
    assert scene.selected is None
    consistent(scene)


def test_clicking_a_card_of_another_rank_selects_it_instead(app: App) -> None:
    scene = open_patience(app, DEAL)
    position = scene.game.position
    a = position.legal_moves()[0].a
    top = position.top(a)
    assert top is not None
    other = next(p for p, card in enumerate(position.tops())
                 if card is not None and rank_of(card) != rank_of(top))
    click_pile(app, scene, a)
    click_pile(app, scene, other)
    assert scene.game.moves == ()
    assert scene.selected == other
    click_pile(app, scene, other)  # a second click on the selected card lets it go
    assert scene.selected is None


def test_dragging_a_card_onto_its_partner_removes_the_pair(app: App) -> None:
    scene = open_patience(app, DEAL)
    start = scene.game.position
    move = start.legal_moves()[-1]
    drag(app, pile_point(scene, move.b), pile_point(scene, move.a))
    assert scene.game.moves == (move,)
    assert scene.game.position == start.play(move)
    consistent(scene)


def test_dropping_on_a_card_of_another_rank_is_refused_citing_tt2(app: App) -> None:
    scene = open_patience(app, DEAL)
    start = scene.game.position
    a = start.legal_moves()[0].a
    top = start.top(a)
    assert top is not None
    other = next(p for p, card in enumerate(start.tops())
                 if card is not None and rank_of(card) != rank_of(top))
    drag(app, pile_point(scene, a), pile_point(scene, other))
    assert scene.game.moves == () and scene.game.position == start
    assert scene.message is not None and scene.message.startswith("TT-2")
    settle(app, scene)
    assert scene.layout is not None
    assert shows_face(app, scene, top, scene.layout.piles[a])  # flown back home


def test_keyboard_arrows_move_over_the_grid_and_space_selects(app: App) -> None:
    scene = open_patience(app, DEAL)
    start = scene.game.position
    move = start.legal_moves()[0]

    def go_to(pile: int) -> None:
        key(app, pygame.K_RIGHT)  # the first arrow only shows where the focus is
        row, column = divmod(pile, 5)
        here_row, here_column = divmod(scene.focus, 5)
        for _ in range(abs(row - here_row)):
            key(app, pygame.K_DOWN if row > here_row else pygame.K_UP)
        for _ in range(abs(column - here_column)):
            key(app, pygame.K_RIGHT if column > here_column else pygame.K_LEFT)
        assert scene.focus == pile

    go_to(move.a)
    key(app, pygame.K_SPACE)
    assert scene.selected == move.a
    go_to(move.b)
    key(app, pygame.K_SPACE)
    assert scene.game.moves == (move,)
    key(app, pygame.K_ESCAPE)  # Esc belongs to the application's menu, not to the game
    assert scene.game.moves == (move,)


def test_fast_repeated_clicks_never_lose_or_freeze_a_card(tmp_path: Path) -> None:
    app = make_app(tmp_path, animation_speed="normal")
    scene = open_patience(app, DEAL)
    line = solve(scene.game.position).line
    # Four pairs clicked in one burst, all in one frame, then a card hammered five times while
    # the first cards are still flying (a double click selects and lets go again).
    burst = [pile for move in line[:4] for pile in (move.a, move.b)] + [line[4].a] * 5
    for pile in burst:
        post(pygame.MOUSEBUTTONDOWN, pos=pile_point(scene, pile), button=1)
        post(pygame.MOUSEBUTTONUP, pos=pile_point(scene, pile), button=1)
    app.step()
    assert scene.is_animating()
    assert scene.game.moves == line[:4]
    assert scene.selected == line[4].a
    consistent(scene)
    settle(app, scene)
    assert not scene.is_animating()
    consistent(scene)
    assert scene.layout is not None
    for pile in range(20):
        top = scene.game.position.top(pile)
        if top is not None:
            assert shows_face(app, scene, top, scene.layout.piles[pile]), pile


# --- undo, redo, restart, new deal, a deal by number (TT-5, TT-6) --------------------------------

def test_undo_and_redo_without_limit_by_buttons_and_keys(app: App) -> None:
    scene = open_patience(app, DEAL)
    start = scene.game.position
    line = solve(start).line[:3]
    for move in line:
        click_pair(app, scene, move)
    assert scene.game.moves == line
    press_button(app, scene, "undo")
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    key(app, pygame.K_BACKSPACE)
    assert scene.game.moves == () and scene.game.position == start
    assert not scene.buttons["undo"].is_enabled and scene.buttons["redo"].is_enabled
    press_button(app, scene, "redo")
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    key(app, pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert scene.game.moves == line
    assert scene.game.undos == 3
    consistent(scene)


def test_restart_new_deal_and_a_deal_chosen_by_number(app: App) -> None:
    scene = open_patience(app, DEAL)
    click_pair(app, scene, scene.game.legal_moves()[0])
    press_button(app, scene, "restart")
    assert scene.game.deal == DEAL and scene.game.moves == ()
    assert scene.entry is not None
    click(app, scene.entry.rect.center)
    type_text(app, "4321")
    key(app, pygame.K_RETURN)
    assert scene.game.deal == 4321 and scene.game.position == Position.deal(4321)
    assert scene.info_lines()[0] == "Deal 4321"
    assert scene.selected is None  # Enter went to the deal field, not to the piles
    click(app, scene.entry.rect.center)
    type_text(app, "12")
    press_button(app, scene, "play_deal")
    assert scene.game.deal == 12
    press_button(app, scene, "new_deal")
    assert scene.game.deal != 4321 and scene.game.moves == ()


def test_winnable_deals_only_deals_a_winnable_deal_and_is_kept(app: App) -> None:
    scene = open_patience(app, DEAL)
    press_button(app, scene, "winnable_only")
    assert winnable_only(app.settings)
    assert winnable_only(load_settings(app.paths)[0])
    for _ in range(3):
        press_button(app, scene, "new_deal")
        assert winnable(scene.game.start), scene.game.deal


# --- the solver's status, hints and demo (TT-7) ------------------------------------------------

def test_hint_lights_a_move_on_a_winning_line(app: App) -> None:
    scene = open_patience(app, DEAL)
    click_pair(app, scene, solve(scene.game.position).line[0])
    settle(app, scene)
    press_button(app, scene, "hint")
    run_until(app, lambda: scene.hint_move is not None)
    hint = scene.hint_move
    assert hint is not None and scene.game.position.is_legal(hint)
    assert winnable(scene.game.position.play(hint))
    assert lit(app, scene, hint.a, GOLD) and lit(app, scene, hint.b, GOLD)
    assert scene.game.hints == 1


def test_status_follows_the_solver_and_undo_to_the_last_winnable_position(app: App) -> None:
    scene = open_patience(app, 0)
    assert scene.status_line()[0] == "Winnable"
    start = scene.game.position
    line = solve(start).line
    position = start
    for move in line[:3]:
        click_pair(app, scene, move)
        position = position.play(move)
    losing = next(m for m in position.legal_moves() if not winnable(position.play(m)))
    click_pair(app, scene, losing)
    settle(app, scene)
    assert scene.status_line()[0] == "No longer winnable (since move 4)"
    click_pair(app, scene, scene.game.legal_moves()[0])  # a later move: still lost since 4
    settle(app, scene)
    assert scene.status_line()[0] == "No longer winnable (since move 4)"
    press_button(app, scene, "back_to_winnable")
    settle(app, scene)
    assert scene.game.moves == line[:3]
    assert scene.status_line()[0] == "Winnable"


def test_a_resumed_lost_game_finds_the_move_that_lost_it(app: App) -> None:
    start = Position.deal(0)
    line = solve(start).line
    game = Game(0)
    for move in line[:3]:
        game.apply(move)
    game.apply(next(m for m in game.legal_moves() if not winnable(game.position.play(m))))
    for _ in range(5):  # later moves, made before the solver could look at the earlier ones
        game.apply(game.legal_moves()[0])
    path = patience_path(app.paths)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"kind": "patience-game", "version": 1,
                                "game": game.to_record()}))
    scene = open_patience(app)
    assert scene.game.moves == game.moves
    assert scene.status_line()[0] == "No longer winnable (since move 4)"
    press_button(app, scene, "back_to_winnable")
    assert scene.game.moves == line[:3]


def test_a_deal_that_cannot_be_won_says_so_from_the_start(app: App) -> None:
    deal = 25
    assert solve(Position.deal(deal)).verdict is Verdict.UNWINNABLE
    scene = open_patience(app, deal)
    assert scene.status_line()[0] == "Not winnable from the deal"
    assert not scene.buttons["back_to_winnable"].is_enabled


def test_a_lost_game_is_detected_and_offers_undo_and_restart(app: App) -> None:
    scene = open_patience(app, 0)
    while scene.game.legal_moves():  # the first pair each time: this deal soon runs dry
        click_pair(app, scene, scene.game.legal_moves()[0])
    assert scene.game.status() is Status.LOST
    assert scene.status_line()[0] == "No pair left: the game is lost"
    assert scene.buttons["undo"].is_enabled and scene.buttons["restart"].is_enabled
    assert (scene.shown_message() or "").startswith("Undo")


def test_demo_plays_the_winning_line_animated(tmp_path: Path) -> None:
    app = make_app(tmp_path, animation_speed="fast")
    scene = open_patience(app, DEAL)
    press_button(app, scene, "demo")
    assert scene.demo
    run_until(app, lambda: len(scene.game.moves) >= 3)
    assert scene.is_animating() or scene.demo
    press_button(app, scene, "demo")  # stop
    assert not scene.demo
    played = scene.game.moves
    assert winnable(scene.game.position), played
    assert scene.game.hints == 1  # the demo makes the game an assisted one


# --- win, statistics, saves --------------------------------------------------------------------

def test_winning_from_the_solvers_line_is_detected_and_counted(app: App) -> None:
    scene = open_patience(app, DEAL)
    line = solve(scene.game.position).line
    for move in line[:-1]:
        scene.pick(move.a)  # the same path as a click, without the event round trip
        scene.pick(move.b)
    assert scene.game.status() is Status.PLAYING
    click_pair(app, scene, line[-1])
    assert scene.game.status() is Status.WON
    assert scene.status_line()[0] == "Won: all 120 cards removed"
    assert sorted(scene.trophy) == list(range(120))  # the whole deck laid out: the win display
    assert not scene.buttons["undo"].is_enabled
    stats, notice = load_patience_stats(app.paths)
    assert notice is None
    assert [(g.deal, g.won, g.moves, g.assisted) for g in stats.games] == [(DEAL, True, 60, False)]
    assert stats.won_unassisted == 1 and stats.current_streak == 1
    # The next start does not resume a won game, and does not count it twice.
    again = open_patience(app)
    assert again.game.moves == ()
    assert load_patience_stats(app.paths)[0].played == 1


def test_leaving_a_game_counts_it_lost_or_abandoned(app: App) -> None:
    scene = open_patience(app, 0)
    press_button(app, scene, "restart")  # no move made: not a game
    assert load_patience_stats(app.paths)[0].played == 0
    click_pair(app, scene, scene.game.legal_moves()[0])
    press_button(app, scene, "restart")
    while scene.game.legal_moves():
        click_pair(app, scene, scene.game.legal_moves()[0])
    press_button(app, scene, "new_deal")
    games = load_patience_stats(app.paths)[0].games
    assert [(g.won, g.abandoned) for g in games] == [(False, True), (False, False)]


def test_an_undo_makes_a_win_assisted(app: App) -> None:
    scene = open_patience(app, DEAL)
    line = solve(scene.game.position).line
    click_pair(app, scene, line[0])
    press_button(app, scene, "undo")
    for move in line:
        scene.pick(move.a)
        scene.pick(move.b)
    stats = load_patience_stats(app.paths)[0]
    assert stats.won == 1 and stats.won_assisted == 1 and stats.won_unassisted == 0


def test_the_game_is_saved_after_every_move_and_resumed(app: App) -> None:
    scene = open_patience(app, DEAL)
    line = solve(scene.game.position).line[:2]
    for move in line:
        click_pair(app, scene, move)
    saved = json.loads(patience_path(app.paths).read_text())
    assert Game.from_record(saved["game"]).moves == line
    press_button(app, scene, "undo")
    saved = json.loads(patience_path(app.paths).read_text())
    assert Game.from_record(saved["game"]).moves == line[:1]
    app.switch(PatienceScene(app))  # the next start
    resumed = app.scene
    assert isinstance(resumed, PatienceScene)
    assert resumed.game.deal == DEAL and resumed.game.moves == line[:1]
    assert resumed.game.undos == 1


def test_a_damaged_save_is_moved_aside_and_explained(app: App) -> None:
    path = patience_path(app.paths)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"kind": "patience-game", "version": 1, "game": {"deal": 3, "moves": '
                    '[[0, 0]]}}')
    scene = open_patience(app)
    assert scene.message is not None and "could not be read" in scene.message
    assert list(path.parent.glob("patience-game.unreadable-*.json"))
    assert scene.game.moves == ()


def test_the_patience_command_opens_the_deal_asked_for(cli_apps: list[App]) -> None:
    opened = cli_apps
    assert cli.main(["patience", "--deal", "4321"]) == 0
    scene = opened[0].scene
    assert isinstance(scene, PatienceScene)
    assert scene.game.deal == 4321 and scene.game.moves == ()
    scene.leave()
