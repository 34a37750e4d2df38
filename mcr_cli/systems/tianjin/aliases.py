"""Common alternative names of the 天津 table (data only).

Variant characters (胡/和, 么/幺, traditional forms) need no entry: ``names.fold``.
"""

from __future__ import annotations

from typing import Final

ALIASES: Final = {
    "平胡": "提溜", "素胡": "素", "捉伍": "捉五", "一条龙": "龙",
    "混儿吊": "混吊", "双混儿吊": "双混吊", "杠上开花": "杠开",
}  # fmt: skip
