"""The computer players: complete legal rounds at every table, observation-only decisions,
determinism, hints, fallbacks, and Medium's strategy on positions set up by hand."""

from __future__ import annotations

import logging
from dataclasses import replace

import pytest
from helpers import FOUR, TEAMS, THREE, TWO, a, c, position
from search_clock import clocked_search

from sixseq.engine.reasons import Reason
from sixseq.games.six_sequences.bots.base import Bot, guarded_choice, make_bot
from sixseq.games.six_sequences.bots.explain import reason
from sixseq.games.six_sequences.bots.hard import (
    ROUND_SCALE,
    HardBot,
    SearchSettings,
    match_chance,
    simulate,
    win_scale,
)
from sixseq.games.six_sequences.bots.knowledge import (
    DEFAULT_WEIGHTS,
    HARD_WEIGHTS,
    Reading,
    Weights,
)
from sixseq.games.six_sequences.bots.medium import MediumBot, rank_actions
from sixseq.games.six_sequences.bots.tuning import weights_match
from sixseq.games.six_sequences.rules.actions import Claim, Discard, Lay, Pass, Stop
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.table import Phase, TableConfig

FAST = SearchSettings(horizon=1)  # short simulations keep Hard's tests quick


def play_round(config: TableConfig, bots: list[Bot], seed: int) -> GameState:
    """A whole round; every answer must be the bot's own legal choice."""
    state = GameState(config, seed, first=seed % config.seats)
    while not state.is_over():
        seat = state.to_move
        action, own = guarded_choice(bots[seat], state.observation(seat))
        assert own, f"{bots[seat].level} needed the guard at {state.actions[-3:]}"
        state.apply(action)
    assert state.outcome() is not None
    return state


@pytest.mark.parametrize("config", [TWO, THREE, FOUR, TEAMS], ids=lambda c: c.label())
def test_every_level_plays_whole_rounds_legally(config: TableConfig) -> None:
    levels = ["easy", "medium", "hard", "random"]
    for shift in range(2):
        bots = [make_bot(levels[(seat + shift) % 4], seed=seat, iterations=2, settings=FAST)
                for seat in range(config.seats)]
        play_round(config, bots, seed=40 + shift)


def test_make_bot_gives_each_level_only_its_own_options() -> None:
    hard = make_bot("hard", seed=3, budget_ms=250, workers=1)
    assert isinstance(hard, HardBot) and hard.budget.budget_ms == 250 and hard.workers == 1
    assert HardBot(iterations=3).workers == 1  # replayable runs stay in one process
    assert isinstance(make_bot("medium", budget_ms=250), MediumBot)
    with pytest.raises(ValueError, match="no bot level"):
        make_bot("grandmaster")


# --- seeing only the observation ------------------------------------------------------------

def twin_positions() -> tuple[GameState, GameState]:
    """Two positions North cannot tell apart: South's hand and the stock differ."""
    north = "5h 6h 9c Kd 2s Ao 11t 4d 8d"
    table = ((1, "7h 8h 9h"), (0, "3c 4c 5c"))
    first = position(TWO, (north, "2c Qs 10o 12o Jo 1d 7t 3s"), table=table,
                     discard="6c", phase=Phase.DISCARD, seed=1)
    second = position(TWO, (north, "10h 6o 3d 5d Ro Bo 7s 8s"), table=table,
                      discard="6c", phase=Phase.DISCARD, seed=2)
    assert first.hand(1) != second.hand(1) and first.stock() != second.stock()
    assert first.observation(0) == second.observation(0)
    return first, second


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_decision_cannot_depend_on_hidden_cards(level: str) -> None:
    first, second = twin_positions()
    choices = [make_bot(level, seed=5, iterations=6).choose(state.observation(0))
               for state in (first, second)]
    assert choices[0] == choices[1]


def test_hard_replays_exactly_from_seed_and_iterations() -> None:
    def actions(seed: int) -> list[str]:
        bots: list[Bot] = [HardBot(seed, iterations=3, settings=FAST), MediumBot()]
        state = GameState(TWO, 7)
        for _ in range(60):
            seat = state.to_move
            state.apply(bots[seat].choose(state.observation(seat)))
        return [str(x) for x in state.actions]

    assert actions(1) == actions(1)


def test_hard_searches_and_may_leave_its_first_choice() -> None:
    """On a discard with several candidates, Hard reports its samples; its answer is legal."""
    first, _ = twin_positions()
    obs = first.observation(0)
    hard = HardBot(2, iterations=8, settings=FAST)
    assert hard.choose(obs) in obs.legal
    assert hard.last_samples == 8


def test_hard_samples_split_over_workers_give_the_same_answer() -> None:
    first, _ = twin_positions()
    obs = first.observation(0)
    alone = HardBot(4, iterations=6, settings=FAST, workers=1)
    shared = HardBot(4, iterations=6, settings=FAST, workers=2)
    assert alone.suggest(obs) == shared.suggest(obs)


def test_a_simulation_is_worth_the_chance_of_winning_the_round() -> None:
    """Hard plays to win (the arena's rounds, a player's match): played to the end of a round
    that decides alone, a simulation is worth 1, 0 or −1 as its side wins, ties or loses,
    whatever the margin; cut off early it is worth less than a sure result either way."""
    own, rival = MediumBot(weights=HARD_WEIGHTS), MediumBot()  # the simulation's two policies
    to_end, cut = SearchSettings(horizon=0), SearchSettings(horizon=2)
    seen = set()
    for seed in range(3):
        state = GameState(TWO, 40 + seed)
        while not state.is_over():
            if state.to_move == 0 and state.phase is Phase.DISCARD:
                played = state.copy()
                while not played.is_over():
                    seat = played.to_move
                    played.apply((own, rival)[seat].choose(played.observation(seat)))
                score = played.outcome()
                assert score is not None
                margin = score.totals[0] - score.totals[1]
                value = simulate(state.copy(), 0, to_end, state.turn)
                assert value == (margin > 0) - (margin < 0)
                seen.add(value)
                if state.stock_count > 40:
                    assert -1 < simulate(state.copy(), 0, cut, state.turn) < 1
            seat = state.to_move
            state.apply((own, rival)[seat].choose(state.observation(seat)))
    assert seen >= {1, -1}


def test_the_match_decides_what_a_rounds_points_are_worth() -> None:
    """SS-SCORE-4, SS-SEAT-3: a match is won on its total. In its last round a side far ahead
    is sure to win whatever the round's margin, and one far behind needs the points that
    close the gap; with rounds to come every point counts, nearly in proportion."""
    last = SearchSettings()
    assert match_chance(-30, replace(last, lead=40), 0.0) == 1.0
    assert match_chance(30, replace(last, lead=-40), 0.0) == -1.0
    assert match_chance(41, replace(last, lead=-40), 0.0) == 1.0
    assert match_chance(0, last, 0.0) == 0.0
    early = replace(last, rounds_after=2)
    gains = [match_chance(p + 5, early, 0.0) - match_chance(p, early, 0.0) for p in (0, 20, 40)]
    assert 0 < gains[2] < gains[1] < gains[0] < 1.05 * 5 / (ROUND_SCALE * 2 ** 0.5)
    assert gains[2] > 0.6 * gains[0]  # still worth chasing points far ahead
    # Late in a round a cut-off's points decide more than early (fewer cards to change them).
    assert win_scale(5) < win_scale(50) < win_scale(100)
    assert match_chance(10, last, win_scale(5)) > match_chance(10, last, win_scale(100)) > 0


def test_hard_plays_for_the_match_it_is_told_of() -> None:
    """Told it leads by more than any round can swing before the last round, Hard finds every
    candidate wins the match and keeps its first choice; level, its search leaves it where
    another discard wins more often."""
    ahead = HardBot(seed=3, iterations=16, settings=FAST)
    ahead.begin_round((0, 5000), rounds_after=0)  # it plays seat 1
    level = HardBot(seed=3, iterations=16, settings=FAST)
    state = GameState(TWO, 21)
    left_first = 0
    while not state.is_over() and state.stock_count > 30:
        seat = state.to_move
        obs = state.observation(seat)
        if seat == 1 and obs.phase is Phase.DISCARD:
            first = rank_actions(obs, Reading(obs, HARD_WEIGHTS))[0][1]
            told = ahead.suggest(obs)
            assert told.action == first and told.reason.name != "checked_gain"
            left_first += level.suggest(obs).reason.name == "checked_gain"
        state.apply(MediumBot().choose(obs))
    assert left_first > 0


def test_a_team_plays_for_points() -> None:
    """SS-SEAT-1: a team's Hard values a simulation by its side's margin in points (the version
    that won more team rounds), so one played to the end is worth the round's exact margin and
    a hint that leaves the plain choice says what it gains in points, not in chances."""
    to_end = SearchSettings(horizon=0, for_points=True)
    hard = HardBot(seed=5, iterations=12, settings=FAST)
    margins, names = set(), set()
    for seed in range(2):
        state = GameState(TEAMS, 60 + seed)
        while not state.is_over():
            seat = state.to_move
            obs = state.observation(seat)
            if obs.phase is Phase.DISCARD:
                if seed == 0 and state.stock_count > 50:
                    names.add(hard.suggest(obs).reason.name)
                played = state.copy()
                while not played.is_over():
                    mover = played.to_move
                    weights = HARD_WEIGHTS if TEAMS.side_of(mover) == obs.side \
                        else DEFAULT_WEIGHTS
                    view = played.observation(mover)
                    played.apply(rank_actions(view, Reading(view, weights))[0][1])
                score = played.outcome()
                assert score is not None
                margin = score.totals[obs.side] - score.totals[1 - obs.side]
                assert simulate(state.copy(), seat, to_end, state.turn) == margin
                margins.add(margin)
            state.apply(MediumBot().choose(obs))
    assert len(margins) > 3 and max(margins) > 1  # margins, not wins scored ±1
    assert "checked_points" in names and "checked_gain" not in names


def test_hards_own_scoring_beats_mediums_on_the_same_deals() -> None:
    """HARD_WEIGHTS, played by Medium's rules against Medium, wins more rounds and scores more
    over deals each played from both seats (so neither side gets the better cards)."""
    won, margin, rounds = weights_match(HARD_WEIGHTS, range(5000, 5100))
    assert rounds == 200 and won / rounds > 0.5 and margin > 0


def test_a_weights_match_of_medium_against_itself_is_even() -> None:
    won, margin, rounds = weights_match(DEFAULT_WEIGHTS, range(20))
    assert (won, margin, rounds) == (20.0, 0, 40)


# --- failures and time ------------------------------------------------------------------------

def test_hard_out_of_time_plays_its_first_choice_and_logs(caplog: pytest.LogCaptureFixture
                                                           ) -> None:
    first, _ = twin_positions()
    obs = first.observation(0)
    hard = HardBot(0, budget_ms=1, workers=1)
    with caplog.at_level(logging.INFO, logger="sixseq.games.six_sequences.bots.hard"):
        assert hard.choose(obs) == MediumBot(weights=HARD_WEIGHTS).choose(obs)
    assert "out of time" in caplog.text


def test_a_failing_search_falls_back_to_a_safe_action(caplog: pytest.LogCaptureFixture,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    import sixseq.games.six_sequences.bots.hard as hard_module

    def broken(*args: object) -> float:
        raise RuntimeError("simulation bug")

    monkeypatch.setattr(hard_module, "simulate", broken)
    first, _ = twin_positions()
    obs = first.observation(0)
    with caplog.at_level(logging.ERROR):
        action, own = guarded_choice(HardBot(0, iterations=4), obs)
    assert not own and action in obs.legal and "hard bot failed" in caplog.text


# --- hints ------------------------------------------------------------------------------------

@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_suggest_gives_a_legal_action_and_a_reason(level: str) -> None:
    bot = make_bot(level, seed=1, iterations=3, settings=FAST)
    state = GameState(TWO, 21)
    for _ in range(40):
        obs = state.observation(state.to_move)
        hint = bot.suggest(obs)
        assert hint.action in obs.legal
        text = str(hint.reason)
        assert len(text) > 10 and "\n" not in text
        state.apply(hint.action)


def test_hard_s_hint_reads_the_table_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard's hint words its action from the reading its decision ranked the actions on: it
    read the table a second time to word it. Its hints say what they said."""
    from sixseq.games.six_sequences.bots import hard as hard_bots

    read: list[Observation] = []

    class Counted(Reading):
        def __init__(self, obs: Observation, weights: Weights = DEFAULT_WEIGHTS) -> None:
            read.append(obs)
            super().__init__(obs, weights)

    monkeypatch.setattr(hard_bots, "Reading", Counted)
    bot = HardBot(3, iterations=3, settings=FAST, workers=1)
    state = GameState(TWO, 21)
    searched = 0
    for _ in range(40):
        obs = state.observation(state.to_move)
        read.clear()
        hint = bot.suggest(obs)
        assert sum(seen is obs for seen in read) == 1
        searched += bot.last_samples > 0
        said = hint.reason
        while said.name in ("checked", "checked_gain", "checked_points"):
            inner = dict(said.values)["reason"]
            assert isinstance(inner, Reason)
            said = inner
        assert said == reason(hint.action, obs, Reading(obs, HARD_WEIGHTS))
        state.apply(hint.action)
    assert searched

def test_reasons_say_what_a_play_does() -> None:
    state = position(TWO, ("7d 8d 9d 2c 5s", ""), phase=Phase.LAY)
    hint = MediumBot().suggest(state.observation(0))
    assert hint.action == a("lay 7d 8d 9d")
    assert str(hint.reason) == "starts a ♦ sequence, worth 3"


# --- Medium's strategy ------------------------------------------------------------------------

def medium(state: GameState, seat: int = 0) -> str:
    return str(MediumBot().choose(state.observation(seat)))


def test_medium_lays_an_available_sequence() -> None:
    state = position(TWO, ("7d 8d 9d 2c 5s Kh", ""), phase=Phase.LAY)
    assert medium(state) == "lay 7d 8d 9d"


def test_medium_does_not_feed_the_next_players_sequence() -> None:
    """Late in the round South's 4♥ 5♥ 6♥ takes a 7♥ with the joker or the 8♥ it may well
    hold (few cards are left unseen): the 7♥ is the most dangerous discard, and Medium keeps it
    although it is of no use to North's own hand."""
    hand = "7h 2c 3c 9s 10s 3d 4d 11o 12o"
    fed = position(TWO, (hand, "2s 3s Qc Kc 10d 5c 9o 1t"), table=((1, "4h 5h 6h"),),
                   phase=Phase.DISCARD, stock="8h 0h 4c 8s 5d 10o", stock_size=12)
    obs = fed.observation(0)
    reading = Reading(obs)
    dangers = {str(x): reading.danger(x.card) for x in obs.legal if isinstance(x, Discard)}
    assert max(dangers, key=lambda k: dangers[k]) == "discard 7h"
    assert medium(fed) != "discard 7h"


def test_medium_claims_when_it_pays() -> None:
    """Three players: North discards 7♥; South holds 8♥ 9♥ and claims to lay a sequence."""
    state = position(THREE, ("7h Ko Qo", "2s", "8h 9h Kc"), phase=Phase.DISCARD,
                     stock="2c 3s 5d 6o 8t 10o 11s 12d")
    state.apply(a("discard 7h"))
    assert state.phase == Phase.CLAIM and state.to_move == 1  # East is asked first
    assert MediumBot().choose(state.observation(1)) == Pass()  # it can only pass
    state.apply(a("pass"))
    assert state.phase == Phase.CLAIM and state.to_move == 2
    choice = MediumBot().choose(state.observation(2))
    assert isinstance(choice, Claim) and choice.play == Lay(((7, c("7h")), (8, c("8h")),
                                                             (9, c("9h"))))


def test_medium_takes_the_discard_that_extends_its_sequence() -> None:
    state = position(TWO, ("9d 2c 5s Kh 3o 11t 4c 6o", ""), table=((0, "5d 6d 7d"),),
                     discard="8d")
    assert medium(state) == "take"


def test_medium_sheds_costly_cards_when_the_stock_runs_low() -> None:
    hand = "Kc 3d 7s 11o 5t 9h 2c 10s 4h"
    early = position(TWO, (hand, ""), phase=Phase.DISCARD)
    # Late: four cards in the stock; the jokers are in South's hand (a joker is never under the
    # discard pile, SS-DISCARD-2).
    late = position(TWO, (hand, "0s 0c"), phase=Phase.DISCARD, stock="0h 0d 0t 0o",
                    stock_size=4)
    assert medium(late) == "discard Kc"  # the figure costs 2 if still held (SS-SCORE-3)
    assert medium(early) == "discard 2c"  # early on, the card its hand needs least


def test_medium_swaps_a_joker_it_can_use() -> None:
    """South's sequence holds the ♦ joker for the 8♦ North has; North has its own ♦ run: over
    its lay-down Medium takes the joker (SS-JOKER-1) and puts it to work in its own run."""
    state = position(TWO, ("8d 2d 3d 4d Kc", ""), table=((1, "7d 0d@8 9d"),),
                     phase=Phase.LAY)
    played = []
    while state.to_move == 0 and state.phase == Phase.LAY and len(played) < 8:
        played.append(medium(state))
        state.apply(a(played[-1]))
    assert "joker 8d #1" in played
    own = [c.text(ascii=True) for c in state.side_combinations(0)]
    assert any("0d" in text for text in own), (played, own)


def test_medium_plays_out_its_hand_in_the_final_phase() -> None:
    state = position(TWO, ("0h 3c", "5s 0s 0c 0d 0t 0o"), table=((0, "5h 6h 7h"),),
                     stock_size=0, phase=Phase.FINAL)
    assert medium(state).startswith("add #1 0h")


def test_medium_stops_when_nothing_is_worth_laying() -> None:
    """A series of kings could be laid (beside the side's one sequence, SS-MELD-3), and it
    is legal; Medium judges it not worth laying now and ends its lay-down instead."""
    state = position(TWO, ("12s Qc Kc 11h 12h 2d Kt Qo", "Js Rs Ks 0d Rd 10t 11t Ro Ko"),
                     table=((1, "5s 6s 0s@7"),), phase=Phase.LAY, to_move=1,
                     discard="9t 9o 2s 1s 4c 5o 8s")
    assert a("lay Rs Rd Ro") in state.legal_actions()
    assert MediumBot().choose(state.observation(1)) == Stop()


def test_each_hint_searches_with_the_whole_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table's hint is Hard's. Asked twice on one position, the second search had what
    the first had left of the turn's budget, nothing, and fell back to the first choice with
    no sample checked. Each hint is asked afresh; playing, one turn keeps one budget."""
    import sixseq.games.six_sequences.bots.hard as hard_module

    given = clocked_search(monkeypatch, hard_module)
    obs = twin_positions()[0].observation(0)
    hint = HardBot(3, budget_ms=1000, workers=1)
    hint.suggest(obs)
    hint.suggest(obs)
    assert len(given) == 2 and given[0] is not None and given[0] > 0.5
    assert given[1] == pytest.approx(given[0])
    player = HardBot(3, budget_ms=1000, workers=1)
    player.choose(obs)
    player.choose(obs)  # the same turn again: out of time, the first choice, no search
    assert len(given) == 3 and given[2] == pytest.approx(given[0])
