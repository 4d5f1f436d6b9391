"""The smallest window the program allows (800×560) and the small 1024×600: every figure and
label a player must read is drawn at 11 px or more, inside its place."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path
from typing import Any

import pygame
import pytest
from table_harness import SMALL_SIZES, FrameClock

from sixseq.settings import Settings
from sixseq.stats import (
    MatchResult,
    MatchStats,
    PatienceGame,
    PatienceStats,
    RoundResult,
    save_match_stats,
    save_patience_stats,
)
from sixseq.storage import Paths
from sixseq.ui import text
from sixseq.ui.app import App
from sixseq.ui.i18n import configure, tr
from sixseq.ui.shell import Shell

LEGIBLE = 11  # the smallest label the program draws (see tests/test_table_words.py)
SIZES = SMALL_SIZES
ids = [f"{w}x{h}" for w, h in SIZES]


@pytest.fixture
def rendered(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[int, str]]]:
    """Every (size, words) the scenes render themselves while the test runs."""
    seen: list[tuple[int, str]] = []
    render = text.render

    def spy(words: str, px: int, *args: object, **kwargs: object) -> pygame.Surface:
        seen.append((px, words))
        return render(words, px, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(text, "render", spy)
    yield seen
    configure("en")


def played_games(paths: Paths) -> None:
    """Rounds and matches of every game against each level and at each table, and 20/20 deals,
    so every statistics table has rows of figures."""
    tables = [(2, False), (3, False), (4, True), (6, False), (4, False)]
    for game, bad in (("six-sequences", False), ("rami", True), ("sixte", False),
                      ("carre", False)):
        stats = MatchStats()
        for i, (seats, teams) in enumerate(tables * 3):
            level = ("hard", "medium", "easy", "random")[i % 4]
            feats = ("rami_sec",) if game == "rami" else ("vole",) if i % 2 else ()
            stats.record_round(RoundResult(seats, teams, (level,) * (seats - 1), 10 + 7 * i,
                                           30 - i, "", bad, feats))
            if i % 2:
                stats.record_match(MatchResult(seats, teams, (level,) * (seats - 1), 5,
                                               123 + i, 140, "", bad, abandoned=i % 3 == 0))
        save_match_stats(paths, game, stats)
    patience = PatienceStats()
    for i in range(12):
        patience.record(PatienceGame(i + 1, i % 3 != 0, 100.0 + 37 * i, 60, undos=i % 2,
                                     hints=i % 4, abandoned=i % 6 == 0))
    save_patience_stats(paths, patience)


@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_statistics_read_at_a_legible_size_in_the_small_windows(
        tmp_path: Path, rendered: list[tuple[int, str]], language: str,
        size: tuple[int, int]) -> None:
    """At 800×560 the French tables' heads ('Taux de victoire') and the tiles' captions
    ('points en moyenne par manche', 'restées à l'ordinateur (victoires)') were shrunk to
    10 px to fit their column; a column now takes the room its words need from the roomier
    ones, and tiles go two to a row when three would not leave their captions room."""
    paths = Paths(tmp_path, tmp_path, tmp_path)
    played_games(paths)
    app = App(size, Settings(language=language, sound=False, animation_speed="instant"),
              paths, now=FrameClock())
    drawn: list[tuple[pygame.Surface, str, pygame.Rect]] = []  # on what, the words, where
    draw = text.draw

    def spy(screen: pygame.Surface, words: str, *args: object, **kwargs: object
            ) -> pygame.Rect:
        rect = draw(screen, words, *args, **kwargs)  # type: ignore[arg-type]
        if (screen, words, rect) not in drawn:  # a part drawn again draws the same
            drawn.append((screen, words, rect))
        return rect

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(text, "draw", spy)
        Shell(app).open_stats()
        app.step()
    small = sorted({(px, words) for px, words in rendered if px < LEGIBLE})
    assert not small
    # Kept legible, a cell too wide for its column would run into the next one.
    for i, (surface, words, rect) in enumerate(drawn):
        for same, other, there in drawn[i + 1:]:
            assert same is not surface or not rect.colliderect(there), (words, other)


@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", ["six-sequences", "carre"])
def test_the_corner_reads_at_a_legible_size_inside_its_box(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], game_id: str,
        language: str, size: tuple[int, int]) -> None:
    """The top left corner (the round and the scores; Le Carré's game and games won) was
    shrunk to one line at 9–10 px at 800×560 and even at 1024×600 ('Manche 1 sur 1 · Nord 0
    Est 0 Sud 0 Ouest 0', 'Parties gagnées : Vous 0 · L'ordinateur 0'); a line too long for
    the corner at 11 px now goes on over the next line, every line inside the corner."""
    _, table = showcase_table(tmp_path, game_id, language, size)
    lay = table.lay
    drawn.clear()
    table.picture.draw_corner(pygame.Surface(size), lay)
    assert drawn
    for words, px, rect in drawn:
        assert px >= LEGIBLE, (words, px)
        assert lay.top_left.contains(rect), (words, rect, lay.top_left)
    table.leave()


@pytest.mark.parametrize("size", [*SIZES, (1280, 800), (1920, 1080)],
                         ids=[*ids, "1280x800", "1920x1080"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_sixte_s_corner_names_its_options_at_a_legible_size_inside_its_box(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], language: str,
        size: tuple[int, int]) -> None:
    """Sixte played with every option: the corner's line of them ('obligation de couper ·
    obligation de monter · 52 cartes') was shrunk to 9 px up to 1280×800 to stay on one line.
    It goes on over the next line at 11 px or more, every line inside the corner, which the
    move log opens below."""
    from sixseq.games.sixte.rules.cards import Options
    from sixseq.games.sixte.session import SixteSession, seat_bots
    from sixseq.games.sixte.view.setups import showcase_match
    from sixseq.games.sixte.view.table import SixteTable

    app = App(size, Settings(language=language, sound=False, animation_speed="instant",
                             bot_pace="instant"),
              Paths(tmp_path, tmp_path, tmp_path), now=FrameClock())
    game = showcase_match(Options(True, True, True))
    table = SixteTable(app, SixteSession(game, seat_bots(("easy",), game.seed)))
    app.switch(table)
    app.step()
    lay = table.lay
    assert lay is not None
    drawn.clear()
    table.picture.draw_corner(pygame.Surface(size), lay, table.obs)
    shown = " ".join(words for words, _, _ in drawn)
    for option in ("must_trump", "must_overtake", "deck52"):
        assert tr("sixte.table.option." + option) in shown
    for words, px, rect in drawn:
        assert px >= LEGIBLE, (words, px)
        assert lay.corner.contains(rect), (words, rect, lay.corner)
    assert table.log_area().top >= lay.corner.bottom
    table.leave()


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)], ids=["1920x1080", "2560x1440"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_match_scores_in_the_corner_keep_their_size_in_a_large_window(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], language: str,
        size: tuple[int, int]) -> None:
    """At 1920×1080 the round and the scores ('Round 1 of 1 · North 0  East 0  South 0  West
    0') were shrunk from 15 px to 11–12 px to hold on one line, the smallest words on the
    table, with the corner's room for a second line under them (15 px for 20 at 2560×1440).
    Too long for one line at their size, they now go on two: every word at the corner's
    size, inside it."""
    from sixseq.games.six_sequences.view import describe

    _, table = showcase_table(tmp_path, "six-sequences", language, size)
    lay = table.lay
    drawn.clear()
    table.picture.draw_corner(pygame.Surface(size), lay)
    match = table.six.six
    head = tr("sixseq.table.round", round=match.round_number, rounds=match.rounds)
    first = describe.side_name(match.config, 0)  # the scores' row starts with it
    rows = [(words, px, rect) for words, px, rect in drawn if head in words or first in words]
    assert rows and any(head in words for words, _, _ in rows)
    for words, px, rect in rows:
        assert px == lay.font(15), (words, px)
        assert lay.top_left.contains(rect), (words, rect, lay.top_left)
    table.leave()


@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", ["six-sequences", "rami"])
def test_the_piles_captions_read_at_a_legible_size(
        tmp_path: Path, rendered: list[tuple[int, str]], game_id: str, language: str,
        size: tuple[int, int]) -> None:
    """'Défausse' under the discard pile went to 9 px at 800×560, to fit the pile's width."""
    from sixseq.ui.games import game_ui
    from sixseq.ui.i18n import tr

    app = App(size, Settings(language=language, sound=False, animation_speed="instant",
                             bot_pace="instant"),
              Paths(tmp_path, tmp_path, tmp_path), now=FrameClock())
    table = game_ui(game_id).showcase(app)
    app.switch(table)
    configure(language)
    rendered.clear()
    table.forget_still_layer()  # type: ignore[attr-defined]
    app.invalidate()
    app.step()
    captions = {tr("sixseq.table.stock_name"), tr("sixseq.table.discard")}
    sizes = [px for px, words in rendered if words in captions]
    assert sizes and min(sizes) >= LEGIBLE, sizes
    table.leave()


@pytest.mark.parametrize("px", [11, 13, 15])
def test_a_long_move_log_line_goes_on_below_at_a_legible_size(
        drawn: list[tuple[str, int, pygame.Rect]], px: int) -> None:
    """In Rami's log at 800×560 'Bruno takes the joker of 2♠ ★=3♠ 4♠ 5♠ 6♠ with 3♠' was
    shrunk to 9 px and still cut by the panel's edge; a line too long at a legible size now
    goes on over the next row, every row inside the panel, the newest line whole."""
    from sixseq.ui.table.movelog import MoveLog

    log = MoveLog()
    long = "Bruno adds ★=4♣ to 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣"
    for i in range(30):
        log.add(i, {"en": long if i % 3 else f"Alice discards {i}♠"})
    log.add(30, {"en": long})
    panel = pygame.Rect(8, 40, 236, 360)
    log.draw(pygame.Surface((800, 560)), panel, px, "Moves", 8)
    assert len(drawn) > 10
    for words, size, rect in drawn:
        assert size >= LEGIBLE, (words, size)
        assert panel.contains(rect), (words, rect)
    shown = " ".join(words for words, _, _ in drawn[-4:])
    assert shown.endswith(long)


def showcase_table(tmp_path: Path, game_id: str, language: str,
                   size: tuple[int, int]) -> tuple[App, Any]:
    """A game's showcase position opened in a window of ``size``, in ``language``."""
    from sixseq.ui.games import game_ui

    app = App(size, Settings(language=language, sound=False, animation_speed="instant",
                             bot_pace="instant"),
              Paths(tmp_path, tmp_path, tmp_path), now=FrameClock())
    table = game_ui(game_id).showcase(app)
    app.switch(table)
    app.step()
    return app, table


@pytest.mark.parametrize("size", [*SIZES, (1920, 1080), (2560, 1440)],
                         ids=[*ids, "1920x1080", "2560x1440"])
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", ["rami", "six-sequences"])
def test_a_laid_joker_s_stand_in_tag_reads_at_a_legible_size_on_its_combination(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str, language: str,
        size: tuple[int, int]) -> None:
    """A joker laid in a combination says what it stands for ('=9♦' in Rami, '=7' in Les Six
    Séquences) at 11 px at least: both were fitted to the card (Les Six Séquences' to the strip
    its overlapping neighbour leaves) at 9–10 px at 800×560. Its tag stays on its combination's
    cards, and no card of the row is drawn over it afterwards."""
    from sixseq.ui.table import panels

    app, table = showcase_table(tmp_path, game_id, language, size)
    tags: list[tuple[int, pygame.Rect, pygame.Rect, pygame.Surface, pygame.Surface]] = []
    foot_tag = panels.foot_tag

    def spy(screen: pygame.Surface, card: pygame.Rect, ink: pygame.Surface, px: int,
            *args: Any, **kwargs: Any) -> pygame.Rect:
        tag = foot_tag(screen, card, ink, px, *args, **kwargs)
        box = next(b.rect for b in table.scenery.combos.values() if card in b.rects)
        tags.append((px, tag, box, screen, screen.subsurface(tag).copy()))
        return tag

    monkeypatch.setattr(panels, "foot_tag", spy)
    table.forget_still_layer()
    app.invalidate()
    app.step()
    assert len(tags) >= 2
    for px, tag, box, layer, drawn in tags:
        assert px >= LEGIBLE, (px, tag)
        assert box.contains(tag), (tag, box)
        now = layer.subsurface(tag)
        assert all(now.get_at((x, y)) == drawn.get_at((x, y))
                   for x in range(tag.width) for y in range(tag.height)), \
            ("drawn over", tag)
    table.leave()


@pytest.mark.parametrize("size", [*SIZES, (1920, 1080)], ids=[*ids, "1920x1080"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_sixte_sheet_s_heads_read_at_a_legible_size_in_their_columns(
        drawn: list[tuple[str, int, pygame.Rect]], language: str,
        size: tuple[int, int]) -> None:
    """Sixte: 'Points (game to 6)' / 'Points (partie en 6)' was shrunk to 10 px at 800×560
    to fit its column; every word of the sheet is 11 px at least, each head apart from the
    next and on the sheet."""
    from sixseq.games.sixte.rules.cards import SEATS
    from sixseq.games.sixte.rules.match import Match
    from sixseq.games.sixte.view.layout import compute
    from sixseq.games.sixte.view.setups import play_safely
    from sixseq.games.sixte.view.sheet import draw_sheet, sheet_rect

    configure(language)
    game = Match(5)
    play_safely(game, SEATS * SEATS)
    assert game.hand.is_over()
    lay = compute(size)
    draw_sheet(pygame.Surface(size), lay, game)
    assert len(drawn) > 20
    sheet = sheet_rect(lay, game)
    for words, px, rect in drawn:
        assert px >= LEGIBLE, (words, px)
        assert sheet.contains(rect), (words, rect, sheet)
    heads = [rect for words, _, rect in drawn[1:5]]
    for left, right in pairwise(heads):
        assert left.right < right.left, (left, right)


def _carre_said(key: str, **values: str) -> dict[str, str]:
    from sixseq.ui.i18n import in_every_language, tr

    said = in_every_language(lambda: tr("carre.table.log.computer." + key, **values))
    assert said is not None
    return dict(said)


@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_carre_s_latest_moves_in_the_corner_read_at_a_legible_size(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], language: str,
        size: tuple[int, int]) -> None:
    """Le Carré: the computer's last moves under the top left corner were fitted to the
    corner's width at 9 px at 800×560; a move too long at 11 px goes on over the next line,
    and the moves shown are the newest, each whole, all inside the corner."""
    _, table = showcase_table(tmp_path, "carre", language, size)
    moves = [_carre_said("draw"),
             _carre_said("move_on", card="8♥", source="b2", top="9♣", place="a1"),
             _carre_said("move_empty", card="10♦", source="c3", place="d4"),
             _carre_said("play_on", card="Q♠", top="K♥", place="b1")]
    for i, said in enumerate(moves):
        table.movelog.add(i + 1, said)
    lay = table.lay
    drawn.clear()
    table.picture.draw_corner(pygame.Surface(size), lay)
    for words, px, rect in drawn:
        assert px >= LEGIBLE, (words, px)
        assert lay.top_left.contains(rect), (words, rect, lay.top_left)
    newest = moves[-1][language]
    shown = " ".join(words for words, _, _ in drawn)
    assert shown.endswith(newest), (shown, newest)
    table.leave()


@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_carre_s_corner_reads_in_whole_lines_clear_of_the_plate_and_the_square(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], language: str,
        size: tuple[int, int]) -> None:
    """At 800×560 Le Carré's corner was only as wide as the room left of the computer's
    plate (127 px): the game's line broke in two ('Le Carré' / 'partie 1 sur 3'), the games
    won in three, each last move in two — a column of short lines. Too narrow beside the
    plate, the corner goes under it, as wide as the room left of the square's columns: the
    game's line whole, the games won on two lines at most, a short move on one."""
    from sixseq.games.carre.rules.places import LEFT
    from sixseq.games.carre.view.describe import T

    _, table = showcase_table(tmp_path, "carre", language, size)
    table.movelog.add(99, _carre_said("draw"))
    lay = table.lay
    match = table.carre.carre
    head = tr(T + "corner", variant=tr("carre.variant.base"), game=match.game_number,
              games=match.games)
    wins = match.wins()
    score = tr(T + "corner_score", you=table.names()[0], mine=wins[0],
               computer=table.names()[1], theirs=wins[1])
    drawn.clear()
    table.picture.draw_corner(pygame.Surface(size), lay)
    rows = [words for words, _, _ in drawn]
    assert rows[0] == head, rows
    assert 1 <= len([row for row in rows if row in score]) <= 2, rows
    assert _carre_said("draw")[language] in rows, rows
    assert not lay.top_left.colliderect(lay.plate)
    for place in LEFT:
        assert not lay.top_left.colliderect(lay.places[place].inflate(2 * lay.zone_pad,
                                                                      2 * lay.zone_pad))
    for words, px, rect in drawn:
        assert px >= LEGIBLE and lay.top_left.contains(rect), (words, px, rect)
    table.leave()


@pytest.mark.parametrize("size", SIZES, ids=ids)
def test_a_move_longer_than_the_corner_holds_shows_its_start_cut_short(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]],
        size: tuple[int, int]) -> None:
    """A newest move needing more rows than the corner has left showed no move at all; it
    shows its first rows, the last one cut with an ellipsis, legible and inside the corner."""
    _, table = showcase_table(tmp_path, "carre", "en", size)
    long = " ".join(["The computer moves the 8♥ from b2 onto the 9♣ in a1"] * 12)
    table.movelog.add(1, {"en": long, "fr": long})
    lay = table.lay
    drawn.clear()
    table.picture.draw_corner(pygame.Surface(size), lay)
    rows = [(words, px, rect) for words, px, rect in drawn
            if words.rstrip("…").rstrip() in long]
    assert rows and long.startswith(rows[0][0]), rows
    assert rows[-1][0].endswith("…")
    for words, px, rect in rows:
        assert px >= LEGIBLE, (words, px)
        assert lay.top_left.contains(rect), (words, rect, lay.top_left)
    table.leave()


@pytest.mark.parametrize("size", [*SIZES, (1920, 1080), (2560, 1440)],
                         ids=[*ids, "1920x1080", "2560x1440"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_patience_strip_s_legend_reads_at_a_legible_size_beside_its_title(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], language: str,
        size: tuple[int, int]) -> None:
    """20/20: the French legend of the 'left in play' strip ('cadre doré : une paire est
    visible · …') was 10 px at 800×560, fitted beside its title; it is 11 px at least, on
    its caption's line or lines, clear of the title and of the cells."""
    from sixseq.games.twenty_twenty.view.sprites import draw_strip
    from sixseq.ui.i18n import tr

    _, scene = showcase_table(tmp_path, "twenty-twenty", language, size)
    layout = scene.layout
    drawn.clear()
    draw_strip(pygame.Surface(size), layout, scene.session.position)
    title = tr("sixseq.patience.strip.title")
    legend = tr("sixseq.patience.strip.legend")
    caption = [(words, px, rect) for words, px, rect in drawn
               if words == title or words in legend]
    assert caption[0][0] == title and len(caption) >= 2
    assert " ".join(words for words, _, _ in caption[1:]).replace(" · ", " ") \
        == legend.replace(" · ", " ")
    cells = layout.cells[0].unionall(list(layout.cells[1:]))
    for i, (words, px, rect) in enumerate(caption):
        assert px >= LEGIBLE, (words, px)
        assert layout.strip_caption.contains(rect), (words, rect, layout.strip_caption)
        assert not rect.colliderect(cells), (words, rect)
        for other, _, there in caption[i + 1:]:
            assert not rect.colliderect(there), (words, other)
    scene.leave()


@pytest.mark.parametrize("size", [*SIZES, (1280, 800), (1920, 1080)],
                         ids=[*ids, "1280x800", "1920x1080"])
def test_the_patience_strip_s_suits_read_at_a_legible_size_apart(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], size: tuple[int, int]) -> None:
    """20/20: each cell of the 'left in play' strip shows which of the rank's six suits are
    left; at 800×560 and 1024×600 their signs were 10 px, three abreast in a cell 25 px wide
    (wider together than the cell), and up to 1920×1080 the last row reached into the count
    under it. They are 11 px at least, every one inside its cell, apart from each other,
    from the rank and from the count: two abreast in three rows where three do not fit."""
    from sixseq.decks.sixsuit import SUIT_GLYPHS
    from sixseq.games.twenty_twenty.view.sprites import draw_strip

    _, scene = showcase_table(tmp_path, "twenty-twenty", "en", size)
    layout = scene.layout
    drawn.clear()
    draw_strip(pygame.Surface(size), layout, scene.session.position)
    for cell in layout.cells:
        inside = [(words, px, rect) for words, px, rect in drawn if cell.contains(rect)]
        glyphs = [(px, rect) for words, px, rect in inside if words in SUIT_GLYPHS]
        if not glyphs:  # a rank cleared: its sign and a tick
            continue
        assert len(glyphs) == len(SUIT_GLYPHS), (cell, inside)
        for i, (words, px, rect) in enumerate(inside):
            assert px >= LEGIBLE, (words, px)
            for other, _, there in inside[i + 1:]:
                assert not rect.colliderect(there), (words, rect, other, there)
    scene.leave()


@pytest.mark.parametrize("px", [11, 15])
def test_the_newest_move_log_line_is_shown_whole_even_longer_than_the_panel(
        drawn: list[tuple[str, int, pygame.Rect]], px: int) -> None:
    """A newest line needing more rows than the panel has (Le Carré's narrow log at 800×560)
    was cut after the panel's last row; it is shown whole, its rows closer together, at a
    legible size and inside the panel."""
    from sixseq.ui.table.movelog import MoveLog

    log = MoveLog()
    log.add(0, {"en": "Alice discards 3♠"})
    long = ("Bruno adds ★=4♣ to 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ and then lays 2♥ 3♥ 4♥ and "
            "5♦ 6♦ 7♦ 8♦ and discards 9♠")
    log.add(1, {"en": long})
    panel = pygame.Rect(8, 40, 127, 130)  # Le Carré's log is 127 wide at 800×560
    log.draw(pygame.Surface((800, 560)), panel, px, "Moves", 8)
    for words, size, rect in drawn:
        assert size >= LEGIBLE, (words, size)
        assert panel.contains(rect), (words, rect)
    shown = " ".join(words for words, _, _ in drawn[1:])
    assert shown.endswith(long), shown


@pytest.mark.parametrize("size", [*SIZES, (1280, 800), (1920, 1080), (2560, 1440)],
                         ids=[*ids, "1280x800", "1920x1080", "2560x1440"])
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", ["rami", "six-sequences"])
def test_the_stock_s_count_sits_clear_of_the_discard_pile(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        drawn: list[tuple[str, int, pygame.Rect]], game_id: str, language: str,
        size: tuple[int, int]) -> None:
    """The badge counting the stock's cards reached over the corner of the discard pile (the
    cards peeking out under its top one, or its empty slot) at 800×560 and 1024×600; it now
    stays on the stock's side of the gap, clear of the discard pile and its caption."""
    from sixseq.games.rami.view import layout as rami_layout
    from sixseq.games.six_sequences.view import layout as six_layout
    from sixseq.ui.i18n import tr
    from sixseq.ui.table import panels

    app, table = showcase_table(tmp_path, game_id, language, size)
    badges: list[tuple[int, pygame.Rect]] = []
    count_badge = panels.count_badge

    def spy(screen: pygame.Surface, centre: tuple[int, int], count: int, font_px: int,
            size: int) -> Any:
        ink = text.render(str(count), font_px, (0, 0, 0), bold=True)
        badge = pygame.Rect(0, 0, max(size, ink.get_width() + size // 2), size)
        badge.center = centre
        badges.append((count, badge))
        return count_badge(screen, centre, count, font_px, size)

    monkeypatch.setattr(panels, "count_badge", spy)
    table.forget_still_layer()
    app.invalidate()
    app.step()
    lay = table.lay
    stock = len(table.scenery.stock)
    assert stock > 9  # two digits at least
    badge = next(rect for count, rect in badges
                 if count == stock and rect.colliderect(lay.stock))
    steps, under = ((rami_layout.UNDER_STEP, 2) if game_id == "rami"
                    else (six_layout.UNDER_STEP, 1))
    pile = lay.discard.union(lay.discard.move(-lay.px(steps[0]) * under,
                                              lay.px(steps[1]) * under))
    assert not badge.colliderect(pile), (badge, pile)
    caption = next(rect for words, _, rect in drawn if words == tr("sixseq.table.discard"))
    assert not badge.colliderect(caption)
    table.leave()


@pytest.mark.parametrize("size", [*SIZES, (1920, 1080)], ids=[*ids, "1920x1080"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_zone_s_name_is_clear_of_its_first_row_of_combinations(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], language: str,
        size: tuple[int, int]) -> None:
    """Les Six Séquences at 800×560: the first row of a zone's combinations covered the foot
    of the zone's name ('South (you)' lost the bottom of its 'y' and brackets)."""
    app, table = showcase_table(tmp_path, "six-sequences", language, size)
    drawn.clear()
    table.forget_still_layer()
    app.invalidate()
    app.step()
    names = {table.picture.zone_label(side): side for side in table.lay.zones}
    labels = {(names[words], tuple(rect)) for words, _, rect in drawn
              if words in names and table.lay.zones[names[words]].contains(rect)}
    assert len(labels) == len(names)  # a seat's plate may say the same name, elsewhere
    for side, rect in labels:
        for box in table.scenery.combos.values():
            if box.side == side:
                assert not box.rect.colliderect(rect), (side, rect, box.rect)
    table.leave()


@pytest.mark.parametrize("size", [*SIZES, (1280, 800), (1920, 1080), (2560, 1440)],
                         ids=[*ids, "1280x800", "1920x1080", "2560x1440"])
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", ["rami", "six-sequences"])
def test_the_stock_and_discard_captions_read_as_two_words(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], game_id: str,
        language: str, size: tuple[int, int]) -> None:
    """Rami at 800×560 in French: "Talon" and "Défausse", each centred under its pile, stood
    a single space apart and read as one phrase; the piles now stand apart enough for their
    captions to be at least an em apart."""
    from sixseq.ui.i18n import tr

    other = "fr" if language == "en" else "en"
    app, table = showcase_table(tmp_path, game_id, other, size)
    app.set_locale(language)  # the layout follows the words of the language switched to
    drawn.clear()
    table.forget_still_layer()
    app.invalidate()
    app.step()
    stock = next((rect, px) for words, px, rect in drawn if words == tr("sixseq.table.stock_name"))
    discard = next(rect for words, _, rect in drawn if words == tr("sixseq.table.discard"))
    assert discard.left - stock[0].right >= stock[1], (stock, discard)
    table.leave()


def test_a_first_line_longer_than_the_log_is_still_reached_by_scrolling_back(
        drawn: list[tuple[str, int, pygame.Rect]]) -> None:
    from sixseq.ui.table.movelog import MoveLog

    log = MoveLog()
    log.add(0, {"en": "L00 Bruno lays " + " ".join(f"{n}♥" for n in range(2, 11)) * 3})
    log.add(1, {"en": "L01 Bruno draws"})
    panel, screen = pygame.Rect(8, 40, 150, 90), pygame.Surface((400, 300))
    log.draw(screen, panel, 12, "Moves", 8)
    log.wheel(5)
    drawn.clear()
    log.draw(screen, panel, 12, "Moves", 8)
    assert log.scroll == 1 and drawn[1][0].startswith("L00")  # under the title


def test_page_up_and_down_over_wrapped_lines_skip_none_and_keep_one_in_view(
        drawn: list[tuple[str, int, pygame.Rect]]) -> None:
    """Thirty lines, every third one long enough to take two or three rows of a narrow panel:
    Page Up makes the oldest line shown the newest (each page shares exactly one line with the
    last) until the first line heads a full panel, which no page or wheel goes past; Page Down
    goes as far forward as keeps the newest line shown in view, so no line is skipped either
    way; paging back reaches the first line, forward the newest again."""
    from sixseq.ui.i18n import in_current_language
    from sixseq.ui.table.movelog import MoveLog, as_rows

    log = MoveLog()
    for n in range(30):
        tail = " and then lays 2♥ 3♥ 4♥ 5♥ and discards 9♠" * (1 + n % 2) if n % 3 == 0 else ""
        log.add(n, {"en": f"L{n:02} Bruno draws{tail}"})
    panel, screen = pygame.Rect(8, 40, 180, 260), pygame.Surface((800, 560))

    def shown() -> list[int]:
        drawn.clear()
        log.draw(screen, panel, 12, "Moves", 8)
        return [int(words[1:3]) for words, _, _ in drawn if words.startswith("L")]

    pages = [shown()]
    assert pages[0][-1] == 29 and len(pages[0]) < 30
    while pages[-1][0] > 0:
        log.page(1)
        pages.append(shown())
        if pages[-1][0] > 0:
            assert pages[-1][-1] == pages[-2][0], pages[-2:]  # one line shared, none skipped
    assert pages[-2][0] in pages[-1][1:], pages[-2:]  # the last page back: none skipped
    assert any(len(page) != len(pages[0]) for page in pages)  # lines take more than a row
    first_page = pages[-1]
    rows_drawn = [words for words, _, _ in drawn if words != "Moves" and "↓" not in words]
    after = as_rows(in_current_language(log.lines[first_page[-1] + 1][1]), *log.measure)[1]
    assert len(rows_drawn) + len(after) > log.rows  # a full panel: the next line won't fit
    for steps in (1, 5):
        log.page(1)
        log.wheel(steps)
        assert shown() == first_page  # nothing past the first full page
    panel.height += 140  # the window grows: the first lines fill the taller panel
    taller = shown()
    assert taller[0] == 0 and len(taller) > len(first_page), (taller, first_page)
    panel.height -= 140
    pages.append(shown())
    while pages[-1][-1] < 29:
        log.page(-1)
        pages.append(shown())
        assert pages[-1][0] <= pages[-2][-1] < pages[-1][-1], pages[-2:]
    assert log.scroll == 0
