"""Medium's play, shared with Hard's simulations: a sound club player's rules over the odds
of a card holding the trick (:class:`~.odds.Odds`).

- Out of it (even every trick left would not give the point, SX-SCORE-2): the cheapest card.
- Leading: a card likely to hold the trick (a master trump, an ace while the suit is still
  held round the table), the cheapest of the likeliest; else its highest plain card.
- Following: contest the trick cheaply — the cheapest card that beats the trick's best, which
  is the first trick's tie-break when it holds, and stops a rival on two tricks. But not when
  the cheapest such card is worth keeping and the trick's winner, a rival on two tricks, is
  likely to be stopped by a later player anyway; nor when that card is sure to be beaten and
  worth something later. Otherwise its lowest card (a plain one before a trump).

Measured against Easy (see ``docs/sixte.md``), spending strong cards to make a trick safe
loses points: contesting cheaply wins more tricks than it wastes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sixseq.decks.standard import Card
from sixseq.engine.tricks import Trick, beats
from sixseq.games.sixte.bots.odds import Odds
from sixseq.games.sixte.rules.cards import ORDER, SEATS, TRICKS, strength, suit

LEAD_SURE = 0.5  # a lead this likely to hold is played for the trick
NEAR = 0.05  # leads this close to the likeliest count as equally likely
RUFF = 0.3  # what a trump is worth at least: it may take a trick led in a suit one lacks
LET_STOP = 0.35  # a rival's trick this unlikely to hold is left to the later players ...
KEEP_WORTH = 0.5  # ... when the card that would stop it is worth this much later
HOPELESS = 0.05  # a card this unlikely to hold is not spent on the trick ...
WASTE_WORTH = 0.2  # ... if it is worth this much later


@dataclass(frozen=True, slots=True)
class Pick:
    """A card and why (a reason's name, and the chance it holds the trick)."""

    card: Card
    why: str
    chance: float = 0.0
    kept: Card | None = None  # the card kept back for later ("leave_stop")


def lowest(cards: Sequence[Card], trump: int) -> Card:
    """The cheapest card: the lowest plain card, else the lowest trump."""
    return min(cards, key=lambda c: (suit(c) == trump, strength(c), c))


LOW_REASONS = ("follow_low", "ruff_low", "discard_plain", "discard_low")  # see low_reason


def low_reason(card: Card, led: int, legal: Sequence[Card], trump: int) -> str:
    """Which "lowest card" ``card`` (the :func:`lowest` of ``legal``, played on a trick led in
    ``led``) is, named when it is chosen so the hint says what is true of it: a trump played on
    a suit the player lacks is a ruff; a plain card thrown while a weaker trump may be played
    is the lowest outside trumps."""
    if suit(card) == led:
        return "follow_low"
    if suit(card) == trump:
        return "ruff_low"
    if any(strength(other) < strength(card) for other in legal):
        return "discard_plain"
    return "discard_low"


def card_worth(odds: Odds, card: Card) -> float:
    """A card's worth for later: its chance to win if led now, a trump at least ``RUFF``."""
    hold = odds.lead_hold(card)
    return max(hold, RUFF) if suit(card) == odds.trump else hold


def out_of_it(counts: Sequence[int], firsts: Sequence[int | None], seat: int,
              left: int) -> bool:
    """Whether ``seat`` can no longer score even taking all ``left`` tricks: a rival has more
    than it could reach, or as many and won a trick before it would (SX-SCORE-2)."""
    reach = counts[seat] + left
    mine = firsts[seat] or TRICKS + 1
    return any(counts[s] > reach or (counts[s] == reach and (firsts[s] or TRICKS + 1) < mine)
               for s in range(len(counts)) if s != seat)


def pick(seat: int, legal: Sequence[Card], trick: Trick[Card], counts: Sequence[int],
         firsts: Sequence[int | None], odds: Odds, ducks: bool = True) -> Pick:
    """The card ``seat`` plays among ``legal`` on ``trick``, after the tricks won so far
    (``counts`` per seat, ``firsts``: the number of each seat's first trick won). Without
    ``ducks`` it never keeps a card back from a trick it could take for now (simulations,
    where odds read from the dealt hands would make it duck far more than it does)."""
    trump = odds.trump
    if len(legal) == 1:
        return Pick(legal[0], "only_move")
    if out_of_it(counts, firsts, seat, TRICKS - sum(counts)):
        return Pick(lowest(legal, trump), "out_of_it")
    if not trick.cards:
        return _lead(legal, odds)
    played = len(trick.cards)
    later = [trick.seat_of(i) for i in range(played + 1, SEATS)]
    led = suit(trick.cards[0])
    best_index = trick.winning_index(trump, ORDER)
    best = trick.cards[best_index]
    beating = [c for c in legal if beats(c, best, trump, ORDER)]
    if not beating:
        card = lowest(legal, trump)
        return Pick(card, low_reason(card, led, legal, trump))
    cheap = lowest(beating, trump)
    rival = trick.seat_of(best_index)
    if ducks and later and counts[rival] >= 2 and odds.keep_chance(best, led, later) < LET_STOP \
            and card_worth(odds, cheap) >= KEEP_WORTH:
        return Pick(lowest(legal, trump), "leave_stop", kept=cheap)
    chance = odds.keep_chance(cheap, led, later) if later else 1.0
    if ducks and chance < HOPELESS and card_worth(odds, cheap) > WASTE_WORTH:
        return Pick(lowest(legal, trump), "duck")
    why = "take_first" if sum(counts) == 0 else "stop" if counts[rival] >= 2 else "take"
    return Pick(cheap, why, chance)


def _lead(legal: Sequence[Card], odds: Odds) -> Pick:
    holds = {card: odds.lead_hold(card) for card in legal}
    likeliest = max(holds.values())
    if likeliest >= LEAD_SURE:
        card = lowest([c for c in legal if holds[c] >= likeliest - NEAR], odds.trump)
        return Pick(card, "lead_winner", holds[card])
    plain = [c for c in legal if suit(c) != odds.trump]
    if not plain:
        card = lowest(legal, odds.trump)
        return Pick(card, "lead_trump", holds[card])
    card = max(plain, key=lambda c: (strength(c), -c))
    return Pick(card, "lead_try", holds[card])
