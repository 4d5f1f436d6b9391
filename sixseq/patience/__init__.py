"""The 20/20 patience (TT-1 … TT-7) as a pure library: deals, rules, exact solver, hints.

The table builds on this: ``Game`` (position, legal moves, apply/undo/redo, status, record),
``LiveSolver`` (verdict, winning line and hint computed in the background after every move) and
``next_winnable_deal`` ("winnable deals only").
"""

from sixseq.patience.deal import COLUMNS, N_PILES, PILE_HEIGHT, ROWS, deal_piles, pile_place
from sixseq.patience.game import Game, RecordError
from sixseq.patience.hints import Hint, hint
from sixseq.patience.live import LiveSolver, SolverTask
from sixseq.patience.position import IllegalMove, Move, Position, Status
from sixseq.patience.solver import Solution, Verdict, next_winnable_deal, solve

__all__ = [
    "COLUMNS", "N_PILES", "PILE_HEIGHT", "ROWS", "Game", "Hint", "IllegalMove", "LiveSolver",
    "Move", "Position", "RecordError", "Solution", "SolverTask", "Status", "Verdict",
    "deal_piles", "hint", "next_winnable_deal", "pile_place", "solve",
]
