"""上听数 Shanten: how far a hand is from ready, per shape family, and which tiles help.

Shanten here is exact: it is one less than the fewest tiles a player must
draw (discarding others) to hold a winning shape, and that shape may hold no
more than four copies of a tile, melds included.  So a hand "ready" only on a
fifth copy (空听, e.g. ``1111m234p567s999s``) is 1 from ready, not 0, and a
tile whose four copies are all in the hand is never an effective tile (有效牌).
The usual formula (sets, partial sets, pair; pymahjonggb's) ignores that
limit, so the two differ only where a reading would need a fifth copy.

A 13-tile hand that is ready has shanten 0; a complete 14-tile hand has -1.

The standard shape is solved per suit: for each suit's count vector a
memoised table says how many tiles it takes to make ``n`` sets (0-4) with or
without the pair out of that suit alone, and the four tables are combined by
min-plus.  Sets that use no held tile cost 3 and a pair that uses none costs
2, wherever they are, so the tables only try sets and pairs that touch a held
tile and add such "fresh" ones afterwards.

>>> from mcr_cli.model.hand import parse_hand
>>> from mcr_cli.model.tiles import format_tiles
>>> nine_gates = analyse(parse_hand("1112345678999s", 13))
>>> nine_gates.shanten, format_tiles(nine_gates.effective)
(0, '123456789s')
>>> analyse(parse_hand("1111m234p567s999s", 13)).shanten
1
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache, lru_cache
from operator import add
from typing import Final, NamedTuple

from ...model.hand import Hand
from ...model.readings import KNITTED_PATTERNS, counts_of, knitted_tiles
from ...model.tiles import TERMINAL_OR_HONOR, Tile

FAMILIES: Final = ("standard", "seven_pairs", "thirteen_orphans", "honors_knitted", "knitted_straight")
"""The winning shapes (ruling 1): four sets + a pair, 七对, 十三幺, 全不靠, 组合龙 + a set + a pair."""

_INF: Final = 99
_Table = tuple[int, ...]
"""Tiles needed for ``n`` sets (0-4) and ``h`` pairs (0-1), at index ``h * 5 + n``."""

_FRESH: Final[_Table] = (0, 3, 6, 9, 12, 2, 5, 8, 11, 14)
"""A table with no held tile: every set costs 3 and the pair 2."""

_ORPHANS: Final = tuple(sorted(TERMINAL_OR_HONOR))
_KNITS: Final = tuple(knitted_tiles(pattern) for pattern in KNITTED_PATTERNS)
"""The six knitted straights (组合龙): 147/258/369 dealt to the three suits."""
_HONORS: Final = tuple(range(27, 34))


# --- the standard shape, one suit at a time -------------------------------------------------


_INTERNED: dict[_Table, _Table] = {}
"""One copy of each distinct table: the memos hold many entries but few distinct tables."""


def _close(table: list[int]) -> _Table:
    """Let any missing set (3 tiles) or pair (2) be fresh, so later sums need not add them."""
    for n in range(1, 5):
        table[n] = min(table[n], table[n - 1] + 3)
    for n in range(5):
        table[5 + n] = min(table[5 + n], table[n] + 2)
    for n in range(6, 10):
        table[n] = min(table[n], table[n - 1] + 3)
    closed = tuple(table)
    return _INTERNED.setdefault(closed, closed)


@lru_cache(maxsize=1 << 16)
def _suffix(rank: int, counts: int, caps: int, chows1: int, chows2: int, suited: bool) -> _Table:
    """Best costs over ranks ``rank``..8 of one suit (or the honors, with ``suited`` False).

    ``counts`` and ``caps`` hold the held copies and the most copies the shape
    may use (4 less meld copies) of the remaining ranks as base-5 digits,
    lowest rank first.  ``chows1`` and ``chows2`` chows started one and two
    ranks back still need a tile of this rank.
    """
    if rank == (9 if suited else 7):
        return (0,) + (_INF,) * 9
    held, cap = counts % 5, caps % 5
    ahead = counts // 5
    best = [_INF] * 10
    # A chow beyond the most copies held of its three tiles covers no held tile: a fresh set.
    most_chows = max(held, ahead % 5, ahead // 5 % 5) if suited and rank <= 6 else 0
    for chows in range(min(most_chows, 4 - chows1 - chows2) + 1):
        for pung in (0, 1) if held else (0,):
            for pair in (0, 1) if held else (0,):
                used = chows1 + chows2 + chows + 3 * pung + 2 * pair
                sets = chows + pung
                if used > cap or sets > 4:
                    continue
                cost = used - held if used > held else 0
                rest = _suffix(rank + 1, ahead, caps // 5, chows, chows1, suited)
                for h in range(1 - pair + 1):
                    for n in range(5 - sets):
                        value = cost + rest[h * 5 + n]
                        at = (h + pair) * 5 + n + sets
                        if value < best[at]:
                            best[at] = value
    table = tuple(best)
    return _INTERNED.setdefault(table, table)


@lru_cache(maxsize=1 << 15)
def _suit_table(counts: int, caps: int) -> _Table:
    return _close(list(_suffix(0, counts, caps, 0, 0, True)))


@cache
def _honor_table(counts: int, caps: int) -> _Table:
    return _close(list(_suffix(0, counts, caps, 0, 0, False)))


_SPLITS: Final = tuple(
    (h1 * 5 + n1, h2 * 5 + n2, (h1 + h2) * 5 + n1 + n2)
    for h1 in (0, 1)
    for n1 in range(5)
    for h2 in range(2 - h1)
    for n2 in range(5 - n1)
)
"""Index pairs of two tables whose sets and pairs add up to at most 4 sets and 1 pair."""


@lru_cache(maxsize=1 << 16)
def _combine(a: _Table, b: _Table) -> _Table:
    """Min-plus sum of two tables: the best split of sets and pair between two groups.

    Closed tables hold small numbers, so few distinct pairs occur and the memo
    answers almost every call.
    """
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
    """Tiles needed when ``a`` and the table behind ``partner`` share the work."""
    best: int = min(map(add, a, partner))
    return best


def _group_code(counts: Sequence[int], caps: Sequence[int], group: int) -> tuple[int, int]:
    """Base-5 codes of the counts and caps of a suit (0-2), or of the honors (3).

    Honors never make chows, so only their multiset matters: sorting them
    lets ``EEE`` and ``CCC`` share one memo entry.
    """
    if group < 3:
        return _encode((counts[t], caps[t]) for t in range(group * 9 + 8, group * 9 - 1, -1))
    return _encode(sorted(((counts[t], caps[t]) for t in _HONORS if counts[t]), reverse=True))


def _encode(pairs: Iterable[tuple[int, int]]) -> tuple[int, int]:
    """Base-5 codes of (count, cap) pairs given highest rank first."""
    code = cap = 0
    for held, most in pairs:
        code, cap = code * 5 + held, cap * 5 + most
    return code, cap


def _group_table(counts: Sequence[int], caps: Sequence[int], group: int) -> _Table:
    return (_suit_table if group < 3 else _honor_table)(*_group_code(counts, caps, group))


def _standard(counts: Sequence[int], caps: Sequence[int], need: int) -> int:
    """Tiles to draw for ``need`` sets and a pair."""
    m, p, s, h = (_group_table(counts, caps, g) for g in range(4))
    return _finish(m, _partner(_combine(_combine(p, s), h), need))


def _standard_effective(counts: list[int], caps: Sequence[int], need: int) -> tuple[int, set[Tile]]:
    """The distance of the standard shape and the tiles that shorten it.

    Each group's table is summed with the other three once; a drawn tile then
    only changes its own group's table, a memo lookup.
    """
    tables = [_group_table(counts, caps, g) for g in range(4)]
    rests = [
        _partner(_combine(_combine(tables[b], tables[c]), tables[d]), need)
        for b, c, d in ((1, 2, 3), (0, 2, 3), (0, 1, 3), (0, 1, 2))
    ]
    distance = _finish(tables[0], rests[0])
    useful: set[Tile] = set()
    for group in range(3):
        code, cap = _group_code(counts, caps, group)
        for rank in range(9):
            t = group * 9 + rank
            if counts[t] < caps[t] and _finish(_suit_table(code + 5**rank, cap), rests[group]) < distance:
                useful.add(t)
    for t in _HONORS:
        if counts[t] < caps[t]:
            counts[t] += 1
            shorter = _finish(_group_table(counts, caps, 3), rests[3]) < distance
            counts[t] -= 1
            if shorter:
                useful.add(t)
    return distance, useful


# --- the families -------------------------------------------------------------------------

_Family = tuple[int, set[Tile]]
"""Tiles to draw for the shape, and (when asked) the tiles that lower that number."""


def _standard_family(counts: list[int], caps: Sequence[int], need: int, useful: bool) -> _Family:
    if useful:
        return _standard_effective(counts, caps, need)
    return _standard(counts, caps, need), set()


def _seven_pairs(counts: list[int], useful: bool) -> _Family:
    """七对: four of a kind is two pairs (ruling 1); a 13-tile hand always has singles enough."""
    pairs = sum(c // 2 for c in counts)
    return 7 - min(pairs, 7), {t for t in range(34) if counts[t] % 2} if useful else set()


def _thirteen_orphans(counts: list[int], useful: bool) -> _Family:
    held = [t for t in _ORPHANS if counts[t]]
    pair = any(counts[t] >= 2 for t in held)
    distance = 14 - len(held) - pair
    if not useful:
        return distance, set()
    return distance, set(_ORPHANS) - set(held) if pair else set(_ORPHANS)


def _honors_knitted(counts: list[int], useful: bool) -> _Family:
    """全不靠: 14 different tiles out of one knitted straight and the seven honors."""
    best, tiles = _INF, set[Tile]()
    for knit in _KNITS:
        pool = knit + _HONORS
        distance = 14 - min(14, sum(1 for t in pool if counts[t]))
        if distance < best:
            best, tiles = distance, set()
        if distance == best and useful:
            tiles |= {t for t in pool if not counts[t]}
    return best, tiles


def _knit_part(counts: Sequence[int], caps: Sequence[int], suit: int, start: int) -> tuple[int, _Table]:
    """One suit's share of a knitted straight (147, 258 or 369): tiles it lacks, and the table of the rest."""
    base = suit * 9
    held, most = list(counts[base : base + 9]), list(caps[base : base + 9])
    missing = 0
    for rank in (start, start + 3, start + 6):
        if not most[rank]:
            return _INF, _FRESH  # a melded kong holds all four copies
        most[rank] -= 1
        if held[rank]:
            held[rank] -= 1
        else:
            missing += 1
    return missing, _suit_table(*_encode(zip(reversed(held), reversed(most), strict=True)))


def _knitted_straight(counts: list[int], caps: Sequence[int], need: int, useful: bool) -> _Family:
    """组合龙 + a set + a pair: one copy of each knitted tile makes the straight, the rest the set and pair.

    The set may be a meld (ruling 1), so ``need`` is 4 or 3 and the rest
    makes ``need - 3`` sets.  Giving a held knitted tile to the straight saves
    a draw there and costs at most one elsewhere, so that choice is always
    among the best.  Each suit has three possible shares, so nine tables
    serve the six straights.
    """
    honors = _group_table(counts, caps, 3)
    parts = {(suit, start): _knit_part(counts, caps, suit, start) for suit in range(3) for start in range(3)}
    best, tiles = _INF, set[Tile]()
    for pattern in KNITTED_PATTERNS:
        (m1, a), (m2, b), (m3, c) = (parts[suit, start] for start, suit in enumerate(pattern))
        distance = m1 + m2 + m3 + _finish(a, _partner(_combine(_combine(b, c), honors), need - 3))
        if distance < best:
            best, tiles = distance, set()
        if distance == best and useful and distance < _INF:
            tiles |= _knit_useful(counts, caps, need, knitted_tiles(pattern))
    return best, tiles


def _knit_useful(counts: list[int], caps: Sequence[int], need: int, knit: Sequence[Tile]) -> set[Tile]:
    """Tiles that shorten one knitted straight: its missing tiles, and those that help the rest."""
    rest, rest_caps = list(counts), list(caps)
    for t in knit:
        rest_caps[t] -= 1
        rest[t] -= rest[t] > 0
    return {t for t in knit if not counts[t]} | _standard_effective(rest, rest_caps, need - 3)[1]


def _family(name: str, counts: list[int], caps: Sequence[int], need: int, useful: bool) -> _Family | None:
    """One family's distance and useful tiles; ``None`` if melds rule the shape out (rulings 1, 2)."""
    if name == "standard":
        return _standard_family(counts, caps, need, useful)
    if name == "knitted_straight":
        return _knitted_straight(counts, caps, need, useful) if need >= 3 else None
    if need < 4:
        return None
    special = {
        "seven_pairs": _seven_pairs,
        "thirteen_orphans": _thirteen_orphans,
        "honors_knitted": _honors_knitted,
    }[name]
    return special(counts, useful)


# --- the API ------------------------------------------------------------------------------


class Analysis(NamedTuple):
    """Shanten of a hand's concealed tiles, per family and overall.

    ``families`` maps each of ``FAMILIES`` to its shanten, ``None`` where the
    melds rule the shape out.  ``effective`` (13 tiles only) lists, in tile
    order, the tiles that would lower ``shanten``; at shanten 0 they are the
    winning tiles.
    """

    families: dict[str, int | None]
    shanten: int
    effective: tuple[Tile, ...]


def analyse_counts(
    counts: Sequence[int], meld_tiles: Sequence[Tile] = (), melds: int = 0, *, effective: bool = True
) -> Analysis:
    """Shanten of concealed tiles given as 34 counts, with ``melds`` melds holding ``meld_tiles``.

    Effective tiles are worked out when the concealed tiles are one short of a
    whole hand (13 tiles in all), unless ``effective`` is false.
    """
    work = list(counts)
    caps = [4] * 34
    for t in meld_tiles:
        caps[t] -= 1
    need = 4 - melds
    useful = effective and sum(work) + 3 * melds == 13
    distances: dict[str, int | None] = {}
    for name in FAMILIES:
        found = _family(name, work, caps, need, False)
        distances[name] = None if found is None else found[0]
    best = min(d for d in distances.values() if d is not None)
    tiles: set[Tile] = set()
    if useful:
        for name in FAMILIES:
            found = _family(name, work, caps, need, True) if distances[name] == best else None
            if found is not None:
                tiles |= found[1]
    families = {name: None if d is None else d - 1 for name, d in distances.items()}
    return Analysis(families, best - 1, tuple(sorted(tiles)))


def family_shanten(counts: Sequence[int], family: str, melds: int = 0) -> tuple[int, tuple[Tile, ...]]:
    """One family's shanten and effective tiles (for cross-checks and benchmarks)."""
    found = _family(family, list(counts), [4] * 34, 4 - melds, True)
    if found is None:
        raise ValueError(f"{family} is impossible with melds")
    return found[0] - 1, tuple(sorted(found[1]))


def analyse(hand: Hand) -> Analysis:
    """Shanten of a 13- or 14-tile hand; melds reduce the sets needed and rule out the special shapes."""
    meld_tiles = [t for m in hand.melds for t in m.tiles]
    return analyse_counts(counts_of(hand.concealed_tiles), meld_tiles, len(hand.melds))
