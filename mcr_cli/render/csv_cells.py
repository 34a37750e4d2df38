"""Cells of every ``--csv`` output, guarded so that a spreadsheet shows them instead of running them.

A spreadsheet reads a cell that begins with ``=``, ``+``, ``-`` or ``@`` (and,
in some, a tab or a carriage return) as a formula: a player named
``=HYPERLINK(...)`` in a match record, or a penalty reason ``=cmd``, would run
when the file is opened (CSV injection).  The usual guard is a leading ``'``,
which the spreadsheet shows as text.  A plain number such as ``-8`` (a score
change) is no formula: it is left alone, so it stays a number to sum.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

FORMULA_STARTS: Final = ("=", "+", "-", "@", "\t", "\r")
"""The first characters that make a spreadsheet read a cell as a formula."""

_PLAIN_NUMBER: Final = re.compile(r"-?\d+(\.\d+)?")


def csv_cell(value: object) -> object:
    r"""``value`` as a CSV cell: text that a spreadsheet would run gets a leading ``'``.

    Numbers (and text that is a plain number, ``-8``) and other text are left as they are.

    >>> [csv_cell(v) for v in ("=SUM(A1)", "B 3 =cmd", "+1", "@x", "\tx", "-8", "-2.5", -8, "Alice", "")]
    ["'=SUM(A1)", 'B 3 =cmd', "'+1", "'@x", "'\tx", '-8', '-2.5', -8, 'Alice', '']
    >>> csv_cell("--seat-wind X: not a wind"), csv_cell("-8 points")
    ("'--seat-wind X: not a wind", "'-8 points")
    """
    if isinstance(value, str) and value.startswith(FORMULA_STARTS) and not _PLAIN_NUMBER.fullmatch(value):
        return "'" + value
    return value


def csv_row(cells: Iterable[object]) -> list[object]:
    """Every cell of a row through ``csv_cell``: what each CSV writer hands to ``csv.writer``."""
    return [csv_cell(cell) for cell in cells]
