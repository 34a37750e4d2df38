"""What the systems' tests share: a batch line scored as `mcr score --batch` reads it; the contract's keys."""

from __future__ import annotations

from typing import Any

from mcr_cli.cli.batch import parser as lines
from mcr_cli.cli.main import score_line, score_params


def score_batch_line(line: str) -> Any:
    """The result of one batch line (its ``--expect`` checked too, as the batch does)."""
    return score_line(lines.line_parser("score", score_params).parse(lines.split_line(line)))


CONTRACT_KEYS = [
    *("hand", "rules", "fans", "fan_points", "multipliers"),
    *("base", "total", "valid", "payments", "kong_payments"),
]
"""The keys of ``mcr score --rules NAME --json``, in order (``docs/json.md``)."""
