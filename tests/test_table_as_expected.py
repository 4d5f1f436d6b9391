"""What a new player tripped on, fixed in the shared table: each point driven headless by real
events, asserting on state and pixels (the issue "The table as players expect it")."""

from __future__ import annotations

import logging
import threading
from pathlib import Path

import pygame
import pytest
from helpers import FOUR, TEAMS, TWO, a, c, position
from shell_harness import drawn_words
from table_harness import (
    SMALL_SIZES,
    FrameClock,
    Script,
    button,
    click,
    drag,
    grip,
    hand_rect,
    key,
    make_app,
    message_text,
    open_table,
    place,
    post,
    resize,
    run_until,
    settle,
    spot_index,
)

from sixseq.engine.bots import Suggestion
from sixseq.games.six_sequences.rules.actions import DRAW_STOCK, STOP, Action, Discard
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.table import Phase
from sixseq.games.six_sequences.session import SixSeqSession
from sixseq.games.six_sequences.view.setups import PositionMatch
from sixseq.games.six_sequences.view.table import SixSeqTable
from sixseq.settings import Settings
from sixseq.storage import Paths
from sixseq.ui import text
from sixseq.ui.app import App
from sixseq.ui.i18n import level_name, tr

SOUTH2 = 1


@pytest.fixture
def app(tmp_path: Path) -> App:
    return make_app(tmp_path)


def test_the_last_frame_of_a_flight_is_drawn_without_any_mouse_motion(tmp_path: Path) -> None:
    """A card dropped on the discard pile lands and is drawn there at once, however still
    the mouse is (the loop is left to wait for events, as it does at rest)."""
    app = make_app(tmp_path, animation_speed="normal")
    state = position(TWO, ("Qd 9s", "8h Kc"), to_move=SOUTH2, phase=Phase.DISCARD,
                     stock="2s 3s 4s 5s")
    scene = open_table(app, state, SOUTH2)
    assert scene.lay is not None
    drag(app, grip(hand_rect(scene, c("Kc"))), scene.lay.discard.center)
    assert scene.stage.busy  # on its way
    landings = 0
    for _ in range(3000):  # no event is posted: only the table's own frames
        was, frames = scene.stage.busy, app.frames
        app.step(block=True)
        if was and not scene.stage.busy:
            landings += 1
            assert app.frames == frames + 1  # the landing frame is drawn in that very step
        if scene.session.my_turn() and not scene.stage.busy:
            break
    assert landings >= 1 and scene.session.my_turn()


def test_undo_is_there_after_laying_until_the_refill_shows_the_stock(app: App) -> None:
    """The lay-down never ends by itself after the person's own play: Undo stays usable;
    *Done* ends it, and the refill from the stock is where undo stops."""
    state = position(TWO, ("Qd", "5h 6h 7h"), to_move=SOUTH2, phase=Phase.LAY,
                     stock="2s 3s 4s 5s 6s 7s 8s 9s")
    scene = open_table(app, state, SOUTH2)
    for name in ("5h", "6h", "7h"):
        click(app, grip(hand_rect(scene, c(name))))
    click(app, button(scene, "lay").rect.center)
    assert scene.session.round.phase == Phase.LAY  # nothing else to lay, but it waits
    assert button(scene, "undo").is_enabled
    click(app, button(scene, "undo").rect.center)
    assert scene.session.round.side_combinations(SOUTH2) == ()
    for name in ("5h", "6h", "7h"):
        click(app, grip(hand_rect(scene, c(name))))
    click(app, button(scene, "lay").rect.center)
    key(app, pygame.K_RETURN)  # Enter is *Done*
    assert scene.session.round.phase != Phase.LAY and not button(scene, "undo").is_enabled


def test_the_menu_button_opens_the_in_game_menu(tmp_path: Path) -> None:
    from shell_harness import open_app, start_sixseq

    from sixseq.ui.pause import PauseMenu

    app, _ = open_app(tmp_path)
    table = start_sixseq(app)
    click(app, button(table, "menu").rect.center)
    assert isinstance(app.scene, PauseMenu) and app.scene.game is table


def test_a_whole_turn_by_keyboard(app: App) -> None:
    """Draw, lay and discard without a mouse: arrows move the focus, Space picks a card and
    shows where it may go, Space or Enter drops it, Enter ends a phase."""
    state = position(TWO, ("Qd", "5h 6h 7h Kc"), to_move=SOUTH2,
                     stock="9c 2s 3s 4s 5s 6s 7s 8s")
    scene = open_table(app, state, SOUTH2)

    def focus_on(wanted: pygame.Rect) -> None:
        """Step the focus round with the right arrow until it is on ``wanted``."""
        if scene.focus_rect() is None:
            key(app, pygame.K_RIGHT)  # the first press shows the focus
        for _ in range(len(scene.focus_targets()) + 1):
            if scene.focus_rect() == wanted:
                return
            key(app, pygame.K_RIGHT)
        assert scene.focus_rect() == wanted, f"the focus never reached {wanted}"

    assert scene.lay is not None
    focus_on(scene.lay.stock)
    key(app, pygame.K_SPACE)  # the stock: a click draws
    assert scene.session.round.phase == Phase.LAY and c("9c") in scene.session.round.hand(1)
    for name in ("5h", "6h"):
        focus_on(hand_rect(scene, c(name)))
        key(app, pygame.K_RETURN)  # Enter on a card picks it for a combination
    assert scene.hand.selection == [c("5h"), c("6h")]
    focus_on(hand_rect(scene, c("7h")))
    key(app, pygame.K_SPACE)  # Space takes it, with the picked cards; the new place lights
    assert scene.picked is not None and scene.targets
    key(app, pygame.K_SPACE)  # and drops them there
    assert [x.text(ascii=True) for x in scene.session.round.side_combinations(SOUTH2)] == [
        "5h 6h 7h"]
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN)  # *Done*: refill
    settle(app, scene)
    focus_on(hand_rect(scene, c("Kc")))
    key(app, pygame.K_SPACE)  # picked: the discard pile lights up as its place
    assert scene.picked is not None and scene.lay.discard in [t.rect for t in scene.targets]
    while scene.focus_rect() != scene.lay.discard:
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)
    assert scene.session.round.discard_pile[-1] == c("Kc")


def test_a_joker_shows_what_it_stands_for_and_a_combination_says_what_it_is(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    state = position(TWO, ("Qd", "9o Kc"), table=((0, "5o 6o 0o@7 8o"),), to_move=SOUTH2,
                     phase=Phase.LAY)
    scene = open_table(app, state, SOUTH2)
    joker = place(scene, c("0o"))
    with drawn_words(monkeypatch) as words:
        scene.forget_still_layer()
        app.step()
    assert "=7" in words  # its tag, on the part of the card left visible
    box = scene.scenery.combos[1].rect if scene.scenery else None
    assert box is not None and joker.colliderect(box)
    post(pygame.MOUSEMOTION, pos=box.center, rel=(1, 1), buttons=(0, 0, 0))
    with drawn_words(monkeypatch) as words:
        app.step()
    said = tr("sixseq.table.hover.sequence", suit="●", cards="5● 6● 0●=7 8●", count=4,
              who=tr("sixseq.table.seat.north"))
    assert said in words


def test_in_a_team_game_the_partner_is_marked(app: App, monkeypatch: pytest.MonkeyPatch
                                              ) -> None:
    state = position(TEAMS, ("Qd", "Kd", "5h 6h", "Kc"), to_move=2, phase=Phase.LAY)
    scene = open_table(app, state, 2)
    with drawn_words(monkeypatch) as words:
        scene.forget_still_layer()
        app.step()
    north = tr("sixseq.table.seat.north")
    assert tr("sixseq.table.partner", who=north) in words
    assert tr("sixseq.table.partner", who=tr("sixseq.table.seat.east")) not in words


def test_the_score_sheet_says_why_each_suit_was_won(app: App,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    state = position(TWO, ("Kd 3s 0s 0c 0d", "As 2c 0h 0t 0o"),
                     table=((0, "4h 5h 6h 7h"), (1, "9h 10h 11h")),
                     to_move=SOUTH2, phase=Phase.FINAL, stock_size=0)
    scene = open_table(app, state, SOUTH2)
    with drawn_words(monkeypatch) as words:
        click(app, button(scene, "stop").rect.center)
        run_until(app, lambda: scene.sheet_open)
        app.invalidate()
        app.step()
    longer = tr("sixseq.table.score.why_longer", of_who="South's", cards="9♥ 10♥ 11♥",
                length=3)
    assert any(longer in w for w in words)


def test_a_rival_s_sequence_is_named_whose_it_is_with_french_elision() -> None:
    """The sheet wrote "plus longue que … de Est"; French elides: "d'Est"."""
    from sixseq.ui.i18n import configure, of_name

    assert of_name("East") == "East's"
    configure("fr")
    try:
        assert [of_name(n) for n in ("Est", "Ouest", "Nord", "Sud", "Est-Ouest")] == \
            ["d'Est", "d'Ouest", "de Nord", "de Sud", "d'Est-Ouest"]
        assert tr("sixseq.table.score.why_longer_short", of_who=of_name("Est"), length=5) == \
            "plus longue que celle d'Est (5)"
    finally:
        configure("en")


def test_the_move_log_keeps_every_action_and_scrolls(
        app: App, drawn: list[tuple[str, int, pygame.Rect]]) -> None:
    """Every action of the round is a line, the person's and the computer players'; while
    the log is open the wheel, or Page Up and Page Down for a player without a mouse, scroll
    it back and forth (a page keeps one line of the last in view), never past a full page of
    its first lines or its newest; closed (Esc closes it), neither scrolls it. In the
    smallest window, where the log shows fewer lines than three turns of the table make."""
    state = position(FOUR, ("Qd", "Kd", "5h 6h 7h Kc", "Jc"), to_move=2, phase=Phase.LAY,
                     stock="9c 2s 3s 4s 5s 6s 7s 8s 9s 10s 11s 12s Js Cs Bs")
    scene = open_table(app, state, 2)
    resize(app, SMALL_SIZES[0])
    assert scene.size == SMALL_SIZES[0]
    for name in ("5h", "6h", "7h"):
        click(app, grip(hand_rect(scene, c(name))))
    click(app, button(scene, "lay").rect.center)
    assert scene.lay is not None
    for _ in range(3):  # three turns of the table: the person's and three computers'
        if DRAW_STOCK in scene.session.legal():
            click(app, scene.lay.stock.center)
        while STOP in scene.session.legal():  # no more to lay, nor to add
            click(app, button(scene, "stop").rect.center)
        discard = next(a for a in scene.session.legal() if isinstance(a, Discard))
        drag(app, grip(hand_rect(scene, discard.card)), scene.lay.discard.center)
        settle(app, scene)  # the three computer players each draw and discard
    lines = scene.movelog.texts()
    assert "5♥ 6♥ 7♥" in lines[0] and sum("South" in line for line in lines) >= 3 * 3, lines
    wheel(app, 1)  # closed: nothing scrolls
    key(app, pygame.K_PAGEUP)
    assert scene.movelog.scroll == 0
    click(app, button(scene, "log").rect.center)
    assert scene.log_open and button(scene, "log").is_selected  # Moves shown pressed
    wheel(app, 1)
    assert scene.movelog.scroll == 1
    assert "↓ 1" in [words for words, _, _ in drawn]
    rows = scene.movelog.rows
    assert 1 < rows < len(lines), rows  # the window's log holds some lines, not all
    wheel(app, 40)  # these lines take a row each: the first at the top of a full panel
    assert scene.movelog.scroll == len(lines) - rows
    assert lines[0] in [words for words, _, _ in drawn]
    wheel(app, -40)
    assert scene.movelog.scroll == 0
    key(app, pygame.K_PAGEUP)  # a page back, or as far as the first full page
    assert scene.movelog.scroll == min(rows - 1, len(lines) - rows)
    key(app, pygame.K_PAGEDOWN)
    assert scene.movelog.scroll == 0
    key(app, pygame.K_ESCAPE)  # Esc closes it
    assert not scene.log_open and not button(scene, "log").is_selected


def wheel(app: App, steps: int) -> None:
    post(pygame.MOUSEWHEEL, x=0, y=steps, flipped=False, precise_x=0.0, precise_y=float(steps))
    app.step()


# --- a computer player that fails never stops the table (issue 21) -------------------------------

def test_space_plays_a_computer_s_waiting_move_at_once_and_on_one_s_turn_shows_the_focus(
        tmp_path: Path) -> None:
    """At the slow pace, North's move waits more than a second before it shows: Space shows
    it at once. On the person's turn, with nothing focused, Space plays nothing and shows the
    keyboard's focus on the first card."""
    app = make_app(tmp_path, bot_pace="slow")
    state = position(TWO, ("Qd 9s", "8h Kc"), stock="2s 3s 4s 5s")
    scene = SixSeqTable(app, SixSeqSession(PositionMatch(state, 1), {0: Script()}))
    app.switch(scene)
    run_until(app, lambda: scene.session.held is not None)  # North's draw waits its pace
    key(app, pygame.K_SPACE)
    assert len(scene.session.round.actions) == 1
    settle(app, scene)
    assert scene.focus is None
    played = len(scene.session.round.actions)
    key(app, pygame.K_SPACE)
    assert scene.focus == 0 and len(scene.session.round.actions) == played


class Hangs(Script):
    """Its first thought never ends (released at the end of the test); its limit is half a
    second."""

    def __init__(self) -> None:
        super().__init__()
        self.release = threading.Event()

    def choose(self, obs: Observation) -> Action:
        if not self.threads:
            self.threads.append("hung")
            self.release.wait(30)
        return super().choose(obs)

    def time_limit(self) -> float:
        return 0.5


class Ponders(Hangs):
    """Thinks until released, well within its limit."""

    def time_limit(self) -> float:
        return 30.0


def north_to_think(app: App) -> tuple[SixSeqTable, Ponders]:
    """South to discard from 8♥ K♣ 4♦; North's thoughts then last until it is released."""
    north = Ponders()
    state = position(TWO, ("Qd 9s", "8h Kc 4d"), to_move=SOUTH2, phase=Phase.DISCARD,
                     stock="2s 3s 4s 5s")
    return open_table(app, state, SOUTH2, {0: north}), north


def test_a_card_played_while_a_computer_player_thinks_flies_home_and_the_table_says_wait(
        tmp_path: Path) -> None:
    """The person's discard made, North thinks: a card dragged to the discard pile meanwhile
    is not played, flies back to its place in the hand, and the table says to wait for
    one's turn; once North has played, the person plays on."""
    app = make_app(tmp_path, animation_speed="normal")
    scene, north = north_to_think(app)
    assert scene.lay is not None
    drag(app, grip(hand_rect(scene, c("Kc"))), scene.lay.discard.center)
    run_until(app, lambda: scene.session.thinking() is not None)
    home = hand_rect(scene, c("8h"))
    try:
        drag(app, grip(home), scene.lay.discard.center)
        assert message_text(scene) == tr("sixseq.table.not_your_turn")
        assert spot_index(scene, c("8h")) in scene.stage.flying()  # on its way home
        run_until(app, lambda: not scene.stage.busy)
        assert place(scene, c("8h")) == home
        assert len(scene.session.round.actions) == 1
    finally:
        north.release.set()
    settle(app, scene)
    assert scene.session.my_turn() and c("8h") in scene.session.observation().hand


def test_a_computer_player_s_plate_says_it_is_thinking_with_dots_that_move(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]]) -> None:
    """While North thinks, its plate says so where its level stood, with one to three dots
    that change as time passes (the table is not stuck); once it has played, its level."""
    app = make_app(tmp_path, bot_pace="instant")
    scene, north = north_to_think(app)
    assert scene.lay is not None
    level = level_name("easy")
    assert level in [words for words, _, _ in drawn]
    drag(app, grip(hand_rect(scene, c("Kc"))), scene.lay.discard.center)
    run_until(app, lambda: scene.session.thinking() is not None)
    thinking = tr("sixseq.table.thinking_dots")
    try:
        drawn.clear()
        for _ in range(60):  # a second of frames
            app.step()
        said = {words for words, _, _ in drawn if words.startswith(thinking)}
        assert {thinking + dots for dots in (".", "..", "...")} <= said, said
        assert level not in [words for words, _, _ in drawn]
    finally:
        north.release.set()
    settle(app, scene)
    drawn.clear()
    scene.forget_still_layer()
    app.step()
    assert level in [words for words, _, _ in drawn]


class NoAdvice(Script):
    """A hint's bot whose every suggestion fails."""

    def suggest(self, obs: Observation) -> Suggestion[Action]:
        raise RuntimeError("a hint's bug")


def test_a_hint_that_fails_says_so_and_may_be_asked_again(app: App) -> None:
    """H asks for a suggestion; when none comes (the hint's bot failed), the table says so
    in a sentence that goes after a while, and the hint button is there to ask again."""
    state = position(TWO, ("Qd 9s", "8h Kc 4d"), to_move=SOUTH2, phase=Phase.DISCARD,
                     stock="2s 3s 4s 5s")
    scene = SixSeqTable(app, SixSeqSession(PositionMatch(state, 1), {0: Script()},
                                           hint_bot=NoAdvice()))
    app.switch(scene)
    settle(app, scene)
    key(app, pygame.K_h)
    run_until(app, lambda: message_text(scene) == tr("sixseq.table.no_suggestion"))
    assert scene.session.hint is None and button(scene, "hint").is_enabled
    run_until(app, lambda: scene.message is None, timeout=30)
    assert scene.session.my_turn() and scene.session.round.actions == ()


class Raises(Script):
    def choose(self, obs: Observation) -> Action:
        raise RuntimeError("a computer player's bug")


class Cheats(Script):
    def choose(self, obs: Observation) -> Action:
        return a("discard Kc")  # not even in its hand


@pytest.mark.parametrize("bot", [Hangs, Raises, Cheats], ids=lambda kind: kind.__name__)
def test_a_failing_computer_player_is_replaced_and_the_game_goes_on(
        tmp_path: Path, bot: type[Script], caplog: pytest.LogCaptureFixture) -> None:
    """At the real table, North hangs, raises or answers illegally: a safe legal move is
    played for it (logged), the person gets their turn; the table kept drawing meanwhile
    (``open_table`` steps frames until the person is to move)."""
    app = make_app(tmp_path)
    north = bot()
    state = position(TWO, ("Qd 9s", "8h Kc"), stock="2s 3s 4s 5s")
    with caplog.at_level(logging.ERROR):
        scene = open_table(app, state, SOUTH2, {0: north})
    if isinstance(north, Hangs):
        north.release.set()
    assert scene.session.my_turn() and scene.session.round.actions[0] == a("draw")
    assert ("deadline" if bot is Hangs else "easy bot") in caplog.text
    assert scene.lay is not None
    click(app, scene.lay.stock.center)
    assert scene.session.round.actions[2:] == (a("draw"),)  # the person plays on


@pytest.mark.parametrize("size", [(800, 560), (1024, 600), (1280, 800), (1366, 768),
                                  (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_partner_s_plate_holds_its_words_at_a_legible_size(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], language: str,
        size: tuple[int, int]) -> None:
    """Two against two below 1920×1080: North's plate said 'North — your partner' at 9 px,
    wider than the plate, the words running over its frame and into North's cards. The plate
    now widens into the free room left of it, and where even that is too narrow it says
    'North (partner)', or 'North' alone (its frame is still in the partner's colour)."""
    from sixseq.ui import i18n

    app = App(size, Settings(language=language, sound=False, animation_speed="instant",
                             bot_pace="instant"), Paths(tmp_path, tmp_path, tmp_path),
              now=FrameClock())
    try:
        state = position(TEAMS, ("Qd", "Kd", "5h 6h", "Kc"), to_move=2, phase=Phase.LAY)
        scene = open_table(app, state, 2)
        drawn.clear()
        scene.forget_still_layer()
        app.invalidate()
        app.step()
        assert scene.lay is not None and scene.scenery is not None
        north = tr("sixseq.table.seat.north")
        forms = [tr("sixseq.table.partner", who=north),
                 tr("sixseq.table.partner_short", who=north), north]
        plate = scene.picture.plate_rect(scene.lay, 0, scene.scenery.fans[0].area)
        said = [(words, px, rect) for words, px, rect in drawn if words in forms]
        assert len(said) == 1, said
        words, px, rect = said[0]
        assert px >= text.MIN_PX and plate.contains(rect), (words, px, rect, plate)
        widened = plate.width > scene.lay.seats[0].plate.width
        assert not (widened and plate.colliderect(scene.lay.top_left))
        assert not plate.colliderect(scene.scenery.fans[0].area)
        if size[0] >= 1280:  # room enough for the whole words
            assert words == forms[0]
        scene.leave()
    finally:
        i18n.configure("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_suit_s_note_on_the_sheet_is_never_cut_after_a_long_sequence_SS_SCORE_1(
        tmp_path: Path, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two against two at 1024×600: after a sequence of eight, the French note was cut to
    "plus longue que celle de …", losing whose and how long. Where even the short note does
    not fit, a shorter one says how long the rival's was ("plus longue (contre 7)"), and a
    suit's only sequence, however long, is "la seule" rather than "seule séquence de la
    coul…"."""
    app = App((1024, 600), Settings(language=language, sound=False, animation_speed="instant",
                                    bot_pace="instant"), Paths(tmp_path, tmp_path, tmp_path),
              now=FrameClock())
    state = position(TEAMS, ("Kd 0s 0c", "Qd 0d", "3s 0h 0t", "Kc 0o"),
                     table=((0, "1h 2h 3h 4h 5h 6h 7h 8h"), (1, "11h 12h Jh Ch Bh Rh Qh"),
                            (0, "1d 2d 3d 4d 5d 6d 7d 8d 9d 10d 11d")),
                     to_move=2, phase=Phase.FINAL, stock_size=0)
    scene = open_table(app, state, 2)
    with drawn_words(monkeypatch) as words:
        click(app, button(scene, "stop").rect.center)
        run_until(app, lambda: scene.sheet_open)
        app.invalidate()
        app.step()
    longer = [w for w in words if w.startswith(("plus longue", "longer"))]
    assert longer and all("…" not in w and "7" in w for w in longer), longer
    alone = [w for w in words if w.startswith(("seule", "la seule", "the only"))]
    assert alone and all("…" not in w for w in alone), alone


def test_a_message_or_hint_is_drawn_over_the_open_move_log(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """With *Moves* open, the log's panel covered the left end of a hint's sentence (Rami at
    1280×800): what the table just said is drawn over the log, which stays open beneath."""
    from sixseq.ui.table import overlay
    from sixseq.ui.table.movelog import MoveLog
    from sixseq.ui.table.words import Message

    state = position(TWO, ("Qd 9s", "8h Kc"), to_move=SOUTH2, phase=Phase.DISCARD,
                     stock="9c 2s 3s")
    scene = open_table(app, state, SOUTH2)
    order: list[str] = []
    pill, log_draw = overlay.draw_pill, MoveLog.draw
    monkeypatch.setattr(overlay, "draw_pill",
                        lambda *args, **kwargs: order.append("message") or pill(*args, **kwargs))
    monkeypatch.setattr(MoveLog, "draw",
                        lambda *args, **kwargs: order.append("log") or log_draw(*args, **kwargs))
    scene.log_open = True
    scene.say(Message("Your move"))
    app.invalidate()
    app.step()
    assert order[-2:] == ["log", "message"], order
