"""The double-click bundle: the PyInstaller build, stripped, starts headless on the main menu
and quits cleanly; the icons are in place."""

import json
import os
import struct
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from sixseq.desktop import ICON_SIZES

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "sixseq" / "assets" / "icons"  # inside the package: the window's, the menu's


@pytest.mark.parametrize("size", ICON_SIZES)
def test_icons_at_the_usual_sizes(size: int) -> None:
    image = pygame.image.load(str(ICONS / f"sixseq-{size}.png"))
    assert image.get_size() == (size, size)


def test_windows_icon_holds_png_images() -> None:
    data = (ROOT / "packaging" / "icons" / "sixseq.ico").read_bytes()
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
    assert (bundled / "sixseq" / "assets" / "icons" / "sixseq-128.png").exists()
    if sys.platform.startswith("linux"):
        for library in bundled.glob("libpython*.so*"):
            assert ".symtab" not in elf_sections(library), f"{library.name} is not stripped"
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
    if sys.platform.startswith("linux"):  # its desktop entry starts the bundle itself
        share = tmp_path / "share"
        menu = subprocess.run([str(program), "install-desktop"], capture_output=True, text=True,
                              env=dict(env, XDG_DATA_HOME=str(share)), timeout=60)
        assert menu.returncode == 0, menu.stderr
        entry = (share / "applications" / "sixseq.desktop").read_text(encoding="utf-8")
        assert f"Exec={program}\n" in entry


def elf_sections(path: Path) -> set[str]:
    """The section names of an ELF file (a stripped one has no ``.symtab``)."""
    data = path.read_bytes()
    assert data[:4] == b"\x7fELF"
    order = "<" if data[5] == 1 else ">"
    if data[4] == 2:  # 64-bit
        (table,) = struct.unpack(order + "Q", data[0x28:0x30])
        size, count, names = struct.unpack(order + "HHH", data[0x3A:0x40])
        offset_at, offset_kind = 0x18, "Q"
    else:
        (table,) = struct.unpack(order + "I", data[0x20:0x24])
        size, count, names = struct.unpack(order + "HHH", data[0x2E:0x34])
        offset_at, offset_kind = 0x10, "I"
    headers = [data[table + i * size:table + (i + 1) * size] for i in range(count)]
    width = struct.calcsize(offset_kind)
    (strings,) = struct.unpack(order + offset_kind,
                               headers[names][offset_at:offset_at + width])
    found = set()
    for header in headers:
        (start,) = struct.unpack(order + "I", header[:4])
        end = data.index(b"\0", strings + start)
        found.add(data[strings + start:end].decode("ascii", "replace"))
    return found
