"""MCR's steps of the engine's pipeline (``engine.py``): readings → detect → exclude → best → payments.

``readings`` gives each reading of the hand as a ``View`` (with the fans
every reading shares, worked out once); ``judge`` detects and excludes one
reading on its own; ``reading_key`` ranks them; ``settle`` makes the best
one's ``Result``.  With ``detail`` (a table, ``--explain``, the API) the
chosen reading is judged once more with notes, so that the result can say
which sets make each fan and which fans did not count, and why; without it
(the JSON of a batch, where a log of a million hands spends its time, and
the values of waits) the fans' counts are all it needs.
``tests/systems/mcr/test_lean.py`` holds the two equal.
"""

from __future__ import annotations

from typing import Final

from ...errors import ContextError
from ...faults import Said
from ...model.hand import Hand
from ...model.meld import MeldKind
from ...model.notation import format_meld
from ...model.readings import Arrangement, Shape, knitted_tiles
from ...model.readings import readings as _readings
from ...model.tiles import format_tiles, tile_name
from ..context import WinContext
from ..faults import FOURTH_TILE_STANDING, NO_WINNING_SHAPE
from ..result import FANS, CountedPattern, NotCounted, PatternName, Result
from .fans.chows import detect_all_chows, detect_chow_fans
from .fans.exclusions import Dropped, apply_exclusions
from .fans.pungs import detect_concealed_pungs, detect_honor_fans, detect_kong_fans, detect_pung_fans
from .fans.situation import count_flowers, detect_context_fans, detect_wait_fans
from .fans.special import detect_shape_fans
from .fans.table import POINTS, ROWS, Fan
from .fans.tiles_wide import detect_set_wide_fans, detect_tile_fans
from .fans.view import Counts, Notes, View, build_view, chow_text, pung_text
from .payments import payments

F = Fan  # plain ints in the hot loops (table.Fan)

_POINTS_81: Final = POINTS[:81]
"""Points of fans 0-80: what the 8-point minimum is measured on (81, flowers, left out)."""


def hand_fans(hand: Hand, ctx: WinContext, counts: list[int], notes: Notes | None = None) -> Counts:
    """Fans that are the same for every reading: of the win context and of the hand's tiles."""
    fans = [0] * 82
    detect_context_fans(hand, ctx, fans, notes)
    kongs = {m.tile for m in hand.melds if m.kind is MeldKind.KONG}
    detect_tile_fans(counts, kongs, fans, notes)
    return fans


def detect(view: View, hand_wide: Counts, notes: Notes | None = None) -> Counts:
    """Every fan one reading shows, before exclusions: ``hand_fans`` and the reading's own."""
    return detect_reading(view, hand_wide.copy(), notes)


def detect_reading(view: View, fans: Counts, notes: Notes | None = None) -> Counts:
    """``fans`` (a fresh list of the hand's own fans) with one reading's added.

    Each detector is called by name (a compiled call, not one through a tuple
    of function objects), in the order of the declared rows (``fans/detectors.py:
    DETECTORS``, where each fan's detector is looked up).  The set detectors see
    nothing in shapes without sets.
    """
    detect_shape_fans(view, fans, notes)
    detect_chow_fans(view, fans, notes)
    detect_all_chows(view, fans, notes)
    detect_pung_fans(view, fans, notes)
    detect_honor_fans(view, fans, notes)
    detect_kong_fans(view, fans, notes)
    detect_concealed_pungs(view, fans, notes)
    detect_set_wide_fans(view, fans, notes)
    detect_wait_fans(view, fans, notes)
    return fans


def fan_points(fans: Counts) -> int:
    """Points of the fans, flowers (81) excluded: a loop over the few fans a hand shows.

    >>> fans = [0] * 82
    >>> fans[Fan.ALL_PUNGS], fans[Fan.SELF_DRAWN], fans[Fan.FLOWER_TILES] = 1, 1, 3
    >>> fan_points(fans)
    7
    """
    points = 0
    for i in range(1, 81):
        n = fans[i]
        if n:
            points += _POINTS_81[i] * n
    return points


def reading_key(view: View, fans: Counts) -> tuple[int, ...]:
    """就高不就低, then the tie-break of ruling 19, as one sortable key.

    Highest fan points first.  Between readings worth the same, the reference
    scorers prefer the four-sets reading over seven pairs, a reading with
    一色三同顺 over one with 一色三节高, and one with 三同刻 over one without.
    Any tie left keeps the first reading found (lowest sets first).
    """
    return (
        fan_points(fans),
        view.shape is not Shape.SEVEN_PAIRS,
        fans[F.PURE_TRIPLE_CHOW],
        fans[F.TRIPLE_PUNG],
    )


Reading = tuple[View, Counts]
"""One reading as ``judge`` takes it: its view, and the fans every reading of the hand shares."""
Judged = tuple[View, Counts, tuple[int, ...]]
"""One reading judged: its view, its fans after exclusions (flowers not yet set), its ``reading_key``."""


def readings(hand: Hand, ctx: WinContext) -> list[Reading]:
    """Step 1: the checked hand as one ``View`` per reading of its concealed tiles (empty: no shape)."""
    counts = [0] * 34  # the concealed tiles (the hand is checked: no counts_of checks again)
    for t in hand.standing:
        counts[t] += 1
    if hand.win_tile is not None:
        counts[hand.win_tile] += 1
    arrangements = _readings(counts, len(hand.melds))
    if not arrangements:
        return []
    for meld in hand.melds:  # every tile of the hand, a kong counting four
        kind, tile = meld.kind, meld.tile
        if kind is MeldKind.CHOW:
            counts[tile] += 1
            counts[tile + 1] += 1
            counts[tile + 2] += 1
        else:
            counts[tile] += 4 if kind is MeldKind.KONG else 3
    hand_wide = hand_fans(hand, ctx, counts)  # the same for every reading
    return [(build_view(hand, ctx, arrangement, counts), hand_wide) for arrangement in arrangements]


def judge(reading: Reading) -> Judged:
    """Step 2: one reading's fans, detected and excluded (``apply_exclusions``), with its key."""
    view, hand_wide = reading
    fans = detect(view, hand_wide)
    ctx = view.ctx
    apply_exclusions(fans, None, ctx.prevalent_wind == ctx.seat_wind)
    return view, fans, reading_key(view, fans)


def no_win(hand: Hand) -> Said:
    return NO_WINNING_SHAPE(hand=str(hand))


_NAMES: Final[tuple[tuple[str, str, int], ...]] = (
    ("", "", 0),
    *[(zh, en, points) for _, zh, en, points, _ in ROWS],
)
"""Each fan's names and points by number, as a counted fan carries them."""


def settle(best: Judged, detail: bool) -> Result:
    """Step 4: the best reading's result: its fans (with evidence when ``detail``), flowers, payments."""
    view, fans, key = best
    if detail:
        return _detailed(view)
    flowers = view.ctx.flowers
    counted = [_counted(i, n) for i, n in enumerate(fans) if n]  # fan 0 is never set, 81 not yet
    if flowers:
        counted.append(_counted(81, flowers))
    return _result(view, tuple(counted), key[0], (), ("", ()))


_COUNTED: dict[int, CountedPattern] = {}
"""Each fan counted ``n`` times, made once: a counted fan without tiles is the same every time."""


def _counted(fan: int, n: int) -> CountedPattern:
    key = fan << 8 | n
    counted = _COUNTED.get(key)
    if counted is None:
        zh, en, points = _NAMES[fan]
        counted = CountedPattern(zh, en, points, n, "", fan)
        if n < 256:
            _COUNTED[key] = counted
    return counted


def _result(
    view: View,
    fans: tuple[CountedPattern, ...],
    points: int,
    dropped: tuple[NotCounted, ...],
    reading: tuple[str, tuple[str, ...]],
) -> Result:
    """The result of MCR's counting (``FANS``); its fields by position, in ``Result``'s order (a batch
    makes one a hand, and by keyword a ``NamedTuple`` of this many fields costs three times as much)."""
    ctx = view.ctx
    total = points + ctx.flowers
    valid = points >= 8
    discarder = ctx.discarder_seat()
    paid = payments(total, valid, ctx.seat_wind, discarder)
    # system, hand, fans, fan_points, total, valid, payments, context, counting, flowers,
    # multipliers, base, kong_payments, arithmetic, seat, discarder, capped, horses, reading, shape
    return Result(
        "mcr", view.hand, fans, points, total, valid, paid, ctx, FANS, ctx.flowers,
        (), 1, None, None, ctx.seat_wind, discarder, None, (), reading[1], reading[0], "", dropped,
    )  # fmt: skip


def check_fourth_tile(hand: Hand, ctx: WinContext) -> None:
    """和绝张 (ruling 17): the winning tile cannot be the last of its kind with another copy standing."""
    win = hand.win_tile
    if win is not None and ctx.fourth_tile and hand.standing.count(win) > 0:
        raise ContextError(FOURTH_TILE_STANDING())


def _detailed(view: View) -> Result:
    """The chosen reading judged once more with notes: each fan's sets, and every fan kept out and why."""
    notes = Notes()
    fans = detect(view, hand_fans(view.hand, view.ctx, view.counts, notes), notes)
    dropped: Dropped = []
    ctx = view.ctx
    apply_exclusions(fans, dropped, ctx.prevalent_wind == ctx.seat_wind)
    count_flowers(ctx, fans)
    counted = tuple(
        CountedPattern(*_NAMES[i], n, " ".join(notes.parts.get(i, ())), i) for i, n in enumerate(fans) if n
    )
    kept_out = tuple(_not_counted(fan, n, rule, by) for fan, n, by, rule in dropped)
    return _result(
        view, counted, fan_points(fans), kept_out + _principle_drops(notes), describe_reading(view)
    )


def _not_counted(fan: int, count: int, rule: str, by: int | None = None, detail: str = "") -> NotCounted:
    zh, en, points = _NAMES[fan]
    named = None if by is None else PatternName(by, _NAMES[by][0], _NAMES[by][1])
    return NotCounted(zh, en, None, fan, points, count, rule, named, detail)


def _principle_drops(notes: Notes) -> tuple[NotCounted, ...]:
    """Fans kept out by 不拆移, 套算一次, 不得相同 or 不重复, one per fan and sets.

    Two copies of a chow can each be kept out of the same pairing for
    different reasons; a reader sees the same tiles, so one row (the first
    reason recorded) stands for both.
    """
    seen: set[tuple[int, str]] = set()
    out = []
    for fan, rule, detail in notes.dropped:
        if (fan, detail) not in seen:
            seen.add((fan, detail))
            out.append(_not_counted(fan, 1, rule, None, detail))
    return tuple(out)


def describe_reading(view: View) -> tuple[str, tuple[str, ...]]:
    """The chosen reading's shape, and its sets and pair as notation."""
    arrangement: Arrangement = view.arrangement
    parts = [format_meld(m) for m in view.hand.melds]
    if arrangement.knitted is not None and view.shape is Shape.KNITTED_STRAIGHT:
        parts.append(format_tiles(sorted(knitted_tiles(arrangement.knitted))))
    for kind, tile in arrangement.sets:
        parts.append(chow_text(tile) if kind == 0 else pung_text(tile))
    if arrangement.pair is not None:
        parts.append(
            tile_name(arrangement.pair) * 2 if arrangement.pair >= 27 else pung_text(arrangement.pair, 2)
        )
    if view.shape in (Shape.SEVEN_PAIRS, Shape.THIRTEEN_ORPHANS, Shape.HONORS_AND_KNITTED):
        parts = [format_tiles(view.hand.concealed_tiles)]
    return view.shape.value, tuple(parts)
