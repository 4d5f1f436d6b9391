"""The words drawn over a table, last of all: the status line, a message or the hint just
above it (the hint with its *Play it* button beside it, and a search's figures on hover), and
the move log when it is open. Where they go is the view's (``status_area``, ``log_area``),
the messages' band above the status line this overlay's (``message_area``); what they say is
the session's and the view's (``status_text``, ``action_words``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from sixseq.engine.reasons import Reason
from sixseq.ui import drawing, text
from sixseq.ui.fonts import font
from sixseq.ui.i18n import reason_text, tr
from sixseq.ui.palette import AMBER, DIM_INK, INK, PANEL, SHADOW
from sixseq.ui.table.words import Message, draw_pill, lay_out, message_room, pill_fits

if TYPE_CHECKING:
    from collections.abc import Callable

    from sixseq.engine.bots import Suggestion
    from sixseq.ui.table.scene import CardTable


def plain_reason(reason: Reason) -> Reason:
    """The reason a player reads: a search's check ("checked on 48 deals…") is left for the
    hover, its inner reason is the sentence."""
    if reason.name.startswith("checked"):
        inner = dict(reason.values).get("reason")
        if isinstance(inner, Reason):
            return inner
    return reason


def check_figures(reason: Reason) -> Reason | None:
    """What a search's check adds to a hint's reason, shown on hover: the check with its
    inner reason left out, since the hint says it ("(checked on 48 sampled deals, +3.5% …)");
    None for a reason no search checked."""
    if not reason.name.startswith("checked"):
        return None
    return Reason(reason.key, tuple((name, "" if name == "reason" else value)
                                    for name, value in reason.values), reason.english)


def hint_sentence(suggestion: Suggestion[Any], action_words: Callable[[Any], str],
                  card_words: Callable[[str], str]) -> str:
    """The hint as the table says it: the move, then why, in the player's words."""
    return tr("sixseq.table.suggestion", action=action_words(suggestion.action),
              reason=card_words(reason_text(plain_reason(suggestion.reason))))


class WordsOverlay:
    """Draws ``table``'s words; it reads the table, and places the hint's *Play it* button
    where the hint's sentence ends."""

    def __init__(self, table: CardTable[Any]) -> None:
        self.table = table
        self._laid: tuple[tuple[str, int, int], tuple[int, list[str]]] | None = None

    def status_lines(self) -> tuple[int, list[str]]:
        """The status line's size and lines: one line, or, too long for its line at a
        legible size (French, a small window), more over the band above it. Laid out once
        for its words and width, not on every frame that draws or places by it."""
        table = self.table
        status = table.status_area()
        if table.session.hint_pending:
            words = tr("sixseq.table.suggesting")
        elif table.dealing:  # what to do next would name cards still in flight
            words = tr("sixseq.table.dealing")
        else:
            words = table.status_text()
        key = (words, table.font_px(25), status.width if status else 0)
        if self._laid is None or self._laid[0] != key:
            self._laid = key, lay_out(Message(words), key[1], key[2], bold=True)
        return self._laid[1]

    def message_area(self) -> pygame.Rect | None:
        """Where a message or the hint goes: the band just above the status line (above all
        its lines when it wraps), as wide as it and tall enough for ``MAX_LINES`` lines at the
        message's size, over the felt — the hand and the buttons are all below the status
        line; or the band the view keeps for them. A long message wraps there rather than
        shrink below ``LEGIBLE_PX``."""
        table = self.table
        status = table.status_area()
        if status is None:
            return None
        px, lines = self.status_lines()
        above = (len(lines) - 1) * font(px, True).get_linesize()  # a status on more lines
        band = table.message_band()
        if band is not None:
            return band.move(0, -above)
        height = message_room(table.font_px(19))
        return pygame.Rect(status.left, status.top - above - table.px(4) - height,
                           status.width, height)

    def draw(self, screen: pygame.Surface) -> None:
        """The status line, a message or the hint above it, and the move log when open."""
        table = self.table
        area = table.status_area()
        if area is None:
            return
        session = table.session
        px, lines = self.status_lines()
        colour = AMBER if session.my_turn() else INK
        step = font(px, True).get_linesize()
        above = (len(lines) - 1) * step
        if above:  # over whatever the lines above hold: on a dark ground, as a message is
            widest = max(font(px, True).size(line)[0] for line in lines)
            ground = pygame.Rect(0, 0, widest + px, step * len(lines) + px // 3)
            ground.midbottom = (area.centerx, area.centery + step // 2 + px // 6)
            screen.blit(drawing.panel(ground.size, px // 2, (*PANEL, 225)), ground)
        for index, line in enumerate(lines):
            text.draw(screen, line, px, colour, "center",
                      (area.centerx, area.centery - above + index * step), bold=True,
                      shadow=SHADOW)
        if table.log_open:  # beneath what the table says now (a message, the hint)
            table.movelog.draw(screen, table.log_area(), table.font_px(15),
                               tr("sixseq.table.log_title"), table.px(12))
        hint = session.hint
        shown = table.message
        table.hint_rect = pygame.Rect(0, 0, 0, 0)
        if hint is not None:
            shown = Message(hint_sentence(hint, table.action_words, table.card_words))
        table.message_pill = None
        room = self.message_area()
        if shown is not None and room is not None:
            pill = draw_pill(screen, shown, room.centerx, room.bottom, table.font_px(19),
                             room.width, height=room.height)
            table.message_pill = pill
            if hint is not None:
                table.hint_rect = pill.rect
                self.place_play_hint(pill.rect)
                figures = check_figures(hint.reason)
                if figures is not None and pill.rect.collidepoint(pygame.mouse.get_pos()):
                    self.draw_figures(screen, Message(reason_text(figures).strip()),
                                      pill.rect, room)

    def draw_figures(self, screen: pygame.Surface, figures: Message, hint: pygame.Rect,
                     room: pygame.Rect) -> None:
        """A checked hint's figures, on hover, in the messages' band ``room``: above the
        hint where the band holds them, else in the hint's place, covering it while the
        pointer is on it — never beyond the band, over the table (Le Carré's square at
        800×560)."""
        table = self.table
        px = table.font_px(15)
        above = hint.top - table.px(6)
        if pill_fits(figures, px, room.width, above - room.top):
            draw_pill(screen, figures, room.centerx, above, px, room.width, DIM_INK,
                      height=above - room.top)
        else:
            draw_pill(screen, figures, room.centerx, hint.bottom, px, room.width, DIM_INK,
                      height=hint.bottom - room.top, cover=hint)

    def place_play_hint(self, pill: pygame.Rect) -> None:
        """The hint's *Play it* button sits just right of its sentence, no lower than the
        messages' band (a button taller than a one-line sentence reached the status line)."""
        table = self.table
        buttons = table.buttons
        spec = buttons.specs.get("play_hint")
        if spec is None:
            return
        rect = spec.rect.copy()
        rect.midleft = (pill.right + table.px(8), pill.centery)
        room = self.message_area()
        if room is not None:
            rect.bottom = min(rect.bottom, room.bottom)
        rect.clamp_ip(pygame.Rect((0, 0), table.size))
        if rect != spec.rect:
            buttons.place("play_hint", rect, spec.key, spec.px)
            buttons.state("play_hint", True, True)
