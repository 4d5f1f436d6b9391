"""Sixte at the table, driven headless by real events: a card played by a click, a drag and the
keyboard, refusals naming their rule, the trick's pause, the hand's sheet and the game to six,
saves and Continue, statistics, the New game options and the rules page."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from itertools import pairwise
from pathlib import Path

import pygame
import pytest
from shell_harness import drawn_words, menu_button, open_app, start_game
from table_harness import (
    SMALL_SIZES,
    FrameClock,
    SameLogAfterContinue,
    click,
    drag,
    key,
    legible_and_apart,
    look_under_the_sheet,
    make_app,
    message_text,
    near,
    play_checking,
    post,
    resize,
    run_until,
)

from sixseq import saves
from sixseq.decks.standard import Card, parse_card, parse_cards
from sixseq.games.registry import game
from sixseq.games.sixte.bots.base import Bot, safe_action
from sixseq.games.sixte.rules.actions import Action, Play
from sixseq.games.sixte.rules.cards import GAME_POINTS, SEATS, Options
from sixseq.games.sixte.rules.hand import HandState
from sixseq.games.sixte.rules.match import Match
from sixseq.games.sixte.rules.observation import Observation
from sixseq.games.sixte.rules.scoring import score_hand
from sixseq.games.sixte.session import COMPUTERS, PERSON, SixteSession, seat_bots
from sixseq.games.sixte.ui import GAME
from sixseq.games.sixte.view.describe import NAMES, score_sentence, seat_name
from sixseq.games.sixte.view.pages import RULES
from sixseq.games.sixte.view.setups import play_safely
from sixseq.games.sixte.view.table import SixteTable
from sixseq.settings import Settings
from sixseq.stats import (
    MatchResult,
    MatchStats,
    RoundResult,
    load_match_stats,
    save_match_stats,
)
from sixseq.storage import Paths
from sixseq.ui.app import App
from sixseq.ui.fonts import font
from sixseq.ui.i18n import configure, tr
from sixseq.ui.palette import LIGHT_GOLD

# The person deals (SX-DEAL-2: the 10♠ turned up, spades trumps); Alice on their left leads.
HANDS = ("9h Kc 7s 8d 10c 10s", "Ah 6h 7h 8h 9s Jc", "Kh 6s 6d 7d 9d Qc",
         "Qh 8s Js 10d Jd Kd", "10h Jh Qs Ks Ad 6c", "As 7c 8c 9c Ac Qd")


class Script(Bot):
    """Plays the given cards when they are legal, else the safe card."""

    level = "easy"

    def __init__(self, *cards: str) -> None:
        self.cards = [parse_card(text) for text in cards]

    def choose(self, obs: Observation) -> Action:
        for card in self.cards:
            if card in obs.playable:
                self.cards.remove(card)
                return Play(card)
        return safe_action(obs)


class PositionGame(Match):
    """A game whose first hand is dealt as ``hands`` (seat order) by ``dealer``."""

    def __init__(self, hands: Sequence[str], dealer: int, trump: str,
                 options: Options | None = None, stock: str = "") -> None:
        self._first = HandState.from_position(
            [parse_cards(h) for h in hands], dealer, parse_card(trump), options,
            parse_cards(stock))
        super().__init__(7, options)

    def _deal(self, index: int, scores: tuple[int, ...]) -> HandState:
        return self._first if index == 0 else super()._deal(index, scores)


@pytest.fixture
def app(tmp_path: Path) -> App:
    return make_app(tmp_path)


def open_game(app: App, match: Match, bots: dict[int, Bot] | None = None) -> SixteTable:
    chosen: dict[int, Bot] = {seat: Script() for seat in COMPUTERS}
    chosen.update(bots or {})
    scene = SixteTable(app, SixteSession(match, chosen))
    app.switch(scene)
    settle(app, scene)
    return scene


def settle(app: App, scene: SixteTable) -> None:
    """Step until the person is to move (or the hand is over) and nothing moves."""
    session = scene.session
    run_until(app, lambda: not scene.is_animating() and not session.runner.busy()
              and (session.my_turn() or session.is_over()))
    app.step()


def hand_rect(scene: SixteTable, card: Card) -> pygame.Rect:
    return next(scene.stage.spots[i].rect for c, i in scene.hand_spots if c == card)


def first_trick_position(app: App) -> SixteTable:
    """Alice leads the A♥; everyone follows; the person, last, holds the 9♥."""
    return open_game(app, PositionGame(HANDS, PERSON, "10s"), {1: Script("Ah")})


def trick_cards(scene: SixteTable) -> list[Card]:
    return [s.card for s in scene.stage.spots if s.group == "trick"
            and isinstance(s.card, int)]


def test_a_card_is_played_by_a_click(app: App) -> None:
    """SX-PLAY-2: the 9♥ follows the A♥ led; clicked, it goes into the trick."""
    scene = first_trick_position(app)
    assert scene.obs.playable == (parse_card("9h"),)
    click(app, hand_rect(scene, parse_card("9h")).center)
    assert parse_card("9h") not in scene.sixte.hand.hand(PERSON)
    assert scene.person_moves == 1
    assert parse_card("9h") in [c for t in scene.sixte.hand.tricks for c in t.cards]


@pytest.mark.parametrize("aside", [0, -20], ids=["then-bare-table", "then-a-neighbour"])
def test_a_double_click_plays_one_card_and_the_trick_s_moment_stays(tmp_path: Path,
                                                                   aside: int) -> None:
    """The second click of a double-click is the same gesture, whether it lands on the bare
    table where the card was or on the neighbour that slid there: it neither plays that card
    (nor says it is not the person's turn) nor ends the moment the completed trick is
    shown."""
    app = make_app(tmp_path, bot_pace="slow")
    scene = first_trick_position(app)
    nine = hand_rect(scene, parse_card("9h"))
    spot = (nine.centerx + aside, nine.centery)
    click(app, spot)
    assert (scene.grab_at(spot) is None) == (aside == 0)  # what the second click lands on
    click(app, spot)
    assert scene.person_moves == 1 and scene.collecting() and scene.message is None


def test_a_card_that_may_not_be_played_is_refused_naming_the_rule(app: App) -> None:
    """SX-PLAY-2: with ♥ led and the 9♥ in hand, the K♣ is refused: "you must follow ♥",
    the rule cited, and nothing changes."""
    scene = first_trick_position(app)
    before = (scene.sixte.hand.hand(PERSON), scene.sixte.hand.trick)
    click(app, hand_rect(scene, parse_card("Kc")).center)
    assert scene.message is not None
    assert "you must follow ♥" in scene.message.text and scene.message.rule == "SX-PLAY-2"
    assert (scene.sixte.hand.hand(PERSON), scene.sixte.hand.trick) == before
    assert scene.person_moves == 0


def test_a_card_dragged_to_the_middle_is_played_and_one_dropped_elsewhere_is_not(
        app: App) -> None:
    scene = first_trick_position(app)
    lay = scene.lay
    assert lay is not None
    card = parse_card("9h")
    home = hand_rect(scene, card)
    drag(app, home.center, (lay.size[0] // 2, lay.corner.bottom))
    assert card in scene.sixte.hand.hand(PERSON)  # let go far from the trick: back home
    for _ in range(3):
        app.step()
    assert hand_rect(scene, card) == home
    drag(app, hand_rect(scene, card).center, lay.trick_area.center)
    assert card not in scene.sixte.hand.hand(PERSON)


def test_only_playable_cards_light_the_middle_while_dragged(app: App) -> None:
    scene = first_trick_position(app)
    grab = scene.grab_at(hand_rect(scene, parse_card("9h")).center)
    assert grab is not None and [t.item for t in scene.drop_targets(grab[0])] == ["trick"]
    grab = scene.grab_at(hand_rect(scene, parse_card("Kc")).center)
    assert grab is not None and scene.drop_targets(grab[0]) == []


def test_a_whole_trick_by_keyboard(app: App) -> None:
    """The arrows move over the hand, Enter plays the focused card; the next trick's card is
    picked with Space and put in the middle with Space again."""
    scene = first_trick_position(app)

    def focus_on(card: Card) -> None:
        if scene.focus_rect() is None:
            key(app, pygame.K_RIGHT)
        for _ in range(SEATS + 1):
            if scene.focus_rect() == hand_rect(scene, card):
                return
            key(app, pygame.K_RIGHT)
        raise AssertionError(f"the focus never reached {card}")

    focus_on(parse_card("9h"))
    key(app, pygame.K_RETURN)
    assert scene.person_moves == 1
    settle(app, scene)
    playable = scene.obs.playable
    assert playable and scene.session.my_turn()
    focus_on(playable[0])
    key(app, pygame.K_SPACE)
    assert scene.picked is not None and scene.lay is not None
    assert [t.rect for t in scene.targets] == [scene.lay.trick_area]
    key(app, pygame.K_SPACE)
    assert scene.person_moves == 2 and playable[0] not in scene.sixte.hand.hand(PERSON)


@pytest.mark.parametrize("keys", [(pygame.K_RETURN,), (pygame.K_SPACE, pygame.K_SPACE)],
                         ids=["enter", "space-space"])
def test_a_card_played_by_enter_or_by_space_leaves_the_focus_alike(
        tmp_path: Path, keys: tuple[int, ...]) -> None:
    """Enter on a hand card played it and left the focus lit on its neighbour (Enter then
    played that one, rather than go on from the trick); Space, Space hid it until the next
    arrow. Both now let it go, as every game does after a card played by keys: Enter goes on
    from the trick, and the next arrow shows the focus on the card that took the played
    one's place."""
    app = make_app(tmp_path, bot_pace="fast")  # the complete trick stays a moment
    scene = first_trick_position(app)
    nine = parse_card("9h")
    key(app, pygame.K_RIGHT)
    for _ in range(SEATS):
        if scene.focus_rect() == hand_rect(scene, nine):
            break
        key(app, pygame.K_RIGHT)
    hand = [card for card, _ in scene.hand_spots]
    place = hand.index(nine)
    for which in keys:
        key(app, which)
    assert scene.person_moves == 1 and nine not in scene.sixte.hand.hand(PERSON)
    assert scene.focus is None and scene.focus_rect() is None
    assert scene.collecting()
    key(app, pygame.K_RETURN)  # nothing focused: on from the trick
    assert not scene.collecting()
    settle(app, scene)
    key(app, pygame.K_RIGHT)  # shows the focus where the played card was
    left = [card for card in hand if card != nine]
    assert scene.focus_rect() == hand_rect(scene, left[min(place, len(left) - 1)])


def test_a_card_played_by_keyboard_after_a_mouse_drop_flies_from_the_hand(
        tmp_path: Path) -> None:
    """Where the mouse let cards go is used once: the 9♥ put down with Space flew from where
    an earlier drag had let it go (off the top of the window) instead of from the hand."""
    app = make_app(tmp_path, animation_speed="normal")
    scene = first_trick_position(app)
    lay = scene.lay
    assert lay is not None
    nine = parse_card("9h")
    drag(app, hand_rect(scene, nine).center, (lay.size[0] // 2, lay.corner.bottom))
    settle(app, scene)
    key(app, pygame.K_RIGHT)
    for _ in range(SEATS):
        if scene.focus_rect() == hand_rect(scene, nine):
            break
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_SPACE)
    assert scene.person_moves == 1
    spot = next(i for i, s in enumerate(scene.stage.spots) if s.card == nine)
    flight = scene.stage.animator.get(spot)
    assert flight is not None and flight.start.top > lay.trick_area.bottom


def test_cards_that_may_not_be_played_are_dimmed(app: App) -> None:
    """The person's unplayable cards are drawn darker than their face; playable ones as is."""
    scene = first_trick_position(app)
    app.step()

    def darkening(card: Card) -> int:
        """How much darker the screen is than the card's face, at a light point of it."""
        rect = hand_rect(scene, card)
        face = scene.art.face(card, rect.width)
        point = next((x, y) for y in range(rect.height // 3, rect.height, 3)
                     for x in range(rect.width // 4, rect.width * 3 // 4, 3)
                     if sum(face.get_at((x, y))[:3]) > 690)
        drawn = app.screen.get_at((rect.x + point[0], rect.y + point[1]))
        return sum(face.get_at(point)[:3]) - sum(drawn[:3])

    assert darkening(parse_card("9h")) == 0
    assert darkening(parse_card("Kc")) > 120


def test_a_complete_trick_stays_a_moment_then_goes_to_its_winner(tmp_path: Path) -> None:
    """SX-PLAY-4: the complete trick stays in the middle (the bots wait), then its six cards
    fly to the winner's pile, counted on their plate."""
    app = make_app(tmp_path, bot_pace="fast")
    scene = first_trick_position(app)
    click(app, hand_rect(scene, parse_card("9h")).center)
    assert scene.collecting() and len(trick_cards(scene)) == SEATS
    assert scene.sixte.hand.winners == (1,)  # the A♥, no trump in it
    assert "Alice" in scene.status_text()
    app.step()
    assert len(trick_cards(scene)) == SEATS and len(scene.sixte.hand.actions) == SEATS
    run_until(app, lambda: not scene.collecting())
    assert trick_cards(scene) == [] or len(trick_cards(scene)) < SEATS
    assert sum(1 for s in scene.stage.spots if s.group == ("won", 1)) == SEATS


def test_the_plates_count_tricks_mark_the_first_trick_s_winner_and_the_score_to_six(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 24's table: the winner's tricks counted by their name plate, the first trick's
    winner marked (it breaks ties, SX-SCORE-2), the score to 6 for everyone (SX-SCORE-3)."""
    scene = first_trick_position(app)
    click(app, hand_rect(scene, parse_card("9h")).center)
    scene.collect_now()
    settle(app, scene)
    assert scene.sixte.hand.winners[0] == 1  # Alice's A♥
    with drawn_words(monkeypatch) as seen:
        scene.forget_still_layer()
        app.step()
    assert seen.count("Tricks: 1  ★ first") == 1 and seen.count("Tricks: 0") == SEATS - 1
    assert seen.count(f"0/{GAME_POINTS}") == SEATS


def drawn_inside(drawn: list[tuple[str, int, pygame.Rect]], words: str,
                 area: pygame.Rect) -> int:
    """How many times ``words`` was drawn with its centre inside ``area``."""
    return sum(1 for w, _, box in drawn if w == words and area.collidepoint(box.center))


@pytest.mark.parametrize("dealer", [PERSON, 3])
def test_the_dealer_chip_marks_the_dealer_s_plate_and_no_other(
        app: App, dealer: int, drawn: list[tuple[str, int, pygame.Rect]]) -> None:
    """Issue 24's table: the dealer marked, where the dealer sits (SX-DEAL-2: the dealer holds
    the turned-up trump), whoever deals."""
    from sixseq.games.sixte.view.layout import offset

    trump = {PERSON: "10s", 3: "8s"}[dealer]
    scene = open_game(app, PositionGame(HANDS, dealer, trump))
    assert scene.lay is not None and scene.obs.dealer == dealer
    drawn.clear()
    scene.forget_still_layer()
    app.step()
    chip = tr("sixte.table.dealer_chip")
    for seat in range(SEATS):
        place = scene.lay.dealer_chip(offset(seat))
        assert drawn_inside(drawn, chip, place) == (seat == dealer), seat


def test_the_first_trick_s_star_stays_with_its_winner_after_later_tricks(
        app: App, drawn: list[tuple[str, int, pygame.Rect]]) -> None:
    """SX-SCORE-2: the star marks who won the *first* trick (the tie-break) for the whole
    hand: Alice takes trick 1, the person trick 2, and the star stays on Alice's plate."""
    from sixseq.games.sixte.view.layout import offset

    scene = first_trick_position(app)
    hand = scene.sixte.hand
    while len(hand.winners) < 2:
        scene.collect_now()
        click(app, hand_rect(scene, scene.obs.playable[0]).center)
        settle(app, scene)
    scene.collect_now()
    settle(app, scene)
    assert hand.winners[:2] == (1, PERSON)
    drawn.clear()
    scene.forget_still_layer()
    app.step()
    assert scene.lay is not None
    starred = tr("sixte.table.tricks", count=1) + "  ★ " + tr("sixte.table.first_trick")
    plain = tr("sixte.table.tricks", count=1)
    alice, person = (scene.lay.seats[offset(s)].plate for s in (1, PERSON))
    assert drawn_inside(drawn, starred, alice) == 1
    assert drawn_inside(drawn, plain, person) == 1
    assert sum(1 for w, _, _ in drawn if w == starred) == 1


def test_the_hand_s_point_shows_on_the_plates_once_its_last_trick_is_gathered(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """SX-SCORE-2: while the hand's last trick stayed in the middle, its scorer's plate
    already showed the point (a pip and ``1/6``) beside a count of tricks without that
    trick, the point given for no reason yet seen. The point comes with the trick: once it
    is gathered to its winner's pile."""
    app = make_app(tmp_path, bot_pace="fast")
    scene = first_trick_position(app)
    hand = scene.sixte.hand
    while not hand.is_over():
        run_until(app, lambda: hand.is_over()
                  or (scene.session.my_turn() and not scene.collecting()))
        if not hand.is_over():
            click(app, hand_rect(scene, scene.obs.playable[0]).center)
    assert scene.collecting()
    score = hand.outcome()
    assert score is not None and sum(score.points) == 1
    with drawn_words(monkeypatch) as seen:
        scene.forget_still_layer()
        app.step()
    assert seen.count(f"0/{GAME_POINTS}") == SEATS
    scene.collect_now()
    with drawn_words(monkeypatch) as seen:
        scene.forget_still_layer()
        app.step()
    assert seen.count(f"1/{GAME_POINTS}") == 1 and seen.count(f"0/{GAME_POINTS}") == SEATS - 1


@pytest.mark.parametrize("how", ["click", "space"])
def test_a_click_on_the_table_or_space_ends_the_trick_s_moment(tmp_path: Path,
                                                              how: str) -> None:
    app = make_app(tmp_path, bot_pace="slow")
    scene = first_trick_position(app)
    click(app, hand_rect(scene, parse_card("9h")).center)
    assert scene.collecting()
    assert scene.lay is not None
    if how == "click":
        click(app, scene.lay.corner.center)
    else:
        key(app, pygame.K_SPACE)
    assert not scene.collecting()


def test_the_winner_of_a_trick_leads_the_next_with_one_click_during_its_moment(
        tmp_path: Path) -> None:
    """The person takes the trick with the A♥ and leads next: a click on one of their cards
    while the trick is still shown plays it at once (the trick goes to them first), rather
    than only ending the moment."""
    hands = ("Ah Kc 7s 8d 10c 10s", "9h 6h 7h 8h 9s Jc", "Kh 6s 6d 7d 9d Qc",
             "Qh 8s Js 10d Jd Kd", "As Jh Qs Ks Ad 6c", "10h 7c 8c 9c Ac Qd")
    app = make_app(tmp_path, bot_pace="slow")
    scene = open_game(app, PositionGame(hands, PERSON, "10s"), {1: Script("6h")})
    click(app, hand_rect(scene, parse_card("Ah")).center)
    assert scene.collecting() and scene.session.my_turn()  # the person took it
    click(app, hand_rect(scene, parse_card("Kc")).center)
    assert scene.person_moves == 2 and not scene.collecting()
    assert scene.sixte.hand.trick.cards == (parse_card("Kc"),)


def test_a_click_on_one_s_card_while_another_s_trick_is_shown_says_wait(tmp_path: Path) -> None:
    """Alice took the trick and leads next: a click on one of the person's cards while it is
    shown plays nothing, says to wait, and leaves the trick in view."""
    app = make_app(tmp_path, bot_pace="slow")
    scene = first_trick_position(app)
    click(app, hand_rect(scene, parse_card("9h")).center)
    assert scene.collecting() and not scene.session.my_turn()
    click(app, hand_rect(scene, parse_card("Kc")).center)
    assert scene.person_moves == 1 and scene.collecting()
    assert message_text(scene) == tr("sixseq.table.not_your_turn")


def test_the_status_line_follows_the_hand_past_its_first_trick(tmp_path: Path) -> None:
    """After the first trick the status line says whose turn it is (thinking, or to play
    while the table waits at the slow pace), not who took the last trick; a trick's moment
    names that trick's winner and number."""
    app = make_app(tmp_path, bot_pace="slow")
    scene = first_trick_position(app)
    click(app, hand_rect(scene, parse_card("9h")).center)
    assert scene.status_text() == tr("sixte.table.status.takes", who="Alice", trick=1)
    key(app, pygame.K_SPACE)
    seen: set[bool] = set()

    def watch() -> bool:
        to_move = scene.obs.to_move
        if to_move not in (None, PERSON) and not scene.collecting():
            thinking = scene.session.thinking() == to_move
            wanted = "sixte.table.status." + ("thinking" if thinking else "to_play")
            assert scene.status_text() == tr(wanted, who=seat_name(to_move))
            seen.add(thinking)
        return scene.session.my_turn() and not scene.is_animating()

    run_until(app, watch, timeout=30.0)
    assert seen == {True, False}  # both were seen
    click(app, hand_rect(scene, scene.obs.playable[0]).center)
    winner = scene.obs.winners[-1]
    assert len(scene.obs.tricks) == 2 and winner != scene.obs.winners[0]
    assert winner == PERSON  # in this deal the person takes the second trick
    assert scene.status_text() == tr("sixte.table.status.you_take", trick=2)


def test_a_gathered_trick_shows_its_faces_until_its_cards_turn_over_on_the_way(
        tmp_path: Path) -> None:
    """A complete trick shown, the window resized meanwhile: as its moment ended, the whole
    trick turned face down where it lay, the cards still waiting to leave for the winner's
    pile drawn as backs (a card flying to a place the person does not see was drawn as that
    place shows it, from take-off). They keep showing the cards played, face up, and each
    turns over on its way."""
    from dataclasses import replace

    app = make_app(tmp_path, bot_pace="fast")
    scene = first_trick_position(app)
    app.change_settings(replace(app.settings, animation_speed="normal"))
    click(app, hand_rect(scene, parse_card("9h")).center)
    run_until(app, lambda: not scene.stage.busy)
    assert scene.collecting()
    resize(app, (1100, 700))
    trick = [(s.card, s.rect) for s in scene.stage.spots if s.group == "trick"]
    assert len(trick) == SEATS and scene.collecting()
    run_until(app, lambda: not scene.collecting())  # the frame the gathering begins
    assert scene.stage.busy
    for card, rect in trick:
        assert isinstance(card, int)
        face = scene.painter.image(card, rect.width, True)
        back = scene.painter.image(None, rect.width, False)
        assert likeness(app, rect, face) < likeness(app, rect, back), card


def likeness(app: App, rect: pygame.Rect, picture: pygame.Surface) -> float:
    """How far the screen at ``rect`` is from ``picture`` (its mean colour difference over
    the card's middle, which no neighbour in the trick covers)."""
    total, count = 0, 0
    for x in range(rect.width // 4, rect.width * 3 // 4, 3):
        for y in range(rect.height // 4, rect.height * 3 // 4, 3):
            shown, wanted = app.screen.get_at((rect.x + x, rect.y + y)), picture.get_at((x, y))
            total += sum(abs(shown[i] - wanted[i]) for i in range(3))
            count += 1
    return total / count


def test_every_card_is_in_the_move_log_with_the_trick_s_winner(app: App) -> None:
    scene = first_trick_position(app)
    click(app, hand_rect(scene, parse_card("9h")).center)
    lines = played_lines(scene)
    assert lines[0] == "Alice plays A♥"
    assert lines[5] == "You play 9♥ — Alice takes trick 1"


def played_lines(scene: SixteTable) -> list[str]:
    """The move log's lines of the cards played (after the hand's opening lines)."""
    return [text for (count, _), text in zip(scene.movelog.lines, scene.movelog.texts(),
                                             strict=True) if count > 0]


LOT_LINES = {
    # seed 23: Bruno draws the only ace; hand 1's trump turned up is the K♣
    ("en", 23): ("Drawn for the deal: You 6♣, Alice 6♦, Bruno A♥, Chloé 7♣, Denis Q♣, Élise K♠"
                 " — Bruno deals first (the highest card, A♥)",
                 "Hand 1: Bruno deals, trumps ♣ (turned up: K♣)"),
    # seed 21: three kings, the person's drawn first (SX-SEAT-2's earliest seat)
    ("fr", 21): ("Tirage pour la donne : Vous R♥, Alice R♦, Bruno 6♦, Chloé R♣, Denis 6♥,"
                 " Élise 8♠ — vous donnez en premier (la plus forte carte, R♥, tirée la"
                 " première de son rang)",
                 "Donne 1 : vous donnez, atout ♥ (carte retournée : R♥)"),
}


@pytest.mark.parametrize(("language", "seed"), sorted(LOT_LINES))
def test_the_log_opens_with_the_draw_for_the_deal_and_each_hand_s_dealer_and_trump(
        app: App, language: str, seed: int) -> None:
    """SX-SEAT-2: the first dealer is drawn by lot in front of everyone, so the log shows
    every player's card and who deals (on equal cards, the earliest seat); each hand then
    opens with its dealer and the card turned up for trumps (SX-DEAL-2), each card with its
    language's index (K Q J, R D V: SX-DECK-2). The lines stay through the hand (undo never
    reaches them) and go with it."""
    configure(language)
    try:
        match = Match(seed)
        scene = open_game(app, match)
        opening = list(LOT_LINES[language, seed])
        assert scene.movelog.texts()[:2] == opening
        assert [count for count, _ in scene.movelog.lines[:2]] == [0, 0]
        play_out(app, scene)
        assert scene.movelog.texts()[:2] == opening
        click(app, scene.buttons.buttons["next"].rect.center)
        log = scene.movelog.texts()
        dealer = (match.first_dealer + 1) % SEATS  # the deal passes to the left
        assert match.hand.dealer == dealer and len(log) >= 1
        assert log[0].startswith(("Hand 2: " if language == "en" else "Donne 2\u00a0: ")
                                 + NAMES[dealer])
        assert not any(line in log for line in opening)
    finally:
        configure("en")


def played_to_the_end(match: Match) -> Match:
    """``match`` played hand after hand, each seat's safe card every turn, until a player
    has six points (SX-SCORE-3)."""
    while True:
        play_safely(match, SEATS * SEATS)
        if match.is_over():
            return match
        match.next_hand()


def play_out(app: App, scene: SixteTable) -> None:
    """Play the hand to its end, the person by clicks on their first playable card."""
    while not scene.session.is_over():
        settle(app, scene)
        if scene.session.my_turn():
            scene.collect_now()
            click(app, hand_rect(scene, scene.obs.playable[0]).center)
    run_until(app, lambda: scene.sheet_open)


def test_the_hand_sheet_says_who_scores_and_why_then_the_next_hand_is_dealt(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """SX-SCORE-2: the sheet shows every player's tricks and the sentence of why; *Next
    hand* deals the next one, the deal passing to the left (SX-SEAT-2)."""
    scene = first_trick_position(app)
    play_out(app, scene)
    score = scene.sixte.hand.outcome()
    assert score is not None
    with drawn_words(monkeypatch) as seen:
        scene.forget_still_layer()
        app.step()
    assert any(tr("sixte.table.sheet.title", hand=1) in w for w in seen)
    assert any(w in score_sentence(score) for w in seen if len(w) > 20)
    assert scene.buttons.buttons["next"].visible
    click(app, scene.buttons.buttons["next"].rect.center)
    assert scene.sixte.game.hand_number == 2 and not scene.sheet_open
    assert scene.sixte.hand.dealer == (scene.sixte.game.first_dealer + 1) % SEATS
    assert sum(scene.sixte.hand.scores) == 1


def test_the_hand_sheet_shows_each_player_s_own_row_and_marks_who_scores(
        app: App, drawn: list[tuple[str, int, pygame.Rect]]) -> None:
    """SX-SCORE-2: the sheet's rows read name, tricks, first trick won, points, each the
    player's own (this hand ends 1, 1, 1, 0, 2, 1); a player who won no trick has a dash for
    the first; the scorer's row alone is lit gold and adds "(+1)" to its points, on paper."""
    from sixseq.games.sixte.view.sheet import PAPER, sheet_rect

    scene = first_trick_position(app)
    play_out(app, scene)
    score = scene.sixte.hand.outcome()
    assert score is not None and score.tricks == (1, 1, 1, 0, 2, 1)
    drawn.clear()
    scene.forget_still_layer()
    app.step()
    assert scene.lay is not None
    sheet = sheet_rect(scene.lay, scene.sixte.game)
    on_sheet = [(w, box) for w, _, box in drawn if sheet.contains(box)]
    totals = scene.sixte.game.scores()
    for seat in range(SEATS):
        name = next(box for w, box in on_sheet if w == seat_name(seat))
        row = [w for _, w in sorted((box.left, w) for w, box in on_sheet
                                    if box.centery == name.centery and box.left > name.left)]
        tricks, first, points = row
        assert tricks == str(score.tricks[seat]), (seat, row)
        assert (first == "–") == (score.first_wins[seat] is None), (seat, row)
        if first != "–":
            assert first == str(score.first_wins[seat]), (seat, row)
        assert points.split()[0] == str(totals[seat]), (seat, row)
        assert points.endswith("(+1)") == (seat == score.scorer), (seat, row)
        behind = app.screen.get_at((sheet.right - scene.lay.margin - 3, name.centery))
        assert near(behind, LIGHT_GOLD, 12) == (seat == score.scorer), (seat, behind)
    assert near(app.screen.get_at((sheet.centerx, sheet.top + 4)), PAPER, 12)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [*SMALL_SIZES, (1920, 1080), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_word_of_the_hand_sheet_reads_inside_it_and_apart(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], size: tuple[int, int],
        language: str) -> None:
    """The sheet's title, heads, six rows, the sentence of why: each at a legible size,
    within the sheet's margins, none over another (rows as tall as their words)."""
    from sixseq.games.sixte.view.sheet import draw_sheet, sheet_rect

    app = make_app(tmp_path, size, language=language)
    scene = first_trick_position(app)
    play_out(app, scene)
    assert scene.lay is not None
    drawn.clear()
    draw_sheet(pygame.Surface(size), scene.lay, scene.sixte.game)
    assert len(drawn) >= 1 + 4 + 6 * 4 + 1
    margin = scene.lay.margin
    legible_and_apart([d for d in drawn if d[0]],
                      sheet_rect(scene.lay, scene.sixte.game).inflate(-2 * margin, -2 * margin))


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [SMALL_SIZES[0], (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_last_sheet_s_winner_line_reads_inside_it_under_the_rest(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], size: tuple[int, int],
        language: str) -> None:
    """SX-SCORE-3: the game's last sheet says who won it on a line of its own, legible,
    within the sheet's margins and below every other word (the sheet grows by that line)."""
    from sixseq.games.sixte.view.sheet import draw_sheet, sheet_rect

    app = make_app(tmp_path, size, language=language)
    match = played_to_the_end(Match(5))
    winner = match.winner()
    assert winner is not None
    scene = open_game(app, match)
    run_until(app, lambda: scene.sheet_open)
    assert scene.lay is not None
    drawn.clear()
    draw_sheet(pygame.Surface(size), scene.lay, match)
    words = [d for d in drawn if d[0]]
    margin = scene.lay.margin
    legible_and_apart(words, sheet_rect(scene.lay, match).inflate(-2 * margin, -2 * margin))
    key = "you_win" if winner == PERSON else "wins"
    line = tr("sixte.table.sheet." + key, who=seat_name(winner), points=GAME_POINTS)
    last = next(rect for w, _, rect in words if w == line)
    assert all(rect.bottom <= last.top for w, _, rect in words if w != line)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [*SMALL_SIZES, (1280, 800), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_looking_at_the_table_after_a_hand_leaves_every_card_and_button_clear(
        tmp_path: Path, size: tuple[int, int], language: str) -> None:
    """*Look at the table* on a hand's sheet: *Back to the scores* and *Next hand*, left on
    the table, cover no card (the tricks' piles by the plates), no other button, nor the
    status line, and stay in the window; *Next hand* then deals the next hand."""
    app = make_app(tmp_path, size, language=language)
    scene = first_trick_position(app)
    play_out(app, scene)
    look_under_the_sheet(app, scene)
    click(app, scene.buttons.buttons["next"].rect.center)
    assert scene.sixte.game.hand_number == 2 and not scene.sheet_open


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [*SMALL_SIZES, (1280, 720), (1920, 1080), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_sheet_s_buttons_left_on_the_table_sit_off_the_oval_and_the_seats(
        tmp_path: Path, size: tuple[int, int], language: str) -> None:
    """*Look at the table*: *Back to the scores* and *Next hand* sat on the oval's rim at
    800×560 and 1024×600 (in the band above the status line, which the oval reaches into).
    They stand clear of the oval, of every seat's plate and pile of tricks, and show their
    whole label."""
    app = make_app(tmp_path, size, language=language)
    scene = first_trick_position(app)
    play_out(app, scene)
    click(app, scene.buttons.buttons["view"].rect.center)
    assert scene.sheet_hidden and scene.lay is not None
    lay = scene.lay
    keep_off = [lay.oval, *(seat.plate for seat in lay.seats), *(seat.won for seat in lay.seats)]
    keep_off += [spot.rect for spot in scene.stage.spots]
    px = scene.button_px()
    for name in ("view", "next"):
        rect = scene.buttons.buttons[name].rect
        for other in keep_off:
            assert not rect.colliderect(other), (name, rect, other)
        label = tr(scene.buttons.specs[name].key)
        assert font(px).size(label)[0] + 2 * (3 + px // 3) <= rect.width, (name, label)


@pytest.mark.parametrize("game_over", [False, True], ids=["a hand", "the game"])
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [*SMALL_SIZES, (1280, 800), (1920, 1080), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_hand_sheet_and_its_buttons_leave_the_seats_round_it_in_view(
        tmp_path: Path, size: tuple[int, int], language: str, game_over: bool) -> None:
    """SX-SCORE-2: the hand's sheet, as wide as the table design asked, covered the top
    left seat's pile of tricks at 1024×600 (every side seat's pile, and the top seat's plate,
    at every size; at 800×560 the side plates too). It now fits between the side seats'
    plates, dealer's chips and piles (as long as six tricks make them), under the top seat,
    with its buttons; at 800×560, with no such room, it leaves every plate and chip clear.
    The game's last sheet, a line taller (its winner), keeps to the same room."""
    from sixseq.games.sixte.rules.cards import TRICKS
    from sixseq.games.sixte.view.sheet import sheet_rect

    app = make_app(tmp_path, size, language=language)
    match = Match(5)
    if game_over:
        played_to_the_end(match)
    else:
        play_safely(match, SEATS * SEATS)
    scene = open_game(app, match)
    run_until(app, lambda: scene.sheet_open)
    lay = scene.lay
    assert lay is not None
    covers = [pygame.Rect(sheet_rect(lay, match)),
              *(scene.buttons.buttons[name].rect for name in ("view", "next"))]
    keep_clear = [lay.dealer_chip(o) for o in range(1, SEATS)]
    keep_clear += [lay.seats[o].plate for o in range(1, SEATS)]
    if size != (800, 560):
        keep_clear += [lay.won_rect(o, n) for o in range(1, SEATS) for n in range(TRICKS)]
        keep_clear += [s.rect for s in scene.stage.spots if s.group != ("won", PERSON)]
    for cover in covers:
        assert app.screen.get_rect().contains(cover)
        for rect in keep_clear:
            assert not cover.colliderect(rect), (cover, rect)


def test_the_game_ends_at_six_points_and_its_sheet_offers_a_new_game(app: App) -> None:
    """SX-SCORE-3: a game played to its end shows its winner and *Play again*."""
    match = played_to_the_end(Match(5))
    scene = open_game(app, match)
    run_until(app, lambda: scene.sheet_open)
    assert max(match.scores()) == GAME_POINTS
    assert scene.buttons.specs["next"].key == "sixseq.table.button.new_match"


def test_the_game_is_saved_after_every_card_and_continue_resumes_it(tmp_path: Path) -> None:
    """Saved through the shared saves after each card; loaded, it replays to the same
    position, the computer players' levels kept."""
    app = make_app(tmp_path)
    levels = ["easy", "medium", "easy", "easy", "hard"]
    scene = GAME.new_table(app, {"levels": levels})
    assert isinstance(scene, SixteTable)
    assert scene.sixte.levels == tuple(levels)
    scene.session.bots = {s: Script() for s in COMPUTERS}  # quick: no Hard search here
    for seat, level in zip(COMPUTERS, levels, strict=True):
        scene.session.bots[seat].level = level
    app.switch(scene)
    settle(app, scene)
    if scene.obs.playable:
        click(app, hand_rect(scene, scene.obs.playable[0]).center)
    settle(app, scene)
    saved, notice = GAME.load(app.paths)
    assert notice is None and saved is not None
    assert saved.match.hand.actions == scene.sixte.hand.actions
    assert saved.levels == ("easy", "medium", "easy", "easy", "hard")
    label, values = GAME.continue_label(saved)
    assert tr(label, **values).startswith("Continue · hand 1")
    resumed = GAME.resume(app, saved)
    assert isinstance(resumed, SixteTable)
    assert resumed.sixte.hand.actions == scene.sixte.hand.actions
    assert GAME.in_progress(resumed)


def test_a_damaged_save_is_set_aside_and_told(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    path = saves.save_path(app.paths, "sixte")
    path.write_text(json.dumps({"kind": "sixte-match", "version": 1, "seed": 3,
                                "hands": [["Zz"]], "levels": []}))
    saved, notice = GAME.load(app.paths)
    assert saved is None and notice


def test_a_finished_hand_is_counted_in_the_statistics(app: App) -> None:
    """Hands and games won, and the person's voles, kept in the game's own file."""
    scene = first_trick_position(app)
    session = scene.sixte
    session.on_round_end = lambda _: GAME.record_round(app, session)
    play_out(app, scene)
    stats, notice = load_match_stats(app.paths, "sixte")
    assert notice is None and len(stats.rounds) == 1
    score = session.hand.outcome()
    assert score is not None
    assert stats.rounds[0].won == (score.scorer == PERSON)
    assert ("vole" in stats.rounds[0].feats) == (score.vole and score.scorer == PERSON)
    assert GAME.stats_blocks(app.paths, 900, 1.0)


def test_new_game_options_are_cleaned_and_give_their_table(app: App) -> None:
    """Each computer player's level and the rules' three options (SX-PLAY-3, SX-DEAL-3)."""
    clean = GAME.clean_options({"levels": ["hard"] * 5, "must_trump": True,
                                "must_overtake": "yes", "deck52": True})
    assert clean == {"levels": ["hard"] * 5, "must_trump": True, "must_overtake": False,
                     "deck52": True}
    assert GAME.clean_options({"levels": ["godlike"] * 5})["levels"] == ["medium"] * 5
    rows = GAME.option_rows(clean)
    assert [r.name for r in rows] == ["levels.0", "levels.1", "levels.2", "levels.3",
                                      "levels.4", "must_trump", "must_overtake", "deck52"]
    scene = GAME.new_table(app, dict(clean, levels=["easy"] * 5))
    assert isinstance(scene, SixteTable)
    hand = scene.sixte.hand
    assert hand.options == Options(True, False, True) and len(hand.stock) == 16
    app.switch(scene)
    app.step()
    turned = [s for s in scene.stage.spots if s.group == "stock" and s.card is not None]
    assert [s.card for s in turned] == [hand.trump_card]


def test_the_trump_card_is_shown_by_the_dealer_until_it_is_played(app: App) -> None:
    """SX-DEAL-2: the dealer's turned-up card lies face up by their place while they hold
    it (here Bruno deals the Q♠; the person leads)."""
    hands = ("9h Kc 7s 8d 10c 10s", "Ah 6h 7h 8h 9s Jc", "Kh 6s 6d 7d 9d Qs",
             "Qh 8s Js 10d Jd Kd", "10h Jh Qc Ks Ad 6c", "As 7c 8c 9c Ac Qd")
    scene = open_game(app, PositionGame(hands, 2, "Qs"))
    assert scene.lay is not None
    shown = [s for s in scene.stage.spots if s.group == "trump"]
    assert [s.card for s in shown] == [parse_card("Qs")]
    assert shown[0].rect == scene.lay.seats[2].trump
    backs = [s for s in scene.stage.spots if s.group == ("hand", 2)]
    assert len(backs) == 5


def test_the_hint_names_a_playable_card_and_plays_it(app: App) -> None:
    scene = first_trick_position(app)
    scene.session.hint_bot = seat_bots(("easy",), 1)[1]
    key(app, pygame.K_h)
    run_until(app, lambda: scene.session.hint is not None)
    hint = scene.session.hint
    assert hint is not None and hint.action == Play(parse_card("9h"))
    click(app, scene.buttons.buttons["play_hint"].rect.center)
    assert scene.person_moves == 1


def test_nothing_is_left_to_undo_once_a_card_is_played(app: App) -> None:
    """Every card is a turn of its own: once played, the turn has passed (the undo floor)."""
    scene = first_trick_position(app)
    click(app, hand_rect(scene, parse_card("9h")).center)
    settle(app, scene)
    assert not scene.session.can_undo()
    assert not scene.buttons.buttons["undo"].is_enabled


def test_sixte_is_played_from_the_menu_and_continued_after_quitting(tmp_path: Path) -> None:
    """The registry's entry: Sixte on the menu, its New game dialog, its table; a card
    played, *Save and quit*, and the menu's Continue brings the same hand back."""
    assert game("sixte").available
    app, shell = open_app(tmp_path, games={"sixte": {"levels": ["easy"] * 5}})
    start_game(app, "sixte")
    scene = app.scene
    assert isinstance(scene, SixteTable)
    settle(app, scene)
    click(app, hand_rect(scene, scene.obs.playable[0]).center)
    settle(app, scene)
    record = scene.sixte.game.record()
    shell.quit_to_menu(scene)
    app.step()
    click(app, menu_button(app, "continue:sixte").rect.center)
    resumed = app.scene
    assert isinstance(resumed, SixteTable) and resumed is not scene
    assert resumed.sixte.game.record() == record
    assert resumed.sixte.levels == ("easy",) * 5


@pytest.mark.parametrize("leave", ["save_and_quit", "window_closed"])
def test_a_trick_left_during_its_moment_is_shown_again_on_continue(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, leave: str) -> None:
    """SX-PLAY-4: the person plays the first trick's last card and leaves during the moment
    the complete trick stays in the middle (*Save and quit*, or the window closed): Continue
    brought the hand back with the trick already on its winner's pile, so the person never
    saw who took it. The trick is in the middle again, its six cards face up and the winner's
    lit, then goes to the winner as it would have."""
    from shell_harness import escape, press

    monkeypatch.setattr("sixseq.games.sixte.session.new_seed", lambda: 4)  # the person deals
    app, _ = open_app(tmp_path, bot_pace="fast", games={"sixte": {"levels": ["easy"] * 5}})
    start_game(app, "sixte")
    scene = app.scene
    assert isinstance(scene, SixteTable)
    settle(app, scene)
    assert scene.obs.dealer == PERSON and len(scene.obs.trick.cards) == SEATS - 1
    click(app, hand_rect(scene, scene.obs.playable[0]).center)
    assert scene.collecting()
    trick = scene.sixte.hand.tricks[0]
    winner = scene.sixte.hand.winners[0]
    if leave == "save_and_quit":
        escape(app)
        press(app, "sixseq.pause.save_quit")
    else:
        post(pygame.QUIT)
        app.step()
        assert not app.running
        app, _ = open_app(tmp_path, bot_pace="fast")
    click(app, menu_button(app, "continue:sixte").rect.center)
    resumed = app.scene
    assert isinstance(resumed, SixteTable) and resumed is not scene
    app.step()
    assert resumed.collecting() and "takes trick 1" in resumed.status_text()
    assert sorted(trick_cards(resumed)) == sorted(trick.cards)
    assert all(s.face_up for s in resumed.stage.spots if s.group == "trick")
    assert not any(s.group == ("won", winner) for s in resumed.stage.spots)
    assert resumed.sixte.hand.actions == scene.sixte.hand.actions  # nothing played meanwhile
    run_until(app, lambda: not resumed.collecting())
    assert trick_cards(resumed) == []
    assert sum(1 for s in resumed.stage.spots if s.group == ("won", winner)) == SEATS


def test_the_rules_page_rows_read_in_both_languages_and_show_real_cards() -> None:
    for locale in ("en", "fr"):
        configure(locale)
        for kind, key_or_cards, extra in RULES:
            if kind == "cards":
                cards = [t for g in key_or_cards.split("|") for t in g.split()
                         if t not in ("+", "→")]
                assert GAME.parse_cards(" ".join(cards))
                assert tr(extra) != extra
            else:
                assert tr(key_or_cards) != key_or_cards
    configure("en")


def test_the_showcase_is_the_person_to_move_mid_trick(tmp_path: Path) -> None:
    app = App((1024, 600), Settings(language="en", sound=False, animation_speed="instant"),
              Paths(tmp_path, tmp_path, tmp_path), now=FrameClock())
    scene = GAME.showcase(app)
    assert isinstance(scene, SixteTable)
    hand = scene.sixte.hand
    assert hand.to_move == PERSON and len(hand.trick.cards) >= 3
    assert not saves.save_path(app.paths, "sixte").exists()
    assert GAME.check(scene) == []


def test_statistics_show_hands_voles_and_points_and_old_rows_still_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Rows written without feats read as no vole; Sixte's part names hands, counts
    voles and the points of finished games, and leaves out a "best round" (always 1)."""
    paths = Paths(tmp_path, tmp_path, tmp_path)
    rows = [{"seats": 6, "teams": False, "levels": ["easy"] * 5, "score": 1, "best_other": 0},
            {"seats": 6, "teams": False, "levels": ["easy"] * 5, "score": 1, "best_other": 0,
             "feats": ["vole"]}]
    (tmp_path / "sixte-stats.json").write_text(json.dumps(
        {"version": 1, "kind": "sixte-stats", "rounds": rows,
         "matches": [{"seats": 6, "teams": False, "levels": ["easy"] * 5, "rounds": 9,
                      "total": 6, "best_other": 3}]}))
    stats, notice = load_match_stats(paths, "sixte")
    assert notice is None and [r.feats for r in stats.rounds] == [(), ("vole",)]
    configure("en")
    with drawn_words(monkeypatch) as seen:
        GAME.stats_blocks(paths, 900, 1.0)
    assert "hands won" in seen and "voles (all six tricks)" in seen and "6.0" in seen
    assert tr("sixseq.stats.best_round") not in seen


def test_statistics_name_sixte_s_hands_and_games_never_rounds_or_matches(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Sixte is played in hands to a game of six points: its table of results counted
    hands under "Rounds won" ("Manches gagnées") beside a "hands won" tile, and its games
    as "matches won"."""
    paths = Paths(tmp_path, tmp_path, tmp_path)
    stats = MatchStats()
    stats.record_round(RoundResult(6, False, ("easy",) * 5, 1, 0))
    stats.record_match(MatchResult(6, False, ("easy",) * 5, 9, 6, 2))
    save_match_stats(paths, "sixte", stats)
    try:
        for language in ("en", "fr"):
            configure(language)
            with drawn_words(monkeypatch) as seen:
                GAME.stats_blocks(paths, 900, 1.0)
            assert tr("sixseq.stats.rounds_won_short") not in seen, language
            assert tr("sixte.stats.hands_won_short") in seen
            assert tr("sixte.stats.games_won") in seen
        assert "matches won" not in seen  # French said "parties" already
    finally:
        configure("en")


def test_a_resumed_hand_shows_its_whole_move_log(app: App) -> None:
    """The log of a hand under way is there when its table opens (Continue)."""
    match = Match(9)
    play_safely(match, 8)
    scene = SixteTable(app, SixteSession(match, {s: Script() for s in COMPUTERS}))
    lines = played_lines(scene)
    assert len(lines) == 8 and " — " in lines[5] and "trick 1" in lines[5]
    assert [count for count, _ in scene.movelog.lines] == [0, 0, *range(1, 9)]


def test_the_live_log_is_the_log_after_continue_after_every_card(tmp_path: Path) -> None:
    """Two seeded hands against computer players, the person playing legal cards at random:
    after every card (each computer's, each of the person's, the trick-taking ones) and
    once the next hand is dealt, the log of a table opened on the saved game is the live
    one, line for line, in both languages."""
    app = make_app(tmp_path, bot_pace="instant")
    seed = 17
    session = SixteSession.new(["easy"] * len(COMPUTERS), seed=seed)
    scene = GAME.table(app, session)
    assert isinstance(scene, SixteTable)
    app.switch(scene)
    rng = random.Random(seed)
    check = SameLogAfterContinue(app, GAME, scene)

    def person_moves() -> None:
        assert scene.play(rng.choice(session.legal()))

    for hand in (1, 2):
        play_checking(app, scene, person_moves, check, session.is_over)
        assert len(played_lines(scene)) == SEATS * SEATS  # every card of the hand
        if hand == 1:
            run_until(app, lambda: scene.sheet_open)
            scene.next_round_or_match()
            check()
    assert check.count == 2 * len(played_lines(scene)) + 1


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_word_on_the_table_is_in_the_catalogs(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """A missing catalogue key would be drawn as itself (``sixte.table.…``): the table, a
    trick's moment, the log, the sheet and the New game rows, in both languages."""
    app = make_app(tmp_path, language=language, bot_pace="fast")
    scene = open_game(app, PositionGame(*_deck52_position()))
    with drawn_words(monkeypatch) as seen:
        scene.log_open = True
        scene.refresh()
        app.step()
        click(app, hand_rect(scene, scene.obs.playable[0]).center)
        app.step()
        play_out(app, scene)
        scene.forget_still_layer()
        app.step()
    labels = [tr(row.key, **dict(row.params)) for row in GAME.option_rows(
        GAME.default_options())]
    labels += [tr(c.key) for row in GAME.option_rows(GAME.default_options())
               for c in row.choices]
    labels += [tr(spec.key) for spec in scene.buttons.specs.values()]
    missing = [w for w in [*seen, *labels] if "sixte." in w or "sixseq." in w]
    assert seen and missing == []
    configure("en")


def _deck52_position() -> tuple[Sequence[str], int, str, Options, str]:
    """A 52-card deal (SX-DEAL-3): six hands, the 16-card stock, its top card turned up."""
    hands = ("9h Kc 7s 8d 10c 10s", "Ah 6h 7h 8h 9s Jc", "Kh 6s 6d 7d 9d Qc",
             "Qh 8s Js 10d Jd Kd", "10h Jh Qs Ks Ad 6c", "As 7c 8c 9c Ac Qd")
    stock = "2s 3s 4s 5s 2h 3h 4h 5h 2d 3d 4d 5d 2c 3c 4c 5c"
    return hands, PERSON, "2s", Options(True, True, True), stock


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080), (2560, 1440),
                                  (1200, 1000)])
def test_the_layout_keeps_everything_apart_and_on_screen(size: tuple[int, int]) -> None:
    """Six hand cards side by side, bigger in a bigger window; plates, hands of backs, piles,
    the trick and the status line never over one another, all inside the window."""
    from sixseq.games.sixte.view.layout import compute

    lay = compute(size)
    screen = pygame.Rect((0, 0), size)
    hand = lay.hand_rects(SEATS)
    assert all(screen.contains(r) for r in hand)
    assert all(a.right <= b.left for a, b in pairwise(hand))
    assert lay.hand_w >= min(round(size[1] * 0.2 / 1.5), size[0] // 11)
    places = [lay.trick_area, lay.status, *hand]
    for offset, seat in enumerate(lay.seats):
        places.append(seat.plate)
        if offset:
            places += [seat.hand, seat.won, seat.trump]
    for i, a in enumerate(places):
        assert screen.contains(a), (i, a)
        for b in places[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for offset in range(SEATS):
        assert lay.trick_area.contains(lay.seats[offset].trick)
        # Each card of the trick lies toward its player: nearest their place (the person's
        # hand at the bottom, the others' name plates round the oval).
        place = pygame.Vector2(hand[0].unionall(hand).center if offset == 0
                               else lay.seats[offset].plate.center)
        nearest = min(range(SEATS), key=lambda o: place.distance_to(lay.seats[o].trick.center))
        assert nearest == offset, (offset, nearest)
    tricks = [lay.seats[o].trick for o in range(SEATS)]
    assert not any(a.colliderect(b) for i, a in enumerate(tricks) for b in tricks[i + 1:])


def test_faster_shortens_the_trick_s_moment(app: App) -> None:
    scene = first_trick_position(app)
    scene.app.settings = Settings(language="en", sound=False, bot_pace="normal")
    normal = scene.trick_pause()
    click(app, scene.buttons.buttons["faster"].rect.center)
    assert scene.session.hurry and 0 < scene.trick_pause() < normal


def test_a_card_turning_over_in_flight_casts_one_shadow_not_one_a_frame(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The shared table's flight shadow: a card squashed as it turns over keeps its whole
    card's shadow, and a card changing size on its way reuses shadows a few pixels apart
    (each new blurred shadow costs milliseconds: the render bench's p95)."""
    from sixseq.ui import drawing

    scene = first_trick_position(app)
    sizes: set[tuple[int, int]] = set()
    monkeypatch.setattr(drawing, "blit_shadow",
                        lambda screen, rect, **_: sizes.add(rect.size))
    for width in range(2, 144):
        scene.flight_shadow(app.screen, pygame.Rect(300, 200, width, 216))
    assert len(sizes) == 1
    sizes.clear()
    for height in range(156, 217):
        scene.flight_shadow(app.screen, pygame.Rect(300, 200, round(height / 1.5), height))
    assert len(sizes) <= 16


def test_every_card_ends_a_turn_so_every_card_is_saved() -> None:
    """A trick's last player who takes it leads the next: the seat to move stays, yet that
    card ends a turn (the table saves after every card, and the card stays played)."""
    import random

    from sixseq.games.sixte.session import SixteSession

    stays = 0
    for seed in range(1, 6):
        session = SixteSession.new(["easy"] * 5, seed=seed)
        state, rng = session.state, random.Random(seed)
        while not state.is_over():
            key, seat = session.turn_key(), state.to_move
            state.apply(rng.choice(state.legal_actions()))
            assert session.turn_key() != key
            stays += not state.is_over() and state.to_move == seat
    assert stays > 0  # the case happened: the seat to move alone would have missed it


def test_a_game_past_its_first_hand_is_in_progress_before_a_card_is_played(app: App) -> None:
    """A New game would throw away the points won so far: the table says the game is in
    progress (found by the monkey: the shared ui entry asked the engine's view of the match
    for the hand number)."""
    match = Match(3)
    play_safely(match, SEATS * SEATS)
    assert match.hand.is_over()
    match.next_hand()
    scene = SixteTable(app, SixteSession(match, {seat: Script() for seat in COMPUTERS}))
    assert match.hand_number == 2 and not scene.session.state.actions
    assert GAME.in_progress(scene)


def test_the_status_line_says_what_the_person_must_do_with_the_suit_led(app: App) -> None:
    """A hand all of the suit led must follow (it said "no ♥ in hand: play any card"); void
    in it under *must trump when void*, the person must trump (it said "follow ♥"); under
    *must overtake* it names the card to beat (SX-PLAY-2, SX-PLAY-3)."""
    hearts = ("6h 7h 8h 9h 10h Jh", "Ah Kc 7s 8d 9s Jc", "Kh 6s 6d 7d 9d Qc",
              "Qh 8s Js 10d Jd Kd", "10c 10s Qs Ks Ad 6c", "As 7c 8c 9c Ac Qd")
    scene = open_game(app, PositionGame(hearts, PERSON, "Jh"), {1: Script("Ah")})
    assert scene.status_text() == "Your turn — follow ♥"
    void = ("Kc 7s 8d 10c 10s Qd", "Ah 6h 7h 8h 9s Jc", "Kh 6s 6d 7d 9d Qc",
            "Qh 8s Js 10d Jd Kd", "10h Jh Qs Ks Ad 6c", "As 7c 8c 9c Ac 9h")
    scene = open_game(app, PositionGame(void, PERSON, "10s", Options(must_trump=True)),
                      {1: Script("Ah")})
    assert scene.obs.playable == tuple(parse_cards("7s 10s"))
    assert scene.status_text() == "Your turn — no ♥ in hand: play a ♠ (trumps)"
    assert in_french(scene.status_text) == "À vous — pas de ♥ en main\u00a0: jouez un ♠ (atout)"
    above = ("6h 7h 8h Ah 10h Jh", "9h Kc 7s 8d 9s Jc", *hearts[2:])
    scene = open_game(app, PositionGame(above, PERSON, "Jh", Options(must_overtake=True)),
                      {1: Script("9h")})  # then K♥ and Q♥ follow: the K♥ is the one to beat
    assert scene.obs.playable == tuple(parse_cards("Ah"))
    assert scene.status_text() == "Your turn — follow ♥ and beat the K♥"
    assert in_french(scene.status_text) == "À vous — fournissez à ♥ et montez sur le R♥"


def in_french(say: Callable[[], str]) -> str:
    """What ``say`` says in French (the language back to English after)."""
    configure("fr")
    try:
        return say()
    finally:
        configure("en")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (2560, 1440)])
def test_the_top_buttons_show_their_whole_label_in_french(tmp_path: Path,
                                                          size: tuple[int, int]) -> None:
    """*Faster* pressed reads "Vitesse normale": its last letter was cut by the button's
    edge at 1024×600 (the two top buttons shared half the right panel each)."""
    app = App(size, Settings(language="fr", sound=False, bot_pace="instant",
                             animation_speed="instant"),
              Paths(tmp_path, tmp_path, tmp_path), now=FrameClock())
    scene = first_trick_position(app)
    key(app, pygame.K_f)
    assert scene.session.hurry
    px = scene.button_px()
    for name in ("faster", "menu"):
        button = scene.buttons.buttons[name]
        label = tr(scene.buttons.specs[name].key)
        # the text, and on each side the border and a little air
        assert font(px).size(label)[0] + 2 * (3 + px // 3) <= button.rect.width, (name, label)
        assert app.screen.get_rect().contains(button.rect)


@pytest.mark.parametrize("size", [(1024, 600), (2560, 1440)])
@pytest.mark.parametrize("dealer", range(SEATS))
def test_the_dealer_chip_is_clear_of_the_stock_and_the_trump_card(
        tmp_path: Path, size: tuple[int, int], dealer: int) -> None:
    """SX-DEAL-3: the dealer's D chip sits on its plate away from the 52-card stock and the
    trump turned up across it, whichever seat deals (on the right it was drawn over them)."""
    from sixseq.games.sixte.view.layout import offset

    app = App(size, Settings(language="en", sound=False, bot_pace="instant",
                             animation_speed="instant"),
              Paths(tmp_path, tmp_path, tmp_path), now=FrameClock())
    hands, _, trump, options, stock = _deck52_position()
    scene = open_game(app, PositionGame(hands, dealer, trump, options, stock))
    assert scene.lay is not None and scene.obs.dealer == dealer
    chip = scene.lay.dealer_chip(offset(dealer))
    covered = []
    for spot in scene.stage.spots:
        if spot.group in ("stock", "trump"):
            rect = spot.rect
            if spot.rotated:
                rect = pygame.Rect(0, 0, spot.rect.height, spot.rect.width)
                rect.center = spot.rect.center
            if spot.card is None:  # the stock: its pile's edges step down-left
                rect = rect.union(rect.move(-6, 6))
            covered.append(rect)
    assert len(covered) == 2
    for rect in covered:
        assert not chip.colliderect(rect), (chip, rect)
    assert not chip.colliderect(scene.lay.seats[offset(dealer)].won)
    assert pygame.Rect((0, 0), size).contains(chip)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [*SMALL_SIZES, (1280, 720), (1920, 1080), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_trump_card_s_caption_in_the_hand_stands_clear_of_the_status_line(
        tmp_path: Path, size: tuple[int, int], language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """SX-DEAL-2: the person deals and holds the turned-up trump; its caption (*trumps*) over
    the card ran into the status line at 800×560 ("Your turn — follow ♥" right on it)."""
    from sixseq.ui import text

    app = make_app(tmp_path, size, language=language)
    scene = first_trick_position(app)
    assert scene.obs.trump_holder == PERSON
    boxes: dict[str, pygame.Rect] = {}
    draw = text.draw

    def spy(screen: pygame.Surface, words: str, *args: object, **kwargs: object) -> pygame.Rect:
        box = draw(screen, words, *args, **kwargs)  # type: ignore[arg-type]
        boxes[words] = box
        return box

    with monkeypatch.context() as patch:
        patch.setattr(text, "draw", spy)
        scene.forget_still_layer()
        app.step()
    caption = boxes[tr("sixte.table.trump_card")]
    status = boxes[scene.status_text()]
    assert caption.bottom <= hand_rect(scene, parse_card("10s")).top
    assert not caption.inflate(0, 2).colliderect(status), (caption, status)


def test_the_sheet_s_tie_break_sentence_says_first_among_those_tied(app: App) -> None:
    """SX-SCORE-2: Élise takes trick 1 (her only one); Bruno and Chloé take two each, Bruno
    first at trick 2. The sheet shows Élise's first trick as 1, so the sentence must not say
    Bruno won a trick "first" / "avant les autres": he won one first *of those tied*."""
    score = score_hand([5, 2, 3, 3, 2, 0])
    assert score.scorer == 2 and score.tied == (2, 3)
    assert score_sentence(score) == ("Bruno is tied for the most tricks (2) and, of those "
                                     "tied, won a trick first (trick 2): the point is theirs")
    assert in_french(lambda: score_sentence(score)) == (
        "Bruno est à égalité pour le plus de levées (2) et a gagné une levée avant tout autre "
        "joueur à égalité (levée 2)\u00a0: le point lui revient")
    mine = score_hand([5, 0, 3, 3, 0, 1])
    assert mine.scorer == PERSON
    assert score_sentence(mine) == ("You are tied for the most tricks (2) and, of those "
                                    "tied, won a trick first (trick 2): the point is yours")
    assert in_french(lambda: score_sentence(mine)) == (
        "Vous êtes à égalité pour le plus de levées (2) et avez gagné une levée avant tout "
        "autre joueur à égalité (levée 2)\u00a0: le point vous revient")


def test_the_status_line_names_the_trump_to_beat_when_the_person_must_overtrump(
        app: App) -> None:
    """SX-PLAY-3 under *must trump when void*: Élise has trumped the ♥ trick with the 8♠ and
    the person, void in ♥, holds the 7♠, 10♠ and Q♠: the 7♠ is dimmed, so the line must say
    the 8♠ is to be beaten (it said only "play a ♠", as when any trump goes), as it names the
    card to beat under *must overtake*."""
    hands = ("8d Kc 7s Qs 10c 10s", "Ah 6h 7h 8h 9s Jc", "Kh 6s 6d 7d 9d Qc",
             "Qh As Js 10d Jd Kd", "10h Jh 9h Ks Ad 6c", "8s 7c 8c 9c Ac Qd")
    scene = open_game(app, PositionGame(hands, PERSON, "10s", Options(must_trump=True)),
                      {1: Script("Ah"), 2: Script("Kh"), 3: Script("Qh"), 4: Script("10h"),
                       5: Script("8s")})
    assert scene.obs.playable == tuple(parse_cards("10s Qs"))
    assert scene.status_text() == "Your turn — no ♥ in hand: trump and beat the 8♠"
    assert in_french(scene.status_text) == "À vous — pas de ♥ en main\u00a0: surcoupez le 8♠"
