"""套算一次 and 不得相同: which fans a group of sets may count together.

The rules give three principles for fans made of several sets:

* 不拆移 — sets that already make a fan are not split to make another among
  themselves (a 清龙's 123 and 789 are no 老少副);
* 套算一次 — a set not yet used may combine with one already used, once;
* 不得相同 — a set that has made a fan cannot make the same fan again with
  another set.

Read as a graph — sets are vertices, a two-set fan is an edge, a fan of
three sets joins its three — the first two say the chosen edges form a
forest that never closes a cycle through a joined group (each new edge brings
in a set not yet combined with the others), and the third that no vertex
carries two edges of the same fan.  ``account_once`` picks, among the edges
that obey all three, the choice worth most, breaking ties by the order of
preference of ruling 19.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

Edge = tuple[int, int, int]
"""``(a, b, fan)``: sets ``a`` and ``b`` would make fan number ``fan``."""


def _find(parent: list[int], x: int) -> int:
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x


def _allowed(n: int, chosen: Sequence[Edge], joined: Sequence[int]) -> bool:
    parent = list(range(n))
    for v in joined[1:]:
        parent[_find(parent, v)] = _find(parent, joined[0])
    used: set[tuple[int, int]] = set()
    for a, b, fan in chosen:
        ra, rb = _find(parent, a), _find(parent, b)
        if ra == rb or (a, fan) in used or (b, fan) in used:
            return False
        parent[ra] = rb
        used.add((a, fan))
        used.add((b, fan))
    return True


def account_once(
    n: int,
    edges: Sequence[Edge],
    points: dict[int, int],
    preference: Sequence[int],
    joined: Sequence[int] = (),
) -> list[Edge]:
    """The best edges among ``n`` sets under 不拆移, 套算一次 and 不得相同.

    ``points`` gives each fan's value; among choices worth the same, the one
    with more of the earlier fans in ``preference`` wins.  ``joined`` lists
    sets that already form one fan together (none of them may pair up again).

    Four chows 123m 123m 123p 123p: two 一般高 (69) and one 喜相逢 (70) — the
    fourth 喜相逢 would close a cycle, and a second 喜相逢 on one chow is 不得相同.

    >>> pts = {69: 1, 70: 1, 71: 1, 72: 1}
    >>> pref = (69, 70, 71, 72)
    >>> account_once(4, [(0, 1, 69), (2, 3, 69), (0, 2, 70), (0, 3, 70), (1, 2, 70), (1, 3, 70)], pts, pref)
    [(0, 1, 69), (2, 3, 69), (0, 2, 70)]

    A 清龙 of sets 0, 1, 2 with a fourth chow that repeats set 0 (一般高) and
    would make 连六 with set 1: only one of them counts, 一般高 by preference.

    >>> account_once(4, [(0, 3, 69), (1, 3, 71), (0, 2, 72)], pts, pref, joined=(0, 1, 2))
    [(0, 3, 69)]

    Three chows 123m 123p 123s would make three 喜相逢, but each chow may make
    喜相逢 only once (不得相同): one counts.  (Three such chows are 三色三同顺
    in the scorer; the example shows the principle alone.)

    >>> account_once(3, [(0, 1, 70), (0, 2, 70), (1, 2, 70)], pts, pref)
    [(0, 1, 70)]
    """
    if not edges:
        return []
    rank = {fan: i for i, fan in enumerate(preference)}
    best: list[Edge] = []
    best_key: tuple[int, ...] = (0,)
    for size in range(min(len(edges), n - 1), 0, -1):
        for chosen in combinations(edges, size):
            if not _allowed(n, chosen, joined):
                continue
            tally = [0] * len(preference)
            for _, _, fan in chosen:
                tally[rank[fan]] += 1
            key = (sum(points[fan] for _, _, fan in chosen), *tally)
            if key > best_key:
                best, best_key = list(chosen), key
    return best


def why_not(edge: Edge, chosen: Sequence[Edge], joined: Sequence[int] = ()) -> str:
    """The principle that keeps an edge out of the chosen ones.

    >>> why_not((0, 2, 72), [(0, 3, 69)], joined=(0, 1, 2))
    '不拆移'
    >>> why_not((0, 2, 70), [(0, 1, 70)])
    '不得相同'
    >>> why_not((1, 2, 71), [(0, 1, 69), (0, 2, 70)])
    '套算一次'
    """
    a, b, fan = edge
    if a in joined and b in joined:
        return "不拆移"
    if any(fan == f and (a in (x, y) or b in (x, y)) for x, y, f in chosen):
        return "不得相同"
    return "套算一次"
