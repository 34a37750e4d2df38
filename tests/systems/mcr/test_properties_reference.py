"""The fans of random hands against pymahjonggb, the reference scorer the public vectors come from.

pymahjonggb wraps the C++ calculator of the Chinese Official Mahjong Helper;
it is a test dependency only.  It scores one concealed and one melded kong as
a single 5-point "明暗杠" (a later rule set's fan); the 1998 table has no such
fan, so ruling 14 counts 暗杠 + 明杠 — the one documented difference, mapped
here.  The invariants that need no reference are ``test_properties.py``.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given

from mcr_cli import ContextError, FanId, ScoreResult, parse_hand, score
from mcr_cli.systems.mcr.fans.catalogue import FANS
from tests.helpers.handgen import random_hand
from tests.helpers.reference import ref_args
from tests.helpers.strategies import fast, hands, scored

MahjongGB = pytest.importorskip("MahjongGB")

_BY_ENGLISH = {f.en.lower(): int(f.id) for f in FANS.values()}
_BY_ENGLISH.update({"all five": 31, "two dragons pungs": 54, "robbing the kong": 47})
_MIXED_KONGS = "concealed kong and melded kong"


def reference_fans(text: str, ctx) -> Counter[int]:
    """The reference scorer's fans as {fan id: count}, flowers left out."""
    out: Counter[int] = Counter()
    for _points, count, _zh, en in MahjongGB.MahjongFanCalculator(**ref_args(parse_hand(text), ctx)):
        if en.lower() == _MIXED_KONGS:
            out[FanId.CONCEALED_KONG] += 1
            out[FanId.MELDED_KONG] += 1
        else:
            out[_BY_ENGLISH[en.lower()]] += count
    out.pop(FanId.FLOWER_TILES, None)
    return out


def our_fans(result: ScoreResult) -> Counter[int]:
    return Counter({f.id: f.count for f in result.fans if f.id is not None and f.id != FanId.FLOWER_TILES})


@fast
@given(hands)
def test_same_fans_as_reference_scorer(case) -> None:
    text, ctx = case
    assert our_fans(scored(text, ctx)) == reference_fans(text, ctx), text


def test_many_seeded_hands_agree_with_reference() -> None:
    """A fixed sweep of 3,000 generated hands: broad coverage at a known cost."""
    rng = random.Random(20261129)
    checked = 0
    for _ in range(3000):
        text, ctx = random_hand(rng)
        try:
            result = score(text, ctx)
        except ContextError:
            continue
        assert our_fans(result) == reference_fans(text, ctx), (text, ctx)
        checked += 1
    assert checked > 2800
