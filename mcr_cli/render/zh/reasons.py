"""The reasons and the arithmetic every system says alike (``systems/reasons.py``) in Chinese.

A system's own reasons and notes are in its package (``Texts.reasons`` of
``systems/NAME/texts.py``); a ruling id's part says nothing here, as the
ids follow the text with ``--explain`` (``render/lang.reason``).
"""

from __future__ import annotations

from typing import Final

ZH: Final[dict[str, str]] = {
    "reason.excluded": "被 {by} 不计",
    "reason.house-off": "本地规则不计",
    "part.ruling-before": "",
    "part.ruling-after": "",
    "part.seat-factor": "{seat} ×{factor}",
    "part.formula": "{head}{cap} = {total}",
    "part.capped-product": " （倍数之积 {product} 封顶为 {cap}）",
    "part.power": "2^{exponent} × {base} = {total}",
    "part.capped-sum": "({terms}，至多 {cap})",
}
