"""A page read as a player reads it (the rules, the statistics): its words reach the screen
and move under a still title bar as it scrolls, by the wheel, the keys and the bar; Back,
Backspace and Esc leave it; a new window size or language lays it out again."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise
from pathlib import Path

import pygame
import pytest
from shell_harness import (
    buttons,
    drawn_words,
    escape,
    open_app,
    press,
    start_game,
    visible_buttons,
)
from table_harness import key, post, resize

from sixseq.ui import i18n
from sixseq.ui.app import App
from sixseq.ui.cardart import CardArt
from sixseq.ui.menu import MainMenu
from sixseq.ui.page import LINE_STEP, paragraph, part_title
from sixseq.ui.palette import GOLD, INK
from sixseq.ui.rules import RulesPage
from sixseq.ui.stats_page import StatsPage
from sixseq.ui.theme import TEXT_SIZES, button_id


def open_rules(tmp_path: Path, size: tuple[int, int] = (1280, 800)) -> tuple[App, RulesPage]:
    app, _ = open_app(tmp_path, size=size)
    press(app, "sixseq.menu.rules")
    page = app.scene
    assert isinstance(page, RulesPage) and page.offset == 0 and page.max_offset > 0
    return app, page


def pixels(app: App, area: pygame.Rect) -> bytes:
    return bytes(pygame.image.tobytes(app.screen.subsurface(area), "RGB"))


def test_the_words_reach_the_screen_and_scroll_under_a_still_title_bar(tmp_path: Path) -> None:
    app, page = open_rules(tmp_path)
    words = page.column.clip(page.view)
    title_bar = pygame.Rect(0, 0, app.screen.get_width(), page.view.top)
    before = pixels(app, words), pixels(app, title_bar)
    post(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0)
    app.step()
    assert page.offset == 2 * LINE_STEP  # two notches of the wheel, downwards
    assert pixels(app, words) != before[0] and pixels(app, title_bar) == before[1]
    post(pygame.MOUSEWHEEL, x=0, y=5, flipped=False, precise_x=0.0, precise_y=5.0)
    app.step()
    assert page.offset == 0 and pixels(app, words) == before[0]  # never above the top


def goldish(colour: tuple[int, ...]) -> bool:
    return sum(abs(a - b) for a, b in zip(colour[:3], GOLD, strict=True)) < 90


def test_the_frame_of_a_page_title_over_a_gold_rule_and_a_gold_thumb_where_it_is(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with drawn_words(monkeypatch) as words:
        app, page = open_rules(tmp_path)
    assert i18n.tr(RulesPage.title_key) in words
    assert tuple(app.screen.get_at((10, page.view.top - 1)))[:3] == GOLD
    track = page.track
    top, bottom = (track.centerx, track.top + 4), (track.centerx, track.bottom - 4)
    assert goldish(tuple(app.screen.get_at(top))) and not goldish(tuple(app.screen.get_at(bottom)))
    key(app, pygame.K_END)
    assert goldish(tuple(app.screen.get_at(bottom))) and not goldish(tuple(app.screen.get_at(top)))


def test_the_keys_scroll_by_a_line_or_a_page_and_backspace_goes_back(tmp_path: Path) -> None:
    app, page = open_rules(tmp_path)
    key(app, pygame.K_DOWN)
    assert page.offset == LINE_STEP
    key(app, pygame.K_PAGEDOWN)
    assert page.offset == LINE_STEP + round(page.view.height * 0.9)
    key(app, pygame.K_UP)
    assert page.offset == round(page.view.height * 0.9)
    key(app, pygame.K_SPACE)
    assert page.offset == 2 * round(page.view.height * 0.9)
    key(app, pygame.K_PAGEUP)
    assert page.offset == round(page.view.height * 0.9)
    key(app, pygame.K_BACKSPACE)
    assert isinstance(app.scene, MainMenu)


def test_the_bar_follows_a_drag_that_starts_on_it_and_no_other(tmp_path: Path) -> None:
    """A drag across the words (a reader selecting, or a press that began on the menu
    before the page opened) does not scroll; one on the bar does, to the pointer, and ends
    with the button."""
    app, page = open_rules(tmp_path)
    track = page.track
    middle = page.column.center
    post(pygame.MOUSEMOTION, pos=middle, rel=(0, 40), buttons=(1, 0, 0))
    app.step()
    post(pygame.MOUSEBUTTONDOWN, pos=middle, button=1)
    app.step()
    post(pygame.MOUSEMOTION, pos=(middle[0], middle[1] + 200), rel=(0, 200), buttons=(1, 0, 0))
    app.step()
    post(pygame.MOUSEBUTTONUP, pos=(middle[0], middle[1] + 200), button=1)
    app.step()
    assert page.offset == 0 and not page.dragging_bar
    post(pygame.MOUSEBUTTONDOWN, pos=(track.centerx, track.bottom - 1), button=1)
    app.step()
    assert page.dragging_bar and page.offset == page.max_offset  # the press alone moves it
    post(pygame.MOUSEMOTION, pos=(track.centerx, track.top), rel=(0, -track.height),
         buttons=(1, 0, 0))
    app.step()
    assert page.offset == 0
    post(pygame.MOUSEBUTTONUP, pos=(track.centerx, track.top), button=3)
    app.step()
    assert page.dragging_bar  # another button's release ends nothing
    post(pygame.MOUSEBUTTONUP, pos=(track.centerx, track.top), button=1)
    app.step()
    assert not page.dragging_bar


def test_esc_on_rules_opened_from_a_game_goes_back_to_it_and_no_further(tmp_path: Path) -> None:
    """Esc leaves the page for the game, and is spent there: the same key does not also
    open the game's menu again."""
    app, _ = open_app(tmp_path, games={"sixte": {"levels": ["easy"] * 5}})
    start_game(app, "sixte")
    table = app.scene
    escape(app)
    press(app, "sixseq.menu.rules")
    assert isinstance(app.scene, RulesPage)
    escape(app)
    assert app.scene is table and "sixseq.menu.rules" not in buttons(app)


@pytest.mark.parametrize("size", [(800, 560), (1920, 1080)])
def test_a_new_window_size_lays_the_page_out_again_with_its_buttons_once(
        tmp_path: Path, size: tuple[int, int]) -> None:
    """Back and a tab per game, under the title and above the words, each shown once (the
    buttons of the old size go); the tabs' words as large as Back's when there is room,
    shrunk no smaller than the theme's smallest when there is not."""
    app, page = open_rules(tmp_path)
    resize(app, size)
    assert page.size == size
    shown = visible_buttons(app)
    assert len(shown) == 1 + len(page.sections())
    tabs = list(page.tabs.values())
    assert set(shown) == {*tabs, *(b for b in shown if b.text == "sixseq.page.back")}
    assert all(tab.rect.left >= 0 and tab.rect.right <= size[0] for tab in tabs)
    assert all(a.rect.right <= b.rect.left for a, b in pairwise(tabs))
    assert all(tab.rect.bottom <= page.view.top for tab in tabs)
    back = next(b for b in shown if b.text == "sixseq.page.back")
    tab_id = tabs[0].get_object_ids()[-1]
    if size[0] >= 1920:
        assert tab_id == back.get_object_ids()[-1]
    else:
        assert tab_id in {button_id(px).object_id for px in TEXT_SIZES}


def test_a_new_language_rewrites_the_words_and_the_tabs(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, page = open_rules(tmp_path)
    english = i18n.tr("sixseq.rules.ss.intro")
    with drawn_words(monkeypatch) as words:
        app.change_settings(replace(app.settings, language="fr"))
        app.step()
    french = i18n.tr("sixseq.rules.ss.intro")
    assert french != english and french[:40] in " ".join(words)
    assert page.tabs["twenty-twenty"].text == "La patience 20/20"


def test_the_four_colour_deck_chosen_redraws_the_card_pictures(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, _ = open_rules(tmp_path)
    schemes: list[bool] = []
    face = CardArt.face

    def spy(art: CardArt, card: int, width: int, locale: str = "en",
            four_colour: bool = False) -> pygame.Surface:
        schemes.append(four_colour)
        return face(art, card, width, locale, four_colour)  # type: ignore[arg-type]

    monkeypatch.setattr(CardArt, "face", spy)
    app.change_settings(replace(app.settings, four_colour=True))
    app.step()
    assert schemes and all(schemes)


def test_a_page_that_fits_the_window_lights_its_first_tab(tmp_path: Path) -> None:
    """With nothing to scroll, the page is at its top and its end at once: the top wins."""
    app, _ = open_app(tmp_path, size=(1600, 1200))
    press(app, "sixseq.menu.stats")
    page = app.scene
    assert isinstance(page, StatsPage) and page.max_offset == 0
    assert [name for name, tab in page.tabs.items() if tab.is_selected] == ["six-sequences"]
    track = page.track
    assert not any(goldish(tuple(app.screen.get_at((track.centerx, y))))
                   for y in range(track.top, track.bottom, 4))  # no bar to drag


def test_at_the_end_of_a_page_its_last_tab_is_lit(tmp_path: Path) -> None:
    """The statistics' parts are short with nothing played: the last one's title never
    reaches the top of the view, yet it is the part read at the end."""
    app, _ = open_app(tmp_path, size=(800, 560))
    press(app, "sixseq.menu.stats")
    page = app.scene
    assert isinstance(page, StatsPage) and page.max_offset > 0
    key(app, pygame.K_END)
    assert page.offset == page.max_offset
    assert [name for name, tab in page.tabs.items() if tab.is_selected] == ["carre"]


def test_a_part_title_is_its_words_over_a_rule_and_a_bullet_hangs_in_the_margin() -> None:
    title = part_title("Rami", 600, 28)
    rule = title.get_height() - 2
    assert all(title.get_at((x, rule)).a > 0 for x in range(0, 600, 50))  # across the column
    assert any(title.get_at((x, y)).a > 0 for x in range(0, 200) for y in range(rule - 4))
    margin = round(20 * 1.4)
    listed = paragraph("a rule of the game", 20, 400, INK, bullet="•")
    plain = paragraph("a rule of the game", 20, 400, INK)

    def gold_in_margin(surface: pygame.Surface) -> bool:
        return any(goldish(tuple(surface.get_at((x, y)))) and surface.get_at((x, y)).a > 128
                   for x in range(margin) for y in range(surface.get_height()))

    assert gold_in_margin(listed) and not gold_in_margin(plain)  # the bullet, gold, not INK
