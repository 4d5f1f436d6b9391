"""What must hold after every action (self-play checks it): 108 cards each in exactly one
place, every combination valid, hand sizes as the history says, and no turn stuck."""

from __future__ import annotations

from sixseq.games.rami.rules.actions import Add, Discard, Draw, Lay, Swap, Take
from sixseq.games.rami.rules.cards import JOKER, N_KINDS
from sixseq.games.rami.rules.melds import meld_of
from sixseq.games.rami.rules.refusals import IllegalAction
from sixseq.games.rami.rules.state import GameState
from sixseq.games.rami.rules.table import HAND_DEALT


def check_invariants(state: GameState) -> list[str]:
    """What is wrong with a position, if anything (an empty list for a sound one)."""
    problems: list[str] = []
    counts = state.card_counts()
    if any(counts[c] != 2 for c in range(JOKER)) or counts[JOKER] != 4:
        wrong = [c for c in range(N_KINDS) if counts[c] != (4 if c == JOKER else 2)]
        problems.append(f"RA-DECK-1: {state.total_cards()} cards; wrong counts of {wrong}")
    seats = state.config.seats
    ids = [combo.id for combo in state.combinations()]
    if len(set(ids)) != len(ids):
        problems.append("two combinations share a number")
    for combo in state.combinations():
        try:
            again = meld_of(combo.tokens(), combo.id, combo.owner)
        except IllegalAction as error:
            problems.append(f"#{combo.id} {combo.text()} is not a combination: {error}")
            continue
        if again != combo:
            problems.append(f"#{combo.id} {combo.text()} reads back as {again}")
        if not 0 <= combo.owner < seats or not state.has_laid(combo.owner):
            problems.append(f"#{combo.id} belongs to seat {combo.owner}, who has not laid")
    problems += _hand_sizes(state)
    if state.stock_runs > 3:
        problems.append(f"RA-STOCK-2: the stock ran out {state.stock_runs} times")
    if not state.is_over():
        pending = state.pending
        mover = state.hand_counts(state.to_move)
        if pending is not None and not mover[pending]:
            problems.append("RA-TURN-1: the taken card is not in the mover's hand")
        if state.owed_jokers > mover[JOKER]:
            problems.append("RA-JOKER-3: more jokers owed than held")
        if not state.copy().legal_actions():  # (a copy: the state's own cache stays cold)
            problems.append("the seat to move has no legal action (a stuck turn)")
        if any(state.hand_size(s) == 0 for s in range(seats)):
            problems.append("RA-TURN-5: an empty hand but the round goes on")
    elif state.winner is not None and state.hand_size(state.winner):
        problems.append("the winner still holds cards")
    return problems


def _hand_sizes(state: GameState) -> list[str]:
    """Each hand holds 13, plus what it drew or took, less what it laid, added and
    discarded, as the round's history tells."""
    sizes = [HAND_DEALT] * state.config.seats
    for seat, action in state.history():
        if isinstance(action, Draw | Take):
            sizes[seat] += 1
        elif isinstance(action, Lay | Add):
            sizes[seat] -= len(action.cards())
        elif isinstance(action, Discard):
            sizes[seat] -= 1
        else:
            assert isinstance(action, Swap)
    return [f"seat {s} holds {state.hand_size(s)} cards, its history says {n}"
            for s, n in enumerate(sizes) if state.hand_size(s) != n]
