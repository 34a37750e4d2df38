"""Per fan: a hand that counts it, and where the rules exclude it (不计), a hand where the stronger fan does.

Every hand here was chosen to show its fan, and its expected fans were worked
out from the 1998 table (and ``spec/rulings.md``), then checked against the
reference scorer (pymahjonggb).  Unless a row says otherwise the winner sits
East in the East round and won on a discard from the left.

``H0`` is the workhorse for the small fans: ``[234m,1][567p,2][888s,3]WW78m9m``
(three suits, a non-seat wind pair, claimed sets, a two-sided 78m wait) shows no
fan at all, so each variation of one tile or one flag shows exactly one fan.
"""

from __future__ import annotations

import pytest

from mcr_cli import FANS, FanId, WinContext, score
from tests.helpers.fantables import DISCARD, H0, SELF_DRAWN, counted, fan_counts

F = FanId


# (hand, context, fan, count, every fan the hand counts)
COUNTED = [
    # 88
    pytest.param("[EEE,1][SSS,2][WWW,3]NNN5m5m", DISCARD, F.BIG_FOUR_WINDS, 1, "大四喜 混一色 单钓将",
                 id="fan-01-big-four-winds"),
    pytest.param("[CCC,1][FFF,2]PPP234m9s9s", DISCARD, F.BIG_THREE_DRAGONS, 1, "大三元 缺一门 单钓将",
                 id="fan-02-big-three-dragons"),
    pytest.param("[234s,1][234s,2][666s,3]88sFF8s", DISCARD, F.ALL_GREEN, 1, "绿一色 一般高",
                 id="fan-03-all-green"),
    pytest.param("1112345678999m5m", DISCARD, F.NINE_GATES, 1, "九莲宝灯 双暗刻 幺九刻",
                 id="fan-04-nine-gates"),
    pytest.param("[1111m,1][2222p,2][3333s,3][4444m,5]5p5p", DISCARD, F.FOUR_KONGS, 1,
                 "四杠 三色三节高 全求人 幺九刻 无字", id="fan-05-four-kongs"),
    pytest.param("2233445566778m8m", DISCARD, F.SEVEN_SHIFTED_PAIRS, 1, "连七对 断幺",
                 id="fan-06-seven-shifted-pairs"),
    pytest.param("19m19p19sESWNCFP1m", DISCARD, F.THIRTEEN_ORPHANS, 1, "十三幺",
                 id="fan-07-thirteen-orphans"),
    # 64
    pytest.param("[111m,1][999m,2]111p999s1s1s", DISCARD, F.ALL_TERMINALS, 1, "清幺九 双暗刻 单钓将",
                 id="fan-08-all-terminals"),
    pytest.param("[EEE,1][SSS,2][WWW,3]NN12m3m", DISCARD, F.LITTLE_FOUR_WINDS, 1,
                 "小四喜 混一色 全带幺 圈风刻 门风刻 边张", id="fan-09-little-four-winds"),
    pytest.param("[CCC,1][FFF,2]PP12378m9m", DISCARD, F.LITTLE_THREE_DRAGONS, 1,
                 "小三元 混一色 全带幺 老少副", id="fan-10-little-three-dragons"),
    pytest.param("[EEE,1][SSS,2][CCC,3]NNPPP", DISCARD, F.ALL_HONORS, 1, "字一色 双箭刻 圈风刻 门风刻",
                 id="fan-11-all-honors"),
    pytest.param("111m444p777s999mEE", DISCARD, F.FOUR_CONCEALED_PUNGS, 1, "四暗刻 幺九刻×2 单钓将",
                 id="fan-12-four-concealed-pungs"),
    pytest.param("123123789789m5m5m", DISCARD, F.PURE_TERMINAL_CHOWS, 1, "一色双龙会 门前清 单钓将",
                 id="fan-13-pure-terminal-chows"),
    # 48
    pytest.param("[123m,1]123m123m123m5p5p", DISCARD, F.QUADRUPLE_CHOW, 1, "一色四同顺 平和 缺一门 单钓将",
                 id="fan-14-quadruple-chow"),
    pytest.param("[111m,1][222m,2][333m,3]444m5p5p", DISCARD, F.FOUR_PURE_SHIFTED_PUNGS, 1,
                 "一色四节高 幺九刻 缺一门 无字 单钓将", id="fan-15-four-pure-shifted-pungs"),
    # 32
    pytest.param("[123m,1][234m,2][345m,3]456m5p5p", DISCARD, F.FOUR_PURE_SHIFTED_CHOWS, 1,
                 "一色四步高 平和 缺一门 单钓将", id="fan-16-four-pure-shifted-chows"),
    pytest.param("[1111m,1][6666p,2][9999s,3]456m5p5p", DISCARD, F.THREE_KONGS, 1,
                 "三杠 幺九刻×2 无字 单钓将", id="fan-17-three-kongs"),
    pytest.param("[111m,1][999p,2][EEE,3]SS999s", DISCARD, F.ALL_TERMINALS_AND_HONORS, 1,
                 "混幺九 圈风刻 门风刻 双同刻", id="fan-18-all-terminals-and-honors"),
    # 24
    pytest.param("22446688m33557p7p", DISCARD, F.SEVEN_PAIRS, 1, "七对 断幺 缺一门", id="fan-19-seven-pairs"),
    pytest.param("147m25p36sESWNCFP", DISCARD, F.GREATER_HONORS_AND_KNITTED, 1, "七星不靠",
                 id="fan-20-greater-honors-and-knitted"),
    pytest.param("[222m,1][444p,2][666s,3]88p888m", DISCARD, F.ALL_EVEN_PUNGS, 1, "全双刻",
                 id="fan-21-all-even-pungs"),
    pytest.param("[123s,1]345s678s999s2s2s", DISCARD, F.FULL_FLUSH, 1, "清一色 连六 幺九刻",
                 id="fan-22-full-flush"),
    pytest.param("[123p,1][123p,2]123p789s5m5m", DISCARD, F.PURE_TRIPLE_CHOW, 1, "一色三同顺 平和 单钓将",
                 id="fan-23-pure-triple-chow"),
    pytest.param("[111p,1][222p,2][333p,3]789s5m5m", DISCARD, F.PURE_SHIFTED_PUNGS, 1,
                 "一色三节高 幺九刻 无字 单钓将", id="fan-24-pure-shifted-pungs"),
    pytest.param("[789m,1][789p,2]789s888m9m9m", DISCARD, F.UPPER_TILES, 1, "全大 三色三同顺 四归一",
                 id="fan-25-upper-tiles"),
    pytest.param("[456m,1][555p,2][444s,3]666s5m5m", DISCARD, F.MIDDLE_TILES, 1, "全中 单钓将",
                 id="fan-26-middle-tiles"),
    pytest.param("[123m,1][111p,2][333s,3]222s3m3m", DISCARD, F.LOWER_TILES, 1, "全小 幺九刻 单钓将",
                 id="fan-27-lower-tiles"),
    # 16
    pytest.param("123456789m234s1p1p", DISCARD, F.PURE_STRAIGHT, 1, "清龙 门前清 平和 单钓将",
                 id="fan-28-pure-straight"),
    pytest.param("[123m,1][789m,2]123p789p5s5s", DISCARD, F.THREE_SUITED_TERMINAL_CHOWS, 1,
                 "三色双龙会 单钓将", id="fan-29-three-suited-terminal-chows"),
    pytest.param("[123m,1]234m345m789p5s5s", DISCARD, F.PURE_SHIFTED_CHOWS, 1, "一色三步高 平和 单钓将",
                 id="fan-30-pure-shifted-chows"),
    pytest.param("[345m,1][456p,2]555s567m5p5p", DISCARD, F.ALL_FIVES, 1, "全带五 单钓将",
                 id="fan-31-all-fives"),
    pytest.param("[222m,1][222p,2]222s456m9p9p", DISCARD, F.TRIPLE_PUNG, 1, "三同刻 无字 单钓将",
                 id="fan-32-triple-pung"),
    pytest.param("[123m,1]222p444s666sCC", DISCARD, F.THREE_CONCEALED_PUNGS, 1, "三暗刻 单钓将",
                 id="fan-33-three-concealed-pungs"),
    # 12
    pytest.param("14m258p369sESWNCF", DISCARD, F.LESSER_HONORS_AND_KNITTED, 1, "全不靠",
                 id="fan-34-lesser-honors-and-knitted"),
    pytest.param("147m258p369s567m9p9p", DISCARD, F.KNITTED_STRAIGHT, 1, "组合龙 门前清 平和 单钓将",
                 id="fan-35-knitted-straight"),
    pytest.param("[678m,1][789p,2]666s789s9m9m", DISCARD, F.UPPER_FOUR, 1, "大于五 喜相逢 单钓将",
                 id="fan-36-upper-four"),
    pytest.param("[123m,1][234p,2]111s234s3m3m", DISCARD, F.LOWER_FOUR, 1, "小于五 喜相逢 幺九刻 单钓将",
                 id="fan-37-lower-four"),
    pytest.param("[EEE,1][SSS,2][WWW,3]123m5p5p", DISCARD, F.BIG_THREE_WINDS, 1,
                 "三风刻 圈风刻 门风刻 缺一门 单钓将", id="fan-38-big-three-winds"),
    # 8
    pytest.param("123m456p789s111z22z", DISCARD, F.MIXED_STRAIGHT, 1, "花龙 圈风刻 门风刻 门前清 单钓将",
                 id="fan-39-mixed-straight"),
    pytest.param("[123p,1][345p,2]888sPPP9p9p", DISCARD, F.REVERSIBLE_TILES, 1, "推不倒 箭刻 双暗刻 单钓将",
                 id="fan-40-reversible-tiles"),
    pytest.param("[456m,1][456p,2]456s789m1p1p", DISCARD, F.MIXED_TRIPLE_CHOW, 1,
                 "三色三同顺 平和 连六 单钓将", id="fan-41-mixed-triple-chow"),
    pytest.param("[333m,1][444p,2]555s789m1p1p", DISCARD, F.MIXED_SHIFTED_PUNGS, 1, "三色三节高 无字 单钓将",
                 id="fan-42-mixed-shifted-pungs"),
    pytest.param(H0, DISCARD, F.CHICKEN_HAND, 1, "无番和", id="fan-43-chicken-hand"),
    pytest.param(H0, WinContext(self_drawn=True, last_tile=True), F.LAST_TILE_DRAW, 1, "妙手回春",
                 id="fan-44-last-tile-draw"),
    pytest.param(H0, WinContext(last_tile=True), F.LAST_TILE_CLAIM, 1, "海底捞月",
                 id="fan-45-last-tile-claim"),
    pytest.param("[2222m,1][567p,2][888s,3]WW78m9m", WinContext(self_drawn=True, kong=True),
                 F.OUT_WITH_REPLACEMENT_TILE, 1, "杠上开花 明杠", id="fan-46-out-with-replacement-tile"),
    pytest.param(H0, WinContext(kong=True), F.ROBBING_THE_KONG, 1, "抢杠和", id="fan-47-robbing-the-kong"),
    # 6
    pytest.param("[222m,1][555p,2][CCC,3]WW999m", DISCARD, F.ALL_PUNGS, 1, "碰碰和 箭刻 幺九刻 缺一门",
                 id="fan-48-all-pungs"),
    pytest.param("[123m,1][567m,2]999mCCC5m5m", DISCARD, F.HALF_FLUSH, 1, "混一色 箭刻 双暗刻 幺九刻 单钓将",
                 id="fan-49-half-flush"),
    pytest.param("[123m,1][234p,2]345s789m5p5p", DISCARD, F.MIXED_SHIFTED_CHOWS, 1,
                 "三色三步高 平和 老少副 单钓将", id="fan-50-mixed-shifted-chows"),
    pytest.param("[123m,1][567p,2]789sEEECC", DISCARD, F.ALL_TYPES, 1, "五门齐 圈风刻 门风刻 单钓将",
                 id="fan-51-all-types"),
    pytest.param("[123m,1][567p,2][789s,3][EEE,1]CC", DISCARD, F.MELDED_HAND, 1,
                 "全求人 五门齐 圈风刻 门风刻", id="fan-52-melded-hand"),
    pytest.param("[2222m][5555p]789s99s34m5m", DISCARD, F.TWO_CONCEALED_KONGS, 1, "双暗杠 门前清 无字",
                 id="fan-53-two-concealed-kongs"),
    pytest.param("[CCC,1][FFF,2]123m456m7p7p", DISCARD, F.TWO_DRAGON_PUNGS, 1, "双箭刻 连六 缺一门 单钓将",
                 id="fan-54-two-dragon-pungs"),
    # 4
    pytest.param("[123m,1][789p,2]123sEEE9m9m", DISCARD, F.OUTSIDE_HAND, 1,
                 "全带幺 喜相逢 圈风刻 门风刻 单钓将", id="fan-55-outside-hand"),
    pytest.param("123m345p567s789m5p5p", SELF_DRAWN, F.FULLY_CONCEALED_HAND, 1, "不求人 平和 老少副",
                 id="fan-56-fully-concealed-hand"),
    pytest.param("[2222m,1][5555p,2]789s99s34m5m", DISCARD, F.TWO_MELDED_KONGS, 1, "双明杠 无字",
                 id="fan-57-two-melded-kongs"),
    pytest.param(H0, WinContext(fourth_tile=True), F.LAST_TILE, 1, "和绝张", id="fan-58-last-tile"),
    # 2
    pytest.param("[234m,1][567p,2][CCC,3]88s78m9m", DISCARD, F.DRAGON_PUNG, 1, "箭刻",
                 id="fan-59-dragon-pung"),
    pytest.param("[SSS,1][123m,2]456p789s1p1p", WinContext(prevalent_wind=1), F.PREVALENT_WIND, 1,
                 "圈风刻 花龙 单钓将", id="fan-60-prevalent-wind"),
    pytest.param("[SSS,1][123m,2]456p789s1p1p", WinContext(seat_wind=1), F.SEAT_WIND, 1, "门风刻 花龙 单钓将",
                 id="fan-61-seat-wind"),
    pytest.param("[SSS,1][123m,2]456p789s1p1p", WinContext(seat_wind=1, prevalent_wind=1), F.SEAT_WIND, 1,
                 "圈风刻 门风刻 花龙 单钓将", id="fan-61-seat-wind-and-prevalent-wind"),
    pytest.param("234m345p456s678m9p9p", DISCARD, F.CONCEALED_HAND, 1, "门前清 平和 三色三步高 单钓将",
                 id="fan-62-concealed-hand"),
    pytest.param("[234m,1]345p456s678m9p9p", DISCARD, F.ALL_CHOWS, 1, "平和 三色三步高 单钓将",
                 id="fan-63-all-chows"),
    pytest.param("[123m,1][234p,2]111m222p9s9s", DISCARD, F.TILE_HOG, 2, "四归一×2 双暗刻 幺九刻 无字 单钓将",
                 id="fan-64-tile-hog-x2"),
    pytest.param("[222m,1][222p,2]456s789m5s5s", DISCARD, F.DOUBLE_PUNG, 1, "双同刻 无字 坎张",
                 id="fan-65-double-pung"),
    pytest.param("[123m,1][456p,2]222p444s9s9s", DISCARD, F.TWO_CONCEALED_PUNGS, 1, "双暗刻 无字 单钓将",
                 id="fan-66-two-concealed-pungs"),
    pytest.param("[2222m][567p,2][888s,3]WW78m9m", DISCARD, F.CONCEALED_KONG, 1, "暗杠",
                 id="fan-67-concealed-kong"),
    pytest.param("[234m,1][567p,2][888s,3]66s67m8m", DISCARD, F.ALL_SIMPLES, 1, "断幺",
                 id="fan-68-all-simples"),
    # 1
    pytest.param("[234m,1][567p,2][888s,3]WW23m4m", DISCARD, F.PURE_DOUBLE_CHOW, 1, "一般高",
                 id="fan-69-pure-double-chow"),
    pytest.param("[123m,1]123m456p456p9s9s", DISCARD, F.PURE_DOUBLE_CHOW, 2, "一般高×2 平和 单钓将",
                 id="fan-69-pure-double-chow-x2"),
    pytest.param("[234m,1][234p,2][888s,3]WW78m9m", DISCARD, F.MIXED_DOUBLE_CHOW, 1, "喜相逢",
                 id="fan-70-mixed-double-chow"),
    pytest.param("[234m,1][567m,2][888s,3]WW78p9p", DISCARD, F.SHORT_STRAIGHT, 1, "连六",
                 id="fan-71-short-straight"),
    pytest.param("[123m,1][567p,2][888s,3]WW78m9m", DISCARD, F.TWO_TERMINAL_CHOWS, 1, "老少副",
                 id="fan-72-two-terminal-chows"),
    pytest.param("[234m,1][567p,2][999s,3]WW78m9m", DISCARD, F.PUNG_OF_TERMINALS_OR_HONORS, 1, "幺九刻",
                 id="fan-73-pung-of-terminals-or-honors"),
    pytest.param("[111m,1][999p,2][SSS,3]234s5p5p", DISCARD, F.PUNG_OF_TERMINALS_OR_HONORS, 3,
                 "幺九刻×3 单钓将", id="fan-73-pung-of-terminals-or-honors-x3"),
    pytest.param("[234m,1][567p,2][8888s,3]WW78m9m", DISCARD, F.MELDED_KONG, 1, "明杠",
                 id="fan-74-melded-kong"),
    pytest.param("[234m,1][567p,2][888p,3]WW78m9m", DISCARD, F.ONE_VOIDED_SUIT, 1, "缺一门",
                 id="fan-75-one-voided-suit"),
    pytest.param("[234m,1][567p,2][888s,3]99s78m9m", DISCARD, F.NO_HONORS, 1, "无字", id="fan-76-no-honors"),
    pytest.param("[234m,1][567p,2][888s,3]WW12m3m", DISCARD, F.EDGE_WAIT, 1, "边张", id="fan-77-edge-wait"),
    pytest.param("[234m,1][567p,2][888s,3]WW79m8m", DISCARD, F.CLOSED_WAIT, 1, "坎张",
                 id="fan-78-closed-wait"),
    pytest.param("[234m,1][567p,2][888s,3]678mWW", DISCARD, F.SINGLE_WAIT, 1, "单钓将",
                 id="fan-79-single-wait"),
    pytest.param(H0, SELF_DRAWN, F.SELF_DRAWN, 1, "自摸", id="fan-80-self-drawn"),
    pytest.param(H0, WinContext(flowers=3), F.FLOWER_TILES, 3, "无番和 花牌×3", id="fan-81-flower-tiles"),
]  # fmt: skip


@pytest.mark.parametrize(("hand", "ctx", "fan", "count", "expected"), COUNTED)
def test_fan_is_counted(hand: str, ctx: WinContext, fan: FanId, count: int, expected: str) -> None:
    fans = counted(score(hand, ctx))
    assert fans[fan] == count
    assert fans == fan_counts(expected)


def test_every_fan_has_a_counting_hand() -> None:
    shown = {param.values[2] for param in COUNTED}
    assert shown == set(FanId)


# 不计: (hand, context, the fan the hand shows but does not count, the fan that excludes it)
EXCLUDED = [
    pytest.param("[EEE,1][SSS,2][WWW,3]NNN5m5m", DISCARD, F.PREVALENT_WIND, F.BIG_FOUR_WINDS,
                 id="big-four-winds-excludes-prevalent-wind"),
    pytest.param("[EEE,1][SSS,2][WWW,3]NNN5m5m", DISCARD, F.SEAT_WIND, F.BIG_FOUR_WINDS,
                 id="big-four-winds-excludes-seat-wind"),
    pytest.param("[EEE,1][SSS,2][WWW,3]NNN5m5m", DISCARD, F.ALL_PUNGS, F.BIG_FOUR_WINDS,
                 id="big-four-winds-excludes-all-pungs"),
    pytest.param("[CCC,1][FFF,2]PPP234m9s9s", DISCARD, F.DRAGON_PUNG, F.BIG_THREE_DRAGONS,
                 id="big-three-dragons-excludes-dragon-pung"),
    pytest.param("[234s,1][234s,2][666s,3]88sFF8s", DISCARD, F.HALF_FLUSH, F.ALL_GREEN,
                 id="all-green-excludes-half-flush"),
    pytest.param("1112345678999m5m", DISCARD, F.FULL_FLUSH, F.NINE_GATES,
                 id="nine-gates-excludes-full-flush"),
    pytest.param("1112345678999m5m", DISCARD, F.CONCEALED_HAND, F.NINE_GATES,
                 id="nine-gates-excludes-concealed-hand"),
    pytest.param("1112345678999m5m", SELF_DRAWN, F.FULLY_CONCEALED_HAND, F.NINE_GATES,
                 id="nine-gates-excludes-fully-concealed-hand"),
    pytest.param("1112345678999m5m", DISCARD, F.NO_HONORS, F.NINE_GATES, id="nine-gates-excludes-no-honors"),
    pytest.param("1112345678999m5m", DISCARD, F.PUNG_OF_TERMINALS_OR_HONORS, F.NINE_GATES,
                 id="nine-gates-excludes-one-pung-of-terminals"),
    pytest.param("[1111m,1][2222p,2][3333s,3][4444m,5]5p5p", DISCARD, F.ALL_PUNGS, F.FOUR_KONGS,
                 id="four-kongs-excludes-all-pungs"),
    pytest.param("[1111m,1][2222p,2][3333s,3][4444m,5]5p5p", DISCARD, F.SINGLE_WAIT, F.FOUR_KONGS,
                 id="four-kongs-excludes-single-wait"),
    pytest.param("2233445566778m8m", DISCARD, F.FULL_FLUSH, F.SEVEN_SHIFTED_PAIRS,
                 id="seven-shifted-pairs-excludes-full-flush"),
    pytest.param("2233445566778m8m", DISCARD, F.CONCEALED_HAND, F.SEVEN_SHIFTED_PAIRS,
                 id="seven-shifted-pairs-excludes-concealed-hand"),
    pytest.param("2233445566778m8m", SELF_DRAWN, F.FULLY_CONCEALED_HAND, F.SEVEN_SHIFTED_PAIRS,
                 id="seven-shifted-pairs-excludes-fully-concealed-hand"),
    pytest.param("2233445566778m8m", DISCARD, F.NO_HONORS, F.SEVEN_SHIFTED_PAIRS,
                 id="seven-shifted-pairs-excludes-no-honors"),
    pytest.param("19m19p19sESWNCFP1m", DISCARD, F.CONCEALED_HAND, F.THIRTEEN_ORPHANS,
                 id="thirteen-orphans-excludes-concealed-hand"),
    pytest.param("19m19p19sESWNCFP1m", SELF_DRAWN, F.FULLY_CONCEALED_HAND, F.THIRTEEN_ORPHANS,
                 id="thirteen-orphans-excludes-fully-concealed-hand"),
    pytest.param("[111m,1][999m,2]111p999s1s1s", DISCARD, F.ALL_PUNGS, F.ALL_TERMINALS,
                 id="all-terminals-excludes-all-pungs"),
    pytest.param("[111m,1][999m,2]111p999s1s1s", DISCARD, F.DOUBLE_PUNG, F.ALL_TERMINALS,
                 id="all-terminals-excludes-double-pung"),
    pytest.param("[111m,1][999m,2]111p999s1s1s", DISCARD, F.PUNG_OF_TERMINALS_OR_HONORS, F.ALL_TERMINALS,
                 id="all-terminals-excludes-pung-of-terminals"),
    pytest.param("[111m,1][999m,2]111p999s1s1s", DISCARD, F.OUTSIDE_HAND, F.ALL_TERMINALS,
                 id="all-terminals-excludes-outside-hand"),
    pytest.param("[111m,1][999m,2]111p999s1s1s", DISCARD, F.NO_HONORS, F.ALL_TERMINALS,
                 id="all-terminals-excludes-no-honors"),
    pytest.param("[CCC,1][FFF,2]PP12378m9m", DISCARD, F.DRAGON_PUNG, F.LITTLE_THREE_DRAGONS,
                 id="little-three-dragons-excludes-dragon-pung"),
    pytest.param("[EEE,1][SSS,2][CCC,3]NNPPP", DISCARD, F.ALL_TERMINALS_AND_HONORS, F.ALL_HONORS,
                 id="all-honors-excludes-all-terminals-and-honors"),
    pytest.param("[EEE,1][SSS,2][CCC,3]NNPPP", DISCARD, F.ALL_PUNGS, F.ALL_HONORS,
                 id="all-honors-excludes-all-pungs"),
    pytest.param("[EEE,1][SSS,2][CCC,3]NNPPP", DISCARD, F.PUNG_OF_TERMINALS_OR_HONORS, F.ALL_HONORS,
                 id="all-honors-excludes-pung-of-honors"),
    pytest.param("[EEE,1][SSS,2][CCC,3]NNPPP", DISCARD, F.OUTSIDE_HAND, F.ALL_HONORS,
                 id="all-honors-excludes-outside-hand"),
    pytest.param("111m444p777s999mEE", DISCARD, F.ALL_PUNGS, F.FOUR_CONCEALED_PUNGS,
                 id="four-concealed-pungs-excludes-all-pungs"),
    pytest.param("111m444p777s999mEE", DISCARD, F.CONCEALED_HAND, F.FOUR_CONCEALED_PUNGS,
                 id="four-concealed-pungs-excludes-concealed-hand"),
    pytest.param("111m444p777s999mEE", SELF_DRAWN, F.FULLY_CONCEALED_HAND, F.FOUR_CONCEALED_PUNGS,
                 id="four-concealed-pungs-excludes-fully-concealed-hand"),
    pytest.param("123123789789m5m5m", DISCARD, F.FULL_FLUSH, F.PURE_TERMINAL_CHOWS,
                 id="pure-terminal-chows-excludes-full-flush"),
    pytest.param("123123789789m5m5m", DISCARD, F.ALL_CHOWS, F.PURE_TERMINAL_CHOWS,
                 id="pure-terminal-chows-excludes-all-chows"),
    pytest.param("123123789789m5m5m", DISCARD, F.NO_HONORS, F.PURE_TERMINAL_CHOWS,
                 id="pure-terminal-chows-excludes-no-honors"),
    pytest.param("[123m,1]123m123m123m5p5p", DISCARD, F.TILE_HOG, F.QUADRUPLE_CHOW,
                 id="quadruple-chow-excludes-tile-hog"),
    pytest.param("[111m,1][222m,2][333m,3]444m5p5p", DISCARD, F.ALL_PUNGS, F.FOUR_PURE_SHIFTED_PUNGS,
                 id="four-pure-shifted-pungs-excludes-all-pungs"),
    pytest.param("[111m,1][999p,2][EEE,3]SS999s", DISCARD, F.ALL_PUNGS, F.ALL_TERMINALS_AND_HONORS,
                 id="all-terminals-and-honors-excludes-all-pungs"),
    pytest.param("[111m,1][999p,2][EEE,3]SS999s", DISCARD, F.PUNG_OF_TERMINALS_OR_HONORS,
                 F.ALL_TERMINALS_AND_HONORS, id="all-terminals-and-honors-excludes-pung-of-terminals"),
    pytest.param("[111m,1][999p,2][EEE,3]SS999s", DISCARD, F.OUTSIDE_HAND, F.ALL_TERMINALS_AND_HONORS,
                 id="all-terminals-and-honors-excludes-outside-hand"),
    pytest.param("22446688m33557p7p", DISCARD, F.CONCEALED_HAND, F.SEVEN_PAIRS,
                 id="seven-pairs-excludes-concealed-hand"),
    pytest.param("22446688m33557p7p", SELF_DRAWN, F.FULLY_CONCEALED_HAND, F.SEVEN_PAIRS,
                 id="seven-pairs-excludes-fully-concealed-hand"),
    pytest.param("147m25p36sESWNCFP", DISCARD, F.CONCEALED_HAND, F.GREATER_HONORS_AND_KNITTED,
                 id="greater-honors-and-knitted-excludes-concealed-hand"),
    pytest.param("147m25p36sESWNCFP", SELF_DRAWN, F.FULLY_CONCEALED_HAND, F.GREATER_HONORS_AND_KNITTED,
                 id="greater-honors-and-knitted-excludes-fully-concealed-hand"),
    pytest.param("[222m,1][444p,2][666s,3]88p888m", DISCARD, F.ALL_PUNGS, F.ALL_EVEN_PUNGS,
                 id="all-even-pungs-excludes-all-pungs"),
    pytest.param("[222m,1][444p,2][666s,3]88p888m", DISCARD, F.ALL_SIMPLES, F.ALL_EVEN_PUNGS,
                 id="all-even-pungs-excludes-all-simples"),
    pytest.param("[222m,1][444p,2][666s,3]88p888m", DISCARD, F.NO_HONORS, F.ALL_EVEN_PUNGS,
                 id="all-even-pungs-excludes-no-honors"),
    pytest.param("[123s,1]345s678s999s2s2s", DISCARD, F.NO_HONORS, F.FULL_FLUSH,
                 id="full-flush-excludes-no-honors"),
    pytest.param("[789m,1][789p,2]789s888m9m9m", DISCARD, F.UPPER_FOUR, F.UPPER_TILES,
                 id="upper-tiles-excludes-upper-four"),
    pytest.param("[789m,1][789p,2]789s888m9m9m", DISCARD, F.NO_HONORS, F.UPPER_TILES,
                 id="upper-tiles-excludes-no-honors"),
    pytest.param("[456m,1][555p,2][444s,3]666s5m5m", DISCARD, F.ALL_SIMPLES, F.MIDDLE_TILES,
                 id="middle-tiles-excludes-all-simples"),
    pytest.param("[456m,1][555p,2][444s,3]666s5m5m", DISCARD, F.NO_HONORS, F.MIDDLE_TILES,
                 id="middle-tiles-excludes-no-honors"),
    pytest.param("[123m,1][111p,2][333s,3]222s3m3m", DISCARD, F.LOWER_FOUR, F.LOWER_TILES,
                 id="lower-tiles-excludes-lower-four"),
    pytest.param("[123m,1][111p,2][333s,3]222s3m3m", DISCARD, F.NO_HONORS, F.LOWER_TILES,
                 id="lower-tiles-excludes-no-honors"),
    pytest.param("[123m,1][789m,2]123p789p5s5s", DISCARD, F.ALL_CHOWS, F.THREE_SUITED_TERMINAL_CHOWS,
                 id="three-suited-terminal-chows-excludes-all-chows"),
    pytest.param("[123m,1][789m,2]123p789p5s5s", DISCARD, F.NO_HONORS, F.THREE_SUITED_TERMINAL_CHOWS,
                 id="three-suited-terminal-chows-excludes-no-honors"),
    pytest.param("[345m,1][456p,2]555s567m5p5p", DISCARD, F.ALL_SIMPLES, F.ALL_FIVES,
                 id="all-fives-excludes-all-simples"),
    pytest.param("[345m,1][456p,2]555s567m5p5p", DISCARD, F.NO_HONORS, F.ALL_FIVES,
                 id="all-fives-excludes-no-honors"),
    pytest.param("14m258p369sESWNCF", DISCARD, F.CONCEALED_HAND, F.LESSER_HONORS_AND_KNITTED,
                 id="lesser-honors-and-knitted-excludes-concealed-hand"),
    pytest.param("14m258p369sESWNCF", SELF_DRAWN, F.FULLY_CONCEALED_HAND, F.LESSER_HONORS_AND_KNITTED,
                 id="lesser-honors-and-knitted-excludes-fully-concealed-hand"),
    pytest.param("[678m,1][789p,2]666s789s9m9m", DISCARD, F.NO_HONORS, F.UPPER_FOUR,
                 id="upper-four-excludes-no-honors"),
    pytest.param("[123m,1][234p,2]111s234s3m3m", DISCARD, F.NO_HONORS, F.LOWER_FOUR,
                 id="lower-four-excludes-no-honors"),
    pytest.param("[123p,1][345p,2]888sPPP9p9p", DISCARD, F.ONE_VOIDED_SUIT, F.REVERSIBLE_TILES,
                 id="reversible-tiles-excludes-one-voided-suit"),
    pytest.param(H0, WinContext(self_drawn=True, last_tile=True), F.SELF_DRAWN, F.LAST_TILE_DRAW,
                 id="last-tile-draw-excludes-self-drawn"),
    pytest.param("[2222m,1][567p,2][888s,3]WW78m9m", WinContext(self_drawn=True, kong=True), F.SELF_DRAWN,
                 F.OUT_WITH_REPLACEMENT_TILE, id="out-with-replacement-tile-excludes-self-drawn"),
    pytest.param(H0, WinContext(kong=True, fourth_tile=True), F.LAST_TILE, F.ROBBING_THE_KONG,
                 id="robbing-the-kong-excludes-last-tile"),
    pytest.param("[123m,1][567p,2][789s,3][EEE,1]CC", DISCARD, F.SINGLE_WAIT, F.MELDED_HAND,
                 id="melded-hand-excludes-single-wait"),
    pytest.param("[2222m][5555p]789s99s34m5m", DISCARD, F.TWO_CONCEALED_PUNGS, F.TWO_CONCEALED_KONGS,
                 id="two-concealed-kongs-excludes-two-concealed-pungs"),
    pytest.param("[CCC,1][FFF,2]123m456m7p7p", DISCARD, F.DRAGON_PUNG, F.TWO_DRAGON_PUNGS,
                 id="two-dragon-pungs-excludes-dragon-pung"),
    pytest.param("123m345p567s789m5p5p", SELF_DRAWN, F.SELF_DRAWN, F.FULLY_CONCEALED_HAND,
                 id="fully-concealed-hand-excludes-self-drawn"),
    pytest.param("234m345p456s678m9p9p", DISCARD, F.NO_HONORS, F.ALL_CHOWS,
                 id="all-chows-excludes-no-honors"),
    pytest.param("[234m,1][567p,2][888s,3]66s67m8m", DISCARD, F.NO_HONORS, F.ALL_SIMPLES,
                 id="all-simples-excludes-no-honors"),
    # shown beside the stronger fan by the detectors and dropped by its 不计 list
    pytest.param("[EEE,1][SSS,2][WWW,3]NNN5m5m", DISCARD, F.BIG_THREE_WINDS, F.BIG_FOUR_WINDS,
                 id="big-four-winds-excludes-big-three-winds"),
    pytest.param("[CCC,1][FFF,2]PPP234m9s9s", DISCARD, F.TWO_DRAGON_PUNGS, F.BIG_THREE_DRAGONS,
                 id="big-three-dragons-excludes-two-dragon-pungs"),
    pytest.param("[1111m][2222p][3333s,1][4444m,2]5p5p", DISCARD, F.THREE_KONGS, F.FOUR_KONGS,
                 id="four-kongs-excludes-three-kongs"),
    pytest.param("[1111m][2222p][3333s,1][4444m,2]5p5p", DISCARD, F.TWO_CONCEALED_KONGS, F.FOUR_KONGS,
                 id="four-kongs-excludes-two-concealed-kongs"),
    pytest.param("[1111m][2222p][3333s,1][4444m,2]5p5p", DISCARD, F.TWO_MELDED_KONGS, F.FOUR_KONGS,
                 id="four-kongs-excludes-two-melded-kongs"),
    pytest.param("[1111m][2222p][3333s,1][4444m,2]5p5p", DISCARD, F.CONCEALED_KONG, F.FOUR_KONGS,
                 id="four-kongs-excludes-concealed-kong"),
    pytest.param("[1111m][2222p][3333s,1][4444m,2]5p5p", DISCARD, F.MELDED_KONG, F.FOUR_KONGS,
                 id="four-kongs-excludes-melded-kong"),
    pytest.param("2233445566778m8m", DISCARD, F.SEVEN_PAIRS, F.SEVEN_SHIFTED_PAIRS,
                 id="seven-shifted-pairs-excludes-seven-pairs"),
    pytest.param("19m19p19sESWNCFP1m", DISCARD, F.ALL_TYPES, F.THIRTEEN_ORPHANS,
                 id="thirteen-orphans-excludes-all-types"),
    pytest.param("[111m,1][999m,2]111p999s1s1s", DISCARD, F.ALL_TERMINALS_AND_HONORS, F.ALL_TERMINALS,
                 id="all-terminals-excludes-all-terminals-and-honors"),
    pytest.param("[EEE,1][SSS,2][WWW,3]NN12m3m", DISCARD, F.BIG_THREE_WINDS, F.LITTLE_FOUR_WINDS,
                 id="little-four-winds-excludes-big-three-winds"),
    pytest.param("[CCC,1][FFF,2]PP12378m9m", DISCARD, F.TWO_DRAGON_PUNGS, F.LITTLE_THREE_DRAGONS,
                 id="little-three-dragons-excludes-two-dragon-pungs"),
    pytest.param("111m444p777s999mEE", DISCARD, F.THREE_CONCEALED_PUNGS, F.FOUR_CONCEALED_PUNGS,
                 id="four-concealed-pungs-excludes-three-concealed-pungs"),
    pytest.param("111m444p777s999mEE", DISCARD, F.TWO_CONCEALED_PUNGS, F.FOUR_CONCEALED_PUNGS,
                 id="four-concealed-pungs-excludes-two-concealed-pungs"),
    pytest.param("[123m,1]123m123m123m5p5p", DISCARD, F.PURE_TRIPLE_CHOW, F.QUADRUPLE_CHOW,
                 id="quadruple-chow-excludes-pure-triple-chow"),
    pytest.param("[111m,1]222333444m5p5p", DISCARD, F.PURE_SHIFTED_PUNGS, F.FOUR_PURE_SHIFTED_PUNGS,
                 id="four-pure-shifted-pungs-excludes-pure-shifted-pungs"),
    pytest.param("[123m,1][234m,2][345m,3]456m5p5p", DISCARD, F.PURE_SHIFTED_CHOWS, F.FOUR_PURE_SHIFTED_CHOWS,
                 id="four-pure-shifted-chows-excludes-pure-shifted-chows"),
    pytest.param("[1111m][6666p][9999s,3]456m5p5p", DISCARD, F.TWO_CONCEALED_KONGS, F.THREE_KONGS,
                 id="three-kongs-excludes-two-concealed-kongs"),
    pytest.param("[1111m][6666p][9999s,3]456m5p5p", DISCARD, F.CONCEALED_KONG, F.THREE_KONGS,
                 id="three-kongs-excludes-concealed-kong"),
    pytest.param("[1111m][6666p][9999s,3]456m5p5p", DISCARD, F.MELDED_KONG, F.THREE_KONGS,
                 id="three-kongs-excludes-melded-kong"),
    pytest.param("[1111m,1][6666p,2][9999s,3]456m5p5p", DISCARD, F.TWO_MELDED_KONGS, F.THREE_KONGS,
                 id="three-kongs-excludes-two-melded-kongs"),
    pytest.param("147m25p36sESWNCFP", DISCARD, F.LESSER_HONORS_AND_KNITTED, F.GREATER_HONORS_AND_KNITTED,
                 id="greater-honors-and-knitted-excludes-lesser-honors-and-knitted"),
    pytest.param("147m25p36sESWNCFP", DISCARD, F.ALL_TYPES, F.GREATER_HONORS_AND_KNITTED,
                 id="greater-honors-and-knitted-excludes-all-types"),
    pytest.param("[123m,1]222p444s666sCC", DISCARD, F.TWO_CONCEALED_PUNGS, F.THREE_CONCEALED_PUNGS,
                 id="three-concealed-pungs-excludes-two-concealed-pungs"),
    pytest.param("14m258p369sESWNCF", DISCARD, F.ALL_TYPES, F.LESSER_HONORS_AND_KNITTED,
                 id="lesser-honors-and-knitted-excludes-all-types"),
    pytest.param("[2222m][5555p]789s99s34m5m", DISCARD, F.CONCEALED_KONG, F.TWO_CONCEALED_KONGS,
                 id="two-concealed-kongs-excludes-concealed-kong"),
    pytest.param("[2222m,1][5555p,2]789s99s34m5m", DISCARD, F.MELDED_KONG, F.TWO_MELDED_KONGS,
                 id="two-melded-kongs-excludes-melded-kong"),
    pytest.param(H0, WinContext(kong=True), F.LAST_TILE, F.ROBBING_THE_KONG,
                 id="robbing-the-kong-excludes-last-tile-it-robs"),
]  # fmt: skip


@pytest.mark.parametrize(("hand", "ctx", "excluded", "by"), EXCLUDED)
def test_fan_is_excluded(hand: str, ctx: WinContext, excluded: FanId, by: FanId) -> None:
    result = score(hand, ctx)
    fans = counted(result)
    assert fans[by] >= 1
    if (by, excluded) == (F.NINE_GATES, F.PUNG_OF_TERMINALS_OR_HONORS):
        # 九莲宝灯 contains one 幺九刻 (its 111 or 999), not every one (ruling 12): here 111m and 999m
        # are concealed pungs and one of them still counts.
        assert fans[excluded] == 1
    else:
        assert excluded in FANS[by].excludes
        assert excluded not in fans
    dropped = [d for d in result.dropped if d.id == excluded and d.rule == "不计"]
    assert any(d.by is not None and d.by.id == by for d in dropped)


def test_every_entry_of_every_excludes_list_has_a_row() -> None:
    """Each fan on each 不计 list has a row: dropped beside the stronger fan (EXCLUDED), or kept out
    otherwise (NOT_COUNTED_WITH below says how)."""
    rows = {(p.values[3], p.values[2]) for p in EXCLUDED} | {
        (p.values[3], p.values[2]) for p in NOT_COUNTED_WITH
    }
    assert {(fan.id, x) for fan in FANS.values() for x in fan.excludes} <= rows


# Fans the hand does not count beside a stronger one and that never show up in ``dropped`` as 不计: the
# stronger fan's definition rules the weaker one out (大四喜 has no wind pair for 小四喜; 门前清 is won on a
# discard; the special shapes have no 将 to wait on: ``situation.detect_wait_fans``), the weaker fan needs
# another reading of the tiles, a principle keeps the stronger fan's own sets from making it (不拆移), or
# 不重复 takes it (``exclusions.COUNT_REDUCTIONS``).  ``why`` says which, and ``dropped`` must agree.
# (hand, context, fan it must not count, the fan that counts instead, why)
NOT_COUNTED_WITH = [
    pytest.param("[EEE,1][SSS,2][WWW,3]NNN5m5m", DISCARD, F.LITTLE_FOUR_WINDS, F.BIG_FOUR_WINDS,
                 "not shown", id="big-four-winds-not-little-four-winds"),
    pytest.param("[EEE,1][SSS,2][WWW,3]NNN5m5m", DISCARD, F.PUNG_OF_TERMINALS_OR_HONORS, F.BIG_FOUR_WINDS,
                 "不重复", id="big-four-winds-not-pung-of-honors"),
    pytest.param("[CCC,1][FFF,2]PPP234m9s9s", DISCARD, F.LITTLE_THREE_DRAGONS, F.BIG_THREE_DRAGONS,
                 "not shown", id="big-three-dragons-not-little-three-dragons"),
    pytest.param("2233445566778m8m", DISCARD, F.SINGLE_WAIT, F.SEVEN_SHIFTED_PAIRS,
                 "not shown", id="seven-shifted-pairs-not-single-wait"),
    pytest.param("19m19p19sESWNCF1mP", DISCARD, F.SINGLE_WAIT, F.THIRTEEN_ORPHANS,
                 "not shown", id="thirteen-orphans-not-single-wait"),
    pytest.param("123123789789m5m5m", DISCARD, F.PURE_DOUBLE_CHOW, F.PURE_TERMINAL_CHOWS,
                 "不拆移", id="pure-terminal-chows-not-pure-double-chow"),
    pytest.param("123123789789m5m5m", DISCARD, F.TWO_TERMINAL_CHOWS, F.PURE_TERMINAL_CHOWS,
                 "不拆移", id="pure-terminal-chows-not-two-terminal-chows"),
    pytest.param("1122335577889m9m", DISCARD, F.SEVEN_PAIRS, F.PURE_TERMINAL_CHOWS,
                 "another reading", id="pure-terminal-chows-not-seven-pairs"),
    pytest.param("[123m,1]123m123m123m5p5p", DISCARD, F.PURE_SHIFTED_PUNGS, F.QUADRUPLE_CHOW,
                 "another reading", id="quadruple-chow-not-pure-shifted-pungs"),
    pytest.param("[123m,1]123m123m123m5p5p", DISCARD, F.PURE_DOUBLE_CHOW, F.QUADRUPLE_CHOW,
                 "不拆移", id="quadruple-chow-not-pure-double-chow"),
    pytest.param("[111m,1]222333444m5p5p", DISCARD, F.PURE_TRIPLE_CHOW, F.FOUR_PURE_SHIFTED_PUNGS,
                 "another reading", id="four-pure-shifted-pungs-not-pure-triple-chow"),
    pytest.param("22446688m33557p7p", DISCARD, F.SINGLE_WAIT, F.SEVEN_PAIRS,
                 "not shown", id="seven-pairs-not-single-wait"),
    pytest.param("147m25p36sESWNCFP", DISCARD, F.SINGLE_WAIT, F.GREATER_HONORS_AND_KNITTED,
                 "not shown", id="greater-honors-and-knitted-not-single-wait"),
    pytest.param("[123p,1][123p,2]123p789s5m5m", DISCARD, F.PURE_DOUBLE_CHOW, F.PURE_TRIPLE_CHOW,
                 "不拆移", id="pure-triple-chow-not-pure-double-chow"),
    pytest.param("[456p,1]66777888m22s6m", DISCARD, F.PURE_SHIFTED_PUNGS, F.PURE_TRIPLE_CHOW,
                 "another reading", id="pure-triple-chow-not-pure-shifted-pungs"),
    pytest.param("111p222p333p789s5m5m", DISCARD, F.PURE_TRIPLE_CHOW, F.PURE_SHIFTED_PUNGS,
                 "another reading", id="pure-shifted-pungs-not-pure-triple-chow"),
    pytest.param("123456789m234s1p1p", DISCARD, F.SHORT_STRAIGHT, F.PURE_STRAIGHT,
                 "不拆移", id="pure-straight-not-short-straight"),
    pytest.param("123456789m234s1p1p", DISCARD, F.TWO_TERMINAL_CHOWS, F.PURE_STRAIGHT,
                 "不拆移", id="pure-straight-not-two-terminal-chows"),
    pytest.param("[123m,1][789m,2]123p789p5s5s", DISCARD, F.MIXED_DOUBLE_CHOW, F.THREE_SUITED_TERMINAL_CHOWS,
                 "不拆移", id="three-suited-terminal-chows-not-mixed-double-chow"),
    pytest.param("[123m,1][789m,2]123p789p5s5s", DISCARD, F.TWO_TERMINAL_CHOWS, F.THREE_SUITED_TERMINAL_CHOWS,
                 "不拆移", id="three-suited-terminal-chows-not-two-terminal-chows"),
    pytest.param("[222m,1][222p,2]222s456m9p9p", DISCARD, F.DOUBLE_PUNG, F.TRIPLE_PUNG,
                 "不拆移", id="triple-pung-not-double-pung"),
    pytest.param("14m258p369sESWNCF", DISCARD, F.SINGLE_WAIT, F.LESSER_HONORS_AND_KNITTED,
                 "not shown", id="lesser-honors-and-knitted-not-single-wait"),
    pytest.param("[456m,1][456p,2]456s789m1p1p", DISCARD, F.MIXED_DOUBLE_CHOW, F.MIXED_TRIPLE_CHOW,
                 "不拆移", id="mixed-triple-chow-not-mixed-double-chow"),
    pytest.param("123m345p567s789m5p5p", SELF_DRAWN, F.CONCEALED_HAND, F.FULLY_CONCEALED_HAND,
                 "not shown", id="fully-concealed-hand-not-concealed-hand"),
]  # fmt: skip


@pytest.mark.parametrize(("hand", "ctx", "absent", "present", "why"), NOT_COUNTED_WITH)
def test_fan_is_not_counted_with(hand: str, ctx: WinContext, absent: FanId, present: FanId, why: str) -> None:
    result = score(hand, ctx)
    fans = counted(result)
    assert fans[present] >= 1
    assert absent not in fans
    rules = {d.rule for d in result.dropped if d.id == absent}
    if why in ("not shown", "another reading"):
        assert not rules  # this reading does not show it at all
    else:
        assert why in rules


def test_chicken_hand_only_when_nothing_else() -> None:
    assert counted(score(H0)) == {F.CHICKEN_HAND: 1}
    # one more fan of any size, and 无番和 goes
    for ctx in (SELF_DRAWN, WinContext(fourth_tile=True)):
        assert F.CHICKEN_HAND not in counted(score(H0, ctx))
    assert F.CHICKEN_HAND not in counted(score("[234m,1][567p,2][888s,3]WW79m8m"))
    # flowers are no fan here: 无番和 stays (和牌后，数不出任何番种分（花牌不计算在内）)
    assert counted(score(H0, WinContext(flowers=2))) == {F.CHICKEN_HAND: 1, F.FLOWER_TILES: 2}


@pytest.mark.parametrize(
    ("ctx", "fan_points", "flowers", "valid"),
    [
        pytest.param(WinContext(flowers=3), 8, 3, True, id="chicken-hand-with-flowers"),
        pytest.param(
            WinContext(fourth_tile=True, flowers=5), 4, 5, False, id="flowers-do-not-reach-the-minimum"
        ),
        pytest.param(
            WinContext(fourth_tile=True, flowers=8), 4, 8, False, id="eight-flowers-still-not-a-win"
        ),
        pytest.param(WinContext(fourth_tile=True), 4, 0, False, id="no-flowers-no-flower-fan"),
    ],
)
def test_flowers_count_once_each_outside_the_minimum(
    ctx: WinContext, fan_points: int, flowers: int, valid: bool
) -> None:
    result = score(H0, ctx)
    assert counted(result)[F.FLOWER_TILES] == flowers
    assert result.fan_points == fan_points
    assert result.total == fan_points + flowers
    assert result.valid is valid
