"""The card table driven by real mouse events, headless: game state and pixels."""

import itertools
from pathlib import Path

import pygame
import pytest
from helpers import FOUR, THREE, TWO, a, c, fingerprint, position
from table_harness import (
    SMALL_SIZES,
    FrameClock,
    SameLogAfterContinue,
    Script,
    any_pixel_near,
    button,
    captions_on_felt,
    claim_buttons,
    click,
    drag,
    grip,
    hand_rect,
    look_under_the_sheet,
    make_app,
    message_text,
    open_table,
    place,
    post,
    press_and_hold,
    resize,
    run_until,
    settle,
    shows_face,
    spot_index,
    table_of,
)

from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.table import Phase
from sixseq.games.six_sequences.session import CLAIM_SECONDS, SixSeqSession, seat_bots, south_seat
from sixseq.games.six_sequences.view.scoreboard import draw_scores, sheet_rect
from sixseq.games.six_sequences.view.setups import PositionMatch
from sixseq.games.six_sequences.view.table import SixSeqTable
from sixseq.settings import Settings
from sixseq.storage import Paths
from sixseq.ui import text
from sixseq.ui.app import App
from sixseq.ui.cardart import FACE_COLOUR, HIGHLIGHT_COLOURS, Highlight, index_box
from sixseq.ui.i18n import tr
from sixseq.ui.table import panels
from sixseq.ui.table.overlay import hint_sentence

GOLD = HIGHLIGHT_COLOURS[Highlight.TARGET]
BLUE = HIGHLIGHT_COLOURS[Highlight.SELECTED]
SOUTH2 = 1  # South's seat with two players (North 0, South 1)


@pytest.fixture
def app(tmp_path: Path) -> App:
    return make_app(tmp_path)


def last_pass() -> GameState:
    """South's last turn of a round with no stock left: a pass ends it, North at −1 and South
    at −11 (the jokers laid or held where they cannot be used, SS-DISCARD-2)."""
    return position(TWO, ("Kd 3s 0t 0o", "As 2c 0s 0c"),
                    table=((0, "0h@16 Qh Kh Ah"), (1, "2d 3d 4d 0d@5")),
                    to_move=SOUTH2, phase=Phase.FINAL, stock_size=0)


def texts_of(scene: SixSeqTable, side: int) -> list[str]:
    return [x.text(ascii=True) for x in scene.session.round.side_combinations(side)]


def test_dragging_cards_onto_the_new_area_lays_a_sequence(app: App) -> None:
    state = position(TWO, ("Qd", "5h 6h 7h Kc"), to_move=SOUTH2, phase=Phase.LAY)
    scene = open_table(app, state, SOUTH2)
    assert scene.scenery is not None and scene.scenery.new_slot is not None
    for name in ("5h", "6h"):
        drag(app, grip(hand_rect(scene, c(name))), scene.scenery.new_slot.center)
        assert texts_of(scene, SOUTH2) == []  # picked, not laid yet
    assert scene.hand.selection == [c("5h"), c("6h")]
    assert "5♥ 6♥" in message_text(scene)
    drag(app, grip(hand_rect(scene, c("7h"))), scene.scenery.new_slot.center)
    settle(app, scene)
    assert texts_of(scene, SOUTH2) == ["5h 6h 7h"]
    hand = scene.session.round.hand(SOUTH2)
    assert c("Kc") in hand and c("5h") not in hand
    assert scene.hand.selection == []  # laid cards are no longer picked
    assert shows_face(app, scene, c("5h"), place(scene, c("5h")))


def test_clicked_cards_are_laid_by_the_lay_button(app: App) -> None:
    state = position(TWO, ("Qd", "5h 6h 7h Kc"), to_move=SOUTH2, phase=Phase.LAY)
    scene = open_table(app, state, SOUTH2)
    lay = button(scene, "lay")
    assert not lay.is_enabled
    for name in ("7h", "5h", "6h"):
        click(app, grip(hand_rect(scene, c(name))))
    assert lay.is_enabled
    # A picked card stands out: raised, with the blue outline just above it.
    rect = hand_rect(scene, c("5h"))
    assert near_pixel(app, (rect.centerx, rect.top - 2), BLUE)
    click(app, lay.rect.center)
    settle(app, scene)
    assert texts_of(scene, SOUTH2) == ["5h 6h 7h"]


def test_a_joker_lay_with_two_places_asks_which_and_the_keyboard_chooses_SS_MELD_2(
        app: App) -> None:
    """5♥ 6♥ and the ♥ joker make 4-5-6 or 5-6-7: the chooser shows both; the arrows move,
    Enter plays the framed one. Esc on a second chooser closes it and lays nothing."""
    state = position(TWO, ("Qd", "5h 6h 0h Kc"), to_move=SOUTH2, phase=Phase.LAY)
    scene = open_table(app, state, SOUTH2)
    for name in ("5h", "6h", "0h"):
        click(app, grip(hand_rect(scene, c(name))))
    click(app, button(scene, "lay").rect.center)
    assert len(scene.chooser) == 2 and scene.is_modal()
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE)
    app.step()
    assert not scene.chooser and texts_of(scene, SOUTH2) == []
    click(app, button(scene, "lay").rect.center)
    post(pygame.KEYDOWN, key=pygame.K_DOWN)
    app.step()
    chosen = scene.chooser[1]
    post(pygame.KEYDOWN, key=pygame.K_RETURN)
    settle(app, scene)
    assert not scene.chooser
    assert [str(a) for a in scene.session.round.actions][-1] == str(chosen) == "lay 5h 6h 0h@7"


@pytest.mark.parametrize(("language", "words"), [
    ("en", "may not lay more series than sequences"),
    ("fr", "pas poser plus de séries que de séquences")])
def test_lay_says_why_three_picked_cards_may_not_be_laid_SS_MELD_3(
        tmp_path: Path, language: str, words: str) -> None:
    """A series as the first combination: *Lay the selection* is not a silent grey button
    but lays or refuses, with the rule, in the player's language."""
    app = make_app(tmp_path, language=language)
    state = position(TWO, ("Qd", "5h 5s 5c Kd"), to_move=SOUTH2, phase=Phase.LAY)
    scene = open_table(app, state, SOUTH2)
    for name in ("5h", "5s"):
        click(app, grip(hand_rect(scene, c(name))))
    assert not button(scene, "lay").is_enabled  # two cards are no combination yet
    click(app, grip(hand_rect(scene, c("5c"))))
    assert button(scene, "lay").is_enabled
    click(app, button(scene, "lay").rect.center)
    assert scene.message is not None and scene.message.rule == "SS-MELD-3"
    assert words in scene.message.text
    assert texts_of(scene, SOUTH2) == []


def near_pixel(app: App, pos: tuple[int, int], wanted: tuple[int, int, int]) -> bool:
    return any_pixel_near(app, pygame.Rect(pos[0] - 3, pos[1] - 3, 7, 7), wanted, 70)


def test_a_series_card_dragged_onto_a_sequence_is_raided(app: App) -> None:
    """The seed example of SS-MELD-5, by mouse."""
    table = ((SOUTH2, "4h 4s 4t"), (SOUTH2, "8h 8d 8c"), (SOUTH2, "10c 11c 12c"))
    state = position(TWO, ("Qd", "9c 2h 3h"), table=table, to_move=SOUTH2, phase=Phase.LAY)
    scene = open_table(app, state, SOUTH2)
    clubs = scene.scenery.combos[3].rect if scene.scenery else None
    assert clubs is not None
    drag(app, grip(hand_rect(scene, c("9c"))), (clubs.left + 4, clubs.centery))
    settle(app, scene)
    assert texts_of(scene, SOUTH2)[2] == "9c 10c 11c 12c"
    clubs = scene.scenery.combos[3].rect if scene.scenery else clubs
    drag(app, grip(place(scene, c("8c"))), (clubs.left + 4, clubs.centery))
    settle(app, scene)
    assert texts_of(scene, SOUTH2) == ["4s 4h 4t", "8h 8d", "8c 9c 10c 11c 12c"]
    # The same turn goes on: 2h 3h from hand and 4h from its series make a new sequence.
    click(app, grip(hand_rect(scene, c("2h"))))
    click(app, grip(hand_rect(scene, c("3h"))))
    click(app, grip(place(scene, c("4h"))))
    click(app, button(scene, "lay").rect.center)
    settle(app, scene)
    assert sorted(texts_of(scene, SOUTH2)) == ["2h 3h 4h", "4s 4t", "8c 9c 10c 11c 12c",
                                               "8h 8d"]
    assert scene.hand.selection == []
    assert shows_face(app, scene, c("8c"), place(scene, c("8c")))


def test_the_real_card_dropped_on_an_opponents_joker_swaps_it(app: App) -> None:
    state = position(TWO, ("Qd", "7o Kc"), table=((0, "5o 6o 0o@7 8o"),), to_move=SOUTH2,
                     phase=Phase.LAY)
    scene = open_table(app, state, SOUTH2)
    joker = place(scene, c("0o"))
    home = hand_rect(scene, c("7o"))
    press_and_hold(app, grip(home), (joker.centerx, joker.bottom + 40))
    # While dragging, the joker lights up as the place to drop, and the card is drawn under
    # the pointer, away from its place in the hand.
    assert near_pixel(app, (joker.left + joker.width // 2, joker.top - 2), GOLD)
    (held,) = scene.pointer.dragged().values()
    assert not held.colliderect(home) and shows_face(app, scene, c("7o"), held)
    post(pygame.MOUSEBUTTONUP, pos=(joker.left + 6, joker.centery), button=1)
    app.step()
    settle(app, scene)
    assert texts_of(scene, 0) == ["5o 6o 7o 8o"]
    assert c("0o") in scene.session.round.hand(SOUTH2)
    assert shows_face(app, scene, c("7o"), place(scene, c("7o")))


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (2560, 1440)])
def test_a_card_dropped_on_a_combinations_left_end_joins_it_not_its_neighbour(
        tmp_path: Path, size: tuple[int, int]) -> None:
    """The ★ joker let go on the left card of Q★ K★ 1★ (where its left end lights up) goes
    there, at R (SS-MELD-2): the reach that forgives a drop just beside a combination never
    takes it to the ● sequence laid before it, whatever the window's size."""
    app = App(size, Settings(language="en", sound=False, bot_pace="instant",
                             animation_speed="instant"), Paths(tmp_path, tmp_path, tmp_path),
              now=FrameClock())
    state = position(TWO, ("Qd", "0t Kc"), table=((SOUTH2, "0o@17 Ko Ao"),
                                                  (SOUTH2, "Qt Kt 1t@19")),
                     to_move=SOUTH2, phase=Phase.LAY)
    scene = open_table(app, state, SOUTH2)
    assert scene.scenery is not None
    stars = scene.scenery.combos[2].rect
    drag(app, grip(hand_rect(scene, c("0t"))), (stars.left + 2, stars.centery))
    settle(app, scene)
    assert scene.message is None, scene.message
    assert texts_of(scene, SOUTH2) == ["0o@17 Ko Ao", "0t@16 Qt Kt 1t@19"]


def test_an_illegal_drop_flies_back_with_the_rules_reason(tmp_path: Path) -> None:
    app = make_app(tmp_path, animation_speed="normal")
    state = position(TWO, ("Qd", "8h Kc"), table=((0, "5h 6h 7h"),), to_move=SOUTH2,
                     phase=Phase.LAY)
    scene = open_table(app, state, SOUTH2)
    before = fingerprint(scene.session.round)
    home = hand_rect(scene, c("8h"))
    target = scene.scenery.combos[1].rect if scene.scenery else None
    assert target is not None
    drag(app, grip(home), (target.right - 4, target.centery))
    # Plain words first, the rule small after them.
    assert message_text(scene) == "You can't add that: no one adds cards to another side's " \
        "combinations"
    assert scene.message is not None and scene.message.rule == "SS-MELD-4"
    assert fingerprint(scene.session.round) == before
    flight = scene.stage.animator.get(spot_index(scene, c("8h")))
    assert flight is not None and flight.end == home  # on its way back
    settle(app, scene)
    assert shows_face(app, scene, c("8h"), home)
    # The reason is on screen, in the warning colour, just above the status line.
    assert scene.lay is not None
    status = scene.lay.status
    assert any_pixel_near(app, pygame.Rect(status.left, status.top - 60, status.width, 60),
                          (255, 214, 120), 30)


def test_a_stock_let_go_off_the_hand_or_refused_flies_back_from_where_it_was_let_go(
        tmp_path: Path) -> None:
    app = make_app(tmp_path, animation_speed="normal")
    state = position(TWO, ("Qd", "8h Kc"), to_move=SOUTH2, phase=Phase.LAY,
                     stock="2s 3s 4s 5s")
    scene = open_table(app, state, SOUTH2)
    assert scene.lay is not None and scene.scenery is not None
    stock = scene.lay.stock
    top = scene.scenery.stock[-1]
    for let_go in (scene.lay.discard.center,  # nowhere a stock goes
                   grip(hand_rect(scene, c("8h")))):  # the hand, but SS-TURN-1: drawn already
        before = fingerprint(scene.session.round)
        drag(app, stock.center, let_go)
        assert fingerprint(scene.session.round) == before
        flight = scene.stage.animator.get(top)
        assert flight is not None and flight.end == stock
        assert flight.start.collidepoint(let_go)  # not a snap: it flies from the drop
        settle(app, scene)
    assert scene.message is not None and scene.message.rule == "SS-TURN-1"


def test_a_card_dropped_on_the_discard_pile_is_discarded(app: App) -> None:
    state = position(TWO, ("Qd", "8h Kc 0s"), to_move=SOUTH2, phase=Phase.DISCARD,
                     stock="2s 3s 4s 5s")
    scene = open_table(app, state, SOUTH2)
    assert scene.lay is not None
    pile = scene.lay.discard
    drag(app, grip(hand_rect(scene, c("0s"))), pile.center)  # a joker is never discarded
    assert message_text(scene) == "You can't discard that: a joker is never discarded"
    assert scene.message is not None and scene.message.rule == "SS-DISCARD-2"
    drag(app, grip(hand_rect(scene, c("Kc"))), pile.center)
    assert scene.session.round.discard_pile[-1] == c("Kc")
    assert scene.session.round.turn_seat == 0  # North plays now
    assert shows_face(app, scene, c("Kc"), pile)


def test_a_double_click_plays_the_cards_likely_use(app: App) -> None:
    state = position(TWO, ("Qd", "8h Kc"), to_move=SOUTH2, phase=Phase.DISCARD)
    scene = open_table(app, state, SOUTH2)
    spot = grip(hand_rect(scene, c("Kc")))
    click(app, spot)
    click(app, spot)
    assert scene.session.round.discard_pile[-1] == c("Kc")


def test_the_claim_prompt_lists_the_plays_and_claims(app: App) -> None:
    state = position(THREE, ("7h Ko Qo", "2s 3c Kd", "8h 9h Kc"), phase=Phase.DISCARD,
                     stock="2c 3s 5d 6o 8t 10o 11s 12d")
    scene = open_table(app, state, 2, {0: Script("discard 7h")})
    run_until(app, lambda: scene.six.claim_until is not None)
    labels = [b.text for b, _ in claim_buttons(scene)]
    assert [str(action) for _, action in claim_buttons(scene)] == ["claim lay 7h 8h 9h", "pass"]
    assert labels[0] == "sixseq.table.button.claim"  # relabels live; shown translated
    claim = claim_buttons(scene)[0][0]
    click(app, claim.rect.center)
    settle(app, scene)
    assert texts_of(scene, 2) == ["7h 8h 9h"]
    assert scene.session.round.turn_seat == 2 and scene.six.claim_until is None
    assert scene.movelog.texts() == ["North discards 7♥", "South claims the 7♥"]


def test_an_unanswered_claim_prompt_passes_when_its_time_is_up(app: App) -> None:
    state = position(THREE, ("7h Ko Qo", "2s 3c Kd", "8h 9h Kc"), phase=Phase.DISCARD,
                     stock="2c 3s 5d 6o 8t 10o 11s 12d")
    scene = open_table(app, state, 2, {0: Script("discard 7h")})
    run_until(app, lambda: scene.six.claim_until is not None)
    assert scene.session.round.phase == Phase.CLAIM and scene.session.round.to_move == 2
    scene.update(CLAIM_SECONDS + 0.1)
    state = scene.session.round
    assert state.phase == Phase.DRAW and state.turn_seat == 1  # East draws
    assert not claim_buttons(scene)


def test_no_claim_prompt_when_the_person_can_only_pass(app: App) -> None:
    """Every seat is asked after every discard (SS-DISCARD-4); the person, with nothing to
    claim with, is not kept waiting by a prompt: the table passes at once."""
    state = position(THREE, ("7h Ko Qo", "2s 3c Kd", "2c 3d Ks"), phase=Phase.DISCARD,
                     stock="2d 3s 5d 6o 8t 10o 11s 12d")
    scene = open_table(app, state, 2, {0: Script("discard 7h")})
    done = [str(a) for a in scene.session.round.actions]
    assert done[:3] == ["discard 7h", "pass", "pass"]  # East and South were both asked
    assert scene.session.round.turn_seat == 2 and scene.session.round.phase == Phase.DRAW
    assert scene.six.claim_until is None and not claim_buttons(scene)


class Thinker(Script):
    """A scripted player that answers at once but usually thinks a while (as Hard does)."""

    def think_seconds(self) -> float:
        return 0.3


@pytest.mark.parametrize("east", ["8h 9h Kc", "2c 3d Ks"], ids=["can claim", "cannot"])
def test_a_claim_answer_shows_after_the_same_pause_whether_or_not_it_claims(
        app: App, east: str) -> None:
    """Whether a computer player could claim must not show in how long it takes: every
    answer in a claim window is shown once its usual thinking time is up."""
    state = position(THREE, ("7h Ko Qo", east, "2s 3c Kd"), phase=Phase.DISCARD,
                     stock="2d 3s 5d 6o 8t 10o 11s 12d", to_move=0)
    bots = {0: Script("discard 7h"), 1: Thinker("claim lay 7h 8h 9h")}
    scene = SixSeqTable(app, SixSeqSession(PositionMatch(state, 1), bots))
    session = scene.six
    app.switch(scene)
    run_until(app, lambda: session.round.phase == Phase.CLAIM and session.round.to_move == 1
              and (session.held is not None or session.runner.busy()))
    asked = session.asked_at
    run_until(app, lambda: session.round.phase != Phase.CLAIM)
    assert scene.clock - asked >= 0.3
    assert session.claim_until is None  # South, the person, had nothing to claim with


def test_undo_takes_back_plays_but_never_a_card_from_the_stock(app: App) -> None:
    state = position(TWO, ("Qd", "5h 6h 7h 8h Kc"), to_move=SOUTH2,
                     stock="2s 3s 4s 5s 6s 7s")
    scene = open_table(app, state, SOUTH2)
    undo = button(scene, "undo")
    assert scene.lay is not None
    click(app, scene.lay.stock.center)  # draw
    assert scene.session.round.hand_size(SOUTH2) == 6 and not undo.is_enabled
    after_draw = fingerprint(scene.session.round)
    for name in ("5h", "6h", "7h"):
        click(app, grip(hand_rect(scene, c(name))))
    click(app, button(scene, "lay").rect.center)
    assert texts_of(scene, SOUTH2) == ["5h 6h 7h"] and undo.is_enabled
    post(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="z")  # Z alone is no undo
    app.step()
    assert texts_of(scene, SOUTH2) == ["5h 6h 7h"]
    post(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z")
    app.step()
    assert fingerprint(scene.session.round) == after_draw
    assert not undo.is_enabled  # back at the draw: it stays
    click(app, button(scene, "stop").rect.center)  # "done laying": refills from the stock
    assert scene.session.round.hand_size(SOUTH2) == 9 and not undo.is_enabled


def test_taking_the_discard_can_be_undone(app: App) -> None:
    state = position(TWO, ("Qd", "5h 6h Kc"), to_move=SOUTH2, discard="7h")
    scene = open_table(app, state, SOUTH2)
    assert scene.lay is not None
    pile = scene.lay.discard
    assert near_pixel(app, (pile.centerx, pile.top - 2), GOLD)  # offered: it may be taken
    drag(app, pile.center, hand_rect(scene, c("6h")).center)
    assert scene.session.round.pending_discard == c("7h") and button(scene, "undo").is_enabled
    click(app, button(scene, "undo").rect.center)
    assert scene.session.round.discard_pile == (c("7h"),)
    assert scene.session.round.phase == Phase.DRAW


def test_the_discard_is_not_offered_when_it_could_not_be_used(app: App) -> None:
    state = position(TWO, ("Qd", "5h 6h Kc"), to_move=SOUTH2, discard="2s")
    scene = open_table(app, state, SOUTH2)
    assert scene.lay is not None
    pile = scene.lay.discard
    assert not near_pixel(app, (pile.centerx, pile.top - 2), GOLD)
    click(app, pile.center)
    assert scene.message is not None and scene.message.rule == "SS-DISCARD-3"
    assert message_text(scene).startswith("You can't take that: 2♠")
    assert scene.session.round.phase == Phase.DRAW


def test_suggest_asks_a_bot_and_shows_its_move_and_reason(app: App) -> None:
    state = position(TWO, ("Qd", "5h 6h 2s"), to_move=SOUTH2, phase=Phase.LAY, pending="7h")
    scene = open_table(app, state, SOUTH2)
    click(app, button(scene, "hint").rect.center)
    run_until(app, lambda: scene.session.hint is not None)
    app.step()
    suggestion = scene.session.hint
    assert suggestion is not None and str(suggestion.action) == "lay 5h 6h 7h"
    rect = hand_rect(scene, c("5h"))
    assert near_pixel(app, (rect.centerx, rect.top - 2), BLUE)
    assert scene.scenery is not None and scene.scenery.new_slot is not None
    slot = scene.scenery.new_slot
    assert near_pixel(app, (slot.centerx, slot.top - 2), GOLD)
    said = hint_sentence(suggestion, scene.action_words, scene.card_words)
    assert said.startswith("Suggested: lay 5♥ 6♥ 7♥ — ")  # as the person plays it, not a log


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_hint_tells_the_person_what_to_do_and_the_log_what_a_seat_did(
        language: str) -> None:
    """The hint said "Suggested: lays 5♥ 6♥ 7♥", "Suggestion : écarte 2♣" — the move log's
    third person; it says "lay", "écartez", as Rami's, Sixte's and Le Carré's hints do."""
    from sixseq.games.six_sequences.rules.actions import parse_action
    from sixseq.games.six_sequences.view import describe
    from sixseq.ui.i18n import configure

    moves = ["draw", "take", "lay 5h 6h 7h", "add #1 8h", "stop", "pass", "discard 2c",
             "claim lay 5h 6h 7h"]
    person = {"en": ["draw from the stock", "take the discard", "lay 5♥ 6♥ 7♥", "add 8♥",
                     "stop", "pass", "discard 2♣", "claim the discard: lay 5♥ 6♥ 7♥"],
              "fr": ["piochez dans le talon", "prenez l'écart", "posez 5♥ 6♥ 7♥",
                     "ajoutez 8♥", "arrêtez", "passez", "écartez 2♣",
                     "revendiquez l'écart\u00a0: posez 5♥ 6♥ 7♥"]}[language]
    configure(language)
    try:
        assert [describe.action_text(parse_action(m), person=True) for m in moves] == person
        assert describe.action_text(parse_action("discard 2c")) == \
            {"en": "discards 2♣", "fr": "écarte 2♣"}[language]
    finally:
        configure("en")


def long_sequences_scored(tmp_path: Path, size: tuple[int, int],
                          language: str) -> SixSeqTable:
    """Three players' round just scored, on its sheet: long sequences (a 14-card one), long
    reasons (SS-SCORE-1: longer than a rival's five cards, kept though another sequence made
    the side dominant), cards left in every hand."""
    app = App(size, Settings(language=language, sound=False, bot_pace="instant",
                             animation_speed="instant"), Paths(tmp_path, tmp_path, tmp_path),
              now=FrameClock())
    table = ((0, "1d 2d 3d 4d 5d 6d 7d 8d 9d 10d 11d 12d"), (1, "Jd Cd Bd Rd Qd Kd Ad"),
             (0, "1s 2s 3s 4s 5s 6s"), (0, "Qs Ks As"), (1, "8s 9s 10s 11s 12s"),
             (2, "1h 2h 3h 4h 5h 6h 7h 8h 9h 10h 11h 12h Jh Ch"), (1, "Bh Rh Qh Kh Ah"),
             (2, "2c 3c 4c 5c 6c 7c 8c 9c 10c"), (0, "Jc Cc Bc Rc Qc Kc Ac"))
    state = position(THREE, ("Co 0h", "Bo 0d 0s", "Jt Rt Qt Kt At 0o 0t 0c"), table=table,
                     to_move=2, phase=Phase.FINAL, stock_size=0)
    scene = open_table(app, state, 2, {0: Script("pass"), 1: Script("pass")})
    click(app, button(scene, "stop").rect.center)
    settle(app, scene)
    return scene


@pytest.mark.parametrize(("language", "size"), [("fr", (1024, 600)), ("en", (1024, 600)),
                                                 ("fr", (800, 560)), ("en", (800, 560)),
                                                 ("fr", (2560, 1440))])
def test_nothing_on_the_score_sheet_overlaps_or_runs_off_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str,
        size: tuple[int, int]) -> None:
    """Long sequences and long reasons (SS-SCORE-1: longer than a rival's five cards, kept
    though another sequence made the side dominant) at 1024×600: every word and card of the
    sheet stays on the paper, none over another — a reason too long is told shorter, a long
    sequence in smaller letters, never over the points. The headings' rules (ink too) ran
    through 'Suits — …', 'Cards left in hand' and 'Totals' at 800×560, and the reasons were
    9–10 px there: a reason is a sentence, read at 11 px or more. The cards of the 14-card
    hearts were 9 px at 800×560 too: the sheet is now as wide as its longest row needs for
    them at 11 px."""

    sizes: list[tuple[int, str]] = []
    draw = text.draw

    def spy(screen: pygame.Surface, words: str, px: int, *args: object,
            **kwargs: object) -> pygame.Rect:
        sizes.append((px, words))
        return draw(screen, words, px, *args, **kwargs)  # type: ignore[arg-type]

    scene = long_sequences_scored(tmp_path, size, language)
    assert scene.sheet_open and scene.lay is not None
    sheet = sheet_rect(scene.lay, scene.six.six)
    monkeypatch.setattr(text, "draw", spy)
    ink = draw_scores(pygame.Surface(size), scene.lay, scene.six.six)
    assert len(ink) > 40
    assert not [(px, words) for px, words in sizes if px < 11]
    for i, box in enumerate(ink):
        assert sheet.contains(box), (box, sheet)
        for other in ink[i + 1:]:
            assert not box.inflate(4, 0).colliderect(other), (box, other)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [*SMALL_SIZES, (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_suit_s_note_on_the_score_sheet_reads_whole_SS_SCORE_1(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], language: str,
        size: tuple[int, int]) -> None:
    """Why a suit went to its side (SS-SCORE-1) was cut short after a long sequence — 'plus…',
    'longer (co…', '(dominant grâce à une séquence de 6) plus…' — from 800×560 up to
    1280×800, on a sheet a third narrower than the window, or with room left under its
    rows: the player read no reason at all. The sheet is now as wide as a row needs for its
    cards and the shortest form of its note at a legible size: every note reads whole, in
    one of its forms, at 11 px at least."""
    from sixseq.games.six_sequences.view.scoreboard import notes

    scene = long_sequences_scored(tmp_path, size, language)
    assert scene.sheet_open and scene.lay is not None
    drawn.clear()
    draw_scores(pygame.Surface(size), scene.lay, scene.six.six)
    sheet = sheet_rect(scene.lay, scene.six.six)
    said = {words: (px, rect) for words, px, rect in drawn}
    score = scene.six.six.results[-1]
    kept = [suit for suit in score.suits if suit.kept is not None]
    assert len(kept) == 4
    for suit in kept:
        forms = [form for form in notes(suit, score.config) if form in said]
        assert len(forms) == 1, (notes(suit, score.config), list(said))
        px, rect = said[forms[0]]
        assert px >= text.MIN_PX and sheet.contains(rect), (forms[0], px, rect, sheet)


@pytest.mark.parametrize(("language", "line"), [
    ("en", "North wins the match with \u22121 point"),
    ("fr", "Nord gagne la partie avec \u22121 point")])
def test_the_match_s_winner_line_writes_its_points_as_the_sheet_does(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], language: str,
        line: str) -> None:
    """A match won with −1 (every side below zero) ended on 'Nord gagne la partie avec -1
    points': a hyphen where the totals just above it write −1, and 'points' after one. The
    line now writes the sheet's minus sign, and 'point' after 1 or −1."""
    app = make_app(tmp_path, language=language)
    state = last_pass()
    drawn.clear()
    scene = open_table(app, state, SOUTH2, {0: Script("pass")})
    click(app, button(scene, "stop").rect.center)
    settle(app, scene)
    assert scene.six.six.is_over() and scene.six.six.totals() == (-1, -11)
    assert line in [words for words, _, _ in drawn]


def test_a_side_seat_with_no_card_left_has_its_count_where_its_cards_were(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """East has played its last card: its count (0) stood under its name plate at the middle
    of the place its cards take, the plate brought down over it, with felt between them (a
    seat's cards stand right under the plate); the count now stands where the cards were,
    as close under the plate as they are."""
    app = make_app(tmp_path)
    south = south_seat(FOUR)
    hands = ["9s 9c", "", "Kd 3s 0t 0o 5h 6h", "4c 7d 0c As 2c 0s"]
    state = position(FOUR, tuple(hands), table=((0, "0h@16 Qh Kh Ah"), (1, "2d 3d 4d 0d@5")),
                     to_move=south, phase=Phase.LAY, stock_size=20)
    scene = open_table(app, state, south)
    badges: dict[tuple[int, int], int] = {}
    count_badge = panels.count_badge

    def spy(screen: pygame.Surface, centre: tuple[int, int], count: int, *args: int) -> None:
        badges[centre] = count
        count_badge(screen, centre, count, *args)

    monkeypatch.setattr(panels, "count_badge", spy)
    lay, scenery, picture = scene.lay, scene.scenery, scene.picture
    assert lay is not None and scenery is not None
    picture.draw_fans(app.screen, lay, scenery, frozenset())
    size = picture.badge_size(lay)
    for seat in (1, 3):  # East, no card left; West, six
        fan = scenery.fans[seat]
        assert lay.seats[seat].compass in ("E", "W") and fan.count == (0 if seat == 1 else 6)
        plate = picture.plate_rect(lay, seat, picture.hand_area(lay, fan))
        if fan.count:
            assert fan.area.top - plate.bottom == lay.margin
            continue
        (centre,) = [c for c, n in badges.items() if n == 0]
        assert centre == lay.seats[seat].fan.center
        assert centre[1] - size // 2 - plate.bottom == lay.margin, (centre, plate)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_corner_writes_a_negative_score_as_the_sheet_does(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], language: str) -> None:
    """The top left corner wrote a score below zero with a hyphen ('Nord -1') while the
    score sheet writes a true minus ('−1'): both now write it the sheet's way."""
    app = make_app(tmp_path, language=language)
    state = last_pass()
    scene = open_table(app, state, SOUTH2, {0: Script("pass")}, rounds=2)
    click(app, button(scene, "stop").rect.center)
    settle(app, scene)
    assert scene.six.six.totals() == (-1, -11)
    click(app, button(scene, "next").rect.center)
    settle(app, scene)
    assert scene.six.six.round_number == 2 and scene.lay is not None
    drawn.clear()
    scene.draw(app.screen)
    corner = [words for words, _, rect in drawn if scene.lay.top_left.contains(rect)]
    north, south = ("Nord", "Sud") if language == "fr" else ("North", "South")
    assert any(f"{north} \u22121" in words for words in corner), corner
    assert any(f"{south} \u221211" in words for words in corner), corner
    assert not any("-" in words for words in corner), corner


def test_the_score_sheet_ends_the_round_and_deals_the_next(app: App) -> None:
    # No stock: the jokers are laid or held where they cannot be used (SS-DISCARD-2).
    state = last_pass()
    scene = open_table(app, state, SOUTH2, {0: Script("pass")}, rounds=2)
    stop = button(scene, "stop")
    assert stop.text == "sixseq.table.button.pass"
    click(app, stop.rect.center)
    settle(app, scene)
    assert scene.session.round.is_over() and scene.sheet_open
    score = scene.six.six.results[-1]
    # R Q K A of hearts, penalties K and two jokers; 2 3 4 5 of diamonds, A and two jokers.
    assert score.totals == (2 + 9 - 2 - 10, 4 - 5 - 10)
    screen = app.screen
    assert near(screen.get_at((screen.get_width() // 2, screen.get_height() // 2)),
                FACE_COLOUR, 4)  # the paper sheet
    nxt = button(scene, "next")
    assert nxt.visible and nxt.text == "sixseq.table.button.next_round"
    click(app, nxt.rect.center)
    settle(app, scene)
    assert scene.six.six.round_number == 2 and not scene.sheet_open
    assert len(scene.hand.order) == 8


def near(colour: pygame.Color, wanted: tuple[int, int, int], tolerance: int) -> bool:
    return all(abs(colour[i] - wanted[i]) <= tolerance for i in range(3))


def test_computer_players_think_off_the_render_thread_and_their_cards_fly(
        tmp_path: Path) -> None:
    app = make_app(tmp_path, animation_speed="normal")
    north = Script("draw")
    state = position(TWO, ("Qd 9s", "8h Kc"), to_move=SOUTH2, phase=Phase.DISCARD,
                     stock="2s 3s 4s 5s")
    scene = open_table(app, state, SOUTH2, {0: north})
    drag(app, grip(hand_rect(scene, c("Kc"))), scene.lay.discard.center
         if scene.lay else (0, 0))
    run_until(app, lambda: len(scene.session.round.actions) == 2)  # North drew (and refilled to 9)
    assert north.threads and all(name != "MainThread" for name in north.threads)
    north_backs = [i for i, s in enumerate(scene.stage.spots) if s.group == ("hand", 0)]
    flights = [scene.stage.animator.get(i) for i in north_backs]
    drawn = [f for f in flights if f is not None and not f.end_up]  # North's new card, face down
    assert scene.lay is not None and any(f.start == scene.lay.stock for f in drawn)
    settle(app, scene)


def test_sorting_and_rearranging_the_hand(app: App) -> None:
    state = position(TWO, ("Qd", "5h Kc 5s 2h"), to_move=SOUTH2, phase=Phase.LAY)
    scene = open_table(app, state, SOUTH2)
    click(app, button(scene, "sort_rank").rect.center)
    settle(app, scene)
    assert scene.hand.order == [c(x) for x in ("2h", "5s", "5h", "Kc")]
    first = hand_rect(scene, c("2h"))
    drag(app, grip(hand_rect(scene, c("Kc"))), (first.left + 4, first.centery))
    settle(app, scene)
    assert scene.hand.order == [c(x) for x in ("Kc", "2h", "5s", "5h")]
    assert shows_face(app, scene, c("Kc"), hand_rect(scene, c("Kc")))


def test_the_table_follows_the_window_size_at_exact_card_sizes(app: App) -> None:
    state = position(FOUR, ("", "", "5h Kc", ""), to_move=2, phase=Phase.LAY)
    scene = open_table(app, state, 2)
    assert scene.lay is not None
    small = scene.lay.hand_w
    resize(app, (1920, 1080))
    settle(app, scene)
    assert scene.lay is not None and scene.lay.hand_w > small
    rect = hand_rect(scene, c("Kc"))
    assert rect.width == scene.lay.hand_w  # drawn at its own size, never scaled up
    assert shows_face(app, scene, c("Kc"), rect)


def test_new_game_on_a_match_in_progress_asks_first(app: App) -> None:
    """The menu's New game never throws a match away silently: it asks, and only *Yes*
    opens the game's New game dialog, whose choices start the chosen table."""
    from sixseq.ui.choices import NewGameDialog
    from sixseq.ui.confirm import Confirm
    from sixseq.ui.shell import Shell

    shell = Shell(app)
    state = position(TWO, ("Qd", "5h"), to_move=SOUTH2, stock="2s 3s 4s 5s 6s 7s 8s 9s")
    scene = open_table(app, state, SOUTH2)
    click(app, scene.lay.stock.center)  # a move: the match is in progress
    assert scene.session.round.actions
    shell.new_game(scene)
    assert isinstance(app.dialog, Confirm)
    no = next(b for b, yes in app.dialog.answers.items() if not yes)
    click(app, no.rect.center)
    assert app.dialog is None and app.scene is scene
    shell.new_game(scene)
    assert isinstance(app.dialog, Confirm)
    yes = next(b for b, answer in app.dialog.answers.items() if answer)
    click(app, yes.rect.center)
    dialog = app.dialog
    assert isinstance(dialog, NewGameDialog)
    three = next(b for b, name, value in dialog.dialog.choices if name == "table" and value == "3")
    click(app, three.rect.center)
    levels = [v for _, name, v in dialog.dialog.choices if name.startswith("levels.")]
    assert len(levels) == 2 * 3  # North and East, three levels each
    start = next(b for b in dialog.dialog.action_buttons if b.text.endswith("start"))
    click(app, start.rect.center)
    new = app.scene
    assert isinstance(new, SixSeqTable) and new is not scene
    assert new.config.seats == 3 and new.session.person == 2
    assert app.settings.options("six-sequences")["table"] == "3"


def test_the_table_speaks_french(app: App) -> None:
    state = position(TWO, ("Qd", "5h"), to_move=SOUTH2, phase=Phase.LAY)
    open_table(app, state, SOUTH2)
    from sixseq.games.six_sequences.view.describe import status_text

    app.set_locale("fr")
    try:
        assert status_text(state.observation(SOUTH2)) == \
            "À vous — posez, ou arrêtez pour compléter votre main à 9"
        app.step()
    finally:
        app.set_locale("en")


def test_a_hint_reason_reads_in_the_players_language(app: App) -> None:
    """The computer player gives a reason key; the table words it (French here, not the
    English of the bot)."""
    from sixseq.games.six_sequences.bots.medium import MediumBot
    from sixseq.ui.i18n import reason_text

    state = position(TWO, ("7d 8d 9d 2c 5s", ""), phase=Phase.LAY)
    hint = MediumBot().suggest(state.observation(0))
    app.set_locale("fr")
    try:
        assert reason_text(hint.reason) == "commence une séquence ♦, qui vaut 3"
    finally:
        app.set_locale("en")
    assert reason_text(hint.reason) == str(hint.reason) == "starts a ♦ sequence, worth 3"


def test_a_hint_writes_its_fractional_gain_as_the_language_does(app: App) -> None:
    """Hard's checked gain is a number, written 0,7 in French and 0.7 in English, never the
    English decimal point in a French sentence."""
    from sixseq.games.six_sequences.bots.reasons import COMMON, because
    from sixseq.ui.i18n import reason_text

    hint = COMMON("checked_gain", reason=because("needed_least"), samples=48, gain=0.7)
    app.set_locale("fr")
    try:
        french = reason_text(hint)
    finally:
        app.set_locale("en")
    assert french.endswith("(vérifié sur 48 donnes tirées au sort, +0,7\u00a0% de chances de "
                           "gagner par rapport au choix simple)")
    assert reason_text(hint) == str(hint) == ("it is the card your hand needs least (checked on 48"
                                              " sampled deals, +0.7% chance of winning over the"
                                              " plain choice)")


def test_the_shell_saves_after_each_turn_and_resumes_the_same_table(app: App) -> None:
    from sixseq.games.six_sequences.rules.match import Match, replay_match
    from sixseq.games.six_sequences.rules.table import TableConfig

    saved: list[dict[str, object]] = []
    match = Match(TableConfig(2), rounds=2, seed=4)
    bots = seat_bots(match.config, SOUTH2, ("random",), seed=4)
    scene = table_of(app, match, bots)
    scene.session.on_turn_end = lambda s: saved.append(s.match.record())
    app.switch(scene)
    settle(app, scene)
    assert scene.my_turn() or scene.session.round.phase == Phase.CLAIM
    assert scene.lay is not None
    click(app, scene.lay.stock.center)  # South draws, then stops and discards
    while scene.session.round.turn_seat == SOUTH2 and scene.session.round.phase != Phase.DISCARD:
        click(app, button(scene, "stop").rect.center)
    card = next(x for x in scene.hand.order if x % 20 != 0)
    drag(app, grip(hand_rect(scene, card)), scene.lay.discard.center)
    run_until(app, lambda: len(saved) >= 2)  # South's turn, then North's
    resumed = replay_match(saved[-1])
    assert resumed.round.actions == match.round.actions[:len(resumed.round.actions)]
    again = table_of(app, resumed, seat_bots(resumed.config, SOUTH2, ("random",), 4))
    app.switch(again)
    settle(app, again)
    assert again.session.round.hand(SOUTH2) == tuple(sorted(again.hand.order))


def test_other_hands_are_drawn_face_down(app: App) -> None:
    state = position(FOUR, ("5h 6h 7h", "Kc Kd", "2s", "9o 9t"), to_move=2, phase=Phase.LAY)
    scene = open_table(app, state, 2)
    assert scene.scenery is not None and scene.lay is not None
    north = scene.scenery.fans[0]
    rect = north.backs[0][0]
    back = scene.art.back(rect.width, "blue")
    assert app.screen.get_at((rect.x + 3, rect.centery)) == back.get_at((3, rect.height // 2))
    assert len(north.backs) == 3 and not north.known


def test_a_new_round_is_dealt_card_by_card_from_the_stock(tmp_path: Path) -> None:
    app = make_app(tmp_path, animation_speed="normal")
    from sixseq.games.six_sequences.rules.match import Match
    from sixseq.games.six_sequences.rules.table import TableConfig

    match = Match(TableConfig(3), rounds=1, seed=9)
    scene = table_of(app, match, seat_bots(match.config, 2, ("random",), 9))
    app.switch(scene)
    app.step()
    assert scene.lay is not None
    flights = list(scene.stage.animator)
    assert len(flights) >= 3 * 8 and all(f.start == scene.lay.stock for f in flights)
    assert sum(f.end_up for f in flights) == 8  # only the person's cards turn face up
    scene.stage.animator.finish()
    scene.leave()


def test_a_series_just_laid_is_not_left_picked(app: App) -> None:
    state = position(TWO, ("Qd", "Rs Rh Rd 2c"), table=((SOUTH2, "3d 4d 5d"),),
                     to_move=SOUTH2, phase=Phase.LAY)
    scene = open_table(app, state, SOUTH2)
    for name in ("Rs", "Rh", "Rd"):
        click(app, grip(hand_rect(scene, c(name))))
    click(app, button(scene, "lay").rect.center)
    assert texts_of(scene, SOUTH2) == ["3d 4d 5d", "Rs Rh Rd"]
    assert scene.hand.selection == []
    assert shows_face(app, scene, c("Rs"), place(scene, c("Rs")))


def test_at_instant_speed_nothing_flies_not_even_the_deal(app: App) -> None:
    from sixseq.games.six_sequences.rules.match import Match
    from sixseq.games.six_sequences.rules.table import TableConfig

    match = Match(TableConfig(2), rounds=1, seed=2)
    scene = table_of(app, match, seat_bots(match.config, SOUTH2, ("random",), 2))
    app.switch(scene)
    app.step()
    assert not scene.stage.animator.busy  # every card can be taken at once
    scene.leave()


def test_the_faster_button_hurries_the_computer_players(tmp_path: Path) -> None:
    """Faster quickens the computer players' cards, never the person's own: a card the person
    plays flies at the speed the settings say."""
    app = make_app(tmp_path, animation_speed="normal")
    state = position(TWO, ("Qd 9s", "8h Kc"), to_move=SOUTH2, phase=Phase.DISCARD,
                     stock="2s 3s 4s 5s")
    scene = open_table(app, state, SOUTH2, {0: Script("draw")})
    faster = button(scene, "faster")
    click(app, faster.rect.center)
    assert scene.session.hurry
    assert scene.buttons.specs["faster"].key == "sixseq.table.button.normal_speed"
    assert scene.lay is not None
    drag(app, grip(hand_rect(scene, c("Kc"))), scene.lay.discard.center)
    assert scene.stage.busy and scene.stage.animator.speed == 1  # the person's own: not
    run_until(app, lambda: len(scene.session.round.actions) == 2)
    app.step()
    assert scene.stage.animator.speed > 1  # North's cards fly faster
    settle(app, scene)


def test_the_table_tells_its_bots_the_match_before_each_round(app: App) -> None:
    """Hard plays to win the match (SS-SEAT-3), so before each round every computer seat and the
    hint's bot hear the points so far (SS-SCORE-4) and how many rounds follow."""
    from collections.abc import Sequence

    from sixseq.games.six_sequences.bots.base import RandomBot
    from sixseq.games.six_sequences.rules.match import Match
    from sixseq.games.six_sequences.rules.table import TableConfig
    from sixseq.games.six_sequences.session import SixSeqSession

    class Listener(RandomBot):
        def __init__(self) -> None:
            super().__init__(seed=1)
            self.told: list[tuple[tuple[int, ...], int]] = []

        def begin_round(self, totals: Sequence[int], rounds_after: int) -> None:
            self.told.append((tuple(totals), rounds_after))

    match = Match(TableConfig(2), rounds=2, seed=9)
    north = Listener()
    helper = Listener()
    scene = SixSeqTable(app, SixSeqSession(match, {0: north}, hint_bot=helper))
    assert north.told == helper.told == [((0, 0), 1)]
    app.switch(scene)
    players = [RandomBot(seed=2), RandomBot(seed=3)]
    while not match.round.is_over():  # the first round, played out by the rules core
        seat = match.round.to_move
        match.round.apply(players[seat].choose(match.round.observation(seat)))
    scene.next_round()
    assert match.round_number == 2
    assert north.told[-1] == helper.told[-1] == (match.totals(), 0)
    assert match.totals() != (0, 0)


@pytest.mark.parametrize("size", SMALL_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_looking_at_the_table_under_the_sheet_leaves_the_hand_and_buttons_clear(
        tmp_path: Path, size: tuple[int, int]) -> None:
    """With the sheet put aside, *Back to the scores* and *Next round* stayed where the sheet
    had them: over *Suggest*, *Undo* and *Moves* at 800×560, over the hand's corners at
    1024×600. They now sit above the status line."""
    app = make_app(tmp_path, size)
    state = last_pass()
    scene = open_table(app, state, SOUTH2, {0: Script("pass")}, rounds=2)
    click(app, button(scene, "stop").rect.center)
    settle(app, scene)
    assert scene.sheet_open
    look_under_the_sheet(app, scene)


RANKS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "J", "C", "B", "R", "Q",
         "K", "A"]


def crowded_sequences(count: int) -> tuple[str, ...]:
    """``count`` three-card sequences, one suit after the other, from the lowest positions
    up (none of them uses a joker)."""
    return tuple(" ".join(RANKS[start + k] + suit for k in range(3))
                 for start in range(0, 18, 3) for suit in "schdto")[:count]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(("size", "laid"), [((800, 560), 24), ((1024, 600), 30),
                                            ((1280, 800), 22), ((2560, 1440), 32)],
                         ids=["800x560", "1024x600", "1280x800", "2560x1440"])
def test_with_the_sheet_set_aside_its_buttons_cover_none_of_the_person_s_combinations(
        tmp_path: Path, size: tuple[int, int], laid: int, language: str) -> None:
    """A round ended with South's combinations down to their zone's lowest row, its last row
    reaching past the middle: set aside, the sheet left *Back to the scores* and *Next round*
    in the band above the status line, which lies inside that zone, over the last row's cards
    (at every size). They now stand in the right-hand column, in the places of *Lay* and
    *Pass*, hidden once the round is over."""
    app = make_app(tmp_path, size, language=language)
    state = position(TWO, ("0t 0o 0h 0d", "0s 0c"),
                     table=tuple((SOUTH2, run) for run in crowded_sequences(laid)),
                     to_move=SOUTH2, phase=Phase.FINAL, stock_size=0)
    scene = open_table(app, state, SOUTH2, {0: Script("pass")}, rounds=2)
    assert scene.lay is not None and scene.scenery is not None
    zone = scene.lay.zones[SOUTH2]
    last_row = max(box.rect.bottom for box in scene.scenery.combos.values())
    assert zone.bottom - last_row < zone.height // 4  # crowded down to the zone's foot
    click(app, button(scene, "stop").rect.center)
    settle(app, scene)
    assert scene.sheet_open
    look_under_the_sheet(app, scene)
    click(app, button(scene, "next").rect.center)
    settle(app, scene)
    assert scene.session.match.round_number == 2 and not scene.sheet_open
    assert {"lay", "stop"} <= set(scene.buttons.buttons) and "view" not in scene.buttons.buttons


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_piles_captions_are_written_clear_of_the_piles(
        tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """"Talon" touched the lowest edges of a tall stock."""
    app = App(size, Settings(language="fr", sound=False, bot_pace="instant",
                             animation_speed="instant"), Paths(tmp_path, tmp_path, tmp_path))
    state = position(TWO, ("Qd", "5h 6h Kc"), to_move=SOUTH2, discard="2s 9c 7h")
    scene = open_table(app, state, SOUTH2)
    assert scene.session.round.observation(SOUTH2).stock_count >= 40
    captions_on_felt(app, scene, ("Talon", "Défausse"), monkeypatch)


def test_the_claimed_card_s_line_is_said_in_every_language(app: App) -> None:
    """Once a claim window closes, the log says who won the card (the rules tell who:
    ``claimed_by``). The line was decided while being worded in the first language, so French
    players read it in English."""
    from sixseq.engine.session import Played
    from sixseq.games.six_sequences.rules.actions import PASS
    from sixseq.ui.i18n import in_every_language

    scene = open_table(app, position(THREE, ("", "", "5h 6h Kc")), 2)
    state = position(THREE, ("9c Qd Ko", "8c 10c Kd", "5h 6h Kc"), phase=Phase.DISCARD,
                     stock="2c 3s 5d 6o 8t 10o 11s 12d")
    state.apply(a("discard 9c"))
    state.apply(a("claim lay 8c 9c 10c"))  # East claims the 9♣; South, asked last, cannot
    window = state.observation(2)
    state.apply(PASS)
    closing = Played(2, PASS, 99, window, state.observation(2))
    said = in_every_language(lambda: scene.log_line(closing))
    assert said == {"en": "East claims the 9♣", "fr": "Est revendique le 9♣"}


def test_a_continued_game_shows_its_move_log(tmp_path: Path) -> None:
    """Save and quit, then Continue: the move log holds the round's moves so far, worded as
    the table that was left worded them (it opened empty, the round's history lost)."""
    from sixseq.games.six_sequences.rules.actions import Claim
    from sixseq.games.six_sequences.ui import GAME

    app = make_app(tmp_path)
    scene = GAME.new_table(app, GAME.clean_options({"levels": ["easy"]}))
    assert isinstance(scene, SixSeqTable)
    app.switch(scene)
    settle(app, scene)
    for _ in range(12):
        if scene.session.is_over():
            break
        if scene.session.my_turn():
            scene.play(next(a for a in scene.session.legal() if not isinstance(a, Claim)))
        settle(app, scene)
    shown = scene.movelog.texts()
    assert len(shown) > 6
    SameLogAfterContinue(app, GAME, scene)(settle)


SEQUENCE_RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12",
                  "J", "C", "B", "R", "Q", "K")


def many_sequences(count: int) -> tuple[tuple[int, str], ...]:
    """``count`` three-card sequences laid by South (two players), suit after suit."""
    laid = []
    for i in range(count):
        suit, k = "schdto"[i % 6], i // 6
        laid.append((SOUTH2, " ".join(r + suit for r in SEQUENCE_RANKS[3 * k:3 * k + 3])))
    return tuple(laid)


@pytest.mark.parametrize("count", [14, 28, 36])
@pytest.mark.parametrize("size", [*SMALL_SIZES, (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_many_sequences_stay_inside_the_person_s_area(tmp_path: Path, size: tuple[int, int],
                                                      count: int) -> None:
    """At 800×560, with 14 sequences laid the last row spilled 4 px below the person's area;
    with 28 it ran over the status line. When the rows no longer fit one under the other,
    each now overlaps the foot of the row above, whose corner indexes stay in sight."""
    app = make_app(tmp_path, size)
    state = position(TWO, ("Ad At", "As Ac Ah"), table=many_sequences(count), to_move=SOUTH2,
                     phase=Phase.DRAW)
    scene = open_table(app, state, SOUTH2)
    assert scene.scenery is not None and scene.lay is not None
    zone, status = scene.lay.zones[SOUTH2], scene.lay.status
    boxes = [box for box in scene.scenery.combos.values() if box.side == SOUTH2]
    assert len(boxes) == count
    for box in boxes:
        assert zone.contains(box.rect), (box.rect, zone)
        assert not box.rect.colliderect(status)
    width = scene.scenery.meld_widths[SOUTH2]
    rows = sorted({box.rect.top for box in boxes})
    for above, below in itertools.pairwise(rows):
        assert below - above >= index_box(width).bottom  # the corner indexes above show


def test_a_card_dropped_on_an_overlapping_row_goes_to_the_sequence_drawn_on_top(
        tmp_path: Path) -> None:
    """Where a row overlaps the foot of the row above, the pointer and a drop mean the
    sequence the player sees there, the one drawn on top, not the one hidden under it."""
    app = App((800, 560), make_app(tmp_path).settings, Paths(tmp_path, tmp_path, tmp_path),
              now=FrameClock())
    state = position(TWO, ("Ad At", "As Ac Ah"), table=many_sequences(36), to_move=SOUTH2,
                     phase=Phase.LAY)
    scene = open_table(app, state, SOUTH2)
    assert scene.scenery is not None
    kings = next(box for box in scene.scenery.combos.values()
                 if box.cards[-1] == c("Ks"))
    under = [box for box in scene.scenery.combos.values()
             if box is not kings and box.rect.colliderect(kings.rect)]
    assert under  # the row above reaches under the K♠'s sequence
    spot = (kings.rect.centerx, kings.rect.top + 2)
    assert under[0].rect.collidepoint(spot)
    post(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    assert scene.hover == kings.combo
    drag(app, grip(hand_rect(scene, c("As"))), spot)
    settle(app, scene)
    assert texts_of(scene, SOUTH2)[kings.combo - 1] == "Rs Qs Ks As"


def claim_won_while_south_cannot_claim(app: App) -> SixSeqTable:
    """North discards the 7♥, East claims it, and South, with nothing to claim with, is passed
    for by the table in the same frame as East's answer shows."""
    state = position(THREE, ("7h Ko Qo", "8h 9h Kc 2d", "2s 3c Kd"), phase=Phase.DISCARD,
                     stock="2c 3s 5d 6o 8t 10o 11s 12d 4s 5s", to_move=0)
    return open_table(app, state, 2, {0: Script("discard 7h"),
                                      1: Script("claim lay 7h 8h 9h", "stop", "discard 2d")})


def test_a_claim_window_closed_by_the_person_s_automatic_pass_logs_no_pass(app: App) -> None:
    """The claim and South's automatic pass were applied in one frame and worded after both:
    South's pass, no longer in a claim window then, was logged as *South passes* (a pass of
    the final phase), though every answer in a claim window stays out of the log."""
    scene = claim_won_while_south_cannot_claim(app)
    assert scene.movelog.texts() == ["North discards 7♥", "East claims the 7♥",
                                     "East discards 2♦"]


def test_a_continued_round_logs_a_won_claim_as_play_logged_it(app: App) -> None:
    """Continue: the log of a round with a won claim is worded as the table that was left
    worded it. The claim window was noticed again for every language a line is worded in, so
    it opened again once closed: a later window's last pass was logged as South claiming the
    old card (and, after another window, a second claim of it instead of the next action)."""
    scene = claim_won_while_south_cannot_claim(app)
    state = scene.session.round
    again = position(THREE, ("7h Ko Qo", "8h 9h Kc 2d", "2s 3c Kd"), phase=Phase.DISCARD,
                     stock="2c 3s 5d 6o 8t 10o 11s 12d 4s 5s", to_move=0)
    for action in state.actions:  # replayed onto the undo stack, as Continue does
        again.push(action)
    resumed = SixSeqTable(app, SixSeqSession(PositionMatch(again), {0: Script(), 1: Script()}))
    assert resumed.movelog.texts() == ["North discards 7♥", "East claims the 7♥",
                                       "East discards 2♦"]


def test_taking_the_discard_is_hinted_in_french_without_a_pronoun_of_the_wrong_gender() -> None:
    """"prenez l'écart — elle entre tout de suite dans une combinaison": ``l'écart`` is
    masculine (the status line says "prenez l'écart pour le poser"); the card is named."""
    from sixseq.engine.bots import Suggestion
    from sixseq.games.six_sequences.bots.reasons import because
    from sixseq.games.six_sequences.rules.actions import TakeDiscard
    from sixseq.games.six_sequences.view import describe
    from sixseq.ui.i18n import configure

    configure("fr")
    try:
        said = hint_sentence(Suggestion(TakeDiscard(), because("take_at_once")),
                             lambda a: describe.action_text(a, person=True), str)
    finally:
        configure("en")
    assert said == "Suggestion\u00a0: prenez l'écart — la carte entre tout de suite dans une " \
                   "combinaison"


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("laid", [0, 3, 14])
@pytest.mark.parametrize("size", [*SMALL_SIZES, (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_new_combination_caption_reads_whole_at_a_legible_size(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], size: tuple[int, int],
        laid: int, language: str) -> None:
    """At 800×560 'New combination', under the place a new combination is dropped on, was
    shrunk to 9 px to fit twice the place's width (10 px at 1024×600, and in French up to
    1280×800: 'Nouvelle combinaison'); with 14 sequences laid, the rows reaching the foot of
    the area, it was pushed up over the foot of the place and of the sequence beside it. It
    is a word the player reads to know what the place is for: it now reads at 11 px at
    least, whole, inside the person's area, clear of every card and every other word."""
    app = make_app(tmp_path, size, language=language)
    state = position(TWO, ("Ad At", "As Ac Ah"), table=many_sequences(laid), to_move=SOUTH2,
                     phase=Phase.LAY)
    scene = open_table(app, state, SOUTH2)
    assert scene.scenery is not None and scene.scenery.new_slot is not None
    assert scene.lay is not None
    drawn.clear()
    scene.forget_still_layer()
    app.step()
    caption = tr("sixseq.table.new_combination")
    boxes = [(px, rect) for words, px, rect in drawn if words == caption]
    assert len(boxes) == 1, [words for words, _, _ in drawn]
    px, box = boxes[0]
    assert px >= text.MIN_PX, px
    assert scene.lay.zones[SOUTH2].contains(box), (box, scene.lay.zones[SOUTH2])
    for spot in scene.stage.spots:
        assert not box.colliderect(spot.rect), (spot.card, spot.rect, box)
    assert not box.colliderect(scene.scenery.new_slot)
    for words, _, rect in drawn:
        if words != caption:
            assert not box.colliderect(rect), (words, rect, box)
