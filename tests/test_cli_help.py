"""``sixseq --help`` and every command's ``--help`` explain every option they list."""

import argparse
from collections.abc import Iterator

import pytest

from sixseq import cli
from sixseq.games.registry import card_games


def _options(parser: argparse.ArgumentParser, command: str
             ) -> Iterator[tuple[str, argparse.Action]]:
    """Every option and argument of ``parser`` and of its commands, with the command line
    that lists it."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from _options(sub, f"{command} {name}")
        else:
            yield command, action


@pytest.mark.parametrize("game", [g.id for g in card_games()])
def test_every_option_of_every_command_has_a_help(game: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """``sixseq selfplay --help`` listed --rounds, --seed and --json with no word on what
    they do (and so did arena, bench core, bench render and bench monkey). A game adds its own
    options to the command run (see ``cli._add_game``): each game is asked for every
    command."""
    silent = set()
    for command in ("selfplay", "bench", "arena", None):
        monkeypatch.setattr(cli, "_GAME_ARG", game)
        monkeypatch.setattr(cli, "_COMMAND", command)
        for where, action in _options(cli._build_parser(), "sixseq"):
            if not action.help or action.help == argparse.SUPPRESS:
                silent.add(f"{where} {'/'.join(action.option_strings) or action.dest}")
    assert not silent, sorted(silent)
