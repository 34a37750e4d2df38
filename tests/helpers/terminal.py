"""Run ``mcr`` in a real pseudo-terminal of a given width, as a person at a terminal would see it.

The child gets the pty as stdin, stdout and stderr, its window size set
with ``TIOCSWINSZ`` and ``COLUMNS`` to match, so rich and our plain path
both see a terminal of that width.  The output comes back without colour
codes, one string per line.
"""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios

from mcr_cli.render.console import cell_width

_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")


def run_in_terminal(args: list[str], columns: int, *, rows: int = 50, timeout: float = 60.0) -> list[str]:
    """The lines ``python -m mcr_cli ARGS`` writes to a terminal ``columns`` wide (colours removed)."""
    return _run_child([sys.executable, "-m", "mcr_cli", *args], columns, timeout, rows)


def _run_child(argv: list[str], columns: int, timeout: float, rows: int = 50) -> list[str]:
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "TERM", "COLUMNS", "LINES")}
    env.update(TERM="xterm-256color", COLUMNS=str(columns), LINES=str(rows))
    proc = subprocess.Popen(
        argv,
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=env,
        close_fds=True,
    )
    os.close(slave)
    chunks: list[bytes] = []
    try:
        while True:
            ready, _, _ = select.select([master], [], [], timeout)
            if not ready:
                proc.kill()
                raise TimeoutError(f"{argv} gave no output for {timeout} s")
            try:
                data = os.read(master, 65536)
            except OSError:  # EIO: the child closed the terminal
                break
            if not data:
                break
            chunks.append(data)
    finally:
        os.close(master)
        proc.wait()
    text = _ANSI.sub("", b"".join(chunks).decode("utf-8", "replace"))
    return text.replace("\r\n", "\n").rstrip("\n").split("\n")


_MARK = "\x1e-- width done --\x1e"
_CHILD = """
import fcntl, os, struct, sys, termios
from mcr_cli.cli.main import main
args, widths = sys.argv[1:-1], [int(w) for w in sys.argv[-1].split(",")]
for width in widths:
    fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", 50, width, 0, 0))
    os.environ["COLUMNS"] = str(width)
    try:
        main(args, prog_name="mcr")
    except SystemExit:
        pass
    sys.stdout.write("\\n%s\\n" % MARK)
    sys.stdout.flush()
"""


def run_at_widths(args: list[str], widths: list[int], *, timeout: float = 60.0) -> dict[int, list[str]]:
    """What ``mcr ARGS`` writes to a terminal of each width, from one process (the window resized
    between runs with ``TIOCSWINSZ``): the cost of one start for several widths."""
    code = _CHILD.replace("MARK", repr(_MARK))
    lines = _run_child([sys.executable, "-c", code, *args, ",".join(map(str, widths))], widths[0], timeout)
    out: dict[int, list[str]] = {}
    current: list[str] = []
    for line in lines:
        if line == _MARK:
            while current and not current[-1]:
                current.pop()
            out[widths[len(out)]] = current
            current = []
        else:
            current.append(line)
    return out


def lost_words(wide: set[str], narrow: list[str], columns: int) -> set[str]:
    """The words of ``wide`` that the ``narrow`` lines do not keep.

    A word wider than the terminal (a long file path) cannot stay on one line:
    it counts as kept when its pieces follow one another, line by line.
    """
    kept = {w for line in narrow for w in line.split()}
    joined = "".join(line.strip() for line in narrow)
    return {w for w in wide - kept if cell_width(w) <= columns or w not in joined}
