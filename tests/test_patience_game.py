"""TT-6 undo/redo without limit, and the JSON record that replays a game exactly (TT-5)."""

import json
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sixseq.games.twenty_twenty.rules.game import MAX_COUNT, Game, RecordError
from sixseq.games.twenty_twenty.rules.position import IllegalMove, Move, Position


def play_randomly(game: Game, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        legal = game.legal_moves()
        if not legal:
            break
        game.apply(rng.choice(legal))


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=10**6),
       st.lists(st.sampled_from(["play", "undo", "redo"]), max_size=80),
       st.randoms(use_true_random=False))
def test_tt6_undo_and_redo_follow_a_simple_model(deal: int, actions: list[str],
                                                  rng: random.Random) -> None:
    game = Game(deal)
    line: list[Move] = []  # the model: moves played, and moves taken back
    undone: list[Move] = []
    undos = 0
    for action in actions:
        if action == "play" and game.legal_moves():
            move = rng.choice(game.legal_moves())
            game.apply(move)
            line.append(move)
            undone.clear()
        elif action == "undo":
            if line:
                assert game.undo() == line[-1]
                undone.append(line.pop())
                undos += 1
            else:
                with pytest.raises(IndexError):
                    game.undo()
        elif action == "redo":
            if undone:
                assert game.redo() == undone[-1]
                line.append(undone.pop())
            else:
                with pytest.raises(IndexError):
                    game.redo()
        assert list(game.moves) == line
        assert game.can_undo == bool(line) and game.can_redo == bool(undone)
        expected = Position.deal(deal)
        for move in line:
            expected = expected.play(move)
        assert game.position == expected
        assert game.undos == undos


def test_tt6_undo_all_the_way_back_to_the_deal() -> None:
    game = Game(7)
    play_randomly(game, random.Random(7), 30)
    played = len(game.moves)
    assert played > 0
    for _ in range(played):
        game.undo()
    assert game.position == game.start == Position.deal(7)
    for _ in range(played):
        game.redo()
    assert len(game.moves) == played and game.undos == played


def test_illegal_move_is_refused_and_leaves_the_game_unchanged() -> None:
    game = Game(0)
    before = game.position
    illegal = next(Move(a, b) for a in range(20) for b in range(a + 1, 20)
                   if not before.is_legal(Move(a, b)))
    with pytest.raises(IllegalMove, match=r"^TT-2"):
        game.apply(illegal)
    assert game.position == before and game.moves == ()


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=10**9), st.randoms(use_true_random=False))
def test_tt5_record_round_trips_exactly(deal: int, rng: random.Random) -> None:
    game = Game(deal)
    play_randomly(game, rng, rng.randint(0, 60))
    if game.can_undo:
        game.undo()
    game.count_hint()
    text = game.to_json()
    record = json.loads(text)
    assert record["version"] == 1 and record["deal"] == deal
    assert record["moves"] == [[m.a, m.b] for m in game.moves]
    again = Game.from_json(text)
    assert again.position == game.position and again.moves == game.moves
    assert (again.undos, again.hints) == (game.undos, game.hints)


def test_tt6_moves_taken_back_can_be_redone_after_the_game_is_saved_and_continued() -> None:
    """TT-6, undo and redo without limit: the record kept only the moves played, so after
    Undo, Save and quit, Continue, Redo was off. The moves taken back are kept, next first."""
    game = Game(7)
    play_randomly(game, random.Random(3), 6)
    played = game.moves
    game.undo()
    game.undo()
    again = Game.from_json(game.to_json())
    assert again.moves == played[:4] and again.can_redo and again.undos == 2
    assert [again.redo(), again.redo()] == list(played[4:]) and not again.can_redo
    assert again.position == Game.from_record(record_of_game(played)).position
    with pytest.raises(RecordError, match=r"^redo move 1 \(\[4, 4\]\) is illegal: TT-2"):
        Game.from_record(dict(json.loads(game.to_json()), redo=[[4, 4]]))


def record_of_game(moves: tuple[Move, ...]) -> dict[str, object]:
    return {"format": "sixseq-20/20", "version": 1, "deal": 7, "moves": [[m.a, m.b] for m in moves]}


def record_of(moves: list[list[int]], **extra: object) -> dict[str, object]:
    return {"format": "sixseq-20/20", "version": 1, "deal": 0, "moves": moves, **extra}


def test_tampered_record_names_the_bad_move() -> None:
    game = Game(0)
    play_randomly(game, random.Random(1), 5)
    moves = [[m.a, m.b] for m in game.moves]
    position = game.position
    bad = next([a, b] for a in range(20) for b in range(a + 1, 20)
               if not position.is_legal(Move(a, b)))
    expected = re.escape(f"move 6 ({json.dumps(bad)}) is illegal: TT-2:")
    with pytest.raises(RecordError, match="^" + expected):
        Game.from_record(record_of([*moves, bad]))
    with pytest.raises(RecordError, match=r"^move 2 \(\[4, 4\]\) is illegal: TT-2"):
        Game.from_record(record_of([moves[0], [4, 4]]))
    with pytest.raises(RecordError, match=r"^move 1 \(\[0, 25\]\) is illegal: TT-1"):
        Game.from_record(record_of([[0, 25]]))


@pytest.mark.parametrize(("record", "message"), [
    ([], "JSON object"),
    ({"format": "chess", "version": 1, "deal": 0, "moves": []}, "not a 20/20 record"),
    (record_of([], version=2), "unknown record version 2"),
    (record_of([], deal=-3), "bad deal number"),
    (record_of([], deal="12"), "bad deal number"),
    ({"format": "sixseq-20/20", "version": 1, "deal": 0, "moves": "1-2"}, "moves must be a list"),
    (record_of([[1, 2, 3]]), r"move 1 \(\[1, 2, 3\]\) is not a \[pile, pile\] pair"),
    (record_of([["1", "2"]]), r"move 1 .* is not a \[pile, pile\] pair"),
    (record_of([[True, 2]]), r"move 1 .* is not a \[pile, pile\] pair"),
    (record_of([], undos=-1), "undos must be"),
    (record_of([], hints="many"), "hints must be"),
    (record_of([], redo="1-2"), "redo must be a list"),
    (record_of([], redo=[[1, 2, 3]]), r"redo move 1 \(\[1, 2, 3\]\) is not a \[pile, pile\] pair"),
])
def test_malformed_records_are_refused_clearly(record: object, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        Game.from_record(record)


def test_record_that_is_not_json() -> None:
    with pytest.raises(RecordError, match="not JSON"):
        Game.from_json("{moves: ")


def test_tt6_statistics_count_each_hint_and_undo_from_zero() -> None:
    """TT-6: the statistics say how many hints and undos a game took, so a new game starts at
    none of either and each hint asked counts one, in the game and in its record."""
    game = Game(7)
    assert (game.undos, game.hints) == (0, 0)
    game.count_hint()
    game.count_hint()
    play_randomly(game, random.Random(2), 3)
    game.undo()
    record = game.to_record()
    assert (game.undos, game.hints) == (1, 2)
    assert (record["undos"], record["hints"]) == (1, 2)
    assert record["format"] == "sixseq-20/20"


def test_tt6_a_record_without_counts_or_format_reads_with_none_of_them() -> None:
    """TT-5, TT-6: the record's format, counts and moves taken back may be left out (a record
    written by hand to share a deal and its moves); it then replays with no undo, hint or redo,
    and the counts' bound itself is a count a record may hold."""
    game = Game.from_record({"version": 1, "deal": 7, "moves": []})
    assert (game.undos, game.hints, game.can_redo) == (0, 0, False)
    assert game.position == Position.deal(7)
    assert Game.from_record(record_of([], undos=MAX_COUNT, hints=MAX_COUNT)).hints == MAX_COUNT
    with pytest.raises(RecordError, match="undos must be"):
        Game.from_record(record_of([], undos=MAX_COUNT + 1))
