"""A long evening at the table: what the program keeps must stay bounded however many rounds,
pages, window sizes and languages go by (``sixseq bench soak`` measures a whole session)."""

from __future__ import annotations

import gc
import random
import weakref

import pygame

from sixseq.ui import drawing


def window_sizes(count: int) -> list[tuple[int, int]]:
    rng = random.Random(1160)
    return [(rng.randint(800, 1920), rng.randint(560, 1080)) for _ in range(count)]


def test_a_window_resized_forty_times_keeps_a_few_felts_not_forty() -> None:
    """Each window size has its felt, a whole window of pixels (8 MB at 1920×1080): kept by
    the number of renders alone, forty sizes held hundreds of megabytes."""
    pygame.display.init()
    pygame.display.set_mode((1280, 800))
    felts = [weakref.ref(drawing.felt(size)) for size in window_sizes(40)]
    gc.collect()
    alive = [ref for ref in felts if ref() is not None]
    assert len(alive) <= 8
    assert felts[-1]() is not None  # the felt of the window as it is now stays
