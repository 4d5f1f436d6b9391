"""One round of Les Six Séquences: state, legal actions, application, undo (SS-TURN … SS-END).

Modelled on python-chess: ``legal_actions()`` lists every legal action of the seat to move,
``apply()`` refuses anything else with an :class:`IllegalAction` naming the rule and leaves the
state unchanged, ``push()``/``pop()`` undo through cheap snapshots (every field is an int, a
tuple or a small container of immutable values), and what needs no decision happens inside
``apply`` (refills, SS-TURN-3/4; a phase with nothing left to do ends by itself).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from collections.abc import Sequence as PySequence
from itertools import combinations as subsets
from typing import Any

from sixseq.decks.sixsuit import (
    ACE,
    DECK_SIZE,
    HIGH_POSITION,
    JOKER,
    LOW_POSITION,
    N_RANKS,
    ONE,
    Card,
    card_str,
    cards_in,
    mask_of,
    parse_card,
    parse_cards,
    positions_for_rank,
    ranks_for_position,
    shuffled_deck,
)
from sixseq.engine.rng import stable_shuffle
from sixseq.games.six_sequences.rules.actions import (
    DRAW_STOCK,
    PASS,
    STOP,
    TAKE_DISCARD,
    Action,
    Add,
    Claim,
    Discard,
    DrawStock,
    Lay,
    Pass,
    Play,
    Raid,
    Stop,
    SwapAce,
    SwapJoker,
    TakeDiscard,
    parse_placement,
)
from sixseq.games.six_sequences.rules.errors import REFUSE
from sixseq.games.six_sequences.rules.melds import (
    Combination,
    Placement,
    Sequence,
    Series,
    extend_sequence,
    new_sequence,
    raidable,
    series_rank,
)
from sixseq.games.six_sequences.rules.observation import UNKNOWN_SEAT, Observation
from sixseq.games.six_sequences.rules.scoring import RoundScore, score_round
from sixseq.games.six_sequences.rules.table import (
    HAND_DEALT,
    HAND_FULL,
    NEW_COMBINATION_PHASES,
    PLAY_PHASES,
    Phase,
    TableConfig,
)

NO_CARD = -1


_NON_JOKERS = ((1 << DECK_SIZE) - 1) & ~mask_of(s * N_RANKS + JOKER for s in range(6))

# Every mutable field of a position, copied (see GameState._save).
_Snapshot = tuple[Any, ...]


def _bit(card: Card) -> int:
    return 1 << card


class GameState:
    """A round in progress. Seats are numbered in play order (SS-SEAT-1)."""

    __slots__ = (
        "_acted", "_actions", "_claim_queue", "_claimed", "_claims", "_combos", "_deck",
        "_discard", "_hands", "_known", "_legal", "_legal_version", "_next_id", "_passes",
        "_pending", "_played", "_seq_count", "_series_count", "_stack", "_stock_pos", "_took",
        "_version", "config", "explicit_stops", "first", "phase", "seed", "to_move", "turn",
        "turn_seat",
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
        self._acted = False
        deck = shuffled_deck(random.Random(seed))
        n = config.seats
        self._deck: tuple[Card, ...] = tuple(deck)
        self._hands: list[int] = [0] * n
        for i in range(n):
            seat = (first + i) % n
            for card in deck[i * HAND_DEALT:(i + 1) * HAND_DEALT]:
                self._hands[seat] |= _bit(card)
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
        """
        state = cls(config, seed, first=to_move)
        placed = 0

        def place(cards: Iterable[Card]) -> None:
            nonlocal placed
            for card in cards:
                if placed >> card & 1:
                    raise ValueError(f"{card_str(card)} is placed twice")
                placed |= _bit(card)

        state._hands = [0] * config.seats
        for seat, text in enumerate(hands):
            cards = parse_cards(text)
            place(cards)
            state._hands[seat] = mask_of(cards)
        state._known = [0] * config.seats
        state._combos = {}
        for side, text in table:
            placements = tuple(parse_placement(t) for t in text.split())
            combo_id = state._next_id
            state._next_id += 1
            if len({c % N_RANKS for _, c in placements}) == 1:
                series_rank(placements, minimum=1)  # a remnant may be set up
                suits = mask_of(c // N_RANKS for _, c in placements)
                state._combos[combo_id] = Series(combo_id, side, placements[0][1] % N_RANKS,
                                                 suits, 1)
                state._series_count[side] += 1
            else:
                state._combos[combo_id] = new_sequence(placements, combo_id, side)
                state._seq_count[side] += 1
            place(c for _, c in placements)
        discard_cards = parse_cards(discard)
        pending_card = parse_card(pending) if pending else NO_CARD
        if any(c % N_RANKS == JOKER for c in (*discard_cards, pending_card)):
            raise ValueError("SS-DISCARD-2: a joker is never discarded")
        place(discard_cards)
        top = parse_cards(stock)
        place(top)
        rest = [c for c in shuffled_deck(random.Random(seed)) if not placed >> c & 1]
        size = len(top) + len(rest) if stock_size is None else stock_size
        if size < len(top):
            raise ValueError("the stock is smaller than the cards given for its top")
        out_of_play = len(top) + len(rest) - size
        under = [c for c in rest if c % N_RANKS != JOKER][:out_of_play]
        if len(under) < out_of_play:
            raise ValueError("SS-DISCARD-2: the jokers left over do not fit in the stock")
        gone = mask_of(under)
        state._deck = tuple(top + [c for c in rest if not gone >> c & 1])
        state._stock_pos = 0
        state._discard = (*under, *discard_cards)
        state.turn, state.turn_seat, state.to_move, state.phase = turn, to_move, to_move, phase
        if pending:
            state._pending = pending_card
            state._took = True
            state._known[to_move] = _bit(state._pending)
        return state

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
            self._pending, self._claimed, self._played, self._took, self._passes, self._claims,
            self._claim_queue, self.turn, self.turn_seat, self.to_move, self.phase,
            len(self._actions),
        )

    def _restore(self, snap: _Snapshot) -> None:
        (self._hands, self._known, self._stock_pos, self._discard, self._combos, self._next_id,
         self._series_count, self._seq_count, self._pending, self._claimed, self._played,
         self._took, self._passes, self._claims, self._claim_queue, self.turn, self.turn_seat,
         self.to_move, self.phase, n_actions) = snap
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
        other.explicit_stops, other._acted = self.explicit_stops, False
        other._actions = list(self._actions)
        other._stack = []
        other._legal, other._legal_version, other._version = [], -1, 0
        other._restore(self._save())
        return other

    # --- legal actions --------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to move (``to_move``)."""
        if self._legal_version != self._version:
            self._legal = self._generate()
            self._legal_version = self._version
        return list(self._legal)

    def is_legal(self, action: Action) -> bool:
        return action in self._legal_list()

    def _legal_list(self) -> list[Action]:
        if self._legal_version != self._version:
            self._legal = self._generate()
            self._legal_version = self._version
        return self._legal

    def _generate(self) -> list[Action]:
        phase, seat = self.phase, self.to_move
        if phase == Phase.DRAW:
            can_take = self.config.seats == 2 and self._discard and self._takeable()
            return [DRAW_STOCK, TAKE_DISCARD] if can_take else [DRAW_STOCK]
        if phase == Phase.DISCARD:
            return [Discard(c) for c in cards_in(self._hands[seat] & _NON_JOKERS)]
        if phase == Phase.CLAIM:
            result: list[Action] = [Claim(p) for p in self._claim_plays(seat)]
            result.append(PASS)
            return result
        if phase == Phase.OVER:
            return []
        actions: list[Action] = []
        if phase == Phase.FINAL and not self._played and not self._took and self._discard \
                and self._takeable():
            actions.append(TAKE_DISCARD)
        plays = self._plays(seat, phase in NEW_COMBINATION_PHASES)
        if self._pending != NO_CARD:
            plays = [p for p in plays if self._keeps_discard_usable(p)]
        actions.extend(plays)
        if self._pending == NO_CARD:
            actions.append(PASS if phase == Phase.FINAL else STOP)
        return actions

    # --- play generation ------------------------------------------------------------------------

    def _raidable(self, side: int) -> int:
        """SS-MELD-5: the cards of the side's series laid on earlier turns."""
        return raidable(self._combos.values(), side, self.turn)

    def _plays(self, seat: int, allow_new: bool) -> list[Play]:
        """All plays (SS-TURN-2/4) for ``seat``, before the taken-discard filter."""
        hand = self._hands[seat]
        side = self.config.side_of(seat)
        pending = self._pending
        usable = hand & ~_bit(pending) if pending != NO_CARD else hand
        plays: list[Play] = []
        own_seqs: list[Sequence] = []
        own_series: list[Series] = []
        raid_mask = 0
        turn = self.turn
        for combo in self._combos.values():
            if isinstance(combo, Sequence):
                if combo.side == side:
                    own_seqs.append(combo)
                if combo.joker or combo.ace_low or combo.one_high:
                    self._swaps(combo, usable, plays)
            elif combo.side == side:
                own_series.append(combo)
                if combo.turn < turn:
                    raid_mask |= combo.mask()
        if allow_new:
            pool = hand | raid_mask
            for suit in range(6):
                avail = (pool >> (suit * N_RANKS)) & 0xFFFFF
                if avail.bit_count() >= 3:
                    plays.extend(Lay(p) for p in _sequence_fills(suit, avail, None))
            if len(own_series) < self._seq_count[side]:
                plays.extend(Lay(p) for p in _series_fills(hand))
        for seq in own_seqs:
            base = seq.suit * N_RANKS
            from_hand = (usable >> base) & 0xFFFFF
            from_series = (raid_mask >> base) & 0xFFFFF
            if from_hand or from_series:
                for position in (seq.low - 1, seq.high + 1):
                    if not LOW_POSITION <= position <= HIGH_POSITION:
                        continue
                    for rank in _RANKS_AT[position]:
                        if from_hand >> rank & 1:
                            plays.append(Add(seq.id, ((position, base + rank),)))
                        if from_series >> rank & 1:
                            plays.append(Raid(base + rank, seq.id, position))
                    if from_hand & 1:
                        plays.append(Add(seq.id, ((position, base),)))
            if pending != NO_CARD and pending // N_RANKS == seq.suit:
                plays.extend(Add(seq.id, p) for p in _extensions_with(seq, pending, hand))
        for series in own_series:
            rank = series.rank
            for suit in range(6):
                card = suit * N_RANKS + rank
                if usable >> card & 1 and not series.suits >> suit & 1:
                    plays.append(Add(series.id, ((rank, card),)))
        return plays

    @staticmethod
    def _swaps(seq: Sequence, usable: int, plays: list[Play]) -> None:
        """SS-JOKER-1 and SS-ACE-1: swaps from hand into any side's sequence."""
        base = seq.suit * N_RANKS
        if seq.joker:
            for rank in ranks_for_position(seq.joker):
                if usable >> (base + rank) & 1:
                    plays.append(SwapJoker(base + rank, seq.id))
        if seq.low == LOW_POSITION and seq.ace_low and seq.joker != LOW_POSITION \
                and usable >> (base + ONE) & 1:
            plays.append(SwapAce(base + ONE, seq.id))
        if seq.high == HIGH_POSITION and seq.one_high and seq.joker != HIGH_POSITION \
                and usable >> (base + ACE) & 1:
            plays.append(SwapAce(base + ACE, seq.id))

    # --- the taken discard (SS-DISCARD-3) -------------------------------------------------------

    def _plays_using(self, seat: int, card: Card) -> list[Lay | Add]:
        """Plays that use ``card`` (in ``seat``'s hand) at once: a new combination holding it,
        or an extension of an own sequence holding it and at least one more hand card."""
        hand = self._hands[seat]
        side = self.config.side_of(seat)
        raid_mask = self._raidable(side)
        suit, rank = divmod(card, N_RANKS)
        plays: list[Lay | Add] = []
        avail = ((hand | raid_mask) >> (suit * N_RANKS)) & 0xFFFFF
        plays.extend(Lay(p) for p in _sequence_fills(suit, avail, card))
        if self._series_count[side] < self._seq_count[side]:
            plays.extend(Lay(p) for p in _series_fills(hand, rank) if (rank, card) in p)
        for combo in self._combos.values():
            if isinstance(combo, Sequence) and combo.side == side and combo.suit == suit:
                plays.extend(Add(combo.id, p) for p in _extensions_with(combo, card, hand))
        return plays

    def _discard_usable(self) -> bool:
        """Whether the pending discard can still be used this phase (SS-DISCARD-3), at once or
        after plays that enable it (in the play a won claim named, when it named one)."""
        seat, card = self.to_move, self._pending
        if any(self._wanted(p) for p in self._plays_using(seat, card)):
            return True
        return self._might_use(seat, card) and bool(self._uses(seat, card, first_only=True))

    def _wanted(self, play: Lay | Add) -> bool:
        return self._claimed is None or play == self._claimed

    def _uses(self, seat: int, card: Card, first_only: bool) -> list[Lay | Add]:
        """Every play that can use ``card`` (in ``seat``'s hand, pending) this phase, at once
        or after enabling plays (just the first found with ``first_only``): the one search
        behind both taking (SS-DISCARD-3) and claiming (SS-DISCARD-4).

        The search is exact, with no depth bound. Enabling plays are the plays that change
        what can use the card: swaps (they bring a joker, an A or a 1 to hand), raids and
        single adds growing a sequence of its suit, and raids emptying a series (SS-MELD-3).
        Nothing else can enable a use: adds to a series or to a sequence of another suit only
        take cards out of hand; a new combination laid first either holds cards that, laid
        together with the discard, already make a use found at once (a sequence then extended
        by the discard and a hand card is one longer sequence), or is the sequence that lets a
        series be laid, which :meth:`_series_after_sequence` covers. The search ends: every
        enabling play moves a card from hand or a series onto a sequence, or trades a real card
        for the joker, A or 1 standing for it, so the positions it can reach are finitely many,
        and each is searched once (``seen``).
        """
        found: list[Lay | Add] = []
        self._search_uses(seat, card, first_only, set(), found)
        return found

    def _search_uses(self, seat: int, card: Card, first_only: bool,
                     seen: set[tuple[object, ...]], found: list[Lay | Add]) -> bool:
        """Depth-first part of :meth:`_uses`; True once ``first_only`` has its play."""
        series_path = self._series_path(seat, card)
        here = self._plays_using(seat, card)
        if series_path:
            here += self._series_after_sequence(seat, card)
        for use in here:
            if self._wanted(use) and use not in found:
                found.append(use)
                if first_only:
                    return True
        suit = card // N_RANKS
        for play in self._plays(seat, allow_new=False):
            if isinstance(play, Add):
                combo = self._combos[play.combo]
                relevant = isinstance(combo, Sequence) and combo.suit == suit \
                    and card not in play.cards()
            elif isinstance(play, Raid):
                combo = self._combos[play.combo]
                relevant = series_path or (isinstance(combo, Sequence) and combo.suit == suit)
            else:
                relevant = True  # swaps bring a card to hand
            if not relevant:
                continue
            snap = self._save()
            self._do_play(play)
            key = (self._hands[seat], tuple(self._combos.values()))
            done = False
            if key not in seen:
                seen.add(key)
                done = self._search_uses(seat, card, first_only, seen, found)
            self._restore(snap)
            if done:
                return True
        return False

    def _series_path(self, seat: int, card: Card) -> bool:
        """Whether two more cards of the discard's rank are in hand (a series could hold it)."""
        rank = card % N_RANKS
        hand = self._hands[seat] & ~_bit(card)
        return sum(hand >> (s * N_RANKS + rank) & 1 for s in range(6)) >= 2

    def _might_use(self, seat: int, card: Card) -> bool:
        """A cheap necessary condition for any use of ``card``, so that the exact search runs
        only in the rare positions that pass it. (Swaps can bring to hand only jokers, As and
        1s, and a chain of swaps only more of them: a joker is never a series partner, and it
        makes a run with ``card`` only beside a real card within two positions.)"""
        hand = self._hands[seat] & ~_bit(card)
        gains = 0  # cards that swaps could bring to hand now
        for combo in self._combos.values():
            if isinstance(combo, Sequence):
                swaps: list[Play] = []
                self._swaps(combo, hand, swaps)
                for swap in swaps:
                    assert isinstance(swap, SwapJoker | SwapAce)
                    gains |= _bit(_swap(combo, swap)[0])
        suit, rank = divmod(card, N_RANKS)
        reach = hand | gains
        if sum(reach >> (s * N_RANKS + rank) & 1 for s in range(6)) >= 2:
            return True  # a series could hold it
        side = self.config.side_of(seat)
        avail = ((reach | self._raidable(side)) >> (suit * N_RANKS)) & 0xFFFFF
        if not avail:
            return False
        if avail & 1 or any(isinstance(c, Sequence) and c.side == side and c.suit == suit
                            for c in self._combos.values()):
            return True
        return any(
            avail >> r & 1
            for position in positions_for_rank(rank)
            for near in range(max(LOW_POSITION, position - 2), min(HIGH_POSITION, position + 2) + 1)
            if near != position
            for r in ranks_for_position(near))

    def _series_after_sequence(self, seat: int, card: Card) -> list[Lay]:
        """SS-MELD-3: the series holding ``card`` that become possible once one more sequence
        is laid (from hand and raidable series cards) without the cards the series needs —
        none when the phase allows no new combination or a series is possible already."""
        side = self.config.side_of(seat)
        if self.phase not in NEW_COMBINATION_PHASES \
                or self._series_count[side] < self._seq_count[side]:
            return []
        hand = self._hands[seat]
        series = [p for p in _series_fills(hand, card % N_RANKS) if (card % N_RANKS, card) in p]
        pool = (hand | self._raidable(side)) & ~_bit(card)
        result: list[Lay] = []
        for placed in series:
            needs = mask_of(c for _, c in placed)
            free = pool & ~needs
            if any(_sequence_fills(suit, (free >> (suit * N_RANKS)) & 0xFFFFF, None)
                   for suit in range(6) if (free >> (suit * N_RANKS) & 0xFFFFF).bit_count() >= 3):
                result.append(Lay(placed))
        return result

    def _keeps_discard_usable(self, play: Play) -> bool:
        if isinstance(play, Lay | Add) and self._pending in play.cards():
            return self._wanted(play)
        snap = self._save()
        self._do_play(play)
        usable = self._pending == NO_CARD or self._discard_usable()
        self._restore(snap)
        return usable

    def _takeable(self) -> bool:
        """SS-DISCARD-3: the top discard may be taken only if the seat to move can use it."""
        snap = self._save()
        self._take_top()
        usable = self._discard_usable()
        self._restore(snap)
        return usable

    def _take_top(self) -> None:
        card = self._discard[-1]
        seat = self.to_move
        self._discard = self._discard[:-1]
        self._hands[seat] |= _bit(card)
        self._known[seat] |= _bit(card)
        self._pending = card
        self._took = True
        if self.phase == Phase.DRAW:
            self.phase = Phase.LAY

    def _claim_plays(self, seat: int) -> list[Lay | Add]:
        """SS-DISCARD-4: the plays ``seat`` could use the top discard in, were its claim to
        win — found by the same search as a take (SS-DISCARD-3), enabling plays included."""
        card = self._discard[-1]
        snap = self._save()
        try:
            self._start_turn(seat)  # a claim is the draw of a turn of its own (SS-MELD-5)
            self._take_top()
            plays = self._plays_using(seat, card)
            if self._might_use(seat, card):
                plays = self._uses(seat, card, first_only=False)
            return plays
        finally:
            self._restore(snap)

    # --- applying -------------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Apply a legal action for the seat to move; refuse anything else (state unchanged)."""
        self._apply(action)

    def _apply(self, action: Action) -> _Snapshot:
        """:meth:`apply`, returning the snapshot of the position before it. Should anything
        fail half-way, the position is put back as it was before the error goes on."""
        legal = self._legal_list()
        if not any(x is action for x in legal) and action not in legal:
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
        self._acted = False
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
            self._hands[seat] &= ~_bit(action.card)
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
        self._acted = isinstance(action, Play | Claim) and self.to_move == seat
        self._settle()

    def _do_play(self, play: Play) -> None:
        seat = self.to_move
        side = self.config.side_of(seat)
        hands = self._hands
        if isinstance(play, Lay):
            cards = play.cards()
            for card in cards:
                if hands[seat] >> card & 1:
                    hands[seat] &= ~_bit(card)
                else:
                    self._take_from_series(side, card)
            combo_id = self._next_id
            self._next_id += 1
            if play.is_series():
                suits = 0
                for card in cards:
                    suits |= 1 << (card // N_RANKS)
                self._combos[combo_id] = Series(combo_id, side, cards[0] % N_RANKS, suits,
                                                self.turn)
                self._series_count[side] += 1
            else:
                self._combos[combo_id] = new_sequence(play.placements, combo_id, side)
                self._seq_count[side] += 1
        elif isinstance(play, Add):
            for card in play.cards():
                hands[seat] &= ~_bit(card)
            combo = self._combos[play.combo]
            if isinstance(combo, Sequence):
                self._combos[play.combo] = extend_sequence(combo, play.placements)
            else:
                suits = combo.suits
                for card in play.cards():
                    suits |= 1 << (card // N_RANKS)
                self._combos[play.combo] = Series(combo.id, combo.side, combo.rank, suits,
                                                  combo.turn)
        elif isinstance(play, Raid):
            self._take_from_series(side, play.card)
            seq = self._combos[play.combo]
            assert isinstance(seq, Sequence)
            self._combos[play.combo] = extend_sequence(seq, ((play.position, play.card),))
        else:
            seq = self._combos[play.combo]
            assert isinstance(seq, Sequence)
            gained, swapped = _swap(seq, play)
            self._combos[play.combo] = swapped
            hands[seat] = (hands[seat] & ~_bit(play.card)) | _bit(gained)
            self._known[seat] |= _bit(gained)
        if self._pending != NO_CARD and not hands[seat] >> self._pending & 1:
            self._pending = NO_CARD
            self._claimed = None
        self._known[seat] &= hands[seat]
        self._played = True
        if self.phase == Phase.COMPLETE:
            self._refill(seat)  # SS-TURN-4

    def _take_from_series(self, side: int, card: Card) -> None:
        for combo in self._combos.values():
            if isinstance(combo, Series) and combo.side == side and combo.rank == card % N_RANKS \
                    and combo.suits >> (card // N_RANKS) & 1:
                suits = combo.suits & ~(1 << (card // N_RANKS))
                if suits:
                    self._combos[combo.id] = Series(combo.id, side, combo.rank, suits, combo.turn)
                else:  # SS-MELD-3 ruling: an emptied series disappears
                    del self._combos[combo.id]
                    self._series_count[side] -= 1
                return
        raise AssertionError(f"{card_str(card)} is in no series of side {side}")

    def _draw(self, seat: int) -> None:
        self._hands[seat] |= _bit(self._deck[self._stock_pos])
        self._stock_pos += 1

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
        self._take_top()
        self.phase = Phase.LAY
        if claim.play in self._plays_using(winner, self._pending):
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

    def _settle(self) -> None:
        """End phases that hold no decision, so every position waits for a real choice."""
        while True:
            phase = self.phase
            if phase in (Phase.DRAW, Phase.CLAIM, Phase.OVER):
                return
            if phase == Phase.DISCARD:
                if self._hands[self.to_move] & _NON_JOKERS:
                    return
                self._end_turn(discarded=False)  # SS-TURN-5 ruling: nothing may be discarded
            else:
                if self._acted and self.explicit_stops:
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

    # --- checking (the reasons behind refusals) ----------------------------------------------

    def check(self, action: Action) -> None:
        """Raise the :class:`IllegalAction` that explains why ``action`` is refused now.

        Returns quietly for a legal action. Player-facing: every refusal names its rule.
        """
        _check_shape(action)
        phase, seat = self.phase, self.to_move
        if phase == Phase.OVER:
            raise REFUSE("round_over")
        if isinstance(action, DrawStock):
            if phase == Phase.FINAL:
                raise REFUSE("no_draw_final")
            if phase != Phase.DRAW:
                raise REFUSE("draw_at_start")
        elif isinstance(action, TakeDiscard):
            self._check_take()
        elif isinstance(action, Claim):
            self._check_claim(action)
        elif isinstance(action, Stop):
            if phase not in (Phase.LAY, Phase.COMPLETE):
                raise REFUSE("nothing_to_stop")
            self._check_pending_used()
        elif isinstance(action, Pass):
            if phase not in (Phase.CLAIM, Phase.FINAL):
                raise REFUSE("pass_when")
            if phase == Phase.FINAL:
                self._check_pending_used()
        elif isinstance(action, Discard):
            if phase != Phase.DISCARD:
                raise REFUSE("discard_at_end")
            if action.card % N_RANKS == JOKER:
                raise REFUSE("joker_discard")
            self._check_in_hand(action.card, "SS-TURN-5")
        else:
            if phase not in PLAY_PHASES:
                raise REFUSE("plays_when")
            self._check_play(action, seat)
            claimed = self._claimed
            if claimed is not None and isinstance(action, Lay | Add) \
                    and self._pending in action.cards() and action != claimed:
                raise REFUSE("claimed_play", card=card_str(self._pending),
                             play=claimed.text(ascii=False))
            if self._pending != NO_CARD and not self._keeps_discard_usable(action):
                raise REFUSE("discard_spoiled")

    def _check_in_hand(self, card: Card, rule: str) -> None:
        if not self._hands[self.to_move] >> card & 1:
            raise REFUSE("not_in_hand", rule, card=card_str(card))

    def _check_pending_used(self) -> None:
        if self._pending != NO_CARD:
            raise REFUSE("use_taken_first", card=card_str(self._pending))

    def _check_take(self) -> None:
        phase = self.phase
        if phase == Phase.FINAL:
            if self._played or self._took:
                raise REFUSE("take_at_start")
        elif phase != Phase.DRAW:
            raise REFUSE("take_instead_of_draw")
        elif self.config.seats > 2:
            raise REFUSE("claim_only")
        if not self._discard:
            raise REFUSE("discard_empty")
        if not self._takeable():
            raise REFUSE("take_unusable", card=card_str(self._discard[-1]))

    def _check_claim(self, claim: Claim) -> None:
        if self.phase != Phase.CLAIM:
            raise REFUSE("no_claim_now")
        card = self._discard[-1]
        if card not in claim.play.cards():
            raise REFUSE("claim_must_use", card=card_str(card))
        seat = self.to_move
        if claim.play in self._claim_plays(seat):
            return
        snap = self._save()
        try:
            self._start_turn(seat)
            self._take_top()
            self._check_play(claim.play, seat)
        finally:
            self._restore(snap)

    def _check_play(self, play: Action, seat: int) -> None:
        side = self.config.side_of(seat)
        if isinstance(play, Lay):
            self._check_lay(play, seat, side)
        elif isinstance(play, Add):
            self._check_add(play, side)
        elif isinstance(play, Raid):
            self._check_raid(play, side)
        elif isinstance(play, SwapJoker | SwapAce):
            self._check_in_hand(play.card, "SS-JOKER-1" if isinstance(play, SwapJoker)
                                else "SS-ACE-1")
            if play.card == self._pending:
                raise REFUSE("taken_no_swap")
            seq = self._combos.get(play.combo)
            if not isinstance(seq, Sequence):
                raise REFUSE("not_a_sequence", combo=play.combo)
            _swap(seq, play)

    def _check_lay(self, lay: Lay, seat: int, side: int) -> None:
        if self.phase == Phase.COMPLETE:
            raise REFUSE("no_new_completing")
        cards = lay.cards()
        if len(set(cards)) != len(cards):
            raise REFUSE("card_twice")
        raid_mask = self._raidable(side)
        # Judge by what the player meant: one rank, or all suits different, is a series.
        is_series = lay.is_series() or len({c // N_RANKS for c in cards}) == len(cards)
        for card in cards:
            if self._hands[seat] >> card & 1:
                continue
            if raid_mask >> card & 1:
                if is_series:
                    raise REFUSE("series_cards_to_sequences")
                continue
            if self._in_own_series(side, card):
                raise REFUSE("raid_earlier_only")
            raise REFUSE("not_in_hand", card=card_str(card))
        if is_series:
            series_rank(lay.placements)
            if self._series_count[side] + 1 > self._seq_count[side]:
                raise REFUSE("too_many_series", series=self._series_count[side],
                                    sequences=self._seq_count[side])
        else:
            new_sequence(lay.placements, 0, side)

    def _in_own_series(self, side: int, card: Card) -> bool:
        return any(isinstance(c, Series) and c.side == side and c.mask() >> card & 1
                   for c in self._combos.values())

    def _check_add(self, add: Add, side: int) -> None:
        combo = self._combos.get(add.combo)
        if combo is None:
            raise REFUSE("no_combination", combo=add.combo)
        if combo.side != side:
            raise REFUSE("not_your_combination")
        cards = add.cards()
        for card in cards:
            if not self._hands[self.to_move] >> card & 1:
                if self._in_own_series(side, card):
                    raise REFUSE("raid_with_raid")
                raise REFUSE("not_in_hand", "SS-MELD-4", card=card_str(card))
        if self._pending in cards:
            if isinstance(combo, Series):
                raise REFUSE("taken_not_series")
            if len(cards) < 2:
                raise REFUSE("taken_with_hand_card")
        elif len(cards) != 1:
            raise REFUSE("one_at_a_time")
        if isinstance(combo, Sequence):
            extend_sequence(combo, add.placements)
            return
        if series_rank(add.placements, minimum=1) != combo.rank:
            raise REFUSE("series_other_rank", combo=combo.id)
        if combo.suits >> (cards[0] // N_RANKS) & 1:
            raise REFUSE("series_suit_twice")

    def _check_raid(self, raid: Raid, side: int) -> None:
        if not self._in_own_series(side, raid.card):
            raise REFUSE("not_in_series", card=card_str(raid.card))
        if not self._raidable(side) >> raid.card & 1:
            raise REFUSE("raid_earlier_only")
        seq = self._combos.get(raid.combo)
        if not isinstance(seq, Sequence) or seq.side != side:
            raise REFUSE("raid_own_sequences")
        extend_sequence(seq, ((raid.position, raid.card),))

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
        )

    @classmethod
    def from_observation(cls, obs: Observation, rng: random.Random) -> GameState:
        """A full position consistent with ``obs``: unseen cards dealt at random to the other
        hands (around the cards they are known to hold) and to the stock. Searching players
        sample many of these (determinization). During a claim window the other seats' claims
        are unknown and taken as not made."""
        unseen = list(obs.unseen_cards())
        stable_shuffle(unseen, rng)
        hands = list(obs.known)
        hands[obs.seat] = mask_of(obs.hand)
        for seat in range(obs.config.seats):
            missing = obs.hand_sizes[seat] - hands[seat].bit_count()
            for card in unseen[:missing]:
                hands[seat] |= _bit(card)
            del unseen[:missing]
        state = cls.__new__(cls)
        state.config, state.seed, state.first = obs.config, -1, obs.first
        state.explicit_stops, state._acted = True, False
        state._deck, state._actions, state._stack = tuple(unseen), [], []
        state._legal, state._legal_version, state._version = [], -1, 0
        series_count = [0] * obs.config.sides
        seq_count = [0] * obs.config.sides
        for combo in obs.combinations:
            (seq_count if isinstance(combo, Sequence) else series_count)[combo.side] += 1
        pending = NO_CARD if obs.pending_discard is None else obs.pending_discard
        claims: tuple[tuple[int, Claim], ...] = ()
        queue: tuple[int, ...] = ()
        if obs.phase == Phase.CLAIM:
            if obs.my_claim is not None:
                claims = ((obs.seat, obs.my_claim),)
            n = obs.config.seats
            order = [(obs.turn_seat + k) % n for k in range(1, n)]
            queue = tuple(order[order.index(obs.seat):]) if obs.to_move == obs.seat else ()
        state._restore((
            hands, list(hands), 0, obs.discard, {c.id: c for c in obs.combinations},
            obs.next_id, series_count, seq_count, pending, obs.claimed_play,
            obs.played_this_turn, obs.took_this_turn, obs.passes, claims, queue, obs.turn,
            obs.turn_seat, obs.to_move, obs.phase, 0))
        state._known = list(obs.known)
        return state

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


# --- the shape of an action ---------------------------------------------------------------------

def _check_shape(action: object) -> None:
    """Refuse an action built with what no rule can judge: a card outside the deck, a position
    or combination number that is not a whole number, a play without cards (SS-DECK-1). The
    rules then see only well-formed actions, so a bad one is an IllegalAction, never an
    IndexError or a TypeError."""
    if isinstance(action, Claim):
        if not isinstance(action.play, Lay | Add):
            raise REFUSE("not_possible", action=type(action.play).__name__)
        action = action.play
    numbers: list[object] = []
    cards: list[object] = []
    if isinstance(action, Lay | Add):
        if isinstance(action, Add):
            numbers.append(action.combo)
        if not action.placements:
            raise REFUSE("no_cards")
        for placement in action.placements:
            if not isinstance(placement, tuple) or len(placement) != 2:
                raise REFUSE("no_such_card", card=repr(placement)[:24])
            numbers.append(placement[0])
            cards.append(placement[1])
    elif isinstance(action, Raid):
        numbers += [action.combo, action.position]
        cards.append(action.card)
    elif isinstance(action, SwapJoker | SwapAce):
        numbers.append(action.combo)
        cards.append(action.card)
    elif isinstance(action, Discard):
        cards.append(action.card)
    elif not isinstance(action, DrawStock | TakeDiscard | Stop | Pass):
        raise REFUSE("not_possible", action=type(action).__name__)
    for card in cards:
        if type(card) is not int or not 0 <= card < DECK_SIZE:
            raise REFUSE("no_such_card", card=repr(card)[:24])
    for number in numbers:
        if type(number) is not int:
            raise REFUSE("not_a_number", value=repr(number)[:24])


# --- pure helpers for play generation -------------------------------------------------------------

# The real ranks that may stand at each position (index = position 0..19).
_RANKS_AT = tuple(ranks_for_position(p) if p else () for p in range(HIGH_POSITION + 1))


def _fills(positions: Iterable[int], suit: int, avail: int) -> list[tuple[Placement, ...]]:
    """Every way to fill ``positions`` (ascending) with distinct cards of the 20-bit rank mask
    ``avail`` of ``suit``, the joker standing at most once."""
    base = suit * N_RANKS
    has_joker = avail & 1
    partial: list[tuple[tuple[Placement, ...], int]] = [((), 0)]
    for p in positions:
        grown = []
        reals = [r for r in ranks_for_position(p) if avail >> r & 1]
        for placed, used in partial:
            for r in reals:
                if not used >> r & 1:
                    grown.append(((*placed, (p, base + r)), used | 1 << r))
            if has_joker and not used & 1:
                grown.append(((*placed, (p, base)), used | 1))
        if not grown:
            return []
        partial = grown
    return [placed for placed, _ in partial]


def _position_mask(avail: int) -> int:
    """The sequence positions (bit = position) that the 20-bit rank mask ``avail`` can fill
    with a real card; the 1 and the A each fill position 1 or 19."""
    mask = avail & 0xFFFFE
    if avail & (1 << ONE | 1 << ACE):
        mask |= 1 << LOW_POSITION | 1 << HIGH_POSITION
    return mask


def _sequence_fills(suit: int, avail: int, must: Card | None) -> list[tuple[Placement, ...]]:
    """Every new sequence of ``suit`` from the 20-bit rank mask ``avail`` (SS-MELD-2); with
    ``must``, only those holding that card."""
    has_joker = avail & 1
    filled = _position_mask(avail)
    pairs = filled & filled >> 1
    if has_joker:
        if not (pairs | filled & filled >> 2):
            return []  # no three positions in a row hold two real cards
    elif not pairs & filled >> 2:
        return []  # no three real cards in a row
    spots: tuple[int, ...] = ()
    if must is not None and must % N_RANKS != JOKER:
        spots = positions_for_rank(must % N_RANKS)
    results: list[tuple[Placement, ...]] = []
    for low in range(LOW_POSITION, HIGH_POSITION - 1):
        if spots and low > spots[-1]:
            break
        missing = 0
        for high in range(low, HIGH_POSITION + 1):
            if not filled >> high & 1:
                missing += 1
                if missing > has_joker:
                    break
            if high - low < 2 or (spots and not any(low <= p <= high for p in spots)):
                continue
            for placed in _fills(range(low, high + 1), suit, avail):
                if must is None or any(c == must for _, c in placed):
                    results.append(placed)
    return results


def _series_fills(hand: int, only_rank: int | None = None) -> list[tuple[Placement, ...]]:
    """Every new series (SS-MELD-1) from the hand's cards, optionally of one rank."""
    # Count, for every rank at once, how many suits hold it (a 3-bit counter per rank bit).
    ones = twos = fours = 0
    for suit in range(6):
        column = (hand >> (suit * N_RANKS)) & 0xFFFFE  # jokers never go in a series
        carry = ones & column
        ones ^= column
        fours |= twos & carry
        twos ^= carry
    ranks = (fours | twos & ones) if only_rank is None else (fours | twos & ones) & 1 << only_rank
    results = []
    while ranks:
        low = ranks & -ranks
        ranks ^= low
        rank = low.bit_length() - 1
        cards = [s * N_RANKS + rank for s in range(6) if hand >> (s * N_RANKS + rank) & 1]
        for size in range(3, len(cards) + 1):
            for chosen in subsets(cards, size):
                results.append(tuple((rank, c) for c in chosen))
    return results


def _extensions_with(seq: Sequence, card: Card, hand: int) -> list[tuple[Placement, ...]]:
    """SS-DISCARD-3 (b): extensions of ``seq`` by hand cards, at either end or both, that hold
    ``card`` and at least one more card."""
    suit = seq.suit
    avail = (hand >> (suit * N_RANKS)) & 0xFFFFF
    results: list[tuple[Placement, ...]] = []
    for low in range(seq.low, LOW_POSITION - 1, -1):
        below = range(low, seq.low)
        if below and not _fills(below, suit, avail):
            break  # filling further down needs these positions too
        for high in range(seq.high, HIGH_POSITION + 1):
            positions = [*below, *range(seq.high + 1, high + 1)]
            if len(positions) < 2:
                continue
            fills = _fills(positions, suit, avail)
            if not fills:
                break  # nor can any longer extension upwards
            results.extend(f for f in fills if any(c == card for _, c in f))
    return results


def _swap(seq: Sequence, play: SwapJoker | SwapAce) -> tuple[Card, Sequence]:
    """The card a swap gives to hand and the sequence after it (SS-JOKER-1, SS-ACE-1)."""
    card = play.card
    suit, rank = divmod(card, N_RANKS)
    if suit != seq.suit:
        raise REFUSE("swap_wrong_suit", "SS-JOKER-1" if isinstance(play, SwapJoker)
                            else "SS-ACE-1", card=card_str(card))
    base = suit * N_RANKS
    if isinstance(play, SwapJoker):
        position = seq.joker
        if not position or position not in positions_for_rank(rank) or rank == JOKER:
            raise REFUSE("not_joker_card", card=card_str(card))
        ace_low = seq.ace_low or (position == LOW_POSITION and rank == ACE)
        one_high = seq.one_high or (position == HIGH_POSITION and rank == ONE)
        if position == LOW_POSITION and rank == ONE:
            ace_low = False
        if position == HIGH_POSITION and rank == ACE:
            one_high = False
        return base + JOKER, Sequence(seq.id, seq.side, suit, seq.low, seq.high, 0, ace_low,
                                      one_high)
    if rank == ONE and seq.low == LOW_POSITION and seq.ace_low and seq.joker != LOW_POSITION:
        return base + ACE, Sequence(seq.id, seq.side, suit, seq.low, seq.high, seq.joker, False,
                                    seq.one_high)
    if rank == ACE and seq.high == HIGH_POSITION and seq.one_high \
            and seq.joker != HIGH_POSITION:
        return base + ONE, Sequence(seq.id, seq.side, suit, seq.low, seq.high, seq.joker,
                                    seq.ace_low, False)
    raise REFUSE("ace_swap_only")
