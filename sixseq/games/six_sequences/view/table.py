"""The card table: Les Six Séquences played by mouse against the computer.

The scene holds no rule. Every gesture becomes one of ``state.legal_actions()`` (see
:mod:`.gestures`); a gesture that matches none is refused with the core's own reason
(``state.check``), shown in one line while the cards fly back. After every action the table is
rebuilt from the state and every card that moved flies from its old place to its new one, so
the computer players' moves, the person's drops, undo and the deal all animate the same way.

Computer players think on a worker thread (:mod:`sixseq.ui.players`); their moves show one at
a time, paced by ``Settings.bot_pace``. The person's own turn can be undone up to the last card
drawn from the stock (undoing a draw would show what the stock holds).

The shell constructs the table from a :class:`~.match.Match` (new or replayed from
``match.record()``) and gets ``on_turn_end(table)`` after every finished turn, to save it, and
``on_round_end(table)`` once when a round ends, for the statistics. A new game started from the
table's own button keeps both hooks. Settings are read from ``app.settings`` as the table draws,
so a change in the settings dialog shows at once.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from sixseq.decks.sixsuit import Card, card_str, sort_cards
from sixseq.engine import bots as engine_bots
from sixseq.games.six_sequences.bots.base import Bot, Suggestion, decide, safe_action
from sixseq.games.six_sequences.rules.actions import (
    PASS,
    Action,
    Claim,
    DrawStock,
    Lay,
    Pass,
    Stop,
    TakeDiscard,
)
from sixseq.games.six_sequences.rules.errors import IllegalAction
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.match import Match
from sixseq.games.six_sequences.rules.melds import Series
from sixseq.games.six_sequences.rules.table import Phase, TableConfig
from sixseq.games.six_sequences.view import gestures
from sixseq.games.six_sequences.view.layout import Layout, compute
from sixseq.games.six_sequences.view.scoreboard import draw_scores, sheet_rect
from sixseq.settings import Settings
from sixseq.ui import describe, drawing, text, widgets
from sixseq.ui.cardart import CardArt, Highlight
from sixseq.ui.dragdrop import Click, DragTracker, Drop
from sixseq.ui.i18n import current_locale, refusal_text, tr
from sixseq.ui.players import (
    BOT_PACE_SECONDS,
    Worker,
    computer_seats,
    seat_bots,
    strongest_bot,
)
from sixseq.ui.scene import Scene
from sixseq.ui.table_view import (
    DiscardTop,
    Grab,
    HandCard,
    Painter,
    Place,
    Scenery,
    SeriesCard,
    StockPile,
    build,
    insertion_index,
    piles_depth,
)
from sixseq.ui.tween import FLIGHT_SECONDS, Animator, Flight

if TYPE_CHECKING:
    from sixseq.ui.app import App
    from sixseq.ui.dialogs import NewGameDialog

log = logging.getLogger(__name__)

CLAIM_SECONDS = 10.0  # time to decide on a claim before the table passes for the person
MESSAGE_SECONDS = 5.0
LOG_LINES = 3
HURRY = 4.0  # how much faster everything goes with the "faster" button
DEAL_STAGGER = 0.035

INK = (246, 242, 228)
DIM_INK = (196, 214, 200)
GOLD = (255, 204, 64)
WARN = (255, 214, 120)
SHADOW = (0, 0, 0, 150)


def south_seat(config: TableConfig) -> int:
    """The person's seat: South (SS-SEAT-1 numbers seats in play order)."""
    return next(s for s in range(config.seats) if config.seat_name(s) == "South")


TableHook = Callable[["TableScene"], None]


def new_table(app: App, settings: Settings, seed: int | None = None, *,
              on_turn_end: TableHook | None = None,
              on_round_end: TableHook | None = None) -> TableScene:
    """A new match from the settings (seats, teams, levels, rounds), the person at South."""
    seed = random.SystemRandom().getrandbits(31) if seed is None else seed
    config = TableConfig(settings.seats, settings.teams)
    match = Match(config, settings.rounds, seed)
    human = south_seat(config)
    return TableScene(app, match, human, seat_bots(config, human, settings.levels, seed),
                      on_turn_end=on_turn_end, on_round_end=on_round_end)


class TableScene(Scene):
    """A match at the table. ``bots`` maps every computer seat to its bot."""

    def __init__(self, app: App, match: Match, human: int, bots: Mapping[int, Bot], *,
                 on_turn_end: TableHook | None = None,
                 on_round_end: TableHook | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.human = human
        self.bots = dict(bots)
        missing = set(range(match.config.seats)) - {human} - set(self.bots)
        if missing:
            raise ValueError(f"no bot for seats {sorted(missing)}")
        self.on_turn_end = on_turn_end
        self.on_round_end = on_round_end
        self.art = CardArt(max_widths=10)
        self.painter = Painter(self.art, self.settings.card_back)
        self.sounds = app.sounds
        self.worker = Worker()
        self.helper = strongest_bot(match.seed ^ 0x5EED)
        self._tell_bots_the_match()
        self.animator: Animator[Card] = Animator()
        self.drag: DragTracker[Grab] = DragTracker()
        self.layout: Layout | None = None
        self.scenery: Scenery | None = None
        self.hand_order: list[Card] = []
        self.sort_mode: str | None = "suit"
        self.selection: list[Card] = []
        self.clock = 0.0
        self.generation = 0  # bumps when answers from the worker become stale
        self.held: tuple[int, Action] | None = None  # a bot's move, waiting for its pace
        self.quiet_since: float | None = None
        self.asked_at = 0.0  # when the bot to move was asked (a claim's answer waits from it)
        self.undo_floor = self.state.undo_depth
        self.message: str | None = None
        self.message_until = 0.0
        self.suggestion: Suggestion | None = None
        self.suggesting = False
        self.log: list[tuple[int, str]] = []  # (actions in the round when said, line)
        self.chooser: list[Action] = []
        self.chooser_rows: list[pygame.Rect] = []
        self.claim_until: float | None = None
        self.claim_buttons: list[tuple[UIButton, Action]] = []
        self.claim_area = pygame.Rect(0, 0, 0, 0)
        self.history = False
        self.scores_open = False
        self.scores_hidden = False
        self.hurry = False
        self.drag_cards: list[Card] = []
        self.drag_spots: set[gestures.Spot] = set()
        self.drag_to_hand = False
        self.preview_order: list[Card] | None = None
        self.buttons: dict[str, UIButton] = {}
        self.button_keys = {name: f"sixseq.table.button.{name}" for name in (
            "undo", "suggest", "sort_suit", "sort_rank", "lay", "new_game", "faster",
            "history")}
        self.button_keys.update(stop="sixseq.table.button.pass",
                                next="sixseq.table.button.next_round",
                                view="sixseq.table.button.view_table")
        self.dialog: NewGameDialog | None = None
        self._deal_pending = self.state.turn == 1 and not self.state.actions  # a fresh deal
        self._version = 0  # bumps with every new scenery (the static layer's cache key)
        self._static: pygame.Surface | None = None
        self._static_key: tuple[object, ...] = ()
        self.zone_widths: dict[int, int] = {}  # per side; only shrinks during a round
        self._sync_hand()

    @property
    def settings(self) -> Settings:
        return self.app.settings

    @property
    def levels(self) -> tuple[str, ...]:
        """The computer players' levels, in seat order (what a save needs to seat them again)."""
        return tuple(self.bots[seat].level for seat in computer_seats(self.config, self.human))

    @property
    def state(self) -> GameState:
        return self.match.round

    @property
    def config(self) -> TableConfig:
        return self.match.config

    def my_turn(self) -> bool:
        return self.state.to_move == self.human and not self.state.is_over()

    # --- scene life ---------------------------------------------------------------------------

    def enter(self) -> None:
        """Buttons are made in :meth:`resize`, at their final places: pygame-gui does not
        lay a rounded button's text out again when it is resized. The computer players'
        thread starts again when the table is come back to (from the menu or the rules)."""
        if self.worker.closed:
            self.worker = Worker()
        self.on_settings_changed()

    def leave(self) -> None:
        """Pause: stop the thinking (a move already chosen waits), drop what pygame-gui is
        about to clear, and let go of a card in hand."""
        self.worker.close()
        self._forget_answers()
        self.buttons.clear()
        self.claim_buttons.clear()
        self.dialog = None
        self.drag.cancel()
        self.drag_cards, self.drag_spots, self.preview_order = [], set(), None
        self.drag_to_hand = False

    def on_settings_changed(self) -> None:
        self.painter.back_style = self.settings.card_back
        self.forget_still_layer()
        self.app.invalidate()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = compute(size, self.config, self.human)
        self.zone_widths = {}
        self.animator.finish()
        self._rebuild()
        self._build_buttons()
        if self._deal_pending:
            self._deal_pending = False
            self._deal()

    def is_animating(self) -> bool:
        return self.animator.busy or self.held is not None

    def on_locale_changed(self) -> None:
        self._refresh_controls()

    # --- time passing -------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        self.animator.speed = HURRY if self.hurry and not self.my_turn() else 1.0
        self.animator.update(dt)
        for tag, answer in self.worker.poll():
            self._answer(tag, answer)
        if self.message is not None and self.clock >= self.message_until:
            self.message = None
            self.app.invalidate()
        if self.claim_until is not None:
            if self.clock >= self.claim_until:
                self._close_claim()
                self._play(PASS)
            self.app.invalidate()  # the countdown
        if self.worker.busy() and not self.my_turn():
            self.app.invalidate()  # the thinking dots
        self._advance()

    def _advance(self) -> None:
        """Start whatever comes next once the cards have landed: a computer player's move, the
        claim prompt, the scores."""
        if self.animator.busy or self.drag.dragging or self.dialog is not None:
            return
        state = self.state
        if state.is_over():
            if not self.scores_open:
                self._open_scores()
            return
        if state.to_move == self.human:
            if state.phase == Phase.CLAIM and self.claim_until is None:
                if state.legal_actions() == [PASS]:
                    self._play(PASS)  # nothing to claim with: no prompt to wait for
                else:
                    self._open_claim()
            return
        if self.held is not None:
            if self.quiet_since is None:
                self.quiet_since = self.clock
            pace = BOT_PACE_SECONDS.get(self.settings.bot_pace, 0.65)
            if self.hurry:
                pace /= HURRY
            waited = self.clock - self.quiet_since
            if state.phase == Phase.CLAIM:
                # Every seat is asked after every discard; each answer shows when the bot's
                # usual thinking time is up, so neither a pause nor its absence tells whether
                # it could have claimed (SS-DISCARD-4).
                pace = self.bots[self.held[0]].think_seconds()
                waited = self.clock - self.asked_at
            elif isinstance(self.held[1], Stop | Pass):
                pace = 0.0  # nothing to watch: the cards it brings (a refill) fly at once
            if waited >= pace:
                seat, action = self.held
                self.held = self.quiet_since = None
                self._apply(seat, action)
            return
        tag = ("move", self.generation, state.to_move, len(state.actions))
        if not self.worker.busy(tag):
            seat = state.to_move
            self.asked_at = self.clock
            self.worker.submit(tag, decide, self.bots[seat], state.observation(seat))

    def _answer(self, tag: object, answer: object) -> None:
        assert isinstance(tag, tuple)
        if tag[0] == "move":
            _, generation, seat, count = tag
            state = self.state
            if generation != self.generation or state.to_move != seat \
                    or len(state.actions) != count:
                return
            if not isinstance(answer, Action) or not state.is_legal(answer):
                log.error("bot for seat %s answered %r; playing safe", seat, answer)
                answer = safe_action(state.observation(seat))
            self.held = (seat, answer)
        elif tag[0] == "suggest" and tag[1] == self.generation:
            self.suggesting = False
            if isinstance(answer, engine_bots.Suggestion) \
                    and self.state.is_legal(answer.action):
                self.suggestion = answer
            else:
                self._say(tr("sixseq.table.no_suggestion"))
            self._refresh_controls()
        self.app.invalidate()

    # --- applying actions ---------------------------------------------------------------------

    def _apply(self, seat: int, action: Action,
               dragged: Mapping[Card, pygame.Rect] | None = None) -> None:
        """Play ``action`` for ``seat`` (the person's through push, so it can be undone), then
        fly every card that moved."""
        state = self.state
        before = self._places(dragged)
        turn, stock, claims = state.turn, state.stock_count, state.phase == Phase.CLAIM
        was_over = state.is_over()
        top = state.discard_pile[-1] if state.discard_pile else None
        if seat == self.human:
            state.push(action)
            if state.stock_count < stock or state.to_move != self.human or state.turn != turn:
                self.undo_floor = state.undo_depth  # never undo past a card from the stock
            self._forget_answers()  # a suggestion asked before this move no longer fits
        else:
            state.apply(action)
        self._note(seat, action, top if claims else None)
        self._sound(action)
        self.suggestion = None
        self._sync_hand()
        self._rebuild()
        self._fly(before)
        if state.turn != turn or state.is_over():
            self.selection.clear()
            if self.on_turn_end is not None:
                self.on_turn_end(self)
        if state.is_over() and not was_over and self.on_round_end is not None:
            self.on_round_end(self)
        self._refresh_controls()
        self.app.invalidate()

    def _play(self, action: Action, dragged: Mapping[Card, pygame.Rect] | None = None) -> None:
        self._apply(self.human, action, dragged)

    def _note(self, seat: int, action: Action, claimed: Card | None) -> None:
        """A line in the table's log. Claims stay secret while the claim window is open (only
        who won the ``claimed`` card is said, once it closes); stops are not worth a line."""
        state = self.state
        count = len(state.actions)
        if claimed is not None:
            if state.phase != Phase.CLAIM and claimed not in state.discard_pile:
                self.log.append((count, tr("sixseq.table.log_claimed",
                                           who=describe.seat_name(self.config, state.turn_seat),
                                           card=card_str(claimed))))
        elif not isinstance(action, Stop):
            self.log.append((count, describe.log_line(self.config, seat, action)))
        del self.log[:-LOG_LINES * 2]

    def _sound(self, action: Action) -> None:
        if isinstance(action, DrawStock | TakeDiscard):
            self.sounds.play("deal")
        elif not isinstance(action, Stop | Pass | Claim):
            self.sounds.play("lay")

    def _refuse(self, action: Action, dragged: Mapping[Card, pygame.Rect] | None = None
                ) -> None:
        """Show why the rules refuse ``action`` and fly the dragged cards home. (An action that
        turns out legal after all is played.)"""
        try:
            self.state.check(action)
        except IllegalAction as error:
            self._say(refusal_text(error))
            self.sounds.play("invalid")
            self._fly_home(dragged)
            return
        if self.state.is_legal(action):
            self._play(action, dragged)
        else:
            self._fly_home(dragged)

    def _try(self, action: Action, dragged: Mapping[Card, pygame.Rect] | None = None) -> None:
        if not self.my_turn():
            self._say(tr("sixseq.table.not_your_turn"))
            self._fly_home(dragged)
        elif self.state.is_legal(action):
            self._play(action, dragged)
        else:
            self._refuse(action, dragged)

    def _say(self, line: str) -> None:
        self.message = line
        self.message_until = self.clock + MESSAGE_SECONDS
        self.app.invalidate()

    def undo(self) -> None:
        """Take back the person's last action of this turn (never past a stock card)."""
        state = self.state
        if not self.my_turn() or state.undo_depth <= self.undo_floor:
            return
        before = self._places(None)
        state.pop()
        self._forget_answers()
        count = len(state.actions)
        self.log = [(n, line) for n, line in self.log if n <= count]
        self.suggestion = None
        self.message = None
        self._sync_hand()
        self.selection = [c for c in self.selection if self._selectable(c)]
        self._rebuild()
        self._fly(before)
        self._refresh_controls()

    def _forget_answers(self) -> None:
        """The position changed under the worker: whatever it is computing is stale."""
        self.generation += 1
        self.worker.forget()
        self.suggesting = False

    # --- flights ------------------------------------------------------------------------------

    def _places(self, dragged: Mapping[Card, pygame.Rect] | None) -> dict[Card, Place]:
        assert self.scenery is not None
        places = dict(self.scenery.places)
        for flight in self.animator:
            places[flight.key] = Place(flight.rect(), flight.face_up())
        for card, rect in (dragged or {}).items():
            places[card] = Place(rect, True)
        return places

    def _duration(self) -> float:
        return FLIGHT_SECONDS.get(self.settings.animation_speed, 0.38)

    def _fly(self, before: Mapping[Card, Place], stagger: float = 0.06) -> None:
        assert self.scenery is not None
        duration = self._duration()
        if duration <= 0:
            return  # "instant": cards simply stand in their new places
        moved = 0
        for card, new in self.scenery.places.items():
            old = before.get(card)
            if old is None or (old.rect == new.rect and old.face_up == new.face_up):
                continue
            travel = abs(old.rect.centerx - new.rect.centerx) + \
                abs(old.rect.centery - new.rect.centery)
            short = travel < new.rect.width * 2  # a card sliding over in its row
            self.animator.launch(Flight(card, old.rect, new.rect,
                                        duration * (0.6 if short else 1.0),
                                        delay=0.0 if short else stagger * moved,
                                        start_up=old.face_up, end_up=new.face_up))
            moved += 0 if short else 1
        self.app.invalidate()

    def _fly_home(self, dragged: Mapping[Card, pygame.Rect] | None) -> None:
        if not dragged or self.scenery is None:
            return
        before = self._places(None)
        before.update({c: Place(r, True) for c, r in dragged.items()})
        self._fly(before, stagger=0.0)

    def _deal(self) -> None:
        """The round begins: every card flies from the stock to the hands."""
        assert self.layout is not None and self.scenery is not None
        stock = Place(self.layout.stock.copy(), False)
        before = dict.fromkeys(self.scenery.places, stock)
        self._fly(before, stagger=DEAL_STAGGER)
        self.sounds.play("deal")

    # --- the person's cards -------------------------------------------------------------------

    def _sync_hand(self) -> None:
        """Keep the person's order of their hand: cards gone are dropped, new ones go where
        the chosen sort puts them (or at the right end after a manual reorder)."""
        held = set(self.state.hand(self.human))
        order = [c for c in self.hand_order if c in held]
        new = sort_cards(sorted(held - set(order)), self.sort_mode or "suit")
        if self.sort_mode is not None:
            order = sort_cards(order + new, self.sort_mode)
        else:
            order += new
        self.hand_order = order
        self.selection = [c for c in self.selection if self._selectable(c)]

    def _selectable(self, card: Card) -> bool:
        """Cards the person may pick for a new combination: their hand, and their side's
        series laid on earlier turns (SS-MELD-5; a series just laid is not picked again)."""
        state = self.state
        if state.hand_mask(self.human) >> card & 1:
            return True
        side = self.config.side_of(self.human)
        return any(isinstance(c, Series) and c.turn < state.turn and card in c.cards()
                   for c in state.side_combinations(side))

    def sort_hand(self, mode: str) -> None:
        self.sort_mode = mode
        before = self._places(None)
        self.hand_order = sort_cards(self.hand_order, mode)
        self._rebuild()
        self._fly(before, stagger=0.0)

    def _toggle(self, card: Card) -> None:
        if card in self.selection:
            self.selection.remove(card)
        else:
            self.selection.append(card)
        self._rebuild()
        self._refresh_controls()

    def _rebuild(self) -> None:
        if self.layout is None:
            return
        state = self.state
        show_new = self.my_turn() and state.phase in (Phase.LAY, Phase.FINAL)
        order = self.preview_order if self.preview_order is not None else self.hand_order
        self.scenery = build(self.layout, state, self.human, order, self.selection, show_new,
                             self.zone_widths)
        self.zone_widths = dict(self.scenery.meld_widths)
        self._version += 1
        self.app.invalidate()

    # --- input --------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.dialog is not None:
            self.dialog.handle(event)
            return  # the dialog is modal: the table waits
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _key(self, event: pygame.event.Event) -> None:
        undo_keys = event.key == pygame.K_BACKSPACE or (
            event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if undo_keys:
            self.undo()
        elif event.key == pygame.K_SPACE and not self.my_turn():
            self.animator.finish()  # hurry this move along: land, and play the waiting move
            if self.held is not None:
                self.quiet_since = float("-inf")
        elif event.key == pygame.K_f:
            self.toggle_hurry()
        self.app.invalidate()

    def escape(self) -> bool:
        """Esc closes what is open, one thing at a time: the new-game dialog, the lay chooser,
        the discard history, a drag, the picked cards. With nothing open, the shell's menu."""
        if self.dialog is not None:
            self.dialog.close()
        elif self.chooser:
            self._close_chooser()
        elif self.history:
            self.history = False
            self._refresh_controls()
        elif self.drag.item is not None:
            self._cancel_drag()
        elif self.selection:
            self.selection.clear()
            self._rebuild()
            self._refresh_controls()
        else:
            return False
        self.app.invalidate()
        return True

    def toggle_hurry(self) -> None:
        self.hurry = not self.hurry
        self._refresh_controls()

    def _press(self, pos: tuple[int, int]) -> None:
        if self.scores_open and not self.scores_hidden:
            return
        if self.chooser:
            self._choose_at(pos)
            return
        if self.history:
            self.history = False
            self._refresh_controls()
            return
        if self.scenery is None:
            return
        if self.scenery.new_slot is not None and self.scenery.new_slot.collidepoint(pos):
            self.lay_selection()
            return
        sprite = self.scenery.hit(pos, skip=self.animator.keys())
        if sprite is not None and sprite.grab is not None:
            self.drag.press(sprite.grab, pos, (pos[0] - sprite.rect.x, pos[1] - sprite.rect.y))

    def _motion(self, pos: tuple[int, int]) -> None:
        was = self.drag.dragging
        if not self.drag.motion(pos):
            return
        if not was:
            self._start_drag()
        self._preview_reorder(pos)
        self.app.invalidate()

    def _release(self, pos: tuple[int, int]) -> None:
        dragged = self._dragged_rects()
        result = self.drag.release(pos, pygame.time.get_ticks())
        self.drag_spots = set()
        self.drag_to_hand = False
        self.preview_order = None
        if isinstance(result, Click):
            self.drag_cards = []
            self._click(result)
        elif isinstance(result, Drop):
            self._drop(result, dragged)
            self.drag_cards = []
        self._rebuild()
        self.app.invalidate()

    def _cancel_drag(self) -> None:
        dragged = self._dragged_rects()
        self.drag.cancel()
        self.drag_cards, self.drag_spots, self.preview_order = [], set(), None
        self.drag_to_hand = False
        self._rebuild()
        self._fly_home(dragged)

    def _start_drag(self) -> None:
        grab = self.drag.item
        state = self.state
        legal = state.legal_actions() if self.my_turn() else []
        if isinstance(grab, HandCard | SeriesCard):
            card = grab.card
            self.drag_cards = [card] + [c for c in self.selection if c != card] \
                if card in self.selection else [card]
            self.drag_spots = gestures.spots(legal, frozenset(self.drag_cards), state)
        elif isinstance(grab, StockPile):
            self.drag_to_hand = any(isinstance(a, DrawStock) for a in legal)
        elif isinstance(grab, DiscardTop):
            self.drag_to_hand = any(isinstance(a, TakeDiscard) for a in legal)
        self.message = None

    def _dragged_rects(self) -> dict[Card, pygame.Rect]:
        """Where the dragged cards are drawn now: the taken card under the pointer, the other
        selected cards fanned behind it."""
        if not self.drag.dragging or not self.drag_cards or self.scenery is None:
            return {}
        x, y = self.drag.origin
        width = self._drag_width()
        step = round(width * 0.3)
        rects = {}
        for i, card in enumerate(self.drag_cards):
            rects[card] = pygame.Rect(x + i * step, y, width, round(width * 1.5))
        return rects

    def _drag_width(self) -> int:
        assert self.layout is not None and self.scenery is not None
        grab = self.drag.item
        if isinstance(grab, SeriesCard):
            return self.scenery.meld_widths[self.config.side_of(self.human)]
        return self.layout.hand_w

    def _in_hand_area(self, pos: tuple[int, int]) -> bool:
        assert self.layout is not None
        area = self.layout.hand.inflate(self.layout.margin * 2, 0)
        area.top -= self.layout.lift
        return area.collidepoint(pos)

    def _preview_reorder(self, pos: tuple[int, int]) -> None:
        """While a hand card is dragged over the hand, open a gap where it would go."""
        grab = self.drag.item
        if not isinstance(grab, HandCard) or len(self.drag_cards) != 1 \
                or not self._in_hand_area(pos):
            if self.preview_order is not None:
                self.preview_order = None
                self._rebuild()
            return
        assert self.layout is not None
        others = [c for c in self.hand_order if c != grab.card]
        index = insertion_index(self.layout.hand, len(others), self.layout.hand_w, pos[0])
        order = [*others[:index], grab.card, *others[index:]]
        if order != self.preview_order:
            self.preview_order = order
            self._rebuild()

    def _target_at(self, pos: tuple[int, int]) -> gestures.Target | None:
        assert self.layout is not None and self.scenery is not None
        reach = self.layout.margin
        if self.layout.discard.inflate(reach * 2, reach * 2).collidepoint(pos):
            return gestures.OnDiscard()
        for box in self.scenery.combos.values():
            if box.rect.inflate(reach * 2, reach).collidepoint(pos):
                return gestures.OnCombo(box.combo, pos[0] < box.rect.centerx)
        own = self.layout.zones[self.config.side_of(self.human)]
        if own.collidepoint(pos):
            slot = self.scenery.new_slot
            left = slot is not None and pos[0] < slot.centerx
            return gestures.OnNew(left)
        return None

    def _drop(self, drop: Drop[Grab], dragged: dict[Card, pygame.Rect]) -> None:
        grab = drop.item
        if isinstance(grab, StockPile | DiscardTop):
            if self._in_hand_area(drop.pos):
                self._try(DrawStock() if isinstance(grab, StockPile) else TakeDiscard())
            return
        if isinstance(grab, HandCard) and self._in_hand_area(drop.pos) \
                and len(self.drag_cards) == 1:
            self._reorder(grab.card, drop.pos, dragged)
            return
        target = self._target_at(drop.pos)
        if target is None:
            self._fly_home(dragged)
            return
        if not self.my_turn():
            self._say(tr("sixseq.table.not_your_turn"))
            self._fly_home(dragged)
            return
        self._resolve(self.drag_cards, target, dragged)

    def _reorder(self, card: Card, pos: tuple[int, int], dragged: dict[Card, pygame.Rect]
                 ) -> None:
        assert self.layout is not None
        others = [c for c in self.hand_order if c != card]
        index = insertion_index(self.layout.hand, len(others), self.layout.hand_w, pos[0])
        self.hand_order = [*others[:index], card, *others[index:]]
        self.sort_mode = None
        self.preview_order = None
        self._rebuild()
        self._fly_home(dragged)

    def _resolve(self, cards: list[Card], target: gestures.Target,
                 dragged: dict[Card, pygame.Rect]) -> None:
        """A drop of ``cards`` on ``target`` becomes the legal action it means (see
        :mod:`.gestures`); on the new-combination area the cards join the selection
        and are laid as soon as the selection is a legal combination."""
        state = self.state
        legal = state.legal_actions()
        if isinstance(target, gestures.OnNew):
            staged = list(dict.fromkeys([*self.selection, *cards]))
            found = gestures.matching(legal, frozenset(staged), target)
            if found:
                self.selection = staged
                self._lay(found, dragged)
                return
            if any(isinstance(a, Lay) and set(staged) <= set(a.cards()) for a in legal):
                self.selection = staged
                self._say(tr("sixseq.table.staged",
                             cards=" ".join(card_str(c) for c in sort_cards(staged))))
                self._rebuild()
                self._fly_home(dragged)
                self._refresh_controls()
                return
            self._refuse(gestures.plausible(state, staged, target), dragged)
            return
        found = gestures.resolve(legal, frozenset(cards), target, state)
        if found:
            self._play(found[0], dragged)
        else:
            self._refuse(gestures.plausible(state, cards, target), dragged)

    def _lay(self, variants: list[Action], dragged: dict[Card, pygame.Rect] | None = None
             ) -> None:
        if len(variants) == 1:
            self._play(variants[0], dragged)
        else:
            self.chooser = variants
            self._fly_home(dragged)
            self._refresh_controls()
        self.app.invalidate()

    def lay_selection(self) -> None:
        """The "lay" button: lay the selected cards as a new combination."""
        if not self.my_turn():
            self._say(tr("sixseq.table.not_your_turn"))
            return
        if not self.selection:
            self._say(tr("sixseq.table.select_first"))
            return
        found = gestures.matching(self.state.legal_actions(), frozenset(self.selection),
                                  gestures.OnNew())
        if found:
            self._lay(found)
        else:
            self._refuse(gestures.plausible(self.state, self.selection, gestures.OnNew()))

    def _click(self, click: Click[Grab]) -> None:
        grab = click.item
        if isinstance(grab, StockPile):
            self._try(DrawStock())
        elif isinstance(grab, DiscardTop):
            self._try(TakeDiscard())
        elif click.double:
            self._toggle(grab.card)  # the first click of the two picked it
            self._double(grab.card)
        else:
            self._toggle(grab.card)

    def _double(self, card: Card) -> None:
        if not self.my_turn():
            self._say(tr("sixseq.table.not_your_turn"))
            return
        selection = [c for c in self.selection if c != card]
        action = gestures.likely_use(self.state, card, selection)
        if action is None:
            self._say(tr("sixseq.table.no_use", card=card_str(card)))
            self.sounds.play("invalid")
        else:
            self._play(action)

    def stop(self) -> None:
        """The phase button: end the lay-down, the completing, or a final-phase turn."""
        state = self.state
        action: Action = PASS if state.phase == Phase.FINAL else Stop()
        self._try(action)

    def suggest(self) -> None:
        if not self.my_turn() or self.suggesting:
            return
        self.suggesting = True
        self.suggestion = None
        self.worker.submit(("suggest", self.generation), self.helper.suggest,
                           self.state.observation(self.human))
        self._refresh_controls()

    def _button(self, element: object) -> None:
        for claim_button, action in self.claim_buttons:
            if element is claim_button:
                self._close_claim()
                self._play(action)
                return
        name = next((n for n, b in self.buttons.items() if b is element), None)
        if name == "undo":
            self.undo()
        elif name == "suggest":
            self.suggest()
        elif name in ("sort_suit", "sort_rank"):
            self.sort_hand(name[5:])
        elif name == "lay":
            self.lay_selection()
        elif name == "stop":
            self.stop()
        elif name == "faster":
            self.toggle_hurry()
        elif name == "history":
            self.history = not self.history
            self._refresh_controls()
        elif name == "new_game":
            self.open_new_game()
        elif name == "next":
            self.next_round()
        elif name == "view":
            self.scores_hidden = not self.scores_hidden
            self._refresh_controls()
        self.app.invalidate()

    # --- the lay chooser, the claim prompt, the scores, a new game -----------------------------

    def _choose_at(self, pos: tuple[int, int]) -> None:
        for action, rect in zip(self.chooser, self.chooser_rows, strict=False):
            if rect.collidepoint(pos):
                self._close_chooser()
                self._play(action)
                return
        self._close_chooser()

    def _close_chooser(self) -> None:
        self.chooser = []
        self.chooser_rows = []
        self._refresh_controls()
        self.app.invalidate()

    def _open_claim(self) -> None:
        self.claim_until = self.clock + CLAIM_SECONDS
        self._build_claim_buttons()
        self.sounds.play("deal")
        self._refresh_controls()

    def _close_claim(self) -> None:
        self.claim_until = None
        for button, _ in self.claim_buttons:
            widgets.remove(button)
        self.claim_buttons = []

    def _open_scores(self) -> None:
        self.scores_open = True
        self.scores_hidden = False
        self._build_buttons()  # the score sheet's buttons go just under it
        if self.match.is_over():
            self.sounds.play("win")
        self._refresh_controls()

    def _tell_bots_the_match(self) -> None:
        """Before a round: the points so far and the rounds after it, for bots that play to win
        the match (the hint's bot too)."""
        totals = self.match.totals()
        for bot in (*self.bots.values(), self.helper):
            bot.begin_round(totals, self.match.rounds_after)

    def next_round(self) -> None:
        """From the score sheet: deal the next round, or start a new match when it is over."""
        if not self.state.is_over():
            return
        if self.match.is_over():
            self.open_new_game()
            return
        self.match.next_round()
        self._tell_bots_the_match()
        self.scores_open = False
        self.undo_floor = self.state.undo_depth
        self._forget_answers()
        self.log.clear()
        self.hand_order, self.selection, self.sort_mode = [], [], "suit"
        self.zone_widths = {}
        self._sync_hand()
        self._rebuild()
        self._deal()
        self._refresh_controls()

    def open_new_game(self) -> None:
        from sixseq.ui.dialogs import NewGameDialog

        if self.dialog is not None:
            return
        self.dialog = NewGameDialog(self.app.ui, self.app.screen.get_size(), self.settings,
                                    self._start_new_game, self._dialog_closed)

    def _dialog_closed(self) -> None:
        self.dialog = None

    def _start_new_game(self, settings: Settings) -> None:
        self.dialog = None
        self.app.change_settings(settings)
        self.app.switch(new_table(self.app, settings, on_turn_end=self.on_turn_end,
                                  on_round_end=self.on_round_end))

    # --- controls -----------------------------------------------------------------------------

    def _button_rects(self, layout: Layout) -> dict[str, pygame.Rect]:
        m = layout.margin
        h = layout.button_h
        w = layout.left_panel.width
        rects: dict[str, pygame.Rect] = {}

        def stack(left: int, names: list[str]) -> None:
            y = layout.size[1] - m - len(names) * (h + m // 2) + m // 2
            for name in names:
                rects[name] = pygame.Rect(left, y, w, h)
                y += h + m // 2

        stack(layout.left_panel.left, ["suggest", "undo", "sort_suit", "sort_rank"])
        stack(layout.right_panel.left, ["lay", "stop"])
        small = round(layout.top_right.width / 2) - m // 2
        for i, name in enumerate(("new_game", "faster")):
            rects[name] = pygame.Rect(layout.top_right.left + i * (small + m),
                                      layout.top_right.top + m // 2, small, h)
        rects["history"] = layout.history.copy()
        centre_x = layout.size[0] // 2
        below = sheet_rect(layout, self.match).bottom + m
        for i, name in enumerate(("view", "next")):
            rects[name] = pygame.Rect(centre_x - w - m // 2 + i * (w + m), below, w, h)
        return rects

    def _build_buttons(self) -> None:
        """(Re)make every button at its place for this layout and state."""
        layout = self.layout
        if layout is None:
            return
        for button in self.buttons.values():
            widgets.remove(button)
        self.buttons = {name: UIButton(rect, self.button_keys[name], self.app.ui)
                        for name, rect in self._button_rects(layout).items()}
        self._build_claim_buttons()
        self._refresh_controls()

    def _build_claim_buttons(self) -> None:
        """The claim prompt's buttons: one per play that would use the discard, and pass."""
        for button, _ in self.claim_buttons:
            widgets.remove(button)
        self.claim_buttons = []
        layout = self.layout
        if layout is None or self.claim_until is None:
            return
        plays: list[Action] = [a for a in self.state.legal_actions() if isinstance(a, Claim)]
        plays = [*plays[:5], PASS]
        m = layout.margin
        h = layout.button_h
        width = max(layout.left_panel.width, layout.px(330))
        title = max(layout.px(34), layout.font(19) + 16)  # the question and its countdown
        self.claim_area = pygame.Rect(0, 0, width + 2 * m, title + len(plays) * (h + m // 2) + m)
        self.claim_area.midbottom = (layout.size[0] // 2, layout.status.top - m)
        y = self.claim_area.top + title
        for action in plays:
            rect = pygame.Rect(self.claim_area.left + m, y, width, h)
            if isinstance(action, Claim):
                button = UIButton(rect, "sixseq.table.button.claim", self.app.ui, text_kwargs={
                    "play": describe.placements_text(action.play.placements)})
            else:
                button = UIButton(rect, "sixseq.table.button.pass", self.app.ui)
            self.claim_buttons.append((button, action))
            y += h + m // 2

    def _label(self, name: str, key: str) -> None:
        """Give a button a new label (kept for when the buttons are made again)."""
        if self.button_keys[name] != key:
            self.button_keys[name] = key
            self.buttons[name].set_text(key)

    def _refresh_controls(self) -> None:
        """Show, enable and label the buttons for what the person may do now."""
        if not self.buttons:
            return
        state = self.state
        mine = self.my_turn() and self.claim_until is None
        legal = state.legal_actions() if mine else []
        b = self.buttons
        playing = not (self.scores_open and not self.scores_hidden)
        widgets.set_state(b["undo"], playing, mine and state.undo_depth > self.undo_floor)
        widgets.set_state(b["suggest"], playing, mine and not self.suggesting)
        widgets.set_state(b["sort_suit"], playing, True)
        widgets.set_state(b["sort_rank"], playing, True)
        laying = mine and state.phase in (Phase.LAY, Phase.FINAL)
        widgets.set_state(b["lay"], playing and laying,
                          bool(self.selection) and bool(gestures.matching(
                              legal, frozenset(self.selection), gestures.OnNew())))
        key = describe.stop_key(state) if mine else None
        if key is not None:
            self._label("stop", key)
        widgets.set_state(b["stop"], playing and key is not None,
                          any(isinstance(a, Stop | Pass) for a in legal))
        self._label("faster", "sixseq.table.button.normal_speed" if self.hurry
                    else "sixseq.table.button.faster")
        widgets.set_state(b["faster"], True, True)
        widgets.set_state(b["new_game"], True, True)
        overlay = bool(self.chooser) or self.history or self.claim_until is not None
        widgets.set_state(b["history"], playing and not overlay, bool(state.discard_pile))
        widgets.set_state(b["next"], self.scores_open, True)
        self._label("next", "sixseq.table.button.new_match" if self.match.is_over()
                    else "sixseq.table.button.next_round")
        widgets.set_state(b["view"], self.scores_open, True)
        self._label("view", "sixseq.table.button.view_scores" if self.scores_hidden
                    else "sixseq.table.button.view_table")

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, screen: pygame.Surface) -> None:
        layout, scenery = self.layout, self.scenery
        if layout is None or scenery is None:
            return
        flying = frozenset(self.animator.keys()) | frozenset(
            self.drag_cards if self.drag.dragging else ())
        marks = self._marks(scenery)
        key = (self._version, flying, tuple((tuple(r), k) for r, k in marks),
               self.drag.dragging and self.drag_to_hand, current_locale(), self.state.turn_seat,
               self.state.is_over(), layout.size)
        if key != self._static_key or self._static is None:
            self._static_key = key
            self._static = self._draw_static(layout, scenery, flying, marks)
        screen.blit(self._static, (0, 0))
        sheet = self.scores_open and not self.scores_hidden
        for seat, fan in scenery.fans.items():
            self._draw_plate(screen, layout, seat, fan.area)
        if not sheet:
            self._draw_words(screen, layout)
        for flight in self.animator:
            rect = flight.start if flight.waiting else flight.rect()
            native = max(flight.start.width, flight.end.width)
            self.painter.in_flight(screen, flight.key, rect, flight.face_up(), flight.squash(),
                                   native)
        self._draw_dragged(screen)
        if self.chooser:
            self._draw_chooser(screen, layout)
        if self.history:
            self._draw_history(screen, layout)
        if self.claim_until is not None:
            self._draw_claim(screen, layout)
        if sheet:
            draw_scores(screen, layout, self.match)

    def forget_still_layer(self) -> None:
        """Draw everything anew on the next frame (the benchmark measures that cost)."""
        self._static_key = ()

    def _draw_static(self, layout: Layout, scenery: Scenery, flying: frozenset[Card],
                     marks: list[tuple[pygame.Rect, Highlight]]) -> pygame.Surface:
        """Everything that stands still, in one layer: redrawn only when something on it
        changes, so a frame with a card in flight costs one blit and the card."""
        layer = self._static
        if layer is None or layer.get_size() != layout.size:
            layer = pygame.Surface(layout.size)
            if pygame.display.get_surface() is not None:
                layer = layer.convert()
        layer.blit(drawing.felt(layout.size, self.settings.table_colour), (0, 0))
        self._draw_zones(layer, layout, scenery, flying)
        self._draw_piles(layer, layout, scenery, flying)
        self._draw_fans(layer, layout, scenery, flying)
        self._draw_hand(layer, scenery, flying)
        for rect, kind in marks:
            self.painter.overlay(layer, rect, kind)
        if self.drag.dragging and self.drag_to_hand and scenery.hand:
            area = scenery.hand[0].rect.unionall([s.rect for s in scenery.hand])
            spread = layout.px(12)
            layer.blit(drawing.glow(area.size, layout.px(8), GOLD, spread),
                       (area.x - spread, area.y - spread))
        return layer

    def _draw_zones(self, screen: pygame.Surface, layout: Layout, scenery: Scenery,
                    flying: frozenset[Card]) -> None:
        own = self.config.side_of(self.human)
        radius = layout.px(14)
        turn_side = self.config.side_of(self.state.turn_seat)
        for side, zone in layout.zones.items():
            border = (255, 255, 255, 60) if side == own else (255, 255, 255, 26)
            screen.blit(drawing.panel(zone.size, radius, (0, 0, 0, 46), border, 2), zone)
            label = describe.side_name(self.config, side)
            if side == own:
                label = tr("sixseq.table.yours", side=label)
            colour = GOLD if side == turn_side and not self.state.is_over() else DIM_INK
            text.draw(screen, label, layout.font(17), colour, "topleft",
                      (zone.left + layout.margin, zone.top + layout.margin // 2 + 2), bold=True)
        for box in scenery.combos.values():
            landed = [r for c, r in zip(box.cards, box.rects, strict=True) if c not in flying]
            if landed:  # one shadow under the row, as far as its cards have landed
                drawing.blit_shadow(screen, landed[0].unionall(landed))
            for card, rect in zip(box.cards, box.rects, strict=True):
                if card not in flying:
                    screen.blit(self.painter.image(card, rect.width, True), rect)
        for sprite in scenery.series_cards:
            if sprite.lifted and sprite.card not in flying:
                self.painter.overlay(screen, sprite.rect, Highlight.SELECTED)
        slot = scenery.new_slot
        if slot is not None:
            self.painter.slot(screen, slot)
            text.draw(screen, "+", layout.font(40), (255, 255, 255, 150), "center", slot.center)
            caption = tr("sixseq.table.new_combination")
            px = text.fit(caption, layout.font(14), slot.width * 2)
            caption_box = text.render(caption, px, DIM_INK).get_rect(
                midtop=(slot.centerx, slot.bottom + 2))
            caption_box.clamp_ip(layout.zones[own].inflate(-layout.margin, 0))
            text.draw(screen, caption, px, DIM_INK, "topleft", caption_box.topleft)

    def _draw_piles(self, screen: pygame.Surface, layout: Layout, scenery: Scenery,
                    flying: frozenset[Card]) -> None:
        state = self.state
        stock, discard = layout.stock, layout.discard
        count = state.stock_count
        if count:
            depth = piles_depth(count)
            for i in range(depth, -1, -1):
                rect = stock.move(-i * 2, i * 2)
                if i == depth:
                    drawing.blit_shadow(screen, rect)
                screen.blit(self.painter.image(None, stock.width, False), rect)
        else:
            self.painter.slot(screen, stock)
        pile = [c for c in state.discard_pile if c not in flying]
        if pile:
            drawing.blit_shadow(screen, discard)
            if len(pile) > 1:
                screen.blit(self.painter.image(pile[-2], discard.width, True),
                            discard.move(-layout.px(4), layout.px(3)))
            screen.blit(self.painter.image(pile[-1], discard.width, True), discard)
        else:
            self.painter.slot(screen, discard)
        px = layout.font(16)
        text.draw(screen, tr("sixseq.table.stock", count=count), px, INK, "midtop",
                  (stock.centerx, stock.bottom + layout.margin // 2), shadow=SHADOW)
        if not state.discard_pile:
            text.draw(screen, tr("sixseq.table.discard"), px, INK, "midtop",
                      (discard.centerx, discard.bottom + layout.margin // 2), shadow=SHADOW)

    def _draw_fans(self, screen: pygame.Surface, layout: Layout, scenery: Scenery,
                   flying: frozenset[Card]) -> None:
        state = self.state
        for seat, fan in scenery.fans.items():
            incoming = sum(1 for card in flying if state.hand_mask(seat) >> card & 1
                           and not state.known_mask(seat) >> card & 1)
            backs = fan.backs[:max(0, len(fan.backs) - incoming)]
            if fan.count:
                drawing.blit_shadow(screen, fan.area)
            for card, rect in fan.known:
                if card not in flying:
                    screen.blit(self.painter.image(card, layout.back_w, True, fan.rotated), rect)
            for rect in backs:
                screen.blit(self.painter.image(None, layout.back_w, False, fan.rotated), rect)
            self._draw_count(screen, layout, fan.area, len(backs) + len(fan.known), fan.rotated)

    def _draw_count(self, screen: pygame.Surface, layout: Layout, area: pygame.Rect,
                    count: int, rotated: bool) -> None:
        """A round badge with the number of cards in another player's hand."""
        size = max(layout.px(30), round(layout.font(16) * 1.7))
        badge = pygame.Rect(0, 0, size, size)
        if rotated:
            badge.midtop = (area.centerx, area.bottom + layout.px(4))
        else:
            badge.midleft = (area.right + layout.px(6), area.centery)
        screen.blit(drawing.panel(badge.size, size // 2, (250, 246, 232, 235),
                                  (0, 0, 0, 80), 1), badge)
        text.draw(screen, str(count), layout.font(16), (30, 30, 30), "center", badge.center,
                  bold=True)

    def _draw_plate(self, screen: pygame.Surface, layout: Layout, seat: int,
                    area: pygame.Rect) -> None:
        """A seat's name and level, beside its cards (above them at East and West)."""
        place = layout.seats[seat]
        plate = place.plate.copy()
        if place.compass == "N":
            plate.midright = (area.left - layout.margin, area.centery)
        else:
            plate.midbottom = (area.centerx, area.top - layout.margin)
        plate.clamp_ip(pygame.Rect((0, 0), layout.size).inflate(-layout.margin // 2,
                                                                -layout.margin // 2))
        state = self.state
        active = state.turn_seat == seat and not state.is_over()
        border = (*GOLD, 230) if active else (255, 255, 255, 40)
        screen.blit(drawing.panel(plate.size, layout.px(10), (0, 0, 0, 90), border,
                                  3 if active else 1), plate)
        name = describe.seat_name(self.config, seat)
        level = describe.level_name(self.bots[seat].level)
        px = text.fit(name, layout.font(18), plate.width - layout.margin)
        text.draw(screen, name, px, GOLD if active else INK, "midtop",
                  (plate.centerx, plate.top + layout.px(4)), bold=True)
        detail = level
        if active and self.worker.busy() and state.to_move == seat:
            detail = tr("sixseq.table.thinking_dots") + "." * (int(self.clock * 2.5) % 3 + 1)
        px = text.fit(detail, layout.font(14), plate.width - layout.margin // 2)
        text.draw(screen, detail, px, DIM_INK, "midbottom",
                  (plate.centerx, plate.bottom - layout.px(5)))

    def _draw_hand(self, screen: pygame.Surface, scenery: Scenery,
                   flying: frozenset[Card]) -> None:
        for sprite in scenery.hand:
            if sprite.card in flying:
                continue
            drawing.blit_shadow(screen, sprite.rect, alpha=70)
            self.painter.sprite(screen, sprite)

    def _marks(self, scenery: Scenery) -> list[tuple[pygame.Rect, Highlight]]:
        """Card-sized places to light up: legal drops while dragging, a suggestion, and the
        piles when drawing is what to do."""
        layout = scenery.layout
        marks: list[tuple[pygame.Rect, Highlight]] = []
        spots = set(self.drag_spots) if self.drag.dragging else set()
        suggestion = self.suggestion.action if self.suggestion is not None else None
        if suggestion is not None:
            cards = gestures.moved_cards(suggestion)
            spots |= gestures.spots([suggestion], cards, self.state)
            for sprite in [*scenery.hand, *scenery.series_cards]:
                if sprite.card in cards:
                    marks.append((sprite.rect, Highlight.SELECTED))
            if isinstance(suggestion, DrawStock):
                marks.append((layout.stock, Highlight.TARGET))
            if isinstance(suggestion, TakeDiscard):
                marks.append((layout.discard, Highlight.TARGET))
        for spot in spots:
            rect = self._spot_rect(spot, scenery)
            if rect is not None:
                marks.append((rect, Highlight.TARGET))
        if not self.drag.dragging and self.my_turn() and self.claim_until is None:
            legal = self.state.legal_actions()
            if any(isinstance(a, DrawStock) for a in legal):
                marks.append((layout.stock, Highlight.TARGET))
            if any(isinstance(a, TakeDiscard) for a in legal):
                marks.append((layout.discard, Highlight.TARGET))
        return marks

    def _spot_rect(self, spot: gestures.Spot, scenery: Scenery) -> pygame.Rect | None:
        if isinstance(spot, gestures.DiscardPile):
            return scenery.layout.discard
        if isinstance(spot, gestures.NewArea):
            return scenery.new_slot
        box = scenery.combos.get(spot.combo)
        if box is None:
            return None
        if isinstance(spot, gestures.ComboEnd):
            return box.rects[0] if spot.left else box.rects[-1]
        return next((r for p, r in zip(box.positions, box.rects, strict=True)
                     if p == spot.position), None)

    def _draw_dragged(self, screen: pygame.Surface) -> None:
        if not self.drag.dragging or self.layout is None:
            return
        grab = self.drag.item
        if isinstance(grab, StockPile | DiscardTop):
            width = self.layout.pile_w
            rect = pygame.Rect(*self.drag.origin, width, round(width * 1.5))
            card = grab.card if isinstance(grab, DiscardTop) else None
            drawing.blit_shadow(screen, rect, lift=2.5, alpha=80)
            screen.blit(self.painter.image(card, width, card is not None), rect)
            return
        rects = self._dragged_rects()
        for card in reversed(self.drag_cards):
            rect = rects[card]
            drawing.blit_shadow(screen, rect, lift=2.5, alpha=80)
            screen.blit(self.painter.image(card, rect.width, True), rect)

    def _draw_words(self, screen: pygame.Surface, layout: Layout) -> None:
        state = self.state
        status = describe.status_text(state, self.human)
        if self.suggesting:
            status = tr("sixseq.table.suggesting")
        px = text.fit(status, layout.font(25), layout.status.width)
        colour = GOLD if self.my_turn() else INK
        text.draw(screen, status, px, colour, "center", layout.status.center, bold=True,
                  shadow=SHADOW)
        line = self.message
        if self.suggestion is not None:
            line = tr("sixseq.table.suggestion",
                      action=describe.action_text(self.suggestion.action),
                      reason=describe.reason_text(self.suggestion.reason))
        if line:
            px = text.fit(line, layout.font(19), layout.status.width)
            rect = text.render(line, px, WARN).get_rect()
            pill = rect.inflate(layout.px(28), layout.px(12))
            pill.midbottom = (layout.status.centerx, layout.status.top - layout.px(4))
            screen.blit(drawing.panel(pill.size, pill.height // 2, (20, 16, 8, 210),
                                      (*WARN, 160), 1), pill)
            text.draw(screen, line, px, WARN, "center", pill.center)
        self._draw_corner(screen, layout)

    def _draw_corner(self, screen: pygame.Surface, layout: Layout) -> None:
        """Top left: the round, the match scores, the last moves."""
        box = layout.top_left
        x, y = box.left + layout.margin // 2, box.top + layout.margin // 2
        px = layout.font(15)
        head = tr("sixseq.table.round", round=self.match.round_number, rounds=self.match.rounds)
        totals = self.match.totals()
        scores = "  ".join(f"{describe.side_name(self.config, s)} {totals[s]}"
                           for s in range(self.config.sides))
        text.draw(screen, f"{head} · {scores}", text.fit(f"{head} · {scores}", px, box.width),
                  INK, "topleft", (x, y), bold=True, shadow=SHADOW)
        y += round(px * 1.5)
        for _, line in self.log[-LOG_LINES:]:
            size = text.fit(line, layout.font(14), box.width)
            text.draw(screen, line, size, DIM_INK, "topleft", (x, y), shadow=SHADOW)
            y += round(px * 1.35)

    def _draw_chooser(self, screen: pygame.Surface, layout: Layout) -> None:
        """The variants of a new combination (where the joker, the A or the 1 stands)."""
        width = max(layout.meld_max_w, 40)
        step = max(round(width * 0.42), 20)
        height = round(width * 1.5)
        m = layout.margin
        rows = []
        for action in self.chooser:
            assert isinstance(action, Lay)
            rows.append(sorted(action.placements))
        title = tr("sixseq.table.choose_variant")
        title_px = layout.font(20)
        inner_w = max(max(width + (len(r) - 1) * step for r in rows),
                      text.render(title, title_px, INK, True).get_width())
        panel = pygame.Rect(0, 0, inner_w + 4 * m, len(rows) * (height + m) + 3 * m + title_px)
        panel.center = (layout.size[0] // 2, layout.size[1] // 2)
        screen.blit(drawing.panel(panel.size, layout.px(14), (12, 28, 20, 235),
                                  (*GOLD, 200), 2), panel)
        text.draw(screen, title, title_px, INK, "midtop", (panel.centerx, panel.top + m),
                  bold=True)
        self.chooser_rows = []
        y = panel.top + 2 * m + title_px
        for row in rows:
            rect = pygame.Rect(0, y, width + (len(row) - 1) * step, height)
            rect.centerx = panel.centerx
            self.chooser_rows.append(rect.inflate(m, m // 2))
            drawing.blit_shadow(screen, rect)
            for i, (_, card) in enumerate(row):
                screen.blit(self.painter.image(card, width, True),
                            (rect.left + i * step, rect.top))
            y += height + m

    def _draw_history(self, screen: pygame.Surface, layout: Layout) -> None:
        """The whole discard pile, oldest first (SS-DISCARD-1: it stays visible to all)."""
        pile = self.state.discard_pile
        width = max(40, layout.px(64))
        step = max(round(width * 0.45), 20)
        m = layout.margin
        per_row = max(1, (layout.size[0] * 2 // 3 - width) // step + 1)
        rows = [pile[i:i + per_row] for i in range(0, len(pile), per_row)] or [()]
        height = round(width * 1.5)
        title = tr("sixseq.table.history")
        title_px = layout.font(20)
        inner_w = max(width + (min(per_row, max(1, len(pile))) - 1) * step,
                      text.render(title, title_px, INK, True).get_width())
        panel = pygame.Rect(0, 0, inner_w + 4 * m,
                            len(rows) * (height + m) + 3 * m + title_px)
        panel.center = (layout.size[0] // 2, layout.size[1] // 2)
        screen.blit(drawing.panel(panel.size, layout.px(14), (12, 28, 20, 235),
                                  (255, 255, 255, 90), 2), panel)
        text.draw(screen, title, title_px, INK, "midtop", (panel.centerx, panel.top + m),
                  bold=True)
        y = panel.top + 2 * m + title_px
        for row in rows:
            for i, card in enumerate(row):
                screen.blit(self.painter.image(card, width, True),
                            (panel.left + 2 * m + i * step, y))
            y += height + m

    def _draw_claim(self, screen: pygame.Surface, layout: Layout) -> None:
        """The claim prompt's card and countdown (its buttons are pygame-gui's)."""
        if not self.claim_buttons or self.claim_until is None:
            return
        left = max(0.0, self.claim_until - self.clock)
        line = tr("sixseq.table.claim_prompt", card=card_str(self.state.discard_pile[-1]),
                  seconds=int(left + 0.999))
        area = self.claim_area
        screen.blit(drawing.panel(area.size, layout.px(12), (12, 28, 20, 230),
                                  (*GOLD, 200), 2), area)
        text.draw(screen, line, layout.font(19), GOLD, "midtop",
                  (area.centerx, area.top + layout.margin // 2), bold=True)
        bar = pygame.Rect(area.left + layout.margin, area.top + layout.font(19) + 10,
                          round((area.width - 2 * layout.margin) * left / CLAIM_SECONDS), 3)
        pygame.draw.rect(screen, GOLD, bar)

    # --- the shell's hooks --------------------------------------------------------------------

    def on_quit(self) -> bool:
        self.worker.close()
        return True

