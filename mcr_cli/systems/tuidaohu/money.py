"""推倒胡's money: who pays the win (T8), what 买马 horses move (T9), and every player's kong money (T12).

Apart from the table and the readings because none of it depends on which
reading counts: only on the total, the seats and the melds.  Every function
returns transfers ``(payer, payee, amount)`` for ``settle`` to sum per seat.
"""

from __future__ import annotations

from collections.abc import Callable

from ...model.tiles import Tile, tile_name
from ..context import WinContext
from ..kong_flag import CONCEALED_KONG, PROMOTED
from ..kongs import Kong
from ..result import Horse
from ..settle import Transfer, from_each, others
from . import HORSES, Horses

SEAT_OF_HONOR = {27: 0, 28: 1, 29: 2, 30: 3, 31: 1, 32: 2, 33: 3}
"""买马: how far past the winner each honor points (东 the winner, 南/中 下家, 西/发 对家, 北/白 上家)."""


def horse_target(tile: Tile, winner: int) -> int:
    """The seat a horse tile points at, counted from the winner in turn order (1/5/9/东 the winner)."""
    steps = (tile % 9) % 4 if tile < 27 else SEAT_OF_HONOR[tile]
    return (winner + steps) % 4


def horses_shown(ctx: WinContext, seats: str) -> tuple[Horse, ...]:
    """Every horse drawn and the seat it points at: shown even when the win is not valid."""
    winner = ctx.seat_wind
    return tuple(
        Horse(seats[holder], tile_name(tile), seats[horse_target(tile, winner)])
        for holder, tiles in horses_of(ctx)
        for tile in tiles
    )


def win_transfers(ctx: WinContext, total: int, robbed_pays: str = "all") -> list[Transfer]:
    """T8 (rev. 2): self-drawn, each other seat pays ``total``; on a discard the discarder does.

    Robbing a kong, the robbed player (``--discarder``) pays for the whole
    table, 3 × ``total`` (抢杠全包), unless ``robbed_pays`` is ``"one"``.
    """
    winner = ctx.seat_wind
    if ctx.self_drawn:
        return from_each(others("ESWN", winner), winner, total)
    discarder = ctx.discarder_seat()
    assert discarder is not None
    shares = 3 if ctx.kong and robbed_pays != "one" else 1
    return [(discarder, winner, shares * total)]


def horse_transfers(ctx: WinContext, paid: list[Transfer]) -> list[Transfer]:
    """T9: a horse on the winner earns its holder what each payer paid; on a payer, its holder pays that."""
    winner = ctx.seat_wind
    paid_by = {payer: amount for payer, _, amount in paid}
    out: list[Transfer] = []
    for holder, tiles in horses_of(ctx):
        for tile in tiles:
            target = horse_target(tile, winner)
            if target == winner:
                out += [(payer, holder, amount) for payer, amount in paid_by.items()]
            elif target in paid_by:
                out.append((holder, winner, paid_by[target]))
    return out


def kong_price(base: int) -> Callable[[Kong], list[Transfer]]:
    """杠钱 of one kong, whoever made it: melded 3 × base from the supplier; promoted 1, concealed 2 each."""

    def price(kong: Kong) -> list[Transfer]:
        if kong.kind == CONCEALED_KONG:
            return from_each(others("ESWN", kong.seat), kong.seat, 2 * base)
        if kong.kind == PROMOTED:
            return from_each(others("ESWN", kong.seat), kong.seat, base)
        assert kong.source is not None
        return [(kong.source, kong.seat, 3 * base)]

    return price


def horses_of(ctx: WinContext) -> Horses:
    """The horses of ``ctx`` (``--horses``): each holder seat and its tiles."""
    horses: Horses = ctx.get(HORSES)
    return horses
