"""Shanten of the regional systems by brute force, for their tests: nothing shared with ``systems/shapes.py``.

Two oracles, both from the definition ("the fewest tiles to draw, discarding
others, to hold a winning shape; a wild stands for any tile"):

* ``replaced_distance`` tries every set of discards and every set of drawn
  tiles from the wall (natural copies left, wild copies left) and asks the
  scorer's own reading search (``model.wilds.group_readings``) whether the
  hand then wins.  It is slow: for hands of at most 5 concealed tiles.
* ``enumerated_distance`` lists every four-sets-and-a-pair target of the
  concealed tiles (every multiset of sets and a pair) and counts, for each,
  the tiles missing and the tiles beyond the natural copies (only a wild can
  be those, and there are only so many wild copies).  For 1 or 2 concealed
  sets (3 or 2 melds).

The tests check the first against the second on small hands, and the
second against ``mcr shanten --rules NAME`` on many.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations, combinations_with_replacement

from mcr_cli.model.hand import Hand
from mcr_cli.model.wilds import group_readings

SETS: tuple[tuple[int, ...], ...] = tuple((t, t, t) for t in range(34)) + tuple(
    (s * 9 + r, s * 9 + r + 1, s * 9 + r + 2) for s in range(3) for r in range(7)
)


def next_tile(t: int) -> int:
    """The tile after ``t``, as the rules page gives it (written again here, on purpose)."""
    if t < 27:
        return t // 9 * 9 + (t % 9 + 1) % 9
    if t < 31:
        return 27 + (t - 27 + 1) % 4
    return 31 + (t - 31 + 1) % 3


def wild_copies(system: str, indicator: int | None, wild: int | None) -> dict[int, int]:
    """The wild kinds in play and their copies in the game."""
    if system == "tianjin":
        assert indicator is not None
        return {indicator: 3, next_tile(indicator): 4}
    if system == "tuidaohu":
        kind = wild if wild is not None else (None if indicator is None else next_tile(indicator))
        return {} if kind is None else {kind: 4}
    return {}


def system_tiles(system: str) -> frozenset[int]:
    if system == "kawuxing":
        return frozenset(range(9, 27)) | frozenset((31, 32, 33))
    return frozenset(range(34))


class Model:
    """A hand as the definition reads it: natural counts, wilds held, natural copies, wild copies."""

    def __init__(
        self, system: str, hand: Hand, indicator: int | None = None, wild: int | None = None
    ) -> None:
        self.copies = wild_copies(system, indicator, wild)
        tiles = system_tiles(system)
        concealed = list(hand.concealed_tiles)
        self.naturals = Counter(t for t in concealed if t not in self.copies)
        self.wilds = sum(t in self.copies for t in concealed)
        in_melds = Counter(t for m in hand.melds for t in m.tiles)
        self.caps = {t: (4 - in_melds[t] if t in tiles and t not in self.copies else 0) for t in range(34)}
        self.jokers = sum(n - in_melds[t] for t, n in self.copies.items())
        self.wall_wilds = {t: n - in_melds[t] - concealed.count(t) for t, n in self.copies.items()}
        self.need = 4 - len(hand.melds)
        self.melds = hand.melds
        self.size = 3 * self.need + 2


@cache
def targets(need: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Every multiset of ``need`` sets and a pair, as (tile, count) pairs."""
    out = []
    for sets in combinations_with_replacement(SETS, need):
        for pair in range(34):
            counts = Counter(t for s in sets for t in s)
            counts[pair] += 2
            out.append(tuple(counts.items()))
    return tuple(out)


def enumerated_distance(m: Model) -> int:
    """Fewest draws to four sets and a pair, over every target (``need`` at most 2)."""
    assert m.need <= 2
    best = 99
    for target in targets(m.need):
        missing = over = 0
        for t, n in target:
            missing += max(0, n - m.naturals[t])
            over += max(0, n - m.caps[t])
        if over <= m.jokers and missing < best:
            best = missing
    return best - m.wilds


def _wins(m: Model, naturals: Counter[int], wilds: int, seven_pairs: bool, orphans: bool) -> bool:
    counts = tuple(naturals[t] for t in range(34))
    return bool(group_readings(counts, wilds, m.melds, seven_pairs=seven_pairs, thirteen_orphans=orphans))


def replaced_distance(m: Model, seven_pairs: bool = False, orphans: bool = False) -> int:
    """Fewest draws (each drawn tile a copy left in the wall) after which the hand wins, tried one by one.

    ``seven_pairs``/``orphans``: the system has those shapes.  Held wilds
    are never discarded (a natural could always go instead).
    """
    held = sorted(m.naturals.elements())
    have = len(held) + m.wilds
    wall = [t for t in range(34) for _ in range(max(0, m.caps[t] - m.naturals[t]))]
    wall += [t for t, n in m.wall_wilds.items() for _ in range(max(0, n))]
    kinds = sorted(set(wall))
    left = Counter(wall)
    for draws in range(0, m.size + 1):
        throw = have + draws - m.size
        if throw < 0 or throw > len(held):
            continue
        for gone in set(combinations(held, throw)):
            rest = Counter(held)
            rest.subtract(gone)
            for drawn in combinations_with_replacement(kinds, draws):
                got = Counter(drawn)
                if any(got[t] > left[t] for t in got):
                    continue
                naturals = rest + Counter(t for t in drawn if t not in m.copies)
                wilds = m.wilds + sum(t in m.copies for t in drawn)
                if _wins(m, naturals, wilds, seven_pairs, orphans):
                    return draws
    raise AssertionError("no hand wins")


def pairs_distance(m: Model) -> int:
    """Fewest draws to 七对 (no melds): the best seven pairs, a tile in at most two of them, by knapsack.

    ``best[p]``: natural tiles kept by ``p`` pairs on the tiles seen so far;
    a pair on a tile held by no one keeps none (there is always such a tile).
    A pair beyond the natural copies needs jokers: two each.
    """
    best = {0: (0, 0)}  # pairs -> (kept, jokers beyond the copies)
    for t in range(34):
        if not m.naturals[t] and m.caps[t]:
            continue
        after = dict(best)
        for p, (kept, over) in best.items():
            for extra in (1, 2):
                if p + extra > 7:
                    continue
                more = min(2 * extra, m.naturals[t])
                beyond = max(0, 2 * extra - m.caps[t])
                new = (kept + more, over + beyond)
                if new[1] <= m.jokers and (p + extra not in after or new[0] > after[p + extra][0]):
                    after[p + extra] = new
        best = after
    return 14 - max(kept for kept, _ in best.values()) - m.wilds


ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def orphans_distance(m: Model) -> int:
    """Fewest draws to 十三幺 (no melds), over its 13 targets (one orphan doubled)."""
    best = 99
    for double in ORPHANS:
        missing = over = 0
        for t in ORPHANS:
            n = 2 if t == double else 1
            missing += max(0, n - m.naturals[t])
            over += max(0, n - m.caps[t])
        if over <= m.jokers:
            best = min(best, missing)
    return best - m.wilds
