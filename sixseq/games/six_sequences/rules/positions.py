"""Positions that were not dealt: one set up by hand in card notation (tests, rule examples,
tutorials), and one sampled from what a seat sees (the searching players' determinization).
``GameState.from_position`` and ``GameState.from_observation`` say what each is for; these
functions fill the state's fields, as its constructor does for a deal.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from collections.abc import Sequence as PySequence
from typing import TYPE_CHECKING

from sixseq.decks.sixsuit import (
    JOKER,
    N_RANKS,
    Card,
    card_str,
    mask_of,
    parse_card,
    parse_cards,
    shuffled_deck,
)
from sixseq.engine.rng import stable_shuffle
from sixseq.games.six_sequences.rules.actions import Claim, parse_placement
from sixseq.games.six_sequences.rules.effects import card_bit
from sixseq.games.six_sequences.rules.melds import Sequence, Series, new_sequence, series_rank
from sixseq.games.six_sequences.rules.movegen import NO_CARD
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.table import Phase, TableConfig

if TYPE_CHECKING:
    from sixseq.games.six_sequences.rules.game import GameState


def set_up(cls: type[GameState], config: TableConfig, hands: PySequence[str], *,
           table: Iterable[tuple[int, str]], discard: str, stock: str, stock_size: int | None,
           to_move: int, phase: Phase, pending: str, turn: int, seed: int) -> GameState:
    """See :meth:`GameState.from_position`."""
    state = cls(config, seed, first=to_move)
    placed = 0

    def place(cards: Iterable[Card]) -> None:
        nonlocal placed
        for card in cards:
            if placed >> card & 1:
                raise ValueError(f"{card_str(card)} is placed twice")
            placed |= card_bit(card)

    state._hands = [0] * config.seats
    for seat, text in enumerate(hands):
        cards = parse_cards(text)
        place(cards)
        state._hands[seat] = mask_of(cards)
    state._known = [0] * config.seats
    state._combos = {}
    for side, text in table:
        placements = tuple(parse_placement(t) for t in text.split())
        combo_id = state._next_id
        state._next_id += 1
        if len({c % N_RANKS for _, c in placements}) == 1:
            series_rank(placements, minimum=1)  # a remnant may be set up
            suits = mask_of(c // N_RANKS for _, c in placements)
            state._combos[combo_id] = Series(combo_id, side, placements[0][1] % N_RANKS,
                                             suits, 1)
            state._series_count[side] += 1
        else:
            state._combos[combo_id] = new_sequence(placements, combo_id, side)
            state._seq_count[side] += 1
        place(c for _, c in placements)
    discard_cards = parse_cards(discard)
    pending_card = parse_card(pending) if pending else NO_CARD
    if any(c % N_RANKS == JOKER for c in (*discard_cards, pending_card)):
        raise ValueError("SS-DISCARD-2: a joker is never discarded")
    if pending and not state._hands[to_move] >> pending_card & 1:
        place((pending_card,))  # the taken discard is in the taker's hand, nowhere else
        state._hands[to_move] |= card_bit(pending_card)
    place(discard_cards)
    top = parse_cards(stock)
    place(top)
    rest = [c for c in shuffled_deck(random.Random(seed)) if not placed >> c & 1]
    size = len(top) + len(rest) if stock_size is None else stock_size
    if size < len(top):
        raise ValueError("the stock is smaller than the cards given for its top")
    out_of_play = len(top) + len(rest) - size
    under = [c for c in rest if c % N_RANKS != JOKER][:out_of_play]
    if len(under) < out_of_play:
        raise ValueError("SS-DISCARD-2: the jokers left over do not fit in the stock")
    gone = mask_of(under)
    state._deck = tuple(top + [c for c in rest if not gone >> c & 1])
    state._stock_pos = 0
    state._discard = (*under, *discard_cards)
    state.turn, state.turn_seat, state.to_move, state.phase = turn, to_move, to_move, phase
    if pending:
        state._pending = pending_card
        state._took = True
        state._known[to_move] = card_bit(state._pending)
    return state


def sampled(cls: type[GameState], obs: Observation, rng: random.Random) -> GameState:
    """See :meth:`GameState.from_observation`."""
    unseen = list(obs.unseen_cards())
    stable_shuffle(unseen, rng)
    hands = list(obs.known)
    hands[obs.seat] = mask_of(obs.hand)
    for seat in range(obs.config.seats):
        missing = obs.hand_sizes[seat] - hands[seat].bit_count()
        for card in unseen[:missing]:
            hands[seat] |= card_bit(card)
        del unseen[:missing]
    state = cls.__new__(cls)
    state.config, state.seed, state.first = obs.config, -1, obs.first
    state.explicit_stops = True
    state._deck, state._actions, state._stack = tuple(unseen), [], []
    state._legal, state._legal_version, state._version = [], -1, 0
    series_count = [0] * obs.config.sides
    seq_count = [0] * obs.config.sides
    for combo in obs.combinations:
        (seq_count if isinstance(combo, Sequence) else series_count)[combo.side] += 1
    pending = NO_CARD if obs.pending_discard is None else obs.pending_discard
    claims: tuple[tuple[int, Claim], ...] = ()
    queue: tuple[int, ...] = ()
    if obs.phase == Phase.CLAIM:
        if obs.my_claim is not None:
            claims = ((obs.seat, obs.my_claim),)
        n = obs.config.seats
        order = [(obs.turn_seat + k) % n for k in range(1, n)]
        queue = tuple(order[order.index(obs.seat):]) if obs.to_move == obs.seat else ()
    state._restore((
        hands, list(hands), 0, obs.discard, {c.id: c for c in obs.combinations},
        obs.next_id, series_count, seq_count, pending, obs.claimed_play, obs.claimed_by,
        obs.played_this_turn, obs.took_this_turn, obs.passes, claims, queue, obs.turn,
        obs.turn_seat, obs.to_move, obs.phase, 0))
    state._known = list(obs.known)
    return state
