"""What every rummy table checks before it lays the picked cards (its *Lay* button, Enter, a
click on the new-combination place)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sixseq.ui.i18n import tr
from sixseq.ui.table.words import Message

if TYPE_CHECKING:
    from sixseq.ui.table.scene import CardTable


def may_lay_picked(table: CardTable[Any], picked: bool) -> bool:
    """True when the person may lay what they picked now: it is their turn and ``picked``;
    otherwise the table says why not."""
    if table.out_of_turn():
        return False
    if not picked:
        table.say(lambda: Message(tr("sixseq.table.select_first")))
        return False
    return True
