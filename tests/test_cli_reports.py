"""What each headless command prints, and the status it ends with: a batch script reads the
status (0 only when every check held), a person reads the lines, and both forms carry the
same figures."""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from sixseq import cli
from sixseq.games.registry import rules_of


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    status = cli.main(argv)
    return status, capsys.readouterr().out


def test_selfplay_checks_every_action_unless_told_not_to(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A position the invariants find wrong fails the run (status 1) and is shown, the
    first 20 of them; ``--no-check`` skips the checks."""
    game = rules_of("six-sequences")
    monkeypatch.setattr(game, "invariants", lambda state: [f"after {len(state.actions)}"])
    status, out = _run(["selfplay", "--rounds", "1", "--seed", "3", "--json"], capsys)
    actions = json.loads(out)["actions"]
    assert status == 1 and json.loads(out)["violations"] == actions > 20
    status, out = _run(["selfplay", "--rounds", "1", "--seed", "3"], capsys)
    head, *shown = out.splitlines()
    assert status == 1 and head.startswith("six-sequences, 2 seats, teams False: 1 rounds, "
                                           f"{actions} actions, ")
    assert head.endswith(f" actions/s, {actions} invariant violations")
    assert shown == [f"  round seed 3, action {i}: after {i}" for i in range(1, 21)]
    status, out = _run(["selfplay", "--rounds", "1", "--seed", "3", "--no-check"], capsys)
    assert status == 0 and out.endswith(" actions/s, 0 invariant violations\n")


def test_bench_core_prints_as_text_the_keys_of_its_json(
        capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["bench", "core", "--game", "sixte", "--positions", "2", "--rounds", "1"]
    status, out = _run([*argv, "--json"], capsys)
    figures = json.loads(out)
    assert status == 0
    status, out = _run(argv, capsys)
    assert status == 0
    assert [line.split()[0] for line in out.splitlines()] == list(figures)
    assert f"{'actions_per_round_6p':26} 36.0" in out.splitlines()


@pytest.mark.parametrize("seats, timed", [([], {"2p", "4p"}), (["--seats", "3"], {"3p"})])
def test_bench_core_times_the_game_s_usual_tables_unless_one_is_asked(
        seats: list[str], timed: set[str], capsys: pytest.CaptureFixture[str]) -> None:
    """Rami's figures of record give 2 and 4 seats from one command."""
    status, out = _run(["bench", "core", "--game", "rami", *seats, "--positions", "1",
                        "--rounds", "1", "--json"], capsys)
    assert status == 0
    assert {key.rpartition("_")[2] for key in json.loads(out) if key != "game"} == timed


def test_bench_render_prints_its_keys_and_measures_the_cold_start_unless_told_not_to(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from sixseq.ui import bench

    monkeypatch.setattr(bench, "cold_start_ms", lambda game_id: 640.0)
    argv = ["bench", "render", "--game", "carre", "--frames", "1", "--idle-seconds", "0"]
    status, out = _run([*argv, "--json"], capsys)
    figures = json.loads(out)
    assert status == 0 and figures["cold_start_ms"] == 640
    status, out = _run([*argv, "--no-cold-start"], capsys)
    assert status == 0
    assert [line.split()[0] for line in out.splitlines()] == \
        [key for key in figures if key != "cold_start_ms"]


def _monkey_report(errors: list[str]) -> Any:
    from sixseq.ui.monkey import MonkeyReport

    return MonkeyReport(events=3, gestures=Counter(click=2, key=1),
                        scenes=Counter(MainMenu=2, Rules=1), checks=4, restarts=1,
                        errors=errors)


@pytest.mark.parametrize("errors, status", [([], 0), (["a bad frame", "a crash"], 1)])
def test_the_monkey_fails_on_any_error_and_needs_no_display(
        errors: list[str], status: int, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """It runs with no display nor sound device whatever the environment says (a desktop
    session would have opened a window per restart), from seed 0 unless told."""
    from sixseq.ui import monkey

    asked: list[tuple[int, int, str | None]] = []

    def run_monkey(events: int, seed: int, home: Path) -> Any:
        asked.append((events, seed, os.environ.get("SDL_VIDEODRIVER")))
        return _monkey_report(errors)

    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setattr(monkey, "run_monkey", run_monkey)
    assert _run(["bench", "monkey", "--events", "3"], capsys) == (status, "\n".join([
        "monkey (seed 0): 3 events sent in 0.0 s, "
        f"{len(errors)} errors, 4 positions checked, 1 restarts",
        "  gestures: click 2, key 1", "  scenes: MainMenu 2, Rules 1",
        *(f"  error: {line}" for line in errors)]) + "\n")
    assert asked == [(3, 0, "dummy")]
    assert cli.main(["bench", "monkey", "--events", "3", "--json"]) == status
    assert json.loads(capsys.readouterr().out)["error_lines"] == errors


@pytest.mark.parametrize("errors, threads_left, status", [(0, 0, 0), (2, 0, 1), (0, 1, 1)])
def test_the_soak_fails_on_an_error_or_a_thread_left_running(
        errors: int, threads_left: int, status: int, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Its text leaves out the samples (one row a minute: the JSON's to plot)."""
    from sixseq.ui import soak

    result = {"seed": 0, "errors": errors, "threads_left_after_quit": threads_left,
              "samples": [{"minute": 0}]}
    monkeypatch.setattr(soak, "soak", lambda minutes, seed, home: result)
    assert _run(["bench", "soak", "--minutes", "0"], capsys) == (status, "".join(
        f"{key:26} {value}\n" for key, value in result.items() if key != "samples"))


def test_the_arena_fails_when_a_bot_s_answer_had_to_be_replaced(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A computer player that fails is replaced by a safe legal move and the round goes on;
    the arena counts it against that bot, and the run's status says so."""
    from sixseq.games.six_sequences.bots.easy import EasyBot

    def broken(self: EasyBot, obs: object) -> object:
        raise RuntimeError("a bug in a computer player")

    monkeypatch.setattr(EasyBot, "choose", broken)
    status, out = _run(["arena", "--bots", "easy,random", "--games", "1", "--json"], capsys)
    summary = json.loads(out)
    assert status == 1 and summary["games"] == 1
    assert summary["illegal_by_bot"]["easy"] == summary["illegal"] > 0
    assert summary["illegal_by_bot"]["random"] == 0


def test_games_as_json_keeps_the_names_as_written(capsys: pytest.CaptureFixture[str]) -> None:
    """``Les Six Séquences``, not ``S\\u00e9quences``: the JSON is read by people too."""
    status, out = _run(["games", "--json"], capsys)
    assert status == 0 and '"Les Six Séquences"' in out


@pytest.mark.parametrize("argv", [
    ["selfplay", "--game=rami", "--open51", "--seats", "2", "--rounds", "1", "--json"],
    ["selfplay", "--open51", "--seats", "2", "--rounds", "1", "--json", "--game", "rami"],
])
def test_a_game_s_own_options_are_known_wherever_and_however_game_is_written(
        argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """``--game`` is read before the parser is built (the game adds its options): as
    ``--game=ID`` too, and as the last words."""
    status, out = _run(argv, capsys)
    assert status == 0 and json.loads(out)["open51"] is True


@pytest.mark.parametrize("argv, key", [
    (["selfplay", "--rounds", "2", "--json"], "actions"),
    (["bench", "core", "--positions", "1", "--rounds", "2", "--json"], "actions_per_round_2p"),
    (["arena", "--bots", "random,easy", "--games", "1", "--json"], "seed"),
    (["solve", "--deals", "1", "--json"], "seed"),
])
def test_without_a_seed_a_command_plays_the_deals_of_seed_0(
        argv: list[str], key: str, capsys: pytest.CaptureFixture[str]) -> None:
    """As each command's help says (default 0): a run given no seed replays."""
    told = {seed: json.loads(_run([*argv, "--seed", seed], capsys)[1])[key]
            for seed in ("0", "1")}
    assert told["0"] != told["1"]
    assert json.loads(_run(argv, capsys)[1])[key] == told["0"]
