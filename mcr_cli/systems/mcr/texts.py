"""MCR's own texts in one language, for ``--lang zh`` and ``--lang en`` (``base.Texts``).

Each fan's description is its number in the 1998 rules' list; the source
line and the formula are written again for a reader of one language.
"""

from __future__ import annotations

from ..base import Texts
from .fans.table import ROWS

ZH = Texts(
    source="《中国麻将竞赛规则》（1998）：81 种番、不计与五条计番原则",
    descriptions={zh: f"第 {n} 番" for n, zh, _, _, _ in ROWS},
    formula="总分 = 番数之和 + 花牌；起和 8 番；输家付 8 + 总分（点炮者）或 8",
)

EN = Texts(
    source="the Chinese Mahjong Competition Rules (1998): the 81 fans, what each does not also count, "
    "and the five counting principles",
)

TEXTS = {"zh": ZH, "en": EN}
