"""Words on the table: the status line, and messages with the rule id small after.

A refusal reads in plain words first, in the second person, and names its rule in small type
after them — "You can't add that: a series has each suit at most once (SS-MELD-1)" — so a
player understands it and can still look the rule up. Hints read the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import pygame

from sixseq.engine.refusal import IllegalAction
from sixseq.ui import drawing, text
from sixseq.ui.fonts import font
from sixseq.ui.i18n import Said, in_current_language, in_every_language, tr
from sixseq.ui.palette import GOLD

MESSAGE_SECONDS = 5.0
# A message is never drawn smaller than this: it says why a move was refused, a sentence the
# player must read at arm's length, unlike a label of a word or two (the tables' 11 px floor).
LEGIBLE_PX = 12
MAX_LINES = 4  # a long message wraps onto at most this many lines before anything shrinks


@dataclass(frozen=True)
class Message:
    """A sentence for the player, and the rule it cites (drawn small after it). Worded by
    :func:`worded`, it holds its words in every language and reads in the one shown now."""

    text: str
    rule: str | None = None
    until: float = 0.0
    said: Said | None = None  # the words by locale, when known

    def words(self) -> str:
        """The sentence in the language shown now (a switch while it is up rewords it)."""
        return in_current_language(self.said) if self.said else self.text


def worded(make: Callable[[], Message]) -> Message:
    """The message ``make`` words, worded in every language the program speaks."""
    return replace(make(), said=in_every_language(lambda: make().text))


def shown_until(message: Message | Callable[[], Message], until: float) -> Message:
    """``message`` to show until ``until``; given as what words it, it is worded in every
    language, so that a switch of language while it is up rewords it."""
    if callable(message):
        message = worded(message)
    return replace(message, until=until)


def refusal_message(error: IllegalAction, attempt: str | None = None) -> Message:
    """What the player reads when the rules refuse ``attempt`` (``add``, ``lay``, ``discard``,
    ``take``, ``play``, ``move`` …): "You can't add that: <the rule's reason>" (French puts a
    space before the colon)."""
    reason = tr(error.key, **error.params)
    lead = tr(f"sixseq.refused.{attempt}") if attempt else tr("sixseq.refused.any")
    return Message(tr("sixseq.refused.joined", lead=lead, reason=reason), error.rule)


@dataclass(frozen=True)
class Pill:
    """A message as drawn: its dark pill, each line's ink box, and the words' size."""

    rect: pygame.Rect
    lines: tuple[pygame.Rect, ...]
    px: int


def _rule_text(message: Message) -> str:
    return f"({message.rule})" if message.rule else ""


def _small(px: int) -> int:
    """The rule id's size after words at ``px``: smaller, but read to look the rule up."""
    return max(text.MIN_PX, round(px * 0.72))


def _lines(message: Message, px: int, width: int, bold: bool = False) -> list[str]:
    """``message``'s words broken to ``width`` at ``px``, the last line leaving room for the
    rule id after it (its last words move down a line when it would not fit)."""
    face = font(px, bold)
    rule = _rule_text(message)
    rule_w = font(_small(px)).size(rule)[0] + px // 2 if rule else 0
    lines = text.wrap(message.words(), px, width, bold) or [""]
    tail: list[str] = []
    while face.size(lines[-1])[0] + rule_w > width and " " in lines[-1]:
        head, word = lines[-1].rsplit(" ", 1)
        lines[-1], tail = head, [word, *tail]
    if tail:
        lines.append(" ".join(tail))
    return lines


def pill_height(px: int, count: int) -> int:
    """The height of a pill of ``count`` lines at ``px``."""
    return count * font(px).get_linesize() + px * 2 // 3


def message_room(px: int, lines: int = MAX_LINES) -> int:
    """The height a table keeps for its messages: ``lines`` lines at ``px``, never below
    the legible size."""
    return pill_height(max(px, LEGIBLE_PX), lines)


def lay_out(message: Message, px: int, width: int, height: int | None = None,
            bold: bool = False) -> tuple[int, list[str]]:
    """The size and lines ``message`` is drawn in: one line at ``px`` if it fits ``width``,
    else the largest size not below ``LEGIBLE_PX`` that fits one line, then two, and so on
    to ``MAX_LINES`` (within ``height`` when given); a message that fits none of these wraps
    at the legible size. Fewer lines come first: a line a little smaller reads better than a
    sentence cut."""
    top = max(px, LEGIBLE_PX)
    for count in range(1, MAX_LINES + 1):
        for size in range(top, LEGIBLE_PX - 1, -1):
            lines = _lines(message, size, width, bold)
            if len(lines) <= count and (height is None or pill_height(size, len(lines))
                                        <= height):
                return size, lines
    return LEGIBLE_PX, _lines(message, LEGIBLE_PX, width, bold)


def draw_pill(screen: pygame.Surface, message: Message, centre_x: int, bottom: int,
              px: int, width: int, colour: tuple[int, int, int] = GOLD,
              height: int | None = None, cover: pygame.Rect | None = None) -> Pill:
    """The message in a dark pill whose bottom centre is at (``centre_x``, ``bottom``), no
    wider than ``width`` (nor taller than ``height``), its lines laid out by :func:`lay_out`;
    the rule id in smaller type after the last line's words. With ``cover``, the pill grows
    over all of that rectangle (another pill it stands in for a moment), opaque, its words
    centred."""
    size, lines = pill_lines(message, px, width, height)
    small = _small(size)
    rule = _rule_text(message)
    rule_w = text.render(rule, small, colour).get_width() + size // 2 if rule else 0
    step = font(size).get_linesize()
    widths = [text.render(line, size, colour).get_width() for line in lines]
    widths[-1] += rule_w
    inner = pygame.Rect(0, 0, max(widths), step * len(lines))
    pill = pygame.Rect(0, 0, inner.width + size_pad(size), pill_height(size, len(lines)))
    pill.midbottom = (centre_x, bottom)
    if cover is not None:
        pill.union_ip(cover)
    pill.clamp_ip(screen.get_rect())
    ground = (20, 16, 8, 215 if cover is None else 255)  # the covered pill's words hidden
    screen.blit(drawing.panel(pill.size, min(pill.height // 2, size), ground,
                              (*colour, 160), 1), pill)
    inner.center = pill.center
    boxes = []
    for index, (line, line_w) in enumerate(zip(lines, widths, strict=True)):
        box = pygame.Rect(0, 0, line_w, step)
        box.midtop = (inner.centerx, inner.top + index * step)
        words = text.render(line, size, colour)
        screen.blit(words, words.get_rect(midleft=box.midleft))
        boxes.append(box)
    if rule:
        shown = text.render(rule, small, (*colour, 190))
        last = boxes[-1]
        screen.blit(shown, shown.get_rect(bottomright=(last.right, last.top
                                                       + font(size).get_height() - 1)))
    return Pill(pill, tuple(boxes), size)


def pill_lines(message: Message, px: int, width: int,
               height: int | None = None) -> tuple[int, list[str]]:
    """The size and lines of ``message``'s pill no wider than ``width`` (its padding off)."""
    return lay_out(message, px, width - size_pad(max(px, LEGIBLE_PX)), height)


def pill_fits(message: Message, px: int, width: int, height: int) -> bool:
    """Whether ``message``'s pill, no wider than ``width``, fits ``height`` at a legible size."""
    size, lines = pill_lines(message, px, width, height)
    return pill_height(size, len(lines)) <= height


def size_pad(px: int) -> int:
    """The pill's room left and right of its words."""
    return px * 3 // 2
