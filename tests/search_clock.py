"""A searching bot's clock, faked: its search spends exactly the seconds it is given, so a
test can read what each search was allowed without waiting for any of it."""

from __future__ import annotations

import time
import types

import pytest

from sixseq.engine.search import SampleJob, SearchResult


def clocked_search(monkeypatch: pytest.MonkeyPatch, module: types.ModuleType
                   ) -> list[float | None]:
    """Replace ``module``'s ``search`` (and the clock every budget reads) for the test; the
    list fills with the seconds each search was given."""
    clock = [0.0]
    given: list[float | None] = []

    def searched(job: SampleJob, count: int | None, seconds: float | None,
                 workers: int) -> SearchResult:
        given.append(seconds)
        clock[0] += seconds or 0.0
        return SearchResult(job.width)

    monkeypatch.setattr(time, "perf_counter", lambda: clock[0])
    monkeypatch.setattr(module, "search", searched)
    return given
