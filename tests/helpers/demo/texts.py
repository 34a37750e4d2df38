"""The demo's own texts for ``--lang zh`` (``base.Texts``), as a system's ``texts.py`` holds them."""

from __future__ import annotations

from mcr_cli.systems.base import Texts

ZH = Texts(
    source="本项目测试用的示例计分法",
    descriptions={"平": "任何和牌", "清一色": "只有筒子", "七对": "七个对子"},
)
TEXTS = {"zh": ZH}
