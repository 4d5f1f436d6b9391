"""Helpers for the Rami tests: positions in notation, fingerprints, and a brute-force oracle
for the planner (every sequence of plays tried, nothing cut down)."""

from __future__ import annotations

import random
from collections.abc import Iterable

from sixseq.games.rami.rules.actions import Action, parse_action
from sixseq.games.rami.rules.cards import (
    JOKER,
    JOKER_AS,
    N_KINDS,
    Counts,
    Token,
    card_at,
    parse_card,
    token_card,
)
from sixseq.games.rami.rules.effects import effect_of, turn_view, view_after
from sixseq.games.rami.rules.melds import (
    Combination,
    Sequence,
    Series,
    extended,
    grown,
    meld_of,
    swap_cards,
    swapped,
)
from sixseq.games.rami.rules.reach import OPENING, TurnView
from sixseq.games.rami.rules.refusals import IllegalAction
from sixseq.games.rami.rules.state import GameState
from sixseq.games.rami.rules.table import Phase, TableConfig

TWO = TableConfig(2)
FOUR = TableConfig(4)
TWO51 = TableConfig(2, open51=True)


def a(text: str) -> Action:
    return parse_action(text)


def c(text: str) -> int:
    return parse_card(text)


def position(hand: str, table: Iterable[tuple[int, str]] = (), *, config: TableConfig = TWO,
             others: tuple[str, ...] = (), **kwargs: object) -> GameState:
    """Seat 0 to move (by default in the play phase, after drawing) holding ``hand``."""
    hands = (hand, *others)
    return GameState.from_position(config, hands, table=table, **kwargs)  # type: ignore[arg-type]


def fingerprint(state: GameState) -> tuple[object, ...]:
    """Everything about a position that an action could change."""
    return (
        tuple(state.hand(s) for s in range(state.config.seats)), state.stock(),
        state.discard_pile, state.combinations(), state.phase, state.to_move, state.turn,
        state.pending, state.owed_jokers, state.turn_value, state.turn_combos,
        state.joker_taken_from,
        tuple(state.has_laid(s) for s in range(state.config.seats)),
        tuple(state.has_opened(s) for s in range(state.config.seats)), state.stock_runs,
        state.winner, state.actions,
    )


def texts(state: GameState) -> set[str]:
    return {str(x) for x in state.legal_actions()}


# --- the oracle -------------------------------------------------------------------------------

def _owes(pending: int, owed: int, open51: bool, opened: bool, value: int) -> bool:
    return pending >= 0 or owed > 0 or (open51 and not opened and value > 0)


def oracle_finishable(view: TurnView) -> bool:
    """Whether some sequence of lays, additions and swaps meets every obligation of the
    turn, by trying them all (memoized): slow, simple, independent of the planner and of the
    generator of plays (``gen.py``) it relies on. Every shape the hand holds is tried and
    the rules' own checks (``meld_of``, ``extended``, ``grown``, ``swapped``) say which are
    valid."""
    seen: dict[tuple[object, ...], bool] = {}
    next_id = [1000]

    def search(hand: tuple[int, ...], table: tuple[Combination, ...], laid: bool,
               opened: bool, value: int, mine: frozenset[int], pending: int, owed: int,
               closed: frozenset[int]) -> bool:
        if not _owes(pending, owed, view.open51, opened, value):
            return True
        key = (hand, tuple(sorted(table, key=lambda x: x.id)), laid, opened, value, mine,
               pending, owed, closed)
        if key in seen:
            return seen[key]
        seen[key] = False
        result = False
        for removed, combo, new, gain, swap in moves(hand, table, laid, opened, mine, closed):
            counts = list(hand)
            for card in removed:
                counts[card] -= 1
            if swap:
                counts[JOKER] += 1
            if new:
                next_id[0] += 1
                combo = meld_of(combo.tokens(), next_id[0], 0)
                table2 = (*table, combo)
            else:
                table2 = tuple(combo if x.id == combo.id else x for x in table)
            value2, mine2, opened2 = value, mine, opened
            if view.open51 and not opened and (new or combo.id in mine):
                value2 += gain
                if new:
                    mine2 = mine | {combo.id}
                opened2 = value2 >= OPENING
            if not view.open51:
                opened2 = True
            p, o = pending, owed
            jokers = removed.count(JOKER)
            if p == JOKER and jokers:
                p, jokers = -1, jokers - 1
            elif p >= 0 and p in removed:
                p = -1
            o = max(0, o - jokers) + swap
            if search(tuple(counts), table2, True if new else laid, opened2, value2, mine2,
                      p, o, closed | {combo.id} if swap else closed):
                result = True
                break
        seen[key] = result
        return result

    def moves(hand: tuple[int, ...], table: tuple[Combination, ...], laid: bool,
              opened: bool, mine: frozenset[int], closed: frozenset[int]
              ) -> Iterable[tuple[list[int], Combination, bool, int, bool]]:
        for tokens, combo in valid_lays(list(hand)).items():
            yield [token_card(t) for t in tokens], combo, True, combo.value(), False
        if not laid:
            return
        for combo in table:
            if view.open51 and not opened and combo.id not in mine:
                continue
            for (below, above), after in valid_additions(list(hand), combo).items():
                if combo.id in closed and JOKER in map(token_card, (*below, *above)):
                    continue
                yield ([token_card(t) for t in (*below, *above)], after, False,
                       after.value() - combo.value(), False)
        if view.open51 and not opened:
            return
        for combo in table:
            for card in range(N_KINDS):
                if hand[card]:
                    try:
                        yield [card], swapped(combo, card), False, 0, True
                    except IllegalAction:
                        continue

    return search(tuple(view.hand), tuple(view.table), view.laid, view.opened,
                  view.turn_value, view.turn_combos, view.pending, view.owed, view.closed)


__all__ = ["FOUR", "TWO", "TWO51", "Phase", "a", "addition_shapes", "brute_legal",
           "c", "every_shape", "fingerprint", "lay_shapes", "oracle_finishable", "position",
           "random_view", "run_of", "texts", "valid_additions", "valid_lays"]


# --- random positions for the planner's properties --------------------------------------------

def near_cards(table: Iterable[Combination]) -> list[int]:
    """Cards that could join or swap into ``table``'s combinations (to make hard cases)."""
    out: list[int] = []
    for combo in table:
        if isinstance(combo, Sequence):
            out += [card_at(combo.suit, p) for p in range(max(1, combo.low - 3), combo.low)]
            out += [card_at(combo.suit, p) for p in range(combo.high + 1,
                                                            min(14, combo.high + 3) + 1)]
        else:
            out += [s * 13 + combo.rank - 1 for s in range(4)]
        out += list(swap_cards(combo))
    return out


def random_view(rng: random.Random, open51: bool) -> TurnView:
    """A turn in play with something owed: a table of random combinations, a hand drawn
    partly from the cards that fit them, a taken card, perhaps a joker owed. The table's
    combinations come from the validator below, not from the generator under test, so a
    shape the generator missed still reaches the planner's tests."""
    from sixseq.engine.rng import stable_shuffle
    from sixseq.games.rami.rules.cards import counts_of, full_deck

    deck = full_deck()
    stable_shuffle(deck, rng)
    pool = counts_of(deck[:60])
    lays = list(valid_lays(pool))
    rng.shuffle(lays)
    table: list[Combination] = []
    want = rng.randint(0, 5)
    for tokens in lays:
        if len(table) >= want:
            break
        cards = [token_card(t) for t in tokens]
        if len(tokens) <= 5 and all(pool[x] >= cards.count(x) for x in cards):
            for x in cards:
                pool[x] -= 1
            table.append(meld_of(tokens, len(table) + 1, rng.randrange(2)))
    left = counts_of(full_deck())
    for combo in table:
        for card in combo.cards():
            left[card] -= 1
    near = [x for x in near_cards(table) if left[x] > 0] * 2
    hand = [0] * 53
    for _ in range(rng.randint(2, 12 if open51 else 9)):
        card = rng.choice(near) if near and rng.random() < 0.5 else rng.randrange(53)
        if left[card] > 0:
            left[card] -= 1
            hand[card] += 1
    pending = -1
    choices = [x for x in near if left[x] > 0] or [x for x in range(53) if left[x] > 0]
    if rng.random() < 0.85:
        pending = rng.choice(choices) if rng.random() < 0.9 else JOKER
        if left[pending] > 0:
            left[pending] -= 1
            hand[pending] += 1
        else:
            pending = -1
    laid = rng.random() < 0.6
    owed = 0
    closed: frozenset[int] = frozenset()
    if laid and not open51 and rng.random() < 0.3 and left[JOKER] > 0:
        owed = 1
        hand[JOKER] += 1
        closed = frozenset(x.id for x in table if rng.random() < 0.2)
    value, mine, opened = 0, frozenset[int](), laid
    if open51:
        opened = laid and rng.random() < 0.3
        if laid and not opened and table:
            mine = frozenset(x.id for x in table[:rng.randint(1, len(table))])
            value = sum(x.value() for x in table if x.id in mine)
            if value >= OPENING:
                opened, mine, value = True, frozenset(), 0
    return TurnView(hand, table, open51, laid, opened, value, mine, pending, owed, closed)


# --- a validator for legal moves, independent of the generator --------------------------------

def held_by(hand: Counts, tokens: Iterable[Token]) -> bool:
    cards = [token_card(t) for t in tokens]
    return all(hand[x] >= cards.count(x) for x in cards)


def run_of(suit: int, positions: range, joker: int) -> tuple[Token, ...]:
    """The cards of ``suit`` at ``positions``, low to high, a joker standing at ``joker``."""
    return tuple(JOKER_AS + card_at(suit, p) if p == joker else card_at(suit, p)
                 for p in positions)


def lay_shapes(hand: Counts) -> list[tuple[Token, ...]]:
    """Every run of one suit (any ends, at most one joker, at any place) and every group of
    one rank (any suits, at most one joker, for any suit not shown) that ``hand`` holds: no
    knowledge of which the rules accept. A run is cut where two of its cards are missing,
    since one joker cannot stand for both."""
    out: list[tuple[Token, ...]] = []
    for suit in range(4):
        for low in range(1, 15):
            missing = 0
            for high in range(low, 15):
                missing += not hand[card_at(suit, high)]
                if missing > 1:
                    break
                for joker in (0, *range(low, high + 1)):
                    tokens = run_of(suit, range(low, high + 1), joker)
                    if held_by(hand, tokens):
                        out.append(tokens)
    for rank in range(1, 14):
        for mask in range(1, 16):
            for joker in (-1, *(s for s in range(4) if not mask >> s & 1)):
                tokens = tuple(s * 13 + rank - 1 + (JOKER_AS if s == joker else 0)
                               for s in range(4) if mask >> s & 1 or s == joker)
                if held_by(hand, tokens):
                    out.append(tokens)
    return out


def addition_shapes(hand: Counts, combo: Combination
                    ) -> list[tuple[tuple[Token, ...], tuple[Token, ...]]]:
    """Every (below, above) that ``hand`` holds for ``combo``: for a sequence, runs of its suit
    from any place up to its ends (at most one joker in all); for a series, one or two cards
    of its rank, real or as a joker, of any suit. No knowledge of which the rules accept."""
    out: list[tuple[tuple[Token, ...], tuple[Token, ...]]] = []
    if isinstance(combo, Sequence):
        for low in range(1, combo.low + 1):
            for high in range(combo.high, 15):
                new = [*range(low, combo.low), *range(combo.high + 1, high + 1)]
                for joker in (0, *new):
                    below = run_of(combo.suit, range(low, combo.low), joker)
                    above = run_of(combo.suit, range(combo.high + 1, high + 1), joker)
                    if (below or above) and held_by(hand, (*below, *above)):
                        out.append((below, above))
        return out
    singles = [s * 13 + combo.rank - 1 + (JOKER_AS if joker else 0)
               for s in range(4) for joker in (False, True)]
    for i, first in enumerate(singles):
        for tokens in ((first,), *((first, second) for second in singles[i + 1:])):
            if held_by(hand, tokens):
                out.append(((), tokens))
    return out


def valid_lays(hand: Counts) -> dict[tuple[Token, ...], Combination]:
    """The shapes of :func:`lay_shapes` the rules' own check (``meld_of``) accepts."""
    out: dict[tuple[Token, ...], Combination] = {}
    for tokens in lay_shapes(hand):
        try:
            out[tokens] = meld_of(tokens, -1, 0)
        except IllegalAction:
            continue
    return out


def valid_additions(hand: Counts, combo: Combination
                    ) -> dict[tuple[tuple[Token, ...], tuple[Token, ...]], Combination]:
    """The shapes of :func:`addition_shapes` the rules' own checks (``extended``, ``grown``)
    accept, each with the combination it makes."""
    out: dict[tuple[tuple[Token, ...], tuple[Token, ...]], Combination] = {}
    for below, above in addition_shapes(hand, combo):
        try:
            if isinstance(combo, Sequence):
                out[below, above] = extended(combo, below, above)
            else:
                assert isinstance(combo, Series)
                out[below, above] = grown(combo, above)
        except IllegalAction:
            continue
    return out


def every_shape(state: GameState) -> list[Action]:
    """Every lay, addition and swap of any shape whose cards the mover holds: all sequences
    (suit, ends, joker place), all series (rank, suits, joker suit), all extensions and swaps
    of every combination on the table. No knowledge of what is valid."""
    from sixseq.games.rami.rules.actions import Add, Lay, Swap

    hand = list(state.hand_counts(state.to_move))
    shapes: list[Action] = [Lay(tokens) for tokens in lay_shapes(hand)]
    for combo in state.combinations():
        series = isinstance(combo, Series)
        shapes += [Add(combo.id, below, above, series=series)
                   for below, above in addition_shapes(hand, combo)]
        shapes += [Swap(combo.id, card) for card in range(53) if hand[card]]
    return shapes


def brute_legal(state: GameState) -> set[Action]:
    """The legal actions by brute force: every shape the rules' own checks (``effect_of``)
    accept, kept when the oracle finds the turn can still end after it."""
    from sixseq.games.rami.rules.actions import TAKE, Discard, Draw

    if state.is_over():
        return set()
    if state.phase == Phase.DRAW:
        view = turn_view(state)
        card = state.discard_pile[-1]
        view.hand[card] += 1
        view.pending = card
        return {Draw(), TAKE} if oracle_finishable(view) else {Draw()}
    legal: set[Action] = set()
    for action in every_shape(state):
        try:
            effect = effect_of(state, action)  # type: ignore[arg-type]
        except IllegalAction:
            continue
        view = view_after(state, effect)
        if not view.obligations() or oracle_finishable(view):
            legal.add(action)
    if not turn_view(state).obligations():
        hand = state.hand_counts(state.to_move)
        legal |= {Discard(card) for card in range(53) if hand[card]}
    return legal
