"""Medium's reading of a hand: its best partition into combinations ready to lay, cards the
table can take, near-combinations (two cards a third would complete) and loose cards.

The partition is the one that leaves the hand cheapest, where a card's cost is what keeping
it means: a loose card must be shed, a turn each, and counts its points if someone goes out
(RA-SCORE-1); a near-combination's cards cost less the more of the cards that would complete
it are still unseen (two decks: two copies of each, RA-DECK-1); a card in a combination or
that the table takes costs almost nothing. A depth-first search over the hand's first card
(left loose, laid in each combination holding it, paired, or added), memoized on the hand.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from sixseq.games.rami.rules.cards import (
    HIGH,
    JOKER,
    JOKER_AS,
    LOW,
    N_RANKS,
    Card,
    Token,
    card_at,
    hand_points,
    positions_of,
    token_card,
)
from sixseq.games.rami.rules.melds import Combination, Series
from sixseq.games.rami.rules.melds import Sequence as Run
from sixseq.games.rami.rules.worth import lays_holding


@dataclass(frozen=True, slots=True)
class Weights:
    """What keeping a card costs, in the units of one turn spent shedding a card."""

    loose: float = 1.0  # a loose card: one turn to shed it
    point: float = 0.04  # each point a card would count at the end (RA-SCORE-1)
    near: float = 0.45  # a card of a near-combination with all its completions unseen
    dead_near: float = 0.9  # ... with none left to come
    melded: float = 0.15  # a card in a combination still in hand (caught if a rival wins)
    addable: float = 0.05  # a card the table takes
    joker: float = 0.1  # a joker not yet used: it always finds a place once one has laid
    danger: float = 0.0  # extra weight on points when a rival may go out soon


DEFAULT = Weights()


@dataclass
class HandPlan:
    """The cheapest partition of a hand found, and its cost."""

    cost: float
    melds: list[tuple[Token, ...]] = field(default_factory=list)
    adds: list[Card] = field(default_factory=list)
    nears: list[tuple[Card, Card]] = field(default_factory=list)
    loose: list[Card] = field(default_factory=list)
    jokers: int = 0  # jokers left over (not in a combination)

    def melded_cards(self) -> list[Card]:
        return [token_card(t) for meld in self.melds for t in meld]


@functools.cache
def partners(card: Card) -> tuple[Card, ...]:
    """Real cards of higher index that make a near-combination with ``card`` (computed once
    per card: the planner asks for every card of every hand it reads)."""
    suit, index = divmod(card, N_RANKS)
    out = [s * N_RANKS + index for s in range(suit + 1, 4)]
    for position in positions_of(card):
        for other in range(position - 2, position + 3):
            if other != position and LOW <= other <= HIGH:
                partner = card_at(suit, other)
                if partner > card and partner not in out:
                    out.append(partner)
    return tuple(out)


@functools.cache
def completions(first: Card, second: Card) -> tuple[Card, ...]:
    """The cards that would make a combination of the pair."""
    suit, index = divmod(first, N_RANKS)
    if index == second % N_RANKS:
        taken = {suit, second // N_RANKS}
        return tuple(s * N_RANKS + index for s in range(4) if s not in taken)
    out: set[Card] = set()
    for p in positions_of(first):
        for q in positions_of(second):
            if abs(p - q) == 2:
                out.add(card_at(suit, (p + q) // 2))
            elif abs(p - q) == 1:
                for r in (min(p, q) - 1, max(p, q) + 1):
                    if LOW <= r <= HIGH:
                        out.add(card_at(suit, r))
    out.discard(first)
    out.discard(second)
    return tuple(sorted(out))


_Step = tuple[str, tuple[int, ...]]  # ("meld", tokens), ("near", pair), ("loose", (card,)) …


class Planner:
    """Best partitions of hands, for one view of the table (what is unseen, what the table
    takes), memoized across the hands asked about."""

    def __init__(self, unseen: Sequence[int], addable: Iterable[Card], weights: Weights = DEFAULT
                 ) -> None:
        self.unseen = unseen  # unseen copies by card
        self.addable = frozenset(addable)
        self.weights = weights
        self._memo: dict[bytes, tuple[float, tuple[_Step, ...]]] = {}
        self._nears: dict[tuple[Card, Card], float] = {}

    def card_cost(self, card: Card) -> float:
        """A loose card: a turn to shed it, and its points."""
        w = self.weights
        return w.loose + (w.point + w.danger) * hand_points((card,))

    def near_cost(self, first: Card, second: Card) -> float:
        found = self._nears.get((first, second))
        if found is not None:
            return found
        w = self.weights
        outs = sum(self.unseen[c] for c in completions(first, second))
        share = min(outs, 4) / 4
        per_card = w.dead_near + (w.near - w.dead_near) * share
        cost = 2 * per_card + (w.point + w.danger) * hand_points((first, second))
        self._nears[first, second] = cost
        return cost

    def plan(self, hand: Sequence[int]) -> HandPlan:
        counts = list(hand)
        cost, steps = self._best(counts)
        out = HandPlan(cost)
        for kind, value in steps:
            if kind == "meld":
                out.melds.append(value)
            elif kind == "add":
                out.adds.append(value[0])
            elif kind == "near":
                out.nears.append((value[0], value[1]))
            elif kind == "loose":
                out.loose.append(value[0])
            else:
                out.jokers = value[0]
        return out

    def cost(self, hand: Sequence[int]) -> float:
        return self._best(list(hand))[0]

    def _best(self, hand: list[int]) -> tuple[float, tuple[_Step, ...]]:
        key = bytes(hand)
        found = self._memo.get(key)
        if found is not None:
            return found
        first = next((c for c in range(JOKER) if hand[c]), -1)
        if first < 0:
            jokers = hand[JOKER]
            result: tuple[float, tuple[_Step, ...]] = (
                jokers * self.weights.joker, (("jokers", (jokers,)),) if jokers else ())
            self._memo[key] = result
            return result
        w = self.weights
        hand[first] -= 1
        cost, steps = self._best(hand)
        best: tuple[float, tuple[_Step, ...]]
        if first in self.addable:
            best = (cost + w.addable, (("add", (first,)), *steps))
        else:
            best = (cost + self.card_cost(first), (("loose", (first,)), *steps))
        for partner in partners(first):
            if hand[partner]:
                hand[partner] -= 1
                cost, steps = self._best(hand)
                hand[partner] += 1
                cost += self.near_cost(first, partner)
                if cost < best[0]:
                    best = (cost, (("near", (first, partner)), *steps))
        hand[first] += 1
        for tokens in lays_holding(hand, first):
            used = [token_card(t) for t in tokens]
            for c in used:
                hand[c] -= 1
            cost, steps = self._best(hand)
            for c in used:
                hand[c] += 1
            cost += w.melded * len(tokens) + (JOKER in used) * w.joker
            if cost < best[0]:
                best = (cost, (("meld", tokens), *steps))
        self._memo[key] = best
        return best


def addable_cards(table: Iterable[Combination], hand: Sequence[int]) -> set[Card]:
    """Real cards of the hand the table could take now or after others of the hand: the
    missing suits of short series, and runs of cards from a sequence's ends."""
    out: set[Card] = set()
    for combo in table:
        if isinstance(combo, Series):
            if len(combo) < 4:
                for suit in range(4):
                    card = suit * N_RANKS + combo.rank - 1
                    if not combo.suit_mask() >> suit & 1 and hand[card]:
                        out.add(card)
            continue
        assert isinstance(combo, Run)
        for step, start, stop in ((-1, combo.low - 1, LOW - 1), (1, combo.high + 1, HIGH + 1)):
            for position in range(start, stop, step):
                card = card_at(combo.suit, position)
                if not hand[card]:
                    break
                out.add(card)
    return out


def openings(combo: Combination) -> list[Card]:
    """The real cards that could be added to ``combo`` on the table at once: the suits a
    series of three lacks (RA-MELD-2), the card below and above a sequence (RA-MELD-3; an
    ace at either end closes that end, RA-DECK-2). What laying it offers the other players."""
    if isinstance(combo, Series):
        if len(combo) >= 4:
            return []
        return [suit * N_RANKS + combo.rank - 1 for suit in range(4)
                if not combo.suit_mask() >> suit & 1]
    return [card_at(combo.suit, position) for position in (combo.low - 1, combo.high + 1)
            if LOW <= position <= HIGH]


def meld_value(tokens: Sequence[Token]) -> int:
    """What a combination in hand would count at the end (its cards' hand points)."""
    return hand_points(token_card(t) for t in tokens)


def standin_of(tokens: Sequence[Token]) -> Card | None:
    return next((t - JOKER_AS for t in tokens if t >= JOKER_AS), None)


__all__ = ["DEFAULT", "HandPlan", "Planner", "Weights", "addable_cards", "completions",
           "meld_value", "openings", "partners", "standin_of"]
