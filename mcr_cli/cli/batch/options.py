"""The options of a command's batch mode: ``--batch FILE``, ``--jobs N``, ``--quiet``.

Declared once here for ``mcr score``, ``mcr waits``, ``mcr shanten`` and
``mcr replay`` (which takes ``--jobs`` with its own help), and ``--quiet`` for
``mcr standings`` too: every long run can show a progress bar (``cli/progress.py``).
The strict option machinery every command uses (``StrictCommand``, the
parameter types) is ``cli/options.py``; the output options ``cli/output_options.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from ..options import SaidFile, StrictInt

MAX_JOBS = 256
"""The most worker processes ``--jobs`` starts."""
JOBS_HELP = "With --batch: N worker processes, 0 for one per core; output stays in input order."


def batch_option(help: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``--batch FILE`` (``-`` is standard input), read as bytes by ``reader.read_lines``."""
    return click.option("--batch", type=SaidFile("rb"), metavar="FILE", help=help)


def jobs_option(help: str = JOBS_HELP) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``--jobs N``: worker processes for the run (0: one per core)."""
    return click.option(
        "--jobs",
        "-j",
        type=StrictInt(0, MAX_JOBS),
        metavar="N",
        default=1,
        show_default=True,
        help=help,
    )


def quiet_option() -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``--quiet``: no progress bar on a terminal (``cli/progress.py``); what is written is the same."""
    return click.option(
        "--quiet", "-q", is_flag=True, help="No progress bar on the terminal during a long run."
    )


def refuse_jobs_without_batch(jobs: int) -> None:
    """``--jobs`` only means something with ``--batch``; alone it contradicts a single hand."""
    ctx = click.get_current_context()
    from click.core import ParameterSource

    if ctx.get_parameter_source("jobs") is ParameterSource.COMMANDLINE:
        from ..faults import JOBS_WITHOUT_BATCH, SaidUsageError

        raise SaidUsageError(JOBS_WITHOUT_BATCH(jobs=jobs))
