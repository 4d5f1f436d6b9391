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
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from sixseq.decks.standard import sort_cards
from sixseq.engine.session import Played
from sixseq.games.rami.rules.actions import DRAW, TAKE, Action, Add, Discard, Draw, Lay, Take
from sixseq.games.rami.rules.cards import JOKER, JOKER_AS, Card
from sixseq.games.rami.rules.melds import Series
from sixseq.games.rami.rules.observation import Observation
from sixseq.games.rami.rules.table import Phase, TableConfig
from sixseq.games.rami.session import RamiSession
from sixseq.games.rami.view import describe, gestures
from sixseq.games.rami.view.layout import Layout, compute
from sixseq.games.rami.view.scenery import (
    ComboBox,
    ComboItem,
    DiscardTop,
    HandCard,
    Scenery,
    StockPile,
    build,
    hand_items,
)
from sixseq.games.rami.view.scoreboard import card_colour, draw_scores, sheet_rect
from sixseq.ui import drawing, text
from sixseq.ui.cardart import CardArt, Highlight
from sixseq.ui.deckart import STANDARD
from sixseq.ui.i18n import level_name, tr
from sixseq.ui.table import panels
from sixseq.ui.table.buttons import stacked
from sixseq.ui.table.geometry import insertion_index, kept_order, overlap_step
from sixseq.ui.table.scene import CardTable, Grab, Target, seat_detail
from sixseq.ui.table.stage import Spot
from sixseq.ui.table.words import DIM_INK, GOLD, INK, SHADOW, Message

if TYPE_CHECKING:
    from sixseq.ui.app import App

log = logging.getLogger(__name__)

T = "rami.table."
NEW = "new"  # the keyboard focus on the new-combination place
HAND = "hand"  # where a pile is dropped to draw


class RamiTable(CardTable[Action]):
    """A match of Rami at the table, the person at the bottom."""

    standard_cards = True

    def __init__(self, app: App, session: RamiSession) -> None:
        super().__init__(app, session, CardArt(max_widths=10, deck=STANDARD))
        self.rami = session
        self.lay: Layout | None = None
        self.scenery: Scenery | None = None
        self.hand_order: list[Card] = []
        self.sort_mode: str | None = "suit"
        self.selection: list[HandCard] = []  # cards picked for a combination
        self.chooser: list[Action] = []
        self.chooser_rows: list[pygame.Rect] = []
        self.chooser_focus = 0
        self.history = False
        self.zone_widths: dict[int, int] = {}  # per seat; only shrink during a round
        self.hover: int | None = None  # the combination under the pointer
        self.before: Observation = self.obs  # the position the next action is played from
        self._deal_pending = not session.round.actions
        self.sync_hand()

    # --- reading ------------------------------------------------------------------------------

    @property
    def config(self) -> TableConfig:
        return self.rami.config

    @property
    def obs(self) -> Observation:
        observation: Observation = self.session.observation()
        return observation

    def my_turn(self) -> bool:
        return self.session.my_turn()

    def selected_cards(self) -> list[Card]:
        return [item.card for item in self.selection]

    # --- the shared scene's hooks: layout and spots ---------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        self.lay = compute(size, self.config.seats, self.session.person)
        self.zone_widths = {}

    def spots(self) -> list[Spot]:
        if self.lay is None:
            return []
        obs = self.obs
        show_new = self.my_turn() and obs.phase == Phase.PLAY
        self.scenery = build(self.lay, obs, self.hand_order, self.selection, show_new,
                             self.zone_widths)
        self.zone_widths = dict(self.scenery.meld_widths)
        return self.scenery.spots

    def deal_source(self) -> pygame.Rect | None:
        return self.lay.stock if self.lay is not None else None

    def status_area(self) -> pygame.Rect | None:
        if self.lay is None or self.sheet_shown():
            return None
        return self.lay.status

    def log_area(self) -> pygame.Rect:
        lay = self.lay
        assert lay is not None
        top = lay.top_buttons.bottom + lay.margin
        return pygame.Rect(lay.margin, top, max(lay.scores.width, round(lay.size[0] * 0.3)),
                           lay.status.top - lay.margin - top)

    def action_words(self, action: Action) -> str:
        return describe.action_text(action, self.obs)

    def status_text(self) -> str:
        return describe.status_text(self.obs)

    # --- the person's hand -------------------------------------------------------------------

    def sync_hand(self) -> None:
        """Keep the person's order of their hand: cards gone are dropped, new ones go where
        the chosen sort puts them (or at the right end after a manual reorder)."""
        self.hand_order = kept_order(self.hand_order, self.obs.hand, sort_cards, self.sort_mode)
        held = set(hand_items(self.hand_order))
        self.selection = [item for item in self.selection if item in held]

    def sort_hand(self, mode: str) -> None:
        self.sort_mode = mode
        before = self.stage.snapshot()
        self.hand_order = sort_cards(self.hand_order, mode)
        self.selection = []
        self.rebuild(before)
        self.refresh()

    def toggle(self, item: HandCard) -> None:
        if item in self.selection:
            self.selection.remove(item)
        else:
            self.selection.append(item)
        self.rebuild()
        self.refresh()

    # --- applying -----------------------------------------------------------------------------

    def on_played(self, played: Played[Action]) -> None:
        action = played.action
        self.app.sounds.play("deal" if isinstance(action, Draw | Take) else "lay")
        self.chooser = []
        self.sync_hand()
        if played.seat == self.session.person:
            held = set(hand_items(self.hand_order))
            self.selection = [item for item in self.selection if item in held]
        self.before = self.obs

    def on_undone(self) -> None:
        self.chooser = []
        self.sync_hand()
        self.before = self.obs

    def on_round_begun(self) -> None:
        self.sheet_open = False
        self.hand_order, self.selection, self.sort_mode = [], [], "suit"
        self.zone_widths = {}
        self.sync_hand()
        self.before = self.obs

    def log_line(self, played: Played[Action]) -> str | None:
        return describe.log_line(played.seat, played.action, self.before, self.session.person)

    def after_update(self) -> None:
        if self.session.is_over() and not self.sheet_open and not self.stage.busy:
            self.open_sheet()

    def is_modal(self) -> bool:
        return bool(self.chooser)

    # --- buttons ------------------------------------------------------------------------------

    def controls(self) -> dict[str, tuple[pygame.Rect, str]]:
        lay = self.lay
        if lay is None:
            return {}
        m, h = lay.margin, lay.button_h
        places: dict[str, tuple[pygame.Rect, str]] = {}

        def stack(panel: pygame.Rect, names: list[tuple[str, str]]) -> None:
            places.update(stacked(panel.left, panel.width, lay.size[1] - m, h, m // 2, names))

        stack(lay.left_panel, [("hint", "sixseq.table.button.suggest"),
                               ("undo", "sixseq.table.button.undo"),
                               ("sort_suit", "sixseq.table.button.sort_suit"),
                               ("sort_rank", "sixseq.table.button.sort_rank")])
        stack(lay.right_panel, [("log", "sixseq.table.button.log"),
                                ("lay", "sixseq.table.button.lay")])
        top = lay.top_buttons
        half = (top.width - m // 2) // 2
        places["faster"] = (pygame.Rect(top.left, top.top, half, h),
                            "sixseq.table.button.faster")
        places["menu"] = (pygame.Rect(top.right - half, top.top, half, h),
                          "sixseq.table.button.menu")
        places["history"] = (lay.history.copy(), "sixseq.table.button.history")
        places["play_hint"] = (pygame.Rect(0, 0, max(lay.px(150), 110), h),
                               "sixseq.table.button.play_hint")
        if self.sheet_open:
            w = max(lay.left_panel.width, lay.px(300))
            below = sheet_rect(lay, self.rami.rami).bottom + m // 2
            below = min(below, lay.size[1] - m - h)
            centre_x = lay.size[0] // 2
            for i, name in enumerate(("view", "next")):
                places[name] = (pygame.Rect(centre_x - w - m // 2 + i * (w + m), below, w, h),
                                self.sheet_label(name))
        return places

    def refresh_controls(self) -> None:
        obs = self.obs
        mine = self.my_turn()
        b = self.buttons
        playing = not self.sheet_shown()
        for name in ("hint", "undo", "log", "faster", "play_hint"):
            if not playing:
                b.state(name, False)
        b.state("sort_suit", playing, True, selected=self.sort_mode == "suit")
        b.state("sort_rank", playing, True, selected=self.sort_mode == "rank")
        b.state("lay", playing, mine and obs.phase == Phase.PLAY and len(self.selection) >= 3)
        b.state("history", playing and not self.chooser and not self.log_open,
                len(obs.discard) > 1)  # the open move log covers its place
        b.state("next", self.sheet_open, True)
        b.relabel("next", self.sheet_label("next"))
        b.state("view", self.sheet_open, True)
        b.relabel("view", self.sheet_label("view"))

    def button(self, name: str) -> None:
        if name in ("sort_suit", "sort_rank"):
            self.sort_hand(name[5:])
        elif name == "lay":
            self.lay_selection()
        elif name == "history":
            self.history = not self.history
            self.refresh()
        elif name == "next":
            self.next_round_or_match()
        elif name == "view":
            self.sheet_hidden = not self.sheet_hidden
            self.place_buttons()

    def default_action(self) -> None:
        """Enter with nothing focused: the sheet's next round; draw at the start of a turn;
        lay the picked cards."""
        if self.sheet_shown():
            self.next_round_or_match()
        elif self.my_turn() and self.obs.phase == Phase.DRAW:
            self.play(DRAW, "draw")
        elif self.my_turn() and self.selection:
            self.lay_selection()

    # --- the round sheet and the next round ---------------------------------------------------

    def on_sheet_opened(self) -> None:
        self.chooser, self.history = [], False
        super().on_sheet_opened()

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
        items = [item] + [i for i in self.selection if i != item] if item in self.selection \
            else [item]
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
        grab = self.dragging
        if grab is not None and isinstance(grab.item, HandCard) and len(grab.spots) == 1:
            self.preview_reorder(grab.item, pos)

    def preview_reorder(self, item: HandCard, pos: tuple[int, int]) -> None:
        """While one hand card is dragged over the hand, open a gap where it would go."""
        lay = self.lay
        assert lay is not None
        if not self.hand_area().collidepoint(pos):
            return
        items = hand_items(self.hand_order)
        if item not in items:
            return
        index_of = items.index(item)
        others = [c for i, c in enumerate(self.hand_order) if i != index_of]
        index = insertion_index(lay.hand, len(others), lay.hand_w, pos[0])
        order = [*others[:index], item.card, *others[index:]]
        if order != self.hand_order:
            self.hand_order = order
            self.sort_mode = None
            # A card held twice is told apart by its place, which just changed: its picks go.
            self.selection = [i for i in self.selection if order.count(i.card) == 1]
            self.rebuild()

    def press(self, pos: tuple[int, int]) -> None:
        if self.sheet_shown():
            return
        if self.chooser:
            self.choose_at(pos)
            return
        if self.history:
            self.history = False
            self.refresh()
            return
        scenery = self.scenery
        if scenery is not None and scenery.new_slot is not None \
                and scenery.new_slot.collidepoint(pos) and self.selection:
            self.lay_selection()
            return
        super().press(pos)

    def place_at(self, grab: Grab, pos: tuple[int, int]) -> gestures.Place | None:
        """Where a drop at ``pos`` lands: a lit place under it (the smallest: a joker before
        its combination), else what is there, so that a refusal can say why."""
        lay, scenery = self.lay, self.scenery
        assert lay is not None and scenery is not None
        reach = lay.margin
        lit = [t for t in self.drop_targets(grab)
               if isinstance(t.item, gestures.OnDiscard | gestures.OnNew | gestures.OnCombo)
               and t.rect.inflate(reach, reach).collidepoint(pos)]
        if lit:
            best = min(lit, key=lambda t: t.rect.width * t.rect.height)
            assert isinstance(best.item, gestures.OnDiscard | gestures.OnNew | gestures.OnCombo)
            return best.item
        if lay.discard.inflate(reach * 2, reach * 2).collidepoint(pos):
            return gestures.OnDiscard()
        box = scenery.combo_at(pos, reach)
        if box is not None:
            return self.combo_place(box, pos)
        own = lay.zones[self.session.person].rect
        if own.collidepoint(pos):
            return gestures.OnNew()
        return None

    @staticmethod
    def combo_place(box: ComboBox, pos: tuple[int, int]) -> gestures.OnCombo:
        joker = box.joker_rect()
        if joker is not None and joker.collidepoint(pos):
            return gestures.OnCombo(box.combo.id, "joker")
        if isinstance(box.combo, Series):
            return gestures.OnCombo(box.combo.id, "series")
        return gestures.OnCombo(box.combo.id, "below" if pos[0] < box.rect.centerx else "above")

    def drop(self, grab: Grab, pos: tuple[int, int]) -> None:
        dragged = self.released or {s: self.stage.spots[s].rect for s in grab.spots}
        item = grab.item
        if isinstance(item, StockPile | DiscardTop):
            if self.hand_area().collidepoint(pos):
                self.play(DRAW if isinstance(item, StockPile) else TAKE,
                          "draw" if isinstance(item, StockPile) else "take", dragged)
            else:
                self.stage.fly_home(dragged)
            return
        if not isinstance(item, HandCard):
            return
        cards = self.grab_cards(grab)
        if self.hand_area().collidepoint(pos) and len(cards) == 1:
            self.stage.fly_home(dragged)  # a reorder: the gap opened while dragging
            return
        place = self.place_at(grab, pos)
        if place is None:
            self.stage.fly_home(dragged)
            return
        if isinstance(place, gestures.OnNew):  # a card dropped beside the picked ones joins them
            cards += [i.card for i in self.selection if i not in grab.cards]
        self.resolve(cards, place, dragged)

    def resolve(self, cards: Sequence[Card], place: gestures.Place,
                dragged: dict[int, pygame.Rect] | None = None) -> None:
        """``cards`` put on ``place`` become the legal action they mean; several (a joker
        that may stand for more than one card) are for the person to choose; none is
        refused with the rules' reason. On the new-combination place, cards that are only
        part of a combination are kept picked while the rest is added."""
        dragged = dragged or {}
        if not self.my_turn():
            self.say(Message(tr("sixseq.table.not_your_turn")))
            self.stage.fly_home(dragged)
            return
        obs = self.obs
        found = gestures.actions_for(obs, cards, place)
        if not found and isinstance(place, gestures.OnNew) and gestures.building(obs, cards):
            held = hand_items(self.hand_order)
            wanted = list(cards)
            self.selection = []
            for item in held:
                if item.card in wanted:
                    wanted.remove(item.card)
                    self.selection.append(item)
            self.say(Message(tr(T + "building", cards=describe.cards_text(cards))))
            self.rebuild()
            self.stage.fly_home(dragged)
            self.refresh()
            return
        if len(found) == 1:
            self.play(found[0], _attempt(place), dragged)
        elif found:
            self.chooser, self.chooser_focus = found, 0
            self.stage.fly_home(dragged)
            self.refresh()
        else:
            self.play(gestures.plausible(obs, cards, place), _attempt(place), dragged)

    def lay_selection(self) -> None:
        """The *Lay* button: the picked cards as a new combination."""
        if not self.my_turn():
            self.say(Message(tr("sixseq.table.not_your_turn")))
            return
        if not self.selection:
            self.say(Message(tr("sixseq.table.select_first")))
            return
        self.resolve(self.selected_cards(), gestures.OnNew())

    def click(self, grab: Grab, double: bool) -> None:
        item = grab.item
        if isinstance(item, StockPile):
            self.play(DRAW, "draw")
        elif isinstance(item, DiscardTop):
            self.play(TAKE, "take")
        elif isinstance(item, ComboItem):
            self.click_combo(item.combo)
        elif isinstance(item, HandCard):
            self.toggle(item)  # a double-click's first click picked it: it is unpicked
            if double:
                self.double(item)

    def click_combo(self, combo_id: int) -> None:
        """A click on a combination adds the picked cards to it (at whichever end they go)."""
        if not self.selection:
            return
        combo = self.obs.combination(combo_id)
        if combo is None:
            return
        cards = self.selected_cards()
        if len(cards) == 1 and combo.standin() is not None and \
                gestures.actions_for(self.obs, cards, gestures.OnCombo(combo_id, "joker")):
            self.resolve(cards, gestures.OnCombo(combo_id, "joker"))
            return
        self.resolve(cards, gestures.OnCombo(combo_id, "any"))

    def double(self, item: HandCard) -> None:
        """A double-click adds the card where it goes (the first combination that takes it)."""
        if not self.my_turn():
            self.say(Message(tr("sixseq.table.not_your_turn")))
            return
        obs = self.obs
        adds = [a for a in obs.legal if isinstance(a, Add) and a.cards() == [item.card]]
        if adds:
            self.play(adds[0], "add")
        else:
            self.say(Message(tr("sixseq.table.no_use", card=describe.card_text(item.card))))
            self.app.sounds.play("invalid")

    def choose_at(self, pos: tuple[int, int]) -> None:
        chosen = next((a for a, r in zip(self.chooser, self.chooser_rows, strict=False)
                       if r.collidepoint(pos)), None)
        self.choose(chosen)

    def choose(self, chosen: Action | None) -> None:
        self.chooser, self.chooser_rows = [], []
        if chosen is not None:
            self.play(chosen, "lay" if isinstance(chosen, Lay) else "add")
        self.refresh()

    def escape(self) -> bool:
        """Esc closes what is open, one thing at a time: the chooser, the discard history, a
        drag, the keyboard's card, the focus, the picked cards. Then the shell's menu."""
        if self.chooser:
            self.chooser, self.chooser_rows = [], []
        elif self.history:
            self.history = False
        elif super().escape():
            return True
        elif self.selection:
            self.selection = []
            self.rebuild()
        else:
            return False
        self.refresh()
        return True

    # --- the keyboard -------------------------------------------------------------------------

    def key(self, event: pygame.event.Event) -> None:
        if self.chooser:
            self.chooser_key(event.key)
            self.app.invalidate()
            return
        enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if enter and self.picked is None and self.focus is None:
            self.default_action()
            self.app.invalidate()
            return
        targets = self.focus_targets()
        focused = targets[self.focus].item if enter and self.picked is None \
            and self.focus is not None and self.focus < len(targets) else None
        if isinstance(focused, HandCard):
            self.toggle(focused)  # Enter picks the focused card (its neighbour may overlap it)
        elif focused == NEW:
            self.lay_selection()
        else:
            super().key(event)
            return
        self.app.invalidate()

    def chooser_key(self, key: int) -> None:
        """The chooser by keyboard: up and down move, Enter or Space chooses, Esc closes."""
        if key in (pygame.K_UP, pygame.K_LEFT):
            self.chooser_focus = (self.chooser_focus - 1) % len(self.chooser)
        elif key in (pygame.K_DOWN, pygame.K_RIGHT):
            self.chooser_focus = (self.chooser_focus + 1) % len(self.chooser)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.choose(self.chooser[self.chooser_focus])
        elif pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(self.chooser):
            self.choose(self.chooser[key - pygame.K_1])

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
            self.lay_selection()
            return None
        if isinstance(target.item, HandCard):
            return self.grab_of(target.item)
        if isinstance(target.item, ComboItem):
            self.click_combo(target.item.combo)
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
        return (tuple(self.selection), hint, obs.to_move, obs.phase, self.my_turn(),
                self.session.is_over(), self.app.settings.table_colour,
                self.app.settings.card_back, self.hover)

    def draw_still(self, layer: pygame.Surface, flying: frozenset[int]) -> None:
        lay, scenery = self.lay, self.scenery
        if lay is None or scenery is None:
            return
        layer.blit(drawing.felt(lay.size, self.app.settings.table_colour), (0, 0))
        self.draw_zones(layer, lay, scenery, flying)
        self.draw_piles(layer, lay, scenery, flying)
        for sprite in scenery.hand:
            if sprite.spot in flying:
                continue
            drawing.blit_shadow(layer, sprite.rect, alpha=70)
            layer.blit(self.painter.image(sprite.card, sprite.rect.width, True), sprite.rect)
            if sprite.lifted:
                self.painter.overlay(layer, sprite.rect, Highlight.SELECTED)
        for rect in self.hint_marks(scenery):
            self.painter.overlay(layer, rect, Highlight.SELECTED)

    def hint_marks(self, scenery: Scenery) -> list[pygame.Rect]:
        """The hint's cards in hand, and the pile or combination it plays to."""
        hint = self.session.hint.action if self.session.hint is not None else None
        if hint is None or self.lay is None:
            return []
        marks = []
        cards = gestures.moved_cards(hint)
        left = list(cards)
        for sprite in scenery.hand:
            if sprite.card in left:
                left.remove(sprite.card)
                marks.append(sprite.rect)
        if isinstance(hint, Draw):
            marks.append(self.lay.stock)
        elif isinstance(hint, Take | Discard):
            marks.append(self.lay.discard)
        elif not isinstance(hint, Lay):
            box = scenery.combos.get(hint.combo)
            if box is not None:
                marks.append(box.rect)
        return marks

    def draw_zones(self, screen: pygame.Surface, lay: Layout, scenery: Scenery,
                   flying: frozenset[int]) -> None:
        obs = self.obs
        for seat, zone in lay.zones.items():
            active = obs.to_move == seat and not self.session.is_over()
            border = (*GOLD, 220) if active else (255, 255, 255, 45)
            screen.blit(drawing.panel(zone.rect.size, lay.px(12), (0, 0, 0, 55), border,
                                      3 if active else 1), zone.rect)
        for box in scenery.combos.values():
            shown = [(t, r, s) for t, r, s in zip(box.tokens, box.rects, box.spots, strict=True)
                     if s not in flying]
            if not shown:
                continue
            drawing.blit_shadow(screen, box.rect, alpha=60)
            for token, rect, _ in shown:
                card = JOKER if token >= JOKER_AS else token
                screen.blit(self.painter.image(card, rect.width, True), rect)
            for token, rect, _ in shown:  # over the next card: the joker shows only a strip
                if token >= JOKER_AS:
                    self.draw_standin(screen, rect, token - JOKER_AS)
        if scenery.new_slot is not None:
            slot = scenery.new_slot
            self.painter.slot(screen, slot)
            text.draw(screen, "+", lay.font(40), (255, 255, 255, 150), "center", slot.center)
        for fan in scenery.fans.values():
            if fan.cards:
                drawing.blit_shadow(screen, fan.area, alpha=60)
            for face, rect, spot in fan.cards:
                if spot not in flying:
                    screen.blit(self.painter.image(face, rect.width, face is not None), rect)

    def draw_standin(self, screen: pygame.Surface, rect: pygame.Rect, card: Card) -> None:
        """A joker on the table shows what it stands for: a small ``=7♦`` tag on its foot,
        in the suit's colour."""
        label = "=" + describe.card_text(card)
        px = text.fit(label, max(10, rect.width // 4), rect.width, minimum=9, bold=True)
        ink = text.render(label, px, card_colour(card, self.painter.four_colour), bold=True)
        tag = ink.get_rect().inflate(px // 3, px // 5)
        tag.bottomleft = (rect.left + 1, rect.bottom - max(2, rect.width // 16))
        screen.blit(drawing.panel(tag.size, tag.height // 2, (255, 252, 240, 240),
                                  (0, 0, 0, 120), 1), tag)
        screen.blit(ink, ink.get_rect(center=tag.center))

    def draw_piles(self, screen: pygame.Surface, lay: Layout, scenery: Scenery,
                   flying: frozenset[int]) -> None:
        stock, discard = lay.stock, lay.discard
        self.painter.stock(screen, stock, sum(1 for s in scenery.stock if s not in flying))
        pile = [scenery.spots[s].card for s in scenery.discard if s not in flying]
        if pile:
            drawing.blit_shadow(screen, discard)
            for back, under in enumerate(pile[-3:-1][::-1], start=1):
                assert isinstance(under, int)
                screen.blit(self.painter.image(under, discard.width, True),
                            discard.move(-lay.px(5) * back, lay.px(3) * back))
            top = pile[-1]
            assert isinstance(top, int)
            screen.blit(self.painter.image(top, discard.width, True), discard)
            if self.my_turn() and self.obs.phase == Phase.DRAW and not self.obs.can_take():
                shade = pygame.Surface(discard.size, pygame.SRCALPHA)
                shade.fill((0, 0, 0, 70))
                screen.blit(shade, discard)
        else:
            self.painter.slot(screen, discard)
        px = lay.font(15)
        gap = lay.margin // 4
        for spot, caption in ((stock, tr("sixseq.table.stock_name")),
                              (discard, tr("sixseq.table.discard"))):
            text.draw(screen, caption, text.fit(caption, px, spot.width + lay.margin, minimum=9),
                      INK, "midtop", (spot.centerx, spot.bottom + gap), shadow=SHADOW)
        self.draw_badge(screen, lay, (stock.right - lay.px(6), stock.top + lay.px(6)),
                        len(scenery.stock))

    @staticmethod
    def badge_size(lay: Layout) -> int:
        return panels.badge_size(lay.px(30), lay.font(15))

    def draw_badge(self, screen: pygame.Surface, lay: Layout, centre: tuple[int, int],
                   count: int) -> None:
        panels.count_badge(screen, centre, count, lay.font(15), self.badge_size(lay))

    def draw_top(self, screen: pygame.Surface) -> None:
        lay, scenery = self.lay, self.scenery
        if lay is None or scenery is None:
            return
        sheet = self.sheet_shown()
        for seat in lay.zones:
            self.draw_head(screen, lay, scenery, seat)
        self.draw_scores_box(screen, lay)
        if not sheet:
            self.draw_hover(screen, lay, scenery)
        if self.chooser:
            self.draw_chooser(screen, lay)
        if self.history:
            self.draw_history(screen, lay)
        if sheet:
            draw_scores(screen, lay, self.rami.rami, self.painter.four_colour)

    def draw_head(self, screen: pygame.Surface, lay: Layout, scenery: Scenery,
                  seat: int) -> None:
        """A zone's head: the player's name, level (or that they think) and what they have
        laid; another player's hand count beside their backs."""
        zone = lay.zones[seat]
        obs = self.obs
        person = seat == self.session.person
        active = obs.to_move == seat and not self.session.is_over()
        name = describe.seat_name(seat, self.session.person)
        x = zone.rect.left + lay.margin
        room = (scenery.fans[seat].area.left if seat in scenery.fans else zone.rect.right) \
            - x - lay.margin
        if seat in scenery.fans:
            room -= self.badge_size(lay)
        px = lay.font(18)
        if person:  # "You have laid": the person's name is in the sentence
            line = describe.laid_words(obs, seat)
            px = text.fit(line, px, max(40, room), bold=True)
            text.draw(screen, line, px, GOLD if active else INK, "midleft",
                      (x, zone.head.centery), bold=True, shadow=SHADOW)
            return
        px = text.fit(name, px, max(40, room), bold=True)
        text.draw(screen, name, px, GOLD if active else INK, "topleft",
                  (x, zone.head.top + lay.px(4)), bold=True, shadow=SHADOW)
        bot = self.session.bots[seat]
        detail = seat_detail(level_name(bot.level), self.session.thinking() == seat, self.clock)
        state = describe.laid_words(obs, seat)
        if state:
            detail = f"{detail} · {state}"
        small = text.fit(detail, lay.font(14), max(40, room))
        text.draw(screen, detail, small, DIM_INK, "topleft",
                  (x, zone.head.top + lay.px(4) + round(px * 1.25)), shadow=SHADOW)
        fan = scenery.fans[seat]
        self.draw_badge(screen, lay, (fan.area.left - self.badge_size(lay) // 2 - lay.px(4),
                                      fan.area.centery), len(fan.cards))

    def draw_scores_box(self, screen: pygame.Surface, lay: Layout) -> None:
        """The left column: the round, the match's limit and every player's total."""
        box = lay.scores
        match = self.rami.rami
        x, y = box.left + lay.margin // 2, box.top + lay.margin // 2
        px = lay.font(16)
        step = max(px + 4, min(round(px * 1.45), (box.height - lay.margin) //
                               (self.config.seats + 1)))
        head = tr(T + "round", round=match.round_number, limit=match.limit)
        text.draw(screen, head, text.fit(head, px, box.width - lay.margin, bold=True), GOLD,
                  "topleft", (x, y), bold=True, shadow=SHADOW)
        y += step
        totals = match.totals()
        for seat in range(self.config.seats):
            if y + px > box.bottom:
                break
            name = describe.seat_name(seat, self.session.person)
            name = text.ellipsize(name, px, box.width * 2 // 3)
            text.draw(screen, name, px, INK, "topleft", (x, y), shadow=SHADOW)
            text.draw(screen, str(totals[seat]), px, INK, "topright",
                      (box.right - lay.margin // 2, y), bold=True, shadow=SHADOW)
            y += step
        bottom = box.bottom - self.badge_size(lay) // 2  # the stock's count sits just below
        self.draw_last_moves(screen, lay, pygame.Rect(x, y + step // 2, box.width - lay.margin,
                                                      bottom - y - step // 2))

    def draw_last_moves(self, screen: pygame.Surface, lay: Layout, area: pygame.Rect) -> None:
        """The last moves, as many as fit under the scores (the whole log is a button away)."""
        px = lay.font(14)
        step = round(px * 1.4)
        room = max(0, area.height // step)
        if self.log_open or room == 0:
            return
        y = area.top
        for said in self.movelog.latest(room):
            size = text.fit(said, px, area.width, minimum=10)
            text.draw(screen, text.ellipsize(said, size, area.width), size, DIM_INK, "topleft",
                      (area.left, y), shadow=SHADOW)
            y += step

    def draw_hover(self, screen: pygame.Surface, lay: Layout, scenery: Scenery) -> None:
        """Pointing at a laid combination says what it is."""
        if self.hover is None or self.dragging is not None or self.chooser:
            return
        box = scenery.combos.get(self.hover)
        if box is None:
            return
        words = describe.combo_words(box.combo, self.session.person)
        px = lay.font(15)
        px = text.fit(words, px, lay.size[0] - 2 * lay.margin)
        ink = text.render(words, px, INK)
        tip = ink.get_rect().inflate(px, px // 2)
        tip.midbottom = (box.rect.centerx, box.rect.top - lay.px(4))
        tip.clamp_ip(pygame.Rect((0, 0), lay.size))
        screen.blit(drawing.panel(tip.size, lay.px(8), (12, 20, 16, 230), (*GOLD, 150), 1), tip)
        screen.blit(ink, ink.get_rect(center=tip.center))

    def draw_cards_row(self, screen: pygame.Surface, tokens: Sequence[int], left: int,
                       top: int, width: int, step: int) -> None:
        rects = [pygame.Rect(left + i * step, top, width, round(width * 1.5))
                 for i in range(len(tokens))]
        for token, at in zip(tokens, rects, strict=True):
            screen.blit(self.painter.image(JOKER if token >= JOKER_AS else token, width, True),
                        at)
        for token, at in zip(tokens, rects, strict=True):
            if token >= JOKER_AS:
                self.draw_standin(screen, at, token - JOKER_AS)

    def draw_chooser(self, screen: pygame.Surface, lay: Layout) -> None:
        """The ways to play the cards (what the joker stands for, which end it goes to)."""
        width = max(lay.meld_max_w, 40)
        step = max(overlap_step(width), round(width * 0.5))
        height = round(width * 1.5)
        m = lay.margin
        obs = self.obs
        rows = [gestures.result_of(obs, action) for action in self.chooser]
        inner = (max(width + (len(r) - 1) * step for r in rows), len(rows) * (height + m))
        panel, y = panels.titled_panel(screen, tr(T + "choose"), lay.font(20), inner, m,
                                       lay.px(14), (*GOLD, 200))
        self.chooser_rows = []
        for i, row in enumerate(rows):
            rect = pygame.Rect(0, y, width + (len(row) - 1) * step, height)
            rect.centerx = panel.centerx
            hit = rect.inflate(m, m // 2)
            self.chooser_rows.append(hit)
            if i == self.chooser_focus:
                screen.blit(drawing.panel(hit.size, lay.px(8), (255, 255, 255, 30),
                                          (120, 200, 255, 220), 2), hit)
            drawing.blit_shadow(screen, rect)
            self.draw_cards_row(screen, row, rect.left, rect.top, width, step)
            y += height + m

    def draw_history(self, screen: pygame.Surface, lay: Layout) -> None:
        """The whole discard pile, oldest first (it is public: RA-TURN-3)."""
        width = max(40, lay.px(64))
        panels.discard_history(screen, self.painter, self.obs.discard,
                               tr("sixseq.table.history"), lay.font(20), width,
                               max(overlap_step(width), 20), lay.margin, lay.px(14))


def _attempt(place: gestures.Place) -> str:
    """What a drop on ``place`` tried, for the refusal's first words."""
    if isinstance(place, gestures.OnDiscard):
        return "discard"
    if isinstance(place, gestures.OnNew):
        return "lay"
    if place.end == "joker":
        return "swap"
    return "add"
