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
from .lang import RULES_EN, SEATS_ZH, say, seat, shape
from .layout import Block as Block
from .layout import Column as Column
from .layout import Line as Line
from .layout import Table as Table
from .layout import plain_table as plain_table
from .layout import plain_text as plain_text
from .layout import show as show
from .layout import to_text as to_text

# --- mcr score -----------------------------------------------------------------


def hand_heading(hand: Hand) -> str:
    """Canonical notation, then the tiles as glyphs in its order: melds, standing tiles, the winning tile."""
    groups = ["".join(tile_glyph(t) for t in m.tiles) for m in sorted(hand.melds, key=meld_order)]
    groups.append("".join(tile_glyph(t) for t in hand.standing))
    if hand.win_tile is not None:
        groups.append(tile_glyph(hand.win_tile))
    return f"{format_hand(hand)}   {' '.join(g for g in groups if g)}"


def context_line(ctx: WinContext, lang: str | None = None) -> str:
    """``seat E · round E · discard from N`` and the flags given (``门风 东 · 圈风 东 · 北家点炮``)."""
    if lang == "zh":
        won = "自摸" if ctx.self_drawn else f"{SEATS_ZH[ctx.discarder_seat() or 0]}家点炮"
        parts = [f"门风 {SEATS_ZH[ctx.seat_wind]}", f"圈风 {SEATS_ZH[ctx.prevalent_wind]}", won]
        parts += [name for name, on in (("和绝张", ctx.fourth_tile), ("杠", ctx.kong)) if on]
        parts += ["最后一张"] * ctx.last_tile + [f"花牌 {ctx.flowers}"] * bool(ctx.flowers)
        return " · ".join(parts)
    won = "self-drawn" if ctx.self_drawn else f"discard from {SEATS[ctx.discarder_seat() or 0]}"
    parts = [f"seat {SEATS[ctx.seat_wind]}", f"round {SEATS[ctx.prevalent_wind]}", won]
    parts += [name for name, on in (("fourth tile", ctx.fourth_tile), ("kong", ctx.kong)) if on]
    if ctx.last_tile:
        parts.append("last tile")
    if ctx.flowers:
        parts.append(f"{ctx.flowers} flower{'s' if ctx.flowers > 1 else ''}")
    return " · ".join(parts)


def _names(fan: FanDef, lang: str | None) -> tuple[str, ...]:
    """Both names without ``--lang`` (Chinese first), else the one of ``lang``."""
    return (fan.zh, fan.en) if lang is None else (fan.en,) if lang == "en" else (fan.zh,)


def _name(fan: FanDef, lang: str | None) -> str:
    return fan.en if lang == "en" else fan.zh


def _name_columns(lang: str | None) -> list[Column]:
    """The fan's names: Chinese then English (narrowed first), or the one of ``lang``."""
    if lang == "en":
        return [Column("fan", style="bold")]
    if lang == "zh":
        return [Column("番种", style="bold")]
    return [Column("番种", style="bold"), Column("fan", style="dim", drop=2)]


def fans_table(result: ScoreResult, lang: str | None = None) -> Table:
    columns = [
        Column(say(lang, "id", "编号"), "right"),
        *_name_columns(lang),
        Column(say(lang, "points", "番数"), "right"),
        Column(say(lang, "count", "次数"), "right"),
        Column(say(lang, "subtotal", "小计"), "right"),
        Column(say(lang, "tiles", "牌"), style="cyan", drop=3),
    ]
    rows = [
        (str(int(f.fan.id)), *_names(f.fan, lang), str(f.fan.points), str(f.count), str(f.subtotal), f.tiles)
        for f in result.fans
    ]
    return Table(None, columns, rows)


def total_lines(result: ScoreResult, lang: str | None = None) -> list[Line]:
    sums = (result.fan_points, result.flowers, result.total)
    text = say(lang, "fan points {} + flowers {} = total {}", "番数 {} + 花牌 {} = 合计 {}").format(*sums)
    lines = [Line(text, "bold")]
    if result.valid:
        lines.append(Line(say(lang, "reaches the 8-point minimum", "达到 8 番起和"), "green"))
    else:
        below = say(
            lang, "below the 8-point minimum: not a win, no payments", "不足 8 番起和：不算和牌，不付分"
        )
        lines.append(Line(below, "bold red"))
    return lines


def payments_table(result: ScoreResult, lang: str | None = None) -> Table:
    ctx = result.context
    discarder = ctx.discarder_seat()
    roles = (say(lang, "winner", "和牌"), say(lang, "discarder", "点炮"))
    rows: list[tuple[str, ...]] = []
    for n, wind in enumerate(SEATS):
        role = roles[0] if n == ctx.seat_wind else roles[1] if n == discarder else ""
        row = (seat(wind, lang), role, f"{result.payments.get(wind, 0):+d}")
        rows.append(row if lang is not None else (wind, SEATS_ZH[n], *row[1:]))
    if lang == "zh":
        won = "自摸" if ctx.self_drawn else f"{SEATS_ZH[discarder or 0]}家点炮"
        title = f"付分（{won}）"
    else:
        title = (
            "payments (self-drawn)" if ctx.self_drawn else f"payments (discard from {SEATS[discarder or 0]})"
        )
    columns = [
        Column(say(lang, "seat", "座位")),
        Column(say(lang, "role", "角色")),
        Column(say(lang, "points", "分"), "right"),
    ]
    if lang is None:
        columns.insert(1, Column("风"))
    return Table(title, columns, rows)


def drop_rule(drop: DroppedFan, lang: str | None = None) -> str:
    """``不计 (excluded by 清龙)``, ``套算一次: …``: why a fan the reading shows does not count.

    With ``--lang zh``: ``不计（清龙）``; with ``--lang en`` the rule too is in
    English: ``implied (excluded by Pure Straight)``.
    """
    text = RULES_EN.get(drop.rule, drop.rule) if lang == "en" else drop.rule
    if drop.by is not None:
        text += f"（{drop.by.zh}）" if lang == "zh" else f" (excluded by {_names(drop.by, lang)[0]})"
    if drop.detail:
        text += f": {drop.detail}"
    return text


def reading_line(shape_name: str, parts: Iterable[str], lang: str | None) -> str:
    """``reading: four sets and a pair: 123m 456p …`` (``牌型: 一般型: …``)."""
    return f"{say(lang, 'reading', '牌型')}: {shape(shape_name, lang)}: {' '.join(parts)}"


def explain_blocks(result: ScoreResult, lang: str | None = None) -> list[Block]:
    """The chosen reading and every fan it shows that does not count, with the rule."""
    blocks: list[Block] = [Line(reading_line(result.reading.shape, result.reading.parts, lang))]
    if not result.dropped:
        blocks.append(Line(say(lang, "not counted: none", "不计的番: 无")))
        return blocks
    columns = [Column(say(lang, "id", "编号"), "right"), *_name_columns(lang)]
    columns += [Column(say(lang, "points", "番数"), "right"), Column(say(lang, "count", "次数"), "right")]
    columns.append(Column(say(lang, "rule", "原则"), style="yellow", fold=True))
    rows = [
        (str(int(d.fan.id)), *_names(d.fan, lang), str(d.fan.points), str(d.count), drop_rule(d, lang))
        for d in result.dropped
    ]
    blocks.append(Table(say(lang, "not counted", "不计的番"), columns, rows))
    return blocks


def score_blocks(result: ScoreResult, *, lang: str | None = None, explain: bool = False) -> list[Block]:
    """Everything ``mcr score`` shows about one hand, in order."""
    heading = [Line(hand_heading(result.hand), "bold"), Line(context_line(result.context, lang), "dim")]
    blocks: list[Block] = [*heading, fans_table(result, lang)]
    blocks += total_lines(result, lang)
    if result.valid:
        blocks.append(payments_table(result, lang))
    if explain:
        blocks += explain_blocks(result, lang)
    return blocks


# --- mcr fans ------------------------------------------------------------------


def fan_reference_table(fans: Iterable[FanDef], lang: str | None = None) -> Table:
    """The reference table of ``mcr fans``: id, names, points and what each excludes."""
    columns = [
        Column(say(lang, "id", "编号"), "right"),
        *_name_columns(lang),
        Column(say(lang, "points", "番数"), "right"),
        Column(say(lang, "excludes (不计)", "不计", "excludes"), fold=True),
    ]
    rows = [
        (str(int(f.id)), *_names(f, lang), str(f.points), ", ".join(_name(FANS[x], lang) for x in f.excludes))
        for f in fans
    ]
    return Table(None, columns, rows)
