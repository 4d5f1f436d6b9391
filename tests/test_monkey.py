"""The monkey: thousands of random clicks, drags, keys, resizes and window closes across every
screen, with the rules' invariants checked after each event; no error is allowed."""

import json
from pathlib import Path

import pytest

from sixseq import cli
from sixseq.ui.games import playable
from sixseq.ui.monkey import Monkey


def test_a_short_monkey_run_visits_every_screen_without_an_error(tmp_path: Path) -> None:
    report = Monkey(tmp_path, seed=3).run(3000)
    assert report.errors == []
    assert report.events >= 3000 and report.checks > 50
    assert {"MainMenu", "PauseMenu"} <= set(report.scenes) and len(report.scenes) >= 5
    # It plays: real actions from gestures, in playable games (with more games than a short
    # run visits, ``sixseq bench monkey`` over 20,000 events is where each must reach 100).
    tables = {info.id for info, _ in playable()}
    assert sum(report.actions.values()) > 0 and set(report.actions) <= tables
    assert report.gestures["resize"] > 0 and report.gestures["drag"] > 0
    assert report.restarts > 0  # closed and opened again on its own saves


def test_the_monkey_counts_an_exception_as_an_error(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from sixseq.ui.rules import RulesPage

    def broken(self: RulesPage, width: int, scale: float) -> list[object]:
        raise RuntimeError("the rules page is broken")

    monkeypatch.setattr(RulesPage, "blocks", broken)
    report = Monkey(tmp_path, seed=3).run(1500)
    assert report.errors and "the rules page is broken" in report.errors[0]


def test_sixseq_bench_monkey_prints_its_figures(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench", "monkey", "--events", "300", "--seed", "1", "--home",
                     str(tmp_path), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["errors"] == 0 and result["events"] >= 300
    assert (tmp_path / "logs" / "sixseq.log").exists()
