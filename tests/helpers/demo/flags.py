"""The demo system's flags: a few of the table's, no flag of its own, the base and a cap."""

from mcr_cli.systems.flags import BASE, Flag, Setting

READS: tuple[str, ...] = ("self_drawn", "seat_wind", "prevalent_wind", "discarder", "kong", "after_kong")
FLAGS: tuple[Flag, ...] = ()
SETTINGS: tuple[Setting, ...] = (BASE, Setting("cap", None, 1, 64, "cap on the total", flag=True))
