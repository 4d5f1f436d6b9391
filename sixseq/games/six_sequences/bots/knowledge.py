"""What a seat can work out from what it sees, as numbers a bot can compare.

A :class:`Reading` is built from one :class:`Observation` (never from the state) and scores
positions from that seat's side: for every suit, how likely the side is to dominate it
(SS-SCORE-1) and what its kept sequence would then be worth, given the cards it holds, the cards
still unseen and the rivals' sequences; minus what the cards in hand may cost at the end
(SS-SCORE-3). Plays are scored by how much they change that value (``play_gain``), discards by
what the hand loses and what a rival may gain from the card (``discard_cost``). Medium plays by
these numbers; Hard steers its simulations with them too, its own side by ``HARD_WEIGHTS``.

The numbers are estimates, tuned by play (``sixseq arena``), not exact expectations.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import lru_cache

from sixseq.decks.sixsuit import (
    ACE,
    DECK_SIZE,
    HIGH_POSITION,
    JOKER,
    LOW_POSITION,
    N_RANKS,
    N_SUITS,
    ONE,
    Card,
    cards_in,
)
from sixseq.games.six_sequences.rules.actions import Lay, Play, Raid, SwapAce, SwapJoker
from sixseq.games.six_sequences.rules.melds import Sequence, Series, extend_sequence, new_sequence
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.scoring import card_penalty
from sixseq.games.six_sequences.rules.table import Phase

_SUIT_BITS = 0xFFFFF
_STOCK_DEALT_2 = DECK_SIZE - 16  # the stock of a two-seat deal: the scale of "early"
_MAX_WALK = 7  # positions looked at beyond a sequence end: further ones are too uncertain


@dataclass(frozen=True, slots=True)
class Weights:
    """The tunable constants of the reading (defaults found by arena play against Easy)."""

    tempo: float = 0.45  # a hand card laid is replaced by a fresh draw while the stock lasts
    reach: float = 1.5  # scales the chance of getting an unseen card later
    spread: float = 1.2  # how sure a lead of one card in length is (logistic scale)
    rivalry: float = 1.0  # weight of a rival side's points, two sides (halved with more)
    danger: float = 1.0  # weight of what a discard may give a rival at once
    penalty_turns: float = 2.5  # own turns left at which half a held penalty is expected
    raid: float = 0.15  # a raid now rather than later: the card counts for sure
    series_card: float = 0.6  # a card that could form or join a series (tempo, raid reserve)
    commit: float = 0.05  # a card put on the table now rather than held (lost if never laid)
    commit_final: float = 1.0  # ... in the final phase, where a round may end at any pass


DEFAULT_WEIGHTS = Weights()
# Hard's own reading: Medium's, but laying cards sooner and more careful of what its discards
# give and what its hand may cost. Found by paired play of Medium with these weights against
# Medium (each deal played from both seats), where they win about 54 % of the rounds
# (docs/computer-players.md).
HARD_WEIGHTS = replace(DEFAULT_WEIGHTS, commit=1.0, danger=1.6, penalty_turns=1.5)


def position_points(position: int, ace: bool) -> int:
    """SS-SCORE-2 for a position to fill: 5 at 19 when the A (or a joker) stands there."""
    if position == HIGH_POSITION:
        return 5 if ace else 1
    return 2 if 13 <= position <= 18 else 1


def _ranks_at(position: int) -> tuple[int, ...]:
    if position in (LOW_POSITION, HIGH_POSITION):
        return (ONE, ACE)
    return (position,)


_ENDS = 1 << ONE | 1 << ACE  # the cards that may stand at position 1 or 19
_COSTLY = 1 << JOKER | 1 << ACE | sum(1 << r for r in range(13, 19))  # SS-SCORE-3
_PENALTY_BY_RANK = tuple(card_penalty(r) for r in range(N_RANKS))
_RANK_BITS_AT = tuple(sum(1 << r for r in _ranks_at(p)) if p else 0
                      for p in range(HIGH_POSITION + 1))


def _logistic(x: float) -> float:
    """1 / (1 + e^-x) without overflow for the far ends."""
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


@dataclass(frozen=True, slots=True)
class Prospect:
    """A side's best hope in one suit: expected final length and points of one sequence."""

    length: float
    points: float
    high: int


_VALUES = (tuple(position_points(q, False) if q else 0 for q in range(HIGH_POSITION + 1)),
           tuple(position_points(q, True) if q else 0 for q in range(HIGH_POSITION + 1)))

# A walk outward from a sequence end: expected cards, expected points, the chance of reaching
# each position, and the chance that the held joker was used on the way.
_Walk = tuple[float, float, list[tuple[int, float]], float]


def _walk(avail: list[float], values: tuple[int, ...], start: int, step: int, wild: bool
          ) -> _Walk:
    """Walk outward from ``start``; each position is reached with the probability that every
    card up to it is obtainable; a held joker stands for the first uncertain one."""
    length = points = used_wild = 0.0
    cums: list[tuple[int, float]] = []
    cum = 1.0
    q = start
    end = start + step * _MAX_WALK
    while q != end and LOW_POSITION <= q <= HIGH_POSITION:
        a = avail[q]
        if a < 1.0:
            if wild:
                wild = False
                used_wild = cum
            else:
                cum *= a
                if cum < 0.02:
                    break
        length += cum
        points += cum * values[q]
        cums.append((q, cum))
        q += step
    return length, points, cums, used_wild


@lru_cache(maxsize=8192)
def _points(seq: Sequence) -> int:
    """SS-SCORE-2, cached: the same laid sequences are read at every decision."""
    return seq.points()


class Reading:
    """One seat's view of the position at one decision. Per-suit values are computed when first
    needed and cached: a decision usually touches only a few suits."""

    def __init__(self, obs: Observation, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.obs = obs
        self.weights = weights
        config = obs.config
        self.seat = obs.seat
        self.side = side = obs.side
        self.sides = config.sides
        self.stock = obs.stock_count
        self.hand = obs.hand_mask()
        own_series = rival_table = table = 0
        self.my_series: list[Series] = []
        self.my_seqs: list[list[Sequence]] = [[] for _ in range(N_SUITS)]
        self.rival_seqs: list[list[Sequence]] = [[] for _ in range(N_SUITS)]
        self._combos = {c.id: c for c in obs.combinations}
        for combo in obs.combinations:
            mask = combo.mask()
            table |= mask
            if isinstance(combo, Sequence):
                (self.my_seqs if combo.side == side else self.rival_seqs)[combo.suit].append(combo)
            elif combo.side == side:
                own_series |= mask
                self.my_series.append(combo)
            else:
                rival_table |= mask
        self.own_series_mask = own_series
        self.sequence_count = sum(len(s) for s in self.my_seqs)
        # Cards a rival is known to hold, and cards of rival series (theirs to raid).
        rival_known = rival_table
        for s in range(config.seats):
            if config.side_of(s) != side:
                rival_known |= obs.known[s]
        self.rival_known = rival_known
        seen = self.hand | table
        for card in obs.discard:
            seen |= 1 << card
        for known in obs.known:
            seen |= known
        self.unseen = ((1 << DECK_SIZE) - 1) & ~seen
        n_unseen = max(1, self.unseen.bit_count())
        seats = config.seats
        # A card not seen yet is in the stock (drawn by each seat in turn) or in another hand.
        in_stock = self.stock / n_unseen
        rival_slots = sum(max(0, obs.hand_sizes[s] - obs.known[s].bit_count())
                          for s in range(seats) if config.side_of(s) != side)
        partners = len(config.seats_of(side))
        # Each seat draws a share of the stock, but with 3 or 4 seats every other seat's discard
        # may be claimed (SS-DISCARD-4): the chance to get a card does not shrink with the
        # seats, nor grow with a partner. (Arena, Medium vs Easy: 4 seats 0.22 -> 0.28 of the
        # rounds, 3 seats 0.35 -> 0.44; 2 seats and teams as before.)
        self.p_get = min(0.9, weights.reach * in_stock / 2)
        self.p_rival_now = min(1.0, rival_slots / n_unseen)
        self.p_rival = min(0.9, self.p_rival_now + in_stock * (seats - partners) / seats)
        # How many own turns are left, roughly (each turn takes one draw and some refills).
        turns_left = self.stock / (seats * 1.8)
        self.w_penalty = 1.0 / (1.0 + turns_left / weights.penalty_turns)
        early = min(1.0, self.stock / _STOCK_DEALT_2)
        self.spread = weights.spread * early + 0.15
        self.rivalry = weights.rivalry if self.sides == 2 else weights.rivalry / 2
        # What one rival gains from a discard costs less when the other rivals fall behind too.
        self.danger_weight = weights.danger / (self.sides - 1) ** 2
        self.refills = self.stock > 0 and obs.phase != Phase.FINAL
        self.final = obs.phase == Phase.FINAL or self.stock == 0
        self._rivals: list[Prospect | bool | None] = [False] * N_SUITS  # False: not yet known
        self._series_use_cache: list[float] | None = None
        self._parts: list[tuple[float, float] | None] = [None] * N_SUITS

    # --- lazily computed parts ----------------------------------------------------------------

    def _rival(self, suit: int) -> Prospect | None:
        prospect = self._rivals[suit]
        if prospect is False:
            prospect = self._rivals[suit] = self._rival_prospect(suit)
        assert prospect is not True
        return prospect

    @property
    def _series_use(self) -> list[float]:
        if self._series_use_cache is None:
            self._series_use_cache = self._series_chances(self.hand, self.my_series)
        return self._series_use_cache

    def _base(self, suit: int) -> tuple[float, float]:
        parts = self._parts[suit]
        if parts is None:
            parts = self._parts[suit] = self.suit_parts(suit, self.hand, self.own_series_mask,
                                                        self.my_seqs[suit])
        return parts

    def _base_value(self, suit: int) -> float:
        contest, cost = self._base(suit)
        return contest - cost

    # --- per-suit prospects ---------------------------------------------------------------------

    def _rival_prospect(self, suit: int) -> Prospect | None:
        """The strongest rival sequence of the suit, grown by the cards a rival may get."""
        seqs = self.rival_seqs[suit]
        if not seqs:
            return None
        base = suit * N_RANKS
        certain = (self.rival_known >> base) & _SUIT_BITS
        live = (self.unseen >> base) & _SUIT_BITS
        p = self.p_rival
        avail = [0.0] * (HIGH_POSITION + 1)
        for q in range(LOW_POSITION, HIGH_POSITION + 1):
            bits = _RANK_BITS_AT[q]
            avail[q] = 1.0 if certain & bits else p if live & bits else 0.0
        values = _VALUES[1]
        wild = 1.0 if certain & 1 else p if live & 1 else 0.0
        best: Prospect | None = None
        for seq in seqs:
            up = _walk(avail, values, seq.high + 1, 1, False)
            down = _walk(avail, values, seq.low - 1, -1, False)
            prospect = Prospect(len(seq) + up[0] + down[0] + wild,
                                _points(seq) + up[1] + down[1] + wild, seq.high)
            if best is None or (prospect.length, prospect.high) > (best.length, best.high):
                best = prospect
        return best

    def _series_chances(self, hand: int, series: list[Series]) -> list[float]:
        """Per rank, the chance that a held card of it ends in a series (SS-MELD-1): at once if
        an own series of the rank lacks its suit, likely with two more held, possible with one
        more held and a third still unseen (and room under SS-MELD-3)."""
        chances = [0.0] * N_RANKS
        for combo in series:
            chances[combo.rank] = 1.0
        room = 1.0 if self.sequence_count > len(series) else 0.5
        # Count held and unseen cards of every rank at once, suit by suit (bit = rank).
        held_ranks = [0] * N_RANKS
        for suit in range(N_SUITS):
            column = (hand >> (suit * N_RANKS)) & 0xFFFFE
            while column:
                low = column & -column
                held_ranks[low.bit_length() - 1] += 1
                column ^= low
        for rank in range(1, N_RANKS):
            held = held_ranks[rank]
            if held < 2 or chances[rank] == 1.0:
                continue
            if held >= 3:
                chances[rank] = room
                continue
            live = sum(self.unseen >> (s * N_RANKS + rank) & 1 for s in range(N_SUITS))
            if live:
                chances[rank] = (1.0 - (1.0 - self.p_get) ** live) * room
        return chances

    def suit_value(self, suit: int, hand: int, pool: int, my_seqs: list[Sequence]) -> float:
        """The side's prospects in ``suit`` minus the end cost of the held cards of that suit.

        ``hand`` is the seat's hand, ``pool`` the own series cards it may raid; both are full
        card masks, only ``suit`` is read."""
        contest, cost = self.suit_parts(suit, hand, pool, my_seqs)
        return contest - cost

    def suit_parts(self, suit: int, hand: int, pool: int, my_seqs: list[Sequence]
                   ) -> tuple[float, float]:
        """``suit_value`` in two parts: the contest for the suit, the held cards' end cost."""
        base = suit * N_RANKS
        held = (hand >> base) & _SUIT_BITS
        certain = held | (pool >> base) & _SUIT_BITS
        live = (self.unseen >> base) & _SUIT_BITS
        p = self.p_get
        avail = [0.0] * (HIGH_POSITION + 1)
        for q in range(2, HIGH_POSITION):
            if certain >> q & 1:
                avail[q] = 1.0
            elif live >> q & 1:
                avail[q] = p
        ends = certain & _ENDS
        avail[LOW_POSITION] = avail[HIGH_POSITION] = 1.0 if ends else p if live & _ENDS else 0.0
        values = _VALUES[(certain | live) >> ACE & 1]
        wild = bool(held & 1)
        use = [0.0] * (HIGH_POSITION + 1)  # chance the card at a position gets laid
        wild_use = 0.0
        best: Prospect | None = None
        taken = 0  # positions of own sequences and their sure extensions: no block there
        for seq in my_seqs:
            taken |= ((1 << (seq.high + 1)) - 1) & ~((1 << seq.low) - 1)
            up = _walk(avail, values, seq.high + 1, 1, False)
            down = _walk(avail, values, seq.low - 1, -1, wild)
            if wild:
                up_wild = _walk(avail, values, seq.high + 1, 1, True)
                down_dry = _walk(avail, values, seq.low - 1, -1, False)
                if up_wild[1] + down_dry[1] > up[1] + down[1]:
                    up, down = up_wild, down_dry
            for q, cum in up[2] + down[2]:
                if cum >= 1.0:
                    taken |= 1 << q
                if cum > use[q]:
                    use[q] = cum
            wild_use = max(wild_use, up[3], down[3])
            prospect = Prospect(len(seq) + up[0] + down[0], _points(seq) + up[1] + down[1],
                                seq.high)
            if best is None or (prospect.length, prospect.points) > (best.length, best.points):
                best = prospect
        # Blocks of held cards away from own sequences: sequences to come.
        q = LOW_POSITION
        while q <= HIGH_POSITION:
            if avail[q] < 1.0 or taken >> q & 1:
                q += 1
                continue
            start = q
            while q < HIGH_POSITION and avail[q + 1] >= 1.0 and not taken >> (q + 1) & 1:
                q += 1
            end = q
            q += 1
            size = end - start + 1
            up = _walk(avail, values, end + 1, 1, wild)
            down = _walk(avail, values, start - 1, -1, wild and not up[3])
            if size >= 3:
                exist = 1.0
            else:
                u = [c for _, c in up[2][:2]] + [0.0, 0.0]
                d = [c for _, c in down[2][:2]] + [0.0, 0.0]
                if size == 2:
                    exist = 1.0 - (1.0 - u[0]) * (1.0 - d[0])
                else:
                    exist = 1.0 - (1.0 - u[1]) * (1.0 - d[1]) * (1.0 - u[0] * d[0])
            if exist < 0.02:
                continue
            for x in range(start, end + 1):
                if exist > use[x]:
                    use[x] = exist
            for x, cum in up[2] + down[2]:
                if cum * exist > use[x]:
                    use[x] = cum * exist
            wild_use = max(wild_use, exist * max(up[3], down[3]))
            block_points = sum(values[start:end + 1])
            prospect = Prospect(exist * (size + up[0] + down[0]),
                                exist * (block_points + up[1] + down[1]), end)
            if best is None or (prospect.length, prospect.points) > (best.length, best.points):
                best = prospect
        if wild and wild_use == 0.0:
            # A joker with nothing of its suit yet: two cards of it in a row will do.
            wild_use = min(1.0, 2.5 * p)
            if best is None:
                best = Prospect(3 * wild_use, 3 * wild_use, 0)
        return (self._contest(best, self._rival(suit)),
                self._held_cost(suit, held, use, wild_use))

    def _contest(self, mine: Prospect | None, rival: Prospect | None) -> float:
        """SS-SCORE-1 in expectation: the chance of dominating times the points kept, less
        the rival's points times the chance it dominates."""
        if rival is None:
            return mine.points if mine is not None else 0.0
        if mine is None:
            return -self.rivalry * rival.points
        lead = mine.length - rival.length + (0.3 if mine.high > rival.high else -0.3)
        p = _logistic(lead / self.spread)
        return p * mine.points - (1.0 - p) * self.rivalry * rival.points

    def _held_cost(self, suit: int, held: int, use: list[float], wild_use: float) -> float:
        """SS-SCORE-3: the expected end cost of the suit's held cards that may never be laid."""
        costly = held & _COSTLY
        if not costly:
            return 0.0
        cost = 0.0
        series = self._series_use
        for rank in cards_in(costly):
            if rank == JOKER:
                laid = wild_use
            elif rank == ACE:
                laid = max(use[LOW_POSITION], use[HIGH_POSITION], series[rank])
            else:
                laid = max(use[rank], series[rank])
            cost += _PENALTY_BY_RANK[rank] * (1.0 - laid)
        return self.w_penalty * cost

    # --- the whole position and the change a play makes ---------------------------------------

    def value(self) -> float:
        return sum(self._base_value(u) for u in range(N_SUITS)) + self._series_term(self.hand)

    def table_value(self) -> float:
        """The side's expected points from the suit contests (and series hopes), before the
        end cost of the hand."""
        return sum(self._base(u)[0] for u in range(N_SUITS)) + self._series_term(self.hand)

    def held_cost(self) -> float:
        """SS-SCORE-3 in expectation: what the seat's hand may cost at the end."""
        return sum(self._base(u)[1] for u in range(N_SUITS))

    def _series_term(self, hand: int) -> float:
        """Held cards that may go into series: cards laid (tempo) and reserves for raids."""
        chances = self._series_use
        return self.weights.series_card * sum(chances[c % N_RANKS] for c in cards_in(hand))

    def play_gain(self, play: Play) -> float:
        """How much ``play`` improves the side's prospects (0 for doing nothing)."""
        if isinstance(play, SwapJoker | SwapAce):
            return self._swap_gain(play)
        hand, pool = self.hand, self.own_series_mask
        seqs = self.my_seqs
        if isinstance(play, Raid):
            combo = self._combos[play.combo]
            assert isinstance(combo, Sequence)
            grown = extend_sequence(combo, ((play.position, play.card),))
            suit = combo.suit
            mine = [grown if s.id == combo.id else s for s in seqs[suit]]
            after = self.suit_value(suit, hand, pool & ~(1 << play.card), mine)
            return after - self._base_value(suit) + self.weights.raid + self._commit(1)
        cards = play.cards()
        held = sum(1 << c for c in cards if hand >> c & 1)
        gain = self._tempo(held) + self._commit(len(cards))
        if isinstance(play, Lay):
            raided = sum(1 << c for c in cards) & ~held
            if play.is_series():
                series = Series(0, self.side, cards[0] % N_RANKS,
                                sum(1 << (c // N_RANKS) for c in cards), self.obs.turn)
                return gain + self._series_gain(hand & ~held, pool | held,
                                                [*self.my_series, series], cards)
            seq = new_sequence(play.placements, 0, self.side)
            suit = seq.suit
            after = self.suit_value(suit, hand & ~held, pool & ~raided, [*seqs[suit], seq])
            return (gain + after - self._base_value(suit) - self._series_loss(held)
                    + self.weights.raid * raided.bit_count())
        combo = self._combos[play.combo]
        if isinstance(combo, Series):
            suits = sum(1 << (c // N_RANKS) for c in cards)
            series_after = [replace(s, suits=s.suits | suits) if s.id == combo.id else s
                            for s in self.my_series]
            return gain + self._series_gain(hand & ~held, pool | held, series_after, cards)
        grown = extend_sequence(combo, play.placements)
        suit = combo.suit
        mine = [grown if s.id == combo.id else s for s in seqs[suit]]
        after = self.suit_value(suit, hand & ~held, pool, mine)
        return gain + after - self._base_value(suit) - self._series_loss(held)

    def _swap_gain(self, play: SwapJoker | SwapAce) -> float:
        """A swap changes no length or points on the table; it trades a held card for the joker
        (SS-JOKER-1) or for the other of the 1/A (SS-ACE-1)."""
        card = play.card
        suit, rank = divmod(card, N_RANKS)
        base = suit * N_RANKS
        if isinstance(play, SwapJoker):
            gained = base + JOKER
        else:
            gained = base + (ACE if rank == ONE else ONE)
        hand = (self.hand & ~(1 << card)) | 1 << gained
        seqs = self.my_seqs[suit]
        combo = self._combos[play.combo]
        if isinstance(combo, Sequence) and combo.side == self.side \
                and isinstance(play, SwapJoker):
            seqs = [replace(combo, joker=0) if s.id == combo.id else s for s in seqs]
        after = self.suit_value(suit, hand, self.own_series_mask, seqs)
        return after - self._base_value(suit) - self._series_loss(1 << card)

    def _series_gain(self, hand: int, pool: int, series: list[Series], cards: list[Card]
                     ) -> float:
        """Cards leaving the hand for a series: their end cost is gone, they stay raidable."""
        before = self._series_term(self.hand)
        suits = {c // N_RANKS for c in cards}
        old_values = sum(self._base_value(u) for u in suits)
        saved = self._series_use
        self._series_use_cache = self._series_chances(hand, series)
        try:
            gain = sum(self.suit_value(u, hand, pool, self.my_seqs[u]) for u in suits)
            gain += self._series_term(hand) - before - old_values
        finally:
            self._series_use_cache = saved
        return gain + self.weights.series_card * 0.5 * len(cards)

    def _series_loss(self, leaving: int) -> float:
        """The series hopes that leave with cards put into a sequence."""
        chances = self._series_use
        return self.weights.series_card * sum(chances[c % N_RANKS] for c in cards_in(leaving))

    def _commit(self, cards: int) -> float:
        """Cards on the table count; held ones only if laid before the round ends."""
        return (self.weights.commit_final if self.final else self.weights.commit) * cards

    def _tempo(self, held: int) -> float:
        """Cards leaving the hand are replaced at the refill (SS-TURN-3/4) while the stock lasts."""
        if not self.refills:
            return 0.0
        return self.weights.tempo * min(held.bit_count(), self.stock)

    # --- discards ---------------------------------------------------------------------------------

    def discard_cost(self, card: Card) -> float:
        """What discarding ``card`` costs: the hand's loss plus what a rival may gain at once."""
        suit = card // N_RANKS
        hand = self.hand & ~(1 << card)
        loss = self._base_value(suit) - self.suit_value(suit, hand, self.own_series_mask,
                                                        self.my_seqs[suit])
        loss += self.weights.series_card * self._series_use[card % N_RANKS]
        return loss + self.danger_weight * self.danger(card)

    def danger(self, card: Card) -> float:
        """Expected gain of rivals who may take ``card`` at once (SS-DISCARD-3/4): it extends
        a rival sequence with a card they hold, or makes a new combination with two."""
        suit, rank = divmod(card, N_RANKS)
        base = suit * N_RANKS
        known = self.rival_known >> base
        unseen = self.unseen >> base
        q = self.p_rival_now
        # Per position of the suit, the chance a rival holds a card that may stand there.
        holds = [0.0] * (HIGH_POSITION + 2)
        for position in range(LOW_POSITION, HIGH_POSITION + 1):
            bits = _RANK_BITS_AT[position]
            holds[position] = 1.0 if known & bits else q if unseen & bits else 0.0
        joker = 1.0 if known & 1 else q if unseen & 1 else 0.0
        risk = 0.0
        positions = (LOW_POSITION, HIGH_POSITION) if rank in (ONE, ACE) else (rank,)
        for seq in self.rival_seqs[suit]:
            for position in positions:
                if position == seq.high + 1:
                    beyond = holds[position + 1] if position < HIGH_POSITION else 0.0
                elif position == seq.low - 1:
                    beyond = holds[position - 1]
                else:
                    continue
                chance = 1.0 - (1.0 - beyond) * (1.0 - (0.0 if seq.joker else joker))
                risk = max(risk, chance * (2.0 + position_points(position, rank == ACE)))
        # A new sequence around the card with two held cards (or one and the joker).
        for position in positions:
            for low in range(max(LOW_POSITION, position - 2), min(position, HIGH_POSITION - 2) + 1):
                a, b = (holds[x] for x in range(low, low + 3) if x != position)
                risk = max(risk, (a * b + joker * (a + b) * 0.5) * 3.5)
        # A series with two held cards of the rank.
        if rank != JOKER:
            expected = 0.0
            for other in range(N_SUITS):
                if other != suit:
                    c = other * N_RANKS + rank
                    expected += 1.0 if self.rival_known >> c & 1 else \
                        q if self.unseen >> c & 1 else 0.0
            risk = max(risk, min(1.0, expected * expected / 2) * 2.0)
        return risk

    # --- helpers for reasons ------------------------------------------------------------------

    def dominates(self, suit: int) -> bool | None:
        """Whether the side dominates ``suit`` now (None: no sequence of it is laid)."""
        best_mine = max(((len(s), s.high) for s in self.my_seqs[suit]), default=None)
        best_rival = max(((len(s), s.high) for s in self.rival_seqs[suit]), default=None)
        if best_mine is None:
            return None if best_rival is None else False
        return best_rival is None or best_mine > best_rival
