"""Game records replay exactly; bad records are refused clearly; observations hide what they
must."""

import json
import random

import pytest
from helpers import FOUR, TEAMS, THREE, TWO, a, fingerprint
from test_properties import play_to

from sixseq.games.six_sequences.rules.actions import Lay
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.match import Match, replay_match
from sixseq.games.six_sequences.rules.melds import Sequence
from sixseq.games.six_sequences.rules.record import RecordError, replay_round, round_record
from sixseq.games.six_sequences.rules.selfplay import SelfplayReport, play_random_round
from sixseq.games.six_sequences.rules.table import Phase, TableConfig

CONFIGS = [TWO, THREE, FOUR, TEAMS]


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c.label())
def test_replaying_a_selfplay_record_gives_the_same_state_and_score(config: TableConfig) -> None:
    for seed in range(5):
        state = GameState(config, seed=seed, first=seed % config.seats)
        play_random_round(state, random.Random(seed), SelfplayReport())
        record = json.loads(json.dumps(round_record(state)))
        replayed = replay_round(record)
        assert fingerprint(replayed) == fingerprint(state)
        assert replayed.outcome() == state.outcome()


def test_a_record_replays_mid_turn() -> None:
    state = play_to(THREE, seed=4, steps=123)
    assert fingerprint(replay_round(round_record(state))) == fingerprint(state)


def test_a_match_record_replays_mid_round() -> None:
    match = Match(TEAMS, rounds=2, seed=9)
    play_random_round(match.round, random.Random(1), SelfplayReport())
    match.next_round()
    rng = random.Random(2)
    for _ in range(60):
        match.round.apply(rng.choice(match.round.legal_actions()))
    again = replay_match(json.loads(json.dumps(match.record())))
    assert again.round_number == 2 and again.results == match.results
    assert fingerprint(again.round) == fingerprint(match.round)


def _bad(record: object, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        replay_round(record)


def test_tampered_records_are_refused_naming_the_first_bad_action() -> None:
    state = play_to(TWO, seed=6, steps=40)
    record = round_record(state)
    illegal = dict(record, actions=[*record["actions"][:7], "discard 0h", *record["actions"][8:]])
    _bad(illegal, r"action 8 'discard 0h' is illegal: SS-")
    garbled = dict(record, actions=[*record["actions"][:3], "lay 99z"])
    _bad(garbled, r"action 4: .*not a card")
    _bad(dict(record, actions=[*record["actions"][:2], 17]), "action 3 is not text")


@pytest.mark.parametrize(("change", "message"), [
    ({"version": 2}, "version 2 is not one this program reads"),
    ({"version": "1"}, "'version' should be int"),
    ({"kind": "patience"}, "expected a record of kind"),
    ({"seats": 5}, "SS-SEAT-1"),
    ({"seats": True}, "'seats' should be int"),
    ({"teams": True}, "teams need 4 players"),
    ({"seed": None}, "'seed' should be int"),
    ({"first": 7}, "no seat 7"),
    ({"actions": "draw"}, "'actions' should be a list"),
])
def test_malformed_records_are_refused_clearly(change: dict[str, object], message: str) -> None:
    record = round_record(GameState(TWO, seed=1))
    _bad(dict(record, **change), message)


def test_a_record_must_be_an_object() -> None:
    _bad([1, 2, 3], "a record is a JSON object")
    _bad({}, "has no 'version'")


def test_match_records_are_checked_too() -> None:
    record = Match(TWO, rounds=1, seed=3).record()
    with pytest.raises(RecordError, match="non-empty list"):
        replay_match(dict(record, games=[]))
    with pytest.raises(RecordError, match="2 rounds recorded for a match of 1"):
        replay_match(dict(record, games=[[], []]))
    with pytest.raises(RecordError, match="round 1 is unfinished"):
        replay_match(dict(record, rounds=2, games=[["draw"], []]))


def test_ss_seat_3_a_match_record_replays_every_round_and_names_the_round_of_a_bad_action() -> None:
    """SS-SEAT-3: a match of three rounds is not over when a round ends before the last; its
    record replays every round, the round in play with its moves undoable (a resumed person may
    take back their turn's moves), and a bad action is refused naming its round."""
    match = Match(THREE, rounds=3, seed=4)
    for number in range(2):
        play_random_round(match.round, random.Random(number), SelfplayReport())
        assert match.round.is_over() and not match.is_over()
        match.next_round()
    rng = random.Random(7)
    for _ in range(20):
        match.round.apply(rng.choice(match.round.legal_actions()))
    record = json.loads(json.dumps(match.record()))
    again = replay_match(record)
    assert again.round_number == 3 and again.results == match.results and len(again.results) == 2
    assert fingerprint(again.round) == fingerprint(match.round)
    assert again.round.undo_depth == len(again.round.actions) == 20
    first, second, third = record["games"]
    with pytest.raises(RecordError, match=r"^round 2: action 4 is not text"):
        replay_match(dict(record, games=[first, [*second[:3], 17], third]))
    with pytest.raises(RecordError, match=r"^round 2: action 4 'draw' is illegal"):
        replay_match(dict(record, games=[first, [*second[:3], "draw"], third]))


def test_ss_seat_3_every_round_of_a_match_ends_its_phases_as_the_match_says() -> None:
    """A new match's rounds all wait for the player to end a phase; an older save's match
    (``explicit_stops=False``) deals every round, not only the first, as it was played."""
    for stops in (True, False):
        match = Match(TWO, rounds=2, seed=5, explicit_stops=stops)
        assert match.round.explicit_stops is stops
        play_random_round(match.round, random.Random(5), SelfplayReport())
        assert match.next_round().explicit_stops is stops


# --- observation ----------------------------------------------------------------------------------

def test_observation_shows_own_hand_and_counts_only() -> None:
    state = play_to(FOUR, seed=12, steps=90)
    for seat in range(4):
        obs = state.observation(seat)
        assert obs.hand == state.hand(seat)
        assert obs.hand_sizes == tuple(state.hand_size(s) for s in range(4))
        assert obs.stock_count == state.stock_count and obs.discard == state.discard_pile
        assert obs.combinations == state.combinations()
        unseen = set(obs.unseen_cards())
        for other in range(4):
            if other != seat:
                hidden = set(state.hand(other)) - {c for c in range(120)
                                                   if obs.known[other] >> c & 1}
                assert hidden <= unseen
        assert set(state.stock()) <= unseen
        assert not set(obs.hand) & unseen


def test_ss_turn_4_an_observation_answers_as_the_state_does() -> None:
    """What the table and the computer players ask of an observation: the seat's hand, a
    combination by id, the sequences and the series, and whether a new combination may be laid
    (SS-TURN-4: in the lay-down phase and the final phase, never while completing)."""
    rng = random.Random(3)
    state = GameState(THREE, seed=3)
    lays = completes = 0
    while not state.is_over():
        for seat in range(3):
            obs = state.observation(seat)
            assert obs.hand_mask() == state.hand_mask(seat)
            for combo in state.combinations():
                assert obs.combination(combo.id) == combo
            assert obs.combination(obs.next_id) is None
            assert set(obs.sequences()) == {c for c in obs.combinations if isinstance(c, Sequence)}
            assert set(obs.series()) == set(obs.combinations) - set(obs.sequences())
        obs = state.observation(state.to_move)
        if any(isinstance(x, Lay) for x in obs.legal):
            assert obs.may_lay_new()
            lays += 1
        if obs.phase == Phase.COMPLETE:
            assert not obs.may_lay_new()
            completes += 1
        state.apply(rng.choice(state.legal_actions()))
    assert lays and completes and state.combinations()


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c.label())
def test_dealt_and_drawn_cards_are_known_to_no_one_else(config: TableConfig) -> None:
    """A dealt hand, and a card drawn from the stock, are seen only by their owner; the table
    knows a card in a hand only after seeing it taken (a discard, a swap)."""
    state = GameState(config, seed=3)
    state.apply(a("draw"))
    for seat in range(config.seats):
        assert state.known_mask(seat) == 0
        for other in range(config.seats):
            if other != seat:
                assert state.observation(other).known[seat] == 0
        assert len(state.observation(seat).unseen_cards()) == 120 - state.hand_size(seat)


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c.label())
def test_an_observation_does_not_depend_on_hidden_cards(config: TableConfig) -> None:
    """Deal the hidden cards anew many ways: the seat to move observes exactly the same thing,
    legal actions included, though the other hands differ."""
    for seed in range(30):
        state = play_to(config, seed=seed, steps=seed * 9)
        if state.phase == Phase.OVER:
            continue
        seat = state.to_move
        obs = state.observation(seat)
        others = set()
        for k in range(4):
            world = GameState.from_observation(obs, random.Random(k))
            assert world.observation(seat) == obs
            others.add(tuple(world.hand((seat + 1) % config.seats)))
        if obs.stock_count > 2 and obs.hand_sizes[(seat + 1) % config.seats] > 2:
            assert len(others) > 1  # (with no stock, the last unseen cards are that hand)


def test_a_match_saved_before_explicit_stops_still_replays() -> None:
    """A save written before the player ended phases themselves has no 'stops' field: it
    replays with phases ending by themselves, as it was played (no game in progress lost)."""
    old = Match(TWO, rounds=1, seed=5, explicit_stops=False)
    rng = random.Random(5)
    while not old.round.is_over():
        old.round.apply(rng.choice(old.round.legal_actions()))
    record = old.record()
    assert record["stops"] == "auto"
    del record["stops"]
    again = replay_match(record)
    assert again.round.actions == old.round.actions and again.round.is_over()
    assert Match(TWO, rounds=1, seed=5).record()["stops"] == "explicit"


def test_a_record_s_action_list_is_bounded_before_any_action_is_read() -> None:
    """Every game's records share one reader: a list longer than any game holds is refused by
    its length alone (no action parsed); a list at the bound is read; so is the longest
    action text, and a longer one is refused."""
    from sixseq.engine.record import MAX_ACTION_TEXT, MAX_ACTIONS, action_texts, replay_actions

    parsed: list[str] = []

    def parse(text: str) -> str:
        parsed.append(text)
        raise ValueError("not an action")

    with pytest.raises(RecordError, match=f"{MAX_ACTIONS + 1} actions is more than any game"):
        replay_actions(GameState(TWO, seed=1), ["x"] * (MAX_ACTIONS + 1), parse)
    assert parsed == []
    assert len(action_texts(["x" * MAX_ACTION_TEXT] * MAX_ACTIONS)) == MAX_ACTIONS
    with pytest.raises(RecordError, match=f"action 2 is {MAX_ACTION_TEXT + 1} characters"):
        action_texts(["x", "x" * (MAX_ACTION_TEXT + 1)])
