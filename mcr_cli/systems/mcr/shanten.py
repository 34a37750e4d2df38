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
straight, is the search every system shares (``systems/shapes.py``: a
memoised table per suit, combined by min-plus), here with no wild tile, so
the most copies a shape may hold are a wall.  This module adds MCR's own
shapes: 七对 with a four as two pairs, 十三幺, 全不靠 and 组合龙.

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
from typing import Final, NamedTuple

from ...errors import InvalidHandError
from ...model.hand import Hand
from ...model.readings import KNITTED_PATTERNS, counts_of, knitted_tiles
from ...model.tiles import TERMINAL_OR_HONOR, Tile
from ..shapes import Hold, standard, standard_missing

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


def _knitted_straight(counts: list[int], caps: Sequence[int], need: int, useful: bool) -> _Family:
    """组合龙 + a set + a pair: one copy of each knitted tile makes the straight, the rest the set and pair.

    The set may be a meld (ruling 1), so ``need`` is 4 or 3 and the rest
    makes ``need - 3`` sets.  Giving a held knitted tile to the straight saves
    a draw there and costs at most one elsewhere, so that choice is always
    among the best.
    """
    best, tiles = _INF, set[Tile]()
    for knit in _KNITS:
        if any(not caps[t] for t in knit):
            continue  # a melded kong holds all four copies of a knitted tile
        rest, rest_caps = list(counts), list(caps)
        for t in knit:
            rest_caps[t] -= 1
            rest[t] -= rest[t] > 0
        lacking = {t for t in knit if not counts[t]}
        others = _hold(rest, rest_caps, need - 3)
        distance = len(lacking) + standard_missing(others)
        if distance < best:
            best, tiles = distance, set()
        if distance == best and useful:
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
