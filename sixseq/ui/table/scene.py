"""The scene every card game's table is: the shared half of a game's view.

It owns no rule and no turn: the game's :class:`~sixseq.engine.session.Session` does (whose
turn, the computer players on their runner, undo, the hint), and the game's view — a subclass
— says where everything is and what a gesture means. What is here is what every table does
the same way:

* time: the session's clock (``tick``) runs while nothing moves; every applied action is
  shown at once and animated by the :class:`~.stage.Stage` (Faster quickens the computer
  players' moves, never the person's own); the last frame of a flight and
  every change of state are drawn at once, whatever the mouse does;
* gestures: press, drag (the dragged cards follow the pointer, the legal places light up),
  drop (the view turns it into an action; a refused drop flies home and says why, in plain
  words with the rule small after), click and double-click;
* the keyboard: undo (Ctrl+Z, Backspace), hint (H), faster (F), Space to hurry a computer's
  move, Tab over the table's buttons (the move log's among them), Page Up and Page Down over
  the open move log, the arrows and Enter/Space to move a focus over the table's cards and
  places and pick and drop without a mouse, Esc to cancel;
* the buttons every table has (an on-screen menu button, undo, hint and its *Play it*,
  faster, the move log) beside the view's own, in the program's one style;
* the move log, the status line and messages.

A view implements the hooks of :class:`~.hooks.TableHooks` (``layout``, ``spots``,
``draw_still``…). The table owns its parts: the :class:`~.pointer.Pointer` (what the mouse
holds), the :class:`~.keyboard.KeyboardFocus` (where the keyboard is) and the
:class:`~.overlay.WordsOverlay` (the status line, messages, the hint and the move log). The
still part of the table is drawn into one layer, redrawn only when its key changes, so a frame
with a card in flight costs a blit and the card.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, TypeVar

import pygame

from sixseq.decks.standard import localized_cards
from sixseq.engine.refusal import IllegalAction
from sixseq.engine.session import HURRY, Played, Session, pace_seconds
from sixseq.ui import drawing, text
from sixseq.ui.cardart import ASPECT, CardArt
from sixseq.ui.dragdrop import DragTracker, left_button_up
from sixseq.ui.i18n import current_locale, in_every_language, tr
from sixseq.ui.palette import AMBER, FOCUS
from sixseq.ui.table.buttons import ButtonBar
from sixseq.ui.table.hooks import Grab, TableHooks, Target
from sixseq.ui.table.keyboard import KeyboardFocus
from sixseq.ui.table.movelog import MoveLog
from sixseq.ui.table.overlay import WordsOverlay
from sixseq.ui.table.painter import Painter
from sixseq.ui.table.pointer import Pointer
from sixseq.ui.table.roundsheet import RoundSheet
from sixseq.ui.table.stage import Spot, Stage
from sixseq.ui.table.still import StillLayer
from sixseq.ui.table.words import MESSAGE_SECONDS, Message, refusal_message, shown_until
from sixseq.ui.tween import FLIGHT_SECONDS

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from sixseq.ui.app import App
    from sixseq.ui.table.words import Pill

log = logging.getLogger(__name__)

A = TypeVar("A")

# A finished bot job wakes the loop with this event (nothing handles it: the tick does).
WAKE_EVENT = pygame.event.custom_type()


def wake_the_loop() -> None:
    with contextlib.suppress(pygame.error):  # the display closed while a bot thought
        pygame.event.post(pygame.event.Event(WAKE_EVENT))


class CardTable(RoundSheet, TableHooks[A]):
    """A game's table: the session it shows, the stage, gestures, buttons and words."""

    menu_arrows = False  # the arrows and Space move over the cards; Tab over the buttons
    standard_cards = False  # a game of the standard deck: its cards' names follow the language

    def __init__(self, app: App, session: Session[A], art: CardArt) -> None:
        super().__init__(app)
        self.session = session
        self.art = art
        self.painter = Painter(art, app.settings)
        session.runner._wake = wake_the_loop
        self.stage = Stage(self._flight_seconds)
        self.pointer = Pointer(self)
        self.keyboard = KeyboardFocus(self)
        self.words = WordsOverlay(self)
        self.targets: list[Target] = []  # lit while dragging or picked with the keyboard
        self.buttons = ButtonBar(app.ui, app.scene_keys.follow)
        self.movelog = MoveLog()
        self.log_open = False
        self.sheet_open = False  # the round is over and its sheet is up
        self.sheet_hidden = False  # ... but the person is looking at the table under it
        self.message: Message | None = None
        self.hint_rect = pygame.Rect(0, 0, 0, 0)  # the hint's sentence, where it was drawn
        self.message_pill: Pill | None = None  # the message or hint, as last drawn
        self.size = app.screen.get_size()
        self.person_moves = 0  # the person's actions played (the monkey counts them)
        self.own_flights = False  # what flies is the person's move, till it lands: not hurried
        self.dealing = False  # the round's cards are flying out from the deal
        self.clock = 0.0
        self.still_layer = StillLayer()
        self._deal_pending = True

    # --- what the mouse and the keyboard hold (kept by the pointer and the keyboard focus) ---

    @property
    def drag(self) -> DragTracker[Grab]:
        return self.pointer.drag

    @property
    def focus(self) -> int | None:
        """The keyboard's target: an index into what it moves over now."""
        return self.keyboard.focus

    @focus.setter
    def focus(self, index: int | None) -> None:
        self.keyboard.focus = index

    @property
    def picked(self) -> Grab | None:
        """What was picked up with the keyboard, waiting for a drop."""
        return self.keyboard.picked

    @picked.setter
    def picked(self, grab: Grab | None) -> None:
        self.keyboard.picked = grab

    # === life =====================================================================================

    def enter(self) -> None:
        self.buttons.forget()
        self.apply_settings()

    def leave(self) -> None:
        """Pause: no computer player plays (a move thought of waits), a drag is let go (the mouse
        button is let go in the menu). A card picked with the keyboard stays held, its places
        lit and the focus on them: a pause changes neither the position nor what the person
        holds (:meth:`resize`, on the way back, lights them where they are then)."""
        self.session.close()
        self.buttons.forget()
        self.pointer.let_go()
        if self.picked is None:
            self.targets = []

    def apply_settings(self) -> None:
        settings = self.app.settings
        self.painter.follow(settings)
        self.session.pace = pace_seconds(settings.bot_pace)
        self.forget_still_layer()

    def on_settings_changed(self) -> None:
        self.apply_settings()
        self.app.invalidate()

    def on_locale_changed(self) -> None:
        self.resize(self.size)  # a layout may measure words (the piles' captions)
        self.forget_still_layer()

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.stage.finish()
        held = self.pointer.held_width()
        self.layout(size)
        self.stage.show(self.spots(), animate=False)
        self.follow_layout(held)
        self.place_buttons()
        if self._deal_pending:
            self._deal_pending = False
            self.deal()
        self.forget_still_layer()

    def follow_layout(self, held: int) -> None:
        """The table was laid out for another window size while something was held: the
        dragged cards follow at the new size (``held``: their width before), and the legal
        places of what is dragged or picked are lit where they are now."""
        self.pointer.follow_resize(held)
        grab = self.pointer.dragging
        if self.picked is not None:
            self.picked = grab = self.regrab(self.picked)
        if grab is not None and self.targets:
            self.targets = self.drop_targets(grab) if self.session.my_turn() else []

    def is_animating(self) -> bool:
        return self.stage.busy or self.session.held is not None

    def on_quit(self) -> bool:
        self.session.close()
        return True

    # === time =====================================================================================

    def update(self, dt: float) -> None:
        self.clock += dt
        if not self.stage.busy:
            self.own_flights = False  # the person's cards have landed
        self.stage.animator.speed = HURRY if self.session.hurry and not self.own_flights \
            and not self.session.my_turn() else 1.0
        if self.stage.update(dt):
            self.app.invalidate()  # the landing frame is drawn now, not at the next event
        if self.dealing and not self.stage.busy:
            self.dealing = False
            self.app.invalidate()  # the status line says what to do once the cards are out
        idle = not self.stage.busy and not self.drag.dragging and not self.is_modal()
        for played in self.session.tick(self.clock, idle):
            self.show_played(played)
        if self.session.hint is not None or self.session.hint_failed:
            self.refresh()
        if self.session.hint_failed:
            self.session.hint_failed = False
            self.say(lambda: Message(tr("sixseq.table.no_suggestion")))
        if self.message is not None and self.clock >= self.message.until:
            self.message = None
            self.app.invalidate()
        if self.session.thinking() is not None or self.session.hint_pending:
            self.app.invalidate()  # the thinking dots
        self.after_update()

    def log_the_past(self) -> None:
        """Fill the move log with the round's actions so far (a table opened on a round under
        way: Continue), worded as they were when played."""
        for played in self.session.played_so_far():
            self.log_played(played)

    def log_played(self, played: Played[A]) -> None:
        """Add ``played``'s line (``log_line``, in every language) to the move log."""
        said = in_every_language(partial(self.log_line, played))
        if said:
            self.movelog.add(played.count, said)

    def show_played(self, played: Played[A]) -> None:
        """An action was applied: log it, let the view react, rebuild and fly."""
        self.log_played(played)
        self.on_played(played)
        self.rebuild()
        self.refresh()

    # === the person's actions =====================================================================

    def play(self, action: A, attempt: str | None = None,
             dragged: dict[int, pygame.Rect] | None = None) -> bool:
        """Play the person's ``action`` (flying the dragged cards from where they are); a
        refused one flies home and says why. True when it was played."""
        if self.out_of_turn(dragged):
            return False
        before = self.stage.snapshot(dragged)
        result = self.session.play(action)
        if isinstance(result, IllegalAction):
            self.refuse(result, attempt, dragged)
            return False
        self.message = None
        self.person_moves += 1
        self.own_flights = True  # its cards fly at the settings' speed, though the turn passed
        self.log_played(result)
        self.on_played(result)
        self.rebuild(before)
        self.refresh()
        return True

    def out_of_turn(self, dragged: dict[int, pygame.Rect] | None = None) -> bool:
        """True when it is not the person's turn: the table says so (unless the round is
        over: no turn is to come, and the status line says so) and the ``dragged`` cards fly
        home."""
        if self.session.my_turn():
            return False
        if self.round_on():
            self.say(lambda: Message(tr("sixseq.table.not_your_turn")))
        self.stage.fly_home(dragged or {})
        return True

    def round_on(self) -> bool:
        """The round's cards may be touched: it is not over. Once it is, with its sheet up
        or set aside (*Look at the table*), they are only looked at: no gesture or key takes
        one, focuses one or plays one."""
        return not self.session.is_over()

    def released_rects(self, grab: Grab) -> dict[int, pygame.Rect]:
        """Where ``grab``'s cards were let go: where the mouse dropped them, or where they
        stand when the keyboard dropped them (a refused drop flies home from there). The
        mouse's are used once: a later drop by keyboard does not fly from an old one's."""
        released, self.pointer.released = self.pointer.released, {}
        spots = self.stage.spots
        return released or {s: spots[s].rect for s in grab.spots if s < len(spots)}

    def refuse(self, error: IllegalAction, attempt: str | None = None,
               dragged: dict[int, pygame.Rect] | None = None) -> None:
        def words() -> Message:
            message = refusal_message(error, attempt)
            return Message(self.card_words(message.text), message.rule)

        self.say(words)
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

    def toggle_log(self) -> None:
        self.log_open = not self.log_open
        self.refresh()

    def card_words(self, text: str) -> str:
        """A refusal's or a hint's words with standard cards named in the player's language
        (the rules and the computer players write them in English: ``K♥``)."""
        return localized_cards(text, current_locale()) if self.standard_cards else text

    def say(self, message: Message | Callable[[], Message],
            seconds: float = MESSAGE_SECONDS) -> None:
        """Show ``message`` for ``seconds`` (see :func:`shown_until`)."""
        self.message = shown_until(message, self.clock + seconds)
        self.app.invalidate()

    # === rebuilding ===============================================================================

    def rebuild(self, before: Sequence[Spot] | None = None, animate: bool = True) -> None:
        """Lay the table out from the observation again and fly what moved."""
        self.stage.show(self.spots(), before, animate=animate)
        self.pointer.follow_rebuild()
        self.forget_still_layer()

    def deal(self) -> None:
        source = self.deal_source()
        if source is not None:
            self.stage.deal_from(source, keep=lambda spot: spot.rect == source)
            self.dealing = True
            self.app.sounds.play("deal")

    def next_round(self) -> None:
        self.session.next_round()
        self.movelog.clear()
        self.on_round_begun()
        self.layout(self.size)
        self.stage.show(self.spots(), animate=False)
        self.deal()
        self.refresh()

    def forget_still_layer(self) -> None:
        """Draw everything anew on the next frame."""
        self.still_layer.forget()
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
        b = self.buttons
        b.state("menu", True, True)
        b.state("undo", True, session.can_undo())
        b.state("hint", True, session.can_hint())
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
            if self.drag.item is not None and left_button_up(event):
                self.pointer.cancel()
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
            self.toggle_log()
        elif name == "view":
            self.toggle_sheet()
        elif name == "next":
            self.next_round_or_match()
        else:
            self.button(name)
        self.app.invalidate()

    def press(self, pos: tuple[int, int]) -> None:
        self.keyboard.forget()
        if self.round_on():
            self.pointer.press(pos)

    def motion(self, pos: tuple[int, int]) -> None:
        self.pointer.motion(pos)

    def release(self, pos: tuple[int, int]) -> None:
        self.pointer.release(pos)

    def key(self, event: pygame.event.Event) -> None:
        self.keyboard.key(event)
        self.app.invalidate()

    def escape(self) -> bool:
        """Esc lets go of what is held: a drag, a card picked with the keyboard, the focus;
        a player looking at the table under the round's sheet goes back to the sheet."""
        if self.sheet_open and self.sheet_hidden:
            self.toggle_sheet()
            return True
        if self.drag.item is not None:
            self.pointer.cancel()
        elif self.picked is not None:
            self.picked = None
            self.targets = []
            self.keyboard.back_on_origin()  # on the card let go, as before it was picked
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

    def picked_targets(self) -> list[Target]:
        """While a card is picked with the keyboard, the focus moves over its legal places."""
        return self.targets

    def activate_focus(self, key: int) -> None:
        """Space or Enter on the focus: drop what is picked, pick up or click the focused."""
        self.keyboard.activate(key)

    def focus_rect(self) -> pygame.Rect | None:
        return self.keyboard.rect()

    def menu_buttons(self) -> list[UIButton]:
        """Tab moves over the table's buttons (*Play it*, *Sort by suit*, the sheet's *Look at
        the table*… have no key of their own); the arrows and Space stay the table's."""
        return list(self.buttons.buttons.values())

    def buttons_focused(self) -> None:
        """Tab went to the buttons: the focus on the cards goes (what is picked stays)."""
        if self.picked is None and self.focus is not None:
            self.focus = None
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

    # === drawing ==================================================================================

    def draw(self, screen: pygame.Surface) -> None:
        flying = self.stage.flying() | frozenset(self.pointer.dragged())

        def paint(layer: pygame.Surface) -> None:
            self.draw_still(layer, flying)
            self._draw_lit(layer)

        key = (flying, current_locale(), self.size, self.still_key())
        self.still_layer.blit(screen, key, paint)
        self.stage.draw_flights(screen, self.flight_image, self.flight_shadow)
        self.pointer.draw(screen)
        self.draw_top(screen)
        self.words.draw(screen)

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

    def _draw_lit(self, layer: pygame.Surface) -> None:
        """Legal places while dragging (or with a card picked), and the keyboard focus."""
        lit = self.targets if (self.pointer.dragging is not None or self.picked is not None) else []
        for target in lit:
            self.draw_mark(layer, target.rect, "target")
        focus = self.focus_rect()
        if focus is not None:
            self.draw_mark(layer, focus, "focus")

    def draw_mark(self, layer: pygame.Surface, rect: pygame.Rect, kind: str) -> None:
        """Light ``rect`` up: a legal place (``target``), the keyboard focus (``focus``)."""
        colour = AMBER if kind == "target" else FOCUS
        spread = max(4, rect.width // 10)
        layer.blit(drawing.glow(rect.size, max(4, rect.width // 12), colour, spread),
                   (rect.x - spread, rect.y - spread))

    def log_area(self) -> pygame.Rect:
        """Where the move log is drawn when open."""
        w, h = self.size
        return pygame.Rect(self.px(16), self.px(60), round(w * 0.26), round(h * 0.55))

    # --- sizes ------------------------------------------------------------------------------------

    def px(self, design: float) -> int:
        """A length of ``design`` pixels at 1920×1080, for this window."""
        return max(1, round(design * min(self.size[0] / 1920, self.size[1] / 1080)))

    def font_px(self, design: float) -> int:
        """A text size: scaled like everything, but never unreadable."""
        return max(text.MIN_PX, self.px(design))

    def _flight_seconds(self) -> float:
        return FLIGHT_SECONDS.get(self.app.settings.animation_speed, FLIGHT_SECONDS["normal"])


def thinking_dots(clock: float) -> str:
    return "." * (int(clock * 2.5) % 3 + 1)


def seat_detail(level: str, thinking: bool, clock: float) -> str:
    """A computer seat's plate: its level, or that it is thinking."""
    if thinking:
        return tr("sixseq.table.thinking_dots") + thinking_dots(clock)
    return level


