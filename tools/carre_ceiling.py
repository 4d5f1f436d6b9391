"""How often Medium, moving first, empties its hand in its first turn of Le Carré.

Each such deal is lost by whoever moves second, so the share bounds what any player can win
against Medium over deals played from both seats: half the deals (moving first) at most, plus
half of those Medium does not clear at once. Usage:
``python tools/carre_ceiling.py [--variant libre] --deals N --seed S``.
"""

from __future__ import annotations

import argparse

from sixseq.games.carre.bots.medium import MediumBot
from sixseq.games.carre.rules.state import CarreState


def first_turn_clears(seeds: range, variant: bool) -> int:
    cleared = 0
    for seed in seeds:
        state = CarreState(seed, first=0, variant=variant)
        bot = MediumBot()
        while not state.is_over() and state.turn == 0:
            state.apply(bot.choose(state.observation(state.to_move)))
        cleared += state.is_over()
    return cleared


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", choices=("base", "libre"), default="base")
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=7000)
    args = parser.parse_args()
    deals = range(args.seed, args.seed + args.deals)
    cleared = first_turn_clears(deals, args.variant == "libre")
    share = cleared / args.deals
    print(f"{args.variant}: Medium moving first empties its hand in its first turn in "
          f"{cleared} of {args.deals} deals ({share:.3f}); any player's ceiling against it "
          f"over deals played from both seats: {0.5 + 0.5 * (1 - share):.3f}")


if __name__ == "__main__":
    main()
