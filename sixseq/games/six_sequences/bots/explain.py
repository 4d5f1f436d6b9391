"""One-line reasons for a hint ("starts a ♦ sequence, worth 3"), from what the seat sees."""

from __future__ import annotations

from sixseq.decks.sixsuit import ACE, N_RANKS, SUIT_GLYPHS, card_str
from sixseq.games.six_sequences.bots.knowledge import Reading
from sixseq.games.six_sequences.bots.reasons import COMMON, Reason, because
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
from sixseq.games.six_sequences.rules.errors import IllegalAction
from sixseq.games.six_sequences.rules.melds import Sequence, Series, extend_sequence, new_sequence
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.scoring import card_penalty, dominance_key
from sixseq.games.six_sequences.rules.table import Phase


def reason(action: Action, obs: Observation, reading: Reading) -> Reason:
    """Why ``action`` is a good idea, in one line a player can read (the table names the
    action itself)."""
    if isinstance(action, Lay | Add | Raid):
        return _table_effect(action, obs, reading)
    if isinstance(action, Claim):
        try:
            return _table_effect(action.play, obs, reading)
        except IllegalAction:  # its play needs enabling plays first (SS-DISCARD-4)
            return because("take_at_once")
    if isinstance(action, SwapJoker):
        return because("joker_anywhere", suit=SUIT_GLYPHS[action.card // N_RANKS])
    if isinstance(action, SwapAce):
        return because("one_to_top" if action.card % N_RANKS == ACE else "ace_scores")
    if isinstance(action, Discard):
        return _discard_reason(action, reading)
    if isinstance(action, TakeDiscard):
        return because("take_at_once")
    if isinstance(action, DrawStock):
        if len(obs.legal) > 1:
            return because("draw_not_enough", card=card_str(obs.discard[-1]))
        return COMMON("only_move")
    if isinstance(action, Stop):
        return because("stop_lay" if obs.phase == Phase.LAY else "stop_complete")
    if isinstance(action, Pass):
        return because("let_go" if obs.phase == Phase.CLAIM else "nothing_worth")
    return COMMON("plain")


def _table_effect(play: Lay | Add | Raid, obs: Observation, reading: Reading) -> Reason:
    """What a play does to the side's combinations: a new sequence, a longer one, a lead."""
    if isinstance(play, Lay) and play.is_series():
        return because("series_raidable")
    combos = {c.id: c for c in obs.combinations}
    if isinstance(play, Lay):
        seq = new_sequence(play.placements, 0, obs.side)
        effect = because("starts", suit=SUIT_GLYPHS[seq.suit])
    else:
        combo = combos[play.combo]
        if isinstance(combo, Series):
            return because("into_series")
        placements = play.placements if isinstance(play, Add) else ((play.position, play.card),)
        seq = extend_sequence(combo, placements)
        effect = because("grows", suit=SUIT_GLYPHS[seq.suit], length=len(seq))
    rivals = [c for c in obs.combinations if isinstance(c, Sequence) and c.suit == seq.suit
              and c.side != obs.side]
    if not rivals:
        return because("worth", effect=effect, points=seq.points())
    best = max(rivals, key=dominance_key)
    if dominance_key(seq) > dominance_key(best):
        led_before = reading.dominates(seq.suit)
        return because("keeps_lead" if led_before else "takes_lead", effect=effect)
    return because("rival_leads", effect=effect, suit=SUIT_GLYPHS[seq.suit], length=len(best))


def _discard_reason(action: Discard, reading: Reading) -> Reason:
    card = action.card
    parts = []
    if reading.danger(card) < 0.3:
        parts.append(because("hardly_usable"))
    penalty = card_penalty(card)
    if penalty and reading.w_penalty > 0.2:
        parts.append(because("costs_if_held", penalty=penalty))
    if not parts:
        return because("needed_least")
    if len(parts) == 1:
        return parts[0]
    return because("both", first=parts[0], second=parts[1])
