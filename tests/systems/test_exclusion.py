"""不计 in one home for the regional systems (``systems/exclusion.py``): one function, each rule as data.

Each system's table (``EXCLUDES``) beside the one rule that differs between
them (``Exclusion``): whether a pattern itself not counted still excludes.
The tables of hands show each system's 不计 counted and excluded through
the scorer, and the function's own cases show the rule.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from mcr_cli.model.tiles import parse_tile_name
from mcr_cli.systems import find_system
from mcr_cli.systems.exclusion import EVERY_SHOWN_EXCLUDES, EXCLUDED_EXCLUDE_NOTHING, exclude
from mcr_cli.systems.result import SystemResult
from tests.helpers.contexts import score_under

SYSTEMS = Path(__file__).resolve().parents[2] / "mcr_cli" / "systems"

CHAIN = {"十三幺": ("混幺九",), "混幺九": ("碰碰胡",)}
"""十三幺 drops 混幺九, which would drop 碰碰胡."""


@pytest.mark.parametrize(
    ("rule", "counted", "by"),
    [
        pytest.param(
            EVERY_SHOWN_EXCLUDES, ["十三幺"], {"混幺九": "十三幺", "碰碰胡": "混幺九"}, id="every-shown"
        ),
        pytest.param(
            EXCLUDED_EXCLUDE_NOTHING, ["十三幺", "碰碰胡"], {"混幺九": "十三幺"}, id="excluded-nothing"
        ),
    ],
)
def test_the_one_rule_that_differs_is_data(rule: object, counted: list[str], by: dict[str, str]) -> None:
    assert exclude(["十三幺", "混幺九", "碰碰胡"], CHAIN, rule) == (counted, by)  # type: ignore[arg-type]


def test_the_excluder_named_is_one_that_counts() -> None:
    """七对 under 卡五星's 双龙七对: excluded by 龙七对 and 双龙七对; the one named counts."""
    table = {"龙七对": ("七对",), "双龙七对": ("七对", "龙七对")}
    assert exclude(["七对", "龙七对", "双龙七对"], table) == (
        ["双龙七对"],
        {"七对": "双龙七对", "龙七对": "双龙七对"},
    )


def test_only_the_given_excluders_exclude() -> None:
    """鸡平胡: only the base pattern's list applies (J3)."""
    table = {"混一色": ("平胡",), "碰碰胡": ("平胡",)}
    assert exclude(["平胡", "碰碰胡"], table, excluders=("混一色",)) == (["平胡", "碰碰胡"], {})


@pytest.mark.parametrize(
    ("system", "hand", "flags", "counted", "excluded"),
    [
        pytest.param(
            "tuidaohu",
            "111m999m111p999s1s1s",
            {"self_drawn": True},
            "清幺九",
            {"碰碰胡": "清幺九"},
            id="tuidaohu",
        ),
        pytest.param(
            "kawuxing",
            "2222p3333p55s66s7s7s",
            {"self_drawn": True},
            "双龙七对",
            {"七对": "双龙七对", "龙七对": "双龙七对"},
            id="kawuxing",
        ),
        pytest.param(
            "jipinghu",
            "111m999mEEE222m55m",
            {"table": find_system("jipinghu").rules().with_settings(flush_above_cap=False)},
            "混碰",
            {"碰碰胡": "混碰", "混一色": "混碰"},
            id="jipinghu-the-base-excludes",
        ),
        pytest.param(
            "tianjin",
            "12346m123p123sCC5m",
            {"self_drawn": True, "indicator": parse_tile_name("7p")},
            "捉五",
            {},
            id="tianjin-提溜-never-shown-beside-捉五",
        ),
    ],
)
def test_each_system_counts_and_excludes_through_the_one_function(
    system: str, hand: str, flags: dict[str, object], counted: str, excluded: dict[str, str]
) -> None:
    result = score_under(system, hand, **flags)
    assert isinstance(result, SystemResult)
    assert counted in result.counted()
    shown = {n.zh: str(n.why.params["by"]) for n in result.not_counted if n.why.code == "reason.excluded"}
    assert shown == excluded


@pytest.mark.parametrize("name", ["tuidaohu", "kawuxing", "jipinghu", "tianjin"])
def test_no_system_package_writes_its_own_exclusion(name: str) -> None:
    """No ``excludes`` read outside the declaration of a table: 不计 is applied by ``exclusion`` alone."""
    for path in (SYSTEMS / name).glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        reads = [
            n.lineno
            for n in ast.walk(tree)
            if isinstance(n, ast.Attribute) and n.attr == "excludes" and isinstance(n.ctx, ast.Load)
        ]
        tables = [
            n.lineno
            for n in ast.walk(tree)
            if isinstance(n, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == "EXCLUDES" for t in n.targets)
        ]
        assert set(reads) <= set(tables), (
            f"{path.name}: excludes read at lines {sorted(set(reads) - set(tables))}"
        )
