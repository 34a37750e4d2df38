"""卡五星 shanten: four sets and a pair, 七对 (no melds); 84 tiles (K1), so no 1-9m or wind helps.

Hand-worked hands first, then random hands against the brute-force oracles.
"""

from __future__ import annotations

import pytest

from mcr_cli.errors import ContextError, InvalidHandError
from mcr_cli.model.tiles import parse_tile_name
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.readiness import ShantenResult
from mcr_cli.systems.waits import shanten

SYSTEM = "kawuxing"


def names(text: str) -> tuple[int, ...]:
    return tuple(parse_tile_name(w) for w in text.split())


def measure(hand: str, **ctx: int) -> ShantenResult:
    result = shanten(hand, WinContext(**ctx), rules=SYSTEM)
    assert isinstance(result, ShantenResult)
    return result


KNOWN = [
    # Four two-tile chows, CC, PP, F: four chows and a pair keep 10, 4 draws.  5s turns 2468s into
    # 456s + two singles that the other groups do without.  七对: CC PP and five more, 5 draws.
    pytest.param(
        "1379p2468sCCFPP",
        {},
        {"standard": 3, "seven_pairs": 4},
        "2p 8p 3s 5s 7s C P",
        id="four-partials-two-pairs",
    ),
    # Six pairs and C: 七对 ready on C alone.
    pytest.param("1122p3344s55p66sC", {}, {"standard": 3, "seven_pairs": 0}, "C", id="seven-pairs-ready"),
    # A meld rules 七对 out.
    pytest.param(
        "[555p,1]46p123789sCC", {}, {"standard": 0, "seven_pairs": None}, "5p", id="closed-five-wait"
    ),
]


@pytest.mark.parametrize(("hand", "ctx", "families", "effective"), KNOWN)
def test_known_hands(hand: str, ctx: dict[str, int], families: dict[str, int | None], effective: str) -> None:
    result = measure(hand, **ctx)
    assert result.analysis.families == families
    assert result.shanten == min(v for v in families.values() if v is not None)
    assert result.analysis.effective == names(effective)


def test_k1_a_character_is_refused_at_its_place() -> None:
    with pytest.raises(InvalidHandError, match="1m is not a tile of"):
        measure("1m379p2468sCCFPP")


def test_k1_wilds_are_refused() -> None:
    with pytest.raises(ContextError, match="wild is not part of"):
        measure("1379p2468sCCFPP", wild=31)


def test_k1_visible_character_is_refused() -> None:
    with pytest.raises(ContextError, match="not a tile of"):
        shanten("1379p2468sCCFPP", rules=SYSTEM, visible=(0,))


def test_visible_copies_lower_the_unseen_count_only() -> None:
    seen = shanten("1379p2468sCCFPP", rules=SYSTEM, visible=(10, 10, 10))
    assert isinstance(seen, ShantenResult)
    assert seen.analysis == measure("1379p2468sCCFPP").analysis
    assert seen.unseen[10] == 1
