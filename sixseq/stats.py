"""Statistics kept across sessions: the 20/20 games, and every game against computer players
as rounds and matches (one file per game, ``<game id>-stats.json``).

Only finished games are recorded (what happened, not running totals) — and games left for a
new one once begun, as lost (abandoned): a losing game cannot be left to keep the record
clean. Every figure shown is derived from them, so the figures can never disagree with the
history. The files are JSON
with a version, written through :mod:`sixseq.storage` (atomically; a bad file is moved aside).
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from sixseq.games.registry import GAMES
from sixseq.storage import (
    Loaded,
    Paths,
    StorageError,
    finite_number,
    plain_text,
    read_json,
    whole_number,
    write_json,
)

# Version 2 gave matches an id (``MatchResult.match_id``); version 1 files, which have none,
# read as they are.
STATS_VERSION = 2
OLDEST_STATS_VERSION = 1
PATIENCE_KIND = "patience-stats"
MAX_HISTORY = 10_000  # games kept; the oldest go first (years of play)
MAX_SECONDS = 10**8  # a playing time in a file (three years) — anything more is not real
MAX_COUNT = 10**9  # undos, hints
MAX_POINTS = 10**6  # a round or match score, far beyond any real one
MAX_FEATS = 8  # feats a round may hold
MAX_ROUNDS = 10_000  # rounds in a match (a Rami match to 1000 points), far beyond any real one


@dataclass(frozen=True)
class PatienceGame:
    """One finished 20/20 game (TT-6: won or not, with how many undos and hints, how long)."""

    deal: int
    won: bool
    seconds: float
    moves: int
    undos: int = 0
    hints: int = 0
    abandoned: bool = False  # a new deal while this one was unfinished
    finished_at: str = ""  # ISO date and time
    demo: bool = False  # the solver (Demo) played moves of it

    @property
    def assisted(self) -> bool:
        """Played with help: undo and hints are allowed (TT-6) but such wins are kept apart;
        a game the demo played in is assisted too."""
        return self.undos > 0 or self.hints > 0 or self.demo

    @property
    def player_won(self) -> bool:
        """A win of the player's: a deal the demo cleared is not one (never a win, a streak or
        a best time)."""
        return self.won and not self.demo


@dataclass
class PatienceStats:
    games: list[PatienceGame] = field(default_factory=list)
    # The file could not be read just now: this is not the history, and is never written over it.
    unread: bool = field(default=False, compare=False)

    def record(self, game: PatienceGame) -> None:
        self.games.append(game)
        del self.games[:-MAX_HISTORY]

    @property
    def played(self) -> int:
        return len(self.games)

    @property
    def won(self) -> int:
        return sum(g.player_won for g in self.games)

    @property
    def won_unassisted(self) -> int:
        return sum(g.player_won and not g.assisted for g in self.games)

    @property
    def won_assisted(self) -> int:
        return sum(g.player_won and g.assisted for g in self.games)

    @property
    def abandoned(self) -> int:
        """Games left for another deal while still playable (counted as not won)."""
        return sum(g.abandoned for g in self.games)

    @property
    def solved_by_demo(self) -> int:
        """Deals the demo cleared: recorded, but never the player's wins."""
        return sum(g.won and g.demo for g in self.games)

    @property
    def current_streak(self) -> int:
        streak = 0
        for game in reversed(self.games):
            if not game.player_won:
                break
            streak += 1
        return streak

    @property
    def best_streak(self) -> int:
        best = run = 0
        for game in self.games:
            run = run + 1 if game.player_won else 0
            best = max(best, run)
        return best

    def _win_times(self) -> list[float]:
        return [g.seconds for g in self.games if g.player_won]

    @property
    def best_time(self) -> float | None:
        times = self._win_times()
        return min(times) if times else None

    @property
    def average_time(self) -> float | None:
        times = self._win_times()
        return statistics.fmean(times) if times else None

    def history(self, deal: int) -> list[PatienceGame]:
        """Every recorded game of one deal, oldest first."""
        return [g for g in self.games if g.deal == deal]


@dataclass(frozen=True)
class RoundResult:
    """One finished round of a game against computer players, from the person's side."""

    seats: int
    teams: bool
    levels: tuple[str, ...]  # the computer players' levels
    score: int  # the person's side's round score
    best_other: int  # the best score of the other sides (the lowest, when points are bad)
    finished_at: str = ""
    points_are_bad: bool = False  # the lowest score wins (Rami's penalty points)
    # The game's own feats of the person in this round, by name (Rami's "rami_sec", Sixte's
    # "vole"): a game counts its own without a field of its own here.
    feats: tuple[str, ...] = ()

    @property
    def won(self) -> bool:
        return _beats(self.score, self.best_other, self.points_are_bad)

    @property
    def won_alone(self) -> bool:
        """Won with no one level (Le Carré calls a level game a draw, not a win)."""
        return self.won and self.score != self.best_other


@dataclass(frozen=True)
class MatchResult:
    """One match against computer players, from the person's side: played to its end, or
    abandoned for a new one once begun (its standing then; never won, whatever it was)."""

    seats: int
    teams: bool
    levels: tuple[str, ...]
    # Rounds played to their end, as the statistics page counts rounds played: every one of
    # a finished match, none of one abandoned in its first round. (Files from before held
    # an abandoned match's round under way, or its length: one or more.)
    rounds: int
    total: int
    best_other: int
    finished_at: str = ""
    points_are_bad: bool = False
    abandoned: bool = False  # files written before it was counted have none: False
    # The match's id (its seed, as text): a New game whose save failed leaves the match it
    # abandoned on disk, to be abandoned again or continued to its end; it is one row.
    match_id: str = ""

    @property
    def won(self) -> bool:
        return not self.abandoned and _beats(self.total, self.best_other, self.points_are_bad)

    @property
    def won_alone(self) -> bool:
        """Won with no one level (Le Carré calls a level match a draw, not a win)."""
        return self.won and self.total != self.best_other


def _beats(score: int, other: int, points_are_bad: bool) -> bool:
    """Whether the person's side came first: a first place shared counts, as the sheets say
    ("share the win")."""
    return score <= other if points_are_bad else score >= other


def table_label(seats: int, teams: bool) -> str:
    return "2v2" if teams else f"{seats}p"


@dataclass
class MatchStats:
    """One game's rounds and matches against computer players."""

    rounds: list[RoundResult] = field(default_factory=list)
    matches: list[MatchResult] = field(default_factory=list)
    # The file could not be read just now: this is not the history, and is never written over it.
    unread: bool = field(default=False, compare=False)

    def record_round(self, result: RoundResult) -> None:
        self.rounds.append(result)
        del self.rounds[:-MAX_HISTORY]

    def record_match(self, result: MatchResult) -> None:
        """Add ``result``: a match abandoned again is counted once, and one abandoned and then
        played to its end after all is finished, no longer abandoned; a finished match is
        never abandoned after. Finished results are always added: two matches that drew the
        same seed are two rows. Rows with no id (files from before ids) are each a match."""
        if result.match_id:
            same = [m for m in self.matches if m.match_id == result.match_id]
            if result.abandoned and same:
                return
            self.matches = [m for m in self.matches
                            if not (m.abandoned and m.match_id == result.match_id)]
        self.matches.append(result)
        del self.matches[:-MAX_HISTORY]

    @property
    def abandoned(self) -> int:
        """Matches left for a new one once begun (counted as lost)."""
        return sum(m.abandoned for m in self.matches)

    @property
    def best_round(self) -> int | None:
        """The person's best round score (the lowest, in a game whose points are bad)."""
        if not self.rounds:
            return None
        pick = min if self.rounds[-1].points_are_bad else max
        return pick(r.score for r in self.rounds)

    def by_opponents(self, opponents: Callable[[RoundResult], Sequence[str]] | None = None
                     ) -> dict[tuple[str, str], tuple[int, int]]:
        """(strongest opponent level, table) → (rounds won, rounds played). ``opponents``
        gives a round's opponents' levels when not every computer player is one (a partner
        in 2 against 2); by default they all are."""
        order = {"random": 0, "easy": 1, "medium": 2, "hard": 3}
        table: dict[tuple[str, str], tuple[int, int]] = {}
        for r in self.rounds:
            levels = r.levels if opponents is None else opponents(r)
            level = max(levels, key=lambda lv: order.get(lv, 0)) if levels else "-"
            key = (level, table_label(r.seats, r.teams))
            won, played = table.get(key, (0, 0))
            table[key] = (won + r.won, played + 1)
        return table


# --- files ---------------------------------------------------------------------------------------

def patience_stats_path(paths: Paths) -> Path:
    return paths.data / "patience-stats.json"


def match_stats_path(paths: Paths, game: str) -> Path:
    return paths.data / f"{game}-stats.json"


def _whole(low: int, high: int) -> Callable[[object], bool]:
    return lambda value: whole_number(value, low, high)


# Every field of every row, checked where it is read: the right type, a finite number within
# what a real game gives, text without control characters (a NUL would break every page that
# shows it), so nothing built from a row (the Statistics page, the 20/20 side panel) can fail.
_FIELDS: dict[str, Callable[[object], bool]] = {
    "deal": _whole(0, 10**100),  # any deal number (TT-5)
    "won": lambda v: isinstance(v, bool),
    "seconds": lambda v: finite_number(v, 0, MAX_SECONDS),
    "moves": _whole(0, 60),  # 120 cards, two a move
    "undos": _whole(0, MAX_COUNT), "hints": _whole(0, MAX_COUNT),
    "abandoned": lambda v: isinstance(v, bool), "demo": lambda v: isinstance(v, bool),
    "finished_at": lambda v: plain_text(v, 40),
    "seats": _whole(1, 6), "teams": lambda v: isinstance(v, bool),
    "levels": lambda v: isinstance(v, list) and len(v) <= 5
    and all(plain_text(x, 20) for x in v),
    "points_are_bad": lambda v: isinstance(v, bool),
    "feats": lambda v: isinstance(v, list) and len(v) <= MAX_FEATS
    and all(plain_text(x, 20) for x in v),
    "score": _whole(-MAX_POINTS, MAX_POINTS), "best_other": _whole(-MAX_POINTS, MAX_POINTS),
    "rounds": _whole(0, MAX_ROUNDS), "total": _whole(-MAX_POINTS, MAX_POINTS),
    "match_id": lambda v: plain_text(v, 40),
}


def _rows(data: dict[str, Any], name: str, kind: type[Any]) -> list[Any]:
    """Rows of a stats file, each field checked (:data:`_FIELDS`) before a row is built."""
    rows = data.get(name, [])
    if not isinstance(rows, list):
        raise TypeError(f"{name!r} should be a list")
    if len(rows) > MAX_HISTORY:
        raise ValueError(f"{len(rows)} {name} is more than is ever kept")
    declared = {f.name for f in fields(kind)}
    result = []
    for row in rows:
        if not isinstance(row, dict) or set(row) - declared:
            raise TypeError(f"a {name} entry has the wrong shape")
        for key, value in row.items():
            if not _FIELDS[key](value):
                raise TypeError(f"a {name} entry has a bad {key!r}: {repr(value)[:40]}")
        row = {key: tuple(value) if key in ("levels", "feats") else value
               for key, value in row.items()}
        result.append(kind(**row))
    return result


def _patience_from_json(data: dict[str, Any]) -> PatienceStats:
    return PatienceStats(_rows(data, "games", PatienceGame))


def _match_from_json(data: dict[str, Any]) -> MatchStats:
    matches = _rows(data, "matches", MatchResult)
    if any(m.rounds == 0 and not m.abandoned for m in matches):
        raise ValueError("a match played to its end with no round")
    return MatchStats(_rows(data, "rounds", RoundResult), matches)


def load_patience_stats(paths: Paths) -> tuple[PatienceStats, str | None]:
    loaded: Loaded = read_json(patience_stats_path(paths), PATIENCE_KIND, STATS_VERSION,
                               _patience_from_json, what="20/20 statistics",
                               oldest=OLDEST_STATS_VERSION)
    return loaded.value or PatienceStats(unread=loaded.kept), loaded.notice


def save_patience_stats(paths: Paths, stats: PatienceStats) -> None:
    _refuse_unread(stats.unread, "20/20 statistics")
    write_json(patience_stats_path(paths), {
        "version": STATS_VERSION, "kind": PATIENCE_KIND,
        "games": [asdict(g) for g in stats.games]})


def _statistics_of(game: str) -> str:
    """What the file is called in a notice: "Rami statistics"."""
    return next(f"{info.name()} statistics" for info in GAMES if info.id == game)


def load_match_stats(paths: Paths, game: str) -> tuple[MatchStats, str | None]:
    loaded: Loaded = read_json(match_stats_path(paths, game), f"{game}-stats", STATS_VERSION,
                               _match_from_json, what=_statistics_of(game),
                               oldest=OLDEST_STATS_VERSION)
    return loaded.value or MatchStats(unread=loaded.kept), loaded.notice


def save_match_stats(paths: Paths, game: str, stats: MatchStats) -> None:
    _refuse_unread(stats.unread, _statistics_of(game))
    write_json(match_stats_path(paths, game), {
        "version": STATS_VERSION, "kind": f"{game}-stats",
        "rounds": [dict(asdict(r), levels=list(r.levels), feats=list(r.feats))
                   for r in stats.rounds],
        "matches": [dict(asdict(m), levels=list(m.levels)) for m in stats.matches]})


def _refuse_unread(unread: bool, what: str) -> None:
    """Statistics made while their file could not be read are not the history: writing them
    would replace years of games with a few."""
    if unread:
        raise StorageError(f"the {what} file could not be read, so it was not written over")
