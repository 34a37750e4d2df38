"""What ``mcr fans`` shows: the reference table of MCR's 81 fans, as a block for ``layout.show``."""

from __future__ import annotations

from collections.abc import Iterable

from ..systems.mcr.fans.catalogue import FANS, FanDef
from .lang import say
from .layout import Column, Table
from .result import name_columns, names


def fan_reference_table(fans: Iterable[FanDef], lang: str | None = None) -> Table:
    """Each fan's id, names, points and what it excludes (不计), by name in the language asked."""
    columns = [
        Column(say(lang, "id", "编号"), "right"),
        *name_columns(lang),
        Column(say(lang, "points", "番数"), "right"),
        Column(say(lang, "excludes (不计)", "不计", "excludes"), fold=True),
    ]
    rows = [
        (
            str(int(f.id)),
            *names(f, lang),
            str(f.points),
            ", ".join(FANS[x].en if lang == "en" else FANS[x].zh for x in f.excludes),
        )
        for f in fans
    ]
    return Table(None, columns, rows)
