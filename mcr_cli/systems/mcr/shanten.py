"""上听数 Shanten: how far a hand is from ready, per shape family, and which tiles help.

Shanten here is exact: it is one less than the fewest tiles a player must
draw (discarding others) to hold a winning shape, and that shape may hold no
more than four copies of a tile, melds included.  So a hand "ready" only on a
fifth copy (空听, e.g. ``1111m234p567s999s``) is 1 from ready, not 0, and a
tile whose four copies are all in the hand is never an effective tile (有效牌).
The usual formula (sets, partial sets, pair; pymahjonggb's) ignores that
limit, so the two differ only where a reading would need a fifth copy.

A 13-tile hand that is ready has shanten 0; a complete 14-tile hand has -1.

The standard shape, alone and as the set and pair beside a knitted
straight, is read off the tables every system shares (``systems/suit_tables.py``:
a memoised table per suit, combined by min-plus), here with no wild tile, so
the most copies a shape may hold are a wall.  This module adds MCR's own
shapes: 七对 with a four as two pairs, 十三幺, 全不靠 and 组合龙.  A plain
call measures the distances only (``_distances``, closed forms on the
tables); the effective tiles are found when the result's ``effective`` is
read (``_family``, which also serves ``family_shanten``).

>>> from mcr_cli.model.hand import parse_hand
>>> from mcr_cli.model.tiles import format_tiles
>>> nine_gates = analyse(parse_hand("1112345678999s", 13))
>>> nine_gates.shanten, format_tiles(nine_gates.effective)
(0, '123456789s')
>>> analyse(parse_hand("1111m234p567s999s", 13)).shanten
1
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Final

from ...errors import InvalidHandError
from ...model.hand import Hand
from ...model.readings import KNITTED_PATTERNS, counts_of, knitted_tiles
from ...model.tiles import TERMINAL_OR_HONOR, Tile
from ..shapes import Analysis as Analysis
from ..shapes import Hold, standard, standard_missing
from ..suit_tables import (
    FULL,
    POWERS,
    UNIT,
    Table,
    combine,
    complete,
    honor_code,
    honor_table,
    one_set_and_pair,
    plain_codes,
    plain_honor_table,
    suit_codes,
    suit_table,
)

FAMILIES: Final = ("standard", "seven_pairs", "thirteen_orphans", "honors_knitted", "knitted_straight")
"""The winning shapes (ruling 1): four sets + a pair, 七对, 十三幺, 全不靠, 组合龙 + a set + a pair."""

_INF: Final = 99
_ORPHANS: Final = tuple(sorted(TERMINAL_OR_HONOR))
_KNITS: Final = tuple(knitted_tiles(pattern) for pattern in KNITTED_PATTERNS)
"""The six knitted straights (组合龙): 147/258/369 dealt to the three suits."""
_HONORS: Final = tuple(range(27, 34))


# --- the families -------------------------------------------------------------------------

_Family = tuple[int, set[Tile]]
"""Tiles to draw for the shape, and (when asked) the tiles that lower that number."""


def _hold(counts: Sequence[int], caps: Sequence[int], need: int) -> Hold:
    """The concealed tiles as the shared search reads them: no wilds, so the caps are walls."""
    return Hold(tuple(counts), 0, tuple(caps), need, 0)


def _standard_family(counts: list[int], caps: Sequence[int], need: int, useful: bool) -> _Family:
    return standard(_hold(counts, caps, need), useful)


def _seven_pairs(counts: Sequence[int], useful: bool) -> _Family:
    """七对: four of a kind is two pairs (ruling 1); a 13-tile hand always has singles enough."""
    pairs = sum(c // 2 for c in counts)
    return 7 - min(pairs, 7), {t for t in range(34) if counts[t] % 2} if useful else set()


def _thirteen_orphans(counts: Sequence[int], useful: bool) -> _Family:
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


def _knitted_straight(counts: list[int], caps: Sequence[int], need: int, useful: bool) -> _Family:
    """组合龙 + a set + a pair: one copy of each knitted tile makes the straight, the rest the set and pair.

    The set may be a meld (ruling 1), so ``need`` is 4 or 3 and the rest
    makes ``need - 3`` sets.  Giving a held knitted tile to the straight saves
    a draw there and costs at most one elsewhere, so that choice is always
    among the best.  The rest's one set and pair hold at most three copies of
    a tile, so a cap of three is as good as four (as in ``_rest_caps``): with
    no melds the rest is read off the plain tables every hand shares.  The
    useful tiles (a draw of every tile) are looked for only beside the
    straights at the least distance, once all six are measured.
    """
    measured: list[tuple[int, set[Tile], Hold]] = []
    for knit in _KNITS:
        if any(not caps[t] for t in knit):
            continue  # a melded kong holds all four copies of a knitted tile
        rest, rest_caps = list(counts), list(caps)
        for t in knit:
            rest_caps[t] = 4 if rest_caps[t] >= 4 else rest_caps[t] - 1
            rest[t] -= rest[t] > 0
        lacking = {t for t in knit if not counts[t]}
        others = _hold(rest, rest_caps, need - 3)
        measured.append((len(lacking) + standard_missing(others), lacking, others))
    best = min([d for d, _, _ in measured], default=_INF)
    tiles = set[Tile]()
    if useful:
        for distance, lacking, others in measured:
            if distance == best:
                tiles |= lacking | standard(others, True)[1]
    return best, tiles


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


# --- the distances alone, by the tables ------------------------------------------------------

_KNIT_GROUPS: Final = tuple(g for knit in _KNITS for g in sorted({t // 9 * 3 + t % 3 for t in knit}))
"""The three (suit, rank mod 3) groups of ``_knit_groups`` the knitted straight ``k`` takes, at ``3k``.."""


def _knit_groups(counts: list[int]) -> tuple[list[int], list[int]]:
    """Per suit and rank mod 3 (147, 258, 369): the different tiles held, and their weight in the suit's code.

    A knitted straight takes one such group per suit, so its held tiles and
    what is left of each suit's code after it are sums of these.
    """
    held, drop = [0] * 9, [0] * 9
    for t in range(27):
        if counts[t]:
            g = _GROUP[t]
            held[g] += 1
            drop[g] += POWERS[t % 9]
    return held, drop


_GROUP: Final = tuple(t // 9 * 3 + t % 3 for t in range(27))
"""Each suited tile's group in ``_knit_groups``: its suit and its rank mod 3."""


_PAIRS: Final = (0, 0, 1, 1, 2)
"""The pairs of 七对 in 0-4 copies of a tile (a four is two: ruling 1)."""


def _rest_caps(caps: Sequence[int], group: int) -> int:
    """The caps code of a suit once a knitted straight has taken a copy of each tile of ``group``.

    What is left makes one set and the pair at most, which hold at most three
    copies of a tile, so a cap of three is as good as four: with no melds every
    suit's code is ``FULL``, and the tables are those of the standard shape.
    """
    suit, start = divmod(group, 3)
    code = 0
    for t in range(suit * 9 + 8, suit * 9 - 1, -1):
        cap = caps[t] - (t % 3 == start)
        code = code * 5 + (4 if cap >= 3 else cap)
    return code


def _distances(counts: list[int], caps: list[int], need: int, exact: bool = True) -> dict[str, int | None]:
    """Every family's distance (tiles to draw), from the suit tables and the knitted groups, no useful tiles.

    The same numbers as ``_family``'s: the standard shape from the four
    groups' tables; 组合龙's set and pair beside each straight from the tables
    of the suits less the straight's tiles (``one_set_and_pair``); 全不靠 from
    the different tiles held per knitted group.  Not ``exact``: only the
    families at the least distance are asked for, so the search of 组合龙
    stops beyond the least of the others, and when it is more its entry is
    one more than that least (still more, and cheaper to know).
    """
    plain = min(caps) == 4  # no meld, so every cap four: the tables a plain dictionary holds
    codes = plain_codes(counts) if plain else suit_codes(counts, caps)
    tables = [suit_table(codes[g], codes[3 + g], False) for g in range(3)]
    tables.append(plain_honor_table(counts) if plain else honor_table(*honor_code(counts, caps), False))
    out: dict[str, int | None] = dict.fromkeys(FAMILIES)
    others = combine(combine(tables[1], tables[2]), tables[3])
    least = out["standard"] = complete(tables[0], others, need) // UNIT
    held, drop = _knit_groups(counts)
    lacking = [0] * 6  # of each knitted straight, the tiles not held, times 8, plus its number
    for k in range(6):
        g = 3 * k
        lacking[k] = (
            9 - held[_KNIT_GROUPS[g]] - held[_KNIT_GROUPS[g + 1]] - held[_KNIT_GROUPS[g + 2]]
        ) * 8 + k
    lacking.sort()
    if need == 4:
        pairs = 0
        for n in counts:
            pairs += _PAIRS[n]
        orphans = pair = 0
        for t in _ORPHANS:
            if counts[t]:
                orphans += 1
                pair |= counts[t] >= 2
        honors = 7 - counts[27:34].count(0)
        most = 9 - lacking[0] // 8
        seven, thirteen, knitted = 7 - min(7, pairs), 14 - orphans - pair, 14 - min(14, most + honors)
        out["seven_pairs"], out["thirteen_orphans"], out["honors_knitted"] = seven, thirteen, knitted
        least = min(min(least, seven), min(thirteen, knitted))  # two at a time: typed, not a call
    if need >= 3:
        best = _INF if exact else least + 1
        for code in lacking:
            k = code % 8
            if code // 8 >= best:
                break  # the set and the pair beside the straight cost nothing at best
            if not plain and any(not caps[t] for t in _KNITS[k]):
                continue  # a melded kong holds all four copies of a knitted tile
            rests: list[Table] = []
            for g in _KNIT_GROUPS[3 * k : 3 * k + 3]:
                rests.append(
                    suit_table(codes[g // 3] - drop[g], FULL if plain else _rest_caps(caps, g), False)
                )
            rests.append(tables[3])
            best = min(best, code // 8 + one_set_and_pair(rests, need - 3) // UNIT)
        out["knitted_straight"] = best
    return out


def _least(distances: dict[str, int | None]) -> int:
    """The least of the families' distances (those the melds leave)."""
    least = _INF
    for d in distances.values():
        if d is not None and d < least:
            least = d
    return least


def _families(counts: list[int], caps: list[int], need: int) -> dict[str, int | None]:
    """Each family's shanten (``None`` where the melds rule it out): what a result's ``families`` reads."""
    return {name: None if d is None else d - 1 for name, d in _distances(counts, caps, need).items()}


# --- the API ------------------------------------------------------------------------------


def _effective_tiles(
    counts: list[int], caps: list[int], need: int, best: tuple[str, ...]
) -> tuple[Tile, ...]:
    """The tiles that lower the distance of the families ``best`` (those at the least distance)."""
    tiles: set[Tile] = set()
    for name in best:
        found = _family(name, counts, caps, need, True)
        assert found is not None
        tiles |= found[1]
    return tuple(sorted(tiles))


def analyse_counts(
    counts: Sequence[int], meld_tiles: Sequence[Tile] = (), melds: int = 0, *, effective: bool = True
) -> Analysis:
    """Shanten of concealed tiles given as 34 counts, with ``melds`` melds holding ``meld_tiles``.

    Only the families at the least distance are measured here; each
    family's distance when the result's ``families`` is first read, and the
    effective tiles (when the concealed tiles are one short of a whole hand,
    13 tiles in all, unless ``effective`` is false) when ``effective`` is.
    """
    work = list(counts)
    caps = [4] * 34
    for t in meld_tiles:
        caps[t] -= 1
    need = 4 - melds
    distances = _distances(work, caps, need, exact=False)
    least = _least(distances)
    families = partial(_families, work, caps, need)
    if not (effective and sum(work) + 3 * melds == 13):
        return Analysis(None, least - 1, measure=families)
    best = tuple(name for name in FAMILIES if distances[name] == least)
    return Analysis(None, least - 1, partial(_effective_tiles, work, caps, need, best), measure=families)


def family_shanten(counts: Sequence[int], family: str, melds: int = 0) -> tuple[int, tuple[Tile, ...]]:
    """One family's shanten and effective tiles (for cross-checks and benchmarks).

    Raises ``InvalidHandError`` when the melds rule the family out (``FAMILIES``).
    """
    found = _family(family, list(counts), [4] * 34, 4 - melds, True)
    if found is None:
        from ..faults import FAMILY_WITH_MELDS

        raise InvalidHandError(FAMILY_WITH_MELDS(family=family))
    return found[0] - 1, tuple(sorted(found[1]))


def analyse(hand: Hand) -> Analysis:
    """Shanten of a 13- or 14-tile hand; melds reduce the sets needed and rule out the special shapes."""
    meld_tiles = [t for m in hand.melds for t in m.tiles]
    return analyse_counts(counts_of(hand.concealed_tiles), meld_tiles, len(hand.melds))
