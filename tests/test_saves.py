"""A saved game that cannot be used never crashes the program and is never lost: it is moved
aside with a timestamp, the player is told in one sentence on the menu, and sixseq starts clean.
A data folder that cannot be written is told once, and play goes on."""

from __future__ import annotations

import json
import os
import random
import stat
import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from shell_harness import buttons, drawn_words, home, open_app, press, start_sixseq

from sixseq import saves
from sixseq.games.six_sequences.rules.match import Match, replay_match
from sixseq.games.six_sequences.rules.record import RecordError
from sixseq.games.six_sequences.rules.table import TableConfig
from sixseq.games.six_sequences.ui import GAME as SIX_SEQUENCES
from sixseq.games.six_sequences.view.table import SixSeqTable
from sixseq.stats import match_stats_path
from sixseq.ui import i18n
from sixseq.ui.i18n import tr
from sixseq.ui.menu import MainMenu
from sixseq.ui.table.words import LEGIBLE_PX

CONTINUE = "sixseq.menu.continue_sixseq"
SS = "six-sequences"


def good_record(actions: int = 6) -> dict[str, object]:
    """A real save: a match a few actions in, with its computer players' levels."""
    match = Match(TableConfig(2, False), rounds=3, seed=5)
    state = match.round
    rng = random.Random(2)
    for _ in range(actions):
        state.apply(rng.choice(state.legal_actions()))
    return dict(match.record(), levels=["easy"])


def with_illegal_action() -> bytes:
    record = good_record()
    games = record["games"]
    assert isinstance(games, list)
    games[0].insert(0, "discard As")  # a discard before the opening draw (SS-TURN)
    with pytest.raises(RecordError, match="action 1 'discard As' is illegal"):
        replay_match(record)
    return json.dumps(record).encode()


def changed(**fields: object) -> Callable[[], bytes]:
    return lambda: json.dumps(dict(good_record(), **fields)).encode()


BAD_SAVES: dict[str, Callable[[], bytes]] = {
    "empty file": lambda: b"",
    "truncated JSON": lambda: json.dumps(good_record()).encode()[:150],
    "random bytes": lambda: random.Random(7).randbytes(4000),
    "not an object": lambda: b"[1, 2, 3]",
    "seed of the wrong type": changed(seed="five"),
    "games of the wrong type": changed(games={"round": 1}),
    "levels of the wrong type": changed(levels=3),
    "a level that is not a name": changed(levels=["easy", 3]),
    "seats out of range": changed(seats=9),
    "version as text": changed(version="1"),
    "another kind of file": changed(kind="patience-game"),
    "illegal action in the record": with_illegal_action,
    "garbled action in the record": changed(games=[["draw the ace of spades"]]),
    "huge file": lambda: json.dumps(dict(good_record(), pad="x" * 9_000_000)).encode(),
    "deeply nested": lambda: b"[" * 100_000 + b"]" * 100_000,
}


def test_a_good_save_is_offered_and_resumed(tmp_path: Path) -> None:
    paths = home(tmp_path)
    saves.save_path(paths, SS).parent.mkdir(parents=True)
    saves.save_path(paths, SS).write_text(json.dumps(good_record()), encoding="utf-8")
    app, _ = open_app(tmp_path)
    assert not app.notices
    press(app, CONTINUE)
    assert isinstance(app.scene, SixSeqTable)
    assert app.scene.six.six.record()["games"] == good_record()["games"]


@pytest.mark.parametrize("case", sorted(BAD_SAVES))
def test_an_unusable_save_is_set_aside_told_and_the_program_starts_clean(
        tmp_path: Path, case: str) -> None:
    paths = home(tmp_path)
    content = BAD_SAVES[case]()
    path = saves.save_path(paths, SS)
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    app, _ = open_app(tmp_path)
    assert isinstance(app.scene, MainMenu)
    assert [n.text for n in app.notices] == [tr("sixseq.notice.unreadable_save")]
    kept = list(path.parent.glob("six-sequences-game.unreadable-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == content  # moved, never deleted
    assert not path.exists() and CONTINUE not in buttons(app)
    table = start_sixseq(app)  # and a new game plays and saves as usual
    assert SIX_SEQUENCES.load(paths)[0] is not None and table.my_turn()


def test_a_save_spoilt_after_the_menu_looked_is_told_when_a_new_game_replaces_it(
        tmp_path: Path) -> None:
    """A spoilt save arrives after the menu looked (a sync client bringing a damaged file
    from another machine): New game, which reads it to count the match it replaces, sets it
    aside and says so."""
    paths = home(tmp_path)
    path = saves.save_path(paths, SS)
    path.parent.mkdir(parents=True)
    app, _ = open_app(tmp_path)
    path.write_bytes(b"{ spoilt")
    table = start_sixseq(app)
    assert [n.text for n in app.notices] == [tr("sixseq.notice.unreadable_save")]
    kept = list(path.parent.glob("six-sequences-game.unreadable-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"{ spoilt"
    assert SIX_SEQUENCES.load(paths)[0] is not None and table.my_turn()


def test_a_save_as_the_first_release_wrote_it_still_continues(tmp_path: Path) -> None:
    """The files players have: whatever the program comes to write, these are read."""
    from sixseq.games.rami.ui import GAME as RAMI

    paths = home(tmp_path)
    path = saves.save_path(paths, "rami")
    path.parent.mkdir(parents=True)
    path.write_text('{"version": 1, "kind": "rami-match", "seed": 7, "seats": 2, '
                    '"open51": false, "limit": 500, "rounds": [["draw", "discard Kc"]], '
                    '"levels": ["easy"]}', encoding="utf-8")
    saved, notice = RAMI.load(paths)
    assert notice is None and saved is not None and saved.levels == ("easy",)
    assert [str(a) for a in saved.match.round.actions] == ["draw", "discard Kc"]


def test_a_match_ending_with_no_save_on_disk_forgets_it_quietly(tmp_path: Path) -> None:
    """Its saves all failed (a full disk) or another program removed the file: the match
    still ends without an error."""
    paths = home(tmp_path)
    saves.forget_match(paths, SS)
    assert not saves.save_path(paths, SS).exists()


def test_a_notice_on_screen_follows_a_change_of_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A notice keeps what it says, not the words it was first said in: switching to French
    in the settings redraws it in French."""
    path = saves.save_path(home(tmp_path), SS)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"")
    app, _ = open_app(tmp_path)
    english = tr("sixseq.notice.unreadable_save")
    try:
        with drawn_words(monkeypatch) as words:
            app.change_settings(replace(app.settings, language="fr"))
            app.step()
        french = tr("sixseq.notice.unreadable_save")
        assert french != english
        assert [n.text for n in app.notices] == [french]
        assert french in words and english not in words
    finally:
        i18n.configure("en")


@pytest.mark.parametrize(("language", "size"), [
    ("en", (800, 560)), ("fr", (800, 560)), ("fr", (1024, 600))],
    ids=["en-800x560", "fr-800x560", "fr-1024x600"])
@pytest.mark.parametrize("what", ["settings", "save", "stats"])
def test_a_long_notice_reads_whole_inside_the_window(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], language: str,
        size: tuple[int, int], what: str) -> None:
    """A file kept aside as a newer sixseq's was told in a sentence on one line, shrunk to
    11 px and still wider than an 800×560 window (French's at 1024×600 too): it began and
    ended outside the window. A notice too long for one line now goes on over more, every
    word inside the window at the size a sentence reads at."""
    app, _ = open_app(tmp_path, size, language=language)
    try:
        app.notify(f"sixseq.notice.newer_{what}")
        drawn.clear()
        app.step()
        sentence = tr(f"sixseq.notice.newer_{what}")
        lines: list[tuple[str, int, pygame.Rect]] = []  # drawn last, over everything
        for words, px, rect in reversed(drawn):
            if words not in sentence:
                break
            lines.insert(0, (words, px, rect))
        assert " ".join(words for words, _, _ in lines) == sentence
        window = pygame.Rect((0, 0), size)
        for words, px, rect in lines:
            assert px >= LEGIBLE_PX and window.contains(rect), (words, px, rect)
        (notice,) = app.notices
        assert notice.rect is not None and window.contains(notice.rect)
        assert all(notice.rect.contains(rect) for _, _, rect in lines)
    finally:
        i18n.configure("en")


def test_a_second_bad_save_in_the_same_second_is_kept_too(tmp_path: Path) -> None:
    paths = home(tmp_path)
    path = saves.save_path(paths, SS)
    path.parent.mkdir(parents=True)
    for content in (b"one", b"two"):
        path.write_bytes(content)
        assert SIX_SEQUENCES.load(paths)[1] is not None
    kept = sorted(p.read_bytes() for p in path.parent.glob("*.unreadable-*"))
    assert kept == [b"one", b"two"]


@pytest.mark.parametrize("game", ["six-sequences", "rami", "sixte", "carre"])
def test_an_unreadable_statistics_file_is_set_aside_and_told(tmp_path: Path, game: str) -> None:
    """Every match game's statistics file is read once at start (its own file, by its id)."""
    paths = home(tmp_path)
    stats = match_stats_path(paths, game)
    stats.parent.mkdir(parents=True)
    stats.write_text(json.dumps({"version": 1, "kind": f"{game}-stats",
                                 "rounds": [{"seats": "two"}]}), encoding="utf-8")
    app, _ = open_app(tmp_path)
    assert [n.text for n in app.notices] == [tr("sixseq.notice.unreadable_stats")]
    assert len(list(stats.parent.glob(f"{game}-stats.unreadable-*.json"))) == 1
    press(app, "sixseq.menu.stats")  # the page opens on empty statistics
    assert type(app.scene).__name__ == "StatsPage"


@pytest.fixture
def read_only_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The data folder cannot be written. Permission bits do that for a user; root ignores
    them, so the first write in that folder (the temporary file) is refused as the system
    would refuse it."""
    data = home(tmp_path).data
    data.mkdir(parents=True)
    make_temp = tempfile.mkstemp

    def refuse(*args: object, **kwargs: object) -> tuple[int, str]:
        if Path(str(kwargs.get("dir", ""))) == data:
            raise PermissionError(13, "Permission denied")
        return make_temp(*args, **kwargs)  # type: ignore[call-overload,no-any-return]

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    yield data
    data.chmod(stat.S_IRWXU)


def test_a_read_only_data_folder_is_told_once_and_play_goes_on(
        tmp_path: Path, read_only_data: Path) -> None:
    saved = good_record()
    saves.save_path(home(tmp_path), SS).write_text(json.dumps(saved), encoding="utf-8")
    read_only_data.chmod(stat.S_IRUSR | stat.S_IXUSR)
    app, _ = open_app(tmp_path)
    table = start_sixseq(app)
    # The saved match, begun, is abandoned: it cannot be counted as lost either.
    told = [tr("sixseq.notice.stats_not_saved"), tr("sixseq.notice.save_failed")]
    assert [n.text for n in app.notices] == told
    from table_harness import click, settle

    click(app, table.lay.stock.center)
    click(app, table.buttons.buttons["stop"].rect.center)
    settle(app, table)  # more turns end and fail to save: still one notice, still playing
    assert [n.text for n in app.notices] == told
    assert json.loads(saves.save_path(app.paths, SS).read_text(encoding="utf-8")) == saved


def test_a_bad_save_in_a_read_only_folder_is_left_in_place_and_told(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = saves.save_path(home(tmp_path), SS)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{")

    def cannot_rename(self: Path, target: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "rename", cannot_rename)
    app, _ = open_app(tmp_path)
    assert isinstance(app.scene, MainMenu)
    assert tr("sixseq.notice.unreadable_save") in [n.text for n in app.notices]
    assert path.read_bytes() == b"{"  # not deleted


def test_a_save_is_written_atomically(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A crash in the middle of writing leaves the previous save whole."""
    paths = home(tmp_path)
    match = Match(TableConfig(2, False), rounds=1, seed=3)
    saves.save_match(paths, SS, match.record(), ("easy",))
    before = saves.save_path(paths, SS).read_bytes()

    def crash(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    match.round.apply(match.round.legal_actions()[0])
    with pytest.raises(OSError):
        saves.save_match(paths, SS, match.record(), ("easy",))
    assert saves.save_path(paths, SS).read_bytes() == before
    assert [p.name for p in saves.save_path(paths, SS).parent.iterdir()] == [
        saves.save_path(paths, SS).name]  # no temporary file left behind


def test_files_from_a_newer_sixseq_are_kept_aside_and_the_player_told_so(
        tmp_path: Path, cli_apps: list[object]) -> None:
    """A settings file, a save or a statistics file written by a newer sixseq got the
    notice of a damaged file ('could not be read'); the player is now told, in one sentence
    and in either language, that it comes from a newer version and was kept aside."""
    from sixseq import cli
    from sixseq.ui.app import App

    newer = {tmp_path / "config" / "settings.json": {"version": 99, "kind": "settings"},
             tmp_path / "data" / "six-sequences-game.json": dict(good_record(), version=99),
             tmp_path / "data" / "rami-stats.json": {"version": 99, "kind": "rami-stats"}}
    for path, content in newer.items():
        path.parent.mkdir(exist_ok=True)
        path.write_text(json.dumps(content), encoding="utf-8")
    assert cli.main([]) == 0
    app = cli_apps[0]
    assert isinstance(app, App)
    kinds = ("settings", "stats", "save")
    assert [n.key for n in app.notices] == [f"sixseq.notice.newer_{kind}" for kind in kinds]
    for path, content in newer.items():
        kept = list(path.parent.glob(f"{path.stem}.unreadable-*.json"))
        assert len(kept) == 1 and json.loads(kept[0].read_text()) == content, path
    try:
        for language, says in (("en", "newer version"), ("fr", "version plus récente")):
            i18n.configure(language)
            for kind in kinds:
                words = tr(f"sixseq.notice.newer_{kind}")
                assert says in words and words != tr(f"sixseq.notice.unreadable_{kind}")
                assert words.count(". ") == 0, words  # one sentence
    finally:
        i18n.configure("en")
