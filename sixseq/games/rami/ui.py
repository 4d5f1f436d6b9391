"""Rami's face for the program's screens (the registry's ``ui`` entry): its New game options,
its table, its save and Continue, its statistics, its rules page."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from sixseq import saves
from sixseq.games.rami.rules.invariants import check_invariants
from sixseq.games.rami.rules.match import DEFAULT_LIMIT, LIMITS, MATCH_KIND, Match, replay_match
from sixseq.games.rami.rules.table import DEFAULT_SEATS, MAX_SEATS, MIN_SEATS
from sixseq.games.rami.session import PERSON, RamiSession, seat_bots
from sixseq.games.rami.view.describe import NAMES
from sixseq.settings import LEVELS
from sixseq.stats import MatchResult, RoundResult, load_match_stats
from sixseq.ui.games import Choice, OptionRow, RulesRow
from sixseq.ui.match_game import MatchGameUI
from sixseq.ui.standard_deck import StandardDeckUI

if TYPE_CHECKING:
    from sixseq.storage import Paths
    from sixseq.ui.app import App
    from sixseq.ui.page import Block
    from sixseq.ui.scene import Scene

GAME_ID = "rami"
RAMI_SEC = "rami_sec"  # the statistics' name of the feat (RA-SCORE-3)
N = "rami.new_game."
LEVEL_KEYS = {"easy": "sixseq.table.level.easy", "medium": "sixseq.table.level.medium",
              "hard": "sixseq.table.level.hard"}
COMPUTERS = MAX_SEATS - 1


class RamiUI(StandardDeckUI, MatchGameUI[Match, RamiSession]):
    id = GAME_ID
    match_kind = MATCH_KIND

    # --- a new game ---------------------------------------------------------------------------

    def default_options(self) -> dict[str, Any]:
        return {"seats": DEFAULT_SEATS, "levels": ["medium"] * COMPUTERS, "open51": False,
                "limit": DEFAULT_LIMIT}

    def clean_options(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Each bad option replaced by its default."""
        options = self.default_options()
        seats = raw.get("seats")
        if isinstance(seats, int) and not isinstance(seats, bool) and \
                MIN_SEATS <= seats <= MAX_SEATS:
            options["seats"] = seats
        levels = raw.get("levels")
        if isinstance(levels, list) and all(v in LEVELS for v in levels):
            options["levels"] = (list(levels) + options["levels"])[:COMPUTERS]
        if isinstance(raw.get("open51"), bool):
            options["open51"] = raw["open51"]
        if raw.get("limit") in LIMITS and not isinstance(raw.get("limit"), bool):
            options["limit"] = raw["limit"]
        return options

    def option_rows(self, options: Mapping[str, Any]) -> list[OptionRow]:
        rows = [OptionRow("seats", "sixseq.table.new_game.players",
                          tuple(Choice(n, "sixseq.table.new_game.count", (("n", str(n)),))
                                for n in range(MIN_SEATS, MAX_SEATS + 1)))]
        for index in range(options["seats"] - 1):
            rows.append(OptionRow(f"levels.{index}", N + "level",
                                  tuple(Choice(level, LEVEL_KEYS[level]) for level in LEVELS),
                                  (("who", NAMES[index]),)))
        rows.append(OptionRow("open51", N + "opening",
                              (Choice(False, N + "open_any"), Choice(True, N + "open51"))))
        rows.append(OptionRow("limit", N + "limit",
                              tuple(Choice(n, N + "points", (("n", str(n)),)) for n in LIMITS)))
        return rows

    def new_table(self, app: App, options: Mapping[str, Any]) -> Scene:
        options = self.clean_options(options)
        session = RamiSession.new(options["seats"], options["levels"][:options["seats"] - 1],
                                  options["open51"], options["limit"])
        return self.fresh_table(app, session)

    def showcase(self, app: App) -> Scene:
        from sixseq.games.rami.view.setups import PositionMatch, showcase
        from sixseq.games.rami.view.table import RamiTable

        state = showcase()
        bots = seat_bots(state.config.seats, ("medium",), seed=1)
        return RamiTable(app, RamiSession(PositionMatch(state), bots))

    # --- the game in progress (the rest is MatchGameUI's) --------------------------------------

    def table_type(self) -> Callable[[App, RamiSession], Scene]:
        from sixseq.games.rami.view.table import RamiTable

        return RamiTable

    def replay(self, record: Mapping[str, Any]) -> Match:
        return replay_match(record)

    def resumed(self, saved: saves.SavedMatch[Match]) -> RamiSession:
        return RamiSession.resumed(saved.match, saved.levels)

    def started(self, session: RamiSession) -> bool:
        return session.rami.round_number > 1

    def continue_label(self, saved: saves.SavedMatch[Match]) -> tuple[str, dict[str, str]]:
        match = saved.match
        return "rami.menu.continue", {"round": str(match.round_number),
                                      "limit": str(match.limit)}

    def round_result(self, session: RamiSession) -> RoundResult:
        """Points are bad (RA-SCORE-4); a *Rami sec* the person made is counted."""
        score = session.rami.results[-1]
        made = score.rami_sec and score.winner == PERSON
        return RoundResult(session.rami.config.seats, False, session.levels,
                           score.points[PERSON],
                           min(p for seat, p in enumerate(score.points) if seat != PERSON),
                           points_are_bad=True, feats=(RAMI_SEC,) if made else ())

    def match_result(self, session: RamiSession) -> MatchResult:
        match = session.rami
        totals = match.totals()
        return MatchResult(match.config.seats, False, session.levels, len(match.results),
                           totals[PERSON],
                           min(t for seat, t in enumerate(totals) if seat != PERSON),
                           points_are_bad=True)

    # --- pages --------------------------------------------------------------------------------

    def stats_blocks(self, paths: Paths, width: int, scale: float) -> list[Block]:
        from sixseq.ui.i18n import decimal_text, tr
        from sixseq.ui.stats_page import match_blocks

        stats = load_match_stats(paths, GAME_ID)[0]
        more = []
        if stats.rounds:
            mean = sum(r.score for r in stats.rounds) / len(stats.rounds)
            made = sum(RAMI_SEC in r.feats for r in stats.rounds)
            more = [(decimal_text(mean), tr("rami.stats.average")),
                    (str(made), tr("rami.stats.rami_sec"))]
        return match_blocks(stats, width, scale, "rami.stats.none", more)

    def rules(self) -> Sequence[RulesRow]:
        from sixseq.games.rami.view.pages import RULES

        return RULES

    # --- the monkey ---------------------------------------------------------------------------

    def check(self, scene: Scene) -> list[str]:
        return check_invariants(self.session_of(scene).round)


GAME = RamiUI()
