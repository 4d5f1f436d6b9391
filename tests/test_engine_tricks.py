"""The trick-taking core (sixseq.engine.tricks): following suit, trumps, the trick's winner,
the lead passing to the winner, the obligations a table may add, and what plays reveal."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sixseq.decks.standard import HEARTS, SPADES, parse_card, parse_cards
from sixseq.engine.tricks import (
    Breach,
    CardOrder,
    Limit,
    Obligations,
    Trick,
    beats,
    breach,
    duty,
    limits,
    playable,
    winning_index,
)

# The standard deck, ace high: strength 0 (the 2) .. 12 (the ace).
ORDER: CardOrder[int] = CardOrder(lambda c: c // 13, lambda c: (c % 13 - 1) % 13)
MUST_TRUMP = Obligations(trump_when_void=True)
OVERTAKE = Obligations(overtake=True)
BOTH = Obligations(trump_when_void=True, overtake=True)


def cards(text: str) -> list[int]:
    return parse_cards(text)


def test_the_highest_trump_takes_the_trick_else_the_highest_of_the_suit_led() -> None:
    """SX-PLAY-4 worked check: trump ♠, 10♥ A♥ 7♠ Q♥ 6♠ K♠ → K♠; with no ♠ in it, A♥."""
    trick = cards("10h Ah 7s Qh 6s Ks")
    assert winning_index(trick, SPADES, ORDER) == 5
    assert winning_index(cards("10h Ah 7d Qh 6c Kc"), SPADES, ORDER) == 1
    assert winning_index(trick, None, ORDER) == 1  # no trump at all: the suit led


def test_a_card_off_the_suit_led_never_wins_unless_a_trump() -> None:
    assert not beats(parse_card("Ac"), parse_card("2h"), SPADES, ORDER)
    assert beats(parse_card("2s"), parse_card("Ah"), SPADES, ORDER)
    assert not beats(parse_card("2s"), parse_card("3s"), SPADES, ORDER)
    assert beats(parse_card("3h"), parse_card("2h"), SPADES, ORDER)


def test_the_lead_passes_to_the_winner() -> None:
    trick: Trick[int] = Trick(leader=4, seats=6)
    assert trick.to_play == 4
    for card in cards("10h Ah 7d Qh"):
        trick = trick.plus(card)
    assert trick.to_play == 2 and not trick.is_complete
    assert trick.seat_of(1) == 5 and trick.index_of(5) == 1
    assert trick.winner(SPADES, ORDER) == 5
    for card in cards("6s Kc"):
        trick = trick.plus(card)
    assert trick.is_complete and trick.winner(SPADES, ORDER) == 2  # 6♠ by seat 2
    assert trick.next_trick(SPADES, ORDER) == Trick(2, 6)
    with pytest.raises(ValueError):
        trick.plus(parse_card("2c"))
    empty: Trick[int] = Trick(0, 6)
    with pytest.raises(ValueError):
        empty.next_trick(SPADES, ORDER)
    with pytest.raises(ValueError):
        winning_index([], SPADES, ORDER)


def test_follow_suit_when_able_else_any_card() -> None:
    """SX-PLAY-2 worked check: with ♥ led, 9♥ in hand forbids K♣; without ♥, anything."""
    hand = cards("9h Kc 7s")
    assert playable(hand, cards("10h"), SPADES, ORDER) == cards("9h")
    assert breach(parse_card("Kc"), hand, cards("10h"), SPADES, ORDER) is Breach.FOLLOW
    void = cards("Kc 7s 8d")
    assert playable(void, cards("10h"), SPADES, ORDER) == void
    assert all(breach(c, void, cards("10h"), SPADES, ORDER) is None for c in void)
    assert playable(hand, [], SPADES, ORDER) == hand  # the leader plays anything


def test_must_trump_when_void_and_overtrump_when_able() -> None:
    """SX-PLAY-3 option "must trump when void"."""
    hand = cards("Kc 7s Qs 8d")
    assert playable(hand, cards("10h"), SPADES, ORDER, MUST_TRUMP) == cards("7s Qs")
    assert breach(parse_card("Kc"), hand, cards("10h"), SPADES, ORDER, MUST_TRUMP) \
        is Breach.TRUMP
    # An earlier 9♠ must be beaten when able: only Q♠.
    assert playable(hand, cards("10h 9s"), SPADES, ORDER, MUST_TRUMP) == cards("Qs")
    assert breach(parse_card("7s"), hand, cards("10h 9s"), SPADES, ORDER, MUST_TRUMP) \
        is Breach.OVERTRUMP
    # Unable to beat the A♠: any trump still.
    assert playable(hand, cards("10h As"), SPADES, ORDER, MUST_TRUMP) == cards("7s Qs")
    # No trump: anything. Without the option: anything.
    assert playable(cards("Kc 8d"), cards("10h"), SPADES, ORDER, MUST_TRUMP) == cards("Kc 8d")
    assert playable(hand, cards("10h 9s"), SPADES, ORDER) == hand
    # No trump suit at all (a no-trump game): the option asks nothing.
    assert playable(hand, cards("10h"), None, ORDER, MUST_TRUMP) == hand


def test_must_overtake_the_best_card_of_the_suit_led() -> None:
    """SX-PLAY-3 option "must overtake": beat the best of the suit led so far, when able."""
    hand = cards("9h Kh 2c")
    assert playable(hand, cards("10h"), SPADES, ORDER, OVERTAKE) == cards("Kh")
    assert breach(parse_card("9h"), hand, cards("10h"), SPADES, ORDER, OVERTAKE) \
        is Breach.OVERTAKE
    assert breach(parse_card("2c"), hand, cards("10h"), SPADES, ORDER, OVERTAKE) \
        is Breach.FOLLOW
    # Unable (A♥ played): any ♥. The best card *of the suit led*, even over a trump.
    assert playable(hand, cards("10h Ah"), SPADES, ORDER, OVERTAKE) == cards("9h Kh")
    assert playable(hand, cards("10h 3s"), SPADES, ORDER, OVERTAKE) == cards("Kh")
    # Trumps led: following in trumps, beat the best trump.
    assert playable(cards("9s Ks"), cards("10s"), SPADES, ORDER, BOTH) == cards("Ks")


def test_limits_read_what_each_play_showed() -> None:
    trick: Trick[int] = Trick(0, 6, tuple(cards("10h Kc 9s 7s 8h")))
    assert limits(trick, SPADES, ORDER) == [Limit(1, HEARTS), Limit(2, HEARTS),
                                            Limit(3, HEARTS)]
    assert limits(trick, SPADES, ORDER, MUST_TRUMP) == [
        Limit(1, HEARTS), Limit(1, SPADES), Limit(2, HEARTS), Limit(3, HEARTS),
        Limit(3, SPADES, ORDER.strength(parse_card("9s")))]
    assert limits(trick, SPADES, ORDER, OVERTAKE)[-1] == Limit(4, HEARTS, 8)  # under the 10♥
    assert limits(Trick(0, 6), SPADES, ORDER) == []
    assert Limit(3, SPADES, 7).excludes(SPADES, 8) and not Limit(3, SPADES, 7).excludes(SPADES, 7)
    assert Limit(1, HEARTS).excludes(HEARTS, 0) and not Limit(1, HEARTS).excludes(SPADES, 5)


obligations = st.builds(Obligations, st.booleans(), st.booleans())


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 10**9), rules=obligations, seats=st.integers(2, 6),
       trump=st.sampled_from([None, 0, 1, 2, 3]))
def test_random_deals_played_legally_agree_with_every_helper(
        seed: int, rules: Obligations, seats: int, trump: int | None) -> None:
    """Random hands played out by random legal cards: ``breach`` is None exactly for the
    ``playable`` cards, a hand always has a playable card, the winner holds the best card, and
    every limit read from a trick is true of the hand it describes (then and afterwards)."""
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    size = min(8, 52 // seats)
    hands = [deck[i * size:(i + 1) * size] for i in range(seats)]
    trick: Trick[int] = Trick(rng.randrange(seats), seats)
    for _ in range(size):
        for _ in range(seats):
            hand = hands[trick.to_play]
            allowed = playable(hand, trick.cards, trump, ORDER, rules)
            assert allowed and set(allowed) <= set(hand)
            for card in hand:
                assert (breach(card, hand, trick.cards, trump, ORDER, rules) is None) \
                    == (card in allowed)
            card = rng.choice(allowed)
            hand.remove(card)
            trick = trick.plus(card)
            for limit in limits(trick, trump, ORDER, rules):
                assert not any(limit.excludes(ORDER.suit(c), ORDER.strength(c))
                               for c in hands[limit.seat]), (limit, hands[limit.seat])
        best = trick.cards[trick.winning_index(trump, ORDER)]
        assert all(not beats(c, best, trump, ORDER) for c in trick.cards)
        trick = trick.next_trick(trump, ORDER)


def test_without_options_only_following_suit_binds() -> None:
    hand = cards("2h 3d")
    assert playable(hand, cards("Ah Ks"), SPADES, ORDER) == cards("2h")


def test_duty_says_what_narrows_the_hand_and_the_card_to_beat() -> None:
    """What a table tells the player to do comes from the rules: on a lead anything goes;
    holding the suit led, follow (and beat its best card under *must overtake*, when able);
    void, trump (and overtrump) under *must trump when void*; else any card."""
    trick = cards("9h Kh")
    hand = cards("6h Ah 2s")
    assert duty(hand, [], SPADES, ORDER, BOTH) == (None, None)
    assert duty(hand, trick, SPADES, ORDER) == (Breach.FOLLOW, None)
    assert duty(hand, trick, SPADES, ORDER, OVERTAKE) == (Breach.OVERTAKE, parse_card("Kh"))
    assert duty(cards("6h 7h 2s"), trick, SPADES, ORDER, OVERTAKE) == (Breach.FOLLOW, None)
    void = cards("2s Qs 3c")
    assert duty(void, trick, SPADES, ORDER) == (None, None)
    assert duty(void, trick, SPADES, ORDER, MUST_TRUMP) == (Breach.TRUMP, None)
    ruffed = cards("9h 10s")
    assert duty(void, ruffed, SPADES, ORDER, MUST_TRUMP) == (Breach.OVERTRUMP, parse_card("10s"))
    assert duty(cards("2s 3c"), ruffed, SPADES, ORDER, MUST_TRUMP) == (Breach.TRUMP, None)
