"""听牌 waits: the winning tiles of 13-tile hands, their unseen copies and their scores.

Known hands name the shape they test; the property test takes random winning
hands, takes one tile away, and checks the waits against the scorer on all 34
tiles.  The comparison with pymahjonggb's effective tiles at shanten 0 is
``test_waits_reference.py``, the one module here that needs it.
"""

from __future__ import annotations

import pytest
from hypothesis import given

from mcr_cli import (
    ContextError,
    FanId,
    Hand,
    InvalidHandError,
    NotationError,
    NotWinningError,
    WinContext,
    score,
)
from mcr_cli.model.tiles import tile_name
from mcr_cli.systems.mcr.waits import find_shanten, find_waits
from tests.helpers.strategies import ready
from tests.helpers.strategies import waits_examples as examples


def waits_of(hand: str, **kwargs: object) -> dict[str, int]:
    """``{tile name: unseen}`` of a hand's waits."""
    return {tile_name(w.tile): w.unseen for w in find_waits(hand, **kwargs).waits}  # type: ignore[arg-type]


def fan_ids(result: object) -> set[FanId]:
    return {f.id for f in result.fans}  # type: ignore[attr-defined]


SHAPES = [
    pytest.param(
        "1112345678999s",
        {"1s": 1, "2s": 3, "3s": 3, "4s": 3, "5s": 3, "6s": 3, "7s": 3, "8s": 3, "9s": 1},
        FanId.NINE_GATES,
        id="nine-gates-all-nine",
    ),
    pytest.param(
        "19m19p19sESWNCFP",
        {t: 3 for t in ("1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "N", "C", "F", "P")},
        FanId.THIRTEEN_ORPHANS,
        id="thirteen-orphans-13-sided",
    ),
    pytest.param("1122m3344p5566s7s", {"7s": 3}, FanId.SEVEN_PAIRS, id="seven-pairs"),
    pytest.param("147m258p36s123pEE", {"9s": 4}, FanId.KNITTED_STRAIGHT, id="knitted-straight"),
    pytest.param(
        "147m258p369sESWN", {"C": 4, "F": 4, "P": 4}, FanId.LESSER_HONORS_AND_KNITTED, id="honors-and-knitted"
    ),
]


@pytest.mark.parametrize(("hand", "expected", "fan"), SHAPES)
def test_shape_waits(hand: str, expected: dict[str, int], fan: FanId) -> None:
    result = find_waits(hand)
    assert result.shanten == 0
    assert {tile_name(w.tile): w.unseen for w in result.waits} == expected
    for wait in result.waits:
        assert fan in fan_ids(wait.discard) and fan in fan_ids(wait.self_drawn)
        assert wait.discard.valid and wait.self_drawn.valid


def test_only_winning_tile_held_four_times_is_no_wait() -> None:
    """A shape that needs a fifth 1m waits on nothing; the hand is one from ready."""
    result = find_waits("1111m234p567s999s")
    assert result.waits == ()
    assert result.shanten == 1


def test_not_ready_shows_its_shanten() -> None:
    result = find_waits("12345678m12349p")
    assert (result.shanten, result.waits) == (1, ())
    assert result.to_dict() == {"hand": "12345678m12349p", "shanten": 1, "waits": []}


def test_wait_below_eight_points_is_not_valid() -> None:
    """[CCC] + 234s/5s: 箭刻 and little else, on a discard or self-drawn."""
    result = find_waits("[CCC,1]123m456p22s34s")
    assert [tile_name(w.tile) for w in result.waits] == ["2s", "5s"]
    for wait in result.waits:
        assert wait.discard.fan_points < 8 and not wait.discard.valid
        assert not wait.self_drawn.valid
        assert FanId.DRAGON_PUNG in fan_ids(wait.discard)


@pytest.mark.parametrize(
    ("visible", "unseen"),
    [
        pytest.param("", {"1p": 2, "E": 2}, id="nothing-visible"),
        pytest.param("1pE", {"1p": 1, "E": 1}, id="one-of-each"),
        pytest.param("1p1pE9s9s", {"1p": 0, "E": 1}, id="all-1p-gone"),
    ],
)
def test_visible_tiles_are_not_unseen(visible: str, unseen: dict[str, int]) -> None:
    assert waits_of("123m456p789s11pEE", visible=visible) == unseen


@pytest.mark.parametrize(
    ("hand", "visible", "unseen", "last"),
    [
        pytest.param("123m456p789sEE56m", "4m4m4m", 1, True, id="three-visible-counts-last-tile"),
        pytest.param("123m456p789sEE56m", "4m4m", 2, False, id="two-visible-does-not"),
        pytest.param("[444m,1]56m456p789sEE", "", 1, True, id="own-pung-shows-three"),
        pytest.param("1112345678999s", "", 1, False, id="three-held-concealed-does-not"),
    ],
)
def test_last_tile_when_the_other_three_are_visible(hand: str, visible: str, unseen: int, last: bool) -> None:
    """和绝张 on the last unseen copy when the others are in melds or --visible, not concealed."""
    first = find_waits(hand, visible=visible).waits[0]
    assert first.unseen == unseen
    assert (FanId.LAST_TILE in fan_ids(first.discard)) is last
    assert (FanId.LAST_TILE in fan_ids(first.self_drawn)) is last


def test_context_winds_and_flowers_reach_the_score() -> None:
    ctx = WinContext(seat_wind=1, prevalent_wind=1, flowers=3)
    (wait,) = [w for w in find_waits("123m456p789s11pSS", ctx).waits if tile_name(w.tile) == "S"]
    assert {FanId.SEAT_WIND, FanId.PREVALENT_WIND} <= fan_ids(wait.discard)
    assert wait.discard.total == wait.discard.fan_points + 3


@pytest.mark.parametrize(
    ("hand", "visible", "error"),
    [
        pytest.param("1112345678999s9s", "", InvalidHandError, id="fourteen-tiles"),
        pytest.param("11112345678999s", "", InvalidHandError, id="fifth-copy-twelve-tiles-short"),
        pytest.param("1111123456789s", "", InvalidHandError, id="fifth-copy"),
        pytest.param("1112345678999x", "", NotationError, id="bad-notation"),
        pytest.param("1112345678999s", "1s1s", ContextError, id="visible-fifth-copy"),
        pytest.param("1112345678999s", "1q", ContextError, id="visible-bad-notation"),
    ],
)
def test_errors(hand: str, visible: str, error: type[Exception]) -> None:
    with pytest.raises(error):
        find_waits(hand, visible=visible)


def test_json_shape() -> None:
    result = find_waits("123m456p789s11pEE").to_dict()
    assert result["hand"] == "123m11456p789sEE" and result["shanten"] == 0
    assert [w["tile"] for w in result["waits"]] == ["1p", "E"]
    first = result["waits"][0]
    assert set(first) == {"tile", "unseen", "discard", "self_drawn"}
    assert set(first["discard"]) == {"fan_points", "total", "valid", "fans"}
    scored = score("123m456p789s11pEE1p").to_dict()
    assert first["discard"]["fans"] == scored["fans"]
    assert first["discard"]["fan_points"] == scored["fan_points"]


def test_shanten_fourteen_tiles_ranks_the_discards() -> None:
    result = find_shanten("123m456p789s11pEEN", visible="1p")
    best = result.discards[0]
    assert (tile_name(best.tile), best.shanten, best.unseen) == ("N", 0, 3)
    assert [d.shanten for d in result.discards] == sorted(d.shanten for d in result.discards)


def test_shanten_rejects_a_count_that_is_neither() -> None:
    with pytest.raises(InvalidHandError, match=r"13 \(or 14"):
        find_shanten("123m456p789s11pEENN")


# --- random ready hands --------------------------------------------------------------------


@examples
@given(ready)
def test_waits_are_the_tiles_the_scorer_accepts(hand: Hand) -> None:
    """Try all 34 tiles with the scorer: exactly the waits score, the others are no win."""
    waits = {w.tile for w in find_waits(hand).waits}
    held = hand.all_tiles()
    for t in range(34):
        if held.count(t) == 4:
            assert t not in waits
            continue
        won = Hand(hand.melds, hand.standing, t)
        if t in waits:
            score(won)
        else:
            with pytest.raises(NotWinningError):
                score(won)


@examples
@given(ready)
def test_each_wait_counts_its_unseen_copies_and_scores_as_the_scorer_does(hand: Hand) -> None:
    """A ready hand waits at shanten 0, on its winning tile at least; each wait is scored as ``score``."""
    result = find_waits(hand)
    held = hand.all_tiles()
    assert result.shanten == 0 and result.waits
    for wait in result.waits:
        assert wait.unseen == 4 - held.count(wait.tile)
        won = Hand(hand.melds, hand.standing, wait.tile)
        assert wait.discard.total == score(won).total
        assert wait.self_drawn.total == score(won, WinContext(self_drawn=True)).total
