"""A match as a person lives it, for any card game: turns, computer players on a runner with
deadlines, what the person may undo, the pace of the bots' moves, the hint, the move log, and
the hooks that save and count. Pure (no pygame): testable without a window, and the view only
draws its observation and hands it the person's actions.

Who sits where is the session's business, not the rules': a seat is a person (the one the view
shows), a computer player, or — later — a remote player; the rules see only actions.

Undo: the person may take back their own moves of the turn, one at a time, until something
hidden is revealed to them (the rules say which actions reveal, ``reveals(action)``) or the
turn passes: the undo floor rises then. Undo never shows a hidden card and takes it back.
A game may leave the person no choice worth asking for (:meth:`Session.forced`): the table
plays that move itself, never undoes it, and asks no hint meanwhile.

Time: the session never reads a clock itself; the view passes ``now`` (seconds, any origin) to
:meth:`Session.tick`, so tests drive time by hand. It is the runner's clock of frames too: a
machine asleep while a computer player thinks never makes it late (see :mod:`.runner`).
"""

from __future__ import annotations

import copy
import logging
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from sixseq.engine.bots import Bot, Suggestion
from sixseq.engine.refusal import IllegalAction
from sixseq.engine.runner import Runner, decide

log = logging.getLogger(__name__)

A = TypeVar("A")

# Seconds between a computer player being asked and its move showing (``Settings.bot_pace``):
# enough for a person to follow what happens. Its thinking is hidden inside them, so the pace
# is the rhythm of the table whatever the level; only thinking longer than the pace shows.
BOT_PACE_SECONDS = {"slow": 1.3, "normal": 0.65, "fast": 0.25, "instant": 0.0}
HURRY = 4.0  # how much faster the "faster" button makes the bots' pace
HINT_DEADLINE_S = 10.0


def pace_seconds(setting: str) -> float:
    """The pace of ``Settings.bot_pace`` (an unknown name: the normal one)."""
    return BOT_PACE_SECONDS.get(setting, BOT_PACE_SECONDS["normal"])


class RoundState(Protocol[A]):
    """What the session needs of a round (a :class:`~sixseq.engine.game.Rules`, plus
    ``reveals`` and ``undo_depth``)."""

    @property
    def to_move(self) -> int: ...

    @property
    def actions(self) -> Sequence[A]: ...

    @property
    def undo_depth(self) -> int: ...

    def legal_actions(self) -> list[A]: ...

    def is_legal(self, action: A) -> bool: ...

    def check(self, action: A) -> None: ...

    def apply(self, action: A) -> None: ...

    def push(self, action: A) -> None: ...

    def pop(self) -> A: ...

    def observation(self, seat: int) -> Any: ...

    def is_over(self) -> bool: ...

    def reveals(self, action: A) -> bool: ...


class MatchLike(Protocol):
    """A match of rounds (or hands, or games): the round in play and what comes next; its
    seed deals every round, and names the match in the statistics."""

    @property
    def seed(self) -> int: ...

    @property
    def round(self) -> Any: ...

    def is_over(self) -> bool: ...

    def next_round(self) -> Any: ...

    def record(self) -> dict[str, Any]: ...


@dataclass(frozen=True, slots=True)
class Played(Generic[A]):
    """An action applied to the round: who played it, the round's action count after it (a
    log line is kept with it, so undo can drop the lines of undone actions), and the person's
    views just before and just after it. A move log words the action from these alone, so
    its line is the same whether it is worded at once — however many actions one frame
    applied — or read back from a save (:meth:`Session.played_so_far`)."""

    seat: int
    action: A
    count: int
    before: Any = field(compare=False, repr=False)
    after: Any = field(compare=False, repr=False)


class Session(Generic[A]):
    """One match at a table. ``bots`` maps every computer seat to its bot; ``person`` is the
    seat the view shows and takes actions for (every other seat must have a bot).

    Hooks: ``on_turn_end(session)`` after every finished turn (the shell saves),
    ``on_round_end(session)`` once when a round ends (statistics)."""

    def __init__(self, match: MatchLike, seats: int, person: int,
                 bots: Mapping[int, Bot[Any, A]], safe_action: Callable[[Any], A], *,
                 hint_bot: Bot[Any, A] | None = None,
                 wake: Callable[[], None] | None = None) -> None:
        self.match = match
        self.seats = seats
        self.person = person
        self.bots = dict(bots)
        missing = set(range(self.seats)) - {person} - set(self.bots)
        if missing:
            raise ValueError(f"no bot for seats {sorted(missing)}")
        self.safe_action = safe_action
        self.hint_bot = hint_bot
        self._now = 0.0  # the last tick's
        self.runner = Runner(wake, frames=lambda: self._now)
        self.on_turn_end: Callable[[Session[A]], None] | None = None
        self.on_round_end: Callable[[Session[A]], None] | None = None
        self.pace = BOT_PACE_SECONDS["normal"]
        self.hurry = False
        self.hint: Suggestion[A] | None = None
        self.hint_pending = False
        self.hint_failed = False
        self.held: tuple[int, A] | None = None  # a bot's (seat, move), waiting for its pace
        self._quiet_since: float | None = None  # the table still since (None: it moves)
        self._hurried = False  # Space: the bot's move shows as soon as it is there
        self.asked_at = 0.0  # when the computer seat to move was asked
        self._generation = 0  # bumps when answers from the runner become stale
        self._turn_key = self.turn_key()
        self.undo_floor = self._turn_floor()

    # --- reading ------------------------------------------------------------------------------

    @property
    def state(self) -> RoundState[A]:
        state: RoundState[A] = self.match.round
        return state

    def observation(self) -> Any:
        """What the person's seat may see: all a view draws."""
        return self.state.observation(self.person)

    def played_so_far(self) -> list[Played[A]]:
        """The round's actions so far, as they were played: the move log of a table opened
        on a round under way (Continue). Read back from the round's undo stack, which a
        continued round is replayed onto."""
        probe = copy.deepcopy(self.state)
        past: list[Played[A]] = []
        while probe.undo_depth:
            after = probe.observation(self.person)
            count = len(probe.actions)
            action = probe.pop()
            past.append(Played(probe.to_move, action, count, probe.observation(self.person),
                               after))
        return past[::-1]

    def chosen(self, played: Played[A]) -> bool:
        """Whether ``played`` was a choice of the person's (a game may play some of the
        person's moves for them: those are not)."""
        return played.seat == self.person

    def person_has_played(self) -> bool:
        """Whether the person has made a move of their own this round: until then, leaving
        the round throws away nothing they did."""
        return any(self.chosen(played) for played in self.played_so_far())

    def my_turn(self) -> bool:
        return not self.state.is_over() and self.state.to_move == self.person

    def legal(self) -> list[A]:
        return self.state.legal_actions() if self.my_turn() else []

    def is_over(self) -> bool:
        return bool(self.state.is_over())

    def thinking(self) -> int | None:
        """The computer seat thinking now, if any."""
        state = self.state
        if state.is_over() or state.to_move == self.person or self.held is not None:
            return None
        return state.to_move if self.runner.busy() else None

    # --- the person ---------------------------------------------------------------------------

    def refusal(self, action: A) -> IllegalAction | None:
        """Why the rules refuse ``action`` now (None when it is legal)."""
        if not self.my_turn():
            return None
        try:
            self.state.check(action)
        except IllegalAction as error:
            return error
        return None

    def play(self, action: A) -> Played[A] | IllegalAction:
        """The person's action: applied (undoably) if legal, else the rules' refusal and
        nothing changes."""
        state = self.state
        if not self.my_turn() or not state.is_legal(action):
            found = self.refusal(action)
            if found is not None:
                return found
            raise ValueError(f"{action} is not the person's to play now")
        stops = self.stops_undo(action)
        before = self.observation()
        state.push(action)
        if stops:
            self.undo_floor = state.undo_depth
        self._forget_answers()
        return self._after(self.person, action, before)

    def can_undo(self) -> bool:
        return self.my_turn() and self.state.undo_depth > self.undo_floor

    def stops_undo(self, action: A) -> bool:
        """Whether the undo stops after ``action``, asked of the round just before it: it
        showed its player a hidden card, or the table played it for the person (a game adds
        what else its undo never takes back)."""
        return bool(self.state.reveals(action)) or action == self.forced()

    def forced(self) -> A | None:
        """The person's next action when the rules leave no choice worth asking for (Le
        Carré's draw): the table plays it at its next quiet moment (None: the person
        chooses)."""
        return None

    def _turn_floor(self) -> int:
        """The undo floor of a round resumed from a save: the person's own moves of the turn
        in play are undoable back to the first that showed a hidden card, as they were before
        the game was saved (the round's moves are replayed undoably; a save keeps no floor)."""
        state, key = self.state, self._turn_key
        taken: list[A] = []
        while state.undo_depth > 0 and self.my_turn():
            action = state.pop()
            if not self.my_turn() or self.turn_key() != key or self.stops_undo(action):
                state.push(action)
                break
            taken.append(action)
        for action in reversed(taken):
            state.push(action)
        return state.undo_depth - len(taken)

    def undo(self) -> A | None:
        """Take back the person's last action of this turn (None when there is none)."""
        if not self.can_undo():
            return None
        action = self.state.pop()
        self._forget_answers()
        return action

    # --- time passing -------------------------------------------------------------------------

    def tick(self, now: float, idle: bool = True) -> list[Played[A]]:
        """Let time pass: collect the runner's answers, and when the table is ``idle`` (no
        card moving, no gesture under way) play a computer player's move once its pace has
        passed, or ask the next one to think. Returns the actions applied."""
        self._now = now
        for tag, answer in self.runner.poll():
            self._answer(tag, answer)
        applied: list[Played[A]] = []
        state = self.state
        if not idle:
            self._quiet_since = None
            return applied
        if self._quiet_since is None:
            self._quiet_since = now
        if state.is_over():
            return applied
        seat = state.to_move
        if seat == self.person:
            forced = self.forced()
            if forced is not None:  # one each quiet moment, so each card moves on its own
                played = self.play(forced)  # never undone: see stops_undo
                assert not isinstance(played, IllegalAction)
                applied.append(played)
            return applied
        if self.held is not None:
            mover, action = self.held
            pace, since = self.wait_for(action, self._quiet_since)
            if self._hurried or now - since >= pace:
                self.held, self._hurried = None, False
                before = self.observation()
                state.apply(action)
                applied.append(self._after(mover, action, before))
            return applied
        tag = ("move", self._generation, seat, len(state.actions))
        if not self.runner.busy(tag):
            self.asked_at = now
            decide(self.runner, tag, self.bots[seat], state.observation(seat),
                   self.safe_action)
        return applied

    def pace_for(self, action: A) -> float:
        """Seconds a computer player's ``action`` waits before it is played (a game may make
        some moves instant: nothing to watch)."""
        return self.pace / HURRY if self.hurry else self.pace

    def wait_for(self, action: A, quiet_since: float) -> tuple[float, float]:
        """How long a computer player's ``action`` waits, and from when: by default its pace
        from when it was asked, or from when the table went still (``quiet_since``) if that
        was later — its thinking is hidden in the pace, and the table is still a whole pace
        before it moves (a game may time some answers otherwise)."""
        return self.pace_for(action), max(self.asked_at, quiet_since)

    def hurry_now(self) -> None:
        """Play the waiting move at once, or the move being thought of as soon as it comes
        (Space while the computer plays)."""
        self._hurried = True

    def _answer(self, tag: Hashable, answer: object) -> None:
        assert isinstance(tag, tuple)
        state = self.state
        if tag[0] == "move":
            _, generation, seat, count = tag
            if generation != self._generation or state.to_move != seat \
                    or len(state.actions) != count or state.is_over():
                return
            if isinstance(answer, BaseException) or not state.is_legal(answer):  # type: ignore[arg-type]
                log.error("the bot for seat %s answered %r; playing a safe action", seat, answer)
                answer = self.safe_action(state.observation(seat))
            self.held = (seat, answer)  # type: ignore[assignment]
        elif tag[0] == "hint" and tag[1] == self._generation:
            self.hint_pending = False
            if isinstance(answer, Suggestion) and self.my_turn() \
                    and state.is_legal(answer.action):
                self.hint = answer
            else:
                self.hint_failed = True

    # --- the hint -----------------------------------------------------------------------------

    def can_hint(self) -> bool:
        """Whether a hint may be asked now: the person has a choice to make, and no hint is
        being thought of."""
        return self.hint_bot is not None and self.my_turn() and self.forced() is None \
            and not self.hint_pending

    def ask_hint(self) -> bool:
        """Ask the hint's bot what it would play here, and why (answered by a later tick)."""
        if not self.can_hint():
            return False
        assert self.hint_bot is not None
        self.hint, self.hint_pending, self.hint_failed = None, True, False
        bot = self.hint_bot
        self.runner.submit(("hint", self._generation), bot.suggest, self.observation(),
                           deadline_s=max(HINT_DEADLINE_S, bot.time_limit() + 2.0))
        return True

    # --- rounds -------------------------------------------------------------------------------

    def next_round(self) -> None:
        """From the round's sheet: deal the next round (the match must go on)."""
        if not self.state.is_over() or self.match.is_over():
            raise ValueError("no next round now")
        self.match.next_round()
        self._forget_answers()
        self.held = None
        self.undo_floor = self.state.undo_depth
        self._turn_key = self.turn_key()
        self.begin_round()

    def begin_round(self) -> None:
        """Before a round: tell the bots what they need of the match (a game may override)."""

    def close(self) -> None:
        """The table is left (paused, or for good): nothing is played until it ticks again,
        and then the table is still a whole pace before a computer's move shows. What a
        computer player or the hint's bot is thinking over is kept: the position cannot
        change meanwhile, its thread cannot be stopped, and asking again would stack a
        second search on it; its answer waits for the table."""
        self._quiet_since = None

    # --- internals ----------------------------------------------------------------------------

    def _after(self, seat: int, action: A, before: Any) -> Played[A]:
        """``action`` was applied (``before``: the person's view just before it): the turn's
        bookkeeping and its hooks."""
        state = self.state
        played = Played(seat, action, len(state.actions), before, self.observation())
        self.hint = None
        marker = self.turn_key()
        if marker != self._turn_key or state.is_over():
            self._turn_key = marker
            self.undo_floor = state.undo_depth
            if self.on_turn_end is not None:
                self.on_turn_end(self)
        elif seat != self.person:
            self.undo_floor = state.undo_depth
        if state.is_over() and self.on_round_end is not None:
            self.on_round_end(self)
        return played

    def turn_key(self) -> Hashable:
        """What changes when a turn passes: by default the seat to move (a game whose seats
        act out of turn, like a claim, says it better: its turn number)."""
        return self.state.to_move

    def _forget_answers(self) -> None:
        """The position changed under the runner: whatever it is computing is stale (and a
        Space pressed for it is spent)."""
        self._generation += 1
        self.runner.forget()
        self.hint_pending = self._hurried = False
