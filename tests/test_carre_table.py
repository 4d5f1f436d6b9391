"""Le Carré's table, driven headless by real events (mouse and keys), asserting on the state,
the words and the pixels: every move by drag and drop and by keyboard, the legal places lit,
refusals that name their CA rule, the end of the turn, undo within the turn, the end-of-game
sheet, saves and Continue, statistics."""

from __future__ import annotations

import itertools
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame
import pytest
from table_harness import (
    SMALL_SIZES,
    click,
    drag,
    legible_and_apart,
    look_under_the_sheet,
    make_app,
    post,
    press_and_hold,
    run_until,
)

from sixseq.decks.standard import parse_card
from sixseq.games.carre.bots.base import make_bot
from sixseq.games.carre.rules.actions import Draw, EndTurn, Move, parse_action
from sixseq.games.carre.rules.observation import Phase
from sixseq.games.carre.rules.places import HAND, parse_place
from sixseq.games.carre.rules.state import CarreState
from sixseq.games.carre.session import CarreSession
from sixseq.games.carre.ui import GAME
from sixseq.games.carre.view.scenery import HandCard, PileTop
from sixseq.games.carre.view.setups import PositionMatch
from sixseq.games.carre.view.table import CarreTable
from sixseq.saves import save_path
from sixseq.stats import load_match_stats
from sixseq.storage import Paths
from sixseq.ui.app import App
from sixseq.ui.palette import AMBER, SHEET_RULE
from sixseq.ui.table.words import Message

# Every square place filled, so the legal places are few and known; the left column's first
# pile runs A♥ to 4♥ (the worked checks of CA-COL and CA-SQUARE).
SQUARE = {"a1": "Qh Jh", "b1": "9s", "c1": "6d", "d1": "Kc", "a2": "5h", "b2": "8c",
          "c2": "4s", "d2": "Jd", "a3": "3c", "b3": "7h", "c3": "10s", "d3": "Qd",
          "a4": "9d", "b4": "2h", "c4": "6c", "d4": "Ks", "l1": "Ah 2h 3h 4h"}
PERSON_HAND = "10h 10s 5d 5h 7c"
COMPUTER_HAND = "2s 3d 8h 9h Jc Qc"


def c(text: str) -> int:
    return parse_card(text)


def p(text: str) -> int:
    return parse_place(text)


@pytest.fixture
def app(tmp_path: Path) -> App:
    return make_app(tmp_path)


def open_carre(app: App, hand: str = PERSON_HAND, stock: str = "", games: int = 1,
               piles: dict[str, str] | None = None, variant: bool = False) -> CarreTable:
    state = CarreState.from_position(piles if piles is not None else SQUARE,
                                     (hand, COMPUTER_HAND), stock, to_move=0, variant=variant)
    session = CarreSession(PositionMatch(state, games), make_bot("easy", 1))
    table = GAME.table(app, session)
    assert isinstance(table, CarreTable)
    app.switch(table)
    settle(app, table)
    return table


def settle(app: App, table: CarreTable) -> None:
    session = table.session
    run_until(app, lambda: not table.is_animating() and not session.runner.busy()
              and session.forced() is None and (session.my_turn() or session.is_over()))
    app.step()


def hand_spot(table: CarreTable, card: int) -> pygame.Rect:
    assert table.scenery is not None
    return next(s.rect for s in table.scenery.hand if s.item.card == card)


def grip(rect: pygame.Rect) -> tuple[int, int]:
    """A point on the visible left strip of an overlapped hand card."""
    return rect.x + 6, rect.y + rect.height // 3


def place_centre(table: CarreTable, place: str) -> tuple[int, int]:
    return table.place_rect(p(place)).center


def snapshot(table: CarreTable) -> tuple[object, ...]:
    state = table.carre.round
    return (tuple(tuple(x) for x in state.table.piles), tuple(tuple(h) for h in state.hands),
            tuple(state.stock), state.to_move, state.phase, len(state.actions))


def key(app: App, code: int) -> None:
    post(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
    app.step()


def message(table: CarreTable) -> tuple[str, str | None]:
    assert table.message is not None
    return table.message.text, table.message.rule


# --- moves by drag and drop -------------------------------------------------------------------

def test_a_hand_card_dragged_onto_the_next_rank_down_is_played(app: App) -> None:
    """CA-SQUARE-2 (the worked check): on J♥ the 10♥ from hand goes."""
    table = open_carre(app)
    drag(app, grip(hand_spot(table, c("10h"))), place_centre(table, "a1"))
    obs = table.obs
    assert obs.piles[p("a1")][-1] == c("10h")
    assert c("10h") not in obs.hand
    assert table.person_moves == 1


def test_a_refused_drop_flies_home_says_why_and_changes_nothing(app: App) -> None:
    """CA-SQUARE-1 (the worked check): neither 10♠ nor Q♥ goes on J♥; the table says so
    in words, with the rule id, and the position is exactly as it was."""
    table = open_carre(app)
    before = snapshot(table)
    drag(app, grip(hand_spot(table, c("10s"))), place_centre(table, "a1"))
    words, rule = message(table)
    assert rule == "CA-SQUARE-1"
    assert "next rank down" in words and "10♠" in words
    assert snapshot(table) == before
    run_until(app, lambda: not table.stage.busy)
    in_hand = [s.rect for s in table.stage.spots if s.card == c("10s") and s.group == "hand"]
    assert in_hand == [hand_spot(table, c("10s"))]


def test_a_refusal_names_the_cards_in_the_players_language(tmp_path: Path) -> None:
    """In French the rules' words name a jack V (valet): the refusal of 10♠ on J♥ reads
    '… V♥', never the English J♥."""
    from sixseq.ui import i18n

    app = make_app(tmp_path, language="fr")
    try:
        table = open_carre(app)
        drag(app, grip(hand_spot(table, c("10s"))), place_centre(table, "a1"))
        words, rule = message(table)
        assert rule == "CA-SQUARE-1" and "V♥" in words and "J♥" not in words
    finally:
        i18n.configure("en")


def test_the_columns_take_cards_from_the_square_only(app: App) -> None:
    """CA-COL-2 (the worked check): on A♥–4♥ the 5♥ from hand is refused with its rule, the
    5♥ from the top of a square pile goes."""
    table = open_carre(app)
    drag(app, grip(hand_spot(table, c("5h"))), place_centre(table, "l1"))
    assert message(table)[1] == "CA-COL-2"
    assert table.obs.piles[p("l1")][-1] == c("4h")
    drag(app, place_centre(table, "a2"), place_centre(table, "l1"))
    assert table.obs.piles[p("l1")][-1] == c("5h")
    assert table.obs.piles[p("a2")] == ()


def test_the_legal_places_light_up_while_a_card_is_dragged(app: App) -> None:
    """Dragging 7♣ lights the one pile it may go on (8♣), and only it."""
    table = open_carre(app)
    start = grip(hand_spot(table, c("7c")))
    target = table.place_rect(p("b2"))
    press_and_hold(app, start, (start[0], start[1] - 200))
    assert [t.item for t in table.targets] == [p("b2")]
    app.step()
    golds = sum(1 for x in range(target.left, target.right, 2)
                if _near(app.screen.get_at((x, target.top)), AMBER, 30))
    assert golds > target.width // 4  # the lit place's edge glows gold
    post(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] - 200), button=1)
    app.step()
    assert table.targets == []


def _near(colour: pygame.Color, wanted: tuple[int, int, int], tolerance: int = 70) -> bool:
    return all(abs(colour[i] - wanted[i]) <= tolerance for i in range(3))


# --- clicks -----------------------------------------------------------------------------------

def test_a_click_picks_a_card_and_a_click_on_a_lit_place_puts_it_there(app: App) -> None:
    table = open_carre(app)
    click(app, grip(hand_spot(table, c("5d"))))
    assert table.picked is not None and [t.item for t in table.targets] == [p("c1")]
    click(app, place_centre(table, "c1"))
    assert table.obs.piles[p("c1")][-1] == c("5d")
    assert table.picked is None


def double_click(app: App, pos: tuple[int, int]) -> None:
    for _ in range(2):
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        app.step()
        post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        app.step()


def test_a_double_click_builds_a_square_top_on_its_column(app: App) -> None:
    table = open_carre(app)
    double_click(app, place_centre(table, "a2"))
    assert table.obs.piles[p("l1")][-1] == c("5h")


@pytest.mark.parametrize(("piles", "source", "card", "goes_to"), [
    # 5♥ on a2 may go up A♥–4♥ (CA-COL-1) or down onto 6♥ (CA-SQUARE-3): the column first.
    ({**SQUARE, "c1": "6h"}, "a2", "5h", "l1"),
    # 5♦ from hand may go onto 6♦ (CA-SQUARE-2) or on the empty a2 (CA-SQUARE-4): the pile.
    ({k: v for k, v in SQUARE.items() if k != "a2"}, "hand", "5d", "c1"),
])
def test_a_double_click_plays_the_cards_most_useful_move(
        app: App, piles: dict[str, str], source: str, card: str, goes_to: str) -> None:
    """A column before the square, a pile before an empty place (which any card may take)."""
    table = open_carre(app, piles=piles)
    in_hand = source == "hand"
    where = grip(hand_spot(table, c(card))) if in_hand else place_centre(table, source)
    assert len(table.obs.targets(c(card), HAND if in_hand else p(source))) == 2
    double_click(app, where)
    assert table.obs.piles[p(goes_to)][-1] == c(card)


@pytest.mark.parametrize("clicks", [1, 2])
def test_a_card_clicked_with_no_place_to_go_says_so(
        app: App, monkeypatch: pytest.MonkeyPatch, clicks: int) -> None:
    """10♠ has nowhere to go (no J♠ in the square, no empty place): a click, or a double-click,
    picks nothing and plays nothing; the table says so and sounds the refusal, once."""
    table = open_carre(app)
    played: list[str] = []
    monkeypatch.setattr(app.sounds, "play", played.append)
    before = snapshot(table)
    where = grip(hand_spot(table, c("10s")))
    if clicks == 1:
        click(app, where)
    else:
        double_click(app, where)
    assert table.picked is None and snapshot(table) == before
    assert message(table) == ("10♠ has no place to go now", None)
    assert played == ["invalid"]


def test_a_card_let_go_on_bare_felt_flies_back_to_the_hand(tmp_path: Path) -> None:
    """Cards flying as they do by default, the 5♦ let go far from any place glides back from
    where it was let go, to its place in the hand, playing nothing."""
    app = make_app(tmp_path, animation_speed="normal")
    table = open_carre(app)
    before = snapshot(table)
    rest = hand_spot(table, c("5d"))
    felt = (app.screen.get_width() - 4, app.screen.get_height() // 2)
    drag(app, grip(rest), felt)
    assert table.stage.busy  # on its way back
    run_until(app, lambda: not table.stage.busy)
    assert snapshot(table) == before and table.message is None
    assert [s.rect for s in table.stage.spots if s.card == c("5d")] == [rest]


def test_a_square_top_dropped_back_on_its_own_place_plays_nothing_and_says_nothing(
        app: App) -> None:
    table = open_carre(app)
    before = snapshot(table)
    start = place_centre(table, "a2")
    drag(app, start, (start[0] + 8, start[1] + 8))
    assert snapshot(table) == before and table.message is None


def test_with_a_card_picked_a_click_on_a_top_it_cannot_go_on_picks_that_top(
        app: App) -> None:
    """5♦ picked (only 6♦ lit), a click on 9♠, a top it does not go on: no move is tried
    and refused; 9♠ is picked instead, as a click on it would."""
    table = open_carre(app)
    before = snapshot(table)
    click(app, grip(hand_spot(table, c("5d"))))
    click(app, place_centre(table, "b1"))
    assert snapshot(table) == before and table.message is None
    assert table.picked is not None and table.picked.item == PileTop(p("b1"), c("9s"))


def test_with_a_card_picked_a_click_on_an_empty_place_it_cannot_take_says_why(
        app: App) -> None:
    """5♦ picked from hand, a click on the empty column place l2: the move is tried, and the
    rules refuse it with their reason (CA-COL-1: a column's pile starts with an ace), the
    position unchanged."""
    table = open_carre(app, piles=dict(SQUARE, l2=""))
    before = snapshot(table)
    click(app, grip(hand_spot(table, c("5d"))))
    click(app, table.place_rect(p("l2")).center)
    assert message(table)[1] == "CA-COL-1"
    assert snapshot(table) == before and table.picked is None


@pytest.mark.parametrize("let_go", ["escape", "click on the felt"])
def test_a_picked_hand_card_rises_at_once_and_settles_at_once_when_let_go(
        tmp_path: Path, let_go: str) -> None:
    """Picked with a click it stands lifted in the same frame (nothing flies, cards flying
    as they do by default); Esc, or a click on bare felt, puts it back in its place at once
    (and Esc does nothing more: the table stays, no menu)."""
    app = make_app(tmp_path, animation_speed="normal")
    table = open_carre(app)
    rest = hand_spot(table, c("5d"))
    click(app, grip(rest))
    lifted = hand_spot(table, c("5d"))
    assert lifted.top < rest.top and not table.stage.busy
    assert [s.rect for s in table.stage.spots if s.card == c("5d")] == [lifted]
    menus: list[str] = []  # the shell's Esc: the menu over the table
    app.host = SimpleNamespace(escape=lambda: menus.append("menu"))  # type: ignore[assignment]
    if let_go == "escape":
        key(app, pygame.K_ESCAPE)
    else:
        click(app, (app.screen.get_width() - 4, app.screen.get_height() // 2))
    assert menus == [] and table.message is None
    assert table.picked is None and hand_spot(table, c("5d")) == rest
    assert not table.stage.busy
    assert [s.rect for s in table.stage.spots if s.card == c("5d")] == [rest]


def test_a_hand_card_picked_with_space_rises_at_once(tmp_path: Path) -> None:
    """The keyboard's pick shows as the mouse's: lifted in the same frame, cards flying as
    they do by default."""
    app = make_app(tmp_path, animation_speed="normal")
    table = open_carre(app)
    rest = hand_spot(table, c("5d"))
    key(app, pygame.K_RIGHT)
    table.focus = next(i for i, t in enumerate(table.focus_targets())
                       if isinstance(t.item, HandCard) and t.item.card == c("5d"))
    key(app, pygame.K_SPACE)
    assert table.picked is not None and not table.stage.busy
    lifted = hand_spot(table, c("5d"))
    assert lifted.top < rest.top
    assert [s.rect for s in table.stage.spots if s.card == c("5d")] == [lifted]


def test_the_cards_left_under_a_game_s_sheet_cannot_be_taken(app: App) -> None:
    """The computer won; the person's cards still show under the sheet's edge, but a press
    on one picks nothing and says nothing (no *Wait for your turn*)."""
    table = computer_empties_its_hand(app, PERSON_HAND)
    assert table.sheet_shown()
    assert table.grab_at(grip(hand_spot(table, c("5d")))) is None
    click(app, grip(hand_spot(table, c("5d"))))
    assert table.picked is None and table.message is None


# --- the keyboard -----------------------------------------------------------------------------

def test_a_whole_turn_with_keys_only(app: App) -> None:
    """Arrows move the focus to 7♣, Space picks it up (its place lights), Space puts it on
    8♣, Enter ends the turn."""
    table = open_carre(app)
    key(app, pygame.K_RIGHT)  # the focus shows on the first card
    targets = table.focus_targets()
    wanted = next(i for i, t in enumerate(targets)
                  if isinstance(t.item, HandCard) and t.item.card == c("7c"))
    for _ in range(wanted):
        key(app, pygame.K_RIGHT)
    assert table.focus == wanted
    key(app, pygame.K_SPACE)
    assert table.picked is not None and [t.item for t in table.targets] == [p("b2")]
    key(app, pygame.K_SPACE)
    assert table.obs.piles[p("b2")][-1] == c("7c")
    turn = table.obs.turn
    key(app, pygame.K_RETURN)
    assert table.carre.round.actions[-1] == EndTurn() or table.obs.turn > turn
    assert not table.session.my_turn() or table.obs.turn > turn


def test_a_square_top_moves_with_keys_too(app: App) -> None:
    """The focus reaches the square's tops: J♦ (d2) goes onto Q♦ (d3) with Space, Space."""
    table = open_carre(app)
    key(app, pygame.K_RIGHT)
    targets = table.focus_targets()
    table.focus = next(i for i, t in enumerate(targets) if t.item == PileTop(p("d2"), c("Jd")))
    key(app, pygame.K_SPACE)
    assert p("d3") in [t.item for t in table.targets]
    table.focus = next(i for i, t in enumerate(table.targets) if t.item == p("d3"))
    key(app, pygame.K_SPACE)
    assert table.obs.piles[p("d3")][-1] == c("Jd")


def test_escape_lets_a_picked_card_go(app: App) -> None:
    table = open_carre(app)
    click(app, grip(hand_spot(table, c("5d"))))
    assert table.picked is not None
    key(app, pygame.K_ESCAPE)
    assert table.escape() is False or table.picked is None
    assert table.picked is None


# --- the turn: the draw and aces, undo, the end ---------------------------------------------

def test_the_draw_and_the_aces_go_by_themselves_and_undo_stops_after_them(app: App) -> None:
    """CA-TURN-1, CA-TURN-2: the turn's draw (an ace) and the ace put out are played for the
    person; their moves of the turn undo one at a time, but never the draw (it showed a
    hidden card) nor the forced put-out."""
    piles = dict(SQUARE, l2="", l3="", l4="")
    table = open_carre(app, stock="Kd Ad", piles=piles)
    state = table.carre.round
    assert isinstance(state.actions[0], Draw)
    assert state.actions[1] == Move(c("Ad"), HAND, p("l2"))
    assert table.obs.phase == Phase.PLAY
    assert not table.session.can_undo()
    drag(app, grip(hand_spot(table, c("10h"))), place_centre(table, "a1"))
    drag(app, grip(hand_spot(table, c("5d"))), place_centre(table, "c1"))
    assert len(state.actions) == 4
    key(app, pygame.K_BACKSPACE)
    assert state.actions[-1] == Move(c("10h"), HAND, p("a1"))
    post(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    app.step()
    assert len(state.actions) == 2
    key(app, pygame.K_BACKSPACE)
    assert len(state.actions) == 2 and c("Ad") not in table.obs.hand


def test_the_end_turn_button_passes_the_turn_and_the_computer_plays(app: App) -> None:
    table = open_carre(app, stock="Kd 9c 8d")
    button = table.buttons.buttons["end"]
    assert button.visible and button.is_enabled
    click(app, button.rect.center)
    assert table.carre.round.to_move == 1 or table.carre.round.turn > 1
    settle(app, table)
    assert table.session.my_turn()
    lines = table.movelog.texts()
    assert "The computer draws a card" in lines


def test_end_my_turn_is_greyed_while_the_computer_plays(app: App) -> None:
    """CA-TURN-4: a turn is ended by its player: while the computer plays, *End my turn*
    stays in its place, greyed, and comes back once the turn is the person's again."""
    table = open_carre(app, stock="Kd 9c 8d")
    button = table.buttons.buttons["end"]
    click(app, button.rect.center)
    app.step()
    assert not table.session.my_turn() and not table.session.is_over()
    assert button.visible and not button.is_enabled
    settle(app, table)
    assert table.session.my_turn() and button.is_enabled


def test_undo_lets_a_picked_card_go(app: App) -> None:
    """A card picked, then the last move undone: the position it was picked in is gone, so
    it is let go and nothing stays lit."""
    table = open_carre(app)
    drag(app, grip(hand_spot(table, c("10h"))), place_centre(table, "a1"))
    click(app, grip(hand_spot(table, c("5d"))))
    assert table.picked is not None and table.targets
    key(app, pygame.K_BACKSPACE)
    assert c("10h") in table.obs.hand
    assert table.picked is None and table.targets == []


@pytest.mark.parametrize("focus", [False, True], ids=["no focus", "focus on a card"])
def test_e_ends_the_turn_focus_or_not(app: App, focus: bool) -> None:
    """CA-TURN-4: E ends the turn even with the keyboard's focus on a card (where Enter
    picks the card up)."""
    table = open_carre(app, stock="Kd 9c 8d")
    if focus:
        key(app, pygame.K_RIGHT)
        assert table.focus is not None
    key(app, pygame.K_e)
    assert table.carre.round.actions[-1] == EndTurn() or table.carre.round.to_move == 1
    assert table.picked is None
    settle(app, table)
    assert "The computer draws a card" in table.movelog.texts()


def test_a_card_put_down_and_a_card_drawn_sound_as_they_should(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """A card laid on a pile sounds as laid; the computer's draw at the start of its turn
    sounds as dealt."""
    table = open_carre(app, stock="Kd 9c 8d")
    played: list[str] = []
    monkeypatch.setattr(app.sounds, "play", played.append)
    drag(app, grip(hand_spot(table, c("10h"))), place_centre(table, "a1"))
    assert played == ["lay"]
    played.clear()
    key(app, pygame.K_e)
    settle(app, table)
    actions = table.carre.round.actions
    assert isinstance(actions[actions.index(EndTurn()) + 1], Draw)  # the computer's
    assert played[0] == "deal"


def test_emptying_the_hand_wins_and_shows_the_sheet(
        app: App, tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]]) -> None:
    """CA-END-1: the last card played ends the game at once; the sheet, on paper, says from
    the person's side that they emptied their hand, each player's cards left, the match (a
    game won, the computer's six cards its margin) and who won it; statistics keep the
    game, and the match over, nothing is left to continue."""
    from sixseq.games.carre.view.sheet import PAPER, sheet_rect
    from sixseq.ui.i18n import tr

    table = open_carre(app, hand="10h")
    assert save_path(app.paths, "carre").exists()
    drag(app, grip(hand_spot(table, c("10h"))), place_centre(table, "a1"))
    outcome = table.carre.round.outcome()
    assert outcome is not None and outcome.winner == 0 and outcome.rule == "CA-END-1"
    run_until(app, lambda: table.sheet_open)
    assert table.buttons.buttons["next"].visible
    drawn.clear()
    table.forget_still_layer()
    app.step()
    assert table.lay is not None
    sheet = sheet_rect(table.lay, over=True)
    words = [w for w, _, rect in drawn if sheet.contains(rect)]
    you, computer = table.names()
    assert tr("carre.table.sheet.emptied_you") in words
    assert words.count(you) == 2 and words.count(computer) == 2  # the hands, the match
    assert tr("carre.table.sheet.wins", won=1, margin=6) in words
    assert tr("carre.table.sheet.wins", won=0, margin=0) in words
    assert tr("carre.table.sheet.match_winner", who=you) in words
    assert _near(app.screen.get_at((sheet.centerx, sheet.top + 4)), PAPER, 12)
    stats, _ = load_match_stats(app.paths, "carre")
    assert len(stats.rounds) == 1 and stats.rounds[0].won
    assert stats.rounds[0].best_other == 6 and len(stats.matches) == 1
    assert not save_path(app.paths, "carre").exists()


def blocked_game_sheet(app: App, hands: tuple[str, str],
                       drawn: list[tuple[str, int, pygame.Rect]]
                       ) -> tuple[CarreTable, list[tuple[str, pygame.Rect]]]:
    """A match of one game on the quiet square (nothing moves) with ``hands``, over at once
    (CA-END-2): its table, and every word its sheet shows, with where."""
    from test_carre_support import position

    from sixseq.games.carre.view.sheet import sheet_rect

    table = GAME.table(app, CarreSession(PositionMatch(position({}, hands), 1),
                                         make_bot("easy", 1)))
    assert isinstance(table, CarreTable)
    app.switch(table)
    run_until(app, lambda: table.sheet_open)
    drawn.clear()
    table.forget_still_layer()
    app.step()
    assert table.lay is not None
    sheet = sheet_rect(table.lay, over=True)
    return table, [(w, rect) for w, _, rect in drawn if w and sheet.contains(rect)]


def test_a_game_blocked_with_as_many_cards_each_is_a_draw_on_its_sheet(
        app: App, drawn: list[tuple[str, int, pygame.Rect]]) -> None:
    """CA-END-2: no one can play and each holds two cards: the sheet says a draw, neither
    player wins the game, and the match of one game is drawn."""
    from sixseq.ui.i18n import tr

    _, shown = blocked_game_sheet(app, ("9c 3d", "9c 4d"), drawn)
    words = [w for w, _ in shown]
    assert tr("carre.table.sheet.equal") in words
    drawn_row = f"{tr('carre.result.drawn')} · {tr('carre.table.sheet.count', n=2, count=2)}"
    assert words.count(drawn_row) == 2
    assert words.count(tr("carre.table.sheet.wins", won=0, margin=0)) == 2
    assert tr("carre.table.sheet.match_drawn") in words


def test_a_hand_too_long_for_its_row_on_the_sheet_ends_in_an_ellipsis(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]]) -> None:
    """CA-END-2, the person blocked with 36 cards in the smallest window: their cards on
    the sheet take two lines and end in "…", inside the sheet, none over another nor over
    the row's words."""
    from sixseq.games.carre.view.describe import card_text
    from sixseq.games.carre.view.sheet import cards_left_text

    app = make_app(tmp_path, SMALL_SIZES[0])
    many = [f"{rank}{suit}" for suit in "cdhs" for rank in (3, 4, 5, 6, 7, 8, 9, 10, "J")]
    table, on_sheet = blocked_game_sheet(app, (" ".join(many), "2c 2d"), drawn)
    labels = {card_text(c(card)) for card in many} | {"…"}
    shown = [(w, rect) for w, rect in on_sheet if w in labels]
    dots = [rect for w, rect in shown if w == "…"]
    assert len(dots) == 1 and len({rect.centery for _, rect in shown}) == 2
    top, bottom = min(r.top for _, r in shown), max(r.bottom for _, r in shown)
    tail = cards_left_text(len(many))  # the row's end: "lost · 36 left"
    ends = [rect for w, rect in on_sheet if (w == table.names()[0] or w.endswith(tail))
            and top <= rect.centery <= bottom]
    assert len(ends) == 2
    row = [rect for _, rect in shown] + ends
    for i, one in enumerate(row):
        for other in row[i + 1:]:
            assert not one.colliderect(other), (one, other)


@pytest.mark.parametrize("size", [*SMALL_SIZES, (1280, 800), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_looking_at_the_table_after_a_game_leaves_every_card_clear(
        tmp_path: Path, size: tuple[int, int]) -> None:
    """*Look at the table* on the game's sheet: its two buttons went to the band above the
    status line, over the bottom edge of the square's last row (at 1024×600 and 2560×1440
    alike). They now cover no card, no other button, and stay in the window."""
    app = make_app(tmp_path, size)
    table = open_carre(app, hand="10h", games=2)
    drag(app, grip(hand_spot(table, c("10h"))), place_centre(table, "a1"))
    run_until(app, lambda: table.sheet_open)
    settle(app, table)
    look_under_the_sheet(app, table)
    lay = table.lay
    assert lay is not None
    for name in ("view", "next"):
        rect = table.buttons.buttons[name].rect
        for place in lay.places.values():  # an empty place's outline too
            assert not rect.colliderect(place), (name, place)


@pytest.mark.parametrize("games", [2, 1], ids=["a game of two", "the match's last"])
def test_the_game_s_sheet_shows_its_own_two_buttons_and_no_playing_ones(
        app: App, games: int, drawn: list[Any]) -> None:
    """On the game's sheet only *Next game* (or *Play again*, the match over) and *Look at
    the table* show beside the menu, below the sheet; the hint, undo, the log, faster and
    *End my turn* are gone. Under it, the second reads *Back to the scores*, and *End my
    turn* stays gone. The status line (*The game is over*) shows only under it."""
    from sixseq.games.carre.view.sheet import sheet_rect

    table = open_carre(app, hand="10h", games=games)
    drag(app, grip(hand_spot(table, c("10h"))), place_centre(table, "a1"))
    run_until(app, lambda: table.sheet_open)
    settle(app, table)
    drawn.clear()
    table.draw(app.screen)
    assert "The game is over" not in [words for words, _, _ in drawn]
    buttons = table.buttons.buttons
    assert {name for name, b in buttons.items() if b.visible} == {"menu", "next", "view"}
    assert buttons["next"].is_enabled and buttons["view"].is_enabled
    assert buttons["next"].text == ("carre.table.button.next_game" if games == 2
                                    else "sixseq.table.button.new_match")
    assert buttons["view"].text == "sixseq.table.button.view_table"
    assert table.lay is not None
    paper = sheet_rect(table.lay, table.carre.carre.is_over())
    assert min(buttons[name].rect.top for name in ("next", "view")) > paper.bottom
    click(app, buttons["view"].rect.center)
    assert table.sheet_hidden and buttons["view"].text == "sixseq.table.button.view_scores"
    assert buttons["next"].visible and not buttons["end"].visible
    drawn.clear()
    table.draw(app.screen)
    assert "The game is over" in [words for words, _, _ in drawn]


def test_the_next_game_is_dealt_from_the_sheet(app: App) -> None:
    table = open_carre(app, hand="10h", games=2)
    drag(app, grip(hand_spot(table, c("10h"))), place_centre(table, "a1"))
    run_until(app, lambda: table.sheet_open)
    key(app, pygame.K_RETURN)
    assert table.carre.carre.game_number == 2
    assert not table.sheet_open
    assert len(table.obs.hand) >= 16


# --- saves and Continue -----------------------------------------------------------------------

def test_a_new_table_saves_after_every_turn_and_continues(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = GAME.new_table(app, {"variant": "libre", "level": "easy", "games": 3})
    app.switch(table)
    assert isinstance(table, CarreTable)
    settle(app, table)
    saved, notice = GAME.load(app.paths)
    assert notice is None and saved is not None
    if table.session.is_over():
        return
    key(app, pygame.K_RETURN)  # end the turn
    settle(app, table)
    saved, _ = GAME.load(app.paths)
    assert saved is not None
    played = table.carre.carre.record()["played"][0]
    kept = saved.match.record()["played"][0]
    assert len(kept) > 5 and kept == played[:len(kept)]  # saved at the last turn's end
    label, values = GAME.continue_label(saved)
    assert label == "carre.table.continue" and values["games"] == "3"
    again = GAME.resume(app, saved)
    assert isinstance(again, CarreTable)
    assert again.carre.carre.variant and again.carre.level == "easy"
    assert GAME.in_progress(again)


def test_a_continued_game_shows_its_move_log(tmp_path: Path) -> None:
    """Save and quit, then Continue: the move log holds the game's moves so far, as the
    table that was left showed them (it was empty, the game's history lost to the player)."""
    app = make_app(tmp_path)
    table = GAME.new_table(app, {"variant": "base", "level": "easy", "games": 3})
    assert isinstance(table, CarreTable)
    app.switch(table)
    settle(app, table)
    key(app, pygame.K_RETURN)  # end the turn: the computer plays, the person draws
    settle(app, table)
    shown = table.movelog.texts()
    assert len(shown) > 3
    saved, _ = GAME.load(app.paths)
    assert saved is not None
    again = GAME.resume(app, saved)
    assert isinstance(again, CarreTable)
    app.switch(again)
    settle(app, again)  # saved at the turn's end: the person's draw is played again
    assert again.movelog.texts() == shown


def test_options_are_cleaned(app: App) -> None:
    clean = GAME.clean_options({"variant": "x", "level": "godlike", "games": 99})
    assert clean == GAME.default_options()
    rows = GAME.option_rows(clean)
    assert [r.name for r in rows] == ["variant", "level", "games"]


def test_the_showcase_is_a_rich_position_with_the_person_to_move(app: App) -> None:
    table = GAME.showcase(app)
    assert isinstance(table, CarreTable)
    obs = table.obs
    assert obs.to_move == 0 and obs.phase == Phase.PLAY
    assert sum(1 for pile in obs.piles[16:] if pile) >= 3
    assert GAME.check(table) == []


def test_the_rules_page_examples_parse() -> None:
    for kind, what, _ in GAME.rules():
        if kind == "cards":
            for group in what.split("|"):
                for token in group.split():
                    if token not in ("+", "→"):
                        GAME.parse_cards(token)


def test_log_lines_name_every_action(app: App) -> None:
    table = open_carre(app)
    drag(app, grip(hand_spot(table, c("10h"))), place_centre(table, "a1"))
    assert table.movelog.texts()[-1] == "You play 10♥ on J♥ (a1)"
    assert parse_action("10h h>a1") == table.carre.round.actions[-1]


def test_switching_the_language_relabels_the_move_log_at_once(app: App) -> None:
    """Issue 22: everything is relabelled when the language changes, the log's old lines too."""
    table = open_carre(app)
    drag(app, grip(hand_spot(table, c("10h"))), place_centre(table, "a1"))
    english = table.movelog.texts()
    app.set_locale("fr")
    try:
        french = table.movelog.texts()
        assert len(french) == len(english) and french[-1] != english[-1]
        assert "V♥" in french[-1] and "J♥" not in french[-1]
    finally:
        app.set_locale("en")
    assert table.movelog.texts() == english


# --- Carré libre ----------------------------------------------------------------------------

LIBRE = {"a1": "7s 8s 9s", "b1": "Qh", "c1": "4d", "d1": "Jc", "a2": "5h", "b2": "8c",
         "c2": "4s", "d2": "Jd", "a3": "3c", "b3": "7h", "c3": "10s", "d3": "Qd",
         "a4": "9d", "b4": "2h", "c4": "6c", "d4": "5s", "l1": "Ah 2h 3h 4h", "r1": "Kc Qc"}


def test_carre_libre_fans_its_square_piles_so_every_card_shows(app: App) -> None:
    """CA-VAR-4: a square pile's cards stand apart, each showing its index."""
    table = open_carre(app, hand="10s 5h Jc 3d", piles=LIBRE, variant=True)
    pile = [s for s in table.stage.spots if s.group == ("pile", p("a1"))]
    assert [s.card for s in pile] == [c("7s"), c("8s"), c("9s")]
    lefts = [s.rect.left for s in pile]
    assert lefts == sorted(lefts) and len(set(lefts)) == 3
    assert all(b - a >= 8 for a, b in itertools.pairwise(lefts))


def test_carre_libre_takes_cards_from_hand_on_the_columns(app: App) -> None:
    """CA-VAR-1, CA-VAR-2: the 5♥ from hand goes on A♥–4♥; the J♣ on the right column's
    K♣ Q♣ (building down); a neighbouring rank goes on the square either way (CA-VAR-3)."""
    table = open_carre(app, hand="10s 5h Jc 3d", piles=LIBRE, variant=True)
    drag(app, grip(hand_spot(table, c("5h"))), place_centre(table, "l1"))
    assert table.obs.piles[p("l1")][-1] == c("5h")
    drag(app, grip(hand_spot(table, c("Jc"))), place_centre(table, "r1"))
    assert table.obs.piles[p("r1")][-1] == c("Jc")
    drag(app, grip(hand_spot(table, c("3d"))), place_centre(table, "c1"))
    assert table.obs.piles[p("c1")][-1] == c("3d")


# --- the hand uses the room it has ------------------------------------------------------------

@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_hand_never_hides_an_index_and_stays_in_its_area(size: tuple[int, int]) -> None:
    from sixseq.games.carre.view.layout import compute
    from sixseq.ui.table.geometry import overlap_step

    for variant in (False, True):
        lay = compute(size, variant)
        for count in range(1, 45):
            rects = lay.hand_rects(count)
            assert rects[0].left >= lay.hand.left and rects[-1].right <= lay.hand.right
            if count > 1:
                assert rects[1].left - rects[0].left >= overlap_step(rects[0].width)
        big = compute((2560, 1440), variant).hand_rects(16)[0].width
        assert big > lay.hand_rects(16)[0].width or size == (1920, 1080)


@pytest.mark.parametrize("size", [*SMALL_SIZES, (1280, 800), (1920, 1080), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_corner_s_last_moves_stay_clear_of_the_left_column(size: tuple[int, int]) -> None:
    """The top-left corner (the game, the score, the last moves) was as wide as the way to
    the computer's plate: in Carré libre at 1024x600 its moves ran over the left column's
    cards ("… sur la place" written across the A♥)."""
    from sixseq.games.carre.rules.places import LEFT
    from sixseq.games.carre.view.layout import compute

    for variant in (False, True):
        lay = compute(size, variant)
        for place in LEFT:
            zone = lay.places[place].inflate(2 * lay.zone_pad, 2 * lay.zone_pad)
            assert not lay.top_left.colliderect(zone), (variant, lay.top_left, zone)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (1280, 800)])
def test_nothing_on_the_table_overlaps(size: tuple[int, int]) -> None:
    from sixseq.games.carre.rules.places import COLUMNS, SQUARE
    from sixseq.games.carre.view.layout import compute

    for variant in (False, True):
        lay = compute(size, variant)
        boxes = [lay.cells[q] for q in SQUARE] + [lay.places[q] for q in COLUMNS] + \
            [lay.stock, lay.hand, lay.other, lay.plate, lay.status]
        square = lay.cells[SQUARE[0]].unionall([lay.cells[q] for q in SQUARE])
        zones = [square] + [lay.places[q] for q in COLUMNS]
        for zone in zones:  # the panels under them clear the status line and the hand
            assert zone.inflate(2 * lay.zone_pad, 2 * lay.zone_pad).bottom <= lay.status.top
        for i, one in enumerate(boxes):
            assert pygame.Rect((0, 0), size).contains(one)
            for other in boxes[i + 1:]:
                assert not one.colliderect(other), (one, other)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [*SMALL_SIZES, (1280, 800), (1920, 1080), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_button_is_in_the_window_apart_and_off_the_cards(
        tmp_path: Path, size: tuple[int, int], language: str) -> None:
    """The table's buttons (the hint, undo, the log, *End my turn*, faster, the menu) each
    whole in the window, none over another, the square, a column, the stock, either hand or
    the status line."""
    from sixseq.games.carre.rules.places import COLUMNS, SQUARE

    app = make_app(tmp_path, size, language=language)
    table = open_showcase(app)
    lay = table.lay
    assert lay is not None
    shown = {name: b.rect for name, b in table.buttons.buttons.items() if b.visible}
    assert {"hint", "undo", "log", "end", "faster", "menu"} <= set(shown)
    table_parts = [lay.cells[q] for q in SQUARE] + [lay.places[q] for q in COLUMNS] + \
        [lay.stock, lay.hand, lay.other, lay.status]
    names = sorted(shown)
    for i, name in enumerate(names):
        rect = shown[name]
        assert pygame.Rect((0, 0), size).contains(rect), (name, rect)
        for other in names[i + 1:]:
            assert not rect.colliderect(shown[other]), (name, other)
        for part in table_parts:
            assert not rect.colliderect(part), (name, rect, part)


def test_switching_the_language_relabels_the_table_at_once(app: App) -> None:
    from sixseq.ui.i18n import configure

    table = open_carre(app)
    assert "Your turn" in table.status_text()
    configure("fr")
    try:
        table.on_locale_changed()
        app.step()
        assert table.status_text().startswith("À vous")
        drag(app, grip(hand_spot(table, c("10s"))), place_centre(table, "a1"))
        assert "rang juste en dessous" in message(table)[0]
    finally:
        configure("en")


# --- the whole program: New game, save and quit, Continue -----------------------------------

def test_from_the_menu_a_game_is_dealt_saved_and_continued(tmp_path: Path) -> None:
    from shell_harness import escape, label_of, menu_button, open_app, press, start_game

    from sixseq.ui.i18n import tr

    app, _ = open_app(tmp_path, games={"carre": {"variant": "base", "level": "easy",
                                                 "games": 3}})
    start_game(app, "carre")
    table = app.scene
    assert isinstance(table, CarreTable)
    settle(app, table)
    before = snapshot(table)
    escape(app)
    press(app, "sixseq.pause.save_quit")
    resume = menu_button(app, "continue:carre")
    assert label_of(resume) == tr("carre.table.continue", variant="Le Carré", game=1, games=3)
    click(app, resume.rect.center)
    again = app.scene
    assert isinstance(again, CarreTable) and again is not table
    assert snapshot(again) == before


# --- words ------------------------------------------------------------------------------------

def test_every_catalogue_key_the_table_uses_is_there_in_both_languages() -> None:
    """The keys written out in Le Carré's view code, and those it builds (a move's kind, an
    end's reason and side), all have their text in English and French."""
    import json
    import re

    root = Path(__file__).resolve().parent.parent / "sixseq" / "games" / "carre"
    prefixes = {"T": "carre.table.", "S": "carre.table.stats.", "R": "carre.rules.",
                "N": "carre.table.new_game."}
    used: set[str] = set()
    for path in [root / "ui.py", root / "session.py", *(root / "view").glob("*.py")]:
        source = path.read_text(encoding="utf-8")
        used |= set(re.findall(r"[\"'](carre\.[a-z_]+(?:\.[a-z_]+)+)[\"']", source))
        for name, prefix in prefixes.items():
            used |= {prefix + k for k in re.findall(rf"\b{name} \+ [\"']([a-z_.]+)[\"']",
                                                    source) if not k.endswith(".")}
    kinds = ("start_pile", "to_column", "play_on", "play_empty", "move_on", "move_empty",
             "draw", "end")
    used |= {f"carre.table.{book}.{kind}" for book, kind in
             itertools.product(("do", "log.you", "log.computer"), kinds)}
    used |= {f"carre.table.sheet.{why}_{who}" for why, who in
             itertools.product(("emptied", "fewer"), ("you", "computer"))}
    used |= {f"carre.result.{r}" for r in ("won", "lost", "drawn")}
    used |= {f"carre.variant.{v}" for v in ("base", "libre")}
    assert len(used) > 60
    for locale in ("en", "fr"):
        book = json.loads((root / "i18n" / f"carre.{locale}.json").read_text(encoding="utf-8"))
        for key in sorted(used):
            node = book[locale]
            for part in key.split(".")[1:]:
                assert isinstance(node, dict) and part in node, (locale, key)
                node = node[part]
            if isinstance(node, dict):  # a count's forms ("1 restante", "2 restantes")
                assert set(node) <= {"zero", "one", "few", "many"} and "many" in node, key
                assert all(isinstance(v, str) and v for v in node.values()), (locale, key)
            else:
                assert isinstance(node, str) and node, (locale, key)


# --- hints and the computer's cards ---------------------------------------------------------

def test_no_hint_is_asked_while_the_table_makes_the_person_s_forced_start(app: App) -> None:
    """The draw starting a turn is the table's to play (CA-TURN-1): a hint asked meanwhile
    was dropped unanswered as soon as the draw was played, the button lit for nothing."""
    state = CarreState.from_position(SQUARE, (PERSON_HAND, COMPUTER_HAND), "9c 4d", to_move=0)
    session = CarreSession(PositionMatch(state, 1), make_bot("easy", 1))
    assert session.my_turn() and session.forced() == Draw()
    assert not session.ask_hint() and not session.hint_pending
    table = GAME.table(app, session)
    app.switch(table)
    assert not table.buttons.buttons["hint"].is_enabled
    settle(app, table)
    assert session.state.actions[-1] == Draw() and table.buttons.buttons["hint"].is_enabled
    assert session.ask_hint()


def test_a_hint_says_why_and_play_it_plays_it(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from sixseq.games.carre.view.describe import action_words
    from sixseq.ui.table import overlay

    said: list[str] = []
    real = overlay.draw_pill

    def spy(screen: pygame.Surface, message: Message, *args: Any, **kwargs: Any) -> Any:
        said.append(message.text)
        return real(screen, message, *args, **kwargs)

    monkeypatch.setattr(overlay, "draw_pill", spy)
    table = open_carre(app)
    key(app, pygame.K_h)
    run_until(app, lambda: table.session.hint is not None, timeout=20.0)
    hint = table.session.hint
    assert hint is not None and hint.action in table.obs.legal
    app.step()
    assert table.hint_rect.width > 0  # the sentence is on screen, the move in words first
    assert said[-1].startswith(f"Suggested: {action_words(hint.action, table.obs)} — ")
    count = len(table.carre.round.actions)
    click(app, table.buttons.buttons["play_hint"].rect.center)
    assert len(table.carre.round.actions) == count + 1
    assert table.carre.round.actions[-1] == hint.action


def test_the_computers_cards_fly_one_move_at_a_time(tmp_path: Path) -> None:
    """With animations on, each of the computer's moves is shown on its own: its card flies
    from its hand (or a pile) while the next move waits."""
    app = make_app(tmp_path, animation_speed="normal", bot_pace="fast")
    table = open_carre(app, stock="Kd 9c 8d")
    click(app, table.buttons.buttons["end"].rect.center)
    seen_flying: set[object] = set()
    counts: list[int] = []
    before = len(table.carre.round.actions)

    def watch() -> bool:
        flying = table.stage.flying()
        seen_flying.update(table.stage.spots[i].group for i in flying)
        counts.append(len(table.carre.round.actions))
        return table.session.my_turn() and not table.stage.busy

    run_until(app, watch, timeout=30.0)
    assert max(b - a for a, b in itertools.pairwise(counts)) <= 1  # one move a frame at most
    assert len(table.carre.round.actions) > before + 2
    assert "other" in seen_flying or "hand" in seen_flying  # the draws flew into hands


def test_a_second_click_on_the_picked_card_puts_it_back(app: App) -> None:
    table = open_carre(app)
    spot = grip(hand_spot(table, c("5d")))
    click(app, spot)
    assert table.picked is not None
    time.sleep(0.45)  # longer than a double-click (it is timed by the real clock)
    click(app, spot)
    assert table.picked is None and table.targets == []
    assert c("5d") in table.obs.hand


def test_a_chosen_option_clicked_again_stays_lit_in_the_new_game_dialog(tmp_path: Path) -> None:
    """*Le Carré*, the variant already chosen, clicked again: it was drawn as not chosen (the
    button's release drew it plain, and the dialog, finding it chosen, left it so), so the
    dialog showed no variant at all."""
    from pygame_gui.elements import UIButton
    from shell_harness import menu_button, open_app

    app, _ = open_app(tmp_path)
    click(app, menu_button(app, "play:carre").rect.center)

    def variant(key: str) -> UIButton:
        return next(e for e in app.ui.get_sprite_group().sprites()
                    if isinstance(e, UIButton) and e.visible and e.text == key)

    def lit(button: UIButton) -> bool:
        """The chosen gold at the button's left end, clear of its words."""
        app.step()
        return near_colour(app.screen.get_at((button.rect.x + 6, button.rect.centery)),
                           (217, 180, 74))

    base, libre = variant("carre.variant.base"), variant("carre.variant.libre")
    assert lit(base) and not lit(libre)
    click(app, base.rect.center)
    post(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))  # the pointer away
    app.step()
    assert lit(base) and not lit(libre)
    click(app, libre.rect.center)
    click(app, libre.rect.center)
    post(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    assert lit(libre) and not lit(base)


def near_colour(colour: pygame.Color, wanted: tuple[int, int, int]) -> bool:
    return all(abs(colour[i] - wanted[i]) <= 30 for i in range(3))


@pytest.mark.parametrize("size", [(800, 560), (1024, 600), (1280, 800), (1920, 1080)])
def test_the_sheet_s_headings_stand_clear_of_their_rules(app: App, size: tuple[int, int]
                                                          ) -> None:
    """*Cards left in hand* and *The match* are underlined by a rule: in a small window the
    text keeps its smallest size while the gaps shrink, and the rule ran through the letters'
    feet (at 800×560 across them). Nothing of the heading is drawn on or under its rule."""
    from sixseq.games.carre.view import sheet
    from sixseq.games.carre.view.layout import compute

    lay = compute(size, False)
    paper = pygame.Surface((lay.px(1000), 200))
    paper.fill(sheet.PAPER)
    after = sheet.heading(paper, lay, "Cards left in hand — Égal", 10, paper.get_width() - 10,
                          20)
    rule = next(y for y in range(paper.get_height())
                if tuple(paper.get_at((paper.get_width() - 20, y)))[:3] == SHEET_RULE)
    assert rule < after
    ink = [y for y in range(paper.get_height()) for x in range(10, paper.get_width() // 2)
           if tuple(paper.get_at((x, y)))[:3] not in (sheet.PAPER, SHEET_RULE)]
    assert ink and max(ink) < rule - 1  # a pixel of air between the letters and the rule


@pytest.mark.parametrize("variant", [False, True], ids=["base", "libre"])
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [*SMALL_SIZES, (1280, 720), (1366, 768), (1920, 1080),
                                  (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_refusal_stands_clear_of_the_square_the_status_and_the_hand(
        tmp_path: Path, size: tuple[int, int], language: str, variant: bool) -> None:
    """The one-sentence reason of a refused move was drawn in the band above the status line,
    which the square's last row reaches into: at 1024×600 it covered the bottom of the row.
    Every refusal the rules give, in both languages and in Carré libre too, and a hint with
    its *Play it*, stand in a band of their own: some felt between them and the square's
    panel, none over the status line or the hand."""
    from sixseq.games.carre.rules.places import COLUMNS, SQUARE
    from sixseq.games.carre.rules.refusals import REFUSALS, REFUSE
    from sixseq.ui.fonts import font

    app = make_app(tmp_path, size, language=language)
    table = open_carre(app, variant=variant)
    lay = table.lay
    assert lay is not None
    panels = [lay.cells[q].inflate(2 * lay.zone_pad, 2 * lay.zone_pad) for q in SQUARE]
    panels += [lay.places[q].inflate(2 * lay.zone_pad, 2 * lay.zone_pad) for q in COLUMNS]
    status = table.status_area()
    assert status is not None
    px, lines = table.words.status_lines()
    status = status.inflate(0, 2 * (len(lines) - 1) * font(px, True).get_linesize())
    below = [status, *(s.rect for s in table.stage.spots if s.group == "hand")]

    def clear(rect: pygame.Rect, what: str) -> None:
        for panel in panels:
            assert not rect.inflate(0, lay.margin).colliderect(panel), (what, rect, panel)
        for other in below:
            assert not rect.colliderect(other), (what, rect, other)
        assert pygame.Rect((0, 0), size).contains(rect), (what, rect)

    for name in REFUSALS:
        table.refuse(REFUSE(name, card="10♠", top="10♥", place="b3", limit=8), "move")
        app.step()
        assert table.message_pill is not None
        clear(table.message_pill.rect, name)
    table.message = None
    key(app, pygame.K_h)
    run_until(app, lambda: table.session.hint is not None, timeout=20.0)
    app.step()
    assert table.message_pill is not None
    clear(table.message_pill.rect, "hint")
    play_it = table.buttons.buttons["play_hint"].rect
    clear(play_it, "play it")
    assert not play_it.colliderect(table.message_pill.rect)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [*SMALL_SIZES, (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_checked_hint_s_figures_on_hover_stand_in_the_message_band(
        tmp_path: Path, size: tuple[int, int], language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A hint a search checked shows its figures while the pointer is on it ("checked on 48
    sampled deals, +3.5% …"). They were drawn in a second pill just above the hint's, the
    reason repeated, as far up as they needed: at 800×560 over the square's last row. They
    stay in the message band, clear of the square: above the hint where the band has room,
    else over the hint itself while it is hovered."""
    from sixseq.engine.bots import Suggestion
    from sixseq.engine.reasons import COMMON
    from sixseq.games.carre.rules.places import COLUMNS, SQUARE
    from sixseq.ui.table import overlay

    app = make_app(tmp_path, size, language=language)
    table = open_carre(app)
    lay = table.lay
    assert lay is not None
    key(app, pygame.K_h)
    run_until(app, lambda: table.session.hint is not None, timeout=20.0)
    plain = table.session.hint
    assert plain is not None
    table.session.hint = Suggestion(plain.action, COMMON(
        "checked_gain", reason=plain.reason, samples=48, gain=3.5))
    app.step()
    assert table.hint_rect.width > 0
    pills: list[pygame.Rect] = []
    draw = overlay.draw_pill

    def spy(screen: pygame.Surface, message: Message, *args: Any, **kwargs: Any) -> Any:
        pill = draw(screen, message, *args, **kwargs)
        pills.append(pill.rect)
        return pill

    monkeypatch.setattr(overlay, "draw_pill", spy)
    pygame.mouse.set_pos(table.hint_rect.center)
    app.step()
    assert len(pills) == 2, pills  # the hint, and its figures over the band
    band = table.words.message_area()
    assert band is not None
    panels = [lay.cells[q].inflate(2 * lay.zone_pad, 2 * lay.zone_pad) for q in SQUARE]
    panels += [lay.places[q].inflate(2 * lay.zone_pad, 2 * lay.zone_pad) for q in COLUMNS]
    for pill in pills:
        assert band.contains(pill), (pill, band)
        assert pill.collidelist(panels) == -1, pill
    table.leave()


def test_a_drawn_game_or_match_is_a_draw_in_the_statistics_never_a_win(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A first place shared counts as won in the other games' statistics (their sheets say
    "share the win"); Le Carré calls a level game or match a draw, and counts it apart."""
    import json

    from shell_harness import drawn_words

    from sixseq.ui.i18n import configure

    paths = Paths(tmp_path, tmp_path, tmp_path)
    game = {"seats": 2, "teams": False, "levels": ["easy"], "points_are_bad": True}
    rows = [dict(game, score=4, best_other=4), dict(game, score=0, best_other=6)]
    (tmp_path / "carre-stats.json").write_text(json.dumps(
        {"version": 1, "kind": "carre-stats", "rounds": rows,
         "matches": [{"seats": 2, "teams": False, "levels": ["easy"], "rounds": 2, "total": 1,
                      "best_other": 1}]}))
    stats, notice = load_match_stats(paths, "carre")
    assert notice is None and len(stats.rounds) == 2
    configure("en")
    with drawn_words(monkeypatch) as seen:
        GAME.stats_blocks(paths, 900, 1.0)
    assert "1 / 2" in seen and "0 / 1" in seen, seen  # games won; matches won
    assert "games drawn" in seen
    level_row = seen[seen.index("easy"):]
    assert level_row[:4] == ["easy", "1", "2", "50%"], level_row  # the draw is no win


def open_showcase(app: App) -> CarreTable:
    table = GAME.showcase(app)
    assert isinstance(table, CarreTable)
    app.switch(table)
    settle(app, table)
    return table


def computer_empties_its_hand(app: App, hand: str) -> CarreTable:
    """The person (holding ``hand``) ends the turn; the computer puts its one card, 10♥ on
    J♥, and wins the first game of two (CA-END-1): the sheet is open."""
    state = CarreState.from_position(SQUARE, (hand, "10h"), "", to_move=0)
    table = GAME.table(app, CarreSession(PositionMatch(state, 2), make_bot("easy", 1)))
    assert isinstance(table, CarreTable)
    app.switch(table)
    settle(app, table)
    key(app, pygame.K_RETURN)
    run_until(app, lambda: table.sheet_open)
    outcome = table.carre.round.outcome()
    assert outcome is not None and outcome.winner == 1
    return table


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [*SMALL_SIZES, (1280, 800), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_stock_s_caption_stands_clear_of_its_pile(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], size: tuple[int, int],
        language: str) -> None:
    """A tall stock shows its edges stepping down under its place: at 800×560 and 1024×600
    "Stock" ("Talon") was written a few pixels under the place, on those edges. It stands
    under the whole pile."""
    from sixseq.games.carre.view.describe import T
    from sixseq.ui.i18n import tr
    from sixseq.ui.table.geometry import PILE_EDGE_STEP
    from sixseq.ui.table.painter import piles_depth

    table = open_showcase(make_app(tmp_path, size, language=language))
    lay, scenery = table.lay, table.scenery
    assert lay is not None and scenery is not None
    depth = piles_depth(table.obs.stock_count)
    assert depth == 3  # the showcase's stock is tall
    drawn.clear()
    table.picture.draw_stock(pygame.Surface(size), lay, scenery, frozenset())
    caption = next(rect for words, _, rect in drawn if words == tr(T + "stock"))
    pile = lay.stock.union(lay.stock.move(-depth * PILE_EDGE_STEP, depth * PILE_EDGE_STEP))
    assert caption.top > pile.bottom, (caption, pile)


@pytest.mark.parametrize("size", [*SMALL_SIZES, (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_computer_s_count_stands_where_its_hand_was_once_it_is_empty(
        tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """The computer emptied its hand (CA-END-1): its count, 0, stood alone at the far right
    end of the place its backs take, half the window from its name plate, beside empty
    felt. With no backs it stands where they were, in the middle of that place."""
    from sixseq.games.carre.view import picture
    from sixseq.ui.table import panels

    table = computer_empties_its_hand(make_app(tmp_path, size), PERSON_HAND)
    badges: list[tuple[int, tuple[int, int]]] = []
    badge = panels.count_badge

    def spy(screen: pygame.Surface, centre: tuple[int, int], count: int, *args: int) -> None:
        badges.append((count, centre))
        badge(screen, centre, count, *args)

    monkeypatch.setattr(picture.panels, "count_badge", spy)
    lay, scenery = table.lay, table.scenery
    assert lay is not None and scenery is not None and not scenery.other
    table.picture.draw_plate(pygame.Surface(size), lay, scenery)
    assert [count for count, _ in badges] == [0]
    centre = badges[0][1]
    assert lay.other.collidepoint(centre)
    assert abs(centre[0] - lay.other.centerx) <= lay.back_w // 2, (centre, lay.other)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [*SMALL_SIZES, (1280, 800), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_game_s_sheet_reads_at_a_legible_size_with_the_hand_left_whole_CA_END(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], size: tuple[int, int],
        language: str) -> None:
    """The sheet shrank with the table: at 800×560 it took half the window's width with its
    words at their least size, its title hardly larger than them, and the 18 cards left in
    the person's hand were cut short after 6 ("6♠ 7♠ 8♠ 10♠ J♠ Q♠ …"; 14 at 1280×800). In a
    small window it now takes the room it has: every word 11 px at least, on the sheet and
    clear of every other, the title above the rest, and those 18 cards shown whole."""
    from sixseq.games.carre.view.describe import card_text
    from sixseq.games.carre.view.sheet import draw_sheet, sheet_rect

    many = "10s 5d 5h 7c 2c 3c 4c 6h 8d 9c Kd Qs Js 10d 9d 8s 7s 6s"
    table = computer_empties_its_hand(make_app(tmp_path, size, language=language), many)
    lay = table.lay
    assert lay is not None
    left = table.carre.round.hands[0]
    assert len(left) == 18
    drawn.clear()
    draw_sheet(pygame.Surface(size), lay, table.carre.carre, table.names(),
               tuple(tuple(h) for h in table.carre.round.hands))
    legible_and_apart(drawn, sheet_rect(lay, False))
    title = drawn[0]
    assert title[1] >= 1.5 * min(px for _, px, _ in drawn), drawn
    shown = [words for words, _, _ in drawn if words in {card_text(c) for c in left}]
    assert len(shown) == 18 and "…" not in [words for words, _, _ in drawn], shown


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [*SMALL_SIZES, (1280, 800), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_open_move_log_shows_more_than_the_corner_it_covers(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], size: tuple[int, int],
        language: str) -> None:
    """At 800×560 the move log, opened, stopped above the stock: a panel of two lines,
    fewer moves than the corner it covers shows with the log shut (*The computer plays 7♦
    on 8♦ (b1)* there, gone from the log). It now holds eight lines at least, reaching over
    the stock (which the person never handles) where the room above it is short, clear of
    the square's left column, the message band and the status line. Where the window has
    room, the stock and its count stay in view."""
    from sixseq.games.carre.rules.places import LEFT
    from sixseq.ui.i18n import tr

    app = make_app(tmp_path, size, language=language)
    table = open_showcase(app)
    lay = table.lay
    assert lay is not None
    click(app, table.buttons.buttons["log"].rect.center)
    assert table.log_open
    drawn.clear()
    post(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))  # a frame drawn
    app.step()
    area = table.log_area()
    rows = [(words, rect) for words, _, rect in drawn if area.contains(rect)]
    lines = table.movelog.texts()
    assert len(lines) > 3 and rows[0][0] == tr("sixseq.table.log_title")
    assert len(rows) - 1 >= min(8, len(lines)), rows
    for line in lines[-3:]:  # the corner's last moves, each there
        assert any(words and line.startswith(words.rstrip("…")) for words, _ in rows), line
    column = lay.places[LEFT[0]].unionall([lay.places[q] for q in LEFT])
    for other in (column.inflate(2 * lay.zone_pad, 2 * lay.zone_pad), lay.message,
                  lay.status):
        assert not area.colliderect(other), (area, other)
    assert pygame.Rect((0, 0), size).contains(area)
    if size[1] >= 800:
        assert not area.colliderect(lay.stock), (area, lay.stock)


def test_a_hint_s_outline_leaves_the_count_of_the_pile_it_lights_readable(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The hint lights the pile a card goes on with a gold outline; that outline was drawn
    over the pile's count badge (on the card's corner), cutting through its number: the
    count is drawn over the outline now."""
    from sixseq.games.carre.view import picture
    from sixseq.ui.cardart import HIGHLIGHT_COLOURS, Highlight
    from sixseq.ui.table import panels

    badges: list[pygame.Rect] = []
    badge = panels.count_badge

    def spy(screen: pygame.Surface, centre: tuple[int, int], count: int, font_px: int,
            size: int) -> None:
        badges.append(panels.badge_box(centre, count, font_px, size))
        badge(screen, centre, count, font_px, size)

    monkeypatch.setattr(picture.panels, "count_badge", spy)
    table = open_showcase(app)
    badges.clear()
    key(app, pygame.K_h)
    run_until(app, lambda: table.session.hint is not None, timeout=20.0)
    hint = table.session.hint
    assert hint is not None and isinstance(hint.action, Move)
    app.step()
    target = table.place_rect(hint.action.target)
    lit = [box for box in badges if target.inflate(8, 8).colliderect(box)]
    assert lit, "the showcase's hint lights a pile of more than one card"
    gold = HIGHLIGHT_COLOURS[Highlight.TARGET]
    for box in lit:
        inside = box.inflate(-4, -4)
        goldish = [(x, y) for x in range(inside.left, inside.right)
                   for y in range(inside.top, inside.bottom)
                   if sum(abs(a - b) for a, b in zip(app.screen.get_at((x, y))[:3], gold,
                                                       strict=True)) < 90]
        assert not goldish, (box, goldish[:5])
