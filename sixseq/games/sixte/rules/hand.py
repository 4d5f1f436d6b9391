"""One hand of Sixte (a *donne*): the deal, six tricks, and the point it gives.

The state follows the engine's shape (:mod:`sixseq.engine.game`): ``legal_actions()``,
``check()`` raising the refusal that names the rule, ``apply()`` refusing anything illegal and
leaving the state as it was, ``push``/``pop`` by snapshots (every part of a position is an
immutable value, so a snapshot is a handful of references), ``copy()``, ``observation(seat)``
and, for searching players, :meth:`HandState.from_observation`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from sixseq.decks.standard import Card
from sixseq.engine.refusal import IllegalAction
from sixseq.engine.rng import shuffled
from sixseq.engine.search import deal_hidden
from sixseq.engine.tricks import Breach, Limit, Trick, breach, playable
from sixseq.games.sixte.rules.actions import Action, Play
from sixseq.games.sixte.rules.cards import (
    GAME_POINTS,
    HAND_SIZE,
    ORDER,
    SEATS,
    TRICKS,
    Options,
    glyph,
    label,
    sort_hand,
    strength,
    suit,
)
from sixseq.games.sixte.rules.observation import Observation
from sixseq.games.sixte.rules.refusals import REFUSE
from sixseq.games.sixte.rules.scoring import HandScore, score_hand

DEALT = SEATS * HAND_SIZE
NO_SCORES = (0,) * SEATS

_Snapshot = tuple[tuple[tuple[Card, ...], ...], Trick[Card], tuple[Trick[Card], ...],
                  tuple[int, ...], int]


def deal_order(dealer: int) -> list[int]:
    """SX-DEAL-1: the seat receiving each card dealt, in order: three rounds of two, from the
    dealer's left round to the dealer."""
    return [(dealer + 1 + (k % (2 * SEATS)) // 2) % SEATS for k in range(DEALT)]


def check_scores(scores: Sequence[int]) -> tuple[int, ...]:
    """The game's points before a hand: six whole numbers below the winning six."""
    found = tuple(scores)
    if len(found) != SEATS or not all(
            isinstance(p, int) and not isinstance(p, bool) and 0 <= p < GAME_POINTS
            for p in found):
        raise ValueError(f"scores before a hand are {SEATS} numbers 0..{GAME_POINTS - 1}")
    return found


class HandState:
    """A hand in play: ``HandState(seed, dealer, options)`` deals it from ``seed``."""

    def __init__(self, seed: int, dealer: int, options: Options | None = None,
                 scores: Sequence[int] = NO_SCORES) -> None:
        options = options or Options()
        if not 0 <= dealer < SEATS:
            raise ValueError(f"the dealer is a seat 0..{SEATS - 1}, not {dealer}")
        cards = shuffled(options.deck(), random.Random(seed))
        hands: list[list[Card]] = [[] for _ in range(SEATS)]
        for card, seat in zip(cards, deal_order(dealer), strict=False):
            hands[seat].append(card)
        # SX-DEAL-2: the dealer's last card shows the trump; SX-DEAL-3: the stock's top card.
        trump_card = cards[DEALT] if options.deck52 else cards[DEALT - 1]
        self._setup(seed, dealer, options, check_scores(scores), trump_card,
                    tuple(cards[DEALT:]), tuple(sort_hand(h) for h in hands))

    @classmethod
    def from_position(cls, hands: Sequence[Sequence[Card]], dealer: int, trump_card: Card,
                      options: Options | None = None, stock: Sequence[Card] = (),
                      scores: Sequence[int] = NO_SCORES) -> HandState:
        """A hand about to be played from a chosen deal (tests, rules pages): six hands of
        six, the turned-up card in the dealer's hand (SX-DEAL-2) or on top of the 52-card
        variant's stock (SX-DEAL-3), every card of the deck in exactly one place."""
        options = options or Options()
        if len(hands) != SEATS or any(len(h) != HAND_SIZE for h in hands):
            raise ValueError(f"a deal is {SEATS} hands of {HAND_SIZE} cards")
        if not 0 <= dealer < SEATS:
            raise ValueError(f"the dealer is a seat 0..{SEATS - 1}, not {dealer}")
        placed = [c for h in hands for c in h] + list(stock)
        if sorted(placed) != sorted(options.deck()):
            raise ValueError("the hands and stock must hold every card of the deck once")
        turned = stock[0] if options.deck52 else trump_card
        if turned != trump_card or (not options.deck52 and trump_card not in hands[dealer]):
            raise ValueError("the trump card is the dealer's (SX-DEAL-2) or the stock's top "
                             "(SX-DEAL-3)")
        state = object.__new__(cls)
        state._setup(0, dealer, options, check_scores(scores), trump_card, tuple(stock),
                     tuple(sort_hand(h) for h in hands))
        return state

    def _setup(self, seed: int, dealer: int, options: Options, scores: tuple[int, ...],
               trump_card: Card, stock: tuple[Card, ...],
               hands: tuple[tuple[Card, ...], ...]) -> None:
        self.seed = seed
        self.dealer = dealer
        self.options = options
        self.scores = scores
        self.trump_card = trump_card
        self.trump = suit(trump_card)
        self.stock = stock  # SX-DEAL-3: top (the turned-up trump card) first; out of play
        self._obligations = options.obligations
        self._hands = hands
        self._trick: Trick[Card] = Trick((dealer + 1) % SEATS, SEATS)  # SX-PLAY-1
        self._tricks: tuple[Trick[Card], ...] = ()
        self._winners: tuple[int, ...] = ()
        self._actions: list[Action] = []
        self._undo: list[_Snapshot] = []

    # --- the position --------------------------------------------------------------------

    @property
    def to_move(self) -> int:
        return self._trick.to_play

    @property
    def actions(self) -> Sequence[Action]:
        return self._actions

    @property
    def trick(self) -> Trick[Card]:
        return self._trick

    @property
    def tricks(self) -> tuple[Trick[Card], ...]:
        return self._tricks

    @property
    def winners(self) -> tuple[int, ...]:
        return self._winners

    def hand(self, seat: int) -> tuple[Card, ...]:
        return self._hands[seat]

    def trump_holder(self) -> int | None:
        """The dealer while the turned-up trump card is in their hand (SX-DEAL-2)."""
        return self.dealer if self.trump_card in self._hands[self.dealer] else None

    def is_over(self) -> bool:
        return len(self._tricks) == TRICKS

    def outcome(self) -> HandScore | None:
        return score_hand(self._winners) if self.is_over() else None

    # --- legality ------------------------------------------------------------------------

    def playable_cards(self) -> list[Card]:
        """The cards the seat to move may play (SX-PLAY-2, SX-PLAY-3)."""
        if self.is_over():
            return []
        return playable(self._hands[self.to_move], self._trick.cards, self.trump, ORDER,
                        self._obligations)

    def legal_actions(self) -> list[Action]:
        return [Play(card) for card in self.playable_cards()]

    def is_legal(self, action: object) -> bool:
        return isinstance(action, Play) and action.card in self.playable_cards()

    def check(self, action: object) -> None:
        """Raise the refusal explaining why ``action`` may not be played now, if it may not."""
        if not isinstance(action, Play):
            raise REFUSE("not_a_move", action=repr(action)[:40])
        if self.is_over():
            raise REFUSE("hand_over")
        hand = self._hands[self.to_move]
        if action.card not in hand:
            raise REFUSE("not_in_hand", card=label(action.card))
        broken = breach(action.card, hand, self._trick.cards, self.trump, ORDER,
                        self._obligations)
        if broken is not None:
            raise self._refusal(broken)

    def _refusal(self, broken: Breach) -> IllegalAction:
        led = suit(self._trick.cards[0])
        if broken is Breach.FOLLOW:
            return REFUSE("follow_suit", suit=glyph(led))
        if broken is Breach.TRUMP:
            return REFUSE("must_trump", led=glyph(led), trump=glyph(self.trump))
        if broken is Breach.OVERTRUMP:
            return REFUSE("must_overtrump", trump=glyph(self.trump))
        return REFUSE("must_overtake", suit=glyph(led))

    # --- moves ---------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Play ``action`` for the seat to move; an illegal one is refused (IllegalAction)
        before anything changes."""
        self.check(action)
        self.play(action.card)
        self._actions.append(action)

    def play(self, card: Card) -> None:
        """Play a card already known to be legal (searches), completing the trick when it is
        the sixth: the highest trump or the highest of the suit led takes it (SX-PLAY-4) and
        its winner leads the next (SX-PLAY-1)."""
        seat = self._trick.to_play
        hands = list(self._hands)
        hands[seat] = tuple(c for c in hands[seat] if c != card)
        self._hands = tuple(hands)
        trick = self._trick.plus(card)
        if trick.is_complete:
            winner = trick.winner(self.trump, ORDER)
            self._tricks = (*self._tricks, trick)
            self._winners = (*self._winners, winner)
            trick = Trick(winner, SEATS)
        self._trick = trick

    def push(self, action: Action) -> None:
        snapshot = (self._hands, self._trick, self._tricks, self._winners, len(self._actions))
        self.apply(action)
        self._undo.append(snapshot)

    def pop(self) -> Action:
        if not self._undo:
            raise IndexError("nothing to undo")
        action = self._actions[-1]
        self._hands, self._trick, self._tricks, self._winners, count = self._undo.pop()
        del self._actions[count:]
        return action

    @property
    def undo_depth(self) -> int:
        """How many pushed actions ``pop`` can take back (the table's undo floor counts
        them)."""
        return len(self._undo)

    def reveals(self, action: Action) -> bool:
        """Whether playing ``action`` shows its player a card hidden from them: never in
        Sixte, where nothing is drawn (every card is dealt before the first trick)."""
        return False

    def copy(self) -> HandState:
        other = object.__new__(HandState)
        other.__dict__.update(self.__dict__)
        other._actions = list(self._actions)
        other._undo = []
        return other

    # --- what a seat knows ---------------------------------------------------------------

    def observation(self, seat: int) -> Observation:
        over = self.is_over()
        return Observation(
            seat=seat, dealer=self.dealer, options=self.options, scores=self.scores,
            trump_card=self.trump_card, trump_holder=self.trump_holder(),
            stock_size=len(self.stock), hand=self._hands[seat],
            hand_sizes=tuple(len(h) for h in self._hands), tricks=self._tricks,
            winners=self._winners, trick=self._trick,
            to_move=None if over else self.to_move,
            legal=tuple(self.legal_actions()) if not over and seat == self.to_move else ())

    @classmethod
    def from_observation(cls, obs: Observation, rng: random.Random,
                         limits: Sequence[Limit] | None = None) -> HandState:
        """A full position consistent with ``obs``: the cards ``obs.seat`` has not seen dealt
        at random to the other hands (and the stock's hidden cards), each where what the plays
        showed allows it (voids, and what the options imply; or ``limits``, when a searching
        player reads more into the plays), the turned-up trump card in the dealer's hand while
        they keep it. ``ValueError`` when no deal fits ``limits``."""
        unseen, capacities, known = hidden_cards(obs)
        holders = [s for s in range(SEATS) if s != obs.seat] + ([SEATS] if obs.stock_size else [])
        excluded: dict[tuple[int, int], list[Limit]] = {}
        for limit in obs.limits() if limits is None else limits:
            excluded.setdefault((limit.seat, limit.suit), []).append(limit)

        def allowed(card: Card, k: int) -> bool:
            return not any(limit.excludes(suit(card), strength(card))
                           for limit in excluded.get((holders[k], suit(card)), ()))

        dealt = deal_hidden(unseen, [capacities[h] for h in holders],
                            allowed if excluded else None, rng)
        hands = [list(h) for h in known]
        for holder, cards in zip(holders, dealt, strict=True):
            if holder < SEATS:
                hands[holder] += cards
        stock = ((obs.trump_card, *dealt[-1]) if obs.stock_size else ())
        state = object.__new__(cls)
        state._setup(0, obs.dealer, obs.options, obs.scores, obs.trump_card, stock,
                     tuple(sort_hand(h) for h in hands))
        state._tricks, state._winners, state._trick = obs.tricks, obs.winners, obs.trick
        state._actions = [Play(c) for c in obs.played()]
        return state


def hidden_cards(obs: Observation) -> tuple[list[Card], dict[int, int], list[list[Card]]]:
    """What ``obs.seat`` has not seen: the unseen cards, how many each other holder has room
    for (holder ``SEATS`` is the stock's hidden part), and the cards known to be in each hand
    (its own; the dealer's turned-up trump)."""
    known: list[list[Card]] = [[] for _ in range(SEATS)]
    known[obs.seat] = list(obs.hand)
    if obs.trump_holder is not None and obs.trump_holder != obs.seat:
        known[obs.trump_holder].append(obs.trump_card)
    seen = set(obs.hand) | set(obs.played()) | {obs.trump_card}
    unseen = [c for c in obs.options.deck() if c not in seen]
    capacities = {s: obs.hand_sizes[s] - len(known[s]) for s in range(SEATS)}
    capacities[SEATS] = max(0, obs.stock_size - 1)
    return unseen, capacities, known
