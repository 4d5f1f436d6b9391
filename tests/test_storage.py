"""Storage never loses or crashes on a file: bad files are moved aside and explained."""

import json
import os
import re
import stat
import tempfile
from pathlib import Path

import pytest
from helpers import TWO
from hypothesis import given, settings
from hypothesis import strategies as st
from test_properties import play_to

from sixseq.games.registry import available
from sixseq.games.six_sequences.rules.record import replay_round, round_record
from sixseq.settings import (
    Settings,
    load_settings,
    save_settings,
    settings_from_json,
    settings_to_json,
)
from sixseq.storage import MAX_FILE_BYTES, Paths, StorageError, read_json, write_json
from sixseq.ui.games import game_ui


@pytest.fixture
def paths(tmp_path: Path) -> Paths:
    return Paths(tmp_path / "config", tmp_path / "data", tmp_path / "logs")


def _save_path(paths: Paths) -> Path:
    return paths.data / "game.json"


def _load_game(paths: Paths):  # type: ignore[no-untyped-def]
    return read_json(_save_path(paths), "six-sequences-round", 1, replay_round, what="saved game")


def test_a_save_round_trips_through_an_atomic_write(paths: Paths) -> None:
    state = play_to(TWO, seed=3, steps=50)
    write_json(_save_path(paths), round_record(state))
    loaded = _load_game(paths)
    assert loaded.notice is None and loaded.value.actions == state.actions
    assert [p.name for p in paths.data.iterdir()] == ["game.json"]  # no temp file left


def test_a_missing_file_is_simply_absent(paths: Paths) -> None:
    assert _load_game(paths).value is None and _load_game(paths).notice is None


GOOD = round_record(play_to(TWO, seed=3, steps=30))


@pytest.mark.parametrize(("content", "reason"), [
    (b"", "Expecting value"),
    (json.dumps(GOOD).encode()[:-40], "Unterminated|Expecting"),
    (os.urandom(300), "codec|Expecting|Extra|Invalid"),
    (json.dumps([1, 2]).encode(), "does not hold a JSON object"),
    (json.dumps(dict(GOOD, seed="x")).encode(), "'seed' should be int"),
    (json.dumps(dict(GOOD, version=None)).encode(), "no version number"),
    (json.dumps(dict(GOOD, actions=[*GOOD["actions"][:5], "discard 0h"])).encode(),
     "action 6 'discard 0h' is illegal"),
    (json.dumps(dict(GOOD, kind="patience")).encode(), "holds a 'patience'"),
    (b"[" * 100000 + b"]" * 100000, "recursion|depth|not hold"),
])
def test_a_bad_save_is_moved_aside_and_explained(paths: Paths, content: bytes,
                                                 reason: str) -> None:
    paths.data.mkdir(parents=True)
    _save_path(paths).write_bytes(content)
    loaded = _load_game(paths)
    assert loaded.value is None
    assert loaded.notice is not None and loaded.notice.startswith("Your saved game could not")

    assert re.search(reason, loaded.notice), loaded.notice
    kept = list(paths.data.glob("game.unreadable-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == content  # never deleted, never changed
    assert not _save_path(paths).exists()


def test_a_huge_file_is_not_read(paths: Paths) -> None:
    paths.data.mkdir(parents=True)
    with open(_save_path(paths), "wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)
    loaded = _load_game(paths)
    assert loaded.notice is not None and "far too big" in loaded.notice
    assert len(list(paths.data.glob("game.unreadable-*"))) == 1


def test_two_bad_files_in_a_row_are_both_kept(paths: Paths) -> None:
    paths.data.mkdir(parents=True)
    for text in (b"{", b"}"):
        _save_path(paths).write_bytes(text)
        _load_game(paths)
    assert len(list(paths.data.glob("game.unreadable-*"))) == 2


def test_an_unwritable_folder_raises_a_clear_storage_error(paths: Paths,
                                                           monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    write_json(_save_path(paths), GOOD)

    def read_only(*args: object, **kwargs: object) -> None:
        raise PermissionError(30, "Read-only file system")

    monkeypatch.setattr(tempfile, "mkstemp", read_only)
    with pytest.raises(StorageError, match="Read-only file system"):
        write_json(_save_path(paths), {"version": 1})
    monkeypatch.undo()
    assert _load_game(paths).value is not None  # the old save is intact


def test_a_folder_that_is_a_file_raises_a_storage_error(tmp_path: Path) -> None:
    (tmp_path / "blocked").write_text("not a folder")
    with pytest.raises(StorageError):
        write_json(tmp_path / "blocked" / "x.json", {"version": 1})


def test_a_first_save_makes_every_folder_on_its_way(tmp_path: Path) -> None:
    """A portable install's first start: ``SIXSEQ_HOME`` names a folder not made yet."""
    path = tmp_path / "usb" / "sixseq" / "data" / "game.json"
    write_json(path, GOOD)
    assert json.loads(path.read_text(encoding="utf-8")) == GOOD


def test_a_save_is_on_the_disk_before_it_replaces_the_old_one(
        paths: Paths, monkeypatch: pytest.MonkeyPatch) -> None:
    """Crash safety is an order: the new file's whole content flushed and synced, then the
    rename, then the folder synced so that the rename itself survives a power cut."""
    write_json(_save_path(paths), GOOD)
    steps: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        info = os.fstat(fd)
        steps.append("sync folder" if stat.S_ISDIR(info.st_mode)
                     else f"sync file of {info.st_size} bytes")
        real_fsync(fd)

    def replace(source: str, target: str) -> None:
        steps.append("rename")
        real_replace(source, target)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    write_json(_save_path(paths), GOOD)
    size = _save_path(paths).stat().st_size
    assert steps == [f"sync file of {size} bytes", "rename", "sync folder"]


@pytest.mark.parametrize("refused", ["open", "fsync"])
def test_a_folder_that_cannot_be_synced_still_takes_the_save(
        paths: Paths, monkeypatch: pytest.MonkeyPatch, refused: str) -> None:
    """Windows cannot open a folder, and some network file systems cannot sync one: the
    save is still written, and no descriptor is left open."""
    real_open, real_fsync = os.open, os.fsync
    opened: list[int] = []

    def open_(name: object, flags: int, *args: object, **kwargs: object) -> int:
        if refused == "open" and Path(str(name)).is_dir():
            raise PermissionError(13, "Permission denied")
        fd = real_open(name, flags, *args, **kwargs)  # type: ignore[arg-type]
        opened.append(fd)
        return fd

    def fsync(fd: int) -> None:
        if refused == "fsync" and stat.S_ISDIR(os.fstat(fd).st_mode):
            raise OSError(22, "Invalid argument")
        real_fsync(fd)

    monkeypatch.setattr(os, "open", open_)
    monkeypatch.setattr(os, "fsync", fsync)
    write_json(_save_path(paths), GOOD)
    assert _load_game(paths).value is not None
    for fd in opened:  # every folder opened to be synced was closed again
        with pytest.raises(OSError):
            os.fstat(fd)


def test_a_save_gone_between_two_looks_is_simply_absent(
        paths: Paths, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another program (a sync client, a cleaner) removes the file just as it is read."""
    import sixseq.storage as storage

    write_json(_save_path(paths), GOOD)

    def vanished(path: Path, limit: int) -> bytes:
        raise FileNotFoundError(2, "No such file or directory")

    monkeypatch.setattr(storage, "read_regular_file", vanished)
    loaded = _load_game(paths)
    assert loaded.value is None and loaded.notice is None


def test_a_file_older_than_any_version_read_is_set_aside_and_said_so(paths: Paths) -> None:
    path = paths.data / "stats.json"
    write_json(path, {"version": 1, "kind": "stats"})
    loaded = read_json(path, "stats", 3, oldest=2, what="statistics")
    assert loaded.value is None and not path.exists()
    assert loaded.notice is not None and "version 1 is no longer read" in loaded.notice
    assert len(list(paths.data.glob("stats.unreadable-*.json"))) == 1
    write_json(path, {"version": 2, "kind": "stats"})  # the oldest still read
    assert read_json(path, "stats", 3, oldest=2).value == {"version": 2, "kind": "stats"}


# --- settings ---------------------------------------------------------------------------------

def test_settings_round_trip(paths: Paths) -> None:
    chosen = Settings(language="fr", games={"six-sequences": {
        "table": "2v2", "levels": ["hard", "easy", "medium"], "rounds": 5}})
    save_settings(paths, chosen)
    assert load_settings(paths) == (chosen, None)


def test_bad_settings_fall_back_field_by_field(paths: Paths,
                                               caplog: pytest.LogCaptureFixture) -> None:
    data = settings_to_json(Settings(card_back="red"))
    data.update(language="klingon", sound="yes", shiny=True,
                games={"six-sequences": {"table": "5", "rounds": 0, "x": {"nested": 1}}})
    write_json(paths.config / "settings.json", data)
    settings, notice = load_settings(paths)
    assert notice is None
    assert (settings.card_back, settings.language, settings.sound) == ("red", "", True)
    for field in ("language", "sound", "shiny"):
        assert field in caplog.text
    # A game's options are its own to clean: nothing but plain values is kept for it.
    assert settings.options("six-sequences") == {"table": "5", "rounds": 0}
    from sixseq.games.six_sequences.ui import GAME

    assert GAME.clean_options(settings.options("six-sequences")) == GAME.default_options()


@pytest.mark.parametrize(("value", "kept"), [
    (999_999, True), (-999_999, True), (1_000_000, False), (-1_000_000, False), (True, True),
    ("x" * 64, True), ("x" * 65, False), ("a\x00b", False), (1.5, False), (None, False),
    (["easy"] * 16, True), (["easy"] * 17, False), ([["easy"]], False), ({"a": 1}, False)],
    ids=repr)
def test_a_game_s_option_is_kept_only_as_a_plain_value(value: object, kept: bool) -> None:
    """What a game could not clean is never kept for it: a small whole number, a short text,
    a short list of those."""
    settings = settings_from_json({"games": {"rami": {"levels": value, "seats": 3}}})
    expected = {"levels": value, "seats": 3} if kept else {"seats": 3}
    assert settings.options("rami") == expected


def test_the_games_options_are_read_only_in_a_sane_shape() -> None:
    """Past 32 games, 32 options, or a 64-letter name, a file's options are not its games'."""
    def games(data: object) -> dict[str, dict[str, object]]:
        return settings_from_json({"games": data}).games

    assert len(games({f"g{i}": {} for i in range(32)})) == 32
    assert games({f"g{i}": {} for i in range(33)}) == {}
    assert games({"g" * 64: {"x": 1}}) == {"g" * 64: {"x": 1}}
    assert games({"g" * 65: {"x": 1}}) == {}
    assert len(games({"rami": {f"o{i}": 1 for i in range(32)}})["rami"]) == 32
    assert games({"rami": {f"o{i}": 1 for i in range(33)}}) == {}
    assert games({"rami": {"o" * 64: 1, "p" * 65: 1}}) == {"rami": {"o" * 64: 1}}


@pytest.mark.parametrize(("value", "kept"), [
    ([], True), ([240, 240], True), ([16384, 16384], True), ([800, 600, 0, 0], True),
    ([800, 600, -32768, 32768], True), ([239, 600], False), ([800, 16385], False),
    ([800, 600, 32769, 0], False), ([800, 600, 0, -32769], False), ([800], False),
    ([800, 600, 10], False), ([800, 600, 1, 2, 3, 4], False), ([True, 600], False),
    ([800.0, 600], False), ("800x600", False)], ids=repr)
def test_the_window_is_restored_only_at_a_size_and_place_a_screen_can_show(
        value: object, kept: bool) -> None:
    """A size from 240 to 16384 pixels a side, then a place within 32768 of the origin."""
    settings = settings_from_json({"window": value})
    assert settings.window == (tuple(value) if kept else ())  # type: ignore[arg-type]


_OPTION_ATOMS = st.one_of(st.booleans(), st.integers(-3, 2000), st.sampled_from(
    ["", "2", "3", "4", "2v2", "easy", "medium", "hard", "random", "x"]), st.text(max_size=4))
_OPTION_VALUES = st.one_of(st.none(), st.floats(), _OPTION_ATOMS,
                           st.lists(_OPTION_ATOMS, max_size=6),
                           st.dictionaries(st.text(), _OPTION_ATOMS))


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_every_game_cleans_any_options_a_settings_file_holds(data: st.DataObject) -> None:
    # What a hand-edited settings file keeps for a game (plain values: a list is one of them)
    # is the game's to clean when New game opens or the command line starts it; it must come
    # out as the game's own choices, never as an error.
    for info in available():
        game = game_ui(info.id)
        names = sorted({*game.default_options(), "seats", "teams", "table", "levels", "x"})
        raw = data.draw(st.dictionaries(st.sampled_from(names), _OPTION_VALUES), label=info.id)
        kept = settings_from_json({"games": {info.id: raw}}).options(info.id)
        clean = game.clean_options(kept)
        assert clean.keys() == game.default_options().keys()
        assert game.clean_options(clean) == clean
        assert game.option_rows(clean)


def test_a_settings_file_as_the_first_release_wrote_it_still_loads(paths: Paths) -> None:
    """The files players have: whatever the program comes to write, these are read."""
    paths.config.mkdir(parents=True)
    (paths.config / "settings.json").write_text(
        '{"version": 1, "kind": "settings", "language": "fr", "card_back": "red", '
        '"four_colour": true, "table_colour": "blue", "animation_speed": "fast", '
        '"bot_pace": "slow", "sound": false, "fullscreen": false, "window": [1280, 800], '
        '"games": {"rami": {"seats": 3}}}', encoding="utf-8")
    settings, notice = load_settings(paths)
    assert notice is None
    assert settings == Settings(language="fr", card_back="red", four_colour=True,
                                table_colour="blue", animation_speed="fast", bot_pace="slow",
                                sound=False, window=(1280, 800), games={"rami": {"seats": 3}})


def test_settings_written_before_per_game_options_keep_their_table(paths: Paths) -> None:
    data = settings_to_json(Settings())
    del data["games"]
    data.update(seats=4, teams=True, levels=["hard", "easy", "medium"], rounds=5,
                winnable_only=True)
    write_json(paths.config / "settings.json", data)
    settings, _ = load_settings(paths)
    from sixseq.games.six_sequences.ui import GAME
    from sixseq.games.twenty_twenty.options import winnable_only

    assert GAME.clean_options(settings.options("six-sequences")) == {
        "table": "2v2", "levels": ["hard", "easy", "medium"], "rounds": 5}
    assert winnable_only(settings)


def test_the_four_colour_deck_is_a_saved_choice_off_by_default(
        paths: Paths, caplog: pytest.LogCaptureFixture) -> None:
    # Two colours unless a player asks for four (♣ green, ♦ blue); files written before the
    # choice existed read as two colours, and only a true boolean turns it on.
    assert Settings().four_colour is False
    save_settings(paths, Settings(four_colour=True))
    assert load_settings(paths) == (Settings(four_colour=True), None)
    older = settings_to_json(Settings(card_back="red"))
    del older["four_colour"]
    write_json(paths.config / "settings.json", older)
    assert load_settings(paths) == (Settings(card_back="red"), None)
    for bad in ("yes", 1, None, [True]):
        caplog.clear()
        data = settings_to_json(Settings(card_back="red"))
        data["four_colour"] = bad
        write_json(paths.config / "settings.json", data)
        assert load_settings(paths) == (Settings(card_back="red"), None), bad
        assert "four_colour" in caplog.text, bad


def test_a_future_settings_file_is_kept_aside(paths: Paths) -> None:
    write_json(paths.config / "settings.json", {"version": 7, "kind": "settings"})
    settings, notice = load_settings(paths)
    assert settings == Settings() and notice is not None and notice.newer
    assert "newer version of sixseq (version 7)" in notice and "never deleted" in notice
    assert list(paths.config.glob("settings.unreadable-*.json"))


def test_a_save_from_a_newer_sixseq_is_kept_aside_and_said_so(paths: Paths) -> None:
    """It was told as a damaged file ('could not be read'), which it is not."""
    paths.data.mkdir(parents=True)
    content = json.dumps(dict(GOOD, version=99)).encode()
    _save_path(paths).write_bytes(content)
    loaded = _load_game(paths)
    assert loaded.value is None and loaded.notice is not None and loaded.notice.newer
    assert not loaded.notice.kept  # set aside, not left in place
    assert "could not be read" not in loaded.notice
    kept = list(paths.data.glob("game.unreadable-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert kept[0].name in loaded.notice


def test_a_newer_file_s_notice_reads_right_whatever_the_file_is_called(paths: Paths) -> None:
    """The 20/20 table shows this sentence as it is: "Your 20/20 statistics comes from..."
    made the verb agree with a singular it did not have."""
    paths.data.mkdir(parents=True)
    path = paths.data / "patience-stats.json"
    write_json(path, {"version": 9, "kind": "patience-stats"})
    loaded = read_json(path, "patience-stats", 1, what="20/20 statistics")
    assert loaded.notice is not None and loaded.notice.newer
    assert loaded.notice.startswith("A newer version of sixseq (version 9) wrote your 20/20 "
                                    "statistics:")


def test_default_paths_follow_sixseq_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path
                                          ) -> None:
    monkeypatch.setenv("SIXSEQ_HOME", str(tmp_path))
    assert Paths.default() == Paths(tmp_path / "config", tmp_path / "data", tmp_path / "logs")
    monkeypatch.delenv("SIXSEQ_HOME")
    assert "sixseq" in str(Paths.default().data)
