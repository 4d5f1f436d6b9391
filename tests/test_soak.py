"""A long evening at the table: what the program keeps must stay bounded however many rounds,
pages, window sizes and languages go by (``sixseq bench soak`` measures a whole session)."""

from __future__ import annotations

import gc
import json
import os
import random
import weakref
from pathlib import Path

import pygame
import pytest

from sixseq import cli
from sixseq.ui import drawing, text
from sixseq.ui.soak import soak

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


def test_sixseq_bench_soak_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    """No time at all: the program opens, is measured once and quits, its threads ended."""
    assert cli.main(["bench", "soak", "--minutes", "0", "--seed", "1160", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["errors"] == 0 and result["threads_left_after_quit"] == []
    assert result["rss_mb_start"] > 0 and result["open_files_start"] > 0
    assert len(result["samples"]) == 1


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("SIXSEQ_SOAK"),
                    reason="two minutes of play, kept out of CI: run with SIXSEQ_SOAK=1")
def test_an_evening_of_play_leaves_memory_files_and_threads_bounded(tmp_path: Path) -> None:
    """Two minutes of the monkey that never closes the window: after the first samples (card
    art, fonts and pages made once), memory and open files stop growing, and no computer
    player's thread outlives the program."""
    result = soak(2.0, 1164, tmp_path)
    assert result["errors"] == 0 and result["threads_left_after_quit"] == []
    samples = result["samples"]
    settled = samples[len(samples) // 3]
    assert result["open_files_max"] <= settled["open_files"] + 40
    assert result["rss_mb_end"] <= settled["rss_mb"] + 150
    assert result["ui_elements_max"] < 100
