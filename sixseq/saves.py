"""Games in progress on disk: one file per game, ``<game id>-game.json``.

A save is the match's game record (its seed and actions, through the engine's record format)
plus the computer players' levels, so loading it replays every action through the rules: a
hand-edited or damaged file is refused, moved aside and explained
(:func:`sixseq.storage.read_json`), never half-loaded. The 20/20 keeps its own shape of file
(``patience-game.json``, :mod:`sixseq.games.twenty_twenty.files`). Every file is written
atomically.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from sixseq.engine.record import RECORD_VERSION
from sixseq.storage import Loaded, Paths, read_json, write_json

M = TypeVar("M")


@dataclass(frozen=True)
class SavedMatch(Generic[M]):
    match: M
    levels: tuple[str, ...]  # the computer seats' levels, in seat order


def save_path(paths: Paths, game: str) -> Path:
    return paths.data / f"{game}-game.json"


def patience_path(paths: Paths) -> Path:
    """Written and read by the 20/20's own files."""
    return paths.data / "patience-game.json"


def save_match(paths: Paths, game: str, record: Mapping[str, Any],
               levels: tuple[str, ...]) -> None:
    """Write a match's record (raises :class:`~sixseq.storage.StorageError` when it cannot)."""
    write_json(save_path(paths, game), dict(record, levels=list(levels)))


def load_match(paths: Paths, game: str, kind: str,
               replay: Callable[[dict[str, Any]], M]) -> tuple[SavedMatch[M] | None, str | None]:
    """The saved match of ``game`` (its record's ``kind``, rebuilt by ``replay``), or
    ``None``; and the sentence to show if the file had to be set aside."""

    def saved(data: dict[str, Any]) -> SavedMatch[M]:
        levels = data.get("levels")
        if not isinstance(levels, list) or not all(isinstance(v, str) for v in levels):
            raise TypeError("'levels' should be a list of level names")
        return SavedMatch(replay(data), tuple(levels))

    loaded: Loaded = read_json(save_path(paths, game), kind, RECORD_VERSION, saved,
                               what="saved game")
    return loaded.value, loaded.notice


def forget_match(paths: Paths, game: str) -> None:
    """The match is over: nothing is left to continue."""
    save_path(paths, game).unlink(missing_ok=True)
