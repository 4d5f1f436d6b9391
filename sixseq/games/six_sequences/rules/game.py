"""One round of Les Six Séquences: state, legal actions, application, undo (SS-TURN … SS-END).

Modelled on python-chess: ``legal_actions()`` lists every legal action of the seat to move,
``apply()`` refuses anything else with an :class:`IllegalAction` naming the rule and leaves the
state unchanged, ``push()``/``pop()`` undo through cheap snapshots (every field is an int, a
tuple or a small container of immutable values), and what needs no decision happens inside
``apply`` (refills, SS-TURN-3/4; a phase with nothing left to do ends by itself).

The state keeps the data and the turn; its other responsibilities have modules of their own
that work on its fields: :mod:`.movegen` (which actions are legal), :mod:`.referee` (why one is
refused), :mod:`.effects` (what a play does to the table) and :mod:`.positions` (positions set
up by hand or sampled from an observation).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from collections.abc import Sequence as PySequence
from typing import Any

from sixseq.decks.sixsuit import Card, cards_in, shuffled_deck
from sixseq.games.six_sequences.rules import positions, referee
from sixseq.games.six_sequences.rules.actions import (
    Action,
    Add,
    Claim,
    Discard,
    DrawStock,
    Lay,
    Pass,
    Play,
    Stop,
    TakeDiscard,
)
from sixseq.games.six_sequences.rules.effects import card_bit, put_on_table
from sixseq.games.six_sequences.rules.errors import REFUSE
from sixseq.games.six_sequences.rules.melds import Combination, Sequence
from sixseq.games.six_sequences.rules.movegen import NO_CARD, NON_JOKERS, generate, plays_using
from sixseq.games.six_sequences.rules.observation import UNKNOWN_SEAT, Observation
from sixseq.games.six_sequences.rules.scoring import RoundScore, score_round
from sixseq.games.six_sequences.rules.table import HAND_DEALT, HAND_FULL, Phase, TableConfig

# Every mutable field of a position, copied (see GameState._save).
_Snapshot = tuple[Any, ...]


class GameState:
    """A round in progress. Seats are numbered in play order (SS-SEAT-1)."""

    __slots__ = (
        "_actions", "_claim_queue", "_claimed", "_claimed_by", "_claims", "_combos",
        "_deck", "_discard", "_hands", "_known", "_legal", "_legal_version", "_next_id",
        "_passes", "_pending", "_played", "_seq_count", "_series_count", "_stack", "_stock_pos",
        "_took", "_version", "config", "explicit_stops", "first", "phase", "seed", "to_move",
        "turn", "turn_seat",
    )

    def __init__(self, config: TableConfig, seed: int, first: int = 0,
                 explicit_stops: bool = True) -> None:
        """Deal a round (SS-TURN-6) from ``seed``; ``first`` is the seat that plays first.

        With ``explicit_stops`` (every new round) a phase never ends by itself right after
        the player's own play, even when nothing else is possible: the player ends it (*Done*),
        so their moves can still be undone before the refill shows the stock's cards. A phase
        the player has no decision in at all still ends by itself. Rounds recorded before this
        replay with ``explicit_stops=False``."""
        if not 0 <= first < config.seats:
            raise ValueError(f"no seat {first} at a table of {config.seats}")
        self.config = config
        self.seed = seed
        self.first = first
        self.explicit_stops = explicit_stops
        deck = shuffled_deck(random.Random(seed))
        n = config.seats
        self._deck: tuple[Card, ...] = tuple(deck)
        self._hands: list[int] = [0] * n
        for i in range(n):
            seat = (first + i) % n
            for card in deck[i * HAND_DEALT:(i + 1) * HAND_DEALT]:
                self._hands[seat] |= card_bit(card)
        self._stock_pos = n * HAND_DEALT
        self._known: list[int] = [0] * n  # cards the table saw each seat take
        self._discard: tuple[Card, ...] = ()
        self._combos: dict[int, Combination] = {}
        self._next_id = 1
        self._series_count: list[int] = [0] * config.sides
        self._seq_count: list[int] = [0] * config.sides
        self._pending = NO_CARD  # a taken discard not yet used (SS-DISCARD-3)
        # The play a won claim named, when it needs enabling plays first (SS-DISCARD-4): the
        # claimed card may go into that play only.
        self._claimed: Lay | Add | None = None
        # The seat whose turn began by winning a claim (SS-DISCARD-4): everyone sees who took
        # the card, though not who else asked for it.
        self._claimed_by: int | None = None
        self._played = False  # a play was made this turn (SS-END-2 passes)
        self._took = False  # the discard was taken this turn
        self._passes = 0
        self._claims: tuple[tuple[int, Claim], ...] = ()
        self._claim_queue: tuple[int, ...] = ()
        self._actions: list[Action] = []
        self._stack: list[_Snapshot] = []
        self._version = 0
        self._legal: list[Action] = []
        self._legal_version = -1
        self.turn = 1
        self.turn_seat = first
        self.to_move = first
        self.phase = Phase.DRAW

    @classmethod
    def from_position(cls, config: TableConfig, hands: PySequence[str], *,
                      table: Iterable[tuple[int, str]] = (), discard: str = "",
                      stock: str = "", stock_size: int | None = None, to_move: int = 0,
                      phase: Phase = Phase.DRAW, pending: str = "", turn: int = 2,
                      seed: int = 0) -> GameState:
        """A position set up by hand (tests, rule examples, tutorials), in card notation.

        ``hands`` per seat; ``table`` as ``(side, "4h 4s 4t")`` combinations, laid on turn 1
        (so series may be raided at ``turn``); ``discard`` bottom first; ``stock`` its first
        cards to draw. Every other card goes to the stock in a seeded order, or, past
        ``stock_size``, out of play under the discard pile, jokers excepted: a joker is never
        discarded (SS-DISCARD-2), so neither the pile nor ``pending`` (a taken discard) may
        hold one, and a ``stock_size`` that would put one there is refused (``ValueError``).
        ``pending`` is in ``to_move``'s hand, added there when ``hands`` leaves it out.
        """
        return positions.set_up(cls, config, hands, table=table, discard=discard, stock=stock,
                                stock_size=stock_size, to_move=to_move, phase=phase,
                                pending=pending, turn=turn, seed=seed)

    # --- reading the state ---------------------------------------------------------------------

    def hand(self, seat: int) -> tuple[Card, ...]:
        return tuple(cards_in(self._hands[seat]))

    def hand_mask(self, seat: int) -> int:
        return self._hands[seat]

    def hand_size(self, seat: int) -> int:
        return self._hands[seat].bit_count()

    def known_mask(self, seat: int) -> int:
        """Cards the whole table knows ``seat`` holds (taken discards, cards won by swaps)."""
        return self._known[seat] & self._hands[seat]

    @property
    def stock_count(self) -> int:
        return len(self._deck) - self._stock_pos

    def stock(self) -> tuple[Card, ...]:
        """The stock, next card to draw first (hidden information: not for players' eyes)."""
        return self._deck[self._stock_pos:]

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        """The discard pile, bottom first; the last card is the top (SS-DISCARD-1)."""
        return self._discard

    @property
    def pending_discard(self) -> Card | None:
        """The discard taken this turn and not used yet (SS-DISCARD-3)."""
        return None if self._pending == NO_CARD else self._pending

    @property
    def claimed_play(self) -> Lay | Add | None:
        """The play a won claim named, while the claimed card waits for the enabling plays
        it needs (SS-DISCARD-4); the card may go into that play only."""
        return self._claimed

    @property
    def passes(self) -> int:
        return self._passes

    @property
    def played_this_turn(self) -> bool:
        return self._played

    @property
    def claim_queue(self) -> tuple[int, ...]:
        return self._claim_queue

    def claims(self) -> tuple[tuple[int, Claim], ...]:
        """Claims made so far in this claim window (hidden from other seats until resolved)."""
        return self._claims

    def combinations(self) -> tuple[Combination, ...]:
        return tuple(self._combos.values())

    def combination(self, combo_id: int) -> Combination | None:
        return self._combos.get(combo_id)

    def side_combinations(self, side: int) -> tuple[Combination, ...]:
        return tuple(c for c in self._combos.values() if c.side == side)

    def series_count(self, side: int) -> int:
        return self._series_count[side]

    def sequence_count(self, side: int) -> int:
        return self._seq_count[side]

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    # --- snapshots: push/pop --------------------------------------------------------------------

    def _save(self) -> _Snapshot:
        return (
            list(self._hands), list(self._known), self._stock_pos, self._discard,
            dict(self._combos), self._next_id, list(self._series_count), list(self._seq_count),
            self._pending, self._claimed, self._claimed_by, self._played, self._took,
            self._passes, self._claims, self._claim_queue, self.turn, self.turn_seat,
            self.to_move, self.phase, len(self._actions),
        )

    def _restore(self, snap: _Snapshot) -> None:
        (self._hands, self._known, self._stock_pos, self._discard, self._combos, self._next_id,
         self._series_count, self._seq_count, self._pending, self._claimed, self._claimed_by,
         self._played, self._took, self._passes, self._claims, self._claim_queue, self.turn,
         self.turn_seat, self.to_move, self.phase, n_actions) = snap
        del self._actions[n_actions:]

    def push(self, action: Action) -> None:
        """Apply ``action`` keeping a snapshot, so that ``pop()`` undoes it."""
        self._stack.append(self._apply(action))

    def pop(self) -> Action:
        """Undo the last pushed action and return it."""
        if not self._stack:
            raise IndexError("nothing to undo")
        action = self._actions[-1]
        self._restore(self._stack.pop())
        self._version += 1
        return action

    @property
    def undo_depth(self) -> int:
        return len(self._stack)

    def reveals(self, action: Action) -> bool:
        """Whether applying ``action`` now shows its player cards hidden from them until now:
        a draw from the stock, or a refill (SS-TURN-1, SS-TURN-3/4). A table never lets a
        person undo past such an action."""
        if self.stock_count == 0:
            return False
        if isinstance(action, DrawStock):
            return True
        if self.phase == Phase.LAY and isinstance(action, Stop):
            return self._hands[self.to_move].bit_count() < HAND_FULL
        return self.phase == Phase.COMPLETE and isinstance(action, Play)

    def copy(self) -> GameState:
        """An independent copy of the current position (without its undo stack)."""
        other = GameState.__new__(GameState)
        other.config, other.seed, other.first, other._deck = (
            self.config, self.seed, self.first, self._deck)
        other.explicit_stops = self.explicit_stops
        other._actions = list(self._actions)
        other._stack = []
        other._legal, other._legal_version, other._version = [], -1, 0
        other._restore(self._save())
        return other

    # --- legal actions --------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to move (``to_move``)."""
        if self._legal_version != self._version:
            self._legal = generate(self)
            self._legal_version = self._version
        return list(self._legal)

    def is_legal(self, action: Action) -> bool:
        return action in self._legal_list() and referee.well_formed(action)

    def _legal_list(self) -> list[Action]:
        if self._legal_version != self._version:
            self._legal = generate(self)
            self._legal_version = self._version
        return self._legal

    def check(self, action: Action) -> None:
        """Raise the :class:`IllegalAction` that explains why ``action`` is refused now.

        Returns quietly for a legal action. Player-facing: every refusal names its rule
        (see :mod:`.referee`).
        """
        referee.check(self, action)

    # --- applying -------------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Apply a legal action for the seat to move; refuse anything else (state unchanged)."""
        self._apply(action)

    def _apply(self, action: Action) -> _Snapshot:
        """:meth:`apply`, returning the snapshot of the position before it. Should anything
        fail half-way, the position is put back as it was before the error goes on."""
        legal = self._legal_list()
        if not any(x is action for x in legal) and (
                action not in legal or not referee.well_formed(action)):
            self.check(action)
            raise REFUSE("not_possible", action=action.text(ascii=False))
        snap = self._save()
        try:
            self._play_legal(action)
        except BaseException:
            self._restore(snap)
            self._version += 1
            raise
        return snap

    def _play_legal(self, action: Action) -> None:
        self._actions.append(action)
        self._version += 1
        seat = self.to_move
        if isinstance(action, DrawStock):
            self._draw(seat)
            self.phase = Phase.LAY
        elif isinstance(action, TakeDiscard):
            self._take_top()
        elif isinstance(action, Stop):
            if self.phase == Phase.LAY:
                self._refill(seat)  # SS-TURN-3
                self.phase = Phase.COMPLETE
            else:
                self.phase = Phase.DISCARD
        elif isinstance(action, Discard):
            self._hands[seat] &= ~card_bit(action.card)
            self._discard = (*self._discard, action.card)
            self._end_turn(discarded=True)
        elif isinstance(action, Pass):
            if self.phase == Phase.CLAIM:
                self._next_claimant()
            else:
                self._end_final_turn()
        elif isinstance(action, Claim):
            self._claims = (*self._claims, (seat, action))
            self._next_claimant()
        else:
            self._do_play(action)
        self._settle(acted=isinstance(action, Play | Claim) and self.to_move == seat)

    def _do_play(self, play: Play) -> None:
        seat = self.to_move
        put_on_table(self, play, seat)
        hands = self._hands
        if self._pending != NO_CARD and not hands[seat] >> self._pending & 1:
            self._pending = NO_CARD
            self._claimed = None
        self._known[seat] &= hands[seat]
        self._played = True
        if self.phase == Phase.COMPLETE:
            self._refill(seat)  # SS-TURN-4

    def _draw(self, seat: int) -> None:
        self._hands[seat] |= card_bit(self._deck[self._stock_pos])
        self._stock_pos += 1

    def _take_top(self) -> None:
        """The seat to move takes the top discard (SS-DISCARD-3/4), to be used this turn."""
        card = self._discard[-1]
        seat = self.to_move
        self._discard = self._discard[:-1]
        self._hands[seat] |= card_bit(card)
        self._known[seat] |= card_bit(card)
        self._pending = card
        self._took = True
        if self.phase == Phase.DRAW:
            self.phase = Phase.LAY

    def _refill(self, seat: int) -> None:
        """SS-TURN-3/4: draw until the hand holds 9, as far as the stock goes (SS-END-1)."""
        while self._hands[seat].bit_count() < HAND_FULL and self._stock_pos < len(self._deck):
            self._draw(seat)

    def _end_turn(self, discarded: bool) -> None:
        """After the discard (or a turn that had nothing to discard): claims, or the next turn.
        Ruling: once the stock is out there are no claims; the next turns are the final phase,
        where the player in turn may take the discard."""
        discarder = self.turn_seat
        n = self.config.seats
        if discarded and n >= 3 and self.stock_count > 0:
            # Every other seat is asked, in play order, whether or not it could use the card:
            # who is asked must not tell anyone about a hidden hand. A seat that cannot claim
            # has only "pass".
            self.phase = Phase.CLAIM
            self._claims = ()
            self._claim_queue = tuple((discarder + k) % n for k in range(1, n))
            self.to_move = self._claim_queue[0]
            return
        self._start_turn((discarder + 1) % n)

    def _start_turn(self, seat: int) -> None:
        self.turn += 1
        self.turn_seat = self.to_move = seat
        self._played = self._took = False
        self._pending = NO_CARD
        self._claimed = None
        self._claimed_by = None
        # SS-END-1/2: once the stock is out, every later turn is a turn of the final phase.
        self.phase = Phase.DRAW if self.stock_count > 0 else Phase.FINAL

    def _next_claimant(self) -> None:
        queue = self._claim_queue[1:]
        self._claim_queue = queue
        if queue:
            self.to_move = queue[0]
            return
        discarder = self.turn_seat
        if not self._claims:
            self._start_turn((discarder + 1) % self.config.seats)
            return
        winner, claim = min(self._claims, key=lambda sc: self._claim_priority(sc, discarder))
        self._claims = ()
        self._start_turn(winner)
        self._claimed_by = winner
        self._take_top()
        self.phase = Phase.LAY
        if claim.play in plays_using(self, winner, self._pending):
            self._do_play(claim.play)
        else:
            self._claimed = claim.play  # it needs enabling plays first

    def _claim_priority(self, seat_claim: tuple[int, Claim], discarder: int) -> tuple[int, ...]:
        """SS-DISCARD-4 ruling: a sequence beats a series; then the higher resulting top, then
        the longer sequence; then the seat nearest after the discarder."""
        seat, claim = seat_claim
        distance = (seat - discarder) % self.config.seats
        play = claim.play
        positions = [p for p, _ in play.placements]
        if isinstance(play, Add):
            seq = self._combos[play.combo]
            assert isinstance(seq, Sequence)
            top = max(seq.high, *positions)
            return (0, -top, -(len(seq) + len(positions)), distance)
        if play.is_series():
            return (1, 0, 0, distance)
        return (0, -max(positions), -len(positions), distance)

    def _end_final_turn(self) -> None:
        """SS-END-2 ruling: the round ends when every player in a row has passed."""
        self._passes = 0 if self._played else self._passes + 1
        if self._passes >= self.config.seats:
            self.phase = Phase.OVER
            return
        self._start_turn((self.turn_seat + 1) % self.config.seats)

    def _settle(self, acted: bool) -> None:
        """End phases that hold no decision, so every position waits for a real choice
        (``acted``: the player to move has just played or claimed in this phase)."""
        while True:
            phase = self.phase
            if phase in (Phase.DRAW, Phase.CLAIM, Phase.OVER):
                return
            if phase == Phase.DISCARD:
                if self._hands[self.to_move] & NON_JOKERS:
                    return
                self._end_turn(discarded=False)  # SS-TURN-5 ruling: nothing may be discarded
            else:
                if acted and self.explicit_stops:
                    return  # the player just played here: they end the phase themselves
                legal = self._legal_list()
                if len(legal) > 1 or not isinstance(legal[0], Stop | Pass):
                    return
                if phase == Phase.LAY:
                    self._refill(self.to_move)
                    self.phase = Phase.COMPLETE
                elif phase == Phase.COMPLETE:
                    self.phase = Phase.DISCARD
                else:
                    self._end_final_turn()
            self._version += 1

    # --- what a seat sees; the result ---------------------------------------------------------

    def observation(self, seat: int) -> Observation:
        """Everything ``seat`` may know, and nothing more (see :mod:`.observation`)."""
        hands = self._hands
        to_move = self.to_move
        if self.phase == Phase.CLAIM and to_move != seat:
            to_move = UNKNOWN_SEAT  # who else may claim depends on hidden hands
        return Observation(
            config=self.config, seat=seat, first=self.first, turn=self.turn,
            turn_seat=self.turn_seat, to_move=to_move, phase=self.phase,
            hand=self.hand(seat), hand_sizes=tuple(h.bit_count() for h in hands),
            known=tuple(self._known[s] & hands[s] for s in range(self.config.seats)),
            stock_count=self.stock_count, discard=self._discard,
            combinations=tuple(self._combos.values()), next_id=self._next_id,
            pending_discard=self.pending_discard, played_this_turn=self._played,
            took_this_turn=self._took, passes=self._passes,
            my_claim=next((c for s, c in self._claims if s == seat), None),
            legal=tuple(self._legal_list()) if to_move == seat else (),
            claimed_play=self._claimed if to_move == seat else None,
            claimed_by=self._claimed_by,
        )

    @classmethod
    def from_observation(cls, obs: Observation, rng: random.Random) -> GameState:
        """A full position consistent with ``obs``: unseen cards dealt at random to the other
        hands (around the cards they are known to hold) and to the stock. Searching players
        sample many of these (determinization). During a claim window the other seats' claims
        are unknown and taken as not made."""
        return positions.sampled(cls, obs, rng)

    def outcome(self) -> RoundScore | None:
        """The round's score once it is over (SS-SCORE), else ``None``."""
        if self.phase != Phase.OVER:
            return None
        return score_round(
            self.config, (c for c in self._combos.values() if isinstance(c, Sequence)),
            [self.hand(s) for s in range(self.config.seats)])

    # --- public views ---------------------------------------------------------------------------

    def card_locations(self) -> dict[Card, str]:
        """Where every card is: ``hand:N``, ``stock``, ``discard``, ``combo:ID`` (invariants)."""
        where: dict[Card, str] = {}
        for seat in range(self.config.seats):
            for card in cards_in(self._hands[seat]):
                where[card] = f"hand:{seat}"
        for card in self.stock():
            where[card] = "stock"
        for card in self._discard:
            where[card] = "discard"
        for combo in self._combos.values():
            for card in combo.cards():
                where[card] = f"combo:{combo.id}"
        return where

    def total_cards(self) -> int:
        """How many card places the state holds (120 exactly when nothing is lost or doubled)."""
        return (sum(h.bit_count() for h in self._hands) + self.stock_count + len(self._discard)
                + sum(len(c) for c in self._combos.values()))
