"""What one seat may know of a Rami round, and nothing more; the computer players see nothing
else, and a table can draw the whole position from it.

Public: the table's combinations (with each joker's stand-in), the whole discard pile, how
many cards each hand and the stock hold, how often the stock ran out, who has laid, every
action of the round (a draw shows no card), and what the mover still owes this turn: the
card it took from the discard and the jokers it took back, which everyone saw go to its
hand. Private: the seat's own hand. Hidden: the other hands and the stock's order. When the
round is over, every hand is shown for the count (``outcome``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sixseq.games.rami.rules.actions import Action, Add, Discard, Lay, Swap, Take
from sixseq.games.rami.rules.cards import JOKER, N_KINDS, Card, counts_of, full_deck
from sixseq.games.rami.rules.melds import Combination
from sixseq.games.rami.rules.scoring import RoundScore
from sixseq.games.rami.rules.table import STOCK_RUNS_TO_END, Phase, TableConfig


@dataclass(frozen=True, slots=True)
class Observation:
    seat: int
    config: TableConfig
    first: int
    turn: int  # turns begun this round, from 1
    to_move: int
    phase: Phase
    hand: tuple[Card, ...]  # the seat's own cards, sorted
    hand_sizes: tuple[int, ...]
    stock_count: int
    stock_runs: int  # times the stock has run out (RA-STOCK)
    discard: tuple[Card, ...]  # bottom first, top last
    combinations: tuple[Combination, ...]  # in the order they were laid (ids from 1)
    laid: tuple[bool, ...]  # per seat: has laid a combination (RA-TURN-4, RA-SCORE-2)
    opened: tuple[bool, ...]  # per seat: has opened (RA-OPEN-2; without it, as laid)
    turn_value: int  # worth the mover has laid toward opening this turn (RA-OPEN-2)
    turn_combos: tuple[int, ...]  # what the mover laid this turn toward opening
    pending: Card | None  # the mover's taken discard, not yet on the table (RA-TURN-1)
    owed_jokers: int  # jokers the mover took back and must lay again (RA-JOKER-3)
    joker_taken_from: tuple[int, ...]  # combinations that take no joker again this turn
    history: tuple[tuple[int, Action], ...]  # (seat, action), the whole round so far
    legal: tuple[Action, ...]  # the seat's legal actions when it is to move, else ()
    outcome: RoundScore | None  # the count, once the round is over

    @property
    def seats(self) -> int:
        return self.config.seats

    def next_seat(self, seat: int | None = None) -> int:
        return ((self.seat if seat is None else seat) + 1) % self.config.seats

    def next_id(self) -> int:
        """The number the next combination laid will get."""
        return max((c.id for c in self.combinations), default=0) + 1

    def known(self, seat: int) -> tuple[Card, ...]:
        """Cards everyone knows ``seat`` holds: the mover's taken discard and swapped jokers
        until they go on the table."""
        if seat != self.to_move or self.outcome is not None:
            return ()
        owed: tuple[Card, ...] = (JOKER,) * self.owed_jokers
        return owed if self.pending is None else (self.pending, *owed)

    def unseen(self) -> list[Card]:
        """The cards whose place this seat does not know: in other hands (beyond what is
        known of them) or in the stock. What a search must deal at random."""
        counts = counts_of(full_deck())
        seen: list[Card] = [*self.hand, *self.discard]
        for combo in self.combinations:
            seen.extend(combo.cards())
        for seat in range(self.config.seats):
            if seat != self.seat:
                seen.extend(self.known(seat))
        for card in seen:
            counts[card] -= 1
        return [c for c in range(N_KINDS) for _ in range(counts[c])]

    def can_take(self) -> bool:
        """Whether the top discard may be taken now (RA-TURN-1): the table lights it."""
        return any(isinstance(a, Take) for a in self.legal)

    def last_turn(self) -> bool:
        """Whether the round ends with this turn: the stock has run out for the last time
        and is not rebuilt at its end (RA-STOCK-2)."""
        return not self.stock_count and self.stock_runs >= STOCK_RUNS_TO_END

    def lays_of(self, cards: Sequence[Card]) -> list[Lay]:
        """The legal lays made of exactly ``cards`` (a multiset; jokers as JOKER), one per
        stand-in the rules allow its joker: what a table offers for a built combination."""
        wanted = sorted(cards)
        return [a for a in self.legal if isinstance(a, Lay) and sorted(a.cards()) == wanted]

    def adds_to(self, combo_id: int, cards: Sequence[Card] | None = None) -> list[Add]:
        """The legal additions to combination ``combo_id`` (made of exactly ``cards``, when
        given): the targets a dragged card lights."""
        wanted = None if cards is None else sorted(cards)
        return [a for a in self.legal if isinstance(a, Add) and a.combo == combo_id
                and (wanted is None or sorted(a.cards()) == wanted)]

    def swaps_for(self, combo_id: int) -> list[Swap]:
        return [a for a in self.legal if isinstance(a, Swap) and a.combo == combo_id]

    def discards(self) -> list[Discard]:
        return [a for a in self.legal if isinstance(a, Discard)]

    def hand_counts(self) -> list[int]:
        return counts_of(self.hand)

    def combination(self, combo_id: int) -> Combination | None:
        return next((c for c in self.combinations if c.id == combo_id), None)
