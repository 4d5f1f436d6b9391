"""What the person's gestures on the Six Séquences table play: a drop on a place, a click, a
double-click, the *Lay* and phase buttons and the chooser's way each become one of the
observation's legal actions (:mod:`.gestures` reads them), a choice offered between ways of
laying, or a refusal with the rules' own reason while the cards fly back. On the new-combination
place the cards join the selection until it is a legal combination."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sixseq.decks.sixsuit import Card, card_str
from sixseq.decks.sixsuit import sort_cards as sorted_cards
from sixseq.games.six_sequences.rules.actions import PASS, Action, DrawStock, Lay, Stop, TakeDiscard
from sixseq.games.six_sequences.rules.table import Phase
from sixseq.games.six_sequences.view import gestures
from sixseq.games.six_sequences.view.scenery import DiscardTop, HandCard, SeriesCard, StockPile
from sixseq.ui.i18n import tr
from sixseq.ui.table.hooks import Grab
from sixseq.ui.table.laying import may_lay_picked
from sixseq.ui.table.words import Message

if TYPE_CHECKING:
    from sixseq.games.six_sequences.view.table import SixSeqTable


class SixSeqPlays:
    """Turns ``table``'s gestures into plays; the table keeps what is held and drawn."""

    def __init__(self, table: SixSeqTable) -> None:
        self.table = table

    def target_at(self, pos: tuple[int, int]) -> gestures.Target | None:
        table = self.table
        lay, scenery = table.lay, table.scenery
        assert lay is not None and scenery is not None
        reach = lay.margin
        if lay.discard.inflate(reach * 2, reach * 2).collidepoint(pos):
            return gestures.OnDiscard()
        near = [box for box in reversed(scenery.combos.values())
                if box.rect.inflate(reach * 2, reach).collidepoint(pos)]
        if near:  # the combination under the cards (the one drawn on top where rows
            # overlap), else the nearest one within reach
            box = min(near, key=lambda b: max(b.rect.left - pos[0], pos[0] - b.rect.right,
                                              b.rect.top - pos[1], pos[1] - b.rect.bottom, 0))
            return gestures.OnCombo(box.combo, pos[0] < box.rect.centerx)
        own = lay.zones[table.config.side_of(table.session.person)]
        if own.collidepoint(pos) or (scenery.new_slot is not None
                                     and scenery.new_slot.collidepoint(pos)):
            slot = scenery.new_slot
            return gestures.OnNew(slot is not None and pos[0] < slot.centerx)
        return None

    def drop(self, grab: Grab, pos: tuple[int, int]) -> None:
        table = self.table
        dragged = table.released_rects(grab)
        item = grab.item
        if isinstance(item, StockPile | DiscardTop):
            if table.in_hand_area(pos):
                table.play(DrawStock() if isinstance(item, StockPile) else TakeDiscard(),
                           "draw" if isinstance(item, StockPile) else "take", dragged)
            else:
                table.stage.fly_home(dragged)
            return
        cards = table.drag_cards(grab)
        if isinstance(item, HandCard) and table.in_hand_area(pos) and len(cards) == 1:
            table.stage.fly_home(dragged)  # a reorder: the gap opened while dragging
            return
        target = self.target_at(pos)
        if target is None:
            table.stage.fly_home(dragged)
            return
        self.resolve(cards, target, dragged)

    def resolve(self, cards: list[Card], target: gestures.Target,
                dragged: dict[int, pygame.Rect]) -> None:
        """A drop of ``cards`` on ``target`` becomes the legal action it means; on the
        new-combination area the cards join the selection and are laid as soon as the
        selection is a legal combination."""
        table = self.table
        if table.out_of_turn(dragged):
            return
        obs = table.obs
        legal = list(obs.legal)
        attempt = _attempt(target)
        if isinstance(target, gestures.OnNew):
            staged = list(dict.fromkeys([*table.hand.selection, *cards]))
            found = gestures.matching(legal, frozenset(staged), target)
            if found:
                table.hand.selection = staged
                self.lay_variants(found, dragged)
                return
            if any(isinstance(a, Lay) and set(staged) <= set(a.cards()) for a in legal):
                table.hand.selection = staged
                shown = " ".join(card_str(c) for c in sorted_cards(staged))
                table.say(lambda: Message(tr("sixseq.table.staged", cards=shown)))
                table.rebuild()
                table.stage.fly_home(dragged)
                table.refresh()
                return
            table.play(gestures.plausible(obs, staged, target), attempt, dragged)
            return
        found = gestures.resolve(legal, frozenset(cards), target, obs)
        table.play(found[0] if found else gestures.plausible(obs, cards, target), attempt,
                   dragged)

    def lay_variants(self, variants: list[Action],
                     dragged: dict[int, pygame.Rect] | None = None) -> None:
        table = self.table
        if len(variants) == 1:
            table.play(variants[0], "lay", dragged)
        else:
            table.chooser.open(variants)
            table.stage.fly_home(dragged or {})
            table.refresh()

    def lay_selection(self) -> None:
        """The *Lay the selection* button: lay the selected cards as a new combination."""
        table = self.table
        picked = table.hand.selection
        if not may_lay_picked(table, bool(picked)):
            return
        obs = table.obs
        found = gestures.matching(list(obs.legal), frozenset(picked), gestures.OnNew())
        if found:
            self.lay_variants(found)
        else:
            table.play(gestures.plausible(obs, picked, gestures.OnNew()), "lay")

    def click(self, grab: Grab, double: bool) -> None:
        table = self.table
        item = grab.item
        if isinstance(item, StockPile):
            table.play(DrawStock(), "draw")
        elif isinstance(item, DiscardTop):
            table.play(TakeDiscard(), "take")
        elif isinstance(item, HandCard | SeriesCard):
            table.toggle(item.card)  # a double-click's first click picked it: it is unpicked
            if double:
                self.double(item.card)

    def double(self, card: Card) -> None:
        table = self.table
        if table.out_of_turn():
            return
        selection = [c for c in table.hand.selection if c != card]
        action = gestures.likely_use(table.obs, card, selection)
        if action is None:
            table.say(lambda: Message(tr("sixseq.table.no_use", card=card_str(card))))
            table.app.sounds.play("invalid")
        else:
            table.play(action)

    def stop(self) -> None:
        """The phase button: end the lay-down, the completing, or a final-phase turn."""
        table = self.table
        table.play(PASS if table.obs.phase == Phase.FINAL else Stop(), "stop")

    def choose(self, chosen: Action | None) -> None:
        """Play the chooser's way (a click beside the rows closes it)."""
        table = self.table
        table.chooser.close()
        if chosen is not None:
            table.play(chosen, "lay")
        table.refresh()


def _attempt(target: gestures.Target) -> str:
    """What a drop on ``target`` tried, for the refusal's first words."""
    if isinstance(target, gestures.OnDiscard):
        return "discard"
    if isinstance(target, gestures.OnNew):
        return "lay"
    return "add"
