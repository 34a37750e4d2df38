"""The catalogue of faults in Chinese: one table per area, from a fault's code to its template.

Each module holds ``ZH``, the templates of one area's faults (``model.py``
for ``model/faults.py``), with the same ``{parameters}`` as the English.
``templates`` joins them; a test holds every fault of the catalogue to a
template here that names exactly its parameters.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...systems.declaration import Declaration


def templates() -> dict[str, str]:
    """Every area's Chinese table and each system's own reasons (``Texts.reasons``), joined.

    Read once per ``SYSTEMS`` tuple: a system registered at run time has its reasons in the next table.
    """
    from ... import systems

    return _templates(systems.SYSTEMS)


@cache
def _templates(registered: tuple[Declaration, ...]) -> dict[str, str]:
    from . import cli, model, reasons, records, systems

    tables: dict[str, str] = {}
    for area in (model.ZH, systems.ZH, records.ZH, cli.ZH, reasons.ZH):
        tables.update(area)
    for declaration in registered:
        own = declaration.system().texts.get("zh")
        if own is not None:
            tables.update(own.reasons)
    return tables
