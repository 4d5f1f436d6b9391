"""Gestures become legal actions (or the action a refusal explains), with no rule in the UI."""

import pytest
from helpers import FOUR, TWO, a, c, lay_position, position

from sixseq.games.six_sequences.rules.errors import IllegalAction
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.table import Phase
from sixseq.games.six_sequences.view.gestures import (
    ComboCard,
    ComboEnd,
    DiscardPile,
    NewArea,
    OnCombo,
    OnDiscard,
    OnNew,
    likely_use,
    matching,
    pick_side,
    plausible,
    resolve,
    spots,
)


def seen(state: GameState) -> Observation:
    """What the seat to move sees: all a table works from."""
    return state.observation(state.to_move)

def cards(text: str) -> frozenset[int]:
    return frozenset(c(t) for t in text.split())


def test_a_drop_on_a_sequence_adds_the_card() -> None:
    state = lay_position("8h Kc", table=((0, "5h 6h 7h"),))
    found = matching(state.legal_actions(), cards("8h"), OnCombo(1))
    assert found == [a("add #1 8h")]


def test_a_joker_fitting_both_ends_goes_where_it_was_dropped() -> None:
    state = lay_position("0h Kc", table=((0, "5h 6h 7h"),))
    found = matching(state.legal_actions(), cards("0h"), OnCombo(1))
    assert set(found) == {a("add #1 0h@4"), a("add #1 0h@8")}
    assert pick_side(found, True, seen(state)) == [a("add #1 0h@4")]
    assert pick_side(found, False, seen(state)) == [a("add #1 0h@8")]


def test_a_series_card_dropped_on_a_sequence_is_a_raid() -> None:
    """The seed example of SS-MELD-5."""
    state = lay_position("9c 2h 3h", table=((0, "4h 4s 4t"), (0, "8h 8d 8c"),
                                            (0, "10c 11c 12c")))
    state.apply(a("add #3 9c"))
    assert matching(state.legal_actions(), cards("8c"), OnCombo(3)) == [a("raid 8c #3")]


def test_the_real_card_dropped_on_any_sides_joker_swaps_it() -> None:
    state = lay_position("7o Kc", table=((1, "5o 6o 0o@7 8o"),))
    assert matching(state.legal_actions(), cards("7o"), OnCombo(1)) == [a("joker 7o #1")]
    assert spots(state.legal_actions(), cards("7o"), seen(state)) == {ComboCard(1, 7)}


def test_cards_on_the_new_area_match_only_a_lay_of_exactly_them() -> None:
    state = lay_position("5h 6h 7h Kc")
    legal = state.legal_actions()
    assert matching(legal, cards("5h 6h 7h"), OnNew()) == [a("lay 5h 6h 7h")]
    assert matching(legal, cards("5h 6h"), OnNew()) == []
    # Part of a possible combination: the new area lights up for it.
    assert NewArea() in spots(legal, cards("5h"), seen(state))
    assert spots(legal, cards("Kc"), seen(state)) == set()


def test_the_discard_pile_lights_up_at_discard_time_except_for_a_joker() -> None:
    state = position(TWO, ("7h 0s Kc", ""), phase=Phase.DISCARD)
    legal = state.legal_actions()
    assert spots(legal, cards("7h"), seen(state)) == {DiscardPile()}
    assert spots(legal, cards("0s"), seen(state)) == set()


def test_highlights_name_the_end_a_card_would_join() -> None:
    state = lay_position("4h 8h", table=((0, "5h 6h 7h"),))
    legal = state.legal_actions()
    assert spots(legal, cards("4h"), seen(state)) == {ComboEnd(1, True)}
    assert spots(legal, cards("8h"), seen(state)) == {ComboEnd(1, False)}


def refusal(state, dropped: str, target) -> IllegalAction:  # type: ignore[no-untyped-def]
    action = plausible(seen(state), [c(t) for t in dropped.split()], target)
    with pytest.raises(IllegalAction) as caught:
        state.check(action)
    return caught.value


def test_refused_drops_are_explained_by_the_rule_they_break() -> None:
    state = lay_position("8h 0s Kc", table=((1, "5h 6h 7h"), (0, "2c 3c 4c")))
    assert refusal(state, "8h", OnCombo(1)).name == "not_your_combination"
    assert refusal(state, "Kc", OnCombo(2)).name == "join_at_ends"
    assert refusal(state, "8h Kc", OnNew()).name == "series_three"
    assert refusal(state, "Kc", OnDiscard()).name == "discard_at_end"
    discarding = position(TWO, ("7h 0s Kc", ""), phase=Phase.DISCARD)
    assert refusal(discarding, "0s", OnDiscard()).name == "joker_discard"


def test_a_new_series_before_any_sequence_is_refused_by_ss_meld_3() -> None:
    state = lay_position("Kc Kh Ks 2d")
    assert refusal(state, "Kc Kh Ks", OnNew()).rule == "SS-MELD-3"


def test_a_wrong_card_on_a_joker_says_what_the_joker_stands_for() -> None:
    state = lay_position("9o Kc", table=((1, "5o 0o@6 7o 8o"),))
    assert refusal(state, "9o", OnCombo(1)).name == "not_joker_card"


def test_a_series_card_onto_a_series_is_refused_as_raids_go_to_sequences() -> None:
    state = position(FOUR, ("2d", "", "", ""), table=((0, "4h 4s 4t"), (0, "5c 5d 5o"),
                                                      (0, "8c 9c 10c")), phase=Phase.LAY)
    assert refusal(state, "4h", OnCombo(2)).rule == "SS-MELD-5"


def test_a_double_click_uses_the_card_the_likely_way() -> None:
    state = lay_position("7o 9h Kc", table=((1, "5o 6o 0o@7 8o"), (0, "6h 7h 8h")))
    assert likely_use(seen(state), c("7o"), []) == a("joker 7o #1")  # a joker gained first
    assert likely_use(seen(state), c("9h"), []) == a("add #2 9h")
    assert likely_use(seen(state), c("Kc"), []) is None
    discarding = position(TWO, ("7h Kc", ""), phase=Phase.DISCARD)
    assert likely_use(seen(discarding), c("Kc"), []) == a("discard Kc")


def test_a_double_click_lays_the_card_with_the_selection() -> None:
    state = lay_position("5h 6h 7h Kc")
    assert likely_use(seen(state), c("7h"), [c("5h"), c("6h")]) == a("lay 5h 6h 7h")


def test_the_taken_discard_dropped_alone_on_a_sequence_brings_the_hand_card_it_needs() -> None:
    """SS-DISCARD-3 (b), the seed example: 8♦ taken, 9♦ in hand, 4♦…7♦ laid."""
    state = lay_position("9d Kc", table=((0, "4d 5d 6d 7d"),), pending="8d")
    legal = state.legal_actions()
    assert matching(legal, cards("8d"), OnCombo(1)) == []
    assert resolve(legal, cards("8d"), OnCombo(1), seen(state)) == [a("add #1 8d 9d")]
    assert spots(legal, cards("8d"), seen(state)) == {ComboEnd(1, False)}
