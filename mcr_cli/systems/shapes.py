"""上听数 of four sets and a pair, 七对 and 十三幺 for every system, wild tiles as jokers.

Each system names its shapes and its wild tiles as data (``Shapes``, given by
``System.shapes``: four sets and a pair unless it says more); this module
measures a hand against them, so the search is written once.  The measure is exact: the distance of a shape
is the fewest tiles a player must draw (discarding others) to hold it, where

* a wild tile (held or drawn) stands for any tile, even a fifth copy, and
* a drawn natural tile is a copy that exists: four of each tile, less the
  copies in the hand and its melds (none of a wild kind, none of a tile the
  system lacks).

So a shape may hold a tile beyond its natural copies only where a wild
stands for it, and no more such tiles than there are wild copies outside
the melds (held or still in the wall).  Shanten is the distance less one:
0 is ready, -1 complete.  Which tiles are seen on the table (``--visible``)
changes the unseen counts, never the distance — as in MCR.

The standard shape is solved per suit (a memoised table per suit of the
cost of ``n`` sets with or without the pair, combined by min-plus), and a
tile the shape holds beyond the natural copies costs, besides the draw, a
small extra unit, so the tables find the fewest draws and, among them, the
fewest jokers beyond the copies.  With no jokers (MCR, whose
``mcr/shanten.py`` adds its own shapes on top of ``standard``) the cap is a
wall and the extra unit never arises.
When even that exceeds the jokers there are, an exhaustive search over every
group at every tile (``exact_standard``) answers; it is also the reference
the tests check the tables against.

>>> plain = Shapes(("standard", "seven_pairs"))
>>> found = analyse(plain, Hold.of([0, 0, 1, 1, 2, 2, 9, 9, 10, 10, 11, 11, 27]))
>>> found.families, found.shanten, found.effective
({'standard': 0, 'seven_pairs': 0}, 0, (27,))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cache, lru_cache
from operator import add
from typing import Final, NamedTuple

from ..model.hand import Hand
from ..model.tiles import TERMINAL_OR_HONOR, Tile
from .context import WinContext

STANDARD, SEVEN_PAIRS, THIRTEEN_ORPHANS = "standard", "seven_pairs", "thirteen_orphans"

_UNIT: Final = 16
"""The cost of a missing tile; one more for each tile held beyond the natural copies (a joker's)."""
_INF: Final = 99 * _UNIT
_Table = tuple[int, ...]
"""Costs of ``n`` sets (0-4) and ``h`` pairs (0-1), at index ``h * 5 + n``."""


class Shapes(NamedTuple):
    """A system's winning shapes and wild tiles, as its shanten reads them.

    ``families`` are the shapes (``standard``; ``seven_pairs`` and
    ``thirteen_orphans`` only with no melds; the system's tile set comes in
    through ``Hold.caps``); ``wild_kinds`` gives the wild kinds in play for a context, each with the
    copies of it in the game (Tianjin's flipped indicator is dead: 3);
    ``discard_wilds`` whether a wild may be discarded (推倒胡: never, T2);
    ``check`` the scorer's own checks of the tiles held (Tianjin's dead
    indicator copy), so that shanten refuses what ``mcr score`` refuses.
    """

    families: tuple[str, ...]
    wild_kinds: Callable[[WinContext], tuple[tuple[Tile, int], ...]] | None = None
    discard_wilds: bool = True
    check: Callable[[Hand, WinContext], None] | None = None


class Hold(NamedTuple):
    """The concealed tiles of a hand as the search reads them.

    ``naturals`` counts the natural tiles (34 entries), ``wilds`` the wild
    copies; ``caps`` the natural copies a shape may hold of each tile (4 less
    the copies in melds; 0 for a wild kind or a tile the system lacks);
    ``need`` the sets to make (4 less the melds); ``jokers`` the wild copies
    outside melds, held or in the wall.
    """

    naturals: tuple[int, ...]
    wilds: int
    caps: tuple[int, ...]
    need: int
    jokers: int

    @classmethod
    def of(cls, tiles: Iterable[Tile]) -> Hold:
        """Concealed natural tiles and no melds, no wilds, every tile of the 34 (for examples and tests)."""
        counts = [0] * 34
        for t in tiles:
            counts[t] += 1
        return cls(tuple(counts), 0, (4,) * 34, 4, 0)

    def plus(self, tile: Tile | None) -> Hold:
        """The hold with one more natural ``tile``, or one more wild (``None``)."""
        if tile is None:
            return self._replace(wilds=self.wilds + 1)
        counts = list(self.naturals)
        counts[tile] += 1
        return self._replace(naturals=tuple(counts))


# --- the standard shape, one suit at a time (costs in units) -----------------------------------

_INTERNED: dict[_Table, _Table] = {}


def _intern(table: _Table) -> _Table:
    return _INTERNED.setdefault(table, table)


def _close(table: list[int]) -> _Table:
    """Let any missing set (3 tiles) or pair (2) be fresh: a tile no group holds, never beyond its copies."""
    for n in range(1, 5):
        table[n] = min(table[n], table[n - 1] + 3 * _UNIT)
    for n in range(5):
        table[5 + n] = min(table[5 + n], table[n] + 2 * _UNIT)
    for n in range(6, 10):
        table[n] = min(table[n], table[n - 1] + 3 * _UNIT)
    return _intern(tuple(table))


@lru_cache(maxsize=1 << 16)
def _suffix(rank: int, counts: int, caps: int, chows1: int, chows2: int, suited: bool, soft: bool) -> _Table:
    """Best costs over ranks ``rank``.. of one suit (or the honors), held copies and caps in base 5.

    ``soft``: a tile beyond the cap may be used (a joker's), at one unit more;
    otherwise the cap is a wall.  ``chows1``/``chows2``: chows started one and
    two ranks back, still needing a tile of this rank.
    """
    if rank == (9 if suited else 7):
        return (0,) + (_INF,) * 9
    held, cap = counts % 5, caps % 5
    ahead = counts // 5
    best = [_INF] * 10
    most_chows = max(held, ahead % 5, ahead // 5 % 5) if suited and rank <= 6 else 0
    for chows in range(min(most_chows, 4 - chows1 - chows2) + 1):
        rest = _suffix(rank + 1, ahead, caps // 5, chows, chows1, suited, soft)
        for pung in (0, 1) if held else (0,):
            for pair in (0, 1) if held else (0,):
                used = chows1 + chows2 + chows + 3 * pung + 2 * pair
                sets = chows + pung
                over = used - cap if used > cap else 0
                if sets > 4 or (over and not soft):
                    continue
                cost = (used - held if used > held else 0) * _UNIT + over
                for h in range(2 - pair):
                    for n in range(5 - sets):
                        value = cost + rest[h * 5 + n]
                        at = (h + pair) * 5 + n + sets
                        if value < best[at]:
                            best[at] = value
    return _intern(tuple(best))


@lru_cache(maxsize=1 << 15)
def _suit_table(counts: int, caps: int, soft: bool) -> _Table:
    return _close(list(_suffix(0, counts, caps, 0, 0, True, soft)))


@cache
def _honor_table(counts: int, caps: int, soft: bool) -> _Table:
    return _close(list(_suffix(0, counts, caps, 0, 0, False, soft)))


_SPLITS: Final = tuple(
    (h1 * 5 + n1, h2 * 5 + n2, (h1 + h2) * 5 + n1 + n2)
    for h1 in (0, 1)
    for n1 in range(5)
    for h2 in range(2 - h1)
    for n2 in range(5 - n1)
)


@lru_cache(maxsize=1 << 16)
def _combine(a: _Table, b: _Table) -> _Table:
    """Min-plus sum of two tables: the best split of sets and pair between two groups of tiles."""
    out = [_INF] * 10
    for i, j, at in _SPLITS:
        value = a[i] + b[j]
        if value < out[at]:
            out[at] = value
    return tuple(out)


def _partner(rest: _Table, need: int) -> _Table:
    """``rest`` reordered: entry ``i`` completes entry ``i`` of another table to ``need`` sets + the pair."""
    return tuple(rest[(1 - h) * 5 + need - n] if n <= need else _INF for h in (0, 1) for n in range(5))


def _finish(a: _Table, partner: _Table) -> int:
    """The cost of the work shared between ``a`` and the table behind ``partner`` (``_partner``)."""
    best: int = min(map(add, a, partner))
    return best


def _code(hold: Hold, group: int, extra: Tile | None = None) -> tuple[int, int]:
    """Base-5 codes of a suit's (0-2) or the honors' (3) counts and caps, ``extra`` one more copy.

    Honors make no chows, so only their multiset counts: sorted, ``EEE`` and
    ``CCC`` share one table.
    """
    counts, caps = hold.naturals, hold.caps
    code = cap = 0
    if group < 3:
        for t in range(group * 9 + 8, group * 9 - 1, -1):
            code, cap = code * 5 + counts[t] + (t == extra), cap * 5 + caps[t]
        return code, cap
    held = [(counts[t] + (t == extra), caps[t]) for t in range(27, 34)]
    for n, most in sorted(held, reverse=True):
        if n:
            code, cap = code * 5 + n, cap * 5 + most
    return code, cap


def _table(hold: Hold, group: int, extra: Tile | None = None) -> _Table:
    soft = hold.jokers > 0
    code, cap = _code(hold, group, extra)
    return (_suit_table if group < 3 else _honor_table)(code, cap, soft)


def exact_standard(hold: Hold) -> int:
    """Tiles missing from the best four-sets-and-a-pair shape, by trying every group at every tile.

    The state after each tile is (chows started one and two tiles back, pairs,
    sets, tiles beyond the natural copies); no table, no closing, no
    shortcut — slow (tenths of a second), exact by construction.
    """
    need, jokers = hold.need, hold.jokers
    states: dict[tuple[int, int, int, int, int], int] = {(0, 0, 0, 0, 0): 0}
    for t in range(34):
        held, cap = hold.naturals[t], hold.caps[t]
        starts = 4 if t < 27 and t % 9 <= 6 else 0
        after: dict[tuple[int, int, int, int, int], int] = {}
        for (c1, c2, h, n, o), missing in states.items():
            for chows in range(min(starts - c1 - c2, need - n) + 1 if starts else 1):
                for pung in (0, 1):
                    for pair in (0, 1) if not h else (0,):
                        sets = n + chows + pung
                        used = c1 + c2 + chows + 3 * pung + 2 * pair
                        over = o + (used - cap if used > cap else 0)
                        if sets > need or over > jokers:
                            continue
                        key = (chows, c1, h + pair, sets, over)
                        cost = missing + (used - held if used > held else 0)
                        if cost < after.get(key, _INF):
                            after[key] = cost
        states = after
    return min(m for (_, _, h, n, _), m in states.items() if h == 1 and n == need)


def _resolve(hold: Hold, cost: int, extra: Tile | None = None) -> int:
    """Tiles missing, from a table's cost; the exhaustive search when the tables' best needs too many jokers.

    ``extra``: the cost is that of the hold with one more copy of that tile.
    """
    if cost % _UNIT <= hold.jokers:
        return cost // _UNIT
    return exact_standard(hold if extra is None else hold.plus(extra))


def standard_missing(hold: Hold) -> int:
    """Tiles missing from the best four-sets-and-a-pair shape (wilds not yet counted)."""
    m, p, s, h = (_table(hold, g) for g in range(4))
    return _resolve(hold, _finish(m, _partner(_combine(_combine(p, s), h), hold.need)))


def standard(hold: Hold, useful: bool) -> tuple[int, set[Tile]]:
    """Missing tiles of the standard shape, and the natural tiles that lower them.

    Each group's table is summed with the other three once; a drawn tile
    then changes only its own group's table (a suit's code grows by 5**rank).
    """
    codes = [_code(hold, g) for g in range(4)]
    soft = hold.jokers > 0
    tables = [_suit_table(*codes[g], soft) for g in range(3)] + [_honor_table(*codes[3], soft)]
    need = hold.need
    rests = [
        _partner(_combine(_combine(tables[b], tables[c]), tables[d]), need)
        for b, c, d in ((1, 2, 3), (0, 2, 3), (0, 1, 3), (0, 1, 2))
    ]
    missing = _resolve(hold, _finish(tables[0], rests[0]))
    found: set[Tile] = set()
    if not useful:
        return missing, found
    naturals, caps = hold.naturals, hold.caps
    for t in range(34):
        if naturals[t] >= caps[t]:
            continue
        if t < 27:
            code, cap = codes[t // 9]
            table = _suit_table(code + _POWERS[t % 9], cap, soft)
            cost = _finish(table, rests[t // 9])
        else:
            cost = _finish(_honor_table(*_code(hold, 3, t), soft), rests[3])
        if _resolve(hold, cost, t) < missing:
            found.add(t)
    return missing, found


_POWERS: Final = tuple(5**rank for rank in range(9))


# --- the special shapes ----------------------------------------------------------------


def _pairs_kept(two: int, one: int) -> int:
    """Natural tiles the best seven pair places keep, of ``two`` places worth 2 and ``one`` worth 1."""
    twos = min(two, 7)
    return 2 * twos + min(one, 7 - twos)


def _seven_pairs(hold: Hold, useful: bool) -> tuple[int, set[Tile]]:
    """七对: seven pairs, a tile making at most two of them (a four), wilds filling any.

    Each tile offers two pair places, worth the natural copies each would
    hold (1 copy: 1 and 0; 2: 2 and 0; 3: 2 and 1; 4: 2 and 2); the best
    seven count.  No pair holds a tile beyond its copies, so no joker is
    ever needed beyond the copies.  A drawn copy moves its tile one step.
    """
    two = one = 0
    for n in hold.naturals:
        two += (n >= 2) + (n >= 4)
        one += n in (1, 3)
    kept = _pairs_kept(two, one)
    found: set[Tile] = set()
    if useful:
        for t in range(34):
            n = hold.naturals[t]
            if n < hold.caps[t]:
                after = _pairs_kept(two + 1, one - 1) if n % 2 else _pairs_kept(two, one + 1)
                if after > kept:
                    found.add(t)
    return 14 - kept, found


def _thirteen_orphans(hold: Hold, useful: bool) -> tuple[int, set[Tile]]:
    """十三幺: one of each orphan and one more.  A wild kind's orphan is a wild's (one joker, never short).

    Only orphans a shape may hold naturally (not a wild kind, in the system)
    count; a drawn one helps when it is new, or when none is doubled yet.
    """
    orphans = [t for t in sorted(TERMINAL_OR_HONOR) if hold.caps[t]]
    held = [t for t in orphans if hold.naturals[t]]
    pair = any(hold.naturals[t] >= 2 for t in held)
    found: set[Tile] = set()
    if useful:
        found = {t for t in orphans if hold.naturals[t] < hold.caps[t] and (not pair or not hold.naturals[t])}
    return 14 - len(held) - pair, found


_SPECIAL: Final = {SEVEN_PAIRS: _seven_pairs, THIRTEEN_ORPHANS: _thirteen_orphans}


def _family(name: str, hold: Hold, useful: bool) -> tuple[int, set[Tile]] | None:
    """A shape's distance (tiles to draw) and the natural tiles that lower it; ``None``: melds rule it out."""
    if name == STANDARD:
        missing, found = standard(hold, useful)
    elif hold.need < 4:
        return None
    else:
        missing, found = _SPECIAL[name](hold, useful)
    return missing - hold.wilds, found


class Analysis(NamedTuple):
    """Shanten per shape (``None`` where melds rule it out), the least, and the effective tiles."""

    families: dict[str, int | None]
    shanten: int
    effective: tuple[Tile, ...]


def analyse(shapes: Shapes, hold: Hold, useful: bool = True, wild_drawable: Sequence[Tile] = ()) -> Analysis:
    """Shanten per shape, overall, and (``useful``) the effective tiles, in tile order.

    ``wild_drawable`` are the wild kinds with a copy left in the wall: drawing
    one always brings a hand one tile nearer, so each is effective.
    """
    distances: dict[str, tuple[int, set[Tile]] | None] = {
        name: _family(name, hold, False) for name in shapes.families
    }
    best = min(d[0] for d in distances.values() if d is not None)
    tiles: set[Tile] = set()
    if useful:
        for name, found in distances.items():
            if found is not None and found[0] == best:
                again = _family(name, hold, True)
                assert again is not None
                tiles |= again[1]
        if best > 0:
            tiles |= set(wild_drawable)
    families = {name: None if d is None else d[0] - 1 for name, d in distances.items()}
    return Analysis(families, best - 1, tuple(sorted(tiles)))
