"""The faults of game logs that hold another error (``faults.py``); Chinese: ``render/zh/records.py``."""

from __future__ import annotations

from ..faults import fault

HU_REFUSED = fault("log.hu-refused", "player {seat} Hu {tile}: {what}")
