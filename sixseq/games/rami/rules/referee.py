"""Why a Rami action is refused: ``GameState.check`` raises the ``IllegalAction`` that names
the rule (RA-TURN-1/2, RA-JOKER-3, RA-OPEN-2), so the table can tell a player what stops them.
It reads the state and never changes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sixseq.games.rami.rules.actions import Action, Add, Discard, Draw, Lay, Swap, Take
from sixseq.games.rami.rules.cards import JOKER, card_glyph
from sixseq.games.rami.rules.effects import effect_of, in_hand, view_after
from sixseq.games.rami.rules.movegen import take_ok
from sixseq.games.rami.rules.reach import plan_finish
from sixseq.games.rami.rules.refusals import REFUSE
from sixseq.games.rami.rules.table import Phase

if TYPE_CHECKING:
    from sixseq.games.rami.rules.state import GameState


def check(state: GameState, action: Action) -> None:
    """Raise the ``IllegalAction`` that explains why ``action`` is refused (or nothing)."""
    if state.phase == Phase.OVER:
        raise REFUSE("round_over")
    if isinstance(action, Draw | Take):
        if state.phase != Phase.DRAW:
            raise REFUSE("drawn_already")
        if isinstance(action, Take):
            if not state._discard:
                raise REFUSE("discard_empty")
            if not take_ok(state):
                raise REFUSE("take_unusable", card=card_glyph(state._discard[-1]))
        return
    if state.phase == Phase.DRAW:
        raise REFUSE("draw_first")
    if isinstance(action, Discard):
        in_hand(state, [action.card])
        _turn_can_end(state)
        return
    if not isinstance(action, Lay | Add | Swap):
        raise TypeError(f"not a Rami action: {action!r}")
    effect = effect_of(state, action)
    view = view_after(state, effect)
    if view.obligations() and plan_finish(view) is None:
        if isinstance(action, Swap):
            raise REFUSE("swap_unusable")
        if view.pending == JOKER:
            raise REFUSE("strands_taken_joker")
        if view.pending >= 0:
            raise REFUSE("strands_taken", card=card_glyph(view.pending))
        if view.owed:
            raise REFUSE("strands_joker")
        raise REFUSE("open_unreachable")


def _turn_can_end(state: GameState) -> None:
    """RA-TURN-1, RA-JOKER-3, RA-OPEN-2: nothing owed is still in hand."""
    if state._pending == JOKER:
        raise REFUSE("use_taken_joker")
    if state._pending >= 0:
        raise REFUSE("use_taken", card=card_glyph(state._pending))
    if state._owed:
        raise REFUSE("lay_joker")
    if state.config.open51 and not state._opened[state.to_move] and state._turn_value:
        raise REFUSE("open_short", points=state._turn_value)
