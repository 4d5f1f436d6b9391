"""Easy: lays what it sees, adds what it can, discards its least connected card."""

from __future__ import annotations

from sixseq.games.rami.bots.base import Bot, Suggestion
from sixseq.games.rami.bots.reasons import because
from sixseq.games.rami.rules.actions import Action, Add, Discard, Draw, Lay, Swap, Take
from sixseq.games.rami.rules.cards import (
    JOKER,
    N_RANKS,
    Card,
    card_glyph,
    hand_points,
    positions_of,
)
from sixseq.games.rami.rules.observation import Observation


def connections(card: Card, hand: list[Card]) -> int:
    """How many other cards of the hand could share a combination with ``card``: the same
    rank in another suit, or the same suit one or two places away. A joker fits anything."""
    if card == JOKER:
        return 99
    suit, index = divmod(card, N_RANKS)
    places = positions_of(card)
    count = 0
    for other in hand:
        if other == JOKER:
            count += 1
            continue
        o_suit, o_index = divmod(other, N_RANKS)
        if o_index == index:
            count += o_suit != suit
        elif o_suit == suit and any(abs(p - q) <= 2 for p in places
                                    for q in positions_of(other)):
            count += 1
    return count


def loosest(hand: list[Card], choices: list[Card]) -> Card:
    """The card with the fewest connections; among those, the one that costs most."""
    rest = list(hand)

    def key(card: Card) -> tuple[int, int, int]:
        rest.remove(card)
        linked = connections(card, rest)
        rest.append(card)
        return (linked, -hand_points([card]), card)

    return min(choices, key=key)


class EasyBot(Bot):
    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, obs: Observation) -> Action:
        return self.suggest(obs).action

    def suggest(self, obs: Observation) -> Suggestion:
        legal = obs.legal
        owed: set[Card] = set() if obs.pending is None else {obs.pending}
        if obs.owed_jokers:
            owed.add(JOKER)
        takes = [a for a in legal if isinstance(a, Take)]
        if takes:
            top = obs.discard[-1]
            return Suggestion(takes[0], because("take_use", card=card_glyph(top)))
        if any(isinstance(a, Draw) for a in legal):
            return Suggestion(next(a for a in legal if isinstance(a, Draw)), because("draw"))
        plays: list[Lay | Add] = [a for a in legal if isinstance(a, Lay | Add)]
        if owed:
            for play in plays:
                if owed & set(play.cards()):
                    return Suggestion(play, because("use_owed", card=card_glyph(
                        next(iter(owed & set(play.cards()))))))
        lays = [a for a in legal if isinstance(a, Lay)]
        if lays:
            lay = max(lays, key=lambda a: (JOKER not in a.cards(), len(a.tokens)))
            return Suggestion(lay, because("lay", cards=_cards(lay.cards()),
                                           points=hand_points(lay.cards())))
        adds = [a for a in legal if isinstance(a, Add) and JOKER not in a.cards()]
        if adds:
            add = max(adds, key=lambda a: len(a.cards()))
            return Suggestion(add, because("add", cards=_cards(add.cards()),
                                           points=hand_points(add.cards())))
        discards = [a.card for a in legal if isinstance(a, Discard)]
        if discards:
            card = loosest(list(obs.hand), discards)
            return Suggestion(Discard(card), because("discard_loose", card=card_glyph(card)))
        other: list[Action] = [a for a in legal if not isinstance(a, Swap)] or list(legal)
        # Only a card owed to the table is left to play (a taken card that goes in a joker's
        # place, say): the reason names that card.
        owed_card = obs.pending if obs.pending is not None else JOKER
        return Suggestion(other[0], because("use_owed", card=card_glyph(owed_card)))


def _cards(cards: list[Card]) -> str:
    return " ".join(card_glyph(c) for c in cards)
