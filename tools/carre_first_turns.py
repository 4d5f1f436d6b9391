"""Le Carré, base game: how often a first turn empties the hand, by the turn search's size.

For each deal (seed), the first player's first turn and — when Medium, playing it, does not
empty its hand — the second player's first turn are searched with each configuration given;
it prints, per configuration, the turns that empty the hand and the mean cards shed. Positions
are counted, never time, so the figures replay exactly (Medium's first turn too: its 35 ms cap
is lifted here). A tuning measurement for docs/carre.md, not a test.

    python tools/carre_first_turns.py --seeds 5000:5060 --nodes 2500,10000,100000 --wide 100000
"""

from __future__ import annotations

import argparse

from sixseq.games.carre.bots.medium import MediumBot, table_of
from sixseq.games.carre.bots.turn import WIN, TurnSearch, Weights, knowledge_of
from sixseq.games.carre.rules.observation import Observation, Phase
from sixseq.games.carre.rules.state import CarreState

UNTIMED = 600.0


def first_turns(seed: int) -> list[tuple[str, Observation]]:
    """The first player's first turn and, unless Medium empties its hand there, the second's."""
    state = CarreState(seed, 0, False)
    while state.phase != Phase.PLAY:
        state.apply(state.legal_actions()[0])
    turns = [("first", state.observation(0))]
    medium = MediumBot(weights=Weights(seconds=UNTIMED))
    while state.to_move == 0 and not state.is_over():
        state.apply(medium.choose(state.observation(0)))
    while not state.is_over() and state.phase != Phase.PLAY:
        state.apply(state.legal_actions()[0])
    if not state.is_over():
        turns.append(("second", state.observation(1)))
    return turns


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="5000:5060", help="first:last+1")
    parser.add_argument("--nodes", default="2500,10000", help="positions, comma-separated")
    parser.add_argument("--wide", default="", help="positions for the wide search (every "
                        "card on an empty place, 6 square moves in a row), comma-separated")
    args = parser.parse_args()
    first, last = map(int, args.seeds.split(":"))
    configs = {f"{n}": Weights(nodes=int(n), seconds=UNTIMED)
               for n in args.nodes.split(",") if n}
    configs |= {f"{n} wide": Weights(nodes=int(n), seconds=UNTIMED, empty_tries=16,
                                     square_depth=6) for n in args.wide.split(",") if n}
    totals = {(who, name): [0, 0, 0] for who in ("first", "second") for name in configs}
    for seed in range(first, last):
        for who, obs in first_turns(seed):
            know = knowledge_of((*obs.piles, *obs.finished), obs.hand,
                                obs.hand_sizes[obs.opponent])
            row = []
            for name, weights in configs.items():
                plan = TurnSearch(table_of(obs), obs.hand, know, weights,
                                  obs.square_run).run()[0]
                total = totals[(who, name)]
                total[0] += 1
                total[1] += plan.score >= WIN
                total[2] += plan.shed
                row.append(f"{name}: {plan.shed}{' empties' if plan.score >= WIN else ''}")
            print(seed, who, len(obs.hand), " | ".join(row), flush=True)
    for (who, name), (turns, clears, shed) in totals.items():
        if turns:
            print(f"{who:6} {name:>12}: {clears}/{turns} empty the hand, "
                  f"{shed / turns:.2f} cards shed on average")


if __name__ == "__main__":
    main()
