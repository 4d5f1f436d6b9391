"""``sixseq bench render``: how fast the card table draws, how idle it is at rest, how soon the
first frame shows.

Frames are the real loop (``App.step``: events, update, draw, flip) on a full 4-seat table with
a card always in flight, at 1920×1080 with SDL's dummy video driver (no window system in the
way, as the toolchain notes advise). Idle: the same loop left alone, its process CPU time over
wall time. Cold start: a fresh interpreter opening the default table, to its first flip.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

FIRST_FRAME_MARK = "sixseq-first-frame"
WARM_UP = 30  # frames not counted: card art and shadows are rendered once per size, then cached


def dummy_display() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def bench_render(frames: int = 600, size: tuple[int, int] = (1920, 1080),
                 idle_seconds: float = 3.0, cold_start: bool = True) -> dict[str, Any]:
    dummy_display()
    from sixseq.games.six_sequences.rules.actions import STOP
    from sixseq.games.six_sequences.view.setups import PositionMatch, showcase
    from sixseq.games.six_sequences.view.table import TableScene
    from sixseq.settings import Settings
    from sixseq.storage import Paths
    from sixseq.ui.app import App
    from sixseq.ui.players import seat_bots
    from sixseq.ui.tween import Flight

    folder = Path(tempfile.mkdtemp(prefix="sixseq-bench-"))
    app = App(size, Settings(language="en", sound=False), Paths(folder, folder, folder))
    state = showcase()
    human = 2
    scene = TableScene(app, PositionMatch(state), human,
                       seat_bots(state.config, human, ("random",), seed=1))
    app.switch(scene)
    app.step()
    scene.animator.finish()
    assert STOP in state.legal_actions()  # the person is to move: no bot thinks meanwhile
    assert scene.scenery is not None and scene.layout is not None
    visible = _visible_cards(scene)
    flyer = scene.hand_order[-1]
    home = scene.scenery.places[flyer].rect


    def run(full: bool) -> list[float]:
        """Frame times; with ``full`` the still layer is redrawn every frame too, as on the
        frame after any move."""
        times = []
        for frame in range(WARM_UP + frames):
            if not scene.animator.busy:
                scene.animator.launch(Flight(flyer, layout.stock.copy(), home.copy(), 0.5,
                                             start_up=False, end_up=True))
            if full:
                scene.forget_still_layer()
            start = time.perf_counter()
            app.step()
            if frame >= WARM_UP:
                times.append((time.perf_counter() - start) * 1000)
        return sorted(times)

    layout = scene.layout
    times, full = run(full=False), run(full=True)
    result: dict[str, Any] = {
        "size": f"{size[0]}x{size[1]}",
        "cards_visible": visible,
        "frames": frames,
        "frame_ms_p50": round(statistics.median(times), 2),
        "frame_ms_p95": _p95(times),
        "fps": round(1000 / statistics.mean(times), 1),
        "full_redraw_ms_p50": round(statistics.median(full), 2),
        "full_redraw_ms_p95": _p95(full),
    }
    scene.animator.finish()
    app.step()
    result["idle_cpu_percent"] = round(_idle_cpu(app, idle_seconds), 2)
    if cold_start:
        result["cold_start_ms"] = round(cold_start_ms())
    return result


def _p95(times: list[float]) -> float:
    return round(times[min(len(times) - 1, int(len(times) * 0.95))], 2)


def _visible_cards(scene: Any) -> int:
    """Cards drawn on the table: combinations, hands, the piles' top cards."""
    scenery = scene.scenery
    combos = sum(len(box.cards) for box in scenery.combos.values())
    fans = sum(fan.count for fan in scenery.fans.values())
    piles = (scene.state.stock_count > 0) + bool(scene.state.discard_pile)
    total: int = combos + fans + len(scenery.hand) + piles
    return total


def _idle_cpu(app: Any, seconds: float) -> float:
    """Percent of one core the real loop uses with nothing moving."""
    wall = time.perf_counter()
    cpu = time.process_time()
    while time.perf_counter() - wall < seconds:
        app.step(block=True)
    return 100 * (time.process_time() - cpu) / (time.perf_counter() - wall)


def first_frame() -> None:
    """The child of :func:`cold_start_ms`: open the default table, draw once, say so, exit."""
    dummy_display()
    from sixseq.games.six_sequences.view.table import new_table
    from sixseq.settings import Settings
    from sixseq.storage import Paths
    from sixseq.ui.app import App

    folder = Path(tempfile.mkdtemp(prefix="sixseq-bench-"))
    app = App(settings=Settings(sound=False), paths=Paths(folder, folder, folder))
    app.switch(new_table(app, app.settings, seed=1))
    app.step()
    print(FIRST_FRAME_MARK, flush=True)


def cold_start_ms(runs: int = 3) -> float:
    """Wall time from launching a new Python process to its first frame of the table (the
    median of ``runs``). Bytecode may be cached, as it is in an installed program: the first
    launch writes it even where PYTHONDONTWRITEBYTECODE is set for development."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return statistics.median(_launch(env) for _ in range(runs))


def _launch(env: dict[str, str]) -> float:
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c",
                              "from sixseq.ui.bench import first_frame; first_frame()"],
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
