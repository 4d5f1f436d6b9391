"""Le Carré's computer players: always legal, always finishing a game, each playing as its
level says; the turn search's position keys; the engine entry and the command line."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from test_carre_support import act, position

from sixseq.cli import main
from sixseq.engine.bots import guarded_choice
from sixseq.games.carre.bots.base import Bot, make_bot, safe_action
from sixseq.games.carre.bots.easy import EasyBot, easy_choice
from sixseq.games.carre.bots.hard import HardBot, HardSettings, SampleReplies, own_turn
from sixseq.games.carre.bots.medium import MediumBot, table_of
from sixseq.games.carre.bots.turn import WIN, TurnSearch, Weights, knowledge_of, plan_turn
from sixseq.games.carre.rules.actions import Draw, EndTurn, Move
from sixseq.games.carre.rules.observation import Observation, Phase
from sixseq.games.carre.rules.places import HAND, SQUARE
from sixseq.games.carre.rules.state import MAX_GAME_ACTIONS, CarreState
from sixseq.games.carre.spec import RULES

QUICK_HARD = {"iterations": 3, "settings": HardSettings(
    own=Weights(nodes=400), wide=Weights(nodes=400, empty_tries=16, square_depth=6),
    reply=Weights(nodes=60))}


def bot(level: str, seed: int = 0) -> Bot:
    return make_bot(level, seed, **(QUICK_HARD if level == "hard" else {}))


def play(levels: tuple[str, str], seed: int, variant: bool) -> tuple[CarreState, int]:
    """A whole game between two levels; the answers the guard had to replace."""
    state = CarreState(seed, seed % 2, variant)
    bots = [bot(levels[0], seed), bot(levels[1], seed + 1)]
    failures = 0
    while not state.is_over():
        seat = state.to_move
        action, own = guarded_choice(bots[seat], state.observation(seat), safe_action)
        failures += not own
        state.apply(action)
        assert len(state.actions) <= MAX_GAME_ACTIONS
    return state, failures


# --- every level ---------------------------------------------------------------------------

@pytest.mark.parametrize("variant", [False, True])
@pytest.mark.parametrize("levels", [("random", "easy"), ("easy", "medium"),
                                    ("medium", "hard"), ("random", "random")])
def test_every_level_answers_legally_and_finishes_its_games(levels: tuple[str, str],
                                                            variant: bool) -> None:
    games = 2 if "hard" in levels else 6
    for seed in range(games):
        state, failures = play(levels, seed, variant)
        assert failures == 0 and state.is_over() and state.problems() == []


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_every_level_answers_legally_on_random_positions(level: str) -> None:
    rng = random.Random(level)
    player = bot(level, 3)
    for _ in range(25 if level == "hard" else 80):
        state = CarreState(rng.getrandbits(32), rng.randrange(2), rng.random() < 0.5)
        steps = rng.randrange(0, 250)
        for _ in range(steps):
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over():
            continue
        obs = state.observation(state.to_move)
        assert player.choose(obs) in obs.legal
        suggestion = player.suggest(obs)
        assert suggestion.action in obs.legal and str(suggestion.reason)


def test_the_safe_action_is_legal_and_harmless() -> None:
    state = position({"a1": "Qh Jh"}, ("10h Ac", "9c"), stock="5d")
    assert safe_action(state.observation(0)) == Draw()
    state.apply(Draw())
    assert safe_action(state.observation(0)) in state.legal_actions()  # an ace out
    state.apply(state.legal_actions()[0])
    assert safe_action(state.observation(0)) == EndTurn()


# --- Easy ----------------------------------------------------------------------------------------

def test_easy_plays_from_hand_first_then_to_the_columns_then_opens_a_place() -> None:
    state = position({"a1": "Qh Jh", "b1": "Qd 2s", "l1": "As", "c4": "Kh Qh"},
                     ("10h 9c", "9c"))
    easy = EasyBot()
    while not state.is_over():
        state.apply(easy.choose(state.observation(0)))
    # The 10♥ from hand, the 2♠ up to its column; then b1's only card, the Q♦, onto a K♦,
    # which opens b1 for the 9♣: the hand is empty. The Q♥ shuttle it never touches.
    assert [str(a) for a in state.actions] == ["10h h>a1", "2s b1>l1", "Qd b1>c3", "9c h>b1"]
    assert state.winner == 0


def test_easy_opens_one_place_a_turn_at_most() -> None:
    state = position({"a1": "5d", "b1": "5s", "c2": "6d", "d2": "6s"}, ("Kd Ks 3h", "9c"))
    easy = EasyBot()
    state.apply(easy.choose(state.observation(0)))
    assert str(state.actions[-1]) in ("5d a1>c2", "5s b1>d2")
    while state.to_move == 0 and not state.is_over():
        state.apply(easy.choose(state.observation(0)))
    assert len(state.hands[0]) == 2  # one place opened, one card on it, the turn over
    assert sum(1 for a in state.actions if isinstance(a, Move) and a.source != HAND) == 1


def test_easy_ends_its_turn_when_it_sees_no_move() -> None:
    state = position({"c4": "Kh Qh"}, ("9c 5d", "9c"))  # only the Q♥ shuttle is left
    assert easy_choice(state.observation(0)) == EndTurn()


# --- the turn search, Medium ---------------------------------------------------------------

def search_of(state: CarreState, weights: Weights | None = None) -> TurnSearch:
    obs = state.observation(state.to_move)
    know = knowledge_of((*obs.piles, *obs.finished), obs.hand, obs.hand_sizes[1 - obs.seat])
    return TurnSearch(table_of(obs), obs.hand, know, weights or Weights())


def test_positions_equal_but_for_their_places_share_a_key() -> None:
    one = position({"a1": "Qh Jh", "b1": "9d"}, ("10h 3c", "9c"))
    two = position({"a1": "9d", "b1": "Qh Jh"}, ("10h 3c", "9c"))
    other = position({"a1": "Qh", "b1": "9d Jh"}, ("10h 3c", "9c"))
    assert search_of(one).key() == search_of(two).key()
    assert search_of(one).key() != search_of(other).key()


@pytest.mark.parametrize("variant", [False, True])
def test_the_search_keeps_its_key_up_to_date_move_by_move(variant: bool) -> None:
    rng = random.Random(4)
    for seed in range(10):
        state = CarreState(seed, 0, variant)
        while state.phase != Phase.PLAY:
            state.apply(state.legal_actions()[0])
        search = search_of(state)
        undos = []
        for _ in range(12):
            triples = search.table.move_triples(search.hand)
            if not triples:
                break
            undos.append(search.play(*rng.choice(triples)))
            fresh = TurnSearch(search.table, search.hand, knowledge_of([], [], 0),
                               search.weights)
            assert fresh.key() == search.key()
        start = search_of(state).key()
        while undos:
            search.unplay(undos.pop())
        assert search.key() == start


def test_medium_finds_a_turn_that_empties_its_hand_through_the_square() -> None:
    """The 5♣ cannot go anywhere until the 9♦ leaves b2 for the 10♦, freeing a place; then
    the 5♣, the 4♣ on it: the hand is empty (CA-END-1)."""
    state = position({"b2": "9d", "c2": "10d"}, ("5c 4c", "9c 8c"))
    plan = plan_turn(table_of(state.observation(0)), state.hands[0],
                     knowledge_of([], state.hands[0], 2), Weights())[0]
    assert plan.score >= WIN and plan.moves[0] == act("9d b2>c2")
    medium = MediumBot()
    while not state.is_over():
        state.apply(medium.choose(state.observation(state.to_move)))
    assert state.winner == 0 and len(state.actions) == 3


NO_KINGS = {"c3": "5h", "d3": "5h", "c4": "5c", "d4": "5c"}  # no queen moves off a1, b1


def test_medium_sheds_the_most_cards() -> None:
    state = position({"a1": "Qh", "b1": "Qd", **NO_KINGS}, ("Jh 10h 9h Jd 3c", "9c 8c"))
    plan = MediumBot().plan(state.observation(0))
    assert plan.shed == 4
    assert sorted(str(m) for m in plan.moves) == sorted(
        ["Jh h>a1", "10h h>a1", "9h h>a1", "Jd h>b1"])


def test_medium_fills_the_place_it_empties() -> None:
    """Moving the 9♦ up to its column frees b2; Medium fills it from hand (one card shed)
    rather than leave an empty place, which any card of the opponent's would fit."""
    state = position({"b2": "9d", "l1": "Ad 2d 3d 4d 5d 6d 7d 8d"}, ("9c 4h", "9s 8c"))
    plan = MediumBot().plan(state.observation(0))
    assert plan.shed == 1 and plan.moves[0] == act("9d b2>l1")
    for move in plan.moves:
        state.apply(move)
    assert all(state.table.piles[p] for p in SQUARE)


def test_medium_follows_its_plan_move_by_move() -> None:
    state = position({"a1": "Qh", "b1": "Qd", **NO_KINGS}, ("Jh 10h 9h Jd 3c", "9c 8c"))
    medium = MediumBot()
    plan = medium.plan(state.observation(0))
    for move in plan.moves:
        assert medium.choose(state.observation(0)) == move
        state.apply(move)
    assert medium.choose(state.observation(0)) == EndTurn()


def test_medium_explains_its_plan() -> None:
    state = position({"a1": "Qh", "b1": "Qd", **NO_KINGS}, ("Jh 10h 9h Jd 3c", "9c 8c"))
    suggestion = MediumBot().suggest(state.observation(0))
    assert suggestion.reason.key == "carre.reason.plan"
    assert dict(suggestion.reason.values)["shed"] == 4


def test_the_search_is_bounded_on_a_crowded_square() -> None:
    """Many empty places and many cards: the search stops at its budget of positions."""
    state = position({p: "" for p in ("a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2")},
                     ("3c 4c 5c 6c 7c 8c 9c 10c Jc Qc 3d 4d 5d 6d 7d 8d 9d", "9s"),
                     variant=True)
    search = search_of(state, Weights(nodes=500, seconds=60))
    search.run()
    assert search.nodes <= 500


# --- Hard ---------------------------------------------------------------------------------------

def midgame(seed: int, variant: bool) -> Observation:
    """A play-phase decision after a few turns of Medium against itself."""
    state = CarreState(seed, 0, variant)
    bots = [MediumBot(), MediumBot()]
    while not state.is_over() and (state.turn < 2 or state.phase != Phase.PLAY):
        state.apply(bots[state.to_move].choose(state.observation(state.to_move)))
    return state.observation(state.to_move)


def test_hard_with_iterations_replays_exactly() -> None:
    for seed in range(4):
        obs = midgame(seed, False)
        if obs.phase != Phase.PLAY:
            continue
        first = make_bot("hard", 5, **QUICK_HARD).choose(obs)
        second = make_bot("hard", 5, **QUICK_HARD).choose(obs)
        assert first == second and first in obs.legal


def test_hard_plays_a_turn_that_empties_its_hand() -> None:
    state = position({"b2": "9d", "c2": "10d"}, ("5c 4c", "9c 8c"))
    hard = HardBot(1, iterations=2)
    while not state.is_over():
        state.apply(hard.choose(state.observation(state.to_move)))
    assert state.winner == 0 and hard.last_samples == 0


def test_hards_wider_search_finds_the_clear_its_first_search_misses() -> None:
    """CA-END-1: with a first search too small to see it (one position), the wider search
    finds the clear — the 9♦ onto the 10♦ frees b2 (CA-SQUARE-3), the 5♣ and the 4♣ go there
    (CA-SQUARE-4, -2) — and Hard plays it without sampling."""
    state = position({"b2": "9d", "c2": "10d"}, ("5c 4c", "9c 8c"))
    settings = HardSettings(own=Weights(nodes=1), wide=Weights(nodes=400, empty_tries=16,
                                                               square_depth=6))
    assert own_turn(state.observation(0), replace(settings, wide=Weights(nodes=1)),
                    None)[0].score < WIN
    assert own_turn(state.observation(0), settings, None)[0].score >= WIN
    hard = HardBot(1, iterations=2, settings=settings)
    while not state.is_over():
        state.apply(hard.choose(state.observation(state.to_move)))
    assert state.winner == 0 and hard.last_samples == 0


# The second player's first turn of deal 5039 after Medium's first turn (the stock left out).
SHEDS_MORE = {"a1": "8s 7s 6s 5s 4s", "b1": "10s", "c1": "Kh Qh Jh", "d1": "Jc 10c",
              "a2": "5c 4c", "b2": "7h", "c2": "10s", "d2": "Qd Jd 10d", "a3": "Ks",
              "b3": "8d", "c3": "8d", "d3": "4s", "a4": "4d 3d", "b4": "5h", "c4": "8s",
              "d4": "7c", "l1": "Ad", "l2": "Ad", "l3": "As 2s", "l4": "Ah 2h 3h", "r1": "As",
              "r2": "Ac"}


def test_hards_wider_search_only_ever_adds_a_clear() -> None:
    """Medium tries only its three best cards on an empty place (CA-SQUARE-4) and sheds 7
    here; the wider search sheds 9 (its 4♦ 3♦ up to the column open a4, CA-SQUARE-3, for the
    J♠ and the 10♠ on it) but does not empty the hand, so Hard's candidates stay its first
    search's (tuning games: those wider ends lost more than they won)."""
    state = CarreState.from_position(
        SHEDS_MORE, ("Js 2h 8h 2d 5d 6d Kd Kd 2c 4c 7c 9c 9c Jc Qc", "Kc"))
    obs = state.observation(0)
    assert obs.phase == Phase.PLAY
    assert MediumBot(weights=Weights(seconds=60)).plan(obs).shed == 7
    wide = plan_turn(table_of(obs), obs.hand, knowledge_of((*obs.piles,), obs.hand, 1),
                     replace(HardSettings().wide, seconds=60))[0]
    assert wide.shed == 9 and wide.score < WIN
    plans = own_turn(obs, HardSettings(), None)
    assert plans[0].shed == 7 and len(plans) > 1
    for move in wide.moves:
        state.apply(move)
    assert len(state.hands[0]) == 15 - 9 and state.table.problems() == []


def test_hard_samples_the_opponents_replies() -> None:
    found = 0
    for seed in range(12):
        obs = midgame(seed, False)
        if obs.phase != Phase.PLAY:
            continue
        hard = HardBot(2, iterations=4, settings=QUICK_HARD["settings"])
        suggestion = hard.suggest(obs)
        assert suggestion.action in obs.legal
        if hard.last_samples:
            found += 1
            assert hard.last_samples == 4
            assert suggestion.reason.name in ("checked", "checked_gain")
    assert found


def test_a_sample_values_every_candidate_the_same_way_each_time() -> None:
    obs = midgame(3, False)
    know = knowledge_of((*obs.piles, *obs.finished), obs.hand, obs.hand_sizes[1 - obs.seat])
    plans = TurnSearch(table_of(obs), obs.hand, know, Weights()).run(keep=3)
    job = SampleReplies(obs, tuple(p.moves for p in plans), QUICK_HARD["settings"], 99)
    row = job.evaluate(7)
    assert len(row) == job.width and all(-1.0 <= v <= 1.0 for v in row)
    assert job.evaluate(7) == row


# --- the engine entry and the command line -------------------------------------------------

def test_the_engine_entry_deals_scores_and_checks() -> None:
    state = RULES.deal(2, 5, 1, {"variant": "libre"})
    assert state.variant and state.to_move == 1
    with pytest.raises(ValueError):
        RULES.deal(2, 5, 0, {"variant": "other"})
    state, _ = play(("easy", "easy"), 2, False)
    result = RULES.result(state)
    outcome = state.outcome()
    assert outcome is not None and sum(result.credit) == 1
    assert result.points == tuple(float(n) for n in outcome.cards_left)
    assert RULES.invariants(state) == []
    positions = RULES.bench_positions(2, 5, 1, {"variant": "base"})
    assert len(positions) == 5 and all(p.phase == Phase.PLAY for p in positions)
    assert RULES.turn_of(state.observation(0)) == state.turn


def test_selfplay_arena_and_bench_commands(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--game", "carre", "--variant", "libre", "--rounds", "3",
                 "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["variant"] == "libre" and summary["violations"] == 0
    assert main(["arena", "--game", "carre", "--variant", "libre", "--bots", "medium,easy",
                 "--games", "2", "--seed", "4", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["variant"] == "libre" and summary["illegal"] == 0
    assert set(summary["win_rate"]) == {"medium", "easy"}
    assert main(["bench", "core", "--game", "carre", "--positions", "5", "--rounds", "2",
                 "--json"]) == 0
    assert "legal_us_p50_2p" in json.loads(capsys.readouterr().out)
    assert main(["arena", "--game", "carre", "--bots", "easy", "--seats", "3"]) == 2
    capsys.readouterr()
    with pytest.raises(SystemExit):
        main(["arena", "--game", "carre", "--variant", "nope", "--bots", "easy"])



def test_a_hint_within_a_planned_turn_counts_what_is_left_of_it() -> None:
    """Followed move by move, a turn's hint said at every step that its card "starts a turn
    that plays 11 of your cards", with five cards left in hand: past the turn's first move
    the hint says the turn goes on, and counts only the cards it still plays from hand."""
    from sixseq.games.carre.rules.match import Match

    goes_on = 0
    for seed in range(1, 4):
        match = Match(1, seed, bool(seed & 1))
        hint, other = MediumBot(seed), MediumBot(seed * 7 + 1)
        state = match.game
        told = False  # whether this turn's plan was told already
        for _ in range(300):
            if state.is_over():
                break
            obs = state.observation(state.to_move)
            if state.to_move == 1:
                state.push(other.choose(obs))
                told = False
                continue
            suggestion = hint.suggest(obs)
            reason, values = suggestion.reason, dict(suggestion.reason.values)
            if isinstance(suggestion.action, Move) and reason.name.startswith(("plan", "goes")):
                if told:
                    assert reason.name in ("goes_on", "goes_on_empties", "plan_guarded"), \
                        str(reason)
                    goes_on += 1
                told = True
            if reason.name in ("plan", "goes_on"):
                assert 0 < values["shed"] <= len(obs.hand), str(reason)  # type: ignore[operator]
            state.push(suggestion.action)
    assert goes_on > 20


def test_a_hint_asked_twice_at_a_turn_s_first_move_still_says_the_turn_starts() -> None:
    """Asked again on the same position (nothing played since), the hint said the turn "goes
    on": whether it goes on is read from where the position stands on the plan, not from
    whether a plan was made earlier in the turn."""
    checked = 0
    for seed in range(40):
        state = first_move_of_play(seed)
        obs = state.observation(0)
        if state.is_over() or state.to_move != 0:
            continue
        bot = MediumBot(seed)
        first, again = bot.suggest(obs), bot.suggest(obs)
        assert first.action == again.action
        assert first.reason.name == again.reason.name, (str(first.reason), str(again.reason))
        assert not again.reason.name.startswith("goes_on"), str(again.reason)
        checked += 1
    assert checked >= 10


def test_a_hint_after_a_move_made_without_it_says_the_turn_goes_on() -> None:
    """The player moved a card the hint had not offered (or moved without asking), then
    asked: the hint said its card "starts a turn", while this turn's moves were under way.
    The turn is under way once a move of it was made, whoever chose it; the put-outs of
    CA-TURN-2 before the first move do not begin it (see the test above)."""
    checked = 0
    for seed in range(40):
        state = first_move_of_play(seed)
        if state.is_over() or state.to_move != 0:
            continue
        obs = state.observation(0)
        hinted = MediumBot(seed)
        offered = hinted.suggest(obs).action
        own = next((a for a in obs.legal if isinstance(a, Move) and a != offered), None)
        if own is None:
            continue
        state.apply(own)
        obs = state.observation(0)
        if state.is_over() or state.to_move != 0 or obs.phase != Phase.PLAY:
            continue
        for bot in (hinted, MediumBot(seed)):  # told this turn's plan, or asked first now
            reason = bot.suggest(obs).reason
            assert reason.name not in ("plan", "plan_empties"), str(reason)
        checked += 1
    assert checked >= 10


def first_move_of_play(seed: int) -> CarreState:
    """Game ``seed`` played by its first legal actions up to seat 0's first decision among
    moves (its draw and put-outs made), or to its end."""
    state = CarreState(seed, first=0)
    while not state.is_over():
        obs = state.observation(state.to_move)
        if state.to_move == 0 and obs.phase == Phase.PLAY \
                and any(isinstance(a, Move) for a in obs.legal):
            break
        state.apply(obs.legal[0])
    return state
