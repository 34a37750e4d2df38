"""The public records refuse fields they do not have with the package's error, and always print.

``Hand``, ``Meld`` and ``WinContext`` are named tuples: built with a field
they lack (``WinContext(selfdrawn=True)``), too many values or a required
one missing, Python's generated ``__new__`` raises a bare ``TypeError``,
worded differently by each build's caller.  ``guard_record`` wraps that
``__new__`` so that the same mistake is the record's own error (an
``InvalidHandError`` for a hand or meld, a ``ContextError`` for a context),
one line naming the field, with the nearest field name when one is close.
It wraps the generated ``__repr__`` too: a field holding an int past
Python's 4,300 digits would make it raise, and a ``repr`` never fails
(a debugger, a log, pytest's report show it), so such a record shows each
field bounded (``limits.show``) instead.

The wrapper only calls the original and words its failure: a good call
costs one more call (about 0.1 µs), and ``_replace``, ``_make``, copying
and pickling, which build through ``tuple.__new__``, are untouched.  What the
fields hold is checked where the record is used (``checks.py``), not here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import MCRError
from ..faults import Said
from ..limits import show
from . import faults as f


def guard_record(cls: Any, error: type[MCRError]) -> None:
    """Make ``cls(...)`` (a named tuple) raise ``error`` instead of ``TypeError`` for fields it lacks.

    And make its ``repr`` one that never fails (``bound_repr``).
    """
    original = cls.__new__

    def checked_new(klass: Any, *args: object, **kwargs: object) -> Any:
        try:
            return original(klass, *args, **kwargs)
        except TypeError:  # the generated __new__ can fail only on its signature
            raise error(field_error(cls.__name__, cls._fields, cls._field_defaults, args, kwargs)) from None

    checked_new.__wrapped__ = original  # type: ignore[attr-defined]  # inspect.signature and help() show the fields
    cls.__new__ = staticmethod(checked_new)
    bound_repr(cls)


def bound_repr(cls: Any, fields_ok: Callable[[tuple[Any, ...]], bool] | None = None) -> None:
    """Make ``repr`` of ``cls`` (a named tuple) fall back on ``fields_text`` where its own would raise.

    With ``fields_ok``, ``str`` too: the record's own ``str`` when its
    fields pass, ``fields_text`` when not (its own reads them typed, which the
    compiled build checks).  For records the engine builds in its loops
    (``wilds.Group``), whose constructor must stay Python's own.
    """
    own_repr, own_str = cls.__repr__, cls.__str__

    def bounded_repr(self: tuple[Any, ...]) -> str:
        try:
            text: str = own_repr(self)
        except ValueError:  # an int too long to convert, in some field
            return fields_text(self)
        return text

    def checked_str(self: tuple[Any, ...]) -> str:
        return str(own_str(self)) if fields_ok is None or fields_ok(self) else fields_text(self)

    cls.__repr__ = bounded_repr
    if fields_ok is not None:
        cls.__str__ = checked_str


def fields_text(record: tuple[Any, ...]) -> str:
    """``Name(field=value, …)``, each value shown bounded (``limits.show``): what a record built wrong prints.

    >>> from mcr_cli.model.meld import Meld
    >>> fields_text(Meld(None, 10**5000))
    'Meld(kind=None, tile=a 5001-digit number, offer=1)'
    """
    names = type(record)._fields  # type: ignore[attr-defined]
    shown = ", ".join(f"{key}={show(value)}" for key, value in zip(names, tuple(record), strict=True))
    return f"{type(record).__name__}({shown})"


def field_error(
    name: str,
    fields: tuple[str, ...],
    defaults: dict[str, Any],
    args: tuple[object, ...],
    kwargs: dict[str, object],
) -> Said:
    """What is wrong with building record ``name`` from ``args`` and ``kwargs``, in one line.

    >>> str(field_error("Meld", ("kind", "tile", "offer"), {"offer": 1}, (), {"tiles": 3}))
    "Meld has no field 'tiles' (did you mean tile?)"
    >>> str(field_error("Meld", ("kind", "tile", "offer"), {"offer": 1}, (1, 2, 3, 4), {}))
    'Meld takes at most 3 fields, not 4'
    """
    for key in kwargs:
        if key not in fields:
            return f.NO_SUCH_FIELD(record=name, field=show(key), hint=_hint(key, fields))
    if len(args) > len(fields):
        return f.TOO_MANY_FIELDS(record=name, most=len(fields), count=len(args))
    twice = [key for key in fields[: len(args)] if key in kwargs]
    if twice:
        return f.FIELD_TWICE(record=name, field=twice[0])
    missing = [key for key in fields[len(args) :] if key not in defaults and key not in kwargs]
    return f.FIELDS_MISSING(record=name, fields=" and ".join(missing))


def _hint(key: str, fields: tuple[str, ...]) -> Said:
    """`` (did you mean self_drawn?)`` for the nearest field, or ``; its fields are …`` if none is close."""
    from difflib import get_close_matches  # only on the error's path: start-up never pays for it

    close = get_close_matches(key, fields, n=1, cutoff=0.6)
    return f.NEAREST_FIELD(field=close[0]) if close else f.THE_FIELDS(fields=", ".join(fields))
