"""The table in words, in the player's language: seats, sides, levels, actions, whose turn.

Built from the rules' data (never by parsing the core's English), through :func:`tr`, so a
French player reads French everywhere.
"""

from __future__ import annotations

from sixseq.decks.sixsuit import ACE, JOKER, N_RANKS, ONE, RANK_SYMBOLS, Card, card_str
from sixseq.engine.session import Played
from sixseq.games.six_sequences.rules.actions import (
    Action,
    Add,
    Claim,
    Discard,
    DrawStock,
    Lay,
    Pass,
    Raid,
    Stop,
    SwapAce,
    SwapJoker,
    TakeDiscard,
)
from sixseq.games.six_sequences.rules.melds import Placement, Sequence
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.table import Phase, TableConfig
from sixseq.ui.i18n import tr

_SEAT_KEYS = {"North": "sixseq.table.seat.north", "East": "sixseq.table.seat.east",
              "South": "sixseq.table.seat.south", "West": "sixseq.table.seat.west"}
_TEAM_KEYS = ("sixseq.table.team.north_south", "sixseq.table.team.east_west")


def seat_name(config: TableConfig, seat: int) -> str:
    return tr(_SEAT_KEYS[config.seat_name(seat)])


def side_name(config: TableConfig, side: int) -> str:
    return tr(_TEAM_KEYS[side]) if config.teams else seat_name(config, side)


def placements_text(placements: tuple[Placement, ...]) -> str:
    """Cards in position order; a joker shows the rank it stands for (``0♥=7``)."""
    parts = []
    for position, card in sorted(placements):
        text = card_str(card)
        if card % N_RANKS == JOKER:
            text += "=" + RANK_SYMBOLS[position]
        parts.append(text)
    return " ".join(parts)


def sequence_text(seq: Sequence) -> str:
    return placements_text(seq.placements())


def _other_end(card: Card) -> Card:
    """The A for a 1 and the 1 for an A, of the same suit (SS-ACE-1)."""
    suit = card // N_RANKS
    return suit * N_RANKS + (ACE if card % N_RANKS == ONE else ONE)


def action_text(action: Action, person: bool = False) -> str:
    """What an action does, as a verb phrase: a seat's in the move log (``lays 5♥ 6♥ 7♥``),
    with ``person`` the person's own, for the hint (``lay 5♥ 6♥ 7♥``)."""
    do = "sixseq.table.you." if person else "sixseq.table.do."
    if isinstance(action, DrawStock):
        return tr(do + "draw")
    if isinstance(action, TakeDiscard):
        return tr(do + "take")
    if isinstance(action, Lay):
        return tr(do + "lay", cards=placements_text(action.placements))
    if isinstance(action, Add):
        return tr(do + "add", cards=placements_text(action.placements))
    if isinstance(action, Raid):
        return tr(do + "raid", card=card_str(action.card))
    if isinstance(action, SwapJoker):
        joker = (action.card // N_RANKS) * N_RANKS + JOKER
        return tr(do + "joker", card=card_str(action.card), joker=card_str(joker))
    if isinstance(action, SwapAce):
        return tr(do + "ace", card=card_str(action.card),
                  other=card_str(_other_end(action.card)))
    if isinstance(action, Claim):
        return tr(do + "claim", play=action_text(action.play, person))
    if isinstance(action, Stop):
        return tr(do + "stop")
    if isinstance(action, Pass):
        return tr(do + "pass")
    assert isinstance(action, Discard)
    return tr(do + "discard", card=card_str(action.card))


def log_line(config: TableConfig, seat: int, action: Action) -> str:
    return tr("sixseq.table.log", who=seat_name(config, seat), what=action_text(action))


def played_line(config: TableConfig, played: Played[Action]) -> str | None:
    """An applied action's line in the move log, from the person's views just before and
    after it (``played.before``, ``played.after``): who did what. An answer in a claim
    window says nothing (who was asked, and what they said, stays secret, SS-DISCARD-4);
    the answer that closes it says who won the card, if anyone did."""
    before: Observation = played.before
    after: Observation = played.after
    if before.phase != Phase.CLAIM:
        return log_line(config, played.seat, played.action)
    if after.phase == Phase.CLAIM or after.claimed_by is None:
        return None
    return tr("sixseq.table.log_claimed", who=seat_name(config, after.claimed_by),
              card=card_str(before.discard[-1]))


def status_text(obs: Observation) -> str:
    """Whose turn it is and what they do now, in words (from what the person sees)."""
    phase = obs.phase
    if phase == Phase.OVER:
        return tr("sixseq.table.status.over")
    if phase == Phase.CLAIM and obs.to_move != obs.seat:
        # Who else may claim depends on hidden hands: never name them (SS-DISCARD-4).
        return tr("sixseq.table.status.claims_open", card=card_str(obs.discard[-1]))
    if obs.to_move != obs.seat:
        return tr("sixseq.table.status.thinking", who=seat_name(obs.config, obs.turn_seat))
    pending = obs.pending_discard
    if pending is not None:
        return tr("sixseq.table.status.use_taken", card=card_str(pending))
    if phase == Phase.DRAW:
        if any(isinstance(a, TakeDiscard) for a in obs.legal):
            return tr("sixseq.table.status.draw_or_take")
        return tr("sixseq.table.status.draw")
    if phase == Phase.CLAIM:
        return tr("sixseq.table.status.claim", card=card_str(obs.discard[-1]))
    return tr({Phase.LAY: "sixseq.table.status.lay",
               Phase.COMPLETE: "sixseq.table.status.complete",
               Phase.DISCARD: "sixseq.table.status.discard",
               Phase.FINAL: "sixseq.table.status.final"}[phase])


def stop_key(obs: Observation) -> str | None:
    """The label of the button that ends the current phase, saying what it does now (None
    when there is no such button)."""
    if obs.phase == Phase.LAY:
        return "sixseq.table.button.stop_laying"
    if obs.phase == Phase.COMPLETE:
        return "sixseq.table.button.stop_completing"
    if obs.phase == Phase.FINAL:
        return "sixseq.table.button.end_turn" if obs.played_this_turn \
            else "sixseq.table.button.pass"
    return None
