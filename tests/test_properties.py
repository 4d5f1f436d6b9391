"""Properties over random play: the rules agree with themselves everywhere.

- every listed action passes ``check()``, and every candidate action is legal exactly when
  ``check()`` accepts it (the generator and the validator are two views of one rulebook);
- a refused action leaves the state unchanged; ``push``/``pop`` restore it exactly;
- notation round-trips; 120 cards are conserved and SS-MELD-3 holds after every action.
"""

import random

import pytest
from helpers import FOUR, TEAMS, THREE, TWO, fingerprint
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sixseq.decks.sixsuit import DECK, JOKER, N_RANKS, positions_for_rank
from sixseq.games.six_sequences.rules.actions import (
    Action,
    Add,
    Claim,
    Discard,
    DrawStock,
    Lay,
    Pass,
    Raid,
    Stop,
    SwapAce,
    SwapJoker,
    TakeDiscard,
    parse_action,
)
from sixseq.games.six_sequences.rules.errors import IllegalAction
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.melds import Series
from sixseq.games.six_sequences.rules.selfplay import check_invariants, run_selfplay
from sixseq.games.six_sequences.rules.table import Phase, TableConfig

CONFIGS = [TWO, THREE, FOUR, TEAMS]


def _placement(card: int, rng: random.Random) -> tuple[int, int]:
    if card % N_RANKS == JOKER:
        return rng.randint(1, 19), card
    return rng.choice(positions_for_rank(card % N_RANKS)), card


def candidate_actions(state: GameState, rng: random.Random, count: int = 40) -> list[Action]:
    """Near-legal actions: built from the mover's cards, own series and the table."""
    hand = list(state.hand(state.to_move))
    series_cards = [x for s in state.combinations() if isinstance(s, Series)
                    for x in s.cards()]
    pool = hand + series_cards + list(state.discard_pile[-1:]) + rng.sample(DECK, 3)
    combos = [x.id for x in state.combinations()] + [999]
    out: list[Action] = [DrawStock(), TakeDiscard(), Stop(), Pass()]
    for _ in range(count):
        kind = rng.randrange(8)
        if kind == 0:
            out.append(Discard(rng.choice(pool)))
        elif kind in (1, 2):
            cards = rng.sample(pool, min(len(pool), rng.randint(3, 4)))
            out.append(Lay(tuple(_placement(x, rng) for x in set(cards))))
        elif kind == 3:
            cards = set(rng.sample(pool, min(len(pool), rng.randint(1, 2))))
            out.append(Add(rng.choice(combos), tuple(_placement(x, rng) for x in cards)))
        elif kind == 4:
            pos, card = _placement(rng.choice(pool), rng)
            out.append(Raid(card, rng.choice(combos), pos))
        elif kind == 5:
            out.append(SwapJoker(rng.choice(pool), rng.choice(combos)))
        elif kind == 6:
            out.append(SwapAce(rng.choice(pool), rng.choice(combos)))
        elif state.discard_pile:
            cards = {state.discard_pile[-1], *rng.sample(pool, min(len(pool), 2))}
            out.append(Claim(Lay(tuple(_placement(x, rng) for x in cards))))
    legal = state.legal_actions()
    out += legal
    for action in rng.sample(legal, min(len(legal), 12)):
        out += mutations(action, pool, combos, rng)
    return out


def mutations(action: Action, pool: list[int], combos: list[int], rng: random.Random
              ) -> list[Action]:
    """Near misses of a legal action: a card dropped or added, a position shifted, another
    combination named."""
    if isinstance(action, Claim):
        return [Claim(m) for m in mutations(action.play, pool, combos, rng)
                if isinstance(m, Lay | Add)]
    if isinstance(action, Raid):
        return [Raid(action.card, action.combo, action.position + rng.choice((-1, 1))),
                Raid(action.card, rng.choice(combos), action.position),
                Raid(rng.choice(pool), action.combo, action.position)]
    if isinstance(action, SwapJoker | SwapAce):
        kind = type(action)
        return [kind(action.card, rng.choice(combos)), kind(rng.choice(pool), action.combo),
                (SwapAce if kind is SwapJoker else SwapJoker)(action.card, action.combo)]
    if not isinstance(action, Lay | Add):
        return []
    placements = list(action.placements)
    variants = [placements[:-1], placements[1:], [*placements, _placement(rng.choice(pool), rng)]]
    i = rng.randrange(len(placements))
    shifted = list(placements)
    shifted[i] = (shifted[i][0] + rng.choice((-1, 1, 18, -18)), shifted[i][1])
    variants.append(shifted)
    out: list[Action] = []
    for variant in variants:
        if not variant or len({c for _, c in variant}) != len(variant):
            continue
        if isinstance(action, Lay):
            out.append(Lay(tuple(variant)))
        else:
            out.append(Add(action.combo, tuple(variant)))
            out.append(Add(rng.choice(combos), tuple(variant)))
    return out


PLAY_PHASES = (Phase.LAY, Phase.COMPLETE, Phase.FINAL, Phase.CLAIM)


def play_to(config: TableConfig, seed: int, steps: int) -> GameState:
    """Random play for about ``steps`` actions, going on to a position with plays to make
    (not past the round's last decision)."""
    state = GameState(config, seed, first=seed % config.seats)
    rng = random.Random(seed)
    taken = 0
    while not state.is_over() and (taken < steps or state.phase not in PLAY_PHASES):
        snapshot = state.copy()
        state.apply(rng.choice(state.legal_actions()))
        taken += 1
        if state.is_over():
            return snapshot
    return state


def assert_rules_agree(state: GameState, rng: random.Random) -> None:
    legal = state.legal_actions()
    assert len(set(legal)) == len(legal), "an action is listed twice"
    for action in legal:
        state.check(action)
        assert parse_action(str(action)) == action
        assert parse_action(action.text(ascii=False)) == action
    for action in candidate_actions(state, rng):
        try:
            state.check(action)
            accepted = True
        except IllegalAction:
            accepted = False
        assert accepted == state.is_legal(action), (str(action), accepted)
        if not accepted:
            before = fingerprint(state)
            with pytest.raises(IllegalAction) as info:
                state.apply(action)
            assert info.value.rule.startswith("SS-")
            assert fingerprint(state) == before


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CONFIGS), st.integers(0, 10**6), st.integers(0, 400))
def test_generator_and_validator_agree_and_refusals_change_nothing(
        config: TableConfig, seed: int, steps: int) -> None:
    state = play_to(config, seed, steps)
    assert check_invariants(state) == []
    assert_rules_agree(state, random.Random(seed))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CONFIGS), st.integers(0, 10**6), st.integers(0, 300))
def test_push_pop_restores_exactly(config: TableConfig, seed: int, steps: int) -> None:
    state = play_to(config, seed, steps)
    rng = random.Random(seed)
    before = fingerprint(state)
    pushed = 0
    for _ in range(20):
        if state.is_over():
            break
        state.push(rng.choice(state.legal_actions()))
        pushed += 1
    for _ in range(pushed):
        state.pop()
    assert fingerprint(state) == before
    assert state.legal_actions() == play_to(config, seed, steps).legal_actions()


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c.label())
def test_long_random_selfplay_keeps_every_invariant(config: TableConfig) -> None:
    report = run_selfplay(config, rounds=40, seed=1000)
    assert report.rounds == 40
    assert report.violations == []


def test_rules_agree_along_whole_random_rounds() -> None:
    rng = random.Random(5)
    for config in CONFIGS:
        state = GameState(config, seed=77)
        while not state.is_over():
            if rng.random() < 0.25:
                assert_rules_agree(state, rng)
            state.apply(rng.choice(state.legal_actions()))


# --- actions built by anyone: refused with a rule, printed so they parse back ------------------

_NUMBERS = st.one_of(st.integers(-300, 300), st.integers(), st.just(True), st.none(),
                     st.just("7"), st.floats(allow_nan=True))
_PLACEMENTS = st.lists(st.tuples(_NUMBERS, _NUMBERS), max_size=4).map(tuple)


def _any_action() -> st.SearchStrategy[object]:
    """Actions of every kind whose numbers may be anything: cards outside the deck,
    positions and combination numbers that are not whole numbers, no cards at all."""
    lay_or_add = st.one_of(st.builds(_raw_lay, _PLACEMENTS),
                           st.builds(_raw_add, _NUMBERS, _PLACEMENTS))
    return st.one_of(
        lay_or_add,
        st.builds(Raid, _NUMBERS, _NUMBERS, _NUMBERS),
        st.builds(SwapJoker, _NUMBERS, _NUMBERS), st.builds(SwapAce, _NUMBERS, _NUMBERS),
        st.builds(Discard, _NUMBERS),
        st.builds(_raw_claim, st.one_of(st.builds(_raw_lay, _PLACEMENTS), st.just(Stop()))),
    )


def _raw_lay(placements: tuple[tuple[object, object], ...]) -> Lay:
    lay = Lay.__new__(Lay)
    object.__setattr__(lay, "placements", placements)  # unsorted: anything may be in there
    return lay


def _raw_add(combo: object, placements: tuple[tuple[object, object], ...]) -> Add:
    add = Add.__new__(Add)
    object.__setattr__(add, "combo", combo)
    object.__setattr__(add, "placements", placements)
    return add


def _raw_claim(play: object) -> Claim:
    claim = Claim.__new__(Claim)
    object.__setattr__(claim, "play", play)
    return claim


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CONFIGS), st.integers(0, 10**6), st.integers(0, 300), _any_action())
def test_malformed_actions_are_refused_with_a_rule_and_change_nothing(
        config: TableConfig, seed: int, steps: int, action: object) -> None:
    """SS-DECK-1: a card outside the deck (or a number that is not one) is an IllegalAction
    from ``check``, ``is_legal`` and ``apply`` — never an IndexError or a TypeError."""
    state = play_to(config, seed, steps)
    before = fingerprint(state)
    if state.is_legal(action):  # type: ignore[arg-type]
        state.check(action)  # type: ignore[arg-type]  # (built well by chance)
        return
    with pytest.raises(IllegalAction) as info:
        state.check(action)  # type: ignore[arg-type]
    assert info.value.rule.startswith("SS-")
    with pytest.raises(IllegalAction):
        state.apply(action)  # type: ignore[arg-type]
    assert fingerprint(state) == before


def test_a_legal_action_s_look_alike_built_of_true_or_floats_is_refused() -> None:
    """SS-DECK-1: ``Discard(True)`` and ``Discard(3.0)`` compare equal to ``Discard(1)`` and
    ``Discard(3)``, so they were found among the legal actions: ``is_legal`` said yes while
    ``check`` refused them, and ``apply`` would have played them (hypothesis found
    ``Discard(True)`` on seed 6017, 182 steps, two seats)."""
    state = play_to(TWO, 6017, 182)
    discards = [a for a in state.legal_actions() if isinstance(a, Discard)]
    assert discards
    for legal in discards:
        for look_alike in (Discard(float(legal.card)), Discard(bool(legal.card))):  # type: ignore[arg-type]
            before = fingerprint(state)
            assert not state.is_legal(look_alike)
            with pytest.raises(IllegalAction) as info:
                state.apply(look_alike)
            assert info.value.rule == "SS-DECK-1"
            assert fingerprint(state) == before


_CARDS = st.sampled_from(DECK)
_POSITIONS = st.integers(0, 40)
_WELL_FORMED = st.lists(st.tuples(_POSITIONS, _CARDS), min_size=1, max_size=5).map(tuple)


@settings(max_examples=500, deadline=None)
@given(st.one_of(
    st.builds(Lay, _WELL_FORMED), st.builds(Add, st.integers(0, 999), _WELL_FORMED),
    st.builds(Raid, _CARDS, st.integers(0, 999), _POSITIONS),
    st.builds(SwapJoker, _CARDS, st.integers(0, 999)),
    st.builds(SwapAce, _CARDS, st.integers(0, 999)), st.builds(Discard, _CARDS),
    st.builds(Claim, st.one_of(st.builds(Lay, _WELL_FORMED),
                               st.builds(Add, st.integers(0, 999), _WELL_FORMED))),
    st.sampled_from([DrawStock(), TakeDiscard(), Stop(), Pass()])))
def test_every_printed_action_parses_back(action: Action) -> None:
    """Whatever the program prints of an action (a refusal, a log line, a record) reads back
    as that very action: ``lay 0h@0 5h`` stays ``lay 0h@0 5h``."""
    assert parse_action(str(action)) == action
    assert parse_action(action.text(ascii=False)) == action


def test_a_joker_always_prints_its_position() -> None:
    lay = Lay(((0, 40), (5, 45)))  # 0h at position 0 (refused by the rules, but printable)
    assert str(lay) == "lay 0h@0 5h" and parse_action(str(lay)) == lay


def test_nested_claims_are_refused_without_recursion() -> None:
    """A saved action of thousands of nested ``claim`` words is refused in one flat pass."""
    text = "claim " * 100_000 + "lay 7h 8h 9h"
    with pytest.raises(ValueError, match="bad action"):
        parse_action(text)
    assert parse_action("claim lay 7h 8h 9h") == Claim(Lay(((7, 47), (8, 48), (9, 49))))
    with pytest.raises(ValueError):
        parse_action("claim discard 7h")
