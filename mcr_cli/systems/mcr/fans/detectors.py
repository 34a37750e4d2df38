"""Where each of MCR's 81 fans is found: the detectors as declared rows, and a fan's row by number.

A regional system's rows are one pattern each, its metadata beside its
predicate.  MCR's 81 fans are found by eleven detectors instead, because
one pass finds many: one look at a reading's chows sees every chow fan and
the pairs and trios they make (套算一次 is decided there, with all of them
in view); one look at the tile counts sees every fan of the whole hand.  So
MCR's row is the detector: its predicate (the function), when it runs (once
a hand, or once per reading), and the fans it may count.  ``DETECTED_BY``
answers "which code finds 三色三步高?" without a grep, and the fans' own
metadata (names, points, 不计) stays in the one table of ``table.py``.

``scoring.py`` calls the same functions by name, in this order: a direct
call compiles to a native one, where a loop over this tuple would call
through Python objects on every reading of every hand.
``tests/systems/mcr/test_detectors.py`` holds the two to each other, every
fan to exactly one row, and each detector to the fans its row declares (on
the test hands of every fan and on generated hands).

    >>> DETECTED_BY[Fan.MIXED_SHIFTED_CHOWS].name, DETECTED_BY[Fan.MIXED_SHIFTED_CHOWS].runs
    ('chows', 'reading')
    >>> [row.name for row in DETECTORS if row.runs == "hand"]
    ['context', 'tiles']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, NamedTuple

from .chows import detect_all_chows, detect_chow_fans
from .exclusions import apply_exclusions
from .pungs import detect_concealed_pungs, detect_honor_fans, detect_kong_fans, detect_pung_fans
from .situation import count_flowers, detect_context_fans, detect_wait_fans
from .special import detect_shape_fans
from .table import Fan
from .tiles_wide import detect_set_wide_fans, detect_tile_fans

F = Fan

HAND: Final = "hand"
"""Runs once a hand, before the readings: the win context, the tiles' counts."""
READING: Final = "reading"
"""Runs on each reading (``View``) of the hand's sets."""
AFTER: Final = "after 不计"
"""Set once the other fans are excluded: 无番和 is what a reading with nothing left counts."""
SETTLED: Final = "settled"
"""Set as the result is made: flowers are no fan of a reading and count towards no minimum."""


class Detector(NamedTuple):
    """One row: a detector's name, its predicate, when it runs and the fans it may count."""

    name: str
    run: Callable[..., None]
    runs: str
    fans: tuple[int, ...]


# fmt: off
DETECTORS: Final[tuple[Detector, ...]] = (
    Detector("context", detect_context_fans, HAND, (
        F.LAST_TILE_DRAW, F.LAST_TILE_CLAIM, F.OUT_WITH_REPLACEMENT_TILE, F.ROBBING_THE_KONG,
        F.MELDED_HAND, F.FULLY_CONCEALED_HAND, F.LAST_TILE, F.CONCEALED_HAND, F.SELF_DRAWN,
    )),
    Detector("tiles", detect_tile_fans, HAND, (
        F.ALL_GREEN, F.ALL_TERMINALS, F.ALL_HONORS, F.ALL_TERMINALS_AND_HONORS, F.FULL_FLUSH,
        F.UPPER_TILES, F.MIDDLE_TILES, F.LOWER_TILES, F.UPPER_FOUR, F.LOWER_FOUR, F.REVERSIBLE_TILES,
        F.HALF_FLUSH, F.ALL_TYPES, F.TILE_HOG, F.ALL_SIMPLES, F.ONE_VOIDED_SUIT, F.NO_HONORS,
    )),
    Detector("shape", detect_shape_fans, READING, (
        F.NINE_GATES, F.SEVEN_SHIFTED_PAIRS, F.THIRTEEN_ORPHANS, F.SEVEN_PAIRS,
        F.GREATER_HONORS_AND_KNITTED, F.LESSER_HONORS_AND_KNITTED, F.KNITTED_STRAIGHT,
    )),
    Detector("chows", detect_chow_fans, READING, (
        F.PURE_TERMINAL_CHOWS, F.QUADRUPLE_CHOW, F.FOUR_PURE_SHIFTED_CHOWS, F.PURE_TRIPLE_CHOW,
        F.PURE_STRAIGHT, F.THREE_SUITED_TERMINAL_CHOWS, F.PURE_SHIFTED_CHOWS, F.MIXED_STRAIGHT,
        F.MIXED_TRIPLE_CHOW, F.MIXED_SHIFTED_CHOWS, F.PURE_DOUBLE_CHOW, F.MIXED_DOUBLE_CHOW,
        F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS,
    )),
    Detector("all chows", detect_all_chows, READING, (F.ALL_CHOWS,)),
    Detector("pungs", detect_pung_fans, READING, (
        F.FOUR_PURE_SHIFTED_PUNGS, F.PURE_SHIFTED_PUNGS, F.TRIPLE_PUNG, F.MIXED_SHIFTED_PUNGS,
        F.DOUBLE_PUNG,
    )),
    Detector("honors", detect_honor_fans, READING, (
        F.BIG_FOUR_WINDS, F.BIG_THREE_DRAGONS, F.LITTLE_FOUR_WINDS, F.LITTLE_THREE_DRAGONS,
        F.BIG_THREE_WINDS, F.TWO_DRAGON_PUNGS, F.DRAGON_PUNG, F.PREVALENT_WIND, F.SEAT_WIND,
        F.PUNG_OF_TERMINALS_OR_HONORS,
    )),
    Detector("kongs", detect_kong_fans, READING, (
        F.FOUR_KONGS, F.THREE_KONGS, F.TWO_CONCEALED_KONGS, F.TWO_MELDED_KONGS, F.CONCEALED_KONG,
        F.MELDED_KONG,
    )),
    Detector("concealed pungs", detect_concealed_pungs, READING, (
        F.FOUR_CONCEALED_PUNGS, F.THREE_CONCEALED_PUNGS, F.ALL_PUNGS, F.TWO_CONCEALED_PUNGS,
    )),
    Detector("set-wide", detect_set_wide_fans, READING, (F.ALL_EVEN_PUNGS, F.ALL_FIVES, F.OUTSIDE_HAND)),
    Detector("wait", detect_wait_fans, READING, (F.EDGE_WAIT, F.CLOSED_WAIT, F.SINGLE_WAIT)),
    Detector("chicken hand", apply_exclusions, AFTER, (F.CHICKEN_HAND,)),
    Detector("flowers", count_flowers, SETTLED, (F.FLOWER_TILES,)),
)
# fmt: on
"""Every detector, in the order ``scoring.py`` runs them."""


def _by_fan() -> tuple[Detector, ...]:
    by: dict[int, Detector] = {}
    for row in DETECTORS:
        for fan in row.fans:
            assert fan not in by, f"fan {fan} is declared by {by[fan].name} and {row.name}"
            by[fan] = row
    assert sorted(by) == list(range(1, 82)), "every fan needs a detector"
    return (DETECTORS[0], *[by[fan] for fan in range(1, 82)])


DETECTED_BY: Final[tuple[Detector, ...]] = _by_fan()
"""Each fan's row by fan number (index 0 unused, holding the first row)."""
