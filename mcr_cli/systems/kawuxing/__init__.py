"""Hubei 卡五星: this package declares its flags and settings, ``system.py`` the system and its scoring.

The flags and settings of 卡五星: what it reads of the table, ``--revealed``, ``--other-kong``
(every player's kongs), the cap, the base, and the switches of K7 and K11.
"""

from ..flags import Flag, Setting, switch
from ..kongs import KINDS, other_kong_flag

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
