"""Statistics: figures derived from recorded games; files written safely, bad ones set aside."""

import json
from dataclasses import replace
from pathlib import Path

import pytest

from sixseq.games.six_sequences.rules.table import TableConfig
from sixseq.games.six_sequences.session import computer_seats, opponent_levels, south_seat
from sixseq.stats import (
    MatchResult,
    MatchStats,
    PatienceGame,
    PatienceStats,
    RoundResult,
    load_match_stats,
    load_patience_stats,
    patience_stats_path,
    save_match_stats,
    save_patience_stats,
)
from sixseq.storage import Paths
from sixseq.ui.i18n import configure, percent_text


@pytest.fixture
def paths(tmp_path: Path) -> Paths:
    return Paths(tmp_path / "c", tmp_path / "d", tmp_path / "l")


def _games() -> list[PatienceGame]:
    return [
        PatienceGame(1, True, 120.0, 60),
        PatienceGame(2, True, 90.0, 60, undos=3),
        PatienceGame(3, False, 40.0, 20),
        PatienceGame(4, True, 200.0, 60, hints=1),
        PatienceGame(5, True, 100.0, 60),
        PatienceGame(1, False, 10.0, 2, abandoned=True),
        PatienceGame(6, True, 80.0, 60),
    ]


def test_tt_6_patience_figures_come_from_the_games() -> None:
    stats = PatienceStats()
    for game in _games():
        stats.record(game)
    assert (stats.played, stats.won) == (7, 5)
    assert (stats.won_unassisted, stats.won_assisted) == (3, 2)
    configure("en")  # the rate as the statistics page writes it in English
    assert percent_text(stats.won, stats.played) == "71%"
    assert (stats.current_streak, stats.best_streak) == (1, 2)
    assert stats.best_time == 80.0 and stats.average_time == pytest.approx(118.0)
    assert [g.won for g in stats.history(1)] == [True, False]


def test_patience_stats_round_trip_and_bad_files_are_set_aside(paths: Paths) -> None:
    stats = PatienceStats(_games())
    save_patience_stats(paths, stats)
    assert load_patience_stats(paths) == (stats, None)
    data = json.loads(patience_stats_path(paths).read_text())
    data["games"][2]["won"] = "yes"
    patience_stats_path(paths).write_text(json.dumps(data))
    loaded, notice = load_patience_stats(paths)
    assert loaded == PatienceStats() and notice is not None and "'won'" in notice
    assert list(paths.data.glob("patience-stats.unreadable-*.json"))


def test_a_deal_the_demo_cleared_is_assisted_never_a_win_a_streak_or_a_best_time(
        paths: Paths) -> None:
    """Issue 22: a 20/20 finished by *Demo* (the solver) is recorded as assisted, never as a
    win, in a streak or as a best time; the player's own wins keep their figures."""
    stats = PatienceStats()
    stats.record(PatienceGame(1, True, 100.0, 60))
    stats.record(PatienceGame(2, True, 30.0, 60, hints=1, demo=True))
    configure("en")
    assert stats.played == 2 and stats.won == 1 \
        and percent_text(stats.won, stats.played) == "50%"
    assert (stats.won_unassisted, stats.won_assisted, stats.solved_by_demo) == (1, 0, 1)
    assert (stats.current_streak, stats.best_streak) == (0, 1)
    assert stats.best_time == 100.0 and stats.average_time == pytest.approx(100.0)
    assert stats.games[1].assisted and not stats.games[1].player_won
    save_patience_stats(paths, stats)
    assert load_patience_stats(paths) == (stats, None)
    # Files written before the field existed read as games without the demo.
    data = json.loads(patience_stats_path(paths).read_text())
    for row in data["games"]:
        del row["demo"]
    patience_stats_path(paths).write_text(json.dumps(data))
    assert [g.demo for g in load_patience_stats(paths)[0].games] == [False, False]


def test_six_sequences_results_by_opponent_level_and_table(paths: Paths) -> None:
    stats = MatchStats()
    stats.record_round(RoundResult(2, False, ("medium",), 14, 9))
    stats.record_round(RoundResult(2, False, ("medium",), 3, 11))
    stats.record_round(RoundResult(4, True, ("easy", "hard", "easy"), 20, 12))
    stats.record_match(MatchResult(2, False, ("medium",), 3, 30, 28))
    assert stats.best_round == 20
    assert stats.by_opponents() == {("medium", "2p"): (1, 2), ("hard", "2v2"): (1, 1)}
    assert stats.matches[0].won
    save_match_stats(paths, "six-sequences", stats)
    assert load_match_stats(paths, "six-sequences") == (stats, None)


def test_six_sequences_rounds_go_by_opponents_and_odd_rows_keep_every_level() -> None:
    """In 2 against 2 the partner is no opponent (SS-SEAT-2); a row the rules' tables do not
    know (hand-edited: 5 seats, teams of 3, levels not one a computer seat) keeps all its
    levels rather than losing the round or stopping the page."""
    config = TableConfig(4, True)
    person = south_seat(config)
    computers = computer_seats(config, person)
    levels = tuple("hard" if config.side_of(seat) == config.side_of(person) else "easy"
                   for seat in computers)
    assert opponent_levels(4, True, levels) == ("easy", "easy")
    assert opponent_levels(3, False, ("hard", "easy")) == ("hard", "easy")
    assert opponent_levels(5, False, ("hard", "easy")) == ("hard", "easy")
    assert opponent_levels(3, True, ("hard", "easy")) == ("hard", "easy")
    assert opponent_levels(4, True, ("hard", "easy")) == ("hard", "easy")
    stats = MatchStats()
    stats.record_round(RoundResult(4, True, levels, 20, 12))
    stats.record_round(RoundResult(4, True, ("hard", "easy"), 3, 12))
    assert stats.by_opponents(lambda r: opponent_levels(r.seats, r.teams, r.levels)) == {
        ("easy", "2v2"): (1, 1), ("hard", "2v2"): (0, 1)}


@pytest.mark.parametrize(("weaker", "stronger"), [
    ("random", "easy"), ("easy", "medium"), ("medium", "hard")])
def test_a_round_is_filed_under_its_strongest_opponent_whatever_the_seats(
        weaker: str, stronger: str) -> None:
    stats = MatchStats()
    stats.record_round(RoundResult(3, False, (weaker, stronger), 20, 12))
    stats.record_round(RoundResult(3, False, (stronger, weaker), 10, 12))
    assert stats.by_opponents() == {(stronger, "3p"): (1, 2)}


def test_a_game_whose_points_are_bad_is_won_by_the_lowest_score(paths: Paths) -> None:
    """Rami counts penalty points (RA-SCORE-4): the lowest round and match win, and the best
    round is the lowest; each game keeps its own file."""
    stats = MatchStats()
    stats.record_round(RoundResult(3, False, ("easy", "hard"), 0, 42, points_are_bad=True))
    stats.record_round(RoundResult(3, False, ("easy", "hard"), 55, 12, points_are_bad=True))
    stats.record_match(MatchResult(3, False, ("easy", "hard"), 9, 480, 510, points_are_bad=True))
    assert [r.won for r in stats.rounds] == [True, False] and stats.matches[0].won
    assert stats.best_round == 0
    assert stats.by_opponents() == {("hard", "3p"): (1, 2)}
    save_match_stats(paths, "rami", stats)
    assert load_match_stats(paths, "rami") == (stats, None)
    assert load_match_stats(paths, "six-sequences") == (MatchStats(), None)
    assert sorted(p.name for p in paths.data.iterdir()) == ["rami-stats.json"]


def test_a_first_place_shared_counts_as_won_as_the_sheet_says_it(paths: Paths) -> None:
    """Les Six Séquences' and Rami's sheets say a tie for the best score shares the win
    ("You and Bruno share the win"): the statistics count that round and that match as won,
    whether points are good or bad."""
    assert RoundResult(2, False, ("medium",), 14, 14).won
    assert RoundResult(3, False, ("easy", "hard"), 12, 12, points_are_bad=True).won
    assert MatchResult(2, False, ("medium",), 3, 30, 30).won
    assert MatchResult(3, False, ("easy", "hard"), 9, 480, 480, points_are_bad=True).won
    assert not RoundResult(2, False, ("medium",), 13, 14).won
    assert not RoundResult(3, False, ("easy", "hard"), 13, 12, points_are_bad=True).won
    # … but Le Carré calls a level game or match a draw: not won alone
    assert not RoundResult(2, False, ("medium",), 14, 14).won_alone
    assert not MatchResult(2, False, ("medium",), 3, 30, 30).won_alone
    assert RoundResult(2, False, ("medium",), 15, 14).won_alone


def test_a_match_abandoned_once_begun_counts_as_played_and_never_as_won(paths: Paths) -> None:
    """A losing match left for a new one never counted, so the record could be kept clean by
    abandoning it: now it is a match played and lost, marked as abandoned (even one the person
    led when leaving it), and it is kept in the file."""
    stats = MatchStats()
    stats.record_match(MatchResult(2, False, ("medium",), 3, 40, 10, abandoned=True))
    stats.record_match(MatchResult(2, False, ("medium",), 3, 40, 10))
    assert [m.won for m in stats.matches] == [False, True]
    assert [m.won_alone for m in stats.matches] == [False, True]
    assert stats.abandoned == 1
    save_match_stats(paths, "six-sequences", stats)
    assert load_match_stats(paths, "six-sequences") == (stats, None)


def test_a_match_is_counted_abandoned_once_whoever_records_it_again(paths: Paths) -> None:
    """A second abandonment of the same match (a New game whose save failed left it on
    disk) is refused; another match's is counted, and files without ids read as before."""
    stats = MatchStats()
    left = MatchResult(2, False, ("medium",), 1, 4, 10, abandoned=True, match_id="77")
    stats.record_match(left)
    stats.record_match(replace(left, finished_at="later"))
    stats.record_match(replace(left, match_id="78"))
    assert stats.abandoned == 2
    save_match_stats(paths, "rami", stats)
    path = paths.data / "rami-stats.json"
    data = json.loads(path.read_text())
    assert [row.pop("match_id") for row in data["matches"]] == ["77", "78"]
    path.write_text(json.dumps(data))  # as written before matches had ids
    loaded = load_match_stats(paths, "rami")[0]
    assert [m.match_id for m in loaded.matches] == ["", ""] and loaded.abandoned == 2


def test_a_match_abandoned_is_one_row_its_last_word(paths: Paths) -> None:
    """A match abandoned, then continued after all (the new save had failed) and played to
    its end, is one finished match; once finished, no later abandonment of it counts; another
    finished match that drew the same seed is a row of its own, as is a match with no id
    (files from before)."""
    stats = MatchStats()
    left = MatchResult(2, False, ("medium",), 1, 4, 10, abandoned=True, match_id="77")
    other = replace(left, match_id="78")
    stats.record_match(left)
    stats.record_match(other)
    ended = replace(left, rounds=3, total=30, abandoned=False, finished_at="later")
    stats.record_match(ended)
    assert stats.matches == [other, ended] and stats.abandoned == 1
    stats.record_match(left)
    assert stats.matches == [other, ended]
    stats.record_match(ended)
    assert stats.matches == [other, ended, ended]
    anonymous = replace(ended, match_id="")
    stats.record_match(anonymous)
    stats.record_match(anonymous)
    assert stats.matches == [other, ended, ended, anonymous, anonymous]


def test_a_statistics_file_of_version_1_reads_and_is_written_back_as_version_2(
        paths: Paths) -> None:
    """Version 2 added the matches' ids; a version 1 file (none) reads as it was, and a
    newer version's file is set aside as newer, not as damaged."""
    stats = MatchStats()
    stats.record_match(MatchResult(2, False, ("easy",), 2, 10, 30))
    save_match_stats(paths, "rami", stats)
    path = paths.data / "rami-stats.json"
    data = json.loads(path.read_text())
    assert data["version"] == 2
    for row in data["matches"]:
        del row["match_id"]
    path.write_text(json.dumps(dict(data, version=1)))
    assert load_match_stats(paths, "rami") == (stats, None)
    path.write_text(json.dumps(dict(data, version=3)))
    loaded, notice = load_match_stats(paths, "rami")
    assert notice is not None and notice.newer and loaded.matches == []


def test_a_match_s_rounds_are_its_rounds_finished(paths: Paths) -> None:
    """None is a figure an abandoned match may hold (left in its first round), never one a
    match played to its end may; an older file's abandoned match (its round under way) still
    reads."""
    stats = MatchStats()
    stats.record_match(MatchResult(2, False, ("easy",), 0, 0, 0, abandoned=True))
    stats.record_match(MatchResult(2, False, ("easy",), 2, 10, 30, abandoned=True))
    save_match_stats(paths, "sixte", stats)
    assert load_match_stats(paths, "sixte") == (stats, None)
    stats.record_match(MatchResult(2, False, ("easy",), 0, 0, 0))
    save_match_stats(paths, "sixte", stats)
    loaded, notice = load_match_stats(paths, "sixte")
    assert notice is not None and loaded.matches == []


def test_a_statistics_file_written_before_abandoned_matches_counted_reads_as_before(
        paths: Paths) -> None:
    """Its matches have no 'abandoned': every one of them was played to its end."""
    stats = MatchStats()
    stats.record_round(RoundResult(2, False, ("medium",), 14, 9, "2024-05-01T10:00:00"))
    stats.record_match(MatchResult(2, False, ("medium",), 1, 14, 9, "2024-05-01T10:00:00"))
    save_match_stats(paths, "six-sequences", stats)
    path = paths.data / "six-sequences-stats.json"
    data = json.loads(path.read_text())
    for row in data["matches"]:
        del row["abandoned"]
    path.write_text(json.dumps(data))
    loaded, notice = load_match_stats(paths, "six-sequences")
    assert notice is None and loaded == stats and loaded.matches[0].won
    assert loaded.abandoned == 0


def test_a_percentage_is_written_as_each_language_writes_it() -> None:
    """The statistics page wrote "50 %" in English, and the 20/20's side panel "50%" in
    French: one way each, the language's own (French with a no-break space)."""
    from sixseq.ui.i18n import configure, percent_text

    try:
        configure("en")
        assert (percent_text(1, 2), percent_text(2, 3), percent_text(0, 0)) == ("50%", "67%", "–")
        configure("fr")
        assert percent_text(1, 2) == "50\u00a0%"
    finally:
        configure("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_best_round_below_zero_is_written_with_the_score_sheet_s_minus(
        paths: Paths, drawn: list[tuple[str, int, object]], language: str) -> None:
    """Les Six Séquences' rounds may end below zero, and the statistics page wrote the best
    one with a hyphen ('-3') where the score sheet writes '−3': it now writes it the sheet's
    way."""
    from sixseq.settings import Settings
    from sixseq.ui.app import App
    from sixseq.ui.shell import Shell

    stats = MatchStats()
    for score in (-7, -3, -12):
        stats.record_round(RoundResult(2, False, ("medium",), score, 4, ""))
    save_match_stats(paths, "six-sequences", stats)
    app = App((1024, 600), Settings(language=language, sound=False), paths)
    try:
        Shell(app).open_stats()
        app.step()
        words = [w for w, _, _ in drawn]
        assert "\u22123" in words and not any(w.startswith("-") for w in words), words
    finally:
        configure("en")
