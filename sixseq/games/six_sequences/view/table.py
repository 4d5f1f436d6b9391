"""The Six Séquences table: the match of a :class:`~..session.SixSeqSession`, drawn from what
the person's seat observes, played by mouse or keyboard.

The view holds no rule and no turn. Every gesture becomes one of the observation's legal
actions (:mod:`.gestures`); one that matches none is refused with the rules' own reason, in
plain words with the rule id small after them, while the cards fly back. Which series cards
may be picked, whether new combinations may be laid now, how far undo goes: the rules and the
session say (``obs.raidable()``, ``obs.may_lay_new()``, ``session.can_undo()``).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from sixseq.decks.sixsuit import Card
from sixseq.engine.session import Played
from sixseq.games.six_sequences.rules.actions import (
    Action,
    Claim,
    DrawStock,
    Pass,
    Stop,
    TakeDiscard,
)
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.table import TableConfig
from sixseq.games.six_sequences.session import SixSeqSession
from sixseq.games.six_sequences.view import describe, gestures
from sixseq.games.six_sequences.view.claims import ClaimWindow
from sixseq.games.six_sequences.view.hand import SixSeqHand
from sixseq.games.six_sequences.view.layout import Layout, compute
from sixseq.games.six_sequences.view.picture import TablePicture
from sixseq.games.six_sequences.view.plays import SixSeqPlays
from sixseq.games.six_sequences.view.scenery import (
    DiscardTop,
    HandCard,
    Item,
    Scenery,
    SeriesCard,
    StockPile,
    build,
)
from sixseq.games.six_sequences.view.scoreboard import sheet_rect
from sixseq.ui.cardart import CardArt
from sixseq.ui.table.hooks import Grab, Target
from sixseq.ui.table.rummy import RummyTable

if TYPE_CHECKING:
    from sixseq.ui.app import App

log = logging.getLogger(__name__)

MIN_COMBINATION = 3  # cards in the smallest series or sequence (SS-MELD-1, SS-MELD-2)


class SixSeqTable(RummyTable[Action, Observation]):
    """A match of Les Six Séquences at the table, the person at South."""

    def __init__(self, app: App, session: SixSeqSession) -> None:
        super().__init__(app, session, CardArt(max_widths=10))
        self.six = session
        self.lay: Layout | None = None
        self.scenery: Scenery | None = None
        self.hand: SixSeqHand = SixSeqHand()  # its order, sort and picked cards
        self.claims = ClaimWindow(self)
        self.picture: TablePicture = TablePicture(self)
        self.plays: SixSeqPlays = SixSeqPlays(self)
        self._deal_pending = not session.round.actions
        self.sync_hand()
        self.log_the_past()

    # --- reading ------------------------------------------------------------------------------

    @property
    def config(self) -> TableConfig:
        return self.six.config

    @property
    def levels(self) -> tuple[str, ...]:
        return self.six.levels

    # --- the shared scene's hooks: layout and spots ---------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        self.lay = compute(size, self.config, self.session.person)
        self.zone_widths = {}

    def may_lay_new(self) -> bool:
        return self.obs.may_lay_new()

    def build_scenery(self, show_new: bool) -> Scenery:
        assert self.lay is not None
        return build(self.lay, self.obs, self.hand.order, self.hand.selection, show_new,
                     self.zone_widths)

    def log_area(self) -> pygame.Rect:
        lay = self.lay
        assert lay is not None
        top = lay.top_left.bottom + lay.margin
        return pygame.Rect(lay.margin, top, max(lay.left_panel.width, round(lay.size[0] * 0.24)),
                           lay.status.top - lay.margin - top)

    def action_words(self, action: Action) -> str:
        return describe.action_text(action, person=True)

    def status_text(self) -> str:
        return describe.status_text(self.obs)

    # --- the person's hand -------------------------------------------------------------------

    def sync_hand(self) -> None:
        self.hand.sync(self.obs)

    def toggle(self, card: Card) -> None:
        self.hand.pick(card, self.obs)
        self.rebuild()
        self.refresh()

    # --- applying -----------------------------------------------------------------------------

    def on_played(self, played: Played[Action]) -> None:
        action = played.action
        if isinstance(action, DrawStock | TakeDiscard):
            self.app.sounds.play("deal")
        elif not isinstance(action, Stop | Pass | Claim):
            self.app.sounds.play("lay")
        if played.seat == self.session.person or self.obs.turn_seat != self.session.person:
            self.hand.selection = [c for c in self.hand.selection if c in self.obs.hand]
        self.chooser.close()
        self.sync_hand()

    def on_undone(self) -> None:
        self.sync_hand()

    def log_line(self, played: Played[Action]) -> str | None:
        return describe.played_line(self.config, played)

    def after_update(self) -> None:
        super().after_update()
        self.claims.follow()

    def person_won(self) -> bool:
        match = self.six.six
        return match.is_over() and self.config.side_of(self.session.person) in match.winners()

    # --- buttons ------------------------------------------------------------------------------

    def controls(self) -> dict[str, tuple[pygame.Rect, str]]:
        lay = self.lay
        if lay is None:
            return {}
        m, h, w = lay.margin, lay.button_h, lay.left_panel.width
        places = self.hand_buttons(lay, (lay.left_panel.left, w), (lay.right_panel.left, w),
                                   [("stop", self.stop_label())])
        small = round(lay.top_right.width / 2) - m // 2
        for i, (name, key) in enumerate((("faster", "sixseq.table.button.faster"),
                                         ("menu", "sixseq.table.button.menu"))):
            places[name] = (pygame.Rect(lay.top_right.left + i * (small + m),
                                        lay.top_right.top + m // 2, small, h), key)
        below = sheet_rect(lay, self.six.six).bottom + m if self.sheet_open else None
        places.update(self.shared_places(lay, w, below))
        return places

    def stop_label(self) -> str:
        key = describe.stop_key(self.obs) if self.my_turn() else None
        return key or "sixseq.table.button.pass"

    def refresh_controls(self) -> None:
        obs = self.obs
        mine = self.my_turn() and not self.six.claim_open()
        legal = list(obs.legal) if mine else []
        b = self.buttons
        playing = not (self.sheet_shown())
        self.refresh_shared(playing)
        laying = mine and obs.may_lay_new()
        picked = self.hand.selection
        # Three cards or more: the button lays them, or says why the rules refuse them.
        b.state("lay", playing and laying, len(picked) >= MIN_COMBINATION or bool(
            picked and gestures.matching(legal, frozenset(picked), gestures.OnNew())))
        key = describe.stop_key(obs) if mine else None
        if key is not None:
            b.relabel("stop", key)
        b.state("stop", playing and key is not None,
                any(isinstance(a, Stop | Pass) for a in legal))
        overlay = bool(self.chooser) or self.history or self.six.claim_open()
        b.state("history", playing and not overlay, bool(obs.discard))

    def button(self, name: str) -> None:
        if name in self.claims.actions:
            self.play(self.claims.actions[name], "take")
        elif name == "stop":
            self.plays.stop()
        else:
            super().button(name)

    def default_action(self) -> bool:
        """Enter with nothing focused: the phase button (*Done*, *Pass*)."""
        if self.sheet_shown():
            self.next_round_or_match()
        elif self.my_turn():
            self.plays.stop()
        return True

    # --- input ----------------------------------------------------------------------------------

    def motion(self, pos: tuple[int, int]) -> None:
        super().motion(pos)
        hover = None
        if not self.drag.dragging and self.scenery is not None:
            hover = next((box.combo for box in reversed(self.scenery.combos.values())
                          if box.rect.collidepoint(pos)), None)  # the one drawn on top
        if hover != self.hover:
            self.hover = hover
            self.app.invalidate()
        if self.pointer.dragging is not None and isinstance(self.pointer.dragging.item, HandCard):
            self.preview_reorder(pos)

    def grab_at(self, pos: tuple[int, int]) -> tuple[Grab, pygame.Rect] | None:
        scenery = self.scenery
        if scenery is None:
            return None
        sprite = scenery.hit(pos)
        if sprite is None or sprite.item is None:
            return None
        return self.grab_of(sprite.item), sprite.rect

    def grab_of(self, item: Item) -> Grab:
        """A hand or series card takes the other picked cards with it (fanned behind)."""
        scenery = self.scenery
        assert scenery is not None and self.lay is not None
        if isinstance(item, HandCard | SeriesCard):
            card = item.card
            picked = self.hand.selection
            cards = [card] + [c for c in picked if c != card] if card in picked else [card]
            spots = tuple(s for c in cards if (s := scenery.spot_of(c)) is not None)
            width = scenery.meld_widths[self.config.side_of(self.session.person)] \
                if isinstance(item, SeriesCard) else self.lay.hand_w
            return Grab(item, spots, width, tuple(cards))
        if isinstance(item, DiscardTop):
            return Grab(item, (scenery.discard[-1],), self.lay.pile_w)
        return Grab(item, (scenery.stock[-1],) if scenery.stock else (), self.lay.pile_w)

    def regrab(self, grab: Grab) -> Grab:
        scenery = self.scenery
        if scenery is None or not grab.cards:
            return grab
        spots = tuple(s for c in grab.cards if isinstance(c, int)
                      and (s := scenery.spot_of(c)) is not None)
        return Grab(grab.item, spots, grab.width, grab.cards)

    @staticmethod
    def drag_cards(grab: Grab) -> list[Card]:
        return [c for c in grab.cards if isinstance(c, int)]

    def drop_targets(self, grab: Grab) -> list[Target]:
        scenery, lay = self.scenery, self.lay
        if scenery is None or lay is None:
            return []
        obs = self.obs
        legal = list(obs.legal)
        if isinstance(grab.item, StockPile | DiscardTop):
            wanted = DrawStock if isinstance(grab.item, StockPile) else TakeDiscard
            if any(isinstance(a, wanted) for a in legal) and scenery.hand:
                area = scenery.hand[0].rect.unionall([s.rect for s in scenery.hand])
                return [Target("hand", area)]
            return []
        targets = []
        for spot in gestures.spots(legal, frozenset(self.drag_cards(grab)), obs):
            rect = self.spot_rect(spot)
            if rect is not None:
                targets.append(Target(spot, rect))
        return targets

    def spot_rect(self, spot: gestures.Spot) -> pygame.Rect | None:
        scenery = self.scenery
        assert scenery is not None
        if isinstance(spot, gestures.DiscardPile):
            return scenery.layout.discard
        if isinstance(spot, gestures.NewArea):
            return scenery.new_slot
        box = scenery.combos.get(spot.combo)
        if box is None:
            return None
        if isinstance(spot, gestures.ComboEnd):
            return box.rects[0] if spot.left else box.rects[-1]
        return next((r for p, r in zip(box.positions, box.rects, strict=True)
                     if p == spot.position), None)

    def in_hand_area(self, pos: tuple[int, int]) -> bool:
        lay = self.lay
        assert lay is not None
        area = lay.hand.inflate(lay.margin * 2, 0)
        area.top -= lay.lift
        return area.collidepoint(pos)

    def preview_reorder(self, pos: tuple[int, int]) -> None:
        """While one hand card is dragged over the hand, open a gap where it would go."""
        grab = self.pointer.dragging
        assert grab is not None and self.lay is not None and isinstance(grab.item, HandCard)
        if len(grab.spots) != 1 or not self.in_hand_area(pos):
            return
        if self.hand.drag(grab.item.card, self.lay.hand, self.lay.hand_w, pos[0]):
            self.rebuild()

    # --- the keyboard focus -------------------------------------------------------------------

    def focus_targets(self) -> list[Target]:
        scenery, lay = self.scenery, self.lay
        if scenery is None or lay is None:
            return []
        targets = [Target(s.item, s.rect) for s in scenery.hand]
        targets += [Target(s.item, s.rect) for s in scenery.series_cards]
        targets.append(Target(StockPile(), lay.stock))
        if scenery.discard:
            top = scenery.spots[scenery.discard[-1]].card
            assert isinstance(top, int)
            targets.append(Target(DiscardTop(top), lay.discard))
        if scenery.new_slot is not None:
            targets.append(Target("new", scenery.new_slot))
        return targets

    def grab_focused(self, target: Target) -> Grab | None:
        """Space on a card picks it up (with the cards picked before); on a pile it draws or
        takes, as a click does; on the new-combination place it lays the selection."""
        if target.item == "new":
            self.plays.lay_selection()
            return None
        if isinstance(target.item, HandCard | SeriesCard):
            return self.grab_of(target.item)
        return None

    # --- drawing ------------------------------------------------------------------------------

    def still_key(self) -> tuple[object, ...]:
        obs = self.obs
        hint = self.session.hint.action if self.session.hint is not None else None
        return (tuple(self.hand.selection), hint, obs.turn_seat, obs.phase, self.my_turn(),
                self.session.is_over(), self.app.settings.table_colour,
                self.app.settings.card_back)
