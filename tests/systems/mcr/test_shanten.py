"""上听数 shanten and 有效牌 effective tiles: known hands, then brute force on random hands.

A shape may hold only four copies of a tile: ``1111m234p567s999s`` is not
ready on a fifth 1m.  These tests need nothing but the package; the
comparison with pymahjonggb (which ignores that limit) is
``test_shanten_reference.py``.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from mcr_cli.model.hand import parse_hand
from mcr_cli.model.readings import is_winning
from mcr_cli.model.tiles import format_tiles, parse_tile_name
from mcr_cli.systems.mcr.shanten import analyse, analyse_counts, family_shanten
from tests.helpers.strategies import concealed_hands


def names(text: str) -> tuple[int, ...]:
    """Tiles named one by one: ``"1m 9p E"``."""
    return tuple(parse_tile_name(word) for word in text.split())


# --- known hands -------------------------------------------------------------------------

KNOWN = [
    pytest.param("1112345678999s", "standard", 0, "1s 2s 3s 4s 5s 6s 7s 8s 9s", id="nine-gates-nine-sided"),
    pytest.param(
        "19m19p19sESWNCFP",
        "thirteen_orphans",
        0,
        "1m 9m 1p 9p 1s 9s E S W N C F P",
        id="thirteen-orphans-13-sided",
    ),
    pytest.param("1122m3344p5566s7s", "seven_pairs", 0, "7s", id="seven-pairs-single"),
    pytest.param("1111m2233p4455s6s", "seven_pairs", 0, "6s", id="seven-pairs-four-of-a-kind-is-two-pairs"),
    pytest.param("147m258p36s123pEE", "knitted_straight", 0, "9s", id="knitted-straight-missing-9s"),
    pytest.param("147m258p369sESWN", "honors_knitted", 0, "C F P", id="honors-and-knitted-three-dragons"),
    pytest.param("[555m,1]147m258p369s1p", "knitted_straight", 0, "1p", id="knitted-straight-beside-a-meld"),
    pytest.param("[CCC,1]123m456p22s34s", "standard", 0, "2s 5s", id="meld-two-sided"),
    pytest.param("[1111m]23m456p789sEE", "standard", 0, "4m", id="kong-holds-every-1m"),
    pytest.param("12345678m12349p", "standard", 1, "3m 6m 9m 1p 4p 9p", id="one-from-ready"),
]


@pytest.mark.parametrize(("hand", "family", "expected", "effective"), KNOWN)
def test_known_hands(hand: str, family: str, expected: int, effective: str) -> None:
    result = analyse(parse_hand(hand, 13))
    assert result.families[family] == expected
    assert result.shanten == expected
    assert result.effective == names(effective)


def test_ready_only_on_a_fifth_copy_is_not_ready() -> None:
    """空听: 1111m234p567s999s "waits" on a fifth 1m; it needs a new pair.

    Any tile starts one except 1m (none left) and 9s (9999s is a pung and a single).
    """
    result = analyse(parse_hand("1111m234p567s999s", 13))
    assert result.shanten == 1
    assert result.effective == tuple(t for t in range(34) if t not in names("1m 9s"))


def test_melds_rule_out_the_special_shapes() -> None:
    """Ruling 2: a meld (a concealed kong too) leaves only four sets, and 组合龙 beside one meld."""
    one = analyse(parse_hand("[EEEE]147m258p369s1p", 13)).families
    assert one["seven_pairs"] is None and one["thirteen_orphans"] is None and one["honors_knitted"] is None
    assert one["knitted_straight"] == 0
    two = analyse(parse_hand("[EEEE][SSS,1]147m258p3s", 13)).families
    assert two["knitted_straight"] is None and two["standard"] is not None


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        pytest.param("123m456p789s111z22z", -1, id="complete-four-sets"),
        pytest.param("19m19p19sESWNCFPP", -1, id="complete-thirteen-orphans"),
        pytest.param("1122m3344p5566s77s", -1, id="complete-seven-pairs"),
        pytest.param("123m456p789s11pEEN", 0, id="ready-after-a-discard"),
    ],
)
def test_fourteen_tiles(hand: str, expected: int) -> None:
    result = analyse(parse_hand(hand, 14))
    assert result.shanten == expected
    assert result.effective == ()


# --- random hands against brute force ---------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(concealed_hands())
def test_effective_tiles_are_the_draws_that_lower_shanten(counts: list[int]) -> None:
    """Brute force: draw each of the 34 tiles; at shanten 0 the winners are what the decomposer accepts."""
    before = analyse_counts(counts)
    lowered = []
    for t in range(34):
        if counts[t] == 4:
            continue
        counts[t] += 1
        after = analyse_counts(counts, effective=False).shanten
        if before.shanten == 0:
            assert (after == -1) == is_winning(counts, 0), format_tiles([t])
        counts[t] -= 1
        assert after >= before.shanten - 1
        if after < before.shanten:
            lowered.append(t)
    assert tuple(lowered) == before.effective


@settings(max_examples=100, deadline=None)
@given(concealed_hands(14))
def test_fourteen_tiles_are_the_best_discard(counts: list[int]) -> None:
    """The shanten of 14 tiles is that of the best 13 left by a discard (a complete hand is one better)."""
    best = min(
        analyse_counts([c - (t == d) for t, c in enumerate(counts)], effective=False).shanten
        for d in range(34)
        if counts[d]
    )
    shanten = analyse_counts(counts).shanten
    assert shanten == best or (shanten == -1 and best == 0)


@settings(max_examples=150, deadline=None)
@given(concealed_hands())
def test_shanten_is_the_best_family_and_effective_tiles_the_union_of_the_best(counts: list[int]) -> None:
    """The whole hand's shanten is the least of its families'; its effective tiles, theirs together."""
    result = analyse_counts(counts)
    assert result.shanten == min(v for v in result.families.values() if v is not None)
    best = [f for f, v in result.families.items() if v == result.shanten]
    union = set().union(*(family_shanten(counts, f)[1] for f in best))
    assert set(result.effective) == union
    assert all(counts[t] < 4 for t in result.effective)
