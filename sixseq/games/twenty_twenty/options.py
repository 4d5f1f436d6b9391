"""The 20/20's one option, "winnable deals only" (TT-7), and how a new deal is chosen."""

from __future__ import annotations

from sixseq.engine import rng
from sixseq.games.twenty_twenty.rules import next_winnable_deal
from sixseq.settings import Settings

GAME_ID = "twenty-twenty"
DEAL_NUMBERS = 1_000_000  # new deals are drawn among 0 … 999,999: short enough to share
FIND_NODES = 1_000  # per candidate of "winnable deals only": ~0.2 s at most, ~8 ms typically


def winnable_only(settings: Settings) -> bool:
    """The option as last chosen (in the 20/20's New game dialog or on its table)."""
    return settings.options(GAME_ID).get("winnable_only") is True


def new_deal_number(winnable: bool) -> int:
    """A random deal (a winnable one when asked, TT-7)."""
    number = rng.FRESH.randrange(DEAL_NUMBERS)
    return next_winnable_deal(number, max_nodes=FIND_NODES) if winnable else number
