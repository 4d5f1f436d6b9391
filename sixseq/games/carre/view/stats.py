"""Le Carré's part of the statistics page, in its own words (games and matches, not rounds):
games won, matches won (and abandoned), the cards left to the loser (CA-END-3's margin) on
average, when you won and when you lost, and the record against each level. Every figure is
derived from the finished games kept in the game's statistics file (:mod:`sixseq.stats`)."""

from __future__ import annotations

import statistics
from collections.abc import Sequence

from sixseq.stats import MatchStats, RoundResult
from sixseq.ui.i18n import decimal_text, level_name, percent_text, tr
from sixseq.ui.page import Block, paragraph
from sixseq.ui.palette import DIM_INK
from sixseq.ui.stats_page import abandoned_tiles, figures_and_table

S = "carre.table.stats."
LEVEL_ORDER = {"random": 0, "easy": 1, "medium": 2, "hard": 3}


def mean(values: Sequence[int]) -> str:
    return decimal_text(statistics.fmean(values)) if values else "–"


def margins(games: Sequence[RoundResult]) -> tuple[list[int], list[int], list[int]]:
    """The cards left to the loser of every game someone won; of those you won; of those
    you lost (a draw has no loser)."""
    won = [g.best_other for g in games if g.score < g.best_other]
    lost = [g.score for g in games if g.score > g.best_other]
    return won + lost, won, lost


def stats_blocks(stats: MatchStats, width: int, scale: float) -> list[Block]:
    px = max(14, round(17 * scale))
    games = stats.rounds
    if not games and not stats.matches:
        return [Block(paragraph(tr(S + "none"), px, width, DIM_INK), gap=12)]
    every, won, lost = margins(games)
    tiles = [
        (f"{len(won)} / {len(games)}", tr(S + "games_won")),
        (f"{sum(m.won_alone for m in stats.matches)} / {len(stats.matches)}",
         tr(S + "matches_won")),
        *abandoned_tiles(stats.abandoned),
        (str(sum(g.score == g.best_other for g in games)), tr(S + "drawn")),
        (mean(every), tr(S + "margin")),
        (mean(won), tr(S + "margin_won")),
        (mean(lost), tr(S + "margin_lost")),
    ]
    by_level: dict[str, tuple[int, int]] = {}
    for game in games:
        level = game.levels[0] if game.levels else "-"
        wins, played = by_level.get(level, (0, 0))
        by_level[level] = (wins + game.won_alone, played + 1)
    rows = [(level_name(level), str(wins), str(played), percent_text(wins, played))
            for level, (wins, played) in sorted(by_level.items(),
                                                key=lambda kv: LEVEL_ORDER.get(kv[0], 9))]
    head = (tr(S + "opponent"), tr(S + "games_won_short"), tr(S + "played"), tr(S + "rate"))
    return figures_and_table(tiles, tr(S + "by_level"), head, rows, (0.34, 0.24, 0.2, 0.22),
                             width, scale)
