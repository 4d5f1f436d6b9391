"""A 20/20 position: what was dealt, how much of each pile is left, and the moves TT-2 allows.

A position is immutable and tiny (the dealt piles plus one height per pile), so undo, search
and the background solver can share positions freely. Constructed positions with any number of
piles and cards are allowed, which keeps tests small and lets brute force check the solver.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from sixseq.decks.sixsuit import DECK_SIZE, Card, card_str, rank_of
from sixseq.engine.refusal import IllegalAction, Refusals
from sixseq.games.twenty_twenty.rules.deal import Piles, deal_piles

# A move the rules refuse is the engine's IllegalAction: its message starts with the rule id
# (``TT-2: …``), and its key and values let the table say it in the player's language
# (``twenty_twenty.refusal.<name>``, in this game's catalogs).
IllegalMove = IllegalAction
REFUSE = Refusals("twenty_twenty", {
    "no_pile": ("TT-1", "there is no pile {pile} (piles are numbered 0 to {last})"),
    "same_pile": ("TT-2", "a move takes cards from two different piles, not {pile} twice"),
    "empty_pile": ("TT-2", "pile {pile} is empty, so it has no face-up card"),
    "not_same_rank": ("TT-2", "{a} and {b} are not of the same rank"),
})


class Status(enum.Enum):
    """TT-3: a game is being played, won (every card removed) or lost (no pair left)."""

    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


@dataclass(frozen=True, order=True)
class Move:
    """Remove the top cards of two piles (TT-2); always stored with ``a < b``.

    The text form ``"3-17"`` (0-based pile numbers) parses back with ``Move.parse``.
    """

    a: int
    b: int

    def __post_init__(self) -> None:
        if not (isinstance(self.a, int) and isinstance(self.b, int)):
            raise TypeError("a move names two piles by number")
        if self.a >= self.b:
            raise ValueError("a move names two different piles, smaller number first; "
                             "use Move.of(a, b)")

    @classmethod
    def of(cls, a: int, b: int) -> Move:
        """The move on piles ``a`` and ``b`` in either order (TT-2 needs two different piles)."""
        if a == b:
            raise REFUSE("same_pile", pile=a)
        return cls(min(a, b), max(a, b))

    @classmethod
    def parse(cls, text: str) -> Move:
        parts = text.strip().split("-")
        if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
            raise ValueError(f"not a move: {text!r} (expected two pile numbers, e.g. 3-17)")
        return cls.of(int(parts[0]), int(parts[1]))

    def __str__(self) -> str:
        return f"{self.a}-{self.b}"


def top_pairs(piles: Piles, heights: Sequence[int]) -> list[Move]:
    """The legal moves (TT-2) of piles cut down to ``heights``, in pile order; searches call it
    on bare heights to skip building positions."""
    by_rank: dict[int, list[int]] = {}
    for i, h in enumerate(heights):
        if h:
            by_rank.setdefault(rank_of(piles[i][h - 1]), []).append(i)
    return sorted(Move(p, q) for same in by_rank.values()
                  for k, p in enumerate(same) for q in same[k + 1:])


@dataclass(frozen=True)
class Position:
    """The dealt piles (bottom to top) and how many cards remain in each (TT-1).

    Only the top card of a pile is face up (TT-2); everything below it is face down. Build one
    with ``Position.deal(n)`` or ``Position.from_piles(...)``; ``play`` returns a new position.
    """

    piles: Piles
    heights: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.piles) != len(self.heights):
            raise ValueError("a position needs one height per pile")
        seen: set[Card] = set()
        for i, (pile, height) in enumerate(zip(self.piles, self.heights, strict=True)):
            if not 0 <= height <= len(pile):
                raise ValueError(f"pile {i} has {len(pile)} cards, so its height cannot be "
                                 f"{height}")
            for card in pile:
                if not (isinstance(card, int) and 0 <= card < DECK_SIZE) or card in seen:
                    raise ValueError(f"pile {i} holds a bad or repeated card: {card!r}")
                seen.add(card)

    @classmethod
    def deal(cls, number: int) -> Position:
        """The start of deal ``number`` (TT-1, TT-5)."""
        piles = deal_piles(number)
        return cls(piles, tuple(len(p) for p in piles))

    @classmethod
    def from_piles(cls, piles: Iterable[Sequence[Card]]) -> Position:
        """A position whose piles hold exactly these cards, bottom to top."""
        frozen = tuple(tuple(p) for p in piles)
        return cls(frozen, tuple(len(p) for p in frozen))

    # --- what the player sees ---------------------------------------------------------------

    def pile(self, i: int) -> tuple[Card, ...]:
        """The cards still in pile ``i``, bottom to top; only the last is face up."""
        return self.piles[i][:self.heights[i]]

    def top(self, i: int) -> Card | None:
        """The face-up card of pile ``i`` (TT-2), or ``None`` for an empty pile."""
        h = self.heights[i]
        return self.piles[i][h - 1] if h else None

    def tops(self) -> tuple[Card | None, ...]:
        return tuple(self.top(i) for i in range(len(self.piles)))

    @property
    def remaining(self) -> int:
        return sum(self.heights)

    def remaining_cards(self) -> list[Card]:
        return [c for i in range(len(self.piles)) for c in self.pile(i)]

    # --- the rules ----------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Every pair of face-up cards of one rank (TT-2), in pile order."""
        return top_pairs(self.piles, self.heights)

    def check(self, move: Move) -> None:
        """Raise ``IllegalMove`` citing TT-2 unless ``move`` is legal here."""
        n = len(self.piles)
        for p in (move.a, move.b):
            if not 0 <= p < n:
                raise REFUSE("no_pile", pile=p, last=n - 1)
        top_a, top_b = self.top(move.a), self.top(move.b)
        if top_a is None or top_b is None:
            empty = move.a if top_a is None else move.b
            raise REFUSE("empty_pile", pile=empty)
        if rank_of(top_a) != rank_of(top_b):
            raise REFUSE("not_same_rank", a=card_str(top_a), b=card_str(top_b))

    def is_legal(self, move: Move) -> bool:
        try:
            self.check(move)
        except IllegalMove:
            return False
        return True

    def play(self, move: Move) -> Position:
        """The position after ``move`` (TT-2: both cards go, the cards under them turn up)."""
        self.check(move)
        heights = list(self.heights)
        heights[move.a] -= 1
        heights[move.b] -= 1
        return Position(self.piles, tuple(heights))

    def unpairable_ranks(self) -> set[int]:
        """Ranks that can never be cleared any more: each pair needs two different piles
        (TT-2), so a rank one pile holds more than half of is stuck (TT-7's classic: the last
        two cards of a rank one above the other)."""
        by_rank: dict[int, Counter[int]] = {}
        for pile in range(len(self.piles)):
            for card in self.pile(pile):
                by_rank.setdefault(rank_of(card), Counter())[pile] += 1
        return {rank for rank, piles in by_rank.items()
                if 2 * max(piles.values()) > sum(piles.values())}

    def status(self) -> Status:
        """TT-3: won when no card is left, lost when cards remain and no pair is face up."""
        if not any(self.heights):
            return Status.WON
        ranks = Counter(rank_of(c) for c in self.tops() if c is not None)
        if any(k >= 2 for k in ranks.values()):
            return Status.PLAYING
        return Status.LOST
