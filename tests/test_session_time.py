"""Time at a card table, on the session's own clock. The computer players' pace is the
rhythm of the table whatever the level: it counts from when a computer player was asked (or
from when the table went quiet after that), so its thinking is hidden inside the pace and only
what is longer shows; the table is still before a computer moves, Faster and Space hurry it, a
draw is quicker. A pause (the in-game menu, the window left) loses nothing: a suggestion asked
for comes after it."""

from __future__ import annotations

import logging
import queue
import random
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from test_engine_runner import Clock

from sixseq.engine.bots import RandomBot
from sixseq.engine.session import BOT_PACE_SECONDS, HURRY, Played
from sixseq.games.carre.rules.actions import Draw as CarreDraw
from sixseq.games.carre.rules.actions import EndTurn
from sixseq.games.carre.session import CarreSession
from sixseq.games.rami.bots.base import Bot, safe_action
from sixseq.games.rami.rules.actions import Action, Draw, Take
from sixseq.games.rami.rules.match import Match
from sixseq.games.rami.rules.observation import Observation
from sixseq.games.rami.rules.table import TableConfig
from sixseq.games.rami.session import RamiSession
from sixseq.games.six_sequences.bots.base import safe_action as six_safe_action
from sixseq.games.six_sequences.rules.actions import PASS, DrawStock, Pass, Stop
from sixseq.games.six_sequences.rules.match import Match as SixMatch
from sixseq.games.six_sequences.rules.table import Phase as SixPhase
from sixseq.games.six_sequences.rules.table import TableConfig as SixConfig
from sixseq.games.six_sequences.session import CLAIM_SECONDS, SixSeqSession, south_seat

NORMAL = BOT_PACE_SECONDS["normal"]
DRAW = 0.6 * NORMAL  # Rami's draws show quicker: the turn's plays are what to watch
EPSILON = 0.01


class Slow(Bot):
    """A computer player that answers (a safe move) only when the test says: it thinks as
    long as the test's clock says."""

    level = "slow"

    def __init__(self) -> None:
        self.go: queue.Queue[None] = queue.Queue()
        self.asked = 0

    def choose(self, obs: Observation) -> Action:
        self.asked += 1
        self.go.get(timeout=30)
        return safe_action(obs)

    def time_limit(self) -> float:
        return 60.0  # the runner's real-time deadline never cuts in


def person_plays(session: RamiSession) -> None:
    """The person's turn: a draw and a discard."""
    while session.my_turn():
        assert not isinstance(session.play(safe_action(session.observation())), Exception)


def at_the_computer(bot: Slow | None = None) -> tuple[RamiSession, Slow]:
    """A two-player Rami at normal pace, the person's first turn played: the computer
    player (``bot``, by default a slow one) is to draw."""
    bot = bot or Slow()
    session = RamiSession(Match(TableConfig(2), 500, seed=1), {1: bot})
    session.pace = NORMAL
    person_plays(session)
    return session, bot


def answer(session: RamiSession, bot: Slow, now: float) -> list[Played[Action]]:
    """The computer player answers at ``now``: what the tick at ``now`` that collects its
    answer plays (nothing: the answer waits for its pace)."""
    bot.go.put(None)
    deadline = time.monotonic() + 10
    while True:
        played = session.tick(now)
        if played or session.held is not None:
            return played
        assert time.monotonic() < deadline, "the computer player never answered"
        time.sleep(0.001)


def to_its_discard(session: RamiSession, bot: Slow) -> float:
    """The computer player's draw, after a second's thought; then its next move is asked
    for: when."""
    session.tick(0.0)
    assert [type(p.action) for p in answer(session, bot, 1.0)] == [Draw]
    session.tick(1.0)
    assert session.held is None and session.thinking() == 1
    return 1.0


def test_thinking_shorter_than_the_pace_is_hidden_inside_it() -> None:
    """Hard at normal pace: half a second of thinking, and the move shows 0.65 s after the
    computer player was asked, not 1.15 s."""
    session, bot = at_the_computer()
    asked = to_its_discard(session, bot)
    assert answer(session, bot, asked + 0.5) == []
    assert session.tick(asked + NORMAL - EPSILON) == []
    played = session.tick(asked + NORMAL + EPSILON)
    assert [p.seat for p in played] == [1] and session.my_turn()


def test_a_round_continued_at_a_computer_s_turn_waits_its_pace_too() -> None:
    """Continue opens a round where a computer player is to move: its first move waits for
    its pace like every other (Space was never pressed)."""
    match = Match(TableConfig(2), 500, seed=1)
    while match.round.to_move == 0:
        match.round.apply(safe_action(match.round.observation(0)))
    bot = Slow()
    session = RamiSession(match, {1: bot})
    session.pace = NORMAL
    session.tick(0.0)
    assert answer(session, bot, 0.1) == []
    assert session.tick(DRAW - EPSILON) == []
    assert [type(p.action) for p in session.tick(DRAW + EPSILON)] == [Draw]


def test_every_seat_but_the_person_s_needs_a_computer_player() -> None:
    with pytest.raises(ValueError, match=r"no bot for seats \[2\]"):
        RamiSession(Match(TableConfig(3), 500, seed=1), {1: Slow()})


def test_a_move_offered_for_the_person_out_of_turn_is_refused_and_changes_nothing() -> None:
    """The table never offers one (it asks ``my_turn`` first); a view that did gets an
    error, not a move played for the wrong seat."""
    session, _ = at_the_computer()
    count = len(session.state.actions)
    with pytest.raises(ValueError, match="not the person's to play now"):
        session.play(safe_action(session.state.observation(1)))
    assert len(session.state.actions) == count and session.state.to_move == 1


def test_thinking_longer_than_the_pace_shows_at_once_when_it_answers() -> None:
    session, bot = at_the_computer()
    session.tick(0.0)
    played = answer(session, bot, 2.0)
    assert [type(p.action) for p in played] == [Draw]


def test_a_draw_shows_quicker_from_when_it_was_asked() -> None:
    session, bot = at_the_computer()
    session.tick(0.0)
    assert answer(session, bot, 0.1) == []
    assert session.tick(DRAW - EPSILON) == []
    assert [type(p.action) for p in session.tick(DRAW + EPSILON)] == [Draw]


def test_the_table_is_still_for_a_pace_before_a_computer_moves() -> None:
    """Cards flying (or a card dragged) while the computer player thinks: its move waits
    for the table to be still, then a pace from then."""
    session, bot = at_the_computer()
    asked = to_its_discard(session, bot)
    assert session.tick(asked + 0.1, idle=False) == []
    assert answer(session, bot, asked + 0.3) == []
    quiet = asked + 2.0
    assert session.tick(quiet, idle=False) == []  # well past the pace, but the table moves
    assert session.tick(quiet) == []
    assert session.tick(quiet + NORMAL - EPSILON) == []
    assert session.tick(quiet + NORMAL + EPSILON)


def test_back_from_a_pause_the_table_is_still_for_a_pace() -> None:
    """The game paused (its menu, the player away) with a computer's move waiting: back,
    the player sees the table a pace before it shows."""
    session, bot = at_the_computer()
    asked = to_its_discard(session, bot)
    assert answer(session, bot, asked + 0.5) == []
    session.close()  # the table's clock stops while it is left
    back = asked + 0.6
    assert session.tick(back) == []
    assert session.tick(back + NORMAL - EPSILON) == []
    assert session.tick(back + NORMAL + EPSILON)


def test_faster_quickens_the_pace_from_when_it_was_asked() -> None:
    session, bot = at_the_computer()
    session.hurry = True
    asked = to_its_discard(session, bot)
    assert answer(session, bot, asked + 0.1) == []
    assert session.tick(asked + NORMAL / HURRY + EPSILON)


def test_space_plays_the_waiting_move_at_once_or_as_soon_as_it_comes() -> None:
    session, bot = at_the_computer()
    asked = to_its_discard(session, bot)
    assert answer(session, bot, asked + 0.1) == []
    session.hurry_now()
    assert session.tick(asked + 0.1)
    person_plays(session)
    session.tick(5.0)  # the computer player is asked to draw
    session.hurry_now()  # Space while it thinks
    assert [type(p.action) for p in answer(session, bot, 5.1)] == [Draw]


def test_a_pause_keeps_what_a_computer_player_is_thinking_over() -> None:
    """Paused (the in-game menu, the window left) while a computer player thinks: its
    thinking cannot be stopped and the position cannot change, so its answer is kept for
    when the table is back. Asking again at every pause stacked a search on the one still
    running (the monkey found Hard's search workers late, their samples lost)."""
    session, bot = at_the_computer()
    session.tick(0.0)
    session.close()
    session.tick(0.1)  # back
    session.close()
    session.tick(0.2)  # and again
    assert [type(p.action) for p in answer(session, bot, 1.0)] == [Draw]
    assert bot.asked == 1


def test_a_suggestion_asked_for_before_a_pause_comes_after_it() -> None:
    """*Suggest a move*, and the game pauses before the answer: it comes when the table is
    back (it was dropped, the table saying nothing)."""
    adviser = Slow()
    session = RamiSession(Match(TableConfig(2), 500, seed=1), {1: Slow()}, hint_bot=adviser)
    assert session.my_turn() and session.ask_hint()
    session.tick(0.0)
    session.close()
    session.tick(0.5)
    assert session.hint_pending  # the table still says it is coming
    assert session.thinking() is None  # … and no computer player is thinking
    adviser.go.put(None)
    deadline = time.monotonic() + 10
    while session.hint is None:
        assert time.monotonic() < deadline, "the suggestion never came"
        time.sleep(0.001)
        session.tick(0.5)
    assert session.hint.action in session.legal() and not session.hint_pending
    assert adviser.asked == 1


class Adviser(Slow):
    """The hint's bot, answering when the test says; ``answered`` is set once its answer (or
    its failure) has left it, so a test can look at what the table made of it."""

    level = "adviser"

    def __init__(self, fails: bool = False) -> None:
        super().__init__()
        self.fails = fails
        self.answered = threading.Event()

    def choose(self, obs: Observation) -> Action:
        try:
            action = super().choose(obs)
            if self.fails:
                raise RuntimeError("the adviser broke")
            return action
        finally:
            self.answered.set()


def advised(session: RamiSession, adviser: Adviser) -> None:
    """Let the adviser answer, and the table collect what it said."""
    adviser.go.put(None)
    assert adviser.answered.wait(10), "the adviser never answered"
    deadline = time.monotonic() + 10
    while session.runner.busy() and time.monotonic() < deadline:
        time.sleep(0.001)
    session.tick(1.0)


def test_a_suggestion_asked_for_then_undone_past_is_dropped_without_a_word() -> None:
    """Asked for, then the person undoes their move before it comes: it was thought of for a
    position no longer on the table, so it is not shown, and the table does not say that
    none was found."""
    adviser = Adviser()
    session = RamiSession(Match(TableConfig(2), 500, seed=2), {1: Slow()}, hint_bot=adviser)
    take = next(a for a in session.legal() if isinstance(a, Take))
    assert not isinstance(session.play(take), Exception)
    assert session.ask_hint() and session.hint_pending and not session.hint_failed
    assert session.undo() == take
    advised(session, adviser)
    assert session.hint is None and not session.hint_failed and not session.hint_pending


def test_a_suggestion_overtaken_by_the_person_s_own_move_is_dropped_without_a_word() -> None:
    """Asked for, then the person plays before it comes (a draw; the turn goes on): it was
    for the position before, so it is not shown, and nothing is said."""
    adviser = Adviser()
    session = RamiSession(Match(TableConfig(2), 500, seed=1), {1: Slow()}, hint_bot=adviser)
    assert session.ask_hint()
    assert not isinstance(session.play(next(a for a in session.legal()
                                            if isinstance(a, Draw))), Exception)
    assert session.my_turn() and not session.hint_pending
    advised(session, adviser)
    assert session.hint is None and not session.hint_failed


def test_a_suggestion_whose_bot_fails_is_said_not_found() -> None:
    adviser = Adviser(fails=True)
    session = RamiSession(Match(TableConfig(2), 500, seed=1), {1: Slow()}, hint_bot=adviser)
    assert not session.hint_failed  # a new table has nothing to say of a hint
    assert session.ask_hint()
    advised(session, adviser)
    assert session.hint is None and session.hint_failed and not session.hint_pending
    assert session.ask_hint()  # and it may be asked again


def test_les_six_sequences_ends_of_phases_show_at_once_and_plays_at_the_pace() -> None:
    """A computer player's stop or pass has nothing to watch; its draw and plays do."""
    session = SixSeqSession.new(2, False, 3, ["easy"], seed=1)
    session.pace = NORMAL
    assert session.pace_for(Stop()) == 0.0 and session.pace_for(Pass()) == 0.0
    assert session.pace_for(DrawStock()) == NORMAL


def three_at_six_sequences(until: Callable[[SixSeqSession, list[Played[Any]], float], bool],
                           pace: float = 0.0) -> tuple[SixSeqSession, float]:
    """Les Six Séquences at three (a discard asks every other seat, SS-DISCARD-4), the
    person playing safe moves, the table's clock advanced 10 ms a tick, until ``until``
    holds after a tick: the session and that tick's time."""
    session = SixSeqSession.new(3, False, 3, ["easy", "easy"], seed=1)
    session.pace = pace
    now = 0.0
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        now += 0.01
        if until(session, session.tick(now), now):
            return session, now
        if session.my_turn() and session.round.phase != SixPhase.CLAIM:
            session.play(six_safe_action(session.observation()))
        time.sleep(0.001)
    raise AssertionError("never came")


def test_les_six_sequences_pass_with_nothing_to_claim_is_played_and_shown() -> None:
    """Asked to claim a discard with nothing to claim it with: the table passes for the
    person at once, and the pass is among the moves shown."""
    three_at_six_sequences(lambda session, played, now: any(
        p.seat == session.person and p.action == PASS for p in played))


def test_les_six_sequences_claim_window_counts_down_then_passes() -> None:
    session, opened = three_at_six_sequences(lambda session, played, now: session.claim_open())
    assert session.claim_left(opened) == CLAIM_SECONDS
    assert session.claim_left(opened + 4) == pytest.approx(CLAIM_SECONDS - 4)
    assert session.tick(opened + 4) == [] and session.claim_open()
    played = session.tick(opened + CLAIM_SECONDS)
    assert [(p.seat, p.action) for p in played] == [(session.person, PASS)]
    assert not session.claim_open() and session.claim_left(opened + CLAIM_SECONDS) == 0.0


def test_les_six_sequences_space_plays_the_waiting_move_at_once() -> None:
    """Space (outside a claim, whose answers keep their timing) plays a computer's move
    as soon as it is there, not a pace later."""
    def waiting(session: SixSeqSession, played: list[Played[Any]], now: float) -> bool:
        return session.held is not None and session.round.phase != SixPhase.CLAIM

    session, now = three_at_six_sequences(waiting, pace=NORMAL)
    session.hurry_now()
    assert session.tick(now)


def test_le_carre_end_of_turn_shows_at_once_and_its_draw_at_the_pace() -> None:
    session = CarreSession.new(1, "easy", False, seed=1)
    session.pace = NORMAL
    assert session.pace_for(EndTurn()) == 0.0 and session.pace_for(CarreDraw()) == NORMAL


class Told(RandomBot):  # type: ignore[type-arg]
    """Remembers what it is told of the match before each round."""

    level = "told"

    def __init__(self) -> None:
        super().__init__(0)
        self.told: list[tuple[tuple[int, ...], int]] = []

    def begin_round(self, totals: Sequence[int], rounds_after: int) -> None:
        self.told.append((tuple(totals), rounds_after))


def test_les_six_sequences_players_are_told_the_match_before_a_round_new_or_continued() -> None:
    """The points so far and the rounds to come (a level that plays for the match needs
    them), told at a new match and again at Continue, the hint's bot too."""
    match = SixMatch(SixConfig(2), 3, seed=1)
    computer = 1 - south_seat(match.config)
    bot, adviser = Told(), Told()
    SixSeqSession(match, {computer: bot}, hint_bot=adviser)
    assert bot.told == adviser.told == [((0, 0), 2)]
    rng = random.Random(1)
    while not match.round.is_over():
        match.round.apply(rng.choice(match.round.legal_actions()))
    match.next_round()
    later = Told()
    SixSeqSession(match, {computer: later}, hint_bot=Told())  # Continue, in the second round
    assert later.told == [(match.totals(), 1)] and match.totals() != (0, 0)


class Sleepy(Slow):
    """A slow computer player with a short deadline, whose move is never the safe one (it
    takes the discard where the safe move draws from the stock)."""

    level = "sleepy"

    def choose(self, obs: Observation) -> Action:
        super().choose(obs)
        return next(a for a in obs.legal if isinstance(a, Take))

    def time_limit(self) -> float:
        return 0.5  # the runner's deadline: 1.5 s


def test_a_machine_asleep_while_a_computer_player_thinks_does_not_make_it_late(
        caplog: pytest.LogCaptureFixture) -> None:
    """The laptop slept while a computer player thought: its real clock had jumped by hours
    when it woke, so the player was late, replaced by the safe move and logged as failing.
    Its first frame back counts a second at most (``LONGEST_FRAME``): the table's clock
    says it is not late, and its own move is played."""
    session, bot = at_the_computer(Sleepy())
    real = Clock()  # the runner's real clock, moved by hand
    session.runner.clock = real
    session.tick(0.0)  # asked
    real.now = 8 * 3600.0  # a night asleep
    with caplog.at_level(logging.ERROR):
        assert session.tick(1.0) == [] and session.held is None
        played = answer(session, bot, 1.1)
    assert [type(p.action) for p in played] == [Take]
    assert session.runner.late == 0 and "deadline" not in caplog.text


def test_a_computer_player_is_late_once_both_clocks_say_so() -> None:
    """A hanging player is still replaced: past its deadline on the real clock and the
    table's; on either alone (a machine asleep, or a test's frames quicker than real time),
    it is not."""
    session, bot = at_the_computer(Sleepy())
    real = Clock()  # the runner's real clock, moved by hand
    session.runner.clock = real
    session.tick(0.0)
    assert session.tick(2.0) == [] and session.held is None  # the table's clock alone
    real.now = 2.0
    assert [type(p.action) for p in session.tick(2.0)] == [Draw]  # the safe move
    assert session.runner.late == 1
    bot.go.put(None)  # let its thread end
