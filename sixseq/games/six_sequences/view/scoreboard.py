"""The score sheet at the end of a round (SS-SCORE), drawn like a paper score pad.

Everything comes from the data of :class:`~.scoring.RoundScore` (never from its
English lines): per suit, the dominant side and the sequence it keeps with its points (and,
when another of its sequences made it dominant, which); the cards left in hand and what they
cost; the round's total and the match's per side; at the end, who won.
"""

from __future__ import annotations

import pygame

from sixseq.decks.sixsuit import JOKER, N_RANKS, RANK_SYMBOLS, SUIT_GLYPHS, Card, card_str
from sixseq.games.six_sequences.rules.match import Match
from sixseq.games.six_sequences.rules.melds import Placement
from sixseq.games.six_sequences.rules.scoring import RoundScore, SuitScore
from sixseq.games.six_sequences.rules.table import TableConfig
from sixseq.games.six_sequences.view import describe
from sixseq.games.six_sequences.view.layout import Layout
from sixseq.ui import drawing, text
from sixseq.ui.cardart import FACE_COLOUR, SUIT_COLOURS
from sixseq.ui.fonts import font
from sixseq.ui.i18n import of_name, signed, tr
from sixseq.ui.palette import SHEET_INK, SHEET_RULE, SHEET_SOFT_INK, SHEET_WIN

PAPER = FACE_COLOUR
NOTE_PX = text.MIN_PX  # a note is a sentence: never smaller


def _cards(screen: pygame.Surface, items: list[tuple[Card, str]], px: int,
           at: tuple[int, int], ink: list[pygame.Rect]) -> int:
    """Cards as text, each in its suit's colour; returns the x after the last one."""
    x, y = at
    gap = max(4, px // 2)
    for card, label in items:
        box = text.draw(screen, label, px, SUIT_COLOURS[card // N_RANKS], "midleft", (x, y),
                        bold=True)
        ink.append(box)
        x = box.right + gap
    return x


def _cards_width(items: list[tuple[Card, str]], px: int) -> int:
    gap = max(4, px // 2)
    return sum(font(px, True).size(label)[0] + gap for _, label in items)


def _cards_px(items: list[tuple[Card, str]], px: int, width: int) -> int:
    """The largest size ≤ ``px`` (not below 9) at which the cards fit in ``width``."""
    while px > 9 and _cards_width(items, px) > width:
        px -= 1
    return px


def _note(notes: list[str], px: int, width: int) -> tuple[str, int]:
    """The first of ``notes`` (longest first) that fits ``width`` at ``px`` or a little
    smaller (a shorter note rather than tiny letters), else the last cut short: a note never
    runs into the points or off the sheet."""
    for smallest in (max(NOTE_PX, round(px * 0.85)), NOTE_PX):
        for note in notes:
            size = text.fit(note, px, width, minimum=smallest)
            if font(size).size(note)[0] <= width:
                return note, size
    return text.ellipsize(notes[-1], NOTE_PX, width), NOTE_PX


def _placed(placements: tuple[Placement, ...]) -> list[tuple[Card, str]]:
    """A sequence's cards in order; a joker shows the rank it stands for."""
    out = []
    for position, card in sorted(placements):
        label = card_str(card)
        if card % N_RANKS == JOKER:
            label += "=" + RANK_SYMBOLS[position]
        out.append((card, label))
    return out


def why_text(suit_score: SuitScore, config: TableConfig, form: str = "") -> str:
    """Why the suit went to its side (SS-SCORE-1), against the best rival sequence; ``form``
    "_short" leaves out the rival's cards, "_tiny" its name too (for a narrow sheet, after a
    long sequence)."""
    why = suit_score.why()
    rival = suit_score.rival
    if why == "alone" or rival is None:
        return tr("sixseq.table.score.why_alone" + ("_tiny" if form == "_tiny" else ""))
    who = describe.side_name(config, rival.side)
    return tr(f"sixseq.table.score.why_{why}{form}", of_who=of_name(who),
              cards=describe.sequence_text(rival), length=len(rival))


def notes(suit_score: SuitScore, config: TableConfig) -> list[str]:
    """The suit's note on the sheet, in full and ever shorter (the sheet shows the first
    that fits): why it went to its side and, when another sequence of the side made it
    dominant, which."""
    kept, dominant = suit_score.kept, suit_score.dominant
    whys = [why_text(suit_score, config, form) for form in ("", "_short", "_tiny")]
    if kept is None or dominant is None or kept == dominant:
        return whys
    full = tr("sixseq.table.score.dominant_by", cards=describe.sequence_text(dominant),
              length=len(dominant))
    short = tr("sixseq.table.score.dominant_by_short", length=len(dominant))
    return [f"{full} {whys[0]}", f"{short} {whys[1]}", f"{short} {whys[2]}"]


def _rows(score: RoundScore) -> int:
    return 6 + max(1, sum(1 for p in score.penalties if p.cards)) + score.config.sides


def _heading_height(layout: Layout) -> int:
    """A heading, its rule and the gap under it (the letters' own height in a small window,
    where they are larger than the design's)."""
    return max(layout.px(24), font(layout.font(16), True).get_linesize() + 3) + layout.px(6)


def _reserved(layout: Layout) -> int:
    """The sheet's height under the title that is not rows: the three headings, the gaps
    between the parts and the winner's line."""
    winner = max(layout.px(56), font(layout.font(24), True).get_linesize() + layout.margin)
    return 3 * _heading_height(layout) + 2 * layout.px(6) + winner


def _row_px(layout: Layout, row: int) -> int:
    """The size of a row's names, cards and points: half the row, within the design's."""
    return max(text.MIN_PX, min(layout.px(19), round(row * 0.5)))


def _points_room(layout: Layout, points: str, px: int) -> int:
    """What a suit's row keeps at its right for its points (its note stops short of it)."""
    return max(font(px, True).size(points)[0] + layout.margin, layout.px(70))


def _least_width(layout: Layout, score: RoundScore) -> int:
    """The sheet's width at which every row's cards fit at a legible size beside its points
    (a long sequence needs more than the design's width in a small window), a suit's with
    its note after them in its shortest form, whole: a reason cut to 'longer (co…' says
    nothing."""
    need = 0
    px = _row_px(layout, layout.px(38))  # the largest the rows' words may be drawn
    for suit_score in score.suits:
        if suit_score.kept is not None:
            note = font(NOTE_PX).size(notes(suit_score, score.config)[-1])[0]
            need = max(need, _cards_width(_placed(suit_score.kept.placements()), px)
                       + layout.margin // 2 + note
                       + _points_room(layout, f"{suit_score.points}", px))
    for penalty in score.penalties:
        if penalty.cards:
            cost = font(text.MIN_PX, True).size(f"−{penalty.points}")[0]
            need = max(need, _cards_width([(c, card_str(c)) for c in penalty.cards],
                                          text.MIN_PX) + cost)
    return need + layout.px(260) + 5 * layout.margin


def sheet_rect(layout: Layout, match: Match) -> pygame.Rect:
    """Where the sheet goes: centred, as tall as its rows (the buttons go under it)."""
    results = match.results
    rows = _rows(results[-1]) if results else 12
    row = max(layout.px(38), font(NOTE_PX, True).get_linesize() + 3)  # a legible row at least
    height = layout.px(48) + _reserved(layout) + rows * row + 2 * layout.margin
    least = _least_width(layout, results[-1]) if results else 0
    width = min(layout.size[0] - 4 * layout.margin, max(layout.px(1100), least))
    sheet = pygame.Rect(0, 0, width, min(height, round(layout.size[1] * 0.86)))
    sheet.centerx = layout.size[0] // 2
    sheet.top = max(layout.margin, (layout.size[1] - sheet.height) // 2 - layout.px(30))
    return sheet


def draw_scores(screen: pygame.Surface, layout: Layout, match: Match) -> list[pygame.Rect]:
    """The sheet for the match's last finished round, centred over the table; returns the
    ink box of every word and card drawn on it (none may overlap another or leave it)."""
    results = match.results
    ink: list[pygame.Rect] = []
    if not results:
        return ink
    score: RoundScore = results[-1]
    config = match.config
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
    y = sheet.top + m
    over = match.is_over()
    title = tr("sixseq.table.score.match_over") if over else \
        tr("sixseq.table.score.title", round=match.round_number, rounds=match.rounds)
    ink.append(text.draw(screen, title, layout.font(30), SHEET_INK, "midtop", (sheet.centerx, y),
                         bold=True))
    y += layout.px(48)

    row = min(layout.px(38), (sheet.bottom - y - _reserved(layout)) // _rows(score))
    px = _row_px(layout, row)
    name_x = left + layout.px(44)
    cards_x = left + layout.px(260)

    def heading(label: str, above: int = 0) -> None:
        """The heading and its rule, under the heading (and under ``above``: the column
        names drawn on its line), never through its letters."""
        nonlocal y
        box = text.draw(screen, label, layout.font(16), SHEET_SOFT_INK, "topleft", (left, y),
                        bold=True)
        ink.append(box)
        y = max(y + layout.px(24), box.bottom + 3, above + 3)
        rule = pygame.Rect(left, y - 2, right - left, 1)
        pygame.draw.line(screen, SHEET_RULE, rule.topleft, rule.topright, 1)
        ink.append(rule)
        y += layout.px(6)

    heading(tr("sixseq.table.score.suits"))
    for suit_score in score.suits:
        mid = y + row // 2
        suit = suit_score.suit
        glyph = round(px * 1.3)  # a little larger than the names, within its row
        while glyph > px and font(glyph).size(SUIT_GLYPHS[suit])[1] > row:
            glyph -= 1
        ink.append(text.draw(screen, SUIT_GLYPHS[suit], glyph, SUIT_COLOURS[suit],
                             "midleft", (left + layout.px(6), mid)))
        kept, dominant = suit_score.kept, suit_score.dominant
        if suit_score.side is None or kept is None or dominant is None:
            ink.append(text.draw(screen, tr("sixseq.table.score.no_sequence"), px, SHEET_SOFT_INK,
                                 "midleft", (name_x, mid)))
        else:
            who = describe.side_name(config, suit_score.side)
            who = text.ellipsize(who, px, cards_x - name_x - m, bold=True)
            ink.append(text.draw(screen, who, px, SHEET_INK, "midleft", (name_x, mid), bold=True))
            points = f"{suit_score.points}"
            limit = right - font(px, True).size(points)[0] - m  # the points' column
            placed = _placed(kept.placements())
            end = _cards(screen, placed, _cards_px(placed, px, limit - cards_x),
                         (cards_x, mid), ink)
            room = right - _points_room(layout, points, px) - end - m // 2
            if room > 0:
                note, size = _note(notes(suit_score, config), max(NOTE_PX, round(px * 0.72)),
                                   room)
                ink.append(text.draw(screen, note, size, SHEET_SOFT_INK, "midleft",
                                     (end + m // 2, mid)))
            ink.append(text.draw(screen, points, px, SHEET_INK, "midright", (right, mid),
                                 bold=True))
        y += row

    y += layout.px(6)
    heading(tr("sixseq.table.score.penalties"))
    held = [p for p in score.penalties if p.cards]
    if not held:
        ink.append(text.draw(screen, tr("sixseq.table.score.no_cards_left"), px, SHEET_SOFT_INK,
                             "midleft", (name_x, y + row // 2)))
        y += row
    for penalty in held:
        mid = y + row // 2
        ink.append(text.draw(screen, describe.seat_name(config, penalty.seat), px, SHEET_INK,
                             "midleft", (name_x, mid), bold=True))
        cost = f"−{penalty.points}" if penalty.points else "0"
        held_cards = [(c, card_str(c)) for c in penalty.cards]
        room = right - font(px, True).size(cost)[0] - m - cards_x
        _cards(screen, held_cards, _cards_px(held_cards, px, room), (cards_x, mid), ink)
        ink.append(text.draw(screen, cost, px, SHEET_INK, "midright", (right, mid), bold=True))
        y += row

    y += layout.px(6)
    # Right to left, each column as far from the next as the design's or as the next one's
    # name needs, so the names never run together ('séquencesen main').
    names_px = layout.font(15)
    labels = [tr("sixseq.table.score.kept"), tr("sixseq.table.score.penalty"),
              tr("sixseq.table.score.round_total"), tr("sixseq.table.score.match_total")]
    xs = [right]
    for label, design in zip(labels[:0:-1], (150, 120, 110), strict=True):
        xs.insert(0, xs[0] - max(layout.px(design), font(names_px).size(label)[0] + m))
    columns = list(zip(labels, xs, strict=True))
    names_bottom = y
    for label, x in columns:  # column names on the heading's line
        box = text.draw(screen, label, names_px, SHEET_SOFT_INK, "topright", (x, y + 1))
        ink.append(box)
        names_bottom = max(names_bottom, box.bottom)
    heading(tr("sixseq.table.score.totals"), names_bottom)
    totals = match.totals()
    winners = set(match.winners()) if over else set(score.winners())
    for side in range(config.sides):
        mid = y + row // 2
        colour = SHEET_WIN if side in winners else SHEET_INK
        ink.append(text.draw(screen, describe.side_name(config, side), px, colour, "midleft",
                             (name_x, mid), bold=True))
        values = (score.kept_points(side), -score.penalty_points(side), score.totals[side],
                  totals[side])
        for (_, x), value in zip(columns, values, strict=True):
            ink.append(text.draw(screen, signed(value), px, colour, "midright", (x, mid),
                                 bold=x == right))
        y += row

    if over:
        names = " & ".join(describe.side_name(config, s) for s in sorted(winners))
        key = "sixseq.table.score.winner" if len(winners) == 1 else "sixseq.table.score.tie"
        best = max(totals)
        line = tr(key, who=names, points=signed(best), count=abs(best))
        ink.append(text.draw(screen, line, layout.font(24), SHEET_WIN, "midbottom",
                             (sheet.centerx, sheet.bottom - m), bold=True))
    return ink

