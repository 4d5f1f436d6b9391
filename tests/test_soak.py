"""A long evening at the table: what the program keeps must stay bounded however many rounds,
pages, window sizes and languages go by (``sixseq bench soak`` measures a whole session)."""

from __future__ import annotations

import gc
import os
import random
import weakref
from pathlib import Path

import pygame
import pytest

from sixseq.ui import drawing, text

FDS = Path("/proc/self/fd")


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


@pytest.mark.skipif(not FDS.is_dir(), reason="open files are counted in /proc")
def test_text_at_a_hundred_sizes_keeps_a_bounded_number_of_font_files_open() -> None:
    """A font of each size holds its file open: a text size per window size opened a file per
    resize, for the whole evening (and a system's limit of open files is a few hundred)."""
    pygame.font.init()
    text.fit("warm up", 12, 1000)
    before = len(os.listdir(FDS))
    for px in range(12, 112):
        text.fit("Les Six Séquences ♠ ♣ ♥ ♦ ★ ●", px, 10_000)
        text.fit("Les Six Séquences", px, 10_000, bold=True)
    gc.collect()
    assert len(os.listdir(FDS)) - before <= 64
