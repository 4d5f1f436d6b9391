"""The application around the two games: which screen shows, what is saved, what is recorded.

Screens are scenes switched with ``app.switch``: the main menu, a game (the Six Séquences table
or the 20/20 patience), the in-game menu over a paused game, the rules, the statistics, the
apology after an error. A game left for its in-game menu or the rules is the same scene object
when play resumes.

Saves: the table is saved after every finished turn, when the player leaves it for the menu,
and when the window closes (mid-turn included: the record holds every action so far); the 20/20
scene saves itself after every move. ``Continue`` resumes the game saved most recently. A save
that cannot be read is set aside by :mod:`sixseq.storage` and the player told in one sentence
on the menu; one that cannot be written (a read-only folder) is told too, and play goes on.
"""

from __future__ import annotations

import logging
import random
import time
from typing import TYPE_CHECKING

from sixseq import saves
from sixseq.games.six_sequences.view.table import TableScene, new_table, south_seat
from sixseq.logs import log_path
from sixseq.settings import Settings
from sixseq.stats import (
    MatchResult,
    RoundResult,
    load_patience_stats,
    load_sixseq_stats,
    save_sixseq_stats,
)
from sixseq.storage import StorageError
from sixseq.ui.i18n import file_notice, tr
from sixseq.ui.players import seat_bots
from sixseq.ui.scene import Scene

if TYPE_CHECKING:
    from pathlib import Path

    from sixseq.ui.app import App

log = logging.getLogger(__name__)

MAX_DEAL = 2**31 - 1  # random 20/20 deal numbers are drawn below this

class Shell:
    """Navigation, saves and statistics for one :class:`~sixseq.ui.app.App`."""

    def __init__(self, app: App) -> None:
        self.app = app
        app.host = self
        self.paused: Scene | None = None  # the game under the in-game menu or the rules
        self.saved: saves.SavedMatch | None = None
        self._save_failed = False

    # --- starting -----------------------------------------------------------------------------

    def start(self, settings_notice: str | None = None) -> None:
        """Check every file once (the player hears about a bad one on the menu), then show it."""
        if settings_notice:
            self._unreadable("settings", settings_notice)
        for load in (load_patience_stats, load_sixseq_stats):
            notice = load(self.app.paths)[1]
            if notice:
                self._unreadable("stats", notice)
        self.main_menu()

    def _load_saved(self) -> saves.SavedMatch | None:
        """The Six Séquences save as it is on disk now (replayed through the rules); a bad
        one is set aside and the player told."""
        self.saved, notice = saves.load_match(self.app.paths)
        if notice:
            self._unreadable("save", notice)
        return self.saved

    def _unreadable(self, what: str, notice: str) -> None:
        self.app.notify(file_notice(what, notice))

    @property
    def log_file(self) -> Path:
        return log_path(self.app.paths.logs)

    # --- screens ------------------------------------------------------------------------------

    def main_menu(self) -> None:
        from sixseq.ui.menu import MainMenu

        self.paused = None
        self._load_saved()
        self.app.switch(MainMenu(self.app, self))

    def continue_game(self) -> None:
        """Resume the game saved last (the menu offers this only when one exists)."""
        if saves.last_played(self.app.paths) == saves.PATIENCE:
            self.open_patience()
            return
        saved = self._load_saved()
        if saved is None:
            self.main_menu()
            return
        match = saved.match
        human = south_seat(match.config)
        bots = seat_bots(match.config, human, saved.levels, match.seed)
        self.app.switch(TableScene(self.app, match, human, bots, on_turn_end=self.save_table,
                                   on_round_end=self.round_ended))

    def new_sixseq(self, settings: Settings) -> None:
        """A new match with the chosen table (kept as the next default); it replaces the
        saved one at once, so ``Continue`` means this game."""
        self.app.change_settings(settings)
        table = new_table(self.app, settings, on_turn_end=self.save_table,
                          on_round_end=self.round_ended)
        self.save_table(table)
        self.app.switch(table)

    def open_patience(self, deal: int | None = None) -> None:
        """The 20/20 scene: it resumes its own save or deals (``deal`` forces a new deal)."""
        from sixseq.games.twenty_twenty.view.scene import PatienceScene

        scene = PatienceScene(self.app) if deal is None else PatienceScene(self.app, deal=deal)
        self.app.switch(scene)

    def new_patience(self) -> None:
        """A new random deal (a winnable one when the settings ask for it, TT-7)."""
        deal = random.SystemRandom().randrange(MAX_DEAL)
        if self.app.settings.winnable_only:
            from sixseq.games.twenty_twenty.rules import next_winnable_deal

            deal = next_winnable_deal(deal)
        self.open_patience(deal)

    def open_rules(self, game: Scene | None = None) -> None:
        """The rules; Back returns to ``game`` (resuming it) or to the menu."""
        from sixseq.ui.rules import RulesPage

        self.app.switch(RulesPage(self.app, self._back_to(game)))

    def open_stats(self) -> None:
        from sixseq.ui.stats_page import StatsPage

        self.app.switch(StatsPage(self.app, self.main_menu))

    def _back_to(self, game: Scene | None):  # type: ignore[no-untyped-def]
        def back() -> None:
            if game is None:
                self.main_menu()
            else:
                self.resume(game)
        return back

    def pause(self, game: Scene) -> None:
        """The in-game menu over ``game``, which stops until it is resumed."""
        from sixseq.ui.pause import PauseMenu

        self.paused = game
        self.app.switch(PauseMenu(self.app, self, game))

    def resume(self, game: Scene) -> None:
        self.paused = None
        self.app.switch(game)

    def quit_to_menu(self, game: Scene) -> None:
        if isinstance(game, TableScene):
            self.save_table(game)
        self.main_menu()

    # --- the app's hooks ----------------------------------------------------------------------

    def escape(self) -> None:
        """Esc that the scene did not use: only games leave it unused, so open their menu."""
        if self.app.scene is not None:
            self.pause(self.app.scene)

    def before_quit(self) -> None:
        for scene in (self.app.scene, self.paused):
            if isinstance(scene, TableScene):
                self.save_table(scene)

    def apology(self) -> Scene:
        """After an error the saves stay as they were after the last turn: nothing in play is
        written again, since it may be what failed."""
        from sixseq.ui.menu import Apology

        self.paused = None
        return Apology(self.app, self)

    # --- saves and statistics -----------------------------------------------------------------

    def save_table(self, table: TableScene) -> None:
        """Save the table's match (or forget it once the match is over)."""
        try:
            if table.match.is_over():
                saves.forget_match(self.app.paths)
            else:
                saves.save_match(self.app.paths, table.match, table.levels)
        except (StorageError, OSError) as error:
            self._write_failed(error)

    def round_ended(self, table: TableScene) -> None:
        """Record the finished round (and the match, after its last round) for the person."""
        match = table.match
        score = match.results[-1]
        config = match.config
        mine = config.side_of(table.human)
        others = [t for side, t in enumerate(score.totals) if side != mine]
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S")
        stats, notice = load_sixseq_stats(self.app.paths)
        if notice:
            self._unreadable("stats", notice)
        stats.record_round(RoundResult(config.seats, config.teams, table.levels,
                                       score.totals[mine], max(others), stamp))
        if match.is_over():
            totals = match.totals()
            stats.record_match(MatchResult(
                config.seats, config.teams, table.levels, match.rounds, totals[mine],
                max(t for side, t in enumerate(totals) if side != mine), stamp))
        try:
            save_sixseq_stats(self.app.paths, stats)
        except StorageError as error:
            self._write_failed(error)

    def _write_failed(self, error: OSError) -> None:
        log.error("could not save: %s", error)
        if not self._save_failed:  # once is enough to know
            self._save_failed = True
            self.app.notify(tr("sixseq.notice.save_failed"))
