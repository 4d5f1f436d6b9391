"""The program's log: a rotating file in the user's log folder, so a report of a problem can
come with what happened (the apology after an error names this file). Hard crashes in native
code are written there too (:func:`send_faults_to_log`)."""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import sys
from pathlib import Path

LOG_NAME = "sixseq.log"
MAX_BYTES = 1_000_000
BACKUPS = 3  # sixseq.log.1 … .3: a few sessions of history, never more than ~4 MB
_faults_to_log = False  # faulthandler writes to the log file, and follows it when it rotates


def log_path(folder: Path) -> Path:
    return folder / LOG_NAME


class _LogFile(logging.handlers.RotatingFileHandler):
    """The rotating log file; when it rotates, the fault handler moves to the new file (it
    writes to a file descriptor, which would otherwise be the closed old one)."""

    def doRollover(self) -> None:
        if _faults_to_log:
            faulthandler.disable()
        super().doRollover()
        if _faults_to_log and self.stream is not None:
            faulthandler.enable(self.stream)


def configure_logging(folder: Path, level: int = logging.INFO) -> Path | None:
    """Send the ``sixseq`` loggers to ``folder/sixseq.log`` (rotating). Where the folder cannot
    be written, log to standard error instead and return ``None``."""
    logger = logging.getLogger("sixseq")
    logger.setLevel(level)
    for old in list(logger.handlers):
        logger.removeHandler(old)
        old.close()
    path: Path | None = log_path(folder)
    handler: logging.Handler = logging.StreamHandler()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = _LogFile(log_path(folder), maxBytes=MAX_BYTES, backupCount=BACKUPS,
                           encoding="utf-8")
    except OSError:
        path = None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(handler)
    return path


def send_faults_to_log() -> None:
    """Have :mod:`faulthandler` write a crash in native code (a segfault, an abort) with every
    thread's Python stack into the log file set up by :func:`configure_logging` (or standard
    error when there is none)."""
    global _faults_to_log
    for handler in logging.getLogger("sixseq").handlers:
        if isinstance(handler, _LogFile) and handler.stream is not None:
            handler.stream.flush()
            faulthandler.enable(handler.stream, all_threads=True)
            _faults_to_log = True
            return
    if sys.stderr is not None:
        faulthandler.enable(sys.stderr, all_threads=True)
