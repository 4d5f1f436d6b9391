"""The settings that change how the program feels, as a player meets them: the sounds a table
plays and when, full screen and back, and the words on every table colour."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from table_harness import make_app, run_until

from sixseq.games.carre import session as carre
from sixseq.games.carre.bots.base import safe_action as carre_safe
from sixseq.games.carre.rules.match import Match as CarreMatch
from sixseq.games.carre.view.table import CarreTable
from sixseq.games.rami import session as rami
from sixseq.games.rami.rules.match import Match as RamiMatch
from sixseq.games.rami.rules.table import TableConfig as RamiConfig
from sixseq.games.rami.view.table import RamiTable
from sixseq.games.six_sequences import session as six
from sixseq.games.six_sequences.bots.base import safe_action as six_safe
from sixseq.games.six_sequences.rules.match import Match as SixMatch
from sixseq.games.six_sequences.rules.table import TableConfig as SixConfig
from sixseq.games.six_sequences.view.table import SixSeqTable
from sixseq.games.sixte import session as sixte
from sixseq.games.sixte.rules.match import Match as SixteMatch
from sixseq.games.sixte.view.table import SixteTable
from sixseq.ui.app import App
from sixseq.ui.scene import Scene

Player = Callable[[Any], Any]


def play_out(rounds: Callable[[], Any], next_round: Callable[[], Any],
             over: Callable[[], bool], players: dict[int, Player]) -> None:
    """Every round of a match to its end, each seat's moves chosen by ``players``."""
    while True:
        state = rounds()
        while not state.is_over():
            seat = state.to_move
            state.apply(players[seat](state.observation(seat)))
        if over():
            return
        next_round()


def stronger(person: int, other: int, won: bool, easy: Player, safe: Player
             ) -> dict[int, Player]:
    """The person plays the easy computer player's moves against the safe moves (never a
    card laid that could be kept) when they are to win, the other way round to lose."""
    return {person: easy, other: safe} if won else {person: safe, other: easy}


def six_sequences_over(app: App, won: bool) -> Scene:
    match = SixMatch(SixConfig(2), rounds=1, seed=3)
    person = six.south_seat(match.config)
    play_out(lambda: match.round, match.next_round, match.is_over,
             stronger(person, 1 - person, won, six.bot_for("easy", 1).choose, six_safe))
    assert (match.config.side_of(person) in match.winners()) == won
    return SixSeqTable(app, six.SixSeqSession(match, {1 - person: six.bot_for("easy", 2)}))


def rami_over(app: App, won: bool) -> Scene:
    match = RamiMatch(RamiConfig(2), seed=3)
    play_out(lambda: match.round, match.next_round, match.is_over,
             stronger(rami.PERSON, 1, won, rami.bot_for("easy", 1).choose, rami.safe_action))
    assert (rami.PERSON in match.winners()) == won
    return RamiTable(app, rami.RamiSession(match, {1: rami.bot_for("easy", 2)}))


def sixte_over(app: App, won: bool) -> Scene:
    match = SixteMatch(2 if won else 0)  # safe cards all round: the person wins on seed 2
    play_out(lambda: match.hand, match.next_hand, match.is_over,
             dict.fromkeys(range(6), sixte.safe_action))
    assert (match.winner() == sixte.PERSON) == won
    return SixteTable(app, sixte.SixteSession(
        match, {seat: sixte.bot_for("easy", seat) for seat in sixte.COMPUTERS}))


def carre_over(app: App, won: bool) -> Scene:
    match = CarreMatch(1, 3)
    play_out(lambda: match.game, match.next_game, match.is_over,
             stronger(carre.PERSON, carre.COMPUTER, won, carre.bot_for("easy", 1).choose,
                      carre_safe))
    assert (carre.PERSON in match.winners()) == won
    return CarreTable(app, carre.CarreSession(match, carre.bot_for("easy", 2)))


FINISHED: dict[str, Callable[[App, bool], Scene]] = {
    "six-sequences": six_sequences_over, "rami": rami_over, "sixte": sixte_over,
    "carre": carre_over,
}


@pytest.mark.parametrize("won", [True, False], ids=["won", "lost"])
@pytest.mark.parametrize("game_id", list(FINISHED))
def test_the_win_sound_cheers_a_match_the_person_won_and_never_one_they_lost(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str, won: bool) -> None:
    """The fanfare played whenever a match ended: a player beaten to six points in Sixte,
    or out-scored in Rami and Les Six Séquences, heard the same cheer as a winner."""
    app = make_app(tmp_path)
    played: list[str] = []
    monkeypatch.setattr(app.sounds, "play", played.append)
    scene: Any = FINISHED[game_id](app, won)
    app.switch(scene)
    run_until(app, lambda: scene.sheet_open)
    assert ("win" in played) == won, played
