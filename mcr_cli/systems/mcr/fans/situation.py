"""Fans of how the hand was won: the win context and the wait.

自摸, 不求人, 门前清, 全求人, 和绝张, 妙手回春, 海底捞月, 杠上开花, 抢杠和 come
from the flags and the melds; 边张, 坎张 and 单钓将 from the wait.
"""

from __future__ import annotations

from functools import lru_cache

from ....model.hand import CONCEALED, Hand, MeldKind
from ....model.readings import (
    CHOW,
    KNITTED_TILES,
    Shape,
    group_status,
    has_four_sets,
    is_seven_pairs,
    is_winning,
)
from ....model.tiles import TERMINAL_OR_HONOR, Tile, tile_name
from ...context import WinContext
from .table import Fan
from .view import Counts, Notes, View

F = Fan  # plain ints in the hot loops (table.Fan)


def count_flowers(ctx: WinContext, fans: Counts) -> None:
    """花牌: one for each flower the winner declared, set on the result's counts once every other fan
    is settled, since flowers belong to no reading and count towards no minimum (8 fan points)."""
    fans[F.FLOWER_TILES] = ctx.flowers


def detect_context_fans(hand: Hand, ctx: WinContext, fans: Counts, notes: Notes | None) -> None:
    """自摸 妙手回春 杠上开花 海底捞月 抢杠和 不求人 门前清 全求人 和绝张: the fans of the win context.

    The same for every reading (rulings 15, 16, 18).  Each is judged on its
    own definition: 门前清 is won on a discard and 不求人 self-drawn, so a hand
    shows one of them, never both; 妙手回春 and 杠上开花 are self-drawn and
    show 自摸 too, and 抢杠和 robs the fourth tile of a pung on the table, so
    it shows 和绝张: their 不计 lists drop them.
    """
    claimed_melds = 0
    for m in hand.melds:  # every meld but a concealed kong was claimed (Meld.is_concealed)
        if m.kind is not MeldKind.KONG or m.offer != CONCEALED:
            claimed_melds += 1
    if ctx.self_drawn:
        fans[F.SELF_DRAWN] += 1
        fans[F.LAST_TILE_DRAW] += ctx.last_tile
        fans[F.OUT_WITH_REPLACEMENT_TILE] += ctx.kong
    else:
        fans[F.LAST_TILE_CLAIM] += ctx.last_tile
        fans[F.ROBBING_THE_KONG] += ctx.kong
    if claimed_melds == 0:
        fans[F.FULLY_CONCEALED_HAND if ctx.self_drawn else F.CONCEALED_HAND] += 1
    elif claimed_melds == 4 and not ctx.self_drawn:
        fans[F.MELDED_HAND] += 1
    if ctx.fourth_tile or (ctx.kong and not ctx.self_drawn) or melds_show_three(hand):
        fans[F.LAST_TILE] += 1
    if notes is not None and hand.win_tile is not None:
        for fan in (F.SELF_DRAWN, F.LAST_TILE_DRAW, F.OUT_WITH_REPLACEMENT_TILE, F.LAST_TILE_CLAIM,
                    F.ROBBING_THE_KONG, F.LAST_TILE):  # fmt: skip
            if fans[fan]:
                notes.add(fan, tile_name(hand.win_tile))


def melds_show_three(hand: Hand) -> bool:
    """Ruling 16: the winner's own melds already show the other three copies."""
    win = hand.win_tile
    if win is None:
        return False
    shown = 0
    for m in hand.melds:  # Meld.tiles, counted without building them
        if m.kind is MeldKind.CHOW:
            shown += m.tile <= win <= m.tile + 2
        elif m.tile == win:
            shown += 3  # a pung or kong of it: three shown, or all four
    return shown >= 3


@lru_cache(maxsize=65536)
def wait_count(standing: tuple[int, ...], melds: int) -> int:
    """How many tiles complete the standing tiles, held copies notwithstanding (ruling 3).

    Counting stops at two: the wait fans only ask whether the wait is unique.
    """
    counts = [0] * 34
    for t in standing:
        counts[t] += 1
    waits = 0
    if melds <= 1 and _special_near(counts, melds):  # a special shape may be near: every tile, every shape
        for t in range(34):
            counts[t] += 1
            if is_winning(counts, melds, True):
                waits += 1
                if waits > 1:
                    return waits
            counts[t] -= 1
        return waits
    # Sets and a pair (or seven pairs): a probe changes one group, so the others are judged once.
    status = [group_status(counts, g) for g in range(4)]
    for t in _neighbours(counts):
        group = t // 9 if t < 27 else 3
        counts[t] += 1
        won = has_four_sets(counts, status, group) or (melds == 0 and is_seven_pairs(counts))
        counts[t] -= 1
        if won:
            waits += 1
            if waits > 1:
                return waits
    return waits


def _neighbours(counts: list[int]) -> list[Tile]:
    """The held tiles and the suited tiles next to one: all that can complete sets and a pair
    (or seven pairs).  The new tile joins a pung or pair of its own kind, or a chow whose middle
    tile, held or the new tile itself, is next to it or to the other held end."""
    near = [False] * 34
    for t in range(34):
        if counts[t]:
            near[t] = True
            if t < 27:
                rank = t % 9
                if rank:
                    near[t - 1] = True
                if rank < 8:
                    near[t + 1] = True
    return [t for t in range(34) if near[t]]


def _special_near(counts: list[int], melds: int) -> bool:
    """Whether one more tile could make a shape other than sets and a pair, from afar.

    Thirteen orphans and honors-and-knitted need 13 tiles of their own
    kinds; a knitted straight at least eight of its nine tiles.  Seven pairs
    needs no test: its missing tile is always a held one.
    """
    if melds == 0:
        if all(counts[t] == 0 or t in TERMINAL_OR_HONOR for t in range(34)):
            return True
        if max(counts) <= 1:
            return True
    return any(sum(1 for t in tiles if counts[t]) >= 8 for tiles in KNITTED_TILES)


def wait_fan(view: View) -> int | None:
    """边张 坎张 单钓将: the wait of a reading whose hand waits on one tile only (rulings 3-5).

    Edge before closed before single: a tile that can be read as an edge or
    closed wait is one, even if it could also be the pair ("4556和5也为坎张").
    """
    win = view.win_tile
    edge = closed = False
    for kind, tile in view.arrangement.sets:
        if kind != CHOW or not tile <= win <= tile + 2 or tile // 9 != win // 9:
            continue
        position = win - tile
        if position == 1:
            closed = True
        elif (position == 2 and tile % 9 == 0) or (position == 0 and tile % 9 == 6):
            edge = True
    if edge:
        return F.EDGE_WAIT
    if closed:
        return F.CLOSED_WAIT
    if view.pair == win:
        return F.SINGLE_WAIT
    return None


def detect_wait_fans(view: View, fans: Counts, notes: Notes | None) -> None:
    """边张 坎张 单钓将: the wait fan of a sets-and-pair reading (or 组合龙's), when the wait is unique.

    The winning tile plays one part in the reading, so at most one of the
    three is shown (ruling 4 says which).  The other special shapes have no
    sets and no 将 (pair of a sets-and-pair hand) to wait on: they show no wait
    fan, and their 不计 of 单钓将 never has one to drop.
    """
    if view.shape not in (Shape.FOUR_SETS, Shape.KNITTED_STRAIGHT):
        return
    fan = wait_fan(view)
    if fan is not None and wait_count(view.hand.standing, len(view.hand.melds)) == 1:
        fans[fan] += 1
        if notes is not None:
            notes.add(fan, tile_name(view.win_tile))
