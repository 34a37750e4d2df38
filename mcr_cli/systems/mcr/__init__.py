"""MCR, the 1998 competition rules (system no. 1): this package declares its flags, ``system.py`` the system.

The rest of the package is its scorer: ``fans/`` (catalogue, detectors, 不计,
套算一次), ``scoring.py`` (the pipeline), ``payments.py``, ``result.py``,
``waits.py`` and ``shanten.py``.

The flags of MCR: the table's flags it reads; it has no flag of its own and no setting.

MCR's 底分 (8) is part of its payments, so it has no ``--base``; the 1998
rules have no house variants, so no setting either.
"""

from ..declaration import Declaration
from ..flags import Flag, Setting

READS: tuple[str, ...] = (
    *("self_drawn", "fourth_tile", "kong", "last_tile"),
    *("seat_wind", "prevalent_wind", "flowers", "discarder"),
)
FLAGS: tuple[Flag, ...] = ()
SETTINGS: tuple[Setting, ...] = ()
DECLARATION: Declaration = Declaration("mcr", READS, FLAGS, SETTINGS, scorer="mcr_cli.systems.mcr.system")
"""The system as the command line reads it, without its scorer (``systems.SYSTEMS``)."""
