"""The 20/20 as the player lives it: the saved game and its clock, undo and redo, the hint and
the demo, new deals, what goes into the statistics and when. Pure (no pygame): tested without a
window; the view draws what the session says and hands it the player's pairs.

The solver works on background threads (:class:`~.oracle.Oracle`, owned here): it is told
every position the game reaches, and :meth:`PatienceSession.tick` collects its answers — the
status (TT-7: winnable, or lost since which move), the hint asked for, the demo's line.

Time: the session never reads a clock. The view passes ``now`` (seconds, any origin) to
:meth:`PatienceSession.tick`: the time the table was played, which the application alone
decides (a suspended machine, a window minimised or in the background, the in-game menu are
not playing time). The game clock counts the time between ticks until the game is won, and the
demo plays its next move ``pace`` seconds after the cards of the last one have landed.

Files go through hooks the UI sets, so a disk that refuses is told by the program's shell and
play goes on: ``on_save`` after every move, undo, redo, hint and new deal; ``on_record`` when
the statistics change. A game is counted when it is won, or when it is left for another deal
(lost, or abandoned while still playable); a game with no move is not counted. A game the demo
played moves of is recorded as such: never the player's win (issue 22). Help is counted as a
hint (TT-6) when the player sees it — the hint's move shown, the demo's first move played — so
help asked for and never seen (a pair played first) is not; a pause (the in-game menu, the
window left) loses neither: both go on when the table is back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from sixseq.decks.sixsuit import Card
from sixseq.engine.refusal import IllegalAction
from sixseq.engine.session import BOT_PACE_SECONDS
from sixseq.games.twenty_twenty.files import SavedGame, result_of
from sixseq.games.twenty_twenty.options import new_deal_number
from sixseq.games.twenty_twenty.oracle import Oracle, Report
from sixseq.games.twenty_twenty.rules import Game, Hint, Move, Position, Status, Verdict
from sixseq.stats import PatienceStats


def removed_cards(start: Position, moves: Sequence[Move]) -> list[Card]:
    """The cards taken off so far, in the order they went (each move's two, lower pile first)."""
    heights = list(start.heights)
    gone: list[Card] = []
    for move in moves:
        for pile in (move.a, move.b):
            heights[pile] -= 1
            gone.append(start.piles[pile][heights[pile]])
    return gone


@dataclass(frozen=True)
class Tick:
    """What time passing brought: the demo's moves applied, news from the solver (the status,
    the buttons or the hint may change), the game clock passing a whole second."""

    played: tuple[Move, ...]
    news: bool
    second: bool


class PatienceSession:
    """One 20/20 game at a time, and the statistics it adds to."""

    def __init__(self, saved: SavedGame, stats: PatienceStats | None = None, *,
                 on_save: Callable[[SavedGame], None] | None = None,
                 on_record: Callable[[PatienceStats], None] | None = None,
                 oracle: Callable[[], Oracle] = Oracle,
                 deal_numbers: Callable[[bool], int] = new_deal_number) -> None:
        self.stats = stats if stats is not None else PatienceStats()
        self.on_save = on_save
        self.on_record = on_record
        self.winnable_only = False  # "winnable deals only" for the next new deal (TT-7)
        self._make_oracle = oracle
        self._oracle: Oracle | None = None
        self._deal_numbers = deal_numbers
        self.report = Report(None)
        self.hint: Hint | None = None  # the hint asked for, once the solver has it
        self.hint_wanted = False  # asked for, not answered yet
        self.demo = False
        # The demo plays for the player as a computer player would: at their pace (the view
        # sets it from Settings), the table still that long between its moves.
        self.pace = BOT_PACE_SECONDS["normal"]
        self._demo_counted = False  # this run of the demo has shown a move: a hint counted
        self._demo_line: list[Move] = []
        self._quiet_since: float | None = None
        self._last_now: float | None = None
        self.saved = saved
        self._install(saved)

    @classmethod
    def opened(cls, saved: SavedGame | None, stats: PatienceStats, deal: int | None = None,
               winnable_only: bool = False, *,
               on_save: Callable[[SavedGame], None] | None = None,
               on_record: Callable[[PatienceStats], None] | None = None,
               oracle: Callable[[], Oracle] = Oracle,
               deal_numbers: Callable[[bool], int] = new_deal_number) -> PatienceSession:
        """The game a table opens with, saved at once: deal ``deal`` (resumed if it is the
        saved game), else the saved game, else a new deal. A saved game left for another deal
        is counted (if it had a move); a won one is never resumed, and is counted if the
        program stopped between the win and its record."""
        left: list[SavedGame] = []
        if saved is not None and saved.game.status() is Status.WON:
            left.append(saved)
            saved = None
        if deal is not None and (saved is None or saved.game.deal != deal):
            if saved is not None:
                left.append(saved)
            saved = SavedGame(Game(deal))
        if saved is None:
            saved = SavedGame(Game(deal_numbers(winnable_only)))
        session = cls(saved, stats, on_save=on_save, on_record=on_record, oracle=oracle,
                      deal_numbers=deal_numbers)
        session.winnable_only = winnable_only
        for game in left:
            session._leave(game)
        session.save()
        return session

    # --- reading ------------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.saved.game

    @property
    def position(self) -> Position:
        return self.game.position

    def status(self) -> Status:
        return self.game.status()

    @property
    def playing(self) -> bool:
        return self.status() is Status.PLAYING

    @property
    def won(self) -> bool:
        return self.status() is Status.WON

    @property
    def player_won(self) -> bool:
        """The game is won, and the player's win as the statistics count it: never a deal the
        demo played moves of (an undo or a hint only makes the win an assisted one)."""
        return result_of(self.saved).player_won

    def removed(self) -> list[Card]:
        return removed_cards(self.game.start, self.game.moves)

    def partners(self, pile: int) -> set[int]:
        """The piles whose face-up card pairs with ``pile``'s (TT-2)."""
        return {m.b if m.a == pile else m.a for m in self.game.legal_moves()
                if pile in (m.a, m.b)}

    def can_undo(self) -> bool:
        """TT-6: any move may be taken back, until the game is won (it is counted then)."""
        return self.game.can_undo and not self.won

    def can_redo(self) -> bool:
        return self.game.can_redo

    def can_go_back(self) -> bool:
        """Whether "undo to winnable" has somewhere to go: the move that lost is known."""
        report = self.report
        return report.verdict is Verdict.UNWINNABLE and bool(report.lost_by) and not self.won

    def can_hint(self) -> bool:
        return self.playing and not self.demo

    def in_progress(self) -> bool:
        """A game a new deal would abandon (see :attr:`SavedGame.in_progress`)."""
        return self.saved.in_progress

    @property
    def busy(self) -> bool:
        """The solver is still working on something (the view keeps a timer ticking)."""
        return self._oracle is not None and self._oracle.busy

    # --- the player's moves -------------------------------------------------------------------

    def refusal(self, a: int, b: int) -> IllegalAction | None:
        """Why the rules refuse pairing piles ``a`` and ``b`` now (None: they allow it)."""
        try:
            self.position.check(Move.of(a, b))
        except IllegalAction as error:
            return error
        return None

    def play(self, a: int, b: int) -> Move | IllegalAction:
        """The player pairs the face-up cards of piles ``a`` and ``b`` (TT-2): the move played,
        or the rules' refusal and nothing changes. The demo stops: the player has the cards."""
        error = self.refusal(a, b)
        if error is not None:
            return error
        self.stop_demo()
        move = Move.of(a, b)
        self._apply(move)
        return move

    def undo(self) -> bool:
        """Take back the last move (TT-6: as often as wanted, and it is no cheating)."""
        if not self.can_undo():
            return False
        self.stop_demo()
        self.game.undo()
        self._moved()
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self.stop_demo()
        self.game.redo()
        self._moved()
        if self.won:
            self._won()
        return True

    def back_to_winnable(self) -> bool:
        """Undo up to the last position from which the game can still be won."""
        lost_by = self.report.lost_by
        if not self.can_go_back() or lost_by is None:
            return False
        self.stop_demo()
        while len(self.game.moves) >= lost_by:
            self.game.undo()
        self._moved()
        return True

    # --- help: the hint and the demo ------------------------------------------------------------

    def ask_hint(self) -> bool:
        """Ask for a move on a winning line (TT-7), or, with no win left, the move that keeps
        the most cards removable; counted in the statistics (TT-6) once shown. The solver
        usually has it already; if not, a later tick brings it."""
        if not self.can_hint():
            return False
        self.hint, self.hint_wanted = None, True
        self._collect_hint()
        return True

    def toggle_demo(self) -> None:
        """The solver plays the game at a pace the player can follow (an assisted game: its
        first move counts as a hint, and makes the game never the player's win)."""
        if self.demo:
            self.stop_demo()
        elif self.playing:
            self.demo, self._demo_counted = True, False
            self._demo_line = []
            self._quiet_since = None
            self.hint, self.hint_wanted = None, False

    def stop_demo(self) -> None:
        self.demo = False
        self._demo_line = []

    # --- deals --------------------------------------------------------------------------------

    def new_deal(self) -> None:
        """Another deal (a winnable one when "winnable deals only" is on)."""
        self.open_deal(self._deal_numbers(self.winnable_only))

    def restart(self) -> None:
        """This deal again from the start, as a new game (TT-5)."""
        self.open_deal(self.game.deal)

    def open_deal(self, number: int) -> None:
        """Deal ``number`` (TT-5); the game left goes into the statistics."""
        self._leave(self.saved)
        self._install(SavedGame(Game(number)))
        self.save()

    # --- time passing -------------------------------------------------------------------------

    def tick(self, now: float, idle: bool = True) -> Tick:
        """Let time pass until ``now``: the game clock runs, the solver's answers are
        collected, and when the table is ``idle`` (no card moving) the demo plays its next
        move."""
        dt = 0.0 if self._last_now is None else max(0.0, now - self._last_now)
        self._last_now = now
        second = False
        if not self.won:
            before = int(self.saved.seconds)
            self.saved.seconds += dt
            second = int(self.saved.seconds) != before
        news = self._poll()
        return Tick(self._demo_step(now, idle), news, second)

    def close(self) -> None:
        """Stop all background work (the table is left, or paused); the next tick starts it
        again, and the hint asked for or the demo goes on then."""
        if self._oracle is not None:
            self._oracle.close()
            self._oracle = None
        self._last_now = None

    def save(self) -> None:
        if self.on_save is not None:
            self.on_save(self.saved)

    # --- internals ----------------------------------------------------------------------------

    @property
    def oracle(self) -> Oracle:
        """The solver, following the game (started again after :meth:`close`)."""
        if self._oracle is None:
            self._follow()
        assert self._oracle is not None
        return self._oracle

    def _install(self, saved: SavedGame) -> None:
        self.saved = saved
        self.stop_demo()
        self._new_position()

    def _apply(self, move: Move, by_demo: bool = False) -> None:
        self.game.apply(move)
        if by_demo:
            self.saved.demo = True
        self._moved()
        if self.won:
            self._won()

    def _moved(self) -> None:
        """After any change of position (see :meth:`_new_position`) the game is saved."""
        self._new_position()
        self.save()

    def _new_position(self) -> None:
        """The old hint, or the one asked for, is stale: the solver looks at the new
        position."""
        self.hint, self.hint_wanted = None, False
        self._follow()

    def _follow(self) -> None:
        """The solver looks at the game's position (a new one, or the same after a pause)."""
        if self._oracle is None:
            self._oracle = self._make_oracle()
        self._oracle.follow(self.game)
        self.report = self._oracle.report()

    def _won(self) -> None:
        self.stop_demo()
        self._record(self.saved)
        self.save()  # now marked as counted

    def _leave(self, saved: SavedGame) -> None:
        """The player leaves ``saved`` for another game: count it (won, lost, or abandoned
        while still playable) unless no move was made or it is counted already."""
        if not saved.recorded and saved.game.moves:
            self._record(saved)

    def _record(self, saved: SavedGame) -> None:
        self.stats.record(result_of(saved))
        saved.recorded = True
        if self.on_record is not None:
            self.on_record(self.stats)

    def _poll(self) -> bool:
        if self._oracle is None:  # closed while the table was left: ask again
            self._follow()
            return True
        changed = self._oracle.poll()
        if changed:
            self.report = self._oracle.report()
            self._collect_hint()
        return changed

    def _collect_hint(self) -> None:
        """The hint asked for, once the solver has it: shown, and counted then (TT-6)."""
        found = self.oracle.hint()
        if self.hint_wanted and found is not None:
            self.hint_wanted = False
            if found.move is not None:
                self.hint = found
                self.game.count_hint()
                self.save()

    def _demo_step(self, now: float, idle: bool) -> tuple[Move, ...]:
        """Play the solver's next move once the last one has landed and a pause has passed."""
        if not self.demo:
            return ()
        if not idle:
            self._quiet_since = None
            return ()
        if self._quiet_since is None:
            self._quiet_since = now
        pause = self.pace if self._demo_counted else 0.0  # its first move at once
        if now - self._quiet_since < pause:
            return ()
        if not self.playing:
            self.stop_demo()
            return ()
        move = self._demo_line.pop(0) if self._demo_line else None
        if move is None or not self.position.is_legal(move):
            hint = self.oracle.hint()
            if hint is None:
                return ()  # still thinking: a later tick asks again
            if hint.move is None:
                self.stop_demo()
                return ()
            move = hint.move
            self._demo_line = list(hint.line[1:]) if hint.verdict is Verdict.WINNABLE else []
        self._quiet_since = None
        if not self._demo_counted:
            self._demo_counted = True
            self.game.count_hint()
        self._apply(move, by_demo=True)
        return (move,)
