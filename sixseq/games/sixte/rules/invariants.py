"""What must hold in every position of a hand (self-play checks it after every action)."""

from __future__ import annotations

from sixseq.decks.standard import Card, card_str
from sixseq.engine.tricks import playable
from sixseq.games.sixte.rules.cards import HAND_SIZE, ORDER, SEATS
from sixseq.games.sixte.rules.hand import DEALT, HandState


def check_invariants(state: HandState) -> list[str]:
    """What is wrong with a position, if anything (an empty list for a sound one)."""
    problems: list[str] = []
    hands = [list(state.hand(seat)) for seat in range(SEATS)]
    played = [(t, i) for t in (*state.tricks, state.trick) for i in range(len(t.cards))]
    places = [c for h in hands for c in h] + [t.cards[i] for t, i in played] + list(state.stock)
    if sorted(places) != sorted(state.options.deck()):
        problems.append(f"SX-DECK-1: the cards in hands, tricks and stock are not the deck "
                        f"({len(places)} places)")
    if state.options.deck52 and (len(state.stock) != 16 or state.stock[0] != state.trump_card):
        problems.append("SX-DEAL-3: the stock is not 16 cards topped by the trump card")
    problems += _trick_problems(state)
    problems += _hand_problems(state, hands)
    return problems


def _trick_problems(state: HandState) -> list[str]:
    """SX-PLAY-1, SX-PLAY-4: the dealer's left leads first, each winner leads next, each
    trick has one card per player and goes to its best card."""
    problems = []
    if len(state.tricks) != len(state.winners):
        return [f"{len(state.tricks)} tricks played, {len(state.winners)} winners"]
    leader = (state.dealer + 1) % SEATS
    for number, (trick, winner) in enumerate(zip(state.tricks, state.winners, strict=True), 1):
        if trick.leader != leader or not trick.is_complete:
            problems.append(f"SX-PLAY-1: trick {number} led by {trick.leader}, not {leader}, "
                            f"or incomplete")
        if winner != trick.winner(state.trump, ORDER):
            problems.append(f"SX-PLAY-4: trick {number} credited to the wrong seat")
        leader = winner
    if state.trick.leader != leader or state.trick.is_complete:
        problems.append("SX-PLAY-1: the trick in play has the wrong leader or is complete")
    return problems


def _hand_problems(state: HandState, hands: list[list[Card]]) -> list[str]:
    """Hand sizes (six at the deal, one card per player per trick), the trump card with the
    dealer until played (SX-DEAL-2), and every card played legally from the hand it was in
    (SX-PLAY-2, SX-PLAY-3): hands are rebuilt backwards, play by play."""
    problems = []
    in_trick = {state.trick.seat_of(i) for i in range(len(state.trick.cards))}
    for seat in range(SEATS):
        expected = HAND_SIZE - len(state.tricks) - (seat in in_trick)
        if len(hands[seat]) != expected:
            problems.append(f"seat {seat} holds {len(hands[seat])} cards, not {expected}")
    obligations = state.options.obligations
    for trick in reversed((*state.tricks, state.trick)):
        for index in reversed(range(len(trick.cards))):
            seat, card = trick.seat_of(index), trick.cards[index]
            hands[seat].append(card)
            if card not in playable(hands[seat], trick.cards[:index], state.trump, ORDER,
                                    obligations):
                problems.append(f"seat {seat} played {card_str(card)} illegally")
    if sum(len(h) for h in hands) != DEALT or any(len(h) != HAND_SIZE for h in hands):
        problems.append("the hands rebuilt from the plays were not six cards each")
    if not state.options.deck52 and state.trump_card not in hands[state.dealer]:
        problems.append("SX-DEAL-2: the trump card was not dealt to the dealer")
    return problems


