"""The double-click bundle: the PyInstaller build starts headless on the main menu and quits
cleanly, and the desktop entry and icons are in place."""

import configparser
import json
import os
import struct
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "packaging" / "icons"


def test_desktop_entry_names_the_program_and_its_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(ROOT / "packaging" / "linux" / "sixseq.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application" and section["Exec"] == "sixseq"
    assert section["Icon"] == "sixseq" and "CardGame" in section["Categories"]
    assert "Comment[fr]" in section


@pytest.mark.parametrize("size", [16, 32, 48, 64, 128, 256, 512])
def test_icons_at_the_usual_sizes(size: int) -> None:
    image = pygame.image.load(str(ICONS / f"sixseq-{size}.png"))
    assert image.get_size() == (size, size)


def test_windows_icon_holds_png_images() -> None:
    data = (ICONS / "sixseq.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 5
    _, _, _, _, _, _, size, offset = struct.unpack("<BBBBHHII", data[6:22])
    assert data[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and size > 0


@pytest.mark.slow
def test_the_bundle_builds_and_starts_headless(tmp_path: Path) -> None:
    pyinstaller = Path(sys.executable).with_name("pyinstaller")
    if not pyinstaller.exists():
        pytest.skip("pyinstaller is not installed (it comes with the test extra)")
    build = subprocess.run(
        [str(pyinstaller), "--noconfirm", "--log-level", "WARN", "--distpath",
         str(tmp_path / "dist"), "--workpath", str(tmp_path / "build"),
         str(ROOT / "packaging" / "sixseq.spec")],
        cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert build.returncode == 0, build.stderr[-3000:]
    program = tmp_path / "dist" / "sixseq" / ("sixseq.exe" if os.name == "nt" else "sixseq")
    bundled = tmp_path / "dist" / "sixseq" / "_internal"
    assert (bundled / "sixseq" / "assets" / "fonts" / "DejaVuSans.ttf").exists()
    assert (bundled / "pygame_gui" / "data" / "licenses").is_dir()
    assert not list(bundled.rglob("NotoSansJP*"))  # 37 MB of fonts we never use
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               SIXSEQ_HOME=str(tmp_path / "home"))
    run = subprocess.run([str(program), "--quit-after-frames", "5"], env=env,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-3000:]
    log = (tmp_path / "home" / "logs" / "sixseq.log").read_text(encoding="utf-8")
    assert "showing MainMenu" in log  # the bundle lands on the main menu
    # Hard searches in spawned worker processes: in a frozen program each starts the bundle
    # itself, which must hand over to multiprocessing (freeze_support) instead of opening.
    arena = subprocess.run([str(program), "arena", "--bots", "hard,random", "--games", "2",
                            "--budget-ms", "300", "--json"], env=env,
                           capture_output=True, text=True, timeout=300)
    assert arena.returncode == 0, arena.stderr[-3000:]
    result = json.loads(arena.stdout)
    assert result["illegal"] == 0 and result["decision_ms_p95"]["hard"] > 0
    assert "cannot start" not in arena.stderr and "worker failed" not in arena.stderr, \
        arena.stderr[-3000:]
