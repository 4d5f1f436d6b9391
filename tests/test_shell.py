"""The application shell, driven headless by real events: main menu, in-game menu on Esc, saves
and Continue (mid-turn included), settings applied and saved at once, the language switched
without a restart, the rules and statistics pages, the About box and the crash apology."""

from __future__ import annotations

import json
import logging
import random
import re
from pathlib import Path
from typing import Any

import pygame
import pytest
from shell_harness import (
    buttons,
    drawn_words,
    escape,
    home,
    label_of,
    menu_button,
    open_app,
    press,
    start_game,
    start_sixseq,
    visible_buttons,
)
from table_harness import FrameClock, click, key, post, settle, tab_to

from sixseq import saves
from sixseq.decks.sixsuit import parse_card
from sixseq.games.six_sequences.rules.match import Match
from sixseq.games.six_sequences.rules.table import TableConfig
from sixseq.games.six_sequences.session import SixSeqSession, seat_bots, south_seat
from sixseq.games.six_sequences.ui import GAME as SIX_SEQUENCES
from sixseq.games.six_sequences.view.table import SixSeqTable
from sixseq.settings import Settings, load_settings, settings_path
from sixseq.stats import load_match_stats
from sixseq.ui import i18n
from sixseq.ui.app import App
from sixseq.ui.cardart import CardArt
from sixseq.ui.games import game_ui, owner_of, playable
from sixseq.ui.match_game import MatchGameUI
from sixseq.ui.menu import AboutDialog, Apology, MainMenu
from sixseq.ui.pause import PauseMenu
from sixseq.ui.rules import RulesPage
from sixseq.ui.scene import Scene
from sixseq.ui.shell import Shell
from sixseq.ui.stats_page import StatsPage
from sixseq.ui.table.scene import CardTable

GAMES = ["play:six-sequences", "play:twenty-twenty"]
TOOLS = ["sixseq.menu.stats", "sixseq.menu.rules", "sixseq.menu.settings", "sixseq.menu.quit"]

SS = "six-sequences"


@pytest.fixture(autouse=True)
def english_afterwards() -> object:
    yield None
    i18n.configure("en")


def snapshot(table: SixSeqTable) -> tuple[object, ...]:
    """What must come back identical: the record, every hand, the piles, whose turn."""
    state = table.session.round
    return (table.six.six.record(), [state.hand(s) for s in range(table.config.seats)],
            state.stock(), state.discard_pile, state.turn, state.phase, table.levels)


def continue_from_menu(app: App) -> SixSeqTable:
    assert isinstance(app.scene, MainMenu)
    click(app, menu_button(app, "continue:six-sequences").rect.center)
    scene = app.scene
    assert isinstance(scene, SixSeqTable)
    return scene


# --- the menus ------------------------------------------------------------------------------

def test_menu_offers_every_game_and_a_continue_for_each_saved_one(tmp_path: Path) -> None:
    """Save and quit a match, play the 20/20, come back: both games can be continued."""
    app, _ = open_app(tmp_path)
    menu = app.scene
    assert isinstance(menu, MainMenu)
    assert set(GAMES) | set(TOOLS) <= set(menu.buttons)
    assert not any(name.startswith("continue:") for name in menu.buttons)
    tops = [menu.buttons[name].rect.top for name in GAMES]
    assert tops == sorted(tops)  # one row per game, in the registry's order
    start_sixseq(app)
    escape(app)
    press(app, "sixseq.pause.save_quit")
    click(app, menu_button(app, "play:twenty-twenty").rect.center)
    press(app, "sixseq.table.new_game.start")
    escape(app)
    press(app, "sixseq.pause.save_quit")
    menu = app.scene
    assert isinstance(menu, MainMenu)
    resume = menu.buttons["continue:six-sequences"]
    assert label_of(resume) == i18n.tr("sixseq.menu.continue_sixseq", round=1, rounds=3)
    assert "continue:twenty-twenty" in menu.buttons
    assert resume.rect.top == menu.buttons["play:six-sequences"].rect.top  # its own row


def test_esc_in_a_game_opens_the_in_game_menu_and_esc_again_resumes(tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    table = start_sixseq(app)
    escape(app)
    assert isinstance(app.scene, PauseMenu)
    assert {"sixseq.pause.resume", "sixseq.pause.save_quit", "sixseq.pause.new_game",
            "sixseq.menu.settings", "sixseq.menu.rules"} <= set(buttons(app))
    escape(app)
    assert app.scene is table
    escape(app)
    press(app, "sixseq.pause.resume")
    assert app.scene is table and table.my_turn()


def test_save_and_quit_mid_turn_then_continue_resumes_the_very_same_position(
        tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    table = start_sixseq(app)
    click(app, table.lay.stock.center)  # the person draws: now mid-turn
    drawn = table.session.round.actions[-1]
    assert type(drawn).__name__ == "DrawStock"
    before = snapshot(table)
    escape(app)
    press(app, "sixseq.pause.save_quit")
    saved = json.loads(saves.save_path(app.paths, SS).read_text(encoding="utf-8"))
    assert saved["version"] == 1 and saved["games"][0][-1] == str(drawn)
    resumed = continue_from_menu(app)
    assert resumed is not table and snapshot(resumed) == before
    assert resumed.my_turn()


def test_closing_the_window_mid_turn_saves_and_a_new_start_continues_it(tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    table = start_sixseq(app)
    click(app, table.lay.stock.center)
    before = snapshot(table)
    post(pygame.QUIT)
    app.step()
    assert not app.running
    app, _ = open_app(tmp_path)
    assert snapshot(continue_from_menu(app)) == before


def test_every_finished_turn_is_saved_at_once(tmp_path: Path) -> None:
    """The file always holds the game up to the last finished turn (the person's turns and
    the computer players')."""
    from test_table_playthrough import perform

    app, _ = open_app(tmp_path)
    table = start_sixseq(app)
    rng = random.Random(3)
    lengths = []
    for _ in range(12):
        state = table.session.round
        if state.is_over():
            break
        simple = [a for a in state.legal_actions()
                  if type(a).__name__ in ("DrawStock", "Stop", "Pass", "Discard")]
        perform(app, table, rng.choice(simple or state.legal_actions()))
        settle(app, table)
        saved = json.loads(saves.save_path(app.paths, SS).read_text(encoding="utf-8"))
        played = [str(a) for a in table.session.round.actions]
        assert played[:len(saved["games"][-1])] == saved["games"][-1]
        lengths.append(len(saved["games"][-1]))
    assert lengths == sorted(lengths) and lengths[-1] > lengths[0] + 4


def test_rules_are_reachable_from_the_game_and_back_returns_to_it(tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    table = start_sixseq(app)
    escape(app)
    press(app, "sixseq.menu.rules")
    assert isinstance(app.scene, RulesPage)
    press(app, "sixseq.page.back")
    assert app.scene is table and table.my_turn()


@pytest.mark.parametrize(("page_key", "apart"), [("sixseq.menu.rules", 3),
                                               ("sixseq.menu.stats", 1)])
def test_every_tab_of_a_page_opens_its_own_game_s_part(tmp_path: Path, page_key: str,
                                                       apart: int) -> None:
    """The 20/20 tab of the rules once jumped to the top (Les Six Séquences): its part was
    anchored under another name than the tab's. (With no statistics yet, that page fits the
    window, so its tabs all leave it where it is.)"""
    app, _ = open_app(tmp_path)
    press(app, page_key)
    page = app.scene
    assert isinstance(page, (RulesPage, StatsPage))
    tabs = [b for b in page.actions if b.text != "sixseq.page.back"]
    places = []
    for tab, (_, anchor) in zip(tabs, page.sections(), strict=True):
        assert anchor in page.anchors
        click(app, tab.rect.center)
        assert page.offset == min(page.anchors[anchor], page.max_offset)
        assert [t.is_selected for t in tabs] == [t is tab for t in tabs]  # its tab is lit
        places.append(page.offset)
    assert places == sorted(places) and len(set(places)) >= apart


def test_a_page_at_its_top_lights_its_first_tab(tmp_path: Path) -> None:
    """At 800×560 the statistics page with nothing played yet scrolls, yet its parts are
    short: the 20/20 tab was lit while the page showed Les Six Séquences at its top."""
    app, _ = open_app(tmp_path, size=(800, 560))
    press(app, "sixseq.menu.stats")
    page = app.scene
    assert isinstance(page, StatsPage) and page.max_offset > 0 and page.offset == 0
    assert [name for name, tab in page.tabs.items() if tab.is_selected] == ["six-sequences"]


def test_rules_opened_from_a_game_open_at_that_game_s_rules(tmp_path: Path) -> None:
    app, _ = open_app(tmp_path, games={"sixte": {"levels": ["easy"] * 5}})
    start_game(app, "sixte")
    escape(app)
    press(app, "sixseq.menu.rules")
    page = app.scene
    assert isinstance(page, RulesPage)
    assert page.offset == page.anchors["sixte"] > page.anchors["rami"] > 0
    assert [name for name, tab in page.tabs.items() if tab.is_selected] == ["sixte"]
    post(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="", scancode=0)
    app.step()
    assert page.offset == 0 and page.tabs["six-sequences"].is_selected  # the part in view
    page.scroll_to(page.anchors["rami"] + 40)
    assert [name for name, tab in page.tabs.items() if tab.is_selected] == ["rami"]
    post(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0)
    app.step()
    assert [name for name, tab in page.tabs.items() if tab.is_selected] == ["carre"]
    press(app, "sixseq.page.back")
    assert owner_of(app.scene) is not None and owner_of(app.scene)[0].id == "sixte"


def test_new_game_from_the_in_game_menu_asks_then_replaces_the_saved_match(
        tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    table = start_sixseq(app)
    click(app, table.lay.stock.center)  # the match is under way
    old_seed = table.six.six.seed
    escape(app)
    press(app, "sixseq.pause.new_game")
    assert "sixseq.confirm.yes" in buttons(app)  # abandoning a game in progress asks first
    press(app, "sixseq.confirm.yes")
    press(app, "sixseq.table.new_game.three")
    press(app, "sixseq.table.new_game.start")
    fresh = app.scene
    assert isinstance(fresh, SixSeqTable) and fresh is not table
    assert fresh.config.seats == 3
    saved = json.loads(saves.save_path(app.paths, SS).read_text(encoding="utf-8"))
    assert saved["seats"] == 3 and saved["seed"] == fresh.six.six.seed != old_seed


# --- settings and languages -----------------------------------------------------------------

def test_switching_to_french_relabels_the_menu_at_once_and_is_saved(tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    quit_button = buttons(app)["sixseq.menu.quit"]
    assert label_of(quit_button) == "Quit"
    press(app, "sixseq.menu.settings")
    press(app, "sixseq.app.language_fr")
    assert label_of(buttons(app)["sixseq.menu.quit"]) == "Quitter"
    assert label_of(buttons(app)["sixseq.settings.done"]) == i18n.tr("sixseq.settings.done")
    assert json.loads(settings_path(app.paths).read_text(encoding="utf-8"))["language"] == "fr"
    press(app, "sixseq.settings.done")
    with pytest.MonkeyPatch.context() as patch, drawn_words(patch) as words:
        app.invalidate()
        app.step()
    assert i18n.tr("sixseq.menu.subtitle") in words and i18n.current_locale() == "fr"
    assert load_settings(app.paths)[0].language == "fr"


def test_a_setting_is_saved_the_moment_it_is_clicked_and_shows(tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    corner = (5, app.screen.get_height() // 2)
    green = app.screen.get_at(corner)
    press(app, "sixseq.menu.settings")
    card_back_red, table_red = sorted(
        (b for b in app.ui.get_sprite_group().sprites()
         if getattr(b, "text", "") == "sixseq.settings.colour.red"), key=lambda b: b.rect.top)
    click(app, card_back_red.rect.center)
    assert load_settings(app.paths)[0].card_back == "red"
    assert load_settings(app.paths)[0].table_colour == "green"
    click(app, table_red.rect.center)
    assert load_settings(app.paths)[0].table_colour == "red"
    press(app, "sixseq.settings.done")
    app.step()
    felt = app.screen.get_at(corner)
    assert felt != green and felt.r > felt.g


def test_the_new_game_dialog_remembers_each_games_last_choices(tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    click(app, menu_button(app, "play:six-sequences").rect.center)
    press(app, "sixseq.table.new_game.four")
    press(app, "sixseq.table.new_game.start")
    assert isinstance(app.scene, SixSeqTable) and app.scene.config.seats == 4
    chosen = load_settings(app.paths)[0]
    assert SIX_SEQUENCES.clean_options(chosen.options("six-sequences"))["table"] == "4"
    escape(app)
    press(app, "sixseq.pause.new_game")
    press(app, "sixseq.confirm.yes") if "sixseq.confirm.yes" in buttons(app) else None
    press(app, "sixseq.table.new_game.start")  # the dialog opened on the last choices
    assert isinstance(app.scene, SixSeqTable) and app.scene.config.seats == 4


def test_invalid_settings_fall_back_field_by_field_with_one_logged_line_each(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    app, _ = open_app(tmp_path)
    path = settings_path(app.paths)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "kind": "settings", "language": "klingon",
                                "seats": "four", "sound": False, "rounds": 99,
                                "colour_of_the_sky": "blue", "levels": ["hard", "x", "easy"],
                                "table_colour": "red"}), encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="sixseq.settings"):
        settings, notice = load_settings(app.paths)
    assert notice is None and path.exists()  # a bad field is not a bad file
    assert (settings.language, settings.sound, settings.table_colour) == ("", False, "red")
    lines = [r.getMessage() for r in caplog.records if r.name == "sixseq.settings"]
    assert len(lines) == 2
    for name in ("language", "colour_of_the_sky"):
        assert sum(name in line for line in lines) == 1, name
    # The old top-level table of Les Six Séquences is its game's now, cleaned by the game.
    assert SIX_SEQUENCES.clean_options(settings.options("six-sequences")) == \
        SIX_SEQUENCES.default_options() | {"levels": ["medium"] * 3}


def test_an_unreadable_settings_file_is_set_aside_and_the_player_told(
        tmp_path: Path, cli_apps: list[App]) -> None:
    from sixseq import cli

    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text("{\"version\": 1, \"language\": ", encoding="utf-8")
    assert cli.main([]) == 0
    app = cli_apps[0]
    assert isinstance(app.scene, MainMenu)
    assert [n.text for n in app.notices] == [i18n.tr("sixseq.notice.unreadable_settings")]
    assert len(list(config.glob("settings.unreadable-*.json"))) == 1



def test_sixseq_game_id_opens_that_game_and_resumes_its_save_never_a_new_one(
        tmp_path: Path, cli_apps: list[App], capsys: pytest.CaptureFixture[str]) -> None:
    """``sixseq --game rami`` was refused as an unknown command; a game in progress is
    continued, not dealt again."""
    from sixseq import cli

    assert cli.main(["--game", "rami"]) == 0
    assert owner_of(cli_apps[0].scene) is not None
    assert owner_of(cli_apps[0].scene)[0].id == "rami"  # type: ignore[index]
    save = tmp_path / "data" / "rami-game.json"
    dealt = json.loads(save.read_text(encoding="utf-8"))
    cli_apps[0].scene.leave()  # type: ignore[union-attr]
    pygame.display.quit()
    assert cli.main(["--game", "rami"]) == 0
    assert owner_of(cli_apps[1].scene)[0].id == "rami"  # type: ignore[index]
    assert json.loads(save.read_text(encoding="utf-8")) == dealt  # the same deal, resumed
    with pytest.raises(SystemExit):
        cli.main(["--game", "rami", "bench", "core", "--positions", "5"])
    assert "put --game after the command: sixseq bench core --positions 5 --game rami" in \
        capsys.readouterr().err
    with pytest.raises(SystemExit):  # `new` takes no --game: it is told to go alone
        cli.main(["--game", "rami", "new", "rami"])
    assert "give it without a command (sixseq --game rami)" in capsys.readouterr().err


# --- pages ----------------------------------------------------------------------------------

@pytest.mark.parametrize("language", ["en", "fr"])
def test_rules_page_reads_in_the_chosen_language_with_card_pictures(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    app, _ = open_app(tmp_path, language=language)
    faces: set[int] = set()
    face = CardArt.face

    def spy(art: CardArt, card: int, width: int, *args: object) -> pygame.Surface:
        faces.add(card)
        return face(art, card, width, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(CardArt, "face", spy)
    with drawn_words(monkeypatch) as words:
        press(app, "sixseq.menu.rules")
    page = app.scene
    assert isinstance(page, RulesPage)
    text = " ".join(words)
    for words_key in ("sixseq.rules.ss.title", "sixseq.rules.tt.title", "sixseq.rules.tt.end"):
        assert i18n.tr(words_key) in text
    other = "fr" if language == "en" else "en"
    i18n.configure(other)
    assert i18n.tr("sixseq.rules.ss.intro")[:40] not in text
    i18n.configure(language)
    assert {parse_card(c) for c in ("As", "11d", "0o", "Jt")} <= faces  # examples as cards
    before = page.offset
    post(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0)
    app.step()
    assert page.offset > before and page.offset == page.max_offset


RULE_ID = re.compile(r"[\"']([A-Z]{2}-[A-Z0-9]+(?:-[0-9]+)?)\b")


@pytest.mark.parametrize("game_id", [info.id for info, _ in playable()])
def test_every_rule_id_a_game_can_cite_is_a_heading_of_its_rules_page(game_id: str) -> None:
    """A refusal or a status line names a rule (``RA-JOKER-2``, ``SX-PLAY-2``): the player
    must find it on the rules page, under a heading that carries that id or its family
    (``RA-JOKER``). Every id written in the game's package counts, so a new family of rules
    cannot reach the table without a place on the page."""
    info, game_ui = next((i, g) for i, g in playable() if i.id == game_id)
    headings = [rule_id for kind, _, ids in game_ui.rules() if kind == "h" and ids
                for rule_id in ids.split(" · ")]
    assert headings, f"{info.id}: no heading carries a rule id"
    prefixes = {h[:3] for h in headings}
    package = Path(__file__).parent.parent / info.package.replace(".", "/")
    cited = {m for f in package.rglob("*.py") for m in RULE_ID.findall(f.read_text("utf-8"))
             if m[:3] in prefixes}
    missing = sorted(c for c in cited
                     if not any(c == h or c.startswith(h + "-") for h in headings))
    assert cited and not missing, f"{info.id}: cited but under no heading: {missing}"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_20_20_rules_page_sends_you_where_winnable_deals_only_is(language: str) -> None:
    """TT-7: the option is chosen in the New game dialog (and toggled at the table), not in
    the settings; the page must name the dialog and the option as the player sees them."""
    i18n.configure(language)
    text = i18n.tr("sixseq.rules.tt.help_text")
    assert i18n.tr("sixseq.table.new_game.title") in text
    assert i18n.tr("sixseq.settings.winnable_only") in text
    assert "settings" not in text and "réglages" not in text


@pytest.mark.parametrize(("language", "ruling"), [
    ("en", "your turn ends without a discard"), ("fr", "votre tour s'achève sans écart")])
def test_the_six_sequences_rules_page_states_the_ruling_on_no_discard_SS_TURN_5(
        language: str, ruling: str) -> None:
    """SS-TURN-5 ruling: a hand holding nothing that may be discarded (only jokers, or no card)
    ends the turn without a discard, as the table does; the page says so under SS-TURN."""
    rows = list(game_ui(SS).rules())
    start = next(i for i, (kind, _, ids) in enumerate(rows) if kind == "h" and ids == "SS-TURN")
    end = next(i for i in range(start + 1, len(rows)) if rows[i][0] == "h")
    i18n.configure(language)
    section = " ".join(i18n.tr(key) for kind, key, _ in rows[start + 1:end] if kind != "cards")
    assert ruling in section


@pytest.mark.parametrize(("game", "english", "french"), [
    ("rami", "New game — Rami", "Nouvelle partie — Rami"),
    ("twenty-twenty", "New game — The 20/20 patience", "Nouvelle partie — La patience 20/20"),
])
def test_the_new_game_dialog_names_its_game_in_the_players_language(
        tmp_path: Path, game: str, english: str, french: str) -> None:
    """Its title says which game is about to be dealt, and follows a change of language."""
    from sixseq.ui.choices import NewGameDialog

    app, _ = open_app(tmp_path)
    click(app, menu_button(app, f"play:{game}").rect.center)
    dialog = app.dialog
    assert isinstance(dialog, NewGameDialog)

    def title() -> str:
        window = dialog.dialog.window
        assert window is not None and window.title_bar is not None
        return label_of(window.title_bar)

    assert title() == english
    app.set_locale("fr")
    app.step()
    assert title() == french


def test_rules_switch_language_live(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, _ = open_app(tmp_path)
    press(app, "sixseq.menu.rules")
    with drawn_words(monkeypatch) as words:
        app.change_settings(Settings(**dict(vars(app.settings), language="fr")))
    assert i18n.tr("sixseq.rules.ss.intro")[:30] in " ".join(words)
    assert i18n.current_locale() == "fr"


def play_round_to_the_end(match: Match) -> None:
    rng = random.Random(4)
    state = match.round
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))


def test_stats_page_shows_the_results_the_shell_recorded(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, _ = open_app(tmp_path)
    config = TableConfig(3, False)
    match = Match(config, rounds=1, seed=11)
    play_round_to_the_end(match)
    human = south_seat(config)
    session = SixSeqSession(match, seat_bots(config, human, ("easy", "hard"), 1))
    SIX_SEQUENCES.record_round(app, session)
    stats, _ = load_match_stats(app.paths, "six-sequences")
    assert len(stats.rounds) == 1 and len(stats.matches) == 1
    mine = match.results[-1].totals[config.side_of(human)]
    with drawn_words(monkeypatch) as words:
        press(app, "sixseq.menu.stats")
    assert isinstance(app.scene, StatsPage)
    won = int(stats.rounds[0].won)
    assert f"{won} / 1" in words  # rounds won, and matches won
    assert words.count(f"{won} / 1") >= 2
    assert i18n.signed(mine) in words  # the best round score, below zero as the sheet writes it
    assert i18n.tr("sixseq.stats.table_seats", seats="3") in words
    assert i18n.tr("sixseq.stats.tt_none") in " ".join(words)


def test_stats_page_rows_a_2v2_round_by_its_opponents_never_by_the_partner(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In 2 against 2 the person's partner (North) is a computer player too, but no
    opponent: a hard partner against two easy opponents is a round against easy ones."""
    app, _ = open_app(tmp_path)
    config = TableConfig(4, True)
    match = Match(config, rounds=1, seed=11)
    play_round_to_the_end(match)
    human = south_seat(config)
    levels = {"North": "hard", "East": "easy", "West": "easy"}
    seated = tuple(levels[config.seat_name(s)] for s in range(4) if s != human)
    session = SixSeqSession(match, seat_bots(config, human, seated, 1))
    SIX_SEQUENCES.record_round(app, session)
    with drawn_words(monkeypatch) as words:
        press(app, "sixseq.menu.stats")
    assert i18n.tr("sixseq.stats.table_teams") in words
    assert i18n.level_name("easy") in words  # the strongest opponent
    assert i18n.level_name("hard") not in words


MATCH_GAMES = [info.id for info, ui in playable() if isinstance(ui, MatchGameUI)]


def a_move_of_the_person_s_own(app: App, table: CardTable[Any]) -> None:
    """The person's first legal moves until one was their choice (Le Carré plays a turn's
    forced start for them): the match has begun then."""
    session = table.session
    while not session.person_has_played():
        settle(app, table)  # type: ignore[arg-type]
        session.play(session.legal()[0])
        app.step()


def begin_a_match(app: App, game_id: str) -> Scene:
    """Menu → the game's New game → Start, then one move of the person's (not yet saved: the
    turn goes on)."""
    start_game(app, game_id)
    table = app.scene
    assert isinstance(table, CardTable)
    a_move_of_the_person_s_own(app, table)
    assert game_ui(game_id).in_progress(table)
    return table


def yes_counts_it_as_lost(app: App, game_id: str, question: str) -> None:
    """The question asked is ``question`` and says the match will count as lost; *Yes*, then
    Start: it is counted so, and nothing else (its unfinished round has no score)."""
    from sixseq.ui.confirm import Confirm

    dialog = app.dialog
    assert isinstance(dialog, Confirm) and dialog.key == question
    assert "count as lost" in i18n.tr(question, game="")
    press(app, "sixseq.confirm.yes")
    press(app, "sixseq.table.new_game.start")
    stats, _ = load_match_stats(app.paths, game_id)
    assert [(m.abandoned, m.won) for m in stats.matches] == [(True, False)]
    assert not stats.rounds


@pytest.mark.parametrize("game_id", MATCH_GAMES)
def test_a_match_abandoned_for_a_new_one_counts_as_lost_and_the_question_says_so(
        tmp_path: Path, game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A losing match could be abandoned with New game to keep the record clean: it never
    counted. Once begun, it now counts as a match played and lost (abandoned), in every game,
    as the question before says; the statistics page shows it."""
    app, shell = open_app(tmp_path)
    begin_a_match(app, game_id)
    escape(app)
    press(app, "sixseq.pause.new_game")
    yes_counts_it_as_lost(app, game_id, "sixseq.confirm.abandon")
    with drawn_words(monkeypatch) as words:
        shell.open_stats()
        app.step()
    assert i18n.tr("sixseq.stats.abandoned") in words  # the tile of abandoned matches
    assert "0 / 1" in words  # matches won: none of one
    assert i18n.tr("sixseq.stats.abandoned_note") in " ".join(words)  # and what it means


@pytest.mark.parametrize("game_id", MATCH_GAMES)
def test_a_saved_match_replaced_from_the_menu_counts_as_lost_once_begun(
        tmp_path: Path, game_id: str) -> None:
    """Save and quit, then New game on the menu, was another way round the record."""
    app, _ = open_app(tmp_path)
    begin_a_match(app, game_id)
    escape(app)
    press(app, "sixseq.pause.save_quit")
    click(app, menu_button(app, f"play:{game_id}").rect.center)
    yes_counts_it_as_lost(app, game_id, "sixseq.confirm.replace")


def a_20_20_game_saved_in_progress(tmp_path: Path) -> Path:
    """A 20/20 game with a move made, on the disk before the program starts: its file."""
    from sixseq.games.twenty_twenty.files import SavedGame, patience_path, save_game
    from sixseq.games.twenty_twenty.rules import Game

    game = Game(7)
    game.apply(game.legal_moves()[0])
    save_game(home(tmp_path), SavedGame(game, 30.0))
    return patience_path(home(tmp_path))


@pytest.mark.parametrize("by_keys", [False, True], ids=["click", "keys"])
def test_continue_of_a_save_spoilt_since_the_menu_showed_it_is_told_and_the_menu_redrawn(
        tmp_path: Path, by_keys: bool) -> None:
    """The file changed under the menu (another program, a failing disk): Continue sets it
    aside and says so, and the menu comes back without the Continue it can no longer keep.
    Pressed by keys, the focus comes back on that game's *Play*, not nowhere."""
    path = a_20_20_game_saved_in_progress(tmp_path)
    app, _ = open_app(tmp_path)
    resume = menu_button(app, "continue:twenty-twenty")
    path.write_text("{", encoding="utf-8")
    if by_keys:
        tab_to(app, resume.rect)
        key(app, pygame.K_RETURN)
    else:
        click(app, resume.rect.center)
    menu = app.scene
    assert isinstance(menu, MainMenu) and app.notices
    assert "continue:twenty-twenty" not in menu.buttons
    assert app.focus_rect() == (menu.buttons["play:twenty-twenty"].rect if by_keys else None)
    aside = list(path.parent.glob(f"{path.stem}.unreadable-*"))
    assert not path.exists() and [f.read_text(encoding="utf-8") for f in aside] == ["{"]


def test_the_question_before_replacing_a_saved_game_names_it_in_the_player_s_language(
        tmp_path: Path) -> None:
    from sixseq.ui.confirm import Confirm

    a_20_20_game_saved_in_progress(tmp_path)
    app, _ = open_app(tmp_path, language="fr")
    click(app, menu_button(app, "play:twenty-twenty").rect.center)
    dialog = app.dialog
    assert isinstance(dialog, Confirm) and dialog.key == "sixseq.confirm.replace"
    assert dialog.params == {"game": "La patience 20/20"}


def test_the_desktop_s_new_game_asks_before_a_begun_match_is_counted_as_lost(
        tmp_path: Path, cli_apps: list[App]) -> None:
    """The desktop menu's *New game of Rami* (``sixseq new rami``) threw a begun saved match
    away, counted as lost, without a word: it asks first, over the main menu, as the menu's
    own New game does; *No* keeps the saved match (Continue), *Yes* starts the new one."""
    from sixseq import cli
    from sixseq.ui.confirm import Confirm

    app, _ = open_app(tmp_path)
    begin_a_match(app, "rami")
    escape(app)
    press(app, "sixseq.pause.save_quit")
    save = tmp_path / "data" / "rami-game.json"
    kept = save.read_text(encoding="utf-8")
    app.scene.leave()  # type: ignore[union-attr]
    pygame.display.quit()
    assert cli.main(["new", "rami"]) == 0
    app = cli_apps[0]
    assert isinstance(app.scene, MainMenu)
    assert isinstance(app.dialog, Confirm) and app.dialog.key == "sixseq.confirm.replace"
    press(app, "sixseq.confirm.no")
    assert isinstance(app.scene, MainMenu) and app.dialog is None
    assert save.read_text(encoding="utf-8") == kept
    assert not load_match_stats(app.paths, "rami")[0].matches
    app.scene.leave()  # type: ignore[union-attr]
    pygame.display.quit()
    assert cli.main(["new", "rami"]) == 0
    app = cli_apps[1]
    press(app, "sixseq.confirm.yes")  # the new match starts at the table last chosen
    assert owner_of(app.scene) is not None and owner_of(app.scene)[0].id == "rami"  # type: ignore[index]
    stats, _ = load_match_stats(app.paths, "rami")
    assert [(m.abandoned, m.won) for m in stats.matches] == [(True, False)]


# The games whose first deal at the default table has others play before the person (in
# Rami the person opens it).
TABLE_PLAYS_FIRST = ["six-sequences", "sixte", "carre"]


@pytest.mark.parametrize("game_id", TABLE_PLAYS_FIRST)
def test_a_match_where_only_the_table_has_played_has_not_begun_for_the_person(
        tmp_path: Path, game_id: str) -> None:
    """A New game after the computer players' first moves (or Le Carré's draw, made for the
    person) threw away nothing the person did: it asked "will count as lost" and counted a
    match they never touched. It has begun once the person has made a move of their own."""
    app, _ = open_app(tmp_path)
    start_game(app, game_id)
    table = app.scene
    assert isinstance(table, CardTable)
    settle(app, table)  # type: ignore[arg-type]
    assert table.session.state.actions  # the table has played (Le Carré: the person's draw)
    ui = game_ui(game_id)
    assert not ui.in_progress(table)
    a_move_of_the_person_s_own(app, table)
    assert ui.in_progress(table)


@pytest.mark.parametrize("game_id", MATCH_GAMES)
def test_a_match_not_yet_begun_is_replaced_without_a_question_and_never_counted(
        tmp_path: Path, game_id: str) -> None:
    """Dealt and left before anyone moved, nothing of it is lost: no question, no match."""
    from sixseq.ui.choices import NewGameDialog

    app, shell = open_app(tmp_path)
    ui = game_ui(game_id)
    table = ui.new_table(app, ui.default_options())  # its save written, no move made yet
    assert not ui.in_progress(table)
    shell.main_menu()
    click(app, menu_button(app, f"play:{game_id}").rect.center)
    assert isinstance(app.dialog, NewGameDialog)
    press(app, "sixseq.table.new_game.start")
    assert load_match_stats(app.paths, game_id)[0].matches == []


def test_about_box_shows_where_the_files_live_and_names_every_game(tmp_path: Path) -> None:
    """It said the program was Les Six Séquences and the 20/20 alone, three games ago."""
    app, shell = open_app(tmp_path)
    press(app, "sixseq.menu.about")
    dialog = app.dialog
    assert isinstance(dialog, AboutDialog)
    shown = i18n.tr(dialog.body.html_text, **dialog.body.text_kwargs)
    for folder in (app.paths.config, app.paths.data, shell.log_file):
        assert str(folder) in shown
    for info, _ in playable():
        assert info.name(i18n.current_locale()) in shown
    escape(app)
    assert app.dialog is None and isinstance(app.scene, MainMenu)



@pytest.mark.parametrize("how", ["close", "title bar"])
def test_the_about_box_closes_by_its_button_or_its_title_bar_s_cross(
        tmp_path: Path, how: str) -> None:
    """While it is up the menu under it takes no click; closed either way, it goes from the
    screen and the menu takes clicks again."""
    app, _ = open_app(tmp_path)
    press(app, "sixseq.menu.about")
    dialog = app.dialog
    assert isinstance(dialog, AboutDialog) and dialog.window is not None
    window = dialog.window
    cross = window.close_window_button
    assert cross is not None
    under = next(b for b in visible_buttons(app)
                 if b.text.startswith("sixseq.menu.") and not b.rect.colliderect(window.rect))
    click(app, under.rect.center)  # the box is modal: the menu under it takes no click
    assert app.dialog is dialog and isinstance(app.scene, MainMenu) and app.running
    click(app, (dialog.ok if how == "close" else cross).rect.center)
    app.step()
    assert app.dialog is None and not window.alive()
    press(app, "sixseq.menu.rules")
    assert not isinstance(app.scene, MainMenu)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_about_box_shows_all_its_words_without_scrolling_in_the_smallest_window(
        tmp_path: Path, language: str) -> None:
    """At 800×560 its last lines (the fonts' licence) were hidden under a scroll bar while
    half the window's height stood empty: the box now takes the height its words need."""
    app, _ = open_app(tmp_path, (800, 560), language=language)
    press(app, "sixseq.menu.about")
    dialog = app.dialog
    assert isinstance(dialog, AboutDialog)
    assert dialog.body.scroll_bar is None
    screen = app.screen.get_rect()
    assert screen.contains(dialog.window.rect)
    assert abs(dialog.window.rect.centerx - screen.centerx) <= 1
    assert abs(dialog.window.rect.centery - screen.centery) <= 1
    assert dialog.window.get_container().get_rect().contains(dialog.ok.rect)
    assert dialog.body.rect.bottom <= dialog.ok.rect.top



def test_the_about_box_is_laid_out_again_when_the_window_changes_size(tmp_path: Path) -> None:
    """Like every dialog, it follows the window (F11, or a drag of its edge): centred in the
    new size, its words whole, instead of left where the old window's middle was."""
    app, _ = open_app(tmp_path, (800, 560))
    press(app, "sixseq.menu.about")
    small = app.dialog
    assert isinstance(small, AboutDialog)
    pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)  # as the window manager does
    post(pygame.VIDEORESIZE, size=(1600, 1000), w=1600, h=1000)
    app.step()
    dialog = app.dialog
    assert dialog is small and app.screen.get_size() == (1600, 1000)
    assert dialog.window.rect.center == pytest.approx((800, 500), abs=1)
    assert dialog.body.scroll_bar is None
    assert [w for w in app.ui.get_sprite_group().sprites()
            if w.__class__.__name__ == "UIWindow" and w.alive()] == [dialog.window]
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # the keyboard reaches the new Close
    assert app.dialog is None

def test_an_about_box_too_long_for_the_window_fills_its_height_and_scrolls(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Words taller than the screen (a long list of games) stay readable by scrolling."""
    monkeypatch.setattr(AboutDialog, "games", staticmethod(lambda: ", ".join(["Rami"] * 400)))
    app, _ = open_app(tmp_path, (800, 560))
    press(app, "sixseq.menu.about")
    dialog = app.dialog
    assert isinstance(dialog, AboutDialog)
    assert dialog.body.scroll_bar is not None
    assert app.screen.get_rect().contains(dialog.window.rect)
    assert dialog.window.rect.height >= 560 - 40
    assert dialog.body.rect.bottom <= dialog.ok.rect.top

# --- errors ---------------------------------------------------------------------------------

def test_an_uncaught_error_shows_the_apology_and_keeps_the_last_save(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from sixseq.logs import configure_logging

    app, shell = open_app(tmp_path)
    configure_logging(app.paths.logs)
    table = start_sixseq(app)
    before = snapshot(table)
    saved = saves.save_path(app.paths, SS).read_bytes()

    def broken(dt: float) -> None:
        raise RuntimeError("a bug in the table")

    monkeypatch.setattr(table, "update", broken)
    with drawn_words(monkeypatch) as words:
        assert app.run(max_frames=app.frames + 1) == 1  # the apology is drawn, the loop goes on
    assert isinstance(app.scene, Apology) and app.running
    assert any(str(shell.log_file) in line for line in words)
    assert saves.save_path(app.paths, SS).read_bytes() == saved
    assert "a bug in the table" in shell.log_file.read_text(encoding="utf-8")
    press(app, "sixseq.apology.menu")
    assert snapshot(continue_from_menu(app)) == before
    logging.getLogger("sixseq").handlers.clear()


def test_a_second_error_in_the_apology_ends_the_program(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, _ = open_app(tmp_path)
    monkeypatch.setattr(MainMenu, "update", lambda self, dt: 1 / 0)
    monkeypatch.setattr(Apology, "update", lambda self, dt: 1 / 0)
    assert app.run(max_frames=50) == 1
    assert not app.running


@pytest.mark.parametrize("page_key", ["sixseq.menu.rules", "sixseq.menu.stats"])
def test_a_page_has_a_whole_tab_for_every_game_even_in_the_smallest_window(
        tmp_path: Path, page_key: str) -> None:
    """Five games' tabs do not fit beside a title: they get a row of their own, each as wide as
    its words, none over another or off the window (French names are the longest)."""
    from sixseq.games.registry import available
    from sixseq.ui.app import MIN_SIZE
    from sixseq.ui.fonts import font
    from sixseq.ui.theme import TEXT_SIZES

    app, _ = open_app(tmp_path, language="fr")
    press(app, page_key)
    app._resize(MIN_SIZE)
    app.step()
    page = app.scene
    assert isinstance(page, (RulesPage, StatsPage))
    tabs = [b for b in page.actions if b.text != "sixseq.page.back"]
    assert len(tabs) == len(available())
    window = app.screen.get_rect()
    for i, tab in enumerate(tabs):
        assert window.contains(tab.rect) and tab.rect.top >= page.title_h
        assert font(TEXT_SIZES.start).size(i18n.tr(tab.text))[0] < tab.rect.width
        assert not any(tab.rect.colliderect(other.rect) for other in tabs[i + 1:])


@pytest.mark.parametrize("language", ["en", "fr"])
def test_with_no_game_saved_every_game_button_holds_its_whole_name(
        tmp_path: Path, language: str) -> None:
    """A first start has no Continue: the game buttons must not be halved for a column that is
    not there ("Les Six Séque…" was cut)."""
    from sixseq.ui.fonts import font
    from sixseq.ui.menu import menu_px

    app, _ = open_app(tmp_path, language=language)
    menu = app.scene
    assert isinstance(menu, MainMenu)
    games = {name: b for name, b in menu.buttons.items() if name.startswith("play:")}
    assert games and not any(name.startswith("continue:") for name in menu.buttons)
    px = menu_px(app.screen.get_size())
    for button in games.values():
        words = i18n.tr(button.text, **(button.text_kwargs or {}))
        assert font(px, True).size(words)[0] < button.rect.width, words


# --- the keyboard in the menus ----------------------------------------------------------------

def test_the_menus_and_their_dialogs_work_from_the_keyboard_alone(tmp_path: Path) -> None:
    """Without a mouse: Tab or the arrows move a focus over the menu's buttons, Enter presses
    one — a new game is started, the in-game menu resumes it, a question is answered."""
    app, _ = open_app(tmp_path)
    assert isinstance(app.scene, MainMenu)
    key(app, pygame.K_DOWN)  # the first press shows the focus on the first button
    assert app.focus_rect() == menu_button(app, "play:six-sequences").rect
    key(app, pygame.K_DOWN)
    assert app.focus_rect() == menu_button(app, "play:twenty-twenty").rect
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)  # Les Six Séquences' New game dialog
    assert app.dialog is not None
    start = buttons(app)["sixseq.table.new_game.start"]
    for _ in range(40):
        if app.focus_rect() == start.rect:
            break
        key(app, pygame.K_TAB)
    assert app.focus_rect() == start.rect
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, SixSeqTable)
    table = app.scene
    a_move_of_the_person_s_own(app, table)
    settle(app, table)
    escape(app)  # the in-game menu, then New game asks first, the focus on *No, keep it*
    assert isinstance(app.scene, PauseMenu)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert app.dialog is not None and "sixseq.confirm.no" in buttons(app)
    assert app.focus_rect() == buttons(app)["sixseq.confirm.no"].rect
    key(app, pygame.K_SPACE)
    assert app.dialog is None and isinstance(app.scene, PauseMenu)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # the focus stayed on New game: back to Resume
    assert app.focus_rect() == buttons(app)["sixseq.pause.resume"].rect
    key(app, pygame.K_RETURN)
    assert app.scene is table


def test_a_page_s_tabs_take_the_tab_key_and_its_arrows_still_scroll(tmp_path: Path) -> None:
    app, _ = open_app(tmp_path)
    press(app, "sixseq.menu.rules")
    page = app.scene
    assert isinstance(page, RulesPage)
    key(app, pygame.K_DOWN)
    assert page.offset > 0 and app.focus_rect() is None
    for _ in range(3):
        key(app, pygame.K_TAB)  # Back, then the first two games' tabs
    key(app, pygame.K_RETURN)
    assert page.offset == page.anchors["twenty-twenty"]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_continue_on_the_menu_starts_with_the_same_word(tmp_path: Path,
                                                              language: str) -> None:
    """Side by side on the menu, the Continue buttons say it the same way (Le Carré's read
    *Continuer* among four *Reprendre*)."""
    from sixseq.ui.games import playable

    app, shell = open_app(tmp_path, language=language)
    for _, ui in playable():
        scene = ui.new_table(app, ui.default_options())
        ui.save(app.paths, scene)
        scene.leave()
    shell.main_menu()
    menu = app.scene
    assert isinstance(menu, MainMenu)
    words = {name: label_of(b).split(" · ")[0] for name, b in menu.buttons.items()
             if name.startswith("continue:")}
    assert len(words) == len(playable()) and len(set(words.values())) == 1, words


@pytest.mark.parametrize("size", [(800, 560), (1280, 800), (2560, 1440)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_question_s_answers_are_whole_at_every_size(tmp_path: Path, language: str,
                                                      size: tuple[int, int]) -> None:
    """*Oui, nouvelle partie* was cut to *Oui, nouvelle parti* at every size."""
    from sixseq.ui.confirm import Confirm

    app, shell = open_app(tmp_path, language=language)
    pygame.display.set_mode(size, pygame.RESIZABLE)  # as the window manager does
    post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    app.step()
    assert app.screen.get_size() == size
    for question in ("sixseq.confirm.abandon", "sixseq.confirm.replace"):
        shell.confirm(question, lambda: None, {"game": "Le Carré"})
        app.step()
        dialog = app.dialog
        assert isinstance(dialog, Confirm) and dialog.window is not None
        window = dialog.window.rect
        for button in dialog.buttons():
            words = i18n.tr(button.text)
            assert button.font.size(words)[0] < button.rect.width - 12, words
            assert window.contains(button.rect)
        dialog.close()


@pytest.mark.parametrize("size", [(800, 560), (1024, 600), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_question_reads_whole_without_scrolling(tmp_path: Path, language: str,
                                                 size: tuple[int, int]) -> None:
    """At 800×560 and 1024×600 the French question on replacing a saved game showed three
    lines of four, its end ('… comptera comme perdue dans vos statistiques', what Yes
    costs) under a scroll bar beside the answers. The dialog now grows to hold the whole
    question, for every game's name, inside the window."""
    from pygame_gui.elements import UITextBox

    from sixseq.ui.confirm import Confirm

    app, shell = open_app(tmp_path, size, language=language)
    for info, _ in playable():
        for asked in ("sixseq.confirm.abandon", "sixseq.confirm.replace"):
            shell.confirm(asked, lambda: None, {"game": info.name(language)})
            app.step()
            dialog = app.dialog
            assert isinstance(dialog, Confirm) and dialog.window is not None
            (question,) = [element for element in dialog.window.get_container().elements
                           if isinstance(element, UITextBox)]
            assert question.scroll_bar is None, (asked, info.id)
            assert app.screen.get_rect().contains(dialog.window.rect)
            assert all(dialog.window.rect.contains(b.rect) for b in dialog.buttons())
            dialog.close()
            app.step()


@pytest.mark.parametrize("size", [(1024, 600), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_dialog_hides_what_is_behind_it_and_its_title_grows_with_the_window(
        tmp_path: Path, size: tuple[int, int]) -> None:
    """The menu's buttons showed through a see-through dialog, and its title stayed 15 px
    high in a 2560×1440 window."""
    from sixseq.ui.settings_dialog import SettingsDialog

    app = App(size, Settings(sound=False, animation_speed="instant"), home(tmp_path),
              now=FrameClock())
    shell = Shell(app)
    shell.start()
    makers = {"settings": lambda close: SettingsDialog(app, close),
              "about": lambda close: AboutDialog(app, shell, close)}
    for name, make in makers.items():
        app.open_dialog(make)
        for _ in range(3):
            app.step()
        dialog = app.dialog
        window = dialog.dialog.window if isinstance(dialog, SettingsDialog) \
            else dialog.window  # type: ignore[union-attr]
        assert window is not None
        title = window.title_bar
        assert title is not None
        assert title.rect.height >= (40 if size[0] >= 2560 else 28), name
        # a corner of the window's body, clear of its controls: the dialog's own colour
        x, y = window.rect.left + 30, window.rect.bottom - 10
        assert tuple(app.screen.get_at((x, y))[:3]) == (0x10, 0x26, 0x1C), name
        app.dialog.close()  # type: ignore[union-attr]
        app.step()


@pytest.mark.parametrize("size", [(800, 560), (1024, 600)], ids=["800x560", "1024x600"])
def test_every_word_of_the_main_menu_reads_at_a_legible_size(
        tmp_path: Path, drawn: list[tuple[str, int, Any]], size: tuple[int, int]) -> None:
    """The version in the menu's corner ('sixseq 0.1.0', what a player reads out when they
    report a problem) was drawn at 10 px at 800×560 and 1024×600."""
    from sixseq.ui import text

    app, _ = open_app(tmp_path, size)
    assert isinstance(app.scene, MainMenu)
    drawn.clear()
    app.scene.draw(pygame.Surface(size))
    assert any(words.startswith("sixseq ") for words, _, _ in drawn)
    for words, px, _ in drawn:
        assert px >= text.MIN_PX, (words, px)
