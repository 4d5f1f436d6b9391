"""Nothing lost, whatever sits where a file should be: a passing read error never costs any
history, hostile files neither hang nor fill memory, every statistics field is checked where it
is read, and what a crash leaves behind is cleaned up at the next start."""

from __future__ import annotations

import errno
import math
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from shell_harness import home, open_app

from sixseq.games.six_sequences.session import SixSeqSession, seat_bots
from sixseq.games.six_sequences.ui import GAME as SIX_SEQUENCES
from sixseq.settings import load_settings, settings_path
from sixseq.stats import (
    MAX_FEATS,
    MAX_HISTORY,
    MAX_POINTS,
    MAX_ROUNDS,
    MAX_SECONDS,
    MatchResult,
    MatchStats,
    PatienceGame,
    PatienceStats,
    RoundResult,
    load_match_stats,
    load_patience_stats,
    match_stats_path,
    patience_stats_path,
    save_match_stats,
    save_patience_stats,
)
from sixseq.storage import (
    MAX_FILE_BYTES,
    Paths,
    StorageError,
    clean_temporary_files,
    read_json,
    read_regular_file,
    write_json,
)
from sixseq.ui.i18n import tr

ROOT = Path(__file__).resolve().parent.parent
SS = "six-sequences"  # its statistics are the files tried here
POSIX = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero are POSIX things")


def history(rounds: int = 20) -> MatchStats:
    stats = MatchStats()
    for n in range(rounds):
        stats.record_round(RoundResult(2, False, ("medium",), 30 + n, 20, f"2024-01-{n + 1:02}"))
    return stats


def fail_reads(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Reading ``path`` fails as a locked file or a flaky network home fails: an I/O error."""
    real_open = os.open

    def flaky(name: object, flags: int, *args: object, **kwargs: object) -> int:
        if Path(str(name)) == path:
            raise OSError(errno.EIO, "Input/output error")
        return real_open(name, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", flaky)


# --- a passing read error ------------------------------------------------------------------------

def test_a_read_error_leaves_the_file_where_it_is_and_says_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = home(tmp_path)
    save_match_stats(paths, SS, history())
    before = match_stats_path(paths, SS).read_bytes()
    fail_reads(monkeypatch, match_stats_path(paths, SS))
    stats, notice = load_match_stats(paths, SS)
    assert notice is not None and "just now" in notice and notice.kept  # type: ignore[attr-defined]
    assert stats.rounds == [] and stats.unread
    assert match_stats_path(paths, SS).read_bytes() == before  # not moved aside
    with pytest.raises(StorageError, match="not written over"):
        save_match_stats(paths, SS, stats)  # a history of one round never replaces twenty
    assert match_stats_path(paths, SS).read_bytes() == before
    monkeypatch.undo()
    assert len(load_match_stats(paths, SS)[0].rounds) == 20
    assert list(paths.data.glob("*unreadable*")) == []


def test_unread_patience_statistics_are_never_written_over_the_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = home(tmp_path)
    save_patience_stats(paths, PatienceStats([PatienceGame(**GAME)] * 20))  # type: ignore[arg-type]
    before = patience_stats_path(paths).read_bytes()
    fail_reads(monkeypatch, patience_stats_path(paths))
    stats, notice = load_patience_stats(paths)
    assert notice is not None and stats.games == [] and stats.unread
    stats.games.append(PatienceGame(**GAME))  # type: ignore[arg-type]
    with pytest.raises(StorageError, match="not written over"):
        save_patience_stats(paths, stats)  # one game never replaces twenty
    monkeypatch.undo()
    assert patience_stats_path(paths).read_bytes() == before


def test_the_end_of_a_round_never_turns_twenty_rounds_into_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The round ends while the statistics cannot be read: the file keeps its twenty rounds,
    and the player is told (nothing is recorded silently or lost silently)."""
    paths = home(tmp_path)
    save_match_stats(paths, SS, history())
    app, _ = open_app(tmp_path)
    app.notices.clear()
    fail_reads(monkeypatch, match_stats_path(paths, SS))
    SIX_SEQUENCES.record_round(app, finished_session())
    monkeypatch.undo()
    assert len(load_match_stats(paths, SS)[0].rounds) == 20
    told = [n.text for n in app.notices]
    assert tr("sixseq.notice.unavailable_stats") in told
    assert tr("sixseq.notice.stats_not_saved") in told  # the statistics, not the game
    assert tr("sixseq.notice.save_failed") not in told


def test_a_file_set_aside_at_the_end_of_a_round_is_told(tmp_path: Path) -> None:
    paths = home(tmp_path)
    app, _ = open_app(tmp_path)
    app.notices.clear()
    paths.data.mkdir(parents=True, exist_ok=True)
    match_stats_path(paths, SS).write_text('{"version": 1, "kind": "six-sequences-stats", '
                                        '"rounds": [{"seats": NaN}]}', encoding="utf-8")
    SIX_SEQUENCES.record_round(app, finished_session())
    assert [n.text for n in app.notices] == [tr("sixseq.notice.unreadable_stats")]
    assert len(list(paths.data.glob("six-sequences-stats.unreadable-*.json"))) == 1
    assert len(load_match_stats(paths, SS)[0].rounds) == 1  # the new round, in a fresh file


def test_the_statistics_page_tells_of_a_file_it_set_aside(tmp_path: Path) -> None:
    from shell_harness import press

    app, _ = open_app(tmp_path)
    app.notices.clear()
    home(tmp_path).data.mkdir(parents=True, exist_ok=True)
    patience_stats_path(home(tmp_path)).write_text(
        '{"version": 1, "kind": "patience-stats", "games": [{"seconds": Infinity}]}',
        encoding="utf-8")
    press(app, "sixseq.menu.stats")
    app.step()
    assert type(app.scene).__name__ == "StatsPage"
    assert [n.text for n in app.notices] == [tr("sixseq.notice.unreadable_stats")]


def finished_session() -> SixSeqSession:
    """A finished one-round match, as its table hands it over at the round's end."""
    import random

    from sixseq.games.six_sequences.rules.match import Match
    from sixseq.games.six_sequences.rules.table import TableConfig

    match = Match(TableConfig(2, False), rounds=1, seed=4)
    rng = random.Random(4)
    while not match.round.is_over():
        match.round.apply(rng.choice(match.round.legal_actions()))
    return SixSeqSession(match, seat_bots(match.config, 1, ("easy",), 4))


# --- what is not a file ------------------------------------------------------------------------

def read_in_time(path: Path, seconds: float = 10.0) -> object:
    """``read_json`` on ``path`` in a thread: the result, or a failure if it hangs."""
    result: list[object] = []
    worker = threading.Thread(target=lambda: result.append(
        read_json(path, "settings", 1, what="settings file")), daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"reading {path} hung"
    return result[0]


@POSIX
def test_a_fifo_in_place_of_the_settings_neither_hangs_nor_is_read(tmp_path: Path) -> None:
    paths = home(tmp_path)
    paths.config.mkdir(parents=True)
    os.mkfifo(settings_path(paths))
    loaded = read_in_time(settings_path(paths))
    assert loaded.value is None and "not a regular file" in loaded.notice  # type: ignore[attr-defined]
    assert not settings_path(paths).exists()  # set aside (renamed, never deleted)
    assert len(list(paths.config.glob("settings.unreadable-*.json"))) == 1
    assert load_settings(paths)[1] is None  # and the program goes on with its defaults


@POSIX
def test_dev_zero_in_place_of_a_save_neither_hangs_nor_fills_memory(tmp_path: Path) -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    paths = home(tmp_path)
    paths.data.mkdir(parents=True)
    save = paths.data / "six-sequences-game.json"
    save.symlink_to("/dev/zero")
    loaded = read_in_time(save)
    assert loaded.value is None and "not a regular file" in loaded.notice  # type: ignore[attr-defined]
    assert not save.is_symlink() and Path("/dev/zero").exists()  # the link was set aside


def test_a_folder_in_place_of_a_file_is_set_aside(tmp_path: Path) -> None:
    folder = tmp_path / "settings.json"
    folder.mkdir()
    loaded = read_in_time(folder)
    assert loaded.value is None and "a folder" in loaded.notice  # type: ignore[attr-defined]


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux's /proc")
def test_the_size_limit_holds_while_reading() -> None:
    """``/proc`` files say they hold 0 bytes: the limit must hold on what is actually read."""
    assert os.stat("/proc/self/status").st_size == 0
    with pytest.raises(ValueError, match="far too big"):
        read_regular_file(Path("/proc/self/status"), limit=64)
    assert len(read_regular_file(Path("/proc/self/status"), limit=MAX_FILE_BYTES)) > 64


# --- every statistics field, checked where it is read --------------------------------------------

GAME = {"deal": 7, "won": True, "seconds": 95.5, "moves": 60, "undos": 0, "hints": 0,
        "abandoned": False, "finished_at": "2024-05-01T10:00:00"}
ROUND = {"seats": 2, "teams": False, "levels": ["medium"], "score": 31, "best_other": 12,
         "finished_at": "2024-05-01T10:00:00"}


@pytest.mark.parametrize(("row", "what"), [
    ({"seconds": math.nan}, "NaN time"), ({"seconds": math.inf}, "infinite time"),
    ({"seconds": -4.0}, "negative time"), ({"seconds": 1e300}, "absurd time"),
    ({"seconds": "95.5"}, "a time in words"), ({"seconds": False}, "bool for a time"),
    ({"deal": -1}, "negative deal"), ({"moves": 10**12}, "absurd moves"),
    ({"undos": True}, "bool for a number"), ({"finished_at": "2024\x00"}, "NUL in a date"),
    ({"finished_at": "x" * 5000}, "endless text"), ({"moves": 61}, "more moves than cards"),
    ({"finished_at": "x" * 41}, "a long date"),
])
def test_a_bad_patience_field_sets_the_file_aside(tmp_path: Path, row: dict[str, object],
                                                  what: str) -> None:
    paths = home(tmp_path)
    write_json(patience_stats_path(paths), {"version": 1, "kind": "patience-stats",
                                            "games": [GAME, dict(GAME, **row)]})
    stats, notice = load_patience_stats(paths)
    assert notice is not None and stats.games == [], what
    assert len(list(paths.data.glob("patience-stats.unreadable-*.json"))) == 1


@pytest.mark.parametrize(("row", "what"), [
    ({"levels": ["med\x00ium"]}, "NUL in a level name"), ({"levels": ["x"] * 500}, "many"),
    ({"score": math.inf}, "infinite score"), ({"score": 10**40}, "absurd score"),
    ({"seats": 7}, "seven seats"), ({"best_other": 1.5}, "fractional points"),
    ({"levels": ["easy"] * 6}, "six computer players"), ({"levels": ["e" * 21]}, "a long level"),
    ({"match_id": "9" * 41}, "a long match id"), ({"feats": ["v" * 21]}, "a long feat"),
    ({"seats": 0}, "no seat"), ({"colour": "red"}, "a field no row has"),
    ({"feats": ["vo\x00le"]}, "NUL in a feat"), ({"feats": "vole"}, "a feat not in a list"),
    ({"feats": ["vole"] * 500}, "many feats"),
])
def test_a_bad_six_sequences_field_sets_the_file_aside(tmp_path: Path, row: dict[str, object],
                                                       what: str) -> None:
    paths = home(tmp_path)
    write_json(match_stats_path(paths, SS), {"version": 1, "kind": "six-sequences-stats",
                                          "rounds": [ROUND, dict(ROUND, **row)]})
    stats, notice = load_match_stats(paths, SS)
    assert notice is not None and stats.rounds == [], what


@pytest.mark.parametrize(("field", "value"), [
    ("seconds", -1.0), ("seconds", math.nan), ("seconds", True), ("seconds", "12"),
    ("recorded", "yes"), ("demo", 1)])
def test_a_bad_field_of_a_20_20_game_in_progress_sets_it_aside(
        tmp_path: Path, field: str, value: object) -> None:
    """A flag that is not true or false would count a game twice, or a demo as the
    player's; a playing time that is no time would show on the clock."""
    from sixseq.games.twenty_twenty.files import load_game
    from sixseq.games.twenty_twenty.rules import Game
    from sixseq.saves import patience_path

    paths = home(tmp_path)
    good = {"kind": "patience-game", "version": 1, "game": Game(3).to_record(),
            "seconds": 12.5, "recorded": False, "demo": True}
    write_json(patience_path(paths), good)
    saved, notice = load_game(paths)
    assert notice is None and saved is not None and saved.demo and saved.seconds == 12.5
    write_json(patience_path(paths), {k: good[k] for k in ("kind", "version", "game")})
    saved, notice = load_game(paths)  # a file from before the time and flags were kept
    assert saved is not None and (saved.seconds, saved.recorded, saved.demo) == (0, False, False)
    write_json(patience_path(paths), dict(good, **{field: value}))
    saved, notice = load_game(paths)
    assert saved is None and notice is not None
    assert len(list(paths.data.glob("patience-game.unreadable-*.json"))) == 1


@pytest.mark.parametrize("rows", [{"a": ROUND}, "rounds", [ROUND, ["seats", 2]]],
                         ids=["an object", "text", "a row not an object"])
def test_statistics_rows_that_are_not_a_list_of_rows_set_the_file_aside(
        tmp_path: Path, rows: object) -> None:
    paths = home(tmp_path)
    write_json(match_stats_path(paths, SS), {"version": 1, "kind": "six-sequences-stats",
                                          "rounds": rows})
    stats, notice = load_match_stats(paths, SS)
    assert notice is not None and stats.rounds == []
    assert len(list(paths.data.glob("six-sequences-stats.unreadable-*.json"))) == 1


def test_statistics_read_whole_are_written_again_as_usual(tmp_path: Path) -> None:
    """What was read is the history: the next game is added to it and saved (only what could
    not be read is never written over). Rows from before a field was kept read as its
    default, and a file as long as the history is ever kept is read whole."""
    paths = home(tmp_path)
    old_game = {k: v for k, v in GAME.items() if k != "abandoned"}
    write_json(patience_stats_path(paths), {"version": 1, "kind": "patience-stats",
                                            "games": [old_game, dict(GAME, abandoned=True)]})
    stats, notice = load_patience_stats(paths)
    assert notice is None and not stats.unread and stats.abandoned == 1
    stats.record(PatienceGame(**GAME))  # type: ignore[arg-type]
    save_patience_stats(paths, stats)
    assert len(load_patience_stats(paths)[0].games) == 3
    write_json(match_stats_path(paths, SS), {"version": 2, "kind": "six-sequences-stats",
                                          "rounds": [ROUND] * MAX_HISTORY})
    rounds, notice = load_match_stats(paths, SS)
    assert notice is None and not rounds.unread and len(rounds.rounds) == MAX_HISTORY
    rounds.record_round(RoundResult(**ROUND))  # type: ignore[arg-type]
    save_match_stats(paths, SS, rounds)
    assert len(load_match_stats(paths, SS)[0].rounds) == MAX_HISTORY


def test_good_statistics_load_whole() -> None:
    """Every bound a field is checked against is one a real row may reach."""
    import tempfile

    edges = [dict(GAME, seconds=0, moves=0, deal=0),  # left before a move
             dict(GAME, seconds=MAX_SECONDS, finished_at="x" * 40)]
    games = [PatienceGame(**g) for g in (GAME, *edges)]  # type: ignore[arg-type]
    with tempfile.TemporaryDirectory() as folder:
        paths = Paths(Path(folder), Path(folder), Path(folder))
        save_patience_stats(paths, PatienceStats(games))
        match = MatchResult(3, False, ("hard", "easy"), 3, -12, 40, "2024-05-01T10:00:00")
        widest = MatchResult(6, False, ("m" * 20,) * 5, MAX_ROUNDS, MAX_POINTS, -MAX_POINTS,
                             match_id="9" * 40)  # six seats: five computer players
        sixte = RoundResult(6, False, ("hard",) * 5, 6, 0, feats=("f" * 20,) * MAX_FEATS)
        save_match_stats(paths, SS, MatchStats([*history(3).rounds, sixte], [match, widest]))
        assert load_patience_stats(paths) == (PatienceStats(games), None)
        assert load_match_stats(paths, SS)[0].matches == [match, widest]
        assert load_match_stats(paths, SS)[0].rounds[-1] == sixte


def test_a_record_of_endless_rounds_or_moves_is_refused_before_anything_is_built() -> None:
    """Every number a file holds is bounded before it is used: the 20/20 save's counters,
    the statistics' lists (the match record bounds its rounds itself)."""
    from sixseq.games.twenty_twenty.rules import Game
    from sixseq.games.twenty_twenty.rules.game import RECORD_VERSION

    record = Game(3).to_record()
    with pytest.raises(ValueError, match="undos"):
        Game.from_record(dict(record, undos=10**400 // 10**300))
    assert record["version"] == RECORD_VERSION
    with pytest.raises(ValueError, match="more than is ever kept"):
        from sixseq.stats import _match_from_json

        _match_from_json({"rounds": [ROUND] * 10_001})


# --- what a crash leaves behind -----------------------------------------------------------------

def test_temporary_files_of_an_interrupted_write_are_removed(tmp_path: Path) -> None:
    paths = home(tmp_path)
    write_json(settings_path(paths), {"version": 1, "kind": "settings"})
    gone = paths.config / ".settings.json.999999999.a1b2c3d4.tmp"  # its writer has ended
    gone.write_text("{half a file", encoding="utf-8")
    mine = paths.config / f".settings.json.{os.getpid()}.e5f6g7h8.tmp"  # a write under way
    mine.write_text("{", encoding="utf-8")
    old = paths.data / ".patience-game.json.zz99yy88.tmp"  # older naming, long left over
    old.parent.mkdir(parents=True, exist_ok=True)
    old.write_text("{", encoding="utf-8")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    other = paths.data / ".hidden-notes.txt"  # not ours
    other.write_text("keep me", encoding="utf-8")
    assert clean_temporary_files(paths) == 2
    assert not gone.exists() and not old.exists()
    assert mine.exists() and other.exists() and settings_path(paths).exists()


def _left(folder: Path, name: str, hours_ago: float = 0.0) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    temp = folder / name
    temp.write_text("{", encoding="utf-8")
    when = time.time() - hours_ago * 3600
    os.utime(temp, (when, when))
    return temp


@pytest.mark.skipif(os.name != "posix", reason="a running writer is asked by its number")
def test_a_write_under_way_in_another_running_sixseq_is_left_alone(tmp_path: Path) -> None:
    """Its writer still runs: the file is left, and the writer is only asked whether it runs
    (never signalled); after a day a file of a running number is a number reused, or a write
    stuck, and it goes."""
    paths = home(tmp_path)
    writer = subprocess.Popen([sys.executable, "-c", "import signal, time; "  # a hangup ends it,
                               "signal.signal(signal.SIGHUP, signal.SIG_DFL); time.sleep(60)"])
    try:
        fresh = _left(paths.data, f".rami-game.json.{writer.pid}.abcd1234.tmp", hours_ago=1)
        stuck = _left(paths.config, f".settings.json.{writer.pid}.efgh5678.tmp", hours_ago=25)
        assert clean_temporary_files(paths) == 1
        assert fresh.exists() and not stuck.exists()
        with pytest.raises(subprocess.TimeoutExpired):
            writer.wait(timeout=0.5)  # it still runs: it was not signalled
    finally:
        writer.kill()
        writer.wait()


def test_a_temporary_file_of_the_older_naming_goes_only_once_it_is_old(tmp_path: Path) -> None:
    paths = home(tmp_path)
    fresh = _left(paths.data, ".rami-game.json.a1b2c3d4.tmp", hours_ago=0.05)
    old = _left(paths.data, ".sixte-game.json.e5f6g7h8.tmp", hours_ago=0.25)
    assert clean_temporary_files(paths) == 1
    assert fresh.exists() and not old.exists()


def test_a_writer_the_system_will_not_answer_about_is_left_alone(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """Another user's process of that number: asking it is not permitted, so it exists."""
    paths = home(tmp_path)
    theirs = _left(paths.data, ".rami-game.json.4242.abcd1234.tmp", hours_ago=1)

    def not_permitted(pid: int, signal: int) -> None:
        raise PermissionError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "kill", not_permitted)
    assert clean_temporary_files(paths) == 0 and theirs.exists()
    assert "could not remove" not in caplog.text  # left on purpose, not a failure


def test_a_temporary_file_that_cannot_be_removed_does_not_stop_the_start(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """A file another program holds open (Windows), in a folder that cannot be listed: the
    others still go, and the start goes on."""
    paths = home(tmp_path)
    held = _left(paths.data, ".rami-game.json.999999999.abcd1234.tmp")
    other = _left(paths.data, ".sixte-game.json.999999999.efgh5678.tmp")
    real_unlink, real_glob = Path.unlink, Path.glob

    def unlink(path: Path, missing_ok: bool = False) -> None:
        if path == held:
            raise PermissionError(errno.EACCES, "Permission denied")
        real_unlink(path, missing_ok)

    unlisted = {paths.config}

    def glob(folder: Path, pattern: str):  # type: ignore[no-untyped-def]
        if folder in unlisted:
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_glob(folder, pattern)

    monkeypatch.setattr(Path, "unlink", unlink)
    monkeypatch.setattr(Path, "glob", glob)
    assert clean_temporary_files(paths) == 1
    assert held.exists() and not other.exists()
    assert "could not remove the temporary file" in caplog.text
    unlisted.add(paths.data)
    assert clean_temporary_files(paths) == 0  # neither folder listed: nothing to do


def test_the_program_cleans_up_when_it_starts(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    left = data / ".six-sequences-stats.json.999999999.abcdefgh.tmp"
    left.write_text("{", encoding="utf-8")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               SIXSEQ_HOME=str(tmp_path))
    run = subprocess.run([sys.executable, "-m", "sixseq", "--quit-after-frames", "2"], env=env,
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert not left.exists()
    assert "interrupted write" in (tmp_path / "logs" / "sixseq.log").read_text(encoding="utf-8")
