"""MCR's scorer after the shared checks (``prepare``): readings → detect → exclude → best → payments.

``evaluate`` reads as the pipeline it is.  Each reading of the hand is judged
on its own (detect, then exclude); the best one by ``reading_key`` is judged
once more with notes, so that the result can say which sets make each fan
and which fans did not count, and why.

``evaluate_json`` runs the same pipeline without the notes and without the
second judging, and writes the contract's JSON object straight from the fan
counts: the path of ``mcr score --json --batch``, where a log of a million
hands spends its time.  ``tests/systems/mcr/test_lean.py`` holds it equal to
``evaluate(...).to_dict()``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ...errors import ContextError, NotWinningError
from ...model.hand import Hand, format_hand
from ...model.meld import MeldKind
from ...model.notation import format_meld
from ...model.readings import Arrangement, Shape, knitted_tiles, readings
from ...model.tiles import format_tiles, tile_name
from ..context import WinContext
from ..faults import FOURTH_TILE_STANDING, NO_WINNING_SHAPE
from .fans.chows import detect_all_chows, detect_chow_fans
from .fans.exclusions import Dropped, apply_exclusions
from .fans.pungs import detect_concealed_pungs, detect_honor_fans, detect_kong_fans, detect_pung_fans
from .fans.situation import detect_context_fans, detect_wait_fans
from .fans.special import detect_shape_fans
from .fans.table import FAN_JSON, POINTS, Fan
from .fans.tiles_wide import detect_set_wide_fans, detect_tile_fans
from .fans.view import Counts, Notes, View, build_view, chow_text, pung_text
from .payments import payments

if TYPE_CHECKING:  # the result types are built only off the lean JSON path
    from .result import DroppedFan, Reading, ScoreResult

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
    of function objects).  The set detectors see nothing in shapes without sets.
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


def evaluate(hand: Hand, ctx: WinContext) -> ScoreResult:
    """Score a checked 14-tile hand in its checked context (``systems.scoring.prepare`` checks both).

    Steps 2-6: every reading, detect and exclude each, keep the best, then the
    chosen reading once more with evidence; flowers; payments.
    """
    views = _views(hand, ctx)
    if len(views) == 1:  # most hands: nothing to choose, so no reading is judged twice
        return _result(views[0])
    return _result(_best(views)[0])


score_ready_hand = evaluate
"""What the wait analyser calls for each waiting tile of a hand it has checked."""


def evaluate_json(hand: Hand, ctx: WinContext) -> dict[str, Any]:
    """``evaluate(hand, ctx).to_dict()``, built straight from the fan counts.

    The lean path of ``mcr score --json`` (batches of millions of hands): no
    evidence notes, no second judging of the chosen reading, no result
    objects, fan points summed once.
    """
    fans, points = _lean(hand, ctx)
    flowers = ctx.flowers
    total = points + flowers
    return {
        "hand": format_hand(hand),  # checked by systems.scoring
        "fans": [{**FAN_JSON[i], "count": n} for i, n in enumerate(fans) if n],
        "fan_points": points,
        "flowers": flowers,
        "total": total,
        "valid": points >= 8,
        "payments": payments(total, points >= 8, ctx.seat_wind, ctx.discarder_seat()),
    }


def evaluate_json_text(hand: Hand, ctx: WinContext) -> str:
    """``evaluate_json(hand, ctx)`` as the JSON text ``mcr score --json`` writes, from pieces kept.

    The same bytes as ``json.dumps(evaluate_json(hand, ctx), ensure_ascii=False)``
    (``test_lean`` holds them so), without building the object and walking
    it: each fan's text is made once, and only numbers change from hand to hand.
    The hand's canonical notation is ASCII digits, letters, brackets and
    commas, which JSON quotes as they are.
    """
    fans, points = _lean(hand, ctx)
    flowers = ctx.flowers
    total = points + flowers
    valid = points >= 8
    pieces = _fan_texts()
    listed = ", ".join([f"{pieces[i]}{fans[i]}}}" for i in range(1, 82) if fans[i]])
    paid = payments(total, valid, ctx.seat_wind, ctx.discarder_seat())
    return (
        f'{{"hand": "{format_hand(hand)}", "fans": [{listed}], "fan_points": {points}, '
        f'"flowers": {flowers}, "total": {total}, "valid": {"true" if valid else "false"}, '
        f'"payments": {{"E": {paid["E"]}, "S": {paid["S"]}, "W": {paid["W"]}, "N": {paid["N"]}}}}}'
    )


_FAN_TEXTS: list[str] = []


def _fan_texts() -> list[str]:
    """Each fan's JSON text up to its count (``{"id": 1, …, "count": ``), made on first use."""
    if not _FAN_TEXTS:
        import json  # the batch path only: a single hand's JSON never loads it

        _FAN_TEXTS.extend(json.dumps(obj, ensure_ascii=False)[:-1] + ', "count": ' for obj in FAN_JSON)
    return _FAN_TEXTS


def _lean(hand: Hand, ctx: WinContext) -> tuple[Counts, int]:
    """The best reading's fans (flowers set) and its fan points: what the lean JSON is made of."""
    _, fans, points = _best(_views(hand, ctx))
    fans[F.FLOWER_TILES] = ctx.flowers
    return fans, points


def check_fourth_tile(hand: Hand, ctx: WinContext) -> None:
    """和绝张 (ruling 17): the winning tile cannot be the last of its kind with another copy standing."""
    win = hand.win_tile
    if win is not None and ctx.fourth_tile and hand.standing.count(win) > 0:
        raise ContextError(FOURTH_TILE_STANDING())


def _views(hand: Hand, ctx: WinContext) -> list[View]:
    """Step 2: the checked hand as one ``View`` per reading of its concealed tiles (never empty)."""
    counts = [0] * 34  # the concealed tiles (the hand is checked: no counts_of checks again)
    for t in hand.standing:
        counts[t] += 1
    if hand.win_tile is not None:
        counts[hand.win_tile] += 1
    arrangements = readings(counts, len(hand.melds))
    if not arrangements:
        raise NotWinningError(NO_WINNING_SHAPE(hand=str(hand)))
    for meld in hand.melds:  # every tile of the hand, a kong counting four
        kind, tile = meld.kind, meld.tile
        if kind is MeldKind.CHOW:
            counts[tile] += 1
            counts[tile + 1] += 1
            counts[tile + 2] += 1
        else:
            counts[tile] += 4 if kind is MeldKind.KONG else 3
    return [build_view(hand, ctx, arrangement, counts) for arrangement in arrangements]


def _best(views: list[View]) -> tuple[View, Counts, int]:
    """Steps 3-5: detect and exclude each reading; the best (the first of a tie), its fans and points."""
    hand_wide = hand_fans(views[0].hand, views[0].ctx, views[0].counts)  # the same for every reading
    ctx = views[0].ctx
    double_wind = ctx.prevalent_wind == ctx.seat_wind
    best: tuple[View, Counts, int] | None = None
    best_key: tuple[int, ...] = ()
    for view in views:
        fans = detect(view, hand_wide)
        apply_exclusions(fans, None, double_wind)
        key = reading_key(view, fans)
        if best is None or key > best_key:
            best, best_key = (view, fans, key[0]), key
    assert best is not None
    return best


def _result(view: View) -> ScoreResult:
    from .fans.catalogue import FANS, FanId  # the public types, off the lean JSON path
    from .result import CountedFan, DroppedFan, ScoreResult

    notes = Notes()
    fans = detect(view, hand_fans(view.hand, view.ctx, view.counts, notes), notes)
    dropped: Dropped = []
    ctx = view.ctx
    apply_exclusions(fans, dropped, ctx.prevalent_wind == ctx.seat_wind)
    fans[F.FLOWER_TILES] = ctx.flowers
    counted = tuple(
        CountedFan(FANS[FanId(i)], n, " ".join(notes.parts.get(i, ()))) for i, n in enumerate(fans) if n
    )
    points = fan_points(fans)
    total = points + ctx.flowers
    valid = points >= 8
    return ScoreResult(
        hand=view.hand,
        context=ctx,
        fans=counted,
        reading=describe_reading(view),
        dropped=tuple(DroppedFan(FANS[FanId(fan)], n, rule, FANS[FanId(by)]) for fan, n, by, rule in dropped)
        + _principle_drops(notes),
        payments=payments(total, valid, ctx.seat_wind, ctx.discarder_seat()),
    )


def _principle_drops(notes: Notes) -> tuple[DroppedFan, ...]:
    """Fans kept out by 不拆移, 套算一次, 不得相同 or 不重复, one per fan and sets.

    Two copies of a chow can each be kept out of the same pairing for
    different reasons; a reader sees the same tiles, so one row (the first
    reason recorded) stands for both.
    """
    from .fans.catalogue import FANS, FanId
    from .result import DroppedFan

    seen: set[tuple[int, str]] = set()
    out = []
    for fan, rule, detail in notes.dropped:
        if (fan, detail) not in seen:
            seen.add((fan, detail))
            out.append(DroppedFan(FANS[FanId(fan)], 1, rule, None, detail))
    return tuple(out)


def describe_reading(view: View) -> Reading:
    """The sets and pair of the chosen reading, as notation."""
    from .result import Reading

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
    return Reading(view.shape.value, tuple(parts))
