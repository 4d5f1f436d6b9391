"""Installable anywhere: the wheel holds every asset and every game's catalogs, declares every
package the program imports, and installed into a fresh venv outside the checkout — with each
dependency at the lowest version ``pyproject.toml`` allows — the program starts and plays."""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
# What the program imports from outside the standard library, by distribution.
IMPORTED = {"pygame": "pygame-ce", "pygame_gui": "pygame-gui", "i18n": "python-i18n",
            "platformdirs": "platformdirs"}


def pyproject() -> dict[str, object]:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        project: dict[str, object] = tomllib.load(handle)["project"]
    return project


def lower_bounds() -> dict[str, str]:
    """Each dependency's lowest allowed version (``name>=version``), as declared."""
    bounds = {}
    for requirement in pyproject()["dependencies"]:  # type: ignore[attr-defined]
        match = re.fullmatch(r"([A-Za-z0-9_.-]+)>=([0-9][0-9.]*)", requirement)
        assert match, f"{requirement!r}: every dependency names its tested lowest version"
        bounds[match[1]] = match[2]
    return bounds


def normal(name: str) -> str:
    """A distribution's name as pip compares them (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel as ``pip wheel .`` (or a package index) builds it."""
    out = tmp_path_factory.mktemp("wheel")
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps",
                            "--quiet", "-w", str(out)], capture_output=True, text=True,
                           timeout=600, cwd=out)
    assert build.returncode == 0, build.stderr[-3000:]
    (found,) = out.glob("sixseq-*.whl")
    return found


def test_every_imported_package_is_declared_with_its_lowest_version() -> None:
    imported = set()
    for source in (ROOT / "sixseq").rglob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                imported |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                imported.add(node.module.split(".")[0])
    third_party = {name for name in imported
                   if name not in sys.stdlib_module_names and name != "sixseq"}
    assert third_party == set(IMPORTED)
    assert set(lower_bounds()) == set(IMPORTED.values())


def test_the_wheel_holds_every_asset_and_each_games_catalogs(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    package = ROOT / "sixseq"
    expected = {p for p in (package / "assets").rglob("*")
                if p.is_file() and "__pycache__" not in p.parts}
    expected |= set(package.glob("games/*/i18n/*.json"))
    assert any(p.name == "DejaVuSans.ttf" for p in expected)
    assert any("icons" in p.parts for p in expected)
    missing = {str(p.relative_to(ROOT)) for p in expected} - names
    assert missing == set()
    entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    points = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "[console_scripts]\nsixseq = sixseq.cli:main" in points
    assert "[gui_scripts]\nsixseq-gui = sixseq.cli:main" in points  # no console on Windows
    metadata = zipfile.ZipFile(wheel).read(
        next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    for name, version in lower_bounds().items():
        assert f"Requires-Dist: {name}>={version}" in metadata


@pytest.mark.slow
def test_the_wheel_installs_outside_the_checkout_and_plays(wheel: Path, tmp_path: Path) -> None:
    """What ``pip install``, ``pipx install`` or an index would do, at the lowest versions."""
    venv = tmp_path / "venv"
    assert ROOT not in venv.parents
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    bin_dir = venv / ("Scripts" if os.name == "nt" else "bin")
    constraints = tmp_path / "lowest.txt"
    constraints.write_text("".join(f"{n}=={v}\n" for n, v in lower_bounds().items()),
                           encoding="utf-8")
    install = subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "--quiet",
                              "--constraint", str(constraints), str(wheel)],
                             capture_output=True, text=True, timeout=900, cwd=tmp_path)
    assert install.returncode == 0, install.stderr[-3000:]
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(HEADLESS, SIXSEQ_HOME=str(tmp_path / "home"), HOME=str(tmp_path))

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(bin_dir / "sixseq"), *args], capture_output=True, text=True,
                              timeout=300, cwd=tmp_path, env=env)

    where = subprocess.run([str(bin_dir / "python"), "-c", "import sixseq; print(sixseq.__file__)"],
                           capture_output=True, text=True, cwd=tmp_path, env=env)
    assert Path(where.stdout.strip()).is_relative_to(venv)  # the installed copy, not the checkout
    versions = subprocess.run([str(bin_dir / "python"), "-m", "pip", "list", "--format", "json"],
                              capture_output=True, text=True, cwd=tmp_path, env=env)
    listed = {normal(p["name"]): p["version"] for p in json.loads(versions.stdout)}
    for name, version in lower_bounds().items():
        assert listed[normal(name)] == version
    started = run("--quit-after-frames", "5")
    assert started.returncode == 0, started.stderr[-3000:]
    log = (tmp_path / "home" / "logs" / "sixseq.log").read_text(encoding="utf-8")
    assert "showing MainMenu" in log and "missing asset" not in log
    assert (bin_dir / "sixseq-gui").exists() or (bin_dir / "sixseq-gui.exe").exists()
    games = run("games", "--json")
    assert games.returncode == 0 and json.loads(games.stdout)
    monkey = run("bench", "monkey", "--events", "400", "--seed", "3", "--json")
    assert monkey.returncode == 0, monkey.stdout[-2000:] + monkey.stderr[-2000:]
    assert json.loads(monkey.stdout)["errors"] == 0
    if sys.platform.startswith("linux"):  # the double-click for this install
        menu = run("install-desktop")
        assert menu.returncode == 0, menu.stderr
        entry = tmp_path / ".local" / "share" / "applications" / "sixseq.desktop"
        assert f"Exec={bin_dir / 'sixseq'}\n" in entry.read_text(encoding="utf-8")
