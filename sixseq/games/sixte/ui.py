"""Sixte's face for the program's screens (the registry's ``ui`` entry): its New game options
(each computer player's level, the rules' three table options), its table, its save and
Continue, its statistics, its rules page."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from sixseq import saves
from sixseq.games.sixte.rules.cards import SEATS, Options
from sixseq.games.sixte.rules.invariants import check_invariants
from sixseq.games.sixte.rules.match import MATCH_KIND, Match, replay_match
from sixseq.games.sixte.session import COMPUTERS, PERSON, SixteSession
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

GAME_ID = "sixte"
VOLE = "vole"  # the statistics' name of the feat: every trick of a hand (SX-SCORE-2)
T = "sixte.table.new_game."
LEVEL_KEYS = {"easy": "sixseq.table.level.easy", "medium": "sixseq.table.level.medium",
              "hard": "sixseq.table.level.hard"}
SWITCHES = ("must_trump", "must_overtake")  # SX-PLAY-3, off by default
ON_OFF = (Choice(False, T + "no"), Choice(True, T + "yes"))
DECKS = (Choice(False, T + "deck36"), Choice(True, T + "deck52"))  # SX-DEAL-3


class SixteUI(StandardDeckUI, MatchGameUI[Match, SixteSession]):
    id = GAME_ID
    match_kind = MATCH_KIND

    # --- a new game ---------------------------------------------------------------------------

    def default_options(self) -> dict[str, Any]:
        return {"levels": ["medium"] * len(COMPUTERS), "must_trump": False,
                "must_overtake": False, "deck52": False}

    def clean_options(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Each bad option replaced by its default."""
        options = self.default_options()
        levels = raw.get("levels")
        if isinstance(levels, list) and len(levels) == len(COMPUTERS) \
                and all(v in LEVELS for v in levels):
            options["levels"] = list(levels)
        for name in (*SWITCHES, "deck52"):
            if isinstance(raw.get(name), bool):
                options[name] = raw[name]
        return options

    def option_rows(self, options: Mapping[str, Any]) -> list[OptionRow]:
        from sixseq.games.sixte.view.describe import seat_name

        rows = [OptionRow(f"levels.{index}", T + "seat",
                          tuple(Choice(level, LEVEL_KEYS[level]) for level in LEVELS),
                          (("who", seat_name(seat)),))
                for index, seat in enumerate(COMPUTERS)]
        rows += [OptionRow(name, T + name, ON_OFF) for name in SWITCHES]
        rows.append(OptionRow("deck52", T + "deck", DECKS))
        return rows

    def new_table(self, app: App, options: Mapping[str, Any]) -> Scene:
        options = self.clean_options(options)
        session = SixteSession.new(options["levels"], Options.from_mapping(options))
        return self.fresh_table(app, session)

    def showcase(self, app: App) -> Scene:
        from sixseq.games.sixte.session import seat_bots
        from sixseq.games.sixte.view.setups import showcase_match
        from sixseq.games.sixte.view.table import SixteTable

        game = showcase_match()
        return SixteTable(app, SixteSession(game, seat_bots(("easy",), game.seed)))

    # --- the game in progress (the rest is MatchGameUI's) --------------------------------------

    def table_type(self) -> Callable[[App, SixteSession], Scene]:
        from sixseq.games.sixte.view.table import SixteTable

        return SixteTable

    def replay(self, record: Mapping[str, Any]) -> Match:
        return replay_match(record)

    def resumed(self, saved: saves.SavedMatch[Match]) -> SixteSession:
        return SixteSession.resumed(saved.match, saved.levels)

    def started(self, session: SixteSession) -> bool:
        return session.game.hand_number > 1

    def continue_label(self, saved: saves.SavedMatch[Match]) -> tuple[str, dict[str, str]]:
        game = saved.match
        return "sixte.menu.continue", {"hand": str(game.hand_number),
                                       "points": str(game.scores()[PERSON])}

    def round_result(self, session: SixteSession) -> RoundResult:
        """The finished hand: its point (SX-SCORE-1), whether it was the person's *vole*."""
        score = session.game.hand.outcome()
        assert score is not None
        return RoundResult(SEATS, False, session.levels, score.points[PERSON],
                           max(score.points[s] for s in COMPUTERS),
                           feats=(VOLE,) if score.vole and score.scorer == PERSON else ())

    def match_result(self, session: SixteSession) -> MatchResult:
        """The game: the points towards six (over once someone has six)."""
        game = session.game
        totals = game.scores()
        return MatchResult(SEATS, False, session.levels, len(game.results), totals[PERSON],
                           max(totals[s] for s in COMPUTERS))

    # --- pages --------------------------------------------------------------------------------

    def stats_blocks(self, paths: Paths, width: int, scale: float) -> list[Block]:
        from sixseq.ui.i18n import decimal_text, tr
        from sixseq.ui.stats_page import match_blocks

        stats = load_match_stats(paths, GAME_ID)[0]
        voles = sum(VOLE in r.feats for r in stats.rounds)
        games = [m for m in stats.matches if not m.abandoned]  # the points of finished games
        average = decimal_text(sum(m.total for m in games) / len(games)) if games else "–"
        return match_blocks(stats, width, scale, "sixte.stats.none",
                            [(str(voles), tr("sixte.stats.voles")),
                             (average, tr("sixte.stats.average_points"))],
                            rounds_key="sixte.stats.hands_won", best_round=False,
                            rounds_column_key="sixte.stats.hands_won_short",
                            matches_key="sixte.stats.games_won")

    def rules(self) -> Sequence[RulesRow]:
        from sixseq.games.sixte.view.pages import RULES

        return RULES

    # --- the monkey ---------------------------------------------------------------------------

    def check(self, scene: Scene) -> list[str]:
        return check_invariants(self.session_of(scene).hand)


GAME = SixteUI()
