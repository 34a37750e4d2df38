"""The exit codes of every ``mcr`` command, named (as sqlite-utils names its own).

``OK`` (0), ``REJECTED`` (1: a hand, a line or a record was refused) and
``USAGE`` (2: the command line itself is wrong; click raises those).  A run
stopped by a signal ends with 128 plus its number (``batch/run.py``), and
output that cannot be written with ``streams.FAILED``.
"""

from __future__ import annotations

OK = 0
"""Every hand was scored (or the command succeeded)."""
REJECTED = 1
"""A hand was refused: bad notation, an impossible hand, no win, contradictory flags."""
USAGE = 2
"""The command line itself is wrong (click's usage errors)."""
