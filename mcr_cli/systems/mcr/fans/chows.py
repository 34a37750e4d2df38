"""Fans made of chows: the straights, the shifted and identical chows, 平和, 双龙会.

Four-chow fans take all four chows; otherwise the best three-chow fan joins
its three, and the two-chow fans are then chosen under 套算一次
(``combination.account_once``).  Every fan the chows show is reported, the
weaker beside the stronger (一色四同顺 shows 一色三同顺), for
``exclusions.py`` to keep out; what a principle keeps out (不拆移, 套算一次,
不得相同) is noted with the sets, for ``--explain``.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from ....model.readings import Shape
from ....model.tiles import Tile
from .combination import Edge, account_once, why_not
from .table import POINTS, Fan
from .view import Counts, Notes, View, chow_text

F = Fan  # plain ints in the hot loops (table.Fan)
PAIR_FAN_PREFERENCE = (F.PURE_DOUBLE_CHOW, F.MIXED_DOUBLE_CHOW, F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS)
"""Ruling 19: among equal choices, 一般高, then 喜相逢, then 连六, then 老少副."""
_PAIR_POINTS = {f: POINTS[f] for f in PAIR_FAN_PREFERENCE}


def _suit(t: Tile) -> int:
    return t // 9


def _rank(t: Tile) -> int:
    return t % 9


def four_chow_fan(c: list[Tile]) -> int | None:
    """一色四同顺 一色四步高: the fan four sorted chows make (a step of one or two), if any."""
    if _suit(c[0]) != _suit(c[3]):
        return None
    if c[0] == c[3]:
        return F.QUADRUPLE_CHOW
    step = c[1] - c[0]
    if step in (1, 2) and c[2] - c[1] == step and c[3] - c[2] == step:
        return F.FOUR_PURE_SHIFTED_CHOWS
    return None


def three_chow_fan(c: tuple[Tile, ...]) -> int | None:
    """一色三同顺 清龙 一色三步高 花龙 三色三同顺 三色三步高: the fan three sorted chows make, if any."""
    suits = {_suit(t) for t in c}
    ranks = sorted(_rank(t) for t in c)
    if len(suits) == 1:
        if c[0] == c[2]:
            return F.PURE_TRIPLE_CHOW
        if ranks == [0, 3, 6]:
            return F.PURE_STRAIGHT
        step = ranks[1] - ranks[0]
        if step in (1, 2) and ranks[2] - ranks[1] == step:
            return F.PURE_SHIFTED_CHOWS
        return None
    if len(suits) == 3:
        if ranks == [0, 3, 6]:
            return F.MIXED_STRAIGHT
        if ranks[0] == ranks[2]:
            return F.MIXED_TRIPLE_CHOW
        if ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
            return F.MIXED_SHIFTED_CHOWS
    return None


def two_chow_fan(a: Tile, b: Tile) -> int | None:
    """一般高 喜相逢 连六 老少副: the fan two chows make, if any."""
    if a == b:
        return F.PURE_DOUBLE_CHOW
    if _rank(a) == _rank(b):
        return F.MIXED_DOUBLE_CHOW
    if _suit(a) == _suit(b):
        gap = abs(a - b)
        if gap == 3:
            return F.SHORT_STRAIGHT
        if gap == 6:
            return F.TWO_TERMINAL_CHOWS
    return None


def _pair_edges(chows: list[Tile]) -> list[Edge]:
    edges = []
    for i, j in combinations(range(len(chows)), 2):
        fan = two_chow_fan(chows[i], chows[j])
        if fan is not None:
            edges.append((i, j, int(fan)))
    return edges


def _best_triple(chows: list[Tile]) -> tuple[tuple[int, ...], int, list[Edge]] | None:
    """The three-chow fan worth most with what the other chow adds under 套算一次."""
    best = None
    best_key = 0
    edges = _pair_edges(chows)
    for trio in combinations(range(len(chows)), 3):
        fan = three_chow_fan(tuple(chows[i] for i in trio))
        if fan is None:
            continue
        extra = account_once(len(chows), edges, _PAIR_POINTS, PAIR_FAN_PREFERENCE, joined=trio)
        key = POINTS[fan] + sum(_PAIR_POINTS[e[2]] for e in extra)
        if best is None or key > best_key:
            best, best_key = (trio, fan, extra), key
    return best


def detect_chow_fans(view: View, fans: Counts, notes: Notes | None) -> None:
    """一色双龙会 三色双龙会 一色四同顺 一色四步高 一色三同顺 清龙 一色三步高 花龙 三色三同顺 三色三步高
    一般高 喜相逢 连六 老少副: the fans the chows of a reading make together."""
    chows = sorted(view.chows)
    if notes is None:  # no evidence wanted: the fans of these chows are known already
        pair = view.pair
        key = pair if pair is not None and pair < 27 and _rank(pair) == 4 else None
        for fan, n in _chow_fans(tuple(chows), key):
            fans[fan] += n
        return
    _count_chow_fans(chows, view.pair, fans, notes)


@lru_cache(maxsize=1 << 16)  # bounded: memory stays flat over millions of hands
def _chow_fans(chows: tuple[Tile, ...], pair: Tile | None) -> tuple[tuple[int, int], ...]:
    """``(fan, count)`` of sorted ``chows`` beside ``pair`` (only a pair of 5s matters to them).

    A hand has at most four chows, so there are a few tens of thousands of
    keys in all, and each is judged once however many hands show it.
    """
    fans = [0] * 82
    _count_chow_fans(list(chows), pair, fans, None)
    return tuple((fan, n) for fan, n in enumerate(fans) if n)


def _count_chow_fans(chows: list[Tile], pair: Tile | None, fans: Counts, notes: Notes | None) -> None:
    """Add the fans of sorted ``chows`` to ``fans``, with their evidence when ``notes`` is given."""
    if len(chows) == 4:
        whole = terminal_chows_fan(chows, pair) or four_chow_fan(chows)
        if whole is not None:
            _count_whole(chows, whole, fans, notes)
            return
    triple = _best_triple(chows) if len(chows) >= 3 else None
    trio: tuple[int, ...] = ()
    if triple is not None:
        trio, fan, chosen = triple
        fans[fan] += 1
        if notes is not None:
            notes.add(fan, *[chow_text(chows[i]) for i in trio])
            record_trios(notes, [chow_text(c) for c in chows], _trio_fans(chows), trio)
    else:
        chosen = account_once(len(chows), _pair_edges(chows), _PAIR_POINTS, PAIR_FAN_PREFERENCE)
    for _, _, pair_fan in chosen:
        fans[pair_fan] += 1
    if notes is not None:
        record_pairs(notes, [chow_text(c) for c in chows], _pair_edges(chows), chosen, trio)


def _trio_fans(chows: list[Tile]) -> list[tuple[tuple[int, ...], int]]:
    """Every three of ``chows`` that make a fan, with the fan."""
    found: list[tuple[tuple[int, ...], int]] = []
    for trio in combinations(range(len(chows)), 3):
        fan = three_chow_fan(tuple(chows[i] for i in trio))
        if fan is not None:
            found.append((trio, int(fan)))
    return found


def _count_whole(chows: list[Tile], whole: int, fans: Counts, notes: Notes | None) -> None:
    """A fan of all four chows, and what they show inside it.

    The fan three of them make (一色四同顺: 一色三同顺, 一色四步高: 一色三步高)
    is reported, for the whole fan's 不计 list to drop; the two-chow fans
    among them are kept out by 不拆移 (its own sets make no smaller fan).
    """
    fans[whole] += 1
    inner = three_chow_fan(tuple(chows[:3]))
    if inner is not None:
        fans[inner] += 1
    if notes is not None:
        names = [chow_text(c) for c in chows]
        notes.add(whole, *names)
        for a, b, fan in _pair_edges(chows):
            notes.drop(fan, "不拆移", f"{names[a]}+{names[b]}")


def record_pairs(
    notes: Notes, names: list[str], edges: list[Edge], chosen: list[Edge], joined: tuple[int, ...]
) -> None:
    """Evidence for the two-set fans counted, and the principle that kept out each other one."""
    for a, b, fan in edges:
        pair = f"{names[a]}+{names[b]}"
        if (a, b, fan) in chosen:
            notes.add(fan, pair)
        else:
            notes.drop(fan, why_not((a, b, fan), chosen, joined), pair)


def record_trios(
    notes: Notes, names: list[str], found: list[tuple[tuple[int, ...], int]], joined: tuple[int, ...]
) -> None:
    """The three-set fans shown beside the one counted (of the sets ``joined``): 不得相同.

    Among four sets another three share two with the counted ones, and two
    sets that make one three-set fan make no other (one-suit fans need one
    suit, mixed ones three; the steps differ), so it is the same fan again,
    which 不得相同 keeps out: the sets that made it make it no more.
    """
    for trio, fan in found:
        if trio != joined:
            notes.drop(fan, "不得相同", "+".join(names[i] for i in trio))


def terminal_chows_fan(chows: list[Tile], pair: Tile | None) -> int | None:
    """一色双龙会 三色双龙会: 123 and 789 twice, with a pair of 5s, on sorted chows; the fan, if any."""
    if len(chows) != 4 or pair is None or pair >= 27 or _rank(pair) != 4:
        return None
    by_suit: dict[int, list[int]] = {}
    for c in chows:
        by_suit.setdefault(_suit(c), []).append(_rank(c))
    if any(sorted(ranks) not in ([0, 6], [0, 0, 6, 6]) for ranks in by_suit.values()):
        return None
    if len(by_suit) == 1 and _suit(pair) in by_suit:
        return F.PURE_TERMINAL_CHOWS
    if len(by_suit) == 2 and _suit(pair) not in by_suit:
        return F.THREE_SUITED_TERMINAL_CHOWS
    return None


def detect_all_chows(view: View, fans: Counts, notes: Notes | None) -> None:
    """平和: four chows and a pair of suited tiles.

    A knitted straight counts as three chows here, as the reference scorers
    read it: 组合龙 + a chow + a suited pair is 平和.
    """
    chows = len(view.chows) + (3 if view.shape is Shape.KNITTED_STRAIGHT else 0)
    if chows == 4 and view.pair is not None and view.pair < 27:
        fans[F.ALL_CHOWS] += 1
