"""What each deck prints on its cards, for the one painter in ``cardart`` that draws them all.

A deck's art is a :class:`DeckDesign`: one :class:`Face` per card int (its kind, corner label,
suit glyph and ink). The painter knows faces, not decks, so the
six-suit deck and the standard deck are drawn by the same code; only this description
differs. A deck may print differently by language (``R D V`` for the French court cards) and
colour scheme (four colours for colour-blind players): :meth:`DeckArt.design` gives the
description for one choice of both, made once and shared.

No pygame here: this is data about the cards.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

from sixseq.decks import sixsuit, standard

RGB = tuple[int, int, int]

# One colour per suit (♠ ♣ ♥ ♦ ★ ●), chosen by search: pairwise CIEDE2000 ≥ 23 for normal
# vision, ≥ 17 under simulated deuteranopia and protanopia, ≥ 13 under tritanopia; contrast on
# the face 3.7:1 for amber, ≥ 4.7:1 for the rest. Hues follow the four-colour deck (black
# spades, green clubs, red hearts, blue diamonds) plus amber stars and plum orbs.
SUIT_COLOURS: tuple[RGB, ...] = (
    (34, 34, 38),     # ♠ ink
    (18, 112, 95),    # ♣ green
    (174, 10, 14),    # ♥ red
    (10, 111, 216),   # ♦ blue
    (199, 106, 5),    # ★ amber
    (91, 27, 108),    # ● plum
)
INK, GREEN, RED, BLUE, _AMBER, PLUM = SUIT_COLOURS

# The standard deck's suits (♠ ♥ ♦ ♣, the order of sixseq.decks.standard) in its two schemes.
# The four-colour one borrows the six-suit deck's ink, red, blue and green, whose distances
# for every kind of colour vision the six-suit tests already hold.
CLASSIC_COLOURS: tuple[RGB, ...] = (INK, RED, RED, INK)
FOUR_COLOURS: tuple[RGB, ...] = (INK, RED, BLUE, GREEN)
# The joker has no suit: plum, a colour of neither scheme, so it never reads as a suit's card.
STANDARD_JOKER_COLOUR: RGB = PLUM
STANDARD_JOKER_EMBLEM = "★"


class FaceKind(Enum):
    """How a face's centre is drawn."""

    PIPS = "pips"      # the suit glyph ``pips`` times, in the classic arrangement
    FIGURE = "figure"  # the rank letter, twice, on a tinted panel
    ACE = "ace"        # a medallion holding the glyph, on a tinted panel
    JOKER = "joker"    # a card printed in its colour, with a burst and an emblem


@dataclass(frozen=True)
class Face:
    """One card face as printed, whatever its deck.

    ``label`` is the corner rank (``10``, ``D``, ``A``; a joker's ``0``); ``glyph`` the suit
    glyph, which a joker shows as its emblem; ``colour`` the ink, or a joker's field. A joker
    with no ``label`` shows its glyph alone in the corner."""

    kind: FaceKind
    label: str
    glyph: str
    colour: RGB
    pips: int = 0


@dataclass(frozen=True)
class DeckDesign:
    """A deck as printed in one language and colour scheme: ``faces[card]`` for each card int,
    and ``key`` naming it in the painter's caches."""

    key: str
    faces: tuple[Face, ...] = field(repr=False)


@dataclass(frozen=True)
class DeckArt:
    """A deck's designs by language and colour scheme, each made once, and the glyphs that
    ring the medallion of its backs (the deck's signature).

    ``locales`` are the languages its indices change with (the first is the fallback for any
    other); ``colour_choice`` says whether it has a four-colour scheme. A deck without either
    gives its one design whatever is asked, so a cache keyed on the design holds no copies."""

    name: str
    build: Callable[[str, bool], DeckDesign]
    back_glyphs: tuple[str, ...]
    locales: tuple[str, ...] = ("",)
    colour_choice: bool = False
    _made: dict[tuple[str, bool], DeckDesign] = field(default_factory=dict, repr=False,
                                                      compare=False)

    def design(self, locale: str = "en", four_colour: bool = False) -> DeckDesign:
        chosen = (locale if locale in self.locales else self.locales[0],
                  four_colour and self.colour_choice)
        found = self._made.get(chosen)
        if found is None:
            found = self._made[chosen] = self.build(*chosen)
        return found


def _six_suit_face(card: int) -> Face:
    suit, rank = divmod(card, sixsuit.N_RANKS)
    glyph, colour = sixsuit.SUIT_GLYPHS[suit], SUIT_COLOURS[suit]
    label = sixsuit.RANK_SYMBOLS[rank]
    if rank == sixsuit.JOKER:
        return Face(FaceKind.JOKER, label, glyph, colour)
    if rank == sixsuit.ACE:
        return Face(FaceKind.ACE, label, glyph, colour)
    if sixsuit.is_figure(card):
        return Face(FaceKind.FIGURE, label, glyph, colour)
    return Face(FaceKind.PIPS, label, glyph, colour, pips=rank)


def _six_suit_design(locale: str, four_colour: bool) -> DeckDesign:
    """The six-suit deck prints the same in every language and has one colour scheme."""
    return DeckDesign("six-suit", tuple(_six_suit_face(card) for card in sixsuit.DECK))


def _standard_design(locale: str, four_colour: bool) -> DeckDesign:
    colours = FOUR_COLOURS if four_colour else CLASSIC_COLOURS
    faces = []
    for card in standard.DECK:
        suit, rank = standard.suit_of(card), standard.rank_of(card)
        glyph, colour = standard.SUIT_GLYPHS[suit], colours[suit]
        label = standard.rank_label(rank, locale)
        if rank == standard.ACE:
            faces.append(Face(FaceKind.ACE, label, glyph, colour))
        elif rank >= standard.JACK:
            faces.append(Face(FaceKind.FIGURE, label, glyph, colour))
        else:
            faces.append(Face(FaceKind.PIPS, label, glyph, colour, pips=rank))
    faces.append(Face(FaceKind.JOKER, "", STANDARD_JOKER_EMBLEM, STANDARD_JOKER_COLOUR))
    return DeckDesign(f"standard-{locale}-{'four' if four_colour else 'classic'}",
                      tuple(faces))


SIX_SUIT = DeckArt("six-suit", _six_suit_design, sixsuit.SUIT_GLYPHS)
STANDARD = DeckArt("standard", _standard_design, standard.SUIT_GLYPHS,
                   locales=tuple(standard.RANK_LABELS), colour_choice=True)
