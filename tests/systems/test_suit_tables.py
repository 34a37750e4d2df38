"""The suit tables built from blocks equal the tables solved for the whole suit at once.

``suit_tables._plain_table`` sums the tables of a suit's blocks (runs of held
ranks, placed by their room on either side); that is exact only if no set
and no four-copies limit joins two blocks.  Here both ways are compared on
every suit of up to five tiles and on random suits of up to fourteen.
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

from mcr_cli.systems import suit_tables as tables


def _whole(code: int) -> tables.Table:
    """The table of the whole suit, one search over its nine ranks (no blocks)."""
    return tables._close(list(tables._suffix(0, code, tables.FULL, 0, 0, True, False)))


def _code(ranks: tuple[int, ...]) -> int | None:
    digits = [ranks.count(r) for r in range(9)]
    return None if max(digits) > 4 else sum(n * tables.POWERS[r] for r, n in enumerate(digits))


def test_every_small_suit() -> None:
    for size in range(6):
        for ranks in combinations_with_replacement(range(9), size):
            code = _code(ranks)
            if code is not None:
                assert tables._plain_table(code) == _whole(code), ranks


def test_random_suits() -> None:
    rng = random.Random(24)
    for _ in range(3000):
        code = _code(tuple(rng.randrange(9) for _ in range(rng.randint(6, 14))))
        if code is not None:
            assert tables._plain_table(code) == _whole(code), code
