"""sixseq on a Linux desktop: ``sixseq install-desktop`` puts the entry (a New game action per
game), the icons and the AppStream metainfo in the user's XDG folders, pointing at the program
that ran it; the window carries the entry's class and the program's icon."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from sixseq import desktop
from sixseq.games.registry import available

ROOT = Path(__file__).resolve().parent.parent
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def run_sixseq(*args: str, env: dict[str, str] | None = None,
               program: list[str] | None = None) -> subprocess.CompletedProcess[str]:
    command = program or [sys.executable, "-m", "sixseq"]
    return subprocess.run([*command, *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=180, env=dict(os.environ, **HEADLESS, **(env or {})))


def read_entry(path: Path) -> configparser.ConfigParser:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(path, encoding="utf-8")
    return entry


@pytest.fixture
def installed(tmp_path: Path) -> Path:
    """``sixseq install-desktop`` run with a temporary home and XDG data folder."""
    share = tmp_path / "xdg-data"
    run = run_sixseq("install-desktop", env={"HOME": str(tmp_path / "home"),
                                             "XDG_DATA_HOME": str(share)})
    assert run.returncode == 0, run.stderr
    assert str(share) in run.stdout
    return share


def test_the_desktop_entry_names_the_program_its_icon_and_a_new_game_per_game(
        installed: Path) -> None:
    section = read_entry(installed / "applications" / "sixseq.desktop")
    main = section["Desktop Entry"]
    assert main["Type"] == "Application" and main["Terminal"] == "false"
    assert main["Icon"] == "sixseq" and "CardGame" in main["Categories"]
    assert main["StartupWMClass"] == desktop.WINDOW_CLASS == "sixseq"
    assert "Comment[fr]" in main and "GenericName[fr]" in main
    # It starts the very program that wrote it (here: this Python, with -m sixseq).
    assert main["Exec"] == f"{sys.executable} -m sixseq"
    games = [g.id for g in available()]
    assert "twenty-twenty" in games and "six-sequences" in games
    assert main["Actions"] == "".join(f"new-{g};" for g in games)
    for game in available():
        action = section[f"Desktop Action new-{game.id}"]
        assert action["Exec"] == f"{sys.executable} -m sixseq new {game.id}"
        assert game.name("en") in action["Name"] and game.name("fr") in action["Name[fr]"]


@pytest.mark.parametrize("size", desktop.ICON_SIZES)
def test_the_icons_are_installed_at_every_size(installed: Path, size: int) -> None:
    icon = installed / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "sixseq.png"
    assert pygame.image.load(str(icon)).get_size() == (size, size)


def test_the_metainfo_is_valid_appstream(installed: Path) -> None:
    metainfo = installed / "metainfo" / f"{desktop.APP_ID}.metainfo.xml"
    if shutil.which("appstreamcli") is None:
        pytest.skip("appstreamcli is not installed (Debian package appstream; .ci/run installs "
                    "it where it can)")
    for command in (["appstreamcli", "validate", "--no-net", str(metainfo)],
                    ["appstreamcli", "validate-tree", "--no-net", str(installed.parent)]):
        run = subprocess.run(command, capture_output=True, text=True, timeout=60)
        assert run.returncode == 0, run.stdout + run.stderr
    text = metainfo.read_text(encoding="utf-8")
    assert "<launchable type=\"desktop-id\">sixseq.desktop</launchable>" in text


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate (desktop-file-utils) is not installed")
def test_the_entry_is_valid_even_for_a_program_in_an_awkward_place(tmp_path: Path) -> None:
    awkward = ["/opt/my games/$HOME's \"sixseq\"/bin/sixseq"]
    desktop.install(tmp_path, awkward)
    entry = tmp_path / "applications" / "sixseq.desktop"
    run = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    exec_line = read_entry(entry)["Desktop Entry"]["Exec"]
    assert exec_line == '"/opt/my games/\\\\$HOME\'s \\\\"sixseq\\\\"/bin/sixseq"'


def test_uninstall_removes_exactly_what_was_installed(tmp_path: Path, installed: Path) -> None:
    mine = installed / "applications" / "other.desktop"
    mine.write_text("[Desktop Entry]\n", encoding="utf-8")
    run = run_sixseq("install-desktop", "--uninstall",
                     env={"HOME": str(tmp_path / "home"), "XDG_DATA_HOME": str(installed)})
    assert run.returncode == 0, run.stderr
    left = [p for p in installed.rglob("*") if p.is_file()]
    assert left == [mine]


def test_installing_again_rewrites_the_files_and_uninstall_says_what_it_removed(
        tmp_path: Path) -> None:
    """``install-desktop`` run again after an upgrade (the folders are there then) writes
    every file again; ``--uninstall`` counts what it removed, and then there is nothing."""
    desktop.install(tmp_path, ["/old/sixseq"])
    assert desktop.install(tmp_path, ["/new/sixseq"]) == desktop.installed_files(tmp_path)
    entry = read_entry(tmp_path / "applications" / "sixseq.desktop")
    assert entry["Desktop Entry"]["Exec"] == "/new/sixseq"
    assert desktop.uninstall(tmp_path) == desktop.installed_files(tmp_path)
    assert desktop.uninstall(tmp_path) == []


def test_the_command_says_what_it_wrote_removed_or_could_not_write(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """What ``install-desktop`` prints, line by line, and its status: 0 when done, 1 when the
    folder cannot be written (one line, no traceback), 2 on Windows and macOS (no XDG menu
    there: the bundle is the way in)."""
    from sixseq import cli

    share = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(share))
    files = desktop.installed_files(share)
    assert cli.main(["install-desktop"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"sixseq is in the desktop's menu, starting {' '.join(desktop.program_command())}",
        *(f"  {path}" for path in files)]
    assert cli.main(["install-desktop", "--uninstall"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"removed {len(files)} files of sixseq from {share}", *(f"  {path}" for path in files)]
    blocked = tmp_path / "a file"
    blocked.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocked))
    assert cli.main(["install-desktop"]) == 1
    said = capsys.readouterr()
    assert said.out == "" and len(said.err.splitlines()) == 1
    assert said.err.startswith(f"sixseq install-desktop: could not write in {blocked}: ")
    monkeypatch.setenv("XDG_DATA_HOME", str(share))
    for system in ("win32", "darwin"):
        monkeypatch.setattr(sys, "platform", system)
        assert cli.main(["install-desktop"]) == 2
        said = capsys.readouterr()
        assert said.out == "" and "this is for Linux desktops" in said.err
    assert [path for path in share.rglob("*") if path.is_file()] == []


def test_the_xdg_data_folder_follows_the_specification(tmp_path: Path) -> None:
    home = str(tmp_path)
    assert desktop.data_home({"HOME": home}) == tmp_path / ".local" / "share"
    assert desktop.data_home({"HOME": home, "XDG_DATA_HOME": "relative/x"}) == \
        tmp_path / ".local" / "share"  # a relative path is ignored (XDG Base Directory)
    assert desktop.data_home({"HOME": home, "XDG_DATA_HOME": "/d/x"}) == Path("/d/x")


def test_the_entry_points_at_the_program_that_runs_it(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    script = tmp_path / "bin" / "sixseq"
    script.parent.mkdir()
    script.write_text("#!/bin/sh\n", encoding="utf-8")
    assert desktop.program_command(str(script)) == [str(script.resolve())]
    monkeypatch.setattr(sys, "argv", [str(script), "install-desktop"])
    assert desktop.program_command() == [str(script.resolve())]  # the script that was run
    assert desktop.program_command(str(tmp_path / "bin" / "pytest")) == \
        [str(Path(sys.executable).absolute()), "-m", "sixseq"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert desktop.program_command(str(script)) == [str(Path(sys.executable).resolve())]


@pytest.mark.parametrize("game", [g.id for g in available()])
def test_each_new_game_action_opens_that_game(tmp_path: Path, game: str) -> None:
    """…and ``--screenshot`` saves its last frame (it once did so only for the bare window)."""
    picture = tmp_path / "last.png"
    run = run_sixseq("--quit-after-frames", "3", "--screenshot", str(picture), "new", game,
                     env={"SIXSEQ_HOME": str(tmp_path)})
    assert run.returncode == 0, run.stderr[-2000:]
    log = (tmp_path / "logs" / "sixseq.log").read_text(encoding="utf-8")
    shown = [line.rsplit("showing ", 1)[1] for line in log.splitlines() if "showing " in line]
    assert shown[0] == "MainMenu" and shown[-1] != "MainMenu", shown
    frame = pygame.image.load(str(picture))
    assert frame.get_width() >= 640 and len(set(pygame.image.tobytes(frame, "RGB")[::97])) > 8


def test_the_window_has_the_entry_class_and_the_program_icon(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Set before the display starts (SDL reads them then), whatever ``import pygame`` set."""
    from sixseq.storage import Paths
    from sixseq.ui.app import App

    seen: dict[str, object] = {}
    real_init, real_icon = pygame.display.init, pygame.display.set_icon
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "pytest")  # as import pygame leaves it

    def init() -> None:
        seen["env"] = {v: os.environ.get(v) for v in
                       ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_ID")}
        real_init()

    def icon(surface: pygame.Surface) -> None:
        seen["icon"] = surface.get_size()
        real_icon(surface)

    monkeypatch.setattr(pygame.display, "init", init)
    monkeypatch.setattr(pygame.display, "set_icon", icon)
    pygame.display.quit()  # (the title an earlier window left goes with it)
    App(paths=Paths(tmp_path, tmp_path, tmp_path))
    assert pygame.display.get_caption()[0] == "sixseq"
    assert seen["env"] == dict.fromkeys(("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS",
                                         "SDL_APP_ID"), "sixseq")
    assert seen["icon"] == (128, 128)


XPROP = """
import os, subprocess, pygame
from pathlib import Path
from sixseq.storage import Paths
from sixseq.ui.app import App
app = App(paths=Paths(Path("{home}"), Path("{home}"), Path("{home}")))
app.step()
window = pygame.display.get_wm_info()["window"]
print(subprocess.run(["xprop", "-id", str(window), "WM_CLASS", "_NET_WM_ICON"],
                     capture_output=True, text=True).stdout[:200])
"""


@pytest.mark.skipif(shutil.which("xvfb-run") is None or shutil.which("xprop") is None,
                    reason="needs xvfb-run and xprop (packages xvfb and x11-utils)")
def test_under_x11_the_window_class_and_icon_are_set(tmp_path: Path) -> None:
    run = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", sys.executable, "-c",
                          XPROP.format(home=tmp_path)], cwd=ROOT, capture_output=True,
                         text=True, timeout=120,
                         env=dict(os.environ, SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="x11"))
    assert run.returncode == 0, run.stderr[-2000:]
    assert 'WM_CLASS(STRING) = "sixseq", "sixseq"' in run.stdout
    assert "Icon (128 x 128)" in run.stdout
