"""The 20/20 on screen: the game of a :class:`~..session.PatienceSession`, drawn and played by
click-click, drag-and-drop or the keyboard.

The view holds no rule and no game: the session plays, undoes, hints, deals, saves and counts;
the rules say which piles pair (TT-2) and why a pair is refused — in plain words, with the rule
id small after them, while the dragged card flies home. What is here is the scene's life, the
player's commands and the buttons, on the shared table machinery; what a press, a drag or a key
means is :mod:`.gestures`'s, the drawing :mod:`.picture`'s. Every card is a spot
on the :class:`~sixseq.ui.table.stage.Stage` (a face-down card has no face), so flights — a
pair removed, undo, a deal, the win — are worked out from what the player saw before and sees
after, and the frame a card lands on is drawn at once, whatever the mouse does. Buttons are a
:class:`~sixseq.ui.table.buttons.ButtonBar` in the program's one style, the on-screen menu
button among them.

While the solver works (or the demo plays), a timer event keeps the loop ticking instead of
animating, so the loop sleeps between ticks and the solver gets the processor.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from sixseq.decks.sixsuit import card_str
from sixseq.engine.refusal import IllegalAction
from sixseq.engine.session import pace_seconds
from sixseq.games.registry import GAMES
from sixseq.games.twenty_twenty.options import GAME_ID, winnable_only
from sixseq.games.twenty_twenty.rules import N_PILES, Status, Verdict
from sixseq.games.twenty_twenty.session import PatienceSession
from sixseq.games.twenty_twenty.view import panel
from sixseq.games.twenty_twenty.view.gestures import PileGestures
from sixseq.games.twenty_twenty.view.layout import PatienceLayout, compute
from sixseq.games.twenty_twenty.view.picture import PatiencePicture
from sixseq.games.twenty_twenty.view.sprites import (
    REMOVED,
    Scenery,
    build,
)
from sixseq.ui import text, widgets
from sixseq.ui.cardart import CardArt
from sixseq.ui.confirm import Confirm
from sixseq.ui.dragdrop import left_button_up
from sixseq.ui.fonts import font
from sixseq.ui.i18n import current_locale, tr
from sixseq.ui.scene import Scene
from sixseq.ui.table.buttons import ButtonBar
from sixseq.ui.table.painter import Painter
from sixseq.ui.table.stage import Spot, Stage
from sixseq.ui.table.words import MESSAGE_SECONDS, Message, refusal_message, shown_until
from sixseq.ui.theme import button_id
from sixseq.ui.tween import FLIGHT_SECONDS

if TYPE_CHECKING:
    from sixseq.ui.app import App

log = logging.getLogger(__name__)

TICK = pygame.event.custom_type()  # wakes the loop while the solver works
TICK_MS = 40
NOTICE_SECONDS = 30.0  # a file set aside is told longer than a passing message
DEMO_HURRY = 1.8  # the demo's cards fly this much faster
DEAL_STAGGER = 0.012
TROPHY_STAGGER = 0.014

# The buttons: name -> label key (a few change label with the state: see ``refresh``).
LABELS = {name: f"sixseq.patience.button.{name}" for name in (
    "undo", "redo", "hint", "demo", "back_to_winnable", "new_deal", "restart", "play_deal",
    "winnable_only")}
LABELS["menu"] = "sixseq.table.button.menu"
TIPS = {"undo": "sixseq.patience.tip.undo", "redo": "sixseq.patience.tip.redo",
        "hint": "sixseq.patience.tip.hint"}


class PatienceScene(Scene):
    """A 20/20 game at the table."""

    menu_arrows = False  # the arrows and Space move over the piles; Tab over the buttons

    def __init__(self, app: App, session: PatienceSession) -> None:
        super().__init__(app)
        self.session = session
        self.art = CardArt()
        self.painter = Painter(self.art, app.settings)
        self.stage = Stage(self._flight_seconds)
        self.buttons = ButtonBar(app.ui, app.scene_keys.follow)
        self.entry: UITextEntryLine | None = None
        self.layout: PatienceLayout | None = None
        self.scenery: Scenery | None = None
        self.gestures = PileGestures(self)  # the selected pile, the drag, the focus
        self.message: Message | None = None
        self.clock = 0.0
        self.person_moves = 0  # the player's own pairs (the monkey counts them; not the demo's)
        self._ticking = False
        self._deal_pending = True  # the cards fly out of the deck once the layout is known
        self._entry_spec: tuple[pygame.Rect, int] | None = None
        self.version = 0  # bumps whenever the still layer must be drawn again
        self.picture = PatiencePicture(self)

    # --- scene life ---------------------------------------------------------------------------

    def enter(self) -> None:
        """The manager was cleared: buttons are made again in :meth:`resize`."""
        self.buttons.forget()
        self.entry, self._entry_spec = None, None
        self.apply_settings()

    def leave(self) -> None:
        """Paused or closed: the solver stops (the session starts it again), gestures are let
        go."""
        self.session.close()
        self._set_ticking(False)
        self.buttons.forget()
        self.entry, self._entry_spec = None, None
        self.gestures.drag.cancel()

    def on_quit(self) -> bool:
        self.session.close()
        return True

    def apply_settings(self) -> None:
        self.painter.follow(self.app.settings)
        self.session.pace = pace_seconds(self.app.settings.bot_pace)
        self.session.winnable_only = winnable_only(self.app.settings)
        self.forget_still_layer()

    def on_settings_changed(self) -> None:
        self.apply_settings()
        self.refresh()

    def on_locale_changed(self) -> None:
        if self.layout is not None:  # the strip's legend takes the lines its language needs,
            self.resize(self.layout.size)  # the buttons' labels their length (resize places them)
        self.forget_still_layer()

    def resize(self, size: tuple[int, int]) -> None:
        before = self.layout
        self.layout = compute(size)
        if before is not None:  # a card being dragged keeps the same point under the pointer
            self.gestures.follow_resize(self.layout.card_w / before.card_w)
        self.stage.finish()
        self.rebuild(animate=False)
        self.place_buttons()
        if self._deal_pending:
            self._deal_pending = False
            self.deal()

    def is_animating(self) -> bool:
        return self.stage.busy

    # --- time passing -------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        self.stage.animator.speed = DEMO_HURRY if self.session.demo else 1.0
        if self.stage.update(dt):
            self.app.invalidate()  # the landing frame is drawn now, not at the next event
        idle = not self.stage.busy and not self.gestures.drag.dragging \
            and self.app.dialog is None
        # The demo waits while a question is up; the game clock does not: the table stays in
        # plain view under it, and a question left open must not be a free look at the cards.
        tick = self.session.tick(self.clock, idle)
        for _ in tick.played:  # the demo's moves
            self.after_change()
        if tick.news or tick.played:
            self.refresh()
        if tick.second or self.session.report.verdict is None:
            self.app.invalidate()  # the clock, the thinking dots
        if self.message is not None and self.clock >= self.message.until:
            self.message = None
            self.app.invalidate()
        self._set_ticking(self.session.busy or self.session.demo)

    def _set_ticking(self, on: bool) -> None:
        """A timer event wakes the resting loop while background work is under way."""
        if on != self._ticking:
            self._ticking = on
            pygame.time.set_timer(TICK, TICK_MS if on else 0)

    # --- the player's commands ----------------------------------------------------------------

    def play_pair(self, a: int, b: int, dragged: dict[int, pygame.Rect] | None = None) -> bool:
        """Pair piles ``a`` and ``b`` (flying the dragged card from where it was let go); a
        refused pair says why and the card flies home."""
        before = self.stage.snapshot(dragged)
        result = self.session.play(a, b)
        if isinstance(result, IllegalAction):
            self.refuse(result, dragged)
            return False
        self.person_moves += 1
        self.after_change(before)
        return True

    def refuse(self, error: IllegalAction, dragged: dict[int, pygame.Rect] | None) -> None:
        self.say(lambda: refusal_message(error, "pair"))
        self.app.sounds.play("invalid")
        self.stage.fly_home(dragged or {})

    def undo(self) -> None:
        """Take back the last move (TT-6: as often as wanted)."""
        if self.session.undo():
            self.after_change()

    def redo(self) -> None:
        if self.session.redo():
            self.after_change()

    def back_to_winnable(self) -> None:
        if self.session.back_to_winnable():
            self.after_change()
            moves = len(self.session.game.moves)
            self.say(lambda: Message(tr("sixseq.patience.message.back", move=moves)))

    def ask_hint(self) -> None:
        """TT-7: a move on a winning line, lit and said with a *Play it* button (counted in
        the statistics, TT-6); the solver may answer a few frames later."""
        if self.session.ask_hint():
            self.gestures.selected, self.message = None, None
            self.refresh()

    def play_hint(self) -> None:
        hint = self.session.hint
        if hint is not None and hint.move is not None:
            self.play_pair(hint.move.a, hint.move.b)

    def toggle_demo(self) -> None:
        self.session.toggle_demo()
        self.gestures.selected = None
        self.refresh()

    def new_deal(self) -> None:
        """Another deal (a winnable one when "winnable deals only" is on), asking first when
        that abandons a game in progress."""
        self.leaving(self.session.new_deal)

    def restart(self) -> None:
        self.leaving(self.session.restart)

    def play_entered_deal(self) -> None:
        typed = self.entry.get_text().strip() if self.entry is not None else ""
        if not typed.isdigit():
            self.say(lambda: Message(tr("sixseq.patience.message.type_a_number"), "TT-5"))
            if self.entry is not None:  # the keys now type there (Enter plays the deal)
                self.app.ui.set_focus_set(self.entry)
            return

        def open_it() -> None:
            self.session.open_deal(int(typed))
            if self.entry is not None:
                self.entry.set_text("")

        self.leaving(open_it)

    def leaving(self, deal: Callable[[], None]) -> None:
        """Run ``deal`` (it replaces the game on the table), after asking if the game left is
        still in progress: it would be counted as abandoned."""
        def go() -> None:
            deal()
            self.dealt()

        if not self.session.in_progress():
            go()
            return
        name = next(info for info in GAMES if info.id == GAME_ID).name(current_locale())
        self.app.open_dialog(lambda close: Confirm(self.app, "sixseq.confirm.abandon",
                                                   {"game": name}, go, close))

    def dealt(self) -> None:
        """A new game is on the table: it flies out of the deck."""
        self.gestures.selected, self.message = None, None
        self.rebuild(animate=False)
        self.deal()
        self.refresh()

    def toggle_winnable_only(self) -> None:
        """The "winnable deals only" option (the 20/20's own, as in its New game dialog)."""
        options = dict(self.app.settings.options(GAME_ID))
        options["winnable_only"] = not winnable_only(self.app.settings)
        self.app.change_settings(self.app.settings.with_options(GAME_ID, options))

    def say(self, message: Message | Callable[[], Message],
            seconds: float = MESSAGE_SECONDS) -> None:
        """Show ``message`` for ``seconds`` (see :func:`shown_until`)."""
        self.message = shown_until(message, self.clock + seconds)
        self.app.invalidate()

    # --- the table on the stage ---------------------------------------------------------------

    def after_change(self, before: list[Spot] | None = None) -> None:
        """The game changed (a pair, undo, redo, the demo): forget the selection, fly every
        card that moved with the sound of a card laid (cards put back too: the deal's riffle is
        for a new deal), gather the deck into the trophy when the game is won — with a cheer
        when the win is the player's."""
        self.app.sounds.play("lay")
        self.gestures.selected = None
        self.message = None
        won_now = self.session.won and not (self.scenery is not None and self.scenery.trophy)
        self.rebuild(before, stagger=TROPHY_STAGGER if won_now else 0.0)
        if won_now and self.session.player_won:
            self.app.sounds.play("win")
        self.refresh()

    def rebuild(self, before: list[Spot] | None = None, animate: bool = True,
                stagger: float = 0.0) -> None:
        """Lay the table out from the session again and fly what moved."""
        if self.layout is None:
            return
        session = self.session
        self.scenery = build(self.layout, session.position, session.removed(), session.won)
        self.stage.show(self.scenery.spots, before, stagger=stagger, animate=animate)
        self.forget_still_layer()

    def deal(self) -> None:
        """The cards come out of the deck (where the removed pile lies) pile after pile,
        round after round, as TT-1 deals them; a resumed game's removed cards stay put."""
        if self.layout is not None:
            self.stage.deal_from(self.layout.removed, stagger=DEAL_STAGGER,
                                 keep=lambda spot: spot.group == REMOVED)
            self.app.sounds.play("deal")

    def top_spot(self, pile: int) -> int | None:
        if self.scenery is None or not self.scenery.piles[pile]:
            return None
        return self.scenery.piles[pile][-1]

    def _flight_seconds(self) -> float:
        return FLIGHT_SECONDS.get(self.app.settings.animation_speed, FLIGHT_SECONDS["normal"])

    # --- buttons ------------------------------------------------------------------------------

    def place_buttons(self) -> None:
        """Every button at its place, its text as large as the window wants and as its
        button allows (a long French label is never cut)."""
        layout = self.layout
        if layout is None:
            return
        places = dict(layout.buttons)
        places["menu"] = layout.menu
        for name, rect in places.items():
            if name == "deal_entry":
                continue
            key = self.label(name)
            self.buttons.place(name, rect, key, self.fitted_px(tr(key), rect),
                               tip=TIPS.get(name))
        key = "sixseq.table.button.play_hint"
        px = layout.button_px
        width = font(px).size(tr(key))[0] + 2 * max(12, px)
        self.buttons.place("play_hint", pygame.Rect(layout.message.topright, (
            width, layout.message.height)).move(-width, 0), key, px)
        rect = layout.buttons["deal_entry"]
        px = self.fitted_px(tr("sixseq.patience.deal_placeholder"), rect)
        if self.entry is None or self._entry_spec != (rect, px):
            typed = self.entry.get_text() if self.entry is not None else ""
            if self.entry is not None:
                widgets.remove(self.entry)
            self.entry = UITextEntryLine(rect, self.app.ui, object_id=button_id(px),
                                         placeholder_text="sixseq.patience.deal_placeholder")
            self.entry.set_allowed_characters("numbers")
            self.entry.set_text_length_limit(9)
            self.entry.set_text(typed)
            self._entry_spec = (rect.copy(), px)
        self.refresh()

    def fitted_px(self, label: str, rect: pygame.Rect) -> int:
        assert self.layout is not None
        pad = max(16, round(self.layout.button_px * 1.6))
        return text.fit(label, self.layout.button_px, rect.width - pad, minimum=text.MIN_PX)

    def label(self, name: str) -> str:
        if name == "demo" and self.session.demo:
            return "sixseq.patience.button.stop_demo"
        if name == "winnable_only" and self.session.winnable_only:
            return "sixseq.patience.button.winnable_only_on"
        return LABELS[name]

    def refresh(self) -> None:
        """The buttons follow what may be done now; the table is drawn again."""
        session, b = self.session, self.buttons
        if b.buttons and self.layout is not None:
            for name in ("demo", "winnable_only"):
                key = self.label(name)
                spec = b.specs.get(name)
                if spec is not None and spec.key != key:
                    b.place(name, spec.rect, key, self.fitted_px(tr(key), spec.rect))
            b.state("menu", True, True)
            b.state("undo", True, session.can_undo())
            b.state("redo", True, session.can_redo())
            b.state("hint", True, session.can_hint())
            b.state("demo", True, session.playing or session.demo)
            b.state("back_to_winnable", True, session.can_go_back())
            for name in ("new_deal", "restart", "play_deal"):
                b.state(name, True, True)
            b.state("winnable_only", True, True, selected=session.winnable_only)
        self.forget_still_layer()

    # --- input --------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        name = self.buttons.name_of(event)
        if name is not None:
            self.press_button(name)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.play_entered_deal()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.gestures.press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            if left_button_up(event):
                self.gestures.let_go()
            self.gestures.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.gestures.release(event.pos)
        elif event.type == pygame.KEYDOWN:
            self.gestures.key(event)

    def press_button(self, name: str) -> None:
        if name == "menu":
            if self.app.host is not None:
                self.app.host.escape()  # the in-game menu: settings, rules, save and quit
            return
        actions = {"undo": self.undo, "redo": self.redo, "hint": self.ask_hint,
                   "play_hint": self.play_hint,
                   "demo": self.toggle_demo, "back_to_winnable": self.back_to_winnable,
                   "new_deal": self.new_deal, "restart": self.restart,
                   "play_deal": self.play_entered_deal,
                   "winnable_only": self.toggle_winnable_only}
        actions[name]()
        self.app.invalidate()

    def escape(self) -> bool:
        return self.gestures.escape()

    def menu_buttons(self) -> list[UIButton]:
        """Tab moves over the buttons (*New deal*, *Demo*, *Play it*… have no key of their
        own); the arrows and Space stay on the piles."""
        return list(self.buttons.buttons.values())

    def buttons_focused(self) -> None:
        """Tab went to the buttons: the ring on the piles goes."""
        if self.gestures.keyboard:
            self.gestures.keyboard = False
            self.forget_still_layer()

    def card_text(self, pile: int) -> str:
        """A pile's face-up card as the player reads it (``7♠``)."""
        top = self.session.position.top(pile)
        return card_str(top) if top is not None else "–"

    # --- what a restless player would try (the monkey) ------------------------------------------

    def monkey_points(self) -> list[pygame.Rect]:
        """The piles with a card on top (what a player takes)."""
        layout = self.layout
        if layout is None:
            return []
        return [layout.stack_rect(p) for p in range(N_PILES) if self.top_spot(p) is not None]

    def monkey_targets(self, source: pygame.Rect) -> list[pygame.Rect]:
        """The piles whose top pairs with the card at ``source`` (TT-2)."""
        pile = self.gestures.pile_at(source.center)
        if pile is None or self.layout is None:
            return []
        return [self.layout.stack_rect(p) for p in sorted(self.session.partners(pile))]

    # --- drawing ------------------------------------------------------------------------------

    def forget_still_layer(self) -> None:
        """Draw everything anew on the next frame."""
        self.version += 1
        self.app.invalidate()

    def draw(self, screen: pygame.Surface) -> None:
        self.picture.draw(screen)

    def status_line(self) -> tuple[str, tuple[int, int, int]]:
        return panel.status_line(self.session, self.clock)

    def info_lines(self) -> list[str]:
        return panel.info_lines(self.session)

    def shown_message(self) -> Message | None:
        """The line over the strip: the last message, else the hint while it is lit, else
        how to play at the start of a deal, or what to do once it is lost."""
        if self.message is not None:
            return self.message
        hint = self.hint_message()
        if hint is not None:
            return hint
        session = self.session
        if not session.game.moves:
            return Message(tr("sixseq.patience.message.how_to"), "TT-2")
        if session.status() is Status.LOST:
            return Message(tr("sixseq.patience.message.lost_help"), "TT-3")
        return None

    def hint_message(self) -> Message | None:
        """The hint in words (TT-7), while its pair is lit."""
        hint = self.session.hint
        if hint is None or hint.move is None or self.gestures.selected is not None:
            return None
        a, b = self.card_text(hint.move.a), self.card_text(hint.move.b)
        if hint.verdict is Verdict.WINNABLE:
            return Message(tr("sixseq.patience.message.hint", a=a, b=b), "TT-7")
        # A position the solver could not decide is not known lost: only the most cards found.
        key = "hint_lost" if hint.lost else "hint_undecided"
        return Message(tr("sixseq.patience.message." + key, a=a, b=b,
                          count=hint.removable), "TT-7")
