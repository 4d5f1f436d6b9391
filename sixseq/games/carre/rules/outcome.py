"""How a game of Le Carré ended, as a score sheet reads it (CA-END-1, CA-END-2)."""

from __future__ import annotations

from dataclasses import dataclass

SEATS = 2

# Why the game ended (catalogue key ``carre.end.<reason>``).
EMPTIED = "emptied"  # CA-END-1: the winner has no card left in hand
FEWER = "fewer"  # CA-END-2: blocked, the winner holds fewer cards
EQUAL = "equal"  # CA-END-2: blocked with as many cards each: a draw


@dataclass(frozen=True, slots=True)
class SeatScore:
    """One seat's line: its cards left in hand, and its share of the game (1 won, 0 lost,
    ½ each in a draw — a drawn game counts for neither in a match, CA-END-3)."""

    seat: int
    cards_left: int
    share: float

    @property
    def result(self) -> str:
        """``won``, ``lost`` or ``drawn`` (catalogue key ``carre.result.<result>``)."""
        return "won" if self.share == 1 else "lost" if self.share == 0 else "drawn"


@dataclass(frozen=True, slots=True)
class Outcome:
    winner: int | None  # None: a draw
    reason: str  # EMPTIED, FEWER or EQUAL
    rule: str  # the rule that ended the game
    seats: tuple[SeatScore, ...]

    @classmethod
    def of(cls, cards_left: tuple[int, ...], emptied_by: int | None) -> Outcome:
        """The outcome once ``emptied_by`` has emptied their hand (CA-END-1), or, when no
        one has, at a block: fewer cards wins, equal counts draw (CA-END-2)."""
        if emptied_by is not None:
            winner: int | None = emptied_by
            reason, rule = EMPTIED, "CA-END-1"
        else:
            low = min(cards_left)
            holders = [s for s, n in enumerate(cards_left) if n == low]
            winner = holders[0] if len(holders) == 1 else None
            reason, rule = (FEWER if winner is not None else EQUAL), "CA-END-2"
        seats = tuple(SeatScore(s, n, 0.5 if winner is None else float(s == winner))
                      for s, n in enumerate(cards_left))
        return cls(winner, reason, rule, seats)

    @property
    def margin(self) -> int:
        """The cards left in the loser's hand (CA-END-3's margin; 0 for a draw)."""
        if self.winner is None:
            return 0
        return sum(s.cards_left for s in self.seats if s.seat != self.winner)

    @property
    def cards_left(self) -> tuple[int, ...]:
        return tuple(s.cards_left for s in self.seats)

    def lines(self) -> list[str]:
        """The score sheet in English (logs and the command line; the table words it from
        the catalogue)."""
        if self.winner is None:
            head = f"{self.rule}: a draw, {self.seats[0].cards_left} cards each"
        elif self.reason == EMPTIED:
            head = f"{self.rule}: seat {self.winner} emptied their hand"
        else:
            head = f"{self.rule}: seat {self.winner} holds fewer cards at the block"
        return [head, *(f"seat {s.seat}: {s.result}, {s.cards_left} cards left"
                        for s in self.seats)]
