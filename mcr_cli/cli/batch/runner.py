"""Running a batch line: a ``LineRunner`` makes its ``Outcome``; a ``Job`` builds a runner anywhere.

The ``Outcome`` holds the text for stdout (a JSON object, a CSV row or a
rendered table), the line for stderr, and whether the line failed or missed
its expectation.  Worker processes of ``--jobs`` get the ``Job`` (the
runner's factory, a module-level function, and its keyword options) and build
their own runner from it (``pool.py``); the run itself is ``run.py``'s.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from ...render.output import error_message, safe_json
from ..report import error_line, error_object
from .parser import LineError, LineParser, split_line
from .reader import Line, Row, new_tuple
from .writer import Outcome, Packed

__all__ = ["Job", "LineRunner"]


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
        """The error object (``--json``), the CSV row or the ``error: line N: HAND: message`` of stderr.

        Said by the reporter (``cli/report.py``) that says a single hand's error.
        """
        if self.csv_error is not None or self.as_json:
            message = err if isinstance(err, str) else error_message(err)
            if line.fault is not None:
                message = f"line {line.number}: {message}"
            if self.csv_error is not None:  # --csv: a row with the line number and the error
                return Outcome(self.csv_error(line.number, hand, message), None, True, expectation)
            obj = error_object(hand, err, line=line.number, message=message)
            return Outcome(safe_json(obj), None, True, expectation)
        if line.fault is not None:
            return Outcome(None, error_line(err, lang=self.lang, line=line.number), True, None)
        scored = getattr(err, "result", None)  # a failed --expect: the table of what was scored
        table = None if scored is None or isinstance(scored, dict) else self.render(scored)
        return Outcome(table, error_line(err, lang=self.lang, line=line.number, hand=hand), True, expectation)

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
            from ..faults import TOO_DEEP

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
        outcomes = [self.run(row if type(row) is Line else new_tuple(Line, row)) for row in rows]
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
    """How to build a runner anywhere: its factory (a module-level function) and its keyword options.

    Workers build their own runner from it (``pool.py``).  A function pickles
    by its qualified name, so under ``spawn`` as under ``fork`` nothing but
    that name and plain values crosses the process boundary.
    """

    factory: Callable[..., Any]
    options: dict[str, Any]

    def build(self) -> Any:
        """The runner: a ``LineRunner``, or any object with ``run`` and ``run_chunk`` (``mcr replay``'s)."""
        return self.factory(**self.options)
