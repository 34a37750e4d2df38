"""Random winning hands with random, consistent win contexts.

Used by the property tests (driven by hypothesis's ``randoms()``) and by the
cross-check against pymahjonggb.  ``flavour`` biases the tiles toward rare
fans: one suit, honors, terminals, green, reversible, narrow ranges.
"""

from __future__ import annotations

import random

from mcr_cli.model.readings import KNITTED_PATTERNS, knitted_tiles
from mcr_cli.model.tiles import GREEN_TILES, REVERSIBLE_TILES, TERMINAL_OR_HONOR, format_tiles
from mcr_cli.systems.context import WinContext

FLAVOURS = (
    "any",
    "one-suit",
    "half-flush",
    "honors",
    "terminals",
    "green",
    "reversible",
    "low",
    "high",
    "middle",
    "two-suits",
    "fives",
    "even",
)


def _pool(rng: random.Random, flavour: str) -> list[int]:
    suit = rng.randrange(3)
    tiles = list(range(34))
    pools = {
        "any": tiles,
        "one-suit": [t for t in tiles if t // 9 == suit and t < 27],
        "half-flush": [t for t in tiles if (t < 27 and t // 9 == suit) or t >= 27],
        "honors": [t for t in tiles if t >= 27 or rng.random() < 0.1],
        "terminals": sorted(TERMINAL_OR_HONOR | {t for t in tiles if rng.random() < 0.05}),
        "green": sorted(GREEN_TILES),
        "reversible": sorted(REVERSIBLE_TILES),
        "low": [t for t in tiles if t < 27 and t % 9 < 4],
        "high": [t for t in tiles if t < 27 and t % 9 > 4],
        "middle": [t for t in tiles if t < 27 and 2 <= t % 9 <= 6],
        "two-suits": [t for t in tiles if t < 27 and t // 9 != suit],
        "fives": [t for t in tiles if t < 27 and 2 <= t % 9 <= 6],
        "even": [t for t in tiles if t < 27 and t % 9 % 2 == 1] + [t for t in tiles if rng.random() < 0.1],
    }
    return pools[flavour]


def _sets(rng: random.Random, pool: list[int], chow_bias: float) -> tuple[list[tuple[str, int]], int] | None:
    """Four sets and a pair from ``pool``, within four copies of each tile."""
    used = [0] * 34
    sets: list[tuple[str, int]] = []
    for _ in range(40):
        if len(sets) == 4:
            break
        t = rng.choice(pool)
        if rng.random() < chow_bias and t < 27 and t % 9 <= 6 and all(used[t + i] < 4 for i in range(3)):
            for i in range(3):
                used[t + i] += 1
            sets.append(("chow", t))
        elif used[t] <= 1:
            used[t] += 3
            sets.append(("pung", t))
    if len(sets) < 4:
        return None
    for _ in range(20):
        p = rng.choice(pool)
        if used[p] <= 2:
            return sets, p
    return None


def _special(rng: random.Random) -> list[int]:
    kind = rng.randrange(4)
    if kind == 0:  # seven pairs
        if rng.random() < 0.3:
            start = rng.randrange(3) * 9 + rng.randrange(3)
            tiles = list(range(start, start + 7))
        else:
            tiles = rng.sample(range(34), 7)
        if rng.random() < 0.2:
            tiles[1] = tiles[0]
        return sorted(tiles * 2)
    if kind == 1:  # thirteen orphans
        tiles = sorted(TERMINAL_OR_HONOR)
        return [*tiles, rng.choice(tiles)]
    pattern = rng.choice(KNITTED_PATTERNS)
    knit = list(knitted_tiles(pattern))
    if kind == 2:  # honors and knitted
        honors = list(range(27, 34))
        n_honors = rng.randrange(5, 8)
        return sorted(rng.sample(knit, 14 - n_honors) + rng.sample(honors, n_honors))
    # knitted straight + set + pair
    for _ in range(50):
        rest = _sets(rng, list(range(34)), 0.5)
        if rest is None:
            continue
        (kind_, t), pair = rest[0][0], rest[1]
        extra = [t, t + 1, t + 2] if kind_ == "chow" else [t] * 3
        tiles = knit + extra + [pair, pair]
        if all(tiles.count(x) <= 4 for x in tiles):
            return sorted(tiles)
    return [*sorted(TERMINAL_OR_HONOR), 27]


def random_hand(rng: random.Random) -> tuple[str, WinContext]:
    """A random winning hand in notation, with a random consistent context."""
    melds: list[str] = []
    has_kong = False
    if rng.random() < 0.15:
        concealed = _special(rng)
    else:
        while True:
            flavour = rng.choice(FLAVOURS)
            got = _sets(rng, _pool(rng, flavour), rng.choice((0.2, 0.5, 0.8)))
            if got:
                break
        sets, pair = got
        concealed = [pair, pair]
        n_melds = rng.choice((0, 0, 1, 2, 3, 4))
        for i, (kind, t) in enumerate(sets):
            if i < n_melds:
                if kind == "chow":
                    melds.append(f"[{format_tiles([t, t + 1, t + 2])},{rng.randint(1, 3)}]")
                elif (
                    rng.random() < 0.35
                    and concealed.count(t)
                    + sum(1 for k, x in sets if x == t and k == "pung") * 3
                    + sum(
                        1 for k, x in sets if k == "chow" and x <= t <= x + 2 and t < 27 and x // 9 == t // 9
                    )
                    < 4
                ):
                    offer = rng.choice(("", ",1", ",2", ",3", ",5", ",6", ",7"))
                    melds.append(f"[{format_tiles([t] * 4)}{offer}]")
                    has_kong = True
                else:
                    melds.append(f"[{format_tiles([t] * 3)},{rng.randint(1, 3)}]")
            else:
                concealed += [t, t + 1, t + 2] if kind == "chow" else [t] * 3
    win = concealed.pop(rng.randrange(len(concealed)))
    rng.shuffle(melds)
    text = "".join(melds) + format_tiles(sorted(concealed)) + format_tiles([win])
    self_drawn = rng.random() < 0.4
    ctx = WinContext(
        self_drawn=self_drawn,
        fourth_tile=rng.random() < 0.1 and win not in concealed,
        kong=rng.random() < 0.1 and ((self_drawn and has_kong) or (not self_drawn and win not in concealed)),
        last_tile=rng.random() < 0.08,
        seat_wind=rng.randrange(4),
        prevalent_wind=rng.randrange(4),
        flowers=rng.choice((0, 0, 0, 1, 2, 8)),
    )
    return text, ctx
