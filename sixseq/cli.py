"""The ``sixseq`` command: no argument opens the window; sub-commands run engines headless."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import TypeAlias


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sixseq",
        description="Les Six Séquences and the 20/20 patience for the six-suit, 120-card deck.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for add in _SUBCOMMANDS:
        add(sub)
    return parser


SubParsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


def _add_selfplay(sub: SubParsers) -> None:
    p = sub.add_parser("selfplay", help="random legal play of Les Six Séquences, with checks")
    p.add_argument("--seats", type=int, choices=(2, 3, 4), default=2)
    p.add_argument("--teams", action="store_true", help="two teams of two (needs --seats 4)")
    p.add_argument("--rounds", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--no-check", action="store_true", help="skip the invariant checks")
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=_selfplay)


def _selfplay(args: argparse.Namespace) -> int:
    from sixseq.core.selfplay import run_selfplay
    from sixseq.core.table import TableConfig

    try:
        config = TableConfig(args.seats, args.teams)
    except ValueError as error:
        print(f"sixseq selfplay: {error}", file=sys.stderr)
        return 2
    report = run_selfplay(config, args.rounds, args.seed, check=not args.no_check)
    result = {
        "seats": args.seats, "teams": args.teams, "rounds": report.rounds,
        "actions": report.actions, "seconds": round(report.seconds, 3),
        "rounds_per_s": round(report.rounds_per_s, 1),
        "actions_per_s": round(report.actions / report.seconds) if report.seconds else 0,
        "violations": len(report.violations),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{config.label()}: {report.rounds} rounds, {report.actions} actions, "
              f"{result['rounds_per_s']} rounds/s, {result['actions_per_s']} actions/s, "
              f"{len(report.violations)} invariant violations")
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
    p.add_argument("--positions", type=int, default=500)
    p.add_argument("--rounds", type=int, default=200)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=_bench_core)


def _bench_core(args: argparse.Namespace) -> int:
    from sixseq.core.bench import bench_core

    result = bench_core(args.positions, args.rounds, args.seed)
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:26} {value}")
    return 0


# Each entry declares one benchmark of ``sixseq bench``.
_BENCHES: list[Callable[[SubParsers], None]] = [_add_bench_core]

# Each entry declares one sub-command (see DEVELOPERS.md, "Adding a sub-command").
_SUBCOMMANDS: list[Callable[[SubParsers], None]] = [_add_selfplay, _add_bench]


def main(argv: Sequence[str] | None = None) -> int:
    parser = _build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help(sys.stdout)
        return 0
    handler = args.handler
    result: int = handler(args)
    return result
