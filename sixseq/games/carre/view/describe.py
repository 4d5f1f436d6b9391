"""Le Carré's table in words, in the player's language: cards, places, actions (the move log
and the hint), the status line."""

from __future__ import annotations

from sixseq.decks.standard import Card, card_label
from sixseq.games.carre.rules.actions import Action, Draw, EndTurn, Move
from sixseq.games.carre.rules.observation import Observation, Phase
from sixseq.games.carre.rules.places import HAND, LEFT, is_column, is_square, place_str
from sixseq.ui.i18n import current_locale, level_name, tr

T = "carre.table."


def card_text(card: Card) -> str:
    """``R♥`` in French, ``K♥`` in English."""
    return card_label(card, current_locale())


def seat_name(seat: int, person: int) -> str:
    return tr(T + "you") if seat == person else tr(T + "computer")


def column_name(place: int) -> str:
    return tr(T + ("left_column" if place in LEFT else "right_column"))


def action_words(action: Action, obs: Observation) -> str:
    """What ``action`` would do from the position ``obs`` shows, as a hint reads it ("play 5♥
    on 6♥")."""
    if isinstance(action, Draw):
        return tr(T + "do.draw")
    if isinstance(action, EndTurn):
        return tr(T + "do.end")
    pile = obs.piles[action.target]
    below = pile[-1] if pile else None
    return tr(T + "do." + _move_kind(action, below, not pile), **_move_values(action, below))


def log_line(mine: bool, action: Action, after: Observation) -> str:
    """The move log's line for an action just played (``mine``: the person's), read from the
    position after it: "You play 10♥ on J♥ (a1)", "The computer draws a card"."""
    book = T + ("log.you." if mine else "log.computer.")
    if isinstance(action, Draw):
        return tr(book + "draw")
    if isinstance(action, EndTurn):
        return tr(book + "end")
    pile = after.piles[action.target]
    landed = bool(pile) and pile[-1] == action.card
    below = pile[-2] if landed and len(pile) > 1 else None
    started = landed and len(pile) == 1
    return tr(book + _move_kind(action, below, started), **_move_values(action, below))


def _move_kind(move: Move, below: Card | None, onto_empty: bool) -> str:
    """``start_pile``, ``to_column``, ``play_on``, ``play_empty``, ``move_on``, ``move_empty``."""
    if is_column(move.target):
        return "start_pile" if onto_empty else "to_column"
    if below is None:
        return "play_empty" if move.source == HAND else "move_empty"
    return "play_on" if move.source == HAND else "move_on"


def _move_values(move: Move, below: Card | None) -> dict[str, str]:
    return {"card": card_text(move.card), "place": place_str(move.target),
            "top": card_text(below) if below is not None else "",
            "column": column_name(move.target) if is_column(move.target) else "",
            "source": place_str(move.source) if is_square(move.source) else tr(T + "hand")}


def status_text(obs: Observation, level: str) -> str:
    """Whose turn it is and what to do (the computer's plate shows it thinking)."""
    if obs.phase == Phase.OVER:
        return tr(T + "status.over")
    if obs.to_move != obs.seat:
        return tr(T + "status.computer", level=level_name(level))
    if obs.phase in (Phase.DRAW, Phase.START):
        return tr(T + "status.start")
    if obs.stock_count == 0:
        return tr(T + "status.play_no_stock")
    return tr(T + "status.play")
