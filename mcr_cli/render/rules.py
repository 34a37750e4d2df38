"""What ``mcr rules`` shows: the list of systems, and one system's table as the scorer reads it.

The command is ``cli/rules.py``; the tables are the systems' own (``systems/NAME/``).
One module of this name per layer, on purpose, as for every command:
``cli/NAME.py`` reads the command line, ``render/NAME.py`` draws.
"""

from __future__ import annotations

from typing import Any

from .. import systems
from ..systems.base import Pattern, Rules
from ..systems.flags import toml_value
from . import layout as render
from .lang import description, notes_in, say, source_text, without_ids


def _value_text(pattern: Pattern) -> str:
    return f"×{pattern.value}" if pattern.kind == "factor" else str(pattern.value)


def system_blocks(rules: Rules, lang: str | None = None) -> list[Any]:
    """One system's table in force: patterns with values and 不计, settings, the formula, the rulings."""
    system = rules.system
    title = f"{system.name}: {system.en}" if lang == "en" else f"{system.zh} ({system.name})"
    if lang is None:
        title += f" — {system.en}"
    blocks: list[Any] = [render.Line(title, "bold")]
    if system.source:
        blocks.append(render.Line(f"{say(lang, 'source', '来源')}: {source_text(system, lang)}", "dim"))
    names = [render.Column("番种", style="bold"), render.Column("pattern", style="dim", drop=2)]
    if lang is not None:
        names = [render.Column(say(lang, "pattern", "番种"), style="bold")]
    columns = [
        *names,
        render.Column(say(lang, "value", "分值"), "right"),
        render.Column(
            say(lang, "it is · 不计 (not also counted)", "说明 · 不计", "it is · not also counted"), fold=True
        ),
    ]
    rows = []
    for p in system.patterns:
        pair = (p.zh, p.en) if lang is None else (p.en,) if lang == "en" else (p.zh,)
        off = "" if rules.on(p.zh) else say(lang, " (off)", "（关）")
        value = _value_text(p._replace(value=rules.value(p.zh))) + off
        text = description(system, p, lang)
        if p.excludes:
            also = say(lang, ", ", "、").join(system.pattern(x).en if lang == "en" else x for x in p.excludes)
            text += f"{say(lang, '; ', '；')}{say(lang, '不计', '不计', 'not also')} {also}"
        rows.append((*pair, value, text))
    blocks.append(render.Table(None, columns, rows))
    if rules.settings:
        none = say(lang, "none", "无")
        settings = ", ".join(
            f"{k} = {none if v is None else toml_value(v)}" for k, v in rules.settings.items()
        )
        blocks.append(render.Line(f"{say(lang, 'settings', '设置')}: {settings}"))
    formula = system.formula_in_force(rules, lang)
    if formula:
        blocks.append(render.Line(f"{say(lang, 'total', '合计')}: {formula}"))
    notes = notes_in(system, lang)
    blocks += [render.Line(note if lang is None else without_ids(note), "dim") for note in notes]
    return blocks


def list_blocks(lang: str | None = None) -> list[Any]:
    rows = []
    for declaration in systems.SYSTEMS:
        s = declaration.system()
        names = (s.zh, s.en) if lang is None else (s.en,) if lang == "en" else (s.zh,)
        rows.append((declaration.name, *names, str(len(s.seats)), str(len(s.tiles) * 4)))
    columns = [render.Column(say(lang, "name", "名称"), style="bold")]
    if lang is None:
        columns += [render.Column("系统"), render.Column("system", drop=1)]
    else:
        columns.append(render.Column(say(lang, "system", "系统")))
    columns += [
        render.Column(say(lang, "seats", "人数"), "right"),
        render.Column(say(lang, "tiles", "牌数"), "right"),
    ]
    footer = say(lang, "mcr rules NAME prints a system's table.", "mcr rules NAME 显示该系统的番种表。")
    return [render.Table(None, columns, rows), render.Line(footer, "dim")]


def pattern_blocks(rules: Rules, zh: str, lang: str | None = None) -> list[Any]:
    """One pattern of a system's table (``mcr rules NAME PATTERN``): its names, value in force and 不计."""
    system = rules.system
    p = system.pattern(zh)
    off = "" if rules.on(p.zh) else say(lang, " (off)", "（关）")
    value = _value_text(p._replace(value=rules.value(p.zh))) + off
    title = f"{p.zh} ({p.en}) · {system.zh} ({system.name})"
    if lang == "en":
        title = f"{p.en} · {system.name}: {system.en}"
    elif lang == "zh":
        title = f"{p.zh} · {system.zh} ({system.name})"
    blocks: list[Any] = [render.Line(title, "bold")]
    blocks.append(render.Line(say(lang, f"value: {value} ({p.kind})", f"分值: {value}")))
    blocks.append(render.Line(description(system, p, lang)))
    if p.excludes:
        named = ", ".join(system.pattern(x).en if lang == "en" else x for x in p.excludes)
        also = say(lang, "不计 (not also counted)", "不计", "not also counted")
        blocks.append(render.Line(f"{also}: {named}"))
    return blocks
