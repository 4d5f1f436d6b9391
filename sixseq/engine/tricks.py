"""What every trick-taking game shares: following suit, trumps, the trick's winner, the lead
passing to the winner, the cards a hand may play under the table's obligations, and what a play
tells the table about the hand it came from.

Cards are whatever the game uses; a :class:`CardOrder` gives each card's suit and its strength
within its suit (higher beats lower, trumps or not). A trick is a leader and the cards played
so far, clockwise from the leader. Nothing here knows a game: Sixte says its trump and its
options, another game (Belote, Whist…) could reuse the same pieces with its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Generic, TypeVar

C = TypeVar("C")


@dataclass(frozen=True, slots=True)
class CardOrder(Generic[C]):
    """How a game's cards compare: ``suit(card)`` and ``strength(card)`` within the suit."""

    suit: Callable[[C], int]
    strength: Callable[[C], int]


@dataclass(frozen=True, slots=True)
class Obligations:
    """What a table may add to following suit (always required).

    ``trump_when_void``: a player void in the suit led who holds a trump must play one, and
    must beat the trick's best trump when able. ``overtake``: a player following suit must beat
    the best card of the suit led so far when able.
    """

    trump_when_void: bool = False
    overtake: bool = False


FREE = Obligations()  # follow suit, nothing more


class Breach(Enum):
    """An obligation of a trick: which one a refused card breaks (:func:`breach`), or which
    one narrows a hand's choice (:func:`duty`)."""

    FOLLOW = "follow"  # the hand holds the suit led
    TRUMP = "trump"  # void in the suit led, it holds a trump (trump_when_void)
    OVERTRUMP = "overtrump"  # it could beat the trick's best trump (trump_when_void)
    OVERTAKE = "overtake"  # it could beat the best card of the suit led (overtake)


@dataclass(frozen=True, slots=True)
class Trick(Generic[C]):
    """A trick in play or played: who led, the table's size, the cards in the order played."""

    leader: int
    seats: int
    cards: tuple[C, ...] = ()

    @property
    def is_complete(self) -> bool:
        return len(self.cards) == self.seats

    @property
    def to_play(self) -> int:
        """The seat whose card comes next (clockwise from the leader)."""
        return (self.leader + len(self.cards)) % self.seats

    def seat_of(self, index: int) -> int:
        """The seat that played the trick's ``index``-th card."""
        return (self.leader + index) % self.seats

    def index_of(self, seat: int) -> int:
        """Where ``seat`` plays in this trick (0 for the leader)."""
        return (seat - self.leader) % self.seats

    def plus(self, card: C) -> Trick[C]:
        if self.is_complete:
            raise ValueError("the trick is complete")
        return Trick(self.leader, self.seats, (*self.cards, card))

    def winning_index(self, trump: int | None, order: CardOrder[C]) -> int:
        """Index of the card taking the trick so far: the highest trump in it, or if none,
        the highest card of the suit led."""
        return winning_index(self.cards, trump, order)

    def winner(self, trump: int | None, order: CardOrder[C]) -> int:
        """The seat taking the trick so far (the next trick's leader once it is complete)."""
        return self.seat_of(self.winning_index(trump, order))

    def next_trick(self, trump: int | None, order: CardOrder[C]) -> Trick[C]:
        """The empty trick that follows this complete one: its winner leads."""
        if not self.is_complete:
            raise ValueError("the trick is not complete")
        return Trick(self.winner(trump, order), self.seats)


def winning_index(cards: Sequence[C], trump: int | None, order: CardOrder[C]) -> int:
    """Index of the winning card among ``cards`` played in order (the first is the lead)."""
    if not cards:
        raise ValueError("an empty trick has no winner")
    best = 0
    for index in range(1, len(cards)):
        if beats(cards[index], cards[best], trump, order):
            best = index
    return best


def beats(card: C, best: C, trump: int | None, order: CardOrder[C]) -> bool:
    """Whether ``card`` takes the trick from ``best``, the card winning it so far (always of
    the suit led or a trump): a stronger card of its suit, or a trump over a plain card."""
    suit = order.suit(card)
    if suit == order.suit(best):
        return order.strength(card) > order.strength(best)
    return suit == trump


def _best(cards: Sequence[C], suit: int, order: CardOrder[C]) -> C | None:
    found = [c for c in cards if order.suit(c) == suit]
    return max(found, key=order.strength) if found else None


def _best_strength(cards: Sequence[C], suit: int, order: CardOrder[C]) -> int | None:
    best = _best(cards, suit, order)
    return None if best is None else order.strength(best)


def _above(cards: Sequence[C], strength: int | None, order: CardOrder[C]) -> list[C]:
    return list(cards) if strength is None else [c for c in cards if order.strength(c) > strength]


def playable(hand: Sequence[C], trick: Sequence[C], trump: int | None, order: CardOrder[C],
             obligations: Obligations = FREE) -> list[C]:
    """The cards of ``hand`` that may be played on ``trick`` (the cards played so far), in
    the hand's order."""
    if not trick:
        return list(hand)
    led = order.suit(trick[0])
    following = [c for c in hand if order.suit(c) == led]
    if following:
        if obligations.overtake:
            return _above(following, _best_strength(trick, led, order), order) or following
        return following
    if obligations.trump_when_void and trump is not None:
        trumps = [c for c in hand if order.suit(c) == trump]
        if trumps:
            return _above(trumps, _best_strength(trick, trump, order), order) or trumps
    return list(hand)


def duty(hand: Sequence[C], trick: Sequence[C], trump: int | None, order: CardOrder[C],
         obligations: Obligations = FREE) -> tuple[Breach | None, C | None]:
    """What the rules ask of ``hand`` on ``trick``, for a table to say: the obligation that
    narrows its choice (None when any card may go, as on a lead) and, to overtake or to
    overtrump, the card to beat."""
    if not trick:
        return None, None
    led = order.suit(trick[0])
    following = [c for c in hand if order.suit(c) == led]
    if following:
        best = _best(trick, led, order)
        if obligations.overtake and best is not None \
                and _above(following, order.strength(best), order):
            return Breach.OVERTAKE, best
        return Breach.FOLLOW, None
    trumps = [c for c in hand if order.suit(c) == trump]
    if obligations.trump_when_void and trumps:
        best = _best(trick, order.suit(trumps[0]), order)
        if best is not None and _above(trumps, order.strength(best), order):
            return Breach.OVERTRUMP, best
        return Breach.TRUMP, None
    return None, None


def breach(card: C, hand: Sequence[C], trick: Sequence[C], trump: int | None,
           order: CardOrder[C], obligations: Obligations = FREE) -> Breach | None:
    """Which obligation playing ``card`` (one of ``hand``) on ``trick`` breaks, if any."""
    if card in playable(hand, trick, trump, order, obligations):
        return None
    led = order.suit(trick[0])
    if any(order.suit(c) == led for c in hand):
        return Breach.FOLLOW if order.suit(card) != led else Breach.OVERTAKE
    return Breach.TRUMP if order.suit(card) != trump else Breach.OVERTRUMP


@dataclass(frozen=True, slots=True)
class Limit:
    """What a play showed about a hand: ``seat`` holds no card of ``suit`` stronger than
    ``above`` (no card of the suit at all when ``above`` is None)."""

    seat: int
    suit: int
    above: int | None = None

    def excludes(self, card_suit: int, card_strength: int) -> bool:
        return card_suit == self.suit and (self.above is None or card_strength > self.above)


def limits(trick: Trick[C], trump: int | None, order: CardOrder[C],
           obligations: Obligations = FREE) -> list[Limit]:
    """Everything the plays of ``trick`` (complete or not) showed about the players' hands,
    given that every play was legal: a player who did not follow is void in the suit led; with
    ``trump_when_void`` one who did not trump holds none, and one who trumped under the best
    trump holds none above it; with ``overtake`` one who followed under the best card of the
    suit led holds none above it."""
    found: list[Limit] = []
    if not trick.cards:
        return found
    led = order.suit(trick.cards[0])
    for index in range(1, len(trick.cards)):
        before, card, seat = trick.cards[:index], trick.cards[index], trick.seat_of(index)
        suit, strength = order.suit(card), order.strength(card)
        if suit != led:
            found.append(Limit(seat, led))
            if obligations.trump_when_void and trump is not None:
                if suit != trump:
                    found.append(Limit(seat, trump))
                else:
                    best_trump = _best_strength(before, trump, order)
                    if best_trump is not None and strength <= best_trump:
                        found.append(Limit(seat, trump, best_trump))
        elif obligations.overtake:
            best = _best_strength(before, led, order)
            if best is not None and strength <= best:
                found.append(Limit(seat, led, best))
    return found
