"""Words on the table: the status line, and one-line messages with the rule id small after.

A refusal reads in plain words first, in the second person, and names its rule in small type
after them — "You can't add that: a series has each suit at most once (SS-MELD-1)" — so a
player understands it and can still look the rule up. Hints read the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from sixseq.engine.refusal import IllegalAction
from sixseq.ui import drawing, text
from sixseq.ui.i18n import tr

INK = (246, 242, 228)
DIM_INK = (196, 214, 200)
GOLD = (255, 204, 64)
WARN = (255, 214, 120)
SHADOW = (0, 0, 0, 150)
MESSAGE_SECONDS = 5.0


@dataclass(frozen=True)
class Message:
    """A sentence for the player, and the rule it cites (drawn small after it)."""

    text: str
    rule: str | None = None
    until: float = 0.0


def refusal_message(error: IllegalAction, attempt: str | None = None) -> Message:
    """What the player reads when the rules refuse ``attempt`` (``add``, ``lay``, ``discard``,
    ``take``, ``play``, ``move`` …): "You can't add that: <the rule's reason>" (French puts a
    space before the colon)."""
    reason = tr(error.key, **error.params)
    lead = tr(f"sixseq.refused.{attempt}") if attempt else tr("sixseq.refused.any")
    return Message(tr("sixseq.refused.joined", lead=lead, reason=reason), error.rule)


def draw_pill(screen: pygame.Surface, message: Message, centre_x: int, bottom: int,
              px: int, width: int, colour: tuple[int, int, int] = WARN) -> pygame.Rect:
    """The message in a dark pill whose bottom centre is at (``centre_x``, ``bottom``); the
    rule id in smaller type after the words. Returns the pill's rectangle."""
    small = max(10, round(px * 0.72))
    rule = f"({message.rule})" if message.rule else ""
    rule_w = text.render(rule, small, colour).get_width() + px // 2 if rule else 0
    size = text.fit(message.text, px, max(40, width - rule_w))
    words = text.render(message.text, size, colour)
    inner = pygame.Rect(0, 0, words.get_width() + rule_w, words.get_height())
    pill = inner.inflate(px * 3 // 2, px * 2 // 3)
    pill.midbottom = (centre_x, bottom)
    pill.clamp_ip(screen.get_rect())
    screen.blit(drawing.panel(pill.size, pill.height // 2, (20, 16, 8, 215), (*colour, 160), 1),
                pill)
    inner.center = pill.center
    screen.blit(words, words.get_rect(midleft=inner.midleft))
    if rule:
        shown = text.render(rule, small, (*colour, 190))
        screen.blit(shown, shown.get_rect(bottomright=(inner.right, inner.bottom - 1)))
    return pill
