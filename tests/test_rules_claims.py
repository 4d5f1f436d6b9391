"""SS-DISCARD-4: claims on a discard with 3 or 4 players, and their priority ruling."""

import random

from helpers import (
    FOUR,
    TEAMS,
    THREE,
    TWO,
    a,
    assert_check_accepts_legal,
    c,
    position,
    refused,
    refused_saying,
    texts,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.observation import UNKNOWN_SEAT
from sixseq.games.six_sequences.rules.table import Phase, TableConfig


def claim_position(east: str, south: str, table: tuple[tuple[int, str], ...] = ()) -> GameState:
    """North (seat 0) is about to discard 7h; East is seat 1, South seat 2. The stock starts
    with cards that make nothing with the others."""
    return position(THREE, ("7h Ko Qo", east, south), table=table, phase=Phase.DISCARD,
                    stock="2c 3s 5d 6o 8t 10o 11s 12d")


def test_claims_open_to_every_player_who_could_use_the_discard() -> None:
    state = claim_position("7s 7c Kd", "8h 9h Kc", table=((1, "2d 3d 4d"),))
    state.apply(a("discard 7h"))
    assert state.phase == Phase.CLAIM and state.to_move == 1
    assert texts(state) == {"claim lay 7s 7c 7h", "pass"}
    # Who else may claim depends on hidden hands: other seats do not see who is asked.
    assert state.observation(0).to_move == UNKNOWN_SEAT
    assert state.observation(1).to_move == 1
    state.apply(a("claim lay 7s 7c 7h"))
    assert state.to_move == 2 and state.observation(2).my_claim is None
    assert texts(state) == {"claim lay 7h 8h 9h", "pass"}



def test_a_series_claim_may_need_a_sequence_laid_first() -> None:
    """SS-DISCARD-4 with SS-MELD-3: East has as many series as sequences, so the 7 series
    with the 7h comes only after 2d 3d 4d; it is still a claim East may make."""
    state = claim_position("7s 7c 2d 3d 4d", "Kc", table=((1, "9c 10c 11c"), (1, "Ks Kt Kd")))
    state.apply(a("discard 7h"))
    assert texts(state) == {"claim lay 7s 7c 7h", "pass"}


def test_a_won_claim_may_need_two_raids_before_its_play() -> None:
    """SS-DISCARD-4 with SS-MELD-5: East's claimed play 6t 12t around 9t-11t needs the 8t and
    the 7t raided first; each raid is offered only because the claimed play stays possible."""
    table = ((1, "9t 10t 11t"), (1, "2c 3c 4c"), (1, "8h 8c 8t"), (1, "7s 7d 7t"))
    state = position(THREE, ("12t Ko Qo", "6t Kc", "Kh"), table=table, phase=Phase.DISCARD,
                     stock="3s 5d 6o 10o 11s 12d")
    state.apply(a("discard 12t"))
    assert texts(state) == {"claim add #1 6t 12t", "pass"}
    state.apply(a("claim add #1 6t 12t"))
    state.apply(a("pass"))
    assert state.to_move == 1 and state.pending_discard == c("12t")
    assert texts(state) == {"raid 8t #1"}
    state.apply(a("raid 8t #1"))
    assert texts(state) == {"raid 7t #1"}
    state.apply(a("raid 7t #1"))
    state.apply(a("add #1 6t 12t"))
    assert state.pending_discard is None


def test_a_claimed_play_holds_the_discard_not_the_joker_in_its_place() -> None:
    """SS-DISCARD-4: East's claims on the 7h are the runs that hold it; 6h 0h@7 8h, with the
    joker where the 7h would stand, is no use of the discard and is not offered."""
    state = claim_position("6h 8h 0h", "Kc")
    state.apply(a("discard 7h"))
    assert texts(state) == {
        "claim lay 0h@5 6h 7h", "claim lay 0h@5 6h 7h 8h", "claim lay 0h@6 7h 8h",
        "claim lay 6h 7h 0h@8", "claim lay 6h 7h 8h", "claim lay 6h 7h 8h 0h@9",
        "claim lay 7h 8h 0h@9", "pass"}


def test_a_sequence_claim_beats_a_nearer_series_claim() -> None:
    state = claim_position("7s 7c Kd", "8h 9h Kc", table=((1, "2d 3d 4d"),))
    state.apply(a("discard 7h"))
    state.apply(a("claim lay 7s 7c 7h"))
    state.apply(a("claim lay 7h 8h 9h"))
    assert state.turn_seat == 2 and state.discard_pile == ()
    laid = state.side_combinations(2)
    assert [x.text(ascii=True) for x in laid] == ["7h 8h 9h"]
    assert state.hand(1) == (c("7s"), c("7c"), c("Kd"))  # East keeps its cards
    state.apply(a("stop"))  # the winner ends its lay-down
    # The winner plays a full turn (refilled to 9 after laying down), then play goes on
    # clockwise from it: East loses its turn.
    assert state.phase == Phase.DISCARD and state.hand_size(2) == 9
    state.apply(a("discard 2c"))
    assert state.phase == Phase.CLAIM and state.claim_queue == (0, 1)  # asked, cannot use it
    state.apply(a("pass"))
    state.apply(a("pass"))
    assert state.turn_seat == 0 and state.phase == Phase.DRAW


def test_between_sequences_the_higher_top_wins() -> None:
    state = claim_position("5h 6h Kd", "8h 9h Kc")
    state.apply(a("discard 7h"))
    state.apply(a("claim lay 5h 6h 7h"))
    state.apply(a("claim lay 7h 8h 9h"))
    assert state.turn_seat == 2


def test_between_series_the_nearest_after_the_discarder_wins() -> None:
    table = ((1, "2d 3d 4d"), (2, "9c 10c 11c"))
    state = claim_position("7s 7c Kd", "7d 7t Kc", table=table)
    state.apply(a("discard 7h"))
    state.apply(a("claim lay 7s 7c 7h"))
    state.apply(a("claim lay 7h 7d 7t"))
    assert state.turn_seat == 1
    assert [x.text(ascii=True) for x in state.side_combinations(1)][-1] == "7s 7c 7h"


def test_nobody_claims_the_next_player_draws_from_the_stock() -> None:
    state = claim_position("7s 7c Kd", "2s", table=((1, "2d 3d 4d"),))
    state.apply(a("discard 7h"))
    state.apply(a("pass"))
    assert state.to_move == 2 and texts(state) == {"pass"}  # South is asked all the same
    state.apply(a("pass"))
    assert state.phase == Phase.DRAW and state.turn_seat == 1
    assert texts(state) == {"draw"}  # with 3 or 4 players the discard is only claimed


def test_a_claim_must_use_the_discard_at_once() -> None:
    state = claim_position("7s 7c 2o 3o 4o", "Kc", table=((1, "2d 3d 4d"),))
    state.apply(a("discard 7h"))
    assert "claim lay 2o 3o 4o" not in texts(state)
    assert not state.is_legal(a("claim lay 2o 3o 4o"))


def test_with_two_players_the_next_player_simply_takes() -> None:
    state = position(TWO, ("7h Ko", "8h 9h"), phase=Phase.DISCARD)
    state.apply(a("discard 7h"))
    assert state.phase == Phase.DRAW and texts(state) == {"draw", "take"}


# --- what a claim window shows, and which claims the search finds -------------------------------

@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([THREE, FOUR, TEAMS]), st.integers(0, 10**6), st.integers(0, 300))
def test_ss_discard_4_what_the_discarder_sees_never_depends_on_other_hands(
        config: TableConfig, seed: int, steps: int) -> None:
    """After a discard, the discarder's view (the phase included: a claim window or not, and
    who is asked) is the same in the real deal and in any other deal of the cards it cannot
    see: South learns nothing about East's hand from what follows its discard."""
    state = _discard_position(config, seed, steps)
    if state is None:
        return
    seat = state.to_move
    for sample in range(3):
        other = GameState.from_observation(state.observation(seat), random.Random(sample))
        assert other.observation(seat) == state.observation(seat)
        for action in state.legal_actions():
            real, alike = state.copy(), other.copy()
            real.apply(action)
            alike.apply(action)
            assert alike.observation(seat) == real.observation(seat), str(action)
            # Every other seat is asked in play order, whether it could claim or not.
            n = config.seats
            assert real.phase == Phase.CLAIM
            assert real.claim_queue == tuple((seat + k) % n for k in range(1, n))


def _discard_position(config: TableConfig, seed: int, steps: int) -> GameState | None:
    """Random play to a discard (with a stock left, so claims are open) after ``steps``."""
    state = GameState(config, seed, first=seed % config.seats)
    rng = random.Random(seed)
    taken = 0
    while not state.is_over():
        if taken >= steps and state.phase == Phase.DISCARD and state.stock_count > 0:
            return state
        state.apply(rng.choice(state.legal_actions()))
        taken += 1
    return None


def swap_then_claim() -> GameState:
    """North discards 9d; East holds 4d, the card South's joker stands for, and 10d: after
    that swap East holds the joker, and 0d 9d 10d is a sequence (the claim needs the swap
    first, as a take with two players would, SS-DISCARD-3)."""
    return position(THREE, ("9d Ko Qo", "4d 10d Ks", "2c"), table=((2, "0d@4 5d 6d"),),
                    phase=Phase.DISCARD, stock="2s 3s 5c 6o 8t 10o 11s 12c")


def test_ss_discard_4_claims_follow_the_take_search_enabling_swaps_included() -> None:
    state = swap_then_claim()
    state.apply(a("discard 9d"))
    assert state.to_move == 1
    assert texts(state) == {"claim lay 0d@8 9d 10d", "claim lay 9d 10d 0d@11", "pass"}
    # With two players the same hand may take the same card (one search for both).
    two = position(TWO, ("4d 10d Ks", "2c"), table=((1, "0d@4 5d 6d"),), discard="9d")
    assert "take" in texts(two)


def test_ss_discard_4_a_won_claim_is_played_as_named_after_its_enabling_plays() -> None:
    state = swap_then_claim()
    state.apply(a("discard 9d"))
    state.apply(a("claim lay 0d@8 9d 10d"))
    state.apply(a("pass"))  # South
    assert state.turn_seat == 1 and state.phase == Phase.LAY
    assert state.pending_discard == c("9d") and state.claimed_play == a("lay 0d@8 9d 10d")
    assert texts(state) == {"joker 4d #1"}  # the enabling play, and no stop before the use
    obs = state.observation(1)
    assert obs.claimed_play == a("lay 0d@8 9d 10d") and state.observation(0).claimed_play is None
    state.apply(a("joker 4d #1"))
    error = refused(state, "lay 9d 10d 0d@11", "SS-DISCARD-4")  # not the play the claim named
    assert str(error).endswith("the claimed 9♦ goes into the play you claimed: lay 0♦@8 9♦ 10♦")
    assert texts(state) >= {"lay 0d@8 9d 10d"}
    state.apply(a("lay 0d@8 9d 10d"))
    assert state.pending_discard is None and state.claimed_play is None
    assert [x.text(ascii=True) for x in state.side_combinations(1)] == ["0d@8 9d 10d"]


def test_ss_discard_4_claims_keep_their_priority_when_enabled() -> None:
    """A series claim by East loses to South's enabled sequence claim (SS-DISCARD-4 ruling),
    though South's needs a swap first."""
    state = position(THREE, ("9d Ko Qo", "9s 9c Kh", "4d 10d Ks"),
                     table=((1, "0d@4 5d 6d"), (1, "2h 3h 4h")),
                     phase=Phase.DISCARD, stock="2s 3s 5c 6o 8t 10o 11s 12c")
    state.apply(a("discard 9d"))
    state.apply(a("claim lay 9s 9c 9d"))
    state.apply(a("claim lay 9d 10d 0d@11"))
    assert state.turn_seat == 2 and state.claimed_play == a("lay 9d 10d 0d@11")
    assert state.hand(1) == (c("9s"), c("9c"), c("Kh"))


def test_ss_discard_4_every_seat_sees_who_won_the_claim_window_for_the_turn_it_began() -> None:
    state = claim_position("7s 7c Kd", "8h 9h Kc", table=((1, "2d 3d 4d"),))
    state.apply(a("discard 7h"))
    state.push(a("claim lay 7s 7c 7h"))
    assert all(state.observation(s).claimed_by is None for s in range(3))  # still open
    state.push(a("claim lay 7h 8h 9h"))
    assert [state.observation(s).claimed_by for s in range(3)] == [2, 2, 2]
    sampled = GameState.from_observation(state.observation(0), random.Random(1))
    assert sampled.observation(0).claimed_by == 2
    state.pop()
    assert state.observation(0).claimed_by is None  # undone with the answer that closed it
    state.push(a("claim lay 7h 8h 9h"))
    state.apply(a("stop"))
    state.apply(a("discard 2c"))
    assert state.observation(0).claimed_by == 2  # still the turn the claim began
    state.apply(a("pass"))
    state.apply(a("pass"))
    assert state.turn_seat == 0 and state.observation(1).claimed_by is None  # drew instead


def test_ss_discard_4_a_window_nobody_claims_leaves_no_winner() -> None:
    state = claim_position("Kd Kc 2s", "Kt 2o 3c")
    state.apply(a("discard 7h"))
    state.apply(a("pass"))
    state.apply(a("pass"))
    assert state.turn_seat == 1 and state.observation(0).claimed_by is None


def test_ss_discard_4_claim_refusals_name_their_rule() -> None:
    """A claim is made only on a fresh discard (SS-DISCARD-4), must use it (SS-DISCARD-3),
    and a claimed play that could not be made is refused by the rule it breaks, the position
    unchanged; the legal claims pass the same check."""
    state = claim_position("7s 7c Kd", "8h 9h Kc", table=((1, "2d 3d 4d"),))
    refused_saying(state, [
        ("claim lay 7s 7c 7h", "SS-DISCARD-4", "there is no discard to claim now"),
    ])
    state.apply(a("discard 7h"))
    assert_check_accepts_legal(state)
    refused_saying(state, [
        ("claim lay 2d 3d 4d", "SS-DISCARD-3", "a claim must use 7♥"),
        ("claim add #1 7h", "SS-DISCARD-3", "a taken discard joins a sequence with a card "
                                            "from hand"),
        ("claim lay 7s 7c 7h 7d", "SS-TURN-2", "7♦ is not in your hand"),
    ])



def test_ss_discard_4_a_claim_adding_to_a_sequence_ranks_by_the_top_it_reaches() -> None:
    """SS-DISCARD-4 ruling: an add to a sequence (with a hand card, SS-DISCARD-3 b) is a
    sequence claim, ranked by the top of the sequence it makes, the sequence's own top
    when the cards go at its low end."""
    low_end = claim_position("8h Kd", "5h 6h Kc", table=((1, "9h 10h 11h"),))
    low_end.apply(a("discard 7h"))
    add = next(x for x in texts(low_end) if x.startswith("claim add"))
    low_end.apply(a(add))  # East's sequence would then run up to 11
    low_end.apply(a("claim lay 5h 6h 7h"))  # South's would reach 7 only
    assert low_end.turn_seat == 1 and low_end.discard_pile == ()
    high_end = claim_position("3h Kd", "8h 9h Kc", table=((1, "4h 5h 6h"),))
    high_end.apply(a("discard 7h"))
    add = next(x for x in texts(high_end) if x.startswith("claim add"))
    high_end.apply(a(add))  # East's sequence would reach 7
    high_end.apply(a("claim lay 7h 8h 9h"))  # South's new one reaches 9: South wins
    assert high_end.turn_seat == 2
    assert [x.text(ascii=True) for x in high_end.side_combinations(2)][-1] == "7h 8h 9h"


def test_ss_discard_4_between_partners_adds_reaching_the_same_top_the_longer_wins() -> None:
    """SS-DISCARD-4 ruling: at the same top the longer sequence wins, even over a seat
    nearer after the discarder (partners add to the same sequence, SS-SEAT-2)."""
    state = position(TEAMS, ("5h 0h Kd", "7h Ko Qo", "6h Kc 2s", "Jd"),
                     table=((0, "8h 9h 10h"),), phase=Phase.DISCARD, to_move=1,
                     stock="2c 3s 5d 6o 8t 10o 11s 12d")
    state.apply(a("discard 7h"))
    state.apply(a("claim add #1 6h 7h"))  # South, nearest after East: 6-10
    # South's claim stays hidden from the others until the window closes.
    assert state.observation(2).my_claim == a("claim add #1 6h 7h")
    assert state.observation(0).my_claim is None
    state.apply(a("pass"))  # West
    state.apply(a("claim add #1 5h 0h@6 7h"))  # North: 5-10, one card longer
    assert state.turn_seat == 0


def test_ss_discard_4_and_ss_end_1_claims_last_while_the_stock_has_a_card() -> None:
    """Ruling (SS-DISCARD-4, SS-END-1/2): a discard is open to claims while the stock still
    holds a card, even its last; once the stock is out there are no claims, and the next
    seat in play order begins a turn of the final phase."""
    hands = ("7h Ko Qo 0h 0d", "7s 7c 0s 0c", "2d 3d 0t 0o")
    table = ((1, "4c 5c 6c"),)
    last = position(THREE, hands, table=table, phase=Phase.DISCARD, stock="8t",
                    stock_size=1)
    last.apply(a("discard 7h"))
    assert last.phase == Phase.CLAIM and last.claim_queue == (1, 2)
    out = position(THREE, hands, table=table, phase=Phase.DISCARD, stock_size=0)
    turn = out.turn
    out.apply(a("discard 7h"))
    assert out.phase == Phase.FINAL and out.to_move == out.turn_seat == 1
    assert out.turn == turn + 1
