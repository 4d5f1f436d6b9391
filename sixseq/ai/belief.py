"""Hard's belief about the rival's hidden hand, carried through the round (a particle filter).

One discard says little; a round of them says more. With two seats Hard keeps ``PARTICLES``
guesses of the rival's hidden cards. At each of its decisions it moves every guess on by what
the table saw since the last one: cards the rival showed (laid, added, swapped, discarded) leave
the guess, and as many cards as the rival drew from the stock come in: the shown cards the guess
did not hold first (they were drawn), then unseen cards at random. A guess that cannot explain
what was shown (it lacked more shown cards than the rival drew, or held a card Hard has since
drawn) is repaired by trading its surplus for unseen cards at random.

Each guess is weighted, the rival modelled as Medium, by how well it explains the rival's
discards (:meth:`~sixseq.ai.inference.DiscardClue.plausibility`) and each of Hard's discards
the rival passed up for the stock (:func:`pass_chance`), so the weights hold the whole round's
evidence; the guesses are resampled when a few carry most of the weight. Hard's samples of the
hidden cards take the rival's hand from a guess and shuffle the rest into the stock.

Anything the guesses cannot follow (a new round, a count that does not add up) starts them over
from uniform guesses: the belief can lose evidence, never consistency with what the seat saw.
"""

from __future__ import annotations

import math
import random

from sixseq.ai.inference import TEMPERATURE, DiscardClue
from sixseq.ai.knowledge import Reading, Weights
from sixseq.ai.medium import take_gain
from sixseq.core.actions import Action, Discard, TakeDiscard
from sixseq.core.cards import DECK_SIZE, cards_in
from sixseq.core.game import GameState
from sixseq.core.observation import Observation
from sixseq.core.table import Phase

PARTICLES = 128  # guesses kept of the rival's hidden cards
_ALL = (1 << DECK_SIZE) - 1


def _unseen(obs: Observation) -> int:
    return _ALL & ~obs.seen_mask()


def _random_cards(pool: int, count: int, rng: random.Random) -> int:
    """``count`` cards of ``pool`` at random, as a mask."""
    if count <= 0:
        return 0
    mask = 0
    for card in rng.sample(list(cards_in(pool)), count):
        mask |= 1 << card
    return mask


def pass_chance(before: Observation, discard: Discard, guess: int, weights: Weights) -> float:
    """How likely a Medium-like rival hiding ``guess`` was to draw from the stock rather than
    take the seat's ``discard``, made from ``before`` (SS-DISCARD-3: a card it cannot use at
    once cannot be taken, so passing it up says nothing; nor does the final phase, SS-END-2,
    which has no stock to draw from)."""
    rival = 1 - before.seat
    held = [0] * before.config.seats
    held[rival] = guess
    state = GameState.from_observation(before, random.Random(0), held)
    state.apply(discard)
    if state.phase != Phase.DRAW or state.to_move != rival:
        return 1.0
    view = state.observation(rival)
    if not any(isinstance(a, TakeDiscard) for a in view.legal):
        return 1.0
    gain = take_gain(view, Reading(view, weights)) - weights.tempo
    return math.exp(-max(0.0, gain) / TEMPERATURE)


class RivalBelief:
    """Weighted guesses of the one rival's hidden cards (two seats only)."""

    def __init__(self, size: int = PARTICLES) -> None:
        self.size = size
        self.particles: list[int] = []
        self.weights: list[float] = []
        self._unseen = 0
        self._stock = 0
        self._turn = -1
        self._offered: tuple[Observation, Discard] | None = None

    def acted(self, obs: Observation, action: Action) -> None:
        """Remember the seat's discard: whether the rival takes it says something."""
        self._offered = (obs, action) if isinstance(action, Discard) else None

    def observe(self, obs: Observation, rng: random.Random, weights: Weights) -> None:
        """Move the guesses on to ``obs`` (any decision of the seat, in order); ``weights``
        are how the rival is expected to play."""
        rival = 1 - obs.seat
        offered, self._offered = self._offered, None
        if offered is not None and offered[1].card in obs.discard and self.particles:
            self._weigh([pass_chance(offered[0], offered[1], p, weights)
                         for p in self.particles], rng)
        unseen = _unseen(obs)
        hidden = obs.hand_sizes[rival] - obs.known[rival].bit_count()
        mine = obs.hand_mask()
        drawn_by_me = (mine & self._unseen).bit_count()
        draws = self._stock - obs.stock_count - drawn_by_me
        if (not self.particles or obs.turn < self._turn or unseen & ~self._unseen
                or draws < 0):
            self._start(unseen, hidden, rng)
        else:
            shown = self._unseen & ~unseen & ~mine
            moved = [self._move(p, shown, draws, unseen, rng) for p in self.particles]
            if any(p.bit_count() != hidden for p in moved):
                self._start(unseen, hidden, rng)
            else:
                self.particles = moved
        self._unseen, self._stock, self._turn = unseen, obs.stock_count, obs.turn

    def _start(self, unseen: int, hidden: int, rng: random.Random) -> None:
        self.particles = [_random_cards(unseen, hidden, rng) for _ in range(self.size)]
        self.weights = [1.0] * self.size

    @staticmethod
    def _move(guess: int, shown: int, draws: int, unseen: int, rng: random.Random) -> int:
        """One guess after the rival drew ``draws`` stock cards and showed ``shown``."""
        lost = guess & ~unseen & ~shown  # cards the seat has since drawn itself
        guess &= ~lost
        drawn = shown & ~guess  # shown cards the guess lacked: drawn, or the guess was wrong
        kept = guess & ~shown
        wrong = min(kept.bit_count(), max(0, drawn.bit_count() - draws))
        kept &= ~_random_cards(kept, wrong, rng)
        fresh = max(0, draws - drawn.bit_count()) + lost.bit_count()
        return kept | _random_cards(unseen & ~kept, fresh, rng)

    def weigh(self, clue: DiscardClue, known: int, weights: Weights, rng: random.Random) -> None:
        """Weight each guess by how well it explains the rival's discard, then offer each a
        trade of one card for an unseen one, taken with the Metropolis chance (always when
        the trade explains the discard as well or better): resampling copies the few good
        guesses, and the trades spread the copies out again. Without them a tenth of the
        decisions saw the belief shrunk to two or three hands, often wrong ones."""
        chances = [clue.plausibility(p | known, weights) for p in self.particles]
        kept = self._weigh(chances, rng)
        chances = [chances[i] for i in kept]
        for i, guess in enumerate(self.particles):
            free = self._unseen & ~guess
            if not guess or not free:
                continue
            traded = guess & ~_random_cards(guess, 1, rng) | _random_cards(free, 1, rng)
            chance = clue.plausibility(traded | known, weights)
            if rng.random() * chances[i] < chance:
                self.particles[i] = traded

    def _weigh(self, chances: list[float], rng: random.Random) -> list[int]:
        """Multiply the weights by the evidence's ``chances``; resample when the weight sits
        on too few guesses. Returns which guess each guess now is a copy of."""
        n = len(self.particles)
        self.weights = [w * c for w, c in zip(self.weights, chances, strict=True)]
        total = sum(self.weights)
        if total <= 0.0:
            self.weights = [1.0] * n
            return list(range(n))
        self.weights = [w / total * n for w in self.weights]
        if n * n / sum(w * w for w in self.weights) >= n / 2:
            return list(range(n))
        kept = self._resample(rng)
        self.particles, self.weights = [self.particles[i] for i in kept], [1.0] * n
        return kept

    def _resample(self, rng: random.Random) -> list[int]:
        """Systematic resampling: each guess kept about in proportion to its weight."""
        n = len(self.particles)
        step = sum(self.weights) / n
        point = rng.random() * step
        kept: list[int] = []
        running = 0.0
        for i, weight in enumerate(self.weights):
            running += weight
            while point < running and len(kept) < n:
                kept.append(i)
                point += step
        kept += [n - 1] * (n - len(kept))
        return kept

    def hands(self, rng: random.Random) -> tuple[int, ...]:
        """Guesses drawn in proportion to their weights, for the search's samples."""
        return tuple(rng.choices(self.particles, weights=self.weights, k=len(self.particles)))
