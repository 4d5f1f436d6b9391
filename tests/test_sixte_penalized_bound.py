"""The penalized bound of tools/sixte_penalized_bound.py: its deals are drawn from exactly what
the player knows, its early tests never turn away a deal the replay keeps, deeper penalties
only lower it, and where the hidden cards can lie only one way its values are the truth."""

from __future__ import annotations

import itertools
import random
from collections import Counter

from sixseq.games.sixte.bots.base import make_bot
from sixseq.games.sixte.bound import best_share, to_turn
from sixseq.games.sixte.rules.cards import SEATS, Options
from sixseq.games.sixte.rules.hand import HandState
from tools.sixte_penalized_bound import (
    Search,
    Tally,
    history,
    pair_allowed,
    sample_deals,
)

EASY = make_bot("easy")


def decision(seed: int, seat: int, trick: int) -> HandState:
    """The player at ``seat`` to move in trick ``trick`` (0-based), playing random legal cards
    before, the rivals Easy."""
    rng = random.Random(seed)
    state = HandState(seed, seed % SEATS, Options())
    to_turn(state, seat, EASY)
    while len(state.winners) < trick:
        state.play(rng.choice(state.playable_cards()))
        to_turn(state, seat, EASY)
    return state


def replays(deal: HandState, seat: int) -> bool:
    """Whether Easy, dealt ``deal``'s hands as they were before the first card, plays every
    rival card ``deal`` shows played."""
    plays = history(deal.observation(seat))
    hands = [list(deal.hand(s)) + [c for p, c in plays if p == s] for s in range(SEATS)]
    trial = HandState.from_position(hands, deal.dealer, deal.trump_card)
    for player, card in plays:
        if player != seat and EASY.choose(trial.observation(player)).card != card:
            return False
        trial.play(card)
    return True


def test_sampled_deals_hold_what_the_player_saw_and_explain_every_rival_play() -> None:
    for seed, trick in ((1, 0), (2, 1), (3, 2), (4, 3)):
        seat = seed % SEATS
        state = decision(seed, seat, trick)
        obs = state.observation(seat)
        deals, tries, rejects = sample_deals(obs, EASY, random.Random(seed), 8, 200_000, True)
        assert len(deals) == 8 and tries >= 8 and rejects == 0
        for deal in deals:
            assert deal.hand(seat) == state.hand(seat)
            assert deal.tricks == state.tricks and deal.trick == state.trick
            assert deal.trump_holder() == state.trump_holder()
            if state.trump_holder() is not None:
                assert deal.trump_card in deal.hand(state.dealer)
            assert [len(deal.hand(s)) for s in range(SEATS)] == [
                len(state.hand(s)) for s in range(SEATS)]
            assert replays(deal, seat)


def test_the_two_card_test_never_turns_away_a_deal_the_replay_keeps() -> None:
    kept = 0
    for seed in range(10, 22):
        seat = seed % SEATS
        state = decision(seed, seat, 1 + seed % 2)
        obs = state.observation(seat)
        deals, _, _ = sample_deals(obs, EASY, random.Random(seed), 20, 100_000, False)
        allowed = pair_allowed(obs, EASY, obs.options.deck())
        for deal in deals:  # kept by the replay alone (voids as the only early test)
            kept += 1
            for s in range(SEATS):
                if s != seat:
                    assert set(deal.hand(s)) <= allowed[s], (seed, s)
    assert kept > 12 * 15


def test_deeper_penalties_only_lower_the_bound() -> None:
    rivals = make_bot("easy")
    for deal in range(3):
        for seat in (0, 3):
            state = HandState(1_650_000 + deal, deal % SEATS, Options())
            search = Search(seat, rivals, 6, 3, 20_000, f"test/{deal}/{seat}", Tally(), True)
            seeing, _, (m1, m2, m3) = search.root(state)
            assert m1 >= m2 >= m3
            assert m1 <= 1.0 and seeing in (0.0, 1.0)


def test_where_the_hidden_cards_lie_one_way_the_values_are_the_truth() -> None:
    """The player fifth in the last trick: one rival holds the one unseen card."""
    checked = 0
    for seed in range(60):
        dealer = seed % SEATS
        seat = (dealer + 5) % SEATS  # fifth in the first trick
        state = HandState(seed, dealer, Options())
        rng = random.Random(seed)
        to_turn(state, seat, EASY)
        while len(state.winners) < 5 and not state.is_over():
            state.play(rng.choice(state.playable_cards()))
            to_turn(state, seat, EASY)
        if state.is_over() or len(state.trick.cards) != 4:
            continue
        search = Search(seat, EASY, 4, 6, 1000, f"one/{seed}", Tally(), True)
        valued = search.values(state)
        assert valued is not None
        q, w = valued
        truth = {}
        for card in state.playable_cards():
            child = state.copy()
            child.play(card)
            truth[card] = best_share(child, seat, EASY)
        assert q == truth
        assert w == max(truth.values())
        checked += 1
    assert checked >= 3


def explaining_deals(state: HandState, seat: int) -> set[tuple[tuple[int, ...], ...]]:
    """Every deal (the hands as dealt) that agrees with what ``seat`` saw in ``state``, found by
    trying every arrangement of the unseen cards: the set exact draws must cover evenly."""
    obs = state.observation(seat)
    plays = history(obs)
    seen = set(obs.hand) | {c for _, c in plays} | {obs.trump_card}
    unseen = [c for c in obs.options.deck() if c not in seen]
    holder = obs.trump_holder
    dealt = [[c for p, c in plays if p == s] for s in range(SEATS)]
    dealt[seat] += obs.hand
    if holder is not None and holder != seat:
        dealt[holder].append(obs.trump_card)
    others = [s for s in range(SEATS) if s != seat]
    room = [obs.hand_sizes[s] - (1 if s == holder else 0) for s in others]
    found = set()
    for order in itertools.permutations(unseen):
        hands = [list(h) for h in dealt]
        at = 0
        for s, size in zip(others, room, strict=True):
            hands[s] += order[at:at + size]
            at += size
        deal = HandState.from_position(hands, obs.dealer, obs.trump_card)
        for _, card in plays:
            deal.play(card)
        if replays(deal, seat):
            found.add(dealt_hands(deal, seat))
    return found


def dealt_hands(deal: HandState, seat: int) -> tuple[tuple[int, ...], ...]:
    plays = history(deal.observation(seat))
    return tuple(tuple(sorted([*deal.hand(s), *(c for p, c in plays if p == s)]))
                 for s in range(SEATS))


def test_the_draws_are_even_over_every_deal_that_explains_what_the_player_saw() -> None:
    """Before the last trick (one unseen card a rival), the explaining deals can be listed:
    the draws reach each of them, none other, and about equally often (a draw favouring some
    deals would bias every value the bound takes from them)."""
    uneven = 0
    for seed, count in ((0, 2), (1, 3), (2, 4)):
        seat = seed % SEATS
        state = decision(seed, seat, 5)
        truth = explaining_deals(state, seat)
        assert len(truth) == count
        deals, _, _ = sample_deals(state.observation(seat), EASY, random.Random(seed), 200,
                                   10**6, True)
        drawn = Counter(dealt_hands(deal, seat) for deal in deals)
        assert set(drawn) == truth
        expected = len(deals) / count
        chi2 = sum((n - expected) ** 2 / expected for n in drawn.values())
        uneven += chi2 > 3 * count + 10  # far beyond chance for count - 1 degrees of freedom
    assert uneven == 0
