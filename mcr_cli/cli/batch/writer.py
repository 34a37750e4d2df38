"""Writing a batch's outcomes: in input order, counted, flushed per line where a reader waits.

On a pipe, a socket or a terminal every outcome is flushed as it is written,
so a reader sees each line as it is made; a regular file gets buffered
blocks.  The counts (failures, expectations met) give the exit status and
the summary line.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Iterable
from typing import IO, NamedTuple

from .pool import STOP


class Outcome(NamedTuple):
    """What one line gave: stdout text (no final newline), a stderr line, failure, expectation.

    ``expectation`` is ``None`` when the line carried none, else whether it was met.
    """

    out: str | None
    err: str | None
    failed: bool
    expectation: bool | None = None


class Packed(NamedTuple):
    """A chunk's outcomes as a worker sends them when each is one line of stdout (``--json``, ``--csv``).

    One text and four counts cross the pipe instead of a tuple per line,
    and the parent writes the chunk in one piece.  The text is UTF-8 bytes
    (``str`` only when it cannot be encoded): a stream that writes UTF-8 takes
    them as they are (``Writer.write_chunk``).
    """

    out: str | bytes
    lines: int
    failed: int
    checked: int
    met: int


class Writer:
    """Writes outcomes in order; counts failures and expectations; flushes per line on a pipe."""

    def __init__(self, out: IO[str], err: IO[str], *, as_json: bool, lang: str | None = None) -> None:
        self.out, self.err, self.as_json, self.lang = out, err, as_json, lang
        self.failed = self.checked = self.met = 0
        self.written = 0
        self.per_line = _flush_per_line(out)
        self.pending: list[str] = []
        self.raw = _utf8_bytes_under(out)
        self.say: Callable[[str], None] | None = None
        """Where a stderr line goes while a progress bar shows (``progress.Bar.say``): above the bar."""

    def write(self, outcomes: Iterable[Outcome]) -> None:
        """Count and write ``outcomes``; a signal that comes meanwhile stops the run after them (``STOP``)."""
        with STOP:
            self._write(outcomes)

    def write_chunk(self, outcomes: Iterable[Outcome] | Packed) -> None:
        """``write``, for what a worker sent: its outcomes, or them ``Packed``."""
        if not isinstance(outcomes, Packed):
            return self.write(outcomes)
        with STOP:
            self.failed, self.checked = self.failed + outcomes.failed, self.checked + outcomes.checked
            self.met, self.written = self.met + outcomes.met, self.written + outcomes.lines
            out = outcomes.out
            if isinstance(out, bytes) and self.raw is not None:
                self._flush()
                self.out.flush()  # what the text layer holds goes first: the order stays the input's
                self.raw.write(out)
                self.raw.write(b"\n")
                if self.per_line:
                    self.raw.flush()
                return
            self.pending.append(out.decode("utf-8") if isinstance(out, bytes) else out)
            self._flush()

    def _write(self, outcomes: Iterable[Outcome]) -> None:
        pending = self.pending
        for out, err, failed, expectation in outcomes:
            if failed:
                self.failed += 1
            if expectation is not None:
                self.checked += 1
                self.met += expectation
            if err is not None:
                self._flush()
                if self.say is not None:
                    self.say(err + "\n")
                else:
                    self.err.write(err + "\n")
                    self.err.flush()
            if out is None:
                continue
            if not self.as_json and self.written:
                pending.append("")  # a blank line between text results
            self.written += 1
            pending.append(out)
            if self.per_line or len(pending) >= 256:
                self._flush()

    def flush(self) -> None:
        with STOP:
            self._flush()

    def _flush(self) -> None:
        if self.pending:
            self.out.write("\n".join(self.pending) + "\n")
            self.pending.clear()
        if self.per_line:
            self.out.flush()

    def summary(self) -> str | None:
        """``22 checked, 21 as expected, 1 differs``, when any line carried an expectation."""
        if not self.checked:
            return None
        differ = self.checked - self.met
        if self.lang == "zh":
            return f"检查 {self.checked} 行：{self.met} 行符合预期，{differ} 行不符"
        return f"{self.checked} checked, {self.met} as expected, {differ} differ" + (
            "s" if differ == 1 else ""
        )


def _utf8_bytes_under(stream: IO[str]) -> IO[bytes] | None:
    """The byte stream under ``stream`` when ``stream`` writes text as UTF-8 with ``\\n`` line ends.

    Then a worker's UTF-8 bytes can go to it as they are, the same bytes the
    text layer would write.  ``None`` for any other stream (another encoding,
    no buffer, line ends translated).
    """
    import codecs

    raw = getattr(stream, "buffer", None)
    encoding = getattr(stream, "encoding", None)
    if raw is None or not isinstance(encoding, str) or os.linesep != "\n":
        return None
    try:
        return raw if codecs.lookup(encoding).name == "utf-8" else None
    except LookupError:
        return None


def _flush_per_line(stream: IO[str]) -> bool:
    """True for a pipe, a socket or a terminal (a reader waits on each line); not for a file or /dev/null."""
    try:
        mode = os.fstat(stream.fileno()).st_mode
        return stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode) or stream.isatty()
    except (AttributeError, OSError, ValueError):
        return True  # an in-memory stream: nothing to gain from holding lines back
