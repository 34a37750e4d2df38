"""``mcr score --batch FILE --csv``: one CSV row per hand line, for a spreadsheet.

Built from a result's JSON object (the contract's keys), so MCR and every
other system fill the same columns; a line that could not be scored is a
row too, with its line number and the error, so no line goes missing.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from typing import Any

from .csv_cells import csv_row

SEATS = ("E", "S", "W", "N")

HEADER = (
    "line",
    "hand",
    "rules",
    "fan_points",
    "flowers",
    "total",
    "valid",
    *SEATS,
    *(f"kong_{seat}" for seat in SEATS),
    "fans",
    "multipliers",
    "error",
)
"""The columns, in order (``docs/score.md`` says what each holds)."""


def _line(cells: Sequence[object]) -> str:
    """One row, no line end; a field holding a CR or LF is quoted (the writer quotes the
    characters of its line terminator, hence ``"\r\n"``, then cut off).  A cell a
    spreadsheet would run as a formula is guarded (``csv_cells``)."""
    out = io.StringIO()
    csv.writer(out, lineterminator="\r\n").writerow(csv_row(cells))
    return out.getvalue()[:-2]


def header_line() -> str:
    return _line(HEADER)


def _names(items: Sequence[dict[str, Any]], count: str) -> str:
    """``花龙;幺九刻×2``: Chinese names, ``×n`` after one counted n times (or a factor of n)."""
    parts = []
    for item in items:
        n = item[count]
        parts.append(item["zh"] + (f"×{n}" if n != 1 else ""))
    return ";".join(parts)


def result_line(number: int, obj: dict[str, Any]) -> str:
    """The row of a scored hand: its JSON object's numbers, payments and names."""
    payments, kongs = obj["payments"], obj.get("kong_payments", {})
    return _line(
        [
            number,
            obj["hand"],
            obj.get("rules", "mcr"),
            obj["fan_points"],
            obj.get("flowers", ""),
            obj["total"],
            "true" if obj["valid"] else "false",
            *(payments.get(seat, "") for seat in SEATS),
            *(kongs.get(seat, "") for seat in SEATS),
            _names(obj["fans"], "count"),
            _names(obj.get("multipliers", ()), "factor"),
            "",
        ]
    )


def error_line(number: int, hand: str, message: str) -> str:
    """The row of a line that was refused: its number, the hand as given and the error, nothing else."""
    blank = [""] * (len(HEADER) - 3)
    return _line([number, hand, *blank, message])
