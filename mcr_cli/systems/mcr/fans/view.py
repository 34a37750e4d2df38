"""What one reading of a hand shows: its sets, pair, tiles and context.

The detectors read a ``View`` and never the raw hand, so every fan is judged
on the same facts: melds and concealed sets merged, kongs counted apart, and
a pung completed by a discard treated as exposed (it was claimed, in effect).
"""

from __future__ import annotations

from functools import cache

from ....model.hand import Hand, MeldKind
from ....model.readings import CHOW, Arrangement, Shape
from ....model.tiles import Tile, format_tiles
from ...context import WinContext

Counts = list[int]
"""Fan counts indexed by fan number (index 0 unused)."""


class Notes:
    """Optional evidence: for each fan, the sets or tiles that make it."""

    __slots__ = ("dropped", "parts")

    def __init__(self) -> None:
        self.parts: dict[int, list[str]] = {}
        self.dropped: list[tuple[int, str, str]] = []

    def add(self, fan: int, *what: str) -> None:
        self.parts.setdefault(fan, []).extend(what)

    def drop(self, fan: int, rule: str, detail: str) -> None:
        """A fan the sets show that a counting principle keeps out."""
        self.dropped.append((fan, rule, detail))


class View:
    """The facts of one reading that fans are judged on.

    A plain class with slots, not a ``NamedTuple``: one is built per reading
    on the hot path, nothing compares or unpacks it, and its class costs no
    start-up (a ``NamedTuple`` class is compiled at import); compiled, it is a
    native class.
    """

    __slots__ = (
        "arrangement",
        "chows",
        "concealed_pungs",
        "counts",
        "ctx",
        "hand",
        "kongs",
        "pair",
        "pungs",
        "shape",
    )

    def __init__(
        self,
        shape: Shape,
        hand: Hand,
        ctx: WinContext,
        arrangement: Arrangement,
        chows: list[Tile],
        pungs: list[Tile],
        kongs: list[tuple[Tile, bool]],
        concealed_pungs: int,
        pair: Tile | None,
        counts: list[int],
    ) -> None:
        self.shape = shape
        self.hand = hand
        self.ctx = ctx
        self.arrangement = arrangement
        self.chows = chows  # lowest tile of every chow, melded or concealed
        self.pungs = pungs  # tile of every pung and kong
        self.kongs = kongs  # (tile, concealed)
        self.concealed_pungs = concealed_pungs  # pungs and kongs that count as 暗刻
        self.pair = pair
        self.counts = counts  # every tile of the hand, a kong counting four

    @property
    def win_tile(self) -> Tile:
        assert self.hand.win_tile is not None
        return self.hand.win_tile


@cache
def chow_text(tile: Tile) -> str:
    return format_tiles([tile, tile + 1, tile + 2])


@cache
def pung_text(tile: Tile, size: int = 3) -> str:
    return format_tiles([tile] * size)


def build_view(hand: Hand, ctx: WinContext, arrangement: Arrangement, counts: list[int]) -> View:
    """Merge a reading of the concealed tiles with the melds into one ``View``."""
    chows: list[Tile] = []
    pungs: list[Tile] = []
    kongs: list[tuple[Tile, bool]] = []
    concealed = 0
    for meld in hand.melds:
        if meld.kind is MeldKind.CHOW:
            chows.append(meld.tile)
        else:
            pungs.append(meld.tile)
            if meld.kind is MeldKind.KONG:
                kongs.append((meld.tile, meld.is_concealed))
        if meld.is_concealed:
            concealed += 1
    win = hand.win_tile
    win_in_chow = False
    win_pung = False
    for kind, tile in arrangement.sets:
        if kind == CHOW:
            chows.append(tile)
            if win is not None and tile <= win <= tile + 2 and win < 27 and win // 9 == tile // 9:
                win_in_chow = True
        else:
            pungs.append(tile)
            concealed += 1
            if tile == win:
                win_pung = True
    if win_pung and not ctx.self_drawn and not win_in_chow:
        # The discard completed this pung: it counts as exposed (明刻).
        concealed -= 1
    return View(
        shape=arrangement.shape,
        hand=hand,
        ctx=ctx,
        arrangement=arrangement,
        chows=chows,
        pungs=pungs,
        kongs=kongs,
        concealed_pungs=concealed,
        pair=arrangement.pair,
        counts=counts,
    )
