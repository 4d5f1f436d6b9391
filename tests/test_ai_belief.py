"""Hard's belief about the rival's hand: always consistent with what the seat saw, and nearer
the truth than chance when the rival plays as Medium (SS-TURN-4/5, SS-DISCARD-3)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from helpers import TWO

from sixseq.ai.belief import RivalBelief, pass_chance
from sixseq.ai.inference import discard_clue
from sixseq.ai.knowledge import DEFAULT_WEIGHTS
from sixseq.ai.medium import MediumBot
from sixseq.core.actions import Discard
from sixseq.core.game import GameState
from sixseq.core.observation import Observation
from sixseq.core.table import Phase

SEAT, RIVAL = 0, 1


def follow(seeds: range, belief: RivalBelief) -> Iterator[tuple[GameState, Observation, bool]]:
    """Rounds of two Medium players, the belief kept for seat 0 as Hard keeps it: moved on at
    each of its decisions, the rival's discard read at the turn's first. Yields the true
    position, the seat's view and whether it is the turn's first decision."""
    bot = MediumBot()
    rng = random.Random(0)
    for seed in seeds:
        state = GameState(TWO, seed, first=seed % 2)
        last = None
        while not state.is_over():
            seat = state.to_move
            obs = state.observation(seat)
            action = bot.choose(obs)
            if seat == SEAT:
                first = (obs.turn, seat) != last
                last = (obs.turn, seat)
                belief.observe(obs, rng, DEFAULT_WEIGHTS)
                clue = discard_clue(obs) if first else None
                if clue is not None:
                    belief.weigh(clue, obs.known[RIVAL], DEFAULT_WEIGHTS, rng)
                yield state, obs, first
                belief.acted(obs, action)
            state.apply(action)


def test_every_guess_fits_what_the_seat_saw_round_after_round() -> None:
    """Guesses hold only unseen cards, as many as the rival's hand hides, and the same belief
    follows a second and third round (it starts over when a new deal is seen)."""
    belief = RivalBelief(24)
    checked = 0
    for _state, obs, _first in follow(range(30, 33), belief):
        unseen = sum(1 << c for c in obs.unseen_cards())
        hidden = obs.hand_sizes[RIVAL] - obs.known[RIVAL].bit_count()
        assert len(belief.particles) == len(belief.weights) == 24
        for guess in belief.particles:
            assert guess & ~unseen == 0 and guess.bit_count() == hidden
        for guess in belief.hands(random.Random(checked)):
            assert guess in belief.particles
        checked += 1
    assert checked > 100


def test_guesses_hold_more_of_the_rivals_true_hidden_cards_than_chance() -> None:
    """A uniform guess holds each unseen card with the same chance; the belief's guesses, by
    weight, hold the cards the Medium rival really hides more often (about 1.5 times here)."""
    belief = RivalBelief()
    lifts = []
    for state, obs, first in follow(range(40, 46), belief):
        true = state.hand_mask(RIVAL) & ~obs.known[RIVAL]
        if not first or not true:
            continue
        chance = true.bit_count() / len(obs.unseen_cards())
        held = sum(w * (guess & true).bit_count()
                   for guess, w in zip(belief.particles, belief.weights, strict=True))
        lifts.append(held / sum(belief.weights) / true.bit_count() / chance)
    assert len(lifts) > 120
    assert sum(lifts) / len(lifts) > 1.25


def test_the_true_hand_always_explains_a_discard_passed_up() -> None:
    """SS-DISCARD-3: when the rival drew from the stock instead of taking the seat's discard,
    Medium with the rival's true hand would have drawn too; when it took the card, a hand that
    could not use it at once would not have been allowed to."""
    bot = MediumBot()
    passed = taken = 0
    for seed in range(50, 53):
        state = GameState(TWO, seed, first=seed % 2)
        offered: tuple[Observation, Discard, int] | None = None
        while not state.is_over():
            seat = state.to_move
            obs = state.observation(seat)
            action = bot.choose(obs)
            true = state.hand_mask(RIVAL) & ~obs.known[RIVAL]
            state.apply(action)
            if seat == SEAT and isinstance(action, Discard) and state.phase == Phase.DRAW:
                offered = (obs, action, true)  # the final phase (SS-END-2) has no draw
            if seat == RIVAL and offered is not None:
                before, discard, true = offered
                chance = pass_chance(before, discard, true, DEFAULT_WEIGHTS)
                if discard.card in state.discard_pile:
                    passed += 1
                    assert chance == 1.0
                else:
                    taken += 1
                    assert chance < 1.0
                offered = None
    assert passed > 50 and taken > 0
