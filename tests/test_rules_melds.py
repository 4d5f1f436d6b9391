"""SS-MELD (combinations), SS-DECK-3 in sequences, and SS-SEAT, through the public API."""

import pytest
from helpers import (
    TEAMS,
    THREE,
    TWO,
    a,
    assert_check_accepts_legal,
    c,
    lay_position,
    position,
    refused,
    refused_saying,
    texts,
)

from sixseq.decks.sixsuit import parse_cards
from sixseq.games.six_sequences.rules.actions import Lay
from sixseq.games.six_sequences.rules.errors import IllegalAction
from sixseq.games.six_sequences.rules.melds import Sequence, Series, new_sequence, series_rank
from sixseq.games.six_sequences.rules.table import Phase, TableConfig

# --- SS-MELD-1: series ---------------------------------------------------------------------------

def test_ss_meld_1_series_of_one_rank_in_different_suits() -> None:
    state = lay_position("11d 11h 11s 2c", table=((0, "2h 3h 4h"),))
    state.apply(a("lay 11d 11h 11s"))
    series = [c for c in state.combinations() if isinstance(c, Series)]
    assert len(series) == 1 and series[0].text(ascii=True) == "11h 11d 11s".replace(
        "11h 11d 11s", "11s 11h 11d")


def test_ss_meld_1_every_series_the_hand_holds_is_offered_and_none_of_jokers() -> None:
    """SS-MELD-1: with two ranks next to each other in three and four suits, every series of
    three or more different suits is legal, each rank's; three jokers never make a series."""
    state = lay_position("3h 3s 3c 4h 4s 4c 4d 0h 0s 0c Ko", table=((0, "7d 8d 9d"),))
    series = {str(x) for x in state.legal_actions() if isinstance(x, Lay) and x.is_series()}
    assert series == {"lay 3s 3c 3h", "lay 4s 4c 4h 4d", "lay 4s 4c 4h", "lay 4s 4c 4d",
                      "lay 4s 4h 4d", "lay 4c 4h 4d"}


def test_ss_meld_1_one_and_ace_never_mix_and_no_joker() -> None:
    state = lay_position("1d 1h As 0c 0h 5c", table=((0, "2h 3h 4h"),))
    refused(state, "lay 1d 1h As", "SS-MELD-1")
    with pytest.raises(IllegalAction, match="SS-MELD-1"):
        series_rank(tuple((1, c) for c in (21, 41)))  # two cards only
    with pytest.raises(IllegalAction, match="joker never goes in a series"):
        series_rank(((0, 20), (0, 40), (0, 0)))


# --- SS-MELD-2: sequences ------------------------------------------------------------------------

def test_ss_meld_2_sequence_of_one_suit_on_consecutive_positions() -> None:
    state = lay_position("2h 3h 4h 6h 7c")
    assert "lay 2h 3h 4h" in {str(x) for x in state.legal_actions()}
    refused(state, "lay 2h 3h 7c", "SS-MELD-2")
    refused(state, "lay 3h 4h 6h", "SS-MELD-2")  # a gap
    state.apply(a("lay 2h 3h 4h"))
    seq = state.combination(1)
    assert isinstance(seq, Sequence) and (seq.low, seq.high) == (2, 4)


def test_ss_meld_2_own_joker_anywhere_with_declared_position_never_another_suit() -> None:
    state = lay_position("5h 6h 0h 0s 9c")
    legal = {str(x) for x in state.legal_actions()}
    assert {"lay 0h@4 5h 6h", "lay 5h 6h 0h@7"} <= legal
    refused(state, "lay 5h 6h 0s@7", "SS-MELD-2")
    state.apply(a("lay 0h@4 5h 6h"))
    seq = state.combination(1)
    assert isinstance(seq, Sequence) and seq.joker == 4


def test_ss_meld_2_at_most_19_long() -> None:
    full = "1h 2h 3h 4h 5h 6h 7h 8h 9h 10h 11h 12h Jh Ch Bh Rh Qh Kh Ah"
    seq = new_sequence(tuple(a("lay " + full).placements), 1, 0)  # type: ignore[union-attr]
    assert len(seq) == 19 and seq.points() == 12 + 12 + 5
    state = lay_position("0h 5c", table=((0, full),))
    assert not any(str(x).startswith("add") for x in state.legal_actions())


def test_ss_deck_3_no_wrap_around_and_ace_or_one_at_either_end() -> None:
    state = lay_position("Kh Ah 2h 1s 2s 3s Qs Ks As")
    refused(state, "lay Kh Ah 2h", "SS-MELD-2")
    legal = {str(x) for x in state.legal_actions()}
    assert "lay 1s 2s 3s" in legal and "lay As@1 2s 3s" in legal
    assert "lay Qs Ks As" in legal and "lay Qs Ks 1s@19" in legal


def test_ss_deck_3_a_lone_1_ends_a_sequence_at_19_and_a_lone_a_never_stands_twice() -> None:
    """SS-DECK-3: the 1 may stand at position 19 even with no A in hand; and the one A of a
    suit stands at position 1 or 19, never both, so 2..K with the A make 18-card sequences
    and none of 19 (SS-MELD-2: each card once)."""
    assert "lay Qd Kd 1d@19" in texts(lay_position("Qd Kd 1d Ks"))
    run = "2d 3d 4d 5d 6d 7d 8d 9d 10d 11d 12d Jd Cd Bd Rd Qd Kd"
    lays = [x for x in lay_position(f"{run} Ad").legal_actions() if isinstance(x, Lay)]
    assert all(len(set(x.cards())) == len(x.placements) for x in lays)
    assert {str(x) for x in lays if len(x.placements) >= 18} == {
        f"lay Ad@1 {run}", f"lay {run} Ad"}


def test_ss_deck_3_the_1_or_the_a_is_added_at_either_end_and_nothing_past_19() -> None:
    """SS-DECK-3 with SS-MELD-4: the 1 or the A from hand joins a laid sequence at position 1
    or 19; a run reaching 19 stops there, even with a joker to spare."""
    state = lay_position("1h Ah 1s As Qd Kd Ad 0d", table=((0, "2h 3h 4h"), (0, "Rs Qs Ks")))
    legal = texts(state)
    assert {t for t in legal if t.startswith("add ")} == {
        "add #1 1h", "add #1 Ah@1", "add #2 1s@19", "add #2 As"}
    assert "lay Qd Kd Ad" in legal and not [t for t in legal if "@20" in t]


# --- SS-MELD-3: no more series than sequences --------------------------------------------------

def test_ss_meld_3_first_combination_must_be_a_sequence() -> None:
    state = lay_position("7h 7s 7c 2d 3d 4d")
    error = refused(state, "lay 7h 7s 7c", "SS-MELD-3")
    assert "(series: 1, sequences: 0)" in str(error)  # the series laid counts, as the check's
    state.apply(a("lay 2d 3d 4d"))
    state.apply(a("lay 7h 7s 7c"))
    assert state.series_count(0) == 1 and state.sequence_count(0) == 1


def test_ss_meld_3_worked_check_a_third_series_needs_a_third_sequence() -> None:
    # Worked check "3 series and 2 sequences": the third series is refused until a third
    # sequence is laid (see the issue note: the check counts the series being laid).
    table = ((0, "2h 3h 4h"), (0, "5c 6c 7c"), (0, "9h 9s 9c"), (0, "10h 10s 10c"))
    state = lay_position("Jh Js Jc 2d 3d 4d", table=table)
    refused(state, "lay Jh Js Jc", "SS-MELD-3")
    state.apply(a("lay 2d 3d 4d"))
    state.apply(a("lay Jh Js Jc"))
    assert (state.series_count(0), state.sequence_count(0)) == (3, 3)


def test_ss_meld_3_an_emptied_series_disappears() -> None:
    table = ((0, "4h 5h 6h"), (0, "7h 7s 7c"))
    state = lay_position("2d", table=table)
    state.apply(a("raid 7h #1"))
    assert state.series_count(0) == 1
    remnant = state.combination(2)
    assert isinstance(remnant, Series) and len(remnant) == 2


def test_ss_meld_3_a_series_emptied_by_raids_no_longer_counts() -> None:
    """SS-MELD-3 ruling: once raids (SS-MELD-5) have taken every card of a series, it is gone
    and no longer counts, so three sequences allow three new series, and not a fourth."""
    table = ((0, "4h 5h 6h"), (0, "4s 5s 6s"), (0, "4c 5c 6c"), (0, "7h 7s 7c"))
    state = lay_position("9h 9s 9c 10h 10s 10c 11h 11s 11c 12h 12s 12c", table=table)
    for raid in ("raid 7h #1", "raid 7s #2", "raid 7c #3"):
        state.apply(a(raid))
    assert state.combination(4) is None and state.series_count(0) == 0
    for rank in ("9", "10", "11"):
        state.apply(a(f"lay {rank}h {rank}s {rank}c"))
    assert state.series_count(0) == 3
    refused(state, "lay 12h 12s 12c", "SS-MELD-3")


def test_ss_meld_5_a_raided_card_leaves_its_own_series_when_two_share_a_rank() -> None:
    """SS-MELD-5: with two series of one rank (six suits allow it), a raid takes the card out
    of the series that holds it, and leaves the other one whole."""
    table = ((0, "2d 3d 4d"), (0, "2c 3c 4c"), (0, "5h 5s 5t"), (0, "5d 5c 5o"))
    state = lay_position("Kh", table=table)
    state.apply(a("raid 5d #1"))
    assert state.combination(3).text(ascii=True) == "5s 5h 5t"  # type: ignore[union-attr]
    assert state.combination(4).text(ascii=True) == "5c 5o"  # type: ignore[union-attr]
    assert state.total_cards() == 120 and len(state.card_locations()) == 120


# --- SS-MELD-4: where cards may be added --------------------------------------------------------

def test_ss_meld_4_add_to_own_combinations_only() -> None:
    table = ((0, "4h 5h 6h"), (1, "4c 5c 6c"), (0, "9h 9s 9c"))
    state = lay_position("7h 7c 9d", table=table)
    legal = {str(x) for x in state.legal_actions()}
    assert {"add #1 7h", "add #3 9d"} <= legal
    refused(state, "add #2 7c", "SS-MELD-4")


def test_ss_meld_4_new_combinations_only_in_the_lay_down_phase() -> None:
    state = lay_position("2d 3d 4d 7h", table=((0, "4h 5h 6h"),), phase=Phase.COMPLETE)
    refused(state, "lay 2d 3d 4d", "SS-TURN-4")
    assert "add #1 7h" in {str(x) for x in state.legal_actions()}


# --- SS-MELD-5: raiding series --------------------------------------------------------------------

def test_ss_meld_5_seed_example_as_written() -> None:
    # The seed's position (two series, one sequence) cannot arise under SS-MELD-3; the example
    # is played exactly as written from a set-up position.
    table = ((0, "4h 4s 4t"), (0, "8h 8d 8c"), (0, "10c 11c 12c"))
    state = lay_position("9c 2h 3h", table=table)
    state.apply(a("lay 2h 3h 4h"))
    state.apply(a("add #3 9c"))
    state.apply(a("raid 8c #3"))
    assert state.combination(3).text(ascii=True) == "8c 9c 10c 11c 12c"  # type: ignore[union-attr]
    assert state.combination(1).text(ascii=True) == "4s 4t"  # type: ignore[union-attr]
    assert state.combination(2).text(ascii=True) == "8h 8d"  # type: ignore[union-attr]
    assert state.combination(4).text(ascii=True) == "2h 3h 4h"  # type: ignore[union-attr]


def test_ss_meld_5_only_series_laid_on_earlier_turns_and_only_into_sequences() -> None:
    state = lay_position("5h 5s 5c 5d 2d 3d 4d 6c", table=((0, "7c 8c 9c"), (0, "Jc Cc Bc")))
    state.apply(a("lay 2d 3d 4d"))
    state.apply(a("lay 5h 5s 5c"))
    state.apply(a("add #1 6c"))
    refused(state, "raid 5c #1", "SS-MELD-5")  # its series was laid this turn
    earlier = lay_position("5d 5o 6c",
                           table=((0, "7c 8c 9c"), (0, "5h 5s 5c"), (0, "2d 3d 4d")))
    refused(earlier, "lay 5h 5d 5o", "SS-MELD-5")  # series cards never go into a series
    assert "raid 5c #1" not in texts(earlier)  # 6c is missing between them
    earlier.apply(a("add #1 6c"))
    earlier.apply(a("raid 5c #1"))
    assert earlier.combination(1).text(ascii=True) == "5c 6c 7c 8c 9c"  # type: ignore[union-attr]
    assert earlier.combination(2).text(ascii=True) == "5s 5h"  # type: ignore[union-attr]


def test_ss_meld_5_raided_cards_start_new_sequences_alone_or_with_hand_cards() -> None:
    table = ((0, "2h 3h 4h"), (0, "5s 5c 5d"), (0, "6s 6c 6d"))
    state = lay_position("7s", table=table)
    legal = {str(x) for x in state.legal_actions()}
    assert "lay 5s 6s 7s" in legal  # two raided cards and one from hand
    state.apply(a("lay 5s 6s 7s"))
    assert state.combination(2).text(ascii=True) == "5c 5d"  # type: ignore[union-attr]


def test_ss_meld_5_remnant_series_completed_again_from_hand() -> None:
    state = lay_position("8o", table=((0, "2h 3h 4h"), (0, "8s 8c")))
    state.apply(a("add #2 8o"))
    assert len(state.combination(2)) == 3  # type: ignore[arg-type]


# --- SS-SEAT -------------------------------------------------------------------------------------

def test_ss_seat_1_play_order_and_seat_names() -> None:
    assert TWO.seat_name(0) == "North" and TWO.seat_name(1) == "South"
    assert [THREE.seat_name(s) for s in range(3)] == ["North", "East", "South"]
    with pytest.raises(ValueError, match="SS-SEAT-1"):
        TableConfig(3, teams=True)
    with pytest.raises(ValueError, match="SS-SEAT-1"):
        TableConfig(5)
    state = position(THREE, ("2c", "3c", "4c"), phase=Phase.DISCARD, to_move=0)
    state.apply(a("discard 2c"))
    # SS-DISCARD-4: East then South are asked about the discard first (neither can use it).
    assert state.claim_queue == (1, 2) and texts(state) == {"pass"}
    state.apply(a("pass"))
    state.apply(a("pass"))
    assert state.to_move == 1 and state.phase == Phase.DRAW  # East follows North


def test_ss_seat_2_partners_share_combinations() -> None:
    table = ((0, "4h 5h 6h"), (0, "9s 9c 9d"), (1, "2c 3c 4c"))
    state = position(TEAMS, ("", "", "7h 9o 5c", ""), table=table, phase=Phase.LAY, to_move=2)
    legal = texts(state)
    assert {"add #1 7h", "add #2 9o"} <= legal
    assert "add #3 5c" not in legal
    state.apply(a("add #1 7h"))
    assert state.combination(1).side == 0  # type: ignore[union-attr]
    assert TEAMS.side_name(0) == "North–South" and TEAMS.seats_of(1) == (1, 3)


def test_ss_seat_2_partners_raid_the_team_series() -> None:
    table = ((0, "6h 7h 8h"), (0, "9h 9s 9c"))
    state = position(TEAMS, ("", "", "2d", ""), table=table, phase=Phase.LAY, to_move=2)
    assert "raid 9h #1" in {str(x) for x in state.legal_actions()}


def test_ss_meld_2_a_sequence_holds_exactly_its_cards_and_reads_in_suit_glyphs() -> None:
    """SS-MELD-2: a laid sequence holds the cards from its low to its high position (its own
    joker and A-at-1 included), and reads with the suit glyphs unless ASCII is asked for."""
    laid = new_sequence(a("lay Ah@1 2h 0h@3 4h").placements, 1, 0)  # type: ignore[union-attr]
    assert laid.cards() == parse_cards("Ah 2h 0h 4h")
    assert laid.text() == "A♥@1 2♥ 0♥@3 4♥"
    assert laid.text(ascii=True) == "Ah@1 2h 0h@3 4h"


def test_ss_deck_3_and_ss_meld_1_refusals_say_which_card_and_position() -> None:
    """SS-DECK-3: no position past 19, and a card stands only at its own position (the 1/A
    at either end); SS-MELD-1: no joker in a series, each suit at most once. The refusal names
    the rule and what broke it."""
    state = lay_position("0h 7h 8h 9h 0d 0c", table=((0, "Qh Kh Ah"),))
    refused_saying(state, [
        ("add #1 0h@20", "SS-DECK-3", "position 20 is outside 1..19"),
        ("lay 7h@8 8h@9 9h@10", "SS-DECK-3", "7♥ cannot stand at position 8"),
        ("lay 0d@7 0h@7 0c@7", "SS-MELD-1", "a joker never goes in a series"),
    ])
    four_h, four_s = 2 * 20 + 4, 4
    with pytest.raises(IllegalAction, match="each suit at most once"):
        series_rank(((4, four_h), (4, four_s), (4, four_h)))


def test_ss_meld_2_and_ss_meld_5_refusals_and_raids_from_every_earlier_series() -> None:
    """SS-MELD-2 refusals say what broke (too short, another suit, another suit's joker, a gap
    at the end); SS-MELD-1 series cards take no position; SS-MELD-5 every series laid on an
    earlier turn may be raided, not only the last one."""
    state = lay_position("2h 3h 3c 4c 0c 9h Ad", table=((0, "4h 5h 6h"), (0, "1h 1c 1d")))
    refused_saying(state, [
        ("lay 2h 3h", "SS-MELD-2", "a sequence needs at least 3 cards"),
        ("lay 2h 3c 4c", "SS-MELD-2", "3♣: a sequence is all of one suit"),
        ("lay 2h 3h 0c@4", "SS-MELD-2", "0♣: a joker of another suit is never allowed"),
        ("add #1 9h", "SS-MELD-2", "cards join a sequence at its ends, with no gap"),
        ("add #2 Ad@1", "SS-MELD-1", "series cards take no position"),
    ])
    raids = lay_position("9d", table=((0, "4c 5c 6c"), (0, "7h 7s 7c"), (0, "3h 3s 3c")), turn=3)
    assert {"raid 3c #1", "raid 7c #1"} <= texts(raids)
    hand_view = raids.observation(0).raidable()
    assert all(hand_view >> c(card) & 1 for card in ("3h", "3s", "3c", "7h", "7s", "7c"))


def test_ss_meld_4_ss_meld_5_ss_joker_1_refusals_name_the_rule_and_what_broke() -> None:
    """Each refused lay, add, raid or swap names its rule and the card or combination at
    fault: SS-TURN-2 a card in no hand of the player's (in another side's combination, or
    after a hand or raided card); SS-MELD-4 the add's own refusals; SS-MELD-5 series cards
    move only by raids, from the side's own series, into its own sequences; SS-MELD-1 a
    series of another rank; SS-JOKER-1 and SS-ACE-1 the swaps. The legal plays — raids, a
    raided card in a new sequence, a series card added — pass the same check."""
    table = ((0, "5h 6h 7h 8h"), (0, "9h 9s 9t"), (1, "4c 5c 6c"), (1, "Kh Ks Kc"))
    state = lay_position("3h 4h 2d 3d 4d 9d 5s 5d 5t Jh 3s 4s 10s 11s", table=table)
    assert {"raid 9h #1", "lay 9s 10s 11s", "add #2 9d", "add #1 4h"} <= texts(state)
    assert_check_accepts_legal(state)
    refused_saying(state, [
        ("lay 2d 3d 5c", "SS-TURN-2", "5♣ is not in your hand"),  # in East's sequence
        ("lay Kh Kd Kt", "SS-TURN-2", "K♥ is not in your hand"),  # in East's series
        ("lay 9h 10h 11h", "SS-TURN-2", "10♥ is not in your hand"),  # after a raided card
        ("lay 2d 2d 3d", "SS-MELD-2", "a card appears twice"),
        ("add #9 3h", "SS-MELD-4", "there is no combination #9"),
        ("add #1 3h 4h", "SS-MELD-4", "add one card at a time"),
        ("add #1 2h", "SS-MELD-4", "2♥ is not in your hand"),
        ("add #1 9h", "SS-MELD-5", "move series cards with a raid"),
        ("add #2 Jh", "SS-MELD-1", "#2 is a series of another rank"),
        ("raid 3h #1", "SS-MELD-5", "3♥ is in none of your series"),  # in hand
        ("raid 5h #1", "SS-MELD-5", "5♥ is in none of your series"),  # in a sequence
        ("raid Kc #1", "SS-MELD-5", "K♣ is in none of your series"),  # East's series
        ("raid 9h #3", "SS-MELD-5", "raided cards go into your own sequences"),
        ("raid 9h #2", "SS-MELD-5", "raided cards go into your own sequences"),
        ("joker 9d #2", "SS-JOKER-1", "#2 is not a laid sequence"),
        ("joker 9d #9", "SS-JOKER-1", "#9 is not a laid sequence"),
        ("ace 1h #1", "SS-ACE-1", "1♥ is not in your hand"),
    ])
    state.apply(a("lay 2d 3d 4d"))
    assert "lay 5s 5d 5t" in texts(state)  # two sequences, one series: a second series
    assert_check_accepts_legal(state)
    state.apply(a("lay 5s 5d 5t"))
    refused_saying(state, [
        ("lay 3s 4s 5s", "SS-MELD-5", "only series laid on earlier turns can be raided"),
    ])
