"""CSV cells a spreadsheet would run as formulas get a leading ``'``; plain numbers stay numbers."""

from __future__ import annotations

import pytest

from mcr_cli.render.csv_cells import csv_cell, csv_row


@pytest.mark.parametrize(
    ("value", "written"),
    [
        pytest.param("=SUM(A1)", "'=SUM(A1)", id="equals"),
        pytest.param("+1+1", "'+1+1", id="plus"),
        pytest.param("-1+1", "'-1+1", id="minus-formula"),
        pytest.param("@SUM(A1)", "'@SUM(A1)", id="at"),
        pytest.param("\t=1", "'\t=1", id="tab"),
        pytest.param("\r=1", "'\r=1", id="carriage-return"),
        pytest.param("+8", "'+8", id="signed-plus-is-not-plain"),
        pytest.param("-8 points", "'-8 points", id="number-then-text"),
        pytest.param("-8", "-8", id="negative-number-text"),
        pytest.param("-2.5", "-2.5", id="negative-decimal-text"),
        pytest.param(-8, -8, id="negative-int"),
        pytest.param("B 3 =cmd", "B 3 =cmd", id="formula-sign-inside"),
        pytest.param("Alice", "Alice", id="name"),
        pytest.param("", "", id="empty"),
    ],
)
def test_csv_cell_guards_formulas(value: object, written: object) -> None:
    assert csv_cell(value) == written


def test_csv_row_guards_every_cell() -> None:
    assert csv_row(["=1", -16, "-16", None, "x"]) == ["'=1", -16, "-16", None, "x"]
