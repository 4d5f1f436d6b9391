"""The claim window on the Six Séquences table: while the seats may claim the discard, the
person is asked with one button per play that would use it and *Pass*; and what was claimed
stays secret in the move log until the window closes (only who won the card is said)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sixseq.decks.sixsuit import Card, card_str
from sixseq.engine.session import Played
from sixseq.games.six_sequences.rules.actions import PASS, Action, Claim, Pass
from sixseq.games.six_sequences.rules.table import Phase
from sixseq.games.six_sequences.view import describe
from sixseq.ui.i18n import tr

if TYPE_CHECKING:
    from sixseq.games.six_sequences.rules.observation import Observation
    from sixseq.games.six_sequences.view.table import SixSeqTable

MOST_CLAIMS = 5  # claim buttons offered at the most, besides Pass


class ClaimWindow:
    """The claim prompt's buttons (by name, the action each plays) and the card the window is
    about, for ``table``."""

    def __init__(self, table: SixSeqTable) -> None:
        self.table = table
        self.actions: dict[str, Action] = {}
        self.area = pygame.Rect(0, 0, 0, 0)
        self.claimed_top: Card | None = None  # the discard a claim window is about
        self._said: tuple[int, tuple[int, Card] | bool | None] | None = None  # log_line's
        # decision for the action last worded (by its count)
        self._closed_at: int | None = None  # the actions shown when a window was seen closed

    def follow(self) -> None:
        """Every frame: remember the card a window opened on, show or take away the prompt,
        and keep the countdown moving."""
        table = self.table
        self.notice(table.obs)
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

    def log_line(self, played: Played[Action], obs: Observation | None = None,
                 before: Observation | None = None) -> str | None:
        """Every action in words (``obs``: the view just after it, by default now; ``before``:
        the view just before it, for a past action, whose window is noticed from it). Claims
        stay secret while the claim window is open: only who won the claimed card is said,
        once it closes; a phase's end is said as *Done*. Asked once per language, it decides
        once per action what to say (noticing a window again for a later language would open
        it again once closed)."""
        if self._said is None or self._said[0] != played.count:
            if before is not None:
                self.notice(before)
            now = obs if obs is not None else self.table.obs
            shown = played.count if obs is not None else len(self.table.session.state.actions)
            self._said = (played.count, self._what_to_say(played, now, shown))
        what = self._said[1]
        if what is None:
            return None
        if isinstance(what, tuple):
            who, card = what
            return tr("sixseq.table.log_claimed",
                      who=describe.seat_name(self.table.config, who), card=card_str(card))
        return describe.log_line(self.table.config, played.seat, played.action)

    def _what_to_say(self, played: Played[Action], obs: Observation,
                     shown: int) -> tuple[int, Card] | bool | None:
        """Who won the claimed card and which (the window closed), True for the action's own
        line, None for nothing (a claim, or a pass, in the window); the window is forgotten
        once it closed. ``obs`` shows the round after its first ``shown`` actions: the
        actions of one frame (a computer's answer, then the person's pass with nothing to
        claim with) are all worded from the view after the last, so a pass worded from the
        same view as the window's closing was in that window."""
        action = played.action
        same_frame = shown == self._closed_at
        if not same_frame:
            self._closed_at = None
        in_window = self.claimed_top is not None or obs.phase == Phase.CLAIM or same_frame
        if self.claimed_top is not None and obs.phase != Phase.CLAIM:
            self._closed_at = shown
            card, self.claimed_top = self.claimed_top, None
            if card not in obs.discard:
                return obs.turn_seat, card
        if isinstance(action, Claim) or (isinstance(action, Pass) and in_window):
            return None  # who was asked to claim, and what they said, stays secret
        return True

    def notice(self, obs: Observation) -> None:
        """Remember the card a claim window opened on (``obs``: the view now)."""
        if obs.phase == Phase.CLAIM and obs.discard and self.claimed_top is None:
            self.claimed_top = obs.discard[-1]
