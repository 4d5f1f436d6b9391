"""The 20/20 patience (TT-1 … TT-7) as a pure library: deals, rules, exact solver, hints.

The table builds on this: ``Game`` (position, legal moves, apply/undo/redo, status, record),
``LiveSolver`` (verdict, winning line and hint computed in the background after every move) and
``next_winnable_deal`` ("winnable deals only").
"""

from sixseq.games.twenty_twenty.rules.deal import (
    COLUMNS,
    N_PILES,
    PILE_HEIGHT,
    ROWS,
    deal_piles,
    pile_place,
)
from sixseq.games.twenty_twenty.rules.game import Game, RecordError
from sixseq.games.twenty_twenty.rules.hints import Hint, hint
from sixseq.games.twenty_twenty.rules.live import LiveSolver, SolverTask
from sixseq.games.twenty_twenty.rules.position import IllegalMove, Move, Position, Status
from sixseq.games.twenty_twenty.rules.solver import Solution, Verdict, next_winnable_deal, solve

__all__ = [
    "COLUMNS", "N_PILES", "PILE_HEIGHT", "ROWS", "Game", "Hint", "IllegalMove", "LiveSolver",
    "Move", "Position", "RecordError", "Solution", "SolverTask", "Status", "Verdict",
    "deal_piles", "hint", "next_winnable_deal", "pile_place", "solve",
]
