"""The scorer: parse → decompose → detect → exclude → best → payments."""

from __future__ import annotations

from .hand import Hand, WinContext
from .result import ScoreResult


def score(hand: str | Hand, context: WinContext | None = None) -> ScoreResult:
    """Score a 14-tile hand; raises NotationError, InvalidHandError, NotWinningError, ContextError."""
    raise NotImplementedError
