"""What every game played as a match against computer players shares in its ``ui`` entry: its
table wired to save after every turn and to count every finished round (and the match, once
over), its one save file (Continue), the sentence to tell if its statistics file had to be set
aside, what owning a scene and having a game in progress mean, and counting a match abandoned
for a new one once begun as lost.

A game's ``ui`` entry derives from :class:`MatchGameUI` and gives only what is its own: the
table's class, how a record replays, how a saved match is seated again, whether the match is
past its first round, and a round's and a match's result from the person's side.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, cast

from sixseq import saves
from sixseq.stats import load_match_stats
from sixseq.ui.i18n import file_notice
from sixseq.ui.stats_page import record_results

if TYPE_CHECKING:
    from sixseq.stats import MatchResult, RoundResult
    from sixseq.storage import Paths
    from sixseq.ui.app import App
    from sixseq.ui.games import GameUI
    from sixseq.ui.scene import Scene


class MatchSession(Protocol):
    """The session of a match (:class:`sixseq.engine.session.Session`), as saving and counting
    it need."""

    on_turn_end: Callable[[Any], None] | None
    on_round_end: Callable[[Any], None] | None

    @property
    def match(self) -> Any: ...

    @property
    def state(self) -> Any: ...

    @property
    def levels(self) -> tuple[str, ...]: ...

    def person_has_played(self) -> bool: ...


M = TypeVar("M")
S = TypeVar("S", bound=MatchSession)


class MatchGameUI(Generic[M, S]):
    """The shared half of a match game's ``ui`` entry (see the module docstring)."""

    id: str
    match_kind: str  # the save's record kind

    # --- what each game gives -----------------------------------------------------------------

    def table_type(self) -> Callable[[App, S], Scene]:
        """The game's table class (imported when first needed: it is the pygame part)."""
        raise NotImplementedError

    def replay(self, record: Mapping[str, Any]) -> M:
        raise NotImplementedError

    def resumed(self, saved: saves.SavedMatch[M]) -> S:
        """The session of a saved match, its computer players seated again."""
        raise NotImplementedError

    def started(self, session: S) -> bool:
        """Whether the session's match is past its first round (then it is in progress at
        once). Asked of the session: its ``match`` may be the engine's view of the game's."""
        raise NotImplementedError

    def round_result(self, session: S) -> RoundResult:
        """The round just finished, from the person's side."""
        raise NotImplementedError

    def match_result(self, session: S) -> MatchResult:
        """The match as it stands, from the person's side: its result once it is over."""
        raise NotImplementedError

    # --- shared -------------------------------------------------------------------------------

    def record_round(self, app: App, session: S) -> None:
        """Count the round just finished, and the match once it is over, in the statistics."""
        over = session.match.is_over()
        record_results(app, self.id, self.round_result(session),
                       self.identified_result(session) if over else None)

    def identified_result(self, session: S, abandoned: bool = False) -> MatchResult:
        """The match's result named by its seed: a match abandoned when the new one could not
        be saved stays on disk, and the statistics keep one row for it however it ends."""
        return replace(self.match_result(session), abandoned=abandoned,
                       match_id=str(session.match.seed))

    def fresh_table(self, app: App, session: S) -> Scene:
        """The table of a new match. The saved match it replaces is counted first, as lost
        (abandoned), if it had begun: as the New game question said. Counted once: if the
        new save then fails, the match is still on disk to be abandoned again or continued,
        and the statistics know it by its seed."""
        saved, notice = self.load(app.paths)
        if notice:
            app.notify(file_notice("save", notice))
        if saved is not None:
            left = self.resumed(saved)
            if self.begun(left):
                record_results(app, self.id, None, self.identified_result(left, abandoned=True))
        return self.table(app, session)

    def table(self, app: App, session: S) -> Scene:
        """The table of ``session``, saved now and after every turn, its rounds counted."""
        table = self.table_type()(app, session)
        me = cast("GameUI", self)  # each game's entry completes the protocol
        session.on_turn_end = lambda _: app.save_game(me, table)
        session.on_round_end = lambda _: self.record_round(app, session)
        app.save_game(me, table)
        return table

    def load(self, paths: Paths) -> tuple[saves.SavedMatch[M] | None, str | None]:
        return saves.load_match(paths, self.id, self.match_kind, self.replay)

    def resume(self, app: App, saved: saves.SavedMatch[M]) -> Scene:
        return self.table(app, self.resumed(saved))

    def owns(self, scene: Scene) -> bool:
        table = self.table_type()
        return isinstance(table, type) and isinstance(scene, table)

    def session_of(self, scene: Scene) -> S:
        from sixseq.ui.table.scene import CardTable

        assert self.owns(scene) and isinstance(scene, CardTable)
        return cast(S, scene.session)

    def save(self, paths: Paths, scene: Scene) -> None:
        """The match's record and levels, or no file once the match is over."""
        session = self.session_of(scene)
        if session.match.is_over():
            saves.forget_match(paths, self.id)
        else:
            saves.save_match(paths, self.id, session.match.record(), session.levels)

    def begun(self, session: S) -> bool:
        """Whether the match has begun and is not over: a move of the person's own made, or
        a round already played. A New game then abandons it, and it counts as lost (the
        computer players' first moves alone do not begin it: nothing of the person's is
        lost)."""
        return not session.match.is_over() and (self.started(session)
                                                or session.person_has_played())

    def stats_notice(self, paths: Paths) -> str | None:
        return load_match_stats(paths, self.id)[1]

    def in_progress(self, scene: Scene) -> bool:
        return self.begun(self.session_of(scene))

    def saved_in_progress(self, saved: saves.SavedMatch[M]) -> bool:
        return self.begun(self.resumed(saved))
