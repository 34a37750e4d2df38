"""What a Tianjin score sees of a hand's readings: the 龙's suit and where the winning tile can sit.

A Tianjin total depends on a reading only through three things: whether the
winning tile can be read as the 5m of 4-5-6m (捉五), the suit of a 龙 (chows
123, 456, 789 of one suit), and whether the winning tile completes a pair or
a set with standing 混 (混吊, 双混吊).  ``reading_keys`` gives each such key
that some reading shows, with one reading that shows it.

Two searches give the same keys.  Below ``PRUNE_AT`` (4) 混 it walks every
reading of ``wilds.group_readings`` (with narrow ``FREE_SETS``/``FREE_PAIRS``:
a group of 混 alone changes a score only as a 龙 chow or 456m, a pair of 混 alone
never by its tile).  N18 (rev. 2) keeps a 双混吊 chow out of the 龙, so the
summaries also say which 龙 chows a part holds twice (``Summary``); the same
placement may instead be claimed plainly, its chow in the 龙 and no 双混吊
(``options_of_placement``), and the better of the two counts.
From ``PRUNE_AT`` 混 on, readings run to tens of
thousands, so the same division of the tiles is walked with each sub-hand's
readings folded into the few summaries that can change a score (the 龙 chows
held, the winning tile's options), one witness reading each — the pruning.
``tests/systems/tianjin/test_readings.py`` checks that the two agree, and that the
narrow free groups lose nothing against substituting every tile for the 混.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import NamedTuple

from ...model.hand import Meld
from ...model.readings import Shape
from ...model.tiles import Tile
from ...model.wilds import (
    CHOW,
    PAIR,
    PUNG,
    Group,
    GroupReading,
    canonical_order,
    group_readings,
    groups_holding,
    meld_groups,
    wild_only_groups,
)

FIVE_M, FOUR_M = 4, 3
"""5m, and 4m (the lowest tile of the 4-5-6m chow of 捉五)."""
DRAGON_STARTS = (0, 3, 6)
"""Ranks (0-based) that start the three chows of a 龙: 123, 456, 789."""
FREE_SETS: tuple[tuple[int, Tile], ...] = (
    *((CHOW, suit * 9 + rank) for suit in range(3) for rank in DRAGON_STARTS),
    (PUNG, 0),
)
"""What three 混 alone may stand for, narrowed: the chows of a 龙 (456m among them), one pung."""
FREE_PAIRS: tuple[Tile, ...] = (0,)
"""What two 混 alone may stand for: a pair's tile never changes a Tianjin score."""
PRUNE_AT = 4
"""From this many 混 on, readings are folded into summaries as they are found."""

Key = tuple[bool, int | None, str]
"""(捉五, the 龙's suit or ``None``, ``"混吊"``/``"双混吊"``/``""``)."""
Option = tuple[bool, str, int]
"""What the winning tile may claim where it sits: (捉五, 混吊/双混吊/"", the 龙 bit of a 双混吊 chow or 0)."""
Options = frozenset[Option]
"""Where the winning tile may sit in a group or reading."""
Summary = tuple[int, int, int, Options]
"""A part of a reading: the 龙 chows it holds (bits), those it holds twice, its options' 龙 bits, its options.

Only the twice-held chows that some option of the part names are kept: a
chow held twice matters only to a 双混吊 option on that very chow (N18), and
the group of such an option holds the chow itself, so a chow one part holds
twice and another part's option names is seen again when the parts meet
(``once & once``).  That keeps the summaries as few as before N18.
"""


class Placement(NamedTuple):
    """Where the winning tile sits: its group and what it is read as there."""

    group: Group
    tile: Tile
    wild: bool


def placements(group: Group, win: Tile, win_wild: bool) -> Iterator[Placement]:
    """Each way ``group`` (not a meld) may hold the winning tile, and what it is read as there."""
    if group.meld is not None:
        return
    if not win_wild:
        if win in group.naturals:
            yield Placement(group, win, False)
    else:
        for tile in sorted(set(group.wilds)):
            yield Placement(group, tile, True)


def is_five(placement: Placement) -> bool:
    """捉五 (N10): the winning tile is read as 5m in the middle of 4-5-6m."""
    group = placement.group
    return group.kind == CHOW and group.tile == FOUR_M and placement.tile == FIVE_M


def wild_wait(placement: Placement) -> str:
    """混吊 or 双混吊 (N11): the other tiles of the winning tile's group are all standing 混."""
    group = placement.group
    others_wild = len(group.wilds) - placement.wild
    if group.kind == PAIR and others_wild == 1:
        return "混吊"
    if group.kind != PAIR and others_wild == 2:
        return "双混吊"
    return ""


def dragon_suit(reading: GroupReading) -> int | None:
    """龙: the suit whose chows 123, 456 and 789 are all in the reading."""
    return suit_of_bits(sum({_dragon_bit(g) for g in reading.groups}))


def options_of_placement(placement: Placement, apart: bool) -> tuple[Option, ...]:
    """The placement's (捉五, wait) and, for a 双混吊 chow of a 龙, its bit (N18 keeps it out of the 龙).

    With ``apart`` (N18), a 双混吊 placement in a 龙 chow is two claims: 双混吊
    with that chow out of the 龙, or no wild wait with the chow in it (``bit``
    0) — the hand counts the better (``12345689m345pCC7m``, 混 8m/9m: 龙 × 本混
    = 8, not 提溜 × 双混吊 = 2).  Without ``apart`` the chow is the 龙's anyway,
    so the plain claim would only lose the ×2 and is not offered.
    """
    wait = wild_wait(placement)
    five = is_five(placement)
    bit = _dragon_bit(placement.group) if wait == "双混吊" else 0
    if apart and bit:
        return (five, wait, bit), (five, "", 0)
    return ((five, wait, bit),)


def suit_for(once: int, twice: int, bit: int, apart: bool) -> int | None:
    """The 龙's suit when the winning tile sits in the group of 龙 ``bit`` (0: no such group).

    N18 (rev. 2): with ``apart``, a 双混吊 chow is never one of the 龙's
    chows, so the 龙 needs that chow a second time (``twice``).
    """
    if apart and bit and not twice & bit:
        once &= ~bit
    return suit_of_bits(once)


def _dragon_bit(group: Group) -> int:
    """The bit of a 龙 chow (suit × 3 + which of 123/456/789), 0 for any other group."""
    if group.kind != CHOW or group.tile % 9 not in DRAGON_STARTS:
        return 0
    return 1 << (group.tile // 9 * 3 + group.tile % 9 // 3)


def suit_of_bits(bits: int) -> int | None:
    return next((s for s in range(3) if bits >> (3 * s) & 7 == 7), None)


def reading_keys(
    naturals: tuple[int, ...],
    wilds: int,
    melds: Sequence[Meld],
    win: Tile,
    win_wild: bool,
    prune_at: int = PRUNE_AT,
    double_wild_in_dragon: bool = False,
) -> dict[Key, GroupReading]:
    """Each score key some reading shows, with the first reading found that shows it.

    ``prune_at``: from this many 混 on, fold the readings as they are found (tests set it to
    compare the two searches).  ``double_wild_in_dragon``: revision 1's reading, where a
    双混吊 chow may also be one of the 龙's (N18 forbids it).
    """
    options: dict[Group, Options] = {}
    apart = not double_wild_in_dragon

    def options_of(group: Group) -> Options:
        found = options.get(group)
        if found is None:
            found = options[group] = frozenset(
                o for p in placements(group, win, win_wild) for o in options_of_placement(p, apart)
            )
        return found

    seen: dict[Key, GroupReading] = {}
    if wilds < prune_at:
        for reading in group_readings(naturals, wilds, melds, free_sets=FREE_SETS, free_pairs=FREE_PAIRS):
            once = twice = 0
            for group in reading.groups:
                bit = _dragon_bit(group)
                twice |= once & bit
                once |= bit
            for group in reading.groups:
                for five, wait, bit in sorted(options_of(group), reverse=True):  # as the fold: no hash order
                    seen.setdefault((five, suit_for(once, twice, bit, apart), wait), reading)
        return seen
    head = meld_groups(melds)
    for (once, twice, _, opts), groups in _Folder(options_of).fold(naturals, wilds, True).items():
        witness: GroupReading | None = None  # built only for a key not seen yet: most repeat
        for five, wait, bit in sorted(opts, reverse=True):
            key = (five, suit_for(once, twice, bit, apart), wait)
            if key not in seen:
                if witness is None:
                    witness = GroupReading(Shape.FOUR_SETS, head + canonical_order(groups))
                seen[key] = witness
    return seen


class _Folder:
    """The division of ``wilds._sets_and_pair``, each sub-hand's readings folded into summaries."""

    def __init__(self, options_of: Callable[[Group], Options]) -> None:
        self.options_of = options_of
        self.memo: dict[tuple[tuple[int, ...], int, bool], dict[Summary, tuple[Group, ...]]] = {}

    def fold(self, counts: tuple[int, ...], wilds: int, need_pair: bool) -> dict[Summary, tuple[Group, ...]]:
        key = (counts, wilds, need_pair)
        done = self.memo.get(key)
        if done is not None:
            return done
        out: dict[Summary, tuple[Group, ...]] = {}
        t = next((i for i, c in enumerate(counts) if c), -1)
        if t < 0:
            for groups in wild_only_groups(wilds, need_pair, FREE_SETS, FREE_PAIRS):
                out.setdefault(self._summary(groups), groups)
        else:
            rest = list(counts)
            for group, used in groups_holding(rest, t, wilds, need_pair):
                for n in group.naturals:
                    rest[n] -= 1
                tails = self.fold(tuple(rest), wilds - used, need_pair and group.kind != PAIR)
                for n in group.naturals:
                    rest[n] += 1
                bit, opts = _dragon_bit(group), self.options_of(group)
                named = _option_bits(opts)
                for (once, twice, tail_named, tail_opts), tail in tails.items():
                    both = named | tail_named
                    twice = (twice | once & bit) & both
                    out.setdefault((once | bit, twice, both, tail_opts | opts), (group, *tail))
        self.memo[key] = out
        return out

    def _summary(self, groups: tuple[Group, ...]) -> Summary:
        once = twice = 0
        opts: Options = frozenset()
        for g in groups:
            bit = _dragon_bit(g)
            twice |= once & bit
            once |= bit
            opts |= self.options_of(g)
        named = _option_bits(opts)
        return once, twice & named, named, opts


def _option_bits(opts: Options) -> int:
    """The 龙 chows that the 双混吊 options of ``opts`` sit in (N18)."""
    bits = 0
    for _, _, bit in opts:
        bits |= bit
    return bits
