"""Blocks of output and how to draw them: on a terminal, and as aligned plain text elsewhere.

A command builds a list of blocks (``Table`` and ``Line``) that says *what*
to show; ``show`` draws them.  Both ways lay a page out alike: a table's
title sits right above its header row, a blank line before the title and
after the last row, lines of text between.  A pipe (or ``NO_COLOR``,
``TERM=dumb``) gets plain text, its rule under the header drawn with ``-``,
and never imports ``rich.console``, which keeps ``mcr score HAND | …``
quick to start; a terminal gets the same page in colour, the rule drawn
with ``─`` at every width.  JSON never comes through here
(``cli.report.echo_json``).

Nothing is ever cut.  A table too wide for the terminal first narrows its
columns by wrapping cells and headers between words (a Chinese name is one
word), the least telling columns first; when even its longest words do not
fit side by side, each row becomes a list of ``header  value`` lines.  Only
a word wider than the terminal itself (a long path) folds, after a ``/``.
On a terminal, a cell of a ``whole`` column never wraps (``-8 → 492``) and
``omit`` columns (what the row order already tells) are left out before a
table is stacked.  Output to a file or a pipe is never narrowed unless
``COLUMNS`` is set.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .console import cell_width, echo, make_console, wants_plain
from .wrapping import longest_word, wrap


class Column:
    """A column: its header, ``"left"`` or ``"right"`` alignment, a rich style.

    When the table is wider than the terminal, its columns narrow by
    wrapping between words: first those with the highest ``drop`` rank (the
    tiles, the second language's name), then the widest.  ``fold`` marks a
    column of long text (fans on a discard, a rule) that wraps between its
    comma-separated items before anything else.  On a terminal, a ``whole``
    column's cells never wrap (a score change and its running total), and a
    column with an ``omit`` rank may be left out, the highest first, when the
    table would not fit otherwise (the match's round, hand and dealer).
    """

    __slots__ = ("drop", "fold", "header", "justify", "omit", "style", "whole")

    def __init__(
        self,
        header: str,
        justify: str = "left",
        style: str | None = None,
        *,
        drop: int = 0,
        fold: bool = False,
        whole: bool = False,
        omit: int = 0,
    ) -> None:
        self.header, self.justify, self.style = header, justify, style
        self.drop, self.fold, self.whole, self.omit = drop, fold, whole, omit


class Table:
    """A titled table of text cells, drawn by rich or as plain text."""

    __slots__ = ("columns", "rows", "title")

    def __init__(self, title: str | None, columns: Sequence[Column], rows: Sequence[Sequence[str]]) -> None:
        self.title, self.columns, self.rows = title, columns, rows


class Line:
    """One line of text, with a rich style for terminals."""

    __slots__ = ("style", "text")

    def __init__(self, text: str, style: str | None = None) -> None:
        self.text, self.style = text, style


Block = Table | Line

GAP = 2
"""Spaces between two columns of a plain table."""
STACK_INDENT = 2
"""Indent of a stacked row's lines, and of a value put below its long header."""
RULE = {False: "-", True: "─"}
"""What the rule under a table's header is drawn with: in a pipe, on a terminal."""


# --- measuring ------------------------------------------------------------------------


def width_limit() -> int | None:
    """The width tables must fit: ``COLUMNS`` when set, a terminal's width, else none (a file)."""
    import os

    columns = os.environ.get("COLUMNS", "")
    if columns.isascii() and columns.isdigit() and 0 < int(columns) < 10000:
        return int(columns)
    if wants_plain():
        return None
    import shutil

    return shutil.get_terminal_size().columns


def _pad(text: str, width: int, justify: str) -> str:
    gap = " " * max(0, width - cell_width(text))
    return gap + text if justify == "right" else text + gap


def _widths(table: Table, least: bool = False, terminal: bool = False) -> list[int]:
    """Each column's widest cell or, with ``least``, the narrowest it may be: its longest word
    (on a terminal, a ``whole`` column's widest cell)."""

    def measure(column: Column, text: str, header: bool = False) -> int:
        whole = not least or (terminal and column.whole and not header)
        return cell_width(text) if whole else longest_word(text)

    columns = table.columns
    widths = [measure(c, c.header, True) for c in columns]
    for row in table.rows:
        widths = [max(w, measure(c, cell)) for w, c, cell in zip(widths, columns, row, strict=True)]
    return widths


def column_widths(table: Table, room: int | None, terminal: bool = False) -> list[int] | None:
    """The width of each column for ``room`` columns of cells (gaps not counted), or ``None``.

    The full widths when they fit; else columns narrow one step at a time,
    the highest ``drop`` rank first, the widest first among equals, each no
    narrower than its longest word.  ``None`` when the longest words alone
    do not fit: the table must be stacked.
    """
    widths = _widths(table)
    if room is None or sum(widths) <= room:
        return widths
    least = _widths(table, True, terminal)
    if sum(least) > room:
        return None
    excess = sum(widths) - room
    columns = table.columns
    while excess > 0:
        i = max(
            (i for i in range(len(widths)) if widths[i] > least[i]),
            key=lambda i: (columns[i].fold, columns[i].drop, widths[i]),
        )
        widths[i] -= 1
        excess -= 1
    return widths


def _without_omitted(table: Table, terminal: bool) -> list[Table]:
    """The table, then (on a terminal) with its ``omit`` columns left out one at a time, highest first."""
    tables = [table]
    ranks = sorted({c.omit for c in table.columns if c.omit}, reverse=True) if terminal else []
    for rank in ranks:
        keep = [i for i, c in enumerate(table.columns) if not c.omit or c.omit < rank]
        rows = [[row[i] for i in keep] for row in table.rows]
        tables.append(Table(table.title, [table.columns[i] for i in keep], rows))
    return tables


# --- a table as lines ---------------------------------------------------------------


Segment = tuple[str, str | None]
"""A piece of a line and its rich style."""


def _grid(table: Table, widths: list[int], gap: int = GAP, rule: str = "-") -> list[list[Segment]]:
    """The table in columns of ``widths``, cells wrapped: header lines, a rule, the rows."""
    columns = table.columns
    heads = [wrap(c.header, w) for c, w in zip(columns, widths, strict=True)]
    rows = [[wrap(cell, w) for cell, w in zip(row, widths, strict=True)] for row in table.rows]
    # wrapped cells may be narrower than the room they had: close the slack
    widths = [
        max((cell_width(line) for cell in [h, *(r[i] for r in rows)] for line in cell), default=0)
        for i, h in enumerate(heads)
    ]
    lines: list[list[Segment]] = []

    def emit(cells: Sequence[list[str]], styled: bool) -> None:
        for n in range(max((len(cell) for cell in cells), default=0)):
            segments: list[Segment] = []
            for i, (cell, column) in enumerate(zip(cells, columns, strict=True)):
                text = _pad(cell[n] if n < len(cell) else "", widths[i], column.justify)
                segments.append(((" " * gap if i else "") + text, column.style if styled else "bold"))
            lines.append(_rstrip(segments))

    emit(heads, False)
    lines.append(_rstrip([((" " * gap if i else "") + rule * w, "dim") for i, w in enumerate(widths)]))
    for row in rows:
        emit(row, True)
    return lines


def _rstrip(segments: list[Segment]) -> list[Segment]:
    """The line without its trailing spaces (the last segments may be blank padding)."""
    while segments and not segments[-1][0].strip():
        segments.pop()
    if segments:
        text, style = segments[-1]
        segments[-1] = (text.rstrip(), style)
    return segments


def _stacked(table: Table, limit: int) -> list[list[Segment]]:
    """Each row as ``header  value`` lines, rows apart by a blank line: for a table no terminal holds.

    The headers line up; a value too long wraps under itself, and when the
    headers leave it too little room, every value goes below its header.
    """
    shown = [c.header for c in table.columns]
    label = max((cell_width(h) for h in shown), default=0)
    values = max((longest_word(cell) for row in table.rows for cell in row), default=0)
    below = label + GAP + min(values, 12) > limit
    lines: list[list[Segment]] = []
    if not table.rows:  # nothing to list: the headers, so the table is still named
        return [[(part, "bold")] for h in shown for part in wrap(h, limit)]
    for r, row in enumerate(table.rows):
        if r:
            lines.append([])
        for column, cell in zip(table.columns, row, strict=True):
            if not cell:
                continue
            if below:
                lines += [[(part, "dim")] for part in wrap(column.header, limit)]
                indent = STACK_INDENT
                lines += [[(" " * indent + part, column.style)] for part in wrap(cell, limit - indent)]
                continue
            parts = wrap(cell, max(1, limit - label - GAP))
            head = _pad(column.header, label, "left") + " " * GAP
            lines.append([(head, "dim"), (parts[0], column.style)])
            lines += [[(" " * (label + GAP) + part, column.style)] for part in parts[1:]]
    return lines


def table_lines(table: Table, limit: int | None, terminal: bool = False) -> list[list[Segment]]:
    """The lines of ``table`` for ``limit`` columns (``None``: as wide as it is), title first.

    ``terminal``: drawn for a terminal (the rule of ``─``, ``whole`` cells, ``omit`` columns).
    """
    title: list[list[Segment]] = []
    if table.title is not None:
        parts = [table.title] if limit is None else wrap(table.title, limit)
        title = [[(part, "bold")] for part in parts]
    for gap in (GAP, 1):  # one space between columns before a table is stacked
        for shown in _without_omitted(table, terminal):
            room = None if limit is None else limit - gap * (len(shown.columns) - 1)
            widths = column_widths(shown, room, terminal)
            if widths is not None:
                return title + _grid(shown, widths, gap, RULE[terminal])
    return title + _stacked(table, limit or 0)


def _text(segments: Iterable[Segment]) -> str:
    return "".join(text for text, _ in segments)


def plain_table(table: Table, limit: int | None = None) -> list[str]:
    """A table as aligned plain-text lines: a header, a dashed rule, the rows, within ``limit`` columns.

    Too wide, its cells wrap between words; far too wide, it is stacked
    (see the module); nothing is cut.
    """
    return [_text(line) for line in table_lines(table, limit)]


def line_lines(line: Line, limit: int | None) -> list[str]:
    """A line of text, wrapped between words to ``limit`` columns."""
    if limit is None or cell_width(line.text) <= limit:
        return [line.text]
    return [part.rstrip() for part in wrap(line.text, limit)]


def page(blocks: Iterable[Block], limit: int | None, terminal: bool = False) -> list[list[Segment]]:
    """The blocks as one page of lines within ``limit`` columns: a blank line before each table
    (its title right above its header row) and after it, none at the end."""
    out: list[list[Segment]] = []
    for block in blocks:
        if isinstance(block, Table):
            if out and _text(out[-1]):
                out.append([])
            out += table_lines(block, limit, terminal)
            out.append([])
        else:
            out += [[(part, block.style)] for part in line_lines(block, limit)]
    while out and not _text(out[-1]):
        out.pop()
    return out


def plain_text(blocks: Iterable[Block]) -> str:
    """The blocks as plain text, a blank line between tables, fitted to ``width_limit()``."""
    return "\n".join(_text(line) for line in page(blocks, width_limit()))


# --- a terminal ---------------------------------------------------------------------


def _terminal_text(blocks: Sequence[Block]) -> str:
    """The page as a terminal of ``width_limit()`` columns shows it, in colour (rich's codes)."""
    from rich.text import Text

    console = make_console()
    limit = width_limit() or console.width
    with console.capture() as capture:
        for segments in page(blocks, limit, terminal=True):
            text = Text()
            for part, style in segments:
                text.append(part, style=style or "")
            console.print(text, soft_wrap=True)
    return capture.get()


def show(blocks: Sequence[Block], *, plain: bool | None = None) -> None:
    """Draw the blocks on stdout: in colour on a terminal, plain text otherwise."""
    if plain if plain is not None else wants_plain():
        echo(plain_text(blocks))
        return
    text = _terminal_text(blocks)
    echo(text[:-1] if text.endswith("\n") else text)


def to_text(blocks: Sequence[Block], *, plain: bool | None = None) -> str:
    """The blocks as ``show`` would draw them, as a string (no final newline), for batch mode.

    On a terminal this is the terminal's page, colours included, at the
    terminal's width: a worker of ``--jobs`` draws exactly what ``show`` would.
    """
    if plain if plain is not None else wants_plain():
        return plain_text(blocks)
    text = _terminal_text(blocks)
    return text[:-1] if text.endswith("\n") else text
