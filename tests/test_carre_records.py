"""Records of Le Carré games and matches: they replay exactly, and malformed or tampered ones
are refused with a ``RecordError`` before anything is built from them."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from test_carre_support import fingerprint, play_random

from sixseq.decks.standard import parse_card
from sixseq.engine.record import RecordError
from sixseq.games.carre.rules.actions import MAX_TEXT, Draw, EndTurn, Move, parse_action
from sixseq.games.carre.rules.match import MAX_GAMES, Match, replay_match
from sixseq.games.carre.rules.places import HAND, parse_place
from sixseq.games.carre.rules.record import game_record, replay_game
from sixseq.games.carre.rules.state import CarreState


def played(seed: int, variant: bool, stop_turn: int | None = None) -> CarreState:
    state = CarreState(seed, seed % 2, variant)
    play_random(state, random.Random(seed), stop_turn)
    return state


@pytest.mark.parametrize("variant", [False, True])
def test_a_game_record_replays_exactly(variant: bool) -> None:
    for seed in range(6):
        for stop in (None, 3):
            state = played(seed, variant, stop)
            record = json.loads(json.dumps(game_record(state)))
            assert record["kind"] == "carre-round" and record["variant"] is variant
            again = replay_game(record)
            assert fingerprint(again)[:-2] == fingerprint(state)[:-2]
            assert again.legal_actions() == state.legal_actions()


def tampered(record: dict[str, Any], **changes: Any) -> dict[str, Any]:
    return {**record, **changes}


def test_tampered_game_records_are_refused() -> None:
    record = game_record(played(3, False))
    actions = record["actions"]
    bad = [
        "not a record",
        tampered(record, version=2),
        tampered(record, kind="carre-match"),
        tampered(record, seed=-1),
        tampered(record, seed=2**64),
        tampered(record, seed="7"),
        tampered(record, first=2),
        tampered(record, first=True),
        tampered(record, variant="libre"),
        tampered(record, actions="draw"),
        tampered(record, actions=[*actions[:5], 17]),
        tampered(record, actions=[*actions[:5], "x" * 1000]),
        tampered(record, actions=["end", *actions]),  # before the draw: CA-TURN-1
        tampered(record, actions=[*actions[:3], "Kz h>a1"]),
        tampered(record, actions=[*actions, "draw"]),  # after the end
        tampered(record, variant=True),  # another game's deal: the actions fail
    ]
    for data in bad:
        with pytest.raises(RecordError):
            replay_game(data)
    missing = dict(record)
    del missing["first"]
    with pytest.raises(RecordError):
        replay_game(missing)


def test_an_illegal_recorded_action_is_named() -> None:
    record = game_record(played(4, False))
    record["actions"] = ["draw", "5h h>l1"]
    with pytest.raises(RecordError) as info:
        replay_game(record)
    assert "action 2" in str(info.value)


def finish(match: Match) -> None:
    while True:
        play_random(match.game, random.Random(match.game_number))
        if match.is_over():
            return
        match.next_game()


@pytest.mark.parametrize("variant", [False, True])
def test_a_match_record_replays_exactly_mid_game_too(variant: bool) -> None:
    match = Match(games=3, seed=21, variant=variant)
    finish(match)
    again = replay_match(json.loads(json.dumps(match.record())))
    assert again.wins() == match.wins() and again.margins() == match.margins()
    assert again.is_over() and again.variant == variant
    half = Match(games=3, seed=22, variant=variant)
    play_random(half.game, random.Random(1))
    half.next_game()
    play_random(half.game, random.Random(2), stop_turn=2)
    again = replay_match(half.record())
    assert again.game_number == 2 and not again.game.is_over()
    assert fingerprint(again.game)[:-2] == fingerprint(half.game)[:-2]


def test_tampered_match_records_are_refused() -> None:
    match = Match(games=2, seed=8)
    finish(match)
    record = match.record()
    games = record["played"]
    bad = [
        tampered(record, games=0),
        tampered(record, games=MAX_GAMES + 1),
        tampered(record, games=10**12),
        tampered(record, kind="carre-round"),
        tampered(record, played=[]),
        tampered(record, played="draw"),
        tampered(record, played=[*games, []]),  # more games than the match holds
        tampered(record, played=[games[0][:10], games[1]]),  # an unfinished game, then one
        tampered(record, played=[games[0], ["draw", 5]]),
        tampered(record, variant=1),
    ]
    for data in bad:
        with pytest.raises(RecordError):
            replay_match(data)


def test_actions_are_written_in_ascii_and_read_back_in_either_form() -> None:
    """Records hold the ASCII notation (``5h h>b2``); the card glyphs read back the same, and
    a text of up to MAX_TEXT characters, spaces included, is read."""
    move = Move(parse_card("5h"), HAND, parse_place("b2"))
    assert [str(Draw()), str(EndTurn()), str(move)] == ["draw", "end", "5h h>b2"]
    assert move.text(ascii=False) == "5♥ h>b2"
    assert parse_action(move.text(ascii=False)) == move == parse_action(str(move))
    assert parse_action("draw".center(MAX_TEXT)) == Draw()
    with pytest.raises(ValueError):
        parse_action("draw".center(MAX_TEXT + 1))
    for no_move in ("5h a1>h", "5h l1>a1", "5h h>h"):  # a card goes to the table only
        with pytest.raises(ValueError):
            parse_action(no_move)


def test_ca_end_3_a_match_is_of_one_game_unless_chosen_and_of_fifteen_at_most() -> None:
    """CA-END-3: one game by default, in the base game; 1 to MAX_GAMES games; a match of one
    game replays from its record, its game in play undoable move by move."""
    default = Match()
    assert default.games == 1 and not default.game.variant
    assert Match(games=MAX_GAMES).games == MAX_GAMES
    with pytest.raises(ValueError, match="CA-END-3"):
        Match(games=MAX_GAMES + 1)
    single = Match(games=1, seed=4)
    play_random(single.game, random.Random(4), stop_turn=3)
    again = replay_match(json.loads(json.dumps(single.record())))
    assert again.games == 1 and fingerprint(again.game)[:-2] == fingerprint(single.game)[:-2]
    assert again.game.undo_depth == len(single.game.actions) > 0


def test_every_game_of_a_variant_match_is_played_in_the_variant() -> None:
    """CA-VAR: the variant is chosen at the start, for the whole match."""
    match = Match(games=2, seed=9, variant=True)
    play_random(match.game, random.Random(1))
    assert match.game.variant and match.next_game().variant


def test_a_match_record_names_the_game_it_fails_in() -> None:
    match = Match(games=2, seed=8)
    finish(match)
    games = match.record()["played"]
    for played_games, game in (([games[0], ["draw", 5]], "game 2: "),
                               ([games[0], ["end"]], "game 2: "),
                               ([games[0][:10], games[1]], "game 1 is unfinished")):
        with pytest.raises(RecordError) as info:
            replay_match(tampered(match.record(), played=played_games))
        assert game in str(info.value), str(info.value)
