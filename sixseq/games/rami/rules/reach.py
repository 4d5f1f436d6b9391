"""The exact planner: can this turn still end with every card that must go on the table on it?

Three things oblige a player to put cards on the table before their turn ends: a card taken
from the discard pile (RA-TURN-1), a joker taken back by a swap (RA-JOKER-3), and a first
laying begun under "51 to open" (RA-OPEN-2). The rules core asks :func:`plan_finish` before a
take, a swap, or any play while an obligation stands, and refuses the action when the answer
is no, so a turn can never be stuck. The answer is exact: it is a search of every way the turn
can go, narrowed only by the exchange arguments below, each of which turns any plan that
finishes into one the search tries.

**Swaps first** (:func:`_case_a`). A swap needs the real card in hand (hands only shrink
between drawing and discarding) and the joker on the table, so every swap of a plan can be
made before its other plays. Swapping a joker laid this turn is never needed (laying the real
card in its place instead leaves the joker in hand with no duty and the combination open to
a joker), and no joker is swapped twice: a combination whose joker was taken back takes no
joker again that turn (the ruling on RA-JOKER-3, ``closed``). So the search tries every set of
swaps of the jokers on the table, each at most once, with every card that may replace it.

**Then only what is owed** (:func:`_place`). After the swaps, what is owed is the taken card
``c`` (unless a swap tabled it) and ``k`` jokers. A plan's plays that table none of them can
be dropped. The play that tables ``c`` can be cut down to the smallest one holding ``c``:
three cards of a new combination around it (any combination of three or more holds a
three-card one around each of its cards), or the cards from a sequence's end up to ``c``, or
``c`` alone into a series; a joker the original play held beyond those cards can be added on
its own at the sequence's end later. Each owed joker needs its own combination (at most one
joker each, RA-JOKER-2), and the smallest play that tables one is the joker alone, added to a
combination without a joker that has room (:meth:`takes_joker`, and not closed), or a new
combination of the joker and two real cards. Every cut-down play uses a subset of the
original's cards, so the cut-down plan still fits the hand. Jokers placed alone need
distinct combinations; pairs need distinct cards; the two do not compete, so counting
suffices (:func:`_fill`).

**A first laying** (:func:`_case_b`). A player who has laid nothing may only lay. Either ``c``
goes in a new combination (three cards suffice, as above), or some combination ``L`` is laid
first and the rest is the case above with ``L`` on the table. ``L`` can be cut to three cards:
``c`` cannot extend ``L`` (that would be a combination holding ``c``), so ``L`` matters only as
a place for a joker, which any three of its cards still are.

**Fifty-one to open** (:func:`_opening`, RA-OPEN-2). Before opening, only lays and additions
to one's own combinations of this turn count; once their worth reaches 51 the case above
applies with them on the table. The search tries every addition to this turn's combinations
and every family of new combinations (a depth-first search over the hand, pruned by the best
worth the remaining cards can make, :func:`best_worth`). The turn's first lays before opening
are judged all at once instead (:func:`first_lays`, its argument in its docstring), the search
asked only where a swap might place a taken card.

The hand is a list of counts by card (index 52: jokers); two copies of a card are the same
card (RA-DECK-1), so a taken card is used once either copy goes on the table.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import product

from sixseq.games.rami.rules.cards import (
    HIGH,
    JOKER,
    JOKER_AS,
    LOW,
    N_RANKS,
    Card,
    Token,
    card_at,
    positions_of,
    token_card,
)
from sixseq.games.rami.rules.gen import (
    all_triples,
    joker_partners,
    sequence_adds,
    series_adds,
    triples_with,
)
from sixseq.games.rami.rules.melds import (
    Combination,
    Series,
    extended,
    grown,
    grows_into,
    meld_of,
    swap_cards,
    swapped,
)
from sixseq.games.rami.rules.melds import Sequence as Run
from sixseq.games.rami.rules.worth import (
    best_worth,
    best_worth_holding,
    best_worth_with,
    lays_holding,
    packed,
)

OPENING = 51  # RA-OPEN-2
_NEW = -1  # the id of a combination the search lays (never compared with real ids)
_MAX_EXTRA_SLOTS = 5  # more new combinations than a hand of 15 can make


@dataclass(frozen=True, slots=True)
class Plan:
    """One way to finish: the cards it takes from hand and the table combinations it
    changes. A play that shares neither leaves the plan possible."""

    used: tuple[Card, ...] = ()
    touched: frozenset[int] = field(default_factory=frozenset)

    def plus(self, used: Sequence[Card], touched: Sequence[int] = ()) -> Plan:
        return Plan((*self.used, *used), self.touched | frozenset(touched))

    def swapping(self, card: Card, combo_id: int) -> Plan:
        """This plan after ``card`` from hand took the joker of ``combo_id``: that joker, not
        one from hand, is the first the plan lays."""
        used = list(self.used)
        if JOKER in used:
            used.remove(JOKER)
        return Plan((*used, card), self.touched | {combo_id})


EMPTY = Plan()


@dataclass(slots=True)
class TurnView:
    """What the planner needs of a turn in play (the mover's side of it)."""

    hand: list[int]
    table: list[Combination]
    open51: bool
    laid: bool  # has a combination on the table (RA-TURN-4)
    opened: bool  # RA-OPEN-2 met (without the option: the same as laid)
    turn_value: int  # worth of the combinations laid this turn before opening
    turn_combos: frozenset[int]  # ids laid this turn (before opening: the opening so far)
    pending: int  # the card taken from the discard and not yet used, else -1
    owed: int  # jokers taken back by swaps and not yet laid again
    closed: frozenset[int] = frozenset()  # combinations whose joker was taken back

    def obligations(self) -> bool:
        return self.pending >= 0 or self.owed > 0 or self.opening_due()

    def opening_due(self) -> bool:
        return self.open51 and not self.opened and self.turn_value > 0


def plan_finish(view: TurnView) -> Plan | None:
    """A plan that meets every obligation of the turn, or None when none exists."""
    return next(plans(view), None)


def plans(view: TurnView) -> Generator[Plan, None, None]:
    """Plans that meet every obligation of the turn, the first one found first (none when
    the turn cannot end). Several plans let the rules core accept at once a play that
    leaves one of them possible."""
    card, jokers = view.pending, view.owed
    if card == JOKER:
        card, jokers = -1, jokers + 1
    if card < 0 and jokers == 0 and not view.opening_due():
        yield EMPTY
        return
    hand = list(view.hand)
    if view.open51 and not view.opened:
        found = _opening(view, hand, card, jokers)
        if found is not None:
            yield found
        return
    if not view.laid:
        yield from _case_b(hand, view.table, card, jokers)
        return
    yield from _case_a(hand, view.table, card, jokers, closed=view.closed)


def _first(found: Iterator[Plan]) -> Plan | None:
    """The first plan, the search closed at once so the hand it borrowed is restored."""
    try:
        return next(found, None)
    finally:
        if isinstance(found, Generator):
            found.close()


# --- laid already: swaps, then what is owed ------------------------------------------------------

def _case_a(hand: list[int], table: Sequence[Combination], card: int, jokers: int,
            extra: int = 0, closed: frozenset[int] = frozenset()) -> Iterator[Plan]:
    """With every permission: some set of swaps, then ``card`` and ``jokers`` placed.
    ``extra`` counts imaginary joker places (an upper bound used to prune); ``closed``
    combinations take no joker (theirs was taken back this turn)."""
    jokered = [i for i, combo in enumerate(table) if combo.standin() is not None]
    yield from _swaps(hand, list(table), card, jokers, extra, jokered, 0, closed)


def _swaps(hand: list[int], table: list[Combination], card: int, jokers: int, extra: int,
           jokered: list[int], i: int, closed: frozenset[int]) -> Iterator[Plan]:
    if i == len(jokered):
        yield from _place(hand, table, card, jokers, extra, closed)
        return
    yield from _swaps(hand, table, card, jokers, extra, jokered, i + 1, closed)
    combo = table[jokered[i]]
    for real in swap_cards(combo):
        if not hand[real]:
            continue
        hand[real] -= 1
        hand[JOKER] += 1
        table[jokered[i]] = swapped(combo, real)
        try:
            for found in _swaps(hand, table, -1 if real == card else card, jokers + 1, extra,
                                jokered, i + 1, closed | {combo.id}):
                yield found.swapping(real, combo.id)
        finally:  # also when the caller stops early (see _first)
            table[jokered[i]] = combo
            hand[real] += 1
            hand[JOKER] -= 1


def _place(hand: list[int], table: list[Combination], card: int, jokers: int, extra: int,
           closed: frozenset[int]) -> Iterator[Plan]:
    if card < 0:
        found = _fill(hand, table, jokers, extra, closed)
        if found is not None:
            yield found
        return
    for used, after, touched in _placements(hand, table, card, closed):
        for c in used:
            hand[c] -= 1
        found = _fill(hand, after, jokers - used.count(JOKER), extra, closed)
        for c in used:
            hand[c] += 1
        if found is not None:
            yield found.plus(used, touched)


_Placement = tuple[tuple[Card, ...], list[Combination], tuple[int, ...]]


def _placements(hand: list[int], table: list[Combination], card: Card,
                closed: frozenset[int]) -> Iterator[_Placement]:
    """The smallest plays that table ``card``: (cards from hand, the table after, the
    combination changed)."""
    suit, index = divmod(card, N_RANKS)
    rank = index + 1
    for i, combo in enumerate(table):
        if isinstance(combo, Series):
            if combo.rank == rank and len(combo) == 3 and not combo.suit_mask() >> suit & 1:
                yield (card,), _replaced(table, i, grown(combo, (card,))), (combo.id,)
        elif combo.suit == suit:
            for below, above in _reaches(hand, combo, card, combo.id not in closed):
                used = tuple(token_card(t) for t in (*below, *above))
                yield used, _replaced(table, i, extended(combo, below, above)), (combo.id,)
    for tokens in triples_with(hand, card):
        yield tuple(token_card(t) for t in tokens), [*table, meld_of(tokens, _NEW)], ()


def _reaches(hand: list[int], seq: Run, card: Card, open_to_joker: bool
             ) -> Iterator[tuple[tuple[Token, ...], tuple[Token, ...]]]:
    """Additions to ``seq`` that run from its end up to ``card`` and no further, the gap
    filled from hand, with a joker in the gap at most once (RA-JOKER-2)."""
    joker_ok = open_to_joker and not seq.joker and hand[JOKER] > 0
    for position in positions_of(card):
        if position < seq.low and seq.low > LOW:
            gap = range(position + 1, seq.low)
        elif position > seq.high and seq.high < HIGH:
            gap = range(seq.high + 1, position)
        else:
            continue
        unheld = [p for p in gap if not hand[card_at(seq.suit, p)]]
        if len(unheld) > joker_ok:
            continue
        jokers_at: list[int] = unheld if unheld else [0, *(gap if joker_ok else ())]
        for joker in jokers_at:
            run = range(min(position, gap.start), max(position, gap.stop - 1) + 1) \
                if gap else range(position, position + 1)
            tokens = tuple(JOKER_AS + card_at(seq.suit, p) if p == joker
                           else card_at(seq.suit, p) for p in run)
            yield (tokens, ()) if position < seq.low else ((), tokens)


def _replaced(table: list[Combination], i: int, combo: Combination) -> list[Combination]:
    out = list(table)
    out[i] = combo
    return out


def _fill(hand: list[int], table: list[Combination], jokers: int, extra: int,
          closed: frozenset[int]) -> Plan | None:
    """``jokers`` owed jokers placed: alone into combinations with room for one, then each
    with two real cards in a new combination."""
    if jokers <= 0:
        return EMPTY
    places = [combo.id for combo in table if combo.takes_joker() and combo.id not in closed]
    if len(places) + extra >= jokers:
        return Plan((JOKER,) * jokers, frozenset(places[:jokers]))
    pairs = _pairs(hand, jokers - len(places) - extra, 0)
    if pairs is None:
        return None
    return Plan((JOKER,) * jokers + pairs, frozenset(places))


def _pairs(hand: list[int], need: int, start: int) -> tuple[Card, ...] | None:
    """``need`` disjoint pairs of real cards that each make a combination with a joker."""
    if need == 0:
        return ()
    for first in range(start, JOKER):
        if not hand[first]:
            continue
        hand[first] -= 1
        for partner in joker_partners(first):
            if hand[partner]:
                hand[partner] -= 1
                rest = _pairs(hand, need - 1, first)
                hand[partner] += 1
                if rest is not None:
                    hand[first] += 1
                    return (first, partner, *rest)
        hand[first] += 1
    return None


# --- nothing laid yet ----------------------------------------------------------------------------

def _case_b(hand: list[int], table: Sequence[Combination], card: int, jokers: int
            ) -> Iterator[Plan]:
    """RA-TURN-4 without the option: lay a combination first (or lay ``card`` at once)."""
    if card < 0:
        # A taken joker: any combination laid takes it, or has room for it.
        for tokens in all_triples(hand):
            used = tuple(token_card(t) for t in tokens)
            yield Plan(used if JOKER in used else (*used, JOKER))
        return
    for tokens in triples_with(hand, card):
        yield Plan(tuple(token_card(t) for t in tokens))
    if _first(_case_a(hand, table, card, jokers, extra=1)) is None:
        return  # even with a combination laid for nothing, the card has no place
    for tokens in all_triples(hand):
        used = tuple(token_card(t) for t in tokens)
        if card in used:
            continue  # laid with the card: tried above
        for c in used:
            hand[c] -= 1
        found = _first(_case_a(hand, [*table, meld_of(tokens, _NEW)], card, jokers))
        for c in used:
            hand[c] += 1
        if found is not None:
            yield found.plus(used)


# --- fifty-one to open ---------------------------------------------------------------------------

def _opening(view: TurnView, hand: list[int], card: int, jokers: int) -> Plan | None:
    """RA-OPEN-2: this turn's combinations (grown by additions) and new ones worth 51 in all,
    then with every permission whatever is still owed. ``card`` may be the taken card or -1;
    ``jokers`` is 1 for a taken joker (no swap happens before opening)."""
    own = [i for i, combo in enumerate(view.table) if combo.id in view.turn_combos]
    choices: list[list[tuple[tuple[Token, ...], Combination, int] | None]] = []
    for i in own:
        combo: Combination = view.table[i]
        grown_ways: list[tuple[tuple[Token, ...], Combination, int] | None] = [None]
        if isinstance(combo, Series):
            for tokens in series_adds(hand, combo):
                after: Combination = grown(combo, tokens)
                grown_ways.append((tokens, after, after.value() - combo.value()))
        else:
            for below, above in sequence_adds(hand, combo):
                after = extended(combo, below, above)
                grown_ways.append(((*below, *above), after, after.value() - combo.value()))
        choices.append(grown_ways)
    need = OPENING - view.turn_value
    if card < 0 and jokers == 0 and need > best_worth(hand) + sum(
            max((way[2] for way in ways if way is not None), default=0) for ways in choices):
        return None  # even the best growth of every combination and the best new ones fall short
    for choice in product(*choices):
        used: list[Card] = []
        table = list(view.table)
        gained = 0
        for i, way in zip(own, choice, strict=True):
            if way is not None:
                tokens, after, worth = way
                used.extend(token_card(t) for t in tokens)
                table[i] = after
                gained += worth
        for c in used:
            hand[c] -= 1
        ok = min(hand) >= 0 and _open_rest(hand, table, need - gained,
                        -1 if card in used else card,
                        jokers - (1 if jokers and JOKER in used else 0))
        for c in used:
            hand[c] += 1
        if ok:  # the plan takes the whole hand and table: no play is judged against it
            return Plan(tuple(c for c in range(JOKER + 1) for _ in range(hand[c])),
                        frozenset(combo.id for combo in view.table))
    return None


def first_lays(view: TurnView, lays: list[tuple[Token, ...]]) -> list[bool | None]:
    """RA-OPEN-2, the turn's first lay before opening (nothing owed but perhaps a taken
    card): for each of ``lays``, the hand's every combination, whether the turn can still end
    once it is laid, judged for all of them at once. None: ask :func:`plan_finish`.

    An opening begun with a lay ``L`` is ``L`` grown by at most one addition into a
    combination ``C`` of the hand, and more combinations laid, so it is a family of the hand's
    combinations worth 51 that holds a ``C`` into which ``L`` grows: ``L`` can begin one
    exactly when such a ``C`` belongs to a family worth 51. A taken card still to place goes
    in that family, or on a combination already on the table with cards the family leaves
    (on one of the family's own, it would make a family holding it); every other plan needs
    a swap after opening of a joker on the table or in ``C`` (one laid this turn elsewhere
    never needs taking back, as the module's note says) by a card the family leaves. Where
    no card can make one, the lay is refused. Otherwise it is legal when the taken card
    takes back a joker that then goes alone on the table or with two cards from hand, or
    another card does and the taken card goes down with that joker (:class:`_Swaps`); and
    only where none of these finds a family (or the taken card is a joker) does the planner
    decide."""
    if best_worth(view.hand) < OPENING:
        return [False] * len(lays)
    whole, card = packed(view.hand), view.pending
    melds = [meld_of(tokens) for tokens in lays]
    opens: dict[tuple[bool, int], list[tuple[tuple[Token, ...], Combination]]] = {}
    for tokens, combo in zip(lays, melds, strict=True):
        if best_worth_holding(whole, tokens) >= OPENING:
            opens.setdefault(_kind(combo), []).append((tokens, combo))
    rests = _left_after_placing(view, card) if card >= 0 else []
    swaps = _Swaps(view, card)
    out: list[bool | None] = []
    for small in melds:
        bigs = [tokens for tokens, big in opens.get(_kind(small), ()) if grows_into(small, big)]
        if not bigs or card < 0:
            out.append(bool(bigs))
        elif any(best_worth_holding(rest, tokens) >= OPENING for rest in rests for tokens in bigs) \
                or any(best_worth_holding(whole, tokens, card) >= OPENING for tokens in bigs):
            out.append(True)
        elif card == JOKER:
            out.append(None)
        else:
            out.append(swaps.verdict(bigs))
    return out


def _kind(combo: Combination) -> tuple[bool, int]:
    """What a combination can grow into only its like of: its suit's sequences or its rank's
    series."""
    return (True, combo.suit) if isinstance(combo, Run) else (False, combo.rank)


def _left_after_placing(view: TurnView, card: Card) -> list[int]:
    """The packed hands left once ``card`` goes on a combination already on the table, with
    cards from hand filling the gap to it, in each way it can; or, when some combination
    can still take a joker, once a taken joker goes there."""
    hand = list(view.hand)
    if card == JOKER:
        return [_packed_without(hand, (JOKER,))] if _joker_room(view) else []
    return [_packed_without(hand, used)
            for used, _, touched in _placements(hand, view.table, card, view.closed) if touched]


def _packed_without(hand: list[int], used: Iterable[Card]) -> int:
    """The packed ``hand`` less the cards ``used`` (each in it)."""
    rest = list(hand)
    for card in used:
        rest[card] -= 1
    return packed(rest)


def _joker_room(view: TurnView) -> bool:
    """Whether a combination on the table can take a joker alone."""
    return any(combo.takes_joker() and combo.id not in view.closed for combo in view.table)


class _Swaps:
    """What a swap after opening can do for the taken real ``card`` that nothing else
    places (see :func:`first_lays`): the packed hands an opening may still come from once
    the swap is made and the card and the joker it frees are down, kept by the card that
    swaps, which they depend on alone. The table is left as it is: the combination whose
    joker is taken back takes no joker that turn (RA-JOKER-3), and with its joker it takes
    none either."""

    def __init__(self, view: TurnView, card: Card) -> None:
        self._view, self._card = view, card
        self._by_real: dict[Card, list[int]] = {}
        self._on_table = {real for combo in view.table if combo.id not in view.closed
                          for real in swap_cards(combo)}

    def verdict(self, bigs: list[tuple[Token, ...]]) -> bool | None:
        """For a lay that grows into the combinations ``bigs`` of openings: True when a swap
        places the card, False when none can, None when only the planner can tell."""
        bigs = [tokens for tokens in bigs if self._might_place(tokens)]
        if not bigs:
            return False
        if any(best_worth_holding(rest, tokens) >= OPENING
               for tokens in bigs for rest in self._rests(tokens)):
            return True
        return None

    def _might_place(self, tokens: tuple[Token, ...]) -> bool:
        """Whether a swap might place the card once an opening holding ``tokens`` is down:
        some card in hand can take back a joker and the opening can spare it."""
        for real in self._swappers(tokens):
            hand = list(self._view.hand)
            hand[real] -= 1
            if best_worth_holding(packed(hand), tokens) >= OPENING:
                return True
        return False

    def _rests(self, tokens: tuple[Token, ...]) -> Iterator[int]:
        """The hands left, the joker taken back on the table or in the combination
        ``tokens`` of the opening."""
        for real in self._swappers(tokens):
            found = self._by_real.get(real)
            if found is None:
                found = self._by_real[real] = self._left(real)
            yield from found

    def _swappers(self, tokens: tuple[Token, ...]) -> set[Card]:
        """The cards in hand that may take back a joker on the table or in ``tokens``."""
        return {real for real in self._on_table.union(swap_cards(meld_of(tokens)))
                if self._view.hand[real]}

    def _left(self, real: Card) -> list[int]:
        """The hands left once ``real`` has taken back a joker and that joker is down: with
        the taken card when another card took it back; when the taken card itself did,
        alone on the table or in a new combination of three."""
        view, card = self._view, self._card
        hand = list(view.hand)
        hand[real] -= 1
        hand[JOKER] += 1
        ways: list[tuple[Card, ...]]
        if real == card:
            ways = [(JOKER,)] if _joker_room(view) else []
            ways += [tuple(token_card(t) for t in tokens) for tokens in all_triples(hand)
                     if any(t >= JOKER_AS for t in tokens)]
        else:
            ways = [used for used, _, _ in _placements(hand, view.table, card, view.closed)
                    if JOKER in used]
        return [_packed_without(hand, used) for used in ways]


def _open_rest(hand: list[int], table: list[Combination], need: int, card: int, jokers: int
               ) -> bool:
    """New combinations worth ``need`` more, and then ``card`` and ``jokers`` placed."""
    if need > _most(hand):
        return False  # every card laid would not be enough
    if card < 0 and jokers == 0:
        return best_worth(hand) >= need
    wanted = card if card >= 0 else JOKER
    if best_worth_with(hand, wanted) >= max(need, 0):
        return True
    if need <= 0:
        return _first(_case_a(hand, table, card, jokers)) is not None
    if _first(_case_a(hand, table, card, jokers, extra=_MAX_EXTRA_SLOTS)) is None:
        return False
    return _families_then(hand, table, need, 0, card, jokers)


def _families_then(hand: list[int], table: list[Combination], need: int, start: int,
                   card: int, jokers: int) -> bool:
    """Some family of new combinations from ``hand`` (cards from index ``start`` on) worth
    ``need``, after which ``card`` and ``jokers`` can be placed."""
    if need <= 0 and _first(_case_a(hand, table, card, jokers)) is not None:
        return True
    if best_worth(_from(hand, start)) < need:
        return False
    first = next((c for c in range(start, JOKER) if hand[c]), -1)
    if first < 0:
        return False
    if _families_then(hand, table, need, first + 1, card, jokers):
        return True
    wanted = card if card >= 0 else JOKER
    for tokens in lays_holding(_from(hand, first), first):
        used = [token_card(t) for t in tokens]
        if wanted in used:
            continue  # a family holding what is owed was judged by best_worth_with
        for c in used:
            hand[c] -= 1
        combo = meld_of(tokens, _NEW)
        ok = _families_then(hand, [*table, combo], need - combo.value(), first, card, jokers)
        for c in used:
            hand[c] += 1
        if ok:
            return True
    return False


def _from(hand: list[int], start: int) -> list[int]:
    """The hand without its real cards of index below ``start``."""
    return [0] * start + hand[start:] if start else hand


def _most(hand: list[int]) -> int:
    """More than any family of combinations from ``hand`` is worth: every card at its
    highest worth (RA-DECK-3: an ace 11, a joker at most 11)."""
    return sum(n * (11 if c % N_RANKS == 0 or c == JOKER else min(c % N_RANKS + 1, 10))
               for c, n in enumerate(hand) if n)
