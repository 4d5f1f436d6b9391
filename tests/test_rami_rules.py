"""Every rule of shared/rules/rami.md (RA-…) through the public API, and its worked checks as
written."""

from __future__ import annotations

import pytest
from rami_helpers import TWO, TWO51, a, c, fingerprint, position, texts

from sixseq.games.rami.rules.actions import Action, Add, Discard, Lay, Swap
from sixseq.games.rami.rules.cards import JOKER, JOKER_AS, card_glyph, hand_points, parse_token
from sixseq.games.rami.rules.match import Match, replay_match
from sixseq.games.rami.rules.melds import Sequence, Series, meld_of
from sixseq.games.rami.rules.refusals import IllegalAction
from sixseq.games.rami.rules.scoring import score_round
from sixseq.games.rami.rules.state import GameState
from sixseq.games.rami.rules.table import Phase, TableConfig


def refused(state: GameState, text: str, rule: str) -> IllegalAction:
    """``text`` is refused naming ``rule``, and the state is left exactly as it was."""
    before = fingerprint(state)
    assert not state.is_legal(a(text))
    with pytest.raises(IllegalAction) as info:
        state.apply(a(text))
    assert info.value.rule == rule, str(info.value)
    assert fingerprint(state) == before
    return info.value


def refused_action(state: GameState, action: Action) -> IllegalAction:
    """An action no text writes is refused naming RA-TURN-2, the state left as it was."""
    before = fingerprint(state)
    assert not state.is_legal(action)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.rule == "RA-TURN-2", str(info.value)
    assert fingerprint(state) == before
    return info.value


def meld(text: str) -> Sequence | Series:
    return meld_of(tuple(parse_token(t) for t in text.split()))


def meld_refused(text: str, rule: str) -> None:
    with pytest.raises(IllegalAction) as info:
        meld(text)
    assert info.value.rule == rule, str(info.value)


# --- RA-DECK -------------------------------------------------------------------------------------

def test_ra_deck_1_two_decks_and_four_jokers() -> None:
    state = GameState(TableConfig(4), seed=7)
    counts = state.card_counts()
    assert counts[:52] == [2] * 52 and counts[52] == 4 and state.total_cards() == 108


def test_ra_deck_2_worked_check_ace_low_or_high_never_both_ways() -> None:
    high = meld("Qh Kh Ah")
    assert isinstance(high, Sequence) and (high.low, high.high) == (12, 14)
    assert high.value() == 10 + 10 + 11  # the ace high is worth 11 on the table
    low = meld("Ah 2h 3h")
    assert isinstance(low, Sequence) and low.value() == 1 + 2 + 3  # ace low: 1
    meld_refused("Kh Ah 2h", "RA-DECK-2")


def test_ra_deck_3_card_values() -> None:
    assert meld("8c 9c 10c Jc Qc Kc").value() == 8 + 9 + 10 + 30
    assert meld("As Ah Ad").value() == 33  # an ace in a series: 11
    assert meld("5d jk=6d 7d").value() == 18  # a joker is worth the card it stands for
    assert hand_points([c("jk"), c("5h")]) == 25  # 20 for a joker in hand
    assert hand_points([c("Ac"), c("Kc"), c("10c"), c("2c")]) == 11 + 10 + 10 + 2


# --- RA-SEAT -------------------------------------------------------------------------------------

@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_ra_seat_1_two_to_six_players(seats: int) -> None:
    state = GameState(TableConfig(seats), seed=seats)
    assert state.config.seats == seats


def test_ra_seat_1_four_players_by_default() -> None:
    from sixseq.games.rami.ui import GAME

    assert TableConfig().seats == 4 and GAME.default_options()["seats"] == 4
    assert GAME.clean_options({})["seats"] == 4


@pytest.mark.parametrize("seats", [0, 1, 7, True])
def test_ra_seat_1_other_tables_refused(seats: int) -> None:
    with pytest.raises(ValueError, match="RA-SEAT-1"):
        TableConfig(seats)


def test_ra_seat_2_thirteen_each_stock_and_one_card_turned_up() -> None:
    for seats in (2, 4, 6):
        state = GameState(TableConfig(seats), seed=11, first=1)
        assert [state.hand_size(s) for s in range(seats)] == [13] * seats
        assert len(state.discard_pile) == 1
        assert state.stock_count == 108 - 13 * seats - 1
        assert state.to_move == 1 and state.phase == Phase.DRAW


def test_ra_seat_2_first_player_rotates_each_round() -> None:
    match = Match(TableConfig(3), seed=5)
    firsts = []
    for _ in range(4):
        firsts.append(match.round.first)
        _finish_round(match.round)
        match.next_round()
    assert firsts == [0, 1, 2, 0]


def _finish_round(state: GameState) -> None:
    import random

    rng = random.Random(state.seed)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))


# --- RA-MELD -------------------------------------------------------------------------------------

def test_ra_meld_1_three_cards_at_least() -> None:
    meld_refused("7s 7h", "RA-MELD-1")
    state = position("7s 7h 2c 9d")
    refused(state, "lay 7s 7h", "RA-MELD-1")


def test_ra_meld_2_worked_check_series() -> None:
    meld_refused("7s 7h 7s", "RA-MELD-2")  # the two 7♠
    assert isinstance(meld("7s 7h 7d 7c"), Series)
    state = position("7s 7c 2d", table=((0, "7s 7h 7d 7c"),), laid=(0,))
    refused(state, "add #1 7s", "RA-MELD-2")  # a fifth 7
    refused(state, "lay 7s 7c 2d", "RA-MELD-2")


def test_ra_deck_2_no_wrap_around_when_adding_to_a_sequence() -> None:
    state = position("Kh Ah 2c", table=((0, "2h 3h 4h"), (0, "Jc Qc Kc")), laid=(0,))
    assert refused(state, "add #1 Kh Ah ..", "RA-DECK-2").name == "wrap"
    state = position("Ac 2c Kh", table=((0, "2h 3h 4h"), (0, "Jc Qc Kc")), laid=(0,))
    assert refused(state, "add #2 .. Ac 2c", "RA-DECK-2").name == "wrap"
    assert "add #2 .. Ac" in texts(state)


def test_ra_meld_2_a_fifth_card_is_refused_as_one_too_many() -> None:
    meld_refused("7s 7h 7d 7c 7s", "RA-MELD-2")
    with pytest.raises(IllegalAction) as info:
        meld("7s 7h 7d 7c 7s")
    assert info.value.name == "series_size"
    state = position("7s 2d", table=((0, "7s 7h 7d 7c"), (0, "9s 9h 9d")), laid=(0,))
    assert refused(state, "add #1 7s", "RA-MELD-2").name == "series_size"


def test_ra_meld_3_a_card_of_another_suit_is_refused_as_such() -> None:
    state = position("8h 2c", table=((0, "5d 6d 7d"),), laid=(0,))
    assert refused(state, "add #1 .. 8h", "RA-MELD-3").name == "sequence_suit"


def test_ra_meld_2_ra_meld_3_an_added_card_that_does_not_follow_is_refused() -> None:
    state = position("3d 9d 8s 2c", table=((0, "5d 6d 7d"), (0, "7h 7d 7c")), laid=(0,))
    assert refused(state, "add #1 .. 9d", "RA-MELD-3").name == "sequence_order"
    assert refused(state, "add #1 3d ..", "RA-MELD-3").name == "sequence_order"
    assert refused(state, "add #2 8s", "RA-MELD-2").name == "series_rank"


def test_ra_joker_1_a_joker_standing_for_the_ace_of_spades_stays_a_joker() -> None:
    """The A♠ is card 0: a joker standing for it is still a joker."""
    state = position("jk jk jk 2s 3s 4s 2h 3h Ah Ad", table=((1, "2c 3c 4c"),))
    state.apply(a("lay jk=As 2s 3s"))
    state.apply(a("lay 2h 3h jk=4h"))
    state.apply(a("lay jk=As Ah Ad"))
    for combo_id, standin in ((2, "As"), (3, "4h"), (4, "As")):
        combo = state.combination(combo_id)
        assert combo is not None and combo.standin() == c(standin)
    state = position("jk 9c", table=((0, "2s 3s 4s"),), laid=(0,))
    state.apply(a("add #1 jk=As .."))
    combo = state.combination(1)
    assert combo is not None and combo.standin() == c("As") and state.card_counts()[52] == 4


def test_ra_joker_2_a_joker_standing_for_the_ace_of_spades_counts_as_a_joker() -> None:
    """A joker token for the A♠ (card 0) is a joker like any other: never a second one."""
    meld_refused("jk=As jk=2s 3s", "RA-JOKER-2")
    meld_refused("jk=Ah jk=As Ad", "RA-JOKER-2")
    state = position("jk 9c", table=((0, "jk=2s 3s 4s"), (0, "Ah Ad jk=Ac")), laid=(0,))
    assert refused(state, "add #1 jk=As ..", "RA-JOKER-2").name == "one_joker"
    assert refused(state, "add #2 jk=As", "RA-JOKER-2").name == "one_joker"


def test_ra_joker_2_a_joker_standing_for_a_spade_counts_in_its_series() -> None:
    """♠ is suit 0: a series whose joker stands for a spade holds that joker."""
    state = position("jk 7c 2d", table=((0, "jk=7s 7h 7d"),), laid=(0,))
    combo = state.combination(1)
    assert combo is not None and len(combo) == 3 and combo.value() == 21
    assert refused(state, "add #1 jk=7c", "RA-JOKER-2").name == "one_joker"
    state.apply(a("add #1 7c"))
    assert refused(state, "add #1 jk=7s", "RA-MELD-2").name == "series_size"


def test_ra_meld_3_ra_joker_3_a_fourteen_card_sequence_has_no_room_for_a_swapped_joker() -> None:
    full = "Ac 2c 3c 4c 5c 6c 7c 8c 9c 10c Jc Qc Kc Ac"
    state = position("6d Kh 2s", table=((1, "5d jk=6d 7d"), (0, full)), laid=(0,))
    assert refused(state, "swap #1 6d", "RA-JOKER-3").name == "swap_unusable"
    state = position("6d Kh 2s", table=((1, "5d jk=6d 7d"), (0, full[3:])), laid=(0,))
    state.apply(a("swap #1 6d"))  # thirteen long: the joker goes on as the low ace
    assert texts(state) == {"add #2 jk=Ac .."}


def test_ra_meld_3_sequence_one_suit_consecutive_up_to_fourteen() -> None:
    meld_refused("5d 6h 7d", "RA-MELD-3")
    meld_refused("5d 7d 8d", "RA-MELD-3")
    full = meld("Ad 2d 3d 4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad")
    assert isinstance(full, Sequence) and len(full) == 14
    state = position("Ad", table=((0, "2d 3d 4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad"),), laid=(0,))
    assert "add #1 Ad .." in texts(state)  # the second ace makes it 14 long
    meld_refused("Ad 2d 3d 4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad 2d", "RA-DECK-2")


def test_ra_meld_3_a_fourteen_card_sequence_takes_both_aces_or_a_joker_for_one() -> None:
    """RA-MELD-3, RA-DECK-2: A♠ 2♠ … K♠ A♠ is laid with the two A♠, or with one and the
    joker standing for the other (RA-JOKER-1); one ace never stands at both ends, neither
    in a lay nor added to 2♥ … K♥, while two A♥ may be added there."""
    spades = "As 2s 3s 4s 5s 6s 7s 8s 9s 10s Js Qs Ks"

    def longest(hand: str) -> set[str]:
        return {t for t in texts(position(hand)) if len(t.split()) == 15}

    assert longest(spades) == set()
    assert longest(spades + " As") == {f"lay {spades} As"}
    assert longest(spades + " jk") == {f"lay jk={spades} As", f"lay {spades} jk=As"}
    assert longest(spades.replace(" 5s", "") + " jk") == set()  # the joker for 5♠: one ace
    hearts = ((0, "2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh"),)
    state = position("Ah Kc", table=hearts, laid=(0,))
    assert {t for t in texts(state) if t.startswith("add")} == {"add #1 Ah ..", "add #1 .. Ah"}
    state = position("Ah Ah Kc", table=hearts, laid=(0,))
    assert {t for t in texts(state) if t.startswith("add")} == {
        "add #1 Ah ..", "add #1 .. Ah", "add #1 Ah .. Ah"}


def test_ra_meld_4_an_ace_keeps_its_place() -> None:
    state = position("Kh Qh 4s", table=((0, "Ah 2h 3h"),), laid=(0,))
    refused(state, "add #1 Qh Kh ..", "RA-MELD-4")  # the ace was laid low: nothing below it
    state = position("Jh 2c", table=((0, "Qh Kh Ah"),), laid=(0,))
    refused(state, "add #1 .. 2c", "RA-MELD-4")
    assert "add #1 Jh .." in texts(state)


# --- RA-JOKER ------------------------------------------------------------------------------------

def test_ra_joker_1_the_joker_says_and_keeps_its_card() -> None:
    seq = meld("5d jk=6d 7d")  # worked check: joker as 6♦
    assert isinstance(seq, Sequence) and seq.standin() == c("6d")
    state = position("jk 5d 7d 8d 2c")
    state.apply(a("lay 5d jk=6d 7d"))
    state.apply(a("add #1 .. 8d"))
    combo = state.combination(1)
    assert combo is not None and combo.standin() == c("6d")  # it stays a 6♦
    # In a series the joker says which missing suit.
    state = position("jk 9s 9h 2c")
    assert {"lay 9s 9h jk=9d", "lay 9s 9h jk=9c"} <= texts(state)


def test_ra_joker_1_ra_joker_2_every_sequence_and_addition_with_a_joker() -> None:
    """RA-JOKER-1: a joker may stand for any card of a sequence, one the player holds too
    (5♦, 8♦, 9♦ here); RA-JOKER-2: one joker in all, in a lay or in an addition below or
    above 5♦ 6♦ 7♦."""
    state = position("5d 6d 7d jk Kc")
    assert {t for t in texts(state) if t.startswith("lay")} == {
        "lay 5d 6d 7d", "lay 5d 6d 7d jk=8d", "lay 5d 6d jk=7d", "lay 5d jk=6d 7d",
        "lay 6d 7d jk=8d", "lay jk=4d 5d 6d", "lay jk=4d 5d 6d 7d", "lay jk=5d 6d 7d"}
    state = position("8d 9d jk Kc", table=((0, "5d 6d 7d"),), laid=(0,))
    assert {t for t in texts(state) if t.startswith("add")} == {
        "add #1 .. 8d", "add #1 .. 8d 9d", "add #1 .. 8d 9d jk=10d", "add #1 .. 8d jk=9d",
        "add #1 .. jk=8d", "add #1 .. jk=8d 9d",
        "add #1 jk=4d ..", "add #1 jk=4d .. 8d", "add #1 jk=4d .. 8d 9d"}


def test_ra_joker_2_worked_check_one_joker_per_combination() -> None:
    meld_refused("5d jk=6d jk=7d 8d", "RA-JOKER-2")
    state = position("jk 2c 3c", table=((0, "5d jk=6d 7d"),), laid=(0,))
    refused(state, "add #1 .. jk=8d", "RA-JOKER-2")


def test_ra_joker_3_swap_takes_the_joker_which_must_be_laid_again() -> None:
    state = position("6d 9s 9h Kc 2d", table=((1, "5d jk=6d 7d"), (0, "2c 3c 4c")), laid=(0,))
    state.apply(a("swap #1 6d"))
    assert state.hand_counts(0)[c("jk")] == 1 and state.owed_jokers == 1
    combo = state.combination(1)
    assert combo is not None and combo.standin() is None and len(combo) == 3
    refused(state, "discard Kc", "RA-JOKER-3")
    state.apply(a("lay 9s 9h jk=9d"))
    assert state.owed_jokers == 0
    state.apply(a("discard Kc"))
    assert state.to_move == 1


def test_ra_joker_3_worked_check_swap_refused_when_the_joker_cannot_be_laid_again() -> None:
    # Nothing to lay the joker with, and no other combination with room for it: the
    # sequence it came from takes no joker again this turn.
    state = position("6d Kc 2s", table=((1, "5d jk=6d 7d"), (0, "9s 9h jk=9d")), laid=(0,))
    refused(state, "swap #1 6d", "RA-JOKER-3")
    # With a combination that has room for it, the same swap is legal.
    state = position("6d Kc 2s", table=((1, "5d jk=6d 7d"), (0, "9s 9h 9d")), laid=(0,))
    assert state.is_legal(a("swap #1 6d"))


def test_ra_joker_3_the_joker_taken_back_may_be_laid_with_the_ace_of_spades() -> None:
    """RA-JOKER-3: the joker swapped out of 5♦ joker 7♦ has no combination to join, but
    A♠ A♥ (the A♠ is card 0) make a new one with it, so the swap is legal."""
    state = position("6d As Ah Kc", table=((1, "5d jk=6d 7d"),), laid=(0,))
    assert "swap #1 6d" in texts(state)
    state.apply(a("swap #1 6d"))
    assert texts(state) == {"lay As Ah jk=Ac", "lay As Ah jk=Ad"}


@pytest.mark.parametrize(("pair", "lay"), [("Kh Ah", "lay jk=Qh Kh Ah"),
                                           ("Qh Ah", "lay Qh jk=Kh Ah")])
def test_ra_joker_3_the_joker_taken_back_may_be_laid_with_the_ace_high(pair: str,
                                                                      lay: str) -> None:
    """RA-JOKER-3, RA-DECK-2: the joker swapped out of 5♦ joker 7♦ has no combination to
    join, but K♥ A♥ or Q♥ A♥ make Q♥ K♥ A♥ with it, the ace high: the swap is legal."""
    state = position(f"6d {pair} 2c", table=((1, "5d jk=6d 7d"),), laid=(0,))
    assert "swap #1 6d" in texts(state)
    state.apply(a("swap #1 6d"))
    assert texts(state) == {lay}
    state.apply(a(lay))
    state.apply(a("discard 2c"))


@pytest.mark.parametrize(("pair", "legal"), [("5h 6h", True), ("5h 7h", True),
                                             ("5h 8h", False)])
def test_ra_joker_3_the_joker_taken_back_with_two_cards_of_a_suit(pair: str,
                                                                 legal: bool) -> None:
    """RA-JOKER-3, RA-JOKER-2: the joker swapped out of 5♦ joker 7♦ may be laid with two
    cards of one suit one or two places apart (joker 5♥ 6♥, 5♥ joker 7♥), not three:
    5♥ 8♥ leave two places for one joker, so that swap is refused."""
    state = position(f"6d {pair} 2c", table=((1, "5d jk=6d 7d"),), laid=(0,))
    assert ("swap #1 6d" in texts(state)) is legal
    if not legal:
        refused(state, "swap #1 6d", "RA-JOKER-3")


def test_ra_joker_3_series_any_missing_suit_replaces_the_joker() -> None:
    state = position("7c Kc 3h 4h", table=((1, "7s 7h jk=7d"), (0, "Jh Qh Kh")), laid=(0,))
    state.apply(a("swap #1 7c"))  # the joker stood for 7♦, but the series lacks ♣ too
    combo = state.combination(1)
    assert isinstance(combo, Series) and combo.standin() is None and len(combo) == 3
    refused(state, "add #1 jk=7d", "RA-JOKER-3")  # not back where it came from
    state.apply(a("lay jk=2h 3h 4h"))
    state = position("7d 7s Kc", table=((1, "7s 7h jk=7d"), (0, "Jh Qh Kh")), laid=(0,))
    refused(state, "swap #1 7s", "RA-JOKER-3")  # the series has its ♠


def test_ra_joker_3_ra_turn_1_ra_open_2_a_refused_play_says_what_it_would_strand() -> None:
    """The table tells a player why a play that leaves the turn unable to end is refused:
    the joker that could not be laid again, the taken card, or the opening."""
    state = position("6d Kc 2s", table=((1, "5d jk=6d 7d"), (0, "9s 9h jk=9d")), laid=(0,))
    assert refused(state, "swap #1 6d", "RA-JOKER-3").name == "swap_unusable"
    state = position("6d 9s 9h 9d 9c Kc", table=((1, "5d jk=6d 7d"),), laid=(0,))
    state.apply(a("swap #1 6d"))
    assert refused(state, "lay 9s 9h 9d 9c", "RA-JOKER-3").name == "strands_joker"
    assert refused(state, "discard Kc", "RA-JOKER-3").name == "lay_joker"
    state = position("2s 3s 2h 2d Kc", discard="As", phase=Phase.DRAW)  # A♠: card 0
    state.apply(a("take"))
    assert refused(state, "lay 2s 2h 2d", "RA-TURN-1").name == "strands_taken"
    assert refused(state, "discard Kc", "RA-TURN-1").name == "use_taken"
    # A joker taken from the discard is a taken card (RA-TURN-1), not one taken back by a
    # swap (RA-JOKER-3): any joker laid pays it, and the refusal says it was taken.
    state = position("9s 9h 9d 9c Kc", discard="jk", phase=Phase.DRAW)
    state.apply(a("take"))
    assert refused(state, "lay 9s 9h 9d 9c", "RA-TURN-1").name == "strands_taken_joker"
    assert refused(state, "discard Kc", "RA-TURN-1").name == "use_taken_joker"
    short = position("2c 3c 4c 8h 9h 10h Jh Kd", config=TWO51)
    assert refused(short, "lay 2c 3c 4c", "RA-OPEN-2").name == "open_unreachable"


def test_ra_joker_3_a_joker_for_the_ace_of_spades_goes_not_back_where_it_came_from() -> None:
    state = position("4s 9h 9d Kc", table=((1, "2s 3s jk=4s"),), laid=(0,))
    state.apply(a("swap #1 4s"))
    assert refused(state, "add #1 jk=As ..", "RA-JOKER-3").name == "joker_back"
    state.apply(a("lay 9h 9d jk=9s"))


def test_ra_joker_3_swap_needs_a_player_who_has_laid() -> None:
    state = position("6d 9s 9h", table=((1, "5d jk=6d 7d"),))
    refused(state, "swap #1 6d", "RA-TURN-4")


TWO_JOKERED = ((1, "Jc jk=Qc Kc"), (1, "2s 2h 2c jk=2d"))


def test_ra_joker_3_two_jokers_swapped_need_two_disjoint_pairs() -> None:
    """RA-JOKER-3, RA-JOKER-2: after both swaps the two jokers owed have no combination to
    join (theirs were taken back, the 2s are four), so each needs two real cards of its own.
    5♥ 6♥ 7♥ are three cards, not four: the second swap is refused. With the 6♦ beside
    them it is legal, as 5♥ joker 7♥ and 6♥ 6♦ joker, though the first pair the search
    tries, 5♥ 6♥, leaves 7♥ 6♦ that make nothing."""
    state = position("Qc 2d 5h 6h 7h", table=TWO_JOKERED, laid=(0,))
    state.apply(a("swap #1 Qc"))
    assert "swap #2 2d" not in texts(state)
    refused(state, "swap #2 2d", "RA-JOKER-3")
    state = position("Qc 2d 5h 6h 7h 6d", table=TWO_JOKERED, laid=(0,))
    state.apply(a("swap #1 Qc"))
    assert "swap #2 2d" in texts(state)
    state.apply(a("swap #2 2d"))
    assert state.owed_jokers == 2
    state.apply(a("lay 5h jk=6h 7h"))
    state.apply(a("lay 6h 6d jk=6c"))
    assert state.is_over() and state.winner == 0


def test_ra_joker_3_ra_turn_1_no_swap_when_the_taken_ace_fills_the_last_place() -> None:
    """RA-JOKER-3, RA-TURN-1, RA-MELD-3: the A♥ taken goes below 2♥ … K♥ A♥, and then
    the sequence holds all fourteen places: the joker a swap of the 6♦ would bring back has
    nowhere to go, so that swap is refused. The joker cannot stand for that A♥ instead: the
    A♥ taken would still be in hand."""
    sequence = "2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh Ah"
    state = position("6d Kc", table=((1, sequence), (1, "5d jk=6d 7d")), laid=(0,),
                     discard="Ah", phase=Phase.DRAW)
    state.apply(a("take"))
    assert "swap #2 6d" not in texts(state)
    assert not state.is_legal(a("swap #2 6d"))
    state.apply(a("add #1 Ah .."))
    state.apply(a("discard Kc"))


# --- RA-TURN -------------------------------------------------------------------------------------

def test_ra_turn_1_draw_from_the_stock() -> None:
    state = GameState(TWO, seed=3)
    top = state.stock()[0]
    state.apply(a("draw"))
    assert state.hand_counts(0)[top] >= 1 and state.hand_size(0) == 14
    refused(state, "draw", "RA-TURN-1")
    refused(state, "take", "RA-TURN-1")


def test_ra_turn_1_worked_check_taking_the_discard_to_use_it() -> None:
    state = position("9h 9d Kc 5s", discard="2c 9s", phase=Phase.DRAW)
    assert state.legal_actions() == [a("draw"), a("take")]
    state.apply(a("take"))
    assert state.pending == c("9s")
    refused(state, "discard Kc", "RA-TURN-1")  # not used yet
    refused(state, "discard 9s", "RA-TURN-1")  # nor taken back to the pile
    state.apply(a("lay 9s 9h 9d"))
    assert state.pending is None
    state.apply(a("discard Kc"))


def test_ra_turn_1_worked_check_a_discard_that_cannot_be_used_is_not_taken() -> None:
    state = position("9h 2d Kc 5s", discard="9s", phase=Phase.DRAW)
    assert state.legal_actions() == [a("draw")]
    refused(state, "take", "RA-TURN-1")


def test_ra_turn_1_a_refused_take_names_the_top_card_or_the_empty_pile() -> None:
    state = position("9h 2d Kc 5s", discard="9d 7c", phase=Phase.DRAW)
    assert refused(state, "take", "RA-TURN-1").params == {"card": card_glyph(c("7c"))}
    state = position("9h 9d Kc", discard="", phase=Phase.DRAW)
    assert state.legal_actions() == [a("draw")]
    assert refused(state, "take", "RA-TURN-1").name == "discard_empty"


def test_ra_turn_1_plays_that_would_strand_the_taken_card_are_refused() -> None:
    state = position("5s 6s 6h 6d 2c", discard="7s", phase=Phase.DRAW)
    state.apply(a("take"))
    refused(state, "lay 6s 6h 6d", "RA-TURN-1")  # 7♠ would have no place left
    state.apply(a("lay 5s 6s 7s"))


def test_ra_turn_1_adding_both_copies_of_a_card_can_strand_the_taken_card() -> None:
    """RA-DECK-1, RA-TURN-1: the A♥ twice, one below 2♥…K♥ and one above it, leaves no A♥
    for the series A♥ A♠ A♦ that alone could use the taken A♦; one A♥ added leaves it."""
    sequence = "2h 3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh"
    state = position("Ah Ah As Kc", table=((1, sequence),), laid=(0,), discard="Ad",
                     phase=Phase.DRAW)
    state.apply(a("take"))
    assert "add #1 Ah .. Ah" not in texts(state) and "add #1 Ah .." in texts(state)
    assert refused(state, "add #1 Ah .. Ah", "RA-TURN-1").name == "strands_taken"
    state.apply(a("add #1 Ah .."))
    state.apply(a("lay Ah As Ad"))
    state.apply(a("discard Kc"))


def test_ra_meld_3_ra_deck_1_an_addition_at_both_ends_needs_an_ace_for_each() -> None:
    """RA-MELD-3, RA-DECK-1: A♥ 2♥ below 3♥ … Q♥ and K♥ A♥ above it need two aces:
    with one A♥ each end may have it, not both; with two both may."""
    sequence = "3h 4h 5h 6h 7h 8h 9h 10h Jh Qh"
    state = position("Ah 2h Kh Kc", table=((1, sequence),), laid=(0,))
    assert {"add #1 Ah 2h ..", "add #1 .. Kh Ah", "add #1 2h .. Kh"} <= texts(state)
    assert "add #1 Ah 2h .. Kh Ah" not in texts(state)
    assert not state.is_legal(a("add #1 Ah 2h .. Kh Ah"))
    state = position("Ah Ah 2h Kh Kc", table=((1, sequence),), laid=(0,))
    assert "add #1 Ah 2h .. Kh Ah" in texts(state)
    state.apply(a("add #1 Ah 2h .. Kh Ah"))
    state.apply(a("discard Kc"))
    assert state.is_over() and state.winner == 0


def test_ra_turn_1_ra_joker_3_a_taken_card_and_two_jokers_owed() -> None:
    """RA-TURN-1, RA-JOKER-3: with the 5♥ taken, one swap is legal (5♥ 6♥ 7♥ and the
    joker), a second is not: the second joker would need two real cards of its own, and the
    8♣ left has no partner (the 8♥ that would make one is not in hand)."""
    state = position("Qc 2d 6h 7h 8c", table=TWO_JOKERED, laid=(0,), discard="5h",
                     phase=Phase.DRAW)
    state.apply(a("take"))
    state.apply(a("swap #1 Qc"))
    assert "swap #2 2d" not in texts(state)
    assert not state.is_legal(a("swap #2 2d"))
    state.apply(a("lay 5h 6h 7h jk=8h"))
    state.apply(a("discard 8c"))


def test_ra_turn_1_a_sequence_of_another_suit_does_not_take_the_taken_card() -> None:
    """The 7♠ would follow 3♥ … 6♥ by rank, not by suit: that lay strands it."""
    state = position("jk 4h 5h 6h 7h Kc", discard="7s", phase=Phase.DRAW)
    state.apply(a("take"))  # 7♠ 7♥ and the joker
    assert "lay jk=3h 4h 5h 6h" not in texts(state)
    assert refused(state, "lay jk=3h 4h 5h 6h", "RA-TURN-1").name == "strands_taken"
    state.apply(a("lay 7s 7h jk=7d"))


def test_ra_turn_1_a_lay_the_taken_card_can_follow_is_legal() -> None:
    state = position("6c 7c 8c Kd", discard="9c", phase=Phase.DRAW)
    state.apply(a("take"))
    assert {"lay 6c 7c 8c", "lay 6c 7c 8c 9c"} <= texts(state)
    state.apply(a("lay 6c 7c 8c"))
    state.apply(a("add #1 .. 9c"))


def test_ra_turn_1_a_series_whose_joker_shows_the_taken_card_does_not_take_it() -> None:
    """The joker stands for the 9♠ taken: the 9♠ could only swap it out, and the joker
    could then go nowhere (RA-JOKER-3)."""
    state = position("jk 9h 9d Kc 2c", discard="9s", phase=Phase.DRAW)
    state.apply(a("take"))
    assert "lay jk=9s 9h 9d" not in texts(state)
    assert "lay 9s 9h jk=9d" in texts(state)


def test_ra_turn_1_taken_card_used_by_adding_it_after_laying() -> None:
    state = position("2h 3h 4h Kc", table=((1, "6c 7c 8c"),), discard="9c", phase=Phase.DRAW)
    state.apply(a("take"))  # usable: lay 2♥ 3♥ 4♥, then add 9♣ (RA-TURN-4)
    assert texts(state) == {"lay 2h 3h 4h"}
    state.apply(a("lay 2h 3h 4h"))
    state.apply(a("add #1 .. 9c"))
    state.apply(a("discard Kc"))


def test_ra_turn_1_ra_turn_4_a_taken_joker_goes_in_the_first_combination() -> None:
    """RA-TURN-1, RA-TURN-4: a player who has laid nothing may take a joker that two cards
    of the hand lay with, though no combination on the table has room for it."""
    state = position("5h 6h 2c", discard="jk", phase=Phase.DRAW)
    assert state.legal_actions() == [a("draw"), a("take")]
    state.apply(a("take"))
    assert texts(state) == {"lay jk=4h 5h 6h", "lay 5h 6h jk=7h"}
    state.apply(a("lay 5h 6h jk=7h"))
    state.apply(a("discard 2c"))


def test_ra_turn_1_ra_turn_4_the_first_lay_keeps_what_the_taken_card_needs() -> None:
    """RA-TURN-1, RA-TURN-4: the 10♣ taken fits only the other player's 6♣ 7♣ 8♣, with
    the 9♣ from hand, once the player has laid. Laying 9♠ 9♥ 9♣ first would use that
    9♣; J♠ J♥ J♦ keeps it, so the take is legal."""
    state = position("9s 9h 9c Js Jh Jd Kd", table=((1, "6c 7c 8c"),), discard="10c",
                     phase=Phase.DRAW)
    assert state.legal_actions() == [a("draw"), a("take")]
    state.apply(a("take"))
    assert texts(state) == {"lay Js Jh Jd"}
    refused(state, "lay 9s 9h 9c", "RA-TURN-1")
    state.apply(a("lay Js Jh Jd"))
    state.apply(a("add #1 .. 9c 10c"))
    state.apply(a("discard Kd"))


def test_ra_turn_2_a_bare_joker_or_a_joker_for_no_card_is_not_a_card_to_play() -> None:
    """A play names cards from hand and, for a joker, the card it stands for (RA-JOKER-1):
    a bare joker (52) or a joker token standing for the joker is refused, never laid."""
    state = position("jk jk As Ah 9c", table=((0, "Ad Ac Ah"),), laid=(0,))
    for play in (Lay((JOKER_AS + JOKER, c("As"), c("Ah"))), Lay((JOKER, c("As"), c("Ah"))),
                 Add(1, (), (JOKER_AS + JOKER,), series=True), Add(1, (), (JOKER,), series=True)):
        before = fingerprint(state)
        with pytest.raises(IllegalAction) as info:
            state.apply(play)
        assert info.value.rule == "RA-TURN-2" and info.value.name == "not_in_hand"
        assert fingerprint(state) == before


def test_ra_turn_2_a_card_number_past_the_joker_is_not_in_hand() -> None:
    state = position("jk 9c Kd", table=((1, "5d jk=6d 7d"),), laid=(0,))
    for play in (Discard(JOKER + 1), Swap(1, JOKER + 1), Discard(-1)):
        assert refused_action(state, play).name == "not_in_hand"


def test_ra_turn_2_cards_added_to_a_sequence_say_their_side_and_to_a_series_do_not() -> None:
    state = position("8d 7s 2c", table=((0, "5d 6d 7d"), (0, "7h 7d 7c")), laid=(0,))
    assert refused(state, "add #1 8d", "RA-TURN-2").name == "which_side"
    assert refused(state, "add #2 .. 7s", "RA-TURN-2").name == "which_side"
    assert {"add #1 .. 8d", "add #2 7s"} <= texts(state)


def test_ra_turn_2_lay_add_and_swap_in_any_order() -> None:
    state = position("2h 3h 4h 5h 9c 9d 9s 7d Qc", table=((1, "Jc Qc jk=Kc"), (1, "6d jk=7d 8d")))
    state.apply(a("lay 9c 9d 9s"))
    state.apply(a("swap #2 7d"))
    state.apply(a("add #3 jk=9h"))
    state.apply(a("lay 2h 3h 4h"))
    state.apply(a("add #4 .. 5h"))
    assert state.owed_jokers == 0 and state.hand(0) == (c("Qc"),)


def test_ra_turn_3_discarding_ends_the_turn_a_joker_may_be_discarded() -> None:
    state = position("jk 2c 9d")
    assert "discard jk" in texts(state)
    state.apply(a("discard jk"))
    assert state.discard_pile[-1] == c("jk") and state.to_move == 1
    assert state.phase == Phase.DRAW


def test_ra_turn_4_worked_check_adding_needs_a_laid_combination() -> None:
    state = position("9c 2h 3h 4h Ks", table=((1, "6c 7c 8c"),))
    refused(state, "add #1 .. 9c", "RA-TURN-4")
    state.apply(a("lay 2h 3h 4h"))  # laid earlier this turn counts
    state.apply(a("add #1 .. 9c"))
    assert state.combination(1) == Sequence(1, 1, 3, 6, 9)


def test_ra_turn_5_out_by_laying_the_last_cards() -> None:
    state = position("7s 7h 7d", others=("Kc 2d",), laid=(1,))
    state.apply(a("lay 7s 7h 7d"))
    assert state.is_over() and state.winner == 0


def test_ra_turn_5_out_by_discarding_the_last_card() -> None:
    state = position("Kc", others=("2d",))
    state.apply(a("discard Kc"))
    assert state.is_over() and state.winner == 0


# --- RA-OPEN -------------------------------------------------------------------------------------

def test_ra_open_1_no_minimum_by_default() -> None:
    state = position("2c 3c 4c Kd")
    state.apply(a("lay 2c 3c 4c"))
    state.apply(a("discard Kd"))


def test_ra_open_1_laying_opens_without_the_option() -> None:
    state = position("2c 3c 4c Kd", others=("5h 6h",))
    assert not state.has_opened(0)
    state.apply(a("lay 2c 3c 4c"))
    assert state.has_opened(0) and state.observation(1).opened == (True, False)


def test_ra_open_2_a_position_set_up_mid_turn_counts_what_was_laid() -> None:
    table = ((0, "8h 9h 10h"), (0, "Jc Qc Kc"), (1, "2d 3d 4d"))
    state = position("Kd", table=table, turn_combos=(1,), config=TWO51)
    assert state.turn_value == 27 and not state.has_opened(0)
    state = position("Kd", table=table, turn_combos=(1, 2), config=TWO51)
    assert state.turn_value == 57 and state.has_opened(0)
    state = position("Kd", table=table, turn_combos=(1,))  # no option: nothing to count
    assert state.turn_value == 0 and state.has_opened(0)


def test_ra_open_2_fifty_one_to_open() -> None:
    short = position("2c 3c 4c 8h 9h 10h Jh Kd", config=TWO51)  # 46 in all: never 51
    refused(short, "lay 2c 3c 4c", "RA-OPEN-2")
    refused(short, "lay 8h 9h 10h Jh", "RA-OPEN-2")
    state = position("2c 3c 4c 8h 9h 10h Jh Qh Kd", config=TWO51)
    state.apply(a("lay 8h 9h 10h"))  # 27 so far
    refused(state, "discard Kd", "RA-OPEN-2")
    state.apply(a("add #1 .. Jh Qh"))  # own combinations of this turn grow the opening
    assert not state.has_opened(0) and state.turn_value == 47
    state.apply(a("lay 2c 3c 4c"))
    assert state.has_opened(0) and state.turn_value == 56
    state.apply(a("discard Kd"))


@pytest.mark.parametrize("option", ["yes", 1, None])
def test_ra_open_2_the_option_is_true_or_false(option: object) -> None:
    with pytest.raises(ValueError, match="51 to open"):
        TableConfig(2, open51=option)  # type: ignore[arg-type]


def test_ra_open_2_exactly_51_opens() -> None:
    state = position("10s 10h 10d 6c 7c 8c Kd 2h", config=TWO51)
    state.apply(a("lay 10s 10h 10d"))  # 30
    assert "lay 6c 7c 8c" in texts(state)
    state.check(a("lay 6c 7c 8c"))
    state.apply(a("lay 6c 7c 8c"))  # 51
    assert state.has_opened(0) and state.turn_value == 51
    state.apply(a("discard Kd"))
    # Opened at exactly 51, the player may add a taken card to another's combination.
    state = position("10s 10h 10d 6h 7h 8h Kd", table=((1, "6c 7c 8c"),), discard="9c",
                     config=TWO51, phase=Phase.DRAW)
    state.apply(a("take"))
    state.apply(a("lay 10s 10h 10d"))
    assert "lay 6h 7h 8h" in texts(state)
    state.check(a("lay 6h 7h 8h"))
    state.apply(a("lay 6h 7h 8h"))
    state.apply(a("add #1 .. 9c"))


def test_ra_open_2_no_adding_to_others_or_swapping_until_opened() -> None:
    state = position("Jc Qc Kc 10s 10h 10d 6d 9c",
                     table=((1, "6c 7c 8c"), (1, "5d jk=6d 7d")), config=TWO51)
    state.apply(a("lay Jc Qc Kc"))  # 30
    refused(state, "add #1 .. 9c", "RA-OPEN-2")
    refused(state, "swap #2 6d", "RA-OPEN-2")
    state.apply(a("lay 10s 10h 10d"))  # 60: opened this turn
    state.apply(a("swap #2 6d"))
    state.apply(a("add #1 .. 9c"))


def test_ra_open_2_opening_reached_this_turn_unlocks_adds() -> None:
    state = position("10s 10h 10d Js Jh Jd 9c", table=((1, "6c 7c 8c"),), config=TWO51)
    state.apply(a("lay 10s 10h 10d"))
    refused(state, "add #1 .. 9c", "RA-OPEN-2")
    state.apply(a("lay Js Jh Jd"))  # 60: opened
    state.apply(a("add #1 .. 9c"))
    assert state.is_over() and state.winner == 0


def test_ra_open_2_ra_turn_1_a_taken_card_may_wait_for_an_opening_without_it() -> None:
    """RA-OPEN-2, RA-TURN-1: the 9♣ taken fits no combination of the hand, only the other
    player's 6♣ 7♣ 8♣, open to the player once 10♥ … A♥ (51) is laid; the A♠ fits
    nothing and waits in hand. The opening may be laid in steps: 10♥ J♥ Q♥ (30), then
    K♥ A♥ added to it."""
    state = position("10h Jh Qh Kh Ah As", table=((1, "6c 7c 8c"),), discard="9c",
                     config=TWO51, phase=Phase.DRAW)
    assert state.legal_actions() == [a("draw"), a("take")]
    state.apply(a("take"))
    assert "lay 10h Jh Qh" in texts(state)
    state.apply(a("lay 10h Jh Qh"))
    assert texts(state) == {"add #2 .. Kh", "add #2 .. Kh Ah"}
    state.apply(a("add #2 .. Kh Ah"))
    assert state.has_opened(0) and state.turn_value == 51
    state.apply(a("add #1 .. 9c"))
    state.apply(a("discard As"))
    assert state.is_over() and state.winner == 0


def test_ra_open_2_ra_turn_1_the_ace_of_spades_taken_must_find_a_place_too() -> None:
    """RA-OPEN-2, RA-TURN-1 with the A♠ (card 0) taken: it may be taken when it can go below
    the other player's 2♠ 3♠ 4♠ once 10♥ … K♥ and the joker as A♥ (51) have opened; a hand
    that opens 51 without it, as A♥ or with the joker, but has no place for it may not."""
    state = position("10h Jh Qh Kh jk", table=((1, "2s 3s 4s"),), discard="As",
                     config=TWO51, phase=Phase.DRAW)
    assert state.legal_actions() == [a("draw"), a("take")]
    state.apply(a("take"))
    state.apply(a("lay 10h Jh Qh Kh jk=Ah"))
    assert texts(state) == {"add #1 As .."}
    state.apply(a("add #1 As .."))
    assert state.is_over() and state.winner == 0
    for hand in ("10h Jh Qh Kh Ah Kd", "10h Jh Qh Kh jk Kd"):
        state = position(hand, discard="As", config=TWO51, phase=Phase.DRAW)
        assert state.legal_actions() == [a("draw")]
        refused(state, "take", "RA-TURN-1")


def test_ra_open_2_ra_turn_1_a_taken_joker_makes_up_the_51() -> None:
    """RA-OPEN-2, RA-TURN-1: a joker taken from the discard pile may be what brings the
    opening to 51, added as A♥ after 10♥ … K♥ (40), or in K♠ K♥ joker (30) beside
    Q♠ Q♥ Q♦ (30), or in A♠ A♥ joker (33) beside K♠ K♥ K♦: without it no hand reaches 51."""
    state = position("10h Jh Qh Kh Kd", discard="jk", config=TWO51, phase=Phase.DRAW)
    state.apply(a("take"))
    state.apply(a("lay 10h Jh Qh Kh"))
    assert texts(state) == {"add #1 .. jk=Ah"}
    state.apply(a("add #1 .. jk=Ah"))
    assert state.has_opened(0) and state.turn_value == 51
    state.apply(a("discard Kd"))
    state = position("Ks Kh Qs Qh Qd 2c", discard="jk", config=TWO51, phase=Phase.DRAW)
    assert state.legal_actions() == [a("draw"), a("take")]
    state.apply(a("take"))
    assert texts(state) == {"lay Ks Kh jk=Kc", "lay Ks Kh jk=Kd", "lay Qs Qh Qd"}
    state = position("As Ah Ks Kh Kd 2c", discard="jk", config=TWO51, phase=Phase.DRAW)
    assert state.legal_actions() == [a("draw"), a("take")]  # A♠ A♥ joker (33) and the K


@pytest.mark.parametrize(("hand", "lays", "worth"), [
    ("Qs Ks As 10h 10d 10c", ("lay Qs Ks As", "lay 10h 10d 10c"), 61),
    ("As 2s 2h 2d 9h 10h Jh Qh Kh", ("lay 2s 2h 2d", "lay 9h 10h Jh Qh Kh"), 55),
])
def test_ra_open_2_ra_turn_1_an_opening_with_the_first_cards_then_the_taken_one(
        hand: str, lays: tuple[str, ...], worth: int) -> None:
    """RA-OPEN-2, RA-TURN-1: an opening that holds the A♠ (card 0: Q♠ K♠ A♠), or the 2♠
    (card 1: 2♠ 2♥ 2♦) beside an A♠ that fits nothing, and after it the 9♣ taken goes on
    the other player's 6♣ 7♣ 8♣."""
    state = position(hand, table=((1, "6c 7c 8c"),), discard="9c", config=TWO51,
                     phase=Phase.DRAW)
    assert state.legal_actions() == [a("draw"), a("take")]
    state.apply(a("take"))
    for lay in lays:
        state.apply(a(lay))
    assert state.has_opened(0) and state.turn_value == worth
    state.apply(a("add #1 .. 9c"))


def test_ra_open_2_ra_turn_1_no_take_when_the_51_needs_what_the_taken_card_needs() -> None:
    """RA-OPEN-2, RA-TURN-1: the 9♣ taken needs the 8♣ to reach the other player's
    5♣ 6♣ 7♣; without the 8♣ the hand opens only 50, one short, so the take is refused."""
    state = position("Ks Kh Kd 2h 3h 4h 5h 6h 8c 8h 8d", table=((1, "5c 6c 7c"),),
                     discard="9c", config=TWO51, phase=Phase.DRAW)
    assert state.legal_actions() == [a("draw")]
    refused(state, "take", "RA-TURN-1")


def test_ra_open_2_ra_deck_3_a_taken_joker_is_worth_the_card_it_stands_for() -> None:
    """RA-OPEN-2, RA-DECK-3: 2♥ … 6♥ (20) and Q♠ K♠ with the joker taken as A♠ (31, the ace
    high worth 11) make 51; as J♠ it would make 50, so only the A♠ opens. K♠ K♥ and the
    joker (30) open after 2♥ … 7♥ (27), and nothing else does."""
    state = position("2h 3h 4h 5h 6h Qs Ks 2c", discard="jk", config=TWO51,
                     phase=Phase.DRAW)
    assert state.legal_actions() == [a("draw"), a("take")]
    state.apply(a("take"))
    assert "lay jk=Js Qs Ks" not in texts(state)
    state.apply(a("lay 2h 3h 4h 5h 6h"))
    assert texts(state) == {"lay Qs Ks jk=As"}
    state.apply(a("lay Qs Ks jk=As"))
    assert state.has_opened(0) and state.turn_value == 51
    state = position("2h 3h 4h 5h 6h 7h Ks Kh", discard="jk", config=TWO51, phase=Phase.DRAW)
    state.apply(a("take"))
    state.apply(a("lay 2h 3h 4h 5h 6h 7h"))
    assert texts(state) == {"lay Ks Kh jk=Kc", "lay Ks Kh jk=Kd"}


def test_ra_open_2_a_series_laid_this_turn_grows_towards_51() -> None:
    """RA-OPEN-2: 10♠ 10♥ 10♦ (30) and 4♥ 5♥ 6♥ (15) make 45; the 10♣ added to the series
    makes 55, so neither lay is refused for falling short."""
    state = position("10s 10h 10d 10c 4h 5h 6h Kd", config=TWO51)
    state.apply(a("lay 10s 10h 10d"))
    state.apply(a("lay 4h 5h 6h"))
    assert not state.has_opened(0) and texts(state) == {"add #1 10c"}
    state.apply(a("add #1 10c"))
    assert state.has_opened(0) and state.turn_value == 55
    state.apply(a("discard Kd"))


def test_ra_open_2_ra_turn_5_opening_at_51_with_every_card_goes_out() -> None:
    """RA-OPEN-2, RA-TURN-5: 2♥ … 6♥ (20) and Q♠ K♠ A♠ (31, the ace high worth 11) make
    exactly 51 with every card in hand: the player opens and goes out, in either order."""
    for first, second in (("lay 2h 3h 4h 5h 6h", "lay Qs Ks As"),
                          ("lay Qs Ks As", "lay 2h 3h 4h 5h 6h")):
        state = position("2h 3h 4h 5h 6h Qs Ks As", config=TWO51)
        assert {first, second} <= texts(state)
        state.apply(a(first))
        assert second in texts(state)
        state.apply(a(second))
        assert state.is_over() and state.winner == 0 and state.turn_value == 51


@pytest.mark.parametrize("suit", ["s", "h", "d", "c"])
def test_ra_open_2_ra_turn_1_a_taken_joker_makes_up_the_51_in_every_suit(suit: str) -> None:
    """RA-OPEN-2, RA-TURN-1, RA-DECK-3: 10 J Q K of one suit (40) and the joker taken from
    the discard pile as the ace above them (11) open at 51, whichever the suit."""
    other = "2c" if suit != "c" else "2d"
    run = " ".join(rank + suit for rank in ("10", "J", "Q", "K"))
    state = position(f"{run} {other}", discard="jk", config=TWO51, phase=Phase.DRAW)
    assert state.legal_actions() == [a("draw"), a("take")]
    state.apply(a("take"))
    state.apply(a(f"lay {run} jk=A{suit}"))
    assert state.has_opened(0) and state.turn_value == 51
    state.apply(a(f"discard {other}"))


def test_ra_open_2_ra_turn_1_the_taken_card_added_to_this_turns_sequence_counts() -> None:
    """RA-OPEN-2, RA-TURN-1: 6♣ 7♣ 8♣ laid first (21), the 9♣ taken added to it (30) and
    7♠ 7♥ 7♦ (21) open at exactly 51: the taken card is used, and counts, in the
    combination it grows."""
    state = position("6c 7c 8c 7s 7h 7d Kd", discard="9c", config=TWO51, phase=Phase.DRAW)
    state.apply(a("take"))
    assert "lay 6c 7c 8c" in texts(state)
    state.apply(a("lay 6c 7c 8c"))
    assert texts(state) == {"add #1 .. 9c", "lay 7s 7h 7d"}
    state.apply(a("add #1 .. 9c"))
    state.apply(a("lay 7s 7h 7d"))
    assert state.has_opened(0) and state.turn_value == 51
    state.apply(a("discard Kd"))


def test_ra_open_2_ra_meld_2_two_full_series_open_with_no_room_for_a_joker() -> None:
    """RA-OPEN-2, RA-MELD-2: 10♠ 10♥ 10♦ 10♣ (40) and 3♠ 3♥ 3♦ 3♣ (12) open at 52.
    Nothing is owed but the 51, so no place for a joker is needed: the first series, which
    has no room for one, is legal."""
    state = position("10s 10h 10d 10c 3s 3h 3d 3c Kd", config=TWO51)
    assert "lay 10s 10h 10d 10c" in texts(state)
    state.apply(a("lay 10s 10h 10d 10c"))
    assert "lay 3s 3h 3d 3c" in texts(state)
    state.apply(a("lay 3s 3h 3d 3c"))
    assert state.has_opened(0) and state.turn_value == 52
    state.apply(a("discard Kd"))


# --- RA-STOCK ------------------------------------------------------------------------------------

def test_ra_stock_1_discard_pile_shuffled_into_a_new_stock() -> None:
    state = position("2c 5d 9h Kh", others=("3s 7d Jc Qd",), stock="4h 6s", stock_size=2,
                     discard="Ac 8c", phase=Phase.DRAW)
    state.apply(a("draw"))
    state.apply(a("discard 2c"))
    state.apply(a("draw"))
    assert state.stock_count == 0 and state.stock_runs == 1
    pile = state.discard_pile
    state.apply(a("discard 3s"))
    assert state.discard_pile == (c("3s"),)  # the top card stays
    assert sorted(state.stock()) == sorted(pile)  # the rest became the stock
    assert state.phase == Phase.DRAW and not state.is_over()


def test_ra_stock_1_the_new_stock_is_shuffled_not_the_pile_turned_over() -> None:
    """RA-STOCK-1 says *shuffled*: the pile turned over as it lay, or face up, would hand the
    players cards in the order they watched them thrown."""
    thrown = "Ac 8c 2h 9s Jd 4c Qh 6d 10s 3h Kc 7h 5s"  # over the rest of the deck
    state = position("2c 5d 9h Kh", others=("3s 7d Jc Qd",), stock="4h", stock_size=1,
                     discard=thrown, phase=Phase.DRAW)
    state.apply(a("draw"))
    pile = state.discard_pile
    state.apply(a("discard 2c"))
    stock = state.stock()
    assert state.discard_pile == (c("2c"),) and sorted(stock) == sorted(pile)
    assert stock not in (pile, tuple(reversed(pile)))


def test_ra_stock_2_third_time_out_ends_the_round_with_no_winner() -> None:
    state = position("2c 5d 9h Kh", others=("3s 7d Jc Qd",), stock="4h", stock_size=1,
                     stock_runs=2, discard="Ac 8c", phase=Phase.DRAW, laid=(1,))
    state.apply(a("draw"))
    assert state.stock_runs == 3 and not state.is_over()  # the turn is played out
    state.apply(a("discard 2c"))
    assert state.is_over() and state.winner is None
    score = state.outcome()
    assert score is not None
    assert score.points == (100, hand_points([c("3s"), c("7d"), c("Jc"), c("Qd")]))


def test_ra_stock_2_every_seat_sees_the_turn_that_ends_the_round() -> None:
    """The observation says when the round ends with this turn (the table warns by it): the
    stock emptied for the third time, not the first or second."""
    for runs, last in ((0, False), (1, False), (2, True)):
        state = position("2c 5d 9h Kh", others=("3s 7d Jc Qd",), stock="4h", stock_size=1,
                         stock_runs=runs, discard="Ac 8c", phase=Phase.DRAW, laid=(1,))
        assert not state.observation(0).last_turn()
        state.apply(a("draw"))
        assert [state.observation(s).last_turn() for s in (0, 1)] == [last, last]


def test_ra_stock_2_nothing_is_played_once_the_stock_has_ended_the_round() -> None:
    state = position("2c 5d 9h Kh", others=("3s 7d Jc Qd",), stock="4h", stock_size=1,
                     stock_runs=2, discard="Ac 8c", phase=Phase.DRAW, laid=(1,))
    state.apply(a("draw"))
    state.apply(a("discard 2c"))
    assert state.is_over() and state.legal_actions() == []
    assert state.observation(0).legal == () and state.observation(1).legal == ()
    refused(state, "discard 5d", "RA-SCORE-1")


# --- RA-SCORE ------------------------------------------------------------------------------------

def test_ra_score_1_worked_check_the_seeds_count() -> None:
    hands = [[c("10s"), c("Kh"), c("Qd")], [c("jk"), c("5c")],
             [c("7h"), c("Jc"), c("3d"), c("As")], []]
    score = score_round(hands, [True, True, True, True], winner=3)
    assert score.points == (30, 25, 31, 0)


def test_ra_score_1_nothing_is_played_once_a_player_is_out() -> None:
    state = position("7s 7h 7d", others=("Kc 2d",), laid=(1,), discard="5c")
    state.apply(a("lay 7s 7h 7d"))
    assert state.is_over() and state.legal_actions() == []
    for text in ("draw", "take", "discard 7s", "lay 7s 7h 7d", "add #1 7c", "swap #1 7c"):
        refused(state, text, "RA-SCORE-1")


def test_ra_score_2_a_player_who_never_laid_scores_100() -> None:
    score = score_round([[c("2c")], [c("3c")], []], [False, True, True], winner=2)
    assert score.points == (100, 3, 0)


def test_ra_score_3_rami_sec_gives_200_to_everyone_else() -> None:
    score = score_round([[c("2c")], [c("3c"), c("4d")], []], [False, False, True], winner=2)
    assert score.points == (200, 200, 0) and score.rami_sec
    state = position("7s 7h 7d 8c 9c 10c", others=("2d 5h",))
    state.apply(a("lay 7s 7h 7d"))
    state.apply(a("lay 8c 9c 10c"))
    outcome = state.outcome()
    assert outcome is not None and outcome.points == (0, 200) and outcome.rami_sec


def test_ra_score_3_no_rami_sec_once_another_player_has_laid() -> None:
    score = score_round([[c("2c")], [c("3c")], []], [False, True, True], winner=2)
    assert not score.rami_sec and score.points == (100, 3, 0)
    first = score_round([[c("2c")], [c("3c")], []], [True, False, True], winner=2)
    assert not first.rami_sec and first.points == (2, 100, 0)  # whichever seat it was
    stuck = score_round([[c("2c")], [c("3c")]], [False, False], winner=None)  # RA-STOCK-2
    assert not stuck.rami_sec and stuck.points == (100, 100)


def test_ra_score_4_points_are_bad_the_fewest_win_the_round_ties_share() -> None:
    score = score_round([[c("9c")], [c("2d")], []], [True, True, True], winner=2)
    assert score.lowest() == (2,)
    tie = score_round([[c("5c")], [c("5d")], [c("Kc")]], [True, True, True], winner=None)
    assert tie.points == (5, 5, 10) and tie.lowest() == (0, 1)


def test_ra_score_4_match_to_the_limit_lowest_total_wins() -> None:
    with pytest.raises(ValueError, match="RA-SCORE-4"):
        Match(TWO, limit=700)
    assert Match(TWO).limit == 500 and Match(TWO, limit=1000).limit == 1000  # the default
    match = Match(TWO, limit=500, seed=3)
    while not match.is_over():
        _finish_round(match.round)
        if not match.is_over():
            match.next_round()
    totals = match.totals()
    assert max(totals) >= 500 and match.winners() == tuple(
        s for s, t in enumerate(totals) if t == min(totals))
    before = [sum(score.points[s] for score in match.results[:-1]) for s in range(2)]
    assert max(before) < 500  # it ended at the first round that reached the limit
    again = replay_match(match.record())
    assert again.totals() == totals and again.is_over()


def test_ra_score_4_a_total_exactly_at_the_limit_ends_the_match(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """RA-SCORE-4: the match ends when a total *reaches* the limit; one under plays on."""
    match = Match(TWO, limit=500, seed=3)
    _finish_round(match.round)
    monkeypatch.setattr(match, "totals", lambda: (499, 120))
    assert not match.is_over()
    monkeypatch.setattr(match, "totals", lambda: (120, 500))
    assert match.is_over()
