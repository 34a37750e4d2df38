"""What ``mcr score`` and ``mcr fans`` show a person, as blocks for ``layout.show``.

The blocks and their drawing (rich or plain, narrow terminals) live in
``layout``; they are re-exported here, where the commands have always found
them.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..model.hand import Hand, format_hand
from ..model.meld import meld_order
from ..model.tiles import SEATS, tile_glyph
from ..systems.context import WinContext
from ..systems.mcr.fans.catalogue import FANS, FanDef
from ..systems.mcr.result import DroppedFan, ScoreResult
from .layout import Block as Block
from .layout import Column as Column
from .layout import Line as Line
from .layout import Table as Table
from .layout import plain_table as plain_table
from .layout import plain_text as plain_text
from .layout import show as show
from .layout import to_text as to_text

WIND_ZH = "东南西北"


# --- mcr score -----------------------------------------------------------------


def hand_heading(hand: Hand) -> str:
    """Canonical notation, then the tiles as glyphs in its order: melds, standing tiles, the winning tile."""
    groups = ["".join(tile_glyph(t) for t in m.tiles) for m in sorted(hand.melds, key=meld_order)]
    groups.append("".join(tile_glyph(t) for t in hand.standing))
    if hand.win_tile is not None:
        groups.append(tile_glyph(hand.win_tile))
    return f"{format_hand(hand)}   {' '.join(g for g in groups if g)}"


def context_line(ctx: WinContext) -> str:
    """``seat E · round E · discard from N`` and the flags that were given."""
    won = "self-drawn" if ctx.self_drawn else f"discard from {SEATS[ctx.discarder_seat() or 0]}"
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
    """The fan's name in ``lang``, then in the other language (dropped first on a narrow terminal)."""
    zh, en = Column("番种", style="bold"), Column("fan", style="bold")
    if lang == "en":
        return [en, Column("番种", style="dim", drop=2)]
    return [zh, Column("fan", style="dim", drop=2)]


def fans_table(result: ScoreResult, lang: str) -> Table:
    columns = [
        Column("id", "right"),
        *_name_columns(lang),
        Column("points", "right"),
        Column("count", "right"),
        Column("subtotal", "right"),
        Column("tiles", style="cyan", drop=3),
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
    discarder = ctx.discarder_seat()
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
    columns += [Column("count", "right"), Column("rule", style="yellow", fold=True)]
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
        Column("excludes (不计)", fold=True),
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
