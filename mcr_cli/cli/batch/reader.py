"""Reading a batch: the lines of a stream worth running, numbered as an editor numbers them.

The input is read as bytes, one line at a time with a cap
(``limits.MAX_LINE_BYTES``): only ``\\n`` ends a line, so a lone ``\\r`` or
U+2028 stays inside it, and line N is the line an editor shows as N.  One
``\\r`` before the ``\\n`` (CRLF files) and a UTF-8 byte-order mark on the
first line are dropped.  A line longer than the cap is skipped over in
pieces, never held whole, and reported as that line's error; so is a line
that is not UTF-8.  A line that is blank (spaces, tabs) or whose first
non-blank character is ``#`` is skipped and gives no outcome.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import IO, NamedTuple

from ...faults import Said
from ...limits import MAX_LINE_BYTES, shorten

__all__ = ["Line", "Row", "read_lines"]

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
new_tuple = tuple.__new__
"""``Line`` made from a plain tuple without the Python ``__new__`` of a named tuple (half the cost)."""


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
        from ..streams import InputError

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
            from ..faults import TOO_LONG

            shown = body[:40].decode("utf-8", "replace")
            yield new_tuple(Line, (number, shown + "…", TOO_LONG(limit=limit)))
            _skip_rest(stream)
            continue
        try:
            yield new_tuple(Line, (number, body.decode("utf-8"), None))
        except UnicodeDecodeError as err:
            from ..faults import NOT_UTF8

            shown = body.decode("utf-8", "replace")
            yield Line(number, shorten(shown), NOT_UTF8(reason=err.reason, at=err.start + 1))
