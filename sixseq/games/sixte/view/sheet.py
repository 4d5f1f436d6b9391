"""The hand's score sheet (SX-SCORE), drawn like a paper score pad: the tricks each player
took, when each first won one (it breaks ties), who scores the hand's point and why, everyone's
points towards six, and at the end who won the game."""

from __future__ import annotations

import pygame

from sixseq.games.sixte.rules.cards import GAME_POINTS, SEATS
from sixseq.games.sixte.rules.match import Match
from sixseq.games.sixte.session import PERSON
from sixseq.games.sixte.view import describe
from sixseq.games.sixte.view.layout import Layout
from sixseq.ui import drawing, text
from sixseq.ui.cardart import FACE_COLOUR
from sixseq.ui.fonts import font
from sixseq.ui.i18n import tr
from sixseq.ui.palette import LIGHT_GOLD, SHEET_INK, SHEET_RULE, SHEET_SOFT_INK, SHEET_WIN

T = "sixte.table.sheet."
PAPER = FACE_COLOUR
COLUMNS = (0.04, 0.36, 0.54, 0.74)  # player, tricks, first trick, points (left edges)
HEAD_GAP = 6  # between a column's head and the next column


def _line_h(lay: Layout) -> int:
    return round(lay.font(19) * 1.75)


def _heads() -> tuple[str, ...]:
    return (tr(T + "player"), tr(T + "tricks"), tr(T + "first"),
            tr(T + "points", points=GAME_POINTS))


def _least_width(lay: Layout) -> int:
    """The width at which every column's head fits its column at a legible size."""
    edges = [*COLUMNS, 1.0]
    need = max((font(text.MIN_PX, True).size(head)[0] + HEAD_GAP) / (right - left)
               for left, right, head in zip(edges[:-1], edges[1:], _heads(), strict=True))
    return round(need) + 2 * lay.margin + 1


def sheet_rect(lay: Layout) -> pygame.Rect:
    """The sheet over the table's middle: a title, a header, six rows, two lines of why and
    one for the game's winner; wide enough for its heads at a legible size."""
    width = min(max(lay.px(900), 460, _least_width(lay)), lay.size[0] - 2 * lay.margin)
    height = _line_h(lay) * (SEATS + 5) + 2 * lay.margin
    rect = pygame.Rect(0, 0, width, height)
    rect.center = (lay.size[0] // 2, lay.oval.centery)
    rect.clamp_ip(pygame.Rect(0, 0, lay.size[0], lay.size[1] - lay.button_h - 2 * lay.margin))
    return rect


def draw_sheet(screen: pygame.Surface, lay: Layout, game: Match) -> None:
    score = game.hand.outcome()
    if score is None:
        return
    rect = sheet_rect(lay)
    drawing.blit_shadow(screen, rect, lift=1.5)
    screen.blit(drawing.panel(rect.size, lay.px(14), (*PAPER, 250), (*SHEET_RULE, 255), 2), rect)
    m = lay.margin
    line_h = _line_h(lay)
    px = lay.font(19)
    inner = rect.inflate(-2 * m, -2 * m)
    x = [inner.left + round(inner.width * c) for c in COLUMNS]
    y = inner.top
    title = tr(T + "title", hand=game.hand_number)
    text.draw(screen, title, text.fit(title, lay.font(24), inner.width, bold=True), SHEET_INK,
              "midtop", (inner.centerx, y), bold=True)
    y += round(line_h * 1.2)
    for left, right, head in zip(x, [*x[1:], inner.right], _heads(), strict=True):
        size = text.fit(head, lay.font(15), right - left - HEAD_GAP, minimum=text.MIN_PX,
                        bold=True)
        text.draw(screen, head, size, SHEET_SOFT_INK, "midleft", (left, y + line_h // 2), bold=True)
    y += line_h
    pygame.draw.line(screen, SHEET_RULE, (inner.left, y), (inner.right, y), 1)
    totals = game.scores()
    for seat in range(SEATS):
        row = pygame.Rect(inner.left, y, inner.width, line_h)
        if seat == score.scorer:
            screen.blit(drawing.panel(row.size, lay.px(6), (*LIGHT_GOLD, 255)), row)
        ink = SHEET_WIN if seat == score.scorer else SHEET_INK
        name = describe.seat_name(seat)
        text.draw(screen, name, text.fit(name, px, x[1] - x[0] - 6, bold=seat == PERSON), ink,
                  "midleft", (x[0], row.centery), bold=seat == PERSON)
        tricks = str(score.tricks[seat])
        text.draw(screen, tricks, px, ink, "midleft", (x[1], row.centery),
                  bold=seat in score.tied)
        first = score.first_wins[seat]
        shown = str(first) if first is not None else "–"
        text.draw(screen, shown, text.fit(shown, px, x[3] - x[2] - 6), ink, "midleft",
                  (x[2], row.centery))
        points = str(totals[seat]) + ("  (+1)" if seat == score.scorer else "")
        text.draw(screen, points, px, ink, "midleft", (x[3], row.centery),
                  bold=seat == score.scorer)
        y += line_h
    pygame.draw.line(screen, SHEET_RULE, (inner.left, y), (inner.right, y), 1)
    y += line_h // 3
    for line in text.wrap(describe.score_sentence(score), lay.font(18), inner.width)[:2]:
        text.draw(screen, line, lay.font(18), SHEET_INK, "midtop", (inner.centerx, y))
        y += round(lay.font(18) * 1.4)
    winner = game.winner()
    if winner is not None:
        key = T + ("you_win" if winner == PERSON else "wins")
        line = tr(key, who=describe.seat_name(winner), points=GAME_POINTS)
        text.draw(screen, line, text.fit(line, lay.font(22), inner.width, bold=True), SHEET_WIN,
                  "midtop", (inner.centerx, y + lay.px(4)), bold=True)
