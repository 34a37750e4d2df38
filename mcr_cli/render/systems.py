"""The human table of a hand scored under a system other than MCR, as blocks for ``render.show``.

Same layout for every system: the hand, the system and how the hand was won;
each pattern with its value (or factor); the formula with its numbers; the
payments with kong money (each kong's line) and horses; with ``--explain`` the chosen reading,
what each wild stands for, and what did not count and why.
"""

from __future__ import annotations

from ..systems import find_system
from ..systems.flags import toml_value
from ..systems.result import SystemResult
from .score import Block, Column, Line, Table, hand_heading

WIND_ZH = "东南西北"


def _name_pair(zh: str, en: str, lang: str) -> tuple[str, str]:
    return (en, zh) if lang == "en" else (zh, en)


def _name_columns(lang: str) -> list[Column]:
    first, second = (Column("pattern", style="bold"), Column("番种", style="dim", drop=2))
    if lang != "en":
        first, second = Column("番种", style="bold"), Column("pattern", style="dim", drop=2)
    return [first, second]


def heading(result: SystemResult) -> str:
    """``推倒胡 (tuidaohu) · seat E · self-drawn``, and the house-rule file when there is one."""
    system = find_system(result.system)
    seats = system.seats
    won = "self-drawn" if result.discarder is None else f"discard from {seats[result.discarder]}"
    parts = [f"{system.zh} ({system.name})", f"seat {seats[result.seat]}", won]
    if result.house is not None:
        parts.append(f"house rules {result.house.source}")
    return " · ".join(parts)


def patterns_table(result: SystemResult, lang: str) -> Table | None:
    """The additive patterns (points or 番), then the factors, one row each."""
    columns = [*_name_columns(lang), Column("value", "right"), Column("count", "right")]
    rows = [(*_name_pair(f.zh, f.en, lang), str(f.points), str(f.count), f.tiles) for f in result.fans]
    rows += [(*_name_pair(m.zh, m.en, lang), f"×{m.factor}", "", "") for m in result.multipliers]
    if not rows:
        return None
    if any(row[-1] for row in rows):  # a tiles column only when some pattern names its tiles
        return Table(None, [*columns, Column("tiles", style="cyan", drop=3)], rows)
    return Table(None, columns, [row[:-1] for row in rows])


def house_lines(result: SystemResult) -> list[Line]:
    """The overrides in force, so a reader never mistakes a club's table for the system's own."""
    house = result.house
    if house is None:
        return []
    changes = [f"{zh} = {value}" for zh, value in house.values.items()]
    changes += [f"{zh} off" for zh in house.off]
    changes += [f"{name} = {toml_value(value)}" for name, value in house.settings.items()]
    return [Line(f"house rules ({house.source}): {', '.join(changes) or 'none'}", "yellow")]


def payments_table(result: SystemResult) -> Table:
    """Each seat: its role, what the win (with horses) moves, the kong money, the net."""
    seats = find_system(result.system).seats
    kongs = any(result.kong_payments.values())
    columns = [Column("seat"), Column("风"), Column("role"), Column("win", "right")]
    if kongs:
        columns += [Column("kongs", "right"), Column("net", "right")]
    rows = []
    for i, seat in enumerate(seats):
        role = "winner" if i == result.seat else "discarder" if i == result.discarder else ""
        win = result.payments.get(seat, 0)
        row = [seat, WIND_ZH[i], role, f"{win:+d}"]
        if kongs:
            kong = result.kong_payments.get(seat, 0)
            row += [f"{kong:+d}", f"{win + kong:+d}"]
        rows.append(tuple(row))
    return Table("payments", columns, rows)


KONG_ZH = {"concealed": "暗杠", "promoted": "补杠", "melded": "明杠", "gold": "金杠"}


def kongs_table(result: SystemResult) -> Table | None:
    """One line per kong (the winner's first, then ``--other-kong``'s) and 铲: what each seat moved."""
    entries = list(result.kongs or ())
    if not entries and result.chan is None:
        return None
    seats = find_system(result.system).seats
    columns = [Column("kong"), Column("by"), *(Column(seat, "right") for seat in seats)]
    rows = []
    for k in entries:
        kind = f"{KONG_ZH.get(k.kind, k.kind)} {k.kind}" + (f" from {k.source}" if k.source else "")
        rows.append((kind, k.seat, *(f"{k.payments.get(seat, 0):+d}" for seat in seats)))
    if result.chan is not None:
        rows.append(("铲 chan", "", *(f"{result.chan.get(seat, 0):+d}" for seat in seats)))
    return Table("kong money", columns, rows)


def horses_table(result: SystemResult) -> Table | None:
    if not result.horses:
        return None
    rows = [(h.holder, h.tile, h.points_at) for h in result.horses]
    return Table("horses (买马)", [Column("holder"), Column("tile"), Column("points at")], rows)


def explain_blocks(result: SystemResult, lang: str) -> list[Block]:
    """The chosen reading, what each wild stands for, and each pattern shown but not counted."""
    blocks: list[Block] = [Line(f"reading: {result.shape}: {' '.join(result.reading)}")]
    if result.wilds:
        blocks.append(Line(f"wilds stand for: {result.wilds}"))
    if not result.not_counted:
        blocks.append(Line("not counted: none"))
        return blocks
    rows = [(*_name_pair(n.zh, n.en, lang), n.reason) for n in result.not_counted]
    blocks.append(
        Table("not counted", [*_name_columns(lang), Column("why", style="yellow", fold=True)], rows)
    )
    return blocks


def score_blocks(result: SystemResult, *, lang: str = "zh", explain: bool = False) -> list[Block]:
    """Everything ``mcr score --rules NAME`` shows about one hand, in order."""
    blocks: list[Block] = [Line(hand_heading(result.hand), "bold"), Line(heading(result), "dim")]
    blocks += house_lines(result)
    table = patterns_table(result, lang)
    if table is not None:
        blocks.append(table)
    capped = " (capped)" if result.capped else ""
    blocks.append(Line(f"total {result.formula}{capped}", "bold"))
    blocks += [Line(note, "yellow") for note in result.notes]
    if not result.valid:
        blocks.append(Line("not a valid win: no payments for the win", "bold red"))
    blocks.append(payments_table(result))
    kongs = kongs_table(result)
    if kongs is not None:
        blocks.append(kongs)
    horses = horses_table(result)
    if horses is not None:
        blocks.append(horses)
    if explain:
        blocks += explain_blocks(result, lang)
    return blocks
