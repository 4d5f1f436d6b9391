"""A hand's point, the game to six points, the first dealer by lot, and records that replay
(SX-SCORE, SX-SEAT-2)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sixseq.decks.standard import card_str
from sixseq.engine.record import RecordError
from sixseq.games.sixte.bots.base import make_bot
from sixseq.games.sixte.rules.cards import GAME_POINTS, MAX_HANDS, Options, strength
from sixseq.games.sixte.rules.hand import HandState
from sixseq.games.sixte.rules.match import Match, draw_lot, replay_match
from sixseq.games.sixte.rules.record import replay_round, round_record
from sixseq.games.sixte.rules.scoring import Why, score_hand


def counts(winners: list[int]) -> list[int]:
    return [winners.count(seat) for seat in range(6)]


# --- the hand's point ------------------------------------------------------------------------

def test_worked_checks_of_the_point() -> None:
    """SX-SCORE-2 worked checks."""
    winners = [0, 1, 0, 2, 3, 0]
    assert counts(winners) == [3, 1, 1, 1, 0, 0]
    assert (score_hand(winners).scorer, score_hand(winners).why) == (0, Why.MOST)
    winners = [1, 0, 0, 1, 1, 0]  # 3 and 3, the second player won a trick first
    score = score_hand(winners)
    assert (score.scorer, score.why, score.tied) == (1, Why.TIE_BREAK, (0, 1))
    winners = [4, 0, 1, 2, 3, 5]  # one each: the winner of trick 1
    assert score_hand(winners).scorer == 4 and score_hand(winners).why is Why.TIE_BREAK
    score = score_hand([2] * 6)  # the vole still scores one point
    assert (score.scorer, score.why, score.vole, score.points) == (
        2, Why.VOLE, True, (0, 0, 1, 0, 0, 0))
    for winners, scorer in (([2, 3, 1, 1, 2, 0], 2), ([3, 1, 2, 1, 2, 0], 1)):
        assert sorted(counts(winners), reverse=True) == [2, 2, 1, 1, 0, 0]
        assert score_hand(winners).scorer == scorer  # of the two with 2, the first to win


@given(st.lists(st.integers(0, 5), min_size=6, max_size=6))
def test_one_point_to_the_most_tricks_ties_to_the_first_winner(winners: list[int]) -> None:
    """SX-SCORE-1 and SX-SCORE-2 for every way six tricks can fall."""
    score = score_hand(winners)
    assert sum(score.points) == 1 and score.points[score.scorer] == 1
    most = max(counts(winners))
    assert score.tricks[score.scorer] == most
    rivals = [s for s in range(6) if counts(winners)[s] == most]
    assert score.scorer == min(rivals, key=winners.index)
    assert score.first_wins[score.scorer] == winners.index(score.scorer) + 1


def test_a_played_hand_is_scored_from_its_tricks() -> None:
    state = HandState(3, 2)
    rng = random.Random(3)
    while not state.is_over():
        assert state.outcome() is None and state.observation(0).score() is None
        state.apply(rng.choice(state.legal_actions()))
    assert state.outcome() == score_hand(state.winners) == state.observation(4).score()
    with pytest.raises(ValueError):
        score_hand([0, 1])


# --- the game --------------------------------------------------------------------------------

def test_the_first_dealer_is_drawn_by_lot() -> None:
    """SX-SEAT-2: one card a seat; the highest deals, the earliest seat among equal ranks."""
    seen_tie = False
    for seed in range(300):
        cards, dealer = draw_lot(seed, Options())
        assert len(set(cards)) == 6
        best = max(strength(x) for x in cards)
        assert strength(cards[dealer]) == best
        assert all(strength(x) < best for x in cards[:dealer])
        seen_tie |= sum(strength(x) == best for x in cards) > 1
    assert seen_tie  # the tie rule was exercised
    match = Match(12)
    assert match.hand.dealer == match.first_dealer == draw_lot_of(match)


def draw_lot_of(match: Match) -> int:
    return max(range(6), key=lambda s: (strength(match.lot[s]), -s))


def play_match(seed: int, options: Options | None = None) -> Match:
    match = Match(seed, options)
    bots = [make_bot("easy", seat) for seat in range(6)]
    while True:
        hand = match.hand
        assert hand.scores == match.scores()
        while not hand.is_over():
            hand.apply(bots[hand.to_move].choose(hand.observation(hand.to_move)))
        if match.is_over():
            return match
        match.next_hand()


def test_the_deal_passes_left_and_the_game_ends_at_six_points() -> None:
    """SX-SEAT-2, SX-SCORE-1, SX-SCORE-3."""
    match = play_match(21)
    hands = match.hands
    assert all(h.dealer == (match.first_dealer + i) % 6 for i, h in enumerate(hands))
    scores = match.scores()
    winner = match.winner()
    assert winner is not None and scores[winner] == GAME_POINTS
    assert sorted(scores)[-2] < GAME_POINTS and sum(scores) == len(hands) <= MAX_HANDS
    assert [r.scorer for r in match.results].count(winner) == GAME_POINTS
    last = hands[-1].outcome()
    assert last is not None and last.scorer == winner
    with pytest.raises(ValueError, match="game is over"):
        match.next_hand()
    fresh = Match(21)
    with pytest.raises(ValueError, match="not over"):
        fresh.next_hand()
    assert fresh.winner() is None and not fresh.is_over()


# --- records ---------------------------------------------------------------------------------

def test_a_hand_record_replays_exactly() -> None:
    options = Options(must_trump=True, deck52=True)
    state = HandState(99, 4, options, (1, 0, 5, 2, 0, 0))
    rng = random.Random(99)
    for _ in range(20):
        state.apply(rng.choice(state.legal_actions()))
    record = json.loads(json.dumps(round_record(state)))
    assert record["kind"] == "sixte-round" and record["must_trump"] is True
    again = replay_round(record)
    assert again.actions == state.actions and again.scores == state.scores
    assert [again.hand(s) for s in range(6)] == [state.hand(s) for s in range(6)]
    assert again.observation(2) == state.observation(2)


def test_a_game_record_replays_whole_and_mid_hand() -> None:
    """Records replay a whole game of hands (and a game stopped mid-hand)."""
    match = play_match(5, Options(must_overtake=True))
    again = replay_match(json.loads(json.dumps(match.record())))
    assert again.scores() == match.scores() and again.winner() == match.winner()
    assert [h.actions for h in again.hands] == [h.actions for h in match.hands]
    record = match.record()
    record["hands"] = [*record["hands"][:3], record["hands"][3][:13]]
    partial = replay_match(record)
    assert partial.hand_number == 4 and len(partial.hand.actions) == 13


def tampered_rounds() -> list[tuple[str, Any]]:
    state = HandState(7, 1)
    state.apply(state.legal_actions()[0])
    good = round_record(state)

    def change(**fields: Any) -> dict[str, Any]:
        record = copy.deepcopy(good)
        record.update(fields)
        return record

    assert state.to_move == 3
    other = state.hand(4)[0]  # a card the seat to move does not hold
    return [
        ("not an object", [1, 2]),
        ("wrong kind", change(kind="sixte-match")),
        ("wrong version", change(version=99)),
        ("seed out of range", change(seed=-1)),
        ("huge seed", change(seed=10**30)),
        ("dealer out of range", change(dealer=6)),
        ("dealer not a number", change(dealer="2")),
        ("option not a bool", change(must_trump=1)),
        ("missing option", {k: v for k, v in good.items() if k != "deck52"}),
        ("scores too long", change(scores=[0] * 7)),
        ("score of six", change(scores=[6, 0, 0, 0, 0, 0])),
        ("score not a number", change(scores=[True, 0, 0, 0, 0, 0])),
        ("actions not a list", change(actions="Ah")),
        ("unparsable action", change(actions=["Zz"])),
        ("action too long", change(actions=["A" * 1000])),
        ("action not text", change(actions=[12])),
        ("card not in hand", change(actions=[*good["actions"], card_str(other)])),
        ("a card played twice", change(actions=good["actions"] * 2)),
    ]


@pytest.mark.parametrize(("what", "record"), tampered_rounds())
def test_tampered_hand_records_are_refused(what: str, record: Any) -> None:
    with pytest.raises(RecordError):
        replay_round(record)


def test_tampered_game_records_are_refused() -> None:
    match = play_match(8)
    good = match.record()
    cases: list[Any] = [
        {**good, "hands": []},
        {**good, "hands": "x"},
        {**good, "hands": good["hands"] + [[]]},  # a hand after the game was won
        {**good, "hands": [good["hands"][0][:5], good["hands"][1]]},  # unfinished, then more
        {**good, "hands": [[]] * (MAX_HANDS + 1)},
        {**good, "hands": [["Ah"] * 100_001]},
        {**good, "kind": "sixte-round"},
        {**good, "deck52": "yes"},
    ]
    for record in cases:
        with pytest.raises(RecordError):
            replay_match(record)


def test_sx_seat_2_the_lot_says_when_the_dealer_won_it_on_equal_cards() -> None:
    """Seed 21 draws three kings, the person's first (the earliest seat deals); seed 23 one
    ace alone."""
    tied, alone = Match(21), Match(23)
    assert tied.first_dealer == 0 and tied.lot_tied
    assert sum(strength(c) == strength(tied.lot[0]) for c in tied.lot) == 3
    assert alone.first_dealer == 2 and not alone.lot_tied


# --- measuring commands ----------------------------------------------------------------------

def test_games_to_six_command(capsys: pytest.CaptureFixture[str]) -> None:
    """``sixseq arena --whole-games`` plays games to 6 points (SX-SCORE-3) and counts them;
    ``python -m sixseq.games.sixte.games``, the earlier batches' name, is the same command;
    a game whose arena has no whole games says so."""
    from sixseq.cli import main as cli
    from sixseq.games.sixte.games import main

    args = ["--bots", "easy,random,random,random,random,random", "--games", "3", "--seed", "4",
            "--must-trump", "--json"]
    assert cli(["arena", "--game", "sixte", "--whole-games", *args]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 3 and result["illegal"] == 0 and result["must_trump"] is True
    assert sum(result["game_win_rate"].values()) == pytest.approx(1.0, abs=1e-3)
    assert sum(result["point_share"].values()) == pytest.approx(1.0, abs=1e-3)
    assert result["hands"] >= 3 * GAME_POINTS
    assert max(result["game_win_rate"].values()) >= 1 / 3  # a game has one winner
    assert main(args) == 0
    again = json.loads(capsys.readouterr().out)
    for key in ("seconds", "decision_ms_p50", "decision_ms_p95"):
        result.pop(key), again.pop(key)
    assert again == result
    assert cli(["arena", "--game", "sixte", "--whole-games", "--bots", "easy", "--games",
                "2"]) == 0
    assert "sixte: 2 games (" in capsys.readouterr().out
    assert main(["--bots", "easy,grandmaster", "--games", "1"]) == 2
    assert cli(["arena", "--game", "rami", "--whole-games", "--bots", "easy", "--games",
                "1"]) == 2
    assert "rounds only" in capsys.readouterr().err


def test_an_all_seeing_player_does_at_least_what_the_level_does() -> None:
    """The bound: wherever Easy itself took the point, the all-seeing player takes it too."""
    from sixseq.games.sixte.bound import best_share

    easy = make_bot("easy")
    for deal in range(8):
        played = HandState(deal, deal % 6)
        while not played.is_over():
            played.apply(easy.choose(played.observation(played.to_move)))
        outcome = played.outcome()
        assert outcome is not None
        shares = [best_share(HandState(deal, deal % 6), seat, easy) for seat in range(6)]
        assert shares[outcome.scorer] == 1.0 and 1 <= sum(shares) <= 6


def test_the_bound_leaves_a_line_only_when_it_can_no_longer_score() -> None:
    """The all-seeing search gives up a line once the seat can no longer reach the point
    (SX-SCORE-2): it finds exactly what trying every sequence of the seat's cards finds."""
    from sixseq.games.sixte.bound import best_share

    def every_line(state: HandState, seat: int) -> float:
        while not state.is_over() and state.to_move != seat:
            state.play(rivals.choose(state.observation(state.to_move)).card)
        if state.is_over():
            outcome = state.outcome()
            assert outcome is not None
            return float(outcome.scorer == seat)
        return max(every_line(_after(state, card), seat) for card in state.playable_cards())

    rivals = make_bot("easy")
    pairs = [(best_share(HandState(deal, deal % 6), seat, rivals),
              every_line(HandState(deal, deal % 6), seat))
             for deal in range(300, 306) for seat in range(6)]
    assert [found for found, _ in pairs] == [tried for _, tried in pairs]
    assert 0 < sum(found for found, _ in pairs) < len(pairs)


def _after(state: HandState, card: int) -> HandState:
    child = state.copy()
    child.play(card)
    return child


def test_a_resumed_game_takes_back_moves_of_the_hand_in_play_only() -> None:
    """A game record replays its last hand onto the undo stack (the person may take back the
    moves of their turn after Continue), the finished hands before it not."""
    record = play_match(5).record()
    record["hands"] = [*record["hands"][:2], record["hands"][2][:7]]
    match = replay_match(record)
    assert [h.undo_depth for h in match.hands] == [0, 0, 7]
    match.hand.pop()
    assert len(match.hand.actions) == 6


def test_record_bounds_take_every_seat_and_the_longest_game() -> None:
    """SX-SEAT-2: a hand dealt by seat 0 or seat 5 replays; SX-SCORE-1/SX-SCORE-3: a game
    holds at most MAX_HANDS hands (five points each, then the sixth), so a record of MAX_HANDS
    is read (and refused here only for its unfinished first hand), one more is too long; a
    refusal names the hand at fault."""
    for dealer in (0, 5):
        state = HandState(7, dealer)
        state.apply(state.legal_actions()[0])
        assert replay_round(round_record(state)).actions == state.actions
    good = play_match(8).record()
    with pytest.raises(RecordError, match="hand 1 is unfinished"):
        replay_match({**good, "hands": [[]] * MAX_HANDS})
    with pytest.raises(RecordError, match="more than"):
        replay_match({**good, "hands": [[]] * (MAX_HANDS + 1)})
    last = len(good["hands"])
    with pytest.raises(RecordError, match=f"game was over after hand {last}$"):
        replay_match({**good, "hands": good["hands"] + [[]]})
    with pytest.raises(RecordError, match=r"^'hands' should be"):
        replay_match({**good, "hands": []})
    for number in (1, 2):
        hands = copy.deepcopy(good["hands"])
        hands[number - 1][3] = "Zz"
        with pytest.raises(RecordError, match=f"^hand {number}: action 4"):
            replay_match({**good, "hands": hands})
        hands[number - 1][3] = 12  # not text: refused before any card is played
        with pytest.raises(RecordError, match=f"^hand {number}: action 4 is not text"):
            replay_match({**good, "hands": hands})
        hands[number - 1][3] = hands[number - 1][2]  # a card played twice
        with pytest.raises(RecordError, match=f"^hand {number}: action 4 .* is illegal"):
            replay_match({**good, "hands": hands})


def steer(match: Match, rng: random.Random) -> None:
    """Play the hand in play to its end along a random line whose point goes to a seat with
    the fewest points if one is found soon, else to any seat below five."""
    scores = match.scores()
    for tries in range(2000):
        line = match.hand.copy()
        while not line.is_over():
            line.apply(rng.choice(line.legal_actions()))
        outcome = line.outcome()
        assert outcome is not None
        if scores[outcome.scorer] == min(scores) or (
                tries >= 200 and scores[outcome.scorer] < GAME_POINTS - 1):
            for action in line.actions:
                match.hand.apply(action)
            return
    raise AssertionError(f"no line found for {scores}")


def test_the_longest_game_is_dealt_to_its_end_with_the_tables_options() -> None:
    """SX-SCORE-1, SX-SCORE-3: with the points spread round the table, every seat has 5
    after 30 hands and hand 31 decides: a game holds MAX_HANDS hands, every one dealt with
    the game's options (SX-PLAY-3), and its record replays."""
    options = Options(must_trump=True)
    match = Match(4, options)
    rng = random.Random(4)
    for _ in range(MAX_HANDS - 1):
        assert match.hand.options == options
        steer(match, rng)
        match.next_hand()
    assert sorted(match.scores()) == [GAME_POINTS - 1] * 6 and match.hand.options == options
    while not match.hand.is_over():
        match.hand.apply(rng.choice(match.hand.legal_actions()))
    assert match.hand_number == MAX_HANDS and match.is_over()
    again = replay_match(json.loads(json.dumps(match.record())))
    assert again.scores() == match.scores() and again.hand_number == MAX_HANDS


def test_a_hand_is_dealt_only_on_a_game_score_below_six() -> None:
    """SX-SCORE-3: a hand is dealt while nobody has six points: the game's score before it is
    six whole numbers 0..5, anything else refused."""
    assert HandState(1, 0, scores=(5, 0, 4, 0, 0, 5)).scores == (5, 0, 4, 0, 0, 5)
    for scores in ((0,) * 5, (0,) * 7, (6, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, -1),
                   (True, 0, 0, 0, 0, 0), (9,) * 7):
        with pytest.raises(ValueError, match="scores"):
            HandState(1, 0, scores=scores)
