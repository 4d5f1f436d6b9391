"""What the person's gestures on the Rami table play: a drop on a place, a click, a
double-click, the *Lay* button and the chooser's way each become one of the observation's legal
actions (:mod:`.gestures` reads them), a choice offered where a joker could stand for more than
one card, or a refusal with the rules' own reason while the cards fly back."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from sixseq.games.rami.rules.actions import DRAW, TAKE, Action, Add, Lay
from sixseq.games.rami.rules.cards import Card
from sixseq.games.rami.rules.melds import Series
from sixseq.games.rami.view import describe, gestures
from sixseq.games.rami.view.describe import T
from sixseq.games.rami.view.scenery import (
    ComboBox,
    ComboItem,
    DiscardTop,
    HandCard,
    StockPile,
)
from sixseq.ui.i18n import tr
from sixseq.ui.table.hooks import Grab
from sixseq.ui.table.laying import may_lay_picked
from sixseq.ui.table.words import Message

if TYPE_CHECKING:
    from sixseq.games.rami.view.table import RamiTable


class RamiPlays:
    """Turns ``table``'s gestures into plays; the table keeps what is held and drawn."""

    def __init__(self, table: RamiTable) -> None:
        self.table = table

    def place_at(self, grab: Grab, pos: tuple[int, int]) -> gestures.Place | None:
        """Where a drop at ``pos`` lands: a lit place under it (the smallest: a joker before
        its combination), else what is there, so that a refusal can say why."""
        table = self.table
        lay, scenery = table.lay, table.scenery
        assert lay is not None and scenery is not None
        reach = lay.margin
        lit = [t for t in table.drop_targets(grab)
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
        own = lay.zones[table.session.person].rect
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
        table = self.table
        dragged = table.released_rects(grab)
        item = grab.item
        if isinstance(item, StockPile | DiscardTop):
            if table.hand_area().collidepoint(pos):
                table.play(DRAW if isinstance(item, StockPile) else TAKE,
                           "draw" if isinstance(item, StockPile) else "take", dragged)
            else:
                table.stage.fly_home(dragged)
            return
        if not isinstance(item, HandCard):
            return
        cards = table.grab_cards(grab)
        if table.hand_area().collidepoint(pos) and len(cards) == 1:
            table.stage.fly_home(dragged)  # a reorder: the gap opened while dragging
            return
        place = self.place_at(grab, pos)
        if place is None:
            table.stage.fly_home(dragged)
            return
        if isinstance(place, gestures.OnNew):  # a card dropped beside the picked ones joins them
            cards += [i.card for i in table.hand.selection if i not in grab.cards]
        self.resolve(cards, place, dragged)

    def resolve(self, cards: Sequence[Card], place: gestures.Place,
                dragged: dict[int, pygame.Rect] | None = None) -> None:
        """``cards`` put on ``place`` become the legal action they mean; several (a joker
        that may stand for more than one card) are for the person to choose; none is
        refused with the rules' reason. On the new-combination place, cards that are only
        part of a combination are kept picked while the rest is added."""
        table = self.table
        dragged = dragged or {}
        if table.out_of_turn(dragged):
            return
        obs = table.obs
        found = gestures.actions_for(obs, cards, place)
        if not found and isinstance(place, gestures.OnNew) and gestures.building(obs, cards):
            wanted = list(cards)
            table.hand.selection = []
            for item in table.hand.items():
                if item.card in wanted:
                    wanted.remove(item.card)
                    table.hand.selection.append(item)
            table.say(lambda: Message(tr(T + "building", cards=describe.cards_text(cards))))
            table.rebuild()
            table.stage.fly_home(dragged)
            table.refresh()
            return
        if len(found) == 1:
            table.play(found[0], _attempt(place), dragged)
        elif found:
            table.chooser.open(found)
            table.stage.fly_home(dragged)
            table.refresh()
        else:
            table.play(gestures.plausible(obs, cards, place), _attempt(place), dragged)

    def lay_selection(self) -> None:
        """The *Lay* button: the picked cards as a new combination."""
        table = self.table
        if may_lay_picked(table, bool(table.hand.selection)):
            self.resolve(table.hand.picked_cards(), gestures.OnNew())

    def click(self, grab: Grab, double: bool) -> None:
        table = self.table
        item = grab.item
        if isinstance(item, StockPile):
            table.play(DRAW, "draw")
        elif isinstance(item, DiscardTop):
            table.play(TAKE, "take")
        elif isinstance(item, ComboItem):
            self.click_combo(item.combo)
        elif isinstance(item, HandCard):
            table.toggle(item)  # a double-click's first click picked it: it is unpicked
            if double:
                self.double(item)

    def click_combo(self, combo_id: int) -> None:
        """A click on a combination adds the picked cards to it (at whichever end they go)."""
        table = self.table
        if not table.hand.selection:
            return
        combo = table.obs.combination(combo_id)
        if combo is None:
            return
        cards = table.hand.picked_cards()
        if len(cards) == 1 and combo.standin() is not None and \
                gestures.actions_for(table.obs, cards, gestures.OnCombo(combo_id, "joker")):
            self.resolve(cards, gestures.OnCombo(combo_id, "joker"))
            return
        self.resolve(cards, gestures.OnCombo(combo_id, "any"))

    def double(self, item: HandCard) -> None:
        """A double-click adds the card where it goes (the first combination that takes it)."""
        table = self.table
        if table.out_of_turn():
            return
        obs = table.obs
        adds = [a for a in obs.legal if isinstance(a, Add) and a.cards() == [item.card]]
        if adds:
            table.play(adds[0], "add")
        else:
            table.say(lambda: Message(tr("sixseq.table.no_use",
                                         card=describe.card_text(item.card))))
            table.app.sounds.play("invalid")

    def choose(self, chosen: Action | None) -> None:
        """Play the chooser's way (a click beside the rows closes it)."""
        table = self.table
        table.chooser.close()
        if chosen is not None:
            table.play(chosen, "lay" if isinstance(chosen, Lay) else "add")
        table.refresh()


def _attempt(place: gestures.Place) -> str:
    """What a drop on ``place`` tried, for the refusal's first words."""
    if isinstance(place, gestures.OnDiscard):
        return "discard"
    if isinstance(place, gestures.OnNew):
        return "lay"
    if place.end == "joker":
        return "swap"
    return "add"
