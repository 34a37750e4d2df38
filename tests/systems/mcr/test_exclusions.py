"""不计 in one home: the detectors report every fan a reading shows, and ``--explain`` lists each one
that does not count, with its reason.

One table per family of fans.  Each row is a hand, the fans it counts, and every fan it shows that does
not count (``score(hand).dropped``, the ``not_counted`` of ``--explain --json``), written
``fan[×count] rule [by] [sets]``:

* ``不计 X`` — on X's 不计 list (the catalogue's ``excludes`` column);
* ``不重复 X`` — X necessarily contains it, beyond X's list (``exclusions.COUNT_REDUCTIONS``): an honor
  pung valued as 箭刻, 圈风刻, 门风刻 or in 大三元 … 大四喜 is no 幺九刻 as well;
* ``不拆移`` / ``不得相同`` / ``套算一次`` with the sets — the principles that choose fans of several sets.

Unless a row says otherwise the winner sits East in the East round and won on a discard from the left.
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

from mcr_cli import FANS, FanId, ScoreResult, WinContext, score
from mcr_cli.systems.mcr.fans import chows, exclusions, pungs, situation, special, tiles_wide
from mcr_cli.systems.result import DroppedFan
from tests.helpers.fantables import DISCARD, H0, SELF_DRAWN, counted, fan_counts

F = FanId
SOUTH_SEAT = WinContext(seat_wind=1)
NORTH_ROUND_NORTH_SEAT = WinContext(seat_wind=3, prevalent_wind=3)


def drop_text(d: DroppedFan) -> str:
    """``幺九刻×4 不重复 大四喜``, ``花龙 不得相同 123m+456p+789s``."""
    parts = [d.zh + (f"×{d.count}" if d.count > 1 else ""), d.rule]
    if d.by is not None:
        parts.append(d.by.zh)
    if d.detail:
        parts.append(d.detail)
    return " ".join(parts)


def not_counted(result: ScoreResult) -> Counter[str]:
    return Counter(drop_text(d) for d in result.dropped)


def check(hand: str, ctx: WinContext, expected: str, dropped: list[str]) -> None:
    result = score(hand, ctx)
    assert counted(result) == fan_counts(expected)
    assert not_counted(result) == Counter(dropped)


# (hand, context, the fans it counts, every fan it shows that does not count)
WINDS = [
    pytest.param("[EEE,1][SSS,2][WWW,3]NNN5m5m", DISCARD, "大四喜 混一色 单钓将",
                 ["三风刻 不计 大四喜", "圈风刻 不计 大四喜", "门风刻 不计 大四喜", "碰碰和 不计 大四喜",
                  "幺九刻×4 不重复 大四喜"],
                 id="big-four-winds-shows-big-three-winds-and-four-honor-pungs"),
    pytest.param("[EEE,1][SSS,2][WWW,3]NN12m3m", DISCARD, "小四喜 混一色 全带幺 圈风刻 门风刻 边张",
                 ["三风刻 不计 小四喜", "幺九刻×3 不重复 小四喜"],
                 id="little-four-winds-shows-big-three-winds"),
    pytest.param("[EEE,1][SSS,2][WWW,3]123m5p5p", DISCARD, "三风刻 圈风刻 门风刻 缺一门 单钓将",
                 ["幺九刻×3 不重复 三风刻"],
                 id="big-three-winds-takes-the-honor-pung-of-each-wind"),
    pytest.param("[EEE,1][SSS,2][WWW,3]123m5p5p", SOUTH_SEAT, "三风刻 圈风刻 门风刻 缺一门 单钓将",
                 ["幺九刻×3 不重复 三风刻"],
                 id="big-three-winds-with-prevalent-and-seat-wind-pungs-among-them"),
    pytest.param("[EEE,1][SSS,2][WWW,3]123m5p5p", NORTH_ROUND_NORTH_SEAT, "三风刻 缺一门 单钓将",
                 ["幺九刻×3 不重复 三风刻"],
                 id="big-three-winds-of-other-winds"),
    pytest.param("[EEE,1][234m,2]567p999s5p5p", DISCARD, "圈风刻 门风刻 幺九刻",
                 ["幺九刻 不重复 圈风刻"],
                 id="prevalent-and-seat-wind-on-one-pung-take-one-pung-of-honors"),
    pytest.param("[EEE,1][SSS,2]111m456p9p9p", SOUTH_SEAT, "圈风刻 门风刻 幺九刻 缺一门 单钓将",
                 ["幺九刻 不重复 圈风刻", "幺九刻 不重复 门风刻"],
                 id="prevalent-and-seat-wind-on-two-pungs-take-two"),
    pytest.param("[WWW,1][234m,2]567p999s5p5p", DISCARD, "幺九刻×2", [],
                 id="a-wind-of-neither-seat-nor-round-is-a-pung-of-honors"),
]  # fmt: skip

DRAGONS = [
    pytest.param("[CCC,1][FFF,2]PPP234m9s9s", DISCARD, "大三元 缺一门 单钓将",
                 ["双箭刻 不计 大三元", "箭刻×3 不计 大三元", "幺九刻×3 不重复 大三元"],
                 id="big-three-dragons-shows-two-dragon-pungs"),
    pytest.param("[CCC,1][FFF,2]PP12378m9m", DISCARD, "小三元 混一色 全带幺 老少副",
                 ["双箭刻 不计 小三元", "箭刻×2 不计 小三元", "幺九刻×2 不重复 小三元"],
                 id="little-three-dragons-shows-two-dragon-pungs"),
    pytest.param("[CCC,1][FFF,2]123m456m7p7p", DISCARD, "双箭刻 连六 缺一门 单钓将",
                 ["箭刻×2 不计 双箭刻", "幺九刻×2 不重复 双箭刻"], id="two-dragon-pungs"),
    pytest.param("[234m,1][567p,2][CCC,3]88s78m9m", DISCARD, "箭刻", ["幺九刻 不重复 箭刻"],
                 id="dragon-pung-is-no-pung-of-honors"),
    pytest.param("[EEE,1][SSS,2][CCC,3]NNPPP", DISCARD, "字一色 双箭刻 圈风刻 门风刻",
                 ["混幺九 不计 字一色", "碰碰和 不计 字一色", "幺九刻×4 不计 字一色", "全带幺 不计 字一色",
                  "箭刻×2 不计 双箭刻"],
                 id="all-honors-drops-every-pung-of-honors"),
]  # fmt: skip

KONGS = [
    pytest.param("[1111m][2222p][3333s,1][4444m,2]5p5p", DISCARD, "四杠 三色三节高 双暗刻 幺九刻 无字",
                 ["三杠 不计 四杠", "双暗杠 不计 四杠", "双明杠 不计 四杠", "暗杠×2 不计 四杠",
                  "明杠×2 不计 四杠", "碰碰和 不计 四杠", "单钓将 不计 四杠",
                  "三色三节高 不得相同 444m+222p+333s"],
                 id="four-kongs-shows-every-kong-fan"),
    pytest.param("[1111m][6666p][9999s,3]456m5p5p", DISCARD, "三杠 双暗刻 幺九刻×2 无字 单钓将",
                 ["双暗杠 不计 三杠", "暗杠×2 不计 三杠", "明杠 不计 三杠"],
                 id="three-kongs-two-concealed"),
    pytest.param("[1111m,1][6666p,2][9999s,3]456m5p5p", DISCARD, "三杠 幺九刻×2 无字 单钓将",
                 ["双明杠 不计 三杠", "明杠×3 不计 三杠"], id="three-kongs-melded"),
    pytest.param("[2222m][5555p]789s99s34m5m", DISCARD, "双暗杠 门前清 无字",
                 ["双暗刻 不计 双暗杠", "暗杠×2 不计 双暗杠"], id="two-concealed-kongs"),
    pytest.param("[2222m,1][5555p,2]789s99s34m5m", DISCARD, "双明杠 无字", ["明杠×2 不计 双明杠"],
                 id="two-melded-kongs"),
    pytest.param("[2222m][5555p,1]789s99s34m5m", DISCARD, "暗杠 明杠 无字", [],
                 id="ruling-14-concealed-and-melded-kong"),
]  # fmt: skip

CONCEALED_PUNGS = [
    pytest.param("111m444p777s999mEE", DISCARD, "四暗刻 幺九刻×2 单钓将",
                 ["三暗刻 不计 四暗刻", "双暗刻 不计 四暗刻", "碰碰和 不计 四暗刻", "门前清 不计 四暗刻"],
                 id="four-concealed-pungs-shows-three-and-two"),
    pytest.param("[123m,1]222p444s666sCC", DISCARD, "三暗刻 单钓将", ["双暗刻 不计 三暗刻"],
                 id="three-concealed-pungs-shows-two"),
]  # fmt: skip

CHOWS = [
    pytest.param("[123m,1]123m123m123m5p5p", DISCARD, "一色四同顺 平和 缺一门 单钓将",
                 ["一色三同顺 不计 一色四同顺", "四归一×3 不计 一色四同顺", "无字 不计 平和",
                  "一般高 不拆移 123m+123m"],
                 id="quadruple-chow-shows-pure-triple-chow"),
    pytest.param("[123m,1][234m,2][345m,3]456m5p5p", DISCARD, "一色四步高 平和 缺一门 单钓将",
                 ["一色三步高 不计 一色四步高", "无字 不计 平和", "连六 不拆移 123m+456m"],
                 id="four-pure-shifted-chows-shows-pure-shifted-chows"),
    pytest.param("[123m,1][345m,2][567m,3]789m5p5p", DISCARD, "一色四步高 平和 缺一门 单钓将",
                 ["一色三步高 不计 一色四步高", "无字 不计 平和", "老少副 不拆移 123m+789m"],
                 id="four-pure-shifted-chows-by-two"),
    pytest.param("123123789789m5m5m", DISCARD, "一色双龙会 门前清 单钓将",
                 ["清一色 不计 一色双龙会", "平和 不计 一色双龙会", "无字 不计 一色双龙会",
                  "一般高 不拆移 123m+123m", "一般高 不拆移 789m+789m", "老少副 不拆移 123m+789m"],
                 id="pure-terminal-chows"),
    pytest.param("[123m,1][789m,2]123p789p5s5s", DISCARD, "三色双龙会 单钓将",
                 ["无字 不计 三色双龙会", "平和 不计 三色双龙会", "老少副 不拆移 123m+789m",
                  "老少副 不拆移 123p+789p", "喜相逢 不拆移 123m+123p", "喜相逢 不拆移 789m+789p"],
                 id="three-suited-terminal-chows"),
    pytest.param("123456789m234s1p1p", DISCARD, "清龙 门前清 平和 单钓将",
                 ["无字 不计 平和", "连六 不拆移 123m+456m", "连六 不拆移 456m+789m",
                  "老少副 不拆移 123m+789m"],
                 id="pure-straight-is-not-split"),
    pytest.param("[123m,1][456p,2]789s789s5m5m", DISCARD, "花龙 平和 一般高 单钓将",
                 ["无字 不计 平和", "花龙 不得相同 123m+456p+789s"],
                 id="mixed-straight-beside-a-fourth-chow-that-repeats-one"),
    pytest.param("[123m,1][456p,2]789s456m5s5s", DISCARD, "花龙 平和 喜相逢 单钓将",
                 ["无字 不计 平和", "连六 套算一次 123m+456m"],
                 id="mixed-straight-beside-a-fourth-chow-that-pairs-twice"),
    pytest.param("[123m,1][234p,2]345s456m5s5s", DISCARD, "三色三步高 平和 连六",
                 ["无字 不计 平和", "三色三步高 不得相同 456m+234p+345s"],
                 id="mixed-shifted-chows-twice"),
    pytest.param("[456m,1][456p,2]456s789m1p1p", DISCARD, "三色三同顺 平和 连六 单钓将",
                 ["无字 不计 平和", "喜相逢 不拆移 456m+456p", "喜相逢 不拆移 456m+456s",
                  "喜相逢 不拆移 456p+456s"],
                 id="mixed-triple-chow-is-not-split"),
]  # fmt: skip

PUNGS = [
    pytest.param("[111m,1][222m,2][333m,3]444m5p5p", DISCARD, "一色四节高 幺九刻 缺一门 无字 单钓将",
                 ["一色三节高 不计 一色四节高", "碰碰和 不计 一色四节高"],
                 id="four-pure-shifted-pungs-shows-pure-shifted-pungs"),
    pytest.param("[222m,1][222p,2]222s456m9p9p", DISCARD, "三同刻 无字 单钓将",
                 ["双同刻 不拆移 222m+222p", "双同刻 不拆移 222m+222s", "双同刻 不拆移 222p+222s"],
                 id="triple-pung-is-not-split"),
    pytest.param("[111m,1][999m,2]111p999s1s1s", DISCARD, "清幺九 双暗刻 单钓将",
                 ["混幺九 不计 清幺九", "碰碰和 不计 清幺九", "双同刻×2 不计 清幺九", "幺九刻×4 不计 清幺九",
                  "全带幺 不计 清幺九", "无字 不计 清幺九"],
                 id="all-terminals-shows-all-terminals-and-honors"),
    pytest.param("1112345678999m5m", DISCARD, "九莲宝灯 双暗刻 幺九刻",
                 ["清一色 不计 九莲宝灯", "门前清 不计 九莲宝灯", "无字 不计 九莲宝灯",
                  "幺九刻 不计 九莲宝灯"],
                 id="nine-gates-takes-one-pung-of-terminals"),
]  # fmt: skip

SHAPES = [
    pytest.param("2233445566778m8m", DISCARD, "连七对 断幺",
                 ["七对 不计 连七对", "清一色 不计 连七对", "门前清 不计 连七对", "无字 不计 连七对"],
                 id="seven-shifted-pairs-shows-seven-pairs"),
    pytest.param("22446688m33557p7p", SELF_DRAWN, "七对 断幺 缺一门 自摸",
                 ["不求人 不计 七对", "无字 不计 断幺"], id="seven-pairs-self-drawn-keeps-self-drawn"),
    pytest.param("147m25p36sESWNCFP", DISCARD, "七星不靠",
                 ["全不靠 不计 七星不靠", "五门齐 不计 七星不靠", "门前清 不计 七星不靠"],
                 id="greater-honors-and-knitted-shows-lesser"),
    pytest.param("14m258p369sESWNCF", DISCARD, "全不靠", ["五门齐 不计 全不靠", "门前清 不计 全不靠"],
                 id="lesser-honors-and-knitted-shows-all-types"),
    pytest.param("19m19p19sESWNCFP1m", DISCARD, "十三幺",
                 ["五门齐 不计 十三幺", "门前清 不计 十三幺", "混幺九 不重复 十三幺"],
                 id="thirteen-orphans-shows-all-types-and-all-terminals-and-honors"),
]  # fmt: skip

CONTEXT = [
    pytest.param(H0, WinContext(kong=True), "抢杠和", ["和绝张 不计 抢杠和"],
                 id="robbing-the-kong-is-the-last-tile"),
    pytest.param(H0, WinContext(self_drawn=True, last_tile=True), "妙手回春", ["自摸 不计 妙手回春"],
                 id="last-tile-draw-is-self-drawn"),
    pytest.param("123m345p567s789m5p5p", SELF_DRAWN, "不求人 平和 老少副",
                 ["自摸 不计 不求人", "无字 不计 平和"], id="fully-concealed-hand-is-self-drawn"),
]  # fmt: skip


@pytest.mark.parametrize(("hand", "ctx", "expected", "dropped"), WINDS)
def test_wind_fans(hand: str, ctx: WinContext, expected: str, dropped: list[str]) -> None:
    check(hand, ctx, expected, dropped)


@pytest.mark.parametrize(("hand", "ctx", "expected", "dropped"), DRAGONS)
def test_dragon_fans(hand: str, ctx: WinContext, expected: str, dropped: list[str]) -> None:
    check(hand, ctx, expected, dropped)


@pytest.mark.parametrize(("hand", "ctx", "expected", "dropped"), KONGS)
def test_kong_fans(hand: str, ctx: WinContext, expected: str, dropped: list[str]) -> None:
    check(hand, ctx, expected, dropped)


@pytest.mark.parametrize(("hand", "ctx", "expected", "dropped"), CONCEALED_PUNGS)
def test_concealed_pung_fans(hand: str, ctx: WinContext, expected: str, dropped: list[str]) -> None:
    check(hand, ctx, expected, dropped)


@pytest.mark.parametrize(("hand", "ctx", "expected", "dropped"), CHOWS)
def test_chow_fans(hand: str, ctx: WinContext, expected: str, dropped: list[str]) -> None:
    check(hand, ctx, expected, dropped)


@pytest.mark.parametrize(("hand", "ctx", "expected", "dropped"), PUNGS)
def test_pung_fans(hand: str, ctx: WinContext, expected: str, dropped: list[str]) -> None:
    check(hand, ctx, expected, dropped)


@pytest.mark.parametrize(("hand", "ctx", "expected", "dropped"), SHAPES)
def test_special_shape_fans(hand: str, ctx: WinContext, expected: str, dropped: list[str]) -> None:
    check(hand, ctx, expected, dropped)


@pytest.mark.parametrize(("hand", "ctx", "expected", "dropped"), CONTEXT)
def test_context_fans(hand: str, ctx: WinContext, expected: str, dropped: list[str]) -> None:
    check(hand, ctx, expected, dropped)


def test_the_lean_path_counts_what_the_full_path_counts() -> None:
    """Every row once more through ``score_json`` (no notes): the same fans, points and payments."""
    from mcr_cli.systems.scoring import score_json

    for table in (WINDS, DRAGONS, KONGS, CONCEALED_PUNGS, CHOWS, PUNGS, SHAPES, CONTEXT):
        for param in table:
            hand, ctx = param.values[0], param.values[1]
            assert score_json(hand, ctx) == score(hand, ctx).to_dict()


def test_reductions_point_at_fans_that_can_take_them() -> None:
    """Each 不重复 reduction takes what its fan necessarily holds, never more than one reading has."""
    for fan, reductions in exclusions.COUNT_REDUCTIONS.items():
        for other, n, rule in reductions:
            assert rule in ("不计", "不重复")
            assert other not in FANS[FanId(fan)].excludes  # a full 不计 needs no count
            assert 1 <= n <= 4


# --- docstrings: ``grep 花龙`` lands on its predicate ------------------------------------------------------

_DETECTORS: dict[ModuleType, tuple[str, ...]] = {
    chows: ("four_chow_fan", "three_chow_fan", "two_chow_fan", "terminal_chows_fan", "detect_chow_fans",
            "detect_all_chows"),
    pungs: ("three_pung_fan", "detect_pung_fans", "detect_honor_fans", "detect_kong_fans",
            "detect_concealed_pungs"),
    special: ("detect_shape_fans", "is_nine_gates"),
    tiles_wide: ("detect_tile_fans", "detect_set_wide_fans"),
    situation: ("detect_context_fans", "wait_fan", "detect_wait_fans"),
}  # fmt: skip
_ZH = {fan.zh for fan in FANS.values()}


def _docstrings(module: ModuleType) -> dict[str, str]:
    """Each function's docstring, from the source (a module compiled by mypyc keeps none)."""
    path = Path(module.__file__ or "").parent / (module.__name__.rsplit(".", 1)[1] + ".py")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {n.name: ast.get_docstring(n) or "" for n in tree.body if isinstance(n, ast.FunctionDef)}


def _names_first(doc: str) -> list[str]:
    """The words of a docstring before its first colon, every one a fan's name, or ``[]``."""
    words = doc.split(":", 1)[0].split()
    return words if words and all(w in _ZH for w in words) else []


@pytest.mark.parametrize(
    ("module", "name"),
    [(m, n) for m, names in _DETECTORS.items() for n in names],
    ids=lambda x: getattr(x, "__name__", x),
)
def test_each_detector_docstring_starts_with_the_native_names_of_its_fans(
    module: ModuleType, name: str
) -> None:
    assert hasattr(module, name)
    assert _names_first(_docstrings(module)[name]), name


def test_every_detected_fan_is_named_by_a_detector() -> None:
    named = {w for m, names in _DETECTORS.items() for n in names for w in _names_first(_docstrings(m)[n])}
    # 无番和 is what is left when nothing counts (exclusions), 花牌 the flowers of the context.
    assert _ZH - named == {"无番和", "花牌"}
