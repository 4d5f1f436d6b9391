"""Sixte's rules core: the deck, the deal and the trump card, play, refusals that name their
rule and change nothing, undo, notation, and pinned legal-move counts (SX-DECK, SX-SEAT,
SX-DEAL, SX-PLAY in shared/rules/sixte.md)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_sixte_support import c, p, position, snapshot

from sixseq.decks.standard import SPADES, card_str, parse_cards
from sixseq.engine.refusal import IllegalAction
from sixseq.engine.rng import shuffled
from sixseq.games.sixte.rules.actions import Play, parse_action
from sixseq.games.sixte.rules.cards import ORDER, Options, strength
from sixseq.games.sixte.rules.hand import HandState, deal_order
from sixseq.games.sixte.spec import RULES

# Trump ♠ (the dealer's 8♠), dealer 5: seat 0 leads. Seats 2, 4 and 5 hold no ♥.
SPADE_DEAL = ("10h 6h 9s 6d 7d 8d",
              "Ah 7h 10s 9d 10d Jd",
              "7s 6c 7c 8c 9c 10c",
              "Qh 8h 9h Jh Kh Qd",
              "6s Js Qs Kd Ad Jc",
              "Ks 8s As Qc Kc Ac")
MUST_TRUMP = Options(must_trump=True)
MUST_OVERTAKE = Options(must_overtake=True)


def spades(options: Options | None = None, plays: str = "") -> HandState:
    return position(SPADE_DEAL, 5, "8s", options, plays)


def refusal(state: HandState, card: str) -> IllegalAction:
    """The refusal of ``card``, checking that refusing it changed nothing."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as caught:
        state.apply(p(card))
    assert snapshot(state) == before
    assert not state.is_legal(p(card))
    return caught.value


# --- cards and the deal ----------------------------------------------------------------------

def test_the_deck_is_36_cards_six_to_ace_and_the_variant_52() -> None:
    """SX-DECK-1, SX-DEAL-3."""
    deck = Options().deck()
    assert len(deck) == len(set(deck)) == 36
    assert sorted({card_str(x)[:-1] for x in deck}) == sorted(
        ["6", "7", "8", "9", "10", "J", "Q", "K", "A"])
    assert len(set(Options(deck52=True).deck())) == 52


def test_the_ace_is_high_then_king_down_to_six() -> None:
    """SX-DECK-2: A K Q J 10 9 8 7 6, the same in trumps."""
    order = parse_cards("Ah Kh Qh Jh 10h 9h 8h 7h 6h")
    assert sorted(order, key=strength, reverse=True) == order
    state = spades(plays="6d 9d 6c Qd Ad")  # ♦ led: the A♦ beats the Q♦
    assert state.trick.winner(SPADES, ORDER) == 4
    state = spades(plays="9s 10s 7s Qd Js As")  # trumps led: A♠ over J♠ over 10♠
    assert state.winners == (5,)


def test_exactly_six_players() -> None:
    """SX-SEAT-1."""
    with pytest.raises(ValueError, match="6 players"):
        RULES.deal(5, 1, 0, {})
    assert RULES.seat_counts == (6,)
    with pytest.raises(ValueError):
        HandState(1, 6)


@pytest.mark.parametrize("dealer", [0, 3, 5])
def test_six_cards_each_two_at_a_time_from_the_dealers_left(dealer: int) -> None:
    """SX-DEAL-1: three rounds of two, from the dealer's left round to the dealer."""
    state = HandState(77, dealer)
    cards = shuffled(Options().deck(), random.Random(77))
    order = deal_order(dealer)
    assert order[:2] == [(dealer + 1) % 6] * 2 and order[-2:] == [dealer] * 2
    assert order[10:14] == [dealer, dealer, (dealer + 1) % 6, (dealer + 1) % 6]
    for seat in range(6):
        dealt = [card for card, to in zip(cards, order, strict=True) if to == seat]
        assert sorted(state.hand(seat)) == sorted(dealt)
        assert len(state.hand(seat)) == 6


def test_the_dealers_last_card_shows_the_trump_and_all_know_who_holds_it() -> None:
    """SX-DEAL-2: the last card dealt (the dealer's) sets trumps; the dealer keeps and plays
    it, and every seat sees that the dealer holds it until then."""
    for seed in range(20):
        state = HandState(seed, seed % 6)
        last = shuffled(Options().deck(), random.Random(seed))[35]
        assert state.trump_card == last and state.trump == last // 13
        assert last in state.hand(state.dealer) and state.stock == ()
        assert all(state.observation(s).trump_holder == state.dealer for s in range(6))
    state = spades()
    assert state.observation(0).trump_holder == 5
    state = spades(plays="10h Ah 7s Qh 6s 8s")  # the dealer plays the turned-up 8♠
    assert all(state.observation(s).trump_holder is None for s in range(6))
    assert state.observation(0).trump_card == c("8s")


def test_the_52_card_variant_turns_up_the_stocks_top_card_out_of_play() -> None:
    """SX-DEAL-3: 16 cards left form a stock; its top card sets trumps and is never played."""
    for seed in range(10):
        state = HandState(seed, 2, Options(deck52=True))
        cards = shuffled(Options(deck52=True).deck(), random.Random(seed))
        assert state.stock == tuple(cards[36:]) and len(state.stock) == 16
        assert state.trump_card == cards[36]
        assert all(state.trump_card not in state.hand(s) for s in range(6))
        obs = state.observation(0)
        assert obs.stock_size == 16 and obs.trump_holder is None
        assert obs.trump_card == state.trump_card
        rng = random.Random(seed)
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
        assert state.trump_card not in [x for t in state.tricks for x in t.cards]


# --- play ------------------------------------------------------------------------------------

def test_the_dealers_left_leads_then_each_tricks_winner_for_six_tricks() -> None:
    """SX-PLAY-1."""
    state = spades()
    assert state.to_move == 0 and state.observation(0).legal
    for card in ["10h", "Ah", "7s", "Qh", "6s", "Ks"]:
        state.apply(p(card))
    assert state.winners == (5,) and state.to_move == 5
    rng = random.Random(3)
    while not state.is_over():
        leader = state.trick.leader
        assert state.to_move == leader
        for _ in range(6):
            state.apply(rng.choice(state.legal_actions()))
        assert state.trick.leader == state.winners[-1]
    assert len(state.tricks) == 6 and state.legal_actions() == []
    error = refusal(state, "Ac")
    assert error.rule == "SX-PLAY-1" and error.name == "hand_over"


def test_follow_suit_when_able_and_any_card_when_not() -> None:
    """SX-PLAY-2 worked check: with ♥ led, a player holding 9♥ may not play K♣ (the renonce
    is refused); a player without ♥ may play any card."""
    state = spades(plays="10h Ah 7s")
    assert c("9h") in state.hand(3) and c("Qd") in state.hand(3)
    error = refusal(state, "Qd")
    assert (error.rule, error.name, error.params) == ("SX-PLAY-2", "follow_suit",
                                                      {"suit": "♥"})
    assert str(error) == "SX-PLAY-2: you must follow ♥"
    state = position(plays="10h 8h 7h")  # seat 3 holds 9♥ and K♣
    assert refusal(state, "Kc").rule == "SX-PLAY-2"
    state.apply(p("9h"))
    # Seat 4 (no ♥ in SPADE_DEAL) may play anything: a trump, a ♦, a ♣.
    state = spades(plays="10h Ah 7s Qh")
    assert sorted(a.card for a in state.legal_actions()) == sorted(state.hand(4))


def test_no_obligation_to_trump_or_to_overtake_by_default() -> None:
    """SX-PLAY-3 (ruling): void in the suit led, any card; following, any card of the suit."""
    state = spades(plays="10h Ah")
    assert p("6c") in state.legal_actions()  # seat 2 holds 7♠ but may discard
    state = spades(plays="10h")
    assert p("7h") in state.legal_actions()  # seat 1 need not beat the 10♥


def test_must_trump_when_void_and_overtrump_when_able() -> None:
    """SX-PLAY-3 option "must trump when void"."""
    state = spades(MUST_TRUMP, plays="10h Ah")
    error = refusal(state, "6c")
    assert (error.rule, error.name) == ("SX-PLAY-3", "must_trump")
    assert error.params == {"led": "♥", "trump": "♠"}
    state.apply(p("7s"))
    state.apply(p("Qh"))
    error = refusal(state, "6s")  # seat 4 holds J♠ and Q♠ above the 7♠
    assert (error.rule, error.name) == ("SX-PLAY-3", "must_overtrump")
    assert [a.card for a in state.legal_actions()] == parse_cards("Js Qs")
    # Two trumps may be in the trick: the one to beat is the best of them.
    assert error.template.format(**error.params) == \
        "you must play a ♠ higher than the best trump in the trick"


def test_must_overtake_the_best_card_of_the_suit_led() -> None:
    """SX-PLAY-3 option "must overtake"."""
    state = spades(MUST_OVERTAKE, plays="10h")
    error = refusal(state, "7h")
    assert (error.rule, error.name) == ("SX-PLAY-3", "must_overtake")
    state.apply(p("Ah"))
    state.apply(p("6c"))  # seat 2 is void: no obligation to trump without the other option
    assert [a.card for a in state.legal_actions()] == parse_cards("8h 9h Jh Qh Kh")


def test_the_highest_trump_takes_the_trick_else_the_highest_of_the_suit_led() -> None:
    """SX-PLAY-4 worked check: trump ♠, 10♥ A♥ 7♠ Q♥ 6♠ K♠ → K♠; with no ♠ in it → A♥."""
    state = spades(plays="10h Ah 7s Qh 6s Ks")
    assert state.winners == (5,)
    state = spades(plays="10h Ah 6c Qh Jc Qc")
    assert state.winners == (1,) and state.to_move == 1
    assert state.tricks[0].winner(SPADES, ORDER) == 1


def test_a_card_not_in_hand_and_a_foreign_object_are_refused() -> None:
    state = spades()
    assert refusal(state, "Ks").name == "not_in_hand"
    before = snapshot(state)
    with pytest.raises(IllegalAction) as caught:
        state.apply("10h")  # type: ignore[arg-type]
    assert caught.value.name == "not_a_move" and snapshot(state) == before


# --- undo, copies, reveals -------------------------------------------------------------------

def test_push_and_pop_restore_every_position() -> None:
    state = HandState(5, 1)
    rng = random.Random(5)
    snapshots = [snapshot(state)]
    while not state.is_over():
        state.push(rng.choice(state.legal_actions()))
        snapshots.append(snapshot(state))
    for expected in reversed(snapshots[:-1]):
        state.pop()
        assert snapshot(state) == expected
    with pytest.raises(IndexError):
        state.pop()


def test_a_copy_is_independent_and_nothing_is_ever_revealed() -> None:
    """Nothing is drawn in Sixte: ``reveals`` is False for every action (undo is never
    stopped by a card seen)."""
    state = HandState(8, 4)
    copy = state.copy()
    rng = random.Random(8)
    while not copy.is_over():
        assert not any(copy.reveals(a) for a in copy.legal_actions())
        copy.apply(rng.choice(copy.legal_actions()))
    assert state.actions == [] and len(copy.actions) == 36
    assert snapshot(state) == snapshot(HandState(8, 4))


# --- notation --------------------------------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 35), deck52=st.booleans())
def test_every_legal_action_round_trips_through_its_text(seed: int, steps: int,
                                                          deck52: bool) -> None:
    state = HandState(seed, seed % 6, Options(deck52=deck52))
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    for action in state.legal_actions():
        assert parse_action(str(action)) == action
        assert parse_action(action.text(ascii=False)) == action


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=40))
def test_bad_text_raises_value_error_naming_it(text: str) -> None:
    try:
        action = parse_action(text)
    except ValueError as error:
        assert "Sixte action" in str(error)
    else:
        assert parse_action(str(action)) == action


def test_notation_examples() -> None:
    assert str(Play(c("10h"))) == "10h" and Play(c("Qs")).text(ascii=False) == "Q♠"
    assert parse_action("Th") == parse_action("10♥") == Play(c("10h"))
    for bad in ("", "jk", "11h", "play", "Ah Ks", "x" * 5000):
        with pytest.raises(ValueError):
            parse_action(bad)


# --- pinned legal-move counts ----------------------------------------------------------------

def perft(state: HandState, depth: int) -> int:
    """Legal play sequences of ``depth`` cards (each refused card checked on the way)."""
    if depth == 0 or state.is_over():
        return 1
    legal = state.legal_actions()
    hand = state.hand(state.to_move)
    for card in hand:
        assert (Play(card) in legal) == state.is_legal(Play(card))
    total = 0
    for action in legal:
        state.push(action)
        total += perft(state, depth - 1)
        state.pop()
    return total


@pytest.mark.parametrize(("options", "counts"), [
    (Options(), [6, 14, 15, 17, 81, 444, 2220]),
    (Options(must_trump=True, must_overtake=True), [6, 10, 11, 13, 30, 32, 160]),
    (Options(deck52=True), [6, 7, 12, 34, 66, 90, 450]),
])
def test_pinned_legal_move_counts(options: Options, counts: list[int]) -> None:
    """Perft from the deal of seed 2024, dealer 3: counted once by an independent
    follow-suit generator and pinned, so generator and validator cannot drift together."""
    state = HandState(2024, 3, options)
    assert [perft(state, depth) for depth in range(1, 8)] == counts


def test_the_overtake_refusal_names_the_suit_and_undo_gives_back_the_move() -> None:
    """SX-PLAY-3 "must overtake": the refusal says which suit to beat, as the other refusals
    do. ``pop`` hands back the move it took back, and a copy keeps its own undo."""
    error = refusal(spades(MUST_OVERTAKE, plays="10h"), "7h")
    assert error.params == {"suit": "♥"} and "♥" in str(error)
    state = spades()
    state.push(p("10h"))
    copy = state.copy()
    assert copy.undo_depth == 0 and state.undo_depth == 1
    assert state.pop() == p("10h") and state.actions == []
    copy.push(p("Ah"))
    assert copy.pop() == p("Ah") and copy.actions == [p("10h")] and copy.to_move == 1


def test_refusals_name_what_was_refused_and_options_read_from_settings() -> None:
    """SX-PLAY-1 refusals say which card or object was refused. SX-PLAY-3, SX-DEAL-3: the
    table options read from a saved choice are exactly those named, a missing one off, and a
    value other than true or false refused."""
    state = spades()
    error = refusal(state, "Ks")
    assert error.params == {"card": "K♠"} and str(error).startswith("SX-PLAY-1: K♠ ")
    with pytest.raises(IllegalAction) as caught:
        state.check("10h" * 20)
    assert caught.value.params == {"action": repr("10h" * 20)[:40]}
    assert Options.from_mapping({}) == Options()
    for name in ("must_trump", "must_overtake", "deck52"):
        chosen = Options.from_mapping({name: True, "unknown": 3})
        assert chosen.as_dict() == {n: n == name for n in ("must_trump", "must_overtake",
                                                          "deck52")}
        assert Options.from_mapping({name: False}) == Options()
        with pytest.raises(ValueError, match=name):
            Options.from_mapping({name: 1})



def test_the_52_card_variant_ranks_down_to_the_two_and_hands_show_low_to_high() -> None:
    """SX-DEAL-3 with SX-DECK-2 and SX-PLAY-4: the whole deck ranks A K Q … 3 2, so a 2 led
    loses to any other card of its suit. A hand is shown by suit, from low to high."""
    spade_run = parse_cards("2s 3s 4s 5s 6s 7s 8s 9s 10s Js Qs Ks As")
    assert sorted(spade_run, key=strength) == spade_run
    wide = Options(deck52=True)
    rest = [x for x in wide.deck() if x not in spade_run]
    stock, dealt = rest[:16], rest[16:]
    hands = [spade_run[:6], spade_run[6:12], [spade_run[12], *dealt[:5]],
             dealt[5:11], dealt[11:17], dealt[17:23]]
    state = HandState.from_position(hands, 5, stock[0], wide, stock)
    assert state.hand(0) == tuple(spade_run[:6])
    assert spades().hand(5) == tuple(parse_cards("8s Ks As Qc Kc Ac"))  # the aces last
    for card in ("2s", "8s", "As"):
        state.apply(p(card))
    for seat in (3, 4, 5):  # void in ♠: each discards a card that is not a trump
        state.apply(Play(next(x for x in state.hand(seat) if ORDER.suit(x) != state.trump)))
    assert state.winners == (2,)
