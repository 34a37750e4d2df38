"""Blocks of output and the two ways to draw them: rich on a terminal, aligned plain text elsewhere.

A command builds a list of blocks (``Table`` and ``Line``) that says *what*
to show; ``show`` draws them with rich on a terminal and as aligned plain
text otherwise (a pipe, ``NO_COLOR``, ``TERM=dumb``).  The plain path never
imports ``rich.console``, which keeps ``mcr score HAND | …`` quick to start.
JSON never comes through here (``cli.common.echo_json``).

Nothing is ever cut.  A table too wide for the terminal first narrows its
columns by wrapping cells and headers between words (a Chinese name is one
word), the least telling columns first; when even its longest words do not
fit side by side, each row becomes a list of ``header  value`` lines.  Only
a word wider than the terminal itself (a long path) folds, after a ``/``.
Output to a file or a pipe is never narrowed unless ``COLUMNS`` is set.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from .console import cell_width, echo, make_console, wants_plain

if TYPE_CHECKING:
    from rich.console import Console


class Column:
    """A column: its header, ``"left"`` or ``"right"`` alignment, a rich style.

    When the table is wider than the terminal, its columns narrow by
    wrapping between words: first those with the highest ``drop`` rank (the
    tiles, the second language's name), then the widest.  ``fold`` marks a
    column of long text (fans on a discard, a rule) that wraps between its
    comma-separated items before anything else.
    """

    __slots__ = ("drop", "fold", "header", "justify", "style")

    def __init__(
        self,
        header: str,
        justify: str = "left",
        style: str | None = None,
        *,
        drop: int = 0,
        fold: bool = False,
    ) -> None:
        self.header, self.justify, self.style = header, justify, style
        self.drop, self.fold = drop, fold


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


# --- measuring and wrapping -----------------------------------------------------------


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


def longest_word(text: str) -> int:
    """The widest word of ``text``, the narrowest a cell holding it may be."""
    return max((cell_width(word) for word in text.split(" ")), default=0)


def wrap(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` columns, broken after ``", "`` first, then at spaces.

    Only a word wider than a whole line (a long path in a title) is broken (``_fold``).

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
            *whole, line = _fold(word, width)
            lines += whole
    return [*lines, line]


def _fold(word: str, width: int) -> list[str]:
    """``word`` in pieces of at most ``width`` columns, each ending after a ``/`` if it can: no
    line runs past the terminal and no character is lost.

    >>> _fold("ab/cdefgh", 4)
    ['ab/', 'cdef', 'gh']
    >>> _fold("九莲宝灯", 3)
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


def _total(widths: Sequence[int]) -> int:
    return sum(widths) + GAP * (len(widths) - 1)


def _widths(table: Table, measure: Callable[[str], int] = cell_width) -> list[int]:
    """Each column's widest ``measure`` (a cell's width; with ``longest_word``, its narrowest)."""
    widths = [measure(c.header) for c in table.columns]
    for row in table.rows:
        widths = [max(w, measure(cell)) for w, cell in zip(widths, row, strict=True)]
    return widths


def column_widths(table: Table, room: int | None) -> list[int] | None:
    """The width of each column for ``room`` columns of cells (gaps not counted), or ``None``.

    The full widths when they fit; else columns narrow one step at a time,
    the highest ``drop`` rank first, the widest first among equals, each no
    narrower than its longest word.  ``None`` when the longest words alone
    do not fit: the table must be stacked.
    """
    widths = _widths(table)
    if room is None or sum(widths) <= room:
        return widths
    least = _widths(table, longest_word)
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


# --- a table as lines ---------------------------------------------------------------


Segment = tuple[str, str | None]
"""A piece of a line and its rich style."""


def _grid(table: Table, widths: list[int], gap: int = GAP) -> list[list[Segment]]:
    """The table in columns of ``widths``, cells wrapped: header lines, a dashed rule, the rows."""
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
    lines.append(_rstrip([((" " * gap if i else "") + "-" * w, None) for i, w in enumerate(widths)]))
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


def table_lines(table: Table, limit: int | None) -> list[list[Segment]]:
    """The lines of ``table`` for ``limit`` columns (``None``: as wide as it is), title first."""
    title: list[list[Segment]] = []
    if table.title is not None:
        parts = [table.title] if limit is None else wrap(table.title, limit)
        title = [[(part, "bold")] for part in parts]
    for gap in (GAP, 1):  # one space between columns before a table is stacked
        room = None if limit is None else limit - gap * (len(table.columns) - 1)
        widths = column_widths(table, room)
        if widths is not None:
            return title + _grid(table, widths, gap)
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


def plain_text(blocks: Iterable[Block]) -> str:
    """The blocks as plain text, a blank line between tables, fitted to ``width_limit()``."""
    out: list[str] = []
    limit = width_limit()
    for block in blocks:
        if isinstance(block, Table):
            if out and out[-1] != "":
                out.append("")
            out.extend(plain_table(block, limit))
            out.append("")
        else:
            out.extend(line_lines(block, limit))
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out)


# --- rich ---------------------------------------------------------------------------


def rich_overhead(columns: int) -> int:
    """What rich's table adds to its cells: a space of padding each side and a border between
    and around columns (``box.SIMPLE_HEAD``)."""
    return 3 * columns + 1


def _renderables(table: Table, width: int) -> list[object]:
    """A rich table as today's terminals show it when it fits whole; else our own narrowed lines."""
    from rich.text import Text

    if sum(_widths(table)) + rich_overhead(len(table.columns)) <= width:
        from rich import box
        from rich.table import Table as RichTable

        rich_table = RichTable(
            title=table.title, title_justify="left", box=box.SIMPLE_HEAD, title_style="bold"
        )
        for col in table.columns:
            rich_table.add_column(
                col.header,
                justify="right" if col.justify == "right" else "left",
                style=col.style,
                no_wrap=True,
            )
        for row in table.rows:
            rich_table.add_row(*row)
        return [rich_table]
    lines: list[object] = []
    title = 0 if table.title is None else len(wrap(table.title, width))
    for n, segments in enumerate(table_lines(table, width)):
        if n == title:
            lines.append(Text())  # the blank edge rich draws above a header
        text = Text()
        for part, style in segments:
            text.append(part, style=style or "")
        lines.append(text)
    lines.append(Text())  # and below the last row
    return lines


def _print_blocks_on(console: Console, blocks: Sequence[Block]) -> None:
    from rich.text import Text

    for block in blocks:
        if isinstance(block, Table):
            for renderable in _renderables(block, console.width):
                console.print(renderable)
        else:
            console.print(Text(block.text, style=block.style or ""))


def show(blocks: Sequence[Block], *, plain: bool | None = None) -> None:
    """Draw the blocks on stdout: rich on a terminal, plain text otherwise."""
    if plain if plain is not None else wants_plain():
        echo(plain_text(blocks))
        return
    _print_blocks_on(make_console(), blocks)


def to_text(blocks: Sequence[Block], *, plain: bool | None = None) -> str:
    """The blocks as ``show`` would draw them, as a string (no final newline), for batch mode.

    On a terminal this is rich's rendering, colours included, captured with
    the terminal's width: a worker of ``--jobs`` draws exactly what
    ``show`` would.
    """
    if plain if plain is not None else wants_plain():
        return plain_text(blocks)
    console = make_console()
    with console.capture() as capture:
        _print_blocks_on(console, blocks)
    text = capture.get()
    return text[:-1] if text.endswith("\n") else text
