"""The systems layer on its own: shared checks, settings in force, house-rule files, rendering.

Scored with ``tests/demo_system.py``, a system written only from the layer's
public pieces, so that what is tested here is the layer and not one system.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import mcr_cli
from mcr_cli.errors import ContextError, FlagValueError, InvalidHandError, NotationError
from mcr_cli.native import compiled
from mcr_cli.render.layout import plain_text
from mcr_cli.render.result import score_blocks
from mcr_cli.systems import UnknownSystemError, find_system, system_names
from mcr_cli.systems.base import Rules
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.house import HouseRulesError, load_house_rules, parse_house_rules
from mcr_cli.systems.house_types import HouseRules
from mcr_cli.systems.result import Result
from mcr_cli.systems.scoring import score
from tests.helpers.batch_lines import CONTRACT_KEYS
from tests.helpers.demo.system import SYSTEM as DEMO
from tests.helpers.registry import demo_registered as registered

PLAIN = "[111p,1]234p567p99pCC9p"  # dots and a dragon pair: 平 1
FLUSH = "[111p,1]234p567p99p88p9p"  # dots only: 平 1 + 清一色 2
PAIRS = "1155p2299p3377pCC"  # seven pairs only (no melds): × 2


Case = tuple[WinContext, dict[str, int]]


def ctx(**given: Any) -> Case:
    """A context of the fields given, and the settings (``base``, ``cap``) given beside it."""
    settings = {k: given.pop(k) for k in ("base", "cap") if k in given}
    return WinContext(**given), settings


def score_demo(hand: str, case: Case, rules: Rules | None = None) -> Result:
    """Score ``hand`` under the demo system, the case's settings laid over ``rules``."""
    context, settings = case
    return score(hand, context, rules=(rules or DEMO.rules()).with_settings(**settings))


def test_registry_lists_every_system_and_refuses_others() -> None:
    assert system_names() == ("mcr", "tuidaohu", "kawuxing", "jipinghu", "tianjin")
    with pytest.raises(UnknownSystemError, match="choose one of mcr, tuidaohu"):
        find_system("riichi")
    with pytest.raises((UnknownSystemError, TypeError) if compiled() else UnknownSystemError):
        find_system(3)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("hand", "context", "total", "payments"),
    [
        pytest.param(PLAIN, ctx(), 1, {"E": 1, "S": 0, "W": -1}, id="discard-from-left-default"),
        pytest.param(FLUSH, ctx(self_drawn=True), 3, {"E": 6, "S": -3, "W": -3}, id="self-drawn-flush"),
        pytest.param(PAIRS, ctx(discarder=1), 2, {"E": 2, "S": -2, "W": 0}, id="seven-pairs-factor"),
        pytest.param(FLUSH, ctx(base=5, discarder=2), 15, {"E": 15, "S": 0, "W": -15}, id="base"),
        pytest.param(FLUSH, ctx(cap=2, discarder=2), 2, {"E": 2, "S": 0, "W": -2}, id="cap"),
    ],
)
def test_demo_system_scores_through_the_layer(
    hand: str, context: Case, total: int, payments: dict[str, int]
) -> None:
    result = score_demo(hand, context)
    assert (result.total, result.payments) == (total, payments)
    assert sum(result.payments.values()) == 0
    assert list(result.to_dict())[:10] == CONTRACT_KEYS


@pytest.mark.parametrize(
    ("hand", "context", "error", "match"),
    [
        pytest.param(
            "[111p,1]234p567p99pCC9m", ctx(), InvalidHandError, "9m is not a tile of 示例", id="tile"
        ),
        pytest.param(
            "[123p,1]234p567p99pCC9p", ctx(), InvalidHandError, "a chow meld is not allowed", id="chow"
        ),
        pytest.param("[111p,2]234p567p99pCC9p", ctx(), InvalidHandError, "offer 2 of a pung", id="offer"),
        pytest.param(PLAIN, ctx(flowers=1), ContextError, "flowers is not part of 示例", id="flag-it-lacks"),
        pytest.param(PLAIN, ctx(seat_wind=3), ContextError, "has 3 seats: E S W", id="fourth-seat"),
        pytest.param(PLAIN, ctx(discarder=0), ContextError, "winner's own seat", id="own-discard"),
        pytest.param(
            PLAIN, ctx(self_drawn=True, discarder=1), ContextError, "nobody discarded", id="t-discarder"
        ),
        pytest.param(PLAIN, ctx(self_drawn=True, kong=True), ContextError, "needs a kong", id="kong-no-kong"),
        pytest.param(PLAIN, ctx(after_kong=True, self_drawn=True), ContextError, "杠上炮", id="after-kong-t"),
        pytest.param(
            PLAIN, ctx(base=0), FlagValueError, r"base 0: out of range \(1-1000000\)", id="base-range"
        ),
        pytest.param("[111p,1]234p567p99pCC9x", ctx(), NotationError, "unknown character", id="notation"),
    ],
)
def test_shared_checks_name_what_is_wrong(
    hand: str, context: Case, error: type[Exception], match: str
) -> None:
    with pytest.raises(error, match=match):
        score_demo(hand, context)


def test_a_value_set_through_the_api_counts_as_given() -> None:
    """No ``given`` set by a caller, yet ``flowers=2`` is refused by a system without flowers."""
    with pytest.raises(ContextError, match="flowers is not part of 示例"):
        score(PLAIN, WinContext(flowers=2), rules=DEMO)


def test_the_package_exports_the_systems_api() -> None:
    import mcr_cli

    result = mcr_cli.score("[555p,1]46p123s789sCC5p", mcr_cli.WinContext(), rules="kawuxing")
    assert isinstance(result, mcr_cli.SystemResult) and result.total == 4
    assert mcr_cli.find_system("tianjin").name == "tianjin"


def test_tile_error_points_at_the_tile() -> None:
    with pytest.raises(InvalidHandError) as caught:
        score_demo("[111p,1]234p5m67p99pCC9p", ctx())
    assert caught.value.position == 12  # the digit of 5m


@pytest.mark.parametrize(
    ("context", "match"),
    [
        pytest.param(WinContext(seat_wind="E"), "seat_wind must be a seat", id="seat-as-text"),
        pytest.param(WinContext(flowers=10**40), "flowers a 41-digit number: out of range", id="huge-number"),
        pytest.param(WinContext(self_drawn=1), "self_drawn must be True or False", id="flag-as-int"),
        pytest.param(WinContext(indicator=40), "indicator must be a tile", id="tile-out-of-range"),
        pytest.param(
            WinContext(extra=(("horses", ((0, "1s"),)),)), "horses is not part of 示例", id="not-its-flag"
        ),
        pytest.param(WinContext(extra="x"), "extra must be a tuple", id="extra-not-pairs"),
    ],
)
def test_wrong_field_values_are_context_errors(context: WinContext, match: str) -> None:
    with pytest.raises(ContextError, match=match):
        score(PLAIN, context, rules=DEMO)


@pytest.mark.parametrize(
    ("settings", "match"),
    [
        pytest.param({"base": "2"}, "base must be a whole number", id="base-as-text"),
        pytest.param({"base": 10**40}, "base a 41-digit number: out of range", id="huge-base"),
        pytest.param({"min_fan": 1}, "min_fan is not part of 示例", id="setting-it-lacks"),
    ],
)
def test_wrong_settings_are_flag_value_errors(settings: dict[str, Any], match: str) -> None:
    with pytest.raises(ContextError, match=match):
        DEMO.rules().with_settings(**settings)


def test_wrong_types_through_the_api_raise_the_package_errors() -> None:
    """Through ``mcr_cli.score``, whose checks (``api.py``) come before the core, which takes exact types."""
    with pytest.raises(InvalidHandError, match="not int"):
        mcr_cli.score(123, WinContext(), rules=DEMO)
    with pytest.raises(ContextError, match="WinContext"):
        mcr_cli.score(PLAIN, "E", rules=DEMO)
    with pytest.raises(ContextError, match=r"rules must be a system.s name .* a System or a Rules, not int"):
        mcr_cli.score(PLAIN, rules=123)
    with pytest.raises(ContextError, match=r"Rules.system must be a System \(System.rules\(\)\), not str"):
        mcr_cli.score(PLAIN, rules=Rules("demo", {}, frozenset(), {}))  # type: ignore[arg-type]


# --- house rules -------------------------------------------------------------------------------------


def house(**data: object) -> dict[str, object]:
    return {"system": "demo", **data}


@pytest.fixture
def demo_registered() -> Iterator[None]:
    """``demo`` among ``SYSTEMS``, as one registration line would put it."""
    with registered():
        yield


@pytest.mark.usefixtures("demo_registered")
def test_house_values_settings_and_switches_apply_and_echo() -> None:
    rules = parse_house_rules(house(values={"Full Flush": 5}, off=["七对"], base=2, cap=64), "club.toml")
    result = score_demo(FLUSH, ctx(self_drawn=True), rules)
    assert result.total == (1 + 5) * 2  # 清一色 5 by the English name; base 2 from the file
    assert rules.house is not None
    assert rules.house.to_dict() == {
        "file": "club.toml",
        "values": {"清一色": 5},
        "off": ["七对"],
        "base": 2,
        "cap": 64,
    }
    with pytest.raises(Exception, match="not a winning"):  # seven pairs switched off: no reading left
        score_demo(PAIRS, ctx(), rules)


@pytest.mark.usefixtures("demo_registered")
def test_a_flag_beats_the_house_setting() -> None:
    """One meaning of "given": the setting in force is the flag's, over the file's, over the default."""
    rules = parse_house_rules(house(base=2), "club.toml")
    assert score_demo(PLAIN, ctx(), rules).total == 2
    assert score_demo(PLAIN, ctx(base=3), rules).total == 3
    assert score_demo(PLAIN, ctx(base=1), rules).total == 1  # a flag at the default still beats the file


@pytest.mark.usefixtures("demo_registered")
@pytest.mark.parametrize(
    ("data", "match"),
    [
        pytest.param({}, "system: missing", id="no-system"),
        pytest.param({"system": "riichi"}, "unknown system 'riichi'", id="unknown-system"),
        pytest.param({"system": "mcr"}, "no house variants", id="mcr"),
        pytest.param(
            house(values={"八对": 3}), r"values\.八对: 示例 \(demo\) has no pattern", id="unknown-pattern"
        ),
        pytest.param(house(values={"平": "8"}), r"values\.平: must be a whole number", id="string-value"),
        pytest.param(house(values={"平": True}), r"values\.平: must be a whole number", id="bool-value"),
        pytest.param(
            house(values={"七对": 0}), r"values\.七对: 0 is out of range \(1-1024\)", id="factor-range"
        ),
        pytest.param(house(values=[1]), "must be a table", id="values-not-table"),
        pytest.param(house(off="七对"), "must be a list", id="off-not-list"),
        pytest.param(house(cap=10**30), r"cap: .* out of range \(1-64\)", id="cap-range"),
        pytest.param(house(min_fan=1), "unknown key for demo", id="setting-it-lacks"),
    ],
)
def test_house_rule_errors_name_file_and_key(data: dict[str, object], match: str) -> None:
    with pytest.raises(HouseRulesError, match=match) as caught:
        parse_house_rules(data, "club.toml")
    assert str(caught.value).startswith("club.toml: ")


@pytest.mark.parametrize(
    ("content", "match"),
    [
        pytest.param(b"system = ", "not valid TOML", id="bad-toml"),
        pytest.param(b"\xff\xfe", "not UTF-8", id="not-utf8"),
        pytest.param(b"#" * 70_000, "larger than 64 KiB", id="too-large"),
    ],
)
def test_house_rule_file_faults(tmp_path: Path, content: bytes, match: str) -> None:
    path = tmp_path / "club.toml"
    path.write_bytes(content)
    with pytest.raises(HouseRulesError, match=match):
        load_house_rules(str(path))


def test_missing_house_rule_file(tmp_path: Path) -> None:
    with pytest.raises(HouseRulesError, match="cannot read"):
        load_house_rules(str(tmp_path / "none.toml"))


# --- rendering ---------------------------------------------------------------------------------------


@pytest.mark.usefixtures("demo_registered")
def test_table_shows_system_patterns_formula_and_payments() -> None:
    rules = parse_house_rules(house(values={"清一色": 5}), "club.toml")
    text = plain_text(score_blocks(score_demo(FLUSH, ctx(self_drawn=True), rules), explain=True))
    for expected in ("示例 (demo) · seat E · self-drawn", "house rules (club.toml): 清一色 = 5", "清一色"):
        assert expected in text
    assert "total (1 + 5) × 1 = 6" in text
    assert "reading: four sets and a pair: [111p,1] 234p 567p 999p 88p" in text


def test_house_rules_echo_object() -> None:
    echo = HouseRules("club.toml", {"七对": 8}, (), {"cap": 64})
    assert echo.to_dict() == {"file": "club.toml", "values": {"七对": 8}, "cap": 64}


def test_the_context_fields_are_the_table_flags_in_order() -> None:
    """``check_types`` walks the fields beside ``flags.TABLE``: the two must stay in one order."""
    from mcr_cli.systems.flags import TABLE

    assert WinContext._fields == (*(f.name for f in TABLE), "extra")
    assert all(getattr(WinContext(), f.name) == f.default for f in TABLE)
