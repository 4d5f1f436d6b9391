"""Every refusal a game can show reads at 1024×600: long ones wrap onto more lines at a legible
size inside the area the table gives its messages, not shrunk to a smear nor spilling over."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
from table_harness import FrameClock

from sixseq.engine.refusal import IllegalAction, Refusals
from sixseq.games.carre.rules.refusals import REFUSE as CARRE
from sixseq.games.rami.rules.refusals import REFUSE as RAMI
from sixseq.games.six_sequences.rules.errors import REFUSE as SIXSEQ
from sixseq.games.sixte.rules.refusals import REFUSE as SIXTE
from sixseq.settings import Settings
from sixseq.storage import Paths
from sixseq.ui import text
from sixseq.ui.app import App
from sixseq.ui.games import playable
from sixseq.ui.i18n import configure, tr
from sixseq.ui.table.scene import CardTable
from sixseq.ui.table.words import Message, refusal_message

# A message explains a refused move in a sentence of a dozen words or more, read at arm's
# length while the cards sit beside it. The tables' labels may go to 11 px (a word or two, a
# count); below 12 px DejaVu Sans's lower case is 6 px high and a sentence of it is a strain
# to read on a 1024×600 screen, which is why the floor for messages is 12 px.
LEGIBLE = 12
SMALL = (1024, 600)
BOOKS: dict[str, Refusals] = {"six-sequences": SIXSEQ, "rami": RAMI, "sixte": SIXTE,
                              "carre": CARRE}
# Representative values, as long as the ones the rules put there.
VALUES = {"card": "10♥", "top": "9♠", "a": "10♥", "b": "10♠", "place": "b3", "pile": "13",
          "last": "19", "combo": "12", "points": "27", "standin": "10♥", "sequences": "2",
          "series": "3", "position": "12", "value": "'dix-huit'", "limit": "3", "led": "♦",
          "suit": "♥", "trump": "♠", "action": "Play(card=Card(rank=10, suit=2))",
          "play": "LayMeld"}
ATTEMPTS = ("add", "lay", "discard", "take", "draw", "play", "move", "swap", "raid", "stop",
            "pair")


def every_refusal(book: Refusals) -> list[IllegalAction]:
    return [book(name, **{key: VALUES[key] for key in re.findall(r"\{(\w+)\}", template)})
            for name, (_, template) in book.entries.items()]


def longest_lead() -> str:
    """The attempt whose words are longest in the current language (the worst case)."""
    return max(ATTEMPTS, key=lambda attempt: len(tr(f"sixseq.refused.{attempt}")))


@pytest.mark.parametrize("size", [(800, 560), SMALL], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", list(BOOKS))
def test_every_refusal_reads_inside_the_message_area_in_the_small_windows(
        tmp_path: Path, game_id: str, language: str, size: tuple[int, int]) -> None:
    """Each refusal of the game, after the longest "You can't …" of the language, is drawn at
    12 px or more, every line inside the table's message area, which covers neither the hand
    nor a button (they are below the status line); the rule id after it, which the player
    looks up on the rules page, at 11 px at least."""
    app = App(size, Settings(language=language, sound=False, animation_speed="instant",
                              bot_pace="instant"),
              Paths(tmp_path, tmp_path, tmp_path), now=FrameClock())
    try:
        ui = next(ui for info, ui in playable() if info.id == game_id)
        table = ui.showcase(app)
        assert isinstance(table, CardTable)
        app.switch(table)
        app.step()
        table.session.hint = None
        area = table.words.message_area()
        status = table.status_area()
        assert area is not None and status is not None
        assert area.bottom <= status.top and pygame.Rect((0, 0), size).contains(area)
        for name, button in table.buttons.buttons.items():
            assert not button.visible or not area.colliderect(button.rect), name
        for spot in table.stage.spots:
            assert spot.rect.top < status.top or not area.colliderect(spot.rect)
        lead = longest_lead()
        canvas = pygame.Surface(size)
        rendered: list[tuple[str, int]] = []
        render = text.render

        def spy(words: str, px: int, *args: object, **kwargs: object) -> pygame.Surface:
            rendered.append((words, px))
            return render(words, px, *args, **kwargs)  # type: ignore[arg-type]

        for error in every_refusal(BOOKS[game_id]):
            shown = refusal_message(error, lead)
            said = table.card_words(shown.text)
            table.say(Message(said, shown.rule))
            rendered.clear()
            with pytest.MonkeyPatch.context() as patch:
                patch.setattr(text, "render", spy)
                table.words.draw(canvas)
            pill = table.message_pill
            assert pill is not None
            assert area.contains(pill.rect), (error.name, pill.rect, area)
            lines = list(dict.fromkeys((words, px) for words, px in rendered  # measured, drawn
                                       if words and words in said))
            assert " ".join(words for words, _ in lines) == said, error.name  # all of it
            assert all(px >= LEGIBLE for _, px in lines), (error.name, lines)
            cited = [px for words, px in rendered if words == f"({shown.rule})"]
            assert cited and min(cited) >= text.MIN_PX, (error.name, cited)  # looked up by it
        table.leave()
    finally:
        configure("en")


@pytest.mark.parametrize("size", [(800, 560), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_status_line_reads_whole_at_a_legible_size_in_the_smallest_windows(
        tmp_path: Path, drawn: list[tuple[str, int, pygame.Rect]], language: str,
        size: tuple[int, int]) -> None:
    """Rami's "Posez, complétez n'importe quelle combinaison ou reprenez un joker — puis
    défaussez" shrank to 9 px at 800×560 and still ran past both ends of its line; a status
    too long for its line now goes on over the line above, at 12 px or more, clear of the
    buttons and the hand."""

    for info, ui in playable():
        table = ui.showcase(App(size, Settings(language=language, sound=False,
                                               animation_speed="instant", bot_pace="instant"),
                                Paths(tmp_path, tmp_path, tmp_path), now=FrameClock()))
        if not isinstance(table, CardTable):
            continue  # the 20/20 has no status line of this kind
        table.app.switch(table)
        table.app.step()
        status = table.status_text()
        drawn.clear()
        table.words.draw(pygame.Surface(size))
        lines = [(words, px, rect) for words, px, rect in drawn if words in status]
        assert " ".join(words for words, _, _ in lines) == status, info.id
        for words, px, rect in lines:
            assert px >= LEGIBLE, (info.id, words, px)
            assert pygame.Rect((0, 0), size).contains(rect), (info.id, words)
            for name, button in table.buttons.buttons.items():
                assert not button.visible or not rect.colliderect(button.rect), (info.id, name)
            below = table.status_area()
            assert below is not None
            for spot in table.stage.spots:  # the hand, under the status line
                if spot.rect.top >= below.top:
                    assert not rect.colliderect(spot.rect), (info.id, words, spot.group)
        table.leave()
        configure("en")


@pytest.mark.parametrize("bold", [False, True])
def test_a_line_never_breaks_at_a_no_break_space(bold: bool) -> None:
    """French holds ":" and "»" to their word with a no-break space, ";" "?" "!" with a narrow
    one: wrapping broke there too (and turned them into plain spaces), so a line of a French
    message could start with a colon or a question mark. Lines now break at plain spaces only
    and keep every no-break space."""
    said = ("Le fichier des réglages était illisible\u00a0: il a été mis de côté\u202f; "
            "vraiment\u202f? «\u00a0Reprendre\u00a0» repart de là\u202f!")
    for width in range(20, 700, 7):
        lines = text.wrap(said, 15, width, bold)
        assert " ".join(lines) == said, width
        assert not [line for line in lines if line[0] in ":;?!»" or line[-1] == "«"], width
