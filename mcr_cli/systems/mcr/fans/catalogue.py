"""The 81 fans of the 1998 rules as the public API shows them: ``FanId``, ``FanDef``, ``FANS``.

The table itself is ``table.py`` (plain numbers, what the scorer reads);
this module gives it types for callers: ``FANS[FanId.SELF_DRAWN].zh``.  It is
loaded when a full result, ``--explain``, ``mcr fans`` or the API asks for it,
never by ``mcr score --json``.

``FanId`` is made here from ``Fan``'s names and numbers, not written out a
second time.  A type checker cannot see members made at run time, so it reads
``FanId`` from ``fanid.pyi``; the name is bound through ``globals()`` because
an assignment would redefine, for the type checker, the class it imported
(and the compiled build can hold no class under ``TYPE_CHECKING``, nor set
one's ``__doc__`` after it is made).
"""

from enum import EnumMeta, IntEnum
from typing import TYPE_CHECKING, NamedTuple

from .table import ROWS, Fan

if TYPE_CHECKING:
    from .fanid import FanId as FanId


def _fan_id() -> EnumMeta:
    """``FanId`` as a class statement would make it, its members ``Fan``'s names and numbers in order."""
    namespace = EnumMeta.__prepare__("FanId", (IntEnum,))
    namespace["__module__"] = __name__
    namespace["__qualname__"] = "FanId"
    namespace["__doc__"] = "Fan numbers 1-81 of the official table: ``Fan``'s numbers, as an ``IntEnum``."
    for name, n in vars(Fan).items():
        if name.isupper():
            namespace[name] = n
    return EnumMeta("FanId", (IntEnum,), namespace)


globals()["FanId"] = _fan_id()


class FanDef(NamedTuple):
    """One fan: number, names, the value of one, and what it excludes (不计)."""

    id: FanId
    zh: str
    en: str
    points: int
    excludes: tuple[FanId, ...] = ()


FANS: dict[FanId, FanDef] = {
    FanId(n): FanDef(FanId(n), zh, en, points, tuple([FanId(x) for x in excludes]))
    for n, zh, en, points, excludes in ROWS
}
"""Every fan by number, 1 to 81 in table order (highest value first)."""

assert list(FANS) == list(FanId), "the table must list every fan once, in order"
