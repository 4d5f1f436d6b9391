"""What every card game's Hard needs: candidates judged on sampled deals of the hidden cards.

A searching bot knows only its observation. It deals the cards it has not seen at random,
consistently with what it has seen (:func:`deal_hidden`: who is known to hold which card, who
cannot hold a suit), plays each candidate out on each such deal with a fast policy, and keeps
the candidate that does best on the same deals (common random numbers: the comparison is
paired). That is determinized search, or "perfect-information Monte Carlo".

The game writes one picklable :class:`SampleJob`: given a sample number, deal and play out
every candidate and return their values. :func:`search` runs sample numbers ``0, 1, 2 …``
until a time budget or a fixed count (``--iterations``: the same answer on every machine) is
spent, spread over worker processes (both cores) when asked; the result does not depend on
how many processes took part, since samples are numbered and merged in order.
"""

from __future__ import annotations

import math
import os
import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Protocol, TypeVar

C = TypeVar("C", bound=Hashable)

DEFAULT_BUDGET_MS = 1000  # every game's Hard thinks this long a turn unless told otherwise
UNBOUNDED = 1 << 40  # samples when the clock, not a count, ends a search
MIN_SAMPLES = 8  # fewer samples than this: no gain is trusted (SearchResult.choose)


class SampleJob(Protocol):
    """One decision's simulations (picklable, for worker processes)."""

    @property
    def width(self) -> int:
        """How many candidates each sample values."""

    def evaluate(self, sample_id: int) -> Sequence[float]:
        """Every candidate's value on the deal numbered ``sample_id`` (the same number must
        give the same deal, in any process)."""


@dataclass
class SearchResult:
    """Paired values: ``values[k][j]`` is candidate k on the sample numbered
    ``sample_ids[j]``."""

    width: int
    sample_ids: list[int] = field(default_factory=list)
    values: list[list[float]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.values:
            self.values = [[] for _ in range(self.width)]

    @property
    def samples(self) -> int:
        return len(self.sample_ids)

    def add(self, sample_id: int, row: Sequence[float]) -> None:
        self.sample_ids.append(sample_id)
        for column, value in zip(self.values, row, strict=True):
            column.append(value)

    def merge(self, others: Sequence[SearchResult]) -> SearchResult:
        """All samples of ``self`` and ``others`` in sample order."""
        rows = [(i, [column[j] for column in part.values]) for part in (self, *others)
                for j, i in enumerate(part.sample_ids)]
        rows.sort(key=lambda row: row[0])
        merged = SearchResult(self.width)
        for sample_id, row in rows:
            merged.add(sample_id, row)
        return merged

    def choose(self, z: float) -> tuple[int, float]:
        """Candidate 0 (the policy's first choice) unless another beats it on the same samples
        by ``z`` standard errors: the index chosen and its mean gain over candidate 0. Fewer
        than ``MIN_SAMPLES`` samples (a search cut short) keep candidate 0: on three deals that
        happen to agree, the standard error says nothing."""
        n = self.samples
        if n < MIN_SAMPLES:
            return 0, 0.0
        base = self.values[0]
        best, best_gain = 0, 0.0
        for k in range(1, self.width):
            diffs = [self.values[k][i] - base[i] for i in range(n)]
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            if mean > best_gain and mean > z * math.sqrt(var / n):
                best, best_gain = k, mean
        return best, best_gain


def run_samples(job: SampleJob, sample_ids: Sequence[int], seconds: float | None,
                ends_by: float | None = None) -> SearchResult:
    """Evaluate the numbered samples in order here, until they run out or the next one,
    taking as long as the mean so far, would end after ``seconds`` (the last sample, not
    the plan, was what overran small budgets). ``ends_by``, a wall-clock time
    (:func:`time.time`, the clock every process shares), is when the whole search must end:
    a worker process counts the time its job took to reach it."""
    started = time.perf_counter()
    deadline = None
    if seconds is not None:
        if ends_by is not None:
            seconds = min(seconds, ends_by - time.time())
        deadline = started + seconds
    result = SearchResult(job.width)
    for sample_id in sample_ids:
        if deadline is not None:
            now = time.perf_counter()
            mean = (now - started) / result.samples if result.samples else 0.0
            if now + mean > deadline:
                break
        result.add(sample_id, job.evaluate(sample_id))
    return result


def search(job: SampleJob, count: int | None, seconds: float | None, workers: int = 1
           ) -> SearchResult:
    """Samples ``0 .. count-1`` (all of them when ``count`` is None, until ``seconds``), over
    ``workers`` processes when more than one (see :mod:`sixseq.engine.workers`)."""
    total = UNBOUNDED if count is None else count
    if workers > 1:
        from sixseq.engine.workers import search_in_workers

        return search_in_workers(job, total, seconds, workers)
    return run_samples(job, range(total), seconds)


COUNTED_LIMIT_S = 60.0  # how long a search counting samples may take before the runner
# plays a safe action instead: far beyond any count a test or a replayable run asks for
SAFETY = 0.85  # of a budget on the clock a Hard plans for, unless it says otherwise: process
# hand-offs and the last sample come back late on a loaded machine (0.92 gave Rami's Hard a
# turn p95 of 1049 ms in batch B3, docs/rami.md)


def search_cores() -> int:
    """Processes a search on the clock spreads its samples over: every core, up to two."""
    return min(2, os.cpu_count() or 1)


def default_workers(iterations: int | None) -> int:
    """A searching bot's processes unless told: :func:`search_cores` on the clock, one when
    it counts samples (the answer is the same, and a replayable run needs no pool)."""
    return 1 if iterations is not None else search_cores()


@dataclass(frozen=True, slots=True)
class Budget:
    """A searching bot's thinking: ``budget_ms`` per turn on the clock, or ``iterations``
    samples per decision (replayable: the same game on every machine, whatever its load)."""

    budget_ms: int = DEFAULT_BUDGET_MS
    iterations: int | None = None
    safety: float = SAFETY

    @property
    def timed(self) -> bool:
        return self.iterations is None

    def planned(self) -> float:
        """Seconds of the budget a turn plans to use (``safety`` of it)."""
        return self.budget_ms / 1000 * self.safety

    def seconds(self, spent: float, share: float) -> float | None:
        """Seconds for one decision, ``share`` of what the turn has left after ``spent``;
        None when counting samples instead."""
        return (self.planned() - spent) * share if self.timed else None

    def time_limit(self) -> float:
        """How long a decision may take at most (the runner's deadline, before its margin):
        the budget on the clock, else :data:`COUNTED_LIMIT_S`."""
        return self.budget_ms / 1000 if self.timed else COUNTED_LIMIT_S

    def think_seconds(self) -> float:
        """How long a decision usually takes: the budget on the clock; 0 when counting."""
        return self.budget_ms / 1000 if self.timed else 0.0


class TurnClock:
    """One budget for a whole turn of several decisions (a draw, then plays, then a discard):
    each decision gets its share of what the turn's earlier ones left."""

    def __init__(self, budget: Budget) -> None:
        self.budget = budget
        self._turn: Hashable | None = None
        self._spent = 0.0
        self._started = 0.0

    def begin(self, turn: Hashable) -> bool:
        """A decision of ``turn`` starts now; True when it is the turn's first."""
        self._started = time.perf_counter()
        if turn == self._turn:
            return False
        self._turn, self._spent = turn, 0.0
        return True

    def end(self) -> None:
        """The decision begun last is made: its time counts against the turn."""
        self._spent += time.perf_counter() - self._started

    def afresh(self) -> None:
        """The next decision has the whole budget again (a hint is asked on its own)."""
        self._spent = 0.0

    def seconds(self, share: float) -> float | None:
        """Seconds the decision under way may search: ``share`` of what the turn has left
        (None when counting samples)."""
        return self.budget.seconds(self._spent + time.perf_counter() - self._started, share)


def deal_hidden(cards: Sequence[C], capacities: Sequence[int],
                allowed: Callable[[C, int], bool] | None, rng: random.Random,
                tries: int = 50) -> list[list[C]]:
    """Deal ``cards`` at random into holders (other hands, the stock…) of the given
    ``capacities`` (which must add up to the number of cards), each card only to a holder
    ``allowed`` to have it (e.g. not to a seat known to be void in its suit). Random among the
    consistent deals, most constrained cards first; falls back to an exact matching so a
    consistent deal is always found when one exists (``ValueError`` when none does)."""
    if sum(capacities) != len(cards):
        raise ValueError(f"{len(cards)} cards for places of {sum(capacities)}")
    holders = range(len(capacities))
    if allowed is None:
        pool = list(cards)
        from sixseq.engine.rng import stable_shuffle

        stable_shuffle(pool, rng)
        dealt, start = [], 0
        for size in capacities:
            dealt.append(pool[start:start + size])
            start += size
        return dealt
    options = {i: [h for h in holders if capacities[h] and allowed(card, h)]
               for i, card in enumerate(cards)}
    order = sorted(range(len(cards)), key=lambda i: (len(options[i]), rng.random()))
    for _ in range(tries):
        left = list(capacities)
        out: list[list[C]] = [[] for _ in holders]
        for i in order:
            choices = [h for h in options[i] if left[h]]
            if not choices:
                break
            total = sum(left[h] for h in choices)
            pick = rng.random() * total
            for h in choices:
                pick -= left[h]
                if pick < 0:
                    break
            left[h] -= 1
            out[h].append(cards[i])
        else:
            return out
        order = sorted(range(len(cards)), key=lambda i: (len(options[i]), rng.random()))
    return _matching_deal(cards, capacities, options, rng)


def _matching_deal(cards: Sequence[C], capacities: Sequence[int],
                   options: dict[int, list[int]], rng: random.Random) -> list[list[C]]:
    """An exact assignment by augmenting paths (cards to holders' free places)."""
    slots = [h for h, size in enumerate(capacities) for _ in range(size)]
    slot_of_holder: dict[int, list[int]] = {}
    for s, h in enumerate(slots):
        slot_of_holder.setdefault(h, []).append(s)
    owner: list[int | None] = [None] * len(slots)
    order = list(range(len(cards)))
    rng.shuffle(order)

    def place(i: int, seen: set[int]) -> bool:
        choices = list(options[i])
        rng.shuffle(choices)
        for h in choices:
            for s in slot_of_holder.get(h, ()):
                if s in seen:
                    continue
                seen.add(s)
                current = owner[s]
                if current is None or place(current, seen):
                    owner[s] = i
                    return True
        return False

    for i in order:
        if not place(i, set()):
            raise ValueError("no deal of the hidden cards fits what was seen")
    out: list[list[C]] = [[] for _ in capacities]
    for s, holder_card in enumerate(owner):
        assert holder_card is not None
        out[slots[s]].append(cards[holder_card])
    return out
