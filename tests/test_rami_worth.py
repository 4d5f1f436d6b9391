"""What new combinations a hand can be worth (``rules/worth.py``, RA-DECK-3), the bound and
test behind every "51 to open" judgement (RA-OPEN-2): checked against a brute force over the
tests' own combination enumerator (``valid_lays``)."""

from __future__ import annotations

import functools
import random

import pytest
from rami_helpers import valid_lays

from sixseq.games.rami.rules.cards import (
    JOKER,
    JOKER_AS,
    N_KINDS,
    N_RANKS,
    counts_of,
    parse_card,
    token_card,
)
from sixseq.games.rami.rules.worth import best_worth, best_worth_holding, best_worth_with, packed


def brute_best(hand: tuple[int, ...], must: int = -1) -> int:
    """The most a family of combinations from ``hand`` is worth, holding the card ``must``
    (JOKER: some joker) unless -1, trying every family (-1: none holds it)."""

    @functools.cache
    def best(counts: tuple[int, ...], held: bool) -> int:
        found = 0 if held else -1
        for tokens, combo in valid_lays(list(counts)).items():
            rest = list(counts)
            for token in tokens:
                rest[token_card(token)] -= 1
            holds = held or must in tokens or (must == JOKER and any(t >= JOKER_AS
                                                                     for t in tokens))
            after = best(tuple(rest), holds)
            if after >= 0:
                found = max(found, combo.value() + after)
        return found

    return best(hand, must < 0)


def mixed_hand(rng: random.Random) -> list[int]:
    """Up to 11 cards from two suits and two ranks, copies and jokers often: runs, series
    and the cards they share."""
    suits, ranks = rng.sample(range(4), 2), rng.sample(range(N_RANKS), 2)
    pool = [s * N_RANKS + r for s in suits for r in range(N_RANKS)]
    pool += [s * N_RANKS + r for s in range(4) for r in ranks]
    hand = [0] * N_KINDS
    for card in rng.sample(pool * 2, rng.randint(3, 10)):
        hand[card] = min(2, hand[card] + 1)
    hand[JOKER] = rng.choice((0, 0, 1, 2))
    return hand


@pytest.mark.parametrize("seed", range(4))
def test_best_worth_is_the_best_family(seed: int) -> None:
    """RA-DECK-3: the worth of the best family of new combinations, with and without a card
    it must hold, and holding a given combination, as trying every family finds."""
    rng = random.Random(seed)
    for _ in range(40):
        hand = mixed_hand(rng)
        key = tuple(hand)
        assert best_worth(hand) == brute_best(key), hand
        card = rng.choice([c for c in range(N_KINDS) if hand[c]])
        assert best_worth_with(hand, card) == brute_best(key, card), (hand, card)
        for tokens, combo in valid_lays(hand).items():
            rest = list(hand)
            for token in tokens:
                rest[token_card(token)] -= 1
            assert best_worth_holding(packed(hand), tokens) == \
                combo.value() + brute_best(tuple(rest)), (hand, tokens)


def test_best_worth_with_a_card_uses_its_own_series_not_those_of_its_rank() -> None:
    """RA-DECK-3, RA-MELD-2: 7♠ belongs in 5♠ 6♠ 7♠, so a family holding 7♥ is that run and
    7♥ 7♦ 7♣, 39 — not a series of the 7s that holds 7♠ (28 at most). The search first meets
    the 7s through 7♠, so the series holding 7♠ must not be taken for those holding 7♥."""
    hand = counts_of(parse_card(text) for text in ["5s", "6s", "7s", "7h", "7d", "7c"])
    assert best_worth(hand) == 39
    for text in ("7h", "7d", "7c", "7s"):
        assert best_worth_with(hand, parse_card(text)) == 39, text
