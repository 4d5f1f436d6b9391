"""The ``sixseq`` command: no argument opens the window; sub-commands run engines headless."""

from __future__ import annotations

import argparse
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
    from sixseq.patience.solver import DEFAULT_MAX_NODES
    from sixseq.patience.survey import solve_command

    return solve_command(deal=args.deal, deals=args.deals, seed=args.seed, jobs=args.jobs,
                         max_nodes=args.max_nodes or DEFAULT_MAX_NODES, as_json=args.json,
                         out=sys.stdout)


# Each entry declares one sub-command (see DEVELOPERS.md, "Adding a sub-command").
_SUBCOMMANDS: list[Callable[[SubParsers], None]] = [_add_solve]


def main(argv: Sequence[str] | None = None) -> int:
    parser = _build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help(sys.stdout)
        return 0
    handler = args.handler
    result: int = handler(args)
    return result
