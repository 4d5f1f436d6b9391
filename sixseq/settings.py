"""The player's settings: defaults, validation field by field, and their file.

An invalid or unknown value never stops the program: that field falls back to its default and
one line is logged, the other fields are kept.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, fields, replace
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


@dataclass(frozen=True)
class Settings:
    language: str = ""
    card_back: str = "blue"
    four_colour: bool = False  # standard deck: ♣ green, ♦ blue (for colour-blind players)
    table_colour: str = "green"
    animation_speed: str = "normal"
    bot_pace: str = "normal"
    seats: int = 2
    teams: bool = False
    levels: tuple[str, ...] = ("medium", "medium", "medium")  # the computer seats, in order
    rounds: int = 3
    sound: bool = True
    fullscreen: bool = False
    winnable_only: bool = False


_CHOICES: dict[str, tuple[object, ...]] = {
    "language": LANGUAGES, "card_back": CARD_BACKS, "table_colour": TABLE_COLOURS,
    "animation_speed": SPEEDS, "bot_pace": SPEEDS, "seats": (2, 3, 4),
    "rounds": tuple(range(1, 11)),
}


def _valid(name: str, value: object, default: object) -> bool:
    if type(value) is not type(default) and not (isinstance(default, tuple)
                                                 and isinstance(value, list)):
        return False
    if name in _CHOICES:
        return value in _CHOICES[name]
    if name == "levels":
        return isinstance(value, list) and len(value) == 3 and all(v in LEVELS for v in value)
    return True


def settings_from_json(data: dict[str, Any]) -> Settings:
    """Settings from a file's content, each bad or unknown field replaced by its default."""
    defaults = Settings()
    chosen: dict[str, Any] = {}
    known = {f.name for f in fields(Settings)}
    for name in sorted(set(data) - known - {"version", "kind"}):
        log.warning("settings: unknown field %r ignored", name)
    for name in known:
        if name not in data:
            continue
        value, default = data[name], getattr(defaults, name)
        if _valid(name, value, default):
            chosen[name] = tuple(value) if isinstance(default, tuple) else value
        else:
            log.warning("settings: %s = %r is not valid; using %r", name, value, default)
    settings = replace(defaults, **chosen)
    if settings.teams and settings.seats != 4:
        log.warning("settings: teams need 4 seats; teams turned off")
        settings = replace(settings, teams=False)
    return settings


def settings_to_json(settings: Settings) -> dict[str, Any]:
    data: dict[str, Any] = {"version": SETTINGS_VERSION, "kind": SETTINGS_KIND}
    data.update({k: list(v) if isinstance(v, tuple) else v for k, v in asdict(settings).items()})
    return data


def settings_path(paths: Paths) -> Path:
    return paths.config / "settings.json"


def load_settings(paths: Paths) -> tuple[Settings, str | None]:
    """The saved settings (defaults when none), and a sentence if the file was unusable."""
    loaded: Loaded = read_json(settings_path(paths), SETTINGS_KIND, SETTINGS_VERSION,
                               settings_from_json, what="settings file")
    return (loaded.value or Settings()), loaded.notice


def save_settings(paths: Paths, settings: Settings) -> None:
    write_json(settings_path(paths), settings_to_json(settings))
