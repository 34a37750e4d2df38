"""The faults of the systems' layer (``systems/faults.py``) in Chinese."""

from __future__ import annotations

from typing import Final

ZH: Final[dict[str, str]] = {
    "hand.count-for-shanten": "{what}（或 14 张，从中选一张打出）",
    "context.visible-tiles": "--visible {text}：{what}",
    "context.horse-tiles": "--horses {text}：{what}",
}
