"""Tianjin's money: the stakes between two seats (N14), every player's kong money (N15) and 铲 (N16).

Apart from the scoring because none of it depends on the reading: only on
the seats, the stakes given (坐庄, 拉庄) and the kongs.  Each function gives
transfers ``(payer, payee, amount)`` for ``settle`` to sum per seat.
"""

from __future__ import annotations

from collections.abc import Callable

from ...errors import ContextError
from ...faults import Said, Seat
from ...model.tiles import SEATS
from .. import faults as F
from ..base import Rules
from ..context import WinContext
from ..kong_flag import CONCEALED_KONG, GOLD
from ..kongs import Kong
from ..reasons import SEAT_FACTOR, ruled
from ..settle import Transfer, others
from . import CHAN, LAZHUANG, ZUOZHUANG
from .texts import STAKES


def check_lazhuang(ctx: WinContext) -> None:
    """拉庄: non-dealer seats, each once, 1 or 2 times (N14)."""
    seen: set[int] = set()
    for seat, n in ctx.get(LAZHUANG):
        if not 0 <= seat < 4:
            raise ContextError(F.LAZHUANG_NO_SEAT(seat=seat))
        name = SEATS[seat]
        if seat == ctx.dealer:
            raise ContextError(F.LAZHUANG_DEALER(seat=name, times=n))
        if not 1 <= n <= 2:
            raise ContextError(F.LAZHUANG_TIMES(seat=name, times=n))
        if seat in seen:
            raise ContextError(F.LAZHUANG_SEAT_TWICE(seat=name))
        seen.add(seat)


def stake(ctx: WinContext, a: int, b: int) -> int:
    """N14: the stake factor between seats ``a`` and ``b``: 坐庄 ×2, and ×2ⁿ for n 拉庄."""
    if ctx.dealer not in (a, b):
        return 1
    other = b if a == ctx.dealer else a
    factor = 2 if ctx.get(ZUOZHUANG) else 1
    lazhuang: tuple[tuple[int, int], ...] = ctx.get(LAZHUANG)
    return factor << dict(lazhuang).get(other, 0)


def stake_notes(ctx: WinContext, seats: str) -> tuple[Said, ...]:
    """The stake factor of each seat against the winner, when any is not 1."""
    win = ctx.seat_wind
    factors = {seats[p]: stake(ctx, p, win) for p in others(seats, win)}
    if all(f == 1 for f in factors.values()):
        return ()
    parts = tuple(SEAT_FACTOR(seat=Seat(s), factor=f) for s, f in factors.items())
    return (STAKES(ruling=ruled("N14", after=True), factors=parts),)


def kong_price(ctx: WinContext, rules: Rules) -> Callable[[Kong], list[Transfer]]:
    """N15 kong money of one kong, whoever made it: from each other seat × the stake with its maker × base."""
    base = rules.setting("base") or 1
    keys = {GOLD: "kong_gold", CONCEALED_KONG: "kong_concealed"}

    def price(kong: Kong) -> list[Transfer]:
        amount = (rules.setting(keys.get(kong.kind, "kong_exposed")) or 0) * base
        maker = kong.seat
        return [(p, maker, amount * stake(ctx, p, maker)) for p in others(SEATS, maker)]

    return price


def chan_transfers(ctx: WinContext, rules: Rules) -> list[Transfer]:
    """N16 铲: the dealer pays each non-dealer the setting × the stake between them × base."""
    if not ctx.get(CHAN):
        return []
    amount = (rules.setting("chan") or 0) * (rules.setting("base") or 1)
    dealer = ctx.dealer
    return [(dealer, p, amount * stake(ctx, dealer, p)) for p in others(SEATS, dealer)]
