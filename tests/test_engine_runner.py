"""The runner the tables think on: jobs off the caller's thread, answered on time or by their
fallback; a hanging, raising or illegal bot never stops a game."""

from __future__ import annotations

import logging
import threading
import time

import pytest
from helpers import TWO, position

from sixseq.engine.bots import RandomBot
from sixseq.engine.runner import Runner, decide
from sixseq.games.six_sequences.bots.base import safe_action
from sixseq.games.six_sequences.rules.actions import Action, DrawStock
from sixseq.games.six_sequences.rules.observation import Observation


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class Hanging(RandomBot[Observation, Action]):
    level = "hanging"

    def __init__(self) -> None:
        super().__init__(1)
        self.release = threading.Event()

    def choose(self, obs: Observation) -> Action:
        self.release.wait(30)
        return super().choose(obs)

    def time_limit(self) -> float:
        return 0.5


class Raising(RandomBot[Observation, Action]):
    level = "raising"

    def choose(self, obs: Observation) -> Action:
        raise SystemExit("a bot must never end the program")


class Cheating(RandomBot[Observation, Action]):
    level = "cheating"

    def choose(self, obs: Observation) -> Action:
        class Weird:
            def __eq__(self, other: object) -> bool:
                raise RuntimeError("cannot compare")

            __hash__ = None  # type: ignore[assignment]

        return Weird()  # type: ignore[return-value]


def wait(runner: Runner) -> list[tuple[object, object]]:
    for _ in range(5000):
        answers = runner.poll()
        if answers:
            return answers
        time.sleep(0.001)
    raise AssertionError("no answer")


def test_a_job_answers_later_on_another_thread() -> None:
    state = position(TWO, ("5h 6h", "7h"))
    seen: list[str] = []
    release = threading.Event()

    class Slow(RandomBot[Observation, Action]):
        def choose(self, obs: Observation) -> Action:
            seen.append(threading.current_thread().name)
            release.wait(5)
            return super().choose(obs)

    runner = Runner()
    decide(runner, "move", Slow(1), state.observation(0), safe_action)
    assert runner.busy("move") and runner.poll() == []  # the caller is not kept waiting
    release.set()
    assert wait(runner) == [("move", state.legal_actions()[0])]
    assert seen and seen[0] != threading.main_thread().name


def test_a_hanging_bot_is_answered_for_after_its_deadline(caplog: pytest.LogCaptureFixture
                                                          ) -> None:
    state = position(TWO, ("5h 6h", "7h"))
    clock = Clock()
    runner = Runner(clock=clock)
    bot = Hanging()
    with caplog.at_level(logging.ERROR):
        decide(runner, "move", bot, state.observation(0), safe_action)
        assert runner.poll() == []
        clock.now = 0.5 + 1.0 + 0.01  # its limit and the margin
        assert runner.poll() == [("move", DrawStock())]
    assert runner.late == 1 and "deadline" in caplog.text
    bot.release.set()


@pytest.mark.parametrize("bot", [Raising(1), Cheating(1)], ids=lambda b: b.level)
def test_a_failing_bot_is_replaced_by_a_safe_move(bot: RandomBot[Observation, Action],
                                                  caplog: pytest.LogCaptureFixture) -> None:
    state = position(TWO, ("5h 6h", "7h"))
    runner = Runner()
    with caplog.at_level(logging.ERROR):
        decide(runner, "move", bot, state.observation(0), safe_action)
        assert wait(runner) == [("move", DrawStock())]
    assert bot.level in caplog.text


def test_forgotten_answers_never_arrive() -> None:
    state = position(TWO, ("5h 6h", "7h"))
    runner = Runner()
    decide(runner, "move", RandomBot(2), state.observation(0), safe_action)
    runner.forget()
    time.sleep(0.05)
    assert runner.poll() == [] and not runner.busy()
