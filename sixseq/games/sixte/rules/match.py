"""A game of Sixte: hands until a player reaches six points (SX-SCORE-3), the first dealer
drawn by lot and the deal passing to the left after every hand (SX-SEAT-2)."""

from __future__ import annotations

import random
from typing import Any

from sixseq.decks.standard import Card
from sixseq.engine.record import (
    RecordError,
    action_texts,
    check_header,
    header,
    replay_actions,
    seed_field,
)
from sixseq.engine.rng import derived_seeds, shuffled
from sixseq.games.sixte.rules.actions import parse_action
from sixseq.games.sixte.rules.cards import GAME_POINTS, MAX_HANDS, SEATS, Options, strength
from sixseq.games.sixte.rules.hand import HandState
from sixseq.games.sixte.rules.record import record_options
from sixseq.games.sixte.rules.scoring import HandScore

MATCH_KIND = "sixte-match"


def draw_lot(seed: int, options: Options) -> tuple[tuple[Card, ...], int]:
    """SX-SEAT-2: one card drawn per seat (seat 0 first) from the shuffled deck; the highest
    card deals, the earliest seat among equal ranks. The cards drawn and the first dealer."""
    cards = tuple(shuffled(options.deck(), random.Random(seed))[:SEATS])
    best = max(strength(c) for c in cards)
    return cards, next(seat for seat, c in enumerate(cards) if strength(c) == best)


class Match:
    """A game to six points, hand after hand (``Match(seed, options)``)."""

    def __init__(self, seed: int = 0, options: Options | None = None) -> None:
        self.seed = seed
        self.options = options or Options()
        lot_seed, *self._seeds = derived_seeds(seed, MAX_HANDS + 1)
        self.lot, self.first_dealer = draw_lot(lot_seed, self.options)
        self._hands = [self._deal(0, (0,) * SEATS)]

    @property
    def lot_tied(self) -> bool:
        """Whether another seat drew the first dealer's rank too, the earliest of them
        dealing (SX-SEAT-2)."""
        rank = strength(self.lot[self.first_dealer])
        return sum(strength(card) == rank for card in self.lot) > 1

    def _deal(self, index: int, scores: tuple[int, ...]) -> HandState:
        dealer = (self.first_dealer + index) % SEATS  # SX-SEAT-2: the deal passes left
        return HandState(self._seeds[index], dealer, self.options, scores)

    @property
    def hand(self) -> HandState:
        """The hand in play (the last one, once the game is over)."""
        return self._hands[-1]

    @property
    def hands(self) -> tuple[HandState, ...]:
        return tuple(self._hands)

    @property
    def hand_number(self) -> int:
        return len(self._hands)

    @property
    def results(self) -> list[HandScore]:
        """The score sheets of the hands played to their end."""
        return [score for hand in self._hands if (score := hand.outcome()) is not None]

    def scores(self) -> tuple[int, ...]:
        """Each seat's points so far (SX-SCORE-1: one a hand)."""
        return tuple(sum(r.points[seat] for r in self.results) for seat in range(SEATS))

    def is_over(self) -> bool:
        return max(self.scores()) >= GAME_POINTS

    def winner(self) -> int | None:
        """SX-SCORE-3: the first to six points (one point a hand: never a tie)."""
        scores = self.scores()
        return scores.index(max(scores)) if max(scores) >= GAME_POINTS else None

    def next_hand(self) -> HandState:
        if not self.hand.is_over():
            raise ValueError("the hand in play is not over")
        if self.is_over():
            raise ValueError("the game is over")
        self._hands.append(self._deal(len(self._hands), self.scores()))
        return self.hand

    def record(self) -> dict[str, Any]:
        return header(MATCH_KIND, self.seed, **self.options.as_dict(),
                      hands=[[str(a) for a in hand.actions] for hand in self._hands])


def replay_match(data: object) -> Match:
    """Rebuild a game, mid-hand included, from its record (see :meth:`Match.record`)."""
    record = check_header(data, MATCH_KIND)
    hands = record.get("hands")
    if not isinstance(hands, list) or not hands:
        raise RecordError("'hands' should be a non-empty list of action lists")
    if len(hands) > MAX_HANDS:
        raise RecordError(f"{len(hands)} hands is more than a game of Sixte holds "
                          f"({MAX_HANDS})")
    for number, actions in enumerate(hands, start=1):
        action_texts(actions, where=f"hand {number}: ")  # every text checked before any play
    match = Match(seed_field(record), record_options(record))
    for number, actions in enumerate(hands, start=1):
        if number > 1:
            if not match.hand.is_over():
                raise RecordError(f"hand {number - 1} is unfinished but a later hand follows")
            if match.is_over():
                raise RecordError(f"the game was over after hand {number - 1}")
            match.next_hand()
        replay_actions(match.hand, actions, parse_action, where=f"hand {number}: ",
                       undoable=number == len(hands))
    return match
