"""A button let go where the program never heard it (another window took the pointer on the
way, a notification, a window manager's grab): the first motion says the left button is up.
Whatever the mouse held is let go as Esc lets it go — a card flies home and nothing is played,
a scroll bar stops following — instead of following a pointer with no button down."""

from __future__ import annotations

from pathlib import Path

import pygame
from patience_harness import open_patience, patience_app, pile_point, settle
from rami_helpers import c, position
from shell_harness import open_app, press
from table_harness import grip, make_app, post
from test_rami_table import hand_rect, open_rami
from test_rami_table import settle as settle_rami

from sixseq.games.rami.rules.state import GameState
from sixseq.games.rami.view.scenery import HandCard
from sixseq.ui.app import App
from sixseq.ui.rules import RulesPage

HELD = (1, 0, 0)
UP = (0, 0, 0)


def laid() -> GameState:
    """Both players have laid: the 9♣ may go on the other player's 6♣ 7♣ 8♣ (RA-TURN-4)."""
    return position("9c Qs Ks", [(0, "2h 3h 4h"), (1, "6c 7c 8c")], laid=[0, 1],
                    others=("2d 3d",))


def move(app: App, pos: tuple[int, int], buttons: tuple[int, int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=buttons)
    app.step()


def press_and_drag(app: App, start: tuple[int, int], to: tuple[int, int]) -> None:
    """Press at ``start`` and move to ``to`` with the button held; no release."""
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step()
    for step in (1, 2, 3):
        move(app, (start[0] + (to[0] - start[0]) * step // 3,
                   start[1] + (to[1] - start[1]) * step // 3), HELD)


def test_a_card_dragged_on_a_table_goes_home_when_the_release_went_elsewhere(
        tmp_path: Path) -> None:
    app = make_app(tmp_path, animation_speed="normal")
    scene = open_rami(app, laid())
    assert scene.scenery is not None
    before = str(scene.obs)
    home = hand_rect(scene, c("9c"))
    target = scene.scenery.combos[2].rects[-1].center  # where the 9♣ may legally go
    press_and_drag(app, grip(home), target)
    assert scene.pointer.dragging is not None and scene.targets
    move(app, target, UP)  # the button is up: its release never reached the window
    assert scene.pointer.dragging is None and scene.drag.item is None and not scene.targets
    sprite = scene.scenery.sprite(HandCard(c("9c")))
    assert sprite is not None
    flight = scene.stage.animator.get(sprite.spot)
    assert flight is not None and flight.end == home  # flying home, as after Esc
    post(pygame.MOUSEBUTTONUP, pos=target, button=1)  # a release arriving late plays nothing
    app.step()
    settle_rami(app, scene)
    assert str(scene.obs) == before and hand_rect(scene, c("9c")) == home


def test_a_press_held_on_a_table_is_still_a_drag_while_the_button_stays_down(
        tmp_path: Path) -> None:
    """The other side: motions with the button down keep the card on the pointer, and the
    release plays it (RA-TURN-4: added to a rival's sequence)."""
    app = make_app(tmp_path)
    scene = open_rami(app, laid())
    assert scene.scenery is not None
    target = scene.scenery.combos[2].rects[-1].center
    press_and_drag(app, grip(hand_rect(scene, c("9c"))), target)
    move(app, target, HELD)
    assert scene.pointer.dragging is not None
    post(pygame.MOUSEBUTTONUP, pos=target, button=1)
    app.step()
    settle_rami(app, scene)
    assert scene.obs.combination(2).text() == "6c 7c 8c 9c"


def test_a_patience_card_dragged_goes_home_when_the_release_went_elsewhere(
        tmp_path: Path) -> None:
    app = patience_app(tmp_path)
    scene = open_patience(app, 7)
    start = scene.session.position
    move_ = start.legal_moves()[-1]
    target = pile_point(scene, move_.a)
    press_and_drag(app, pile_point(scene, move_.b), target)
    assert scene.gestures.drag.dragging
    move(app, target, UP)
    assert scene.gestures.drag.item is None
    post(pygame.MOUSEBUTTONUP, pos=target, button=1)  # late: plays nothing
    app.step()
    settle(app, scene)
    assert scene.session.position == start and scene.session.game.moves == ()


def test_the_rules_page_scroll_bar_stops_following_a_pointer_whose_button_is_up(
        tmp_path: Path) -> None:
    app, _ = open_app(tmp_path, size=(800, 560))
    press(app, "sixseq.menu.rules")
    page = app.scene
    assert isinstance(page, RulesPage) and page.max_offset > 0 and page.offset == 0
    track = page.track
    post(pygame.MOUSEBUTTONDOWN, pos=(track.centerx, track.top + 2), button=1)
    app.step()
    move(app, (track.centerx, track.centery), HELD)
    followed = page.offset
    assert followed > 0  # the bar follows the pointer while the button is down
    move(app, (track.centerx, track.bottom), UP)
    assert page.offset == followed and not page.dragging_bar
    move(app, (track.centerx, track.top), UP)
    assert page.offset == followed
