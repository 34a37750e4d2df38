"""Guangdong 鸡平胡: this package declares its flags and settings, ``system.py`` the system.

The flags and settings of 鸡平胡: the table's it reads, the base, the cap (爆胡), ``--min-fan``,
and the switches of J5 (``flush_above_cap``) and J8 (``robbed_pays``).
"""

from ..declaration import Declaration
from ..flags import BASE, ROBBED_PAYS, SWITCH, Flag, Setting

READS: tuple[str, ...] = (
    *("self_drawn", "discarder", "kong", "last_tile", "seat_wind", "prevalent_wind"),
    *("heavenly", "earthly", "dealer"),
)
FLAGS: tuple[Flag, ...] = ()
SETTINGS: tuple[Setting, ...] = (
    BASE,
    Setting("cap", 3, 1, 13, "爆胡: the most 番 an ordinary hand counts (J5)"),
    Setting("min_fan", None, 0, 3, "Minimum 番 to win (鸡平胡); none by default (J1)", flag=True),
    Setting(
        "flush_above_cap",
        True,
        0,
        0,
        "J5: 混碰 and 清一色 stand above 爆胡 and count alone (false: base patterns under the cap)",
        kind=SWITCH,
    ),
    ROBBED_PAYS,
)
DECLARATION: Declaration = Declaration(
    "jipinghu", READS, FLAGS, SETTINGS, scorer="mcr_cli.systems.jipinghu.system"
)
"""The system as the command line reads it, without its scorer (``systems.SYSTEMS``)."""
