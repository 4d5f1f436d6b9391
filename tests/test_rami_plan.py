"""Medium's hand planner (``bots/plan.py``) finds the cheapest partition of a hand: checked
against a brute force whose pieces come from elsewhere — the combinations from the tests'
own shape enumerator and the rules' check (``valid_lays``), the near pairs from whether a
third real card would make a combination of them."""

from __future__ import annotations

import functools
import random

import pytest
from rami_helpers import valid_lays

from sixseq.games.rami.bots.plan import Planner, Weights
from sixseq.games.rami.rules.cards import (
    JOKER,
    N_KINDS,
    N_RANKS,
    Card,
    counts_of,
    hand_points,
    token_card,
)

# near == dead_near: a near pair costs the same whatever completions are unseen, so the brute
# force needs no count of them (the planner's own share of unseen copies is not judged here).
WEIGHTS = Weights(near=0.6, dead_near=0.6, danger=0.3)


@functools.cache
def near_pairs() -> frozenset[tuple[Card, Card]]:
    """The pairs of real cards that some third real card makes a combination of: every two
    cards of a three-card combination without a joker."""
    every_card = counts_of(list(range(JOKER)))
    return frozenset((x, y) for tokens in valid_lays(every_card) if len(tokens) == 3
                     for x in tokens for y in tokens if x != y)


def brute_cost(hand: list[int], addable: frozenset[Card]) -> float:
    """The least cost of a partition of ``hand`` into loose or addable cards, near pairs,
    combinations and jokers left over, trying every block that holds the hand's first card."""
    memo: dict[bytes, float] = {}
    w = WEIGHTS
    lays = [[token_card(t) for t in tokens] for tokens in valid_lays(hand)]

    def best(held: list[int]) -> float:
        key = bytes(held)
        if key in memo:
            return memo[key]
        first = next((x for x in range(JOKER) if held[x]), -1)
        if first < 0:
            memo[key] = held[JOKER] * w.joker
            return memo[key]
        held[first] -= 1
        single = w.addable if first in addable else \
            w.loose + (w.point + w.danger) * hand_points((first,))
        cost = single + best(held)
        for second in range(JOKER):
            if held[second] and (first, second) in near_pairs():
                held[second] -= 1
                cost = min(cost, 2 * w.near + (w.point + w.danger) * hand_points((first, second))
                           + best(held))
                held[second] += 1
        held[first] += 1
        for used in lays:
            if first not in used or any(held[x] < used.count(x) for x in used):
                continue
            for x in used:
                held[x] -= 1
            cost = min(cost, w.melded * len(used) + (JOKER in used) * w.joker + best(held))
            for x in used:
                held[x] += 1
        memo[key] = cost
        return cost

    return best(list(hand))


def random_hand(rng: random.Random) -> list[Card]:
    """Seven to nine cards from two suits and six ranks (so combinations and pairs are
    common), a joker one time in three, some cards twice (two decks)."""
    suits = rng.sample(range(4), 2)
    low = rng.randrange(0, N_RANKS - 5)
    pool = [s * N_RANKS + r for s in suits for r in range(low, low + 6)] * 2
    hand = rng.sample(pool, rng.randint(7, 9))
    if rng.random() < 1 / 3:
        hand[0] = JOKER
    return hand


@pytest.mark.parametrize("seed", range(4))
def test_the_planner_finds_the_cheapest_partition(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(40):
        hand = counts_of(random_hand(rng))
        held = [x for x in range(JOKER) if hand[x]]
        addable = frozenset(rng.sample(held, rng.randint(0, 2)))
        planner = Planner([2] * N_KINDS, addable, WEIGHTS)
        plan = planner.plan(hand)
        assert plan.cost == pytest.approx(brute_cost(hand, addable)), hand
        # The partition it names holds the hand's cards, each once.
        named = [*plan.melded_cards(), *plan.adds, *(x for pair in plan.nears for x in pair),
                 *plan.loose, *[JOKER] * plan.jokers]
        assert counts_of(named) == hand
