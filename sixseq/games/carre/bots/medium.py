"""Medium: searches its own turn (see :mod:`.turn`) and plays the sequence that sheds the most
cards from hand while leaving the opponent the fewest places to play.

The turn is planned at its first move and then followed move by move; the bot checks at each
decision that the position is the one its plan expects (else it plans again).
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass, replace

from sixseq.decks.standard import Card, card_glyph
from sixseq.engine.reasons import Reason
from sixseq.games.carre.bots.base import Bot, Suggestion
from sixseq.games.carre.bots.easy import describe
from sixseq.games.carre.bots.reasons import WHY
from sixseq.games.carre.bots.turn import WIN, Plan, Weights, knowledge_of, plan_turn
from sixseq.games.carre.rules.actions import Action, Draw, EndTurn, Move
from sixseq.games.carre.rules.observation import Observation, Phase
from sixseq.games.carre.rules.places import HAND
from sixseq.games.carre.rules.table import Table

Position = tuple[int, tuple[tuple[Card, ...], ...], tuple[Card, ...]]


def position_of(obs: Observation) -> Position:
    return obs.turn, obs.piles, obs.hand


def table_of(obs: Observation) -> Table:
    table = Table(obs.variant)
    table.piles = [list(p) for p in obs.piles]
    table.finished = list(obs.finished)
    return table


@dataclass
class FollowedPlan:
    """A turn's plan and the position expected before each of its moves."""

    plan: Plan
    expected: list[Position]

    @classmethod
    def of(cls, obs: Observation, plan: Plan) -> FollowedPlan:
        table, hand = table_of(obs), list(obs.hand)
        expected = []
        for move in plan.moves:
            expected.append((obs.turn, tuple(tuple(p) for p in table.piles), tuple(hand)))
            table.play(move.card, move.source, move.target, hand)
        expected.append((obs.turn, tuple(tuple(p) for p in table.piles), tuple(hand)))
        return cls(plan, expected)

    def step(self, obs: Observation) -> int | None:
        """How many of the plan's moves lead to this position (None: not on the plan)."""
        here = position_of(obs)
        return next((i for i, position in enumerate(self.expected) if position == here), None)

    def next_action(self, obs: Observation) -> Action | None:
        """The plan's action for this position (None when the position is not on the plan)."""
        i = self.step(obs)
        if i is None:
            return None
        return self.plan.moves[i] if i < len(self.plan.moves) else EndTurn()

    def rest(self, obs: Observation) -> Plan:
        """What is left of the plan from this position on (its cards from hand counted
        again)."""
        moves = self.plan.moves[self.step(obs) or 0:]
        return replace(self.plan, moves=moves, shed=sum(m.source == HAND for m in moves))


def routine(obs: Observation) -> Action | None:
    """The decisions with no choice worth searching: the draw, the aces going out."""
    if obs.phase == Phase.DRAW:
        return Draw()
    if obs.phase == Phase.START:
        return obs.legal[0]
    return None


def plan_reason(first: Action, plan: Plan, under_way: bool = False) -> Reason:
    """Why ``first`` and the turn it begins (``under_way``: the turn already began, ``plan``
    is what is left of it)."""
    if not isinstance(first, Move):
        return WHY("holds_back")
    card = card_glyph(first.card)
    if plan.score >= WIN:
        return WHY("goes_on_empties" if under_way else "plan_empties", card=card)
    if plan.shed:
        return WHY("goes_on" if under_way else "plan", card=card, shed=plan.shed)
    return WHY("plan_guarded", card=card)


class PlanningBot(Bot):
    """A level that plans its whole turn at the turn's first move, then follows the plan."""

    _followed: FollowedPlan | None = None

    @abstractmethod
    def plan(self, obs: Observation) -> Plan:
        """The turn's sequence from this position."""

    def explain(self, action: Action, plan: Plan, under_way: bool = False) -> Reason:
        return plan_reason(action, plan, under_way)

    def choose(self, obs: Observation) -> Action:
        return self._decide(obs)[0]

    def suggest(self, obs: Observation) -> Suggestion:
        action, plan = self._decide(obs)
        if plan is None or self._followed is None:
            return Suggestion(action, describe(action, obs))
        if obs.under_way:  # the turn's moves began, whoever chose them: say what is left of it
            plan = self._followed.rest(obs)
        return Suggestion(action, self.explain(action, plan, obs.under_way))

    def _decide(self, obs: Observation) -> tuple[Action, Plan | None]:
        plain = routine(obs)
        if plain is not None:
            return plain, None
        if self._followed is not None:
            action = self._followed.next_action(obs)
            if action is not None:
                return action, self._followed.plan
        plan = self.plan(obs)
        self._followed = FollowedPlan.of(obs, plan)
        return (plan.moves[0] if plan.moves else EndTurn()), plan


class MediumBot(PlanningBot):
    level = "medium"

    def __init__(self, seed: int = 0, weights: Weights | None = None) -> None:
        self.seed = seed
        self.weights = weights or Weights()

    def plan(self, obs: Observation) -> Plan:
        """The turn's best sequence from this position."""
        know = knowledge_of((*obs.piles, *obs.finished), obs.hand,
                            obs.hand_sizes[obs.opponent])
        return plan_turn(table_of(obs), obs.hand, know, self.weights, obs.square_run)[0]
