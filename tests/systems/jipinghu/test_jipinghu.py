"""Guangdong 鸡平胡 (``--rules jipinghu``): every pattern, ruling J1-J9, every error, the spec's examples.

Expected values are worked by hand from ``docs/systems/jipinghu.md``
(the 鸡平胡 section): 番 = min(one base pattern + add-ons, 3), or a special
hand's own 番 alone; total = 2^番 × base.  Unless a row says otherwise the
winner sits East in the East round and won on a discard from North (上家).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from mcr_cli.errors import ContextError, MCRError, NotWinningError
from mcr_cli.systems import find_system
from mcr_cli.systems.base import Rules
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.house_types import HouseRules
from mcr_cli.systems.scoring import score
from tests.helpers.cli import ScoreLine
from tests.helpers.contexts import context, rules, score_under
from tests.helpers.paths import ROOT

E, S, W, N = 0, 1, 2, 3
SYSTEM = find_system("jipinghu")


def ctx(**flags: Any) -> WinContext:
    """The context of ``flags`` (settings go to the rules: ``run``)."""
    return context("jipinghu", **flags)


def run(hand: str, table: Rules | None = None, **flags: Any) -> dict[str, Any]:
    return dict(score_under("jipinghu", hand, table, **flags).to_dict(explain=True))


def fans(out: dict[str, Any]) -> list[tuple[str, int, int]]:
    return [(f["zh"], f["points"], f["count"]) for f in out["fans"]]


def skipped(out: dict[str, Any]) -> dict[str, str]:
    return {n["zh"]: n["reason"] for n in out["not_counted"]}


def house(values: dict[str, int] | None = None, off: tuple[str, ...] = (), **settings: int | str) -> Rules:
    return SYSTEM.rules(HouseRules("test.toml", values or {}, off, settings))


# --- The spec's three worked examples, whole JSON -----------------------------------------------


ZERO = {"E": 0, "S": 0, "W": 0, "N": 0}


def _fan(zh: str, en: str, points: int, count: int = 1) -> dict[str, Any]:
    return {"zh": zh, "en": en, "points": points, "count": count}


@pytest.mark.parametrize(
    ("hand", "flags", "expected"),
    [
        pytest.param(
            "123m456m789p23s55s4s",
            {"self_drawn": True},
            {
                "hand": "123456m789p2355s4s",
                "rules": "jipinghu",
                "fans": [_fan("平胡", "All Chows", 1), _fan("自摸", "Self-Drawn", 1)],
                "fan_points": 2,
                "multipliers": [],
                "base": 1,
                "total": 4,
                "valid": True,
                "payments": {"E": 12, "S": -4, "W": -4, "N": -4},
                "kong_payments": ZERO,
                "capped": False,
            },
            id="1-all-chows-self-drawn",
        ),
        pytest.param(
            "[CCC,1]123p456pSSS9p9p",
            {"seat_wind": S, "discarder": W},
            {
                "hand": "[CCC,1]1234569pSSS9p",
                "rules": "jipinghu",
                "fans": [
                    _fan("混一色", "Half Flush", 2),
                    _fan("三元牌", "Dragon Pung", 1),
                    _fan("门风", "Seat Wind", 1),
                ],
                "fan_points": 3,
                "multipliers": [],
                "base": 1,
                "total": 8,
                "valid": True,
                "payments": {"E": 0, "S": 8, "W": -8, "N": 0},
                "kong_payments": ZERO,
                "capped": True,
            },
            id="2-half-flush-capped",
        ),
        pytest.param(
            "[CCC,1]FFF123m789mPP",
            {"self_drawn": True},
            {
                "hand": "[CCC,1]123789mFFFPP",
                "rules": "jipinghu",
                "fans": [_fan("小三元", "Little Three Dragons", 5)],
                "fan_points": 5,
                "multipliers": [],
                "base": 1,
                "total": 32,
                "valid": True,
                "payments": {"E": 96, "S": -32, "W": -32, "N": -32},
                "kong_payments": ZERO,
                "capped": False,
            },
            id="3-little-three-dragons-alone",
        ),
    ],
)
def test_spec_worked_examples(hand: str, flags: dict[str, Any], expected: dict[str, Any]) -> None:
    assert score(hand, ctx(**flags), rules="jipinghu").to_dict() == expected


def test_example_formulas() -> None:
    assert run("123m456m789p23s55s4s", self_drawn=True)["formula"] == "2^(1 + 1) × 1 = 4"
    assert run("[CCC,1]123p456pSSS9p9p", seat_wind=S)["formula"] == "2^min(2 + 1 + 1, 3) × 1 = 8"
    assert run("[CCC,1]FFF123m789mPP", self_drawn=True)["formula"] == "2^5 × 1 = 32"


# --- Every pattern: (hand, flags, counted fans, fan_points, total, capped) -----------------------

PATTERN_ROWS = [
    pytest.param("123m456p789s111sEE", {}, [("鸡胡", 0, 1)], 0, 1, False, id="chicken"),
    pytest.param("123m456m789p23s55s4s", {}, [("平胡", 1, 1)], 1, 2, False, id="all-chows"),
    pytest.param("111m999p555s777s22m", {}, [("碰碰胡", 2, 1)], 2, 4, False, id="all-pungs"),
    pytest.param("123m456m789mNNN22m", {}, [("混一色", 2, 1)], 2, 4, False, id="half-flush"),
    pytest.param("111m333m555mNNN22m", {}, [("混碰", 4, 1)], 4, 16, False, id="half-flush-all-pungs"),
    pytest.param("123m456m789m234m55m", {}, [("清一色", 4, 1)], 4, 16, False, id="full-flush"),
    pytest.param(
        "123m456p789s111sEE",
        {"self_drawn": True},
        [("鸡胡", 0, 1), ("自摸", 1, 1)],
        1,
        2,
        False,
        id="self-drawn",
    ),
    pytest.param(
        "123m456pCCCFFF99s", {}, [("鸡胡", 0, 1), ("三元牌", 1, 2)], 2, 4, False, id="dragon-pung-x2"
    ),
    pytest.param(
        "123m456p789sSSS99s", {"seat_wind": S}, [("鸡胡", 0, 1), ("门风", 1, 1)], 1, 2, False, id="seat-wind"
    ),
    pytest.param(
        "123m456p789sWWW99s",
        {"prevalent_wind": W},
        [("鸡胡", 0, 1), ("圈风", 1, 1)],
        1,
        2,
        False,
        id="prevalent-wind",
    ),
    pytest.param(
        "123m456p789sEEE99s",
        {},
        [("鸡胡", 0, 1), ("门风", 1, 1), ("圈风", 1, 1)],
        2,
        4,
        False,
        id="wind-both",
    ),
    pytest.param("123m456p789sSSS99s", {}, [("鸡胡", 0, 1)], 0, 1, False, id="other-wind-pung-nothing"),
    pytest.param(
        "[1111m]456p789s234s9s9s",
        {"self_drawn": True, "kong": True},
        [("鸡胡", 0, 1), ("自摸", 1, 1), ("杠上开花", 3, 1)],
        3,
        8,
        True,
        id="out-on-a-kong",
    ),
    pytest.param(
        "123m46m789p111s99s5m",
        {"kong": True, "discarder": S},
        [("鸡胡", 0, 1), ("抢杠胡", 3, 1)],
        3,
        8,
        False,
        id="robbing-the-kong",
    ),
    pytest.param(
        "123m456p789s111sEE",
        {"self_drawn": True, "last_tile": True},
        [("鸡胡", 0, 1), ("自摸", 1, 1), ("海底捞月", 3, 1)],
        3,
        8,
        True,
        id="last-tile",
    ),
    pytest.param("[123m,1]456p789s111sEE", {}, [("鸡胡", 0, 1)], 0, 1, False, id="chow-meld-allowed"),
    # Special hands: their value alone.
    pytest.param("111m333m555m777m99m", {}, [("清碰", 5, 1)], 5, 32, False, id="pure-all-pungs"),
    pytest.param("111m999p111sNNN99s", {}, [("混幺九", 5, 1)], 5, 32, False, id="terminals-and-honors"),
    pytest.param("[CCC,1]FFF123m789mPP", {}, [("小三元", 5, 1)], 5, 32, False, id="little-three-dragons"),
    pytest.param("EEESSSWWW123mNN", {}, [("小四喜", 5, 1)], 5, 32, False, id="little-four-winds"),
    pytest.param("EEESSSCCCFFFPP", {}, [("字一色", 6, 1)], 6, 64, False, id="all-honors"),
    pytest.param("111m999m111p999p11s", {}, [("清幺九", 6, 1)], 6, 64, False, id="all-terminals"),
    pytest.param("CCCFFFPPP123m99m", {}, [("大三元", 6, 1)], 6, 64, False, id="big-three-dragons"),
    pytest.param("EEESSSWWWNNN11m", {}, [("大四喜", 6, 1)], 6, 64, False, id="big-four-winds"),
    pytest.param("1112345678999m5m", {}, [("九莲宝灯", 6, 1)], 6, 64, False, id="nine-gates"),
    pytest.param(
        "1112345678999p1p", {"self_drawn": True}, [("九莲宝灯", 6, 1)], 6, 64, False, id="nine-gates-1"
    ),
    pytest.param("19m19p19sESWNCFP1m", {}, [("十三幺", 6, 1)], 6, 64, False, id="thirteen-orphans"),
    pytest.param(
        "123m456p789s111sEE",
        {"self_drawn": True, "heavenly": True},
        [("天胡", 6, 1)],
        6,
        64,
        False,
        id="heavenly",
    ),
    pytest.param(
        "123m456p789s111sEE",
        {"self_drawn": True, "earthly": True, "seat_wind": S},
        [("地胡", 6, 1)],
        6,
        64,
        False,
        id="earthly",
    ),
    pytest.param(
        "123m456p789s111sEE",
        {"self_drawn": True, "heavenly": True, "dealer": S, "seat_wind": S},
        [("天胡", 6, 1)],
        6,
        64,
        False,
        id="heavenly-dealer-south",
    ),
]


@pytest.mark.parametrize(("hand", "flags", "counted", "fan", "total", "capped"), PATTERN_ROWS)
def test_pattern(
    hand: str, flags: dict[str, Any], counted: list[tuple[str, int, int]], fan: int, total: int, capped: bool
) -> None:
    out = run(hand, **flags)
    assert fans(out) == counted
    assert (out["fan_points"], out["total"], out["capped"], out["valid"]) == (fan, total, capped, True)
    assert sum(out["payments"].values()) == 0
    assert out["multipliers"] == []
    assert out["kong_payments"] == ZERO


@pytest.mark.parametrize(
    ("hand", "flags", "counted"),
    [
        pytest.param("[111m,1]2345678999m5m", {}, [("清一色", 4, 1)], id="nine-gates-needs-no-melds"),
        pytest.param("1112345678999m5p", {}, None, id="nine-gates-needs-one-suit"),
    ],
)
def test_nine_gates_only_concealed_one_suit(
    hand: str, flags: dict[str, Any], counted: list[tuple[str, int, int]] | None
) -> None:
    if counted is None:
        with pytest.raises(NotWinningError):
            run(hand, **flags)
    else:
        assert fans(run(hand, **flags)) == counted


# --- Rulings ---------------------------------------------------------------------------------


def test_J1_chicken_hand_on_a_discard_is_a_win() -> None:
    out = run("123m456p789s111sEE")
    assert out["valid"] is True
    assert out["payments"] == {"E": 1, "S": 0, "W": 0, "N": -1}


@pytest.mark.parametrize(
    ("rules", "flags", "valid"),
    [
        pytest.param(None, {"min_fan": 1}, False, id="min-1-chicken"),
        pytest.param(None, {"min_fan": 0}, True, id="min-0"),
        pytest.param(None, {"min_fan": 1, "self_drawn": True}, True, id="min-1-chicken-self-drawn"),
        pytest.param(None, {"min_fan": 2, "self_drawn": True}, False, id="min-2-one-fan"),
        pytest.param("house-2", {}, False, id="house-min-2"),
        pytest.param("house-2", {"min_fan": 0}, True, id="flag-overrides-house"),
    ],
)
def test_J1_min_fan(rules: str | None, flags: dict[str, Any], valid: bool) -> None:
    table = house(min_fan=2) if rules else None
    out = run("123m456p789s111sEE", table, **flags)
    assert out["valid"] is valid
    assert out["total"] == 2 ** out["fan_points"]
    if not valid:
        assert out["payments"] == ZERO


def test_J1_min_fan_note_says_why() -> None:
    result = score("123m456p789s111sEE", ctx(), rules=rules("jipinghu", min_fan=1))
    assert any("J1" in note for note in result.notes)


def test_J1_specials_pass_any_min_fan() -> None:
    assert run("[CCC,1]FFF123m789mPP", min_fan=3)["valid"] is True


@pytest.mark.parametrize(
    "hand",
    [
        pytest.param("1122m3344p5566s77s", id="seven-pairs"),
        pytest.param("1122m3344p5566s7s7s", id="seven-pairs-honorless"),
        pytest.param("1122m3344p55sEESS", id="seven-pairs-with-honors"),
    ],
)
def test_J2_seven_pairs_is_not_a_shape(hand: str) -> None:
    with pytest.raises(NotWinningError):
        run(hand)


def test_J2_seven_pairs_error_names_the_ruling() -> None:
    with pytest.raises(NotWinningError, match=r"七对.*J2"):
        run("1122m3344p5566s77s")


def test_J2_thirteen_orphans_is_a_shape() -> None:
    out = run("19m19p19sESWNCFP1m")
    assert out["reading"]["shape"] == "thirteen orphans"
    assert skipped(out) == {}


@pytest.mark.parametrize(
    ("hand", "base", "dropped"),
    [
        pytest.param(
            "123m456m789m234m55m",
            "清一色",
            {"平胡": "J3: one base pattern, the highest (清一色)"},
            id="full>chows",
        ),
        pytest.param(
            "111m333m555mNNN22m",
            "混碰",
            {"混一色": "不计 (excluded by 混碰)", "碰碰胡": "不计 (excluded by 混碰)"},
            id="half-flush-all-pungs",
        ),
        pytest.param("123m456m789mNNN22m", "混一色", {}, id="half-flush-alone"),
    ],
)
def test_J3_one_base_pattern_the_highest(hand: str, base: str, dropped: dict[str, str]) -> None:
    """Revision 1's reading (``flush_above_cap = false``), where 混碰 and 清一色 are base patterns."""
    out = run(hand, house(flush_above_cap=False))
    assert [f["zh"] for f in out["fans"]] == [base]
    assert skipped(out) == dropped


@pytest.mark.parametrize(
    ("hand", "flags", "counted", "dropped"),
    [
        pytest.param(
            "123m456m789m234m55m",
            {},
            [("清一色", 4, 1)],
            {"平胡": "J5: 清一色 stands above the cap, alone"},
            id="full-flush-not-all-chows",
        ),
        pytest.param(
            "111m333m555mNNN22m",
            {"self_drawn": True},
            [("混碰", 4, 1)],
            {
                "碰碰胡": "J5: 混碰 stands above the cap, alone",
                "自摸": "J5: 混碰 stands above the cap, alone",
            },
            id="half-flush-pungs-self-drawn",
        ),
        pytest.param(
            "111m333m555m78m99m6m",
            {"kong": True, "discarder": W},
            [("清一色", 4, 1)],
            {"抢杠胡": "J5: 清一色 stands above the cap, alone"},
            id="no-event",
        ),
        pytest.param(
            "[CCC,1]111m333m555m22m",
            {"self_drawn": True},
            [("混碰", 4, 1)],
            dict.fromkeys(("三元牌", "自摸"), "J5: 混碰 stands above the cap, alone"),
            id="no-dragon-pung",
        ),
    ],
)
def test_j5_flushes_stand_above_the_cap_alone(
    hand: str, flags: dict[str, Any], counted: list[tuple[str, int, int]], dropped: dict[str, str]
) -> None:
    """J5 (rev. 2): 混碰 and 清一色 count 4 番 alone, no add-on; ``capped`` stays false."""
    out = run(hand, **flags)
    assert fans(out) == counted
    assert (out["fan_points"], out["total"], out["capped"]) == (4, 16, False)
    assert out["formula"] == "2^4 × 1 = 16"
    assert {k: v for k, v in skipped(out).items() if k in dropped} == dropped


def test_j5_flush_above_cap_false_restores_the_cap() -> None:
    """``flush_above_cap = false``: 混碰 4 + 自摸 1 is an ordinary sum, cut to 3 (revision 1)."""
    out = run("111m333m555mNNN22m", house(flush_above_cap=False), self_drawn=True)
    assert fans(out) == [("混碰", 4, 1), ("自摸", 1, 1)]
    assert (out["fan_points"], out["total"], out["capped"]) == (3, 8, True)
    assert out["house_rules"] == {"file": "test.toml", "flush_above_cap": False}


def test_j5_a_higher_special_beats_a_flush() -> None:
    """混碰 of 1s, 9s and honors is also 混幺九 (5): only the highest above the cap counts."""
    out = run("111m999mEEENNN22m".replace("22m", "WW"))
    assert fans(out) == [("混幺九", 5, 1)]
    assert skipped(out)["混碰"] == "J5: only the highest special counts (混幺九)"


def test_J3_tie_between_base_patterns_goes_to_the_table_order() -> None:
    out = run("111m333m555mNNN22m", house(off=("混碰",)))
    assert [f["zh"] for f in out["fans"]] == ["碰碰胡"]
    assert skipped(out)["混一色"].startswith("J3")


@pytest.mark.parametrize(
    ("zh", "value"),
    [("清碰", 5), ("混幺九", 5), ("小三元", 5), ("小四喜", 5)]
    + [(zh, 6) for zh in ("字一色", "清幺九", "大三元", "大四喜", "九莲宝灯", "十三幺", "天胡", "地胡")],
)
def test_J4_special_hands_are_five_or_six(zh: str, value: int) -> None:
    pattern = SYSTEM.pattern(zh)
    assert (pattern.kind, pattern.value) == ("special", value)


def test_J5_ordinary_sum_is_capped_at_three() -> None:
    out = run("123m456m789mEEE22m", self_drawn=True)
    assert fans(out) == [("混一色", 2, 1), ("自摸", 1, 1), ("门风", 1, 1), ("圈风", 1, 1)]
    assert (out["fan_points"], out["total"], out["capped"]) == (3, 8, True)
    assert out["formula"] == "2^min(2 + 1 + 1 + 1, 3) × 1 = 8"


def test_J5_special_hand_adds_nothing() -> None:
    out = run("[CCC,1]FFF123m789mPP", self_drawn=True, kong=False)
    assert skipped(out) == {
        "混一色": "J5: a special hand stands alone (小三元)",
        "自摸": "J5: a special hand stands alone (小三元)",
        "三元牌": "J5: a special hand stands alone (小三元)",
    }


def test_J5_only_the_highest_special_counts() -> None:
    out = run("EEESSSCCCFFFPP")
    assert fans(out) == [("字一色", 6, 1)]
    assert skipped(out)["小三元"] == "J5: only the highest special counts (字一色)"


def test_J5_special_with_events_stays_its_own_value() -> None:
    out = run("[CCCC]FFF123m789mPP", self_drawn=True, kong=True)
    assert (fans(out), out["total"], out["capped"]) == ([("小三元", 5, 1)], 32, False)


def test_J6_events_make_any_hand_bao_hu() -> None:
    out = run("123m46m789p111s99s5m", kong=True, discarder=S)
    assert (out["fan_points"], out["total"]) == (3, 8)


def test_J6_self_drawn_counts_beside_out_on_a_kong_and_last_tile() -> None:
    out = run("[1111m]456p789s234s9s9s", self_drawn=True, kong=True, last_tile=True)
    assert [f["zh"] for f in out["fans"]] == ["鸡胡", "自摸", "杠上开花", "海底捞月"]
    assert out["capped"] is True
    assert out["formula"] == "2^min(0 + 1 + 3 + 3, 3) × 1 = 8"


def test_J7_kong_money_and_dealer_are_not_scored() -> None:
    out = run("[1111m][CCC,1]456p789s9s9s", self_drawn=True, dealer=E)
    assert fans(out) == [("鸡胡", 0, 1), ("自摸", 1, 1), ("三元牌", 1, 1)]
    assert out["kong_payments"] == ZERO
    assert out["payments"] == {"E": 12, "S": -4, "W": -4, "N": -4}


def test_J7_dragon_pungs_are_one_entry_with_a_count() -> None:
    out = run("[CCCC]FFF123m456p99s")
    assert fans(out) == [("鸡胡", 0, 1), ("三元牌", 1, 2)]


@pytest.mark.parametrize(
    ("flags", "payments"),
    [
        pytest.param({"self_drawn": True}, {"E": 12, "S": -4, "W": -4, "N": -4}, id="self-drawn-each"),
        pytest.param({}, {"E": 2, "S": 0, "W": 0, "N": -2}, id="discard-default-upper-seat"),
        pytest.param({"discarder": W}, {"E": 2, "S": 0, "W": -2, "N": 0}, id="discard-west"),
        pytest.param(
            {"seat_wind": N, "self_drawn": True}, {"E": -4, "S": -4, "W": -4, "N": 12}, id="north-self-drawn"
        ),
        pytest.param({"seat_wind": S}, {"E": -2, "S": 2, "W": 0, "N": 0}, id="south-default-east-pays"),
        pytest.param({"base": 5, "discarder": S}, {"E": 10, "S": -10, "W": 0, "N": 0}, id="base-5"),
    ],
)
def test_J8_payments(flags: dict[str, Any], payments: dict[str, int]) -> None:
    out = run("123m456m789p23s55s4s", **{"self_drawn": False, **flags})
    assert out["payments"] == payments


def test_j8_robbed_player_pays_for_the_whole_table() -> None:
    """J8 (rev. 2): 抢杠全包: the robbed player pays 3 × total, the others nothing."""
    out = run("123m46m789p111s99s5m", kong=True, discarder=W)
    assert out["total"] == 8
    assert out["payments"] == {"E": 24, "S": 0, "W": -24, "N": 0}


def test_j8_robbed_pays_one_restores_one_share() -> None:
    out = run("123m46m789p111s99s5m", house(robbed_pays="one"), kong=True, discarder=W)
    assert out["payments"] == {"E": 8, "S": 0, "W": -8, "N": 0}
    assert out["house_rules"] == {"file": "test.toml", "robbed_pays": "one"}


@pytest.mark.parametrize(
    ("hand", "rules", "counted", "total"),
    [
        pytest.param("111222333m444p77s", None, [("碰碰胡", 2, 1)], 4, id="pungs-over-chicken"),
        pytest.param("222m333m444m999m11m", None, [("清碰", 5, 1)], 32, id="special-over-ordinary"),
        pytest.param(
            "111m333m555m777m99m", "cap-8", [("清一色", 8, 1)], 256, id="house-ordinary-over-special"
        ),
    ],
)
def test_J9_reading_with_the_highest_total(
    hand: str, rules: str | None, counted: list[tuple[str, int, int]], total: int
) -> None:
    table = house({"清一色": 8}, cap=8) if rules else None
    out = run(hand, table)
    assert (fans(out), out["total"]) == (counted, total)
    if rules:  # J5 (rev. 2): 清一色 stands above the cap like a special hand, and is the higher
        assert skipped(out)["清碰"] == "J5: only the highest special counts (清一色)"
    old = run(hand, house({"清一色": 8}, cap=8, flush_above_cap=False)) if rules else None
    if old is not None:  # revision 1: 清一色 an ordinary base pattern, 8 under the house cap 8
        assert (fans(old), old["total"]) == (counted, total)
        assert skipped(old)["清碰"] == "J9: the ordinary reading is worth more (8 番)"


# --- House rules ------------------------------------------------------------------------------


def test_house_value_changes_the_score() -> None:
    out = run("123m456m789p23s55s4s", house({"平胡": 2}), self_drawn=True)
    assert (fans(out), out["total"], out["capped"]) == ([("平胡", 2, 1), ("自摸", 1, 1)], 8, False)
    assert out["house_rules"] == {"file": "test.toml", "values": {"平胡": 2}}


def test_house_cap_raised() -> None:
    out = run("[CCC,1]123p456pSSS9p9p", house(cap=5), seat_wind=S, discarder=W)
    assert (out["fan_points"], out["total"], out["capped"]) == (4, 16, False)


def test_house_cap_lowered() -> None:
    out = run("123m456m789p23s55s4s", house(cap=1), self_drawn=True)
    assert (out["fan_points"], out["total"], out["capped"]) == (1, 2, True)


def test_house_special_switched_off_falls_back_to_ordinary() -> None:
    out = run("[CCC,1]FFF123m789mPP", house(off=("小三元",)), self_drawn=True)
    assert fans(out) == [("混一色", 2, 1), ("自摸", 1, 1), ("三元牌", 1, 2)]
    assert (out["total"], out["capped"]) == (8, True)
    assert skipped(out)["小三元"] == "switched off by house rules"


def test_house_add_on_switched_off() -> None:
    out = run("123m456m789p23s55s4s", house(off=("自摸",)), self_drawn=True)
    assert fans(out) == [("平胡", 1, 1)]
    assert skipped(out) == {"自摸": "switched off by house rules"}


def test_house_thirteen_orphans_off_is_no_win() -> None:
    with pytest.raises(NotWinningError):
        run("19m19p19sESWNCFP1m", house(off=("十三幺",)))


def test_house_special_value() -> None:
    assert run("19m19p19sESWNCFP1m", house({"十三幺": 8}))["total"] == 256


# --- Errors -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("flags", "flag"),
    [
        pytest.param({"flowers": 1}, "flowers", id="flowers"),
        pytest.param({"after_kong": True}, "after_kong", id="after-kong"),
        pytest.param({"indicator": 0}, "indicator", id="indicator"),
        pytest.param({"wild": 0}, "wild", id="wild"),
        pytest.param({"horses": ((0, (0,)),)}, "horses", id="horses"),
        pytest.param({"revealed": True}, "revealed", id="revealed"),
        pytest.param({"fourth_tile": True}, "fourth_tile", id="fourth-tile"),
        pytest.param({"zuozhuang": True}, "zuozhuang", id="zuozhuang"),
        pytest.param({"lazhuang": ((1, 1),)}, "lazhuang", id="lazhuang"),
        pytest.param({"chan": True}, "chan", id="chan"),
    ],
)
def test_flag_not_in_jipinghu(flags: dict[str, Any], flag: str) -> None:
    with pytest.raises(ContextError, match=f"{flag} is not part of 鸡平胡"):
        run("123m456p789s111sEE", **flags)


@pytest.mark.parametrize(
    ("hand", "flags", "match"),
    [
        pytest.param(
            "123m456p789s111sEE",
            {"last_tile": True},
            "last_tile=True without self_drawn=True",
            id="last-discard",
        ),
        pytest.param(
            "123m456p789s111sEE", {"self_drawn": True, "kong": True}, "needs a kong", id="kong-no-kong"
        ),
        pytest.param("123m456p789s111sEE", {"kong": True}, "another copy", id="rob-held-copy"),
        pytest.param(
            "123m456p789s111sEE", {"self_drawn": True, "discarder": S}, "discarder", id="discarder-t"
        ),
        pytest.param("123m456p789s111sEE", {"discarder": E}, "own seat", id="discarder-self"),
        pytest.param("123m456p789s111sEE", {"heavenly": True}, "heavenly=True needs", id="heavenly-discard"),
        pytest.param(
            "123m456p789s111sEE",
            {"self_drawn": True, "heavenly": True, "seat_wind": S},
            "dealer",
            id="heavenly-nd",
        ),
        pytest.param(
            "123m456p789s111sEE", {"self_drawn": True, "earthly": True}, "dealer", id="earthly-dealer"
        ),
        pytest.param(
            "[123m,1]456p789s111sEE", {"self_drawn": True, "heavenly": True}, "no melds", id="heavenly-melds"
        ),
        pytest.param("123m456p789s111sEE", {"min_fan": 4}, "out of range", id="min-fan-4"),
        pytest.param("123m456p789s111sEE", {"base": 0}, "out of range", id="base-0"),
    ],
)
def test_context_errors(hand: str, flags: dict[str, Any], match: str) -> None:
    with pytest.raises(ContextError, match=match):
        run(hand, **flags)


@pytest.mark.parametrize(
    "hand",
    [
        pytest.param("123m456p789s111sE", id="thirteen-tiles"),
        pytest.param("123m456p789s111sEES", id="fifteen-tiles"),
        pytest.param("123m456p789s11sESW", id="no-shape"),
        pytest.param("1m1m1m1m1m23456789m", id="fifth-copy"),
    ],
)
def test_bad_hands_are_errors_not_tracebacks(hand: str) -> None:
    with pytest.raises(MCRError):
        run(hand)


def test_table_names_match_the_spec() -> None:
    names = [(p.zh, p.en, p.value, p.kind) for p in SYSTEM.patterns]
    assert names[:6] == [
        ("鸡胡", "Chicken Hand", 0, "base"),
        ("平胡", "All Chows", 1, "base"),
        ("碰碰胡", "All Pungs", 2, "base"),
        ("混一色", "Half Flush", 2, "base"),
        ("混碰", "Half Flush All Pungs", 4, "base"),
        ("清一色", "Full Flush", 4, "base"),
    ]
    assert [p.zh for p in SYSTEM.patterns if p.kind == "addon"] == [
        "自摸",
        "三元牌",
        "门风",
        "圈风",
        "杠上开花",
        "抢杠胡",
        "海底捞月",
    ]


# --- examples/jipinghu.txt: every line scores, and pays what its comment says -----------------

EXAMPLES = ROOT / "examples" / "jipinghu.txt"


def example_lines() -> list[tuple[str, str]]:
    """(the comment just above, the line) for every hand of the examples file."""
    out, comment = [], ""
    for raw in EXAMPLES.read_text(encoding="utf-8").splitlines():
        if raw.startswith("#"):
            comment = raw
        elif raw.strip():
            out.append((comment, raw))
    return out


def comment_payments(comment: str) -> dict[str, int]:
    """``S, W, N −4, E +12`` (after the last ';') as payments; ``nobody pays`` as all 0."""
    out = dict(ZERO)
    for seats, amount in re.findall(r"((?:[ESWN], )*[ESWN]) ([−+]\d+)", comment.rsplit(";", 1)[-1]):
        for seat in seats.split(", "):
            out[seat] = int(amount.replace("−", "-"))
    return out


@pytest.mark.parametrize(("comment", "line"), [pytest.param(c, text, id=text) for c, text in example_lines()])
def test_examples_file_line(score_line: ScoreLine, comment: str, line: str) -> None:
    out = score_line(line).to_dict()
    assert out["payments"] == comment_payments(comment)
    assert sum(out["payments"].values()) == 0


def test_house_highest_special_off_the_next_counts() -> None:
    out = run("EEESSSCCCFFFPP", house(off=("字一色",)))
    assert fans(out) == [("小三元", 5, 1)]
    assert [n["zh"] for n in out["not_counted"]].count("字一色") == 1
    assert skipped(out)["字一色"] == "switched off by house rules"
