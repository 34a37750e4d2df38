"""Common alternative names of the 鸡平胡 table (data only).

Variant characters (胡/和, 么/幺, traditional forms) need no entry: ``names.fold``.
"""

from __future__ import annotations

from typing import Final

ALIASES: Final = {
    "屁胡": "鸡胡", "Plain Win": "鸡胡",
    "All Sequences": "平胡",
    "对对胡": "碰碰胡", "All Triplets": "碰碰胡",
    "混对": "混碰", "清对": "清碰",
    "箭刻": "三元牌", "Dragon Triplet": "三元牌",
    "杠开": "杠上开花", "抢杠": "抢杠胡", "海底": "海底捞月",
    "国士无双": "十三幺", "九莲": "九莲宝灯",
}  # fmt: skip
