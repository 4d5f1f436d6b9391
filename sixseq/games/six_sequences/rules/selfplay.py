"""Uniformly random legal play with invariant checks: the rules' stress test and benchmark."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from sixseq.decks.sixsuit import DECK_SIZE, JOKER, N_RANKS
from sixseq.games.six_sequences.rules.errors import IllegalAction
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.melds import Sequence, Series, new_sequence, series_rank
from sixseq.games.six_sequences.rules.table import HAND_DEALT, HAND_FULL, Phase, TableConfig


def check_invariants(state: GameState) -> list[str]:
    """What is wrong with a position, if anything (an empty list for a sound one)."""
    problems = []
    if len(state.card_locations()) != DECK_SIZE or state.total_cards() != DECK_SIZE:
        problems.append(f"cards: {len(state.card_locations())} placed, {state.total_cards()} "
                        "places (SS-DECK-1: 120 exactly)")
    for side in range(state.config.sides):
        combos = state.side_combinations(side)
        series = sum(isinstance(c, Series) for c in combos)
        sequences = sum(isinstance(c, Sequence) for c in combos)
        if (series, sequences) != (state.series_count(side), state.sequence_count(side)):
            problems.append(f"side {side}: combination counts out of date")
        if series > sequences:
            problems.append(f"SS-MELD-3: side {side} has {series} series, {sequences} sequences")
        for combo in combos:
            try:
                if isinstance(combo, Sequence):
                    new_sequence(combo.placements(), combo.id, side)
                else:
                    series_rank(tuple((combo.rank, c) for c in combo.cards()), minimum=1)
            except IllegalAction as error:
                problems.append(f"#{combo.id} is not a valid combination: {error}")
    if any(c % N_RANKS == JOKER for c in state.discard_pile):
        problems.append("SS-DISCARD-2: a joker lies on the discard pile")
    pending = state.pending_discard
    if pending is not None and not state.hand_mask(state.to_move) >> pending & 1:
        problems.append("SS-DISCARD-3: the pending discard is not in hand")
    problems += _hand_size_problems(state)
    return problems


def _hand_size_problems(state: GameState) -> list[str]:
    """SS-TURN: 8 after a turn; the player to move holds 9 from the refill on, while the
    stock lasts (SS-END-1)."""
    if state.stock_count == 0:
        return [f"seat {s} holds more than 9" for s in range(state.config.seats)
                if state.hand_size(s) > HAND_FULL]
    mover = state.turn_seat if state.phase != Phase.CLAIM else None
    expected = {Phase.DRAW: HAND_DEALT, Phase.COMPLETE: HAND_FULL, Phase.DISCARD: HAND_FULL}
    problems = []
    for seat in range(state.config.seats):
        size = state.hand_size(seat)
        if seat != mover:
            if size != HAND_DEALT:
                problems.append(f"SS-TURN: seat {seat} holds {size} between its turns")
        elif state.phase == Phase.LAY and size > HAND_FULL:
            problems.append(f"SS-TURN-2: seat {seat} holds {size} while laying down")
        elif state.phase in expected and size != expected[state.phase]:
            problems.append(f"SS-TURN: seat {seat} holds {size} in phase {state.phase.name}")
    return problems


@dataclass
class SelfplayReport:
    rounds: int = 0
    actions: int = 0
    seconds: float = 0.0  # CPU time spent choosing and applying actions (checks excluded)
    violations: list[str] = field(default_factory=list)

    @property
    def rounds_per_s(self) -> float:
        return self.rounds / self.seconds if self.seconds else 0.0


def play_random_round(state: GameState, rng: random.Random, report: SelfplayReport,
                      check: bool = True) -> GameState:
    """Play ``state`` to its end choosing uniformly among legal actions."""
    clock = time.process_time  # CPU time of this process: fair on a shared machine
    while not state.is_over():
        start = clock()
        state.apply(rng.choice(state.legal_actions()))
        report.seconds += clock() - start
        report.actions += 1
        if check:
            report.violations += [f"round seed {state.seed}, action {len(state.actions)}: {p}"
                                  for p in check_invariants(state)]
    report.rounds += 1
    return state


def run_selfplay(config: TableConfig, rounds: int, seed: int, check: bool = True
                 ) -> SelfplayReport:
    """``rounds`` random rounds; round ``i`` is dealt from seed ``seed + i``."""
    report = SelfplayReport()
    for i in range(rounds):
        state = GameState(config, seed + i, first=i % config.seats)
        play_random_round(state, random.Random(seed + i), report, check)
    return report
