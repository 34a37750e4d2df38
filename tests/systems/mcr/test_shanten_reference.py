"""上听数 shanten against pymahjonggb (the C++ calculator of the Chinese Official Mahjong Helper).

pymahjonggb uses the usual formula, which ignores that a shape may hold only
four copies of a tile: it calls ``1111m234p567s999s`` ready on a fifth 1m.
Ours does not, so the comparisons drop the fifth copies from its effective
tiles and allow our shanten to be higher only where the hand holds a tile
four times.  Only these comparisons need pymahjonggb; the invariants are
``test_shanten.py``.
"""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from mcr_cli.model.readings import counts_of
from mcr_cli.systems.mcr.shanten import FAMILIES, analyse_counts, family_shanten
from tests.helpers.reference import ref_tile
from tests.helpers.strategies import concealed_hands
from tests.helpers.strategies import shanten_examples as examples

MahjongGB = pytest.importorskip("MahjongGB")

REF_FAMILY = {
    "standard": MahjongGB.RegularShanten,
    "seven_pairs": MahjongGB.SevenPairsShanten,
    "thirteen_orphans": MahjongGB.ThirteenOrphansShanten,
    "honors_knitted": MahjongGB.HonorsAndKnittedTilesShanten,
    "knitted_straight": MahjongGB.KnittedStraightShanten,
}


def ref_tiles(counts: list[int]) -> tuple[str, ...]:
    return tuple(ref_tile(t) for t in range(34) for _ in range(counts[t]))


@examples
@given(concealed_hands())
def test_each_family_agrees_with_pymahjonggb(counts: list[int]) -> None:
    quads = {t for t in range(34) if counts[t] == 4}
    for family in FAMILIES:
        ref_shanten, ref_useful = REF_FAMILY[family](ref_tiles(counts))
        ours, effective = family_shanten(counts, family)
        if quads:
            assert ref_shanten <= ours <= ref_shanten + 1, family
            continue
        assert ours == ref_shanten, family
        assert {ref_tile(t) for t in effective} == set(ref_useful), family


@examples
@given(concealed_hands(), st.data())
def test_melded_hands_agree_with_pymahjonggb(counts: list[int], data: st.DataObject) -> None:
    """One or two pungs beside 7 or 10 concealed tiles: pymahjonggb's whole-hand shanten."""
    melds = data.draw(st.integers(1, 2))
    kept = [t for t in range(34) for _ in range(counts[t])][: 13 - 3 * melds]
    rest = counts_of(kept)
    pungs = [t for t in data.draw(st.permutations(range(27, 34)))[:melds] if rest[t] <= 1]
    assume(len(pungs) == melds)  # an honor held twice or more cannot also be a melded pung
    packs = tuple(("PENG", ref_tile(t), 1) for t in pungs)
    expected = MahjongGB.MahjongShanten(pack=packs, hand=ref_tiles(rest))
    ours = analyse_counts(rest, [t for t in pungs for _ in range(3)], melds).shanten
    if any(rest[t] + 3 * (t in pungs) == 4 for t in range(34)):
        assert expected <= ours <= expected + 1
    else:
        assert ours == expected
