"""Hubei 卡五星: this package declares its flags and settings, ``system.py`` the system and its scoring.

The flags and settings of 卡五星: what it reads of the table, ``--revealed``, the cap and the base.
"""

from ..flags import Flag, Setting, switch

READS: tuple[str, ...] = (
    *("self_drawn", "kong", "last_tile", "after_kong"),
    *("seat_wind", "prevalent_wind", "discarder"),
)
REVEALED = switch("revealed", "The winner had laid his hand open (亮倒, 卡五星).", before_win=True)
FLAGS: tuple[Flag, ...] = (REVEALED,)
CAP = "封顶: the most the product of factors may reach (none by default)"
SETTINGS: tuple[Setting, ...] = (
    Setting("base", 1, 1, 1_000_000, "底分: every amount is times the base", flag=True),
    Setting("cap", None, 1, 1 << 20, CAP, flag=True),
)
