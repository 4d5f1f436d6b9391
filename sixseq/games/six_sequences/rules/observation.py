"""What one seat may know (the computer players see nothing else).

Public: the table, the whole discard pile (SS-DISCARD-1), how many cards each hand and the stock
hold, cards the table saw a seat take (a discard, a card won by a swap), and who won a claim
window (everyone sees the winner take the card). Private: the seat's
own hand and, during a claim window, its own claim (and, once it won, the play it named). Hidden:
other hands, the stock's order, other seats' claims. After every discard with 3 or 4 players and
a stock left, every other seat is asked in turn, whether or not it could claim, so that nothing
about a hand shows in who is asked.
"""

from __future__ import annotations

from dataclasses import dataclass

from sixseq.decks.sixsuit import DECK_SIZE, Card, cards_in, mask_of
from sixseq.games.six_sequences.rules.actions import Action, Add, Claim, Lay
from sixseq.games.six_sequences.rules.melds import Combination, Sequence, Series, raidable
from sixseq.games.six_sequences.rules.table import NEW_COMBINATION_PHASES, Phase, TableConfig

UNKNOWN_SEAT = -1


@dataclass(frozen=True, slots=True)
class Observation:
    config: TableConfig
    seat: int
    first: int
    turn: int
    turn_seat: int
    to_move: int  # UNKNOWN_SEAT while other seats decide on a claim
    phase: Phase
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    known: tuple[int, ...]  # per seat (own included), mask of cards the table saw it take
    stock_count: int
    discard: tuple[Card, ...]  # bottom first, top last
    combinations: tuple[Combination, ...]
    next_id: int
    pending_discard: Card | None
    played_this_turn: bool
    took_this_turn: bool
    passes: int
    my_claim: Claim | None
    legal: tuple[Action, ...]  # the seat's legal actions when it is to move, else ()
    # The play its won claim named, while the claimed card waits for enabling plays (its own)
    claimed_play: Lay | Add | None = None
    # The seat whose turn began by winning the claim window (SS-DISCARD-4), else None
    claimed_by: int | None = None

    @property
    def side(self) -> int:
        return self.config.side_of(self.seat)

    def combination(self, combo_id: int) -> Combination | None:
        return next((c for c in self.combinations if c.id == combo_id), None)

    def raidable(self) -> int:
        """SS-MELD-5: the cards of the seat's side's series that may be raided now (laid on
        an earlier turn), as a mask."""
        return raidable(self.combinations, self.side, self.turn)

    def may_lay_new(self) -> bool:
        """SS-TURN-4: whether a new combination may be laid in this phase (when to move)."""
        return self.phase in NEW_COMBINATION_PHASES

    def sequences(self) -> tuple[Sequence, ...]:
        return tuple(c for c in self.combinations if isinstance(c, Sequence))

    def series(self) -> tuple[Series, ...]:
        return tuple(c for c in self.combinations if isinstance(c, Series))

    def hand_mask(self) -> int:
        """The seat's own hand as a card mask (``known`` holds only what the table saw)."""
        return mask_of(self.hand)

    def seen_mask(self) -> int:
        """Every card whose place this seat knows."""
        mask = 0
        for card in (*self.hand, *self.discard):
            mask |= 1 << card
        for combo in self.combinations:
            mask |= combo.mask()
        for known in self.known:
            mask |= known
        return mask

    def unseen_cards(self) -> tuple[Card, ...]:
        """Cards in other hands or in the stock, place unknown: what a search must sample."""
        return tuple(cards_in(((1 << DECK_SIZE) - 1) & ~self.seen_mask()))

