"""Argument checks for the public API: what a caller may pass by mistake, refused as the package's error.

The public API checks each argument once, here, and then calls the core
with exact types (``mcr_cli/api.py``: not compiled, so a hostile value
reaches it as it is): ``InvalidHandError`` (a ``ValueError``) naming the
argument and quoting the value shortened (``limits.show``), never
``TypeError``, ``IndexError`` or ``AttributeError``.  The core's own
functions take what their annotations say (``Tile``, ``list[int]``,
``Hand``) and check nothing of the kind; no annotation below the API says
``X | object`` (``tests/test_exact_types.py``).  The checks are cheap: a
list of tiles costs a ``type`` test per tile.

What a value of the right type holds is another matter: a ``Hand``,
``Meld``, ``WinContext`` or ``wilds.Group`` built in code may hold anything
in its fields, and in the compiled build reading a ``NamedTuple``'s field
checks the value against the field's annotation, which would be mypyc's
``TypeError``.  So the core reads a caller's record through ``fields_of``
(untyped) until its fields pass (``hand.check_hand_types``,
``context.check_types``, ``group`` for a group's ``repr``).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import islice
from typing import Any

from ..errors import InvalidHandError
from ..faults import Said
from ..limits import MAX_TILES_CHARS, show
from . import faults as f
from .meld import CONCEALED, PROMOTED_OFFERS, Meld, MeldKind
from .tiles import Tile

MAX_CONCEALED = 14
"""The most tiles a hand's concealed part holds (and so a group of a reading)."""
MAX_TILE_LIST = MAX_TILES_CHARS
"""The most tiles a list of tiles may hold (a whole wall is 136)."""
_MELD_OFFERS = {
    MeldKind.CHOW: (1, 2, 3),
    MeldKind.PUNG: (1, 2, 3),
    MeldKind.KONG: (CONCEALED, 1, 2, 3, *PROMOTED_OFFERS),
}


def fields_of(value: tuple[Any, ...]) -> tuple[Any, ...]:
    """A ``NamedTuple``'s fields as they are, unchecked: what a check reads before it trusts annotations."""
    return value


def fail(what: str, expected: str, value: object) -> InvalidHandError:
    """``WHAT must be EXPECTED, not VALUE``, the value shown shortened."""
    return InvalidHandError(f.WRONG_VALUE(what=what, expected=expected, value=show(value)))


def is_tile(value: object) -> bool:
    return type(value) is int and 0 <= value < 34


def tile(value: object, what: str = "a tile") -> Tile:
    """``value`` if it is a tile number 0-33 (an ``int``, not a ``bool``)."""
    if type(value) is not int or not 0 <= value < 34:
        raise fail(what, "a tile number 0-33", value)
    return value


def whole(value: object, what: str, low: int, high: int) -> int:
    """``value`` if it is an ``int`` (not a ``bool``) in ``low..high``."""
    if type(value) is not int or not low <= value <= high:
        raise fail(what, f"a whole number {low}-{high}", value)
    return value


def text(value: object, what: Said) -> str:
    """``value`` if it is a ``str`` (how long it may be is the parser's to say: ``notation.check_text``)."""
    if not isinstance(value, str):
        raise InvalidHandError(f.NOT_TEXT(what=what, kind=type(value).__name__))
    return value


def hand_size(value: object) -> int:
    """``value`` if it is 13 or 14, the tiles a hand has before and after its win."""
    if type(value) is not int or value not in (13, 14):
        raise InvalidHandError(f.HAND_SIZE(tiles=show(value)))
    return value


def tiles(values: object, what: str = "the tiles", limit: int = MAX_TILE_LIST) -> tuple[Tile, ...]:
    """The tiles of an iterable of tile numbers, at most ``limit`` of them (an iterator is read once)."""
    if type(values) is tuple or type(values) is list:  # the common case, without the ABC check
        found = tuple(values)
    elif isinstance(values, (str, bytes, bytearray, dict)) or not isinstance(values, Iterable):
        raise fail(what, "a sequence of tile numbers 0-33", values)
    else:
        try:
            found = tuple(islice(values, limit + 1))
        except (TypeError, ValueError) as err:  # an iterator that fails as it is read
            raise InvalidHandError(f.UNREADABLE(what=what, kind=type(err).__name__)) from None
    if len(found) > limit:
        raise InvalidHandError(f.TOO_MANY_TILES(what=what, limit=limit))
    for t in found:
        if type(t) is not int or not 0 <= t < 34:
            raise fail(f"each of {what}", "a tile number 0-33", t)
    return found


def meld(value: object, what: str = "a meld") -> Meld:
    """``value`` if it is a ``Meld`` of a ``MeldKind``, a tile it can start at and an offer it can have."""
    if not isinstance(value, Meld):
        raise fail(what, "a Meld(kind, tile, offer)", value)
    kind, start, offer = fields_of(value)
    if not isinstance(kind, MeldKind):
        raise fail(f"{what}'s kind", "a MeldKind", kind)
    tile(start, f"{what}'s tile")
    if kind is MeldKind.CHOW and (start >= 27 or start % 9 > 6):
        raise InvalidHandError(f.CHOW_START_AT(what=what, start=start))
    if type(offer) is not int or offer not in _MELD_OFFERS[kind]:
        allowed = ", ".join(map(str, _MELD_OFFERS[kind]))
        raise fail(f"{what}'s offer", f"one of {allowed} for a {kind.value}", offer)
    return value


def group(fields: tuple[Any, ...], what: str = "a group") -> None:
    """A ``wilds.Group``'s fields: kind 0-4, tile -1..33, naturals and wilds (tiles), a meld or None."""
    kind, start, naturals, wilds, of_meld = fields
    whole(kind, f"{what}'s kind", 0, 4)
    if not (start == -1 and kind == 4) and not is_tile(start):
        raise fail(f"{what}'s tile", "a tile number 0-33 (-1 for the orphans)", start)
    for name, value in (("naturals", naturals), ("wilds", wilds)):
        if type(value) is not tuple:
            raise fail(f"{what}'s {name}", "a tuple of tile numbers", value)
        tiles(value, f"{what}'s {name}", MAX_CONCEALED)
    if of_meld is not None:
        meld(of_meld, f"{what}'s meld")


def group_ok(value: tuple[Any, ...]) -> bool:
    """Whether a ``wilds.Group``'s fields pass ``group`` (its ``str`` reads them typed only then)."""
    try:
        group(fields_of(value))
    except InvalidHandError:
        return False
    return True


def reading_ok(value: tuple[Any, ...], shapes: type) -> bool:
    """Whether a ``wilds.GroupReading`` holds one of ``shapes`` and a tuple (each group checks itself)."""
    shape, found = fields_of(value)
    return isinstance(shape, shapes) and isinstance(found, tuple)
