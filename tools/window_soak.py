"""What a window resized all evening, and pages opened again and again, leave behind: the two
measurements of ``docs/performance.md`` ("A long session") that ``sixseq bench soak``'s monkey
does not make on its own (it resizes now and then, and may never reach a page).

    .venv/bin/python tools/window_soak.py [--times 50] [--seed 1160] [--json]

- **resizes**: the main menu open, the window resized ``--times`` times to sizes drawn from
  the seed (as the monkey draws them), each drawn once: the process's peak resident memory
  and its open files, before and after, and the fonts kept.
- **pages**: the statistics page, the settings dialog, the rules page, each opened and closed
  ``--times`` times, then the language switched to French and back as often: pygame-gui
  elements alive, fonts kept and open files after the first time and after the last.

Headless (no display or audio device needed), in a fresh temporary home folder. It uses only
what the program has had from the start (the app, its shell, the fonts' cache), so the same
script measures an older commit too: ``PYTHONPATH=<its checkout> python tools/window_soak.py``.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import resource
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Any

from sixseq.settings import Settings
from sixseq.storage import Paths
from sixseq.ui import fonts
from sixseq.ui.app import App
from sixseq.ui.bench import dummy_display
from sixseq.ui.shell import Shell

SIZE = (1280, 800)


def peak_mb() -> float:
    """The process's peak resident memory (Linux reports kilobytes)."""
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def open_files() -> int:
    return len(os.listdir("/proc/self/fd")) if os.path.isdir("/proc/self/fd") else 0


def figures(app: App) -> dict[str, Any]:
    gc.collect()
    return {"peak_rss_mb": peak_mb(), "open_files": open_files(), "fonts": len(fonts._fonts),
            "ui_elements": len(app.ui.get_sprite_group().sprites())}


def frames(app: App, count: int = 3) -> None:
    for _ in range(count):
        app.invalidate()
        app.step()


def resize(app: App, size: tuple[int, int]) -> None:
    """The window dragged to ``size``, as the monkey drags it."""
    import pygame  # after sixseq, which keeps pygame's greeting off the output

    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    frames(app, 1)


def resizes(app: App, times: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    before = figures(app)
    for _ in range(times):
        resize(app, (rng.randint(640, 1920), rng.randint(480, 1080)))
    return {"before": before, "after": figures(app)}


def pages(app: App, shell: Shell, times: int) -> dict[str, Any]:
    from sixseq.ui.settings_dialog import SettingsDialog

    def stats() -> None:
        shell.open_stats()
        frames(app)
        shell.main_menu()

    def settings() -> None:
        app.open_dialog(lambda close: SettingsDialog(app, close))
        frames(app)
        assert app.dialog is not None
        app.dialog.close()

    def rules() -> None:
        shell.open_rules()
        frames(app)
        shell.main_menu()

    def language() -> None:
        for locale in ("fr", "en"):
            app.change_settings(replace(app.settings, language=locale))
            frames(app)

    found: dict[str, Any] = {}
    for name, once in (("stats", stats), ("settings", settings), ("rules", rules),
                       ("language", language)):
        once()
        frames(app)
        first = figures(app)
        for _ in range(times - 1):
            once()
            frames(app)
        found[name] = {"after_the_first": first, "after_the_last": figures(app)}
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--times", type=int, default=50, help="default %(default)s")
    parser.add_argument("--seed", type=int, default=1160, help="default %(default)s")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    dummy_display()
    with tempfile.TemporaryDirectory(prefix="sixseq-window-soak-") as home:
        paths = Paths(Path(home) / "config", Path(home) / "data", Path(home) / "logs")
        app = App(SIZE, Settings(language="en", sound=False), paths)
        shell = Shell(app)
        shell.start()
        frames(app)
        result = {"times": args.times, "seed": args.seed,
                  "resizes": resizes(app, args.times, args.seed)}
        resize(app, SIZE)
        result["pages"] = pages(app, shell, args.times)
        app.quit()
    if args.json:
        print(json.dumps(result))
    else:
        print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
