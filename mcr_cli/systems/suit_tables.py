"""The per-suit tables of the standard shape: what ``n`` sets and a pair cost from one suit's tiles.

A suit's held copies (and the copies a shape may hold of each, its caps) are
written as base-5 numbers, one digit a rank; the honors, which make no
chows, as their sorted counts, so ``EEE`` and ``CCC`` share one table.  A
table lists the cost of 0-4 sets without and with the pair, in units of
``UNIT`` per missing tile (and one more for each tile a joker holds beyond
the natural copies); four tables combine by min-plus (``combine``) into the
cost of the whole hand.

The tables are memoised as they are first asked for, once a process: there
are too many suit shapes to build them all up front (some 400,000 with the
copies a hand can hold, 167,280 blocks), while a hand asks for four, and
bots' hands repeat suits all the time.  The hand with every cap at four and
no joker — every MCR hand without melds, most hands of every system — is
looked up in a plain dictionary by its code, its blocks solved by a search
written for that case (``_plain_suffix``) and the honors' table in closed
form (``plain_honor_table``); other caps and jokers go through
``lru_cache``.  The searches are memoised per rank too, so a new suit shape
mostly reuses the ranks other shapes have already solved.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from operator import add
from typing import Final

from ..model.tiles import Tile

UNIT: Final = 16
"""The cost of a missing tile; one more for each tile held beyond the natural copies (a joker's)."""
INF: Final = 99 * UNIT
Table = tuple[int, ...]
"""Costs of ``n`` sets (0-4) and ``h`` pairs (0-1), at index ``h * 5 + n``."""

POWERS: Final = tuple(5**rank for rank in range(9))
"""The weight of each rank's digit in a suit's code: drawing a tile of rank ``r`` adds ``POWERS[r]``."""
FULL: Final = sum(4 * p for p in POWERS)
"""The caps code of a suit every copy of which a shape may hold (no melds, no wild kind)."""

_INTERNED: dict[Table, Table] = {}


def _intern(table: Table) -> Table:
    return _INTERNED.setdefault(table, table)


def _close(table: list[int]) -> Table:
    """Let any missing set (3 tiles) or pair (2) be fresh: a tile no group holds, never beyond its copies."""
    for n in range(1, 5):
        table[n] = min(table[n], table[n - 1] + 3 * UNIT)
    for n in range(5):
        table[5 + n] = min(table[5 + n], table[n] + 2 * UNIT)
    for n in range(6, 10):
        table[n] = min(table[n], table[n - 1] + 3 * UNIT)
    return _intern(tuple(table))


_MOVES: Final = tuple(
    tuple((h * 5 + n, (h + pair) * 5 + n + sets) for h in range(2 - pair) for n in range(5 - sets))
    for sets in range(5)
    for pair in (0, 1)
)
"""At ``sets * 2 + pair``: each entry of the ranks after, and where it lands with those sets and pair."""


@lru_cache(maxsize=1 << 16)
def _suffix(rank: int, counts: int, caps: int, chows1: int, chows2: int, suited: bool, soft: bool) -> Table:
    """Best costs over ranks ``rank``.. of one suit (or the honors), held copies and caps in base 5.

    ``soft``: a tile beyond the cap may be used (a joker's), at one unit more;
    otherwise the cap is a wall.  ``chows1``/``chows2``: chows started one and
    two ranks back, still needing a tile of this rank.
    """
    if rank == (9 if suited else 7):
        return (0,) + (INF,) * 9
    held, cap = counts % 5, caps % 5
    ahead = counts // 5
    best = [INF] * 10
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
                cost = (used - held if used > held else 0) * UNIT + over
                for i, at in _MOVES[sets * 2 + pair]:
                    value = cost + rest[i]
                    if value < best[at]:
                        best[at] = value
    return _intern(tuple(best))


_PLAIN: dict[int, Table] = {}
"""Suit tables with every cap at four and no joker, by the suit's code."""
_BLOCKS: dict[int, Table] = {}
"""The tables of single blocks (``_blocks``), by their code once placed as ``_blocks`` places them."""


def suit_table(counts: int, caps: int, soft: bool) -> Table:
    """The table of a suit's held copies ``counts`` with ``caps`` (base-5 codes); ``soft``: jokers exist."""
    if caps == FULL and not soft:
        found = _PLAIN.get(counts)
        if found is None:
            found = _PLAIN[counts] = _plain_table(counts)
        return found
    return _other_suit_table(counts, caps, soft)


def _plain_table(counts: int) -> Table:
    """A suit's table with every cap four and no joker: the min-plus sum of its blocks' tables.

    A block is a run of held ranks with at most one empty rank between two
    of them; two blocks are two empty ranks apart or more, so no set holds
    tiles of both, and a rank between them serves chows only, four at most
    in a hand: the blocks are independent, each table closed (``_close``
    adds fresh sets, and adding them twice is adding them once).  A set
    holding a block's tiles reaches at most two ranks beyond it, so a block's
    table depends on its counts and on its room on either side up to two
    ranks, not on where it lies: there are few blocks, and a suit new to the
    process is mostly made of blocks already solved.
    """
    table: Table | None = None
    for block in _blocks(counts):
        found = _BLOCKS.get(block)
        if found is None:
            found = _BLOCKS[block] = _close(_units(_plain_suffix(0, block, 0, 0)))
            if len(_SOLVED) > _MOST_SOLVED:
                _SOLVED.clear()  # the states only speed up blocks to come: a bound, as lru_cache's
        table = found if table is None else combine(table, found)
    return table if table is not None else _close(_units(_plain_suffix(0, 0, 0, 0)))


def _units(tiles: list[int]) -> list[int]:
    """A table of ``_plain_suffix`` (missing tiles, ``FAR`` out of reach) in the units of the others."""
    return [n * UNIT if n < FAR else INF for n in tiles]


_SOLVED: dict[int, list[int]] = {}
"""``_plain_suffix``'s answers, by rank, code and chows packed in one number."""
_MOST_SOLVED: Final = 1 << 16
"""How many states ``_SOLVED`` keeps at most (all the blocks' would be some 880,000 lists)."""
FAR: Final = 99
"""``_plain_suffix``'s cost of what cannot be made, in tiles (a small number: Python keeps one of each)."""


def _plain_suffix(rank: int, counts: int, chows1: int, chows2: int) -> list[int]:
    """``_suffix`` of a suit with every cap four and no joker: the same search, written for speed.

    The suit tables a process has not seen are solved here, a few a hand
    when hands are fresh.  Memoised in a dictionary by one number, summed in
    typed loops (no tuples to hash, no pairs to unpack), counted in tiles,
    not units, so that every cost is a small int Python does not allocate,
    and skipping what the ranks after cannot make, the compiled build solves
    a block several times faster than through ``_suffix``.
    """
    solved = _SOLVED  # a module's dictionary is looked up by name at each use, a local is not
    key = ((counts * 5 + chows1) * 5 + chows2) * 10 + rank
    found = solved.get(key)
    if found is not None:
        return found
    best = [FAR, FAR, FAR, FAR, FAR, FAR, FAR, FAR, FAR, FAR]  # a literal: no multiplying a list
    if rank == 9:
        best[0] = 0
    else:
        held = counts % 5
        ahead = counts // 5
        most = 0  # the chows this rank may start: as many as its copies and the next two ranks' allow
        if rank <= 6:
            most = held if held > ahead % 5 else ahead % 5
            most = most if most > ahead // 5 % 5 else ahead // 5 % 5
        for chows in range(min(most, 4 - chows1 - chows2) + 1):
            known = solved.get(((ahead * 5 + chows) * 5 + chows1) * 10 + rank + 1)
            rest = _plain_suffix(rank + 1, ahead, chows, chows1) if known is None else known
            for pung in range(2 if held else 1):
                for pair in range(2 if held else 1):
                    used = chows1 + chows2 + chows + 3 * pung + 2 * pair
                    sets = chows + pung
                    if sets > 4 or used > 4:
                        continue
                    cost = used - held if used > held else 0
                    for h in range(2 - pair):
                        for n in range(5 - sets):
                            after = rest[h * 5 + n]
                            if after == FAR:
                                continue
                            at = (h + pair) * 5 + n + sets
                            if cost + after < best[at]:
                                best[at] = cost + after
    solved[key] = best
    return best


def _blocks(counts: int) -> list[int]:
    """The codes of a suit's blocks, each alone in a suit, placed so one code stands for each kind of block.

    Read from the side with less room; the room beyond a block counts up to
    two ranks, so a block with two ranks or more on both sides starts at the
    third rank.
    """
    digits = [0] * 9
    held: list[int] = []
    rest = counts
    for r in range(9):
        digits[r] = rest % 5
        rest //= 5
        if digits[r]:
            held.append(r)
    out: list[int] = []
    start = 0
    for i in range(len(held)):
        if i + 1 < len(held) and held[i + 1] - held[i] <= 2:
            continue
        first, last = held[start], held[i]
        room = 8 - last
        code = 0
        if first > room:  # read from the far end: the block's last rank first
            at = min(room, 2)
            for k in range(last - first + 1):
                code += digits[last - k] * POWERS[at + k]
        else:
            at = min(first, 2)
            for k in range(last - first + 1):
                code += digits[first + k] * POWERS[at + k]
        out.append(code)
        start = i + 1
    return out


@lru_cache(maxsize=1 << 15)
def _other_suit_table(counts: int, caps: int, soft: bool) -> Table:
    return _close(list(_suffix(0, counts, caps, 0, 0, True, soft)))


@cache
def honor_table(counts: int, caps: int, soft: bool) -> Table:
    """The table of the honors, from ``honor_code``."""
    return _close(list(_suffix(0, counts, caps, 0, 0, False, soft)))


_HONOR_TABLES: list[Table | None] = [None] * 4096
"""The honors' tables with no honor melded and no joker, by ``plain_honor_table``'s key."""
_HONOR_KEY: Final = (0, 1, 8, 64, 512)
"""What an honor held 1-4 times adds to the key: how many honors are held once, twice, thrice, four times."""


def plain_honor_table(counts: list[int]) -> Table:
    """``honor_table`` of the 34 ``counts`` when no honor is melded and there is no joker, in closed form.

    The table depends only on how many honors are held once, twice, three
    and four times (a number below 4096, so a list holds the tables, built
    as first asked for); reading that off the counts costs less than sorting
    them for ``honor_code``.
    """
    key = 0
    for t in range(27, 34):
        key += _HONOR_KEY[counts[t]]
    found = _HONOR_TABLES[key]
    if found is None:
        found = _HONOR_TABLES[key] = _honors(key)
    return found


def _honors(key: int) -> Table:
    """The honors' table for ``plain_honor_table``'s key: pungs of the most held, the pair of the next.

    Honors make pungs and pairs only, each of another honor, and a set or
    pair of one held ``c`` times lacks ``3 - c`` or ``2 - c`` tiles (none
    below none; a fresh one lacks all).  So ``n`` sets are best made of the
    ``n`` honors held most, and the pair beside them of the next: there are
    seven honors, enough for four sets and the pair.
    """
    held: list[int] = []
    for n in (4, 3, 2, 1):
        held.extend([n] * (key // _HONOR_KEY[n] % 8))
    held.extend([0] * (5 - len(held)) if len(held) < 5 else [])
    table = [0] * 10
    for n in range(5):
        sets = 0
        for i in range(n):
            sets += 3 - min(held[i], 3)
        table[n] = sets * UNIT
        table[5 + n] = (sets + 2 - min(held[n], 2)) * UNIT
    return _intern(tuple(table))


_SPLITS: Final = tuple(
    (h1 * 5 + n1, h2 * 5 + n2, (h1 + h2) * 5 + n1 + n2)
    for h1 in (0, 1)
    for n1 in range(5)
    for h2 in range(2 - h1)
    for n2 in range(5 - n1)
)


@lru_cache(maxsize=1 << 16)
def combine(a: Table, b: Table) -> Table:
    """Min-plus sum of two tables: the best split of sets and pair between two groups of tiles."""
    out = [INF] * 10
    for i, j, at in _SPLITS:
        value = a[i] + b[j]
        if value < out[at]:
            out[at] = value
    return tuple(out)


def partner(rest: Table, need: int) -> Table:
    """``rest`` reordered: entry ``i`` completes entry ``i`` of another table to ``need`` sets + the pair."""
    return tuple(rest[(1 - h) * 5 + need - n] if n <= need else INF for h in (0, 1) for n in range(5))


def finish(a: Table, partner: Table) -> int:
    """The cost of the work shared between ``a`` and the table behind ``partner`` (``partner``)."""
    best: int = min(map(add, a, partner))
    return best


def complete(a: Table, rest: Table, need: int) -> int:
    """``finish(a, partner(rest, need))`` with no table built: the cost of ``need`` sets and the pair."""
    best = INF
    for n in range(need + 1):
        value = a[n] + rest[5 + need - n]
        if value < best:
            best = value
        value = a[5 + n] + rest[need - n]
        if value < best:
            best = value
    return best


def suit_codes(counts: Sequence[int], caps: Sequence[int]) -> list[int]:
    """The codes of the three suits' held copies, then of their caps (six numbers, in one pass)."""
    out = [0] * 6
    for suit in range(3):
        code = cap = 0
        for t in range(suit * 9 + 8, suit * 9 - 1, -1):
            code = code * 5 + counts[t]
            cap = cap * 5 + caps[t]
        out[suit], out[3 + suit] = code, cap
    return out


def plain_codes(counts: list[int]) -> list[int]:
    """``suit_codes`` of a hand no meld caps: its caps are ``FULL``, and a list is read by typed indexing."""
    out = [0, 0, 0, FULL, FULL, FULL]
    for suit in range(3):
        code = 0
        for t in range(suit * 9 + 8, suit * 9 - 1, -1):
            code = code * 5 + counts[t]
        out[suit] = code
    return out


def honor_code(counts: Sequence[int], caps: Sequence[int], extra: Tile | None = None) -> tuple[int, int]:
    """The honors' held copies (``extra`` one more) and caps, sorted: only their multiset counts."""
    code = cap = 0
    if extra is None and min(caps[27:34]) == 4:  # no honor melded: the caps are four for every tile held
        for n in sorted(counts[27:34], reverse=True):
            if n:
                code, cap = code * 5 + n, cap * 5 + 4
        return code, cap
    held = [(counts[t] + (t == extra), caps[t]) for t in range(27, 34)]
    for n, most in sorted(held, reverse=True):
        if n:
            code, cap = code * 5 + n, cap * 5 + most
    return code, cap


def one_set_and_pair(tables: list[Table], sets: int) -> int:
    """The cost of ``sets`` (0 or 1) sets and the pair out of four groups' ``tables``, without ``combine``.

    With one set at most, the set and the pair lie in one group or two, so
    the best is a minimum over pairs of groups (a table's entry 0, nothing
    made, costs 0).
    """
    if not sets:
        return min(t[5] for t in tables)
    best = first = second = INF
    at = -1
    for i, t in enumerate(tables):
        best = min(best, t[6])
        if t[5] < first:
            first, second, at = t[5], first, i
        elif t[5] < second:
            second = t[5]
    for i, t in enumerate(tables):
        best = min(best, t[1] + (second if i == at else first))
    return best


def built() -> int:
    """How many tables this process has built so far (for ``benchmarks/bench_shanten.py``)."""
    honors = len(_HONOR_TABLES) - _HONOR_TABLES.count(None)
    return len(_PLAIN) + _other_suit_table.cache_info().currsize + honor_table.cache_info().currsize + honors
