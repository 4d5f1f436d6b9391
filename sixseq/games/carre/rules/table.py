"""The cards on the table — the square's 16 piles, the columns' 8, the piles finished and
taken off — and what may go where: the one place for the building rules (CA-SQUARE, CA-COL,
CA-VAR), used by the game and by the computer players' searches alike.

A pile is a list of cards, bottom first. A square pile has any card at its bottom (dealt, or
put on an empty place) and each card above it placed by CA-SQUARE-1 (CA-VAR-3 in the
variant); a column pile runs from its ace up (or, on the variant's right column, from its king
down) in one suit.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence
from itertools import pairwise
from typing import NamedTuple

from sixseq.decks.standard import ACE, KING, N_RANKS, Card, card_glyph, rank_of
from sixseq.engine.refusal import IllegalAction
from sixseq.games.carre.rules.actions import Move
from sixseq.games.carre.rules.places import (
    COLUMNS,
    HAND,
    LEFT,
    SQUARE,
    Place,
    is_square,
    place_str,
)
from sixseq.games.carre.rules.refusals import REFUSE

UP, DOWN = 1, -1
PLACES = 24
# The direction each column place builds in, in the base game and the variant (CA-VAR-2).
_DIRECTIONS: dict[bool, dict[Place, int]] = {
    variant: {p: DOWN if variant and p not in LEFT else UP for p in COLUMNS}
    for variant in (False, True)}


def rank(card: Card) -> int:
    return card % N_RANKS + 1


def _square_wants(top: Card, variant: bool) -> tuple[Card, ...]:
    """CA-SQUARE-1: same suit, one rank down, never an ace in the base game (CA-COL-1);
    CA-VAR-3: one rank up or down."""
    r = rank(top)
    wants = [top - 1] if r > 2 or (variant and r == 2) else []
    if variant and r < N_RANKS:
        wants.append(top + 1)
    return tuple(wants)


# The cards that fit on a square pile's top, by top card, in the base game and the variant.
SQUARE_WANTS: dict[bool, tuple[tuple[Card, ...], ...]] = {
    variant: tuple(_square_wants(top, variant) for top in range(4 * N_RANKS))
    for variant in (False, True)}


class Undo(NamedTuple):
    """What :meth:`Table.play` changed, for :meth:`Table.unplay`."""

    card: Card
    source: Place
    target: Place
    completed: bool  # the variant took the target's complete pile off (CA-VAR-2)


class Table:
    """The 24 piles by place (0..15 the square, 16..23 the columns) and the finished piles."""

    __slots__ = ("finished", "piles", "variant")

    def __init__(self, variant: bool) -> None:
        self.variant = variant
        self.piles: list[list[Card]] = [[] for _ in range(PLACES)]
        self.finished: list[tuple[Card, ...]] = []

    def copy(self) -> Table:
        other = Table.__new__(Table)
        other.variant = self.variant
        other.piles = [list(pile) for pile in self.piles]
        other.finished = list(self.finished)
        return other

    # --- the columns ---------------------------------------------------------------------------

    def direction(self, place: Place) -> int:
        """UP for the left column (both columns in the base game), DOWN for the variant's
        right column (CA-VAR-2)."""
        return _DIRECTIONS[self.variant][place]

    def starter(self, place: Place) -> int:
        """The rank that starts a pile on this column place: the ace, or the variant's king."""
        return ACE if self.direction(place) == UP else KING

    def free_places(self, card: Card) -> list[Place]:
        """The empty column places ``card`` may start a pile on (none unless it starts one)."""
        r = rank_of(card)
        return [p for p in COLUMNS if not self.piles[p] and self.starter(p) == r]

    def starts_pile(self, card: Card) -> bool:
        """An ace — or in the variant a king — which must go out at the start of a turn
        when a place is free (CA-TURN-2, CA-VAR-2)."""
        r = rank_of(card)
        return r == ACE or (self.variant and r == KING)

    # --- what may go where ---------------------------------------------------------------------

    def square_takes(self, top: Card, card: Card) -> bool:
        return card in SQUARE_WANTS[self.variant][top]

    def column_wants(self, place: Place) -> Card | None:
        """The card that fits on a column pile (CA-COL-1; the variant's right column builds
        down, CA-VAR-2); None for an empty place or a complete pile."""
        pile = self.piles[place]
        if not pile or len(pile) == N_RANKS:
            return None
        return pile[-1] + self.direction(place)

    def refusal(self, card: Card, source: Place, target: Place) -> IllegalAction | None:
        """Why ``card`` (from hand, or from the top of square pile ``source``) may not go on
        ``target``, or None when it may. The source itself is the caller's to check."""
        pile = self.piles[target]
        if source == target:
            return REFUSE("same_place", card=card_glyph(card), place=place_str(target))
        if is_square(target):
            if not pile:
                if source != HAND and len(self.piles[source]) == 1:
                    return REFUSE("changes_nothing")
                if rank(card) == ACE and not self.variant:
                    return REFUSE("ace_not_on_square")
                return None
            top = pile[-1]
            if self.square_takes(top, card):
                return None
            if rank(card) == ACE and not self.variant:
                return REFUSE("ace_not_on_square")
            name = "square_rule_libre" if self.variant else "square_rule"
            return REFUSE(name, card=card_glyph(card), top=card_glyph(top))
        if not pile:
            if rank(card) == self.starter(target):
                return None
            return REFUSE("starts_with_ace" if self.direction(target) == UP
                          else "starts_with_king")
        if source == HAND and not self.variant:
            return REFUSE("column_from_square")
        if len(pile) == N_RANKS:
            return REFUSE("column_complete", place=place_str(target))
        if card == self.column_wants(target):
            return None
        return REFUSE("column_rule" if self.direction(target) == UP else "column_rule_down",
                      card=card_glyph(card), top=card_glyph(pile[-1]))

    # --- every move ----------------------------------------------------------------------------

    def put_outs(self, hand: Sequence[Card]) -> list[Move]:
        """The piles the hand's aces (and the variant's kings) may start (CA-TURN-2)."""
        moves = []
        for card in sorted(set(hand)):
            if self.starts_pile(card):
                moves += [Move(card, HAND, p) for p in self.free_places(card)]
        return moves


    def moves(self, hand: Sequence[Card], square_moves: bool = True) -> list[Move]:
        """Every move of a card from ``hand`` or from the top of a square pile (without the
        moves within the square when ``square_moves`` is False: CA-TURN-4's limit). Exactly
        the moves :meth:`refusal` lets through."""
        return [Move(*triple) for triple in self.move_triples(hand, square_moves)]

    def move_triples(self, hand: Sequence[Card], square_moves: bool = True,
                     distinct: bool = False) -> list[tuple[Card, Place, Place]]:
        """:meth:`moves` as ``(card, source, target)``, found from the targets' side for
        speed (a search makes no action objects). With ``distinct``, a card goes to one place
        only of interchangeable ones: one empty square place, one free place of a column,
        one of two column piles with the same top."""
        variant = self.variant
        piles = self.piles
        wants = SQUARE_WANTS[variant]
        on_square: dict[Card, list[Place]] = {}
        on_column: dict[Card, list[Place]] = {}
        empty: list[Place] = []
        for p in SQUARE:
            pile = piles[p]
            if not pile:
                empty.append(p)
                continue
            for card in wants[pile[-1]]:
                if card in on_square:
                    on_square[card].append(p)
                else:
                    on_square[card] = [p]
        free: dict[int, list[Place]] = {ACE: [], KING: []}
        directions = _DIRECTIONS[variant]
        for p in COLUMNS:
            pile = piles[p]
            if not pile:
                free[ACE if directions[p] == UP else KING].append(p)
            elif len(pile) < N_RANKS:
                wanted = pile[-1] + directions[p]
                if wanted not in on_column:
                    on_column[wanted] = [p]
                elif not distinct:
                    on_column[wanted].append(p)
        if distinct:
            empty = empty[:1]
            free = {r: places[:1] for r, places in free.items()}
        triples: list[tuple[Card, Place, Place]] = []
        add = triples.append
        no_targets: list[Place] = []
        for card in dict.fromkeys(hand):
            r = card % N_RANKS + 1
            for t in on_square.get(card, no_targets):
                add((card, HAND, t))
            if variant:
                for t in on_column.get(card, no_targets):
                    add((card, HAND, t))
            if variant or r != ACE:
                for t in empty:
                    add((card, HAND, t))
            if r == ACE or (variant and r == KING):
                for t in free[r]:
                    add((card, HAND, t))
        for p in SQUARE:
            pile = piles[p]
            if not pile:
                continue
            card = pile[-1]
            r = card % N_RANKS + 1
            for t in on_column.get(card, no_targets):
                add((card, p, t))
            if r == ACE or (variant and r == KING):
                for t in free[r]:
                    add((card, p, t))
            if square_moves:
                for t in on_square.get(card, no_targets):
                    add((card, p, t))
                if len(pile) > 1:
                    for t in empty:
                        add((card, p, t))
        return triples

    # --- playing -------------------------------------------------------------------------------

    def play(self, card: Card, source: Place, target: Place, hand: list[Card]) -> Undo:
        """Carry out a legal move (``hand`` is the mover's, kept sorted); in the variant a
        column pile made complete leaves the table and frees its place (CA-VAR-2)."""
        if source == HAND:
            hand.remove(card)
        else:
            self.piles[source].pop()
        pile = self.piles[target]
        pile.append(card)
        completed = self.variant and target >= COLUMNS[0] and len(pile) == N_RANKS
        if completed:
            self.finished.append(tuple(pile))
            self.piles[target] = []
        return Undo(card, source, target, completed)

    def unplay(self, undo: Undo, hand: list[Card]) -> None:
        """Take back what :meth:`play` did."""
        if undo.completed:
            self.piles[undo.target] = list(self.finished.pop())
        self.piles[undo.target].pop()
        if undo.source == HAND:
            insort(hand, undo.card)
        else:
            self.piles[undo.source].append(undo.card)

    # --- soundness -----------------------------------------------------------------------------

    def problems(self) -> list[str]:
        """Every pile not built by the rules (empty for a sound table)."""
        found = []
        for p in SQUARE:
            pile = self.piles[p]
            if not self.variant and any(rank(c) == ACE for c in pile):
                found.append(f"CA-COL-1: an ace on the square at {place_str(p)}")
            for below, above in pairwise(pile):
                if not self.square_takes(below, above):
                    found.append(f"CA-SQUARE-1: {card_glyph(above)} on {card_glyph(below)} at "
                                 f"{place_str(p)}")
        for p in COLUMNS:
            pile = self.piles[p]
            if pile and not self._column_run(pile, self.direction(p)):
                found.append(f"CA-COL-1: the pile at {place_str(p)} is not a run from its "
                             f"{'ace' if self.direction(p) == UP else 'king'}")
            if self.variant and len(pile) == N_RANKS:
                found.append(f"CA-VAR-2: a complete pile left at {place_str(p)}")
        for done in self.finished:
            if not self.variant or len(done) != N_RANKS or not (
                    self._column_run(done, UP) or self._column_run(done, DOWN)):
                found.append(f"CA-VAR-2: a finished pile that is not complete: "
                             f"{' '.join(map(card_glyph, done))}")
        return found

    @staticmethod
    def _column_run(pile: Sequence[Card], direction: int) -> bool:
        start = ACE if direction == UP else KING
        suit = pile[0] // N_RANKS
        return all(c // N_RANKS == suit and rank(c) == start + direction * i
                   for i, c in enumerate(pile))

    def cards(self) -> list[Card]:
        """Every card on the table and in the finished piles."""
        return [c for pile in self.piles for c in pile] + \
            [c for pile in self.finished for c in pile]
