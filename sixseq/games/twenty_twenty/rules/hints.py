"""Hints (TT-7): a move that keeps a win reachable whenever one exists.

On a lost position the hint is still useful: the move after which the most cards can still be
removed, found by a branch-and-bound search over pile heights, and the hint says it is lost.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from sixseq.decks.sixsuit import rank_of
from sixseq.games.twenty_twenty.rules.position import Move, Position, top_pairs
from sixseq.games.twenty_twenty.rules.solver import DEFAULT_MAX_NODES, Verdict, solve

HARVEST_NODES = 20_000
"""Positions the most-cards search of a lost position may visit; past it, the best line found."""


@dataclass(frozen=True)
class Hint:
    """What to play, and what the position is worth.

    ``move`` is ``None`` only when no move is legal. When the verdict is WINNABLE, ``line`` is a
    full winning line starting with ``move``; otherwise ``removable`` counts the cards the best
    line found starting with ``move`` removes (exact unless the search ran out of budget).
    """

    verdict: Verdict
    move: Move | None
    line: tuple[Move, ...]
    removable: int
    cancelled: bool = False

    @property
    def lost(self) -> bool:
        return self.verdict is Verdict.UNWINNABLE


class _Stop(Exception):
    """Ends the most-cards search when its budget runs out or the caller cancels."""


class _Harvest:
    """The most cards that can still be removed from a position (branch and bound).

    States are pile heights with a memo. Bound: a card that stays even when one card may pair
    with many (the removal game relaxed) can never go; of the rest, a rank gives at most
    ``min(n // 2, n - most in one pile)`` pairs. Macro step: a rank whose remaining cards are all
    face up is cleared at once, which no line can regret (clearing it first keeps every other
    move of any line legal).
    """

    def __init__(self, position: Position, cancel: threading.Event | None) -> None:
        self.piles = position.piles
        self.ranks = [[rank_of(c) for c in pile] for pile in position.piles]
        self.memo: dict[tuple[int, ...], int] = {}
        self.nodes = 0
        self.limit = 0
        self.cancel = cancel
        self.record = 0

    def bound(self, heights: list[int]) -> int:
        ranks = self.ranks
        # Peel piles from the top in the relaxed game: a card goes if another pile shows (on top
        # of what it has left, or among the cards it has already peeled) a card of its rank.
        peeled = [0] * len(heights)
        shown: dict[int, set[int]] = {}
        for j, h in enumerate(heights):
            if h:
                shown.setdefault(ranks[j][h - 1], set()).add(j)
        changed = True
        while changed:
            changed = False
            for i, h in enumerate(heights):
                while peeled[i] < h and shown[ranks[i][h - 1 - peeled[i]]] - {i}:
                    peeled[i] += 1
                    changed = True
                    if peeled[i] < h:
                        shown.setdefault(ranks[i][h - 1 - peeled[i]], set()).add(i)
        total = 0
        for_rank: dict[int, list[int]] = {}
        for i, h in enumerate(heights):
            for level in range(h - peeled[i], h):
                for_rank.setdefault(ranks[i][level], []).append(i)
        for piles in for_rank.values():
            n = len(piles)
            most = max(piles.count(p) for p in set(piles))
            total += 2 * min(n // 2, n - most)
        return total

    def best(self, heights: list[int], removed: int) -> int:
        """The most cards removable from ``heights``; ``removed`` counts those gone before."""
        self.nodes += 1
        if self.nodes > self.limit or (self.cancel is not None and self.cancel.is_set()):
            raise _Stop
        heights = heights[:]
        gained = self._clear_face_up_ranks(heights)
        key = tuple(heights)
        if key not in self.memo:
            bound = self.bound(heights)
            value = 0
            for move in top_pairs(self.piles, heights):
                if value >= bound:
                    break
                heights[move.a] -= 1
                heights[move.b] -= 1
                value = max(value, 2 + self.best(heights, removed + gained + 2))
                heights[move.a] += 1
                heights[move.b] += 1
            self.memo[key] = value
        self.record = max(self.record, removed + gained + self.memo[key])
        return gained + self.memo[key]

    def _clear_face_up_ranks(self, heights: list[int]) -> int:
        gained = 0
        while True:
            left: dict[int, int] = {}
            up: dict[int, list[int]] = {}
            for i, h in enumerate(heights):
                for level in range(h):
                    left[self.ranks[i][level]] = left.get(self.ranks[i][level], 0) + 1
                if h:
                    up.setdefault(self.ranks[i][h - 1], []).append(i)
            rank = next((r for r, piles in up.items()
                         if len(piles) == left[r] and len(piles) % 2 == 0), None)
            if rank is None:
                return gained
            for i in up[rank]:
                heights[i] -= 1
            gained += left[rank]


def hint(position: Position, *, max_nodes: int = DEFAULT_MAX_NODES,
         harvest_nodes: int = HARVEST_NODES, cancel: threading.Event | None = None) -> Hint:
    """The move to play (TT-7): the first of a winning line whenever a win exists; otherwise
    the move leaving the most cards removable, with the verdict saying the position is lost."""
    solution = solve(position, max_nodes=max_nodes, cancel=cancel)
    if solution.cancelled:
        return Hint(Verdict.UNKNOWN, None, (), 0, cancelled=True)
    if solution.verdict is Verdict.WINNABLE:
        move = solution.line[0] if solution.line else None
        return Hint(Verdict.WINNABLE, move, solution.line, position.remaining)
    harvest = _Harvest(position, cancel)
    best_move: Move | None = None
    best_value = 0
    moves = position.legal_moves()
    for k, move in enumerate(moves):
        after = position.play(move)
        harvest.record = 0
        harvest.limit = harvest.nodes + (harvest_nodes - harvest.nodes) // (len(moves) - k)
        try:
            value = 2 + harvest.best(list(after.heights), 0)
        except _Stop:
            if cancel is not None and cancel.is_set():
                return Hint(Verdict.UNKNOWN, None, (), 0, cancelled=True)
            value = 2 + harvest.record
        if value > best_value:
            best_move, best_value = move, value
    return Hint(solution.verdict, best_move, (), best_value)
