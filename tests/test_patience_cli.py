"""``sixseq solve``: one deal as JSON (piles, verdict, solution), and surveys of deals."""

import json
import random
import subprocess
import sys
from types import SimpleNamespace

import pytest
from patience_reference import replays_to_a_win

from sixseq.cli import main
from sixseq.decks.sixsuit import card_str, parse_card
from sixseq.games.twenty_twenty.rules.position import Move, Position
from sixseq.games.twenty_twenty.rules.solver import Solution, Verdict
from sixseq.games.twenty_twenty.rules.survey import DealResult, Survey


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


def made_up_survey(seconds: list[float]) -> Survey:
    """Results for deals 100, 101, … with these solve times; every third one unknown, every
    third one lost."""
    verdicts = [Verdict.WINNABLE, Verdict.UNWINNABLE, Verdict.UNKNOWN]
    return Survey([DealResult(100 + i, verdicts[i % 3], s, nodes=i)
                   for i, s in enumerate(seconds)])


@pytest.mark.parametrize("size", [1, 2, 3, 7, 52, 101, 200])
def test_survey_percentiles_are_nearest_rank(size: int) -> None:
    """The p-th percentile of n times is the smallest time that at least p% of them do not
    exceed (the nearest-rank definition, counted here in whole numbers)."""
    times = [(k + 1) / 1000 for k in range(size)]  # the k-th smallest takes k + 1 ms
    random.Random(size).shuffle(times)
    survey = made_up_survey(times)
    for percent in (0, 1, 10, 50, 99, 100):
        smallest_rank = next(k for k in range(1, size + 1) if 100 * k >= percent * size)
        assert survey.percentile_ms(percent) == pytest.approx(smallest_rank), (percent, size)


def test_survey_summary_counts_times_and_slowest_deals() -> None:
    # 200 deals; the k-th fastest took k × 12.3456 µs: the milliseconds are kept to 3 decimals.
    times = [(k + 1) * 0.0000123456 for k in range(200)]
    times.reverse()  # deal 100 is the slowest, deal 299 the fastest
    summary = made_up_survey(times).summary()
    assert summary["deals"] == 200 and summary["first_deal"] == 100
    assert (summary["winnable"], summary["unwinnable"], summary["unknown"]) == (67, 67, 66)
    assert summary["winnable_fraction"] == pytest.approx(67 / 200)
    assert summary["p50_ms"] == 1.235  # the 100th of 200 times: 1.23456 ms
    assert summary["p99_ms"] == 2.444  # the 198th: 2.4444288 ms
    assert summary["max_ms"] == 2.469
    assert summary["slowest_deal"] == 100
    assert summary["slowest"] == [[100, 2.469], [101, 2.457], [102, 2.444], [103, 2.432],
                                  [104, 2.42]]
    assert summary["unknown_deals"] == list(range(102, 300, 3))


def test_an_empty_survey_summary_has_no_figures() -> None:
    summary = made_up_survey([]).summary()
    assert summary["deals"] == 0 and summary["winnable"] == 0
    assert summary["first_deal"] is None and summary["winnable_fraction"] is None
    assert summary["slowest_deal"] is None and summary["slowest"] == []
    assert summary["p50_ms"] == summary["max_ms"] == 0.0 and summary["unknown_deals"] == []


def test_survey_as_text_names_the_range_and_as_json_its_settings(
        capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run(capsys, "--deals", "4", "--seed", "23")
    assert status == 0
    assert out.splitlines()[0] == "deals 23…26: 4 solved with 1 job(s)"
    assert out.splitlines()[1].split() == ["winnable", "3", "(75.00%)"]  # 25 is lost
    _, out = run(capsys, "--deals", "2", "--seed", "23", "--json", "--max-nodes", "5000")
    summary = json.loads(out)
    assert (summary["seed"], summary["max_nodes"], summary["jobs"]) == (23, 5000, 1)


def test_one_deal_within_a_node_budget(capsys: pytest.CaptureFixture[str]) -> None:
    """The budget reaches the solver; a deal it leaves undecided sets the exit status."""
    status, out = run(capsys, "--deal", "2", "--max-nodes", "3", "--json")
    record = json.loads(out)
    assert status == 1 and record["verdict"] == "unknown" and "solution" not in record
    assert 0 < record["nodes"] <= 3 + 1 and record["ms"] >= 0  # + the node it stopped in
    status, out = run(capsys, "--deal", "2", "--max-nodes", "3")
    assert status == 1 and out.splitlines()[-1].startswith("unknown (")


def test_one_deal_shows_its_cards_time_and_line_as_a_player_writes_them(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """The suits stay symbols in JSON too; the time is in milliseconds (to the microsecond in
    JSON, to a tenth in text); the text gives each pile's cards and the line as moves ``a-b``."""
    from sixseq.games.twenty_twenty.rules import survey
    solve_deal = survey.solve_deal

    def timed(deal: int, max_nodes: int) -> tuple[survey.DealResult, survey.Solution]:
        result, solution = solve_deal(deal, max_nodes)
        return survey.DealResult(deal, result.verdict, 0.0123456, result.nodes), solution
    monkeypatch.setattr(survey, "solve_deal", timed)
    start = Position.deal(0)
    _, out = run(capsys, "--deal", "0", "--json")
    record = json.loads(out)
    assert record["ms"] == 12.346 and record["nodes"] > 0
    assert card_str(start.piles[0][0]) in out  # written as is, not as \u escapes
    status, out = run(capsys, "--deal", "0")
    lines = out.splitlines()
    assert status == 0 and lines[0] == "deal 0 (piles bottom to top, row by row):"
    assert lines[1].split() == ["0:", *(card_str(c) for c in start.piles[0])]
    assert lines[21].startswith("winnable (12.3 ms, ")
    assert lines[22].startswith("solution: ")
    line = tuple(Move.parse(m) for m in lines[22].split()[1:])
    assert replays_to_a_win(start, line)


def test_solve_deal_times_the_solver_and_keeps_its_node_count(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from sixseq.games.twenty_twenty.rules import survey
    clock = iter([100.0, 100.25])  # read once before the solver and once after
    monkeypatch.setattr(survey, "time", SimpleNamespace(perf_counter=lambda: next(clock)))
    result, solution = survey.solve_deal(0)
    assert result == DealResult(0, Verdict.WINNABLE, 0.25, solution.nodes) and solution.nodes > 0


def test_a_survey_refuses_a_winning_line_that_leaves_cards(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from sixseq.games.twenty_twenty.rules import survey

    def lying_solver(position: Position, **_: object) -> Solution:
        return Solution(Verdict.WINNABLE, (position.legal_moves()[0],))
    monkeypatch.setattr(survey, "solve", lying_solver)
    with pytest.raises(RuntimeError, match="deal 0's winning line leaves cards"):
        survey.solve_deal(0)
