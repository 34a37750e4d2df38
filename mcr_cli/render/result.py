"""What any system's result looks like on a terminal: the table its ``layout`` names.

A result says how its numbers add up (``Result.layout``): ``"fans"`` —
points per fan plus flowers, MCR's — or ``"patterns"`` — values and factors
times a base, the other systems'.  Rendering reads the contract alone, so
a new system with either arithmetic needs no drawing of its own.
"""

from __future__ import annotations

from collections.abc import Callable

from ..systems.result import Result
from . import score, systems
from .layout import Block

SCORE_LAYOUTS: dict[str, Callable[..., list[Block]]] = {
    "fans": score.score_blocks,
    "patterns": systems.score_blocks,
}


def score_blocks(result: Result, *, lang: str | None = None, explain: bool = False) -> list[Block]:
    """The blocks of ``mcr score`` for ``result`` of any system."""
    return SCORE_LAYOUTS[result.layout](result, lang=lang, explain=explain)
