"""Plain, obviously-correct 20/20 searches that the tests hold the real solver and hints to.

They try every move from every position (with a memo on pile heights), so they only suit small
positions, but they need no cleverness to be right.
"""

from functools import cache

from sixseq.decks.sixsuit import rank_of
from sixseq.games.twenty_twenty.rules.position import Move, Position


def _children(position: Position, heights: tuple[int, ...]) -> list[tuple[int, ...]]:
    tops: dict[int, list[int]] = {}
    for i, h in enumerate(heights):
        if h:
            tops.setdefault(rank_of(position.piles[i][h - 1]), []).append(i)
    children = []
    for piles in tops.values():
        for k, a in enumerate(piles):
            for b in piles[k + 1:]:
                child = list(heights)
                child[a] -= 1
                child[b] -= 1
                children.append(tuple(child))
    return children


def brute_winnable(position: Position) -> bool:
    @cache
    def wins(heights: tuple[int, ...]) -> bool:
        return not any(heights) or any(wins(c) for c in _children(position, heights))
    return wins(position.heights)


def brute_most_removable(position: Position) -> int:
    """The most cards any line removes from ``position``."""
    @cache
    def most(heights: tuple[int, ...]) -> int:
        return max((2 + most(c) for c in _children(position, heights)), default=0)
    return most(position.heights)


def replays_to_a_win(position: Position, line: tuple[Move, ...]) -> bool:
    """Play ``line`` through the engine's own rules; refused moves raise ``IllegalMove``."""
    for move in line:
        position = position.play(move)
    return position.remaining == 0
