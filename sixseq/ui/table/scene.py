"""The scene every card game's table is: the shared half of a game's view.

It owns no rule and no turn: the game's :class:`~sixseq.engine.session.Session` does (whose
turn, the computer players on their runner, undo, the hint), and the game's view — a subclass
— says where everything is and what a gesture means. What is here is what every table does
the same way:

* time: the session's clock (``tick``) runs while nothing moves; every applied action is
  shown at once and animated by the :class:`~.stage.Stage`; the last frame of a flight and
  every change of state are drawn at once, whatever the mouse does;
* gestures: press, drag (the dragged cards follow the pointer, the legal places light up),
  drop (the view turns it into an action; a refused drop flies home and says why, in plain
  words with the rule small after), click and double-click;
* the keyboard: undo (Ctrl+Z, Backspace), hint (H), faster (F), Space to hurry a computer's
  move, Tab to show the move log, the arrows and Enter/Space to move a focus over the table's
  cards and places and pick and drop without a mouse, Esc to cancel;
* the buttons every table has (an on-screen menu button, undo, hint and its *Play it*,
  faster, the move log) beside the view's own, in the program's one style;
* the move log, the status line and messages.

A view implements the hooks below (``layout``, ``spots``, ``draw_still``…). The still part of
the table is drawn into one layer, redrawn only when its key changes, so a frame with a card in
flight costs a blit and the card.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

import pygame

from sixseq.decks.standard import localized_cards
from sixseq.engine.reasons import Reason
from sixseq.engine.refusal import IllegalAction
from sixseq.engine.session import BOT_PACE_SECONDS, HURRY, Played, Session
from sixseq.ui import drawing, text
from sixseq.ui.cardart import ASPECT, CardArt
from sixseq.ui.dragdrop import Click, DragTracker, Drop
from sixseq.ui.i18n import current_locale, reason_text, tr
from sixseq.ui.scene import Scene
from sixseq.ui.table.buttons import ButtonBar
from sixseq.ui.table.geometry import nearest_towards
from sixseq.ui.table.movelog import MoveLog, in_every_language
from sixseq.ui.table.painter import Painter
from sixseq.ui.table.stage import Spot, Stage, dragged_rects
from sixseq.ui.table.words import (
    DIM_INK,
    GOLD,
    INK,
    MESSAGE_SECONDS,
    SHADOW,
    Message,
    draw_pill,
    refusal_message,
)
from sixseq.ui.tween import FLIGHT_SECONDS

if TYPE_CHECKING:
    from sixseq.ui.app import App

log = logging.getLogger(__name__)

A = TypeVar("A")

# A finished bot job wakes the loop with this event (nothing handles it: the tick does).
WAKE_EVENT = pygame.event.custom_type()
COMMON_BUTTONS = ("menu", "undo", "hint", "play_hint", "faster", "log")


def wake_the_loop() -> None:
    with contextlib.suppress(pygame.error):  # the display closed while a bot thought
        pygame.event.post(pygame.event.Event(WAKE_EVENT))


@dataclass(frozen=True)
class Grab:
    """What the mouse (or the keyboard focus) took: the view's own ``item`` (a hand card, a
    pile…), and the spots drawn under the pointer while it is dragged."""

    item: Hashable
    spots: tuple[int, ...] = ()  # as laid out when taken (see ``CardTable.regrab``)
    width: int = 0  # the dragged cards' width
    cards: tuple[Hashable, ...] = ()  # the faces taken, whatever their spots become


@dataclass(frozen=True)
class Target:
    """A place something may be dropped on: the view's own ``item`` and where it is."""

    item: Hashable
    rect: pygame.Rect


def plain_reason(reason: Reason) -> Reason:
    """The reason a player reads: a search's check ("checked on 48 deals…") is left for the
    hover, its inner reason is the sentence."""
    if reason.name.startswith("checked"):
        inner = dict(reason.values).get("reason")
        if isinstance(inner, Reason):
            return inner
    return reason


class CardTable(Scene, Generic[A]):
    """A game's table: the session it shows, the stage, gestures, buttons and words."""

    standard_cards = False  # a game of the standard deck: its cards' names follow the language
    next_round_label = "sixseq.table.button.next_round"  # the sheet's *Next* while play goes on

    def __init__(self, app: App, session: Session[A], art: CardArt) -> None:
        super().__init__(app)
        self.session = session
        self.art = art
        self.painter = Painter(art, app.settings)
        session.runner._wake = wake_the_loop
        self.stage = Stage(self._flight_seconds)
        self.drag: DragTracker[Grab] = DragTracker()
        self.dragging: Grab | None = None
        self.released: dict[int, pygame.Rect] = {}  # where the dropped cards were let go
        self.targets: list[Target] = []  # lit while dragging
        self.buttons = ButtonBar(app.ui)
        self.movelog = MoveLog()
        self.log_open = False
        self.sheet_open = False  # the round is over and its sheet is up
        self.sheet_hidden = False  # ... but the person is looking at the table under it
        self.message: Message | None = None
        self.hint_rect = pygame.Rect(0, 0, 0, 0)
        self.focus: int | None = None  # index into focus_targets() while the keyboard is used
        self.picked: Grab | None = None  # picked with the keyboard, waiting for a drop
        self.size = app.screen.get_size()
        self.person_moves = 0  # the person's actions played (the monkey counts them)
        self.clock = 0.0
        self._still: pygame.Surface | None = None
        self._still_key: tuple[object, ...] = ()
        self._version = 0  # bumps whenever the still layer must be drawn again
        self._deal_pending = True

    # === hooks a game's view implements ===========================================================

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
        """Every button's place and label key, the common ones (``COMMON_BUTTONS``) included
        where the view wants them."""
        return {}

    def refresh_controls(self) -> None:
        """Show, enable and label the view's own buttons for what may be done now."""

    def button(self, name: str) -> None:
        """One of the view's own buttons was pressed."""

    def card_words(self, text: str) -> str:
        """A refusal's or a hint's words with standard cards named in the player's language
        (the rules and the computer players write them in English: ``K♥``)."""
        return localized_cards(text, current_locale()) if self.standard_cards else text

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
        """``grab`` was dropped at ``pos``: play what it means, or :meth:`refuse` (the cards
        were let go at ``self.released``)."""

    def click(self, grab: Grab, double: bool) -> None:
        """``grab`` was clicked (twice in a row when ``double``)."""

    def focus_targets(self) -> list[Target]:
        """What the keyboard focus moves over (hand cards, combinations, piles…)."""
        return []

    def grab_focused(self, target: Target) -> Grab | None:
        """Space/Enter on ``target`` with nothing picked: what it picks up (None: a click)."""
        return None

    def log_line(self, played: Played[A]) -> str | None:
        """The move log's line for an applied action (None: not worth a line)."""
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

    # === life =====================================================================================

    def enter(self) -> None:
        self.buttons.forget()
        self.apply_settings()

    def leave(self) -> None:
        """Pause: the bots stop thinking (a chosen move waits), gestures are let go."""
        self.session.close()
        self.buttons.forget()
        self.drag.cancel()
        self.dragging = None
        self.targets = []
        self.picked = None

    def apply_settings(self) -> None:
        settings = self.app.settings
        self.painter.follow(settings)
        self.session.pace = BOT_PACE_SECONDS.get(settings.bot_pace, BOT_PACE_SECONDS["normal"])
        self.forget_still_layer()

    def on_settings_changed(self) -> None:
        self.apply_settings()
        self.app.invalidate()

    def on_locale_changed(self) -> None:
        self.place_buttons()
        self.forget_still_layer()

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.stage.finish()
        self.layout(size)
        self.stage.show(self.spots(), animate=False)
        self.place_buttons()
        if self._deal_pending:
            self._deal_pending = False
            self.deal()
        self.forget_still_layer()

    def is_animating(self) -> bool:
        return self.stage.busy or self.session.held is not None

    def on_quit(self) -> bool:
        self.session.close()
        return True

    # === time =====================================================================================

    def update(self, dt: float) -> None:
        self.clock += dt
        self.stage.animator.speed = HURRY if self.session.hurry and \
            not self.session.my_turn() else 1.0
        if self.stage.update(dt):
            self.app.invalidate()  # the landing frame is drawn now, not at the next event
        idle = not self.stage.busy and not self.drag.dragging and not self.is_modal()
        for played in self.session.tick(self.clock, idle):
            self.show_played(played)
        if self.session.hint is not None or self.session.hint_failed:
            self.refresh()
        if self.session.hint_failed:
            self.session.hint_failed = False
            self.say(Message(tr("sixseq.table.no_suggestion")))
        if self.message is not None and self.clock >= self.message.until:
            self.message = None
            self.app.invalidate()
        if self.session.thinking() is not None or self.session.hint_pending:
            self.app.invalidate()  # the thinking dots
        self.after_update()

    def is_modal(self) -> bool:
        """A dialog or a sheet holds the table still (no bot moves while it is up)."""
        return False

    def show_played(self, played: Played[A]) -> None:
        """An action was applied: log it, let the view react, rebuild and fly."""
        said = in_every_language(lambda: self.log_line(played))
        if said:
            self.movelog.add(played.count, said)
        self.on_played(played)
        self.rebuild()
        self.refresh()

    # === the person's actions =====================================================================

    def play(self, action: A, attempt: str | None = None,
             dragged: dict[int, pygame.Rect] | None = None) -> bool:
        """Play the person's ``action`` (flying the dragged cards from where they are); a
        refused one flies home and says why. True when it was played."""
        if not self.session.my_turn():
            self.say(Message(tr("sixseq.table.not_your_turn")))
            self.stage.fly_home(dragged or {})
            return False
        before = self.stage.snapshot(dragged)
        result = self.session.play(action)
        if isinstance(result, IllegalAction):
            self.refuse(result, attempt, dragged)
            return False
        self.message = None
        self.person_moves += 1
        said = in_every_language(lambda: self.log_line(result))
        if said:
            self.movelog.add(result.count, said)
        self.on_played(result)
        self.rebuild(before)
        self.refresh()
        return True

    def refuse(self, error: IllegalAction, attempt: str | None = None,
               dragged: dict[int, pygame.Rect] | None = None) -> None:
        message = refusal_message(error, attempt)
        self.say(Message(self.card_words(message.text), message.rule))
        self.app.sounds.play("invalid")
        self.stage.fly_home(dragged or {})

    def undo(self) -> None:
        if self.session.undo() is None:
            return
        self.movelog.undo_to(len(self.session.state.actions))
        self.message = None
        self.on_undone()
        self.rebuild()
        self.refresh()

    def on_undone(self) -> None:
        """The person's last action was taken back (the view drops a stale selection)."""

    def ask_hint(self) -> None:
        if self.session.ask_hint():
            self.refresh()

    def play_hint(self) -> None:
        hint = self.session.hint
        if hint is not None:
            self.play(hint.action)

    def toggle_hurry(self) -> None:
        self.session.hurry = not self.session.hurry
        self.refresh()

    def say(self, message: Message, seconds: float = MESSAGE_SECONDS) -> None:
        self.message = Message(message.text, message.rule, self.clock + seconds)
        self.app.invalidate()

    # === rebuilding ===============================================================================

    def rebuild(self, before: Sequence[Spot] | None = None, animate: bool = True) -> None:
        """Lay the table out from the observation again and fly what moved."""
        self.stage.show(self.spots(), before, animate=animate)
        if self.dragging is not None:
            self.dragging = self.regrab(self.dragging)
        self.forget_still_layer()

    def deal(self) -> None:
        source = self.deal_source()
        if source is not None:
            self.stage.deal_from(source, keep=lambda spot: spot.rect == source)
            self.app.sounds.play("deal")

    def next_round(self) -> None:
        self.session.next_round()
        self.movelog.clear()
        self.on_round_begun()
        self.layout(self.size)
        self.stage.show(self.spots(), animate=False)
        self.deal()
        self.refresh()

    # --- the round sheet ------------------------------------------------------------------------

    def open_sheet(self) -> None:
        """The round is over: its sheet goes up over the table (the view draws it)."""
        self.sheet_open, self.sheet_hidden = True, False
        self.on_sheet_opened()
        self.place_buttons()

    def sheet_shown(self) -> bool:
        return self.sheet_open and not self.sheet_hidden

    def on_sheet_opened(self) -> None:
        """Close what the round left open; the match's end is cheered."""
        if self.session.match.is_over():
            self.app.sounds.play("win")

    def sheet_label(self, name: str) -> str:
        """The label key of the sheet's buttons: *Next* (round, or a new match once it is
        over) and *View* (the table under the sheet, or the sheet again)."""
        if name == "next":
            return "sixseq.table.button.new_match" if self.session.match.is_over() \
                else self.next_round_label
        return "sixseq.table.button.view_scores" if self.sheet_hidden \
            else "sixseq.table.button.view_table"

    def next_round_or_match(self) -> None:
        """The sheet's *Next*: the next round, or once the match is over a new game (the
        shell offers it)."""
        if not self.session.is_over():
            return
        if self.session.match.is_over():
            if self.app.host is not None:
                self.app.host.new_game(self)
            return
        self.sheet_open = self.sheet_hidden = False
        self.next_round()
        self.place_buttons()

    def forget_still_layer(self) -> None:
        """Draw everything anew on the next frame."""
        self._version += 1
        self.app.invalidate()

    def refresh(self) -> None:
        """The buttons and words follow what may be done now."""
        self.refresh_common()
        self.refresh_controls()
        self.forget_still_layer()

    def place_buttons(self) -> None:
        places = self.controls()
        for name in list(self.buttons.buttons):
            if name not in places:
                self.buttons.remove(name)
        for name, (rect, key) in places.items():
            self.buttons.place(name, rect, key, self.button_px())
        self.refresh()

    def button_px(self) -> int:
        """The buttons' text size for this window."""
        return max(13, min(30, round(min(self.size[0] / 1920, self.size[1] / 1080) * 19)))

    def refresh_common(self) -> None:
        session = self.session
        mine = session.my_turn()
        b = self.buttons
        b.state("menu", True, True)
        b.state("undo", True, session.can_undo())
        b.state("hint", True, mine and not session.hint_pending and session.hint_bot is not None)
        b.state("play_hint", session.hint is not None, True)
        b.state("faster", True, True)
        b.relabel("faster", "sixseq.table.button.normal_speed" if session.hurry
                  else "sixseq.table.button.faster")
        b.state("log", True, True, selected=self.log_open)

    # === input ====================================================================================

    def handle_event(self, event: pygame.event.Event) -> None:
        name = self.buttons.name_of(event)
        if name is not None:
            self.press_button(name)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.release(event.pos)
        elif event.type == pygame.MOUSEWHEEL and self.log_open:
            self.movelog.wheel(event.y)
            self.app.invalidate()
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def press_button(self, name: str) -> None:
        if name == "menu":
            if self.app.host is not None:
                self.app.host.escape()
            return
        if name == "undo":
            self.undo()
        elif name == "hint":
            self.ask_hint()
        elif name == "play_hint":
            self.play_hint()
        elif name == "faster":
            self.toggle_hurry()
        elif name == "log":
            self.log_open = not self.log_open
            self.refresh()
        else:
            self.button(name)
        self.app.invalidate()

    def press(self, pos: tuple[int, int]) -> None:
        self.focus = None
        found = self.grab_at(pos)
        if found is not None:
            grab, rect = found
            self.drag.press(grab, pos, (pos[0] - rect.x, pos[1] - rect.y))

    def motion(self, pos: tuple[int, int]) -> None:
        was = self.drag.dragging
        if not self.drag.motion(pos):
            return
        if not was and self.drag.item is not None:
            self.dragging = self.drag.item
            self.targets = self.drop_targets(self.drag.item) if self.session.my_turn() else []
            self.message = None
            self.forget_still_layer()
        self.app.invalidate()

    def release(self, pos: tuple[int, int]) -> None:
        self.released = self.dragged()  # a refused drop flies home from there
        result = self.drag.release(pos, pygame.time.get_ticks())
        grab = self.dragging
        self.dragging, self.targets = None, []
        if isinstance(result, Click):
            self.click(result.item, result.double)
        elif isinstance(result, Drop) and grab is not None:
            self.drop(grab, pos)
        self.forget_still_layer()

    def dragged(self) -> dict[int, pygame.Rect]:
        """Where the dragged cards are drawn now (by spot index)."""
        grab = self.dragging
        if grab is None or not self.drag.dragging or not grab.spots:
            return {}
        width = grab.width or self.stage.spots[grab.spots[0]].rect.width
        rects = dragged_rects(self.drag.origin, len(grab.spots), width)
        return dict(zip(grab.spots, rects, strict=True))

    def cancel_drag(self) -> None:
        dragged = self.dragged()
        self.drag.cancel()
        self.dragging, self.targets = None, []
        self.stage.fly_home(dragged)
        self.forget_still_layer()

    def key(self, event: pygame.event.Event) -> None:
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if event.key == pygame.K_BACKSPACE or (event.key == pygame.K_z and ctrl):
            self.undo()
        elif event.key == pygame.K_h:
            self.ask_hint()
        elif event.key == pygame.K_f:
            self.toggle_hurry()
        elif event.key == pygame.K_TAB:
            self.log_open = not self.log_open
            self.refresh()
        elif event.key == pygame.K_SPACE and not self.session.my_turn() and self.picked is None \
                and self.focus is None:
            self.stage.finish()  # hurry this move along: land, and play the waiting move
            self.session.hurry_now()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            self.move_focus(event.key)
        elif event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.activate_focus(event.key)
        self.app.invalidate()

    def escape(self) -> bool:
        """Esc lets go of what is held: a drag, a card picked with the keyboard, the focus."""
        if self.drag.item is not None:
            self.cancel_drag()
        elif self.picked is not None:
            self.picked = None
            self.targets = []
        elif self.focus is not None:
            self.focus = None
        elif self.log_open:
            self.log_open = False
            self.refresh()
        else:
            return False
        self.forget_still_layer()
        return True

    # --- the keyboard focus -----------------------------------------------------------------------

    def move_focus(self, key: int) -> None:
        """Left and right step through the targets in the view's order (a hand card by
        card, round to the piles and back); up and down jump to the nearest target above or
        below. The first press shows the focus on the first target."""
        targets = self.picked_targets() if self.picked is not None else self.focus_targets()
        if not targets:
            return
        if self.focus is None or self.focus >= len(targets):
            self.focus = 0
            self.forget_still_layer()
            return
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if key == pygame.K_RIGHT else -1
            self.focus = (self.focus + step) % len(targets)
            self.forget_still_layer()
            return
        dx, dy = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}[key]
        found = nearest_towards([t.rect for t in targets], self.focus, dx, dy)
        if found is not None:
            self.focus = found
        self.forget_still_layer()

    def picked_targets(self) -> list[Target]:
        """While a card is picked with the keyboard, the focus moves over its legal places."""
        return self.targets

    def activate_focus(self, key: int) -> None:
        """With something picked, Space or Enter drops it on the focused place. Otherwise
        Space picks the focused card up (its legal places light up; the focus moves over
        them) and Enter clicks it (picks it for a combination, draws from a pile)."""
        if self.picked is not None:
            targets = self.targets
            picked, self.picked, self.targets = self.picked, None, []
            if self.focus is not None and self.focus < len(targets):
                self.drop(picked, targets[self.focus].rect.center)
            self.focus = None
            self.forget_still_layer()
            return
        targets = self.focus_targets()
        if self.focus is None or self.focus >= len(targets):
            if targets:
                self.focus = 0
            return
        target = targets[self.focus]
        grab = self.grab_focused(target) if key == pygame.K_SPACE else None
        lit = self.drop_targets(grab) if grab is not None and self.session.my_turn() else []
        if grab is not None and lit:
            self.picked, self.targets, self.focus = grab, lit, 0
        else:
            found = self.grab_at(target.rect.center)
            if found is not None:
                self.click(found[0], False)
        self.forget_still_layer()

    # --- what a restless player would try (the monkey) ------------------------------------------

    def monkey_points(self) -> list[pygame.Rect]:
        """Where a player's hand goes first: the cards and piles the focus moves over."""
        return [target.rect for target in self.focus_targets()]

    def monkey_targets(self, source: pygame.Rect) -> list[pygame.Rect]:
        """Where what lies at ``source`` may legally go now (empty: a click is the gesture)."""
        found = self.grab_at(source.center)
        if found is None or not self.session.my_turn():
            return []
        return [target.rect for target in self.drop_targets(found[0])]

    def focus_rect(self) -> pygame.Rect | None:
        targets = self.picked_targets() if self.picked is not None else self.focus_targets()
        if self.focus is None or self.focus >= len(targets):
            return None
        return targets[self.focus].rect

    # === drawing ==================================================================================

    def draw(self, screen: pygame.Surface) -> None:
        flying = self.stage.flying() | frozenset(self.dragged())
        key = (self._version, flying, current_locale(), self.size, self.still_key())
        if key != self._still_key or self._still is None \
                or self._still.get_size() != screen.get_size():
            self._still_key = key
            layer = self._still
            if layer is None or layer.get_size() != screen.get_size():
                layer = pygame.Surface(screen.get_size())
                if pygame.display.get_surface() is not None:
                    layer = layer.convert()
            self.draw_still(layer, flying)
            self._draw_lit(layer)
            self._still = layer
        screen.blit(self._still, (0, 0))
        self.stage.draw_flights(screen, self.flight_image, self.flight_shadow)
        self.draw_dragged(screen)
        self.draw_top(screen)
        self.draw_words(screen)

    def flight_image(self, spot: Spot, width: int, face_up: bool) -> pygame.Surface:
        """A card's picture at ``width`` (the view's card art)."""
        card = spot.card if isinstance(spot.card, int) else None
        return self.painter.image(card, width, face_up)

    def flight_shadow(self, screen: pygame.Surface, rect: pygame.Rect) -> None:
        """A card in flight casts the shadow of the whole card, not of its width squashed as
        it turns over, at a size rounded to 4 px: a flight reuses a few blurred shadows
        instead of blurring a new one every frame (a blur costs milliseconds)."""
        height = max(4, rect.height // 4 * 4)
        shadow = pygame.Rect(0, 0, max(4, round(height / ASPECT) // 4 * 4), height)
        shadow.center = rect.center
        drawing.blit_shadow(screen, shadow, lift=2.2, alpha=70)

    def draw_dragged(self, screen: pygame.Surface) -> None:
        for index, rect in reversed(list(self.dragged().items())):
            spot = self.stage.spots[index]
            drawing.blit_shadow(screen, rect, lift=2.5, alpha=80)
            screen.blit(self.flight_image(spot, rect.width, True), rect)

    def _draw_lit(self, layer: pygame.Surface) -> None:
        """Legal places while dragging (or with a card picked), and the keyboard focus."""
        lit = self.targets if (self.dragging is not None or self.picked is not None) else []
        for target in lit:
            self.draw_mark(layer, target.rect, "target")
        focus = self.focus_rect()
        if focus is not None:
            self.draw_mark(layer, focus, "focus")

    def draw_mark(self, layer: pygame.Surface, rect: pygame.Rect, kind: str) -> None:
        """Light ``rect`` up: a legal place (``target``), the keyboard focus (``focus``)."""
        colour = GOLD if kind == "target" else (120, 200, 255)
        spread = max(4, rect.width // 10)
        layer.blit(drawing.glow(rect.size, max(4, rect.width // 12), colour, spread),
                   (rect.x - spread, rect.y - spread))

    def draw_words(self, screen: pygame.Surface) -> None:
        """The status line, a message or the hint above it, and the move log when open."""
        area = self.status_area()
        if area is None:
            return
        status = self.status_text()
        if self.session.hint_pending:
            status = tr("sixseq.table.suggesting")
        px = text.fit(status, self.font_px(25), area.width, bold=True)
        colour = GOLD if self.session.my_turn() else INK
        text.draw(screen, status, px, colour, "center", area.center, bold=True, shadow=SHADOW)
        hint = self.session.hint
        shown = self.message
        self.hint_rect = pygame.Rect(0, 0, 0, 0)
        if hint is not None:
            reason = plain_reason(hint.reason)
            line = tr("sixseq.table.suggestion", action=self.action_words(hint.action),
                      reason=self.card_words(reason_text(reason)))
            shown = Message(line)
        if shown is not None:
            pill = draw_pill(screen, shown, area.centerx, area.top - self.px(4),
                             self.font_px(19), area.width)
            if hint is not None:
                self.hint_rect = pill
                self._place_play_hint(pill)
                if pill.collidepoint(pygame.mouse.get_pos()) and hint.reason.name.startswith(
                        "checked"):
                    full = Message(self.card_words(reason_text(hint.reason)))
                    draw_pill(screen, full, area.centerx, pill.top - self.px(6),
                              self.font_px(15), area.width, DIM_INK)
        if self.log_open:
            self.movelog.draw(screen, self.log_area(), self.font_px(15),
                              tr("sixseq.table.log_title"), self.px(12))

    def _place_play_hint(self, pill: pygame.Rect) -> None:
        """The hint's *Play it* button sits just right of its sentence."""
        spec = self.buttons.specs.get("play_hint")
        if spec is None:
            return
        rect = spec.rect.copy()
        rect.midleft = (pill.right + self.px(8), pill.centery)
        rect.clamp_ip(pygame.Rect((0, 0), self.size))
        if rect != spec.rect:
            self.buttons.place("play_hint", rect, spec.key, spec.px)
            self.buttons.state("play_hint", True, True)

    def status_area(self) -> pygame.Rect | None:
        """Where the status line goes (the message pill sits just above it)."""
        return None

    def log_area(self) -> pygame.Rect:
        """Where the move log is drawn when open."""
        w, h = self.size
        return pygame.Rect(self.px(16), self.px(60), round(w * 0.26), round(h * 0.55))

    def action_words(self, action: A) -> str:
        """An action in words, for the hint (the view's describe)."""
        return str(action)

    # --- sizes ------------------------------------------------------------------------------------

    def px(self, design: float) -> int:
        """A length of ``design`` pixels at 1920×1080, for this window."""
        return max(1, round(design * min(self.size[0] / 1920, self.size[1] / 1080)))

    def font_px(self, design: float) -> int:
        """A text size: scaled like everything, but never unreadable."""
        return max(11, self.px(design))

    def _flight_seconds(self) -> float:
        return FLIGHT_SECONDS.get(self.app.settings.animation_speed, FLIGHT_SECONDS["normal"])


def thinking_dots(clock: float) -> str:
    return "." * (int(clock * 2.5) % 3 + 1)


def seat_detail(level: str, thinking: bool, clock: float) -> str:
    """A computer seat's plate: its level, or that it is thinking."""
    if thinking:
        return tr("sixseq.table.thinking_dots") + thinking_dots(clock)
    return level


