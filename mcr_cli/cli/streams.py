"""When standard output cannot be written: a closed descriptor, a full disk, an I/O error.

``LazyGroup.invoke`` (``cli/options.py``) sends every such failure here, so
that each command ends alike: one line on stderr, ``mcr: cannot write
output: No space left on device``, and status 1 — never a traceback, and
never Python's own "Exception ignored … flush" at exit.  A reader that
closed the pipe (``| head``) is no failure: that ends quietly with status 0
(``quiet_exit``).  Imported only when needed, so that no command's
start-up pays for it.
"""

from __future__ import annotations

import errno
import io
import os
import sys
from typing import NoReturn

from ..faults import Said

FAILED = 1
"""The exit status when output could not be written (as for a refused hand: the work is not done)."""


class ClosedOutput(io.TextIOBase):
    """``sys.stdout`` when the process started with descriptor 1 closed (``mcr … >&-``).

    Python sets ``sys.stdout`` to ``None`` then, and every write would be an
    ``AttributeError``; this stream makes the first write fail as the system
    would, with ``EBADF``, so the run ends with the one-line error.
    """

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, os.strerror(errno.EBADF))

    def isatty(self) -> bool:
        return False

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "utf-8"


class InputError(OSError):
    """A batch file or record that fails as it is read (``EIO``): the run cannot go on.

    ``said`` is its fault (``input.read-failed``), the system's ``reason`` in it.
    """

    def __init__(self, number: int | None, reason: str | Said) -> None:
        from .faults import READ_FAILED

        super().__init__(number, str(reason))
        self.said = READ_FAILED(reason=reason)


def output_failed(err: OSError) -> NoReturn:
    """``mcr: cannot write output: REASON`` on stderr, stdout parked on ``/dev/null``, exit status 1.

    What is still buffered for stdout is dropped there: at exit Python
    flushes it again and would report that failure too.
    """
    said = getattr(err, "said", None)
    if not isinstance(said, Said):
        from .faults import WRITE_FAILED

        said = WRITE_FAILED(reason=err.strerror or str(err) or type(err).__name__)
    stream = sys.stdout
    if stream is not None and not isinstance(stream, ClosedOutput):
        try:
            fd = stream.fileno()  # a test runner's stream has none: nothing to park
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, fd)
            os.close(devnull)
            stream.flush()
        except (OSError, ValueError, AttributeError):
            pass
    stderr = sys.stderr
    if stderr is not None:
        try:
            stderr.write(f"mcr: {said}\n")
            stderr.flush()
        except (OSError, ValueError):  # stderr is full or closed too: the status must say it
            pass
    raise SystemExit(FAILED)


def quiet_exit() -> NoReturn:
    """Exit 0 after the reader closed the pipe: stdout points at /dev/null so nothing more fails.

    Python would otherwise report the failed flush of its stdout buffer at
    exit, and click would turn the error into status 1.
    """
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # not a real file (a test runner's stream)
        pass
    raise SystemExit(0)
