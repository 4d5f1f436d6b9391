"""Settings, saves and statistics on disk: JSON with a version, written atomically, never lost.

Where: platformdirs' user config / data / log folders for the app ``sixseq`` (or all three under
``$SIXSEQ_HOME`` when set: portable installs and tests). How: write a temporary file in the same
folder, fsync it, rename it over the old one (a crash leaves the old file or the new one, never
half of one). A file that cannot be used — unreadable, truncated, not JSON, the wrong shape, a
future version, refused by its own loader — is moved aside with a timestamp (never deleted) and
the caller gets one sentence to show the player.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import platformdirs

log = logging.getLogger(__name__)

APP_NAME = "sixseq"
MAX_FILE_BYTES = 8 * 1024 * 1024  # far above any real save; a bigger file is not read
T = TypeVar("T")


class StorageError(OSError):
    """Writing failed (a read-only folder, a full disk); the message says so in a sentence."""


@dataclass(frozen=True)
class Paths:
    config: Path
    data: Path
    logs: Path

    @classmethod
    def default(cls) -> Paths:
        home = os.environ.get("SIXSEQ_HOME")
        if home:
            root = Path(home)
            return cls(root / "config", root / "data", root / "logs")
        return cls(Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
                   Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
                   Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)))


@dataclass(frozen=True)
class Loaded:
    """What reading a file gave: its value (``None`` when absent or unusable) and, when a
    file had to be moved aside, the sentence that tells the player."""

    value: Any
    notice: str | None = None


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as JSON atomically (temp file, fsync, rename)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(data, handle, ensure_ascii=False, indent=1)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temp, path)
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise
        _fsync_folder(path.parent)
    except OSError as error:
        raise StorageError(f"could not write {path}: {error.strerror or error}") from error


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); harmless where folders cannot be opened."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def move_aside(path: Path) -> Path | None:
    """Rename an unusable file to ``name.unreadable-YYYYmmdd-HHMMSS[-n].json``; never delete."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        suffix = f"-{n}" if n else ""
        target = path.with_name(f"{path.stem}.unreadable-{stamp}{suffix}{path.suffix}")
        if not target.exists():
            try:
                path.rename(target)
            except OSError as error:
                log.error("could not move %s aside: %s", path, error)
                return None
            return target
    return None


def read_json(path: Path, kind: str, version: int,
              load: Callable[[dict[str, Any]], T] | None = None, what: str = "file"
              ) -> Loaded:
    """Read a versioned JSON file of ``kind``; ``load`` turns its content into a value and
    raises ``ValueError``/``TypeError``/``KeyError`` for content it refuses. Anything unusable is
    moved aside and explained in ``Loaded.notice``."""
    if not path.exists():
        return Loaded(None)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise ValueError(f"it is {size // 1024 // 1024} MB, far too big")
        data = json.loads(path.read_bytes().decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("it does not hold a JSON object")
        if data.get("kind", kind) != kind:
            raise ValueError(f"it holds a {data.get('kind')!r}, not a {kind!r}")
        found = data.get("version")
        if not isinstance(found, int) or isinstance(found, bool):
            raise ValueError("it has no version number")
        if found > version:
            raise ValueError(f"it was written by a newer sixseq (version {found})")
        if found < version:
            raise ValueError(f"its version {found} is no longer read")
        value = load(data) if load is not None else data
    except (OSError, UnicodeDecodeError, ValueError, TypeError, KeyError,
            RecursionError) as error:
        reason = str(error) or type(error).__name__
        log.warning("unusable %s %s: %s", what, path, reason)
        moved = move_aside(path)
        where = f"; it was kept as {moved.name}" if moved else ""
        return Loaded(None, f"Your {what} could not be read ({reason}){where}, "
                            "so sixseq started afresh.")
    return Loaded(value)
