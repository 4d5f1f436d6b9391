"""Sixte's table in words, in the player's language: the players' names, cards, the move log's
lines, the status line and the score sheet's sentence."""

from __future__ import annotations

from collections.abc import Sequence

from sixseq.decks.standard import SUIT_GLYPHS, Card, card_label
from sixseq.engine.tricks import Breach
from sixseq.games.sixte.rules.cards import TRICKS, suit
from sixseq.games.sixte.rules.observation import Observation
from sixseq.games.sixte.rules.scoring import HandScore
from sixseq.games.sixte.session import PERSON
from sixseq.ui.i18n import current_locale, tr

T = "sixte.table."
# The computer players' names, by seat (seat 0 is the person).
NAMES = ("", "Alice", "Bruno", "Chloé", "Denis", "Élise")


def seat_name(seat: int) -> str:
    return tr(T + "you") if seat == PERSON else NAMES[seat]


def card_text(card: Card) -> str:
    """A card as the player's language writes it: ``K♥``, ``R♥``."""
    return card_label(card, current_locale())


def log_line(seat: int, card: Card, taken: tuple[int, int] | None) -> str:
    """One card played, and when it was a trick's last card, who took the trick (``taken``:
    the winner and the trick's number)."""
    line = tr(T + ("log.you_play" if seat == PERSON else "log.plays"), who=seat_name(seat),
              card=card_text(card))
    if taken is not None:
        winner, number = taken
        took = tr(T + ("log.you_take" if winner == PERSON else "log.takes"),
                  who=seat_name(winner), trick=number)
        line = tr(T + "log.and", play=line, take=took)
    return line


def lot_line(lot: Sequence[Card], dealer: int, tied: bool) -> str:
    """The draw for the first deal (SX-SEAT-2): each player's card, and who deals — the
    first drawn of the highest rank, which the line says when another drew that rank too
    (``tied``)."""
    drawn = ", ".join(tr(T + "log.drew", who=seat_name(seat), card=card_text(card))
                      for seat, card in enumerate(lot))
    key = "log.you_deal_first" if dealer == PERSON else "log.deals_first"
    if tied:
        key += "_tie"
    return tr(T + key, drawn=drawn, who=seat_name(dealer), card=card_text(lot[dealer]))


def deal_line(hand: int, obs: Observation) -> str:
    """Who deals hand number ``hand`` and the card turned up for trumps (SX-DEAL-2, SX-DEAL-3)."""
    key = "log.you_deal" if obs.dealer == PERSON else "log.deals"
    return tr(T + key, hand=hand, who=seat_name(obs.dealer), card=card_text(obs.trump_card),
              suit=SUIT_GLYPHS[obs.trump])


def status_text(obs: Observation, thinking: int | None, collecting: bool) -> str:
    """Whose turn it is and what to do."""
    if collecting and obs.tricks:
        winner = obs.winners[-1]
        return tr(T + ("status.you_take" if winner == PERSON else "status.takes"),
                  who=seat_name(winner), trick=len(obs.tricks))
    if obs.to_move is None:
        return tr(T + "status.over")
    if obs.to_move != PERSON:
        key = "status.thinking" if thinking == obs.to_move else "status.to_play"
        return tr(T + key, who=seat_name(obs.to_move))
    if not obs.trick.cards:
        return tr(T + "status.lead")
    led = SUIT_GLYPHS[suit(obs.trick.cards[0])]
    need, beat = obs.duty  # the rules say what is asked (SX-PLAY-2, SX-PLAY-3)
    if need is Breach.OVERTAKE and beat is not None:
        return tr(T + "status.overtake", suit=led, card=card_text(beat))
    if need is Breach.FOLLOW:
        return tr(T + "status.follow", suit=led)
    if need is Breach.OVERTRUMP and beat is not None:
        return tr(T + "status.overtrump", suit=led, card=card_text(beat))
    if need in (Breach.TRUMP, Breach.OVERTRUMP):
        return tr(T + "status.trump", suit=led, trump=SUIT_GLYPHS[obs.trump])
    return tr(T + "status.free", suit=led)


def score_sentence(score: HandScore) -> str:
    """Why the hand's point went where it did (SX-SCORE-2)."""
    scorer = score.scorer
    key = f"{T}sheet.you_{score.why.value}" if scorer == PERSON \
        else f"sixte.score.{score.why.value}"
    return tr(key, player=seat_name(scorer), tricks=score.tricks[scorer],
              trick=score.first_wins[scorer] or TRICKS)
