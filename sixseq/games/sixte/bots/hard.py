"""Hard: Medium's candidates judged on sampled deals of the cards it has not seen
(determinized search).

The candidates are Medium's card and every other legal card not equal to one already in
(touching cards are one). Each sample deals the unseen cards at random, consistently with what
the plays showed (voids, what the options imply), with the dealer holding the turned-up trump
card until it is played (:meth:`HandState.from_observation`), and with Hard's reads of the
plays where some deal fits them (:mod:`.reads`). On it, every candidate card is played and the
hand played out, every seat by Medium's rules with the sampled hands in view
(:class:`~.odds.ExactOdds`, never ducking: so nearly every simulated choice is the one Medium
itself would make), or, once few cards are left, searched exactly (each player choosing what
gives it the point, or, when nothing does, any of its cards alike). A candidate's value is the
share of samples on which Hard takes the point. All candidates meet the same samples (paired),
and Hard leaves Medium's choice only for a card better by more than the noise.

One budget per decision (default 1 s, ``budget_ms``), or ``iterations`` samples per decision,
whatever the time, so games replay exactly from a seed; samples may be spread over worker
processes (:mod:`sixseq.engine.search`), the result the same whatever their number.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from sixseq.decks.standard import Card
from sixseq.engine.search import DEFAULT_BUDGET_MS, Budget, default_workers, search
from sixseq.engine.tricks import Limit
from sixseq.games.sixte.bots.base import Bot, Suggestion
from sixseq.games.sixte.bots.medium import explain, medium_pick
from sixseq.games.sixte.bots.odds import ExactOdds
from sixseq.games.sixte.bots.policy import Pick, out_of_it, pick
from sixseq.games.sixte.bots.reads import reads
from sixseq.games.sixte.bots.reasons import BECAUSE, COMMON
from sixseq.games.sixte.rules.actions import Action, Play
from sixseq.games.sixte.rules.cards import SEATS, TRICKS, label, strength, suit
from sixseq.games.sixte.rules.hand import HandState
from sixseq.games.sixte.rules.observation import Observation
from sixseq.games.sixte.rules.scoring import first_wins

EXACT_PLAYS = 12  # cards left in the hands from which a decision is searched exactly
Z = 1.0  # standard errors by which a card must beat Medium's choice to replace it


@dataclass(frozen=True, slots=True)
class SampleDeals:
    """One decision's simulations (a :class:`~sixseq.engine.search.SampleJob`)."""

    obs: Observation
    candidates: tuple[Card, ...]
    base_seed: int
    exact: bool = False  # search each sampled deal exactly instead of playing it out
    reads: tuple[Limit, ...] | None = None  # what the plays are read to show (None: rules')

    @property
    def width(self) -> int:
        return len(self.candidates)

    def evaluate(self, sample_id: int) -> list[float]:
        rng = random.Random(self.base_seed + sample_id)
        try:
            deal = HandState.from_observation(self.obs, rng, self.reads)
        except ValueError:  # no deal fits the reads: someone ducked on purpose
            deal = HandState.from_observation(self.obs, rng)
        row = []
        for card in self.candidates:
            state = deal.copy()
            state.play(card)
            row.append(solve(state)[self.obs.seat] if self.exact
                       else play_out(state, self.obs.seat))
        return row


def play_out(state: HandState, seat: int) -> float:
    """``seat``'s point (1 or 0) at the end of ``state`` played on by Medium's rules, each
    player seeing the sampled hands."""
    while not state.is_over():
        state.play(simulated_choice(state))
    outcome = state.outcome()
    assert outcome is not None
    return float(outcome.scorer == seat)


def simulated_choice(state: HandState) -> Card:
    """What the seat to move plays in a simulation: Medium's rules, the hands in view, never
    ducking."""
    cards = state.playable_cards()
    if len(cards) == 1:
        return cards[0]
    mover = state.to_move
    counts = [0] * SEATS
    for winner in state.winners:
        counts[winner] += 1
    return pick(mover, cards, state.trick, counts, first_wins(state.winners),
                ExactOdds(state, mover), ducks=False).card


def solve(state: HandState) -> tuple[float, ...]:
    """Each seat's share of the point with every hand in view, every player in turn choosing a
    card that gives it the point if one does, and otherwise any of its cards alike (the
    values of its equally good cards averaged)."""
    if state.is_over() or all(len(state.hand(s)) <= 1 for s in range(SEATS)):
        final = state.copy()
        while not final.is_over():
            final.play(final.playable_cards()[0])
        outcome = final.outcome()
        assert outcome is not None
        return tuple(float(s == outcome.scorer) for s in range(SEATS))
    mover = state.to_move
    best = -1.0
    equal: list[tuple[float, ...]] = []
    for card in state.playable_cards():
        child = state.copy()
        child.play(card)
        values = solve(child)
        if values[mover] > best + 1e-9:
            best, equal = values[mover], [values]
        elif values[mover] > best - 1e-9:
            equal.append(values)
        if best >= 1.0:
            break
    return tuple(sum(v[s] for v in equal) / len(equal) for s in range(SEATS))


def distinct(cards: Sequence[Card], obs: Observation) -> list[Card]:
    """``cards`` without those equal to an earlier one in every deal: two cards of a suit with
    nothing between them but cards of the same hand or cards already played."""
    gone = set(obs.hand) | set(obs.played())
    kept: list[Card] = []
    for card in cards:
        if not any(_equal(card, other, gone) for other in kept):
            kept.append(card)
    return kept


def _equal(a: Card, b: Card, gone: set[Card]) -> bool:
    if suit(a) != suit(b):
        return False
    low, high = sorted((strength(a), strength(b)))
    return all(c in gone for c in range(suit(a) * 13, suit(a) * 13 + 13)
               if low < strength(c) < high)


@dataclass(frozen=True, slots=True)
class Decision:
    """Hard's card and Medium's pick it started from (so the hint words Medium's reason
    without picking again), the gain in the chance of the point over Medium's card, and the
    deals searched."""

    card: Card
    medium: Pick
    gain: float = 0.0
    samples: int = 0


class HardBot(Bot):
    level = "hard"
    OPTIONS = ("budget_ms", "iterations", "workers")

    def __init__(self, seed: int = 0, budget_ms: int = DEFAULT_BUDGET_MS,
                 iterations: int | None = None, workers: int | None = None) -> None:
        """``budget_ms`` per decision, or ``iterations`` samples per decision (replayable);
        ``workers`` processes share the samples (default: two on the clock when the machine
        has them, one when counting samples)."""
        self.seed = seed
        self.budget = Budget(budget_ms, iterations)
        self.workers = default_workers(iterations) if workers is None else workers
        self.last_samples = 0

    def time_limit(self) -> float:
        return self.budget.time_limit()

    def choose(self, obs: Observation) -> Action:
        return Play(self._decide(obs).card)

    def suggest(self, obs: Observation) -> Suggestion:
        decision = self._decide(obs)
        card, medium, samples = decision.card, decision.medium, decision.samples
        why = explain(obs, medium) if medium.card == card else BECAUSE("searched", card=label(card))
        if samples:
            why = COMMON("checked_gain", reason=why, samples=samples,
                         gain=round(100 * decision.gain, 1)) if decision.gain > 0 \
                else COMMON("checked", reason=why, samples=samples)
        return Suggestion(Play(card), why)

    def _decide(self, obs: Observation) -> Decision:
        start = time.perf_counter()
        self.last_samples = 0
        medium = medium_pick(obs)
        first = medium.card
        others = sorted((c for c in obs.playable if c != first),
                        key=lambda c: (suit(c) == obs.trump, strength(c), c))
        candidates = distinct([first, *others], obs)
        left = TRICKS - len(obs.winners)
        if len(candidates) < 2 or out_of_it(obs.tricks_won(), obs.first_wins(), obs.seat, left):
            return Decision(first, medium)
        seed_text = f"{self.seed}|{obs.seat}|{obs.dealer}|{obs.hand}|{obs.played()}"
        exact = sum(obs.hand_sizes) <= EXACT_PLAYS
        job = SampleDeals(obs, tuple(candidates), random.Random(seed_text).getrandbits(62),
                          exact, tuple(reads(obs)))
        seconds = self.budget.seconds(time.perf_counter() - start, 1.0)
        result = search(job, self.budget.iterations, seconds, self.workers)
        self.last_samples = result.samples
        index, gain = result.choose(Z)
        return Decision(candidates[index], medium, gain, result.samples)
