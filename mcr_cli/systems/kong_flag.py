"""The ``--other-kong SEAT:KIND`` flag of the systems with kong money: its kinds, reading and check.

A system's package declares the flag (``other_kong_flag``) as the command
line starts, under every system, MCR's included: so this module holds only
the declaration, and imports neither the hand's types nor a scorer.  The
kongs of a hand, and their checks against the table, are ``kongs.py``'s.

    >>> parse_other_kong("s:melded:w", KINDS)
    (1, 'melded', 2)
    >>> parse_other_kong("N:gold", KINDS)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    mcr_cli.errors.FlagValueError: other_kong 'N:gold': KIND is ...; this system has no gold (金杠)
"""

from __future__ import annotations

from typing import Any

from ..errors import FlagValueError
from ..faults import Said
from ..model.tiles import seat_of
from . import faults as F
from .flags import TEXT, Flag

CONCEALED_KONG, PROMOTED, MELDED, GOLD = "concealed", "promoted", "melded", "gold"
KINDS: tuple[str, ...] = (CONCEALED_KONG, PROMOTED, MELDED)
"""The kinds of kong every system with kong money has; Tianjin adds ``GOLD`` (金杠)."""
OtherKong = tuple[int, str, int | None]
"""``(maker, kind, supplier)``: seats as indices; the supplier only for a melded kong."""


def _shown(text: str) -> str:
    return repr(text[:40])


def _kinds_list(kinds: tuple[str, ...]) -> Said:
    """The kinds a system has, as ``--other-kong`` writes them: ``concealed, promoted or melded:FROM``."""
    shown = [k if k != MELDED else "melded:FROM" for k in kinds]
    said = F.LIST_LAST(first=shown[-2], last=shown[-1])
    for k in reversed(shown[:-2]):
        said = F.LIST_MORE(first=k, rest=said)
    return said


def parse_other_kong(text: str, kinds: tuple[str, ...]) -> OtherKong:
    """``S:concealed`` → (1, 'concealed', None), ``S:melded:W`` → (1, 'melded', 2)."""
    seat, colon, rest = text.partition(":")
    kind, _, source = rest.partition(":")
    kind = kind.lower()
    owner, giver = seat_of(seat), seat_of(source)
    if not colon or owner is None:
        raise FlagValueError(
            F.OTHER_KONG_SHAPE(text=_shown(text), concealed="S:concealed", melded="S:melded:W")
        )
    if kind not in kinds:
        lacks = F.NO_GOLD() if kind == GOLD else ""
        raise FlagValueError(F.OTHER_KONG_KIND(text=_shown(text), kinds=_kinds_list(kinds), lacks=lacks))
    if kind == MELDED:
        if giver is None:
            raise FlagValueError(F.OTHER_KONG_SOURCE(text=_shown(text), melded="S:melded:W"))
        return owner, kind, giver
    if source or rest.endswith(":"):
        raise FlagValueError(F.OTHER_KONG_SEAT_AFTER(text=_shown(text)))
    return owner, kind, None


def other_kong_flag(kinds: tuple[str, ...]) -> Flag:
    """The ``--other-kong`` flag of a system whose kongs are ``kinds``."""

    def parse(text: str) -> OtherKong:
        return parse_other_kong(text, kinds)

    def valid(value: Any) -> bool:
        return isinstance(value, tuple) and all(_valid_one(v, kinds) for v in value)

    return Flag(
        "other_kong",
        TEXT,
        "Another player's kong, paid as kong money (repeatable): SEAT:KIND, KIND "
        + ", ".join(k if k != MELDED else "melded:FROM" for k in kinds)
        + ".",
        (),
        metavar="SEAT:KIND",
        repeat=True,
        parse=parse,
        valid=valid,
    )


def _valid_one(value: object, kinds: tuple[str, ...]) -> bool:
    """An API caller's ``(seat, kind, supplier)``, of the right shape and a kind the system has."""
    if not isinstance(value, tuple) or len(value) != 3:
        return False
    seat, kind, source = value
    if type(seat) is not int or not 0 <= seat <= 3 or not isinstance(kind, str) or kind not in kinds:
        return False
    if kind == MELDED:
        return type(source) is int and 0 <= source <= 3
    return source is None
