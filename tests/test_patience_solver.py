"""TT-7: the exact solver. Every "winnable" is backed by a line replayed through the rules, and
every verdict on positions small enough is checked against a plain exhaustive search."""

import random
import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from patience_reference import brute_winnable, replays_to_a_win

from sixseq.decks.sixsuit import parse_cards, rank_of
from sixseq.games.twenty_twenty.rules.position import Position
from sixseq.games.twenty_twenty.rules.solver import Verdict, next_winnable_deal, solve


def small_position(rng: random.Random, max_piles: int = 6, max_ranks: int = 5) -> Position:
    """A random constructed position: a few ranks, mostly even counts, cut into piles."""
    cards = []
    for rank in rng.sample(range(20), rng.randint(1, max_ranks)):
        count = rng.choice([2, 2, 4, 4, 6, 6, 3])
        cards += [suit * 20 + rank for suit in rng.sample(range(6), count)]
    rng.shuffle(cards)
    piles = rng.randint(2, max_piles)
    cuts = sorted(rng.randint(0, len(cards)) for _ in range(piles - 1))
    return Position.from_piles(cards[a:b] for a, b in zip([0, *cuts], [*cuts, len(cards)],
                                                           strict=True))


def check_against_brute_force(position: Position) -> None:
    solution = solve(position)
    assert solution.verdict is not Verdict.UNKNOWN
    assert (solution.verdict is Verdict.WINNABLE) == brute_winnable(position)
    if solution.verdict is Verdict.WINNABLE:
        assert replays_to_a_win(position, solution.line)


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False))
def test_tt7_verdicts_match_exhaustive_search_on_small_positions(rng: random.Random) -> None:
    check_against_brute_force(small_position(rng))


def test_tt7_verdicts_match_exhaustive_search_on_many_larger_positions() -> None:
    rng = random.Random(2024)
    verdicts = set()
    for _ in range(150):
        position = small_position(rng, max_piles=8, max_ranks=6)
        check_against_brute_force(position)
        verdicts.add(brute_winnable(position))
    assert verdicts == {True, False}  # both verdicts were really exercised


def endgame_of_a_deal(deal: int, rng: random.Random, cards_left: int) -> Position:
    """Play deal ``deal`` at random until at most ``cards_left`` cards remain (or it is stuck)."""
    position = Position.deal(deal)
    while position.remaining > cards_left and position.legal_moves():
        position = position.play(rng.choice(position.legal_moves()))
    return position


def test_tt7_verdicts_match_exhaustive_search_on_endgames_of_real_deals() -> None:
    rng = random.Random(7)
    verdicts = []
    for deal in range(40):
        # Follow a winning line part way so that endgames are often still winnable.
        position = Position.deal(deal)
        line = solve(position).line
        for move in line[:rng.randint(0, len(line))]:
            position = position.play(move)
        while position.remaining > 36 and position.legal_moves():
            position = position.play(rng.choice(position.legal_moves()))
        check_against_brute_force(position)
        verdicts.append(brute_winnable(position))
    assert True in verdicts and False in verdicts


@pytest.mark.parametrize("deal", range(30))
def test_tt7_winnable_deals_come_with_a_line_the_rules_accept(deal: int) -> None:
    position = Position.deal(deal)
    solution = solve(position)
    assert solution.verdict is not Verdict.UNKNOWN
    if solution.verdict is Verdict.WINNABLE:
        assert len(solution.line) == 60
        assert replays_to_a_win(position, solution.line)


def test_tt7_a_deal_with_four_of_a_rank_in_one_pile_is_not_winnable() -> None:
    piles = Position.deal(25).piles
    twelves = [sum(1 for c in pile if rank_of(c) == 12) for pile in piles]
    assert max(twelves) == 4  # pile 17: two of them must pair with each other, impossible
    assert solve(Position.deal(25)).verdict is Verdict.UNWINNABLE


def test_tt7_last_two_of_a_rank_one_above_the_other_can_never_be_cleared() -> None:
    position = Position.from_piles([parse_cards("9s 3c 9h"), parse_cards("3d")])
    assert solve(position).verdict is Verdict.UNWINNABLE
    assert not brute_winnable(position)


def test_tt7_blocking_cycle_between_two_ranks_is_seen() -> None:
    # 5♠ must pair with 5♥, under 7♦; 7♦ must pair with 7♣, under 5♠: neither pair can go first.
    position = Position.from_piles([parse_cards("7c 5s"), parse_cards("5h 7d")])
    assert solve(position).verdict is Verdict.UNWINNABLE
    assert solve(position).nodes <= 1


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=10**6), st.randoms(use_true_random=False))
def test_tt7_verdicts_are_consistent_along_play(deal: int, rng: random.Random) -> None:
    """Winnable: the line's first move keeps it winnable. Not winnable: every move keeps it so."""
    position = endgame_of_a_deal(deal, rng, rng.randint(40, 119))
    solution = solve(position)
    assert solution.verdict is not Verdict.UNKNOWN
    if solution.verdict is Verdict.WINNABLE:
        assert replays_to_a_win(position, solution.line)
        if solution.line:
            assert solve(position.play(solution.line[0])).verdict is Verdict.WINNABLE
    else:
        for move in position.legal_moves():
            assert solve(position.play(move)).verdict is Verdict.UNWINNABLE


def test_won_and_stuck_positions_need_no_search() -> None:
    assert solve(Position.from_piles([[], []])) .verdict is Verdict.WINNABLE
    assert solve(Position.from_piles([parse_cards("5s"), parse_cards("6s")])).verdict \
        is Verdict.UNWINNABLE
    odd = Position.from_piles([parse_cards("5s 6h"), parse_cards("6s"), parse_cards("5h 5d")])
    assert solve(odd).verdict is Verdict.UNWINNABLE  # three 5s can never all pair


def test_unknown_only_when_the_budget_runs_out_or_on_cancel() -> None:
    position = Position.deal(2)
    starved = solve(position, max_nodes=3)
    assert starved.verdict is Verdict.UNKNOWN and not starved.cancelled
    cancel = threading.Event()
    cancel.set()
    stopped = solve(position, cancel=cancel)
    assert stopped.verdict is Verdict.UNKNOWN and stopped.cancelled


def test_tt7_next_winnable_deal_skips_deals_that_cannot_be_won() -> None:
    assert solve(Position.deal(24)).verdict is Verdict.WINNABLE
    assert next_winnable_deal(24) == 24
    assert next_winnable_deal(25) == 26  # deal 25 is lost from the start
    with pytest.raises(ValueError, match="TT-5"):
        next_winnable_deal(-1)


@pytest.mark.parametrize(("deal", "ranks"), [(32642, {2, 5}), (37520, {1, 6})])
def test_tt7_two_ranks_blocking_each_other_are_found_fast(deal: int, ranks: set[int]) -> None:
    """Lost only because two ranks block each other; plain fail-first needed millions of nodes.

    Keeping only those two ranks' cards (in pile order) gives a position any win would still
    solve, and exhaustive search shows it cannot be won: an independent proof of the verdict.
    """
    position = Position.deal(deal)
    core = Position.from_piles([c for c in pile if rank_of(c) in ranks] for pile in position.piles)
    assert core.remaining == 12 and not brute_winnable(core)
    solution = solve(position, max_nodes=20_000)
    assert solution.verdict is Verdict.UNWINNABLE


def test_tt7_a_deadlock_of_two_ranks_is_proved_at_the_first_node() -> None:
    """Pile 1's 5s must go with the 5s on top of piles 2 and 3, so after pile 1's 2s; those 2s
    must go with the 2s under piles 2 and 3's 5s. Whichever partners are chosen, no pair of them
    can go first, and the 9s, free to go, change nothing: the solver proves it without trying
    any partner."""
    position = Position.from_piles([parse_cards("9s"), parse_cards("5t 5d 2h 2t"),
                                    parse_cards("2o 5c"), parse_cards("2d 5s"), parse_cards("9h")])
    assert not brute_winnable(position) and len(position.legal_moves()) == 2
    solution = solve(position)
    assert solution.verdict is Verdict.UNWINNABLE and solution.nodes == 1


def test_tt7_winnable_deals_only_skips_a_deal_its_budget_cannot_decide() -> None:
    assert solve(Position.deal(35)).verdict is Verdict.WINNABLE
    assert solve(Position.deal(35), max_nodes=200).verdict is Verdict.UNKNOWN
    assert next_winnable_deal(35, max_nodes=200) == 36


def test_tt7_a_win_found_after_dead_ends_is_not_mistaken_for_one() -> None:
    """Won (J★-J♥, 8♠-8♦, J♦-J♣, J♠-J●, 8♥-8♣, 8★-8●), but the search meets dead ends first.
    It remembers hopeless states by the cards still unpaired and their order among themselves;
    a memory that confused a winning state with a hopeless one of as many cards called it lost."""
    position = Position.from_piles([parse_cards("8h"), parse_cards("8t"), parse_cards("Jd"),
                                    parse_cards("8o 8c Js 8s Jt"), parse_cards("Jo Jc 8d Jh")])
    assert brute_winnable(position)
    solution = solve(position)
    assert solution.verdict is Verdict.WINNABLE and replays_to_a_win(position, solution.line)


def test_tt7_verdicts_match_exhaustive_search_on_whole_ranks_in_few_piles() -> None:
    """Two or three ranks with all six cards each, in four to seven piles: every card has many
    possible partners, so the search backs out of many choices and its shortcuts are tried."""
    rng = random.Random(31)
    verdicts = set()
    for _ in range(500):
        cards = [suit * 20 + rank for rank in rng.sample(range(20), rng.randint(2, 3))
                 for suit in range(6)]
        rng.shuffle(cards)
        cuts = sorted(rng.randint(0, len(cards)) for _ in range(rng.randint(3, 6)))
        position = Position.from_piles(cards[a:b] for a, b in
                                       zip([0, *cuts], [*cuts, len(cards)], strict=True))
        check_against_brute_force(position)
        verdicts.add(brute_winnable(position))
    assert verdicts == {True, False}


def test_tt7_restarts_share_one_node_budget() -> None:
    """Deal 132 takes 519 nodes over several restarts (the first two of 200 nodes each fail).
    On a smaller budget the answer is "unknown" after the budget and the one node the search
    stopped in, never a verdict bought with nodes beyond it; with the whole budget it is won."""
    for budget in (250, 300):
        starved = solve(Position.deal(132), max_nodes=budget)
        assert starved.verdict is Verdict.UNKNOWN and starved.nodes == budget + 1
    solution = solve(Position.deal(132))
    assert solution.verdict is Verdict.WINNABLE
    assert replays_to_a_win(Position.deal(132), solution.line)
