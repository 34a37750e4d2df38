"""The catalogue of faults in Chinese: one table per area, from a fault's code to its template.

Each module holds ``ZH``, the templates of one area's faults (``model.py``
for ``model/faults.py``), with the same ``{parameters}`` as the English.
``templates`` joins them; a test holds every fault of the catalogue to a
template here that names exactly its parameters.
"""

from __future__ import annotations

from functools import cache


@cache
def templates() -> dict[str, str]:
    """Every area's Chinese table and each system's own reasons (``Texts.reasons``), joined (read once)."""
    from ...systems import REGISTRY, find_system
    from . import cli, model, reasons, records, systems

    tables: dict[str, str] = {}
    for area in (model.ZH, systems.ZH, records.ZH, cli.ZH, reasons.ZH):
        tables.update(area)
    for name in REGISTRY:
        own = find_system(name).texts.get("zh")
        if own is not None:
            tables.update(own.reasons)
    return tables
