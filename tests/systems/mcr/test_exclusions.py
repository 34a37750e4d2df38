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

from collections import Counter

import pytest

from mcr_cli import FanId, ScoreResult, WinContext, score
from mcr_cli.systems.mcr.result import DroppedFan
from tests.helpers.fantables import DISCARD, counted, fan_counts

F = FanId
SOUTH_SEAT = WinContext(seat_wind=1)
NORTH_ROUND_NORTH_SEAT = WinContext(seat_wind=3, prevalent_wind=3)


def drop_text(d: DroppedFan) -> str:
    """``幺九刻×4 不重复 大四喜``, ``花龙 不得相同 123m+456p+789s``."""
    parts = [d.fan.zh + (f"×{d.count}" if d.count > 1 else ""), d.rule]
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
    pytest.param("1112345678999m5m", DISCARD, "九莲宝灯 双暗刻 幺九刻",
                 ["清一色 不计 九莲宝灯", "门前清 不计 九莲宝灯", "无字 不计 九莲宝灯",
                  "幺九刻 不计 九莲宝灯"],
                 id="nine-gates-takes-one-pung-of-terminals"),
]  # fmt: skip


@pytest.mark.parametrize(("hand", "ctx", "expected", "dropped"), CHOWS)
def test_chow_fans(hand: str, ctx: WinContext, expected: str, dropped: list[str]) -> None:
    check(hand, ctx, expected, dropped)


@pytest.mark.parametrize(("hand", "ctx", "expected", "dropped"), PUNGS)
def test_pung_fans(hand: str, ctx: WinContext, expected: str, dropped: list[str]) -> None:
    check(hand, ctx, expected, dropped)


def test_the_lean_path_counts_what_the_full_path_counts() -> None:
    """Every row once more through ``score_json`` (no notes): the same fans, points and payments."""
    from mcr_cli.systems.mcr.scoring import score_json

    for table in (CHOWS, PUNGS):
        for param in table:
            hand, ctx = param.values[0], param.values[1]
            assert score_json(hand, ctx) == score(hand, ctx).to_dict()
