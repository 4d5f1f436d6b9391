"""The 20/20 game in progress on disk, and the statistics line a finished game adds.

The save wraps the engine's own record (deal and moves, undo and hint counts: it replays through
the rules, so a tampered file is refused, moved aside and explained) with what the engine does
not know: the seconds played so far, whether the demo (the solver) played moves of it (then it
is never the player's win), and whether a won game is already in the statistics (so a crash
between the two writes neither loses a win nor counts it twice).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sixseq.games.twenty_twenty.rules import Game, Status
from sixseq.saves import patience_path
from sixseq.stats import PatienceGame
from sixseq.storage import Loaded, Paths, read_json, write_json

SAVE_KIND = "patience-game"
SAVE_VERSION = 1


@dataclass
class SavedGame:
    game: Game
    seconds: float = 0.0
    recorded: bool = False  # this game's result is already in the statistics
    demo: bool = False  # the demo played moves of this game

    @property
    def in_progress(self) -> bool:
        """A move made, and still playable: another deal abandons it (counted as such)."""
        return bool(self.game.moves) and self.game.status() is Status.PLAYING


def _from_json(data: dict[str, Any]) -> SavedGame:
    game = Game.from_record(data.get("game"))  # RecordError is a ValueError
    seconds = data.get("seconds", 0.0)
    if isinstance(seconds, bool) or not isinstance(seconds, int | float) \
            or not math.isfinite(seconds) or seconds < 0:
        raise ValueError(f"bad playing time {seconds!r}")
    flags = {name: data.get(name, False) for name in ("recorded", "demo")}
    for name, flag in flags.items():
        if not isinstance(flag, bool):
            raise ValueError(f"bad {name!r} flag {flag!r}")
    return SavedGame(game, float(seconds), **flags)


def load_game(paths: Paths) -> tuple[SavedGame | None, str | None]:
    """The saved game (``None`` when there is none or it was unusable) and, when the file had
    to be moved aside, the sentence that says so."""
    loaded: Loaded = read_json(patience_path(paths), SAVE_KIND, SAVE_VERSION, _from_json,
                               what="20/20 game in progress")
    return loaded.value, loaded.notice


def save_game(paths: Paths, saved: SavedGame) -> None:
    """Write the game atomically (raises ``StorageError`` when the disk refuses)."""
    write_json(patience_path(paths), {
        "kind": SAVE_KIND, "version": SAVE_VERSION, "game": saved.game.to_record(),
        "seconds": round(saved.seconds, 3), "recorded": saved.recorded, "demo": saved.demo})


def result_of(saved: SavedGame) -> PatienceGame:
    """The statistics line of a game that ends now: won, lost, or left while still playable
    (abandoned)."""
    game = saved.game
    status = game.status()
    return PatienceGame(
        deal=game.deal, won=status is Status.WON, seconds=round(saved.seconds, 1),
        moves=len(game.moves), undos=game.undos, hints=game.hints,
        abandoned=status is Status.PLAYING,
        finished_at=datetime.now().isoformat(timespec="seconds"), demo=saved.demo)
