"""Batch mode: lines in, one outcome per line out, in order, in one process or several.

Reading (``read_lines``).  The input is read as bytes, one line at a time
with a cap (``limits.MAX_LINE_BYTES``): only ``\\n`` ends a line, so a lone
``\\r`` or U+2028 stays inside it, and line N is the line an editor shows as
N.  One ``\\r`` before the ``\\n`` (CRLF files) and a UTF-8 byte-order mark
on the first line are dropped.  A line longer than the cap is skipped over in
pieces, never held whole, and reported as that line's error; so is a line
that is not UTF-8.  A line that is blank (spaces, tabs) or whose first
non-blank character is ``#`` is skipped and gives no outcome.

Running (``run``).  A ``LineRunner`` turns one line into an ``Outcome``:
the text for stdout (a JSON object, or a rendered table), the line for
stderr, and whether it failed or missed its expectation.  With ``jobs > 1``
the lines go in chunks to worker processes, at most a few chunks in flight,
and the outcomes are written in input order: the bytes are those of
``jobs=1``.  A pool starts only when the first chunk is followed by more.

Writing (``writer.Writer``): in order, flushed per line on a pipe.
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable, Iterator
from importlib import import_module
from itertools import chain
from typing import IO, Any, NamedTuple

from ..faults import Said
from ..limits import MAX_LINE_BYTES, shorten
from ..render.output import error_message, printable, safe_json
from .lines import LineError, LineParser, split_line
from .pool import Interrupted, quiet_gc
from .writer import Outcome, Packed, Writer

__all__ = ["CHUNK", "Job", "Line", "LineRunner", "Outcome", "Packed", "Writer", "read_lines", "run"]

CHUNK = 500
"""Lines per task sent to a worker: big enough to amortise the hand-over, small enough to stream."""
_SKIP = b" \t"
"""Blanks around a line's words: spaces and tabs (a CR is a character, an error in notation)."""
_BOM = b"\xef\xbb\xbf"


class Line(NamedTuple):
    """A line to run: its number, its text (stripped) or the fault that stops it being read."""

    number: int
    text: str
    fault: Said | None = None


Row = tuple[int, str, "Said | None"]
"""A ``Line`` as a plain tuple, as a chunk goes to a worker: a named tuple pickles ten times slower."""
_tuple_new = tuple.__new__
"""``Line`` made from a plain tuple without the Python ``__new__`` of a named tuple (half the cost)."""


# --- reading --------------------------------------------------------------------------


def _skip_rest(stream: IO[bytes]) -> None:
    """Read past the rest of an overlong line in bounded pieces."""
    while True:
        piece = stream.readline(65536)
        if not piece or piece.endswith(b"\n"):
            return


def read_lines(stream: IO[bytes], limit: int = MAX_LINE_BYTES) -> Iterator[Line]:
    """The lines of ``stream`` worth running, numbered as an editor numbers them (see the module).

    A read that fails (``EIO``) is an ``InputError``: the run cannot go on, and says so.
    """
    try:
        yield from _read_lines(stream, limit)
    except OSError as err:
        from .streams import InputError

        raise InputError(err.errno, err.strerror or str(err)) from None


def _read_lines(stream: IO[bytes], limit: int) -> Iterator[Line]:
    number = 0
    readline = stream.readline
    while True:
        raw = readline(limit + 1)
        if not raw:
            return
        number += 1
        if number == 1 and raw.startswith(_BOM):
            raw = raw[3:]
            if len(raw) == limit - 2 and not raw.endswith(b"\n"):  # the mark took 3 bytes of the cap
                raw += readline(3)
        overlong = len(raw) > limit and not raw.endswith(b"\n")
        if raw.endswith(b"\n"):  # the line end: LF, or CR LF; any other CR is part of the line
            raw = raw[:-2] if raw.endswith(b"\r\n") else raw[:-1]
        body = raw.strip(_SKIP)
        if not body or body.startswith(b"#"):
            if overlong:
                _skip_rest(stream)
            continue
        if overlong:  # reported at once, then skipped: an endless line (/dev/zero) is not silence
            from .faults import TOO_LONG

            shown = body[:40].decode("utf-8", "replace")
            yield _tuple_new(Line, (number, shown + "…", TOO_LONG(limit=limit)))
            _skip_rest(stream)
            continue
        try:
            yield _tuple_new(Line, (number, body.decode("utf-8"), None))
        except UnicodeDecodeError as err:
            from .faults import NOT_UTF8

            shown = body.decode("utf-8", "replace")
            yield Line(number, shorten(shown), NOT_UTF8(reason=err.reason, at=err.start + 1))


# --- running a line ------------------------------------------------------------------


class LineRunner:
    """Runs one command's batch lines: split, read the flags, handle, turn the result into text.

    ``parser`` reads a line's words as the command's parameters;
    ``handle(params)`` returns the result or raises ``ValueError`` (with
    ``as_json``, a result that is a ``str`` is JSON text, written as it is);
    ``to_json`` gives the JSON object of a result and ``render`` its text
    (when not ``as_json``); with ``to_csv`` and ``csv_error`` (``--csv``)
    a result and an error are each one CSV row.  Built in every worker from
    a ``Job``.
    """

    def __init__(
        self,
        parser: LineParser,
        handle: Callable[[dict[str, Any]], Any],
        *,
        as_json: bool,
        to_json: Callable[[Any], Any],
        render: Callable[[Any], str],
        hand_param: str = "hand",
        to_csv: Callable[[int, Any], str] | None = None,
        csv_error: Callable[[int, str, str], str] | None = None,
        lang: str | None = None,
    ) -> None:
        self.parser, self.handle, self.as_json = parser, handle, as_json
        self.to_json, self.render, self.hand_param = to_json, render, hand_param
        self.to_csv, self.csv_error, self.lang = to_csv, csv_error, lang

    def error(self, line: Line, hand: str, err: BaseException | str, expectation: bool | None) -> Outcome:
        """The error object (``--json``) or the ``error: line N: HAND: message`` of stderr."""
        message = err if isinstance(err, str) else error_message(err)
        if line.fault is not None:
            message = f"line {line.number}: {message}"
        if self.csv_error is not None:  # --csv: a row with the line number and the error
            return Outcome(self.csv_error(line.number, hand, message), None, True, expectation)
        if self.as_json:
            obj: dict[str, Any] = {"hand": hand, "error": message}
            code = getattr(err, "code", None)
            if isinstance(code, str):  # a fault of the catalogue (docs/json.md lists the codes)
                obj["code"] = code
            fields = getattr(err, "json_fields", None)
            if fields is not None:
                obj.update(fields())
            obj["line"] = line.number  # where a script finds the line in its input
            position = getattr(err, "position", None)
            if type(position) is int:  # a notation error: the character of ``hand``, 1-based
                obj["position"] = position + 1
            return Outcome(safe_json(obj), None, True, expectation)
        return self._said(line, hand, err, expectation)

    def _said(self, line: Line, hand: str, err: BaseException | str, expectation: bool | None) -> Outcome:
        """``error: line N: HAND: message`` for stderr, in ``--lang``'s language when one is given."""
        label, message = "error", err if isinstance(err, str) else error_message(err)
        place = f"line {line.number}"
        if self.lang is not None:
            from ..render.faults import error_words, line_place

            label, message = error_words(err, message, self.lang)
            place = line_place(line.number, self.lang)
        if line.fault is not None:
            return Outcome(None, f"{label}: {place}: {message}", True, None)
        scored = getattr(err, "result", None)  # a failed --expect: the table of what was scored
        table = None if scored is None or isinstance(scored, dict) else self.render(scored)
        return Outcome(table, f"{label}: {place}: {printable(hand)}: {message}", True, expectation)

    def run(self, line: Line) -> Outcome:
        """The outcome of one line; every ``ValueError`` is the line's error, not the run's."""
        if line.fault is not None:
            return self.error(line, line.text, LineError(line.fault), None)
        text = hand = line.text
        expectation: bool | None = None
        try:
            words = split_line(text)
            hand = self.parser.first_argument(words) or text
            params = self.parser.parse(words)
            hand = params.get(self.hand_param) or hand
            if params.get("expect") is not None or params.get("expect_fans") is not None:
                expectation = False
            result = self.handle(params)
        except ValueError as err:  # LineError and every error of the core
            return self.error(line, hand, err, expectation)
        except (RecursionError, MemoryError) as err:  # one line too deep or too big: its error, not the run's
            from .faults import TOO_DEEP

            return self.error(line, hand, LineError(TOO_DEEP(kind=type(err).__name__)), expectation)
        if expectation is not None:
            expectation = True
        if self.to_csv is not None:
            return Outcome(self.to_csv(line.number, result), None, False, expectation)
        if self.as_json:  # a text is JSON the core wrote itself (``score_json_text_at``)
            out = result if isinstance(result, str) else safe_json(self.to_json(result))
            return Outcome(out, None, False, expectation)
        return Outcome(self.render(result), None, False, expectation)

    def run_chunk(self, rows: list[Line] | list[Row]) -> list[Outcome] | Packed:
        """The outcomes of a chunk of ``Line`` values, or of the plain rows a pool sends (``_run_pool``)."""
        outcomes = [self.run(row if type(row) is Line else _tuple_new(Line, row)) for row in rows]
        if not (self.as_json or self.to_csv) or any(o.err is not None or o.out is None for o in outcomes):
            return outcomes  # text results (a blank line between them), or a stderr line to keep in its place
        checked = [o.expectation for o in outcomes if o.expectation is not None]
        failed = sum(o.failed for o in outcomes)
        text = "\n".join([o.out or "" for o in outcomes])
        try:  # bytes cross the pipe as they are; the parent writes them without decoding and encoding
            out: str | bytes = text.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate: the text goes as it is, and meets the stream's handler
            out = text
        return Packed(out, len(outcomes), failed, len(checked), sum(checked))


class Job(NamedTuple):
    """How to build a ``LineRunner`` anywhere: ``"module:function"`` and its keyword arguments.

    Workers build their own runner from it, so nothing but this names and
    plain values crosses the process boundary.
    """

    factory: str
    options: dict[str, Any]

    def build(self) -> LineRunner:
        module, _, name = self.factory.partition(":")
        runner: LineRunner = getattr(import_module(module), name)(**self.options)
        return runner


# --- the run -------------------------------------------------------------------------


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
