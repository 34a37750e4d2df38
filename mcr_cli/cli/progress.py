"""A progress bar for long work: a batch, a replay, standings over many records.

Rich's bar, on standard error, with lines per second and the time left.  It
shows only where a person watches a run whose results go elsewhere: standard
error is a terminal and standard output is not (``mcr score --batch big.txt
--json > out.jsonl``), the input is a regular file (its size gives the time
left), and the run has lasted ``AFTER`` seconds, so that a quick run never
flickers.  Never under ``--quiet``; never on a pipe or a file.  It is
transient: when the run ends the bar is gone, and standard output is byte for
byte what it is without it.  No thread is started (the bar is redrawn as the
run reads its input), so a run's exit and its signals are as without it.
"""

from __future__ import annotations

import os
import stat
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from typing import IO, TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from rich.progress import Progress

T = TypeVar("T")

AFTER = 1.0
"""Seconds a run lasts before its bar shows."""
EVERY = 0.1
"""Seconds between two redraws."""


def _regular_size(stream: Any) -> int | None:
    """The size of the file behind ``stream``, or ``None`` for a pipe, a terminal or no file at all."""
    try:
        info = os.fstat(stream.fileno())
    except (AttributeError, OSError, ValueError):
        return None
    return info.st_size if stat.S_ISREG(info.st_mode) else None


def _watched(quiet: bool) -> bool:
    """A person watches standard error while the results go to a file or a pipe."""
    if quiet:
        return False
    try:
        return sys.stderr.isatty() and not sys.stdout.isatty() and os.environ.get("TERM") != "dumb"
    except (AttributeError, ValueError):
        return False


class Bar:
    """The bar of one run: ``track`` its items, ``say`` a line of standard error above it, ``close`` it."""

    def __init__(
        self, total: int | None, position: Callable[[], int] | None = None, unit: str = "lines"
    ) -> None:
        self.total, self.unit = total, unit
        self.done = 0
        self.position = position or (lambda: self.done)
        self.started = time.monotonic()
        self.shown: Progress | None = None
        self.task: Any = None
        self.drawn = 0.0

    @classmethod
    def of_stream(cls, stream: IO[bytes], quiet: bool) -> Bar | None:
        """The bar of a batch read from ``stream``, or ``None`` where none is shown."""
        size = _regular_size(stream)
        if size is None or not size or not _watched(quiet):
            return None
        return cls(size, stream.tell)

    @classmethod
    def of_files(
        cls, paths: Sequence[str], quiet: bool, unit: str, position: Callable[[], int] | None = None
    ) -> Bar | None:
        """The bar of a run over named files: by their bytes read (``position``), else by files done."""
        if "-" in paths or not _watched(quiet):
            return None
        if position is None:
            return cls(len(paths), unit=unit) if len(paths) > 1 else None
        try:
            total = sum(os.path.getsize(p) for p in paths)
        except OSError:
            return None
        return cls(total, position, unit) if total else None

    def track(self, items: Iterator[T]) -> Iterator[T]:
        """``items`` as they are, the bar redrawn between them."""
        for item in items:
            self.done += 1
            if not self.done & 63 or self.unit != "lines":
                self._tick()
            yield item

    def step(self) -> None:
        """One more file done."""
        self.done += 1
        self._tick()

    def _tick(self) -> None:
        now = time.monotonic()
        if now - self.drawn < EVERY or now - self.started < AFTER:
            return
        self.drawn = now
        try:
            where = self.position()
        except (OSError, ValueError):
            return
        if self.shown is None:
            self._show()
        assert self.shown is not None
        self.shown.update(self.task, completed=where, count=self.done, rate=self.done / (now - self.started))
        self.shown.refresh()

    def _show(self) -> None:
        from rich.console import Console
        from rich.progress import BarColumn, Progress, TaskProgressColumn, TextColumn, TimeRemainingColumn

        unit = self.unit
        self.shown = Progress(
            BarColumn(),
            TaskProgressColumn(),
            TextColumn(f"{{task.fields[count]}} {unit}"),
            TextColumn(f"{{task.fields[rate]:.0f}} {unit}/s"),
            TimeRemainingColumn(),
            console=Console(file=sys.stderr),
            auto_refresh=False,
            transient=True,
            redirect_stdout=False,
            redirect_stderr=False,
        )
        self.task = self.shown.add_task("", total=self.total, count=self.done, rate=0.0)
        self.shown.start()

    def say(self, text: str) -> None:
        """A line of standard error (a refused line, in order): above the bar when it shows."""
        if self.shown is None:
            sys.stderr.write(text)
            sys.stderr.flush()
        else:
            self.shown.console.print(text, end="", markup=False, highlight=False, soft_wrap=True)

    def close(self) -> None:
        """The bar is gone: what follows on standard error starts on a clean line."""
        if self.shown is not None:
            self.shown.stop()
            self.shown = None
