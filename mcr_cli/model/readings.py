"""Every reading of a hand: the ways its concealed tiles form a winning shape.

A *reading* divides the concealed tiles (standing tiles + winning tile) into
sets and a pair, or recognises a special shape.  The scorer tries them all
and keeps the best (就高不就低), so this module only enumerates.

Each suit is decomposed on its own and the result memoised on the suit's
nine counts: a hand's suits recur across millions of hands, and combining
three small per-suit lists is far cheaper than searching the whole hand.

>>> [r.shape.name for r in readings(counts_of([0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 8]), 0)]
['FOUR_SETS', 'FOUR_SETS']
"""

from collections.abc import Iterable
from enum import Enum
from functools import lru_cache
from itertools import permutations
from typing import Final

from .tiles import TERMINAL_OR_HONOR, Tile

CHOW, PUNG = 0, 1
"""Kinds of a concealed set; a set is ``(kind, tile)``, ``tile`` the lowest of a chow."""

ConcealedSet = tuple[int, Tile]


class Shape(Enum):
    FOUR_SETS = "four sets and a pair"
    SEVEN_PAIRS = "seven pairs"
    THIRTEEN_ORPHANS = "thirteen orphans"
    HONORS_AND_KNITTED = "honors and knitted tiles"
    KNITTED_STRAIGHT = "knitted straight, a set and a pair"


class Arrangement:
    """One reading of the concealed tiles.

    ``sets`` are the sets formed from concealed tiles (melds are not here);
    ``pair`` the pair's tile; ``knitted`` the suits (0 m, 1 p, 2 s) that hold
    147, 258 and 369 in the knitted shapes.

    A plain class with slots, not a ``NamedTuple``: one is made per reading of
    every hand, and compiled it is a native class, built without the Python
    ``__new__`` a named tuple runs.
    """

    __slots__ = ("knitted", "pair", "sets", "shape")

    def __init__(
        self,
        shape: Shape,
        sets: tuple[ConcealedSet, ...] = (),
        pair: Tile | None = None,
        knitted: tuple[int, int, int] | None = None,
    ) -> None:
        self.shape = shape
        self.sets = sets
        self.pair = pair
        self.knitted = knitted

    def __repr__(self) -> str:
        return f"Arrangement({self.shape}, sets={self.sets}, pair={self.pair}, knitted={self.knitted})"


KNITTED_PATTERNS: tuple[tuple[int, int, int], ...] = tuple((a, b, c) for a, b, c in permutations(range(3)))
"""The six ways to give 147, 258 and 369 to the three suits."""


def knitted_tiles(pattern: tuple[int, int, int]) -> tuple[Tile, ...]:
    """The nine tiles of a knitted straight: 147 in ``pattern[0]``, 258 in ``[1]``, 369 in ``[2]``."""
    return tuple(suit * 9 + start + step for start, suit in enumerate(pattern) for step in (0, 3, 6))


KNITTED_TILES: tuple[tuple[Tile, ...], ...] = tuple(knitted_tiles(p) for p in KNITTED_PATTERNS)
"""The nine tiles of each pattern, in the order of ``KNITTED_PATTERNS``, built once."""
_KNITS = tuple(zip(KNITTED_PATTERNS, KNITTED_TILES, strict=True))


def _knits_held(counts: list[int]) -> list[tuple[tuple[int, int, int], tuple[Tile, ...]]]:
    """The patterns all of whose nine tiles ``counts`` holds.

    Every pattern needs, in the characters, one of 147, 258 or 369 whole: a
    hand that holds none of them (most hands) is done after three look-ups.
    """
    if not (
        (counts[0] and counts[3] and counts[6])
        or (counts[1] and counts[4] and counts[7])
        or (counts[2] and counts[5] and counts[8])
    ):
        return []
    return [(pattern, tiles) for pattern, tiles in _KNITS if all(counts[t] for t in tiles)]


def counts_of(tiles: Iterable[Tile]) -> list[int]:
    """The 34 counts of ``tiles``."""
    counts = [0] * 34
    for t in tiles:
        counts[t] += 1
    return counts


@lru_cache(maxsize=1 << 16)  # bounded: memory stays flat over millions of hands
def _suit_readings(
    counts: tuple[int, ...], with_pair: bool
) -> tuple[tuple[int, tuple[ConcealedSet, ...]], ...]:
    """Ways to split one suit's nine counts into sets (and one pair if ``with_pair``).

    Returns ``(pair_rank_index or -1, sets)`` with suit-relative tiles.  The
    lowest tile present must start a pung, a chow or the pair, so each
    division is produced once.
    """
    first = next((i for i, c in enumerate(counts) if c), -1)
    if first < 0:
        return ((-1, ()),) if not with_pair else ()
    out: list[tuple[int, tuple[ConcealedSet, ...]]] = []
    rest = list(counts)
    if counts[first] >= 3:
        rest[first] -= 3
        for pair, sets in _suit_readings(tuple(rest), with_pair):
            out.append((pair, ((PUNG, first), *sets)))
        rest[first] += 3
    if first <= 6 and counts[first + 1] and counts[first + 2]:
        rest[first] -= 1
        rest[first + 1] -= 1
        rest[first + 2] -= 1
        for pair, sets in _suit_readings(tuple(rest), with_pair):
            out.append((pair, ((CHOW, first), *sets)))
        rest[first] += 1
        rest[first + 1] += 1
        rest[first + 2] += 1
    if with_pair and counts[first] >= 2:
        rest[first] -= 2
        for _, sets in _suit_readings(tuple(rest), False):
            out.append((first, sets))
    return tuple(out)


@lru_cache(maxsize=1 << 16)  # bounded: memory stays flat over millions of hands
def _placed_readings(
    counts: tuple[int, ...], with_pair: bool, suit: int
) -> tuple[tuple[Tile | None, tuple[ConcealedSet, ...]], ...]:
    """``_suit_readings`` with the tiles of ``suit``: ``(pair tile or None, sets)``."""
    base = suit * 9
    return tuple(
        (None if pair < 0 else pair + base, tuple((kind, tile + base) for kind, tile in sets))
        for pair, sets in _suit_readings(counts, with_pair)
    )


def four_sets_readings(counts: list[int] | tuple[int, ...]) -> list[Arrangement]:
    """Every division of the concealed tiles (34 counts, at most 14 tiles) into sets and exactly one pair."""
    honor_sets: list[ConcealedSet] = []
    honor_pair: Tile | None = None
    for t in range(27, 34):
        c = counts[t]
        if c == 3:
            honor_sets.append((PUNG, t))
        elif c == 2:
            if honor_pair is not None:
                return []
            honor_pair = t
        elif c:
            return []
    # Which suit holds the pair: the honors, or one of the three suits.
    per_suit = [tuple(counts[s * 9 : s * 9 + 9]) for s in range(3)]
    out: list[Arrangement] = []
    pair_suits = [3] if honor_pair is not None else [s for s in range(3) if sum(per_suit[s]) % 3 == 2]
    honors = tuple(honor_sets)
    for pair_suit in pair_suits:
        options = [_placed_readings(per_suit[s], s == pair_suit, s) for s in range(3)]
        if not all(options):
            continue
        for p0, s0 in options[0]:
            for p1, s1 in options[1]:
                for p2, s2 in options[2]:
                    pair = honor_pair if pair_suit == 3 else (p0, p1, p2)[pair_suit]
                    out.append(Arrangement(Shape.FOUR_SETS, s0 + s1 + s2 + honors, pair))
    return out


def is_seven_pairs(counts: list[int]) -> bool:
    return sum(counts) == 14 and all(c % 2 == 0 for c in counts)


def _is_thirteen_orphans(counts: list[int]) -> bool:
    return (
        sum(counts) == 14
        and all(counts[t] for t in TERMINAL_OR_HONOR)
        and sum(counts[t] for t in TERMINAL_OR_HONOR) == 14
    )


def _honors_and_knitted(counts: list[int]) -> Arrangement | None:
    """全不靠: 14 different tiles, the suited ones all from one knitted pattern."""
    if sum(counts) != 14 or max(counts) > 1:
        return None
    for pattern, tiles in _KNITS:
        if sum(counts[t] for t in tiles) + sum(counts[27:]) == 14:
            return Arrangement(Shape.HONORS_AND_KNITTED, knitted=pattern)
    return None


def _knitted_straight(counts: list[int]) -> list[Arrangement]:
    """组合龙 plus the rest of the concealed tiles as sets and a pair."""
    out: list[Arrangement] = []
    for pattern, tiles in _knits_held(counts):
        rest = list(counts)
        for t in tiles:
            rest[t] -= 1
        for a in four_sets_readings(rest):
            out.append(Arrangement(Shape.KNITTED_STRAIGHT, a.sets, a.pair, pattern))
    return out


def readings(counts: list[int], melds: int) -> list[Arrangement]:
    """Every reading of concealed tiles ``counts`` beside ``melds`` melds (ruling 1, 2).

    Seven pairs, thirteen orphans and the honors-and-knitted shape need all 14
    tiles concealed; a knitted straight leaves room for one meld.
    """
    out = four_sets_readings(counts)
    if melds == 0:
        if is_seven_pairs(counts):
            out.append(Arrangement(Shape.SEVEN_PAIRS))
        if _is_thirteen_orphans(counts):
            out.append(Arrangement(Shape.THIRTEEN_ORPHANS))
        knitted = _honors_and_knitted(counts)
        if knitted is not None:
            out.append(knitted)
    if melds <= 1:
        out.extend(_knitted_straight(counts))
    return out


def is_winning(counts: list[int], melds: int, far_shapes: bool = True) -> bool:
    """Whether the concealed tiles complete some winning shape (counts may exceed 4).

    ``bool(readings(counts, melds))``, without building any reading: the wait
    probes ask this for many tiles of every hand.  ``far_shapes=False``
    leaves out thirteen orphans, honors-and-knitted and the knitted straight,
    for a caller that knows them out of reach.
    """
    if has_four_sets(counts):
        return True
    if melds == 0 and is_seven_pairs(counts):
        return True
    if not far_shapes:
        return False
    if melds == 0 and (_is_thirteen_orphans(counts) or _honors_and_knitted(counts) is not None):
        return True
    if melds <= 1:
        for _, tiles in _knits_held(counts):
            rest = list(counts)
            for t in tiles:
                rest[t] -= 1
            if has_four_sets(rest):
                return True
    return False


def has_four_sets(counts: list[int], known: list[int] | None = None, changed: int = -1) -> bool:
    """Whether ``four_sets_readings(counts)`` finds any division: every group splits, one holds the pair.

    ``known``: each group's ``group_status`` before one tile was added to
    group ``changed`` (a wait probe), so that only that group is judged again.
    """
    pairs = 0
    for group in (3, 0, 1, 2):  # the honors first: the cheapest refusal
        status = group_status(counts, group) if known is None or group == changed else known[group]
        if status == NO_SPLIT:
            return False
        if status == WITH_PAIR:
            pairs += 1
            if pairs > 1:
                return False
    return pairs == 1


SETS_ONLY: Final = 0
"""``group_status``: the group's tiles split into sets."""
NO_SPLIT: Final = 1
"""``group_status``: they split into no sets and at most one pair."""
WITH_PAIR: Final = 2
"""``group_status``: they split into sets and one pair."""


def group_status(counts: list[int], group: int) -> int:
    """How one group (suit 0-2, or 3 for the honors) splits: ``SETS_ONLY``, ``WITH_PAIR`` or ``NO_SPLIT``.

    A hand is four sets and a pair when each group splits and exactly one
    holds the pair: the one rule ``has_four_sets`` and the wait probes share
    (a probe adds one tile, so only its group is judged again).

    >>> counts = counts_of([0, 1, 2, 27, 27, 27, 30, 30])
    >>> [group_status(counts, g) for g in range(4)]
    [0, 0, 0, 2]
    """
    if group == 3:
        pair = False
        for t in range(27, 34):
            c = counts[t]
            if c == 2:
                if pair:
                    return NO_SPLIT
                pair = True
            elif c and c != 3:
                return NO_SPLIT
        return WITH_PAIR if pair else SETS_ONLY
    base = group * 9
    held = 0
    for t in range(base, base + 9):
        held += counts[t]
    rest = held % 3
    if rest == 1:
        return NO_SPLIT
    if rest == 0 and held == 0:
        return SETS_ONLY
    return rest if _splits(counts, group, rest == 2) else NO_SPLIT


_SPLITS: dict[int, bool] = {}
"""``_splits`` by its key: a suit's nine counts (5 bits each) and the pair flag, as one number."""
_SPLITS_HELD = 1 << 16


def _splits(counts: list[int], suit: int, with_pair: bool) -> bool:
    """Whether ``suit``'s counts split into sets (and one pair, if ``with_pair``), memoised.

    The key is a number built from the counts, not a tuple of them: no
    allocation and a cheap hash on the path every wait probe takes.

    >>> _splits([1, 1, 1, 2] + [0] * 30, 0, True), _splits([1, 1, 2] + [0] * 31, 0, True)
    (True, False)
    """
    base = suit * 9
    key = 1 if with_pair else 0
    for t in range(base, base + 9):
        c = counts[t]
        if c > 31:  # never in a hand; not worth a key
            return bool(_suit_readings(tuple(counts[base : base + 9]), with_pair))
        key = (key << 5) | c
    found = _SPLITS.get(key)
    if found is None:
        found = bool(_suit_readings(tuple(counts[base : base + 9]), with_pair))
        if len(_SPLITS) >= _SPLITS_HELD:
            _SPLITS.clear()
        _SPLITS[key] = found
    return found
