"""TT-2, TT-3, TT-4: which pairs may go, what turns up, and when the game is won or lost."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sixseq.decks.sixsuit import card_str, parse_card, parse_cards, rank_of
from sixseq.games.twenty_twenty.rules.position import IllegalMove, Move, Position, Status


def piles(*texts: str) -> Position:
    return Position.from_piles(parse_cards(t) for t in texts)


def test_tt4_seed_example_offers_exactly_the_listed_pairs() -> None:
    # Tops: 0♣ 0♠ J♠ J★ A♠ A♥ 6★ 6♠ 6♥, and eleven tops of other, distinct ranks.
    tops = parse_cards("0c 0s Js Jt As Ah 6t 6s 6h 1c 2c 3c 4c 5c 7c 8c 9c 10c 11c 12c")
    position = Position.from_piles([[card] for card in tops])
    pairs = {frozenset(card_str(position.piles[p][0]) for p in (m.a, m.b))
             for m in position.legal_moves()}
    assert pairs == {frozenset(p) for p in [("0♣", "0♠"), ("J♠", "J★"), ("A♠", "A♥"),
                                              ("6★", "6♠"), ("6★", "6♥"), ("6♠", "6♥")]}


def test_tt2_one_and_ace_are_different_ranks_and_jokers_pair_with_jokers() -> None:
    position = piles("1s", "As", "0c", "0h", "Jd")
    assert position.legal_moves() == [Move(2, 3)]
    with pytest.raises(IllegalMove, match=r"^TT-2: 1♠ and A♠ are not of the same rank"):
        position.play(Move(0, 1))


def test_tt2_only_top_cards_are_playable_and_the_cards_under_turn_up() -> None:
    position = piles("5s 9c", "9h 5d", "Kc 9d")
    assert position.legal_moves() == [Move(0, 2)]  # 5♠ and 5♦ are not both on top
    after = position.play(Move(0, 2))
    assert after.tops() == (parse_card("5s"), parse_card("5d"), parse_card("Kc"))
    assert after.legal_moves() == [Move(0, 1)]
    assert after.pile(0) == (parse_card("5s"),) and after.remaining == 4


def test_tt2_refusals_cite_the_rule() -> None:
    position = piles("5s", "", "5h")
    with pytest.raises(IllegalMove, match=r"^TT-2: pile 1 is empty") as err:
        position.play(Move(0, 1))
    assert err.value.rule == "TT-2"
    with pytest.raises(IllegalMove, match=r"^TT-2: .*two different piles"):
        Move.of(2, 2)
    with pytest.raises(IllegalMove, match=r"^TT-1: there is no pile 7"):
        position.play(Move(0, 7))
    assert not position.is_legal(Move(0, 1)) and position.is_legal(Move(0, 2))


def test_move_text_round_trips() -> None:
    assert str(Move.of(17, 3)) == "3-17"
    assert Move.parse(" 3-17 ") == Move(3, 17) == Move.of(17, 3)
    for bad in ("3", "3-x", "1-2-3", "-1-2"):
        with pytest.raises(ValueError):
            Move.parse(bad)
    with pytest.raises(ValueError):
        Move(4, 2)


def test_tt3_won_lost_and_playing() -> None:
    assert piles("", "").status() is Status.WON
    assert piles("5s", "5h").status() is Status.PLAYING
    # Cards remain, no two tops share a rank: lost, even though the 5s could pair later.
    assert piles("5s 7c", "5h 8c").status() is Status.LOST
    assert piles("5s 5h").status() is Status.LOST


def test_a_rank_one_pile_holds_more_than_half_of_can_never_be_cleared() -> None:
    """Each pair takes its two cards from two piles (TT-2): a rank whose cards lie mostly in
    one pile is stuck, whatever else is played; one spread over piles is not."""
    five, seven = rank_of(parse_card("5s")), rank_of(parse_card("7c"))
    assert piles("5s 5h", "7c").unpairable_ranks() == {five, seven}
    assert piles("5s 7c 5h", "5d").unpairable_ranks() == {five, seven}
    assert piles("5s 7c", "5h 7d").unpairable_ranks() == set()
    assert piles("5s 5h", "5d 5c").unpairable_ranks() == set()
    stuck = piles("5s 7c 5h", "7d 5d")
    assert stuck.unpairable_ranks() == {five}
    played = stuck.play(Move(0, 1)).play(Move(0, 1))  # two of the 5s, then the 7s
    assert played.unpairable_ranks() == {five} and played.status() is Status.LOST


def test_positions_refuse_impossible_contents() -> None:
    with pytest.raises(ValueError, match="repeated"):
        piles("5s", "5s")
    with pytest.raises(ValueError, match="height"):
        Position((tuple(parse_cards("5s 6s")),), (3,))


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=10**6), st.randoms(use_true_random=False))
def test_tt3_status_matches_the_legal_moves_along_random_play(deal: int,
                                                               rng: random.Random) -> None:
    position = Position.deal(deal)
    while True:
        moves = position.legal_moves()
        tops = [c for c in position.tops() if c is not None]
        assert all(rank_of(position.pile(m.a)[-1]) == rank_of(position.pile(m.b)[-1])
                   for m in moves)
        assert len(moves) == sum(k * (k - 1) // 2 for k in
                                 (sum(1 for c in tops if rank_of(c) == r) for r in range(20)))
        status = position.status()
        if not moves:
            assert status is (Status.WON if position.remaining == 0 else Status.LOST)
            break
        assert status is Status.PLAYING
        position = position.play(rng.choice(moves))


def test_refusals_carry_a_catalogue_key_and_read_in_both_languages() -> None:
    """A refused pair names its rule and reads in the player's language (the table words it
    from the key and values; the English text stays the core's)."""
    import json
    import re
    from pathlib import Path

    from sixseq.games.twenty_twenty.rules.position import REFUSE
    from sixseq.ui.i18n import configure
    from sixseq.ui.table.words import refusal_message

    folder = Path(__file__).resolve().parent.parent / "sixseq/games/twenty_twenty/i18n"
    english = json.loads((folder / "twenty_twenty.en.json").read_text())["en"]["refusal"]
    for name in REFUSE:
        assert english[name] == re.sub(r"\{(\w+)\}", r"%{\1}", REFUSE.entries[name][1])
    position = piles("1s", "As")
    with pytest.raises(IllegalMove) as err:
        position.play(Move(0, 1))
    assert err.value.key == "twenty_twenty.refusal.not_same_rank"
    assert err.value.params == {"a": "1♠", "b": "A♠"}
    configure("fr")
    try:
        said = refusal_message(err.value)
        assert said.text.endswith("\u00a0: 1♠ et A♠ ne sont pas de même rang")
        assert said.rule == "TT-2"
    finally:
        configure("en")
    assert refusal_message(err.value).text.endswith(": 1♠ and A♠ are not of the same rank")


def test_tt2_a_move_is_two_different_piles_named_by_number() -> None:
    """TT-2 takes two cards from two different piles: a move on one pile twice, or on a pile
    that is not a number, cannot even be built."""
    with pytest.raises(ValueError, match="two different piles"):
        Move(3, 3)
    for a, b in ((3, "4"), ("3", 4), (3.0, 4)):
        with pytest.raises(TypeError):
            Move(a, b)  # type: ignore[arg-type]


def test_tt1_tt2_refusals_name_the_pile_at_fault() -> None:
    """The table words a refusal from its values: the pile that does not exist (one past the
    last is refused too, TT-1), the empty pile whichever of the two it is, the pile named
    twice (TT-2)."""
    position = piles("5s", "", "5h")
    refusals = {}
    for move in (Move(0, 3), Move(1, 2), Move(0, 1)):
        with pytest.raises(IllegalMove) as err:
            position.play(move)
        refusals[str(move)] = (err.value.rule, err.value.params)
    assert refusals == {"0-3": ("TT-1", {"pile": "3", "last": "2"}),
                        "1-2": ("TT-2", {"pile": "1"}), "0-1": ("TT-2", {"pile": "1"})}
    with pytest.raises(IllegalMove) as err:
        Move.of(2, 2)
    assert (err.value.rule, err.value.params) == ("TT-2", {"pile": "2"})


def test_tt1_a_position_holds_only_cards_of_the_120_card_deck() -> None:
    """TT-1 deals the 120 cards numbered 0 to 119: a position built with any other card is
    refused, the first past the last included."""
    assert Position.from_piles([[0, 119]]).remaining == 2
    for bad in (120, -1, 5.0, "5s"):
        with pytest.raises(ValueError, match="bad or repeated card"):
            Position.from_piles([[3, bad]])  # type: ignore[list-item]
