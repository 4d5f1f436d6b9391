"""Bots thinking off the caller's thread, and the deadline that keeps a game moving."""

from __future__ import annotations

import logging
import time

import pytest
from helpers import TWO

from sixseq.games.six_sequences.bots.base import Bot, safe_action
from sixseq.games.six_sequences.bots.medium import MediumBot
from sixseq.games.six_sequences.bots.runner import Thinker
from sixseq.games.six_sequences.rules.actions import Action
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.observation import Observation


class Dawdler(Bot):
    level = "dawdler"

    def choose(self, obs: Observation) -> Action:
        time.sleep(0.5)
        return obs.legal[-1]


def test_a_thinker_answers_what_the_bot_would() -> None:
    state = GameState(TWO, 4)
    thinker = Thinker(MediumBot())
    for _ in range(20):
        obs = state.observation(state.to_move)
        thinker.start(obs)
        action = thinker.wait()
        assert action == MediumBot().choose(obs)
        state.apply(action)
    thinker.close()


def test_a_bot_past_its_deadline_is_answered_for(caplog: pytest.LogCaptureFixture) -> None:
    state = GameState(TWO, 4)
    obs = state.observation(state.to_move)
    thinker = Thinker(Dawdler(), deadline_s=0.05)
    thinker.start(obs)
    assert thinker.poll() is None and thinker.busy
    with caplog.at_level(logging.ERROR):
        assert thinker.wait() == safe_action(obs)
    assert "took more than" in caplog.text and not thinker.busy
    thinker.close()
