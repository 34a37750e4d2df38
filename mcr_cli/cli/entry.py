"""The ``mcr`` console script and ``python -m mcr_cli``: Ctrl-C is taken before anything else is imported.

Python turns SIGINT into ``KeyboardInterrupt``, and one that arrives while
modules import (the first ~50 ms of a run) would escape as a traceback, or
reach click as ``Aborted!`` with exit 1.  So the first thing the command
does, before it imports click, rich or the core, is take SIGINT itself:
whenever it comes outside a batch, ``mcr`` writes one line,
``mcr: interrupted by SIGINT``, and ends with 130 (128 + the signal, as a
shell reports a process the signal killed).  A batch or a replay puts its
own handler in place for its run (``cli/batch/pool.py``: what was scored is
written first) and gives this one back after.  A SIGINT ignored when ``mcr``
started (``nohup``) stays ignored.  Importing ``mcr_cli`` itself imports
nothing (``mcr_cli/__init__.py``), so only Python's own start-up comes before
this module.
"""

from __future__ import annotations

import _signal  # type: ignore[import-not-found]  # not ``signal``: it imports enum, ~10 ms before the guard
import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from types import FrameType

INTERRUPTED = b"mcr: interrupted by SIGINT\n"
"""The one line a Ctrl-C outside a batch writes on standard error (docs/score.md, "Exit status")."""


def _interrupted(signum: int, frame: FrameType | None) -> None:
    """Leave at once: no traceback, nothing half-imported to unwind, the status a killed process gives."""
    try:
        os.write(2, INTERRUPTED)
    finally:
        os._exit(128 + signum)


def take_sigint() -> None:
    """Answer SIGINT with ``_interrupted``, unless the process started with it ignored."""
    if _signal.getsignal(_signal.SIGINT) is not _signal.SIG_IGN:
        _signal.signal(_signal.SIGINT, _interrupted)


take_sigint()


def run() -> None:
    """``mcr``: the command line of ``cli/main.py``, with Ctrl-C taken from the first instant.

    Importing the command line (click and ours) makes some hundred thousand
    objects and no garbage, yet the cycle collector runs a pass every 700 of
    them, and its older passes walk every object made so far: about 8M
    instructions, a twentieth of ``mcr score HAND``'s start-up.  So it is off
    while the command line imports; what was made is then frozen (a
    generation the collector never walks, as a batch does: ``quiet_gc``) and
    the collector back on before the command runs, which collects its
    cycles as usual.  This is done here, not as ``entry`` imports, so that a
    process that only imports it keeps its collector as it was.
    """
    import gc

    collecting = gc.isenabled()
    gc.disable()
    try:
        from .main import run as command_line
    finally:
        gc.freeze()
        if collecting:
            gc.enable()
    command_line()
