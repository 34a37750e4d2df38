"""Guangdong 推倒胡 (``--rules tuidaohu``): every pattern, every ruling T1-T12, every error.

Expected values are worked out by hand from the table of
``docs/systems/tuidaohu.md``: East wins unless a test says otherwise.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from mcr_cli.errors import ContextError, InvalidHandError, NotWinningError
from mcr_cli.model.readings import Shape
from mcr_cli.model.tiles import parse_tile_name as tile
from mcr_cli.model.tiles import tile_name
from mcr_cli.model.wilds import PAIR, PUNG, Group, GroupReading
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.house_types import HouseRules
from mcr_cli.systems.scoring import score
from mcr_cli.systems.tuidaohu.system import SYSTEM, next_tile
from tests.helpers.cli import ScoreLine
from tests.helpers.contexts import context, score_under
from tests.helpers.paths import ROOT


def _tiles(flags: dict[str, Any]) -> dict[str, Any]:
    for name in ("wild", "indicator"):
        if isinstance(flags.get(name), str):
            flags[name] = tile(flags[name])
    return flags


def ctx(**flags: Any) -> WinContext:
    """The context of ``flags`` (tiles may be names; settings go to the rules: ``run``)."""
    return context("tuidaohu", **_tiles(flags))


def run(hand: str, **flags: Any) -> Any:
    return score_under("tuidaohu", hand, None, **_tiles(flags))


def fans(result: Any) -> list[str]:
    return [f.zh for f in result.fans]


# -- the table ---------------------------------------------------------------------------------

TABLE = [
    ("鸡胡", "Chicken Hand", 2, ()),
    ("碰碰胡", "All Pungs", 8, ()),
    ("混一色", "Half Flush", 8, ()),
    ("抢杠胡", "Robbing the Kong", 8, ()),
    ("杠上开花", "Out on a Kong", 8, ()),
    ("杠上炮", "Discard after a Kong", 8, ()),
    ("海底捞月", "Last Tile", 8, ()),
    ("清一色", "Full Flush", 16, ()),
    ("七对", "Seven Pairs", 16, ()),
    ("豪华七对", "Luxury Seven Pairs", 32, ("七对",)),
    ("混幺九", "Terminals and Honors", 32, ("碰碰胡",)),
    ("小三元", "Little Three Dragons", 48, ()),
    ("小四喜", "Little Four Winds", 48, ()),
    ("字一色", "All Honors", 64, ("碰碰胡",)),
    ("清幺九", "All Terminals", 64, ("碰碰胡", "混幺九")),
    ("天胡", "Heavenly Hand", 64, ()),
    ("地胡", "Earthly Hand", 64, ()),
    ("十三幺", "Thirteen Orphans", 88, ("混幺九",)),
    ("大三元", "Big Three Dragons", 88, ("小三元",)),
    ("大四喜", "Big Four Winds", 88, ("碰碰胡", "小四喜")),
]


def test_table_rows_are_the_spec_rows() -> None:
    rows = [(p.zh, p.en, p.value, p.excludes) for p in SYSTEM.patterns if p.kind == "fan"]
    assert rows == TABLE
    factors = [(p.zh, p.en, p.value) for p in SYSTEM.patterns if p.kind == "factor"]
    assert factors == [("自摸", "Self-Drawn", 2), ("硬胡", "No Wilds", 2)]


# -- each pattern counted, with its 不计 ---------------------------------------------------------

PATTERN_CASES = [
    pytest.param("123m456p789s234m55s", {"self_drawn": True}, ["鸡胡"], 8, id="chicken-self-drawn"),
    pytest.param("111m222p333s444m55s", {"self_drawn": True}, ["碰碰胡"], 32, id="all-pungs"),
    pytest.param(
        "[111p,1]234p567p99pPP9p", {"self_drawn": True}, ["混一色"], 32, id="half-flush-spec-example"
    ),
    pytest.param(
        "111m222mEEE333m55m", {"self_drawn": True}, ["碰碰胡", "混一色"], 64, id="T5-half-flush-all-pungs"
    ),
    pytest.param("123m456p789s55s23m4m", {"kong": True}, ["抢杠胡"], 16, id="robbing-the-kong"),
    pytest.param(
        "[1111s]123m456p789p55s", {"self_drawn": True, "kong": True}, ["杠上开花"], 32, id="out-on-a-kong"
    ),
    pytest.param("123m456p789s234m55s", {"after_kong": True}, ["杠上炮"], 16, id="discard-after-a-kong"),
    pytest.param(
        "123m456p789s234m55s", {"self_drawn": True, "last_tile": True}, ["海底捞月"], 32, id="last-tile"
    ),
    pytest.param("123m456m789m111m55m", {"self_drawn": True}, ["清一色"], 64, id="full-flush"),
    pytest.param("1122m3344p5566s7s7s", {"self_drawn": True}, ["七对"], 64, id="seven-pairs"),
    pytest.param("1111223m445566p3m", {"self_drawn": True}, ["豪华七对"], 128, id="luxury-not-seven-pairs"),
    pytest.param(
        "11112222m3344p55s", {"self_drawn": True}, ["豪华七对"], 128, id="T10-luxury-once-for-two-fours"
    ),
    pytest.param(
        "111m999pEEECC999s", {"self_drawn": True}, ["混幺九"], 128, id="terminals-honors-not-all-pungs"
    ),
    pytest.param(
        "11m99m11p99pEESSCC", {"self_drawn": True}, ["七对", "混幺九"], 192, id="T5-terminals-honors-pairs"
    ),
    pytest.param(
        "CCCFFF123m456mPP", {"self_drawn": True}, ["混一色", "小三元"], 224, id="little-three-dragons"
    ),
    pytest.param("EEESSSWWW123mNN", {"self_drawn": True}, ["混一色", "小四喜"], 224, id="little-four-winds"),
    pytest.param("EEESSSWWWCCCPP", {"self_drawn": True}, ["字一色"], 256, id="all-honors-not-all-pungs"),
    pytest.param("111m999m111p999p1s1s", {"self_drawn": True}, ["清幺九"], 256, id="all-terminals"),
    pytest.param(
        "19m19p19sESWNCFP1m", {"self_drawn": True}, ["十三幺"], 352, id="T5-orphans-not-terminals-honors"
    ),
    pytest.param(
        "CCCFFFPPP123m44m", {"self_drawn": True}, ["混一色", "大三元"], 384, id="big-three-not-little"
    ),
    pytest.param(
        "EEESSSWWWNNN55m", {"self_drawn": True}, ["混一色", "大四喜"], 384, id="big-four-not-little"
    ),
    pytest.param(
        "123m456p789s234m55s", {"self_drawn": True, "heavenly": True}, ["天胡"], 256, id="T6-heavenly"
    ),
    pytest.param(
        "123m456p789s234m55s",
        {"self_drawn": True, "earthly": True, "seat_wind": 1},
        ["地胡"],
        256,
        id="T6-earthly",
    ),
    pytest.param(
        "123m456p789s234m55s",
        {"self_drawn": True, "heavenly": True, "dealer": 2, "seat_wind": 2},
        ["天胡"],
        256,
        id="T6-heavenly-dealer-west",
    ),
    pytest.param(
        "CCCFFFPPP123m44m",
        {"self_drawn": True, "heavenly": True},
        ["混一色", "天胡", "大三元"],
        640,
        id="T6-heavenly-adds",
    ),
]


@pytest.mark.parametrize(("hand", "flags", "expected", "total"), PATTERN_CASES)
def test_pattern(hand: str, flags: dict[str, Any], expected: list[str], total: int) -> None:
    result = run(hand, **flags)
    assert fans(result) == expected
    assert result.total == total
    assert result.valid


EXCLUDED = [
    pytest.param("1111223m445566p3m", "七对", "豪华七对", id="luxury"),
    pytest.param("111m999pEEECC999s", "碰碰胡", "混幺九", id="terminals-honors"),
    pytest.param("EEESSSWWWCCCPP", "碰碰胡", "字一色", id="all-honors"),
    pytest.param("111m999m111p999p1s1s", "碰碰胡", "清幺九", id="all-terminals"),
    pytest.param("19m19p19sESWNCFP1m", "混幺九", "十三幺", id="orphans"),
    pytest.param("EEESSSWWWNNN55m", "碰碰胡", "大四喜", id="big-four"),
]


@pytest.mark.parametrize(("hand", "dropped", "by"), EXCLUDED)
def test_excluded_pattern_is_explained(hand: str, dropped: str, by: str) -> None:
    result = run(hand, self_drawn=True)
    reasons = {n.zh: n.reason for n in result.not_counted}
    assert reasons[dropped] == f"不计 (excluded by {by})"
    assert dropped not in fans(result)


# -- the spec's worked example, JSON exactly ---------------------------------------------------


def test_spec_example_json() -> None:
    assert run("[111p,1]234p567p99pPP9p", self_drawn=True).to_dict() == {
        "hand": "[111p,1]23456799pPP9p",
        "rules": "tuidaohu",
        "fans": [{"zh": "混一色", "en": "Half Flush", "points": 8, "count": 1}],
        "fan_points": 8,
        "multipliers": [
            {"zh": "自摸", "en": "Self-Drawn", "factor": 2},
            {"zh": "硬胡", "en": "No Wilds", "factor": 2},
        ],
        "base": 1,
        "total": 32,
        "valid": True,
        "payments": {"E": 96, "S": -32, "W": -32, "N": -32},
        "kong_payments": {"E": 0, "S": 0, "W": 0, "N": 0},
        "kongs": [],
    }


def test_explain_shows_reading_wilds_and_formula() -> None:
    out = run("123p456p789p999m1p5m", self_drawn=True, wild="5m").to_dict(explain=True)
    parts = ["999m", "123p", "456p", "789p", "11p(1p*)"]
    assert out["reading"] == {"shape": "four sets and a pair", "parts": parts}
    assert out["wilds"] == "1p"
    assert out["formula"] == "2 × 2 × 1 = 4"
    assert out["not_counted"] == []


# -- T1-T3: wild tiles -------------------------------------------------------------------------

NEXT = [
    ("9m", "1m"),
    ("1m", "2m"),
    ("8s", "9s"),
    ("9s", "1s"),
    ("E", "S"),
    ("N", "E"),
    ("C", "F"),
    ("P", "C"),
]


@pytest.mark.parametrize(("indicator", "wild"), NEXT, ids=[f"{a}-to-{b}" for a, b in NEXT])
def test_T1_indicator_names_the_next_tile(indicator: str, wild: str) -> None:
    assert tile_name(next_tile(tile(indicator))) == wild
    # 123p 456p 789p 999m 1p and one tile that only a wild can pair with the 1p.
    result = run(f"123p456p789p999m1p{wild}", self_drawn=True, indicator=indicator)
    assert result.total == 4  # 鸡胡 2 × 自摸 2; not 硬胡
    assert result.wilds == "1p"


def test_T1_wild_flag_names_the_wild_itself() -> None:
    assert run("123p456p789p999m1pF", self_drawn=True, wild="F").total == 4
    with pytest.raises(NotWinningError):
        run("123p456p789p999m1pF", self_drawn=True, indicator="F")  # the wild is then 白


def test_T2_a_wild_may_stand_for_a_fifth_copy() -> None:
    # 1111p CCC FFF PPP and a wild: 111p and the pair 11p(1p*), the only reading.
    result = run("1111pCCCFFFPPPS", self_drawn=True, wild="S")
    assert "11p(1p*)" in result.reading
    assert fans(result) == ["混一色", "混幺九", "大三元"]
    assert result.total == 256  # (8 + 32 + 88) × 自摸 2


def test_T2_every_copy_is_wild_even_the_winning_tile() -> None:
    # 123m 456p 789s CCC and two wilds (one of them drawn): a pair, best as themselves (T11).
    result = run("123m456p789sCCC5s5s", self_drawn=True, wild="5s")
    assert result.wilds == "5s 5s"
    assert result.total == 4  # 鸡胡 2 × 自摸 2


def test_T2_meld_holding_the_wild_is_an_error_at_its_bracket() -> None:
    with pytest.raises(InvalidHandError) as err:
        run("123m[555p,1]789s23m4m55s", self_drawn=True, wild="5p")
    assert err.value.position == 4
    assert "wild" in str(err.value)


def test_T2_meld_check_follows_the_indicator() -> None:
    with pytest.raises(InvalidHandError):
        run("[1111m]123p456p789pEE", self_drawn=True, indicator="9m")


def test_T2_win_on_a_discard_of_the_wild_is_an_error() -> None:
    with pytest.raises(ContextError, match="wild"):
        run("123m456p789s234m5s5s", wild="5s")


@pytest.mark.parametrize(
    ("flags", "total", "multipliers"),
    [
        pytest.param({}, 8, ["自摸", "硬胡"], id="no-wild-in-play"),
        pytest.param({"wild": "9m"}, 8, ["自摸", "硬胡"], id="wild-not-held"),
        pytest.param({"wild": "5s"}, 4, ["自摸"], id="wild-standing-for-itself"),
    ],
)
def test_T3_hard_win_needs_no_copy_of_the_wild(
    flags: dict[str, Any], total: int, multipliers: list[str]
) -> None:
    result = run("123m456p789s234m55s", self_drawn=True, **flags)
    assert [m.zh for m in result.multipliers] == multipliers
    assert result.total == total


# -- T4: 鸡胡 ------------------------------------------------------------------------------------


def test_T4_chicken_on_discard_is_not_valid() -> None:
    result = run("[1111s,2]123m456p789p5s5s")
    assert fans(result) == ["鸡胡"]
    assert result.total == 4  # 鸡胡 2 × 硬胡 2, shown
    assert not result.valid
    assert set(result.payments.values()) == {0}
    assert result.notes


def test_T12_kong_money_stands_when_the_win_is_not_valid() -> None:
    result = run("[1111s,2]123m456p789p5s5s")
    assert result.kong_payments == {"E": 3, "S": 0, "W": -3, "N": 0}


def test_T4_event_stands_instead_of_chicken() -> None:
    result = run("[1111s]123m456p789p55s", self_drawn=True, kong=True)
    assert fans(result) == ["杠上开花"]
    assert "鸡胡" in {n.zh for n in result.not_counted}


def test_T4_chicken_with_robbing_is_valid() -> None:
    assert run("123m456p789s55s23m4m", kong=True).valid


def test_T4_chicken_with_discard_after_kong_is_valid() -> None:
    result = run("123m456p789s234m55s", after_kong=True)
    assert result.valid
    assert fans(result) == ["杠上炮"]


def test_T4_other_pattern_on_discard_is_valid() -> None:
    result = run("111m222p333s444m55s")
    assert result.valid
    assert result.payments == {"E": 16, "S": 0, "W": 0, "N": -16}


# -- T7: the doublings; --base -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "flags", "total"),
    [
        pytest.param("111m222p333s444m55s", {"self_drawn": True}, 32, id="self-drawn-hard-x4"),
        pytest.param("111m222p333s444m55s", {}, 16, id="hard-only-x2"),
        pytest.param("111m222p333s444m5s9p", {"self_drawn": True, "wild": "9p"}, 16, id="self-drawn-only-x2"),
        pytest.param("111m222p333s444m55s", {"self_drawn": True, "base": 5}, 160, id="base-5"),
    ],
)
def test_T7_doublings_multiply(hand: str, flags: dict[str, Any], total: int) -> None:
    assert run(hand, **flags).total == total


def test_T7_formula_shows_the_numbers() -> None:
    result = run("CCCFFFPPP123m44m", self_drawn=True, base=2)
    assert result.formula == "(8 + 88) × 2 × 2 × 2 = 768"


# -- T8: payments ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("flags", "payments"),
    [
        pytest.param({}, {"E": 16, "S": 0, "W": 0, "N": -16}, id="discard-default-shangjia"),
        pytest.param({"discarder": 2}, {"E": 16, "S": 0, "W": -16, "N": 0}, id="discard-by-west"),
        pytest.param({"seat_wind": 2}, {"E": 0, "S": -16, "W": 16, "N": 0}, id="west-wins-south-discards"),
        pytest.param({"self_drawn": True}, {"E": 96, "S": -32, "W": -32, "N": -32}, id="self-drawn"),
    ],
)
def test_T8_payments(flags: dict[str, Any], payments: dict[str, int]) -> None:
    assert run("111m222p333s444m55s", **flags).payments == payments


def test_t8_robbed_player_pays_for_the_whole_table() -> None:
    """T8 (rev. 2): 抢杠全包: 抢杠胡 8 × 硬胡 2 = 16, the robbed S pays 3 × 16, W and N nothing."""
    result = run("123m456p789s55s23m4m", kong=True, discarder=1)
    assert result.total == 16
    assert result.payments == {"E": 48, "S": -48, "W": 0, "N": 0}


def test_t8_robbed_pays_one_restores_one_share() -> None:
    rules = SYSTEM.rules(HouseRules("test.toml", {}, (), {"robbed_pays": "one"}))
    ctx = context("tuidaohu", kong=True, discarder=1)
    result = score("123m456p789s55s23m4m", ctx, rules=rules)
    assert result.payments == {"E": 16, "S": -16, "W": 0, "N": 0}
    assert result.to_dict()["house_rules"] == {"file": "test.toml", "robbed_pays": "one"}


@pytest.mark.parametrize(
    ("horses", "payments"),
    [
        pytest.param(
            ((2, (tile("1s"),)),), {"E": 48, "S": -96, "W": 48, "N": 0}, id="on-winner-earns-3-shares"
        ),
        pytest.param(((3, (tile("6p"),)),), {"E": 96, "S": -48, "W": 0, "N": -48}, id="on-the-robbed-pays-3"),
        pytest.param(((3, (tile("3p"),)),), {"E": 48, "S": -48, "W": 0, "N": 0}, id="on-a-non-payer-nothing"),
    ],
)
def test_t8_horses_treat_the_robbed_as_the_only_payer(horses: Any, payments: dict[str, int]) -> None:
    """T8 (rev. 2) with T9: the robbed S paid 3 × 16 = 48, so a horse moves 48; W and N paid nothing."""
    result = run("123m456p789s55s23m4m", kong=True, discarder=1, horses=horses)
    assert result.payments == payments


# -- T9: horses --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("horses", "payments", "points_at"),
    [
        pytest.param(((1, (tile("1s"),)),), {"E": 96, "S": 32, "W": -64, "N": -64}, ["E"], id="on-winner"),
        pytest.param(((2, (tile("2s"),)),), {"E": 128, "S": -32, "W": -64, "N": -32}, ["S"], id="on-payer"),
        pytest.param(((0, (tile("E"),)),), {"E": 192, "S": -64, "W": -64, "N": -64}, ["E"], id="winner-own"),
        pytest.param(
            ((0, (tile("3m"),)),), {"E": 96, "S": -32, "W": -32, "N": -32}, ["W"], id="winner-on-payer"
        ),
        pytest.param(
            ((3, (tile("C"), tile("P"))),), {"E": 160, "S": -32, "W": -32, "N": -96}, ["S", "N"], id="two"
        ),
    ],
)
def test_T9_horses_self_drawn(horses: Any, payments: dict[str, int], points_at: list[str]) -> None:
    result = run("[111p,1]234p567p99pPP9p", self_drawn=True, horses=horses)
    assert result.payments == payments
    assert [h.points_at for h in result.horses] == points_at
    assert sum(result.payments.values()) == 0


def test_T9_horse_on_a_player_who_paid_nothing_does_nothing() -> None:
    result = run("111m222p333s444m55s", horses=((1, (tile("3m"), tile("7p"))),))  # both on W: paid nothing
    assert result.payments == {"E": 16, "S": 0, "W": 0, "N": -16}
    assert [h.points_at for h in result.horses] == ["W", "W"]


def test_T9_horses_on_a_discard() -> None:
    # N discards 16: S's horse on E earns 16 from N; W's horse on N (4s) pays E 16.
    result = run("111m222p333s444m55s", horses=((1, (tile("9s"),)), (2, (tile("4s"),))))
    assert result.payments == {"E": 32, "S": 16, "W": -16, "N": -32}


def test_T9_no_horse_money_on_an_invalid_win_and_kongs_untouched() -> None:
    result = run("[1111s,2]123m456p789p5s5s", horses=((1, (tile("1m"),)),))
    assert set(result.payments.values()) == {0}
    assert result.kong_payments == {"E": 3, "S": 0, "W": -3, "N": 0}


def test_T9_a_horse_may_be_the_wild_kind() -> None:
    result = run("123p456p789p999m1p5m", self_drawn=True, wild="5m", horses=((1, (tile("5m"),)),))
    assert result.horses[0].points_at == "E"


def test_T9_horses_in_json() -> None:
    out = run("[111p,1]234p567p99pPP9p", self_drawn=True, horses=((1, (tile("6p"),)),)).to_dict()
    assert out["horses"] == [{"holder": "S", "tile": "6p", "points_at": "S"}]


# -- kong money --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "flags", "kongs"),
    [
        pytest.param("[1111s,1]123m456p789p55p", {}, {"E": 3, "S": 0, "W": 0, "N": -3}, id="melded-left"),
        pytest.param("[1111s,3]123m456p789p55p", {}, {"E": 3, "S": -3, "W": 0, "N": 0}, id="melded-right"),
        pytest.param(
            "[1111s,1]123m456p789p55p", {"seat_wind": 1}, {"E": -3, "S": 3, "W": 0, "N": 0}, id="south-left"
        ),
        pytest.param("[1111s,6]123m456p789p55p", {}, {"E": 3, "S": -1, "W": -1, "N": -1}, id="promoted"),
        pytest.param("[1111s]123m456p789p55p", {}, {"E": 6, "S": -2, "W": -2, "N": -2}, id="concealed"),
        pytest.param(
            "[1111s][EEEE]123m456p55p", {"base": 2}, {"E": 24, "S": -8, "W": -8, "N": -8}, id="base"
        ),
    ],
)
def test_kong_money(hand: str, flags: dict[str, Any], kongs: dict[str, int]) -> None:
    assert run(hand, self_drawn=True, **flags).kong_payments == kongs


# -- T10, T11: readings ------------------------------------------------------------------------


def test_T10_wild_pair_makes_a_four_once() -> None:
    result = run("11m22m33p44p55s66sCC", self_drawn=True, wild="C")
    assert fans(result) == ["豪华七对"]
    assert result.total == 64


def test_T11_wild_standing_for_itself_wins_a_tie() -> None:
    # 222p as three wilds standing for themselves, rather than 中/发/白 or another pung: same total.
    result = run("123p456p789pCC2p2p2p", self_drawn=True, wild="2p")
    assert result.total == 16  # 混一色 8 × 自摸 2
    assert "222p(2p* 2p* 2p*)" in result.reading


def test_T11_highest_single_pattern_breaks_a_tie() -> None:
    rules = SYSTEM.rules()
    pungs = (*(Group(PUNG, t, (t, t, t)) for t in (0, 1, 2, 27)), Group(PAIR, 4, (4, 4)))
    four_sets = GroupReading(Shape.FOUR_SETS, pungs)  # 碰碰胡 8 + 混一色 8 = 16
    pairs = GroupReading(Shape.SEVEN_PAIRS, tuple(Group(PAIR, t, (t, t)) for t in (0, 1, 2, 9, 10, 18, 27)))
    ctx = WinContext(self_drawn=True)
    hand = score("[111p,1]234p567p99pPP9p", ctx, rules="tuidaohu").hand  # any hand: judge reads the reading
    by_pairs, by_sets = (SYSTEM.rank(SYSTEM.judge((r, {}), hand, ctx, rules)) for r in (pairs, four_sets))
    assert by_pairs[0] == by_sets[0] == 16  # the same total …
    assert by_pairs > by_sets  # … and 七对 16 alone, a higher single pattern, counts


# -- house rules -------------------------------------------------------------------------------


def test_house_value_changes_the_total() -> None:
    rules = SYSTEM.rules(HouseRules("club.toml", {"混一色": 10}, (), {}))
    result = score("[111p,1]234p567p99pPP9p", ctx(self_drawn=True), rules=rules)
    assert result.total == 40


def test_house_pattern_off_falls_back_to_chicken() -> None:
    rules = SYSTEM.rules(HouseRules("club.toml", {}, ("混一色",), {}))
    result = score("[111p,1]234p567p99pPP9p", ctx(self_drawn=True), rules=rules)
    assert fans(result) == ["鸡胡"]
    assert {n.zh: n.reason for n in result.not_counted}["混一色"] == "switched off by house rules"


def test_house_off_pattern_excludes_nothing() -> None:
    rules = SYSTEM.rules(HouseRules("club.toml", {}, ("豪华七对",), {}))
    result = score("1111223m445566p3m", ctx(self_drawn=True), rules=rules)
    assert fans(result) == ["七对"]


def test_house_factor_changes_the_doubling() -> None:
    rules = SYSTEM.rules(HouseRules("club.toml", {"自摸": 3}, (), {}))
    result = score("111m222p333s444m55s", ctx(self_drawn=True), rules=rules)
    assert result.total == 48


# -- errors ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("flags", "flag"),
    [
        pytest.param({"flowers": 2}, "flowers", id="flowers"),
        pytest.param({"fourth_tile": True}, "fourth_tile", id="fourth-tile"),
        pytest.param({"revealed": True}, "revealed", id="revealed"),
        pytest.param({"cap": 64}, "cap", id="cap"),
        pytest.param({"min_fan": 1}, "min_fan", id="min-fan"),
        pytest.param({"chan": True}, "chan", id="chan"),
    ],
)
def test_flag_the_system_lacks_is_an_error(flags: dict[str, Any], flag: str) -> None:
    with pytest.raises(ContextError, match=flag):
        run("111m222p333s444m55s", self_drawn=True, **flags)


def test_chow_meld_is_an_error() -> None:
    with pytest.raises(InvalidHandError) as err:
        run("[123m,1]456p789s234m55s", self_drawn=True)
    assert err.value.position == 0


def test_last_tile_without_self_drawn_is_an_error() -> None:
    with pytest.raises(ContextError, match="last_tile"):
        run("111m222p333s444m55s", last_tile=True)


def test_indicator_and_wild_together_is_an_error() -> None:
    with pytest.raises(ContextError):
        run("111m222p333s444m55s", self_drawn=True, wild="C", indicator="P")


def test_not_a_winning_hand() -> None:
    with pytest.raises(NotWinningError):
        run("111m222p333s444m5s6s", self_drawn=True)


# -- examples/tuidaohu.txt ------------------------------------------------------------------------


EXAMPLES = ROOT / "examples" / "tuidaohu.txt"


def example_lines() -> list[Any]:
    out = []
    comment: list[str] = []
    for raw in EXAMPLES.read_text(encoding="utf-8").splitlines():
        if raw.startswith("#"):
            comment.append(raw)
        elif not raw.strip():
            comment = []
        else:
            totals = re.findall(r"= (\d+)", " ".join(comment))  # the last "= N" of the comment
            assert totals, raw
            out.append(pytest.param(raw, int(totals[-1]), id=raw.split()[0]))
            comment = []
    return out


@pytest.mark.parametrize(("line", "total"), example_lines())
def test_example_line_scores_its_comment(score_line: ScoreLine, line: str, total: int) -> None:
    result = score_line(line)
    assert result.total == total
    assert sum(result.payments.values()) == 0


def test_one_meaning_of_given_a_base_set_through_the_api_beats_the_house_file() -> None:
    """The bug of two contexts: with a house file's ``base = 2``, a base of 5 set through the API
    was scored at 2 unless also named as "given".  The base lives in the rules now: the one set
    last is in force, whoever set it."""
    from mcr_cli.systems.house import parse_house_rules

    house = parse_house_rules({"system": "tuidaohu", "base": 2}, "club.toml")
    hand, ctx = "[111p,1]234p567p99pPP9p", WinContext(self_drawn=True)
    assert score(hand, ctx, rules=house).total == 64
    assert score(hand, ctx, rules=house.with_settings(base=5)).total == 160
    assert score(hand, ctx, rules=house.with_settings(base=1)).total == 32
