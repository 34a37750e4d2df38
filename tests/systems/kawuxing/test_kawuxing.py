"""Hubei 卡五星 (``--rules kawuxing``): every factor of the table, the rulings K1-K10, the errors, the money.

Expected values are worked out by hand from ``docs/systems/kawuxing.md``
(the table and K1-K10), not from the code.  Unless a row says otherwise East
wins on a discard from its 上家, West.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from mcr_cli.errors import ContextError, InvalidHandError, NotWinningError
from mcr_cli.systems import find_system
from mcr_cli.systems.base import Rules
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.house_types import HouseRules
from mcr_cli.systems.kawuxing.system import SYSTEM
from mcr_cli.systems.result import SystemResult
from tests.helpers.cli import ScoreLine
from tests.helpers.contexts import context, score_under
from tests.helpers.paths import ROOT


def ctx(**flags: Any) -> WinContext:
    """The context of ``flags`` (settings go to the rules: ``run``)."""
    return context("kawuxing", **flags)


def run(hand: str, table: Rules | None = None, **flags: Any) -> SystemResult:
    result = score_under("kawuxing", hand, table, **flags)
    assert isinstance(result, SystemResult)
    return result


def factors(result: SystemResult) -> dict[str, int]:
    return {m.zh: m.factor for m in result.multipliers}


def reasons(result: SystemResult) -> dict[str, str]:
    return {n.zh: n.reason for n in result.not_counted}


def house(**kw: Any) -> Rules:
    defaults: dict[str, Any] = {"source": "club.toml", "values": {}, "off": (), "settings": {}}
    return SYSTEM.rules(HouseRules(**{**defaults, **kw}))


# --- The declaration ---------------------------------------------------------------------------------

TABLE = [
    ("碰碰胡", "All Pungs", 2, ()),
    ("明四归一", "Melded Fourth", 2, ()),
    ("暗四归一", "Concealed Fourth", 4, ()),
    ("七对", "Seven Pairs", 4, ()),
    ("龙七对", "Dragon Seven Pairs", 8, ("七对", "暗四归一")),
    ("双龙七对", "Double Dragon Seven Pairs", 16, ("龙七对", "七对", "暗四归一")),
    ("三龙七对", "Triple Dragon Seven Pairs", 32, ("双龙七对", "龙七对", "七对", "暗四归一")),
    ("大三元", "Big Three Dragons", 8, ("小三元",)),
    ("小三元", "Little Three Dragons", 4, ()),
    ("清一色", "Full Flush", 4, ()),
    ("手抓一", "Single Tile Left", 4, ()),
    ("卡五星", "Closed Five", 2, ()),
    ("杠上开花", "Out on a Kong", 2, ()),
    ("杠上炮", "Discard after a Kong", 2, ()),
    ("抢杠胡", "Robbing the Kong", 2, ()),
    ("海底捞月", "Last Tile", 2, ()),
    ("亮倒", "Revealed Hand", 2, ()),
]


def test_table_is_the_spec_s_seventeen_rows_in_order() -> None:
    assert [(p.zh, p.en, p.value, p.excludes) for p in SYSTEM.patterns] == TABLE
    assert {p.kind for p in SYSTEM.patterns} == {"factor"}


def test_registered_under_its_name() -> None:
    assert find_system("kawuxing") is SYSTEM
    assert (SYSTEM.zh, SYSTEM.seats) == ("卡五星", "ESW")


# --- Every pattern, counted ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "flags", "expected", "total"),
    [
        pytest.param("[555p,1]111s999sCCC7p7p", {}, {"碰碰胡": 2}, 2, id="all-pungs"),
        pytest.param("[555p,1]46p123s789sCC5p", {}, {"明四归一": 2, "卡五星": 2}, 4, id="melded-fourth"),
        pytest.param("111p23p456s789sCC1p", {}, {"暗四归一": 4}, 4, id="concealed-fourth"),
        pytest.param("11p33p55p77p22s44s6s6s", {}, {"七对": 4}, 4, id="seven-pairs"),
        pytest.param("1111p33p55p22s66sCC", {}, {"龙七对": 8}, 8, id="dragon-seven-pairs"),
        pytest.param("1111p3333p22s66sCC", {}, {"双龙七对": 16}, 16, id="double-dragon-seven-pairs"),
        pytest.param("1111p3333p2222sCC", {}, {"三龙七对": 32}, 32, id="triple-dragon-seven-pairs"),
        pytest.param("[CCC,1][FFF,3][PPP,1]123p5s5s", {}, {"大三元": 8}, 8, id="big-three-dragons"),
        pytest.param("[CCC,1][FFF,3]123p789sPP", {}, {"小三元": 4}, 4, id="little-three-dragons"),
        pytest.param("123p456p789p111p9p9p", {}, {"清一色": 4}, 4, id="full-flush"),
        pytest.param(
            "[555p,1][777p,3][111s,1][999s,3]2s2s", {}, {"碰碰胡": 2, "手抓一": 4}, 8, id="single-tile-left"
        ),
        pytest.param("11146p123s789sCC5p", {}, {"卡五星": 2}, 2, id="closed-five-dots"),
        pytest.param("123p111p46sCC789s5s", {}, {"卡五星": 2}, 2, id="closed-five-bamboo"),
        pytest.param(
            "[5555p]123s789s111pCC",
            {"self_drawn": True, "kong": True},
            {"杠上开花": 2},
            2,
            id="out-on-a-kong",
        ),
        pytest.param("123p456p123s789sCC", {"after_kong": True}, {"杠上炮": 2}, 2, id="discard-after-kong"),
        pytest.param("123p456p123s89sCC7s", {"kong": True}, {"抢杠胡": 2}, 2, id="robbing-the-kong"),
        pytest.param(
            "123p456p123s789sCC", {"self_drawn": True, "last_tile": True}, {"海底捞月": 2}, 2, id="last-tile"
        ),
        pytest.param("123p456p123s789sCC", {"revealed": True}, {"亮倒": 2}, 2, id="revealed"),
        pytest.param("123p456p123s789sCC", {"self_drawn": True}, {}, 1, id="plain-win-worth-1"),
    ],
)
def test_pattern_counted(hand: str, flags: dict[str, Any], expected: dict[str, int], total: int) -> None:
    result = run(hand, **flags)
    assert factors(result) == expected
    assert (result.total, result.fan_points, result.fans, result.valid) == (total, 1, (), True)


@pytest.mark.parametrize(
    ("hand", "counted", "excluded"),
    [
        pytest.param("1111p33p55p22s66sCC", "龙七对", ["七对"], id="dragon-excludes-seven-pairs"),
        pytest.param("1111p3333p22s66sCC", "双龙七对", ["七对", "龙七对"], id="double-excludes-lower"),
        pytest.param(
            "1111p3333p2222sCC", "三龙七对", ["七对", "龙七对", "双龙七对"], id="triple-excludes-lower"
        ),
    ],
)
def test_pattern_excluded(hand: str, counted: str, excluded: list[str]) -> None:
    result = run(hand)
    assert list(factors(result)) == [counted]
    assert reasons(result) == {zh: f"不计 (excluded by {counted})" for zh in excluded}


def test_big_three_dragons_does_not_count_little() -> None:
    assert "小三元" not in factors(run("[CCC,1][FFF,3][PPP,1]123p5s5s"))


# --- Rulings ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "message"),
    [
        pytest.param("[555p,1]46p123s789sCC5m", "5m is not a tile of 卡五星", id="characters"),
        pytest.param("123p456p123s789sEE", "E is not a tile of 卡五星", id="wind"),
        pytest.param("[123p,1]456p123s789sCC", "a chow meld is not allowed", id="chow-meld"),
        pytest.param("[555p,2]46p123s789sCC5p", "offer 2 of a pung", id="pung-from-across"),
        pytest.param("[5555p,6]123s789s111pCC", "offer 6 of a kong", id="kong-promoted-across"),
        pytest.param("[5555p,2]123s789s111pCC", "offer 2 of a kong", id="kong-from-across"),
    ],
)
def test_K1_tiles_and_melds_of_three_players(hand: str, message: str) -> None:
    with pytest.raises(InvalidHandError, match=message) as caught:
        run(hand)
    assert caught.value.position is not None


@pytest.mark.parametrize(
    "flag",
    [
        pytest.param({"seat_wind": 3}, id="seat-N"),
        pytest.param({"discarder": 3}, id="discarder-N"),
    ],
)
def test_K1_no_north_seat(flag: dict[str, int]) -> None:
    with pytest.raises(ContextError, match="3 seats: E S W"):
        run("123p456p123s789sCC", **flag)


@pytest.mark.parametrize("wind", range(4))
def test_prevalent_wind_is_accepted_and_changes_nothing(wind: int) -> None:
    """The contract: --prevalent-wind counts in MCR and 鸡平胡; elsewhere accepted, changing nothing."""
    scored, plain = run("123p456p123s789sCC", prevalent_wind=wind), run("123p456p123s789sCC")
    assert scored.context.prevalent_wind == wind  # the result keeps the context it was scored in …
    assert scored._replace(context=plain.context) == plain  # … and nothing else differs


@pytest.mark.parametrize(
    ("seat", "payer"),
    [
        pytest.param(0, "W", id="E-pays-W"),
        pytest.param(1, "E", id="S-pays-E"),
        pytest.param(2, "S", id="W-pays-S"),
    ],
)
def test_K1_discarder_defaults_to_the_winner_s_shangjia(seat: int, payer: str) -> None:
    result = run("123p456p123s789sCC", seat_wind=seat, after_kong=True)  # 杠上炮 ×2: a legal discard win
    winner = "ESW"[seat]
    assert result.payments == {s: 2 if s == winner else -2 if s == payer else 0 for s in "ESW"}
    assert result.discarder == "ESW".index(payer)


def test_K2_factors_multiply() -> None:
    # 清一色 4 × 暗四归一 4 × 卡五星 2 × 亮倒 2 × 杠上开花 2 = 128, self-drawn.
    result = run("[7777p]5554p6p99p123p5p", self_drawn=True, kong=True, revealed=True)
    assert factors(result) == {"暗四归一": 4, "清一色": 4, "卡五星": 2, "杠上开花": 2, "亮倒": 2}
    assert result.total == 128
    assert result.formula == "1 × 4 × 4 × 2 × 2 × 2 × 1 = 128"


@pytest.mark.parametrize(
    ("flags", "rules", "total", "capped"),
    [
        pytest.param({}, None, 32, False, id="no-cap-by-default"),
        pytest.param({"cap": 16}, None, 16, True, id="cap-cuts"),
        pytest.param({"cap": 32}, None, 32, False, id="cap-reached-not-cut"),
        pytest.param({"cap": 16, "base": 3}, None, 48, True, id="base-after-cap"),
        pytest.param({}, {"cap": 8}, 8, True, id="house-cap"),
        pytest.param({"cap": 16}, {"cap": 8}, 16, True, id="flag-overrides-house-cap"),
        pytest.param({}, {"base": 5}, 160, False, id="house-base"),
    ],
)
def test_K2_cap_on_the_product(
    flags: dict[str, Any], rules: dict[str, int] | None, total: int, capped: bool
) -> None:
    result = run("1111p3333p2222sCC", house(settings=rules) if rules else None, **flags)
    assert (result.total, result.capped) == (total, capped)
    assert ("capped at" in result.formula) is capped


def test_K3_robbing_the_kong_is_x2_and_the_robbed_pays() -> None:
    result = run("123p456p123s89sCC7s", kong=True, discarder=1)
    assert factors(result) == {"抢杠胡": 2}
    assert result.payments == {"E": 2, "S": -2, "W": 0}


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        pytest.param("44p55p66p112233s9s9s", {"七对": 4}, id="seven-pairs-beats-closed-five"),
        pytest.param("4445566p6p123s99s5p", {"卡五星": 2}, id="chows-beat-pungs-for-closed-five"),
        pytest.param("456p123s789s111p5p5p", {"卡五星": 2}, id="winning-five-placed-in-the-chow"),
        pytest.param("34p123s789s111pCC5p", {}, id="five-read-as-345-is-not-closed"),
        pytest.param("123p789p123s789s5p5p", {}, id="five-as-pair-is-not-closed"),
        pytest.param("11p23p456s789sCCC1p", {}, id="third-copy-is-not-concealed-fourth"),
        pytest.param("111p33p55p22s66sCC1p", {"龙七对": 8}, id="seven-pairs-is-not-concealed-fourth"),
        pytest.param("[555p,1]46p123s789sCC5p", {"明四归一": 2, "卡五星": 2}, id="melded-fourth-on-its-pung"),
        pytest.param("[555s,1]46p123s789sCC5p", {"卡五星": 2}, id="melded-pung-of-another-tile"),
    ],
)
def test_K4_readings_and_the_winning_tile_s_place(hand: str, expected: dict[str, int]) -> None:
    assert factors(run(hand)) == expected


def test_K4_tie_goes_to_the_highest_single_factor() -> None:
    # 456p 456p 55p 123s 123s: 暗四归一 4 × 卡五星 2 = 8; seven pairs: 龙七对 8.
    result = run("44p555p66p1122s33s5p")
    assert (factors(result), result.total, result.shape) == ({"龙七对": 8}, 8, "seven pairs")


def test_K5_single_tile_left_stacks_with_all_pungs() -> None:
    result = run("[555p,1][777p,3][111s,1][999s,3]2s2s", self_drawn=True)
    assert factors(result) == {"碰碰胡": 2, "手抓一": 4}
    assert result.payments == {"E": 16, "S": -8, "W": -8}


@pytest.mark.parametrize(
    "self_drawn", [pytest.param(True, id="self-drawn"), pytest.param(False, id="discard")]
)
def test_K6_last_tile_self_drawn_or_its_discard(self_drawn: bool) -> None:
    assert factors(run("123p456p123s789sCC", self_drawn=self_drawn, last_tile=True)) == {"海底捞月": 2}


@pytest.mark.parametrize(
    ("flags", "payments"),
    [
        pytest.param({"self_drawn": True}, {"E": 8, "S": -4, "W": -4}, id="self-drawn-two-pay"),
        pytest.param({}, {"E": 4, "S": 0, "W": -4}, id="discard-discarder-pays"),
        pytest.param({"discarder": 1}, {"E": 4, "S": -4, "W": 0}, id="discard-from-S"),
        pytest.param({"revealed": True}, {"E": 16, "S": 0, "W": -16}, id="revealed-baohu-two-shares"),
        pytest.param(
            {"revealed": True, "self_drawn": True}, {"E": 16, "S": -8, "W": -8}, id="revealed-self-drawn"
        ),
        pytest.param({"base": 5}, {"E": 20, "S": 0, "W": -20}, id="base"),
    ],
)
def test_K7_payments(flags: dict[str, Any], payments: dict[str, int]) -> None:
    result = run("[555p,1]46p123s789sCC5p", **flags)
    assert result.payments == payments


@pytest.mark.parametrize(
    ("hand", "flags", "money"),
    [
        pytest.param("[5555p]123s789s111pCC", {}, {"E": 4, "S": -2, "W": -2}, id="concealed-2-each"),
        pytest.param("[5555p,5]123s789s111pCC", {}, {"E": 2, "S": -1, "W": -1}, id="promoted-1-each"),
        pytest.param("[5555p,7]123s789s111pCC", {}, {"E": 2, "S": -1, "W": -1}, id="promoted-right-1-each"),
        pytest.param("[5555p,1]123s789s111pCC", {}, {"E": 2, "S": 0, "W": -2}, id="melded-from-shangjia"),
        pytest.param("[5555p,3]123s789s111pCC", {}, {"E": 2, "S": -2, "W": 0}, id="melded-from-xiajia"),
        pytest.param("[5555p,1]123s789s111pCC", {"seat_wind": 1}, {"E": -2, "S": 2, "W": 0}, id="S-from-E"),
        pytest.param("[5555p,3]123s789s111pCC", {"seat_wind": 2}, {"E": -2, "S": 0, "W": 2}, id="W-from-E"),
        pytest.param("[5555p]123s789s111pCC", {"base": 3}, {"E": 12, "S": -6, "W": -6}, id="times-base"),
        pytest.param(
            "[5555p]123s789s111pCC", {"revealed": True}, {"E": 4, "S": -2, "W": -2}, id="not-doubled"
        ),
        pytest.param(
            "[5555p][CCCC,5][FFFF,1]123s9s9s", {}, {"E": 8, "S": -3, "W": -5}, id="three-kongs-add-up"
        ),
    ],
)
def test_K8_xiqian_kong_money(hand: str, flags: dict[str, Any], money: dict[str, int]) -> None:
    result = run(hand, **flags)
    assert result.kong_payments == money


def test_K10_triple_dragon_seven_pairs_is_x32() -> None:
    assert run("1111p3333p2222sCC").total == 32


# --- Revision 2: K7 包胡 two shares, K11 屁胡 only by self-draw -------------------------------------


def test_k7_baohu_the_discarder_pays_two_shares() -> None:
    """K7 (rev. 2): a revealed 屁胡 on a discard costs its discarder 1 × 2 (亮倒) × 2 (包胡) = 4."""
    result = run("123p456p123s789sCC", revealed=True)
    assert (result.total, result.valid) == (2, True)
    assert result.payments == {"E": 4, "S": 0, "W": -4}
    assert any(note.startswith("包胡 (K7)") for note in result.notes)


def test_k7_baohu_the_third_player_pays_nothing() -> None:
    result = run("[555p,1]46p123s789sCC5p", revealed=True, discarder=1)
    assert result.total == 8
    assert result.payments == {"E": 16, "S": -16, "W": 0}


def test_k7_baohu_is_not_for_a_self_drawn_win() -> None:
    result = run("123p456p123s789sCC", revealed=True, self_drawn=True)
    assert result.payments == {"E": 4, "S": -2, "W": -2}


def test_k7_baohu_shares_1_restores_one_share() -> None:
    result = run("123p456p123s789sCC", house(source="test.toml", settings={"baohu_shares": 1}), revealed=True)
    assert result.payments == {"E": 2, "S": 0, "W": -2}
    assert result.to_dict()["house_rules"] == {"file": "test.toml", "baohu_shares": 1}


def test_k7_kong_money_is_never_doubled_by_baohu() -> None:
    result = run("[5555p,1]123s789s111pCC", revealed=True)
    assert result.payments == {"E": 4, "S": 0, "W": -4}
    assert result.kong_payments == {"E": 2, "S": 0, "W": -2}


@pytest.mark.parametrize(
    ("flags", "valid"),
    [
        pytest.param({}, False, id="pihu-on-a-discard"),
        pytest.param({"discarder": 1}, False, id="pihu-on-S-discard"),
        pytest.param({"self_drawn": True}, True, id="pihu-self-drawn"),
        pytest.param({"revealed": True}, True, id="revealed-pihu-is-2"),
        pytest.param({"after_kong": True}, True, id="discard-after-kong-is-2"),
    ],
)
def test_k11_pihu_wins_only_by_self_draw(flags: dict[str, Any], valid: bool) -> None:
    """K11 (rev. 2): on a discard a product of factors of 1 is not a legal win; 亮倒 counts toward it."""
    result = run("123p456p123s789sCC", **flags)
    assert result.valid is valid
    if not valid:
        assert result.total == 1
        assert result.payments == {"E": 0, "S": 0, "W": 0}
        assert any(note.startswith("K11") for note in result.notes)


def test_k11_kong_money_stands_on_an_invalid_win() -> None:
    result = run("[5555p,5]123s789s111pCC")
    assert (result.valid, result.payments) == (False, {"E": 0, "S": 0, "W": 0})
    assert result.kong_payments == {"E": 2, "S": -1, "W": -1}


def test_k11_min_discard_factor_1_allows_a_pihu_again() -> None:
    result = run("123p456p123s789sCC", house(settings={"min_discard_factor": 1}))
    assert (result.valid, result.payments) == (True, {"E": 1, "S": 0, "W": -1})


def test_k11_min_discard_factor_4_as_a_house_sets_it() -> None:
    assert not run("[555p,1]46p123s789sCC5p", house(settings={"min_discard_factor": 8})).valid
    assert run("[555p,1]46p123s789sCC5p", house(settings={"min_discard_factor": 4})).valid


# --- The spec's worked example, exactly ---------------------------------------------------------------


def test_worked_example_json() -> None:
    assert run("[555p,1]46p123s789sCC5p").to_dict() == {
        "hand": "[555p,1]46p123789sCC5p",
        "rules": "kawuxing",
        "fans": [],
        "fan_points": 1,
        "multipliers": [
            {"zh": "明四归一", "en": "Melded Fourth", "factor": 2},
            {"zh": "卡五星", "en": "Closed Five", "factor": 2},
        ],
        "base": 1,
        "total": 4,
        "valid": True,
        "payments": {"E": 4, "S": 0, "W": -4},
        "kong_payments": {"E": 0, "S": 0, "W": 0},
        "kongs": [],
        "capped": False,
    }


def test_explain_shows_the_reading_and_what_did_not_count() -> None:
    out = run("1111p33p55p22s66sCC").to_dict(explain=True)
    assert out["reading"] == {
        "shape": "seven pairs",
        "parts": ["11p", "11p", "33p", "55p", "22s", "66s", "CC"],
    }
    assert out["not_counted"] == [{"zh": "七对", "en": "Seven Pairs", "reason": "不计 (excluded by 龙七对)"}]
    assert out["formula"] == "1 × 8 × 1 = 8"


# --- House rules --------------------------------------------------------------------------------------


def test_house_value_changes_a_factor() -> None:
    result = run("[555p,1]46p123s789sCC5p", house(values={"卡五星": 4}))
    assert (factors(result), result.total) == ({"明四归一": 2, "卡五星": 4}, 8)
    assert result.to_dict()["house_rules"] == {"file": "club.toml", "values": {"卡五星": 4}}


def test_house_switches_a_pattern_off() -> None:
    result = run("[555p,1]46p123s789sCC5p", house(off=("明四归一",)))
    assert (factors(result), result.total) == ({"卡五星": 2}, 2)
    assert reasons(result) == {"明四归一": "switched off by house rules"}


def test_house_switching_off_dragon_seven_pairs_leaves_seven_pairs() -> None:
    result = run("1111p33p55p22s66sCC", house(off=("龙七对",)))
    assert (factors(result), result.total) == ({"七对": 4}, 4)


# --- Errors -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("flags", "name"),
    [
        pytest.param({"flowers": 1}, "flowers", id="flowers"),
        pytest.param({"fourth_tile": True}, "fourth_tile", id="fourth-tile"),
        pytest.param({"horses": ((0, (9,)),)}, "horses", id="horses"),
        pytest.param({"indicator": 9}, "indicator", id="indicator"),
        pytest.param({"wild": 9}, "wild", id="wild"),
        pytest.param({"dealer": 1}, "dealer", id="dealer"),
        pytest.param({"heavenly": True, "self_drawn": True}, "heavenly", id="heavenly"),
        pytest.param({"earthly": True, "self_drawn": True}, "earthly", id="earthly"),
        pytest.param({"min_fan": 1}, "min_fan", id="min-fan"),
        pytest.param({"zuozhuang": True}, "zuozhuang", id="zuozhuang"),
        pytest.param({"lazhuang": ((1, 1),)}, "lazhuang", id="lazhuang"),
        pytest.param({"chan": True}, "chan", id="chan"),
    ],
)
def test_flag_the_system_lacks_is_an_error_naming_it(flags: dict[str, Any], name: str) -> None:
    with pytest.raises(ContextError, match=f"^{name} is not part of 卡五星"):
        run("123p456p123s789sCC", **flags)


@pytest.mark.parametrize(
    ("hand", "flags", "error", "message"),
    [
        pytest.param("123p456p123s789sCF", {}, NotWinningError, "neither", id="not-a-win"),
        pytest.param(
            "123p456p123s789sCC",
            {"self_drawn": True, "kong": True},
            ContextError,
            "needs a kong",
            id="out-on-a-kong-without-kong",
        ),
        pytest.param(
            "123p456p123s789sCC", {"kong": True}, ContextError, "another copy", id="rob-a-held-tile"
        ),
        pytest.param("123p456p123s789sCC", {"discarder": 0}, ContextError, "own seat", id="own-discard"),
        pytest.param("123p456p123s789sCC", {"cap": 0}, ContextError, "cap 0", id="cap-zero"),
    ],
)
def test_contradictions_are_errors(
    hand: str, flags: dict[str, Any], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        run(hand, **flags)


# --- examples/kawuxing.txt: every line scores, to the total its comment gives -------------------------

EXAMPLES = ROOT / "examples" / "kawuxing.txt"


def example_lines() -> list[tuple[str, str, int]]:
    """Each batch line with its flags and the total ("= N;") of the comment above it."""
    out, total = [], -1
    for line in EXAMPLES.read_text(encoding="utf-8").splitlines():
        found = re.search(r"= (\d+);", line)
        if line.startswith("#") and found:
            total = int(found.group(1))
        elif line.strip() and not line.startswith("#"):
            out.append((line.split()[0], line, total))
    return out


@pytest.mark.parametrize(("hand", "line", "total"), [pytest.param(*e, id=e[0]) for e in example_lines()])
def test_example_line_scores_to_its_comment(score_line: ScoreLine, hand: str, line: str, total: int) -> None:
    assert score_line(line).total == total
