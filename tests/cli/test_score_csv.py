"""``mcr score --batch FILE --csv``: a header row, one row per hand line, errors as rows; and ``-V``."""

from __future__ import annotations

import csv
import io

import pytest
from click.testing import CliRunner

from mcr_cli.cli.batch.run import CHUNK
from mcr_cli.cli.main import main
from mcr_cli.render.score_csv import HEADER

BATCH = """\
123m456p789s111z22z
# a comment

123m456p789s111z2x
[111p,1]234p567p99pPP9p --rules tuidaohu -t
123m456p789s111z22z --expect 16
123m456p789s111z22z -t --flowers 2
[555p,1]46p123s789sCC5p --rules kawuxing --discarder W
"""


def rows(args: list[str], text: str | bytes) -> tuple[int, list[dict[str, str]]]:
    result = CliRunner().invoke(main, ["score", *args], input=text)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    table = list(csv.reader(io.StringIO(result.stdout, newline="")))
    assert tuple(table[0]) == HEADER
    return result.exit_code, [dict(zip(HEADER, row, strict=True)) for row in table[1:]]


def test_one_row_per_hand_line_with_its_line_number() -> None:
    code, table = rows(["--csv", "--batch", "-"], BATCH)
    assert code == 1, "two lines were refused"
    assert [row["line"] for row in table] == ["1", "4", "5", "6", "7", "8"]
    first = table[0]
    # the contract's hand: 花龙 8 + 圈风刻 2 + 门风刻 2 + 门前清 2 + 单钓将 1 = 15; N discarded: 8 + 15
    assert first == {
        **first,
        "hand": "123m456p789sEEESS",
        "rules": "mcr",
        "fan_points": "15",
        "flowers": "0",
        "total": "15",
        "valid": "true",
        "E": "39",
        "S": "-8",
        "W": "-8",
        "N": "-23",
        "fans": "花龙;圈风刻;门风刻;门前清;单钓将",
        "error": "",
    }


def test_errors_are_rows_with_the_hand_as_given() -> None:
    _, table = rows(["--csv", "--batch", "-"], BATCH)
    bad, expect = table[1], table[3]
    assert bad["hand"] == "123m456p789s111z2x" and bad["error"] == "unknown character 'x' at position 18"
    assert all(bad[key] == "" for key in HEADER[2:-1])
    assert expect["line"] == "6" and expect["error"] == "expected total 16, scored 15"


def test_other_systems_fill_the_same_columns() -> None:
    _, table = rows(["--csv", "--batch", "-"], BATCH)
    tdh, kwx = table[2], table[5]
    # 混一色 8 × 自摸 2 × 硬胡 2 = 32, each other seat pays 32
    assert (tdh["rules"], tdh["total"], tdh["fans"], tdh["multipliers"]) == (
        "tuidaohu",
        "32",
        "混一色",
        "自摸×2;硬胡×2",
    )
    assert (tdh["E"], tdh["N"], tdh["kong_E"], tdh["flowers"]) == ("96", "-32", "0", "")
    assert "," in tdh["hand"], "a hand with a comma is quoted, and reads back whole"
    # 卡五星 three seats: no N
    assert kwx["rules"] == "kawuxing" and kwx["N"] == "" and kwx["W"] == "-4"


def test_flowers_count_as_花牌() -> None:
    _, table = rows(["--csv", "--batch", "-"], BATCH)
    assert table[4]["fans"].endswith(";花牌×2") and table[4]["total"] == "19"


def test_jobs_gives_the_same_rows() -> None:
    text = BATCH * (CHUNK // 4)
    one = CliRunner().invoke(main, ["score", "--csv", "--batch", "-"], input=text).stdout
    two = CliRunner().invoke(main, ["score", "--csv", "--batch", "-", "--jobs", "2"], input=text).stdout
    assert one == two and len(one.splitlines()) == 1 + 6 * (CHUNK // 4)


@pytest.mark.parametrize(
    "args",
    [
        pytest.param(["123m456p789s111z22z", "--csv"], id="without-batch"),
        pytest.param(["--batch", "-", "--csv", "--json"], id="with-json"),
        pytest.param(["--batch", "-", "--csv", "--explain"], id="with-explain"),
    ],
)
def test_csv_usage_errors(args: list[str]) -> None:
    result = CliRunner().invoke(main, ["score", *args], input="")
    assert result.exit_code == 2 and "--csv" in result.stderr


def test_dash_capital_v_is_the_version() -> None:
    long, short = (CliRunner().invoke(main, [flag]) for flag in ("--version", "-V"))
    assert long.exit_code == short.exit_code == 0
    assert short.stdout == long.stdout and short.stdout.startswith("mcr, version ")


@pytest.mark.parametrize("jobs", [pytest.param("1", id="one-process"), pytest.param("2", id="workers")])
def test_score_csv_guards_formula_cells(jobs: str) -> None:
    """A refused hand `=1+1` is written `'=1+1`; the negative payments stay plain numbers."""
    _, table = rows(["--csv", "--jobs", jobs, "--batch", "-"], "=1+1\n@x\n123m456p789s111z22z\n")
    assert [row["hand"] for row in table] == ["'=1+1", "'@x", "123m456p789sEEESS"]
    assert [table[2][seat] for seat in "ESWN"] == ["39", "-8", "-8", "-23"]
