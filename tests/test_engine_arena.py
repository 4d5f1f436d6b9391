"""The arena, for every card game of the registry: fair seatings, win credit, the report's
keys, and the command line."""

from __future__ import annotations

import json

import pytest

from sixseq.cli import main
from sixseq.engine.arena import ArenaSpec, play_game, run_arena, wilson
from sixseq.engine.search import DEFAULT_BUDGET_MS
from sixseq.games.registry import card_games, rules_of

# Every key the Six Séquences arena prints, which each game's must print too (issues 23, 24:
# "with the keys the Six Séquences commands print"); a game adds its options' keys.
KEYS = {"game", "bots", "seats", "games", "seed", "budget_ms", "iterations", "seconds",
        "win_rule", "win_rate", "ci95", "mean_score", "illegal", "illegal_by_bot",
        "decision_ms_p50", "decision_ms_p95", "turn_ms_p50", "turn_ms_p95", "turn_ms_max"}
GAMES = [g.id for g in card_games()]


def test_every_deal_is_played_once_per_seating() -> None:
    spec = ArenaSpec("six-sequences", ("hard", "medium"), seats=2)
    assert spec.seatings() == [(0, 1), (1, 0)]
    assert ArenaSpec("six-sequences", ("hard", "medium"), seats=4).seatings() == [
        (0, 1, 0, 1), (1, 0, 1, 0)]
    assert len(ArenaSpec("six-sequences", ("a", "b", "c"), seats=3).seatings()) == 3
    assert ArenaSpec("six-sequences", ("medium", "medium")).labels() == ("medium", "medium#2")


def test_each_round_gives_one_win_in_all_in_a_team_game() -> None:
    spec = ArenaSpec("six-sequences", ("easy", "random"), seats=4, games=4, seed=2,
                     options=(("teams", True),))
    for index in range(4):
        game = play_game(spec, index, workers=1)
        assert sum(game.credit) == pytest.approx(1.0)
        assert game.failures == [0, 0]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_summary_has_rates_intervals_and_times(game_id: str) -> None:
    game = rules_of(game_id)
    spec = ArenaSpec(game_id, ("easy", "random"), seats=game.default_seats, games=2, seed=1)
    summary = run_arena(spec).summary()
    assert set(summary) >= KEYS
    assert summary["games"] == 2 and summary["illegal"] == 0 and summary["game"] == game_id
    assert sum(summary["win_rate"].values()) == pytest.approx(1.0)
    for bot in ("easy", "random"):
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
    assert summary["teams"] and summary["seats"] == 4 and summary["game"] == "six-sequences"
    assert summary["iterations"] == 2 and summary["budget_ms"] is None


def test_the_report_names_the_budget_hard_thought_with() -> None:
    """A run without --budget-ms printed "budget_ms": null, which a reader of a batch's JSON
    could not tell from a count of samples: it is the budget every Hard used."""
    spec = ArenaSpec("rami", ("easy", "random"), seats=2, games=1, seed=1)
    assert run_arena(spec).summary()["budget_ms"] == DEFAULT_BUDGET_MS == 1000
    told = ArenaSpec("rami", ("easy", "random"), seats=2, games=1, seed=1, budget_ms=250)
    assert run_arena(told).summary()["budget_ms"] == 250


def test_arena_command_refuses_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--bots", "grandmaster", "--games", "1"]) == 2
    assert "no bot level" in capsys.readouterr().err
    assert main(["arena", "--bots", "easy", "--seats", "3", "--teams"]) == 2
    assert main(["arena", "--bots", "easy", "--seats", "7"]) == 2
    assert main(["arena", "--game", "no-such-game", "--bots", "easy"]) == 2
    assert "no game" in capsys.readouterr().err


def test_games_command_lists_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split("\t")[0] for line in lines] == [
        "six-sequences", "twenty-twenty", "rami", "sixte", "carre"]
    assert main(["games", "--json"]) == 0
    games = json.loads(capsys.readouterr().out)
    assert {"id", "name", "players", "available"} <= set(games[0])
    assert games[0]["available"] is True
