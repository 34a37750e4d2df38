"""What the fan and ruling tables share: contexts, the zero-fan hand, fan lists as text."""

from __future__ import annotations

from collections import Counter

from mcr_cli import FANS, FanId, ScoreResult, WinContext, score

ZH = {fan.zh: fan.id for fan in FANS.values()}

DISCARD = WinContext()
SELF_DRAWN = WinContext(self_drawn=True)

H0 = "[234m,1][567p,2][888s,3]WW78m9m"
"""无番和: three suits, a plain wind pair, claimed sets and a two-sided wait, so no fan at all."""
H0_KONG = "[2222m,1][567p,2][888s,3]WW78m9m"
"""``H0`` with its chow made a melded kong: 明杠 only, and a kong to be replaced."""


def fan_counts(text: str) -> Counter[FanId]:
    """``"幺九刻×2 单钓将"`` → ``{幺九刻: 2, 单钓将: 1}``."""
    counts: Counter[FanId] = Counter()
    for word in text.split():
        name, _, times = word.partition("×")
        counts[ZH[name]] += int(times or 1)
    return counts


def counted(result: ScoreResult) -> Counter[FanId]:
    return Counter({FanId(f.id): f.count for f in result.fans if f.id is not None})


def fans_of(hand: str, ctx: WinContext = DISCARD) -> Counter[FanId]:
    return counted(score(hand, ctx))
