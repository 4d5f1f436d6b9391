"""One round of Rami: the deal, legal actions, their application, undo (RA-TURN … RA-SCORE).

Modelled on python-chess: ``legal_actions()`` lists every legal action of the seat to move,
``check()`` raises the :class:`IllegalAction` that explains a refusal, ``apply()`` refuses
anything illegal and leaves the state unchanged, ``push()``/``pop()`` undo through snapshots
(every field is immutable but the small dict of combinations), and what needs no decision
happens inside ``apply`` (rebuilding the stock, RA-STOCK; the end of the round).

Before a take, a swap, or any play while something must still go on the table, the state asks
the exact planner (:mod:`.reach`) whether the turn can still end; an action after which it
could not is illegal, so no turn is ever stuck (RA-TURN-1, RA-JOKER-3, RA-OPEN-2).

The state keeps the data and the turn; its other responsibilities have modules of their own
that read its fields: :mod:`.movegen` (which actions are legal), :mod:`.referee` (why one is
refused) and :mod:`.effects` (what a play does, and the turn as the planner sees it).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from sixseq.engine.rng import stable_shuffle
from sixseq.engine.search import deal_hidden
from sixseq.games.rami.rules import referee
from sixseq.games.rami.rules.actions import Action, Discard, Draw, Take
from sixseq.games.rami.rules.cards import (
    JOKER,
    N_KINDS,
    Card,
    card_str,
    counts_of,
    full_deck,
    parse_card,
    parse_token,
    token_card,
)
from sixseq.games.rami.rules.effects import NONE, Effect, Hand, effect_of, settle, turn_view
from sixseq.games.rami.rules.melds import Combination, meld_of
from sixseq.games.rami.rules.movegen import generate
from sixseq.games.rami.rules.observation import Observation
from sixseq.games.rami.rules.reach import OPENING, plan_finish
from sixseq.games.rami.rules.refusals import IllegalAction
from sixseq.games.rami.rules.scoring import RoundScore, score_round
from sixseq.games.rami.rules.table import HAND_DEALT, STOCK_RUNS_TO_END, Phase, TableConfig

_SAMPLE_TRIES = 1000  # deals tried for a seat in the middle of a turn that owes cards

_Snapshot = tuple[Any, ...]


class GameState:
    """A round in progress. Seats are numbered clockwise (RA-SEAT-1)."""

    __slots__ = (
        "_actions", "_closed", "_combos", "_discard", "_hands", "_laid", "_legal", "_legal_set",
        "_legal_version", "_movers", "_next_id", "_opened", "_owed", "_pending", "_runs",
        "_stack", "_stock", "_turn_combos", "_turn_value", "_version", "_winner", "config",
        "first", "phase", "seed", "to_move", "turn",
    )

    def __init__(self, config: TableConfig, seed: int, first: int = 0) -> None:
        """Deal a round from ``seed`` (RA-SEAT-2); ``first`` plays first."""
        if not 0 <= first < config.seats:
            raise ValueError(f"no seat {first} at a table of {config.seats}")
        self.config = config
        self.seed = seed
        self.first = first
        deck = full_deck()
        stable_shuffle(deck, random.Random(seed))
        n = config.seats
        hands: list[Hand] = [()] * n
        for i in range(n):
            hands[(first + i) % n] = tuple(counts_of(deck[i * HAND_DEALT:(i + 1) * HAND_DEALT]))
        rest = deck[n * HAND_DEALT:]
        self._hands = tuple(hands)
        self._discard: tuple[Card, ...] = (rest[-1],)  # the stock's top card, turned up
        self._stock: tuple[Card, ...] = tuple(rest[:-1])  # drawn from the end
        self._combos: dict[int, Combination] = {}
        self._next_id = 1
        self._laid: tuple[bool, ...] = (False,) * n
        self._opened: tuple[bool, ...] = (False,) * n
        self._turn_value = 0
        self._turn_combos: frozenset[int] = frozenset()
        self._pending = NONE
        self._owed = 0
        self._closed: frozenset[int] = frozenset()
        self._runs = 0
        self._winner = NONE
        self._actions: list[Action] = []
        self._movers: list[int] = []
        self._stack: list[_Snapshot] = []
        self._version = 0
        self._legal: list[Action] = []
        self._legal_set: frozenset[Action] = frozenset()
        self._legal_version = -1
        self.turn = 1
        self.to_move = first
        self.phase = Phase.DRAW

    @classmethod
    def from_position(cls, config: TableConfig, hands: Sequence[str], *,
                      table: Iterable[tuple[int, str]] = (), discard: str = "",
                      stock: str = "", to_move: int = 0, phase: Phase = Phase.PLAY,
                      laid: Iterable[int] = (), pending: str = "", owed: int = 0,
                      turn_combos: Iterable[int] = (), stock_size: int | None = None,
                      stock_runs: int = 0, seed: int = 0) -> GameState:
        """A position set up by hand (tests, rule examples), in card notation.

        ``hands`` per seat; ``table`` as ``(owner, "5d jk=6d 7d")`` combinations, numbered
        from 1; ``discard`` bottom first; ``stock`` its next cards to draw, first first; the
        other cards go to the stock in a seeded order, or past ``stock_size`` under the
        discard pile. ``laid`` lists the seats that have laid (seats owning a combination
        count); ``turn_combos`` the combinations the mover laid this turn; ``pending`` a
        taken discard still to use; ``owed`` jokers swapped back; ``stock_runs`` how often
        the stock has run out."""
        state = cls(config, seed, first=to_move)
        pool = counts_of(full_deck())

        def take(cards: Iterable[Card]) -> list[Card]:
            out = list(cards)
            for card in out:
                pool[card] -= 1
                if pool[card] < 0:
                    raise ValueError(f"{card_str(card)} is placed more often than it exists")
            return out

        state._hands = tuple(tuple(counts_of(take(parse_card(t) for t in text.split())))
                             for text in (*hands, *[""] * (config.seats - len(hands))))
        combos: dict[int, Combination] = {}
        owners = set()
        for owner, text in table:
            combo_id = len(combos) + 1
            tokens = tuple(parse_token(t) for t in text.split())
            take(token_card(t) for t in tokens)
            combos[combo_id] = meld_of(tokens, combo_id, owner)
            owners.add(owner)
        state._combos = combos
        state._next_id = len(combos) + 1
        pile = take(parse_card(t) for t in discard.split())
        top = take(parse_card(t) for t in stock.split())
        rest: list[Card] = []
        for card in range(N_KINDS):
            rest.extend([card] * pool[card])
        stable_shuffle(rest, random.Random(seed))
        under = len(rest) - (len(rest) if stock_size is None else stock_size - len(top))
        if under < 0 or under > len(rest):
            raise ValueError(f"a stock of {stock_size} cannot hold the {len(top)} given")
        state._discard = (*rest[:under], *pile)
        state._stock = (*rest[under:], *reversed(top))
        state._runs = stock_runs
        laid_seats = set(laid) | owners
        state._laid = tuple(s in laid_seats for s in range(config.seats))
        state._opened = state._laid
        state.phase = phase
        state._turn_combos = frozenset(turn_combos)
        if state._turn_combos and config.open51:
            state._turn_value = sum(combos[i].value() for i in state._turn_combos)
            opened = state._turn_value >= OPENING
            state._opened = tuple(opened if s == to_move else o
                                  for s, o in enumerate(state._opened))
        if pending:
            state._pending = parse_card(pending)
        state._owed = owed
        return state

    # --- reading the state ---------------------------------------------------------------------

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The seat's cards, sorted (a card held twice appears twice)."""
        counts = self._hands[seat]
        return tuple(c for c in range(N_KINDS) for _ in range(counts[c]))

    def hand_counts(self, seat: int) -> tuple[int, ...]:
        return self._hands[seat]

    def hand_size(self, seat: int) -> int:
        return sum(self._hands[seat])

    @property
    def stock_count(self) -> int:
        return len(self._stock)

    def stock(self) -> tuple[Card, ...]:
        """The stock, next card to draw first (hidden from every player)."""
        return tuple(reversed(self._stock))

    @property
    def stock_runs(self) -> int:
        """How many times the stock has run out (RA-STOCK)."""
        return self._runs

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        """Bottom first; the last card is the top."""
        return self._discard

    def combinations(self) -> tuple[Combination, ...]:
        return tuple(self._combos.values())

    def combination(self, combo_id: int) -> Combination | None:
        return self._combos.get(combo_id)

    def has_laid(self, seat: int) -> bool:
        return self._laid[seat]

    def has_opened(self, seat: int) -> bool:
        return self._opened[seat]

    @property
    def pending(self) -> Card | None:
        """The card taken from the discard this turn and not yet used (RA-TURN-1)."""
        return None if self._pending == NONE else self._pending

    @property
    def owed_jokers(self) -> int:
        """Jokers swapped back this turn and not yet laid again (RA-JOKER-3)."""
        return self._owed

    @property
    def joker_taken_from(self) -> frozenset[int]:
        """Combinations whose joker was taken back this turn: they take no joker again
        until the turn ends (a ruling, see RA-JOKER-3 in docs/rami.md)."""
        return self._closed

    @property
    def turn_value(self) -> int:
        """Worth of what the mover laid this turn toward opening (RA-OPEN-2)."""
        return self._turn_value

    @property
    def turn_combos(self) -> frozenset[int]:
        return self._turn_combos

    @property
    def winner(self) -> int | None:
        return None if self._winner == NONE else self._winner

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every action of the round with the seat that made it (all public)."""
        return tuple(zip(self._movers, self._actions, strict=True))

    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    def reveals(self, action: Action) -> bool:
        """Whether ``action`` shows its player a card hidden from them: a card drawn from
        the stock. The table's undo stops there."""
        return isinstance(action, Draw)

    def outcome(self) -> RoundScore | None:
        """The round's score once it is over (RA-SCORE), else None."""
        if self.phase != Phase.OVER:
            return None
        return score_round([self.hand(s) for s in range(self.config.seats)], self._laid,
                           self.winner)

    # --- snapshots ------------------------------------------------------------------------------

    def _save(self) -> _Snapshot:
        return (self._hands, self._stock, self._discard, dict(self._combos), self._next_id,
                self._laid, self._opened, self._turn_value, self._turn_combos, self._pending,
                self._owed, self._closed, self._runs, self._winner, self.turn, self.to_move,
                self.phase, len(self._actions))

    def _restore(self, snap: _Snapshot) -> None:
        (self._hands, self._stock, self._discard, self._combos, self._next_id, self._laid,
         self._opened, self._turn_value, self._turn_combos, self._pending, self._owed,
         self._closed, self._runs, self._winner, self.turn, self.to_move, self.phase,
         n_actions) = snap
        del self._actions[n_actions:]
        del self._movers[n_actions:]
        self._version += 1

    def push(self, action: Action) -> None:
        """Apply ``action`` keeping a snapshot, so that ``pop()`` undoes it."""
        snap = self._save()
        self.apply(action)
        self._stack.append(snap)

    def pop(self) -> Action:
        if not self._stack:
            raise IndexError("nothing to undo")
        action = self._actions[-1]
        self._restore(self._stack.pop())
        return action

    @property
    def undo_depth(self) -> int:
        return len(self._stack)

    def copy(self) -> GameState:
        """An independent copy of the position (without its undo stack)."""
        other = GameState.__new__(GameState)
        other.config, other.seed, other.first = self.config, self.seed, self.first
        other._actions, other._movers = list(self._actions), list(self._movers)
        other._stack = []
        other._legal, other._legal_set, other._legal_version = [], frozenset(), -1
        other._version = 0
        other._restore(self._save())
        return other

    # --- legal actions --------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to move."""
        return list(self._legal_list())

    def is_legal(self, action: Action) -> bool:
        self._legal_list()
        try:
            return action in self._legal_set
        except TypeError:
            return False

    def _legal_list(self) -> list[Action]:
        if self._legal_version != self._version:
            self._legal = generate(self)
            self._legal_set = frozenset(self._legal)
            self._legal_version = self._version
        return self._legal

    def check(self, action: Action) -> None:
        """Raise the ``IllegalAction`` that explains why ``action`` is refused (or nothing);
        see :mod:`.referee`."""
        referee.check(self, action)

    # --- applying -------------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Play ``action``; an illegal one is refused with its reason and changes nothing."""
        if self._legal_version != self._version or action not in self._legal_set:
            self.check(action)
        seat = self.to_move
        if isinstance(action, Draw):
            card = self._stock[-1]
            self._stock = self._stock[:-1]
            self._give(seat, card)
            if not self._stock:
                self._runs += 1
            self.phase = Phase.PLAY
        elif isinstance(action, Take):
            card = self._discard[-1]
            self._discard = self._discard[:-1]
            self._give(seat, card)
            self._pending = card
            self.phase = Phase.PLAY
        elif isinstance(action, Discard):
            self._take_from(seat, [action.card])
            self._discard = (*self._discard, action.card)
        else:
            self._play(seat, effect_of(self, action))
        self._actions.append(action)
        self._movers.append(seat)
        self._version += 1
        if isinstance(action, Discard):
            self._end_turn(seat)

    def _give(self, seat: int, card: Card) -> None:
        hand = list(self._hands[seat])
        hand[card] += 1
        self._set_hand(seat, hand)

    def _take_from(self, seat: int, cards: Iterable[Card]) -> None:
        hand = list(self._hands[seat])
        for card in cards:
            hand[card] -= 1
        self._set_hand(seat, hand)

    def _set_hand(self, seat: int, hand: list[int]) -> None:
        hands = list(self._hands)
        hands[seat] = tuple(hand)
        self._hands = tuple(hands)

    def _play(self, seat: int, effect: Effect) -> None:
        self._take_from(seat, effect.removed)
        if effect.swap:
            self._give(seat, JOKER)
        combo = effect.combo
        self._combos[combo.id] = combo
        opening = self.config.open51 and not self._opened[seat]
        if effect.new:
            self._next_id += 1
            self._laid = _set(self._laid, seat, True)
            if not self.config.open51:
                self._opened = self._laid
        if opening and (effect.new or combo.id in self._turn_combos):
            self._turn_value += effect.gain
            if effect.new:
                self._turn_combos = self._turn_combos | {combo.id}
            if self._turn_value >= OPENING:
                self._opened = _set(self._opened, seat, True)
        self._pending, self._owed = settle(self._pending, self._owed, effect)
        if effect.swap:
            self._closed = self._closed | {combo.id}
        if not any(self._hands[seat]):
            self._finish(seat)  # RA-TURN-5: out by laying

    def _end_turn(self, seat: int) -> None:
        if not any(self._hands[seat]):
            self._finish(seat)  # RA-TURN-5: out by discarding the last card
            return
        if not self._stock:
            if self._runs >= STOCK_RUNS_TO_END or len(self._discard) < 2:
                self._finish(NONE)  # RA-STOCK-2
                return
            # RA-STOCK-1: all but the top discard, shuffled face down.
            pile = list(self._discard[:-1])
            stable_shuffle(pile, random.Random(f"rami-stock/{self.seed}/{self._runs}"))
            self._stock = tuple(pile)
            self._discard = self._discard[-1:]
        self.to_move = (seat + 1) % self.config.seats
        self.turn += 1
        self.phase = Phase.DRAW
        self._turn_value = 0
        self._turn_combos = frozenset()
        self._pending = NONE
        self._owed = 0
        self._closed = frozenset()

    def _finish(self, winner: int) -> None:
        self._winner = winner
        self.phase = Phase.OVER

    # --- what a seat sees -----------------------------------------------------------------------

    def observation(self, seat: int) -> Observation:
        """Everything ``seat`` may know, and nothing more (see :mod:`.observation`)."""
        over = self.phase == Phase.OVER
        return Observation(
            seat=seat, config=self.config, first=self.first, turn=self.turn,
            to_move=self.to_move, phase=self.phase, hand=self.hand(seat),
            hand_sizes=tuple(sum(h) for h in self._hands), stock_count=len(self._stock),
            stock_runs=self._runs, discard=self._discard,
            combinations=tuple(self._combos.values()), laid=self._laid, opened=self._opened,
            turn_value=self._turn_value, turn_combos=tuple(sorted(self._turn_combos)),
            pending=self.pending, owed_jokers=self._owed,
            joker_taken_from=tuple(sorted(self._closed)), history=self.history(),
            legal=tuple(self._legal_list()) if seat == self.to_move and not over else (),
            outcome=self.outcome())

    @classmethod
    def from_observation(cls, obs: Observation, rng: random.Random) -> GameState:
        """A full position consistent with ``obs``: the cards it has not seen dealt at random
        to the other hands (around what they are known to hold) and the stock (for Hard's
        sampled deals). When another seat is in the middle of a turn that owes cards to the
        table, only deals that let it finish are kept: its hand did. The position keeps the
        round's public history but not its seed: it does not replay."""
        for _ in range(_SAMPLE_TRIES):
            state = cls._sample(obs, rng)
            if obs.seat == obs.to_move or state.phase != Phase.PLAY or not (
                    view := turn_view(state)).obligations() or plan_finish(view) is not None:
                return state
        raise ValueError("no deal of the unseen cards lets the seat to move finish its turn")

    @classmethod
    def _sample(cls, obs: Observation, rng: random.Random) -> GameState:
        config = obs.config
        hands: list[list[Card]] = [list(obs.known(s)) for s in range(config.seats)]
        hands[obs.seat] = list(obs.hand)
        others = [s for s in range(config.seats) if s != obs.seat]
        capacities = [obs.hand_sizes[s] - len(hands[s]) for s in others]
        dealt = deal_hidden(obs.unseen(), [*capacities, obs.stock_count], None, rng)
        for seat, cards in zip(others, dealt, strict=False):
            hands[seat].extend(cards)
        state = cls.__new__(cls)
        state.config, state.seed, state.first = config, rng.getrandbits(62), obs.first
        state._actions = [action for _, action in obs.history]  # public: kept, for readers
        state._movers = [seat for seat, _ in obs.history]
        state._stack = []
        state._legal, state._legal_set, state._legal_version, state._version = (
            [], frozenset(), -1, 0)
        state._restore((
            tuple(tuple(counts_of(h)) for h in hands), tuple(dealt[-1]), obs.discard,
            {c.id: c for c in obs.combinations}, obs.next_id(), obs.laid, obs.opened,
            obs.turn_value, frozenset(obs.turn_combos),
            NONE if obs.pending is None else obs.pending, obs.owed_jokers,
            frozenset(obs.joker_taken_from), obs.stock_runs,
            NONE if obs.outcome is None or obs.outcome.winner is None else obs.outcome.winner,
            obs.turn, obs.to_move, obs.phase, len(obs.history)))
        return state

    # --- invariants ----------------------------------------------------------------------------

    def card_counts(self) -> list[int]:
        """How many of each card the position holds, everywhere (two each, four jokers)."""
        counts = [0] * N_KINDS
        for hand in self._hands:
            for card, n in enumerate(hand):
                counts[card] += n
        for card in (*self._stock, *self._discard):
            counts[card] += 1
        for combo in self._combos.values():
            for card in combo.cards():
                counts[card] += 1
        return counts

    def total_cards(self) -> int:
        return sum(self.card_counts())


def _set(values: tuple[bool, ...], index: int, value: bool) -> tuple[bool, ...]:
    return (*values[:index], value, *values[index + 1:])


__all__ = ["GameState", "IllegalAction"]
