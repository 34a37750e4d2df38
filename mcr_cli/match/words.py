"""The words of a match record, in English and in Chinese (``record.py`` reads them).

A referee may write the whole record in Chinese: seats 东 南 西 北, 和 荒牌
罚分 结束 for the line kinds, 队 for a team, and on a win line 自摸, 点炮 (or
放炮) for the discarder, 花 N for flowers, and the rest below.
"""

from __future__ import annotations

from typing import Final

SEAT_WORDS: Final = {"E": 0, "S": 1, "W": 2, "N": 3, "东": 0, "南": 1, "西": 2, "北": 3, "東": 0}
KEYWORDS: Final = {
    "win": "win",
    "和": "win",
    "draw": "draw",
    "荒": "draw",
    "荒牌": "draw",
    "penalty": "penalty",
    "罚": "penalty",
    "罚分": "penalty",
    "end": "end",
    "结束": "end",
    "完": "end",
}
ZH_FLAGS: Final = {
    "自摸": "self_drawn",
    "点炮": "discarder",
    "放炮": "discarder",
    "点": "discarder",
    "花": "flowers",
    "绝张": "fourth_tile",
    "杠": "kong",
    "海底": "last_tile",
    "门风": "seat_wind",
    "圈风": "prevalent_wind",
    "期望": "expect",
    "期望番种": "expect_fans",
}
"""The Chinese word of each word a win line may hold: ``和 张三 24 自摸 花 2``, ``和 张三 8 点炮 李四``."""
TEAM_WORDS: Final = ("team", "队")
