"""Gestures on the table turned into the rules' actions: the UI holds no rule.

A drop of some cards onto a target is matched against ``list(obs.legal)``: the legal
actions that move exactly those cards to that target. One match is played; several (a joker,
or a 1/A, that fits either end) are told apart by the half of the target the cards were
dropped on. No match: :func:`plausible` builds the action the player most likely meant, so
that the rules' ``check()`` can say in one line why the rules refuse it.

Pure: imports the rules core only, so it is tested without a display.
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Sequence as Seq
from dataclasses import dataclass

from sixseq.decks.sixsuit import (
    ACE,
    HIGH_POSITION,
    JOKER,
    LOW_POSITION,
    N_RANKS,
    ONE,
    Card,
    positions_for_rank,
)
from sixseq.games.six_sequences.rules.actions import (
    Action,
    Add,
    Claim,
    Discard,
    Lay,
    Raid,
    SwapAce,
    SwapJoker,
)
from sixseq.games.six_sequences.rules.melds import Placement, Sequence, Series, default_position
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.table import Phase

# --- where cards can be dropped ---------------------------------------------------------------


@dataclass(frozen=True)
class OnCombo:
    """A laid combination; ``left`` when the drop landed in its left half."""

    combo: int
    left: bool = False


@dataclass(frozen=True)
class OnDiscard:
    """The discard pile."""


@dataclass(frozen=True)
class OnNew:
    """The area where the player's side lays new combinations."""

    left: bool = False


Target = OnCombo | OnDiscard | OnNew


# --- what lights up while dragging ------------------------------------------------------------


@dataclass(frozen=True)
class ComboEnd:
    """A card would join combination ``combo`` at its left or right end (a series: right)."""

    combo: int
    left: bool


@dataclass(frozen=True)
class ComboCard:
    """The card at ``position`` of sequence ``combo`` would be swapped (a joker, an A or a 1)."""

    combo: int
    position: int


@dataclass(frozen=True)
class DiscardPile:
    pass


@dataclass(frozen=True)
class NewArea:
    pass


Spot = ComboEnd | ComboCard | DiscardPile | NewArea


def moved_cards(action: Action) -> frozenset[Card]:
    """The cards an action takes from the player's hand or own series."""
    if isinstance(action, Lay | Add):
        return frozenset(action.cards())
    if isinstance(action, Raid | SwapJoker | SwapAce | Discard):
        return frozenset((action.card,))
    if isinstance(action, Claim):
        return frozenset(action.play.cards())
    return frozenset()


def matching(legal: Iterable[Action], cards: frozenset[Card], target: Target) -> list[Action]:
    """The legal actions that move exactly ``cards`` to ``target``."""
    found: list[Action] = []
    for action in legal:
        if moved_cards(action) != cards:
            continue
        if isinstance(target, OnCombo):
            if isinstance(action, Add | Raid | SwapJoker | SwapAce) and \
                    action.combo == target.combo:
                found.append(action)
        elif isinstance(target, OnDiscard):
            if isinstance(action, Discard):
                found.append(action)
        elif isinstance(action, Lay):
            found.append(action)
    return found


def widened(legal: Iterable[Action], cards: frozenset[Card], target: Target) -> list[Action]:
    """Legal adds to the target that move the dropped cards and more from hand: a taken
    discard joins a sequence only with a hand card (SS-DISCARD-3), so dropping it alone on
    the sequence means the add that takes the fewest other cards along."""
    if not isinstance(target, OnCombo):
        return []
    found: list[Action] = [a for a in legal if isinstance(a, Add) and a.combo == target.combo
                           and cards < moved_cards(a)]
    return sorted(found, key=lambda a: len(moved_cards(a)))


def resolve(legal: Iterable[Action], cards: frozenset[Card], target: Target,
            obs: Observation) -> list[Action]:
    """What a drop means: the actions moving exactly ``cards`` to ``target`` (else the adds
    taking the fewest more cards along), narrowed by the side it landed on; best first."""
    legal = list(legal)
    found = matching(legal, cards, target) or widened(legal, cards, target)
    if isinstance(target, OnCombo):
        found = pick_side(found, target.left, obs)
    return sorted(found, key=lambda a: len(moved_cards(a)))


def side_key(action: Action, obs: Observation) -> int:
    """Where along positions 1..19 an action puts its movable card (a joker first, then a 1
    or an A): what the drop side chooses between."""
    if isinstance(action, SwapJoker | SwapAce):
        seq = obs.combination(action.combo)
        if isinstance(seq, Sequence):
            return seq.joker if isinstance(action, SwapJoker) else \
                (LOW_POSITION if action.card % N_RANKS == ONE else HIGH_POSITION)
        return 0
    if isinstance(action, Raid):
        return action.position
    if isinstance(action, Lay | Add):
        placements = action.placements
        for wanted in (JOKER, ONE, ACE):
            for position, card in placements:
                if card % N_RANKS == wanted:
                    return position
        return min(p for p, _ in placements)
    return 0


def pick_side(actions: list[Action], left: bool, obs: Observation) -> list[Action]:
    """Of several variants, those nearest the side the cards were dropped on."""
    if len(actions) < 2:
        return actions
    keys = [side_key(a, obs) for a in actions]
    chosen = min(keys) if left else max(keys)
    return [a for a, k in zip(actions, keys, strict=True) if k == chosen]


def spots(legal: Iterable[Action], cards: frozenset[Card], obs: Observation) -> set[Spot]:
    """Every place where dropping ``cards`` would be legal (they light up while dragging).
    The new-combination area lights up when the cards could be part of a new combination."""
    found: set[Spot] = set()
    for action in legal:
        moved = moved_cards(action)
        if isinstance(action, Lay):
            if cards <= moved:
                found.add(NewArea())
            continue
        if moved != cards and not (isinstance(action, Add) and cards < moved):
            continue
        if isinstance(action, Discard):
            found.add(DiscardPile())
        elif isinstance(action, SwapJoker | SwapAce):
            found.add(ComboCard(action.combo, side_key(action, obs)))
        elif isinstance(action, Add | Raid):
            combo = obs.combination(action.combo)
            if isinstance(combo, Sequence):
                found.add(ComboEnd(action.combo, side_key(action, obs) < combo.low))
            else:
                found.add(ComboEnd(action.combo, False))
    return found


# --- the action a refused gesture meant ---------------------------------------------------------


def _end_position(card: Card, seq: Sequence | None, left: bool) -> int:
    """The position a card would take at one end of ``seq`` (its own for ordinary ranks)."""
    rank = card % N_RANKS
    if rank in (ONE, ACE):
        return LOW_POSITION if left else HIGH_POSITION
    if rank == JOKER:
        if seq is None:
            return LOW_POSITION if left else HIGH_POSITION
        return seq.low - 1 if left else seq.high + 1
    return default_position(card)


def _new_placements(cards: Seq[Card], left: bool) -> tuple[Placement, ...]:
    """How the player most likely meant ``cards`` as a new combination: one rank is a series;
    otherwise a sequence with 1/A at the end nearer the other cards and a joker in the gap (or
    at the end it was dropped towards)."""
    reals = [c for c in cards if c % N_RANKS != JOKER]
    jokers = [c for c in cards if c % N_RANKS == JOKER]
    if reals and len({c % N_RANKS for c in reals}) == 1 and not jokers:
        return tuple((default_position(c), c) for c in cards)
    middle = [c % N_RANKS for c in reals if c % N_RANKS not in (ONE, ACE)]
    centre = sum(middle) / len(middle) if middle else 10
    placements: list[Placement] = []
    for card in reals:
        rank = card % N_RANKS
        if rank == ONE:
            placements.append((LOW_POSITION if centre < 10 else HIGH_POSITION, card))
        elif rank == ACE:
            placements.append((HIGH_POSITION if centre >= 10 else LOW_POSITION, card))
        else:
            placements.append((rank, card))
    taken = sorted(p for p, _ in placements)
    for joker in jokers:
        gaps = [p for p in range(taken[0], taken[-1]) if p not in taken] if taken else []
        if gaps:
            spot = gaps[0]
        elif not taken:
            spot = LOW_POSITION
        elif left:
            spot = taken[0] - 1 if taken[0] > LOW_POSITION else taken[-1] + 1
        else:
            spot = taken[-1] + 1 if taken[-1] < HIGH_POSITION else taken[0] - 1
        placements.append((spot, joker))
        taken = sorted([*taken, spot])
    return tuple(placements)


def plausible(obs: Observation, cards: Seq[Card], target: Target) -> Action:
    """The action the player most likely meant by dropping ``cards`` (the dragged card first)
    on ``target``, legal or not: the rules' ``check()`` of it explains a refusal."""
    first = cards[0]
    if isinstance(target, OnDiscard):
        return Discard(first)
    if isinstance(target, OnNew):
        return Lay(_new_placements(cards, target.left))
    combo = obs.combination(target.combo)
    in_hand = obs.hand_mask() >> first & 1
    if isinstance(combo, Series):
        if len(cards) == 1 and not in_hand:
            return Raid(first, target.combo, default_position(first))
        return Add(target.combo, tuple((combo.rank if c % N_RANKS == JOKER
                                        else default_position(c), c) for c in cards))
    seq = combo
    if len(cards) == 1:
        if not in_hand:
            return Raid(first, target.combo, _end_position(first, seq, target.left))
        if seq is not None and first // N_RANKS == seq.suit and first % N_RANKS != JOKER:
            rank = first % N_RANKS
            if seq.joker and seq.joker in positions_for_rank(rank):
                return SwapJoker(first, target.combo)
            if rank in (ONE, ACE) and (seq.ace_low or seq.one_high):
                return SwapAce(first, target.combo)
        if seq is not None and seq.side != obs.side and seq.joker \
                and first % N_RANKS != JOKER:
            return SwapJoker(first, target.combo)
    return Add(target.combo, tuple((_end_position(c, seq, target.left), c) for c in cards))


# --- a double-click ---------------------------------------------------------------------------


def likely_use(obs: Observation, card: Card, selection: Iterable[Card]) -> Action | None:
    """The most likely legal use of ``card`` (a double-click): discard it when it is time to
    discard; else swap it for a joker or an A/1 (a gain), add it to a sequence, raid it into
    one, add it to a series, or lay it with the selected cards. ``None`` if it has no use."""
    legal = list(obs.legal)
    if obs.phase == Phase.DISCARD:
        return next((a for a in legal if isinstance(a, Discard) and a.card == card), None)
    alone = frozenset((card,))
    together = frozenset((*selection, card))
    ranked: list[tuple[int, int, Action]] = []
    for index, action in enumerate(legal):
        moved = moved_cards(action)
        if isinstance(action, SwapJoker | SwapAce) and moved == alone:
            rank = 0
        elif isinstance(action, Add) and moved == alone:
            rank = 1 if isinstance(obs.combination(action.combo), Sequence) else 3
        elif isinstance(action, Raid) and moved == alone:
            rank = 2
        elif isinstance(action, Lay) and len(together) > 1 and moved == together:
            rank = 4
        else:
            continue
        ranked.append((rank, index, action))
    return min(ranked)[2] if ranked else None
