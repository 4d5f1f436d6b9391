"""The reusable pieces of card scenes: gestures from raw mouse input, and card flights."""

import pygame

from sixseq.ui.dragdrop import Click, DragTracker, Drop
from sixseq.ui.tween import Animator, Flight


def test_a_press_released_in_place_is_a_click_and_twice_quickly_a_double_click() -> None:
    tracker: DragTracker[str] = DragTracker(threshold=6, double_click_ms=400)
    tracker.press("7h", (100, 100), (5, 5))
    tracker.motion((103, 102))  # a shaky hand is still a click
    assert tracker.release((103, 102), now_ms=1000) == Click("7h", double=False)
    tracker.press("7h", (100, 100), (5, 5))
    assert tracker.release((100, 100), now_ms=1300) == Click("7h", double=True)
    tracker.press("7h", (100, 100), (5, 5))  # a third click starts a new pair
    assert tracker.release((100, 100), now_ms=1400) == Click("7h", double=False)
    tracker.press("Kc", (100, 100), (5, 5))  # another card: not a double-click
    assert tracker.release((100, 100), now_ms=1500) == Click("Kc", double=False)


def test_moving_past_the_threshold_drags_and_drops_where_released() -> None:
    tracker: DragTracker[str] = DragTracker(threshold=6)
    tracker.press("7h", (100, 100), (10, 20))
    assert not tracker.motion((104, 100))
    assert tracker.motion((130, 160)) and tracker.dragging
    assert tracker.origin == (120, 140)  # the card keeps the point it was taken by
    assert tracker.release((200, 50), now_ms=0) == Drop("7h", (200, 50))
    assert tracker.item is None and not tracker.dragging


def test_a_flight_lands_on_its_end_and_turns_over_half_way() -> None:
    start, end = pygame.Rect(0, 0, 40, 60), pygame.Rect(400, 300, 80, 120)
    flight = Flight("7h", start, end, duration=1.0, start_up=False, end_up=True)
    assert flight.rect() == start and not flight.face_up()
    flight.elapsed = 0.5
    assert flight.squash() < 0.1  # edge-on while it turns
    flight.elapsed = 0.75
    assert flight.face_up()
    animator: Animator[str] = Animator()
    animator.launch(Flight("7h", start, end, duration=1.0))
    animator.launch(Flight("Kc", start, end, duration=1.0, delay=0.5))
    assert [f.key for f in animator.update(1.2)] == ["7h"]
    assert animator.busy and animator.keys() == ["Kc"]
    animator.speed = 4.0  # hurried: the rest lands at once
    assert [f.key for f in animator.update(0.1)] == ["Kc"] and not animator.busy


def test_a_flight_of_no_time_is_not_launched() -> None:
    animator: Animator[str] = Animator()
    animator.launch(Flight("7h", pygame.Rect(0, 0, 4, 6), pygame.Rect(9, 9, 4, 6), 0.0))
    assert not animator.busy


def test_a_count_of_three_digits_stays_inside_its_badge() -> None:
    """Les Six Séquences' stock starts above a hundred cards: every digit sits on the badge,
    none on the felt beside it."""
    from sixseq.ui.table import panels

    pygame.font.init()
    felt = (0, 110, 40)
    for count in (7, 42, 103):
        screen = pygame.Surface((200, 60))
        screen.fill(felt)
        panels.count_badge(screen, (100, 30), count, 16, 28)
        ink = [(x, y) for x in range(200) for y in range(60)  # the digits' grey strokes
               if max(rgb := screen.get_at((x, y))[:3]) < 90 and max(rgb) - min(rgb) < 20]
        assert ink
        left, right = min(x for x, _ in ink), max(x for x, _ in ink)
        for x in (left - 2, right + 2):
            assert tuple(screen.get_at((x, 30))[:3]) != felt, (count, x)
