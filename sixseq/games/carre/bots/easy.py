"""Easy: makes the moves it sees, hand first, and ends its turn when it sees none.

It puts its aces out, plays from hand wherever a card fits (onto a square pile, in the variant
onto a column), else on an empty place (the card of its hand with the longest run of its own
cards to follow on it), moves square cards up to the columns, and moves a square pile's only
card onto a neighbour when that opens a place for its hand. Other moves within the square it
never makes (it would see them for ever); every move it makes sheds a card or leads to one,
so its turns end.
"""

from __future__ import annotations

from sixseq.decks.standard import Card, card_glyph
from sixseq.engine.reasons import Reason
from sixseq.games.carre.bots.base import Bot, Suggestion
from sixseq.games.carre.bots.reasons import WHY
from sixseq.games.carre.rules.actions import Action, Draw, EndTurn, Move
from sixseq.games.carre.rules.observation import Observation
from sixseq.games.carre.rules.places import HAND, is_column, is_square
from sixseq.games.carre.rules.table import SQUARE_WANTS


def easy_choice(obs: Observation, may_open: bool = True) -> Action:
    """Easy's move; ``may_open``: whether it may still open a place this turn (once)."""
    moves = [a for a in obs.legal if isinstance(a, Move)]
    limit = _NEVER if may_open else _OPENS
    seen = [m for m in moves if _preference(m, obs) < limit]
    if seen:
        return min(seen, key=lambda m: (_preference(m, obs), -_run_on(m.card, obs)))
    return next((a for a in obs.legal if isinstance(a, Draw | EndTurn)), obs.legal[0])


_OPENS, _NEVER = 4, 5


def _preference(move: Move, obs: Observation) -> int:
    """0 an ace going out, 1 a hand card onto a pile, 2 onto an empty place, 3 a square card
    to its column, 4 a square pile's only card onto another pile (a place opens); another
    move within the square is never made."""
    if obs.is_put_out(move):
        return 0
    if move.source == HAND:
        return 1 if obs.piles[move.target] else 2
    if is_column(move.target):
        return 3
    return _OPENS if len(obs.piles[move.source]) == 1 and obs.piles[move.target] else _NEVER


def _run_on(card: Card, obs: Observation) -> int:
    """How many cards of the hand could follow ``card`` on a square pile, one on another."""
    wants = SQUARE_WANTS[obs.variant]
    held = list(obs.hand)
    if card in held:
        held.remove(card)
    run, frontier = 0, [card]
    while frontier:
        for wanted in wants[frontier.pop()]:
            if wanted in held:
                held.remove(wanted)
                run += 1
                frontier.append(wanted)
    return run


class EasyBot(Bot):
    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._opened_in: int | None = None  # the turn it last opened a place in

    def choose(self, obs: Observation) -> Action:
        action = easy_choice(obs, self._opened_in != obs.turn)
        if isinstance(action, Move) and action.source != HAND and is_square(action.target):
            self._opened_in = obs.turn
        return action

    def suggest(self, obs: Observation) -> Suggestion:
        action = easy_choice(obs, self._opened_in != obs.turn)
        return Suggestion(action, describe(action, obs))


def describe(action: Action, obs: Observation) -> Reason:
    """The plain reason for one action."""
    if isinstance(action, Draw):
        return WHY("draw")
    if isinstance(action, EndTurn):
        return WHY("end_turn")
    card = card_glyph(action.card)
    if obs.is_put_out(action):
        return WHY("put_out", card=card)
    if action.source == HAND:
        return WHY("sheds", card=card)
    if is_square(action.target):
        return WHY("plan_guarded", card=card)
    return WHY("to_column", card=card)
