"""The frame of every game's picture: what a table draws, kept apart from its gestures."""

from __future__ import annotations

from typing import Any

from sixseq.ui.table.painter import Painter
from sixseq.ui.table.scene import CardTable


class Picture:
    """A table's two layers (``still`` and ``top``), painted from what the table holds; it
    reads the table and decides nothing. A game's picture names its own table's type."""

    table: CardTable[Any]

    def __init__(self, table: CardTable[Any]) -> None:
        self.table = table

    @property
    def painter(self) -> Painter:
        return self.table.painter
