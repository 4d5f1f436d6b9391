"""Settings changed in the middle of a game, from its in-game menu (Esc → Settings → back),
show on the table at once and fully — nothing left in the old setting — and the game goes on
where it was."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from shell_harness import buttons, drawn_words, fail_writes, open_app

from sixseq.engine.refusal import IllegalAction
from sixseq.games.carre.rules.refusals import REFUSE as CARRE
from sixseq.games.rami.rules.refusals import REFUSE as RAMI
from sixseq.games.six_sequences.rules.errors import REFUSE as SIXSEQ
from sixseq.games.sixte.rules.refusals import REFUSE as SIXTE
from sixseq.games.twenty_twenty.rules.position import REFUSE as TWENTY
from sixseq.settings import Settings, settings_path
from sixseq.ui import i18n
from sixseq.ui.app import App
from sixseq.ui.games import playable
from sixseq.ui.shell import Shell

# A refusal each game's rules may give.
REFUSALS: dict[str, IllegalAction] = {
    "six-sequences": SIXSEQ("no_such_card", card="K♥"),
    "twenty-twenty": TWENTY("not_same_rank", a="1♠", b="A♠"),
    "rami": RAMI("draw_first"),
    "sixte": SIXTE("not_in_hand", card="K♥"),
    "carre": CARRE("draw_first"),
}


def showcase(app: App, game_id: str) -> Any:
    ui = next(ui for info, ui in playable() if info.id == game_id)
    scene = ui.showcase(app)
    app.switch(scene)
    for _ in range(4):
        app.step()
    return scene


def in_settings(app: App, shell: Shell, game: Any, **changes: object) -> None:
    """Esc → Settings → the changes, one click each → Done → back to the game."""
    shell.pause(game)
    app.step()
    app.scene.open_settings()  # type: ignore[union-attr]
    app.step()
    for name, value in changes.items():
        app.change_settings(Settings(**dict(vars(app.settings), **{name: value})))
        app.step()
    app.dialog.close()  # type: ignore[union-attr]
    shell.resume(game)
    for _ in range(3):
        app.step()


@pytest.mark.parametrize("game_id", list(REFUSALS))
def test_a_refusal_on_the_table_reads_in_the_language_just_chosen(
        tmp_path: Path, game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A refusal still up when the player switched to French stayed in English after the
    switch, beside a table all in French, until it timed out."""
    app, shell = open_app(tmp_path)
    table = showcase(app, game_id)
    error = REFUSALS[game_id]
    table.refuse(error, None) if game_id == "twenty-twenty" else table.refuse(error, "play")
    english = table.message.text
    in_settings(app, shell, table, language="fr")
    with drawn_words(monkeypatch) as words:
        app.invalidate()
        app.step()
    reason = i18n.tr(error.key, **error.params)
    if hasattr(table, "card_words"):  # standard cards are named in French: R♥
        reason = table.card_words(reason)
    drawn = " ".join(words)
    assert " ".join(reason.split(" ")[:3]) in drawn and english not in drawn, (reason, english)


@pytest.mark.parametrize("colour", ["blue", "red", "grey"])
def test_sixtes_oval_table_takes_the_table_colour_chosen_mid_game(
        tmp_path: Path, colour: str) -> None:
    """The oval kept its green whatever the table colour: a red table was a green oval on
    red; the whole table now takes the colour chosen."""
    app, shell = open_app(tmp_path)
    table = showcase(app, "sixte")
    lay = table.lay
    oval = lay.oval.inflate(-lay.px(150), -lay.px(40))
    inside = (oval.left + lay.px(40), oval.centery)  # beside the rim, clear of the plates
    before = app.screen.get_at(inside)
    assert before.g > before.r and before.g > before.b  # green at first
    in_settings(app, shell, table, table_colour=colour)
    felt = app.screen.get_at((2, app.screen.get_height() // 2))
    now = app.screen.get_at(inside)
    strongest = max("rgb", key=lambda c: getattr(felt, c))
    assert max("rgb", key=lambda c: getattr(now, c)) == strongest or colour == "grey"
    if colour == "grey":
        assert max(now.r, now.g, now.b) - min(now.r, now.g, now.b) < 16
    assert now != before


@pytest.mark.parametrize("game_id", list(REFUSALS))
def test_switching_the_language_in_the_game_menu_leaves_only_its_buttons_on_screen(
        tmp_path: Path, game_id: str) -> None:
    """The game's own buttons (Faster, Menu, Suggest a move, Undo…) came back sharp over the
    blurred table behind the game menu, and did nothing when clicked, once the language was
    switched there; they return with the game."""
    app, shell = open_app(tmp_path)
    table = showcase(app, game_id)
    shell.pause(table)
    app.step()
    pause = app.scene
    pause.open_settings()  # type: ignore[union-attr]
    app.step()
    app.change_settings(Settings(**dict(vars(app.settings), language="fr")))
    app.dialog.close()  # type: ignore[union-attr]
    app.step()
    shown = {b.text for b in buttons(app).values()}
    assert shown == {b.text for b in pause.menu_buttons()}  # type: ignore[union-attr]
    shell.resume(table)
    app.step()
    assert "sixseq.table.button.menu" in {b.text for b in buttons(app).values()}


def test_the_rules_pages_cards_follow_four_colours_chosen_mid_game(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The rules page drew its example cards (7♦ 7♣ of a Rami series…) in two colours while the
    table beside it, four colours chosen, showed ♦ blue and ♣ green."""
    from sixseq.ui import cardart
    from sixseq.ui.rules import RulesPage

    app, shell = open_app(tmp_path)
    table = showcase(app, "rami")
    in_settings(app, shell, table, four_colour=True)
    drawn: list[bool] = []
    face = cardart.CardArt.face

    def spy(self: Any, card: Any, width: int, locale: str = "en",
            four_colour: bool = False) -> Any:
        drawn.append(four_colour)
        return face(self, card, width, locale, four_colour)

    monkeypatch.setattr(cardart.CardArt, "face", spy)
    shell.pause(table)
    app.step()
    shell.open_rules(table)
    app.step()
    assert isinstance(app.scene, RulesPage) and drawn and all(drawn)


def test_settings_that_cannot_be_written_still_take_effect_and_the_player_is_told(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk: the language chosen applies at once, the player hears that it will not
    be kept, and the file keeps what it held."""
    app, _ = open_app(tmp_path)
    path = settings_path(app.paths)
    before = path.read_bytes() if path.exists() else None
    fail_writes(monkeypatch, path)
    app.change_settings(replace(app.settings, language="fr"))
    assert app.settings.language == "fr" and i18n.current_locale() == "fr"
    assert [n.key for n in app.notices] == ["sixseq.notice.settings_not_saved"]
    assert (path.read_bytes() if path.exists() else None) == before


@pytest.mark.parametrize("game_id", ["six-sequences", "rami", "sixte", "carre"])
def test_the_table_behind_the_game_menu_shows_a_new_card_back_at_once(
        tmp_path: Path, game_id: str) -> None:
    """The in-game menu shows the table behind it as it will look: a card back chosen in the
    settings shows on that picture at once (the stock's backs turn red), not only once the
    game is resumed."""
    from sixseq.ui.pause import PauseMenu

    app, shell = open_app(tmp_path)
    table = showcase(app, game_id)
    shell.pause(table)
    app.step()
    menu = app.scene
    assert isinstance(menu, PauseMenu)
    before = menu.still.copy()
    app.change_settings(replace(app.settings, card_back="red"))
    app.step()
    redder = sum(
        1 for x in range(0, before.get_width(), 2) for y in range(0, before.get_height(), 2)
        if menu.still.get_at((x, y)).r > before.get_at((x, y)).r + 8)
    assert redder > 20, redder
