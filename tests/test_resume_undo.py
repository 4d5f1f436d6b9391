"""Undo after Continue: a game saved in the middle of the person's turn comes back with the
moves of that turn still undoable, back to the card drawn from the stock (or the forced start
of a Le Carré turn), exactly as before it was saved."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from sixseq.engine.session import Session
from sixseq.games.carre.rules import actions as carre
from sixseq.games.carre.rules.match import replay_match as replay_carre
from sixseq.games.carre.session import CarreSession
from sixseq.games.rami.rules import actions as rami
from sixseq.games.rami.rules.match import replay_match as replay_rami
from sixseq.games.rami.session import RamiSession
from sixseq.games.six_sequences.rules import actions as six
from sixseq.games.six_sequences.rules.match import replay_match as replay_six
from sixseq.games.six_sequences.session import SixSeqSession

# game: (a new session, its resumed session from a match record, the moves a turn may take
# back, the draws that show a hidden card)
GAMES: dict[str, tuple[Callable[[int], Session[Any]], Callable[[Session[Any]], Session[Any]],
                       tuple[type, ...], tuple[type, ...]]] = {
    "rami": (lambda seed: RamiSession.new(2, ["easy"], seed=seed),
             lambda s: RamiSession.resumed(replay_rami(_json(s.rami.record())), s.levels),
             (rami.Lay, rami.Add, rami.Swap), (rami.Draw,)),
    "six-sequences": (lambda seed: SixSeqSession.new(2, False, 1, ["easy"], seed=seed),
                      lambda s: SixSeqSession.resumed(replay_six(_json(s.six.record())),
                                                      s.levels),
                      (six.Lay, six.Add, six.Raid, six.SwapJoker, six.SwapAce),
                      (six.DrawStock,)),
    "carre": (lambda seed: CarreSession.new(1, "easy", False, seed=seed),
              lambda s: CarreSession.resumed(replay_carre(_json(s.carre.record())), s.levels),
              (carre.Move,), (carre.Draw,)),
}


def _json(record: dict[str, Any]) -> Any:
    return json.loads(json.dumps(record))  # as the save file holds it


def mid_turn(session: Session[Any], rng: random.Random, undoable: tuple[type, ...],
             draws: tuple[type, ...]) -> Any:
    """Random play (undoably) until the person has drawn and then made one move that keeps
    the turn; that move."""
    state = session.state
    drawn = False
    for _ in range(3000):
        assert not state.is_over()
        legal = state.legal_actions()
        if state.to_move != session.person:
            state.push(rng.choice(legal))
            drawn = False
            continue
        turn = session.turn_key()
        if not drawn:
            draw = next((a for a in legal if isinstance(a, draws)), None)
            if draw is not None:
                state.push(draw)
                drawn = True
                continue
        if drawn:
            for action in rng.sample(legal, len(legal)):
                if not isinstance(action, undoable):
                    continue
                state.push(action)
                if state.to_move == session.person and session.turn_key() == turn:
                    return action
                state.pop()
        state.push(rng.choice(legal))
        if session.turn_key() != turn:
            drawn = False
    raise AssertionError("no mid-turn position found")


@pytest.mark.parametrize("game", list(GAMES))
def test_a_turn_saved_midway_is_still_undoable_after_continue(game: str) -> None:
    new, resume, undoable, draws = GAMES[game]
    session = new(7)
    move = mid_turn(session, random.Random(7), undoable, draws)
    actions = [str(a) for a in session.state.actions]
    resumed = resume(session)
    assert [str(a) for a in resumed.state.actions] == actions
    assert resumed.can_undo()
    assert resumed.undo() == move
    assert [str(a) for a in resumed.state.actions] == actions[:-1]
    while resumed.can_undo():  # any forced start of the turn is never taken back
        assert not isinstance(resumed.undo(), draws)
    assert isinstance(resumed.state.actions[-1], draws) or game == "carre"
    assert resumed.my_turn()


def test_the_round_s_first_move_saved_is_still_undoable_after_continue() -> None:
    """The person opened the round by taking the discard (RA-TURN-1: a card in view, so
    undoable), and the game was saved: after Continue, Undo takes it back."""
    session = RamiSession.new(2, ["easy"], seed=2)
    assert not session.state.actions and session.my_turn()
    take = next(a for a in session.legal() if isinstance(a, rami.Take))
    assert not isinstance(session.play(take), Exception)
    resumed = RamiSession.resumed(replay_rami(_json(session.rami.record())), session.levels)
    assert resumed.can_undo() and resumed.undo() == take and not resumed.state.actions


def test_the_next_round_is_dealt_only_once_a_round_is_over() -> None:
    session = RamiSession.new(2, ["easy"], seed=2)
    with pytest.raises(ValueError, match="no next round now"):
        session.next_round()
    assert session.rami.round_number == 1 and not session.state.actions
