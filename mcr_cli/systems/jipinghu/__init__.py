"""Guangdong 鸡平胡: this package declares its flags and settings, ``system.py`` the system.

The flags and settings of 鸡平胡: the table's it reads, the base, the cap (爆胡), ``--min-fan``.
"""

from ..flags import BASE, Flag, Setting

READS: tuple[str, ...] = (
    *("self_drawn", "discarder", "kong", "last_tile", "seat_wind", "prevalent_wind"),
    *("heavenly", "earthly", "dealer"),
)
FLAGS: tuple[Flag, ...] = ()
SETTINGS: tuple[Setting, ...] = (
    BASE,
    Setting("cap", 3, 1, 13, "爆胡: the most 番 an ordinary hand counts (J5)"),
    Setting("min_fan", None, 0, 3, "Minimum 番 to win (鸡平胡); none by default (J1)", flag=True),
)
