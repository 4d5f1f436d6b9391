"""The Rami table in words, in the player's language: players, cards, actions, whose turn.

Built from the rules' data (never by parsing the core's English), through :func:`tr`, so a
French player reads French everywhere — cards included (``R♥`` for the king of hearts, a joker
as ``★`` with the card it stands for: ``★=7♦``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from sixseq.decks.standard import card_label, localized_cards
from sixseq.games.rami.rules.actions import Action, Add, Discard, Draw, Lay, Swap, Take
from sixseq.games.rami.rules.cards import JOKER, JOKER_AS, Card, Token
from sixseq.games.rami.rules.melds import Combination, Series
from sixseq.games.rami.rules.observation import Observation
from sixseq.games.rami.rules.refusals import IllegalAction
from sixseq.games.rami.rules.table import STOCK_RUNS_TO_END, Phase
from sixseq.ui.i18n import current_locale, tr

T = "rami.table."
# The computer players' names, clockwise from the person (RA-SEAT-1: up to five of them).
NAMES = ("Alice", "Bruno", "Chloé", "David", "Emma")
JOKER_MARK = "★"


def seat_name(seat: int, person: int = 0) -> str:
    """"You" for the person, a name for each computer player."""
    if seat == person:
        return tr(T + "me")
    return NAMES[(seat - person - 1) % len(NAMES)]


def card_text(card: Card) -> str:
    """A card for a sentence: ``R♥``, ``10♠``, ``★`` for a joker."""
    return JOKER_MARK if card == JOKER else card_label(card, current_locale())


_JOKER_IN_TEXT = re.compile(r"(?<!\w)jk(?!\w)")


def card_words(text: str) -> str:
    """A refusal's or a hint's words (the rules and the computer players write cards as
    ``K♥`` and a joker as ``jk``) with the cards as the table names them: ``R♥`` in French,
    a joker ``★`` everywhere, as on the cards and in the move log."""
    return _JOKER_IN_TEXT.sub(JOKER_MARK, localized_cards(text, current_locale()))


def token_text(token: Token) -> str:
    """A card of a combination; a joker says what it stands for (``★=7♦``)."""
    if token >= JOKER_AS:
        return f"{JOKER_MARK}={card_label(token - JOKER_AS, current_locale())}"
    return card_label(token, current_locale())


def tokens_text(tokens: Iterable[Token]) -> str:
    return " ".join(token_text(t) for t in tokens)


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(card_text(c) for c in cards)


def combo_text(combo: Combination) -> str:
    return tokens_text(combo.tokens())


def action_text(action: Action, obs: Observation | None = None, person: bool = True) -> str:
    """What an action does, as a clause for the person (``lay 5♥ 6♥ 7♥``) or a computer player
    (``lays …``): the hint says the first, the move log both."""
    form = "you." if person else "do."
    if isinstance(action, Draw):
        return tr(T + form + "draw")
    if isinstance(action, Take):
        top = obs.discard[-1] if obs is not None and obs.discard else None
        return tr(T + form + "take", card=card_text(top) if top is not None else "")
    if isinstance(action, Lay):
        return tr(T + form + "lay", cards=tokens_text(action.tokens))
    if isinstance(action, Add):
        return tr(T + form + "add", cards=tokens_text(action.tokens()),
                  combo=_combo_name(obs, action.combo))
    if isinstance(action, Swap):
        return tr(T + form + "swap", card=card_text(action.card),
                  combo=_combo_name(obs, action.combo))
    assert isinstance(action, Discard)
    return tr(T + form + "discard", card=card_text(action.card))


def _combo_name(obs: Observation | None, combo_id: int) -> str:
    combo = obs.combination(combo_id) if obs is not None else None
    return combo_text(combo) if combo is not None else f"#{combo_id}"


def named_refusal(error: IllegalAction, obs: Observation) -> IllegalAction:
    """The rules' refusal with the combination it names written as its cards: the rules number
    combinations (``#3``), the table shows no numbers."""
    if "combo" not in error.params or obs.combination(int(error.params["combo"])) is None:
        return error
    params = dict(error.params, combo=_combo_name(obs, int(error.params["combo"])))
    return IllegalAction(error.key, error.rule, error.template, params)


def log_line(seat: int, action: Action, before: Observation, person: int = 0) -> str:
    """The move log's line: who did what, with the cards (a draw shows none)."""
    what = action_text(action, before, person=seat == person)
    return tr(T + "log", who=seat_name(seat, person), what=what)


def stock_news(line: str, before: Observation, after: Observation) -> str:
    """``line`` with what an action that emptied the stock means (RA-STOCK): the discard
    pile shuffled into a new one at the end of the turn, or, the third time, the round's
    end."""
    if after.stock_runs <= before.stock_runs:
        return line
    if after.last_turn():
        return tr(T + "stock.last", line=line)
    return tr(T + "stock.empty", line=line, runs=after.stock_runs, limit=STOCK_RUNS_TO_END)


def laid_words(obs: Observation, seat: int, short: bool = False) -> str:
    """Whether a player has laid (or opened, under "51 to open"): what the zone's head says,
    for the person in the second person; ``short`` for another player's zone too narrow for
    the whole words ("not opened" rather than a cut "has not op…")."""
    done = obs.opened[seat] if obs.config.open51 else obs.laid[seat]
    word = ("opened" if done else "not_opened") if obs.config.open51 else \
        ("laid" if done else "not_laid")
    if seat == obs.seat:
        word += "_me"
    elif short and not done:
        word += "_short"
    return tr(T + word)


def status_text(obs: Observation, thinking: bool = True) -> str:
    """Whose turn it is and what they do now, in words (from what the person sees)."""
    if obs.phase == Phase.OVER:
        return tr(T + "status.over")
    if obs.to_move != obs.seat:
        return tr(T + "status.other", who=seat_name(obs.to_move, obs.seat))
    if obs.phase == Phase.DRAW:
        if obs.can_take() and obs.discard:
            return tr(T + "status.draw_or_take", card=card_text(obs.discard[-1]))
        return tr(T + "status.draw")
    if obs.pending == JOKER:
        return tr(T + "status.use_taken_joker")
    if obs.pending is not None:
        return tr(T + "status.use_taken", card=card_text(obs.pending))
    if obs.owed_jokers:
        return tr(T + "status.lay_joker")
    if obs.last_turn():
        return tr(T + "status.last_turn")
    if obs.config.open51 and not obs.opened[obs.seat]:
        if obs.turn_value:
            return tr(T + "status.open_more", points=obs.turn_value)
        return tr(T + "status.open51")
    if not obs.laid[obs.seat]:
        return tr(T + "status.play_first")
    return tr(T + "status.play")


def combo_words(combo: Combination, person: int = 0) -> str:
    """What a laid combination is, for the pointer's tool tip."""
    who = seat_name(combo.owner, person)
    if isinstance(combo, Series):
        return tr(T + "hover.series", who=who, count=len(combo), cards=combo_text(combo))
    return tr(T + "hover.sequence", who=who, count=len(combo), cards=combo_text(combo))
