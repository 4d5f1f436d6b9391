"""The round's sheet on a card table: up over the table once a round is over, its two
buttons (*Next*, and *View*: the table under it, or the sheet again), and what they do. A part
of :class:`~.scene.CardTable`, kept apart from its play, gestures and drawing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from sixseq.ui.scene import Scene

if TYPE_CHECKING:
    from sixseq.engine.session import Session
    from sixseq.ui.app import App
    from sixseq.ui.table.buttons import ButtonBar
    from sixseq.ui.table.overlay import WordsOverlay


# What the table shows for play, gone while a round's sheet covers it.
PLAYING_BUTTONS = ("hint", "undo", "log", "faster", "play_hint")


class RoundSheet(Scene):
    """The sheet's state and buttons; the table provides what it reads."""

    next_round_label = "sixseq.table.button.next_round"  # the sheet's *Next* while play goes on
    sheet_open: bool  # the round is over and its sheet is up
    sheet_hidden: bool  # ... but the person is looking at the table under it

    if TYPE_CHECKING:
        app: App
        session: Session[Any]
        size: tuple[int, int]
        words: WordsOverlay
        buttons: ButtonBar

        def place_buttons(self) -> None: ...

        def next_round(self) -> None: ...

        def person_won(self) -> bool: ...

    def open_sheet(self) -> None:
        """The round is over: its sheet goes up over the table (the view draws it)."""
        self.sheet_open, self.sheet_hidden = True, False
        self.on_sheet_opened()
        self.place_buttons()

    def sheet_shown(self) -> bool:
        return self.sheet_open and not self.sheet_hidden

    def on_sheet_opened(self) -> None:
        """Close what the round left open; what the person won is cheered (a loss ends in
        silence: the same fanfare for a beaten player rang false)."""
        if self.person_won():
            self.app.sounds.play("win")

    def refresh_sheet_buttons(self) -> None:
        """While the sheet is shown the buttons of play go (its own two are placed with it,
        labelled for the moment: :meth:`sheet_places`)."""
        if self.sheet_shown():
            for name in PLAYING_BUTTONS:
                self.buttons.state(name, False)

    def sheet_label(self, name: str) -> str:
        """The label key of the sheet's buttons: *Next* (round, or a new match once it is
        over) and *View* (the table under the sheet, or the sheet again)."""
        if name == "next":
            return "sixseq.table.button.new_match" if self.session.match.is_over() \
                else self.next_round_label
        return "sixseq.table.button.view_scores" if self.sheet_hidden \
            else "sixseq.table.button.view_table"

    def aside_room(self) -> pygame.Rect | None:
        """Where the sheet's two buttons go, at its bottom, while the person looks at the
        table: the band above the status line (the round is over: no message goes there),
        where they cover neither the hand nor a button. A view whose table reaches into that
        band gives another room."""
        return self.words.message_area()

    def sheet_places(self, width: int, below: int, gap: int, height: int
                     ) -> dict[str, tuple[pygame.Rect, str]]:
        """The sheet's *View* and *Next*, side by side, ``width`` wide each: at ``below``,
        under the sheet; while the person looks at the table instead, at the bottom of
        ``aside_room``."""
        room = self.aside_room() if self.sheet_hidden else None
        if room is not None:
            width = min(width, (room.width - gap) // 2)
            centre_x, top = room.centerx, room.bottom - height
        else:
            centre_x, top = self.size[0] // 2, below
        return {name: (pygame.Rect(centre_x - width - gap // 2 + i * (width + gap), top, width,
                                   height), self.sheet_label(name))
                for i, name in enumerate(("view", "next"))}

    def sheet_arrow(self, event: pygame.event.Event) -> None:
        """An arrow once the round is over: its cards take no focus (see ``round_on``), so
        the arrows go over the table's buttons as in a menu, never to nothing. The first
        shows the focus on the sheet's button Enter wants: *Next* over the sheet, *Back to
        the scores* while the person looks at the table (where Enter does nothing)."""
        keys, buttons = self.app.scene_keys, self.menu_buttons()
        if keys.rect(buttons) is None:
            keys.put(self.buttons.buttons["view" if self.sheet_hidden else "next"], buttons)
        else:
            keys.key(event, buttons)

    def toggle_sheet(self) -> None:
        """The sheet's *View*: the table under the sheet, or the sheet again."""
        self.sheet_hidden = not self.sheet_hidden
        self.place_buttons()

    def next_round_or_match(self) -> None:
        """The sheet's *Next*: the next round, or once the match is over a new game (the
        shell offers it)."""
        if not self.session.is_over():
            return
        if self.session.match.is_over():
            if self.app.host is not None:
                self.app.host.new_game(self)
            return
        self.sheet_open = self.sheet_hidden = False
        self.next_round()
        self.place_buttons()
