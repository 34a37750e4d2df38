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

The standard shape is solved per suit (``suit_tables.py``: a memoised table
per suit of the cost of ``n`` sets with or without the pair, combined by
min-plus), and a
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
from functools import partial
from typing import Final, NamedTuple

from ..model.hand import Hand
from ..model.tiles import TERMINAL_OR_HONOR, Tile
from .context import WinContext
from .suit_tables import (
    INF,
    POWERS,
    UNIT,
    Table,
    combine,
    complete,
    finish,
    honor_code,
    honor_table,
    partner,
    plain_honor_table,
    suit_codes,
    suit_table,
)

STANDARD, SEVEN_PAIRS, THIRTEEN_ORPHANS = "standard", "seven_pairs", "thirteen_orphans"


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


# --- the standard shape, one suit at a time (costs in units: ``suit_tables``) -------------------


def _tables(hold: Hold) -> tuple[list[int], list[Table]]:
    """The suits' codes (``suit_codes``) and the four groups' tables."""
    codes = suit_codes(hold.naturals, hold.caps)
    soft = hold.jokers > 0
    tables = [suit_table(codes[g], codes[3 + g], soft) for g in range(3)]
    tables.append(honor_table(*honor_code(hold.naturals, hold.caps), soft))
    return codes, tables


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
                        if cost < after.get(key, INF):
                            after[key] = cost
        states = after
    return min(m for (_, _, h, n, _), m in states.items() if h == 1 and n == need)


def _resolve(hold: Hold, cost: int, extra: Tile | None = None) -> int:
    """Tiles missing, from a table's cost; the exhaustive search when the tables' best needs too many jokers.

    ``extra``: the cost is that of the hold with one more copy of that tile.
    """
    if cost % UNIT <= hold.jokers:
        return cost // UNIT
    return exact_standard(hold if extra is None else hold.plus(extra))


def standard_missing(hold: Hold) -> int:
    """Tiles missing from the best four-sets-and-a-pair shape (wilds not yet counted)."""
    m, p, s, h = _tables(hold)[1]
    return _resolve(hold, complete(m, combine(combine(p, s), h), hold.need))


def standard(hold: Hold, useful: bool) -> tuple[int, set[Tile]]:
    """Missing tiles of the standard shape, and (``useful``) the natural tiles that lower them.

    Each group's table is summed with the other three once; a drawn tile
    then changes only its own group's table (a suit's code grows by 5**rank).
    """
    found: set[Tile] = set()
    if not useful:
        return standard_missing(hold), found
    codes, tables = _tables(hold)
    soft = hold.jokers > 0
    need = hold.need
    rests = [
        partner(combine(combine(tables[b], tables[c]), tables[d]), need)
        for b, c, d in ((1, 2, 3), (0, 2, 3), (0, 1, 3), (0, 1, 2))
    ]
    missing = _resolve(hold, finish(tables[0], rests[0]))
    naturals, caps = hold.naturals, hold.caps
    plain = not soft and min(caps[27:34]) == 4  # the honors' tables by their closed form
    drawn = list(naturals)
    for t in range(34):
        if naturals[t] >= caps[t]:
            continue
        if t < 27:
            suit = t // 9
            cost = finish(suit_table(codes[suit] + POWERS[t % 9], codes[3 + suit], soft), rests[suit])
        elif plain:
            drawn[t] += 1
            cost = finish(plain_honor_table(drawn), rests[3])
            drawn[t] -= 1
        else:
            cost = finish(honor_table(*honor_code(naturals, caps, t), soft), rests[3])
        if _resolve(hold, cost, t) < missing:
            found.add(t)
    return missing, found


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


class Analysis:
    """Shanten per shape (``None`` where melds rule it out), the least, and the effective tiles.

    The effective tiles are found when first read (``find``; none without
    it): they take a draw of every tile, several times the shanten's own
    work, and a bot asking only for the shanten should not pay for them.
    So may the shapes' own distances be (``measure``, with ``families``
    ``None``): MCR's shanten alone skips what cannot be the least.
    """

    def __init__(
        self,
        families: dict[str, int | None] | None,
        shanten: int,
        find: Callable[[], tuple[Tile, ...]] | None = None,
        measure: Callable[[], dict[str, int | None]] | None = None,
    ) -> None:
        self._families = families
        self._measure = measure
        self.shanten = shanten
        self._find = find
        self._effective: tuple[Tile, ...] | None = None if find is not None else ()

    @property
    def families(self) -> dict[str, int | None]:
        """Each shape's shanten, in the shapes' order; ``None`` where melds rule the shape out."""
        if self._families is None:
            assert self._measure is not None
            self._families = self._measure()
        return self._families

    @property
    def effective(self) -> tuple[Tile, ...]:
        """The tiles that would lower ``shanten``, in tile order; at shanten 0 the winning tiles."""
        if self._effective is None:
            assert self._find is not None
            self._effective = self._find()
        return self._effective

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Analysis):
            return NotImplemented
        return (self.families, self.shanten, self.effective) == (
            other.families,
            other.shanten,
            other.effective,
        )

    def __repr__(self) -> str:
        return f"Analysis(families={self.families!r}, shanten={self.shanten!r}, effective={self.effective!r})"


def _effective_tiles(hold: Hold, best: dict[str, int], wild_drawable: Sequence[Tile]) -> tuple[Tile, ...]:
    """The effective tiles of the shapes at the least distance ``best`` (a shape and its distance)."""
    tiles: set[Tile] = set()
    for name in best:
        again = _family(name, hold, True)
        assert again is not None
        tiles |= again[1]
    if min(best.values()) > 0:
        tiles |= set(wild_drawable)
    return tuple(sorted(tiles))


def analyse(shapes: Shapes, hold: Hold, useful: bool = True, wild_drawable: Sequence[Tile] = ()) -> Analysis:
    """Shanten per shape, overall, and (``useful``) the effective tiles, in tile order, found when read.

    ``wild_drawable`` are the wild kinds with a copy left in the wall: drawing
    one always brings a hand one tile nearer, so each is effective.
    """
    distances = {name: _family(name, hold, False) for name in shapes.families}
    least = min(d[0] for d in distances.values() if d is not None)
    families = {name: None if d is None else d[0] - 1 for name, d in distances.items()}
    if not useful:
        return Analysis(families, least - 1)
    best = {name: d[0] for name, d in distances.items() if d is not None and d[0] == least}
    return Analysis(families, least - 1, partial(_effective_tiles, hold, best, tuple(wild_drawable)))
