"""The 20/20 patience on screen: the 4 × 5 piles, pairs taken by click-click, drag-and-drop or
the keyboard, and an exact solver working in the background after every move.

The scene holds no rule: legal pairs come from the engine's position, and win and loss from its
``status()`` (TT-3). The solver runs off the UI thread (:mod:`..oracle`); while
the scene only waits for it, it keeps a timer event ticking instead of animating, so the loop
sleeps between ticks and the solver gets the processor.

The game in progress is saved after every move, undo and redo (and on quit), and resumed on the
next start. A game goes into the statistics when it is won, or when the player leaves it for
another deal (lost, or abandoned while still playable); a game without a move is not counted.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from sixseq.decks.sixsuit import Card, card_str
from sixseq.games.twenty_twenty.files import SavedGame, load_game, result_of, save_game
from sixseq.games.twenty_twenty.options import GAME_ID, new_deal_number, winnable_only
from sixseq.games.twenty_twenty.oracle import Oracle, Report
from sixseq.games.twenty_twenty.rules import (
    COLUMNS,
    N_PILES,
    Game,
    Move,
    Status,
    Verdict,
)
from sixseq.games.twenty_twenty.view.layout import PatienceLayout, compute
from sixseq.games.twenty_twenty.view.sprites import (
    DIM_INK,
    GOLD,
    INK,
    SHADOW,
    Place,
    draw_pile,
    draw_removed,
    draw_strip,
    places,
    removed_cards,
    trophy_places,
)
from sixseq.stats import PatienceStats, load_patience_stats, save_patience_stats
from sixseq.storage import StorageError
from sixseq.ui import drawing, text, widgets
from sixseq.ui.cardart import CardArt, Highlight
from sixseq.ui.dragdrop import Click, DragTracker, Drop
from sixseq.ui.i18n import current_locale, tr
from sixseq.ui.scene import Scene
from sixseq.ui.table.painter import Painter
from sixseq.ui.tween import FLIGHT_SECONDS, Animator, Flight

if TYPE_CHECKING:
    from sixseq.ui.app import App

log = logging.getLogger(__name__)


TICK = pygame.event.custom_type()  # wakes the loop while the solver works
TICK_MS = 40
MESSAGE_SECONDS = 6.0
DEMO_PAUSE = 0.12  # seconds between the demo's moves, once the cards have landed
DEMO_HURRY = 1.8  # the demo's cards fly this much faster
DEAL_STAGGER = 0.012
TROPHY_STAGGER = 0.014
LONGEST_FRAME = 1.0  # the game clock never counts more for one frame (a suspended machine)
ARROWS = {pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1), pygame.K_UP: (-1, 0),
          pygame.K_DOWN: (1, 0)}

WINNABLE = (150, 232, 160)
LOST = (255, 150, 130)
WARN = (255, 214, 120)


def clock_text(seconds: float) -> str:
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


class PatienceScene(Scene):
    """A 20/20 game. ``deal`` opens that deal (resuming it if it is the saved game); without
    it, the saved game is resumed or a new deal dealt."""

    game: Game
    saved: SavedGame
    oracle: Oracle

    def __init__(self, app: App, deal: int | None = None) -> None:
        super().__init__(app)
        self.requested_deal = deal
        self.person_moves = 0  # pairs removed here (the monkey counts them)
        self.art = CardArt()
        self.painter = Painter(self.art, app.settings.card_back)
        self.animator: Animator[Card] = Animator()
        self.drag: DragTracker[int] = DragTracker()  # the pile whose top card is taken
        self.layout: PatienceLayout | None = None
        self.stats = PatienceStats()
        self.removed: list[Card] = []
        self.trophy: dict[Card, pygame.Rect] = {}
        self.selected: int | None = None
        self.focus = 0
        self.keyboard = False  # the focus ring shows once the keyboard is used
        self.hint_move: Move | None = None
        self.hint_wanted = False
        self.demo = False
        self.demo_line: list[Move] = []
        self.demo_wait = 0.0
        self.report = Report(None)
        self.message: str | None = None
        self.message_until = 0.0
        self.clock = 0.0
        self.buttons: dict[str, UIButton] = {}
        self.entry: UITextEntryLine | None = None
        self._ticking = False
        self._deal_pending = False  # the deal flies in once the layout is known
        self._shown_second = -1
        self._version = 0  # bumps whenever the still layer must be drawn again
        self._still: pygame.Surface | None = None
        self._still_key: tuple[object, ...] = ()

    # --- scene life ---------------------------------------------------------------------------

    def enter(self) -> None:
        """Resume the saved game (or open the requested deal, or deal a new one). Buttons are
        made in :meth:`resize`, at their final places."""
        self.oracle = Oracle()
        paths = self.app.paths
        self.stats, stats_notice = load_patience_stats(paths)
        saved, save_notice = load_game(paths)
        if saved is not None and saved.game.status() is Status.WON:
            if not saved.recorded:  # the program stopped between the two writes
                self._record(saved)
            saved = None
        wanted = self.requested_deal
        if wanted is not None and (saved is None or saved.game.deal != wanted):
            if saved is not None:
                self._record_left(saved)
            saved = SavedGame(Game(wanted))
        if saved is None:
            saved = SavedGame(Game(self._new_deal_number()))
        self._install(saved)
        notice = " ".join(n for n in (save_notice, stats_notice) if n)
        if notice:
            self._say(notice, seconds=30.0)

    def leave(self) -> None:
        self._save()
        self.oracle.close()
        self._set_ticking(False)
        self.buttons.clear()
        self.entry = None

    def on_quit(self) -> bool:
        self._save()
        self.oracle.close()
        return True

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = compute(size)
        self.animator.finish()
        if self.trophy:
            self.trophy = trophy_places(self.layout)
        self._build_buttons()
        if self._deal_pending:
            self._deal_pending = False
            self._deal_flights()
        self._changed()

    def is_animating(self) -> bool:
        return self.animator.busy

    def on_locale_changed(self) -> None:
        self._refresh_controls()
        self._changed()

    # --- the game -----------------------------------------------------------------------------

    def _install(self, saved: SavedGame) -> None:
        """Make ``saved`` the game on the table, dealt out of the deck."""
        self.saved = saved
        self.game = saved.game
        self.selected = self.hint_move = None
        self.hint_wanted = False
        self._stop_demo()
        self.trophy = {}
        self.removed = removed_cards(self.game.start, self.game.moves)
        self._shown_second = -1
        self.oracle.follow(self.game)
        self.report = self.oracle.report()
        self.message = None
        self._save()
        self._deal_pending = self.layout is None
        self._deal_flights()
        self._refresh_controls()
        self._changed()

    def _new_deal_number(self) -> int:
        return new_deal_number(winnable_only(self.app.settings))

    def new_deal(self) -> None:
        """Another deal (a winnable one when "winnable deals only" is on); the game left goes
        into the statistics."""
        self._record_left(self.saved)
        self._install(SavedGame(Game(self._new_deal_number())))
        self.app.sounds.play("deal")

    def restart(self) -> None:
        """This deal again from the start, as a new game (the one left is counted)."""
        self._record_left(self.saved)
        self._install(SavedGame(Game(self.game.deal)))
        self.app.sounds.play("deal")

    def open_deal(self, number: int) -> None:
        self._record_left(self.saved)
        self._install(SavedGame(Game(number)))
        self.app.sounds.play("deal")

    def _record_left(self, saved: SavedGame) -> None:
        """The player leaves ``saved`` for another game: count it (lost, or abandoned while
        still playable) unless no move was made or it is already counted."""
        if not saved.recorded and saved.game.moves:
            self._record(saved)

    def _record(self, saved: SavedGame) -> None:
        self.stats.record(result_of(saved))
        saved.recorded = True
        try:
            save_patience_stats(self.app.paths, self.stats)
        except StorageError as error:
            self._say(tr("sixseq.patience.message.not_saved", reason=str(error)))

    def _save(self) -> None:
        try:
            save_game(self.app.paths, self.saved)
        except StorageError as error:
            self._say(tr("sixseq.patience.message.not_saved", reason=str(error)))

    def play(self, move: Move, dragged: Mapping[Card, pygame.Rect] | None = None) -> None:
        """Remove a pair (the engine refuses anything but TT-2's legal pairs)."""
        before = self._visual_places(dragged)
        self.game.apply(move)
        self.person_moves += 1
        self.app.sounds.play("lay")
        self._moved(before)
        if self.game.status() is Status.WON:
            self._won()

    def undo(self) -> None:
        """Take back the last move (TT-6: as often as wanted)."""
        if not self.game.can_undo or self.game.status() is Status.WON:
            return
        self._stop_demo()
        before = self._visual_places(None)
        self.game.undo()
        self.app.sounds.play("deal")
        self._moved(before)

    def redo(self) -> None:
        if not self.game.can_redo:
            return
        self._stop_demo()
        before = self._visual_places(None)
        self.game.redo()
        self.app.sounds.play("lay")
        self._moved(before)
        if self.game.status() is Status.WON:
            self._won()

    def back_to_winnable(self) -> None:
        """Undo up to the last position from which the game can still be won."""
        report = self.report
        if report.verdict is not Verdict.UNWINNABLE or not report.lost_by:
            return
        self._stop_demo()
        before = self._visual_places(None)
        while len(self.game.moves) >= report.lost_by:
            self.game.undo()
        self.app.sounds.play("deal")
        self._moved(before)
        self._say(tr("sixseq.patience.message.back", move=len(self.game.moves)))

    def _moved(self, before: Mapping[Card, Place]) -> None:
        """After any change of position: forget the selection and hint, ask the solver, save,
        and fly every card that moved."""
        self.selected = self.hint_move = None
        self.hint_wanted = False
        self.removed = removed_cards(self.game.start, self.game.moves)
        self.oracle.follow(self.game)
        self.report = self.oracle.report()
        self._save()
        self._fly(before)
        self.message = None
        self._refresh_controls()
        self._changed()

    def _won(self) -> None:
        self._stop_demo()
        self._record(self.saved)
        self._save()  # now marked as counted
        self.app.sounds.play("win")
        self._celebrate()
        self._refresh_controls()

    # --- hints and the demo -------------------------------------------------------------------

    def ask_hint(self) -> None:
        """Show a move on a winning line (TT-7), or, with no win left, the move that keeps the
        most cards removable. Counted in the statistics (TT-6)."""
        if self.game.status() is not Status.PLAYING:
            return
        self.game.count_hint()
        self._save()
        self.hint_wanted = True
        self.selected = None
        self._show_hint()
        self._changed()

    def _show_hint(self) -> None:
        hint = self.oracle.hint()
        if not self.hint_wanted or hint is None or hint.move is None:
            return
        self.hint_wanted = False
        self.hint_move = hint.move
        a, b = self._card_text(hint.move.a), self._card_text(hint.move.b)
        if hint.verdict is Verdict.WINNABLE:
            self._say(tr("sixseq.patience.message.hint", a=a, b=b))
        else:
            self._say(tr("sixseq.patience.message.hint_lost", a=a, b=b,
                         count=hint.removable))
        self._changed()

    def toggle_demo(self) -> None:
        if self.demo:
            self._stop_demo()
        elif self.game.status() is Status.PLAYING:
            self.game.count_hint()  # the solver plays: an assisted game
            self._save()
            self.demo = True
            self.demo_line = []
            self.demo_wait = 0.0
            self.selected = self.hint_move = None
            self.animator.speed = DEMO_HURRY
        self._refresh_controls()
        self._changed()

    def _stop_demo(self) -> None:
        if self.demo:
            self.demo = False
            self.demo_line = []
            self.animator.speed = 1.0
            self._refresh_controls()

    def _demo_step(self, dt: float) -> None:
        """Play the solver's next move once the last one has landed."""
        if not self.demo or self.animator.busy:
            return
        self.demo_wait -= dt
        if self.demo_wait > 0:
            return
        if self.game.status() is not Status.PLAYING:
            self._stop_demo()
            return
        position = self.game.position
        move = self.demo_line.pop(0) if self.demo_line else None
        if move is None or not position.is_legal(move):
            hint = self.oracle.hint()
            if hint is None:
                return  # still thinking; the timer wakes us
            if hint.move is None:
                self._stop_demo()
                return
            move = hint.move
            self.demo_line = list(hint.line[1:]) if hint.verdict is Verdict.WINNABLE else []
        self.demo_wait = DEMO_PAUSE
        self.play(move)

    # --- time passing -------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.animator.update(dt):
            self._changed()
        if self.game.status() is not Status.WON:
            self.saved.seconds += min(dt, LONGEST_FRAME)
            if int(self.saved.seconds) != self._shown_second:
                self._shown_second = int(self.saved.seconds)
                self.app.invalidate()
        if self.oracle.poll():
            self.report = self.oracle.report()
            self._show_hint()
            self._refresh_controls()
            self._changed()
        self._demo_step(dt)
        if self.message is not None and self.clock >= self.message_until:
            self.message = None
            self.app.invalidate()
        self._set_ticking(self.oracle.busy or self.demo)

    def _set_ticking(self, on: bool) -> None:
        """A timer event wakes the resting loop while background work is under way."""
        if on != self._ticking:
            self._ticking = on
            pygame.time.set_timer(TICK, TICK_MS if on else 0)

    # --- input --------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self._play_entered_deal()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            if self.drag.motion(event.pos):
                if self.selected != self.drag.item:
                    self.selected = self.drag.item
                    self.hint_move = None
                    self._changed()
                self.app.invalidate()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _key(self, event: pygame.event.Event) -> None:
        command = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if command and event.key == pygame.K_z:
            self.redo() if event.mod & pygame.KMOD_SHIFT else self.undo()
        elif command and event.key == pygame.K_y:
            self.redo()
        elif event.key == pygame.K_BACKSPACE:
            self.undo()
        elif event.key == pygame.K_h:
            self.ask_hint()
        elif event.key in ARROWS:
            if self.keyboard:
                row, column = divmod(self.focus, COLUMNS)
                d_row, d_column = ARROWS[event.key]
                row = min(max(row + d_row, 0), N_PILES // COLUMNS - 1)
                column = min(max(column + d_column, 0), COLUMNS - 1)
                self.focus = row * COLUMNS + column
            self.keyboard = True
            self._changed()
        elif event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.keyboard = True
            self.pick(self.focus)

    def _press(self, pos: tuple[int, int]) -> None:
        if self.demo:
            self._stop_demo()
            return
        pile = self._pile_at(pos)
        if pile is None or self._top(pile) is None or self.game.status() is Status.WON:
            self._deselect()
            return
        top = self.layout.piles[pile] if self.layout is not None else pygame.Rect(pos, (0, 0))
        self.drag.press(pile, pos, (pos[0] - top.x, pos[1] - top.y))

    def _release(self, pos: tuple[int, int]) -> None:
        dragged = self._dragged_rects()
        result = self.drag.release(pos, pygame.time.get_ticks())
        if isinstance(result, Click):
            self.keyboard = False
            self.pick(result.item)
        elif isinstance(result, Drop):
            self._drop(result, dragged)
        self._changed()

    def pick(self, pile: int) -> None:
        """A click (or space) on a pile: select its card, play the pair if it is the selected
        card's partner, deselect if it is the selected card itself."""
        if self.demo:
            self._stop_demo()
        self.focus = pile
        if self._top(pile) is None or self.game.status() is Status.WON:
            self._deselect()
        elif self.selected is None or self.selected == pile:
            self.selected = None if self.selected == pile else pile
            self.hint_move = None
        elif pile in self._partners(self.selected):
            self.play(Move.of(self.selected, pile))
        else:
            self.selected = pile
        self._changed()

    def _drop(self, drop: Drop[int], dragged: Mapping[Card, pygame.Rect]) -> None:
        pile = drop.item
        target = self._pile_at(drop.pos, reach=True)
        self.selected = None
        if target is not None and target in self._partners(pile):
            self.play(Move.of(pile, target), dragged)
            return
        if target is not None and target != pile and self._top(target) is not None:
            a, b = self._card_text(pile), self._card_text(target)
            self._say(tr("sixseq.patience.message.not_a_pair", a=a, b=b))
            self.app.sounds.play("invalid")
        self._fly_home(dragged)

    def _deselect(self) -> None:
        if self.selected is not None:
            self.selected = None
            self._changed()

    def _pile_at(self, pos: tuple[int, int], reach: bool = False) -> int | None:
        """The pile under ``pos`` (with ``reach``, a drop a little beside it counts)."""
        layout = self.layout
        if layout is None:
            return None
        grow = layout.margin if reach else 0
        for pile in range(N_PILES):
            if layout.stack_rect(pile).inflate(grow, grow).collidepoint(pos):
                return pile
        return None

    def _top(self, pile: int) -> Card | None:
        return self.game.position.top(pile)

    def _card_text(self, pile: int) -> str:
        """A pile's face-up card as the player reads it (``7♠``)."""
        top = self._top(pile)
        return card_str(top) if top is not None else "–"

    def monkey_points(self) -> list[pygame.Rect]:
        """The piles with a card on top (what a player takes)."""
        layout = self.layout
        if layout is None:
            return []
        return [layout.stack_rect(p) for p in range(N_PILES) if self._top(p) is not None]

    def monkey_targets(self, source: pygame.Rect) -> list[pygame.Rect]:
        """The piles whose top pairs with the card at ``source`` (TT-2)."""
        pile = self._pile_at(source.center)
        if pile is None or self.layout is None:
            return []
        return [self.layout.stack_rect(p) for p in self._partners(pile)]

    def _partners(self, pile: int) -> set[int]:
        return {m.b if m.a == pile else m.a for m in self.game.legal_moves()
                if pile in (m.a, m.b)}

    def _button(self, element: object) -> None:
        name = next((n for n, b in self.buttons.items() if b is element), None)
        actions = {"undo": self.undo, "redo": self.redo, "hint": self.ask_hint,
                   "demo": self.toggle_demo, "back_to_winnable": self.back_to_winnable,
                   "new_deal": self.new_deal, "restart": self.restart,
                   "play_deal": self._play_entered_deal,
                   "winnable_only": self.toggle_winnable_only}
        if name in actions:
            actions[name]()
        self.app.invalidate()

    def _play_entered_deal(self) -> None:
        typed = self.entry.get_text().strip() if self.entry is not None else ""
        if not typed.isdigit():
            self._say(tr("sixseq.patience.message.type_a_number"))
            return
        self.open_deal(int(typed))
        if self.entry is not None:
            self.entry.set_text("")

    def toggle_winnable_only(self) -> None:
        """The "winnable deals only" option (the 20/20's own, as in its New game dialog)."""
        options = dict(self.app.settings.options(GAME_ID))
        options["winnable_only"] = not winnable_only(self.app.settings)
        self.app.change_settings(self.app.settings.with_options(GAME_ID, options))
        self._refresh_controls()

    # --- flights ------------------------------------------------------------------------------

    def _places(self) -> dict[Card, Place]:
        assert self.layout is not None
        return places(self.layout, self.game.position, self.removed, self.trophy)

    def _visual_places(self, dragged: Mapping[Card, pygame.Rect] | None) -> dict[Card, Place]:
        """Where every card is drawn right now (cards in flight where they are on the way)."""
        if self.layout is None:
            return {}
        found = self._places()
        for flight in self.animator:
            found[flight.key] = Place(flight.start if flight.waiting else flight.rect(),
                                      flight.face_up())
        for card, rect in (dragged or {}).items():
            found[card] = Place(rect, True)
        return found

    def _duration(self) -> float:
        return FLIGHT_SECONDS.get(self.app.settings.animation_speed, 0.38)

    def _fly(self, before: Mapping[Card, Place], stagger: float = 0.0,
             order: Sequence[Card] | None = None) -> None:
        """Fly every card whose place changed from where it was drawn; with ``stagger``, one
        after another in ``order`` (by default, the order of :func:`places`)."""
        duration = self._duration()
        if duration <= 0 or self.layout is None:
            return
        launched = 0
        now = self._places()
        for card in now if order is None else order:
            old, new = before.get(card), now[card]
            if old is None or (old.rect == new.rect and old.face_up == new.face_up):
                continue
            self.animator.launch(Flight(card, old.rect, new.rect, duration,
                                        delay=stagger * launched, start_up=old.face_up,
                                        end_up=new.face_up))
            launched += 1

    def _fly_home(self, dragged: Mapping[Card, pygame.Rect]) -> None:
        if dragged:
            self._fly(self._visual_places(dragged))

    def _deal_flights(self) -> None:
        """The cards come out of the deck (where the removed pile lies) pile after pile,
        round after round, as TT-1 deals them."""
        if self.layout is None:
            return
        position = self.game.position
        order = [cards[level] for level in range(max(position.heights, default=0))
                 for cards in map(position.pile, range(N_PILES)) if level < len(cards)]
        deck = Place(self.layout.removed.copy(), False)
        self._fly(dict.fromkeys(order, deck), DEAL_STAGGER, order)

    def _celebrate(self) -> None:
        """The won game's cards gather into the whole deck laid out by suit and rank."""
        if self.layout is None:
            self.trophy = {}
            return
        before = self._visual_places(None)
        self.trophy = trophy_places(self.layout)
        self._fly(before, TROPHY_STAGGER, sorted(self.trophy))
        self._changed()

    def _dragged_rects(self) -> dict[Card, pygame.Rect]:
        pile = self.drag.item
        if not self.drag.dragging or pile is None or self.layout is None:
            return {}
        top = self._top(pile)
        if top is None:
            return {}
        return {top: pygame.Rect(self.drag.origin, self.layout.piles[pile].size)}

    # --- controls -----------------------------------------------------------------------------

    def _build_buttons(self) -> None:
        layout = self.layout
        if layout is None:
            return
        for button in self.buttons.values():
            widgets.remove(button)
        if self.entry is not None:
            widgets.remove(self.entry)
        keys = {name: f"sixseq.patience.button.{name}" for name in (
            "undo", "redo", "hint", "demo", "back_to_winnable", "new_deal", "restart",
            "play_deal", "winnable_only")}
        tips = {"undo": "sixseq.patience.tip.undo", "redo": "sixseq.patience.tip.redo",
                "hint": "sixseq.patience.tip.hint"}
        self.buttons = {name: UIButton(layout.buttons[name], key, self.app.ui,
                                       tool_tip_text=tips.get(name))
                        for name, key in keys.items()}
        self.entry = UITextEntryLine(layout.buttons["deal_entry"], self.app.ui,
                                     placeholder_text="sixseq.patience.deal_placeholder")
        self.entry.set_allowed_characters("numbers")
        self.entry.set_text_length_limit(9)
        self._refresh_controls()

    def _refresh_controls(self) -> None:
        if not self.buttons:
            return
        b = self.buttons
        status = self.game.status()
        playing = status is Status.PLAYING
        widgets.set_state(b["undo"], True, self.game.can_undo and status is not Status.WON)
        widgets.set_state(b["redo"], True, self.game.can_redo)
        widgets.set_state(b["hint"], True, playing and not self.demo)
        widgets.set_state(b["demo"], True, playing or self.demo)
        demo_key = "sixseq.patience.button.stop_demo" if self.demo \
            else "sixseq.patience.button.demo"
        if b["demo"].text != demo_key:
            b["demo"].set_text(demo_key)
        report = self.report
        widgets.set_state(b["back_to_winnable"], True,
                          report.verdict is Verdict.UNWINNABLE and bool(report.lost_by)
                          and status is not Status.WON)
        only = winnable_only(self.app.settings)
        only_key = "sixseq.patience.button.winnable_only_on" if only \
            else "sixseq.patience.button.winnable_only"
        if b["winnable_only"].text != only_key:
            b["winnable_only"].set_text(only_key)
        widgets.set_selected(b["winnable_only"], only)

    # --- drawing ------------------------------------------------------------------------------

    def _changed(self) -> None:
        self._version += 1
        self.app.invalidate()

    def _say(self, line: str, seconds: float = MESSAGE_SECONDS) -> None:
        self.message = line
        self.message_until = self.clock + seconds
        self.app.invalidate()

    def draw(self, screen: pygame.Surface) -> None:
        layout = self.layout
        if layout is None:
            return
        hidden = frozenset(self.animator.keys()) | frozenset(self._dragged_rects())
        key = (self._version, hidden, layout.size, current_locale())
        if key != self._still_key or self._still is None:
            self._still_key = key
            self._still = self._draw_still(layout, hidden)
        screen.blit(self._still, (0, 0))
        self._draw_status(screen, layout)
        self._draw_info(screen, layout)
        waiting = False
        for flight in self.animator:
            if flight.waiting:
                waiting = True
                continue
            self.painter.in_flight(screen, flight.key, flight.rect(), flight.face_up(),
                                   flight.squash(), max(flight.start.width, flight.end.width))
        if waiting:  # the deck the deal comes out of
            screen.blit(self.painter.image(None, layout.removed.width, False), layout.removed)
        for card, rect in self._dragged_rects().items():
            drawing.blit_shadow(screen, rect, lift=2.5, alpha=80)
            screen.blit(self.painter.image(card, rect.width, True), rect)
        if self.trophy and not self.animator.busy:
            self._draw_banner(screen, layout)
        self._draw_message(screen, layout)

    def _draw_still(self, layout: PatienceLayout, hidden: frozenset[Card]) -> pygame.Surface:
        """Everything that stands still, in one layer redrawn only when it changes."""
        layer = self._still
        if layer is None or layer.get_size() != layout.size:
            layer = pygame.Surface(layout.size)
            if pygame.display.get_surface() is not None:
                layer = layer.convert()
        layer.blit(drawing.felt(layout.size, self.app.settings.table_colour), (0, 0))
        layer.blit(drawing.panel(layout.info.size, layout.px(12), (0, 0, 0, 70),
                                 (255, 255, 255, 30), 1), layout.info)
        position = self.game.position
        if self.trophy:
            for card, rect in self.trophy.items():
                if card not in hidden:
                    layer.blit(self.painter.image(card, rect.width, True), rect)
        else:
            for pile in range(N_PILES):
                draw_pile(layer, self.painter, layout, position, pile, hidden)
            self._draw_marks(layer, layout, hidden)
        in_trophy = hidden | self.trophy.keys()  # a won game's cards are laid out, not piled
        draw_removed(layer, self.painter, layout, self.removed, in_trophy)
        draw_strip(layer, layout, position)
        return layer

    def _draw_marks(self, layer: pygame.Surface, layout: PatienceLayout,
                    hidden: frozenset[Card]) -> None:
        """The selected card, its legal partners, a hint, the keyboard focus."""
        marks: list[tuple[int, Highlight]] = []
        if self.selected is not None:
            if self._top(self.selected) not in hidden:  # not while it is dragged
                marks.append((self.selected, Highlight.SELECTED))
            marks += [(p, Highlight.TARGET) for p in sorted(self._partners(self.selected))]
        elif self.hint_move is not None:
            marks += [(self.hint_move.a, Highlight.TARGET), (self.hint_move.b, Highlight.TARGET)]
        for pile, kind in marks:
            self.painter.overlay(layer, layout.piles[pile], kind)
        if self.keyboard:
            ring = layout.stack_rect(self.focus).inflate(layout.px(14), layout.px(14))
            pygame.draw.rect(layer, (255, 255, 255), ring, width=max(2, layout.px(3)),
                             border_radius=layout.px(10))

    def status_line(self) -> tuple[str, tuple[int, int, int]]:
        """The status at the top (TT-3, TT-7) and its colour."""
        status = self.game.status()
        report = self.report
        if status is Status.WON:
            return tr("sixseq.patience.status.won"), GOLD
        if status is Status.LOST:
            return tr("sixseq.patience.status.lost"), LOST
        if report.verdict is Verdict.WINNABLE:
            return tr("sixseq.patience.status.winnable"), WINNABLE
        if report.verdict is Verdict.UNKNOWN:
            return tr("sixseq.patience.status.unknown"), DIM_INK
        if report.verdict is Verdict.UNWINNABLE:
            if report.lost_by == 0:
                return tr("sixseq.patience.status.unwinnable_deal"), LOST
            if report.lost_by is None:
                return tr("sixseq.patience.status.no_longer"), LOST
            return tr("sixseq.patience.status.lost_since", move=report.lost_by), LOST
        dots = "." * (int(self.clock * 3) % 3 + 1)
        return tr("sixseq.patience.status.thinking") + dots, DIM_INK

    def _draw_status(self, screen: pygame.Surface, layout: PatienceLayout) -> None:
        line, colour = self.status_line()
        box = layout.status
        px = text.fit(line, layout.font(22), box.width - layout.px(60))
        ink = text.render(line, px, colour, True).get_rect()
        dot = max(8, round(px * 0.55))
        pill = pygame.Rect(0, 0, ink.width + dot + layout.px(44), box.height)
        pill.center = box.center
        screen.blit(drawing.panel(pill.size, pill.height // 2, (10, 22, 16, 170),
                                  (*colour, 140), 1), pill)
        centre = (pill.left + layout.px(18) + dot // 2, pill.centery)
        pygame.draw.circle(screen, colour, centre, dot // 2)
        text.draw(screen, line, px, colour, "midleft", (centre[0] + dot, pill.centery),
                  bold=True)

    def _draw_info(self, screen: pygame.Surface, layout: PatienceLayout) -> None:
        """The panel's head: the deal number (TT-5), moves and time, the statistics."""
        box = layout.info.inflate(-layout.px(24), -layout.px(16))
        x, y = box.left, box.top
        deal, moves_time, *stats = self.info_lines()
        px = text.fit(deal, layout.font(24), box.width)
        text.draw(screen, deal, px, GOLD, "topleft", (x, y), bold=True, shadow=SHADOW)
        y += round(layout.font(24) * 1.4)
        text.draw(screen, moves_time, text.fit(moves_time, layout.font(16), box.width), INK,
                  "topleft", (x, y), shadow=SHADOW)
        y += round(layout.font(16) * 1.5)
        for line in stats:
            text.draw(screen, line, text.fit(line, layout.font(13), box.width), DIM_INK,
                      "topleft", (x, y), shadow=SHADOW)
            y += round(layout.font(13) * 1.45)

    def info_lines(self) -> list[str]:
        """The panel's lines: the deal, moves and time, then the statistics."""
        return [tr("sixseq.patience.deal", number=self.game.deal),
                tr("sixseq.patience.moves_time", moves=len(self.game.moves),
                   time=clock_text(self.saved.seconds)),
                *self._stats_lines()]

    def _stats_lines(self) -> list[str]:
        """TT-6's statistics: results, unaided wins apart from assisted ones, streaks, times,
        and this deal's own history."""
        stats = self.stats
        best, average = stats.best_time, stats.average_time
        lines = [tr("sixseq.patience.stats.played", played=stats.played, won=stats.won,
                    rate=f"{stats.win_rate:.0%}"),
                 tr("sixseq.patience.stats.wins_split", unaided=stats.won_unassisted,
                    assisted=stats.won_assisted),
                 tr("sixseq.patience.stats.streak", streak=stats.current_streak,
                    best=stats.best_streak),
                 tr("sixseq.patience.stats.times",
                    best=clock_text(best) if best is not None else "–",
                    average=clock_text(average) if average is not None else "–")]
        history = stats.history(self.game.deal)
        wins = [g.seconds for g in history if g.won]
        if wins:
            lines.append(tr("sixseq.patience.stats.deal_won", won=len(wins),
                            played=len(history), best=clock_text(min(wins))))
        elif history:
            lines.append(tr("sixseq.patience.stats.deal_played", played=len(history)))
        else:
            lines.append(tr("sixseq.patience.stats.deal_new"))
        return lines

    def shown_message(self) -> str | None:
        """The line over the strip: the last message, else how to play at the start of a deal,
        or what to do once it is lost."""
        if self.message is not None:
            return self.message
        if not self.game.moves and not self.trophy:
            return tr("sixseq.patience.message.how_to")
        if self.game.status() is Status.LOST:
            return tr("sixseq.patience.message.lost_help")
        return None

    def _draw_message(self, screen: pygame.Surface, layout: PatienceLayout) -> None:
        line = self.shown_message()
        if not line:
            return
        box = layout.message
        px = text.fit(line, layout.font(17), box.width - layout.px(40))
        pill = text.render(line, px, WARN).get_rect().inflate(layout.px(28), 0)
        pill.height = box.height
        pill.center = box.center
        screen.blit(drawing.panel(pill.size, pill.height // 2, (20, 16, 8, 215),
                                  (*WARN, 160), 1), pill)
        text.draw(screen, line, px, WARN, "center", pill.center)

    def _draw_banner(self, screen: pygame.Surface, layout: PatienceLayout) -> None:
        title = tr("sixseq.patience.won.title")
        detail = tr("sixseq.patience.won.detail", deal=self.game.deal,
                    time=clock_text(self.saved.seconds), moves=len(self.game.moves))
        title_px, detail_px = layout.font(40), layout.font(18)
        detail_px = text.fit(detail, detail_px, layout.grid.width - layout.px(80))
        width = max(text.render(title, title_px, GOLD, True).get_width(),
                    text.render(detail, detail_px, INK).get_width()) + layout.px(64)
        banner = pygame.Rect(0, 0, width, round(title_px * 1.4 + detail_px * 1.6)
                             + layout.px(28))
        banner.center = layout.grid.center
        screen.blit(drawing.panel(banner.size, layout.px(16), (12, 28, 20, 235),
                                  (*GOLD, 220), 2), banner)
        text.draw(screen, title, title_px, GOLD, "midtop",
                  (banner.centerx, banner.top + layout.px(14)), bold=True)
        text.draw(screen, detail, detail_px, INK, "midbottom",
                  (banner.centerx, banner.bottom - layout.px(14)))
