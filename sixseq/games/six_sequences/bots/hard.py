"""Hard: Medium's candidates, judged by simulation over sampled deals (determinized search).

At each decision with a real choice, Hard keeps the best few actions of Medium's scoring (with
its own, sharper weights, ``HARD_WEIGHTS``) and, for many samples of the hidden cards consistent
with its observation (``GameState.from_observation``), plays each candidate and then the game
on, its side by those weights and the rivals as Medium plays, to the end of the round or, past a
horizon, to a position scored by a :class:`Reading` from both sides. What it maximises is its
chance of winning the match, not its points: a round's margin swings by tens of points, and a
player ahead should not take the risks a player behind must. In the last round (and in a round
played alone, as the arena plays them) that is the chance of winning the round; with rounds
still to come the points count nearly in full, since they carry over (SS-SCORE-4).
A team (SS-SEAT-1) plays for points instead: its simulations are worth the side's margin. Over
200 rounds each against a Medium team, the points version won 0.613 and the one playing to win
0.565 (docs/computer-players.md): a partner's discards and lays, played by Medium's rules in the
simulations, swing the round more than the two-seat scale of chances allows for.
Samples favour the rival hands that explain its last discard (:mod:`.inference`).
All candidates meet the same samples (common random numbers), so the comparison is paired.
Hard leaves its scoring's first choice only when another candidate is better by more than the
noise, so search can only help.

A turn of several sub-actions shares one thinking budget (default 1 s): each decision takes a
share of what the turn has left. With ``iterations`` instead, every searched decision uses that
many samples, whatever the time: games replay exactly from a seed. Samples may be spread over
worker processes (see :mod:`sixseq.engine.search`); the result does not depend on how many.
"""

from __future__ import annotations

import logging
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from sixseq.engine.reasons import checked
from sixseq.engine.search import DEFAULT_BUDGET_MS, Budget, TurnClock, default_workers, search
from sixseq.games.six_sequences.bots.base import Bot, Suggestion
from sixseq.games.six_sequences.bots.explain import reason
from sixseq.games.six_sequences.bots.inference import DiscardClue, discard_clue, sample_deal
from sixseq.games.six_sequences.bots.knowledge import (
    DEFAULT_WEIGHTS,
    HARD_WEIGHTS,
    Reading,
    Weights,
)
from sixseq.games.six_sequences.bots.medium import rank_actions
from sixseq.games.six_sequences.rules.actions import Action, Raid
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.table import Phase

log = logging.getLogger(__name__)

# Share of what is left of the turn's budget that one decision may use: the discard is the
# turn's last decision; a lay-down may be followed by several more.
_PHASE_SHARE = {Phase.DRAW: 0.3, Phase.LAY: 0.35, Phase.COMPLETE: 0.35, Phase.DISCARD: 1.0,
                Phase.CLAIM: 1.0, Phase.FINAL: 0.5}
_SAFETY = 0.92  # of the budget planned for: more than the others' SAFETY, as when its strength
# targets were met (docs/computer-players.md); it stays inside 1 s (docs/performance.md)
# A cut-off reading of v points wins the round with a chance of about (1 + tanh(v / s)) / 2, s
# by the cards left in the stock (at least the first number): fitted on 355 740 turn starts of
# rounds played on to the end by Hard's playout policy against Medium (docs/computer-players.md;
# tools/fit_win_scale.py refits them). Late in the round a point decides more, since fewer
# cards are left to change it.
_WIN_SCALE = ((95, 39.5), (80, 21.9), (20, 20.0), (10, 16.3), (0, 11.3))
# The same scale for a whole round still to play: its final margin has a standard deviation of
# 48 points (11 452 rounds of Hard's playout policy against Medium), a tanh scale of 48 / 0.907.
ROUND_SCALE = 53.0


@dataclass(frozen=True, slots=True)
class SearchSettings:
    """How each simulation runs (picklable, for worker processes)."""

    weights: Weights = HARD_WEIGHTS  # its own scoring: choices, its side's playouts, cut-offs
    rival_weights: Weights = DEFAULT_WEIGHTS  # how the rivals are expected to play (Medium)
    # Defaults chosen against ground truth: on 160 positions of Medium's games, each candidate
    # valued by 48 full simulations from the true hands (docs/computer-players.md).
    horizon: int = 3  # turns simulated past the decision's before scoring (0: to the end)
    z: float = 0.5  # how many standard errors a candidate must beat the first choice by
    candidates: int = 4  # the best few actions by its scoring are searched
    margin: float = 6.0  # ... if scored at most this far below the best
    read_discards: bool = True  # sample rival hands by how well they explain its last discard
    # The match around the round: the side's lead over the best rival before it, and the
    # rounds still to play after it (none: the round decides alone).
    lead: int = 0
    rounds_after: int = 0
    for_points: bool = False  # value a simulation by the side's margin, not its chance to win


@dataclass(frozen=True, slots=True)
class SampleDeals:
    """One decision's simulations (a :class:`~sixseq.engine.search.SampleJob`): on each
    numbered sample of the hidden cards, every candidate played and the game played on."""

    obs: Observation
    candidates: tuple[Action, ...]
    settings: SearchSettings
    base_seed: int
    clue: DiscardClue | None = None

    @property
    def width(self) -> int:
        return len(self.candidates)

    def evaluate(self, sample_id: int) -> list[float]:
        sample = sample_deal(self.obs, self.clue, random.Random(self.base_seed + sample_id),
                             self.settings.rival_weights)
        row = []
        for action in self.candidates:
            state = sample.copy()
            state.apply(action)
            row.append(simulate(state, self.obs.seat, self.settings, self.obs.turn))
        return row


def simulate(state: GameState, seat: int, settings: SearchSettings, turn: int) -> float:
    """Play on from a decision of ``seat`` in ``turn``, every seat by Medium's scoring (its own
    side with ``settings.weights``); the value for its side is its chance p of winning the match
    as 2p − 1, from the score at the end or from the reading once ``settings.horizon`` more
    turns of the seat have begun."""
    config = state.config
    weights = settings.weights
    side = config.side_of(seat)
    policy = [weights if config.side_of(s) == side else settings.rival_weights
              for s in range(config.seats)]
    horizon = settings.horizon
    turns_begun = 0
    last = turn
    while not state.is_over():
        if state.turn_seat == seat and state.turn != last:
            last = state.turn
            turns_begun += 1
            if turns_begun == horizon:
                reading = leaf_value(state, seat, weights)
                if settings.for_points:
                    return reading
                return match_chance(reading, settings, win_scale(state.stock_count))
        legal = state.legal_actions()
        if len(legal) == 1:  # a forced move (a draw, a pass in a claim window): nothing to read
            state.apply(legal[0])
            continue
        mover = state.to_move
        obs = state.observation(mover)
        state.apply(rank_actions(obs, Reading(obs, policy[mover]))[0][1])
    score = state.outcome()
    assert score is not None
    margin = lead(score.totals, side)
    return float(margin) if settings.for_points else match_chance(margin, settings, 0.0)


def lead(totals: Sequence[int], side: int) -> int:
    """A side's points over its best rival (negative when behind)."""
    return totals[side] - max(t for s, t in enumerate(totals) if s != side)


def win_scale(stock: int) -> float:
    """How many points of a cut-off reading make the round about 76 % won (tanh 1)."""
    return next(scale for least, scale in _WIN_SCALE if stock >= least)


def match_chance(points: float, settings: SearchSettings, scale: float) -> float:
    """2p − 1, p the chance of winning the match when the side gains ``points`` on its best
    rival in this round, the rest of the round may still swing them by ``scale`` (0 once it
    is over) and ``settings.rounds_after`` whole rounds are still to come."""
    spread = math.hypot(scale, ROUND_SCALE * math.sqrt(settings.rounds_after))
    total = settings.lead + points
    if spread == 0:
        return float((total > 0) - (total < 0))
    return math.tanh(total / spread)


def leaf_value(state: GameState, seat: int, weights: Weights) -> float:
    """Medium's reading of a cut-off position: the side's prospects per suit against its
    rivals', and the end costs of every hand (SS-SCORE-3), in points."""
    config = state.config
    side = config.side_of(seat)
    mine = Reading(state.observation(seat), weights)
    value = mine.table_value() - mine.held_cost()
    rivals = [s for s in range(config.seats) if config.side_of(s) != side]
    if config.sides == 2:
        # Both sides' readings of the contest, each with its own hand's hopes.
        theirs = [Reading(state.observation(s), weights) for s in rivals]
        value = 0.5 * (mine.table_value() - sum(r.table_value() for r in theirs) / len(theirs))
        value -= mine.held_cost() - sum(r.held_cost() for r in theirs)
        partner = [s for s in config.seats_of(side) if s != seat]
        value -= sum(Reading(state.observation(s), weights).held_cost() for s in partner)
        return value
    return value + sum(Reading(state.observation(s), weights).held_cost()
                       for s in rivals) / len(rivals)


@dataclass(frozen=True, slots=True)
class Decision:
    """Hard's action and the reading it ranked the actions on (so the hint words the action
    without reading the table again), its gain over the first choice and the samples."""

    action: Action
    reading: Reading
    gain: float = 0.0
    samples: int = 0


class HardBot(Bot):
    level = "hard"
    OPTIONS = ("budget_ms", "iterations", "workers", "settings")

    def __init__(self, seed: int = 0, budget_ms: int = DEFAULT_BUDGET_MS,
                 iterations: int | None = None, workers: int | None = None,
                 settings: SearchSettings | None = None) -> None:
        """``budget_ms`` per turn, or ``iterations`` samples per decision (deterministic);
        ``workers`` > 1 spreads samples over that many processes (default: two when thinking
        on a clock and the machine has them, else one)."""
        self.seed = seed
        self.budget = Budget(budget_ms, iterations, _SAFETY)
        self.settings = settings or SearchSettings()
        # The processes start at the first search, not here.
        self.workers = default_workers(iterations) if workers is None else workers
        self._clock = TurnClock(self.budget)
        self._clue: DiscardClue | None = None
        self._match: tuple[tuple[int, ...], int] = ((), 0)
        self.last_samples = 0

    def begin_round(self, totals: Sequence[int], rounds_after: int) -> None:
        self._match = (tuple(totals), rounds_after)

    def time_limit(self) -> float:
        return self.budget.time_limit()

    def think_seconds(self) -> float:
        return self.budget.think_seconds()

    def choose(self, obs: Observation) -> Action:
        return self._decide(obs).action

    def suggest(self, obs: Observation) -> Suggestion:
        # A hint is asked afresh each time, with the whole budget: asked twice on a position,
        # the second had what the first left of the turn, nothing, and could name another card.
        self._clock.afresh()
        decision = self._decide(obs)
        action, gain, samples = decision.action, decision.gain, decision.samples
        why = reason(action, obs, decision.reading)
        # A team's gain is in points; a seat's in 2p − 1, half that in the chance of winning.
        teams = obs.config.teams
        return Suggestion(action, checked(why, samples, gain if teams else 50 * gain, teams))

    def _decide(self, obs: Observation) -> Decision:
        if self._clock.begin((obs.turn, obs.seat)):
            # Read at the turn's first decision, while the rival's discard is still on top.
            self._clue = discard_clue(obs) if self.settings.read_discards else None
        try:
            return self._search(obs)
        finally:
            self._clock.end()

    def _search(self, obs: Observation) -> Decision:
        settings = self._settings_for(obs)
        reading = Reading(obs, settings.weights)
        ranked = rank_actions(obs, reading)
        first = Decision(ranked[0][1], reading)
        candidates = [a for s, a in ranked[:settings.candidates]
                      if s >= ranked[0][0] - settings.margin]
        self.last_samples = 0
        if len(candidates) < 2 or isinstance(first.action, Raid):
            # A raid moves a card already on the side's table: nothing to weigh, whatever order.
            return first
        rng = random.Random(f"{self.seed}|{obs.turn}|{obs.phase}|{obs.hand}|{obs.discard}|"
                            f"{len(obs.combinations)}|{obs.stock_count}")
        base_seed = rng.getrandbits(62)
        seconds = self._clock.seconds(_PHASE_SHARE[obs.phase])
        if seconds is not None and seconds <= 0.005:
            log.info("hard bot out of time at turn %d; playing its first choice", obs.turn)
            return first
        job = SampleDeals(obs, tuple(candidates), settings, base_seed, self._clue)
        result = search(job, self.budget.iterations, seconds, self.workers)
        self.last_samples = result.samples
        index, gain = result.choose(settings.z)
        return Decision(candidates[index], reading, gain, result.samples)

    def _settings_for(self, obs: Observation) -> SearchSettings:
        """The search settings with the match as it stands for the seat's side (a team plays
        for points)."""
        totals, rounds_after = self._match
        return replace(self.settings, lead=lead(totals, obs.side) if totals else 0,
                       rounds_after=rounds_after, for_points=obs.config.teams)


