"""What one seat may know of a hand of Sixte, and everything a table draws it from.

Public: the dealer, the game's score, the trump card and, while it is in the dealer's hand,
who holds it (everyone saw it dealt, SX-DEAL-2), how many cards each hand holds, the stock's
size and turned-up card (SX-DEAL-3), every trick played and who won it, the trick in play, and
what the plays showed (who is void in which suit). Private: the seat's own hand. Hidden: the
other hands and the stock's other cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from sixseq.decks.standard import Card
from sixseq.engine.tricks import Breach, Limit, Trick, duty, limits
from sixseq.games.sixte.rules.actions import Play
from sixseq.games.sixte.rules.cards import ORDER, SEATS, Options, suit
from sixseq.games.sixte.rules.scoring import HandScore, first_wins, score_hand


@dataclass(frozen=True, slots=True)
class Observation:
    seat: int
    dealer: int
    options: Options
    scores: tuple[int, ...]  # the game's points before this hand, per seat
    trump_card: Card  # the dealer's last card (SX-DEAL-2), or the stock's top (SX-DEAL-3)
    trump_holder: int | None  # the dealer while the trump card is in their hand, else None
    stock_size: int  # SX-DEAL-3: 16 (the top one turned up), else 0
    hand: tuple[Card, ...]  # the seat's own cards, by suit then rank
    hand_sizes: tuple[int, ...]
    tricks: tuple[Trick[Card], ...]  # the tricks played, in order
    winners: tuple[int, ...]  # who won each of them (the leader of the next)
    trick: Trick[Card]  # the trick in play (empty between tricks, and once the hand is over)
    to_move: int | None  # None once the hand is over
    legal: tuple[Play, ...]  # the seat's legal plays when it is to move, else ()

    @property
    def trump(self) -> int:
        """The trump suit."""
        return suit(self.trump_card)

    @property
    def playable(self) -> tuple[Card, ...]:
        """The cards the seat may play now (none when it is not to move): the rest are shown
        dimmed."""
        return tuple(action.card for action in self.legal)

    @property
    def duty(self) -> tuple[Breach | None, Card | None]:
        """What the rules ask of the seat's hand on the trick in play (SX-PLAY-2, SX-PLAY-3):
        the obligation that narrows its choice, None when any card may go (or it is not to
        move), and the card it must beat when it must overtake or overtrump."""
        if self.to_move != self.seat:
            return None, None
        return duty(self.hand, self.trick.cards, self.trump, ORDER, self.options.obligations)

    @property
    def is_over(self) -> bool:
        return self.to_move is None

    @property
    def last_taken(self) -> Trick[Card] | None:
        """The trick whose last card was the last played (no card of the next one yet, or
        the hand over): a table shows it a moment so that its winner is seen."""
        return self.tricks[-1] if self.tricks and not self.trick.cards else None

    def tricks_won(self) -> tuple[int, ...]:
        return tuple(sum(1 for w in self.winners if w == seat) for seat in range(SEATS))

    def first_wins(self) -> tuple[int | None, ...]:
        """Per seat, the number of the first trick it won (ties go to the earliest)."""
        return first_wins(self.winners)

    @property
    def first_trick_winner(self) -> int | None:
        return self.winners[0] if self.winners else None

    def played(self) -> tuple[Card, ...]:
        """Every card played so far, in order."""
        return tuple(c for t in (*self.tricks, self.trick) for c in t.cards)

    def limits(self) -> list[Limit]:
        """What the plays so far showed about the hands (voids, and under the options, the
        cards a seat cannot hold)."""
        obligations = self.options.obligations
        return [limit for t in (*self.tricks, self.trick)
                for limit in limits(t, self.trump, ORDER, obligations)]

    def voids(self) -> tuple[frozenset[int], ...]:
        """Per seat, the suits it has shown it holds none of."""
        found: list[set[int]] = [set() for _ in range(SEATS)]
        for limit in self.limits():
            if limit.above is None:
                found[limit.seat].add(limit.suit)
        return tuple(frozenset(s) for s in found)

    def score(self) -> HandScore | None:
        """The hand's score sheet once it is over (SX-SCORE-2)."""
        return score_hand(self.winners) if self.is_over else None
