"""The games in progress on disk: which exist, which was played last, and the Six Séquences save.

A Six Séquences save is the match's game record (seed and actions, see
:meth:`~.match.Match.record`) plus the computer players' levels, so loading it replays
every action through the rules: a hand-edited or damaged file is refused, moved aside and
explained (:func:`sixseq.storage.read_json`), never half-loaded. The 20/20 scene keeps its own
file (``patience-game.json``) beside it; both are written atomically.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sixseq.engine.record import RECORD_VERSION
from sixseq.games.six_sequences.rules.match import MATCH_KIND, Match, replay_match
from sixseq.storage import Loaded, Paths, read_json, write_json

SIXSEQ = "six-sequences"
PATIENCE = "patience"


@dataclass(frozen=True)
class SavedMatch:
    match: Match
    levels: tuple[str, ...]  # the computer seats' levels, in seat order


def match_path(paths: Paths) -> Path:
    return paths.data / "six-sequences-game.json"


def patience_path(paths: Paths) -> Path:
    """Written and read by the 20/20 scene itself."""
    return paths.data / "patience-game.json"


def save_match(paths: Paths, match: Match, levels: tuple[str, ...]) -> None:
    """Write the match (raises :class:`~sixseq.storage.StorageError` when it cannot)."""
    write_json(match_path(paths), dict(match.record(), levels=list(levels)))


def _saved_match(data: dict[str, Any]) -> SavedMatch:
    levels = data.get("levels")
    if not isinstance(levels, list) or not all(isinstance(v, str) for v in levels):
        raise TypeError("'levels' should be a list of level names")
    return SavedMatch(replay_match(data), tuple(levels))


def load_match(paths: Paths) -> tuple[SavedMatch | None, str | None]:
    """The saved match, or ``None``; and the sentence to show if the file had to be set aside."""
    loaded: Loaded = read_json(match_path(paths), MATCH_KIND, RECORD_VERSION, _saved_match,
                               what="saved game")
    return loaded.value, loaded.notice


def forget_match(paths: Paths) -> None:
    """The match is over: nothing is left to continue."""
    match_path(paths).unlink(missing_ok=True)


def last_played(paths: Paths) -> str | None:
    """Which game ``Continue`` resumes: the one saved most recently (``SIXSEQ`` or
    ``PATIENCE``), or ``None`` when neither has a save."""
    found = []
    for game, path in ((SIXSEQ, match_path(paths)), (PATIENCE, patience_path(paths))):
        try:
            found.append((path.stat().st_mtime_ns, game))
        except OSError:
            continue
    return max(found)[1] if found else None
