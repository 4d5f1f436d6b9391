"""Bad input on the command line: a one-line error and a non-zero exit, never a traceback nor
figures computed from nonsense."""

from pathlib import Path

import pytest

from sixseq import cli


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The error ``argv`` gets (argparse's exit 2 or a handler's 2), stdout left empty."""
    try:
        status = cli.main(argv)
    except SystemExit as stop:
        status = stop.code  # type: ignore[assignment]
    captured = capsys.readouterr()
    assert status == 2, captured
    assert captured.out == "" and "Traceback" not in captured.err
    return captured.err


@pytest.mark.parametrize("argv, option", [
    (["selfplay", "--rounds", "0"], "--rounds"),
    (["selfplay", "--rounds", "-3"], "--rounds"),
    (["bench", "core", "--positions", "0", "--rounds", "2"], "--positions"),
    (["bench", "core", "--positions", "3", "--rounds", "0"], "--rounds"),
    (["bench", "render", "--frames", "0", "--no-cold-start"], "--frames"),
    (["bench", "render", "--frames", "3", "--idle-seconds", "-1", "--no-cold-start"],
     "--idle-seconds"),
    (["arena", "--bots", "easy", "--games", "0"], "--games"),
    (["arena", "--bots", "easy", "--games", "1", "--jobs", "0"], "--jobs"),
    (["arena", "--bots", "hard", "--games", "1", "--iterations", "0"], "--iterations"),
    (["arena", "--bots", "hard", "--games", "1", "--budget-ms", "-5"], "--budget-ms"),
])
def test_a_count_below_its_least_value_is_refused_naming_the_option(
        argv: list[str], option: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``selfplay --rounds -3`` printed '0 rounds … 0 invariant violations' and exited 0;
    ``bench core --positions 0`` and ``bench render --frames 0`` ended in a traceback (no
    median of nothing); ``--idle-seconds -1`` printed an idle CPU of 50 %."""
    assert option in _refused(argv, capsys)


@pytest.mark.parametrize("seconds", ["inf", "nan", "Infinity", "NaN"])
def test_idle_seconds_that_are_no_number_of_seconds_are_refused(
        seconds: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``--idle-seconds inf`` was taken, and the idle measure then waited for ever (here the
    bench itself is left out: a value taken ends at once, and fails the test)."""
    from sixseq.ui import bench

    monkeypatch.setattr(bench, "bench_render", lambda *args, **kwargs: {})
    error = _refused(["bench", "render", "--frames", "3", "--idle-seconds", seconds,
                      "--no-cold-start"], capsys)
    assert "--idle-seconds" in error and seconds in error


@pytest.mark.parametrize("argv", [
    ["selfplay", "--rounds", "1"],
    ["bench", "core", "--positions", "3", "--rounds", "1"],
    ["arena", "--bots", "easy", "--games", "1"],
    ["bench", "monkey", "--events", "1"],
    ["solve", "--deals", "1"],
])
def test_a_negative_seed_is_refused_naming_the_option(
        argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """``--seed -5`` played exactly the rounds of ``--seed 5`` (``random.Random`` seeds with
    the absolute value) while reporting seed -5, and a round dealt from it wrote a record
    its own replay refuses (a seed is 0 or more): now every command's seed is refused below
    0, as the monkey's and the solver's already were."""
    assert "--seed" in _refused([*argv, "--seed", "-5"], capsys)


def test_bench_render_of_an_unknown_game_is_one_line(
        capsys: pytest.CaptureFixture[str]) -> None:
    """It ended in a StopIteration traceback."""
    error = _refused(["bench", "render", "--game", "bogus", "--frames", "3"], capsys)
    assert "bogus" in error and "six-sequences" in error


@pytest.mark.parametrize("option", [["--seats", "3"], ["--teams"]])
def test_bench_render_offers_no_table_options_it_would_ignore(
        option: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """It times the game's showcase table: ``--seats`` and the game's options (listed in its
    --help) changed nothing."""
    with pytest.raises(SystemExit):
        cli.main(["bench", "render", "--help"])
    assert option[0] not in capsys.readouterr().out
    assert option[0] in _refused(["bench", "render", "--frames", "3", "--no-cold-start",
                                  *option], capsys)


def test_a_screenshot_that_cannot_be_written_is_one_line(
        cli_apps: list[object], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--screenshot`` into a missing folder ended in a pygame.error traceback."""
    target = tmp_path / "no such folder" / "shot.png"
    assert cli.main(["--quit-after-frames", "2", "--screenshot", str(target)]) == 1
    error = capsys.readouterr().err
    assert "Traceback" not in error and len(error.strip().splitlines()) == 1
    assert error.startswith("sixseq: could not save the screenshot") and str(target) in error


@pytest.mark.parametrize("frames", ["0", "-5"])
def test_quit_after_no_frames_is_refused(frames: str,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """``--quit-after-frames -5`` opened and closed the window at once and exited 0."""
    assert "--quit-after-frames" in _refused(["--quit-after-frames", frames], capsys)


def test_output_cut_short_by_a_closed_pipe_ends_quietly() -> None:
    """``sixseq solve --deal 3 | head -1`` ended in a BrokenPipeError traceback: a reader
    that stops early (head, a pager closed) is no error of ours to print."""
    import subprocess
    import sys

    run = subprocess.Popen([sys.executable, "-m", "sixseq", "solve", "--deal", "3"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert run.stdout is not None and run.stderr is not None
    run.stdout.close()  # the reader goes away before the program has written anything
    errors = run.stderr.read().decode()
    run.wait(timeout=60)
    assert "Traceback" not in errors and "BrokenPipeError" not in errors, errors
