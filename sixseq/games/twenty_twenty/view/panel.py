"""The words on the 20/20 table: the status line (TT-3, TT-7), the panel's head (the deal, moves
and time, the statistics), the message line and the win banner. What they say comes from the
session; here is only how it looks, sized by the layout so it never touches a border.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from sixseq.games.twenty_twenty.rules import Status, Verdict
from sixseq.games.twenty_twenty.session import PatienceSession
from sixseq.games.twenty_twenty.view.layout import PatienceLayout
from sixseq.ui import drawing, text
from sixseq.ui.i18n import percent_text, tr
from sixseq.ui.palette import DIM_INK, GOLD, INK, PANEL, SHADOW
from sixseq.ui.table.words import Message, draw_pill

WINNABLE = (150, 232, 160)
LOST = (255, 150, 130)


def clock_text(seconds: float) -> str:
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


def status_line(session: PatienceSession, clock: float) -> tuple[str, tuple[int, int, int]]:
    """The status at the top (TT-3, TT-7) and its colour."""
    status = session.status()
    report = session.report
    if status is Status.WON:
        return tr("sixseq.patience.status.won"), GOLD
    if status is Status.LOST:
        return tr("sixseq.patience.status.lost"), LOST
    if report.verdict is Verdict.WINNABLE:
        return tr("sixseq.patience.status.winnable"), WINNABLE
    if report.verdict is Verdict.UNKNOWN:
        return tr("sixseq.patience.status.unknown"), DIM_INK
    if report.verdict is Verdict.UNWINNABLE:
        if report.lost_by == 0:
            return tr("sixseq.patience.status.unwinnable_deal"), LOST
        if report.lost_by is None:
            return tr("sixseq.patience.status.no_longer"), LOST
        return tr("sixseq.patience.status.lost_since", move=report.lost_by), LOST
    dots = "." * (int(clock * 3) % 3 + 1)
    return tr("sixseq.patience.status.thinking") + dots, DIM_INK


def info_lines(session: PatienceSession) -> list[str]:
    """The panel's lines in full: the deal (TT-5), moves and time, then the statistics."""
    return [forms[0] for forms in info_forms(session)]


def info_forms(session: PatienceSession) -> list[tuple[str, ...]]:
    """The panel's lines, each in full and shorter (the panel shows the first that fits)."""
    game = session.game
    return [(tr("sixseq.patience.deal", number=game.deal),),
            (tr("sixseq.patience.moves_time", moves=len(game.moves),
                time=clock_text(session.saved.seconds)),),
            *stats_forms(session)]


def stats_forms(session: PatienceSession) -> list[tuple[str, ...]]:
    """TT-6's statistics: results, unaided wins apart from assisted ones (and deals the demo
    cleared, never wins), streaks, times, and this deal's own history; the longest lines
    also in a short form, for a narrow panel (at 800×560 in French they were shrunk to
    10 px)."""
    stats = session.stats
    best, average = stats.best_time, stats.average_time

    def forms(key: str, **figures: object) -> tuple[str, ...]:
        return tuple(tr(f"sixseq.patience.stats.{key}{form}", **figures) for form in ("", "_short"))

    split = forms("wins_split", unaided=stats.won_unassisted, assisted=stats.won_assisted)
    if stats.solved_by_demo:
        split = forms("wins_split_demo", unaided=stats.won_unassisted,
                      assisted=stats.won_assisted, demo=stats.solved_by_demo)
    lines = [(tr("sixseq.patience.stats.played", played=stats.played, won=stats.won,
                 rate=percent_text(stats.won, stats.played)),),
             split,
             (tr("sixseq.patience.stats.streak", streak=stats.current_streak,
                 best=stats.best_streak),),
             (tr("sixseq.patience.stats.times",
                 best=clock_text(best) if best is not None else "–",
                 average=clock_text(average) if average is not None else "–"),)]
    history = stats.history(session.game.deal)
    wins = [g.seconds for g in history if g.player_won]
    if wins:
        lines.append(forms("deal_won", won=len(wins), played=len(history),
                           best=clock_text(min(wins))))
    elif history:
        lines.append(forms("deal_played", played=len(history)))
    else:
        lines.append((tr("sixseq.patience.stats.deal_new"),))
    return lines


def draw_status(screen: pygame.Surface, layout: PatienceLayout, line: str,
                colour: tuple[int, int, int]) -> None:
    """The status in a pill centred over the piles, clear of the menu button at its left."""
    box = layout.status
    room = box.width - 2 * (layout.menu.width + layout.margin)
    px = text.fit(line, layout.font(22), room - layout.px(60), minimum=text.MIN_PX, bold=True)
    ink = text.render(line, px, colour, True).get_rect()
    dot = max(8, round(px * 0.55))
    pill = pygame.Rect(0, 0, ink.width + dot + layout.px(44), min(box.height,
                                                                  round(px * 1.9)))
    pill.center = box.center
    screen.blit(drawing.panel(pill.size, pill.height // 2, (10, 22, 16, 170),
                              (*colour, 140), 1), pill)
    centre = (pill.left + layout.px(18) + dot // 2, pill.centery)
    pygame.draw.circle(screen, colour, centre, dot // 2)
    text.draw(screen, line, px, colour, "midleft", (centre[0] + dot, pill.centery), bold=True)


def draw_info(screen: pygame.Surface, layout: PatienceLayout,
              lines: Sequence[tuple[str, ...]]) -> None:
    """The panel's head: the deal big, moves and time, the statistics small (a line too
    long for the panel at a legible size in a shorter form)."""
    box = layout.info.inflate(-layout.px(24), -layout.px(16))
    x, y = box.left, box.top
    (deal,), (moves_time,), *stats = lines
    px = text.fit(deal, layout.font(24), box.width, bold=True)
    text.draw(screen, deal, px, GOLD, "topleft", (x, y), bold=True, shadow=SHADOW)
    y += round(layout.font(24) * 1.4)
    text.draw(screen, moves_time, text.fit(moves_time, layout.font(16), box.width), INK,
              "topleft", (x, y), shadow=SHADOW)
    y += round(layout.font(16) * 1.5)
    for forms in stats:
        line, px = text.first_fitting(forms, layout.font(13), box.width)
        text.draw(screen, line, px, DIM_INK, "topleft", (x, y), shadow=SHADOW)
        y += round(layout.font(13) * 1.45)


def draw_message(screen: pygame.Surface, layout: PatienceLayout, message: Message,
                 beside: int = 0) -> pygame.Rect:
    """A message in its own line between the piles and the strip, covering nothing; with
    ``beside``, room that wide is kept right of it (a button), the two centred together.
    Returns the message's pill."""
    box = layout.message
    gap = layout.margin // 2 if beside else 0
    return draw_pill(screen, message, box.centerx - (beside + gap) // 2, box.bottom,
                     layout.font(17), box.width - beside - gap, GOLD).rect


def draw_banner(screen: pygame.Surface, layout: PatienceLayout, deal: int, seconds: float,
                moves: int, demo: bool) -> None:
    """The win over the trophy: a deal the demo cleared says so (it is not the player's)."""
    title = tr("sixseq.patience.won.demo_title" if demo else "sixseq.patience.won.title")
    detail = tr("sixseq.patience.won.detail", deal=deal, time=clock_text(seconds), moves=moves)
    title_px, detail_px = layout.font(40), layout.font(18)
    room = layout.grid.width - layout.px(80)
    title_px = text.fit(title, title_px, room, bold=True)
    detail_px = text.fit(detail, detail_px, room)
    width = max(text.render(title, title_px, GOLD, True).get_width(),
                text.render(detail, detail_px, INK).get_width()) + layout.px(64)
    banner = pygame.Rect(0, 0, width, round(title_px * 1.4 + detail_px * 1.6) + layout.px(28))
    banner.center = layout.grid.center
    screen.blit(drawing.panel(banner.size, layout.px(16), (*PANEL, 235), (*GOLD, 220), 2),
                banner)
    text.draw(screen, title, title_px, GOLD, "midtop",
              (banner.centerx, banner.top + layout.px(14)), bold=True)
    text.draw(screen, detail, detail_px, INK, "midbottom",
              (banner.centerx, banner.bottom - layout.px(14)))
