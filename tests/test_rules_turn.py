"""SS-TURN, SS-DISCARD-1..3, SS-JOKER, SS-ACE and SS-END through the public API."""

import pytest
from helpers import (
    THREE,
    TWO,
    a,
    assert_check_accepts_legal,
    c,
    fingerprint,
    lay_position,
    position,
    refused,
    refused_saying,
    texts,
)

from sixseq.decks.sixsuit import DECK_SIZE
from sixseq.games.six_sequences.rules.actions import Add, Claim, Discard, Lay, Pass, Raid
from sixseq.games.six_sequences.rules.errors import IllegalAction
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.melds import Sequence
from sixseq.games.six_sequences.rules.table import Phase, TableConfig

# --- SS-TURN -------------------------------------------------------------------------------------

def test_ss_turn_6_initial_deal() -> None:
    for seats in (2, 3, 4):
        from sixseq.games.six_sequences.rules.table import TableConfig
        state = GameState(TableConfig(seats), seed=seats)
        assert all(state.hand_size(s) == 8 for s in range(seats))
        assert state.stock_count == 120 - 8 * seats
        assert state.discard_pile == ()
        assert state.legal_actions() == [a("draw")]  # nothing to take: draw from the stock


def test_ss_turn_6_a_deal_begins_turn_1_with_its_first_player_and_no_seat_past_the_last() -> None:
    """SS-TURN-6, SS-SEAT-1: whichever seat plays first, a deal begins turn 1 with that seat
    to draw, no claims asked, no passes; a first seat that is not at the table is refused."""
    for seats in (2, 3, 4):
        config = TableConfig(seats)
        for first in range(seats):
            state = GameState(config, seed=first, first=first)
            assert (state.turn, state.turn_seat, state.to_move) == (1, first, first)
            assert state.claim_queue == () and state.claims() == () and state.passes == 0
            assert state.observation(first).turn == 1
        for nowhere in (-1, seats):
            with pytest.raises(ValueError, match=f"no seat {nowhere} at a table of {seats}"):
                GameState(config, seed=1, first=nowhere)


def test_ss_turn_1_draw_then_lay_down() -> None:
    state = GameState(TWO, seed=3)
    top = state.stock()[0]
    state.apply(a("draw"))
    assert state.hand_mask(0) >> top & 1 and state.hand_size(0) == 9
    assert state.phase in (Phase.LAY, Phase.DISCARD)
    refused(state, "draw", "SS-TURN-1")


def test_ss_turn_2_any_number_of_plays_in_any_order() -> None:
    state = lay_position("2h 3h 4h 7c 8c 9c 5d 5s 5o", table=())
    state.apply(a("lay 7c 8c 9c"))
    state.apply(a("lay 5d 5s 5o"))
    state.apply(a("lay 2h 3h 4h"))
    assert (state.sequence_count(0), state.series_count(0)) == (2, 1)


def test_ss_turn_3_refill_to_nine_after_laying_down() -> None:
    state = lay_position("2h 3h 4h 7c 8c 9c 5d Ks")
    state.apply(a("lay 2h 3h 4h"))
    state.apply(a("stop"))
    assert state.hand_size(0) == 9
    assert state.phase in (Phase.COMPLETE, Phase.DISCARD)


def test_ss_turn_4_completing_refills_at_once_and_lays_nothing_new() -> None:
    state = lay_position("7h 8h 2c 3c 4c 5s 6s 7s Ks", table=((0, "4h 5h 6h"),),
                         phase=Phase.COMPLETE, stock="Jo Qo")
    refused(state, "lay 2c 3c 4c", "SS-TURN-4")
    assert "stop" in texts(state)  # completing is optional
    state.apply(a("add #1 7h"))
    assert state.hand_size(0) == 9 and state.hand_mask(0) >> c("Jo") & 1
    state.apply(a("add #1 8h"))
    assert state.hand_size(0) == 9 and state.hand_mask(0) >> c("Qo") & 1
    # Nothing is left to complete, but the player ends the phase: it never ends by itself
    # right after their own play (so a table can still let them take it back).
    assert state.phase == Phase.COMPLETE and texts(state) == {"stop"}
    state.apply(a("stop"))
    assert state.phase == Phase.DISCARD


def test_a_phase_ends_by_itself_only_when_the_player_has_no_decision_at_all() -> None:
    """Entering a phase with nothing to do ends it at once; a round recorded before explicit
    stops (``explicit_stops=False``) also ended it right after the last possible play."""
    state = lay_position("7h 8h 2c 3c 4c 5s 6s 7s Ks", table=((0, "4h 5h 6h"),),
                         phase=Phase.COMPLETE, stock="Jo Qo")
    state.explicit_stops = False
    state.apply(a("add #1 7h"))
    state.apply(a("add #1 8h"))
    assert state.phase == Phase.DISCARD
    drawn = position(TWO, ("2c 9d Ks Qo 3t 5o 7s Jh", ""), stock="4d 8h")
    drawn.apply(a("draw"))  # nothing to lay or add with this hand: no decision, no waiting
    assert drawn.phase == Phase.DISCARD


def test_only_a_draw_or_a_refill_reveals_a_hidden_card() -> None:
    """What a table lets a person undo stops at the first card the stock showed them."""
    state = lay_position("2h 3h 4h 7c 8c 9c 5d Ks", stock="Jo Qo")
    assert not state.reveals(a("lay 2h 3h 4h"))
    state.apply(a("lay 2h 3h 4h"))
    assert state.reveals(a("stop"))  # the refill draws
    fresh = position(TWO, ("2c 9d Ks Qo 3t 5o 7s Jh", ""), stock="4d 8h")
    assert fresh.reveals(a("draw"))


def test_ss_turn_5_discard_ends_at_eight_and_never_a_joker() -> None:
    state = position(TWO, ("2h 3c 4d 5s 6t 7o 8h 9c 0s", ""), phase=Phase.DISCARD)
    refused(state, "discard 0s", "SS-DISCARD-2")
    refused(state, "discard Ah", "SS-TURN-5")
    assert a("discard 0s") not in state.legal_actions()
    state.apply(a("discard 7o"))
    assert state.hand_size(0) == 8 and state.discard_pile[-1] == c("7o")
    assert state.to_move == 1 and state.phase == Phase.DRAW


def test_ss_turn_5_ruling_a_hand_of_jokers_ends_the_turn_without_discard() -> None:
    state = position(TWO, ("0h 0s 5c 6c 7c", "0c 0d 0t 0o"), stock_size=0, phase=Phase.LAY)
    state.apply(a("lay 5c 6c 7c"))
    state.apply(a("stop"))  # the player ends their lay-down
    # No refill (no stock), jokers only: the turn ends without a discard; then nobody can
    # play and the round ends.
    assert state.is_over()
    assert state.hand(0) == (c("0s"), c("0h"))
    assert not any(card % 20 == 0 for card in state.discard_pile[-3:])


# --- SS-DISCARD-1..3 -----------------------------------------------------------------------------

def draw_position(hand: str, discard: str, table: tuple[tuple[int, str], ...] = ()) -> GameState:
    return position(TWO, (hand, ""), table=table, discard=discard, phase=Phase.DRAW)


def test_ss_discard_1_only_the_top_card_and_the_history_stays_visible() -> None:
    state = draw_position("9d Kc", "5d 8d", table=((0, "4d 0d@5 6d 7d"),))
    assert "take" in texts(state)
    assert state.observation(1).discard == (c("5d"), c("8d"))
    state.apply(a("take"))
    assert state.discard_pile == (c("5d"),)
    assert state.observation(1).known[0] >> c("8d") & 1  # everyone saw North take it


def test_ss_discard_3_seed_example_1_discard_with_a_hand_card() -> None:
    state = draw_position("9d Kc 2s", "8d", table=((0, "4d 5d 6d 7d"),))
    state.apply(a("take"))
    assert state.pending_discard == c("8d")
    refused(state, "stop", "SS-DISCARD-3")
    refused(state, "add #1 8d", "SS-DISCARD-3")  # alone, it may not be added
    state.apply(a("add #1 8d 9d"))
    assert state.pending_discard is None
    assert state.combination(1).text(ascii=True) == "4d 5d 6d 7d 8d 9d"  # type: ignore[union-attr]


def test_ss_discard_3_seed_example_2_discard_alone_is_refused() -> None:
    state = draw_position("Kc 2s 3h", "8s", table=((0, "4s 5s 6s 7s"),))
    assert "take" not in texts(state)
    refused(state, "take", "SS-DISCARD-3")


def test_ss_discard_3_not_to_add_to_a_series_nor_to_swap_a_joker() -> None:
    table = ((0, "2h 3h 4h"), (0, "8h 8c 8t"), (1, "6d 7d 0d@8"))
    state = draw_position("Kc 2s", "8d", table=table)
    refused(state, "take", "SS-DISCARD-3")


def test_ss_discard_3_used_in_a_new_combination() -> None:
    state = draw_position("9c 10c Kd", "8c")
    state.apply(a("take"))
    assert texts(state) == {"lay 8c 9c 10c"}
    state.apply(a("lay 8c 9c 10c"))
    assert state.pending_discard is None


def test_ss_discard_3_a_taken_card_is_never_used_for_a_swap() -> None:
    table = ((1, "6d 7d 0d@8"),)
    state = draw_position("9d 10d Kc", "8d", table=table)
    state.apply(a("take"))
    assert "joker 8d #1" not in texts(state)
    refused(state, "joker 8d #1", "SS-DISCARD-3")


def test_ss_discard_3_plays_may_come_first_but_never_spoil_the_use() -> None:
    # North has one sequence and one series: a series with the 5h needs a second sequence first.
    table = ((0, "9c 10c 11c"), (0, "Ks Kc Kd"))
    state = draw_position("5s 5c 4s 6s 2d 3d 4d", "5h", table=table)
    assert "take" in texts(state)
    state.apply(a("take"))
    refused(state, "lay 5h 5s 5c", "SS-MELD-3")
    refused(state, "lay 4s 5s 6s", "SS-DISCARD-3")  # would leave 5c alone with the 5h
    state.apply(a("lay 2d 3d 4d"))
    state.apply(a("lay 5h 5s 5c"))
    assert state.pending_discard is None


def test_ss_discard_3_a_swap_may_bring_the_card_that_makes_the_use() -> None:
    # The 7h alone cannot be used; swapping the 8h for East's joker gives the 0h that can.
    table = ((1, "Jh Ch 0h@15"),)
    state = draw_position("Bh 9h Kc", "8h", table=table)
    assert "take" in texts(state)  # joker Bh #1 then lay 8h 9h 0h@10 (or 0h@7 8h 9h)
    state.apply(a("take"))
    state.apply(a("joker Bh #1"))
    assert "lay 8h 9h 0h@10" in texts(state)


def test_ss_discard_3_a_card_won_by_a_swap_may_complete_the_series_the_discard_goes_in() -> None:
    """SS-DISCARD-3 with SS-ACE-1: the 1h on the pile has only one partner in hand (1s), but
    swapping the Ad for West's 1d at position 19 gives a second, so 1h 1s 1d may be laid and
    the 1h taken; another swap on the table (the 6s for a joker) changes nothing to that."""
    table = ((0, "7c 8c 9c"), (1, "Qd Kd 1d@19"), (1, "5s 0s@6 7s"))
    state = draw_position("1s Ad 6s", "1h", table=table)
    assert "take" in texts(state)
    state.apply(a("take"))
    state.apply(a("ace Ad #2"))
    assert "lay 1s 1h 1d" in texts(state)


@pytest.mark.parametrize(("hand", "discard", "table", "after"), [
    # The 12t needs the 8t raided onto North's 9t-11t, then joins it with the 7t below.
    ("6s 7t Bs", "12t", ((0, "9t 10t 11t"), (0, "8h 8c 8t"), (1, "Jt 0t@14 Bt Rt"),
                         (1, "Rs Qs 0s@18 1s@19")),
     {"raid 8t #1"}),
    # The Bt makes runs at once; swapping the Jh for North's own joker keeps one possible.
    ("At 12s Jh Ct 10t Jt 12t", "Bt", ((0, "10h 11h 12h 0h@13"), (0, "11o 11d 11t 11s"),
                                       (1, "3h 4h 5h 6h")),
     {"joker Jh #1", "lay 10t 11t 12t", "lay 10t 11t 12t Jt", "lay 10t 11t 12t Jt Ct Bt",
      "lay 11t 12t Jt", "lay 11t 12t Jt Ct", "lay 11t 12t Jt Ct Bt", "lay 12t Jt Ct",
      "lay 12t Jt Ct Bt", "lay Jt Ct Bt"}),
])
def test_ss_discard_3_the_side_s_own_sequence_of_the_suit_lets_the_search_run(
        hand: str, discard: str, table: tuple[tuple[int, str], ...], after: set[str]) -> None:
    state = draw_position(hand, discard, table=table)
    assert "take" in texts(state)
    state.apply(a("take"))
    assert texts(state) == after


def test_ss_discard_3_the_sequence_that_allows_the_series_may_take_a_raided_card() -> None:
    """SS-MELD-3 with SS-MELD-5: the 5h series needs a second sequence first, and the only one
    is 2d 3d with the 4d raided from North's 4 series: exactly three diamonds, one raided."""
    table = ((0, "9c 10c 11c"), (0, "4d 4o 4t 4h"))
    state = draw_position("5s 5c 2d 3d", "5h", table=table)
    assert "take" in texts(state)
    state.apply(a("take"))
    assert texts(state) == {"lay 2d 3d 4d"}
    state.apply(a("lay 2d 3d 4d"))
    state.apply(a("lay 5h 5s 5c"))
    assert state.pending_discard is None
    # Without the 4d on the table, no sequence can come first: the 5h may not be taken.
    bare = draw_position("5s 5c 2d 3d", "5h", table=((0, "9c 10c 11c"), (0, "4o 4t 4h")))
    refused(bare, "take", "SS-DISCARD-3")


def test_ss_discard_3_the_take_search_is_exact_however_many_plays_enable_the_use() -> None:
    """Four raids must empty the 9s series before SS-MELD-3 allows the K series with the
    taken Kc: the search that decides whether the discard may be taken has no depth bound."""
    table = ((0, "6s 7s 8s"), (0, "6c 7c 8c"), (0, "6d 7d 8d"), (0, "6t 7t 8t"),
             (0, "9s 9c 9d 9t"), (0, "2o 2t 2h"), (0, "Jo Jt Jh"), (0, "Qo Qt Qh"))
    state = draw_position("Ks Kh 3c", "Kc", table=table)
    assert "take" in texts(state)
    state.apply(a("take"))
    refused(state, "lay Ks Kh Kc", "SS-MELD-3")
    refused(state, "stop", "SS-DISCARD-3")
    for raid in ("raid 9s #1", "raid 9c #2", "raid 9d #3", "raid 9t #4"):
        state.apply(a(raid))
    state.apply(a("lay Ks Kh Kc"))
    assert state.pending_discard is None
    # One card short of emptying it (no ★ sequence takes the 9t), the K series stays barred.
    short = draw_position("Ks Kh 3c", "Kc", table=(*table[:3], (0, "10h 11h 12h"), *table[4:]))
    refused(short, "take", "SS-DISCARD-3")


def test_ss_discard_3_plays_that_only_enable_a_use_are_offered_with_the_take() -> None:
    """After taking the 8t, adding the 7t alone (to the sequence, or to the 7 series, whence a
    raid moves it on to the sequence) is legal only because At@1 and 8t can then extend the
    sequence: the search behind the take follows adds and raids of the discard's suit."""
    table = ((0, "9c 10c 11c"), (0, "2t 0t@3 4t 5t 6t"), (0, "7o 7c 7d 7h"), (1, "0c@14 Bc Rc"),
             (1, "1c 1s 1h"), (1, "Qh Qd Qt"))
    state = draw_position("4c At 3d 6c 8c 7t Jd 12c", "8t", table=table)
    assert "take" in texts(state)
    state.apply(a("take"))
    # The clubs sequence's adds come first and enable nothing; the search goes on past them.
    assert texts(state) == {"add #1 12c", "add #1 8c", "add #2 7t", "add #2 7t 8t",
                            "add #2 At@1", "add #2 At@1 7t 8t", "add #3 7t", "lay 6c 7c 8c"}
    state.apply(a("add #3 7t"))
    assert "raid 7t #2" in texts(state)
    state.apply(a("raid 7t #2"))
    state.apply(a("add #2 At@1 8t"))
    assert state.pending_discard is None


@pytest.mark.parametrize(("hand", "discard", "table"), [
    # A card of the discard's suit in hand, but too far from it to make a run.
    ("3c Js 12t", "8t", ((0, "4d 4o 4t"), (1, "0c@16 Qc Kc"), (1, "1d 1h 1c 1t"))),
    # Only another side's sequence of the suit, and a series of the side to raid.
    ("12c Kc 9c", "1h", ((0, "Ko Kh Ks Kt"), (1, "Jh Ch Bh Rh Qh"))),
])
def test_ss_discard_3_a_discard_no_play_can_use_is_refused(
        hand: str, discard: str, table: tuple[tuple[int, str], ...]) -> None:
    state = draw_position(hand, discard, table=table)
    assert texts(state) == {"draw"}
    refused(state, "take", "SS-DISCARD-3")


@pytest.mark.parametrize(("hand", "laid", "taken", "adds"), [
    ("1d 0d 6d Ks", "3d 4d 5d", "2d",
     {"add #1 1d 2d", "add #1 0d@1 2d", "add #1 2d 6d", "add #1 2d 0d@6", "add #1 1d 2d 6d",
      "add #1 1d 2d 0d@6", "add #1 0d@1 2d 6d", "add #1 1d 2d 6d 0d@7", "add #1 2d 6d 0d@7",
      "add #1 6d", "add #1 0d@6"}),
    ("0d Kd 1d Ks", "11d 12d Jd Cd Bd Rd", "Qd",
     {"add #1 Qd Kd", "add #1 0d@10 Qd", "add #1 Qd 0d@18", "add #1 0d@10 Qd Kd",
      "add #1 Qd Kd 0d@19", "add #1 Qd Kd 1d@19", "add #1 Qd 0d@18 1d@19",
      "add #1 0d@10 Qd Kd 1d@19", "add #1 0d@10", "add #1 0d@17"}),
])
def test_ss_discard_3_b_the_taken_card_joins_with_hand_cards_at_either_end_up_to_1_and_19(
        hand: str, laid: str, taken: str, adds: set[str]) -> None:
    """SS-DISCARD-3 (b): every extension of the side's sequence that holds the taken card and
    at least one hand card is offered, below, above or at both ends, down to position 1 and
    up to 19; a card added alone is offered only while the taken card stays usable."""
    state = lay_position(hand, table=((0, laid),), pending=taken)
    assert {t for t in texts(state) if t.startswith("add ")} == adds
    assert len(state.legal_actions()) == len(texts(state))  # each offered once


def test_from_position_never_puts_a_joker_on_the_discard_pile() -> None:
    """SS-DISCARD-2: the cards set aside under the pile are never jokers; a joker given as a
    discard, or jokers that would fit nowhere but there, are refused."""
    state = position(TWO, ("2c", "3c"), stock_size=10)
    assert not [x for x in state.discard_pile if x % 20 == 0]
    assert sorted(x % 20 for x in state.stock()).count(0) == 6
    with pytest.raises(ValueError, match="SS-DISCARD-2"):
        position(TWO, ("2c", "3c"), discard="5h 0h")
    with pytest.raises(ValueError, match="SS-DISCARD-2"):
        position(TWO, ("2c", "3c"), stock_size=3)
    with pytest.raises(ValueError, match="SS-DISCARD-2"):
        position(TWO, ("0h 2h 3h", ""), pending="0h", phase=Phase.LAY)


def test_a_set_up_taken_discard_is_in_the_takers_hand_and_nowhere_else() -> None:
    """SS-DISCARD-3: the discard taken is in the taker's hand until it is used; a position set
    up with ``pending`` puts it there even when the hand given leaves it out."""
    for hand in ("5h 6h", "5h 6h 7h"):
        state = position(TWO, (hand, "Kc"), pending="7h", phase=Phase.LAY)
        assert c("7h") in state.hand(0)
        assert c("7h") not in state.stock() and c("7h") not in state.discard_pile
        assert a("lay 5h 6h 7h") in state.legal_actions()


def test_an_action_that_fails_half_way_leaves_the_state_as_it_was(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A state is never changed by an action that then fails: whatever goes wrong inside
    ``apply`` (here the refill that follows a stop), the position is put back."""
    state = lay_position("2h 3h 4h 9c", stock="5s 6s 7s 8s 9s")
    before = fingerprint(state)

    def broken(self: GameState, seat: int) -> None:
        self._draw(seat)  # one card moves, then the failure
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(GameState, "_refill", broken)
    with pytest.raises(RuntimeError):
        state.apply(a("stop"))
    assert fingerprint(state) == before
    with pytest.raises(RuntimeError):
        state.push(a("stop"))
    assert fingerprint(state) == before and state.undo_depth == 0


def test_after_an_undo_or_a_failed_action_the_legal_actions_are_the_position_s_own(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``pop()`` gives back the position before the last pushed action, with whatever was
    applied after it taken back too, and an action that fails half-way leaves the position
    as it was: either way the legal actions listed next are that position's (SS-TURN-1: the
    draw), never those of a position passed through, as a fresh copy lists them."""
    hand = ("2c 9d Ks Qo 3t 5o 7s Jh", "")
    state = position(TWO, hand, stock="4d 8h")
    before = texts(state)
    state.push(a("draw"))
    assert state.phase == Phase.DISCARD  # nothing to lay or complete: it went on by itself
    state.apply(a("discard 2c"))
    state.pop()
    assert state.phase == Phase.DRAW and texts(state) == before == {"draw"}

    def broken(self: GameState, seat: int) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(GameState, "_refill", broken)
    fresh = position(TWO, hand, stock="4d 8h")
    with pytest.raises(RuntimeError):
        fresh.push(a("draw"))  # fails once the lay-down found nothing to do
    assert fresh.phase == Phase.DRAW and texts(fresh) == before
    assert fresh.legal_actions() == fresh.copy().legal_actions()


# --- SS-JOKER and SS-ACE -------------------------------------------------------------------------

def test_ss_joker_1_swap_on_any_sequence_from_hand() -> None:
    state = lay_position("6h Kc", table=((1, "5h 0h@6 7h"),))
    state.apply(a("joker 6h #1"))
    assert state.combination(1).text(ascii=True) == "5h 6h 7h"  # type: ignore[union-attr]
    assert state.hand_mask(0) >> c("0h") & 1
    assert state.observation(1).known[0] >> c("0h") & 1


def test_ss_joker_1_every_joker_won_stays_known_to_the_table() -> None:
    """SS-JOKER-1: a swap happens in everyone's sight, so each joker it brings to hand is
    known to the table; a second swap does not make the first one's joker unknown."""
    state = lay_position("6h 8s Kc", table=((1, "5h 0h@6 7h"), (1, "7s 0s@8 9s")))
    state.apply(a("joker 6h #1"))
    state.apply(a("joker 8s #2"))
    assert state.known_mask(0) == 1 << c("0h") | 1 << c("0s")
    assert state.observation(1).known[0] == state.known_mask(0)


def test_ss_discard_3_a_taken_discard_joins_what_the_table_already_knew_of_the_hand() -> None:
    """The table saw North win the joker by a swap (SS-JOKER-1); a turn later it sees North
    take the 7♣ (SS-DISCARD-3). It knows both cards: the take adds to what it knew."""
    state = position(TWO, ("6h Kc 5c 6c 9h", "7c 9d"), table=((1, "5h 0h@6 7h"),),
                     phase=Phase.LAY)
    for text in ("joker 6h #1", "stop", "discard Kc", "draw", "discard 7c", "take"):
        state.apply(a(text))
    assert state.known_mask(0) == 1 << c("0h") | 1 << c("7c")
    assert state.observation(1).known[0] == state.known_mask(0)

def test_ss_joker_1_never_with_a_laid_card() -> None:
    table = ((1, "5s 0s@6 7s"), (0, "2h 3h 4h"), (0, "6h 6s 6c"))
    state = lay_position("Kc", table=table)
    refused(state, "joker 6s #1", "SS-JOKER-1")
    refused(state, "joker 7s #1", "SS-JOKER-1")


def test_ss_joker_2_a_won_joker_goes_only_into_its_own_suit() -> None:
    state = lay_position("6h 8s 9s 2h 3h", table=((1, "5h 0h@6 7h"),))
    state.apply(a("joker 6h #1"))
    refused(state, "lay 0h@7 8s 9s", "SS-MELD-2")
    assert "lay 0h@1 2h 3h" in texts(state) and "lay 2h 3h 0h@4" in texts(state)


def test_ss_joker_at_an_end_is_swapped_for_either_card_of_that_end() -> None:
    state = lay_position("1h Ah", table=((1, "0h@1 2h 3h"),))
    assert {"joker 1h #1", "joker Ah #1"} <= texts(state)
    state.apply(a("joker Ah #1"))
    seq = state.combination(1)
    assert isinstance(seq, Sequence) and seq.ace_low and seq.text(ascii=True) == "Ah@1 2h 3h"


def test_ss_ace_1_swaps_on_any_side_from_hand_only() -> None:
    table = ((1, "Ah@1 2h 3h"), (1, "Qs Ks 1s@19"))
    state = lay_position("1h As Kc", table=table)
    assert {"ace 1h #1", "ace As #2"} <= texts(state)
    state.apply(a("ace 1h #1"))
    assert state.combination(1).text(ascii=True) == "1h 2h 3h"  # type: ignore[union-attr]
    assert state.hand_mask(0) >> c("Ah") & 1
    refused(state, "ace Ah #1", "SS-ACE-1")  # no 1 at position 19 there
    state.apply(a("ace As #2"))
    assert state.combination(2).text(ascii=True) == "Qs Ks As"  # type: ignore[union-attr]
    assert state.hand_mask(0) >> c("1s") & 1


def test_ss_ace_1_an_ace_swap_onto_no_sequence_is_refused_under_its_own_rule() -> None:
    """SS-ACE-1: an A/1 swap aimed at a series, or at no combination, is refused under the
    ace swap's rule, as a joker swap there is under SS-JOKER-1. The legal swaps pass the
    same check."""
    table = ((1, "Ah@1 2h 3h"), (0, "2c 3c 4c"), (0, "Qs Qh Qc"), (1, "4o 0o@5 6o"))
    state = lay_position("1h 5c 5o Kc", table=table)
    assert {"ace 1h #1", "joker 5o #4"} <= texts(state)
    assert_check_accepts_legal(state)
    refused_saying(state, [
        ("ace 1h #3", "SS-ACE-1", "#3 is not a laid sequence"),
        ("ace 1h #9", "SS-ACE-1", "#9 is not a laid sequence"),
        ("joker 5c #3", "SS-JOKER-1", "#3 is not a laid sequence"),
    ])


FULL_HEARTS = "2h 3h 4h 5h 6h 7h 8h 9h 10h 11h 12h Jh Ch Bh Rh Qh Kh"  # positions 2..18


@pytest.mark.parametrize(("laid", "card", "after"), [
    ("0h@1 2h 3h", "1h", "1h 2h 3h"),
    (f"0h@1 {FULL_HEARTS} Ah", "1h", f"1h {FULL_HEARTS} Ah"),
    (f"0h@1 {FULL_HEARTS} 1h@19", "Ah", f"Ah@1 {FULL_HEARTS} 1h@19"),
    (f"1h {FULL_HEARTS} 0h@19", "Ah", f"1h {FULL_HEARTS} Ah"),
    (f"Ah@1 {FULL_HEARTS} 0h@19", "1h", f"Ah@1 {FULL_HEARTS} 1h@19"),
])
def test_ss_joker_1_a_joker_swapped_at_one_end_leaves_the_other_end_as_it_was(
        laid: str, card: str, after: str) -> None:
    """SS-JOKER-1 with SS-DECK-3: the card from hand takes the joker's place at its end, and
    whatever stands at the other end (the 1 or the A) stays there; no card is lost or doubled."""
    state = lay_position(f"{card} Kc", table=((1, laid),))
    state.apply(a(f"joker {card} #1"))
    assert state.combination(1).text(ascii=True) == after  # type: ignore[union-attr]
    assert state.hand(0) == (c("Kc"), c("0h"))
    assert state.total_cards() == 120 and len(state.card_locations()) == 120


def test_ss_joker_1_and_ss_ace_1_refused_swaps_say_which_rule_and_card() -> None:
    """A swap of a card of another suit, of a card the joker does not stand for, or of an A
    or 1 where no swap of SS-ACE-1 is possible, is refused with the rule and the card."""
    table = ((1, "5h 0h@6 7h"), (1, "Ah@1 2h 3h"), (1, "7s 8s 9s"), (1, "0s@1 2s 3s"),
             (1, "Qd Kd 0d@19"))
    state = lay_position("6s 5d 8h 1s 1h Ks Ad", table=table)
    for text, rule, name, card in [
            ("joker 6s #1", "SS-JOKER-1", "swap_wrong_suit", "6♠"),
            ("ace 1s #2", "SS-ACE-1", "swap_wrong_suit", "1♠"),
            ("joker 8h #1", "SS-JOKER-1", "not_joker_card", "8♥"),
            ("joker Ks #3", "SS-JOKER-1", "not_joker_card", "K♠"),
            ("ace Ks #4", "SS-ACE-1", "ace_swap_only", None),
            ("ace 1s #4", "SS-ACE-1", "ace_swap_only", None),
            ("ace 1s #3", "SS-ACE-1", "ace_swap_only", None),
            ("ace 8h #2", "SS-ACE-1", "ace_swap_only", None),
            ("ace Ad #5", "SS-ACE-1", "ace_swap_only", None),
            ("ace 5d #2", "SS-ACE-1", "swap_wrong_suit", "5♦")]:
        before = fingerprint(state)
        with pytest.raises(IllegalAction) as info:
            state.apply(a(text))
        assert (info.value.rule, info.value.name) == (rule, name), text
        assert info.value.params == ({} if card is None else {"card": card}), text
        assert fingerprint(state) == before


# --- SS-END --------------------------------------------------------------------------------------

def test_ss_end_1_the_turn_the_stock_runs_out_is_played_to_its_end() -> None:
    # The jokers are in South's hand: with one card left in the stock they fit nowhere else
    # (a joker is never under the discard pile, SS-DISCARD-2).
    state = position(TWO, ("2h 3h 4h 5h 9c Kd", "2s 3s 4s 0s 0c 0h 0d 0t 0o"), stock="7c",
                     stock_size=1, phase=Phase.LAY)
    state.apply(a("lay 2h 3h 4h 5h"))
    state.apply(a("stop"))
    # The refill takes the last card and falls short of 9.
    assert state.stock_count == 0 and state.hand(0) == (c("7c"), c("9c"), c("Kd"))
    assert state.phase == Phase.DISCARD
    state.apply(a("discard 9c"))
    assert state.phase == Phase.FINAL and state.to_move == 1


def test_ss_end_2_final_phase_takes_plays_and_ends_when_all_pass() -> None:
    # With no stock the jokers are on the table; their real cards (3d, 5c) are out of play.
    hands = ("Kd 2s", "9d 10d Jc 7h")
    table = ((0, "0d@3 4d 5d 6d 7d"), (1, "0c@5 6c 7c"), (0, "0s@8 9s 10s"),
             (1, "0h@2 3h 4h"), (0, "0t@5 6t 7t"), (1, "0o@5 6o 7o"))
    state = position(TWO, hands, table=table, discard="8d", stock_size=0,
                     phase=Phase.FINAL, to_move=1)
    refused(state, "draw", "SS-END-2")
    refused(state, "discard 7h", "SS-TURN-5")
    assert "take" in texts(state)  # 8d 9d 10d is a new sequence for South
    state.apply(a("take"))
    refused(state, "pass", "SS-DISCARD-3")
    state.apply(a("lay 8d 9d 10d"))
    state.apply(a("pass"))  # South ends its turn
    # South has nothing more, nor has North: both pass in a row and the round is over.
    assert state.is_over()
    score = state.outcome()
    assert score is not None
    # North's 0d-7d is longer than South's 8d-10d: North dominates diamonds (SS-SCORE-1);
    # each joker sequence scores 3 for its side (North ♠ ★, South ♣ ♥ ●).
    assert score.totals == (5 + 3 + 3 - 2, 3 + 3 + 3 - 2)


def test_ss_end_2_round_ends_only_after_everyone_passed_in_a_row() -> None:
    # With no stock the jokers are held where they cannot be used, or laid (their real cards,
    # 8c and 4s, are out of play).
    state = position(TWO, ("Kd 2s 3s 0h 0d 0t 0o", "4h 12c"), stock_size=0, phase=Phase.FINAL,
                     to_move=0, table=((1, "0c@8 9c 10c 11c"), (1, "0s@4 5s 6s")))
    assert texts(state) == {"pass"}
    state.apply(a("pass"))
    assert not state.is_over() and state.to_move == 1 and state.passes == 1
    state.apply(a("add #1 12c"))
    state.apply(a("pass"))
    # A play resets the count; then South, North and South again have nothing: over.
    assert state.is_over()


# --- Refusals: each names its rule -------------------------------------------------------------

def test_ss_turn_ss_discard_ss_end_2_refusals_out_of_turn_name_their_rule() -> None:
    """An action out of its phase names the rule of that phase (SS-TURN-1, -2, -4, -5,
    SS-END-2), a taken discard the rule that binds it (SS-DISCARD-1..4); the words say which
    card."""
    draw = position(TWO, ("2h 3h 4h 8h 0h 9c", ""), phase=Phase.DRAW)
    refused_saying(draw, [
        ("stop", "SS-TURN-4", "there is no lay-down or completing to stop"),
        ("pass", "SS-END-2", "passing is for claims and the final phase"),
        ("lay 2h 3h 4h", "SS-TURN-2", "plays are made after drawing, before discarding"),
        ("take", "SS-DISCARD-1", "the discard pile is empty"),
    ])
    refused_saying(lay_position("2h 3h 4h", discard="5s"), [
        ("take", "SS-TURN-1", "the discard is taken instead of drawing"),
    ])
    discard = position(TWO, ("2h 3h 4h 8h 0h 9c", ""), phase=Phase.DISCARD)
    refused_saying(discard, [
        ("discard 0h", "SS-DISCARD-2", "a joker is never discarded"),  # not the ♠ joker
        ("discard 7h", "SS-TURN-5", "7♥ is not in your hand"),  # the 8♥ is
    ])
    three = position(THREE, ("2h 3h 4h 9c", "", ""), phase=Phase.DRAW, discard="5h")
    refused_saying(three, [
        ("take", "SS-DISCARD-4", "with 3 or 4 players the discard is claimed"),
    ])
    refused_saying(draw_position("Kc 2s 3h", "8s", table=((0, "4s 5s 6s 7s"),)), [
        ("take", "SS-DISCARD-3", "8♠ may be taken only to use it at once: in a new "
                                 "combination, or added to a sequence with a card from hand"),
    ])
    table = ((0, "6d 7d 8d"), (0, "9h 9s 9c"))
    taken = draw_position("10d Kc", "9d", table=table)
    taken.apply(a("take"))
    assert_check_accepts_legal(taken)  # the taken 9♦ goes in with the 10♦
    refused_saying(taken, [
        ("stop", "SS-DISCARD-3", "the taken 9♦ must be used first"),
        ("add #2 9d", "SS-DISCARD-3", "a taken discard may not join a series"),
    ])


def test_ss_end_2_refusals_in_the_final_phase_and_once_the_round_is_over() -> None:
    """SS-END-2: in the final phase the discard is taken before any play, never after one;
    once everyone has passed, every action is refused as the round being over."""
    hands = ("Kd 2s", "9d 10d 11d 7h")
    table = ((0, "0d@3 4d 5d 6d 7d"), (1, "0c@5 6c 7c"), (0, "0s@8 9s 10s"),
             (1, "0h@2 3h 4h"), (0, "0t@5 6t 7t"), (1, "0o@5 6o 7o"))
    state = position(TWO, hands, table=table, discard="8d", stock_size=0,
                     phase=Phase.FINAL, to_move=1)
    state.apply(a("lay 9d 10d 11d"))
    refused_saying(state, [
        ("take", "SS-END-2", "the discard is taken at the start of the turn"),
    ])
    state.apply(a("pass"))  # North has no play left either: the round ends
    assert state.is_over()
    refused_saying(state, [
        (action, "SS-END-2", "the round is over") for action in ("draw", "pass", "discard Kd")
    ])


def _built(cls: type, **fields: object) -> object:
    """An action object as a caller might build it, past the constructor's tidying."""
    action = cls.__new__(cls)
    for name, value in fields.items():
        object.__setattr__(action, name, value)
    return action


def test_ss_deck_1_and_ss_deck_3_malformed_actions_are_refused_naming_the_rule() -> None:
    """A card outside the deck is refused under SS-DECK-1, a position or combination number
    that is not a whole number under SS-DECK-3, a play without cards or what is no action
    under SS-TURN-2; the words quote what was given (cut at 24 characters)."""
    state = position(TWO, ("2h 3h 4h", ""), phase=Phase.LAY)
    long = "x" * 40
    three = c("3h")
    refused_saying(state, [
        (_built(Claim, play=Pass()), "SS-TURN-2", "Pass is not possible now"),
        (object(), "SS-TURN-2", "object is not possible now"),
        (_built(Lay, placements=()), "SS-TURN-2", "a play needs at least one card"),
        (_built(Lay, placements=((2, c("2h")), (3, three, 0))), "SS-DECK-1",
         f"{(3, three, 0)!r} is not a card of the deck"),
        (_built(Lay, placements=((long,),)), "SS-DECK-1",
         f"{repr((long,))[:24]} is not a card of the deck"),
        (_built(Lay, placements=((2, c("2h")), (3.0, three), (4, c("4h")))), "SS-DECK-3",
         "3.0 is not a position or combination number"),
        (_built(Add, combo=long, placements=((3, three),)), "SS-DECK-3",
         f"{repr(long)[:24]} is not a position or combination number"),
        (_built(Raid, card=three, combo=long, position=3), "SS-DECK-3",
         f"{repr(long)[:24]} is not a position or combination number"),
        (_built(Discard, card=1.0), "SS-DECK-1", "1.0 is not a card of the deck"),
        (_built(Discard, card=DECK_SIZE), "SS-DECK-1", f"{DECK_SIZE} is not a card of the deck"),
        (_built(Discard, card=long), "SS-DECK-1", f"{repr(long)[:24]} is not a card of the deck"),
    ])


def test_ss_deck_1_is_legal_says_yes_to_each_legal_action_and_no_to_its_look_alike() -> None:
    """The session asks ``is_legal`` before it plays a person's or a computer player's action:
    it says yes to every action ``legal_actions`` lists, and no to a look-alike built of
    ``True`` or a float that compares equal to a legal discard (SS-DECK-1)."""
    hand = ("1s 2h 3h 4h 7c", "")
    lay = position(TWO, hand, phase=Phase.LAY)
    discard = position(TWO, hand, phase=Phase.DISCARD)
    for state in (lay, discard):
        assert state.legal_actions() and all(map(state.is_legal, state.legal_actions()))
    assert c("1s") == 1  # so Discard(True) compares equal to discarding 1s
    assert not discard.is_legal(_built(Discard, card=True))  # type: ignore[arg-type]
    for legal in discard.legal_actions():
        assert isinstance(legal, Discard)
        assert not discard.is_legal(_built(Discard, card=float(legal.card)))  # type: ignore[arg-type]


def test_ss_end_2_a_turn_with_a_play_ends_no_pass_run_even_when_it_ends_with_pass() -> None:
    """SS-END-2 ruling: only a turn with no play counts toward "everyone passed in a row". A
    player who plays and then passes, holding more plays for later, resets the count."""
    state = position(TWO, ("Kd 2s 3s 0h 0d 0t 0o", "4h 12c Jc"), stock_size=0,
                     phase=Phase.FINAL, to_move=0, table=((1, "0c@8 9c 10c 11c"),
                                                          (1, "0s@4 5s 6s")))
    state.apply(a("pass"))
    assert state.passes == 1 and state.to_move == 1
    state.apply(a("add #1 12c"))
    state.apply(a("pass"))  # South keeps Jc for its next turn
    # North has nothing and passes by itself; South, to move again, may still add Jc.
    assert not state.is_over()
    assert state.to_move == 1 and state.passes == 1
    assert "add #1 Jc" in texts(state)


def test_a_draw_reveals_the_last_stock_card_and_nothing_reveals_once_the_stock_is_out() -> None:
    """SS-TURN-1, SS-TURN-3, SS-END-1: what a table lets a person undo stops at a card the
    stock showed them; a stop with a full hand refills nothing, and an empty stock shows
    nothing."""
    # The jokers are in South's hand: a joker is never out of play under the pile.
    last = position(TWO, ("2c 9d Ks Qo 3t 5o 7s Jh", "0s 0c 0h 0d 0t 0o"), stock="4d",
                    stock_size=1)
    assert last.reveals(a("draw"))
    full = lay_position("2h 3h 4h 7c 8c 9c 5d Ks 3t", stock="Jo Qo")
    assert full.hand_size(0) == 9  # stopping the lay-down refills nothing
    assert not full.reveals(a("stop"))
    hands = ("Kd 2s", "9d 10d Jc 7h")
    table = ((0, "0d@3 4d 5d 6d 7d"), (1, "0c@5 6c 7c"), (0, "0s@8 9s 10s"),
             (1, "0h@2 3h 4h"), (0, "0t@5 6t 7t"), (1, "0o@5 6o 7o"))
    final = position(TWO, hands, table=table, discard="8d", stock_size=0,
                     phase=Phase.FINAL, to_move=1)
    assert not any(final.reveals(x) for x in final.legal_actions())
    final.apply(a("take"))
    assert not any(final.reveals(x) for x in final.legal_actions())


def test_undo_returns_the_action_and_the_legal_actions_follow_the_position() -> None:
    """``pop()`` gives back the undone action, and after an undo and another play the legal
    actions are those of the new position (SS-TURN-2), never the undone one's."""
    state = lay_position("2h 3h 4h 7c 8c 9c 5d Ks", stock="Jo Qo")
    first = a("lay 2h 3h 4h")
    state.push(first)
    assert "lay 7c 8c 9c" in texts(state)
    assert state.pop() == first
    state.push(a("lay 7c 8c 9c"))
    assert texts(state) == {str(x) for x in state.copy().legal_actions()}
    assert "lay 7c 8c 9c" not in texts(state) and "lay 2h 3h 4h" in texts(state)
    # A draw with nothing to lay runs through the lay-down and the completion by itself;
    # its undo gives back the draw phase and its actions, not those of a phase passed through.
    drawn = position(TWO, ("2c 9d Ks Qo 3t 5o 7s Jh", ""), stock="4d 8h")
    before = texts(drawn)
    drawn.push(a("draw"))
    assert drawn.phase == Phase.DISCARD
    drawn.pop()
    assert drawn.phase == Phase.DRAW and texts(drawn) == before
    # A copy (what a searching player explores) has an undo stack of its own.
    clone = drawn.copy()
    clone.push(a("draw"))
    assert clone.pop() == a("draw") and drawn.undo_depth == clone.undo_depth == 0


def test_ss_turn_2_the_observation_carries_the_turn_as_the_state_has_it() -> None:
    """What a seat sees of the turn (SS-TURN-2, SS-SEAT-3): its legal actions when it is to
    move and none otherwise, whether a play was made this turn (the *Done* button), whether
    the discard was taken, the id the next combination gets and who played first."""
    state = lay_position("2h 3h 4h 7c 8c 9c 5d Ks", stock="Jo Qo")
    assert not state.observation(0).played_this_turn
    state.apply(a("lay 2h 3h 4h"))
    mine, theirs = state.observation(0), state.observation(1)
    assert mine.legal == tuple(state.legal_actions()) and theirs.legal == ()
    assert mine.played_this_turn is True and theirs.played_this_turn is True
    assert mine.next_id == 1 + max(x.id for x in state.combinations())
    assert mine.first == theirs.first == state.first
    assert not mine.took_this_turn
    taker = position(TWO, ("6h 7h 2c 9d Ks 3t 5o 7s", ""), discard="5h", stock="4d 8h")
    taker.apply(a("take"))
    assert taker.observation(0).took_this_turn and taker.observation(1).took_this_turn
    dealt = GameState(THREE, seed=3, first=2)
    assert all(dealt.observation(s).first == 2 for s in range(3))


def test_ss_end_2_the_round_ends_at_the_last_of_a_full_round_of_passes_in_play_order() -> None:
    """SS-END-2 ruling: in the final phase turns go on in play order, and the round ends as
    soon as every player has passed in a row, even players who could still play."""
    hands = ("2d 3d 4d 0h 0d", "2s 3s 4s 0s 0c", "2c 3c 4c 0t 0o")
    state = position(THREE, hands, stock_size=0, phase=Phase.FINAL, to_move=0)
    for seat in range(3):
        assert state.to_move == seat and state.passes == seat and not state.is_over()
        assert state.observation((seat + 1) % 3).passes == seat
        assert len(texts(state)) > 1  # each could lay a sequence
        state.apply(a("pass"))
    assert state.is_over() and state.passes == 3


def test_ss_deck_1_every_card_is_in_one_place_the_state_can_name() -> None:
    """SS-DECK-1: the 120 cards, each in exactly one place: a hand, the stock, the discard
    pile or a combination (what self-play checks after every action)."""
    state = position(TWO, ("2c 9d", "Ks"), table=((1, "4h 5h 6h"),), discard="3t 5o",
                     stock="Jh")
    where = state.card_locations()
    assert state.total_cards() == len(where) == DECK_SIZE
    assert (where[c("2c")], where[c("Ks")], where[c("Jh")]) == ("hand:0", "hand:1", "stock")
    assert where[c("3t")] == where[c("5o")] == "discard"
    assert where[c("5h")] == f"combo:{state.combinations()[0].id}"
