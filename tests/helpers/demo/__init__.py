"""A tiny fourth system for the layer's tests: this package declares it, ``system.py`` scores it.

The demo system's flags: a few of the table's, one of its own (``--bonus``), the base and a cap.

Declared here alone, ``--bonus`` is an option of ``mcr score``, a batch-line flag, an API field
(``WinContext.extra``) and an error under every other system (``tests/cli/test_flags.py``).
"""

from mcr_cli.systems.declaration import Declaration
from mcr_cli.systems.flags import BASE, Flag, Setting, switch

READS: tuple[str, ...] = ("self_drawn", "seat_wind", "prevalent_wind", "discarder", "kong", "after_kong")
BONUS = switch("bonus", "The demo's own flag: the hand counts double.")
FLAGS: tuple[Flag, ...] = (BONUS,)
SETTINGS: tuple[Setting, ...] = (BASE, Setting("cap", None, 1, 64, "cap on the total", flag=True))
DECLARATION: Declaration = Declaration("demo", READS, FLAGS, SETTINGS, scorer="tests.helpers.demo.system")
