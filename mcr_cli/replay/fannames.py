"""The names a ``Fan`` line may give, mapped to the fan table's ids.

The platform's judge writes the Chinese names of the community calculator.
They are the table's names but for a few spellings: 嵌张 for 坎张, and in
some versions 独听・边张, 独听・嵌张 and 独听・单钓 for the three wait fans.
One name is a reading rather than a spelling: 明暗杠, one concealed and one
melded kong counted as a single 5-point fan, where ruling 14 counts
暗杠 2 + 明杠 1 (``MIXED_KONGS``).  An unknown name is an error, never a skip.
"""

from __future__ import annotations

from typing import Final

from .. import FANS

MIXED_KONGS: Final = 0
"""The id given to 明暗杠: not a fan of the 1998 table, read as 暗杠 (67) + 明杠 (74) under ruling 14."""
MIXED_KONGS_NAME: Final = "明暗杠"
CONCEALED_KONG: Final = 67
MELDED_KONG: Final = 74

ALIASES: Final = {
    "嵌张": 78,
    "独听・边张": 77,
    "独听・嵌张": 78,
    "独听・坎张": 78,
    "独听・单钓": 79,
    "独听・单钓将": 79,
    "单钓": 79,
    "无番和": 43,
}
"""The judge's spellings that differ from the table's."""

NAMES: Final = {
    **{fan.zh: int(fan.id) for fan in FANS.values()},
    **ALIASES,
    MIXED_KONGS_NAME: MIXED_KONGS,
}


def fan_id(name: str) -> int | None:
    """The table's id of a judge's fan name (``MIXED_KONGS`` for 明暗杠), or ``None``."""
    return NAMES.get(name)
