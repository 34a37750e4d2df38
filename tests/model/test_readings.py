"""Readings of concealed tiles: four sets and a pair, and the special shapes (rulings 1, 2)."""

from __future__ import annotations

import pytest

from mcr_cli import NotWinningError, parse_hand, score
from mcr_cli.model.readings import Shape, counts_of, is_winning, readings


def shapes(text: str) -> list[str]:
    hand = parse_hand(text)
    return sorted(r.shape.name for r in readings(counts_of(hand.concealed_tiles), len(hand.melds)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("123m456p789s111z22z", ["FOUR_SETS"], id="plain"),
        pytest.param("111222333m456pEE", ["FOUR_SETS", "FOUR_SETS"], id="pungs-or-chows"),
        pytest.param("1122m3344p5566s77s", ["SEVEN_PAIRS"], id="seven-pairs"),
        pytest.param(
            "11223344556677m",
            ["FOUR_SETS"] * 3 + ["SEVEN_PAIRS"],
            id="shifted-pairs-also-three-set-divisions",
        ),
        pytest.param("1111m2233p4455s66s", ["SEVEN_PAIRS"], id="four-of-a-kind-as-two-pairs"),
        pytest.param("19m19p19sESWNCFPP", ["THIRTEEN_ORPHANS"], id="thirteen-orphans"),
        pytest.param("147m258p369sESWCF", ["HONORS_AND_KNITTED"], id="honors-and-knitted"),
        pytest.param("147m258p3sESWNCFP", ["HONORS_AND_KNITTED"], id="greater-honors-and-knitted"),
    ],
)
def test_shapes_found(text: str, expected: list[str]) -> None:
    assert shapes(text) == expected


@pytest.mark.parametrize(
    ("text", "melds"),
    [
        pytest.param("147m258p369s123m55m", 0, id="knitted-straight-concealed"),
        pytest.param("[123m,1]147m258p369s55m", 1, id="knitted-straight-melded-set"),
    ],
)
def test_knitted_straight_allows_one_meld(text: str, melds: int) -> None:
    assert "KNITTED_STRAIGHT" in shapes(text)
    assert len(parse_hand(text).melds) == melds


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("[123m,1]1122p3344s55s6s", id="ruling-2-no-seven-pairs-with-a-meld"),
        pytest.param("[1111m]9m19p19sESWNCF", id="ruling-2-concealed-kong-is-a-meld"),
        pytest.param("123m456p789s1357s9s", id="no-pair"),
        pytest.param("135m246p789s11sEEE", id="scattered"),
    ],
)
def test_not_winning(text: str) -> None:
    with pytest.raises(NotWinningError, match="not a winning hand"):
        score(text)


def test_every_division_is_found_once() -> None:
    """No division of the concealed tiles is listed twice."""
    found = readings(counts_of(parse_hand("1112345678999s1s").concealed_tiles), 0)
    divisions = {(r.sets, r.pair) for r in found}
    assert len(found) > 1, "nine gates plus 1s reads more than one way"
    assert len(divisions) == len(found)
    assert all(r.shape is Shape.FOUR_SETS for r in found)


def test_is_winning_ignores_the_four_copy_limit() -> None:
    """Waits are formal (ruling 3): a fifth copy still 'completes' the shape."""
    counts = counts_of(parse_hand("1111m234p567s789s", tiles=13).concealed_tiles)
    counts[0] += 1
    assert is_winning(counts, 0)
