"""``sixseq`` alone opens the main menu (or says another window has the games open);
``sixseq bench render`` reports its figures."""

import json
import logging
from pathlib import Path

import pytest

from sixseq import cli
from sixseq.settings import Settings, save_settings, settings_path
from sixseq.storage import DataLock, Paths
from sixseq.ui.app import App
from sixseq.ui.menu import AlreadyOpen, MainMenu


def test_sixseq_without_a_command_opens_the_menu_and_logs(cli_apps: list[App],
                                                          tmp_path: Path) -> None:
    opened = cli_apps
    assert cli.main([]) == 0
    assert isinstance(opened[0].scene, MainMenu)
    log = (tmp_path / "logs" / "sixseq.log").read_text(encoding="utf-8")
    assert "sixseq 0.1.0 starts" in log and "showing MainMenu" in log


def _files(paths: Paths) -> dict[str, bytes]:
    """Every file the games and settings are kept in (the lock file is the windows' own
    channel: a second launch knocks on it)."""
    return {str(f): f.read_bytes() for folder in (paths.config, paths.data)
            for f in sorted(folder.rglob("*")) if f.is_file() and f.name != "sixseq.lock"}


@pytest.mark.parametrize(("argv", "settings"), [
    ([], "good"), (["--game", "rami"], "good"), (["new", "carre"], "good"),
    (["patience"], "good"), ([], "damaged"), ([], "newer")])
def test_a_second_window_on_the_same_games_only_says_so_and_writes_nothing(
        cli_apps: list[App], tmp_path: Path, argv: list[str], settings: str) -> None:
    """A double launch: two windows on the same games would save over each other (the last to
    save winning), so the second says another is open, offers only to quit, and writes no
    file, not even its settings or its size, and sets no unreadable settings file aside (the
    first window read it: if it is unreadable now, that one says so when it next starts)."""
    paths = Paths(tmp_path / "config", tmp_path / "data", tmp_path / "logs")
    first = DataLock(paths)
    assert first.acquire()
    save_settings(paths, Settings(language="fr", window=(900, 700)))
    path = settings_path(paths)
    if settings == "damaged":
        path.write_text('{"kind": "settings", "ver')
    elif settings == "newer":
        path.write_text(json.dumps(dict(json.loads(path.read_text()), version=999)))
    (paths.data / "rami-game.json").write_text("{}")  # bad: a window that read it moves it
    before = _files(paths)
    assert cli.main(argv) == 0
    app = cli_apps[0]
    assert isinstance(app.scene, AlreadyOpen) and app.host is None
    log = (tmp_path / "logs" / "sixseq.log").read_text(encoding="utf-8")
    assert f"another sixseq window plays the games in {paths.data}" in log
    app.change_settings(Settings(language="en", sound=False))  # F11, the window's size
    app.scene.escape()  # Esc quits, as its one button does
    assert not app.running
    assert _files(paths) == before
    first.release()
    assert cli.main(argv) == 0  # the first window closed: this one plays
    assert not isinstance(cli_apps[1].scene, AlreadyOpen)
    assert DataLock(paths).acquire()  # … and let the games go when it closed


def test_the_data_lock_is_held_by_one_holder_at_a_time(tmp_path: Path) -> None:
    paths = Paths(tmp_path / "config", tmp_path / "data", tmp_path / "logs")
    first, second = DataLock(paths), DataLock(paths)
    assert first.acquire() and not second.acquire()
    first.release()
    assert second.acquire()
    second.release()


def test_a_second_launch_knocks_and_the_first_window_comes_to_the_front(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Launched again while its window is open (minimised, or behind others), sixseq says so
    in the second window and knocks on the lock: the first comes to the front, once a
    launch."""
    paths = Paths(tmp_path / "config", tmp_path / "data", tmp_path / "logs")
    fronted: list[App] = []
    monkeypatch.setattr(App, "bring_to_front", lambda app: fronted.append(app))
    first_lock = DataLock(paths)
    first = cli._start_app(paths, None, first_lock)
    first.step()
    assert isinstance(first.scene, MainMenu) and fronted == []
    second_lock = DataLock(paths)
    second = cli._start_app(paths, None, second_lock)  # the second launch
    assert isinstance(second.scene, AlreadyOpen)
    first.step()
    assert fronted == [first]
    first.step()
    first.step()
    assert fronted == [first]  # one knock, one bring to the front
    second_lock.knock()  # a third launch
    first.step()
    assert fronted == [first, first]
    first_lock.release()


def test_the_data_lock_hears_each_knock_once(tmp_path: Path) -> None:
    paths = Paths(tmp_path / "config", tmp_path / "data", tmp_path / "logs")
    first, second = DataLock(paths), DataLock(paths)
    assert first.acquire() and not second.acquire()
    assert not first.knocked()
    second.knock()
    assert first.knocked() and not first.knocked()
    second.knock()
    second.knock()  # two knocks between looks: heard as one
    assert first.knocked() and not first.knocked()
    assert not second.knocked()  # only the holder hears
    first.release()


def test_a_first_start_in_a_folder_not_made_yet_holds_the_lock(tmp_path: Path) -> None:
    root = tmp_path / "usb" / "sixseq"  # a portable install's SIXSEQ_HOME, not made yet
    paths = Paths(root / "config", root / "data", root / "logs")
    first = DataLock(paths)
    assert first.acquire() and not DataLock(paths).acquire()
    first.release()


def test_a_file_system_without_locks_lets_play_go_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    """Some network homes refuse locks: nothing is then known of another window, and play
    goes on (logged) rather than every launch being told another window is open."""
    import errno

    from sixseq import storage

    def no_locks(handle: object) -> None:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(storage, "_lock", no_locks)
    paths = Paths(tmp_path / "config", tmp_path / "data", tmp_path / "logs")
    assert DataLock(paths).acquire() and DataLock(paths).acquire()
    assert "No locks available" in caplog.text


def test_a_knock_with_no_lock_file_to_knock_on_is_a_quiet_no(tmp_path: Path,
                                                             caplog: pytest.LogCaptureFixture
                                                             ) -> None:
    paths = Paths(tmp_path / "config", tmp_path / "data", tmp_path / "logs")
    with caplog.at_level(logging.INFO, logger="sixseq.storage"):
        DataLock(paths).knock()  # the first window closed, its folder gone, meanwhile
    assert not paths.data.exists() and "could not knock" in caplog.text


def test_bring_to_front_restores_a_minimised_window_and_asks_for_the_keyboard(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    asked: list[str] = []

    class Window:
        focused = True

        @classmethod
        def from_display_module(cls) -> "Window":
            return cls()

        def restore(self) -> None:
            asked.append("restore")

        def focus(self) -> None:
            asked.append("focus")

    monkeypatch.setattr(pygame, "Window", Window)
    app = App(settings=Settings(sound=False), paths=Paths(tmp_path, tmp_path, tmp_path))
    app.bring_to_front()
    assert asked == ["focus"]
    asked.clear()
    pygame.event.post(pygame.event.Event(pygame.WINDOWMINIMIZED))
    app.step()
    app.bring_to_front()
    assert asked == ["restore", "focus"]


def test_a_folder_where_no_lock_can_be_made_does_not_stop_play(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("a file where the folder should be")
    assert DataLock(Paths(tmp_path / "config", tmp_path / "data", tmp_path / "logs")).acquire()


def test_bench_render_reports_frame_times_idle_cpu_and_card_count(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench", "render", "--frames", "5", "--idle-seconds", "0.2",
                     "--no-cold-start", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert {"frame_ms_p50", "frame_ms_p95", "fps", "idle_cpu_percent"} <= set(result)
    assert result["cards_visible"] >= 85 and result["size"] == "1920x1080"


def test_bench_render_times_the_patience_too(capsys: pytest.CaptureFixture[str]) -> None:
    """Any game whose table stands its cards on the shared stage is timed (the 20/20's has
    no computer players)."""
    assert cli.main(["bench", "render", "--game", "twenty-twenty", "--frames", "5",
                     "--idle-seconds", "0.2", "--no-cold-start", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "twenty-twenty" and result["size"] == "1920x1080"
    assert {"frame_ms_p50", "full_redraw_ms_p50", "idle_cpu_percent"} <= set(result)
    assert result["cards_visible"] >= 80  # 20 piles' cards, each drawn where it lies


def test_the_command_is_found_after_the_program_s_own_options_and_their_values(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The command is read before the parser is built (only its game adds its options): a
    value of a program option before it (``--screenshot x.png``) is not taken for it, so
    ``--variant`` (Le Carré's own) is still known."""
    assert cli.main(["--quit-after-frames", "3", "--screenshot", "unused.png", "selfplay",
                     "--game", "carre", "--variant", "libre", "--rounds", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["variant"] == "libre"


def test_the_options_skipped_before_the_command_are_the_parser_s_own(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """One list of the program's options: one added to the parser is skipped with its value
    when the command is looked for (a hand-kept list drifts)."""
    import argparse

    add = cli._add_program_options

    def with_theme(parser: argparse.ArgumentParser) -> list[argparse.Action]:
        return [*add(parser), parser.add_argument("--theme", metavar="NAME"),
                parser.add_argument("--dark", action="store_true")]

    monkeypatch.setattr(cli, "_add_program_options", with_theme)
    assert cli._command_word(["--theme", "night", "games"]) == "games"
    assert cli._command_word(["--dark", "games", "--json"]) == "games"
    assert cli._command_word(["--game", "rami", "--screenshot", "a.png"]) is None
    assert cli._command_word(["--game=rami", "games"]) == "games"
    assert cli._build_parser().parse_args(["--theme", "night"]).theme == "night"
