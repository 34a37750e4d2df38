"""Hubei 卡五星: this package declares its flags and settings, ``system.py`` the system and its scoring.

The flags and settings of 卡五星: what it reads of the table, ``--revealed``, ``--other-kong``
(every player's kongs), the cap, the base, the switches of K7 and K11, and the bound K11's
minimum must stay under (``LIMITS``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..declaration import Declaration
from ..faults import LARGEST_PRODUCT, NO_DISCARD_WIN
from ..flags import Flag, Limit, Setting, switch
from ..kong_flag import KINDS, other_kong_flag

if TYPE_CHECKING:
    from ..base import Rules

READS: tuple[str, ...] = (
    *("self_drawn", "kong", "last_tile", "after_kong"),
    *("seat_wind", "prevalent_wind", "discarder"),
)
REVEALED = switch("revealed", "The winner had laid his hand open (亮倒, 卡五星).", before_win=True)
OTHER_KONG = other_kong_flag(KINDS)
FLAGS: tuple[Flag, ...] = (REVEALED, OTHER_KONG)
CAP = "封顶: the most the product of factors may reach (none by default)"
SETTINGS: tuple[Setting, ...] = (
    Setting("base", 1, 1, 1_000_000, "底分: every amount is times the base", flag=True),
    Setting("cap", None, 1, 1 << 20, CAP, flag=True),
    Setting("baohu_shares", 2, 1, 3, "包胡 (K7): the shares a revealed winner's discarder pays"),
    Setting(
        "min_discard_factor", 2, 1, 1 << 20, "K11: the least product of factors that may win on a discard"
    ),
)
DECLARATION: Declaration = Declaration(
    "kawuxing", READS, FLAGS, SETTINGS, scorer="mcr_cli.systems.kawuxing.system"
)
"""The system as the command line reads it, without its scorer (``systems.SYSTEMS``)."""


SHAPE_SLOTS: tuple[tuple[tuple[str, ...], ...], ...] = (
    (("七对", "龙七对", "双龙七对", "三龙七对"), ("清一色",), ("抢杠胡",), ("海底捞月",), ("亮倒",)),
    (
        ("碰碰胡",),
        ("手抓一",),
        ("明四归一", "暗四归一"),
        ("大三元", "小三元"),
        ("清一色",),
        ("卡五星",),
        ("杠上开花", "杠上炮", "抢杠胡"),
        ("海底捞月",),
        ("亮倒",),
    ),
)
"""For each shape (seven pairs, four sets), the factors it may hold, in slots of which one counts at most.

An upper bound, not the exact best (清一色 and a dragon pung never meet):
enough to tell a minimum that no hand can reach (``LIMITS``).
"""


def _largest_product(rules: Rules) -> int:
    """No product of factors a hand can have exceeds this: per shape, the best factor of each slot.

    >>> from mcr_cli.systems import find_system
    >>> _largest_product(find_system("kawuxing").rules())
    16384
    """
    best = 1
    for slots in SHAPE_SLOTS:
        product = 1
        for slot in slots:
            product *= max((rules.value(zh) for zh in slot if rules.on(zh)), default=1)
        best = max(best, product)
    return best


LIMITS = (
    Limit(
        "min_discard_factor",
        _largest_product,
        LARGEST_PRODUCT(),
        NO_DISCARD_WIN(),
    ),
)
