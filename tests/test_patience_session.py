"""The 20/20 session without a window: the game as the player lives it — undo and redo (TT-6),
the hint and the demo (TT-7), deals (TT-5), the clock, saving after every change, and what
goes into the statistics and when (issue 22: a deal the demo cleared is never a win).
Verdicts are checked against the exact solver, never taken from the session."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import pytest
from patience_harness import HeldOracles

from sixseq.engine.refusal import IllegalAction
from sixseq.games.twenty_twenty.files import SavedGame
from sixseq.games.twenty_twenty.oracle import Report
from sixseq.games.twenty_twenty.rules import Game, Move, Position, Status, Verdict, solve
from sixseq.games.twenty_twenty.session import PatienceSession, Tick, removed_cards
from sixseq.stats import PatienceGame, PatienceStats
from sixseq.ui.i18n import configure, percent_text

DEAL = 7  # winnable
LOSABLE = 0  # winnable, and easy to lose
UNWINNABLE = 25  # no winning line from the deal


class Disk:
    """What the UI's hooks would write: every save (deal, moves) and every statistics write."""

    def __init__(self) -> None:
        self.saves: list[tuple[int, tuple[Move, ...], bool, bool]] = []
        self.stats_writes: list[list[PatienceGame]] = []

    def save(self, saved: SavedGame) -> None:
        self.saves.append((saved.game.deal, saved.game.moves, saved.recorded, saved.demo))

    def record(self, stats: PatienceStats) -> None:
        self.stats_writes.append(list(stats.games))


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def tick(self, session: PatienceSession, seconds: float = 0.05,
             idle: bool = True) -> Tick:
        self.now += seconds
        return session.tick(self.now, idle)


@pytest.fixture
def disk() -> Disk:
    return Disk()


@pytest.fixture
def opened(disk: Disk) -> Iterator[Callable[..., PatienceSession]]:
    made: list[PatienceSession] = []

    def make(deal: int | None = DEAL, saved: SavedGame | None = None,
             stats: PatienceStats | None = None, **options: object) -> PatienceSession:
        session = PatienceSession.opened(saved, stats or PatienceStats(), deal,
                                         on_save=disk.save, on_record=disk.record,
                                         **options)  # type: ignore[arg-type]
        made.append(session)
        return session

    yield make
    for session in made:
        session.close()


def until(session: PatienceSession, done: Callable[[], bool], clock: Clock | None = None,
          timeout: float = 20.0) -> None:
    """Tick (the table idle) until ``done``, the solver working on its threads meanwhile."""
    clock = clock or Clock()
    deadline = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < deadline, "the session did not get there in time"
        clock.tick(session)
        time.sleep(0.002)


def winnable(position: Position) -> bool:
    return solve(position).verdict is Verdict.WINNABLE


def demo_started(opened: Callable[..., PatienceSession],
                 clock: Clock | None = None) -> PatienceSession:
    """A game of ``DEAL`` whose demo is on and has played its first move."""
    session = opened()
    session.toggle_demo()
    assert session.demo
    until(session, lambda: len(session.game.moves) == 1, clock)
    return session


# --- moves, undo and redo (TT-2, TT-6) ------------------------------------------------------------

def test_a_pair_is_played_and_saved_and_a_refused_one_changes_nothing(
        opened: Callable[..., PatienceSession], disk: Disk) -> None:
    session = opened()
    start = session.position
    move = start.legal_moves()[0]
    other = next(p for p in range(20) if p not in session.partners(move.a) and p != move.a)
    saves = len(disk.saves)
    refused = session.play(move.a, other)
    assert isinstance(refused, IllegalAction) and refused.rule == "TT-2"
    assert refused.key == "twenty_twenty.refusal.not_same_rank"
    assert session.position == start and session.game.moves == () and len(disk.saves) == saves
    assert session.play(move.b, move.a) == move
    assert session.position == start.play(move)
    assert disk.saves[-1] == (DEAL, (move,), False, False)
    assert session.removed() == removed_cards(start, (move,))
    assert session.partners(move.a) == set()  # the pile's card is a new one now, or none


def test_undo_and_redo_without_limit_each_saved(opened: Callable[..., PatienceSession],
                                                disk: Disk) -> None:
    session = opened()
    start = session.position
    line = solve(start).line[:3]
    for move in line:
        session.play(move.a, move.b)
    for count in (2, 1, 0):
        assert session.undo()
        assert session.game.moves == line[:count] and disk.saves[-1][1] == line[:count]
    assert not session.undo() and not session.can_undo()
    assert session.position == start
    for count in (1, 2, 3):
        assert session.redo()
        assert disk.saves[-1][1] == line[:count]
    assert not session.redo()
    assert session.game.moves == line and session.game.undos == 3
    session.undo()
    session.play(line[-1].a, line[-1].b)  # a new move ends redo
    assert not session.can_redo()


def test_undo_to_the_last_winnable_position(opened: Callable[..., PatienceSession]) -> None:
    session = opened(LOSABLE)
    line = solve(session.position).line
    for move in line[:3]:
        session.play(move.a, move.b)
    position = session.position
    losing = next(m for m in position.legal_moves() if not winnable(position.play(m)))
    session.play(losing.a, losing.b)
    session.play(*astuple(session.game.legal_moves()[0]))  # a later move
    assert not session.can_go_back()  # the solver has not said which move lost it yet
    until(session, lambda: session.report.lost_by is not None)
    assert session.report == session.oracle.report()
    assert session.report.verdict is Verdict.UNWINNABLE and session.report.lost_by == 4
    session.toggle_demo()
    assert session.back_to_winnable()
    assert session.game.moves == line[:3] and not session.demo  # the player took the cards
    until(session, lambda: session.report.verdict is Verdict.WINNABLE)


def test_undo_to_winnable_has_nowhere_to_go_on_a_deal_lost_from_the_start(
        opened: Callable[..., PatienceSession]) -> None:
    session = opened(UNWINNABLE)
    move = session.game.legal_moves()[0]
    session.play(move.a, move.b)
    until(session, lambda: session.report.lost_by is not None)
    assert session.report == Report(Verdict.UNWINNABLE, 0)  # the deal itself
    assert not session.can_go_back()
    assert not session.back_to_winnable() and session.game.moves == (move,)


def astuple(move: Move) -> tuple[int, int]:
    return move.a, move.b


# --- the clock ----------------------------------------------------------------------------------

def test_the_clock_counts_the_time_between_ticks_and_stops_once_won(
        opened: Callable[..., PatienceSession]) -> None:
    session = opened()
    session.tick(100.0)  # the first tick only sets the origin
    assert session.saved.seconds == 0.0
    assert session.tick(100.5).second is False
    assert session.tick(101.2).second is True
    session.tick(500.0)  # what the app says was played (it cuts a suspended machine's gap)
    assert session.saved.seconds == pytest.approx(400.0)
    for move in solve(session.position).line:
        session.play(move.a, move.b)
    assert session.won
    won_in = session.saved.seconds
    assert session.tick(501.7).second is False
    assert session.saved.seconds == won_in


# --- the hint and the demo (TT-7) ---------------------------------------------------------------

def test_a_hint_is_a_move_on_a_winning_line_and_is_counted(
        opened: Callable[..., PatienceSession], disk: Disk) -> None:
    session = opened()
    first = solve(session.position).line[0]
    session.play(first.a, first.b)
    saves = len(disk.saves)
    assert session.ask_hint()
    until(session, lambda: session.hint is not None)
    assert session.game.hints == 1 and disk.saves[-1][1] == (first,)
    assert len(disk.saves) == saves + 1  # the count on the disk as soon as it is shown
    hint = session.hint
    assert hint is not None and hint.move is not None
    assert winnable(session.position.play(hint.move))
    session.play(hint.move.a, hint.move.b)
    assert session.hint is None  # a hint is about the position it was asked in


def test_a_hint_is_counted_when_it_is_shown_and_waits_out_a_pause(
        opened: Callable[..., PatienceSession]) -> None:
    """Asked for while the solver works, then the game paused (its menu, the window left):
    not counted, since not seen; back, the hint comes and is counted then, once (it was
    counted and lost)."""
    solvers = HeldOracles()
    session = opened(oracle=solvers)
    clock = Clock()
    assert session.ask_hint()
    clock.tick(session)
    assert session.hint is None and session.game.hints == 0
    session.close()
    assert solvers.made[0].closed
    clock.tick(session)  # back at the table: the solver starts again
    assert session.hint_wanted and len(solvers.made) == 2
    solvers.release()
    until(session, lambda: session.hint is not None, clock)
    assert session.game.hints == 1
    session.close()  # another pause, the hint on screen: seen already, not counted again
    clock.tick(session)
    solvers.release()
    until(session, lambda: not session.busy, clock)
    assert session.hint is not None and session.game.hints == 1


def test_a_hint_asked_as_the_table_comes_back_starts_the_solver_again(
        opened: Callable[..., PatienceSession]) -> None:
    """The key pressed in the first frame back, before any tick: the hint still comes."""
    session = opened()
    session.close()
    assert session.ask_hint()
    until(session, lambda: session.hint is not None)
    assert session.game.hints == 1


def test_a_hint_the_player_never_saw_is_not_counted(
        opened: Callable[..., PatienceSession]) -> None:
    """A pair played before the solver answered: the hint is about a position gone."""
    solvers = HeldOracles()
    session = opened(oracle=solvers)
    assert session.ask_hint()
    move = solve(session.position).line[0]
    session.play(move.a, move.b)
    solvers.release()
    until(session, lambda: not session.busy)
    assert session.hint is None and session.game.hints == 0


def test_the_demo_goes_on_after_a_pause_and_counts_once(
        opened: Callable[..., PatienceSession]) -> None:
    session = demo_started(opened)
    session.close()
    assert session.demo
    until(session, lambda: len(session.game.moves) == 3)
    assert session.game.hints == 1


def test_a_demo_stopped_before_its_first_move_is_not_counted(
        opened: Callable[..., PatienceSession]) -> None:
    solvers = HeldOracles()
    session = opened(oracle=solvers)
    clock = Clock()
    session.toggle_demo()
    assert clock.tick(session).played == ()
    session.close()  # a pause while it waits for the solver
    clock.tick(session)
    session.toggle_demo()
    solvers.release()
    until(session, lambda: not session.busy, clock)
    assert not session.demo and session.game.moves == () and session.game.hints == 0


def test_the_demo_plays_at_a_pace_after_the_cards_land(
        opened: Callable[..., PatienceSession]) -> None:
    clock = Clock()
    session = demo_started(opened, clock)
    assert session.game.hints == 1  # counted as it showed its first move
    assert winnable(session.position)
    # While cards fly (not idle) it waits, then a pause after they land.
    for _ in range(10):
        clock.tick(session, 1.0, idle=False)
    assert len(session.game.moves) == 1
    clock.tick(session, session.pace / 2)
    clock.tick(session, session.pace / 4)
    assert len(session.game.moves) == 1
    clock.tick(session, session.pace)
    assert len(session.game.moves) == 2
    session.toggle_demo()
    assert not session.demo
    clock.tick(session, 5.0)
    clock.tick(session, 5.0)
    assert len(session.game.moves) == 2


def test_the_player_taking_the_cards_stops_the_demo(
        opened: Callable[..., PatienceSession]) -> None:
    session = demo_started(opened)
    assert not session.ask_hint() and not session.hint_wanted  # the demo is the help
    move = session.game.legal_moves()[0]
    session.play(move.a, move.b)
    assert not session.demo
    session.toggle_demo()
    assert session.undo() and not session.demo
    session.toggle_demo()
    assert session.redo() and not session.demo


def test_on_a_deal_with_no_win_the_demo_plays_until_no_pair_is_left_then_stops(
        opened: Callable[..., PatienceSession]) -> None:
    """TT-7: with no win left the solver's move keeps the most cards removable; once none
    is, the demo stops by itself and plays nothing more."""
    session = opened(UNWINNABLE)
    for _ in range(32):  # far on (the search is quick then): the first pair, 8 short of lost
        session.play(*astuple(session.game.legal_moves()[0]))
    clock = Clock()
    session.pace = 0.0
    session.toggle_demo()
    played: list[Move] = []
    deadline = time.monotonic() + 20.0
    while session.demo:
        assert time.monotonic() < deadline, "the demo did not stop"
        played.extend(clock.tick(session).played)
        time.sleep(0.002)
    assert session.status() is Status.LOST and played
    assert session.game.moves[32:] == tuple(played)
    assert clock.tick(session).played == () and session.saved.demo


def test_a_new_deal_or_the_deal_again_starts_without_the_demo(
        opened: Callable[..., PatienceSession]) -> None:
    """The demo helped with the game left; the next one is the player's own."""
    session = demo_started(opened)
    session.restart()
    assert not session.demo
    session.toggle_demo()
    session.new_deal()
    assert not session.demo and not session.saved.demo


def test_a_deal_the_demo_clears_is_recorded_assisted_never_a_win(
        opened: Callable[..., PatienceSession], disk: Disk) -> None:
    """Issue 22: not a win, not a streak, not a best time (before, it set all three)."""
    stats = PatienceStats([PatienceGame(3, True, 500.0, 60)])  # a real win, then the demo
    session = opened(stats=stats)
    session.toggle_demo()
    until(session, lambda: session.won)
    assert not session.demo
    assert len(session.game.moves) == 60 and session.saved.demo and session.saved.recorded
    assert disk.saves[-1] == (DEAL, session.game.moves, True, True)
    game = stats.games[-1]
    assert (game.deal, game.won, game.demo, game.assisted) == (DEAL, True, True, True)
    assert not game.player_won
    configure("en")  # the rate as the statistics page writes it in English
    assert stats.won == 1 and stats.solved_by_demo == 1 \
        and percent_text(stats.won, stats.played) == "50%"
    assert stats.current_streak == 0 and stats.best_streak == 1 and stats.best_time == 500.0
    assert disk.stats_writes[-1] == stats.games


def test_a_demo_move_taken_back_still_makes_the_game_assisted(
        opened: Callable[..., PatienceSession]) -> None:
    session = demo_started(opened)
    session.toggle_demo()
    session.undo()
    for move in solve(session.position).line:
        session.play(move.a, move.b)
    assert session.won and session.stats.games[-1].demo
    assert session.stats.won == 0


# --- deals and statistics (TT-5, TT-6) ----------------------------------------------------------

def test_a_game_counts_when_won_or_left_never_without_a_move(
        opened: Callable[..., PatienceSession], disk: Disk) -> None:
    session = opened(LOSABLE)
    session.restart()  # no move made: not a game
    session.new_deal()
    assert session.stats.played == 0 and disk.stats_writes == []
    session.open_deal(LOSABLE)
    session.play(*astuple(session.game.legal_moves()[0]))
    session.restart()
    assert session.game.deal == LOSABLE and session.game.moves == ()
    while session.game.legal_moves():
        session.play(*astuple(session.game.legal_moves()[0]))
    assert session.status() is Status.LOST and session.can_undo()
    session.open_deal(4321)
    assert session.game.deal == 4321 and session.position == Position.deal(4321)
    assert disk.saves[-1] == (4321, (), False, False)  # on the disk before its first move
    games = session.stats.games
    assert [(g.deal, g.won, g.abandoned) for g in games] == [(LOSABLE, False, True),
                                                             (LOSABLE, False, False)]
    assert disk.stats_writes[-1] == games
    session.open_deal(4321)  # the same deal again, no move: nothing counted
    assert len(session.stats.games) == 2


def test_a_win_is_counted_once_and_undo_is_closed(opened: Callable[..., PatienceSession],
                                                  disk: Disk) -> None:
    session = opened()
    session.tick(0.0)
    session.tick(0.8)
    line = solve(session.position).line
    for move in line:
        session.play(move.a, move.b)
    assert session.won and not session.can_undo() and not session.can_hint()
    assert not session.ask_hint() and not session.hint_wanted
    assert [(g.deal, g.won, g.moves, g.assisted, g.seconds) for g in session.stats.games] == \
        [(DEAL, True, 60, False, 0.8)]
    assert session.stats.won_unassisted == 1 and session.stats.current_streak == 1
    assert disk.saves[-1][2] is True  # saved as counted
    session.new_deal()
    assert session.stats.played == 1


def test_winnable_deals_only_asks_for_a_winnable_deal(
        opened: Callable[..., PatienceSession]) -> None:
    asked: list[bool] = []

    def numbers(winnable_only: bool) -> int:
        asked.append(winnable_only)
        return 1234

    session = PatienceSession(SavedGame(Game(DEAL)), deal_numbers=numbers)
    session.new_deal()  # a table made without the option deals any deal
    session.close()
    session = opened(deal_numbers=numbers)
    session.winnable_only = True
    session.new_deal()
    assert asked == [False, True] and session.game.deal == 1234


def test_opening_resumes_counts_or_deals_as_the_player_expects(
        opened: Callable[..., PatienceSession]) -> None:
    played = Game(DEAL)
    played.apply(played.legal_moves()[0])
    # The saved game, resumed (and saved at once).
    session = opened(None, SavedGame(played, 12.0))
    assert session.game is played and session.saved.seconds == 12.0
    # Another deal asked for: the saved game is left, and counted as abandoned.
    stats = PatienceStats()
    session = opened(99, SavedGame(played, 12.0), stats)
    assert session.game.deal == 99 and [(g.deal, g.abandoned) for g in stats.games] == \
        [(DEAL, True)]
    # A won game is never resumed; counted if the program stopped before its record.
    won = Game(DEAL)
    for move in solve(won.position).line:
        won.apply(move)
    stats = PatienceStats()
    session = opened(None, SavedGame(won, 30.0), stats, deal_numbers=lambda _: 55)
    assert session.game.deal == 55 and [g.won for g in stats.games] == [True]
    session = opened(None, SavedGame(won, 30.0, recorded=True), stats,
                     deal_numbers=lambda _: 56)
    assert session.game.deal == 56 and len(stats.games) == 1


def test_the_game_a_table_opens_with_is_saved_at_once(
        opened: Callable[..., PatienceSession], disk: Disk) -> None:
    """A new deal is on the disk before its first move (the program stopped then, Continue
    deals the same cards again); a saved game left for another is replaced there at once."""
    opened(None, deal_numbers=lambda _: 77)
    assert disk.saves == [(77, (), False, False)]
    played = Game(DEAL)
    played.apply(played.legal_moves()[0])
    opened(99, SavedGame(played))
    assert disk.saves[-1] == (99, (), False, False)


def test_a_win_reached_by_redo_in_a_saved_game_is_counted(
        opened: Callable[..., PatienceSession], disk: Disk) -> None:
    """Play never leaves a win to redo (a win closes undo), but a saved game can hold one
    (TT-6: redo survives Save and quit): redone, it is a win like any other."""
    game = Game(DEAL)
    for move in solve(game.position).line:
        game.apply(move)
    game.undo()  # the rules allow it; the table never does once won
    session = opened(None, SavedGame(Game.from_record(game.to_record())))
    assert session.playing and session.can_redo()
    assert session.redo()
    assert session.won and session.player_won
    assert [(g.deal, g.won) for g in session.stats.games] == [(DEAL, True)]
    assert len(session.game.moves) == 60 and disk.saves[-1] == (DEAL, session.game.moves,
                                                                True, False)  # as counted
    assert disk.stats_writes[-1] == session.stats.games


def test_closing_stops_the_solver_and_the_next_tick_asks_again(
        opened: Callable[..., PatienceSession]) -> None:
    session = opened()
    session.toggle_demo()
    session.close()
    assert not session.busy
    assert session.demo  # paused, not stopped: it goes on when the table is back
    tick = session.tick(1.0)
    assert tick.news
    until(session, lambda: session.report.verdict is Verdict.WINNABLE)
