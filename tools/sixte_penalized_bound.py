"""Sixte: an upper bound on what any player takes against five copies of a deterministic level,
by the perfect-information relaxation with a penalty (Brown, Smith & Sun 2010, "Information
relaxations and duality in stochastic dynamic programs", Operations Research 58(4)).

``python -m sixseq.games.sixte.bound`` lets the player P see every card. Here the all-seeing
player pays a penalty for what it uses of the hidden cards. At each decision node n of P (its
information I_n: own hand, the trump card and its holder, every card played and by whom), K
deals are drawn from the exact posterior given I_n (the unseen cards dealt uniformly into the
rivals' free places, kept iff replaying the hand with the level's own bot gives every rival
play seen; a shown void rejects early) and, V(deal, a) being the all-seeing share after P
plays ``a`` (``best_share``), Q(a) = mean_k V(deal_k, a) and W = mean_k max_a V(deal_k, a).
On the true deal the all-seeing search maximises, over P's plays a_1, a_2, ... (the rivals'
real answers deciding which node comes next),

    M_d = Q_1(a_1) + sum_{t=2..d} (Q_t(a_t) - W_t)        (terms after depth d dropped).

With penalties z_t = W_{t+1} - Q_t(a_t) (W_7 = the hand's result R), R - sum z_t telescopes to
the full sum; for any real policy E[z_t | I_t, a_t] = 0 (Q and W are unbiased, with noise the
policy never sees, and the rivals answer deterministically between P's turns), so
E[R] <= E[max over plays of the full sum] <= E[M_d]: every term after d is <= 0 (Q <= W on the
same samples), so truncation only loosens. U_d = mean M_d bounds every real player, for each d;
d = 1 is the first card chosen blind. A node's samples depend only on I_n (its own random
stream, seeded by the batch seed, the scenario and its history) and are independent of every
other node's. A node where the rejection finds fewer than 2 deals within ``--max-tries`` is
left unpenalized (its term and its descendants' 0: dropping terms <= 0 stays valid); at the
root the all-seeing share is taken instead.

    python tools/sixte_penalized_bound.py --level easy --deals 2 --samples 16 --depth 3 \
        --seed 1700000 --json

Each scenario deal (seeds from ``--seed`` up, dealer rotating) is played from all six seats;
standard errors are over deals. One JSON line a deal goes to stderr as the batch runs.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from sixseq.decks.standard import Card
from sixseq.engine.bots import Bot
from sixseq.engine.tricks import Trick, playable
from sixseq.games.sixte.bots.base import make_bot
from sixseq.games.sixte.bound import best_share, hopeless, to_turn
from sixseq.games.sixte.rules.actions import Action, Play
from sixseq.games.sixte.rules.cards import ORDER, SEATS, TRICKS, Options, sort_hand, suit
from sixseq.games.sixte.rules.hand import HandState
from sixseq.games.sixte.rules.observation import Observation

Rivals = Bot[Observation, Action]
PAIR_TEST_LEVELS = ("easy",)  # levels whose choices have property alpha (pair_allowed)


@dataclass
class Tally:
    """How the rejection sampling went, per depth of P's decision (1..6)."""

    nodes: list[int] = field(default_factory=lambda: [0] * (TRICKS + 1))
    tries: list[int] = field(default_factory=lambda: [0] * (TRICKS + 1))
    kept: list[int] = field(default_factory=lambda: [0] * (TRICKS + 1))
    short: list[int] = field(default_factory=lambda: [0] * (TRICKS + 1))  # fewer than asked
    unpenalized: list[int] = field(default_factory=lambda: [0] * (TRICKS + 1))
    most_tries: list[int] = field(default_factory=lambda: [0] * (TRICKS + 1))
    replay_rejects: list[int] = field(default_factory=lambda: [0] * (TRICKS + 1))

    def report(self, depth: int) -> list[dict[str, object]]:
        return [{"depth": t, "nodes": self.nodes[t], "tries": self.tries[t],
                 "kept": self.kept[t], "most_tries": self.most_tries[t],
                 "acceptance": round(self.kept[t] / self.tries[t], 4) if self.tries[t]
                 else None, "short": self.short[t], "unpenalized": self.unpenalized[t],
                 "replay_rejects": self.replay_rejects[t]}
                for t in range(1, depth + 1)]


def history(obs: Observation) -> list[tuple[int, Card]]:
    """Every card played so far with its player, in order."""
    return [(t.seat_of(i), card) for t in (*obs.tricks, obs.trick)
            for i, card in enumerate(t.cards)]


def pair_allowed(obs: Observation, rivals: Rivals, unseen: Sequence[Card]) -> list[set[Card]]:
    """Per seat, the unseen cards it may still hold by the two-card test: for each card it
    played, the rivals' bot, shown a hand of just that card and the unseen one on the trick as
    it then was, plays the card it played. A necessary condition for a bot whose every choice
    is the best legal card under an order the trick fixes (Easy's: the highest plain lead,
    else the lowest trump; the cheapest card that beats, else the lowest): a card it prefers
    in the pair it prefers in any hand holding both (Sen's property alpha). The replay that
    follows is what decides, so the test only spares replays."""
    allowed = [set(unseen) for _ in range(SEATS)]
    obligations = obs.options.obligations
    for k, trick in enumerate((*obs.tricks, obs.trick)):
        for i, played in enumerate(trick.cards):
            seat = trick.seat_of(i)
            if seat == obs.seat:
                continue
            before = Trick(trick.leader, SEATS, trick.cards[:i])
            for card in list(allowed[seat]):
                pair = sort_hand((played, card))
                legal = playable(pair, before.cards, obs.trump, ORDER, obligations)
                view = replace(obs, seat=seat, hand=pair, tricks=obs.tricks[:k],
                               winners=obs.winners[:k], trick=before, to_move=seat,
                               legal=tuple(Play(c) for c in legal))
                if rivals.choose(view).card != played:
                    allowed[seat].discard(card)
    return allowed


def sample_deals(obs: Observation, rivals: Rivals, rng: random.Random, count: int,
                 max_tries: int, pairs: bool) -> tuple[list[HandState], int, int]:
    """Up to ``count`` positions drawn from the exact posterior given ``obs`` (what its seat
    knows, and nothing else) against the deterministic ``rivals``: the tries it took, and how
    many deals passed the early tests (voids; with ``pairs`` the two-card test) only for the
    replay to reject them."""
    seat = obs.seat
    plays = history(obs)
    played = [[c for s, c in plays if s == p] for p in range(SEATS)]
    holder = obs.trump_holder
    seen = set(obs.hand) | {c for _, c in plays} | {obs.trump_card}
    unseen = [c for c in obs.options.deck() if c not in seen]
    others = [s for s in range(SEATS) if s != seat]
    room = [obs.hand_sizes[s] - (1 if s == holder else 0) for s in others]
    voids = obs.voids()
    allowed = pair_allowed(obs, rivals, unseen) if pairs else [
        {c for c in unseen if suit(c) not in voids[s]} for s in range(SEATS)]
    start = [list(played[s]) for s in range(SEATS)]
    start[seat] += obs.hand
    if holder is not None and holder != seat:
        start[holder].append(obs.trump_card)
    found: list[HandState] = []
    tries = replay_rejects = 0
    while len(found) < count and tries < max_tries:
        tries += 1
        rng.shuffle(unseen)
        hands = [list(h) for h in start]
        at = 0
        for s, size in zip(others, room, strict=True):
            cards = unseen[at:at + size]
            at += size
            if not allowed[s].issuperset(cards):
                break
            hands[s] += cards
        else:
            trial = HandState.from_position(hands, obs.dealer, obs.trump_card, obs.options,
                                            scores=obs.scores)
            for player, card in plays:
                if player != seat and rivals.choose(trial.observation(player)).card != card:
                    replay_rejects += 1
                    break
                trial.play(card)
            else:
                found.append(trial)
    return found, tries, replay_rejects


@dataclass
class Search:
    """The inner problem for one scenario: P's plays on the true deal, each node valued by its
    own sampled deals."""

    seat: int
    rivals: Rivals
    samples: int
    depth: int
    max_tries: int
    stream: str  # seeds each node's random stream, with the node's history
    tally: Tally
    pairs: bool  # whether the two-card test spares replays (a bot with property alpha)

    def values(self, node: HandState) -> tuple[dict[Card, float], float] | None:
        """Q(a) for each legal card and W at ``node`` (P to move), from deals drawn given
        P's information only; None when fewer than 2 are found."""
        obs = node.observation(self.seat)
        t = len(node.winners) + 1
        key = ",".join(f"{s}:{c}" for s, c in history(obs))
        rng = random.Random(f"{self.stream}|{key}")
        deals, tries, rejects = sample_deals(obs, self.rivals, rng, self.samples,
                                             self.max_tries, self.pairs)
        tally = self.tally
        tally.replay_rejects[t] += rejects
        tally.nodes[t] += 1
        tally.tries[t] += tries
        tally.kept[t] += len(deals)
        tally.most_tries[t] = max(tally.most_tries[t], tries)
        if len(deals) < self.samples:
            tally.short[t] += 1
        if len(deals) < 2:
            tally.unpenalized[t] += 1
            return None
        cards = node.playable_cards()
        rows = {card: [0.0] * len(deals) for card in cards}
        for k, deal in enumerate(deals):
            for card in cards:
                child = deal.copy()
                child.play(card)
                rows[card][k] = best_share(child, self.seat, self.rivals)
        q = {card: sum(row) / len(deals) for card, row in rows.items()}
        w = sum(max(rows[card][k] for card in cards) for k in range(len(deals))) / len(deals)
        return q, w

    def gains(self, node: HandState) -> list[float]:
        """G_t for d = 1..depth at a node of depth t >= 2 (P to move or the hand over)."""
        zeros = [0.0] * self.depth
        t = len(node.winners) + 1
        if node.is_over() or t > self.depth or hopeless(node, self.seat):
            return zeros
        cards = node.playable_cards()
        if len(cards) == 1:  # Q = W: the term is 0, the descendants' are not
            return self.children(node, {cards[0]: 0.0}, t)
        valued = self.values(node)
        if valued is None:
            return zeros
        q, w = valued
        return self.children(node, {card: q[card] - w for card in cards}, t)

    def children(self, node: HandState, terms: dict[Card, float], t: int) -> list[float]:
        """max over cards of (term + the child's G), per depth; 0 for depths under t."""
        best = [-math.inf] * self.depth
        for card, term in terms.items():
            child = node.copy()
            child.play(card)
            to_turn(child, self.seat, self.rivals)
            below = self.gains(child)
            for d in range(self.depth):
                best[d] = max(best[d], term + below[d])
        return [best[d] if d + 1 >= t else 0.0 for d in range(self.depth)]

    def root(self, state: HandState) -> tuple[float, float, list[float]]:
        """For the scenario ``state``: the all-seeing share, W at P's first decision (the
        all-seeing share on the deals drawn there: over many scenarios the two agree when the
        draws are exact), and M_1..M_depth."""
        seeing = best_share(state.copy(), self.seat, self.rivals)
        node = state.copy()
        to_turn(node, self.seat, self.rivals)
        valued = self.values(node)
        if valued is None:
            return seeing, seeing, [seeing] * self.depth
        q, w = valued
        return seeing, w, self.children(node, q, 1)


def mean_se(values: Sequence[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, math.nan
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(var / n)


Row = tuple[float, float, list[float]]  # a deal's all-seeing share, W_1 and M_1..M_D


def figures(per_deal: Sequence[Row], depth: int) -> dict[str, list[float]]:
    """Each figure's mean over deals and its standard error: the all-seeing share, W_1, the
    bounds U_d, the all-seeing share and W_1 minus each, and each depth's gain U_{d-1} - U_d.
    With exact draws E[W_1] is the all-seeing share's mean, so U_d is also that mean (measured
    on many more hands by ``bound.py``, cheaply) minus W_1 - U_d, which varies far less."""

    def figure(values: Sequence[float]) -> list[float]:
        mean, se = mean_se(values)
        return [round(mean, 4), round(se, 4)]

    found = {"all_seeing": figure([r[0] for r in per_deal]),
             "W_1": figure([r[1] for r in per_deal]),
             "all_seeing-W_1": figure([r[0] - r[1] for r in per_deal])}
    for d in range(depth):
        found[f"U_{d + 1}"] = figure([r[2][d] for r in per_deal])
    for d in range(depth):
        found[f"all_seeing-U_{d + 1}"] = figure([r[0] - r[2][d] for r in per_deal])
    for d in range(depth):  # E[W_1] is the all-seeing share: a control variate
        found[f"W_1-U_{d + 1}"] = figure([r[1] - r[2][d] for r in per_deal])
    for d in range(1, depth):
        found[f"U_{d}-U_{d + 1}"] = figure([r[2][d - 1] - r[2][d] for r in per_deal])
    return found


def from_log(path: str) -> dict[str, object]:
    """The figures again from a batch's per-deal lines (a batch stopped before its end)."""
    with open(path, encoding="utf-8") as lines:
        rows = [json.loads(line) for line in lines if line.startswith("{")]
    per_deal = [(r["all_seeing"], r["drawn"], r["bounds"]) for r in rows]
    return {"deals": len(rows), "hands": len(rows) * SEATS, "first_seed": rows[0]["seed"],
            **figures(per_deal, len(rows[0]["bounds"])),
            "sampling": rows[-1].get("sampling so far"),
            "seconds_per_hand": round(sum(r["seconds"] for r in rows) / (len(rows) * SEATS), 2)}


def run(level: str, deals: int, samples: int, depth: int, seed: int, max_tries: int,
        log: bool) -> dict[str, object]:
    rivals = make_bot(level)
    tally = Tally()
    per_deal: list[Row] = []  # a deal's six hands averaged
    start = time.perf_counter()
    for deal in range(deals):
        seeing_sum, drawn_sum, bound_sums = 0.0, 0.0, [0.0] * depth
        began = time.perf_counter()
        for seat in range(SEATS):
            state = HandState(seed + deal, deal % SEATS, Options())
            search = Search(seat, rivals, samples, depth, max_tries,
                            f"{seed}/{deal}/{seat}", tally, level in PAIR_TEST_LEVELS)
            seeing, drawn, bounds = search.root(state)
            seeing_sum += seeing
            drawn_sum += drawn
            bound_sums = [a + b for a, b in zip(bound_sums, bounds, strict=True)]
        row = (seeing_sum / SEATS, drawn_sum / SEATS, [b / SEATS for b in bound_sums])
        per_deal.append(row)
        if log:
            print(json.dumps({"deal": deal, "seed": seed + deal, "all_seeing": row[0],
                              "drawn": row[1], "bounds": [round(b, 5) for b in row[2]],
                              "seconds": round(time.perf_counter() - began, 1),
                              "sampling so far": tally.report(depth)}),
                  file=sys.stderr, flush=True)
    seconds = time.perf_counter() - start

    return {"game": "sixte", "level": level, "deals": deals, "hands": deals * SEATS,
            "seed": seed, "samples": samples, "depth": depth, "max_tries": max_tries,
            **figures(per_deal, depth), "sampling": tally.report(depth),
            "seconds": round(seconds, 1),
            "seconds_per_hand": round(seconds / (deals * SEATS), 2)}


def all_seeing(level: str, deals: int, seed: int) -> dict[str, object]:
    """The all-seeing share alone, with its standard error over deals: the mean W_1 estimates,
    measured cheaply on many more hands than the bound (``bound.py``'s figure, with its
    error)."""
    rivals = make_bot(level)
    start = time.perf_counter()
    shares = [sum(best_share(HandState(seed + deal, deal % SEATS, Options()), seat, rivals)
                  for seat in range(SEATS)) / SEATS for deal in range(deals)]
    mean, se = mean_se(shares)
    return {"game": "sixte", "level": level, "deals": deals, "hands": deals * SEATS,
            "seed": seed, "all_seeing": [round(mean, 4), round(se, 4)],
            "seconds": round(time.perf_counter() - start, 1)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="easy", choices=("easy", "medium"))
    parser.add_argument("--deals", type=int, default=2, help="each played from all six seats")
    parser.add_argument("--samples", type=int, default=16, help="deals drawn a node (K)")
    parser.add_argument("--depth", type=int, default=3, help="P's decisions penalized (D)")
    parser.add_argument("--seed", type=int, default=1700000)
    parser.add_argument("--max-tries", type=int, default=20000,
                        help="rejection tries a node before it makes do with what it found")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--from-log", metavar="FILE",
                        help="print the figures of a batch's per-deal lines and stop")
    parser.add_argument("--quiet", action="store_true", help="no per-deal lines on stderr")
    parser.add_argument("--all-seeing-only", action="store_true",
                        help="the all-seeing share and its standard error only (W_1's mean)")
    args = parser.parse_args(argv)
    if args.all_seeing_only:
        print(json.dumps(all_seeing(args.level, args.deals, args.seed)))
        return 0
    if args.from_log:
        print(json.dumps(from_log(args.from_log)))
        return 0
    if not 1 <= args.depth <= TRICKS or args.samples < 2:
        parser.error(f"--depth is 1..{TRICKS} and --samples at least 2")
    result = run(args.level, args.deals, args.samples, args.depth, args.seed, args.max_tries,
                 not args.quiet)
    if args.json:
        print(json.dumps(result))
    else:
        for name, value in result.items():
            print(f"{name}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
