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

# Each entry declares one sub-command (see DEVELOPERS.md, "Adding a sub-command").
_SUBCOMMANDS: list[Callable[[SubParsers], None]] = []


def main(argv: Sequence[str] | None = None) -> int:
    parser = _build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help(sys.stdout)
        return 0
    handler = args.handler
    result: int = handler(args)
    return result
