"""Tianjin shanten: four sets and a pair only (N4), two kinds of 混 (N5) standing for any tile.

Tile numbers: S is 28, 4s is 21.  Hand-worked hands first, then random hands
against the brute-force oracles.
"""

from __future__ import annotations

import pytest

from mcr_cli.errors import ContextError, InvalidHandError
from mcr_cli.model.tiles import parse_tile_name
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.readiness import ShantenResult
from mcr_cli.systems.waits import shanten

SYSTEM = "tianjin"


def names(text: str) -> tuple[int, ...]:
    return tuple(parse_tile_name(w) for w in text.split())


def measure(hand: str, **ctx: int) -> ShantenResult:
    result = shanten(hand, WinContext(**ctx), rules=SYSTEM)
    assert isinstance(result, ShantenResult)
    return result


KNOWN = [
    # Indicator S: 混 S and W, none held.  Ready on 1p or E, or on a drawn 混 (either pair).
    pytest.param(
        "123m456p789s11pEE", {"indicator": 28}, {"standard": 0}, "1p E S W", id="n5-a-drawn-hun-wins"
    ),
    # N4: six pairs are no shape here.  11m + 222m, 567s 567s, one set of 3344p: 11 of 12 kept.
    pytest.param(
        "1122m3344p5566s7s",
        {"indicator": 28},
        {"standard": 2},
        "1m 2m 3m 2p 3p 4p 5p 4s 7s S W",
        id="n4-no-seven-pairs",
    ),
    # Indicator 4s: 4s and 5s are 混 (two held).  123m 456p 789s, then 1m E and two 混: 1m or E
    # pairs; 2m, 3m make 123m with a 混; 4m re-reads 11m + 234m; a third 混 wins anyway.
    pytest.param(
        "123m456p789s1mE4s5s", {"indicator": 21}, {"standard": 0}, "1m 2m 3m 4m 4s 5s E", id="n5-two-hun-held"
    ),
]


@pytest.mark.parametrize(("hand", "ctx", "families", "effective"), KNOWN)
def test_known_hands(hand: str, ctx: dict[str, int], families: dict[str, int | None], effective: str) -> None:
    result = measure(hand, **ctx)
    assert result.analysis.families == families
    assert result.shanten == min(v for v in families.values() if v is not None)
    assert result.analysis.effective == names(effective)


def test_n5_indicator_kind_has_three_live_copies() -> None:
    result = measure("123m456p789s1mE4s5s", indicator=21)
    assert result.unseen[21] == 2 and result.unseen[22] == 3 and result.wilds == 2


def test_n5_shanten_needs_the_indicator() -> None:
    with pytest.raises(ContextError, match="needs indicator"):
        shanten("123m456p789s11pEE", rules=SYSTEM)


def test_n5_four_of_the_indicator_is_refused() -> None:
    with pytest.raises(InvalidHandError, match="flipped copy is dead"):
        measure("1111m456p789s11pE", indicator=0)


def test_n2_hun_in_a_pung_is_refused() -> None:
    with pytest.raises(InvalidHandError, match="never in a pung"):
        measure("[222m,1]456p789s11pEE", indicator=0)


def test_n2_gold_kong_holds_four_hun() -> None:
    """A 金杠 of 2m (indicator 1m): the kong holds four 混, none left to draw."""
    result = measure("[2222m]456p789s11pEE", indicator=0)
    assert result.shanten == 0 and result.analysis.effective == names("1m 1p E")
