"""Without a mouse: whole paths through the program driven by key presses alone, from the main
menu — what the per-game keyboard tests leave out (the table's buttons, the focus after a
dialog or a round)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from shell_harness import buttons, open_app
from table_harness import click, key, run_until, settle, tab_to

from sixseq.games.carre.view.table import CarreTable
from sixseq.games.six_sequences.view.table import SixSeqTable
from sixseq.games.twenty_twenty.view.scene import PatienceScene
from sixseq.ui.app import App
from sixseq.ui.menu import MainMenu
from sixseq.ui.pause import PauseMenu
from sixseq.ui.table.scene import CardTable


def start_by_keys(app: App, position: int) -> None:
    """The main menu's ``position``-th game, its New game dialog, *Deal* — by keys."""
    for _ in range(position):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    tab_to(app, buttons(app)["sixseq.table.new_game.start"].rect)
    key(app, pygame.K_RETURN)


def save_and_quit_by_keys(app: App, limit: int = 12) -> MainMenu:
    """Esc at a table, then the in-game menu's *Save and quit* reached by the down arrow and
    pressed by Enter: the main menu."""
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, PauseMenu)
    save_quit = buttons(app)["sixseq.pause.save_quit"].rect
    for _ in range(limit):
        if app.focus_rect() == save_quit:
            break
        key(app, pygame.K_DOWN)
    assert app.focus_rect() == save_quit, "the arrows never reached Save and quit"
    key(app, pygame.K_RETURN)
    menu = app.scene
    assert isinstance(menu, MainMenu)
    return menu


def test_a_table_s_buttons_are_reached_by_tab_and_play_it_plays_the_hint(
        tmp_path: Path) -> None:
    """*Play it* (and *Sort*, *View table*…) had no key: the hint could be asked (H) but
    not played. Tab now moves over the table's buttons; Enter presses the focused one, and
    once it is gone the focus goes with it, so Enter is the table's again."""
    app, _ = open_app(tmp_path)
    start_by_keys(app, 1)
    table = app.scene
    assert isinstance(table, SixSeqTable)
    settle(app, table)
    key(app, pygame.K_RIGHT)  # a card has the focus …
    assert table.focus_rect() is not None
    key(app, pygame.K_h)
    run_until(app, lambda: table.session.hint is not None)
    hinted = table.session.hint
    assert hinted is not None
    played = len(table.session.state.actions)
    tab_to(app, table.buttons.buttons["play_hint"].rect)
    assert table.focus_rect() is None  # … and gives it up to the buttons: one focus shows
    key(app, pygame.K_RETURN)
    assert table.session.state.actions[played] == hinted.action
    assert app.focus_rect() is None  # *Play it* went, and the focus with it
    key(app, pygame.K_RIGHT)  # an arrow is back on the cards
    assert table.focus_rect() is not None


def test_an_arrow_back_from_the_table_s_buttons_gives_enter_back_to_the_cards(
        tmp_path: Path) -> None:
    """Tab on *Menu*, then an arrow: the focus is on the cards again, and Enter acts on the
    focused card (picks it for a combination), not on the button left (the menu stays shut)."""
    from helpers import FOUR, position
    from table_harness import make_app, open_table

    from sixseq.games.six_sequences.rules.table import Phase

    app = make_app(tmp_path)
    state = position(FOUR, ("Qd", "Kd", "5h 6h 7h Kc", "Jc"), to_move=2, phase=Phase.LAY,
                     stock="9c 2s 3s 4s 5s 6s 7s 8s 9s 10s 11s 12s Js Cs Bs")
    table = open_table(app, state, 2)
    tab_to(app, table.buttons.buttons["menu"].rect)
    key(app, pygame.K_RIGHT)
    card = focused(table)
    assert type(card).__name__ == "HandCard" and app.focus_rect() is None  # off the button
    key(app, pygame.K_RETURN)
    assert app.scene is table and table.hand.selection == [card.card]


def test_the_20_20_s_buttons_are_reached_by_tab(tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    start_by_keys(app, 2)
    scene = app.scene
    assert isinstance(scene, PatienceScene)
    deal = scene.session.game.deal
    tab_to(app, scene.buttons.buttons["new_deal"].rect)
    key(app, pygame.K_RETURN)
    if app.dialog is not None:  # a question first
        tab_to(app, buttons(app)["sixseq.confirm.yes"].rect)
        key(app, pygame.K_RETURN)
    assert scene.session.game.deal != deal


def test_on_the_round_sheet_the_arrows_never_focus_the_hidden_cards_and_enter_goes_on(
        tmp_path: Path) -> None:
    """Les Six Séquences' sheet: an arrow put the focus on a hand card under the sheet, and
    Enter then clicked that hidden card instead of dealing the next round."""
    from helpers import TWO, position
    from table_harness import Script, make_app, open_table

    from sixseq.games.six_sequences.rules.table import Phase

    app = make_app(tmp_path)
    state = position(TWO, ("Kd 3s 0t 0o", "As 2c 0s 0c"),
                     table=((0, "0h@16 Qh Kh Ah"), (1, "2d 3d 4d 0d@5")),
                     to_move=1, phase=Phase.FINAL, stock_size=0)
    scene = open_table(app, state, 1, {0: Script("pass")}, rounds=2)
    key(app, pygame.K_RETURN)  # *Pass*: the round is over
    settle(app, scene)
    assert scene.sheet_open
    key(app, pygame.K_RIGHT)
    assert scene.focus_rect() is None
    key(app, pygame.K_RETURN)
    settle(app, scene)
    assert not scene.sheet_open and scene.six.six.round_number == 2


def test_the_menu_s_focus_stays_in_sight_after_the_language_changes(tmp_path: Path) -> None:
    """Settings reached by keys from the main menu, French chosen, the dialog closed: the
    menu is made anew in French, and the focus, which pointed at a button no longer there,
    showed nowhere; it is now on the button at the same place."""
    from sixseq.ui import i18n

    app, _ = open_app(tmp_path)
    settings = buttons(app)["sixseq.menu.settings"]
    tab_to(app, settings.rect)
    key(app, pygame.K_RETURN)
    assert app.dialog is not None
    tab_to(app, buttons(app)["sixseq.app.language_fr"].rect)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_ESCAPE)
    try:
        assert app.dialog is None and i18n.current_locale() == "fr"
        assert buttons(app)["sixseq.menu.settings"] is not settings  # made anew
        assert app.focus_rect() == buttons(app)["sixseq.menu.settings"].rect
    finally:
        i18n.configure("en")


def test_a_20_20_deal_is_chosen_by_number_without_a_mouse(tmp_path: Path) -> None:
    """The deal-number box took typing only once clicked: *Play deal* pressed on an empty box
    now says to type a number and puts the typing there; Enter plays the deal."""
    app, _ = open_app(tmp_path)
    start_by_keys(app, 2)
    scene = app.scene
    assert isinstance(scene, PatienceScene)
    tab_to(app, scene.buttons.buttons["play_deal"].rect)
    key(app, pygame.K_RETURN)
    assert scene.message is not None and scene.message.rule == "TT-5"
    deal = scene.session.game.deal
    tab_to(app, scene.buttons.buttons["new_deal"].rect)  # Tab leaves the box: Enter is the
    key(app, pygame.K_RETURN)  # button's (the box kept it, and played its empty deal again)
    if app.dialog is not None:
        tab_to(app, buttons(app)["sixseq.confirm.yes"].rect)
        key(app, pygame.K_RETURN)
    assert scene.session.game.deal != deal
    tab_to(app, scene.buttons.buttons["play_deal"].rect)
    key(app, pygame.K_RETURN)
    for digit in "4217":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=digit))
        app.step()
    key(app, pygame.K_RETURN)
    if app.dialog is not None:  # a question first
        tab_to(app, buttons(app)["sixseq.confirm.yes"].rect)
        key(app, pygame.K_RETURN)
    assert scene.session.game.deal == 4217


# --- a whole game by keys, its sheets, the menus ---------------------------------------------

def focus_on(app: App, table: CardTable[Any], wanted: object) -> None:
    """Right arrow until the table's focus is on the target ``wanted`` (a card, a place)."""
    for _ in range(60):
        targets = table.keyboard.targets()
        if table.focus is not None and table.focus < len(targets) \
                and targets[table.focus].item == wanted:
            return
        key(app, pygame.K_RIGHT)
    raise AssertionError(f"the focus never reached {wanted}")


def carre_near_its_end(app: App, hand: str, games: int) -> CarreTable:
    """Le Carré at a position of the rules' worked checks, the person holding ``hand``."""
    from test_carre_table import COMPUTER_HAND, SQUARE

    from sixseq.games.carre.bots.base import make_bot
    from sixseq.games.carre.rules.state import CarreState
    from sixseq.games.carre.session import CarreSession
    from sixseq.games.carre.ui import GAME
    from sixseq.games.carre.view.setups import PositionMatch

    state = CarreState.from_position(SQUARE, (hand, COMPUTER_HAND), "", to_move=0)
    table = GAME.table(app, CarreSession(PositionMatch(state, games), make_bot("easy", 1)))
    assert isinstance(table, CarreTable)
    app.switch(table)
    settle(app, table)
    return table


def test_le_carre_is_played_to_the_end_of_a_game_and_on_by_keys_only(tmp_path: Path) -> None:
    """Arrows, Space and Enter play the last two cards (CA-SQUARE-2: 10♥ on J♥, 5♦ on 6♦),
    the game's sheet comes up; *Look at the table* by keys and back to the scores, *Next
    game* by keys deals game 2; Esc, then the in-game menu's *Save and quit* by the arrows,
    is the main menu again."""
    from sixseq.decks.standard import parse_card
    from sixseq.games.carre.rules.places import parse_place
    from sixseq.games.carre.view.scenery import HandCard

    app, _ = open_app(tmp_path)
    table = carre_near_its_end(app, "10h 5d", games=2)
    for card, place in (("10h", "a1"), ("5d", "c1")):
        focus_on(app, table, HandCard(0, parse_card(card)))
        key(app, pygame.K_SPACE)  # picked up: the focus moves over its lit places
        focus_on(app, table, parse_place(place))
        key(app, pygame.K_SPACE)
        assert table.obs.piles[parse_place(place)][-1] == parse_card(card)
    run_until(app, lambda: table.sheet_open)
    view = table.buttons.buttons["view"]
    tab_to(app, view.rect)
    key(app, pygame.K_RETURN)
    assert table.sheet_hidden
    assert app.focus_rect() == table.buttons.buttons["view"].rect  # *Back to the scores*
    key(app, pygame.K_RETURN)
    assert table.sheet_shown() and app.scene is table
    tab_to(app, table.buttons.buttons["next"].rect)
    key(app, pygame.K_RETURN)
    settle(app, table)
    assert table.carre.carre.game_number == 2 and not table.sheet_open
    save_and_quit_by_keys(app)  # (a position set up by a test is no save to continue: its
    # game is not one the deal leads to)


def rami_sheet(app: App) -> CardTable[Any]:
    from rami_helpers import a, c, position
    from test_rami_table import open_rami

    from sixseq.games.rami.rules.actions import Discard

    table = open_rami(app, position("5c 6c 7c Kh", [(1, "2d 3d 4d")], others=("Qs Qh jk 9d",),
                                    laid=[0, 1]))
    table.play(a("lay 5c 6c 7c"))
    table.play(Discard(c("Kh")))
    return table


def sixte_sheet(app: App) -> CardTable[Any]:
    from test_sixte_table import first_trick_position, play_out

    table = first_trick_position(app)
    play_out(app, table)
    return table


def six_sequences_sheet(app: App) -> CardTable[Any]:
    from helpers import TWO, position
    from table_harness import Script, open_table

    from sixseq.games.six_sequences.rules.table import Phase

    state = position(TWO, ("Kd 3s 0t 0o", "As 2c 0s 0c"),
                     table=((0, "0h@16 Qh Kh Ah"), (1, "2d 3d 4d 0d@5")),
                     to_move=1, phase=Phase.FINAL, stock_size=0)
    table = open_table(app, state, 1, {0: Script("pass")}, rounds=2)
    key(app, pygame.K_RETURN)  # *Pass*: the round is over
    return table


def carre_sheet(app: App) -> CardTable[Any]:
    table = carre_near_its_end(app, "10h", games=2)
    table.play(table.obs.legal[0])
    return table


@pytest.mark.parametrize("sheet", [rami_sheet, sixte_sheet, six_sequences_sheet, carre_sheet],
                         ids=["rami", "sixte", "six-sequences", "carre"])
def test_every_round_sheet_s_buttons_work_by_keys(
        tmp_path: Path, sheet: Callable[[App], CardTable[Any]]) -> None:
    """On any game's sheet, Tab reaches *Look at the table* and *Next*. Pressed by Enter,
    *Look at the table* became *Back to the scores* and the focus jumped to the *Menu*
    button, so the next Enter opened the in-game menu; and Esc, which takes a player looking
    at the table back to the scores in Le Carré and Sixte, opened the in-game menu in Rami
    and Les Six Séquences. The focus now stays on the button, and Esc goes back to the
    scores in every game. *Next* pressed, the focus went to whatever button then stood at
    its place in the reading order (Le Carré's *Moves*: the next Enter opened the move log);
    it goes with the button, and Enter is the table's again."""
    app, _ = open_app(tmp_path)
    table = sheet(app)
    run_until(app, lambda: table.sheet_open)
    settle(app, table)
    bar = table.buttons.buttons
    tab_to(app, bar["view"].rect)
    key(app, pygame.K_RETURN)
    assert table.sheet_hidden and app.focus_rect() == bar["view"].rect
    key(app, pygame.K_RETURN)
    assert table.sheet_shown() and app.focus_rect() == bar["view"].rect
    key(app, pygame.K_RETURN)
    assert table.sheet_hidden
    key(app, pygame.K_ESCAPE)
    assert app.scene is table and table.sheet_shown()
    tab_to(app, bar["next"].rect)
    key(app, pygame.K_RETURN)
    assert not table.sheet_open and not table.session.is_over()  # the next round is dealt
    assert app.focus_rect() is None


def table_under_the_sheet(tmp_path: Path, sheet: Callable[[App], CardTable[Any]]
                          ) -> tuple[App, CardTable[Any]]:
    """The program opened, ``sheet``'s round played to its end, and the table looked at under
    its sheet (*Look at the table*, by Tab and Enter)."""
    app, _ = open_app(tmp_path)
    table = sheet(app)
    run_until(app, lambda: table.sheet_open)
    settle(app, table)
    tab_to(app, table.buttons.buttons["view"].rect)
    key(app, pygame.K_RETURN)
    assert table.sheet_hidden
    return app, table


@pytest.mark.parametrize("sheet", [rami_sheet, sixte_sheet, six_sequences_sheet, carre_sheet],
                         ids=["rami", "sixte", "six-sequences", "carre"])
def test_with_the_sheet_set_aside_the_finished_round_s_cards_are_not_played(
        tmp_path: Path, sheet: Callable[[App], CardTable[Any]]) -> None:
    """*Look at the table* after a round: an arrow put the focus on a hand card or a pile,
    and Enter (or a click) on it said *Wait for your turn* in Rami and Le Carré, a turn that
    never comes. The round is over (the status line says so): no arrow focuses its cards
    (they go over the buttons), and neither Space, nor Enter with no button focused, nor a
    click on any of them does anything or says anything."""
    app, table = table_under_the_sheet(tmp_path, sheet)
    table.message = None
    played = len(table.session.state.actions)
    for arrow in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_DOWN, pygame.K_UP):
        key(app, arrow)
        assert table.focus_rect() is None, arrow
        key(app, pygame.K_SPACE)
        assert table.message is None, table.message.text
    click(app, (2, app.screen.get_height() // 2))  # the mouse: no button keeps the focus
    key(app, pygame.K_RETURN)
    assert table.message is None and table.sheet_hidden
    buttons = [b.rect for b in table.buttons.buttons.values() if b.visible]
    cards = [s.rect for s in table.stage.spots
             if not any(b.collidepoint(s.rect.center) for b in buttons)]
    assert cards
    for rect in cards[-12:]:  # the last laid: the hand and the tops of the piles
        click(app, rect.center)
        assert table.message is None, (rect, table.message.text)
        assert table.picked is None and not table.targets
    assert len(table.session.state.actions) == played and table.sheet_hidden


def test_esc_on_the_round_sheet_opens_the_menu_and_under_it_goes_back_to_the_sheet(
        tmp_path: Path) -> None:
    """Looking at the table under a round's sheet, Esc is the sheet again; on the sheet, Esc
    is the in-game menu, as everywhere else at the table (it does not set the sheet aside)."""
    app, table = table_under_the_sheet(tmp_path, six_sequences_sheet)
    key(app, pygame.K_ESCAPE)
    assert app.scene is table and table.sheet_open and not table.sheet_hidden
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, PauseMenu) and not table.sheet_hidden


@pytest.mark.parametrize("sheet", [rami_sheet, sixte_sheet, six_sequences_sheet, carre_sheet],
                         ids=["rami", "sixte", "six-sequences", "carre"])
def test_after_a_round_an_arrow_shows_the_focus_on_the_sheet_s_buttons(
        tmp_path: Path, sheet: Callable[[App], CardTable[Any]]) -> None:
    """Looking at the table after a round, an arrow put the focus nowhere: the round's cards
    take none, and the arrow let go of the button it was on, so the next Enter did nothing.
    The finished round has only its buttons to offer: the first arrow shows the focus on the
    one Enter wants (*Back to the scores* over the table, *Next* over the sheet), and the
    arrows then go over the buttons as in a menu, never to nothing."""
    from sixseq.ui.widgets import usable

    app, _ = open_app(tmp_path)
    table = sheet(app)
    run_until(app, lambda: table.sheet_open)
    settle(app, table)
    bar = table.buttons.buttons
    click(app, bar["view"].rect.center)  # by the mouse: no focus shows
    assert table.sheet_hidden and app.focus_rect() is None
    key(app, pygame.K_DOWN)
    assert app.focus_rect() == bar["view"].rect
    for arrow in (pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT, pygame.K_DOWN) * 2:
        key(app, arrow)
        assert app.focus_rect() in [b.rect for b in bar.values() if usable(b)], \
            pygame.key.name(arrow)
        assert table.focus_rect() is None  # on a button, never on a card
    tab_to(app, bar["view"].rect)
    key(app, pygame.K_RETURN)
    assert table.sheet_shown()
    click(app, (2, app.screen.get_height() // 2))  # the mouse again: no focus
    assert app.focus_rect() is None and table.sheet_shown()
    key(app, pygame.K_LEFT)
    assert app.focus_rect() == bar["next"].rect
    key(app, pygame.K_RETURN)
    assert not table.sheet_open and not table.session.is_over()  # the next round is dealt


def test_save_and_quit_then_continue_by_keys_is_the_same_game(tmp_path: Path) -> None:
    """Le Carré dealt from the menu, a card played by keys; Esc, the in-game menu's *Save
    and quit* by the arrows; on the main menu Tab reaches *Continue*, Enter: the very
    position saved, mid-turn."""
    from test_carre_table import snapshot

    app, _ = open_app(tmp_path, games={"carre": {"variant": "base", "level": "easy",
                                                 "games": 3}})
    start_by_keys(app, 5)
    table = app.scene
    assert isinstance(table, CarreTable)
    settle(app, table)
    key(app, pygame.K_RIGHT)
    for _ in table.focus_targets():  # the first card with a place to go, put there
        key(app, pygame.K_SPACE)
        if table.picked is not None:
            key(app, pygame.K_SPACE)
            break
        key(app, pygame.K_RIGHT)
    assert table.person_moves == 1
    before = snapshot(table)
    menu = save_and_quit_by_keys(app)
    tab_to(app, menu.buttons["continue:carre"].rect)
    key(app, pygame.K_RETURN)
    again = app.scene
    assert isinstance(again, CarreTable) and again is not table
    assert snapshot(again) == before


@pytest.mark.parametrize("tool", ["sixseq.menu.stats", "sixseq.menu.rules"])
def test_the_statistics_and_the_rules_by_keys(tmp_path: Path, tool: str) -> None:
    """Tab reaches *Back* and every game's tab; Enter on a tab shows its game's part; the
    arrows scroll; Esc is the main menu again."""
    from sixseq.ui.page import Page

    app, _ = open_app(tmp_path)
    tab_to(app, buttons(app)[tool].rect)
    key(app, pygame.K_RETURN)
    page = app.scene
    assert isinstance(page, Page)
    reached = set()
    for _ in page.actions:
        key(app, pygame.K_TAB)
        reached.add(next(b for b in page.actions if b.rect == app.focus_rect()))
    assert reached == set(page.actions)
    for anchor, tab in page.tabs.items():
        tab_to(app, tab.rect)
        key(app, pygame.K_RETURN)
        assert app.scene is page and tab.is_selected, anchor
        assert page.offset == min(page.anchors[anchor], page.max_offset)
    key(app, pygame.K_HOME)
    key(app, pygame.K_DOWN)
    assert page.offset == min(48, page.max_offset)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MainMenu)


def test_every_setting_is_reached_and_chosen_by_keys(tmp_path: Path) -> None:
    """Settings from the main menu by keys: Tab goes over every choice and *Done*; Enter
    chooses; Esc closes the dialog, the menu's focus still on *Settings*."""
    app, _ = open_app(tmp_path)
    settings = buttons(app)["sixseq.menu.settings"]
    tab_to(app, settings.rect)
    key(app, pygame.K_RETURN)
    dialog = app.dialog
    assert dialog is not None
    every = dialog.buttons()
    reached = set()
    for _ in every:
        key(app, pygame.K_TAB)
        reached.add(next(b for b in dialog.buttons() if b.rect == app.focus_rect()))
    assert reached == set(every)
    tab_to(app, buttons(app)["sixseq.settings.colour.grey"].rect)
    key(app, pygame.K_RETURN)
    assert app.settings.table_colour == "grey" and app.dialog is dialog
    key(app, pygame.K_ESCAPE)
    assert app.dialog is None and app.focus_rect() == settings.rect


@pytest.mark.parametrize("back", ["escape", "back button"])
@pytest.mark.parametrize("tool", ["sixseq.menu.stats", "sixseq.menu.rules"])
def test_back_from_a_page_the_menu_s_focus_is_on_the_button_left_from(
        tmp_path: Path, tool: str, back: str) -> None:
    """Statistics or Rules opened by keys, then Esc or *Back* by keys: the main menu's focus
    started at the top again (nowhere, then *Play* on the first key), as if the player had
    never been on it; it is on the button the player left from, and the next key goes on
    from there."""
    from sixseq.ui.page import Page

    app, _ = open_app(tmp_path)
    tab_to(app, buttons(app)[tool].rect)
    key(app, pygame.K_RETURN)
    page = app.scene
    assert isinstance(page, Page)
    if back == "escape":
        key(app, pygame.K_ESCAPE)
    else:
        tab_to(app, buttons(app)["sixseq.page.back"].rect)
        key(app, pygame.K_RETURN)
    menu = app.scene
    assert isinstance(menu, MainMenu)
    assert app.focus_rect() == menu.buttons[tool].rect
    key(app, pygame.K_RIGHT)
    assert app.focus_rect() == menu.buttons[
        "sixseq.menu.rules" if tool == "sixseq.menu.stats" else "sixseq.menu.settings"].rect


def test_back_from_a_page_left_by_the_mouse_the_menu_shows_no_focus(tmp_path: Path) -> None:
    """The focus comes back only for a player on the keys: Rules opened by keys but left by
    a click on *Back*, or opened and left by clicks, and the menu has no lit focus."""
    from table_harness import click

    app, _ = open_app(tmp_path)
    tab_to(app, buttons(app)["sixseq.menu.rules"].rect)
    key(app, pygame.K_RETURN)
    click(app, buttons(app)["sixseq.page.back"].rect.center)
    assert isinstance(app.scene, MainMenu) and app.focus_rect() is None
    click(app, buttons(app)["sixseq.menu.stats"].rect.center)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MainMenu) and app.focus_rect() is None


def test_back_from_a_game_by_keys_the_menu_s_focus_is_on_its_button(tmp_path: Path) -> None:
    """A game started from the menu by keys, then *Save and quit* by keys: the focus is on
    that game's *Play* again, where the player left the menu."""
    from sixseq.ui.games import owner_of

    app, _ = open_app(tmp_path)
    start_by_keys(app, 3)
    assert app.scene is not None
    found = owner_of(app.scene)
    assert found is not None and found[0].id == "rami"
    menu = save_and_quit_by_keys(app)
    assert app.focus_rect() == menu.buttons["play:rami"].rect


def hand_cards(table: CardTable[Any]) -> list[Any]:
    """The person's hand as the keyboard's focus goes over it (its ``HandCard`` targets)."""
    return [t.card for t in (target.item for target in table.keyboard.targets())
            if type(t).__name__ == "HandCard"]


def focused(table: CardTable[Any]) -> object:
    targets = table.keyboard.targets()
    return None if table.focus is None or table.focus >= len(targets) \
        else targets[table.focus].item


def table_by_keys(tmp_path: Path, position: int) -> tuple[App, CardTable[Any]]:
    """The main menu's ``position``-th game dealt by keys (Le Carré against Easy), its
    table settled."""
    app, _ = open_app(tmp_path, games={"carre": {"variant": "base", "level": "easy",
                                                 "games": 3}})
    start_by_keys(app, position)
    table = app.scene
    assert isinstance(table, CardTable)
    settle(app, table)
    return app, table


def draw_by_enter(app: App, table: CardTable[Any]) -> object:
    """A Rami or Six Séquences turn begins by drawing: Enter on the stock (returned)."""
    stock = next(t.item for t in table.keyboard.targets()
                 if type(t.item).__name__ == "StockPile")
    focus_on(app, table, stock)
    key(app, pygame.K_RETURN)
    settle(app, table)
    return stock


def pick_by_space(app: App, table: CardTable[Any], skip: object = None) -> object:
    """Space on the hand's cards in turn (``skip`` aside) until one is picked up, one with
    a place to go: returns it."""
    for index in range(len(hand_cards(table))):
        target = [t.item for t in table.keyboard.targets()
                  if type(t.item).__name__ == "HandCard"][index]
        if target == skip:
            continue
        focus_on(app, table, target)
        key(app, pygame.K_SPACE)
        if table.picked is not None:
            return target
    raise AssertionError("no card of the hand could be picked")


@pytest.mark.parametrize(("position", "game", "last"),
                         [(5, "carre", False), (4, "sixte", False), (3, "rami", False),
                          (1, "six-sequences", False), (3, "rami", True),
                          (1, "six-sequences", True)],
                         ids=["carre", "sixte", "rami", "six-sequences", "rami-last",
                              "six-sequences-last"])
def test_after_a_card_played_by_keys_the_focus_is_on_the_card_next_to_it(
        tmp_path: Path, position: int, game: str, last: bool) -> None:
    """A hand card played by keys (Space, then Space on a lit place): the focus was let go,
    and the next arrow put it on the hand's first card, far from where the player was (in Le
    Carré, after every move of a turn). In every game the next arrow now shows it on the card
    that took the played card's place, its right neighbour, and the arrows go on from there;
    the hand's last card played (``last``: tried from the end of the hand, where a card may
    always be discarded), on the new last card. And Enter on the stock (Rami, Les Six
    Séquences) left the focus on the card drawn, the hand having grown under it; it stays on
    the stock."""
    app, table = table_by_keys(tmp_path, position)
    if game in ("rami", "six-sequences"):
        stock = draw_by_enter(app, table)
        assert focused(table) == stock  # the focus stays on what Enter pressed
    count = len(hand_cards(table))
    for i in reversed(range(count)) if last else range(count):
        hand = hand_cards(table)
        target = next(t.item for t in table.keyboard.targets()
                      if type(t.item).__name__ == "HandCard" and t.item.card == hand[i])
        focus_on(app, table, target)
        key(app, pygame.K_SPACE)
        if table.picked is None:
            continue
        key(app, pygame.K_SPACE)  # on its first lit place
        settle(app, table)
        if len(hand_cards(table)) == len(hand):  # put back: no move
            continue
        assert table.focus is None  # Enter is the table's own move again (end the turn)
        left = hand[:i] + hand[i + 1:]  # the hand once the card is gone
        place = min(i, len(left) - 1)  # its right neighbour took its place (or the last card)
        assert not last or i == len(left), "the last card was not the one played"
        key(app, pygame.K_RIGHT)  # shows the focus
        now = focused(table)
        assert getattr(now, "card", None) == left[place], (hand, now)
        if place + 1 < len(left):
            key(app, pygame.K_RIGHT)
            assert getattr(focused(table), "card", None) == left[place + 1]
        return
    raise AssertionError("no card of the hand could be played")


def test_the_focus_stays_on_its_card_when_an_undo_puts_cards_back_before_it(
        tmp_path: Path) -> None:
    """The focus on K♥, the last card in hand after laying 5♥ 6♥ 7♥: Ctrl+Z puts the three
    back in the hand, before it; the focus stays on K♥ (it followed its place, onto 5♥)."""
    from helpers import FOUR, c, position
    from table_harness import button, grip, hand_rect, make_app, open_table

    from sixseq.games.six_sequences.rules.table import Phase

    app = make_app(tmp_path)
    state = position(FOUR, ("Qd", "Kd", "5h 6h 7h Kh", "Jc"), to_move=2, phase=Phase.LAY,
                     stock="9c 2s 3s 4s 5s 6s 7s 8s 9s 10s 11s 12s Js Cs Bs")
    table = open_table(app, state, 2)
    for name in ("5h", "6h", "7h"):
        click(app, grip(hand_rect(table, c(name))))
    click(app, button(table, "lay").rect.center)
    assert hand_cards(table) == [c("Kh")]
    king = next(t.item for t in table.keyboard.targets()
                if getattr(t.item, "card", None) == c("Kh"))
    focus_on(app, table, king)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert hand_cards(table) == [c(name) for name in ("5h", "6h", "7h", "Kh")]
    assert getattr(focused(table), "card", None) == c("Kh")


@pytest.mark.parametrize(("position", "game"), [(5, "carre"), (4, "sixte")],
                         ids=["carre", "sixte"])
def test_a_card_picked_by_keys_and_let_go_by_esc_keeps_the_focus(
        tmp_path: Path, position: int, game: str) -> None:
    """Space picks a card, Esc lets it go: the focus was hidden, so the next Enter was the
    table's own move (in Le Carré, ending the turn) though the player was on a card. The
    focus now shows on the card let go; Enter acts on it."""
    app, table = table_by_keys(tmp_path, position)
    key(app, pygame.K_RIGHT)  # shows the focus (Le Carré's aces drawn go out meanwhile)
    settle(app, table)
    target = pick_by_space(app, table)
    key(app, pygame.K_ESCAPE)
    assert table.picked is None
    assert focused(table) == target  # shown, on the card let go


@pytest.mark.parametrize(("position", "game"),
                         [(3, "rami"), (1, "six-sequences"), (4, "sixte"), (5, "carre")],
                         ids=["rami", "six-sequences", "sixte", "carre"])
def test_a_card_picked_by_keys_is_still_held_after_the_game_s_menu(
        tmp_path: Path, position: int, game: str) -> None:
    """A card picked with Space, then the game's menu opened from its ☰ button (Tab, Enter)
    and closed (Esc): the card had been put down, its places no longer lit and the focus
    gone, as if the pause had been a move. A pause changes nothing: the card is still held,
    the focus on the same lit place, and Space drops it there. In Rami and Les Six
    Séquences the cards chosen for a new combination (Enter) stay chosen too."""
    app, table = table_by_keys(tmp_path, position)
    rummy = game in ("rami", "six-sequences")
    last = None
    if rummy:
        draw_by_enter(app, table)
        last = [t.item for t in table.keyboard.targets()
                if type(t.item).__name__ == "HandCard"][-1]
        focus_on(app, table, last)
        key(app, pygame.K_RETURN)  # chosen for a new combination
    else:
        key(app, pygame.K_RIGHT)  # shows the focus (Le Carré's aces drawn go out meanwhile)
        settle(app, table)
    pick_by_space(app, table, skip=last)
    held, place, lit = table.picked, focused(table), list(table.targets)
    hand = hand_cards(table)
    chosen = list(table.hand.selection) if rummy else []  # type: ignore[attr-defined]
    assert chosen or not rummy
    tab_to(app, table.buttons.buttons["menu"].rect)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, PauseMenu)
    key(app, pygame.K_ESCAPE)
    assert app.scene is table
    assert table.picked is not None and table.picked.item == held.item  # type: ignore[union-attr]
    assert focused(table) == place and [t.item for t in table.targets] == \
        [t.item for t in lit]
    if rummy:
        assert table.hand.selection == chosen  # type: ignore[attr-defined]
    key(app, pygame.K_SPACE)  # dropped on its place: played
    settle(app, table)
    assert table.picked is None and hand_cards(table) != hand


def rows_of(rects: list[pygame.Rect]) -> list[int]:
    """The rows the rects stand in, top to bottom, by their centres' height."""
    return sorted({r.centery for r in rects})


def up_and_down_go_row_by_row(app: App, controls: Callable[[], list[Any]]) -> None:
    """From every control in turn (reached by Tab), Up goes to one in the row just above and
    Down to one in the row just below; at the top and at the bottom the focus stays put."""
    rows = rows_of([b.rect for b in controls()])
    for index in range(len(controls())):
        for arrow, step in ((pygame.K_UP, -1), (pygame.K_DOWN, 1)):
            start = pygame.Rect(controls()[index].rect)
            tab_to(app, start)
            key(app, arrow)
            landed = app.focus_rect()
            assert landed is not None
            row = rows.index(start.centery)
            expected = rows[min(max(row + step, 0), len(rows) - 1)]
            assert landed.centery == expected, \
                f"{controls()[index].text} {pygame.key.name(arrow)}: {landed} not in row {expected}"


@pytest.mark.parametrize("size", [(800, 560), (1024, 600), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_up_and_down_go_row_by_row_through_the_settings(tmp_path: Path,
                                                         size: tuple[int, int]) -> None:
    """Up from *Done* skipped the *Display* row and landed on "Computer players: Instant",
    nearer once a step aside cost 2.5 steps ahead; now every row is reached in order."""
    app, _ = open_app(tmp_path, size)
    tab_to(app, buttons(app)["sixseq.menu.settings"].rect)
    key(app, pygame.K_RETURN)
    dialog = app.dialog
    assert dialog is not None
    up_and_down_go_row_by_row(app, lambda: sorted(dialog.buttons(),
                                                  key=lambda b: (b.rect.centery, b.rect.centerx)))


@pytest.mark.parametrize("size", [(800, 560), (1024, 600), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_up_and_down_go_row_by_row_through_the_main_menu(tmp_path: Path,
                                                          size: tuple[int, int]) -> None:
    app, _ = open_app(tmp_path, size)
    menu = app.scene
    assert isinstance(menu, MainMenu)
    up_and_down_go_row_by_row(app, lambda: sorted(
        app.scene.menu_buttons(), key=lambda b: (b.rect.centery, b.rect.centerx)))


def left_and_right_keep_to_the_row(app: App, controls: Callable[[], list[Any]]) -> None:
    """From every control in turn (reached by Tab), Right goes to its neighbour on the right
    in its row and Left to the one on its left; at either end of the row (a row of one: the
    menu's *Play*, *Done*) the focus stays put."""
    for index in range(len(controls())):
        for arrow, step in ((pygame.K_LEFT, -1), (pygame.K_RIGHT, 1)):
            start = pygame.Rect(controls()[index].rect)
            row = sorted((b.rect for b in controls() if b.rect.centery == start.centery),
                         key=lambda r: r.centerx)
            place = next(i for i, r in enumerate(row) if r == start)
            expected = row[min(max(place + step, 0), len(row) - 1)]
            tab_to(app, start)
            key(app, arrow)
            assert app.focus_rect() == expected, \
                f"{controls()[index].text} {pygame.key.name(arrow)}: {app.focus_rect()}"


def reading_order(buttons: list[Any]) -> list[Any]:
    return sorted(buttons, key=lambda b: (b.rect.centery, b.rect.centerx))


@pytest.mark.parametrize("size", [(800, 560), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("screen", ["main menu", "settings", "new game"])
def test_left_and_right_keep_to_the_row_in_menus_and_dialogs(
        tmp_path: Path, size: tuple[int, int], screen: str) -> None:
    """Left and Right stepped through every button in reading order and wrapped from one
    row to the next: Right on Settings' *Français* went to the card backs' *Blue*, Right on
    the New game dialog's *Cancel*, its last, back to *2 players* at the top. As in most
    desktop dialogs they now move along the row and stop at its ends; Up and Down change
    rows, Tab goes through every button."""
    app, _ = open_app(tmp_path, size)
    if screen != "main menu":
        opener = "sixseq.menu.settings" if screen == "settings" else "play:six-sequences"
        tab_to(app, app.scene.buttons[opener].rect)  # type: ignore[union-attr]
        key(app, pygame.K_RETURN)
        dialog = app.dialog
        assert dialog is not None
        left_and_right_keep_to_the_row(app, lambda: reading_order(dialog.buttons()))
    else:
        left_and_right_keep_to_the_row(app, lambda: reading_order(
            app.scene.menu_buttons()))  # type: ignore[union-attr]


@pytest.mark.parametrize(("position", "game"), [(3, "rami"), (1, "six-sequences")],
                         ids=["rami", "six-sequences"])
def test_a_hand_card_picked_up_by_space_is_outlined_in_the_hand(
        tmp_path: Path, position: int, game: str) -> None:
    """Rami and Les Six Séquences: Space on a hand card (not among those clicked for a
    combination) picked it up and moved the focus to its first lit place, but nothing on the
    hand said which card was held: it looked like every other. It is outlined as a picked
    card is, as in Le Carré and Sixte, until it is dropped or let go."""
    from table_harness import any_pixel_near

    from sixseq.ui.cardart import HIGHLIGHT_COLOURS, Highlight

    blue = HIGHLIGHT_COLOURS[Highlight.SELECTED]
    app, table = table_by_keys(tmp_path, position)
    draw_by_enter(app, table)  # drawn: every card may now be discarded
    target = next(t.item for t in table.keyboard.targets()
                  if type(t.item).__name__ == "HandCard")
    focus_on(app, table, target)
    key(app, pygame.K_SPACE)
    grab = table.picked
    assert grab is not None and focused(table) != target  # the focus is on a lit place
    rect = table.stage.spots[grab.spots[0]].rect
    edge = pygame.Rect(rect.x - 6, rect.y + rect.height // 4, 10, rect.height // 2)
    assert any_pixel_near(app, edge, blue, 30), "the card held shows nothing"
    key(app, pygame.K_ESCAPE)  # let go: no longer outlined (the focus ring is another blue)
    assert table.picked is None
    tab_to(app, table.buttons.buttons["menu"].rect)  # the focus off the cards
    assert not any_pixel_near(app, edge, blue, 30)


def test_the_focus_rings_its_card_until_esc_or_the_mouse_hides_it(tmp_path: Path) -> None:
    """An arrow shows the focus: the card it is on is ringed in the focus's blue along its
    edges, and Esc hides it again, as does a press of the mouse."""
    from helpers import TWO, position
    from table_harness import any_pixel_near, make_app, open_table

    from sixseq.ui.palette import FOCUS

    app = make_app(tmp_path)
    table = open_table(app, position(TWO, ("Qd 9s", "8h 9h Kc"), to_move=1,
                                     stock="2s 3s 4s 5s"), 1)
    key(app, pygame.K_RIGHT)
    assert table.focus is not None
    rect = table.keyboard.targets()[table.focus].rect
    edge = pygame.Rect(rect.x + 4, rect.y, rect.width - 8, 2)
    assert any_pixel_near(app, edge, FOCUS, 20), "the focus shows nowhere"
    key(app, pygame.K_ESCAPE)
    assert table.focus is None and not any_pixel_near(app, edge, FOCUS, 20)
    key(app, pygame.K_RIGHT)
    assert table.focus is not None
    click(app, (2, app.screen.get_height() // 2))  # the mouse is used: the focus hides too
    assert table.focus is None and not any_pixel_near(app, edge, FOCUS, 20)


def test_a_dialog_opened_by_keys_shows_its_focus_at_once(tmp_path: Path) -> None:
    """A game's New game opened by Enter on the main menu, or the 20/20's *New deal*
    question by Enter on its button: the dialog showed no focus, and Enter did nothing until
    Tab was pressed. Opened by keys, it shows the focus at once where the first Tab put it
    (the question's first answer, *No, keep it*), and Enter presses it; opened by a click,
    no focus shows."""
    from sixseq.ui.widgets import usable

    app, _ = open_app(tmp_path)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)  # on the 20/20's Play
    key(app, pygame.K_RETURN)
    dialog = app.dialog
    assert dialog is not None
    first = min((b for b in dialog.buttons() if usable(b)),
                key=lambda b: (b.rect.centery, b.rect.centerx))
    assert app.focus_rect() == first.rect
    tab_to(app, buttons(app)["sixseq.table.new_game.start"].rect)
    key(app, pygame.K_RETURN)
    scene = app.scene
    assert isinstance(scene, PatienceScene)
    move = next(iter(scene.session.game.legal_moves()))
    scene.session.play(move.a, move.b)  # a game in progress: a new deal asks first
    tab_to(app, scene.buttons.buttons["new_deal"].rect)
    key(app, pygame.K_RETURN)
    assert app.dialog is not None
    assert app.focus_rect() == buttons(app)["sixseq.confirm.no"].rect
    key(app, pygame.K_RETURN)  # No: the game goes on
    assert app.dialog is None and scene.session.game.moves
    click(app, scene.buttons.buttons["new_deal"].rect.center)
    assert app.dialog is not None and app.focus_rect() is None
