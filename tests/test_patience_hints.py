"""TT-7 hints, and the background solver the table asks after every move."""

import random
import threading
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from patience_reference import brute_most_removable, brute_winnable, replays_to_a_win
from test_patience_solver import endgame_of_a_deal, small_position

from sixseq.decks.sixsuit import parse_cards
from sixseq.games.twenty_twenty.rules.hints import Hint, hint
from sixseq.games.twenty_twenty.rules.live import LiveSolver, SolverTask
from sixseq.games.twenty_twenty.rules.position import Position
from sixseq.games.twenty_twenty.rules.solver import Verdict, solve


@settings(max_examples=200, deadline=None)
@given(st.randoms(use_true_random=False))
def test_tt7_hint_keeps_a_win_or_leaves_the_most_cards(rng: random.Random) -> None:
    position = small_position(rng, max_piles=7, max_ranks=5)
    advice = hint(position)
    if brute_winnable(position):
        assert advice.verdict is Verdict.WINNABLE and not advice.lost
        assert replays_to_a_win(position, advice.line)
        if position.remaining:
            assert advice.move == advice.line[0]
            assert brute_winnable(position.play(advice.move))
    else:
        assert advice.verdict is Verdict.UNWINNABLE and advice.lost
        most = brute_most_removable(position)
        assert advice.removable == most
        if most:
            assert advice.move is not None
            assert 2 + brute_most_removable(position.play(advice.move)) == most
        else:
            assert advice.move is None


def test_tt7_hint_on_a_winnable_deal_is_its_winning_line() -> None:
    position = Position.deal(3)
    advice = hint(position)
    assert advice.verdict is Verdict.WINNABLE and advice.removable == 120
    assert advice.move is not None and position.is_legal(advice.move)
    assert solve(position.play(advice.move)).verdict is Verdict.WINNABLE


def test_tt7_hint_on_a_lost_deal_still_names_a_good_move() -> None:
    rng = random.Random(5)
    for deal in range(60):
        position = endgame_of_a_deal(deal, rng, rng.randint(60, 110))
        if position.legal_moves() and solve(position).verdict is Verdict.UNWINNABLE:
            break
    advice = hint(position)
    assert advice.lost and advice.move is not None and position.is_legal(advice.move)
    assert 2 <= advice.removable < position.remaining


def test_hint_when_no_move_is_left() -> None:
    stuck = hint(Position.from_piles([parse_cards("5s"), parse_cards("6s")]))
    assert stuck.lost and stuck.move is None and stuck.removable == 0
    won = hint(Position.from_piles([[], []]))
    assert won.verdict is Verdict.WINNABLE and won.move is None and won.line == ()


def test_a_cancelled_task_answers_unknown_and_cancelled() -> None:
    task = SolverTask(Position.deal(2))
    task.cancel()
    answer = task.start().result(timeout=10)
    assert answer.cancelled and answer.verdict is Verdict.UNKNOWN and answer.move is None


def test_cancel_stops_a_running_task_at_once() -> None:
    task = SolverTask(Position.deal(25)).start()  # lost: the most-cards search takes a while
    time.sleep(0.05)
    asked = time.perf_counter()
    task.cancel()
    answer = task.result(timeout=10)
    assert answer.cancelled and time.perf_counter() - asked < 0.5


def test_hint_can_be_cancelled_from_another_thread() -> None:
    cancel = threading.Event()
    cancel.set()
    assert hint(Position.deal(4), cancel=cancel).cancelled


def test_live_solver_answers_about_the_latest_position() -> None:
    live = LiveSolver()
    assert live.poll() is None
    first = Position.deal(10)
    second = first.play(first.legal_moves()[0])
    live.ask(first)
    live.ask(second)  # the player moved again before the first answer came
    answer = live.wait(timeout=30)
    assert answer is not None and not answer.cancelled
    assert answer == hint(second)
    assert live.poll() == answer
    live.ask(first)
    assert live.wait(timeout=30) == hint(first)
    live.ask(second)
    assert live.poll() == answer  # remembered: undo and redo answer at once
    live.cancel()
    assert live.poll() is None


def _forty_cards_left_of_deal_3() -> Position:
    """Deal 3 after 40 moves of its winning line: still winnable, but not within one node."""
    position = Position.deal(3)
    for move in solve(position).line[:40]:
        position = position.play(move)
    return position


def test_tt7_the_background_solver_keeps_to_its_node_budget() -> None:
    """TT-7 is "an exact solver, not a guess": past its budget the table's solver says it does
    not know, never a verdict it did not prove, and it searches no further than it was told."""
    position = _forty_cards_left_of_deal_3()
    assert hint(position).verdict is Verdict.WINNABLE
    assert SolverTask(position, max_nodes=1).start().result(timeout=10).verdict \
        is Verdict.UNKNOWN
    live = LiveSolver(max_nodes=1)
    live.ask(position)
    answer = live.wait(timeout=10)
    assert answer is not None and answer.verdict is Verdict.UNKNOWN


def test_the_table_polls_the_answer_without_ever_waiting_for_it() -> None:
    """The table asks after every move and polls each frame: polling and short waits answer
    ``None`` at once while the search runs, and polling alone brings the answer when it is in."""
    live = LiveSolver()
    assert live.wait(timeout=0) is None  # nothing asked yet
    live.ask(Position.deal(25))  # lost: its most-cards search takes seconds
    assert live.poll() is None
    assert live.wait(timeout=0.01) is None
    task = SolverTask(Position.deal(25)).start()
    assert task.poll() is None
    with pytest.raises(TimeoutError):
        task.result(timeout=0.01)
    task.cancel()
    live.cancel()
    assert live.wait(timeout=0) is None
    quick = Position.deal(2)
    live.ask(quick)
    deadline = time.perf_counter() + 20
    answer = live.poll()
    while answer is None and time.perf_counter() < deadline:
        time.sleep(0.005)
        answer = live.poll()
    assert answer == hint(quick)


def test_undo_and_redo_faster_than_the_solver_keep_it_answering() -> None:
    """TT-6 and TT-7: a player who undoes before the answer comes, then redoes, gets the
    answer about the position in front of them; old answers make way for new ones."""
    live = LiveSolver()
    live.CACHE_SIZE = 2
    first = Position.deal(2)
    second = first.play(first.legal_moves()[0])
    third = second.play(second.legal_moves()[0])
    live.ask(first)
    assert live.wait(timeout=30) == hint(first)
    live.ask(second)  # a move: its answer is being worked out ...
    live.ask(first)  # ... when the player undoes (answered at once) ...
    assert live.poll() == hint(first)
    live.ask(second)  # ... and redoes
    assert live.wait(timeout=30) == hint(second)
    live.ask(third)
    assert live.wait(timeout=30) == hint(third)
    live.ask(first)  # forgotten to make room, so worked out again
    assert live.wait(timeout=30) == hint(first)


def test_the_solver_runs_in_a_named_daemon_thread_and_hands_on_its_errors() -> None:
    """Quitting mid-search must not wait for the solver (a daemon thread, named for the crash
    log), and an error inside the search reaches whoever waits instead of a silent ``None``."""
    task = SolverTask(Position.deal(25)).start()
    try:
        solvers = [t for t in threading.enumerate() if t.name == "sixseq-20/20-solver"]
        assert solvers and all(t.daemon for t in solvers)
    finally:
        task.cancel()
    broken = SolverTask(None).start()  # type: ignore[arg-type]  # a search that fails
    with pytest.raises(AttributeError):
        broken.result(timeout=10)


def _lost_small_positions(count: int) -> list[Position]:
    rng = random.Random(77)
    lost: list[Position] = []
    while len(lost) < count:
        position = small_position(rng, max_piles=7, max_ranks=5)
        if position.legal_moves() and not brute_winnable(position):
            lost.append(position)
    return lost


def test_tt7_on_lost_positions_the_hint_counts_the_cards_a_best_line_removes() -> None:
    """TT-7's hint on a lost position names the move after which the most cards can still go,
    and says how many: checked against brute force on fixed positions (so every run tries the
    same ones), and with a search budget too small to finish it never promises more than that
    move can give."""
    for position in _lost_small_positions(60):
        advice = hint(position)
        most = brute_most_removable(position)
        assert advice.lost and advice.line == () and advice.removable == most
        assert advice.move is not None and 2 + brute_most_removable(position.play(advice.move)) \
            == most
        for budget in (1, 3, 8):
            cut = hint(position, harvest_nodes=budget)
            assert cut.move is not None and 2 <= cut.removable \
                <= 2 + brute_most_removable(position.play(cut.move))


def test_a_hint_cancelled_mid_search_says_nothing_at_all() -> None:
    """A cancelled question (the player moved on) answers no verdict, move, line or count,
    whether it stops in the solver or in the most-cards search of a lost deal."""
    nothing = Hint(Verdict.UNKNOWN, None, (), 0, cancelled=True)
    cancel = threading.Event()
    cancel.set()
    assert hint(Position.deal(4), cancel=cancel) == nothing
    task = SolverTask(Position.deal(25)).start()  # lost: the most-cards search runs seconds
    time.sleep(0.3)
    task.cancel()
    assert task.result(timeout=10) == nothing


class _SetAfter(threading.Event):
    """A cancel that the player gives after ``calls`` questions of the search: set at a
    known point of it, with no clock involved."""

    def __init__(self, calls: int) -> None:
        super().__init__()
        self.calls, self.asked = calls, 0

    def is_set(self) -> bool:
        self.asked += 1
        return self.asked > self.calls


def test_a_hint_cancelled_during_the_most_cards_search_stops_there() -> None:
    """TT-7 on a lost deal searches twice: the solver proves it lost, then the most-cards
    search picks the move. A player who moves on during the second search stops it at once,
    instead of leaving it to run out its budget."""
    lost = Position.deal(25)
    counting = _SetAfter(calls=10**9)
    assert solve(lost, cancel=counting).verdict is Verdict.UNWINNABLE
    in_the_solver = counting.asked
    cancel = _SetAfter(calls=in_the_solver + 1)  # the most-cards search's second question
    assert hint(lost, cancel=cancel) == Hint(Verdict.UNKNOWN, None, (), 0, cancelled=True)
    assert cancel.asked == in_the_solver + 3  # two questions in the search, one to confirm
