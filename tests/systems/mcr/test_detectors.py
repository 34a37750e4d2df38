"""MCR's declared detector rows (``fans/detectors.py``) against the scorer that calls them by name.

Three things hold the declaration true: every fan is in exactly one row;
the scorer's per-reading detection is the rows run in their declared order;
and each detector, run alone, counts only the fans its row declares and,
over the test hands of every fan (``test_fans.py``) and generated hands,
every one of them.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache

import pytest

from mcr_cli.errors import ContextError
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.mcr import scoring
from mcr_cli.systems.mcr.fans.detectors import AFTER, DETECTED_BY, DETECTORS, HAND, READING, SETTLED
from mcr_cli.systems.mcr.fans.exclusions import apply_exclusions
from mcr_cli.systems.mcr.fans.table import ROWS
from mcr_cli.systems.mcr.system import SYSTEM
from mcr_cli.systems.scoring import prepare
from tests.helpers.handgen import random_hand
from tests.systems.mcr.test_fans import COUNTED

READING_ROWS = [row for row in DETECTORS if row.runs == READING]
HAND_ROWS = [row for row in DETECTORS if row.runs == HAND]


def _hands() -> Iterator[tuple[str, WinContext]]:
    """The test hand of every fan, then 1,500 generated ones (specials, kongs, every context) that the
    checks accept (a generated context can contradict its hand: robbing a kong whose tile is held)."""
    for param in COUNTED:
        yield param.values[0], param.values[1]
    rng = random.Random(24)
    for _ in range(1500):
        yield random_hand(rng)


@cache
def _readings() -> tuple[tuple[scoring.Reading, list[int]], ...]:
    """Each reading of every hand with the hand's tile counts (a kong counting four)."""
    out = []
    for n, (text, ctx) in enumerate(_hands()):
        try:
            p = prepare(text, ctx, SYSTEM)
        except ContextError:
            assert n >= len(COUNTED), text
            continue
        out += [(reading, reading[0].counts) for reading in scoring.readings(p.hand, p.ctx)]
    return tuple(out)


def test_every_fan_has_exactly_one_row() -> None:
    declared = sorted(fan for row in DETECTORS for fan in row.fans)
    assert declared == list(range(1, 82))
    for n, zh, *_ in ROWS:
        assert n in DETECTED_BY[n].fans, zh


def test_rows_run_at_a_declared_time_with_unique_names() -> None:
    assert {row.runs for row in DETECTORS} == {HAND, READING, AFTER, SETTLED}
    assert len({row.name for row in DETECTORS}) == len(DETECTORS)


def test_detect_reading_is_the_reading_rows_in_order() -> None:
    """What the scorer's direct calls find equals the declared rows folded over the same counts."""
    assert len(_readings()) > 1500
    for (view, hand_wide), _ in _readings():
        folded = hand_wide.copy()
        for row in READING_ROWS:
            row.run(view, folded, None)
        assert scoring.detect(view, hand_wide) == folded, view.hand


def test_hand_fans_is_the_hand_rows() -> None:
    for (view, hand_wide), counts in _readings():
        fans = [0] * 82
        kongs = {m.tile for m in view.hand.melds if m.kind.name == "KONG"}
        for row in HAND_ROWS:
            row.run(*((view.hand, view.ctx) if row.name == "context" else (counts, kongs)), fans, None)
        assert fans == hand_wide


@pytest.mark.parametrize("row", [*HAND_ROWS, *READING_ROWS], ids=lambda row: row.name)
def test_each_detector_counts_exactly_its_declared_fans(row: object) -> None:
    """Alone on an empty count list, a detector sets only its row's fans; over the hands, each of them."""
    assert isinstance(row, type(DETECTORS[0]))
    seen: set[int] = set()
    done: set[int] = set()
    for (view, _), counts in _readings():
        if row.runs == HAND and id(view.hand) in done:
            continue
        done.add(id(view.hand))
        fans = [0] * 82
        if row.runs == READING:
            row.run(view, fans, None)
        elif row.name == "context":
            row.run(view.hand, view.ctx, fans, None)
        else:
            kongs = {m.tile for m in view.hand.melds if m.kind.name == "KONG"}
            row.run(counts, kongs, fans, None)
        shown = {fan for fan, n in enumerate(fans) if n}
        assert shown <= set(row.fans), (row.name, view.hand, shown - set(row.fans))
        seen |= shown
    assert seen == set(row.fans)


def test_chicken_hand_row_is_what_exclusion_leaves() -> None:
    """无番和's row: a reading with no fan left after 不计 counts it, and only then."""
    fans = [0] * 82
    apply_exclusions(fans, None, False)
    assert [fan for fan, n in enumerate(fans) if n] == list(DETECTED_BY[43].fans) == [43]
    fans = [0] * 82
    fans[63] = 1  # 平和 is left: no chicken hand
    apply_exclusions(fans, None, False)
    assert not fans[43]


def test_flowers_row_counts_the_declared_flowers() -> None:
    fans = [0] * 82
    DETECTED_BY[81].run(WinContext(flowers=3), fans)
    assert fans[81] == 3 and sum(fans) == 3
