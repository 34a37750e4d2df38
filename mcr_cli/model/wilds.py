"""Readings of a hand whose wild tiles (赖子, 混) are wild: groups with what each wild stands for.

Every scoring system but MCR reads a hand as *groups*: its melds, then the
sets and the pair (or the seven pairs, or the thirteen orphans) of the
concealed tiles.  A wild tile may stand for any of the 34 tiles, even a fifth
copy, so a reading records for each group which natural tiles it holds and
what each wild in it stands for.  Systems judge readings; this module only
enumerates them, and knows no system.

The wilds are never substituted one by one (34⁴ hands for four wilds).  The
search takes the lowest natural tile left and tries every group it can be
in — a pung, a pair, or a chow it starts, sits in the middle of, or ends —
filling each missing tile with a natural copy when one is left or with a
wild.  Wilds left when the natural tiles are used up form groups of their
own; what those stand for is drawn from ``free_sets`` / ``free_pairs``,
which a system may narrow to the identities that can change its score.

    >>> [str(r) for r in group_readings(counts_of_tiles([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 27, 27]), 0, ())]
    ['123m 456m 789m 111p EE']
    >>> hand = counts_of_tiles([0, 1, 9, 10, 11, 18, 19, 20, 27, 27, 27])  # 12m 123p 123s EEE + 3 wilds
    >>> readings = group_readings(hand, 3, ())
    >>> [str(r) for r in readings][:2]
    ['111m(1m* 1m*) 123p 123s EEE 22m(2m*)', '222m(2m* 2m*) 123p 123s EEE 11m(1m*)']
    >>> sum(not r.groups[-1].naturals for r in readings)  # 123m(3m*), then two wilds: a pair of any tile
    34
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import NamedTuple

from . import checks
from .hand import Meld, MeldKind
from .readings import Shape, four_sets_readings
from .records import bound_repr
from .tiles import TERMINAL_OR_HONOR, Tile, format_tiles, tile_name

CHOW, PUNG, KONG, PAIR, ORPHANS = 0, 1, 2, 3, 4
"""Kinds of a group.  A kong is always one of the hand's melds; ORPHANS is the whole 十三幺 shape."""

_KIND_OF_MELD = {MeldKind.CHOW: CHOW, MeldKind.PUNG: PUNG, MeldKind.KONG: KONG}


class Group(NamedTuple):
    """One set, pair or shape of a reading.

    ``tile`` is the lowest tile of a chow, the tile of a pung, kong or pair
    (``-1`` for the thirteen orphans); ``naturals`` the natural tiles in it;
    ``wilds`` what each wild copy in it stands for (both sorted); ``meld`` the
    hand's meld when the group is one.
    """

    kind: int
    tile: Tile
    naturals: tuple[Tile, ...]
    wilds: tuple[Tile, ...] = ()
    meld: Meld | None = None

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The tiles the group is read as, wilds resolved, sorted."""
        return tuple(sorted(self.naturals + self.wilds))

    def __str__(self) -> str:
        """The tiles as read, then what the wilds stand for: ``456m(5m*)``; a meld as written."""
        if self.meld is not None:
            from .notation import format_meld

            return format_meld(self.meld)
        text = format_tiles(list(self.tiles))
        if not self.wilds:
            return text
        return f"{text}({' '.join(tile_name(t) + '*' for t in self.wilds)})"


class GroupReading(NamedTuple):
    """One reading: the shape and its groups (the melds first)."""

    shape: Shape
    groups: tuple[Group, ...]

    @property
    def tiles(self) -> list[Tile]:
        """Every tile as read, a kong counting four, wilds resolved."""
        return [t for g in self.groups for t in g.tiles]

    def parts(self) -> tuple[str, ...]:
        """Each group as ``--explain`` shows it (``456m(5m*)``, a meld as written)."""
        return tuple([str(g) for g in self.groups])

    @property
    def wilds(self) -> tuple[Tile, ...]:
        """What the wilds stand for, over the whole reading."""
        return tuple(sorted(t for g in self.groups for t in g.wilds))

    @property
    def pair(self) -> Group | None:
        """The pair of a four-sets reading."""
        if self.shape is not Shape.FOUR_SETS:
            return None
        return next((g for g in self.groups if g.kind == PAIR), None)

    @property
    def sets(self) -> tuple[Group, ...]:
        """Chows, pungs and kongs (melds included)."""
        return tuple(g for g in self.groups if g.kind in (CHOW, PUNG, KONG))

    def __str__(self) -> str:
        return " ".join(str(g) for g in self.groups)


bound_repr(Group, checks.group_ok)  # a group or reading built wrong prints its fields, never an error
bound_repr(GroupReading, lambda reading: checks.reading_ok(reading, Shape))


def counts_of_tiles(tiles: Iterable[Tile]) -> tuple[int, ...]:
    """The 34 counts of ``tiles`` (a tuple, so that it can be memoised on)."""
    counts = [0] * 34
    for t in tiles:
        counts[t] += 1
    return tuple(counts)


ALL_SETS: tuple[tuple[int, Tile], ...] = tuple((PUNG, t) for t in range(34)) + tuple(
    (CHOW, s * 9 + r) for s in range(3) for r in range(7)
)
"""Every set a group of three wilds may stand for: 34 pungs, 21 chows."""
ALL_PAIRS: tuple[Tile, ...] = tuple(range(34))


def meld_groups(melds: Sequence[Meld]) -> tuple[Group, ...]:
    """The hand's melds as groups (never holding a wild)."""
    return tuple(Group(_KIND_OF_MELD[m.kind], m.tile, m.tiles, (), m) for m in melds)


def _set_tiles(kind: int, tile: Tile) -> tuple[Tile, ...]:
    if kind == CHOW:
        return (tile, tile + 1, tile + 2)
    return (tile,) * (2 if kind == PAIR else 3)


def _groups_with(counts: list[int], t: Tile, kind: int, start: Tile, wilds: int) -> list[tuple[Group, int]]:
    """Each way a group of ``kind`` starting at ``start`` can hold natural ``t`` (the lowest left).

    Returns the group and the wilds it takes.  Every tile of the group other
    than the one copy of ``t`` it must hold is a natural copy (when one is
    left) or a wild, so a wild may stand beside a natural copy that another
    group uses.
    """
    members = list(_set_tiles(kind, start))
    members.remove(t)
    options: list[tuple[tuple[Tile, ...], tuple[Tile, ...]]] = [((t,), ())]
    for m in members:
        grown = []
        for naturals, wild_for in options:
            if m >= t and counts[m] - naturals.count(m) > 0:
                grown.append(((*naturals, m), wild_for))
            if len(wild_for) < wilds:
                grown.append((naturals, (*wild_for, m)))
        options = grown
    return [(Group(kind, start, tuple(sorted(n)), tuple(sorted(w))), len(w)) for n, w in options]


def groups_holding(counts: list[int], t: Tile, wilds: int, need_pair: bool) -> list[tuple[Group, int]]:
    """Every group the lowest natural tile ``t`` can be in: a pung, the pair, or one of three chows.

    Returns each group with the wilds it takes.  Public for systems that walk
    the search themselves to fold readings as they go (Tianjin, with up to 7 wilds).
    """
    out = _groups_with(counts, t, PUNG, t, wilds)
    if need_pair:
        out += _groups_with(counts, t, PAIR, t, wilds)
    if t < 27:
        suit_start = t - t % 9
        for start in (t - 2, t - 1, t):
            if start >= suit_start and start % 9 <= 6:
                out += _groups_with(counts, t, CHOW, start, wilds)
    return out


@lru_cache(maxsize=1 << 15)  # bounded: a long batch must not grow without end
def _sets_and_pair(
    counts: tuple[int, ...],
    wilds: int,
    need_pair: bool,
    free_sets: tuple[tuple[int, Tile], ...],
    free_pairs: tuple[Tile, ...],
) -> tuple[tuple[Group, ...], ...]:
    """Every division of the natural ``counts`` and ``wilds`` jokers into sets (and a pair)."""
    t = next((i for i, c in enumerate(counts) if c), -1)
    if t < 0:
        return wild_only_groups(wilds, need_pair, free_sets, free_pairs)
    out: list[tuple[Group, ...]] = []
    rest = list(counts)
    for group, used in groups_holding(rest, t, wilds, need_pair):
        for n in group.naturals:
            rest[n] -= 1
        for tail in _sets_and_pair(
            tuple(rest), wilds - used, need_pair and group.kind != PAIR, free_sets, free_pairs
        ):
            out.append((group, *tail))
        for n in group.naturals:
            rest[n] += 1
    return tuple(out)


def wild_only_groups(
    wilds: int, need_pair: bool, free_sets: tuple[tuple[int, Tile], ...], free_pairs: tuple[Tile, ...]
) -> tuple[tuple[Group, ...], ...]:
    """Groups of wilds alone: a pair if one is still needed, then sets (each combination once)."""
    rest = wilds - 2 * need_pair
    if rest < 0 or rest % 3:
        return ()
    pairs = [(Group(PAIR, p, (), (p, p)),) for p in free_pairs] if need_pair else [()]
    combos: list[tuple[tuple[Group, ...], int]] = [((), 0)]  # groups, index of the last set used
    for _ in range(rest // 3):
        combos = [
            ((*c, Group(kind, tile, (), _set_tiles(kind, tile))), i)
            for c, first in combos
            for i, (kind, tile) in enumerate(free_sets)
            if i >= first
        ]
    return tuple(s + p for p in pairs for s, _ in combos)


def canonical_order(groups: tuple[Group, ...]) -> tuple[Group, ...]:
    """One order for a reading's groups (sets by tile, the pair last): equal readings compare equal."""
    return tuple(sorted(groups, key=lambda g: (g.kind == PAIR, g.tile, g.kind, g.naturals, g.wilds)))


def group_readings(
    naturals: tuple[int, ...],
    wilds: int,
    melds: Sequence[Meld],
    *,
    seven_pairs: bool = False,
    thirteen_orphans: bool = False,
    free_sets: tuple[tuple[int, Tile], ...] = ALL_SETS,
    free_pairs: tuple[Tile, ...] = ALL_PAIRS,
) -> list[GroupReading]:
    """Every reading of the concealed ``naturals`` (34 counts) and ``wilds`` wild copies beside ``melds``.

    Four sets and a pair always; seven pairs and the thirteen orphans when the
    system has them (and there are no melds).  Each distinct reading once.
    """
    head = meld_groups(melds)
    out: list[GroupReading] = []
    if wilds == 0:
        for a in four_sets_readings(naturals):
            assert a.pair is not None
            # canonical_order's order without its key function: sets of natural tiles by tile,
            # then kind (a chow before a pung of its lowest tile), the pair last
            concealed = [
                Group(k & 3, k >> 2, _set_tiles(k & 3, k >> 2))
                for k in sorted([t << 2 | kind for kind, t in a.sets])
            ]
            concealed.append(Group(PAIR, a.pair, (a.pair, a.pair)))
            out.append(GroupReading(Shape.FOUR_SETS, head + tuple(concealed)))
    else:
        seen = set()
        for groups in _sets_and_pair(naturals, wilds, True, free_sets, free_pairs):
            key = canonical_order(groups)
            if key not in seen:
                seen.add(key)
                out.append(GroupReading(Shape.FOUR_SETS, head + key))
    if not melds:
        if seven_pairs:
            out += [
                GroupReading(Shape.SEVEN_PAIRS, g) for g in seven_pairs_readings(naturals, wilds, free_pairs)
            ]
        if thirteen_orphans:
            out += [GroupReading(Shape.THIRTEEN_ORPHANS, (g,)) for g in _orphans(naturals, wilds)]
    return out


def seven_pairs_readings(
    naturals: tuple[int, ...], wilds: int, free_pairs: Sequence[Tile] = ALL_PAIRS
) -> list[tuple[Group, ...]]:
    """Seven pairs, a tile making at most two of them (a four), wilds filling singles and whole pairs.

    >>> pairs = counts_of_tiles([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6])
    >>> [" ".join(map(str, r)) for r in seven_pairs_readings(pairs, 1)]
    ['11m 22m 33m 44m 55m 66m 77m(7m*)']
    """
    if sum(naturals) + wilds != 14 or odd_kinds(naturals) > wilds:
        return []
    fixed: list[Group] = []
    options: list[list[tuple[tuple[Group, ...], int]]] = []  # per tile: (pairs, wilds used)
    need = 0
    for t, c in enumerate(naturals):
        if c == 0:
            continue
        if c == 1:
            options.append([((Group(PAIR, t, (t,), (t,)),), 1), _four(t, 1)])
        elif c == 2:
            options.append([((Group(PAIR, t, (t, t)),), 0), _four(t, 2)])
        elif c == 3:
            options.append([_four(t, 3)])
        else:
            fixed += [Group(PAIR, t, (t, t)), Group(PAIR, t, (t, t))]
        need += 1 if c < 4 else 0
    combos: list[tuple[tuple[Group, ...], int]] = [(tuple(fixed), 0)]
    for choice in options:
        combos = [(g + pairs, used + u) for g, used in combos for pairs, u in choice if used + u <= wilds]
    out = []
    seen = set()
    for groups, used in combos:
        left = wilds - used
        if left % 2 or len(groups) + left // 2 != 7:
            continue
        for extra in _free_pairs(groups, left // 2, free_pairs):
            key = tuple(sorted(groups + extra))
            if key not in seen:
                seen.add(key)
                out.append(key)
    return out


def odd_kinds(naturals: tuple[int, ...]) -> int:
    """How many kinds are held an odd number of times: in seven pairs each needs a wild of its own.

    >>> odd_kinds(counts_of_tiles([0, 0, 1, 2, 2, 2]))
    2
    """
    n = 0
    for c in naturals:
        n += c & 1
    return n


def _four(t: Tile, naturals: int) -> tuple[tuple[Group, ...], int]:
    """Two pairs of ``t`` from ``naturals`` natural copies and wilds."""
    wild = 4 - naturals
    first = Group(PAIR, t, (t,) * min(2, naturals), (t,) * (2 - min(2, naturals)))
    second = Group(PAIR, t, (t,) * max(0, naturals - 2), (t,) * (2 - max(0, naturals - 2)))
    return (first, second), wild


def _free_pairs(groups: tuple[Group, ...], n: int, free_pairs: Sequence[Tile]) -> list[tuple[Group, ...]]:
    """``n`` pairs of wilds alone, no tile making more than two pairs."""
    held = [0] * 34
    for g in groups:
        held[g.tile] += 1
    out: list[tuple[Group, ...]] = []

    def grow(chosen: tuple[Group, ...], start: int) -> None:
        if len(chosen) == n:
            out.append(chosen)
            return
        for i in range(start, len(free_pairs)):
            p = free_pairs[i]
            if held[p] < 2:
                held[p] += 1
                grow((*chosen, Group(PAIR, p, (), (p, p))), i)
                held[p] -= 1

    grow((), 0)
    return out


def _orphans(naturals: tuple[int, ...], wilds: int) -> list[Group]:
    """十三幺: one of each terminal and honor and one more of them, wilds filling what is missing."""
    if sum(naturals) + wilds != 14 or any(c and t not in TERMINAL_OR_HONOR for t, c in enumerate(naturals)):
        return []
    kinds = sorted(TERMINAL_OR_HONOR)
    doubled = [t for t in kinds if naturals[t] >= 2]
    if any(naturals[t] > 2 for t in kinds) or len(doubled) > 1:
        return []
    missing = tuple(t for t in kinds if not naturals[t])
    natural_tiles = tuple(t for t in kinds for _ in range(naturals[t]))
    if doubled:
        return [Group(ORPHANS, -1, natural_tiles, missing)] if wilds == len(missing) else []
    if wilds != len(missing) + 1:
        return []
    return [Group(ORPHANS, -1, natural_tiles, tuple(sorted((*missing, extra)))) for extra in kinds]


def wild_text(reading: GroupReading) -> str:
    """What the wilds stand for: ``3 wilds: 5m 9p C`` (empty without wilds)."""
    if not reading.wilds:
        return ""
    return " ".join(tile_name(t) for t in reading.wilds)
