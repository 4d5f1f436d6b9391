"""The searchers' one rule for leaving the policy's choice (every game's Hard uses it)."""

import os
import time

import pytest

from sixseq.engine.bots import DEADLINE_MARGIN_S
from sixseq.engine.runner import bot_deadline
from sixseq.engine.search import (
    COUNTED_LIMIT_S,
    MIN_SAMPLES,
    SAFETY,
    Budget,
    SearchResult,
    TurnClock,
    run_samples,
    search_cores,
)
from sixseq.games.registry import card_games, rules_of


def result(rows: list[list[float]]) -> SearchResult:
    found = SearchResult(len(rows[0]))
    for sample_id, row in enumerate(rows):
        found.add(sample_id, row)
    return found


def test_another_candidate_is_chosen_only_when_it_wins_by_z_standard_errors() -> None:
    clear = result([[0.0, 1.0 + (i % 3) * 0.1] for i in range(MIN_SAMPLES)])
    index, gain = clear.choose(1.0)
    assert index == 1 and 1.0 < gain < 1.2
    noisy = result([[0.0, 1.0 if i % 2 else -0.9] for i in range(MIN_SAMPLES)])
    assert noisy.choose(1.0) == (0, 0.0)  # a mean of +0.05 is within its standard error


def test_a_search_cut_short_keeps_the_policy_s_choice() -> None:
    """On three deals that happen to agree, a hint claimed "+26.7 % chance of winning,
    checked on 3 sampled deals"."""
    few = result([[0.0, 0.5 + i * 0.01] for i in range(MIN_SAMPLES - 1)])
    assert few.choose(1.0) == (0, 0.0)
    assert result([[0.0, 0.5 + i * 0.01] for i in range(MIN_SAMPLES)]).choose(1.0)[0] == 1


class ClockedJob:
    """Samples that each take ``cost`` seconds of a fake clock."""

    width = 1

    def __init__(self, clock: list[float], cost: float) -> None:
        self.clock, self.cost = clock, cost

    def evaluate(self, sample_id: int) -> list[float]:
        self.clock[0] += self.cost
        return [float(sample_id)]


def test_a_timed_search_starts_no_sample_it_expects_to_end_past_its_time(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each sample costs 20 ms and the search has 50 ms: a third sample, started at 40 ms,
    would end at 60 ms (at a small budget the last sample was most of Rami's overshoot)."""
    clock = [100.0]
    monkeypatch.setattr(time, "perf_counter", lambda: clock[0])
    done = run_samples(ClockedJob(clock, 0.020), range(10), 0.050)
    assert done.sample_ids == [0, 1]
    assert clock[0] - 100.0 <= 0.050
    assert run_samples(ClockedJob(clock, 0.020), range(10), None).samples == 10


def test_a_worker_counts_the_time_its_job_took_to_reach_it() -> None:
    """A job that reaches a worker after the search's end (a fresh process importing the
    game's modules, a busy machine) runs no sample, instead of its whole time again."""
    clock = [0.0]
    late = run_samples(ClockedJob(clock, 0.0), range(5), 1.0, ends_by=time.time() - 0.01)
    assert late.samples == 0
    on_time = run_samples(ClockedJob(clock, 0.0), range(5), 1.0, ends_by=time.time() + 60)
    assert on_time.samples == 5


@pytest.mark.parametrize("game_id", [g.id for g in card_games()])
def test_every_hard_searches_over_the_cores_on_a_clock_and_alone_counting(game_id: str) -> None:
    """One rule for every game's Hard: on a clock its samples spread over the cores (two at
    most); counting samples it stays in this process (the same answer, no pool to start)."""
    game = rules_of(game_id)
    assert game.make_bot("hard").workers == search_cores() == min(
        2, os.cpu_count() or 1)
    assert game.make_bot("hard", iterations=4).workers == 1
    assert game.make_bot("hard", workers=3).workers == 3


@pytest.mark.parametrize("game_id", [g.id for g in card_games()])
def test_every_hard_is_given_up_on_by_its_own_budget(game_id: str) -> None:
    """The runner waits for a Hard as long as its budget (and the margin) on a clock, and
    much longer when it counts samples (a replayable run is never cut short)."""
    game = rules_of(game_id)
    assert bot_deadline(game.make_bot("hard", budget_ms=250)) == 0.25 + DEADLINE_MARGIN_S
    assert bot_deadline(game.make_bot("hard", budget_ms=9000)) == 9 + DEADLINE_MARGIN_S
    assert bot_deadline(game.make_bot("hard", iterations=4)) == \
        COUNTED_LIMIT_S + DEADLINE_MARGIN_S


def test_a_turn_s_decisions_share_one_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    now = [0.0]
    monkeypatch.setattr(time, "perf_counter", lambda: now[0])
    clock = TurnClock(Budget(1000))
    assert clock.begin(("turn", 1))
    assert clock.seconds(0.5) == pytest.approx(0.5 * SAFETY)  # the draw leaves room
    now[0] += 0.3
    clock.end()
    assert not clock.begin(("turn", 1))
    now[0] += 0.1  # this decision's own time counts too
    assert clock.seconds(1.0) == pytest.approx(SAFETY - 0.4)
    clock.end()
    clock.afresh()  # a hint: the whole budget again
    assert not clock.begin(("turn", 1))
    assert clock.seconds(1.0) == pytest.approx(SAFETY)
    now[0] += 0.5
    clock.end()
    assert clock.begin(("turn", 2))
    assert clock.seconds(1.0) == pytest.approx(SAFETY)


def test_a_counted_budget_has_no_seconds_and_a_long_deadline() -> None:
    counted = Budget(1000, iterations=50)
    assert counted.seconds(0.0, 1.0) is None and TurnClock(counted).seconds(1.0) is None
    assert counted.time_limit() == COUNTED_LIMIT_S and counted.think_seconds() == 0.0
    assert Budget(400).time_limit() == Budget(400).think_seconds() == 0.4
    assert Budget(1000, safety=0.5).planned() == 0.5
