"""The faults of match records that hold another error (``faults.py``); Chinese: ``render/zh/records.py``."""

from __future__ import annotations

from ..faults import fault

HAND_OF_RECORD = fault("record.hand", "hand {n}: {what}")
HAND_REFUSED = fault("record.hand-refused", "hand {n}: {hand}: {what}")
