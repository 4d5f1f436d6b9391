"""Deal numbers (TT-1, TT-5): deal ``n`` is the same 20 piles on every machine, forever.

The shuffle is documented so that anyone can rebuild a deal by hand:

1. Seed ``random.Random(n)`` with the deal number (an int seed feeds the Mersenne Twister
   through ``init_by_array``, unchanged since Python 3.2).
2. Shuffle the 120 cards of ``sixseq.decks.sixsuit.DECK`` (ordered ``suit * 20 + rank``) with
   ``sixseq.decks.sixsuit.shuffled_deck``: a Fisher–Yates shuffle whose random draws come from
   ``getrandbits`` alone (rejection sampling), never from library internals that may change.
3. Cut the shuffled deck into 20 runs of 6: pile ``k`` gets cards ``6k … 6k+5``, bottom to top.
   Piles are numbered row by row: pile ``k`` lies in row ``k // 5`` and column ``k % 5`` of the
   4 × 5 layout.
"""

from __future__ import annotations

import random

from sixseq.decks.sixsuit import Card, shuffled_deck

N_PILES = 20
PILE_HEIGHT = 6
ROWS = 4
COLUMNS = 5

Piles = tuple[tuple[Card, ...], ...]


def check_deal_number(number: object) -> int:
    """The deal number itself if valid: a whole number ≥ 0 (``Random(-n)`` would repeat ``n``)."""
    if isinstance(number, bool) or not isinstance(number, int) or number < 0:
        raise ValueError(f"TT-5: a deal number is a whole number ≥ 0, not {number!r}")
    return number


def deal_piles(number: int) -> Piles:
    """The 20 piles of deal ``number``, each bottom to top (TT-1, TT-5)."""
    check_deal_number(number)
    deck = shuffled_deck(random.Random(number))
    return tuple(tuple(deck[k * PILE_HEIGHT:(k + 1) * PILE_HEIGHT]) for k in range(N_PILES))


def pile_place(pile: int) -> tuple[int, int]:
    """Row and column of a pile in the 4 × 5 layout (piles are numbered row by row)."""
    return divmod(pile, COLUMNS)
