"""Medium: a sound club player. It counts the trumps and high cards played, remembers who has
shown a void (and, under the options, what a play showed it cannot hold), knows the dealer
holds the turned-up trump (:class:`~.odds.EstimatedOdds`), and plays by :func:`~.policy.pick`:
the first trick for the tie-break, a rival on two tricks stopped — by itself, or by a later
player while it keeps its strong card.
"""

from __future__ import annotations

from sixseq.engine.reasons import Reason
from sixseq.games.sixte.bots.base import Bot, Suggestion
from sixseq.games.sixte.bots.odds import EstimatedOdds
from sixseq.games.sixte.bots.policy import LOW_REASONS, Pick, pick
from sixseq.games.sixte.bots.reasons import BECAUSE, COMMON
from sixseq.games.sixte.rules.actions import Action, Play
from sixseq.games.sixte.rules.cards import ORDER, glyph, label, suit
from sixseq.games.sixte.rules.observation import Observation


class MediumBot(Bot):
    level = "medium"
    OPTIONS = ()

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, obs: Observation) -> Action:
        return Play(medium_pick(obs).card)

    def suggest(self, obs: Observation) -> Suggestion:
        chosen = medium_pick(obs)
        return Suggestion(Play(chosen.card), explain(obs, chosen))


def medium_pick(obs: Observation) -> Pick:
    """Medium's card for the seat to move, and why."""
    if len(obs.playable) == 1:
        return Pick(obs.playable[0], "only_move")
    return pick(obs.seat, obs.playable, obs.trick, obs.tricks_won(), obs.first_wins(),
                EstimatedOdds(obs))


def explain(obs: Observation, chosen: Pick) -> Reason:
    """The reason a person reads for ``chosen``: :func:`~.policy.pick` named it, this words it
    with the cards and the trick."""
    card = label(chosen.card)
    chance = round(100 * chosen.chance)
    name = chosen.why
    if name == "only_move":
        return COMMON("only_move")
    if name in ("out_of_it", "duck", "lead_trump"):
        return BECAUSE(name, card=card)
    if name in ("lead_winner", "lead_try", "take", "take_first"):
        return BECAUSE(name, card=card, chance=chance)
    if name in LOW_REASONS:
        return BECAUSE(name, suit=glyph(suit(obs.trick.cards[0])), card=card)
    rival = obs.trick.winner(obs.trump, ORDER)
    tricks = obs.tricks_won()[rival]
    if name == "stop":
        return BECAUSE("stop", tricks=tricks, card=card, chance=chance)
    kept = label(chosen.kept) if chosen.kept is not None else card
    return BECAUSE("leave_stop", card=kept, tricks=tricks)
