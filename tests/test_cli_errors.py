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
    (["arena", "--bots", "hard", "--games", "1", "--budget-ms", "0"], "--budget-ms"),
    (["bench", "monkey", "--events", "0"], "--events"),
    (["bench", "soak", "--minutes", "-1"], "--minutes"),
    (["solve", "--deals", "0"], "--deals"),
    (["solve", "--deals", "1", "--jobs", "0"], "--jobs"),
    (["solve", "--deal", "-1"], "--deal"),
    (["solve", "--deal", "3", "--max-nodes", "0"], "--max-nodes"),
    (["patience", "--deal", "-1"], "--deal"),
])
def test_a_count_below_its_least_value_is_refused_naming_the_option(
        argv: list[str], option: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``selfplay --rounds -3`` printed '0 rounds … 0 invariant violations' and exited 0;
    ``bench core --positions 0`` and ``bench render --frames 0`` ended in a traceback (no
    median of nothing); ``--idle-seconds -1`` printed an idle CPU of 50 %."""
    assert option in _refused(argv, capsys)


@pytest.mark.parametrize("argv", [
    ["selfplay", "--rounds", "1", "--seed", "0", "--json"],
    ["bench", "core", "--positions", "1", "--rounds", "1", "--seed", "0", "--json"],
    ["bench", "render", "--frames", "1", "--idle-seconds", "0", "--no-cold-start", "--json"],
    ["bench", "monkey", "--events", "1", "--seed", "0", "--json"],
    ["bench", "soak", "--minutes", "0", "--seed", "0", "--json"],
    ["arena", "--bots", "hard,easy", "--games", "1", "--seed", "0", "--budget-ms", "1",
     "--jobs", "1", "--json"],
    ["arena", "--bots", "hard,easy", "--games", "1", "--iterations", "1", "--json"],
    ["solve", "--deal", "0", "--max-nodes", "1", "--json"],
    ["solve", "--deals", "1", "--seed", "0", "--jobs", "1", "--max-nodes", "1", "--json"],
    ["--quit-after-frames", "1"],
    ["--quit-after-frames", "1", "patience", "--deal", "0"],
])
def test_each_number_s_least_value_is_taken(argv: list[str], cli_apps: list[object],
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """The other side of the refusals above: the least value each option allows runs (a
    bound one too high would refuse ``--jobs 1`` or ``--seed 0``)."""
    status = cli.main(argv)
    captured = capsys.readouterr()
    assert status != 2 and "must be" not in captured.err, captured.err
    assert captured.out.strip() or cli_apps  # a report, or the window opened


@pytest.mark.parametrize("argv, expected", [
    (["selfplay", "--rounds", "many"], "--rounds: not a whole number: 'many'"),
    (["bench", "monkey", "--events", "1.5"], "--events: not a whole number: '1.5'"),
    (["bench", "render", "--frames", "3", "--idle-seconds", "a while"],
     "--idle-seconds: not a number of seconds: 'a while'"),
    (["bench", "soak", "--minutes", "ten"], "--minutes: not a number of minutes: 'ten'"),
])
def test_a_number_that_is_no_number_is_refused_saying_what_was_expected(
        argv: list[str], expected: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Not argparse's "invalid parse value: 'many'", which names a function of ours."""
    assert expected in _refused(argv, capsys)


@pytest.mark.parametrize("argv", [
    ["selfplay", "--seats", "3", "--teams", "--rounds", "1"],
    ["bench", "core", "--seats", "3", "--teams", "--positions", "1", "--rounds", "1"],
    ["bench", "core", "--teams", "--positions", "1", "--rounds", "1"],
    ["arena", "--bots", "easy", "--seats", "3", "--teams", "--games", "1"],
])
def test_a_table_the_rules_cannot_deal_is_refused_naming_the_rule(
        argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """``bench core --teams`` (its usual tables are of 2 and 4 players) ended in a
    ValueError traceback; selfplay and arena said it in a line, as every command now does."""
    command = " ".join(argv[:2]) if argv[0] == "bench" else argv[0]
    assert _refused(argv, capsys) == f"sixseq {command}: SS-SEAT-1: teams need 4 players\n"


@pytest.mark.parametrize("name, argv", [("selfplay", ["selfplay"]),
                                        ("bench core", ["bench", "core"]),
                                        ("arena", ["arena", "--bots", "easy"])])
def test_a_table_size_the_game_is_not_played_at_is_refused_with_the_sizes_it_is(
        name: str, argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    error = _refused([*argv, "--game", "rami", "--seats", "7"], capsys)
    assert error == f"sixseq {name}: rami is played by 2, 3, 4, 5, 6 players, not 7\n"


@pytest.mark.parametrize("argv, expected", [
    (["bench"], "BENCHMARK"),
    (["arena", "--games", "1"], "--bots"),
    (["arena", "--bots", " , ", "--games", "1"], "--bots needs at least one level"),
    (["selfplay", "--rounds", "1", "--game"], "--game: expected one argument"),
])
def test_what_a_command_cannot_go_without_is_asked_for(
        argv: list[str], expected: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``--game`` with its id forgotten is read before the parser is built: it must leave
    the parser to say so (an index past the words' end was a traceback's to find)."""
    assert expected in _refused(argv, capsys)


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


@pytest.mark.parametrize("argv", [["solve", "--deal", "3"], ["games"]])
def test_output_cut_short_by_a_closed_pipe_ends_quietly(argv: list[str]) -> None:
    """``sixseq solve --deal 3 | head -1`` ended in a BrokenPipeError traceback: a reader
    that stops early (head, a pager closed) is no error of ours to print. A short output
    (``games``) is still in its buffer when the command ends: it must fail there too, and not
    once more as Python exits. The status is 1, as Python's own documentation advises."""
    import os
    import subprocess
    import sys

    buffered = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}  # a shell's
    run = subprocess.Popen([sys.executable, "-m", "sixseq", *argv], env=buffered,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert run.stdout is not None and run.stderr is not None
    run.stdout.close()  # the reader goes away before the program has written anything
    errors = run.stderr.read().decode()
    assert run.wait(timeout=60) == 1
    assert errors == "", errors
