"""Rami's table laid out for every window and number of seats: nothing overlaps, nothing
leaves the window, the hand shows every card's index (issue 22: no overlapping text at
1024×600, the hand uses the room it has)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from sixseq.games.rami.view.layout import compute
from sixseq.ui.table.geometry import hand_positions, overlap_step

SIZES = ((1024, 600), (1280, 800), (1920, 1080), (2560, 1440))


@pytest.mark.parametrize(("size", "seats"), list(itertools.product(SIZES, range(2, 7))))
def test_zones_piles_and_panels_stay_apart_and_inside_the_window(size: tuple[int, int],
                                                                 seats: int) -> None:
    lay = compute(size, seats)
    window = pygame.Rect((0, 0), size)
    zones = [zone.rect for zone in lay.zones.values()]
    assert len(zones) == seats
    fixed = [lay.hand, lay.status, lay.left_panel, lay.right_panel, lay.top_buttons,
             lay.scores, lay.stock, lay.discard, lay.history]
    for rect in [*zones, *fixed]:
        assert window.contains(rect), rect
    for a, b in itertools.combinations([*zones, lay.status, lay.hand], 2):
        assert not a.colliderect(b), (a, b)
    for panel in (lay.left_panel, lay.right_panel):
        assert not panel.colliderect(lay.hand) and not panel.colliderect(lay.status)
    for pile in (lay.stock, lay.discard, lay.history):
        assert not any(pile.colliderect(zone) for zone in zones)
        assert not pile.colliderect(lay.scores) and not pile.colliderect(lay.left_panel)
    for zone in lay.zones.values():
        assert zone.rect.contains(zone.melds)


@pytest.mark.parametrize("size", SIZES)
def test_a_full_hand_shows_every_index_and_bigger_windows_get_bigger_cards(
        size: tuple[int, int]) -> None:
    lay = compute(size, 4)
    rects = hand_positions(lay.hand, 18, lay.hand_w, lay.lift, [False] * 18)
    steps = {b.left - a.left for a, b in itertools.pairwise(rects)}
    assert min(steps) >= overlap_step(lay.hand_w)
    fan = rects[0].unionall(rects)  # the fan curves down a little at both ends
    assert lay.hand.left <= fan.left and fan.right <= lay.hand.right
    assert pygame.Rect((0, 0), size).contains(fan)
    assert lay.hand_w >= compute((1024, 600), 4).hand_w


def test_a_crowded_zone_at_1024x600_takes_a_second_row_before_hiding_indices() -> None:
    """Six players in the smallest window, Alice with four combinations: her zone has room for
    two rows of slightly smaller cards, where every card's index shows; overlapping them past
    the index (``K K K`` read as ``| | K``) is only for a zone that does not fit even so."""
    from sixseq.games.rami.rules.state import GameState
    from sixseq.games.rami.rules.table import TableConfig
    from sixseq.games.rami.view.scenery import build

    table = [(1, "2h 3h 4h 5h 6h 7h 8h 9h 10h"), (1, "Ks Kh Kd"), (1, "4c 4d jk=4s"),
             (1, "Qc Qd Qs Qh"), (2, "As 2s 3s 4s"), (0, "Ad Ah Ac")]
    state = GameState.from_position(TableConfig(6), ("5c 9d", "2c", "3c", "5d", "6d", "7d"),
                                    table=table)
    lay = compute((1024, 600), 6)
    scenery = build(lay, state.observation(0), [c for c in range(53)
                                                  for _ in range(state.hand_counts(0)[c])],
                    [], True)
    for box in scenery.combos.values():
        assert lay.zones[box.combo.owner].melds.contains(box.rect), box.combo.text()
        steps = {b.left - a.left for a, b in itertools.pairwise(box.rects)}
        assert min(steps) >= overlap_step(box.rects[0].width), box.combo.text()
