"""When something goes wrong: every error reaches the log, and the player gets a report to send.

:func:`catch_everything` (called once at start) sends what would otherwise be lost to the log:
an uncaught error on the main thread before or after the window's loop (``sys.excepthook``),
on any other thread (``threading.excepthook``), and a hard crash in native code — a segfault in
SDL, a deadlock dumped on request — through :mod:`faulthandler` (see
:func:`sixseq.logs.send_faults_to_log`). :func:`report` is the few lines a player can copy
from the apology screen into a message: the versions of everything involved, the system, the
error, and where the log is.
"""

from __future__ import annotations

import logging
import platform
import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType

from sixseq import __version__
from sixseq.logs import send_faults_to_log

log = logging.getLogger(__name__)


def catch_everything(log_file: Path | None) -> None:
    """Route every uncaught error, on any thread, and every native crash to the log."""
    send_faults_to_log()
    previous = sys.excepthook

    def on_main(kind: type[BaseException], error: BaseException,
                trace: TracebackType | None) -> None:
        if not issubclass(kind, KeyboardInterrupt):
            log.critical("uncaught error; sixseq stops (log: %s)", log_file,
                         exc_info=(kind, error, trace))
        previous(kind, error, trace)

    def on_thread(args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit:
            return
        name = args.thread.name if args.thread is not None else "a thread"
        log.error("uncaught error in %s", name,
                  exc_info=(args.exc_type, args.exc_value or args.exc_type(),
                            args.exc_traceback))

    sys.excepthook = on_main
    threading.excepthook = on_thread


def versions() -> list[tuple[str, str]]:
    """What a bug report needs to know about the program and the machine."""
    import pygame

    sdl = ".".join(str(n) for n in pygame.get_sdl_version())
    return [("sixseq", __version__),
            ("Python", f"{platform.python_version()} ({platform.python_implementation()})"),
            ("pygame-ce", pygame.version.ver), ("SDL", sdl),
            ("system", platform.platform())]


def report(log_file: Path, error: BaseException | None = None) -> str:
    """The report a player copies after a crash: versions, the system, the error in one line
    (where it happened), and the log file that holds the details."""
    lines = [f"{name}: {value}" for name, value in versions()]
    if error is not None:
        lines.append("error: " + describe(error))
    lines.append(f"log: {log_file}")
    return "\n".join(lines)


def describe(error: BaseException) -> str:
    """``ValueError: bad thing (sixseq/x.py:12, in f)``: the error and the innermost frame of
    the program's own code (else the innermost of all)."""
    text = "".join(traceback.format_exception_only(type(error), error)).strip()
    frames = traceback.extract_tb(error.__traceback__)
    ours = [f for f in frames if "sixseq" in Path(f.filename).parts] or frames
    if ours:
        frame = ours[-1]
        parts = Path(frame.filename).parts
        where = "/".join(parts[parts.index("sixseq"):]) if "sixseq" in parts else frame.filename
        text += f" ({where}:{frame.lineno}, in {frame.name})"
    return " ".join(text.split())
