"""The 20/20's face for the program's screens (the registry's ``ui`` entry): its New game
option, its scene, its save and Continue, its statistics and rules, the monkey's check."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from sixseq.decks.sixsuit import DECK_SIZE, parse_cards, rank_of
from sixseq.games.twenty_twenty.files import SavedGame, load_game, save_game
from sixseq.games.twenty_twenty.options import GAME_ID, new_deal_number, winnable_only
from sixseq.games.twenty_twenty.rules import Game, Status, solve
from sixseq.games.twenty_twenty.session import PatienceSession, removed_cards
from sixseq.stats import PatienceStats, load_patience_stats, save_patience_stats
from sixseq.ui.app import STATS_FAILED
from sixseq.ui.cardart import CardArt
from sixseq.ui.games import Choice, OptionRow, RulesRow
from sixseq.ui.i18n import file_notice

if TYPE_CHECKING:
    from sixseq.games.twenty_twenty.view.scene import PatienceScene
    from sixseq.storage import Paths
    from sixseq.ui.app import App
    from sixseq.ui.page import Block
    from sixseq.ui.scene import Scene

SHOWCASE_DEAL = 7  # winnable
SHOWCASE_PAIRS = 9  # pairs of its winning line played before the picture


class TwentyTwentyUI:
    id = GAME_ID

    def default_options(self) -> dict[str, Any]:
        return {"winnable_only": False}

    def clean_options(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        return {"winnable_only": raw.get("winnable_only") is True}

    def option_rows(self, options: Mapping[str, Any]) -> list[OptionRow]:
        return [OptionRow("winnable_only", "sixseq.settings.deals", (
            Choice(False, "sixseq.settings.any_deal"),
            Choice(True, "sixseq.settings.winnable_only")))]

    def new_table(self, app: App, options: Mapping[str, Any]) -> Scene:
        winnable = self.clean_options(options)["winnable_only"]
        return self._table(app, deal=new_deal_number(winnable))

    def showcase(self, app: App) -> Scene:
        """Deal 7 after nine pairs of its winning line, the next card picked up and its
        partners lit; no file is read or written."""
        from sixseq.games.twenty_twenty.view.scene import PatienceScene

        game = Game(SHOWCASE_DEAL)
        line = solve(game.position).line
        for move in line[:SHOWCASE_PAIRS]:
            game.apply(move)
        scene = PatienceScene(app, PatienceSession(SavedGame(game, 94.0)))
        scene.gestures.selected = line[SHOWCASE_PAIRS].a
        return scene

    def open_deal(self, app: App, deal: int | None) -> Scene:
        """``sixseq patience [--deal N]``: the deal asked for, or the game in progress."""
        return self._table(app, deal=deal)

    def _table(self, app: App, deal: int | None = None,
               saved: SavedGame | None = None) -> PatienceScene:
        """The table of deal ``deal`` (or of ``saved``, or of the game on disk), saving after
        every change and recording finished games through the shell (a disk that refuses is
        told once, and play goes on). A file it reads and sets aside is told as every file
        is, in the player's language."""
        from sixseq.games.twenty_twenty.view.scene import PatienceScene

        paths = app.paths
        if saved is None:
            saved, notice = load_game(paths)
            if notice:
                app.notify(file_notice("save", notice))
        stats, stats_notice = load_patience_stats(paths)
        if stats_notice:
            app.notify(file_notice("stats", stats_notice))

        def write_game(game: SavedGame) -> None:
            app.write(lambda: save_game(paths, game))

        def write_stats(figures: PatienceStats) -> None:
            app.write(lambda: save_patience_stats(paths, figures), STATS_FAILED)

        session = PatienceSession.opened(saved, stats, deal, winnable_only(app.settings),
                                         on_save=write_game, on_record=write_stats)
        return PatienceScene(app, session)

    def load(self, paths: Paths) -> tuple[SavedGame | None, str | None]:
        saved, notice = load_game(paths)
        if saved is not None and saved.game.status() is Status.WON and saved.recorded:
            saved = None  # a finished game: nothing to continue
        return saved, notice

    def continue_label(self, saved: SavedGame) -> tuple[str, dict[str, str]]:
        return "sixseq.menu.continue_patience_deal", {"deal": str(saved.game.deal),
                                                      "moves": str(len(saved.game.moves))}

    def resume(self, app: App, saved: SavedGame) -> Scene:
        return self._table(app, saved=saved)

    def owns(self, scene: Scene) -> bool:
        from sixseq.games.twenty_twenty.view.scene import PatienceScene

        return isinstance(scene, PatienceScene)

    def save(self, paths: Paths, scene: Scene) -> None:
        save_game(paths, self._session(scene).saved)

    def in_progress(self, scene: Scene) -> bool:
        return self._session(scene).in_progress()

    def saved_in_progress(self, saved: SavedGame) -> bool:
        return saved.in_progress

    @staticmethod
    def _session(scene: Scene) -> PatienceSession:
        from sixseq.games.twenty_twenty.view.scene import PatienceScene

        assert isinstance(scene, PatienceScene)
        return scene.session

    def stats_blocks(self, paths: Paths, width: int, scale: float) -> list[Block]:
        from sixseq.games.twenty_twenty.view.pages import stats_blocks

        return stats_blocks(load_patience_stats(paths)[0], width, scale)

    def stats_notice(self, paths: Paths) -> str | None:
        return load_patience_stats(paths)[1]

    def rules(self) -> Sequence[RulesRow]:
        from sixseq.games.twenty_twenty.view.pages import RULES

        return RULES

    def parse_cards(self, text: str) -> list[int]:
        return parse_cards(text)

    def card_art(self) -> CardArt:
        return CardArt(max_widths=2)

    def check(self, scene: Scene) -> list[str]:
        """The piles and the removed cards are the dealt 120, each removed pair of one rank
        (TT-2), and the game replays from its deal to what is shown."""
        game = self._session(scene).game
        start = game.start
        dealt = sorted(card for pile in start.piles for card in pile)
        position = game.position
        shown = [card for i in range(len(position.piles)) for card in position.pile(i)]
        gone = removed_cards(start, game.moves)
        problems = []
        if sorted(shown + gone) != dealt or len(dealt) != DECK_SIZE:
            problems.append("20/20: the piles and the removed cards are not the 120 dealt")
        if any(rank_of(a) != rank_of(b) for a, b in zip(gone[::2], gone[1::2], strict=True)):
            problems.append("20/20: a removed pair is not of one rank (TT-2)")
        replay = Game(game.deal)
        for move in game.moves:
            replay.apply(move)
        if replay.position != position:
            problems.append("20/20: the moves do not lead to the position shown")
        return problems


GAME = TwentyTwentyUI()
