"""A person at every match game's table doing anything, at any moment: a random legal play,
an undo, a hint, saving and continuing (the save replayed through the rules, as Continue does),
the next round. After every step: a hint asked is answered with a legal move, and a continued
game is the same game — its actions, what the person sees, and how far undo goes."""

from __future__ import annotations

import json
import logging
import random
import time
from collections.abc import Callable
from typing import Any

import pytest

from sixseq.engine.session import Session
from sixseq.games.carre.bots.base import make_bot as carre_bot
from sixseq.games.carre.rules.match import replay_match as replay_carre
from sixseq.games.carre.session import CarreSession
from sixseq.games.rami.bots.base import make_bot as rami_bot
from sixseq.games.rami.rules.match import replay_match as replay_rami
from sixseq.games.rami.session import RamiSession
from sixseq.games.six_sequences.bots.base import make_bot as six_bot
from sixseq.games.six_sequences.rules.match import replay_match as replay_six
from sixseq.games.six_sequences.session import SixSeqSession
from sixseq.games.sixte.session import SixteSession
from sixseq.games.sixte.ui import GAME as SIXTE

Tables = Callable[[random.Random, int], tuple[Session[Any], Callable[[Session[Any]], Any]]]


def _saved(record: dict[str, Any]) -> Any:
    return json.loads(json.dumps(record))  # as the file holds it


def _level(rng: random.Random) -> str:
    return rng.choice(["random", "easy", "medium"])


def _rami(rng: random.Random, seed: int) -> tuple[Session[Any], Callable[[Any], Any]]:
    session = RamiSession.new(rng.choice([2, 3, 6]), [_level(rng) for _ in range(5)],
                              open51=rng.random() < 0.5, seed=seed)
    session.hint_bot = rami_bot("hard", seed, iterations=2)  # searching, but quickly
    return session, lambda s: RamiSession.resumed(replay_rami(_saved(s.rami.record())),
                                                  s.levels)


def _six(rng: random.Random, seed: int) -> tuple[Session[Any], Callable[[Any], Any]]:
    seats, teams = rng.choice([(2, False), (3, False), (4, True)])
    session = SixSeqSession.new(seats, teams, 2, [_level(rng) for _ in range(3)], seed=seed)
    session.hint_bot = six_bot("hard", seed, iterations=2)
    return session, lambda s: SixSeqSession.resumed(replay_six(_saved(s.six.record())),
                                                    s.levels)


def _carre(rng: random.Random, seed: int) -> tuple[Session[Any], Callable[[Any], Any]]:
    session = CarreSession.new(2, _level(rng), rng.random() < 0.5, seed=seed)
    session.hint_bot = carre_bot("medium", seed)
    return session, lambda s: CarreSession.resumed(replay_carre(_saved(s.carre.record())),
                                                   s.levels)


def _sixte(rng: random.Random, seed: int) -> tuple[Session[Any], Callable[[Any], Any]]:
    session = SixteSession.new([_level(rng) for _ in range(5)], seed=seed)
    return session, lambda s: SixteSession.resumed(SIXTE.replay(_saved(s.game.record())),
                                                   s.levels)


TABLES: dict[str, Tables] = {"rami": _rami, "six-sequences": _six, "carre": _carre,
                             "sixte": _sixte}


class _Errors(logging.Handler):
    """Every error logged meanwhile: a bot's answer replaced, a job late."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.seen: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.seen.append(record.getMessage())


def _until(session: Session[Any], clock: list[float],
           done: Callable[[Session[Any]], bool]) -> None:
    for _ in range(20_000):
        clock[0] += 0.05
        session.tick(clock[0])
        if done(session):
            return
        time.sleep(0.0002)  # the runner's thread answers
    raise AssertionError("the table never moved on")


def _moved_from(count: int) -> Callable[[Session[Any]], bool]:
    return lambda session: session.is_over() or len(session.state.actions) != count


def _continued(session: Session[Any], resume: Callable[[Any], Any]) -> Session[Any]:
    again: Session[Any] = resume(session)
    assert [str(a) for a in again.state.actions] == [str(a) for a in session.state.actions]
    assert repr(again.observation()) == repr(session.observation())
    assert again.can_undo() == session.can_undo()
    assert again.state.undo_depth - again.undo_floor == \
        session.state.undo_depth - session.undo_floor
    again.pace, again.hint_bot = 0.0, session.hint_bot
    session.runner.close()
    return again


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("game", list(TABLES))
def test_a_person_may_do_anything_at_any_moment(game: str, seed: int) -> None:
    rng = random.Random(seed)
    session, resume = TABLES[game](rng, seed)
    session.pace = 0.0
    errors = _Errors()
    logging.getLogger().addHandler(errors)
    clock = [0.0]
    try:
        for _ in range(400):
            if session.is_over():
                if session.match.is_over():
                    break
                session.next_round()
                continue
            if not session.my_turn() or session.forced() is not None:
                assert not session.ask_hint()  # the table moves, not the person
                _until(session, clock, _moved_from(len(session.state.actions)))
                continue
            roll = rng.random()
            if roll < 0.1 and session.can_undo():
                count = len(session.state.actions)
                session.undo()
                assert len(session.state.actions) == count - 1
            elif roll < 0.15:
                assert session.ask_hint()
                _until(session, clock, lambda s: not s.hint_pending)
                assert session.hint is not None and session.state.is_legal(session.hint.action)
            elif roll < 0.25:
                session = _continued(session, resume)
            else:
                assert not isinstance(session.play(rng.choice(session.legal())), Exception)
            assert errors.seen == []
    finally:
        logging.getLogger().removeHandler(errors)
        session.runner.close()
