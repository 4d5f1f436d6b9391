"""Le Carré's table: the match of a :class:`~..session.CarreSession`, drawn from what the
person's seat observes, played by mouse or keyboard.

The view holds no rule. A card is taken from the hand or from the top of a square pile —
dragged, or clicked (or picked with Space) and then put with a click (or Space) on a place —
and the places the rules allow light up; a drop becomes a :class:`Move`, which the rules play
or refuse with their own reason (the card flies home and the table says why, the rule id small
after it). A double-click plays a card's most useful move (to a column first). Enter or the
*End my turn* button ends the turn (CA-TURN-4); the draw and the aces put out at the start of
a turn are played by the session, the cards flying.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sixseq.decks.standard import Card
from sixseq.engine.session import Played
from sixseq.games.carre.rules.actions import Action, Draw, EndTurn, Move
from sixseq.games.carre.rules.observation import Observation
from sixseq.games.carre.rules.places import (
    COLUMNS,
    HAND,
    SQUARE,
    Place,
    is_column,
)
from sixseq.games.carre.session import COMPUTER, PERSON, CarreSession
from sixseq.games.carre.view import describe
from sixseq.games.carre.view.describe import T
from sixseq.games.carre.view.layout import Layout, compute
from sixseq.games.carre.view.picture import TablePicture
from sixseq.games.carre.view.scenery import HandCard, PileTop, Scenery, build
from sixseq.games.carre.view.sheet import sheet_rect
from sixseq.ui.cardart import CardArt
from sixseq.ui.deckart import STANDARD
from sixseq.ui.i18n import tr
from sixseq.ui.table.buttons import stacked
from sixseq.ui.table.hooks import Grab, Target
from sixseq.ui.table.movelog import panel_height
from sixseq.ui.table.picture import corner_rows, corner_step
from sixseq.ui.table.scene import CardTable
from sixseq.ui.table.stage import Spot
from sixseq.ui.table.words import Message

if TYPE_CHECKING:
    from sixseq.ui.app import App

LOG_ROWS = 8  # the fewest rows the open move log shows (a long move takes two)


class CarreTable(CardTable[Action]):
    """A match of Le Carré at the table: the person at the bottom, the computer at the top."""

    standard_cards = True
    next_round_label = T + "button.next_game"

    def __init__(self, app: App, session: CarreSession) -> None:
        super().__init__(app, session, CardArt(max_widths=10, deck=STANDARD))
        self.picture = TablePicture(self)
        self.carre = session
        self.lay: Layout | None = None
        self.scenery: Scenery | None = None
        self.let_go: object = None  # the card a click just let go (a second click unpicks)
        self._deal_pending = not session.round.actions
        self.log_the_past()

    # --- reading ------------------------------------------------------------------------------

    @property
    def obs(self) -> Observation:
        return self.carre.observation()

    def names(self) -> tuple[str, str]:
        return describe.seat_name(PERSON, PERSON), describe.seat_name(COMPUTER, PERSON)

    # --- the shared scene's hooks: layout and spots ---------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        self.lay = compute(size, self.obs.variant)

    def spots(self) -> list[Spot]:
        if self.lay is None:
            return []
        picked = self.picked.item if self.picked is not None else None
        raised = picked.index if isinstance(picked, HandCard) else None  # shown lifted
        self.scenery = build(self.lay, self.obs, raised)
        return self.scenery.spots

    def deal_source(self) -> pygame.Rect | None:
        return self.lay.stock if self.lay is not None else None

    def status_area(self) -> pygame.Rect | None:
        if self.lay is None or self.sheet_shown():
            return None
        return self.lay.status

    def message_band(self) -> pygame.Rect | None:
        return self.lay.message if self.lay is not None else None

    def log_area(self) -> pygame.Rect:
        """The move log, in the corner under its own lines (over the last moves it shows
        when the log is shut), down to the stock; where that leaves it under
        :data:`LOG_ROWS` rows (a small window), over the stock too, which the person never
        handles, down to the message band."""
        lay = self.lay
        assert lay is not None
        box = lay.top_left
        rows = corner_rows(self.picture.corner_lines(), lay.font(15), box.width)
        top = box.top + sum(corner_step(px) for _, px in rows) + lay.margin // 2
        width = min(max(lay.left_panel.width, lay.px(420)), box.width)
        height = max(lay.px(200), lay.stock.top - lay.margin - top)
        if height < panel_height(LOG_ROWS, lay.font(15)):
            height = lay.message.top - lay.margin - top
        return pygame.Rect(box.left, top, width, height)

    def action_words(self, action: Action) -> str:
        return describe.action_words(action, self.obs)

    def status_text(self) -> str:
        return describe.status_text(self.obs, self.carre.level)

    def log_line(self, played: Played[Action]) -> str | None:
        return describe.log_line(played.seat == PERSON, played.action, played.after)

    # --- what happens -------------------------------------------------------------------------

    def on_played(self, played: Played[Action]) -> None:
        action = played.action
        if isinstance(action, Draw):
            self.app.sounds.play("deal")
        elif isinstance(action, Move):
            self.app.sounds.play("lay")
        self.drop_pick()

    def on_undone(self) -> None:
        self.drop_pick()

    def on_round_begun(self) -> None:
        self.sheet_open = self.sheet_hidden = False
        self.drop_pick()

    def drop_pick(self) -> None:
        """A card picked with a click or Space is let go once the position changes (the
        keyboard's focus back on it, if Space or Enter picked it)."""
        if self.picked is not None:
            self.picked, self.targets = None, []
            self.keyboard.back_to_origin()

    def after_update(self) -> None:
        if self.session.is_over() and not self.sheet_open and not self.stage.busy:
            self.open_sheet()

    def is_modal(self) -> bool:
        return self.sheet_shown()

    # --- buttons ------------------------------------------------------------------------------

    def controls(self) -> dict[str, tuple[pygame.Rect, str]]:
        lay = self.lay
        if lay is None:
            return {}
        m, h, w = lay.margin, lay.button_h, lay.left_panel.width
        places: dict[str, tuple[pygame.Rect, str]] = {}

        def stack(left: int, names: list[tuple[str, str]]) -> None:
            places.update(stacked(left, w, lay.size[1] - m, h, m // 2, names))

        stack(lay.left_panel.left, [("hint", "sixseq.table.button.suggest"),
                                    ("undo", "sixseq.table.button.undo")])
        stack(lay.right_panel.left, [("log", "sixseq.table.button.log"),
                                     ("end", "sixseq.table.button.end_turn")])
        small = round(lay.top_right.width / 2) - m // 2
        for i, (name, key) in enumerate((("faster", "sixseq.table.button.faster"),
                                         ("menu", "sixseq.table.button.menu"))):
            places[name] = (pygame.Rect(lay.top_right.left + i * (small + m),
                                        lay.top_right.top, small, h), key)
        places["play_hint"] = (pygame.Rect(0, 0, lay.play_hint_w, h),
                               "sixseq.table.button.play_hint")
        if self.sheet_open:
            below = sheet_rect(lay, self.carre.carre.is_over()).bottom + m
            places.update(self.sheet_places(w, below, m, h))
        return places

    def refresh_controls(self) -> None:
        # Gone once the game is over (its sheet up or set aside); greyed while the computer
        # plays, when the person's observation holds no action.
        self.buttons.state("end", not self.session.is_over(), EndTurn() in self.obs.legal)
        self.refresh_sheet_buttons()

    def button(self, name: str) -> None:
        if name == "end":
            self.end_turn()

    def end_turn(self) -> None:
        self.drop_pick()
        self.play(EndTurn(), "stop")

    # --- the sheet and the next game ----------------------------------------------------------

    def on_sheet_opened(self) -> None:
        self.drop_pick()
        super().on_sheet_opened()

    def person_won(self) -> bool:
        """A game won is cheered (a match is games: each sheet is a game's end)."""
        outcome = self.carre.round.outcome()
        return outcome is not None and outcome.winner == PERSON

    # --- gestures -----------------------------------------------------------------------------

    def grab_at(self, pos: tuple[int, int]) -> tuple[Grab, pygame.Rect] | None:
        if self.scenery is None or self.sheet_shown():
            return None
        sprite = self.scenery.hit(pos)
        if sprite is None:
            return None
        grab = Grab(sprite.item, (sprite.spot,), sprite.rect.width, (sprite.item.card,))
        return grab, sprite.rect

    def regrab(self, grab: Grab) -> Grab:
        scenery = self.scenery
        if scenery is None:
            return grab
        item = grab.item
        if isinstance(item, HandCard):
            same = [s for s in scenery.hand if s.item.card == item.card]
            sprite = next((s for s in same if s.item == item), same[0] if same else None)
        elif isinstance(item, PileTop):
            sprite = scenery.tops.get(item.place)
            if sprite is not None and sprite.item.card != item.card:
                sprite = None
        else:
            sprite = None
        if sprite is None:
            return Grab(item, (), grab.width, grab.cards)
        return Grab(sprite.item, (sprite.spot,), grab.width, grab.cards)

    @staticmethod
    def source_of(item: object) -> tuple[Card, Place] | None:
        if isinstance(item, HandCard):
            return item.card, HAND
        if isinstance(item, PileTop):
            return item.card, item.place
        return None

    def place_rect(self, place: Place) -> pygame.Rect:
        """Where a place lights up: its top card (a fan's last), or the empty place."""
        scenery, lay = self.scenery, self.lay
        assert scenery is not None and lay is not None
        top = scenery.tops.get(place)
        if top is not None:
            return top.rect
        return lay.places[place]

    def drop_targets(self, grab: Grab) -> list[Target]:
        found = self.source_of(grab.item)
        if found is None or self.scenery is None:
            return []
        card, source = found
        return [Target(place, self.place_rect(place)) for place in self.obs.targets(card, source)]

    def place_at(self, pos: tuple[int, int]) -> Place | None:
        """The square or column place a drop at ``pos`` means: a lit place near it first,
        then any place (a square place by its whole cell)."""
        lay, scenery = self.lay, self.scenery
        if lay is None or scenery is None:
            return None
        reach = lay.margin
        for target in self.targets:
            if target.rect.inflate(reach, reach).collidepoint(pos) and isinstance(
                    target.item, int):
                return target.item
        for place in SQUARE:
            area = lay.cells[place].union(scenery.pile_area(place))
            if area.inflate(reach // 2, reach // 2).collidepoint(pos):
                return place
        for place in COLUMNS:
            if lay.places[place].inflate(reach, reach // 2).collidepoint(pos):
                return place
        return None

    def drop(self, grab: Grab, pos: tuple[int, int]) -> None:
        dragged = self.released_rects(grab)
        found = self.source_of(grab.item)
        place = self.place_at(pos)
        if found is None or place is None or place == found[1]:
            self.stage.fly_home(dragged)
            return
        card, source = found
        self.play(Move(card, source, place), "move", dragged)

    def press(self, pos: tuple[int, int]) -> None:
        """With a card picked (a click or Space), a click on a place puts it there; a click
        anywhere else lets it go (or picks the card clicked)."""
        if self.sheet_shown():
            return
        picked = self.picked
        if picked is not None:
            place = self.place_at(pos)
            source = self.source_of(picked.item)
            on_card = self.scenery is not None and self.scenery.hit(pos) is not None
            if place is not None and source is not None and place != source[1] and (
                    not on_card or any(t.item == place for t in self.targets)):
                self.drop_pick()
                self.play(Move(source[0], source[1], place), "move")
                self.forget_still_layer()
                return
            self.drop_pick()
            self.rebuild(animate=False)
            self.let_go = picked.item
        else:
            self.let_go = None
        super().press(pos)

    def click(self, grab: Grab, double: bool) -> None:
        if self.out_of_turn():
            return
        found = self.source_of(grab.item)
        if found is None:
            return
        if double:
            self.drop_pick()
            self.play_best(*found)
            return
        if grab.item == self.let_go:
            return  # a second click on the picked card puts it back
        lit = self.drop_targets(grab)
        if not lit:
            self.say(lambda: Message(tr(T + "no_place", card=describe.card_text(found[0]))))
            self.app.sounds.play("invalid")
            return
        self.picked, self.targets, self.focus = grab, lit, None
        self.rebuild(animate=False)

    def play_best(self, card: Card, source: Place) -> None:
        """A double-click: the card's move to a column if it has one, else onto a square
        pile, else to an empty place. A card with none: its first click said so."""
        obs = self.obs
        places = obs.targets(card, source)
        if not places:
            return
        best = min(places, key=lambda p: (not is_column(p), not obs.piles[p], p))
        self.play(Move(card, source, best), "move")

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_e:  # E ends the turn, focus or not
            self.default_action()
            self.app.invalidate()
            return
        super().key(event)

    def default_action(self) -> bool:
        """Enter with nothing focused (or E): on from the sheet, else end the turn."""
        if self.sheet_shown():
            self.next_round_or_match()
        elif self.session.my_turn():
            self.end_turn()
        return True

    def escape(self) -> bool:
        if self.picked is not None and not self.sheet_open:
            super().escape()  # let go, the focus on the card (if keys picked it)
            self.rebuild(animate=False)  # and it settles back into the hand at once
            return True
        return super().escape()

    # --- the keyboard focus -------------------------------------------------------------------

    def activate_focus(self, key: int) -> None:
        """As every table's; a hand card picked up (or put down) rises (or settles) at once."""
        before, count = self.picked, len(self.carre.round.actions)
        super().activate_focus(key)
        if self.picked is not None and before is None:
            self.rebuild(animate=False)
        elif before is not None and len(self.carre.round.actions) == count:
            self.rebuild()  # put down without a move: it settles back

    def focus_targets(self) -> list[Target]:
        scenery = self.scenery
        if scenery is None or self.sheet_shown():
            return []
        targets = [Target(s.item, s.rect) for s in scenery.hand]
        targets += [Target(s.item, s.rect) for _, s in sorted(scenery.tops.items())]
        return targets

    def grab_focused(self, target: Target) -> Grab | None:
        scenery = self.scenery
        if scenery is None:
            return None
        found = scenery.hit(target.rect.center)
        if found is None or found.item != target.item:
            sprites = [*scenery.hand, *scenery.tops.values()]
            found = next((s for s in sprites if s.item == target.item), None)
        if found is None:
            return None
        return Grab(found.item, (found.spot,), found.rect.width, (found.item.card,))

    # --- drawing ------------------------------------------------------------------------------

    def still_key(self) -> tuple[object, ...]:
        hint = self.session.hint.action if self.session.hint is not None else None
        picked = self.picked.item if self.picked is not None else None
        obs = self.obs
        return (hint, picked, obs.to_move, obs.phase, self.session.my_turn(),
                self.session.is_over(), self.app.settings.table_colour,
                self.app.settings.card_back, self.app.settings.four_colour)

    def draw_still(self, layer: pygame.Surface, flying: frozenset[int]) -> None:
        self.picture.still(layer, flying)

    def draw_top(self, screen: pygame.Surface) -> None:
        self.picture.top(screen)

