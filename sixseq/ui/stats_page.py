"""The statistics page: a part per game, read from its file each time the page opens (every
figure is derived from the finished games, see :mod:`sixseq.stats`), and the pieces every
game's part is made of (tiles of figures, tables)."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from sixseq.stats import MatchResult, MatchStats, RoundResult, load_match_stats, save_match_stats
from sixseq.ui import drawing, text
from sixseq.ui.app import STATS_FAILED
from sixseq.ui.fonts import font
from sixseq.ui.games import playable
from sixseq.ui.i18n import current_locale, file_notice, level_name, percent_text, signed, tr
from sixseq.ui.page import Block, Page, paragraph, part_title
from sixseq.ui.palette import DIM_INK, GOLD, INK

if TYPE_CHECKING:
    from sixseq.ui.app import App

S = "sixseq.stats."
RECENT = 12  # 20/20 games listed, newest first
TILE_COLUMNS = 3
LEGIBLE = text.MIN_PX  # the smallest figure or caption the page draws
TILE_AIR = 16  # a tile's caption keeps this much of its width clear, both sides together
CELL_AIR = 10  # a table cell's room beside its words


def duration(seconds: float | None) -> str:
    """``4:07`` (or ``1:02:03``); a dash when there is nothing to show."""
    if seconds is None:
        return "–"
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


class StatsPage(Page):
    """A part per game, each read from its file when the page opens."""

    title_key = "sixseq.stats.title"

    def sections(self) -> list[tuple[str, str]]:
        locale = current_locale()
        return [(info.name(locale), info.id) for info, _ in playable()]

    def blocks(self, width: int, scale: float) -> list[Block]:
        for _, ui in playable():
            notice = ui.stats_notice(self.app.paths)
            if notice:
                self.app.notify(file_notice("stats", notice))
        part = round(34 * scale)
        locale = current_locale()
        # What every game counts alike, said once above them all.
        result = [Block(paragraph(tr(S + "abandoned_note"), max(LEGIBLE, round(15 * scale)),
                                  width, DIM_INK), gap=round(10 * scale))]
        for info, ui in playable():
            result.append(Block(part_title(info.name(locale), width, part), info.id,
                                round(26 * scale)))
            result += ui.stats_blocks(self.app.paths, width, scale)
        return result


def table_name(label: str) -> str:
    """``2p``/``3p``/``4p``/``2v2`` (see :func:`sixseq.stats.table_label`) in words."""
    return tr(S + "table_teams") if label == "2v2" else tr(S + "table_seats", seats=label[:-1])


def tiles_grid(tiles: Sequence[tuple[str, str]], width: int, scale: float) -> pygame.Surface:
    """Figures as tiles, three to a row (two when a caption would not fit a third of the
    width at a legible size): the value large, what it is below."""
    gap = round(12 * scale)
    label_px = max(LEGIBLE, round(15 * scale))
    columns = TILE_COLUMNS
    while columns > 1 and any(
            font(LEGIBLE).size(label)[0] > (width - (columns - 1) * gap) // columns - TILE_AIR
            for _, label in tiles):
        columns -= 1
    tile_w = (width - (columns - 1) * gap) // columns
    tile_h = round(86 * scale)
    rows = (len(tiles) + columns - 1) // columns
    surface = pygame.Surface((width, rows * (tile_h + gap) - gap), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    for i, (value, label) in enumerate(tiles):
        rect = pygame.Rect((i % columns) * (tile_w + gap), (i // columns) *
                           (tile_h + gap), tile_w, tile_h)
        surface.blit(drawing.panel(rect.size, round(10 * scale), (255, 255, 255, 18),
                                   (*GOLD, 90), 1), rect)
        text.draw(surface, value, round(30 * scale), INK, "midtop",
                  (rect.centerx, rect.top + round(12 * scale)), bold=True)
        px = text.fit(label, label_px, tile_w - TILE_AIR, minimum=LEGIBLE)
        text.draw(surface, label, px, DIM_INK, "midbottom",
                  (rect.centerx, rect.bottom - round(10 * scale)))
    return surface


def column_widths(cells: Sequence[Sequence[str]], shares: Sequence[float], width: int,
                  px: int) -> list[int]:
    """The columns' widths: ``shares`` of ``width`` when every cell (the first row, the head,
    in bold) fits its share at ``px``; else each column as wide as its widest cell, the room
    left shared out by ``shares`` (or every column narrowed alike when there is none)."""
    shared = [round(width * share) for share in shares]
    need = [max(font(px, i == 0).size(row[c])[0] for i, row in enumerate(cells))
            + CELL_AIR for c in range(len(shares))]
    if all(n <= w for n, w in zip(need, shared, strict=True)):
        return shared
    spare = width - sum(need)
    if spare >= 0:
        return [n + round(spare * share) for n, share in zip(need, shares, strict=True)]
    return [n * width // sum(need) for n in need]


def table(head: Sequence[str], rows: Sequence[Sequence[str]], shares: Sequence[float],
          width: int, px: int) -> pygame.Surface:
    """A plain table: a bold header, ruled rows; ``shares`` are the columns' width fractions."""
    line_h = round(px * 1.8)
    surface = pygame.Surface((width, line_h * (len(rows) + 1) + 2), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    widths = column_widths([head, *rows], shares, width, px)
    lefts = [sum(widths[:i]) for i in range(len(widths))]
    for i, row in enumerate([head, *rows]):
        y = i * line_h
        if i % 2 == 0 and i:
            surface.blit(drawing.panel((width, line_h), 0, (255, 255, 255, 12)), (0, y))
        for cell, left, column_w in zip(row, lefts, widths, strict=True):
            room = column_w - CELL_AIR
            size = text.fit(cell, px, room, minimum=LEGIBLE, bold=i == 0)
            text.draw(surface, cell, size, GOLD if i == 0 else INK, "midleft",
                      (left + 6, y + line_h // 2), bold=i == 0)
        if i == 0:
            pygame.draw.line(surface, (*GOLD, 150), (0, line_h - 1), (width, line_h - 1), 1)
    return surface


def record_results(app: App, game: str, round_result: RoundResult | None,
                   match_result: MatchResult | None = None) -> None:
    """Add a finished round and a match (once over, or abandoned) to ``game``'s statistics,
    stamped with the time now. A file that could not be read is told, and never written
    over."""
    stats, notice = load_match_stats(app.paths, game)
    if notice:
        app.notify(file_notice("stats", notice))
    stamp = time.strftime("%Y-%m-%dT%H:%M:%S")
    if round_result is not None:
        stats.record_round(replace(round_result, finished_at=stamp))
    if match_result is not None:
        stats.record_match(replace(match_result, finished_at=stamp))
    app.write(lambda: save_match_stats(app.paths, game, stats), STATS_FAILED)


def abandoned_tiles(count: int) -> list[tuple[str, str]]:
    """The tile of the games or matches abandoned for a new one (counted as lost), once there
    is any (every game's part shows it alike)."""
    return [(str(count), tr(S + "abandoned"))] if count else []


def match_blocks(stats: MatchStats, width: int, scale: float, none_key: str,
                 more: Sequence[tuple[str, str]] = (), rounds_key: str = S + "rounds_won",
                 best_round: bool = True, rounds_column_key: str = S + "rounds_won_short",
                 matches_key: str = S + "matches_won",
                 opponents: Callable[[RoundResult], Sequence[str]] | None = None
                 ) -> list[Block]:
    """A game against computer players: rounds and matches won, the matches abandoned, the
    best round, the game's ``more`` tiles (value, label), and the record against each
    opponent and table (``none_key`` says there is nothing yet). A game names its rounds and
    matches its own way (``rounds_key``, ``rounds_column_key``, ``matches_key``: Sixte's
    hands and games) and may leave out the best round where a round scores one point or
    none; ``opponents`` picks a round's opponents among its computer players (see
    :meth:`sixseq.stats.MatchStats.by_opponents`)."""
    px = max(14, round(17 * scale))
    if not stats.rounds and not stats.matches:
        return [Block(paragraph(tr(none_key), px, width, DIM_INK), gap=12)]
    rounds_won = sum(r.won for r in stats.rounds)
    matches_won = sum(m.won for m in stats.matches)
    best = stats.best_round
    tiles = [
        (f"{rounds_won} / {len(stats.rounds)}", tr(rounds_key)),
        (f"{matches_won} / {len(stats.matches)}", tr(matches_key)),
        *abandoned_tiles(stats.abandoned),
        *([("–" if best is None else signed(best), tr(S + "best_round"))] if best_round else []),
        *more,
    ]
    rows = []
    for (level, label), (won, played) in sorted(stats.by_opponents(opponents).items()):
        rows.append((level_name(level), table_name(label), str(won), str(played),
                     percent_text(won, played)))
    head = (tr(S + "opponent"), tr(S + "table"), tr(rounds_column_key),
            tr(S + "rounds_played"), tr(S + "win_column"))
    return figures_and_table(tiles, tr(S + "by_opponents"), head, rows,
                             (0.3, 0.17, 0.21, 0.14, 0.18), width, scale)


def figures_and_table(tiles: Sequence[tuple[str, str]], heading: str, head: Sequence[str],
                      rows: Sequence[Sequence[str]], shares: Sequence[float], width: int,
                      scale: float) -> list[Block]:
    """A game's part: its tiles of figures, then a table under its heading — left out while
    it has no row (no round finished yet, only a match abandoned)."""
    px = max(14, round(17 * scale))
    figures = Block(tiles_grid(tiles, width, scale), gap=round(14 * scale))
    if not rows:
        return [figures]
    return [figures,
            Block(paragraph(heading, round(px * 1.15), width, GOLD), gap=round(22 * scale)),
            Block(table(head, rows, shares, width, px), gap=round(6 * scale))]
