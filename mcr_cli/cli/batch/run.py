"""The run of a batch: lines in, one outcome per line out, in order, in one process or several.

``run`` sends each line through the ``Job``'s runner (``runner.py``).  With
``jobs > 1`` the lines go in chunks to worker processes (``pool.py``, fed by
``feed.py``), at most a few chunks in flight, and the outcomes are written in
input order (``writer.py``): the bytes are those of ``jobs=1``.  A pool
starts only when the first chunk is followed by more.  ``run_batch`` is a
command's ``--batch FILE`` from end to end (reading, the run, the summary,
the exit code); ``run_items`` runs any items (``mcr replay``'s rounds too).
"""

from __future__ import annotations

import os
import sys
from collections import deque
from collections.abc import Iterator
from itertools import chain
from typing import IO, TYPE_CHECKING, Any

from ..exits import OK, REJECTED
from .pool import Interrupted, quiet_gc
from .reader import Line

if TYPE_CHECKING:
    from ..progress import Bar
    from .runner import Job
    from .writer import Writer

__all__ = ["CHUNK", "jobs_count", "run", "run_batch", "run_items"]

CHUNK = 500
"""Lines per task sent to a worker: big enough to amortise the hand-over, small enough to stream."""


def jobs_count(jobs: int) -> int:
    """Worker processes for ``--jobs``: 0 means one per core."""
    return jobs if jobs > 0 else max(1, os.cpu_count() or 1)


def run(lines: Iterator[Line], job: Job, writer: Writer, jobs: int = 1) -> None:
    """Run every line and write its outcome in order; with ``jobs > 1`` through worker processes.

    Each outcome is handed to the writer as soon as it is made, so a line
    typed or piped in alone comes back at once, and a run stopped by a
    signal (``Interrupted``) loses no line already scored.  The first
    ``CHUNK`` lines run here, one by one: a pool starts only for more.
    """
    runner = job.build()
    for taken, line in enumerate(lines, 1):
        writer.write((runner.run(line),))
        if taken == CHUNK:
            break
    else:
        return
    following = next(lines, None)
    if following is None:  # the input fitted in one chunk: no workers to pay for
        return
    lines = chain((following,), lines)
    if jobs_count(jobs) == 1:
        with quiet_gc():
            for line in lines:
                writer.write((runner.run(line),))
        return
    writer.flush()
    _run_pool(lines, job, writer, jobs_count(jobs))


def _run_pool(lines: Iterator[Line], job: Job, writer: Writer, workers: int) -> None:
    """Chunks to ``workers`` processes, at most 2 per worker in flight, outcomes in input order.

    A thread reads the lines (``feed.Feeder``), so that a chunk goes out
    when it is full or when the input pauses, and finished chunks are
    written while the input is still open.  Stopped by a signal
    (``Interrupted``), it writes the chunks already done, in order, then
    terminates the workers, quietly; a signal while the workers and the
    reader start is raised once they have, so there is a pool to end.
    """
    from .feed import Feeder
    from .pool import STOP, WorkerLost, Workers

    in_flight: deque[int] = deque()  # the worker of each chunk in flight, in input order
    finished = False
    pool: Workers | None = None
    try:
        with STOP:  # a signal as they start waits: cut inside Thread.start, it would break the reader
            pool = Workers(job, workers)
            feeder = Feeder(lines, bound=2 * CHUNK * workers)
        while True:
            chunk = feeder.take(CHUNK)
            if chunk:  # to the worker with the fewest chunks in hand: a slow chunk holds no one up
                worker = min(range(workers), key=in_flight.count)
                pool.send(worker, [tuple(x) if type(x) is Line else x for x in chunk])  # rows pickle fast
                in_flight.append(worker)
            if in_flight and (feeder.done or len(in_flight) >= 2 * workers):
                writer.write_chunk(pool.receive(in_flight[0]))
                in_flight.popleft()
            elif feeder.done and not in_flight:
                break
            while in_flight and pool.ready(in_flight[0]):  # stream what is done without waiting
                writer.write_chunk(pool.receive(in_flight[0]))
                in_flight.popleft()
        finished = True
    except Interrupted:
        try:
            while pool is not None and in_flight and pool.ready(in_flight[0]):
                writer.write_chunk(pool.receive(in_flight[0]))
                in_flight.popleft()
        except (Interrupted, WorkerLost):
            pass
        raise
    finally:
        if pool is not None:
            pool.close(finished=finished)


def run_batch(
    stream: IO[bytes],
    job: Job,
    *,
    as_json: bool,
    jobs: int = 1,
    header: str | None = None,
    lang: str | None = None,
    quiet: bool = False,
) -> int:
    """Run a batch file through ``job``'s line runner (``run``); returns the exit code.

    Blank lines and comment lines are skipped.  With ``as_json`` each other
    line gives one JSON object on stdout, in input order; otherwise its
    rendered result, and its error on stderr as ``error: line N: HAND: ...``.
    When some lines carried ``--expect``, a summary line goes to stderr.
    Returns ``OK`` when every line succeeded (and met its expectation),
    ``REJECTED`` otherwise.  Stopped by SIGINT or SIGTERM, it writes every
    outcome already made, says so on stderr in one line and returns 128 plus
    the signal's number (130, 143), as a shell reports a process the signal killed.
    ``header`` (the CSV header row) is written first.  ``lang`` (``--lang``) is
    the summary's language; each line's runner says its errors in it too.
    A long run from a file shows a progress bar on a terminal unless ``quiet``.
    """
    from ..progress import Bar
    from .reader import read_lines
    from .writer import Writer

    writer = Writer(sys.stdout, sys.stderr, as_json=as_json, lang=lang)
    if header is not None:
        sys.stdout.write(header + "\n")
    stopped = run_items(read_lines(stream), job, writer, jobs, Bar.of_stream(stream, quiet))
    if stopped is not None:
        return stopped
    summary = writer.summary()
    if summary is not None:
        sys.stderr.write(summary + "\n")
    return REJECTED if writer.failed else OK


def run_items(
    items: Iterator[Any], job: Job, writer: Writer, jobs: int = 1, bar: Bar | None = None
) -> int | None:
    """Run ``items`` (batch lines, or ``mcr replay``'s rounds) through ``job`` into ``writer``.

    ``None`` when every item ran; else the exit code of a run stopped by
    SIGINT or SIGTERM (128 + the signal, what was made is written and stderr
    says so) or by a worker killed from outside (``REJECTED``).  ``bar``
    (``cli/progress.py``) shows the run's progress, and is gone before any
    last word of the run is written.
    """
    from .pool import STOP, WorkerLost

    if bar is not None:
        items, writer.say = bar.track(items), bar.say
    STOP.install()
    try:
        run(items, job, writer, jobs)
        writer.flush()
    except (Interrupted, KeyboardInterrupt) as stop:
        import signal

        if bar is not None:
            bar.close()
        signum = stop.signum if isinstance(stop, Interrupted) else int(signal.SIGINT)
        writer.flush()
        sys.stderr.write(
            f"mcr: interrupted by {signal.Signals(signum).name}; the lines before it are written\n"
        )
        return 128 + signum
    except WorkerLost as lost:
        if bar is not None:
            bar.close()
        writer.flush()
        sys.stderr.write(f"mcr: {lost}; the lines before it are written\n")
        return REJECTED
    finally:
        if bar is not None:
            bar.close()
        STOP.restore()
    return None
