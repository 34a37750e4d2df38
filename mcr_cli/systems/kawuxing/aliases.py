"""Common alternative names of the 卡五星 table (data only).

Variant characters (胡/和, 么/幺, traditional forms) need no entry: ``names.fold``.
"""

from __future__ import annotations

from typing import Final

ALIASES: Final = {
    "对对胡": "碰碰胡", "All Triplets": "碰碰胡",
    "七对子": "七对", "豪华七对": "龙七对", "双豪华七对": "双龙七对", "三豪华七对": "三龙七对",
    "明四": "明四归一", "暗四": "暗四归一",
    "全求人": "手抓一",
    "卡5星": "卡五星", "夹五星": "卡五星",
    "杠开": "杠上开花", "抢杠": "抢杠胡", "海底": "海底捞月",
    "亮牌": "亮倒",
}  # fmt: skip
