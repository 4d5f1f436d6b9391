"""The 20/20's parts of the rules page and the statistics page (see
:mod:`sixseq.games.six_sequences.view.pages` for how a game's parts are written)."""

from __future__ import annotations

from sixseq.stats import PatienceStats
from sixseq.ui.games import RulesRow
from sixseq.ui.i18n import percent_text, tr
from sixseq.ui.page import Block, paragraph
from sixseq.ui.palette import DIM_INK
from sixseq.ui.stats_page import RECENT, S, abandoned_tiles, duration, figures_and_table

R = "sixseq.rules."
RULES: tuple[RulesRow, ...] = (
    ("part", R + "tt.title", ""),
    ("p", R + "tt.intro", ""),
    ("h", R + "tt.deal", "TT-1"),
    ("p", R + "tt.deal_text", ""),
    ("h", R + "tt.move", "TT-2"),
    ("p", R + "tt.move_text", ""),
    ("cards", "6t 6s | 0c 0s | Jt Js", R + "tt.pairs"),
    ("cards", "1h Ah", R + "tt.not_pair"),
    ("h", R + "tt.end", "TT-3"),
    ("p", R + "tt.end_text", ""),
    ("h", R + "tt.choice", "TT-4"),
    ("p", R + "tt.choice_text", ""),
    ("cards", "6t 6s 6h", R + "tt.choice_cards"),
    ("h", R + "tt.help", "TT-5 · TT-6 · TT-7"),
    ("p", R + "tt.help_text", ""),
)


def stats_blocks(stats: PatienceStats, width: int, scale: float) -> list[Block]:
    """Games played and won, streaks, times, help used, and the recent games."""
    px = max(14, round(17 * scale))
    if not stats.played:
        return [Block(paragraph(tr(S + "tt_none"), px, width, DIM_INK), gap=12)]
    tiles = [
        (str(stats.played), tr(S + "played")),
        (str(stats.won), tr(S + "won")),
        (percent_text(stats.won, stats.played), tr(S + "win_rate")),
        (str(stats.current_streak), tr(S + "streak")),
        (str(stats.best_streak), tr(S + "best_streak")),
        (duration(stats.best_time), tr(S + "best_time")),
        (duration(stats.average_time), tr(S + "average_time")),
        (str(stats.won_unassisted), tr(S + "unassisted")),
        (str(stats.won_assisted), tr(S + "assisted")),
    ]
    tiles += abandoned_tiles(stats.abandoned)
    if stats.solved_by_demo:
        tiles.append((str(stats.solved_by_demo), tr(S + "demo")))
    rows = []
    for game in reversed(stats.games[-RECENT:]):
        same = stats.history(game.deal)
        result = tr(S + "result_demo") if game.won and game.demo else \
            tr(S + "result_won") if game.won else \
            tr(S + "result_abandoned") if game.abandoned else tr(S + "result_lost")
        rows.append((f"{game.deal}", result, duration(game.seconds), str(game.moves),
                     f"{game.undos} / {game.hints}",
                     tr(S + "deal_record", won=sum(g.player_won for g in same),
                        played=len(same))))
    head = (tr(S + "deal"), tr(S + "result"), tr(S + "time"), tr(S + "moves"),
            tr(S + "help"), tr(S + "this_deal"))
    return figures_and_table(tiles, tr(S + "recent"), head, rows,
                             (0.13, 0.18, 0.13, 0.12, 0.19, 0.25), width, scale)
