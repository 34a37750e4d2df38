"""Where output goes: plain text or a rich console, and how wide a cell is on a terminal.

The plain path never imports ``rich.console`` (30 ms of import time); neither
module here imports click, so every layer below the CLI can draw.
"""

from __future__ import annotations

import os
import sys
from typing import IO, TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console


def wants_plain(stream: IO[str] | None = None) -> bool:
    """True when output should be plain text: not a terminal, ``NO_COLOR`` set or ``TERM=dumb``.

    The plain path never imports ``rich.console`` (30 ms of import time).
    """
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return True
    stream = sys.stdout if stream is None else stream
    try:
        return not stream.isatty()
    except (AttributeError, ValueError):
        return True


def make_console(*, stderr: bool = False) -> Console:
    """A rich ``Console`` on stdout (or stderr), built when a command needs one.

    Rich honours ``NO_COLOR``, ``TERM=dumb`` and non-terminals itself.
    """
    from rich.console import Console

    return Console(stderr=stderr, highlight=False, soft_wrap=False)


def cell_width(text: str) -> int:
    """Columns ``text`` takes on a terminal: 2 for wide (CJK) characters, 1 otherwise."""
    if text.isascii():
        return len(text)
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def echo(text: str) -> None:
    """One block of plain text and a newline on stdout, flushed (what ``click.echo`` does)."""
    sys.stdout.write(text + "\n")
    sys.stdout.flush()
