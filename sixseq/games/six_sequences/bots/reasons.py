"""Why a suggested move is good, as a key and values rather than a finished sentence.

The table shows a hint in the player's language (catalog ``sixseq.reason.<key>``), so a bot
says *which* reason applies and with what values; ``str()`` gives the English below for logs,
tests and the command line. Values are plain text (cards, suit glyphs), numbers, or nested
reasons; a fractional number stays a ``float`` so each language writes it its own way
(``+0.7`` in English, ``+0,7`` in French).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeAlias

# The English of every reason; the catalogs hold the same keys with %{value} placeholders.
REASONS: dict[str, str] = {
    "random": "picked at random among the legal moves",
    "plain": "the plain choice",
    "only_move": "the only move there is",
    # Easy's rules of thumb
    "fewest_neighbours": "the card with the fewest neighbours in hand",
    "shed_costly": "the stock runs low: shed what costs most if kept",
    "use_at_once": "{card} can be used at once",
    "longest_sequence": "the longest sequence",
    "a_series": "lays a series out of your hand",
    "fits": "a card that fits a combination",
    "joker_worth": "a joker is worth having",
    "nothing_more": "nothing more to lay",
    # What a play does on the table
    "series_raidable": "a series, whose cards can later be raided into your sequences",
    "into_series": "out of your hand, still there to raid into a sequence",
    "starts": "starts a {suit} sequence",
    "grows": "your {suit} sequence grows to {length} cards",
    "worth": "{effect}, worth {points}",
    "keeps_lead": "{effect} and keeps the lead",
    "takes_lead": "{effect} and takes the lead",
    "rival_leads": "{effect}; an opponent still leads {suit} with {length} cards",
    # Swaps, discards, taking, stopping
    "joker_anywhere": "the joker can stand anywhere in a {suit} sequence of yours",
    "one_to_top": "the 1 is worth as much at the top and no longer risks −5 in hand",
    "ace_scores": "the A scores 5 at the top of a sequence",
    "hardly_usable": "no opponent can easily use it",
    "costs_if_held": "it costs {penalty} if still held at the end",
    "needed_least": "it is the card your hand needs least",
    "both": "{first} and {second}",
    "take_at_once": "it goes into a combination at once",
    "draw_not_enough": "{card} would not help enough",
    "stop_lay": "nothing else is worth laying now",
    "stop_complete": "no card is worth adding now",
    "let_go": "no claim is worth it",
    "nothing_worth": "nothing is worth playing",
    # Hard's check of the choice
    "checked": "{reason} (checked on {samples} sampled deals)",
    "checked_gain": "{reason} (checked on {samples} sampled deals, +{gain}% chance of "
                    "winning over the plain choice)",
}

Template = Callable[..., str]  # (key, **values) -> text
Decimal = Callable[[float], str]  # a fractional number as the language writes it


@dataclass(frozen=True, slots=True)
class Reason:
    key: str
    values: tuple[tuple[str, Value], ...] = ()

    def render(self, template: Template, decimal: Decimal = "{:.1f}".format) -> str:
        """The sentence through ``template`` (the English table, or a translation), fractional
        numbers written by ``decimal``."""
        values = {name: value.render(template, decimal) if isinstance(value, Reason)
                  else decimal(value) if isinstance(value, float) else value
                  for name, value in self.values}
        return template(self.key, **values)

    def __str__(self) -> str:
        return self.render(english)


Value: TypeAlias = str | int | float | Reason


def because(key: str, **values: Value) -> Reason:
    if key not in REASONS:
        raise KeyError(f"no reason {key!r}")
    return Reason(key, tuple(values.items()))


def english(key: str, **values: object) -> str:
    return REASONS[key].format(**values)
