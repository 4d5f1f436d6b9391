"""Worker processes for Hard's samples, so a search can use every core.

One pool per program, started on first use with the 'spawn' method: a fresh interpreter that
imports only the bots (never pygame), safe to start from a thread of a running pygame app,
where forking a threaded process is not. Samples are numbered and split by number, so the
result is the same whatever the number of workers. If the pool cannot start or a worker fails
or is late, the search goes on here (or keeps what arrived), logged: a game never waits on a
broken pool. Frozen apps (PyInstaller) must call ``multiprocessing.freeze_support()`` first.
"""

from __future__ import annotations

import logging
import multiprocessing
import threading
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout

from sixseq.games.six_sequences.bots.hard import SearchResult, SearchSettings, search_samples
from sixseq.games.six_sequences.bots.inference import DiscardClue
from sixseq.games.six_sequences.rules.actions import Action
from sixseq.games.six_sequences.rules.observation import Observation

log = logging.getLogger(__name__)

_GRACE = 0.25  # seconds a worker may be late before its samples are given up
_lock = threading.Lock()
_pool: ProcessPoolExecutor | None = None
_pool_size = 0
_broken = False


def _get_pool(size: int) -> ProcessPoolExecutor | None:
    """The shared pool with at least ``size`` workers, or None if processes cannot run."""
    global _pool, _pool_size, _broken
    with _lock:
        if _broken:
            return None
        if _pool is not None and _pool_size >= size:
            return _pool
        if _pool is not None:
            _pool.shutdown(wait=False, cancel_futures=True)
        try:
            _pool = ProcessPoolExecutor(max_workers=size,
                                        mp_context=multiprocessing.get_context("spawn"))
            _pool_size = size
        except (OSError, ValueError, NotImplementedError):
            log.exception("cannot start %d worker processes; searching in this one", size)
            _broken = True
            _pool = None
        return _pool


def start_workers(size: int) -> None:
    """Start the pool ahead of the first search (processes take a moment to spawn)."""
    pool = _get_pool(size)
    if pool is not None:
        for _ in range(size):
            pool.submit(_ready)


def _ready() -> bool:
    return True


def shutdown_workers() -> None:
    global _pool, _pool_size
    with _lock:
        if _pool is not None:
            _pool.shutdown(wait=True, cancel_futures=True)
        _pool, _pool_size = None, 0


def search_in_workers(workers: int, obs: Observation, candidates: Sequence[Action],
                      settings: SearchSettings, base_seed: int, count: int,
                      seconds: float | None, clue: DiscardClue | None = None) -> SearchResult:
    """``search_samples`` with samples ``0..count-1`` split over ``workers`` processes."""
    global _broken
    pool = _get_pool(workers)
    if pool is None:
        return search_samples(obs, candidates, settings, base_seed, range(count), seconds, clue)
    futures: list[Future[SearchResult]] = [
        pool.submit(search_samples, obs, list(candidates), settings, base_seed,
                    range(k, count, workers), seconds, clue)
        for k in range(workers)]
    parts: list[SearchResult] = []
    for future in futures:
        try:
            parts.append(future.result(timeout=None if seconds is None else seconds + _GRACE))
        except FutureTimeout:
            log.error("a search worker is late; using the samples that arrived")
            future.cancel()
        except Exception:
            log.exception("a search worker failed; searching in this process from now on")
            with _lock:
                _broken = True
    if not parts:
        return search_samples(obs, candidates, settings, base_seed, range(count),
                              None if seconds is None else 0.0, clue)
    return parts[0].merge(parts[1:])
