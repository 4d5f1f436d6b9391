"""One-line reasons for a hint ("Lay 7♦ 8♦ 9♦: starts a ♦ sequence"), from what the seat sees."""

from __future__ import annotations

from sixseq.ai.knowledge import Reading
from sixseq.core.actions import (
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
from sixseq.core.cards import ACE, N_RANKS, SUIT_GLYPHS, card_str
from sixseq.core.melds import Sequence, Series, extend_sequence, new_sequence
from sixseq.core.observation import Observation
from sixseq.core.scoring import card_penalty, dominance_key
from sixseq.core.table import Phase


def reason(action: Action, obs: Observation, reading: Reading) -> str:
    """Why ``action`` is a good idea, in one line a player can read."""
    text = action.text(ascii=False)
    head = text[0].upper() + text[1:]
    if isinstance(action, Lay | Add | Raid):
        return f"{head}: {_table_effect(action, obs, reading)}"
    if isinstance(action, Claim):
        return f"Claim {card_str(obs.discard[-1])} to {action.play.text(ascii=False)}: " \
            + _table_effect(action.play, obs, reading)
    if isinstance(action, SwapJoker):
        glyph = SUIT_GLYPHS[action.card // N_RANKS]
        return f"{head}: the joker can stand anywhere in a {glyph} sequence of yours"
    if isinstance(action, SwapAce):
        if action.card % N_RANKS == ACE:
            return f"{head}: the 1 is worth as much at the top and no longer risks −5 in hand"
        return f"{head}: the A scores 5 at the top of a sequence"
    if isinstance(action, Discard):
        return f"{head}: {_discard_reason(action, obs, reading)}"
    if isinstance(action, TakeDiscard):
        return f"Take {card_str(obs.discard[-1])}: it goes into a combination at once"
    if isinstance(action, DrawStock):
        if len(obs.legal) > 1:
            return f"Draw from the stock: {card_str(obs.discard[-1])} would not help enough"
        return "Draw from the stock"
    if isinstance(action, Stop):
        if obs.phase == Phase.LAY:
            return "Stop laying down: nothing else is worth laying now"
        return "Stop completing: no card is worth adding now"
    if isinstance(action, Pass):
        if obs.phase == Phase.CLAIM:
            return f"Let {card_str(obs.discard[-1])} go: no claim is worth it"
        return "Pass: nothing is worth playing"
    return head


def _table_effect(play: Lay | Add | Raid, obs: Observation, reading: Reading) -> str:
    """What a play does to the side's combinations: a new sequence, a longer one, a lead."""
    if isinstance(play, Lay) and play.is_series():
        return "a series, whose cards can later be raided into your sequences"
    combos = {c.id: c for c in obs.combinations}
    if isinstance(play, Lay):
        seq = new_sequence(play.placements, 0, obs.side)
        verb = f"starts a {SUIT_GLYPHS[seq.suit]} sequence"
    else:
        combo = combos[play.combo]
        if isinstance(combo, Series):
            return "out of your hand, still there to raid into a sequence"
        placements = play.placements if isinstance(play, Add) else ((play.position, play.card),)
        seq = extend_sequence(combo, placements)
        verb = f"your {SUIT_GLYPHS[seq.suit]} sequence grows to {len(seq)} cards"
    rivals = [c for c in obs.combinations if isinstance(c, Sequence) and c.suit == seq.suit
              and c.side != obs.side]
    if not rivals:
        return f"{verb}, worth {seq.points()}"
    best = max(rivals, key=dominance_key)
    who = obs.config.side_name(best.side)
    if dominance_key(seq) > dominance_key(best):
        led_before = reading.dominates(seq.suit)
        return f"{verb} and {'keeps' if led_before else 'takes'} the lead from {who}"
    return f"{verb}; {who} still leads {SUIT_GLYPHS[seq.suit]} with {len(best)} cards"


def _discard_reason(action: Discard, obs: Observation, reading: Reading) -> str:
    card = action.card
    parts = []
    danger = reading.danger(card)
    if danger < 0.3:
        rivals = [obs.config.seat_name(s) for s in range(obs.config.seats)
                  if obs.config.side_of(s) != obs.side]
        parts.append(f"{' or '.join(rivals)} can hardly use it")
    penalty = card_penalty(card)
    if penalty and reading.w_penalty > 0.2:
        parts.append(f"it costs {penalty} if still held at the end")
    if not parts:
        parts.append("it is the card your hand needs least")
    return " and ".join(parts)
