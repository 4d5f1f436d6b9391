"""A double-click on a button that changes the screen (Resume, Continue, a dialog's button):
its second click belongs to the button, not to whatever the new screen shows under it. It
selected a 20/20 card the player never picked. A click at the same spot once the
double-click time has passed is the player's own, and acts."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from shell_harness import buttons, escape, menu_button, open_app
from table_harness import post

from sixseq.games.twenty_twenty.ui import GAME as TWENTY_TWENTY
from sixseq.games.twenty_twenty.view.scene import PatienceScene
from sixseq.ui.app import App
from sixseq.ui.dragdrop import DOUBLE_CLICK_MS
from sixseq.ui.menu import MainMenu
from sixseq.ui.pause import PauseMenu


class Clock:
    """The steady clock the double-click time is read on, moved by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def click(app: App, pos: tuple[int, int], clock: Clock, after_ms: float = 120) -> None:
    clock.now += after_ms / 1000
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    app.step()
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.step()
    app.step()


def patience_under_its_menu(tmp_path: Path) -> tuple[App, PatienceScene, Clock,
                                                       tuple[int, int]]:
    app, _ = open_app(tmp_path)
    clock = Clock()
    app.stale_press.clock = clock
    app.switch(TWENTY_TWENTY.open_deal(app, 5))
    app.step()
    game = app.scene
    assert isinstance(game, PatienceScene)
    escape(app)
    assert isinstance(app.scene, PauseMenu)
    resume = buttons(app)["sixseq.pause.resume"].rect.center
    assert game.gestures.pile_at(resume) is not None  # a card lies under Resume
    return app, game, clock, resume


def test_the_second_click_of_a_double_click_on_resume_picks_no_card(tmp_path: Path) -> None:
    app, game, clock, resume = patience_under_its_menu(tmp_path)
    click(app, resume, clock)
    assert app.scene is game
    click(app, resume, clock)  # the second click of the double-click
    assert game.gestures.selected is None
    assert game.gestures.drag.item is None  # neither its press nor its release reached it


@pytest.mark.parametrize("after_ms", [DOUBLE_CLICK_MS + 50, 120])
def test_a_click_of_the_player_s_own_on_the_new_screen_acts(tmp_path: Path,
                                                             after_ms: int) -> None:
    """Once the double-click time has passed, or a few pixels away (another card, aimed at),
    the click is the player's: the card under it is picked (TT-2's first half)."""
    app, game, clock, resume = patience_under_its_menu(tmp_path)
    click(app, resume, clock)
    assert app.scene is game
    spot = resume if after_ms > DOUBLE_CLICK_MS else (resume[0], resume[1] + 12)
    assert game.gestures.pile_at(spot) is not None
    click(app, spot, clock, after_ms)
    assert game.gestures.selected == game.gestures.pile_at(spot)


def test_the_second_click_on_continue_picks_no_card(tmp_path: Path) -> None:
    app, _, clock, _ = patience_under_its_menu(tmp_path)
    app.host.save_open_games()  # type: ignore[union-attr]
    app.host.main_menu()  # type: ignore[union-attr]
    assert isinstance(app.scene, MainMenu)
    spot = menu_button(app, "continue:twenty-twenty").rect.center
    click(app, spot, clock)
    scene = app.scene
    assert isinstance(scene, PatienceScene) and scene.gestures.pile_at(spot) is not None
    click(app, spot, clock)
    assert scene.gestures.selected is None
