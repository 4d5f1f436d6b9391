"""What a play does to the table (SS-MELD, SS-JOKER-1, SS-ACE-1): cards leave a hand or a
series and make or change a combination. The state adds the turn's bookkeeping around it, and
the move generator's searches try plays through it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sixseq.decks.sixsuit import (
    ACE,
    HIGH_POSITION,
    JOKER,
    LOW_POSITION,
    N_RANKS,
    ONE,
    Card,
    card_str,
    positions_for_rank,
)
from sixseq.games.six_sequences.rules.actions import Add, Lay, Play, Raid, SwapAce, SwapJoker
from sixseq.games.six_sequences.rules.errors import REFUSE
from sixseq.games.six_sequences.rules.melds import Sequence, Series, extend_sequence, new_sequence

if TYPE_CHECKING:
    from sixseq.games.six_sequences.rules.game import GameState


def card_bit(card: Card) -> int:
    return 1 << card


def put_on_table(state: GameState, play: Play, seat: int) -> None:
    """Carry out ``play`` by ``seat``: the cards leave the hand (or, for a lay or a raid, a
    series of its side, SS-MELD-5) and make or change a combination; a swap gives its card to
    the hand, in everyone's sight."""
    side = state.config.side_of(seat)
    hands = state._hands
    if isinstance(play, Lay):
        cards = play.cards()
        for card in cards:
            if hands[seat] >> card & 1:
                hands[seat] &= ~card_bit(card)
            else:
                _take_from_series(state, side, card)
        combo_id = state._next_id
        state._next_id += 1
        if play.is_series():
            suits = 0
            for card in cards:
                suits |= 1 << (card // N_RANKS)
            state._combos[combo_id] = Series(combo_id, side, cards[0] % N_RANKS, suits,
                                             state.turn)
            state._series_count[side] += 1
        else:
            state._combos[combo_id] = new_sequence(play.placements, combo_id, side)
            state._seq_count[side] += 1
    elif isinstance(play, Add):
        for card in play.cards():
            hands[seat] &= ~card_bit(card)
        combo = state._combos[play.combo]
        if isinstance(combo, Sequence):
            state._combos[play.combo] = extend_sequence(combo, play.placements)
        else:
            suits = combo.suits
            for card in play.cards():
                suits |= 1 << (card // N_RANKS)
            state._combos[play.combo] = Series(combo.id, combo.side, combo.rank, suits,
                                               combo.turn)
    elif isinstance(play, Raid):
        _take_from_series(state, side, play.card)
        seq = state._combos[play.combo]
        assert isinstance(seq, Sequence)
        state._combos[play.combo] = extend_sequence(seq, ((play.position, play.card),))
    else:
        seq = state._combos[play.combo]
        assert isinstance(seq, Sequence)
        gained, after = swapped(seq, play)
        state._combos[play.combo] = after
        hands[seat] = (hands[seat] & ~card_bit(play.card)) | card_bit(gained)
        state._known[seat] |= card_bit(gained)


def _take_from_series(state: GameState, side: int, card: Card) -> None:
    """A lay or a raid takes ``card`` out of its series (SS-MELD-5)."""
    for combo in state._combos.values():
        if isinstance(combo, Series) and combo.side == side and combo.rank == card % N_RANKS \
                and combo.suits >> (card // N_RANKS) & 1:
            suits = combo.suits & ~(1 << (card // N_RANKS))
            if suits:
                state._combos[combo.id] = Series(combo.id, side, combo.rank, suits, combo.turn)
            else:  # SS-MELD-3 ruling: an emptied series disappears
                del state._combos[combo.id]
                state._series_count[side] -= 1
            return
    raise AssertionError(f"{card_str(card)} is in no series of side {side}")


def swapped(seq: Sequence, play: SwapJoker | SwapAce) -> tuple[Card, Sequence]:
    """The card a swap gives to hand and the sequence after it (SS-JOKER-1, SS-ACE-1)."""
    card = play.card
    suit, rank = divmod(card, N_RANKS)
    if suit != seq.suit:
        raise REFUSE("swap_wrong_suit", play.rule, card=card_str(card))
    base = suit * N_RANKS
    if isinstance(play, SwapJoker):
        position = seq.joker
        if not position or position not in positions_for_rank(rank) or rank == JOKER:
            raise REFUSE("not_joker_card", card=card_str(card))
        ace_low = seq.ace_low or (position == LOW_POSITION and rank == ACE)
        one_high = seq.one_high or (position == HIGH_POSITION and rank == ONE)
        if position == LOW_POSITION and rank == ONE:
            ace_low = False
        if position == HIGH_POSITION and rank == ACE:
            one_high = False
        return base + JOKER, Sequence(seq.id, seq.side, suit, seq.low, seq.high, 0, ace_low,
                                      one_high)
    if rank == ONE and seq.low == LOW_POSITION and seq.ace_low and seq.joker != LOW_POSITION:
        return base + ACE, Sequence(seq.id, seq.side, suit, seq.low, seq.high, seq.joker, False,
                                    seq.one_high)
    if rank == ACE and seq.high == HIGH_POSITION and seq.one_high \
            and seq.joker != HIGH_POSITION:
        return base + ONE, Sequence(seq.id, seq.side, suit, seq.low, seq.high, seq.joker,
                                    seq.ace_low, False)
    raise REFUSE("ace_swap_only")
