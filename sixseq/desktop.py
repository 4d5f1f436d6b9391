"""sixseq on a Linux desktop: the menu entry, the icons and the AppStream metainfo, in the
user's own XDG data folder, pointing at the program that wrote them.

``sixseq install-desktop`` is the double-click for an install without a package manager (a
``pipx install``, a venv, the PyInstaller bundle); ``--uninstall`` removes exactly those files.
The window's class (X11) and app id (Wayland) are :data:`WINDOW_CLASS`, the desktop file's
``StartupWMClass``, so the task bar shows the entry's icon and name for the running window.
Pure Python: nothing here imports pygame.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from xml.sax.saxutils import escape

from sixseq import __version__
from sixseq.ui.assets import asset_path

WINDOW_CLASS = "sixseq"  # the X11 window class, the Wayland app id, the desktop file's name
APP_ID = "io.github.sixseq.sixseq"  # the AppStream component id (reverse DNS)
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)  # every size in sixseq/assets/icons
PROGRAM_NAMES = ("sixseq", "sixseq-gui")  # the installed scripts that start the program


def data_home(environ: Mapping[str, str] = os.environ) -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset or not absolute (as the XDG
    Base Directory specification says)."""
    chosen = environ.get("XDG_DATA_HOME", "")
    if chosen and Path(chosen).is_absolute():
        return Path(chosen)
    return Path(environ.get("HOME") or Path.home()) / ".local" / "share"


def program_command(argv0: str | None = None) -> list[str]:
    """How to start the program that is running now: the PyInstaller bundle's executable, the
    installed ``sixseq`` script that was run, or this Python with ``-m sixseq``."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve())]
    script = Path(sys.argv[0] if argv0 is None else argv0)
    if script.stem in PROGRAM_NAMES and script.is_file():
        return [str(script.resolve())]
    return [str(Path(sys.executable).absolute()), "-m", "sixseq"]


def _exec_arg(word: str) -> str:
    """One argument of a desktop entry's ``Exec`` key, quoted as the Desktop Entry
    specification asks: an argument with a reserved character goes in double quotes, where
    the double quote, the backtick, the dollar and the backslash are escaped; ``%`` is
    doubled."""
    word = word.replace("%", "%%")
    if word and not any(c in word for c in " \t\n\"'\\><~|&;$*?#()`"):
        return word
    for special in ("\\", '"', "`", "$"):
        word = word.replace(special, "\\" + special)
    return f'"{word}"'


def _exec_line(command: Sequence[str]) -> str:
    """The ``Exec`` value: the quoted arguments, then the string escape every value takes
    (a backslash written twice)."""
    return " ".join(_exec_arg(w) for w in command).replace("\\", "\\\\")


def desktop_entry(command: Sequence[str]) -> str:
    """The desktop entry: the program, and a *New game* action for each game that can be
    played (the registry's available games, the 20/20 included)."""
    from sixseq.games.registry import available

    games = available()
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        "Name=sixseq",
        "GenericName=Card games",
        "GenericName[fr]=Jeux de cartes",
        "Comment=French card games against computer players, and a patience to play alone",
        "Comment[fr]=Jeux de cartes français contre l'ordinateur, et une patience à jouer seul",
        f"Exec={_exec_line(command)}",
        f"Icon={WINDOW_CLASS}",
        "Terminal=false",
        "Categories=Game;CardGame;",
        "Keywords=cards;rummy;patience;solitaire;cartes;réussite;",
        f"StartupWMClass={WINDOW_CLASS}",
        "Actions=" + "".join(f"new-{g.id};" for g in games),
    ]
    for game in games:
        lines += [
            "",
            f"[Desktop Action new-{game.id}]",
            f"Name=New game: {game.name('en')}",
            f"Name[fr]=Nouvelle partie\u00a0: {game.name('fr')}",
            f"Exec={_exec_line([*command, 'new', game.id])}",
        ]
    return "\n".join(lines) + "\n"


def metainfo() -> str:
    """The AppStream metainfo (software centres and ``appstreamcli`` read it)."""
    from sixseq.games.registry import available

    names = ", ".join(g.name("en") for g in available())
    noms = ", ".join(g.name("fr") for g in available())
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<component type="desktop-application">
  <id>{APP_ID}</id>
  <metadata_license>CC0-1.0</metadata_license>
  <project_license>MIT</project_license>
  <name>sixseq</name>
  <summary>French card games against computer players, and a patience to play alone</summary>
  <summary xml:lang="fr">Jeux de cartes français contre l'ordinateur, et une patience à jouer \
seul</summary>
  <description>
    <p>sixseq is a desktop card table for the six-suit, 120-card deck and the standard one. \
Play against computer players of three levels, or a patience alone: {escape(names)}.</p>
    <p xml:lang="fr">sixseq est une table de jeu pour le jeu de 120 cartes à six couleurs et \
le jeu classique. Jouez contre l'ordinateur, à trois niveaux, ou seul à une patience\u00a0: \
{escape(noms)}.</p>
  </description>
  <launchable type="desktop-id">{WINDOW_CLASS}.desktop</launchable>
  <icon type="stock">{WINDOW_CLASS}</icon>
  <categories>
    <category>Game</category>
    <category>CardGame</category>
  </categories>
  <provides>
    <binary>sixseq</binary>
  </provides>
  <content_rating type="oars-1.1"/>
  <developer_name>The sixseq developers</developer_name>
  <custom>
    <value key="sixseq::version">{escape(__version__)}</value>
  </custom>
</component>
"""


def installed_files(home: Path) -> list[Path]:
    """Every file :func:`install` writes under the XDG data folder ``home``."""
    return [home / "applications" / f"{WINDOW_CLASS}.desktop",
            home / "metainfo" / f"{APP_ID}.metainfo.xml",
            *(icon_path(home, size) for size in ICON_SIZES)]


def icon_path(home: Path, size: int) -> Path:
    return home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{WINDOW_CLASS}.png"


def install(home: Path, command: Sequence[str]) -> list[Path]:
    """Write the desktop entry, the metainfo and the icons at every size under ``home``
    (``OSError`` when a folder cannot be written). Returns the files written."""
    desktop, meta, *icons = installed_files(home)
    _write(desktop, desktop_entry(command).encode("utf-8"))
    _write(meta, metainfo().encode("utf-8"))
    for size, path in zip(ICON_SIZES, icons, strict=True):
        _write(path, asset_path("icons", f"sixseq-{size}.png").read_bytes())
    return [desktop, meta, *icons]


def uninstall(home: Path) -> list[Path]:
    """Remove the files :func:`install` wrote (nothing else); returns those removed."""
    removed = []
    for path in installed_files(home):
        if path.is_file():
            path.unlink()
            removed.append(path)
    return removed


def _write(path: Path, content: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    temp.write_bytes(content)
    os.replace(temp, path)
