"""The deck on screen (issue 5, SS-DECK-1): exact sizes, distinct faces, colour-blind-safe suit
colours, legible indices at the smallest size, figures, A and jokers that stand apart."""

from __future__ import annotations

import itertools

import pygame
import pytest

from sixseq.decks.sixsuit import (
    ACE,
    DECK,
    JOKER,
    N_RANKS,
    N_SUITS,
    SUIT_GLYPHS,
    card_str,
    make_card,
)
from sixseq.ui.cardart import (
    BACK_STYLES,
    COMPACT_BELOW,
    FACE_COLOUR,
    MIN_LEGIBLE_WIDTH,
    MIN_RENDER_WIDTH,
    SUIT_COLOURS,
    CardArt,
    Highlight,
    card_size,
    overlay_margin,
)
from sixseq.ui.fonts import font
from tests.card_pixels import (
    fraction,
    index_corner,
    index_parts,
    ink_mask,
    ink_runs,
    is_face,
    is_near,
    is_pale_tint,
    normalised_shape,
    share_differing,
)
from tests.colour_metrics import (
    RGB,
    contrast_ratio,
    delta_e_2000,
    delta_e_2000_lab,
    simulate,
)

WIDTHS = (MIN_RENDER_WIDTH, MIN_LEGIBLE_WIDTH, 61, COMPACT_BELOW - 1, COMPACT_BELOW, 120, 257)
# The smallest card of each layout: compact (one index, one big glyph) and full (pips).
LAYOUT_EDGES = (MIN_LEGIBLE_WIDTH, COMPACT_BELOW)
NUMBERS = range(1, 13)
FIGURES_AND_ACE = range(13, 20)


@pytest.fixture(scope="module")
def art() -> CardArt:
    return CardArt(max_widths=len(WIDTHS) + 2)


# --- sizes and shape --------------------------------------------------------------------------

@pytest.mark.parametrize("width", WIDTHS)
def test_every_card_back_and_slot_has_exactly_the_requested_size(art: CardArt,
                                                                 width: int) -> None:
    size = card_size(width)
    assert size == (width, round(width * 1.5))
    for card in DECK:
        assert art.face(card, width).get_size() == size, card_str(card)
    for style in BACK_STYLES:
        assert art.back(width, style).get_size() == size
    assert art.slot(width).get_size() == size
    m = overlay_margin(width)
    for kind in Highlight:
        assert art.overlay(width, kind).get_size() == (width + 2 * m, size[1] + 2 * m)


@pytest.mark.parametrize("width", LAYOUT_EDGES)
def test_cards_have_transparent_rounded_corners_and_an_opaque_body(art: CardArt,
                                                                   width: int) -> None:
    w, h = card_size(width)
    surfaces = [art.face(c, width) for c in DECK] + [art.back(width, s) for s in BACK_STYLES]
    for surface in surfaces:
        for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            assert surface.get_at(corner).a == 0
        for inside in ((w // 2, 1), (1, h // 2), (w // 2, h // 2), (w - 2, h // 2)):
            assert surface.get_at(inside).a == 255


@pytest.mark.parametrize("width", WIDTHS)
def test_the_face_is_exactly_the_face_colour_where_nothing_is_drawn(art: CardArt,
                                                                    width: int) -> None:
    # Guards the supersampling: a biased downscale would tint and thin every card.
    face = art.face(make_card(0, 2), width)
    assert tuple(face.get_at((width // 2, 3))) == (*FACE_COLOUR, 255)


@pytest.mark.parametrize("width", LAYOUT_EDGES)
def test_all_120_faces_are_pairwise_distinct_images(art: CardArt, width: int) -> None:
    images = {pygame.image.tobytes(art.face(c, width), "RGBA") for c in DECK}
    assert len(images) == len(DECK)
    backs = {pygame.image.tobytes(art.back(width, s), "RGBA") for s in BACK_STYLES}
    assert len(backs) == len(BACK_STYLES) >= 2
    assert not backs & images


# --- suit colours -----------------------------------------------------------------------------

def _min_pairwise_delta_e(colours: list[RGB]) -> float:
    return min(delta_e_2000(a, b) for a, b in itertools.combinations(colours, 2))


def test_the_colour_difference_metric_matches_published_values() -> None:
    # Sharma, Wu & Dalal (2005), test pairs 1, 7 and 19.
    assert delta_e_2000_lab((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425,
                                                                                        abs=1e-4)
    assert delta_e_2000_lab((50, 0, 0), (50, -1, 2)) == pytest.approx(2.3669, abs=1e-4)
    assert delta_e_2000_lab((50, 2.5, 0), (50, 0, -2.5)) == pytest.approx(4.3065, abs=1e-4)


def test_simulated_colour_blindness_merges_red_and_green_as_it_should() -> None:
    # The simulation must be real for the next test to mean anything.
    red, green = (213, 40, 40), (40, 150, 40)
    assert delta_e_2000(red, green) > 60
    assert delta_e_2000(simulate(red, "deuteranopia"), simulate(green, "deuteranopia")) < 15
    assert delta_e_2000(simulate(red, "protanopia"), simulate(green, "protanopia")) < 25


def test_six_suit_colours_stay_far_apart_for_every_kind_of_vision() -> None:
    colours = list(SUIT_COLOURS)
    assert len(colours) == N_SUITS
    assert _min_pairwise_delta_e(colours) >= 20
    for deficiency, floor in (("deuteranopia", 15), ("protanopia", 15), ("tritanopia", 12)):
        seen = [simulate(c, deficiency) for c in colours]
        assert _min_pairwise_delta_e(seen) >= floor, deficiency


def test_suit_colours_contrast_with_the_face() -> None:
    for suit, colour in enumerate(SUIT_COLOURS):
        assert contrast_ratio(colour, FACE_COLOUR) >= 3.5, suit


def test_highlight_kinds_differ_for_colour_blind_players(art: CardArt) -> None:
    w = card_size(120)[0]
    m = overlay_margin(120)
    edge = {kind: art.overlay(120, kind).get_at((m + w // 2, m - 1)) for kind in Highlight}
    target, selected = edge[Highlight.TARGET], edge[Highlight.SELECTED]
    assert target.a > 200 and selected.a > 200
    for deficiency in ("deuteranopia", "protanopia", "tritanopia"):
        a = simulate((target.r, target.g, target.b), deficiency)
        b = simulate((selected.r, selected.g, selected.b), deficiency)
        assert delta_e_2000(a, b) > 30, deficiency


# --- corner indices ---------------------------------------------------------------------------

def _corner(art: CardArt, card: int, width: int) -> pygame.Surface:
    return index_corner(art.face(card, width))


@pytest.mark.parametrize("suit", range(N_SUITS))
def test_index_at_the_smallest_size_has_rank_and_suit_tall_enough_to_read(art: CardArt,
                                                                         suit: int) -> None:
    for rank in range(N_RANKS):
        card = make_card(suit, rank)
        joker = rank == JOKER
        ink, ground = ((FACE_COLOUR, SUIT_COLOURS[suit]) if joker
                       else (SUIT_COLOURS[suit], FACE_COLOUR))
        corner = _corner(art, card, MIN_LEGIBLE_WIDTH)
        runs = ink_runs(ink_mask(corner, ink, ground), corner.get_width())
        assert len(runs) >= 2, f"{card_str(card)}: rank and suit not both in the corner"
        assert runs[0] >= 10, f"{card_str(card)}: rank only {runs[0]} px tall"
        assert runs[1] >= 9, f"{card_str(card)}: suit only {runs[1]} px tall"


def test_indices_of_the_twenty_ranks_differ_at_the_smallest_size(art: CardArt) -> None:
    for suit in range(N_SUITS):
        corners = {pygame.image.tobytes(_corner(art, make_card(suit, r), MIN_LEGIBLE_WIDTH),
                                        "RGBA") for r in range(N_RANKS)}
        assert len(corners) == N_RANKS


def _index_suit_shape(art: CardArt, card: int) -> list[float]:
    """The shape of the suit glyph in a card's corner index at the smallest size."""
    face = art.face(card, MIN_LEGIBLE_WIDTH)
    return normalised_shape(index_parts(face, SUIT_COLOURS[card // N_RANKS])[1])


def test_suits_are_told_apart_by_glyph_shape_alone_at_the_smallest_size(art: CardArt) -> None:
    # SS-DECK-1: suits stay distinguishable without colour. Each small corner glyph, stripped
    # of colour and size, must be nearest in shape to its own suit's glyph drawn large.
    references = [normalised_shape(font(64).render(g, True, (0, 0, 0))) for g in SUIT_GLYPHS]
    for rank in (1, 10, 13, ACE):
        for suit in range(N_SUITS):
            shape = _index_suit_shape(art, make_card(suit, rank))
            distances = [sum(abs(x - y) for x, y in zip(shape, ref, strict=True))
                         for ref in references]
            nearest = min(range(N_SUITS), key=distances.__getitem__)
            assert nearest == suit, (rank, suit, [round(d, 1) for d in distances])


# --- figures, A and jokers --------------------------------------------------------------------

@pytest.mark.parametrize("width", LAYOUT_EDGES)
def test_figures_and_the_a_have_a_tinted_panel_that_numbers_lack(art: CardArt,
                                                                 width: int) -> None:
    for suit in range(N_SUITS):
        tinted = {rank: fraction(art.face(make_card(suit, rank), width),
                                 is_pale_tint(SUIT_COLOURS[suit]))
                  for rank in range(1, N_RANKS)}
        for rank in NUMBERS:
            assert tinted[rank] < 0.05, (suit, rank, tinted[rank])
        for rank in FIGURES_AND_ACE:
            assert tinted[rank] > 0.12, (suit, rank, tinted[rank])


@pytest.mark.parametrize("width", LAYOUT_EDGES)
def test_the_a_is_not_just_another_figure(art: CardArt, width: int) -> None:
    # Its panel holds a solid medallion: it differs from every figure by more than two figures
    # (which differ by their letter) differ from each other.
    for suit in range(N_SUITS):
        faces = {r: art.face(make_card(suit, r), width) for r in FIGURES_AND_ACE}
        between_figures = max(share_differing(faces[a], faces[b])
                              for a, b in itertools.combinations(range(13, ACE), 2))
        ace_to_figures = min(share_differing(faces[ACE], faces[r]) for r in range(13, ACE))
        assert ace_to_figures > 1.25 * between_figures, (suit, ace_to_figures, between_figures)


@pytest.mark.parametrize("width", LAYOUT_EDGES)
def test_jokers_are_printed_in_their_suit_colour_unlike_every_other_face(art: CardArt,
                                                                         width: int) -> None:
    for card in DECK:
        suit, rank = divmod(card, N_RANKS)
        face = art.face(card, width)
        own = fraction(face, is_near(SUIT_COLOURS[suit]))
        plain = fraction(face, is_face)
        if rank == JOKER:
            assert own > 0.45 and plain < 0.15, (card_str(card), own, plain)
            # Its colour says its suit: the mean colour is nearest its own suit's colour.
            r, g, b, _ = pygame.transform.average_color(face)
            nearest = min(range(N_SUITS),
                          key=lambda s: delta_e_2000((r, g, b), SUIT_COLOURS[s]))
            assert nearest == suit, card_str(card)
        else:
            assert own < 0.3 and plain > 0.3, (card_str(card), own, plain)


# --- cache ------------------------------------------------------------------------------------

def test_the_cache_returns_the_same_surface_for_the_same_key() -> None:
    art = CardArt()
    assert art.face(5, 100) is art.face(5, 100)
    assert art.back(100, "red") is art.back(100, "red")
    assert art.back(100, "red") is not art.back(100, "blue")
    assert art.overlay(100, Highlight.TARGET) is art.overlay(100, Highlight.TARGET)
    assert art.slot(100) is art.slot(100)


def test_a_new_size_renders_anew_at_that_size() -> None:
    art = CardArt()
    small = art.face(5, 100)
    large = art.face(5, 150)
    assert large is not small and large.get_size() == card_size(150)
    assert art.face(5, 100) is small


def test_clear_forgets_renders() -> None:
    art = CardArt()
    before = art.face(5, 100)
    art.clear()
    after = art.face(5, 100)
    assert after is not before
    assert pygame.image.tobytes(after, "RGBA") == pygame.image.tobytes(before, "RGBA")


def test_only_the_most_recently_used_widths_are_kept() -> None:
    art = CardArt(max_widths=2)
    first = art.face(0, 60)
    second = art.face(0, 70)
    assert art.face(0, 60) is first  # 60 is now the most recent
    art.face(0, 80)  # evicts 70
    assert art.face(0, 60) is first
    assert art.face(0, 70) is not second


def test_bad_requests_are_refused_with_a_reason() -> None:
    art = CardArt()
    with pytest.raises(ValueError, match="minimum"):
        art.face(0, MIN_RENDER_WIDTH - 1)
    with pytest.raises(ValueError, match="not a card"):
        art.face(len(DECK), 100)
    with pytest.raises(ValueError, match="blue"):
        art.back(100, "plaid")


def test_surfaces_are_converted_for_fast_blits_once_a_window_exists() -> None:
    pygame.display.init()
    try:
        screen = pygame.display.set_mode((320, 240))
        face = CardArt().face(7, 100)
        assert face.get_flags() & pygame.SRCALPHA
        assert face.get_bitsize() == 32
        screen.blit(face, (0, 0))
        assert tuple(screen.get_at((50, 75)))[:3] != (0, 0, 0)
    finally:
        pygame.display.quit()
