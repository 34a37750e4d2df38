"""听牌 Waits and 上听数 shanten of a hand, as a player at the table sees them.

``find_waits`` takes a 13-tile hand and says, for every tile that completes a
winning shape, how many copies are still unseen and what the win is worth on
a discard and self-drawn — in MCR a wait below the 8-point minimum is no real
wait.  ``find_shanten`` takes 13 or 14 tiles and gives the distance to ready
per shape family, the effective tiles (有效牌), and for 14 tiles the table a
player uses to choose a discard.

"Unseen" copies are 4 less the copies in the hand (melds included) and those
the player has seen on the table (``visible``).  Winning tiles come from
``shanten.analyse``, which never offers a fifth copy; the scorer then values
each win.

>>> result = find_waits("1112345678999s")
>>> [(tile_name(w.tile), w.unseen) for w in result.waits][:3]
[('1s', 1), ('2s', 3), ('3s', 3)]
>>> third = result.waits[2]
>>> [f.zh for f in third.discard.fans], third.discard.fan_points, third.self_drawn.fan_points
(['九莲宝灯', '连六'], 89, 90)
"""

from __future__ import annotations

from collections.abc import Sequence

from ...errors import ContextError
from ...model.hand import Hand, check_hand, check_hand_types, parse_hand
from ...model.notation import plain_counts
from ...model.readings import counts_of
from ...model.tiles import Tile, tile_name
from .. import faults as F
from .. import find_system
from ..base import System
from ..context import WinContext, check_types
from ..engine import evaluate
from ..readiness import Discard, ShantenResult, Wait, WaitsResult
from ..result import FANS
from ..waits import parse_13_or_14, parse_visible
from .shanten import analyse, analyse_counts

Visible = str | Sequence[Tile]
"""Tiles seen on the table: notation (``1m1m5pEE``) or a sequence of tiles."""


def unseen_counts(hand: Hand, visible: Visible = ()) -> list[int]:
    """Copies of each tile neither in the checked hand (melds included) nor in ``visible``.

    Raises ``ContextError`` when the hand and ``visible`` hold a fifth copy, or
    ``visible`` is notation that does not read.
    """
    seen = counts_of(hand.all_tiles())
    shown = parse_visible(visible) if isinstance(visible, str) else visible
    for t in shown:
        seen[t] += 1
        if seen[t] > 4:
            raise ContextError(F.VISIBLE_FIFTH(tile=tile_name(t)))
    return [4 - n for n in seen]


def _read(hand: str | Hand, tiles: int) -> Hand:
    """Parse text, or check a ``Hand`` built in code, as a hand of ``tiles`` tiles."""
    if isinstance(hand, str):
        return parse_hand(hand, tiles)
    return check_hand(hand, tiles)


# --- shanten ----------------------------------------------------------------------------


def find_shanten(hand: str | Hand, visible: Visible = ()) -> ShantenResult:
    """Shanten of 13 or 14 tiles; raises ``NotationError``, ``InvalidHandError``, ``ContextError``."""
    if isinstance(hand, str):
        hand = parse_13_or_14(hand)
    else:
        checked = check_hand_types(hand)
        hand = _read(checked, 14 if checked.win_tile is not None else 13)
    return shanten_of(hand, visible)


def _plain_hand(text: str) -> Hand | None:
    """The 13 tiles of ``text``, or ``None`` for any fault: a caller's short road then takes the full one.

    Under MCR's own table with no context, nothing but the text can be at
    fault, so a text that reads needs no table prepared
    (``scoring.prepare_table``); one that does not is read again on the full
    road, which says what is wrong in its order.
    """
    try:
        return parse_hand(text, 13)
    except Exception:  # any fault is said again, in its place, on the full road
        return None


def plain_shanten(text: str) -> ShantenResult | None:
    """``mcr_cli.shanten(text)`` with every other argument at its default, for 13 tiles that read.

    Thirteen standing tiles in plain notation, a bot's text, are counted
    straight off the text (``plain_counts``): the counts are what the
    analysis reads, and a hand with no meld and nothing visible has 4 less
    them unseen.  Any other text is parsed (``parse_hand``).
    """
    counts = plain_counts(text)
    if counts is None or sum(counts) != 13 or max(counts) > 4:
        hand = _plain_hand(text)
        return None if hand is None else shanten_of(hand)
    standing = [t for t in range(34) for _ in range(counts[t])]
    unseen = tuple([4 - n for n in counts])
    return ShantenResult(
        "mcr", Hand((), tuple(standing), None), analyse_counts(counts), unseen, (), counting=FANS
    )


def shanten_of(hand: Hand, visible: Visible = ()) -> ShantenResult:
    """``find_shanten`` of a checked hand (what ``mcr shanten`` calls through the system: read once)."""
    unseen = tuple(unseen_counts(hand, visible))
    analysis = analyse(hand)
    discards: list[Discard] = []
    if hand.win_tile is not None:
        concealed = hand.concealed_tiles
        for t in sorted(set(concealed)):
            rest = list(concealed)
            rest.remove(t)
            after = analyse(Hand(hand.melds, tuple(rest), None))
            count = sum(unseen[e] for e in after.effective)
            discards.append(Discard(t, after.shanten, after.effective, count))
        discards.sort(key=lambda d: (d.shanten, -d.unseen, d.tile))
    return ShantenResult("mcr", hand, analysis, unseen, tuple(discards), counting=FANS)


# --- waits ------------------------------------------------------------------------------


def find_waits(hand: str | Hand, context: WinContext | None = None, visible: Visible = ()) -> WaitsResult:
    """Every tile that completes the 13-tile ``hand``, with unseen copies and both scores.

    Of ``context`` only the winds and flowers are used: how the win comes is
    what this tries.  A win on the last unseen copy counts 和绝张 when the
    other three are in melds or ``visible``, not when the winner holds them.
    Raises ``NotationError``, ``InvalidHandError`` (14 tiles, a fifth copy)
    and ``ContextError``.
    """
    hand = _read(hand, 13)
    ctx = WinContext() if context is None else check_types(context, {})
    return waits_of(find_system("mcr"), hand, ctx, visible)


def plain_waits(system: System, text: str) -> WaitsResult | None:
    """``mcr_cli.waits(text)`` with every other argument at its default, for 13 tiles that read."""
    hand = _plain_hand(text)
    return None if hand is None else waits_of(system, hand, WinContext())


def waits_of(system: System, hand: Hand, context: WinContext, visible: Visible = ()) -> WaitsResult:
    """``find_waits`` of a checked 13-tile hand and context (what ``mcr waits`` calls through the system)."""
    base = WinContext(
        seat_wind=context.seat_wind, prevalent_wind=context.prevalent_wind, flowers=context.flowers
    )
    unseen = unseen_counts(hand, visible)
    rules = system.rules()
    analysis = analyse(hand)
    if analysis.shanten > 0:
        return WaitsResult("mcr", hand, (), base, analysis.shanten, FANS)
    found = []
    for t in analysis.effective:
        last = unseen[t] <= 1 and t not in hand.standing
        won = Hand(hand.melds, hand.standing, t)
        on_discard = evaluate(system, won, base._replace(fourth_tile=last), rules, detail=False)
        self_drawn = evaluate(system, won, base._replace(fourth_tile=last, self_drawn=True), rules, False)
        found.append(Wait(t, unseen[t], on_discard, self_drawn, FANS))
    return WaitsResult("mcr", hand, tuple(found), base, 0, FANS)
