"""A game of Le Carré in play: the deal, the turn's phases, every action checked and carried
out, undo, observations, the end (CA-DEAL, CA-TURN, CA-END).

A turn is: ``draw`` (none once the stock is out), then every ace in hand put out
(the variant's kings too) while a place is free, then any number of moves until the player
ends the turn or no move is left (CA-TURN-4). What ends by itself ends inside ``apply``: the
turn with no move left, the next turns likewise, the game.

Two rulings of ours keep every game finite (``docs/carre.md``):
- CA-TURN-4: at most :data:`MAX_SQUARE_RUN` moves within the square (square to square, or to
  an empty place) in a row; a card leaving the hand or reaching a column starts the count
  again. After that many, only moves from hand and to the columns are left.
- CA-END-2: "a turn without a move" is a turn in which no card left the hand and none reached
  a column. Moves within the square alone cannot give either player a play they could not
  have made themselves (the square positions they reach are reachable from the one they left),
  so once the stock is out two such turns in a row mean no one will ever play again.
Together they bound a game by :data:`MAX_GAME_ACTIONS` actions.
"""

from __future__ import annotations

import random
from bisect import insort
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from sixseq.decks.standard import ACE, DECK, Card, card_glyph, deck, parse_cards, rank_of, shuffled
from sixseq.engine.search import deal_hidden
from sixseq.games.carre.rules.actions import Action, Draw, EndTurn, Move
from sixseq.games.carre.rules.observation import Observation, Phase
from sixseq.games.carre.rules.outcome import SEATS, Outcome
from sixseq.games.carre.rules.places import (
    HAND,
    SQUARE,
    is_column,
    is_square,
    parse_place,
    place_str,
)
from sixseq.games.carre.rules.refusals import REFUSE
from sixseq.games.carre.rules.table import Table

HAND_SIZE = 16  # CA-DEAL-2
MAX_SQUARE_RUN = 20  # CA-TURN-4 (ours): moves within the square in a row

# The bound every game keeps (tested). Cards leave hands at most 2×16 + the stock's
# 104 − 16 − 32 = 56 times, reach a column at most 104 times: PROGRESS moves at most. Turns:
# one per card drawn, then (stock out) at most two per progress move and two more (CA-END-2).
# A turn holds its draw, its end, its progress moves and MAX_SQUARE_RUN square moves before
# each and after the last.
_DRAWS = len(DECK) * 2 - 16 - 2 * HAND_SIZE
_PROGRESS = 2 * HAND_SIZE + _DRAWS + len(DECK) * 2
_TURNS = _DRAWS + 2 * _PROGRESS + 2
MAX_GAME_ACTIONS = _TURNS * (2 + MAX_SQUARE_RUN) + _PROGRESS * (1 + MAX_SQUARE_RUN)


class Snapshot(NamedTuple):
    piles: tuple[tuple[Card, ...], ...]
    finished: tuple[tuple[Card, ...], ...]
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    to_move: int
    turn: int
    phase: Phase
    moved: bool
    under_way: bool
    square_run: int
    idle_turns: int
    winner: int | None
    outcome: Outcome | None


class CarreState:
    """A game in play. ``CarreState(seed, first, variant)`` deals from ``seed``; seat
    ``first`` (the non-dealer, CA-DEAL-2) plays first."""

    def __init__(self, seed: int, first: int = 0, variant: bool = False) -> None:
        if first not in (0, 1):
            raise ValueError(f"seat {first} does not play Le Carré (seats 0 and 1)")
        self.seed = seed
        self.first = first
        self.variant = variant
        self.table = Table(variant)
        self.hands: list[list[Card]] = [[], []]
        self.stock: list[Card] = []  # its top is its last card
        self.to_move = first
        self.turn = 0
        self.phase = Phase.DRAW
        self.moved = False
        self.under_way = False
        self.square_run = 0
        self.idle_turns = 0
        self.winner: int | None = None
        self._outcome: Outcome | None = None
        self._actions: list[Action] = []
        self._stack: list[Snapshot] = []
        self._legal: list[Action] | None = None
        self._deal(random.Random(seed))
        self._begin_turn()

    def _deal(self, rng: random.Random) -> None:
        """CA-DEAL-1: 16 cards face up in the square, each ace turned up (the variant's
        kings too) moved to the first free place of its column and replaced — one that finds
        no free place (the variant's fifth) stays; CA-DEAL-2: 16 cards each, one at a time,
        the first player first; the rest is the stock."""
        cards = shuffled(deck(copies=2), rng)
        for place in SQUARE:
            card = cards.pop()
            while self.table.starts_pile(card) and (free := self.table.free_places(card)):
                self.table.piles[free[0]].append(card)
                card = cards.pop()
            self.table.piles[place].append(card)
        for i in range(2 * HAND_SIZE):
            self.hands[(self.first + i) % SEATS].append(cards.pop())
        for hand in self.hands:
            hand.sort()
        self.stock = cards

    @classmethod
    def from_position(cls, piles: Mapping[str, str], hands: Sequence[str],
                      stock: str = "", to_move: int = 0, variant: bool = False,
                      phase: Phase | None = None, turn: int = 1) -> CarreState:
        """A position written out (tests, worked checks): ``piles`` by place text
        (``{"b2": "Qh Jh", "l1": "Ah 2h"}``, bottom first), the two hands, the stock (its top
        last). The phase is the draw's when the stock has cards, else the start's; the
        position then settles as a turn would (a turn with no move ends by itself)."""
        state = cls.__new__(cls)
        state.seed, state.first, state.variant = 0, 0, variant
        state.table = Table(variant)
        for text, cards in piles.items():
            state.table.piles[parse_place(text)] = parse_cards(cards)
        state.hands = [sorted(parse_cards(h)) for h in hands]
        state.stock = parse_cards(stock)
        state._start(to_move, turn, phase)
        return state

    def _start(self, to_move: int, turn: int, phase: Phase | None) -> None:
        """The turn data of a position built by hand (see :meth:`from_position`)."""
        self.to_move, self.turn = to_move, turn
        self.phase = phase if phase is not None else Phase.DRAW if self.stock else Phase.START
        self.moved, self.under_way, self.square_run, self.idle_turns = False, False, 0, 0
        self.winner, self._outcome = None, None
        self._actions, self._stack, self._legal = [], [], None
        self._advance()

    # --- the protocol --------------------------------------------------------------------------

    @property
    def actions(self) -> list[Action]:
        return list(self._actions)

    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    def outcome(self) -> Outcome | None:
        """Who won and the cards left (None while the game goes on)."""
        return self._outcome

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._generate()
        return list(self._legal)

    def _generate(self) -> list[Action]:
        if self.phase == Phase.OVER:
            return []
        if self.phase == Phase.DRAW:
            return [Draw()]
        hand = self.hands[self.to_move]
        if self.phase == Phase.START:
            return list(self.table.put_outs(hand))
        moves: list[Action] = list(self._moves())
        return [*moves, EndTurn()]

    def _moves(self) -> list[Move]:
        return self.table.moves(self.hands[self.to_move], self.square_run < MAX_SQUARE_RUN)

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def check(self, action: Action) -> None:
        """Raise the refusal explaining why ``action`` is illegal now (nothing if legal)."""
        if self.phase == Phase.OVER:
            raise REFUSE("game_over")
        if isinstance(action, Draw):
            if self.phase != Phase.DRAW:
                raise REFUSE("drawn_already")
            return
        if self.phase == Phase.DRAW:
            raise REFUSE("draw_first")
        if self.phase == Phase.START:
            self._check_put_out(action)
        if isinstance(action, EndTurn):
            return
        if not isinstance(action, Move):
            raise ValueError(f"not an action of Le Carré: {action!r}")
        self._check_move(action)

    def _check_put_out(self, action: Action) -> None:
        """CA-TURN-2: before any other move, an ace (the variant's king) from hand on a free
        place of its column."""
        first = REFUSE("put_out_first_libre" if self.variant else "put_out_first")
        if not (isinstance(action, Move) and action.source == HAND
                and is_column(action.target) and self.table.starts_pile(action.card)):
            raise first
        if self.table.piles[action.target]:  # a pile there: no place to start one
            raise self.table.refusal(action.card, HAND, action.target) or first

    def _check_move(self, move: Move) -> None:
        card, source = move.card, move.source
        if source == HAND:
            if card not in self.hands[self.to_move]:
                raise REFUSE("not_in_hand", card=card_glyph(card))
        else:
            pile = self.table.piles[source]
            if not pile:
                raise REFUSE("no_card_there", place=place_str(source))
            if pile[-1] != card:
                raise REFUSE("not_on_top", card=card_glyph(card), place=place_str(source))
            if is_square(move.target) and self.square_run >= MAX_SQUARE_RUN \
                    and source != move.target:
                raise REFUSE("square_run", limit=MAX_SQUARE_RUN)
        refusal = self.table.refusal(card, source, move.target)
        if refusal is not None:
            raise refusal

    def apply(self, action: Action) -> None:
        """Carry out a legal action; an illegal one is refused (``IllegalAction``) and the
        position left exactly as it was."""
        self.check(action)
        if isinstance(action, Draw):
            insort(self.hands[self.to_move], self.stock.pop())
            self.phase = Phase.START
        elif isinstance(action, EndTurn):
            self._close_turn()
        else:
            self._move(action)
        self._actions.append(action)
        self._legal = None
        self._advance()

    def _move(self, move: Move) -> None:
        self.table.play(move.card, move.source, move.target, self.hands[self.to_move])
        self.under_way = self.under_way or self.phase == Phase.PLAY
        if move.source == HAND or is_column(move.target):
            self.moved, self.square_run = True, 0
        else:
            self.square_run += 1
        if not self.hands[self.to_move]:
            self._finish(emptied_by=self.to_move)  # CA-END-1

    def _advance(self) -> None:
        """Settle after an action: the next phase; a turn with no move left ends by itself
        (CA-TURN-4), and so may the turns after it, or the game (CA-END-2)."""
        self._legal = None
        while self.phase not in (Phase.OVER, Phase.DRAW):
            if self.phase == Phase.START:
                if self.table.put_outs(self.hands[self.to_move]):
                    return
                self.phase = Phase.PLAY
            if self._moves():
                return
            self._close_turn()

    def _close_turn(self) -> None:
        """The turn ends: counted for CA-END-2 once the stock is out; the other seat's
        turn begins (with its draw, or without one once the stock is out)."""
        self.idle_turns = 0 if self.stock or self.moved else self.idle_turns + 1
        if self.idle_turns >= SEATS:
            self._finish(emptied_by=None)
            return
        self.to_move = 1 - self.to_move
        self.turn += 1
        self._begin_turn()

    def _begin_turn(self) -> None:
        self.moved, self.under_way, self.square_run = False, False, 0
        self.phase = Phase.DRAW if self.stock else Phase.START
        self._legal = None

    def _finish(self, emptied_by: int | None) -> None:
        self._outcome = Outcome.of(tuple(len(h) for h in self.hands), emptied_by)
        self.winner = self._outcome.winner
        self.phase = Phase.OVER
        self._legal = None

    def reveals(self, action: Action) -> bool:
        """True when ``action`` now shows its player a card hidden from them: the draw. The
        table undoes a person's moves back to it, never past it."""
        return isinstance(action, Draw) and self.phase == Phase.DRAW

    # --- undo and copies -----------------------------------------------------------------------

    def _save(self) -> Snapshot:
        return Snapshot(tuple(tuple(p) for p in self.table.piles), tuple(self.table.finished),
                        tuple(tuple(h) for h in self.hands), tuple(self.stock), self.to_move,
                        self.turn, self.phase, self.moved, self.under_way, self.square_run,
                        self.idle_turns, self.winner, self._outcome)

    def _restore(self, snap: Snapshot) -> None:
        self.table.piles = [list(p) for p in snap.piles]
        self.table.finished = list(snap.finished)
        self.hands = [list(h) for h in snap.hands]
        self.stock = list(snap.stock)
        (self.to_move, self.turn, self.phase, self.moved, self.under_way, self.square_run,
         self.idle_turns, self.winner, self._outcome) = snap[4:]
        self._legal = None

    def push(self, action: Action) -> None:
        """Apply ``action`` keeping a snapshot, so that ``pop()`` undoes it."""
        snap = self._save()
        self.apply(action)
        self._stack.append(snap)

    def pop(self) -> Action:
        """Undo the last pushed action and return it."""
        if not self._stack:
            raise IndexError("nothing to undo")
        self._restore(self._stack.pop())
        return self._actions.pop()

    @property
    def undo_depth(self) -> int:
        return len(self._stack)

    def copy(self) -> CarreState:
        """An independent copy of the position (its undo stack left behind)."""
        other = CarreState.__new__(CarreState)
        other.seed, other.first, other.variant = self.seed, self.first, self.variant
        other.table = Table(self.variant)
        other._restore(self._save())
        other._actions = list(self._actions)
        other._stack = []
        return other

    # --- what a seat sees ----------------------------------------------------------------------

    def observation(self, seat: int) -> Observation:
        legal = tuple(self.legal_actions()) if seat == self.to_move else ()
        return Observation(
            seat=seat, variant=self.variant, first=self.first, turn=self.turn,
            to_move=self.to_move, phase=self.phase,
            piles=tuple(tuple(p) for p in self.table.piles),
            finished=tuple(self.table.finished), hand=tuple(self.hands[seat]),
            hand_sizes=tuple(len(h) for h in self.hands), stock_count=len(self.stock),
            moved=self.moved, under_way=self.under_way, square_run=self.square_run,
            idle_turns=self.idle_turns,
            winner=self.winner, legal=legal)

    @classmethod
    def from_observation(cls, obs: Observation, rng: random.Random) -> CarreState:
        """A full position consistent with ``obs``: the cards it has not seen dealt at random
        to the other hand and the stock. In the base game a player who has begun a turn holds
        no ace (CA-TURN-2: there is always a free place for it), so none is dealt to them."""
        unseen = sorted(obs.unseen().elements())
        other = obs.opponent
        sizes = [obs.hand_sizes[other], obs.stock_count]
        no_aces = not obs.variant and obs.to_move == obs.seat and obs.turn >= 1

        def allowed(card: Card, holder: int) -> bool:
            return holder != 0 or rank_of(card) != ACE

        try:
            hand, stock = deal_hidden(unseen, sizes, allowed if no_aces else None, rng)
        except ValueError:  # a position no play leads to (built by hand): any deal will do
            hand, stock = deal_hidden(unseen, sizes, None, rng)
        state = cls.__new__(cls)
        state.seed, state.first, state.variant = 0, obs.first, obs.variant
        state.table = Table(obs.variant)
        state.table.piles = [list(p) for p in obs.piles]
        state.table.finished = list(obs.finished)
        state.hands = [[], []]
        state.hands[obs.seat] = list(obs.hand)
        state.hands[other] = sorted(hand)
        state.stock = list(stock)
        state.to_move, state.turn, state.phase = obs.to_move, obs.turn, obs.phase
        state.moved, state.under_way = obs.moved, obs.under_way
        state.square_run, state.idle_turns = obs.square_run, obs.idle_turns
        state.winner, state._outcome = obs.winner, None
        state._actions, state._stack, state._legal = [], [], None
        return state

    # --- soundness -----------------------------------------------------------------------------

    def problems(self) -> list[str]:
        """Everything wrong with the position (empty for a sound one): the 104 cards each in
        exactly one place, every pile built by the rules, the turn's data in range."""
        found = self.table.problems()
        count = Counter(self.table.cards())
        for hand in self.hands:
            count.update(hand)
        count.update(self.stock)
        wrong = {c: n for c, n in count.items() if n != 2} | \
            {c: 0 for c in DECK if c not in count}
        if wrong or sum(count.values()) != 2 * len(DECK):
            found.append(f"CA-DECK-1: cards not held twice: {sorted(wrong.items())[:6]}")
        if any(h != sorted(h) for h in self.hands):
            found.append("a hand is out of order")
        if not 0 <= self.square_run <= MAX_SQUARE_RUN:
            found.append(f"CA-TURN-4: {self.square_run} moves within the square in a row")
        if (self.phase == Phase.OVER) != (self._outcome is not None):
            found.append("the game's end and its outcome disagree")
        if len(self._actions) > MAX_GAME_ACTIONS:
            found.append(f"{len(self._actions)} actions, more than the bound "
                         f"{MAX_GAME_ACTIONS}")
        if self.phase == Phase.DRAW and not self.stock:
            found.append("CA-TURN-1: a draw phase with no stock")
        return found
