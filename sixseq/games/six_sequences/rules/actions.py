"""Actions of Les Six Séquences as immutable values with a short text notation that parses back.

Notation (ASCII in records; glyphs accepted and shown on screen)::

    draw                     take the top card of the stock (SS-TURN-1)
    take                     take the top discard (SS-DISCARD-3)
    lay 2h 3h 4h             lay a new combination; cards from hand or own earlier series
    lay 0h@5 6h 7h           ... a joker says its position; so does an A low or a 1 high
    lay Ah@1 2h 3h           (A at position 1)      lay 4h 4s 4t   (a series)
    add #3 9c                add a hand card to own combination 3 (several only with a
    add #3 8d 9d             taken discard, SS-DISCARD-3)
    raid 8c #2               move a card of an own earlier series into own sequence 2
    joker 7h #4              give 7h from hand for the joker of sequence 4 (SS-JOKER-1)
    ace 1h #4                give 1h from hand for the A at position 1 of sequence 4 (SS-ACE-1)
    claim lay 7d 8d 9d       claim the discard, naming the play that uses it (SS-DISCARD-4)
    stop                     end the lay-down phase (refill) or the completing phase
    pass                     decline a claim, or end a turn of the final phase
    discard 7h               discard (SS-TURN-5)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from sixseq.decks.sixsuit import JOKER, N_RANKS, Card, card_str, parse_card
from sixseq.games.six_sequences.rules.melds import Placement, default_position, placement_str


def canonical(placements: tuple[Placement, ...]) -> tuple[Placement, ...]:
    """Placements in their one canonical order (by position, then card) so equal plays compare
    equal whatever order they were built in."""
    if len(placements) < 2:
        return placements
    ordered = tuple(sorted(placements))
    return placements if ordered == placements else ordered


def _placements_text(placements: tuple[Placement, ...], ascii: bool) -> str:
    return " ".join(placement_str(p, ascii) for p in placements)


@dataclass(frozen=True, slots=True)
class DrawStock:
    def text(self, ascii: bool = True) -> str:
        return "draw"

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class TakeDiscard:
    def text(self, ascii: bool = True) -> str:
        return "take"

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class Lay:
    """A new combination (SS-TURN-2): hand cards, and for a sequence own earlier series cards."""

    placements: tuple[Placement, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "placements", canonical(self.placements))

    def cards(self) -> list[Card]:
        return [c for _, c in self.placements]

    def is_series(self) -> bool:
        """A series is one rank (SS-MELD-1); a sequence never holds two cards of one rank."""
        first = self.placements[0][1] % N_RANKS
        return all(c % N_RANKS == first for _, c in self.placements)

    def text(self, ascii: bool = True) -> str:
        return "lay " + _placements_text(self.placements, ascii)

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class Add:
    """Hand cards added to one of the side's own combinations (SS-MELD-4)."""

    combo: int
    placements: tuple[Placement, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "placements", canonical(self.placements))

    def cards(self) -> list[Card]:
        return [c for _, c in self.placements]

    def text(self, ascii: bool = True) -> str:
        return f"add #{self.combo} " + _placements_text(self.placements, ascii)

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class Raid:
    """A card moved from an own series laid on an earlier turn into an own sequence (SS-MELD-5)."""

    card: Card
    combo: int
    position: int

    def text(self, ascii: bool = True) -> str:
        return f"raid {placement_str((self.position, self.card), ascii)} #{self.combo}"

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class SwapJoker:
    """The real card from hand replaces a joker in any sequence; the joker goes to hand."""

    rule: ClassVar[str] = "SS-JOKER-1"  # the rule its refusals name
    card: Card
    combo: int

    def text(self, ascii: bool = True) -> str:
        return f"joker {card_str(self.card, ascii)} #{self.combo}"

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class SwapAce:
    """The 1 from hand replaces an A at position 1 (or the A a 1 at position 19) (SS-ACE-1)."""

    rule: ClassVar[str] = "SS-ACE-1"  # the rule its refusals name
    card: Card
    combo: int

    def text(self, ascii: bool = True) -> str:
        return f"ace {card_str(self.card, ascii)} #{self.combo}"

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class Claim:
    """A claim on the discard (SS-DISCARD-4), naming the play that will use it at once."""

    play: Lay | Add

    def text(self, ascii: bool = True) -> str:
        return "claim " + self.play.text(ascii)

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class Stop:
    def text(self, ascii: bool = True) -> str:
        return "stop"

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class Pass:
    def text(self, ascii: bool = True) -> str:
        return "pass"

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class Discard:
    card: Card

    def text(self, ascii: bool = True) -> str:
        return f"discard {card_str(self.card, ascii)}"

    def __str__(self) -> str:
        return self.text()


Action = (DrawStock | TakeDiscard | Lay | Add | Raid | SwapJoker | SwapAce | Claim | Stop | Pass
          | Discard)

# Plays change the table; they are what the lay-down, completing and final phases are made of.
Play = Lay | Add | Raid | SwapJoker | SwapAce

DRAW_STOCK = DrawStock()
TAKE_DISCARD = TakeDiscard()
STOP = Stop()
PASS = Pass()


def parse_placement(token: str) -> Placement:
    text, _, position = token.partition("@")
    card = parse_card(text)
    if position:
        if not position.isdigit():
            raise ValueError(f"bad position in {token!r}")
        return int(position), card
    if card % N_RANKS == JOKER:
        raise ValueError(f"a joker needs its position, e.g. {token}@7")
    return default_position(card), card


def _combo_id(token: str) -> int:
    if not (token.startswith("#") and token[1:].isdigit()):
        raise ValueError(f"expected a combination number like #3, got {token!r}")
    return int(token[1:])


_SIMPLE: dict[str, Action] = {"draw": DRAW_STOCK, "take": TAKE_DISCARD, "stop": STOP,
                              "pass": PASS}


def parse_action(text: str) -> Action:
    """Parse the notation back into an action; raises ``ValueError`` naming what is wrong.

    No recursion: a claim names a ``lay`` or an ``add``, read by the same flat code, so a text
    of thousands of nested ``claim`` words is refused in one pass (never a ``RecursionError``)."""
    words = text.split()
    if not words:
        raise ValueError("empty action")
    verb, args = words[0].lower(), words[1:]
    try:
        if verb in _SIMPLE and not args:
            return _SIMPLE[verb]
        if verb == "raid" and len(args) == 2:
            position, card = parse_placement(args[0])
            return Raid(card, _combo_id(args[1]), position)
        if verb in ("joker", "ace") and len(args) == 2:
            card = parse_card(args[0])
            return (SwapJoker if verb == "joker" else SwapAce)(card, _combo_id(args[1]))
        if verb == "discard" and len(args) == 1:
            return Discard(parse_card(args[0]))
        if verb == "claim" and args:
            play = _parse_lay_or_add(args[0].lower(), args[1:])
            if play is not None:
                return Claim(play)
        play = _parse_lay_or_add(verb, args)
        if play is not None:
            return play
    except ValueError as error:
        raise ValueError(f"bad action {text!r}: {error}") from None
    raise ValueError(f"bad action {text!r}")


def _parse_lay_or_add(verb: str, args: list[str]) -> Lay | Add | None:
    """``lay …`` or ``add #n …`` (what a claim may name), or ``None`` for anything else."""
    if verb == "lay" and args:
        return Lay(tuple(parse_placement(t) for t in args))
    if verb == "add" and len(args) >= 2:
        return Add(_combo_id(args[0]), tuple(parse_placement(t) for t in args[1:]))
    return None
