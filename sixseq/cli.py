"""The ``sixseq`` command: no argument opens the window; sub-commands run engines headless."""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias

if TYPE_CHECKING:
    from sixseq.engine.game import RulesGame
    from sixseq.storage import DataLock, Paths
    from sixseq.ui.app import App
    from sixseq.ui.shell import Shell


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sixseq",
        description="A desktop card table: French card games against the computer, and a patience "
                    "(`sixseq games` lists them).",
    )
    _add_program_options(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for add in _SUBCOMMANDS:
        add(sub)
    return parser


def _add_program_options(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    """The program's own options, given before any command (the one list of them: see
    :func:`_command_word`)."""
    return [
        parser.add_argument("--quit-after-frames", type=_count(1), metavar="N",
                            help="open the window, draw N frames and quit (smoke tests)"),
        parser.add_argument("--screenshot", metavar="PNG",
                            help="with --quit-after-frames: save the last frame to this file"),
        parser.add_argument("--game", dest="open_game", metavar="ID", choices=_game_ids(),
                            help="open the window on this game: its saved game, else a new one "
                                 "(`sixseq games` lists the ids; a command takes its own "
                                 "--game)"),
    ]


SubParsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


def _add_game_id(p: argparse.ArgumentParser, choices: list[str] | None = None) -> None:
    """A command's ``--game ID`` (``takes_game``: :func:`main` then tells a ``--game`` put
    before the command to move after it)."""
    from sixseq.games.registry import DEFAULT_GAME

    p.add_argument("--game", default=DEFAULT_GAME, metavar="ID", choices=choices,
                   help=f"which game (default {DEFAULT_GAME}; `sixseq games` lists them)")
    p.set_defaults(takes_game=True)


def _add_game(p: argparse.ArgumentParser, command: str) -> None:
    """``--game ID`` and the game's own options (the game named on the command line, read
    before the parser is built: see :func:`main`)."""
    _add_game_id(p)
    p.add_argument("--seats", type=int, default=None,
                   help="players at the table (default: the game's usual number)")
    if command.split()[0] == _COMMAND:  # only the command run imports its game
        game = _named_rules()
        if game is not None:
            game.add_arguments(command, p)


def _named_rules() -> RulesGame | None:
    """The card game ``--game`` names (None when it names no available card game: the
    handler then says so)."""
    from sixseq.games.registry import DEFAULT_GAME, rules_of

    try:
        return rules_of(_GAME_ARG or DEFAULT_GAME)
    except ValueError:
        return None


def _game_and_seats(args: argparse.Namespace) -> tuple[RulesGame, int]:
    """The game and table size asked for (``ValueError`` with a sentence when impossible)."""
    from sixseq.games.registry import rules_of

    game = rules_of(args.game)
    seats = game.default_seats if args.seats is None else args.seats
    if seats not in game.seat_counts:
        raise ValueError(f"{game.id} is played by "
                         f"{', '.join(map(str, game.seat_counts))} players, not {seats}")
    return game, seats


def _options_dealt(game: RulesGame, sizes: Sequence[int], args: argparse.Namespace
                   ) -> dict[str, Any]:
    """The game's options asked for, a table of each size dealt with them once: a table the
    rules refuse (Les Six Séquences' teams of three) fails here, in a line (``ValueError``),
    before any work is done."""
    options = game.options(args)
    for seats in sizes:
        game.deal(seats, args.seed, 0, options)
    return options


def _add_selfplay(sub: SubParsers) -> None:
    p = sub.add_parser("selfplay", help="random legal play of a game, with every invariant "
                                        "checked after every action")
    _add_game(p, "selfplay")
    p.add_argument("--rounds", type=_count(1), default=100, metavar="N",
                   help="rounds to play (default %(default)s)")
    p.add_argument("--seed", type=_count(0), default=0, metavar="S",
                   help="round i is dealt from S + i (default %(default)s)")
    p.add_argument("--no-check", action="store_true", help="skip the invariant checks")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=_selfplay)


def _selfplay(args: argparse.Namespace) -> int:
    from sixseq.engine.selfplay import run_selfplay, selfplay_summary

    try:
        game, seats = _game_and_seats(args)
        options = _options_dealt(game, (seats,), args)
    except ValueError as error:
        print(f"sixseq selfplay: {error}", file=sys.stderr)
        return 2
    report = run_selfplay(game, seats, args.rounds, args.seed, options,
                          check=not args.no_check)
    result = selfplay_summary(game, seats, options, report)
    if args.json:
        print(json.dumps(result))
    else:
        extra = "".join(f", {k} {v}" for k, v in options.items())
        print(f"{game.id}, {seats} seats{extra}: {report.rounds} rounds, {report.actions} "
              f"actions, {result['rounds_per_s']} rounds/s, {result['actions_per_s']} "
              f"actions/s, {len(report.violations)} invariant violations")
        for line in report.violations[:20]:
            print("  " + line)
    return 1 if report.violations else 0


def _add_bench(sub: SubParsers) -> None:
    p = sub.add_parser("bench", help="print speed figures (see each benchmark's --help)")
    benches = p.add_subparsers(dest="bench", metavar="BENCHMARK", required=True)
    for add in _BENCHES:
        add(benches)


def _add_bench_core(sub: SubParsers) -> None:
    p = sub.add_parser("core", help="legal_actions() on mid-round positions, random rounds/s")
    _add_game(p, "bench core")
    p.add_argument("--positions", type=_count(1), default=500, metavar="N",
                   help="mid-round positions legal_actions() is timed on (default %(default)s)")
    p.add_argument("--rounds", type=_count(1), default=200, metavar="N",
                   help="random rounds played for the rounds/s (default %(default)s)")
    p.add_argument("--seed", type=_count(0), default=0, metavar="S",
                   help="the deals the positions and rounds come from (default %(default)s)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=_bench_core)


def _bench_core(args: argparse.Namespace) -> int:
    from sixseq.engine.bench import bench_core

    try:
        game, seats = _game_and_seats(args)
        sizes = game.bench_seats if args.seats is None else (seats,)
        options = _options_dealt(game, sizes, args)
    except ValueError as error:
        print(f"sixseq bench core: {error}", file=sys.stderr)
        return 2
    result = bench_core(game, sizes, args.positions, args.rounds, args.seed, options)
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:26} {value}")
    return 0


def _add_bench_render(sub: SubParsers) -> None:
    p = sub.add_parser("render", help="card table frame times at 1920x1080, idle CPU, cold start")
    # It times the game's showcase table: no --seats nor game options.
    _add_game_id(p, _game_ids())
    p.add_argument("--frames", type=_count(1), default=600, metavar="N",
                   help="frames drawn and timed (default %(default)s)")
    p.add_argument("--idle-seconds", type=_seconds, default=3.0, metavar="S",
                   help="how long the idle table's CPU use is measured (default %(default)s)")
    p.add_argument("--no-cold-start", action="store_true", help="skip the cold start measure")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=_bench_render)


def _bench_render(args: argparse.Namespace) -> int:
    from sixseq.ui.bench import bench_render

    try:
        result = bench_render(args.game, args.frames, idle_seconds=args.idle_seconds,
                              cold_start=not args.no_cold_start)
    except ValueError as error:
        print(f"sixseq bench render: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:20} {value}")
    return 0


def _add_bench_monkey(sub: SubParsers) -> None:
    p = sub.add_parser("monkey", help="random clicks, drags, keys, resizes and leaving the "
                                      "window, across every screen, headless; counts errors "
                                      "(must be 0)")
    p.add_argument("--events", type=_count(1), default=5000, metavar="N",
                   help="events to send (default %(default)s)")
    _add_monkey_seed(p)
    p.add_argument("--home", metavar="DIR",
                   help="folder for its settings and saves (default: a fresh temporary one)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=_bench_monkey)


def _add_monkey_seed(p: argparse.ArgumentParser) -> None:
    p.add_argument("--seed", type=_count(0), default=0, metavar="S",
                   help="the same seed sends the same events (default %(default)s)")


@contextmanager
def _headless_home(prefix: str, chosen: str | None = None) -> Iterator[Path]:
    """The folder a headless run of the program keeps its files in (``chosen``, else a fresh
    temporary one), with no display or audio device needed."""
    import tempfile

    from sixseq.logs import configure_logging
    from sixseq.ui.bench import dummy_display

    dummy_display()
    with tempfile.TemporaryDirectory(prefix=prefix) as temporary:
        home = Path(chosen or temporary)
        configure_logging(home / "logs")  # the program's own warnings stay in its log
        yield home


def _bench_monkey(args: argparse.Namespace) -> int:
    with _headless_home("sixseq-monkey-", args.home) as home:
        from sixseq.ui.monkey import run_monkey

        report = run_monkey(args.events, args.seed, home)
    summary = report.summary()
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"monkey (seed {args.seed}): {report.events} events sent in "
              f"{summary['seconds']} s, {len(report.errors)} errors, "
              f"{report.checks} positions checked, {report.restarts} restarts")
        for key, counts in (("gestures", report.gestures), ("scenes", report.scenes)):
            print(f"  {key}: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
        for line in report.errors:
            print(f"  error: {line}")
    return 1 if report.errors else 0


def _count(minimum: int) -> Callable[[str], int]:
    """An argparse type: a whole number ≥ ``minimum``."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be at least {minimum}, not {value}")
        return value
    return parse


def _duration(unit: str) -> Callable[[str], float]:
    """An argparse type: a number of ``unit`` (seconds, minutes), 0 or more (never infinite:
    a measure that long never ends; nor nan)."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number of {unit}: {text!r}") from None
        if not math.isfinite(value):
            raise argparse.ArgumentTypeError(f"not a number of {unit}: {text}")
        if value < 0:
            raise argparse.ArgumentTypeError(f"must be 0 or more, not {text}")
        return value
    return parse


_seconds = _duration("seconds")


def _add_solve(sub: SubParsers) -> None:
    parser = sub.add_parser(
        "solve", help="decide 20/20 deals with the exact solver (TT-7)",
        description="Solve one 20/20 deal (its piles, verdict and a winning line), or survey a "
                    "range of deals: how many are winnable, and how long the solver takes.")
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--deal", type=_count(0), metavar="N", help="solve deal N")
    which.add_argument("--deals", type=_count(1), metavar="N", help="survey N deals")
    parser.add_argument("--seed", type=_count(0), default=0, metavar="S",
                        help="first deal of a survey (default 0)")
    parser.add_argument("--jobs", type=_count(1), default=1, metavar="J",
                        help="worker processes for a survey, e.g. one per core (default 1)")
    parser.add_argument("--max-nodes", type=_count(1), default=None, metavar="K",
                        help="search nodes per deal before answering 'unknown'")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(handler=_run_solve)


def _run_solve(args: argparse.Namespace) -> int:
    from sixseq.games.twenty_twenty.rules.solver import DEFAULT_MAX_NODES
    from sixseq.games.twenty_twenty.rules.survey import solve_command

    return solve_command(deal=args.deal, deals=args.deals, seed=args.seed, jobs=args.jobs,
                         max_nodes=args.max_nodes or DEFAULT_MAX_NODES, as_json=args.json,
                         out=sys.stdout)


def _add_patience(sub: SubParsers) -> None:
    parser = sub.add_parser(
        "patience", help="play the 20/20 patience in a window",
        description="Open the 20/20 patience: resume the game in progress, or deal a new one "
                    "(a winnable one when that option is on); --deal opens a given deal.")
    parser.add_argument("--deal", type=_count(0), metavar="N", help="play deal N")
    parser.set_defaults(handler=_run_patience)


def _run_patience(args: argparse.Namespace) -> int:
    from sixseq.games.twenty_twenty.ui import GAME

    return _window(lambda app, _shell: app.switch(GAME.open_deal(app, args.deal)),
                   args.quit_after_frames, args.screenshot)


def _window(opening: Callable[[App, Shell], None] | None, max_frames: int | None,
            screenshot: str | None) -> int:
    """The program's window: the shell on its main menu, then what ``opening`` opens. When
    another sixseq window already plays these games (:class:`~sixseq.storage.DataLock`), this
    one only says so, and writes nothing: two windows would save over each other."""
    from sixseq.storage import DataLock, Paths

    paths = Paths.default()
    lock = DataLock(paths)
    try:
        app = _start_app(paths, opening, lock)
        return _run_window(app, max_frames, screenshot)
    finally:
        lock.release()


def _start_app(paths: Paths, opening: Callable[[App, Shell], None] | None,
               lock: DataLock) -> App:
    """The window with the saved settings and the shell on its main menu, logging to the
    user's log folder (a bad settings file is set aside and the player told), coming to the
    front when sixseq is launched again; when another window holds ``lock``, the window that
    says so, having knocked for that one to come to the front."""
    import logging

    from sixseq import __version__
    from sixseq.crash import catch_everything
    from sixseq.logs import configure_logging
    from sixseq.settings import load_settings
    from sixseq.storage import clean_temporary_files
    from sixseq.ui.app import App
    from sixseq.ui.menu import AlreadyOpen
    from sixseq.ui.shell import Shell

    catch_everything(configure_logging(paths.logs))
    log = logging.getLogger("sixseq")
    log.info("sixseq %s starts; data in %s", __version__, paths.data)
    alone = lock.acquire()
    settings, notice = load_settings(paths, set_aside=alone)  # a second window moves nothing
    app = App(settings=settings, paths=paths)
    if not alone:
        log.warning("another sixseq window plays the games in %s; this one only says so",
                    paths.data)
        lock.knock()
        app.read_only = True
        app.switch(AlreadyOpen(app))
        return app
    app.knocked = lock.knocked
    clean_temporary_files(paths)  # what a crash in the middle of a write left behind
    shell = Shell(app)
    shell.start(settings_notice=notice)
    if opening is not None:
        opening(app, shell)
    return app


def _add_arena(sub: SubParsers) -> None:
    from sixseq.engine.search import DEFAULT_BUDGET_MS

    p = sub.add_parser("arena", help="computer players against each other: win rates, times")
    _add_game(p, "arena")
    p.add_argument("--bots", required=True,
                   help="comma-separated levels, e.g. hard,medium (random, easy, medium, hard)")
    p.add_argument("--games", type=_count(1), default=100, metavar="N", help="rounds to play")
    p.add_argument("--seed", type=_count(0), default=0, metavar="S",
                   help="the rounds' deals: the same seed deals the same rounds "
                        "(default %(default)s)")
    p.add_argument("--budget-ms", type=_count(1), default=None, metavar="MS",
                   help=f"hard's thinking time per turn (default {DEFAULT_BUDGET_MS})")
    p.add_argument("--iterations", type=_count(1), default=None, metavar="N",
                   help="hard: samples per decision instead of a time budget (replayable)")
    p.add_argument("--jobs", type=_count(1), default=1, metavar="J",
                   help="rounds played at once, one process each (hard then uses one core)")
    p.add_argument("--whole-games", action="store_true",
                   help="play whole games (sixte: to 6 points) instead of rounds; --games "
                        "counts them")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=_arena)


def _arena(args: argparse.Namespace) -> int:
    from sixseq.engine.arena import (
        ArenaSpec,
        format_games,
        format_summary,
        print_progress,
        run_arena,
    )

    bots = tuple(b.strip() for b in args.bots.split(",") if b.strip())
    try:
        game, seats = _game_and_seats(args)
        options = _options_dealt(game, (seats,), args)
        if not bots:
            raise ValueError("--bots needs at least one level")
        spec = ArenaSpec(game.id, bots, seats, args.games, args.seed, args.budget_ms,
                         args.iterations, args.jobs, tuple(options.items()))
        if args.whole_games:
            summary = game.whole_games(spec)
            if summary is None:
                raise ValueError(f"--whole-games: {game.id}'s arena plays rounds only")
            text = format_games
        else:
            summary = run_arena(spec, print_progress).summary()
            text = format_summary
    except ValueError as error:
        print(f"sixseq arena: {error}", file=sys.stderr)
        return 2
    print(json.dumps(summary) if args.json else text(summary))
    return 1 if summary["illegal"] else 0


def _add_games(sub: SubParsers) -> None:
    p = sub.add_parser("games", help="the games: id, name, players (one per line)")
    p.add_argument("--json", action="store_true",
                   help="a list of objects: id, name, players, deck, available")
    p.set_defaults(handler=_games)


def _games(args: argparse.Namespace) -> int:
    from sixseq.games.registry import listing

    games = listing()
    if args.json:
        print(json.dumps(games, ensure_ascii=False))
    else:
        for g in games:
            state = "" if g["available"] else "  (coming)"
            print(f"{g['id']}\t{g['name']}\t{g['players']}{state}")
    return 0


def _game_ids() -> list[str]:
    from sixseq.games.registry import available

    return [g.id for g in available()]


def _add_new(sub: SubParsers) -> None:
    from sixseq.games.registry import available

    p = sub.add_parser("new", help="open the window on a new game (the desktop entry's actions)",
                       description="Open the window and start a new game of GAME at once, with "
                                   "the table last chosen (the desktop menu's New game actions).")
    p.add_argument("game", choices=[g.id for g in available()], metavar="GAME",
                   help=", ".join(g.id for g in available()))
    p.set_defaults(handler=_new)


def _new(args: argparse.Namespace) -> int:
    return _window(lambda _app, shell: shell.start_with_last_options(args.game),
                   args.quit_after_frames, args.screenshot)


def _add_install_desktop(sub: SubParsers) -> None:
    p = sub.add_parser(
        "install-desktop", help="put sixseq in the desktop's menu (Linux)",
        description="Write sixseq's desktop entry (with a New game action per game), its icons "
                    "at every size and its AppStream metainfo into your XDG data folder "
                    "($XDG_DATA_HOME, else ~/.local/share), pointing at this program.")
    p.add_argument("--uninstall", action="store_true", help="remove those files again")
    p.set_defaults(handler=_install_desktop)


def _install_desktop(args: argparse.Namespace) -> int:
    from sixseq import desktop

    if sys.platform in ("win32", "darwin"):
        print("sixseq install-desktop: this is for Linux desktops (on Windows and macOS, use "
              "the bundle: see the README)", file=sys.stderr)
        return 2
    home = desktop.data_home()
    try:
        if args.uninstall:
            files = desktop.uninstall(home)
            print(f"removed {len(files)} files of sixseq from {home}")
        else:
            command = desktop.program_command()
            files = desktop.install(home, command)
            print(f"sixseq is in the desktop's menu, starting {' '.join(command)}")
    except OSError as error:
        print(f"sixseq install-desktop: could not write in {home}: {error}", file=sys.stderr)
        return 1
    for path in files:
        print(f"  {path}")
    return 0


def _add_bench_soak(sub: SubParsers) -> None:
    p = sub.add_parser("soak", help="a long session in one process (the monkey, never closing "
                                    "the window): memory, threads, open files, frame times "
                                    "at the start and the end")
    p.add_argument("--minutes", type=_duration("minutes"), default=10.0, metavar="M",
                   help="wall-clock minutes to play (default %(default)s)")
    _add_monkey_seed(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=_bench_soak)


def _bench_soak(args: argparse.Namespace) -> int:
    with _headless_home("sixseq-soak-") as home:
        from sixseq.ui.soak import soak

        result = soak(args.minutes, args.seed, home)
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            if key != "samples":
                print(f"{key:26} {value}")
    return 1 if result["errors"] or result["threads_left_after_quit"] else 0


# Each entry declares one benchmark of ``sixseq bench``.
_BENCHES: list[Callable[[SubParsers], None]] = [_add_bench_core, _add_bench_render,
                                                  _add_bench_monkey, _add_bench_soak]

# Each entry declares one sub-command (see DEVELOPERS.md, "Adding a sub-command").
_SUBCOMMANDS: list[Callable[[SubParsers], None]] = [_add_games, _add_selfplay, _add_solve,
                                                    _add_bench, _add_patience, _add_arena,
                                                    _add_new, _add_install_desktop]


def _open_window(max_frames: int | None = None, screenshot: str | None = None) -> int:
    """``sixseq`` alone: the window on the main menu."""
    return _window(None, max_frames, screenshot)


def _open_game(game_id: str, max_frames: int | None = None, screenshot: str | None = None
               ) -> int:
    """``sixseq --game ID``: the window on that game, its saved game resumed (never
    abandoned), else a new one with the table last chosen."""
    return _window(lambda _app, shell: shell.open_game(game_id), max_frames, screenshot)


def _run_window(app: App, max_frames: int | None, screenshot: str | None) -> int:
    """Run the window (``max_frames`` frames at most); ``screenshot`` saves its last frame,
    whichever command opened it."""
    import pygame

    status = app.run(max_frames)
    if screenshot:
        try:
            app.screenshot(Path(screenshot))
        except (pygame.error, OSError) as error:
            print(f"sixseq: could not save the screenshot to {screenshot}: {error}",
                  file=sys.stderr)
            return 1
    return status


def _game_argument(argv: Sequence[str]) -> str | None:
    """``--game ID`` as given, read before the parser is built (each game adds its own
    options to the commands that take ``--game``)."""
    for i, word in enumerate(argv):
        if word == "--game" and i + 1 < len(argv):
            return argv[i + 1]
        if word.startswith("--game="):
            return word.partition("=")[2]
    return None


def _command_word(argv: Sequence[str]) -> str | None:
    """The command named, read before the parser is built: the first word that is neither an
    option nor the value of one of the program's own options (as the parser defines them)."""
    options = _add_program_options(argparse.ArgumentParser(add_help=False))
    takes_value = {name for option in options if option.nargs != 0
                   for name in option.option_strings}
    skip = False
    for word in argv:
        if skip:
            skip = False
        elif word in takes_value:
            skip = True
        elif not word.startswith("-"):
            return word
    return None


_GAME_ARG: str | None = None
_COMMAND: str | None = None


def main(argv: Sequence[str] | None = None) -> int:
    global _GAME_ARG, _COMMAND
    words = list(sys.argv[1:] if argv is None else argv)
    _GAME_ARG = _game_argument(words)
    _COMMAND = _command_word(words)
    parser = _build_parser()
    args = parser.parse_args(words)
    if args.command is not None and args.open_game is not None:
        if getattr(args, "takes_game", False):
            moved = [w for i, w in enumerate(words) if w != "--game"
                     and (i == 0 or words[i - 1] != "--game") and not w.startswith("--game=")]
            parser.error(f"put --game after the command: sixseq {' '.join(moved)} --game "
                         f"{args.open_game}")
        parser.error(f"--game {args.open_game} opens the window on that game: give it without "
                     f"a command (sixseq --game {args.open_game})")
    if args.open_game is not None:
        return _open_game(args.open_game, args.quit_after_frames, args.screenshot)
    if args.command is None:
        return _open_window(args.quit_after_frames, args.screenshot)
    handler = args.handler
    try:
        result: int = handler(args)
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader stopped early (``| head``, a pager closed): no error of ours to print.
        # Python would still flush at exit into the closed pipe, so stdout goes to nothing.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return result
