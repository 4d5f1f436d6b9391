"""Helpers for the Rami tests: positions in notation, fingerprints, and a brute-force oracle
for the planner (every sequence of plays tried, nothing cut down)."""

from __future__ import annotations

from collections.abc import Iterable

from sixseq.games.rami.rules.actions import Action, parse_action
from sixseq.games.rami.rules.cards import JOKER, parse_card, token_card
from sixseq.games.rami.rules.gen import all_lays, sequence_adds, series_adds
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
    turn, by trying them all (memoized): slow, simple, independent of the planner."""
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
        for tokens in all_lays(hand):
            combo = meld_of(tokens, -1, 0)
            yield [token_card(t) for t in tokens], combo, True, combo.value(), False
        if not laid:
            return
        for combo in table:
            if view.open51 and not opened and combo.id not in mine:
                continue
            if isinstance(combo, Sequence):
                for below, above in sequence_adds(hand, combo):
                    if combo.id in closed and JOKER in map(token_card, (*below, *above)):
                        continue
                    after: Combination = extended(combo, below, above)
                    yield ([token_card(t) for t in (*below, *above)], after, False,
                           after.value() - combo.value(), False)
            else:
                assert isinstance(combo, Series)
                for tokens in series_adds(hand, combo):
                    if combo.id in closed and JOKER in map(token_card, tokens):
                        continue
                    after = grown(combo, tokens)
                    yield ([token_card(t) for t in tokens], after, False,
                           after.value() - combo.value(), False)
        if view.open51 and not opened:
            return
        for combo in table:
            for card in swap_cards(combo):
                if hand[card]:
                    yield [card], swapped(combo, card), False, 0, True

    return search(tuple(view.hand), tuple(view.table), view.laid, view.opened,
                  view.turn_value, view.turn_combos, view.pending, view.owed, view.closed)


__all__ = ["FOUR", "TWO", "TWO51", "Phase", "a", "c", "fingerprint", "oracle_finishable",
           "position", "texts"]
