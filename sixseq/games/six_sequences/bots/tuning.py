"""How Hard's weights were found: Medium with other weights against Medium, every deal played
from both seats (``tools/weights_match.py``)."""

from __future__ import annotations

from collections.abc import Sequence

from sixseq.games.six_sequences.bots.knowledge import Weights
from sixseq.games.six_sequences.bots.medium import MediumBot
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.table import TableConfig


def weights_match(weights: Weights, deal_seeds: Sequence[int]) -> tuple[float, int, int]:
    """Medium with ``weights`` against Medium on two seats, every deal played with the tuned side
    in each seat (so identical weights give exactly half): the tuned side's rounds won (ties
    split), total score margin and rounds played. How Hard's weights were found."""
    two = TableConfig(2, False)
    credit, margin = 0.0, 0
    for index, deal_seed in enumerate(deal_seeds):
        for tuned_seat in (0, 1):
            bots = [MediumBot(), MediumBot()]
            bots[tuned_seat] = MediumBot(weights=weights)
            state = GameState(two, deal_seed, first=index % 2)
            while not state.is_over():
                seat = state.to_move
                state.apply(bots[seat].choose(state.observation(seat)))
            score = state.outcome()
            assert score is not None
            winners = score.winners()
            credit += 1 / len(winners) if tuned_seat in winners else 0.0
            margin += score.totals[tuned_seat] - score.totals[1 - tuned_seat]
    return credit, margin, 2 * len(deal_seeds)
