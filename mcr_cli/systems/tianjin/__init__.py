"""Tianjin 天津麻将: this package declares its flags and settings, ``system.py`` the system.

The flags and settings of Tianjin: what it reads of the table, the stakes (坐庄, 拉庄), 铲, kong money
(every player's kongs: ``--other-kong``, 金杠 among them), 起和 (N8) and the switch of N18.
"""

from __future__ import annotations

from typing import Any

from ...errors import FlagValueError
from ...model.tiles import SEATS, seat_of
from ..declaration import Declaration
from ..faults import LAZHUANG_SHAPE, LAZHUANG_TWICE
from ..flags import BASE, SWITCH, TEXT, Flag, Setting, switch
from ..kong_flag import GOLD, KINDS, other_kong_flag

READS: tuple[str, ...] = ("self_drawn", "kong", "indicator", "dealer", "seat_wind", "prevalent_wind")


def parse_lazhuang(text: str) -> tuple[tuple[int, int], ...]:
    """``S=1,W=2`` → ((1, 1), (2, 2)): the non-dealers who 拉庄 and how many times.

    >>> parse_lazhuang("S=1,W=2")
    ((1, 1), (2, 2))
    """
    out: list[tuple[int, int]] = []
    for part in text.split(","):
        seat, eq, times = part.partition("=")
        who = seat_of(seat)
        if not eq or who is None or times not in ("1", "2"):
            raise FlagValueError(LAZHUANG_SHAPE(text=repr(text[:40])))
        if any(s == who for s, _ in out):
            raise FlagValueError(LAZHUANG_TWICE(text=repr(text[:40]), seat=SEATS[who]))
        out.append((who, int(times)))
    return tuple(out)


def _valid_lazhuang(value: Any) -> bool:
    return isinstance(value, tuple) and all(
        isinstance(p, tuple) and len(p) == 2 and type(p[0]) is int and type(p[1]) is int for p in value
    )


ZUOZHUANG = switch("zuozhuang", "The dealer chose 坐庄 (天津).", before_win=True)
LAZHUANG = Flag(
    "lazhuang",
    TEXT,
    "Non-dealers who 拉庄, N times (天津).",
    (),
    metavar="SEAT=N[,…]",
    parse=parse_lazhuang,
    valid=_valid_lazhuang,
    before_win=True,
)
CHAN = switch("chan", "铲 happened (天津).")
OTHER_KONG = other_kong_flag((*KINDS, GOLD))
FLAGS: tuple[Flag, ...] = (ZUOZHUANG, LAZHUANG, CHAN, OTHER_KONG)
SETTINGS: tuple[Setting, ...] = (
    BASE,
    Setting(
        "kong_exposed", 1, 0, 1000, "kong money (N15) of a melded or promoted kong, from each other seat"
    ),
    Setting("kong_concealed", 2, 0, 1000, "kong money (N15) of a concealed kong, from each other seat"),
    Setting("kong_gold", 8, 0, 1000, "kong money (N15) of a 金杠 (four 混 as a concealed kong)"),
    Setting("chan", 1, 0, 1000, "铲 (N16): what the dealer pays each non-dealer, times the stake factor"),
    Setting("min_points", 2, 1, 3, "起和 (N8): the least total before the stakes to win (天津)", flag=True),
    Setting(
        "double_wild_in_dragon",
        False,
        0,
        0,
        "N18: a 双混吊 chow may also be one of the 龙's (true: revision 1's reading)",
        kind=SWITCH,
    ),
)
DECLARATION: Declaration = Declaration(
    "tianjin", READS, FLAGS, SETTINGS, scorer="mcr_cli.systems.tianjin.system"
)
"""The system as the command line reads it, without its scorer (``systems.SYSTEMS``)."""
