"""The hand's score sheet (SX-SCORE), drawn like a paper score pad: the tricks each player
took, when each first won one (it breaks ties), who scores the hand's point and why, everyone's
points towards six, and at the end who won the game."""

from __future__ import annotations

import pygame

from sixseq.games.sixte.rules.cards import GAME_POINTS, SEATS
from sixseq.games.sixte.rules.match import Match
from sixseq.games.sixte.rules.scoring import HandScore
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
# How the sheet's width, beyond what each column needs, is shared: a margin before the names,
# then player, tricks, first trick, points.
SHARES = (0.04, 0.32, 0.18, 0.20, 0.26)
HEAD_GAP = 6  # between a column's head and the next column


def _line_h(lay: Layout) -> int:
    return round(lay.font(19) * 1.75)


def _heads() -> tuple[str, ...]:
    return (tr(T + "player"), tr(T + "tricks"), tr(T + "first"),
            tr(T + "points", points=GAME_POINTS))


def _needs() -> list[int]:
    """What each column needs at the smallest legible size: its head, and the players'
    names in the first."""
    needs = [font(text.MIN_PX, True).size(head)[0] + HEAD_GAP for head in _heads()]
    names = max(font(text.MIN_PX, True).size(describe.seat_name(seat))[0]
                for seat in range(SEATS))
    needs[0] = max(needs[0], names + HEAD_GAP)
    return needs


def _columns(inner: pygame.Rect) -> list[int]:
    """The columns' left edges in ``inner``: each gets what it needs and its share of the
    rest."""
    needs = _needs()
    spare = max(0, inner.width - sum(needs))
    x = inner.left + spare * SHARES[0]
    edges = []
    for need, share in zip(needs, SHARES[1:], strict=True):
        edges.append(round(x))
        x += need + spare * share
    return edges


def _least_width(lay: Layout) -> int:
    """The width at which every column's head fits its column at a legible size."""
    return sum(_needs()) + 2 * lay.margin + 1


def _why(lay: Layout, score: HandScore, width: int) -> list[str]:
    """The sentence of why the hand's point went where it did, in lines ``width`` wide."""
    return text.wrap(describe.score_sentence(score), lay.font(18), width)


def _scored(game: Match) -> HandScore:
    """The hand's score: the sheet is up only once the hand is over (the table closes it
    before the next hand is dealt)."""
    score = game.hand.outcome()
    if score is None:
        raise ValueError("Sixte's sheet is for a hand that is over")
    return score


def _why_line_h(lay: Layout) -> int:
    return round(lay.font(18) * 1.4)


def _winner_h(lay: Layout) -> int:
    return lay.px(4) + round(lay.font(22) * 1.4)


def sheet_rect(lay: Layout, game: Match) -> pygame.Rect:
    """The sheet in the table's middle, clear of the seats round it when there is room: a
    title, a header, six rows, the sentence of why and, at the end, the game's winner; wide
    enough for its heads at a legible size; its buttons go under it."""
    m = lay.margin
    room = lay.middle()
    width = min(max(min(lay.px(900), room.width), _least_width(lay)), lay.size[0] - 2 * m)
    line_h = _line_h(lay)
    height = 2 * m + round(line_h * 1.2) + line_h * (1 + SEATS) + line_h // 3 \
        + len(_why(lay, _scored(game), width - 2 * m)) * _why_line_h(lay) + line_h // 3 \
        + (_winner_h(lay) if game.winner() is not None else 0)
    rect = pygame.Rect(0, 0, width, height)
    rect.center = (lay.size[0] // 2, lay.oval.centery)
    above_buttons = lay.size[1] - lay.button_h - 2 * m
    rect.clamp_ip(pygame.Rect(0, room.top, lay.size[0], above_buttons - room.top))
    rect.clamp_ip(pygame.Rect(0, 0, lay.size[0], above_buttons))
    return rect


def draw_sheet(screen: pygame.Surface, lay: Layout, game: Match) -> None:
    score = _scored(game)
    rect = sheet_rect(lay, game)
    drawing.blit_shadow(screen, rect, lift=1.5)
    screen.blit(drawing.panel(rect.size, lay.px(14), (*PAPER, 250), (*SHEET_RULE, 255), 2), rect)
    m = lay.margin
    line_h = _line_h(lay)
    px = lay.font(19)
    inner = rect.inflate(-2 * m, -2 * m)
    x = _columns(inner)
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
    for line in _why(lay, score, inner.width):
        text.draw(screen, line, lay.font(18), SHEET_INK, "midtop", (inner.centerx, y))
        y += _why_line_h(lay)
    winner = game.winner()
    if winner is not None:
        key = T + ("you_win" if winner == PERSON else "wins")
        line = tr(key, who=describe.seat_name(winner), points=GAME_POINTS)
        text.draw(screen, line, text.fit(line, lay.font(22), inner.width, bold=True), SHEET_WIN,
                  "midtop", (inner.centerx, y + lay.px(4)), bold=True)
