"""Hard: Medium's best few choices, judged by playing the round out on sampled deals of the
cards it has not seen (determinized search, as Les Six Séquences' Hard).

At the turn's two real choices, taking the discard or drawing, and which card to discard,
Hard keeps Medium's best few actions (within a margin of the first; the plays Medium makes in
between are made as Medium makes them). It deals the unseen cards at random consistently
with its observation (:meth:`GameState.from_observation`: the other hands' sizes, the cards
everyone knows they hold), preferring deals in which the rivals could not have used the cards
they let go (:func:`passes`), and on each deal plays every candidate and then the round to its
end, every seat with a fast Medium-like policy (:func:`playout_action`: take the discard when
it may, lay and add what its hand plan says but hold further combinations once laid, as
Medium does, discard what the plan needs least). A playout is
worth its share of the round's win (the fewest points, RA-SCORE-4), less a little for each
point the seat is left with. All candidates meet the same deals (common random numbers);
Hard leaves Medium's first choice only when another does better by more than the noise.

One budget per turn (default 1 s): the draw takes a share of it, the discard what is left.
With ``iterations`` instead, every searched decision uses that many deals whatever the time,
so games replay exactly from a seed. Deals may be spread over worker processes
(:mod:`sixseq.engine.search`); the result does not depend on how many.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass

from sixseq.engine.reasons import checked
from sixseq.engine.search import DEFAULT_BUDGET_MS, Budget, TurnClock, default_workers, search
from sixseq.games.rami.bots.base import Bot, Suggestion
from sixseq.games.rami.bots.medium import (
    DEFAULT_TACTICS,
    Reading,
    Tactics,
    explain,
    rank_actions,
)
from sixseq.games.rami.bots.plan import Planner, addable_cards, openings
from sixseq.games.rami.bots.reasons import because
from sixseq.games.rami.rules.actions import TAKE, Action, Add, Discard, Draw, Lay, Swap, Take
from sixseq.games.rami.rules.cards import JOKER, Card, card_glyph
from sixseq.games.rami.rules.gen import triples_with
from sixseq.games.rami.rules.melds import meld_of
from sixseq.games.rami.rules.observation import Observation
from sixseq.games.rami.rules.state import GameState
from sixseq.games.rami.rules.table import Phase

log = logging.getLogger(__name__)

_FLAT_UNSEEN = (1,) * 52 + (2,)  # playouts judge near-combinations without counting cards
_PLAYOUT_LIMIT = 600  # actions before a playout is cut off and judged by hand costs


@dataclass(frozen=True, slots=True)
class SearchSettings:
    """How Hard searches (picklable, for worker processes)."""

    candidates: int = 4  # Medium's best few actions are searched
    margin: float = 3.0  # ... if scored at most this far below the first
    z: float = 1.0  # standard errors another candidate must beat the first choice by
    points: float = 0.002  # a point left in hand, against a round won (1)
    draw_share: float = 0.35  # of the turn's budget the draw decision may use
    tries: int = 8  # deals drawn to find one that explains the discards rivals let pass
    every_pass: bool = True  # read every card a rival let pass or threw away, not only the
    # discard it let pass at its last turn
    hold: bool = True  # playouts hold further combinations once laid, as Medium does


@dataclass(frozen=True, slots=True)
class SampleDeals:
    """One decision's simulations (a :class:`~sixseq.engine.search.SampleJob`): on each
    numbered deal of the unseen cards, every candidate played and the round played out."""

    obs: Observation
    candidates: tuple[Action, ...]
    settings: SearchSettings
    base_seed: int

    @property
    def width(self) -> int:
        return len(self.candidates)

    def evaluate(self, sample_id: int) -> list[float]:
        rng = random.Random(self.base_seed + sample_id)
        settings = self.settings
        _planners_for(self.base_seed)
        passed = passes(self.obs) if settings.every_pass else last_passes(self.obs)
        deal = sample_deal(self.obs, rng, settings.tries, passed)
        row = []
        for action in self.candidates:
            state = deal.copy()
            state.apply(action)
            row.append(playout(state, self.obs.seat, settings))
        return row


def passes(obs: Observation) -> dict[int, list[Card]]:
    """Every card each rival let go: the discards it let pass (it drew instead) and the cards
    it threw away. A player who takes whatever it can use, as Medium nearly does, could not
    use them then, and one who plans its hand keeps what goes with its cards."""
    out: dict[int, list[Card]] = {}
    top: Card | None = None
    for seat, action in obs.history:
        if isinstance(action, Discard):
            top = action.card
            if seat != obs.seat:
                out.setdefault(seat, []).append(action.card)
        elif isinstance(action, Take):
            top = None
        elif isinstance(action, Draw) and seat != obs.seat and top is not None:
            out.setdefault(seat, []).append(top)
    return out


def last_passes(obs: Observation) -> dict[int, list[Card]]:
    """The discard each rival let pass at its last turn (it drew instead): a player who
    takes whatever it can use, as Medium nearly does, could not use it."""
    out: dict[int, list[Card]] = {}
    top: Card | None = None
    for seat, action in obs.history:
        if isinstance(action, Discard):
            top = action.card
        elif isinstance(action, Take):
            top = None
            out[seat] = []
        elif isinstance(action, Draw) and seat != obs.seat:
            out[seat] = [] if top is None else [top]
    return {seat: cards for seat, cards in out.items() if cards}


def _unexplained(state: GameState, passed: dict[int, list[Card]]) -> int:
    """How many passed cards the sampled hands could have laid at once with two of their
    cards: the fewer, the likelier the deal. A joker is passed over: it fits nearly any
    hand, so letting one go tells nothing of the cards held."""
    count = 0
    for seat, cards in passed.items():
        hand = list(state.hand_counts(seat))
        for card in cards:
            if card == JOKER:
                continue
            hand[card] += 1
            count += bool(triples_with(hand, card))
            hand[card] -= 1
    return count


def sample_deal(obs: Observation, rng: random.Random, tries: int,
                passed: dict[int, list[Card]]) -> GameState:
    """A deal of the unseen cards consistent with ``obs``, preferring deals in which the
    rivals could not have used the cards they let go (``passed``, by seat)."""
    best: GameState | None = None
    best_count = -1
    for _ in range(max(1, tries)):
        state = GameState.from_observation(obs, rng)
        if not passed:
            return state
        count = _unexplained(state, passed)
        if count == 0:
            return state
        if best is None or count < best_count:
            best, best_count = state, count
    assert best is not None
    return best


def playout(state: GameState, seat: int, settings: SearchSettings) -> float:
    """Play the round out with :func:`playout_action` for every seat; the seat's share of the
    win, less a little per point it is left with."""
    for _ in range(_PLAYOUT_LIMIT):
        if state.is_over():
            break
        state.apply(playout_action(state, settings.hold))
    else:
        return 0.5  # never seen: a round cut off counts as even
    score = state.outcome()
    assert score is not None
    best = score.lowest()
    share = 1 / len(best) if seat in best else 0.0
    return share - settings.points * score.points[seat]


_planners: dict[frozenset[Card], Planner] = {}  # one decision's, in this process
_planners_job = [-1]  # the decision (its base seed) they belong to


def _playout_planner(addable: frozenset[Card]) -> Planner:
    """The playouts' planner for what the table takes, kept across one decision's playouts:
    every playout reads its hands with the same weights and unseen counts, and its deals
    share the hand searched and much of the table, so most hands are read once."""
    planner = _planners.get(addable)
    if planner is None:
        planner = _planners[addable] = Planner(_FLAT_UNSEEN, addable)
    return planner


def _planners_for(job: int) -> None:
    """Forget the last decision's planners when a new one starts (memory stays bounded)."""
    if _planners_job[0] != job:
        _planners.clear()
        _planners_job[0] = job


def playout_action(state: GameState, hold: bool = True) -> Action:
    """A fast Medium-like choice for the seat to move, reading its own hand from the state:
    take the discard when it may; pay what is owed; lay and add what the hand plan says, but
    once laid (``hold``) keep a further combination that others could add to in hand until
    the hand can go out, as Medium does (RA-TURN-4); discard the card the plan needs least."""
    legal = state.legal_actions()
    if state.phase == Phase.DRAW:
        return TAKE if len(legal) > 1 else legal[0]
    seat = state.to_move
    hand = list(state.hand_counts(seat))
    owed: set[Card] = set()
    if state.pending is not None:
        owed.add(state.pending)
    if state.owed_jokers:
        owed.add(JOKER)
    plays = [a for a in legal if isinstance(a, Lay | Add)]
    if owed:
        paying = [a for a in plays if owed & set(a.cards())]
        if paying:
            return max(paying, key=lambda a: len(a.cards()))
        return next((a for a in legal if not isinstance(a, Discard)), legal[0])
    table = state.combinations()
    laid = state.has_laid(seat)
    planner = _playout_planner(frozenset(addable_cards(table, hand)) if laid else frozenset())
    plan = planner.plan(hand)
    melds = set(plan.melds)
    adds = set(plan.adds)
    going_out = len(plan.loose) + 2 * len(plan.nears) + (0 if laid else plan.jokers) <= 1
    for action in plays:
        if isinstance(action, Lay) and action.tokens in melds and (
                going_out or not (hold and laid and openings(meld_of(action.tokens)))):
            return action
    for action in plays:
        if isinstance(action, Add) and JOKER not in action.cards() \
                and set(action.cards()) <= adds:
            return action
    if sum(hand) <= 3:
        for action in plays:  # the last cards: anything that empties the hand
            if len(action.cards()) == sum(hand):
                return action
    discards = [a for a in legal if isinstance(a, Discard)]
    if not discards:
        return next((a for a in legal if not isinstance(a, Swap)), legal[0])
    if plan.loose:
        worst = max(plan.loose, key=planner.card_cost)
        return Discard(worst)

    def after(action: Discard) -> float:
        hand[action.card] -= 1
        cost = planner.cost(hand)
        hand[action.card] += 1
        return cost

    return min(discards, key=after)


@dataclass(frozen=True, slots=True)
class Decision:
    """Hard's action, Medium's first choice and the reading it was ranked on (so the hint
    words the action without ranking again), the gain over Medium's and the deals searched."""

    action: Action
    first: Action
    reading: Reading
    gain: float = 0.0
    samples: int = 0


class HardBot(Bot):
    level = "hard"
    OPTIONS = ("budget_ms", "iterations", "workers", "settings", "tactics")

    def __init__(self, seed: int = 0, budget_ms: int = DEFAULT_BUDGET_MS,
                 iterations: int | None = None, workers: int | None = None,
                 settings: SearchSettings | None = None,
                 tactics: Tactics = DEFAULT_TACTICS) -> None:
        """``budget_ms`` per turn, or ``iterations`` deals per decision (deterministic);
        ``workers`` > 1 spreads deals over that many processes (default: two when thinking
        on a clock and the machine has them, else one)."""
        self.seed = seed
        self.budget = Budget(budget_ms, iterations)
        self.settings = settings or SearchSettings()
        self.tactics = tactics
        self.workers = default_workers(iterations) if workers is None else workers
        self._clock = TurnClock(self.budget)
        self.last_samples = 0

    def time_limit(self) -> float:
        return self.budget.time_limit()

    def choose(self, obs: Observation) -> Action:
        return self._decide(obs).action

    def suggest(self, obs: Observation) -> Suggestion:
        # A hint is asked afresh each time, with the whole budget: asked twice on a position,
        # the second had what the first left of the turn, nothing, and could name another card.
        self._clock.afresh()
        decision = self._decide(obs)
        action, samples = decision.action, decision.samples
        why = explain(action, obs, decision.reading)
        if why.name in ("discard_loose", "draw") and samples and action != decision.first:
            # Medium's reading ("least connected", "would not help") is of its own first
            # choice; the search kept another: say so.
            why = because("discard_searched", card=card_glyph(action.card)) \
                if isinstance(action, Discard) else because("draw_searched")
        # A gain in share of the win, shown in percent.
        return Suggestion(action, checked(why, samples, 100 * decision.gain))

    def _decide(self, obs: Observation) -> Decision:
        self._clock.begin((obs.turn, obs.seat))
        try:
            return self._search(obs)
        finally:
            self._clock.end()

    def _search(self, obs: Observation) -> Decision:
        settings = self.settings
        reading = Reading(obs, self.tactics)
        ranked = rank_actions(obs, reading)
        first_score, first = ranked[0]
        medium = Decision(first, first, reading)
        self.last_samples = 0
        if obs.phase == Phase.PLAY and not isinstance(first, Discard):
            return medium  # plays Medium wants to make are made: the turn goes on
        candidates = [a for s, a in ranked[:settings.candidates]
                      if s >= first_score - settings.margin]
        if len(candidates) < 2:
            return medium
        rng = random.Random(f"{self.seed}|{obs.turn}|{obs.phase}|{obs.hand}|{len(obs.history)}")
        base_seed = rng.getrandbits(62)
        seconds = self._clock.seconds(self._share(obs))
        if seconds is not None and seconds <= 0.005:
            log.info("hard bot out of time at turn %d; playing Medium's choice", obs.turn)
            return medium
        job = SampleDeals(obs, tuple(candidates), settings, base_seed)
        result = search(job, self.budget.iterations, seconds, self.workers)
        self.last_samples = result.samples
        index, gain = result.choose(settings.z)
        return Decision(candidates[index], first, reading, gain, result.samples)

    def _share(self, obs: Observation) -> float:
        """How much of what the turn has left this decision may use: the draw leaves room
        for the discard, the turn's last decision."""
        return self.settings.draw_share if obs.phase == Phase.DRAW else 1.0


__all__ = ["HardBot", "SampleDeals", "SearchSettings", "playout", "playout_action"]

