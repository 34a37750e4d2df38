"""鸡平胡 shanten: four sets and a pair, 十三幺 (no 七对: J2), no wilds.

With no wild the shapes are MCR's, so the families must equal MCR's own
shanten (itself checked against pymahjonggb); then random hands against
the brute-force oracles.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from mcr_cli.model.hand import parse_hand
from mcr_cli.model.tiles import parse_tile_name
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.mcr.shanten import analyse as mcr_analyse
from mcr_cli.systems.readiness import ShantenResult
from mcr_cli.systems.waits import shanten
from tests.helpers.shanten_hands import Drawn, system_hands

SYSTEM = "jipinghu"


def names(text: str) -> tuple[int, ...]:
    return tuple(parse_tile_name(w) for w in text.split())


def measure(hand: str, **ctx: int) -> ShantenResult:
    result = shanten(hand, WinContext(**ctx), rules=SYSTEM)
    assert isinstance(result, ShantenResult)
    return result


KNOWN = [
    pytest.param(
        "19m19p19sESWNCF3m",
        {},
        {"standard": 7, "thirteen_orphans": 1},
        "1m 9m 1p 9p 1s 9s E S W N C F P",
        id="twelve-orphans",
    ),
    # J2: six pairs and a single are no shape here (MCR: 七对 ready).
    pytest.param(
        "1122m3344p5566s7s",
        {},
        {"standard": 2, "thirteen_orphans": 11},
        "1m 2m 3m 2p 3p 4p 5p 4s 7s",
        id="j2-no-seven-pairs",
    ),
    pytest.param(
        "[123m,1]456p789s11pEE", {}, {"standard": 0, "thirteen_orphans": None}, "1p E", id="chow-meld"
    ),
]


@pytest.mark.parametrize(("hand", "ctx", "families", "effective"), KNOWN)
def test_known_hands(hand: str, ctx: dict[str, int], families: dict[str, int | None], effective: str) -> None:
    result = measure(hand, **ctx)
    assert result.analysis.families == families
    assert result.shanten == min(v for v in families.values() if v is not None)
    assert result.analysis.effective == names(effective)


@settings(max_examples=60, deadline=None)
@given(system_hands(SYSTEM, (0, 2), size=13))
def test_families_are_mcrs_without_wilds(d: Drawn) -> None:
    result = measure(d.text)
    mcr = mcr_analyse(parse_hand(d.text, 13))
    assert result.analysis.families == {k: mcr.families[k] for k in ("standard", "thirteen_orphans")}
    others = [v for k, v in mcr.families.items() if k not in result.analysis.families and v is not None]
    if all(v > result.shanten for v in others):  # MCR's effective tiles come from our shapes alone
        assert result.analysis.effective == mcr.effective
