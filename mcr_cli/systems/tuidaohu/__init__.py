"""Guangdong 推倒胡: this package declares its flags and settings, ``system.py`` the system.

The flags and settings of 推倒胡: what it reads of the table, ``--horses`` (买马),
``--other-kong`` (every player's kongs), the base, ``robbed_pays`` (T8) and
``discard_wins`` (T4).
"""

from __future__ import annotations

from typing import Any

from ...errors import FlagValueError
from ...faults import message_of
from ...model.notation import parse_tiles
from ...model.tiles import Tile, seat_of
from ..declaration import Declaration
from ..faults import HORSE_TILES, HORSES_COUNT, HORSES_SHAPE
from ..flags import BASE, ROBBED_PAYS, SWITCH, TEXT, Flag, Setting
from ..kong_flag import KINDS, other_kong_flag

READS: tuple[str, ...] = (
    *("self_drawn", "kong", "last_tile", "after_kong", "seat_wind", "prevalent_wind", "discarder"),
    *("indicator", "wild", "heavenly", "earthly", "dealer"),
)

Horses = tuple[tuple[int, tuple[Tile, ...]], ...]
"""Each seat holding horses, and its horse tiles."""


def parse_horses(text: str) -> tuple[int, tuple[Tile, ...]]:
    """``E:1s5p`` → (0, (1s, 5p)): the seat holding the horses and the horse tiles.

    >>> parse_horses("S:9m1p")
    (1, (8, 9))
    """
    seat, colon, tiles = text.partition(":")
    held = seat_of(seat)
    if not colon or held is None:
        raise FlagValueError(HORSES_SHAPE(text=repr(text[:40])))
    try:
        parsed = parse_tiles(tiles)
    except ValueError as err:
        raise FlagValueError(HORSE_TILES(text=repr(text[:40]), what=message_of(err))) from None
    if not parsed or len(parsed) > 8:
        raise FlagValueError(HORSES_COUNT(text=repr(text[:40])))
    return held, parsed


def _valid_horses(value: Any) -> bool:
    def tile(t: object) -> bool:
        return type(t) is int and 0 <= t <= 33

    return isinstance(value, tuple) and all(
        isinstance(p, tuple)
        and len(p) == 2
        and type(p[0]) is int
        and 0 <= p[0] <= 3
        and isinstance(p[1], tuple)
        and 0 < len(p[1]) <= 8
        and all(map(tile, p[1]))
        for p in value
    )


HORSES = Flag(
    "horses",
    TEXT,
    "买马: horse tiles a seat holds (repeatable).",
    (),
    metavar="SEAT:TILES",
    repeat=True,
    parse=parse_horses,
    valid=_valid_horses,
)
OTHER_KONG = other_kong_flag(KINDS)
FLAGS: tuple[Flag, ...] = (HORSES, OTHER_KONG)
DISCARD_WINS = Setting(
    "discard_wins",
    True,
    0,
    0,
    "T4: a hand may be won on a discard (false: only self-drawn or robbing a kong)",
    kind=SWITCH,
)
"""T4's discard wins (鸡胡 excepted) by default; ``false`` plays as public 推倒胡 engines with wilds do,
where a hand is won only self-drawn or by robbing a kong (the discard column of ``mcr waits`` shows
such a win as not valid)."""
SETTINGS: tuple[Setting, ...] = (BASE, ROBBED_PAYS, DISCARD_WINS)
DECLARATION: Declaration = Declaration(
    "tuidaohu", READS, FLAGS, SETTINGS, scorer="mcr_cli.systems.tuidaohu.system"
)
"""The system as the command line reads it, without its scorer (``systems.SYSTEMS``)."""
