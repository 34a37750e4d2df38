"""Blocks of output and the two ways to draw them: rich on a terminal, aligned plain text elsewhere.

A command builds a list of blocks (``Table`` and ``Line``) that says *what*
to show; ``show`` draws them with rich on a terminal and as aligned plain
text otherwise (a pipe, ``NO_COLOR``, ``TERM=dumb``).  The plain path never
imports ``rich.console``, which keeps ``mcr score HAND | …`` quick to start.
Narrow terminals fold or drop low-value columns before a name is cut.
JSON never comes through here (see ``cli_common.echo_json``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .console import cell_width, echo, make_console, wants_plain


class Column:
    """A column: its header, ``"left"`` or ``"right"`` alignment, a rich style.

    When the table is wider than the terminal, columns with a ``drop`` rank
    go first, highest rank first (the tiles, the second language's name),
    and then a ``fold`` column wraps its text onto more lines, so that no
    fan or player name is ever cut.
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


# --- drawing --------------------------------------------------------------------


def _pad(text: str, width: int, justify: str) -> str:
    gap = " " * (width - cell_width(text))
    return gap + text if justify == "right" else text + gap


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


def _widths(table: Table) -> list[int]:
    widths = [cell_width(c.header) for c in table.columns]
    for row in table.rows:
        widths = [max(w, cell_width(cell)) for w, cell in zip(widths, row, strict=True)]
    return widths


def fit(table: Table, limit: int | None) -> Table:
    """``table`` without its droppable columns, highest ``drop`` first, until it fits ``limit``."""
    if limit is None:
        return table
    widths = _widths(table)
    keep = list(range(len(table.columns)))
    while sum(widths[i] + 2 for i in keep) - 2 > limit:
        droppable = [i for i in keep if table.columns[i].drop]
        if not droppable:
            break
        keep.remove(max(droppable, key=lambda i: table.columns[i].drop))
    if len(keep) == len(table.columns):
        return table
    rows = [[row[i] for i in keep] for row in table.rows]
    return Table(table.title, [table.columns[i] for i in keep], rows)


def _wrap(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` columns, broken after ``", "`` first, then at spaces.

    >>> _wrap("九莲宝灯 88, 清龙 16, 四归一 2", 17)
    ['九莲宝灯 88,', '清龙 16, 四归一 2']
    """
    lines: list[str] = []
    line = ""
    for item in text.replace(", ", ",\0").split("\0"):
        for word in [item] if cell_width(item) <= width else item.split(" "):
            candidate = f"{line} {word}" if line else word
            if cell_width(candidate) <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
            while cell_width(line) > width:
                cut = max(1, next((i for i in range(len(line), 0, -1) if cell_width(line[:i]) <= width), 1))
                lines.append(line[:cut])
                line = line[cut:]
    return [*lines, line]


def _header_lines(table: Table, limit: int | None) -> list[list[str]]:
    """Each header as lines: one line, or wrapped at spaces when the table is too wide for ``limit``.

    A bilingual header (``标准分 standard``) then takes two lines instead of
    widening a column of short numbers.
    """
    heads = [[c.header] for c in table.columns]
    if limit is None or _total(_widths(table)) <= limit:
        return heads
    cells = [max((cell_width(row[i]) for row in table.rows), default=0) for i in range(len(table.columns))]
    for i, column in enumerate(table.columns):
        longest = max(cell_width(word) for word in column.header.split(" "))
        heads[i] = _wrap(column.header, max(12 if column.fold else cells[i], longest))
    return heads


def _total(widths: Sequence[int]) -> int:
    return sum(w + 2 for w in widths) - 2


def _fold(table: Table, limit: int | None, heads: list[list[str]]) -> Table:
    """Wrap the last column onto continuation rows when it is a ``fold`` column and too wide."""
    if limit is None or not table.columns or not table.columns[-1].fold:
        return table
    widths = [max(cell_width(line) for line in head) for head in heads]
    for row in table.rows:
        widths = [max(w, cell_width(cell)) for w, cell in zip(widths, row, strict=True)]
    room = limit - _total(widths[:-1]) - 2
    if widths[-1] <= room or room < 12:
        return table
    rows: list[Sequence[str]] = []
    for row in table.rows:
        for n, part in enumerate(_wrap(row[-1], room)):
            rows.append([*row[:-1], part] if n == 0 else [*([""] * (len(row) - 1)), part])
    return Table(table.title, table.columns, rows)


def plain_table(table: Table, limit: int | None = None) -> list[str]:
    """A table as aligned plain-text lines: a header, a dashed rule, the rows, within ``limit`` columns.

    Too wide, it drops its droppable columns, wraps its headers, then folds
    its last column (``Column``); names are never cut.
    """
    table = fit(table, limit)
    heads = _header_lines(table, limit)
    table = _fold(table, limit, heads)
    widths = [max(cell_width(line) for line in head) for head in heads]
    for row in table.rows:
        widths = [max(w, cell_width(cell)) for w, cell in zip(widths, row, strict=True)]
    lines = [] if table.title is None else [table.title]

    def join(cells: Iterable[str]) -> str:
        return "  ".join(cells).rstrip()

    cols = table.columns
    for n in range(max(len(head) for head in heads) if heads else 0):
        cells = (head[n] if n < len(head) else "" for head in heads)
        lines.append(join(_pad(cell, w, c.justify) for cell, c, w in zip(cells, cols, widths, strict=True)))
    lines.append(join("-" * w for w in widths))
    for row in table.rows:
        lines.append(join(_pad(cell, w, c.justify) for cell, c, w in zip(row, cols, widths, strict=True)))
    return lines


def plain_text(blocks: Iterable[Block]) -> str:
    """The blocks as plain text, a blank line between tables, tables fitted to ``width_limit()``."""
    out: list[str] = []
    limit = width_limit()
    for block in blocks:
        if isinstance(block, Table):
            if out and out[-1] != "":
                out.append("")
            out.extend(plain_table(block, limit))
            out.append("")
        else:
            out.append(block.text)
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out)


def _rich_table(table: Table, width: int) -> object:
    """A rich table; too wide for ``width``, it loses its droppable columns and only folds the last."""
    from rich import box
    from rich.table import Table as RichTable

    table = fit(table, width)
    last = len(table.columns) - 1
    rich_table = RichTable(title=table.title, title_justify="left", box=box.SIMPLE_HEAD, title_style="bold")
    for i, col in enumerate(table.columns):
        rich_table.add_column(
            col.header,
            justify="right" if col.justify == "right" else "left",
            style=col.style,
            no_wrap=not (col.fold or i == last),
        )
    for row in table.rows:
        rich_table.add_row(*row)
    return rich_table


def show(blocks: Sequence[Block], *, plain: bool | None = None) -> None:
    """Draw the blocks on stdout: rich on a terminal, plain text otherwise."""
    if plain if plain is not None else wants_plain():
        echo(plain_text(blocks))
        return
    from rich.text import Text

    console = make_console()
    for block in blocks:
        console.print(
            _rich_table(block, console.width)
            if isinstance(block, Table)
            else Text(block.text, style=block.style or "")
        )


def to_text(blocks: Sequence[Block], *, plain: bool | None = None) -> str:
    """The blocks as ``show`` would draw them, as a string (no final newline), for batch mode.

    On a terminal this is rich's rendering, colours included, captured with
    the terminal's width: a worker of ``--jobs`` draws exactly what
    ``show`` would.
    """
    if plain if plain is not None else wants_plain():
        return plain_text(blocks)
    from rich.text import Text

    console = make_console()
    with console.capture() as capture:
        for block in blocks:
            console.print(
                _rich_table(block, console.width)
                if isinstance(block, Table)
                else Text(block.text, style=block.style or "")
            )
    text = capture.get()
    return text[:-1] if text.endswith("\n") else text
