"""Test-wide setup: no display and no audio device are needed, ever."""

import os
import random
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def replayable_deals(monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> None:
    """Games a test starts as a player does (New game, Play again) are dealt from the
    system's randomness; here from a seed named by the test, so every run deals the same
    cards and a failure replays."""
    from sixseq.engine import rng

    monkeypatch.setattr(rng, "FRESH", random.Random(request.node.nodeid))


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
