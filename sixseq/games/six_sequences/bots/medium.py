"""Medium: a hand-written strategy that scores every legal action with a :class:`Reading`.

Plays are worth what they add to the side's prospects per suit (length and height against the
rivals' sequences, SS-SCORE-1), plus the fresh cards the refill brings; stopping is worth 0.
Discards cost what the hand loses plus what a rival could take at once. Taking or claiming the
discard is worth the play it allows against the stock card it replaces. Hard uses ``ranked`` to
choose which actions to search and as the policy of its simulations.
"""

from __future__ import annotations

import random

from sixseq.games.six_sequences.bots.base import Bot, Suggestion
from sixseq.games.six_sequences.bots.explain import reason
from sixseq.games.six_sequences.bots.knowledge import DEFAULT_WEIGHTS, Reading, Weights
from sixseq.games.six_sequences.rules.actions import (
    PASS,
    TAKE_DISCARD,
    Action,
    Add,
    Claim,
    Discard,
    Lay,
    Play,
    TakeDiscard,
)
from sixseq.games.six_sequences.rules.errors import IllegalAction
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.table import Phase

Scored = tuple[float, Action]


class MediumBot(Bot):
    level = "medium"
    OPTIONS = ("weights",)

    def __init__(self, seed: int = 0, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.weights = weights
        self.seed = seed

    def choose(self, obs: Observation) -> Action:
        return self.ranked(obs)[0][1]

    def suggest(self, obs: Observation) -> Suggestion:
        reading = Reading(obs, self.weights)
        _score, action = rank_actions(obs, reading)[0]
        return Suggestion(action, reason(action, obs, reading))

    def ranked(self, obs: Observation) -> list[Scored]:
        """Every legal action with its score, best first."""
        return rank_actions(obs, Reading(obs, self.weights))


def rank_actions(obs: Observation, reading: Reading) -> list[Scored]:
    """Score every legal action of ``obs`` (doing nothing scores 0); best first, ties kept in
    the rules' order so the choice is deterministic."""
    legal = obs.legal
    phase = obs.phase
    scored: list[Scored] = []
    if phase == Phase.DISCARD:
        scored = [(-reading.discard_cost(a.card), a) for a in legal if isinstance(a, Discard)]
    else:
        for action in legal:
            if isinstance(action, Play):
                score = reading.play_gain(action)
            elif isinstance(action, TakeDiscard):
                score = take_gain(obs, reading)
                if phase == Phase.DRAW:
                    score -= reading.weights.tempo  # the stock card it replaces
            elif isinstance(action, Claim):
                score = claim_gain(obs, reading, action) - 0.5 * reading.weights.tempo
            else:
                score = 0.0  # draw, stop, pass: the turn goes on as it would anyway
            scored.append((score, action))
    scored.sort(key=lambda sa: -sa[0])
    return scored


def claim_gain(obs: Observation, reading: Reading, claim: Claim) -> float:
    """What a claim's play is worth; a play that needs enabling plays first (a swap or a raid
    before the card fits, SS-DISCARD-4) is judged as such a take is: by the best play there is
    once the card is won."""
    try:
        return reading.play_gain(claim.play)
    except IllegalAction:
        pass
    state = GameState.from_observation(obs, random.Random(0))
    state.apply(claim)
    while state.phase == Phase.CLAIM:  # the others' claims are unknown: taken as not made
        state.apply(PASS)
    after = state.observation(obs.seat)
    won = Reading(after, reading.weights)
    uses = [won.play_gain(p) for p in after.legal if isinstance(p, Play)]
    return won.value() + max(uses, default=0.0) - reading.value()


def take_gain(obs: Observation, reading: Reading) -> float:
    """What taking the top discard is worth: the hand with it, used at once by its best play
    (SS-DISCARD-3). The position after taking is public but for the seat's own hand, so any
    sample of the hidden cards gives the same answer."""
    card = obs.discard[-1]
    state = GameState.from_observation(obs, random.Random(0))
    state.apply(TAKE_DISCARD)
    after = state.observation(obs.seat)
    taken = Reading(after, reading.weights)
    uses = [taken.play_gain(p) for p in after.legal
            if isinstance(p, Lay | Add) and card in p.cards()]
    if not uses:  # only after enabling plays: judge by the best play there is
        uses = [taken.play_gain(p) for p in after.legal if isinstance(p, Play)]
    return taken.value() + max(uses, default=0.0) - reading.value()


