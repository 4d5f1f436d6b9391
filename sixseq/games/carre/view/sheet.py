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

PAPER = FACE_COLOUR


def sheet_rect(lay: Layout, over: bool = False) -> pygame.Rect:
    """Centred over the table, as tall as its lines (the buttons go under it)."""
    width = min(lay.size[0] - 4 * lay.margin, lay.px(1000))
    row = _row(lay)
    height = (2 * lay.margin + lay.font(30) + lay.px(14) + lay.font(21) + lay.px(18)
              + 2 * (_heading_h(lay) + 2 * row) + lay.px(16)
              + (lay.font(24) + lay.px(16) if over else 0))
    sheet = pygame.Rect(0, 0, width, height)
    sheet.centerx = lay.size[0] // 2
    sheet.top = max(lay.margin, (lay.size[1] - sheet.height - lay.button_h) // 2)
    return sheet


def _row(lay: Layout) -> int:
    return max(lay.px(44), lay.font(19) + 8)


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
    sheet = sheet_rect(lay, over)
    dim = pygame.Surface((w, h), pygame.SRCALPHA)
    dim.fill((0, 0, 0, 110))
    screen.blit(dim, (0, 0))
    drawing.blit_shadow(screen, sheet, lift=2.0, alpha=120)
    screen.blit(drawing.panel(sheet.size, lay.px(16), (*PAPER, 255), (*SHEET_RULE, 255), 2), sheet)
    m = lay.margin
    left, right = sheet.left + 2 * m, sheet.right - 2 * m
    inner = right - left
    y = sheet.top + m
    title = tr(T + "sheet.match_over") if over else \
        tr(T + "sheet.title", game=match.game_number, games=match.games)
    text.draw(screen, title, text.fit(title, lay.font(30), inner, bold=True), SHEET_INK, "midtop",
              (sheet.centerx, y), bold=True)
    y += lay.font(30) + lay.px(14)
    why = end_sentence(outcome)
    rule = f"({outcome.rule})"
    small = lay.font(14)
    rule_w = text.render(rule, small, SHEET_SOFT_INK).get_width() + m
    px = text.fit(why, lay.font(21), inner - rule_w)
    box = text.draw(screen, why, px, SHEET_WIN if outcome.winner == 0 else SHEET_INK, "topleft",
                    (left, y))
    text.draw(screen, rule, small, SHEET_SOFT_INK, "bottomleft", (box.right + m // 2, box.bottom))
    y = box.bottom + lay.px(18)

    y = heading(screen, lay, tr(T + "sheet.cards_left"), left, right, y)
    row = _row(lay)
    name_w = max(text.render(n, lay.font(19), SHEET_INK, True).get_width() for n in names) + m
    for seat in (0, 1):
        score = outcome.seats[seat]
        mid = y + row // 2
        colour = SHEET_WIN if score.result == "won" else SHEET_INK
        text.draw(screen, names[seat], lay.font(19), colour, "midleft", (left, mid), bold=True)
        result = tr(f"carre.result.{score.result}")
        count = cards_left_text(score.cards_left)
        tail = f"{result} · {count}"
        tail_box = text.draw(screen, tail, lay.font(19), colour, "midright", (right, mid),
                             bold=True)
        _cards(screen, hands[seat], lay.font(17), (left + name_w, mid),
               tail_box.left - m - (left + name_w), four_colour)
        y += row
    y += lay.px(16)
    y = heading(screen, lay, tr(T + "sheet.match"), left, right, y)
    wins, margins = match.wins(), match.margins()
    for seat in (0, 1):
        mid = y + row // 2
        text.draw(screen, names[seat], lay.font(19), SHEET_INK, "midleft", (left, mid), bold=True)
        line = tr(T + "sheet.wins", won=wins[seat], margin=margins[seat])
        text.draw(screen, line, text.fit(line, lay.font(19), inner - name_w), SHEET_INK, "midright",
                  (right, mid))
        y += row
    if over:
        winners = match.winners()
        line = tr(T + "sheet.match_drawn") if len(winners) > 1 else \
            tr(T + "sheet.match_winner", who=names[winners[0]])
        text.draw(screen, line, text.fit(line, lay.font(24), inner, bold=True), SHEET_WIN,
                  "midbottom", (sheet.centerx, sheet.bottom - m), bold=True)


def heading(screen: pygame.Surface, lay: Layout, words: str, left: int, right: int,
            y: int) -> int:
    """A part's heading at ``y``, a rule under it from ``left`` to ``right``; the y of what
    follows. The rule goes under the letters' box, feet included: in a small window the text
    keeps its smallest size while the gaps shrink (a rule set by the gaps ran through it)."""
    box = text.draw(screen, words, lay.font(16), SHEET_SOFT_INK, "topleft", (left, y), bold=True)
    gap = _heading_gap(lay)
    pygame.draw.line(screen, SHEET_RULE, (left, box.bottom + gap), (right, box.bottom + gap), 1)
    return y + _heading_h(lay)


def _heading_gap(lay: Layout) -> int:
    return max(2, lay.px(4))


def _heading_h(lay: Layout) -> int:
    """A heading's height: its letters, the rule and the air either side of it."""
    return font(lay.font(16), True).get_height() + 2 * _heading_gap(lay) + 1


def _cards(screen: pygame.Surface, cards: tuple[Card, ...], px: int, at: tuple[int, int],
           room: int, four_colour: bool) -> None:
    """Cards as text in their suits' colours, as many as fit in ``room`` (then "…")."""
    x, y = at
    gap = max(4, px // 2)
    colours = FOUR_COLOURS if four_colour else CLASSIC_COLOURS
    for i, card in enumerate(cards):
        label = card_text(card)
        width = text.render(label, px, SHEET_INK, True).get_width()
        if x + width > at[0] + room - (px * 2 if i < len(cards) - 1 else 0):
            text.draw(screen, "…", px, SHEET_SOFT_INK, "midleft", (x, y), bold=True)
            return
        text.draw(screen, label, px, colours[card // N_RANKS], "midleft", (x, y),
                  bold=True)
        x += width + gap
