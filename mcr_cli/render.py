"""Human-readable output of the ``mcr`` commands: one layout, two ways to draw it.

A command builds a list of blocks (``Table`` and ``Line``) that says *what*
to show; ``show`` draws them with rich on a terminal and as aligned plain
text otherwise (a pipe, ``NO_COLOR``, ``TERM=dumb``).  The plain path never
imports ``rich.console``, which keeps ``mcr score HAND | …`` quick to start.
JSON never comes through here (see ``cli_common.echo_json``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import click

from .cli_common import cell_width, make_console, wants_plain
from .fans.catalogue import FANS, FanDef
from .hand import Hand, WinContext
from .notation import format_hand
from .result import DroppedFan, ScoreResult
from .tiles import SEATS, tile_glyph

WIND_ZH = "东南西北"


class Column:
    """A column: its header, ``"left"`` or ``"right"`` alignment, a rich style."""

    __slots__ = ("header", "justify", "style")

    def __init__(self, header: str, justify: str = "left", style: str | None = None) -> None:
        self.header, self.justify, self.style = header, justify, style


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


def plain_table(table: Table) -> list[str]:
    """A table as aligned plain-text lines: a header, a dashed rule, the rows."""
    widths = [cell_width(c.header) for c in table.columns]
    for row in table.rows:
        widths = [max(w, cell_width(cell)) for w, cell in zip(widths, row, strict=True)]
    lines = [] if table.title is None else [table.title]

    def join(cells: Iterable[str]) -> str:
        return "  ".join(cells).rstrip()

    cols = table.columns
    lines.append(join(_pad(c.header, w, c.justify) for c, w in zip(cols, widths, strict=True)))
    lines.append(join("-" * w for w in widths))
    for row in table.rows:
        lines.append(join(_pad(cell, w, c.justify) for cell, c, w in zip(row, cols, widths, strict=True)))
    return lines


def plain_text(blocks: Iterable[Block]) -> str:
    """The blocks as plain text, a blank line between tables."""
    out: list[str] = []
    for block in blocks:
        if isinstance(block, Table):
            if out and out[-1] != "":
                out.append("")
            out.extend(plain_table(block))
            out.append("")
        else:
            out.append(block.text)
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out)


def _rich_table(table: Table) -> object:
    from rich import box
    from rich.table import Table as RichTable

    rich_table = RichTable(title=table.title, title_justify="left", box=box.SIMPLE_HEAD, title_style="bold")
    for col in table.columns:
        rich_table.add_column(
            col.header, justify="right" if col.justify == "right" else "left", style=col.style
        )
    for row in table.rows:
        rich_table.add_row(*row)
    return rich_table


def show(blocks: Sequence[Block], *, plain: bool | None = None) -> None:
    """Draw the blocks on stdout: rich on a terminal, plain text otherwise."""
    if plain if plain is not None else wants_plain():
        click.echo(plain_text(blocks))
        return
    from rich.text import Text

    console = make_console()
    for block in blocks:
        console.print(
            _rich_table(block) if isinstance(block, Table) else Text(block.text, style=block.style or "")
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
                _rich_table(block) if isinstance(block, Table) else Text(block.text, style=block.style or "")
            )
    text = capture.get()
    return text[:-1] if text.endswith("\n") else text


# --- mcr score -----------------------------------------------------------------


def hand_heading(hand: Hand) -> str:
    """Canonical notation, then the tiles as glyphs: melds, standing tiles, the winning tile."""
    groups = ["".join(tile_glyph(t) for t in m.tiles) for m in hand.melds]
    groups.append("".join(tile_glyph(t) for t in hand.standing))
    if hand.win_tile is not None:
        groups.append(tile_glyph(hand.win_tile))
    return f"{format_hand(hand)}   {' '.join(g for g in groups if g)}"


def context_line(ctx: WinContext) -> str:
    """``seat E · round E · discard from N`` and the flags that were given."""
    won = "self-drawn" if ctx.self_drawn else f"discard from {SEATS[ctx.discarder_seat or 0]}"
    parts = [f"seat {SEATS[ctx.seat_wind]}", f"round {SEATS[ctx.prevalent_wind]}", won]
    parts += [name for name, on in (("fourth tile", ctx.fourth_tile), ("kong", ctx.kong)) if on]
    if ctx.last_tile:
        parts.append("last tile")
    if ctx.flowers:
        parts.append(f"{ctx.flowers} flower{'s' if ctx.flowers > 1 else ''}")
    return " · ".join(parts)


def _names(fan: FanDef, lang: str) -> tuple[str, str]:
    return (fan.en, fan.zh) if lang == "en" else (fan.zh, fan.en)


def _name_columns(lang: str) -> list[Column]:
    zh, en = Column("番种", style="bold"), Column("fan", style="bold")
    return [en, Column("番种", style="dim")] if lang == "en" else [zh, Column("fan", style="dim")]


def fans_table(result: ScoreResult, lang: str) -> Table:
    columns = [
        Column("id", "right"),
        *_name_columns(lang),
        Column("points", "right"),
        Column("count", "right"),
        Column("subtotal", "right"),
        Column("tiles", style="cyan"),
    ]
    rows = [
        (str(int(f.fan.id)), *_names(f.fan, lang), str(f.fan.points), str(f.count), str(f.subtotal), f.tiles)
        for f in result.fans
    ]
    return Table(None, columns, rows)


def total_lines(result: ScoreResult) -> list[Line]:
    lines = [
        Line(f"fan points {result.fan_points} + flowers {result.flowers} = total {result.total}", "bold")
    ]
    if result.valid:
        lines.append(Line("reaches the 8-point minimum", "green"))
    else:
        lines.append(Line("below the 8-point minimum: not a win, no payments", "bold red"))
    return lines


def payments_table(result: ScoreResult) -> Table:
    ctx = result.context
    discarder = ctx.discarder_seat
    rows = []
    for seat, wind in enumerate(SEATS):
        role = "winner" if seat == ctx.seat_wind else "discarder" if seat == discarder else ""
        rows.append((wind, WIND_ZH[seat], role, f"{result.payments.get(wind, 0):+d}"))
    title = "payments (self-drawn)" if ctx.self_drawn else f"payments (discard from {SEATS[discarder or 0]})"
    return Table(title, [Column("seat"), Column("风"), Column("role"), Column("points", "right")], rows)


def drop_rule(drop: DroppedFan, lang: str) -> str:
    """``不计 (excluded by 清龙)``, ``套算一次: …``: why a fan the reading shows does not count."""
    text = drop.rule
    if drop.by is not None:
        text += f" (excluded by {_names(drop.by, lang)[0]})"
    if drop.detail:
        text += f": {drop.detail}"
    return text


def explain_blocks(result: ScoreResult, lang: str) -> list[Block]:
    """The chosen reading and every fan it shows that does not count, with the rule."""
    blocks: list[Block] = [Line(f"reading: {result.reading.shape}: {' '.join(result.reading.parts)}")]
    if not result.dropped:
        blocks.append(Line("not counted: none"))
        return blocks
    columns = [Column("id", "right"), *_name_columns(lang), Column("points", "right")]
    columns += [Column("count", "right"), Column("rule", style="yellow")]
    rows = [
        (str(int(d.fan.id)), *_names(d.fan, lang), str(d.fan.points), str(d.count), drop_rule(d, lang))
        for d in result.dropped
    ]
    blocks.append(Table("not counted", columns, rows))
    return blocks


def score_blocks(result: ScoreResult, *, lang: str = "zh", explain: bool = False) -> list[Block]:
    """Everything ``mcr score`` shows about one hand, in order."""
    blocks: list[Block] = [Line(hand_heading(result.hand), "bold"), Line(context_line(result.context), "dim")]
    blocks.append(fans_table(result, lang))
    blocks += total_lines(result)
    if result.valid:
        blocks.append(payments_table(result))
    if explain:
        blocks += explain_blocks(result, lang)
    return blocks


# --- mcr fans ------------------------------------------------------------------


def fan_reference_table(fans: Iterable[FanDef], lang: str) -> Table:
    """The reference table of ``mcr fans``: id, names, points and what each excludes."""
    columns = [
        Column("id", "right"),
        *_name_columns(lang),
        Column("points", "right"),
        Column("excludes (不计)"),
    ]
    rows = [
        (
            str(int(f.id)),
            *_names(f, lang),
            str(f.points),
            ", ".join(_names(FANS[x], lang)[0] for x in f.excludes),
        )
        for f in fans
    ]
    return Table(None, columns, rows)
