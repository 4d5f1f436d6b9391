"""The 20/20 table whole and legible at 1024×600, 1920×1080 and 2560×1440, in French and
English (issue 22): every part inside the window and apart, every button's label at a readable
size inside its button, the panel's lines and the messages readable where they are drawn, and
text that grows with the window."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from patience_harness import patience_app

from sixseq.games.twenty_twenty.ui import GAME
from sixseq.games.twenty_twenty.view.layout import PatienceLayout
from sixseq.games.twenty_twenty.view.scene import PatienceScene
from sixseq.stats import PatienceGame, PatienceStats
from sixseq.ui import text
from sixseq.ui.app import App
from sixseq.ui.fonts import font
from sixseq.ui.i18n import tr

SIZES = [(1024, 600), (1920, 1080), (2560, 1440)]
LANGUAGES = ["en", "fr"]
LEGIBLE = 11  # the smallest text the program draws


def showcase(tmp_path: Path, size: tuple[int, int], language: str) -> tuple[App, PatienceScene]:
    app = patience_app(tmp_path, language=language)
    pygame.display.set_mode(size)
    app._resize(size)
    scene = GAME.showcase(app)
    assert isinstance(scene, PatienceScene)
    app.switch(scene)
    app.step()
    return app, scene


def long_history() -> PatienceStats:
    """Figures as wide as years of play make them: four digits, a demo, this deal won."""
    games = [PatienceGame(7, True, 3599.0, 60, undos=1)] * 1200
    games += [PatienceGame(8, False, 100.0, 20)] * 34
    games += [PatienceGame(7, True, 100.0, 60, hints=2, demo=True)] * 15
    games += [PatienceGame(9, False, 10.0, 2, abandoned=True)] * 10
    games += [PatienceGame(7, True, 754.0, 60)] * 120
    return PatienceStats(games)


def fits(words: str, px: int, room: int, bold: bool = False) -> bool:
    """``words`` fit in ``room`` pixels at a legible size no larger than ``px``."""
    size = text.fit(words, px, room, minimum=LEGIBLE, bold=bold)
    return size >= LEGIBLE and font(size, bold).size(words)[0] <= room


def parts(layout: PatienceLayout) -> dict[str, pygame.Rect]:
    found = {"menu": layout.menu, "grid": layout.grid, "message": layout.message,
             "strip caption": layout.strip_caption, "info": layout.info,
             "removed": layout.removed}
    found["strip"] = layout.cells[0].unionall(list(layout.cells[1:]))
    found.update({f"button {name}": rect for name, rect in layout.buttons.items()})
    return found


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_part_is_inside_the_window_apart_and_legible(
        tmp_path: Path, size: tuple[int, int], language: str) -> None:
    _, scene = showcase(tmp_path, size, language)
    layout = scene.layout
    assert layout is not None and layout.size == size
    window = pygame.Rect((0, 0), size)
    found = parts(layout)
    for name, rect in found.items():
        assert window.contains(rect), name
    names = list(found)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not found[a].colliderect(found[b]), (a, b)
    for pile in range(len(layout.piles)):
        assert layout.grid.contains(layout.stack_rect(pile)), pile
    # Buttons: each label inside its button at a readable size, never over the border.
    for name, button in scene.buttons.buttons.items():
        spec = scene.buttons.specs[name]
        label = tr(spec.key)
        assert spec.px >= LEGIBLE, name
        width = font(spec.px).size(label)[0]
        assert width + 2 * max(8, spec.px // 2) <= spec.rect.width, (name, label, spec.px)
        assert window.contains(button.rect), name
    # The panel's lines, with figures as wide as they get.
    scene.session.stats = long_history()
    box = layout.info.inflate(-layout.px(24), -layout.px(16))
    for line in scene.info_lines():
        assert fits(line, layout.font(16), box.width), line
    # The status line beside the menu button; the messages in their line; the strip's legend.
    room = layout.status.width - 2 * (layout.menu.width + layout.margin) - layout.px(60)
    for key in ("lost", "won", "unwinnable_deal", "unknown"):
        line = tr(f"sixseq.patience.status.{key}")
        assert fits(line, layout.font(22), room, bold=True), line
    assert fits(tr("sixseq.patience.status.lost_since", move=117), layout.font(22), room,
                bold=True)
    for key, values in (("how_to", {}), ("lost_help", {}),
                        ("hint_lost", {"a": "12♥", "b": "12★", "count": 118})):
        line = tr(f"sixseq.patience.message.{key}", **values)
        assert fits(line, layout.font(17), layout.message.width - layout.font(17) * 6), key
    title = font(layout.font(13), True).size(tr("sixseq.patience.strip.title"))[0]
    assert fits(tr("sixseq.patience.strip.legend"), layout.font(13),
                layout.strip_caption.width - title - 2 * layout.margin)
    scene.leave()


def test_text_grows_with_the_window(tmp_path: Path) -> None:
    small = showcase(tmp_path, (1024, 600), "en")[1]
    large = showcase(tmp_path, (2560, 1440), "en")[1]
    for scene in (small, large):
        assert scene.layout is not None
    assert small.layout is not None and large.layout is not None
    assert large.layout.button_px >= 2 * small.layout.button_px
    assert large.buttons.specs["undo"].px >= 2 * small.buttons.specs["undo"].px
    assert large.layout.font(13) >= 2 * LEGIBLE
    assert large.layout.panel.width > 1.6 * small.layout.panel.width


def test_switching_language_relabels_and_refits_every_button_at_once(tmp_path: Path) -> None:
    """Issue 22: the language changes everything at once; a longer French label is fitted
    to its button again (never cut)."""
    from shell_harness import label_of

    app, scene = showcase(tmp_path, (1024, 600), "en")
    assert label_of(scene.buttons.buttons["back_to_winnable"]) == "Undo to winnable"
    app.set_locale("fr")
    app.step()
    assert label_of(scene.buttons.buttons["back_to_winnable"]) == "Revenir au gagnable"
    assert scene.status_line()[0].startswith(("Réflexion", "Gagnable"))
    for name, spec in scene.buttons.specs.items():
        label = tr(spec.key)
        assert spec.px >= LEGIBLE, name
        assert font(spec.px).size(label)[0] + 2 * max(8, spec.px // 2) \
            <= spec.rect.width, (name, label)
    app.set_locale("en")
    scene.leave()


ODD_SHAPES = [(800, 560), (1024, 600), (1024, 768), (900, 900), (800, 1000), (1280, 1024),
              (2560, 1080), (3440, 1440)]


@pytest.mark.parametrize("size", ODD_SHAPES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_pile_s_count_stands_clear_of_the_next_pile_in_any_window_shape(
        size: tuple[int, int]) -> None:
    """In a tall or square window (800×1000, 900×900) the piles are as wide as the width
    lets them be, and each pile's count, drawn right of it, was hidden under the next pile
    of its row (the last one's ran into the panel): the count has room of its own."""
    from sixseq.games.twenty_twenty.view.layout import compute

    layout = compute(size)
    stacks = [layout.stack_rect(pile) for pile in range(len(layout.piles))]
    badges = [layout.badge(pile) for pile in range(len(layout.piles))]
    for pile, badge in enumerate(badges):
        assert layout.grid.contains(badge), (pile, badge, layout.grid)
        assert badge.collidelist(stacks) == -1, (pile, badge)
        assert badge.collidelist(badges[:pile] + badges[pile + 1:]) == -1, pile
        assert not badge.colliderect(layout.panel), pile


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(800, 560), *SIZES], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_deal_s_first_line_says_how_to_play_by_mouse_and_keys_on_one_line(
        tmp_path: Path, size: tuple[int, int], language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The line over the strip at the start of a deal said only to click or drag, though
    the arrows and Space play the 20/20 as well; and at 800×560 its two lines ran over the
    piles' last row. It names both ways, on one line inside its band, clear of the piles."""
    from sixseq.games.twenty_twenty.files import SavedGame
    from sixseq.games.twenty_twenty.rules import Game
    from sixseq.games.twenty_twenty.session import PatienceSession
    from sixseq.games.twenty_twenty.view import panel

    app = patience_app(tmp_path, language=language)
    pygame.display.set_mode(size)
    app._resize(size)
    scene = PatienceScene(app, PatienceSession(SavedGame(Game(7), 0.0)))
    app.switch(scene)
    pills: list[pygame.Rect] = []
    draw = panel.draw_message

    def spy(*args: object, **kwargs: object) -> pygame.Rect:
        pills.append(draw(*args, **kwargs))  # type: ignore[arg-type]
        return pills[-1]

    monkeypatch.setattr(panel, "draw_message", spy)
    app.step()
    shown = scene.shown_message()
    layout = scene.layout
    assert shown is not None and shown.rule == "TT-2" and layout is not None
    words = shown.words()
    ways = {"en": ("click", "arrows", "Space"), "fr": ("cliquez", "flèches", "Espace")}
    assert all(way in words for way in ways[language]), words
    assert pills and layout.message.contains(pills[-1]), (pills[-1], layout.message)
    assert pills[-1].height <= layout.message.height
    scene.leave()


def never_won_history() -> PatienceStats:
    """This deal (7) played a dozen times and never won; years of play besides, a demo too."""
    games = [PatienceGame(7, False, 100.0, 20)] * 12
    games += [PatienceGame(8, True, 3599.0, 60, undos=1)] * 1200
    games += [PatienceGame(9, True, 100.0, 60, hints=2, demo=True)] * 15
    return PatienceStats(games)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("history", [long_history, never_won_history],
                         ids=["this-deal-won", "this-deal-never-won"])
def test_the_panel_s_statistics_read_at_a_legible_size_in_the_smallest_window(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], language: str,
        history: Callable[[], PatienceStats]) -> None:
    """TT-6's statistics in the panel at 800×560, with figures as wide as years of play make
    them: 'Victoires sans aide 120 · aidées 1200 · démo 15', 'Cette donne : gagnée
    1320/1335, record 12:34' and 'Cette donne : jouée 12 fois, jamais gagnée' were shrunk to
    10 px to fit the panel (the English wins too). Each line now reads at 11 px at least,
    whole — in a shorter form where the full one does not fit — inside the panel's head."""
    from sixseq.games.twenty_twenty.view import panel

    app, scene = showcase(tmp_path, (800, 560), language)
    layout = scene.layout
    scene.session.stats = history()
    drawn.clear()
    app.invalidate()
    app.step()
    shown = [(words, px, rect) for words, px, rect in drawn if layout.info.contains(rect)]
    assert len(shown) == 7, shown
    for words, px, _ in shown:
        assert px >= LEGIBLE and not words.endswith("…"), (words, px)
    for (words, _, _), said in zip(shown, panel.info_forms(scene.session), strict=True):
        assert words in said, (words, said)
