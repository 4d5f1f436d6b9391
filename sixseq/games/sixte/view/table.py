"""Sixte's table: a game of a :class:`~..session.SixteSession`, drawn from what the person's seat
observes, played by mouse or keyboard.

The view holds no rule and no turn. A card is played by dragging it to the middle, by a click,
or with the keyboard (the arrows move over the hand, Enter plays the focused card, Space picks
it up and Space again puts it in the trick); the rules say which cards may be played
(``obs.playable``: the others are dimmed) and a card they refuse flies back with their reason
("You can't play that: you must follow ♥", the rule id small after it).

A complete trick stays in the middle a moment, its winning card lit, so the player sees who took
it (shorter with *Faster*, at once with a click or Space); then its cards fly to the winner's
pile of tricks, counted on their plate.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from sixseq.decks.standard import Card
from sixseq.engine.session import HURRY, Played
from sixseq.engine.tricks import Trick
from sixseq.games.sixte.rules.actions import Action, Play
from sixseq.games.sixte.rules.cards import SEATS
from sixseq.games.sixte.rules.observation import Observation
from sixseq.games.sixte.session import PERSON, SixteSession
from sixseq.games.sixte.view import describe
from sixseq.games.sixte.view.describe import T
from sixseq.games.sixte.view.layout import HandCard, Layout, compute, offset
from sixseq.games.sixte.view.picture import TablePicture
from sixseq.games.sixte.view.sheet import sheet_rect
from sixseq.ui.cardart import CardArt
from sixseq.ui.deckart import STANDARD
from sixseq.ui.dragdrop import second_click
from sixseq.ui.i18n import in_every_language
from sixseq.ui.table.buttons import label_width
from sixseq.ui.table.geometry import card_height
from sixseq.ui.table.hooks import Grab, Target
from sixseq.ui.table.scene import CardTable
from sixseq.ui.table.stage import Spot

if TYPE_CHECKING:
    from sixseq.ui.app import App

# Seconds a complete trick stays in the middle before it goes to its winner, by the settings'
# pace of the computer players (divided by the *Faster* button's factor).
TRICK_PAUSE = {"slow": 2.4, "normal": 1.6, "fast": 0.9, "instant": 0.0}


class SixteTable(CardTable[Action]):
    """A game of Sixte at the table, the person at the bottom."""

    standard_cards = True
    next_round_label = T + "button.next_hand"

    def __init__(self, app: App, session: SixteSession) -> None:
        super().__init__(app, session, CardArt(max_widths=8, deck=STANDARD))
        self.picture = TablePicture(self)
        self.sixte = session
        self.lay: Layout | None = None
        self.collect_at: float | None = None  # a complete trick is shown until then
        self.hand_spots: list[tuple[Card, int]] = []  # the person's cards and their spots
        self.last_press: tuple[tuple[int, int], float] | None = None  # where, when
        self._deal_pending = not session.hand.actions
        self.log_the_deal()
        self.log_the_past()
        if self.obs.last_taken is not None:
            # Continued just after a trick's last card (left during its moment: the game is
            # saved after every card): the trick is shown again, so its winner is seen.
            self.collect_at = self.clock + self.trick_pause()

    # --- reading ------------------------------------------------------------------------------

    @property
    def obs(self) -> Observation:
        observation: Observation = self.session.observation()
        return observation

    def collecting(self) -> bool:
        return self.collect_at is not None

    def shown_trick(self, obs: Observation) -> Trick[Card]:
        """The trick in the middle: the one in play, or the one just completed while it is
        shown."""
        if self.collecting() and obs.last_taken is not None:
            return obs.last_taken
        return obs.trick

    # --- the shared scene's hooks: layout and spots ---------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        self.lay = compute(size)

    def spots(self) -> list[Spot]:
        lay = self.lay
        if lay is None:
            return []
        obs = self.obs
        spots: list[Spot] = []
        self.hand_spots = []
        for card, rect in zip(obs.hand, lay.hand_rects(len(obs.hand)), strict=True):
            self.hand_spots.append((card, len(spots)))
            spots.append(Spot(card, "hand", rect, True))
        dealer = offset(obs.dealer)
        for seat in range(SEATS):
            if seat == PERSON:
                continue
            count = obs.hand_sizes[seat] - (obs.trump_holder == seat)
            for rect in lay.fan_rects(offset(seat), count):
                spots.append(Spot(None, ("hand", seat), rect, False))
        if obs.trump_holder is not None and obs.trump_holder != PERSON:
            spots.append(Spot(obs.trump_card, "trump", lay.seats[dealer].trump, True))
        if obs.stock_size:
            stock = lay.seats[dealer].trump
            spots.append(Spot(None, "stock", stock, False))
            spots.append(Spot(obs.trump_card, "stock", stock, True, rotated=True))
        shown = self.shown_trick(obs)
        complete = len(obs.tricks) - (shown is not obs.trick)
        counts = [0] * SEATS
        for winner in obs.winners[:complete]:
            rect = lay.won_rect(offset(winner), counts[winner])
            counts[winner] += 1
            spots += [Spot(None, ("won", winner), rect, False)] * SEATS
        for index, card in enumerate(shown.cards):
            seat = shown.seat_of(index)
            spots.append(Spot(card, "trick", lay.seats[offset(seat)].trick, True))
        return spots

    def deal_source(self) -> pygame.Rect | None:
        """The cards are dealt from the dealer's place (a pack the size of a card)."""
        lay = self.lay
        if lay is None:
            return None
        pack = pygame.Rect(0, 0, lay.back_w, card_height(lay.back_w))
        pack.center = lay.seats[offset(self.obs.dealer)].hand.center
        return pack

    def status_area(self) -> pygame.Rect | None:
        if self.lay is None or (self.sheet_shown()):
            return None
        return self.lay.status

    def log_area(self) -> pygame.Rect:
        lay = self.lay
        assert lay is not None
        top = lay.corner.bottom + lay.margin
        return pygame.Rect(lay.margin, top, max(lay.panel_w, round(lay.size[0] * 0.26)),
                           lay.status.top - lay.margin - top)

    def action_words(self, action: Action) -> str:
        return describe.card_text(action.card)

    def status_text(self) -> str:
        return describe.status_text(self.obs, self.session.thinking(), self.collecting())

    def log_the_deal(self) -> None:
        """The hand's first lines in the move log, before any card: on the game's first hand
        the draw for the first deal, every player's card (SX-SEAT-2); then who deals and the
        card turned up for trumps (SX-DEAL-2, SX-DEAL-3)."""
        game = self.sixte.game
        lines = [partial(describe.deal_line, game.hand_number, self.obs)]
        if game.hand_number == 1:
            lines.insert(0, partial(describe.lot_line, game.lot, game.first_dealer,
                                    game.lot_tied))
        for line in lines:
            said = in_every_language(line)
            if said:
                self.movelog.add(0, said)

    def log_line(self, played: Played[Action]) -> str | None:
        obs = played.after
        taken = (obs.winners[-1], len(obs.tricks)) if obs.last_taken is not None else None
        return describe.log_line(played.seat, played.action.card, taken)

    # --- time -----------------------------------------------------------------------------------

    def trick_pause(self) -> float:
        pause = TRICK_PAUSE.get(self.app.settings.bot_pace, TRICK_PAUSE["normal"])
        return pause / HURRY if self.session.hurry else pause

    def on_played(self, played: Played[Action]) -> None:
        self.app.sounds.play("lay")
        if self.obs.last_taken is not None:
            self.collect_at = self.clock + self.trick_pause()

    def collect_now(self) -> None:
        """The complete trick goes to its winner's pile (its moment is over, or the player
        asked to go on)."""
        if self.collect_at is None:
            return
        self.collect_at = None
        self.stage.finish()
        self.rebuild()
        self.refresh()

    def after_update(self) -> None:
        if self.collect_at is not None and self.clock >= self.collect_at \
                and not self.stage.busy:
            self.collect_now()
        if self.session.is_over() and not self.sheet_open and not self.collecting() \
                and not self.stage.busy:
            self.open_sheet()
        if self.session.thinking() is not None:
            self.app.invalidate()  # the thinking dots on the plate

    def is_modal(self) -> bool:
        return self.collecting() or self.sheet_open

    def is_animating(self) -> bool:
        return super().is_animating() or self.collecting()

    def on_round_begun(self) -> None:
        self.sheet_open = self.sheet_hidden = False
        self.collect_at = None
        self.log_the_deal()

    # --- playing a card -------------------------------------------------------------------------

    def play_card(self, card: Card, dragged: dict[int, pygame.Rect] | None = None) -> None:
        self.collect_now()
        if self.play(Play(card), "play", dragged):
            # Played by Enter as by Space twice: the focus goes (Enter goes on from the
            # trick), and the next arrow shows it on the played card's neighbour, as in
            # every game. After the mouse, nothing: a press forgot the focus.
            self.keyboard.back_to_origin()

    def grab_at(self, pos: tuple[int, int]) -> tuple[Grab, pygame.Rect] | None:
        """The topmost hand card at ``pos`` (cards to the right lie over those to the left)."""
        for card, index in reversed(self.hand_spots):
            rect = self.stage.spots[index].rect
            if rect.collidepoint(pos):
                return self.grab_of(card), rect
        return None

    def grab_of(self, card: Card) -> Grab:
        index = next(i for c, i in self.hand_spots if c == card)
        assert self.lay is not None
        return Grab(HandCard(card), (index,), self.lay.hand_w, (card,))

    def regrab(self, grab: Grab) -> Grab:
        item = grab.item
        if isinstance(item, HandCard) and any(c == item.card for c, _ in self.hand_spots):
            return self.grab_of(item.card)
        return Grab(item, (), grab.width, grab.cards)

    def drop_targets(self, grab: Grab) -> list[Target]:
        item = grab.item
        if self.lay is None or not isinstance(item, HandCard) \
                or item.card not in self.obs.playable:
            return []
        return [Target("trick", self.lay.trick_area)]

    def drop(self, grab: Grab, pos: tuple[int, int]) -> None:
        self.last_press = None  # that press was a drag: the next is no double-click's second
        item = grab.item
        dragged = self.released_rects(grab)
        lay = self.lay
        if not isinstance(item, HandCard) or lay is None:
            return
        if not lay.trick_area.inflate(lay.margin * 2, lay.margin * 2).collidepoint(pos):
            self.stage.fly_home(dragged)
            return
        self.play_card(item.card, dragged)

    def click(self, grab: Grab, double: bool) -> None:
        """A click plays the card (a double-click's second press never gets here: see
        ``press``)."""
        if not isinstance(grab.item, HandCard):
            return
        if self.out_of_turn():
            return
        self.play_card(grab.item.card)

    def press(self, pos: tuple[int, int]) -> None:
        if self.sheet_shown():
            return
        last, self.last_press = self.last_press, (pos, self.clock)
        if second_click(last, pos, self.clock):
            # One click plays a card, so a double-click's second is nothing: not a click on
            # the card that slid into the played one's place, nor on the table (which would
            # end a trick's moment before the player saw who took it).
            return
        if self.collecting() and self.grab_at(pos) is None:
            self.collect_now()  # a click on the table: go on
            return
        super().press(pos)

    def monkey_points(self) -> list[pygame.Rect]:
        """On the score sheet a player's hand goes to *Next hand* first."""
        if self.sheet_shown():
            spec = self.buttons.specs.get("next")
            return [spec.rect] if spec is not None else []
        return super().monkey_points()

    def focus_targets(self) -> list[Target]:
        if self.sheet_shown():
            return []
        return [Target(HandCard(card), self.stage.spots[index].rect)
                for card, index in self.hand_spots]

    def grab_focused(self, target: Target) -> Grab | None:
        if isinstance(target.item, HandCard):
            return self.grab_of(target.item.card)
        return None

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_SPACE and self.collecting() and self.picked is None \
                and self.focus is None:
            self.collect_now()
            return
        super().key(event)

    def default_action(self) -> bool:
        """Enter with nothing focused: on from the score sheet, or on from a shown trick."""
        if self.sheet_shown():
            self.next_round_or_match()
        elif self.collecting():
            self.collect_now()
        return True

    # --- the score sheet ------------------------------------------------------------------------

    def on_sheet_opened(self) -> None:
        self.focus = None
        super().on_sheet_opened()

    def person_won(self) -> bool:
        return self.sixte.game.winner() == PERSON

    def aside_room(self) -> pygame.Rect | None:
        """The sheet's buttons, while the person looks at the table, go just under the
        status line where their hand was (six tricks play every card out, SX-PLAY-1): the
        band above the status line is on the oval's rim, by the seats."""
        lay = self.lay
        if lay is None:
            return None
        hand = lay.seats[0].hand
        return pygame.Rect(hand.left, hand.top, hand.width, lay.button_h)

    # --- buttons ------------------------------------------------------------------------------

    def controls(self) -> dict[str, tuple[pygame.Rect, str]]:
        lay = self.lay
        if lay is None:
            return {}
        m, h = lay.margin, lay.button_h
        w = lay.panel_w
        width, height = lay.size
        places: dict[str, tuple[pygame.Rect, str]] = {}
        names = (("hint", "sixseq.table.button.suggest"), ("undo", "sixseq.table.button.undo"),
                 ("log", "sixseq.table.button.log"))
        y = height - m - len(names) * (h + m // 2) + m // 2
        for name, key in names:
            places[name] = (pygame.Rect(width - m - w, y, w, h), key)
            y += h + m // 2
        # The top right pair: half the panel each, or more when a label needs it ("Vitesse
        # normale" once Faster is pressed).
        small = max((w - m) // 2, *(label_width(key, self.button_px()) for key in (
            "sixseq.table.button.faster", "sixseq.table.button.normal_speed",
            "sixseq.table.button.menu")))
        left = width - m - (2 * small + m)
        for i, (name, key) in enumerate((("faster", "sixseq.table.button.faster"),
                                         ("menu", "sixseq.table.button.menu"))):
            places[name] = (pygame.Rect(left + i * (small + m), m // 2, small, h), key)
        places["play_hint"] = (pygame.Rect(0, 0, max(lay.px(150), 110), h),
                               "sixseq.table.button.play_hint")
        if self.sheet_open:
            sheet = sheet_rect(lay, self.sixte.game)
            below = min(sheet.bottom + m, height - m - h)
            # Side by side under the sheet, no wider than it (the seats round it), each
            # showing its whole label.
            wide = max(min(max(w, lay.px(300)), (sheet.width - m) // 2),
                       *(label_width(self.sheet_label(name), self.button_px())
                         for name in ("view", "next")))
            places.update(self.sheet_places(wide, below, m, h))
        return places

    def refresh_controls(self) -> None:
        self.refresh_sheet_buttons()

    # --- drawing ------------------------------------------------------------------------------

    def still_key(self) -> tuple[object, ...]:
        hint = self.session.hint.action if self.session.hint is not None else None
        return (hint, self.session.my_turn(), self.collecting(), self.sheet_open,
                self.app.settings.table_colour, self.app.settings.card_back,
                self.app.settings.four_colour)

    def draw_still(self, layer: pygame.Surface, flying: frozenset[int]) -> None:
        self.picture.still(layer, flying)

    def draw_top(self, screen: pygame.Surface) -> None:
        self.picture.top(screen)

