"""Le Carré's rules, one by one (``shared/rules/carre.md``: CA-DECK, CA-DEAL, CA-TURN, CA-COL,
CA-SQUARE, CA-END, CA-VAR), and its worked checks as written."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from test_carre_support import act, fingerprint, play_random, position, refused

from sixseq.decks.standard import DECK, deck, parse_card, parse_cards, rank_of, shuffled
from sixseq.games.carre.rules.actions import Draw, EndTurn, Move
from sixseq.games.carre.rules.match import Match
from sixseq.games.carre.rules.observation import Phase
from sixseq.games.carre.rules.outcome import EMPTIED, EQUAL, FEWER
from sixseq.games.carre.rules.places import COLUMNS, HAND, LEFT, RIGHT, SQUARE, parse_place
from sixseq.games.carre.rules.state import HAND_SIZE, MAX_SQUARE_RUN, CarreState
from sixseq.games.carre.spec import RULES

P = parse_place
C = parse_card


def all_cards(state: CarreState) -> Counter[int]:
    count = Counter(state.table.cards())
    for hand in state.hands:
        count.update(hand)
    count.update(state.stock)
    return count


# --- the worked checks, as written ---------------------------------------------------------------

def test_worked_check_column_takes_5h_from_the_square_not_from_hand_nor_5d() -> None:
    """On a column pile A♥ 2♥ 3♥ 4♥ the 5♥ from the top of a square pile may go; the 5♥ from
    hand may not (CA-COL-2); 5♦ may not (CA-COL-1)."""
    state = position({"l1": "Ah 2h 3h 4h", "a1": "5h", "b1": "5d"}, ("5h 5d 9c", "9c"))
    assert state.phase == Phase.PLAY
    assert state.is_legal(act("5h a1>l1"))
    refused(state, "5h h>l1", "CA-COL-2")
    refused(state, "5d b1>l1", "CA-COL-1")
    state.apply(act("5h a1>l1"))
    assert state.table.piles[P("l1")][-1] == C("5h")


def test_worked_check_jack_of_hearts_takes_the_ten_of_hearts_only() -> None:
    """On a square pile topped by J♥ (Q♥ below it) the 10♥ may go from hand; the 10♠ may not,
    nor the Q♥ (CA-SQUARE-1)."""
    state = position({"a1": "Qh Jh"}, ("10h 10s Qh", "9c"))
    assert state.is_legal(act("10h h>a1"))
    refused(state, "10s h>a1", "CA-SQUARE-1")
    refused(state, "Qh h>a1", "CA-SQUARE-1")
    state.apply(act("10h h>a1"))
    assert state.table.piles[P("a1")] == [C("Qh"), C("Jh"), C("10h")]


def test_worked_check_an_ace_in_the_initial_square_goes_to_a_column_and_is_replaced() -> None:
    """CA-DEAL-1, on every deal of 300: the deck dealt card by card, each ace set aside."""
    aces_seen = 0
    for seed in range(300):
        state = CarreState(seed)
        cards = shuffled(deck(copies=2), random.Random(seed))
        square, moved = [], []
        while len(square) < 16:
            card = cards.pop()
            (moved if rank_of(card) == 1 else square).append(card)
        assert [pile for pile in (state.table.piles[p] for p in SQUARE)] == [[c] for c in square]
        assert [state.table.piles[p] for p in COLUMNS if state.table.piles[p]] == \
            [[c] for c in moved]
        aces_seen += len(moved)
    assert aces_seen > 30  # the deals tested did turn aces up


def test_worked_check_an_empty_square_place_takes_any_card_from_hand() -> None:
    """CA-SQUARE-4: every card of the hand may go on an empty place."""
    hand = "3c 5h 7d 9s Jc Qh Kd"
    state = position({"b2": ""}, (hand, "9c"))
    for card in hand.split():
        assert state.is_legal(act(f"{card} h>b2")), card


def test_worked_check_a_player_holding_no_card_after_a_move_wins_at_once() -> None:
    """CA-END-1."""
    state = position({"a1": "Qh Jh"}, ("10h", "3c 4c 5c"))
    state.apply(act("10h h>a1"))
    assert state.is_over() and state.winner == 0 and state.legal_actions() == []
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == EMPTIED and outcome.rule == "CA-END-1"
    assert outcome.margin == 3 and outcome.cards_left == (0, 3)
    refused(state, EndTurn(), "CA-END-1")


# --- CA-DECK, CA-DEAL ---------------------------------------------------------------------------

def test_ca_deck_1_two_decks_each_card_twice() -> None:
    for seed in range(20):
        for variant in (False, True):
            count = all_cards(CarreState(seed, variant=variant))
            assert sum(count.values()) == 104 and set(count) == set(DECK)
            assert set(count.values()) == {2}


def test_ca_deck_2_two_players_only() -> None:
    with pytest.raises(ValueError):
        CarreState(1, first=2)
    with pytest.raises(ValueError):
        RULES.deal(3, 1, 0, {"variant": "base"})
    assert RULES.seat_counts == (2,)


def test_ca_deal_2_sixteen_cards_each_one_at_a_time_first_player_first() -> None:
    for first in (0, 1):
        state = CarreState(7, first=first)
        cards = shuffled(deck(copies=2), random.Random(7))
        taken = 0
        while taken < 16:  # the square (aces set aside with it)
            if rank_of(cards.pop()) != 1:
                taken += 1
        dealt = [cards.pop() for _ in range(2 * HAND_SIZE)]
        assert state.hands[first] == sorted(dealt[0::2])
        assert state.hands[1 - first] == sorted(dealt[1::2])
        assert state.stock == cards
        assert state.to_move == first and state.phase == Phase.DRAW


def test_ca_deal_2_the_deal_alternates_between_games_of_a_match() -> None:
    match = Match(games=3, seed=5)
    firsts = []
    while True:
        firsts.append(match.game.to_move)
        play_random(match.game, random.Random(len(firsts)))
        if match.is_over():
            break
        match.next_game()
    assert firsts == [0, 1, 0]


def test_ca_deal_3_two_columns_of_four_places_empty_but_for_dealt_aces() -> None:
    assert len(SQUARE) == 16 and len(LEFT) == 4 and len(RIGHT) == 4
    for seed in range(50):
        state = CarreState(seed)
        for p in COLUMNS:
            assert all(rank_of(c) == 1 for c in state.table.piles[p])
            assert len(state.table.piles[p]) <= 1


# --- CA-TURN -------------------------------------------------------------------------------------

def test_ca_turn_1_a_turn_starts_with_the_draw_and_draws_once() -> None:
    state = position({"a1": "Qh Jh"}, ("10h 3c", "9c"), stock="5d 8s")
    assert state.phase == Phase.DRAW and state.legal_actions() == [Draw()]
    refused(state, "10h h>a1", "CA-TURN-1")
    refused(state, EndTurn(), "CA-TURN-1")
    assert state.reveals(Draw())
    state.apply(Draw())
    assert C("8s") in state.hands[0] and state.stock == [C("5d")]
    assert not state.reveals(act("10h h>a1"))
    refused(state, Draw(), "CA-TURN-1")


def test_ca_turn_1_ruling_nothing_is_drawn_once_the_stock_is_out() -> None:
    state = position({"a1": "Qh Jh"}, ("10h 3c", "9c"))
    assert state.phase == Phase.PLAY and Draw() not in state.legal_actions()
    refused(state, Draw(), "CA-TURN-1")


def test_ca_turn_2_aces_go_out_before_any_other_move() -> None:
    state = position({"a1": "Qh Jh"}, ("10h Ac Ad", "9c"), stock="5d")
    state.apply(Draw())
    assert state.phase == Phase.START
    legal = state.legal_actions()
    assert {a.card for a in legal if isinstance(a, Move)} == {C("Ac"), C("Ad")}
    assert all(isinstance(a, Move) and a.source == HAND and a.target in COLUMNS for a in legal)
    assert len(legal) == 2 * 8  # either ace, on any of the 8 free places
    refused(state, "10h h>a1", "CA-TURN-2")
    refused(state, EndTurn(), "CA-TURN-2")
    state.apply(act("Ad h>r3"))
    refused(state, "10h h>a1", "CA-TURN-2")
    state.apply(act("Ac h>l1"))
    assert state.phase == Phase.PLAY and state.is_legal(act("10h h>a1"))
    assert state.table.piles[P("r3")] == [C("Ad")]


def test_ca_turn_2_an_ace_from_hand_starts_a_pile_on_a_free_place_only() -> None:
    state = position({"l1": "Ah 2h"}, ("Ac 9c", "9c"), phase=Phase.START)
    refused(state, "Ac h>l1", "CA-COL-2")  # a pile is there: not a free place
    refused(state, "Ac h>a1", "CA-TURN-2")  # the square is no place for it
    assert state.is_legal(act("Ac h>l2"))


def test_ca_turn_3_any_number_of_moves_in_any_order() -> None:
    state = position({"a1": "Qh", "b1": "Qd", "c3": "9s", "d3": "9s", "c4": "9c", "d4": "9c"},
                     ("Jh 10h Jd 10d 3c", "9c"))
    for text in ("Jd h>b1", "Jh h>a1", "10h h>a1"):
        state.apply(act(text))
        assert state.to_move == 0 and state.phase == Phase.PLAY
    state.apply(act("10d h>b1"))
    assert state.hands[0] == [C("3c")]
    # No move left for anyone, the stock out: the turns end by themselves, then the game,
    # a card each: a draw (CA-END-2).
    assert state.is_over() and state.winner is None


def test_ca_turn_4_the_player_ends_the_turn_or_it_ends_by_itself() -> None:
    state = position({"a1": "Qh", "c4": "9d", "d4": "9d"}, ("Jh 3c", "9c 4d"),
                     stock="8s 8s 8s")
    state.apply(Draw())
    assert EndTurn() in state.legal_actions()
    state.apply(EndTurn())
    assert state.to_move == 1 and state.phase == Phase.DRAW and state.turn == 2
    # Seat 1 draws the 8♠ and has no move at all: its turn ends by itself.
    state.apply(Draw())
    assert state.to_move == 0 and state.phase == Phase.DRAW and state.turn == 3
    assert state.hands[1] == sorted([C("9c"), C("4d"), C("8s")])


def test_ca_turn_4_ruling_at_most_so_many_moves_within_the_square_in_a_row() -> None:
    """Q♥ shuttles between the two K♥ for ever unless counted: after MAX_SQUARE_RUN moves
    within the square in a row only moves from hand or to a column remain."""
    state = position({"c4": "Kh Qh", "l1": "As"}, ("9c", "9c"))
    here, there = "c4", "d4"
    for _ in range(MAX_SQUARE_RUN):
        state.apply(act(f"Qh {here}>{there}"))
        here, there = there, here
    assert state.square_run == MAX_SQUARE_RUN
    refused(state, f"Qh {here}>{there}", "CA-TURN-4")
    assert set(state.legal_actions()) == {act("2s a1>l1"), act("2s b1>l1"), EndTurn()}
    state.apply(act("2s b1>l1"))  # to a column: the count starts again
    assert state.square_run == 0 and state.is_legal(act(f"Qh {here}>{there}"))


def test_ca_turn_4_a_turn_with_only_square_moves_left_after_the_limit_ends_by_itself() -> None:
    state = position({"c4": "Kh Qh"}, ("9c", "9c 3d"))
    here, there = "c4", "d4"
    for _ in range(MAX_SQUARE_RUN):
        assert state.to_move == 0
        state.apply(act(f"Qh {here}>{there}"))
        here, there = there, here
    assert state.to_move == 1 and state.turn == 2


def test_ca_turn_4_nothing_is_discarded() -> None:
    state = position({"a1": "Qh"}, ("Jh 3c 9d", "9c"), stock="8s 8s")
    state.apply(Draw())
    state.apply(EndTurn())
    assert len(state.hands[0]) == 4


# --- CA-COL ---------------------------------------------------------------------------------------

def test_ca_col_1_same_suit_next_rank_up_and_a_complete_pile_takes_nothing() -> None:
    full = "Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh"
    state = position({"l1": "As 2s", "l2": full, "a1": "3s 3d", "b1": "Qd 3s"},
                     ("9c", "9c"))
    refused(state, "3d a1>l1", "CA-COL-1")
    assert state.is_legal(act("3s b1>l1"))
    refused(state, "3s b1>l2", "CA-COL-1")
    refused(state, "3d a1>l3", "CA-COL-1")  # an empty column place takes only an ace


def test_ca_col_1_an_ace_never_goes_on_the_square() -> None:
    state = position({"a1": "3h 2h"}, ("9c", "9c"))
    refusal = state.table.refusal(C("Ah"), HAND, P("a1"))
    assert refusal is not None and refusal.rule == "CA-COL-1"
    refusal = state.table.refusal(C("Ah"), HAND, P("b1"))  # not on any pile either
    assert refusal is not None and refusal.rule == "CA-COL-1"
    state = position({"a1": "3h 2h", "b2": ""}, ("9c", "9c"))
    refusal = state.table.refusal(C("Ah"), HAND, P("b2"))  # nor on an empty place
    assert refusal is not None and refusal.rule == "CA-COL-1"


def test_ca_col_2_cards_reach_the_columns_only_from_the_square() -> None:
    state = position({"l1": "As 2s", "a1": "Qd 3s"}, ("3s 9c", "9c"))
    refused(state, "3s h>l1", "CA-COL-2")
    state.apply(act("3s a1>l1"))
    assert state.table.piles[P("l1")][-1] == C("3s")


# --- CA-SQUARE ------------------------------------------------------------------------------------

def test_ca_square_1_same_suit_next_rank_down() -> None:
    state = position({"a1": "7s", "b1": "2s"}, ("6s 8s 6h Ac", "9c"), phase=Phase.PLAY)
    assert state.is_legal(act("6s h>a1"))
    refused(state, "8s h>a1", "CA-SQUARE-1")
    refused(state, "6h h>a1", "CA-SQUARE-1")


def test_ca_square_2_from_hand_one_card_at_a_time() -> None:
    state = position({"a1": "7s"}, ("6s 5s", "9c"))
    refused(state, "5s h>a1", "CA-SQUARE-1")
    refused(state, "4s h>a1", "CA-SQUARE-2")  # not in the hand
    state.apply(act("6s h>a1"))
    state.apply(act("5s h>a1"))
    assert state.table.piles[P("a1")] == [C("7s"), C("6s"), C("5s")]


def test_ca_square_3_the_top_card_moves_onto_a_square_pile_or_a_column() -> None:
    state = position({"a1": "7s 6s", "b1": "7s", "l1": "As 2s 3s 4s 5s"}, ("9c", "9c"))
    assert state.is_legal(act("6s a1>b1")) and state.is_legal(act("6s a1>l1"))
    refused(state, "7s a1>b2", "CA-SQUARE-3")  # under the 6♠: not the top card
    state.apply(act("6s a1>b1"))
    assert state.table.piles[P("b1")] == [C("7s"), C("6s")]
    state = position({"a1": "", "b1": "7s"}, ("9c", "9c"))
    refused(state, "7s a1>b1", "CA-SQUARE-3")  # nothing on a1


def test_ca_square_4_ruling_a_square_card_may_go_on_an_empty_place_too() -> None:
    state = position({"a1": "Qd 7s", "b2": "", "c3": "9h"}, ("9c", "9c"))
    assert state.is_legal(act("7s a1>b2"))
    refused(state, "9h c3>b2", "CA-SQUARE-4")  # a lone card moved changes nothing


# --- CA-END ---------------------------------------------------------------------------------------

def test_ca_end_2_a_game_no_one_can_play_ends_fewer_cards_winning() -> None:
    state = position({}, ("9c 3d", "9c 4d 5d"))
    assert state.is_over()
    outcome = state.outcome()
    assert outcome is not None and outcome.rule == "CA-END-2" and outcome.reason == FEWER
    assert outcome.winner == 0 and outcome.margin == 3


def test_ca_end_2_equal_counts_draw() -> None:
    state = position({}, ("9c 3d", "9c 4d"))
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == EQUAL and outcome.winner is None
    assert RULES.result(state).credit == (0.5, 0.5)


def test_ca_end_2_both_players_in_a_row_end_a_turn_without_a_move() -> None:
    """Moves within the square alone do not count as a move (our ruling)."""
    state = position({"c4": "Kh Qh"}, ("9c 3d", "9c 4d 5d"))
    state.apply(act("Qh c4>d4"))
    state.apply(EndTurn())
    assert not state.is_over() and state.idle_turns == 1
    state.apply(EndTurn())
    assert state.is_over() and state.winner == 0


def test_ca_end_2_a_move_that_sheds_starts_the_count_again() -> None:
    state = position({"c4": "Kh Qh", "a3": "Ks"}, ("9c 3d", "Qs 4d 5d"))
    state.apply(EndTurn())
    assert state.idle_turns == 1
    state.apply(act("Qs h>a3"))
    state.apply(EndTurn())
    assert state.idle_turns == 0 and not state.is_over()


def test_ca_end_2_only_once_the_stock_is_out() -> None:
    state = position({"c4": "Kh Qh"}, ("9c 3d", "9c 4d 5d"), stock="8s 8s")
    for _ in range(2):
        state.apply(Draw())
        state.apply(EndTurn())
    # The second turn drew the last card: it counts, the stock being out at its end.
    assert not state.is_over() and state.idle_turns == 1 and not state.stock
    state.apply(EndTurn())
    assert state.is_over()


def test_ca_end_3_a_match_counts_games_won_and_shows_the_margin() -> None:
    match = Match(games=4, seed=11)
    while True:
        play_random(match.game, random.Random(match.game_number))
        if match.is_over():
            break
        match.next_game()
    results = match.results
    assert len(results) == 4
    wins = match.wins()
    assert wins == tuple(sum(r.winner == s for r in results) for s in (0, 1))
    assert sum(wins) == sum(r.winner is not None for r in results)
    assert match.margins() == tuple(sum(r.margin for r in results if r.winner == s)
                                    for s in (0, 1))
    assert set(match.winners()) == {s for s in (0, 1) if wins[s] == max(wins)}
    with pytest.raises(ValueError):
        match.next_game()
    with pytest.raises(ValueError):
        Match(games=0)


# --- CA-VAR ---------------------------------------------------------------------------------------

def test_ca_var_1_cards_go_from_hand_to_the_columns() -> None:
    state = position({"l1": "Ah 2h", "r1": "Ks Qs"}, ("3h Js 9c", "9c"), variant=True)
    assert state.is_legal(act("3h h>l1")) and state.is_legal(act("Js h>r1"))
    refused(state, "9c h>l1", "CA-COL-1")
    refused(state, "9c h>r1", "CA-VAR-2")


def test_ca_var_2_one_column_up_from_the_aces_the_other_down_from_the_kings() -> None:
    state = position({"l1": "Ah 2h", "r1": "Ks Qs", "a1": "3h", "b1": "Js"}, ("9c", "9c"),
                     variant=True)
    assert state.is_legal(act("3h a1>l1")) and state.is_legal(act("Js b1>r1"))
    refused(state, "Js b1>l2", "CA-COL-1")  # an empty left place takes an ace
    refused(state, "3h a1>r2", "CA-VAR-2")  # an empty right place takes a king


def test_ca_var_2_kings_go_out_at_the_start_of_the_turn_and_from_the_deal() -> None:
    state = position({}, ("Kd Ac 9c", "9c"), stock="5d", variant=True, quiet=False)
    state.apply(Draw())
    assert state.phase == Phase.START
    assert {a.target for a in state.legal_actions() if a.card == C("Kd")} == set(RIGHT)
    assert {a.target for a in state.legal_actions() if a.card == C("Ac")} == set(LEFT)
    refused(state, EndTurn(), "CA-VAR-2")
    refused(state, "Kd h>l1", "CA-COL-1")  # the left column starts with aces
    kings = 0
    for seed in range(100):
        piles = CarreState(seed, variant=True).table.piles
        assert all(rank_of(c) == 13 for p in RIGHT for c in piles[p])
        assert all(rank_of(c) == 1 for p in LEFT for c in piles[p])
        if any(rank_of(piles[p][0]) == 13 for p in SQUARE):  # no free place was left for it
            assert all(piles[p] for p in RIGHT)
        kings += sum(len(piles[p]) for p in RIGHT)
    assert kings > 10


def test_ca_var_2_a_complete_pile_leaves_the_table_and_frees_its_place() -> None:
    state = position({"l1": "As 2s 3s 4s 5s 6s 7s 8s 9s 10s Js Qs", "a3": "Qd Ks"},
                     ("9c", "9c"), variant=True)
    state.apply(act("Ks a3>l1"))
    assert state.table.piles[P("l1")] == [] and len(state.table.finished) == 1
    assert state.table.finished[0][-1] == C("Ks") and state.table.problems() == []
    assert P("l1") in state.table.free_places(C("Ac"))  # the place takes a new ace


def test_ca_var_2_an_ace_with_no_free_place_stays_in_hand_and_plays_like_any_card() -> None:
    left = {"l1": "As 2s", "l2": "As", "l3": "Ah", "l4": "Ah"}
    state = position({**left, "a1": "3d 2d", "b2": ""}, ("Ad Ac 9c", "9c"), variant=True,
                     phase=Phase.START)
    assert state.phase == Phase.PLAY  # no free place: nothing to put out first
    assert state.is_legal(act("Ad h>a1"))  # on the 2♦, a neighbouring rank
    assert state.is_legal(act("Ac h>b2"))  # on an empty place
    refused(state, "Ac h>l1", "CA-COL-1")


def test_ca_var_3_a_neighbouring_rank_up_or_down() -> None:
    state = position({"a1": "7s"}, ("6s 8s 9s 7h", "9c"), variant=True)
    assert state.is_legal(act("6s h>a1")) and state.is_legal(act("8s h>a1"))
    refused(state, "9s h>a1", "CA-VAR-3")
    refused(state, "7h h>a1", "CA-VAR-3")


def test_ca_var_4_square_cards_move_by_neighbouring_rank_or_to_an_empty_place() -> None:
    state = position({"a1": "Qd 7s", "b1": "6s", "c1": "8s", "b2": ""}, ("9c", "9c"),
                     variant=True)
    assert state.is_legal(act("7s a1>b1")) and state.is_legal(act("7s a1>c1"))
    assert state.is_legal(act("7s a1>b2"))
    refused(state, "7s a1>d1", "CA-VAR-3")


# --- the catalogues --------------------------------------------------------------------------

def test_every_refusal_and_reason_reads_in_both_languages() -> None:
    """The table words refusals and hints from ``carre.<locale>.json``: the English there is
    the rules core's own, and the French has the same placeholders."""
    import json
    import re
    from pathlib import Path

    from sixseq.games.carre.bots.reasons import WHY
    from sixseq.games.carre.rules.refusals import REFUSALS

    folder = Path(__file__).parents[1] / "sixseq" / "games" / "carre" / "i18n"
    english = json.loads((folder / "carre.en.json").read_text(encoding="utf-8"))["en"]
    french = json.loads((folder / "carre.fr.json").read_text(encoding="utf-8"))["fr"]
    books = {"refusal": {k: text for k, (_, text) in REFUSALS.items()},
             "reason": dict(WHY.entries)}
    for section, book in books.items():
        assert set(english[section]) == set(book) == set(french[section])
        for name, text in book.items():
            assert english[section][name] == re.sub(r"\{(\w+)\}", r"%{\1}", text)
            assert set(re.findall(r"%\{(\w+)\}", french[section][name])) == \
                set(re.findall(r"\{(\w+)\}", text)), name
    assert set(english["end"]) == {EMPTIED, FEWER, EQUAL} == set(french["end"])


def test_ca_turn_2_ruling_an_ace_freed_a_place_later_in_the_turn_may_go_out_then() -> None:
    """Variant: the left column full, the A♦ stays in hand; the K♠ completes a pile, which
    leaves the table (CA-VAR-2), and the A♦ may go out on the freed place."""
    left = {"l1": "As 2s 3s 4s 5s 6s 7s 8s 9s 10s Js Qs", "l2": "As", "l3": "Ah", "l4": "Ah"}
    state = position({**left, "a3": "Qd Ks"}, ("Ad 9c", "9c"), variant=True)
    assert state.phase == Phase.PLAY and not state.is_legal(act("Ad h>l1"))
    state.apply(act("Ks a3>l1"))
    assert state.is_legal(act("Ad h>l1"))
    state.apply(act("Ad h>l1"))
    assert state.table.piles[P("l1")] == [C("Ad")]


# --- the soundness check every self-play test leans on -----------------------------------------

def test_problems_name_every_broken_rule_and_none_on_a_sound_game() -> None:
    """``problems()`` is the oracle of the random games (CA-DECK-1, CA-COL-1, CA-SQUARE-1,
    CA-VAR-2, CA-TURN-1, CA-TURN-4): a check that cannot fail would let them pass anything."""
    for variant in (False, True):
        state = CarreState(3, variant=variant)
        play_random(state, random.Random(3), stop_turn=6)
        assert state.problems() == []
    base = position({"a1": "Ah", "b1": "7s 8s", "l1": "Ah 3h"}, ("9c", "9c")).table
    assert {"CA-COL-1: an ace on the square at a1", "CA-SQUARE-1: 8♠ on 7♠ at b1",
            "CA-COL-1: the pile at l1 is not a run from its ace"} <= set(base.problems())
    base.finished.append(tuple(parse_cards("As 2s 3s 4s 5s 6s 7s 8s 9s 10s Js Qs Ks")))
    assert any(p.startswith("CA-VAR-2: a finished pile") for p in base.problems())
    full = "Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh"
    libre = position({"a1": "2d Ad", "b1": "7s 9s", "r1": "Ks Js", "l1": full}, ("9c", "9c"),
                     variant=True).table
    assert set(libre.problems()) == {"CA-SQUARE-1: 9♠ on 7♠ at b1",
                                     "CA-COL-1: the pile at r1 is not a run from its king",
                                     "CA-VAR-2: a complete pile left at l1"}
    libre.piles[P("l1")], libre.piles[P("b1")], libre.piles[P("r1")] = [], [], []
    libre.finished += [tuple(parse_cards(full)), tuple(reversed(parse_cards(full)))]
    assert libre.problems() == []
    libre.finished.append(tuple(parse_cards(full))[:-1])
    assert len(libre.problems()) == 1
    state = position({"a1": "Qh Jh"}, ("10h 3c", "9c"))
    assert any(p.startswith("CA-DECK-1") for p in state.problems())
    state = CarreState(5)
    state.hands[0].reverse()
    state.square_run = MAX_SQUARE_RUN + 1
    state.stock = []
    assert {"a hand is out of order", f"CA-TURN-4: {MAX_SQUARE_RUN + 1} moves within the "
            "square in a row", "CA-TURN-1: a draw phase with no stock"} <= set(state.problems())
    state = CarreState(5)
    state.phase = Phase.OVER
    assert state.problems() == ["the game's end and its outcome disagree"]


def test_push_and_pop_undo_every_action_exactly_and_a_copy_is_independent() -> None:
    """Undo (a person takes back the moves of their turn; searches try moves) restores the
    whole position, the game's end included."""
    for variant in (False, True):
        state = CarreState(12, variant=variant)
        rng = random.Random(12)
        before = []
        while not state.is_over():
            before.append(fingerprint(state))
            state.push(rng.choice(state.legal_actions()))
        copied = state.copy()
        assert fingerprint(copied)[:-2] == fingerprint(state)[:-2] and copied.undo_depth == 0
        while before:
            state.pop()
            assert fingerprint(state) == before.pop()
        assert not copied.table.problems() and copied.is_over()
        with pytest.raises(IndexError):
            state.pop()


def test_only_the_draw_reveals_a_card() -> None:
    state = position({"a1": "Qh Jh"}, ("10h 3c", "9c"), stock="5d 8s")
    assert state.reveals(Draw()) and not state.reveals(EndTurn())
    state.apply(Draw())
    assert not state.reveals(Draw()) and not state.reveals(act("10h h>a1"))


def test_an_observation_shows_the_table_and_counts_hides_the_rest_and_deals_back() -> None:
    """What a seat sees (a computer player sees nothing else): the whole table, its own
    hand, the counts and the turn; its legal actions only when it is to move. A position
    dealt back from it (the searches) looks the same to that seat and is sound."""
    for variant in (False, True):
        state = CarreState(22, first=1, variant=variant)
        play_random(state, random.Random(22), stop_turn=5)
        state.apply(next(a for a in state.legal_actions() if isinstance(a, Move)))  # PLAY
        for seat in (0, 1):
            obs = state.observation(seat)
            assert (obs.seat, obs.opponent, obs.variant, obs.first) == (seat, 1 - seat,
                                                                       variant, 1)
            assert (obs.turn, obs.to_move, obs.phase, obs.winner) == (
                state.turn, state.to_move, state.phase, state.winner)
            assert (obs.moved, obs.under_way, obs.square_run, obs.idle_turns) == (
                state.moved, state.under_way, state.square_run, state.idle_turns)
            assert obs.piles == tuple(map(tuple, state.table.piles))
            assert obs.finished == tuple(state.table.finished)
            assert obs.hand == tuple(state.hands[seat])
            assert obs.hand_sizes == tuple(map(len, state.hands))
            assert obs.stock_count == len(state.stock)
            mover = seat == state.to_move
            assert obs.legal == (tuple(state.legal_actions()) if mover else ())
            assert obs.unseen() == Counter(state.hands[1 - seat]) + Counter(state.stock)
            dealt = CarreState.from_observation(obs, random.Random(seat))
            assert dealt.observation(seat) == obs and dealt.problems() == []
            assert sorted(dealt.hands[1 - seat] + dealt.stock) == \
                sorted(state.hands[1 - seat] + state.stock)


def test_ca_square_1_and_ca_var_3_at_the_ends_of_the_ranks() -> None:
    """CA-SQUARE-1: on a 3 goes the 2, on a 2 nothing (the ace goes to the columns, CA-COL-1),
    on a K the Q. CA-VAR-3: on a 2 the ace or the 3, on an ace the 2 only, on a K the Q only
    (no wrap-around, CA-DECK-1)."""
    base = position({"a1": "3s", "b1": "2d", "c1": "Kh"}, ("2s 3d Qh 4s", "9c"))
    assert {str(a) for a in base.legal_actions() if isinstance(a, Move) and a.from_hand} == \
        {"2s h>a1", "Qh h>c1", "Qh h>c4", "Qh h>d4"}
    full = {"l1": "As", "l2": "As", "l3": "Ah", "l4": "Ah",  # no free place: aces and
            "r1": "Ks", "r2": "Ks", "r3": "Kd", "r4": "Kd"}  # kings stay in hand
    libre = position({**full, "a1": "3s", "b1": "2d", "c1": "Kh", "d1": "Ac"},
                     ("2s 4s Ad 3d Qh Ah 2c Kc", "9c"), variant=True, quiet=False)
    assert {str(a) for a in libre.legal_actions() if isinstance(a, Move) and a.from_hand
            and a.target in SQUARE} == \
        {"2s h>a1", "4s h>a1", "Ad h>b1", "3d h>b1", "Qh h>c1", "2c h>d1"} | \
        {f"{card} h>{place}" for card in ("2s", "4s", "Ad", "3d", "Qh", "Ah", "2c", "Kc")
         for place in ("a2", "b2", "c2", "d2", "a3", "b3", "c3", "d3", "a4", "b4", "c4", "d4")}


def test_ca_end_1_and_2_the_score_sheet_gives_the_winner_the_game() -> None:
    """CA-END-1: the one who empties their hand wins (share 1, the other 0); CA-END-2: at a
    block fewer cards wins, equal counts draw (½ each); CA-END-3's margin is the loser's
    hand."""
    state = position({"a1": "Qh Jh"}, ("3c 4c 5c", "10h"), to_move=1)
    state.apply(act("10h h>a1"))
    emptied = state.outcome()
    assert emptied is not None and emptied.winner == 1
    assert [(s.seat, s.cards_left, s.share, s.result) for s in emptied.seats] == \
        [(0, 3, 0.0, "lost"), (1, 0, 1.0, "won")]
    assert emptied.lines() == ["CA-END-1: seat 1 emptied their hand",
                               "seat 0: lost, 3 cards left", "seat 1: won, 0 cards left"]
    fewer = position({}, ("9c 4d 5d", "9c 3d")).outcome()
    assert fewer is not None and (fewer.winner, fewer.margin) == (1, 3)
    assert [s.result for s in fewer.seats] == ["lost", "won"]
    assert fewer.lines()[0] == "CA-END-2: seat 1 holds fewer cards at the block"
    drawn = position({}, ("9c 3d", "9c 4d")).outcome()
    assert drawn is not None and drawn.margin == 0
    assert [(s.share, s.result) for s in drawn.seats] == [(0.5, "drawn")] * 2
    assert drawn.lines()[0] == "CA-END-2: a draw, 2 cards each"


def test_ca_var_2_a_king_put_out_on_a_pile_is_refused_by_the_down_column_rule() -> None:
    """Variant, start of the turn: the K♦ may not go on the right column's K♠ pile (it
    builds down, CA-VAR-2); the free place takes it."""
    state = position({"r1": "Ks"}, ("Kd 9c", "9c"), variant=True, phase=Phase.START)
    refusal = refused(state, "Kd h>r1", "CA-VAR-2")
    assert "K♠" in str(refusal) and "K♦" in str(refusal)
    assert state.is_legal(act("Kd h>r2"))


def test_ca_turn_3_a_turn_is_under_way_once_a_move_follows_the_put_outs() -> None:
    """What the hints word ("go on" rather than "plan"): the put-outs (CA-TURN-2) do not
    begin the turn's moves, the first move after them does (CA-TURN-3), and it lasts."""
    state = position({"a1": "Qh", "b1": "Qd"}, ("Jh Jd Ac", "9c"), stock="5d")
    assert not state.observation(0).under_way
    state.apply(Draw())
    state.apply(act("Ac h>l1"))
    assert state.phase == Phase.PLAY and not state.observation(0).under_way
    state.apply(act("Jh h>a1"))
    assert state.observation(0).under_way
    state.apply(act("Jd h>b1"))
    assert state.under_way


def test_ca_square_3_a_top_card_goes_to_every_column_pile_or_place_that_takes_it() -> None:
    """CA-SQUARE-3 onto either of two column piles with the same top (each card is there
    twice, CA-DECK-1); in the variant an ace or king on top of a square pile starts a pile on
    a free place of its column (CA-VAR-2)."""
    state = position({"l1": "As 2s", "l2": "As 2s", "a1": "Qd 3s"}, ("9c", "9c"))
    assert {a.target for a in state.legal_actions() if isinstance(a, Move)
            and a.card == C("3s")} == {P("l1"), P("l2")}
    libre = position({"l1": "Ah", "l3": "Ah", "r2": "Ks", "a1": "2d Ad", "b1": "Qc Kc"},
                     ("9c", "9c"), variant=True)
    assert state.phase == libre.phase == Phase.PLAY
    moves = {str(a) for a in libre.legal_actions() if isinstance(a, Move) and not a.from_hand}
    assert {"Ad a1>l2", "Ad a1>l4", "Kc b1>r1", "Kc b1>r3", "Kc b1>r4"} <= moves
    assert not {"Ad a1>l1", "Ad a1>r1", "Kc b1>r2", "Kc b1>l2"} & moves


def test_refusals_name_the_card_the_place_and_the_limit() -> None:
    """A refusal tells the player what it is about (the table words it from its params)."""
    state = position({"a1": "7s 6s", "b2": "", "c4": "Kh Qh"}, ("9c", "9c"))
    assert refused(state, "4s h>a1", "CA-SQUARE-2").params == {"card": "4♠"}
    assert refused(state, "6s b2>a1", "CA-SQUARE-3").params == {"place": "b2"}
    assert refused(state, "7s a1>c1", "CA-SQUARE-3").params == {"card": "7♠", "place": "a1"}
    here, there = "c4", "d4"
    for _ in range(MAX_SQUARE_RUN):
        state.apply(act(f"Qh {here}>{there}"))
        here, there = there, here
    assert refused(state, f"Qh {here}>{there}", "CA-TURN-4").params == \
        {"limit": str(MAX_SQUARE_RUN)}


def test_building_refusals_show_the_card_and_the_top_it_was_refused_on() -> None:
    """CA-SQUARE-1, CA-COL-1, CA-SQUARE-3: the refusal names the card and the pile's top
    card (not a card under it), or the place."""
    full = "Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh"
    state = position({"a1": "Qh Jh", "l1": "As 2s 3s", "l2": full, "b1": "Qd 5s"},
                     ("10s Qh", "9c"))
    assert refused(state, "10s h>a1", "CA-SQUARE-1").params == {"card": "10♠", "top": "J♥"}
    assert refused(state, "5s b1>l1", "CA-COL-1").params == {"card": "5♠", "top": "3♠"}
    assert refused(state, "5s b1>l2", "CA-COL-1").params == {"place": "l2"}
    assert refused(state, "5s b1>b1", "CA-SQUARE-3").params == {"card": "5♠", "place": "b1"}


def test_ca_deal_2_a_game_starts_at_turn_0_with_seat_0_unless_told() -> None:
    state = CarreState(8)
    assert (state.first, state.to_move, state.turn, state.phase) == (0, 0, 0, Phase.DRAW)
    assert state.winner is None and state.outcome() is None


def test_ca_turn_2_only_an_ace_goes_out_first_in_the_base_game() -> None:
    """Base game, aces to put out: a king is no card to put out (CA-TURN-2, not CA-COL-1);
    in the variant a queen is none either (CA-VAR-2)."""
    state = position({}, ("Ac Kc 9c", "9c"), phase=Phase.START)
    refused(state, "Kc h>l2", "CA-TURN-2")
    libre = position({}, ("Ac Qc 9c", "9c"), phase=Phase.START, variant=True)
    refused(libre, "Qc h>l2", "CA-VAR-2")


def test_ca_turn_1_each_turn_starts_afresh() -> None:
    """The next turn begins with its draw, no move made, no square move counted, no winner
    and no outcome yet."""
    state = position({"a1": "Qh", "c4": "Kh Qh"}, ("Jh 3c", "9c"), stock="8s 8s")
    assert state.winner is None and state.outcome() is None
    state.apply(Draw())
    state.apply(act("Jh h>a1"))
    state.apply(act("Qh c4>d4"))
    assert state.moved and state.under_way and state.square_run == 1
    state.apply(EndTurn())
    assert (state.to_move, state.phase, state.moved, state.under_way, state.square_run) == \
        (1, Phase.DRAW, False, False, 0)
    assert state.winner is None and state.outcome() is None
