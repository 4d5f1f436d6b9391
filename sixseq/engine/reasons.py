"""Why a suggested move is good, as a key and values rather than a finished sentence.

The table shows a hint in the player's language (catalogue key ``<game>.reason.<name>``), so a
bot says *which* reason applies and with what values; ``str()`` gives the English, kept in the
reason itself, for logs, tests and the command line. Values are plain text (cards, suit
glyphs), numbers, or nested reasons; a fractional number stays a ``float`` so each language
writes it its own way (``+0.7`` in English, ``+0,7`` in French). Each game writes its reasons
once, as a :class:`Reasons` book.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TypeAlias

Template = Callable[..., str]  # (key, **values) -> text
Decimal = Callable[[float], str]  # a fractional number as the language writes it


@dataclass(frozen=True, slots=True)
class Reason:
    key: str  # the catalogue key, e.g. "sixseq.reason.grows"
    values: tuple[tuple[str, Value], ...] = ()
    english: str = field(default="", compare=False)

    @property
    def name(self) -> str:
        return self.key.rsplit(".", 1)[-1]

    def render(self, template: Template | None = None,
               decimal: Decimal = "{:.1f}".format) -> str:
        """The sentence through ``template`` (a translation; the reason's own English when
        none is given), fractional numbers written by ``decimal``."""
        values = {name: value.render(template, decimal) if isinstance(value, Reason)
                  else decimal(value) if isinstance(value, float) else value
                  for name, value in self.values}
        if template is None:
            return self.english.format(**values)
        return template(self.key, **values)

    def __str__(self) -> str:
        return self.render()


Value: TypeAlias = str | int | float | Reason


class Reasons:
    """A game's reasons: name → English text with ``{placeholders}``."""

    def __init__(self, game: str, entries: Mapping[str, str]) -> None:
        self.game = game
        self.entries = dict(entries)

    def key(self, name: str) -> str:
        return f"{self.game}.reason.{name}"

    def __call__(self, name: str, **values: Value) -> Reason:
        if name not in self.entries:
            raise KeyError(f"no reason {name!r} in {self.game}")
        return Reason(self.key(name), tuple(values.items()), self.entries[name])

    def __iter__(self) -> Iterator[str]:
        return iter(self.entries)


# Reasons any game's bots may give.
COMMON = Reasons("common", {
    "random": "picked at random among the legal moves",
    "plain": "the plain choice",
    "only_move": "the only move there is",
    "checked": "{reason} (checked on {samples} sampled deals)",
    "checked_gain": "{reason} (checked on {samples} sampled deals, +{gain}% chance of "
                    "winning over the plain choice)",
    "checked_points": "{reason} (checked on {samples} sampled deals, +{gain} points over the "
                      "plain choice)",
})


def checked(reason: Reason, samples: int, gain: float, points: bool = False) -> Reason:
    """A search's reason: the policy's ``reason`` with the ``samples`` deals it was checked on,
    and the search's ``gain`` over the plain choice when it found one (in percent of the chance
    of winning, or in ``points``). With no sample checked, ``reason`` as it is."""
    if not samples:
        return reason
    if gain <= 0:
        return COMMON("checked", reason=reason, samples=samples)
    return COMMON("checked_points" if points else "checked_gain", reason=reason,
                  samples=samples, gain=round(gain, 1))
