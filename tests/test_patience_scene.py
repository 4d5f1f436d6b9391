"""The 20/20 table driven by real mouse and keyboard events, headless: game state, files and
pixels. Verdicts are checked against the exact solver (TT-7), never taken from the table.
Frames are timed by a test clock (``Frames``), so a loaded machine never changes what a test
sees."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from patience_harness import (
    HeldOracle,
    answer,
    click_pair,
    click_pile,
    key,
    open_patience,
    patience_app,
    pile_point,
    press_button,
    settle,
    shows_face,
    type_text,
)
from table_harness import any_pixel_near, click, drag, post, run_until

from sixseq import cli
from sixseq.decks.sixsuit import card_str, rank_of
from sixseq.engine.session import BOT_PACE_SECONDS
from sixseq.games.twenty_twenty.files import SavedGame
from sixseq.games.twenty_twenty.options import winnable_only
from sixseq.games.twenty_twenty.rules import (
    Game,
    Hint,
    Position,
    Status,
    Verdict,
    solve,
)
from sixseq.games.twenty_twenty.session import PatienceSession, removed_cards
from sixseq.games.twenty_twenty.view.panel import WINNABLE
from sixseq.games.twenty_twenty.view.scene import PatienceScene
from sixseq.saves import patience_path
from sixseq.settings import load_settings
from sixseq.stats import load_patience_stats
from sixseq.ui import menu, text
from sixseq.ui.app import App
from sixseq.ui.cardart import HIGHLIGHT_COLOURS, Highlight

GOLD = HIGHLIGHT_COLOURS[Highlight.TARGET]
BLUE = HIGHLIGHT_COLOURS[Highlight.SELECTED]
DEAL = 7  # winnable (the tests check it with the solver where it matters)


@pytest.fixture
def app(tmp_path: Path) -> App:
    return patience_app(tmp_path)


def winnable(position: Position) -> bool:
    return solve(position).verdict is Verdict.WINNABLE


def lit(app: App, scene: PatienceScene, pile: int, colour: tuple[int, int, int]) -> bool:
    """A highlight of ``colour`` on the top edge of the pile's face-up card (an outline)."""
    assert scene.layout is not None
    card = scene.layout.piles[pile]
    band = pygame.Rect(card.left + card.width // 4, card.top - 1, card.width // 2, 2)
    return any_pixel_near(app, band, colour, 30)


def consistent(scene: PatienceScene) -> None:
    """The table shows the session's game and nothing more: every card once, each pile's top
    face up and the cards under it as backs (no face), the removed cards in the order the
    moves took them."""
    session = scene.session
    position = session.position
    scenery = scene.scenery
    assert scenery is not None and scenery.spots == scene.stage.spots
    spots = scenery.spots
    removed = removed_cards(session.game.start, session.game.moves)
    assert len(spots) == 120
    assert sorted(position.remaining_cards() + removed) == list(range(120))
    if scenery.trophy:
        assert sorted(s.card for s in spots) == list(range(120))  # type: ignore[type-var]
        return
    assert [spots[i].card for i in scenery.removed] == removed
    for pile in range(20):
        cards = position.pile(pile)
        shown = [(spots[i].card, spots[i].face_up) for i in scenery.piles[pile]]
        assert shown == [(None, False)] * (len(cards) - 1) + [(c, True) for c in cards[-1:]]


def top_rect(scene: PatienceScene, pile: int) -> pygame.Rect:
    assert scene.layout is not None
    return scene.layout.piles[pile]


# --- pairs by click, drag and keyboard (TT-2) --------------------------------------------------

def test_click_then_partner_removes_the_pair_and_only_partners_light_up(app: App) -> None:
    scene = open_patience(app, DEAL)
    start = scene.session.position
    move = start.legal_moves()[0]
    partners = {m.b if m.a == move.a else m.a for m in start.legal_moves() if move.a in (m.a, m.b)}
    click_pile(app, scene, move.a)
    assert scene.gestures.selected == move.a
    assert lit(app, scene, move.a, BLUE)
    for pile in range(20):
        if pile != move.a:
            assert lit(app, scene, pile, GOLD) == (pile in partners), pile
    click_pile(app, scene, move.b)
    assert scene.session.game.moves == (move,)
    assert scene.session.position == start.play(move)
    assert scene.gestures.selected is None
    assert scene.person_moves == 1
    consistent(scene)


def test_clicking_a_card_of_another_rank_selects_it_instead(app: App) -> None:
    scene = open_patience(app, DEAL)
    position = scene.session.position
    a = position.legal_moves()[0].a
    top = position.top(a)
    assert top is not None
    other = next(p for p, card in enumerate(position.tops())
                 if card is not None and rank_of(card) != rank_of(top))
    click_pile(app, scene, a)
    click_pile(app, scene, other)
    assert scene.session.game.moves == ()
    assert scene.gestures.selected == other
    click_pile(app, scene, other)  # a second click on the selected card lets it go
    assert scene.gestures.selected is None


def test_dragging_a_card_onto_its_partner_removes_the_pair(app: App) -> None:
    scene = open_patience(app, DEAL)
    start = scene.session.position
    move = start.legal_moves()[-1]
    drag(app, pile_point(scene, move.b), pile_point(scene, move.a))
    assert scene.session.game.moves == (move,)
    assert scene.session.position == start.play(move)
    assert scene.person_moves == 1
    consistent(scene)


def test_dropping_on_a_card_of_another_rank_is_refused_in_plain_words_citing_tt2(
        app: App) -> None:
    scene = open_patience(app, DEAL)
    start = scene.session.position
    a = start.legal_moves()[0].a
    top = start.top(a)
    assert top is not None
    other, card = next((p, card) for p, card in enumerate(start.tops())
                       if card is not None and rank_of(card) != rank_of(top))
    drag(app, pile_point(scene, a), pile_point(scene, other))
    assert scene.session.game.moves == () and scene.session.position == start
    assert scene.message is not None and scene.message.rule == "TT-2"
    assert scene.message.text == (f"You can't pair those: {card_str(top)} and "
                                  f"{card_str(card)} are not of the same rank")
    assert scene.person_moves == 0
    settle(app, scene)
    assert shows_face(app, scene, top, top_rect(scene, a))  # flown back home


def test_a_refusal_reads_in_french(tmp_path: Path) -> None:
    app = patience_app(tmp_path, language="fr")
    scene = open_patience(app, DEAL)
    start = scene.session.position
    a = start.legal_moves()[0].a
    top = start.top(a)
    assert top is not None
    other = next(p for p, card in enumerate(start.tops())
                 if card is not None and rank_of(card) != rank_of(top))
    drag(app, pile_point(scene, a), pile_point(scene, other))
    assert scene.message is not None
    assert scene.message.text.startswith("Vous ne pouvez pas associer ces cartes\u00a0: ")
    assert scene.message.text.endswith("ne sont pas de même rang")


def test_keyboard_arrows_move_over_the_grid_and_space_selects(app: App) -> None:
    scene = open_patience(app, DEAL)
    start = scene.session.position
    move = start.legal_moves()[0]

    def go_to(pile: int) -> None:
        key(app, pygame.K_RIGHT)  # the first arrow only shows where the focus is
        row, column = divmod(pile, 5)
        here_row, here_column = divmod(scene.gestures.focus, 5)
        for _ in range(abs(row - here_row)):
            key(app, pygame.K_DOWN if row > here_row else pygame.K_UP)
        for _ in range(abs(column - here_column)):
            key(app, pygame.K_RIGHT if column > here_column else pygame.K_LEFT)
        assert scene.gestures.focus == pile

    go_to(move.a)
    key(app, pygame.K_SPACE)
    assert scene.gestures.selected == move.a
    go_to(move.b)
    key(app, pygame.K_SPACE)
    assert scene.session.game.moves == (move,)
    assert scene.gestures.keyboard
    key(app, pygame.K_ESCAPE)  # Esc lets go of the focus; it never plays or undoes
    assert scene.session.game.moves == (move,) and not scene.gestures.keyboard
    assert scene.person_moves == 1


def test_fast_repeated_clicks_never_lose_or_freeze_a_card(tmp_path: Path) -> None:
    app = patience_app(tmp_path, animation_speed="normal")
    scene = open_patience(app, DEAL)
    line = solve(scene.session.position).line
    # Four pairs clicked in one burst, all in one frame, then a card hammered five times while
    # the first cards are still flying (a double click selects and lets go again).
    burst = [pile for move in line[:4] for pile in (move.a, move.b)] + [line[4].a] * 5
    for pile in burst:
        post(pygame.MOUSEBUTTONDOWN, pos=pile_point(scene, pile), button=1)
        post(pygame.MOUSEBUTTONUP, pos=pile_point(scene, pile), button=1)
    app.step()
    assert scene.is_animating()
    assert scene.session.game.moves == line[:4]
    assert scene.gestures.selected == line[4].a
    consistent(scene)
    settle(app, scene)
    assert not scene.is_animating()
    consistent(scene)
    for pile in range(20):
        top = scene.session.position.top(pile)
        if top is not None:
            assert shows_face(app, scene, top, top_rect(scene, pile)), pile


# --- every change drawn at once (issue 22) ------------------------------------------------------

def test_the_frame_a_card_lands_on_is_drawn_without_any_mouse_motion(tmp_path: Path) -> None:
    """The loop as the program runs it (``step(block=True)``), no event after the clicks: the
    step in which the last card lands draws, and what it draws is the new position."""
    app = patience_app(tmp_path, animation_speed="normal")
    scene = open_patience(app, DEAL)
    move = solve(scene.session.position).line[0]
    click_pair(app, scene, move)
    assert scene.is_animating()
    steps = 0
    while scene.is_animating():
        drawn = app.frames
        app.step(block=True)
        steps += 1
        assert steps < 200
    assert app.frames == drawn + 1  # the landing step drew its frame
    position = scene.session.position
    for pile in (move.a, move.b):
        top = position.top(pile)
        if top is not None:
            assert shows_face(app, scene, top, top_rect(scene, pile)), pile
    assert scene.scenery is not None
    last = scene.stage.spots[scene.scenery.removed[-1]]
    assert isinstance(last.card, int) and shows_face(app, scene, last.card, last.rect)


@pytest.mark.parametrize("solved_first", [False, True], ids=["solving", "solved-first"])
def test_the_solvers_answer_is_drawn_in_the_frame_it_arrives(app: App, solved_first: bool) -> None:
    """No input at all (not even the timer that wakes the loop): the step in which the
    solver's verdict arrives draws it, and the status reads winnable on screen. With
    ``solved_first`` the engine has its answer before the table first asks for it, as a loaded
    machine can have it (the thread ran to the end before the table got the processor back)."""
    oracle = HeldOracle()
    if solved_first:
        oracle.live.ask(Game(DEAL).position)
        assert oracle.live.wait(10.0) is not None
    scene = PatienceScene(app, PatienceSession(SavedGame(Game(DEAL)), oracle=lambda: oracle))
    app.switch(scene)
    run_until(app, lambda: not scene.is_animating())
    for _ in range(3):
        pygame.event.clear()
        app.step()
    assert scene.status_line()[0].startswith("Thinking")
    assert oracle.live.wait(10.0) is not None
    oracle.held = False
    pygame.event.clear()
    drawn = app.frames
    app.step()
    assert app.frames == drawn + 1
    assert scene.status_line()[0] == "Winnable"
    assert scene.layout is not None
    assert any_pixel_near(app, scene.layout.status, WINNABLE, 12)
    scene.leave()


# --- undo, redo, restart, new deal, a deal by number (TT-5, TT-6) --------------------------------

def test_undo_and_redo_without_limit_by_buttons_and_keys(app: App) -> None:
    scene = open_patience(app, DEAL)
    start = scene.session.position
    line = solve(start).line[:3]
    for move in line:
        click_pair(app, scene, move)
    assert scene.session.game.moves == line
    buttons = scene.buttons.buttons
    press_button(app, scene, "undo")
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    key(app, pygame.K_BACKSPACE)
    assert scene.session.game.moves == () and scene.session.position == start
    assert not buttons["undo"].is_enabled and buttons["redo"].is_enabled
    settle(app, scene)
    for pile in (line[0].a, line[0].b):  # the first pair is back on its piles, on screen
        card = start.top(pile)
        assert card is not None and shows_face(app, scene, card, top_rect(scene, pile))
    press_button(app, scene, "redo")
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    key(app, pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert scene.session.game.moves == line
    assert scene.session.game.undos == 3
    assert buttons["undo"].is_enabled and not buttons["redo"].is_enabled
    assert scene.person_moves == 3  # undo and redo are not pairs played
    settle(app, scene)
    consistent(scene)
    position = scene.session.position
    for pile in range(20):
        top = position.top(pile)
        if top is not None:
            assert shows_face(app, scene, top, top_rect(scene, pile)), pile


def test_restart_new_deal_and_a_deal_chosen_by_number(app: App) -> None:
    scene = open_patience(app, DEAL)
    click_pair(app, scene, scene.session.game.legal_moves()[0])
    press_button(app, scene, "restart")  # a game in progress: asked first
    answer(app, yes=False)
    assert len(scene.session.game.moves) == 1
    press_button(app, scene, "restart")
    answer(app, yes=True)
    assert scene.session.game.deal == DEAL and scene.session.game.moves == ()
    assert scene.entry is not None
    click(app, scene.entry.rect.center)
    type_text(app, "4321")
    key(app, pygame.K_RETURN)
    assert app.dialog is None  # no move on the restarted deal: nothing to ask
    assert scene.session.game.deal == 4321 and scene.session.position == Position.deal(4321)
    assert scene.info_lines()[0] == "Deal 4321"
    assert scene.gestures.selected is None  # Enter went to the deal field, not to the piles
    click(app, scene.entry.rect.center)
    type_text(app, "12")
    press_button(app, scene, "play_deal")
    assert scene.session.game.deal == 12
    press_button(app, scene, "new_deal")
    assert scene.session.game.deal != 4321 and scene.session.game.moves == ()
    consistent(scene)


def test_winnable_deals_only_deals_a_winnable_deal_and_is_kept(app: App) -> None:
    scene = open_patience(app, DEAL)
    press_button(app, scene, "winnable_only")
    assert winnable_only(app.settings) and scene.session.winnable_only
    assert winnable_only(load_settings(app.paths)[0])
    assert scene.buttons.buttons["winnable_only"].is_selected
    for _ in range(3):
        press_button(app, scene, "new_deal")
        assert winnable(scene.session.game.start), scene.session.game.deal


# --- the solver's status, hints and demo (TT-7) ------------------------------------------------

def test_a_hint_found_without_a_verdict_does_not_say_the_game_is_lost(app: App) -> None:
    """When the solver ran out of budget (UNKNOWN, the panel's "Too hard to decide"), the
    hint's move is the one removing the most cards found, but no win being left is not known:
    it said "No win is left" as for a lost position."""
    scene = open_patience(app, DEAL)
    settle(app, scene)
    move = solve(scene.session.position).line[0]
    scene.session.hint = Hint(Verdict.UNKNOWN, move, (), 12)
    said = scene.hint_message()
    assert said is not None and "No win" not in said.text and "12 cards" in said.text
    scene.session.hint = Hint(Verdict.UNWINNABLE, move, (), 12)
    said = scene.hint_message()
    assert said is not None and said.text.startswith("No win is left")


def test_hint_lights_a_move_on_a_winning_line(app: App) -> None:
    scene = open_patience(app, DEAL)
    click_pair(app, scene, solve(scene.session.position).line[0])
    settle(app, scene)
    press_button(app, scene, "hint")
    run_until(app, lambda: scene.session.hint is not None)
    app.step()
    hint = scene.session.hint
    assert hint is not None and hint.move is not None
    assert scene.session.position.is_legal(hint.move)
    assert winnable(scene.session.position.play(hint.move))
    assert lit(app, scene, hint.move.a, GOLD) and lit(app, scene, hint.move.b, GOLD)
    assert scene.session.game.hints == 1
    said = scene.shown_message()
    assert said is not None and said.rule == "TT-7"
    assert said.text.startswith("Hint: ") and said.text.endswith("keeps a win within reach")
    # Issue 22: a hint has a Play it button, beside its words.
    play = scene.buttons.buttons["play_hint"]
    assert play.visible and play.rect.colliderect(scene.layout.message)  # type: ignore[union-attr]
    before = scene.session.game.moves
    press_button(app, scene, "play_hint")
    assert scene.session.game.moves == (*before, hint.move)
    assert scene.person_moves == 2 and scene.session.hint is None
    app.step()
    assert not scene.buttons.buttons["play_hint"].visible
    settle(app, scene)
    consistent(scene)


def test_status_follows_the_solver_and_undo_to_the_last_winnable_position(app: App) -> None:
    scene = open_patience(app, 0)
    assert scene.status_line()[0] == "Winnable"
    start = scene.session.position
    line = solve(start).line
    position = start
    for move in line[:3]:
        click_pair(app, scene, move)
        position = position.play(move)
    losing = next(m for m in position.legal_moves() if not winnable(position.play(m)))
    click_pair(app, scene, losing)
    settle(app, scene)
    assert scene.status_line()[0] == "No longer winnable (since move 4)"
    click_pair(app, scene, scene.session.game.legal_moves()[0])  # a later move: still lost
    settle(app, scene)
    assert scene.status_line()[0] == "No longer winnable (since move 4)"
    press_button(app, scene, "back_to_winnable")
    settle(app, scene)
    assert scene.session.game.moves == line[:3]
    assert scene.status_line()[0] == "Winnable"


def test_undo_sounds_like_a_card_going_back_never_like_a_deal(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Undo and *Undo to winnable* played the riffle of a new deal: a card put back sounds
    like a card laid (the other tables' undo plays no sound of its own)."""
    scene = open_patience(app, 0)
    played: list[str] = []
    monkeypatch.setattr(app.sounds, "play", played.append)
    start = scene.session.position
    first = solve(start).line[0]
    click_pair(app, scene, first)
    after = start.play(first)
    click_pair(app, scene, next(m for m in after.legal_moves() if not winnable(after.play(m))))
    settle(app, scene)
    assert played == ["lay", "lay"]
    for button in ("undo", "redo", "back_to_winnable"):
        played.clear()
        press_button(app, scene, button)
        settle(app, scene)
        assert played == ["lay"], button
    assert scene.session.game.moves == (first,)


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
    assert scene.session.game.moves == game.moves
    assert scene.status_line()[0] == "No longer winnable (since move 4)"
    press_button(app, scene, "back_to_winnable")
    assert scene.session.game.moves == line[:3]


def test_a_deal_that_cannot_be_won_says_so_from_the_start(app: App) -> None:
    deal = 25
    assert solve(Position.deal(deal)).verdict is Verdict.UNWINNABLE
    scene = open_patience(app, deal)
    assert scene.status_line()[0] == "Not winnable from the deal"
    assert not scene.buttons.buttons["back_to_winnable"].is_enabled


def test_a_lost_game_is_detected_and_offers_undo_and_restart(app: App) -> None:
    scene = open_patience(app, 0)
    while scene.session.game.legal_moves():  # the first pair each time: this deal runs dry
        click_pair(app, scene, scene.session.game.legal_moves()[0])
    assert scene.session.status() is Status.LOST
    assert scene.status_line()[0] == "No pair left: the game is lost"
    buttons = scene.buttons.buttons
    assert buttons["undo"].is_enabled and buttons["restart"].is_enabled
    assert not buttons["hint"].is_enabled and not buttons["demo"].is_enabled
    shown = scene.shown_message()
    assert shown is not None and shown.text.startswith("Undo")
    press_button(app, scene, "restart")  # a lost game is not in progress: no question
    assert app.dialog is None and scene.session.game.moves == ()


def test_demo_plays_the_winning_line_animated(tmp_path: Path) -> None:
    app = patience_app(tmp_path, animation_speed="fast")
    scene = open_patience(app, DEAL)
    press_button(app, scene, "demo")
    assert scene.session.demo
    assert scene.buttons.specs["demo"].key == "sixseq.patience.button.stop_demo"
    run_until(app, lambda: len(scene.session.game.moves) >= 3)
    assert scene.is_animating() or scene.session.demo
    press_button(app, scene, "demo")  # stop
    assert not scene.session.demo
    assert scene.buttons.specs["demo"].key == "sixseq.patience.button.demo"
    played = scene.session.game.moves
    assert winnable(scene.session.position), played
    assert scene.session.game.hints == 1  # the demo makes the game an assisted one
    assert scene.person_moves == 0  # the demo's moves are not the player's


@pytest.mark.parametrize("pace", ["slow", "fast"])
def test_the_demo_plays_at_the_computer_players_pace(tmp_path: Path, pace: str) -> None:
    """The demo plays for the player as a computer player would, so Settings' pace for the
    computer players is its pace (it kept a quick step of its own whatever was chosen), and
    a pace changed while it plays counts from its next move."""
    app = patience_app(tmp_path, frame=0.05, bot_pace=pace)
    scene = open_patience(app, DEAL)
    press_button(app, scene, "demo")

    def gap() -> float:
        """The time the table stays still before the demo's next move."""
        moves = len(scene.session.game.moves)
        run_until(app, lambda: not scene.is_animating())
        still = scene.clock
        run_until(app, lambda: len(scene.session.game.moves) > moves)
        return scene.clock - still

    run_until(app, lambda: len(scene.session.game.moves) == 1)
    wanted = BOT_PACE_SECONDS[pace]
    assert wanted <= gap() <= wanted + 0.2
    app.change_settings(replace(app.settings, bot_pace="instant"))
    assert gap() <= 0.2


def test_a_deal_the_demo_clears_is_assisted_never_a_win(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 22: a game finished by *Demo* is recorded as assisted — not a win, a streak or
    a best time — and the table says the demo cleared it, without the cheer of a win."""
    app = patience_app(tmp_path, frame=0.05, bot_pace="instant")
    scene = open_patience(app, DEAL)
    played: list[str] = []
    monkeypatch.setattr(app.sounds, "play", played.append)
    press_button(app, scene, "demo")
    run_until(app, lambda: scene.session.won, 20.0)
    settle(app, scene)
    stats, notice = load_patience_stats(app.paths)
    assert notice is None
    assert [(g.deal, g.won, g.demo, g.assisted) for g in stats.games] == \
        [(DEAL, True, True, True)]
    assert stats.won == 0 and stats.current_streak == 0 and stats.best_streak == 0
    assert stats.best_time is None and stats.solved_by_demo == 1
    assert scene.info_lines()[2] == "Played 1 · won 0 (0%)"
    assert scene.info_lines()[3].endswith("· demo 1")
    assert scene.scenery is not None and scene.scenery.trophy
    consistent(scene)
    spots = scene.stage.spots
    for spot in (spots[0], spots[19], spots[100], spots[119]):  # the deck laid out: corners
        assert isinstance(spot.card, int) and shows_face(app, scene, spot.card, spot.rect)
    assert scene.person_moves == 0
    assert "win" not in played and "lay" in played


def test_the_deals_titles_are_in_the_menus_gold(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The deal's number over the panel, the status of a won game and the win's banner were
    in a gold of their own (the cards' highlight), not the gold of the program's titles."""
    inks: dict[str, tuple[int, ...]] = {}
    draw = text.draw

    def spy(screen: pygame.Surface, words: str, px: int, ink: tuple[int, ...],
            *args: object, **kwargs: object) -> pygame.Rect:
        inks[words] = tuple(ink)
        return draw(screen, words, px, ink, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(text, "draw", spy)
    scene = open_patience(app, DEAL)
    for move in solve(scene.session.position).line:
        scene.gestures.pick(move.a)
        scene.gestures.pick(move.b)
    settle(app, scene)
    for words in ("Deal 7", "Won: all 120 cards removed", "You won!"):
        assert inks[words] == menu.GOLD, words


# --- win, statistics, saves --------------------------------------------------------------------

def test_winning_from_the_solvers_line_is_detected_and_counted(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = open_patience(app, DEAL)
    played: list[str] = []
    monkeypatch.setattr(app.sounds, "play", played.append)
    line = solve(scene.session.position).line
    for move in line[:-1]:
        scene.gestures.pick(move.a)  # the same path as a click, without the event round trip
        scene.gestures.pick(move.b)
    assert scene.session.status() is Status.PLAYING
    click_pair(app, scene, line[-1])
    assert scene.session.status() is Status.WON
    assert played[-2:] == ["lay", "win"]  # the player's own win is cheered
    assert scene.status_line()[0] == "Won: all 120 cards removed"
    assert scene.scenery is not None and scene.scenery.trophy  # the whole deck laid out
    consistent(scene)
    assert not scene.buttons.buttons["undo"].is_enabled
    stats, notice = load_patience_stats(app.paths)
    assert notice is None
    assert [(g.deal, g.won, g.moves, g.assisted, g.demo) for g in stats.games] == \
        [(DEAL, True, 60, False, False)]
    assert stats.won_unassisted == 1 and stats.current_streak == 1
    # The next start does not resume a won game, and does not count it twice.
    again = open_patience(app)
    assert again.session.game.moves == ()
    assert load_patience_stats(app.paths)[0].played == 1


def test_leaving_a_game_counts_it_lost_or_abandoned(app: App) -> None:
    scene = open_patience(app, 0)
    press_button(app, scene, "restart")  # no move made: not a game
    assert load_patience_stats(app.paths)[0].played == 0
    click_pair(app, scene, scene.session.game.legal_moves()[0])
    press_button(app, scene, "restart")
    answer(app, yes=True)
    while scene.session.game.legal_moves():
        click_pair(app, scene, scene.session.game.legal_moves()[0])
    press_button(app, scene, "new_deal")
    games = load_patience_stats(app.paths)[0].games
    assert [(g.won, g.abandoned) for g in games] == [(False, True), (False, False)]


def test_an_undo_makes_a_win_assisted(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = open_patience(app, DEAL)
    played: list[str] = []
    monkeypatch.setattr(app.sounds, "play", played.append)
    line = solve(scene.session.position).line
    click_pair(app, scene, line[0])
    press_button(app, scene, "undo")
    for move in line:
        scene.gestures.pick(move.a)
        scene.gestures.pick(move.b)
    stats = load_patience_stats(app.paths)[0]
    assert stats.won == 1 and stats.won_assisted == 1 and stats.won_unassisted == 0
    assert "win" in played  # assisted, and still the player's win


def test_a_deal_the_demo_played_in_is_not_cheered_whoever_ends_it(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The statistics never count a deal the demo played moves of as the player's win (issue
    22): the table does not cheer it either, though the player removes the last pairs."""
    scene = open_patience(app, DEAL)
    press_button(app, scene, "demo")
    run_until(app, lambda: len(scene.session.game.moves) == 1)
    press_button(app, scene, "demo")  # stop: the player takes the cards
    played: list[str] = []
    monkeypatch.setattr(app.sounds, "play", played.append)
    for move in solve(scene.session.position).line:
        scene.gestures.pick(move.a)
        scene.gestures.pick(move.b)
    assert scene.session.won and "win" not in played
    assert load_patience_stats(app.paths)[0].won == 0


def test_the_game_is_saved_after_every_move_and_resumed(app: App) -> None:
    scene = open_patience(app, DEAL)
    line = solve(scene.session.position).line[:2]
    for move in line:
        click_pair(app, scene, move)
    saved = json.loads(patience_path(app.paths).read_text())
    assert Game.from_record(saved["game"]).moves == line
    press_button(app, scene, "undo")
    saved = json.loads(patience_path(app.paths).read_text())
    assert Game.from_record(saved["game"]).moves == line[:1]
    resumed = open_patience(app)  # the next start
    assert resumed is not scene
    assert resumed.session.game.deal == DEAL and resumed.session.game.moves == line[:1]
    assert resumed.session.game.undos == 1


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_damaged_save_is_moved_aside_and_explained(app: App, language: str) -> None:
    """Told in the player's language, as every other file's notice (``sixseq patience`` reads
    the files itself: it showed the storage's English sentence, to a French player too)."""
    from sixseq.ui import i18n

    app.change_settings(replace(app.settings, language=language))
    path = patience_path(app.paths)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"kind": "patience-game", "version": 1, "game": {"deal": 3, "moves": '
                    '[[0, 0]]}}')
    scene = open_patience(app)
    assert [n.text for n in app.notices] == [i18n.tr("sixseq.notice.unreadable_save")]
    assert list(path.parent.glob("patience-game.unreadable-*.json"))
    assert scene.session.game.moves == ()


def test_the_patience_command_opens_the_deal_asked_for(cli_apps: list[App]) -> None:
    opened = cli_apps
    assert cli.main(["patience", "--deal", "4321"]) == 0
    scene = opened[0].scene
    assert isinstance(scene, PatienceScene)
    assert scene.session.game.deal == 4321 and scene.session.game.moves == ()
    scene.leave()
