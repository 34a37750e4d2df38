"""Common alternative names of the 推倒胡 table (data only).

Variant characters (胡/和, 么/幺, traditional forms) need no entry: ``names.fold``.
"""

from __future__ import annotations

from typing import Final

ALIASES: Final = {
    "平胡": "鸡胡", "屁胡": "鸡胡", "Plain Win": "鸡胡",
    "对对胡": "碰碰胡", "All Triplets": "碰碰胡",
    "Mixed One Suit": "混一色", "Pure One Suit": "清一色",
    "抢杠": "抢杠胡", "Robbing a Kong": "抢杠胡",
    "杠开": "杠上开花", "杠爆": "杠上炮",
    "海底": "海底捞月",
    "七对子": "七对", "七小对": "七对",
    "龙七对": "豪华七对", "豪七": "豪华七对",
    "幺九": "混幺九", "国士无双": "十三幺",
    "无鬼": "硬胡", "Without Wilds": "硬胡",
}  # fmt: skip
