"""A match abandoned for a new one, as the statistics keep it: counted once whatever write
fails on the way, with the rounds it had finished."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from shell_harness import escape, fail_writes, open_app, press, start_game
from test_shell import MATCH_GAMES, begin_a_match, play_round_to_the_end

from sixseq import saves
from sixseq.engine.session import MatchLike
from sixseq.games.six_sequences.rules.match import Match
from sixseq.games.six_sequences.rules.table import TableConfig
from sixseq.games.six_sequences.session import SixSeqSession, seat_bots, south_seat
from sixseq.games.six_sequences.ui import GAME as SIX_SEQUENCES
from sixseq.stats import load_match_stats, match_stats_path
from sixseq.ui import i18n
from sixseq.ui.app import App
from sixseq.ui.games import game_ui
from sixseq.ui.match_game import MatchGameUI


def a_saved_match_begun(tmp_path: Path, game_id: str) -> App:
    """The app on its menu, ``game_id``'s match begun and saved (Save and quit)."""
    app, _ = open_app(tmp_path)
    begin_a_match(app, game_id)
    escape(app)
    press(app, "sixseq.pause.save_quit")
    return app


def abandoned(app: App, game_id: str) -> int:
    return load_match_stats(app.paths, game_id)[0].abandoned


@pytest.mark.parametrize("game_id", MATCH_GAMES)
def test_a_match_abandoned_while_its_save_cannot_be_replaced_counts_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str) -> None:
    """New game counted the saved match as lost, then failed to write the new save: the
    abandoned match stayed on disk, and each New game after counted it once more."""
    app = a_saved_match_begun(tmp_path, game_id)
    path = saves.save_path(app.paths, game_id)
    before = path.read_bytes()
    fail_writes(monkeypatch, path)
    for _ in range(2):
        start_game(app, game_id)  # Yes, it may count as lost; then Start
        assert i18n.tr("sixseq.notice.save_failed") in [n.text for n in app.notices]
        assert path.read_bytes() == before  # still the match abandoned
        assert abandoned(app, game_id) == 1
        escape(app)
        press(app, "sixseq.pause.save_quit")
    monkeypatch.undo()
    start_game(app, game_id)  # the save can be written now: still that one match
    assert abandoned(app, game_id) == 1 and path.read_bytes() != before


def test_a_match_abandoned_while_no_file_can_be_written_counts_once_they_can(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Neither the statistics nor the save written: nothing counted, the match still saved;
    the next New game that can write counts it, once."""
    app = a_saved_match_begun(tmp_path, "rami")
    fail_writes(monkeypatch, saves.save_path(app.paths, "rami"),
                match_stats_path(app.paths, "rami"))
    start_game(app, "rami")
    assert abandoned(app, "rami") == 0
    escape(app)
    press(app, "sixseq.pause.save_quit")
    monkeypatch.undo()
    start_game(app, "rami")
    assert abandoned(app, "rami") == 1


@pytest.mark.parametrize("game_id", MATCH_GAMES)
def test_a_match_abandoned_in_its_first_round_counts_no_round_played(
        tmp_path: Path, game_id: str) -> None:
    """An abandoned match's ``rounds`` was the round under way (or, in some games, the
    match's length): a match left in its first round claimed a round the statistics page,
    whose rounds played are the rounds finished, never counted. It is the rounds finished."""
    app = a_saved_match_begun(tmp_path, game_id)
    start_game(app, game_id)
    stats, notice = load_match_stats(app.paths, game_id)
    assert notice is None  # no round is a figure the file may hold, for an abandoned match
    assert [(m.abandoned, m.rounds) for m in stats.matches] == [(True, 0)]
    assert sum(m.rounds for m in stats.matches) == len(stats.rounds) == 0


def test_a_match_abandoned_after_a_round_counts_that_round() -> None:
    """Les Six Séquences counted the match's length (three rounds) for one played."""
    config = TableConfig(2, False)
    match = Match(config, rounds=3, seed=11)
    play_round_to_the_end(match)
    match.next_round()
    session = SixSeqSession(match, seat_bots(config, south_seat(config), ("easy",), 1))
    assert SIX_SEQUENCES.match_result(session).rounds == 1


def play_the_match_to_its_end(match: MatchLike) -> None:
    """Random legal play, round after round, until the match is over."""
    rng = random.Random(5)
    while True:
        state = match.round
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
        if match.is_over():
            return
        match.next_round()


@pytest.mark.parametrize("game_id", MATCH_GAMES)
def test_a_match_abandoned_then_continued_to_its_end_counts_once_as_finished(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str) -> None:
    """New game counted the saved match as abandoned, then could not write the new save: the
    match stayed on disk, and Continue took it up again. Played to its end, it was counted a
    second time, finished, beside its abandonment: one match is one row, its last word."""
    app = a_saved_match_begun(tmp_path, game_id)
    path = saves.save_path(app.paths, game_id)
    fail_writes(monkeypatch, path)
    start_game(app, game_id)
    assert abandoned(app, game_id) == 1
    monkeypatch.undo()
    ui = game_ui(game_id)
    assert isinstance(ui, MatchGameUI)
    saved, _ = ui.load(app.paths)
    assert saved is not None
    session = ui.resumed(saved)
    play_the_match_to_its_end(session.match)
    ui.record_round(app, session)
    matches = load_match_stats(app.paths, game_id)[0].matches
    assert [m.abandoned for m in matches] == [False]
    assert matches[0].rounds >= 1


def test_every_game_names_a_match_by_its_own_seed() -> None:
    """The statistics keep one row per match by this name: two matches must never share it
    (a second match abandoned would be taken for the first, and not counted)."""
    from sixseq.games.carre.session import CarreSession
    from sixseq.games.rami.session import RamiSession
    from sixseq.games.sixte.session import SixteSession

    for seed in (5, 6):
        sessions = {"carre": CarreSession.new(1, "easy", False, seed=seed),
                    "rami": RamiSession.new(2, ["easy"], seed=seed),
                    "sixte": SixteSession.new(["easy"], seed=seed),
                    "six-sequences": SixSeqSession.new(2, False, 3, ["easy"], seed=seed)}
        for game_id, session in sessions.items():
            ui = game_ui(game_id)
            assert isinstance(ui, MatchGameUI)
            assert ui.identified_result(session, abandoned=True).match_id == str(seed), game_id
