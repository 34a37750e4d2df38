"""The human table of a hand scored under a system other than MCR, as blocks for ``render.show``.

Same layout for every system: the hand, the system and how the hand was won;
each pattern with its value (or factor); the formula with its numbers; the
payments with kong money (each kong's line) and horses; with ``--explain`` the chosen reading,
what each wild stands for, and what did not count and why.  ``lang`` is
``--lang`` (``None``: both names, English headers; see ``lang``).
"""

from __future__ import annotations

from ..systems import find_system
from ..systems.flags import toml_value
from ..systems.reasons import rulings_of
from ..systems.result import SystemResult
from .lang import SEATS_ZH, formula, namer, notes_in, reason, ruling_lines, say, seat
from .score import Block, Column, Line, Table, hand_heading, reading_line


def _name_pair(zh: str, en: str, lang: str | None) -> tuple[str, ...]:
    return (zh, en) if lang is None else (en,) if lang == "en" else (zh,)


def _name_columns(lang: str | None) -> list[Column]:
    if lang == "en":
        return [Column("pattern", style="bold")]
    if lang == "zh":
        return [Column("番种", style="bold")]
    return [Column("番种", style="bold"), Column("pattern", style="dim", drop=2)]


def heading(result: SystemResult, lang: str | None = None) -> str:
    """``推倒胡 (tuidaohu) · seat E · self-drawn``, and the house-rule file when there is one."""
    system = find_system(result.system)
    seats = system.seats
    if lang == "zh":
        won = "自摸" if result.discarder is None else f"{seat(seats[result.discarder], lang)}家点炮"
        parts = [f"{system.zh} ({system.name})", f"门风 {seat(seats[result.seat], lang)}", won]
        if result.house is not None:
            parts.append(f"本地规则 {result.house.source}")
        return " · ".join(parts)
    won = "self-drawn" if result.discarder is None else f"discard from {seats[result.discarder]}"
    title = f"{system.name}: {system.en}" if lang == "en" else f"{system.zh} ({system.name})"
    parts = [title, f"seat {seats[result.seat]}", won]
    if result.house is not None:
        parts.append(f"house rules {result.house.source}")
    return " · ".join(parts)


def patterns_table(result: SystemResult, lang: str | None = None) -> Table | None:
    """The additive patterns (points or 番), then the factors, one row each."""
    columns = [
        *_name_columns(lang),
        Column(say(lang, "value", "分值"), "right"),
        Column(say(lang, "count", "次数"), "right"),
    ]
    rows = [(*_name_pair(f.zh, f.en, lang), str(f.points), str(f.count), f.tiles) for f in result.fans]
    rows += [(*_name_pair(m.zh, m.en, lang), f"×{m.factor}", "", "") for m in result.multipliers]
    if not rows:
        return None
    if any(row[-1] for row in rows):  # a tiles column only when some pattern names its tiles
        return Table(None, [*columns, Column(say(lang, "tiles", "牌"), style="cyan", drop=3)], rows)
    return Table(None, columns, [row[:-1] for row in rows])


def house_lines(result: SystemResult, lang: str | None = None) -> list[Line]:
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


def payments_table(result: SystemResult, lang: str | None = None) -> Table:
    """Each seat: its role, what the win (with horses) moves, the kong money, the net."""
    seats = find_system(result.system).seats
    kongs = any(result.kong_payments.values())
    columns = [Column(say(lang, "seat", "座位"))] + [Column("风")] * (lang is None)
    columns += [Column(say(lang, "role", "角色")), Column(say(lang, "win", "和牌分"), "right")]
    if kongs:
        columns += [Column(say(lang, "kongs", "杠分"), "right"), Column(say(lang, "net", "合计"), "right")]
    roles = (say(lang, "winner", "和牌"), say(lang, "discarder", "点炮"))
    rows = []
    for i, letter in enumerate(seats):
        role = roles[0] if i == result.seat else roles[1] if i == result.discarder else ""
        win = result.payments.get(letter, 0)
        row = [seat(letter, lang)] + [SEATS_ZH[i]] * (lang is None) + [role, f"{win:+d}"]
        if kongs:
            kong = result.kong_payments.get(letter, 0)
            row += [f"{kong:+d}", f"{win + kong:+d}"]
        rows.append(tuple(row))
    return Table(say(lang, "payments", "付分"), columns, rows)


KONG_ZH = {"concealed": "暗杠", "promoted": "补杠", "melded": "明杠", "gold": "金杠"}


def kongs_table(result: SystemResult, lang: str | None = None) -> Table | None:
    """One line per kong (the winner's first, then ``--other-kong``'s) and 铲: what each seat moved."""
    entries = list(result.kongs or ())
    if not entries and result.chan is None:
        return None
    seats = find_system(result.system).seats
    columns = [
        Column(say(lang, "kong", "杠")),
        Column(say(lang, "by", "杠家")),
        *(Column(seat, "right") for seat in seats),
    ]
    rows = []
    for k in entries:
        zh = KONG_ZH.get(k.kind, k.kind)
        kind = say(lang, f"{zh} {k.kind}", zh, k.kind)
        if k.source:
            kind += say(lang, f" from {k.source}", f" {k.source}家供")
        rows.append((kind, k.seat, *(f"{k.payments.get(seat, 0):+d}" for seat in seats)))
    if result.chan is not None:
        rows.append(
            (say(lang, "铲 chan", "铲", "chan"), "", *(f"{result.chan.get(seat, 0):+d}" for seat in seats))
        )
    return Table(say(lang, "kong money", "杠钱"), columns, rows)


def horses_table(result: SystemResult, lang: str | None = None) -> Table | None:
    if not result.horses:
        return None
    rows = [(seat(h.holder, lang), h.tile, seat(h.points_at, lang)) for h in result.horses]
    columns = [
        Column(say(lang, "holder", "持马")),
        Column(say(lang, "tile", "马牌")),
        Column(say(lang, "points at", "指向")),
    ]
    return Table(say(lang, "horses (买马)", "买马", "horses"), columns, rows)


def explain_blocks(result: SystemResult, lang: str | None = None) -> list[Block]:
    """The chosen reading, what each wild stands for, and each pattern shown but not counted."""
    system = find_system(result.system)
    name = namer(system, lang)
    blocks: list[Block] = [Line(reading_line(result.shape, result.reading, lang))]
    if result.wilds:
        blocks.append(Line(f"{say(lang, 'wilds stand for', '混代')}: {result.wilds}"))
    if not result.not_counted:
        blocks.append(Line(say(lang, "not counted: none", "不计的番种: 无")))
    else:
        rows = [
            (*_name_pair(n.zh, n.en, lang), reason(n.why, lang, name, explain=True, system=system))
            for n in result.not_counted
        ]
        why = Column(say(lang, "why", "原因"), style="yellow", fold=True)
        blocks.append(Table(say(lang, "not counted", "不计的番种"), [*_name_columns(lang), why], rows))
    ids = [i for said in (*(n.why for n in result.not_counted), *result.remarks) for i in rulings_of(said)]
    meanings = ruling_lines(ids, notes_in(system, lang), lang)
    if meanings:
        blocks.append(Line(f"{say(lang, 'rulings', '规则')}:"))
        blocks += [Line(f"  {text}", "dim") for text in meanings]
    return blocks


def score_blocks(result: SystemResult, *, lang: str | None = None, explain: bool = False) -> list[Block]:
    """Everything ``mcr score --rules NAME`` shows about one hand, in order."""
    system = find_system(result.system)
    name = namer(system, lang)
    blocks: list[Block] = [Line(hand_heading(result.hand), "bold"), Line(heading(result, lang), "dim")]
    blocks += house_lines(result, lang)
    table = patterns_table(result, lang)
    if table is not None:
        blocks.append(table)
    capped = say(lang, " (capped)", "（封顶）") if result.capped else ""
    blocks.append(Line(f"{say(lang, 'total', '合计')} {formula(result.arithmetic, lang)}{capped}", "bold"))
    blocks += [
        Line(reason(note, lang, name, explain=explain, system=system), "yellow") for note in result.remarks
    ]
    if not result.valid:
        blocks.append(
            Line(say(lang, "not a valid win: no payments for the win", "不算和牌：和牌不付分"), "bold red")
        )
    blocks.append(payments_table(result, lang))
    kongs = kongs_table(result, lang)
    if kongs is not None:
        blocks.append(kongs)
    horses = horses_table(result, lang)
    if horses is not None:
        blocks.append(horses)
    if explain:
        blocks += explain_blocks(result, lang)
    return blocks
