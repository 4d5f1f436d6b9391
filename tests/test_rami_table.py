"""Rami's table, driven headless by real events: every gesture becomes the rules' action (RA-…
ids in the names), refusals say why, undo, the keyboard, the chooser for a joker, the round
sheet, saves and statistics."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest
from rami_helpers import FOUR, a, c, position
from table_harness import (
    SameLogAfterContinue,
    any_pixel_near,
    captions_on_felt,
    click,
    drag,
    grip,
    key,
    legible_and_apart,
    look_under_the_sheet,
    make_app,
    message_text,
    run_until,
)

from sixseq import saves
from sixseq.engine.bots import Bot
from sixseq.games.rami.bots.base import safe_action
from sixseq.games.rami.rules.actions import Action, Discard, Draw, Lay
from sixseq.games.rami.rules.cards import JOKER
from sixseq.games.rami.rules.observation import Observation
from sixseq.games.rami.rules.state import GameState
from sixseq.games.rami.rules.table import Phase
from sixseq.games.rami.session import RamiSession
from sixseq.games.rami.ui import GAME
from sixseq.games.rami.view import gestures
from sixseq.games.rami.view.scenery import ComboItem, DiscardTop, HandCard, StockPile
from sixseq.games.rami.view.setups import PositionMatch
from sixseq.games.rami.view.table import RamiTable
from sixseq.settings import Settings
from sixseq.stats import load_match_stats, match_stats_path
from sixseq.storage import Paths
from sixseq.ui import text
from sixseq.ui.app import App
from sixseq.ui.cardart import HIGHLIGHT_COLOURS, Highlight
from sixseq.ui.i18n import configure, tr

BLUE = HIGHLIGHT_COLOURS[Highlight.SELECTED]


class Safe(Bot[Observation, Action]):
    """A quick computer player: the rules' safe action (draw, then discard)."""

    level = "easy"

    def choose(self, obs: Observation) -> Action:
        return safe_action(obs)


@pytest.fixture
def app(tmp_path: Path) -> App:
    return make_app(tmp_path)


def open_rami(app: App, state: GameState, limit: int = 500) -> RamiTable:
    bots = {seat: Safe() for seat in range(1, state.config.seats)}
    scene = RamiTable(app, RamiSession(PositionMatch(state, limit), bots, hint_bot=Safe()))
    app.switch(scene)
    settle(app, scene)
    return scene


def settle(app: App, scene: RamiTable) -> None:
    session = scene.session
    run_until(app, lambda: not scene.is_animating() and not session.runner.busy()
              and (session.my_turn() or session.is_over()))
    app.step()


def hand_rect(scene: RamiTable, card: int, copy: int = 0) -> pygame.Rect:
    assert scene.scenery is not None
    return next(s.rect for s in scene.scenery.hand if s.item == HandCard(card, copy))


def combo_of(scene: RamiTable, text: str) -> int:
    return next(combo.id for combo in scene.obs.combinations if combo.text() == text)


def focus_on(app: App, scene: RamiTable, wanted: object) -> None:
    """Move the keyboard focus with the arrow keys until it is on ``wanted``."""
    for _ in range(80):
        targets = scene.picked_targets() if scene.picked is not None else scene.focus_targets()
        if scene.focus is not None and scene.focus < len(targets) \
                and targets[scene.focus].item == wanted:
            return
        key(app, pygame.K_RIGHT)
    raise AssertionError(f"the focus never reached {wanted}")


# --- gestures, without a window -------------------------------------------------------------


def test_a_card_dropped_on_a_sequence_end_adds_it_there_RA_TURN_2() -> None:
    state = position("4d 9d Qs", [(0, "5d 6d 7d 8d")], laid=[0])
    obs = state.observation(0)
    assert gestures.actions_for(obs, [c("4d")], gestures.OnCombo(1, "below")) == \
        [a("add #1 4d ..")]
    assert gestures.actions_for(obs, [c("9d")], gestures.OnCombo(1, "above")) == \
        [a("add #1 .. 9d")]
    lit = gestures.places_for(obs, [c("4d")])
    assert gestures.OnCombo(1, "below") in lit and gestures.OnCombo(1, "above") not in lit


def test_a_joker_dropped_on_a_sequence_end_goes_at_that_end_RA_JOKER_1() -> None:
    """A joker, alone or with a card, may often go at either end of a sequence: the end it is
    dropped on chooses; where only one way is legal, it is taken wherever the cards are
    dropped on the sequence (the player is not refused for the end)."""
    state = position("8d jk 3d 4d Qs 9c", [(0, "5d 6d 7d")], laid=[0])
    obs = state.observation(0)

    def dropped(cards: str, end: str) -> list[str]:
        held = [JOKER if x == "jk" else c(x) for x in cards.split()]
        return [str(x) for x in gestures.actions_for(obs, held, gestures.OnCombo(1, end))]

    assert dropped("jk", "below") == ["add #1 jk=4d .."]
    assert dropped("jk", "above") == ["add #1 .. jk=8d"]
    assert dropped("8d jk", "below") == ["add #1 jk=4d .. 8d"]  # the joker below, 8d above
    assert dropped("8d jk", "above") == ["add #1 .. 8d jk=9d"]
    assert dropped("4d jk", "below") == ["add #1 jk=3d 4d .."]  # both below, not 4d and 8d
    assert dropped("4d jk", "above") == ["add #1 4d .. jk=8d"]
    assert dropped("3d jk", "above") == dropped("3d jk", "below") == ["add #1 3d jk=4d .."]


def test_the_places_lit_for_a_dragged_card_are_where_it_may_go_RA_TURN_2() -> None:
    """A card that only goes above a sequence lights that end (not a series it does not
    fit), a joker both ends and the series; a card of a combination the player could lay
    lights the new combination's place; two copies of one card (two decks) are in no
    combination together and light nothing."""
    state = position("8d jk 7s 7s 7h 7c Qs", [(0, "5d 6d 7d"), (1, "Ks Kd Kh")], laid=[0])
    obs = state.observation(0)
    assert gestures.places_for(obs, [c("8d")]) == \
        [gestures.OnDiscard(), gestures.OnCombo(1, "above")]
    assert gestures.places_for(obs, [JOKER]) == [
        gestures.OnDiscard(), gestures.OnNew(), gestures.OnCombo(1, "below"),
        gestures.OnCombo(1, "above"), gestures.OnCombo(2, "series")]
    assert gestures.places_for(obs, [c("7s")]) == [gestures.OnDiscard(), gestures.OnNew()]
    assert gestures.places_for(obs, [c("7s"), c("7s")]) == []
    assert not gestures.building(obs, [c("7s"), c("7s")])
    assert gestures.building(obs, [c("7s"), c("7h")])


def test_a_joker_that_may_stand_for_two_cards_is_for_the_player_to_choose_RA_JOKER_1() -> None:
    state = position("7s 7h jk Qs", [(1, "2c 3c 4c")], laid=[0, 1], others=("9d 9h",))
    obs = state.observation(0)
    found = gestures.actions_for(obs, [c("7s"), c("7h"), JOKER], gestures.OnNew())
    assert sorted(str(x) for x in found) == ["lay 7s 7h jk=7c", "lay 7s 7h jk=7d"]


def test_a_real_card_dropped_on_a_joker_takes_it_RA_JOKER_3() -> None:
    state = position("6d 9c 9h Qs", [(1, "5d jk=6d 7d")], laid=[0], others=("2c 3c",))
    obs = state.observation(0)
    assert gestures.actions_for(obs, [c("6d")], gestures.OnCombo(1, "joker")) == \
        [a("swap #1 6d")]
    assert gestures.OnCombo(1, "joker") in gestures.places_for(obs, [c("6d")])


def test_a_drop_no_rule_allows_is_written_so_the_rules_say_why() -> None:
    state = position("9c Qs Ks", [(1, "6c 7c 8c")], others=("2d 3d",))
    obs = state.observation(0)
    assert gestures.actions_for(obs, [c("9c")], gestures.OnCombo(1, "above")) == []
    guess = gestures.plausible(obs, [c("9c")], gestures.OnCombo(1, "above"))
    with pytest.raises(Exception) as refused:
        state.check(guess)
    assert getattr(refused.value, "rule", "") == "RA-TURN-4"


@pytest.mark.parametrize(("hand", "rule"), [
    ("Kh Ah 2h", "RA-DECK-2"),  # the rules' own example: K A 2 is not a sequence
    ("Qh Kh Ah 2h 3h", "RA-DECK-2"),
    ("5d jk jk 8d", "RA-JOKER-2"),  # the rules' own example: one joker per combination
    ("7s 7h jk jk", "RA-JOKER-2"),
    ("Ah 5h Kh", "RA-MELD-3"),
])
def test_a_refused_lay_cites_the_rule_the_player_broke(hand: str, rule: str) -> None:
    """The cards a player lays are written as they meant them, so that the refusal names the
    rule they broke (K A 2 wraps round the ace; every joker is kept, not one of two)."""
    state = position(hand + " 9c", others=("2d 3d",))
    obs = state.observation(0)
    cards = [c(x) if x != "jk" else JOKER for x in hand.split()]
    assert gestures.actions_for(obs, cards, gestures.OnNew()) == []
    with pytest.raises(Exception) as refused:
        state.check(gestures.plausible(obs, cards, gestures.OnNew()))
    assert getattr(refused.value, "rule", "") == rule


@pytest.mark.parametrize(("held", "meant"), [
    ("7s 7h jk", "7s 7h jk=7d"),  # a joker in a series stands for a suit it lacks
    ("7s jk jk", "7s jk=7h jk=7d"),  # every joker kept, each for another suit
    ("5d jk 7d", "5d jk=6d 7d"),  # a sequence's gap
    ("jk 5d 6d", "5d 6d jk=7d"),  # else after the cards
    ("Qd Kd jk", "Qd Kd jk=Jd"),  # before them when nothing follows a K
    ("Kh Ah Qh", "Qh Kh Ah"),  # an ace after a king is high
    ("2h Ah 3h", "Ah 2h 3h"),  # else low
    ("Kh Ah 2h", "Kh Ah 2h"),  # round the corner, from the widest gap: RA-DECK-2 refuses it
    ("2h Qh Ah Kh 3h", "Qh Kh Ah 2h 3h"),
    ("jk jk", "jk=As jk=As"),
    ("Jd Qd jk", "Jd Qd jk=Kd"),
    ("2d jk jk jk jk", "jk=2s jk=2h 2d jk=2d jk=2c"),  # more jokers than suits lacking
    ("5d 6d jk 8d", "5d 6d jk=7d 8d"),  # the gap after the cards before it
    ("5s 5d jk 7d", "5s 5d jk=6d 7d"),  # a gap in one suit only
    ("5d jk jk 7d", "5d jk=6d 7d jk=8d"),
])
def test_cards_no_rule_allows_are_written_as_the_player_meant_them(held: str,
                                                                  meant: str) -> None:
    """What a refused drop is written as, so that the rules refuse what the player tried."""
    cards = [JOKER if x == "jk" else c(x) for x in held.split()]
    assert str(Lay(gestures.guess_tokens(cards))) == f"lay {meant}"


def test_a_refused_drop_on_a_combination_is_written_as_an_addition_there() -> None:
    """On a series the cards join it (a joker for the suit it lacks, also beside one that
    stands in); on a sequence, at the end they were dropped on."""
    state = position("jk 9c 3d Qs", [(1, "8c 8d 8h"), (1, "2s 2d jk=2h"), (1, "5d 6d 7d"),
                                      (1, "Ah Ad jk=As")], laid=[0], others=("2d 3d",))
    obs = state.observation(0)

    def written(cards: list[int], combo: int, end: str) -> str:
        return str(gestures.plausible(obs, cards, gestures.OnCombo(combo, end)))

    assert written([JOKER], 1, "series") == "add #1 jk=8s"
    assert written([JOKER], 2, "series") == "add #2 jk=2c"
    assert written([JOKER], 4, "series") == "add #4 jk=Ac"
    assert written([c("9c")], 1, "series") == "add #1 9c"
    assert written([c("3d")], 3, "below") == "add #3 3d .."
    assert written([c("9c")], 3, "above") == "add #3 .. 9c"


def test_a_chooser_shows_the_combination_each_way_leaves_RA_JOKER_1() -> None:
    """Where the player chooses between ways (a joker's card, a sequence's end), each is
    shown as the whole combination it would leave on the table."""
    state = position("jk 4d Qs 6d 8s 8c", [(1, "8c 8d 8h"), (1, "5d jk=6d 7d"),
                                           (1, "9s 10s Js")], laid=[0], others=("2d 3d",))
    obs = state.observation(0)

    def left(action: str) -> str:
        return " ".join(str(Lay(gestures.result_of(obs, a(action)))).split()[1:])

    assert left("add #1 jk=8s") == "jk=8s 8h 8d 8c"
    assert left("add #3 jk=7s 8s ..") == "jk=7s 8s 9s 10s Js"
    assert left("add #3 .. Qs jk=Ks") == "9s 10s Js Qs jk=Ks"
    assert left("add #3 8s .. jk=Qs") == "8s 9s 10s Js jk=Qs"
    assert left("swap #2 6d") == "5d 6d 7d"
    assert left("lay 8s jk=8h 8c") == "8s jk=8h 8c"
    assert gestures.result_of(obs, a("discard 8s")) == ()


def test_a_lone_joker_clicked_onto_a_full_series_is_refused_not_a_crash() -> None:
    """Found by the monkey: a joker alone onto a series of four (nothing real to guess from)
    is worded as an addition the rules then refuse, with their reason."""
    state = position("jk 9c Qs", [(1, "8c 8d 8h 8s")], laid=[0], others=("2d 3d",))
    obs = state.observation(0)
    guess = gestures.plausible(obs, [JOKER], gestures.OnCombo(1, "any"))
    with pytest.raises(Exception) as refused:
        state.check(guess)
    assert getattr(refused.value, "rule", "").startswith("RA-")


# --- the table --------------------------------------------------------------------------------


class Suggests(Safe):
    """A hint's bot that suggests ``action``."""

    def __init__(self, action: str) -> None:
        self.action = a(action)

    def choose(self, obs: Observation) -> Action:
        return self.action


@pytest.mark.parametrize(("suggested", "cards", "place"), [
    ("swap #1 6d", ["6d"], "combination"),
    ("discard Qs", ["Qs"], "discard"),
    ("add #1 .. 8d", ["8d"], "combination"),
    ("draw", [], "stock"),
    ("take", [], "discard"),
])
def test_a_hint_marks_its_cards_in_hand_and_where_they_go(
        app: App, suggested: str, cards: list[str], place: str) -> None:
    """H: the suggested move's cards in the person's hand and the pile or combination it
    plays them to are marked, and no other card (one Q♠ of the two decks' two)."""
    begin = {"phase": Phase.DRAW, "discard": "9s"} if suggested in ("draw", "take") else {}
    state = position("6d 8d 9c 9h Qs Qs", [(1, "5d jk=6d 7d")], laid=[0], others=("2c 3c",),
                     **begin)
    bots = {1: Safe()}
    scene = RamiTable(app, RamiSession(PositionMatch(state, 500), bots,
                                       hint_bot=Suggests(suggested)))
    app.switch(scene)
    settle(app, scene)
    assert scene.lay is not None and scene.scenery is not None
    target = {"combination": scene.scenery.combos[1].rect, "discard": scene.lay.discard,
              "stock": scene.lay.stock}[place]

    def marked(rect: pygame.Rect) -> bool:  # the glow at the card's left edge, half-way down
        return any_pixel_near(app, pygame.Rect(rect.left - 6, rect.centery - 10, 9, 20), BLUE)

    hand = [(name, hand_rect(scene, c(name), copy)) for name, copy in
            (("6d", 0), ("8d", 0), ("9c", 0), ("9h", 0), ("Qs", 0), ("Qs", 1))]
    assert not any(marked(rect) for _, rect in [*hand, ("", target)])
    key(app, pygame.K_h)
    run_until(app, lambda: scene.session.hint is not None)
    app.step()
    hint = scene.session.hint
    assert hint is not None and str(hint.action) == suggested
    assert [name for name, rect in hand if marked(rect)] == cards
    assert marked(target)


def test_dragging_a_card_onto_the_end_of_a_sequence_adds_it_and_undo_takes_it_back(
        app: App) -> None:
    scene = open_rami(app, position("4d 9h Qs Ks", [(0, "5d 6d 7d 8d")], laid=[0],
                                    others=("2c 3c 4c",)))
    assert scene.scenery is not None
    box = scene.scenery.combos[1]
    drag(app, grip(hand_rect(scene, c("4d"))), box.rects[0].center)
    settle(app, scene)
    assert scene.obs.combination(1).text() == "4d 5d 6d 7d 8d"
    assert c("4d") not in scene.obs.hand
    assert scene.session.can_undo()
    click(app, scene.buttons.buttons["undo"].rect.center)
    settle(app, scene)
    assert scene.obs.combination(1).text() == "5d 6d 7d 8d"
    assert c("4d") in scene.obs.hand


def test_a_card_dragged_onto_another_player_s_combination_is_added_RA_TURN_4(
        app: App) -> None:
    """Issue 23: once laid, a player adds to **anyone's** combination."""
    scene = open_rami(app, position("9c Qs Ks", [(0, "2h 3h 4h"), (1, "6c 7c 8c")],
                                    laid=[0, 1], others=("2d 3d",)))
    assert scene.scenery is not None
    drag(app, grip(hand_rect(scene, c("9c"))), scene.scenery.combos[2].rects[-1].center)
    settle(app, scene)
    assert scene.obs.combination(2).text() == "6c 7c 8c 9c"
    assert c("9c") not in scene.obs.hand


def test_a_refused_drop_says_why_with_the_rule_and_changes_nothing_RA_TURN_4(app: App) -> None:
    state = position("9c Qs Ks", [(1, "6c 7c 8c")], others=("2d 3d",))
    scene = open_rami(app, state)
    before = str(scene.obs)
    assert scene.scenery is not None
    drag(app, grip(hand_rect(scene, c("9c"))), scene.scenery.combos[1].rects[-1].center)
    settle(app, scene)
    assert scene.message is not None and scene.message.rule == "RA-TURN-4"
    assert "add" in scene.message.text
    assert str(scene.obs) == before


def test_a_refused_drop_flies_back_to_the_hand(tmp_path: Path) -> None:
    """Issue 23: a refused drop flies back (and says why, above)."""
    app = make_app(tmp_path, animation_speed="normal")
    scene = open_rami(app, position("9c Qs Ks", [(1, "6c 7c 8c")], others=("2d 3d",)))
    assert scene.scenery is not None
    home = hand_rect(scene, c("9c"))
    drag(app, grip(home), scene.scenery.combos[1].rects[-1].center)
    assert scene.message is not None and scene.message.rule == "RA-TURN-4"
    sprite = scene.scenery.sprite(HandCard(c("9c")))
    assert sprite is not None
    flight = scene.stage.animator.get(sprite.spot)
    assert flight is not None and flight.end == home  # on its way back
    settle(app, scene)
    assert hand_rect(scene, c("9c")) == home and c("9c") in scene.obs.hand


@pytest.mark.parametrize(("hand", "table", "card", "place", "attempt", "rule"), [
    ("9c Qs Ks", "6c 7c 8c", "9c", "end", "add", "RA-TURN-4"),  # not laid yet
    ("9c Qs Ks", "8c 8d 8h", "9c", "middle", "add", "RA-TURN-4"),  # a series
    ("9c Qs Ks", "5d jk=6d 7d", "9c", "joker", "swap", "RA-TURN-4"),
    ("Ah 5h Kh 9c", "", "Ah 5h Kh", "mine", "lay", "RA-MELD-3"),
])
def test_a_refused_drop_says_what_was_tried_and_why(
        app: App, hand: str, table: str, card: str, place: str, attempt: str,
        rule: str) -> None:
    """The refusal's first words say what the drop tried (add, swap, lay); the rest is the
    rules' reason, with its id."""
    combos = [(1, table)] if table else []
    scene = open_rami(app, position(hand, combos, others=("2d 3d",)))
    assert scene.scenery is not None and scene.lay is not None
    cards = [c(x) for x in card.split()]
    for picked in cards[1:]:
        click(app, grip(hand_rect(scene, picked)))
    if place == "mine":
        where = scene.lay.zones[0].melds.center
    else:
        box = scene.scenery.combos[1]
        joker = box.joker_rect()
        where = joker.center if place == "joker" and joker is not None else \
            box.rects[-1].center if place == "end" else box.rect.center
    drag(app, grip(hand_rect(scene, cards[0])), where)
    assert scene.message is not None and scene.message.rule == rule
    assert message_text(scene).startswith(tr(f"sixseq.refused.{attempt}"))
    assert scene.session.state.actions == ()


def test_a_refused_discard_says_so_RA_TURN_1(app: App) -> None:
    scene = open_rami(app, position("9h 9d Qs 2c", phase=Phase.DRAW, discard="9s",
                                    others=("5d 6d 7s",)))
    assert scene.lay is not None
    click(app, scene.lay.discard.center)
    settle(app, scene)
    drag(app, grip(hand_rect(scene, c("Qs"))), scene.lay.discard.center)
    assert scene.message is not None and scene.message.rule == "RA-TURN-1"
    assert message_text(scene).startswith(tr("sixseq.refused.discard"))


@pytest.mark.parametrize("drop", ["stock off the hand", "on the felt", "building", "chooser"])
def test_a_drop_that_plays_nothing_flies_home(tmp_path: Path, drop: str) -> None:
    """Cards let go where they play nothing (the stock away from the hand, a card on bare
    felt, a card kept picked for a combination, a joker whose card is to be chosen) fly back
    to where they were, as a refused one does."""
    app = make_app(tmp_path, animation_speed="normal")
    begin = {"phase": Phase.DRAW} if drop == "stock off the hand" else {}
    scene = open_rami(app, position("7s 7h jk Qs", others=("9d 9h 2c",), **begin))
    assert scene.lay is not None and scene.scenery is not None
    zone = scene.lay.zones[0].melds.center
    if drop == "chooser":
        for card in ("7s", "7h"):
            click(app, grip(hand_rect(scene, c(card))))
    card = HandCard(JOKER if drop == "chooser" else c("7s"))

    def spot() -> int:  # the stock's top card, or the card's place in the hand
        assert scene.scenery is not None
        if drop == "stock off the hand":
            return scene.scenery.stock[-1]
        sprite = scene.scenery.sprite(card)
        assert sprite is not None
        return sprite.spot

    home = pygame.Rect(scene.scenery.spots[spot()].rect)
    felt = (scene.lay.discard.right + 40, scene.lay.discard.bottom + 10)
    end = {"stock off the hand": scene.lay.discard.center, "on the felt": felt}.get(drop, zone)
    drag(app, grip(home), end)
    assert scene.session.state.actions == ()
    assert bool(scene.chooser) == (drop == "chooser")
    flight = scene.stage.animator.get(spot())
    assert flight is not None and flight.end.left == home.left, flight  # on its way back


def test_the_discard_lights_only_when_it_can_be_used_RA_TURN_1(app: App) -> None:
    """The same 9♠ on the discard: lit for a hand with two nines, shaded for one that could
    not lay it this turn, and then it offers no place to drop it."""

    def discard_brightness(scene: RamiTable) -> float:
        assert scene.lay is not None
        scene.forget_still_layer()
        app.step()
        area = scene.lay.discard
        pixels = [app.screen.get_at((x, y)) for x in range(area.left, area.right, 3)
                  for y in range(area.top, area.bottom, 3)]
        return sum(p.r + p.g + p.b for p in pixels) / len(pixels)

    usable = open_rami(app, position("9h 9d Qs", [(1, "2c 3c 4c")], phase=Phase.DRAW,
                                     discard="9s", others=("5d 6d",)))
    assert usable.drop_targets(usable.grab_at(usable.lay.discard.center)[0])  # type: ignore
    lit = discard_brightness(usable)
    useless = open_rami(app, position("2h 9d Qs", [(1, "2c 3c 4c")], phase=Phase.DRAW,
                                      discard="9s", others=("5d 6d",)))
    assert useless.lay is not None
    assert discard_brightness(useless) < 0.85 * lit
    grab = useless.grab_at(useless.lay.discard.center)
    assert grab is not None and isinstance(grab[0].item, DiscardTop)
    assert useless.drop_targets(grab[0]) == []


def test_taking_the_discard_and_laying_it_by_drag_and_drop_RA_TURN_1(app: App) -> None:
    scene = open_rami(app, position("9h 9d Qs 2c", phase=Phase.DRAW, discard="9s",
                                    others=("5d 6d 7s",)))
    assert scene.lay is not None
    drag(app, scene.lay.discard.center, scene.lay.hand.center)
    settle(app, scene)
    assert c("9s") in scene.obs.hand and scene.obs.pending == c("9s")
    for card in ("9h", "9d"):
        click(app, grip(hand_rect(scene, c(card))))
    drag(app, grip(hand_rect(scene, c("9s"))), scene.lay.zones[0].melds.center)
    settle(app, scene)
    assert [combo.text() for combo in scene.obs.combinations] == ["9s 9h 9d"]
    assert scene.obs.pending is None


def test_drawing_by_dragging_the_stock_and_discarding_by_dragging_a_card_RA_TURN_3(
        app: App) -> None:
    """Issue 23's drag and drop: the stock dragged to the hand draws its top card; a card
    dragged onto the discard pile ends the turn."""
    scene = open_rami(app, position("2s 5h 9c Kd", phase=Phase.DRAW, discard="7c",
                                    stock="Qh", others=("3d 4d 8s",)))
    assert scene.lay is not None
    drag(app, scene.lay.stock.center, scene.lay.hand.center)
    settle(app, scene)
    assert scene.obs.phase == Phase.PLAY and c("Qh") in scene.obs.hand
    drag(app, grip(hand_rect(scene, c("Kd"))), scene.lay.discard.center)
    run_until(app, lambda: len(scene.session.state.actions) >= 3)
    history = [str(action) for _, action in scene.session.state.history()]
    assert history[:2] == ["draw", "discard Kd"]


def test_a_click_on_the_discard_pile_takes_it_and_the_stock_let_go_elsewhere_draws_nothing(
        app: App) -> None:
    """The piles by click as by drag (RA-TURN-1); the stock dragged and dropped anywhere but
    the hand goes back, and the turn is still to be begun."""
    scene = open_rami(app, position("9h 9d Qs 2c", phase=Phase.DRAW, discard="9s",
                                    others=("5d 6d 7s",)))
    assert scene.lay is not None
    drag(app, scene.lay.stock.center, scene.lay.discard.center)
    settle(app, scene)
    assert scene.obs.phase == Phase.DRAW and scene.session.state.actions == ()
    click(app, scene.lay.discard.center)
    settle(app, scene)
    assert [str(x) for _, x in scene.session.state.history()] == ["take"]
    assert scene.obs.pending == c("9s")


def test_a_double_click_adds_a_card_where_it_goes_or_says_it_has_no_use_RA_TURN_4(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = open_rami(app, position("8d 9c Qs", [(1, "5d 6d 7d")], laid=[0],
                                    others=("2c 3c",)))
    played: list[str] = []
    monkeypatch.setattr(app.sounds, "play", played.append)
    for card in ("Qs", "8d"):
        spot = grip(hand_rect(scene, c(card)))
        click(app, spot)
        click(app, spot)
        settle(app, scene)
        if card == "Qs":  # nothing takes it: the table says so and plays nothing
            assert "Q♠" in message_text(scene) and scene.session.state.actions == ()
            assert played == ["invalid"]
    assert [str(x) for _, x in scene.session.state.history()] == ["add #1 .. 8d"]
    assert not scene.hand.selection


def test_a_card_dropped_on_a_series_is_added_to_it_RA_TURN_4(app: App) -> None:
    scene = open_rami(app, position("8s 9c Qs", [(1, "8c 8d 8h")], laid=[0],
                                    others=("2c 3c",)))
    assert scene.scenery is not None
    drag(app, grip(hand_rect(scene, c("8s"))), scene.scenery.combos[1].rect.center)
    settle(app, scene)
    assert [str(x) for _, x in scene.session.state.history()] == ["add #1 8s"]


def test_a_picked_card_clicked_onto_a_joker_s_combination_takes_the_joker_RA_JOKER_3(
        app: App) -> None:
    scene = open_rami(app, position("6d 9c 9h Qs", [(1, "5d jk=6d 7d")], laid=[0],
                                    others=("2c 3c",)))
    assert scene.scenery is not None
    click(app, grip(hand_rect(scene, c("6d"))))
    click(app, scene.scenery.combos[1].rect.midtop)
    settle(app, scene)
    assert [str(x) for _, x in scene.session.state.history()] == ["swap #1 6d"]


def test_cards_dropped_one_by_one_on_the_player_s_place_build_a_combination_RA_TURN_2(
        app: App) -> None:
    """A card that is only part of a combination stays picked (one copy of the two decks'
    two), and the table says so; the next dropped beside it joins it, and the third lays all
    three."""
    scene = open_rami(app, position("7s 7h 7c 7s Qs 2d", others=("2c 3c",)))
    assert scene.lay is not None
    zone = scene.lay.zones[0].melds.center
    for count, card in enumerate(("7s", "7h", "7c"), start=1):
        if count < 3:
            drag(app, grip(hand_rect(scene, c(card))), zone)
            settle(app, scene)
            assert sorted(i.card for i in scene.hand.selection) == \
                sorted(c(x) for x in ("7s", "7h", "7c")[:count])
            assert message_text(scene).startswith("Picked for a new combination")
            assert scene.session.state.actions == ()
        else:
            drag(app, grip(hand_rect(scene, c(card))), zone)
            settle(app, scene)
    assert [combo.text() for combo in scene.obs.combinations] == ["7s 7h 7c"]
    assert not scene.hand.selection


def test_a_card_dropped_back_in_the_hand_plays_nothing(app: App) -> None:
    scene = open_rami(app, position("2s 5h 9c Kd", others=("3d 4d 8s",)))
    start = hand_rect(scene, c("2s"))
    drag(app, grip(start), (hand_rect(scene, c("9c")).centerx, start.centery))
    settle(app, scene)
    assert scene.session.state.actions == () and scene.message is None


def test_laying_a_joker_asks_what_it_stands_for_and_the_keyboard_chooses_RA_JOKER_1(
        app: App) -> None:
    scene = open_rami(app, position("7s 7h jk Qs", others=("9d 9h 2c",)))
    for card in ("7s", "7h"):
        click(app, grip(hand_rect(scene, c(card))))
    click(app, grip(hand_rect(scene, JOKER)))
    click(app, scene.buttons.buttons["lay"].rect.center)
    assert len(scene.chooser) == 2
    assert scene.lay is not None
    click(app, scene.lay.stock.center)  # a click beside the ways closes it, playing nothing
    assert not scene.chooser and scene.session.state.actions == ()
    click(app, scene.buttons.buttons["lay"].rect.center)
    assert len(scene.chooser) == 2
    key(app, pygame.K_DOWN)
    chosen = scene.chooser[1]
    key(app, pygame.K_RETURN)
    settle(app, scene)
    assert scene.obs.combinations[0].tokens() == chosen.tokens  # type: ignore[union-attr]
    assert not scene.chooser  # closed once chosen


def test_a_whole_turn_by_keyboard(app: App) -> None:
    """Draw from the stock, pick a card up with Space, drop it on the discard pile: the turn
    passes, without a mouse."""
    scene = open_rami(app, position("2s 5h 9c Kd", phase=Phase.DRAW, discard="7c",
                                    stock="Qh", others=("3d 4d 8s",)))
    focus_on(app, scene, StockPile())
    key(app, pygame.K_RETURN)
    run_until(app, lambda: scene.obs.phase == Phase.PLAY)
    assert c("Qh") in scene.obs.hand
    focus_on(app, scene, HandCard(c("Kd")))
    key(app, pygame.K_SPACE)
    assert scene.picked is not None
    focus_on(app, scene, gestures.OnDiscard())
    key(app, pygame.K_SPACE)
    run_until(app, lambda: len(scene.session.state.actions) >= 3)
    history = [str(action) for _, action in scene.session.state.history()]
    assert history[:2] == ["draw", "discard Kd"]


def test_undo_stops_at_a_card_drawn_from_the_stock(app: App) -> None:
    scene = open_rami(app, position("2s 3s 4s 9c", phase=Phase.DRAW, stock="Qh",
                                    others=("3d 4d 8s",)))
    scene.play(Draw())
    settle(app, scene)
    assert not scene.session.can_undo()  # the drawn card was seen
    for card in ("2s", "3s", "4s"):
        click(app, grip(hand_rect(scene, c(card))))
    click(app, scene.buttons.buttons["lay"].rect.center)
    settle(app, scene)
    assert scene.session.can_undo()
    scene.undo()
    assert not scene.session.can_undo() and c("Qh") in scene.obs.hand


def test_going_out_opens_the_round_sheet_and_the_next_round_follows_RA_SCORE(
        app: App) -> None:
    scene = open_rami(app, position("5c 6c 7c Kh", [(1, "2d 3d 4d")],
                                    others=("Qs Qh jk 9d",), laid=[0, 1]))
    scene.play(a("lay 5c 6c 7c"))
    scene.play(Discard(c("Kh")))
    run_until(app, lambda: scene.sheet_open)
    score = scene.rami.rami.results[-1]
    assert score.winner == 0 and score.points == (0, 49)  # Q 10, Q 10, joker 20, 9 (RA-SCORE-1)
    assert scene.buttons.buttons["next"].visible
    click(app, scene.buttons.buttons["next"].rect.center)
    settle(app, scene)
    assert scene.rami.rami.round_number == 2 and not scene.sheet_open


def sheet_words(scene: RamiTable, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The words the round sheet writes (and nothing else the table draws)."""
    from shell_harness import drawn_words

    from sixseq.games.rami.view.scoreboard import draw_scores

    assert scene.sheet_open and scene.lay is not None
    with drawn_words(monkeypatch) as seen:
        draw_scores(pygame.Surface(scene.lay.size), scene.lay, scene.rami.rami)
    return seen


def test_the_round_sheet_shows_every_hand_its_points_the_totals_and_the_limit_RA_SCORE(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 23's round sheet: who went out, each player's hand and its points — 100, and
    why, for a player who never laid (RA-SCORE-2) —, the match totals and the limit."""
    app = make_app(tmp_path)
    state = position("5c 6c 7c Kh", [(2, "2d 3d 4d")], config=replace(FOUR, seats=3),
                     others=("Qs 9d", "8h 3s"), laid=[0, 2])
    scene = open_rami(app, state, limit=1000)
    scene.play(a("lay 5c 6c 7c"))
    scene.play(Discard(c("Kh")))
    run_until(app, lambda: scene.sheet_open)
    seen = sheet_words(scene, monkeypatch)
    assert tr("rami.table.score.title", round=1) in seen and "You went out" in seen
    assert "never laid: 100 (the hand counts 19)" in seen  # Q♠ 10 + 9♦ 9, not counted
    assert {"Q♠", "9♦", "8♥", "3♠"} <= set(seen)  # the hands left
    assert seen.count("100") == 2 and seen.count("11") == 2  # the round's and the totals
    assert "The match ends when a total reaches 1000: the lowest total wins" in seen
    each_row_reads_its_own_seat(scene)


def each_row_reads_its_own_seat(scene: RamiTable) -> None:
    """On the sheet, each player's row: their name, then (right-aligned, on the same line)
    their points this round and their match total; the one who went out says so there, in
    the winners' green."""
    from sixseq.games.rami.view.describe import seat_name
    from sixseq.games.rami.view.scoreboard import draw_scores
    from sixseq.ui.palette import SHEET_WIN

    assert scene.lay is not None
    calls: list[tuple[str, tuple[int, int, int], pygame.Rect]] = []
    draw = text.draw

    def spy(screen: pygame.Surface, words: str, px: int, colour: tuple[int, int, int],
            *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = draw(screen, words, px, colour, *args, **kwargs)
        calls.append((words, tuple(colour[:3]), rect))
        return rect

    match = scene.rami.rami
    score = match.results[-1]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(text, "draw", spy)
        draw_scores(pygame.Surface(scene.lay.size), scene.lay, match)
    for seat, total in enumerate(match.totals()):
        name = next((r, ink) for w, ink, r in calls if w == seat_name(seat))
        row = [(w, ink) for w, ink, r in sorted(calls, key=lambda c: c[2].left)
               if r.centery == name[0].centery and r.left > name[0].left]
        words = [w for w, _ in row]
        assert words[-2:] == [str(score.points[seat]), str(total)], (seat, words)
        went_out = seat == score.winner
        assert (tr("rami.table.score.went_out") in words) == went_out, (seat, words)
        assert (name[1] == SHEET_WIN) == went_out, (seat, name)


def test_a_rami_sec_sheet_says_so_with_200_for_everyone_else_RA_SCORE_3(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path)
    scene = open_rami(app, position("5c 6c 7c 8c", others=("Qs Qh jk 9d 2h",)))
    scene.play(a("lay 5c 6c 7c 8c"))
    run_until(app, lambda: scene.sheet_open)
    seen = sheet_words(scene, monkeypatch)
    assert "Rami sec! You went out before anyone else laid: 200 points each" in seen
    assert any(w.startswith("Rami sec: 200") for w in seen) and "200" in seen


def test_the_stock_shows_its_count_and_the_history_button_the_whole_discard_pile(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 23's table: "the stock with its count, the discard pile with its history" (the
    whole pile, oldest first, is public: RA-TURN-3)."""
    from sixseq.ui.table import panels

    scene = open_rami(app, position("5c 6c 7c Kh", discard="2d 9s Qh", others=("Qs Qd",),
                                    phase=Phase.DRAW))
    counts: list[int] = []
    piles: list[list[int]] = []
    badge, history = panels.count_badge, panels.discard_history

    def spy_badge(screen: pygame.Surface, centre: tuple[int, int], count: int,
                  *args: int) -> None:
        counts.append(count)
        badge(screen, centre, count, *args)

    def spy_history(screen: pygame.Surface, painter: object, pile: list[int],
                    *args: object) -> None:
        piles.append(list(pile))
        history(screen, painter, pile, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(panels, "count_badge", spy_badge)
    monkeypatch.setattr(panels, "discard_history", spy_history)
    scene.forget_still_layer()
    app.invalidate()
    app.step()
    assert scene.obs.stock_count == 108 - 9  # every card not in a hand or the pile
    assert scene.obs.stock_count in counts and piles == []
    click(app, scene.buttons.buttons["history"].rect.center)
    assert piles and piles[-1] == [c("2d"), c("9s"), c("Qh")]


def test_the_round_is_written_to_the_statistics_with_a_rami_sec(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    state = position("5c 6c 7c 8c", others=("Qs Qh jk 9d 2h",))
    match = PositionMatch(state)
    session = RamiSession(match, {1: Safe()}, hint_bot=Safe())
    scene = RamiTable(app, session)
    session.on_round_end = lambda _: GAME.record_round(app, session)
    app.switch(scene)
    settle(app, scene)
    scene.play(a("lay 5c 6c 7c 8c"))  # out at once, the other never laid: Rami sec
    stats, notice = load_match_stats(app.paths, "rami")
    assert notice is None and len(stats.rounds) == 1
    row = stats.rounds[0]
    assert row.feats == ("rami_sec",) and row.won and row.points_are_bad
    assert row.best_other == 200


def test_old_statistics_rows_without_feats_still_read(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    path = match_stats_path(app.paths, "rami")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "kind": "rami-stats", "matches": [], "rounds": [
        {"seats": 2, "teams": False, "levels": ["easy"], "score": 10, "best_other": 30,
         "finished_at": "", "points_are_bad": True}]}))
    stats, notice = load_match_stats(app.paths, "rami")
    assert notice is None and stats.rounds[0].feats == ()


def test_a_new_game_is_saved_after_every_turn_and_continues_where_it_was(
        tmp_path: Path) -> None:
    """Nothing asks for a save here: the table writes one after each turn (the person's
    and each computer's), so the file on disk holds every move up to the person's turn."""
    app = make_app(tmp_path)
    options = GAME.clean_options({"seats": 3, "levels": ["easy", "easy"], "open51": True,
                                  "limit": 1000})
    scene = GAME.new_table(app, options)
    assert isinstance(scene, RamiTable)
    app.switch(scene)
    settle(app, scene)
    scene.play(Draw())
    settle(app, scene)
    scene.play(next(x for x in scene.session.legal() if isinstance(x, Discard)))
    settle(app, scene)
    assert len(scene.session.state.actions) >= 6  # the person's turn and two computers'
    saved, notice = GAME.load(app.paths)
    assert notice is None and saved is not None
    assert saved.match.config.open51 and saved.match.limit == 1000
    assert saved.levels == ("easy", "easy")
    assert [str(x) for x in saved.match.round.actions] == \
        [str(x) for x in scene.session.state.actions]
    resumed = GAME.resume(app, saved)
    assert isinstance(resumed, RamiTable) and resumed.config.seats == 3
    key_, values = GAME.continue_label(saved)
    assert key_ == "rami.menu.continue" and values["limit"] == "1000"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_stock_running_out_is_told_and_the_third_time_warns_of_the_last_turn_RA_STOCK(
        app: App, language: str) -> None:
    """RA-STOCK-1: the draw that empties the stock says in the log that the discard pile
    becomes the new stock at the end of the turn, and how many times of three it has run out;
    RA-STOCK-2: the third time, the log and the person's status say the round ends with this
    turn."""
    configure(language)
    try:
        scene = open_rami(app, position("2c 5d 9h Kh", others=("3s 7d Jc Qd",), stock="4h",
                                        stock_size=1, stock_runs=1, discard="Ac 8c",
                                        phase=Phase.DRAW, laid=(1,)))
        scene.play(Draw())
        settle(app, scene)
        assert scene.movelog.texts()[-1] == tr(
            "rami.table.stock.empty", line=tr("rami.table.log", who=tr("rami.table.me"),
                                              what=tr("rami.table.you.draw")),
            runs=2, limit=3)
        assert ("2 of 3" if language == "en" else "2 sur 3") in scene.movelog.texts()[-1]
        assert scene.status_text() != tr("rami.table.status.last_turn")
        scene = open_rami(app, position("2c 5d 9h Kh", others=("3s 7d Jc Qd",), stock="4h",
                                        stock_size=1, stock_runs=2, discard="Ac 8c",
                                        phase=Phase.DRAW, laid=(1,)))
        scene.play(Draw())
        settle(app, scene)
        assert ("third time" if language == "en" else "troisième fois") in \
            scene.movelog.texts()[-1]
        assert scene.status_text() == tr("rami.table.status.last_turn")
        scene.play(Discard(c("2c")))
        assert scene.session.is_over()
    finally:
        configure("en")


def test_while_the_cards_are_dealt_the_status_says_so_then_what_to_do(tmp_path: Path) -> None:
    """A new round's status line named the discard's top card ("take the 7♦ to use it at
    once") while the cards were still flying and the pile stood empty: it says the cards are
    being dealt until the last one lands, then what the person does."""
    app = make_app(tmp_path, animation_speed="normal")
    scene = GAME.new_table(app, GAME.clean_options({"seats": 2, "levels": ["easy"]}))
    assert isinstance(scene, RamiTable)
    app.switch(scene)
    app.step()
    assert scene.stage.busy and scene.words.status_lines()[1] == [tr("sixseq.table.dealing")]
    run_until(app, lambda: not scene.stage.busy)
    app.step()
    assert not scene.dealing
    assert " ".join(scene.words.status_lines()[1]) == scene.status_text() != \
        tr("sixseq.table.dealing")


def test_a_continued_game_shows_its_move_log(tmp_path: Path) -> None:
    """Save and quit, then Continue: the move log holds the round's moves so far, worded as
    the table that was left worded them (it opened empty, the round's history lost)."""
    app = make_app(tmp_path)
    scene = GAME.new_table(app, GAME.clean_options({"seats": 3, "levels": ["easy", "easy"]}))
    assert isinstance(scene, RamiTable)
    app.switch(scene)
    settle(app, scene)
    for _ in range(2):  # two turns: draw, discard, and the computers' turns
        scene.play(Draw())
        settle(app, scene)
        scene.play(next(x for x in scene.session.legal() if isinstance(x, Discard)))
        settle(app, scene)
    shown = scene.movelog.texts()
    assert len(shown) > 6
    SameLogAfterContinue(app, GAME, scene)(settle)


def test_a_bad_save_is_set_aside_with_one_sentence(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    path = saves.save_path(app.paths, "rami")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "kind": "rami-match", "seed": 1, "seats": 9}')
    saved, notice = GAME.load(app.paths)
    assert saved is None and notice


def test_new_game_options_every_computer_level_51_to_open_and_the_limit() -> None:
    options = GAME.clean_options({"seats": 6, "levels": ["hard"] * 5, "limit": 1000,
                                  "open51": True})
    rows = GAME.option_rows(options)
    assert [r.name for r in rows] == ["seats", *(f"levels.{i}" for i in range(5)), "open51",
                                      "limit"]
    assert len(GAME.option_rows(GAME.clean_options({"seats": 2}))) == 4
    bad = GAME.clean_options({"seats": 9, "levels": "x", "limit": 7, "open51": "yes"})
    assert bad == GAME.default_options()


def test_the_showcase_is_the_person_to_move_with_jokers_on_the_table(app: App) -> None:
    scene = GAME.showcase(app)
    assert isinstance(scene, RamiTable)
    app.switch(scene)
    app.step()
    obs = scene.obs
    assert obs.to_move == 0 and obs.phase == Phase.PLAY
    assert sum(combo.standin() is not None for combo in obs.combinations) == 2
    # A position set up by hand has no history to count the hands from: the rest must hold.
    assert [p for p in GAME.check(scene) if "history says" not in p] == []
    assert not saves.save_path(app.paths, "rami").exists()


def test_a_four_seat_game_plays_to_the_sheet_with_computer_players(app: App) -> None:
    """Three computer players and the person discarding each turn: the round runs to its end
    (someone goes out, or the stock runs out) with the invariants kept."""
    state = GameState(FOUR, seed=5)
    scene = open_rami(app, state)
    for _ in range(200):
        if scene.session.is_over():
            break
        obs = scene.obs
        scene.play(safe_action(obs))
        settle(app, scene)
        assert GAME.check(scene) == []
    run_until(app, lambda: scene.sheet_open)
    assert scene.rami.rami.results[-1].winner is None  # no one lays: the stock ran out thrice


def test_the_move_log_says_every_action_with_its_cards(app: App) -> None:
    scene = open_rami(app, position("2s 3s 4s 9c Kd", [(1, "5h 6h 7h")], phase=Phase.DRAW,
                                    discard="8h", stock="Qh", laid=[1],
                                    others=("3d 4d 8s 9s",)))
    scene.play(a("draw"))
    scene.play(a("lay 2s 3s 4s"))
    scene.play(a("discard Kd"))
    settle(app, scene)
    lines = scene.movelog.texts()
    assert lines[:3] == ["You draw from the stock", "You lay 2♠ 3♠ 4♠", "You discard K♦"]
    assert any(line.startswith("Alice ") for line in lines[3:])  # the computer player's turn


def test_switching_the_language_rewords_the_table_at_once(app: App) -> None:
    scene = open_rami(app, position("2s 3s 4s 9c Kd", phase=Phase.DRAW, others=("3d 4d",)))
    assert scene.status_text().startswith("Your turn")
    app.change_settings(replace(app.settings, language="fr"))
    app.step()
    assert scene.status_text().startswith("À vous")
    from shell_harness import label_of

    assert label_of(scene.buttons.buttons["lay"]) == "Poser la sélection"


def test_the_keyboard_adds_picked_cards_to_a_combination_and_lays_new_ones(app: App) -> None:
    scene = open_rami(app, position("4d 9h 9d 9c Qs", [(0, "5d 6d 7d")], laid=[0],
                                    others=("2c 3c 4c",)))
    focus_on(app, scene, HandCard(c("4d")))
    key(app, pygame.K_RETURN)  # picks it
    assert scene.hand.selection == [HandCard(c("4d"))]
    focus_on(app, scene, ComboItem(1))
    key(app, pygame.K_RETURN)  # adds the picked card to the combination
    settle(app, scene)
    assert scene.obs.combination(1).text() == "4d 5d 6d 7d"
    for card in ("9h", "9d", "9c"):
        focus_on(app, scene, HandCard(c(card)))
        key(app, pygame.K_RETURN)
    focus_on(app, scene, "new")
    key(app, pygame.K_SPACE)  # on the new-combination place: lays the picked cards
    settle(app, scene)
    assert [combo.text() for combo in scene.obs.combinations][-1] == "9h 9d 9c"


def test_ending_the_turn_with_the_taken_card_in_hand_is_refused_RA_TURN_1(app: App) -> None:
    scene = open_rami(app, position("9h 9d Qs 2c", phase=Phase.DRAW, discard="9s",
                                    others=("5d 6d 7s",)))
    scene.play(a("take"))
    assert scene.lay is not None
    before = str(scene.obs)
    drag(app, grip(hand_rect(scene, c("Qs"))), scene.lay.discard.center)
    settle(app, scene)
    assert scene.message is not None and scene.message.rule == "RA-TURN-1"
    assert str(scene.obs) == before
    assert scene.session.can_undo()  # the take showed nothing hidden: it may be taken back


def test_the_statistics_show_rounds_won_average_points_and_rami_sec_made(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from shell_harness import drawn_words

    from sixseq.stats import MatchStats, RoundResult, save_match_stats

    stats = MatchStats()
    for score, best, sec in ((0, 200, True), (30, 10, False), (12, 40, False)):
        stats.record_round(RoundResult(3, False, ("easy", "hard"), score, best, "", True,
                                       ("rami_sec",) if sec else ()))
    save_match_stats(app.paths, "rami", stats)
    with drawn_words(monkeypatch) as seen:
        GAME.stats_blocks(app.paths, 800, 1.0)
    assert "2 / 3" in seen  # rounds won: the fewest points win (RA-SCORE-4)
    assert "14.0" in seen and "average points per round" in seen
    assert "1" in seen and "Rami sec made" in seen


def test_the_average_points_per_round_keep_their_decimal_in_the_players_language(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Rounds of 6 and 7 points average 6.5 (6,5 in French), as on paper: not "6" (the
    figure was rounded to a whole number, half to even)."""
    from shell_harness import drawn_words

    from sixseq.stats import MatchStats, RoundResult, save_match_stats

    stats = MatchStats()
    for score in (6, 7):
        stats.record_round(RoundResult(3, False, ("easy", "easy"), score, 0, "", True))
    save_match_stats(app.paths, "rami", stats)
    try:
        for language, average in (("en", "6.5"), ("fr", "6,5")):
            configure(language)
            with drawn_words(monkeypatch) as seen:
                GAME.stats_blocks(app.paths, 800, 1.0)
            assert average in seen, language
    finally:
        configure("en")


def test_taking_a_joker_back_by_keyboard_and_laying_it_again_RA_JOKER_3(app: App) -> None:
    scene = open_rami(app, position("6d 9c 9h Qs", [(1, "5d jk=6d 7d")], laid=[0],
                                    others=("2c 3c",)))
    focus_on(app, scene, HandCard(c("6d")))
    key(app, pygame.K_SPACE)
    focus_on(app, scene, gestures.OnCombo(1, "joker"))
    key(app, pygame.K_SPACE)
    settle(app, scene)
    assert scene.obs.combination(1).text() == "5d 6d 7d" and scene.obs.owed_jokers == 1
    assert "joker" in scene.status_text()
    for card in ("9c", "9h"):
        focus_on(app, scene, HandCard(c(card)))
        key(app, pygame.K_RETURN)
    focus_on(app, scene, HandCard(JOKER))
    key(app, pygame.K_RETURN)
    focus_on(app, scene, "new")
    key(app, pygame.K_RETURN)
    if scene.chooser:  # the joker could stand for either missing nine
        key(app, pygame.K_RETURN)
    settle(app, scene)
    assert scene.obs.owed_jokers == 0 and len(scene.obs.combinations) == 2


def test_a_refusal_names_the_combination_by_its_cards_not_a_number_RA_JOKER_3(
        app: App) -> None:
    """The rules number combinations (``#1``); the table shows none, so the refusal names
    the combination as the player sees it, in either language."""
    scene = open_rami(app, position("6h 9c 9h Qs", [(1, "5d jk=6d 7d")], laid=[0],
                                    others=("2c 3c",)))
    assert scene.scenery is not None
    joker = scene.scenery.combos[1].joker_rect()
    assert joker is not None
    drag(app, grip(hand_rect(scene, c("6h"))), joker.center)
    settle(app, scene)
    assert scene.message is not None and scene.message.rule == "RA-JOKER-3"
    assert "the joker of 5♦ ★=6♦ 7♦" in scene.message.text and "#" not in scene.message.text
    app.change_settings(replace(app.settings, language="fr"))
    app.step()
    drag(app, grip(hand_rect(scene, c("6h"))), joker.center)
    settle(app, scene)
    assert scene.message is not None
    assert "le joker de 5♦ ★=6♦ 7♦" in scene.message.text and "n°" not in scene.message.text


@pytest.mark.parametrize("copy", [0, 1])
def test_laying_one_of_two_copies_leaves_the_other_unpicked(app: App, copy: int) -> None:
    """Holding both A♠, the player picks one with A♥ A♦ and lays them: the A♠ left in hand
    was never picked and must not stand up as picked (the next Lay would take it)."""
    scene = open_rami(app, position("As As Ah Ad 9c", others=("2d 3d 4d",)))
    click(app, grip(hand_rect(scene, c("As"), copy)))
    for card in ("Ah", "Ad"):
        click(app, grip(hand_rect(scene, c(card))))
    click(app, scene.buttons.buttons["lay"].rect.center)
    settle(app, scene)
    assert [combo.text() for combo in scene.obs.combinations] == ["As Ah Ad"]
    assert scene.obs.hand.count(c("As")) == 1
    assert scene.hand.selection == []


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_zone_head_s_words_stop_before_the_hand_count(tmp_path: Path, language: str,
                                                        monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    """Six players at 1024×600 under "51 to open", no one opened yet: the line under each
    name (level · has not opened yet) ends before the badge counting the hand's cards, in
    either language (in French it ran under the badge: "n'a pas encore ouver13")."""
    from sixseq.games.rami.rules.table import TableConfig
    from sixseq.ui import text
    from sixseq.ui.table import panels

    quick = make_app(tmp_path, language=language)
    app = App((1024, 600), quick.settings, quick.paths)
    scene = open_rami(app, GameState(TableConfig(6, open51=True), seed=5))
    for bot in scene.session.bots.values():
        bot.level = "hard"  # the longest name of a level
    words: list[pygame.Rect] = []
    badges: list[pygame.Rect] = []
    draw, badge = text.draw, panels.count_badge

    def spy_draw(*args: object, **kwargs: object) -> pygame.Rect:
        rect = draw(*args, **kwargs)  # type: ignore[arg-type]
        words.append(rect)
        return rect

    def spy_badge(screen: pygame.Surface, centre: tuple[int, int], count: int, px: int,
                  size: int) -> None:
        badges.append(pygame.Rect(centre[0] - size // 2, centre[1] - size // 2, size, size))
        badge(screen, centre, count, px, size)

    monkeypatch.setattr(text, "draw", spy_draw)
    monkeypatch.setattr(panels, "count_badge", spy_badge)
    scene.forget_still_layer()
    app.invalidate()
    app.step()
    assert scene.lay is not None
    heads = [zone.head for seat, zone in scene.lay.zones.items() if seat != 0]
    in_heads = [w for w in words if any(h.contains(w) for h in heads)
                and not any(b.contains(w) for b in badges)]  # not the badge's own number
    assert len(in_heads) >= 10 and len(badges) >= 5
    for rect in in_heads:
        assert not any(rect.colliderect(b) for b in badges), rect


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rules_page_s_cards_print_their_indices_in_the_player_s_language_RA_DECK_1(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """The Rami part says "R A" in French beside its K♥ A♥ 2♥ example: the card pictures print
    R, D, V in French as the table's cards do (they printed K, Q, J)."""
    from shell_harness import open_app, press

    from sixseq.ui.cardart import CardArt

    locales: list[str] = []
    face = CardArt.face

    def spy(art: CardArt, card: int, width: int, locale: str = "en",
            *args: object) -> pygame.Surface:
        locales.append(locale)
        return face(art, card, width, locale, *args)  # type: ignore[arg-type]

    app, _ = open_app(tmp_path, language=language)
    monkeypatch.setattr(CardArt, "face", spy)
    press(app, "sixseq.menu.rules")
    assert locales and set(locales) == {language}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rules_page_names_the_first_laying_choices_as_the_dialog_does_RA_OPEN_1(
        language: str) -> None:
    """RA-OPEN-1/2: the page says what the first laying is without the option (no minimum)
    and with it, naming both choices as the New game dialog shows them, and counts the 51
    as RA-DECK-3 does — not as a hand at the end, where an ace is always 11 and a joker 20."""

    configure(language)
    try:
        text = tr("rami.rules.opening_text").lower()
        for choice in ("rami.new_game.open_any", "rami.new_game.open51"):
            assert tr(choice).lower() in text, choice
        assert "in a hand at the end" not in text and "en main à la fin" not in text
    finally:
        configure("en")


@pytest.mark.parametrize("size", [(800, 560), (1024, 600)], ids=["800x560", "1024x600"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_crowded_zone_head_keeps_whether_the_player_has_opened_legible(
        tmp_path: Path, language: str, size: tuple[int, int],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Six players under "51 to open": "difficile · n'a pas encore ouvert" went to 9 px and
    was cut to "difficile · n'a …" at 800×560 (at 1024×600, 10 px); the level gives way
    first, so whether the player has opened reads at 11 px or more, whole at 1024×600; at
    800×560, where a zone is too narrow for it whole, in its short form ("pas ouvert"), not
    cut to "n'a pas e…"."""
    from sixseq.games.rami.rules.table import TableConfig
    from sixseq.games.rami.view import describe
    from sixseq.ui import text

    quick = make_app(tmp_path, language=language)
    scene = open_rami(App(size, quick.settings, quick.paths),
                      GameState(TableConfig(6, open51=True), seed=5))
    for bot in scene.session.bots.values():
        bot.level = "hard"  # the longest name of a level
    drawn: list[tuple[str, int]] = []
    draw = text.draw

    def spy(screen: pygame.Surface, words: str, px: int, *args: object,
            **kwargs: object) -> pygame.Rect:
        drawn.append((words, px))
        return draw(screen, words, px, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(text, "draw", spy)
    scene.forget_still_layer()
    scene.app.invalidate()
    scene.app.step()
    state = describe.laid_words(scene.obs, 1)
    short = describe.laid_words(scene.obs, 1, short=True)
    assert state and len(short) < len(state)
    mine = describe.laid_words(scene.obs, 0)  # the person's own head: "You have not…"
    heads = [(words, px) for words, px in drawn if words != mine
             and (words[:6] == state[:6] or state in words or short in words)]
    assert len(heads) == 5, drawn
    assert all(px >= 11 for _, px in heads), heads
    if size[0] >= 1024:
        assert all(state in words for words, _ in heads), heads
    else:  # too narrow for the whole words: their short form, never a cut "n'a pas e…"
        assert all((state in words or short in words) and "…" not in words
                   for words, _ in heads), heads
        assert any(short in words for words, _ in heads), heads


@pytest.mark.parametrize(("size", "laid"), [((800, 560), 20), ((1024, 600), 24),
                                            ((2560, 1440), 28)],
                         ids=["800x560", "1024x600", "2560x1440"])
def test_with_the_sheet_set_aside_its_buttons_cover_none_of_the_person_s_combinations(
        tmp_path: Path, size: tuple[int, int], laid: int) -> None:
    """A round gone out with the person's combinations down to their zone's lowest row: set
    aside, the sheet left *Back to the scores* and *Next round* in the band above the status
    line, inside that zone, over the last row's cards. They now stand over *Moves*."""
    ranks = ["A", *"23456789", "10", "J", "Q"]
    runs = [" ".join(rank + suit for rank in ranks[i:i + 3])
            for _ in range(2) for i in (0, 3, 6, 9) for suit in "cdhs"]
    quick = make_app(tmp_path)
    app = App(size, quick.settings, quick.paths)
    scene = open_rami(app, position("Kh Ks Kc Kd", [(0, run) for run in runs[:laid]],
                                    others=("Kh Ks Kc Kd jk",), laid=[0]))
    scene.play(a("lay Kh Ks Kc"))
    scene.play(Discard(c("Kd")))
    run_until(app, lambda: scene.sheet_open)
    look_under_the_sheet(app, scene)
    status = scene.lay.status if scene.lay is not None else None
    assert status is not None
    for name in ("view", "next"):
        assert not scene.buttons.buttons[name].rect.colliderect(status), name
    click(app, scene.buttons.buttons["next"].rect.center)
    settle(app, scene)
    assert scene.rami.rami.round_number == 2 and not scene.sheet_open


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_piles_captions_are_written_clear_of_the_piles(
        tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """At 1024×600 "Talon" was written over the edges of a tall stock, and "Défausse" over
    the earlier discards peeking out under the top one."""
    app = App(size, Settings(language="fr", sound=False, bot_pace="instant",
                             animation_speed="instant"), Paths(tmp_path, tmp_path, tmp_path))
    scene = open_rami(app, position("5c 6c 7c Kh", discard="2d 9s Qh", others=("Qs Qd",),
                                    phase=Phase.DRAW))
    assert len(scene.obs.discard) == 3 and scene.obs.stock_count >= 40
    captions_on_felt(app, scene, ("Talon", "Défausse"), monkeypatch)


@pytest.mark.parametrize("size", [(800, 560), (1024, 600), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("language", "words"), [("en", "51 to open"), ("fr", "51 pour ouvrir")])
@pytest.mark.parametrize("open51", [True, False])
def test_the_table_says_when_51_to_open_is_in_force_RA_OPEN_2(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], open51: bool,
        language: str, words: str, size: tuple[int, int]) -> None:
    """A match dealt with "51 to open" showed it nowhere on the table: a player who had not
    laid yet could not tell the rule was in force. The scores' corner now says it under the
    match's limit, in the table's language, legible and inside the corner."""
    from sixseq.games.rami.rules.table import TableConfig

    quick = make_app(tmp_path, language=language)
    scene = open_rami(App(size, quick.settings, quick.paths),
                      GameState(TableConfig(4, open51=open51), seed=5))
    drawn.clear()
    scene.forget_still_layer()
    scene.app.invalidate()
    scene.app.step()
    shown = [(px, rect) for said, px, rect in drawn if words in said]
    if not open51:
        assert not shown
        return
    assert shown
    lay = scene.lay
    assert lay is not None
    for px, rect in shown:
        assert px >= 11 and lay.scores.contains(rect), (px, rect, lay.scores)


def gone_out(app: App, seats: int) -> RamiTable:
    """The person goes out (three kings laid, the fourth discarded) against hands of
    thirteen cards, the widest to write (tens): under 6 seats three never laid (a note
    each, RA-SCORE-2); under 2 the other never laid either, a *Rami sec* (RA-SCORE-3)."""
    tens = "10s 10h 10d 10c 10s 10h 10d 10c Qd Qc Qh Qs jk"
    if seats == 2:
        state = position("Kh Ks Kc Kd", [(0, "5d 6d 7d 8d")], others=(tens,),
                         discard="Kd 3s 7c 8d", stock_size=20)
    else:
        from sixseq.games.rami.rules.table import TableConfig

        state = position("Kh Ks Kc Kd", [(0, "5d 6d 7d 8d"), (1, "9s 9h jk=9d"),
                                         (4, "Ac As Ad")],
                         config=TableConfig(6),
                         others=(tens, "Jd Jc Js Jh Jd Jc Js Jh 9c 9h 9s 9c jk",
                                 "Ad 2d 3d 4d 2h 3h 4h 5h 6h 7h 8h 2c 3c", "5s 6s",
                                 "2d 3d 4d 2h 3h 4h 5h 6h 7h 8h 2c 3c Qd"),
                         discard="Kd 3s 7c 8d", stock_size=20)
    scene = open_rami(app, state)
    scene.play(a("lay Kh Ks Kc"))
    scene.play(Discard(c("Kd")))
    run_until(app, lambda: scene.sheet_open)
    return scene


@pytest.mark.parametrize("size", [(800, 560), (1024, 600), (1280, 800), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("seats", [2, 6])
def test_every_word_of_the_round_sheet_reads_at_a_legible_size_apart_RA_SCORE(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], seats: int,
        language: str, size: tuple[int, int]) -> None:
    """The round sheet kept the design's proportions in a small window: at 800×560 the
    cards left in hand went to 9 px, the notes ("never laid: 100", "went out") to 9 or
    10 px up to 1280×800, cut to "n'a jamais posé : …", and in French a Rami sec hand ran
    into its note ("D♣★ami sec : 200"). Every word it writes is now 11 px at least, on the
    sheet, clear of every other, and each hand's note is there whole (its short form)."""
    from sixseq.games.rami.view.scoreboard import draw_scores, reason_text, sheet_rect

    quick = make_app(tmp_path, language=language)
    scene = gone_out(App(size, quick.settings, quick.paths), seats)
    lay = scene.lay
    assert lay is not None
    drawn.clear()
    draw_scores(pygame.Surface(size), lay, scene.rami.rami)
    sheet = sheet_rect(lay, scene.rami.rami)
    score = scene.rami.rami.results[-1]
    notes = {reason_text(s.reason, None) for s in score.seats if s.seat != 0} - {""}
    assert len(notes) == 1 and len(drawn) > 14 * (seats - 1)
    legible_and_apart(drawn, sheet)
    note = notes.pop()
    assert sum(note in words for words, _, _ in drawn) == (1 if seats == 2 else 3), note
    window = pygame.Rect((0, 0), size)
    for name in ("view", "next"):  # the sheet's buttons, under it
        rect = scene.buttons.buttons[name].rect
        assert window.contains(rect) and rect.top > sheet.bottom, (name, rect, sheet)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_hand_played_out_leaves_its_zone_head_the_room_of_its_backs(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Six players at 800×560: a player with no card left (gone out, as the table shows
    after the round) had the badge counting them, 0, at the far left of the place their
    backs take, and "has opened" cut to "has ope…" beside half a head of empty felt. With
    no backs the badge stands where the last back would, at the head's right, and the
    words are whole."""
    from sixseq.games.rami.rules.table import TableConfig
    from sixseq.games.rami.view import describe
    from sixseq.ui.table import panels

    quick = make_app(tmp_path, language=language)
    app = App((800, 560), quick.settings, quick.paths)
    state = position("4d 9c 5c Jh 2s", [(1, "Qh Kh Ah"), (1, "9s 9h jk=9d")],
                     config=TableConfig(6, open51=True),
                     others=("", "Ad 2d 9d", "2c 3c 4c", "5s 6s 7s", "8d 10d Qd"))
    scene = open_rami(app, state)
    for bot in scene.session.bots.values():
        bot.level = "hard"  # the longest name of a level
    badges: list[tuple[int, tuple[int, int]]] = []
    badge = panels.count_badge

    def spy_badge(screen: pygame.Surface, centre: tuple[int, int], count: int,
                  *args: int) -> None:
        badges.append((count, centre))
        badge(screen, centre, count, *args)

    monkeypatch.setattr(panels, "count_badge", spy_badge)
    drawn.clear()
    scene.forget_still_layer()
    app.invalidate()
    app.step()
    assert scene.lay is not None and scene.obs.hand_sizes[1] == 0
    head = scene.lay.zones[1].head
    said = [words for words, _, rect in drawn if head.contains(rect)]
    state_words = describe.laid_words(scene.obs, 1)
    assert any(state_words in words for words in said), said
    assert not any("…" in words for words in said), said
    zero = [centre for count, centre in badges if count == 0 and head.collidepoint(centre)]
    assert zero and zero[0][0] > head.centerx, (zero, head)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_last_moves_under_the_scores_read_at_a_legible_size(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], language: str) -> None:
    """At 800×560 the last moves under the scores were shrunk to 10 px to fit the corner
    ("You add 9♣ to A♣ 2♣ 3♣ …"); they are 11 px at least, cut short with "…" where they
    do not fit (the whole line is in *Moves*)."""
    quick = make_app(tmp_path, language=language)
    app = App((800, 560), quick.settings, quick.paths)
    scene = open_rami(app, position("9c Ks Kh Kd", [(1, "Ac 2c 3c 4c 5c 6c 7c 8c")],
                                    others=("5s 6s",), laid=[0]))
    assert scene.play(a("add #1 .. 9c"))
    run_until(app, lambda: not scene.is_animating())
    drawn.clear()
    scene.forget_still_layer()
    app.invalidate()
    app.step()
    lay = scene.lay
    assert lay is not None
    corner = [(words, px) for words, px, rect in drawn if lay.scores.contains(rect)]
    moves = [(words, px) for words, px in corner if "9♣" in words]
    assert moves, corner
    assert all(px >= 11 for _, px in corner), corner


def test_a_joker_taken_from_the_discard_is_named_as_taken_not_taken_back_RA_TURN_1(
        app: App) -> None:
    """A joker taken from the discard pile must be laid like any taken card (RA-TURN-1): the
    status line and the refusal of a discard say so, in the words of a take, not of a swap."""

    scene = open_rami(app, position("9s 9h 9d 9c Kc", discard="jk", phase=Phase.DRAW,
                                    others=("2c 3c",)))
    assert scene.play(a("take"))
    settle(app, scene)
    try:
        for language, words in (("en", "the joker you took"),
                                ("fr", "le joker que vous avez pris")):
            configure(language)
            status = scene.status_text()
            assert words in status.lower() and "back" not in status, status
        configure("en")
        assert not scene.play(a("discard Kc"))
        assert scene.message is not None and scene.message.rule == "RA-TURN-1"
        assert "joker you took must" in scene.message.words()
    finally:
        configure("en")
