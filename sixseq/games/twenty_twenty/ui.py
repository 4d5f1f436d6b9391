"""The 20/20's face for the program's screens (the registry's ``ui`` entry): its New game
option, its scene, its save and Continue, its statistics and rules, the monkey's check."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from sixseq.decks.sixsuit import DECK_SIZE, parse_cards, rank_of
from sixseq.games.twenty_twenty.files import SavedGame, load_game, save_game
from sixseq.games.twenty_twenty.options import GAME_ID, new_deal_number
from sixseq.games.twenty_twenty.rules import Game, Status
from sixseq.stats import load_patience_stats
from sixseq.ui.cardart import CardArt
from sixseq.ui.games import Choice, OptionRow, RulesRow

if TYPE_CHECKING:
    from sixseq.storage import Paths
    from sixseq.ui.app import App
    from sixseq.ui.page import Block
    from sixseq.ui.scene import Scene



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
        from sixseq.games.twenty_twenty.view.scene import PatienceScene

        return PatienceScene(app, deal=new_deal_number(self.clean_options(options)
                                                       ["winnable_only"]))

    def showcase(self, app: App) -> Scene:
        from sixseq.games.twenty_twenty.view.scene import PatienceScene

        return PatienceScene(app, deal=7)

    def open_deal(self, app: App, deal: int | None) -> Scene:
        """``sixseq patience [--deal N]``: the deal asked for, or the game in progress."""
        from sixseq.games.twenty_twenty.view.scene import PatienceScene

        return PatienceScene(app) if deal is None else PatienceScene(app, deal=deal)

    def load(self, paths: Paths) -> tuple[SavedGame | None, str | None]:
        saved, notice = load_game(paths)
        if saved is not None and saved.game.status() is Status.WON and saved.recorded:
            saved = None  # a finished game: nothing to continue
        return saved, notice

    def continue_label(self, saved: SavedGame) -> tuple[str, dict[str, str]]:
        return "sixseq.menu.continue_patience_deal", {"deal": str(saved.game.deal),
                                                      "moves": str(len(saved.game.moves))}

    def resume(self, app: App, saved: SavedGame) -> Scene:
        from sixseq.games.twenty_twenty.view.scene import PatienceScene

        return PatienceScene(app)

    def owns(self, scene: Scene) -> bool:
        from sixseq.games.twenty_twenty.view.scene import PatienceScene

        return isinstance(scene, PatienceScene)

    def save(self, paths: Paths, scene: Scene) -> None:
        from sixseq.games.twenty_twenty.view.scene import PatienceScene

        assert isinstance(scene, PatienceScene)
        save_game(paths, scene.saved)

    def in_progress(self, scene: Scene) -> bool:
        from sixseq.games.twenty_twenty.view.scene import PatienceScene

        assert isinstance(scene, PatienceScene)
        return bool(scene.game.moves) and scene.game.status() is Status.PLAYING

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
        from sixseq.games.twenty_twenty.view.scene import PatienceScene
        from sixseq.games.twenty_twenty.view.sprites import removed_cards

        assert isinstance(scene, PatienceScene)
        game = scene.game
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
