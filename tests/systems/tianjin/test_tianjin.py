"""Tianjin (``--rules tianjin``): patterns, rulings N1-N17, errors, money and the spec's worked examples.

Expected values are worked by hand from ``docs/systems/tianjin.md`` (the
comment beside each gives the arithmetic), never taken from the code.
"""

from __future__ import annotations

from typing import Any

import pytest

from mcr_cli.errors import ContextError, InvalidHandError, MCRError, NotWinningError
from mcr_cli.model.tiles import SEATS, parse_tile_name, tile_name
from mcr_cli.systems import find_system
from mcr_cli.systems.base import Rules
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.house_types import HouseRules
from mcr_cli.systems.scoring import score
from mcr_cli.systems.tianjin.system import SYSTEM, next_tile
from tests.helpers.cli import ScoreLine
from tests.helpers.contexts import context, rules
from tests.helpers.paths import ROOT

EXAMPLES = ROOT / "examples" / "tianjin.txt"


def ctx(indicator: str | None = "C", self_drawn: bool = True, **kw: Any) -> WinContext:
    """A context with the flags ``kw`` given (seats as letters, tiles as names)."""
    for name in ("seat_wind", "dealer", "discarder", "prevalent_wind"):
        if isinstance(kw.get(name), str):
            kw[name] = SEATS.index(kw[name])
    if isinstance(kw.get("lazhuang"), str):
        kw["lazhuang"] = tuple((SEATS.index(p[0]), int(p[2:])) for p in kw["lazhuang"].split(","))
    if indicator is not None:
        kw["indicator"] = parse_tile_name(indicator)
    return context("tianjin", self_drawn=self_drawn, **kw)


def tj(hand: str, table: Rules | None = None, **kw: Any) -> Any:
    settings = {k: kw.pop(k) for k in ("base", "cap", "min_fan", "min_points") if k in kw}
    return score(hand, ctx(**kw), rules=rules("tianjin", table, **settings))


def names(result: Any) -> tuple[list[str], list[str]]:
    return [f.zh for f in result.fans], [m.zh for m in result.multipliers]


# --- the spec's three worked examples, exactly -------------------------------------------------

WORKED = [
    pytest.param(
        "12346m123p123sCC5m",
        {"indicator": "7p", "seat_wind": "S", "zuozhuang": True, "lazhuang": "S=1", "chan": True},
        [("捉五", "Catch the Five", 3)],
        [("素", "No Wild", 2)],
        6,
        {"E": -24, "S": 36, "W": -6, "N": -6},
        {"E": -8, "S": 4, "W": 2, "N": 2},
        id="1-zhuo-wu-su-zuozhuang-lazhuang-chan",
    ),
    pytest.param(
        "1234456789m123p9s",
        {"indicator": "3m", "zuozhuang": True, "lazhuang": "W=2"},
        [("龙", "Dragon", 4)],
        [("本混", "Own-Wild Dragon", 2), ("混吊", "Wild Pair Wait", 2)],
        16,
        {"E": 192, "S": -32, "W": -128, "N": -32},
        {"E": 0, "S": 0, "W": 0, "N": 0},
        id="2-long-benhun-hundiao-dealer-wins",
    ),
    pytest.param(
        "[7777p]123s456s23m9pS4m",
        {"indicator": "E", "kong": True, "seat_wind": "W", "lazhuang": "W=1"},
        [("提溜", "Plain Win", 1)],
        [("杠开", "Out on a Kong", 2)],
        2,
        {"E": -4, "S": -2, "W": 8, "N": -2},
        {"E": -4, "S": -2, "W": 8, "N": -2},
        id="3-tiliu-gangkai-concealed-kong",
    ),
]


WORKED_KONGS: dict[str, list[dict[str, Any]]] = {
    "12346m123p123sCC5m": [],
    "1234456789m123p9s": [],
    "[7777p]123s456s23m9pS4m": [
        {"seat": "W", "kind": "concealed", "payments": {"E": -4, "S": -2, "W": 8, "N": -2}}
    ],
}


@pytest.mark.parametrize(("hand", "flags", "fans", "factors", "total", "pay", "kong"), WORKED)
def test_worked_example(
    hand: str, flags: dict[str, Any], fans: list, factors: list, total: int, pay: dict, kong: dict
) -> None:
    out = tj(hand, **flags).to_dict()
    assert out["rules"] == "tianjin"
    assert [(f["zh"], f["en"], f["points"]) for f in out["fans"]] == fans
    assert all(f["count"] == 1 for f in out["fans"])
    assert out["fan_points"] == sum(p for _, _, p in fans)
    assert [(m["zh"], m["en"], m["factor"]) for m in out["multipliers"]] == factors
    assert (out["base"], out["total"], out["valid"]) == (1, total, True)
    assert out["payments"] == pay
    assert out["kong_payments"] == kong
    chan = flags.get("chan", False)
    assert list(out) == [
        "hand", "rules", "fans", "fan_points", "multipliers", "base", "total", "valid", "payments",
        "kong_payments", "kongs", *(["chan"] if chan else []),
    ]  # fmt: skip
    # Every player's kongs (rev. 2): one entry per kong; 铲 apart; kong_payments their sum.
    assert out["kongs"] == WORKED_KONGS[hand]
    summed = {seat: sum(k["payments"][seat] for k in out["kongs"]) for seat in "ESWN"}
    if chan:
        assert out["chan"] == kong  # example 1 has no kong: its kong money is 铲 alone
        summed = {seat: summed[seat] + out["chan"][seat] for seat in "ESWN"}
    assert summed == kong


def test_worked_example_2_explain_shows_what_each_hun_stands_for() -> None:
    out = tj("1234456789m123p9s", indicator="3m").to_dict(explain=True)
    assert out["reading"] == {
        "shape": "four sets and a pair",
        "parts": ["123m(3m*)", "456m(4m*)", "789m", "123p", "99s(9s*)"],
    }
    assert out["wilds"] == "3m 4m 9s"
    assert out["formula"] == "4 × 2 × 2 × 1 = 16"


# --- each pattern --------------------------------------------------------------------------------

PATTERNS = [
    # hand, indicator, fans, factors, total
    pytest.param("123m456p789s234sEE", "C", ["提溜"], ["素"], 2, id="tiliu-su"),  # 1 × 2
    pytest.param("12346m123p123sCC5m", "7p", ["捉五"], ["素"], 6, id="zhuowu"),  # 3 × 2
    pytest.param("123456789m123pEE", "C", ["龙"], ["素"], 8, id="long"),  # 4 × 2
    pytest.param("12346789m123pEE5m", "C", ["捉五", "龙"], ["素"], 14, id="zhuowu-plus-long"),  # (3 + 4) × 2
    pytest.param("123m456p789s234sCE", "C", ["提溜"], ["混吊"], 2, id="hundiao"),  # standing C as E: 1 × 2
    pytest.param("123m456p789s234sCF", "C", ["提溜"], ["混吊"], 2, id="hundiao-win-on-a-hun"),  # C F: 1 × 2
    # 5m with standing C and F as 4m 6m: 捉五 3 × 双混吊 2 (the 混吊 reading, 3m... would be 提溜 × 2 = 2)
    pytest.param("123p456p789s11sCF5m", "C", ["捉五"], ["双混吊"], 6, id="shuanghun-zhuowu"),
    pytest.param("1234456789m123p9s", "3m", ["龙"], ["本混", "混吊"], 16, id="benhun"),
    # 3m (混) as 3s: 龙 in p, not the wild suit m: 龙 4, no 本混, not 素.
    pytest.param("3m123456789p12sEE", "3m", ["龙"], [], 4, id="long-outside-the-wild-suit-no-benhun"),
]


@pytest.mark.parametrize(("hand", "indicator", "fans", "factors", "total"), PATTERNS)
def test_pattern(hand: str, indicator: str, fans: list[str], factors: list[str], total: int) -> None:
    result = tj(hand, indicator=indicator)
    assert names(result) == (fans, factors)
    assert result.total == total


def test_N13_gangkai_doubles_with_kong() -> None:
    plain = tj("[2222p]123m456s789sEE", indicator="C")  # 提溜 1 × 素 2
    kong = tj("[2222p]123m456s789sEE", indicator="C", kong=True)  # × 杠开 2
    assert (plain.total, kong.total) == (2, 4)
    assert names(kong)[1] == ["素", "杠开"]


def test_shuanghundiao_counts_when_valued_above_hundiao() -> None:
    # 2s with standing C F: 双混吊 (C F as 1s 3s) or, EE + C as a pung, 混吊 (F as 2s): equal at ×2;
    # a house rule making 双混吊 ×4 shows the 双混吊 reading is found.
    rules = SYSTEM.rules(HouseRules("test", {"双混吊": 4}, (), {}))
    result = tj("123m456p789sEECF2s", rules, indicator="C")
    assert names(result) == (["提溜"], ["双混吊"])
    assert result.total == 4


# --- rulings N1-N17 ------------------------------------------------------------------------------


def test_N1_flowers_are_an_error() -> None:
    with pytest.raises(ContextError, match=r"^flowers is not part of"):
        tj("123m456p789s234sEE", flowers=2)


@pytest.mark.parametrize(
    "hand", ["[123m,1]456p789s234sEE", "[345m,2]456p789s234sEE"], ids=["chow-1", "chow-2"]
)
def test_N2_chow_meld_is_an_error(hand: str) -> None:
    with pytest.raises(InvalidHandError, match="chow meld"):
        tj(hand)


@pytest.mark.parametrize(
    "hand",
    ["[FFF,1]123m456p789sEE", "[FFFF,2]123m456p789sEE", "[FFFF,5]123m456p789sEE"],
    ids=["pung", "kong", "promoted"],
)
def test_N2_a_meld_never_holds_a_hun(hand: str) -> None:
    with pytest.raises(InvalidHandError, match="混 is never in a pung or melded kong"):
        tj(hand, indicator="C")


def test_N2_four_hun_as_a_concealed_kong_is_a_gold_kong() -> None:
    # indicator C: F is a 混; [FFFF] is 金杠, not wild, but the hand is not 素: 提溜 1 only.
    result = tj("[FFFF]123m456p789sEE", indicator="C")
    assert names(result) == (["提溜"], [])
    assert result.total == 1
    assert result.kong_payments == {"E": 24, "S": -8, "W": -8, "N": -8}  # 金杠 8 from each


def test_N3_a_discard_win_is_an_error() -> None:
    with pytest.raises(ContextError, match="self-draw only"):
        tj("123m456p789s234sEE", self_drawn=False)


def test_N3_no_robbing_a_kong() -> None:
    with pytest.raises(ContextError):
        tj("123m456p789s234sEE", self_drawn=False, kong=True)


def test_N3_discarder_is_an_error() -> None:
    with pytest.raises(ContextError, match=r"^discarder is not part of"):
        tj("123m456p789s234sEE", self_drawn=False, discarder="S")


@pytest.mark.parametrize(
    "hand", ["1122m3344p5566s77s", "19m19p19sESWNCFPP"], ids=["seven-pairs", "thirteen-orphans"]
)
def test_N4_only_four_sets_and_a_pair(hand: str) -> None:
    with pytest.raises(NotWinningError):
        tj(hand, indicator="5p")


@pytest.mark.parametrize(
    ("indicator", "wild"),
    [("1m", "2m"), ("9m", "1m"), ("9p", "1p"), ("9s", "1s"), ("E", "S"), ("N", "E"), ("C", "F"), ("P", "C")],
    ids=lambda v: v,
)
def test_N5_the_second_wild_kind_follows_the_indicator(indicator: str, wild: str) -> None:
    assert tile_name(next_tile(parse_tile_name(indicator))) == wild


def test_N5_four_of_the_indicator_is_an_error() -> None:
    with pytest.raises(InvalidHandError, match="four of C, the indicator"):
        tj("CCCC123m456p789sE", indicator="C")
    with pytest.raises(InvalidHandError, match="four of C"):
        tj("[CCCC]123m456p789sEE", indicator="C")


def test_N5_a_hun_stands_for_a_fifth_copy_and_may_be_the_winning_tile() -> None:
    # 1111m held; the drawn F (混) can only be read as a fifth 1m: 提溜 1 (not 素; a drawn 混 is not 混吊).
    result = tj("1111m456p789s123sF", indicator="C", min_points=1)
    assert result.valid and result.total == 1 and result.wilds == "1m"
    assert not tj("1111m456p789s123sF", indicator="C").valid  # N8 (rev. 2): below 起和 2


def test_N6_values_of_the_text() -> None:
    table = {p.zh: (p.value, p.kind) for p in SYSTEM.patterns}
    assert table == {
        "提溜": (1, "fan"), "捉五": (3, "fan"), "龙": (4, "fan"), "素": (2, "factor"), "混吊": (2, "factor"),
        "双混吊": (2, "factor"), "本混": (2, "factor"), "杠开": (2, "factor"),
    }  # fmt: skip
    assert [p.en for p in SYSTEM.patterns] == [
        "Plain Win", "Catch the Five", "Dragon", "No Wild", "Wild Pair Wait", "Double Wild Wait",
        "Own-Wild Dragon", "Out on a Kong",
    ]  # fmt: skip
    # 本绘龙 "三番" = 8: 龙 4 × 本混 2 (3m/4m 混 held as themselves, pair EE natural).
    assert tj("123456789m123pEE", indicator="3m").total == 8


def test_N7_zhuowu_and_long_add() -> None:
    result = tj("12346789m123pEE5m", indicator="C")
    assert result.fan_points == 7 and result.formula == "(3 + 4) × 2 × 1 = 14"


def test_N8_tiliu_is_a_legal_win() -> None:
    result = tj("123m456p789s234sEE", indicator="C", seat_wind="S")
    assert result.valid and result.payments == {"E": -2, "S": 6, "W": -2, "N": -2}


def test_N9_su_needs_no_hun_even_as_itself() -> None:
    # indicator 2s: 2s and 3s are 混; the 234s holds them as themselves, still not 素.
    assert names(tj("123m456p789s234sEE", indicator="2s")) == (["提溜"], [])
    assert names(tj("123m456p789s234sEE", indicator="5s")) == (["提溜"], ["素"])


@pytest.mark.parametrize(
    ("hand", "indicator", "fans"),
    [
        pytest.param("12346m123p123sCC5m", "7p", ["捉五"], id="5m-in-456m"),
        pytest.param("12346p123m123sCC5p", "7s", ["提溜"], id="5p-is-not-zhuowu"),
        pytest.param("12334m123p123sCC5m", "7p", ["提溜"], id="5m-at-the-edge-of-345m"),
        pytest.param("34456m123p123sEE5m", "C", ["捉五"], id="any-reading-with-5m-in-the-middle"),
        pytest.param("12346m123p123sEEF", "C", ["捉五"], id="a-hun-read-as-5m"),
    ],
)
def test_N10_zhuowu_is_5m_in_the_middle(hand: str, indicator: str, fans: list[str]) -> None:
    assert names(tj(hand, indicator=indicator))[0] == fans


def test_N11_a_drawn_hun_pairing_a_natural_is_not_hundiao() -> None:
    # standing E, drawn C (混) as E: the 混 is not a standing tile held before the win.
    result = tj("123m456p789s234sEC", indicator="C")
    assert names(result) == (["提溜"], []) and result.total == 1


def test_N11_drawn_hun_with_two_natural_tiles_is_not_shuanghundiao() -> None:
    # 13s + drawn C (as 2s): one 混, no standing ones.
    assert names(tj("123m456p789s13sEEC", indicator="C")) == (["提溜"], [])


def test_N11_hundiao_and_shuanghundiao_exclude_each_other() -> None:
    # CC standing + drawn F: EE and CCF (双混吊; F as 5m in 456m: 双混捉五, 3 × 2 = 6)
    # or EEC and CF (混吊, 1 × 2 = 2).
    result = tj("123m456p789sEECCF", indicator="C")
    assert names(result) == (["捉五"], ["双混吊"]) and result.total == 6
    assert "双混捉五" in result.notes[0]
    assert SYSTEM.pattern("混吊").excludes == ("双混吊",) and SYSTEM.pattern("双混吊").excludes == ("混吊",)


def test_N12_benhun_doubles_the_whole_sum() -> None:
    # 捉五 + 龙 in the wild suit m (indicator 8m: 8m, 9m are 混 as themselves): (3 + 4) × 本混 2 = 14.
    result = tj("12346789m123pEE5m", indicator="8m")
    assert names(result) == (["捉五", "龙"], ["本混"]) and result.total == 14


def test_N12_no_benhun_with_honor_wilds() -> None:
    assert names(tj("123456789m123pEE", indicator="C"))[1] == ["素"]


def test_N13_heavenly_is_not_scored() -> None:
    with pytest.raises(ContextError, match=r"^heavenly is not part of"):
        tj("123m456p789s234sEE", heavenly=True)


STAKES = [
    # flags, winner, payments for total 2 (提溜 1 × 素 2)
    pytest.param({}, "E", {"E": 6, "S": -2, "W": -2, "N": -2}, id="no-stakes"),
    pytest.param({"zuozhuang": True}, "E", {"E": 12, "S": -4, "W": -4, "N": -4}, id="zuozhuang-dealer-wins"),
    pytest.param(
        {"zuozhuang": True}, "S", {"E": -4, "S": 8, "W": -2, "N": -2}, id="zuozhuang-non-dealer-wins"
    ),
    pytest.param({"lazhuang": "S=2"}, "E", {"E": 12, "S": -8, "W": -2, "N": -2}, id="lazhuang-2-dealer-wins"),
    pytest.param(
        {"lazhuang": "N=1"}, "S", {"E": -2, "S": 6, "W": -2, "N": -2}, id="lazhuang-of-a-payer-not-dealer"
    ),
    pytest.param(
        {"zuozhuang": True, "lazhuang": "W=2", "dealer": "S"},
        "W",
        {"E": -2, "S": -16, "W": 20, "N": -2},
        id="dealer-S",
    ),
]


@pytest.mark.parametrize(("flags", "winner", "pay"), STAKES)
def test_N14_stakes_per_payer(flags: dict[str, Any], winner: str, pay: dict[str, int]) -> None:
    assert tj("123m456p789s234sEE", seat_wind=winner, **flags).payments == pay


KONGS = [
    pytest.param("[2222p,1]123m456s789sEE", {"E": 3, "S": -1, "W": -1, "N": -1}, id="melded-1"),
    pytest.param("[2222p,6]123m456s789sEE", {"E": 3, "S": -1, "W": -1, "N": -1}, id="promoted-1"),
    pytest.param("[2222p]123m456s789sEE", {"E": 6, "S": -2, "W": -2, "N": -2}, id="concealed-2"),
    pytest.param("[FFFF]123m456s789sEE", {"E": 24, "S": -8, "W": -8, "N": -8}, id="gold-8"),
    pytest.param("[2222p][FFFF]123m456sEE", {"E": 30, "S": -10, "W": -10, "N": -10}, id="two-kongs"),
]


@pytest.mark.parametrize(("hand", "kong"), KONGS)
def test_N15_kong_money(hand: str, kong: dict[str, int]) -> None:
    assert tj(hand, indicator="C").kong_payments == kong


def test_N15_kong_money_times_stake_and_base() -> None:
    # concealed 2 × base 3; E (dealer, 坐庄) pays S 2 × 2 × 3 = 12, W and N 2 × 3 = 6.
    result = tj("[2222p]123m456s789sEE", seat_wind="S", zuozhuang=True, base=3)
    assert result.kong_payments == {"E": -12, "S": 24, "W": -6, "N": -6}
    assert result.total == 6  # 提溜 1 × 素 2 × 3


@pytest.mark.parametrize(
    ("flags", "kong"),
    [
        pytest.param({}, {"E": -3, "S": 1, "W": 1, "N": 1}, id="plain"),
        pytest.param({"zuozhuang": True}, {"E": -6, "S": 2, "W": 2, "N": 2}, id="zuozhuang"),
        pytest.param(
            {"zuozhuang": True, "lazhuang": "N=2"}, {"E": -12, "S": 2, "W": 2, "N": 8}, id="lazhuang"
        ),
        pytest.param({"dealer": "W"}, {"E": 1, "S": 1, "W": -3, "N": 1}, id="dealer-W"),
    ],
)
def test_N16_chan_the_dealer_pays_each_non_dealer(flags: dict[str, Any], kong: dict[str, int]) -> None:
    result = tj("123m456p789s234sEE", seat_wind="S", chan=True, **flags)
    assert result.kong_payments == kong
    assert sum(result.payments.values()) == 0


@pytest.mark.parametrize(
    ("hand", "flags", "kong"),
    [
        # 金杠 8 × base 2; 坐庄 and S 拉'd twice: E (dealer, winner) gets 8×2×8 from S, 8×2×2 from W, N.
        pytest.param(
            "[FFFF]123m456s789sEE",
            {"zuozhuang": True, "lazhuang": "S=2", "base": 2},
            {"E": 192, "S": -128, "W": -32, "N": -32},
            id="gold-stake-base",
        ),
        # the dealer wins and 铲 still makes him pay each non-dealer 1 × f: 8 to S, 2 to W, 2 to N;
        # his 金杠 8 brings 64, 16, 16.
        pytest.param(
            "[FFFF]123m456s789sEE",
            {"zuozhuang": True, "lazhuang": "S=2", "chan": True},
            {"E": 84, "S": -56, "W": -14, "N": -14},
            id="gold-and-chan-dealer-wins",
        ),
    ],
)
def test_N15_N16_gold_kong_and_chan_times_stake(
    hand: str, flags: dict[str, Any], kong: dict[str, int]
) -> None:
    assert tj(hand, indicator="C", **flags).kong_payments == kong


def test_N17_the_highest_total_counts() -> None:
    # 5m may sit in 345m (提溜) or 456m (捉五): 捉五 3 × 素 2.
    assert tj("34456m123p123sEE5m", indicator="C").total == 6
    # C (混) as 5m in 456m (捉五, not 素) beats C as 3m/6m: 3 × 1.
    assert names(tj("1234m6m123p123sEEC", indicator="C"))[0] == ["捉五"]


# --- errors --------------------------------------------------------------------------------------

ERRORS = [
    pytest.param({"indicator": None}, "needs indicator ", id="missing-indicator"),
    pytest.param({"wild": parse_tile_name("F")}, "^wild is not part of", id="wild"),
    pytest.param({"last_tile": True}, "^last_tile is not part of", id="last-tile"),
    pytest.param({"horses": ((1, (0,)),)}, "^horses is not part of", id="horses"),
    pytest.param({"after_kong": True}, "^after_kong is not part of", id="after-kong"),
    pytest.param({"fourth_tile": True}, "^fourth_tile is not part of", id="fourth-tile"),
    pytest.param({"revealed": True}, "^revealed is not part of", id="revealed"),
    pytest.param({"cap": 8}, "^cap is not part of", id="cap"),
    pytest.param({"min_fan": 1}, "^min_fan is not part of", id="min-fan"),
    pytest.param({"lazhuang": "E=1"}, "E is the dealer", id="lazhuang-dealer"),
    pytest.param({"lazhuang": "S=3"}, "1 or 2 times", id="lazhuang-3"),
    pytest.param({"lazhuang": "S=0"}, "1 or 2 times", id="lazhuang-0"),
    pytest.param({"lazhuang": "S=1,S=2"}, "given twice", id="lazhuang-twice"),
    pytest.param({"lazhuang": ((7, 1),)}, "does not exist", id="lazhuang-no-seat"),
    pytest.param({"dealer": 5}, "^dealer must be a seat", id="dealer-no-seat"),
    pytest.param({"kong": True}, "needs a kong", id="kong-without-a-kong"),
]


@pytest.mark.parametrize(("flags", "message"), ERRORS)
def test_error(flags: dict[str, Any], message: str) -> None:
    with pytest.raises(ContextError, match=message):
        tj("123m456p789s234sEE", **flags)


def test_error_not_winning() -> None:
    with pytest.raises(NotWinningError, match="天津麻将"):
        tj("123m456p789s235sEE", indicator="C")


# --- house rules ---------------------------------------------------------------------------------


def test_house_rules_value_off_and_setting() -> None:
    rules = SYSTEM.rules(HouseRules("club.toml", {"捉五": 5}, ("素",), {"kong_concealed": 3}))
    result = tj("[2222p]12346m123sCC5m", rules, indicator="7p")
    assert names(result) == (["捉五"], []) and result.total == 5
    assert [(n.zh, n.reason) for n in result.not_counted] == [("素", "switched off by house rules")]
    assert result.kong_payments == {"E": 9, "S": -3, "W": -3, "N": -3}
    assert result.to_dict()["house_rules"] == {
        "file": "club.toml", "values": {"捉五": 5}, "off": ["素"], "kong_concealed": 3,
    }  # fmt: skip


def test_house_rules_tiliu_off_makes_a_plain_hand_no_win() -> None:
    rules = SYSTEM.rules(HouseRules("club.toml", {}, ("提溜",), {}))
    result = tj("123m456p789s234sEE", rules)
    assert not result.valid and result.payments == dict.fromkeys("ESWN", 0)
    assert tj("12346m123p123sCC5m", rules, indicator="7p").valid


def test_registry_finds_tianjin() -> None:
    system = find_system("tianjin")
    assert (system.name, system.zh) == ("tianjin", "天津麻将")
    assert system.flag_names() == {
        "self_drawn", "kong", "indicator", "dealer", "zuozhuang", "lazhuang", "chan", "seat_wind",
        "prevalent_wind", "base", "min_points", "other_kong",
    }  # fmt: skip


def test_prevalent_wind_is_accepted_and_changes_nothing() -> None:
    assert tj("123m456p789s234sEE", prevalent_wind="S").total == 2


# --- examples/tianjin.txt: every line scores, to the total its comment gives ------------------


def _example_lines() -> list[Any]:
    out = []
    comment: list[str] = []
    for line in EXAMPLES.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            comment.append(line)
        elif line.strip():
            total = int(comment[-1].rsplit("total ", 1)[1].split()[0])
            out.append(pytest.param(line, total, id=line.split()[0]))
            comment = []
    return out


@pytest.mark.parametrize(("line", "total"), _example_lines())
def test_example_file_line(score_line: ScoreLine, line: str, total: int) -> None:
    result = score_line(line)
    assert result.total == total
    assert sum(result.payments.values()) == 0 == sum(result.kong_payments.values())


def test_no_traceback_on_odd_input() -> None:
    for hand in ("", "123m", "[111m,1][111m,1]", "1111m1m"):
        with pytest.raises(MCRError):
            tj(hand)
