"""What every rummy table does the same way, on top of :class:`~.scene.CardTable`: a hand
whose cards are picked and sorted, a chooser between ways of laying, the discard pile's
history over the felt, the round sheet's *View* and *Next*, and gestures handed to the game's
plays, the layers to its picture.

What a game means by its cards stays in its own table: Rami's two copies of a card told apart
by place, Les Six Séquences' claims, raids and teams.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

import pygame

from sixseq.ui.table.buttons import stacked
from sixseq.ui.table.chooser import Chooser
from sixseq.ui.table.hand import ArrangedHand
from sixseq.ui.table.hooks import Grab
from sixseq.ui.table.scene import CardTable
from sixseq.ui.table.stage import Spot

if TYPE_CHECKING:
    from sixseq.engine.session import Session
    from sixseq.ui.app import App
    from sixseq.ui.cardart import CardArt

A = TypeVar("A")
Obs = TypeVar("Obs")  # the game's observation
A_contra = TypeVar("A_contra", contravariant=True)


class RummyLayout(Protocol):
    """What the shared half reads of a rummy table's layout."""

    @property
    def size(self) -> tuple[int, int]: ...
    @property
    def margin(self) -> int: ...
    @property
    def button_h(self) -> int: ...
    @property
    def status(self) -> pygame.Rect: ...
    @property
    def stock(self) -> pygame.Rect: ...
    @property
    def history(self) -> pygame.Rect: ...
    def px(self, design: float) -> int: ...


class RummyScenery(Protocol):
    """What the shared half reads of a rummy table's scenery."""

    @property
    def new_slot(self) -> pygame.Rect | None: ...
    @property
    def meld_widths(self) -> dict[int, int]: ...
    @property
    def spots(self) -> list[Spot]: ...


class RummyPlays(Protocol[A_contra]):
    """The game's plays: what a gesture, the *Lay* button and the chooser's way play."""

    def drop(self, grab: Grab, pos: tuple[int, int]) -> None: ...
    def click(self, grab: Grab, double: bool) -> None: ...
    def lay_selection(self) -> None: ...
    def choose(self, chosen: A_contra | None) -> None: ...


class RummyPicture(Protocol):
    """The game's picture: the table's two layers."""

    def still(self, layer: pygame.Surface, flying: frozenset[int]) -> None: ...
    def top(self, screen: pygame.Surface) -> None: ...


class RummyTable(CardTable[A], Generic[A, Obs]):
    """A rummy table: the game's subclass sets ``lay`` (in ``layout``), ``hand``, ``picture``
    and ``plays``, and says how its hand follows the observation (``sync_hand``), when the
    new-combination place shows (``may_lay_new``) and how its scenery is built
    (``build_scenery``)."""

    lay: RummyLayout | None
    scenery: RummyScenery | None
    hand: ArrangedHand[Any]
    picture: RummyPicture
    plays: RummyPlays[A]
    lays_only_picked = False  # a press on the new-combination place lays only picked cards

    def __init__(self, app: App, session: Session[A], art: CardArt) -> None:
        super().__init__(app, session, art)
        self.chooser: Chooser[A] = Chooser()
        self.history = False  # the discard pile's history is open
        self.zone_widths: dict[int, int] = {}  # per zone; only shrink during a round
        self.hover: int | None = None  # the laid combination under the pointer

    @property
    def obs(self) -> Obs:
        """What the person's seat observes now."""
        observation: Obs = self.session.observation()
        return observation

    def my_turn(self) -> bool:
        return self.session.my_turn()

    def sync_hand(self) -> None:
        """The hand follows the observation (the game's own: what a pick is)."""
        raise NotImplementedError

    def may_lay_new(self) -> bool:
        """The observation lets the person lay a new combination now (on their turn)."""
        raise NotImplementedError

    def build_scenery(self, show_new: bool) -> RummyScenery:
        """Every card's place on the layout (there is one); the new-combination place when
        ``show_new``."""
        raise NotImplementedError

    # --- the shared scene's hooks ---------------------------------------------------------------

    def spots(self) -> list[Spot]:
        """The scenery of now; a zone's cards only shrink during a round (``zone_widths``),
        so they do not jump back and forth as combinations come and go."""
        if self.lay is None:
            return []
        self.scenery = self.build_scenery(self.my_turn() and self.may_lay_new())
        self.zone_widths = dict(self.scenery.meld_widths)
        return self.scenery.spots

    def deal_source(self) -> pygame.Rect | None:
        return self.lay.stock if self.lay is not None else None

    def status_area(self) -> pygame.Rect | None:
        if self.lay is None or self.sheet_shown():
            return None
        return self.lay.status

    def sort_hand(self, mode: str) -> None:
        before = self.stage.snapshot()
        self.hand.sort(mode)
        self.rebuild(before)

    def on_round_begun(self) -> None:
        self.sheet_open = False
        self.hand.reset()
        self.zone_widths = {}
        self.sync_hand()

    def after_update(self) -> None:
        if self.session.is_over() and not self.sheet_open and not self.stage.busy:
            self.open_sheet()

    def is_modal(self) -> bool:
        return bool(self.chooser)

    def drop(self, grab: Grab, pos: tuple[int, int]) -> None:
        self.plays.drop(grab, pos)

    def click(self, grab: Grab, double: bool) -> None:
        self.plays.click(grab, double)

    def draw_still(self, layer: pygame.Surface, flying: frozenset[int]) -> None:
        self.picture.still(layer, flying)

    def draw_top(self, screen: pygame.Surface) -> None:
        self.picture.top(screen)

    # --- buttons --------------------------------------------------------------------------------

    def hand_buttons(self, lay: RummyLayout, left: tuple[int, int], right: tuple[int, int],
                     more: list[tuple[str, str]] | None = None
                     ) -> dict[str, tuple[pygame.Rect, str]]:
        """The buttons beside the hand, stacked up from the bottom in two columns (``left``
        and ``right``: x and width): hint, undo and the two sorts; the log, *Lay* and the
        game's ``more``.

        While the person looks at the table after the round, the sheet's *View* and *Next*
        take the places of *Lay* and ``more`` (hidden once the round is over) under the log:
        not in the band above the status line, which lies inside the person's zone, whose
        lowest row of combinations reaches into it."""
        m, h = lay.margin, lay.button_h
        places: dict[str, tuple[pygame.Rect, str]] = {}
        plays = [("lay", "sixseq.table.button.lay"), *(more or [])]
        if self.sheet_open and self.sheet_hidden:
            plays = [(name, self.sheet_label(name)) for name in ("view", "next")]
        for (x, width), names in (
                (left, [("hint", "sixseq.table.button.suggest"),
                        ("undo", "sixseq.table.button.undo"),
                        ("sort_suit", "sixseq.table.button.sort_suit"),
                        ("sort_rank", "sixseq.table.button.sort_rank")]),
                (right, [("log", "sixseq.table.button.log"), *plays])):
            places.update(stacked(x, width, lay.size[1] - m, h, m // 2, names))
        return places

    def shared_places(self, lay: RummyLayout, width: int, below: int | None
                      ) -> dict[str, tuple[pygame.Rect, str]]:
        """The history button, *Play it*, and while the sheet is shown its *View* and *Next*
        (``width`` wide, side by side under it at ``below``; set aside, :meth:`hand_buttons`
        places them)."""
        m, h = lay.margin, lay.button_h
        places = {"history": (lay.history.copy(), "sixseq.table.button.history"),
                  "play_hint": (pygame.Rect(0, 0, max(lay.px(150), 110), h),
                                "sixseq.table.button.play_hint")}
        if below is not None and self.sheet_shown():
            places.update(self.sheet_places(width, below, m, h))
        return places

    def refresh_shared(self, playing: bool) -> None:
        """The sort buttons (the chosen order lit); the buttons of play gone under the sheet."""
        b = self.buttons
        b.state("sort_suit", playing, True, selected=self.hand.sort_mode == "suit")
        b.state("sort_rank", playing, True, selected=self.hand.sort_mode == "rank")
        self.refresh_sheet_buttons()

    def button(self, name: str) -> None:
        if name in ("sort_suit", "sort_rank"):
            self.sort_hand(name[5:])
        elif name == "lay":
            self.plays.lay_selection()
        elif name == "history":
            self.history = not self.history
            self.refresh()

    # --- input ----------------------------------------------------------------------------------

    def press(self, pos: tuple[int, int]) -> None:
        """A press answers what is open first (the chooser, the history), then lays on the
        new-combination place, then is the table's."""
        if self.sheet_shown():
            return
        if self.chooser:
            self.plays.choose(self.chooser.at(pos))
            return
        if self.history:
            self.history = False
            self.refresh()
            return
        scenery = self.scenery
        if scenery is not None and scenery.new_slot is not None \
                and scenery.new_slot.collidepoint(pos) \
                and (self.hand.selection or not self.lays_only_picked):
            self.plays.lay_selection()
            return
        super().press(pos)

    def escape(self) -> bool:
        """Esc closes what is open, one thing at a time: the chooser, the discard history, a
        drag, the keyboard's card, the focus, the picked cards. Then the shell's menu."""
        if self.chooser:
            self.chooser.close()
        elif self.history:
            self.history = False
        elif super().escape():
            return True
        elif self.hand.selection:
            self.hand.selection = []
            self.rebuild()
        else:
            return False
        self.refresh()
        return True

    def key(self, event: pygame.event.Event) -> None:
        """The chooser takes the keys while it is open."""
        if self.chooser:
            self.chooser.key(event.key, self.plays.choose)
            self.app.invalidate()
            return
        super().key(event)
