"""Why an action is refused (SS-TURN … SS-END): ``GameState.check`` names the rule id of an
illegal action, so the table can tell a player what stops them.

Like :mod:`.movegen`, these functions are part of the state and read its fields directly; they
never change it (a claim is judged on the state and then put back).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sixseq.decks.sixsuit import DECK_SIZE, JOKER, N_RANKS, Card, card_str
from sixseq.games.six_sequences.rules.actions import (
    Action,
    Add,
    Claim,
    Discard,
    DrawStock,
    Lay,
    Pass,
    Raid,
    Stop,
    SwapAce,
    SwapJoker,
    TakeDiscard,
)
from sixseq.games.six_sequences.rules.effects import swapped
from sixseq.games.six_sequences.rules.errors import REFUSE, IllegalAction
from sixseq.games.six_sequences.rules.melds import (
    Sequence,
    Series,
    extend_sequence,
    new_sequence,
    series_rank,
)
from sixseq.games.six_sequences.rules.movegen import (
    NO_CARD,
    claim_plays,
    keeps_discard_usable,
    raidable_cards,
    takeable,
)
from sixseq.games.six_sequences.rules.table import PLAY_PHASES, Phase

if TYPE_CHECKING:
    from sixseq.games.six_sequences.rules.game import GameState


def check(state: GameState, action: Action) -> None:
    """Raise the :class:`IllegalAction` that explains why ``action`` is refused now.

    Returns quietly for a legal action. Player-facing: every refusal names its rule.
    """
    _check_shape(action)
    phase, seat = state.phase, state.to_move
    if phase == Phase.OVER:
        raise REFUSE("round_over")
    if isinstance(action, DrawStock):
        if phase == Phase.FINAL:
            raise REFUSE("no_draw_final")
        if phase != Phase.DRAW:
            raise REFUSE("draw_at_start")
    elif isinstance(action, TakeDiscard):
        _check_take(state)
    elif isinstance(action, Claim):
        _check_claim(state, action)
    elif isinstance(action, Stop):
        if phase not in (Phase.LAY, Phase.COMPLETE):
            raise REFUSE("nothing_to_stop")
        _check_pending_used(state)
    elif isinstance(action, Pass):
        if phase not in (Phase.CLAIM, Phase.FINAL):
            raise REFUSE("pass_when")
        if phase == Phase.FINAL:
            _check_pending_used(state)
    elif isinstance(action, Discard):
        if phase != Phase.DISCARD:
            raise REFUSE("discard_at_end")
        if action.card % N_RANKS == JOKER:
            raise REFUSE("joker_discard")
        _check_in_hand(state, action.card, "SS-TURN-5")
    else:
        if phase not in PLAY_PHASES:
            raise REFUSE("plays_when")
        _check_play(state, action, seat)
        claimed = state._claimed
        if claimed is not None and isinstance(action, Lay | Add) \
                and state._pending in action.cards() and action != claimed:
            raise REFUSE("claimed_play", card=card_str(state._pending),
                         play=claimed.text(ascii=False))
        if state._pending != NO_CARD and not keeps_discard_usable(state, action):
            raise REFUSE("discard_spoiled")


def _check_in_hand(state: GameState, card: Card, rule: str) -> None:
    if not state._hands[state.to_move] >> card & 1:
        raise REFUSE("not_in_hand", rule, card=card_str(card))


def _check_pending_used(state: GameState) -> None:
    if state._pending != NO_CARD:
        raise REFUSE("use_taken_first", card=card_str(state._pending))


def _check_take(state: GameState) -> None:
    phase = state.phase
    if phase == Phase.FINAL:
        if state._played or state._took:
            raise REFUSE("take_at_start")
    elif phase != Phase.DRAW:
        raise REFUSE("take_instead_of_draw")
    elif state.config.seats > 2:
        raise REFUSE("claim_only")
    if not state._discard:
        raise REFUSE("discard_empty")
    if not takeable(state):
        raise REFUSE("take_unusable", card=card_str(state._discard[-1]))


def _check_claim(state: GameState, claim: Claim) -> None:
    if state.phase != Phase.CLAIM:
        raise REFUSE("no_claim_now")
    card = state._discard[-1]
    if card not in claim.play.cards():
        raise REFUSE("claim_must_use", card=card_str(card))
    seat = state.to_move
    if claim.play in claim_plays(state, seat):
        return
    snap = state._save()
    try:
        state._start_turn(seat)
        state._take_top()
        _check_play(state, claim.play, seat)
    finally:
        state._restore(snap)


def _check_play(state: GameState, play: Action, seat: int) -> None:
    side = state.config.side_of(seat)
    if isinstance(play, Lay):
        _check_lay(state, play, seat, side)
    elif isinstance(play, Add):
        _check_add(state, play, side)
    elif isinstance(play, Raid):
        _check_raid(state, play, side)
    elif isinstance(play, SwapJoker | SwapAce):
        _check_in_hand(state, play.card, play.rule)
        if play.card == state._pending:
            raise REFUSE("taken_no_swap")
        seq = state._combos.get(play.combo)
        if not isinstance(seq, Sequence):
            raise REFUSE("not_a_sequence", play.rule, combo=play.combo)
        swapped(seq, play)


def _check_lay(state: GameState, lay: Lay, seat: int, side: int) -> None:
    if state.phase == Phase.COMPLETE:
        raise REFUSE("no_new_completing")
    cards = lay.cards()
    if len(set(cards)) != len(cards):
        raise REFUSE("card_twice")
    raid_mask = raidable_cards(state, side)
    # Judge by what the player meant: one rank, or all suits different, is a series.
    is_series = lay.is_series() or len({c // N_RANKS for c in cards}) == len(cards)
    for card in cards:
        if state._hands[seat] >> card & 1:
            continue
        if raid_mask >> card & 1:
            if is_series:
                raise REFUSE("series_cards_to_sequences")
            continue
        if _in_own_series(state, side, card):
            raise REFUSE("raid_earlier_only")
        raise REFUSE("not_in_hand", card=card_str(card))
    if is_series:
        series_rank(lay.placements)
        if state._series_count[side] + 1 > state._seq_count[side]:
            raise REFUSE("too_many_series", series=state._series_count[side] + 1,
                         sequences=state._seq_count[side])
    else:
        new_sequence(lay.placements, 0, side)


def _in_own_series(state: GameState, side: int, card: Card) -> bool:
    return any(isinstance(c, Series) and c.side == side and c.mask() >> card & 1
               for c in state._combos.values())


def _check_add(state: GameState, add: Add, side: int) -> None:
    combo = state._combos.get(add.combo)
    if combo is None:
        raise REFUSE("no_combination", combo=add.combo)
    if combo.side != side:
        raise REFUSE("not_your_combination")
    cards = add.cards()
    for card in cards:
        if not state._hands[state.to_move] >> card & 1:
            if _in_own_series(state, side, card):
                raise REFUSE("raid_with_raid")
            raise REFUSE("not_in_hand", "SS-MELD-4", card=card_str(card))
    if state._pending in cards:
        if isinstance(combo, Series):
            raise REFUSE("taken_not_series")
        if len(cards) < 2:
            raise REFUSE("taken_with_hand_card")
    elif len(cards) != 1:
        raise REFUSE("one_at_a_time")
    if isinstance(combo, Sequence):
        extend_sequence(combo, add.placements)
        return
    if series_rank(add.placements, minimum=1) != combo.rank:
        raise REFUSE("series_other_rank", combo=combo.id)
    if combo.suits >> (cards[0] // N_RANKS) & 1:
        raise REFUSE("series_suit_twice")


def _check_raid(state: GameState, raid: Raid, side: int) -> None:
    if not _in_own_series(state, side, raid.card):
        raise REFUSE("not_in_series", card=card_str(raid.card))
    if not raidable_cards(state, side) >> raid.card & 1:
        raise REFUSE("raid_earlier_only")
    seq = state._combos.get(raid.combo)
    if not isinstance(seq, Sequence) or seq.side != side:
        raise REFUSE("raid_own_sequences")
    extend_sequence(seq, ((raid.position, raid.card),))


def well_formed(action: object) -> bool:
    """Whether ``action`` is built of whole numbers and cards of the deck. ``True`` and
    ``3.0`` compare equal to ``1`` and ``3``, so a legal action's look-alike is found among the
    legal ones: this tells it apart, as :func:`check` does."""
    try:
        _check_shape(action)
    except IllegalAction:
        return False
    return True


def _check_shape(action: object) -> None:
    """Refuse an action built with what no rule can judge: a card outside the deck, a position
    or combination number that is not a whole number, a play without cards (SS-DECK-1). The
    rules then see only well-formed actions, so a bad one is an IllegalAction, never an
    IndexError or a TypeError."""
    if isinstance(action, Claim):
        if not isinstance(action.play, Lay | Add):
            raise REFUSE("not_possible", action=type(action.play).__name__)
        action = action.play
    numbers: list[object] = []
    cards: list[object] = []
    if isinstance(action, Lay | Add):
        if isinstance(action, Add):
            numbers.append(action.combo)
        if not action.placements:
            raise REFUSE("no_cards")
        for placement in action.placements:
            if not isinstance(placement, tuple) or len(placement) != 2:
                raise REFUSE("no_such_card", card=repr(placement)[:24])
            numbers.append(placement[0])
            cards.append(placement[1])
    elif isinstance(action, Raid):
        numbers += [action.combo, action.position]
        cards.append(action.card)
    elif isinstance(action, SwapJoker | SwapAce):
        numbers.append(action.combo)
        cards.append(action.card)
    elif isinstance(action, Discard):
        cards.append(action.card)
    elif not isinstance(action, DrawStock | TakeDiscard | Stop | Pass):
        raise REFUSE("not_possible", action=type(action).__name__)
    for card in cards:
        if type(card) is not int or not 0 <= card < DECK_SIZE:
            raise REFUSE("no_such_card", card=repr(card)[:24])
    for number in numbers:
        if type(number) is not int:
            raise REFUSE("not_a_number", value=repr(number)[:24])
