"""A failed ``--expect`` is a fault of the catalogue: ``expect.differs``, its totals and fans held as data.

``str(error)`` is the English message it always was; the parts of the fault
hold the numbers and the fans (``PatternList``: a system's Chinese names
with their counts), from which the render layer says it in any language.
"""

from __future__ import annotations

from typing import Any

import pytest

from mcr_cli.errors import MatchRecordError
from mcr_cli.faults import PatternList, Said
from mcr_cli.match.ledger import load_match
from mcr_cli.systems import find_system
from mcr_cli.systems.expect import ExpectationError, check
from mcr_cli.systems.names import names_of

FANS = {"花龙": 1, "圈风刻": 1, "门风刻": 1, "门前清": 1, "单钓将": 1}
"""What 123m456p789s111z22z counts (15 fan points)."""


def failed(params: dict[str, Any], total: int = 15, fans: dict[str, int] = FANS, system: str = "mcr") -> Any:
    with pytest.raises(ExpectationError) as caught:
        check(total, fans, params, names_of(find_system(system)))
    return caught.value


def parts(said: Said) -> dict[str, dict[str, object]]:
    """Every part of ``said`` by its code, with its plain parameters (not the parts within)."""
    found = {said.code: {k: v for k, v in said.params.items() if not isinstance(v, Said)}}
    for value in said.params.values():
        if isinstance(value, Said):
            found.update(parts(value))
    return found


@pytest.mark.parametrize(
    ("params", "message", "codes"),
    [
        pytest.param(
            {"expect": 8},
            "expected total 8, scored 15",
            {"expect.differs", "part.total-differs"},
            id="total",
        ),
        pytest.param(
            {"expect_fans": "花龙,圈风刻,门风刻,门前清,单钓将,清龙"},
            "fans differ: missing 清龙",
            {"expect.differs", "part.fans-differ", "part.fans-missing"},
            id="missing",
        ),
        pytest.param(
            {"expect_fans": "花龙"},
            "fans differ: extra 圈风刻, 门风刻, 门前清, 单钓将",
            {"expect.differs", "part.fans-differ", "part.fans-extra"},
            id="extra",
        ),
        pytest.param(
            {"expect": 8, "expect_fans": "花龙,清龙"},
            "expected total 8, scored 15; fans differ: missing 清龙; extra 圈风刻, 门风刻, 门前清, 单钓将",
            {
                "expect.differs",
                "part.both",
                "part.total-differs",
                "part.fans-differ",
                "part.fans-missing",
                "part.fans-extra",
            },
            id="both",
        ),
    ],
)
def test_the_message_is_as_ever_and_the_fault_holds_its_parts(
    params: dict[str, Any], message: str, codes: set[str]
) -> None:
    err = failed(params)
    assert str(err) == message and err.said is not None and err.said.text() == message
    assert err.code == "expect.differs"
    assert set(parts(err.said)) == codes


def test_the_totals_and_the_fans_are_data() -> None:
    err = failed({"expect": 8, "expect_fans": "花龙,清龙,幺九刻x2"})
    found = parts(err.said)
    assert found["part.total-differs"] == {"expected": 8, "scored": 15}
    assert found["part.fans-missing"] == {"fans": PatternList("mcr", [("清龙", 1), ("幺九刻", 2)])}
    assert found["part.fans-extra"]["fans"] == PatternList(
        "mcr", [("圈风刻", 1), ("门风刻", 1), ("门前清", 1), ("单钓将", 1)]
    )
    assert err.missing == {"清龙": 1, "幺九刻": 2}
    assert err.extra == {"圈风刻": 1, "门风刻": 1, "门前清": 1, "单钓将": 1}
    assert err.expected == {"total": 8, "fans": ["清龙", "花龙", "幺九刻×2"]}
    assert err.actual == {"total": 15, "fans": ["花龙", "圈风刻", "门风刻", "门前清", "单钓将"]}


def test_a_total_alone_names_no_fans() -> None:
    err = failed({"expect": 16})
    assert err.missing == err.extra == {} and err.json_fields() == {
        "expected": {"total": 16},
        "actual": {"total": 15},
    }


def test_another_systems_fans_carry_its_name() -> None:
    """推倒胡's patterns and factors: the list knows whose they are, so they can be named in English."""
    counted = {"七对": 1, "自摸": 1, "硬胡": 1}
    err = failed({"expect": 32, "expect_fans": "七对,清一色"}, 64, counted, "tuidaohu")
    assert str(err) == "expected total 32, scored 64; fans differ: missing 清一色; extra 自摸, 硬胡"
    found = parts(err.said)
    assert found["part.fans-missing"]["fans"] == PatternList("tuidaohu", [("清一色", 1)])
    assert found["part.fans-extra"]["fans"] == PatternList("tuidaohu", [("自摸", 1), ("硬胡", 1)])


def test_a_match_records_failed_expectation_holds_the_fault() -> None:
    """A record's hand line: the record's error holds the expectation's fault, not its text."""
    text = "E A\nS B\nW C\nN D\nwin A 123m456p789s111z22z from D --expect 16\nend\n"
    with pytest.raises(MatchRecordError) as caught:
        load_match(text, "m")
    assert str(caught.value) == "m:5: hand 1: expected total 16, scored 15"
    assert caught.value.said is not None
    assert {"expect.differs", "part.total-differs"} <= set(parts(caught.value.said))
