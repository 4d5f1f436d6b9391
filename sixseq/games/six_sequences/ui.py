"""Les Six Séquences' face for the program's screens (the registry's ``ui`` entry): its New
game options, its table, its save and Continue, its statistics, its rules page."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from sixseq import saves
from sixseq.decks.sixsuit import parse_cards
from sixseq.games.six_sequences.rules.match import MATCH_KIND, MAX_ROUNDS, Match, replay_match
from sixseq.games.six_sequences.rules.selfplay import check_invariants
from sixseq.games.six_sequences.rules.table import TableConfig
from sixseq.games.six_sequences.session import (
    SixSeqSession,
    computer_seats,
    opponent_levels,
    south_seat,
)
from sixseq.settings import LEVELS
from sixseq.stats import MatchResult, RoundResult, load_match_stats
from sixseq.ui.cardart import CardArt
from sixseq.ui.games import Choice, OptionRow, RulesRow
from sixseq.ui.match_game import MatchGameUI

if TYPE_CHECKING:
    from sixseq.storage import Paths
    from sixseq.ui.app import App
    from sixseq.ui.page import Block
    from sixseq.ui.scene import Scene

GAME_ID = "six-sequences"
TABLES = (("2", "sixseq.table.new_game.two"), ("3", "sixseq.table.new_game.three"),
          ("4", "sixseq.table.new_game.four"), ("2v2", "sixseq.table.new_game.teams"))
SEAT_KEYS = {"North": "sixseq.table.seat.north", "East": "sixseq.table.seat.east",
             "West": "sixseq.table.seat.west"}
LEVEL_KEYS = {"easy": "sixseq.table.level.easy", "medium": "sixseq.table.level.medium",
              "hard": "sixseq.table.level.hard"}
ROUND_CHOICES = (1, 2, 3, 5, 7, MAX_ROUNDS)


def table_config(options: Mapping[str, Any]) -> TableConfig:
    table = options["table"]
    return TableConfig(4 if table == "2v2" else int(table), table == "2v2")


class SixSequencesUI(MatchGameUI[Match, SixSeqSession]):
    id = GAME_ID
    match_kind = MATCH_KIND

    # --- a new game ---------------------------------------------------------------------------

    def default_options(self) -> dict[str, Any]:
        return {"table": "2", "levels": ["medium", "medium", "medium"], "rounds": 3}

    def clean_options(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Each bad option replaced by its default (files from before per-game options held
        ``seats`` and ``teams`` instead of ``table``)."""
        options = self.default_options()
        table = raw.get("table")
        if table is None and raw.get("seats") in (2, 3, 4):
            table = "2v2" if raw.get("teams") is True and raw["seats"] == 4 else str(raw["seats"])
        if isinstance(table, str) and table in dict(TABLES):
            options["table"] = table
        levels = raw.get("levels")
        if isinstance(levels, list) and len(levels) == 3 and all(v in LEVELS for v in levels):
            options["levels"] = list(levels)
        rounds = raw.get("rounds")
        if isinstance(rounds, int) and not isinstance(rounds, bool) and \
                1 <= rounds <= MAX_ROUNDS:
            options["rounds"] = rounds
        return options

    def option_rows(self, options: Mapping[str, Any]) -> list[OptionRow]:
        config = table_config(options)
        rows = [OptionRow("table", "sixseq.table.new_game.players",
                          tuple(Choice(value, key) for value, key in TABLES))]
        person = south_seat(config)
        for index, seat in enumerate(computer_seats(config, person)):
            rows.append(OptionRow(f"levels.{index}", SEAT_KEYS[config.seat_name(seat)],
                                  tuple(Choice(level, LEVEL_KEYS[level]) for level in LEVELS)))
        rows.append(OptionRow("rounds", "sixseq.table.new_game.rounds",
                              tuple(Choice(n, "sixseq.table.new_game.count", (("n", str(n)),))
                                    for n in ROUND_CHOICES)))
        return rows

    def new_table(self, app: App, options: Mapping[str, Any]) -> Scene:
        options = self.clean_options(options)
        config = table_config(options)
        session = SixSeqSession.new(config.seats, config.teams, options["rounds"],
                                    options["levels"])
        return self.fresh_table(app, session)

    def showcase(self, app: App) -> Scene:
        from sixseq.games.six_sequences.session import seat_bots
        from sixseq.games.six_sequences.view.setups import PositionMatch, showcase
        from sixseq.games.six_sequences.view.table import SixSeqTable

        state = showcase()
        match = PositionMatch(state)
        bots = seat_bots(state.config, south_seat(state.config), ("medium", "hard", "easy"), seed=1)
        return SixSeqTable(app, SixSeqSession(match, bots))

    # --- the game in progress (the rest is MatchGameUI's) --------------------------------------

    def table_type(self) -> Callable[[App, SixSeqSession], Scene]:
        from sixseq.games.six_sequences.view.table import SixSeqTable

        return SixSeqTable

    def replay(self, record: Mapping[str, Any]) -> Match:
        return replay_match(record)

    def resumed(self, saved: saves.SavedMatch[Match]) -> SixSeqSession:
        return SixSeqSession.resumed(saved.match, saved.levels)

    def started(self, session: SixSeqSession) -> bool:
        return session.six.round_number > 1

    def continue_label(self, saved: saves.SavedMatch[Match]) -> tuple[str, dict[str, str]]:
        match = saved.match
        return "sixseq.menu.continue_sixseq", {"round": str(match.round_number),
                                               "rounds": str(match.rounds)}

    def round_result(self, session: SixSeqSession) -> RoundResult:
        config = session.six.config
        mine = config.side_of(session.person)
        totals = session.six.results[-1].totals
        return RoundResult(config.seats, config.teams, session.levels, totals[mine],
                           max(t for side, t in enumerate(totals) if side != mine))

    def match_result(self, session: SixSeqSession) -> MatchResult:
        match = session.six
        config = match.config
        mine = config.side_of(session.person)
        totals = match.totals()
        return MatchResult(config.seats, config.teams, session.levels, len(match.results),
                           totals[mine], max(t for side, t in enumerate(totals) if side != mine))

    # --- pages --------------------------------------------------------------------------------

    def stats_blocks(self, paths: Paths, width: int, scale: float) -> list[Block]:
        from sixseq.ui.stats_page import match_blocks

        return match_blocks(load_match_stats(paths, GAME_ID)[0], width, scale,
                            "sixseq.stats.ss_none",
                            opponents=lambda r: opponent_levels(r.seats, r.teams, r.levels))

    def rules(self) -> Sequence[RulesRow]:
        from sixseq.games.six_sequences.view.pages import RULES

        return RULES

    def parse_cards(self, text: str) -> list[int]:
        return parse_cards(text)

    def card_art(self) -> CardArt:
        return CardArt(max_widths=2)

    # --- the monkey ---------------------------------------------------------------------------

    def check(self, scene: Scene) -> list[str]:
        return check_invariants(self.session_of(scene).round)


GAME = SixSequencesUI()
