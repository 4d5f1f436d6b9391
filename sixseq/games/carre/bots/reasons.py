"""Why Le Carré's computer players move as they do, as catalogue keys (``carre.reason.…``)."""

from __future__ import annotations

from sixseq.engine.reasons import COMMON, Reasons

__all__ = ["COMMON", "WHY"]

WHY = Reasons("carre", {
    "draw": "a turn starts with a draw",
    "put_out": "{card} starts a pile on the columns",
    "sheds": "plays {card} from your hand",
    "to_column": "builds {card} on its column",
    "end_turn": "no move left that helps: end the turn",
    "plan": "{card} starts a turn that plays {shed} of your cards and leaves your opponent few "
            "places to play",
    "plan_empties": "{card} starts a turn that empties your hand",
    "goes_on": "{card}: the turn goes on and plays {shed} more of your cards, leaving your "
               "opponent few places to play",
    "goes_on_empties": "{card}: the turn goes on and empties your hand",
    "plan_guarded": "{card}: sheds as much as it can while leaving your opponent as few "
                    "places to play as it can",
    "holds_back": "ending the turn now leaves your opponent fewer places to play",
})
