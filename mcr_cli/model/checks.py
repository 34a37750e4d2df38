"""Argument checks for the model's public functions: what an API caller may pass by mistake.

The engine's own calls go to unchecked cores (``readings._four_sets``,
``wilds._holding`` …) in its hot loops; a public function checks first and
raises ``InvalidHandError`` (a ``ValueError``) naming the argument and
quoting the value shortened (``limits.show``), never ``TypeError``,
``IndexError`` or ``AttributeError``.  The checks are cheap: a list of 34
counts costs a ``len``, ``min``, ``max`` and ``sum``, all C loops.

In the compiled build a function checks each argument against its
annotation before its body runs, and reading a ``NamedTuple``'s field
checks the value against the field's annotation: a wrong type would be
mypyc's ``TypeError``, not ours.  So a public function annotates what a
caller could get wrong as ``X | object`` (``X`` says what it takes; the
``object`` lets anything in, to be checked here), and the checks read a
``Hand``'s or ``Meld``'s fields through ``fields_of`` (untyped) before any
typed code does.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import islice
from typing import Any

from ..errors import InvalidHandError
from ..limits import MAX_TILES_CHARS, show
from . import faults as f
from .meld import CONCEALED, PROMOTED_OFFERS, Meld, MeldKind
from .tiles import Tile

MAX_CONCEALED = 14
"""The most tiles a hand's concealed part holds (and so any count a reading is asked of)."""
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


def flag(value: object, what: str) -> bool:
    """``value`` if it is ``True`` or ``False``."""
    if type(value) is not bool:
        raise fail(what, "True or False", value)
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


def counts(
    value: object, what: str = "the counts", total: int = MAX_CONCEALED
) -> list[int] | tuple[int, ...]:
    """``value`` if it is 34 whole counts (a list or tuple), none negative, at most ``total`` in all."""
    if type(value) not in (list, tuple) or len(value) != 34:  # type: ignore[arg-type]
        raise fail(what, "34 tile counts (a list or tuple)", value)
    assert isinstance(value, (list, tuple))
    try:
        whole_sum = sum(value)
    except TypeError:
        whole_sum = None
    if type(whole_sum) is not int:  # a float, None, a str among them: the sum tells, in C
        bad = next((c for c in value if not isinstance(c, int)), value)
        raise fail(f"each of {what}", "a whole number", bad)
    if min(value) < 0 or whole_sum > total:
        raise InvalidHandError(
            f.BAD_COUNTS(
                what=what, total=total, low=show(min(value)), high=show(max(value)), sum=show(whole_sum)
            )
        )
    return value


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


def melds(value: object, what: str = "the melds") -> tuple[Meld, ...]:
    """A sequence of at most 4 ``Meld`` values, as a tuple."""
    if not isinstance(value, (list, tuple)):
        raise fail(what, "a tuple of Meld values", value)
    if len(value) > 4:
        raise InvalidHandError(f.MELDS_OVER_FOUR(what=what))
    return tuple(meld(m, f"each of {what}") for m in value)


def wild_count(value: object, naturals: int = 0) -> int:
    """A number of wild copies: 0 or more, with ``naturals`` natural tiles 14 at most in all."""
    if type(value) is not int or not 0 <= value <= MAX_CONCEALED - naturals:
        raise fail("wilds", f"a whole number 0-{MAX_CONCEALED - naturals} (14 tiles in all)", value)
    return value


def free_sets(value: object, what: str = "free_sets") -> tuple[tuple[int, Tile], ...]:
    """What a group of three wilds may stand for: ``(kind, tile)`` pairs, kind 0 (chow) or 1 (pung)."""
    found = tuple(value) if isinstance(value, (list, tuple)) and len(value) <= 64 else None
    if found is None:
        raise fail(what, "a tuple of at most 64 (kind, tile) sets", value)
    for item in found:
        ok = type(item) is tuple and len(item) == 2 and item[0] in (0, 1) and type(item[0]) is int
        if not ok or not is_tile(item[1]) or (item[0] == 0 and (item[1] >= 27 or item[1] % 9 > 6)):
            raise fail(f"each of {what}", "a set (0 chow or 1 pung, a tile it can start at)", item)
    return found


def free_pairs(value: object, what: str = "free_pairs") -> tuple[Tile, ...]:
    """What a pair of two wilds may stand for: at most 34 tile numbers."""
    if not isinstance(value, (list, tuple)) or len(value) > 34:
        raise fail(what, "a tuple of at most 34 tile numbers", value)
    return tiles(value, what, 34)


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


def groups(value: object, kind: type, what: str = "the groups") -> tuple[Any, ...]:
    """A tuple (or list) of at most 14 ``kind`` values (``wilds.Group``), each checked as ``group``."""
    if not isinstance(value, (tuple, list)) or len(value) > 14:
        raise fail(what, f"a tuple of {kind.__name__} values", value)
    for g in value:
        if not isinstance(g, kind) or not isinstance(g, tuple):
            raise fail(f"each of {what}", f"a {kind.__name__}", g)
        group(tuple(g), f"each of {what}")
    return tuple(value)
