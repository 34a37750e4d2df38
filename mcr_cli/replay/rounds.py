"""Cutting a record stream into rounds, in bounded memory; reading and replaying one round's lines.

The reader of a big file does as little as it can per line: it reads
blocks, finds the lines that start with ``Match`` (C-speed regular
expression) and hands each round on as bytes with the number of its first
line.  Decoding, splitting and replaying happen wherever the round is
replayed (a worker process with ``--jobs``).  Memory stays flat: a round is
at most ``MAX_ROUND_BYTES`` (a real one is a few kilobytes); a longer one is
reported by its first line and skipped to the next ``Match``, however long
it is, even one endless line.

Only LF ends a line; one CR before it goes with it (CRLF files), any other
CR is a character of its line.  A UTF-8 byte-order mark at the start of a
file is dropped.  Text before a file's first ``Match`` line that is not
blank is a round of its own, refused for not starting with ``Match``.

``replay_round`` replays one round's lines on a ``play.Table``; the common
line (``Player N Draw W1`` as the platform spells it) goes straight to its
move, every other through ``lines.parse_line``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import IO, Final, NamedTuple

from ..errors import MatchRecordError
from ..faults import Said
from ..limits import MAX_LINE_BYTES, shorten
from . import faults as F
from .lines import TILES, FanLine, Header, LineFault, parse_line
from .play import Table, Win

MAX_ROUND_BYTES: Final = 1 << 16
"""A round's bytes: a real round of some 200 lines is under 5 KB."""
BLOCK: Final = 1 << 20
_START: Final = re.compile(rb"^[ \t]*Match(?=[ \t\r\n])", re.MULTILINE)
_BOM: Final = b"\xef\xbb\xbf"


class RoundText(NamedTuple):
    """One round as read: its file, the number of its first line, its bytes, or why it was cut."""

    source: str
    line: int
    data: bytes
    fault: Said | None = None

    def ident(self) -> str | None:
        """The id on the ``Match`` line, if the round starts with one."""
        head = self.data[: self.data.find(b"\n")] if b"\n" in self.data else self.data
        words = head.split()
        if len(words) == 2 and words[0] == b"Match":
            return words[1].decode("utf-8", "replace")
        return None


def split_rounds(stream: IO[bytes], source: str, limit: int = MAX_ROUND_BYTES) -> Iterator[RoundText]:
    """The rounds of ``stream`` in order (see the module).  ``OSError`` of a read goes to the caller."""
    buf = b""
    line = 1
    first = True
    eof = False
    skipping = False  # inside a round cut for its length: its bytes are dropped up to the next Match
    midline = False  # buf starts inside a line (part of an endless line was dropped)
    while not eof:
        block = stream.read(BLOCK)
        if first:
            first = False
            if block.startswith(_BOM):
                block = block[3:]
        eof = not block
        buf += block
        end = len(buf) if eof else buf.rfind(b"\n") + 1
        pos = 0
        for match in _START.finditer(buf, 0, end):
            start = match.start()
            if start == 0:  # the pending round's own Match line, or (midline) not a line start at all
                if skipping and not midline:  # the round after a skipped one starts the buffer
                    skipping = False
                continue
            piece = buf[pos:start]
            if not skipping and piece.strip():  # a round always has its Match line; a blank preamble is none
                yield _cut(RoundText(source, line, piece), limit)
            line += piece.count(b"\n")
            pos, skipping, midline = start, False, False
        if eof:
            piece = buf[pos:]
            if not skipping and piece.strip():
                yield _cut(RoundText(source, line, piece), limit)
            return
        if end - pos > limit:  # the pending round's whole lines are too many already
            if not skipping:
                yield _cut(RoundText(source, line, buf[pos : pos + 80]), limit, too_long=True)
                skipping = True
            line += buf.count(b"\n", pos, end)
            pos, midline = end, False
        buf, end = buf[pos:], end - pos
        if len(buf) - end <= limit:
            continue
        # An endless line at the end: a round of its own if it is a Match line, else the pending round's.
        if (end or not midline) and _START.match(buf, end):
            if not skipping and buf[:end].strip():
                yield _cut(RoundText(source, line, buf[:end]), limit)
            line += buf.count(b"\n", 0, end)
            yield _cut(RoundText(source, line, buf[end : end + 80]), limit, too_long=True)
        elif not skipping:
            yield _cut(RoundText(source, line, buf[:80]), limit, too_long=True)
            line += buf.count(b"\n", 0, end)
        else:
            line += buf.count(b"\n", 0, end)
        buf, midline, skipping = b"", True, True


def _cut(rt: RoundText, limit: int, *, too_long: bool = False) -> RoundText:
    """``rt``, or its fault when it is longer than ``limit`` bytes, named by its first line."""
    if not too_long and len(rt.data) <= limit:
        return rt
    shown = shorten(rt.data[:80].split(b"\n")[0].decode("utf-8", "replace").strip(), 60)
    return RoundText(rt.source, rt.line, b"", F.ROUND_TOO_LONG(limit=limit, shown=repr(shown)))


def numbered_lines(rt: RoundText) -> Iterable[tuple[int, str]]:
    """The round's lines with their numbers; an overlong or non-UTF-8 line is ``MatchRecordError``."""
    if rt.fault is not None:
        raise MatchRecordError(rt.fault, rt.source, rt.line)
    data = rt.data
    raws = data.split(b"\n")
    if len(data) > MAX_LINE_BYTES and max(map(len, raws)) > MAX_LINE_BYTES:
        number = rt.line + next(i for i, raw in enumerate(raws) if len(raw) > MAX_LINE_BYTES)
        raise MatchRecordError(F.LINE_TOO_LONG(limit=MAX_LINE_BYTES), rt.source, number)
    try:
        texts = data.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        for i, raw in enumerate(raws):
            try:
                raw.decode("utf-8")
            except UnicodeDecodeError as err:
                why = F.NOT_UTF8(why=err.reason, at=err.start + 1)
                raise MatchRecordError(why, rt.source, rt.line + i) from None
        raise  # pragma: no cover - a fault is in some line
    if b"\r" in data:
        texts = [t[:-1] if t.endswith("\r") else t for t in texts]
    return enumerate(texts, rt.line)


class Round(NamedTuple):
    """One replayed round: where it is, its id and wind, the win (``None`` when drawn), what it recorded."""

    source: str
    line: int
    match: str
    wind: int
    win: Win | None
    fan: FanLine | None
    fan_line: int
    scores: tuple[int, ...]
    score_line: int


_SEATS: Final = {"0": 0, "1": 1, "2": 2, "3": 3}
_NOT_PLAYING: Final = frozenset({"head", "fan", "score", "done"})
"""Phases in which a play is an error: ``parse_line`` and ``Table.feed`` say which."""


def replay_round(lines: Iterable[tuple[int, str]], source: str) -> Round:
    """Replay one round's numbered lines; ``MatchRecordError`` (``FILE:LINE: …``) at the first fault.

    The first line must be ``Match ID``; blank lines are skipped.
    """
    table = Table()
    first = last = 0
    moves = table.moves
    for number, text in lines:
        if not text:
            continue
        words = text.split(" ")
        if len(words) == 4 and words[0] == "Player" and first and table.phase not in _NOT_PLAYING:
            # the common line as the platform spells it, straight to its move (the rest: parse_line)
            seat, move, tile = _SEATS.get(words[1]), moves.get(words[2]), TILES.get(words[3])
            if seat is not None and move is not None and tile is not None:
                last = number
                try:
                    move(seat, tile, (), number)
                except LineFault as fault:
                    raise MatchRecordError(fault.said, source, number) from None
                continue
        try:
            parsed = parse_line(text)
            if parsed is None:
                continue
            last = number
            if not first:
                if not isinstance(parsed, Header) or parsed.word != "Match":
                    raise LineFault(F.ROUND_BEGINS())
                first, table.match = number, str(parsed.value)
                continue
            table.feed(parsed, number)
        except LineFault as fault:
            raise MatchRecordError(fault.said, source, number) from None
    if table.phase != "done":
        missing = F.MISSING.get(table.phase, F.NO_HU)()
        raise MatchRecordError(F.ENDS_BEFORE(missing=missing), source, last or None)
    return Round(
        source,
        first,
        table.match,
        table.wind,
        table.win,
        table.fan,
        table.fan_line,
        table.scores,
        table.score_line,
    )
