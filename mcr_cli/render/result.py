"""What ``mcr score`` shows a person of any system's ``Result``, as blocks for ``layout.show``.

One renderer for every system: the hand; how it was won; each counted fan
or pattern; the total; the payments (with kong money, each kong's line and
horses where the system has them); with ``--explain`` the chosen reading,
what each wild stands for, what did not count and why, and the rulings
named.  What differs is the system's declared ``counting`` (``Result.counting``):
MCR's fans carry their ids and add up with flowers to a total that needs 8
fan points; the other systems' patterns and factors times a base give the
arithmetic written out.  ``lang`` is ``--lang`` (``None``: both names,
English headers; see ``lang``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from ..model.hand import Hand, format_hand
from ..model.meld import meld_order
from ..model.tiles import SEATS, tile_glyph
from ..systems import find_system
from ..systems.base import System
from ..systems.flags import toml_value
from ..systems.reasons import rulings_of
from ..systems.result import FANS, NotCounted, Result
from .lang import RULES_EN, SEATS_ZH, formula, namer, notes_in, reason, ruling_lines, say, seat, shape
from .layout import Block, Column, Line, Table


class Names(Protocol):
    """A row with both names: a fan of the table, a counted or not-counted one, the fan that excludes."""

    @property
    def zh(self) -> str: ...
    @property
    def en(self) -> str: ...


def names(row: Names, lang: str | None) -> tuple[str, ...]:
    """Both names without ``--lang`` (Chinese first), else the one of ``lang``."""
    return (row.zh, row.en) if lang is None else (row.en,) if lang == "en" else (row.zh,)


def name_columns(lang: str | None, english: str = "fan") -> list[Column]:
    """The names' columns: Chinese then English (narrowed first), or the one of ``lang``."""
    if lang == "en":
        return [Column(english, style="bold")]
    if lang == "zh":
        return [Column("番种", style="bold")]
    return [Column("番种", style="bold"), Column(english, style="dim", drop=2)]


def hand_heading(hand: Hand) -> str:
    """Canonical notation, then the tiles as glyphs in its order: melds, standing tiles, the winning tile."""
    groups = ["".join(tile_glyph(t) for t in m.tiles) for m in sorted(hand.melds, key=meld_order)]
    groups.append("".join(tile_glyph(t) for t in hand.standing))
    if hand.win_tile is not None:
        groups.append(tile_glyph(hand.win_tile))
    return f"{format_hand(hand)}   {' '.join(g for g in groups if g)}"


def context_line(result: Result, system: System, lang: str | None = None) -> str:
    """How the hand was won: MCR's ``seat E · round E · discard from N`` and its flags given; another
    system's ``推倒胡 (tuidaohu) · seat E · self-drawn``, and the house-rule file when there is one."""
    ctx, seats = result.context, system.seats
    zh = lang == "zh"
    if result.discarder is None:
        won = "自摸" if zh else "self-drawn"
    else:
        won = (
            f"{seat(seats[result.discarder], lang)}家点炮"
            if zh
            else f"discard from {seats[result.discarder]}"
        )
    if result.counting == FANS:
        if zh:
            parts = [f"门风 {SEATS_ZH[ctx.seat_wind]}", f"圈风 {SEATS_ZH[ctx.prevalent_wind]}", won]
            parts += [name for name, on in (("和绝张", ctx.fourth_tile), ("杠", ctx.kong)) if on]
            return " · ".join(
                parts + ["最后一张"] * ctx.last_tile + [f"花牌 {ctx.flowers}"] * bool(ctx.flowers)
            )
        parts = [f"seat {SEATS[ctx.seat_wind]}", f"round {SEATS[ctx.prevalent_wind]}", won]
        parts += [name for name, on in (("fourth tile", ctx.fourth_tile), ("kong", ctx.kong)) if on]
        parts += ["last tile"] * ctx.last_tile
        parts += [f"{ctx.flowers} flower{'s' if ctx.flowers > 1 else ''}"] * bool(ctx.flowers)
        return " · ".join(parts)
    title = f"{system.name}: {system.en}" if lang == "en" else f"{system.zh} ({system.name})"
    parts = [title, f"门风 {seat(seats[result.seat], lang)}" if zh else f"seat {seats[result.seat]}", won]
    if result.house is not None:
        parts.append(f"{'本地规则' if zh else 'house rules'} {result.house.source}")
    return " · ".join(parts)


def fans_table(result: Result, lang: str | None = None) -> Table | None:
    """Each counted fan (MCR: id, points, count, subtotal, tiles), or each pattern then each factor."""
    if result.counting == FANS:
        columns = [
            Column(say(lang, "id", "编号"), "right"),
            *name_columns(lang),
            Column(say(lang, "points", "番数"), "right"),
            Column(say(lang, "count", "次数"), "right"),
            Column(say(lang, "subtotal", "小计"), "right"),
            Column(say(lang, "tiles", "牌"), style="cyan", drop=3),
        ]
        fans = result.fans
        rows = [
            (str(f.id), *names(f, lang), str(f.points), str(f.count), str(f.subtotal), f.tiles) for f in fans
        ]
        return Table(None, columns, rows)
    columns = [
        *name_columns(lang, "pattern"),
        Column(say(lang, "value", "分值"), "right"),
        Column(say(lang, "count", "次数"), "right"),
    ]
    rows = [(*names(f, lang), str(f.points), str(f.count), f.tiles) for f in result.fans]
    rows += [(*names(m, lang), f"×{m.factor}", "", "") for m in result.multipliers]
    if not rows:
        return None
    if any(row[-1] for row in rows):  # a tiles column only when some pattern names its tiles
        return Table(None, [*columns, Column(say(lang, "tiles", "牌"), style="cyan", drop=3)], rows)
    return Table(None, columns, [row[:-1] for row in rows])


def house_lines(result: Result, lang: str | None = None) -> list[Line]:
    """The overrides in force, so a reader never mistakes a club's table for the system's own."""
    house = result.house
    if house is None:
        return []
    name = namer(find_system(result.system), lang)
    changes = [f"{name(zh)} = {value}" for zh, value in house.values.items()]
    changes += [f"{name(zh)} {say(lang, 'off', '关')}" for zh in house.off]
    changes += [f"{key} = {toml_value(value)}" for key, value in house.settings.items()]
    text = ", ".join(changes) or say(lang, "none", "无")
    return [Line(f"{say(lang, 'house rules', '本地规则')} ({house.source}): {text}", "yellow")]


def total_lines(result: Result, system: System, lang: str | None = None, explain: bool = False) -> list[Line]:
    """The total as the system forms it, the notes under it, and whether the win is valid."""
    if result.counting == FANS:
        sums = (result.fan_points, result.flowers, result.total)
        text = say(lang, "fan points {} + flowers {} = total {}", "番数 {} + 花牌 {} = 合计 {}").format(*sums)
        if result.valid:
            return [
                Line(text, "bold"),
                Line(say(lang, "reaches the 8-point minimum", "达到 8 番起和"), "green"),
            ]
        below = say(
            lang, "below the 8-point minimum: not a win, no payments", "不足 8 番起和：不算和牌，不付分"
        )
        return [Line(text, "bold"), Line(below, "bold red")]
    name = namer(system, lang)
    capped = say(lang, " (capped)", "（封顶）") if result.capped else ""
    assert result.arithmetic is not None  # every system that forms its total by patterns writes it
    lines = [Line(f"{say(lang, 'total', '合计')} {formula(result.arithmetic, lang)}{capped}", "bold")]
    lines += [Line(reason(n, lang, name, explain=explain, system=system), "yellow") for n in result.remarks]
    if not result.valid:
        lines.append(
            Line(say(lang, "not a valid win: no payments for the win", "不算和牌：和牌不付分"), "bold red")
        )
    return lines


def payments_table(result: Result, system: System, lang: str | None = None) -> Table:
    """Each seat: its role and what the win moves; where the system has kong money, that and the net."""
    seats = system.seats
    kongs = result.kong_payments is not None and any(result.kong_payments.values())
    columns = [Column(say(lang, "seat", "座位"))] + [Column("风")] * (lang is None)
    columns += [Column(say(lang, "role", "角色"))]
    if result.counting == FANS:
        columns.append(Column(say(lang, "points", "分"), "right"))
        if lang == "zh":
            title = f"付分（{'自摸' if result.discarder is None else f'{SEATS_ZH[result.discarder]}家点炮'}）"
        else:
            won = "self-drawn" if result.discarder is None else f"discard from {SEATS[result.discarder]}"
            title = f"payments ({won})"
    else:
        columns.append(Column(say(lang, "win", "和牌分"), "right"))
        title = say(lang, "payments", "付分")
    if kongs:
        columns += [Column(say(lang, "kongs", "杠分"), "right"), Column(say(lang, "net", "合计"), "right")]
    roles = (say(lang, "winner", "和牌"), say(lang, "discarder", "点炮"))
    rows = []
    for i, letter in enumerate(seats):
        role = roles[0] if i == result.seat else roles[1] if i == result.discarder else ""
        win = result.payments.get(letter, 0)
        row = [seat(letter, lang)] + [SEATS_ZH[i]] * (lang is None) + [role, f"{win:+d}"]
        if kongs and result.kong_payments is not None:
            kong = result.kong_payments.get(letter, 0)
            row += [f"{kong:+d}", f"{win + kong:+d}"]
        rows.append(tuple(row))
    return Table(title, columns, rows)


KONG_ZH = {"concealed": "暗杠", "promoted": "补杠", "melded": "明杠", "gold": "金杠"}


def kongs_table(result: Result, system: System, lang: str | None = None) -> Table | None:
    """One line per kong (the winner's first, then ``--other-kong``'s) and 铲: what each seat moved."""
    entries = list(result.kongs or ())
    if not entries and result.chan is None:
        return None
    seats = system.seats
    columns = [Column(say(lang, "kong", "杠")), Column(say(lang, "by", "杠家"))]
    columns += [Column(letter, "right") for letter in seats]
    rows = []
    for k in entries:
        zh = KONG_ZH.get(k.kind, k.kind)
        kind = say(lang, f"{zh} {k.kind}", zh, k.kind)
        if k.source:
            kind += say(lang, f" from {k.source}", f" {k.source}家供")
        rows.append((kind, k.seat, *(f"{k.payments.get(letter, 0):+d}" for letter in seats)))
    if result.chan is not None:
        chan = result.chan
        rows.append(
            (say(lang, "铲 chan", "铲", "chan"), "", *(f"{chan.get(letter, 0):+d}" for letter in seats))
        )
    return Table(say(lang, "kong money", "杠钱"), columns, rows)


def horses_table(result: Result, lang: str | None = None) -> Table | None:
    if not result.horses:
        return None
    rows = [(seat(h.holder, lang), h.tile, seat(h.points_at, lang)) for h in result.horses]
    columns = [
        Column(say(lang, "holder", "持马")),
        Column(say(lang, "tile", "马牌")),
        Column(say(lang, "points at", "指向")),
    ]
    return Table(say(lang, "horses (买马)", "买马", "horses"), columns, rows)


def drop_rule(drop: NotCounted, lang: str | None = None) -> str:
    """``不计 (excluded by 清龙)``, ``套算一次: …``: why an MCR fan the reading shows does not count.

    With ``--lang zh``: ``不计（清龙）``; with ``--lang en`` the rule too is in
    English: ``implied (excluded by Pure Straight)``.
    """
    text = RULES_EN.get(drop.rule, drop.rule) if lang == "en" else drop.rule
    if drop.by is not None:
        text += f"（{drop.by.zh}）" if lang == "zh" else f" (excluded by {names(drop.by, lang)[0]})"
    if drop.detail:
        text += f": {drop.detail}"
    return text


def reading_line(shape_name: str, parts: Iterable[str], lang: str | None) -> str:
    """``reading: four sets and a pair: 123m 456p …`` (``牌型: 一般型: …``)."""
    return f"{say(lang, 'reading', '牌型')}: {shape(shape_name, lang)}: {' '.join(parts)}"


def explain_blocks(result: Result, system: System, lang: str | None = None) -> list[Block]:
    """The chosen reading, what each wild stands for, each pattern shown but not counted, the rulings."""
    blocks: list[Block] = [Line(reading_line(result.shape, result.reading, lang))]
    if result.wilds:
        blocks.append(Line(f"{say(lang, 'wilds stand for', '混代')}: {result.wilds}"))
    fans = result.counting == FANS
    if not result.not_counted:
        blocks.append(Line(say(lang, "not counted: none", "不计的番: 无" if fans else "不计的番种: 无")))
        return blocks if fans else blocks + _rulings(result, system, lang)
    title = say(lang, "not counted", "不计的番" if fans else "不计的番种")
    if fans:
        columns = [Column(say(lang, "id", "编号"), "right"), *name_columns(lang)]
        columns += [Column(say(lang, "points", "番数"), "right"), Column(say(lang, "count", "次数"), "right")]
        columns.append(Column(say(lang, "rule", "原则"), style="yellow", fold=True))
        dropped = result.not_counted
        rows = [
            (str(d.id), *names(d, lang), str(d.points), str(d.count), drop_rule(d, lang)) for d in dropped
        ]
        return [*blocks, Table(title, columns, rows)]
    name = namer(system, lang)
    rows = [
        (*names(n, lang), "" if n.why is None else reason(n.why, lang, name, explain=True, system=system))
        for n in result.not_counted
    ]
    why = Column(say(lang, "why", "原因"), style="yellow", fold=True)
    return [
        *blocks,
        Table(title, [*name_columns(lang, "pattern"), why], rows),
        *_rulings(result, system, lang),
    ]


def _rulings(result: Result, system: System, lang: str | None) -> list[Block]:
    """What each ruling named by a reason or a note says, once each."""
    said = [n.why for n in result.not_counted if n.why is not None] + list(result.remarks)
    meanings = ruling_lines([i for s in said for i in rulings_of(s)], notes_in(system, lang), lang)
    if not meanings:
        return []
    return [Line(f"{say(lang, 'rulings', '规则')}:"), *(Line(f"  {text}", "dim") for text in meanings)]


def score_blocks(result: Result, *, lang: str | None = None, explain: bool = False) -> list[Block]:
    """Everything ``mcr score`` shows about one hand of any system, in order."""
    system = find_system(result.system)
    blocks: list[Block] = [
        Line(hand_heading(result.hand), "bold"),
        Line(context_line(result, system, lang), "dim"),
    ]
    blocks += house_lines(result, lang)
    table = fans_table(result, lang)
    if table is not None:
        blocks.append(table)
    blocks += total_lines(result, system, lang, explain)
    if result.valid or result.counting != FANS:  # MCR shows no payments for a hand below 8
        blocks.append(payments_table(result, system, lang))
    for extra in (kongs_table(result, system, lang), horses_table(result, lang)):
        if extra is not None:
            blocks.append(extra)
    if explain:
        blocks += explain_blocks(result, system, lang)
    return blocks
