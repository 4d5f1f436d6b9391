"""Which Rami actions are legal now (RA-TURN … RA-OPEN): the generator behind
``GameState.legal_actions``. While something must still go on the table, a play is kept only
if the turn can still end after it, known at once from what it pays or from a few plans that
finish the turn, else by asking the exact planner (:mod:`.reach`). Before a player has
opened under "51 to open", the turn's first lays are judged all together
(:func:`.reach.first_lays`).
"""

from __future__ import annotations

from itertools import islice
from typing import TYPE_CHECKING

from sixseq.games.rami.rules.actions import DRAW, TAKE, Action, Add, Discard, Lay, Swap
from sixseq.games.rami.rules.cards import (
    HIGH,
    JOKER,
    JOKER_AS,
    LOW,
    N_KINDS,
    N_RANKS,
    Card,
    positions_of,
    token_card,
)
from sixseq.games.rami.rules.effects import Effect, Hand, effect_of, turn_view, view_after
from sixseq.games.rami.rules.gen import all_lays, sequence_adds, series_adds
from sixseq.games.rami.rules.melds import Combination, swap_cards
from sixseq.games.rami.rules.melds import Sequence as Run
from sixseq.games.rami.rules.reach import Plan, TurnView, first_lays, plan_finish, plans
from sixseq.games.rami.rules.table import Phase

if TYPE_CHECKING:
    from sixseq.games.rami.rules.state import GameState


_WITNESSES = 16  # plans kept to accept plays without a search


def generate(state: GameState) -> list[Action]:
    """Every legal action of the seat to move (behind ``GameState.legal_actions``)."""
    if state.phase == Phase.OVER:
        return []
    if state.phase == Phase.DRAW:
        return [DRAW, TAKE] if state._discard and take_ok(state) else [DRAW]
    seat = state.to_move
    hand = state._hands[seat]
    view = turn_view(state)
    opening = state.config.open51 and not state._opened[seat]
    owing = view.obligations()
    careful = owing or opening
    spares: list[tuple[Plan, int]] = []
    lay_spares = spares
    if owing and not opening:
        if view.laid:
            spares = lay_spares = _witnesses(view)
        else:
            # Only lays are possible, and any lay gives the permission to add and swap
            # (RA-TURN-4): a plan for a player who has laid still works after a lay
            # that leaves it its cards.
            view.laid = view.opened = True
            lay_spares = _witnesses(view)
    out: list[Action] = []
    lays = all_lays(hand)
    verdicts = first_lays(view, lays) if opening and not view.turn_combos \
        else [None] * len(lays)
    for tokens, verdict in zip(lays, verdicts, strict=True):
        lay = Lay.canonical(tokens)
        if verdict is None:
            verdict = not careful or _keeps_finishable(
                state, lay, [token_card(t) for t in tokens], None, opening, lay_spares)
        if verdict:
            out.append(lay)
    if state._laid[seat]:
        for combo in state._combos.values():
            if opening and combo.id not in state._turn_combos:
                continue
            for add in _adds(hand, combo, combo.id not in state._closed):
                if not careful or _keeps_finishable(state, add, add.cards(), combo, opening,
                                                    spares):
                    out.append(add)
    if state._laid[seat] and not opening:
        for combo in state._combos.values():
            for card in swap_cards(combo):
                if hand[card]:
                    swap = Swap(combo.id, card)
                    if finishable_after(state, effect_of(state, swap)):
                        out.append(swap)
    if not owing:
        out.extend(Discard(c) for c in range(N_KINDS) if hand[c])
    return out


def _keeps_finishable(state: GameState, play: Lay | Add, removed: list[Card],
                      combo: Combination | None, opening: bool,
                      witnesses: list[tuple[Plan, int]]) -> bool:
    """Whether the turn can still end after ``play``: at once when it pays all that is
    owed, or leaves one of the known plans its cards and combinations; else by asking
    the planner."""
    if not opening:
        jokers = removed.count(JOKER)
        pending = state._pending
        if pending == JOKER:
            jokers -= 1
        elif pending >= 0 and pending not in removed:
            jokers = -99
        if jokers >= state._owed:
            return True  # everything owed goes on the table with this play
        if isinstance(play, Lay) and 0 <= pending < JOKER and not state._owed \
                and _lay_takes(play.tokens, pending):
            return True  # the taken card goes straight onto this new combination
    if witnesses:
        mask = 0
        for card in removed:
            mask |= 1 << card
        if mask.bit_count() == len(removed):  # (a card twice: the planner decides)
            for plan, blocked in witnesses:
                if not mask & blocked and (combo is None or combo.id not in plan.touched):
                    return True
    return finishable_after(state, effect_of(state, play))


def finishable_after(state: GameState, effect: Effect) -> bool:
    """Whether the mover's turn can still end once ``effect`` is played."""
    view = view_after(state, effect)
    return not view.obligations() or plan_finish(view) is not None


def take_ok(state: GameState) -> bool:
    """RA-TURN-1: the top discard may be taken only if it can be used this turn."""
    card = state._discard[-1]
    view = turn_view(state)
    view.hand[card] += 1
    view.pending = card
    return plan_finish(view) is not None


def _lay_takes(tokens: tuple[int, ...], card: Card) -> bool:
    """Whether ``card`` could be added on its own to the combination ``tokens`` lay: the
    suit a short series lacks, or the card next to a sequence's end (RA-MELD)."""
    first, last = tokens[0], tokens[-1]
    first = first - JOKER_AS if first >= JOKER_AS else first
    last = last - JOKER_AS if last >= JOKER_AS else last
    suit, index = divmod(card, N_RANKS)
    if first % N_RANKS == last % N_RANKS and first != last and len(tokens) < 5:  # a series
        if first % N_RANKS != index or len(tokens) == 4:
            return False
        return all((t - JOKER_AS if t >= JOKER_AS else t) // N_RANKS != suit for t in tokens)
    if first // N_RANKS != suit:
        return False
    low = 1 if first % N_RANKS == 0 else first % N_RANKS + 1
    high = low + len(tokens) - 1
    return any((p == low - 1 and low > LOW) or (p == high + 1 and high < HIGH)
               for p in positions_of(card))


def _witnesses(view: TurnView) -> list[tuple[Plan, int]]:
    """A few plans that finish the turn, each with the mask of the hand's cards it needs
    every copy of: a play that takes none of them leaves the plan possible."""
    hand = view.hand
    found = plans(view)
    out: list[tuple[Plan, int]] = []
    for plan in islice(found, _WITNESSES):
        spare = list(hand)
        for card in plan.used:
            spare[card] -= 1
        blocked = 0
        for card in set(plan.used):
            if spare[card] < 1:
                blocked |= 1 << card
        if all(blocked != other for _, other in out):
            out.append((plan, blocked))
    found.close()
    return out


def _adds(hand: Hand, combo: Combination, jokers: bool = True) -> list[Add]:
    """Every addition of hand cards to ``combo`` (none with a joker unless ``jokers``)."""
    if isinstance(combo, Run):
        adds = [Add(combo.id, below, above) for below, above in sequence_adds(hand, combo)]
    else:
        adds = [Add(combo.id, (), tokens, series=True) for tokens in series_adds(hand, combo)]
    return adds if jokers else [a for a in adds if JOKER not in a.cards()]
