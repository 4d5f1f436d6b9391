"""Medium: plans its hand and plays the turn that leaves it cheapest.

Every decision reads the hand with a :class:`~.plan.Planner` (its best partition into
combinations, cards the table takes, near-combinations and loose cards) and scores each legal
action by the hand it leaves: a lay, an addition or a swap is worth what it takes off that
cost, less a charge for a joker put where an opponent could take it back, and much more when
what is left can all go out this turn. Once it has laid one combination, it holds the next
ones in hand until laying them helps it go out: each would give the others places to add
their cards (RA-TURN-4). A discard costs what the hand loses plus the chance the next player
can use the card (what the table takes once they have laid, and what they may hold, judged
from the unseen cards and from the cards they let pass or threw away). Taking the discard is
judged against what a draw is expected to bring, with a bias toward taking: a card that goes
straight onto the table is a turn gained (measured: Medium won 0.63 of 400 rounds against
Easy taking whenever it can, 0.58 taking only on the hand's merit). Points weigh more when a
rival is close to going out. Hard ranks its candidates with ``rank_actions``. Tuning figures
for these choices are in docs/rami.md.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from sixseq.games.rami.bots.base import Bot, Suggestion
from sixseq.games.rami.bots.plan import (
    DEFAULT,
    HandPlan,
    Planner,
    Weights,
    addable_cards,
    completions,
    meld_value,
    openings,
    standin_of,
)
from sixseq.games.rami.bots.reasons import Reason, because
from sixseq.games.rami.rules.actions import Action, Add, Discard, Draw, Lay, Swap, Take
from sixseq.games.rami.rules.cards import (
    JOKER,
    N_KINDS,
    N_RANKS,
    Card,
    card_at,
    card_glyph,
    counts_of,
    hand_points,
    positions_of,
)
from sixseq.games.rami.rules.gen import joker_partners
from sixseq.games.rami.rules.melds import meld_of
from sixseq.games.rami.rules.observation import Observation

Scored = tuple[float, Action]


# A near-combination weighs less than the planner's default (0.45): two cards a third would
# complete are worth keeping over loose low cards (tuning runs in docs/rami.md). Hard's
# playouts keep the planner's default.
MEDIUM_WEIGHTS = replace(DEFAULT, near=0.3)


@dataclass(frozen=True, slots=True)
class Tactics:
    """Medium's judgement beyond the hand's cost."""

    weights: Weights = MEDIUM_WEIGHTS
    joker_exposed: float = 0.1  # a joker laid where a rival holding its card may take it
    out: float = 8.0  # a play after which the hand can go out this turn
    take_bias: float = 3.0  # taking the discard is worth this much more than the hand says
    unplanned_take: float = 2.0  # taking a discard the hand plan has no place for (it must
    # still go on the table this turn, through plays the plan did not make)
    feed: float = 2.0  # a discard the next player takes: a turn given to them
    draw_hope: float = 0.25  # what a card from the stock brings, beyond a near's chance
    improve: float = 0.01  # a play is made only when it lowers the cost at least this much
    danger_cards: int = 4  # a rival with this many cards or fewer may go out soon
    danger: float = 0.08  # ... and points then weigh this much more per point
    hold: float = 0.5  # once laid, a new combination costs this per unseen card that could
    # be added to it: a place given to the others (RA-TURN-4), held back unless it goes out


DEFAULT_TACTICS = Tactics()


class Reading:
    """One decision's view: the hand, what is unseen, what the table takes."""

    def __init__(self, obs: Observation, tactics: Tactics = DEFAULT_TACTICS) -> None:
        self.obs = obs
        self.tactics = tactics
        seat = obs.seat
        self.hand = counts_of(obs.hand)
        unseen = [0] * N_KINDS
        for card in obs.unseen():
            unseen[card] += 1
        self.unseen = unseen
        others = [obs.hand_sizes[s] for s in range(obs.seats) if s != seat]
        weights = tactics.weights
        if others and min(others) <= tactics.danger_cards:
            weights = replace(weights, danger=tactics.danger * (
                1 + tactics.danger_cards - min(others)) / tactics.danger_cards)
        self.laid = obs.laid[seat]
        table = obs.combinations
        self.addable = addable_cards(table, self.hand)
        self.planner = Planner(unseen, self.addable if self.laid else (), weights)
        if not self.laid and self.addable:
            plan = self.planner.plan(self.hand)
            if plan.melds:  # it can lay now, and the table then takes these cards
                self.planner = Planner(unseen, self.addable, weights)
        self.base = self.planner.cost(self.hand)

    def cost_without(self, cards: Sequence[Card], gained: Sequence[Card] = ()) -> float:
        hand = list(self.hand)
        for card in cards:
            hand[card] -= 1
        for card in gained:
            hand[card] += 1
        return self.planner.cost(hand)

    def joker_risk(self, tokens: Sequence[int]) -> float:
        """A joker put on the table can be taken back by a rival who holds its card."""
        standin = standin_of(tokens)
        if standin is None:
            return 0.0
        chance = min(1.0, self.unseen[standin] * 0.25)
        return self.tactics.joker_exposed * (0.5 + chance)

    def exposure(self, tokens: Sequence[int]) -> float:
        """What laying ``tokens`` gives the others: every player who has laid may add to
        any combination on the table (RA-TURN-4), so each unseen card that would fit it is
        a card a rival may shed there, or a discard of ours they may take for it."""
        return self.tactics.hold * sum(self.unseen[c] for c in openings(meld_of(tokens)))

    def feed_risk(self, card: Card) -> float:
        """How likely the next player can take ``card`` and use it (RA-TURN-1)."""
        obs = self.obs
        nxt = obs.next_seat()
        if card == JOKER:
            return self.tactics.feed * 2
        if obs.laid[nxt] and _fits_table(obs, card):
            return self.tactics.feed
        size = obs.hand_sizes[nxt]
        total = max(1, sum(self.unseen))
        share = size / total

        def q(c: Card) -> float:
            return min(1.0, self.unseen[c] * share)

        pairs = 0.0
        for first, second in _pairs_for(card):
            pairs += q(first) * q(second)
        jokers = q(JOKER)
        pairs += jokers * sum(q(p) for p in _joker_mates(card))
        chance = 1 - math.exp(-pairs)
        if _passed_alike(obs, nxt, card):
            chance *= 0.5
        return self.tactics.feed * chance


def _fits_table(obs: Observation, card: Card) -> bool:
    hand = [0] * N_KINDS
    hand[card] = 1
    return any(card in addable_cards((combo,), hand) for combo in obs.combinations)


def _pairs_for(card: Card) -> list[tuple[Card, Card]]:
    """Pairs of other cards that make a combination with ``card``."""
    suit, index = divmod(card, N_RANKS)
    out = []
    others = [s * N_RANKS + index for s in range(4) if s != suit]
    for i in range(3):
        for j in range(i + 1, 3):
            out.append((others[i], others[j]))
    for position in positions_of(card):
        for low in range(position - 2, position + 1):
            window = [p for p in range(low, low + 3) if p != position]
            if low >= 1 and low + 2 <= 14:
                out.append((card_at(suit, window[0]), card_at(suit, window[1])))
    return out


def _joker_mates(card: Card) -> list[Card]:
    """Cards that with ``card`` and a joker make a combination."""
    suit, index = divmod(card, N_RANKS)
    mates = [s * N_RANKS + index for s in range(4) if s != suit]
    mates += [p for p in joker_partners(card) if p // N_RANKS == suit]
    return mates


def _alike(one: Card, other: Card) -> bool:
    """The same rank, or the same suit one or two places away."""
    if one == JOKER or other == JOKER:
        return False
    return one % N_RANKS == other % N_RANKS or (
        one // N_RANKS == other // N_RANKS
        and min(abs(p - q) for p in positions_of(one) for q in positions_of(other)) <= 2)


def _passed_alike(obs: Observation, seat: int, card: Card) -> bool:
    """Whether ``seat`` let a card like ``card`` pass (drew instead of taking it) or threw
    one away: it is not collecting around it."""
    pile: list[Card] = []
    for mover, action in obs.history:
        if mover == seat and isinstance(action, Draw) and pile and _alike(pile[-1], card):
            return True
        if isinstance(action, Discard):
            if mover == seat and _alike(action.card, card):
                return True
            pile.append(action.card)
        elif isinstance(action, Take) and pile:
            pile.pop()
    return False


def rank_actions(obs: Observation, reading: Reading) -> list[Scored]:
    """Every legal action with its score, best first (ties keep the rules' order, so the
    choice is deterministic). A play scores what it takes off the hand's cost, and much more
    when what is left can all go out this turn; once the player has laid, a further
    combination is charged for the places it opens to the others, so it stays in hand until
    it helps go out (the first one is laid at once: it opens the table's additions and
    swaps to us, RA-TURN-4, and spares the 100 of RA-SCORE-2); the best discard scores 0
    and the others what they lose against it, so a play is made only when it beats ending
    the turn; drawing scores 0 and taking the discard what it gains on it."""
    tactics = reading.tactics
    base = reading.base
    scored: list[Scored] = []
    discards = [a for a in obs.legal if isinstance(a, Discard)]
    if discards:
        losses = {a.card: reading.cost_without([a.card]) + reading.feed_risk(a.card)
                  for a in discards}
        best = min(losses.values())
        if sum(reading.hand) == 1:
            best -= tactics.out  # out by discarding the last card
    for action in obs.legal:
        if isinstance(action, Draw):
            score = 0.0
        elif isinstance(action, Take):
            score = _take_gain(obs, reading)
        elif isinstance(action, Discard):
            score = best - losses[action.card] + (tactics.out if sum(reading.hand) == 1 else 0)
        elif isinstance(action, Swap):
            score = base - reading.cost_without([action.card], [JOKER]) - tactics.improve
        else:
            cards = action.cards()
            left = _with_all(reading.hand, cards, -1)
            plan = reading.planner.plan(left)
            score = base - plan.cost - tactics.improve
            score -= reading.joker_risk(action.tokens if isinstance(action, Lay)
                                        else action.tokens())
            if not any(left) or _can_go_out(plan, True):
                score += tactics.out
            elif isinstance(action, Lay) and obs.laid[obs.seat]:
                score -= reading.exposure(action.tokens)  # held until it helps go out
        scored.append((score, action))
    _owed_first(obs, scored)
    scored.sort(key=lambda sa: -sa[0])
    return scored


def _can_go_out(plan: HandPlan, laid: bool) -> bool:
    """Whether the plan's hand can all go on the table this turn but for one discard."""
    stuck = len(plan.loose) + 2 * len(plan.nears) + (0 if laid else plan.jokers)
    return stuck <= 1


def _with_all(hand: Sequence[int], cards: Sequence[Card], count: int) -> list[int]:
    out = list(hand)
    for card in cards:
        out[card] += count
    return out


def _owed_first(obs: Observation, scored: list[Scored]) -> None:
    """While something is owed, the plays that pay it come first (they always can)."""
    owed: set[Card] = set() if obs.pending is None else {obs.pending}
    if obs.owed_jokers:
        owed.add(JOKER)
    if not owed:
        return
    for i, (score, action) in enumerate(scored):
        if isinstance(action, Lay | Add) and owed & set(action.cards()):
            scored[i] = (score + 20.0, action)


def _near_hope(reading: Reading) -> float:
    """The chance a card from the stock completes one of the hand's near-combinations,
    times what that saves."""
    plan = reading.planner.plan(reading.hand)
    total = max(1, sum(reading.unseen))
    hope = 0.0
    for first, second in plan.nears:
        outs = sum(reading.unseen[c] for c in completions(first, second))
        hope += outs / total * reading.planner.near_cost(first, second)
    return hope


def _take_gain(obs: Observation, reading: Reading) -> float:
    """Taking the discard against drawing, each judged after the turn's best discard: the
    hand with the card (which goes on the table this turn) against the hand a stock card is
    expected to make."""
    card = obs.discard[-1]
    taken = _with(reading.hand, card)
    planner = reading.planner
    plan = planner.plan(taken)
    if card not in plan.melded_cards() and card not in plan.adds:
        return reading.tactics.unplanned_take
    if _can_go_out(plan, True):
        return reading.tactics.out
    after = min((planner.cost(_with(taken, x, -1)) for x in range(N_KINDS)
                 if taken[x] and x != card), default=planner.cost(taken))
    return (reading.base - _near_hope(reading) - reading.tactics.draw_hope - after
            + reading.tactics.take_bias)


def _with(hand: Sequence[int], card: Card, count: int = 1) -> list[int]:
    out = list(hand)
    out[card] += count
    return out


def explain(action: Action, obs: Observation, reading: Reading) -> Reason:
    """A reason a person understands for ``action``."""
    if isinstance(action, Take):
        return because("take_use", card=card_glyph(obs.discard[-1]))
    if isinstance(action, Draw):
        return because("draw")
    if isinstance(action, Discard):
        if reading.feed_risk(action.card) < 0.2 * reading.tactics.feed:
            return because("discard_safe", card=card_glyph(action.card))
        return because("discard_loose", card=card_glyph(action.card))
    if isinstance(action, Swap):
        return because("swap", card=card_glyph(action.card))
    cards = action.cards()
    if len(cards) == sum(reading.hand):
        return because("goes_out")
    shown = " ".join(card_glyph(c) for c in cards)
    if isinstance(action, Lay):
        standin = standin_of(action.tokens)
        if standin is not None:
            return because("lay_joker", cards=shown, standin=card_glyph(standin))
        return because("lay", cards=shown, points=meld_value(action.tokens))
    return because("add", cards=shown, points=hand_points(cards))


class MediumBot(Bot):
    level = "medium"
    OPTIONS = ("tactics",)

    def __init__(self, seed: int = 0, tactics: Tactics = DEFAULT_TACTICS) -> None:
        self.seed = seed
        self.tactics = tactics

    def ranked(self, obs: Observation) -> list[Scored]:
        return rank_actions(obs, Reading(obs, self.tactics))

    def choose(self, obs: Observation) -> Action:
        return self.ranked(obs)[0][1]

    def suggest(self, obs: Observation) -> Suggestion:
        reading = Reading(obs, self.tactics)
        action = rank_actions(obs, reading)[0][1]
        return Suggestion(action, explain(action, obs, reading))


__all__ = ["DEFAULT_TACTICS", "MediumBot", "Reading", "Tactics", "explain", "rank_actions"]

