"""Bridge to pymahjonggb (the C++ MCR calculator), for cross-checks and benchmarks only.

The package never imports this: it lives with the tests.
"""

from __future__ import annotations

from mcr_cli.model.hand import Hand, MeldKind
from mcr_cli.systems.context import WinContext

_PREFIX = "WBT"
_HONORS = ("F1", "F2", "F3", "F4", "J1", "J2", "J3")


def ref_tile(t: int) -> str:
    """pymahjonggb's name of one of our tiles: W1 (1m), B1 (1p), T1 (1s), F1-F4 winds, J1-J3 中发白."""
    return _HONORS[t - 27] if t >= 27 else f"{_PREFIX[t // 9]}{t % 9 + 1}"


def ref_args(hand: Hand, ctx: WinContext) -> dict:
    """Keyword arguments of ``MahjongGB.MahjongFanCalculator`` for a hand and its context."""
    packs = []
    for m in hand.melds:
        if m.kind is MeldKind.CHOW:
            packs.append(("CHI", ref_tile(m.tile + 1), m.offer))
        elif m.kind is MeldKind.PUNG:
            packs.append(("PENG", ref_tile(m.tile), m.offer))
        else:
            packs.append(("GANG", ref_tile(m.tile), m.offer - 4 if m.offer > 4 else m.offer))
    assert hand.win_tile is not None
    return dict(
        pack=tuple(packs),
        hand=tuple(ref_tile(t) for t in hand.standing),
        winTile=ref_tile(hand.win_tile),
        flowerCount=ctx.flowers,
        isSelfDrawn=ctx.self_drawn,
        is4thTile=ctx.fourth_tile,
        isAboutKong=ctx.kong,
        isWallLast=ctx.last_tile,
        seatWind=ctx.seat_wind,
        prevalentWind=ctx.prevalent_wind,
        verbose=True,
    )
