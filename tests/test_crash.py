"""A crash is never silent: the apology gives a report the player can copy (versions, system,
the error, the log's path), and errors on other threads or in native code reach the log."""

from __future__ import annotations

import logging
import os
import platform
import re
import subprocess
import sys
import threading
from pathlib import Path

import pygame
import pytest
from shell_harness import label_of, label_whole, open_app, press, start_sixseq, visible_buttons
from table_harness import key, legible_and_apart, resize

from sixseq import __version__
from sixseq.crash import catch_everything, describe, report
from sixseq.logs import configure_logging, log_path
from sixseq.ui.i18n import tr
from sixseq.ui.menu import Apology, MainMenu

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def sixseq_logger() -> object:
    """The ``sixseq`` logger and the process-wide hooks as they were, put back afterwards."""
    hooks = (sys.excepthook, threading.excepthook)
    yield
    sys.excepthook, threading.excepthook = hooks
    for handler in list(logging.getLogger("sixseq").handlers):
        logging.getLogger("sixseq").removeHandler(handler)
        handler.close()


def crash_the_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    app, shell = open_app(tmp_path)
    configure_logging(app.paths.logs)
    table = start_sixseq(app)

    def broken(dt: float) -> None:
        raise RuntimeError("a bug in the table")

    monkeypatch.setattr(table, "update", broken)
    assert app.run(max_frames=app.frames + 1) == 1
    assert isinstance(app.scene, Apology)
    return app, shell, app.scene


def test_the_apology_shows_a_report_the_player_can_copy(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sixseq_logger: object) -> None:
    app, shell, apology = crash_the_table(tmp_path, monkeypatch)
    lines = apology.report.splitlines()
    sdl = ".".join(map(str, pygame.get_sdl_version()))
    assert lines[0] == f"sixseq: {__version__}"
    assert f"Python: {platform.python_version()} (CPython)" in lines
    assert f"pygame-ce: {pygame.version.ver}" in lines and f"SDL: {sdl}" in lines
    assert f"system: {platform.platform()}" in lines
    error = next(line for line in lines if line.startswith("error: "))
    assert "RuntimeError: a bug in the table (sixseq/ui/app.py:" in error  # its own code
    assert lines[-1] == f"log: {shell.log_file}"
    # The report is on screen, as the player sees it.
    drawn: list[str] = []
    real_draw = __import__("sixseq.ui.text", fromlist=["draw"]).draw

    def spy(screen: pygame.Surface, words: str, *args: object, **kwargs: object) -> object:
        drawn.append(words)
        return real_draw(screen, words, *args, **kwargs)

    monkeypatch.setattr("sixseq.ui.text.draw", spy)
    app.invalidate()
    app.step()
    shown = " ".join(drawn)
    assert f"sixseq: {__version__}" in shown and "RuntimeError" in shown
    # Copy: the clipboard holds the report, and the player is told.
    pygame.scrap.put_text("something else")
    press(app, "sixseq.apology.copy")
    app.step()
    assert pygame.scrap.get_text() == apology.report
    assert tr("sixseq.apology.copied") in [n.text for n in app.notices]
    assert "crash report:" in shell.log_file.read_text(encoding="utf-8")


def test_a_report_that_cannot_be_copied_says_where_it_is(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sixseq_logger: object) -> None:
    app, shell, apology = crash_the_table(tmp_path, monkeypatch)

    def no_clipboard(text: str) -> None:
        raise pygame.error("no clipboard here")

    monkeypatch.setattr(pygame.scrap, "put_text", no_clipboard)
    apology.copy_report()
    assert tr("sixseq.apology.not_copied", path=str(shell.log_file)) in \
        [n.text for n in app.notices]
    assert apology.report in shell.log_file.read_text(encoding="utf-8")


def test_an_error_on_another_thread_reaches_the_log(tmp_path: Path,
                                                    sixseq_logger: object) -> None:
    path = configure_logging(tmp_path)
    catch_everything(path)

    def work() -> None:
        raise ValueError("lost in a worker")

    worker = threading.Thread(target=work, name="solver")
    worker.start()
    worker.join()
    text = log_path(tmp_path).read_text(encoding="utf-8")
    assert "uncaught error in solver" in text and "ValueError: lost in a worker" in text
    assert "Traceback" in text


def test_an_uncaught_error_outside_the_loop_reaches_the_log(
        tmp_path: Path, sixseq_logger: object, capsys: pytest.CaptureFixture[str]) -> None:
    """… and still reaches standard error, where Python would have put it."""
    path = configure_logging(tmp_path)
    catch_everything(path)
    try:
        raise KeyError("at start-up")
    except KeyError:
        sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
    assert "KeyError: 'at start-up'" in log_path(tmp_path).read_text(encoding="utf-8")
    assert "KeyError: 'at start-up'" in capsys.readouterr().err


CRASH = """
import faulthandler, logging, sys
from pathlib import Path
from sixseq.crash import catch_everything
from sixseq.logs import configure_logging
folder = Path(sys.argv[1])
catch_everything(configure_logging(folder))
if sys.argv[2] == "rotated":
    logging.getLogger("sixseq").handlers[0].doRollover()
logging.getLogger("sixseq").info("about to crash")
faulthandler._sigsegv()
"""


@pytest.mark.parametrize("when", ["at once", "rotated"])
def test_a_native_crash_is_written_to_the_log(tmp_path: Path, when: str) -> None:
    """``faulthandler`` writes a segfault (every thread's stack) into the log file, and keeps
    doing so after the log rotates."""
    run = subprocess.run([sys.executable, "-c", CRASH, str(tmp_path), when], cwd=ROOT,
                         capture_output=True, text=True, timeout=60,
                         env=dict(os.environ, PYTHONFAULTHANDLER=""))
    assert run.returncode != 0
    text = log_path(tmp_path).read_text(encoding="utf-8")
    assert "about to crash" in text
    assert "Fatal Python error: Segmentation fault" in text
    assert "Current thread" in text or "Thread 0x" in text


def test_the_log_rotates_at_its_size_and_keeps_three_old_files(
        tmp_path: Path, sixseq_logger: object, monkeypatch: pytest.MonkeyPatch) -> None:
    from sixseq import logs

    monkeypatch.setattr(logs, "MAX_BYTES", 2000)
    path = configure_logging(tmp_path)
    for n in range(200):
        logging.getLogger("sixseq.test").info("line %04d of a long session", n)
    assert path is not None and path.stat().st_size <= 2000
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "sixseq.log", "sixseq.log.1", "sixseq.log.2", "sixseq.log.3"]
    assert "line 0199" in path.read_text(encoding="utf-8")


def test_a_first_start_makes_the_log_s_folders_and_each_line_says_when_and_what(
        tmp_path: Path, sixseq_logger: object) -> None:
    folder = tmp_path / "usb" / "sixseq" / "logs"  # a portable SIXSEQ_HOME not made yet
    assert configure_logging(folder) == log_path(folder)
    logging.getLogger("sixseq.test").warning("a line")
    line = log_path(folder).read_text(encoding="utf-8").strip()
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} WARNING sixseq.test: a line",
                        line), line


NO_LOG_FOLDER = """
import faulthandler, logging, sys
from pathlib import Path
from sixseq.crash import catch_everything
from sixseq.logs import configure_logging
blocked = Path(sys.argv[1]) / "logs"
blocked.write_text("a file where the folder should be")
path = configure_logging(blocked)
catch_everything(path)
logging.getLogger("sixseq").warning("no log file: %s", path)
faulthandler._sigsegv()
"""


def test_with_no_log_folder_the_log_and_a_native_crash_go_to_standard_error(
        tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, "-c", NO_LOG_FOLDER, str(tmp_path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60,
                         env=dict(os.environ, PYTHONFAULTHANDLER=""))
    assert run.returncode != 0
    assert "no log file: None" in run.stderr
    assert "Fatal Python error: Segmentation fault" in run.stderr
    assert "Current thread" in run.stderr  # every thread's stack, not one


def test_the_log_set_up_again_writes_each_line_once(tmp_path: Path,
                                                    sixseq_logger: object) -> None:
    """Set up again (a second start in one process, as the tests make): the old file is let
    go, and no line is written twice."""
    configure_logging(tmp_path / "first")
    configure_logging(tmp_path / "second")
    logging.getLogger("sixseq.test").warning("said once")
    assert "said once" not in log_path(tmp_path / "first").read_text(encoding="utf-8")
    assert log_path(tmp_path / "second").read_text(encoding="utf-8").count("said once") == 1


def _look_up(key: str) -> object:
    return {}[key]


def test_describe_names_the_error_and_where_it_happened() -> None:
    """The innermost frame: where it went wrong, not where it was called from."""
    try:
        _look_up("missing")
    except KeyError as error:
        line = describe(error)
    assert line.startswith("KeyError: 'missing' (") and "test_crash.py" in line
    assert line.endswith(", in _look_up)")
    assert report(Path("/x/sixseq.log")).splitlines()[-1] == "log: /x/sixseq.log"


@pytest.mark.parametrize("size", [(800, 560), (2560, 1440)], ids=["800x560", "2560x1440"])
def test_the_apology_reads_whole_in_its_panel_and_its_buttons_go_by_keys(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sixseq_logger: object,
        drawn: list[tuple[str, int, pygame.Rect]], size: tuple[int, int]) -> None:
    """After a crash, at the smallest window and a large one: every word legible, inside
    the panel and apart; *Copy*, *Main menu*, *Quit* in a row under the words, inside the
    panel, their labels whole; the arrows reach them (Enter on *Main menu* goes there) and
    Esc leaves the apology up: the player chooses."""
    app, _, apology = crash_the_table(tmp_path, monkeypatch)
    resize(app, size)
    drawn.clear()
    apology.draw(pygame.Surface(size))
    words = [d for d in drawn if d[0]]
    assert len(words) >= 4
    legible_and_apart(words, apology.panel)
    row = apology.menu_buttons()
    assert visible_buttons(app) == row  # the buttons laid out for the old size are gone
    assert [label_of(b) for b in row] == [tr("sixseq.apology.copy"), tr("sixseq.apology.menu"),
                                          tr("sixseq.apology.quit")]
    assert len({b.rect.top for b in row}) == 1 and all(
        apology.panel.contains(b.rect) and words[-1][2].bottom <= b.rect.top for b in row)
    for button in row:
        assert label_whole(button), label_of(button)
    key(app, pygame.K_ESCAPE)
    assert app.scene is apology and app.running
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert app.focus_rect() == row[1].rect
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, MainMenu)
