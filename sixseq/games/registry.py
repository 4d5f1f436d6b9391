"""The one list of games: it drives the menu, Continue, New game, saves, statistics, rules
pages, the command line (``sixseq games``, ``--game ID``), the arena and the monkey.

Adding a game is writing its package (``sixseq/games/<game>/``: its rules, its computer
players, its session and its view) and one entry here. An entry names where the game's two
faces live, imported only when needed: ``rules``, pure Python (a
:class:`~sixseq.engine.game.RulesGame`: the arena, self-play, the benchmarks), and ``ui``, the
table and everything the program's screens need (a ``sixseq.ui.games.GameUI``).
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sixseq.engine.game import RulesGame


@dataclass(frozen=True, slots=True)
class GameInfo:
    id: str
    package: str  # "sixseq.games.rami": its catalogs are in the package's i18n/ folder
    names: tuple[tuple[str, str], ...]  # (locale, name)
    players: str  # as a player reads it: "2–4", "1"
    deck: str  # "six-suit" or "standard"
    rules: str | None  # "module:attribute" of its RulesGame (None: a patience, no seats)
    ui: str | None  # "module:attribute" of its GameUI (None until it is written)
    available: bool

    def name(self, locale: str = "en") -> str:
        names = dict(self.names)
        return names.get(locale, names["en"])


GAMES: tuple[GameInfo, ...] = (
    GameInfo(id="six-sequences", package="sixseq.games.six_sequences",
             names=(("en", "Les Six Séquences"), ("fr", "Les Six Séquences")),
             players="2–4", deck="six-suit",
             rules="sixseq.games.six_sequences.spec:RULES",
             ui="sixseq.games.six_sequences.ui:GAME", available=True),
    GameInfo(id="twenty-twenty", package="sixseq.games.twenty_twenty",
             names=(("en", "The 20/20 patience"), ("fr", "La patience 20/20")),
             players="1", deck="six-suit",
             rules=None,
             ui="sixseq.games.twenty_twenty.ui:GAME", available=True),
    GameInfo(id="rami", package="sixseq.games.rami",
             names=(("en", "Rami"), ("fr", "Rami")),
             players="2–6", deck="standard",
             rules="sixseq.games.rami.spec:RULES",
             ui="sixseq.games.rami.ui:GAME", available=True),
    GameInfo(id="sixte", package="sixseq.games.sixte",
             names=(("en", "Sixte"), ("fr", "Sixte")),
             players="6", deck="standard",
             rules="sixseq.games.sixte.spec:RULES",
             ui="sixseq.games.sixte.ui:GAME", available=True),
    GameInfo(id="carre", package="sixseq.games.carre",
             names=(("en", "Le Carré"), ("fr", "Le Carré")),
             players="2", deck="standard",
             rules="sixseq.games.carre.spec:RULES",
             ui="sixseq.games.carre.ui:GAME", available=True),
)

DEFAULT_GAME = "six-sequences"


def game(game_id: str) -> GameInfo:
    for info in GAMES:
        if info.id == game_id:
            return info
    raise ValueError(f"no game {game_id!r} (games: {', '.join(g.id for g in GAMES)})")


def available() -> tuple[GameInfo, ...]:
    return tuple(g for g in GAMES if g.available)


def card_games() -> tuple[GameInfo, ...]:
    """The games with a rules core and computer players (the arena's, self-play's): a game's
    rules may be written before its table is (``available`` says the table is)."""
    return tuple(g for g in GAMES if g.rules is not None)


def load(reference: str) -> Any:
    """The object a ``module:attribute`` reference names."""
    module, _, attribute = reference.partition(":")
    return getattr(importlib.import_module(module), attribute)


def rules_of(game_id: str) -> RulesGame:
    """The pure rules face of a card game (``ValueError`` for a game without one yet)."""
    info = game(game_id)
    if info.rules is None:
        raise ValueError(f"{game_id} has no computer players or rules core to run here")
    found: RulesGame = load(info.rules)
    return found


def catalog_folders() -> list[Path]:
    """Each game's own catalogs (``<package>/i18n/<game>.<locale>.json``), where it has any."""
    folders = []
    for info in GAMES:
        spec = importlib.util.find_spec(info.package)
        if spec is not None and spec.origin is not None:
            folder = Path(spec.origin).parent / "i18n"
            if folder.is_dir():
                folders.append(folder)
    return folders


def listing(locale: str = "en") -> list[dict[str, object]]:
    """``sixseq games --json``: one object per game."""
    return [{"id": g.id, "name": g.name(locale), "players": g.players, "deck": g.deck,
             "available": g.available} for g in GAMES]
