"""What a hand can make: every combination it can lay and every addition it can make to a
combination on the table, as token tuples (RA-MELD, RA-JOKER). Shared by the legal-move
generator and the exact planner (:mod:`.reach`), so the two cannot disagree.

A hand is a list of counts by card (``Counts``, index 52 the jokers). Sequences are found
through a mask of the positions 1..14 the hand can fill in a suit (the ace fills 1 and 14,
but both at once only with two aces or a joker for one of them).
"""

from __future__ import annotations

from itertools import combinations as subsets

from sixseq.games.rami.rules.cards import (
    HIGH,
    JOKER,
    JOKER_AS,
    LOW,
    N_RANKS,
    Card,
    Token,
    card_at,
    position_rank,
    positions_of,
)
from sixseq.games.rami.rules.melds import Sequence, Series

Counts = list[int] | tuple[int, ...] | bytes

# The card at each position of each suit: _AT[suit][position] (position 0 unused).
_AT = tuple(tuple(card_at(s, p) if p else -1 for p in range(HIGH + 1)) for s in range(4))
_ACE_BITS = 1 << LOW | 1 << HIGH


def position_mask(hand: Counts, suit: int) -> int:
    """Bit p set when the hand holds the card of ``suit`` at position p (1..14)."""
    base = suit * N_RANKS
    mask = 0
    for rank in range(2, N_RANKS + 1):
        if hand[base + rank - 1]:
            mask |= 1 << rank
    if hand[base]:
        mask |= _ACE_BITS
    return mask


def _with_joker(run: tuple[Token, ...], k: int) -> tuple[Token, ...]:
    """``run`` with a joker standing for its k-th card."""
    return (*run[:k], JOKER_AS + run[k], *run[k + 1:])


def sequence_lays(hand: Counts, suit: int, through: Card = -1) -> list[tuple[Token, ...]]:
    """Every sequence of ``suit`` the hand can lay (RA-MELD-3), a joker standing at any one
    place (RA-JOKER-1, RA-JOKER-2); only those holding the card ``through`` unless -1."""
    mask = position_mask(hand, suit)
    has_joker = hand[JOKER] > 0
    if (mask & ~_ACE_BITS).bit_count() + (mask & _ACE_BITS > 0) + has_joker < 3:
        return []
    at = _AT[suit]
    aces = hand[suit * N_RANKS]
    held = positions_of(through) if through >= 0 else (LOW, HIGH)
    out: list[tuple[Token, ...]] = []
    for low in range(LOW, min(held[-1] + 1, HIGH - 1)):
        missing = 0
        gap = 0
        for high in range(low, HIGH + 1):
            if not mask >> high & 1:
                missing += 1
                if missing > has_joker:
                    break
                gap = high
            if high - low < 2 or (through >= 0 and not any(low <= p <= high for p in held)):
                continue
            run = at[low:high + 1]
            both = low == LOW and high == HIGH and aces < 2  # one ace cannot stand twice
            if missing:
                if not both or gap in (LOW, HIGH):
                    out.append(_with_joker(run, gap - low))
                continue
            if not both:
                out.append(run)
            if has_joker:
                if both:
                    out.append(_with_joker(run, 0))
                    out.append(_with_joker(run, len(run) - 1))
                else:
                    out.extend(_with_joker(run, k) for k in range(len(run)))
    return out if through < 0 else [t for t in out if through in t]  # (not a joker for it)


def series_lays(hand: Counts, rank: int, through: Card = -1) -> list[tuple[Token, ...]]:
    """Every series of ``rank`` the hand can lay (RA-MELD-2), with a joker standing for any
    suit the series lacks; only those holding the card ``through`` unless -1."""
    cards = [s * N_RANKS + rank - 1 for s in range(4)]
    present = [s for s in range(4) if hand[cards[s]]]
    has_joker = hand[JOKER] > 0
    if len(present) + has_joker < 3:
        return []
    out: list[tuple[Token, ...]] = []
    for size in (3, 4):
        for chosen in subsets(present, size):
            out.append(tuple(cards[s] for s in chosen))
    if has_joker:
        for size in (2, 3):
            for chosen in subsets(present, size):
                for suit in range(4):
                    if suit not in chosen:
                        out.append(tuple(cards[s] if s != suit else JOKER_AS + cards[s]
                                         for s in sorted((*chosen, suit))))
    return out if through < 0 else [t for t in out if through in t]


def all_lays(hand: Counts) -> list[tuple[Token, ...]]:
    out: list[tuple[Token, ...]] = []
    for suit in range(4):
        out.extend(sequence_lays(hand, suit))
    for rank in range(1, N_RANKS + 1):
        out.extend(series_lays(hand, rank))
    return out


def _side_fills(hand: Counts, suit: int, positions: range, joker_ok: bool
                ) -> list[tuple[tuple[Token, ...], int]]:
    """Ways to fill the first k of ``positions`` (nearest the sequence first), k = 1, 2 …,
    each with a card from hand or (once, when ``joker_ok``) the joker: (tokens low to high,
    the joker's position or 0)."""
    at = _AT[suit]
    out: list[tuple[tuple[Token, ...], int]] = []
    unheld: list[int] = []
    for k, position in enumerate(positions, start=1):
        if not hand[at[position]]:
            unheld.append(position)
            if len(unheld) > joker_ok:
                break
        chosen = sorted(positions[:k])
        if unheld:
            out.append((_tokens_at(at, chosen, unheld[0]), unheld[0]))
            continue
        out.append((_tokens_at(at, chosen, 0), 0))
        if joker_ok:
            out.extend((_tokens_at(at, chosen, joker), joker) for joker in chosen)
    return out


def _tokens_at(at: tuple[int, ...], positions: list[int], joker: int) -> tuple[Token, ...]:
    return tuple(JOKER_AS + at[p] if p == joker else at[p] for p in positions)


def sequence_adds(hand: Counts, seq: Sequence) -> list[tuple[tuple[Token, ...],
                                                             tuple[Token, ...]]]:
    """Every (below, above) addition of hand cards to ``seq`` (RA-TURN-2): consecutive cards
    at either end or both, at most one joker in all (RA-JOKER-2), the ace kept where it was
    laid (RA-MELD-4) and standing twice only with two aces."""
    joker_ok = not seq.joker and hand[JOKER] > 0
    below = _side_fills(hand, seq.suit, range(seq.low - 1, LOW - 1, -1), joker_ok)
    above = _side_fills(hand, seq.suit, range(seq.high + 1, HIGH + 1), joker_ok)
    out: list[tuple[tuple[Token, ...], tuple[Token, ...]]] = []
    for tokens, _ in below:
        out.append((tokens, ()))
    for tokens, _ in above:
        out.append(((), tokens))
    if below and above:
        ace = seq.suit * N_RANKS
        aces = hand[ace]
        for low_tokens, low_joker in below:
            for high_tokens, high_joker in above:
                if low_joker and high_joker:
                    continue
                if aces < 2 and low_tokens[0] == ace and high_tokens[-1] == ace:
                    continue  # both ends need the ace and the hand holds one
                out.append((low_tokens, high_tokens))
    return out


def series_adds(hand: Counts, series: Series) -> list[tuple[Token, ...]]:
    """Every addition of hand cards to ``series`` (RA-MELD-2): the suit it lacks, real or as
    a joker."""
    if len(series) >= 4:
        return []
    shown = series.suit_mask()
    out: list[tuple[Token, ...]] = []
    for suit in range(4):
        if shown >> suit & 1:
            continue
        card = suit * N_RANKS + series.rank - 1
        if hand[card]:
            out.append((card,))
        if series.joker < 0 and hand[JOKER]:
            out.append((JOKER_AS + card,))
    return out


def triples_with(hand: Counts, card: Card) -> list[tuple[Token, ...]]:
    """The three-card combinations holding ``card`` (a real card in hand) that the hand can
    lay: the smallest combinations a card can go out in."""
    suit, index = divmod(card, N_RANKS)
    has_joker = hand[JOKER] > 0
    out: list[tuple[Token, ...]] = []
    others = [s for s in range(4) if s != suit and hand[s * N_RANKS + index]]
    if len(others) >= 2 or (others and has_joker):
        for pair in subsets(others, 2):
            out.append(tuple(s * N_RANKS + index for s in sorted((suit, *pair))))
        if has_joker:
            for other in others:
                free = next(s for s in range(4) if s not in (suit, other))
                out.append(tuple(s * N_RANKS + index + (JOKER_AS if s == free else 0)
                                 for s in sorted((suit, other, free))))
    at = _AT[suit]
    for position in ((LOW, HIGH) if index == 0 else (index + 1,)):
        for low in range(max(LOW, position - 2), min(position, HIGH - 2) + 1):
            window = at[low:low + 3]
            k = position - low
            held = [i for i in range(3) if i != k and hand[window[i]]]
            if len(held) == 2:
                out.append(window)
                if has_joker:
                    out.extend(_with_joker(window, i) for i in held)
            elif len(held) == 1 and has_joker:
                out.append(_with_joker(window, 3 - k - held[0]))
    return out


def all_triples(hand: Counts) -> list[tuple[Token, ...]]:
    """Every three-card combination the hand can lay (at most one joker)."""
    out: list[tuple[Token, ...]] = []
    for lay in all_lays(hand):
        if len(lay) == 3:
            out.append(lay)
    return out


def joker_partners(card: Card) -> list[Card]:
    """Real cards of higher index that make a three-card combination with ``card`` and a
    joker: the same rank in another suit, or the same suit one or two places away."""
    suit, index = divmod(card, N_RANKS)
    out = [s * N_RANKS + index for s in range(suit + 1, 4)]
    base = suit * N_RANKS
    for position in ((LOW, HIGH) if index == 0 else (index + 1,)):
        for other in range(position - 2, position + 3):
            if other != position and LOW <= other <= HIGH:
                partner = base + position_rank(other) - 1
                if partner > card and partner not in out:
                    out.append(partner)
    return out


__all__ = ["all_lays", "all_triples", "joker_partners", "position_mask", "sequence_adds",
           "sequence_lays", "series_adds", "series_lays", "triples_with"]
