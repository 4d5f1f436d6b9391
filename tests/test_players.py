"""Computer seats get the bots their levels name, or the random bot while a level is missing;
the worker thread answers without blocking the caller."""

import threading

from helpers import TWO, position

from sixseq.games.six_sequences.bots import base
from sixseq.games.six_sequences.bots.base import RandomBot
from sixseq.games.six_sequences.rules.actions import Action
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.table import TableConfig
from sixseq.ui.players import Worker, bot_for, computer_seats, seat_bots


def test_a_missing_level_plays_as_the_random_bot() -> None:
    assert bot_for("no-such-level", 1).level == "random"


def test_every_seat_but_the_persons_gets_a_bot_in_seat_order() -> None:
    four = TableConfig(4)
    assert computer_seats(four, 2) == [0, 1, 3]
    bots = seat_bots(four, 2, ("random", "no-such-level"), seed=5)
    assert sorted(bots) == [0, 1, 3] and all(b.level == "random" for b in bots.values())


def test_the_worker_thinks_on_its_own_thread() -> None:
    state = position(TWO, ("5h 6h", "7h"))
    seen: list[str] = []
    release = threading.Event()

    class Slow(RandomBot):
        def choose(self, obs: Observation) -> Action:
            seen.append(threading.current_thread().name)
            release.wait(5)
            return super().choose(obs)

    worker = Worker()
    worker.submit("move", base.decide, Slow(1), state.observation(0))
    assert worker.busy("move") and worker.poll() == []  # the caller is not kept waiting
    release.set()
    while worker.busy():
        answers = worker.poll()
    assert answers == [("move", state.legal_actions()[0])]
    assert seen and seen[0] != threading.main_thread().name
    worker.close()
