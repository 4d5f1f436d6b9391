"""Rami's rules core as a whole: the planner against brute force, legal moves against a
validator, notation, refusals that change nothing, self-play with invariants, pinned counts,
observations, undo and records."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rami_helpers import (
    TWO,
    TWO51,
    a,
    brute_legal,
    c,
    fingerprint,
    oracle_finishable,
    position,
    random_view,
    run_of,
    texts,
    valid_additions,
    valid_lays,
)

from sixseq.engine.record import RecordError
from sixseq.engine.selfplay import run_selfplay
from sixseq.games.rami.rules.actions import (
    Action,
    Add,
    Discard,
    Draw,
    Lay,
    Swap,
    Take,
    parse_action,
)
from sixseq.games.rami.rules.cards import JOKER, JOKER_AS, N_KINDS, N_RANKS, card_str
from sixseq.games.rami.rules.effects import effect_of, turn_view
from sixseq.games.rami.rules.gen import (
    all_lays,
    sequence_adds,
    sequence_lays,
    series_adds,
    series_lays,
)
from sixseq.games.rami.rules.invariants import check_invariants
from sixseq.games.rami.rules.match import Match, replay_match
from sixseq.games.rami.rules.melds import Combination, Sequence, Series, meld_of
from sixseq.games.rami.rules.movegen import finishable_after
from sixseq.games.rami.rules.reach import first_lays, plan_finish, plans
from sixseq.games.rami.rules.record import replay_round, round_record
from sixseq.games.rami.rules.refusals import REFUSALS, IllegalAction
from sixseq.games.rami.rules.state import GameState
from sixseq.games.rami.rules.table import Phase, TableConfig
from sixseq.games.rami.spec import RULES


def play_some(state: GameState, rng: random.Random, steps: int, keen: bool = True) -> None:
    """Random legal play; ``keen`` prefers taking the discard and swapping jokers, to reach
    the positions where something is owed."""
    for _ in range(steps):
        if state.is_over():
            return
        legal = state.legal_actions()
        eager = [x for x in legal if isinstance(x, Take | Swap)]
        state.apply(rng.choice(eager) if keen and eager and rng.random() < 0.7
                    else rng.choice(legal))


def random_positions(count: int, seed: int, open51: bool = False) -> list[GameState]:
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        state = GameState(TableConfig(rng.choice((2, 3, 4)), open51), rng.getrandbits(32))
        play_some(state, rng, rng.randint(0, 120))
        if not state.is_over():
            out.append(state)
    return out


# --- the planner is exact ------------------------------------------------------------------------

@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32 - 1), st.booleans())
def test_planner_agrees_with_brute_force(seed: int, open51: bool) -> None:
    """RA-TURN-1, RA-JOKER-3, RA-OPEN-2: the planner finds a way to finish the turn exactly
    when trying every sequence of plays does."""
    view = random_view(random.Random(seed), open51)
    assert (plan_finish(view) is not None) == oracle_finishable(view)


@pytest.mark.parametrize(("seed", "open51", "finishable"), [
    (1362, False, True),  # 10♠ taken and a joker owed: 10♠ 10♥ and the joker
    (658, True, False),  # 9♣ taken with 4♣ 10♣: the joker it could swap has nowhere to go
])
def test_planner_agrees_with_brute_force_where_its_joker_pairs_are_searched(
        seed: int, open51: bool, finishable: bool) -> None:
    """RA-TURN-1, RA-JOKER-3: two positions of the property above, pinned, where a joker
    owed needs two real cards beside it; the hypothesis examples above seldom build them."""
    view = random_view(random.Random(seed), open51)
    assert (plan_finish(view) is not None) == oracle_finishable(view) == finishable


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32 - 1), st.booleans(), st.integers(0, 2))
def test_every_plan_the_planner_offers_uses_only_cards_held(seed: int, open51: bool,
                                                            owed: int) -> None:
    """RA-TURN-1, RA-JOKER-3: the legal moves accept a play at once when one of the first
    plans needs none of its cards, so every plan offered, not only the first, must be made of
    cards the hand holds: the search lends its hand out and takes it back between plans.
    ``owed`` jokers are added with every combination closed to them, so that each needs two
    real cards beside it (the planner's search for joker pairs)."""
    view = random_view(random.Random(seed), open51)
    if owed and not open51:
        hand = list(view.hand)
        hand[JOKER] += owed
        view = replace(view, hand=hand, laid=True, opened=True, owed=view.owed + owed,
                       closed=frozenset(combo.id for combo in view.table))
    found = plans(view)
    for plan in islice(found, 16):
        assert all(plan.used.count(card) <= view.hand[card] for card in set(plan.used)), plan
    found.close()


def crowded_hand(rng: random.Random) -> list[int]:
    """Up to 14 cards crowded into one suit and one rank, both copies and jokers often: where
    the generator's shortcuts are tried (an ace wanted at both ends, a joker between two
    runs, a series whose missing suit is held twice)."""
    suit, rank = rng.randrange(4), rng.randint(1, 13)
    pool = [suit * 13 + r for r in range(13)] * 2 + [s * 13 + rank - 1 for s in range(4)] * 2
    hand = [0] * N_KINDS
    for card in rng.sample(pool, rng.randint(1, 12)):
        hand[card] += 1
    hand[JOKER] = rng.choice((0, 0, 1, 2))
    return hand


def random_combination(rng: random.Random, suit: int, rank: int) -> Combination:
    """A valid sequence of ``suit`` or series of ``rank``, perhaps with a joker."""
    if rng.random() < 0.6:
        low = rng.randint(1, 12)
        high = rng.randint(low + 2, 14)
        joker = rng.choice((0, 0, *range(low, high + 1)))
        if (low, high) == (1, 14):
            joker = 0
        return meld_of(run_of(suit, range(low, high + 1), joker))
    suits = sorted(rng.sample(range(4), rng.choice((3, 4))))
    joker = rng.choice((-1, -1, *suits))
    return meld_of(tuple(s * 13 + rank - 1 + (JOKER_AS if s == joker else 0) for s in suits))


@settings(max_examples=400, deadline=None)
@given(st.integers(0, 2**32 - 1), st.booleans())
def test_the_generator_lists_every_valid_lay_and_addition_once_and_nothing_else(
        seed: int, crowded: bool) -> None:
    """RA-MELD-1..4, RA-JOKER-1/2, RA-TURN-2: the generator the planner and the legal moves
    are built on (``gen.py``) lists exactly the lays and additions the rules' own checks
    accept among every shape the hand holds, each once, and the sequences and series holding
    a given card (not a joker standing for it). The brute-force oracle no longer uses it, so
    this is where its own mistakes show."""
    rng = random.Random(seed)
    if crowded:
        hand = crowded_hand(rng)
        suit = max(range(4), key=lambda s: sum(hand[s * 13:s * 13 + 13]))
        table = [random_combination(rng, suit, rng.randint(1, 13)) for _ in range(3)]
    else:
        view = random_view(rng, False)
        hand, table = view.hand, view.table
    lays = all_lays(hand)
    assert len(lays) == len(set(lays)) and set(lays) == set(valid_lays(hand))
    for card in (held for held in range(JOKER) if hand[held]):
        through = sequence_lays(hand, card // N_RANKS, card)
        assert len(through) == len(set(through))
        assert set(through) == {tokens for tokens, combo in valid_lays(hand).items()
                                if isinstance(combo, Sequence) and card in tokens}, card
        through = series_lays(hand, card % N_RANKS + 1, card)
        assert len(through) == len(set(through))
        assert set(through) == {tokens for tokens, combo in valid_lays(hand).items()
                                if isinstance(combo, Series) and card in tokens}, card
    for combo in table:
        if isinstance(combo, Series):
            listed = [((), tokens) for tokens in series_adds(hand, combo)]
        else:
            listed = sequence_adds(hand, combo)
        assert len(listed) == len(set(listed)), combo.text()
        assert set(listed) == set(valid_additions(hand, combo)), combo.text()


@pytest.mark.parametrize("open51", [False, True])
def test_legal_actions_match_brute_force(open51: bool) -> None:
    """The generator (with its shortcuts) and a brute-force validator agree everywhere."""
    for state in random_positions(60, seed=101 + open51, open51=open51):
        assert set(state.legal_actions()) == brute_legal(state), [str(x) for x in
                                                                  state.history()[-3:]]


def first_lays_before_opening(games: int, seed: int) -> list[GameState]:
    """Under "51 to open", positions where a player who has not opened is about to lay for
    the first time this turn, the discard often taken: where the legal moves judge every lay
    at once."""
    rng = random.Random(seed)
    out = []
    for _ in range(games):
        state = GameState(TableConfig(rng.choice((2, 3, 4, 6)), open51=True), rng.getrandbits(32))
        while not state.is_over() and state.turn < 150:
            seat = state.to_move
            if state.phase == Phase.PLAY and not state.has_opened(seat) \
                    and not state.turn_combos:
                out.append(state.copy())
            legal = state.legal_actions()
            eager = [x for x in legal if isinstance(x, Take)]
            quiet = [x for x in legal if isinstance(x, Draw | Discard)]
            state.apply(rng.choice(eager) if eager and rng.random() < 0.8
                        else rng.choice(quiet if quiet and rng.random() < 0.7 else legal))
    return out


@pytest.mark.parametrize("seed", [1, 2])
def test_first_lays_judged_at_once_agree_with_the_planner(seed: int) -> None:
    """RA-OPEN-2, RA-TURN-1: before opening, the legal moves judge the turn's first lays
    all at once from the hand's families of combinations; every lay they keep or drop is the
    one the exact planner keeps or drops when asked lay by lay (a taken card placed by a
    swap after opening among them)."""
    checked = 0
    for state in first_lays_before_opening(40, seed):
        listed = {x for x in state.legal_actions() if isinstance(x, Lay)}
        every = {Lay.canonical(tokens) for tokens in all_lays(state.hand_counts(state.to_move))}
        planner = {lay for lay in every if finishable_after(state, effect_of(state, lay))}
        assert listed == planner, (texts(state), state.pending)
        checked += len(every)
    assert checked > 5000


def test_a_taken_card_can_be_placed_by_swapping_the_joker_of_the_first_lay() -> None:
    """RA-OPEN-2, RA-JOKER-3, RA-TURN-1: 3♦ taken before opening. Laying Q♠ joker-as-Q♥ Q♦
    is legal: with 7♠ joker 9♠ that opens at 54, then Q♣ takes back the joker of the queens
    and A♦ joker 3♦ lays both. The brute-force validator agrees."""
    state = position("7s 7s 9s Qs Ad 3d 8d Qd Ac 2c 6c Qc jk jk", pending="3d", config=TWO51)
    assert "lay Qs jk=Qh Qd" in texts(state)
    assert set(state.legal_actions()) == brute_legal(state)
    assert judged_at_once(state, "lay Qs jk=Qh Qd")


def test_a_taken_card_can_be_placed_with_a_joker_another_card_takes_back_from_the_table(
        ) -> None:
    """RA-OPEN-2, RA-JOKER-3, RA-TURN-1: 5♣ taken before opening, nowhere to go with the
    hand's own cards. Laying K♠ K♥ K♦ is legal: with K♣ and Q♠ Q♥ Q♦ that opens at 70, then
    2♠ takes back the joker of joker-as-2♥ 2♦ 2♣, and 5♣ 6♣ with that joker lays both. The
    legal moves say so without asking the planner, and the brute-force validator agrees."""
    state = position("Ks Kh Kd Kc Qs Qh Qd 5c 6c 2s 9h", table=((1, "jk=2h 2d 2c"),),
                     pending="5c", config=TWO51)
    assert "lay Ks Kh Kd" in texts(state)
    assert set(state.legal_actions()) == brute_legal(state)
    assert judged_at_once(state, "lay Ks Kh Kd")


@pytest.mark.parametrize(("run", "legal"), [
    ("5d jk=6d 7d", False),  # 9♦ needs 8♦ there, and a run holds one joker
    ("5d 6d 7d", True),  # 9♦ goes there with the freed joker as 8♦
])
def test_a_joker_freed_for_the_taken_card_must_go_down_with_it(run: str, legal: bool) -> None:
    """RA-OPEN-2, RA-JOKER-3, RA-TURN-1: 9♦ taken before opening; only the three kings and
    three eights reach 51 (54). 2♠ can take back the joker of joker-as-2♥ 2♦ 2♣ once they are
    down, but that joker is owed too: it must go on the table with 9♦, so the eights cannot
    spare their 8♦ for it. On 5♦ joker 7♦ nothing can (8♦ is an eight, and a second joker is
    refused); on 5♦ 6♦ 7♦ the joker as 8♦ and 9♦ extend the run."""
    state = position("Ks Kh Kd 8s 8h 8d 9d 2s 4c 6h", table=((1, "jk=2h 2d 2c"), (1, run)),
                     pending="9d", config=TWO51)
    assert ("lay Ks Kh Kd" in texts(state)) == legal
    assert set(state.legal_actions()) == brute_legal(state)


@pytest.mark.parametrize(("card", "legal"), [
    ("4d", False),  # K♣ could only take the joker back to 9♣ 10♣ J♣
    ("Ac", True),  # joker-as-Q♣ K♣ A♣
])
def test_a_joker_freed_for_the_taken_card_cannot_go_back_where_it_was(card: str,
                                                                      legal: bool) -> None:
    """RA-OPEN-2, RA-JOKER-3, RA-TURN-1: K♣ taken before opening; the queens and eights open
    (54). 10♣ can then take back the joker of 9♣ joker J♣, but that run takes no joker again
    this turn, so the joker cannot stand for Q♣ there under K♣; with A♣ in hand, joker K♣ A♣
    is a new run."""
    state = position(f"Qs Qh Qd 8s 8h 8d Kc 10c 2s {card}", table=((1, "9c jk=10c Jc"),),
                     pending="Kc", config=TWO51)
    assert ("lay Qs Qh Qd" in texts(state)) == legal
    assert set(state.legal_actions()) == brute_legal(state)


@pytest.mark.parametrize(("card", "legal"), [
    ("2s", False),  # the opening needs 8♦, the only card that frees a joker
    ("8c", True),  # 8♠ 8♥ 8♣ open beside the kings; 8♦ frees the joker for 4♣ 5♣
])
def test_a_swap_helps_the_taken_card_only_if_the_opening_spares_the_card_that_makes_it(
        card: str, legal: bool) -> None:
    """RA-OPEN-2, RA-JOKER-3, RA-TURN-1: 4♣ taken before opening; it can go down only with
    a joker, and only 8♦ can take one back (from 7♦ joker 9♦). With 2♠ beside them, the
    kings need 8♠ 8♥ 8♦ to open (54), so laying them is refused; with 8♣ they do not. Both
    answers come from the first lays judged at once, not from the planner."""
    state = position(f"Ks Kh Kd 8s 8h 8d 4c 5c 2h {card}", table=((1, "7d jk=8d 9d"),),
                     pending="4c", config=TWO51)
    assert ("lay Ks Kh Kd" in texts(state)) == legal
    assert set(state.legal_actions()) == brute_legal(state)
    tokens = a("lay Ks Kh Kd").tokens  # type: ignore[attr-defined]
    assert first_lays(turn_view(state), [tokens]) == [legal]


@pytest.mark.parametrize(("twos", "cards"), [
    ("2s 2d 2c", "9h 4s"),  # the freed joker goes alone on the twos
    ("2s 2h 2d 2c", "4d 5d"),  # the twos are full: it goes down with 4♦ 5♦
])
def test_the_taken_card_can_take_back_the_joker_standing_for_it_in_the_first_lay(
        twos: str, cards: str) -> None:
    """RA-OPEN-2, RA-JOKER-3, RA-TURN-1: Q♣ taken before opening. Laying J♣ joker-as-Q♣ K♣
    is legal: with K♠ K♥ K♦ it opens at 60, then Q♣ takes back the joker standing for it,
    and that joker goes on the table alone or with two cards from hand. The legal moves say
    so without asking the planner, and the brute-force validator agrees."""
    state = position(f"Jc Qc Kc jk Ks Kh Kd 7s {cards}", table=((1, twos),), pending="Qc",
                     config=TWO51)
    assert "lay Jc jk=Qc Kc" in texts(state)
    assert set(state.legal_actions()) == brute_legal(state)
    assert judged_at_once(state, "lay Jc jk=Qc Kc")


def judged_at_once(state: GameState, lay: str) -> bool:
    """Whether the legal moves found ``lay`` legal among the turn's first lays, judged all at
    once, without asking the planner lay by lay."""
    tokens = a(lay).tokens  # type: ignore[attr-defined]
    return first_lays(turn_view(state), [tokens]) == [True]


@pytest.mark.parametrize(("table", "legal"), [
    (((1, "4d jk=5d 6d"),), False),  # the joker 5♦ frees has nowhere to go
    (((1, "4d jk=5d 6d"), (1, "2c 3c 4c")), True),  # it goes on 2c 3c 4c
])
def test_a_taken_card_can_take_back_a_table_joker_only_if_that_joker_can_go_on(
        table: tuple[tuple[int, str], ...], legal: bool) -> None:
    """RA-OPEN-2, RA-JOKER-3, RA-TURN-1: 5♦ taken before opening. After four sevens, only
    four sixes reach 51 (52: a series of three falls short), so 5♦ cannot join the 6♦ 7♦ it
    would need; it can only take back the joker of 4♦ joker 6♦, and that joker must go on a
    combination that can still take one: none on the first table (both series full), 2♣ 3♣
    4♣ on the second."""
    state = position("7s 7h 7d 7c 6s 6h 6d 6c 5d 2h Kc", table=table, pending="5d",
                     config=TWO51)
    assert ("lay 7s 7h 7d 7c" in texts(state)) == legal
    assert set(state.legal_actions()) == brute_legal(state)


# --- pinned counts (perft) ---------------------------------------------------------------------

def kinds(state: GameState) -> dict[str, int]:
    counts = {"Draw": 0, "Take": 0, "Lay": 0, "Add": 0, "Swap": 0, "Discard": 0}
    for action in state.legal_actions():
        counts[type(action).__name__] += 1
    return counts


def test_pinned_legal_action_counts() -> None:
    """Like a chess perft file: fixed positions, their legal actions counted by kind, and
    the brute-force validator agreeing."""
    cases = [
        (position("5d 6d 7d 8d jk 9s 9h 9c Kh Qh", table=((1, "Jh jk=Qh Kh"), (1, "2c 3c 4c"))),
         {"Draw": 0, "Take": 0, "Lay": 29, "Add": 0, "Swap": 0, "Discard": 10}),
        (position("5d 6d 7d 8d jk 9s 9h 9c Kh Qh 5c",
                  table=((1, "Jh jk=Qh Kh"), (1, "2c 3c 4c"), (0, "As Ah Ac"))),
         {"Draw": 0, "Take": 0, "Lay": 31, "Add": 6, "Swap": 1, "Discard": 11}),
        (position("9h 9d 5c 6c jk", table=((1, "7c 8c 9c"),), discard="9s 10c",
                  phase=Phase.DRAW),
         {"Draw": 1, "Take": 1, "Lay": 0, "Add": 0, "Swap": 0, "Discard": 0}),
        (position("9h 9d 5c 6c jk 10c", table=((1, "7c 8c 9c"),), pending="10c"),
         {"Draw": 0, "Take": 0, "Lay": 4, "Add": 0, "Swap": 0, "Discard": 0}),
        (position("Jc Qc Kc 10s 10h 10d 6d 9c", table=((1, "6c 7c 8c"), (1, "5d jk=6d 7d")),
                  config=TWO51),
         {"Draw": 0, "Take": 0, "Lay": 2, "Add": 0, "Swap": 0, "Discard": 8}),
    ]
    for state, expected in cases:
        assert set(state.legal_actions()) == brute_legal(state)
        assert kinds(state) == expected, (texts(state), kinds(state))
    deal = GameState(TableConfig(4), seed=2024, first=2)
    assert kinds(deal)["Draw"] == 1 and len(deal.legal_actions()) == 1 + deal.is_legal(Take())


# --- notation ----------------------------------------------------------------------------------

def test_notation_round_trips_for_every_legal_action() -> None:
    for state in random_positions(40, seed=7) + random_positions(10, seed=8, open51=True):
        for action in state.legal_actions():
            assert parse_action(str(action)) == action
            assert parse_action(action.text(ascii=False)) == action


@pytest.mark.parametrize("text", [
    "", "   ", "lay", "lay 5d jk 7d", "lay 5x 6d 7d", "add 3 .. 9c", "add #3", "add #3 .. ..",
    "add #3 5d .. 6d .. 7d", "swap #1 jk", "swap #1", "discard", "discard 5d 6d", "draw 5d",
    "take 9s", "hello", "add #1234567 9c", "lay jk=jk 5d 6d", "lay 5d=6d 7d 8d",
    "lay " + "5d " * 5000,
])
def test_bad_text_raises_value_error_naming_it(text: str) -> None:
    with pytest.raises(ValueError) as info:
        parse_action(text)
    assert "action" in str(info.value) or "empty" in str(info.value)
    assert len(str(info.value)) < 300


def test_parse_refuses_what_is_not_text() -> None:
    with pytest.raises(ValueError):
        parse_action(None)  # type: ignore[arg-type]


def test_notation_of_additions_one_form_for_one_addition() -> None:
    """A series addition is the same whatever the order its cards are written in; a
    sequence addition names at least one card around its '..'."""
    assert a("add #2 7c 7s") == a("add #2 7s 7c") == Add(2, (), (c("7s"), c("7c")), True)
    with pytest.raises(ValueError, match="between the cards below and above"):
        parse_action("add #1 ..")


def test_check_refuses_what_is_not_a_rami_action() -> None:
    state = position("9h 9d 9s Kc")
    with pytest.raises(TypeError, match="not a Rami action"):
        state.check("lay 9h 9d 9s")  # type: ignore[arg-type]


# --- refusals change nothing -------------------------------------------------------------------

def random_action(rng: random.Random, state: GameState) -> Action:
    """An action of any kind, often malformed or out of place."""
    cards = [*range(53), rng.randrange(-3, 200)]
    combos = [combo.id for combo in state.combinations()] + [0, 99]

    def token() -> int:
        card = rng.choice(cards)
        if 0 <= card < JOKER and rng.random() < 0.2:
            return 53 + card
        return card

    kind = rng.randrange(7)
    if kind == 0:
        return Draw()
    if kind == 1:
        return Take()
    if kind == 2:
        return Lay(tuple(token() for _ in range(rng.randint(0, 5))))
    if kind == 3:
        return Add(rng.choice(combos), tuple(token() for _ in range(rng.randint(0, 2))),
                   tuple(token() for _ in range(rng.randint(0, 3))), rng.random() < 0.4)
    if kind == 4:
        return Swap(rng.choice(combos), rng.choice(cards))
    if kind == 5:
        hand = state.hand(state.to_move)
        if hand and rng.random() < 0.7:
            return Lay(tuple(rng.sample(hand, min(len(hand), rng.randint(2, 4)))))
    return Discard(rng.choice(cards))


def test_random_illegal_actions_refused_with_a_rule_and_nothing_changed() -> None:
    rng = random.Random(5)
    refusals = 0
    for state in random_positions(80, seed=21) + random_positions(20, seed=22, open51=True):
        legal = set(state.legal_actions())
        for _ in range(25):
            action = random_action(rng, state)
            before = fingerprint(state)
            if action in legal:
                state.check(action)
                continue
            with pytest.raises(IllegalAction) as info:
                state.apply(action)
            assert info.value.rule.startswith("RA-") and info.value.name in REFUSALS
            assert fingerprint(state) == before
            refusals += 1
    assert refusals > 1000


def test_check_and_legal_actions_agree() -> None:
    """``check`` accepts exactly the legal actions (over the generator's own candidates and
    random ones)."""
    rng = random.Random(9)
    for state in random_positions(40, seed=31):
        legal = set(state.legal_actions())
        for action in [*legal, *(random_action(rng, state) for _ in range(30))]:
            try:
                state.check(action)
                ok = True
            except IllegalAction:
                ok = False
            assert ok == (action in legal), str(action)


# --- self-play ---------------------------------------------------------------------------------

@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("open51", [False, True])
def test_random_self_play_keeps_every_invariant(seats: int, open51: bool) -> None:
    """108 cards each in one place, every combination valid, hand sizes as the history says,
    no turn ever stuck — after every action."""
    report = run_selfplay(RULES, seats, rounds=3, seed=seats * 10 + open51,
                          options={"open51": open51})
    assert report.rounds == 3 and report.violations == []


def test_keen_self_play_with_takes_and_swaps_keeps_every_invariant() -> None:
    rng = random.Random(3)
    for round_number in range(12):
        state = GameState(TableConfig(2 + round_number % 5, round_number % 3 == 0),
                          rng.getrandbits(32))
        while not state.is_over():
            play_some(state, rng, 1)
            assert check_invariants(state) == []


def test_invariants_catch_a_broken_position() -> None:
    """Self-play's checks are not empty: a card lost from a hand, a stray card in the
    discard pile, a laid combination that is no combination, a taken card gone."""
    state = GameState(TableConfig(3), seed=12)
    assert check_invariants(state) == []
    hands = list(state._hands)
    lost = hands[1].index(next(n for n in hands[1] if n))
    hands[1] = tuple(n - (i == lost) for i, n in enumerate(hands[1]))
    state._hands = tuple(hands)
    problems = check_invariants(state)
    assert any("RA-DECK-1" in p for p in problems) and any("seat 1" in p for p in problems)
    state = GameState(TableConfig(2), seed=12)
    state._discard = (*state._discard, c("Ks"))
    assert any("RA-DECK-1" in p for p in check_invariants(state))
    state = position("5d 6d 7d 8d 2c", others=("9h 9d Kc",))
    state.apply(a("lay 5d 6d 7d"))
    state._combos[1] = replace(state._combos[1], high=6)  # 5♦ 6♦: two cards (RA-MELD-1)
    assert any("#1 5d 6d is not a combination" in p for p in check_invariants(state))
    state = position("9h 9d Kc 5s", discard="9s", phase=Phase.DRAW)
    state.apply(a("take"))
    state._hands = (tuple(n - (i == c("9s")) for i, n in enumerate(state._hands[0])),
                    *state._hands[1:])
    assert any("RA-TURN-1" in p for p in check_invariants(state))


@pytest.mark.slow
def test_long_self_play() -> None:
    for seats in range(2, 7):
        for open51 in (False, True):
            report = run_selfplay(RULES, seats, rounds=40, seed=1000 + seats,
                                  options={"open51": open51})
            assert report.violations == []


# --- undo, copies -------------------------------------------------------------------------------

def test_push_pop_restore_exactly() -> None:
    rng = random.Random(4)
    state = GameState(TableConfig(3), seed=44)
    marks = []
    while not state.is_over() and len(marks) < 150:
        marks.append(fingerprint(state))
        state.push(rng.choice(state.legal_actions()))
    while marks:
        state.pop()
        assert fingerprint(state) == marks.pop()
    with pytest.raises(IndexError):
        state.pop()


def test_copies_are_independent() -> None:
    state = random_positions(1, seed=3)[0]
    before = fingerprint(state)
    other = state.copy()
    play_some(other, random.Random(1), 30)
    assert fingerprint(state) == before


def test_reveals_only_a_draw() -> None:
    state = position("9h 9d Kc", discard="9s", phase=Phase.DRAW)
    assert state.reveals(a("draw")) and not state.reveals(a("take"))
    state.apply(a("take"))
    assert not any(state.reveals(x) for x in state.legal_actions())


# --- observations ------------------------------------------------------------------------------

def test_observation_hides_other_hands_and_the_stock_order() -> None:
    """Two positions that differ only in which hidden card is in seat 1's hand and which
    in the stock look the same to seat 0, before and after seat 1 draws."""
    one = position("2c 3c 4c Kd", others=("5h 6h Qs",), stock="Ah 9d", to_move=1,
                   phase=Phase.DRAW, seed=5)
    two = position("2c 3c 4c Kd", others=("5h 6h Ah",), stock="Qs 9d", to_move=1,
                   phase=Phase.DRAW, seed=5)
    assert one.observation(0) == two.observation(0)
    assert one.observation(1) != two.observation(1)
    one.apply(a("draw"))
    two.apply(a("draw"))
    assert one.observation(0) == two.observation(0)
    assert one.observation(0).legal == ()


def test_an_action_legal_a_move_ago_is_checked_again() -> None:
    """RA-TURN-1: apply() never trusts the legal actions of the position before."""
    state = GameState(TWO, seed=3)
    assert a("draw") in state.legal_actions()
    state.apply(a("draw"))
    before = fingerprint(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(a("draw"))  # legal_actions() not asked in between
    assert info.value.rule == "RA-TURN-1" and fingerprint(state) == before


def test_observation_knows_what_the_mover_owes() -> None:
    state = position("9h 9d Kc 2s", discard="9s", phase=Phase.DRAW)
    state.apply(a("take"))
    seen = state.observation(1)
    assert seen.pending == c("9s") and seen.known(0) == (c("9s"),)
    assert c("9s") not in seen.unseen().__iter__() or seen.unseen().count(c("9s")) == 1


def test_from_observation_is_consistent_with_what_was_seen() -> None:
    rng = random.Random(6)
    for state in random_positions(30, seed=41) + random_positions(10, seed=42, open51=True):
        for seat in range(state.config.seats):
            obs = state.observation(seat)
            sample = GameState.from_observation(obs, rng)
            assert sample.observation(seat) == obs
            assert check_invariants(sample) == []
            counts = sample.card_counts()
            assert counts[:52] == [2] * 52 and counts[52] == 4


def test_table_queries_answer_from_the_legal_actions() -> None:
    state = position("jk 9s 9h 5c", table=((1, "6c 7c 8c"),), laid=(0,))
    obs = state.observation(0)
    assert [str(x) for x in obs.lays_of([c("9s"), c("9h"), JOKER])] == [
        "lay 9s 9h jk=9d", "lay 9s 9h jk=9c"]
    assert {str(x) for x in obs.adds_to(1)} == {"add #1 5c ..", "add #1 jk=5c ..",
                                               "add #1 .. jk=9c", "add #1 5c .. jk=9c",
                                               "add #1 jk=4c 5c .."}
    assert obs.adds_to(1, [c("5c")]) == [a("add #1 5c ..")]
    assert not obs.can_take() and obs.swaps_for(1) == []
    swapping = position("6d 9s 9h 9c", table=((1, "5d jk=6d 7d"),), laid=(0,))
    assert swapping.observation(0).swaps_for(1) == [a("swap #1 6d")]
    assert len(swapping.observation(0).discards()) == 4


# --- records -----------------------------------------------------------------------------------

def played_round(seed: int) -> GameState:
    state = GameState(TableConfig(3, open51=seed % 2 == 1), seed)
    play_some(state, random.Random(seed), 10_000)
    return state


def test_round_records_replay_exactly() -> None:
    for seed in (1, 2, 3):
        state = played_round(seed)
        record = json.loads(json.dumps(round_record(state)))
        again = replay_round(record)
        assert fingerprint(again) == fingerprint(state) and again.outcome() == state.outcome()


@pytest.mark.parametrize("change", [
    lambda r: r.update(version=2), lambda r: r.update(kind="rami-match"),
    lambda r: r.update(seats=7), lambda r: r.update(seats="4"), lambda r: r.update(seats=True),
    lambda r: r.update(first=5), lambda r: r.update(open51="no"), lambda r: r.pop("seed"),
    lambda r: r.update(seed=-1), lambda r: r.update(seed=2**70), lambda r: r.update(actions=7),
    lambda r: r["actions"].insert(1, "discard 5d"),
    lambda r: r["actions"].__setitem__(0, "lay 5d"),
    lambda r: r["actions"].__setitem__(0, 5),
    lambda r: r["actions"].__setitem__(0, "x" * 500),
    lambda r: r["actions"].append("draw"),
])
def test_tampered_round_records_are_refused(change: object) -> None:
    record = round_record(played_round(4))
    change(record)  # type: ignore[operator]
    with pytest.raises(RecordError):
        replay_round(record)


def test_match_records_replay_and_refuse_tampering() -> None:
    match = Match(TableConfig(2), limit=500, seed=9)
    rng = random.Random(9)
    for _ in range(3):
        play_some(match.round, rng, 10_000, keen=False)
        match.next_round()
    play_some(match.round, rng, 20, keen=False)  # mid-round
    record = json.loads(json.dumps(match.record()))
    again = replay_match(record)
    assert again.totals() == match.totals() and again.round_number == 4
    assert fingerprint(again.round) == fingerprint(match.round)
    for change in (lambda r: r.update(limit=700), lambda r: r.update(rounds=[]),
                   lambda r: r.update(rounds=[[]] * 501),
                   lambda r: r["rounds"][0].pop(), lambda r: r.update(seats=1)):
        bad = json.loads(json.dumps(record))
        change(bad)
        with pytest.raises(RecordError):
            replay_match(bad)


def test_card_text_for_refusals_uses_glyphs() -> None:
    state = position("9h 2d Kc 5s", discard="9s", phase=Phase.DRAW)
    with pytest.raises(IllegalAction) as info:
        state.apply(a("take"))
    assert info.value.params == {"card": "9♠"} and card_str(c("9s"), False) == "9♠"
    assert info.value.key == "rami.refusal.take_unusable"
    assert TWO.seats == 2


# --- the commands ------------------------------------------------------------------------------

def _summary(capsys: pytest.CaptureFixture[str], argv: list[str]) -> dict[str, object]:
    from sixseq.cli import main

    assert main(argv) == 0
    summary: dict[str, object] = json.loads(capsys.readouterr().out)
    return summary


def test_selfplay_arena_and_bench_commands_print_the_six_sequences_keys(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 23: `selfplay`, `arena` and `bench core --game rami` print the keys the Six
    Séquences commands print (its own option, `teams`, for Rami's, `open51`), with the seats
    and options asked for."""
    six = _summary(capsys, ["selfplay", "--rounds", "1", "--seed", "2", "--json"])
    ours = _summary(capsys, ["selfplay", "--game", "rami", "--seats", "5", "--rounds", "2",
                             "--seed", "2", "--open51", "--json"])
    assert set(ours) == set(six) - {"teams"} | {"open51"}
    assert (ours["game"], ours["seats"], ours["rounds"], ours["open51"], ours["violations"]) \
        == ("rami", 5, 2, True, 0)
    six = _summary(capsys, ["arena", "--bots", "easy,random", "--games", "2", "--seed", "3",
                            "--json"])
    ours = _summary(capsys, ["arena", "--game", "rami", "--bots", "easy,random", "--seats",
                             "3", "--games", "3", "--seed", "3", "--json"])
    assert set(ours) == set(six) - {"teams"} | {"open51"}
    assert (ours["game"], ours["seats"], ours["games"], ours["illegal"]) == ("rami", 3, 3, 0)
    six = _summary(capsys, ["bench", "core", "--positions", "3", "--rounds", "1", "--json"])
    ours = _summary(capsys, ["bench", "core", "--game", "rami", "--positions", "3", "--rounds",
                             "1", "--json"])
    assert set(ours) == set(six) and ours["game"] == "rami"


def test_bench_positions_are_the_ones_the_issue_names() -> None:
    """`bench core --game rami` times `legal_actions()` on mid-round positions with 13 cards
    or more in the mover's hand, a joker among them and one on the table."""
    for seats in (2, 4):
        found = RULES.bench_positions(seats, 6, 1, {"open51": False})
        assert len(found) == 6
        for state in found:
            seat = state.to_move
            assert state.phase == Phase.PLAY and state.hand_size(seat) >= 13
            assert state.hand_counts(seat)[JOKER] >= 1
            assert any(JOKER in combo.cards() for combo in state.combinations())
