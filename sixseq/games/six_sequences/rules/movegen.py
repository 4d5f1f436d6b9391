"""Which actions are legal now (SS-TURN … SS-END): the generator behind
``GameState.legal_actions``, with the search for a use of a taken or claimed discard
(SS-DISCARD-3/4).

These functions are part of the state: they read its fields directly (no copies, no
indirection), and the searches try plays on it through its own ``_save``/``_do_play``/
``_restore``, always putting it back as it was. :mod:`.game` and :mod:`.referee` call them.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations as subsets
from typing import TYPE_CHECKING

from sixseq.decks.sixsuit import (
    ACE,
    DECK_SIZE,
    HIGH_POSITION,
    JOKER,
    LOW_POSITION,
    N_RANKS,
    ONE,
    Card,
    cards_in,
    mask_of,
    positions_for_rank,
    ranks_for_position,
)
from sixseq.games.six_sequences.rules.actions import (
    DRAW_STOCK,
    PASS,
    STOP,
    TAKE_DISCARD,
    Action,
    Add,
    Claim,
    Discard,
    Lay,
    Play,
    Raid,
    SwapAce,
    SwapJoker,
)
from sixseq.games.six_sequences.rules.effects import card_bit, swapped
from sixseq.games.six_sequences.rules.melds import Placement, Sequence, Series, raidable
from sixseq.games.six_sequences.rules.table import NEW_COMBINATION_PHASES, Phase

if TYPE_CHECKING:
    from sixseq.games.six_sequences.rules.game import GameState


NO_CARD = -1  # no card: the state holds no taken discard waiting to be used

NON_JOKERS = ((1 << DECK_SIZE) - 1) & ~mask_of(s * N_RANKS + JOKER for s in range(6))


def generate(state: GameState) -> list[Action]:
    """Every legal action of the seat to move (behind ``GameState.legal_actions``)."""
    phase, seat = state.phase, state.to_move
    if phase == Phase.DRAW:
        can_take = state.config.seats == 2 and state._discard and takeable(state)
        return [DRAW_STOCK, TAKE_DISCARD] if can_take else [DRAW_STOCK]
    if phase == Phase.DISCARD:
        return [Discard(c) for c in cards_in(state._hands[seat] & NON_JOKERS)]
    if phase == Phase.CLAIM:
        result: list[Action] = [Claim(p) for p in claim_plays(state, seat)]
        result.append(PASS)
        return result
    if phase == Phase.OVER:
        return []
    actions: list[Action] = []
    if phase == Phase.FINAL and not state._played and not state._took and state._discard \
            and takeable(state):
        actions.append(TAKE_DISCARD)
    plays = plays_for(state, seat, phase in NEW_COMBINATION_PHASES)
    if state._pending != NO_CARD:
        plays = [p for p in plays if keeps_discard_usable(state, p)]
    actions.extend(plays)
    if state._pending == NO_CARD:
        actions.append(PASS if phase == Phase.FINAL else STOP)
    return actions


# --- play generation ------------------------------------------------------------------------------


def raidable_cards(state: GameState, side: int) -> int:
    """SS-MELD-5: the cards of the side's series laid on earlier turns."""
    return raidable(state._combos.values(), side, state.turn)


def plays_for(state: GameState, seat: int, allow_new: bool) -> list[Play]:
    """All plays (SS-TURN-2/4) for ``seat``, before the taken-discard filter."""
    hand = state._hands[seat]
    side = state.config.side_of(seat)
    pending = state._pending
    usable = hand & ~card_bit(pending) if pending != NO_CARD else hand
    plays: list[Play] = []
    own_seqs: list[Sequence] = []
    own_series: list[Series] = []
    raid_mask = 0
    turn = state.turn
    for combo in state._combos.values():
        if isinstance(combo, Sequence):
            if combo.side == side:
                own_seqs.append(combo)
            if combo.joker or combo.ace_low or combo.one_high:
                _swaps(combo, usable, plays)
        elif combo.side == side:
            own_series.append(combo)
            if combo.turn < turn:
                raid_mask |= combo.mask()
    if allow_new:
        pool = hand | raid_mask
        for suit in range(6):
            avail = (pool >> (suit * N_RANKS)) & 0xFFFFF
            if avail.bit_count() >= 3:
                plays.extend(Lay(p) for p in _sequence_fills(suit, avail, None))
        if len(own_series) < state._seq_count[side]:
            plays.extend(Lay(p) for p in _series_fills(hand))
    for seq in own_seqs:
        base = seq.suit * N_RANKS
        from_hand = (usable >> base) & 0xFFFFF
        from_series = (raid_mask >> base) & 0xFFFFF
        if from_hand or from_series:
            for position in (seq.low - 1, seq.high + 1):
                if not LOW_POSITION <= position <= HIGH_POSITION:
                    continue
                for rank in _RANKS_AT[position]:
                    if from_hand >> rank & 1:
                        plays.append(Add(seq.id, ((position, base + rank),)))
                    if from_series >> rank & 1:
                        plays.append(Raid(base + rank, seq.id, position))
                if from_hand & 1:
                    plays.append(Add(seq.id, ((position, base),)))
        if pending != NO_CARD and pending // N_RANKS == seq.suit:
            plays.extend(Add(seq.id, p) for p in _extensions_with(seq, pending, hand))
    for series in own_series:
        rank = series.rank
        for suit in range(6):
            card = suit * N_RANKS + rank
            if usable >> card & 1 and not series.suits >> suit & 1:
                plays.append(Add(series.id, ((rank, card),)))
    return plays


def _swaps(seq: Sequence, usable: int, plays: list[Play]) -> None:
    """SS-JOKER-1 and SS-ACE-1: swaps from hand into any side's sequence."""
    base = seq.suit * N_RANKS
    if seq.joker:
        for rank in ranks_for_position(seq.joker):
            if usable >> (base + rank) & 1:
                plays.append(SwapJoker(base + rank, seq.id))
    if seq.low == LOW_POSITION and seq.ace_low and seq.joker != LOW_POSITION \
            and usable >> (base + ONE) & 1:
        plays.append(SwapAce(base + ONE, seq.id))
    if seq.high == HIGH_POSITION and seq.one_high and seq.joker != HIGH_POSITION \
            and usable >> (base + ACE) & 1:
        plays.append(SwapAce(base + ACE, seq.id))


# --- the taken discard (SS-DISCARD-3) -------------------------------------------------------------


def plays_using(state: GameState, seat: int, card: Card) -> list[Lay | Add]:
    """Plays that use ``card`` (in ``seat``'s hand) at once: a new combination holding it,
    or an extension of an own sequence holding it and at least one more hand card."""
    hand = state._hands[seat]
    side = state.config.side_of(seat)
    raid_mask = raidable_cards(state, side)
    suit, rank = divmod(card, N_RANKS)
    plays: list[Lay | Add] = []
    avail = ((hand | raid_mask) >> (suit * N_RANKS)) & 0xFFFFF
    plays.extend(Lay(p) for p in _sequence_fills(suit, avail, card))
    if state._series_count[side] < state._seq_count[side]:
        plays.extend(Lay(p) for p in _series_fills(hand, rank) if (rank, card) in p)
    for combo in state._combos.values():
        if isinstance(combo, Sequence) and combo.side == side and combo.suit == suit:
            plays.extend(Add(combo.id, p) for p in _extensions_with(combo, card, hand))
    return plays


def _discard_usable(state: GameState) -> bool:
    """Whether the pending discard can still be used this phase (SS-DISCARD-3), at once or
    after plays that enable it (in the play a won claim named, when it named one)."""
    seat, card = state.to_move, state._pending
    if any(_wanted(state, p) for p in plays_using(state, seat, card)):
        return True
    return _might_use(state, seat, card) and bool(_uses(state, seat, card, first_only=True))


def _wanted(state: GameState, play: Lay | Add) -> bool:
    return state._claimed is None or play == state._claimed


def _uses(state: GameState, seat: int, card: Card, first_only: bool) -> list[Lay | Add]:
    """Every play that can use ``card`` (in ``seat``'s hand, pending) this phase, at once
    or after enabling plays (just the first found with ``first_only``): the one search
    behind both taking (SS-DISCARD-3) and claiming (SS-DISCARD-4).

    The search is exact, with no depth bound. Enabling plays are the plays that change
    what can use the card: swaps (they bring a joker, an A or a 1 to hand), raids and
    single adds growing a sequence of its suit, and raids emptying a series (SS-MELD-3).
    Nothing else can enable a use: adds to a series or to a sequence of another suit only
    take cards out of hand; a new combination laid first either holds cards that, laid
    together with the discard, already make a use found at once (a sequence then extended
    by the discard and a hand card is one longer sequence), or is the sequence that lets a
    series be laid, which :meth:`_series_after_sequence` covers. The search ends: every
    enabling play moves a card from hand or a series onto a sequence, or trades a real card
    for the joker, A or 1 standing for it, so the positions it can reach are finitely many,
    and each is searched once (``seen``).
    """
    found: list[Lay | Add] = []
    _search_uses(state, seat, card, first_only, set(), found)
    return found


def _search_uses(state: GameState, seat: int, card: Card, first_only: bool,
                 seen: set[tuple[object, ...]], found: list[Lay | Add]) -> bool:
    """Depth-first part of :meth:`_uses`; True once ``first_only`` has its play."""
    series_path = _series_path(state, seat, card)
    here = plays_using(state, seat, card)
    if series_path:
        here += _series_after_sequence(state, seat, card)
    for use in here:
        if _wanted(state, use) and use not in found:
            found.append(use)
            if first_only:
                return True
    suit = card // N_RANKS
    for play in plays_for(state, seat, allow_new=False):
        if isinstance(play, Add):
            combo = state._combos[play.combo]
            relevant = isinstance(combo, Sequence) and combo.suit == suit \
                and card not in play.cards()
        elif isinstance(play, Raid):
            combo = state._combos[play.combo]
            relevant = series_path or (isinstance(combo, Sequence) and combo.suit == suit)
        else:
            relevant = True  # swaps bring a card to hand
        if not relevant:
            continue
        snap = state._save()
        state._do_play(play)
        key = (state._hands[seat], tuple(state._combos.values()))
        done = False
        if key not in seen:
            seen.add(key)
            done = _search_uses(state, seat, card, first_only, seen, found)
        state._restore(snap)
        if done:
            return True
    return False


def _series_path(state: GameState, seat: int, card: Card) -> bool:
    """Whether two more cards of the discard's rank are in hand (a series could hold it)."""
    rank = card % N_RANKS
    hand = state._hands[seat] & ~card_bit(card)
    return sum(hand >> (s * N_RANKS + rank) & 1 for s in range(6)) >= 2


def _might_use(state: GameState, seat: int, card: Card) -> bool:
    """A cheap necessary condition for any use of ``card``, so that the exact search runs
    only in the rare positions that pass it. (Swaps can bring to hand only jokers, As and
    1s, and a chain of swaps only more of them: a joker is never a series partner, and it
    makes a run with ``card`` only beside a real card within two positions.)"""
    hand = state._hands[seat] & ~card_bit(card)
    gains = 0  # cards that swaps could bring to hand now
    for combo in state._combos.values():
        if isinstance(combo, Sequence):
            swaps: list[Play] = []
            _swaps(combo, hand, swaps)
            for swap in swaps:
                assert isinstance(swap, SwapJoker | SwapAce)
                gains |= card_bit(swapped(combo, swap)[0])
    suit, rank = divmod(card, N_RANKS)
    reach = hand | gains
    if sum(reach >> (s * N_RANKS + rank) & 1 for s in range(6)) >= 2:
        return True  # a series could hold it
    side = state.config.side_of(seat)
    avail = ((reach | raidable_cards(state, side)) >> (suit * N_RANKS)) & 0xFFFFF
    if not avail:
        return False
    if avail & 1 or any(isinstance(c, Sequence) and c.side == side and c.suit == suit
                        for c in state._combos.values()):
        return True
    return any(
        avail >> r & 1
        for position in positions_for_rank(rank)
        for near in range(max(LOW_POSITION, position - 2), min(HIGH_POSITION, position + 2) + 1)
        if near != position
        for r in ranks_for_position(near))


def _series_after_sequence(state: GameState, seat: int, card: Card) -> list[Lay]:
    """SS-MELD-3: the series holding ``card`` that become possible once one more sequence
    is laid (from hand and raidable series cards) without the cards the series needs —
    none when the phase allows no new combination or a series is possible already."""
    side = state.config.side_of(seat)
    if state.phase not in NEW_COMBINATION_PHASES \
            or state._series_count[side] < state._seq_count[side]:
        return []
    hand = state._hands[seat]
    series = [p for p in _series_fills(hand, card % N_RANKS) if (card % N_RANKS, card) in p]
    pool = (hand | raidable_cards(state, side)) & ~card_bit(card)
    result: list[Lay] = []
    for placed in series:
        needs = mask_of(c for _, c in placed)
        free = pool & ~needs
        if any(_sequence_fills(suit, (free >> (suit * N_RANKS)) & 0xFFFFF, None)
               for suit in range(6) if (free >> (suit * N_RANKS) & 0xFFFFF).bit_count() >= 3):
            result.append(Lay(placed))
    return result


def keeps_discard_usable(state: GameState, play: Play) -> bool:
    if isinstance(play, Lay | Add) and state._pending in play.cards():
        return _wanted(state, play)
    snap = state._save()
    state._do_play(play)
    usable = state._pending == NO_CARD or _discard_usable(state)
    state._restore(snap)
    return usable


def takeable(state: GameState) -> bool:
    """SS-DISCARD-3: the top discard may be taken only if the seat to move can use it."""
    snap = state._save()
    state._take_top()
    usable = _discard_usable(state)
    state._restore(snap)
    return usable


def claim_plays(state: GameState, seat: int) -> list[Lay | Add]:
    """SS-DISCARD-4: the plays ``seat`` could use the top discard in, were its claim to
    win — found by the same search as a take (SS-DISCARD-3), enabling plays included."""
    card = state._discard[-1]
    snap = state._save()
    try:
        state._start_turn(seat)  # a claim is the draw of a turn of its own (SS-MELD-5)
        state._take_top()
        plays = plays_using(state, seat, card)
        if _might_use(state, seat, card):
            plays = _uses(state, seat, card, first_only=False)
        return plays
    finally:
        state._restore(snap)


# --- pure helpers for play generation -------------------------------------------------------------

# The real ranks that may stand at each position (index = position 0..19).
_RANKS_AT = tuple(ranks_for_position(p) if p else () for p in range(HIGH_POSITION + 1))


def _fills(positions: Iterable[int], suit: int, avail: int) -> list[tuple[Placement, ...]]:
    """Every way to fill ``positions`` (ascending) with distinct cards of the 20-bit rank mask
    ``avail`` of ``suit``, the joker standing at most once."""
    base = suit * N_RANKS
    has_joker = avail & 1
    partial: list[tuple[tuple[Placement, ...], int]] = [((), 0)]
    for p in positions:
        grown = []
        reals = [r for r in ranks_for_position(p) if avail >> r & 1]
        for placed, used in partial:
            for r in reals:
                if not used >> r & 1:
                    grown.append(((*placed, (p, base + r)), used | 1 << r))
            if has_joker and not used & 1:
                grown.append(((*placed, (p, base)), used | 1))
        if not grown:
            return []
        partial = grown
    return [placed for placed, _ in partial]


def _position_mask(avail: int) -> int:
    """The sequence positions (bit = position) that the 20-bit rank mask ``avail`` can fill
    with a real card; the 1 and the A each fill position 1 or 19."""
    mask = avail & 0xFFFFE
    if avail & (1 << ONE | 1 << ACE):
        mask |= 1 << LOW_POSITION | 1 << HIGH_POSITION
    return mask


def _sequence_fills(suit: int, avail: int, must: Card | None) -> list[tuple[Placement, ...]]:
    """Every new sequence of ``suit`` from the 20-bit rank mask ``avail`` (SS-MELD-2); with
    ``must``, only those holding that card."""
    has_joker = avail & 1
    filled = _position_mask(avail)
    pairs = filled & filled >> 1
    if has_joker:
        if not (pairs | filled & filled >> 2):
            return []  # no three positions in a row hold two real cards
    elif not pairs & filled >> 2:
        return []  # no three real cards in a row
    spots: tuple[int, ...] = ()
    if must is not None and must % N_RANKS != JOKER:
        spots = positions_for_rank(must % N_RANKS)
    results: list[tuple[Placement, ...]] = []
    for low in range(LOW_POSITION, HIGH_POSITION - 1):
        if spots and low > spots[-1]:
            break
        missing = 0
        for high in range(low, HIGH_POSITION + 1):
            if not filled >> high & 1:
                missing += 1
                if missing > has_joker:
                    break
            if high - low < 2 or (spots and not any(low <= p <= high for p in spots)):
                continue
            for placed in _fills(range(low, high + 1), suit, avail):
                if must is None or any(c == must for _, c in placed):
                    results.append(placed)
    return results


def _series_fills(hand: int, only_rank: int | None = None) -> list[tuple[Placement, ...]]:
    """Every new series (SS-MELD-1) from the hand's cards, optionally of one rank."""
    # Count, for every rank at once, how many suits hold it (a 3-bit counter per rank bit).
    ones = twos = fours = 0
    for suit in range(6):
        column = (hand >> (suit * N_RANKS)) & 0xFFFFE  # jokers never go in a series
        carry = ones & column
        ones ^= column
        fours |= twos & carry
        twos ^= carry
    ranks = (fours | twos & ones) if only_rank is None else (fours | twos & ones) & 1 << only_rank
    results = []
    while ranks:
        low = ranks & -ranks
        ranks ^= low
        rank = low.bit_length() - 1
        cards = [s * N_RANKS + rank for s in range(6) if hand >> (s * N_RANKS + rank) & 1]
        for size in range(3, len(cards) + 1):
            for chosen in subsets(cards, size):
                results.append(tuple((rank, c) for c in chosen))
    return results


def _extensions_with(seq: Sequence, card: Card, hand: int) -> list[tuple[Placement, ...]]:
    """SS-DISCARD-3 (b): extensions of ``seq`` by hand cards, at either end or both, that hold
    ``card`` and at least one more card."""
    suit = seq.suit
    avail = (hand >> (suit * N_RANKS)) & 0xFFFFF
    results: list[tuple[Placement, ...]] = []
    for low in range(seq.low, LOW_POSITION - 1, -1):
        below = range(low, seq.low)
        if below and not _fills(below, suit, avail):
            break  # filling further down needs these positions too
        for high in range(seq.high, HIGH_POSITION + 1):
            positions = [*below, *range(seq.high + 1, high + 1)]
            if len(positions) < 2:
                continue
            fills = _fills(positions, suit, avail)
            if not fills:
                break  # nor can any longer extension upwards
            results.extend(f for f in fills if any(c == card for _, c in f))
    return results
