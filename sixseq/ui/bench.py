"""``sixseq bench render``: how fast the card table draws, how idle it is at rest, how soon the
first frame shows.

Frames are the real loop (``App.step``: events, update, draw, flip) on a game's showcase table
(for Les Six Séquences a full 4-seat table; any scene whose cards stand on a
:class:`~sixseq.ui.table.stage.Stage`) with a card always in flight, at 1920×1080 with
SDL's dummy video driver (no window system in the way, as the toolchain notes advise). Idle:
the same loop left alone, its process CPU time over wall time. Cold start: a fresh interpreter
opening the game's first table, to its first flip.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast

import pygame

if TYPE_CHECKING:
    from sixseq.ui.table.stage import Stage

FIRST_FRAME_MARK = "sixseq-first-frame"
WARM_UP = 30  # frames not counted: card art and shadows are rendered once per size, then cached


class StagedTable(Protocol):
    """What the bench times: a table whose cards stand on a stage, with a still layer."""

    stage: Stage

    def forget_still_layer(self) -> None: ...


def dummy_display() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def bench_render(game_id: str = "six-sequences", frames: int = 600,
                 size: tuple[int, int] = (1920, 1080), idle_seconds: float = 3.0,
                 cold_start: bool = True) -> dict[str, Any]:
    """Frame times of ``game_id``'s showcase table with one card always in flight, and with
    its still layer redrawn every frame (as after any move); idle CPU; cold start."""
    dummy_display()
    from sixseq.settings import Settings
    from sixseq.storage import Paths
    from sixseq.ui.app import App
    from sixseq.ui.games import game_ui
    from sixseq.ui.table.scene import CardTable
    from sixseq.ui.table.stage import Stage
    from sixseq.ui.tween import Flight

    folder = Path(tempfile.mkdtemp(prefix="sixseq-bench-"))
    app = App(size, Settings(language="en", sound=False), Paths(folder, folder, folder))
    scene = game_ui(game_id).showcase(app)
    if not isinstance(getattr(scene, "stage", None), Stage) \
            or not hasattr(scene, "forget_still_layer"):
        raise ValueError(f"{game_id} has no card table to time")
    table = cast(StagedTable, scene)
    app.switch(scene)
    app.step()
    stage = table.stage
    stage.finish()
    if isinstance(scene, CardTable):
        assert scene.session.my_turn()  # the person is to move: no bot thinks meanwhile
    flyer = max(range(len(stage.spots)), key=lambda i: (stage.spots[i].face_up,
                                                         stage.spots[i].rect.bottom))
    home = stage.spots[flyer].rect
    source = pygame.Rect(size[0] // 2, size[1] // 2, home.width, home.height)

    def run(full: bool) -> list[float]:
        """Frame times; with ``full`` the still layer is redrawn every frame too, as on the
        frame after any move."""
        times = []
        for frame in range(WARM_UP + frames):
            if not stage.busy:
                stage.animator.launch(Flight(flyer, source.copy(), home.copy(), 0.5,
                                             start_up=False, end_up=True))
            if full:
                table.forget_still_layer()
            start = time.perf_counter()
            app.step()
            if frame >= WARM_UP:
                times.append((time.perf_counter() - start) * 1000)
        return sorted(times)

    times, full = run(full=False), run(full=True)
    result: dict[str, Any] = {
        "game": game_id,
        "size": f"{size[0]}x{size[1]}",
        # Cards drawn: a pile (the stock, the discard) shows as one.
        "cards_visible": len({(tuple(spot.rect), spot.group) for spot in stage.spots}),
        "frames": frames,
        "frame_ms_p50": round(statistics.median(times), 2),
        "frame_ms_p95": _p95(times),
        "fps": round(1000 / statistics.mean(times), 1),
        "full_redraw_ms_p50": round(statistics.median(full), 2),
        "full_redraw_ms_p95": _p95(full),
    }
    stage.finish()
    app.step()
    result["idle_cpu_percent"] = round(_idle_cpu(app, idle_seconds), 2)
    if cold_start:
        result["cold_start_ms"] = round(cold_start_ms(game_id))
    return result


def _p95(times: list[float]) -> float:
    return round(times[min(len(times) - 1, int(len(times) * 0.95))], 2)


def _idle_cpu(app: Any, seconds: float) -> float:
    """Percent of one core the real loop uses with nothing moving."""
    wall = time.perf_counter()
    cpu = time.process_time()
    while time.perf_counter() - wall < seconds:
        app.step(block=True)
    return 100 * (time.process_time() - cpu) / (time.perf_counter() - wall)


def first_frame(game_id: str) -> None:
    """The child of :func:`cold_start_ms`: open the game's first table, draw once, say so."""
    dummy_display()
    from sixseq.settings import Settings
    from sixseq.storage import Paths
    from sixseq.ui.app import App
    from sixseq.ui.games import game_ui

    folder = Path(tempfile.mkdtemp(prefix="sixseq-bench-"))
    app = App(settings=Settings(sound=False), paths=Paths(folder, folder, folder))
    ui = game_ui(game_id)
    app.switch(ui.new_table(app, ui.default_options()))
    app.step()
    print(FIRST_FRAME_MARK, flush=True)


def cold_start_ms(game_id: str = "six-sequences", runs: int = 3) -> float:
    """Wall time from launching a new Python process to its first frame of the table (the
    median of ``runs``). Bytecode may be cached, as it is in an installed program: the first
    launch writes it even where PYTHONDONTWRITEBYTECODE is set for development."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return statistics.median(_launch(env, game_id) for _ in range(runs))


def _launch(env: dict[str, str], game_id: str) -> float:
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c",
                              f"from sixseq.ui.bench import first_frame; "
                              f"first_frame({game_id!r})"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                             env=env)
    assert child.stdout is not None
    for line in child.stdout:
        if line.strip() == FIRST_FRAME_MARK:
            elapsed = (time.perf_counter() - start) * 1000
            child.wait()
            return elapsed
    child.wait()
    raise RuntimeError("the table never drew its first frame")
