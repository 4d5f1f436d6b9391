"""A player's own turn searched: every sequence of moves (transpositions merged), each position
it reaches judged as the turn's end — cards shed from hand first, then the places to play it
leaves the opponent (empty square places, tops a card the opponent may hold would fit).

Medium plays the best sequence; Hard takes the best few as its candidates and plays the
opponent's reply to each. The search moves cards through the rules' own
:class:`~sixseq.games.carre.rules.table.Table` (``move_triples``, ``play``), so it moves them
exactly as the rules do; it keeps the table and one hand only, no game state.

What keeps it small: positions equal but for where the piles stand are one (the square's places
are interchangeable, and so are a column's piles with the same top): each position is known by
a hash kept up to date move by move; a card goes to one empty place only, and only the few
cards best fit to stand there are tried; at most ``square_depth`` moves within the square in a
row; and a budget of positions and of time, after which it keeps the best found.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from sixseq.decks.standard import N_RANKS, Card
from sixseq.games.carre.rules.actions import Move
from sixseq.games.carre.rules.places import COLUMNS, HAND, SQUARE, Place
from sixseq.games.carre.rules.state import MAX_SQUARE_RUN
from sixseq.games.carre.rules.table import SQUARE_WANTS, Table, Undo

WIN = 1000.0  # the value of a turn that empties the hand (CA-END-1)
N_CARDS = 4 * N_RANKS

Triple = tuple[Card, Place, Place]  # a move as (card, source, target)


@dataclass(frozen=True, slots=True)
class Weights:
    """How a turn's end is judged and how far the search looks."""

    empty: float = 1.2  # an empty square place left to the opponent: any card goes there
    top: float = 0.6  # × the chance the opponent holds a card that fits a top
    own: float = 0.15  # × the square tops a card of our hand fits (next turn's plays)
    empty_tries: int = 3  # cards tried on an empty place (the best fits first)
    square_depth: int = 3  # moves within the square in a row the search tries
    nodes: int = 2500  # positions searched at most
    seconds: float = 0.035  # ... and time


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What the mover knows of the cards it cannot see: how many copies of each card are
    unseen (in the other hand or the stock) and how many the other hand holds."""

    unseen: tuple[int, ...]  # by card, 0..2
    total: int
    other_hand: int

    @classmethod
    def of(cls, visible: Iterable[Card], other_hand: int) -> Knowledge:
        counts = [2] * N_CARDS
        for card in visible:
            counts[card] -= 1
        return cls(tuple(counts), sum(counts), other_hand)

    def holds(self, card: Card) -> float:
        """The chance the other hand holds at least one copy of ``card``."""
        copies = self.unseen[card]
        if copies == 0 or self.total == 0:
            return 0.0
        miss = 1.0
        for i in range(copies):  # hypergeometric: no copy among its cards
            miss *= max(0.0, (self.total - self.other_hand - i) / (self.total - i))
        return 1.0 - miss


def knowledge_of(piles: Iterable[Sequence[Card]], hand: Sequence[Card],
                 other_hand: int) -> Knowledge:
    """What a seat knows, from everything it sees (table, finished piles, its hand)."""
    visible: list[Card] = list(hand)
    for pile in piles:
        visible += pile
    return Knowledge.of(visible, other_hand)


@dataclass(frozen=True, slots=True)
class Plan:
    """A sequence of moves and how its end is judged."""

    moves: tuple[Move, ...]
    score: float
    shed: int  # cards it plays from hand
    exposure: float  # the places to play it leaves the opponent (weighted)


# Hashing positions with the places forgotten: a pile's hash rolls over its cards; the square
# is the sum of its piles' mixed hashes (a sum does not care where a pile stands); a column
# pile is known by its direction and top; a hand by the sum of its cards' keys.
_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_KEYS = random.Random(0xCA55E)
_HAND_KEY = tuple(_KEYS.getrandbits(64) for _ in range(N_CARDS))
_COLUMN_KEY = {d: tuple(_KEYS.getrandbits(64) for _ in range(N_CARDS)) for d in (1, -1)}


def _mix(h: int) -> int:
    """A pile's hash spread over 64 bits (0 stays 0: an empty place adds nothing)."""
    return ((h * _GOLDEN) ^ (h >> 29)) & _MASK


def _roll(h: int, card: Card) -> int:
    return (h * 1_000_003 + card + 1) & _MASK


class TurnSearch:
    """One turn's search from a position: the table, the mover's hand, what it knows."""

    def __init__(self, table: Table, hand: Sequence[Card], know: Knowledge,
                 weights: Weights, square_run: int = 0) -> None:
        self.table = table.copy()
        self.hand = sorted(hand)
        self.weights = weights
        self.square_run = square_run
        self.start_hand = len(hand)
        self._wants = SQUARE_WANTS[table.variant]
        chance = [know.holds(c) for c in range(N_CARDS)]
        self._chance = chance
        self._top_cost = [weights.top * sum(chance[c] for c in self._wants[t])
                          for t in range(N_CARDS)]
        self._direction = {p: table.direction(p) for p in COLUMNS}
        self._pile_hash: list[list[int]] = []
        for pile in self.table.piles:
            stack = [0]
            for card in pile:
                stack.append(_roll(stack[-1], card))
            self._pile_hash.append(stack)
        self._square = sum(_mix(self._pile_hash[p][-1]) for p in SQUARE)
        self._columns = sum(_COLUMN_KEY[self._direction[p]][self.table.piles[p][-1]]
                            for p in COLUMNS if self.table.piles[p])
        self._hand = sum(_HAND_KEY[c] for c in self.hand)

    # --- the position ------------------------------------------------------------------------

    def key(self) -> tuple[int, int, int, int]:
        """The position, its places forgotten (equal for positions that differ only in where
        piles stand)."""
        return (self._square & _MASK, self._columns & _MASK, self._hand & _MASK,
                len(self.table.finished))

    def play(self, card: Card, source: Place, target: Place) -> Undo:
        piles = self.table.piles
        if source == HAND:
            self._hand -= _HAND_KEY[card]
        else:
            stack = self._pile_hash[source]
            old = stack.pop()
            self._square += _mix(stack[-1]) - _mix(old)
        if target in self._direction:
            key = _COLUMN_KEY[self._direction[target]]
            if piles[target]:
                self._columns -= key[piles[target][-1]]
            undo = self.table.play(card, source, target, self.hand)
            if not undo.completed:
                self._columns += key[card]
            return undo
        stack = self._pile_hash[target]
        stack.append(_roll(stack[-1], card))
        self._square += _mix(stack[-1]) - _mix(stack[-2])
        return self.table.play(card, source, target, self.hand)

    def unplay(self, undo: Undo) -> None:
        card, source, target = undo.card, undo.source, undo.target
        self.table.unplay(undo, self.hand)
        piles = self.table.piles
        if target in self._direction:
            key = _COLUMN_KEY[self._direction[target]]
            if not undo.completed:
                self._columns -= key[card]
            if piles[target]:
                self._columns += key[piles[target][-1]]
        else:
            stack = self._pile_hash[target]
            old = stack.pop()
            self._square += _mix(stack[-1]) - _mix(old)
        if source == HAND:
            self._hand += _HAND_KEY[card]
        else:
            stack = self._pile_hash[source]
            stack.append(_roll(stack[-1], card))
            self._square += _mix(stack[-1]) - _mix(stack[-2])

    def judge(self) -> tuple[float, float]:
        """The position as the turn's end: its score and what it leaves the opponent."""
        hand = self.hand
        if not hand:
            return WIN, 0.0
        weights = self.weights
        piles = self.table.piles
        held = set(hand)
        exposed = 0.0
        follow = 0
        for p in SQUARE:
            pile = piles[p]
            if not pile:
                exposed += weights.empty
                continue
            top = pile[-1]
            exposed += self._top_cost[top]
            for card in self._wants[top]:
                if card in held:
                    follow += 1
                    break
        if self.table.variant:
            for p in COLUMNS:
                pile = piles[p]
                if pile:
                    exposed += weights.top * self._chance[pile[-1] + self._direction[p]]
        shed = self.start_hand - len(hand)
        return shed - exposed + weights.own * follow, exposed

    # --- the search ----------------------------------------------------------------------------

    def candidates(self, square_moves: bool) -> list[Triple]:
        """The moves worth trying, most promising first: from hand onto piles and columns,
        then square cards to the columns, then within the square, then the best few cards for
        one empty place."""
        piles = self.table.piles
        onto_piles: list[Triple] = []
        to_columns: list[Triple] = []
        within: list[Triple] = []
        to_empty: list[Triple] = []
        for triple in self.table.move_triples(self.hand, square_moves, distinct=True):
            _, source, target = triple
            if source == HAND:
                (onto_piles if piles[target] or target in self._direction
                 else to_empty).append(triple)
            elif target in self._direction:
                to_columns.append(triple)
            else:
                within.append(triple)
        if len(to_empty) > self.weights.empty_tries:
            to_empty.sort(key=lambda t: -self._empty_fit(t[0]))
            to_empty = to_empty[:self.weights.empty_tries]
        return onto_piles + to_columns + within + to_empty

    def _empty_fit(self, card: Card) -> float:
        """How well ``card`` stands on an empty place: the run of our own cards that could be
        built on it, less the chance the opponent could play on it."""
        held = set(self.hand)
        held.discard(card)
        run = 0
        frontier = [card]
        while frontier:
            for c in self._wants[frontier.pop()]:
                if c in held:
                    held.discard(c)
                    run += 1
                    frontier.append(c)
        return run - self._top_cost[card] + 0.01 * (card % N_RANKS)

    def run(self, keep: int = 1) -> list[Plan]:
        """The ``keep`` best ends of the turn found, best first (an empty plan: end the turn
        at once)."""
        self._deadline = time.perf_counter() + self.weights.seconds
        self._nodes = 0
        self._seen = {self.key()}
        self._path: list[Triple] = []
        self._best: list[tuple[float, int, float, tuple[Triple, ...]]] = []
        self._keep = keep
        self._visit(self.square_run, 0)
        return [Plan(tuple(Move(*t) for t in path), score, self.start_hand - size, exposed)
                for score, size, exposed, path in self._best]

    @property
    def nodes(self) -> int:
        return self._nodes

    def _record(self, score: float, exposed: float) -> None:
        best = self._best
        if len(best) < self._keep or score > best[-1][0]:
            best.append((score, len(self.hand), exposed, tuple(self._path)))
            best.sort(key=lambda entry: (-entry[0], len(entry[3])))
            del best[self._keep:]

    def _visit(self, square_run: int, in_a_row: int) -> None:
        weights = self.weights
        score, exposed = self.judge()
        self._record(score, exposed)
        self._nodes += 1
        if not self.hand:
            self._nodes = weights.nodes  # the hand is empty: the game is won, look no further
            return
        if self._nodes >= weights.nodes:
            return
        if self._nodes % 32 == 0 and time.perf_counter() > self._deadline:
            self._nodes = weights.nodes  # out of time: no more positions
            return
        square_ok = square_run < MAX_SQUARE_RUN and in_a_row < weights.square_depth
        seen = self._seen
        for card, source, target in self.candidates(square_ok):
            undo = self.play(card, source, target)
            key = self.key()
            if key not in seen:
                seen.add(key)
                self._path.append((card, source, target))
                within = source != HAND and target not in self._direction
                self._visit(square_run + 1 if within else 0, in_a_row + 1 if within else 0)
                self._path.pop()
            self.unplay(undo)
            if self._nodes >= weights.nodes:
                return


def plan_turn(table: Table, hand: Sequence[Card], know: Knowledge, weights: Weights,
              square_run: int = 0, keep: int = 1) -> list[Plan]:
    """The ``keep`` best ends of the turn found (best first; the first is the turn's plan)."""
    return TurnSearch(table, hand, know, weights, square_run).run(keep)
