"""What one seat may know (a computer player sees nothing else, and the table draws from it).

Public: every pile of the square and the columns, whole (in the base game only the tops show,
but every card under them was laid face up in view of both players; the variant fans them,
CA-VAR-4), the finished piles, both hands' sizes, the stock's size, whose turn and its phase.
Private: the seat's own hand. Hidden: the other hand and the stock's order.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import IntEnum

from sixseq.decks.standard import DECK, Card
from sixseq.games.carre.rules.actions import Action, Move
from sixseq.games.carre.rules.places import HAND, Place, is_column


class Phase(IntEnum):
    DRAW = 0  # the turn's draw (CA-TURN-1)
    START = 1  # aces (the variant's kings too) go out before any other move (CA-TURN-2)
    PLAY = 2  # moves, until the player ends the turn or no move is left (CA-TURN-3, -4)
    OVER = 3


@dataclass(frozen=True, slots=True)
class Observation:
    seat: int
    variant: bool
    first: int  # who played the game's first turn
    turn: int  # turns begun so far, less one (0 for the first)
    to_move: int
    phase: Phase
    piles: tuple[tuple[Card, ...], ...]  # by place: a1..d4 (0..15), l1..l4, r1..r4
    finished: tuple[tuple[Card, ...], ...]  # the variant's complete piles, taken off
    hand: tuple[Card, ...]  # sorted
    hand_sizes: tuple[int, ...]
    stock_count: int
    moved: bool  # this turn a card left the mover's hand or reached a column
    under_way: bool  # this turn a move was made after the put-outs (CA-TURN-3)
    square_run: int  # moves within the square in a row this turn (CA-TURN-4's limit)
    idle_turns: int  # turns in a row ended without a move once the stock is out (CA-END-2)
    winner: int | None
    legal: tuple[Action, ...]  # the seat's legal actions when it is to move, else ()

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    def top(self, place: Place) -> Card | None:
        pile = self.piles[place]
        return pile[-1] if pile else None

    def targets(self, card: Card, source: Place = HAND) -> list[Place]:
        """Where ``card`` dragged from ``source`` may go now (the places a table lights up)."""
        return [a.target for a in self.legal
                if isinstance(a, Move) and a.card == card and a.source == source]

    def is_put_out(self, action: Action) -> bool:
        """An ace (or the variant's king) from hand starting a column pile (CA-TURN-2)."""
        return (isinstance(action, Move) and action.source == HAND and is_column(action.target)
                and not self.piles[action.target])

    def unseen(self) -> Counter[Card]:
        """The cards in the other hand or the stock, by how many copies: what a search
        deals at random."""
        count = Counter({card: 2 for card in DECK})
        count.subtract(self.hand)
        for pile in (*self.piles, *self.finished):
            count.subtract(pile)
        return +count
