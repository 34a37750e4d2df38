"""``mcr rules``: the scoring systems, and one system's table as the scorer reads it."""

from __future__ import annotations

from typing import Any

import click

from ..errors import MCRError
from ..model.tiles import format_tiles
from ..systems import REGISTRY, find_system
from ..systems.base import Pattern, Rules
from . import common as cc
from . import options as co
from .main import LANG


def _value_text(pattern: Pattern) -> str:
    return f"×{pattern.value}" if pattern.kind == "factor" else str(pattern.value)


def rules_dict(rules: Rules) -> dict[str, Any]:
    """The JSON of ``mcr rules NAME --json``: the table in force, house rules included."""
    system = rules.system
    out: dict[str, Any] = {
        "name": system.name,
        "zh": system.zh,
        "en": system.en,
        "source": system.source,
        "seats": list(system.seats),
        "tiles": format_tiles(sorted(system.tiles)),
        "patterns": [
            {
                "zh": p.zh,
                "en": p.en,
                "value": rules.value(p.zh),
                "kind": p.kind,
                "on": rules.on(p.zh),
                "description": p.description,
                "excludes": list(p.excludes),
                "ruling": p.ruling,
            }
            for p in system.patterns
        ],
        "settings": dict(rules.settings),
        "formula": system.formula_in_force(rules),
        "notes": list(system.notes),
    }
    if rules.house is not None:
        out["house_rules"] = rules.house.to_dict()
    return out


def system_blocks(rules: Rules, lang: str) -> list[Any]:
    """One system's table in force: patterns with values and 不计, settings, the formula, the rulings."""
    from ..render import score as render

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
        settings = ", ".join(f"{k} = {'none' if v is None else v}" for k, v in rules.settings.items())
        blocks.append(render.Line(f"settings: {settings}"))
    formula = system.formula_in_force(rules)
    if formula:
        blocks.append(render.Line(f"total: {formula}"))
    blocks += [render.Line(note, "dim") for note in system.notes]
    return blocks


def list_blocks() -> list[Any]:
    from ..render import score as render

    rows = []
    for name in REGISTRY:
        s = find_system(name)
        rows.append((name, s.zh, s.en, str(len(s.seats)), str(len(s.tiles) * 4)))
    columns = [render.Column("name", style="bold"), render.Column("系统"), render.Column("system", drop=1)]
    columns += [render.Column("seats", "right"), render.Column("tiles", "right")]
    return [render.Table(None, columns, rows), render.Line("mcr rules NAME prints a system's table.", "dim")]


@click.command(cls=co.StrictCommand)
@click.argument("name", required=False, type=click.Choice(list(REGISTRY)))
@click.option(
    "--rules-file", metavar="FILE.toml", help="Show the table with this file's house rules in force."
)
@click.option("--json", "as_json", is_flag=True, help="JSON: the systems, or the table of NAME.")
@click.option("--lang", type=LANG, default="zh", show_default=True, help="Which name comes first.")
def rules(name: str | None, rules_file: str | None, as_json: bool, lang: str) -> None:
    """The scoring systems (--rules NAME), or one system's table: values, factors, 不计, rulings.

    \b
    Examples:
      mcr rules
      mcr rules tuidaohu
      mcr rules kawuxing --lang en
      mcr rules --rules-file club.toml
      mcr rules jipinghu --json
    """
    from ..render import score as render

    try:
        if rules_file is not None:
            from ..systems.house import load_house_rules

            table = load_house_rules(rules_file)
            if name is not None and name != table.system.name:
                raise click.UsageError(
                    f"{rules_file} is a house-rule file for {table.system.name}, not {name}"
                )
        elif name is not None:
            table = find_system(name).rules()
        else:
            if as_json:
                cc.echo_json(
                    [{"name": n, "zh": find_system(n).zh, "en": find_system(n).en} for n in REGISTRY]
                )
            else:
                render.show(list_blocks())
            return
    except MCRError as err:
        cc.echo_error(err)
        raise SystemExit(cc.REJECTED) from None
    if as_json:
        cc.echo_json(rules_dict(table))
    else:
        render.show(system_blocks(table, lang))
