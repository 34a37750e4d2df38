"""The wild-tile readings against brute-force substitution, and the readings' own edge cases.

The oracle replaces the wild copies by every multiset of the 34 tiles
(``combinations_with_replacement``), reads each resulting natural hand with a
plain decomposition written here (it allows a fifth copy, which the MCR
decomposition does not), and judges each reading with 推倒胡's own table.  The
wild-aware search must find the same best rank — total, highest single
pattern, fewest wilds standing for other tiles (T11) — and, for 13 tiles,
the same completing tiles.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations_with_replacement

import pytest

from mcr_cli.errors import NotWinningError
from mcr_cli.model.hand import Hand, Meld, MeldKind
from mcr_cli.model.readings import Shape
from mcr_cli.model.tiles import TERMINAL_OR_HONOR, Tile
from mcr_cli.model.wilds import (
    CHOW,
    PAIR,
    PUNG,
    Group,
    GroupReading,
    counts_of_tiles,
    group_readings,
    meld_groups,
    seven_pairs_readings,
)
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.engine import best
from mcr_cli.systems.tuidaohu.reading import judge_reading
from mcr_cli.systems.tuidaohu.system import SYSTEM

RULES = SYSTEM.rules()
CTX_DRAWN = WinContext(self_drawn=True)

# -- the oracle: natural readings of any counts (a fifth copy allowed) -------------------------------


def natural_sets(counts: list[int], need_pair: bool) -> Iterator[list[tuple[int, Tile]]]:
    """Every division of ``counts`` into pungs and chows (and one pair when ``need_pair``)."""
    t = next((i for i, c in enumerate(counts) if c), -1)
    if t < 0:
        if not need_pair:
            yield []
        return
    options: list[tuple[int, tuple[Tile, ...]]] = []
    if counts[t] >= 3:
        options.append((PUNG, (t, t, t)))
    if need_pair and counts[t] >= 2:
        options.append((PAIR, (t, t)))
    if t < 27 and t % 9 <= 6 and counts[t + 1] and counts[t + 2]:
        options.append((CHOW, (t, t + 1, t + 2)))
    for kind, tiles in options:
        for x in tiles:
            counts[x] -= 1
        for rest in natural_sets(counts, need_pair and kind != PAIR):
            yield [(kind, t), *rest]
        for x in tiles:
            counts[x] += 1


def natural_readings(counts: list[int], melds: tuple[Meld, ...]) -> Iterator[GroupReading]:
    """Four sets and a pair, seven pairs (a tile at most two pairs), thirteen orphans."""
    head = meld_groups(melds)
    for sets in natural_sets(list(counts), True):
        groups = tuple(
            Group(k, t, (t, t + 1, t + 2) if k == CHOW else (t,) * (2 if k == PAIR else 3)) for k, t in sets
        )
        yield GroupReading(Shape.FOUR_SETS, head + groups)
    if melds:
        return
    if all(c % 2 == 0 and c <= 4 for c in counts):
        pairs = tuple(Group(PAIR, t, (t, t)) for t, c in enumerate(counts) for _ in range(c // 2))
        yield GroupReading(Shape.SEVEN_PAIRS, pairs)
    if all(counts[t] >= 1 for t in TERMINAL_OR_HONOR) and sum(counts[t] for t in TERMINAL_OR_HONOR) == 14:
        yield GroupReading(Shape.THIRTEEN_ORPHANS, (Group(4, -1, ()),))


def brute_rank(concealed: list[Tile], melds: tuple[Meld, ...], wild: Tile) -> tuple[int, int, int] | None:
    """The best (fan sum, highest pattern, −substitutes other than the wild) over every substitution."""
    k = concealed.count(wild)
    base = [0] * 34
    for t in concealed:
        if t != wild:
            base[t] += 1
    best = None
    for subs in combinations_with_replacement(range(34), k):
        counts = list(base)
        for s in subs:
            counts[s] += 1
        others = -sum(1 for s in subs if s != wild)
        for reading in natural_readings(counts, melds):
            _, _, total, top = judge_reading(reading, CTX_DRAWN, RULES)
            rank = (total, top, others)
            if best is None or rank > best:
                best = rank
    return best


def brute_wins(concealed: list[Tile], melds: tuple[Meld, ...], wild: Tile) -> bool:
    k = concealed.count(wild)
    base = counts_of_tiles(t for t in concealed if t != wild)
    for subs in combinations_with_replacement(range(34), k):
        counts = list(base)
        for s in subs:
            counts[s] += 1
        if next(natural_readings(counts, melds), None) is not None:
            return True
    return False


# -- random hands with k wilds -------------------------------------------------------------------------


def winning_hand(rng: random.Random, k: int) -> tuple[list[Tile], tuple[Meld, ...], Tile]:
    """A natural winning hand (some pungs melded), ``k`` concealed tiles turned into a wild kind it lacks."""
    while True:
        counts = [0] * 34
        roll = rng.random()
        if roll < 0.1:
            orphans = sorted(TERMINAL_OR_HONOR)
            groups = [[*orphans, rng.choice(orphans)]]
        elif roll < 0.25:
            groups = [[t, t] for t in rng.sample(range(34), 7)]
        else:
            pool = rng.choice(
                [range(34), range(27, 34), [*range(9), *range(27, 34)], sorted(TERMINAL_OR_HONOR)]
            )
            groups = []
            for _ in range(4):
                t = rng.choice(pool)
                if t < 27 and t % 9 <= 6 and rng.random() < 0.4:
                    groups.append([t, t + 1, t + 2])
                else:
                    groups.append([t] * 3)
            groups.append([rng.choice(pool)] * 2)
        for g in groups:
            for t in g:
                counts[t] += 1
        if max(counts) > 4:
            continue
        melds: list[Meld] = []
        concealed: list[Tile] = []
        for g in groups:
            if len(g) == 3 and g[0] == g[1] and rng.random() < 0.25 and len(groups) == 5:
                melds.append(Meld(MeldKind.PUNG, g[0], 1))
            else:
                concealed += g
        wild = rng.choice([t for t in range(34) if not counts[t]])
        for i in rng.sample(range(len(concealed)), min(k, len(concealed))):
            concealed[i] = wild
        rng.shuffle(concealed)
        return concealed, tuple(melds), wild


def wild_rank(concealed: list[Tile], melds: tuple[Meld, ...], wild: Tile) -> tuple[int, int, int] | None:
    """The rank of the reading 推倒胡 chooses from the wild-aware readings (``None``: no reading)."""
    hand = Hand(melds, tuple(sorted(concealed[:-1])), concealed[-1])
    try:
        return best(SYSTEM, hand, CTX_DRAWN._replace(wild=wild), RULES).key  # type: ignore[no-any-return]
    except NotWinningError:
        return None


CASES = [(0, 40), (1, 40), (2, 30), (3, 12), (4, 4)]


@pytest.mark.parametrize(("k", "n"), CASES, ids=[f"{k}-wilds" for k, _ in CASES])
def test_best_rank_equals_brute_force_substitution(k: int, n: int) -> None:
    rng = random.Random(1000 + k)
    for _ in range(n):
        concealed, melds, wild = winning_hand(rng, k)
        assert wild_rank(concealed, melds, wild) == brute_rank(concealed, melds, wild), (
            concealed,
            melds,
            wild,
        )


COMPLETIONS = [(0, 15), (1, 12), (2, 6), (3, 2)]


@pytest.mark.parametrize(("k", "n"), COMPLETIONS, ids=[f"{k}-wilds" for k, _ in COMPLETIONS])
def test_completing_tiles_equal_brute_force(k: int, n: int) -> None:
    rng = random.Random(2000 + k)
    for _ in range(n):
        concealed, melds, wild = winning_hand(rng, k)
        concealed.remove(rng.choice(concealed))
        fast = set()
        slow = set()
        for c in range(34):
            if concealed.count(c) + sum(m.tiles.count(c) for m in melds) >= 4:
                continue
            tiles = [*concealed, c]
            if wild_rank(tiles, melds, wild) is not None:
                fast.add(c)
            if brute_wins(tiles, melds, wild):
                slow.add(c)
        assert fast == slow, (concealed, melds, wild)


# -- the readings themselves ------------------------------------------------------------------------------


def test_a_wild_may_be_a_fifth_copy() -> None:
    # 1111m natural and a wild: 111m and the pair 11m(1m*) make five 1m (T2).
    tiles = [0, 0, 0, 0, 10, 11, 12, 13, 14, 15, 24, 25, 26]
    found = {str(r) for r in group_readings(counts_of_tiles(tiles), 1, ())}
    assert "111m 234p 567p 789s 11m(1m*)" in found


def test_seven_pairs_never_three_pairs_of_a_tile() -> None:
    # 1m×4 natural: with two wilds, a third pair of 1m must not appear (T10).
    pairs = seven_pairs_readings(counts_of_tiles([0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4]), 2)
    assert pairs
    assert all(sum(g.tile == 0 for g in r) <= 2 for r in pairs)


def test_no_wilds_reads_as_the_mcr_decomposition() -> None:
    tiles = [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4]

    def key(r: GroupReading) -> tuple[tuple[int, int], ...]:
        return tuple(sorted((g.kind, g.tile) for g in r.groups))

    fast = {key(r) for r in group_readings(counts_of_tiles(tiles), 0, ())}
    slow = {key(r) for r in natural_readings(list(counts_of_tiles(tiles)), ())}
    assert fast == slow
    assert len(fast) == 4  # 111 222 333 444 55 | 123×3 444 55 | 111 234×3 55 | 111 234 345 345 22
