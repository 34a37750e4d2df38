"""The catalogue: ``FanId`` (the public ``IntEnum``) and ``Fan`` (the same numbers as plain ints).

The 81 fans are declared once, in ``table.py``: ``Fan`` names the numbers and
``ROWS`` gives each its names, points and 不计.  ``FanId``, ``FANS`` and MCR's
patterns are made from them, so the tests here check that nothing else
declares a fan, and that the one table is the spec's (``tests/data/fan-table.tsv``,
copied from the shared ``spec/fan-table.tsv``).
"""

from __future__ import annotations

import ast
import csv
from enum import IntEnum

import mcr_cli
from mcr_cli.systems.mcr.fans.catalogue import FANS, FanDef, FanId
from mcr_cli.systems.mcr.fans.table import EXCLUDES, FAN_JSON, POINTS, ROWS, ZH_NAMES, Fan
from mcr_cli.systems.mcr.system import SYSTEM
from tests.helpers.paths import DATA, ROOT

FAN_NAMES = [name for name in vars(Fan) if name.isupper()]


def test_fan_id_is_a_plain_int_enum_of_the_81_fans() -> None:
    assert mcr_cli.FanId is FanId
    assert issubclass(FanId, IntEnum)
    assert [int(f) for f in FanId] == list(range(1, 82))
    assert FanId(28) is FanId.PURE_STRAIGHT and FanId["PURE_STRAIGHT"] == 28
    assert (FanId.__module__, FanId.__qualname__) == ("mcr_cli.systems.mcr.fans.catalogue", "FanId")
    assert FanId.__doc__ == "Fan numbers 1-81 of the official table: ``Fan``'s numbers, as an ``IntEnum``."


def test_fan_holds_the_same_numbers_as_plain_ints() -> None:
    assert [f.name for f in FanId] == FAN_NAMES
    for f in FanId:
        value = getattr(Fan, f.name)
        assert type(value) is int and value == f.value


def test_the_81_names_are_declared_once_in_fan() -> None:
    """No class of MCR's but ``table.Fan`` assigns a fan's name: ``FanId`` is made from it, not listed again.

    (A class elsewhere may share a word: ``model.readings.Shape`` has ``SEVEN_PAIRS``, a shape.)
    """
    names = set(FAN_NAMES)
    declaring = []
    for path in sorted((ROOT / "mcr_cli" / "systems" / "mcr").rglob("*.py*")):
        if path.suffix not in (".py", ".pyi"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                targets = {
                    t.id
                    for s in node.body
                    if isinstance(s, ast.Assign)
                    for t in s.targets
                    if isinstance(t, ast.Name)
                }
                targets |= {
                    s.target.id
                    for s in node.body
                    if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)
                }
                if targets & names:
                    declaring.append((path.relative_to(ROOT).as_posix(), node.name, len(targets & names)))
    assert declaring == [("mcr_cli/systems/mcr/fans/table.py", "Fan", 81)]


def test_the_table_is_the_spec() -> None:
    with (DATA / "fan-table.tsv").open(encoding="utf-8", newline="") as f:
        spec = [(int(r["id"]), r["zh"], r["en"], int(r["points"])) for r in csv.DictReader(f, delimiter="\t")]
    assert spec == [(n, zh, en, points) for n, zh, en, points, _ in ROWS]


def test_fans_are_the_rows_of_the_table() -> None:
    """``FANS`` holds the table's rows as ``FanDef``, the one row type of a fan, with ``FanId`` numbers."""
    assert list(FANS) == list(FanId)
    assert tuple(FANS.values()) == ROWS
    for f in FanId:
        fan = FANS[f]
        assert type(fan) is FanDef and fan.id is f
        assert all(type(x) is FanId for x in fan.excludes)


def test_the_plain_tables_follow_the_catalogue() -> None:
    for f in FanId:
        fan = FANS[f]
        assert POINTS[f] == fan.points
        assert EXCLUDES[f] == tuple(int(x) for x in fan.excludes)
        assert ZH_NAMES[f] == fan.zh
        assert FAN_JSON[f] == {"id": int(f), "zh": fan.zh, "en": fan.en, "points": fan.points}


def test_mcr_patterns_are_made_from_the_table() -> None:
    """The system's table (``mcr rules mcr``) is the fans' rows again, not a second list."""
    assert [tuple(p) for p in SYSTEM.patterns] == [
        (f.zh, f.en, f.points, "fan", f"fan {int(f.id)}", tuple(FANS[x].zh for x in f.excludes), "")
        for f in FANS.values()
    ]
