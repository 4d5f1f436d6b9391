"""The most any player could take against five copies of a deterministic level: a player who
sees every card and knows exactly how the five will answer, searching all its own plays.

No real player (who cannot see the hidden hands) can do better on the same deals, so this
bounds the arena's figures from above: it says how much of a target the deal's luck leaves.

    python -m sixseq.games.sixte.bound --level easy --deals 400 --seed 1000

Each deal is played six times, the all-seeing player in each seat in turn.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence

from sixseq.engine.bots import Bot
from sixseq.games.sixte.bots.base import make_bot
from sixseq.games.sixte.bots.policy import out_of_it
from sixseq.games.sixte.rules.actions import Action
from sixseq.games.sixte.rules.cards import SEATS, TRICKS, Options
from sixseq.games.sixte.rules.hand import HandState
from sixseq.games.sixte.rules.observation import Observation
from sixseq.games.sixte.rules.scoring import first_wins


def to_turn(state: HandState, seat: int, rivals: Bot[Observation, Action]) -> None:
    """Play ``rivals``' answers until ``seat`` is to move or the hand is over."""
    while not state.is_over() and state.to_move != seat:
        state.play(rivals.choose(state.observation(state.to_move)).card)


def hopeless(state: HandState, seat: int) -> bool:
    """Whether ``seat`` can no longer score this hand, whatever is played (SX-SCORE-2)."""
    winners = state.winners
    tricks = [winners.count(s) for s in range(SEATS)]
    return out_of_it(tricks, first_wins(winners), seat, TRICKS - len(winners))


def best_share(state: HandState, seat: int, rivals: Bot[Observation, Action]) -> float:
    """1 if some sequence of ``seat``'s plays takes the point against ``rivals``' answers
    (they must be deterministic), else 0. A line on which ``seat`` can no longer score is
    left at once (SX-SCORE-2)."""
    to_turn(state, seat, rivals)
    if state.is_over():
        outcome = state.outcome()
        assert outcome is not None
        return float(outcome.scorer == seat)
    if hopeless(state, seat):
        return 0.0
    for card in state.playable_cards():
        child = state.copy()
        child.play(card)
        if best_share(child, seat, rivals) == 1.0:
            return 1.0
    return 0.0


def bound(level: str, deals: int, seed: int, options: Options) -> float:
    rivals = make_bot(level)
    total = 0.0
    for deal in range(deals):
        for seat in range(SEATS):
            total += best_share(HandState(seed + deal, deal % SEATS, options), seat, rivals)
    return total / (deals * SEATS)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sixseq.games.sixte.bound",
                                     description="the share of points an all-seeing player "
                                                 "takes against five copies of a level")
    parser.add_argument("--level", default="easy", choices=("easy", "medium"))
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    share = bound(args.level, args.deals, args.seed, Options())
    result = {"game": "sixte", "level": args.level, "deals": args.deals, "seed": args.seed,
              "hands": args.deals * SEATS, "all_seeing_share": round(share, 4),
              "seconds": round(time.perf_counter() - start, 1)}
    print(json.dumps(result) if args.json else
          f"against five {args.level}: an all-seeing player takes {share:.4f} of the points "
          f"({result['hands']} hands, {result['seconds']} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
