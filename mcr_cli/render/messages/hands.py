"""What remains of the shapes for a hand (``model/``): its faults are in the catalogue now (``faults.py``)."""

from __future__ import annotations

from .base import Template

SHAPES: list[tuple[str, Template]] = [
    # the position an error of the systems' layer points at (the notation's own faults are in the
    # catalogue: model/faults.py, render/zh/model.py)
    (r"(?P<msg>.+) at position (?P<n>\d+)", "{msg}（第 {n} 个字符）"),
]
