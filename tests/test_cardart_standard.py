"""The standard deck on screen (issue 21): the 52 faces and the joker drawn by the six-suit
deck's painter at exact sizes; indices in the player's language (``V D R`` in French); two
colours by default and four (♣ green, ♦ blue) for colour-blind players; classic pips where the
width allows; figures, the ace and the joker that stand apart."""

from __future__ import annotations

import itertools
import math
from collections import Counter

import pygame
import pytest

from sixseq.decks import standard as std
from sixseq.decks.sixsuit import DECK as SIX_SUIT_DECK
from sixseq.ui.cardart import (
    BACK_STYLES,
    COMPACT_BELOW,
    EDGE_COLOUR,
    FACE_COLOUR,
    MIN_LEGIBLE_WIDTH,
    MIN_RENDER_WIDTH,
    CardArt,
    card_size,
    index_reach,
)
from sixseq.ui.deckart import (
    BLUE,
    GREEN,
    INK,
    RED,
    SIX_SUIT,
    STANDARD,
    STANDARD_JOKER_COLOUR,
)
from sixseq.ui.fonts import font
from tests.card_pixels import (
    distance,
    fraction,
    index_corner,
    index_parts,
    ink_mask,
    ink_runs,
    is_face,
    is_near,
    is_pale_tint,
    normalised_shape,
    pixels,
    share_differing,
)
from tests.colour_metrics import RGB, contrast_ratio, delta_e_2000, simulate

CARDS = (*std.DECK, std.JOKER)
LOOKS = tuple(itertools.product(("en", "fr"), (False, True)))  # (locale, four_colour)
WIDTHS = (MIN_RENDER_WIDTH, MIN_LEGIBLE_WIDTH, 61, COMPACT_BELOW - 1, COMPACT_BELOW, 140, 257)
# A hand fan's sizes: the compact layout's smallest and largest, the full layout's smallest
# and a large hand.
FAN_WIDTHS = (MIN_LEGIBLE_WIDTH, COMPACT_BELOW - 1, COMPACT_BELOW, 140)
LAYOUT_EDGES = (MIN_LEGIBLE_WIDTH, COMPACT_BELOW)
NUMBERS = range(2, 11)
FIGURES = (std.JACK, std.QUEEN, std.KING)
VISIONS = ("deuteranopia", "protanopia", "tritanopia")

EXPECTED_INK = {
    False: {std.SPADES: INK, std.HEARTS: RED, std.DIAMONDS: RED, std.CLUBS: INK},
    True: {std.SPADES: INK, std.HEARTS: RED, std.DIAMONDS: BLUE, std.CLUBS: GREEN},
}


@pytest.fixture(scope="module")
def art() -> CardArt:
    return CardArt(max_widths=len(WIDTHS) + 2, deck=STANDARD)


def card(suit: int, rank: int) -> int:
    return std.make_card(suit, rank)


def _ink_colour(face: pygame.Surface) -> RGB:
    """The commonest strong colour of a face: its suit's ink, wherever glyphs are solid."""
    found = Counter((r, g, b) for r, g, b, a in pixels(face)
                    if a == 255 and distance((r, g, b), FACE_COLOUR) > 100
                    and distance((r, g, b), EDGE_COLOUR) > 30)
    return found.most_common(1)[0][0]


# --- sizes and shape --------------------------------------------------------------------------

@pytest.mark.parametrize("width", WIDTHS)
def test_every_face_back_and_slot_has_exactly_the_requested_size(art: CardArt,
                                                                 width: int) -> None:
    size = card_size(width)
    for locale, four in (("en", False), ("fr", True)):
        for c in CARDS:
            assert art.face(c, width, locale, four).get_size() == size, std.card_str(c)
    for style in BACK_STYLES:
        assert art.back(width, style).get_size() == size
    assert art.slot(width).get_size() == size


@pytest.mark.parametrize("width", LAYOUT_EDGES)
def test_faces_have_transparent_rounded_corners_and_an_opaque_body(art: CardArt,
                                                                   width: int) -> None:
    w, h = card_size(width)
    for c in CARDS:
        surface = art.face(c, width, "fr", True)
        for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            assert surface.get_at(corner).a == 0
        for inside in ((w // 2, 1), (1, h // 2), (w // 2, h // 2), (w - 2, h // 2)):
            assert surface.get_at(inside).a == 255
    # Guards the supersampling: a biased downscale would tint and thin every card.
    assert tuple(art.face(card(std.SPADES, 2), width).get_at((w // 2, 3))) == (*FACE_COLOUR,
                                                                              255)


@pytest.mark.parametrize("locale, four", LOOKS)
@pytest.mark.parametrize("width", LAYOUT_EDGES)
def test_all_53_faces_are_pairwise_distinct_images(art: CardArt, width: int, locale: str,
                                                   four: bool) -> None:
    images = {pygame.image.tobytes(art.face(c, width, locale, four), "RGBA") for c in CARDS}
    assert len(images) == len(CARDS) == 53
    backs = {pygame.image.tobytes(art.back(width, s), "RGBA") for s in BACK_STYLES}
    assert len(backs) == len(BACK_STYLES) >= 2
    assert not backs & images


def test_backs_carry_the_standard_suits_not_the_six_suit_ring() -> None:
    # Each deck's backs ring its own suit glyphs, where the card is large enough for them.
    six, four_suits = CardArt(), CardArt(deck=STANDARD)
    for style in BACK_STYLES:
        assert share_differing(six.back(120, style), four_suits.back(120, style)) > 0.002


# --- colours ----------------------------------------------------------------------------------

@pytest.mark.parametrize("four", (False, True))
@pytest.mark.parametrize("width", (60, 120))
def test_every_suit_is_printed_in_its_schemes_ink(art: CardArt, width: int,
                                                  four: bool) -> None:
    # Two colours by default: ♥ ♦ red, ♠ ♣ black. Four for colour-blind players: ♦ blue and
    # ♣ green as well. Every kind of face, and no trace of another suit's ink.
    palette = (INK, RED, BLUE, GREEN)
    for suit, expected in EXPECTED_INK[four].items():
        for rank in (std.ACE, 2, 7, 10, std.QUEEN):
            face = art.face(card(suit, rank), width, "en", four)
            assert _ink_colour(face) == expected, (std.card_str(card(suit, rank)), four)
            for other in palette:
                if other != expected:
                    assert fraction(face, is_near(other, 40)) < 0.002, (suit, rank, other)


def test_four_colour_suits_stay_far_apart_for_every_kind_of_vision(art: CardArt) -> None:
    colours = [_ink_colour(art.face(card(suit, 10), 120, "en", True)) for suit in range(4)]
    assert len(set(colours)) == 4
    for a, b in itertools.combinations(colours, 2):
        assert delta_e_2000(a, b) >= 20
        for vision, floor in zip(VISIONS, (15, 15, 12), strict=True):
            assert delta_e_2000(simulate(a, vision), simulate(b, vision)) >= floor, vision
    for colour in colours:
        assert contrast_ratio(colour, FACE_COLOUR) >= 3.5


def test_the_classic_scheme_has_exactly_its_two_colours_told_apart_by_everyone(
        art: CardArt) -> None:
    colours = [_ink_colour(art.face(card(suit, 10), 120, "en", False)) for suit in range(4)]
    assert colours[std.HEARTS] == colours[std.DIAMONDS] == RED
    assert colours[std.SPADES] == colours[std.CLUBS] == INK
    assert delta_e_2000(RED, INK) >= 20
    for vision in VISIONS:
        assert delta_e_2000(simulate(RED, vision), simulate(INK, vision)) >= 15, vision


# --- corner indices ---------------------------------------------------------------------------

def _rank_reference(label: str) -> list[float]:
    rendered = font(64, True).render(label, True, (0, 0, 0))
    return normalised_shape(rendered)


def _nearest(shape: list[float], references: dict[str, list[float]]) -> str:
    return min(references, key=lambda key: sum(
        abs(x - y) for x, y in zip(shape, references[key], strict=True)))


@pytest.mark.parametrize("locale, four", LOOKS)
def test_index_at_the_smallest_size_has_rank_and_suit_tall_enough_to_read(
        art: CardArt, locale: str, four: bool) -> None:
    for c in std.DECK:
        ink = EXPECTED_INK[four][std.suit_of(c)]
        corner = index_corner(art.face(c, MIN_LEGIBLE_WIDTH, locale, four))
        runs = ink_runs(ink_mask(corner, ink, FACE_COLOUR), corner.get_width())
        assert len(runs) >= 2, f"{std.card_str(c)}: rank and suit not both in the corner"
        assert runs[0] >= 10, f"{std.card_str(c)}: rank only {runs[0]} px tall"
        assert runs[1] >= 9, f"{std.card_str(c)}: suit only {runs[1]} px tall"


@pytest.mark.parametrize("locale", ("en", "fr"))
@pytest.mark.parametrize("width", FAN_WIDTHS)
def test_each_index_reads_as_its_rank_in_the_players_language(art: CardArt, width: int,
                                                              locale: str) -> None:
    # The corner rank, stripped of colour and size, is nearest in shape to its own label among
    # every label of both languages: K Q J in English, R D V in French, A and 2..10 in both.
    labels = set(std.RANK_LABELS["en"][1:]) | set(std.RANK_LABELS["fr"][1:])
    references = {label: _rank_reference(label) for label in labels}
    for suit in (std.HEARTS, std.CLUBS):
        ink = EXPECTED_INK[False][suit]
        # Where the glyph starts, measured on a rank with no tail (the J's may reach it).
        deuce = index_parts(art.face(card(suit, 2), width, locale), ink)[1]
        glyph_top = deuce.get_bounding_rect(min_alpha=1).top
        for rank in range(1, 14):
            face = art.face(card(suit, rank), width, locale)
            shape = normalised_shape(index_parts(face, ink, glyph_top=glyph_top)[0])
            assert _nearest(shape, references) == std.rank_label(rank, locale), (width, rank)


def test_french_and_english_differ_on_the_figures_only(art: CardArt) -> None:
    for width, four in itertools.product(LAYOUT_EDGES, (False, True)):
        for c in CARDS:
            en = pygame.image.tobytes(art.face(c, width, "en", four), "RGBA")
            fr = pygame.image.tobytes(art.face(c, width, "fr", four), "RGBA")
            figure = c != std.JOKER and std.rank_of(c) in FIGURES
            assert (en != fr) == figure, std.card_str(c)


@pytest.mark.parametrize("four", (False, True))
@pytest.mark.parametrize("width", (MIN_LEGIBLE_WIDTH, 60))
def test_suits_are_told_apart_by_glyph_shape_alone_in_the_index(art: CardArt, width: int,
                                                                four: bool) -> None:
    # Two colours pair ♥ with ♦ and ♠ with ♣: at a fan's smallest sizes each corner glyph,
    # stripped of colour and size, must still be nearest in shape to its own suit's glyph.
    references = {suit: normalised_shape(font(64).render(glyph, True, (0, 0, 0)))
                  for suit, glyph in enumerate(std.SUIT_GLYPHS)}
    for rank in (std.ACE, 7, 10, std.QUEEN):
        for suit in range(4):
            face = art.face(card(suit, rank), width, "en", four)
            shape = normalised_shape(index_parts(face, EXPECTED_INK[four][suit])[1])
            assert _nearest(shape, {str(s): r for s, r in references.items()}) == str(suit)


# --- layouts: classic pips where they fit, one glyph in the compact layout ------------------------

def _pips(face: pygame.Surface) -> list[tuple[float, float]]:
    """The centres of the separate ink shapes between the two index columns: the pips of a
    number card."""
    w, h = face.get_size()
    reach = index_reach(w)
    mask = pygame.Mask((w, h))
    for y in range(3, h - 3):  # inside the card's edge line
        for x in range(reach + 1, w - reach - 1):
            colour = face.get_at((x, y))
            if colour.a == 255 and distance(colour[:3], FACE_COLOUR) > 60:
                mask.set_at((x, y))
    return [shape.centroid() for shape in mask.connected_components(4)]


def _by_column(pips: list[tuple[float, float]], width: int) -> tuple[int, int, int]:
    """How many pips stand left of the centre, on it and right of it."""
    counts = [0, 0, 0]
    for x, _ in pips:
        counts[0 if x < width * 0.42 else 2 if x > width * 0.58 else 1] += 1
    return counts[0], counts[1], counts[2]


# The classic arrangements, as (left, middle, right) pips.
CLASSIC_PIPS = {2: (0, 2, 0), 3: (0, 3, 0), 4: (2, 0, 2), 5: (2, 1, 2), 6: (3, 0, 3),
                7: (3, 1, 3), 8: (3, 2, 3), 9: (4, 1, 4), 10: (4, 2, 4)}


@pytest.mark.parametrize("width", (COMPACT_BELOW, 140, 200))
def test_numbers_show_their_pips_in_the_classic_arrangement_where_the_width_allows(
        art: CardArt, width: int) -> None:
    w, h = card_size(width)
    near = w * 0.045  # an upright glyph's centre of ink sits a little above its box's
    for suit, rank in itertools.product(range(4), NUMBERS):
        name = std.card_str(card(suit, rank))
        pips = _pips(art.face(card(suit, rank), width, "en", True))
        assert _by_column(pips, w) == CLASSIC_PIPS[rank], (width, name)
        # Each pip has a twin across the card's centre (the lower ones are printed turned),
        # but for the 7, whose odd pip stands in the upper half.
        unmatched = [(x, y) for x, y in pips if not any(
            math.dist((w - 1 - x, h - 1 - y), other) < near for other in pips)]
        if rank == 7:
            assert len(unmatched) == 1 and unmatched[0][1] < h / 2, (width, name, unmatched)
        else:
            assert not unmatched, (width, name, unmatched)


@pytest.mark.parametrize("width", (MIN_LEGIBLE_WIDTH, 70, COMPACT_BELOW - 1))
def test_below_the_compact_width_a_number_shows_one_big_glyph(art: CardArt,
                                                              width: int) -> None:
    for rank in NUMBERS:
        assert len(_pips(art.face(card(std.DIAMONDS, rank), width))) == 1


@pytest.mark.parametrize("width", (MIN_LEGIBLE_WIDTH, COMPACT_BELOW - 1, COMPACT_BELOW, 140))
def test_the_turned_index_is_printed_only_in_the_full_layout(art: CardArt, width: int) -> None:
    # Turned half a turn, a full-layout card shows its index again in the same corner; a
    # compact one (a single index, so the centre can be larger) does not.
    for c in (card(std.HEARTS, 7), card(std.SPADES, std.KING), card(std.CLUBS, std.ACE)):
        face = art.face(c, width)
        turned = pygame.transform.flip(face, True, True)
        differing = share_differing(index_corner(face), index_corner(turned))
        if width >= COMPACT_BELOW:
            assert differing == 0, (width, std.card_str(c))
        else:
            assert differing > 0.1, (width, std.card_str(c), differing)


# --- figures, the ace and the joker -----------------------------------------------------------

@pytest.mark.parametrize("four", (False, True))
@pytest.mark.parametrize("width", LAYOUT_EDGES)
def test_figures_and_the_ace_have_a_tinted_panel_that_numbers_lack(art: CardArt, width: int,
                                                                   four: bool) -> None:
    for suit, colour in EXPECTED_INK[four].items():
        for rank in (std.ACE, 2, 5, 10, *FIGURES):
            tinted = fraction(art.face(card(suit, rank), width, "fr", four),
                              is_pale_tint(colour))
            if rank in NUMBERS:
                assert tinted < 0.05, (suit, rank, tinted)
            else:
                assert tinted > 0.12, (suit, rank, tinted)


@pytest.mark.parametrize("width", LAYOUT_EDGES)
def test_the_ace_is_not_just_another_figure(art: CardArt, width: int) -> None:
    # Its panel holds a solid medallion: it differs from every figure by more than two figures
    # (which differ by their letter) differ from each other.
    for suit in range(4):
        faces = {r: art.face(card(suit, r), width) for r in (std.ACE, *FIGURES)}
        between_figures = max(share_differing(faces[a], faces[b])
                              for a, b in itertools.combinations(FIGURES, 2))
        ace_to_figures = min(share_differing(faces[std.ACE], faces[r]) for r in FIGURES)
        assert ace_to_figures > 1.25 * between_figures, (suit, ace_to_figures, between_figures)


@pytest.mark.parametrize("locale, four", LOOKS)
@pytest.mark.parametrize("width", LAYOUT_EDGES)
def test_the_joker_is_printed_in_a_colour_of_no_suit(art: CardArt, width: int, locale: str,
                                                     four: bool) -> None:
    joker = art.face(std.JOKER, width, locale, four)
    own = fraction(joker, is_near(STANDARD_JOKER_COLOUR))
    assert own > 0.45 and fraction(joker, is_face) < 0.15, (own, width)
    for colour in (INK, RED, BLUE, GREEN):
        assert delta_e_2000(STANDARD_JOKER_COLOUR, colour) >= 20
        for vision in VISIONS:
            assert delta_e_2000(simulate(STANDARD_JOKER_COLOUR, vision),
                                simulate(colour, vision)) >= 15, vision


@pytest.mark.parametrize("four", (False, True))
def test_no_other_face_is_printed_on_a_coloured_field(art: CardArt, four: bool) -> None:
    for c in std.DECK:
        face = art.face(c, 60, "en", four)
        assert fraction(face, is_near(STANDARD_JOKER_COLOUR)) < 0.01, std.card_str(c)
        assert fraction(face, is_face) > 0.3, std.card_str(c)


@pytest.mark.parametrize("width", (MIN_LEGIBLE_WIDTH, 140))
def test_the_jokers_corner_shows_its_star_large_enough_to_spot(art: CardArt,
                                                               width: int) -> None:
    corner = index_corner(art.face(std.JOKER, width))
    runs = ink_runs(ink_mask(corner, FACE_COLOUR, STANDARD_JOKER_COLOUR), corner.get_width())
    assert runs and runs[0] >= MIN_LEGIBLE_WIDTH // 4, runs
    star = normalised_shape(index_parts(art.face(std.JOKER, width), FACE_COLOUR,
                                        STANDARD_JOKER_COLOUR)[0])
    references = {glyph: normalised_shape(font(64).render(glyph, True, (0, 0, 0)))
                  for glyph in ("★", *std.SUIT_GLYPHS)}
    assert _nearest(star, references) == "★"


# --- the cache keys on every choice -------------------------------------------------------------

def test_the_cache_keys_on_width_language_and_colour_scheme() -> None:
    art = CardArt(deck=STANDARD)
    king = card(std.DIAMONDS, std.KING)
    french = art.face(king, 100, "fr")
    assert art.face(king, 100, "fr") is french
    assert art.face(king, 100, "en") is not french
    assert art.face(king, 100, "fr", four_colour=True) is not french
    assert art.face(king, 101, "fr") is not french
    # A language without its own letters reads English; an unchanged face is not drawn twice.
    assert art.face(king, 100, "de") is art.face(king, 100, "en")
    assert art.face(king, 100) is art.face(king, 100, "en", four_colour=False)


def test_the_six_suit_deck_ignores_language_and_scheme_and_keeps_its_range() -> None:
    six = CardArt()
    assert six.face(5, 100, "fr", four_colour=True) is six.face(5, 100)
    assert six.design("fr", True) is six.design() is SIX_SUIT.design()
    assert len(SIX_SUIT.design().faces) == len(SIX_SUIT_DECK)


def test_cards_outside_the_standard_deck_are_refused() -> None:
    art = CardArt(deck=STANDARD)
    for bad in (-1, std.JOKER + 1):
        with pytest.raises(ValueError, match="not a card"):
            art.face(bad, 100)
    with pytest.raises(ValueError, match="minimum"):
        art.face(0, MIN_RENDER_WIDTH - 1)


def test_surfaces_are_converted_for_fast_blits_once_a_window_exists() -> None:
    pygame.display.init()
    try:
        screen = pygame.display.set_mode((320, 240))
        face = CardArt(deck=STANDARD).face(card(std.HEARTS, 7), 100, "fr", True)
        assert face.get_flags() & pygame.SRCALPHA and face.get_bitsize() == 32
        screen.blit(face, (0, 0))
        assert math.dist(tuple(screen.get_at((50, 3)))[:3], FACE_COLOUR) < 3
    finally:
        pygame.display.quit()
