"""Le Carré's face for the program's screens (the registry's ``ui`` entry): its New game
options (the base game or Carré libre, the computer player's level, the games in the match),
its table, its save after every turn and Continue, its statistics, its rules page."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from sixseq import saves
from sixseq.decks.standard import parse_cards
from sixseq.games.carre.rules.match import MATCH_KIND, MAX_GAMES, Match, replay_match
from sixseq.games.carre.session import COMPUTER, PERSON, CarreSession
from sixseq.settings import LEVELS
from sixseq.stats import MatchResult, RoundResult, load_match_stats
from sixseq.ui.cardart import CardArt
from sixseq.ui.deckart import STANDARD
from sixseq.ui.games import Choice, OptionRow, RulesRow
from sixseq.ui.i18n import tr
from sixseq.ui.stats_page import record_results

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


class CarreUI:
    id = GAME_ID

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
        return self.table(app, session)

    def showcase(self, app: App) -> Scene:
        from sixseq.games.carre.view.setups import showcase_session
        from sixseq.games.carre.view.table import CarreTable

        return CarreTable(app, showcase_session())

    def table(self, app: App, session: CarreSession) -> Scene:
        """The table of ``session``, saved after every turn, its games counted."""
        from sixseq.games.carre.view.table import CarreTable

        table = CarreTable(app, session)
        session.on_turn_end = lambda _: app.save_game(self, table)
        session.on_round_end = lambda _: self.record_game(app, session)
        app.save_game(self, table)
        return table

    # --- the game in progress -----------------------------------------------------------------

    def load(self, paths: Paths) -> tuple[saves.SavedMatch[Match] | None, str | None]:
        return saves.load_match(paths, GAME_ID, MATCH_KIND, replay_match)

    def continue_label(self, saved: saves.SavedMatch[Match]) -> tuple[str, dict[str, str]]:
        match = saved.match
        variant = tr("carre.variant." + ("libre" if match.variant else "base"))
        return "carre.table.continue", {"game": str(match.game_number),
                                        "games": str(match.games), "variant": variant}

    def resume(self, app: App, saved: saves.SavedMatch[Match]) -> Scene:
        return self.table(app, CarreSession.resumed(saved.match, saved.levels))

    def owns(self, scene: Scene) -> bool:
        from sixseq.games.carre.view.table import CarreTable

        return isinstance(scene, CarreTable)

    def save(self, paths: Paths, scene: Scene) -> None:
        session = self._session(scene)
        if session.carre.is_over():
            saves.forget_match(paths, GAME_ID)
        else:
            saves.save_match(paths, GAME_ID, session.carre.record(), session.levels)

    def in_progress(self, scene: Scene) -> bool:
        session = self._session(scene)
        return not session.carre.is_over() and (bool(session.round.actions)
                                                or session.carre.game_number > 1)

    @staticmethod
    def _session(scene: Scene) -> CarreSession:
        from sixseq.games.carre.view.table import CarreTable

        assert isinstance(scene, CarreTable)
        return scene.carre

    def record_game(self, app: App, session: CarreSession) -> None:
        """The finished game (and the match, after its last game), from the person's side:
        the cards left in each hand (the fewest wins), and the games won in the match."""
        match = session.carre
        outcome = match.results[-1]
        left = outcome.cards_left
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S")
        finished = None
        if match.is_over():
            wins = match.wins()
            finished = MatchResult(2, False, session.levels, match.games, wins[PERSON],
                                   wins[COMPUTER], stamp)
        record_results(app, GAME_ID, RoundResult(2, False, session.levels, left[PERSON],
                                                 left[COMPUTER], stamp, points_are_bad=True),
                       finished)

    # --- pages --------------------------------------------------------------------------------

    def stats_blocks(self, paths: Paths, width: int, scale: float) -> list[Block]:
        from sixseq.games.carre.view.stats import stats_blocks

        return stats_blocks(load_match_stats(paths, GAME_ID)[0], width, scale)

    def stats_notice(self, paths: Paths) -> str | None:
        return load_match_stats(paths, GAME_ID)[1]

    def rules(self) -> Sequence[RulesRow]:
        from sixseq.games.carre.view.pages import RULES

        return RULES

    def parse_cards(self, text: str) -> list[int]:
        return parse_cards(text)

    def card_art(self) -> CardArt:
        return CardArt(max_widths=2, deck=STANDARD)

    # --- the monkey ---------------------------------------------------------------------------

    def check(self, scene: Scene) -> list[str]:
        return self._session(scene).round.problems()


GAME = CarreUI()
