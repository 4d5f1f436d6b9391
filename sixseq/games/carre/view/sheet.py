"""The sheet at the end of a game of Le Carré: who won and why (CA-END-1, CA-END-2), the
cards left in each hand, and the match so far — games won, and the cards left to the loser
as the margin (CA-END-3)."""

from __future__ import annotations

import pygame

from sixseq.decks.standard import N_RANKS, Card
from sixseq.games.carre.rules.match import Match
from sixseq.games.carre.rules.outcome import Outcome
from sixseq.games.carre.view.describe import T, card_text
from sixseq.games.carre.view.layout import Layout
from sixseq.ui import drawing, text
from sixseq.ui.cardart import FACE_COLOUR
from sixseq.ui.deckart import CLASSIC_COLOURS, FOUR_COLOURS
from sixseq.ui.fonts import font
from sixseq.ui.i18n import tr
from sixseq.ui.palette import SHEET_INK, SHEET_RULE, SHEET_SOFT_INK, SHEET_WIN
from sixseq.ui.table.geometry import Scaled, Sheet, sheet_scale

PAPER = FACE_COLOUR


SHEET_W = 1000  # the sheet's width at the 1920×1080 design
SMALLEST_PX = 14  # the sheet's smallest words (the rule id), at the design


def sheet_of(lay: Layout, over: bool = False) -> Sheet:
    """Where the sheet goes (centred over the table, as tall as its lines, the buttons under
    it) and the scale it is drawn at: in a small window, larger than the table's."""
    m = lay.margin
    room = (lay.size[0] - 4 * m, lay.size[1] - 3 * m - lay.button_h)
    scale = sheet_scale(lay.scale, (SHEET_W, _height(Sheet(1.0, pygame.Rect(0, 0, 0, 0)), over)),
                        SMALLEST_PX, room)
    pad = Sheet(scale, pygame.Rect(0, 0, 0, 0))
    sheet = pygame.Rect(0, 0, min(room[0], pad.px(SHEET_W)), min(room[1], _height(pad, over)))
    sheet.centerx = lay.size[0] // 2
    sheet.top = max(m, (lay.size[1] - sheet.height - lay.button_h) // 2)
    return Sheet(scale, sheet)


def sheet_rect(lay: Layout, over: bool = False) -> pygame.Rect:
    return sheet_of(lay, over).rect


def _margin(pad: Scaled) -> int:
    return max(6, pad.px(16))


def _height(pad: Scaled, over: bool) -> int:
    """The sheet's height at ``pad``'s scale: the title, why the game ended, the two parts
    of two rows each (and who won the match)."""
    return (2 * _margin(pad) + pad.font(30) + pad.px(14) + pad.font(21) + pad.px(18)
            + 2 * _heading_h(pad) + 2 * _hand_row(pad) + 2 * _row(pad) + pad.px(16)
            + (pad.font(24) + pad.px(16) if over else 0))


def _row(pad: Scaled) -> int:
    return max(pad.px(44), pad.font(19) + 8)


def _hand_row(pad: Scaled) -> int:
    """A row of the cards left in hand: room for them on two lines."""
    return max(_row(pad), 2 * _card_step(pad.font(17)) + 2)


def _card_step(px: int) -> int:
    return font(px, True).get_height() + max(2, px // 4)


def end_sentence(outcome: Outcome) -> str:
    """Why the game ended, from the person's side (the rule id is drawn small after it)."""
    if outcome.winner is None:
        return tr(T + "sheet.equal")
    who = "you" if outcome.winner == 0 else "computer"
    return tr(T + f"sheet.{outcome.reason}_{who}")


def cards_left_text(n: int) -> str:
    """How many cards a hand kept, agreed with the count ("1 restante", "2 restantes")."""
    return tr(T + "sheet.count", n=n, count=n)


def draw_sheet(screen: pygame.Surface, lay: Layout, match: Match, names: tuple[str, str],
               hands: tuple[tuple[Card, ...], ...], four_colour: bool = False) -> None:
    """The sheet for the match's last finished game; ``hands``: the cards left in each
    (in the player's colour scheme)."""
    results = match.results
    if not results:
        return
    outcome = results[-1]
    w, h = lay.size
    over = match.is_over()
    pad = sheet_of(lay, over)
    sheet = pad.rect
    dim = pygame.Surface((w, h), pygame.SRCALPHA)
    dim.fill((0, 0, 0, 110))
    screen.blit(dim, (0, 0))
    drawing.blit_shadow(screen, sheet, lift=2.0, alpha=120)
    screen.blit(drawing.panel(sheet.size, pad.px(16), (*PAPER, 255), (*SHEET_RULE, 255), 2), sheet)
    m = _margin(pad)
    left, right = sheet.left + 2 * m, sheet.right - 2 * m
    inner = right - left
    y = sheet.top + m
    title = tr(T + "sheet.match_over") if over else \
        tr(T + "sheet.title", game=match.game_number, games=match.games)
    px = text.fit(title, pad.font(30), inner, text.MIN_PX, True)
    text.draw(screen, title, px, SHEET_INK, "midtop", (sheet.centerx, y), bold=True)
    y += pad.font(30) + pad.px(14)
    why = end_sentence(outcome)
    rule = f"({outcome.rule})"
    small = pad.font(14)
    rule_w = text.render(rule, small, SHEET_SOFT_INK).get_width() + m
    px = text.fit(why, pad.font(21), inner - rule_w, text.MIN_PX)
    box = text.draw(screen, why, px, SHEET_WIN if outcome.winner == 0 else SHEET_INK, "topleft",
                    (left, y))
    text.draw(screen, rule, small, SHEET_SOFT_INK, "bottomleft", (box.right + m // 2, box.bottom))
    y = box.bottom + pad.px(18)

    y = heading(screen, pad, tr(T + "sheet.cards_left"), left, right, y)
    row, hand_row = _row(pad), _hand_row(pad)
    name_w = max(text.render(n, pad.font(19), SHEET_INK, True).get_width() for n in names) + m
    for seat in (0, 1):
        score = outcome.seats[seat]
        mid = y + hand_row // 2
        colour = SHEET_WIN if score.result == "won" else SHEET_INK
        text.draw(screen, names[seat], pad.font(19), colour, "midleft", (left, mid), bold=True)
        result = tr(f"carre.result.{score.result}")
        count = cards_left_text(score.cards_left)
        tail = f"{result} · {count}"
        tail_box = text.draw(screen, tail, pad.font(19), colour, "midright", (right, mid),
                             bold=True)
        _cards(screen, hands[seat], pad.font(17), (left + name_w, mid),
               tail_box.left - m - (left + name_w), four_colour)
        y += hand_row
    y += pad.px(16)
    y = heading(screen, pad, tr(T + "sheet.match"), left, right, y)
    wins, margins = match.wins(), match.margins()
    for seat in (0, 1):
        mid = y + row // 2
        text.draw(screen, names[seat], pad.font(19), SHEET_INK, "midleft", (left, mid), bold=True)
        line = tr(T + "sheet.wins", won=wins[seat], margin=margins[seat])
        px = text.fit(line, pad.font(19), inner - name_w, text.MIN_PX)
        text.draw(screen, line, px, SHEET_INK, "midright", (right, mid))
        y += row
    if over:
        winners = match.winners()
        line = tr(T + "sheet.match_drawn") if len(winners) > 1 else \
            tr(T + "sheet.match_winner", who=names[winners[0]])
        text.draw(screen, line, text.fit(line, pad.font(24), inner, text.MIN_PX, True), SHEET_WIN,
                  "midbottom", (sheet.centerx, sheet.bottom - m), bold=True)


def heading(screen: pygame.Surface, lay: Scaled, words: str, left: int, right: int,
            y: int) -> int:
    """A part's heading at ``y``, a rule under it from ``left`` to ``right``; the y of what
    follows. The rule goes under the letters' box, feet included: in a small window the text
    keeps its smallest size while the gaps shrink (a rule set by the gaps ran through it)."""
    box = text.draw(screen, words, lay.font(16), SHEET_SOFT_INK, "topleft", (left, y), bold=True)
    gap = _heading_gap(lay)
    pygame.draw.line(screen, SHEET_RULE, (left, box.bottom + gap), (right, box.bottom + gap), 1)
    return y + _heading_h(lay)


def _heading_gap(lay: Scaled) -> int:
    return max(2, lay.px(4))


def _heading_h(lay: Scaled) -> int:
    """A heading's height: its letters, the rule and the air either side of it."""
    return font(lay.font(16), True).get_height() + 2 * _heading_gap(lay) + 1


def _cards(screen: pygame.Surface, cards: tuple[Card, ...], px: int, at: tuple[int, int],
           room: int, four_colour: bool) -> None:
    """Cards as text in their suits' colours, on a line centred on ``at``'s height, or on
    two when one does not hold them (then "…" where two do not)."""
    x0, mid = at
    gap = max(4, px // 2)
    colours = FOUR_COLOURS if four_colour else CLASSIC_COLOURS
    labels = [card_text(card) for card in cards]
    widths = [text.render(label, px, SHEET_INK, True).get_width() for label in labels]
    lines, cut = _card_lines(widths, gap, room, text.render("…", px, SHEET_INK, True).get_width())
    step = _card_step(px)
    tops = [mid - step // 2, mid + (step + 1) // 2] if lines[1] or cut else [mid]
    x = x0
    for line, y in zip(lines, tops, strict=False):
        x = x0
        for i in line:
            text.draw(screen, labels[i], px, colours[cards[i] // N_RANKS], "midleft", (x, y),
                      bold=True)
            x += widths[i] + gap
    if cut:
        text.draw(screen, "…", px, SHEET_SOFT_INK, "midleft", (x, tops[-1]), bold=True)


def _card_lines(widths: list[int], gap: int, room: int,
                ellipsis: int) -> tuple[list[list[int]], bool]:
    """Which cards go on the first line and which on the second (by index), and whether
    some were left out: then the second ends with room for an ellipsis ``ellipsis`` wide."""
    lines: list[list[int]] = [[], []]
    line, x = 0, 0
    for i, width in enumerate(widths):
        if lines[line] and x + width > room:
            if line == 1:
                while lines[1] and x + ellipsis > room:
                    x -= widths[lines[1].pop()] + gap
                return lines, True
            line, x = 1, 0
        lines[line].append(i)
        x += width + gap
    return lines, False
