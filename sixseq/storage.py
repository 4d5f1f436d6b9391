"""Settings, saves and statistics on disk: JSON with a version, written atomically, never lost.

Where: platformdirs' user config / data / log folders for the app ``sixseq`` (or all three under
``$SIXSEQ_HOME`` when set: portable installs and tests). How: write a temporary file in the same
folder, fsync it, rename it over the old one (a crash leaves the old file or the new one, never
half of one, and a temporary file that the next start removes). A file whose content cannot be
used — not a regular file, too big, truncated, not JSON, the wrong shape, a future version,
refused by its own loader — is moved aside with a timestamp (never deleted) and the caller gets
one sentence to show the player (a file written by a newer sixseq is said to be one: nothing is
wrong with it). A file that cannot be *read* just now (locked, a flaky network
home) is left exactly where it is, and said so: a passing error never costs any history.
"""

from __future__ import annotations

import errno
import json
import logging
import math
import os
import re
import stat
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, TypeVar

import platformdirs

log = logging.getLogger(__name__)

APP_NAME = "sixseq"
MAX_FILE_BYTES = 8 * 1024 * 1024  # far above any real save; a bigger file is not read
READ_CHUNK = 64 * 1024
# A temporary file of a write is ".<name>.<pid>.<random>.tmp" beside the file it replaces.
_TEMP_NAME = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)\.[^.]+\.tmp$")
_OLD_TEMP_NAME = re.compile(r"^\.(?P<name>.+\.json)\.[^.]+\.tmp$")  # before the pid was in it
STALE_TEMP_SECONDS = 600  # where a writer's process cannot be checked: this old is left over
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


class DataLock:
    """The data folder, held by the one sixseq window playing its games: a second window on
    the same games would save over the first's, the last to save winning. The system lets the
    lock go when the process ends, however it ends, so a crash leaves nothing to clear. A
    second launch knocks (:meth:`knock`) and the holder hears it (:meth:`knocked`), so the
    window already open can come to the front."""

    def __init__(self, paths: Paths) -> None:
        self.path = paths.data / "sixseq.lock"
        self._handle: IO[bytes] | None = None
        self._heard: bytes | None = None  # the last knock's stamp when the holder looked

    def acquire(self) -> bool:
        """Hold the lock; False when another running sixseq holds it. Where no lock can be
        made (a read-only folder, a file system without locks) nothing is known of another
        window, and play goes on as if the lock were held."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # held open until release; unbuffered, so each knock is read afresh
            handle = open(self.path, "a+b", buffering=0)  # noqa: SIM115
        except OSError as error:
            log.warning("no lock on %s (%s); another window would not be noticed", self.path,
                        error.strerror or error)
            return True
        try:
            _lock(handle)
        except OSError as error:
            handle.close()
            if error.errno in _HELD:
                return False
            log.warning("no lock on %s (%s); another window would not be noticed", self.path,
                        error.strerror or error)
            return True
        self._handle = handle
        self._heard = self._stamp()
        return True

    def knock(self) -> None:
        """A second launch's word to the window holding the lock: a new stamp written in the
        lock file past the byte Windows locks (the file holds nothing else), which the holder
        hears (:meth:`knocked`)."""
        try:
            with open(self.path, "r+b") as handle:
                handle.seek(_KNOCK_AT)
                handle.write(b"%020d" % time.time_ns())
        except OSError as error:
            log.info("could not knock on %s: %s", self.path, error.strerror or error)

    def knocked(self) -> bool:
        """Whether another launch knocked since the holder last looked (never, for a window
        not holding the lock)."""
        stamp = self._stamp()
        knocked = stamp is not None and self._heard is not None and stamp != self._heard
        self._heard = stamp
        return knocked

    def _stamp(self) -> bytes | None:
        """The last knock's stamp in the held lock file (None when not held, or unreadable)."""
        if self._handle is None:
            return None
        try:
            self._handle.seek(_KNOCK_AT)
            return self._handle.read(20)
        except OSError:
            return None

    def release(self) -> None:
        if self._handle is not None:
            self._handle.close()  # closing lets the lock go
            self._handle = None


_HELD = {errno.EACCES, errno.EAGAIN, errno.EWOULDBLOCK, errno.EDEADLK}
_KNOCK_AT = 1  # a knock's stamp is written past the one byte msvcrt locks


def _lock(handle: IO[bytes]) -> None:
    """An exclusive lock on ``handle``'s file without waiting (``OSError`` when held)."""
    if sys.platform == "win32":
        import msvcrt

        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)


class FileNotice(str):
    """The sentence that tells the player about a file that could not be used; ``kept`` says
    whether the file was left in place (it could not be read just now) rather than set aside
    (its content is unusable); ``newer``, that it was set aside as the work of a newer
    sixseq (whose version this one cannot read), not as a damaged file."""

    kept: bool
    newer: bool

    def __new__(cls, text: str, kept: bool = False, newer: bool = False) -> FileNotice:
        notice = super().__new__(cls, text)
        notice.kept = kept
        notice.newer = newer
        return notice


@dataclass(frozen=True)
class Loaded:
    """What reading a file gave: its value (``None`` when absent or unusable) and, when a
    file had to be moved aside or could not be read, the sentence that tells the player.
    ``kept``: the file is there but could not be read now — the caller must not write over it
    with a value made without it."""

    value: Any
    notice: FileNotice | None = None

    @property
    def kept(self) -> bool:
        return self.notice is not None and self.notice.kept


class _Unusable(ValueError):
    """The file's content (or kind) cannot be used: it is set aside."""


class _Newer(ValueError):
    """The file was written by a newer sixseq: it is set aside, and said to be that."""


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as JSON atomically (temp file, fsync, rename)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp",
                                    dir=path.parent)
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
              load: Callable[[dict[str, Any]], T] | None = None, what: str = "file",
              oldest: int | None = None, set_aside: bool = True) -> Loaded:
    """Read a versioned JSON file of ``kind``, of ``version`` or any older one down to
    ``oldest`` (by default ``version`` only); ``load`` turns its content into a value and
    raises ``ValueError``/``TypeError``/``KeyError`` for content it refuses. Unusable content
    is moved aside and explained in ``Loaded.notice`` (without ``set_aside``, for a window
    that writes nothing, only left unread); a file that cannot be read now is left in place,
    and the notice says that too (``Loaded.kept``)."""
    if not path.exists():
        return Loaded(None)
    try:
        raw = read_regular_file(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        return Loaded(None)  # gone between the two looks
    except OSError as error:
        reason = error.strerror or type(error).__name__
        log.warning("could not read %s %s now: %s; left as it is", what, path, reason)
        return Loaded(None, FileNotice(f"Your {what} could not be read just now ({reason}); it "
                                       "was left as it is, and nothing will be written over it "
                                       "in this session.", kept=True))
    except _Unusable as error:
        return _set_aside(path, what, str(error), move=set_aside)
    try:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("it does not hold a JSON object")
        if data.get("kind", kind) != kind:
            raise ValueError(f"it holds a {data.get('kind')!r}, not a {kind!r}")
        found = data.get("version")
        if not isinstance(found, int) or isinstance(found, bool):
            raise ValueError("it has no version number")
        if found > version:
            raise _Newer(f"version {found}")
        if found < (version if oldest is None else oldest):
            raise ValueError(f"its version {found} is no longer read")
        value = load(data) if load is not None else data
    except _Newer as error:
        return _set_aside(path, what, str(error), newer=True, move=set_aside)
    except (UnicodeDecodeError, ValueError, TypeError, KeyError, RecursionError) as error:
        return _set_aside(path, what, str(error) or type(error).__name__,
                          move=set_aside)
    return Loaded(value)


def _set_aside(path: Path, what: str, reason: str, newer: bool = False,
               move: bool = True) -> Loaded:
    """Move the file aside and say so; ``newer``: it is the work of a newer sixseq (``reason``
    names its version), not a damaged file. Not to ``move``: the file is only left unread."""
    log.warning("%s %s %s: %s", "newer" if newer else "unusable", what, path, reason)
    if not move:
        return Loaded(None)
    moved = move_aside(path)
    if newer:
        where = f" as {moved.name}" if moved else ""
        # Worded so the verb agrees with any ``what`` ("settings file", "Rami statistics").
        return Loaded(None, FileNotice(f"A newer version of sixseq ({reason}) wrote your "
                                       f"{what}: it was kept aside{where}, never deleted, so "
                                       "sixseq started afresh.", newer=True))
    where = f"; it was kept as {moved.name}" if moved else ""
    return Loaded(None, FileNotice(f"Your {what} could not be read ({reason}){where}, "
                                   "so sixseq started afresh."))


def read_regular_file(path: Path, limit: int) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes. Anything else
    (a FIFO, a device such as ``/dev/zero``, a folder) is refused before it is read, and the
    limit holds while reading too (a file that grows, a size the system gets wrong), so no
    file can hang the program or fill its memory. ``_Unusable`` for what must be set aside;
    ``OSError`` when reading fails (the file itself may be fine)."""
    _check_regular(os.stat(path), limit)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        _check_regular(os.fstat(fd), limit)  # the file opened, not one swapped in meanwhile
        chunks: list[bytes] = []
        size = 0
        while chunk := os.read(fd, READ_CHUNK):
            size += len(chunk)
            if size > limit:
                raise _Unusable(f"it is more than {limit // 1024 // 1024} MB, far too big")
            chunks.append(chunk)
    finally:
        os.close(fd)
    return b"".join(chunks)


def _check_regular(info: os.stat_result, limit: int) -> None:
    if not stat.S_ISREG(info.st_mode):
        kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file"
        raise _Unusable(f"it is {kind}")
    if info.st_size > limit:
        raise _Unusable(f"it is {info.st_size // 1024 // 1024} MB, far too big")


def clean_temporary_files(paths: Paths) -> int:
    """Remove the temporary files that writes interrupted by a crash left beside the files
    they were replacing; a write still under way in another running sixseq is left alone.
    Returns how many were removed."""
    removed = 0
    now = time.time()
    for folder in {paths.config, paths.data}:
        try:
            candidates = list(folder.glob(".*.tmp"))
        except OSError:
            continue
        for temp in candidates:
            match = _TEMP_NAME.match(temp.name)
            try:
                age = now - temp.stat().st_mtime
                if match is None:
                    if not (_OLD_TEMP_NAME.match(temp.name) and age > STALE_TEMP_SECONDS):
                        continue
                elif not _writer_gone(int(match["pid"]), age):
                    continue
                temp.unlink()
            except OSError as error:
                log.warning("could not remove the temporary file %s: %s", temp, error)
                continue
            removed += 1
            log.info("removed %s, left by an interrupted write", temp)
    return removed


def _writer_gone(pid: int, age: float) -> bool:
    """Whether the process that wrote a temporary file has ended (it left the file behind).
    Where processes cannot be asked without harm (Windows), by the file's age."""
    if pid == os.getpid():
        return False
    if sys.platform == "win32":
        return age > STALE_TEMP_SECONDS
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False  # it exists (someone else's): leave its file until it is old
    return age > 24 * 3600  # a live process of that number: a reused number, or a stuck write


# --- fields checked where they are read ---------------------------------------------------------

def whole_number(value: object, low: int, high: int) -> bool:
    """An int (not a bool) within ``low..high``."""
    return type(value) is int and low <= value <= high


def finite_number(value: object, low: float, high: float) -> bool:
    """An int or float (not a bool, not NaN or infinite) within ``low..high``."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return math.isfinite(value) and low <= value <= high


def plain_text(value: object, longest: int) -> bool:
    """A string of at most ``longest`` printable characters (no NUL, no control codes)."""
    return isinstance(value, str) and len(value) <= longest and value.isprintable()
