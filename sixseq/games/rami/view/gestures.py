"""Gestures on the Rami table turned into the rules' actions: the view holds no rule.

Cards dropped on a place are matched against the observation's legal actions
(``obs.lays_of``, ``obs.adds_to``, ``obs.swaps_for``, ``obs.discards``): the actions that move
exactly those cards there. Several matches (a joker that may stand for more than one card, or
go at either end of a sequence) are narrowed by the end of the sequence the cards were dropped
on; what is left is for the player to choose. No match: :func:`plausible` builds the action the
player most likely meant, so that the rules' ``check()`` says in one line why it is refused.

Pure: imports the rules core only, so it is tested without a display.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sixseq.games.rami.rules.actions import Action, Add, Discard, Lay, Swap
from sixseq.games.rami.rules.cards import (
    ACE,
    JOKER,
    JOKER_AS,
    KING,
    N_RANKS,
    Card,
    Token,
)
from sixseq.games.rami.rules.melds import Combination, Series, extended, grown, swapped
from sixseq.games.rami.rules.observation import Observation

# --- where cards may be dropped ---------------------------------------------------------------


@dataclass(frozen=True)
class OnDiscard:
    """The discard pile: the turn ends with the card dropped there (RA-TURN-3)."""


@dataclass(frozen=True)
class OnNew:
    """The person's zone: a new combination (RA-TURN-2)."""


@dataclass(frozen=True)
class OnCombo:
    """A combination on the table: ``end`` is ``below`` or ``above`` (a sequence's ends),
    ``series``, or ``joker`` (the real card dropped on the joker takes it, RA-JOKER-3)."""

    combo: int
    end: str


Place = OnDiscard | OnNew | OnCombo


def moved_cards(action: Action) -> list[Card]:
    """The cards an action takes from the player's hand (a joker as the joker)."""
    if isinstance(action, Lay | Add):
        return action.cards()
    if isinstance(action, Swap | Discard):
        return [action.card]
    return []


def actions_for(obs: Observation, cards: Sequence[Card], place: Place) -> list[Action]:
    """The legal actions that put exactly ``cards`` on ``place``; at a sequence's end, those
    adding there first."""
    if not cards:
        return []
    if isinstance(place, OnDiscard):
        return [a for a in obs.discards() if [a.card] == list(cards)]
    if isinstance(place, OnNew):
        return list(obs.lays_of(cards))
    if place.end == "joker":
        return [a for a in obs.swaps_for(place.combo) if [a.card] == list(cards)]
    adds = obs.adds_to(place.combo, cards)
    if place.end == "below":
        return [a for a in adds if a.below and not a.above] or \
            [a for a in adds if a.below] or list(adds)
    if place.end == "above":
        return [a for a in adds if a.above and not a.below] or \
            [a for a in adds if a.above] or list(adds)
    return list(adds)


def places_for(obs: Observation, cards: Sequence[Card]) -> list[Place]:
    """Where ``cards`` may go now (lit while they are dragged): the discard pile, the new
    combination place (also when they are only part of a legal combination: the player is
    building one), each sequence end, series and joker that takes them."""
    if not cards:
        return []
    found: list[Place] = []
    wanted = sorted(cards)
    if actions_for(obs, cards, OnDiscard()):
        found.append(OnDiscard())
    if any(isinstance(a, Lay) and _contains(a.cards(), wanted) for a in obs.legal):
        found.append(OnNew())
    for combo in obs.combinations:
        adds = obs.adds_to(combo.id, cards)
        if isinstance(combo, Series):
            if adds:
                found.append(OnCombo(combo.id, "series"))
        else:
            if any(a.below for a in adds):
                found.append(OnCombo(combo.id, "below"))
            if any(a.above for a in adds):
                found.append(OnCombo(combo.id, "above"))
        if len(cards) == 1 and actions_for(obs, cards, OnCombo(combo.id, "joker")):
            found.append(OnCombo(combo.id, "joker"))
    return found


def _contains(whole: Sequence[Card], part: Sequence[Card]) -> bool:
    left = list(whole)
    for card in part:
        if card not in left:
            return False
        left.remove(card)
    return True


def building(obs: Observation, cards: Sequence[Card]) -> bool:
    """Whether ``cards`` are part of a combination the player could lay now."""
    wanted = sorted(cards)
    return any(isinstance(a, Lay) and _contains(a.cards(), wanted) for a in obs.legal)


def result_of(obs: Observation, action: Action) -> tuple[Token, ...]:
    """The combination a lay, addition or swap leaves on the table (what a chooser shows)."""
    if isinstance(action, Lay):
        return action.tokens
    if not isinstance(action, Add | Swap):
        return ()
    combo = obs.combination(action.combo)
    if combo is None:
        return ()
    after: Combination
    if isinstance(action, Swap):
        after = swapped(combo, action.card)
    elif isinstance(combo, Series):
        after = grown(combo, action.above)
    else:
        after = extended(combo, action.below, action.above)
    return after.tokens()


# --- what the player most likely meant, for the refusal ---------------------------------------


def plausible(obs: Observation, cards: Sequence[Card], place: Place) -> Action:
    """An action for a drop no legal action matches: the rules' ``check()`` says why."""
    if isinstance(place, OnDiscard):
        return Discard(cards[0])
    if isinstance(place, OnNew):
        return Lay(guess_tokens(cards))
    if place.end == "joker":
        return Swap(place.combo, cards[0])
    combo = obs.combination(place.combo)
    tokens = guess_tokens(cards, combo)
    if isinstance(combo, Series):
        return Add(place.combo, (), tokens, series=True)
    if place.end == "below":
        return Add(place.combo, tokens, ())
    return Add(place.combo, (), tokens)


def guess_tokens(cards: Sequence[Card], combo: Combination | None = None) -> tuple[Token, ...]:
    """``cards`` written as a combination: real cards in order (an ace high after a king), a
    joker standing where it most likely goes (the suit a series lacks, a sequence's gap)."""
    real = sorted(c for c in cards if c != JOKER)
    jokers = len(cards) - len(real)
    shown = [*real, *(t if t < JOKER_AS else t - JOKER_AS for t in
                      (combo.tokens() if combo is not None else ()))]
    ranks = {c % N_RANKS for c in shown}
    suits = {c // N_RANKS for c in shown}
    if len(ranks) == 1 and shown:
        rank = next(iter(ranks))
        missing = [s * N_RANKS + rank for s in range(4) if s not in suits]
        jokers_as = [JOKER_AS + c for c in missing[:jokers]]
        return (*real, *jokers_as, *[JOKER_AS + shown[0]] * (jokers - len(jokers_as)))
    order = sorted(real, key=lambda c: (c // N_RANKS, _place(c % N_RANKS, ranks)))
    if not jokers or not order:
        return tuple(order) + (JOKER_AS + 0,) * jokers
    out: list[Token] = []
    left = jokers
    for card in order:
        if out and left and card % N_RANKS - out[-1] % N_RANKS == 2 \
                and card // N_RANKS == out[-1] // N_RANKS:  # out[-1] is a card, never a joker
            out.append(JOKER_AS + card - 1)
            left -= 1
        out.append(card)
    last = order[-1]
    for _ in range(left):  # every joker stays: two in one combination are refused for it
        last = last + 1 if last % N_RANKS < KING - 1 else last - len(order)
        out.append(JOKER_AS + last)
    return tuple(out)


def _place(rank: int, ranks: set[int]) -> int:
    """Where a card of ``rank`` (0 for an ace) stands among cards of ``ranks``: the ace high
    after a K (with no 2); with a K, an ace and a 2, round the corner from the widest gap
    (``Q K A 2``, which the rules then refuse by their own rule, RA-DECK-2)."""
    king, two = KING - 1, 1
    if {ACE - 1, two, king} <= ranks:
        ordered = sorted(ranks)
        gaps = [((b - a) % N_RANKS, b) for a, b in zip(ordered, ordered[1:] + ordered[:1],
                                                       strict=True)]
        start = max(gaps)[1]
        return (rank - start) % N_RANKS
    if rank == ACE - 1 and king in ranks:
        return N_RANKS
    return rank

