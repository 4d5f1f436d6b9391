"""The claim window on the Six Séquences table: while the seats may claim the discard, the
person is asked with one button per play that would use it and *Pass* (the move log keeps
the answers secret: :func:`.describe.played_line`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sixseq.games.six_sequences.rules.actions import PASS, Action, Claim
from sixseq.games.six_sequences.view import describe

if TYPE_CHECKING:
    from sixseq.games.six_sequences.view.table import SixSeqTable

MOST_CLAIMS = 5  # claim buttons offered at the most, besides Pass


class ClaimWindow:
    """The claim prompt's buttons (by name, the action each plays) for ``table``."""

    def __init__(self, table: SixSeqTable) -> None:
        self.table = table
        self.actions: dict[str, Action] = {}
        self.area = pygame.Rect(0, 0, 0, 0)

    def follow(self) -> None:
        """Every frame: show or take away the prompt, and keep the countdown moving."""
        table = self.table
        self.sync_buttons()
        if table.six.claim_open():
            table.app.invalidate()  # the countdown

    def sync_buttons(self) -> None:
        """The claim prompt's buttons: one per play that would use the discard, and pass."""
        table = self.table
        if not (table.six.claim_open() and table.lay is not None):
            if self.actions:
                for name in self.actions:
                    table.buttons.remove(name)
                self.actions = {}
                table.refresh()  # the window closed: the turn's buttons come back
            return
        if self.actions:
            return
        lay = table.lay
        plays: list[Action] = [a for a in table.obs.legal if isinstance(a, Claim)]
        plays = plays[:MOST_CLAIMS]
        plays.append(PASS)
        m, h = lay.margin, lay.button_h
        width = max(lay.left_panel.width, lay.px(330))
        title = max(lay.px(34), lay.font(19) + 16)
        self.area = pygame.Rect(0, 0, width + 2 * m, title + len(plays) * (h + m // 2) + m)
        self.area.midbottom = (lay.size[0] // 2, lay.status.top - m)
        y = self.area.top + title
        for i, action in enumerate(plays):
            name = f"claim_{i}"
            rect = pygame.Rect(self.area.left + m, y, width, h)
            if isinstance(action, Claim):
                table.buttons.place(name, rect, "sixseq.table.button.claim", table.button_px(),
                                    {"play": describe.placements_text(action.play.placements)})
            else:
                table.buttons.place(name, rect, "sixseq.table.button.pass", table.button_px())
            self.actions[name] = action
            y += h + m // 2
        table.app.sounds.play("deal")
        table.refresh()
