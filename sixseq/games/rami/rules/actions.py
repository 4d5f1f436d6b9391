"""Rami's actions, at the grain a player thinks in, as immutable values whose ``str()`` is a
short notation that :func:`parse_action` reads back::

    draw                   take the top card of the stock (RA-TURN-1)
    take                   take the top card of the discard pile (RA-TURN-1)
    lay 5d 6d 7d           lay one combination; a sequence is written low to high
    lay 7s 7h jk=7d        ... a joker says the card it stands for (RA-JOKER-1)
    lay Qh Kh Ah           ... an ace first is low, last is high (RA-DECK-2)
    add #3 4d .. 8d 9d     add cards to sequence 3: ``..`` stands for the sequence, so 4d
                           goes below it and 8d 9d above (RA-TURN-2, RA-TURN-4)
    add #2 7c              add cards to series 2 (no ``..``)
    swap #3 6d             the 6d from hand replaces the joker of combination 3 (RA-JOKER-3)
    discard 7h             end the turn (RA-TURN-3); ``discard jk`` discards a joker
"""

from __future__ import annotations

from collections.abc import Sequence as Seq
from dataclasses import dataclass

from sixseq.games.rami.rules.cards import (
    JOKER,
    N_RANKS,
    Card,
    Token,
    card_str,
    parse_card,
    parse_token,
    standin,
    token_card,
    tokens_str,
)

MAX_TOKENS = 20  # no combination or addition holds more (RA-MELD-3: 14 at most)


def _series_order(tokens: tuple[Token, ...]) -> tuple[Token, ...]:
    """Tokens of one rank in suit order (♠ ♥ ♦ ♣), so equal series compare equal."""
    ordered = tuple(sorted(tokens, key=lambda t: standin(t) // N_RANKS))
    return tokens if ordered == tokens else ordered


def _one_rank(tokens: Seq[Token]) -> bool:
    return len({standin(t) % N_RANKS for t in tokens}) == 1


@dataclass(frozen=True, slots=True)
class Draw:
    def text(self, ascii: bool = True) -> str:
        return "draw"

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Take:
    def text(self, ascii: bool = True) -> str:
        return "take"

    def __str__(self) -> str:
        return "take"


@dataclass(frozen=True, slots=True)
class Lay:
    """One new combination from hand: a series (kept in suit order) or a sequence (written
    low to high)."""

    tokens: tuple[Token, ...]

    def __post_init__(self) -> None:
        if _one_rank(self.tokens):
            object.__setattr__(self, "tokens", _series_order(self.tokens))

    @classmethod
    def canonical(cls, tokens: tuple[Token, ...]) -> Lay:
        """A lay from tokens already in canonical order (the generator's): no re-sorting."""
        lay = object.__new__(cls)
        object.__setattr__(lay, "tokens", tokens)
        return lay

    def cards(self) -> list[Card]:
        """The cards it takes from hand (a joker as the joker)."""
        return [token_card(t) for t in self.tokens]

    def text(self, ascii: bool = True) -> str:
        return "lay " + tokens_str(self.tokens, ascii)

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class Add:
    """Cards from hand added to combination ``combo``: to a sequence, ``below`` its lowest
    card and ``above`` its highest, each low to high; to a series (``series``), ``above``."""

    combo: int
    below: tuple[Token, ...] = ()
    above: tuple[Token, ...] = ()
    series: bool = False

    def __post_init__(self) -> None:
        if self.series:
            object.__setattr__(self, "above", _series_order(self.above))

    def tokens(self) -> tuple[Token, ...]:
        return (*self.below, *self.above)

    def cards(self) -> list[Card]:
        return [token_card(t) for t in self.tokens()]

    def text(self, ascii: bool = True) -> str:
        if self.series:
            return f"add #{self.combo} {tokens_str(self.above, ascii)}"
        parts = [tokens_str(self.below, ascii), "..", tokens_str(self.above, ascii)]
        return f"add #{self.combo} " + " ".join(p for p in parts if p)

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class Swap:
    """``card`` from hand replaces the joker of combination ``combo``; the joker goes to hand
    and must be laid again this turn (RA-JOKER-3)."""

    combo: int
    card: Card

    def text(self, ascii: bool = True) -> str:
        return f"swap #{self.combo} {card_str(self.card, ascii)}"

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class Discard:
    card: Card

    def text(self, ascii: bool = True) -> str:
        return f"discard {card_str(self.card, ascii)}"

    def __str__(self) -> str:
        return self.text()


Action = Draw | Take | Lay | Add | Swap | Discard
Play = Lay | Add | Swap  # what a turn is made of between drawing and discarding

DRAW = Draw()
TAKE = Take()


def _combo_number(token: str) -> int:
    if not (token.startswith("#") and token[1:].isdigit() and len(token) <= 6):
        raise ValueError(f"expected a combination number like #3, got {token!r}")
    return int(token[1:])


def _tokens(words: Seq[str]) -> tuple[Token, ...]:
    if len(words) > MAX_TOKENS:
        raise ValueError(f"{len(words)} cards is more than any combination holds")
    return tuple(parse_token(w) for w in words)


def parse_action(text: str) -> Action:
    """The action ``text`` writes; ``ValueError`` naming what is wrong otherwise."""
    if not isinstance(text, str):
        raise ValueError(f"an action is text, not {type(text).__name__}")
    words = text.split()
    if not words:
        raise ValueError("empty action")
    verb, args = words[0].lower(), words[1:]
    try:
        if verb == "draw" and not args:
            return DRAW
        if verb == "take" and not args:
            return TAKE
        if verb == "lay" and args:
            return Lay(_tokens(args))
        if verb == "add" and len(args) >= 2:
            combo, rest = _combo_number(args[0]), args[1:]
            if ".." not in rest:
                return Add(combo, (), _tokens(rest), series=True)
            split = rest.index("..")
            below, above = rest[:split], rest[split + 1:]
            if ".." in above or not (below or above):
                raise ValueError("one '..' between the cards below and above the sequence")
            return Add(combo, _tokens(below), _tokens(above))
        if verb == "swap" and len(args) == 2:
            card = parse_card(args[1])
            if card == JOKER:
                raise ValueError("a joker is swapped out by a real card, not by a joker")
            return Swap(_combo_number(args[0]), card)
        if verb == "discard" and len(args) == 1:
            return Discard(parse_card(args[0]))
    except ValueError as error:
        raise ValueError(f"bad action {text[:80]!r}: {error}") from None
    raise ValueError(f"bad action {text[:80]!r}")
