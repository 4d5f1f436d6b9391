"""The round sheet (RA-SCORE), drawn like a paper score pad.

Everything comes from the data of :class:`~sixseq.games.rami.rules.scoring.RoundScore`
(never from its English lines): who went out, or that the stock ran out for the third time;
each player's cards left in hand, what they count and why a player scores 100 (never laid) or
200 (*Rami sec*) instead; the round's points, the match totals and the limit; at the end,
who won.
"""

from __future__ import annotations

import pygame

from sixseq.games.rami.rules.cards import JOKER, N_RANKS, Card
from sixseq.games.rami.rules.match import Match
from sixseq.games.rami.rules.scoring import (
    NOT_LAID_REASON,
    OUT,
    RAMI_SEC_REASON,
    RoundScore,
    SeatScore,
)
from sixseq.games.rami.session import PERSON
from sixseq.games.rami.view import describe
from sixseq.games.rami.view.layout import Layout
from sixseq.ui import drawing, text
from sixseq.ui.cardart import FACE_COLOUR
from sixseq.ui.deckart import CLASSIC_COLOURS, FOUR_COLOURS, STANDARD_JOKER_COLOUR
from sixseq.ui.i18n import tr
from sixseq.ui.palette import SHEET_INK, SHEET_RULE, SHEET_SOFT_INK, SHEET_WIN
from sixseq.ui.table.geometry import Sheet, sheet_scale

T = "rami.table.score."
PAPER = FACE_COLOUR


def card_colour(card: Card, four_colour: bool = False) -> tuple[int, int, int]:
    """A card's ink as its face prints it (the player's colour scheme; the joker plum)."""
    if card == JOKER:
        return STANDARD_JOKER_COLOUR
    return (FOUR_COLOURS if four_colour else CLASSIC_COLOURS)[card // N_RANKS]


SHEET_W = 1150  # the sheet's width at the 1920×1080 design
SMALLEST_PX = 15  # the sheet's smallest words, at the design


def _design_height(match: Match) -> int:
    """The sheet's height at the design: the title, a row per seat, the limit (and the
    match's winner)."""
    return 150 + match.config.seats * 46 + 40 + (44 if match.is_over() else 0)


def sheet_of(layout: Layout, match: Match) -> Sheet:
    """Where the sheet goes (centred, its buttons under it) and the scale it is drawn at."""
    m = layout.margin
    room = layout.size[1] - 3 * m - layout.button_h
    height = _design_height(match)
    scale = sheet_scale(layout.scale, (SHEET_W, height), SMALLEST_PX,
                        (layout.size[0] - 4 * m, room))
    sheet = pygame.Rect(0, 0, round(SHEET_W * scale), min(round(height * scale), room))
    sheet.centerx = layout.size[0] // 2
    sheet.top = max(m // 2, (room - sheet.height) // 2)
    return Sheet(scale, sheet)


def sheet_rect(layout: Layout, match: Match) -> pygame.Rect:
    return sheet_of(layout, match).rect


def reason_text(reason: str, hand_points: int | None) -> str:
    """Why a player scores what they score, when it is not their hand (RA-SCORE-2, 3); with
    what the hand would have counted, when given."""
    if reason == OUT:
        return tr(T + "went_out")
    short = "" if hand_points is not None else "_short"
    if reason == NOT_LAID_REASON:
        return tr(T + "not_laid" + short, points=hand_points or 0)
    if reason == RAMI_SEC_REASON:
        return tr(T + "rami_sec_row" + short, points=hand_points or 0)
    return ""


def headline(score: RoundScore) -> str:
    """Who went out (the person in the second person: French conjugates), or that no one
    did."""
    if score.winner is None:
        return tr(T + "stock_out")
    me = "_me" if score.winner == PERSON else ""
    who = describe.seat_name(score.winner)
    if score.rami_sec:
        return tr(T + "rami_sec" + me, who=who)
    return tr(T + "out" + me, who=who)


def winner_line(match: Match) -> str:
    """Who won the finished match, and with how many points (RA-SCORE-4: the lowest total);
    the person in the second person (French and English conjugate), first among tied
    winners."""
    totals = match.totals()
    winners = sorted(match.winners())
    me = "_me" if PERSON in winners else ""
    others = [describe.seat_name(s) for s in winners if s != PERSON]
    points = min(totals)  # count: "1 point" (and "0 point" in French)
    if len(winners) == 1:
        return tr(T + "winner" + me, who=others[0] if others else "", points=points,
                  count=points)
    return tr(T + "tie" + me, who=" & ".join(others), points=points, count=points)


def draw_scores(screen: pygame.Surface, layout: Layout, match: Match,
                four_colour: bool = False) -> None:
    """The sheet for the match's last finished round, centred over the table."""
    results = match.results
    if not results:
        return
    score = results[-1]
    w, h = layout.size
    pad = sheet_of(layout, match)
    sheet = pad.rect
    dim = pygame.Surface((w, h), pygame.SRCALPHA)
    dim.fill((0, 0, 0, 110))
    screen.blit(dim, (0, 0))
    drawing.blit_shadow(screen, sheet, lift=2.0, alpha=120)
    screen.blit(drawing.panel(sheet.size, pad.px(16), (*PAPER, 255), (*SHEET_RULE, 255), 2),
                sheet)
    m = layout.margin
    left, right = sheet.left + 2 * m, sheet.right - 2 * m
    over = match.is_over()
    y = sheet.top + m
    title = tr(T + "match_over") if over else tr(T + "title", round=match.round_number)
    px = text.fit(title, pad.font(30), right - left, bold=True)
    text.draw(screen, title, px, SHEET_INK, "midtop", (sheet.centerx, y), bold=True)
    y += round(px * 1.4)
    line = headline(score)
    px = text.fit(line, pad.font(20), right - left, minimum=text.MIN_PX)
    text.draw(screen, line, px, SHEET_WIN if score.winner == 0 else SHEET_INK, "midtop",
              (sheet.centerx, y))
    y += round(px * 1.6)

    footer = pad.px(30) + (pad.px(34) if over else 0)
    rows = len(score.seats)
    row = max(pad.font(13) + 6, min(pad.px(46), (sheet.bottom - y - footer
                                                 - pad.px(30)) // rows))
    px = max(text.MIN_PX, min(pad.px(19), round(row * 0.52)))
    small = max(text.MIN_PX, round(px * 0.8))
    name_x = left
    cards_x = left + max(pad.px(150), text.render("Chloé (you)", px, SHEET_INK, True).get_width()
                         + m)
    match_x = right
    round_x = right - max(pad.px(120), 5 * px)
    columns = [(tr(T + "round_points"), round_x), (tr(T + "match_points"), match_x)]
    for label, x in columns:
        text.draw(screen, label, pad.font(15), SHEET_SOFT_INK, "bottomright",
                  (x, y + pad.px(18)))
    text.draw(screen, tr(T + "left_in_hand"), pad.font(15), SHEET_SOFT_INK, "bottomleft",
              (cards_x, y + pad.px(18)))
    y += pad.px(22)
    pygame.draw.line(screen, SHEET_RULE, (left, y), (right, y), 1)
    y += pad.px(4)
    totals = match.totals()
    winners = set(match.winners()) if over else set()
    for seat_score in score.seats:
        mid = y + row // 2
        seat = seat_score.seat
        won = seat in winners or (not over and seat_score.reason == OUT)
        colour = SHEET_WIN if won else SHEET_INK
        name = describe.seat_name(seat)
        name = text.ellipsize(name, px, cards_x - name_x - m, bold=True)
        text.draw(screen, name, px, colour, "midleft", (name_x, mid), bold=True)
        if seat_score.reason == OUT:
            text.draw(screen, reason_text(OUT, None), small, SHEET_SOFT_INK, "midleft",
                      (cards_x, mid))
        else:
            _hand_row(screen, seat_score, (cards_x, round_x - 3 * px, mid), px, small, m,
                      four_colour)
        text.draw(screen, str(seat_score.points), px, colour, "midright", (round_x, mid), bold=True)
        text.draw(screen, str(totals[seat]), px, colour, "midright", (match_x, mid),
                  bold=True)
        y += row
        pygame.draw.line(screen, (*SHEET_RULE, 120), (left, y - 1), (right, y - 1), 1)

    limit_line = tr(T + "limit", limit=match.limit)
    text.draw(screen, limit_line, text.fit(limit_line, pad.font(15), right - left),
              SHEET_SOFT_INK, "midtop", (sheet.centerx, y + m // 2))
    if over:
        line = winner_line(match)
        text.draw(screen, line, text.fit(line, pad.font(24), right - left, bold=True), SHEET_WIN,
                  "midbottom", (sheet.centerx, sheet.bottom - m), bold=True)


def _hand_row(screen: pygame.Surface, seat_score: SeatScore, span: tuple[int, int, int],
              px: int, small: int, m: int, four_colour: bool) -> None:
    """A player's cards left in hand from ``span``'s left, and why they score what they do
    (when it is not their hand) right-aligned at its end, on the line at its middle: the
    cards at ``px`` or smaller to leave the note room in its short form, never under a
    legible size; the note in its long form where it fits beside them."""
    left, end, mid = span
    forms = [reason_text(seat_score.reason, seat_score.hand_points),
             reason_text(seat_score.reason, None)]
    if not seat_score.hand:
        forms = [form or tr(T + "no_cards") for form in forms]
    labels = [(c, describe.card_text(c)) for c in seat_score.hand]

    def cards_w(size: int) -> int:
        return sum(text.render(t, size, SHEET_INK, True).get_width() + _gap(size)
                   for _, t in labels)

    least_note = text.render(forms[-1], text.MIN_PX, SHEET_INK).get_width() + m \
        if forms[-1] else 0
    size = px
    while size > text.MIN_PX and cards_w(size) + least_note > end - left:
        size -= 1
    x = left
    for card, label in labels:
        box = text.draw(screen, label, size, card_colour(card, four_colour), "midleft",
                        (x, mid), bold=True)
        x = box.right + _gap(size)
    room = end - x - m
    if forms[-1]:
        note = next((f for f in forms if text.render(f, small, SHEET_INK).get_width() <= room),
                    forms[-1])
        note_px = text.fit(note, small, room, minimum=text.MIN_PX)
        text.draw(screen, text.ellipsize(note, note_px, room), note_px, SHEET_SOFT_INK,
                  "midright", (end, mid))


def _gap(px: int) -> int:
    """The room after a card written on the sheet."""
    return max(2, px // 3)
