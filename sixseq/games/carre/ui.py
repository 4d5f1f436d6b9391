"""Le Carré's face for the program's screens (the registry's ``ui`` entry): its New game
options (the base game or Carré libre, the computer player's level, the games in the match),
its table, its save after every turn and Continue, its statistics, its rules page."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from sixseq import saves
from sixseq.games.carre.rules.match import MATCH_KIND, MAX_GAMES, Match, replay_match
from sixseq.games.carre.session import COMPUTER, PERSON, CarreSession
from sixseq.settings import LEVELS
from sixseq.stats import MatchResult, RoundResult, load_match_stats
from sixseq.ui.games import Choice, OptionRow, RulesRow
from sixseq.ui.i18n import tr
from sixseq.ui.match_game import MatchGameUI
from sixseq.ui.standard_deck import StandardDeckUI

if TYPE_CHECKING:
    from sixseq.storage import Paths
    from sixseq.ui.app import App
    from sixseq.ui.page import Block
    from sixseq.ui.scene import Scene

GAME_ID = "carre"
VARIANTS = ("base", "libre")
LEVEL_KEYS = {"easy": "sixseq.table.level.easy", "medium": "sixseq.table.level.medium",
              "hard": "sixseq.table.level.hard"}
GAME_CHOICES = (1, 3, 5, 7, 9)
N = "carre.table.new_game."


class CarreUI(StandardDeckUI, MatchGameUI[Match, CarreSession]):
    id = GAME_ID
    match_kind = MATCH_KIND

    # --- a new game ---------------------------------------------------------------------------

    def default_options(self) -> dict[str, Any]:
        return {"variant": "base", "level": "medium", "games": 1}

    def clean_options(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Each bad or unknown option replaced by its default."""
        options = self.default_options()
        if raw.get("variant") in VARIANTS:
            options["variant"] = raw["variant"]
        if raw.get("level") in LEVELS:
            options["level"] = raw["level"]
        games = raw.get("games")
        if isinstance(games, int) and not isinstance(games, bool) and 1 <= games <= MAX_GAMES:
            options["games"] = games
        return options

    def option_rows(self, options: Mapping[str, Any]) -> list[OptionRow]:
        return [
            OptionRow("variant", N + "variant",
                      tuple(Choice(v, f"carre.variant.{v}") for v in VARIANTS)),
            OptionRow("level", N + "computer",
                      tuple(Choice(level, LEVEL_KEYS[level]) for level in LEVELS)),
            OptionRow("games", N + "games",
                      tuple(Choice(n, "sixseq.table.new_game.count", (("n", str(n)),))
                            for n in GAME_CHOICES)),
        ]

    def new_table(self, app: App, options: Mapping[str, Any]) -> Scene:
        options = self.clean_options(options)
        session = CarreSession.new(options["games"], options["level"],
                                   options["variant"] == "libre")
        return self.fresh_table(app, session)

    def showcase(self, app: App) -> Scene:
        from sixseq.games.carre.view.setups import showcase_session
        from sixseq.games.carre.view.table import CarreTable

        return CarreTable(app, showcase_session())

    # --- the game in progress (the rest is MatchGameUI's) --------------------------------------

    def table_type(self) -> Callable[[App, CarreSession], Scene]:
        from sixseq.games.carre.view.table import CarreTable

        return CarreTable

    def replay(self, record: Mapping[str, Any]) -> Match:
        return replay_match(record)

    def resumed(self, saved: saves.SavedMatch[Match]) -> CarreSession:
        return CarreSession.resumed(saved.match, saved.levels)

    def started(self, session: CarreSession) -> bool:
        return session.carre.game_number > 1

    def continue_label(self, saved: saves.SavedMatch[Match]) -> tuple[str, dict[str, str]]:
        match = saved.match
        variant = tr("carre.variant." + ("libre" if match.variant else "base"))
        return "carre.table.continue", {"game": str(match.game_number),
                                        "games": str(match.games), "variant": variant}

    def round_result(self, session: CarreSession) -> RoundResult:
        """The finished game: the cards left in each hand (the fewest wins)."""
        left = session.carre.results[-1].cards_left
        return RoundResult(2, False, session.levels, left[PERSON], left[COMPUTER],
                           points_are_bad=True)

    def match_result(self, session: CarreSession) -> MatchResult:
        """The match: the games each side has won."""
        match = session.carre
        wins = match.wins()
        return MatchResult(2, False, session.levels, len(match.results), wins[PERSON],
                           wins[COMPUTER])

    # --- pages --------------------------------------------------------------------------------

    def stats_blocks(self, paths: Paths, width: int, scale: float) -> list[Block]:
        from sixseq.games.carre.view.stats import stats_blocks

        return stats_blocks(load_match_stats(paths, GAME_ID)[0], width, scale)

    def rules(self) -> Sequence[RulesRow]:
        from sixseq.games.carre.view.pages import RULES

        return RULES

    # --- the monkey ---------------------------------------------------------------------------

    def check(self, scene: Scene) -> list[str]:
        return self.session_of(scene).round.problems()


GAME = CarreUI()
