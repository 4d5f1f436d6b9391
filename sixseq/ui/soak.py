"""``sixseq bench soak``: a long evening at the table in one process, measured.

The monkey (:mod:`sixseq.ui.monkey`) plays every game, opens the menus, the rules, the
statistics and the settings, resizes the window and leaves it, as a player who never closes
the program would (no window close). Every ``SAMPLE_EVENTS`` events the process is sampled:
memory (RSS), threads, open files, pygame-gui elements alive. Frame times (one
:meth:`App.step` each) are compared between the first and the last tenth of the run: a
program that slows as its logs and caches grow shows it there. At the end the program quits as
its close button does and the threads left are counted: computer players' and hints' threads
must have ended.
"""

from __future__ import annotations

import gc
import os
import statistics
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sixseq.ui.monkey import GESTURES, Monkey

SAMPLE_EVENTS = 500
# The player of a long evening never closes the window (a close starts a new program).
EVENING = {gesture: weight for gesture, weight in GESTURES.items() if gesture != "close"}
SETTLE_SECONDS = 2.0  # how long threads get to end once the program quit
THREAD_PREFIX = "sixseq-"  # the program's own threads are named so (runner, 20/20 solver)


def rss_mb() -> float:
    """The process's resident memory (Linux; 0 where /proc is missing)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def open_files() -> int:
    try:
        return len(os.listdir("/proc/self/fd"))
    except OSError:
        return 0


@dataclass
class Sample:
    seconds: float
    events: int
    rss_mb: float
    threads: int  # the program's own
    open_files: int
    ui_elements: int

    def row(self) -> dict[str, Any]:
        return {"seconds": round(self.seconds, 1), "events": self.events,
                "rss_mb": round(self.rss_mb, 1), "threads": self.threads,
                "open_files": self.open_files, "ui_elements": self.ui_elements}


class TimedMonkey(Monkey):
    """The monkey, with every frame's wall time kept."""

    def __init__(self, home: Path, seed: int) -> None:
        self.frames: list[float] = []
        super().__init__(home, seed)

    def step(self) -> None:
        start = time.perf_counter()
        super().step()
        self.frames.append((time.perf_counter() - start) * 1000)


def soak(minutes: float, seed: int, home: Path) -> dict[str, Any]:
    """Play for ``minutes`` of wall time; the figures as one JSON-ready dict."""
    start = time.perf_counter()
    monkey = TimedMonkey(home, seed)
    samples = [_sample(monkey, start)]
    while time.perf_counter() - start < minutes * 60:
        monkey.send(monkey.report.events + SAMPLE_EVENTS, EVENING)
        samples.append(_sample(monkey, start))
    report = monkey.report
    monkey.app.quit()
    give_up = time.perf_counter() + SETTLE_SECONDS
    while _program_threads() and time.perf_counter() < give_up:
        time.sleep(0.05)
    tenth = max(1, len(monkey.frames) // 10)
    first, last = sorted(monkey.frames[:tenth]), sorted(monkey.frames[-tenth:])
    return {
        "seed": seed, "minutes": round((time.perf_counter() - start) / 60, 1),
        "events": report.events, "errors": len(report.errors),
        "error_lines": report.errors[:5], "restarts": report.restarts,
        "actions": dict(sorted(report.actions.items())),
        "scenes": dict(sorted(report.scenes.items())),
        "frames": len(monkey.frames),
        "frame_ms_p50_first": _at(first, 0.5), "frame_ms_p95_first": _at(first, 0.95),
        "frame_ms_p50_last": _at(last, 0.5), "frame_ms_p95_last": _at(last, 0.95),
        **{f"{name}_{when}": value for name in ("rss_mb", "threads", "open_files",
                                                "ui_elements")
           for when, value in _start_end_max(samples, name).items()},
        "threads_left_after_quit": _program_threads(),
        "samples": [s.row() for s in samples],
    }


def _program_threads() -> list[str]:
    """The program's own threads alive (computer players, hints, the 20/20's solver: all
    named ``sixseq-…``)."""
    return sorted(t.name for t in threading.enumerate() if t.name.startswith(THREAD_PREFIX))


def _sample(monkey: Monkey, start: float) -> Sample:
    gc.collect()
    return Sample(time.perf_counter() - start, monkey.report.events, rss_mb(),
                  len(_program_threads()), open_files(),
                  len(monkey.app.ui.get_sprite_group().sprites()))


def _start_end_max(samples: list[Sample], name: str) -> dict[str, float]:
    values = [getattr(s, name) for s in samples]
    return {"start": round(values[0], 1), "end": round(values[-1], 1),
            "max": round(max(values), 1)}


def _at(times: list[float], quantile: float) -> float:
    if not times:
        return 0.0
    if quantile == 0.5:
        return round(statistics.median(times), 2)
    return round(times[min(len(times) - 1, int(len(times) * quantile))], 2)
