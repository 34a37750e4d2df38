"""Tianjin, revision 2: N8 (起和 2, ``--min-points``), N18 (a 双混吊 chow is not the 龙's), every kong.

Values worked by hand from the Tianjin section of the rules: total =
(提溜 1, or 捉五 3 + 龙 4) × 2 per ×2 pattern × base; each other seat pays
total × the stake; kong money melded/promoted 1, concealed 2, 金杠 8 from each
other seat × the stake between it and the kong's maker.  The dealer is East;
混 are C and F (indicator C) unless a test says otherwise.
"""

from __future__ import annotations

from typing import Any

import pytest

from mcr_cli.errors import ContextError, FlagValueError
from mcr_cli.model.tiles import SEATS, parse_tile_name
from mcr_cli.systems.house_types import HouseRules
from mcr_cli.systems.result import SystemResult
from mcr_cli.systems.scoring import score
from mcr_cli.systems.tianjin.system import SYSTEM
from tests.helpers.cli import HouseFile, RunMcr, ScoreJson
from tests.helpers.contexts import context, rules

ZERO = dict.fromkeys("ESWN", 0)


def kong(text: str) -> tuple[int, str, int | None]:
    seat, kind, *source = text.split(":")
    return SEATS.index(seat), kind, SEATS.index(source[0]) if source else None


def tj(
    hand: str,
    indicator: str = "C",
    settings: dict[str, Any] | None = None,
    values: dict[str, int] | None = None,
    off: tuple[str, ...] = (),
    **kw: Any,
) -> SystemResult:
    for name in ("seat_wind", "dealer"):
        if isinstance(kw.get(name), str):
            kw[name] = SEATS.index(kw[name])
    if isinstance(kw.get("lazhuang"), str):
        kw["lazhuang"] = tuple((SEATS.index(p[0]), int(p[2:])) for p in kw["lazhuang"].split(","))
    if "other_kong" in kw:
        kw["other_kong"] = tuple(map(kong, kw["other_kong"]))
    given = {k: kw.pop(k) for k in ("min_points", "base") if k in kw}
    house = HouseRules("test.toml", values or {}, off, settings or {})
    table = SYSTEM.rules(house) if settings or values or off else None
    ctx = context("tianjin", self_drawn=True, indicator=parse_tile_name(indicator), **kw)
    result = score(hand, ctx, rules=rules("tianjin", table, **given))
    assert isinstance(result, SystemResult)
    return result


# --- N8: 起和 2 ------------------------------------------------------------------------------------


def test_n8_a_bare_tiliu_is_not_a_legal_win() -> None:
    """N8 (rev. 2): 提溜 1 with no doubling is below 起和 2: valid false, nobody pays for the win."""
    result = tj("123m456p789s234sEC")  # the drawn C pairs a natural E: not 混吊 (N11)
    assert (result.total, result.valid, result.payments) == (1, False, ZERO)
    assert any(note.startswith("N8: 起和 2") for note in result.notes)


@pytest.mark.parametrize(
    ("hand", "total"),
    [
        pytest.param("123m456p789s234sEE", 2, id="tiliu-su-is-2"),
        pytest.param("123m456p789s234sCE", 2, id="tiliu-hundiao-is-2"),
        pytest.param("12346m123p123sEEF", 3, id="zhuowu-alone-is-3"),
    ],
)
def test_n8_two_or_more_wins(hand: str, total: int) -> None:
    result = tj(hand)
    assert (result.total, result.valid) == (total, True)


def test_n8_the_minimum_is_before_the_stakes_and_the_base() -> None:
    """``total ÷ base`` is what 起和 reads: a bare 提溜 at base 5 (5) is still below 2."""
    result = tj("123m456p789s234sEC", base=5)
    assert (result.total, result.valid) == (5, False)


def test_n8_kong_money_and_chan_stand_on_an_invalid_win() -> None:
    result = tj("[1111p]456p789s234sEC", chan=True)  # the concealed kong is natural: 提溜 1
    assert (result.total, result.valid, result.payments) == (1, False, ZERO)
    # 暗杠 2 from each (E +6), 铲: the dealer E pays each 1 (E −3): E +3, S −1, W −1, N −1
    assert result.kong_payments == {"E": 3, "S": -1, "W": -1, "N": -1}
    assert result.chan == {"E": -3, "S": 1, "W": 1, "N": 1}


@pytest.mark.parametrize(
    ("least", "hand", "valid"),
    [
        pytest.param(1, "123m456p789s234sEC", True, id="min-1-tiliu-wins"),
        pytest.param(3, "123m456p789s234sEE", False, id="min-3-tiliu-su-2-does-not"),
        pytest.param(3, "12346m123p123sEEF", True, id="min-3-zhuowu-3-does"),
    ],
)
def test_n8_min_points_flag_chooses_it(least: int, hand: str, valid: bool) -> None:
    assert tj(hand, min_points=least).valid is valid


def test_n8_min_points_1_in_a_house_file_restores_revision_1() -> None:
    result = tj("123m456p789s234sEC", settings={"min_points": 1})
    assert (result.valid, result.payments) == (True, {"E": 3, "S": -1, "W": -1, "N": -1})
    assert result.to_dict()["house_rules"] == {"file": "test.toml", "min_points": 1}


def test_n8_min_points_flag_out_of_range_is_an_error(run_mcr: RunMcr) -> None:
    result = run_mcr("score", "123m456p789s234sEC", "--rules", "tianjin", "-t", "--indicator", "C",
                     "--min-points", "4")  # fmt: skip
    assert result.exit_code == 2
    assert "--min-points" in result.stderr
    with pytest.raises(FlagValueError, match=r"^min_points 0: out of range"):
        SYSTEM.rules().with_settings(min_points=0)


def test_n8_min_points_is_not_part_of_other_systems(run_mcr: RunMcr) -> None:
    result = run_mcr("score", "123m456p789s234sEE", "--rules", "tuidaohu", "--min-points", "1")
    assert result.exit_code != 0
    assert "--min-points is not part of 推倒胡 (tuidaohu)" in result.stderr


# --- N18: a 双混吊 set is not one of the 龙's chows ------------------------------------------------------


def test_n18_shuanghun_zhuowu_is_not_in_the_long() -> None:
    """123m 789m 123p 44m, C and F with the drawn 5m: C F 5m as 456m would be the 龙's (old: (3+4) × 2
    = 14); N18 forbids that, so the 456m is the 龙's without 双混吊 (or 4m 5m C(6m) with F as the 4m pair):
    捉五 3 + 龙 4 = 7."""
    result = tj("123789m123p44mCF5m")
    assert ([f.zh for f in result.fans], [m.zh for m in result.multipliers]) == (["捉五", "龙"], [])
    assert (result.total, result.valid) == (7, True)


def test_n18_double_wild_in_dragon_true_restores_the_old_reading() -> None:
    result = tj("123789m123p44mCF5m", settings={"double_wild_in_dragon": True})
    assert ([f.zh for f in result.fans], [m.zh for m in result.multipliers]) == (["捉五", "龙"], ["双混吊"])
    assert result.total == 14
    assert result.to_dict()["house_rules"] == {"file": "test.toml", "double_wild_in_dragon": True}


def test_n18_a_long_with_its_own_456m_keeps_the_shuanghun_set() -> None:
    """123456789m natural: the 龙 has its own 456m, so C F 5m is a second 456m: (3 + 4) × 2 = 14."""
    result = tj("123456789m44mCF5m")
    assert [m.zh for m in result.multipliers] == ["双混吊"]
    assert result.total == 14


def test_n18_shuanghundiao_without_a_long_is_untouched() -> None:
    """C F with the drawn 2s as 123s: 提溜 1 × 双混吊 2 = 2, no 龙 either way."""
    result = tj("123m456p789sEECF2s")
    assert [m.zh for m in result.multipliers] == ["双混吊"]
    assert result.total == 2


# A 龙 chow the winning tile completes with two standing 混: claimed plainly it stays in the 龙 (and
# no 双混吊), claimed as 双混吊 it leaves the 龙; N18 counts the better.  Revision 1 (the switch) kept
# both, twice the value.  (hand, indicator, --kong, fans, multipliers, total, the 龙 chow read,
# revision 1's total)
N18_BETTER = [
    pytest.param("12345689m345pCC7m", "8m", False, ["龙"], ["本混"], 8, "789m(8m* 9m*)", 16,
                 id="n18-7m-and-the-8m-9m-hun-as-themselves"),
    pytest.param("11m12233456pEEE8p", "2p", False, ["龙"], ["本混"], 8, "789p(7p* 9p*)", 16,
                 id="n18-four-hun-the-folded-search"),
    pytest.param("[9999m]1233345689p7p", "8p", True, ["龙"], ["本混", "杠开"], 16, "789p(8p* 9p*)", 32,
                 id="n18-out-on-a-kong"),
    pytest.param("123789m123pEECF5m", "C", False, ["捉五", "龙"], [], 7, "456m(4m* 6m*)", 14,
                 id="n18-zhuowu-plus-long-7-not-shuanghun-zhuowu-6"),
    pytest.param("123789m123pEECF4m", "C", False, ["龙"], [], 4, "456m(5m* 6m*)", 8,
                 id="n18-long-4-not-tiliu-shuanghundiao-2"),
    pytest.param("123789m123pEECFC", "C", False, ["捉五", "龙"], [], 7, "456m(4m* 5m* 6m*)", 14,
                 id="n18-a-drawn-hun-as-5m-with-two-more"),
]  # fmt: skip


@pytest.mark.parametrize(("hand", "indicator", "kong", "fans", "factors", "total", "chow", "old"), N18_BETTER)
def test_n18_a_long_chow_with_two_hun_counts_the_better_claim(
    hand: str,
    indicator: str,
    kong: bool,
    fans: list[str],
    factors: list[str],
    total: int,
    chow: str,
    old: int,
) -> None:
    result = tj(hand, indicator=indicator, kong=kong)
    assert ([f.zh for f in result.fans], [m.zh for m in result.multipliers]) == (fans, factors)
    assert (result.total, result.valid) == (total, True)
    assert result.payments == {"E": 3 * total, "S": -total, "W": -total, "N": -total}
    assert chow in result.reading
    assert not result.not_counted


@pytest.mark.parametrize(("hand", "indicator", "kong", "fans", "factors", "total", "chow", "old"), N18_BETTER)
def test_n18_double_wild_in_dragon_true_keeps_the_shuanghun_chow_in_the_long(
    hand: str,
    indicator: str,
    kong: bool,
    fans: list[str],
    factors: list[str],
    total: int,
    chow: str,
    old: int,
) -> None:
    result = tj(hand, indicator=indicator, kong=kong, settings={"double_wild_in_dragon": True})
    assert [f.zh for f in result.fans] == fans
    assert "双混吊" in [m.zh for m in result.multipliers]
    assert result.total == old == 2 * total


@pytest.mark.parametrize(
    ("values", "off", "fans", "factors", "total"),
    [
        pytest.param({}, (), ["捉五", "龙"], [], 7, id="default-zhuowu-plus-long-7"),
        pytest.param({"双混吊": 4}, (), ["捉五"], ["双混吊"], 12, id="shuanghundiao-4-claimed-3-x-4-12"),
        pytest.param({"龙": 8}, (), ["捉五", "龙"], [], 11, id="long-8-plain-3-plus-8-11"),
        pytest.param({}, ("双混吊",), ["捉五", "龙"], [], 7, id="shuanghundiao-off-plain-7"),
    ],
)
def test_n18_house_values_choose_which_claim_is_the_better(
    values: dict[str, int], off: tuple[str, ...], fans: list[str], factors: list[str], total: int
) -> None:
    """123789m123pEECF5m, C F with the drawn 5m as 456m, no other 456m: 双混捉五 out of the 龙 (3 × 双混吊)
    or 捉五 + 龙 plainly (3 + 4); the house values decide which is more."""
    result = tj("123789m123pEECF5m", values=values, off=off)
    assert ([f.zh for f in result.fans], [m.zh for m in result.multipliers]) == (fans, factors)
    assert result.total == total


def test_n18_holds_with_many_hun_in_the_folded_search() -> None:
    """Four 混 (3m, 4m; the folded search): 5p with two 混 as 456p cannot be the 龙's chow, but 5p pairs
    a 混 (混吊) while the other three make 456p: 龙 4 × 混吊 2 = 8 — never 提溜 × 双混吊 = 2."""
    result = tj("123789p123s3m3m4m4m5p", indicator="3m")
    assert ([f.zh for f in result.fans], [m.zh for m in result.multipliers]) == (["龙"], ["混吊"])
    assert result.total == 8
    assert result.reading[1] == "456p(4p* 5p* 6p*)"


# --- Every player's kongs, with the stakes between the maker and each payer ----------------------------


def test_other_kongs_are_paid_with_the_stake_between_maker_and_payer() -> None:
    """West wins (提溜 × 杠开 2); W 拉'd once (stake E–W 2).  N's kong melded on E's discard: 1 from each
    other seat, × stake(E, N) 1: N +3.  E's concealed kong: 2 from each × stake with E: S 2, W 4, N 2."""
    result = tj("[7777p]123s456s23m9pS4m", indicator="E", kong=True, seat_wind="W", lazhuang="W=1",
                other_kong=("N:melded:E", "E:concealed"))  # fmt: skip
    assert [k.to_dict() for k in result.kongs or ()] == [
        {"seat": "W", "kind": "concealed", "payments": {"E": -4, "S": -2, "W": 8, "N": -2}},
        {"seat": "N", "kind": "melded", "from": "E", "payments": {"E": -1, "S": -1, "W": -1, "N": 3}},
        {"seat": "E", "kind": "concealed", "payments": {"E": 8, "S": -2, "W": -4, "N": -2}},
    ]
    assert result.kong_payments == {"E": 3, "S": -5, "W": 3, "N": -1}


def test_other_gold_kong_is_8_from_each() -> None:
    """金杠 of S (four F, the 混 after C): 8 from each other seat; 坐庄: E pays S 8 × 2."""
    result = tj("123m456p789s234sEE", zuozhuang=True, other_kong=("S:gold",))
    assert result.kong_payments == {"E": -16, "S": 32, "W": -8, "N": -8}
    assert [k.kind for k in result.kongs or ()] == ["gold"]


@pytest.mark.parametrize(
    ("hand", "kongs", "message"),
    [
        pytest.param(
            "123m456p789s234sEF", ("S:gold",), "the hand holds 1 of them", id="gold-but-hand-holds-F"
        ),
        pytest.param("123m456p789s234sEE", ("S:gold", "W:gold"), "2 金杠 would need 8", id="two-golds"),
        pytest.param(
            "[FFFF]123m456p789sEE", ("S:gold",), "the hand holds all four", id="winner-has-the-gold"
        ),
        pytest.param("123m456p789s234sEE", ("E:concealed",), "E is the winner", id="winner-seat"),
        pytest.param("123m456p789s234sEE", ("S:melded:S",), "own discard", id="own-discard"),
        pytest.param("123m456p789s234sEE", ("S:promoted",) * 5, "more than 4 kongs", id="five-kongs"),
    ],
)
def test_impossible_other_kongs_are_errors(hand: str, kongs: tuple[str, ...], message: str) -> None:
    with pytest.raises(ContextError, match=message):
        tj(hand, other_kong=kongs)


def test_human_table_shows_each_kong_line_and_chan(run_mcr: RunMcr) -> None:
    flags = ("--indicator", "E", "--seat-wind", "W", "--other-kong", "N:melded:E", "--chan")
    result = run_mcr("score", "[7777p]123s456s23m9pS4m", "--rules", "tianjin", "-t", "--kong", *flags)
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert any(line.split()[:3] == ["暗杠", "concealed", "W"] for line in lines)
    assert any(line.split()[:5] == ["明杠", "melded", "from", "E", "N"] for line in lines)
    assert any(line.startswith("铲 chan") for line in lines)


def test_json_kongs_and_chan_sum_to_kong_payments(score_json: ScoreJson) -> None:
    out = score_json("[7777p]123s456s23m9pS4m", "--rules", "tianjin", "-t", "--kong", "--indicator", "E",
                     "--seat-wind", "W", "--zuozhuang", "--other-kong", "S:promoted", "--chan")  # fmt: skip
    summed = {s: sum(k["payments"][s] for k in out["kongs"]) + out["chan"][s] for s in "ESWN"}
    assert summed == out["kong_payments"]
    assert sum(out["kong_payments"].values()) == 0


def test_house_file_switches_are_echoed_in_both_outputs(run_mcr: RunMcr, house_file: HouseFile) -> None:
    path = house_file('system = "tianjin"\nmin_points = 1\ndouble_wild_in_dragon = true\n')
    args = ("score", "123m456p789s234sEC", "--rules-file", path, "-t", "--indicator", "C")
    out = run_mcr(*args, "--json")
    assert '"min_points": 1, "double_wild_in_dragon": true' in out.stdout
    text = run_mcr(*args).stdout
    assert f"house rules ({path}): min_points = 1, double_wild_in_dragon = true" in text
