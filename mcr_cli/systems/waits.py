"""Waits and shanten of a hand under any system: the tiles that complete it, what each win is worth.

Each tile of the system's set is tried as the winning tile, on a discard and
self-drawn, through the same ``score`` the scorer uses, so waits and
scores can never disagree.  A tile that cannot be won on a discard (the wild
tile; any discard in Tianjin) shows as self-drawn only.  Each wait has its
unseen copies; one with none left (all in the hand or ``visible``) is dead.

Shanten (``shanten``) measures the hand against the system's own shapes
(``System.shapes``, searched by ``shapes.py``), wilds as wilds, with
the effective tiles of 13 tiles or the discard table of 14.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from ..errors import ContextError, InvalidHandError, NotationError, NotWinningError
from ..faults import message_of
from ..limits import shorten
from ..model import checks
from ..model.hand import Hand, parse_hand
from ..model.notation import parse_tiles
from ..model.tiles import Tile, tile_name
from . import DEFAULT
from . import faults as F
from .base import Rules, System
from .context import WinContext
from .faults import OR_FOURTEEN, VISIBLE_TILES
from .readiness import Discard, ShantenResult, Wait, WaitsResult
from .result import Result
from .scoring import Prepared, prepare_table, score
from .shapes import Hold, Shapes, analyse


def waits(
    hand: str | Hand,
    context: WinContext | None = None,
    *,
    rules: str | System | Rules = DEFAULT,
    house: str | os.PathLike[str] | None = None,
    visible: str | Sequence[Tile] = (),
) -> WaitsResult:
    """The waits of a 13-tile hand under the rules in force: what ``mcr waits`` shows, for any system.

    The core of ``mcr_cli.waits``.  The hand, the context and the rules are
    checked as ``score`` checks them (the same tiles, flags and table checks,
    so a hand that cannot be scored cannot be waited on either), then
    ``visible`` (notation or tile numbers); then the system's own analysis
    answers (MCR's), or every tile is tried through the scorer.
    """
    p = prepare_table(hand, context, rules, house, 13)
    shown = _visible(visible)
    own = p.system.find_waits(p.hand, p.ctx, p.rules, shown)
    if own is not None:
        return own
    return find_system_waits(p.rules, p.hand, p.ctx, shown)


def parse_visible(text: str) -> tuple[Tile, ...]:
    """The tiles of ``--visible`` as notation: standing tiles, no melds (``1p1pE``).

    Raises ``ContextError`` (the fault is in a flag, not in the hand).
    """
    try:
        return parse_tiles(text)
    except (NotationError, InvalidHandError) as err:
        raise ContextError(VISIBLE_TILES(text=shorten(text), what=message_of(err))) from None


def _visible(visible: str | Sequence[Tile]) -> tuple[Tile, ...]:
    """The tile numbers of ``visible``: notation read (a fault is a ``ContextError``), numbers as they are."""
    return parse_visible(visible) if isinstance(visible, str) else tuple(visible)


def find_system_waits(
    rules: Rules, hand: Hand, ctx: WinContext, visible: tuple[Tile, ...] = ()
) -> WaitsResult:
    """Every tile that completes the checked 13-tile ``hand`` under ``rules``, each scored both ways."""
    system = rules.system
    shapes = shapes_of(system)
    unseen = unseen_counts(system, shapes, hand, ctx, visible)
    copies = in_play(system, shapes, ctx)
    held = hand.all_tiles()
    found = []
    for tile in sorted(system.tiles):
        if held.count(tile) >= copies[tile]:
            continue  # no copy left to win on (Tianjin's three live indicators all held): no wait
        won = Hand(hand.melds, hand.standing, tile)
        results: list[Result | None] = []
        for self_drawn in (False, True):
            try:
                results.append(score(won, ctx._replace(self_drawn=self_drawn), rules=rules))
            except (NotWinningError, ContextError):
                results.append(None)
        if results[0] is not None or results[1] is not None:
            found.append(Wait(tile, unseen[tile], results[0], results[1]))
    return WaitsResult(system.name, hand, tuple(found), ctx)


# --- shanten ----------------------------------------------------------------------------


def shapes_of(system: System) -> Shapes:
    """The shapes and wild tiles a system gives (``System.shapes``; four sets and a pair by default)."""
    return system.shapes()


def in_play(system: System, shapes: Shapes, ctx: WinContext) -> tuple[int, ...]:
    """Live copies of each tile: 4, a wild kind's own count (Tianjin's indicator 3), 0 if absent.

    A tile the hand already holds every live copy of cannot be drawn or
    won: it is no wait and no effective tile.
    """
    copies = dict(shapes.wild_kinds(ctx)) if shapes.wild_kinds else {}
    return tuple(copies.get(t, 4) if t in system.tiles else 0 for t in range(34))


def unseen_counts(
    system: System, shapes: Shapes, hand: Hand, ctx: WinContext, visible: tuple[Tile, ...]
) -> tuple[int, ...]:
    """Copies of each tile neither in the hand (melds included) nor in ``visible``; 0 if the system lacks it.

    A wild kind has the copies its system gives it (Tianjin's flipped
    indicator is dead: ``in_play``).  ``visible`` holding a tile the system
    lacks, or more copies than there are with the hand's, is a ``ContextError``.
    """
    shown = _visible(visible)
    copies = in_play(system, shapes, ctx)
    left = list(copies)
    for t in hand.all_tiles():
        left[t] -= 1
    for t in shown:
        if t not in system.tiles:
            raise ContextError(F.VISIBLE_NOT_IN_SYSTEM(tile=tile_name(t), system=system.label()))
        left[t] -= 1
        if left[t] < 0:
            there = copies[t]
            raise ContextError(F.VISIBLE_TOO_OFTEN(tile=tile_name(t), count=there))
    return tuple(left)


def tiles_held(hand: str | Hand) -> int:
    """13 or 14: the tiles of a hand to measure, its text read (``tiles_of``), a ``Hand`` by its winning tile.

    The ``Hand``'s ``win_tile`` is read as it is (untyped): ``prepare_table`` checks the hand after.
    """
    return tiles_of(hand) if isinstance(hand, str) else 14 if checks.fields_of(hand)[2] is not None else 13


def tiles_of(text: str) -> int:
    """13 or 14: how many tiles the hand text holds (``parse_13_or_14``)."""
    return 13 if parse_13_or_14(text).win_tile is None else 14


def parse_13_or_14(text: str) -> Hand:
    """A hand of 13 tiles, or else of 14; a count that fits neither is reported against 13."""
    try:
        return parse_hand(text, 13)
    except InvalidHandError as first:
        try:
            return parse_hand(text, 14)
        except InvalidHandError as second:
            if second.message == first.message:
                raise  # the same fault either way (a fifth copy)
            raise InvalidHandError(OR_FOURTEEN(what=first.said or first.message), first.position) from None


def shanten(
    hand: str | Hand,
    context: WinContext | None = None,
    *,
    rules: str | System | Rules = DEFAULT,
    house: str | os.PathLike[str] | None = None,
    visible: str | Sequence[Tile] = (),
) -> ShantenResult:
    """Shanten of 13 or 14 tiles under the rules in force: what ``mcr shanten`` shows, for any system.

    The core of ``mcr_cli.shanten``.  The hand, the context and the rules are
    checked as ``score`` checks them before a win (so a hand that cannot be
    scored cannot be measured either), then ``visible`` (notation or tile
    numbers), then the system's ``find_shanten`` answers, or the search of
    the shapes it gives (``System.shapes``).
    """
    if isinstance(hand, str):
        p = _prepared_13(hand, context, rules, house)
        if p is None:  # not 13 tiles, or a fault: read again as before, the faults in their order
            p = prepare_table(hand, context, rules, house, tiles_of(hand))
    else:
        p = prepare_table(hand, context, rules, house, tiles_held(hand))
    shown = _visible(visible)
    own = p.system.find_shanten(p.hand, p.ctx, p.rules, shown)
    return own if own is not None else system_shanten(p.system, p.hand, p.ctx, shown)


def _prepared_13(
    hand: str, context: WinContext | None, rules: str | System | Rules, house: str | os.PathLike[str] | None
) -> Prepared | None:
    """The table for ``hand`` as 13 tiles, or ``None`` if anything is wrong with it that way.

    Most calls hold 13 tiles that pass, and this reads them once where
    ``tiles_of`` and then the table would read them twice; ``None`` sends
    the rest down that road, which says what is wrong exactly as before.
    """
    try:
        return prepare_table(hand, context, rules, house, 13)
    except Exception:  # any fault is said again, in its place, on the road ``None`` takes
        return None


def hold_of(system: System, shapes: Shapes, hand: Hand, ctx: WinContext) -> tuple[Hold, tuple[Tile, ...]]:
    """The hand as the shape search reads it, and the wild kinds with a copy left to draw."""
    copies = dict(shapes.wild_kinds(ctx)) if shapes.wild_kinds else {}
    naturals = [0] * 34
    wilds = 0
    for t in hand.concealed_tiles:
        if t in copies:
            wilds += 1
        else:
            naturals[t] += 1
    caps = [4 if t in system.tiles and t not in copies else 0 for t in range(34)]
    left = dict(copies)
    for meld in hand.melds:
        for t in meld.tiles:
            caps[t] = max(0, caps[t] - 1)
            if t in left:
                left[t] -= 1
    jokers = sum(left.values())
    for t in hand.concealed_tiles:
        if t in left:
            left[t] -= 1
    drawable = tuple(t for t, n in left.items() if n > 0)
    return Hold(tuple(naturals), wilds, tuple(caps), 4 - len(hand.melds), jokers), drawable


def system_shanten(system: System, hand: Hand, ctx: WinContext, visible: tuple[Tile, ...]) -> ShantenResult:
    """The shanten of a checked hand by the shapes and wild tiles ``system`` declares (all but MCR)."""
    shapes = shapes_of(system)
    if shapes.check is not None:
        shapes.check(hand, ctx)
    unseen = unseen_counts(system, shapes, hand, ctx, visible)
    hold, drawable = hold_of(system, shapes, hand, ctx)
    whole = hand.win_tile is not None
    analysis = analyse(shapes, hold, not whole, drawable)
    wild_tiles = tuple(t for t, _ in shapes.wild_kinds(ctx)) if shapes.wild_kinds else ()
    discards: list[Discard] = []
    if whole:
        concealed = hand.concealed_tiles
        for t in sorted(set(concealed)):
            if t in wild_tiles and not shapes.discard_wilds:
                continue
            rest = list(concealed)
            rest.remove(t)
            after_hold, after_drawable = hold_of(system, shapes, Hand(hand.melds, tuple(rest), None), ctx)
            after = analyse(shapes, after_hold, True, after_drawable)
            count = sum(unseen[e] for e in after.effective)
            discards.append(Discard(t, after.shanten, after.effective, count))
        discards.sort(key=lambda d: (d.shanten, -d.unseen, d.tile))
    return ShantenResult(system.name, hand, analysis, unseen, tuple(discards), wild_tiles, hold.wilds)
