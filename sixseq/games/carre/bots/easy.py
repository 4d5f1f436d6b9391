"""Easy: makes the moves it sees, hand first, and ends its turn when it sees none.

It puts its aces out, plays from hand wherever a card fits (onto a square pile, in the variant
onto a column, else on an empty place: the first card of its hand), moves square cards up to
the columns, and ends the turn. It never moves cards within the square: it would see those
moves for ever.
"""

from __future__ import annotations

from sixseq.decks.standard import card_str
from sixseq.engine.reasons import Reason
from sixseq.games.carre.bots.base import Bot, Suggestion
from sixseq.games.carre.bots.reasons import WHY
from sixseq.games.carre.rules.actions import Action, Draw, EndTurn, Move
from sixseq.games.carre.rules.observation import Observation
from sixseq.games.carre.rules.places import HAND, is_column, is_square


def easy_choice(obs: Observation) -> Action:
    moves = [a for a in obs.legal if isinstance(a, Move)]
    seen = [m for m in moves if _preference(m, obs) < _NEVER]
    if seen:
        return min(seen, key=lambda m: _preference(m, obs))
    return next((a for a in obs.legal if isinstance(a, Draw | EndTurn)), obs.legal[0])


_NEVER = 4


def _preference(move: Move, obs: Observation) -> int:
    """0 an ace going out, 1 a hand card onto a pile, 2 onto an empty place, 3 a square card
    to its column; a move within the square is never made."""
    if obs.is_put_out(move):
        return 0
    if move.source == HAND:
        return 1 if obs.piles[move.target] else 2
    return 3 if is_column(move.target) else _NEVER


class EasyBot(Bot):
    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, obs: Observation) -> Action:
        return easy_choice(obs)

    def suggest(self, obs: Observation) -> Suggestion:
        action = easy_choice(obs)
        return Suggestion(action, describe(action, obs))


def describe(action: Action, obs: Observation) -> Reason:
    """The plain reason for one action."""
    if isinstance(action, Draw):
        return WHY("draw")
    if isinstance(action, EndTurn):
        return WHY("end_turn")
    card = card_str(action.card, ascii=False)
    if obs.is_put_out(action):
        return WHY("put_out", card=card)
    if action.source == HAND:
        return WHY("sheds", card=card)
    if is_square(action.target):
        return WHY("plan_guarded", card=card)
    return WHY("to_column", card=card)
