"""A game of Sixte at a rich position: the screenshots', the render benchmark's, the tests'.

Played from a fixed seed by the safe card for every seat (no bot, no clock), so it is the same
position on every machine: the fifth hand, points already scored, tricks won by several
players, a trick half played and the person to move."""

from __future__ import annotations

from sixseq.games.sixte.bots.base import safe_action
from sixseq.games.sixte.rules.cards import Options
from sixseq.games.sixte.rules.match import Match
from sixseq.games.sixte.session import PERSON

SHOWCASE_SEED = 2021
SHOWCASE_HAND = 5
SHOWCASE_PLAYED = 6  # cards of the showcase hand played before the person is to move


def play_safely(game: Match, cards: int) -> None:
    """Play ``cards`` safe cards in the hand in play (fewer if it ends), kept on its undo
    stack as Continue replays a hand under way: a table opened on it reads its move log back
    from there."""
    hand = game.hand
    for _ in range(cards):
        if hand.is_over():
            return
        hand.push(safe_action(hand.observation(hand.to_move)))


def showcase_match(options: Options | None = None) -> Match:
    """The fifth hand, some cards of it played, then on to the person's next turn with a
    trick half played."""
    game = Match(SHOWCASE_SEED, options)
    while game.hand_number < SHOWCASE_HAND:
        play_safely(game, len(game.hand.options.deck()))
        game.next_hand()
    play_safely(game, SHOWCASE_PLAYED)
    hand = game.hand
    while not hand.is_over() and (hand.to_move != PERSON or len(hand.trick.cards) < 3):
        play_safely(game, 1)
    return game
