"""Hard: Medium's turn search, wider, and the opponent's replies on sampled hands.

At its turn's first move Hard searches its own turn (more positions than Medium) and keeps the
best few ends of the turn found, keeping different hands first (the best ends often differ
only in where square cards stand). A turn that empties its hand is played at once; when that
search finds none, a wider one (every card on an empty place, longer runs of square moves)
looks for one, and only for one. Otherwise each candidate end is judged on many samples of
the cards it has not seen — the opponent's hand dealt from them (no ace in the base game once
the opponent has had a turn: CA-TURN-2 put them all out), the stock's order with them — by
playing on: the opponent's turn as Medium would search it, then Hard's next turn, and so on
for ``horizon`` turns. A sample's value is 1 when Hard empties its hand first, −1 when the
opponent does, else the lead in cards as ``tanh``. All candidates meet the same samples
(common random numbers), and Hard leaves the first candidate (Medium's choice) only for one
better by more than the noise (``z``).

One budget per turn (default 1 s) covers the searches and the sampling; with ``iterations``
instead, every search counts positions and samples, never time, so games replay exactly from
a seed.
"""

from __future__ import annotations

import logging
import math
import random
import time
from bisect import insort
from dataclasses import dataclass, replace

from sixseq.engine.reasons import Reason, checked
from sixseq.engine.search import DEFAULT_BUDGET_MS, Budget, default_workers, search
from sixseq.games.carre.bots.medium import PlanningBot, plan_reason, table_of
from sixseq.games.carre.bots.turn import WIN, Plan, TurnSearch, Weights, knowledge_of
from sixseq.games.carre.rules.actions import Action, Move
from sixseq.games.carre.rules.observation import Observation
from sixseq.games.carre.rules.places import HAND
from sixseq.games.carre.rules.state import CarreState
from sixseq.games.carre.rules.table import Table

log = logging.getLogger(__name__)

_OWN_SHARE = 0.35  # of the budget its own turn's search may take
_WIDE_SHARE = 0.2  # ... and the wider search for a turn that empties the hand
_UNTIMED = 600.0  # a search's seconds when it counts positions only (``iterations``)
OWN_WEIGHTS = Weights(nodes=10_000, seconds=1.0)  # its own turn (in time: a budget's share)
# ... then, unless that empties the hand, a wider search for one that does: every card tried
# on an empty place and longer runs of moves within the square (Medium's limits cut some off).
WIDE_WEIGHTS = Weights(nodes=20_000, seconds=1.0, empty_tries=16, square_depth=6)
REPLY_WEIGHTS = Weights(nodes=150, seconds=0.05)  # each simulated turn, as Medium's


@dataclass(frozen=True, slots=True)
class HardSettings:
    """How Hard searches (picklable, for worker processes)."""

    own: Weights = OWN_WEIGHTS
    wide: Weights = WIDE_WEIGHTS
    reply: Weights = REPLY_WEIGHTS
    candidates: int = 5  # ends of its turn judged by sampling
    horizon: int = 3  # simulated turns after its own
    scale: float = 4.0  # cards of lead worth tanh 1 (about a 76 % chance)
    z: float = 1.0  # standard errors a candidate must beat the first by
    pool: int = 4  # candidates are the first keeping different hands among pool × candidates


@dataclass(frozen=True, slots=True)
class SampleReplies:
    """One decision's simulations (a :class:`~sixseq.engine.search.SampleJob`): on each
    numbered sample of the unseen cards, every candidate end of the turn played on."""

    obs: Observation
    plans: tuple[tuple[Move, ...], ...]
    settings: HardSettings
    base_seed: int

    @property
    def width(self) -> int:
        return len(self.plans)

    def evaluate(self, sample_id: int) -> list[float]:
        world = CarreState.from_observation(self.obs, random.Random(self.base_seed + sample_id))
        row = []
        for moves in self.plans:
            table = world.table.copy()
            hands = [list(h) for h in world.hands]
            for move in moves:
                table.play(move.card, move.source, move.target, hands[self.obs.seat])
            row.append(self.play_on(table, hands, list(world.stock)))
        return row

    def play_on(self, table: Table, hands: list[list[int]], stock: list[int]) -> float:
        """The turns after Hard's, each searched as Medium would; the value for Hard."""
        seat = self.obs.seat
        if not hands[seat]:
            return 1.0
        mover = 1 - seat
        for _ in range(self.settings.horizon):
            hand = hands[mover]
            if stock:
                insort(hand, stock.pop())
            while outs := table.put_outs(hand):  # CA-TURN-2
                table.play(outs[0].card, outs[0].source, outs[0].target, hand)
            if hand:
                know = knowledge_of((*table.piles, *table.finished), hand,
                                    len(hands[1 - mover]))
                plan = TurnSearch(table, hand, know, self.settings.reply).run()[0]
                for move in plan.moves:
                    table.play(move.card, move.source, move.target, hand)
            if not hand:
                return 1.0 if mover == seat else -1.0
            mover = 1 - mover
        return math.tanh((len(hands[1 - seat]) - len(hands[seat])) / self.settings.scale)


def own_turn(obs: Observation, settings: HardSettings, seconds: float | None,
             wide_seconds: float | None = None) -> list[Plan]:
    """The best ends of its own turn, best first: Medium's search with more positions
    (``seconds``; None: positions counted only); when that does not empty the hand, the wider
    one (``settings.wide``, ``wide_seconds``) looks for a turn that does, and only for that.
    Its other ends are not candidates: in tuning games they lost more than they won."""
    know = knowledge_of((*obs.piles, *obs.finished), obs.hand, obs.hand_sizes[obs.opponent])
    plans = TurnSearch(table_of(obs), obs.hand, know,
                       replace(settings.own, seconds=seconds or _UNTIMED),
                       obs.square_run).run(keep=settings.candidates * settings.pool)
    if plans[0].score >= WIN:
        return plans
    wide = TurnSearch(table_of(obs), obs.hand, know,
                      replace(settings.wide, seconds=wide_seconds or _UNTIMED),
                      obs.square_run).run()[0]
    return [wide] if wide.score >= WIN else plans


def varied(plans: list[Plan], hand: tuple[int, ...], count: int) -> list[Plan]:
    """``count`` of the plans, best first, those keeping a hand no better plan keeps before
    the others (the best plans often differ only in where square cards stand)."""
    kept: set[tuple[int, ...]] = set()
    first: list[Plan] = []
    rest: list[Plan] = []
    for plan in plans:
        left = list(hand)
        for move in plan.moves:
            if move.source == HAND:
                left.remove(move.card)
        (rest if tuple(left) in kept else first).append(plan)
        kept.add(tuple(left))
    return (first + rest)[:count]


class HardBot(PlanningBot):
    level = "hard"
    OPTIONS = ("budget_ms", "iterations", "workers", "settings")

    def __init__(self, seed: int = 0, budget_ms: int = DEFAULT_BUDGET_MS,
                 iterations: int | None = None, workers: int | None = None,
                 settings: HardSettings | None = None) -> None:
        """``budget_ms`` per turn, or ``iterations`` samples per decision (deterministic);
        ``workers`` > 1 spreads samples over that many processes (default: two when thinking
        on a clock and the machine has them)."""
        self.seed = seed
        self.budget = Budget(budget_ms, iterations)
        self.settings = settings or HardSettings()
        self.workers = default_workers(iterations) if workers is None else workers
        self._why: tuple[float, int] = (0.0, 0)
        self.last_samples = 0

    def time_limit(self) -> float:
        return self.budget.time_limit()

    def explain(self, action: Action, plan: Plan, under_way: bool = False) -> Reason:
        why = plan_reason(action, plan, under_way)
        gain, samples = self._why
        # A gain in 2p − 1 is half that in the chance of winning, shown in percent.
        return checked(why, samples, 50 * gain)

    def plan(self, obs: Observation) -> Plan:
        """Its own turn searched, the best ends judged on sampled replies."""
        start = time.perf_counter()
        timed = self.budget.timed
        budget = self.budget.planned()
        plans = own_turn(obs, self.settings, budget * _OWN_SHARE if timed else None,
                         budget * _WIDE_SHARE if timed else None)
        plans = varied(plans, obs.hand, self.settings.candidates)
        self._why, self.last_samples = (0.0, 0), 0
        if plans[0].score >= WIN or len(plans) < 2:
            return plans[0]
        settings = self.settings
        seconds = self.budget.seconds(time.perf_counter() - start, 1.0)
        if seconds is None:
            settings = replace(settings, reply=replace(settings.reply, seconds=_UNTIMED))
        elif seconds <= 0.01:
            log.info("hard bot out of time at turn %d; playing its first plan", obs.turn)
            return plans[0]
        rng = random.Random(f"{self.seed}|{obs.turn}|{obs.hand}|{obs.piles}")
        job = SampleReplies(obs, tuple(p.moves for p in plans), settings, rng.getrandbits(62))
        result = search(job, self.budget.iterations, seconds, self.workers)
        index, gain = result.choose(settings.z)
        self._why, self.last_samples = (gain, result.samples), result.samples
        return plans[index]
