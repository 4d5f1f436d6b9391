"""Easy: follows suit with its lowest card, and takes a trick cheaply when it can.

It looks only at the trick in front of it: it plays the cheapest card that beats the trick's
best card so far (whoever plays after it), else its lowest card; leading, its highest plain
card (an ace often holds), else its lowest trump.
"""

from __future__ import annotations

from sixseq.engine.tricks import beats
from sixseq.games.sixte.bots.base import Bot, Suggestion
from sixseq.games.sixte.bots.policy import low_reason, lowest
from sixseq.games.sixte.bots.reasons import BECAUSE, COMMON
from sixseq.games.sixte.rules.actions import Action, Play
from sixseq.games.sixte.rules.cards import ORDER, glyph, label, strength, suit
from sixseq.games.sixte.rules.observation import Observation


class EasyBot(Bot):
    level = "easy"
    OPTIONS = ()

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, obs: Observation) -> Action:
        return self.suggest(obs).action

    def suggest(self, obs: Observation) -> Suggestion:
        cards, trump, trick = obs.playable, obs.trump, obs.trick.cards
        if len(cards) == 1:
            return Suggestion(Play(cards[0]), COMMON("only_move"))
        if not trick:
            plain = [c for c in cards if suit(c) != trump]
            if not plain:
                card = lowest(cards, trump)
                return Suggestion(Play(card), BECAUSE("lead_trump", card=label(card)))
            card = max(plain, key=lambda c: (strength(c), -c))
            return Suggestion(Play(card), BECAUSE("lead_high", card=label(card)))
        best = trick[obs.trick.winning_index(trump, ORDER)]
        winning = [c for c in cards if beats(c, best, trump, ORDER)]
        if winning:
            card = lowest(winning, trump)
            return Suggestion(Play(card), BECAUSE("win_cheap", card=label(card)))
        card = lowest(cards, trump)
        led = suit(trick[0])
        name = low_reason(card, led, cards, trump)
        return Suggestion(Play(card), BECAUSE(name, suit=glyph(led), card=label(card)))
