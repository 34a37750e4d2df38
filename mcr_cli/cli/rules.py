"""``mcr rules``: click only; the scoring systems, and one system's table as the scorer reads it.

The table is drawn by ``render/rules.py`` (a module of the same name there, one per layer).
"""

from __future__ import annotations

from typing import Any

import click

from .. import systems
from ..errors import MCRError
from ..model.tiles import format_tiles
from ..systems import find_system
from ..systems.base import Rules
from . import options as co
from .exits import REJECTED
from .output_options import output_options
from .registry import SystemChoice
from .report import echo_error, echo_json


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


@click.command(cls=co.StrictCommand)
@click.argument("name", required=False, type=SystemChoice())
@click.argument("pattern", required=False)
@click.option(
    "--rules-file",
    type=co.FILE,
    metavar="FILE.toml",
    help="Show the table with this file's house rules in force.",
)
@output_options(json="JSON: the systems, or the table of NAME.")
def rules(
    name: str | None, pattern: str | None, rules_file: str | None, as_json: bool, lang: str | None
) -> None:
    """The scoring systems (--rules NAME), or one system's table: values, factors, 不计, rulings.

    With PATTERN, only that pattern (named in Chinese, English or a common
    alternative name; an unknown name gets the nearest ones).

    \b
    Examples:
      mcr rules
      mcr rules tuidaohu
      mcr rules kawuxing --lang en
      mcr rules --rules-file club.toml
      mcr rules jipinghu --json
      mcr rules tuidaohu 对对胡
    """
    from ..render.layout import show
    from ..render.rules import list_blocks, system_blocks

    try:
        if rules_file is not None:
            from ..systems.house import load_house_rules

            table = load_house_rules(rules_file)
            if name is not None and name != table.system.name:
                from .faults import RULES_FILE_SYSTEM, SaidUsageError

                raise SaidUsageError(RULES_FILE_SYSTEM(path=rules_file, system=table.system.name, name=name))
        elif name is not None:
            table = find_system(name).rules()
        else:
            if as_json:
                every = [(d.name, d.system()) for d in systems.SYSTEMS]
                echo_json([{"name": n, "zh": s.zh, "en": s.en} for n, s in every])
            else:
                show(list_blocks(lang))
            return
    except MCRError as err:
        echo_error(err, lang=lang)
        raise SystemExit(REJECTED) from None
    if pattern is not None:
        from ..render.rules import pattern_blocks
        from ..systems.names import names_of

        names = names_of(table.system)
        zh = names.find(pattern)
        if zh is None:
            from .faults import IN_SYSTEM, SaidBadParameter

            label = f"{table.system.zh} ({table.system.name})"
            what = names.refusal(pattern, "pattern")
            raise SaidBadParameter(IN_SYSTEM(system=label, what=what), param_hint="PATTERN")
        if as_json:
            echo_json(next(p for p in rules_dict(table)["patterns"] if p["zh"] == zh))
        else:
            show(pattern_blocks(table, zh, lang))
        return
    if as_json:
        echo_json(rules_dict(table))
    else:
        show(system_blocks(table, lang))
