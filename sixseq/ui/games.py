"""What a game gives the program's screens: its face in the registry's ``ui`` entry.

The shell, the main menu, the New game dialog, Continue, the statistics and rules pages and
the monkey know games only through this protocol (and the registry's list), so a new game is
its package and one registry entry. A game's table options live in the settings under its id
(``Settings.games``), cleaned by the game itself, so a settings file from another version never
breaks a table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from sixseq.games.registry import GameInfo, available, load

if TYPE_CHECKING:
    from sixseq.storage import Paths
    from sixseq.ui.app import App
    from sixseq.ui.page import Block
    from sixseq.ui.scene import Scene


@dataclass(frozen=True)
class Choice:
    """One button of a New game row: the value it sets and its label."""

    value: Any
    key: str  # catalogue key
    params: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class OptionRow:
    """A row of the New game dialog: which option it sets, its label, its choices."""

    name: str
    key: str
    choices: tuple[Choice, ...]
    params: tuple[tuple[str, str], ...] = ()


# The rules page, top to bottom: (kind, catalogue key or cards, extra). Kinds: "part" (the
# game's title; the page anchors it by the game's id, for its tab), "h" (a heading; extra =
# rule ids), "p" (a paragraph), "li" (a step), "cards" (groups of cards split by "|", with "+"
# and "→" drawn as signs; extra = the caption's key).
RulesRow = tuple[str, str, str]


class GameUI(Protocol):
    """A game's screens and files (see the module docstring)."""

    id: str

    # --- a new game ---------------------------------------------------------------------------

    def default_options(self) -> dict[str, Any]:
        """The table options a first game is dealt with."""

    def clean_options(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Options read from the settings, each bad or unknown one replaced by its default."""

    def option_rows(self, options: Mapping[str, Any]) -> list[OptionRow]:
        """The New game dialog's rows for these options (rows may depend on them: a level
        per computer seat)."""

    def new_table(self, app: App, options: Mapping[str, Any]) -> Scene:
        """A new game with these options, its first save written."""

    def showcase(self, app: App) -> Scene:
        """A table at a rich position, the person to move (screenshots, the render bench);
        it writes no save."""

    # --- the game in progress -----------------------------------------------------------------

    def load(self, paths: Paths) -> tuple[Any | None, str | None]:
        """The saved game (None if none) and, if its file had to be set aside, the sentence
        that tells the player."""

    def continue_label(self, saved: Any) -> tuple[str, dict[str, str]]:
        """The Continue button's label key and values (``Continue: round 2 of 3``)."""

    def resume(self, app: App, saved: Any) -> Scene:
        """The table of the saved game."""

    def owns(self, scene: Scene) -> bool:
        """Whether ``scene`` is one of this game's tables."""

    def save(self, paths: Paths, scene: Scene) -> None:
        """Write the game on ``scene`` (forget it once it is over); raises ``StorageError``."""

    def in_progress(self, scene: Scene) -> bool:
        """Whether leaving ``scene`` for a new game would abandon a game in progress (asked
        first: it then counts as lost in the statistics)."""

    def saved_in_progress(self, saved: Any) -> bool:
        """Whether a new game would abandon the saved game (as :meth:`in_progress`)."""

    # --- pages --------------------------------------------------------------------------------

    def stats_blocks(self, paths: Paths, width: int, scale: float) -> list[Block]:
        """The game's part of the statistics page (its notice, if its file was set aside,
        goes to the shell through ``stats_notice``)."""

    def stats_notice(self, paths: Paths) -> str | None:
        """The sentence to show if the game's statistics file had to be set aside."""

    def rules(self) -> Sequence[RulesRow]:
        """The game's part of the rules page."""

    def parse_cards(self, text: str) -> list[int]:
        """Cards in the game's notation (the rules page's examples)."""

    def card_art(self) -> Any:
        """The art its cards are drawn with (a :class:`~sixseq.ui.cardart.CardArt`)."""

    # --- the monkey ---------------------------------------------------------------------------

    def check(self, scene: Scene) -> list[str]:
        """What is wrong with the game on ``scene`` (the rules' invariants), if anything."""


def ui_of(info: GameInfo) -> GameUI:
    assert info.ui is not None
    found: GameUI = load(info.ui)
    return found


def playable() -> list[tuple[GameInfo, GameUI]]:
    """Every game with a table, in the registry's order."""
    return [(info, ui_of(info)) for info in available() if info.ui is not None]


def game_ui(game_id: str) -> GameUI:
    return next(ui for info, ui in playable() if info.id == game_id)


def owner_of(scene: Scene) -> tuple[GameInfo, GameUI] | None:
    """The game whose table ``scene`` is."""
    return next(((info, ui) for info, ui in playable() if ui.owns(scene)), None)
