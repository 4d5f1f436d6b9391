"""What a game's view tells the table that shows it: the hooks the shared
:class:`~.scene.CardTable` calls, each doing here what a table does when a view leaves it
alone, and the two things they speak of — a :class:`Grab` (what the mouse or the keyboard
took) and a :class:`Target` (a place it may go).

A view is a ``CardTable`` subclass and implements the hooks it needs: where everything is
(``layout``, ``spots``, ``deal_source``), what is drawn (``draw_still``, ``still_key``,
``draw_top``), its buttons (``controls``, ``refresh_controls``, ``button``), what a gesture
means (``grab_at``, ``drop_targets``, ``regrab``, ``drop``, ``click``, ``focus_targets``,
``grab_focused``), its words (``log_line``, ``status_text``, ``status_area``,
``message_band``, ``action_words``) and what it does when the game moves on (``on_played``,
``on_undone``, ``on_round_begun``, ``after_update``, ``person_won``).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

import pygame

from sixseq.engine.session import Played
from sixseq.ui.table.stage import Spot

A = TypeVar("A")


@dataclass(frozen=True)
class Grab:
    """What the mouse (or the keyboard focus) took: the view's own ``item`` (a hand card, a
    pile…), and the spots drawn under the pointer while it is dragged."""

    item: Hashable
    spots: tuple[int, ...] = ()  # as laid out when taken (see ``TableHooks.regrab``)
    width: int = 0  # the dragged cards' width
    cards: tuple[Hashable, ...] = ()  # the faces taken, whatever their spots become


@dataclass(frozen=True)
class Target:
    """A place something may be dropped on: the view's own ``item`` and where it is."""

    item: Hashable
    rect: pygame.Rect


class TableHooks(Generic[A]):
    """The contract between the shared table and a game's view: every hook the table calls,
    with its default."""

    def layout(self, size: tuple[int, int]) -> None:
        """Work out where everything goes for a window of ``size``."""

    def spots(self) -> list[Spot]:
        """Every card on the table now, from the session's observation."""
        return []

    def deal_source(self) -> pygame.Rect | None:
        """Where the cards of a fresh deal fly from (None: no deal animation)."""
        return None

    def draw_still(self, layer: pygame.Surface, flying: frozenset[int]) -> None:
        """The felt, zones, piles and cards standing still (skip ``flying`` spot indices)."""

    def draw_top(self, screen: pygame.Surface) -> None:
        """What goes over the cards: plates, the status line, the view's own panels."""

    def still_key(self) -> tuple[object, ...]:
        """What the still layer depends on besides the spots (selection, lit places…)."""
        return ()

    def controls(self) -> dict[str, tuple[pygame.Rect, str]]:
        """Every button's place and label key, the common ones (menu, undo, hint, play_hint,
        faster, log) included where the view wants them."""
        return {}

    def refresh_controls(self) -> None:
        """Show, enable and label the view's own buttons for what may be done now."""

    def button(self, name: str) -> None:
        """One of the view's own buttons was pressed."""

    def grab_at(self, pos: tuple[int, int]) -> tuple[Grab, pygame.Rect] | None:
        """What the mouse takes at ``pos`` and the rectangle it is taken by."""
        return None

    def drop_targets(self, grab: Grab) -> list[Target]:
        """Where ``grab`` may legally go now (lit while it is dragged)."""
        return []

    def regrab(self, grab: Grab) -> Grab:
        """The same grab on the table laid out anew (spots are renumbered by a rebuild)."""
        return grab

    def drop(self, grab: Grab, pos: tuple[int, int]) -> None:
        """``grab`` was dropped at ``pos``: play what it means, or :meth:`refuse`
        (:meth:`released_rects` says where its cards were let go)."""

    def click(self, grab: Grab, double: bool) -> None:
        """``grab`` was clicked (twice in a row when ``double``)."""

    def focus_targets(self) -> list[Target]:
        """What the keyboard focus moves over (hand cards, combinations, piles…)."""
        return []

    def grab_focused(self, target: Target) -> Grab | None:
        """Space/Enter on ``target`` with nothing picked: what it picks up (None: a click)."""
        return None

    def log_line(self, played: Played[A]) -> str | None:
        """The move log's line for an applied action (None: not worth a line), worded from
        ``played`` alone — its action and the person's views just before and after it — so
        the live log and the one read back after Continue are the same."""
        return None

    def status_text(self) -> str:
        """The line that says whose turn it is and what to do."""
        return ""

    def on_played(self, played: Played[A]) -> None:
        """An action was applied (the person's or a bot's): sounds, the view's own state."""

    def on_round_begun(self) -> None:
        """A new round was dealt (the view resets its own state)."""

    def after_update(self) -> None:
        """Once a frame, after the session's tick (sheets, countdowns)."""

    def person_won(self) -> bool:
        """Whether the sheet just up ends something the person won (and is cheered): the
        match, a first place shared included, as the statistics count it."""
        return False

    def default_action(self) -> bool:
        """Enter with nothing focused or picked: the table's default move (the sheet's next
        round, the turn's button); False when it has none, and Enter shows the focus."""
        return False

    def is_modal(self) -> bool:
        """A dialog or a sheet holds the table still (no bot moves while it is up)."""
        return False

    def on_undone(self) -> None:
        """The person's last action was taken back (the view drops a stale selection)."""

    def status_area(self) -> pygame.Rect | None:
        """Where the status line goes (the message pill sits just above it)."""
        return None

    def message_band(self) -> pygame.Rect | None:
        """Where a message or the hint goes when the view keeps a band for them, clear of its
        cards (None: just above the status line, as wide as it, over whatever is there)."""
        return None

    def action_words(self, action: A) -> str:
        """An action in words, for the hint (the view's describe)."""
        return str(action)
