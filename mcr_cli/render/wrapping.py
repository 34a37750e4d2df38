"""Text in lines of a given width, broken between words, never inside one.

Tables (``layout``) wrap their cells with ``wrap``; a long line a command
writes to a terminal (a replayed round, an error and the hint under its
caret) is broken by ``wrap_spaced``, which keeps the spaces between the
words of each line as they were.  Only a word wider than a whole line (a
long path) is folded, after a ``/`` if it can be (``fold``).
"""

from __future__ import annotations

import os
import re
import sys
from typing import IO

from .console import cell_width, wants_plain


def longest_word(text: str) -> int:
    """The widest word of ``text``, the narrowest a cell holding it may be."""
    return max((cell_width(word) for word in text.split(" ")), default=0)


def wrap(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` columns, broken after ``", "`` first, then at spaces.

    Only a word wider than a whole line (a long path in a title) is broken (``fold``).

    >>> wrap("九莲宝灯 88, 清龙 16, 四归一 2", 17)
    ['九莲宝灯 88,', '清龙 16, 四归一 2']
    >>> wrap("Pung of Terminals or Honors", 9)
    ['Pung of', 'Terminals', 'or Honors']
    >>> wrap("/check/work/main/examples/session-1.match", 20)
    ['/check/work/main/', 'examples/', 'session-1.match']
    """
    if cell_width(text) <= width:
        return [text]
    lines: list[str] = []
    line = ""
    for item in text.replace(", ", ",\0").split("\0"):
        for word in [item] if cell_width(item) <= width else item.split(" "):
            candidate = f"{line} {word}" if line else word
            if cell_width(candidate) <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            *whole, line = fold(word, width)
            lines += whole
    return [*lines, line]


def fold(word: str, width: int) -> list[str]:
    """``word`` in pieces of at most ``width`` columns, each ending after a ``/`` if it can: no
    line runs past the terminal and no character is lost.

    >>> fold("ab/cdefgh", 4)
    ['ab/', 'cdef', 'gh']
    >>> fold("九莲宝灯", 3)
    ['九', '莲', '宝', '灯']
    """
    pieces, rest = [], word
    while cell_width(rest) > width:
        end = 0
        while end < len(rest) and cell_width(rest[: end + 1]) <= width:
            end += 1
        cut = rest.rfind("/", 0, end) + 1 or max(end, 1)
        pieces.append(rest[:cut])
        rest = rest[cut:]
    return [*pieces, rest]


_FIELD = r"( *)([^ ]+(?: [^ ]+)*)"
"""A field of a line: the spaces before it, then words one space apart (fields are two apart).
Compiled at the first line too wide (``re`` keeps it), not as the module imports: a table that fits
its terminal, or goes to a pipe, never needs it."""

MIN_ROOM = 16
"""The fewest columns a hanging indent leaves for text; with less, continuation lines are indented 2."""


def wrap_spaced(text: str, width: int, indent: int = 2) -> list[str]:
    """One line of text in lines of at most ``width`` columns, the following lines indented by
    ``indent`` (2 when that would leave under ``MIN_ROOM`` columns).

    A line breaks between fields (two spaces apart, as in a replayed round's
    line) where it can, else between words; the spaces inside each line stay
    as they were, those at a break go.  A word wider than a line is folded.

    >>> wrap_spaced("file:1  0001  S self-drawn  ours 8 recorded 8", 24)
    ['file:1  0001', '  S self-drawn', '  ours 8 recorded 8']
    >>> wrap_spaced("error: unknown character 'x' at position 18", 20)
    ['error: unknown', "  character 'x' at", '  position 18']
    >>> wrap_spaced("short", 16)
    ['short']
    """
    if cell_width(text) <= width:
        return [text]
    indent = indent if width - indent >= MIN_ROOM else min(indent, 2)
    lines: list[str] = []
    line, lead = "", 0

    def add(spaces: str, word: str) -> None:
        nonlocal line, lead
        if cell_width(line + spaces + word) <= width - lead:
            line += spaces + word
            return
        if line:
            lines.append(" " * lead + line)
            lead = indent
        *whole, line = fold(word, width - lead)
        lines.extend(" " * lead + piece for piece in whole)

    for spaces, field in re.findall(_FIELD, text):
        if line and cell_width(line + spaces + field) > width - lead and cell_width(field) <= width - indent:
            lines.append(" " * lead + line)  # the field whole on the next line
            lead, line = indent, field
            continue
        for n, word in enumerate(field.split(" ")):
            add(spaces if n == 0 else " ", word)
    return [*lines, " " * lead + line]


def terminal_width(stream: IO[str] | None = None) -> int | None:
    """The width of the terminal ``stream`` (stdout) writes to, ``COLUMNS`` when set; ``None`` off one."""
    stream = sys.stdout if stream is None else stream
    if wants_plain(stream):
        return None
    columns = os.environ.get("COLUMNS", "")
    if columns.isascii() and columns.isdigit() and 0 < int(columns) < 10000:
        return int(columns)
    try:
        return os.get_terminal_size(stream.fileno()).columns or None
    except (AttributeError, OSError, ValueError):
        return None


def for_terminal(text: str, stream: IO[str] | None = None, indent: int = 2) -> str:
    """``text`` as it should reach ``stream`` (stdout): on a terminal each of its lines broken
    between words to the terminal's width (``wrap_spaced``); anywhere else as it is."""
    width = terminal_width(stream)
    if width is None:
        return text
    return "\n".join(part for line in text.split("\n") for part in wrap_spaced(line, width, indent))
