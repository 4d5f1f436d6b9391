"""Le Carré's rules core as a whole: random self-play with every invariant checked after every
action, the notation round trip, random illegal actions refused with the state unchanged, the
move generator against the validator, undo and copies, what observations hide, and pinned
legal-action counts on fixed positions (perft)."""

from __future__ import annotations

import contextlib
import random
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_carre_support import fingerprint, play_random

from sixseq.decks.standard import DECK, parse_card, rank_of
from sixseq.engine.refusal import IllegalAction
from sixseq.games.carre.rules.actions import Action, Draw, EndTurn, Move, parse_action
from sixseq.games.carre.rules.observation import Phase
from sixseq.games.carre.rules.places import COLUMNS, HAND, SQUARE
from sixseq.games.carre.rules.state import MAX_GAME_ACTIONS, CarreState

VARIANTS = (False, True)


def random_position(seed: int, variant: bool, steps: int) -> CarreState:
    """A position ``steps`` random actions into the game dealt from ``seed``."""
    rng = random.Random(seed)
    state = CarreState(seed, seed % 2, variant)
    for _ in range(steps):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


# --- self-play -----------------------------------------------------------------------------------

@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_keep_every_invariant_after_every_action(variant: bool) -> None:
    """104 cards each in exactly one place, every pile built by the rules, the turn's data in
    range, the game within its bound; and every game ends."""
    for seed in range(25):
        state = CarreState(seed, seed % 2, variant)
        rng = random.Random(seed)
        assert state.problems() == []
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
            assert state.problems() == [], (seed, len(state.actions))
            assert sum(map(len, state.hands)) + len(state.stock) + \
                len(state.table.cards()) == 104
        assert len(state.actions) <= MAX_GAME_ACTIONS
        outcome = state.outcome()
        assert outcome is not None and outcome.cards_left == tuple(map(len, state.hands))


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_many_random_games_keep_every_invariant(variant: bool) -> None:
    for seed in range(1000, 1300):
        state = CarreState(seed, seed % 2, variant)
        rng = random.Random(seed)
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
            assert state.problems() == []


# --- notation ------------------------------------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 300), variant=st.booleans())
def test_every_legal_action_round_trips_through_its_notation(seed: int, steps: int,
                                                              variant: bool) -> None:
    state = random_position(seed, variant, steps)
    for action in state.legal_actions():
        assert parse_action(str(action)) == action
        assert parse_action(action.text(ascii=False)) == action
        assert str(action).isascii() and len(str(action)) <= 12


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_bad_notation_raises_value_error_only(text: str) -> None:
    with contextlib.suppress(ValueError):
        parse_action(text)


def test_bad_notation_names_the_text() -> None:
    for text in ("", "drew", "5h h>e5", "5h l1>a1", "5h a1>h", "Zz h>a1", "5h h>a1>b1",
                 "x" * 10_000, "[" * 5000):
        with pytest.raises(ValueError) as info:
            parse_action(text)
        assert repr(text[:40]) in str(info.value) or repr(text[:40])[:-1] in str(info.value)


# --- refusals ------------------------------------------------------------------------------------

def every_action() -> list[Action]:
    """Every action the notation can name."""
    sources = (*SQUARE, HAND)
    targets = (*SQUARE, *COLUMNS)
    return [Draw(), EndTurn(), *(Move(c, s, t) for c, s, t in product(DECK, sources, targets))]


ALL_ACTIONS = every_action()


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_generator_lists_exactly_what_the_validator_lets_through(variant: bool) -> None:
    """Every action the notation can name, checked on random positions: the legal ones are
    exactly those ``check`` accepts, the others are refused with a rule id and change
    nothing."""
    rng = random.Random(5)
    for index in range(12):
        state = random_position(rng.getrandbits(32), variant, rng.randrange(0, 400))
        legal = set(state.legal_actions())
        accepted = set()
        for action in ALL_ACTIONS:
            try:
                state.check(action)
            except IllegalAction as refusal:
                assert refusal.rule.startswith("CA-"), refusal
                assert refusal.key.startswith("carre.refusal.")
            else:
                accepted.add(action)
        assert accepted == legal, index
        assert len(legal) == len(state.legal_actions())  # no action listed twice


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 300), variant=st.booleans(),
       picks=st.lists(st.integers(0, len(ALL_ACTIONS) - 1), min_size=1, max_size=25))
def test_random_illegal_actions_are_refused_and_change_nothing(
        seed: int, steps: int, variant: bool, picks: list[int]) -> None:
    state = random_position(seed, variant, steps)
    legal = set(state.legal_actions())
    before = fingerprint(state)
    for pick in picks:
        action = ALL_ACTIONS[pick]
        if action in legal:
            continue
        with pytest.raises(IllegalAction) as info:
            state.apply(action)
        assert info.value.rule.startswith("CA-")
        assert fingerprint(state) == before


# --- undo, copies ----------------------------------------------------------------------------

@pytest.mark.parametrize("variant", VARIANTS)
def test_push_and_pop_undo_exactly(variant: bool) -> None:
    rng = random.Random(3)
    for seed in range(8):
        state = CarreState(seed, 0, variant)
        marks = []
        while not state.is_over() and len(marks) < 150:
            marks.append(fingerprint(state))
            state.push(rng.choice(state.legal_actions()))
        while marks:
            action = state.actions[-1]
            assert state.pop() == action
            assert fingerprint(state) == marks.pop()
        with pytest.raises(IndexError):
            state.pop()


def test_a_copy_is_independent() -> None:
    state = random_position(9, False, 40)
    twin = state.copy()
    assert fingerprint(twin)[:-2] == fingerprint(state)[:-2]
    play_random(twin, random.Random(1))
    assert twin.is_over() and not state.is_over()
    assert state.problems() == []


def test_reveals_only_the_draw() -> None:
    for seed in range(10):
        state = random_position(seed, seed % 2 == 1, 60)
        for action in state.legal_actions():
            assert state.reveals(action) == isinstance(action, Draw)


# --- observations ----------------------------------------------------------------------------

def test_observations_hide_the_other_hand_and_the_stock_order() -> None:
    """Two positions differing only in the other hand's cards and the stock's order look the
    same to the seat; the other seat sees the difference."""
    for seed in range(20):
        state = random_position(seed, seed % 2 == 1, 30 + seed)
        if state.is_over() or not state.stock:
            continue
        seat = state.to_move
        other = 1 - seat
        twin = state.copy()
        i = seed % len(twin.hands[other])
        card = twin.hands[other][i]
        j = next((k for k, c in enumerate(twin.stock) if c != card), None)
        if j is None:
            continue
        twin.hands[other][i], twin.stock[j] = twin.stock[j], card
        twin.hands[other].sort()
        twin.stock.reverse()
        assert twin.observation(seat) == state.observation(seat)
        assert twin.observation(other) != state.observation(other)
        assert state.observation(other).legal == ()


def test_an_observation_shows_the_whole_table_and_the_counts() -> None:
    state = random_position(4, False, 80)
    obs = state.observation(0)
    assert obs.piles == tuple(map(tuple, state.table.piles))
    assert obs.hand == tuple(state.hands[0])
    assert obs.hand_sizes == tuple(map(len, state.hands))
    assert obs.stock_count == len(state.stock)
    assert sum(obs.unseen().values()) == len(state.hands[1]) + len(state.stock)


@pytest.mark.parametrize("variant", VARIANTS)
def test_from_observation_deals_the_unseen_cards_consistently(variant: bool) -> None:
    for seed in range(15):
        state = random_position(seed, variant, 20 + 7 * seed)
        if state.is_over():
            continue
        seat = state.to_move
        obs = state.observation(seat)
        for k in range(3):
            world = CarreState.from_observation(obs, random.Random(k))
            assert world.observation(seat) == obs
            assert [p for p in world.problems() if "actions" not in p] == []
            if not variant and obs.turn >= 1:  # CA-TURN-2: the other hand holds no ace
                assert all(rank_of(c) != 1 for c in world.hands[1 - seat])


# --- perft: pinned legal-action counts -----------------------------------------------------------

def perft(state: CarreState, depth: int) -> int:
    """Leaf positions ``depth`` actions ahead (every action counts, as in chess perft)."""
    if depth == 0 or state.is_over():
        return 1
    total = 0
    for action in state.legal_actions():
        state.push(action)
        total += perft(state, depth - 1)
        state.pop()
    return total


PINNED = [
    # (seed, variant, random steps, its phase, legal actions, perft 2, perft 3 or None)
    (1, False, 0, Phase.DRAW, 1, 21, 252),
    (2, False, 1, Phase.PLAY, 8, 99, 1259),
    (3, False, 30, Phase.START, 5, 40, 630),
    (6, False, 45, Phase.PLAY, 7, 65, 639),
    (4, True, 1, Phase.START, 14, 120, 576),
    (7, True, 25, Phase.PLAY, 15, 280, 5334),
    (5, True, 12, Phase.PLAY, 46, 1586, None),
]


@pytest.mark.parametrize(("seed", "variant", "steps", "phase", "legal", "two", "three"),
                         PINNED)
def test_pinned_legal_action_counts(seed: int, variant: bool, steps: int, phase: Phase,
                                    legal: int, two: int, three: int | None) -> None:
    state = random_position(seed, variant, steps)
    assert state.phase == phase
    assert len(state.legal_actions()) == legal
    assert perft(state, 2) == two
    if three is not None:
        assert perft(state, 3) == three


def test_a_position_counted_by_hand() -> None:
    """On the quiet square with Q♥ J♥ at a1 and 10♥ 10♠ Q♥ in hand: the 10♥ on a1, the Q♥
    on either K♥ (c4, d4), and the end of the turn — nothing else moves."""
    from test_carre_support import position

    state = position({"a1": "Qh Jh"}, ("10h 10s Qh", "9c"))
    assert sorted(map(str, state.legal_actions())) == ["10h h>a1", "Qh h>c4", "Qh h>d4",
                                                       "end"]


def test_an_observation_tells_a_table_where_a_dragged_card_may_go() -> None:
    """The places a table lights up for a dragged card are its legal moves' targets; the
    put-outs are told apart (the table plays them by themselves)."""
    from test_carre_support import position

    from sixseq.games.carre.rules.places import parse_place

    state = position({"a1": "Qh Jh", "b2": ""}, ("10h Qh 3c", "9c"))
    obs = state.observation(0)
    assert sorted(obs.targets(parse_card("10h"))) == sorted(
        map(parse_place, ("a1", "b2")))
    assert sorted(obs.targets(parse_card("Qh"))) == sorted(
        map(parse_place, ("b2", "c4", "d4")))
    assert obs.targets(parse_card("Jh"), parse_place("a1")) == [parse_place("b2")]
    assert state.observation(1).targets(parse_card("9c")) == []  # not its turn
    state = position({}, ("Ad 3c", "9c"), stock="5d")
    state.apply(Draw())
    obs = state.observation(0)
    assert obs.phase == Phase.START and all(obs.is_put_out(a) for a in obs.legal)
    assert len(obs.targets(parse_card("Ad"))) == 8
