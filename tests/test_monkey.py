"""The monkey: thousands of random clicks, drags, keys, resizes and window closes across every
screen, with the rules' invariants checked after each event; no error is allowed."""

import json
from pathlib import Path

import pytest

from sixseq import cli
from sixseq.games.registry import available
from sixseq.ui.monkey import Monkey
from sixseq.ui.pause import PauseMenu
from sixseq.ui.shell import Shell


def test_a_short_monkey_run_visits_every_screen_without_an_error(tmp_path: Path) -> None:
    report = Monkey(tmp_path, seed=1).run(3000)
    assert report.errors == []
    assert report.events >= 3000 and report.checks > 50
    # Which tables 3,000 events reach depends on how fast the computer players answer (real
    # threads); going to the least played game, it visits several and plays in them.
    # (``sixseq bench monkey`` over 20,000 events is where every game must reach 100 moves.)
    assert {"MainMenu", "PauseMenu"} <= set(report.scenes) and len(report.scenes) >= 5
    tables = {name for name in report.scenes if name.endswith(("Table", "Scene"))}
    assert len(tables) >= 3
    assert len(report.actions) >= 3 and set(report.actions) <= {i.id for i in available()}
    assert report.gestures["resize"] > 0 and report.gestures["drag"] > 0
    assert report.gestures["away"] > 0
    assert report.gestures["other_button"] > 0 and report.gestures["broken_drag"] > 0
    assert report.restarts > 0  # closed and opened again on its own saves


def test_the_monkey_counts_an_exception_as_an_error(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Any game's table is broken: the monkey soon opens one, whatever the machine's speed
    (the rules page, broken before, was reached only on some paths: the monkey waits for the
    computer players in real time, so a loaded machine took another path)."""
    from sixseq.games.twenty_twenty.view.scene import PatienceScene
    from sixseq.ui.table.scene import CardTable

    def broken(self: object, dt: float) -> None:
        raise RuntimeError("the table is broken")

    monkeypatch.setattr(CardTable, "update", broken)
    monkeypatch.setattr(PatienceScene, "update", broken)
    report = Monkey(tmp_path, seed=5).run(200)
    assert report.errors and "the table is broken" in report.errors[0]


def test_the_monkey_counts_a_computer_player_s_failure_as_an_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A computer player that fails is replaced by a safe move, so the game goes on and
    nothing on screen shows it: Rami's Hard failed on every joker a person threw away, and
    20,000 monkey events saw nothing. The monkey now reads the guard's log."""
    from sixseq.games.carre.bots.medium import PlanningBot
    from sixseq.games.rami.bots.medium import MediumBot as RamiMedium
    from sixseq.games.six_sequences.bots.easy import EasyBot as SixSeqEasy
    from sixseq.games.six_sequences.bots.medium import MediumBot as SixSeqMedium
    from sixseq.games.sixte.bots.medium import MediumBot as SixteMedium

    def broken(self: object, obs: object) -> None:
        raise RuntimeError("the bot is broken")

    for bot in (PlanningBot, RamiMedium, SixSeqEasy, SixSeqMedium, SixteMedium):
        monkeypatch.setattr(bot, "choose", broken)
    monkey = Monkey(tmp_path, seed=5)
    shell = monkey.app.host
    assert isinstance(shell, Shell)
    shell.start_with_last_options("six-sequences")  # computer players at once, whatever path
    report = monkey.run(400)
    assert report.errors and "computer player failed" in report.errors[0]
    assert "the bot is broken" in report.errors[0]


def test_sixseq_bench_monkey_prints_its_figures(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench", "monkey", "--events", "300", "--seed", "1", "--home",
                     str(tmp_path), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["errors"] == 0 and result["events"] >= 300
    assert (tmp_path / "logs" / "sixseq.log").exists()


def test_the_monkey_leaves_the_window_and_comes_back(tmp_path: Path) -> None:
    """Pausing and resuming on the window's events is exercised with everything else: away
    (another window in front, minimised), the game waits under its menu; the monkey comes
    back as the window manager says it, or stays away until a click brings it back."""
    monkey = Monkey(tmp_path, seed=3)
    shell = monkey.app.host
    assert isinstance(shell, Shell)
    shell.start_with_last_options("rami")
    table = monkey.app.scene
    seen = set()
    for _ in range(30):
        monkey.away()
        away = monkey.app.away
        seen.add(away)
        assert isinstance(monkey.app.scene, PauseMenu) if away else monkey.app.scene is table
    assert seen == {True, False}
    if monkey.app.away:
        monkey.click_anywhere()
    assert not monkey.app.away and monkey.app.scene is table
    monkey.app.quit()
