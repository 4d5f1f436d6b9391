"""The player's settings: defaults, validation field by field, and their file.

An invalid or unknown value never stops the program: that field falls back to its default and
one line is logged, the other fields are kept. Each game's table options (seats, levels, a
variant…) are kept under its id in ``games``, as plain JSON values the game cleans itself
when it reads them (``GameUI.clean_options``), so the settings know no game. Files written
before that kept Les Six Séquences' table at the top level; they are read into ``games``.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from sixseq.storage import Loaded, Paths, read_json, write_json

log = logging.getLogger(__name__)

SETTINGS_VERSION = 1
SETTINGS_KIND = "settings"
LANGUAGES = ("", "en", "fr")  # "" follows the system's language
CARD_BACKS = ("blue", "red")
TABLE_COLOURS = ("green", "blue", "red", "grey")
SPEEDS = ("slow", "normal", "fast", "instant")
LEVELS = ("easy", "medium", "hard")
MAX_OPTION_TEXT = 64  # a game option's text value is never longer
# What files written before per-game options held at the top level, by game.
_MOVED = {"six-sequences": ("seats", "teams", "levels", "rounds"),
          "twenty-twenty": ("winnable_only",)}


@dataclass(frozen=True)
class Settings:
    language: str = ""
    card_back: str = "blue"
    four_colour: bool = False  # standard deck: ♣ green, ♦ blue (for colour-blind players)
    table_colour: str = "green"
    animation_speed: str = "normal"
    bot_pace: str = "normal"
    sound: bool = True
    fullscreen: bool = False
    # The window as last left: [width, height] and, when the system said where, [x, y] after
    # them (empty: the default size, placed by the system); restored at the next start.
    window: tuple[int, ...] = ()
    # Each game's table options, by game id (cleaned by the game when it reads them).
    games: dict[str, dict[str, Any]] = field(default_factory=dict)

    def options(self, game: str) -> dict[str, Any]:
        """The options last chosen for ``game`` (uncleaned: the game cleans them)."""
        return dict(self.games.get(game, {}))

    def with_options(self, game: str, options: dict[str, Any]) -> Settings:
        return replace(self, games={**self.games, game: dict(options)})


_CHOICES: dict[str, tuple[object, ...]] = {
    "language": LANGUAGES, "card_back": CARD_BACKS, "table_colour": TABLE_COLOURS,
    "animation_speed": SPEEDS, "bot_pace": SPEEDS,
}


def _plain(value: object, depth: int = 0) -> bool:
    """A game option's value: a bool, a small number, a short text, or a short list of
    those (nothing a game could not clean)."""
    if isinstance(value, bool) or (isinstance(value, int) and abs(value) < 10**6):
        return True
    if isinstance(value, str):
        return len(value) <= MAX_OPTION_TEXT and "\x00" not in value
    if isinstance(value, list) and depth == 0:
        return len(value) <= 16 and all(_plain(v, 1) for v in value)
    return False


def _games(value: object) -> dict[str, dict[str, Any]] | None:
    """Per-game options as read from a file, or None when their shape is wrong."""
    if not isinstance(value, dict) or len(value) > 32:
        return None
    out: dict[str, dict[str, Any]] = {}
    for game, options in value.items():
        if not isinstance(game, str) or len(game) > MAX_OPTION_TEXT or not isinstance(
                options, dict) or len(options) > 32:
            return None
        out[game] = {k: v for k, v in options.items()
                     if isinstance(k, str) and len(k) <= MAX_OPTION_TEXT and _plain(v)}
    return out


def _window(value: object) -> bool:
    """Whole numbers: a size a screen can show, then (if known) a position near one."""
    if not isinstance(value, list) or len(value) not in (0, 2, 4) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in value):
        return False
    sizes_ok = all(240 <= v <= 16384 for v in value[:2])
    return sizes_ok and all(abs(v) <= 32768 for v in value[2:])


def _valid(name: str, value: object, default: object) -> bool:
    if name == "window":
        return _window(value)
    if type(value) is not type(default):
        return False
    if name in _CHOICES:
        return value in _CHOICES[name]
    return True


def settings_from_json(data: dict[str, Any]) -> Settings:
    """Settings from a file's content, each bad or unknown field replaced by its default."""
    defaults = Settings()
    chosen: dict[str, Any] = {}
    known = {f.name for f in fields(Settings)} - {"games"}
    moved = {name for names in _MOVED.values() for name in names}
    for name in sorted(set(data) - known - moved - {"version", "kind", "games"}):
        log.warning("settings: unknown field %r ignored", name)
    for name in known:
        if name not in data:
            continue
        value, default = data[name], getattr(defaults, name)
        if _valid(name, value, default):
            chosen[name] = tuple(value) if isinstance(default, tuple) else value
        else:
            log.warning("settings: %s = %r is not valid; using %r", name, value, default)
    games = _games(data.get("games", {}))
    if games is None:
        log.warning("settings: the games' options are not valid; using their defaults")
        games = {}
    for game, names in _MOVED.items():
        old = {name: data[name] for name in names if name in data and _plain(data[name])}
        if old and game not in games:
            games[game] = old
    return replace(defaults, games=games, **chosen)


def settings_to_json(settings: Settings) -> dict[str, Any]:
    data: dict[str, Any] = {"version": SETTINGS_VERSION, "kind": SETTINGS_KIND}
    data.update({k: list(v) if isinstance(v, tuple) else v for k, v in asdict(settings).items()})
    return data


def settings_path(paths: Paths) -> Path:
    return paths.config / "settings.json"


def load_settings(paths: Paths, set_aside: bool = True) -> tuple[Settings, str | None]:
    """The saved settings (defaults when none), and a sentence if the file was unusable (set
    aside, unless not to ``set_aside``: a window that writes nothing)."""
    loaded: Loaded = read_json(settings_path(paths), SETTINGS_KIND, SETTINGS_VERSION,
                               settings_from_json, what="settings file", set_aside=set_aside)
    return (loaded.value or Settings()), loaded.notice


def save_settings(paths: Paths, settings: Settings) -> None:
    write_json(settings_path(paths), settings_to_json(settings))
