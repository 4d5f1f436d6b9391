"""Easy: plays sensibly but plainly, the way a beginner does.

It takes or claims the discard whenever the rules let it, lays its longest
sequence first, then series, adds every card it can to its own combinations, swaps any joker it
can (never an A or a 1), and discards the
card with the fewest neighbours in its hand (the costliest such card first). It never looks at
the rivals' sequences, so it feeds them and lets them win suits a stronger player would fight
for, and it keeps jokers and figures to the end when nothing uses them.
"""

from __future__ import annotations

from sixseq.decks.sixsuit import JOKER, N_RANKS, card_str, cards_in
from sixseq.games.six_sequences.bots.base import Bot, Suggestion
from sixseq.games.six_sequences.bots.reasons import COMMON, Reason, because
from sixseq.games.six_sequences.rules.actions import (
    Action,
    Add,
    Claim,
    Discard,
    Lay,
    Pass,
    Raid,
    Stop,
    SwapJoker,
    TakeDiscard,
)
from sixseq.games.six_sequences.rules.melds import Sequence
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.scoring import card_penalty

_ENDGAME_STOCK = 12  # from here on, shed the cards that cost most if still held


class EasyBot(Bot):
    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, obs: Observation) -> Action:
        return self._plan(obs)[0]

    def suggest(self, obs: Observation) -> Suggestion:
        action, why = self._plan(obs)
        return Suggestion(action, why)

    def _plan(self, obs: Observation) -> tuple[Action, Reason]:
        legal = obs.legal
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            hand = obs.hand_mask()
            own = [c for c in obs.combinations if c.side == obs.side and isinstance(c, Sequence)]
            if obs.stock_count > _ENDGAME_STOCK:
                best = min(discards, key=lambda a: (_neighbours(a.card, hand, own),
                                                    -card_penalty(a.card), -(a.card % N_RANKS)))
                return best, because("fewest_neighbours")
            best = min(discards, key=lambda a: (-card_penalty(a.card),
                                                _neighbours(a.card, hand, own)))
            return best, because("shed_costly")
        for action in legal:
            if isinstance(action, TakeDiscard | Claim):
                return action, because("use_at_once", card=card_str(obs.discard[-1]))
        lays = [a for a in legal if isinstance(a, Lay)]
        sequences = [a for a in lays if not a.is_series()]
        if sequences:
            return max(sequences, key=lambda a: len(a.placements)), because("longest_sequence")
        if lays:
            return lays[0], because("a_series")
        for action in legal:
            if isinstance(action, Add | Raid):
                return action, because("fits")
            if isinstance(action, SwapJoker):
                return action, because("joker_worth")
        for action in legal:
            if isinstance(action, Stop | Pass):
                return action, because("nothing_more")
        return legal[0], COMMON("plain")


def _neighbours(card: int, hand: int, own: list[Sequence]) -> int:
    """Held cards of the same suit within two places (or its joker), of the same rank, and own
    sequence ends within two places: how much a card seems to belong."""
    suit, rank = divmod(card, N_RANKS)
    count = 0
    for other in cards_in(hand & ~(1 << card)):
        other_suit, other_rank = divmod(other, N_RANKS)
        if (other_suit == suit and (abs(other_rank - rank) <= 2 or other_rank == JOKER)) \
                or other_rank == rank:
            count += 1
    for seq in own:
        if seq.suit == suit and (0 < seq.low - rank <= 2 or 0 < rank - seq.high <= 2):
            count += 2
    return count


