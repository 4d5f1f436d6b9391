"""Sixte: how much an all-seeing player loses when its first card is chosen blind.

``python -m sixseq.games.sixte.bound`` bounds what any player takes against five copies of a
deterministic level by a player who sees every card. This tightens that bound the one step it
can be tightened cheaply: the player chooses its *first* card knowing only what a real player
knows then (its hand, the turned-up trump in the dealer's hand, the first trick's cards played
before it), and sees everything after. No real player does better, since it knows less after
its first card too; so a target above this figure is out of every player's reach.

For each hand, deals of the hidden cards are drawn from exactly what the player saw: a chain of
card swaps between the other hands, started from the true deal (itself such a deal, so every
step is one too), refusing any swap after which a rival before the player would not have
played the card it played. Each legal first card is valued by the share of those deals on which
the all-seeing search after it takes the point; the best card's share is taken (an estimate
biased upward, which keeps it a bound), and, beside it, the share on held-out deals of the card
chosen on the others (biased downward: what the bound comes to without the first bias).

    python tools/sixte_blind_first.py --level easy --deals 100 --samples 40 --seed 610000
"""

from __future__ import annotations

import argparse
import json
import random
import time

from sixseq.engine.bots import Bot
from sixseq.games.sixte.bots.base import make_bot
from sixseq.games.sixte.bound import best_share
from sixseq.games.sixte.rules.actions import Action
from sixseq.games.sixte.rules.cards import HAND_SIZE, SEATS, Options
from sixseq.games.sixte.rules.hand import HandState
from sixseq.games.sixte.rules.observation import Observation

Rivals = Bot[Observation, Action]
Plays = list[tuple[int, int]]


def plays_before(state: HandState, seat: int, rivals: Rivals) -> Plays:
    """The first trick's cards played before ``seat``'s turn, with their players."""
    state = state.copy()
    plays = []
    while state.to_move != seat:
        card = rivals.choose(state.observation(state.to_move)).card
        plays.append((state.to_move, card))
        state.play(card)
    return plays


def explains(hands: list[list[int]], state: HandState, plays: Plays, rivals: Rivals) -> bool:
    """Whether the rivals, dealt ``hands``, would have played ``plays``."""
    trial = HandState.from_position(hands, state.dealer, state.trump_card)
    for player, card in plays:
        if rivals.choose(trial.observation(player)).card != card:
            return False
        trial.play(card)
    return True


def deals_seen_alike(state: HandState, seat: int, plays: Plays, rivals: Rivals,
                     rng: random.Random, count: int, swaps: int) -> list[HandState]:
    """``count`` deals ``seat`` cannot tell from the true one before its first card,
    ``swaps`` proposed swaps apart."""
    hands = [list(state.hand(s)) for s in range(SEATS)]
    fixed = {card for _, card in plays} | {state.trump_card}
    constrained = {player for player, _ in plays}
    others = [s for s in range(SEATS) if s != seat]
    found = []
    while len(found) < count:
        for _ in range(swaps):
            a, b = rng.sample(others, 2)
            i, j = rng.randrange(HAND_SIZE), rng.randrange(HAND_SIZE)
            if hands[a][i] in fixed or hands[b][j] in fixed:
                continue
            hands[a][i], hands[b][j] = hands[b][j], hands[a][i]
            if {a, b} & constrained and not explains(hands, state, plays, rivals):
                hands[a][i], hands[b][j] = hands[b][j], hands[a][i]
        deal = HandState.from_position([list(h) for h in hands], state.dealer,
                                       state.trump_card)
        for _, card in plays:
            deal.play(card)
        found.append(deal)
    return found


def blind_first(state: HandState, seat: int, rivals: Rivals, rng: random.Random, samples: int,
                swaps: int) -> tuple[float, float]:
    """The best first card's share of the point (upward estimate) and the held-out share of
    the card chosen on the other half of the deals (downward estimate)."""
    plays = plays_before(state, seat, rivals)
    deals = deals_seen_alike(state, seat, plays, rivals, rng, samples, swaps)
    now = state.copy()
    for _, card in plays:
        now.play(card)
    wins: dict[int, list[float]] = {}
    for card in now.playable_cards():
        row = []
        for deal in deals:
            child = deal.copy()
            child.play(card)
            row.append(best_share(child, seat, rivals))
        wins[card] = row
    half = samples // 2
    upward = max(sum(row) / samples for row in wins.values())
    chosen = max(wins, key=lambda card: sum(wins[card][:half]))
    downward = sum(wins[chosen][half:]) / (samples - half)
    return upward, downward


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="easy", choices=("easy", "medium"))
    parser.add_argument("--deals", type=int, default=100, help="each played from all six seats")
    parser.add_argument("--samples", type=int, default=40, help="deals drawn per hand")
    parser.add_argument("--swaps", type=int, default=30, help="swaps proposed between draws")
    parser.add_argument("--seed", type=int, default=610000)
    args = parser.parse_args()
    rivals = make_bot(args.level)
    rng = random.Random(args.seed)
    start = time.perf_counter()
    # per place in the first trick (0: the player leads it): all-seeing, upward, held out
    sums = [[0.0, 0.0, 0.0] for _ in range(SEATS)]
    for deal in range(args.deals):
        dealer = deal % SEATS
        for seat in range(SEATS):
            state = HandState(args.seed + deal, dealer, Options())
            seeing = best_share(state.copy(), seat, rivals)
            up, down = blind_first(state, seat, rivals, rng, args.samples, args.swaps)
            row = sums[(seat - dealer - 1) % SEATS]
            row[0] += seeing
            row[1] += up
            row[2] += down
    hands = args.deals * SEATS

    def share(column: int) -> float:
        return round(sum(row[column] for row in sums) / hands, 4)

    print(json.dumps({"game": "sixte", "level": args.level, "hands": hands, "seed": args.seed,
                      "samples": args.samples, "all_seeing": share(0), "blind_first": share(1),
                      "blind_first_held_out": share(2),
                      "by_place": [[round(v / args.deals, 4) for v in row] for row in sums],
                      "seconds": round(time.perf_counter() - start)}))


if __name__ == "__main__":
    main()
