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


def test_the_plain_search_is_the_search() -> None:
    """``_plain_suffix`` (no caps below four, no joker) answers what ``_suffix`` answers, rank by rank."""
    rng = random.Random(7)
    for _ in range(2000):
        code = _code(tuple(rng.randrange(9) for _ in range(rng.randint(0, 14))))
        if code is not None:
            whole = tables._suffix(0, code, tables.FULL, 0, 0, True, False)
            assert tuple(tables._units(tables._plain_suffix(0, code, 0, 0))) == whole, code


def test_the_honors_in_closed_form_are_the_search() -> None:
    """``plain_honor_table`` equals ``honor_table`` of the sorted counts, for every way to hold honors."""
    for held in combinations_with_replacement(range(5), 7):
        if sum(held) > 14:
            continue
        counts = [0] * 27 + list(held)
        searched = tables.honor_table(*tables.honor_code(counts, [4] * 34), False)
        assert tables.plain_honor_table(counts) == searched, held


def test_the_fast_tables_are_built_once() -> None:
    """A table asked for again is the one built the first time: no second search in a process."""
    counts = [0] * 27 + [3, 2, 1, 0, 0, 4, 1]
    assert tables.plain_honor_table(counts) is tables.plain_honor_table(counts)
    code = _code((0, 0, 1, 2, 4, 5, 6, 8, 8))
    assert code is not None
    tables._SOLVED.clear()  # far from its bound (``test_the_plain_states_are_bounded``)
    first = tables._plain_suffix(0, code, 0, 0)
    table = tables.suit_table(code, tables.FULL, False)
    solved = len(tables._SOLVED)
    assert tables._plain_suffix(0, code, 0, 0) is first
    assert tables.suit_table(code, tables.FULL, False) is table
    assert len(tables._SOLVED) == solved


def test_the_plain_states_are_bounded() -> None:
    """Past ``_MOST_SOLVED`` states the memo starts again, and a block solved then is solved alike."""
    code = _code((1, 1, 2, 3, 3, 4, 6, 7))
    assert code is not None
    tables._SOLVED.update((-k, []) for k in range(1, tables._MOST_SOLVED + 2))
    tables._BLOCKS.clear()
    tables._PLAIN.clear()
    assert tables.suit_table(code, tables.FULL, False) == _whole(code)
    assert len(tables._SOLVED) == 0
    assert tables.suit_table(code + 1, tables.FULL, False) == _whole(code + 1)
