"""SS-DISCARD-4: claims on a discard with 3 or 4 players, and their priority ruling."""

from helpers import THREE, TWO, a, c, position, texts

from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.observation import UNKNOWN_SEAT
from sixseq.games.six_sequences.rules.table import Phase


def claim_position(east: str, south: str, table: tuple[tuple[int, str], ...] = ()) -> GameState:
    """North (seat 0) is about to discard 7h; East is seat 1, South seat 2. The stock starts
    with cards that make nothing with the others."""
    return position(THREE, ("7h Ko Qo", east, south), table=table, phase=Phase.DISCARD,
                    stock="2c 3s 5d 6o 8t 10o 11s 12d")


def test_claims_open_to_every_player_who_could_use_the_discard() -> None:
    state = claim_position("7s 7c Kd", "8h 9h Kc", table=((1, "2d 3d 4d"),))
    state.apply(a("discard 7h"))
    assert state.phase == Phase.CLAIM and state.to_move == 1
    assert texts(state) == {"claim lay 7s 7c 7h", "pass"}
    # Who else may claim depends on hidden hands: other seats do not see who is asked.
    assert state.observation(0).to_move == UNKNOWN_SEAT
    assert state.observation(1).to_move == 1
    state.apply(a("claim lay 7s 7c 7h"))
    assert state.to_move == 2 and state.observation(2).my_claim is None
    assert texts(state) == {"claim lay 7h 8h 9h", "pass"}


def test_a_sequence_claim_beats_a_nearer_series_claim() -> None:
    state = claim_position("7s 7c Kd", "8h 9h Kc", table=((1, "2d 3d 4d"),))
    state.apply(a("discard 7h"))
    state.apply(a("claim lay 7s 7c 7h"))
    state.apply(a("claim lay 7h 8h 9h"))
    assert state.turn_seat == 2 and state.discard_pile == ()
    laid = state.side_combinations(2)
    assert [x.text(ascii=True) for x in laid] == ["7h 8h 9h"]
    assert state.hand(1) == (c("7s"), c("7c"), c("Kd"))  # East keeps its cards
    state.apply(a("stop"))  # the winner ends its lay-down
    # The winner plays a full turn (refilled to 9 after laying down), then play goes on
    # clockwise from it: East loses its turn.
    assert state.phase == Phase.DISCARD and state.hand_size(2) == 9
    state.apply(a("discard 2c"))
    assert state.turn_seat == 0 and state.phase == Phase.DRAW


def test_between_sequences_the_higher_top_wins() -> None:
    state = claim_position("5h 6h Kd", "8h 9h Kc")
    state.apply(a("discard 7h"))
    state.apply(a("claim lay 5h 6h 7h"))
    state.apply(a("claim lay 7h 8h 9h"))
    assert state.turn_seat == 2


def test_between_series_the_nearest_after_the_discarder_wins() -> None:
    table = ((1, "2d 3d 4d"), (2, "9c 10c 11c"))
    state = claim_position("7s 7c Kd", "7d 7t Kc", table=table)
    state.apply(a("discard 7h"))
    state.apply(a("claim lay 7s 7c 7h"))
    state.apply(a("claim lay 7h 7d 7t"))
    assert state.turn_seat == 1
    assert [x.text(ascii=True) for x in state.side_combinations(1)][-1] == "7s 7c 7h"


def test_nobody_claims_the_next_player_draws_from_the_stock() -> None:
    state = claim_position("7s 7c Kd", "2s", table=((1, "2d 3d 4d"),))
    state.apply(a("discard 7h"))
    state.apply(a("pass"))
    assert state.phase == Phase.DRAW and state.turn_seat == 1
    assert texts(state) == {"draw"}  # with 3 or 4 players the discard is only claimed


def test_a_claim_must_use_the_discard_at_once() -> None:
    state = claim_position("7s 7c 2o 3o 4o", "Kc", table=((1, "2d 3d 4d"),))
    state.apply(a("discard 7h"))
    assert "claim lay 2o 3o 4o" not in texts(state)
    assert not state.is_legal(a("claim lay 2o 3o 4o"))


def test_with_two_players_the_next_player_simply_takes() -> None:
    state = position(TWO, ("7h Ko", "8h 9h"), phase=Phase.DISCARD)
    state.apply(a("discard 7h"))
    assert state.phase == Phase.DRAW and texts(state) == {"draw", "take"}
