"""What a rival's last turn says about its hand, for Hard's samples of the hidden cards.

A player throws away the card it needs least, and stops completing only when no addition or swap
is worth making (SS-TURN-4/5): a rival hand that would have kept the card it just discarded, or
had a good addition left, is unlikely. Hard models the rival as Medium: a sampled hand is kept
with probability ``exp(-gap / TEMPERATURE)``, where ``gap`` is how much Medium would have
misjudged with that hand (the discard's extra cost over Medium's own choice, plus the best
completion it passed up; 0 when Medium would have done the same); otherwise another sample is
tried, up to ``TRIES``, and the most plausible one is kept. Against a rival who plays otherwise
the preference stays soft (the temperature, the cap on tries), and every sample is still a deal
consistent with what the seat saw.

Read with two seats, where the top of the discard pile at the start of a turn is always the
rival's last discard (a rival that could not discard keeps nine cards: no clue then).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace

from sixseq.decks.sixsuit import JOKER, N_RANKS, Card, cards_in
from sixseq.games.six_sequences.bots.knowledge import Reading, Weights
from sixseq.games.six_sequences.rules.actions import Discard, Play
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.table import Phase

TEMPERATURE = 0.3  # points of Medium's misjudgement; smaller trusts the model more
TRIES = 20  # samples drawn at most for one kept
_HAND_AFTER_DISCARD = 8  # SS-TURN-3/5: refilled to 9, then one card discarded


@dataclass(frozen=True, slots=True)
class DiscardClue:
    """The rival's view when it discarded ``card`` (its hand left out, filled per sample)."""

    view: Observation
    card: Card

    @property
    def seat(self) -> int:
        return self.view.seat

    def plausibility(self, rival_hand: int, weights: Weights) -> float:
        """How likely a Medium-like rival holding ``rival_hand`` now was to stop completing and
        discard the card."""
        hand = rival_hand | 1 << self.card
        cards = tuple(cards_in(hand))
        view = replace(self.view, hand=cards,
                       legal=tuple(Discard(c) for c in cards if c % N_RANKS != JOKER))
        reading = Reading(view, weights)
        best = min(reading.discard_cost(c) for c in cards if c % N_RANKS != JOKER)
        gap = max(0.0, reading.discard_cost(self.card) - best)
        gap += max(0.0, self._best_completion(view, reading))
        return math.exp(-gap / TEMPERATURE)

    @staticmethod
    def _best_completion(view: Observation, reading: Reading) -> float:
        """What the rival's best addition or swap was worth when it stopped completing, on the
        same table with the same hand (SS-TURN-4): Medium stops only when none gains."""
        before = GameState.from_observation(replace(view, phase=Phase.COMPLETE), random.Random(0))
        return max((reading.play_gain(a) for a in before.legal_actions() if isinstance(a, Play)),
                   default=0.0)


def discard_clue(obs: Observation) -> DiscardClue | None:
    """The clue in the rival's last discard, read at the seat's first decision of its turn
    (drawing, or laying when the draw was the only choice and nothing is played yet)."""
    config = obs.config
    if config.seats != 2 or obs.turn_seat != obs.seat or not obs.discard:
        return None
    drawn = 0
    if obs.phase == Phase.LAY and not obs.played_this_turn and not obs.took_this_turn:
        drawn = 1  # the stock card is already in hand; the rival saw the position before
    elif obs.phase != Phase.DRAW:
        return None
    rival = 1 - obs.seat
    if obs.hand_sizes[rival] != _HAND_AFTER_DISCARD:
        return None
    sizes = list(obs.hand_sizes)
    sizes[rival] += 1
    sizes[obs.seat] -= drawn
    view = replace(obs, seat=rival, turn=obs.turn - 1, turn_seat=rival, to_move=rival,
                   phase=Phase.DISCARD, hand=(), hand_sizes=tuple(sizes),
                   stock_count=obs.stock_count + drawn, discard=obs.discard[:-1],
                   pending_discard=None, played_this_turn=False, took_this_turn=False,
                   passes=0, my_claim=None, legal=())
    return DiscardClue(view, obs.discard[-1])


def sample_deal(obs: Observation, clue: DiscardClue | None, rng: random.Random,
                weights: Weights) -> GameState:
    """A deal of the hidden cards consistent with ``obs``, drawn in proportion to how well it
    explains the rival's last discard."""
    best: GameState | None = None
    best_chance = -1.0
    for _ in range(TRIES):
        state = GameState.from_observation(obs, rng)
        if clue is None:
            return state
        chance = clue.plausibility(state.hand_mask(clue.seat), weights)
        if rng.random() < chance:
            return state
        if chance > best_chance:
            best, best_chance = state, chance
    assert best is not None
    return best
