"""Random self-play with every invariant checked after every action, random illegal actions
refused with a rule id and nothing changed, and the engine's commands for Sixte."""

from __future__ import annotations

import json
import random

import pytest
from test_sixte_support import snapshot

from sixseq.cli import main
from sixseq.engine.refusal import IllegalAction
from sixseq.engine.selfplay import run_selfplay
from sixseq.games.sixte.rules.actions import Play
from sixseq.games.sixte.rules.cards import Options
from sixseq.games.sixte.rules.hand import HandState
from sixseq.games.sixte.rules.invariants import check_invariants
from sixseq.games.sixte.spec import RULES

ALL_OPTIONS = [Options(t, o, d) for t in (False, True) for o in (False, True)
               for d in (False, True)]


@pytest.mark.parametrize("options", ALL_OPTIONS, ids=str)
def test_random_self_play_keeps_every_invariant(options: Options) -> None:
    """36 (or 52) cards each in one place, six in each hand at the deal, one card per player
    per trick, every play legal from the hand it came from, winners and leads right."""
    report = run_selfplay(RULES, 6, 60, seed=1000, options=options.as_dict())
    assert report.violations == [] and report.rounds == 60 and report.actions == 60 * 36


def test_invariants_catch_a_broken_position() -> None:
    state = HandState(4, 0)
    state.apply(state.legal_actions()[0])
    hands = list(state._hands)
    hands[3] = hands[3][:-1]  # a card lost
    state._hands = tuple(hands)
    problems = check_invariants(state)
    assert any("SX-DECK-1" in p for p in problems) and any("seat 3" in p for p in problems)
    state = HandState(4, 0)
    state._winners = (2,)
    assert check_invariants(state)


def test_random_illegal_actions_are_refused_with_a_rule_and_change_nothing() -> None:
    rng = random.Random(77)
    refused = set()
    for seed in range(40):
        options = ALL_OPTIONS[seed % len(ALL_OPTIONS)]
        state = HandState(seed, seed % 6, options)
        while not state.is_over():
            legal = state.legal_actions()
            hand = state.hand(state.to_move)
            illegal = [Play(x) for x in options.deck() if Play(x) not in legal]
            in_hand = [a for a in illegal if a.card in hand]  # every renonce and the like
            for action in in_hand + rng.sample(illegal, min(2, len(illegal))):
                before = snapshot(state)
                with pytest.raises(IllegalAction) as caught:
                    state.apply(action)
                assert caught.value.rule.startswith("SX-PLAY-")
                assert caught.value.key.startswith("sixte.refusal.")
                assert snapshot(state) == before
                refused.add(caught.value.name)
            state.apply(rng.choice(legal))
    assert refused >= {"not_in_hand", "follow_suit", "must_trump", "must_overtrump",
                       "must_overtake"}


def test_selfplay_and_bench_commands(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--game", "sixte", "--rounds", "5", "--must-trump",
                 "--deck52", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "sixte" and out["violations"] == 0 and out["must_trump"] is True
    assert out["deck52"] is True and out["must_overtake"] is False and out["seats"] == 6
    assert main(["bench", "core", "--game", "sixte", "--positions", "20", "--rounds", "5",
                 "--json"]) == 0
    bench = json.loads(capsys.readouterr().out)
    assert bench["legal_actions_mean_6p"] > 1 and bench["actions_per_round_6p"] == 36
    assert main(["selfplay", "--game", "sixte", "--seats", "4"]) == 2


def test_arena_command_over_hands(capsys: pytest.CaptureFixture[str]) -> None:
    """The arena's win credit per hand is the hand's point (a fair share is 1/6)."""
    assert main(["arena", "--game", "sixte", "--bots", "medium,easy,easy,easy,easy,easy",
                 "--games", "12", "--seed", "2", "--must-overtake", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 12 and summary["illegal"] == 0 and summary["seats"] == 6
    assert sum(summary["win_rate"].values()) == pytest.approx(1.0, abs=1e-3)
    assert summary["must_overtake"] is True
    assert {"ci95", "decision_ms_p95", "mean_score"} <= set(summary)
