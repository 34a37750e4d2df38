"""``systems/waits.py``: waits and shanten under every system, through the Python API.

A tile the hand already holds every live copy of (four; three of Tianjin's
indicator, whose flipped copy is dead, N5) cannot be drawn or won: it is no
wait and no effective tile, and the hand's other waits are listed as usual.
"""

from __future__ import annotations

import pytest

import mcr_cli
from mcr_cli.model.hand import parse_hand
from mcr_cli.model.tiles import parse_tile_name, tile_name
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.readiness import ShantenResult, WaitsResult

# Three 7m (the indicator's live copies) and four 8m (the other 混) held: neither is a wait.
INDICATOR_HELD = "3m4m5m7m7m7m8m8m8m8m1s2s3s"
SEVEN_M = parse_tile_name("7m")
# Four 1p held: 1p would complete 111p + 123p with a pair of C, but there is no fifth; C is the wait.
FOUR_HELD = "1111p23p456s789sC"

NO_LIVE_COPY = [
    pytest.param("tianjin", INDICATOR_HELD, {"indicator": SEVEN_M}, ("7m", "8m"), 32, id="tianjin-indicator"),
    # Indicator 5m: the 混 5m and 6m win anything, and C.
    pytest.param("tianjin", FOUR_HELD, {"indicator": parse_tile_name("5m")}, ("1p",), 3, id="tianjin"),
    pytest.param("tuidaohu", FOUR_HELD, {}, ("1p",), 1, id="tuidaohu"),
    pytest.param(
        "tuidaohu", "5m5m5m5m123p456s789s", {"wild": parse_tile_name("5m")}, ("5m",), 33, id="tuidaohu-wild"
    ),
    pytest.param("jipinghu", FOUR_HELD, {}, ("1p",), 1, id="jipinghu"),
    pytest.param("kawuxing", FOUR_HELD, {}, ("1p",), 1, id="kawuxing"),
]


@pytest.mark.parametrize(("system", "hand", "ctx", "absent", "count"), NO_LIVE_COPY)
def test_waits_skip_a_tile_with_no_live_copy(
    system: str, hand: str, ctx: dict[str, int], absent: tuple[str, ...], count: int
) -> None:
    found = mcr_cli.waits(hand, WinContext(**ctx), rules=system)
    assert isinstance(found, WaitsResult)
    tiles = [tile_name(w.tile) for w in found.waits]
    assert len(tiles) == count and not set(absent) & set(tiles)
    assert all(w.unseen > 0 for w in found.waits)  # none held out of play, none seen: all live


@pytest.mark.parametrize(("system", "hand", "ctx", "absent", "count"), NO_LIVE_COPY)
def test_waits_skip_a_tile_with_no_live_copy_as_shanten_does(
    system: str, hand: str, ctx: dict[str, int], absent: tuple[str, ...], count: int
) -> None:
    """The waits are the effective tiles of the ready hand, with the same copies left."""
    found = mcr_cli.waits(hand, WinContext(**ctx), rules=system)
    measured = mcr_cli.shanten(hand, WinContext(**ctx), rules=system)
    assert isinstance(found, WaitsResult) and isinstance(measured, ShantenResult)
    assert measured.shanten == 0
    assert tuple(w.tile for w in found.waits) == measured.analysis.effective
    assert [w.unseen for w in found.waits] == [measured.unseen[t] for t in measured.analysis.effective]


def test_waits_skip_a_tile_with_no_live_copy_mcr() -> None:
    """MCR's own analysis: the fifth 1p is no wait, by waits and shanten alike."""
    found = mcr_cli.waits(FOUR_HELD)
    measured = mcr_cli.shanten(FOUR_HELD)
    assert [(tile_name(w.tile), w.unseen) for w in found.waits] == [("C", 3)]
    assert measured.analysis.effective == (parse_tile_name("C"),)


def test_shanten_skip_a_tile_with_no_live_copy_in_the_discard_table() -> None:
    """14 tiles, three 7m held (N5): a row lists 7m only where its discard leaves a live copy to draw."""
    hand = "3m4m5m7m7m7m8m8m8m1s2s3sEW"
    measured = mcr_cli.shanten(hand, WinContext(indicator=SEVEN_M), rules="tianjin")
    assert isinstance(measured, ShantenResult) and measured.discards
    held = parse_hand(hand, 14).all_tiles()
    for row in measured.discards:
        after = list(held)
        after.remove(row.tile)
        live = {t: 4 for t in range(34)} | {SEVEN_M: 3}
        assert all(after.count(e) < live[e] for e in row.effective), tile_name(row.tile)
        assert row.unseen == sum(measured.unseen[e] for e in row.effective)
    rows = {tile_name(row.tile): row for row in measured.discards}
    assert SEVEN_M not in rows["E"].effective  # the three live 7m are held
