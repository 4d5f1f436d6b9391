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
)
from sixseq.games.rami.session import PERSON
from sixseq.games.rami.view import describe
from sixseq.games.rami.view.layout import Layout
from sixseq.ui import drawing, text
from sixseq.ui.cardart import FACE_COLOUR
from sixseq.ui.deckart import CLASSIC_COLOURS, FOUR_COLOURS, STANDARD_JOKER_COLOUR
from sixseq.ui.i18n import tr
from sixseq.ui.palette import SHEET_INK, SHEET_RULE, SHEET_SOFT_INK, SHEET_WIN

T = "rami.table.score."
PAPER = FACE_COLOUR


def card_colour(card: Card, four_colour: bool = False) -> tuple[int, int, int]:
    """A card's ink as its face prints it (the player's colour scheme; the joker plum)."""
    if card == JOKER:
        return STANDARD_JOKER_COLOUR
    return (FOUR_COLOURS if four_colour else CLASSIC_COLOURS)[card // N_RANKS]


def sheet_rect(layout: Layout, match: Match) -> pygame.Rect:
    """Where the sheet goes: centred, as tall as its rows (its buttons go under it)."""
    rows = match.config.seats
    height = layout.px(150) + rows * layout.px(46) + layout.px(40) \
        + (layout.px(44) if match.is_over() else 0)
    width = min(layout.size[0] - 4 * layout.margin, layout.px(1150))
    room = layout.size[1] - 3 * layout.margin - layout.button_h
    sheet = pygame.Rect(0, 0, width, min(height, room))
    sheet.centerx = layout.size[0] // 2
    sheet.top = max(layout.margin // 2, (room - sheet.height) // 2)
    return sheet


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
    if len(winners) == 1:
        return tr(T + "winner" + me, who=others[0] if others else "", points=min(totals))
    return tr(T + "tie" + me, who=" & ".join(others), points=min(totals))


def draw_scores(screen: pygame.Surface, layout: Layout, match: Match,
                four_colour: bool = False) -> None:
    """The sheet for the match's last finished round, centred over the table."""
    results = match.results
    if not results:
        return
    score = results[-1]
    w, h = layout.size
    sheet = sheet_rect(layout, match)
    dim = pygame.Surface((w, h), pygame.SRCALPHA)
    dim.fill((0, 0, 0, 110))
    screen.blit(dim, (0, 0))
    drawing.blit_shadow(screen, sheet, lift=2.0, alpha=120)
    screen.blit(drawing.panel(sheet.size, layout.px(16), (*PAPER, 255), (*SHEET_RULE, 255), 2),
                sheet)
    m = layout.margin
    left, right = sheet.left + 2 * m, sheet.right - 2 * m
    over = match.is_over()
    y = sheet.top + m
    title = tr(T + "match_over") if over else tr(T + "title", round=match.round_number)
    px = text.fit(title, layout.font(30), right - left, bold=True)
    text.draw(screen, title, px, SHEET_INK, "midtop", (sheet.centerx, y), bold=True)
    y += round(px * 1.4)
    line = headline(score)
    px = text.fit(line, layout.font(20), right - left)
    text.draw(screen, line, px, SHEET_WIN if score.winner == 0 else SHEET_INK, "midtop",
              (sheet.centerx, y))
    y += round(px * 1.6)

    footer = layout.px(30) + (layout.px(34) if over else 0)
    rows = len(score.seats)
    row = max(layout.font(13) + 6, min(layout.px(46), (sheet.bottom - y - footer
                                                       - layout.px(30)) // rows))
    px = max(text.MIN_PX, min(layout.px(19), round(row * 0.52)))
    small = max(10, round(px * 0.8))
    name_x = left
    cards_x = left + max(layout.px(150), text.render("Chloé (you)", px, SHEET_INK, True).get_width()
                         + m)
    match_x = right
    round_x = right - max(layout.px(120), 5 * px)
    columns = [(tr(T + "round_points"), round_x), (tr(T + "match_points"), match_x)]
    for label, x in columns:
        text.draw(screen, label, layout.font(15), SHEET_SOFT_INK, "bottomright",
                  (x, y + layout.px(18)))
    text.draw(screen, tr(T + "left_in_hand"), layout.font(15), SHEET_SOFT_INK, "bottomleft",
              (cards_x, y + layout.px(18)))
    y += layout.px(22)
    pygame.draw.line(screen, SHEET_RULE, (left, y), (right, y), 1)
    y += layout.px(4)
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
        end = round_x - 3 * px  # the round's points stand right of here
        note = reason_text(seat_score.reason, seat_score.hand_points)
        if not seat_score.hand and seat_score.reason != OUT:
            note = note or tr(T + "no_cards")
        note_w = 0
        if seat_score.reason == OUT:
            text.draw(screen, note, small, SHEET_SOFT_INK, "midleft", (cards_x, mid))
            note = ""
        elif note:  # the reason keeps up to a third of the room, right-aligned before the points
            if text.render(note, small, SHEET_INK).get_width() > (end - cards_x) // 3:
                note = reason_text(seat_score.reason, None)  # without the hand's count
            note_w = min(text.render(note, small, SHEET_INK).get_width(), (end - cards_x) // 3)
            note_px = text.fit(note, small, note_w, minimum=9)
            shown = text.ellipsize(note, note_px, note_w)
            text.draw(screen, shown, note_px, SHEET_SOFT_INK, "midright", (end, mid))
        x = cards_x
        room = end - cards_x - (note_w + m if note else 0)
        if seat_score.hand:
            labels = [(c, describe.card_text(c)) for c in seat_score.hand]
            gap = max(3, px // 3)
            width_all = sum(text.render(t, px, SHEET_INK, True).get_width() + gap
                            for _, t in labels)
            size = px if width_all <= room else max(9, int(px * room / max(1, width_all)))
            for card, label in labels:
                box = text.draw(screen, label, size, card_colour(card, four_colour),
                                "midleft", (x, mid), bold=True)
                x = box.right + max(2, size // 3)
        text.draw(screen, str(seat_score.points), px, colour, "midright", (round_x, mid), bold=True)
        text.draw(screen, str(totals[seat]), px, colour, "midright", (match_x, mid),
                  bold=True)
        y += row
        pygame.draw.line(screen, (*SHEET_RULE, 120), (left, y - 1), (right, y - 1), 1)

    limit_line = tr(T + "limit", limit=match.limit)
    text.draw(screen, limit_line, text.fit(limit_line, layout.font(15), right - left),
              SHEET_SOFT_INK, "midtop", (sheet.centerx, y + m // 2))
    if over:
        line = winner_line(match)
        text.draw(screen, line, text.fit(line, layout.font(24), right - left, bold=True), SHEET_WIN,
                  "midbottom", (sheet.centerx, sheet.bottom - m), bold=True)
