"""What a searching player reads into the plays beyond what the rules force: a player who did
not take the lead of a trick held no card that would have taken it — the way a card player
reads "he did not take it: he has no higher ♥". Easy and Medium play so (they take a trick
cheaply whenever they can); a player who ducks on purpose makes the read wrong, so Hard deals
by these reads only where some deal fits them all, and by the rules' own limits otherwise.
"""

from __future__ import annotations

from sixseq.engine.tricks import Limit, beats, winning_index
from sixseq.games.sixte.rules.cards import ORDER, strength, suit
from sixseq.games.sixte.rules.observation import Observation


def reads(obs: Observation) -> list[Limit]:
    """The rules' limits and, for every card played by another seat that did not beat the
    trick's best card at the time, the cards that seat is read not to hold."""
    found = obs.limits()
    trump = obs.trump
    for trick in (*obs.tricks, obs.trick):
        cards = trick.cards
        for index in range(1, len(cards)):
            seat = trick.seat_of(index)
            best = cards[winning_index(cards[:index], trump, ORDER)]
            if seat == obs.seat or beats(cards[index], best, trump, ORDER):
                continue
            led = suit(cards[0])
            if suit(cards[index]) == led:
                if suit(best) == led:
                    found.append(Limit(seat, led, strength(best)))  # no higher card of it
            elif suit(best) == trump:
                found.append(Limit(seat, trump, strength(best)))  # no higher trump
            else:
                found.append(Limit(seat, trump))  # no trump at all
    holder = obs.trump_holder
    if holder is not None:  # never read away the turned-up card everyone saw dealt
        card = obs.trump_card
        found = [lim for lim in found
                 if lim.seat != holder or not lim.excludes(suit(card), strength(card))]
    return found
