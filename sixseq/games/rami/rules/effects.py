"""What a Rami play does (RA-MELD, RA-JOKER, RA-TURN-2/4, RA-OPEN-2): the cards leaving the
hand and the combination made or changed, or the refusal of a play that is not possible; and
the mover's turn as the planner (:mod:`.reach`) sees it, now or after such a play.

Like :mod:`.movegen` and :mod:`.referee`, these functions are part of ``GameState``: they read
its fields directly (no copies, no indirection in hot loops) and never change it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from sixseq.games.rami.rules.actions import Add, Lay, Swap
from sixseq.games.rami.rules.cards import JOKER, JOKER_AS, N_KINDS, Card, card_glyph, token_card
from sixseq.games.rami.rules.melds import Combination, Series, extended, grown, meld_of, swapped
from sixseq.games.rami.rules.reach import OPENING, TurnView
from sixseq.games.rami.rules.refusals import REFUSE

if TYPE_CHECKING:
    from sixseq.games.rami.rules.state import GameState


NONE = -1  # no card, no seat: nothing taken and still owed, no winner yet

Hand = tuple[int, ...]  # counts by card, index 52 the jokers


class Effect:
    """What a play does: the cards leaving hand and the combination it makes or changes."""

    __slots__ = ("combo", "gain", "new", "removed", "swap")

    def __init__(self, removed: list[Card], combo: Combination, new: bool, gain: int,
                 swap: bool = False) -> None:
        self.removed = removed
        self.combo = combo
        self.new = new
        self.gain = gain  # worth added to the table (for the opening, RA-OPEN-2)
        self.swap = swap


def settle(pending: int, owed: int, effect: Effect) -> tuple[int, int]:
    """What is still owed after a play: the taken card once a copy of it is on the table
    (RA-DECK-1: the copies are equal), and one joker less for each joker laid."""
    jokers = effect.removed.count(JOKER)
    if pending == JOKER and jokers:
        pending, jokers = NONE, jokers - 1
    elif pending >= 0 and pending in effect.removed:
        pending = NONE
    owed = max(0, owed - jokers)
    if effect.swap:
        owed += 1
    return pending, owed


def in_hand(state: GameState, cards: Sequence[Card]) -> None:
    """RA-TURN-2: refuse cards the mover does not hold (as many times as given)."""
    hand = state._hands[state.to_move]
    for card in cards:
        if not 0 <= card < N_KINDS:
            raise REFUSE("not_in_hand", card=str(card))
        if cards.count(card) > hand[card]:
            raise REFUSE("not_in_hand", card=card_glyph(card))


def effect_of(state: GameState, action: Lay | Add | Swap) -> Effect:
    """What a play does, or the refusal of a play that is not possible (RA-MELD,
    RA-JOKER, RA-TURN-2, RA-TURN-4, RA-OPEN-2)."""
    seat = state.to_move
    if isinstance(action, Lay):
        for token in action.tokens:
            if not 0 <= token < JOKER_AS + JOKER or token == JOKER:
                raise REFUSE("not_in_hand", card=str(token))
        removed = [token_card(t) for t in action.tokens]
        combo = meld_of(action.tokens, state._next_id, seat)
        in_hand(state, removed)
        return Effect(removed, combo, True, combo.value())
    combo_before = state._combos.get(action.combo)
    if combo_before is None:
        raise REFUSE("no_combination", combo=action.combo)
    if not state._laid[seat]:
        raise REFUSE("not_laid")
    opening = state.config.open51 and not state._opened[seat]
    if isinstance(action, Swap):
        if opening:
            raise REFUSE("not_opened")
        in_hand(state, [action.card])
        return Effect([action.card], swapped(combo_before, action.card), False, 0,
                      swap=True)
    if opening and action.combo not in state._turn_combos:
        raise REFUSE("not_opened")
    for token in action.tokens():
        if not 0 <= token < JOKER_AS + JOKER or token == JOKER:
            raise REFUSE("not_in_hand", card=str(token))
    if isinstance(combo_before, Series) != action.series:
        raise REFUSE("which_side")
    if action.combo in state._closed and any(t >= JOKER_AS for t in action.tokens()):
        raise REFUSE("joker_back", combo=action.combo)
    if isinstance(combo_before, Series):
        after: Combination = grown(combo_before, action.above)
    else:
        after = extended(combo_before, action.below, action.above)
    removed = action.cards()
    in_hand(state, removed)
    return Effect(removed, after, False, after.value() - combo_before.value())


def turn_view(state: GameState) -> TurnView:
    """The mover's turn as the planner (:mod:`.reach`) sees it."""
    seat = state.to_move
    return TurnView(list(state._hands[seat]), list(state._combos.values()),
                    state.config.open51, state._laid[seat], state._opened[seat],
                    state._turn_value, state._turn_combos, state._pending, state._owed,
                    state._closed)


def view_after(state: GameState, effect: Effect) -> TurnView:
    """The mover's turn once ``effect`` is played (nothing changed here)."""
    view = turn_view(state)
    for card in effect.removed:
        view.hand[card] -= 1
    if effect.swap:
        view.hand[JOKER] += 1
    table = view.table
    if effect.new:
        table.append(effect.combo)
    else:
        table[next(i for i, c in enumerate(table) if c.id == effect.combo.id)] = effect.combo
    view.laid = view.laid or effect.new
    opening = state.config.open51 and not view.opened
    if opening and (effect.new or effect.combo.id in view.turn_combos):
        view.turn_value += effect.gain
        if effect.new:
            view.turn_combos = view.turn_combos | {effect.combo.id}
        view.opened = view.turn_value >= OPENING
    if not state.config.open51:
        view.opened = view.laid
    view.pending, view.owed = settle(view.pending, view.owed, effect)
    if effect.swap:
        view.closed = view.closed | {effect.combo.id}
    return view
