"""推倒胡 shanten: four sets and a pair, 七对, 十三幺, one wild kind (T1, T2) standing for any tile.

Hand-worked hands first (tile numbers: 5m is 4, 5s is 22), then random
hands against the brute-force oracles.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from mcr_cli.model.tiles import parse_tile_name
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.readiness import ShantenResult
from mcr_cli.systems.waits import shanten
from tests.helpers.shanten_hands import Drawn, system_hands

SYSTEM = "tuidaohu"


def names(text: str) -> tuple[int, ...]:
    return tuple(parse_tile_name(w) for w in text.split())


def measure(hand: str, **ctx: int) -> ShantenResult:
    result = shanten(hand, WinContext(**ctx), rules=SYSTEM)
    assert isinstance(result, ShantenResult)
    return result


ALL = "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 4p 5p 6p 7p 8p 9p 1s 2s 3s 4s 5s 6s 7s 8s 9s E S W N C F P"

KNOWN = [
    # Nine gates without a wild: the nine 1s-9s.
    pytest.param(
        "1112345678999s",
        {},
        {"standard": 0, "seven_pairs": 4, "thirteen_orphans": 10},
        "1s 2s 3s 4s 5s 6s 7s 8s 9s",
        id="nine-gates-no-wild",
    ),
    # T2: the 5s is wild: 111 234 678 999s and the wild pairs with any tile drawn.
    # The wild also counts toward 七对 and 十三幺: one draw fewer each.
    pytest.param(
        "1112345678999s",
        {"wild": 22},
        {"standard": 0, "seven_pairs": 3, "thirteen_orphans": 9},
        ALL,
        id="t2-lone-wild-waits-on-every-tile",
    ),
    # T1: indicator 4s names the wild 5s: the same hand.
    pytest.param(
        "1112345678999s",
        {"indicator": 21},
        {"standard": 0, "seven_pairs": 3, "thirteen_orphans": 9},
        ALL,
        id="t1-indicator-names-the-next-tile",
    ),
    # 12 orphans and a wild: the wild is the 13th or the pair; the 13 orphans and the wild help.
    pytest.param(
        "19m19p19sESWNCF5m",
        {"wild": 4},
        {"standard": 7, "seven_pairs": 5, "thirteen_orphans": 0},
        "1m 5m 9m 1p 9p 1s 9s E S W N C F P",
        id="thirteen-orphans-wild-fills-one",
    ),
    # Six pairs and a wild: 七对 ready on any tile (a four is two pairs).  Four sets and a pair keep
    # at most 10 of the 12 naturals (1122m as 123m 123m, 3344p as 33p + 444p, 55s or 66s dropped
    # into a pung): 4 missing, less the wild, 3 draws.  十三幺: 1m doubled, 12 missing, 11 draws.
    pytest.param(
        "1122m3344p5566s5m",
        {"wild": 4},
        {"standard": 2, "seven_pairs": 0, "thirteen_orphans": 10},
        ALL,
        id="t10-six-pairs-and-a-wild",
    ),
    # Two wilds beside a meld: 234m, 67m + wild, 78s + wild, F + F.  Drawing F, a wild (5m), 8m (678m:
    # a wild left for 78s, the other pairs F), 6s or 9s (likewise) wins; no 七对, no 十三幺 with a meld.
    pytest.param(
        "[111p,1]23467m78sF5m5m",
        {"wild": 4},
        {"standard": 0, "seven_pairs": None, "thirteen_orphans": None},
        "5m 8m 6s 9s F",
        id="two-wilds-beside-a-meld",
    ),
]


@pytest.mark.parametrize(("hand", "ctx", "families", "effective"), KNOWN)
def test_known_hands(hand: str, ctx: dict[str, int], families: dict[str, int | None], effective: str) -> None:
    result = measure(hand, **ctx)
    assert result.analysis.families == families
    assert result.shanten == min(v for v in families.values() if v is not None)
    assert result.analysis.effective == names(effective)


def test_t2_a_wild_is_never_offered_as_a_discard() -> None:
    result = measure("1112345678999s5m", wild=4)
    assert 4 not in [d.tile for d in result.discards]
    assert result.shanten == -1


def test_wild_kind_unseen_counts_every_copy() -> None:
    result = measure("1112345678999s", wild=22)
    assert result.unseen[22] == 3 and result.wilds == 1 and result.wild_tiles == (22,)


@settings(max_examples=40, deadline=None)
@given(system_hands(SYSTEM, (0, 2), size=13))
def test_without_a_wild_the_families_are_mcrs(d: Drawn) -> None:
    """No wild in play: four sets and a pair, 七对 and 十三幺 are MCR's shapes, so MCR's shanten agrees."""
    from mcr_cli.model.hand import parse_hand
    from mcr_cli.systems.mcr.shanten import analyse as mcr_analyse

    result = measure(d.text)
    mcr = mcr_analyse(parse_hand(d.text, 13))
    assert result.analysis.families == {k: mcr.families[k] for k in result.analysis.families}
