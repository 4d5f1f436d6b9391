"""The arena: fair seatings, win credit, the report's keys, and the command line."""

from __future__ import annotations

import json

import pytest

from sixseq.cli import main
from sixseq.games.six_sequences.bots.arena import ArenaSpec, play_game, run_arena, wilson

KEYS = {"games", "win_rate", "ci95", "decision_ms_p95", "illegal", "mean_score",
        "decision_ms_p50", "turn_ms_p50", "turn_ms_p95", "win_rule"}


def test_every_deal_is_played_once_per_seating() -> None:
    assert ArenaSpec(("hard", "medium"), seats=2).seatings() == [(0, 1), (1, 0)]
    assert ArenaSpec(("hard", "medium"), seats=4).seatings() == [(0, 1, 0, 1), (1, 0, 1, 0)]
    assert len(ArenaSpec(("a", "b", "c"), seats=3).seatings()) == 3
    assert ArenaSpec(("medium", "medium")).labels() == ("medium", "medium#2")


def test_each_round_gives_one_win_in_all() -> None:
    spec = ArenaSpec(("easy", "random"), seats=4, teams=True, games=4, seed=2)
    for index in range(4):
        game = play_game(spec, index, workers=1)
        assert sum(game.credit) == pytest.approx(1.0)
        assert game.failures == [0, 0]


def test_the_summary_has_rates_intervals_and_times() -> None:
    summary = run_arena(ArenaSpec(("medium", "easy"), games=4, seed=1)).summary()
    assert set(summary) >= KEYS
    assert summary["games"] == 4 and summary["illegal"] == 0
    assert sum(summary["win_rate"].values()) == pytest.approx(1.0)
    for bot in ("medium", "easy"):
        lo, hi = summary["ci95"][bot]
        assert lo <= summary["win_rate"][bot] <= hi


def test_wilson_interval() -> None:
    lo, hi = wilson(65, 100)
    assert lo == pytest.approx(0.5525, abs=1e-4) and hi == pytest.approx(0.7364, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_arena_command_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["arena", "--bots", "hard,random", "--seats", "4", "--teams", "--games", "2",
                 "--seed", "3", "--iterations", "2", "--json"])
    summary = json.loads(capsys.readouterr().out)
    assert code == 0 and set(summary) >= KEYS and summary["illegal"] == 0
    assert summary["teams"] and summary["seats"] == 4


def test_arena_command_refuses_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--bots", "grandmaster", "--games", "1"]) == 2
    assert "no bot level" in capsys.readouterr().err
    assert main(["arena", "--bots", "easy", "--seats", "3", "--teams"]) == 2
