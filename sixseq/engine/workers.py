"""Worker processes for searches, so a search can use every core.

One pool per program, started the first time a search asks for it, never before (a table that
never needs a search never pays for the processes), with the 'spawn' method: a fresh
interpreter that imports only the job's modules (never pygame), safe to start from a thread of
a running pygame app, where forking a threaded process is not. Searches on the clock run in
this process while the workers come up, and every worker counts its time from the search's
start, so a turn's budget holds however slowly a job reaches it. Samples are numbered and
split by number, so the result is the same whatever the number of workers. If the pool cannot
start or a worker fails or is late, the search goes on here (or keeps what arrived), logged:
a game never waits on a broken pool. Frozen apps (PyInstaller) must call
``multiprocessing.freeze_support()``.
"""

from __future__ import annotations

import logging
import multiprocessing
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout

from sixseq.engine.search import SampleJob, SearchResult, run_samples

log = logging.getLogger(__name__)

_GRACE = 0.25  # seconds a worker may be late before its samples are given up
_lock = threading.Lock()
_pool: ProcessPoolExecutor | None = None
_pool_size = 0
_broken = False
_warming: list[Future[bool]] = []  # each worker's first task, done once it is up


def _ready(job: SampleJob) -> bool:
    """Nothing to do: unpickling ``job`` has imported its game's modules, which the first
    search sent to a fresh worker would otherwise wait for (50 ms past a 100 ms budget)."""
    return job is not None


def _get_pool(size: int, job: SampleJob) -> tuple[ProcessPoolExecutor | None, bool]:
    """The shared pool with at least ``size`` workers (None if processes cannot run), and
    whether its workers are all up. A pool started here is sent ``job`` first, so its workers
    load the game while this process searches."""
    global _pool, _pool_size, _broken, _warming
    with _lock:
        if _broken:
            return None, False
        if _pool is not None and _pool_size >= size:
            return _pool, all(future.done() for future in _warming)
        if _pool is not None:
            _pool.shutdown(wait=False, cancel_futures=True)
        try:
            _pool = ProcessPoolExecutor(max_workers=size,
                                        mp_context=multiprocessing.get_context("spawn"))
            _pool_size = size
            _warming = [_pool.submit(_ready, job) for _ in range(size)]
        except (OSError, ValueError, NotImplementedError):
            log.exception("cannot start %d worker processes; searching in this one", size)
            _broken = True
            _pool = None
            return None, False
        return _pool, False


def _run_slice(job: SampleJob, start: int, count: int, step: int,
               seconds: float | None, ends_by: float | None) -> SearchResult:
    return run_samples(job, range(start, count, step), seconds, ends_by)


def search_in_workers(job: SampleJob, count: int, seconds: float | None, workers: int
                      ) -> SearchResult:
    """Samples ``0..count-1`` split over ``workers`` processes. A search on the clock runs
    here until they are all up (starting, they would spend its time); one counting samples
    waits for them."""
    global _broken
    pool, up = _get_pool(workers, job)
    if pool is None or (seconds is not None and not up):
        return run_samples(job, range(count), seconds)
    ends_by = None if seconds is None else time.time() + seconds
    futures: list[Future[SearchResult]] = [
        pool.submit(_run_slice, job, k, count, workers, seconds, ends_by)
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
        return run_samples(job, range(count), None if seconds is None else 0.0)
    return parts[0].merge(parts[1:])
