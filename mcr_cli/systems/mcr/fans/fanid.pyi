"""``FanId`` as a type checker sees it: an ``IntEnum`` whose every member is a ``FanId``.

At run time ``catalogue.py`` makes ``FanId`` from ``table.Fan``, the one list
of the 81 names, so the names are not written here again: the metaclass
answers any member name with a ``FanId``.  A misspelt name is caught when it
runs (``AttributeError``), not by the type checker.
"""

from enum import EnumMeta, IntEnum

class _Members(EnumMeta):
    def __getattr__(cls, name: str) -> FanId: ...

class FanId(IntEnum, metaclass=_Members):  # type: ignore[misc]  # its members are made at run time
    """Fan numbers 1-81 of the official table: ``Fan``'s numbers, as an ``IntEnum``."""
