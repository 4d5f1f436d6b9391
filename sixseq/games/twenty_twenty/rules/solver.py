"""The exact 20/20 solver (TT-7): winnable or not, with a full winning line, never a guess.

Why a matching search rather than a search over play orders
------------------------------------------------------------
A position is won exactly when its remaining cards can be split into pairs of one rank, each pair
from two different piles, so that the "must go before" relation has no cycle: a card must go
before the card under it, and the two cards of a pair go together. Given such a pairing, any order
that respects the relation is a legal winning line (both cards of the next pair are on top, since
everything above them has gone); conversely a winning line defines such a pairing. So the solver
chooses partners, not move orders, which removes the huge number of equivalent orders a move
search would wade through, and it keeps the relation as bit masks (``below[c]``: cards that must
go after ``c``; ``above[c]``: cards that must go before it), closed under transitivity.

Each search node
  * computes every unpaired card's candidate partners (same rank, not already forced before or
    after it); a candidate edge that lies in no perfect matching of its rank is dropped;
  * pairs forced cards: a card with one candidate left; and a rank whose unpaired cards all have
    nothing that must go before them, or all nothing that must go after them (any pairing of
    them is then as good as any other: no cycle can run through such cards);
  * proves dead ends: a card with no candidate, a rank with no perfect matching, or a deadlock set:
    cards none of which can ever be the first of the set to go, because each has a card of the set
    above it or all its candidates have. (Relaxing the pairing so that one card may serve many
    partners, the cards that can never be removed form exactly this set.) The classic case is a
    rank whose last two cards lie one above the other in one pile (TT-7);
  * remembers hopeless states (transposition table): which cards are still unpaired and how
    they are ordered among themselves decides everything that follows, however they got there;
  * branches on one card's partner, trying partners at the most similar depth first.

The search is complete, so exhausting it proves "not winnable", whatever order it branches in.
The order decides the speed, and no single order is fast everywhere: choosing the card with the
fewest candidates first ("fail first") finds contradictions early and proves losses fast, while
choosing the shallowest card first ("top down", like a player) finds wins that fail-first
wanders past. Fail-first divides a card's candidate count by one plus the dead ends blamed on
its rank so far (a rank that could not be paired), so that it closes in on the few ranks that
make a position hopeless instead of thrashing through unrelated ones (two deals in 100,000 are
lost only because two ranks block each other, and took plain fail-first over 2 million nodes).
Runs alternate the two orders, the first pair fixed and later ones with random tie-breaks and
partner orders (restarts cure the heavy tail of search times), with node budgets doubling every
pair, so the run that finishes costs at most a small factor more than a lone search with that
order.
"""

from __future__ import annotations

import enum
import functools
import random
import threading
from collections.abc import Iterator
from dataclasses import dataclass

from sixseq.decks.sixsuit import N_RANKS, rank_of
from sixseq.games.twenty_twenty.rules.deal import check_deal_number
from sixseq.games.twenty_twenty.rules.position import Move, Position, Status

DEFAULT_MAX_NODES = 2_000_000
"""Search nodes one ``solve`` may visit before it answers "unknown" (about 5–10 minutes)."""

_FIRST_RUN_NODES = 200
_PARTNER_NOISE = 1.5
_MASK_BYTES = 15  # a mask over at most 120 cards
_MAX_FAILED = 50_000  # hopeless states remembered (under 1 kB each)


class Verdict(enum.Enum):
    WINNABLE = "winnable"
    UNWINNABLE = "unwinnable"
    UNKNOWN = "unknown"  # the node budget ran out or the search was cancelled


@dataclass(frozen=True)
class Solution:
    """The solver's answer; ``line`` wins from the position when the verdict is WINNABLE."""

    verdict: Verdict
    line: tuple[Move, ...] = ()
    nodes: int = 0
    cancelled: bool = False


class _Stop(Exception):
    """Unwinds a search whose node budget ran out or whose caller cancelled it."""


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _perfect_matchings(size: int) -> list[list[tuple[int, int]]]:
    """Every way to pair ``range(size)``: 1 for 2 cards, 3 for 4, 15 for 6."""
    if size == 0:
        return [[]]
    result = []
    for j in range(1, size):
        rest = [k for k in range(1, size) if k != j]
        for sub in _perfect_matchings(size - 2):
            result.append([(0, j), *((rest[x], rest[y]) for x, y in sub)])
    return result


# A rank has at most 6 cards (one per suit). Pair (i, j) of a rank's unpaired cards is bit
# number _PAIRS[size].index((i, j)) of an "allowed pairs" mask.
_PAIRS = {size: [(i, j) for i in range(size) for j in range(i + 1, size)] for size in (2, 4, 6)}
_MATCHING_MASKS = {size: [sum(1 << _PAIRS[size].index(pair) for pair in matching)
                          for matching in _perfect_matchings(size)] for size in (2, 4, 6)}


@functools.cache
def _usable_partners(size: int, allowed: int) -> tuple[tuple[int, ...], ...]:
    """Each card's partners in some perfect matching of the allowed pairs (none at all when the
    rank cannot be paired): a pair in no perfect matching can never be played."""
    usable = 0
    for matching in _MATCHING_MASKS[size]:
        if matching & allowed == matching:
            usable |= matching
    partners: list[list[int]] = [[] for _ in range(size)]
    for bit, (i, j) in enumerate(_PAIRS[size]):
        if usable >> bit & 1:
            partners[i].append(j)
            partners[j].append(i)
    return tuple(tuple(p) for p in partners)


def _merge(below: list[int], above: list[int], mate: list[int], a: int, b: int) -> None:
    """Pair ``a`` with ``b``: they go together, so everything before either precedes both and
    everything after either follows both (keeps both relations transitively closed)."""
    after = below[a] | below[b]
    before = above[a] | above[b]
    pair = (1 << a) | (1 << b)
    for x in _bits(before):
        below[x] |= after | pair
    below[a] |= after
    below[b] |= after
    for x in _bits(after):
        above[x] |= before | pair
    above[a] |= before
    above[b] |= before
    mate[a] = b
    mate[b] = a


def _propagate(below: list[int], above: list[int], mate: list[int],
               groups: list[list[int]]) -> tuple[list[list[int]], dict[int, list[int]]] | int:
    """Pair every forced card until none is left.

    Returns the ranks' still-unpaired cards and each such card's candidate partners, or, if
    some rank cannot be paired, one of that rank's cards (to blame the rank).
    """
    while True:
        changed = False
        kept: list[list[int]] = []
        kept_partners: list[tuple[tuple[int, ...], ...]] = []
        for group in groups:
            size = len(group)
            allowed = 0
            bit = 1
            for i in range(size - 1):
                blocked = below[group[i]] | above[group[i]]
                for j in range(i + 1, size):
                    if not (blocked >> group[j]) & 1:
                        allowed |= bit
                    bit <<= 1
            partners = _usable_partners(size, allowed)
            if not partners[0]:  # a perfect matching would use every card, the first one too
                return group[0]
            if not any(above[a] for a in group) or not any(below[a] for a in group):
                for k in range(0, size, 2):
                    _merge(below, above, mate, group[k], group[k + 1])
                changed = True
                continue
            forced = next((i for i in range(size) if len(partners[i]) == 1), None)
            if forced is not None:
                partner = partners[forced][0]
                _merge(below, above, mate, group[forced], group[partner])
                changed = True
                if size > 2:
                    kept.append([c for k, c in enumerate(group) if k not in (forced, partner)])
                continue
            kept.append(group)
            kept_partners.append(partners)
        groups = kept
        if not changed:
            return groups, {group[i]: [group[j] for j in partners[i]]
                            for group, partners in zip(groups, kept_partners, strict=True)
                            for i in range(len(group))}


def _deadlocked(above: list[int], mate: list[int], candidates: dict[int, list[int]],
                cards: list[int]) -> bool:
    """True if some cards can never go: even letting a card serve as partner to many, the
    removable cards (nothing unremovable before it, nor before some partner) never cover all.

    ``cards`` lists every card, top ones first, so that most cards are settled in one pass.
    """
    unremoved = (1 << len(cards)) - 1
    pending = cards
    while pending:
        blocked: list[int] = []
        for c in pending:
            if not (unremoved >> c) & 1:
                continue  # already removed as an earlier card's partner
            if above[c] & unremoved:
                blocked.append(c)
                continue
            for d in candidates.get(c) or (mate[c],):
                if not above[d] & unremoved:
                    unremoved &= ~((1 << c) | (1 << d))
                    break
            else:
                blocked.append(c)
        if len(blocked) == len(pending):
            return True
        pending = blocked
    return False


class _MatchingSearch:
    """One position's pairing problem; ``run`` is one (possibly randomised) complete search."""

    def __init__(self, position: Position, cancel: threading.Event | None) -> None:
        self.cancel = cancel
        # Cards are numbered pile by pile, bottom to top; bit c of a mask stands for card c.
        self.depth: list[int] = []  # cards above it in its pile
        self.rank: list[int] = []
        self.weight = [0] * N_RANKS  # failures blamed on each rank, across runs
        self.below0: list[int] = []
        self.above0: list[int] = []
        by_rank: dict[int, list[int]] = {}
        for pile, height in enumerate(position.heights):
            first = len(self.depth)
            for level in range(height):
                index = first + level
                self.depth.append(height - 1 - level)
                self.below0.append((1 << index) - (1 << first))
                self.above0.append((1 << (first + height)) - (1 << (index + 1)))
                self.rank.append(rank_of(position.piles[pile][level]))
                by_rank.setdefault(self.rank[index], []).append(index)
        self.groups0 = [by_rank[r] for r in sorted(by_rank)]
        self.top_first = sorted(range(len(self.depth)), key=lambda c: self.depth[c])
        # Unpaired cards and their order among themselves, for states proved hopeless: what can
        # still be paired, and how, depends on nothing else, so any run may reuse them.
        self.failed: set[tuple[int, bytes]] = set()
        self.nodes = 0
        self.limit = 0
        self.top_down = False
        self.rng: random.Random | None = None

    def run(self, node_limit: int, top_down: bool, rng: random.Random | None) -> list[int] | None:
        """A full pairing (``mate`` per card) or ``None`` when none exists; raises ``_Stop``."""
        self.limit = self.nodes + node_limit
        self.top_down = top_down
        self.rng = rng
        mate = [-1] * len(self.depth)
        return self._node(self.below0[:], self.above0[:], mate, self.groups0)

    def _node(self, below: list[int], above: list[int], mate: list[int],
              groups: list[list[int]]) -> list[int] | None:
        self.nodes += 1
        if self.nodes > self.limit or (self.cancel is not None and self.cancel.is_set()):
            raise _Stop
        propagated = _propagate(below, above, mate, groups)
        if isinstance(propagated, int):
            self.weight[self.rank[propagated]] += 1
            return None
        groups, candidates = propagated
        if not groups:
            return mate
        unpaired = 0
        for c in candidates:
            unpaired |= 1 << c
        key = (unpaired, b"".join((below[c] & unpaired).to_bytes(_MASK_BYTES, "little")
                                  for c in sorted(candidates)))
        if key in self.failed:
            return None
        if _deadlocked(above, mate, candidates, self.top_first):
            self._fail(key)
            return None
        depth = self.depth
        rng = self.rng
        tie = (lambda c: c) if rng is None else (lambda c: rng.random())
        if self.top_down:
            card = min(candidates, key=lambda c: (depth[c], len(candidates[c]), tie(c)))
        else:
            weight, rank = self.weight, self.rank
            card = min(candidates, key=lambda c: (len(candidates[c]) / (1 + weight[rank[c]]),
                                                  depth[c], tie(c)))
        if rng is None:
            partners = sorted(candidates[card], key=lambda p: (abs(depth[p] - depth[card]), p))
        else:
            partners = sorted(candidates[card], key=lambda p: abs(depth[p] - depth[card])
                              + _PARTNER_NOISE * rng.random())
        for partner in partners:
            new_below, new_above, new_mate = below[:], above[:], mate[:]
            _merge(new_below, new_above, new_mate, card, partner)
            # _propagate leaves no group of two, so none is emptied here
            new_groups = [[c for c in group if c != card and c != partner]
                          if card in group else group for group in groups]
            found = self._node(new_below, new_above, new_mate, new_groups)
            if found is not None:
                return found
        self._fail(key)
        return None

    def _fail(self, key: tuple[int, bytes]) -> None:
        if len(self.failed) < _MAX_FAILED:
            self.failed.add(key)

    def line(self, position: Position, mate: list[int]) -> tuple[Move, ...]:
        """Play the pairing out: repeatedly take the first pair whose two cards are on top."""
        first = []
        total = 0
        for height in position.heights:
            first.append(total)
            total += height
        heights = list(position.heights)
        moves: list[Move] = []
        while len(moves) * 2 < total:
            tops = {first[p] + heights[p] - 1: p for p in range(len(heights)) if heights[p]}
            move = min(Move.of(p, tops[mate[c]]) for c, p in tops.items() if mate[c] in tops)
            heights[move.a] -= 1
            heights[move.b] -= 1
            moves.append(move)
        return tuple(moves)


def solve(position: Position, *, max_nodes: int = DEFAULT_MAX_NODES,
          cancel: threading.Event | None = None) -> Solution:
    """Decide whether ``position`` can still be won (TT-7), with a winning line if it can.

    The verdict is exact; UNKNOWN only when ``max_nodes`` ran out or ``cancel`` was set.
    """
    status = position.status()
    if status is Status.WON:
        return Solution(Verdict.WINNABLE)
    if status is Status.LOST:
        return Solution(Verdict.UNWINNABLE)
    counts: dict[int, int] = {}
    for card in position.remaining_cards():
        counts[rank_of(card)] = counts.get(rank_of(card), 0) + 1
    if any(k % 2 for k in counts.values()):
        return Solution(Verdict.UNWINNABLE)
    search = _MatchingSearch(position, cancel)
    run = 0
    while search.nodes < max_nodes:
        budget = _FIRST_RUN_NODES << (run // 2)
        try:
            mate = search.run(min(budget, max_nodes - search.nodes), top_down=run % 2 == 1,
                              rng=None if run < 2 else random.Random(run))
        except _Stop:
            if cancel is not None and cancel.is_set():
                return Solution(Verdict.UNKNOWN, nodes=search.nodes, cancelled=True)
            run += 1
            continue
        if mate is None:
            return Solution(Verdict.UNWINNABLE, nodes=search.nodes)
        return Solution(Verdict.WINNABLE, search.line(position, mate), search.nodes)
    return Solution(Verdict.UNKNOWN, nodes=search.nodes)



def next_winnable_deal(number: int, *, max_nodes: int = DEFAULT_MAX_NODES) -> int:
    """The first deal number ≥ ``number`` that the solver proves winnable ("winnable deals only",
    TT-7); a deal the budget cannot decide is skipped, never offered on a guess."""
    deal = check_deal_number(number)
    while solve(Position.deal(deal), max_nodes=max_nodes).verdict is not Verdict.WINNABLE:
        deal += 1
    return deal
