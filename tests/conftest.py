"""Test-wide setup: no display and no audio device are needed, ever."""

import os
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture
def cli_apps(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[Any]:
    """Apps opened by ``cli.main`` in this test, each run for one step instead of its loop
    (files under ``tmp_path`` through ``SIXSEQ_HOME``)."""
    from sixseq.ui.app import App

    opened: list[App] = []

    def run_once(app: App, max_frames: int | None = None) -> int:
        app.step()
        opened.append(app)
        return 0

    monkeypatch.setenv("SIXSEQ_HOME", str(tmp_path))
    monkeypatch.setattr(App, "run", run_once)
    return opened


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Every (words, size, where) the scenes draw through ``text.draw`` in this test."""
    import pygame

    from sixseq.ui import text

    seen: list[tuple[str, int, pygame.Rect]] = []
    draw = text.draw

    def spy(screen: pygame.Surface, words: str, px: int, *args: object,
            **kwargs: object) -> pygame.Rect:
        rect = draw(screen, words, px, *args, **kwargs)  # type: ignore[arg-type]
        seen.append((words, px, rect))
        return rect

    monkeypatch.setattr(text, "draw", spy)
    return seen
