"""What a seat may know (and no more), what a table draws from, and full positions sampled
consistently with an observation (for Hard)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_sixte_support import c, position

from sixseq.decks.standard import HEARTS, SPADES, parse_cards
from sixseq.engine.tricks import Limit
from sixseq.games.sixte.rules.cards import ORDER, Options, strength, suit
from sixseq.games.sixte.rules.hand import HandState
from sixseq.games.sixte.rules.invariants import check_invariants

SPADE_DEAL = ("10h 6h 9s 6d 7d 8d",
              "Ah 7h 10s 9d 10d Jd",
              "7s 6c 7c 8c 9c 10c",
              "Qh 8h 9h Jh Kh Qd",
              "6s Js Qs Kd Ad Jc",
              "Ks 8s As Qc Kc Ac")


def played_out(seed: int, steps: int, options: Options | None = None) -> HandState:
    state = HandState(seed, seed % 6, options)
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_an_observation_holds_what_the_table_shows() -> None:
    """Own hand, the trump card and its holder, tricks and their winners, the first trick's
    winner, the cards that may be played now, the game's score."""
    state = position(SPADE_DEAL, 5, "8s", plays="10h Ah 6c Qh Jc Qc 7h")
    obs = state.observation(2)
    assert obs.hand == state.hand(2) and obs.hand_sizes == (5, 4, 5, 5, 5, 5)
    assert (obs.trump_card, obs.trump, obs.trump_holder) == (c("8s"), SPADES, 5)
    assert obs.tricks == state.tricks and obs.winners == (1,) and obs.first_trick_winner == 1
    assert obs.trick.cards == (c("7h"),) and obs.trick.leader == 1
    assert obs.to_move == 2 and obs.playable == tuple(parse_cards("7s 7c 8c 9c 10c"))
    assert obs.tricks_won() == (0, 1, 0, 0, 0, 0) and obs.first_wins()[1] == 1
    assert obs.voids()[2] == frozenset({HEARTS}) and obs.voids()[4] == frozenset({HEARTS})
    assert obs.scores == (0,) * 6 and obs.dealer == 5 and not obs.is_over
    assert state.observation(3).legal == () and state.observation(3).playable == ()
    assert obs.played() == tuple(parse_cards("10h Ah 6c Qh Jc Qc 7h"))


def test_what_plays_show_under_the_options() -> None:
    state = position(SPADE_DEAL, 5, "8s", Options(must_trump=True),
                     plays="10h Ah 7s Qh Js Ks")
    limits = state.observation(0).limits()
    assert Limit(2, HEARTS) in limits and Limit(4, HEARTS) in limits
    assert Limit(4, SPADES) not in limits  # it trumped (J♠ over 7♠)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 35), seat=st.integers(0, 5),
       deck52=st.booleans())
def test_positions_differing_only_in_hidden_cards_look_the_same(
        seed: int, steps: int, seat: int, deck52: bool) -> None:
    """Swap two cards between two other hands (where neither play contradicts it): the
    seat's observation is unchanged, and it never holds another hand's cards."""
    state = played_out(seed, steps, Options(deck52=deck52))
    obs = state.observation(seat)
    others = [s for s in range(6) if s != seat]
    for s in others:
        assert not set(state.hand(s)) & set(obs.hand)
    a, b = others[0], others[1]
    # Everyone saw the turned-up trump card dealt to the dealer: it is not hidden.
    xs = [x for x in state.hand(a) if x != state.trump_card]
    ys = [y for y in state.hand(b) if y != state.trump_card]
    if not xs or not ys:
        return
    swapped = state.copy()
    hands = [list(swapped.hand(s)) for s in range(6)]
    hands[a][hands[a].index(xs[0])], hands[b][hands[b].index(ys[0])] = ys[0], xs[0]
    swapped._hands = tuple(tuple(h) for h in hands)  # a hidden change, made by hand
    assert swapped.observation(seat) == obs


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 35), seat=st.integers(0, 5),
       must_trump=st.booleans(), must_overtake=st.booleans(), deck52=st.booleans())
def test_a_sampled_position_agrees_with_everything_seen(
        seed: int, steps: int, seat: int, must_trump: bool, must_overtake: bool,
        deck52: bool) -> None:
    """from_observation: the same observation for the seat, the dealer keeping the trump
    card, no card in a hand that a play showed it cannot hold, the cards conserved."""
    options = Options(must_trump, must_overtake, deck52)
    state = played_out(seed, steps, options)
    obs = state.observation(seat)
    sample = HandState.from_observation(obs, random.Random(seed))
    assert sample.observation(seat) == obs
    assert check_invariants(sample) == []
    if obs.trump_holder is not None:
        assert obs.trump_card in sample.hand(obs.trump_holder)
    for limit in obs.limits():
        assert not any(limit.excludes(suit(x), strength(x)) for x in sample.hand(limit.seat))
    # the sample plays on to the end by the rules
    rng = random.Random(seed)
    while not sample.is_over():
        sample.apply(rng.choice(sample.legal_actions()))


def test_samples_vary_the_hidden_cards() -> None:
    state = played_out(4, 7)
    obs = state.observation(0)
    hands = {tuple(HandState.from_observation(obs, random.Random(i)).hand(3))
             for i in range(20)}
    assert len(hands) > 10
    assert ORDER.suit(obs.trump_card) == obs.trump


def test_a_sampled_position_keeps_a_searchers_limits_and_the_plays_made() -> None:
    """from_observation with ``limits`` (what a searching player reads into the plays, beyond
    the observation's own SX-PLAY-2 voids): no sampled hand breaks one; the cards played come
    back as the sample's actions; limits no deal can meet are a ValueError."""
    state = played_out(11, 9)
    obs = state.observation(0)
    unseen_hearts = [x for x in Options().deck() if suit(x) == HEARTS
                     and x not in obs.hand and x not in obs.played() and x != obs.trump_card]
    assert unseen_hearts and not any(lim.seat == 2 and lim.suit == HEARTS for lim in obs.limits())
    for seed in range(10):
        sample = HandState.from_observation(obs, random.Random(seed), [Limit(2, HEARTS)])
        assert not any(suit(x) == HEARTS for x in sample.hand(2))
        assert sample.actions == state.actions and sample.observation(0) == obs
    everyone = [Limit(s, HEARTS) for s in range(1, 6)]
    with pytest.raises(ValueError):
        HandState.from_observation(obs, random.Random(0), everyone)
