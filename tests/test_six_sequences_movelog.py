"""Les Six Séquences' move log around claim windows: what the table says live is what a table
opened on the saved record (Continue) says, line for line, in every language, whatever the
person claimed, passed or undid."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import THREE, a, position
from table_harness import (
    KeptLog,
    SameLogAfterContinue,
    Script,
    kept_log,
    make_app,
    open_table,
    play_checking,
    run_until,
    settle,
)

from sixseq.engine.record import replay_actions
from sixseq.games.six_sequences.bots.base import make_bot
from sixseq.games.six_sequences.rules.actions import parse_action
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.table import Phase
from sixseq.games.six_sequences.session import SixSeqBot, SixSeqSession
from sixseq.games.six_sequences.ui import GAME, TABLES, table_config
from sixseq.games.six_sequences.view.setups import PositionMatch
from sixseq.games.six_sequences.view.table import SixSeqTable
from sixseq.ui.app import App

SOUTH3 = 2  # South's seat with three players (North 0, East 1, South 2)
CHECKS = 200  # logs compared per round at the most (the test's time)


@pytest.fixture
def app(tmp_path: Path) -> App:
    return make_app(tmp_path)


def rebuilt_from_position(app: App, scene: SixSeqTable,
                          start: Callable[[], GameState]) -> KeptLog:
    """The log of a table opened on the round's saved record: its actions replayed (undoably,
    as Continue does) onto the position the round started from."""
    state = start()
    record = scene.six.six.record()
    replay_actions(state, record["games"][-1], parse_action, undoable=True)
    bots = {seat: Script() for seat in range(state.config.seats) if seat != SOUTH3}
    return kept_log(SixSeqTable(app, SixSeqSession(PositionMatch(state), bots)))


def north_discards_what_south_claims() -> GameState:
    """Three players: North discards the 7♥, which East cannot use and South can lay with
    8♥ 9♥; South's 10♥ or 6♥ may go on that sequence next."""
    return position(THREE, ("7h Ko Qo 3d", "2s 3c Kd 4d", "8h 9h 10h 6h Kc 2d"),
                    phase=Phase.DISCARD, to_move=0,
                    stock="2c 3s 5d 6o 8t 10o 11s 12d 4s 5s 7c 8c 9c 10c 11c 12c 5t 6t")


def test_undo_after_a_won_claim_then_another_move_logs_the_move_played(app: App) -> None:
    """Undo at the claim prompt does nothing; South wins the 7♥ by a claim, adds the 10♥,
    takes it back, adds the 6♥ instead, takes that back, adds the 10♥ again and ends the
    turn, whose discard opens a window of its own (its answers unsaid). The log says what
    stands after each step, and a table opened on the saved record says the same, line for
    line (and with the same action counts, which undo drops lines by), in both languages."""
    start = north_discards_what_south_claims
    scene = open_table(app, start(), SOUTH3, {0: Script("discard 7h")})

    def log_is_true(expected: list[str]) -> None:
        assert scene.movelog.texts() == expected
        assert rebuilt_from_position(app, scene, start) == kept_log(scene)

    run_until(app, lambda: scene.six.claim_until is not None)
    log_is_true(["North discards 7♥"])
    scene.undo()  # nothing of South's to take back in a claim window
    log_is_true(["North discards 7♥"])
    assert scene.play(a("claim lay 7h 8h 9h"))
    settle(app, scene)
    claimed = ["North discards 7♥", "South claims the 7♥"]
    log_is_true(claimed)
    combo = scene.six.round.side_combinations(SOUTH3)[0].id

    def add(card: str) -> bool:
        return scene.play(a(f"add #{combo} {card}"))

    assert add("10h")
    log_is_true([*claimed, "South adds 10♥"])
    scene.undo()
    log_is_true(claimed)
    assert add("6h")
    log_is_true([*claimed, "South adds 6♥"])
    scene.undo()
    assert add("10h")
    assert scene.play(a("stop"))
    log_is_true([*claimed, "South adds 10♥", "South stops"])
    assert scene.play(a("stop"))
    assert scene.play(a("discard Kc"))
    settle(app, scene)
    log_is_true([*claimed, "South adds 10♥", "South stops", "South stops",
                 "South discards K♣", "North draws from the stock", "North discards K●",
                 "East draws from the stock", "East discards K♦"])


def person_s_move(scene: SixSeqTable, rng: random.Random, player: SixSeqBot) -> str:
    """South's move, as a restless player makes it: sometimes an undo (and next time maybe
    another move), in a claim window a random claim or pass, else mostly ``player``'s choice,
    so that the round goes on. Says which it was."""
    session = scene.six
    if session.can_undo() and rng.random() < 0.2:
        scene.undo()
        return "undo"
    legal = session.legal()
    if session.round.phase == Phase.CLAIM:
        assert scene.play(rng.choice(legal))
        return "window"
    assert scene.play(rng.choice(legal) if rng.random() < 0.1
                      else player.choose(session.observation()))
    return "move"


@pytest.mark.parametrize("table", [value for value, _ in TABLES])
def test_the_live_log_is_the_log_of_the_saved_record_after_every_action(
        tmp_path: Path, table: str) -> None:
    """Seeded rounds against computer players, South claiming and passing at random and
    undoing now and then: after every action (each computer's, each of South's, each undo),
    the log a table opened on the saved game shows is the live one, in both languages."""
    app = make_app(tmp_path)
    config = table_config({"table": table})
    seed = 400 + config.seats + 10 * config.teams  # South decides in a few claim windows
    session = SixSeqSession.new(config.seats, config.teams, 2, ["easy"] * 3, seed=seed)
    scene = GAME.table(app, session)
    assert isinstance(scene, SixSeqTable)
    app.switch(scene)
    rng, player = random.Random(seed), make_bot("easy", seed)
    check = SameLogAfterContinue(app, GAME, scene)
    done: Counter[str] = Counter()

    def person_moves() -> None:
        done[person_s_move(scene, rng, player)] += 1

    play_checking(app, scene, person_moves, check,
                  lambda: session.is_over() or check.count >= CHECKS)
    assert done["undo"] and (done["window"] or config.seats == 2), done
