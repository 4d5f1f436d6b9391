"""The Rami table: the match of a :class:`~sixseq.games.rami.session.RamiSession`, drawn from
what the person's seat observes, played by mouse or keyboard.

The view holds no rule and no turn. Every gesture becomes one of the observation's legal
actions (:mod:`.gestures`); one that matches none is refused with the rules' own reason, in
plain words with the rule id small after them, while the cards fly back. Whether the discard
may be taken, where a card may be added, which joker it may take back, how far undo goes: the
rules and the session say (``obs.can_take()``, ``obs.adds_to()``, ``session.can_undo()``).

Gestures: drag the stock or the discard to the hand (or click it) to draw; click hand cards to
pick them and drag them (or press *Lay*) onto your zone to lay a combination; drag cards onto
the end of any combination to add them, onto a joker to take it back; drop a card on the
discard pile to end the turn. Where a joker could stand for more than one card the table asks.
The keyboard reaches all of it: the arrows move a focus over cards, combinations and piles,
Enter picks a card or plays a pile (or the picked cards on a combination), Space picks a card
up and drops it on a lit place, Esc lets go.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from sixseq.engine.refusal import IllegalAction
from sixseq.engine.session import Played
from sixseq.games.rami.rules.actions import DRAW, Action, Draw, Take
from sixseq.games.rami.rules.cards import Card
from sixseq.games.rami.rules.observation import Observation
from sixseq.games.rami.rules.table import Phase, TableConfig
from sixseq.games.rami.session import PERSON, RamiSession
from sixseq.games.rami.view import describe, gestures
from sixseq.games.rami.view.hand import RamiHand
from sixseq.games.rami.view.layout import Layout, compute
from sixseq.games.rami.view.picture import TablePicture
from sixseq.games.rami.view.plays import RamiPlays
from sixseq.games.rami.view.scenery import (
    ComboItem,
    DiscardTop,
    HandCard,
    Scenery,
    StockPile,
    build,
)
from sixseq.games.rami.view.scoreboard import sheet_rect
from sixseq.ui.cardart import CardArt
from sixseq.ui.deckart import STANDARD
from sixseq.ui.table.buttons import label_width
from sixseq.ui.table.hooks import Grab, Target
from sixseq.ui.table.rummy import RummyTable

if TYPE_CHECKING:
    from sixseq.ui.app import App

log = logging.getLogger(__name__)

NEW = "new"  # the keyboard focus on the new-combination place
HAND = "hand"  # where a pile is dropped to draw


class RamiTable(RummyTable[Action, Observation]):
    """A match of Rami at the table, the person at the bottom."""

    standard_cards = True
    lays_only_picked = True

    def __init__(self, app: App, session: RamiSession) -> None:
        super().__init__(app, session, CardArt(max_widths=10, deck=STANDARD))
        self.rami = session
        self.lay: Layout | None = None
        self.scenery: Scenery | None = None
        self.hand: RamiHand = RamiHand()  # its order, sort and picked cards
        self.picture: TablePicture = TablePicture(self)
        self.plays: RamiPlays = RamiPlays(self)
        self._deal_pending = not session.round.actions
        self.sync_hand()
        self.log_the_past()

    # --- reading ------------------------------------------------------------------------------

    @property
    def config(self) -> TableConfig:
        return self.rami.config

    # --- the shared scene's hooks: layout and spots ---------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        self.lay = compute(size, self.config.seats, self.session.person)
        self.zone_widths = {}

    def may_lay_new(self) -> bool:
        return self.obs.phase == Phase.PLAY

    def build_scenery(self, show_new: bool) -> Scenery:
        assert self.lay is not None
        return build(self.lay, self.obs, self.hand.order, self.hand.selection, show_new,
                     self.zone_widths)

    def log_area(self) -> pygame.Rect:
        lay = self.lay
        assert lay is not None
        top = lay.top_buttons.bottom + lay.margin
        return pygame.Rect(lay.margin, top, max(lay.scores.width, round(lay.size[0] * 0.3)),
                           lay.status.top - lay.margin - top)

    def action_words(self, action: Action) -> str:
        return describe.action_text(action, self.obs)

    def card_words(self, text: str) -> str:
        return describe.card_words(text)

    def status_text(self) -> str:
        return describe.status_text(self.obs)

    # --- the person's hand -------------------------------------------------------------------

    def sync_hand(self) -> None:
        self.hand.sync(self.obs.hand)

    def sort_hand(self, mode: str) -> None:
        super().sort_hand(mode)
        self.refresh()

    def toggle(self, item: HandCard) -> None:
        self.hand.toggle(item)
        self.rebuild()
        self.refresh()

    # --- applying -----------------------------------------------------------------------------

    def on_played(self, played: Played[Action]) -> None:
        action = played.action
        self.app.sounds.play("deal" if isinstance(action, Draw | Take) else "lay")
        self.chooser.close()
        self.sync_hand()  # lets go of the picks of cards played

    def on_undone(self) -> None:
        self.chooser.close()
        self.sync_hand()

    def refuse(self, error: IllegalAction, attempt: str | None = None,
               dragged: dict[int, pygame.Rect] | None = None) -> None:
        super().refuse(describe.named_refusal(error, self.obs), attempt, dragged)

    def log_line(self, played: Played[Action]) -> str | None:
        line = describe.log_line(played.seat, played.action, played.before, self.session.person)
        return describe.stock_news(line, played.before, played.after)

    # --- buttons ------------------------------------------------------------------------------

    def controls(self) -> dict[str, tuple[pygame.Rect, str]]:
        lay = self.lay
        if lay is None:
            return {}
        m, h = lay.margin, lay.button_h
        places = self.hand_buttons(lay, (lay.left_panel.left, lay.left_panel.width),
                                   (lay.right_panel.left, lay.right_panel.width))
        top = lay.top_buttons
        # Half the place each, or Faster wider when its label needs it ("Vitesse normale"
        # once pressed), never leaving Menu too narrow for its own.
        px = self.button_px()
        fast = min(max((top.width - m // 2) // 2, *(label_width(key, px) for key in (
            "sixseq.table.button.faster", "sixseq.table.button.normal_speed"))),
            top.width - m // 2 - label_width("sixseq.table.button.menu", px))
        places["faster"] = (pygame.Rect(top.left, top.top, fast, h),
                            "sixseq.table.button.faster")
        places["menu"] = (pygame.Rect(top.left + fast + m // 2, top.top,
                                      top.width - fast - m // 2, h), "sixseq.table.button.menu")
        below = min(sheet_rect(lay, self.rami.rami).bottom + m // 2, lay.size[1] - m - h) \
            if self.sheet_open else None
        places.update(self.shared_places(lay, max(lay.left_panel.width, lay.px(300)), below))
        return places

    def refresh_controls(self) -> None:
        obs = self.obs
        mine = self.my_turn()
        b = self.buttons
        playing = not self.sheet_shown()
        self.refresh_shared(playing)
        b.state("lay", playing,
                mine and obs.phase == Phase.PLAY and len(self.hand.selection) >= 3)
        b.state("history", playing and not self.chooser and not self.log_open,
                len(obs.discard) > 1)  # the open move log covers its place

    def default_action(self) -> bool:
        """Enter with nothing focused: the sheet's next round; draw at the start of a turn;
        lay the picked cards."""
        if self.sheet_shown():
            self.next_round_or_match()
        elif self.my_turn() and self.obs.phase == Phase.DRAW:
            self.play(DRAW, "draw")
        elif self.my_turn() and self.hand.selection:
            self.plays.lay_selection()
        return True

    # --- the round sheet and the next round ---------------------------------------------------

    def on_sheet_opened(self) -> None:
        self.chooser.close()
        self.history = False
        super().on_sheet_opened()

    def person_won(self) -> bool:
        match = self.rami.rami
        return match.is_over() and PERSON in match.winners()

    # --- gestures -----------------------------------------------------------------------------

    def grab_at(self, pos: tuple[int, int]) -> tuple[Grab, pygame.Rect] | None:
        scenery, lay = self.scenery, self.lay
        if scenery is None or lay is None or self.sheet_shown():
            return None
        sprite = scenery.hand_at(pos)
        if sprite is not None:
            return self.grab_of(sprite.item), sprite.rect
        if lay.stock.collidepoint(pos) and scenery.stock:
            return Grab(StockPile(), (scenery.stock[-1],), lay.pile_w), lay.stock
        if lay.discard.collidepoint(pos) and scenery.discard:
            top = self.obs.discard[-1]
            return Grab(DiscardTop(top), (scenery.discard[-1],), lay.pile_w), lay.discard
        box = scenery.combo_at(pos)
        if box is not None:
            return Grab(ComboItem(box.combo.id)), box.rect
        return None

    def grab_of(self, item: HandCard) -> Grab:
        """A hand card takes the other picked cards with it (fanned behind it)."""
        scenery, lay = self.scenery, self.lay
        assert scenery is not None and lay is not None
        picked = self.hand.selection
        items = [item] + [i for i in picked if i != item] if item in picked else [item]
        spots = tuple(s.spot for i in items if (s := scenery.sprite(i)) is not None)
        return Grab(item, spots, lay.hand_w, tuple(items))

    def regrab(self, grab: Grab) -> Grab:
        scenery = self.scenery
        if scenery is None or not grab.cards:
            return grab
        spots = tuple(s.spot for i in grab.cards if isinstance(i, HandCard)
                      and (s := scenery.sprite(i)) is not None)
        return Grab(grab.item, spots, grab.width, grab.cards)

    @staticmethod
    def grab_cards(grab: Grab) -> list[Card]:
        return [i.card for i in grab.cards if isinstance(i, HandCard)]

    def drop_targets(self, grab: Grab) -> list[Target]:
        scenery, lay = self.scenery, self.lay
        if scenery is None or lay is None:
            return []
        obs = self.obs
        if isinstance(grab.item, StockPile | DiscardTop):
            wanted = Draw if isinstance(grab.item, StockPile) else Take
            if any(isinstance(a, wanted) for a in obs.legal):
                return [Target(HAND, self.hand_area())]
            return []
        targets = []
        for place in gestures.places_for(obs, self.grab_cards(grab)):
            rect = self.place_rect(place)
            if rect is not None:
                targets.append(Target(place, rect))
        return targets

    def place_rect(self, place: gestures.Place) -> pygame.Rect | None:
        scenery, lay = self.scenery, self.lay
        assert scenery is not None and lay is not None
        if isinstance(place, gestures.OnDiscard):
            return lay.discard
        if isinstance(place, gestures.OnNew):
            return scenery.new_slot or lay.zones[self.session.person].melds
        box = scenery.combos.get(place.combo)
        if box is None:
            return None
        if place.end == "below":
            return box.rects[0]
        if place.end == "above":
            return box.rects[-1]
        if place.end == "joker":
            return box.joker_rect()
        return box.rect

    def hand_area(self) -> pygame.Rect:
        lay = self.lay
        assert lay is not None
        area = lay.hand.inflate(lay.margin * 2, 0)
        area.top -= lay.lift
        area.height += lay.lift
        return area

    def motion(self, pos: tuple[int, int]) -> None:
        super().motion(pos)
        hover = None
        if not self.drag.dragging and self.scenery is not None and not self.sheet_shown():
            box = self.scenery.combo_at(pos)
            hover = box.combo.id if box is not None else None
        if hover != self.hover:
            self.hover = hover
            self.app.invalidate()
        grab = self.pointer.dragging
        if grab is not None and isinstance(grab.item, HandCard) and len(grab.spots) == 1:
            self.preview_reorder(grab.item, pos)

    def preview_reorder(self, item: HandCard, pos: tuple[int, int]) -> None:
        """While one hand card is dragged over the hand, open a gap where it would go."""
        lay = self.lay
        assert lay is not None
        if self.hand_area().collidepoint(pos) \
                and self.hand.drag(item, lay.hand, lay.hand_w, pos[0]):
            self.rebuild()

    # --- the keyboard -------------------------------------------------------------------------

    def key(self, event: pygame.event.Event) -> None:
        enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self.chooser
        targets = self.focus_targets() if enter else []
        focused = targets[self.focus].item if enter and self.picked is None \
            and self.focus is not None and self.focus < len(targets) else None
        if isinstance(focused, HandCard):
            self.toggle(focused)  # Enter picks the focused card (its neighbour may overlap it)
        elif focused == NEW:
            self.plays.lay_selection()
        else:
            super().key(event)
            return
        self.app.invalidate()

    def focus_targets(self) -> list[Target]:
        scenery, lay = self.scenery, self.lay
        if scenery is None or lay is None or self.sheet_shown():
            return []
        targets = [Target(s.item, self.visible_part(i)) for i, s in enumerate(scenery.hand)]
        targets.append(Target(StockPile(), lay.stock))
        if self.obs.discard:
            targets.append(Target(DiscardTop(self.obs.discard[-1]), lay.discard))
        targets += [Target(ComboItem(combo_id), box.rect)
                    for combo_id, box in sorted(scenery.combos.items())]
        if scenery.new_slot is not None:
            targets.append(Target(NEW, scenery.new_slot))
        return targets

    def visible_part(self, index: int) -> pygame.Rect:
        """A hand card as far as the next card leaves it showing (where a click takes it)."""
        scenery = self.scenery
        assert scenery is not None
        rect = scenery.hand[index].rect
        if index + 1 < len(scenery.hand):
            return pygame.Rect(rect.left, rect.top,
                               max(4, min(rect.width, scenery.hand[index + 1].rect.left
                                          - rect.left)), rect.height)
        return rect.copy()

    def grab_focused(self, target: Target) -> Grab | None:
        """Space on a card picks it up (with the cards picked before); on the new place it
        lays the picked cards; on a pile it draws (as a click does)."""
        if target.item == NEW:
            self.plays.lay_selection()
            return None
        if isinstance(target.item, HandCard):
            return self.grab_of(target.item)
        if isinstance(target.item, ComboItem):
            self.plays.click_combo(target.item.combo)
            return None
        return None

    def monkey_targets(self, source: pygame.Rect) -> list[pygame.Rect]:
        """Where what lies at ``source`` (a focus target) may legally go now."""
        if not self.session.my_turn():
            return []
        target = next((t for t in self.focus_targets() if t.rect == source), None)
        if target is None or not isinstance(target.item, HandCard | StockPile | DiscardTop):
            return []
        found = self.grab_at((source.left + min(8, source.width // 3),
                              source.top + source.height // 3))
        if found is None:
            return []
        return [t.rect for t in self.drop_targets(found[0])]

    # --- drawing ------------------------------------------------------------------------------

    def still_key(self) -> tuple[object, ...]:
        obs = self.obs
        hint = self.session.hint.action if self.session.hint is not None else None
        return (tuple(self.hand.selection), hint, obs.to_move, obs.phase, self.my_turn(),
                self.session.is_over(), self.app.settings.table_colour,
                self.app.settings.card_back, self.hover)
