"""The application around the games: which screen shows, what is saved, what is asked first.

Screens are scenes switched with ``app.switch``: the main menu, a game's table, the in-game
menu over a paused game, the rules, the statistics, the apology after an error. A game left
for its in-game menu or the rules is the same scene object when play resumes. Everything that
names a game comes from the registry (:mod:`sixseq.ui.games`): the menu offers every game, a
Continue for every game with a save, and each game's New game dialog.

Saves: every game writes its own file, after every turn (its session's hook), when the player
leaves it for the menu, and when the window closes (mid-turn included). A save that cannot be
read is set aside by :mod:`sixseq.storage` and the player told in one sentence; one that cannot
be written (a read-only folder) is told once, and play goes on. Abandoning a game in progress
for a new one asks first: it counts as lost in the statistics (each game counts the one it
replaces when its new table opens, from its save: the game left is saved first).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from sixseq.logs import log_path
from sixseq.storage import StorageError
from sixseq.ui.app import SAVE_FAILED
from sixseq.ui.games import GameUI, game_ui, owner_of, playable
from sixseq.ui.i18n import file_notice
from sixseq.ui.scene import Scene

if TYPE_CHECKING:
    from pathlib import Path

    from sixseq.ui.app import App

log = logging.getLogger(__name__)


class Shell:
    """Navigation, saves and the questions asked before a game is thrown away."""

    def __init__(self, app: App) -> None:
        self.app = app
        app.host = self
        self.paused: Scene | None = None  # the game under the in-game menu or the rules
        self.paused_away: Scene | None = None  # the in-game menu opened as the player left
        self.saved: dict[str, Any] = {}  # game id -> its save as last read
        self.menu_focus: str | None = None  # the main menu's button the keyboard left it from
        self._failures_told: set[str] = set()

    # --- starting -----------------------------------------------------------------------------

    def start(self, settings_notice: str | None = None) -> None:
        """Check every file once (the player hears about a bad one on the menu), then show it."""
        if settings_notice:
            self.app.notify(file_notice("settings", settings_notice))
        for _, ui in playable():
            notice = ui.stats_notice(self.app.paths)
            if notice:
                self.app.notify(file_notice("stats", notice))
        self.main_menu()

    def read_saves(self) -> dict[str, Any]:
        """Every game's save as it is on disk now (a bad one is set aside, the player told)."""
        self.saved = {}
        for info, ui in playable():
            saved, notice = ui.load(self.app.paths)
            if notice:
                self.app.notify(file_notice("save", notice))
            if saved is not None:
                self.saved[info.id] = saved
        return self.saved

    @property
    def log_file(self) -> Path:
        return log_path(self.app.paths.logs)

    # --- screens ------------------------------------------------------------------------------

    def main_menu(self) -> None:
        from sixseq.ui.menu import MainMenu

        self.paused = None
        self.read_saves()
        self.app.switch(MainMenu(self.app, self))

    def continue_game(self, game_id: str) -> None:
        """Resume ``game_id``'s saved game (the menu offers it only when there is one)."""
        if not self._resume(game_id):
            self.main_menu()

    def open_game(self, game_id: str) -> None:
        """``game_id``'s table: its saved game resumed (never abandoned), else a new one."""
        if not self._resume(game_id):
            self.start_with_last_options(game_id)

    def start_with_last_options(self, game_id: str) -> None:
        """A new game of ``game_id`` at the table last chosen (the desktop's New game), after
        asking over the main menu if it would replace a saved game in progress."""
        def start() -> None:
            self.start_game(game_id, game_ui(game_id).clean_options(
                self.app.settings.options(game_id)))

        self.read_saves()
        self._unless_kept(game_id, start, asked_over=self.main_menu)

    def _resume(self, game_id: str) -> bool:
        saved = self.read_saves().get(game_id)
        if saved is not None:
            self.app.switch(game_ui(game_id).resume(self.app, saved))
        return saved is not None

    def start_game(self, game_id: str, options: dict[str, Any]) -> None:
        """A new game of ``game_id`` with ``options`` (its first save is written at once, so
        Continue means this game). The game it replaces is saved first, its moves of this
        turn too: the new table counts it from its save, as the player last left it."""
        self.save_open_games()
        self.paused = None
        self.app.switch(game_ui(game_id).new_table(self.app, options))

    def new_game(self, scene: Scene | None = None) -> None:
        """The New game dialog of the game on ``scene`` (from its table or its menu), after
        asking whether to abandon it if it is still in progress."""
        found = owner_of(scene) if scene is not None else None
        if found is None:
            return
        info, ui = found

        def ask_options() -> None:
            self.app.open_dialog(lambda close: self._options_dialog(ui, close))

        if scene is not None and ui.in_progress(scene):
            self.confirm("sixseq.confirm.abandon", ask_options,
                         {"game": info.name(self.locale())})
        else:
            ask_options()

    def _options_dialog(self, ui: GameUI, close: Callable[[], None]) -> Any:
        from sixseq.ui.choices import NewGameDialog

        return NewGameDialog(self.app, ui, lambda options: self.start_game(ui.id, options),
                             close)

    def new_game_of(self, game_id: str) -> None:
        """The menu's New game of ``game_id``: its dialog (nothing is in play on the menu; a
        saved game of it in progress is replaced only when the new one starts, after
        asking)."""
        ui = game_ui(game_id)

        def ask_options() -> None:
            self.app.open_dialog(lambda close: self._options_dialog(ui, close))

        self._unless_kept(game_id, ask_options)

    def _would_replace(self, game_id: str) -> bool:
        """Whether a new game of ``game_id`` would replace a saved one in progress (as the
        saves were last read)."""
        saved = self.saved.get(game_id)
        return saved is not None and game_ui(game_id).saved_in_progress(saved)

    def _unless_kept(self, game_id: str, go_on: Callable[[], None],
                     asked_over: Callable[[], None] | None = None) -> None:
        """``go_on`` towards a new game of ``game_id``; first, if it would replace a saved game
        in progress (counted as lost then), the player is asked whether to keep that one
        (over the screen ``asked_over`` opens, else over the one showing)."""
        if self._would_replace(game_id):
            if asked_over is not None:
                asked_over()
            info = next(i for i, _ in playable() if i.id == game_id)
            self.confirm("sixseq.confirm.replace", go_on, {"game": info.name(self.locale())})
        else:
            go_on()

    def confirm(self, key: str, yes: Callable[[], None],
                params: dict[str, str] | None = None) -> None:
        """Ask a yes/no question over whatever is on screen; ``yes`` runs only on *Yes*."""
        from sixseq.ui.confirm import Confirm

        self.app.open_dialog(lambda close: Confirm(self.app, key, params or {}, yes, close))

    def open_rules(self, game: Scene | None = None) -> None:
        """The rules, at ``game``'s own when opened from it; Back returns to ``game``
        (resuming it) or to the menu."""
        from sixseq.ui.rules import RulesPage

        found = None if game is None else owner_of(game)
        start = None if found is None else found[0].id
        self.app.switch(RulesPage(self.app, self._back_to(game), start))

    def open_stats(self) -> None:
        from sixseq.ui.stats_page import StatsPage

        self.app.switch(StatsPage(self.app, self.main_menu))

    def _back_to(self, game: Scene | None) -> Callable[[], None]:
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
        self.save_scene(game)
        self.main_menu()

    # --- the app's hooks ----------------------------------------------------------------------

    def escape(self) -> None:
        """Esc that the scene did not use (or the on-screen menu button): a game's menu."""
        scene = self.app.scene
        if scene is not None and owner_of(scene) is not None:
            self.pause(scene)

    def away(self, away: bool) -> None:
        """The player left the window (minimised it, or gave another window the keyboard):
        a game in play pauses as under its menu (that menu shows, the game veiled behind
        it), so no clock or countdown runs and no computer player plays unseen; back, the
        game goes on by itself where it was (an in-game menu the player opened stays). A
        question open over a game (a round over, or the 20/20's "abandon?") stays for the
        player's return instead of being thrown away."""
        scene = self.app.scene
        if away and self.app.dialog is None and scene is not None \
                and owner_of(scene) is not None:
            self.pause(scene)
            self.paused_away = self.app.scene
        elif not away:
            menu, self.paused_away = self.paused_away, None
            if menu is not None and menu is self.app.scene and self.paused is not None:
                self.resume(self.paused)

    def before_quit(self) -> None:
        self.save_open_games()

    def apology(self) -> Scene:
        """After an error the saves stay as they were after the last turn: nothing in play is
        written again, since it may be what failed."""
        from sixseq.ui.menu import Apology

        self.paused = None
        return Apology(self.app, self)

    # --- saves --------------------------------------------------------------------------------

    def save_open_games(self) -> None:
        """Write the game on screen and the one under the in-game menu, as they are now."""
        for scene in (self.app.scene, self.paused):
            if scene is not None:
                self.save_scene(scene)

    def save_scene(self, scene: Scene) -> None:
        found = owner_of(scene)
        if found is not None:
            self.save_game(found[1], scene)

    def save_game(self, ui: GameUI, scene: Scene) -> None:
        """Write ``scene``'s game; a failure is told once and play goes on."""
        self.write(lambda: ui.save(self.app.paths, scene))

    def write(self, job: Callable[[], None], failure: str = SAVE_FAILED) -> None:
        try:
            job()
        except (StorageError, OSError) as error:
            log.error("could not save: %s", error)
            if failure not in self._failures_told:  # once is enough to know
                self._failures_told.add(failure)
                self.app.notify(failure)

    @staticmethod
    def locale() -> str:
        from sixseq.ui.i18n import current_locale

        return current_locale()
