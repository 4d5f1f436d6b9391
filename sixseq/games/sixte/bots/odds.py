"""How likely a player still to play on a trick is to beat a card: counted from what a seat has
seen (Medium), or read from the hands of a sampled deal (Hard's simulations).

Both answer one question, :meth:`Odds.beat_chance`: the chance that ``seat``, yet to play on a
trick led in ``led`` whose best card so far is ``card``, holds a card that takes it — a higher
card of the suit led, or, void in it, a trump (above ``card`` when ``card`` is one). A card's
worth for later, :meth:`Odds.lead_hold`, is its chance to win if led now against everyone.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

from sixseq.decks.standard import Card
from sixseq.games.sixte.rules.cards import SEATS, strength, suit
from sixseq.games.sixte.rules.hand import HandState, hidden_cards
from sixseq.games.sixte.rules.observation import Observation

STOCK = SEATS  # the 52-card variant's hidden stock, as a holder of unseen cards
NONE = -1  # "no card of the suit at all", as a strength


class Odds(ABC):
    """What ``seat`` expects of the other hands."""

    def __init__(self, seat: int, trump: int) -> None:
        self.seat = seat
        self.trump = trump

    @abstractmethod
    def none_above(self, seat: int, card_suit: int, above: int) -> float:
        """The chance ``seat`` holds no card of ``card_suit`` stronger than ``above`` (NONE:
        no card of the suit at all)."""

    def beat_chance(self, seat: int, card: Card, led: int) -> float:
        """The chance ``seat`` can take a trick led in ``led`` from its best card ``card``."""
        card_suit, trump = suit(card), self.trump
        if card_suit == led:
            higher = 1.0 - self.none_above(seat, led, strength(card))
            if led == trump:
                return higher
            void = self.none_above(seat, led, NONE)
            return higher + void * (1.0 - self.none_above(seat, trump, NONE)) if void else higher
        if card_suit != trump:
            return 0.0  # a discard never holds a trick
        void = self.none_above(seat, led, NONE)
        return void * (1.0 - self.none_above(seat, trump, strength(card))) if void else 0.0

    def keep_chance(self, card: Card, led: int, later: Sequence[int]) -> float:
        """The chance ``card`` keeps the trick while the ``later`` seats play."""
        chance = 1.0
        for seat in later:
            chance *= 1.0 - self.beat_chance(seat, card, led)
        return chance

    def lead_hold(self, card: Card) -> float:
        """The chance ``card``, led now, takes the trick against every other seat."""
        return self.keep_chance(card, suit(card), [s for s in range(SEATS) if s != self.seat])


class EstimatedOdds(Odds):
    """Odds counted from an observation: each card not yet seen may be in any hand that has
    room for it and has not shown it cannot hold it (voids, and what the options imply), in
    proportion to that hand's unknown cards; the dealer holds the turned-up trump card until
    it is played (SX-DEAL-2)."""

    def __init__(self, obs: Observation) -> None:
        super().__init__(obs.seat, obs.trump)
        unseen, capacities, known = hidden_cards(obs)
        holders = [s for s in (*range(SEATS), STOCK) if s != obs.seat and capacities[s] > 0]
        limits = obs.limits()
        # (seat, suit) -> [(strength, chance the seat holds it)] for the cards it may hold
        self._cards: dict[tuple[int, int], list[tuple[int, float]]] = {}
        for card in unseen:
            card_suit, card_strength = suit(card), strength(card)
            room = [h for h in holders
                    if not any(lim.seat == h and lim.excludes(card_suit, card_strength)
                               for lim in limits)]
            total = sum(capacities[h] for h in room)
            for h in room:
                self._cards.setdefault((h, card_suit), []).append(
                    (card_strength, capacities[h] / total))
        for seat, cards in enumerate(known):
            if seat != obs.seat:
                for card in cards:
                    self._cards.setdefault((seat, suit(card)), []).append((strength(card), 1.0))

    def none_above(self, seat: int, card_suit: int, above: int) -> float:
        chance = 1.0
        for card_strength, held in self._cards.get((seat, card_suit), ()):
            if card_strength > above:
                chance *= 1.0 - held
        return chance

    def keep_chance(self, card: Card, led: int, later: Sequence[int]) -> float:
        """As the base, but a higher card of the suit is counted once whoever holds it (it
        is in one hand only): the chance no later seat holds one, times, per seat, the chance
        it is void in the suit led and can trump over ``card``."""
        card_suit, card_strength, trump = suit(card), strength(card), self.trump
        chance = 1.0
        if card_suit == led:
            held: dict[int, float] = {}
            for seat in later:
                for other, share in self._cards.get((seat, led), ()):
                    if other > card_strength:
                        held[other] = held.get(other, 0.0) + share
            for share in held.values():
                chance *= max(0.0, 1.0 - share)
            if led == trump:
                return chance
            over = NONE
        elif card_suit == trump:
            over = card_strength
        else:
            return 0.0  # a discard never holds a trick
        for seat in later:
            void = self.none_above(seat, led, NONE)
            if void:
                chance *= 1.0 - void * (1.0 - self.none_above(seat, trump, over))
        return chance


class ExactOdds(Odds):
    """Odds read from the hands of a sampled deal (0 or 1): how each simulated player sees
    the table in Hard's play-outs. Each hand is read the first time it is asked about."""

    def __init__(self, state: HandState, seat: int) -> None:
        super().__init__(seat, state.trump)
        self._state = state
        self._best: dict[int, list[int]] = {}  # per seat and suit: its best card's strength

    def none_above(self, seat: int, card_suit: int, above: int) -> float:
        best = self._best.get(seat)
        if best is None:
            best = self._best[seat] = [NONE] * 4
            for card in self._state.hand(seat):  # by suit, then from low to high
                best[suit(card)] = strength(card)
        return 1.0 if best[card_suit] <= above else 0.0
