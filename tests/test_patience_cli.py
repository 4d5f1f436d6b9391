"""``sixseq solve``: one deal as JSON (piles, verdict, solution), and surveys of deals."""

import json
import subprocess
import sys

import pytest
from patience_reference import replays_to_a_win

from sixseq.cli import main
from sixseq.decks.sixsuit import parse_card
from sixseq.games.twenty_twenty.rules.position import Move, Position


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    status = main(["solve", *argv])
    return status, capsys.readouterr().out


def test_solve_one_deal_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run(capsys, "--deal", "0", "--json")
    record = json.loads(out)
    assert status == 0 and record["deal"] == 0 and record["verdict"] == "winnable"
    start = Position.deal(0)
    assert [[parse_card(t) for t in pile] for pile in record["piles"]] == \
        [list(p) for p in start.piles]
    line = tuple(Move.of(a, b) for a, b in record["solution"])
    assert replays_to_a_win(start, line)


def test_solve_an_unwinnable_deal_has_no_solution(capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run(capsys, "--deal", "25", "--json")
    record = json.loads(out)
    assert status == 0 and record["verdict"] == "unwinnable" and "solution" not in record
    assert len(record["piles"]) == 20 and all(len(p) == 6 for p in record["piles"])


def test_solve_one_deal_as_text(capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run(capsys, "--deal", "0")
    assert status == 0 and "winnable" in out and "solution: " in out
    assert out.splitlines()[1].split(":")[0].strip() == "0"


def test_survey_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run(capsys, "--deals", "6", "--seed", "22", "--json")
    summary = json.loads(out)
    assert status == 0 and summary["deals"] == 6 and summary["first_deal"] == 22
    assert summary["winnable"] + summary["unwinnable"] + summary["unknown"] == 6
    assert summary["unwinnable"] >= 1 and summary["unknown"] == 0  # deal 25 is among them
    assert 0 < summary["p50_ms"] <= summary["p99_ms"] <= summary["max_ms"]


def test_survey_in_two_processes_agrees(capsys: pytest.CaptureFixture[str]) -> None:
    _, alone = run(capsys, "--deals", "6", "--seed", "22", "--json")
    _, shared = run(capsys, "--deals", "6", "--seed", "22", "--json", "--jobs", "2")
    keys = ("deals", "winnable", "unwinnable", "unknown", "first_deal")
    assert [json.loads(alone)[k] for k in keys] == [json.loads(shared)[k] for k in keys]
    assert json.loads(shared)["jobs"] == 2


def test_survey_as_text_and_unknown_sets_the_exit_status(
        capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run(capsys, "--deals", "3", "--seed", "0")
    assert status == 0 and "winnable" in out and "p99" in out
    status, out = run(capsys, "--deals", "3", "--seed", "0", "--max-nodes", "1", "--json")
    assert status == 1 and json.loads(out)["unknown"] >= 1


@pytest.mark.parametrize("argv", [[], ["--deal", "-1"], ["--deals", "0"], ["--deal", "x"],
                                  ["--deal", "1", "--deals", "2"], ["--deals", "2", "--jobs", "0"]])
def test_bad_arguments_are_refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["solve", *argv])
    assert exit_.value.code == 2
    assert "error" in capsys.readouterr().err


def test_the_patience_package_never_imports_pygame() -> None:
    """The rules and the session (with its save, options and solver threads) are pure."""
    code = ("import importlib, pkgutil, sys, sixseq.games.twenty_twenty.rules\n"
            "import sixseq.games.twenty_twenty.session\n"
            "rules = sixseq.games.twenty_twenty.rules\n"
            "for m in pkgutil.walk_packages(rules.__path__, rules.__name__ + '.'):\n"
            "    importlib.import_module(m.name)\n"
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


def test_a_survey_replays_every_winning_line_through_the_rules(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from sixseq.games.twenty_twenty.rules import survey
    from sixseq.games.twenty_twenty.rules.solver import Solution, Verdict

    def lying_solver(position: Position, **_: object) -> Solution:
        return Solution(Verdict.WINNABLE, (position.legal_moves()[0],) * 2)
    monkeypatch.setattr(survey, "solve", lying_solver)
    with pytest.raises(RuntimeError, match="deal 0's winning line breaks a rule: TT-2"):
        survey.solve_deal(0)
