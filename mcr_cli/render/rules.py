"""What ``mcr rules`` shows: the list of systems, and one system's table as the scorer reads it."""

from __future__ import annotations

from typing import Any

from ..systems import REGISTRY, find_system
from ..systems.base import Pattern, Rules
from ..systems.flags import toml_value
from . import score as render


def _value_text(pattern: Pattern) -> str:
    return f"×{pattern.value}" if pattern.kind == "factor" else str(pattern.value)


def system_blocks(rules: Rules, lang: str) -> list[Any]:
    """One system's table in force: patterns with values and 不计, settings, the formula, the rulings."""
    system = rules.system
    blocks: list[Any] = [render.Line(f"{system.zh} ({system.name}) — {system.en}", "bold")]
    if system.source:
        blocks.append(render.Line(f"source: {system.source}", "dim"))
    names = [render.Column("番种", style="bold"), render.Column("pattern", style="dim", drop=2)]
    if lang == "en":
        names = [render.Column("pattern", style="bold"), render.Column("番种", style="dim", drop=2)]
    columns = [
        *names,
        render.Column("value", "right"),
        render.Column("it is · 不计 (not also counted)", fold=True),
    ]
    rows = []
    for p in system.patterns:
        pair = (p.en, p.zh) if lang == "en" else (p.zh, p.en)
        value = _value_text(p._replace(value=rules.value(p.zh))) + ("" if rules.on(p.zh) else " (off)")
        text = p.description + (f" ({p.ruling})" if p.ruling else "")
        if p.excludes:
            text += "; 不计 " + ", ".join(system.pattern(x).en if lang == "en" else x for x in p.excludes)
        rows.append((*pair, value, text))
    blocks.append(render.Table(None, columns, rows))
    if rules.settings:
        settings = ", ".join(f"{k} = {toml_value(v)}" for k, v in rules.settings.items())
        blocks.append(render.Line(f"settings: {settings}"))
    formula = system.formula_in_force(rules)
    if formula:
        blocks.append(render.Line(f"total: {formula}"))
    blocks += [render.Line(note, "dim") for note in system.notes]
    return blocks


def list_blocks() -> list[Any]:
    rows = []
    for name in REGISTRY:
        s = find_system(name)
        rows.append((name, s.zh, s.en, str(len(s.seats)), str(len(s.tiles) * 4)))
    columns = [render.Column("name", style="bold"), render.Column("系统"), render.Column("system", drop=1)]
    columns += [render.Column("seats", "right"), render.Column("tiles", "right")]
    return [render.Table(None, columns, rows), render.Line("mcr rules NAME prints a system's table.", "dim")]


def pattern_blocks(rules: Rules, zh: str, lang: str) -> list[Any]:
    """One pattern of a system's table (``mcr rules NAME PATTERN``): its names, value in force and 不计."""
    system = rules.system
    p = system.pattern(zh)
    value = _value_text(p._replace(value=rules.value(p.zh))) + ("" if rules.on(p.zh) else " (off)")
    first, second = (p.en, p.zh) if lang == "en" else (p.zh, p.en)
    blocks: list[Any] = [render.Line(f"{first} ({second}) · {system.zh} ({system.name})", "bold")]
    blocks.append(render.Line(f"value: {value} ({p.kind})"))
    blocks.append(render.Line(p.description + (f" ({p.ruling})" if p.ruling else "")))
    if p.excludes:
        named = ", ".join(system.pattern(x).en if lang == "en" else x for x in p.excludes)
        blocks.append(render.Line(f"不计 (not also counted): {named}"))
    return blocks
