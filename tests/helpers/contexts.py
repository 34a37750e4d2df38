"""How the systems' tests write a win: flags by name, each put where it belongs.

A table flag goes into ``WinContext``'s field, a system's own flag into
``extra`` and a setting (``base``, ``cap``, ``min_fan``) into the rules in
force, as the command line puts them.
"""

from __future__ import annotations

from typing import Any

from mcr_cli.systems import find_system
from mcr_cli.systems.base import Rules
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.flags import TABLE_BY_NAME
from mcr_cli.systems.result import Result
from mcr_cli.systems.scoring import score

SETTINGS = {"base", "cap", "min_fan", "min_points"}
"""The settings a line may give as flags, under any system."""


def context(system: str, **flags: Any) -> WinContext:
    """The ``WinContext`` of ``flags`` under ``system``: settings are left out (see ``rules``).

    A flag that is no table field rides in ``extra``, as a system's own flag
    does, so that a system refuses another's flag by name.
    """
    extra = tuple((k, v) for k, v in flags.items() if k not in TABLE_BY_NAME and k not in SETTINGS)
    fields = {k: v for k, v in flags.items() if k in TABLE_BY_NAME}
    return WinContext(**fields, extra=extra)


def rules(system: str, rules: Rules | None = None, **flags: Any) -> Rules:
    """The rules in force: ``rules`` (the system's own by default), the settings of ``flags`` over them."""
    table = rules or find_system(system).rules()
    return table.with_settings(**{k: v for k, v in flags.items() if k in SETTINGS})


def score_under(system: str, hand: str, table: Rules | None = None, **flags: Any) -> Result:
    """``score`` of ``hand`` with ``flags`` put where each belongs."""
    return score(hand, context(system, **flags), rules=rules(system, table, **flags))
