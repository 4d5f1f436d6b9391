"""The program's log: a rotating file in the user's log folder, so a report of a problem can
come with what happened (the apology after an error names this file)."""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

LOG_NAME = "sixseq.log"
MAX_BYTES = 1_000_000
BACKUPS = 3  # sixseq.log.1 … .3: a few sessions of history, never more than ~4 MB


def log_path(folder: Path) -> Path:
    return folder / LOG_NAME


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
        handler = logging.handlers.RotatingFileHandler(log_path(folder), maxBytes=MAX_BYTES,
                                                       backupCount=BACKUPS, encoding="utf-8")
    except OSError:
        path = None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(handler)
    return path
