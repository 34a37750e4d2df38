"""听牌 waits against pymahjonggb: at shanten 0 the waits are its effective tiles, fifth copies aside.

Random winning hands less their winning tile (``tests/helpers/strategies.py``);
only this comparison needs pymahjonggb, the invariants are ``test_waits.py``.
"""

from __future__ import annotations

import pytest
from hypothesis import given

from mcr_cli import Hand
from mcr_cli.systems.mcr.waits import find_waits
from tests.helpers.reference import ref_tile
from tests.helpers.strategies import ready
from tests.helpers.strategies import waits_examples as examples

MahjongGB = pytest.importorskip("MahjongGB")


@examples
@given(ready)
def test_waits_agree_with_pymahjonggb_at_shanten_zero(hand: Hand) -> None:
    standing = tuple(ref_tile(t) for t in hand.standing)
    families = [MahjongGB.RegularShanten]
    if not hand.melds:
        families += [
            MahjongGB.SevenPairsShanten,
            MahjongGB.ThirteenOrphansShanten,
            MahjongGB.HonorsAndKnittedTilesShanten,
        ]
    if len(hand.melds) <= 1:
        families.append(MahjongGB.KnittedStraightShanten)
    useful: set[str] = set()
    for family in families:
        shanten, tiles = family(standing)
        if shanten == 0:
            useful |= set(tiles)
    held = hand.all_tiles()
    useful -= {ref_tile(t) for t in range(34) if held.count(t) == 4}  # fifth copies
    assert {ref_tile(w.tile) for w in find_waits(hand).waits} == useful
