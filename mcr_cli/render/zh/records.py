"""The faults of match records and game logs (``match/faults.py``, ``replay/faults.py``) in Chinese."""

from __future__ import annotations

from typing import Final

ZH: Final[dict[str, str]] = {
    "record.hand": "第 {n} 盘: {what}",
    "record.hand-refused": "第 {n} 盘: {hand}: {what}",
    "log.hu-refused": "{seat} 号玩家和 {tile}：{what}",
}
